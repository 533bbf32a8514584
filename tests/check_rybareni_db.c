/*
 * Rybaření events in the league database: the migration that rebuilds the
 * event table (schema/030-rybareni.sql) keeps every row and every reference
 * to it; the one that moves its games to the generic store
 * (170-ryb-results.sql) keeps their numbers, seats and catches and links
 * them in the ledger; the stored ruleset reads back, and a game is stored
 * in the generic store with its seats and the numbers only it shows.
 */
#include <check.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/db/db.h"
#include "../src/db/baskadb.h"
#include "../src/db/embed.h"
#include "../src/db/gamedb.h"
#include "../src/rules/rybareni/rybareni.h"
#include "../src/util/kv.h"

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

/* Runs sql on a second connection with foreign keys on; "" or SQLite's message. */
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

/*
 * A new file at path of schema version upto (the migrations up to it, as an
 * older referee left it), then sql run on it; the file migrated by db_open.
 */
static void
old_file_open(int upto, const char *sql)
{
	struct db	*db;
	struct errbuf	 err;
	sqlite3		*h;
	char		 v[64];
	int		 i;

	snprintf(path, sizeof(path), "/tmp/check_rybareni_db_%ld.db", (long)getpid());
	unlink_all();
	ck_assert_int_eq(sqlite3_open(path, &h), SQLITE_OK);
	for (i = 0; embed_schema[i].name != NULL && atoi(embed_schema[i].name) <= upto; i++)
		ck_assert_int_eq(sqlite3_exec(h, embed_schema[i].text, NULL, NULL, NULL), SQLITE_OK);
	snprintf(v, sizeof(v), "PRAGMA foreign_keys = ON; PRAGMA user_version = %d", upto);
	ck_assert_int_eq(sqlite3_exec(h, v, NULL, NULL, NULL), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(h, sql, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	/* Before 030 the event table takes no Rybaření event. */
	if (upto < 30)
		ck_assert_str_eq(sql_err("INSERT INTO event (name, game, ruleset_name, ruleset,"
		    " big1, big2, big3, big4, absent_big, absent_small, team_best_n,"
		    " season_best_n) VALUES ('R', 'rybareni', 'rybareni', '', 0, 0, 0, 0, 0, 0,"
		    " 1, 0)"), "CHECK constraint failed: game IN ('baska', 'dice', 'fleet')");
	err_clear(&err);
	ck_assert_msg(db_open(path, &db, &err) == 0, "%s", err.msg);
	db_close(db);
}

/* A file of schema version 10 (league and dice) with events and rows pointing at them. */
START_TEST(migration_keeps_events)
{
	old_file_open(10, "INSERT INTO event (id, name, date, ruleset_name, ruleset, big1, big2,"
	    " big3, big4, absent_big, absent_small, team_best_n, season_best_n) VALUES (5, 'GP',"
	    " '2026-03-14', 'psb', 'x', 5, 3, 1, 0, 3, 35, 4, 0), (9, 'Kości', NULL, 'general',"
	    " 'y', 0, 0, 0, 0, 0, 0, 1, 0); UPDATE event SET game = 'dice' WHERE id = 9;"
	    " INSERT INTO play_table (event_id, session, number) VALUES (5, 1, 1), (5, 1, 2)");
	ck_assert_int_eq(sql_int("PRAGMA user_version"), db_schema_version());
	ck_assert_int_ge(db_schema_version(), 30);
	/* The rows, their ids and the references to them are as they were. */
	ck_assert_int_eq(sql_int("SELECT count(*) FROM event"), 2);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM event WHERE id = 5 AND name = 'GP' AND"
	    " date = '2026-03-14' AND game = 'baska' AND big1 = 5 AND absent_small = 35"), 1);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM event WHERE id = 9 AND game = 'dice'"), 1);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM play_table t JOIN event e ON e.id ="
	    " t.event_id WHERE e.name = 'GP'"), 2);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM pragma_foreign_key_check"), 0);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM sqlite_schema WHERE name ="
	    " 'event_before_030'"), 0);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM sqlite_schema WHERE name ="
	    " 'event_before_160'"), 0);
	/*
	 * The event table is STRICT and checked as before, and takes Rybaření
	 * now; its game is a game kind (160), no longer a CHECK.
	 */
	ck_assert_str_eq(sql_err("INSERT INTO event (name, game, ruleset_name, ruleset, big1, big2,"
	    " big3, big4, absent_big, absent_small, team_best_n, season_best_n) VALUES ('R',"
	    " 'rybareni', 'rybareni', '', 0, 0, 0, 0, 0, 0, 1, 0)"), "");
	ck_assert_ptr_nonnull(strstr(sql_err("INSERT INTO event (name, game, ruleset_name, ruleset,"
	    " big1, big2, big3, big4, absent_big, absent_small, team_best_n, season_best_n)"
	    " VALUES ('S', 'chess', 'x', '', 0, 0, 0, 0, 0, 0, 1, 0)"), "FOREIGN KEY constraint failed"));
	ck_assert_ptr_nonnull(strstr(sql_err("INSERT INTO event (name, ruleset_name, ruleset, big1,"
	    " big2, big3, big4, absent_big, absent_small, team_best_n, season_best_n)"
	    " VALUES ('T', 'x', '', 'a lot', 0, 0, 0, 0, 0, 1, 0)"), "cannot store TEXT"));
	/* Deleting an event with tables is still refused by the foreign key. */
	ck_assert_ptr_nonnull(strstr(sql_err("DELETE FROM event WHERE id = 5"), "FOREIGN KEY"));
	unlink_all();
}
END_TEST

