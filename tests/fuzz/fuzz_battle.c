/*
 * Fuzz target: the .battle reader, its answers and its canonical print, and
 * the match twice: replayed here through fleet_match (both boards read into
 * fleets, every shot fired, what each shot did checked against the fleets)
 * and judged by battle_judge as referee battle check judges it; the two
 * must agree shot by shot, on the fleets, the rulings and the winner.
 * Input: RECORD ['\0' RULESET] (suffix.h): the ruleset text picks the
 * variant ("preset = fish") and any knob; without one the record's Variant
 * tag does, else classic.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/fleetio.h"
#include "../../src/rules/fleet/battle.h"
#include "suffix.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* What the replay saw, for the cross-check with the judge. */
struct seen {
	int			 bad[2];		/* fleet p breaks the rules */
	struct fleet_layout	 lay[2];
	struct fleet_match	 m;
	int			 fire[4096];		/* per shot (the first ones) */
	int			 truth[4096];
	int			 count[BT_AFTER_END + 1];	/* rulings the judge must make */
	int			 lied;			/* a false answer came first */
};

#define NSEEN(i)	((i) < sizeof(((struct seen *)0)->fire) / sizeof(int))

static void
replay(const struct battle_record *rec, const struct fleet_rules *r, struct seen *sn)
{
	struct fleet_match	*m = &sn->m;
	struct fleet_report	 rep = { 0 };
	struct fleet_shot	 res;
	const struct battle_shot *s;
	size_t			 i;
	int			 p, fr, d, sunk_before, taken;

	for (p = 0; p < 2; p++) {
		sn->bad[p] = fleet_grid_check(r, &rec->board[p], &sn->lay[p], &rep) > 0;
		fleet_report_free(&rep);
	}
	fleet_match_init(m, r, &sn->lay[0], &sn->lay[1], rec->nshots ? rec->shots[0].player : 1);
	for (i = 0; i < rec->nshots && !m->winner; i++) {
		s = &rec->shots[i];
		if (s->player != 1 && s->player != 2)
			abort();
		d = 2 - s->player;	/* index of the defender's board */
		if (s->player != m->turn) {
			/* Out of turn: refused, and nothing changes. */
			taken = m->sea[d].shots;
			if (fleet_match_fire(m, s->player, s->x, s->y, -1, &res) != FLEET_FIRE_TURN ||
			    m->sea[d].shots != taken || m->turn == s->player)
				abort();
			if (!sn->lied)
				sn->count[BT_OUT_OF_TURN]++;
			fleet_match_set_turn(m, s->player);
		}
		sunk_before = m->sea[d].sunk;
		memset(&res, 0, sizeof(res));
		fr = fleet_match_fire(m, s->player, s->x, s->y, (int)i + 1, &res);
		if (NSEEN(i)) {
			sn->fire[i] = fr;
			sn->truth[i] = res.answer;
		}
		sn->count[fr == FLEET_FIRE_OUTSIDE ? BT_OUTSIDE : fr == FLEET_FIRE_REPEAT ?
		    BT_REPEAT : fr == FLEET_FIRE_HALO ? BT_HALO : BT_NONE]++;
		if (fr != FLEET_FIRE_OK)
			continue;
		if ((int)res.answer != s->answer) {
			sn->count[BT_FALSE_ANSWER]++;
			sn->lied = 1;
		}
		/* An answer names a ship exactly when one is there; sunk counts it once. */
		if ((res.answer == FLEET_MISS) != (res.ship < 0) ||
		    (res.ship >= 0 && res.ship >= m->layout[d].nships) ||
		    m->sea[d].sunk != sunk_before + (res.answer == FLEET_SUNK) ||
		    m->sea[d].nhit > m->sea[d].shots || m->sea[d].sunk > m->layout[d].nships)
			abort();
		if (res.over && m->winner != s->player)
			abort();
	}
	sn->count[BT_AFTER_END] = i < rec->nshots;
	/* After the end every shot is refused. */
	if (m->winner && fleet_match_fire(m, m->turn, 0, 0, -1, &res) != FLEET_FIRE_OVER)
		abort();
}

