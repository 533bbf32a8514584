/*
 * referee baska legal --solve: every legal card of the seat on play at a
 * disputed position, with the eyes each side takes from there with best
 * play after it (referee(1); referee-baska(7), "Analysis").
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_baska.h"
#include "../rules/baska/baska.h"

/* The sides: --declarer, and --partner exactly in a 2v2 contract. The mask, or -1 printed. */
static int
solve_side(const struct baska_legal_solve *ls)
{
	struct errbuf	 err;

	if (ls->declarer == 0)
		return baska_cli_missing(NT_("legal"), NT_("--declarer")), -1;
	if (ls->leader == 0)
		return baska_cli_missing(NT_("legal"), NT_("--leader")), -1;
	if (baska_sides_check(ls->contract, ls->declarer, ls->partner, &err) == -1)
		return cli_errx(EXIT_USAGE, "%s", err.msg), -1;
	return 1 << (ls->declarer - 1) | (ls->partner ? 1 << (ls->partner - 1) : 0);
}

int
baska_cli_legal_solve(const struct baska_legal_solve *ls, const struct baska_rules *rules)
{
	struct baska_legal_in in;
	struct baska_dd	*m;
	struct errbuf	 err;
	const char	*opt;
	uint16_t	 hands[4];
	int		 side, cards[4], eyes[4], n, rest, p, whole;

	if ((side = solve_side(ls)) < 0)
		return EXIT_USAGE;
	if (ls->hands == NULL)
		return baska_cli_missing(NT_("legal"), NT_("--hands"));
	if (baska_solve_in_parse(&in, ls->hands, ls->trick, hands, &rest, &opt, &whole,
	    &err) == -1)
		return baska_cli_opt_error(opt, whole, &err);
	m = xmalloc(sizeof(*m));
	baska_dd_init(m);
	n = baska_dd_cards(m, rules, baska_contract_family(ls->contract), hands, ls->leader,
	    in.trick, in.nt, side, cards, eyes);
	free(m);
	if (n <= 0)
		return cli_errx(EXIT_USAGE, _("--hands, --trick: not a position of a deal: "
		    "every seat holds as many cards as the others, and one more while it has "
		    "still to play to the current trick"));
	p = (ls->leader - 1 + in.nt) % 4;
	baska_solve_print(ls->format, p, (side >> p) & 1, rest, cards, eyes, n);
	return EXIT_OK;
}
