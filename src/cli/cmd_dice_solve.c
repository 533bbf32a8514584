/*
 * referee dice advise | analyse: the optimal strategy of referee-general(7) §7 put to
 * work (issue 17). The solver and its cached table, the runs and the output
 * are src/report's (dice_solve.c, dice_check.c).
 */
#include "cli.h"
#include "cmd_dice.h"
#include "../notation/gdr.h"
#include "../report/dice.h"

/* dice advise [--ruleset R] [--used ...] [--upper N] ... D D D D D (cli_drive: the rules). */
static int
advise(struct cmd_ctx *x)
{
	struct gdr_used		 u;
	struct errbuf		 err;
	int			 rc = 0;
	int			 upper = cmd_count(x, "upper") ? (int)cmd_int(x, "upper") : -1;
	int			 throwno = cmd_count(x, "throw") ? (int)cmd_int(x, "throw") : 1;

	dice_used_read(x, &u);
	err_clear(&err);
	if (dice_advise_run(x->rules, &u, x->argc, x->argv, upper, throwno, x->o->format,
	    &err) == -1)
		rc = cli_errx(EXIT_USAGE, "%s", err.msg);
	gdr_used_free(&u);
	return rc;
}

CMD_ENTRY(cmd_dice_advise, advise)

/* dice analyse [--ruleset R] [--format text|csv|html] FILE.gdr (cli_drive). */
static int
analyse(struct cmd_ctx *x)
{
	struct dice_check	 cx = { x->o->ruleset, x->rules, x->o->format, 0, cli_err_at };

	return dice_analyse_run(&cx, x->argv[0]);
}

CMD_ENTRY(cmd_dice_analyse, analyse)
