/*
 * Internal helpers shared by the Baśka engine's files (not part of the
 * public interface in baska.h).
 */
#ifndef BASKA_ENGINE_H
#define BASKA_ENGINE_H

#include <stdint.h>

#include "baska.h"

/* The trumps of a family as a card set. */
uint16_t baska_trump_set(enum baska_family);
/* Normal-family trump strength by card (§1.2): Ah 12 ... 10d 1; fele 0. */
static const signed char baska_normal_trump[BASKA_NCARDS] = {
	/* Ac 10c Qc Jc */ 0, 0, 10, 6,
	/* As 10s Qs Js */ 0, 0, 9, 5,
	/* Ah 10h Qh Jh */ 12, 11, 8, 4,
	/* Ad 10d Qd Jd */ 2, 1, 7, 3,
};

/*
 * Table-driven card_power: the same values (check_baska_speed compares them
 * on every card and lead), inline because the judge and the solver call it
 * for every card they weigh.
 */
static inline int
baska_power(enum baska_family fam, int c, int led)
{
	if (fam == FAM_GRAN) {
		if (CARD_RANK(c) == RANK_J)
			return 100 + 4 - CARD_SUIT(c);
		if (CARD_RANK(led) == RANK_J || CARD_SUIT(c) != CARD_SUIT(led))
			return 0;
		return 3 - CARD_RANK(c);
	}
	if (baska_normal_trump[c])
		return 100 + baska_normal_trump[c];
	if (baska_normal_trump[led] || CARD_SUIT(c) != CARD_SUIT(led))
		return 0;
	return 2 - CARD_RANK(c);
}

#endif /* BASKA_ENGINE_H */
