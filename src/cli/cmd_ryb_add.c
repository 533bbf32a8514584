/*
 * referee rybareni add | games | standings, and event add --game rybareni:
 * the games of a Rybaření event in the generic store (schema/160, 170).
 * add is all or nothing (game_store_add_files): each file is read one
 * record at a time, every game judged and every problem printed; then,
 * only if there was none, in one transaction each game is judged again and
 * stored. A file that is not a regular file is read once, into a private
 * copy (rstream_pass), before the transaction.
 */
#include <stdlib.h>

#include "cli.h"
#include "cmd_rybareni.h"
#include "commands.h"
#include "game_store.h"
#include "../db/db.h"
#include "../db/rybdb.h"
#include "../notation/ryb.h"
#include "../report/rybareni.h"
#include "../rules/rybareni/rybareni.h"
#include "../util/i18n.h"
#include "../util/stream.h"

int
ryb_event_add(struct db_event *ev, const char *ruleset)
{
	struct ryb_rules	 r;

	return league_game_event_add(ev, ruleset, &ryb_ruleset_game, &r,
	    _("--deals: a Rybaření event has games, not deals"), game_store_event_put,
	    _("event '%s' added (rybareni, ruleset %s)\n"));
}

/* The stored ruleset of Rybaření event into r (league_game_event's read). */
static int
event_rules(struct db *db, int64_t event, void *r, struct errbuf *err)
{
	return db_game_rules(db, event, "rybareni",
	    _("event '%s' is not a Rybaření event (game %s)"), &ryb_ruleset_game, r,
	    sizeof(struct ryb_rules), err);
}

int
ryb_cli_event_open(const char *name, struct db **db, struct db_event *ev, void *r)
{
	return league_game_event(name, "rybareni", _("event '%s' is a %s event; Rybaření games"
	    " belong to an event added with 'referee event add --game rybareni'"), event_rules,
	    r, db, ev);
}

