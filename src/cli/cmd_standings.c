/*
 * referee standings (event, season, teams). The numbers and the ranks come
 * from reports/standings.sql and reports/teams.sql (big points, then the
 * event's tie_breaks, §7.4); reports/short_tables.sql names the tables that
 * make the standings provisional. This file only lays them out and says in
 * words what separated each pair tied on big points.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/shape.h"
#include "../report/page.h"
#include "../report/provisional.h"
#include "../report/table.h"
#include "../rules/game.h"
#include "../util/i18n.h"

struct stand {
	int		 teams;
	size_t		 n, cap;
	char		 tie_breaks[64];	/* the event's tie_breaks, a comma list */
	int		 best;			/* the best-N count applied, 0 = all */
	int		 incomplete;		/* some row has incomplete tables */
	struct stand_row {
		int	 rank;
		char	 name[DB_NAME_MAX];
		char	 big[24];
		long	 big12, small, wins, seconds;
		char	 cell[5][24];	/* small, incomplete, tables, events, wins */
		char	 seconds_cell[24];
	} *r;
};

/*
 * The columns of reports/standings.sql and reports/teams.sql; teams have
 * only the first six (their names are "team" and "players").
 */
enum { S_RANK, S_NAME, S_BIG, S_SMALL, S_COUNT, S_BIG12, S_INCOMPLETE, S_EVENTS, S_WINS,
	S_SECONDS, S_TIE_BREAKS, S_BEST, S__N };
static const char *const stand_cols[S__N] = {
	[S_RANK] = "rank", [S_NAME] = "player", [S_BIG] = "big_points",
	[S_SMALL] = "small_points", [S_COUNT] = "tables", [S_BIG12] = "big12",
	[S_INCOMPLETE] = "incomplete", [S_EVENTS] = "events", [S_WINS] = "session_wins",
	[S_SECONDS] = "second_places", [S_TIE_BREAKS] = "tie_breaks", [S_BEST] = "best"
};
static const char *const team_cols[S_INCOMPLETE] = {
	[S_RANK] = "rank", [S_NAME] = "team", [S_BIG] = "big_points",
	[S_SMALL] = "small_points", [S_COUNT] = "players", [S_BIG12] = "big12"
};

static int
stand_row(void *arg, const struct report_row *row)
{
	struct stand	*s = arg;
	struct stand_row *r;

	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 64;
		s->r = xreallocarray(s->r, s->cap, sizeof(*s->r));
	}
	r = &s->r[s->n++];
	memset(r, 0, sizeof(*r));
	r->rank = report_int(row, S_RANK);
	snprintf(r->name, sizeof(r->name), "%s", report_str(row, S_NAME));
	snprintf(r->big, sizeof(r->big), "%s", report_str(row, S_BIG));
	r->small = atol(report_str(row, S_SMALL));
	r->big12 = atol(report_str(row, S_BIG12));
	snprintf(r->cell[0], sizeof(r->cell[0]), "%s", report_str(row, S_SMALL));
	snprintf(r->cell[2], sizeof(r->cell[2]), "%s", report_str(row, S_COUNT));
	if (s->teams)
		return 0;
	r->wins = report_int(row, S_WINS);
	r->seconds = report_int(row, S_SECONDS);
	snprintf(r->cell[1], sizeof(r->cell[1]), "%s", report_str(row, S_INCOMPLETE));
	snprintf(r->cell[3], sizeof(r->cell[3]), "%s", report_str(row, S_EVENTS));
	snprintf(r->cell[4], sizeof(r->cell[4]), "%s", report_str(row, S_WINS));
	snprintf(r->seconds_cell, sizeof(r->seconds_cell), "%s", report_str(row, S_SECONDS));
	snprintf(s->tie_breaks, sizeof(s->tie_breaks), "%s", report_str(row, S_TIE_BREAKS));
	s->best = report_int(row, S_BEST);
	if (report_int(row, S_INCOMPLETE) > 0)
		s->incomplete = 1;
	return 0;
}

