/*
 * Dice events in the league database (schema/010-dice.sql, 180-dice-results.sql,
 * src/db/dice.c; games and seats in the generic store since 180):
 * the migration from a league-only file, the invariants the schema enforces
 * by itself, the totals the triggers keep against the rules' own sums over
 * many random legal games of both presets, and shared places in standings.
 */
#include <check.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/db/baskadb.h"
#include "../src/db/dicedb.h"
#include "../src/db/embed.h"
#include "../src/db/gamedb.h"

static char	 path[64];

static void
unlink_all(void)
{
	char	 p[80];

	unlink(path);
	snprintf(p, sizeof(p), "%s-wal", path);
	unlink(p);
	snprintf(p, sizeof(p), "%s-shm", path);
	unlink(p);
}

static struct db *
open_fresh(void)
{
	struct db	*db;
	struct errbuf	 err;

	snprintf(path, sizeof(path), "/tmp/check_dice_db_%ld.db", (long)getpid());
	unlink_all();
	err_clear(&err);
	ck_assert_msg(db_open(path, &db, &err) == 0, "%s", err.msg);
	return db;
}

static void
finish(struct db *db)
{
	db_close(db);
	unlink_all();
}

/* Runs sql on a second connection; returns "" or SQLite's error message. */
static const char *
sql_err(const char *sql)
{
	static char	 msg[256];
	sqlite3		*h;
	char		*e = NULL;

	ck_assert_int_eq(sqlite3_open(path, &h), SQLITE_OK);
	sqlite3_exec(h, "PRAGMA foreign_keys = ON", NULL, NULL, NULL);
	if (sqlite3_exec(h, sql, NULL, NULL, &e) != SQLITE_OK)
		snprintf(msg, sizeof(msg), "%s", e ? e : "error");
	else
		msg[0] = '\0';
	sqlite3_free(e);
	sqlite3_close(h);
	return msg;
}

static long
sql_int(const char *sql)
{
	sqlite3		*h;
	sqlite3_stmt	*st;
	long		 v = -999;

	ck_assert_int_eq(sqlite3_open(path, &h), SQLITE_OK);
	ck_assert_int_eq(sqlite3_prepare_v2(h, sql, -1, &st, NULL), SQLITE_OK);
	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	sqlite3_close(h);
	return v;
}

/* Adds the event ev of the rules r as event add --game dice does: 0 or 1 with err. */
static int
dice_event_put(struct db *db, struct db_event *ev, const struct dice_rules *r,
    struct errbuf *err)
{
	struct strbuf	 text = { 0 };
	int		 rc;

	snprintf(ev->game, sizeof(ev->game), "dice");
	kv_print(&dice_ruleset_game, NULL, r, &text);
	rc = db_game_event_add(db, ev, sb_str(&text), err);
	sb_free(&text);
	return rc;
}

static int64_t
dice_event(struct db *db, const char *name, const struct dice_rules *r)
{
	struct db_event	 ev;
	struct errbuf	 err;

	memset(&ev, 0, sizeof(ev));
	snprintf(ev.name, sizeof(ev.name), "%s", name);
	snprintf(ev.ruleset_name, sizeof(ev.ruleset_name), "test");
	ck_assert_int_eq(db_begin(db, &err), 0);
	ck_assert_msg(dice_event_put(db, &ev, r, &err) == 0, "%s", err.msg);
	ck_assert_int_eq(db_commit(db, &err), 0);
	return ev.id;
}

static int64_t
entry(struct db *db)
{
	struct errbuf	 err;
	int64_t		 id;

	ck_assert_int_eq(db_entry_add(db, "test", "2026-11-20T20:00:00Z", NULL, "test", &id,
	    &err), 0);
	return id;
}

/* A game of n players named prefix1..prefixN; returns its id, number in *number. */
static int64_t
game(struct db *db, int64_t ev, const struct dice_rules *r, const char *prefix, int n,
    int *number)
{
	struct errbuf	 err;
	int64_t		 players[DB_DICE_PLAYERS], id;
	char		 name[32];
	int		 i;

	*number = 0;
	for (i = 0; i < n; i++) {
		snprintf(name, sizeof(name), "%s%d", prefix, i + 1);
		ck_assert_int_eq(db_player_get(db, name, 1, &players[i], &err), 1);
	}
	ck_assert_msg(db_dice_game_add(db, ev, number, n, players, r, NULL, entry(db), &id,
	    &err) == 0, "%s", err.msg);
	return id;
}

