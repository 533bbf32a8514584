/*
 * Luck and skill of a Generał game against the optimal strategy (§7): the
 * equity chain of dice.h, turn by turn, for every player of a game record.
 */
#include <stdlib.h>
#include <string.h>

#include "dice.h"

void
dice_analysis_free(struct dice_analysis *a)
{
	if (a == NULL)
		return;
	free(a->players);
	free(a->turns);
	memset(a, 0, sizeof(*a));
}

/* The equity of a card between turns: its points plus the value of the rest. */
static double
card_equity(const struct dice_rules *r, const struct dice_solver *s, const struct dice_card *c,
    int *total)
{
	struct dice_totals	 t;
	struct dice_state	 st;

	dice_card_totals(r, c, &t);
	dice_state_of_card(r, c, &st);
	*total = t.total;
	return t.total + dice_solver_value(s, st.used, st.upper, st.bit);
}

static void
turn_eq(const struct dice_rules *r, const struct dice_solver *s, const struct dice_turn *t,
    struct dice_card *c, struct dice_turnval *tv, struct dice_turn_eq *q)
{
	struct dice_state	 st;
	struct dice_options	 o;
	const int		*cur;
	double			 w, a, chosen, best, x;
	int			 rolls = r->rolls_per_turn, i, k, j, tcur, tnext, total, total2;

	dice_state_of_card(r, c, &st);
	dice_solver_turn(s, &st, tv);
	w = q->start = card_equity(r, s, c, &total);
	a = total;
	/* The first throw. */
	cur = t->dice[0];
	tcur = dice_throw_index(cur);
	x = a + tv->after[0][tcur];
	q->luck[0] = x - w;
	w = x;
	for (i = 1; i < rolls; i++) {
		/* The keep before throw i+1 (all five dice when the player stopped). */
		if (i < t->nthrows) {
			k = dice_keep_index(t->keep[i], t->nkeep[i]);
			tnext = dice_throw_index(t->dice[i]);
		} else {
			k = DICE_NKEEP - DICE_NTHROW + tcur;
			tnext = tcur;
		}
		q->best_keep[i - 1] = -1;
		for (best = -1e300, j = 0; j < DICE_NKEEP; j++)
			if (dice_keep_within(j, tcur) && tv->keep[i - 1][j] > best) {
				best = tv->keep[i - 1][j];
				q->best_keep[i - 1] = j;
			}
		/* The best keep's value is the throw's value: use that very number. */
		best = w;
		chosen = a + tv->keep[i - 1][k];
		q->loss[i - 1] = chosen - best;
		x = a + tv->after[i][tnext];
		q->luck[i] = x - chosen;
		w = x;
		tcur = tnext;
		if (i < t->nthrows)
			cur = t->dice[i];
	}
	/* The box. */
	dice_options(r, c, cur, &o);
	q->best_box = -1;
	for (best = -1e300, j = 0; j < o.n; j++)
		if ((x = dice_solver_option(s, &st, &o, j, NULL, NULL)) > best) {
			best = x;
			q->best_box = o.opt[j].box;
		}
	dice_card_enter(r, c, cur, t->box);
	q->end = card_equity(r, s, c, &total2);
	q->points = total2 - total;
	q->loss[rolls - 1] = q->end - w;
	q->nthrows = t->nthrows;
	for (q->luck_sum = 0, i = 0; i < rolls; i++)
		q->luck_sum += q->luck[i];
	for (q->skill_sum = 0, i = 0; i < rolls; i++)
		q->skill_sum += q->loss[i];
}

int
dice_analyse(const struct dice_rules *r, const struct dice_solver *s, const struct dice_game *g,
    struct dice_analysis *a)
{
	struct dice_verdict	 v;
	struct dice_card	*cards;
	struct dice_turnval	*tv;
	struct dice_turn_eq	*q;
	size_t			 i, nv;
	int			 p, total;

	memset(a, 0, sizeof(*a));
	nv = dice_judge(r, g, &v);
	dice_verdict_free(&v);
	if (nv > 0)
		return -1;
	a->rolls = r->rolls_per_turn;
	a->nplayers = g->nplayers;
	a->players = xcalloc((size_t)g->nplayers, sizeof(*a->players));
	a->nturns = g->nturns;
	a->turns = xcalloc(g->nturns ? g->nturns : 1, sizeof(*a->turns));
	cards = xcalloc((size_t)g->nplayers, sizeof(*cards));
	tv = xcalloc(1, sizeof(*tv));
	for (p = 0; p < g->nplayers; p++)
		a->players[p].expected = card_equity(r, s, &cards[p], &total);
	for (i = 0; i < g->nturns; i++) {
		q = &a->turns[i];
		q->turn = i;
		q->player = p = g->turns[i].player;
		turn_eq(r, s, &g->turns[i], &cards[p], tv, q);
		q->number = 13 - __builtin_popcount(BOXES_ALL & ~cards[p].used);
		a->players[p].luck += q->luck_sum;
		a->players[p].skill += q->skill_sum;
	}
	for (p = 0; p < g->nplayers; p++) {
		struct dice_totals t;

		dice_card_totals(r, &cards[p], &t);
		a->players[p].score = t.total;
	}
	free(tv);
	free(cards);
	return 0;
}
