/*
 * Advice and the luck/skill split (issue 17, referee-general(7) §7).
 *
 * dice_advise is checked against a brute force on end-game positions (one or
 * two boxes left) that shares nothing with the solver but the rules: it
 * throws ordered dice (7776 first throws, every subset of the five positions
 * kept, every ordered outcome of the others), enters the final dice with
 * dice_card_enter on a real card and scores it with dice_card_totals.
 *
 * dice_analyse is checked on random and on optimal games: per player,
 * luck + skill = final score - expected score of optimal play to 1e-9, every
 * decision costs 0 or more, optimal play costs nothing.
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/rules/dice/dice.h"

#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANITIZED 1
#endif
#endif

/* ------------------------------------------------------------ brute force */

/* The count code of five dice in any order (a sorted multiset). */
static int
ccode(const int d[DICE_N])
{
	int	 c[7] = { 0 }, i, f, x = 0;

	for (i = 0; i < DICE_N; i++)
		c[d[i]]++;
	for (f = 6; f >= 1; f--)
		x = x * 6 + c[f];
	return x;
}

struct bf_key {
	unsigned used;
	int	 upper;		/* capped; -1 when no upper box is open */
	int	 gen, first;
	double	 rest;
};

static struct bf_key	 bf_memo[256];
static int		 bf_n;
static const struct dice_rules *bf_r;

static double	 bf_rest(const struct dice_card *);

struct bf_turn {
	const struct dice_card *c;
	double	*memo[DICE_MAX_THROWS];	/* [left][ccode < 6^6], NAN = not yet */
};

static int
card_total(const struct dice_card *c)
{
	struct dice_totals t;

	dice_card_totals(bf_r, c, &t);
	return t.total;
}

/* The best box for final dice: its points and bonuses, then the rest. */
static double
bf_box(const struct dice_card *c, const int d[DICE_N])
{
	struct dice_options	 o;
	struct dice_card	 c2;
	double			 best = -1e300, x;
	int			 i;

	dice_options(bf_r, c, d, &o);
	for (i = 0; i < o.n; i++) {
		c2 = *c;
		dice_card_enter(bf_r, &c2, d, o.opt[i].box);
		x = card_total(&c2) - card_total(c) + bf_rest(&c2);
		if (x > best)
			best = x;
	}
	return best;
}

/* The mean over every ordered outcome of the positions not in keep. */
static double	 bf_after(struct bf_turn *, const int d[DICE_N], int left);

static double
bf_keep(struct bf_turn *bt, const int d[DICE_N], unsigned keep, int left)
{
	int	 pos[DICE_N] = { 0 }, n = 0, i, k, x[DICE_N], m, total;
	double	 sum = 0;

	for (i = 0; i < DICE_N; i++)
		if (!(keep & (1u << i)))
			pos[n++] = i;
	for (total = 1, i = 0; i < n; i++)
		total *= 6;
	for (m = 0; m < total; m++) {
		memcpy(x, d, sizeof(x));
		for (k = m, i = 0; i < n; i++, k /= 6)
			x[pos[i]] = k % 6 + 1;
		sum += bf_after(bt, x, left);
	}
	return sum / total;
}

/* The value of dice on the table with left throws still allowed. */
static double
bf_after(struct bf_turn *bt, const int d[DICE_N], int left)
{
	double	*slot = &bt->memo[left][ccode(d)], best, x;
	unsigned keep;

	if (!isnan(*slot))
		return *slot;
	if (left == 0)
		best = bf_box(bt->c, d);
	else
		for (best = -1e300, keep = 0; keep < 32; keep++)
			if ((x = bf_keep(bt, d, keep, left - 1)) > best)
				best = x;
	return *slot = best;
}

static void
bf_turn_init(struct bf_turn *bt, const struct dice_card *c)
{
	int	 i, j;

	bt->c = c;
	for (i = 0; i < bf_r->rolls_per_turn; i++) {
		bt->memo[i] = malloc(46656 * sizeof(double));
		for (j = 0; j < 46656; j++)
			bt->memo[i][j] = NAN;
	}
}

