/*
 * The live-play driver (src/cli/live.c) through a fixture game's row alone:
 * the "sum" game, where two players add numbers until the sum reaches ten.
 * The driver reads the lines from a file (not a terminal), cuts comments,
 * skips blank lines, stops on the game's quit word, announces the turns
 * and writes the record of -o FILE through the game's record hook.
 */
#include <check.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/util/util.h"
#include "../src/rules/game.h"
#include "../src/cli/cli.h"
#include "../src/cli/live.h"

struct sum {
	int	 sum, moves, p;
};

static int
sum_start(struct live *lv, void *st, int argc, char **argv, const char *ruleset)
{
	struct sum	*s = st;

	(void)argv;
	(void)ruleset;
	if (argc != 0)
		return EXIT_USAGE;
	s->p = 1;
	printf("sum: %d players\n", live_nplayers(lv) ? live_nplayers(lv) : 2);
	return live_save(lv);
}

static int
sum_turn(const void *st)
{
	const struct sum *s = st;

	return s->sum >= 10 ? 0 : s->p;
}

/* A number: added; anything else refused. The line comes without its comment. */
static int
sum_line(struct live *lv, void *st, char *line)
{
	struct sum	*s = st;
	char		*p = live_trim(line);
	long		 n;

	if (parse_int(p, 1, 9, &n) == -1) {
		printf("refused: '%s'\n", p);
		return 0;
	}
	s->sum += (int)n;
	s->moves++;
	s->p = 3 - s->p;
	return live_save(lv);
}

static int
sum_end(struct live *lv, void *st, int stopped)
{
	struct sum	*s = st;

	(void)lv;
	printf("%s at %d after %d moves\n", stopped ? "stopped" : "over", s->sum, s->moves);
	return stopped ? EXIT_RULE : EXIT_OK;
}

static void
sum_record(const void *st, struct strbuf *sb)
{
	sb_addf(sb, "sum %d\n", ((const struct sum *)st)->sum);
}

static const struct cli_option sum_options[] = {
	{ { "players", required_argument, NULL, 'p' }, "\"A; B\"" },
	{ { "output", required_argument, NULL, 'o' }, "-FILE" },
	{ { NULL, 0, NULL, 0 }, NULL }
};
static const char *const sum_quit[] = { "stop", NULL };
static const struct live_game sum_live = {
	2, sizeof(struct sum), sum_options, NULL, sum_start, sum_turn, sum_line, NULL, sum_end,
	NULL, sum_quit, sum_record
};
static const struct game sum_game = { .name = "sum", .live = &sum_live };

/*
 * Runs `sum play ARGS` on input as standard input; returns its standard
 * output (free it) and the exit status in *rc.
 */
static char *
run(const char *input, int argc, char **argv, int *rc)
{
	char	 in[] = "/tmp/check_live_inXXXXXX", out[] = "/tmp/check_live_outXXXXXX";
	char	*text;
	int	 fi, fo, save0, save1;
	FILE	*fp;
	long	 len;

	ck_assert_int_ge(fi = mkstemp(in), 0);
	ck_assert_int_eq(write(fi, input, strlen(input)), (ssize_t)strlen(input));
	lseek(fi, 0, SEEK_SET);
	ck_assert_int_ge(fo = mkstemp(out), 0);
	fflush(stdout);
	/* unbuffered: what the game leaves unread is not kept for the next run */
	setvbuf(stdin, NULL, _IONBF, 0);
	save0 = dup(0);
	save1 = dup(1);
	dup2(fi, 0);
	dup2(fo, 1);
	clearerr(stdin);
	optind = 0;
	*rc = live_play(&sum_game, argc, argv);
	fflush(stdout);
	dup2(save0, 0);
	dup2(save1, 1);
	clearerr(stdin);
	close(save0);
	close(save1);
	close(fi);
	close(fo);
	ck_assert_ptr_nonnull(fp = fopen(out, "r"));
	fseek(fp, 0, SEEK_END);
	len = ftell(fp);
	rewind(fp);
	text = xcalloc(1, (size_t)len + 1);
	ck_assert_int_eq(fread(text, 1, (size_t)len, fp), (size_t)len);
	fclose(fp);
	unlink(in);
	unlink(out);
	return text;
}

/*
 * Comments and blank lines never reach the game; a turn is announced when
 * it changes; the game's end stops the reading (9 is never read).
 */
START_TEST(lines_to_the_end)
{
	char	*argv[] = { "play", NULL };
	char	*out;
	int	 rc;

	out = run("# the game\n\n5 # five\n   \nx\n4\n# last\n1\n9\n", 1, argv, &rc);
	ck_assert_str_eq(out, "sum: 2 players\nplayer 1 to move\nplayer 2 to move\n"
	    "refused: 'x'\nplayer 1 to move\nover at 10 after 3 moves\n");
	ck_assert_int_eq(rc, EXIT_OK);
	free(out);
}
END_TEST

/* The game's quit word stops it; the end of the input likewise; --players names them. */
START_TEST(quit_and_names)
{
	char	*argv[] = { "play", "--players", "Ala; Ola", NULL };
	char	*out;
	int	 rc;

	out = run("2\n  stop  # enough\n3\n", 3, argv, &rc);
	ck_assert_str_eq(out, "sum: 2 players\nAla (player 1) to move\nOla (player 2) to move\n"
	    "stopped at 2 after 1 moves\n");
	ck_assert_int_eq(rc, EXIT_RULE);
	free(out);
	out = run("", 1, argv, &rc);
	ck_assert_str_eq(out, "sum: 2 players\nplayer 1 to move\nstopped at 0 after 0 moves\n");
	free(out);
}
END_TEST

/* -o FILE holds the record as it was saved last, written whole. */
START_TEST(record_saved)
{
	char	 path[] = "/tmp/check_live_recXXXXXX", buf[32] = "";
	char	*argv[] = { "play", "-o", path, NULL };
	char	*out;
	FILE	*fp;
	int	 fd, rc;

	ck_assert_int_ge(fd = mkstemp(path), 0);
	close(fd);
	out = run("7\n2\n", 3, argv, &rc);
	free(out);
	ck_assert_int_eq(rc, EXIT_RULE);
	ck_assert_ptr_nonnull(fp = fopen(path, "r"));
	ck_assert_ptr_nonnull(fgets(buf, sizeof(buf), fp));
	fclose(fp);
	unlink(path);
	ck_assert_str_eq(buf, "sum 9\n");
}
END_TEST

Suite *
live_suite(void)
{
	Suite	*s = suite_create("live");
	TCase	*tc = tcase_create("driver");

	tcase_add_test(tc, lines_to_the_end);
	tcase_add_test(tc, quit_and_names);
	tcase_add_test(tc, record_saved);
	suite_add_tcase(s, tc);
	return s;
}
