/* Fuzz target: the Rybaření record reader, its canonical printer and the judge. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/ryb.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static struct ryb_game	 g, back;
static struct ryb_result res;

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ryb_reader	 rd, rb;
	struct verdict		 v = { 0 };
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };
	int			 p, k, i, n;

	ryb_reader_init(&rd, (const char *)data, size);
	while (ryb_read(&rd, &g, &err) == 1) {
		/* The canonical form reads back and prints the same bytes. */
		sb_reset(&a);
		sb_reset(&b);
		ryb_print(&g, &a);
		ryb_reader_init(&rb, sb_str(&a), a.len);
		if (ryb_read(&rb, &back, &err) != 1)
			abort();
		ryb_print(&back, &b);
		if (strcmp(sb_str(&a), sb_str(&b)) != 0)
			abort();
		verdict_reset(&v);
		ryb_judge(&ryb_seed, &g, &res, &v);
		verdict_reset(&v);
		ryb_judge(&ryb_traditional, &g, &res, &v);
		/* Whatever the record says, no tile is made or lost. */
		n = res.wall_left;
		for (p = 0; p < g.nplayers; p++) {
			n += res.ncatch[p];
			for (k = 0; k < RYB_KINDS; k++)
				n += res.hand_left[p][k];
		}
		for (k = 0; k < RYB_KINDS; k++)
			n += res.table_left[k];
		if (n != RYB_TILES)
			abort();
		for (i = 0; i < (int)v.n; i++)
			if (v.r[i].code <= 0 || v.r[i].text[0] == '\0')
				abort();
	}
	verdict_free(&v);
	sb_free(&a);
	sb_free(&b);
	return 0;
}
