/* Trust helpers: calendar dates, input scanning of file_read. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../src/util/util.h"

/* libc's own calendar as the oracle: a date is valid if gmtime gives it back. */
static int
oracle(int y, int m, int d)
{
	struct tm	 tm, *back;
	time_t		 t;

	memset(&tm, 0, sizeof(tm));
	tm.tm_year = y - 1900;
	tm.tm_mon = m - 1;
	tm.tm_mday = d;
	tm.tm_hour = 12;
	t = timegm(&tm);
	back = gmtime(&t);
	return back->tm_year == y - 1900 && back->tm_mon == m - 1 && back->tm_mday == d;
}

/* Every day number 0-32 of every month 0-13 of the years 1899-3000. */
START_TEST(dates_all)
{
	char	 s[32];
	int	 y, m, d;

	for (y = 1899; y <= 3000; y++)
		for (m = 0; m <= 13; m++)
			for (d = 0; d <= 32; d++) {
				snprintf(s, sizeof(s), "%04d-%02d-%02d", y, m, d);
				ck_assert_msg((date_valid(s) == 0) == (y >= 1900 && y <= 2999 &&
				    m >= 1 && m <= 12 && d >= 1 && oracle(y, m, d)), "%s", s);
			}
	ck_assert_int_eq(date_valid("2026-3-14"), -1);
	ck_assert_int_eq(date_valid("2026-03-14 "), -1);
	ck_assert_int_eq(date_valid("2026/03/14"), -1);
	ck_assert_int_eq(date_valid("+026-03-14"), -1);
	ck_assert_int_eq(date_valid(""), -1);
}
END_TEST

static int
read_text(const char *text, size_t n, struct errbuf *err)
{
	char	 path[64], *buf;
	size_t	 len;
	FILE	*fp;
	int	 rc;

	snprintf(path, sizeof(path), "/tmp/check_trust_%ld.txt", (long)getpid());
	fp = fopen(path, "wb");
	fwrite(text, 1, n, fp);
	fclose(fp);
	rc = file_read(path, &buf, &len, err);
	if (rc == 0)
		free(buf);
	unlink(path);
	return rc;
}

/* Every byte 0-255 in the middle of a line: only tab and the printable and UTF-8 bytes pass. */
START_TEST(file_read_bytes)
{
	struct errbuf	 err;
	char		 text[8];
	int		 c, rc;

	for (c = 0; c < 256; c++) {
		memcpy(text, "ab\nc?d\n", 7);
		text[4] = (char)c;
		rc = read_text(text, 7, &err);
		if (c == '\t' || c == '\n' || (c >= 0x20 && c != 0x7f)) {
			ck_assert_msg(rc == 0, "byte %d: %s", c, err.msg);
		} else {
			ck_assert_msg(rc == -1, "byte %d passed", c);
			ck_assert_int_eq(err.line, 2);
			ck_assert_int_eq(err.col, c == '\r' ? 2 : 2);
		}
	}
	ck_assert_int_eq(read_text("a\r\nb\r\n", 6, &err), 0);
	ck_assert_int_eq(read_text("a\rb\n", 4, &err), -1);
	ck_assert_int_eq(read_text("a\nb\r", 4, &err), -1);
	ck_assert_int_eq(err.line, 2);
}
END_TEST

/* A line of exactly TEXT_LINE_MAX bytes passes; one byte more is refused. */
START_TEST(file_read_line_limit)
{
	struct errbuf	 err;
	char		*text = malloc(TEXT_LINE_MAX + 8);

	memset(text, 'a', TEXT_LINE_MAX + 8);
	text[TEXT_LINE_MAX] = '\n';
	ck_assert_int_eq(read_text(text, TEXT_LINE_MAX + 1, &err), 0);
	text[TEXT_LINE_MAX] = 'a';
	text[TEXT_LINE_MAX + 1] = '\n';
	ck_assert_int_eq(read_text(text, TEXT_LINE_MAX + 2, &err), -1);
	ck_assert_int_eq(err.line, 1);
	free(text);
}
END_TEST

Suite *
trust_suite(void)
{
	Suite	*s = suite_create("trust");
	TCase	*tc = tcase_create("input");

	tcase_add_test(tc, dates_all);
	tcase_add_test(tc, file_read_bytes);
	tcase_add_test(tc, file_read_line_limit);
	suite_add_tcase(s, tc);
	return s;
}
