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
#include "../csvio/csvio.h"
#include "../db/baskadb.h"
#include "../db/dicedb.h"
#include "../report/table.h"
#include "../util/outfile.h"

/* ------------------------------------------------------------ export */

struct out {
	FILE	*fp;
	int	 head;
	const char *extra;	/* a last column value (the event), or NULL */
	int	 ncol;
	int	 excel;		/* --excel: text that a spreadsheet would run is quoted */
};

/*
 * Writes a CSV field; with excel, a text field that a spreadsheet would take
 * for a formula (=, +, -, @, tab or CR first) gets a leading apostrophe.
 * Numbers ("-4") are numbers and stay as they are.
 */
static void
out_field(const struct out *o, const char *s)
{
	struct strbuf	 sb = { NULL, 0, 0 };
	long		 v;

	if (!o->excel || s[0] == '\0' || strchr("=+-@\t\r", s[0]) == NULL ||
	    parse_int(s, -2147483647L, 2147483647L, &v) == 0) {
		csv_put_field(o->fp, s);
		return;
	}
	sb_addc(&sb, '\'');
	sb_adds(&sb, s);
	csv_put_field(o->fp, sb_str(&sb));
	sb_free(&sb);
}

static int
out_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct out	*o = arg;
	int		 i, n = o->ncol > 0 ? o->ncol : ncol;

	if (!o->head) {
		for (i = 0; i < n; i++) {
			if (i)
				fputc(',', o->fp);
			csv_put_field(o->fp, names[i]);
		}
		if (o->extra)
			fputs(NT_(",event"), o->fp);
		fputc('\n', o->fp);
		o->head = 1;
	}
	for (i = 0; i < n; i++) {
		if (i)
			fputc(',', o->fp);
		out_field(o, vals[i] ? vals[i] : "");
	}
	if (o->extra) {
		fputc(',', o->fp);
		out_field(o, o->extra);
	}
	fputc('\n', o->fp);
	return 0;
}

struct evlist {
	size_t	 n, cap;
	char	(*name)[DB_NAME_MAX];
};

static int
ev_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct evlist	*l = arg;

	(void)ncol;
	(void)names;
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 16;
		l->name = xreallocarray(l->name, l->cap, sizeof(*l->name));
	}
	snprintf(l->name[l->n++], DB_NAME_MAX, "%s", vals[0] ? vals[0] : "");
	return 0;
}

/*
 * Opens "-" (standard output) or a file: a new file renamed into place when
 * complete (outfile.h), so a failed export leaves the old one. 0, or -1 printed.
 */
static int
export_open(struct outfile *of, const char *path)
{
	struct errbuf	 err;

	if (outfile_open(of, path, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg), -1;
	return 0;
}

/* Finishes what export_open opened (fsync, rename); 0, or -1 printed. */
static int
export_close(struct outfile *of)
{
	struct errbuf	 err;

	if (outfile_commit(of, &err) == 0)
		return 0;
	cli_errx(EXIT_SYS, "%s", err.msg);
	return -1;
}

/* The deals (of one event when p[0] is set) to path; an exit status. */
static int
export_deals(struct db *db, const struct db_param *p, const char *path, int excel)
{
	struct outfile	 of;
	struct errbuf	 err;
	struct out	 o;

	err_clear(&err);
	if (export_open(&of, path) == -1)
		return EXIT_SYS;
	memset(&o, 0, sizeof(o));
	o.fp = of.fp;
	o.excel = excel;
	if (db_report(db, "export", p, 1, out_row, &o, &err) == -1) {
		cli_errx(EXIT_SYS, "%s", err.msg);
		outfile_abort(&of);
		return EXIT_SYS;
	}
	if (!o.head)
		fputs(NT_("event,session,table,deal,seat1,seat2,seat3,seat4,dealer,contract,"
		    "declarer,partner,kontras,eyes,bok,points1,points2,points3,points4,absent\n"), of.fp);
	return export_close(&of) == -1 ? EXIT_SYS : EXIT_OK;
}

/* The standings of each event in evs, to path; an exit status. */
static int
export_standings(struct db *db, const struct evlist *evs, const char *path, int excel)
{
	struct db_param	 p[3] = { { DBP_NULL, 0, NULL }, { DBP_NULL, 0, NULL },
	    { DBP_INT, 0, NULL } };
	struct db_event	 ev;
	struct errbuf	 err;
	struct outfile	 of;
	struct out	 o;
	size_t		 i;

	err_clear(&err);
	if (export_open(&of, path) == -1)
		return EXIT_SYS;
	memset(&o, 0, sizeof(o));
	o.fp = of.fp;
	o.ncol = 4;
	o.excel = excel;
	for (i = 0; i < evs->n; i++) {
		if (db_event_find(db, evs->name[i], &ev, &err) != 1)
			goto fail;
		p[0].type = DBP_INT;
		p[0].i = ev.id;
		o.extra = evs->name[i];
		if (db_report(db, "standings", p, 3, out_row, &o, &err) == -1)
			goto fail;
	}
	if (!o.head)
		fputs(NT_("rank,player,big_points,small_points,event\n"), of.fp);
	return export_close(&of) == -1 ? EXIT_SYS : EXIT_OK;
fail:
	cli_errx(EXIT_SYS, "%s", err.msg);
	outfile_abort(&of);
	return EXIT_SYS;
}

/* Writes each row's record (export_bdn) one after another. */
static int
bdn_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	FILE	*fp = arg;

	(void)ncol;
	(void)names;
	if (vals[0] != NULL)
		fputs(vals[0], fp);
	return 0;
}