/* The tie-breaks of s in order (enum baska_tie_break); the count. */
static int
stand_keys(const struct stand *s, int keys[BASKA_TIE_BREAKS])
{
	const char	*p = s->tie_breaks;
	int		 n = 0, k;

	if (s->teams) {		/* teams: small points (§7.2) */
		keys[0] = TB_SMALL_POINTS;
		return 1;
	}
	while (*p != '\0' && n < BASKA_TIE_BREAKS) {
		size_t	 len = strcspn(p, ",");

		for (k = TB_SMALL_POINTS; k <= TB_SECOND_PLACES; k++)
			if (strlen(baska_tie_break_name(k)) == len &&
			    strncmp(p, baska_tie_break_name(k), len) == 0)
				keys[n++] = k;
		p += len + (p[len] == ',');
	}
	return n;
}

/* A row's value of a tie-break, as the players read it. */
static long
stand_value(const struct stand_row *r, int key, char *buf, size_t size)
{
	long	 v = key == TB_SMALL_POINTS ? r->small : key == TB_SESSION_WINS ? r->wins :
	    r->seconds;

	if (key == TB_SMALL_POINTS)
		league_points(buf, size, (int)v);
	else
		snprintf(buf, size, "%ld", v);
	return v;
}

/* "1 session win", "2 session wins": a count of a tie-break's key v, shown as s. */
static void
stand_count(char *buf, size_t size, int key, long v, const char *s)
{
	unsigned long	 n = (unsigned long)labs(v);

	if (key == TB_SMALL_POINTS)
		snprintf(buf, size, P_("%s small point", "%s small points", n), s);
	else if (key == TB_SESSION_WINS)
		snprintf(buf, size, P_("%s session win", "%s session wins", n), s);
	else
		snprintf(buf, size, P_("%s second place", "%s second places", n), s);
}

/* "1 big point", "1.33 big points": a fraction reads as the plural. */
static void
stand_big(char *buf, size_t size, const char *big)
{
	char		*end;
	double		 d = strtod(big, &end);
	unsigned long	 n = d == (double)(long)d ? (unsigned long)labs((long)d) : 2;
	char		 num[32];

	snprintf(buf, size, P_("%s big point", "%s big points", n),
	    lang_number(num, sizeof(num), big));
}

/* Prints n phrases joined as "a, b and c". */
static void
stand_list(FILE *fp, char (*w)[64], int n)
{
	int	 i;

	for (i = 0; i < n; i++)
		fprintf(fp, "%s%s", i == 0 ? "" : i + 1 < n ? ", " : _(" and "), w[i]);
}

/* One pair of neighbours equal on big points: which key separated them. */
static void
stand_pair(FILE *fp, const struct stand_row *a, const struct stand_row *b, const int *keys, int nkeys)
{
	char	 both[BASKA_TIE_BREAKS + 1][64], equal[BASKA_TIE_BREAKS + 1][64];
	char	 sa[24], sb[24];
	long	 va;
	int	 i;

	stand_big(both[0], sizeof(both[0]), a->big);
	snprintf(equal[0], sizeof(equal[0]), _("big points (%s)"),
	    lang_number(sa, sizeof(sa), a->big));
	for (i = 0; i < nkeys; i++) {
		if ((va = stand_value(a, keys[i], sa, sizeof(sa))) !=
		    stand_value(b, keys[i], sb, sizeof(sb))) {
			fprintf(fp, _("  %d %s / %d %s: both "), a->rank, a->name, b->rank, b->name);
			stand_list(fp, both, i + 1);
			fprintf(fp, _("; separated by %s (%s > %s)\n"), _(baska_tie_break_words(keys[i])),
			    sa, sb);
			return;
		}
		stand_count(both[i + 1], sizeof(both[i + 1]), keys[i], va, sa);
		snprintf(equal[i + 1], sizeof(equal[i + 1]), "%s (%s)",
		    _(baska_tie_break_words(keys[i])), sa);
	}
	fprintf(fp, _("  %d %s / %d %s: equal on "), a->rank, a->name, b->rank, b->name);
	stand_list(fp, equal, nkeys + 1);
	fprintf(fp, _(": they share rank %d\n"), a->rank);
}