static void
turn_set(struct db_dice_turn *t, int seq, int position, int box, const char *dice, int points,
    int bonus)
{
	int	 i;

	memset(t, 0, sizeof(*t));
	t->seq = seq;
	t->position = position;
	t->box = box;
	for (i = 0; i < DICE_N; i++)
		t->dice[i] = dice[2 * i] - '0';
	t->points = points;
	t->bonus = bonus;
	snprintf(t->throws, sizeof(t->throws), "%s", dice);
}

START_TEST(migrates_league_database)
{
	struct db	*db;
	struct errbuf	 err;
	sqlite3		*h;
	char		 sql[64];

	/* The first migration is the league's; ours comes later with a gap. */
	ck_assert_str_eq(embed_schema[0].name, "001-league");
	ck_assert_int_eq(atoi(embed_schema[1].name), 10);	/* 010-dice */
	/* A file made by the league alone: schema 001, user_version 1, an event. */
	snprintf(path, sizeof(path), "/tmp/check_dice_db_%ld.db", (long)getpid());
	unlink_all();
	ck_assert_int_eq(sqlite3_open(path, &h), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(h, embed_schema[0].text, NULL, NULL, NULL), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(h, "PRAGMA user_version = 1; INSERT INTO event (name,"
	    " ruleset_name, ruleset, big1, big2, big3, big4, absent_big, absent_small,"
	    " team_best_n, season_best_n) VALUES ('GP', 'psb', '', 5, 3, 1, 0, 3, 35, 4, 0)",
	    NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM sqlite_schema WHERE name = 'dice_turn'"), 0);

	err_clear(&err);
	ck_assert_msg(db_open(path, &db, &err) == 0, "%s", err.msg);
	db_close(db);
	ck_assert_int_eq(sql_int("PRAGMA user_version"), db_schema_version());
	/* 180 moved the games and seats to the generic store; turns stay. */
	ck_assert_int_eq(sql_int("SELECT count(*) FROM sqlite_schema WHERE name IN"
	    " ('dice_turn', 'dice_turn_undo', 'dice_card')"), 3);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM sqlite_schema WHERE name IN"
	    " ('dice_game', 'dice_seat')"), 0);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM event WHERE name = 'GP'"), 1);
	/* The triggers of 001 and 010 now carry their codes (020-codes). */
	ck_assert_str_eq(sql_err("INSERT INTO entry (entered_by, entered_at) VALUES ('x',"
	    " '2026-01-01T00:00:00Z'); UPDATE entry SET reason = 'y'"),
	    "E_ENTRY_FROZEN: who, when and why of an entry are never changed");
	/* 21 from 020, more from later migrations (040-trust). */
	ck_assert_int_ge(sql_int("SELECT count(*) FROM sqlite_schema WHERE type = 'trigger'"
	    " AND sql LIKE '%RAISE(ABORT, ''E\\_%' ESCAPE '\\'"), 21);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM sqlite_schema WHERE type = 'trigger'"
	    " AND sql LIKE '%RAISE(%' AND sql NOT LIKE '%RAISE(ABORT, ''E\\_%' ESCAPE '\\'"), 0);

	/* Opened again it is left alone (the dice schema is not applied twice). */
	ck_assert_msg(db_open(path, &db, &err) == 0, "%s", err.msg);
	db_close(db);
	ck_assert_int_eq(sql_int("PRAGMA user_version"), db_schema_version());

	/* A file from a newer referee is refused, also one that is only one step on. */
	snprintf(sql, sizeof(sql), "PRAGMA user_version = %d", db_schema_version() + 1);
	ck_assert_str_eq(sql_err(sql), "");
	ck_assert_int_eq(db_open(path, &db, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "newer referee"));
	unlink_all();
}
END_TEST

