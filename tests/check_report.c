/* The report layer: rows by column name, CSV written through csvio. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/csvio/csvio.h"
#include "../src/report/shape.h"
#include "../src/report/table.h"

enum { C_B, C_A, C__N };
static const char *const want[C__N] = { [C_B] = "b", [C_A] = "a" };

struct seen {
	char	 a[8][16], b[8][16];
	int	 n, stop_at;
};

static int
seen_row(void *arg, const struct report_row *r)
{
	struct seen	*s = arg;

	snprintf(s->a[s->n], sizeof(s->a[0]), "%s", report_get(r, C_A) ? report_get(r, C_A) : "NULL");
	snprintf(s->b[s->n], sizeof(s->b[0]), "%s", report_str(r, C_B));
	s->n++;
	return s->n == s->stop_at;
}

START_TEST(shape_reads_by_name)
{
	/* The query's order is not the layout's, and it has a column more. */
	const char *const names[] = { "x", "a", "b" };
	const char *const row1[] = { "1", "A1", "B1" };
	const char *const row2[] = { "2", NULL, "B2" };
	struct seen	 s = { .stop_at = 0 };
	struct report_shape sh = REPORT_SHAPE(want, C__N, seen_row, &s);
	struct errbuf	 err;

	ck_assert_int_eq(report_col_find(3, names, "b"), 2);
	ck_assert_int_eq(report_col_find(3, names, "c"), -1);
	ck_assert_int_eq(report_shape_row(&sh, 3, names, row1), 0);
	ck_assert_int_eq(report_shape_row(&sh, 3, names, row2), 0);
	ck_assert_int_eq(report_shape_done(&sh, &err), 0);
	ck_assert_int_eq(s.n, 2);
	ck_assert_str_eq(s.a[0], "A1");
	ck_assert_str_eq(s.b[0], "B1");
	ck_assert_str_eq(s.a[1], "NULL");
	ck_assert_str_eq(s.b[1], "B2");
}
END_TEST

START_TEST(shape_missing_column_stops)
{
	const char *const names[] = { "a", "bb" };
	const char *const row[] = { "1", "2" };
	struct seen	 s = { .stop_at = 0 };
	struct report_shape sh = REPORT_SHAPE(want, C__N, seen_row, &s);
	struct errbuf	 err;

	ck_assert_int_ne(report_shape_row(&sh, 2, names, row), 0);
	ck_assert_int_ne(report_shape_row(&sh, 2, names, row), 0);
	ck_assert_int_eq(s.n, 0);
	ck_assert_int_eq(report_shape_done(&sh, &err), -1);
	ck_assert_str_eq(err.msg, "report: the query has no column 'b'");
}
END_TEST

/* Writes fields through fn into a string (open_memstream). */
static char *
written(void (*fn)(FILE *, const void *), const void *arg)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*fp = open_memstream(&buf, &len);

	ck_assert_ptr_nonnull(fp);
	fn(fp, arg);
	fclose(fp);
	return buf;
}

static void
put_fields(FILE *fp, const void *arg)
{
	const char *const *f = arg;

	ck_assert_int_eq(csvio_put_row(fp, 5, f), 0);
}

START_TEST(csv_quotes_only_when_needed)
{
	/* (A line break inside a field is written quoted, but readers refuse it: referee(1).) */
	const char *const f[] = { "plain", "a,b", "say \"hi\"", "x, y", NULL };
	char		*s = written(put_fields, f), path[64];
	struct csvio	*c;
	struct errbuf	 err;
	char		**fields;
	size_t		 n, i;
	int		 line;
	FILE		*fp;

	ck_assert_str_eq(s, "plain,\"a,b\",\"say \"\"hi\"\"\",\"x, y\",\n");
	/* What we write, the reader reads back field for field. */
	snprintf(path, sizeof(path), "/tmp/check_report_%ld.csv", (long)getpid());
	ck_assert_ptr_nonnull(fp = fopen(path, "w"));
	fputs(s, fp);
	fclose(fp);
	ck_assert_ptr_nonnull(c = csvio_open(path, &err));
	ck_assert_int_eq(csvio_next(c, &n, &fields, &line, &err), 1);
	ck_assert_uint_eq(n, 5);
	for (i = 0; i < 5; i++)
		ck_assert_str_eq(fields[i], f[i] ? f[i] : "");
	ck_assert_int_eq(csvio_next(c, &n, &fields, &line, &err), 0);
	csvio_close(c);
	unlink(path);
	free(s);
}
END_TEST

static void
print_table(FILE *fp, const void *arg)
{
	table_print(fp, arg, FMT_CSV);
}

START_TEST(table_csv_through_csvio)
{
	const char *const head[] = { "name", "note" };
	const char *const row[] = { "Anna", "1,5" };
	struct table	*t = table_alloc(2, head);
	char		*s;

	table_add(t, row);
	s = written(print_table, t);
	ck_assert_str_eq(s, "name,note\nAnna,\"1,5\"\n");
	free(s);
	table_free(t);
}
END_TEST

Suite *
report_suite(void)
{
	Suite	*s = suite_create("report");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, shape_reads_by_name);
	tcase_add_test(tc, shape_missing_column_stops);
	tcase_add_test(tc, csv_quotes_only_when_needed);
	tcase_add_test(tc, table_csv_through_csvio);
	suite_add_tcase(s, tc);
	return s;
}
