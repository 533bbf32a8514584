/*
 * Resolvable schedules kept as data (seating.h): for n players, a base
 * session of n / 4 tables over the points (x, i) of Z_g x {0 .. m - 1}
 * (written i * g + x) and f fixed points (written -1 - j), or k such base
 * sessions. Session j * g + t moves every (x, i) of base session j to
 * (x + t, i) and keeps the fixed points, so the k * g sessions together seat
 * each pair at most once: within the base sessions every
 * difference of two points of one group (up to sign, never g / 2) and every
 * difference from group i to group j occurs once at most, and a fixed point
 * meets at most one point of each group. This is the 1-rotational
 * construction of resolvable designs; the base sessions were found by a
 * backtracking search over differences, and tests/check_seating.c checks
 * every schedule built from them pair by pair.
 *
 * k * g is the best known number of sessions for n, or the most possible
 * ((n - 1) / 3): 16 (five sessions, the affine plane of order 4), 28 (nine,
 * a resolvable 2-(28, 4, 1) design: every pair meets exactly once), 20
 * (five), 24 (seven), 36 (eleven) and 40 (thirteen, a resolvable
 * 2-(40, 4, 1) design over Z_13 x {0, 1, 2} and one fixed point).
 */
#include <stddef.h>

#include "seating.h"

struct design {
	int		 n, g, m, f, k;
	const short	*base;		/* k base sessions of n points, four to a table */
};

static const short base16[] = { -1, 3, 8, 10, 0, 1, 14, 11, 5, 6, 4, 2, 7, 13, 12, 9 };
static const short base20[] = { 0, 12, 3, 18, 5, 10, 8, 4, 15, 13, 7, 11, 1, 6, 17, 14,
	16, 9, 2, 19 };
static const short base24[] = { -1, 2, 12, 15, -2, 0, 8, 14, -3, 3, 7, 19, 1, 6, 16, 5,
	9, 20, 17, 18, 10, 11, 4, 13 };
static const short base28[] = { -1, 6, 15, 18, 0, 19, 3, 26, 9, 8, 4, 12, 1, 13, 2, 17,
	10, 24, 11, 21, 20, 5, 25, 7, 22, 14, 23, 16 };

static const short base36[] = { -3, 26, 20, 0, -2, 12, 24, 8, -1, 32, 4, 21, 1, 3, 7, 19,
	2, 16, 15, 5, 6, 14, 28, 29, 9, 30, 23, 10, 11, 18, 13, 31, 17, 22, 27, 25 };

static const short base40[] = { -1, 35, 8, 17, 12, 23, 4, 3, 1, 37, 26, 36, 5, 31, 19, 2,
	7, 27, 25, 9, 11, 21, 13, 24, 0, 6, 30, 34, 10, 18, 29, 22, 20, 33, 14, 28, 15, 16, 38, 32 };

static const struct design designs[] = {
	{ 16, 5, 3, 1, 1, base16 },
	{ 20, 5, 4, 0, 1, base20 },
	{ 24, 7, 3, 3, 1, base24 },
	{ 28, 9, 3, 1, 1, base28 },
	{ 36, 11, 3, 3, 1, base36 },
	{ 40, 13, 3, 1, 1, base40 },
};

int
seating_design(int n, int session, int *seat)
{
	const struct design	*d = NULL;
	size_t			 i;
	int			 k, p, x, grp;

	for (i = 0; i < sizeof(designs) / sizeof(designs[0]); i++)
		if (designs[i].n == n)
			d = &designs[i];
	if (d == NULL)
		return 0;
	if (seat != NULL && session >= 0 && session < d->g * d->k)
		for (k = 0; k < n; k++) {
			p = d->base[session / d->g * n + k];
			if (p < 0) {
				seat[k] = d->m * d->g + (-1 - p);
				continue;
			}
			grp = p / d->g;
			x = (p % d->g + session % d->g) % d->g;
			seat[k] = grp * d->g + x;
		}
	return d->g * d->k;
}