START_TEST(fresh_database_reopens)
{
	struct db	*db = open_fresh();
	struct errbuf	 err;
	int64_t		 ev = dice_event(db, "Wieczór", &dice_general);
	struct dice_rules r;

	db_close(db);
	ck_assert_int_eq(sql_int("PRAGMA user_version"), db_schema_version());
	ck_assert_msg(db_open(path, &db, &err) == 0, "%s", err.msg);
	ck_assert_msg(db_dice_rules(db, ev, &r, &err) == 0, "%s", err.msg);
	ck_assert_mem_eq(&r, &dice_general, sizeof(r));
	finish(db);
}
END_TEST

START_TEST(stored_ruleset_round_trip)
{
	struct db		*db = open_fresh();
	struct errbuf		 err;
	struct dice_rules	 custom = dice_yahtzee, r;
	struct db_event		 ev;
	int64_t			 id;

	custom.upper_bonus_points = 50;
	custom.full_house = 30;
	id = dice_event(db, "Własne", &custom);
	ck_assert_int_eq(db_dice_rules(db, id, &r, &err), 0);
	ck_assert_mem_eq(&r, &custom, sizeof(r));
	/* The league's lookup finds a dice event without parsing Baśka rules. */
	ck_assert_int_eq(db_event_find(db, "Własne", &ev, &err), 1);
	ck_assert_str_eq(ev.game, "dice");
	/* A second event of the same name is refused, as for Baśka events. */
	memset(&ev, 0, sizeof(ev));
	snprintf(ev.name, sizeof(ev.name), "Własne");
	snprintf(ev.ruleset_name, sizeof(ev.ruleset_name), "yahtzee");
	ck_assert_int_eq(dice_event_put(db, &ev, &custom, &err), 1);
	ck_assert_str_eq(err.msg, "event 'Własne' exists already");
	ck_assert_int_eq(db_refusal(db), DBR_EVENT_EXISTS);
	finish(db);
}
END_TEST

