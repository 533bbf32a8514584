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

/*
 * baska_legal on the tables, for the searches (dd.c, solve.c): the legal
 * cards of hand in a trick led with led whose best card so far is best,
 * beaten by the cards of over (baska_beats); cls is baska_class_of[fam],
 * head whether gran_must_head applies, lax whether a gran's void hand may
 * play any card. Inline: the searches ask it at every card.
 */
static inline uint16_t
baska_legal_tab(uint16_t trumps, const uint16_t *cls, int head, int lax, int led, int best,
    uint16_t over, uint16_t hand)
{
	uint16_t f, t;

	if (!(trumps & CARD_BIT(led))) {
		f = hand & cls[led];
		if (f) {
			t = f & over;
			if (head && !(trumps & CARD_BIT(best)) && t != 0)
				return t;
			return f;
		}
		if (lax)
			return hand;
	}
	t = hand & trumps;
	if (t == 0)
		return hand;
	f = t & over;
	return f ? f : t;
}

#endif /* BASKA_ENGINE_H */
