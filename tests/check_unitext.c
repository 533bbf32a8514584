/* Names and free text as they enter (src/util/unitext.h). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/util/unitext.h"

/* cp as UTF-8 into buf (NUL-terminated); its length. */
static size_t
utf8(int32_t cp, char *buf)
{
	size_t	 n;

	if (cp < 0x80) {
		buf[0] = (char)cp;
		n = 1;
	} else if (cp < 0x800) {
		buf[0] = (char)(0xc0 | cp >> 6);
		buf[1] = (char)(0x80 | (cp & 0x3f));
		n = 2;
	} else if (cp < 0x10000) {
		buf[0] = (char)(0xe0 | cp >> 12);
		buf[1] = (char)(0x80 | (cp >> 6 & 0x3f));
		buf[2] = (char)(0x80 | (cp & 0x3f));
		n = 3;
	} else {
		buf[0] = (char)(0xf0 | cp >> 18);
		buf[1] = (char)(0x80 | (cp >> 12 & 0x3f));
		buf[2] = (char)(0x80 | (cp >> 6 & 0x3f));
		buf[3] = (char)(0x80 | (cp & 0x3f));
		n = 4;
	}
	buf[n] = '\0';
	return n;
}

/* The code points a name or free text never holds, written out by hand. */
static int
refused(int32_t cp)
{
	return (cp >= 0x01 && cp <= 0x1f) || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f) ||
	    cp == 0x202a || cp == 0x202b || cp == 0x202c || cp == 0x202d || cp == 0x202e ||
	    cp == 0x2066 || cp == 0x2067 || cp == 0x2068 || cp == 0x2069;
}

/* Every code point (surrogates aside) inside a name: refused exactly when it should be. */
START_TEST(every_code_point)
{
	struct errbuf	 err;
	char		 s[16], hex[16];
	int32_t		 cp;
	int		 nrefused = 0;

	for (cp = 1; cp <= 0x10ffff; cp++) {
		if (cp >= 0xd800 && cp <= 0xdfff)
			continue;
		s[0] = 'a';
		utf8(cp, s + 1);
		strcat(s, "b");
		err_clear(&err);
		if (!refused(cp)) {
			if (utext_check(s, &err) != 0)
				ck_abort_msg("U+%04X refused: %s", (unsigned)cp, err.msg);
			continue;
		}
		nrefused++;
		ck_assert_msg(utext_check(s, &err) == -1, "U+%04X let through", (unsigned)cp);
		ck_assert_int_eq(err.col, 2);
		snprintf(hex, sizeof(hex), "U+%04X", (unsigned)cp);
		ck_assert_msg(strstr(err.msg, hex) != NULL, "%s: %s", hex, err.msg);
	}
	/* C0 without NUL, DEL, C1, five overrides and four isolates */
	ck_assert_int_eq(nrefused, 31 + 1 + 32 + 5 + 4);
}
END_TEST

/* Byte sequences that are not UTF-8, each after "ab", with the words of the refusal. */
START_TEST(invalid_utf8)
{
	static const struct {
		const char	*bytes;
		const char	*why;
	} bad[] = {
		{ "\xc0\x80", "overlong" }, { "\xc1\xbf", "overlong" },
		{ "\xc0\xaf", "overlong" }, { "\xe0\x80\x80", "overlong" },
		{ "\xe0\x9f\xbf", "overlong" }, { "\xf0\x80\x80\x80", "overlong" },
		{ "\xf0\x8f\xbf\xbf", "overlong" },
		{ "\xed\xa0\x80", "surrogate U+D800" }, { "\xed\xbf\xbf", "surrogate U+DFFF" },
		{ "\xed\xb2\x80", "surrogate U+DC80" },
		{ "\xf4\x90\x80\x80", "beyond U+10FFFF" }, { "\xf7\xbf\xbf\xbf", "starts no" },
		{ "\xf5\x80\x80\x80", "starts no" }, { "\xf8\x88\x80\x80\x80", "starts no" },
		{ "\xfe", "starts no" }, { "\xff", "starts no" },
		{ "\x80", "starts no" }, { "\xbf", "starts no" },
		{ "\xc3", "truncated" }, { "\xc3z", "truncated" }, { "\xe2\x82", "truncated" },
		{ "\xe2\x82z", "truncated" }, { "\xf0\x9f\x98", "truncated" },
		{ "\xf0\x9f", "truncated" }, { "\xe2\x28\xa1", "truncated" },
	};
	struct errbuf	 err;
	char		 s[32];
	size_t		 i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		snprintf(s, sizeof(s), "ab%s", bad[i].bytes);
		err_clear(&err);
		ck_assert_msg(utext_check(s, &err) == -1, "row %zu let through", i);
		ck_assert_int_eq(err.col, 3);
		ck_assert_msg(strstr(err.msg, "invalid UTF-8") != NULL &&
		    strstr(err.msg, bad[i].why) != NULL, "row %zu: %s", i, err.msg);
	}
	/* the edges that are well formed */
	ck_assert_int_eq(utext_check("\xc2\xa0\xdf\xbf\xe0\xa0\x80\xed\x9f\xbf\xee\x80\x80"
	    "\xef\xbf\xbf\xf0\x90\x80\x80\xf4\x8f\xbf\xbf", &err), 0);
	ck_assert_int_eq(utext_check("", &err), 0);
	/* the column counts characters, not bytes */
	ck_assert_int_eq(utext_check("Żółć\x1b", &err), -1);
	ck_assert_int_eq(err.col, 5);
}
END_TEST

