/*
 * A whole Manewry Morskie record judged as `manewry check` and `referee
 * check` judge it: both setups, then every turn in order. Pure: the turns
 * come from the caller (a reader or a record in memory) and each judged
 * turn goes back to it, so that the command prints while the judging stays
 * here.
 */
#include <string.h>

#include "manewry.h"

int
mm_record_setup(struct mm_game *g, const struct mm_setup setup[2], struct verdict *v)
{
	int	 p, bad = 0;

	for (p = 1; p <= 2; p++)
		bad += mm_game_setup(g, p, &setup[p - 1], v);
	return bad;
}

int
mm_record_turns(struct mm_game *g, const struct mm_record_visit *vis, struct verdict *v)
{
	struct verdict		 tv = { 0, 0, NULL };
	struct mm_outcome	 o;
	struct mm_turn		 t;
	int			 rc, n = 0, bad = 0, legal;

	while ((rc = vis->next(vis->arg, &t)) == 1) {
		n++;
		verdict_reset(&tv);
		legal = mm_game_turn(g, &t, n, &o, &tv);
		if (!legal) {
			bad++;
			/* The ruling of an illegal turn comes first; the rest are events. */
			if (v != NULL && tv.n > 0)
				verdict_add(v, &tv.r[0]);
		}
		if (vis->turn != NULL)
			vis->turn(vis->arg, &t, n, legal, &o, &tv);
	}
	verdict_free(&tv);
	return rc == -1 ? -1 : bad;
}
