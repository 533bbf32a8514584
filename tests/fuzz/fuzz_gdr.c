/*
 * Fuzz target: the Generał record reader, its canonical printer and the
 * judge, under every dice ruleset (the seed's generał and Hasbro's yahtzee:
 * their jokers, bonuses and kinds take different paths) and a variant the
 * input picks by its hash (joker mode, bonus condition, exact kinds, five
 * alike as a full house, upper bonus).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/gdr.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct dice_game	 g, back;
	struct dice_verdict	 v;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };

	struct dice_rules	 var = dice_general;
	uint32_t		 h = 2166136261u;
	size_t			 i;

	for (i = 0; i < size; i++)
		h = (h ^ data[i]) * 16777619u;
	var.joker_mode = (int)(h % 5);
	var.extra_bonus_condition = h >> 3 & 1;
	var.three_kind = h >> 4 & 1;
	var.four_kind = h >> 5 & 1;
	var.fh_accepts_five_alike = h >> 6 & 1;
	var.upper_bonus_points = h >> 7 & 1 ? 35 : 0;
	if (dice_ruleset_game.validate != NULL && dice_ruleset_game.validate(&var, &err) != 0)
		var = dice_general;
	memset(&g, 0, sizeof(g));
	if (gdr_parse((const char *)data, size, &g, &err) == 0) {
		/* The canonical form parses and prints back byte for byte. */
		gdr_print(&g, &a);
		memset(&back, 0, sizeof(back));
		if (gdr_parse(sb_str(&a), a.len, &back, &err) != 0)
			abort();
		gdr_print(&back, &b);
		if (strcmp(sb_str(&a), sb_str(&b)) != 0)
			abort();
		dice_game_free(&back);
		memset(&v, 0, sizeof(v));
		dice_judge(&dice_general, &g, &v);
		dice_verdict_free(&v);
		memset(&v, 0, sizeof(v));
		dice_judge(&dice_yahtzee, &g, &v);
		dice_verdict_free(&v);
		memset(&v, 0, sizeof(v));
		dice_judge(&var, &g, &v);
		dice_verdict_free(&v);
	}
	dice_game_free(&g);
	sb_free(&a);
	sb_free(&b);
	return 0;
}
