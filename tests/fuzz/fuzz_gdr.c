/*
 * Fuzz target: the Generał record reader, its canonical printer and the
 * judge, under every dice ruleset (the seed's generał and Hasbro's yahtzee:
 * their jokers, bonuses and kinds take different paths) and a variant the
 * input picks by its hash (joker mode, bonus condition, exact kinds, five
 * alike as a full house, upper bonus). Every card the judge fills adds up
 * (dice_card_totals) and holds in each box only a value that box can hold;
 * replayed turn by turn, every option a throw offers is a value its box can
 * hold, and a generał, and only a generał, gets its options explained.
 * A card with one box left open is handed to the optimal-strategy solver
 * (§7) of its preset: its expected score to come lies between 0 and the most
 * one box can bring. Each such start is solved once a process (the solver
 * keeps its table), so that the solver costs at most 13 runs a preset.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/gdr.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static void
options(const struct dice_rules *r, const struct dice_game *g)
{
	static struct dice_card	 cards[64];
	struct dice_options	 o;
	const struct dice_turn	*t;
	char			 why[1024];
	size_t			 i;
	int			 k, ok;

	if (g->nplayers <= 0 || g->nplayers > 64)
		return;
	memset(cards, 0, sizeof(cards[0]) * (size_t)g->nplayers);
	for (i = 0; i < g->nturns; i++) {
		t = &g->turns[i];
		if (t->player < 0 || t->player >= g->nplayers || t->nthrows < 1)
			continue;
		for (ok = 1, k = 0; k < DICE_N; k++)
			if (t->dice[t->nthrows - 1][k] < 1 || t->dice[t->nthrows - 1][k] > 6)
				ok = 0;
		if (!ok)
			continue;
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

static void
solve(const struct dice_rules *r, const struct dice_card *c)
{
	static struct dice_solver *solver[2];
	static unsigned char	 done[2][BOXES_ALL + 1];
	unsigned		 open = BOXES_ALL & ~c->used;
	int			 k = r == &dice_yahtzee, up = 0, b, bit;
	double			 e;

	if ((r != &dice_general && r != &dice_yahtzee) || open == 0 || (open & (open - 1)) != 0)
		return;
	if (solver[k] == NULL)
		solver[k] = dice_solver_alloc(r);
	if (!done[k][c->used]) {
		dice_solver_run(solver[k], c->used);
		done[k][c->used] = 1;
	}
	for (b = BOX_ONES; b <= BOX_SIXES; b++)
		if (c->used & BOX_BIT(b))
			up += c->score[b];
	bit = (c->used & BOX_BIT(BOX_GENERAL)) ? dice_bonus_due(r, c) :
	    c->first_general == FIRST_ELSEWHERE;
	e = dice_solver_value(solver[k], c->used, up, bit);
	if (!(e >= 0 && e <= r->general + r->extra_general_bonus + r->upper_bonus_points + 30) ||
	    dice_solver_value(solver[k], BOXES_ALL, up, bit) != 0)
		abort();
}

static void
judge(const struct dice_rules *r, const struct dice_game *g)
{
	struct dice_verdict	 v;
	struct dice_totals	 t;
	const struct dice_card	*c;
	size_t			 i;
	int			 p, b;

	memset(&v, 0, sizeof(v));
	dice_judge(r, g, &v);
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
	dice_verdict_free(&v);
	options(r, g);
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
		judge(&dice_general, &g);
		judge(&dice_yahtzee, &g);
		judge(&var, &g);
	}
	dice_game_free(&g);
	sb_free(&a);
	sb_free(&b);
	return 0;
}
