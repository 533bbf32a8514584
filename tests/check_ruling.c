/*
 * The one formatter of rulings (report/ruling.h): every kind of argument,
 * flags and widths, %N$ positions in any order, a missing or mistyped
 * argument, a text cut to fit; and a judge's ruling worded through the
 * formatter the report layer installs.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/report/ruling.h"
#include "../src/rules/dice/dice.h"
#include "../src/rules/game.h"
#include "../src/util/i18n.h"

#define ARGS(...)	(const struct rarg[]){ __VA_ARGS__ }, \
	(int)(sizeof((const struct rarg[]){ __VA_ARGS__ }) / sizeof(struct rarg))

static char	 buf[640];

static const char *
render(const char *fmt, const struct rarg *a, int na)
{
	ruling_render(buf, sizeof(buf), fmt, a, na);
	return buf;
}

START_TEST(kinds)
{
	ck_assert_str_eq(render("%s: %d throws, at most %d (§1)",
	    ARGS(RARG_S("Ala"), RARG_I(4), RARG_I(3))), "Ala: 4 throws, at most 3 (§1)");
	/* a word is translated when rendered: untranslated here, it is its msgid */
	ck_assert_str_eq(render("seat %s", ARGS(RARG_W("Stary"))), "seat Stary");
	ck_assert_str_eq(render("%ld %u %x %i", ARGS(RARG_I(-7), RARG_I(8), RARG_I(255),
	    RARG_I(-1))), "-7 8 ff -1");
	ck_assert_str_eq(render("(A1-%c%d)", ARGS(RARG_I('A' + 11), RARG_I(12))), "(A1-L12)");
	ck_assert_str_eq(render("[%-4s|%3d|%03d|%.2s]", ARGS(RARG_S("ab"), RARG_I(5), RARG_I(7),
	    RARG_S("xyz"))), "[ab  |  5|007|xy]");
	ck_assert_str_eq(render("100%% of %s", ARGS(RARG_S("it"))), "100% of it");
	ck_assert_str_eq(render("no conversion", NULL, 0), "no conversion");
	ck_assert_str_eq(render("", NULL, 0), "");
}
END_TEST

/* A translation may reorder the arguments, and use one twice. */
START_TEST(positions)
{
	ck_assert_str_eq(render("%2$s: %1$d (%2$s)", ARGS(RARG_I(12), RARG_S("Ola"))),
	    "Ola: 12 (Ola)");
	ck_assert_str_eq(render("%3$s %1$s %2$s", ARGS(RARG_S("a"), RARG_S("b"), RARG_S("c"))),
	    "c a b");
	ck_assert_str_eq(render("%2$5d|%1$-3s|", ARGS(RARG_S("x"), RARG_I(42))), "   42|x  |");
}
END_TEST

/* Never undefined behaviour on a bad catalogue: a missing or mistyped argument is "?". */
START_TEST(mismatch)
{
	ck_assert_str_eq(render("%s and %s", ARGS(RARG_S("one"))), "one and ?");
	ck_assert_str_eq(render("%d", ARGS(RARG_S("one"))), "?");
	ck_assert_str_eq(render("%s", ARGS(RARG_I(1))), "?");
	ck_assert_str_eq(render("%9$s", ARGS(RARG_I(1))), "?");
	ck_assert_str_eq(render("%c|%", ARGS(RARG_I(65))), "A|?");
	ck_assert_str_eq(render("%c", ARGS(RARG_S("A"))), "?");
	/* not a position: "%0$" is a conversion of its own, bad, and the s stays */
	ck_assert_str_eq(render("%0$s", ARGS(RARG_S("z"))), "?s");
}
END_TEST