static void
bf_turn_free(struct bf_turn *bt)
{
	int	 i;

	for (i = 0; i < bf_r->rolls_per_turn; i++)
		free(bt->memo[i]);
}

/* The expected points still to come on a card, by brute force. */
static double
bf_rest(const struct dice_card *c)
{
	struct bf_turn	 bt;
	struct dice_totals t;
	struct bf_key	 key;
	double		 sum = 0;
	int		 i, d[DICE_N], m;

	if (c->used == BOXES_ALL)
		return 0;
	dice_card_totals(bf_r, c, &t);
	key.used = c->used;
	key.upper = (c->used & BOXES_UPPER) == BOXES_UPPER ? -1 :
	    t.upper > bf_r->upper_bonus_threshold ? bf_r->upper_bonus_threshold : t.upper;
	key.gen = c->score[BOX_GENERAL];
	key.first = c->first_general;
	for (i = 0; i < bf_n; i++)
		if (bf_memo[i].used == key.used && bf_memo[i].upper == key.upper &&
		    bf_memo[i].gen == key.gen && bf_memo[i].first == key.first)
			return bf_memo[i].rest;
	bf_turn_init(&bt, c);
	for (m = 0; m < 7776; m++) {
		for (i = 0; i < DICE_N; i++)
			d[i] = m / (int[]){ 1, 6, 36, 216, 1296 }[i] % 6 + 1;
		sum += bf_after(&bt, d, bf_r->rolls_per_turn - 1);
	}
	bf_turn_free(&bt);
	key.rest = sum / 7776;
	ck_assert_int_lt(bf_n, 256);
	bf_memo[bf_n++] = key;
	return key.rest;
}

/* ------------------------------------------------------- advise vs brute */

static void
throw_of(const char *s, int d[DICE_N])
{
	int	 n = 0;

	for (; *s; s++)
		if (*s >= '1' && *s <= '6')
			d[n++] = *s - '0';
	ck_assert_int_eq(n, DICE_N);
}

/*
 * Every choice dice_advise lists after throws 1, 2 and 3 of dice on the card
 * against the brute force: a keep's value is the mean over its ordered
 * re-throws; a box's is its points plus the rest of the game.
 */
static void
check_position(const struct dice_solver *s, const struct dice_card *c, const char *dice)
{
	struct dice_state	 st;
	struct dice_advice	 a;
	struct bf_turn		 bt;
	int			 d[DICE_N], kd[DICE_N], throwno, i, j, n, used[DICE_N];
	unsigned		 keep;
	double			 bf;

	throw_of(dice, d);
	dice_state_of_card(bf_r, c, &st);
	bf_turn_init(&bt, c);
	for (throwno = 1; throwno <= bf_r->rolls_per_turn; throwno++) {
		dice_advise(s, &st, c, throwno, d, &a);
		ck_assert_int_gt(a.n, 0);
		ck_assert_int_eq(a.last, throwno == bf_r->rolls_per_turn);
		for (i = 0; i < a.n; i++) {
			if (i > 0)
				ck_assert(a.c[i].value <= a.c[i - 1].value);
			if (a.last) {
				struct dice_card c2 = *c;

				dice_card_enter(bf_r, &c2, d, a.c[i].box);
				bf = card_total(&c2) - card_total(c) + bf_rest(&c2);
				ck_assert_int_eq(a.c[i].points, card_total(&c2) - card_total(c));
			} else {
				/* The positions of the kept dice in d. */
				n = dice_keep_dice(a.c[i].keep, kd);
				memset(used, 0, sizeof(used));
				for (keep = 0, j = 0; j < n; j++) {
					int p;

					for (p = 0; p < DICE_N; p++)
						if (!used[p] && d[p] == kd[j])
							break;
					if (p == DICE_N) {
						ck_abort_msg("kept die %d not in the throw", kd[j]);
						return;
					}
					used[p] = 1;
					keep |= 1u << p;
				}
				bf = bf_keep(&bt, d, keep, bf_r->rolls_per_turn - 1 - throwno);
			}
			ck_assert_double_eq_tol(a.c[i].value, bf, 1e-9);
		}
	}
	bf_turn_free(&bt);
}

