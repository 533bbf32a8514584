/*
 * The game row is the plug-in point (issue 28): a game of the tests' own
 * (tests/fixture_game.c, "coin") is registered through its row alone, and
 * the tool's real dispatcher (cli_main, what main() calls) runs the generic
 * commands on it: check, ruleset list and show, the game's own group, and
 * event add, a game entry and standings, kept in the generic store through
 * the row's store hooks alone.
 */
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sqlite3.h>

#include "fixture_game.h"
#include "../src/cli/cli.h"
#include "../src/cli/commands.h"

#define STANDINGS	"Coin Cup (Coin, ruleset coin)\n" \
	"rank  player   points  games  wins\n" \
	"   1  Ala Kos       3      2     1\n" \
	"   1  Bolek         3      2     1\n" \
	"   3  Celina        2      1     1\n"
#define RUN(...)	run((const char *const []){ __VA_ARGS__, NULL })

static char	 dir[64];
static char	 out[8192], err[8192];

/* Writes text to dir/name; returns the path (static). */
static const char *
put(const char *name, const char *text)
{
	static char	 path[128];
	FILE		*f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs(text, f);
	fclose(f);
	return path;
}

/* Reads what fd 1 or 2 got into buf. */
static void
slurp(FILE *f, char *buf, size_t size)
{
	size_t	 n;

	fflush(f);
	rewind(f);
	n = fread(buf, 1, size - 1, f);
	buf[n] = '\0';
	fclose(f);
}

/*
 * Runs "referee WORDS..." (w, NULL-terminated) through cli_main, stdout in
 * out and stderr in err; its exit status.
 */
static int
run(const char *const *w)
{
	char	*argv[16];
	FILE	*fo = tmpfile(), *fe = tmpfile();
	int	 argc = 0, so, se, rc;

	for (argv[argc++] = "referee"; *w != NULL && argc < 15; w++)
		argv[argc++] = (char *)*w;
	argv[argc] = NULL;
	ck_assert_ptr_nonnull(fo);
	ck_assert_ptr_nonnull(fe);
	fflush(stdout);
	fflush(stderr);
	so = dup(1);
	se = dup(2);
	dup2(fileno(fo), 1);
	dup2(fileno(fe), 2);
	rc = cli_main(argc, argv);
	fflush(stdout);
	fflush(stderr);
	dup2(so, 1);
	dup2(se, 2);
	close(so);
	close(se);
	slurp(fo, out, sizeof(out));
	slurp(fe, err, sizeof(err));
	return rc;
}

