/*
 * The optimal-strategy solver of referee-general(7) §7: the expected final score of
 * a solitaire game under optimal play, by dynamic programming over the
 * between-turn states (used boxes x upper total capped at the threshold x one
 * bonus bit) with the three-throw "widget" inside each turn. The legal
 * options of a throw come from dice_options and dice_normal, so every ruleset
 * knob applies.
 *
 * Speed (issue 17), measured in tests/bench/solve.c:
 *  - The widget runs over multisets of kept dice, not over keep -> outcome
 *    transitions: the value of a keep of n < 5 dice is the mean of the keeps
 *    of n + 1 dice that add one face (6 terms), and the best keep of a throw
 *    is the best of the keep itself and the best keeps of its sub-multisets
 *    with one die fewer. Both run in place over the 462 keeps, sizes in order
 *    (about 2,500 operations a throw-step instead of 8,700).
 *  - Loop order: one (used boxes, bit) at a time, every upper total at once as
 *    the innermost, contiguous loop (the table is [used][bit][upper]); the
 *    options of a throw are worked out once for all upper totals.
 *  - Symmetry of the upper total: when the remaining upper boxes cannot reach
 *    the threshold from an upper total, the bonus is lost and every such
 *    total has the same value (all of them when the bonus is 0, as in the seed
 *    preset), so it is computed once. Totals the used upper boxes cannot make
 *    are not computed (their states are never reached).
 *  - Only the six throws of five alike depend on the card beyond its open
 *    boxes (joker, bonus); the others use a table of normal values.
 *  - Threads: the states with k used boxes depend only on those with k + 1,
 *    so each level is shared among threads.
 * Values stay double. The same code in float (table, work and vectors of 4)
 * gave 254.588058 for yahtzee and 237.834747 for general, 3.3e-4 and 3.5e-4
 * off, far beyond the 1e-6 the tests ask for, and was only 5 % faster
 * (1.26 s against 1.33 s), since the work is bound by the table lookups.
 * Memory: the table, (8192 used-box sets x 2 bits x (threshold + 1) upper
 * totals) doubles, 8 MiB at threshold 63; per thread 462 keeps x 32 vectors
 * of 2 doubles (236 kB) and 6.5 kB of box values.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"

#define NTHROW	DICE_NTHROW
#define NKEEP	DICE_NKEEP
#define K5	(NKEEP - NTHROW)	/* index of the first keep of five dice */

struct dice_solver {
	struct dice_rules r;
	int	 cap;			/* upper totals 0..cap (the threshold) */
	int	 nup;			/* cap + 1 */
	double	*e;			/* [mask][bit][up] */
	int	 done_from;		/* masks >= this popcount level are filled, -1 none */
};

/* ------------------------------------------------------------ dice model */

/* Keeps: the multisets of 0..5 dice, by size; those of 5 dice are throws. */
static struct {
	int	 init;
	int	 cnt[NKEEP][DICE_FACES + 1];
	int	 size[NKEEP];
	int	 add[NKEEP][DICE_FACES];	/* keep + one die of face f+1, or -1 */
	int	 sub[NKEEP][DICE_FACES];	/* keep - one die of face f+1, or -1 */
	int	 dice[NTHROW][DICE_N];
	int	 at[46656];			/* base-6 count code -> keep, or -1 */
	double	 p0[NTHROW];
} M;
static pthread_once_t model_once = PTHREAD_ONCE_INIT;

static int
code(const int cnt[DICE_FACES + 1])
{
	int	 f, c = 0;

	for (f = DICE_FACES; f >= 1; f--)
		c = c * 6 + cnt[f];
	return c;
}

