/*
 * referee export: the deals (and standings) of the league as CSV.
 */
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <errno.h>
#include <sys/stat.h>

#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/baskadb.h"
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

/*
 * One game's record to dir/"EVENT - game 001.gdr" ('/' in the event name
 * written '_'): the stored record, or for a game entered turn by turn its
 * players and turns rebuilt. 0, or an exit status printed.
 */
static int
gdr_write(struct db *db, const char *dir, const struct export_game *g)
{
	struct db_dice_game	 dg;
	struct outfile		 of;
	struct strbuf		 path = { NULL, 0, 0 }, rec = { NULL, 0, 0 };
	struct errbuf		 err;
	char			*q;
	int			 line, rc = EXIT_OK;

	err_clear(&err);
	memset(&dg, 0, sizeof(dg));
	if (g->record == NULL) {
		if (db_dice_game_get(db, g->event, g->number, &dg, &err) != 1)
			return cli_errx(EXIT_SYS, _("%s: game %d: %s"), g->name, g->number, err.msg);
		sb_addf(&rec, NT_("[Event \"%s\"]\n"), g->name);
		dice_cli_turn_record(&dg, 0, NULL, &rec, &line);
		db_dice_game_free(&dg);
	}
	sb_addf(&path, NT_("%s/%s - game %03d.gdr"), dir, g->name, g->number);
	for (q = path.s + strlen(dir) + 1; *q != '\0'; q++)
		if (*q == '/')
			*q = '_';
	if (outfile_open(&of, sb_str(&path), &err) == -1)
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
	else {
		fputs(g->record != NULL ? g->record : sb_str(&rec), of.fp);
		if (outfile_commit(&of, &err) == -1)
			rc = cli_errx(EXIT_SYS, "%s", err.msg);
	}
	sb_free(&path);
	sb_free(&rec);
	return rc;
}

/* --format gdr: one .gdr record a dice game into the directory dir; an exit status. */
static int
export_gdr(struct db *db, int64_t event, const char *dir)
{
	struct export_games l = { 0, 0, NULL };
	struct errbuf	 err;
	size_t		 i;
	int		 rc = EXIT_OK;

	err_clear(&err);
	if (strcmp(dir, "-") == 0)
		return cli_errx(EXIT_USAGE, _("--format gdr writes one file a game: a directory"
		    " expected, not '-'"));
	if (mkdir(dir, 0777) == -1 && errno != EEXIST)
		return cli_errx(EXIT_SYS, "%s: %s", dir, strerror(errno));
	if (export_games(db, event, &l, &err) == -1)
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
	for (i = 0; i < l.n && rc == EXIT_OK; i++)
		rc = gdr_write(db, dir, &l.g[i]);
	export_games_free(&l);
	return rc;
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
	static const struct option own[] = {
		{ "event", required_argument, NULL, 'e' },
		{ "standings", required_argument, NULL, 's' },
		{ "excel", no_argument, NULL, OPT_EXCEL },
		{ "format", required_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 }
	};
	struct export_opts x = { NULL, NULL, "csv", 0 };
	struct cli_opts	 o = { .extra = own, .handle = export_opt };
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
