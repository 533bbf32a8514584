/* referee baska ...: filled in by the baska work. */
#include "cli.h"

const struct command baska_commands[] = {
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
