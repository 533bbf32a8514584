/* referee ruleset list | show NAME|FILE */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "../rules/baska/baska.h"
#include "../rules/dice/dice.h"
#include "../rules/fleet/fleet.h"
#include "../rules/flota/flota.h"
#include "../rules/manewry/manewry.h"
#include "../rules/rybareni/rybareni.h"

/* Every game's ruleset table. Add a game here when its rules module exists. */
static const struct kv_game *const games[] = {
	&baska_ruleset_game,
	&dice_ruleset_game,
	&fleet_ruleset_game,
	&flota_ruleset_game,
	&manewry_ruleset_game,
	&ryb_ruleset_game,
	NULL
};

static int
cmd_ruleset_list(int argc, char **argv)
{
	const struct kv_preset	*p;
	size_t			 i;

	(void)argv;
	if (argc > 1)
		return cli_errx(EXIT_USAGE, "ruleset list: no arguments expected");
	for (i = 0; games[i]; i++)
		for (p = games[i]->presets; p->name; p++)
			printf("%-14s %-6s %s%s\n", p->name, games[i]->game, p->help,
			    p == games[i]->presets ? " (default)" : "");
	return EXIT_OK;
}

static int
cmd_ruleset_show(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "game", required_argument, NULL, 'g' },
		{ NULL, 0, NULL, 0 }
	};
	const struct kv_game	*g = NULL;
	const struct kv_preset	*p = NULL;
	struct strbuf		 sb = { 0 };
	const char		*gamename = NULL;
	void			*obj;
	size_t			 i;
	int			 ch, rc;

	while ((ch = getopt_long(argc, argv, "g:", longopts, NULL)) != -1) {
		if (ch != 'g')
			return EXIT_USAGE;
		gamename = optarg;
	}
	argc -= optind;
	argv += optind;
	if (argc != 1)
		return cli_errx(EXIT_USAGE, "usage: referee ruleset show [--game GAME] NAME|FILE");
	for (i = 0; games[i]; i++) {
		if (gamename && strcmp(gamename, games[i]->game) != 0)
			continue;
		if ((p = kv_preset_find(games[i], argv[0])) != NULL) {
			g = games[i];
			break;
		}
	}
	if (g == NULL && gamename != NULL) {
		for (i = 0; games[i]; i++)
			if (strcmp(gamename, games[i]->game) == 0)
				g = games[i];
		if (g == NULL)
			return cli_errx(EXIT_USAGE, "ruleset show: unknown game '%s'", gamename);
	}
	if (g == NULL) {
		if (strchr(argv[0], '/') == NULL && strchr(argv[0], '.') == NULL)
			return cli_errx(EXIT_USAGE, "ruleset show: unknown ruleset '%s' "
			    "(see 'referee ruleset list')", argv[0]);
		g = games[0];	/* a file without --game: Baśka */
	}
	obj = xcalloc(1, g->size);
	if ((rc = cli_ruleset(g, argv[0], obj)) == 0) {
		kv_print(g, p ? p->name : NULL, obj, &sb);
		fputs(sb_str(&sb), stdout);
	}
	sb_free(&sb);
	free(obj);
	return rc;
}

const struct command ruleset_commands[] = {
	{ "list", cmd_ruleset_list, "", "list the built-in rulesets of every game", NULL, NULL },
	{ "show", cmd_ruleset_show, "[--game GAME] NAME|FILE",
	    "print every key of a ruleset as key = value lines", NULL,
	    "NAME is a built-in ruleset (psb, general, yahtzee, classic, boats, fish);\n"
	    "a FILE is read as overrides of the game's default (--game picks the game,\n"
	    "default baska) and printed in full, so a file can be checked.\n" },
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
