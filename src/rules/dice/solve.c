/*
 * The optimal-strategy solver of general.md §7: the expected final score of
 * a solitaire game under optimal play, by dynamic programming over the
 * between-turn states (used boxes x upper total capped at the threshold x one
 * bonus bit) with the three-throw "widget" inside each turn. The legal
 * options of a throw come from dice_options, so every ruleset knob applies.
 */
#include <stdlib.h>
#include <string.h>

#include "dice.h"

#define NTHROW	252
#define NKEEP	462

struct dice_solver {
	struct dice_rules r;
	int	 cap;			/* upper totals 0..cap (the threshold) */
	double	*e;			/* [mask][up][bit] */
	/* The dice model. */
	int	 throw_cnt[NTHROW][DICE_FACES + 1];
	int	 throw_dice[NTHROW][DICE_N];
	double	 p0[NTHROW];		/* probability of a first throw */
	int	 keep_of[NTHROW][32];	/* distinct kept sub-multisets of a throw */
	int	 nkeep_of[NTHROW];
	int	 tr_start[NKEEP + 1];	/* keep -> outcomes, in tr_to/tr_p */
	int	 tr_to[4368];
	double	 tr_p[4368];
	double	 v[NTHROW];		/* work: value of a throw at the current step */
	double	 ek[NKEEP];		/* work: value of a keep */
};

static size_t
idx(const struct dice_solver *s, unsigned mask, int up, int bit)
{
	return ((size_t)mask * (size_t)(s->cap + 1) + (size_t)up) * 2 + (size_t)bit;
}

/* Base-6 code of a count vector (counts 0..5 of faces 1..6). */
static int
code(const int cnt[DICE_FACES + 1])
{
	int	 f, c = 0;

	for (f = DICE_FACES; f >= 1; f--)
		c = c * 6 + cnt[f];
	return c;
}

static void
model(struct dice_solver *s)
{
	static const int fact[] = { 1, 1, 2, 6, 24, 120 };
	int	*throw_at, *keep_at, kc[NKEEP][DICE_FACES + 1], nk = 0, nt = 0, ntr = 0;
	int	 c[DICE_FACES + 1], sub[DICE_FACES + 1], add[DICE_FACES + 1];
	int	 t, k, f, n, i, m, total, ways, pow6;

	throw_at = malloc(46656 * sizeof(int));
	keep_at = malloc(46656 * sizeof(int));
	if (throw_at == NULL || keep_at == NULL)
		abort();
	memset(throw_at, -1, 46656 * sizeof(int));
	memset(keep_at, -1, 46656 * sizeof(int));
	/* Every multiset of 0..5 dice, by count vectors; those of 5 dice are throws. */
	for (m = 0; m < 46656; m++) {
		for (i = m, total = 0, f = 1; f <= DICE_FACES; f++, i /= 6) {
			c[f] = i % 6;
			total += c[f];
		}
		if (total > DICE_N)
			continue;
		memcpy(kc[nk], c, sizeof(c));
		keep_at[m] = nk++;
		if (total == DICE_N) {
			memcpy(s->throw_cnt[nt], c, sizeof(c));
			for (n = 0, f = 1; f <= DICE_FACES; f++)
				for (i = 0; i < c[f]; i++)
					s->throw_dice[nt][n++] = f;
			for (ways = fact[5], f = 1; f <= DICE_FACES; f++)
				ways /= fact[c[f]];
			s->p0[nt] = ways / 7776.0;
			throw_at[m] = nt++;
		}
	}
	/* Each throw's kept sub-multisets. */
	for (t = 0; t < nt; t++) {
		s->nkeep_of[t] = 0;
		for (m = 0; m < 46656; m++) {
			if (keep_at[m] < 0)
				continue;
			for (i = m, f = 1; f <= DICE_FACES; f++, i /= 6)
				if (i % 6 > s->throw_cnt[t][f])
					break;
			if (f <= DICE_FACES)
				continue;
			s->keep_of[t][s->nkeep_of[t]++] = keep_at[m];
		}
	}
	/* Each keep's outcomes after re-rolling the other dice. */
	for (k = 0; k < nk; k++) {
		s->tr_start[k] = ntr;
		for (n = DICE_N, f = 1; f <= DICE_FACES; f++)
			n -= kc[k][f];
		for (pow6 = 1, i = 0; i < n; i++)
			pow6 *= 6;
		for (m = 0; m < 46656; m++) {
			if (keep_at[m] < 0)
				continue;
			for (i = m, total = 0, f = 1; f <= DICE_FACES; f++, i /= 6) {
				add[f] = i % 6;
				total += add[f];
			}
			if (total != n)
				continue;
			for (ways = fact[n], f = 1; f <= DICE_FACES; f++) {
				ways /= fact[add[f]];
				sub[f] = kc[k][f] + add[f];
			}
			s->tr_to[ntr] = throw_at[code(sub)];
			s->tr_p[ntr] = (double)ways / pow6;
			ntr++;
		}
	}
	s->tr_start[nk] = ntr;
	free(throw_at);
	free(keep_at);
}

