/*
 * The match judge (battle.h): fleets (§1), turns (§1), answers (§1), rejected
 * shots (§3), shots after the end, the winner.
 *
 * Rulings this file makes where the rulebook leaves a choice:
 * - The turn follows what the players announced, the boards follow the
 *   truth: after a false answer play goes on as if the announced answer had
 *   been true, because that is what the players did.
 * - A shot out of turn is ruled once and play follows the shooter.
 * - The first forfeit in the record decides the game; shots after the last
 *   ship sank are listed, not judged.
 */
#include <stdlib.h>
#include <string.h>

#include "battle.h"
#include "../msg.h"
#include "../../util/i18n.h"

int
battle_forfeits(int code)
{
	return code == BT_FLEET || code == BT_OUT_OF_TURN || code == BT_FALSE_ANSWER;
}

int
battle_ships_on_board(const struct fleet_match *m, int p)
{
	const struct fleet_layout *l = &m->layout[p - 1];
	int	 i, k, n = 0;

	for (i = 0; i < l->nships; i++)
		for (k = l->start[i]; k < l->start[i + 1]; k++)
			if (l->cell[k].x < m->rules->board_w && l->cell[k].y < m->rules->board_h) {
				n++;
				break;
			}
	return n;
}

/* The ship's kind and squares, with the article or without (a translation may have none). */
static void
ship_words(const struct fleet_match *m, int p, int ship, int article, char *buf, size_t size)
{
	char	 name[160];

	fleet_ship_name(&m->layout[p - 1], ship, name, sizeof(name));
	fmt_buf(buf, size, article ? _("the %s at %s") : _("%s at %s"),
	    fleet_kind_name(m->rules, fleet_ship_size(&m->layout[p - 1], ship)), name);
}

void
battle_ship_desc(const struct fleet_match *m, int p, int ship, char *buf, size_t size)
{
	ship_words(m, p, ship, 1, buf, size);
}

void
battle_ship_at(const struct fleet_match *m, int p, int ship, char *buf, size_t size)
{
	ship_words(m, p, ship, 0, buf, size);
}

void
battle_board_range(const struct fleet_rules *r, char *buf, size_t size)
{
	fmt_buf(buf, size, "A-%c, 1-%d", 'A' + r->board_w - 1, r->board_h);
}

void
battle_result_free(struct battle_result *res)
{
	if (res == NULL)
		return;
	verdict_free(&res->rulings);
	free(res->notes);
	free(res->m);
	res->notes = NULL;
	res->m = NULL;
}

/* What the replay remembers from shot to shot. */
struct replay {
	const struct fleet_rules *r;
	struct battle_result	*res;
	const struct battle_call *last;		/* the last shot judged */
	int			 last_void;	/* it was rejected */
	size_t			 after_end;	/* shots after the end */
	int			 first_after, last_line;
	char			 range[32];
};

/* A ruling on shot s, worded by the formatter from message msg (rules/msg.h) and a[0..na). */
static struct ruling *
rule(struct replay *rp, int code, const struct battle_call *s, int player, int turn, int msg,
    const struct rarg *a, int na)
{
	struct ruling	 r;
	struct ruling	*x;

	memset(&r, 0, sizeof(r));
	r.code = code;
	r.rule = code == BT_REPEAT || code == BT_HALO ? "§3" :
	    code == BT_OUTSIDE || code == BT_AFTER_END ? NULL : "§1";
	r.turn = turn;
	r.player = player;
	ruling_say(&r, msg, a, na);
	x = verdict_add(&rp->res->rulings, &r);
	x->line = s->line;
	if (s->x >= 0 && s->y >= 0 && s->x < rp->r->board_w && s->y < rp->r->board_h)
		ruling_square(x, s->x, s->y);
	return x;
}

/* The arguments inline (one at least): RULE, WORDS. */
#define RARGS(...)	(const struct rarg[]){ __VA_ARGS__ }, \
	(int)(sizeof((const struct rarg[]){ __VA_ARGS__ }) / sizeof(struct rarg))
/* The refused shot next to a ship taken, by what the variant takes (§3). */
static const enum rmsg halo_msg[] = {
	[FLEET_SHIPS] = RM_BT_HALO, [FLEET_BOATS] = RM_BT_HALO_BOAT, [FLEET_FISH] = RM_BT_HALO_FISH,
};
/* The shots after the end, likewise. */
static const enum rmsg after_end_msg[] = {
	[FLEET_SHIPS] = RM_BT_AFTER_END, [FLEET_BOATS] = RM_BT_AFTER_END_BOAT,
	[FLEET_FISH] = RM_BT_AFTER_END_FISH,
};

#define RULE(rp, code, s, player, turn, msg, ...) \
	rule((rp), (code), (s), (player), (turn), (msg), RARGS(__VA_ARGS__))
