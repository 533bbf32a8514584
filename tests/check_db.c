/*
 * The league database: table points with ties (§7.4), the invariants the
 * schema enforces by itself (zero-sum, ranges, four players, versions), the
 * migration guard, and the streaming CSV reader.
 */
#include <check.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/csvio/csvio.h"
#include "../src/db/baskadb.h"
#include "../src/db/db_int.h"

/*
 * The library's league commands read the global --db path that main.c
 * defines; the unit runner links the library without main.c (weak, so that
 * another suite may define it too).
 */
const char *cli_db_path __attribute__((weak)) = "referee.db";

static char	 dbpath[64];

static struct db *
fresh(void)
{
	struct db	*db;
	struct errbuf	 err;
	char		 p[80];

	snprintf(dbpath, sizeof(dbpath), "/tmp/check_db_%ld.db", (long)getpid());
	unlink(dbpath);
	snprintf(p, sizeof(p), "%s-wal", dbpath);
	unlink(p);
	snprintf(p, sizeof(p), "%s-shm", dbpath);
	unlink(p);
	err_clear(&err);
	ck_assert_msg(db_open(dbpath, &db, &err) == 0, "%s", err.msg);
	return db;
}

static void
done(struct db *db)
{
	char	 p[80];

	db_close(db);
	unlink(dbpath);
	snprintf(p, sizeof(p), "%s-wal", dbpath);
	unlink(p);
	snprintf(p, sizeof(p), "%s-shm", dbpath);
	unlink(p);
}

static int64_t
event(struct db *db, const char *name, int tie_mode)
{
	struct db_event	 ev, found;
	struct baska_rules r = baska_psb, back;
	struct errbuf	 err;

	memset(&ev, 0, sizeof(ev));
	snprintf(ev.name, sizeof(ev.name), "%s", name);
	snprintf(ev.ruleset_name, sizeof(ev.ruleset_name), "psb");
	r.tie_mode = tie_mode;
	ck_assert_int_eq(db_baska_event_add(db, &ev, &r, &err), 0);
	/* The event carries its game and ruleset text; the rules come back from it. */
	ck_assert_int_eq(db_event_find(db, name, &found, &err), 1);
	ck_assert_str_eq(found.game, "baska");
	ck_assert_str_eq(found.ruleset, ev.ruleset);
	ck_assert_int_eq(db_baska_rules(&found, &back, &err), 0);
	ck_assert_int_eq(back.tie_mode, tie_mode);
	ck_assert_mem_eq(&back, &r, sizeof(r));
	return ev.id;
}

/* A table of event with four new players named prefix1..prefix4. */
static int64_t
table(struct db *db, int64_t ev, int session, int number, const char *prefix, int nseats)
{
	struct errbuf	 err;
	int64_t		 t, p;
	char		 name[64];
	int		 i;

	ck_assert_int_eq(db_table_get(db, ev, session, number, 1, &t, &err), 1);
	for (i = 1; i <= nseats; i++) {
		snprintf(name, sizeof(name), "%s%d", prefix, i);
		ck_assert_int_eq(db_player_get(db, name, 1, &p, &err), 1);
		ck_assert_msg(db_seat_set(db, t, i, p, &err) == 0, "%s", err.msg);
	}
	return t;
}

/* A deal with the given points (a zwykła by seats 1 and 3, fields consistent enough). */
static int
deal(struct db *db, int64_t t, int number, int p1, int p2, int p3, int p4,
    struct errbuf *err)
{
	struct db_deal	 d;
	int64_t		 entry;

	memset(&d, 0, sizeof(d));
	d.number = number;
	d.dealer = (number - 1) % 4 + 1;
	d.out.contract = BC_ZWYKLA;
	d.out.declarer = 1;
	d.out.partner = 3;
	d.out.eyes = 60;
	d.score.won = 1;
	d.score.level = 1;
	d.score.points[0] = p1;
	d.score.points[1] = p2;
	d.score.points[2] = p3;
	d.score.points[3] = p4;
	ck_assert_int_eq(db_entry_add(db, "test", "2026-03-14T10:00:00Z", NULL, "test",
	    &entry, err), 0);
	return db_deal_put(db, t, &d, entry, 0, err);
}