/* For each pair of neighbours equal on big points, what separated them. */
static void
stand_ties(FILE *fp, const struct stand *s)
{
	int	 keys[BASKA_TIE_BREAKS], nkeys = stand_keys(s, keys);
	size_t	 i;
	int	 any = 0;

	for (i = 1; i < s->n; i++) {
		if (s->r[i - 1].big12 != s->r[i].big12)
			continue;
		/* Two players seated with no deals yet: nothing separates them yet. */
		if (!s->teams && atoi(s->r[i - 1].cell[2]) == 0 && atoi(s->r[i].cell[2]) == 0)
			continue;
		if (!any)
			fprintf(fp, _("ties on big points:\n"));
		any = 1;
		stand_pair(fp, &s->r[i - 1], &s->r[i], keys, nkeys);
	}
}

/* The tie narration on a page (-f html), escaped. */
static void
stand_ties_page(const struct stand *s)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*m;

	if ((m = open_memstream(&buf, &len)) == NULL)
		return;
	stand_ties(m, s);
	fclose(m);
	if (len > 0)
		page_pre(stdout, buf);
	free(buf);
}

/* ------------------------------------------------------------ provisional */

/* Prints the provisional mark (src/report/provisional.c), if any. 0 or -1. */
static int
stand_provisional(struct db *db, const struct db_param *p, int season, enum out_format fmt,
    struct errbuf *err)
{
	struct provisional pv = { season, 0, { NULL, 0, 0 }, fmt };
	struct report_shape sh = REPORT_SHAPE(provisional_cols, PROV__N, provisional_row, &pv);

	if (db_report(db, "short_tables", p, 2, report_shape_row, &sh, err) == -1 ||
	    report_shape_done(&sh, err) == -1) {
		sb_free(&pv.text);
		return -1;
	}
	provisional_print(stdout, &pv);
	return 0;
}

/* ------------------------------------------------------------ layout */

/* The options of standings. */
struct stand_opts {
	const char	*season;
	int		 best, teams;
};

static int
stand_opt(int ch, const char *arg, void *ctx)
{
	struct stand_opts *so = ctx;

	switch (ch) {
	case 's':
		so->season = arg;
		return 0;
	case 'b':
		return league_number(NT_("--best"), arg, 0, 1000, &so->best) == -1 ? EXIT_USAGE : 0;
	case 'T':
		so->teams = 1;
		return 0;
	default:
		return EXIT_USAGE;
	}
}

/*
 * The table of s: rank, player, big_points, small_points, then incomplete
 * (always in CSV and HTML; in text only when a table is short), tables,
 * events (seasons), session_wins and second_places (when a tie-break).
 */
static struct table *
stand_table(const struct stand *s, int season, enum out_format fmt)
{
	static const char *const team_head[] = { N_("rank"), N_("team"), N_("big_points"),
	    N_("small_points"), N_("players") };
	const char	*head[9], *cells[9], *th[9];
	char		 big[32];
	int		 keys[BASKA_TIE_BREAKS], nkeys = stand_keys(s, keys);
	int		 col[9], n = 0, i, k, wins = 0, seconds = 0;
	struct table	*t;
	size_t		 j;

	for (i = 0; i < nkeys; i++) {
		wins |= keys[i] == TB_SESSION_WINS;
		seconds |= keys[i] == TB_SECOND_PLACES;
	}
#define COL(name, c)	do { head[n] = (name); col[n++] = (c); } while (0)
	COL(N_("rank"), -1);
	COL(N_("player"), -2);
	COL(N_("big_points"), -3);
	COL(N_("small_points"), 0);
	if (!s->teams && (fmt != FMT_TEXT || s->incomplete))
		COL(N_("incomplete"), 1);
	COL(s->teams ? N_("players") : N_("tables"), 2);
	if (season)
		COL(N_("events"), 3);
	if (wins)
		COL(N_("session_wins"), 4);
	if (seconds)
		COL(N_("second_places"), 5);
#undef COL
	if (fmt == FMT_TEXT) {	/* the heads in the user's language; CSV keeps its own */
		lang_heads(th, s->teams ? team_head : head, s->teams ? 5 : n);
		t = table_alloc(s->teams ? 5 : n, th);
	} else
		t = s->teams ? table_alloc(5, team_head) : table_alloc(n, head);
	for (i = 0; i < n; i++)
		if (i != 1)
			table_align_right(t, i);
	for (j = 0; j < s->n; j++) {
		const struct stand_row *r = &s->r[j];
		char	 rank[16];

		snprintf(rank, sizeof(rank), "%d", r->rank);
		for (i = 0; i < n; i++) {
			k = col[i];
			cells[i] = k == -1 ? rank : k == -2 ? r->name : k == -3 ?
			    (fmt != FMT_CSV ? lang_number(big, sizeof(big), r->big) : r->big) :
			    k == 5 ? r->seconds_cell : r->cell[k];
		}
		table_add(t, cells);
	}
	return t;
}

