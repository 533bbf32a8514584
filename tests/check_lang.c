#include <check.h>
#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/util/lang.h"

/* Polish through the built catalogue, whether or not pl_PL.UTF-8 is generated. */
static void
polish(const char *var, const char *value)
{
	const char	*dir = getenv("REFEREE_LOCALEDIR");

	unsetenv("LANG");
	unsetenv("LANGUAGE");
	unsetenv("LC_ALL");
	unsetenv("LC_MESSAGES");
	unsetenv("LC_NUMERIC");
	unsetenv("LC_TIME");
	setenv("REFEREE_LOCALEDIR", dir != NULL && *dir != '\0' ? dir : "build/locale", 1);
	if (var != NULL)
		setenv(var, value, 1);
	lang_init();
}

START_TEST(english_by_default)
{
	char	 buf[64];

	polish(NULL, NULL);
	ck_assert_str_eq(gettext("usage:"), "usage:");
	ck_assert_str_eq(lang_decimal(buf, sizeof(buf), "%.2f", 241.879), "241.88");
	ck_assert_str_eq(lang_date(buf, sizeof(buf), "2026-11-22"), "2026-11-22");
	ck_assert_str_eq(lang_number(buf, sizeof(buf), "3.50"), "3.50");
	ck_assert_str_eq(ngettext("%d shot, ", "%d shots, ", 1), "%d shot, ");
	ck_assert_str_eq(ngettext("%d shot, ", "%d shots, ", 2), "%d shots, ");
}
END_TEST

START_TEST(polish_from_lang)
{
	char	 buf[64];

	polish("LANG", "pl_PL.UTF-8");
	ck_assert_str_eq(gettext("usage:"), "użycie:");
	ck_assert_str_eq(lang_decimal(buf, sizeof(buf), "%.2f", 241.879), "241,88");
	ck_assert_str_eq(lang_decimal(buf, sizeof(buf), "%+.2f", -0.5), "-0,50");
	ck_assert_str_eq(lang_decimal(buf, sizeof(buf), "%.0f", 241.879), "242");
	ck_assert_str_eq(lang_date(buf, sizeof(buf), "2026-11-22"), "22.11.2026");
	ck_assert_str_eq(lang_date(buf, sizeof(buf), "2026-11-22 18:00"), "22.11.2026 18:00");
	ck_assert_str_eq(lang_date(buf, sizeof(buf), "2026-13-22"), "2026-13-22");
	ck_assert_str_eq(lang_date(buf, sizeof(buf), "22 listopada"), "22 listopada");
	ck_assert_str_eq(lang_number(buf, sizeof(buf), "3.50"), "3,50");
	ck_assert_str_eq(lang_number(buf, sizeof(buf), "-0.5"), "-0,5");
	ck_assert_str_eq(lang_number(buf, sizeof(buf), "10"), "10");
	ck_assert_str_eq(lang_number(buf, sizeof(buf), "1.2.3"), "1.2.3");
	ck_assert_str_eq(lang_number(buf, sizeof(buf), "v1.5"), "v1.5");
	ck_assert_str_eq(lang_number(buf, sizeof(buf), ""), "");
	/* printf itself keeps the '.' of every machine format */
	snprintf(buf, sizeof(buf), "%.1f", 2.5);
	ck_assert_str_eq(buf, "2.5");
}
END_TEST

START_TEST(polish_from_language)
{
	polish("LANGUAGE", "pl");
	setenv("LC_ALL", "C.UTF-8", 1);
	lang_init();
	ck_assert_str_eq(gettext("Commands:"), "Polecenia:");
}
END_TEST

START_TEST(lc_all_c_is_english)
{
	polish("LANG", "pl_PL.UTF-8");
	setenv("LC_ALL", "C", 1);
	lang_init();
	ck_assert_str_eq(gettext("Commands:"), "Commands:");
}
END_TEST

/* The Polish plural rule of the header: 1; 2-4 but not 12-14; the rest. */
START_TEST(polish_plural_forms)
{
	static const char *const form[3] = { "%d strzał, ", "%d strzały, ", "%d strzałów, " };
	unsigned long	 n;
	int		 want;

	polish("LANG", "pl_PL.UTF-8");
	for (n = 0; n <= 1000; n++) {
		if (n == 1)
			want = 0;
		else if (n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14))
			want = 1;
		else
			want = 2;
		ck_assert_msg(strcmp(ngettext("%d shot, ", "%d shots, ", n), form[want]) == 0,
		    "n = %lu", n);
	}
}
END_TEST

Suite *
lang_suite(void)
{
	Suite	*s = suite_create("lang");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, english_by_default);
	tcase_add_test(tc, polish_from_lang);
	tcase_add_test(tc, polish_from_language);
	tcase_add_test(tc, lc_all_c_is_english);
	tcase_add_test(tc, polish_plural_forms);
	suite_add_tcase(s, tc);
	return s;
}
