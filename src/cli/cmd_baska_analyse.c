/*
 * referee baska analyse: the double-dummy analysis of full .bdn records
 * (referee(1); referee-baska(7), "Analysis"): per deal the
 * table of contracts, the played contract's value, the cost of every card
 * and a claim's value; with --summary one row per player. Information for
 * players: the exit status says only whether the files could be read.
 */
#include <stdlib.h>

#include "cli.h"
#include "cmd_baska.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../db/db.h"

/*
 * --event, --season: the stored full records of the league database, the
 * database opened for the driver to close (cmd_setup); 0 or an exit status.
 */
static int
analyse_stored(struct cmd_ctx *x, struct baska_analyse_run *run)
{
	struct errbuf	 err;
	int		 rc;

	if ((rc = cmd_setup(x)) != 0)	/* and --event's found */
		return rc;
	err_clear(&err);
	if (db_deal_records(x->db, x->event != NULL ? x->ev->id : 0, cmd_arg(x, "season"),
	    baska_analyse_run_stored, run, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	return 0;
}

/*
 * The spec of baska analyse's row (cmd_baska.c), with CO_RULESET |
 * CO_FORMAT | CO_HTML: files, or the stored records of an event or a
 * season, each with --summary.
 */
const struct cli_option baska_analyse_options[] = {
	{ { "summary", no_argument, NULL, 'S' }, NULL },
	CLI_OPERANDS_MIN("FILE ...", 1, N_("a FILE (- reads standard input)")),
	CLI_FORM_ERROR(N_("give files, --event or --season, one of them")),
	{ { "event", required_argument, NULL, 'e' }, "/!E", CLI_EVENT },
	{ { "summary", no_argument, NULL, 'S' }, "~" },
	{ { "season", required_argument, NULL, 'n' }, "/!S" },
	{ { "summary", no_argument, NULL, 'S' }, "~" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static int
analyse_run(struct cmd_ctx *x)
{
	struct baska_analyse_run	*run;
	int				 i, rc;

	run = xcalloc(1, sizeof(*run));
	run->out.fmt = x->o->format;
	run->out.summary = cmd_count(x, "summary") > 0;
	run->rs.opt = x->o->ruleset;
	run->rs.opt_rules = *(const struct baska_rules *)x->rules;
	run->error = cli_err_at;
	baska_analyse_run_begin(run);
	if (x->argc == 0 && (rc = analyse_stored(x, run)) != 0)
		run->status = rc;
	for (i = 0; i < x->argc; i++)
		baska_analyse_run_file(run, x->argv[i]);
	rc = baska_analyse_run_end(run);
	free(run);
	return rc;
}
CMD_ENTRY(cmd_baska_analyse, analyse_run)