/* games (standings 0) or standings, rendered in src/report/rybareni.c. */
static int
event_print(struct db *db, const struct db_event *ev, enum out_format fmt, int standings)
{
	struct errbuf	 err;

	if (ryb_event_table(db, ev, standings, fmt, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	return EXIT_OK;
}

static int
games_print(struct db *db, const struct db_event *ev, enum out_format fmt)
{
	return event_print(db, ev, fmt, 0);
}

int
cmd_ryb_games(int argc, char **argv)
{
	return game_store_event_report(argc, argv, &ryb_store, games_print);
}

int
ryb_standings_print(struct db *db, const struct db_event *ev, enum out_format fmt)
{
	return event_print(db, ev, fmt, 1);
}

int
cmd_ryb_standings(int argc, char **argv)
{
	return game_store_event_report(argc, argv, &ryb_store, ryb_standings_print);
}

/* What rybareni add carries from game to game and file to file. */
struct add {
	struct db		*db;
	const struct db_event	*ev;
	const struct ryb_rules	*r;
	const char		*by;
	const char		*path;		/* the file read */
	int			 store;		/* the store pass */
	int			 worst;		/* check pass: the worst exit status of the file */
	struct strbuf		 out;		/* store pass: the lines printed after COMMIT */
	struct ryb_game		 g;
	struct ryb_result	 res;
	struct verdict		 v;
	struct errbuf		 err;		/* store pass: why it stopped */
	int			 n;
	struct add_file {
		struct rstream	 rs;
		int		 kept;		/* rs stays open between the passes */
	}			*f;
};

/* Stores the judged game a->g; 0, 1 or -1 as the db functions, with a->err. */
static int
add_store(struct add *a)
{
	struct db_game_seat	 seats[RYB_MAXP];
	struct strbuf		 rec = { 0 }, src = { 0 };
	int64_t			 entry;
	int			 rc, number;

	if (db_ryb_seats(a->db, &a->g, &a->res, seats, &a->err) == -1)
		return -1;
	ryb_print(&a->g, &rec);
	sb_addf(&src, _("rybareni add %s"), a->path);
	if ((rc = league_entry(a->db, a->by, NULL, sb_str(&src), &entry, &a->err)) == 0)
		rc = db_game_result_add(a->db, a->ev->id, &number, a->g.nplayers, seats,
		    sb_str(&rec), entry, &a->err);
	sb_free(&rec);
	sb_free(&src);
	if (rc == 0)
		ryb_added_text(&a->out, a->path, number, &a->g, &a->res);
	return rc;
}

/*
 * Judges the game read, a->g, under the event's rules. Check pass: prints
 * every problem, keeps the worst exit status in a->worst, returns 0. Store
 * pass: stores it, 0, 1 or -1 with a->err; a game that breaks a rule now
 * (the file changed between the passes) has its problems printed and is
 * refused: 1 with a->err empty.
 */
static int
add_game(void *ctx, const struct ryb_game *g)
{
	struct add	*a = ctx;
	struct errbuf	 err;
	int		 worst = EXIT_OK;

	if (ryb_record_rules_are(g, a->r, &err) == -1)
		worst = cli_err_at(EXIT_RULE, a->path, &err);
	else {
		verdict_reset(&a->v);
		ryb_judge(a->r, g, &a->res, &a->v);
	}
	if (a->store && worst == EXIT_OK && a->v.n == 0)
		return add_store(a);
	if (worst == EXIT_OK)
		ryb_rulings_err(a->path, &a->v);
	if (a->store) {
		err_clear(&a->err);
		return 1;
	}
	worst = worst != EXIT_OK ? worst : a->v.n > 0 ? EXIT_RULE : EXIT_OK;
	if (worst > a->worst)
		a->worst = worst;
	return 0;
}

/*
 * One pass over the games of file i, one record at a time. Check pass:
 * returns the worst exit status (every problem printed). Store pass: 0, 1
 * or -1 with a->err.
 */
static int
add_pass(struct add *a, int i, const char *path, int store)
{
	struct add_file	*f = &a->f[i];
	struct errbuf	 err;
	int		 rc, stop = 0;

	err_clear(&err);
	a->path = path;
	a->store = store;
	a->worst = EXIT_OK;
	rc = ryb_each_file(path, store + 1, &f->rs, &f->kept, &a->g, add_game, a, &stop,
	    store ? NULL : _("expected a Rybaření record, found none"), &err);
	if (store && stop == 0 && rc == -1 && err.line == 0)
		return err_set(&a->err, 0, 0, "%s: %s", path, err.msg);
	if (store && stop == 0 && rc == -1)
		return err_set(&a->err, 0, 0, "%s:%d:%d: %s", path, err.line, err.col, err.msg);
	if (store)
		return stop;
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	return a->worst;
}

static void *
add_begin(struct db *db, const struct db_event *ev, const void *r, const char *by, int n)
{
	struct add	*a = xcalloc(1, sizeof(*a));

	*a = (struct add){ .db = db, .ev = ev, .r = r, .by = by, .n = n };
	a->f = xcalloc((size_t)n, sizeof(*a->f));
	return a;
}

/* The check pass over file i: its worst exit status, every problem printed. */
static int
add_check(void *ctx, int i, const char *path)
{
	return add_pass(ctx, i, path, 0);
}

/* The store pass over file i: 0, 1 or -1 with err (empty: its problems printed). */
static int
add_file_store(void *ctx, int i, const char *path, struct errbuf *err)
{
	struct add	*a = ctx;
	int		 rc;

	err_clear(&a->err);
	if ((rc = add_pass(a, i, path, 1)) != 0)
		*err = a->err;
	return rc;
}

static void
add_added(void *ctx)
{
	struct add	*a = ctx;

	fputs(sb_str(&a->out), stdout);
}

static void
add_end(void *ctx)
{
	struct add	*a = ctx;
	int		 i;

	for (i = 0; i < a->n; i++)
		if (a->f[i].kept)	/* (a closed stream is zeroed: closing again is safe) */
			rstream_close(&a->f[i].rs);
	verdict_free(&a->v);
	sb_free(&a->out);
	free(a->f);
	free(a);
}

const struct game_store_files ryb_store = { sizeof(struct ryb_rules), ryb_cli_event_open,
	add_begin, add_check, add_file_store, add_added, add_end };

int
cmd_ryb_add(int argc, char **argv)
{
	return game_store_add_files(argc, argv, &ryb_store);
}
