/*
 * The declarative command layer (src/cli/cli.c, opts.c): a made-up group
 * "referee t" whose rows' specs say what their options are (typed values
 * refused in one shape per type) and, with CMD_SPEC, which go together,
 * which are required and how many operands come; run through cli_run as
 * the tool runs a row, its standard error kept.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/cli/cli.h"
#include "../src/db/baskadb.h"
#include "../src/db/db.h"
#include "../src/rules/baska/baska.h"

static char	 err[4096];
static long	 got_n, got_seat, got_word;
static int	 got_argc, ran;
static const char *got_text, *got_nth[3], *got_operand;

/* "ab" is 7; anything else is refused at its second column. */
static int
word_conv(const char *arg, long *v, struct errbuf *e)
{
	if (strcmp(arg, "ab") == 0) {
		*v = 7;
		return 0;
	}
	return err_set(e, 0, 2, "expected ab");
}

static int
x_run(struct cmd_ctx *x)
{
	ran = 1;
	got_n = cmd_int(x, "n");
	got_seat = cmd_int(x, "seat");
	got_word = cmd_int(x, "word");
	got_argc = x->argc;
	got_operand = x->argc > 0 ? x->argv[0] : NULL;
	got_text = cmd_arg(x, "by");
	got_nth[0] = cmd_nth(x, "n", 0);
	got_nth[1] = cmd_nth(x, "n", 1);
	got_nth[2] = cmd_nth(x, "n", 2);
	return 0;
}
static CMD_ENTRY(cmd_x, x_run)

/* e, f: a row's event of a game, and its rules read by the driver. */
static int
e_run(struct cmd_ctx *x)
{
	ran = 1;
	got_n = *(const long *)x->rules;
	got_word = x->ev->id;
	return 0;
}
static CMD_ENTRY(cmd_e, e_run)

/* The "rules" of an event: its id and 100. */
static int
e_read(struct db *db, int64_t event, void *rules, struct errbuf *e)
{
	(void)db;
	(void)e;
	*(long *)rules = 100 + (long)event;
	return 0;
}
static const struct cmd_event_game baska_events = { "baska", "'%s' is a %s event, not ours",
    e_read, sizeof(long) };
static const struct cmd_event_game dice_events = { "dice", "'%s' is a %s event, not ours",
    e_read, sizeof(long) };

/* r: the row's ruleset, read by the driver before the command. */
static int
r_run(struct cmd_ctx *x)
{
	ran = 1;
	/* none read (CMD_RULES_GIVEN without --ruleset): -2 */
	got_n = x->rules != NULL ? ((const struct baska_rules *)x->rules)->baska_auto_win : -2;
	return 0;
}
static CMD_ENTRY(cmd_r, r_run)

/*
 * x: [--n N] --seat S [--word W] [--soft N] FILE ... | --key --need V
 * [--n N], the --key form with a message of its own; y: the same first
 * form, no operands, no message; z: an older spec, "!" only shown.
 */
static const struct cli_option x_opts[] = {
	{ { "n", required_argument, NULL, 'n' }, "N", CLI_INT, 1, 10 },
	{ { "seat", required_argument, NULL, 's' }, "!S", CLI_SEAT, 1, 4 },
	{ { "word", required_argument, NULL, 'w' }, "W", CLI_CONV, .conv = word_conv },
	{ { "soft", required_argument, NULL, 'o' }, "?!N", CLI_INT, 0, 5, "the soft count" },
	CLI_OPERANDS_MIN("FILE ...", 1, "a FILE"),
	{ { "key", no_argument, NULL, 'k' }, "/!" },
	{ { "need", required_argument, NULL, 'e' }, "!V" },
	{ { "n", required_argument, NULL, 'n' }, "N" },
	CLI_FORM_ERROR("--need goes with --key alone"),
	{ { NULL, 0, NULL, 0 }, NULL }
};
static const struct cli_option y_opts[] = {
	{ { "seat", required_argument, NULL, 's' }, "!S", CLI_SEAT, 1, 6 },
	{ { "key", no_argument, NULL, 'k' }, "\f!" },
	{ { NULL, 0, NULL, 0 }, NULL }
};
static const struct cli_option z_opts[] = {
	{ { "seat", required_argument, NULL, 's' }, "!S" },
	{ { NULL, 0, NULL, 0 }, NULL }
};
/* u, v: operands counted (at most 2), a text option; u refuses with its usage. */
static const struct cli_option u_opts[] = {
	{ { "n", required_argument, NULL, 'n' }, "!N", CLI_INT, 1, 10 },
	{ { "by", required_argument, NULL, 'b' }, "WHO", CLI_TEXT },
	CLI_OPERANDS_N("A [B]", 1, 2, "an A"),
	{ { NULL, 0, NULL, 0 }, NULL }
};
/*
 * w: NAME ... as texts | --key [K] --note TEXT, K another way to give the
 * hidden but required --n, --note not blank with a message of its own.
 */