static void
model_init(void)
{
	static const int fact[] = { 1, 1, 2, 6, 24, 120 };
	int	 c[DICE_FACES + 1], m, i, f, n, total, size, k = 0, ways;

	memset(M.at, -1, sizeof(M.at));
	for (size = 0; size <= DICE_N; size++)
		for (m = 0; m < 46656; m++) {
			for (i = m, total = 0, f = 1; f <= DICE_FACES; f++, i /= 6) {
				c[f] = i % 6;
				total += c[f];
			}
			if (total != size)
				continue;
			c[0] = 0;
			memcpy(M.cnt[k], c, sizeof(c));
			M.size[k] = size;
			M.at[m] = k++;
		}
	for (k = 0; k < NKEEP; k++) {
		for (f = 1; f <= DICE_FACES; f++) {
			memcpy(c, M.cnt[k], sizeof(c));
			c[f]++;
			M.add[k][f - 1] = M.size[k] < DICE_N ? M.at[code(c)] : -1;
			c[f] -= 2;
			M.sub[k][f - 1] = c[f] >= 0 ? M.at[code(c)] : -1;
		}
		if (k < K5)
			continue;
		for (n = 0, ways = fact[5], f = 1; f <= DICE_FACES; f++) {
			ways /= fact[M.cnt[k][f]];
			for (i = 0; i < M.cnt[k][f]; i++)
				M.dice[k - K5][n++] = f;
		}
		M.p0[k - K5] = ways / 7776.0;
	}
	M.init = 1;
}

static void
model(void)
{
	pthread_once(&model_once, model_init);
}

int
dice_keep_index(const int *dice, int n)
{
	int	 c[DICE_FACES + 1] = { 0 }, i;

	model();
	if (n < 0 || n > DICE_N)
		return -1;
	for (i = 0; i < n; i++) {
		if (dice[i] < 1 || dice[i] > DICE_FACES)
			return -1;
		c[dice[i]]++;
	}
	return M.at[code(c)];
}

int
dice_throw_index(const int dice[DICE_N])
{
	int	 k = dice_keep_index(dice, DICE_N);

	return k < 0 ? -1 : k - K5;
}

int
dice_keep_dice(int keep, int dice[DICE_N])
{
	int	 f, i, n = 0;

	model();
	for (f = 1; f <= DICE_FACES; f++)
		for (i = 0; i < M.cnt[keep][f]; i++)
			dice[n++] = f;
	return n;
}

const int *
dice_throw_dice(int t)
{
	model();
	return M.dice[t];
}

double
dice_throw_p(int t)
{
	model();
	return M.p0[t];
}

double
dice_roll_p(int keep, int t)
{
	static const int fact[] = { 1, 1, 2, 6, 24, 120 };
	double	 p;
	int	 f, n, ways;

	model();
	if (!dice_keep_within(keep, t))
		return 0;
	n = DICE_N - M.size[keep];
	for (ways = fact[n], f = 1; f <= DICE_FACES; f++)
		ways /= fact[M.cnt[K5 + t][f] - M.cnt[keep][f]];
	for (p = ways; n > 0; n--)
		p /= 6;
	return p;
}

int
dice_keep_within(int keep, int t)
{
	int	 f;

	model();
	for (f = 1; f <= DICE_FACES; f++)
		if (M.cnt[keep][f] > M.cnt[K5 + t][f])
			return 0;
	return 1;
}

/* ---------------------------------------------------------------- states */

struct dice_solver *
dice_solver_alloc(const struct dice_rules *r)
{
	struct dice_solver *s = xcalloc(1, sizeof(*s));

	model();
	s->r = *r;
	s->cap = r->upper_bonus_threshold;
	s->nup = s->cap + 1;
	s->e = xcalloc(dice_solver_size(s), sizeof(double));
	s->done_from = -1;
	return s;
}

void
dice_solver_free(struct dice_solver *s)
{
	if (s == NULL)
		return;
	free(s->e);
	free(s);
}

const struct dice_rules *
dice_solver_rules(const struct dice_solver *s)
{
	return &s->r;
}

size_t
dice_solver_size(const struct dice_solver *s)
{
	return (size_t)(BOXES_ALL + 1) * 2 * (size_t)s->nup;
}

double *
dice_solver_table(struct dice_solver *s)
{
	return s->e;
}

static size_t
idx(const struct dice_solver *s, unsigned mask, int bit, int up)
{
	return ((size_t)mask * 2 + (size_t)bit) * (size_t)s->nup + (size_t)up;
}

