/*
 * referee baska check: judges .bdn deal records and explains every ruling
 * in the players' words (text) or lays them out as CSV; the run itself,
 * file by file and record by record, is src/report/baska_check.c.
 */
#include <stdlib.h>

#include "cli.h"
#include "cmd_baska.h"

/* The spec of baska check's row (cmd_baska.c). */
const struct cli_option baska_check_options[] = {
	{ { "deals", required_argument, NULL, 'n' }, "N", CLI_INT, 1, 1000 },
	CLI_OPERANDS_MIN("FILE ...", 1, N_("a FILE (- reads standard input)")),
	{ { NULL, 0, NULL, 0 }, NULL }
};

static int
check_run(struct cmd_ctx *x)
{
	struct baska_check	*cx;
	int			 i, rc;

	cx = xcalloc(1, sizeof(*cx));
	cx->rs.opt = x->o->ruleset;
	cx->fmt = x->o->format;
	cx->canonical = x->o->canonical;
	cx->deals = (int)cmd_int(x, "deals");
	cx->rs.opt_rules = *(const struct baska_rules *)x->rules;
	cx->error = cli_err_at;
	baska_check_begin(cx);
	for (i = 0; i < x->argc; i++)
		baska_check_file(cx, x->argv[i]);
	rc = baska_check_end(cx);
	free(cx);
	return rc;
}
CMD_ENTRY(cmd_baska_check, check_run)
