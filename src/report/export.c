/*
 * The league as CSV and BDN for referee export (export.h).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "export.h"
#include "table.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../util/i18n.h"
#include "../util/outfile.h"
#include "../util/util.h"

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

/* The report's one parameter: the event, or NULL for every event. */
static void
export_scope(struct db_param *p, int64_t event)
{
	p->type = event > 0 ? DBP_INT : DBP_NULL;
	p->i = event;
	p->s = NULL;
}

int
export_deals_csv(FILE *fp, struct db *db, int64_t event, int excel, struct errbuf *err)
{
	struct db_param	 p;
	struct out	 o;

	memset(&o, 0, sizeof(o));
	o.fp = fp;
	o.excel = excel;
	export_scope(&p, event);
	if (db_report(db, "export", &p, 1, out_row, &o, err) == -1)
		return -1;
	if (!o.head)
		fputs(NT_("event,session,table,deal,seat1,seat2,seat3,seat4,dealer,contract,"
		    "declarer,partner,kontras,eyes,bok,points1,points2,points3,points4,absent\n"), fp);
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

/* The standings of each event in evs into o. 0 or -1 with err. */
static int
export_standings_of(struct out *o, struct db *db, const struct evlist *evs,
    struct errbuf *err)
{
	struct db_param	 p[3] = { { DBP_NULL, 0, NULL }, { DBP_NULL, 0, NULL },
	    { DBP_INT, 0, NULL } };
	struct db_event	 ev;
	size_t		 i;

	for (i = 0; i < evs->n; i++) {
		if (db_event_find(db, evs->name[i], &ev, err) != 1)
			return -1;
		p[0].type = DBP_INT;
		p[0].i = ev.id;
		o->extra = evs->name[i];
		if (db_report(db, "standings", p, 3, out_row, o, err) == -1)
			return -1;
	}
	return 0;
}

int
export_standings_csv(FILE *fp, struct db *db, const char *event, int excel,
    struct errbuf *err)
{
	struct evlist	 evs = { 0, 0, NULL };
	struct out	 o;
	int		 rc = -1;

	memset(&o, 0, sizeof(o));
	o.fp = fp;
	o.ncol = 4;
	o.excel = excel;
	if (event != NULL)
		ev_row(&evs, 1, NULL, (const char *const[]){ event });
	else if (db_report(db, "events", NULL, 0, ev_row, &evs, err) == -1)
		goto out;
	if ((rc = export_standings_of(&o, db, &evs, err)) == 0 && !o.head)
		fputs(NT_("rank,player,big_points,small_points,event\n"), fp);
out:
	free(evs.name);
	return rc;
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

int
export_bdn(FILE *fp, struct db *db, int64_t event, struct errbuf *err)
{
	struct db_param	 p;

	export_scope(&p, event);
	return db_report(db, "export_bdn", &p, 1, bdn_row, fp, err) == -1 ? -1 : 0;
}

/* The dice games of export_gdr_dir: event id, name, game number, record or NULL. */
struct export_games {
	size_t	 n, cap;
	struct export_game {
		int64_t	 event;
		char	 name[DB_NAME_MAX];	/* the event's */
		int	 number;
		char	*record;		/* as stored, or NULL: entered turn by turn */
	} *g;
};

static int
game_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct export_games	*l = arg;
	struct export_game	*g;
	long			 v;

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

/* The record of game g into rec: the stored one, or rebuilt. 0 or -1 with err. */
static int
game_record(struct db *db, const struct export_game *g, struct strbuf *rec,
    struct errbuf *err)
{
	struct db_dice_game	 dg;
	char			 why[sizeof(err->msg)];
	int			 line;

	if (g->record != NULL) {
		sb_adds(rec, g->record);
		return 0;
	}
	memset(&dg, 0, sizeof(dg));
	if (db_dice_game_get(db, g->event, g->number, &dg, err) != 1) {
		snprintf(why, sizeof(why), "%s", err->msg);
		return err_set(err, 0, 0, _("%s: game %d: %s"), g->name, g->number, why);
	}
	sb_addf(rec, NT_("[Event \"%s\"]\n"), g->name);
	db_dice_game_record(&dg, 0, NULL, rec, &line);
	db_dice_game_free(&dg);
	return 0;
}

/* One game's record into dir, whole or not at all. 0 or -1 with err. */
static int
game_write(struct db *db, const char *dir, const struct export_game *g, struct errbuf *err)
{
	struct outfile	 of;
	struct strbuf	 path = { NULL, 0, 0 }, rec = { NULL, 0, 0 };
	char		*q;
	int		 rc = -1;

	if (game_record(db, g, &rec, err) == -1)
		goto out;
	sb_addf(&path, NT_("%s/%s - game %03d.gdr"), dir, g->name, g->number);
	for (q = path.s + strlen(dir) + 1; *q != '\0'; q++)
		if (*q == '/')
			*q = '_';
	if (outfile_open(&of, sb_str(&path), err) == 0) {
		fputs(sb_str(&rec), of.fp);
		rc = outfile_commit(&of, err);
	}
out:
	sb_free(&path);
	sb_free(&rec);
	return rc;
}

int
export_gdr_dir(struct db *db, int64_t event, const char *dir, struct errbuf *err)
{
	struct export_games l = { 0, 0, NULL };
	struct db_param	 p;
	size_t		 i;
	int		 rc;

	err_clear(err);
	if (mkdir(dir, 0777) == -1 && errno != EEXIST)
		return err_set(err, 0, 0, "%s: %s", dir, strerror(errno));
	export_scope(&p, event);
	rc = db_report(db, "export_gdr", &p, 1, game_row, &l, err) == -1 ? -1 : 0;
	for (i = 0; i < l.n && rc == 0; i++)
		rc = game_write(db, dir, &l.g[i], err);
	for (i = 0; i < l.n; i++)
		free(l.g[i].record);
	free(l.g);
	return rc;
}
