/*
 * referee rybareni add | games | standings, and event add --game rybareni:
 * the games of a Rybaření event in the league database. A game is added
 * from its record only when every record given reads and breaks no rule:
 * all or nothing.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_rybareni.h"
#include "commands.h"
#include "../db/db.h"
#include "../db/ryb.h"
#include "../notation/ryb.h"
#include "../report/page.h"
#include "../util/i18n.h"
#include "../report/table.h"
#include "../rules/rybareni/rybareni.h"

int
ryb_event_add(struct db_event *ev, const char *ruleset)
{
	struct ryb_rules	 r;
	struct db		*db;
	struct errbuf		 err;
	int			 rc;

	if (ev->deals > 0)
		return cli_errx(EXIT_USAGE, "--deals: a Rybaření event has games, not deals");
	if (ev->season[0] != '\0')
		return cli_errx(EXIT_USAGE, "--season: season standings count Baśka events only");
	if ((rc = cli_ruleset(&ryb_ruleset_game, ruleset, &r)) != 0)
		return rc;
	snprintf(ev->ruleset_name, sizeof(ev->ruleset_name), "%s",
	    ruleset ? ruleset : ryb_ruleset_game.presets[0].name);
	if ((rc = league_open(&db)) != 0)
		return rc;
	err_clear(&err);
	rc = 0;
	if (db_begin(db, &err) == -1 || (rc = db_ryb_event_add(db, ev, &r, &err)) != 0 ||
	    db_commit(db, &err) == -1) {
		db_rollback(db);
		db_close(db);
		if (rc == 1)
			return cli_errx(EXIT_RULE, "event add: %s", err.msg);
		return cli_errx(EXIT_SYS, "%s", err.msg);
	}
	db_close(db);
	printf("event '%s' added (rybareni, ruleset %s)\n", ev->name, ev->ruleset_name);
	return EXIT_OK;
}

/* Opens the database and finds a Rybaření event with its rules; 0 or an exit status. */
static int
event_open(const char *name, struct db **db, struct db_event *ev, struct ryb_rules *r)
{
	struct errbuf	 err;
	int		 rc;

	if ((rc = league_open(db)) != 0)
		return rc;
	if ((rc = league_event(*db, name, ev)) != 0)
		goto fail;
	if (strcmp(ev->game, "rybareni") != 0) {
		rc = cli_errx(EXIT_USAGE, "event '%s' is a %s event; Rybaření games belong to an"
		    " event added with 'referee event add --game rybareni'", ev->name, ev->game);
		goto fail;
	}
	err_clear(&err);
	if (db_ryb_rules(*db, ev->id, r, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto fail;
	}
	return 0;
fail:
	db_close(*db);
	*db = NULL;
	return rc;
}

/* A game read from a file, judged, ready to store. */
struct add_game {
	const char		*path;
	struct ryb_game		 g;
	struct ryb_result	 res;
	int			 number;
};

/*
 * Reads and judges every game of path under the event's rules, appending
 * them to *games. Prints every problem; returns the worst exit status.
 */
static int
add_load(const char *path, const struct ryb_rules *r, struct add_game **games, size_t *n)
{
	struct ryb_reader	 rd;
	struct ryb_game		*g = xmalloc(sizeof(*g));
	struct add_game		*a;
	const struct kv_preset	*pr;
	struct verdict		 v = { 0 };
	struct errbuf		 err;
	char			*buf;
	size_t			 len, i;
	int			 rc, worst = EXIT_OK, found = 0;

	err_clear(&err);
	if (file_read(path, &buf, &len, &err) == -1) {
		free(g);
		return cli_err_at(EXIT_USAGE, path, &err);
	}
	ryb_reader_init(&rd, buf, len);
	while ((rc = ryb_read(&rd, g, &err)) == 1) {
		found = 1;
		pr = g->ruleset[0] ? kv_preset_find(&ryb_ruleset_game, g->ruleset) : NULL;
		if (g->ruleset[0] && (pr == NULL || memcmp(pr->obj, r, sizeof(*r)) != 0)) {
			err_set(&err, g->ruleset_line, g->ruleset_col, "Ruleset '%s' is not the "
			    "event's ruleset", g->ruleset);
			worst = cli_err_at(EXIT_RULE, path, &err);
			continue;
		}
		*games = xreallocarray(*games, *n + 1, sizeof(**games));
		a = &(*games)[(*n)++];
		a->path = path;
		a->g = *g;
		verdict_reset(&v);
		ryb_judge(r, &a->g, &a->res, &v);
		for (i = 0; i < v.n; i++) {
			err.line = v.r[i].line;
			err.col = v.r[i].col;
			fmt_buf(err.msg, sizeof(err.msg), "turn %d player %d: %s", v.r[i].turn,
			    v.r[i].player, v.r[i].text);
			worst = cli_err_at(EXIT_RULE, path, &err);
		}
	}
	if (rc == -1)
		worst = cli_err_at(EXIT_USAGE, path, &err);
	else if (!found) {
		err_set(&err, 1, 0, "expected a Rybaření record, found none");
		worst = cli_err_at(EXIT_USAGE, path, &err);
	}
	verdict_free(&v);
	free(buf);
	free(g);
	return worst;
}

/* Stores one judged game; 0, 1 or -1 as the db functions. */
static int
add_store(struct db *db, const struct db_event *ev, const char *by, struct add_game *a,
    struct errbuf *err)
{
	struct db_ryb_seat	 seats[RYB_MAXP];
	struct strbuf		 rec = { 0 }, src = { 0 };
	int64_t			 entry;
	int			 p, rc;

	for (p = 0; p < a->g.nplayers; p++) {
		if (db_player_get(db, a->g.players[p], 1, &seats[p].player, err) != 1)
			return -1;
		seats[p].tiles = a->res.ncatch[p];
		seats[p].score = a->res.score[p];
		seats[p].place = a->res.place[p];
	}
	ryb_print(&a->g, &rec);
	sb_addf(&src, "rybareni add %s", a->path);
	if ((rc = league_entry(db, by, NULL, sb_str(&src), &entry, err)) == 0)
		rc = db_ryb_game_add(db, ev->id, &a->number, a->g.nplayers, seats, sb_str(&rec),
		    entry, err);
	sb_free(&rec);
	sb_free(&src);
	return rc;
}

int
cmd_ryb_add(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "by", required_argument, NULL, 'b' },
		{ NULL, 0, NULL, 0 }
	};
	struct db_event		 ev;
	struct ryb_rules	 r;
	struct add_game		*games = NULL;
	struct db		*db;
	struct errbuf		 err;
	const char		*by = NULL;
	size_t			 n = 0, i;
	int			 ch, p, rc, worst = EXIT_OK;

	while ((ch = getopt_long(argc, argv, "b:", longopts, NULL)) != -1) {
		if (ch != 'b')
			return EXIT_USAGE;
		by = optarg;
	}
	argc -= optind;
	argv += optind;
	if (argc < 2)
		return cli_errx(EXIT_USAGE, "usage: referee rybareni add [--by WHO] EVENT FILE.ryb...");
	if ((rc = event_open(argv[0], &db, &ev, &r)) != 0)
		return rc;
	for (p = 1; p < argc; p++)
		if ((rc = add_load(argv[p], &r, &games, &n)) > worst)
			worst = rc;
	if (worst != EXIT_OK) {
		cli_errx(worst, "%s: nothing added", ev.name);
		goto out;
	}
	err_clear(&err);
	rc = -1;
	if (db_begin(db, &err) == -1)
		goto fail;
	for (i = 0; i < n; i++)
		if ((rc = add_store(db, &ev, by, &games[i], &err)) != 0)
			goto fail;
	rc = -1;
	if (db_commit(db, &err) == -1)
		goto fail;
	for (i = 0; i < n; i++) {
		printf("%s: game %d:", games[i].path, games[i].number);
		for (p = 0; p < games[i].g.nplayers; p++)
			printf("%s %s %d", p ? "," : "", games[i].g.players[p],
			    games[i].res.score[p].total);
		printf("\n");
	}
	goto out;
