/*
 * The rows of the games built into the tool, one file a game
 * (src/games/NAME.c), and their registration. Nothing below this folder
 * includes it: the other layers reach a game through the registry
 * (rules/game.h).
 */
#ifndef GAMES_GAMES_H
#define GAMES_GAMES_H

#include "../rules/game.h"

extern const struct game game_baska, game_dice, game_fleet, game_flota, game_manewry,
    game_rybareni;

/* Registers every built-in game with game_register (once; later calls do nothing). */
void	 games_register_builtin(void);

#endif /* GAMES_GAMES_H */
