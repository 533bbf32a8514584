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
/* Table-driven card_power: the same order, cheaper. */
int	 baska_power(enum baska_family, int card, int led);

#endif /* BASKA_ENGINE_H */
