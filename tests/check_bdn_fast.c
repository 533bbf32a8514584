/*
 * The .bdn reader's fast path (the canonical layout, issue 31) against the
 * general reader (tests/fuzz/bdn_diff.h): the fuzz corpus of the bdn target
 * and the examples; 100,000 generated deals in the canonical layout and in
 * the benchmark's (header tags on one line), with the optional tags, claims,
 * short plays and result-only records among them; and the same texts
 * mutated byte by byte, so that the fast path gives up at every kind of
 * place. The generated text must be read by the fast path (else the test
 * would compare the general reader with itself).
 */
#include <check.h>
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/bdn_diff.h"

#define GEN_DEALS	100000
#define GEN_CHUNK	1000

static uint64_t rng = 31;

static unsigned
rnd(unsigned n)
{
	rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
	return (unsigned)((rng >> 33) % n);
}

/* A random full record (sometimes result-only or with the optional tags) printed by bdn_print. */
static void
gen_deal(struct baska_deal *d, int n)
{
	int	 deck[16], i, j, t, played;

	memset(d, 0, sizeof(*d));
	if (n % 100 == 0)
		snprintf(d->event, sizeof(d->event), "Gen %d", n / 100);
	d->session = n % 100 == 0 ? n / 100 % 999 + 1 : 0;
	d->table = d->session ? rnd(9) + 1 : 0;
	if (rnd(50) == 0)
		snprintf(d->date, sizeof(d->date), "2026-12-%02u", rnd(28) + 1);
	d->deal = n % 999999 + 1;
	d->dealer = (int)rnd(4) + 1;
	d->bok = rnd(8) == 0;
	if (rnd(40) == 0) {	/* result-only */
		d->has_result = 1;
		d->result.contract = BC_ZOLO;
		d->result.declarer = (int)rnd(4) + 1;
		d->result.eyes = (int)rnd(105);
		return;
	}
	for (i = 0; i < 16; i++)
		deck[i] = i;
	for (i = 15; i > 0; i--) {
		j = (int)rnd((unsigned)i + 1);
		t = deck[i], deck[i] = deck[j], deck[j] = t;
	}
	d->has_hands = 1;
	memcpy(d->hands, deck, sizeof(d->hands));
	d->has_auction = 1;
	d->ncalls = (int)rnd(6) + (rnd(20) == 0 ? 0 : 1);
	for (i = 0; i < d->ncalls; i++)
		d->calls[i] = (enum baska_call)rnd(CALL__COUNT);
	d->has_play = rnd(20) != 0;
	played = d->has_play ? 16 - (rnd(6) == 0 ? (int)rnd(16) : 0) : 0;
	for (i = 0; i < played; i++) {
		d->trick[i / 4][i % 4] = deck[(i * 5) % 16];	/* any order: the reader does not judge */
		d->trick_n[i / 4] = i % 4 + 1;
		d->ntricks = i / 4 + 1;
	}
	if (played < 16 && rnd(2))
		d->claim = (int)rnd(4) + 1;
}

/* n deals from the nth on, printed canonically; with one_line, header tags on one line. */
static void
gen_text(struct strbuf *sb, int from, int n, int one_line)
{
	struct baska_deal d;
	struct strbuf	 rec;
	char		*s, *nl;
	int		 i;

	memset(&rec, 0, sizeof(rec));
	for (i = from; i < from + n; i++) {
		gen_deal(&d, i);
		rec.len = 0;
		bdn_print(&d, &rec);
		s = rec.s;
		if (one_line)	/* "[Event ...]\n[Session ...]\n" -> "[Event ...] [Session ...] " */
			while ((nl = strstr(s, "]\n[")) != NULL && strncmp(nl + 3, "Deal", 4) &&
			    strncmp(nl + 3, "Hands", 5) && strncmp(nl + 3, "Auction", 7)) {
				nl[1] = ' ';
				s = nl + 2;
			}
		sb_adds(sb, rec.s);
		sb_addc(sb, '\n');
	}
	sb_free(&rec);
}

START_TEST(generated_deals)
{
	struct strbuf	 sb;
	char		 why[512];
	long		 nrec, nfast, total = 0, totalfast = 0;
	int		 from;

	memset(&sb, 0, sizeof(sb));
	for (from = 0; from < GEN_DEALS; from += GEN_CHUNK) {
		sb.len = 0;
		gen_text(&sb, from, GEN_CHUNK, from / GEN_CHUNK % 2);
		if (bdn_diff(sb.s, sb.len, &nrec, &nfast, why, sizeof(why)) < 0)
			ck_abort_msg("chunk from deal %d: %s", from, why);
		total += nrec;
		totalfast += nfast;
	}
	sb_free(&sb);
	ck_assert_int_eq(total, GEN_DEALS);
	/* Every full record without Date, Claim or a short play is canonical: most of them. */
	ck_assert_msg(totalfast > GEN_DEALS * 8 / 10, "the fast path read only %ld of %d records",
	    totalfast, GEN_DEALS);
}
END_TEST

