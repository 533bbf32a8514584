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
 * (five), 24 (seven), 32 (ten, kept whole, below), 36 (eleven) and 40 (thirteen, a resolvable
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

/*
 * 32 players (ten sessions, the best known, short of the (32 - 1) / 3 = 10
 * bound by nothing): no cyclic base is known here, so the ten sessions are
 * kept whole (g 1, m 32, k 10: session s is base session s). They are the
 * published solution of the social golfer problem 8-4-10 (the 11-round
 * schedule for 32 players in the literature, T(32, 4) = 11 in the
 * Wolfram Demonstrations "Social Golfer Problem", without its last round),
 * players A..P and a..p written 0..15 and 16..31; tests/check_seating.c
 * checks it pair by pair like every other.
 */
static const short sessions32[] = {
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
	0, 4, 8, 28, 1, 18, 22, 7, 3, 5, 10, 31, 19, 21, 26, 15, 16, 20, 24, 12, 17, 2, 6, 23, 25, 11, 13, 30, 9, 27, 29, 14,
	0, 21, 27, 30, 1, 23, 26, 28, 3, 6, 24, 13, 16, 5, 11, 14, 17, 7, 10, 12, 2, 20, 9, 15, 18, 4, 25, 31, 19, 22, 8, 29,
	0, 18, 24, 11, 1, 19, 25, 10, 17, 3, 9, 26, 5, 22, 30, 15, 21, 6, 14, 31, 16, 2, 8, 27, 4, 23, 12, 29, 20, 7, 28, 13,
	0, 22, 10, 13, 1, 4, 27, 15, 3, 7, 8, 30, 19, 23, 24, 14, 17, 20, 11, 31, 2, 21, 25, 28, 18, 5, 9, 12, 16, 6, 26, 29,
	0, 23, 9, 31, 1, 5, 24, 29, 18, 3, 28, 14, 17, 21, 8, 13, 20, 6, 10, 27, 2, 19, 12, 30, 4, 22, 26, 11, 16, 7, 25, 15,
	0, 19, 20, 5, 1, 6, 9, 30, 16, 3, 4, 21, 18, 23, 27, 13, 24, 10, 28, 15, 2, 7, 11, 29, 17, 22, 25, 14, 8, 26, 12, 31,
	0, 17, 29, 15, 16, 1, 13, 31, 3, 22, 27, 12, 18, 20, 26, 30, 21, 7, 24, 9, 2, 4, 10, 14, 5, 23, 8, 25, 19, 6, 11, 28,
	0, 6, 25, 12, 1, 20, 8, 14, 3, 23, 11, 15, 16, 22, 9, 28, 18, 21, 10, 29, 2, 5, 26, 13, 17, 4, 24, 30, 19, 7, 27, 31,
	0, 7, 26, 14, 1, 21, 11, 12, 3, 20, 25, 29, 17, 5, 27, 28, 18, 6, 8, 15, 2, 22, 24, 31, 19, 4, 9, 13, 16, 23, 10, 30
};

static const struct design designs[] = {
	{ 16, 5, 3, 1, 1, base16 },
	{ 20, 5, 4, 0, 1, base20 },
	{ 24, 7, 3, 3, 1, base24 },
	{ 28, 9, 3, 1, 1, base28 },
	{ 32, 1, 32, 0, 10, sessions32 },
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