struct big {
	int	 n;
	long	 big12[8];
	long	 small[8];
	int	 seat[8];
};

static int
big_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct big	*b = arg;
	int		 i, seat = 0;
	long		 big12 = 0, small = 0;

	for (i = 0; i < ncol; i++) {
		if (strcmp(names[i], "seat") == 0)
			seat = atoi(vals[i]);
		else if (strcmp(names[i], "big12") == 0)
			big12 = atol(vals[i]);
		else if (strcmp(names[i], "small") == 0)
			small = atol(vals[i]);
	}
	if (b->n < 8) {
		b->seat[b->n] = seat;
		b->big12[b->n] = big12;
		b->small[b->n] = small;
		b->n++;
	}
	return 0;
}

/* Table points (in twelfths) of seats 1..4 of a table whose totals are t[]. */
static void
points_of(int tie_mode, const int *t, long *out, int absent_seat)
{
	struct db	*db = fresh();
	struct errbuf	 err;
	struct big	 b;
	int64_t		 ev, tb;
	int		 i;

	ev = event(db, "E", tie_mode);
	tb = table(db, ev, 1, 1, "P", 4);
	ck_assert_msg(deal(db, tb, 1, t[0], t[1], t[2], t[3], &err) == 0, "%s", err.msg);
	if (absent_seat)
		ck_assert_int_eq(db_seat_absent(db, tb, absent_seat, 1, &err), 0);
	memset(&b, 0, sizeof(b));
	/* protocol_foot gives the seat, small points and big points text;
	 * read the view itself through the standings query's building block. */
	{
		struct db_param p = { DBP_INT, tb, NULL };

		ck_assert_int_eq(db_report(db, "table_points", &p, 1, big_row, &b, &err), 0);
	}
	ck_assert_int_eq(b.n, 4);
	for (i = 0; i < 4; i++) {
		ck_assert_int_eq(b.seat[i], i + 1);
		out[i] = b.big12[i];
		if (!absent_seat)
			ck_assert_int_eq(b.small[i], t[i]);
	}
	done(db);
}

START_TEST(table_points_ties)
{
	static const struct {
		int	 t[4];
		long	 big12[4];	/* 5/3/1/0 in twelfths */
	} cases[] = {
		{ { 10, 5, -5, -10 }, { 60, 36, 12, 0 } },	/* no tie */
		{ { 10, 0, 0, -10 }, { 60, 24, 24, 0 } },	/* 2nd-3rd: 2 each (§7.2) */
		{ { 5, 5, -5, -5 }, { 48, 48, 6, 6 } },		/* 1st-2nd and 3rd-4th: 4 and 0.5 */
		{ { -10, 0, 0, 10 }, { 0, 24, 24, 60 } },	/* order of seats does not matter */
		{ { 9, -3, -3, -3 }, { 60, 16, 16, 16 } },	/* 2nd-4th: 4/3 each (thirds) */
		{ { 1, 1, 1, -3 }, { 36, 36, 36, 0 } },		/* 1st-3rd: 3 each */
		{ { 0, 0, 0, 0 }, { 27, 27, 27, 27 } },		/* 4-way: 2.25 each */
	};
	long	 got[4];
	size_t	 i;
	int	 s;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		points_of(TIE_AVERAGE, cases[i].t, got, 0);
		for (s = 0; s < 4; s++)
			ck_assert_msg(got[s] == cases[i].big12[s], "case %zu seat %d: %ld, expected %ld",
			    i, s + 1, got[s], cases[i].big12[s]);
	}
}
END_TEST

START_TEST(table_points_modes_and_absent)
{
	static const int t[4] = { 10, 0, 0, -10 };
	long	 got[4];

	points_of(TIE_BEST, t, got, 0);
	ck_assert_int_eq(got[1], 36);
	ck_assert_int_eq(got[2], 36);
	points_of(TIE_WORST, t, got, 0);
	ck_assert_int_eq(got[1], 12);
	ck_assert_int_eq(got[2], 12);
	/* §7.4: a player left: the others get 3 big (36 twelfths), he gets 0. */
	points_of(TIE_AVERAGE, t, got, 2);
	ck_assert_int_eq(got[0], 36);
	ck_assert_int_eq(got[1], 0);
	ck_assert_int_eq(got[2], 36);
	ck_assert_int_eq(got[3], 36);
}
END_TEST