fail:
	db_rollback(db);
	if (rc == 1)
		worst = cli_errx(EXIT_RULE, "%s: %s; nothing added", games[i].path, err.msg);
	else
		worst = cli_errx(EXIT_SYS, "%s", err.msg);
out:
	free(games);
	db_close(db);
	return worst;
}

int
cmd_ryb_games(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const head[] = { "game", "position", "player", "tiles", "big",
	    "small", "rounded", "total", "place" };
	static const int right[] = { 0, 1, 3, 4, 5, 6, 7, 8, -1 };
	struct db_param		 p = { DBP_INT, 0, NULL };
	struct db_event		 ev;
	struct ryb_rules	 r;
	enum out_format		 fmt = FMT_TEXT;
	struct db		*db;
	int			 ch, rc;

	while ((ch = getopt_long(argc, argv, "f:", longopts, NULL)) != -1)
		if (ch != 'f' || cli_format(optarg, 0, &fmt) == -1)
			return EXIT_USAGE;
	if (argc - optind != 1)
		return cli_errx(EXIT_USAGE, "usage: referee rybareni games EVENT [-f text|csv]");
	if ((rc = event_open(argv[optind], &db, &ev, &r)) != 0)
		return rc;
	p.i = ev.id;
	rc = league_report_print(db, "ryb_games", &p, 1, 9, head, right, fmt);
	db_close(db);
	return rc;
}

int
ryb_standings_print(struct db *db, const struct db_event *ev, enum out_format fmt)
{
	static const char *const head[] = { "rank", "player", "total", "games", "wins" };
	static const int right[] = { 0, 2, 3, 4, -1 };
	struct db_param		 p = { DBP_INT, 0, NULL };

	int			 rc;

	p.i = ev->id;
	if (fmt == FMT_TEXT)
		printf("%s (Rybaření, ruleset %s)\n", ev->name, ev->ruleset_name);
	/*
	 * A page (src/report/page.c) has no provisional mark: games enter the
	 * event only whole, from finished records, so the standings are final.
	 */
	if (fmt == FMT_HTML) {
		page_begin(stdout, ev->name, ev->date, _("standings (Rybaření)"));
		page_para(stdout, NULL, _("ruleset %s"), ev->ruleset_name);
	}
	rc = league_report_print(db, "ryb_standings", &p, 1, 5, head, right, fmt);
	if (fmt == FMT_HTML)
		page_end(stdout);
	return rc;
}

int
cmd_ryb_standings(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 }
	};
	struct db_event		 ev;
	struct ryb_rules	 r;
	enum out_format		 fmt = FMT_TEXT;
	struct db		*db;
	int			 ch, rc;

	while ((ch = getopt_long(argc, argv, "f:", longopts, NULL)) != -1)
		if (ch != 'f' || cli_format(optarg, 1, &fmt) == -1)
			return EXIT_USAGE;
	if (argc - optind != 1)
		return cli_errx(EXIT_USAGE, "usage: referee rybareni standings EVENT "
		    "[-f text|csv|html]");
	if ((rc = event_open(argv[optind], &db, &ev, &r)) != 0)
		return rc;
	rc = ryb_standings_print(db, &ev, fmt);
	db_close(db);
	return rc;
}