static void
setup(void)
{
	snprintf(dir, sizeof(dir), "/tmp/referee-plugin-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	ck_assert_int_eq(game_register(&fixture_coin_game), 0);
}

static void
teardown(void)
{
	char	 cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

/* The registry finds the row by name and by extension, in name order, and refuses a clash. */
START_TEST(registered_by_its_row)
{
	static const struct game clash = { .name = "coin2", .ext = ".coin" };

	ck_assert_ptr_eq(game_find("COIN"), &fixture_coin_game);
	ck_assert_ptr_eq(game_by_file("a/b.coin"), &fixture_coin_game);
	ck_assert_int_eq(game_register(&fixture_coin_game), 0);	/* twice: once */
	ck_assert_int_eq(game_register(&clash), -1);
	ck_assert_str_eq(game_at(0)->name, "baska");
	ck_assert_str_eq(game_at(1)->name, "coin");
}
END_TEST

/* referee check FILE reads, picks the rules of and judges a coin record through its row. */
START_TEST(check_through_the_row)
{
	const char	*ok = put("ok.coin", "H\nT\nH\n");
	char		 want[256];

	ck_assert_int_eq(RUN("check", ok), EXIT_OK);
	snprintf(want, sizeof(want), "%s: Coin, no rule broken\n", ok);
	ck_assert_str_eq(out, want);
	ck_assert_str_eq(err, "");

	ok = put("long.coin", "H\nT\nH\nT\nT\n");
	ck_assert_int_eq(RUN("check", ok), EXIT_RULE);
	snprintf(want, sizeof(want), "%s:4:1: toss 4: more than 3 tosses\n"
	    "%s:5:1: toss 5: more than 3 tosses\n", ok, ok);
	ck_assert_str_eq(out, want);
	/* --ruleset, and the record's own tag, pick the preset through the row's kv_game */
	ck_assert_int_eq(RUN("check", "--ruleset", "many", ok), EXIT_OK);
	ok = put("tagged.coin", "Ruleset many\nH\nT\nH\nT\nT\n");
	ck_assert_int_eq(RUN("check", ok), EXIT_OK);
	ok = put("bad.coin", "H\nX\n");
	ck_assert_int_eq(RUN("check", ok), EXIT_USAGE);
	snprintf(want, sizeof(want), "referee: %s:2:1: expected a toss, H or T\n", ok);
	ck_assert_str_eq(err, want);
}
END_TEST

/* ruleset list and show, and the game's own command group, all from the row. */
START_TEST(ruleset_and_group_through_the_row)
{
	const char	*f = put("c.coin", "H\nT\nT\n");
	const char	*row, *end;
	char		 want[256];

	ck_assert_int_eq(RUN("ruleset", "list"), EXIT_OK);
	/* the row "many  coin  ten tosses", its columns as wide as the longest names */
	ck_assert_ptr_nonnull(row = strstr(out, "\nmany "));
	ck_assert_ptr_nonnull(end = strchr(row + 1, '\n'));
	ck_assert_int_eq(strncmp(row + strspn(row + 1, "many ") + 1, "coin ", 5), 0);
	ck_assert_int_eq(strncmp(end - 10, "ten tosses", 10), 0);
	ck_assert_int_eq(RUN("ruleset", "show", "many"), EXIT_OK);
	ck_assert_ptr_nonnull(strstr(out, "tosses = 10\n"));
	ck_assert_int_eq(RUN("coin", "count", f), EXIT_OK);
	snprintf(want, sizeof(want), "%s: 1 heads, 2 tails\n", f);
	ck_assert_str_eq(out, want);
	ck_assert_int_eq(RUN("help"), EXIT_OK);
	ck_assert_ptr_nonnull(strstr(out, "Coin: check records, count tosses"));
}
END_TEST

/* Runs an SQL statement on the database at path; SQLite's result code, its message in msg. */
static int
sql(const char *path, const char *text, char *msg, size_t size)
{
	sqlite3	*h;
	char	*m = NULL;
	int	 rc;

	ck_assert_int_eq(sqlite3_open(path, &h), SQLITE_OK);
	rc = sqlite3_exec(h, text, NULL, NULL, &m);
	snprintf(msg, size, "%s", m ? m : "");
	sqlite3_free(m);
	sqlite3_close(h);
	return rc;
}

/*
 * event add --game coin, a game entry ("coin add") and standings, through
 * the row's store hooks alone: the generic store (schema/160-game-results.sql,
 * src/cli/game_store.c) keeps the events and games of a game it was never
 * told of, the game's kind registered with its first event; verify holds.
 */
START_TEST(event_game_and_standings_through_the_row)
{
	const char	*g1, *g2, *bad;
	char		 db[128], want[512], msg[256];

	snprintf(db, sizeof(db), "%s/league.db", dir);
	ck_assert_int_eq(RUN("--db", db, "event", "add", "--game", "coin", "--deals", "3",
	    "Coin Cup"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: --deals: a Coin event has games, not deals\n");
	ck_assert_int_eq(RUN("--db", db, "event", "add", "--game", "coin", "Coin Cup"), EXIT_OK);
	ck_assert_str_eq(out, "event 'Coin Cup' added (coin, ruleset coin)\n");
	ck_assert_str_eq(err, "");
	ck_assert_int_eq(sql(db, "SELECT 1 / (SELECT count(*) FROM game_kind WHERE name = 'coin')",
	    msg, sizeof(msg)), SQLITE_OK);

	g1 = put("g1.coin", "H\nT\nH\n");
	ck_assert_int_eq(RUN("--db", db, "coin", "add", "--by", "Sędzia", "Coin Cup", g1,
	    "Ala Kos=3", "Bolek=1"), EXIT_OK);
	snprintf(want, sizeof(want), "%s: game 1: Ala Kos 3, Bolek 1\n", g1);
	ck_assert_str_eq(out, want);
	/* the same record twice is refused by the store */
	ck_assert_int_eq(RUN("--db", db, "coin", "add", "Coin Cup", g1, "Ala Kos=3", "Bolek=1"),
	    EXIT_RULE);
	snprintf(want, sizeof(want), "referee: %s: this record is already a game of the event\n",
	    g1);
	ck_assert_str_eq(err, want);
	/* a record that breaks the event's rules is judged through the row and refused */
	bad = put("bad.coin", "H\nT\nH\nT\n");
	ck_assert_int_eq(RUN("--db", db, "coin", "add", "Coin Cup", bad, "Ala Kos=1", "Bolek=3"),
	    EXIT_RULE);
	snprintf(want, sizeof(want), "%s:4:1: toss 4: more than 3 tosses\n", bad);
	ck_assert_str_eq(out, want);
	ck_assert_str_eq(err, "referee: Coin Cup: nothing added\n");
	ck_assert_int_eq(RUN("--db", db, "coin", "add", "Coin Cup", bad, "Ala Kos"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: expected PLAYER=POINTS, not 'Ala Kos'\n");
	g2 = put("g2.coin", "Ruleset coin\nT\nT\n");
	ck_assert_int_eq(RUN("--db", db, "coin", "add", "Coin Cup", g2, "Bolek=2", "Celina=2",
	    "Ala Kos=0"), EXIT_OK);
	snprintf(want, sizeof(want), "%s: game 2: Bolek 2, Celina 2, Ala Kos 0\n", g2);
	ck_assert_str_eq(out, want);

	ck_assert_int_eq(RUN("--db", db, "standings", "Coin Cup"), EXIT_OK);
	ck_assert_str_eq(out, STANDINGS);
	ck_assert_int_eq(RUN("--db", db, "standings", "--format", "csv", "Coin Cup"), EXIT_OK);
	ck_assert_str_eq(out, "rank,player,points,games,wins\n1,Ala Kos,3,2,1\n1,Bolek,3,2,1\n"
	    "3,Celina,2,1,1\n");

	/* a coin game is not entered for another game's event */
	ck_assert_int_eq(RUN("--db", db, "event", "add", "--game", "dice", "Dice Cup"), EXIT_OK);
	ck_assert_int_eq(RUN("--db", db, "coin", "add", "Dice Cup", g1, "Ala Kos=1"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: event 'Dice Cup' is a dice event: its games are not "
	    "entered with this command\n");
	ck_assert_int_eq(RUN("--db", db, "verify"), EXIT_OK);
	ck_assert_str_eq(out, "ok\n");

	/* The event's game is a game kind, not a name the schema lists. */
	ck_assert_int_ne(sql(db, "PRAGMA foreign_keys = ON; INSERT INTO event (name, game,"
	    " ruleset_name, ruleset, big1, big2, big3, big4, absent_big, absent_small, team_best_n,"
	    " season_best_n) VALUES ('Nope Cup', 'nope', 'x', '', 0, 0, 0, 0, 0, 0, 1, 0)",
	    msg, sizeof(msg)), SQLITE_OK);
	ck_assert_str_eq(msg, "FOREIGN KEY constraint failed");
	/* A stored game is never changed, and a raw edit past the trigger is found. */
	ck_assert_int_ne(sql(db, "UPDATE game_result_seat SET points = 9 WHERE seat = 2",
	    msg, sizeof(msg)), SQLITE_OK);
	ck_assert_int_eq(sql(db, "DROP TRIGGER game_result_seat_frozen; UPDATE game_result_seat"
	    " SET points = 9 WHERE seat = 2 AND result_id = 1", msg, sizeof(msg)), SQLITE_OK);
	ck_assert_int_eq(RUN("--db", db, "verify"), EXIT_RULE);
}
END_TEST

Suite *
plugin_suite(void)
{
	Suite	*s = suite_create("plugin");
	TCase	*tc = tcase_create("coin");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, registered_by_its_row);
	tcase_add_test(tc, check_through_the_row);
	tcase_add_test(tc, ruleset_and_group_through_the_row);
	tcase_add_test(tc, event_game_and_standings_through_the_row);
	suite_add_tcase(s, tc);
	return s;
}