#define WORDS(buf, size, msg, ...) \
	ruling_words((buf), (size), (msg), RARGS(__VA_ARGS__))

/* Both fleets (§1: a wrong fleet, touching ships or a wrong board lose the game). */
static void
judge_fleets(const struct fleet_rules *r, const struct fleet_grid board[2],
    const int board_line[2], struct battle_result *res)
{
	struct fleet_report	 rep;
	struct ruling		 x;
	size_t			 i;
	int			 p;

	for (p = 0; p < 2; p++) {
		memset(&rep, 0, sizeof(rep));
		fleet_grid_check(r, &board[p], &res->layout[p], &rep);
		res->bad[p] = rep.n > 0;
		for (i = 0; i < rep.n; i++) {
			memset(&x, 0, sizeof(x));
			x.code = BT_FLEET;
			x.rule = "§1";
			x.player = p + 1;
			x.line = board_line[p];
			RULING_SAY(&x, RM_BT_FLEET, RARG_I(p + 1), RARG_S(rep.v[i].msg));
			verdict_add(&res->rulings, &x);
		}
		fleet_report_free(&rep);
	}
}

static void
out_of_turn(struct replay *rp, const struct battle_call *s, int turn)
{
	const struct fleet_match *m = rp->res->m;
	const struct fleet_rules *r = rp->r;
	char	 why[100];

	if (rp->last == NULL)
		why[0] = '\0';
	else if (rp->last_void)
		ruling_words(why, sizeof(why), RM_BT_WHY_REJECTED, NULL, 0);
	else if (m->turn == rp->last->player)
		WORDS(why, sizeof(why), RM_BT_WHY_AGAIN, RARG_S(r->words[rp->last->answer]),
		    RARG_I(m->turn));
	else
		WORDS(why, sizeof(why), RM_BT_WHY_PASSES, RARG_S(r->words[rp->last->answer]));
	RULE(rp, BT_OUT_OF_TURN, s, s->player, turn, RM_BT_OUT_OF_TURN, RARG_I(s->player),
	    RARG_I(m->turn), RARG_S(why));
	fleet_match_set_turn(rp->res->m, s->player);
}

/* A resolved shot whose announced answer is false; play follows the announcement. */
static void
false_answer(struct replay *rp, const struct battle_call *s, const struct fleet_shot *res,
    const char *sq, int turn)
{
	const struct fleet_rules *r = rp->r;
	struct fleet_match	 *m = rp->res->m;
	char			  desc[200];
	int			  d = 3 - s->player, again;

	if (res->ship < 0 && r->repeat_shot == FLEET_REPEAT_MISS && res->first_tag != 0)
		RULE(rp, BT_FALSE_ANSWER, s, d, turn, RM_BT_FALSE_SHOT_BEFORE, RARG_I(d),
		    RARG_S(s->word), RARG_S(sq), RARG_S(sq), RARG_I(res->first_tag),
		    RARG_S(r->words[res->answer]));
	else if (res->ship < 0)
		RULE(rp, BT_FALSE_ANSWER, s, d, turn, RM_BT_FALSE_WATER, RARG_I(d),
		    RARG_S(s->word), RARG_S(sq), RARG_S(sq), RARG_S(r->words[res->answer]));
	else {
		battle_ship_desc(m, d, res->ship, desc, sizeof(desc));
		RULE(rp, BT_FALSE_ANSWER, s, d, turn, RM_BT_FALSE_SHIP, RARG_I(d),
		    RARG_S(s->word), RARG_S(sq), RARG_S(sq),
		    RARG_W(res->answer == FLEET_SUNK ? N_("sinks") : N_("holds")), RARG_S(desc),
		    RARG_S(r->words[res->answer]));
	}
	if (!m->winner) {
		again = s->answer == FLEET_HIT ? r->shoot_again_on_hit :
		    s->answer == FLEET_SUNK ? r->shoot_again_on_sink : 0;
		fleet_match_set_turn(m, again ? s->player : 3 - s->player);
	}
}

