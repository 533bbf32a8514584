/*
 * The rows of referee rating and referee publish, gathered from the store:
 * the stored Baśka deals (reports/rating_deals.sql) replayed through the
 * rating model of src/rules/rating.c, every deal a match of the Starzy side
 * against the Młodzi side, the side that won ranked first; for the site,
 * every player's results (reports/site_results.sql) and every event's
 * standings (reports/standings.sql).
 */
#include <stdlib.h>
#include <string.h>

#include "rating.h"
#include "shape.h"
#include "../db/db.h"
#include "../util/util.h"

struct rating_acc {
	struct rating_view	*v;
	int64_t			 last_event;	/* the id of the event of the last row */
	struct errbuf		*err;
	int			 bad;		/* a match could not be rated (err) */
};

enum { D_EVENT_ID, D_EVENT, D_DATE, D_P1, D_P2, D_P3, D_P4, D_N1, D_N2, D_N3, D_N4,
	D_ST1, D_ST2, D_ST3, D_ST4, D_WON, D__N };
static const char *const deal_cols[D__N] = {
	[D_EVENT_ID] = "event_id", [D_EVENT] = "event", [D_DATE] = "date",
	[D_P1] = "p1", [D_P2] = "p2", [D_P3] = "p3", [D_P4] = "p4",
	[D_N1] = "n1", [D_N2] = "n2", [D_N3] = "n3", [D_N4] = "n4",
	[D_ST1] = "st1", [D_ST2] = "st2", [D_ST3] = "st3", [D_ST4] = "st4", [D_WON] = "won"
};

/* The event of a row: a new one is appended to the view's events. */
static void
rating_event_of(struct rating_acc *a, const struct report_row *row)
{
	struct rating_view	*v = a->v;
	struct rv_event		*e;
	int64_t			 id = strtoll(report_str(row, D_EVENT_ID), NULL, 10);

	if (v->nev > 0 && a->last_event == id)
		return;
	if (v->nev == v->capev) {
		v->capev = v->capev ? 2 * v->capev : 16;
		v->ev = xreallocarray(v->ev, v->capev, sizeof(*v->ev));
	}
	e = &v->ev[v->nev++];
	e->id = id;
	snprintf(e->name, sizeof(e->name), "%s", report_str(row, D_EVENT));
	snprintf(e->date, sizeof(e->date), "%s", report_str(row, D_DATE));
	a->last_event = id;
}

/* Keeps the names of the players the book added: name[s] of the player with id name[s + 4]. */
static void
rating_names(struct rating_view *v, const char *const name[8], size_t before)
{
	size_t	 i;
	int	 s;

	if (v->book.n > v->capnames) {
		v->capnames = v->book.cap;
		v->names = xreallocarray(v->names, v->capnames, sizeof(*v->names));
	}
	for (i = before; i < v->book.n; i++)
		for (s = 0; s < 4; s++)
			if (strtoll(name[s + 4], NULL, 10) == v->book.pl[i].id)
				snprintf(v->names[i], sizeof(v->names[i]), "%s", name[s]);
}

/* One deal: the Starzy seats as team 0, the Młodzi as team 1. */
static int
rating_deal_row(void *arg, const struct report_row *row)
{
	struct rating_acc	*a = arg;
	int64_t			 ids[4];
	const char		*name[8];
	int			 size[2] = { 0, 0 }, rank[2], s, k = 0;
	size_t			 before = a->v->book.n;

	rating_event_of(a, row);
	for (s = 0; s < 4; s++)
		if (report_int(row, D_ST1 + s))
			ids[k++] = strtoll(report_str(row, D_P1 + s), NULL, 10);
	size[0] = k;
	for (s = 0; s < 4; s++)
		if (!report_int(row, D_ST1 + s))
			ids[k++] = strtoll(report_str(row, D_P1 + s), NULL, 10);
	size[1] = k - size[0];
	rank[0] = report_int(row, D_WON) ? 1 : 2;
	rank[1] = 3 - rank[0];
	if (rating_book_match(&a->v->book, (int)a->v->nev - 1, 2, size, rank, ids, a->err) == -1) {
		a->bad = 1;
		return 1;
	}
	for (s = 0; s < 4; s++) {
		name[s] = report_str(row, D_N1 + s);
		name[s + 4] = report_str(row, D_P1 + s);
	}
	rating_names(a->v, name, before);
	return 0;
}

/* The scope of the reports: p[0] the event, p[1] the season, each or neither. */
static void
rating_scope(struct db_param p[2], int64_t event, const char *season)
{
	p[0].type = p[1].type = DBP_NULL;
	if (event > 0) {
		p[0].type = DBP_INT;
		p[0].i = event;
	} else if (season != NULL) {
		p[1].type = DBP_TEXT;
		p[1].s = season;
	}
}

int
rating_view_replay(struct db *db, const struct rating_params *params, int64_t event,
    const char *season, struct rating_view *v, struct errbuf *err)
{
	struct rating_acc	 a = { v, 0, err, 0 };
	struct report_shape	 sh = REPORT_SHAPE(deal_cols, D__N, rating_deal_row, &a);
	struct db_param		 p[2];

	rating_scope(p, event, season);
	rating_book_init(&v->book, params);
	err_clear(err);
	if (db_report(db, "rating_deals", p, 2, report_shape_row, &sh, err) == -1 ||
	    report_shape_done(&sh, err) == -1)
		return -1;
	return a.bad ? 1 : 0;
}