/*
 * A file of schema version 80 (before the ledger) with a Rybaření game: it
 * is in the generic store after the migrations, under its own id (the store
 * had none), with its catch as values, its rows linked in the ledger.
 */
START_TEST(migration_moves_games)
{
	old_file_open(80, "INSERT INTO event (id, name, game, ruleset_name, ruleset, big1, big2,"
	    " big3, big4, absent_big, absent_small, team_best_n, season_best_n) VALUES (3,"
	    " 'Paluba', 'rybareni', 'rybareni', '', 0, 0, 0, 0, 0, 0, 1, 0);"
	    " INSERT INTO player (id, name) VALUES (1, 'A'), (2, 'B');"
	    " INSERT INTO entry (id, entered_by, entered_at) VALUES (1, 'x',"
	    " '2026-12-03T08:00:00Z');"
	    " INSERT INTO ryb_game (id, event_id, number, players, record, entry_id)"
	    " VALUES (7, 3, 1, 2, 'r', 1);"
	    " INSERT INTO ryb_seat VALUES (7, 1, 2, 4, 48, 2, 10, 58, 1),"
	    " (7, 2, 1, 0, 0, 0, 10, 10, 2)");
	ck_assert_int_eq(sql_int("SELECT count(*) FROM sqlite_schema WHERE name GLOB 'ryb_*'"), 0);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM game_result WHERE id = 7 AND event_id = 3"
	    " AND number = 1 AND players = 2 AND record = 'r' AND entry_id = 1"), 1);
	ck_assert_int_eq(sql_int("SELECT group_concat(player_id || ':' || points || ':' || place)"
	    " = '2:58:1,1:10:2' FROM (SELECT * FROM game_result_seat ORDER BY seat)"), 1);
	ck_assert_int_eq(sql_int("SELECT group_concat(key || '=' || value) = 'big=48,rounded=10,"
	    "small=2,tiles=4' FROM (SELECT * FROM game_result_value WHERE seat = 1 ORDER BY key)"),
	    1);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM ledger WHERE tbl GLOB 'game_result*'"), 11);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM pragma_foreign_key_check"), 0);
	unlink_all();
}
END_TEST