/* Runs the standings (or teams) report with its parameters and prints it. */
static int
stand_print(struct db *db, const struct db_param *p, const struct stand_opts *so,
    const char *event, enum out_format fmt)
{
	struct stand	 s;
	struct report_shape sh = REPORT_SHAPE(stand_cols, S__N, stand_row, &s);
	struct table	*t = NULL;
	struct errbuf	 err;
	int		 rc = EXIT_OK;

	memset(&s, 0, sizeof(s));
	if (so->teams) {
		sh.cols = team_cols;
		sh.ncols = S_INCOMPLETE;
	}
	s.teams = so->teams;
	err_clear(&err);
	if (db_report(db, so->teams ? "teams" : "standings", p, so->teams ? 1 : 3,
	    report_shape_row, &sh, &err) == -1 || report_shape_done(&sh, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if (fmt == FMT_TEXT) {
		if (so->season)
			printf(_("season %s%s\n"), so->season, s.best > 0 ? _(" (best results)") : "");
		else
			printf("%s%s\n", event, so->teams ? _(" — teams") : "");
	}
	if (fmt != FMT_CSV && stand_provisional(db, p, so->season != NULL, fmt, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	t = stand_table(&s, so->season != NULL, fmt);
	if (s.n == 0 && fmt == FMT_TEXT)
		printf(_("no results yet\n"));
	else
		table_print(stdout, t, fmt);
	if (fmt == FMT_TEXT)
		stand_ties(stdout, &s);
	else if (fmt == FMT_HTML)
		stand_ties_page(&s);
out:
	table_free(t);
	free(s.r);
	return rc;
}

int
cmd_standings(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "season", required_argument, NULL, 's' },
		{ "best", required_argument, NULL, 'b' },
		{ "teams", no_argument, NULL, 'T' },
		{ NULL, 0, NULL, 0 }
	};
	struct stand_opts so = { NULL, -1, 0 };
	struct cli_opts	 o = { .want = CO_FORMAT | CO_HTML,
	    .extra = longopts, .handle = stand_opt };
	const struct game *game;
	struct db_event	 ev;
	struct db	*db;
	struct db_param	 p[3] = { { DBP_NULL, 0, NULL }, { DBP_NULL, 0, NULL },
	    { DBP_INT, 0, NULL } };
	const char	*event = NULL;
	int		 rc;

	o.ctx = &so;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (so.season == NULL && league_event_arg(&argc, &argv, 0, &event) == -1)
		return cli_usage_error();
	if ((so.season != NULL && argc != 0) || argc > 1 || (so.teams && so.season) ||
	    (so.best >= 0 && so.season == NULL))
		return cli_usage_error();
	if ((rc = league_open(&db)) != 0)
		return rc;
	if (so.season != NULL) {
		p[1].type = DBP_TEXT;
		p[1].s = so.season;
		/* Without --best, the season_best_n of the season's last event. */
		p[2].type = so.best >= 0 ? DBP_INT : DBP_NULL;
		p[2].i = so.best;
	} else if ((rc = league_event(db, event, &ev)) != 0) {
		db_close(db);
		return rc;
	} else if ((game = game_find(ev.game)) != NULL && game->standings != NULL) {
		/* A game with standings of its own (the game table's store hook). */
		rc = so.teams ? cli_errx(EXIT_USAGE, _("--teams: '%s' is a %s event"), ev.name,
		    game->name) : game->standings(db, &ev, o.format);
		db_close(db);
		return rc;
	} else {
		p[0].type = DBP_INT;
		p[0].i = ev.id;
	}
	if (o.format == FMT_HTML)
		page_begin(stdout, so.season ? so.season : ev.name, so.season ? NULL : ev.date,
		    so.season ? _("season standings") : so.teams ? _("teams") :
		    _("standings"));
	rc = stand_print(db, p, &so, so.season ? NULL : ev.name, o.format);
	if (o.format == FMT_HTML)
		page_end(stdout);
	db_close(db);
	return rc;
}
