/* Trust helpers: calendar dates, input scanning of file_read. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../src/util/util.h"
#include "../src/util/names.h"
#include "../src/db/db_int.h"

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

/* The hash of the text of len bytes read back through db_hash_column: 0 or -1. */
static int
hash_read(sqlite3_stmt *st, const char *s, int len, unsigned char out[DB_CHAIN_BYTES])
{
	int	 rc;

	sqlite3_reset(st);
	sqlite3_bind_text(st, 1, s, len, SQLITE_STATIC);
	ck_assert_int_eq(sqlite3_step(st), SQLITE_ROW);
	rc = db_hash_column(st, 0, out);
	sqlite3_reset(st);
	return rc;
}

/*
 * A stored hash is read only as written: 64 lower-case hex digits. Every
 * pair of bytes as its first two digits: it decodes exactly when both are
 * 0-9 or a-f, to their value (':' after '9' once read as ten, so a digit
 * 'a' rewritten as ':' decoded to the same hash), and encodes back the same.
 * A digit short or over, or a NUL byte after the 64 (which the schema's
 * CHECK, stopping at the NUL, lets by), is no hash.
 */
START_TEST(hash_hex_every_digit_pair)
{
	unsigned char	 b[DB_CHAIN_BYTES];
	char		 s[2 * DB_CHAIN_BYTES + 2], back[2 * DB_CHAIN_BYTES + 1];
	sqlite3		*db;
	sqlite3_stmt	*st;
	int		 c1, c2, ok, v1, v2, n = 2 * DB_CHAIN_BYTES;

	ck_assert_int_eq(sqlite3_open(":memory:", &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_prepare_v2(db, "SELECT ?1", -1, &st, NULL), SQLITE_OK);
	memset(s, '0', sizeof(s));
	for (c1 = 1; c1 < 256; c1++)
		for (c2 = 1; c2 < 256; c2++) {
			s[0] = (char)c1;
			s[1] = (char)c2;
			v1 = c1 >= '0' && c1 <= '9' ? c1 - '0' : c1 >= 'a' && c1 <= 'f' ?
			    c1 - 'a' + 10 : -1;
			v2 = c2 >= '0' && c2 <= '9' ? c2 - '0' : c2 >= 'a' && c2 <= 'f' ?
			    c2 - 'a' + 10 : -1;
			ok = hash_read(st, s, n, b) == 0;
			ck_assert_msg(ok == (v1 >= 0 && v2 >= 0), "%02x %02x", c1, c2);
			if (!ok)
				continue;
			ck_assert_int_eq(b[0], v1 << 4 | v2);
			db_hash_hex(b, sizeof(b), back);
			ck_assert_mem_eq(back, s, (size_t)n);
		}
	s[0] = s[1] = '0';
	ck_assert_int_eq(hash_read(st, s, n, b), 0);
	ck_assert_int_eq(hash_read(st, s, n - 1, b), -1);
	ck_assert_int_eq(hash_read(st, s, n + 1, b), -1);
	ck_assert_int_eq(hash_read(st, "", 0, b), -1);
	s[n] = '\0';
	ck_assert_int_eq(hash_read(st, s, n + 1, b), -1);
	s[5] = '\0';
	ck_assert_int_eq(hash_read(st, s, n, b), -1);
	sqlite3_finalize(st);
	sqlite3_close(db);
}
END_TEST

/* The Polish alphabet in order, lower and upper case: every pair compares as the alphabet says. */
START_TEST(names_polish_order)
{
	static const char *const abc[] = { "a", "ą", "b", "c", "ć", "d", "e", "ę", "f", "g",
	    "h", "i", "j", "k", "l", "ł", "m", "n", "ń", "o", "ó", "p", "q", "r", "s", "ś",
	    "t", "u", "v", "w", "x", "y", "z", "ź", "ż" };
	static const char *const ABC[] = { "A", "Ą", "B", "C", "Ć", "D", "E", "Ę", "F", "G",
	    "H", "I", "J", "K", "L", "Ł", "M", "N", "Ń", "O", "Ó", "P", "Q", "R", "S", "Ś",
	    "T", "U", "V", "W", "X", "Y", "Z", "Ź", "Ż" };
	size_t	 n = sizeof(abc) / sizeof(abc[0]), i, j;
	char	 a[16], b[16];

	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++) {
			/* a letter and what follows it: "łz" < "ma" whatever the case */
			snprintf(a, sizeof(a), "%sz", abc[i]);
			snprintf(b, sizeof(b), "%sa", ABC[j]);
			if (i < j)
				ck_assert_msg(name_collate(a, b) < 0, "%s %s", a, b);
			else if (i > j)
				ck_assert_msg(name_collate(a, b) > 0, "%s %s", a, b);
			else
				ck_assert_msg(name_collate(a, b) > 0, "%s %s", a, b);
			ck_assert_int_eq(name_collate(abc[i], abc[j]) < 0, i < j);
		}
	ck_assert_int_lt(name_collate("Lis", "Łukasz"), 0);
	ck_assert_int_lt(name_collate("Łukasz", "Mazur"), 0);
	ck_assert_int_lt(name_collate("Szulc", "Ściana"), 0);
	ck_assert_int_lt(name_collate("Ściana", "Tusk"), 0);
	ck_assert_int_lt(name_collate("Zając", "Żmuda"), 0);
	ck_assert_int_lt(name_collate("Ann", "Anna"), 0);
	ck_assert_int_ne(name_collate("anna", "Anna"), 0);
}
END_TEST

START_TEST(names_keys)
{
	char	 k[128];

	name_key("  Grzegorz   BRZĘCZYSZCZYKIEWICZ ", k, sizeof(k));
	ck_assert_str_eq(k, "grzegorz brzeczyszczykiewicz");
	name_key("brunon\tszulc", k, sizeof(k));
	ck_assert_str_eq(k, "brunon szulc");
	name_key("Łucja Żmuda-Ćwik", k, sizeof(k));
	ck_assert_str_eq(k, "lucja zmuda-cwik");
	name_key("", k, sizeof(k));
	ck_assert_str_eq(k, "");
}
END_TEST

/* A plain recursive edit distance, the reference. */
static int
lev(const char *a, const char *b)
{
	int	 x, y, z;

	if (*a == '\0')
		return (int)strlen(b);
	if (*b == '\0')
		return (int)strlen(a);
	x = lev(a + 1, b + 1) + (*a != *b);
	y = lev(a + 1, b) + 1;
	z = lev(a, b + 1) + 1;
	return x < y ? (x < z ? x : z) : (y < z ? y : z);
}

/* Every pair of the strings of length 0-4 over {a, b}: the distance agrees with the reference. */
START_TEST(names_distance_all)
{
	char	 w[31][5];
	int	 n = 0, len, m, i, j, k;

	for (len = 0; len <= 4; len++)
		for (m = 0; m < (1 << len); m++) {
			for (k = 0; k < len; k++)
				w[n][k] = (m >> k & 1) ? 'b' : 'a';
			w[n++][len] = '\0';
		}
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			ck_assert_int_eq(name_distance(w[i], w[j]), lev(w[i], w[j]));
	ck_assert_int_eq(name_distance("brzeczyszczykiewicz", "brzeczyszczykiewcz"), 1);
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
	tcase_add_test(tc, hash_hex_every_digit_pair);
	tcase_add_test(tc, names_polish_order);
	tcase_add_test(tc, names_keys);
	tcase_add_test(tc, names_distance_all);
	suite_add_tcase(s, tc);
	return s;
}
