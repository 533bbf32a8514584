/* referee fleet ...: filled in by the fleet work. */
#include "cli.h"

const struct command fleet_commands[] = {
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
const struct command battle_commands[] = {
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
