/*
 * referee baska analyse: the double-dummy analysis of full .bdn records
 * (referee(1); referee-baska(7), "Analysis"): per deal the
 * table of contracts, the played contract's value, the cost of every card
 * and a claim's value; with --summary one row per player. Information for
 * players: the exit status says only whether the files could be read.
 */
#include <getopt.h>
#include <stdlib.h>

#include "cli.h"
#include "cmd_baska.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../db/db.h"
#include "../report/baska.h"
#include "../rules/baska/baska.h"
#include "../util/i18n.h"

/* What an analyse run needs of the command: the options and the database. */
struct analyse_ctx {
	struct baska_analyse_run run;	/* src/report/baska_analyse_run.c */
	const char		*event, *season;	/* --event, --season */
	struct db		*db;
};

/* A file or record that cannot be read or judged (the run's error). */
static void
analyse_error(const char *file, const struct errbuf *err)
{
	cli_err_at(EXIT_USAGE, file, err);
}

/* --event, --season: the stored full records of the league database. */
static void
analyse_stored(struct analyse_ctx *cx)
{
	struct db_event	 ev;
	struct errbuf	 err;

	if (league_open(&cx->db) != 0) {
		cx->run.status = EXIT_SYS;
		return;
	}
	if (cx->event != NULL && (cx->run.status = league_event(cx->db, cx->event, &ev)) != 0)
		return;
	err_clear(&err);
	if (db_deal_records(cx->db, cx->event != NULL ? ev.id : 0, cx->season,
	    baska_analyse_run_stored, &cx->run, &err) == -1)
		cx->run.status = cli_errx(EXIT_SYS, "%s", err.msg);
}

/* --summary, --event, --season */
static int
analyse_opt(int ch, const char *arg, void *ctx)
{
	struct analyse_ctx *cx = ctx;

	switch (ch) {
	case 'S':
		cx->run.out.summary = 1;
		return 0;
	case 'e':
		cx->event = arg;
		return 0;
	case 'n':
		cx->season = arg;
		return 0;
	default:
		return EXIT_USAGE;
	}
}

/*
 * The spec of baska analyse's row (cmd_baska.c), with CO_RULESET |
 * CO_FORMAT | CO_HTML: files, or the stored records of an event or a season.
 */
const struct cli_option baska_analyse_options[] = {
	{ { "summary", no_argument, NULL, 'S' }, NULL },
	CLI_OPERANDS("FILE ..."),
	{ { "event", required_argument, NULL, 'e' }, "/!E" },
	{ { "season", required_argument, NULL, 'n' }, "/!S" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

int
cmd_baska_analyse(int argc, char **argv)
{
	struct cli_opts		 o = { .handle = analyse_opt };	/* the row's spec */
	struct analyse_ctx	*cx;
	int			 i, rc;

	cx = xcalloc(1, sizeof(*cx));
	o.ctx = cx;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0) {
		free(cx);
		return rc;
	}
	cx->run.out.fmt = o.format;
	cx->run.rs.opt = o.ruleset;
	cx->run.error = analyse_error;
	if ((cx->event != NULL) + (cx->season != NULL) + (optind < argc) != 1) {
		rc = optind == argc && cx->event == NULL && cx->season == NULL;
		free(cx);
		if (rc)
			return baska_cli_missing(NT_("analyse"), _("a FILE (- reads standard input)"));
		return cli_errx(EXIT_USAGE, _("baska analyse: give files, --event or --season, "
		    "one of them"));
	}
	if ((rc = cli_ruleset(&baska_ruleset_game, o.ruleset, &cx->run.rs.opt_rules)) != 0) {
		free(cx);
		return rc;
	}
	baska_analyse_run_begin(&cx->run);
	if (optind == argc)
		analyse_stored(cx);
	for (i = optind; i < argc; i++)
		baska_analyse_run_file(&cx->run, argv[i]);
	rc = baska_analyse_run_end(&cx->run);
	if (cx->db != NULL)
		db_close(cx->db);
	free(cx);
	return rc;
}
