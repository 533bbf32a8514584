/*
 * Times baska_claim_check from the first trick over random deals (not part
 * of make check). Build and run after `make`:
 *
 *   make bench (builds build/std/bench/claim), or by hand:
 *   cc -O2 -std=c11 -D_DEFAULT_SOURCE -o /tmp/claim-bench tests/bench/claim.c \
 *       $(find build/std/src/rules build/std/src/util -name '*.o')
 *   /tmp/claim-bench [deals]
 *
 * Each claim is timed three times and the fastest run kept (scheduling noise).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../src/rules/baska/baska.h"

static double
now_ns(void)
{
	struct timespec	 t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e9 + t.tv_nsec;
}

int
main(int argc, char *argv[])
{
	static const int sides[3] = { 0x1, 0x5, 0xe };	/* solo, 2v2, three against one */
	unsigned	 seed = 1;
	int		 deals = argc > 1 ? atoi(argv[1]) : 200000, n, i, j, t, deck[16], rep, r;
	int		 cnt[2] = { 0, 0 };
	uint16_t	 h[4];
	char		 line[192];
	double		 tot[2] = { 0, 0 }, worst[2] = { 0, 0 }, d, a;

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
			r = baska_claim_check(&baska_psb, n % 2 ? FAM_GRAN : FAM_NORMAL, h, 1, NULL, 0,
			    1, sides[n % 3], line, sizeof(line));
			a = now_ns() - a;
			if (a < d)
				d = a;
		}
		tot[r] += d;
		cnt[r]++;
		if (d > worst[r])
			worst[r] = d;
	}
	for (r = 0; r < 2; r++)
		printf("%s: %d claims, mean %.2f us, worst %.1f us\n", r ? "holds" : "refuted",
		    cnt[r], cnt[r] ? tot[r] / cnt[r] / 1000 : 0, worst[r] / 1000);
	return 0;
}
