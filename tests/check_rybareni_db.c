/*
 * Rybaření events in the league database (schema/030-rybareni.sql,
 * src/db/ryb.c): the migration that rebuilds the event table keeps every row
 * and every reference to it, the stored ruleset reads back, and a game is
 * stored with its seats.
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
#include "../src/db/ryb.h"

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

/* A file of schema version 10 (league and dice) with events and rows pointing at them. */
START_TEST(migration_keeps_events)
{
	struct db	*db;
	struct errbuf	 err;
	sqlite3		*h;
	int		 i;

	snprintf(path, sizeof(path), "/tmp/check_rybareni_db_%ld.db", (long)getpid());
	unlink_all();
	ck_assert_int_eq(sqlite3_open(path, &h), SQLITE_OK);
	for (i = 0; embed_schema[i].name != NULL && atoi(embed_schema[i].name) <= 10; i++)
		ck_assert_int_eq(sqlite3_exec(h, embed_schema[i].text, NULL, NULL, NULL), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(h, "PRAGMA foreign_keys = ON; PRAGMA user_version = 10;"
	    " INSERT INTO event (id, name, date, ruleset_name, ruleset, big1, big2, big3, big4,"
	    " absent_big, absent_small, team_best_n, season_best_n) VALUES (5, 'GP', '2026-03-14',"
	    " 'psb', 'x', 5, 3, 1, 0, 3, 35, 4, 0), (9, 'Kości', NULL, 'general', 'y', 0, 0, 0,"
	    " 0, 0, 0, 1, 0); UPDATE event SET game = 'dice' WHERE id = 9;"
	    " INSERT INTO play_table (event_id, session, number) VALUES (5, 1, 1), (5, 1, 2)",
	    NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	ck_assert_str_eq(sql_err("INSERT INTO event (name, game, ruleset_name, ruleset, big1, big2,"
	    " big3, big4, absent_big, absent_small, team_best_n, season_best_n) VALUES ('R',"
	    " 'rybareni', 'rybareni', '', 0, 0, 0, 0, 0, 0, 1, 0)"),
	    "CHECK constraint failed: game IN ('baska', 'dice', 'fleet')");

	err_clear(&err);
	ck_assert_msg(db_open(path, &db, &err) == 0, "%s", err.msg);
	db_close(db);
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

START_TEST(event_and_game_round_trip)
{
	struct db		*db;
	struct db_event		 ev;
	struct db_ryb_seat	 seats[2];
	struct ryb_rules	 r = ryb_seed, back;
	struct errbuf		 err;
	int64_t			 entry;
	int			 number = 0;

	snprintf(path, sizeof(path), "/tmp/check_rybareni_db_%ld.db", (long)getpid());
	unlink_all();
	err_clear(&err);
	ck_assert_msg(db_open(path, &db, &err) == 0, "%s", err.msg);
	memset(&ev, 0, sizeof(ev));
	snprintf(ev.name, sizeof(ev.name), "Paluba");
	snprintf(ev.ruleset_name, sizeof(ev.ruleset_name), "ours.rules");
	r.small_fish_rounding = RYB_ROUND_NEXT10;
	r.triple_stack = 1;
	ck_assert(db_begin(db, &err) == 0);
	ck_assert_msg(db_ryb_event_add(db, &ev, &r, &err) == 0, "%s", err.msg);
	ck_assert_int_eq(db_ryb_event_add(db, &ev, &r, &err), 1);	/* the name exists */
	ck_assert_msg(db_ryb_rules(db, ev.id, &back, &err) == 0, "%s", err.msg);
	ck_assert_mem_eq(&back, &r, sizeof(r));
	memset(seats, 0, sizeof(seats));
	ck_assert(db_player_get(db, "Matěj", 1, &seats[0].player, &err) == 1);
	ck_assert(db_player_get(db, "Dědek", 1, &seats[1].player, &err) == 1);
	seats[0].score.big = 48;
	seats[0].score.small = 2;
	seats[0].score.rounded = 10;
	seats[0].score.total = 58;
	seats[0].place = 1;
	seats[0].tiles = 4;
	seats[1].place = 2;
	seats[1].score.rounded = 10;	/* next10: 0 -> 10 */
	seats[1].score.total = 10;
	ck_assert(db_entry_add(db, "test", "2026-12-03T08:00:00Z", NULL, "check", &entry,
	    &err) == 0);
	ck_assert_msg(db_ryb_game_add(db, ev.id, &number, 2, seats, "[Players \"A; B\"]", entry,
	    &err) == 0, "%s", err.msg);
	ck_assert_int_eq(number, 1);
	ck_assert(db_commit(db, &err) == 0);
	ck_assert_int_eq(sql_int("SELECT sum(total) FROM ryb_seat"), 68);
	ck_assert_int_eq(sql_int("SELECT place FROM ryb_seat WHERE position = 2"), 2);
	/* The same record again, and places against the totals: refused, nothing kept. */
	ck_assert(db_begin(db, &err) == 0);
	ck_assert_int_eq(db_ryb_game_add(db, ev.id, &number, 2, seats, "[Players \"A; B\"]",
	    entry, &err), 1);
	ck_assert_ptr_nonnull(strstr(err.msg, "already a game"));
	seats[0].place = 2;
	seats[1].place = 1;
	ck_assert_int_eq(db_ryb_game_add(db, ev.id, &number, 2, seats, "[Players \"B; A\"]",
	    entry, &err), 1);
	ck_assert_ptr_nonnull(strstr(err.msg, "places"));
	db_rollback(db);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM ryb_game"), 1);
	ck_assert_int_eq(sql_int("SELECT count(*) FROM ryb_seat"), 2);
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
	tcase_add_test(tc, event_and_game_round_trip);
	suite_add_tcase(s, tc);
	return s;
}
