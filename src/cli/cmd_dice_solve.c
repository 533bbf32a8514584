/*
 * referee dice advise | analyse: the optimal strategy of referee-general(7) §7 put to
 * work (issue 17). The solver and its cached table, and the output, are
 * src/report/dice_solve.c's.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "../notation/gdr.h"
#include "../report/dice.h"
#include "../rules/dice/dice.h"

/* ------------------------------------------------------------- advise */

const struct cli_option dice_advise_options[] = {
	{ { "used", required_argument, NULL, 'u' }, "CATEGORY[=POINTS],..." },
	{ { "upper", required_argument, NULL, 'U' }, "N", CLI_INT, 0, 1000,
	    N_("the upper total so far") },
	{ { "general-scored", no_argument, NULL, 'g' }, NULL },
	{ { "first-general-elsewhere", no_argument, NULL, 'e' }, "\n                  " },
	{ { "throw", required_argument, NULL, 't' }, "N", CLI_INT, 1, DICE_MAX_THROWS,
	    N_("the number of the throw in the turn") },
	{ { "format", required_argument, NULL, 'f' }, "text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* dice advise [--ruleset R] [--used ...] [--upper N] ... D D D D D (cli_drive: the rules). */
static int
advise(struct cmd_ctx *x)
{
	const struct dice_rules	*r = x->rules;
	struct gdr_used		 u;
	struct dice_state	 st;
	struct dice_advice	 a;
	struct dice_totals	 tot;
	struct dice_solver	*s;
	struct errbuf		 err;
	int			 rc = 0, dice[DICE_N];
	int			 upper = cmd_count(x, "upper") ? (int)cmd_int(x, "upper") : -1;
	int			 throwno = cmd_count(x, "throw") ? (int)cmd_int(x, "throw") : 1;

	dice_used_read(x, &u);
	err_clear(&err);
	if (gdr_used_throw(r, &u, x->argc, x->argv, throwno, dice, &err) == -1 ||
	    gdr_used_upper(r, &u.card, u.known, upper, &st, &tot, &err) == -1)
		rc = cli_errx(EXIT_USAGE, "%s", err.msg);
	if (rc == 0) {
		s = dice_solver_cached(r);
		dice_advise(s, &st, &u.card, throwno, dice, &a);
		dice_advice_print(r, u.card.used, u.known, &st, &tot, &a, throwno, x->o->format);
		dice_solver_free(s);
	}
	gdr_used_free(&u);
	return rc;
}

CMD_ENTRY(cmd_dice_advise, advise)

/* ------------------------------------------------------------- analyse */

/*
 * Reads a record and its rules (given: --ruleset's, else its Ruleset tag,
 * else the default) and judges it: only a record that keeps the rules can be
 * measured against optimal play. 0 or the exit status (printed).
 */
static int
analyse_load(const char *path, const struct dice_rules *given, struct dice_game *g,
    struct dice_rules *r, const char **rname)
{
	const char		*file = strcmp(path, "-") == 0 ? "<stdin>" : path;
	struct dice_verdict	 v;
	struct errbuf		 err;
	int			 rc;

	err_clear(&err);
	if (gdr_load(path, given, g, r, rname, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	dice_judge(r, g, &v);
	if ((rc = dice_rulings_err(file, &v)) != 0)
		fprintf(stderr, _("referee: %s: the record breaks the rules (see 'referee dice "
		    "check'); nothing to analyse\n"), file);
	dice_verdict_free(&v);
	return rc;
}

/* dice analyse [--ruleset R] [--format text|csv|html] FILE.gdr (cli_drive). */
static int
analyse(struct cmd_ctx *x)
{
	struct dice_rules	 r;
	struct dice_game	 g;
	struct dice_analysis	 an;
	struct dice_solver	*s;
	const char		*rname = x->o->ruleset;
	int			 rc;

	memset(&g, 0, sizeof(g));
	if ((rc = analyse_load(x->argv[0], x->rules, &g, &r, &rname)) == 0) {
		s = dice_solver_cached(&r);
		if (dice_analyse(&r, s, &g, &an) == -1)
			abort();	/* judged above */
		dice_analysis_print(&g, &an, rname, dice_solver_expected(s), x->o->format);
		dice_analysis_free(&an);
		dice_solver_free(s);
	}
	dice_game_free(&g);
	return rc;
}

CMD_ENTRY(cmd_dice_analyse, analyse)
