/*
 * A whole Flota record judged as `flota check` and `referee check` judge it:
 * both fleets, then every turn and action in order. Pure: the turns come
 * from the caller (a reader or a record in memory), and each step of the
 * judging goes back to it, so that the command prints while the judging
 * stays here.
 */
#include <string.h>

#include "flota.h"

int
flota_record_fleets(const struct flota_rules *rules, const struct flota_fleet fleet[2],
    struct verdict *v)
{
	int	 p, bad = 0;

	for (p = 1; p <= 2; p++)
		bad += flota_fleet_check(rules, &fleet[p - 1], p, v) > 0;
	return bad;
}

static void
visit(const struct flota_record_visit *vis, const struct flota_game *g,
    const struct flota_step *s, const struct verdict *v)
{
	if (vis->step != NULL)
		vis->step(vis->arg, g, s, v);
}

/* The turn-level rulings of [turnv, v->n): the last one that voids the turn. */
static void
turn_begin(struct flota_game *g, struct flota_step *s, const struct flota_turn *t,
    struct verdict *v)
{
	size_t	 k;

	s->kind = FLOTA_STEP_BEGIN;
	s->turnv = v->n;
	flota_turn_begin(g, s->turn, t->player, t->type, t->line, t->col, v);
	for (k = s->turnv; k < v->n; k++)
		if (g->bad == v->r[k].code)
			s->voidk = k;
	s->n0 = s->n1 = v->n;
}

/* One action; the last one also ends the turn (a late enclosure sinks there). */
static void
turn_action(struct flota_game *g, struct flota_step *s, const struct flota_turn *t,
    struct verdict *v)
{
	struct flota_result	 end;
	int			 k;

	s->kind = FLOTA_STEP_ACTION;
	s->n0 = v->n;
	flota_act(g, &t->act[s->i], &s->res, v);
	s->n1 = v->n;
	/* The game ended earlier in this turn: the later actions say so too. */
	if (s->res.code == FLOTA_AFTER_END && s->n0 < s->n1)
		s->voidk = s->n0;
	if (s->i == t->nact - 1) {
		flota_turn_end(g, &end, v);
		for (k = 0; k < end.nsunk && s->res.nsunk < FLOTA_MAX_SUNK; k++)
			s->res.sunk[s->res.nsunk++] = end.sunk[k];
		s->res.over |= end.over;
	}
}

int
flota_record_turns(struct flota_game *g, const struct flota_record_visit *vis,
    struct verdict *v)
{
	struct flota_turn	 t;
	struct flota_step	 s;
	int			 rc;

	memset(&s, 0, sizeof(s));
	s.voidk = FLOTA_NO_RULING;
	s.t = &t;
	while ((rc = vis->next(vis->arg, &t)) == 1) {
		s.turn++;
		s.i = -1;
		turn_begin(g, &s, &t, v);
		visit(vis, g, &s, v);
		for (s.i = 0; s.i < t.nact; s.i++) {
			turn_action(g, &s, &t, v);
			visit(vis, g, &s, v);
		}
		if (t.nact == 0) {
			s.kind = FLOTA_STEP_IDLE;
			s.n0 = v->n;
			flota_turn_end(g, &s.res, v);
			s.n1 = v->n;
			visit(vis, g, &s, v);
		}
	}
	return rc == -1 ? -1 : s.turn;
}
