/*
 * Fuzz target: the Generał record reader, its canonical printer, the judge
 * and the optimal-strategy readers of a game (§7: dice advise, dice analyse),
 * under every dice ruleset (the seed's generał and Hasbro's yahtzee: their
 * jokers, bonuses and kinds take different paths) and a variant the input
 * picks by its hash (joker mode, bonus condition and size, exact kinds, five
 * alike as a full house, upper bonus). Every card the judge fills adds up
 * (dice_card_totals) and holds in each box only a value that box can hold;
 * replayed turn by turn, every option a throw offers is a value its box can
 * hold, and a generał, and only a generał, gets its options explained.
 *
 * The solvers (§7) of the presets fill their tables from late states, the
 * seed preset's whole table in replays and long runs (whole_table); a second
 * run on two threads from a late state must give the same numbers.
 * Bounded work an input: by the input's hash, 1 input in TURN_EVERY has one
 * of its turns checked against the solver and one throw of it advised, and
 * 1 game in ANALYSE_EVERY is analysed, so the target keeps its speed
 * (gen_seeds.c writes seeds whose hash picks both).
 *  - advise: every choice is legal (a keep within the dice, a box of the
 *    options), there are as many as the distinct keeps or the options, best
 *    first, and the best is what the turn's own table (dice_solver_turn)
 *    gives the throw; the best keep's value is the mean over the throws it
 *    can give (dice_roll_p); the turn's table agrees with the solver's table
 *    at its start.
 *  - analyse: a game with rulings is refused; otherwise per player luck +
 *    skill = score - the expected score, the score is the judge's card total
 *    and the sum of the turns' points, no decision gains on the best, the
 *    best box is a legal option, and each turn starts where the player's
 *    previous one ended.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/gdr.h"

#define ANALYSE_EVERY	128
#define TURN_EVERY	32
#define LATE_FROM	10	/* used boxes of a late state */
#define LONG_RUN	1000000	/* -runs= of a run worth the whole table */
#define NEAR(a, b)	(fabs((a) - (b)) <= 1e-6 * (1 + fabs(a)))

int	 LLVMFuzzerInitialize(int *, char ***);
int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Two solvers of the same rules agree on every state including from. */
static void
threads_check(const struct dice_solver *s, unsigned from)
{
	struct dice_solver	*t = dice_solver_alloc(dice_solver_rules(s));
	unsigned		 m;
	int			 up, bit;

	dice_solver_run_threads(t, from, 2);
	dice_solver_run_threads(t, BOXES_ALL, 0);	/* nothing left to fill */
	if (dice_solver_size(t) != dice_solver_size(s))
		abort();
	for (m = from; m <= BOXES_ALL; m++)
		if ((m & from) == from)
			for (bit = 0; bit < 2; bit++)
				for (up = 0; up <= dice_solver_rules(s)->upper_bonus_threshold; up++)
					if (dice_solver_value(t, m, up, bit) !=
					    dice_solver_value(s, m, up, bit))
						abort();
	dice_solver_free(t);
}

/*
 * Whether the seed preset's whole table is filled (at start-up: about 8 s of
 * CPU in the make fuzz build; its upper bonus is 0, so one upper total a
 * state): in replays (make check, make fuzz-coverage) and long runs
 * (-runs=LONG_RUN or more, make fuzz-long), not in short timed runs (make
 * fuzz, CI), where it would take most of the time.
 */
static int	 whole_table;

/*
 * The solver of a preset with its table filled for every state whose used
 * boxes include used, or NULL (other rules; a card with fewer than LATE_FROM
 * boxes used, unless the seed preset's whole table is filled). Hasbro's,
 * with 64 upper totals a state, would take 22 s: only late states.
 */
static const struct dice_solver *
solver_of(const struct dice_rules *r, unsigned used)
{
	static struct dice_solver *s[2];
	static unsigned char	 done[2][BOXES_ALL + 1], threads[2];
	int			 k;

	if (r != &dice_general && r != &dice_yahtzee)
		return NULL;
	k = r == &dice_yahtzee;
	if ((k || !whole_table) && __builtin_popcount(used & BOXES_ALL) < LATE_FROM)
		return NULL;
	if (s[k] == NULL) {
		s[k] = dice_solver_alloc(r);
		if (!k && whole_table) {
			dice_solver_run(s[k], 0);
			memset(done[k], 1, sizeof(done[k]));
			if (dice_solver_table(s[k])[0] != dice_solver_value(s[k], 0, 0, 0) ||
			    dice_solver_expected(s[k]) != dice_solver_value(s[k], 0, 0, 0))
				abort();
		}
	}
	if (!done[k][used & BOXES_ALL]) {
		dice_solver_run(s[k], used & BOXES_ALL);
		done[k][used & BOXES_ALL] = 1;
	}
	if (!threads[k]) {	/* once a solver, from a late state */
		threads[k] = 1;
		threads_check(s[k], used | BOXES_LOWER | BOX_BIT(BOX_ONES));
	}
	return s[k];
}