/* Property: every split of a full table hands out exactly 5+3+1+0 points. */
START_TEST(table_points_sum)
{
	static const int v[] = { -4, 0, 4 };
	long	 got[4];
	int	 a, b, c;

	for (a = 0; a < 3; a++)
		for (b = 0; b < 3; b++)
			for (c = 0; c < 3; c++) {
				int	 t[4] = { v[a], v[b], v[c], -(v[a] + v[b] + v[c]) };

				points_of(TIE_AVERAGE, t, got, 0);
				ck_assert_int_eq(got[0] + got[1] + got[2] + got[3], 9 * 12);
			}
}
END_TEST

static int
exec_rc(const char *sql)
{
	sqlite3	*h;
	int	 rc;

	ck_assert_int_eq(sqlite3_open(dbpath, &h), SQLITE_OK);
	sqlite3_exec(h, "PRAGMA foreign_keys = ON", NULL, NULL, NULL);
	rc = sqlite3_exec(h, sql, NULL, NULL, NULL);
	sqlite3_close(h);
	return rc;
}

static long
query_int(const char *sql)
{
	sqlite3		*h;
	sqlite3_stmt	*st;
	long		 v = -999;

	ck_assert_int_eq(sqlite3_open(dbpath, &h), SQLITE_OK);
	ck_assert_int_eq(sqlite3_prepare_v2(h, sql, -1, &st, NULL), SQLITE_OK);
	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	sqlite3_close(h);
	return v;
}

