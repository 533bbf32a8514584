/* referee ruleset list | show NAME|FILE: every game's ruleset, from the game table. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "../rules/game.h"

/* ruleset list: names and games in aligned columns, the description wrapped at 80 beside them. */
static int
cmd_ruleset_list(int argc, char **argv)
{
	const struct kv_preset	*p;
	const struct game	*g;
	struct strbuf		 help = { 0 };
	size_t			 gi;
	int			 nw = 0, gw = 0;

	(void)argv;
	if (argc > 1)
		return cli_errx(EXIT_USAGE, _("ruleset list: no arguments expected"));
	for (gi = 0; (g = game_at(gi)) != NULL; gi++) {
		if ((int)strlen(g->ruleset->game) > gw)
			gw = (int)strlen(g->ruleset->game);
		for (p = g->ruleset->presets; p->name; p++)
			if ((int)strlen(p->name) > nw)
				nw = (int)strlen(p->name);
	}
	for (gi = 0; (g = game_at(gi)) != NULL; gi++)
		for (p = g->ruleset->presets; p->name; p++) {
			printf("%-*s %-*s ", nw, p->name, gw, g->ruleset->game);
			sb_reset(&help);
			sb_addf(&help, "%s%s", _(p->help),
			    p == g->ruleset->presets ? _(" (default)") : "");
			cli_wrap(stdout, sb_str(&help), nw + gw + 2, nw + gw + 2);
		}
	sb_free(&help);
	return EXIT_OK;
}

/*
 * The ruleset of NAME (a preset of any game, or of the game named) or, for a
 * file, of the game named (else the first game, Baśka). *p is the preset
 * found. Returns NULL after printing the error.
 */
static const struct kv_game *
ruleset_of(const char *gamename, const char *name, const struct kv_preset **p)
{
	const struct game	*g, *named = NULL;
	size_t			 gi;

	*p = NULL;
	if (gamename != NULL && (named = game_find(gamename)) == NULL) {
		cli_errx(EXIT_USAGE, _("ruleset show: unknown game '%s'"), gamename);
		return NULL;
	}
	for (gi = 0; (g = game_at(gi)) != NULL; gi++) {
		if (named != NULL && g != named)
			continue;
		if ((*p = kv_preset_find(g->ruleset, name)) != NULL)
			return g->ruleset;
	}
	if (named != NULL)
		return named->ruleset;
	if (strchr(name, '/') == NULL && strchr(name, '.') == NULL) {
		cli_errx(EXIT_USAGE, _("ruleset show: unknown ruleset '%s' "
		    "(see 'referee ruleset list')"), name);
		return NULL;
	}
	return game_at(0)->ruleset;	/* a file without --game: the first game, Baśka */
}

/* ruleset show [--game GAME] NAME|FILE (cli_drive: one operand). */
static int
ruleset_show(struct cmd_ctx *x)
{
	const struct kv_game	*g;
	const struct kv_preset	*p;
	struct strbuf		 sb = { 0 };
	void			*obj;
	int			 rc;

	if ((g = ruleset_of(cmd_arg(x, "game"), x->argv[0], &p)) == NULL)
		return EXIT_USAGE;
	obj = xcalloc(1, g->size);
	if ((rc = cli_ruleset(g, x->argv[0], obj)) == 0) {
		kv_print(g, p ? p->name : NULL, obj, &sb);
		fputs(sb_str(&sb), stdout);
	}
	sb_free(&sb);
	free(obj);
	return rc;
}

static CMD_ENTRY(cmd_ruleset_show, ruleset_show)

static const struct cli_option show_opts[] = {
	{ { "game", required_argument, NULL, 'g' }, "GAME" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

const struct command ruleset_commands[] = {
	{ "list", cmd_ruleset_list, "", N_("list the built-in rulesets of every game"), NULL, NULL,
	    0, NULL },
	{ "show", cmd_ruleset_show, "NAME|FILE",
	    N_("print every key of a ruleset as key = value lines"), NULL,
	    N_("NAME is a built-in ruleset (psb, general, yahtzee, classic, boats, fish);\n"
	    "a FILE is read as overrides of the game's default (--game picks the game,\n"
	    "default baska) and printed in full, so a file can be checked.\n"), CMD_ARGS(1),
	    show_opts },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
