/*
 * A game of the tests' own, "coin", built from a row alone: it proves that a
 * game plugs into the tool through game_register and nothing else (issue 28).
 */
#ifndef FIXTURE_GAME_H
#define FIXTURE_GAME_H

#include "../src/rules/game.h"

/* The rules: how many tosses a record may hold. */
struct coin_rules {
	int	 tosses;
};

/* The row of the coin game (not registered until a test registers it). */
extern const struct game fixture_coin_game;

#endif /* FIXTURE_GAME_H */
