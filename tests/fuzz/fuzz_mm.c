/* Fuzz target: the Manewry Morskie record reader, its canonical printer and the judge. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/mm.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct mm_game	 g;
	struct mm_record	 rec, back;
	struct mm_outcome	 o;
	struct verdict		 v = { 0, 0, NULL };
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };
	size_t			 i;
	int			 bad;

	memset(&rec, 0, sizeof(rec));
	if (mm_parse((const char *)data, size, &rec, &err) == 0) {
		/* The canonical form parses and prints back byte for byte. */
		mm_print(&rec, &a);
		memset(&back, 0, sizeof(back));
		if (mm_parse(sb_str(&a), a.len, &back, &err) != 0)
			abort();
		mm_print(&back, &b);
		if (strcmp(sb_str(&a), sb_str(&b)) != 0)
			abort();
		mm_record_free(&back);
		/* Judge it under the default rules, setups or not. */
		mm_game_init(&g, &mm_seed, rec.h.first ? rec.h.first : 1);
		bad = mm_game_setup(&g, 1, &rec.h.setup[0], &v);
		bad += mm_game_setup(&g, 2, &rec.h.setup[1], &v);
		for (i = 0; i < rec.nturns; i++)
			mm_game_turn(&g, &rec.turns[i], (int)i + 1, &o, &v);
		(void)bad;
		verdict_free(&v);
	}
	mm_record_free(&rec);
	sb_free(&a);
	sb_free(&b);
	return 0;
}