/* Distinct keeps of a throw: the product of (count + 1) over the faces. */
static int
keeps_of(const int dice[DICE_N])
{
	int	 cnt[DICE_FACES + 1] = { 0 }, i, n = 1;

	for (i = 0; i < DICE_N; i++)
		cnt[dice[i]]++;
	for (i = 1; i <= DICE_FACES; i++)
		n *= cnt[i] + 1;
	return n;
}

/* The advice after throw i (0-based) of a turn from state st on card c. */
static void
advise_check(const struct dice_solver *s, const struct dice_state *st,
    const struct dice_card *c, const struct dice_turnval *tv, int i, const int dice[DICE_N])
{
	const struct dice_rules	*r = dice_solver_rules(s);
	struct dice_advice	 a;
	struct dice_options	 o;
	double			 mean, best;
	int			 t = dice_throw_index(dice), j, k, kd[DICE_N], nk;

	dice_advise(s, st, c, i + 1, dice, &a);
	for (j = 1; j < a.n; j++)
		if (a.c[j].value > a.c[j - 1].value)
			abort();
	if (i + 1 < r->rolls_per_turn) {
		if (a.last || a.n != keeps_of(dice) || !NEAR(a.c[0].value, tv->after[i][t]))
			abort();
		for (j = 0; j < a.n; j++)
			if (a.c[j].box != -1 || !dice_keep_within(a.c[j].keep, t) ||
			    a.c[j].value != tv->keep[i][a.c[j].keep])
				abort();
		/* The best keep: its dice, and its value as the mean of what it can bring. */
		nk = dice_keep_dice(a.c[0].keep, kd);
		if (dice_keep_index(kd, nk) != a.c[0].keep)
			abort();
		for (mean = 0, k = 0; k < DICE_NTHROW; k++)
			mean += dice_roll_p(a.c[0].keep, k) * tv->after[i + 1][k];
		if (!NEAR(mean, a.c[0].value))
			abort();
		return;
	}
	dice_options(r, c, dice, &o);
	if (!a.last || a.n != o.n || o.n == 0)
		abort();
	for (best = -1e300, j = 0; j < o.n; j++)
		if (dice_solver_option(s, st, &o, j, NULL, NULL) > best)
			best = dice_solver_option(s, st, &o, j, NULL, NULL);
	for (j = 0; j < a.n; j++)
		if (a.c[j].keep != -1 || dice_option_find(&o, a.c[j].box) < 0)
			abort();
	if (a.c[0].value != best || !NEAR(best, tv->after[i][t]))
		abort();
}

/*
 * One turn in full: the turn's own table against the solver's, throw number
 * which (0-based, a throw before the last) and the final dice advised.
 */
static void
turn_check(const struct dice_solver *s, const struct dice_card *c, const struct dice_turn *t,
    int which)
{
	static struct dice_turnval tv;
	const struct dice_rules	*r = dice_solver_rules(s);
	struct dice_state	 st;
	double			 mean;
	int			 k, n = t->nthrows < r->rolls_per_turn ? t->nthrows : r->rolls_per_turn;

	dice_state_of_card(r, c, &st);
	if (c->used == BOXES_ALL || !dice_solver_upper_possible(s, st.used, st.upper))
		abort();
	dice_solver_turn(s, &st, &tv);
	if (!NEAR(tv.start, dice_solver_value(s, st.used, st.upper, st.bit)))
		abort();
	for (mean = 0, k = 0; k < DICE_NTHROW; k++)
		mean += dice_throw_p(k) * tv.after[0][k];
	if (!NEAR(mean, tv.start) || dice_throw_index(dice_throw_dice(k - 1)) != k - 1)
		abort();
	if (which % r->rolls_per_turn < n && which % r->rolls_per_turn < r->rolls_per_turn - 1)
		advise_check(s, &st, c, &tv, which % r->rolls_per_turn,
		    t->dice[which % r->rolls_per_turn]);
	/* The final dice are entered after the last throw, whenever the player stopped. */
	advise_check(s, &st, c, &tv, r->rolls_per_turn - 1, t->dice[n - 1]);
}