START_TEST(event_and_game_round_trip)
{
	static const char *const keys[] = { "tiles", "big" };
	struct db		*db;
	struct db_event		 ev;
	struct db_game_seat	 seats[2];
	struct ryb_rules	 r = ryb_seed, back;
	struct strbuf		 text = { 0 };
	struct errbuf		 err;
	int64_t			 entry;
	int			 number = 0;

	snprintf(path, sizeof(path), "/tmp/check_rybareni_db_%ld.db", (long)getpid());
	unlink_all();
	err_clear(&err);
	ck_assert_msg(db_open(path, &db, &err) == 0, "%s", err.msg);
	memset(&ev, 0, sizeof(ev));
	snprintf(ev.name, sizeof(ev.name), "Paluba");
	snprintf(ev.game, sizeof(ev.game), "rybareni");
	snprintf(ev.ruleset_name, sizeof(ev.ruleset_name), "ours.rules");
	r.small_fish_rounding = RYB_ROUND_NEXT10;
	r.triple_stack = 1;
	kv_print(&ryb_ruleset_game, NULL, &r, &text);
	ck_assert(db_begin(db, &err) == 0);
	ck_assert_msg(db_game_event_add(db, &ev, sb_str(&text), &err) == 0, "%s", err.msg);
	ck_assert_int_eq(db_game_event_add(db, &ev, sb_str(&text), &err), 1);	/* the name exists */
	sb_free(&text);
	ck_assert_msg(db_game_rules(db, ev.id, "rybareni", "%s %s", &ryb_ruleset_game, &back,
	    sizeof(back), &err) == 0, "%s", err.msg);
	ck_assert_mem_eq(&back, &r, sizeof(r));
	memset(seats, 0, sizeof(seats));
	ck_assert(db_player_get(db, "Matěj", 1, &seats[0].player, &err) == 1);
	ck_assert(db_player_get(db, "Dědek", 1, &seats[1].player, &err) == 1);
	seats[0].points = 58;
	seats[0].place = 1;
	seats[1].points = 10;
	seats[1].place = 2;
	seats[0].nvalues = seats[1].nvalues = 2;
	seats[0].key = seats[1].key = keys;
	seats[0].value[0] = 4;
	seats[0].value[1] = 48;
	ck_assert(db_entry_add(db, "test", "2026-12-03T08:00:00Z", NULL, "check", &entry,
	    &err) == 0);
	ck_assert_msg(db_game_result_add(db, ev.id, &number, 2, seats, "[Players \"A; B\"]",
	    entry, &err) == 0, "%s", err.msg);
	ck_assert_int_eq(number, 1);
	ck_assert(db_commit(db, &err) == 0);
	ck_assert_int_eq(sql_int("SELECT sum(points) FROM game_result_seat"), 68);
	ck_assert_int_eq(sql_int("SELECT place FROM game_result_seat WHERE seat = 2"), 2);
	ck_assert_int_eq(sql_int("SELECT value FROM game_result_value WHERE seat = 1"
	    " AND key = 'big'"), 48);
	/* The same record again, and places against the points: refused, nothing kept. */
	ck_assert(db_begin(db, &err) == 0);
	ck_assert_int_eq(db_game_result_add(db, ev.id, &number, 2, seats, "[Players \"A; B\"]",
	    entry, &err), 1);
	ck_assert_ptr_nonnull(strstr(err.msg, "already a game"));
	seats[0].place = 2;
	seats[1].place = 1;
	ck_assert_int_eq(db_game_result_add(db, ev.id, &number, 2, seats, "[Players \"B; A\"]",
	    entry, &err), 1);
	ck_assert_ptr_nonnull(strstr(err.msg, "places"));
	db_rollback(db);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM game_result"), 1);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM game_result_seat"), 2);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM game_result_value"), 4);
	db_close(db);
	unlink_all();
}
END_TEST

Suite *
rybareni_db_suite(void)
{
	Suite	*s = suite_create("rybareni_db");
	TCase	*tc = tcase_create("db");

	tcase_add_test(tc, migration_keeps_events);
	tcase_add_test(tc, migration_moves_games);
	tcase_add_test(tc, event_and_game_round_trip);
	suite_add_tcase(s, tc);
	return s;
}
