/*
 * League reports: referee standings (event, season, teams); the protocol is
 * in cmd_protocol.c. The numbers come from the reports/ queries; this file
 * only lays them out.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/page.h"
#include "../report/shape.h"
#include "../report/table.h"
#include "../rules/game.h"
#include "../rules/baska/sequence.h"

/* ------------------------------------------------------------ standings */

struct stand {
	struct table	*t;
	int		 teams;
	size_t		 n, cap;
	struct stand_row {
		int	 rank;
		char	 name[DB_NAME_MAX];
		char	 big[24];
		long	 big12, small;
	} *r;
};

/*
 * The columns of reports/standings.sql and reports/teams.sql; teams have no
 * events column (the last), their names are "team" and "players".
 */
enum { S_RANK, S_NAME, S_BIG, S_SMALL, S_COUNT, S_BIG12, S_EVENTS, S__N };
static const char *const stand_cols[S__N] = {
	[S_RANK] = "rank", [S_NAME] = "player", [S_BIG] = "big_points",
	[S_SMALL] = "small_points", [S_COUNT] = "tables", [S_BIG12] = "big12",
	[S_EVENTS] = "events"
};
static const char *const team_cols[S_EVENTS] = {
	[S_RANK] = "rank", [S_NAME] = "team", [S_BIG] = "big_points",
	[S_SMALL] = "small_points", [S_COUNT] = "players", [S_BIG12] = "big12"
};

static int
stand_row(void *arg, const struct report_row *row)
{
	struct stand	*s = arg;
	struct stand_row *r;
	const char	*cells[6];

	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 64;
		s->r = xreallocarray(s->r, s->cap, sizeof(*s->r));
	}
	r = &s->r[s->n++];
	r->rank = report_int(row, S_RANK);
	snprintf(r->name, sizeof(r->name), "%s", report_str(row, S_NAME));
	snprintf(r->big, sizeof(r->big), "%s", report_str(row, S_BIG));
	r->small = atol(report_str(row, S_SMALL));
	r->big12 = atol(report_str(row, S_BIG12));
	cells[0] = report_get(row, S_RANK);
	cells[1] = report_get(row, S_NAME);
	cells[2] = report_get(row, S_BIG);
	cells[3] = report_get(row, S_SMALL);
	cells[4] = report_get(row, S_COUNT);
	cells[5] = s->teams ? NULL : report_get(row, S_EVENTS);
	table_add(s->t, cells);
	return 0;
}

/* For each pair of neighbours equal on big points, what separated them. */
static void
stand_ties(FILE *fp, const struct stand *s)
{
	size_t	 i;
	int	 any = 0;

	for (i = 1; i < s->n; i++) {
		const struct stand_row *a = &s->r[i - 1], *b = &s->r[i];
		char	 sa[24], sb[24];

		if (a->big12 != b->big12)
			continue;
		if (!any)
			fprintf(fp, "ties on big points:\n");
		any = 1;
		league_points(sa, sizeof(sa), (int)a->small);
		league_points(sb, sizeof(sb), (int)b->small);
		if (a->small != b->small)
			fprintf(fp, "  %d %s / %d %s: both %s big points; separated by small points"
			    " (%s > %s)\n", a->rank, a->name, b->rank, b->name, a->big, sa, sb);
		else
			fprintf(fp, "  %d %s / %d %s: equal on big points (%s) and small points"
			    " (%s): they share rank %d\n", a->rank, a->name, b->rank, b->name,
			    a->big, sa, a->rank);
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
	page_pre(stdout, buf);
	free(buf);
}

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
		return league_number("--best", arg, 0, 1000, &so->best) == -1 ? EXIT_USAGE : 0;
	case 'T':
		so->teams = 1;
		return 0;
	default:
		return EXIT_USAGE;
	}
}

/* Runs the standings (or teams) report with its parameters and prints it. */
static int
stand_print(struct db *db, const struct db_param *p, const struct stand_opts *so,
    const char *event, enum out_format fmt)
{
	static const char *const head[] = { "rank", "player", "big_points", "small_points",
	    "tables", "events" };
	static const char *const team_head[] = { "rank", "team", "big_points", "small_points",
	    "players" };
	struct stand	 s;
	struct report_shape sh = REPORT_SHAPE(stand_cols, S__N, stand_row, &s);
	struct errbuf	 err;
	int		 i, rc = EXIT_OK;

	memset(&s, 0, sizeof(s));
	if (so->teams) {
		sh.cols = team_cols;
		sh.ncols = S_EVENTS;
	}
	s.teams = so->teams;
	s.t = so->teams ? table_alloc(5, team_head) : table_alloc(so->season ? 6 : 5, head);
	for (i = 0; i <= 5; i++)
		if (i != 1)
			table_align_right(s.t, i);
	err_clear(&err);
	if (db_report(db, so->teams ? "teams" : "standings", p, so->teams ? 1 : 3,
	    report_shape_row, &sh, &err) == -1 || report_shape_done(&sh, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if (fmt == FMT_TEXT) {
		if (so->season)
			printf("season %s%s\n", so->season, so->best > 0 ? " (best results)" : "");
		else
			printf("%s%s\n", event, so->teams ? " — teams" : "");
	}
	if (s.n == 0 && fmt == FMT_TEXT)
		printf("no results yet\n");
	else
		table_print(stdout, s.t, fmt);
	if (fmt == FMT_TEXT)
		stand_ties(stdout, &s);
	else if (fmt == FMT_HTML)
		stand_ties_page(&s);
out:
	table_free(s.t);
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
	int		 rc;

	o.ctx = &so;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if ((so.season == NULL) == (argc != 1) || argc > 1 || (so.teams && so.season) ||
	    (so.best >= 0 && so.season == NULL))
		return cli_usage_error();
	if ((rc = league_open(&db)) != 0)
		return rc;
	if (so.season != NULL) {
		p[1].type = DBP_TEXT;
		p[1].s = so.season;
		p[2].i = so.best >= 0 ? so.best : 0;
	} else if ((rc = league_event(db, argv[0], &ev)) != 0) {
		db_close(db);
		return rc;
	} else if ((game = game_find(ev.game)) != NULL && game->standings != NULL) {
		/* A game with standings of its own (the game table's store hook). */
		rc = so.teams ? cli_errx(EXIT_USAGE, "--teams: '%s' is a %s event", ev.name,
		    game->name) : game->standings(db, &ev, o.format);
		db_close(db);
		return rc;
	} else {
		p[0].type = DBP_INT;
		p[0].i = ev.id;
	}
	if (o.format == FMT_HTML)
		page_begin(stdout, so.season ? so.season : ev.name, so.season ? NULL : ev.date,
		    so.season ? "season standings" : so.teams ? "teams" : "standings");
	rc = stand_print(db, p, &so, so.season ? NULL : ev.name, o.format);
	if (o.format == FMT_HTML)
		page_end(stdout);
	db_close(db);
	return rc;
}