static void
card_set(struct dice_card *c, int box, int points)
{
	c->used |= BOX_BIT(box);
	c->score[box] = points;
}

/* A card with every box used but those in open, at plausible points. */
static void
endgame(struct dice_card *c, unsigned open, int general, int first)
{
	static const int pts[DICE_NBOXES] = { 3, 6, 9, 12, 15, 18, 22, 17, 25, 30, 40, 50, 21 };
	int	 b;

	memset(c, 0, sizeof(*c));
	for (b = 0; b < DICE_NBOXES; b++)
		if (!(open & BOX_BIT(b)))
			card_set(c, b, pts[b]);
	if (!(open & BOX_BIT(BOX_GENERAL)))
		c->score[BOX_GENERAL] = general;
	c->first_general = first;
	if (first != FIRST_NONE)
		c->generals = 1;
}

START_TEST(advise_one_box_left)
{
	const struct dice_rules	*rules[] = { &dice_yahtzee, &dice_general };
	struct dice_solver	*s;
	struct dice_card	 c;
	int			 i;

	for (i = 0; i < 2; i++) {
		bf_r = rules[i];
		bf_n = 0;
		s = dice_solver_alloc(bf_r);
		dice_solver_run(s, BOXES_ALL & ~BOX_BIT(BOX_FULL) & ~BOX_BIT(BOX_FOURS));
		/* Only full house open: keep the pair and the triple. */
		endgame(&c, BOX_BIT(BOX_FULL), 50, FIRST_IN_BOX);
		check_position(s, &c, "2 2 3 3 5");
		/* Only fours open, upper 51 (fours 12 reaches 63 under yahtzee); a joker generał. */
		endgame(&c, BOX_BIT(BOX_FOURS), 50, FIRST_IN_BOX);
		check_position(s, &c, "4 4 1 4 6");
		check_position(s, &c, "4 4 4 4 4");
		dice_solver_free(s);
	}
}
END_TEST

START_TEST(advise_two_boxes_left)
{
	const struct dice_rules	*rules[] = { &dice_yahtzee, &dice_general };
	struct dice_solver	*s;
	struct dice_card	 c;
	unsigned		 open;
	int			 i;

	for (i = 0; i < 2; i++) {
		bf_r = rules[i];
		bf_n = 0;
		/* Generał and chance open, a generał already went elsewhere. */
		open = BOX_BIT(BOX_GENERAL) | BOX_BIT(BOX_CHANCE);
		s = dice_solver_alloc(bf_r);
		dice_solver_run(s, BOXES_ALL & ~open);
		endgame(&c, open, 0, FIRST_ELSEWHERE);
		check_position(s, &c, "6 6 6 2 1");
		dice_solver_free(s);
#ifndef SANITIZED
		/* Sixes and four of a kind open, upper 45: sixes 18 earns the bonus. */
		open = BOX_BIT(BOX_SIXES) | BOX_BIT(BOX_FOUR_KIND);
		s = dice_solver_alloc(bf_r);
		dice_solver_run(s, BOXES_ALL & ~open);
		endgame(&c, open, 50, FIRST_IN_BOX);
		check_position(s, &c, "6 6 6 5 5");
		check_position(s, &c, "6 6 6 6 6");
		dice_solver_free(s);
#endif
	}
}
END_TEST

/* -------------------------------------------------------- luck and skill */

static unsigned long long rng_state = 88172645463325252ULL;

static int
rnd(int n)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (int)(rng_state % (unsigned long long)n);
}

/*
 * A random game of np players (or, optimal, one played by dice_advise's
 * first choice every time): random throws, kept dice and stops, a legal box.
 */