/* The card dice_options sees for a state (the upper total does not change the options). */
static void
state_card(const struct dice_rules *r, unsigned mask, int bit, struct dice_card *c)
{
	memset(c, 0, sizeof(*c));
	c->used = mask;
	if (mask & BOX_BIT(BOX_GENERAL)) {
		c->score[BOX_GENERAL] = bit ? r->general : 0;
		c->first_general = bit ? FIRST_IN_BOX : FIRST_ELSEWHERE;
	} else if (bit)
		c->first_general = FIRST_ELSEWHERE;
}

/* The bonus bit after entering a throw (five alike or not) into box. */
static int
next_bit(const struct dice_rules *r, unsigned mask, int bit, int box, int five)
{
	if (mask & BOX_BIT(BOX_GENERAL))
		return bit;
	if (r->extra_bonus_condition == BONUS_BOX_HOLDS_50)
		return box == BOX_GENERAL && five;
	/* first_in_box: before the box is used, bit = "a generał went elsewhere". */
	if (box == BOX_GENERAL)
		return five && !bit;
	return bit || five;
}

/* Whether a bit is possible for the used boxes at all. */
static int
bit_possible(const struct dice_rules *r, unsigned mask, int bit)
{
	if (!bit || (mask & BOX_BIT(BOX_GENERAL)))
		return 1;
	return r->extra_bonus_condition == BONUS_FIRST_IN_BOX && mask != 0;
}

void
dice_state_of_card(const struct dice_rules *r, const struct dice_card *c, struct dice_state *st)
{
	struct dice_totals t;

	dice_card_totals(r, c, &t);
	st->used = c->used & BOXES_ALL;
	st->upper = t.upper > r->upper_bonus_threshold ? r->upper_bonus_threshold : t.upper;
	if (c->used & BOX_BIT(BOX_GENERAL))
		st->bit = r->extra_bonus_condition == BONUS_FIRST_IN_BOX ?
		    c->first_general == FIRST_IN_BOX : c->score[BOX_GENERAL] == r->general;
	else
		st->bit = r->extra_bonus_condition == BONUS_FIRST_IN_BOX &&
		    c->first_general == FIRST_ELSEWHERE;
}

/* Which capped upper totals the used upper boxes can have made. */
static void
upper_reach(int cap, unsigned umask, char *ok)
{
	int	 b, k, u;
	char	 tmp[128];

	memset(ok, 0, (size_t)cap + 1);
	ok[0] = 1;
	for (b = 0; b < 6; b++) {
		if (!(umask & BOX_BIT(b)))
			continue;
		memset(tmp, 0, (size_t)cap + 1);
		for (u = 0; u <= cap; u++)
			if (ok[u])
				for (k = 0; k <= DICE_N; k++) {
					int v = u + k * (b + 1);

					tmp[v > cap ? cap : v] = 1;
				}
		memcpy(ok, tmp, (size_t)cap + 1);
	}
}

int
dice_solver_upper_possible(const struct dice_solver *s, unsigned used, int upper)
{
	char	 ok[128];

	if (upper < 0)
		return 0;
	upper_reach(s->cap, used & BOXES_UPPER, ok);
	return ok[upper > s->cap ? s->cap : upper];
}

/* ---------------------------------------------------------------- widget */

/*
 * The in-place widget over nv vectors of VL values per keep (val[k * nv + j]):
 * on entry the throws hold their values after the last throw; on return
 * val[0] holds the expectation at the start of the turn. If keeps is not
 * NULL, it receives the keep values before each throw i >= 1 ([i - 1][k];
 * lane 0) and throws the values of the throws after throw i ([i][t]).
 * GCC's vector extension: 2 doubles an operation (SSE2, every x86-64).
 */
#define VL	2
typedef double vec __attribute__((vector_size(VL * sizeof(double))));
typedef long long lvec __attribute__((vector_size(VL * sizeof(double))));
/* x = max(x, y) lane by lane (a blend: C has no vector ?:). */
#define VMAX_INTO(x, y) do {						\
	lvec m_ = (y) > (x);						\
	(x) = (vec)(((lvec)(y) & m_) | ((lvec)(x) & ~m_));		\
} while (0)