struct dice_solver *
dice_solver_alloc(const struct dice_rules *r)
{
	struct dice_solver *s = xcalloc(1, sizeof(*s));

	s->r = *r;
	s->cap = r->upper_bonus_threshold;
	s->e = xcalloc((size_t)(BOXES_ALL + 1) * (size_t)(s->cap + 1) * 2, sizeof(double));
	model(s);
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

/* The card dice_options sees for a state (the upper total does not change the options). */
static void
state_card(const struct dice_rules *r, unsigned mask, int bit, struct dice_card *c)
{
	memset(c, 0, sizeof(*c));
	c->used = mask;
	if (mask & BOX_BIT(BOX_GENERAL)) {
		c->score[BOX_GENERAL] = bit ? r->general : 0;
		c->first_general = bit ? FIRST_IN_BOX : FIRST_ELSEWHERE;
	}
}

/* The bonus bit after entering a throw (five alike or not) into box. */
static int
next_bit(const struct dice_rules *r, unsigned mask, int bit, int box, int five)
{
	if (mask & BOX_BIT(BOX_GENERAL))
		return bit;
	if (r->extra_bonus_condition == BONUS_BOX_HOLDS_50)
		return box == BOX_GENERAL && five && r->general > 0;
	/* first_in_box: before the box is used, bit = "a generał went elsewhere". */
	if (box == BOX_GENERAL)
		return five && !bit;
	return bit || five;
}

/* Which capped upper totals the used upper boxes can have made. */
static void
upper_reach(const struct dice_solver *s, unsigned umask, char *ok)
{
	int	 b, k, u;
	char	 tmp[256];

	memset(ok, 0, (size_t)s->cap + 1);
	ok[0] = 1;
	for (b = 0; b < 6; b++) {
		if (!(umask & BOX_BIT(b)))
			continue;
		memset(tmp, 0, (size_t)s->cap + 1);
		for (u = 0; u <= s->cap; u++)
			if (ok[u])
				for (k = 0; k <= DICE_N; k++) {
					int v = u + k * (b + 1);

					tmp[v > s->cap ? s->cap : v] = 1;
				}
		memcpy(ok, tmp, (size_t)s->cap + 1);
	}
}

void
dice_solver_run(struct dice_solver *s, unsigned from)
{
	const struct dice_rules *r = &s->r;
	struct dice_card	 c;
	struct dice_options	 o;
	double			*v = s->v, *ek = s->ek;
	/* Options of every throw for one (mask, bit): box, points, next bit; and the bonus. */
	int			(*ob)[DICE_NBOXES], (*op)[DICE_NBOXES], (*onb)[DICE_NBOXES], *on;
	int			*obonus;
	char			 reach[256];
	unsigned		 mask;
	int			 up, bit, t, i, k, pass, nu, pts, box;
	double			 best, x, sum;

	ob = xcalloc(NTHROW, sizeof(*ob));
	op = xcalloc(NTHROW, sizeof(*op));
	onb = xcalloc(NTHROW, sizeof(*onb));
	on = xcalloc(NTHROW, sizeof(*on));
	obonus = xcalloc(NTHROW, sizeof(*obonus));
	for (mask = BOXES_ALL; mask-- > 0;) {
		if ((mask & from) != from)
			continue;
		upper_reach(s, mask & BOXES_UPPER, reach);
		for (bit = 0; bit < 2; bit++) {
			if (bit && !(mask & BOX_BIT(BOX_GENERAL)) &&
			    (r->extra_bonus_condition == BONUS_BOX_HOLDS_50 || mask == 0))
				continue;	/* unreachable */
			state_card(r, mask, bit, &c);
			for (t = 0; t < NTHROW; t++) {
				dice_options(r, &c, s->throw_dice[t], &o);
				on[t] = o.n;
				obonus[t] = o.bonus;
				for (i = 0; i < o.n; i++) {
					ob[t][i] = o.opt[i].box;
					op[t][i] = o.opt[i].points;
					onb[t][i] = next_bit(r, mask, bit, o.opt[i].box, o.five);
				}
			}
			for (up = 0; up <= s->cap; up++) {
				if (!reach[up])
					continue;
				for (t = 0; t < NTHROW; t++) {
					best = -1;
					for (i = 0; i < on[t]; i++) {
						box = ob[t][i];
						pts = op[t][i];
						nu = up;
						x = pts + obonus[t];
						if (BOX_IS_UPPER(box)) {
							nu = up + pts > s->cap ? s->cap : up + pts;
							if (up < s->cap && nu >= s->cap)
								x += r->upper_bonus_points;
						}
						x += s->e[idx(s, mask | BOX_BIT(box), nu, onb[t][i])];
						if (x > best)
							best = x;
					}
					v[t] = best;
				}
				for (pass = 0; pass < r->rolls_per_turn - 1; pass++) {
					for (k = 0; k < NKEEP; k++) {
						sum = 0;
						for (i = s->tr_start[k]; i < s->tr_start[k + 1]; i++)
							sum += s->tr_p[i] * v[s->tr_to[i]];
						ek[k] = sum;
					}
					for (t = 0; t < NTHROW; t++) {
						best = ek[s->keep_of[t][0]];
						for (i = 1; i < s->nkeep_of[t]; i++)
							if (ek[s->keep_of[t][i]] > best)
								best = ek[s->keep_of[t][i]];
						v[t] = best;
					}
				}
				sum = 0;
				for (t = 0; t < NTHROW; t++)
					sum += s->p0[t] * v[t];
				s->e[idx(s, mask, up, bit)] = sum;
			}
		}
	}
	free(ob);
	free(op);
	free(onb);
	free(on);
	free(obonus);
}

double
dice_solver_value(const struct dice_solver *s, unsigned used, int upper, int bit)
{
	if (upper > s->cap)
		upper = s->cap;
	return s->e[idx(s, used & BOXES_ALL, upper, bit ? 1 : 0)];
}
