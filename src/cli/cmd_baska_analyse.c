/*
 * referee baska analyse: the double-dummy analysis of full .bdn records
 * (referee(1); referee-baska(7), "Analysis"): per deal the
 * table of contracts, the played contract's value, the cost of every card
 * and a claim's value; with --summary one row per player. Information for
 * players: the exit status says only whether the files could be read.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_baska.h"
#include "../notation/bdn_stream.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../db/db.h"
#include "../report/baska.h"
#include "../rules/baska/baska.h"
#include "../util/i18n.h"

#define ANALYSE_WINDOW	(8u << 20)

struct analyse_ctx {
	struct baska_analyse_out out;	/* what is printed (src/report/baska_analyse.c) */
	struct baska_tag_rules	 rs;	/* the ruleset of each record */
	int			 status;
	struct baska_dd		*dd;
	const char		*event, *season;	/* --event, --season */
	struct db		*db;
	char			 ev_name[128];	/* the event of the stored records read last */
};

/* A file or record that cannot be read or judged: printed after what came before it. */
static void
analyse_error(struct analyse_ctx *cx, const char *file, const struct errbuf *err)
{
	fflush(stdout);
	cli_err_at(EXIT_USAGE, file, err);
	cx->status = EXIT_USAGE;
}

/* Analyses one record under rules and prints it. */
static void
analyse_deal(struct analyse_ctx *cx, const struct baska_rules *rules, const struct baska_deal *d)
{
	struct baska_verdict		 v;
	struct baska_analysis		 a;
	struct errbuf			 err;

	if (!d->has_hands || !d->has_play) {
		cx->out.nskipped++;
		return;
	}
	if (baska_judge_at(rules, d, &v, &err) < 0 ||
	    baska_analyse(cx->dd, rules, d, &v, &a, &err) < 0) {
		analyse_error(cx, cx->out.file, &err);
		return;
	}
	baska_analyse_deal(&cx->out, d, &v, &a);
}

/* Analyses one record read from the current file (bdn_stream_each). */
static int
analyse_record(const struct bdn_reader *r, struct baska_deal *d, void *arg)
{
	struct analyse_ctx		*cx = arg;
	const struct baska_rules	*rules;
	struct errbuf			 err;

	if ((rules = baska_tag_rules(&cx->rs, d, &r->ruleset_src, &err)) != NULL)
		analyse_deal(cx, rules, d);
	else
		analyse_error(cx, cx->out.file, &err);
	return 0;
}

/*
 * A deal of a stored record (db_deal_records; d NULL: a record that does
 * not parse, err why) under --ruleset or its event's ruleset.
 */
static int
stored_deal(void *arg, const struct baska_deal *d, const char *event,
    const struct baska_rules *rules, const struct errbuf *err)
{
	struct analyse_ctx *cx = arg;

	snprintf(cx->ev_name, sizeof(cx->ev_name), "%s", event);
	cx->out.file = cx->ev_name;
	if (d != NULL)
		analyse_deal(cx, cx->rs.opt != NULL ? &cx->rs.opt_rules : rules, d);
	else
		analyse_error(cx, cx->ev_name, err);
	return 0;
}

/* --event, --season: the stored full records of the league database. */
static void
analyse_stored(struct analyse_ctx *cx)
{
	struct db_event	 ev;
	struct errbuf	 err;

	if (league_open(&cx->db) != 0) {
		cx->status = EXIT_SYS;
		return;
	}
	if (cx->event != NULL && (cx->status = league_event(cx->db, cx->event, &ev)) != 0)
		return;
	err_clear(&err);
	if (db_deal_records(cx->db, cx->event != NULL ? ev.id : 0, cx->season, stored_deal,
	    cx, &err) == -1)
		cx->status = cli_errx(EXIT_SYS, "%s", err.msg);
}

/* Reads file through a bounded window and analyses record by record. */
static void
analyse_file(struct analyse_ctx *cx, const char *file)
{
	struct errbuf	 err;

	cx->out.file = file;
	if (bdn_stream_file(file, ANALYSE_WINDOW, analyse_record, cx, &err) < 0)
		analyse_error(cx, file, &err);
}

/* --summary, --event, --season */
static int
analyse_opt(int ch, const char *arg, void *ctx)
{
	struct analyse_ctx *cx = ctx;

	switch (ch) {
	case 'S':
		cx->out.summary = 1;
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
	cx->out.fmt = o.format;
	cx->rs.opt = o.ruleset;
	if ((cx->event != NULL) + (cx->season != NULL) + (optind < argc) != 1) {
		rc = optind == argc && cx->event == NULL && cx->season == NULL;
		free(cx);
		if (rc)
			return baska_cli_missing(NT_("analyse"), _("a FILE (- reads standard input)"));
		return cli_errx(EXIT_USAGE, _("baska analyse: give files, --event or --season, "
		    "one of them"));
	}
	if ((rc = cli_ruleset(&baska_ruleset_game, cx->rs.opt, &cx->rs.opt_rules)) != 0) {
		free(cx);
		return rc;
	}
	cx->dd = xmalloc(sizeof(*cx->dd));
	baska_dd_init(cx->dd);
	baska_analyse_begin(&cx->out);
	if (optind == argc)
		analyse_stored(cx);
	for (i = optind; i < argc; i++)
		analyse_file(cx, argv[i]);
	baska_analyse_end(&cx->out);
	if (cx->db != NULL)
		db_close(cx->db);
	fflush(stdout);
	rc = cx->status;
	free(cx->out.players);
	free(cx->dd);
	free(cx);
	return rc;
}
