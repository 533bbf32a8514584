#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../src/util/util.h"
#include "../src/util/kv.h"
#include "../src/util/usage.h"
#include "../src/rules/baska/baska.h"

START_TEST(fold_polish_and_czech)
{
	char	 buf[64];

	text_fold("ZWYKŁA", strlen("ZWYKŁA"), buf, sizeof(buf));
	ck_assert_str_eq(buf, "zwykla");
	text_fold("Baśka", strlen("Baśka"), buf, sizeof(buf));
	ck_assert_str_eq(buf, "baska");
	text_fold("Rybaření", strlen("Rybaření"), buf, sizeof(buf));
	ck_assert_str_eq(buf, "rybareni");
	text_fold("pudło ŻÓŁĆ", strlen("pudło ŻÓŁĆ"), buf, sizeof(buf));
	ck_assert_str_eq(buf, "pudlo zolc");
	ck_assert(text_is("Porządek", strlen("Porządek"), "porzadek"));
	ck_assert(!text_is("porzadki", 8, "porzadek"));
}
END_TEST

START_TEST(parse_int_bounds)
{
	long	 v;

	ck_assert_int_eq(parse_int("104", 0, 104, &v), 0);
	ck_assert_int_eq(v, 104);
	ck_assert_int_eq(parse_int("105", 0, 104, &v), -1);
	ck_assert_int_eq(parse_int("-1", 0, 104, &v), -1);
	ck_assert_int_eq(parse_int("1x", 0, 104, &v), -1);
	ck_assert_int_eq(parse_int("", 0, 104, &v), -1);
	ck_assert_int_eq(parse_int("+3", -5, 5, &v), 0);
	ck_assert_int_eq(v, 3);
}
END_TEST

/* Every key printed by kv_print parses back to the same struct. */
START_TEST(kv_roundtrip_psb)
{
	struct baska_rules	 r, back;
	struct strbuf		 sb = { 0 };
	struct errbuf		 err;

	memcpy(&r, &baska_psb, sizeof(r));
	r.base_zolo = 7;
	r.bok_triggers = BOK_TRIG_BASKA | BOK_TRIG_HIRSZ;
	r.penalty_distribution = PEN_SIDE;
	kv_print(&baska_ruleset_game, NULL, &r, &sb);
	memcpy(&back, &baska_psb, sizeof(back));
	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &back, sb_str(&sb), &err), 0);
	ck_assert_mem_eq(&r, &back, sizeof(r));
	sb_free(&sb);
}
END_TEST

START_TEST(kv_errors_have_positions)
{
	struct baska_rules	 r;
	struct errbuf		 err;

	memcpy(&r, &baska_psb, sizeof(r));
	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r, "# x\n\nbase.zolo = 6\nfoo = 1\n", &err), -1);
	ck_assert_int_eq(err.line, 4);
	ck_assert_int_eq(err.col, 1);
	ck_assert_ptr_nonnull(strstr(err.msg, "unknown"));

	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r, "base.zwykla = 1, 2, x\n", &err), -1);
	ck_assert_int_eq(err.line, 1);
	ck_assert_int_eq(err.col, 21);

	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r, "allow_ask = maybe\n", &err), -1);
	ck_assert_int_eq(err.col, 13);
	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r, "allow_ask = no\nallow_ask = yes\n", &err), -1);
	ck_assert_int_eq(err.line, 2);
	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r, "max_kontra_calls = 5\n", &err), -1);
	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r, "penalty_distribution = everybody\n", &err), -1);
	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r, "just words\n", &err), -1);
	ck_assert_int_eq(err.line, 1);
	/* A valid override changes exactly that key. */
	memcpy(&r, &baska_psb, sizeof(r));
	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r,
	    "wyjscie_min_starzy = 31 # Skat-like\nwyjscie_min_mlodzi=30\n", &err), 0);
	ck_assert_int_eq(r.wyjscie_min_starzy, 31);
	ck_assert_int_eq(r.wyjscie_min_mlodzi, 30);
	ck_assert_int_eq(r.base_zolo, baska_psb.base_zolo);
	/* Inconsistent thresholds are refused as a whole. */
	memcpy(&r, &baska_psb, sizeof(r));
	ck_assert_int_eq(kv_parse(&baska_ruleset_game, &r, "wyjscie_min_starzy = 60\n", &err), -1);
}
END_TEST

START_TEST(parse_ints_lists)
{
	int	 p[4];

	ck_assert_int_eq(parse_ints("+3 -1, -1 -1", 4, -10, 10, p), 0);
	ck_assert_int_eq(p[0], 3);
	ck_assert_int_eq(p[3], -1);
	ck_assert_int_eq(parse_ints("1 2 3", 4, -10, 10, p), -1);
	ck_assert_int_eq(parse_ints("1 2 3 4 5", 4, -10, 10, p), -1);
	ck_assert_int_eq(parse_ints("1 2 3 11", 4, -10, 10, p), -1);
}
END_TEST

START_TEST(usage_lines)
{
	const char	*u = "[EVENT] --session S [--wide] [-f text|csv] FILE ...";
	char		 buf[64], w[] = "'GP Kar\\ tuzy", v[] = "GP\\ Kar";

	ck_assert(usage_takes_value(u, "--session"));
	ck_assert(usage_takes_value(u, "-f"));
	ck_assert(!usage_takes_value(u, "--wide"));
	ck_assert_str_eq(usage_positional(u, 0, buf, sizeof(buf)), "EVENT");
	ck_assert_str_eq(usage_positional(u, 1, buf, sizeof(buf)), "FILE");
	ck_assert_ptr_null(usage_positional(u, 2, buf, sizeof(buf)));
	shell_unquote(w);
	ck_assert_str_eq(w, "GP Kar\\ tuzy");
	shell_unquote(v);
	ck_assert_str_eq(v, "GP Kar");
}
END_TEST

Suite *
util_suite(void)
{
	Suite	*s = suite_create("util");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, fold_polish_and_czech);
	tcase_add_test(tc, parse_int_bounds);
	tcase_add_test(tc, kv_roundtrip_psb);
	tcase_add_test(tc, kv_errors_have_positions);
	tcase_add_test(tc, parse_ints_lists);
	tcase_add_test(tc, usage_lines);
	suite_add_tcase(s, tc);
	return s;
}
