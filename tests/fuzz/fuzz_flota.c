/*
 * Fuzz target: the .flota reader, its canonical printer and the judge. Any
 * input either fails to parse or reads back from its canonical form to the
 * same bytes, and judges without a crash; a fleet line is fuzzed too.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/flota.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

struct run {
	struct strbuf		 text;
	struct flota_game	 g;
	struct verdict		 v;
	int			 valid, turn;
};

static int
on_header(const struct flota_header *h, void *arg)
{
	struct run	*r = arg;
	struct verdict	 fv = { 0, 0, NULL };

	flota_print_header(h, &r->text);
	r->valid = flota_fleet_check(&flota_default, &h->fleet[0], 1, &fv) == 0 &&
	    flota_fleet_check(&flota_default, &h->fleet[1], 2, &fv) == 0;
	verdict_free(&fv);
	if (r->valid)
		flota_game_init(&r->g, &flota_default, &h->fleet[0], &h->fleet[1]);
	r->turn = 0;
	return 0;
}

static int
on_turn(const struct flota_header *h, const struct flota_turn *t, void *arg)
{
	struct run		*r = arg;
	struct flota_result	 res;
	int			 i;

	(void)h;
	flota_print_turn(t, &r->text);
	if (!r->valid)
		return 0;
	flota_turn_begin(&r->g, ++r->turn, t->player, t->type, t->line, t->col, &r->v);
	for (i = 0; i < t->nact; i++)
		flota_act(&r->g, &t->act[i], &res, &r->v);
	flota_turn_end(&r->g, &res, &r->v);
	/* No surviving ship ever stands on a mine. */
	for (i = 0; i < 2 * FLOTA_NTYPES; i++)
		if (r->g.alive[i / 4][i % 4] && r->g.mine[r->g.y[i / 4][i % 4]][r->g.x[i / 4][i % 4]])
			abort();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct run		 a, b;
	struct flota_fleet	 f;
	struct errbuf		 err;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	if (flota_parse((const char *)data, size, on_header, on_turn, &a, &err) == 0) {
		/* The canonical form parses and prints back byte for byte. */
		if (flota_parse(sb_str(&a.text), a.text.len, on_header, on_turn, &b, &err) != 0)
			abort();
		if (strcmp(sb_str(&a.text), sb_str(&b.text)) != 0)
			abort();
		/* Judged again from the canonical form: the same rulings. */
		if (a.v.n != b.v.n)
			abort();
	}
	flota_fleet_parse((const char *)data, (const char *)data + size, 1, (const char *)data,
	    &f, &err);
	sb_free(&a.text);
	sb_free(&b.text);
	verdict_free(&a.v);
	verdict_free(&b.v);
	return 0;
}
