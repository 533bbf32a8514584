/*
 * referee dice advise | analyse: the optimal strategy of referee-general(7) §7 put to
 * work (issue 17). The solver and its cached table, and the output, are
 * src/report/dice_solve.c's.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "../notation/gdr.h"
#include "../report/dice.h"
#include "../rules/dice/dice.h"

/* ------------------------------------------------------------- advise */

/* The own options of dice advise. */
struct advise_opts {
	struct gdr_used	 u;
	int		 upper, throwno;
};

static int
advise_opt(int ch, const char *arg, void *ctx)
{
	struct advise_opts *ao = ctx;

	switch (ch) {
	case 'u':
	case 'g':
	case 'e':
		return dice_used_opt(ch, arg, &ao->u);
	case 'U':
		if (parse_intn(arg, strlen(arg), 0, 1000, &(long){ 0 }) == -1)
			return cli_errx(EXIT_USAGE, _("--upper: expected the upper total so far, "
			    "0 or more, not '%s'"), arg);
		ao->upper = atoi(arg);
		break;
	default:
		if (parse_intn(arg, strlen(arg), 1, DICE_MAX_THROWS, &(long){ 0 }) == -1)
			return cli_errx(EXIT_USAGE, _("--throw: expected 1, 2 or 3, not '%s'"), arg);
		ao->throwno = atoi(arg);
		break;
	}
	return 0;
}

const struct cli_option dice_advise_options[] = {
	{ { "used", required_argument, NULL, 'u' }, "CATEGORY[=POINTS],..." },
	{ { "upper", required_argument, NULL, 'U' }, "N" },
	{ { "general-scored", no_argument, NULL, 'g' }, NULL },
	{ { "first-general-elsewhere", no_argument, NULL, 'e' }, "\n                  " },
	{ { "throw", required_argument, NULL, 't' }, "N" },
	{ { "format", required_argument, NULL, 'f' }, "text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

int
cmd_dice_advise(int argc, char **argv)
{
	struct advise_opts	 ao = { .upper = -1, .throwno = 1 };
	struct cli_opts		 o = { .handle = advise_opt, .ctx = &ao };	/* the row's spec */
	struct dice_rules	 r;
	struct dice_state	 st;
	struct dice_advice	 a;
	struct dice_totals	 tot;
	struct dice_solver	*s;
	struct errbuf		 err;
	int			 rc, dice[DICE_N];

	err_clear(&err);
	if ((rc = cli_opts_parse(&o, argc, argv)) == 0 &&
	    (rc = cli_ruleset(&dice_ruleset_game, o.ruleset, &r)) == 0 &&
	    (gdr_used_throw(&r, &ao.u, argc - optind, argv + optind, ao.throwno, dice,
	    &err) == -1 || gdr_used_upper(&r, &ao.u.card, ao.u.known, ao.upper, &st, &tot,
	    &err) == -1))
		rc = cli_errx(EXIT_USAGE, "%s", err.msg);
	gdr_used_free(&ao.u);
	if (rc != 0)
		return rc;
	s = dice_solver_cached(&r);
	dice_advise(s, &st, &ao.u.card, ao.throwno, dice, &a);
	dice_advice_print(&r, ao.u.card.used, ao.u.known, &st, &tot, &a, ao.throwno, o.format);
	dice_solver_free(s);
	return EXIT_OK;
}

/* ------------------------------------------------------------- analyse */

/*
 * Reads a record and its rules (--ruleset, else its Ruleset tag, else the
 * default) and judges it: only a record that keeps the rules can be
 * measured against optimal play. 0 or the exit status (printed).
 */
static int
analyse_load(const char *path, const char *ruleset, struct dice_game *g,
    struct dice_rules *r, const char **rname)
{
	const char		*file = strcmp(path, "-") == 0 ? "<stdin>" : path;
	struct dice_verdict	 v;
	struct errbuf		 err;
	int			 rc;

	*rname = ruleset;
	if (ruleset != NULL && (rc = cli_ruleset(&dice_ruleset_game, ruleset, r)) != 0)
		return rc;
	err_clear(&err);
	if (gdr_load(path, ruleset != NULL ? r : NULL, g, r, rname, &err) == -1)
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
	const char		*rname = NULL;
	int			 rc;

	if (x->argc != 1)
		return cli_usage_error();
	memset(&g, 0, sizeof(g));
	if ((rc = analyse_load(x->argv[0], x->o->ruleset, &g, &r, &rname)) == 0) {
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