/* Fires one recorded shot and rules on what it did. */
static void
shot(struct replay *rp, const struct battle_call *s, int turn, struct battle_note *note)
{
	struct fleet_match	*m = rp->res->m;
	struct fleet_shot	 res;
	char			 sq[8], desc[200];

	fleet_square_name(s->x, s->y, sq, sizeof(sq));
	if (s->player != m->turn)
		out_of_turn(rp, s, turn);
	note->fire = fleet_match_fire(m, s->player, s->x, s->y, s->line, &res);
	note->truth = res.answer;
	switch (note->fire) {
	case FLEET_FIRE_OUTSIDE:
		RULE(rp, BT_OUTSIDE, s, s->player, turn, RM_BT_OUTSIDE, RARG_S(sq),
		    RARG_S(rp->range));
		break;
	case FLEET_FIRE_REPEAT:
		RULE(rp, BT_REPEAT, s, s->player, turn, RM_BT_REPEAT, RARG_I(s->player),
		    RARG_S(sq), RARG_I(res.first_tag));
		break;
	case FLEET_FIRE_HALO:
		battle_ship_at(m, 3 - s->player, res.halo_ship, desc, sizeof(desc));
		RULE(rp, BT_HALO, s, s->player, turn, halo_msg[fleet_rules_noun(m->rules)],
		    RARG_I(s->player), RARG_S(sq), RARG_S(desc));
		break;
	case FLEET_FIRE_OK:
		if (res.over)
			rp->res->end_line = s->line;
		if ((int)res.answer != s->answer)
			false_answer(rp, s, &res, sq, turn);
		break;
	case FLEET_FIRE_TURN:
	case FLEET_FIRE_OVER:
		break;
	}
	rp->last = s;
	rp->last_void = note->fire != FLEET_FIRE_OK;
}

/* "the last of the ships" in the variant's own words (§1), by enum fleet_noun. */
static const char *const last_words[] = {
	N_("player %d wins: line %d %s, the last of the %d ships of player %d"),
	N_("player %d wins: line %d %s, the last of the %d boats of player %d"),
	N_("player %d wins: line %d %s, the last of the %d fish of player %d"),
};

static void
result_words(const struct fleet_rules *r, struct battle_result *res, int last_line)
{
	const struct ruling	*x = NULL;
	size_t			 k;

	for (k = 0; k < res->rulings.n && x == NULL; k++)
		if (battle_forfeits(res->rulings.r[k].code) && res->rulings.r[k].player)
			x = &res->rulings.r[k];
	if (res->bad[0] && res->bad[1]) {
		res->end = BE_BOTH_FLEETS;
		fmt_buf(res->words, sizeof(res->words), _("no winner: both fleets break the rules (§1)"));
	} else if (res->bad[0] || res->bad[1]) {
		res->end = BE_FLEET;
		res->winner = res->bad[0] ? 2 : 1;
		fmt_buf(res->words, sizeof(res->words), _("player %d wins: the fleet of player %d "
		    "breaks the rules (§1)"), res->winner, 3 - res->winner);
	} else if (x != NULL) {
		res->end = BE_FORFEIT;
		res->winner = 3 - x->player;
		fmt_buf(res->words, sizeof(res->words), _("player %d wins: player %d broke the rules "
		    "at line %d (§1)"), res->winner, x->player, x->line);
	} else if (res->m->winner) {
		res->end = BE_SUNK;
		res->winner = res->m->winner;
		fmt_buf(res->words, sizeof(res->words), fleet_noun_text(r, last_words), res->winner,
		    res->end_line, r->words[FLEET_SUNK],
		    battle_ships_on_board(res->m, 3 - res->winner), 3 - res->winner);
	} else {
		res->end = BE_UNFINISHED;
		fmt_buf(res->words, sizeof(res->words), _("no winner yet: the game is not finished "
		    "after line %d"), last_line);
	}
}

size_t
battle_judge(const struct fleet_rules *r, const struct fleet_grid board[2],
    const int board_line[2], const struct battle_call *calls, size_t ncalls,
    struct battle_result *res)
{
	struct replay	 rp;
	struct ruling	*x;
	size_t		 i;

	memset(res, 0, sizeof(*res));
	memset(&rp, 0, sizeof(rp));
	rp.r = r;
	rp.res = res;
	res->notes = xcalloc(ncalls ? ncalls : 1, sizeof(*res->notes));
	judge_fleets(r, board, board_line, res);
	res->m = xmalloc(sizeof(*res->m));
	fleet_match_init(res->m, r, &res->layout[0], &res->layout[1],
	    ncalls ? calls[0].player : 1);
	battle_board_range(r, rp.range, sizeof(rp.range));
	for (i = 0; i < ncalls; i++) {
		rp.last_line = calls[i].line;
		res->notes[i].first = res->rulings.n;
		if (res->m->winner) {
			if (rp.after_end++ == 0)
				rp.first_after = calls[i].line;
			res->notes[i].after_end = 1;
			res->notes[i].fire = FLEET_FIRE_OVER;
			continue;
		}
		shot(&rp, &calls[i], (int)i + 1, &res->notes[i]);
		res->notes[i].n = res->rulings.n - res->notes[i].first;
	}
	if (rp.after_end > 0) {
		x = VERDICT_SAY(&res->rulings, BT_AFTER_END, NULL, 0, 0,
		    after_end_msg[fleet_rules_noun(r)], RARG_I(rp.after_end), RARG_I(res->end_line));
		x->line = rp.first_after;
	}
	result_words(r, res, rp.last_line);
	return res->rulings.n;
}
