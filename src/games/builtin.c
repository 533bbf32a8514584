/*
 * The games built into the tool: each game's row lives beside its adapter
 * code (src/games/NAME.c); this list registers them. Adding a game adds its
 * file and one line here.
 */
#include "games.h"

static const struct game *const builtin[] = {
	&game_baska, &game_dice, &game_fleet, &game_flota, &game_manewry, &game_rybareni,
	NULL
};

void
games_register_builtin(void)
{
	size_t	 i;

	for (i = 0; builtin[i] != NULL; i++)
		(void)game_register(builtin[i]);
}

/*
 * Registered before main() runs, so that every program linked with the
 * objects of src (the tool, the unit tests, the fuzz replays) finds them.
 */
static void __attribute__((constructor))
games_builtin_init(void)
{
	games_register_builtin();
}