START_TEST(schema_refuses_bad_rows)
{
	struct db		*db = open_fresh();
	struct errbuf		 err;
	struct db_dice_turn	 t;
	struct db_event		 bev;
	int64_t			 ev = dice_event(db, "Kości", &dice_general), g, pl[2], e;
	int			 number;

	g = game(db, ev, &dice_general, "P", 2, &number);
	ck_assert_int_eq(number, 1);
	e = entry(db);

	/*
	 * A Baśka event keeps no games of the generic store (E_GAME_EVENT),
	 * and a dice event has no Baśka tables.
	 */
	memset(&bev, 0, sizeof(bev));
	snprintf(bev.name, sizeof(bev.name), "GP");
	snprintf(bev.ruleset_name, sizeof(bev.ruleset_name), "psb");
	ck_assert_int_eq(db_baska_event_add(db, &bev, &baska_psb, &err), 0);
	ck_assert_int_eq(db_player_get(db, "P1", 0, &pl[0], &err), 1);
	ck_assert_int_eq(db_player_get(db, "P2", 0, &pl[1], &err), 1);
	number = 0;
	ck_assert_int_eq(db_dice_game_add(db, bev.id, &number, 2, pl, &dice_general, NULL, e,
	    &g, &err), 1);
	ck_assert_str_eq(err.msg, "a Baśka event keeps tables and deals, not games");
	ck_assert_int_eq(db_refusal(db), DBR_GAME_EVENT);
	ck_assert_ptr_nonnull(strstr(sql_err("INSERT INTO play_table (event_id, session, number)"
	    " VALUES (1, 1, 1)"), "not a Baśka event"));
	g = 1;

	/* Turns in the order of play only: P2 cannot begin, seq cannot skip. */
	turn_set(&t, 1, 2, BOX_CHANCE, "1 2 3 4 5", 15, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 1);
	ck_assert_str_eq(err.msg, "dice turns are entered in the order of play");
	ck_assert_int_eq(db_refusal(db), DBR_DICE_TURN_ORDER);
	turn_set(&t, 2, 2, BOX_CHANCE, "1 2 3 4 5", 15, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 1);
	/* Dice 1-6 only. */
	turn_set(&t, 1, 1, BOX_CHANCE, "1 2 3 4 7", 17, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 1);
	ck_assert_ptr_nonnull(strstr(err.msg, "d5"));
	turn_set(&t, 1, 1, BOX_CHANCE, "0 2 3 4 5", 14, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 1);
	/* Points an upper box, chance or three of a kind cannot show. */
	turn_set(&t, 1, 1, BOX_THREES, "3 3 3 4 5", 6, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 1);
	ck_assert_ptr_nonnull(strstr(err.msg, "dice_points"));
	turn_set(&t, 1, 1, BOX_CHANCE, "3 3 3 4 5", 17, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 1);
	turn_set(&t, 1, 1, BOX_THREE_KIND, "3 3 3 4 5", 9, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 1);
	/* A bonus without five alike. */
	turn_set(&t, 1, 1, BOX_FULL, "3 3 3 4 4", 25, 100);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 1);
	/* An unknown category. */
	ck_assert_ptr_nonnull(strstr(sql_err("INSERT INTO dice_turn (game_id, seq, position, box,"
	    " d1, d2, d3, d4, d5, points, throws, entry_id) VALUES"
	    " (1, 1, 1, 'pair', 1, 1, 2, 3, 4, 2, '1 1 2 3 4', 1)"), "CHECK"));

	/* Good turns go in; the same box twice on one card does not. */
	turn_set(&t, 1, 1, BOX_THREES, "3 3 3 4 5", 9, 0);
	ck_assert_msg(db_dice_turn_add(db, g, &t, e, &err) == 0, "%s", err.msg);
	turn_set(&t, 2, 2, BOX_THREES, "3 1 1 4 5", 3, 0);
	ck_assert_msg(db_dice_turn_add(db, g, &t, e, &err) == 0, "%s", err.msg);
	turn_set(&t, 3, 1, BOX_THREES, "3 3 1 4 5", 6, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 1);
	ck_assert_str_eq(err.msg, "turn 3: threes is already used on this card");
	ck_assert_int_eq(db_refusal(db), DBR_BOX_USED);

	/* Totals agree with the turns and cannot be set by hand, nor places. */
	ck_assert_int_eq(sql_int("SELECT points FROM game_result_seat WHERE result_id = 1"
	    " AND seat = 1"), 9);
	ck_assert_int_eq(sql_int("SELECT total FROM dice_card WHERE result_id = 1 AND seat = 1"),
	    9);
	ck_assert_ptr_nonnull(strstr(sql_err("UPDATE game_result_seat SET points = 100"
	    " WHERE result_id = 1 AND seat = 1"), "follow its turns"));
	ck_assert_ptr_nonnull(strstr(sql_err("UPDATE game_result_seat SET place = 2"
	    " WHERE result_id = 1 AND seat = 1"), "follow its turns"));
	/* Turns, games and players are never changed nor deleted. */
	ck_assert_ptr_nonnull(strstr(sql_err("UPDATE dice_turn SET points = 12"), "never changed"));
	ck_assert_ptr_nonnull(strstr(sql_err("DELETE FROM dice_turn"), "never deleted"));
	ck_assert_ptr_nonnull(strstr(sql_err("DELETE FROM game_result"), "never changed or"
	    " deleted"));
	ck_assert_ptr_nonnull(strstr(sql_err("DELETE FROM game_result_seat"), "never change"));
	ck_assert_ptr_nonnull(strstr(sql_err("UPDATE game_result_seat SET seat = 3"
	    " WHERE result_id = 1 AND seat = 2"), "never change"));
	/* Its players never change (but through a merge, players.c). */
	ck_assert_ptr_nonnull(strstr(sql_err("INSERT INTO player (name) VALUES ('R');"
	    " UPDATE game_result_seat SET player_id = last_insert_rowid()"
	    " WHERE result_id = 1 AND seat = 1"), "never change"));
	/* No player joins after the first turn, nor with points on the card. */
	ck_assert_ptr_nonnull(strstr(sql_err("INSERT INTO player (name) VALUES ('Q');"
	    " INSERT INTO game_result_seat (result_id, seat, player_id, points, place)"
	    " VALUES (1, 2, last_insert_rowid(), 0, 1)"), "before the first turn"));
	finish(db);
}
END_TEST

/* A small deterministic generator, so that a failure can be replayed. */
static unsigned
next_rand(unsigned *s)
{
	*s = *s * 1103515245u + 12345u;
	return (*s >> 16) & 0x7fff;
}

