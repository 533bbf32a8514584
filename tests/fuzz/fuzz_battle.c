/*
 * Fuzz target: the .battle reader, its answers and its canonical print, and
 * the match itself: both boards read into fleets, every shot fired under the
 * rules of the record's variant (the turn following the record, as referee
 * battle check does), with what each shot did checked against the fleets.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/fleetio.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static void
replay(const struct battle_record *rec, const struct fleet_rules *r)
{
	static struct fleet_layout	 lay[2];
	static struct fleet_match	 m;
	struct fleet_report	 rep = { 0 };
	struct fleet_shot	 res;
	const struct battle_shot *s;
	size_t			 i;
	int			 p, fr, d, sunk_before;

	for (p = 0; p < 2; p++) {
		fleet_grid_check(r, &rec->board[p], &lay[p], &rep);
		fleet_report_free(&rep);
	}
	fleet_match_init(&m, r, &lay[0], &lay[1], rec->nshots ? rec->shots[0].player : 1);
	for (i = 0; i < rec->nshots && !m.winner; i++) {
		s = &rec->shots[i];
		if (s->player != 1 && s->player != 2)
			abort();
		d = 2 - s->player;	/* index of the defender's board */
		if (s->player != m.turn)
			fleet_match_set_turn(&m, s->player);
		sunk_before = m.sea[d].sunk;
		memset(&res, 0, sizeof(res));
		fr = fleet_match_fire(&m, s->player, s->x, s->y, (int)i + 1, &res);
		if (fr != FLEET_FIRE_OK)
			continue;
		/* An answer names a ship exactly when one is there; sunk counts it once. */
		if ((res.answer == FLEET_MISS) != (res.ship < 0) ||
		    (res.ship >= 0 && res.ship >= m.layout[d].nships) ||
		    m.sea[d].sunk != sunk_before + (res.answer == FLEET_SUNK) ||
		    m.sea[d].nhit > m.sea[d].shots || m.sea[d].sunk > m.layout[d].nships)
			abort();
		if (res.over && m.winner != s->player)
			abort();
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct battle_record rec, back;
	const struct kv_preset	*pr;
	const struct fleet_rules *r = &fleet_classic;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };

	memset(&rec, 0, sizeof(rec));
	if (fleetio_battle_parse((const char *)data, size, &rec, &err) == 0 &&
	    fleetio_battle_answers(&rec, &fleet_classic, &err) == 0) {
		fleetio_battle_print(&rec, &fleet_classic, &a);
		memset(&back, 0, sizeof(back));
		if (fleetio_battle_parse(sb_str(&a), a.len, &back, &err) != 0 ||
		    fleetio_battle_answers(&back, &fleet_classic, &err) != 0)
			abort();
		fleetio_battle_print(&back, &fleet_classic, &b);
		if (strcmp(sb_str(&a), sb_str(&b)) != 0)
			abort();
		fleetio_battle_free(&back);
		if (rec.variant[0] != '\0' &&
		    (pr = kv_preset_find(&fleet_ruleset_game, rec.variant)) != NULL)
			r = pr->obj;
		if (r == &fleet_classic || fleetio_battle_answers(&rec, r, &err) == 0)
			replay(&rec, r);
	}
	fleetio_battle_free(&rec);
	sb_free(&a);
	sb_free(&b);
	return 0;
}
