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

static struct ruling *
rule(struct replay *rp, int code, const struct battle_call *s, int player, int turn)
{
	struct ruling	*x;

	x = verdict_addf(&rp->res->rulings, code, code == BT_REPEAT || code == BT_HALO ? "§3" :
	    code == BT_OUTSIDE || code == BT_AFTER_END ? NULL : "§1", turn, player, "%s", "");
	x->line = s->line;
	if (s->x >= 0 && s->y >= 0 && s->x < rp->r->board_w && s->y < rp->r->board_h)
		ruling_square(x, s->x, s->y);
	return x;
}

/* Both fleets (§1: a wrong fleet, touching ships or a wrong board lose the game). */
static void
judge_fleets(const struct fleet_rules *r, const struct fleet_grid board[2],
    const int board_line[2], struct battle_result *res)
{
	struct fleet_report	 rep;
	struct ruling		*x;
	size_t			 i;
	int			 p;

	for (p = 0; p < 2; p++) {
		memset(&rep, 0, sizeof(rep));
		fleet_grid_check(r, &board[p], &res->layout[p], &rep);
		res->bad[p] = rep.n > 0;
		for (i = 0; i < rep.n; i++) {
			x = verdict_addf(&res->rulings, BT_FLEET, "§1", 0, p + 1, _("board %d: %s"),
			    p + 1, rep.v[i].msg);
			x->line = board_line[p];
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
		fmt_buf(why, sizeof(why), _(" (a rejected shot does not use up the turn, §3)"));
	else if (m->turn == rp->last->player)
		fmt_buf(why, sizeof(why), _(" (after %s player %d shoots again, §1)"),
		    r->words[rp->last->answer], m->turn);
	else
		fmt_buf(why, sizeof(why), _(" (after %s the turn passes, §1)"),
		    r->words[rp->last->answer]);
	fmt_buf(rule(rp, BT_OUT_OF_TURN, s, s->player, turn)->text, sizeof(((struct ruling *)0)->text),
	    _("player %d shot out of turn: player %d's move was skipped%s"),
	    s->player, m->turn, why);
	fleet_match_set_turn(rp->res->m, s->player);
}

/* A resolved shot whose announced answer is false; play follows the announcement. */
static void
false_answer(struct replay *rp, const struct battle_call *s, const struct fleet_shot *res,
    const char *sq, int turn)
{
	const struct fleet_rules *r = rp->r;
	struct fleet_match	 *m = rp->res->m;
	struct ruling		 *x;
	char			  desc[200];
	int			  d = 3 - s->player, again;

	x = rule(rp, BT_FALSE_ANSWER, s, d, turn);
	if (res->ship < 0 && r->repeat_shot == FLEET_REPEAT_MISS && res->first_tag != 0)
		fmt_buf(x->text, sizeof(x->text), _("player %d answered %s to %s, "
		    "but %s was shot before (line %d): %s"), d, s->word, sq,
		    sq, res->first_tag, r->words[res->answer]);
	else if (res->ship < 0)
		fmt_buf(x->text, sizeof(x->text), _("player %d answered %s to %s, "
		    "but %s is water: %s"), d, s->word, sq, sq, r->words[res->answer]);
	else {
		battle_ship_desc(m, d, res->ship, desc, sizeof(desc));
		fmt_buf(x->text, sizeof(x->text), _("player %d answered %s to %s, "
		    "but %s %s %s: %s"), d, s->word, sq, sq,
		    res->answer == FLEET_SUNK ? _("sinks") : _("holds"), desc, r->words[res->answer]);
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
	struct ruling		*x;
	char			 sq[8], desc[200];

	fleet_square_name(s->x, s->y, sq, sizeof(sq));
	if (s->player != m->turn)
		out_of_turn(rp, s, turn);
	note->fire = fleet_match_fire(m, s->player, s->x, s->y, s->line, &res);
	note->truth = res.answer;
	switch (note->fire) {
	case FLEET_FIRE_OUTSIDE:
		x = rule(rp, BT_OUTSIDE, s, s->player, turn);
		fmt_buf(x->text, sizeof(x->text), _("%s is not a square of the board "
		    "(%s): the shot does not count"), sq, rp->range);
		break;
	case FLEET_FIRE_REPEAT:
		x = rule(rp, BT_REPEAT, s, s->player, turn);
		fmt_buf(x->text, sizeof(x->text), _("player %d shot %s again (first at "
		    "line %d): rejected, the turn is not used up (§3)"), s->player,
		    sq, res.first_tag);
		break;
	case FLEET_FIRE_HALO:
		battle_ship_at(m, 3 - s->player, res.halo_ship, desc, sizeof(desc));
		x = rule(rp, BT_HALO, s, s->player, turn);
		fmt_buf(x->text, sizeof(x->text), _("player %d shot %s, next to the sunk "
		    "%s: rejected, the turn is not used up (§3)"), s->player,
		    sq, desc);
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
		fmt_buf(res->words, sizeof(res->words), _("player %d wins: line %d %s, the last of "
		    "the %d ships of player %d"), res->winner, res->end_line, r->words[FLEET_SUNK],
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
		x = verdict_addf(&res->rulings, BT_AFTER_END, NULL, 0, 0, "%s", "");
		fmt_buf(x->text, sizeof(x->text), P_("%zu shot after the end of the game (the last "
		    "ship sank at line %d)", "%zu shots after the end of the game (the last ship sank "
		    "at line %d)", rp.after_end), rp.after_end, res->end_line);
		x->line = rp.first_after;
	}
	result_words(r, res, rp.last_line);
	return res->rulings.n;
}
