/*
 * Seating draws (seating.h): a tabu search in the manner of Dotú and Van
 * Hentenryck's local search for the social golfer problem. The cost of a
 * schedule is its number of repeated meetings; a move swaps two players of
 * different tables in one session, one of whom meets someone at his table a
 * second time. Moves just made are tabu for a few steps; when the search
 * stalls it restarts from the best schedule with a few random swaps.
 */
#include <stdlib.h>
#include <string.h>

#include "../util/util.h"
#include "seating.h"

#define DEFAULT_STEPS	400000L
#define STALL_STEPS	400

void
seating_rng_seed(struct seating_rng *r, uint64_t seed)
{
	r->s = seed;
}

static uint64_t
rng_next(struct seating_rng *r)
{
	uint64_t	 z;

	z = (r->s += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

uint32_t
seating_rng_below(struct seating_rng *r, uint32_t n)
{
	uint64_t	 lim, x;

	/* Rejection sampling: no modulo bias, so every draw is equally likely. */
	lim = UINT64_MAX - UINT64_MAX % n;
	do
		x = rng_next(r);
	while (x >= lim);
	return (uint32_t)(x % n);
}

/* The search state. */
struct search {
	int			 n, T, S;
	int			*seat;		/* as struct seating */
	int			*table;		/* table[s * n + p] */
	int			*pos;		/* pos[s * n + p]: index into seat[] */
	unsigned char		*meet;		/* meet[a * n + b] */
	long			*tabu;		/* tabu[s * n + p]: tabu until this step */
	int			 cost;
	struct seating_rng	 rng;
};

static int
excess(int m)
{
	return m > 1 ? m - 1 : 0;
}

/* Adds d to the meetings of every pair at table t of session s. */
static void
table_meet(struct search *x, int s, int t, int d)
{
	const int	*g = &x->seat[(s * x->T + t) * 4];
	int		 i, j, m;

	for (i = 0; i < 4; i++)
		for (j = i + 1; j < 4; j++) {
			m = x->meet[g[i] * x->n + g[j]];
			x->cost += excess(m + d) - excess(m);
			x->meet[g[i] * x->n + g[j]] = (unsigned char)(m + d);
			x->meet[g[j] * x->n + g[i]] = (unsigned char)(m + d);
		}
}

static void
place(struct search *x, int s, int idx, int p)
{
	x->seat[s * x->T * 4 + idx] = p;
	x->table[s * x->n + p] = idx / 4;
	x->pos[s * x->n + p] = idx;
}

/* The change of cost if a (at his table) and b (at another) swap in session s. */
static int
swap_delta(const struct search *x, int s, int a, int b)
{
	const int	*ga = &x->seat[(s * x->T + x->table[s * x->n + a]) * 4];
	const int	*gb = &x->seat[(s * x->T + x->table[s * x->n + b]) * 4];
	const unsigned char *ma = &x->meet[a * x->n], *mb = &x->meet[b * x->n];
	int		 k, d = 0, m;

	for (k = 0; k < 4; k++) {
		if (ga[k] != a) {
			m = ma[ga[k]];
			d += excess(m - 1) - excess(m);
			m = mb[ga[k]];
			d += excess(m + 1) - excess(m);
		}
		if (gb[k] != b) {
			m = mb[gb[k]];
			d += excess(m - 1) - excess(m);
			m = ma[gb[k]];
			d += excess(m + 1) - excess(m);
		}
	}
	return d;
}

static void
swap_apply(struct search *x, int s, int a, int b)
{
	int	 ta = x->table[s * x->n + a], tb = x->table[s * x->n + b];
	int	 ia = x->pos[s * x->n + a], ib = x->pos[s * x->n + b];

	table_meet(x, s, ta, -1);
	table_meet(x, s, tb, -1);
	place(x, s, ia, b);
	place(x, s, ib, a);
	table_meet(x, s, ta, +1);
	table_meet(x, s, tb, +1);
}

/* Whether a meets someone at his table of session s for a second time. */
static int
in_conflict(const struct search *x, int s, int a)
{
	const int	*g = &x->seat[(s * x->T + x->table[s * x->n + a]) * 4];
	int		 k;

	for (k = 0; k < 4; k++)
		if (g[k] != a && x->meet[a * x->n + g[k]] > 1)
			return 1;
	return 0;
}

struct move {
	int	 s, a, b, d, ties;
};

/* Keeps the better of two moves, breaking ties uniformly at random. */
static void
move_offer(struct search *x, struct move *best, int s, int a, int b, int d)
{
	if (d < best->d) {
		best->s = s, best->a = a, best->b = b, best->d = d, best->ties = 1;
	} else if (d == best->d &&
	    seating_rng_below(&x->rng, (uint32_t)++best->ties) == 0) {
		best->s = s, best->a = a, best->b = b;
	}
}

static int
move_find(struct search *x, long step, int bestcost, struct move *best)
{
	int	 s, a, b, d;

	best->d = 1 << 30;
	best->ties = 0;
	for (s = 0; s < x->S; s++)
		for (a = 0; a < x->n; a++) {
			if (!in_conflict(x, s, a))
				continue;
			for (b = 0; b < x->n; b++) {
				if (x->table[s * x->n + b] == x->table[s * x->n + a])
					continue;
				d = swap_delta(x, s, a, b);
				if ((x->tabu[s * x->n + a] > step ||
				    x->tabu[s * x->n + b] > step) &&
				    x->cost + d >= bestcost)
					continue;
				move_offer(x, best, s, a, b, d);
			}
		}
	return best->ties > 0;
}

static void
random_swap(struct search *x)
{
	int	 s, a, b;

	if (x->T < 2)
		return;
	s = (int)seating_rng_below(&x->rng, (uint32_t)x->S);
	a = (int)seating_rng_below(&x->rng, (uint32_t)x->n);
	do
		b = (int)seating_rng_below(&x->rng, (uint32_t)x->n);
	while (x->table[s * x->n + b] == x->table[s * x->n + a]);
	swap_apply(x, s, a, b);
}

static void
shuffle(struct seating_rng *r, int *v, int n)
{
	int	 i, j, t;

	for (i = n - 1; i > 0; i--) {
		j = (int)seating_rng_below(r, (uint32_t)i + 1);
		t = v[i], v[i] = v[j], v[j] = t;
	}
}

static void
search_init(struct search *x, int n, int S, uint64_t seed)
{
	int	 s, i, *perm;

	memset(x, 0, sizeof(*x));
	x->n = n, x->T = n / 4, x->S = S;
	seating_rng_seed(&x->rng, seed);
	x->seat = xcalloc((size_t)S * n, sizeof(int));
	x->table = xcalloc((size_t)S * n, sizeof(int));
	x->pos = xcalloc((size_t)S * n, sizeof(int));
	x->meet = xcalloc((size_t)n * n, 1);
	x->tabu = xcalloc((size_t)S * n, sizeof(long));
	perm = xcalloc((size_t)n, sizeof(int));
	for (s = 0; s < S; s++) {
		for (i = 0; i < n; i++)
			perm[i] = i;
		shuffle(&x->rng, perm, n);
		for (i = 0; i < n; i++)
			place(x, s, i, perm[i]);
		for (i = 0; i < x->T; i++)
			table_meet(x, s, i, +1);
	}
	free(perm);
}

static void
search_free(struct search *x)
{
	free(x->table);
	free(x->pos);
	free(x->meet);
	free(x->tabu);
}

/* Sets the search to the schedule in seat (recomputing the meetings). */
static void
search_load(struct search *x, const int *seat)
{
	int	 s, i;

	memset(x->meet, 0, (size_t)x->n * x->n);
	x->cost = 0;
	for (s = 0; s < x->S; s++) {
		for (i = 0; i < x->T * 4; i++)
			place(x, s, i, seat[s * x->T * 4 + i]);
		for (i = 0; i < x->T; i++)
			table_meet(x, s, i, +1);
	}
}

/*
 * A lower bound of the repeated meetings: each player has 3 table-mates a
 * session and only n - 1 others to meet, so beyond that every one repeats.
 */
static int
repeats_bound(int n, int S)
{
	int	 over = 3 * S - (n - 1);

	return over > 0 ? n * over / 2 : 0;
}

int
seating_draw(int n, int S, uint64_t seed, long max_steps, struct seating *out)
{
	struct search	 x;
	struct move	 mv = { 0, 0, 0, 0, 0 };
	int		*best, bestcost, bound, k;
	long		 step, stall = 0;
	size_t		 cells;

	memset(out, 0, sizeof(*out));
	if (n < 4 || n % 4 != 0 || n > SEATING_MAX_PLAYERS || S < 1 ||
	    S > SEATING_MAX_SESSIONS)
		return -1;
	if (max_steps <= 0)
		max_steps = DEFAULT_STEPS;
	search_init(&x, n, S, seed);
	cells = (size_t)S * n;
	best = xcalloc(cells, sizeof(int));
	memcpy(best, x.seat, cells * sizeof(int));
	bestcost = x.cost;
	bound = repeats_bound(n, S);
	for (step = 0; step < max_steps && bestcost > bound; step++) {
		if (!move_find(&x, step, bestcost, &mv)) {
			random_swap(&x);
			continue;
		}
		swap_apply(&x, mv.s, mv.a, mv.b);
		/* A tenure of a few steps, varied so the search does not cycle. */
		x.tabu[mv.s * n + mv.a] = step + 3 + seating_rng_below(&x.rng, 8);
		x.tabu[mv.s * n + mv.b] = step + 3 + seating_rng_below(&x.rng, 8);
		if (x.cost < bestcost) {
			bestcost = x.cost;
			memcpy(best, x.seat, cells * sizeof(int));
			stall = 0;
		} else if (++stall > STALL_STEPS) {
			search_load(&x, best);
			for (k = 0; k < 2 + n / 8; k++)
				random_swap(&x);
			stall = 0;
		}
	}
	/* Seats within each table are drawn too. */
	for (k = 0; k < S * x.T; k++)
		shuffle(&x.rng, &best[k * 4], 4);
	search_free(&x);
	free(x.seat);
	out->nplayers = n;
	out->ntables = n / 4;
	out->nsessions = S;
	out->seat = best;
	return seating_repeats(out);
}

int
seating_repeats(const struct seating *sch)
{
	unsigned char	*meet;
	int		 s, t, i, j, a, b, rep = 0;
	const int	*g;

	meet = xcalloc((size_t)sch->nplayers * sch->nplayers, 1);
	for (s = 0; s < sch->nsessions; s++)
		for (t = 0; t < sch->ntables; t++) {
			g = &sch->seat[(s * sch->ntables + t) * 4];
			for (i = 0; i < 4; i++)
				for (j = i + 1; j < 4; j++) {
					a = g[i], b = g[j];
					if (meet[a * sch->nplayers + b]++ > 0)
						rep++;
					meet[b * sch->nplayers + a]++;
				}
		}
	free(meet);
	return rep;
}

int
seating_valid(const struct seating *sch)
{
	int	*seen, s, i, p, ok = 1;

	if (sch->nplayers != sch->ntables * 4)
		return 0;
	seen = xcalloc((size_t)sch->nplayers, sizeof(int));
	for (s = 0; s < sch->nsessions && ok; s++) {
		for (i = 0; i < sch->nplayers; i++) {
			p = sch->seat[s * sch->nplayers + i];
			if (p < 0 || p >= sch->nplayers || seen[p] == s + 1) {
				ok = 0;
				break;
			}
			seen[p] = s + 1;
		}
	}
	free(seen);
	return ok;
}

void
seating_free(struct seating *sch)
{
	if (sch == NULL)
		return;
	free(sch->seat);
	sch->seat = NULL;
}
