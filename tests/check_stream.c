/*
 * The streamed .bdn reader (src/util/stream.c with bdn_reader_window): over
 * a file larger than its window it reads the same records as the reader
 * over the whole text, finds a control byte far into the file with its
 * line:col, and refuses a record over BDN_RECORD_MAX.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/notation/bdn.h"
#include "../src/util/stream.h"

#define WINDOW	(8u << 20)

static const char rec[] =
    "[Event \"E\"] [Session \"1\"] [Table \"1\"] [Deal \"%d\"]\n"
    "[Dealer \"1\"]\n"
    "[Hands \"Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah\"]\n"
    "[Auction]\n"
    "pass pass pass pass\n"
    "\n";

/* Writes n records to a temporary file, the text also into *text; returns the path. */
static char *
write_records(int n, struct strbuf *text)
{
	static char	 path[] = "/tmp/check_stream_XXXXXX";
	char		 buf[512];
	FILE		*f;
	int		 i, fd;

	strcpy(path, "/tmp/check_stream_XXXXXX");
	fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	f = fdopen(fd, "w");
	for (i = 1; i <= n; i++) {
		snprintf(buf, sizeof(buf), rec, i % 100000 + 1);
		fputs(buf, f);
		sb_adds(text, buf);
	}
	fclose(f);
	return path;
}

/* Reads path streamed: the number of records, or -1 with err. */
static int
stream_count(const char *path, struct baska_deal *last, struct errbuf *err)
{
	struct tstream		 ts;
	struct bdn_reader	 r;
	size_t			 shift;
	int			 rc, n = 0;

	if (tstream_open(&ts, path, WINDOW, err) < 0 || tstream_fill(&ts, 0, &shift, err) < 0) {
		tstream_close(&ts);
		return -1;
	}
	bdn_reader_init(&r, ts.buf, ts.len);
	bdn_reader_window(&r, ts.buf, ts.len, 0, !ts.eof);
	for (;;) {
		if (bdn_reader_low(&r)) {
			if (tstream_fill(&ts, bdn_reader_keep(&r), &shift, err) < 0) {
				rc = -1;
				break;
			}
			bdn_reader_window(&r, ts.buf, ts.len, shift, !ts.eof);
		}
		if ((rc = bdn_read(&r, last, err)) != 1)
			break;
		n++;
	}
	tstream_close(&ts);
	return rc < 0 ? -1 : n;
}

START_TEST(stream_same_records)
{
	struct strbuf		 text = { 0 };
	struct baska_deal	 d, e;
	struct bdn_reader	 r;
	struct errbuf		 err;
	char			*path;
	int			 n = 0, n_stream;

	path = write_records(80000, &text);	/* about 14 MB: the window is refilled */
	ck_assert_uint_gt(text.len, WINDOW);
	n_stream = stream_count(path, &d, &err);
	ck_assert_msg(n_stream == 80000, "%d records: %d:%d %s", n_stream, err.line, err.col,
	    err.msg);
	bdn_reader_init(&r, text.s, text.len);
	while (bdn_read(&r, &e, &err) == 1)
		n++;
	ck_assert_int_eq(n, 80000);
	ck_assert_int_eq(bdn_equal(&d, &e), 1);
	ck_assert_int_eq(d.src.line, e.src.line);
	unlink(path);
	sb_free(&text);
}
END_TEST

START_TEST(stream_control_byte_far)
{
	struct strbuf		 text = { 0 };
	struct baska_deal	 d;
	struct errbuf		 err;
	char			*path;
	FILE			*f;

	path = write_records(80000, &text);
	f = fopen(path, "a");
	fputs("[Event \"E\x01\"]\n", f);	/* line 480001, column 10 */
	fclose(f);
	ck_assert_int_eq(stream_count(path, &d, &err), -1);
	ck_assert_int_eq(err.line, 80000 * 6 + 1);
	ck_assert_int_eq(err.col, 10);
	ck_assert_ptr_nonnull(strstr(err.msg, "control character 0x01"));
	unlink(path);
	sb_free(&text);
}
END_TEST

START_TEST(stream_record_too_long)
{
	struct strbuf		 text = { 0 };
	struct baska_deal	 d;
	struct errbuf		 err;
	char			*path;
	FILE			*f;
	int			 i;

	path = write_records(10, &text);
	f = fopen(path, "a");
	fputs("[Event \"E\"] [Session \"1\"] [Table \"1\"] [Deal \"99\"]\n", f);
	for (i = 0; i < 20000; i++)	/* 2 MB of comments inside one record */
		fputs("# a comment line of about a hundred bytes, repeated until the record is "
		    "too long\n", f);
	fputs("[Dealer \"1\"]\n", f);
	fclose(f);
	ck_assert_int_eq(stream_count(path, &d, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "a record longer than"));
	ck_assert_int_gt(err.line, 61);
	unlink(path);
	sb_free(&text);
}
END_TEST