static void
widget(vec *val, int nv, int rolls, double (*keeps)[NKEEP], double (*throws)[NTHROW])
{
	int	 pass, k, f, j, a;
	vec	*x, zero = { 0 }, sixth = zero + 1.0 / 6.0;

	if (throws != NULL)
		for (k = 0; k < NTHROW; k++)
			throws[rolls - 1][k] = val[(size_t)(K5 + k) * nv][0];
	for (pass = rolls - 1; pass >= 1; pass--) {
		/* Expectation of each keep, largest keeps first. */
		for (k = K5 - 1; k >= 0; k--) {
			const vec *y0 = val + (size_t)M.add[k][0] * nv;
			const vec *y1 = val + (size_t)M.add[k][1] * nv;
			const vec *y2 = val + (size_t)M.add[k][2] * nv;
			const vec *y3 = val + (size_t)M.add[k][3] * nv;
			const vec *y4 = val + (size_t)M.add[k][4] * nv;
			const vec *y5 = val + (size_t)M.add[k][5] * nv;

			x = val + (size_t)k * nv;
			for (j = 0; j < nv; j++)
				x[j] = (y0[j] + y1[j] + y2[j] + y3[j] + y4[j] + y5[j]) * sixth;
		}
		if (keeps != NULL)
			for (k = 0; k < NKEEP; k++)
				keeps[pass - 1][k] = val[(size_t)k * nv][0];
		/* The best keep within each multiset, smallest first. */
		for (k = 1; k < NKEEP; k++) {
			x = val + (size_t)k * nv;
			for (f = 0; f < DICE_FACES; f++) {
				const vec *y;

				if ((a = M.sub[k][f]) < 0)
					continue;
				y = val + (size_t)a * nv;
				for (j = 0; j < nv; j++)
					VMAX_INTO(x[j], y[j]);
			}
		}
		if (throws != NULL)
			for (k = 0; k < NTHROW; k++)
				throws[pass - 1][k] = val[(size_t)(K5 + k) * nv][0];
	}
	/* The first throw: every throw with its probability. */
	for (j = 0; j < nv; j++) {
		vec	 sum = zero;

		for (k = 0; k < NTHROW; k++)
			sum += val[(size_t)(K5 + k) * nv + j] * M.p0[k];
		val[j] = sum;
	}
}

static vec *
vec_alloc(size_t n)
{
	vec	*v = aligned_alloc(sizeof(vec), n * sizeof(vec));

	if (v == NULL)
		abort();
	memset(v, 0, n * sizeof(vec));
	return v;
}

/* Per (mask, bit): what each open box gives a throw that is not five alike. */
struct boxes {
	int	 n;
	int	 box[DICE_NBOXES];
	int	 upper[DICE_NBOXES];
	const double *next[DICE_NBOXES];	/* row of the next state, [up] */
};

struct work {
	struct dice_solver *s;
	vec	*val;				/* [NKEEP][nv] */
	int	 ups[128 + VL];
	short	 pts[NTHROW][DICE_NBOXES];	/* normal values */
};

/*
 * The best value of throw t entered now, for every upper total ups[0..nu),
 * into out[0..nu): points, bonuses and the value of the next state.
 */
static void
enter_best(const struct dice_solver *s, const struct boxes *bx, const struct dice_options *o,
    const short *pts, unsigned mask, int bit, const int *ups, int nu, double *out)
{
	const struct dice_rules *r = &s->r;
	int	 i, j, box, p, bonus, n, nu2, upb;
	double	 x;
	const double *row;

	for (j = 0; j < nu; j++)
		out[j] = -1e300;
	n = o ? o->n : bx->n;
	bonus = o ? o->bonus : 0;
	for (i = 0; i < n; i++) {
		if (o != NULL) {
			box = o->opt[i].box;
			p = o->opt[i].points;
			row = s->e + idx(s, mask | BOX_BIT(box), next_bit(r, mask, bit, box, 1), 0);
		} else {
			box = bx->box[i];
			p = pts[box];
			row = bx->next[i];
		}
		if (!BOX_IS_UPPER(box)) {
			for (j = 0; j < nu; j++) {
				x = p + bonus + row[ups[j]];
				if (x > out[j])
					out[j] = x;
			}
			continue;
		}
		for (j = 0; j < nu; j++) {
			nu2 = ups[j] + p;
			upb = 0;
			if (nu2 >= s->cap) {
				upb = ups[j] < s->cap ? r->upper_bonus_points : 0;
				nu2 = s->cap;
			}
			x = p + bonus + upb + row[nu2];
			if (x > out[j])
				out[j] = x;
		}
	}
}