/* The figures of one analysed turn against a replay of the player's card. */
static void
analysed_turn(const struct dice_solver *s, const struct dice_turn *t,
    const struct dice_turn_eq *q, struct dice_card *c, double *prev_end, int *number)
{
	const struct dice_rules	*r = dice_solver_rules(s);
	const int		*fin = t->dice[t->nthrows - 1];
	struct dice_options	 o;
	struct dice_state	 st;
	double			 luck = 0, skill = 0;
	int			 i, j, chosen = -1;

	if (q->player != t->player || q->nthrows != t->nthrows || q->number != ++*number ||
	    (*prev_end != -1 && q->start != *prev_end))
		abort();
	for (i = 0; i < r->rolls_per_turn; i++) {
		luck += q->luck[i];
		skill += q->loss[i];
		if (q->loss[i] > 1e-9)
			abort();
	}
	if (!NEAR(luck, q->luck_sum) || !NEAR(skill, q->skill_sum) ||
	    !NEAR(q->end - q->start, luck + skill))
		abort();
	dice_state_of_card(r, c, &st);
	dice_options(r, c, fin, &o);
	if ((i = dice_option_find(&o, q->best_box)) < 0)
		abort();
	if ((j = dice_option_find(&o, t->box)) >= 0)
		chosen = j;
	if (chosen < 0 || dice_solver_option(s, &st, &o, chosen, NULL, NULL) >
	    dice_solver_option(s, &st, &o, i, NULL, NULL))
		abort();
	dice_card_enter(r, c, fin, t->box);
	*prev_end = q->end;
}

/* dice analyse on a game; judged is the number of rulings the judge gave. */
static void
analyse_check(const struct dice_rules *r, const struct dice_game *g, size_t judged,
    const struct dice_verdict *v)
{
	const struct dice_solver *s = solver_of(r, 0);
	struct dice_analysis	 a;
	struct dice_card	*cards;
	struct dice_totals	 tot;
	double			*end;
	int			*number, p, sum;
	size_t			 i;

	if (s == NULL)
		return;
	if (dice_analyse(r, s, g, &a) != (judged > 0 ? -1 : 0))
		abort();
	if (judged > 0)
		return;
	if (a.nplayers != g->nplayers || a.nturns != g->nturns || a.rolls != r->rolls_per_turn)
		abort();
	cards = calloc((size_t)g->nplayers, sizeof(*cards));
	end = calloc((size_t)g->nplayers, sizeof(*end));
	number = calloc((size_t)g->nplayers, sizeof(*number));
	for (p = 0; p < g->nplayers; p++)
		end[p] = -1;
	for (i = 0; i < g->nturns; i++)
		analysed_turn(s, &g->turns[i], &a.turns[i], &cards[g->turns[i].player],
		    &end[g->turns[i].player], &number[g->turns[i].player]);
	for (p = 0; p < g->nplayers; p++) {
		dice_card_totals(r, &v->cards[p], &tot);
		for (sum = 0, i = 0; i < g->nturns; i++)
			if (a.turns[i].player == p)
				sum += a.turns[i].points;
		if (a.players[p].score != tot.total || sum != tot.total || number[p] != 13 ||
		    a.players[p].expected != dice_solver_expected(s) ||
		    !NEAR(a.players[p].luck + a.players[p].skill,
		    a.players[p].score - a.players[p].expected) || a.players[p].skill > 1e-9)
			abort();
	}
	free(cards);
	free(end);
	free(number);
	dice_analysis_free(&a);
}

/*
 * The judge's replay again, throw by throw: options and their explanation;
 * the turn numbered pick (if any) is checked against the solver, and its
 * throw which advised.
 */
static void
options(const struct dice_rules *r, const struct dice_game *g, size_t pick, int which)
{
	static struct dice_card	 cards[64];
	const struct dice_solver *s;
	struct dice_options	 o;
	const struct dice_turn	*t;
	char			 why[1024];
	size_t			 i;
	int			 k, j, ok;

	if (g->nplayers <= 0 || g->nplayers > 64)
		return;
	memset(cards, 0, sizeof(cards[0]) * (size_t)g->nplayers);
	for (i = 0; i < g->nturns; i++) {
		t = &g->turns[i];
		if (t->player < 0 || t->player >= g->nplayers || t->nthrows < 1)
			continue;
		for (ok = 1, j = 0; j < t->nthrows; j++)
			for (k = 0; k < DICE_N; k++)
				if (t->dice[j][k] < 1 || t->dice[j][k] > 6)
					ok = 0;
		if (!ok || cards[t->player].used == BOXES_ALL)
			continue;
		if (i == pick && (s = solver_of(r, cards[t->player].used)) != NULL)
			turn_check(s, &cards[t->player], t, which);
		dice_options(r, &cards[t->player], t->dice[t->nthrows - 1], &o);
		for (k = 0; k < o.n; k++)
			if (!dice_box_value_possible(r, o.opt[k].box, o.opt[k].points))
				abort();
		dice_options_explain(r, &cards[t->player], t->dice[t->nthrows - 1], &o, why,
		    sizeof(why));
		if ((why[0] != '\0') != (dice_is_five(t->dice[t->nthrows - 1]) != 0))
			abort();
		if (t->box >= 0 && t->box < DICE_NBOXES &&
		    !(cards[t->player].used & BOX_BIT(t->box)))
			dice_card_enter(r, &cards[t->player], t->dice[t->nthrows - 1], t->box);
	}
}

