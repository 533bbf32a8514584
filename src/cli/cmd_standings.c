/*
 * referee standings (event, season, teams). The numbers and the ranks come
 * from reports/standings.sql and reports/teams.sql (big points, then the
 * event's tie_breaks, §7.4); reports/short_tables.sql names the tables that
 * make the standings provisional. src/report/standings.c lays them out and
 * says in words what separated each pair tied on big points.
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
#include "../report/standings.h"
#include "../rules/game.h"
#include "../util/i18n.h"

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

/* Runs the standings (or teams) report with its parameters and prints it. */
static int
stand_print(struct db *db, const struct db_param *p, const struct stand_opts *so,
    const char *event, enum out_format fmt)
{
	struct standings s;
	struct report_shape sh = REPORT_SHAPE(standings_cols, S__N, standings_row, &s);
	struct errbuf	 err;
	int		 rc = EXIT_OK;

	memset(&s, 0, sizeof(s));
	if (so->teams) {
		sh.cols = standings_team_cols;
		sh.ncols = S_INCOMPLETE;
	}
	s.teams = so->teams;
	err_clear(&err);
	if (db_report(db, so->teams ? "teams" : "standings", p, so->teams ? 1 : 3,
	    report_shape_row, &sh, &err) == -1 || report_shape_done(&sh, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	standings_title(stdout, &s, so->season, event, fmt);
	if (fmt != FMT_CSV && stand_provisional(db, p, so->season != NULL, fmt, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	standings_print(stdout, &s, so->season != NULL, fmt);
out:
	standings_free(&s);
	return rc;
}

/*
 * The spec of standings' row (commands.c), with CO_FORMAT | CO_HTML: an
 * event's (or its teams') form, then a season's.
 */
const struct cli_option standings_options[] = {
	CLI_OPERANDS("[EVENT]"),
	{ { "teams", no_argument, NULL, 'T' }, NULL },
	{ { "season", required_argument, NULL, 's' }, "/!NAME" },
	{ { "best", required_argument, NULL, 'b' }, "N" },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv|html" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

int
cmd_standings(int argc, char **argv)
{
	struct stand_opts so = { NULL, -1, 0 };
	struct cli_opts	 o = { .handle = stand_opt };	/* the row's spec */
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
