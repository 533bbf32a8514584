/*
 * The words of the pure layers in Polish (issue 15): with the catalogue of
 * po/pl.po bound (compiled here with msgfmt into a temporary directory) a
 * ruling, a plural and a ruleset error come out Polish; without it the same
 * calls give the English words. Each test runs in its own process (Check's
 * fork mode), so the bound catalogue does not leak into other suites.
 */
#include <check.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/rules/baska/baska.h"
#include "../src/rules/baska/sequence.h"
#include "../src/util/i18n.h"
#include "../src/util/kv.h"

static char	 dir[] = "/tmp/referee-i18n-XXXXXX";

/* Compiles po/pl.po and selects Polish messages; fails the test if it cannot. */
static void
polish(void)
{
	char	 cmd[512];

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(cmd, sizeof(cmd), "mkdir -p %s/pl/LC_MESSAGES && msgfmt --check -o "
	    "%s/pl/LC_MESSAGES/referee.mo po/pl.po", dir, dir);
	ck_assert_int_eq(system(cmd), 0);
	/* C.UTF-8 is not "C", so glibc honours LANGUAGE (no pl_PL locale needed) */
	ck_assert_ptr_nonnull(setlocale(LC_ALL, "C.UTF-8"));
	setenv("LANGUAGE", "pl", 1);
	ck_assert_ptr_nonnull(bindtextdomain("referee", dir));
	ck_assert_ptr_nonnull(bind_textdomain_codeset("referee", "UTF-8"));
	ck_assert_ptr_nonnull(textdomain("referee"));
}

static void
cleanup(void)
{
	char	 cmd[512];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}

static int
card(const char *s)
{
	return card_parse(s, strlen(s));
}

/* The reason of an illegal card in gran: led Ah, hand Jd 10c, 10c played; led Js, hand Jd 10c. */
static void
gran_reasons(char *void_why, char *beat_why, size_t size)
{
	int		 trick[2];
	uint16_t	 hand = (uint16_t)((1u << card("Jd")) | (1u << card("10c")));

	trick[0] = card("Ah");
	ck_assert_int_eq(baska_play_check(&baska_psb, FAM_GRAN, trick, 1, hand, card("10c"),
	    void_why, size), 0);
	trick[1] = card("Js");
	ck_assert_int_eq(baska_play_check(&baska_psb, FAM_GRAN, trick, 2, hand, card("10c"),
	    beat_why, size), 0);
}

/* The one ruling on a closed session of n rows (n != deals) out of deals deals. */
static void
session_rows(size_t n, int deals, char *text, size_t size)
{
	struct baska_row	 rows[40];
	struct verdict		 v = { 0, 0, NULL };
	size_t			 i;

	for (i = 0; i < n; i++) {
		rows[i].number = (int)i + 1;
		rows[i].dealer = 0;
		rows[i].bok = 0;
	}
	ck_assert_uint_eq(baska_sequence_check(&baska_psb, rows, n, deals, 1, &v), 1);
	ck_assert_int_eq(v.r[0].code, n < (size_t)deals ? BS_TOO_FEW : BS_TOO_MANY);
	snprintf(text, size, "%s", v.r[0].text);
	verdict_free(&v);
}

START_TEST(english_without_catalogue)
{
	char		 a[640], b[640];
	struct errbuf	 err;
	struct baska_rules r;

	gran_reasons(a, b, sizeof(a));
	ck_assert_str_eq(a, "void in hearts: must trump Ah with a jack (§5.3)");
	ck_assert_str_eq(b, "cannot beat Js: must still play a jack (§5.3)");
	session_rows(1, 30, a, sizeof(a));
	ck_assert_str_eq(a, "1 rows, but a session has 30 deals (§7.3)");
	session_rows(2, 1, a, sizeof(a));
	ck_assert_str_eq(a, "2 rows, but a session has 1 deal (§7.3)");
	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r, "allow_ask\n", &err), -1);
	ck_assert_str_eq(err.msg, "expected 'key = value'");
}
END_TEST

START_TEST(polish_rulings)
{
	char		 a[640], b[640];
	struct errbuf	 err;
	struct baska_rules r;

	polish();
	gran_reasons(a, b, sizeof(a));
	ck_assert_str_eq(a, "brak koloru kier: musi przebić Ah waletem (§5.3)");
	ck_assert_str_eq(b, "nie może pobić Js: i tak musi dać waleta (§5.3)");
	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r, "allow_ask\n", &err), -1);
	ck_assert_str_eq(err.msg, "oczekiwano „klucz = wartość”");
	/* game words and ruleset keys stay as they are */
	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r, "max_kontra_calls = 9\n", &err), -1);
	ck_assert_msg(strstr(err.msg, "max_kontra_calls") != NULL, "%s", err.msg);
	cleanup();
}
END_TEST

/* Polish has three plural forms: 1 rozdanie, 2-4 rozdania (not 12-14), 5+ rozdań. */
START_TEST(polish_plurals)
{
	static const struct {
		int		 deals;
		const char	*want;
	} cases[] = {
		{ 1, "liczba wierszy: 2, a sesja ma 1 rozdanie (§7.3)" },
		{ 2, "liczba wierszy: 3, a sesja ma 2 rozdania (§7.3)" },
		{ 4, "liczba wierszy: 5, a sesja ma 4 rozdania (§7.3)" },
		{ 5, "liczba wierszy: 6, a sesja ma 5 rozdań (§7.3)" },
		{ 12, "liczba wierszy: 13, a sesja ma 12 rozdań (§7.3)" },
		{ 14, "liczba wierszy: 15, a sesja ma 14 rozdań (§7.3)" },
		{ 22, "liczba wierszy: 23, a sesja ma 22 rozdania (§7.3)" },
		{ 25, "liczba wierszy: 26, a sesja ma 25 rozdań (§7.3)" },
	};
	char	 text[640];
	size_t	 i;

	polish();
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		session_rows((size_t)cases[i].deals + 1, cases[i].deals, text, sizeof(text));
		ck_assert_str_eq(text, cases[i].want);
	}
	cleanup();
}
END_TEST

Suite *
i18n_rules_suite(void)
{
	Suite	*s = suite_create("i18n_rules");
	TCase	*tc = tcase_create("words");

	tcase_add_test(tc, english_without_catalogue);
	tcase_add_test(tc, polish_rulings);
	tcase_add_test(tc, polish_plurals);
	suite_add_tcase(s, tc);
	return s;
}