static void
boxes_of(const struct dice_solver *s, unsigned mask, int bit, struct boxes *bx)
{
	int	 b;

	bx->n = 0;
	for (b = 0; b < DICE_NBOXES; b++) {
		if (mask & BOX_BIT(b))
			continue;
		bx->box[bx->n] = b;
		bx->upper[bx->n] = BOX_IS_UPPER(b);
		bx->next[bx->n] = s->e + idx(s, mask | BOX_BIT(b), next_bit(&s->r, mask, bit, b, 0), 0);
		bx->n++;
	}
}

/* Fills e[mask][bit][*]. */
#define HOPELESS(u)	(r->upper_bonus_points == 0 || ((u) < s->cap && (u) + maxadd < s->cap))
static void
solve_state(struct work *w, unsigned mask, int bit, const char *reach)
{
	struct dice_solver	*s = w->s;
	const struct dice_rules	*r = &s->r;
	struct dice_card	 c;
	struct dice_options	 o;
	struct boxes		 bx;
	double			*row = s->e + idx(s, mask, bit, 0);
	int			 t, j, u, nu = 0, nv, maxadd = 0, hopeless = -1, b;

	/*
	 * Upper totals to compute: each reachable hopeful one, and one hopeless
	 * one (the bonus can no longer change: every total when it is 0).
	 */
	for (b = 0; b < 6; b++)
		if (!(mask & BOX_BIT(b)))
			maxadd += DICE_N * (b + 1);
	for (u = 0; u <= s->cap; u++) {
		if (!reach[u])
			continue;
		if (HOPELESS(u)) {
			if (hopeless >= 0)
				continue;
			hopeless = u;
		}
		w->ups[nu++] = u;
	}
	/* Padding lanes repeat the last upper total. */
	nv = (nu + VL - 1) / VL;
	for (j = nu; j < nv * VL; j++)
		w->ups[j] = w->ups[nu - 1];
	state_card(r, mask, bit, &c);
	boxes_of(s, mask, bit, &bx);
	for (t = 0; t < NTHROW; t++) {
		double *out = (double *)(w->val + (size_t)(K5 + t) * nv);

		if (M.cnt[K5 + t][M.dice[t][0]] == DICE_N) {
			dice_options(r, &c, M.dice[t], &o);
			enter_best(s, &bx, &o, w->pts[t], mask, bit, w->ups, nv * VL, out);
		} else
			enter_best(s, &bx, NULL, w->pts[t], mask, bit, w->ups, nv * VL, out);
	}
	widget(w->val, nv, r->rolls_per_turn, NULL, NULL);
	for (j = 0; j < nu; j++)
		row[w->ups[j]] = w->val[j / VL][j % VL];
	if (hopeless >= 0)
		for (u = 0; u <= s->cap; u++)
			if (HOPELESS(u))
				row[u] = row[hopeless];
#undef HOPELESS
}

struct level {
	struct work	 w;
	pthread_mutex_t	*lock;
	const unsigned	*masks;
	int		 nmasks;
	int		*next;
};

static void *
level_run(void *arg)
{
	struct level		*lv = arg;
	struct dice_solver	*s = lv->w.s;
	char			 reach[128];
	unsigned		 mask;
	int			 i, bit;

	for (;;) {
		pthread_mutex_lock(lv->lock);
		i = (*lv->next)++;
		pthread_mutex_unlock(lv->lock);
		if (i >= lv->nmasks)
			break;
		mask = lv->masks[i];
		upper_reach(s->cap, mask & BOXES_UPPER, reach);
		for (bit = 0; bit < 2; bit++)
			if (bit_possible(&s->r, mask, bit))
				solve_state(&lv->w, mask, bit, reach);
	}
	return NULL;
}

void
dice_solver_run(struct dice_solver *s, unsigned from)
{
	dice_solver_run_threads(s, from, 1);
}