/* The benchmark's layout is read by the fast path, every record of it. */
START_TEST(bench_layout_fast)
{
	static const char text[] =
	    "[Event \"Bench\"] [Session \"1\"] [Table \"1\"] [Deal \"1\"]\n[Dealer \"1\"]\n"
	    "[Hands \"As Jd 10h Js / 10s 10d Ah Qd / Ad Qs Qh Qc / Ac Jc 10c Jh\"]\n"
	    "[Auction]\nzolo pass pass pass\n[Play]\nQd Qc Jh 10h\nAs 10s Qh Jc\n"
	    "Ad Ac Js Ah\n10d Qs 10c Jd\n\n"
	    "[Event \"Bench\"] [Session \"1\"] [Table \"1\"] [Deal \"2\"]\n[Dealer \"2\"]\n"
	    "[Hands \"Qd 10d Qc Jd / Qs Ah Ac 10h / Js Jc 10s 10c / Jh Qh Ad As\"]\n"
	    "[Auction]\npass pass pass pass\n[Play]\nJc Qh Qc 10h\nQs Js Jh Qd\n"
	    "Ac 10c Ad Jd\n10d Ah 10s As\n\n";
	char	 why[512];
	long	 nrec, nfast;

	ck_assert_msg(bdn_diff(text, sizeof(text) - 1, &nrec, &nfast, why, sizeof(why)) == 0,
	    "%s", why);
	ck_assert_int_eq(nrec, 2);
	ck_assert_int_eq(nfast, 2);
}
END_TEST

/* Generated text mutated: a byte replaced, inserted or deleted at random places. */
START_TEST(mutated_deals)
{
	/* The bytes that matter to the reader (rnd(24) read one past the 22 and the NUL). */
	static const char bytes[] = "[]\" /\n#,\t\r1AQJ0cshd\\-+";
	struct strbuf	 sb;
	char		*buf, why[512];
	size_t		 len, at;
	int		 round, k;

	memset(&sb, 0, sizeof(sb));
	buf = malloc(1 << 16);
	ck_assert_ptr_nonnull(buf);
	for (round = 0; round < 4000; round++) {
		sb.len = 0;
		gen_text(&sb, round * 8, 8, round % 2);
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
				buf[at] = "[]\" /\n0"[rnd(7)];
				len++;
				break;
			default:
				memmove(buf + at, buf + at + 1, len - at - 1);
				len--;
				break;
			}
		}
		if (bdn_diff(buf, len, NULL, NULL, why, sizeof(why)) < 0)
			ck_abort_msg("round %d: %s", round, why);
	}
	free(buf);
	sb_free(&sb);
}
END_TEST

/* Every input of the bdn fuzz target and every example record, as raw bytes. */
static int
diff_dir(const char *dir)
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
		if (de->d_name[0] == '.' || (strncmp(dir, "examples", 8) == 0 &&
		    strstr(de->d_name, ".bdn") == NULL))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		if ((f = fopen(path, "rb")) == NULL)
			continue;
		len = fread(text, 1, sizeof(text), f);
		fclose(f);
		if (bdn_diff(text, len, NULL, NULL, why, sizeof(why)) < 0)
			ck_abort_msg("%s: %s", path, why);
		n++;
	}
	closedir(d);
	return n;
}

/*
 * The generated seeds are in FUZZ_GEN/seeds/bdn (make unit sets FUZZ_GEN to
 * BUILD/fuzz-gen, written by tests/fuzz/gen_seeds.c before the suites run).
 */
START_TEST(fuzz_corpus)
{
	const char	*gen = getenv("FUZZ_GEN");
	char		 dir[4096];
	int		 n = 0;

	snprintf(dir, sizeof(dir), "%s/seeds/bdn", gen != NULL ? gen : "build/std/fuzz-gen");
	n += diff_dir(dir);
	n += diff_dir("tests/fuzz/seeds/bdn");
	n += diff_dir("tests/fuzz/regress/bdn");
	n += diff_dir("examples");
	n += diff_dir("examples/disputes");
	ck_assert_msg(n > 100, "only %d inputs found (run from the repository root, "
	    "FUZZ_GEN the generated seeds: make unit)", n);
}
END_TEST

Suite *
bdn_fast_suite(void)
{
	Suite	*s = suite_create("bdn_fast");
	TCase	*tc = tcase_create("bdn_fast");

	tcase_add_test(tc, bench_layout_fast);
	tcase_add_test(tc, generated_deals);
	tcase_add_test(tc, mutated_deals);
	tcase_add_test(tc, fuzz_corpus);
	tcase_set_timeout(tc, 120);
	suite_add_tcase(s, tc);
	return s;
}