START_TEST(schema_refuses_bad_rows)
{
	struct db	*db = fresh();
	struct errbuf	 err;
	int64_t		 ev, t, t3, p;

	ev = event(db, "E", TIE_AVERAGE);
	t = table(db, ev, 1, 1, "A", 4);
	t3 = table(db, ev, 1, 2, "B", 3);
	/* Zero-sum. */
	ck_assert_int_eq(deal(db, t, 1, 1, -1, 1, 0, &err), 1);
	ck_assert_ptr_nonnull(strstr(err.msg, "sum to zero"));
	ck_assert_int_eq(db_refusal(db), DBR_ZERO_SUM);
	ck_assert_int_eq(deal(db, t, 1, 1, -1, 1, -1, &err), 0);
	/* A deal number twice without a correction. */
	ck_assert_int_eq(deal(db, t, 1, 2, -2, 2, -2, &err), 1);
	ck_assert_ptr_nonnull(strstr(err.msg, "already entered"));
	ck_assert_int_eq(db_refusal(db), DBR_DEAL_ENTERED);
	/* Three players at the table. */
	ck_assert_int_eq(deal(db, t3, 1, 1, -1, 1, -1, &err), 1);
	ck_assert_ptr_nonnull(strstr(err.msg, "four seated players"));
	ck_assert_int_eq(db_refusal(db), DBR_NEED_FOUR);
	/* A player at two tables of one session; the same player twice at a table. */
	ck_assert_int_eq(db_player_get(db, "A1", 0, &p, &err), 1);
	ck_assert_int_eq(db_seat_set(db, t3, 4, p, &err), 1);
	ck_assert_int_eq(db_refusal(db), DBR_ONE_TABLE_PER_SESSION);
	ck_assert_str_eq(err.msg, "a player sits at one table per session");
	ck_assert_int_eq(db_player_get(db, "B1", 0, &p, &err), 1);
	ck_assert_int_eq(db_seat_set(db, t3, 4, p, &err), 1);
	ck_assert_int_eq(db_refusal(db), DBR_SEAT_TWICE);
	ck_assert_str_eq(err.msg, "a player cannot take two seats at one table");
	/* Seats cannot change once deals are played (a trigger's coded refusal). */
	ck_assert_int_eq(db_seat_set(db, t, 1, 0, &err), 1);
	ck_assert_int_eq(db_refusal(db), DBR_SEATS_FIXED);
	ck_assert_str_eq(err.msg, "the table has deals: its seats cannot change");
	/* Players: the name, the licence, an empty name. */
	ck_assert_int_eq(db_player_add(db, "L1", NULL, "PSB-1", &err), 0);
	ck_assert_int_eq(db_player_add(db, "L1", NULL, NULL, &err), 1);
	ck_assert_int_eq(db_refusal(db), DBR_PLAYER_EXISTS);
	ck_assert_int_eq(db_player_add(db, "L2", NULL, "PSB-1", &err), 1);
	ck_assert_int_eq(db_refusal(db), DBR_LICENCE_TAKEN);
	ck_assert_str_eq(err.msg, "licence 'PSB-1' belongs to another player");
	ck_assert_int_eq(db_player_add(db, " L3", NULL, NULL, &err), 1);
	ck_assert_int_eq(db_refusal(db), DBR_PLAYER_NAME);
	db_close(db);

	/* Raw SQL from another program meets the same walls. */
	ck_assert_int_ne(exec_rc("INSERT INTO entry (entered_by, entered_at) VALUES ('x', '2026-01-01T00:00:00Z');"
	    "INSERT INTO deal (table_id, number, version, dealer, contract, declarer, partner,"
	    " kontras, bok, eyes, won, level, p1, p2, p3, p4, entry_id) VALUES"
	    " (1, 2, 1, 2, 'zwykla', 1, 3, 0, 0, 105, 1, 1, 1, -1, 1, -1, 1)"), SQLITE_OK);
	ck_assert_int_ne(exec_rc("INSERT INTO deal (table_id, number, version, dealer, contract,"
	    " declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, entry_id) VALUES"
	    " (1, 2, 1, 5, 'zwykla', 1, 3, 0, 0, 60, 1, 1, 1, -1, 1, -1, 1)"), SQLITE_OK);
	ck_assert_int_ne(exec_rc("INSERT INTO deal (table_id, number, version, dealer, contract,"
	    " declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, entry_id) VALUES"
	    " (1, 2, 1, 2, 'zwykla', 1, 1, 0, 0, 60, 1, 1, 1, -1, 1, -1, 1)"), SQLITE_OK);
	ck_assert_int_ne(exec_rc("INSERT INTO deal (table_id, number, version, dealer, contract,"
	    " declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, entry_id) VALUES"
	    " (1, 2, 1, 2, 'poker', 1, 3, 0, 0, 60, 1, 1, 1, -1, 1, -1, 1)"), SQLITE_OK);
	ck_assert_int_eq(exec_rc("INSERT INTO deal (table_id, number, version, dealer, contract,"
	    " declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, entry_id) VALUES"
	    " (1, 2, 1, 2, 'zwykla', 1, 3, 0, 0, 60, 1, 1, 1, -1, 1, -1, 1)"), SQLITE_OK);
	/* Versions: no delete, no edit in place, no correction without a reason. */
	ck_assert_int_ne(exec_rc("DELETE FROM deal WHERE number = 2"), SQLITE_OK);
	ck_assert_int_ne(exec_rc("UPDATE deal SET eyes = 70 WHERE number = 2"), SQLITE_OK);
	ck_assert_int_ne(exec_rc("UPDATE deal SET version = 2, eyes = 70 WHERE number = 2"),
	    SQLITE_OK);
	ck_assert_int_eq(exec_rc("INSERT INTO entry (entered_by, entered_at, reason) VALUES"
	    " ('x', '2026-01-01T00:00:00Z', 'eyes misread');"
	    "UPDATE deal SET version = 2, eyes = 70, entry_id = (SELECT max(id) FROM entry)"
	    " WHERE number = 2"), SQLITE_OK);
	ck_assert_int_ne(exec_rc("DELETE FROM deal_history"), SQLITE_OK);
	ck_assert_int_ne(exec_rc("UPDATE deal_history SET eyes = 1"), SQLITE_OK);
	ck_assert_int_eq(query_int("SELECT count(*) FROM deal_history"), 1);
	ck_assert_int_eq(query_int("SELECT eyes FROM deal_history"), 60);
	ck_assert_int_eq(query_int("SELECT eyes FROM deal WHERE number = 2"), 70);
	/* The table totals followed the new deal and still sum to zero. */
	ck_assert_int_eq(query_int("SELECT s1 * 1000 + deals FROM table_total WHERE table_id = 1"),
	    2002);
	ck_assert_int_eq(query_int("SELECT s1 + s2 + s3 + s4 FROM table_total WHERE table_id = 1"), 0);
	unlink(dbpath);
}
END_TEST

