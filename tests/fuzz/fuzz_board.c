/*
 * Fuzz target: the .board reader, its canonical print and the fleet check.
 * Input: BOARD ['\0' RULESET] (suffix.h): the ruleset text picks the variant
 * ("preset = fish": 8x8, its own fleet) and any knob (board size, fleet
 * table, no_touch); without one, classic. The check is held to its word:
 * the ships it reads cover the ship squares exactly once, reading them
 * again gives the same ships, and its violations are the board size (first,
 * when the grid is not the board) and then exactly what fleet_layout_check
 * finds in those ships.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/fleetio.h"
#include "suffix.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static void
check(const struct fleet_rules *r, const struct fleet_grid *g)
{
	static struct fleet_layout lay, again;
	static unsigned char	 seen[FLEET_DIM][FLEET_DIM];
	struct fleet_report	 rep = { 0 }, rep2 = { 0 };
	char			 name[160];
	size_t			 n, k, size = 0;
	int			 i, x, y, squares = 0;

	n = fleet_grid_check(r, g, &lay, &rep);
	if (n != rep.n)
		abort();
	fleet_grid_ships(r, g, &again);
	if (again.nships != lay.nships || again.ncells != lay.ncells ||
	    memcmp(again.start, lay.start, (size_t)(lay.nships + 1) * sizeof(lay.start[0])) != 0 ||
	    memcmp(again.cell, lay.cell, (size_t)lay.ncells * sizeof(lay.cell[0])) != 0)
		abort();
	/* Every ship square of the grid in exactly one ship. */
	memset(seen, 0, sizeof(seen));
	for (i = 0; i < lay.ncells; i++) {
		x = lay.cell[i].x;
		y = lay.cell[i].y;
		if (x >= FLEET_DIM || y >= FLEET_DIM || !g->ship[y][x] || seen[y][x]++)
			abort();
	}
	for (y = 0; y < FLEET_DIM; y++)
		for (x = 0; x < FLEET_DIM; x++)
			squares += g->ship[y][x] != 0;
	for (i = 0; i < lay.nships; i++) {
		size += (size_t)fleet_ship_size(&lay, i);
		fleet_ship_name(&lay, i, name, sizeof(name));
		if (name[0] == '\0' || (fleet_ship_size(&lay, i) == 1 && !fleet_ship_straight(&lay, i)))
			abort();
	}
	if ((int)size != squares || lay.ncells != squares)
		abort();
	/* The board size first, then what the layout check finds. */
	k = rep.n > 0 && rep.v[0].code == FLEET_BOARD_SIZE;
	if (fleet_layout_check(r, &lay, &rep2) != rep.n - k || rep2.n != rep.n - k)
		abort();
	for (i = 0; i < (int)rep2.n; i++)
		if (rep2.v[i].code != rep.v[i + k].code || strcmp(rep2.v[i].msg, rep.v[i + k].msg) ||
		    rep2.v[i].code == FLEET_BOARD_SIZE)
			abort();
	for (k = 0; k < rep.n; k++)
		if (rep.v[k].msg[0] == '\0' || fleet_code_name(rep.v[k].code) == NULL)
			abort();
	/* A ship laid twice overlaps itself: the check says so. */
	fleet_report_free(&rep2);
	if (lay.nships > 0 && lay.ncells + fleet_ship_size(&lay, 0) <= FLEET_CELLS) {
		fleet_layout_add(&lay, &lay.cell[0], fleet_ship_size(&lay, 0));
		fleet_layout_check(r, &lay, &rep2);
		for (k = 0; k < rep2.n && rep2.v[k].code != FLEET_OVERLAP; k++)
			continue;
		if (k == rep2.n)
			abort();
	}
	fleet_report_free(&rep);
	fleet_report_free(&rep2);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct fleet_rules rules;
	static struct fleet_grid g, back;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };
	size_t			 len;

	if ((len = fuzz_suffix_rules(&fleet_ruleset_game, data, size, &rules)) == (size_t)-1)
		return 0;
	memset(&g, 0, sizeof(g));
	if (fleetio_board_parse((const char *)data, len, &g, &err) == 0) {
		/* The canonical grid reads back and prints the same. */
		fleetio_grid_print(&g, &a);
		memset(&back, 0, sizeof(back));
		if (fleetio_board_parse(sb_str(&a), a.len, &back, &err) != 0)
			abort();
		fleetio_grid_print(&back, &b);
		if (strcmp(sb_str(&a), sb_str(&b)) != 0)
			abort();
		check(&rules, &g);
	}
	sb_free(&a);
	sb_free(&b);
	return 0;
}
