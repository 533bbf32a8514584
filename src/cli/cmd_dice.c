/* referee dice ...: filled in by the dice work. */
#include "cli.h"

const struct command dice_commands[] = {
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