static void
random_game(const struct dice_rules *r, const struct dice_solver *s, int np, int optimal,
    struct dice_game *g)
{
	struct dice_card	*cards = calloc((size_t)np, sizeof(*cards));
	struct dice_options	 o;
	struct dice_state	 st;
	struct dice_advice	 a;
	struct dice_turn	*t;
	int			 p, n, i, j, k, kd[DICE_N], used[DICE_N];

	memset(g, 0, sizeof(*g));
	g->nplayers = np;
	g->players = calloc((size_t)np, sizeof(*g->players));
	for (p = 0; p < np; p++)
		snprintf(g->players[p], sizeof(g->players[p]), "P%d", p + 1);
	g->nturns = (size_t)np * DICE_NBOXES;
	g->turns = calloc(g->nturns, sizeof(*g->turns));
	for (n = 0; n < (int)g->nturns; n++) {
		t = &g->turns[n];
		t->player = p = n % np;
		t->points = -1;
		dice_state_of_card(r, &cards[p], &st);
		for (i = 0; i < DICE_N; i++)
			t->dice[0][i] = rnd(6) + 1;
		t->nthrows = 1;
		for (i = 1; i < r->rolls_per_turn; i++) {
			if (optimal) {
				dice_advise(s, &st, &cards[p], i, t->dice[i - 1], &a);
				k = dice_keep_dice(a.c[0].keep, kd);
				if (k == DICE_N)
					break;
			} else {
				if (rnd(5) == 0)
					break;
				for (k = 0, j = 0; j < DICE_N; j++)
					if (rnd(2))
						kd[k++] = t->dice[i - 1][j];
			}
			t->nkeep[i] = k;
			memcpy(t->keep[i], kd, sizeof(kd));
			/* The kept dice, then new ones, in a shuffled order. */
			memset(used, 0, sizeof(used));
			for (j = 0; j < DICE_N; j++)
				t->dice[i][j] = j < k ? kd[j] : rnd(6) + 1;
			for (j = DICE_N - 1; j > 0; j--) {
				int x = rnd(j + 1), y = t->dice[i][j];

				t->dice[i][j] = t->dice[i][x];
				t->dice[i][x] = y;
			}
			t->nthrows++;
		}
		if (optimal) {
			dice_advise(s, &st, &cards[p], r->rolls_per_turn,
			    t->dice[t->nthrows - 1], &a);
			t->box = a.c[0].box;
		} else {
			dice_options(r, &cards[p], t->dice[t->nthrows - 1], &o);
			t->box = o.opt[rnd(o.n)].box;
		}
		dice_card_enter(r, &cards[p], t->dice[t->nthrows - 1], t->box);
	}
	free(cards);
}

static void
check_games(const struct dice_rules *r, int ngames)
{
	struct dice_solver	*s = dice_solver_alloc(r);
	struct dice_analysis	 a;
	struct dice_verdict	 v;
	struct dice_game	 g;
	int			 n, p, optimal, i;
	size_t			 t;
	double			 e, luck, skill;

	dice_solver_run_threads(s, 0, 2);
	e = dice_solver_expected(s);
	for (n = 0; n < ngames; n++) {
		optimal = n == 0;
		random_game(r, s, 1 + n % 4, optimal, &g);
		ck_assert_int_eq(dice_judge(r, &g, &v), 0);
		ck_assert_int_eq(dice_analyse(r, s, &g, &a), 0);
		for (p = 0; p < g.nplayers; p++) {
			ck_assert_double_eq_tol(a.players[p].expected, e, 1e-9);
			ck_assert_double_eq_tol(a.players[p].luck + a.players[p].skill,
			    a.players[p].score - e, 1e-9);
			ck_assert(a.players[p].skill <= 1e-9);
			if (optimal)
				ck_assert_double_eq_tol(a.players[p].skill, 0, 1e-9);
			for (luck = skill = 0, t = 0; t < a.nturns; t++)
				if (a.turns[t].player == p) {
					luck += a.turns[t].luck_sum;
					skill += a.turns[t].skill_sum;
				}
			ck_assert_double_eq_tol(luck, a.players[p].luck, 1e-9);
			ck_assert_double_eq_tol(skill, a.players[p].skill, 1e-9);
		}
		{
			struct dice_totals tt;

			for (p = 0; p < g.nplayers; p++) {
				dice_card_totals(r, &v.cards[p], &tt);
				ck_assert_int_eq(a.players[p].score, tt.total);
			}
		}
		for (t = 0; t < a.nturns; t++) {
			const struct dice_turn_eq *q = &a.turns[t];

			for (i = 0; i < r->rolls_per_turn; i++)
				ck_assert(q->loss[i] <= 1e-9);
			ck_assert_double_eq_tol(q->start + q->luck_sum + q->skill_sum, q->end, 1e-9);
			if (t + (size_t)g.nplayers < a.nturns)
				ck_assert_double_eq(q->end, a.turns[t + (size_t)g.nplayers].start);
		}
		dice_analysis_free(&a);
		dice_verdict_free(&v);
		dice_game_free(&g);
	}
	dice_solver_free(s);
}

