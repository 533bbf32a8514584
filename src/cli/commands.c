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
	{ "deal", NULL, NULL, "league: enter, correct and trace deals at a table",
	    deal_commands, NULL },
	{ "dice", NULL, NULL, "Generał: score a throw, check game records, keep dice events",
	    dice_commands, NULL },
	{ "enter", cmd_enter, "EVENT --session S --table T [--by WHO]",
	    "league: enter a table's deals one by one at prompts", NULL, NULL },
	{ "event", NULL, NULL, "league: add and list events (tournaments)",
	    event_commands, NULL },
	{ "export", cmd_export, "[--event NAME] [--standings FILE] [DEALS.csv]",
	    "league: write the deals (and standings) as CSV", NULL, NULL },
	{ "fleet", NULL, NULL, "Morska Bitwa: check a fleet placement",
	    fleet_commands, NULL },
	{ "help", cmd_help, "[COMMAND [SUBCOMMAND]]", "show help for a command", NULL, NULL },
	{ "import", cmd_import, "[--by WHO] FILE.csv",
	    "league: import result-only deals from CSV, all or nothing", NULL, NULL },
	{ "player", NULL, NULL, "league: register and list players",
	    player_commands, NULL },
	{ "protocol", cmd_protocol, "EVENT --session S --table T [-f text|csv]",
	    "league: print a table protocol with table points", NULL, NULL },
	{ "rybareni", NULL, NULL,
	    "Rybaření: score a catch, check game records, keep Rybaření events",
	    rybareni_commands, NULL },
	{ "ruleset", NULL, NULL, "list and print rulesets (key = value files)",
	    ruleset_commands, NULL },
	{ "standings", cmd_standings,
	    "EVENT | --season NAME [--best N] [--teams] [-f text|csv|html]",
	    "league: standings of an event, a season or the teams", NULL, NULL },
	{ "table", NULL, NULL, "league: seat players at a table, record an absence",
	    table_commands, NULL },
	{ "team", NULL, NULL, "league: add teams of 4 or 5 players",
	    team_commands, NULL },
	{ "version", cmd_version, "", "print the version", NULL, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
