/*
 * The CSV reader's fast path (plain lines split in place, issue 31) against
 * libcsv (tests/fuzz/csv_diff.h). The texts: the import fuzz target's
 * inputs (generated seeds, seeds, regressions) and the CSV files of the
 * examples and the CLI tests; 100,000 generated import rows (the
 * benchmark's shape, with spaces, quotes, empty fields, CR LF, blank lines
 * and a byte order mark among them) read in chunks that span the reader's
 * buffer; the same texts mutated byte by byte, so that the fast path gives
 * up at every kind of place; and the limits (line and field length, field
 * count). The generated text must be read mostly by the fast path, else
 * the test would compare libcsv with itself.
 */
#include <check.h>
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/csv_diff.h"

#define GEN_ROWS	100000
#define GEN_CHUNK	5000

static uint64_t rng = 31;

static unsigned
rnd(unsigned n)
{
	rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
	return (unsigned)((rng >> 33) % n);
}

static const char *const names[] = {
	"Gracz 028", "Anna Labuda", "Józef Szczypior", " Ewa Kreft", "Jan Formela ",
	"\"Okoń, Tomasz\"", "", "Ósma Żaba", "\"Kąkol \"\"Stasiek\"\"\"", "Maria  Bielińska",
};

/* n import rows from the nth on, as the benchmark writes them, now and then not plain. */
static void
gen_text(struct strbuf *sb, int from, int n)
{
	int	 i, s;

	if (rnd(4) == 0)	/* a byte order mark */
		sb_adds(sb, "\xef\xbb\xbf");
	sb_adds(sb, "event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,"
	    "partner,kontras,eyes,bok\n");
	for (i = from; i < from + n; i++) {
		sb_addf(sb, "Bench Open,%d,%d,%d", i / 4000 + 1, i / 40 % 100 + 1, i % 40 + 1);
		for (s = 0; s < 4; s++)
			if (rnd(50) == 0)
				sb_addf(sb, ",%s", names[rnd(sizeof(names) / sizeof(names[0]))]);
			else
				sb_addf(sb, ",Gracz %03u", rnd(400) + 1);
		sb_addf(sb, ",%s,%u,%s,%u,%u,%u", rnd(3) ? "zwykla" : "gran", rnd(4) + 1,
		    rnd(2) ? "2" : "", rnd(4), rnd(105), rnd(2));
		switch (rnd(100)) {
		case 0:
			sb_adds(sb, "\r\n");
			break;
		case 1:
			sb_adds(sb, "\n\n");
			break;
		case 2:
			sb_adds(sb, " \n");
			break;
		case 3:
			sb_adds(sb, ",\n");
			break;
		default:
			sb_addc(sb, '\n');
			break;
		}
	}
}

START_TEST(generated_rows)
{
	struct strbuf	 sb;
	char		 why[512];
	long		 nrec, nfast, total = 0, totalfast = 0;
	int		 from;

	memset(&sb, 0, sizeof(sb));
	for (from = 0; from < GEN_ROWS; from += GEN_CHUNK) {
		sb.len = 0;
		gen_text(&sb, from, GEN_CHUNK);
		if (csv_diff(sb.s, sb.len, &nrec, &nfast, why, sizeof(why)) < 0)
			ck_abort_msg("chunk from row %d: %s", from, why);
		total += nrec;
		totalfast += nfast;
	}
	sb_free(&sb);
	ck_assert_int_eq(total, GEN_ROWS + GEN_ROWS / GEN_CHUNK);
	ck_assert_msg(totalfast > GEN_ROWS * 8 / 10, "the fast path read only %ld of %d records",
	    totalfast, GEN_ROWS);
}
END_TEST

/* Generated text mutated: a byte replaced, inserted or deleted at random places. */
START_TEST(mutated_rows)
{
	static const char bytes[] = ",\" \n\r\t\x01\x7f\xef\xbb\xbf" "0aZ";
	struct strbuf	 sb;
	char		*buf, why[512];
	size_t		 len, at;
	int		 round, k;

	memset(&sb, 0, sizeof(sb));
	buf = malloc(1 << 16);
	ck_assert_ptr_nonnull(buf);
	for (round = 0; round < 4000; round++) {
		sb.len = 0;
		gen_text(&sb, round * 8 + 1, 8);
		len = sb.len < (1 << 16) - 8 ? sb.len : (1 << 16) - 8;
		memcpy(buf, sb.s, len);
		for (k = 0; k < 1 + round % 3; k++) {
			at = rnd((unsigned)len);
			switch (rnd(3)) {
			case 0:
				buf[at] = rnd(2) ? bytes[rnd(sizeof(bytes) - 1)] : (char)rnd(256);
				break;
			case 1:
				memmove(buf + at + 1, buf + at, len - at);
				buf[at] = ",\" \n\r\t"[rnd(6)];
				len++;
				break;
			default:
				memmove(buf + at, buf + at + 1, len - at - 1);
				len--;
				break;
			}
		}
		if (csv_diff(buf, len, NULL, NULL, why, sizeof(why)) < 0)
			ck_abort_msg("round %d: %s", round, why);
	}
	free(buf);
	sb_free(&sb);
}
END_TEST