/* The judge's verdict against the replay (and against itself). */
static void
cross_check(const struct battle_record *rec, const struct fleet_rules *r,
    const struct seen *sn, const struct battle_result *res, const struct battle_call *calls)
{
	const struct ruling	*x;
	int			 count[BT_AFTER_END + 1] = { 0 }, p, forfeit = 0;
	size_t			 i, k, after = 0;
	char			 buf[320];

	for (p = 0; p < 2; p++)
		if (res->bad[p] != sn->bad[p] || res->layout[p].nships != sn->lay[p].nships ||
		    res->layout[p].ncells != sn->lay[p].ncells ||
		    memcmp(res->layout[p].cell, sn->lay[p].cell,
		    (size_t)sn->lay[p].ncells * sizeof(sn->lay[p].cell[0])) != 0 ||
		    res->m->sea[p].sunk != sn->m.sea[p].sunk ||
		    res->m->sea[p].shots != sn->m.sea[p].shots)
			abort();
	if (res->m->winner != sn->m.winner)
		abort();
	for (k = 0; k < res->rulings.n; k++) {
		x = &res->rulings.r[k];
		if (x->code <= BT_NONE || x->code > BT_AFTER_END || x->text[0] == '\0' ||
		    (battle_forfeits(x->code) && (x->rule == NULL || x->player < 1 || x->player > 2)) ||
		    (x->code == BT_AFTER_END && k != res->rulings.n - 1))
			abort();
		if (x->code != BT_FLEET)
			count[x->code]++;
		forfeit |= battle_forfeits(x->code);
	}
	for (k = BT_OUT_OF_TURN; k <= BT_AFTER_END; k++)
		if (count[k] != sn->count[k] && (k != BT_OUT_OF_TURN || !sn->lied))
			abort();
	for (i = 0; i < rec->nshots; i++) {
		after += res->notes[i].after_end;
		if (res->notes[i].first + res->notes[i].n > res->rulings.n ||
		    (!res->notes[i].after_end && NSEEN(i) &&
		    ((int)res->notes[i].fire != sn->fire[i] ||
		    (sn->fire[i] == FLEET_FIRE_OK && (int)res->notes[i].truth != sn->truth[i]))))
			abort();
		if (calls[i].word != rec->shots[i].word)
			abort();
	}
	/* The end: who wins follows from the fleets, the first forfeit, the last sinking. */
	switch (res->end) {
	case BE_BOTH_FLEETS:
		if (!res->bad[0] || !res->bad[1] || res->winner)
			abort();
		break;
	case BE_FLEET:
		if (res->bad[res->winner - 1] || !res->bad[2 - res->winner])
			abort();
		break;
	case BE_FORFEIT:
		if (!forfeit || res->bad[0] || res->bad[1])
			abort();
		break;
	case BE_SUNK:
		if (forfeit || res->winner != sn->m.winner || res->end_line == 0 ||
		    battle_ships_on_board(res->m, 3 - res->winner) == 0)
			abort();
		break;
	case BE_UNFINISHED:
		if (forfeit || res->winner || sn->m.winner)
			abort();
		break;
	}
	if ((after > 0) != (sn->count[BT_AFTER_END] > 0) || res->words[0] == '\0')
		abort();
	battle_board_range(r, buf, sizeof(buf));
	for (p = 1; p <= 2; p++)
		for (i = 0; i < (size_t)res->m->layout[p - 1].nships; i++) {
			battle_ship_desc(res->m, p, (int)i, buf, sizeof(buf));
			battle_ship_at(res->m, p, (int)i, buf, sizeof(buf));
		}
}

static void
judge(const struct battle_record *rec, const struct fleet_rules *r)
{
	static struct seen	 sn;
	struct battle_result	 res;
	struct battle_call	*calls;

	memset(&sn, 0, sizeof(sn));
	replay(rec, r, &sn);
	calls = fleetio_battle_calls(rec);
	if (battle_judge(r, rec->board, rec->board_line, calls, rec->nshots, &res) !=
	    res.rulings.n)
		abort();
	cross_check(rec, r, &sn, &res, calls);
	battle_result_free(&res);
	free(calls);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct battle_record rec, back;
	static struct fleet_rules rules;
	const struct kv_preset	*pr;
	const struct fleet_rules *r = &rules;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };
	size_t			 len;

	if ((len = fuzz_suffix_rules(&fleet_ruleset_game, data, size, &rules)) == (size_t)-1)
		return 0;
	memset(&rec, 0, sizeof(rec));
	if (fleetio_battle_parse((const char *)data, len, &rec, &err) == 0) {
		if (len == size && rec.variant[0] != '\0' &&
		    (pr = kv_preset_find(&fleet_ruleset_game, rec.variant)) != NULL)
			r = pr->obj;
		if (fleetio_battle_answers(&rec, r, &err) == 0) {
			/* The canonical record reads back and prints the same. */
			fleetio_battle_print(&rec, r, &a);
			memset(&back, 0, sizeof(back));
			if (fleetio_battle_parse(sb_str(&a), a.len, &back, &err) != 0 ||
			    fleetio_battle_answers(&back, r, &err) != 0)
				abort();
			fleetio_battle_print(&back, r, &b);
			if (strcmp(sb_str(&a), sb_str(&b)) != 0)
				abort();
			fleetio_battle_free(&back);
			judge(&rec, r);
		}
	}
	fleetio_battle_free(&rec);
	sb_free(&a);
	sb_free(&b);
	return 0;
}
