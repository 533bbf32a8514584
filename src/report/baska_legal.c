/*
 * baska legal's two answers (referee(1)): a hand's legal cards in a trick,
 * judged and printed, and --solve's position, solved and printed. The
 * command keeps its options (src/cli/cmd_baska.c).
 */
#include <stdlib.h>

#include "baska.h"
#include "../rules/baska/baska.h"
#include "../util/util.h"

int
baska_legal_run(const struct baska_rules *r, enum baska_contract c, const char *trick,
    const char *hand, const char *play, const char **opt, int *whole, struct errbuf *err)
{
	struct baska_legal_in	 in;
	int			 ok, n, cards[4];
	char			 why[256];

	if (baska_legal_in_parse(&in, trick, hand, play, opt, whole, err) == -1)
		return -1;
	n = baska_legal_in_judge(r, baska_contract_family(c), &in, cards, &ok, why, sizeof(why));
	baska_legal_print(cards, n, in.play >= 0, ok, why);
	return ok ? EXIT_OK : EXIT_RULE;
}

int
baska_solve_run(const struct baska_rules *r, const struct baska_solve_q *q,
    enum out_format fmt, const char **opt, int *whole, struct errbuf *err)
{
	struct baska_solve_a	 a;
	struct baska_dd		*m = xmalloc(sizeof(*m));	/* the solver's tables: large */
	int			 rc;

	rc = baska_solve_at(m, r, q, &a, opt, whole, err);
	free(m);
	if (rc == 0)
		baska_solve_print(fmt, a.p, a.starzy, a.rest, a.cards, a.eyes, a.n);
	return rc;
}
