/*
 * Fuzz target: the .board reader, its canonical print and the fleet check,
 * under the classic rules or the fish variant (8x8, its own fleet): the
 * input's length picks one, so that both are fuzzed at the speed of one.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/fleetio.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fleet_grid	 g, back;
	struct fleet_report	 rep = { 0 };
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };

	memset(&g, 0, sizeof(g));
	if (fleetio_board_parse((const char *)data, size, &g, &err) == 0) {
		/* The canonical grid reads back and prints the same. */
		fleetio_grid_print(&g, &a);
		memset(&back, 0, sizeof(back));
		if (fleetio_board_parse(sb_str(&a), a.len, &back, &err) != 0)
			abort();
		fleetio_grid_print(&back, &b);
		if (strcmp(sb_str(&a), sb_str(&b)) != 0)
			abort();
		fleet_grid_check(size % 2 ? &fleet_fish : &fleet_classic, &g, NULL, &rep);
		fleet_report_free(&rep);
	}
	sb_free(&a);
	sb_free(&b);
	return 0;
}