/*
 * Plays whole games of three players with random dice and a random legal box
 * each turn (often a generał, to reach the joker and the bonus), stores them
 * turn by turn, and compares every card's total the database keeps with the
 * rules' dice_card_totals, for both presets.
 */
START_TEST(totals_follow_rules)
{
	const struct dice_rules	*presets[] = { &dice_general, &dice_yahtzee };
	struct db		*db = open_fresh();
	struct errbuf		 err;
	struct db_dice_game	 dg;
	struct db_dice_turn	 t;
	struct dice_card	 cards[3];
	struct dice_options	 o;
	struct dice_totals	 tot;
	unsigned		 seed = 20261120;
	int64_t			 ev, g, e;
	int			 k, n, p, turn, i, before, number, bonus_seen = 0, upper_seen = 0;
	char			 name[32];

	for (k = 0; k < 2; k++) {
		snprintf(name, sizeof(name), "E%d", k);
		ev = dice_event(db, name, presets[k]);
		for (n = 0; n < 40; n++) {
			ck_assert_int_eq(db_begin(db, &err), 0);
			g = game(db, ev, presets[k], "G", 3, &number);
			ck_assert_int_eq(number, n + 1);
			e = entry(db);
			memset(cards, 0, sizeof(cards));
			for (turn = 0; turn < 13 * 3; turn++) {
				p = turn % 3;
				memset(&t, 0, sizeof(t));
				t.seq = turn + 1;
				t.position = p + 1;
				if (next_rand(&seed) % 4 == 0) {
					t.dice[0] = 1 + (int)(next_rand(&seed) % 6);
					for (i = 1; i < DICE_N; i++)
						t.dice[i] = t.dice[0];
				} else
					for (i = 0; i < DICE_N; i++)
						t.dice[i] = 1 + (int)(next_rand(&seed) % 6);
				dice_options(presets[k], &cards[p], t.dice, &o);
				ck_assert_int_gt(o.n, 0);
				t.box = o.opt[next_rand(&seed) % (unsigned)o.n].box;
				before = cards[p].extra_points;
				t.points = dice_card_enter(presets[k], &cards[p], t.dice, t.box);
				t.bonus = cards[p].extra_points - before;
				bonus_seen += t.bonus > 0;
				snprintf(t.throws, sizeof(t.throws), "%d %d %d %d %d", t.dice[0],
				    t.dice[1], t.dice[2], t.dice[3], t.dice[4]);
				ck_assert_msg(db_dice_turn_add(db, g, &t, e, &err) == 0, "%s", err.msg);
			}
			ck_assert_int_eq(db_commit(db, &err), 0);
			memset(&dg, 0, sizeof(dg));
			ck_assert_int_eq(db_dice_game_get(db, ev, number, &dg, &err), 1);
			ck_assert_int_eq(dg.nplayers, 3);
			ck_assert_int_eq((int)dg.nturns, 39);
			for (p = 0; p < 3; p++) {
				dice_card_totals(presets[k], &cards[p], &tot);
				upper_seen += tot.upper_bonus > 0;
				ck_assert_int_eq(dg.turns[p], 13);
				ck_assert_int_eq(dg.total[p], tot.total);
			}
			/* The stored turns read back as written. */
			ck_assert_int_eq(dg.turn[38].seq, 39);
			ck_assert_int_eq(dg.turn[38].position, 3);
			db_dice_game_free(&dg);
		}
	}
	/* The games reached the cases that matter. */
	ck_assert_int_gt(bonus_seen, 0);
	ck_assert_int_gt(upper_seen, 0);
	finish(db);
}
END_TEST

struct ranks {
	int	 n;
	char	 rank[8][8], name[8][16], total[8][8];
};

static int
rank_row(void *arg, int ncol, const char *const *names, const char *const *v)
{
	struct ranks	*r = arg;

	(void)names;
	ck_assert_int_ge(ncol, 3);
	ck_assert_int_lt(r->n, 8);
	snprintf(r->rank[r->n], sizeof(r->rank[0]), "%s", v[0]);
	snprintf(r->name[r->n], sizeof(r->name[0]), "%s", v[1]);
	snprintf(r->total[r->n], sizeof(r->total[0]), "%s", v[2]);
	r->n++;
	return 0;
}