void
dice_solver_run_threads(struct dice_solver *s, unsigned from, int nthreads)
{
	struct level		*lv;
	pthread_t		*tid;
	pthread_mutex_t		 lock = PTHREAD_MUTEX_INITIALIZER;
	unsigned		*masks, mask;
	int			 i, t, b, level, nmasks, next, running;

	if (nthreads < 1)
		nthreads = 1;
	lv = xcalloc((size_t)nthreads, sizeof(*lv));
	tid = xcalloc((size_t)nthreads, sizeof(*tid));
	masks = xcalloc(BOXES_ALL + 1, sizeof(*masks));
	for (i = 0; i < nthreads; i++) {
		lv[i].w.s = s;
		lv[i].w.val = vec_alloc((size_t)NKEEP * (size_t)((s->nup + VL - 1) / VL));
		for (t = 0; t < NTHROW; t++)
			for (b = 0; b < DICE_NBOXES; b++)
				lv[i].w.pts[t][b] = (short)dice_normal(&s->r, b, M.dice[t]);
		lv[i].lock = &lock;
		lv[i].masks = masks;
		lv[i].next = &next;
	}
	for (level = DICE_NBOXES - 1; level >= 0; level--) {
		for (nmasks = 0, mask = 0; mask < BOXES_ALL; mask++)
			if ((mask & from) == from && __builtin_popcount(mask) == level)
				masks[nmasks++] = mask;
		next = 0;
		/* A thread that cannot start leaves its share to the others. */
		for (running = 1, i = 0; i < nthreads; i++) {
			lv[i].nmasks = nmasks;
			if (i > 0 && pthread_create(&tid[running], NULL, level_run, &lv[i]) == 0)
				running++;
		}
		level_run(&lv[0]);
		for (i = 1; i < running; i++)
			pthread_join(tid[i], NULL);
	}
	for (i = 0; i < nthreads; i++)
		free(lv[i].w.val);
	free(lv);
	free(tid);
	free(masks);
}

double
dice_solver_value(const struct dice_solver *s, unsigned used, int upper, int bit)
{
	if (upper > s->cap)
		upper = s->cap;
	if (upper < 0)
		upper = 0;
	return s->e[idx(s, used & BOXES_ALL, bit ? 1 : 0, upper)];
}

double
dice_solver_expected(const struct dice_solver *s)
{
	/* A threshold of 0 is met before the first throw: the bonus is certain. */
	return dice_solver_value(s, 0, 0, 0) + (s->cap == 0 ? s->r.upper_bonus_points : 0);
}

/* ------------------------------------------------------ one state in full */

double
dice_solver_option(const struct dice_solver *s, const struct dice_state *st,
    const struct dice_options *o, int i, double *gain, struct dice_state *next)
{
	const struct dice_rules *r = &s->r;
	struct dice_state n;
	int	 box = o->opt[i].box, p = o->opt[i].points, g;

	n.used = st->used | BOX_BIT(box);
	n.bit = next_bit(r, st->used, st->bit, box, o->five);
	n.upper = st->upper;
	g = p + o->bonus;
	if (BOX_IS_UPPER(box)) {
		n.upper = st->upper + p;
		if (n.upper >= s->cap) {
			if (st->upper < s->cap)
				g += r->upper_bonus_points;
			n.upper = s->cap;
		}
	}
	if (gain != NULL)
		*gain = g;
	if (next != NULL)
		*next = n;
	return g + dice_solver_value(s, n.used, n.upper, n.bit);
}

void
dice_solver_turn(const struct dice_solver *s, const struct dice_state *st, struct dice_turnval *tv)
{
	struct dice_card	 c;
	struct dice_options	 o;
	vec			*val;
	double			 best, x;
	int			 t, i;

	tv->rolls = s->r.rolls_per_turn;
	val = vec_alloc(NKEEP);
	state_card(&s->r, st->used, st->bit, &c);
	for (t = 0; t < NTHROW; t++) {
		dice_options(&s->r, &c, M.dice[t], &o);
		for (best = -1e300, i = 0; i < o.n; i++)
			if ((x = dice_solver_option(s, st, &o, i, NULL, NULL)) > best)
				best = x;
		val[K5 + t] = (vec){ best, best };
	}
	widget(val, 1, tv->rolls, tv->keep, tv->after);
	tv->start = val[0][0];
	free(val);
}
