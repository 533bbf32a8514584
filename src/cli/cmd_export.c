/*
 * referee export: the deals (and standings) of the league as CSV, their
 * records as BDN, the dice games as GDR files; the files are written by
 * src/report/export.c.
 */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/dicedb.h"
#include "../report/export.h"
#include "../util/outfile.h"

enum export_what { X_DEALS, X_STANDINGS, X_BDN };

/* One file of the export (export.h) to path, whole or not at all; an exit status. */
static int
export_file(struct db *db, enum export_what what, const char *event, int64_t id, int excel,
    const char *path)
{
	struct outfile	 of;
	struct errbuf	 err;
	int		 rc;

	err_clear(&err);
	if (outfile_open(&of, path, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	if (what == X_DEALS)
		rc = export_deals_csv(of.fp, db, id, excel, &err);
	else if (what == X_STANDINGS)
		rc = export_standings_csv(of.fp, db, event, excel, &err);
	else
		rc = export_bdn(of.fp, db, id, &err);
	if (rc == -1) {
		cli_errx(EXIT_SYS, "%s", err.msg);
		outfile_abort(&of);
		return EXIT_SYS;
	}
	return outfile_commit(&of, &err) == -1 ? cli_errx(EXIT_SYS, "%s", err.msg) : EXIT_OK;
}

/* --format gdr: one .gdr record a dice game into the directory dir; an exit status. */
static int
export_gdr(struct db *db, int64_t event, const char *dir)
{
	struct errbuf	 err;

	if (strcmp(dir, "-") == 0)
		return cli_errx(EXIT_USAGE, _("--format gdr writes one file a game: a directory"
		    " expected, not '-'"));
	if (export_gdr_dir(db, event, dir, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	return EXIT_OK;
}

#define OPT_EXCEL	CLI_LONG	/* --excel: no short form */

struct export_opts {
	const char	*event, *standings, *format;
	int		 excel;
};

static int
export_opt(int ch, const char *arg, void *ctx)
{
	struct export_opts *x = ctx;

	switch (ch) {
	case 'f':
		x->format = arg;
		break;
	case OPT_EXCEL:
		x->excel = 1;
		break;
	case 'e':
		x->event = arg;
		break;
	case 's':
		x->standings = arg;
		break;
	default:
		return EXIT_USAGE;
	}
	return 0;
}

/* Checks the options against each other; an exit status, printed. */
static int
export_check(const struct export_opts *x, int nargs)
{
	if (nargs > 1)
		return cli_usage_error();
	if (strcmp(x->format, "csv") != 0 && strcmp(x->format, "bdn") != 0 &&
	    strcmp(x->format, "gdr") != 0)
		return cli_errx(EXIT_USAGE, _("--format: csv, bdn or gdr expected, not '%s'"),
		    x->format);
	if (strcmp(x->format, "csv") != 0 && (x->standings != NULL || x->excel))
		return cli_errx(EXIT_USAGE, _("--standings and --excel go with --format csv"));
	if (strcmp(x->format, "gdr") == 0 && nargs != 1)
		return cli_errx(EXIT_USAGE, _("--format gdr: the directory to write the games to"
		    " expected"));
	return EXIT_OK;
}

int
cmd_export(int argc, char **argv)
{
	struct export_opts x = { NULL, NULL, "csv", 0 };
	struct cli_opts	 o = { .handle = export_opt };	/* the row's spec (commands.c) */
	const char	*deals = "-";
	struct db_event	 ev;
	struct db	*db;
	int64_t		 id = 0;
	int		 rc;

	o.ctx = &x;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if ((rc = export_check(&x, argc - optind)) != EXIT_OK)
		return rc;
	if (argc - optind == 1)
		deals = argv[optind];
	if ((rc = league_open(&db)) != 0)
		return rc;
	if (x.event != NULL && (rc = league_event(db, x.event, &ev)) == 0)
		id = ev.id;
	if (rc == 0 && strcmp(x.format, "bdn") == 0)
		rc = export_file(db, X_BDN, NULL, id, 0, deals);
	else if (rc == 0 && strcmp(x.format, "gdr") == 0)
		rc = export_gdr(db, id, deals);
	else if (rc == 0 && (rc = export_file(db, X_DEALS, NULL, id, x.excel, deals)) == EXIT_OK &&
	    x.standings != NULL)
		rc = export_file(db, X_STANDINGS, x.event, id, x.excel, x.standings);
	db_close(db);
	return rc;
}