/* Ties share a place (referee-general(7) §2 #12): 1, 2, 2, 4, over two games. */
START_TEST(standings_share_places)
{
	struct db		*db = open_fresh();
	struct errbuf		 err;
	struct db_dice_turn	 t;
	struct db_param		 prm = { DBP_INT, 0, NULL };
	struct ranks		 r;
	int64_t			 ev = dice_event(db, "Remis", &dice_general), g, e;
	int			 number;

	/* Game 1: P1 chance 30, P2 chance 20, P3 chance 25, P4 chance 5. */
	g = game(db, ev, &dice_general, "P", 4, &number);
	e = entry(db);
	turn_set(&t, 1, 1, BOX_CHANCE, "6 6 6 6 6", 30, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 0);
	turn_set(&t, 2, 2, BOX_CHANCE, "4 4 4 4 4", 20, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 0);
	turn_set(&t, 3, 3, BOX_CHANCE, "5 5 5 5 5", 25, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 0);
	turn_set(&t, 4, 4, BOX_CHANCE, "1 1 1 1 1", 5, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 0);
	/* Game 2, P2 alone: fives 5 brings P2 level with P3 at 25. */
	g = game(db, ev, &dice_general, "P", 2, &number);
	ck_assert_int_eq(number, 2);
	turn_set(&t, 1, 1, BOX_ONES, "2 2 2 2 2", 0, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 0);
	turn_set(&t, 2, 2, BOX_FIVES, "5 1 2 3 4", 5, 0);
	ck_assert_int_eq(db_dice_turn_add(db, g, &t, e, &err), 0);

	memset(&r, 0, sizeof(r));
	prm.i = ev;
	ck_assert_msg(db_report(db, "dice_standings", &prm, 1, rank_row, &r, &err) == 0, "%s",
	    err.msg);
	ck_assert_int_eq(r.n, 4);
	ck_assert_str_eq(r.rank[0], "1");
	ck_assert_str_eq(r.name[0], "P1");
	ck_assert_str_eq(r.total[0], "30");
	ck_assert_str_eq(r.rank[1], "2");
	ck_assert_str_eq(r.name[1], "P2");
	ck_assert_str_eq(r.total[1], "25");
	ck_assert_str_eq(r.rank[2], "2");
	ck_assert_str_eq(r.name[2], "P3");
	ck_assert_str_eq(r.total[2], "25");
	ck_assert_str_eq(r.rank[3], "4");
	ck_assert_str_eq(r.name[3], "P4");
	finish(db);
}
END_TEST

START_TEST(record_added_once)
{
	struct db		*db = open_fresh();
	struct errbuf		 err;
	int64_t			 ev = dice_event(db, "Raz", &dice_general), pl[1], g;
	int			 number = 0;

	ck_assert_int_eq(db_player_get(db, "Ala", 1, &pl[0], &err), 1);
	ck_assert_int_eq(db_dice_game_add(db, ev, &number, 1, pl, &dice_general,
	    "[Players \"Ala\"]\n", entry(db), &g, &err), 0);
	ck_assert_int_eq(number, 1);
	number = 0;
	ck_assert_int_eq(db_dice_game_add(db, ev, &number, 1, pl, &dice_general,
	    "[Players \"Ala\"]\n", entry(db), &g, &err), 1);
	ck_assert_str_eq(err.msg, "this record is already a game of the event");
	/* A player plays once in a game. */
	number = 0;
	{
		int64_t	 two[2] = { pl[0], pl[0] };

		ck_assert_int_eq(db_dice_game_add(db, ev, &number, 2, two, &dice_general, NULL,
		    entry(db), &g, &err), 1);
		ck_assert_str_eq(err.msg, "a player plays once in a game");
	}
	finish(db);
}
END_TEST

Suite *
dice_db_suite(void)
{
	Suite	*s = suite_create("dice_db");
	TCase	*tc = tcase_create("core");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, migrates_league_database);
	tcase_add_test(tc, fresh_database_reopens);
	tcase_add_test(tc, stored_ruleset_round_trip);
	tcase_add_test(tc, schema_refuses_bad_rows);
	tcase_add_test(tc, totals_follow_rules);
	tcase_add_test(tc, standings_share_places);
	tcase_add_test(tc, record_added_once);
	suite_add_tcase(s, tc);
	return s;
}
