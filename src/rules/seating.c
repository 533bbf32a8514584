/*
 * Seating plans (seating.h): the sessions a known design holds are built
 * (seating_design.c); the rest come from a tabu search in the manner of
 * Dotú and Van Hentenryck's local search for the social golfer problem. The
 * cost of a schedule is its repeated meetings (see excess()); a move swaps
 * two players of different tables in one searched session, one of whom
 * meets someone at his table a second time. Moves just made are tabu for a
 * few steps; when the search stalls it restarts from the best schedule with
 * a few random swaps. Sit-outs are fixed before the search, seats after it.
 */
#include <stdlib.h>
#include <string.h>

#include "../util/i18n.h"
#include "../util/util.h"
#include "seating.h"

#define DEFAULT_STEPS	400000L
#define STALL_STEPS	400
#define GIVE_UP_STEPS	50000L

static int	 seating_repeats_with(const struct seating *, const unsigned char *);

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

/*
 * The cost of a pair that meets m times: SPREAD for every meeting beyond the
 * first, and a little more for each beyond the second, so that among
 * schedules with the fewest repeated meetings the search prefers those that
 * spread them over more pairs.
 */
#define SPREAD	64

static int
excess(int m)
{
	return m > 1 ? (m - 1) * SPREAD + (m - 1) * (m - 2) / 2 : 0;
}

/* The search state. Sessions before fixed are built, not searched. */
struct search {
	int			 n, T, r, S, fixed;
	int			*seat;		/* as struct seating */
	int			*table;		/* table[s * n + p]: T when p sits out */
	int			*pos;		/* pos[s * n + p]: index into seat[] */
	unsigned char		*meet;		/* meet[a * n + b], the prior ones included */
	long			*tabu;		/* tabu[s * n + p]: tabu until this step */
	int			*byes;		/* byes[p]: prior and planned sit-outs */
	int			 bye_swaps;	/* whether a sit-out may change hands */
	int			 cost;
	struct seating_rng	 rng;
};

/* Adds d to the meetings of every pair at table t of session s. */
static void
table_meet(struct search *x, int s, int t, int d)
{
	const int	*g = &x->seat[s * x->n + t * 4];
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
	x->seat[s * x->n + idx] = p;
	x->table[s * x->n + p] = idx < x->T * 4 ? idx / 4 : x->T;
	x->pos[s * x->n + p] = idx;
}

