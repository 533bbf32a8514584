/*
 * referee baska check: judges .bdn deal records and explains every ruling
 * in the players' words (text) or lays them out as CSV; the run itself,
 * file by file and record by record, is src/report/baska_check.c.
 */
#include <getopt.h>
#include <stdlib.h>

#include "cli.h"
#include "cmd_baska.h"
#include "commands.h"

/* A record or file that cannot be read or judged (baska_check's error). */
static void
check_error(const char *file, const struct errbuf *err)
{
	cli_err_at(EXIT_USAGE, file, err);
}

/* --deals N: the session length. */
static int
deals_handle(int ch, const char *arg, void *ctx)
{
	(void)ch;
	return league_number(NT_("--deals"), arg, 1, 1000, ctx) == -1 ? EXIT_USAGE : 0;
}

/* The spec of baska check's row (cmd_baska.c). */
const struct cli_option baska_check_options[] = {
	{ { "deals", required_argument, NULL, 'n' }, "N" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

int
cmd_baska_check(int argc, char **argv)
{
	struct cli_opts		 o = { .handle = deals_handle };	/* the row's spec */
	struct baska_check	*cx;
	int			 i, rc;

	cx = xcalloc(1, sizeof(*cx));
	o.ctx = &cx->deals;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0) {
		free(cx);
		return rc;
	}
	cx->rs.opt = o.ruleset;
	cx->fmt = o.format;
	cx->canonical = o.canonical;
	cx->error = check_error;
	if (optind == argc) {
		free(cx);
		return baska_cli_missing(NT_("check"), _("a FILE (- reads standard input)"));
	}
	if ((rc = cli_ruleset(&baska_ruleset_game, cx->rs.opt, &cx->rs.opt_rules)) != 0) {
		free(cx);
		return rc;
	}
	baska_check_begin(cx);
	for (i = optind; i < argc; i++)
		baska_check_file(cx, argv[i]);
	rc = baska_check_end(cx);
	free(cx);
	return rc;
}