/* --format bdn: the stored full records of the deals to path; an exit status. */
static int
export_bdn(struct db *db, const struct db_param *p, const char *path)
{
	struct outfile	 of;
	struct errbuf	 err;

	err_clear(&err);
	if (export_open(&of, path) == -1)
		return EXIT_SYS;
	if (db_report(db, "export_bdn", p, 1, bdn_row, of.fp, &err) == -1) {
		cli_errx(EXIT_SYS, "%s", err.msg);
		outfile_abort(&of);
		return EXIT_SYS;
	}
	return export_close(&of) == -1 ? EXIT_SYS : EXIT_OK;
}

/* The games of export_gdr: event id, name, game number, record or NULL. */
struct gdr_list {
	size_t	 n, cap;
	struct gdr_game {
		int64_t	 event;
		char	 name[DB_NAME_MAX];
		int	 number;
		char	*record;
	} *g;
};

static int
gdr_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct gdr_list	*l = arg;
	struct gdr_game	*g;
	long		 v;

	(void)ncol;
	(void)names;
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 16;
		l->g = xreallocarray(l->g, l->cap, sizeof(*l->g));
	}
	g = &l->g[l->n++];
	g->event = parse_int(vals[0], 1, 2147483647L, &v) == 0 ? v : 0;
	snprintf(g->name, sizeof(g->name), "%s", vals[1] ? vals[1] : "");
	g->number = parse_int(vals[2], 1, 2147483647L, &v) == 0 ? (int)v : 0;
	g->record = vals[3] ? xstrdup(vals[3]) : NULL;
	return 0;
}

/*
 * One game's record to dir/"EVENT - game 001.gdr" ('/' in the event name
 * written '_'): the stored record, or for a game entered turn by turn its
 * players and turns rebuilt. 0, or an exit status printed.
 */
static int
gdr_write(struct db *db, const char *dir, const struct gdr_game *g)
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
		db_dice_game_record(&dg, 0, NULL, &rec, &line);
		db_dice_game_free(&dg);
	}
	sb_addf(&path, NT_("%s/%s - game %03d.gdr"), dir, g->name, g->number);
	for (q = path.s + strlen(dir) + 1; *q != '\0'; q++)
		if (*q == '/')
			*q = '_';
	if (export_open(&of, sb_str(&path)) == -1)
		rc = EXIT_SYS;
	else {
		fputs(g->record != NULL ? g->record : sb_str(&rec), of.fp);
		if (export_close(&of) == -1)
			rc = EXIT_SYS;
	}
	sb_free(&path);
	sb_free(&rec);
	return rc;
}

/* --format gdr: one .gdr record a dice game into the directory dir; an exit status. */
static int
export_gdr(struct db *db, const struct db_param *p, const char *dir)
{
	struct gdr_list	 l = { 0, 0, NULL };
	struct errbuf	 err;
	size_t		 i;
	int		 rc = EXIT_OK;

	err_clear(&err);
	if (strcmp(dir, "-") == 0)
		return cli_errx(EXIT_USAGE, _("--format gdr writes one file a game: a directory"
		    " expected, not '-'"));
	if (mkdir(dir, 0777) == -1 && errno != EEXIST)
		return cli_errx(EXIT_SYS, "%s: %s", dir, strerror(errno));
	if (db_report(db, "export_gdr", p, 1, gdr_row, &l, &err) == -1)
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
	for (i = 0; i < l.n && rc == EXIT_OK; i++)
		rc = gdr_write(db, dir, &l.g[i]);
	for (i = 0; i < l.n; i++)
		free(l.g[i].record);
	free(l.g);
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
	const char	*event, *standings, *deals = "-", *format;
	struct db_event	 ev;
	struct db	*db;
	struct errbuf	 err;
	struct db_param	 p[3] = { { DBP_NULL, 0, NULL }, { DBP_NULL, 0, NULL },
	    { DBP_INT, 0, NULL } };
	struct evlist	 evs = { 0, 0, NULL };
	int		 rc, excel;

	o.ctx = &x;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	event = x.event;
	standings = x.standings;
	format = x.format;
	excel = x.excel;
	if (argc - optind > 1)
		return cli_usage_error();
	if (strcmp(format, "csv") != 0 && strcmp(format, "bdn") != 0 && strcmp(format, "gdr") != 0)
		return cli_errx(EXIT_USAGE, _("--format: csv, bdn or gdr expected, not '%s'"), format);
	if (strcmp(format, "csv") != 0 && (standings != NULL || excel))
		return cli_errx(EXIT_USAGE, _("--standings and --excel go with --format csv"));
	if (strcmp(format, "gdr") == 0 && argc - optind != 1)
		return cli_errx(EXIT_USAGE, _("--format gdr: the directory to write the games to"
		    " expected"));
	if (argc - optind == 1)
		deals = argv[optind];
	if ((rc = league_open(&db)) != 0)
		return rc;
	if (event != NULL) {
		if ((rc = league_event(db, event, &ev)) != 0)
			goto out;
		p[0].type = DBP_INT;
		p[0].i = ev.id;
	}
	err_clear(&err);
	if (strcmp(format, "bdn") == 0) {
		rc = export_bdn(db, p, deals);
		goto out;
	}
	if (strcmp(format, "gdr") == 0) {
		rc = export_gdr(db, p, deals);
		goto out;
	}
	if ((rc = export_deals(db, p, deals, excel)) != EXIT_OK || standings == NULL)
		goto out;
	if (event != NULL)
		ev_row(&evs, 1, NULL, (const char *const[]){ event });
	else if (db_report(db, "events", NULL, 0, ev_row, &evs, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	rc = export_standings(db, &evs, standings, excel);
out:
	free(evs.name);
	db_close(db);
	return rc;
}
