/*
 * The best choice after a throw, with what every other choice costs (§7):
 * the keeps before a further throw, or the boxes after the last one.
 */
#include <stdlib.h>
#include <string.h>

#include "dice.h"

static int
choice_cmp(const void *a, const void *b)
{
	const struct dice_choice *x = a, *y = b;

	if (x->value != y->value)
		return x->value < y->value ? 1 : -1;
	if (x->keep != y->keep)
		return x->keep < y->keep ? 1 : -1;	/* more dice kept first */
	return x->box - y->box;
}

void
dice_advise(const struct dice_solver *s, const struct dice_state *st,
    const struct dice_card *card, int throwno, const int dice[DICE_N], struct dice_advice *out)
{
	struct dice_turnval	*tv;
	struct dice_options	 o;
	double			 gain;
	int			 t, k, i;

	memset(out, 0, sizeof(*out));
	t = dice_throw_index(dice);
	tv = xcalloc(1, sizeof(*tv));
	if (throwno >= dice_solver_rules(s)->rolls_per_turn) {
		out->last = 1;
		dice_options(dice_solver_rules(s), card, dice, &o);
		for (i = 0; i < o.n; i++) {
			out->c[out->n].keep = -1;
			out->c[out->n].box = o.opt[i].box;
			out->c[out->n].value = dice_solver_option(s, st, &o, i, &gain, NULL);
			out->c[out->n].points = (int)gain;
			out->n++;
		}
	} else {
		dice_solver_turn(s, st, tv);
		for (k = 0; k < DICE_NKEEP; k++)
			if (dice_keep_within(k, t)) {
				out->c[out->n].keep = k;
				out->c[out->n].box = -1;
				out->c[out->n].value = tv->keep[throwno - 1][k];
				out->n++;
			}
	}
	free(tv);
	qsort(out->c, (size_t)out->n, sizeof(out->c[0]), choice_cmp);
}
