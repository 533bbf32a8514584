/*
 * referee dice check: Generał game records judged throw by throw, with
 * the scorecards; the run, file by file, is src/report/dice_check.c.
 */
#include "cli.h"
#include "cmd_dice.h"
#include "../report/dice.h"

/* dice check [--ruleset R] [--format text|csv] [--canonical] FILE... (cli_drive). */
static int
check(struct cmd_ctx *x)
{
	struct dice_check	 cx = { x->o->ruleset, x->rules, x->o->format, x->o->canonical,
	    cli_err_said };

	return dice_check_run(&cx, x->argc, x->argv);
}

CMD_ENTRY(cmd_dice_check, check)