/* Lines and fields at and over their limits, and the last line without its LF. */
START_TEST(limits)
{
	struct strbuf	 sb;
	char		 why[512];
	int		 i, k;

	memset(&sb, 0, sizeof(sb));
	for (k = 0; k < 8; k++) {
		sb.len = 0;
		sb_adds(&sb, "a,b\n");
		switch (k) {
		case 0:	/* a line of TEXT_LINE_MAX bytes, then one byte longer */
		case 1:
			for (i = 0; i < TEXT_LINE_MAX + k; i++)
				sb_addc(&sb, i % 1000 == 999 ? ',' : 'x');
			sb_addc(&sb, '\n');
			break;
		case 2:	/* a field of TEXT_FIELD_MAX bytes, then one byte longer */
		case 3:
			for (i = 0; i < TEXT_FIELD_MAX + k - 2; i++)
				sb_addc(&sb, 'y');
			sb_adds(&sb, ",z\n");
			break;
		case 4:	/* 256 fields, then 257 */
		case 5:
			for (i = 0; i < 255 + k - 4; i++)
				sb_addc(&sb, ',');
			sb_addc(&sb, '\n');
			break;
		case 6:
			sb_adds(&sb, "c,d");
			break;
		default:
			sb_adds(&sb, "\"c\nd\",e\nf,g\n");
			break;
		}
		sb_adds(&sb, "h,i\n");
		if (csv_diff(sb.s, sb.len, NULL, NULL, why, sizeof(why)) < 0)
			ck_abort_msg("case %d: %s", k, why);
	}
	sb_free(&sb);
	ck_assert_int_eq(csv_diff("", 0, NULL, NULL, why, sizeof(why)), 0);
}
END_TEST

static int
diff_dir(const char *dir, int csv_only)
{
	static char	 text[1 << 20];
	char		 path[4096], why[512];
	struct dirent	*de;
	size_t		 len;
	DIR		*d;
	FILE		*f;
	int		 n = 0;

	if ((d = opendir(dir)) == NULL)
		return 0;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.' || (csv_only && strstr(de->d_name, ".csv") == NULL))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		if ((f = fopen(path, "rb")) == NULL)
			continue;
		len = fread(text, 1, sizeof(text), f);
		fclose(f);
		if (csv_diff(text, len, NULL, NULL, why, sizeof(why)) < 0)
			ck_abort_msg("%s: %s", path, why);
		n++;
	}
	closedir(d);
	return n;
}

/* The import fuzz target's inputs (FUZZ_GEN: make unit) and the repository's CSV files. */
START_TEST(fuzz_corpus)
{
	const char	*gen = getenv("FUZZ_GEN");
	char		 dir[4096];
	int		 n = 0;

	snprintf(dir, sizeof(dir), "%s/seeds/import", gen != NULL ? gen : "build/std/fuzz-gen");
	n += diff_dir(dir, 0);
	n += diff_dir("tests/fuzz/seeds/import", 0);
	n += diff_dir("tests/fuzz/regress/import", 0);
	n += diff_dir("examples/league", 1);
	n += diff_dir("tests/cli/data/league", 1);
	ck_assert_msg(n > 20, "only %d inputs found (run from the repository root, "
	    "FUZZ_GEN the generated seeds: make unit)", n);
}
END_TEST

Suite *
csvio_suite(void)
{
	Suite	*s = suite_create("csvio");
	TCase	*tc = tcase_create("csvio");

	tcase_add_test(tc, generated_rows);
	tcase_add_test(tc, mutated_rows);
	tcase_add_test(tc, limits);
	tcase_add_test(tc, fuzz_corpus);
	tcase_set_timeout(tc, 120);
	suite_add_tcase(s, tc);
	return s;
}