/* ------------------------------------------------------------ the site's */

enum { R_PLAYER, R_EVENT, R_SESSION, R_TABLE, R_PLACE, R_SMALL, R_BIG, R__N };
static const char *const res_cols[R__N] = {
	[R_PLAYER] = "player_id", [R_EVENT] = "event_id", [R_SESSION] = "session",
	[R_TABLE] = "tbl", [R_PLACE] = "place", [R_SMALL] = "small", [R_BIG] = "big"
};

/* The index of the player with id in the book, or -1. */
static int
rating_player_index(const struct rating_view *v, int64_t id)
{
	size_t	 i;

	for (i = 0; i < v->book.n; i++)
		if (v->book.pl[i].id == id)
			return (int)i;
	return -1;
}

static int
rating_event_index(const struct rating_view *v, int64_t id)
{
	size_t	 i;

	for (i = 0; i < v->nev; i++)
		if (v->ev[i].id == id)
			return (int)i;
	return -1;
}

static int
site_result_row(void *arg, const struct report_row *row)
{
	struct rating_view	*v = arg;
	struct rv_result	*r;
	int			 p, e;

	p = rating_player_index(v, strtoll(report_str(row, R_PLAYER), NULL, 10));
	e = rating_event_index(v, strtoll(report_str(row, R_EVENT), NULL, 10));
	if (p < 0 || e < 0)
		return 0;	/* a table without a rated deal */
	v->res[p] = xreallocarray(v->res[p], v->nres[p] + 1, sizeof(**v->res));
	r = &v->res[p][v->nres[p]++];
	r->event = e;
	r->session = report_int(row, R_SESSION);
	r->table = report_int(row, R_TABLE);
	r->place = report_int(row, R_PLACE);
	r->small = atol(report_str(row, R_SMALL));
	snprintf(r->big, sizeof(r->big), "%s", report_str(row, R_BIG));
	return 0;
}

enum { S_RANK, S_PLAYER, S_BIG, S_SMALL, S__N };
static const char *const stand_cols[S__N] = {
	[S_RANK] = "rank", [S_PLAYER] = "player", [S_BIG] = "big_points",
	[S_SMALL] = "small_points"
};

struct stand_acc {
	const struct rating_view *v;
	struct rv_standing	**s;
	size_t			*n;
};

static int
site_stand_row(void *arg, const struct report_row *row)
{
	struct stand_acc	*a = arg;
	struct rv_standing	*s;
	size_t			 i;

	*a->s = xreallocarray(*a->s, *a->n + 1, sizeof(**a->s));
	s = &(*a->s)[(*a->n)++];
	s->rank = report_int(row, S_RANK);
	snprintf(s->name, sizeof(s->name), "%s", report_str(row, S_PLAYER));
	snprintf(s->big, sizeof(s->big), "%s", report_str(row, S_BIG));
	s->small = atol(report_str(row, S_SMALL));
	s->player = -1;
	for (i = 0; i < a->v->book.n; i++)
		if (strcmp(a->v->names[i], s->name) == 0)
			s->player = (int)i;
	return 0;
}

/* The standings of event id (or of the season): into *s, *n. 0 or -1 with err. */
static int
site_standings(struct db *db, const struct rating_view *v, int64_t id, const char *season,
    struct rv_standing **s, size_t *n, struct errbuf *err)
{
	struct stand_acc	 a = { v, s, n };
	struct report_shape	 sh = REPORT_SHAPE(stand_cols, S__N, site_stand_row, &a);
	struct db_param		 p[3] = { { DBP_NULL, 0, NULL }, { DBP_NULL, 0, NULL },
	    { DBP_NULL, 0, NULL } };

	if (season != NULL) {
		p[1].type = DBP_TEXT;
		p[1].s = season;
	} else {
		p[0].type = DBP_INT;
		p[0].i = id;
	}
	return db_report(db, "standings", p, 3, report_shape_row, &sh, err) == -1 ||
	    report_shape_done(&sh, err) == -1 ? -1 : 0;
}

int
rating_view_gather(struct db *db, int64_t event, const char *season, struct rating_view *v,
    struct errbuf *err)
{
	struct report_shape sh = REPORT_SHAPE(res_cols, R__N, site_result_row, v);
	struct db_param	 p[2];
	size_t		 e;

	rating_scope(p, event, season);
	v->res = xcalloc(v->book.n + 1, sizeof(*v->res));
	v->nres = xcalloc(v->book.n + 1, sizeof(*v->nres));
	v->stand = xcalloc(v->nev + 1, sizeof(*v->stand));
	v->nstand = xcalloc(v->nev + 1, sizeof(*v->nstand));
	if (db_report(db, "site_results", p, 2, report_shape_row, &sh, err) == -1 ||
	    report_shape_done(&sh, err) == -1)
		return -1;
	for (e = 0; e < v->nev; e++)
		if (site_standings(db, v, v->ev[e].id, NULL, &v->stand[e], &v->nstand[e],
		    err) == -1)
			return -1;
	if (event <= 0 && season != NULL &&
	    site_standings(db, v, 0, season, &v->season, &v->nseason, err) == -1)
		return -1;
	return 0;
}
