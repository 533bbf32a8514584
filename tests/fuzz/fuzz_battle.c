/* Fuzz target: the .battle reader, its answers and its canonical print. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/fleetio.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct battle_record	 rec, back;
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
	}
	fleetio_battle_free(&rec);
	sb_free(&a);
	sb_free(&b);
	return 0;
}
