/*
 * Times baska_claim_check from the first trick over random deals, under
 * both claim rules (§5.5: best_line, the default, and every_line). Not part
 * of make check. Build and run after `make`:
 *
 *   make bench (builds build/std/bench/claim; BENCH_ONLY=claim runs only this), or
 *   make build/std/bench/claim && build/std/bench/claim [deals] [-p]
 *
 * Each claim is timed three times and the fastest run kept (scheduling noise).
 * Prints, for each rule, "all/RULE: N claims, mean X us, worst Y us" and the
 * same for "holds/RULE" and "refuted/RULE" (tests/bench/run.sh reads fields
 * 5 and 8 of every line); with -p, one more line per rule gives the 99th
 * percentiles, "p99/RULE: holds X us, refuted Y us".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int
cmp_double(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* The q-quantile (nearest rank) of the n times in v, sorting v. */
static double
quantile(double *v, int n, double q)
{
	int	 k;

	if (n == 0)
		return 0;
	qsort(v, (size_t)n, sizeof(v[0]), cmp_double);
	k = (int)(q * n + 0.999999) - 1;
	return v[k < 0 ? 0 : k >= n ? n - 1 : k];
}

#include "../../src/rules/baska/baska.h"

static double
now_ns(void)
{
	struct timespec	 t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e9 + t.tv_nsec;
}

static const char *const rule_names[2] = { "best_line", "every_line" };

int
main(int argc, char *argv[])
{
	static const int sides[3] = { 0x1, 0x5, 0xe };	/* solo, 2v2, three against one */
	struct baska_rules rules = baska_psb;
	unsigned	 seed;
	int		 deals = argc > 1 ? atoi(argv[1]) : 200000, n, i, j, t, deck[16], rep, r;
	int		 cnt[2], rule;
	uint16_t	 h[4];
	char		 line[192];
	double		 tot[2], worst[2], d, a, *times[2];
	int		 pct = argc > 2 && strcmp(argv[2], "-p") == 0;

	if (deals < 0)
		deals = 0;
	times[0] = malloc(((size_t)deals + 1) * sizeof(double));
	times[1] = malloc(((size_t)deals + 1) * sizeof(double));
	if (times[0] == NULL || times[1] == NULL) {
		fprintf(stderr, "claim: out of memory\n");
		return 1;
	}

	for (rule = 0; rule < 2; rule++) {
		rules.claim_rule = rule ? CLAIM_EVERY_LINE : CLAIM_BEST_LINE;
		seed = 1;
		cnt[0] = cnt[1] = 0;
		tot[0] = tot[1] = worst[0] = worst[1] = 0;
		for (n = 0; n < deals; n++) {
			for (i = 0; i < 16; i++)
				deck[i] = i;
			for (i = 15; i > 0; i--) {
				j = rand_r(&seed) % (i + 1);
				t = deck[i]; deck[i] = deck[j]; deck[j] = t;
			}
			memset(h, 0, sizeof(h));
			for (i = 0; i < 16; i++)
				h[i / 4] |= CARD_BIT(deck[i]);
			d = 1e18;
			r = 0;
			for (rep = 0; rep < 3; rep++) {
				a = now_ns();
				r = baska_claim_check(&rules, n % 2 ? FAM_GRAN : FAM_NORMAL, h, 1, NULL,
				    0, 1, sides[n % 3], line, sizeof(line));
				a = now_ns() - a;
				if (a < d)
					d = a;
			}
			tot[r] += d;
			times[r][cnt[r]++] = d;
			if (d > worst[r])
				worst[r] = d;
		}
		printf("all/%s: %d claims, mean %.2f us, worst %.1f us\n", rule_names[rule],
		    cnt[0] + cnt[1], cnt[0] + cnt[1] ? (tot[0] + tot[1]) / (cnt[0] + cnt[1]) / 1000 : 0,
		    (worst[0] > worst[1] ? worst[0] : worst[1]) / 1000);
		for (r = 1; r >= 0; r--)
			printf("%s/%s: %d claims, mean %.2f us, worst %.1f us\n", r ? "holds" : "refuted",
			    rule_names[rule], cnt[r], cnt[r] ? tot[r] / cnt[r] / 1000 : 0, worst[r] / 1000);
		if (pct)
			printf("p99/%s: holds %.1f us, refuted %.1f us\n", rule_names[rule],
			    quantile(times[1], cnt[1], 0.99) / 1000, quantile(times[0], cnt[0], 0.99) / 1000);
	}
	free(times[0]);
	free(times[1]);
	return 0;
}