static const struct cli_option w_opts[] = {
	CLI_OPERANDS_TEXT("NAME ...", 0, 0, "name"),
	{ { "key", no_argument, NULL, 'k' }, "/!" },
	CLI_OPERAND_OF("K", 0, 1, "n"),
	{ { "n", required_argument, NULL, 'n' }, "~!", CLI_INT, 1, 10 },
	{ { "note", required_argument, NULL, 'o' }, "!TEXT", CLI_TEXT, 1, 0,
	    "--key needs a --note" },
	{ { NULL, 0, NULL, 0 }, NULL }
};
static const struct cli_option e_opts[] = {
	CLI_OPERANDS("EVENT"),
	{ { NULL, 0, NULL, 0 }, NULL }
};
static const struct command t_rows[] = {
	{ "x", cmd_x, "", "x", NULL, NULL, CMD_SPEC, x_opts },
	{ "y", cmd_x, "", "y", NULL, NULL, CMD_SPEC, y_opts },
	{ "z", cmd_x, "", "z", NULL, NULL, 0, z_opts },
	{ "r", cmd_r, "", "r", NULL, NULL, CO_RULESET | CMD_SPEC, NULL, &baska_ruleset_game },
	{ "g", cmd_r, "", "g", NULL, NULL, CO_RULESET | CMD_RULES_GIVEN, NULL,
	    &baska_ruleset_game },
	{ "u", cmd_x, "", "u", NULL, NULL, CMD_SPEC | CMD_USAGE, u_opts },
	{ "v", cmd_x, "", "v", NULL, NULL, CMD_SPEC, u_opts },
	{ "w", cmd_x, "", "w", NULL, NULL, CMD_SPEC, w_opts },
	{ "e", cmd_e, "", "e", NULL, NULL, CMD_SPEC | CMD_DB | CMD_EVENT | CMD_ARGS(0), e_opts,
	    NULL, &baska_events },
	{ "f", cmd_e, "", "f", NULL, NULL, CMD_SPEC | CMD_DB | CMD_EVENT | CMD_ARGS(0), e_opts,
	    NULL, &dice_events },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
static const struct command t_group = { "t", NULL, NULL, "t", t_rows, NULL, 0, NULL };

/* Runs "referee t WORDS..." (NULL-terminated); its exit status, stderr in err. */
static int
run(const char *const *w)
{
	char	*argv[16];
	FILE	*fe = tmpfile();
	int	 argc = 0, se, rc;
	size_t	 n;

	for (argv[argc++] = "t"; *w != NULL && argc < 15; w++)
		argv[argc++] = (char *)*w;
	argv[argc] = NULL;
	ck_assert_ptr_nonnull(fe);
	ran = got_argc = 0;
	got_n = got_seat = got_word = -1;
	got_text = got_operand = NULL;
	fflush(stderr);
	se = dup(2);
	dup2(fileno(fe), 2);
	rc = cli_run(&t_group, "referee", argc, argv);
	fflush(stderr);
	dup2(se, 2);
	close(se);
	rewind(fe);
	n = fread(err, 1, sizeof(err) - 1, fe);
	err[n] = '\0';
	fclose(fe);
	return rc;
}
#define RUN(...)	run((const char *const []){ __VA_ARGS__, NULL })

START_TEST(typed_values)
{
	ck_assert_int_eq(RUN("x", "--n", "3", "--seat", "2", "--word", "ab", "f"), 0);
	ck_assert_int_eq(ran, 1);
	ck_assert_int_eq(got_n, 3);
	ck_assert_int_eq(got_seat, 2);
	ck_assert_int_eq(got_word, 7);
	ck_assert_int_eq(got_argc, 1);
	/* not given: 0 */
	ck_assert_int_eq(RUN("x", "--seat", "4", "f"), 0);
	ck_assert_int_eq(got_n, 0);
	ck_assert_int_eq(got_word, 0);
}
END_TEST

START_TEST(typed_refusals)
{
	ck_assert_int_eq(RUN("x", "--n", "11", "--seat", "1", "f"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: --n: expected a whole number from 1 to 10, not '11'\n");
	ck_assert_int_eq(ran, 0);
	ck_assert_int_eq(RUN("x", "--soft", "x"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: --soft: expected the soft count, 0 to 5, not 'x'\n");
	ck_assert_int_eq(RUN("x", "--seat", "5"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: --seat: expected a seat from 1 to 4, not '5'\n");
	ck_assert_int_eq(RUN("y", "--seat", "0"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: --seat: expected a seat from 1 to 6, not '0'\n");
	ck_assert_int_eq(RUN("x", "--word", "abc"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: --word: column 2: expected ab\n");
	/* in the order given, before anything else */
	ck_assert_int_eq(RUN("x", "--key", "--seat", "9", "--n", "0"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: --seat: expected a seat from 1 to 4, not '9'\n");
}
END_TEST

START_TEST(required_and_operands)
{
	ck_assert_int_eq(RUN("x", "f"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t x: --seat is required\n(see 'referee t x --help')\n");
	ck_assert_int_eq(ran, 0);
	/* "?!": shown required, the command's to check */
	ck_assert_int_eq(RUN("x", "--seat", "1", "f"), 0);
	ck_assert_int_eq(RUN("x", "--seat", "1"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t x: a FILE is required\n(see 'referee t x --help')\n");
	ck_assert_int_eq(RUN("y", "--seat", "1", "extra"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t y: unexpected argument 'extra'\n");
	/* a later form's own "!": its key is not asked for */
	ck_assert_int_eq(RUN("x", "--key"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t x: --need is required\n(see 'referee t x --help')\n");
	ck_assert_int_eq(RUN("x", "--key", "--need", "v", "--n", "2"), 0);
	ck_assert_int_eq(got_n, 2);
	ck_assert_int_eq(RUN("y", "--key"), 0);
}
END_TEST

START_TEST(forms_mixed)
{
	/* the --key form's own message, said by it */
	ck_assert_int_eq(RUN("x", "--key", "--need", "v", "--seat", "1"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t x --key: --need goes with --key alone\n");
	ck_assert_int_eq(RUN("x", "--key", "--need", "v", "f"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t x --key: --need goes with --key alone\n");
	/* the first form has none: the generic one */
	ck_assert_int_eq(RUN("x", "--seat", "1", "--need", "v", "f"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t x: --need goes with --key\n");
	ck_assert_int_eq(RUN("y", "--seat", "1", "--key"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t y: --seat does not go with --key\n");
}
END_TEST

/* A spec without CMD_SPEC keeps its "!" a mark of the usage alone. */
START_TEST(older_spec_unchanged)
{
	ck_assert_int_eq(RUN("z", "a", "b"), 0);
	ck_assert_int_eq(got_argc, 2);
	ck_assert_str_eq(err, "");
	ck_assert_str_eq(cli_usage_text(&t_rows[2]), "--seat S");
	ck_assert_str_eq(cli_usage_text(&t_rows[0]),
	    "[--n N] --seat S [--word W] --soft N FILE ... | --key --need V [--n N]");
}
END_TEST

/* Operands in a spec (CLI_OPERANDS_MIN) are its row's whole usage of them: said once. */
START_TEST(baska_usages_once)
{
	ck_assert_str_eq(cli_usage_text(cli_find(baska_commands, "auction")),
	    "[--ruleset R] [--dealer SEAT] [--hands \"H1 / H2 / H3 / H4\"] CALL ...");
	ck_assert_str_eq(cli_usage_text(cli_find(baska_commands, "check")),
	    "[--ruleset R] [--format text|csv] [--canonical] [--deals N] FILE ...");
	ck_assert_str_eq(cli_usage_text(cli_find(baska_commands, "analyse")),
	    "[--ruleset R] [--format text|csv|html] [--summary] FILE ... | --event E | --season S");
}
END_TEST

/* A row's ruleset: the default, a named one, or the refusal before the command. */
START_TEST(row_ruleset)
{
	ck_assert_int_eq(RUN("r"), 0);
	ck_assert_int_eq(ran, 1);
	ck_assert_int_eq(got_n, baska_psb.baska_auto_win);
	ck_assert_int_eq(RUN("r", "--ruleset", "psb"), 0);
	ck_assert_int_eq(RUN("r", "--ruleset", "nosuch"), EXIT_USAGE);
	ck_assert_int_eq(ran, 0);
	ck_assert_ptr_nonnull(strstr(err, "referee: --ruleset: unknown baska ruleset 'nosuch'"));
	ck_assert_int_eq(RUN("r", "extra"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t r: unexpected argument 'extra'\n");
	/* CMD_RULES_GIVEN: read only when --ruleset names one */
	ck_assert_int_eq(RUN("g"), 0);
	ck_assert_int_eq(got_n, -2);
	ck_assert_int_eq(RUN("g", "--ruleset", "psb"), 0);
	ck_assert_int_eq(got_n, baska_psb.baska_auto_win);
	ck_assert_int_eq(RUN("g", "--ruleset", "nosuch"), EXIT_USAGE);
	ck_assert_int_eq(ran, 0);
}
END_TEST

/* CLI_OPERANDS_N's count, refused in words or (CMD_USAGE) by the usage; CLI_TEXT. */
START_TEST(operands_counted_usage_text)
{
	ck_assert_int_eq(RUN("v", "--n", "1", "a", "b"), 0);
	ck_assert_int_eq(got_argc, 2);
	ck_assert_int_eq(RUN("v", "--n", "1", "a", "b", "c"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t v: unexpected argument 'c'\n");
	ck_assert_int_eq(RUN("v", "--n", "1"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t v: an A is required\n(see 'referee t v --help')\n");
	ck_assert_int_eq(RUN("u", "--n", "1", "a", "b", "c"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: usage: referee t u --n N [--by WHO] A [B]\n");
	ck_assert_int_eq(RUN("u", "--n", "1"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: usage: referee t u --n N [--by WHO] A [B]\n");
	ck_assert_int_eq(RUN("u", "a"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: usage: referee t u --n N [--by WHO] A [B]\n");
	ck_assert_int_eq(ran, 0);
	/* a text: in NFC, or refused as cli_text refuses it */
	ck_assert_int_eq(RUN("u", "--n", "1", "--by", "Zo\xcc\x81sia", "a"), 0);
	ck_assert_str_eq(got_text, "Z\xc3\xb3sia");
	ck_assert_int_eq(RUN("u", "--by", "a\x1b", "--n", "0", "a"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: --by: column 2: control character U+001B is not "
	    "allowed\n");
}
END_TEST

/*
 * Typed operands: texts through cli_text (CLI_OPERANDS_TEXT); an operand
 * that gives an option (CLI_OPERAND_OF), converted as it, agreeing with it
 * and taken as it; a hidden required option ("~!"); a text that must not
 * be blank, refused with its own message.
 */
START_TEST(operands_typed)
{
	ck_assert_str_eq(cli_usage_text(cli_find(t_rows, "w")), "NAME ... | --key K --note TEXT");
	ck_assert_int_eq(RUN("w", "Zo\xcc\x81sia", "b"), 0);
	ck_assert_int_eq(got_argc, 2);
	ck_assert_str_eq(got_operand, "Z\xc3\xb3sia");
	ck_assert_int_eq(RUN("w", "b", "a\x1b"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: name: column 2: control character U+001B is not "
	    "allowed\n");
	ck_assert_int_eq(ran, 0);
	ck_assert_int_eq(RUN("w", "--key", "3", "--note", "x"), 0);
	ck_assert_int_eq(got_n, 3);
	ck_assert_int_eq(got_argc, 0);
	ck_assert_int_eq(RUN("w", "--key", "--n", "3", "3", "--note", "x"), 0);
	ck_assert_int_eq(got_n, 3);
	ck_assert_int_eq(RUN("w", "--key", "--n", "4", "--note", "x"), 0);
	ck_assert_int_eq(got_n, 4);
	ck_assert_int_eq(RUN("w", "--key", "--n", "2", "3", "--note", "x"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: --n 2 and K 3 disagree\n");
	ck_assert_int_eq(RUN("w", "--key", "11", "--note", "x"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: K: expected a whole number from 1 to 10, not '11'\n");
	ck_assert_int_eq(RUN("w", "--key", "--note", "x"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t w: --n is required\n(see 'referee t w --help')\n");
	ck_assert_int_eq(RUN("w", "--key", "3"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: --key needs a --note\n");
	ck_assert_int_eq(RUN("w", "--key", "3", "--note", "  "), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: --key needs a --note\n");
	ck_assert_int_eq(ran, 0);
	ck_assert_int_eq(RUN("w", "--note", "x", "a"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: t w: --note goes with --key\n");
}
END_TEST

/* An option given again and again: each value in order (cmd_nth); cmd_arg's the last. */
START_TEST(repeated_values)
{
	ck_assert_int_eq(RUN("x", "--n", "3", "--seat", "1", "--n", "5", "f"), 0);
	ck_assert_str_eq(got_nth[0], "3");
	ck_assert_str_eq(got_nth[1], "5");
	ck_assert_ptr_null(got_nth[2]);
	ck_assert_int_eq(got_n, 5);
	ck_assert_int_eq(RUN("x", "--seat", "1", "f"), 0);
	ck_assert_ptr_null(got_nth[0]);
}
END_TEST

/* A row's event of a game: found, its rules read; another game's refused. */
START_TEST(row_event_game)
{
	char		 dir[] = "/tmp/check_cli_opts_XXXXXX", path[64];
	struct db	*db;
	struct db_event	 ev;
	struct errbuf	 e;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	setenv("REFEREE_KEY_DIR", dir, 1);
	snprintf(path, sizeof(path), "%s/t.db", dir);
	err_clear(&e);
	ck_assert_msg(db_open(path, &db, &e) == 0, "%s", e.msg);
	memset(&ev, 0, sizeof(ev));
	snprintf(ev.name, sizeof(ev.name), "GP");
	snprintf(ev.ruleset_name, sizeof(ev.ruleset_name), "psb");
	ck_assert_msg(db_baska_event_add(db, &ev, &baska_psb, &e) == 0, "%s", e.msg);
	db_close(db);
	cli_db_path = path;
	ck_assert_int_eq(RUN("e", "GP"), 0);
	ck_assert_int_eq(got_word, ev.id);
	ck_assert_int_eq(got_n, 100 + ev.id);
	ck_assert_int_eq(RUN("f", "GP"), EXIT_USAGE);
	ck_assert_str_eq(err, "referee: 'GP' is a baska event, not ours\n");
	ck_assert_int_eq(ran, 0);
	ck_assert_int_eq(RUN("e", "Nosuch"), EXIT_USAGE);
	ck_assert_ptr_nonnull(strstr(err, "no event 'Nosuch'"));
	cli_db_path = "referee.db";
	unlink(path);
	rmdir(dir);
}
END_TEST

Suite *
cli_opts_suite(void)
{
	Suite	*s = suite_create("cli_opts");
	TCase	*tc = tcase_create("spec");

	tcase_add_test(tc, typed_values);
	tcase_add_test(tc, typed_refusals);
	tcase_add_test(tc, required_and_operands);
	tcase_add_test(tc, forms_mixed);
	tcase_add_test(tc, older_spec_unchanged);
	tcase_add_test(tc, baska_usages_once);
	tcase_add_test(tc, row_ruleset);
	tcase_add_test(tc, operands_counted_usage_text);
	tcase_add_test(tc, operands_typed);
	tcase_add_test(tc, row_event_game);
	tcase_add_test(tc, repeated_values);
	suite_add_tcase(s, tc);
	return s;
}