START_TEST(newer_database_refused)
{
	struct db	*db = fresh();
	struct errbuf	 err;
	char		 sql[64];

	db_close(db);
	snprintf(sql, sizeof(sql), "PRAGMA user_version = %d", db_schema_version() + 1);
	ck_assert_int_eq(exec_rc(sql), SQLITE_OK);
	ck_assert_int_eq(db_open(dbpath, &db, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "newer referee"));
	unlink(dbpath);
}
END_TEST

/*
 * Migration 180's temporary list of the Generał games it moved is dropped by
 * the migration on a new file too, not kept until the connection closes; the
 * temporary tables left are the chain's and the ledger's own.
 */
START_TEST(new_database_no_dice_moved)
{
	struct db	*db = fresh();
	sqlite3_stmt	*st;

	ck_assert_int_eq(sqlite3_prepare_v2(db->h, "SELECT count(*) FROM temp.sqlite_schema"
	    " WHERE name = 'dice_moved'", -1, &st, NULL), SQLITE_OK);
	ck_assert_int_eq(sqlite3_step(st), SQLITE_ROW);
	ck_assert_int_eq(sqlite3_column_int(st, 0), 0);
	sqlite3_finalize(st);
	done(db);
}
END_TEST

START_TEST(team_of_five_at_most)
{
	struct db	*db = fresh();
	struct errbuf	 err;
	int64_t		 team, p;
	char		 name[16];
	int		 i;

	ck_assert_int_eq(db_team_add(db, "Kaszuby", &team, &err), 0);
	for (i = 1; i <= 6; i++) {
		snprintf(name, sizeof(name), "T%d", i);
		ck_assert_int_eq(db_player_get(db, name, 1, &p, &err), 1);
		ck_assert_int_eq(db_team_member_add(db, team, p, &err), i <= 5 ? 0 : 1);
	}
	done(db);
}
END_TEST

START_TEST(csv_lines)
{
	static const char text[] = "a,b\n\"x\ny\",2\n\n3,\"q\"\"\"\n4,5";
	char		 path[64], **f;
	FILE		*fp;
	struct csvio	*c;
	struct errbuf	 err;
	size_t		 n;
	int		 line;

	snprintf(path, sizeof(path), "/tmp/check_csv_%ld.csv", (long)getpid());
	fp = fopen(path, "w");
	fputs(text, fp);
	fclose(fp);
	c = csvio_open(path, &err);
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(csvio_next(c, &n, &f, &line, &err), 1);
	ck_assert_int_eq(line, 1);
	ck_assert_str_eq(f[1], "b");
	/* A line break inside a quoted field is refused (referee(1), input bytes). */
	ck_assert_int_eq(csvio_next(c, &n, &f, &line, &err), -1);
	ck_assert_int_eq(err.line, 3);
	ck_assert_str_eq(err.msg, "a line break inside a field");
	csvio_close(c);
	fp = fopen(path, "w");
	fputs("a,b\n\n3,\"q\"\"\"\n4,5", fp);
	fclose(fp);
	c = csvio_open(path, &err);
	ck_assert_int_eq(csvio_next(c, &n, &f, &line, &err), 1);
	ck_assert_int_eq(csvio_next(c, &n, &f, &line, &err), 1);
	ck_assert_int_eq(line, 3);
	ck_assert_str_eq(f[1], "q\"");
	ck_assert_int_eq(csvio_next(c, &n, &f, &line, &err), 1);
	ck_assert_int_eq(line, 4);
	ck_assert_uint_eq(n, 2);
	ck_assert_int_eq(csvio_next(c, &n, &f, &line, &err), 0);
	csvio_close(c);
	fp = fopen(path, "w");
	fputs("a,b\n1,\"open\n", fp);
	fclose(fp);
	c = csvio_open(path, &err);
	ck_assert_int_eq(csvio_next(c, &n, &f, &line, &err), 1);
	ck_assert_int_eq(csvio_next(c, &n, &f, &line, &err), -1);
	ck_assert_int_eq(err.line, 2);
	csvio_close(c);
	unlink(path);
}
END_TEST

