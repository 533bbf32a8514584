/*
 * Fuzz target: the Rybaření record reader, its canonical printer and the
 * judge, under both presets and a variant the input picks by its hash (hand
 * play optional / must catch / must play, the Gee Joon pair exclusive, red
 * sixes, the rounding of small fish, the 6-6 pair and the triple stack).
 * Oracles: the canonical form reads back and prints the same bytes; the
 * tiles of a record are two full sets; whatever the record says, the judge
 * neither makes nor loses a tile; every ruling has a code, a rule's text and
 * a place; the scores are the scores of the catches (ryb_score recounted,
 * big + rounded small = total, rounding never lowers), and the places follow
 * the totals.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/ryb.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static struct ryb_game	 g, back;
static struct ryb_result res;

static void
judge(const struct ryb_rules *r, const struct ryb_game *gm)
{
	struct verdict		 v = { 0 };
	struct ryb_score	 sc;
	int			 p, k, i, n, total[RYB_MAXP], place[RYB_MAXP];

	ryb_judge(r, gm, &res, &v);
	/* Whatever the record says, no tile is made or lost. */
	n = res.wall_left;
	for (p = 0; p < gm->nplayers; p++) {
		n += res.ncatch[p];
		for (k = 0; k < RYB_KINDS; k++)
			n += res.hand_left[p][k];
	}
	for (k = 0; k < RYB_KINDS; k++)
		n += res.table_left[k];
	if (n != RYB_TILES || res.nplayers != gm->nplayers || res.turns_played > gm->nturns)
		abort();
	for (i = 0; i < (int)v.n; i++)
		if (v.r[i].code < RYB_R_ORDER || v.r[i].code > RYB_R_UNFINISHED ||
		    v.r[i].text[0] == '\0')
			abort();
	/* The scores recounted from the catches; the places from the totals. */
	for (p = 0; p < gm->nplayers; p++) {
		ryb_score(r, res.catch[p], (size_t)res.ncatch[p], &sc);
		if (memcmp(&sc, &res.score[p], sizeof(sc)) != 0 ||
		    sc.total != sc.big + sc.rounded || sc.rounded < sc.small ||
		    ryb_round(r, sc.small) != sc.rounded || res.ncatch[p] % 2 != 0)
			abort();
		total[p] = sc.total;
	}
	ryb_places(total, gm->nplayers, place);
	for (p = 0; p < gm->nplayers; p++)
		if (place[p] != res.place[p])
			abort();
	verdict_free(&v);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ryb_reader	 rd, rb;
	struct ryb_rules	 var = ryb_seed;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };
	uint32_t		 h = 2166136261u;
	size_t			 i;

	for (i = 0; i < size; i++)
		h = (h ^ data[i]) * 16777619u;
	var.hand_play = (int)(h % 3);
	var.gee_joon_exclusive = h >> 2 & 1;
	var.red_sixes = h >> 3 & 1;
	var.small_fish_rounding = (int)(h >> 4 & 3) % 3;
	var.double_six_pair = h >> 6 & 1;
	var.triple_stack = h >> 7 & 1;
	ryb_reader_init(&rd, (const char *)data, size);
	while (ryb_read(&rd, &g, &err) == 1) {
		/* The canonical form reads back and prints the same bytes. */
		sb_reset(&a);
		sb_reset(&b);
		ryb_print(&g, &a);
		ryb_reader_init(&rb, sb_str(&a), a.len);
		if (ryb_read(&rb, &back, &err) != 1 || ryb_setup_check(&g, &err) != 0)
			abort();
		ryb_print(&back, &b);
		if (strcmp(sb_str(&a), sb_str(&b)) != 0)
			abort();
		judge(&ryb_seed, &g);
		judge(&ryb_traditional, &g);
		judge(&var, &g);
	}
	sb_free(&a);
	sb_free(&b);
	return 0;
}