/* A card with one box open: the solver's points to come lie within what one box brings. */
static void
solve(const struct dice_rules *r, const struct dice_card *c)
{
	const struct dice_solver *s = solver_of(r, c->used);
	struct dice_state	 st;
	unsigned		 open = BOXES_ALL & ~c->used;
	double			 e;

	if (s == NULL || open == 0 || (open & (open - 1)) != 0)
		return;
	dice_state_of_card(r, c, &st);
	e = dice_solver_value(s, st.used, st.upper, st.bit);
	if (!(e >= 0 && e <= r->general + r->extra_general_bonus + r->upper_bonus_points + 30) ||
	    dice_solver_value(s, BOXES_ALL, st.upper, st.bit) != 0)
		abort();
}

static void
judge(const struct dice_rules *r, const struct dice_game *g, uint32_t h)
{
	struct dice_verdict	 v;
	struct dice_totals	 t;
	const struct dice_card	*c;
	size_t			 i, n;
	int			 p, b;

	memset(&v, 0, sizeof(v));
	n = dice_judge(r, g, &v);
	for (p = 0; p < v.nplayers; p++) {
		c = &v.cards[p];
		dice_card_totals(r, c, &t);
		if (t.total != t.upper + t.upper_bonus + t.lower + t.extra ||
		    (t.upper_bonus != 0 && (t.upper_bonus != r->upper_bonus_points ||
		    t.upper < r->upper_bonus_threshold)))
			abort();
		for (b = 0; b < DICE_NBOXES; b++)
			if ((c->used & BOX_BIT(b)) && !dice_box_value_possible(r, b, c->score[b]))
				abort();
		solve(r, c);
	}
	for (i = 0; i < g->nturns; i++)
		if (g->turns[i].box >= 0 && g->turns[i].box < DICE_NBOXES &&
		    g->turns[i].points >= 0)
			(void)dice_box_value_possible(r, g->turns[i].box, g->turns[i].points);
	if (h % ANALYSE_EVERY == 0)
		analyse_check(r, g, n, &v);
	dice_verdict_free(&v);
	options(r, g, g->nturns > 0 && (h >> 8) % TURN_EVERY == 0 ? (h >> 16) % g->nturns :
	    (size_t)-1, (int)(h >> 24));
}

/* The seed preset's whole table, if wanted, before the first input (not timed as one). */
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	int	 i;

	whole_table = 1;
	for (i = 1; i < *argc; i++)
		if ((*argv)[i][0] == '-' && (strncmp((*argv)[i], "-runs=", 6) != 0 ||
		    atol((*argv)[i] + 6) < LONG_RUN))
			whole_table = 0;	/* a libFuzzer run, timed or short */
	if (whole_table)
		(void)solver_of(&dice_general, 0);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct dice_game	 g, back;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };
	struct dice_rules	 var = dice_general;
	uint32_t		 h = 2166136261u;
	size_t			 i;

	for (i = 0; i < size; i++)
		h = (h ^ data[i]) * 16777619u;
	var.joker_mode = (int)(h % 5);
	var.extra_bonus_condition = h >> 3 & 1;
	var.three_kind = h >> 4 & 1;
	var.four_kind = h >> 5 & 1;
	var.fh_accepts_five_alike = h >> 6 & 1;
	var.upper_bonus_points = h >> 7 & 1 ? 35 : 0;
	var.extra_general_bonus = h >> 8 & 3 ? 100 : 0;
	if (dice_ruleset_game.validate != NULL && dice_ruleset_game.validate(&var, &err) != 0)
		var = dice_general;
	memset(&g, 0, sizeof(g));
	if (gdr_parse((const char *)data, size, &g, &err) == 0) {
		/* The canonical form parses and prints back byte for byte. */
		gdr_print(&g, &a);
		memset(&back, 0, sizeof(back));
		if (gdr_parse(sb_str(&a), a.len, &back, &err) != 0)
			abort();
		gdr_print(&back, &b);
		if (strcmp(sb_str(&a), sb_str(&b)) != 0)
			abort();
		dice_game_free(&back);
		judge(&dice_general, &g, h);
		judge(&dice_yahtzee, &g, h >> 1);
		judge(&var, &g, h);
	}
	dice_game_free(&g);
	sb_free(&a);
	sb_free(&b);
	return 0;
}
