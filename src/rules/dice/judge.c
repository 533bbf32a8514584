/* Replays a Generał game record throw by throw (referee-general(7) §1, §2, §5). */
#include <stdlib.h>
#include <string.h>

#include "../msg.h"
#include "dice.h"

void
dice_game_free(struct dice_game *g)
{
	if (g == NULL)
		return;
	free(g->players);
	free(g->turns);
	g->players = NULL;
	g->turns = NULL;
	g->nplayers = 0;
	g->nturns = 0;
}

void
dice_verdict_free(struct dice_verdict *v)
{
	if (v == NULL)
		return;
	free(v->cards);
	free(v->turns);
	verdict_free(&v->rulings);
	memset(v, 0, sizeof(*v));
}

static const char *
reason_rule(enum dice_reason code)
{
	switch (code) {
	case DR_BOX_NOT_ALLOWED:
		return NULL;	/* the words name the rule that closes the box */
	case DR_POINTS:
		return "§5";
	default:
		return "§1";
	}
}

/* A new ruling on turn (1-based, 0 none) of player (index, -1 none); the caller words it. */
static struct ruling *
viol_new(struct dice_verdict *v, enum dice_reason code, int turn, int line, int col,
    int player)
{
	struct ruling	 r;

	memset(&r, 0, sizeof(r));
	r.code = code;
	r.rule = reason_rule(code);
	r.turn = turn;
	r.player = player + 1;
	r.line = line;
	r.col = col;
	return verdict_add(&v->rulings, &r);
}

/* A ruling worded by the report layer's formatter: its message id (rules/msg.h), its arguments. */
#define viol(v, code, t, line, col, player, msg, ...) \
	RULING_SAY(viol_new((v), (code), (t), (line), (col), (player)), (msg), __VA_ARGS__)

static void
dice_str(const int *d, int n, char *buf, size_t size)
{
	size_t	 o = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < n && o + 3 < size; i++) {
		if (i)
			buf[o++] = ' ';
		buf[o++] = (char)('0' + d[i]);
	}
	buf[o] = '\0';
}

/* Whether the multiset a[0..na) is contained in b[0..DICE_N). */
static int
dice_within(const int *a, int na, const int *b)
{
	int	 cnt[DICE_FACES + 1] = { 0 }, i;

	for (i = 0; i < DICE_N; i++)
		cnt[b[i]]++;
	for (i = 0; i < na; i++)
		if (--cnt[a[i]] < 0)
			return 0;
	return 1;
}

static void
boxes_str(unsigned mask, char *buf, size_t size)
{
	size_t	 o = 0, l;
	int	 b;

	buf[0] = '\0';
	for (b = 0; b < DICE_NBOXES; b++) {
		if (!(mask & BOX_BIT(b)))
			continue;
		l = strlen(dice_box_name(b));
		if (o + l + 3 >= size)
			break;
		if (o) {
			buf[o++] = ',';
			buf[o++] = ' ';
		}
		memcpy(buf + o, dice_box_name(b), l);
		o += l;
		buf[o] = '\0';
	}
}

