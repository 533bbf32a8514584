/*
 * The top-level command table. The commands of no particular game are rows
 * here; every game's command groups come from its registered row
 * (rules/game.h), so that adding a game does not touch this file. Groups
 * point at the tables of their cmd_<group>.c file.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "cmd_enter.h"
#include "../rules/game.h"

static const struct cli_option keys_option[] = {
	{ { "keys", required_argument, NULL, 'k' }, "FILE" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/*
 * The specs of bundle, import (--new given twice lets a name like a
 * registered player's in), resolve (its --by, a shared option, placed last)
 * and export; their vals are the ones their handlers read (cmd_bundle.c,
 * cmd_import.c, cmd_export.c: --excel's is CLI_LONG, no short form).
 */
static const struct cli_option bundle_options[] = {
	CLI_OPERANDS("[EVENT]"),
	{ { "output", required_argument, NULL, 'o' }, "!-FILE" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static const struct cli_option import_options[] = {
	{ { "new", no_argument, NULL, 'N' }, NULL },
	{ { "new", no_argument, NULL, 'N' }, "+" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static const struct cli_option resolve_options[] = {
	{ { "deal", required_argument, NULL, 'n' }, "!N" },
	{ { "take", required_argument, NULL, 'T' }, "!venue|office|VERSION" },
	{ { "why", required_argument, NULL, 'w' }, "!TEXT" },
	{ { "by", required_argument, NULL, 'u' }, "WHO" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static const struct cli_option export_options[] = {
	{ { "event", required_argument, NULL, 'e' }, "NAME" },
	{ { "format", required_argument, NULL, 'f' }, "csv|bdn|gdr" },
	{ { "standings", required_argument, NULL, 's' }, "FILE" },
	{ { "excel", no_argument, NULL, CLI_LONG }, NULL },	/* OPT_EXCEL */
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* Sorted by name. */
static const struct command base_commands[] = {
	{ "__complete", cmd_complete, "WORD...",
	    N_("the completion candidates of the last word (used by the scripts)"), NULL, NULL,
	0, NULL },
	{ "bundle", cmd_bundle, "",
	    N_("league: write an event as a bundle signed with the referee's key"), NULL,
	    N_("Writes the event's tables, seats, players and every deal version with\n"
	    "who entered it, its hash chain and the chain heads, as an SQLite session\n"
	    "changeset, signed with the key of 'referee key new'. Send the file to the\n"
	    "league office by mail or on a USB stick; it merges it with 'referee merge'.\n"
	    "Only Baśka events travel in bundles.\n"), 0, bundle_options },
	{ "check", cmd_check, "FILE...",
	    N_("any game's records, judged by the game their extension names"), NULL,
	    N_("The extension names the game: .bdn Baśka deals, .gdr Generał games,\n"
	    ".battle Morska Bitwa matches. The rules are --ruleset, else the record's\n"
	    "own Ruleset or Variant tag, else the game's default. Each ruling is one\n"
	    "line FILE:LINE:COL: words. Exit 0 clean, 1 a rule broken, 2 unreadable.\n"
	    "The game's own check command explains its rulings in more detail.\n"), CO_RULESET, NULL },
	{ "completion", cmd_completion, "bash|zsh",
	    N_("print the shell completion script (make install installs both)"), NULL,
	    N_("Prints a completion script for bash or zsh. It completes commands,\n"
	    "subcommands, options, ruleset names, formats, and the event and player\n"
	    "names of the database (--db, else $REFEREE_DB, else referee.db, read\n"
	    "without changing it). Example: source <(referee completion bash)\n"), 0, NULL },
	{ "conflicts", cmd_conflicts, "",
	    N_("league: the deals on which a merged bundle disagrees, both versions"), NULL,
	    N_("Two rows for each open conflict: the deal as it stands here (side\n"
	    "office) and the bundle's version (side venue), with who entered each,\n"
	    "when, and who signed it. Settle one with 'referee resolve'.\n"), CO_FORMAT, NULL },
	{ "deal", NULL, NULL, N_("league: enter, correct and trace deals at a table"),
	    deal_commands, NULL, 0, NULL },
	{ "draw", cmd_draw, "PLAYER...",
	    N_("league: draw the seating of sessions so that no two players meet twice"),
	    NULL, N_("With --event the drawn tables are stored as the event's sessions 1..N\n"
	    "(refused, nothing stored, if one of them is seated already); the players\n"
	    "are found by name like in 'table seat', --new registers unknown ones.\n"
	    "Any number of players from 4: those over a multiple of 4 sit out in\n"
	    "turn. --replan-from S keeps the event's sessions before S and plans N\n"
	    "sessions from S for the players given (after a drop-out or a late\n"
	    "arrival): fewest repeated meetings, then even sit-outs, then seats.\n"), 0,
	    draw_options_spec },
	{ "enter", cmd_enter, "",
	    N_("league: enter a table's deals one by one at prompts"), NULL,
	    N_("Asks the next deal's questions, then prints its points and the totals;\n"
	    "each deal is on disk before its line is printed. Each prompt says what\n"
	    "it expects.\n"), CO_TABLE | CO_BY, NULL },	/* then ENTER_HELP and ENTER_HELP_TTY (cli_help) */
	{ "event", NULL, NULL, N_("league: add and list events (tournaments)"),
	    event_commands, NULL, 0, NULL },
	{ "export", cmd_export, "[DEALS.csv|FILE.bdn|DIR]",
	    N_("league: write the deals (and standings) as CSV"), NULL, NULL, 0, export_options },
	{ "help", cmd_help, "[COMMAND [SUBCOMMAND]]", N_("show help for a command"), NULL, NULL,
	    0, NULL },
	{ "import", cmd_import, "FILE.csv",
	    N_("league: import result-only deals from CSV, all or nothing"), NULL, NULL,
	    CO_BY | CO_RULESET | CMD_DB_CREATE, import_options },
	{ "key", NULL, NULL, N_("the referee's signing key: make it, print its public half"),
	    key_commands, NULL, 0, NULL },
	{ "merge", cmd_merge, "FILE...",
	    N_("league: merge venues' signed bundles, in any order"), NULL,
	    N_("Checks each bundle's signature against the league's keys (--keys FILE,\n"
	    "else league.keys in the key directory) and its hash chains, finds its\n"
	    "players here by licence, then by name, and adds in one transaction the\n"
	    "deal versions that descend from those held here. A deal on which the\n"
	    "bundle disagrees goes to the conflict queue (referee conflicts). A bundle\n"
	    "merged twice changes nothing. Exit 0 merged or already here, 1 a conflict\n"
	    "queued or a bad signature or chain, 2 an unreadable bundle; a refused\n"
	    "bundle leaves the database as it was.\n"), CMD_DB_CREATE, keys_option },
	{ "player", NULL, NULL, N_("league: register and list players"),
	    player_commands, NULL, 0, NULL },
	{ "protocol", cmd_protocol, "",
	    N_("league: print a table protocol with table points"), NULL,
	    N_("Without --table, every table of the session, one after another (CSV: one\n"
	    "file with the table number first). --blank prints the empty sheet a table\n"
	    "fills in: the seats, the dealer of every deal, the columns to fill.\n"
	    "Text fits 100 columns: the seats are named above and the columns hold seat\n"
	    "numbers (d dealer, B bok, k kontras, Σ running totals); --wide prints the\n"
	    "names in the rows and the long headings. -f html writes a whole page to\n"
	    "print on A4 and sign: chromium --headless --print-to-pdf=out.pdf page.html\n"),
	    CO_TABLE_ANY | CO_FORMAT | CO_HTML, protocol_options },
	{ "publish", cmd_publish, "DIR",
	    N_("league: write the results and ratings as a static web site"), NULL,
	    N_("Writes index.html (the events, the season's standings, the ratings), a page\n"
	    "per event (e-ID.html) and a page per player (p-ID.html: the rating, its chart,\n"
	    "every result). The pages are Polish unless --lang en; they need no script and\n"
	    "no other file, and read well on a phone. The site is written beside DIR and\n"
	    "then takes its place; DIR must be new, empty or a site written before.\n"
	    "Copy DIR to the league's web host.\n"), CO_RULESET, publish_options },
	{ "rating", cmd_rating, "",
	    N_("league: the players' ratings (Weng–Lin, as OpenSkill) from every Baśka deal"),
	    NULL,
	    N_("Every deal is a match of the Starzy against the Młodzi, the side that won\n"
	    "ranked first, rated in the order event date, session, table, deal. The\n"
	    "rating is mu - 3 sigma; change is its movement over the last event rated;\n"
	    "deals the number of deals it rests on. --event and --season start every\n"
	    "player from the defaults. --ruleset takes the keys rating_model\n"
	    "(plackett_luce or bradley_terry), rating_mu, rating_sigma, rating_beta,\n"
	    "rating_tau, rating_kappa and rating_z (preset openskill: 25, 25/3, 25/6,\n"
	    "25/300, 0.0001, 3).\n"), CO_RULESET | CO_FORMAT | CO_HTML, rating_options },
	{ "resolve", cmd_resolve, "",
	    N_("league: settle a conflict as the deal's next, signed version"), NULL,
	    N_("--take venue takes the bundle's version, office the one held here, a\n"
	    "number that version of the deal here. The choice is written as the deal's\n"
	    "next version with --why as its reason, linked and signed like any\n"
	    "correction.\n"), CO_TABLE | CO_BY, resolve_options },
	{ "ruleset", NULL, NULL, N_("list and print rulesets (key = value files)"),
	    ruleset_commands, NULL, 0, NULL },
	{ "session", cmd_session, "[EVENT] S",
	    N_("league: every table of a session: players, deals entered, complete, zero-sum"),
	    NULL, NULL, CO_FORMAT | CO_HTML | CMD_DB | CMD_LATE | CMD_EVENT_OPT |
	    CMD_ARGS(1), NULL },
	{ "signers", cmd_signers, "[EVENT]",
	    N_("league: who signed the deals: the venue referee of each table's bundle"), NULL,
	    N_("For every table, the current deals and the referee who signed them: the\n"
	    "name the league's keys give the key of the bundle that brought them, or,\n"
	    "for deals written here, the key that signed the table's head.\n"), CO_FORMAT, NULL },
	{ "standings", cmd_standings, "",
	    N_("league: standings of an event, a season or the teams"), NULL, NULL,
	    CO_FORMAT | CO_HTML, standings_options },
	{ "table", NULL, NULL, N_("league: seat players at a table, record an absence"),
	    table_commands, NULL, 0, NULL },
	{ "team", NULL, NULL, N_("league: add teams of 4 or 5 players"),
	    team_commands, NULL, 0, NULL },
	{ "use", cmd_use, "[EVENT]",
	    N_("league: set the event later commands use when given none"), NULL,
	    N_("The event is stored in the database (table current_event); $REFEREE_EVENT,\n"
	    "when set, takes its place. Without EVENT, prints the event in use.\n"),
	    CMD_DB | CMD_EVENT_OPT | CMD_ARGS(0), NULL },
	{ "verify", cmd_verify, "",
	    N_("league: check the database: invariants, totals, every deal, the hash chains"),
	    NULL, N_("With --keys FILE (the league's keys file, lines 'referee-key NAME KEY'),\n"
	    "every current head, each table's and the ledger's, must be signed by one\n"
	    "of its keys: a chain recomputed without a referee's secret key fails.\n"
	    "Without --keys, the signatures stored are still checked.\n"),
	    CMD_DB | CMD_LATE | CMD_ARGS(0), keys_option },
	{ "version", cmd_version, "", N_("print the version"), NULL, NULL, 0, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};

/*
 * Rows of the game groups and base commands: the registered games' groups and
 * base_commands, built again when a game has been registered since.
 */
#define MAX_COMMANDS	64
static struct command	 all_commands[MAX_COMMANDS + 1];
static size_t		 all_commands_games;	/* game_count() when they were built */

static int
command_cmp(const void *a, const void *b)
{
	return strcmp(((const struct command *)a)->name, ((const struct command *)b)->name);
}

const struct command *
cli_commands(void)
{
	const struct command	*c;
	const struct game	*g;
	const struct game_group	*gr;
	size_t			 n = 0, gi;

	if (all_commands[0].name != NULL && all_commands_games == game_count())
		return all_commands;
	memset(all_commands, 0, sizeof(all_commands));
	all_commands_games = game_count();
	for (c = base_commands; c->name != NULL && n < MAX_COMMANDS; c++)
		all_commands[n++] = *c;
	for (gi = 0; (g = game_at(gi)) != NULL; gi++)
		for (gr = g->groups; gr != NULL && gr->name != NULL && n < MAX_COMMANDS; gr++) {
			all_commands[n].name = gr->name;
			all_commands[n].summary = gr->summary;
			all_commands[n].sub = gr->commands;
			n++;
		}
	qsort(all_commands, n, sizeof(all_commands[0]), command_cmp);
	return all_commands;
}