/* The change of cost if a (at his table) and b (at another) swap in session s. */
static int
swap_delta(const struct search *x, int s, int a, int b)
{
	const int	*ga = &x->seat[s * x->n + x->table[s * x->n + a] * 4];
	const int	*gb = &x->seat[s * x->n + x->table[s * x->n + b] * 4];
	const unsigned char *ma = &x->meet[a * x->n], *mb = &x->meet[b * x->n];
	int		 k, d = 0, m, out = x->table[s * x->n + b] == x->T;

	for (k = 0; k < 4; k++) {
		if (out) {
			/* b takes a's seat, a sits out. */
			if (ga[k] != a)
				d += excess(ma[ga[k]] - 1) - excess(ma[ga[k]]) +
				    excess(mb[ga[k]] + 1) - excess(mb[ga[k]]);
			continue;
		}
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
	if (tb < x->T)
		table_meet(x, s, tb, -1);
	else
		x->byes[a]++, x->byes[b]--;
	place(x, s, ia, b);
	place(x, s, ib, a);
	table_meet(x, s, ta, +1);
	if (tb < x->T)
		table_meet(x, s, tb, +1);
}

/* Whether a sits at a table of session s where he meets someone a second time. */
static int
in_conflict(const struct search *x, int s, int a)
{
	const int	*g;
	int		 k;

	if (x->table[s * x->n + a] == x->T)
		return 0;
	g = &x->seat[s * x->n + x->table[s * x->n + a] * 4];
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
	int	 s, a, b, d, ta;

	best->d = 1 << 30;
	best->ties = 0;
	for (s = x->fixed; s < x->S; s++)
		for (a = 0; a < x->n; a++) {
			if (!in_conflict(x, s, a))
				continue;
			ta = x->table[s * x->n + a];
			for (b = 0; b < x->n; b++) {
				if (x->table[s * x->n + b] == ta)
					continue;
				/* A sit-out changes hands only between counts a step apart. */
				if (x->table[s * x->n + b] == x->T &&
				    (!x->bye_swaps || x->byes[b] != x->byes[a] + 1))
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

	if (x->T < 2 || x->fixed >= x->S)
		return;
	s = x->fixed + (int)seating_rng_below(&x->rng, (uint32_t)(x->S - x->fixed));
	a = x->seat[s * x->n + (int)seating_rng_below(&x->rng, (uint32_t)x->T * 4)];
	do
		b = x->seat[s * x->n + (int)seating_rng_below(&x->rng, (uint32_t)x->T * 4)];
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

/* Shuffles the order of the T tables (four slots each) that start at g. */
static void
shuffle_tables(struct seating_rng *r, int *g, int T)
{
	int	 i, j, k, t;

	for (i = T - 1; i > 0; i--) {
		j = (int)seating_rng_below(r, (uint32_t)i + 1);
		for (k = 0; k < 4; k++)
			t = g[i * 4 + k], g[i * 4 + k] = g[j * 4 + k], g[j * 4 + k] = t;
	}
}

/*
 * Who sits out which session: the players in order of their prior
 * sit-outs (ties drawn), r a session in turn, so nobody sits out twice
 * before everyone has sat out once. Fills order (n).
 */
static void
byes_order(struct search *x, const int *prior, int *order)
{
	int	 i, j, t;

	for (i = 0; i < x->n; i++)
		order[i] = i;
	shuffle(&x->rng, order, x->n);
	if (prior == NULL)
		return;
	/* A stable insertion sort keeps the drawn order among equals. */
	for (i = 1; i < x->n; i++)
		for (j = i; j > 0 && prior[order[j - 1]] > prior[order[j]]; j--)
			t = order[j], order[j] = order[j - 1], order[j - 1] = t;
}

/* Fills session s: the built design session when there is one, else drawn. */
static void
session_fill(struct search *x, int s, const int *perm, const int *order, int *buf)
{
	int	 i, k, bye;

	if (s < x->fixed) {
		seating_design(x->n, s, buf);
		for (i = 0; i < x->n; i++)
			place(x, s, i, perm[buf[i]]);
	} else {
		k = 0;
		for (i = 0; i < x->n; i++) {
			bye = x->r > 0 && (i - s * x->r % x->n + x->n) % x->n < x->r;
			if (!bye)
				buf[k++] = order[i];
		}
		shuffle(&x->rng, buf, k);
		for (i = 0; i < x->r; i++)
			x->byes[buf[k + i] = order[(s * x->r + i) % x->n]]++;
		for (i = 0; i < x->n; i++)
			place(x, s, i, buf[i]);
	}
	for (i = 0; i < x->T; i++)
		table_meet(x, s, i, +1);
}

static void
search_init(struct search *x, const struct seating_plan *pl)
{
	int	 n = pl->nplayers, s, i, *perm, *order, *buf;

	memset(x, 0, sizeof(*x));
	x->n = n, x->T = n / 4, x->r = n % 4, x->S = pl->nsessions;
	seating_rng_seed(&x->rng, pl->seed);
	x->seat = xcalloc((size_t)x->S * n, sizeof(int));
	x->table = xcalloc((size_t)x->S * n, sizeof(int));
	x->pos = xcalloc((size_t)x->S * n, sizeof(int));
	x->meet = xcalloc((size_t)n * n, 1);
	x->tabu = xcalloc((size_t)x->S * n, sizeof(long));
	x->byes = xcalloc((size_t)n, sizeof(int));
	for (i = 0; i < n && pl->prior_byes != NULL; i++)
		x->byes[i] = pl->prior_byes[i];
	/* When nobody sits out twice in the plan, who sits out when is free. */
	x->bye_swaps = x->r * x->S <= n;
	if (pl->prior_meet != NULL)
		for (i = 0; i < n * n; i++)
			x->cost += (x->meet[i] = pl->prior_meet[i]) > 1 && i / n < i % n ?
			    excess(pl->prior_meet[i]) : 0;
	if (pl->prior_meet == NULL && x->r == 0)
		x->fixed = seating_design(n, 0, NULL);
	if (x->fixed > x->S)
		x->fixed = x->S;
	perm = xcalloc((size_t)n, sizeof(int));
	order = xcalloc((size_t)n, sizeof(int));
	buf = xcalloc((size_t)n, sizeof(int));
	for (i = 0; i < n; i++)
		perm[i] = i;
	shuffle(&x->rng, perm, n);
	byes_order(x, pl->prior_byes, order);
	for (s = 0; s < x->S; s++)
		session_fill(x, s, perm, order, buf);
	free(perm);
	free(order);
	free(buf);
}

static void
search_free(struct search *x)
{
	free(x->table);
	free(x->pos);
	free(x->meet);
	free(x->tabu);
	free(x->byes);
}

/* Sets the searched sessions to those in seat (recomputing their meetings). */
static void
search_load(struct search *x, const int *seat)
{
	int	 s, i;

	for (s = x->fixed; s < x->S; s++) {
		for (i = 0; i < x->T; i++)
			table_meet(x, s, i, -1);
		for (i = x->T * 4; i < x->n; i++)
			x->byes[x->seat[s * x->n + i]]--;
	}
	for (s = x->fixed; s < x->S; s++) {
		for (i = 0; i < x->n; i++)
			place(x, s, i, seat[s * x->n + i]);
		for (i = 0; i < x->T; i++)
			table_meet(x, s, i, +1);
		for (i = x->T * 4; i < x->n; i++)
			x->byes[x->seat[s * x->n + i]]++;
	}
}

/*
 * A lower bound of the cost: each player has 3 table-mates a session he
 * plays and only n - 1 others to meet, so beyond that every one repeats,
 * and a repeated meeting is counted from both sides. (With prior meetings,
 * 0.)
 */
static int
cost_bound(const struct search *x, const struct seating_plan *pl)
{
	int	 p, s, k, over, sum = 0;

	if (pl->prior_meet != NULL)
		return 0;
	for (p = 0; p < x->n; p++) {
		for (k = x->S, s = 0; s < x->S; s++)
			k -= x->table[s * x->n + p] == x->T;
		if ((over = 3 * k - (x->n - 1)) > 0)
			sum += over;
	}
	return sum / 2 * SPREAD;
}

/* The tabu search over the sessions after the built ones; leaves the best in best. */
static void
search_run(struct search *x, const struct seating_plan *pl, int *best)
{
	struct move	 mv = { 0, 0, 0, 0, 0 };
	long		 step, stall = 0, since = 0;
	long		 max = pl->max_steps > 0 ? pl->max_steps : DEFAULT_STEPS;
	size_t		 cells = (size_t)x->S * x->n;
	int		 bestcost = x->cost, bound = cost_bound(x, pl), k;

	memcpy(best, x->seat, cells * sizeof(int));
	for (step = 0; step < max && bestcost > bound && x->fixed < x->S; step++) {
		/* By default, a search that has not improved for long is done. */
		if (pl->max_steps <= 0 && ++since > GIVE_UP_STEPS)
			break;
		if (pl->progress != NULL && step % 1024 == 0)
			pl->progress(pl->progress_arg, step, max, bestcost / SPREAD);
		if (!move_find(x, step, bestcost, &mv)) {
			random_swap(x);
			continue;
		}
		swap_apply(x, mv.s, mv.a, mv.b);
		/* A tenure of a few steps, varied so the search does not cycle. */
		x->tabu[mv.s * x->n + mv.a] = step + 3 + seating_rng_below(&x->rng, 8);
		x->tabu[mv.s * x->n + mv.b] = step + 3 + seating_rng_below(&x->rng, 8);
		if (x->cost < bestcost) {
			bestcost = x->cost;
			memcpy(best, x->seat, cells * sizeof(int));
			stall = since = 0;
		} else if (++stall > STALL_STEPS) {
			search_load(x, best);
			for (k = 0; k < 2 + x->n / 8; k++)
				random_swap(x);
			stall = 0;
		}
	}
}

/*
 * Draws the order of the tables of each session and the seats at each table,
 * the seats so that each player's seat numbers (and so the first dealer) are
 * as even as they can be: table by table, of the 24 orders of its players,
 * the one with the fewest earlier sittings at those seats.
 */
static void
seats_balance(struct search *x, const struct seating_plan *pl, int *best)
{
	static const int perms[24][4] = {
		{0,1,2,3},{0,1,3,2},{0,2,1,3},{0,2,3,1},{0,3,1,2},{0,3,2,1},
		{1,0,2,3},{1,0,3,2},{1,2,0,3},{1,2,3,0},{1,3,0,2},{1,3,2,0},
		{2,0,1,3},{2,0,3,1},{2,1,0,3},{2,1,3,0},{2,3,0,1},{2,3,1,0},
		{3,0,1,2},{3,0,2,1},{3,1,0,2},{3,1,2,0},{3,2,0,1},{3,2,1,0},
	};
	int	*count, *g, tab[4], order[24], s, t, i, k, c, bc, bi;

	count = xcalloc((size_t)x->n * 4, sizeof(int));
	if (pl->prior_seats != NULL)
		memcpy(count, pl->prior_seats, (size_t)x->n * 4 * sizeof(int));
	for (i = 0; i < 24; i++)
		order[i] = i;
	for (s = 0; s < x->S; s++) {
		shuffle_tables(&x->rng, &best[s * x->n], x->T);
		for (t = 0; t < x->T; t++) {
			g = &best[s * x->n + t * 4];
			shuffle(&x->rng, order, 24);
			for (bi = 0, bc = -1, i = 0; i < 24; i++) {
				for (c = 0, k = 0; k < 4; k++)
					c += count[g[perms[order[i]][k]] * 4 + k];
				if (bc == -1 || c < bc)
					bc = c, bi = order[i];
			}
			for (k = 0; k < 4; k++)
				tab[k] = g[perms[bi][k]];
			for (k = 0; k < 4; k++)
				count[(g[k] = tab[k]) * 4 + k]++;
		}
	}
	free(count);
}

int
seating_plan(const struct seating_plan *pl, struct seating *out)
{
	struct search	 x;
	int		*best;

	memset(out, 0, sizeof(*out));
	if (pl->nplayers < 4 || pl->nplayers > SEATING_MAX_PLAYERS ||
	    pl->nsessions < 1 || pl->nsessions > SEATING_MAX_SESSIONS)
		return -1;
	search_init(&x, pl);
	best = xcalloc((size_t)x.S * x.n, sizeof(int));
	search_run(&x, pl, best);
	seats_balance(&x, pl, best);
	search_free(&x);
	free(x.seat);
	out->nplayers = x.n;
	out->ntables = x.T;
	out->nbyes = x.r;
	out->nsessions = x.S;
	out->seat = best;
	return seating_repeats_with(out, pl->prior_meet);
}

int
seating_draw(int n, int S, uint64_t seed, long max_steps, struct seating *out)
{
	struct seating_plan	 pl;

	memset(&pl, 0, sizeof(pl));
	pl.nplayers = n;
	pl.nsessions = S;
	pl.seed = seed;
	pl.max_steps = max_steps;
	return seating_plan(&pl, out);
}

/*
 * The meetings of a schedule added to prior (n * n, or NULL): fills meet
 * (n * n). Returns the repeated meetings within the schedule and with the
 * prior ones.
 */
static int
schedule_meet(const struct seating *sch, const unsigned char *prior, int *meet)
{
	int	 n = sch->nplayers, s, t, i, j, a, b, m, rep = 0;

	for (i = 0; i < n * n; i++)
		meet[i] = prior != NULL ? prior[i] : 0;
	for (s = 0; s < sch->nsessions; s++)
		for (t = 0; t < sch->ntables; t++)
			for (i = 0; i < 4; i++)
				for (j = i + 1; j < 4; j++) {
					a = SEATING_AT(sch, s, t, i);
					b = SEATING_AT(sch, s, t, j);
					m = meet[a * n + b]++;
					meet[b * n + a]++;
					rep += m > 0;
				}
	return rep;
}

static int
seating_repeats_with(const struct seating *sch, const unsigned char *prior)
{
	int	*meet, rep;

	meet = xcalloc((size_t)sch->nplayers * sch->nplayers, sizeof(int));
	rep = schedule_meet(sch, prior, meet);
	free(meet);
	return rep;
}

int
seating_repeats(const struct seating *sch)
{
	return seating_repeats_with(sch, NULL);
}

int
seating_max_meetings(const struct seating *sch, const unsigned char *prior)
{
	int	*meet, i, max = 0;

	meet = xcalloc((size_t)sch->nplayers * sch->nplayers, sizeof(int));
	schedule_meet(sch, prior, meet);
	for (i = 0; i < sch->nplayers * sch->nplayers; i++)
		if (meet[i] > max)
			max = meet[i];
	free(meet);
	return max;
}

int
seating_valid(const struct seating *sch)
{
	int	*seen, s, i, p, ok = 1;

	if (sch->nplayers != sch->ntables * 4 + sch->nbyes || sch->nbyes < 0 ||
	    sch->nbyes > 3)
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

int
seating_names_check(int n, char *const *names, size_t max, struct errbuf *err)
{
	char	 a[512], b[512];
	size_t	 len;
	int	 i, j;

	for (i = 0; i < n; i++) {
		len = strlen(names[i]);
		if (len == 0 || len > max)
			return err_set(err, 0, 0, _("draw: player %d: a name of 1 to %d bytes"
			    " expected"), i + 1, (int)max);
	}
	for (i = 0; i < n; i++) {
		text_fold(names[i], strlen(names[i]), a, sizeof(a));
		for (j = i + 1; j < n; j++) {
			text_fold(names[j], strlen(names[j]), b, sizeof(b));
			if (strcmp(a, b) == 0)
				return err_set(err, 0, 0, _("draw: '%s' and '%s' are the same"
				    " player"), names[i], names[j]);
		}
	}
	return 0;
}