/* A text cut to fit ends in "...", never inside a UTF-8 character (as fmt_vbuf). */
START_TEST(overflow)
{
	char	 small[12], big[700];

	ruling_render(small, sizeof(small), "%s", ARGS(RARG_S("0123456789")));
	ck_assert_str_eq(small, "0123456789");
	ruling_render(small, sizeof(small), "%s!", ARGS(RARG_S("0123456789")));
	ck_assert_str_eq(small, "0123456789!");
	ruling_render(small, sizeof(small), "%s!!", ARGS(RARG_S("0123456789")));
	ck_assert_str_eq(small, "01234567...");
	ruling_render(small, sizeof(small), "żółw %d", ARGS(RARG_I(123456)));
	ck_assert_str_eq(small, "żółw ...");
	ruling_render(small, 4, "%s", ARGS(RARG_S("abcdef")));
	ck_assert_str_eq(small, "abc");
	ruling_render(small, 0, "%s", ARGS(RARG_S("abcdef")));
	memset(big, 'x', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	ck_assert_str_eq(render("%s", ARGS(RARG_S(big))) + sizeof(buf) - 4, "...");
	ck_assert_uint_eq(strlen(buf), sizeof(buf) - 1);
}
END_TEST

/* The judges' formatter is installed before main; an unknown id words nothing. */
START_TEST(installed)
{
	struct verdict	 v = { 0, 0, NULL };
	struct ruling	*r;

	r = verdict_addf(&v, 1, NULL, 0, 0, "by hand");
	ck_assert_int_eq(r->msg, 0);
	RULING_SAY(r, RM__COUNT, RARG_I(1));
	ck_assert_int_eq(r->msg, RM__COUNT);
	ck_assert_str_eq(r->text, "");
	verdict_free(&v);
}
END_TEST

/*
 * In Polish (po/pl.po compiled here; the test runs in its own process): the
 * table's message words what printf over the same msgid did, in each of the
 * three Polish plural forms, the box a word translated when rendered.
 */
START_TEST(polish)
{
	static char	 dir[] = "/tmp/referee-ruling-XXXXXX";
	static const int counts[] = { 1, 2, 5, 22, 0 };
	char		 cmd[512], want[640], got[640];
	size_t		 i;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(cmd, sizeof(cmd), "mkdir -p %s/pl/LC_MESSAGES && msgfmt --check -o "
	    "%s/pl/LC_MESSAGES/referee.mo po/pl.po", dir, dir);
	ck_assert_int_eq(system(cmd), 0);
	ck_assert_ptr_nonnull(setlocale(LC_ALL, "C.UTF-8"));
	setenv("LANGUAGE", "pl", 1);
	ck_assert_ptr_nonnull(bindtextdomain("referee", dir));
	ck_assert_ptr_nonnull(bind_textdomain_codeset("referee", "UTF-8"));
	ck_assert_ptr_nonnull(textdomain("referee"));
	for (i = 0; i < sizeof(counts) / sizeof(counts[0]); i++) {
		snprintf(want, sizeof(want), P_("%s: box %s already used (%d point); a box is "
		    "used once (§1)", "%s: box %s already used (%d points); a box is used once "
		    "(§1)", counts[i]), "Ala", dice_box_name(BOX_FULL), counts[i]);
		ruling_format(got, sizeof(got), RM_DICE_BOX_USED, ARGS(RARG_S("Ala"),
		    RARG_W(dice_box_id(BOX_FULL)), RARG_I(counts[i])));
		ck_assert_str_eq(got, want);
	}
	ck_assert_str_ne(got, "Ala: box full-house already used (0 points); a box is used "
	    "once (§1)");
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/*
 * Every message id has its row (a designated initializer left out is a
 * hole), a plural names an argument, and no msgid is there twice.
 */
START_TEST(table)
{
	int	 i, j;

	for (i = RM_NONE + 1; i < RM__COUNT; i++) {
		ck_assert_msg(ruling_msgs[i].msgid != NULL, "message %d has no row", i);
		ck_assert_int_eq(ruling_msgs[i].plural != NULL, ruling_msgs[i].nth > 0);
		for (j = RM_NONE + 1; j < i; j++)
			ck_assert_msg(strcmp(ruling_msgs[i].msgid, ruling_msgs[j].msgid) != 0,
			    "messages %d and %d: one msgid", j, i);
	}
}
END_TEST

Suite *
ruling_suite(void)
{
	Suite	*s = suite_create("ruling");
	TCase	*tc = tcase_create("ruling");

	tcase_add_test(tc, kinds);
	tcase_add_test(tc, positions);
	tcase_add_test(tc, mismatch);
	tcase_add_test(tc, overflow);
	tcase_add_test(tc, installed);
	tcase_add_test(tc, polish);
	tcase_add_test(tc, table);
	suite_add_tcase(s, tc);
	return s;
}