/* The error message of sql run by another program on the test's file ("" when it passes). */
static void
exec_msg(const char *sql, char *buf, size_t size)
{
	sqlite3	*h;
	char	*msg = NULL;

	ck_assert_int_eq(sqlite3_open(dbpath, &h), SQLITE_OK);
	sqlite3_exec(h, "PRAGMA foreign_keys = ON", NULL, NULL, NULL);
	sqlite3_exec(h, sql, NULL, NULL, &msg);
	snprintf(buf, size, "%s", msg != NULL ? msg : "");
	sqlite3_free(msg);
	sqlite3_close(h);
}

/*
 * Every code a trigger of a new database raises is one refusal.c knows, so
 * referee says each refusal in its own words (and in Polish), never in the
 * trigger's English; and a game of the generic store is refused under a
 * Baśka event whoever writes it.
 */
START_TEST(trigger_codes_known)
{
	struct db	*db = fresh();
	sqlite3		*h;
	sqlite3_stmt	*st;
	const char	*sql, *p, *words;
	char		 code[128], msg[256];
	size_t		 n;
	int		 codes = 0;

	event(db, "E", TIE_AVERAGE);
	db_close(db);
	ck_assert_int_eq(sqlite3_open(dbpath, &h), SQLITE_OK);
	ck_assert_int_eq(sqlite3_prepare_v2(h, "SELECT name, sql FROM sqlite_master"
	    " WHERE type = 'trigger'", -1, &st, NULL), SQLITE_OK);
	while (sqlite3_step(st) == SQLITE_ROW) {
		sql = (const char *)sqlite3_column_text(st, 1);
		for (p = sql; (p = strstr(p, "RAISE(ABORT, '")) != NULL; p += n) {
			p += strlen("RAISE(ABORT, '");
			n = strcspn(p, "'");
			snprintf(code, sizeof(code), "%.*s", (int)n, p);
			words = NULL;
			ck_assert_msg(db_raise_refusal(code, &words) != DBR_NONE && words != NULL,
			    "trigger %s raises '%s', a code refusal.c does not know",
			    (const char *)sqlite3_column_text(st, 0), code);
			codes++;
		}
	}
	sqlite3_finalize(st);
	sqlite3_close(h);
	ck_assert_int_ge(codes, 40);
	ck_assert_int_eq(db_raise_refusal("E_NO_SUCH_CODE: words", NULL), DBR_NONE);
	ck_assert_int_eq(db_raise_refusal("no code at all", NULL), DBR_NONE);

	exec_msg("INSERT INTO entry (entered_by, entered_at) VALUES ('x', '2026-01-01T00:00:00Z');"
	    "INSERT INTO game_result (event_id, number, players, record, entry_id)"
	    " VALUES (1, 1, 2, 'x', (SELECT max(id) FROM entry))", msg, sizeof(msg));
	ck_assert_int_eq(db_raise_refusal(msg, &words), DBR_GAME_EVENT);
	ck_assert_str_eq(words, "a Baśka event keeps tables and deals, not games");
	ck_assert_int_eq(query_int("SELECT count(*) FROM game_result"), 0);
	unlink(dbpath);
}
END_TEST

Suite *
db_suite(void)
{
	Suite	*s = suite_create("db");
	TCase	*tc = tcase_create("league");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, table_points_ties);
	tcase_add_test(tc, table_points_modes_and_absent);
	tcase_add_test(tc, table_points_sum);
	tcase_add_test(tc, schema_refuses_bad_rows);
	tcase_add_test(tc, trigger_codes_known);
	tcase_add_test(tc, newer_database_refused);
	tcase_add_test(tc, new_database_no_dice_moved);
	tcase_add_test(tc, team_of_five_at_most);
	tcase_add_test(tc, csv_lines);
	suite_add_tcase(s, tc);
	return s;
}
