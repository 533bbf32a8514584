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
/*
 * The power of a card in a trick (card_power's values: trumps 100 + their
 * rank, a card of the led suit its rank, any other 0), by family, led card
 * and card; written out in play.c. check_baska_speed compares it with
 * card_power on every card and lead.
 */
extern const unsigned char baska_power_table[2][BASKA_NCARDS][BASKA_NCARDS];

/*
 * The search's tables (solve.c), generated from the orders of §1.2/§1.3:
 * the cards of a card's class (its suit of fele or side cards, or the
 * trumps), the cards that beat it when it is the best card of a trick, and
 * the cards of the same class ranking strictly between two (0xffff for two
 * classes).
 */
extern const uint16_t baska_class_of[2][BASKA_NCARDS];
extern const uint16_t baska_beats[2][BASKA_NCARDS];
extern const uint16_t baska_between[2][BASKA_NCARDS][BASKA_NCARDS];

/* Table-driven card_power: inline because the judge and the solver weigh every card with it. */
static inline int
baska_power(enum baska_family fam, int c, int led)
{
	return baska_power_table[fam == FAM_GRAN][led][c];
}

#endif /* BASKA_ENGINE_H */
