/*
 * referee: a referee and scorekeeper for the sea-and-fishing games of the
 * Kashubian coast. The games register their rows (src/games) before main
 * runs; cli_main reads the global options, then runs the command (src/cli).
 */
#include <stdio.h>

#include "cli/cli.h"
#include "cli/commands.h"
#include "report/ruling.h"
#include "util/lang.h"
#include "games/games.h"

int
main(int argc, char **argv)
{
	lang_init();	/* messages in the user's language; printf and bytes in "C" */
	games_register_builtin();	/* (done already; names the rows for any linker) */
	ruling_format_install();	/* the judges' words (done already, likewise) */
	return cli_main(argc, argv);
}