/* The records of text as rstream splits them: "LINE:LEN " each, into out. */
static int
split(const char *text, struct strbuf *out, struct errbuf *err)
{
	struct rstream	 rs;
	const char	*rec;
	size_t		 len;
	int		 line, rc;
	FILE		*f = tmpfile();

	fputs(text, f);
	rewind(f);
	rstream_openf(&rs, f);
	while ((rc = rstream_next(&rs, &rec, &len, &line, err)) == 1)
		sb_addf(out, "%d:%zu ", line, len);
	rstream_close(&rs);
	return rc;
}

START_TEST(rstream_split)
{
	struct strbuf	 sb = { 0 };
	struct errbuf	 err;

	/* A tag after a line that is no tag, comment or blank begins a record. */
	ck_assert_int_eq(split("[A \"1\"]\n[Play]\n1: x\n\n# c\n[A \"2\"]\n[Play]\n"
	    "1: y\n[A \"3\"]\n", &sb, &err), 0);
	ck_assert_str_eq(sb_str(&sb), "1:25 6:20 9:8 ");
	sb_reset(&sb);
	/* An empty text is one empty record (its reader says what is missing). */
	ck_assert_int_eq(split("", &sb, &err), 0);
	ck_assert_str_eq(sb_str(&sb), "1:0 ");
	sb_reset(&sb);
	ck_assert_int_eq(split("  [X]\n  body\n\t[Y]\n", &sb, &err), 0);
	ck_assert_str_eq(sb_str(&sb), "1:13 3:5 ");
	sb_free(&sb);
}
END_TEST

/* Over many windows every record is handed out whole, with its line. */
START_TEST(rstream_many_windows)
{
	struct rstream	 rs;
	struct errbuf	 err;
	const char	*rec;
	size_t		 len;
	int		 line, n = 0, bad = 0;
	FILE		*f = tmpfile();

	for (n = 0; n < 200000; n++)	/* 200,000 records of 3 lines, 11 MB */
		fprintf(f, "[Game \"%06d\"]\n[Play]\n1: a turn line of some length\n", n);
	rewind(f);
	rstream_openf(&rs, f);
	n = 0;
	while (rstream_next(&rs, &rec, &len, &line, &err) == 1) {
		if (line != 3 * n + 1 || len != 53 || memcmp(rec, "[Game \"", 7) != 0 ||
		    atoi(rec + 7) != n)
			bad++;
		n++;
	}
	rstream_close(&rs);
	ck_assert_int_eq(n, 200000);
	ck_assert_int_eq(bad, 0);
}
END_TEST

START_TEST(rstream_record_limit)
{
	struct strbuf	 sb = { 0 };
	struct errbuf	 err;
	int		 i;

	sb_adds(&sb, "[A \"1\"]\n");	/* 8 bytes */
	for (i = 0; i < 140000; i++)
		sb_adds(&sb, "1: turn\n");	/* 8 bytes a line: byte 2^20 begins line 131073 */
	{
		struct strbuf out = { 0 };

		ck_assert_int_eq(split(sb_str(&sb), &out, &err), -1);
		ck_assert_int_eq(err.line, 131073);
		ck_assert_int_eq(err.col, 1);
		ck_assert_ptr_nonnull(strstr(err.msg, "a record longer than 1048576 bytes"));
		sb_free(&out);
	}
	sb_free(&sb);
}
END_TEST

START_TEST(slurp_limit)
{
	char		 path[] = "/tmp/check_slurp_XXXXXX", *buf;
	struct errbuf	 err;
	size_t		 len;
	int		 fd = mkstemp(path);
	FILE		*f = fdopen(fd, "w");

	fputs("ab\ncdéf\n", f);	/* 9 bytes; byte 7 is the f after é */
	fclose(f);
	ck_assert_int_eq(tstream_slurp(path, 10, &buf, &len, &err), 0);
	ck_assert_uint_eq(len, 9);
	ck_assert_str_eq(buf, "ab\ncdéf\n");
	free(buf);
	ck_assert_int_eq(tstream_slurp(path, 7, &buf, &len, &err), -1);
	ck_assert_ptr_null(buf);
	ck_assert_int_eq(err.line, 2);
	ck_assert_int_eq(err.col, 4);
	unlink(path);
}
END_TEST

Suite *
stream_suite(void)
{
	Suite	*s = suite_create("stream");
	TCase	*tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, stream_same_records);
	tcase_add_test(tc, stream_control_byte_far);
	tcase_add_test(tc, stream_record_too_long);
	tcase_add_test(tc, rstream_split);
	tcase_add_test(tc, rstream_many_windows);
	tcase_add_test(tc, rstream_record_limit);
	tcase_add_test(tc, slurp_limit);
	suite_add_tcase(s, tc);
	return s;
}