static void
judge_turn(const struct dice_rules *r, const struct dice_game *g, const struct dice_turn *t,
    int tn, struct dice_verdict *v)
{
	struct dice_options	 o;
	struct dice_card	*c = &v->cards[t->player];
	const char		*name = g->players[t->player];
	const int		*fin = t->dice[t->nthrows - 1];
	char			 k[16], d[16], why[400], list[200];
	unsigned		 allowed;
	int			 i, points;

	if (t->nthrows > r->rolls_per_turn)
		viol(v, DR_THROWS, tn, t->line, t->col_throw[r->rolls_per_turn], t->player,
		    RM_DICE_THROWS, RARG_S(name), RARG_I(t->nthrows),
		    RARG_I(r->rolls_per_turn));
	for (i = 1; i < t->nthrows; i++) {
		dice_str(t->keep[i], t->nkeep[i], k, sizeof(k));
		if (!dice_within(t->keep[i], t->nkeep[i], t->dice[i - 1])) {
			dice_str(t->dice[i - 1], DICE_N, d, sizeof(d));
			viol(v, DR_KEPT_NOT_THROWN, tn, t->line, t->col_keep[i], t->player,
			    RM_DICE_KEPT_NOT_THROWN, RARG_S(name), RARG_S(k), RARG_S(d));
		} else if (!dice_within(t->keep[i], t->nkeep[i], t->dice[i])) {
			dice_str(t->dice[i], DICE_N, d, sizeof(d));
			viol(v, DR_KEPT_LOST, tn, t->line, t->col_throw[i], t->player,
			    RM_DICE_KEPT_LOST, RARG_S(name), RARG_S(k), RARG_S(d));
		}
	}
	if (c->used == BOXES_ALL) {
		viol(v, DR_CARD_FULL, tn, t->line, t->col_name, t->player,
		    RM_DICE_CARD_FULL, RARG_S(name));
		return;
	}
	if (c->used & BOX_BIT(t->box)) {
		viol(v, DR_BOX_USED, tn, t->line, t->col_box, t->player,
		    RM_DICE_BOX_USED, RARG_S(name), RARG_W(dice_box_id(t->box)),
		    RARG_I(c->score[t->box]));
		v->turns[t->player]++;
		return;
	}
	dice_options(r, c, fin, &o);
	if (dice_option_find(&o, t->box) < 0) {
		allowed = 0;
		for (i = 0; i < o.n; i++)
			allowed |= BOX_BIT(o.opt[i].box);
		boxes_str(allowed, list, sizeof(list));
		dice_options_explain(r, c, fin, &o, why, sizeof(why));
		if (why[0] != '\0')
			viol(v, DR_BOX_NOT_ALLOWED, tn, t->line, t->col_box, t->player,
			    RM_DICE_BOX_NOT_ALLOWED_WHY, RARG_S(name),
			    RARG_W(dice_box_id(t->box)), RARG_S(list), RARG_S(why));
		else
			viol(v, DR_BOX_NOT_ALLOWED, tn, t->line, t->col_box, t->player,
			    RM_DICE_BOX_NOT_ALLOWED, RARG_S(name),
			    RARG_W(dice_box_id(t->box)), RARG_S(list));
	}
	points = dice_card_enter(r, c, fin, t->box);
	v->turns[t->player]++;
	if (t->points >= 0 && t->points != points)
		viol(v, DR_POINTS, tn, t->line, t->col_points, t->player,
		    RM_DICE_POINTS, RARG_S(name), RARG_I(t->points),
		    RARG_W(dice_box_id(t->box)), RARG_I(points));
}

size_t
dice_judge(const struct dice_rules *r, const struct dice_game *g, struct dice_verdict *v)
{
	const struct dice_turn	*t;
	char			 list[200];
	size_t			 i;
	int			 p, expect = 0;

	memset(v, 0, sizeof(*v));
	v->nplayers = g->nplayers;
	v->cards = xcalloc((size_t)g->nplayers, sizeof(*v->cards));
	v->turns = xcalloc((size_t)g->nplayers, sizeof(*v->turns));
	for (i = 0; i < g->nturns; i++) {
		t = &g->turns[i];
		if (t->player != expect)
			viol(v, DR_ORDER, (int)i + 1, t->line, t->col_name, t->player,
			    RM_DICE_ORDER, RARG_S(g->players[t->player]),
			    RARG_S(g->players[expect]));
		expect = (t->player + 1) % g->nplayers;
		judge_turn(r, g, t, (int)i + 1, v);
	}
	for (p = 0; p < g->nplayers; p++) {
		if (v->cards[p].used == BOXES_ALL)
			continue;
		boxes_str(BOXES_ALL & ~v->cards[p].used, list, sizeof(list));
		viol(v, DR_CARD_OPEN, 0, g->last_line, 0, p,
		    RM_DICE_CARD_OPEN, RARG_S(g->players[p]), RARG_I(v->turns[p]),
		    RARG_S(list));
	}
	return v->rulings.n;
}
