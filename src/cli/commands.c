/*
 * The top-level command table, sorted by name. Groups point at the tables of
 * their cmd_<group>.c file.
 */
#include "cli.h"
#include "commands.h"

const struct command commands[] = {
	{ "baska", NULL, NULL, "Baśka: legal cards, auctions, scores and deal records",
	    baska_commands, NULL },
	{ "battle", NULL, NULL, "Morska Bitwa: check match records, referee a match",
	    battle_commands, NULL },
	{ "dice", NULL, NULL, "Generał: score a throw, check game records",
	    dice_commands, NULL },
	{ "fleet", NULL, NULL, "Morska Bitwa: check a fleet placement",
	    fleet_commands, NULL },
	{ "help", cmd_help, "[COMMAND [SUBCOMMAND]]", "show help for a command", NULL, NULL },
	{ "ruleset", NULL, NULL, "list and print rulesets (key = value files)",
	    ruleset_commands, NULL },
	{ "version", cmd_version, "", "print the version", NULL, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
