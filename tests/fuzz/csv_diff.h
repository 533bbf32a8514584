/*
 * The CSV reader's fast path (plain lines split in place, issue 31) against
 * libcsv: the same text read twice, once with the fast path off
 * (csvio_fast_off), must give the same result at every call: the same
 * return value, the same record (fields, line, the column of every field)
 * and the same error (line, column, message). Shared by tests/check_csvio.c
 * and tests/fuzz/fuzz_csvfast.c.
 */
#ifndef CSV_DIFF_H
#define CSV_DIFF_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/csvio/csvio.h"

static struct csvio *
reader(const char *text, size_t len, int fast)
{
	struct csvio	*c;
	struct errbuf	 err;
	FILE		*fp;

	/* fmemopen refuses a size of 0 on some libcs. */
	fp = len > 0 ? fmemopen((void *)(uintptr_t)text, len, "r") : fopen("/dev/null", "r");
	if (fp == NULL)
		abort();
	err_clear(&err);
	if ((c = csvio_from(fp, &err)) == NULL)
		abort();
	if (!fast)
		csvio_fast_off(c);
	return c;
}

/* One record or error of both readers; 0 the same, -1 with why. */
static int
same_step(struct csvio *a, struct csvio *b, int *rc, char *why, size_t whylen)
{
	struct errbuf	 ea, eb;
	size_t		 na = 0, nb = 0, i;
	char		**fa = NULL, **fb = NULL;
	int		 la = 0, lb = 0, ra, rb;

	err_clear(&ea);
	err_clear(&eb);
	ra = csvio_next(a, &na, &fa, &la, &ea);
	rb = csvio_next(b, &nb, &fb, &lb, &eb);
	*rc = ra;
	if (ra != rb)
		return snprintf(why, whylen, "returned %d, libcsv %d", ra, rb), -1;
	if (ra == -1 && (ea.line != eb.line || ea.col != eb.col || strcmp(ea.msg, eb.msg)))
		return snprintf(why, whylen, "error %d:%d %.200s, libcsv %d:%d %.200s", ea.line, ea.col,
		    ea.msg, eb.line, eb.col, eb.msg), -1;
	if (ra != 1)
		return 0;
	if (na != nb || la != lb)
		return snprintf(why, whylen, "line %d: %zu fields, libcsv line %d: %zu", la, na,
		    lb, nb), -1;
	for (i = 0; i <= na; i++) {
		if (i < na && strcmp(fa[i], fb[i]) != 0)
			return snprintf(why, whylen, "line %d field %zu: \"%.150s\", libcsv \"%.150s\"", la,
			    i, fa[i], fb[i]), -1;
		if (csvio_field_col(a, i) != csvio_field_col(b, i))
			return snprintf(why, whylen, "line %d field %zu: column %d, libcsv %d", la,
			    i, csvio_field_col(a, i), csvio_field_col(b, i)), -1;
	}
	return 0;
}

/*
 * Reads text both ways to the end or the first error. Returns 0 when they
 * agree throughout, else -1 with what differed in why; *nrec: records read,
 * *nfast: records the fast path read (may be NULL).
 */
static int
csv_diff(const char *text, size_t len, long *nrec, long *nfast, char *why, size_t whylen)
{
	struct csvio	*a = reader(text, len, 1), *b = reader(text, len, 0);
	long		 n = 0;
	int		 rc, diff;

	while ((diff = same_step(a, b, &rc, why, whylen)) == 0 && rc == 1)
		n++;
	if (nrec != NULL)
		*nrec = n;
	if (nfast != NULL)
		*nfast = csvio_fast_records(a);
	if (diff == 0 && csvio_fast_records(b) != 0)
		diff = -1, snprintf(why, whylen, "the fast path read with the fast path off");
	csvio_close(a);
	csvio_close(b);
	return diff;
}

#endif /* CSV_DIFF_H */