START_TEST(nfc)
{
	char	*s;

	s = utext_nfc("Anna Kre\xcc\x81" "ft");		/* e + U+0301 */
	ck_assert_str_eq(s, "Anna Kr\xc3\xa9" "ft");
	free(s);
	s = utext_nfc("Z\xcc\x87" "ak");			/* Z + U+0307: Ż */
	ck_assert_str_eq(s, "\xc5\xbb" "ak");
	free(s);
	s = utext_nfc("\xc5\xbb" "ak");
	ck_assert_str_eq(s, "\xc5\xbb" "ak");
	free(s);
	s = utext_nfc("");
	ck_assert_str_eq(s, "");
	free(s);
}
END_TEST

/* Names that print like "Anna Kreft" share its skeleton; another name does not. */
START_TEST(skeleton)
{
	static const char *const alike[] = {
		"Anna Kreft",
		"\xd0\x90nna Kreft",		/* Cyrillic А */
		"Anna\xe2\x80\x8b Kreft",	/* a zero-width space inside */
		"Anna Kr\xe2\x80\x8d" "eft",	/* a zero-width joiner */
		"Anna Kreft\xc2\xa0",		/* a trailing no-break space */
		"Anna\xc2\xa0Kreft",
		"  Anna   Kreft ",
		"anna kreft",
	};
	char	*want, *got;
	size_t	 i;

	want = utext_skeleton(alike[0]);
	ck_assert_ptr_nonnull(want);
	for (i = 1; i < sizeof(alike) / sizeof(alike[0]); i++) {
		got = utext_skeleton(alike[i]);
		ck_assert_ptr_nonnull(got);
		ck_assert_msg(strcmp(got, want) == 0, "'%s': '%s', not '%s'", alike[i], got, want);
		free(got);
	}
	got = utext_skeleton("Anna Nowak");
	ck_assert_str_ne(got, want);
	free(got);
	got = utext_skeleton("Anna Krefta");
	ck_assert_str_ne(got, want);
	free(got);
	free(want);
}
END_TEST

/* Lines of at most width columns, counted in letters, not bytes. */
START_TEST(wrap)
{
	struct strbuf	 sb = { 0 };

	utext_wrap(&sb, "  1 Łucja / 2 Świętopełk: both 5 big points", 0, 4, 25);
	ck_assert_str_eq(sb_str(&sb), "  1 Łucja / 2 Świętopełk:\n    both 5 big points");
	sb_reset(&sb);
	/*
	 * a word wider than a line is not cut (nor moved where it would start
	 * further right); the text's newlines and a line's leading spaces stay
	 */
	utext_wrap(&sb, "a Brzęczyszczykiewiczówna b\n  c  d", 0, 2, 10);
	ck_assert_str_eq(sb_str(&sb), "a Brzęczyszczykiewiczówna\n  b\n  c d");
	sb_reset(&sb);
	/* from a column: the first line is shorter */
	utext_wrap(&sb, "one two three", 15, 15, 24);
	ck_assert_str_eq(sb_str(&sb), "one two\n               three");
	sb_free(&sb);
}
END_TEST

Suite *
unitext_suite(void)
{
	Suite	*s = suite_create("unitext");
	TCase	*tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, every_code_point);
	tcase_add_test(tc, invalid_utf8);
	tcase_add_test(tc, nfc);
	tcase_add_test(tc, skeleton);
	tcase_add_test(tc, wrap);
	suite_add_tcase(s, tc);
	return s;
}