START_TEST(analyse_identity_general)
{
	check_games(&dice_general, 40);
}
END_TEST

START_TEST(analyse_identity_yahtzee)
{
#ifdef SANITIZED
	return;
#else
	check_games(&dice_yahtzee, 40);
#endif
}
END_TEST

/*
 * Other shapes of the rules: one and two throws a turn, and an upper bonus
 * with a threshold of 0 (earned before the first throw: part of the
 * expectation, never of luck or skill).
 */
START_TEST(analyse_identity_other_rules)
{
	struct dice_rules	 r = dice_general;

	r.rolls_per_turn = 2;
	check_games(&r, 8);
	r.rolls_per_turn = 1;
	check_games(&r, 8);
	r = dice_yahtzee;
	r.upper_bonus_threshold = 0;
	check_games(&r, 8);
}
END_TEST

/* Luck is zero on average: the value of a turn is the mean of its first throws. */
START_TEST(analyse_luck_mean_zero)
{
	struct dice_solver	*s = dice_solver_alloc(&dice_yahtzee);
	struct dice_turnval	*tv = calloc(1, sizeof(*tv));
	struct dice_state	 st = { BOXES_ALL & ~(BOX_BIT(BOX_SIXES) | BOX_BIT(BOX_FULL)), 50, 1 };
	double			 sum = 0;
	int			 t, k;

	dice_solver_run(s, st.used);
	dice_solver_turn(s, &st, tv);
	for (t = 0; t < DICE_NTHROW; t++)
		sum += dice_throw_p(t) * tv->after[0][t];
	ck_assert_double_eq_tol(sum, tv->start, 1e-9);
	ck_assert_double_eq_tol(tv->start, dice_solver_value(s, st.used, st.upper, st.bit), 1e-9);
	/* A keep's value is the mean of its throws; keeping all five is the throw itself. */
	for (k = 0; k < DICE_NKEEP; k += 37) {
		for (sum = 0, t = 0; t < DICE_NTHROW; t++)
			sum += dice_roll_p(k, t) * tv->after[1][t];
		ck_assert_double_eq_tol(sum, tv->keep[0][k], 1e-9);
	}
	for (t = 0; t < DICE_NTHROW; t++)
		ck_assert_double_eq(tv->keep[1][DICE_NKEEP - DICE_NTHROW + t], tv->after[2][t]);
	free(tv);
	dice_solver_free(s);
}
END_TEST

Suite *
dice_advise_suite(void)
{
	Suite	*s = suite_create("dice_advise");
	TCase	*tc = tcase_create("advise");

	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, advise_one_box_left);
	tcase_add_test(tc, advise_two_boxes_left);
	tcase_add_test(tc, analyse_luck_mean_zero);
	tcase_add_test(tc, analyse_identity_general);
	tcase_add_test(tc, analyse_identity_yahtzee);
	tcase_add_test(tc, analyse_identity_other_rules);
	suite_add_tcase(s, tc);
	return s;
}
