/*
 * The paragraph and the example 'referee help COMMAND' prints for every row
 * of the top-level command table (base commands and game groups). The
 * paragraphs are messages (N_, translated where printed); an example is a
 * command line, translated only where it holds words (a reason: NC_ with
 * the context "example"). tests/readme/help.sh checks that
 * every command has both and runs every example in a prepared database.
 */
#include <stddef.h>
#include <string.h>

#include "help_text.h"
#include "../util/i18n.h"

/* Sorted by name, like the command table. */
static const struct help_text texts[] = {
	{ "baska", N_("Baśka, the trick-taking card game of the Kashubian leagues. The "
	    "commands judge one card against the rules (legal), an auction call by call "
	    "(auction), the points of a deal from a paper protocol (score), and whole "
	    ".bdn deal records, call by call and card by card with every written Score "
	    "(check). Every ruling names its section of referee-baska(7)."),
	    "referee baska legal --contract zwykla --trick \"As Ad\" --hand \"10s Jd Qh\" --play Jd" },
	{ "battle", N_("Morska Bitwa matches: check replays a .battle record against "
	    "both boards, names every false answer and illegal shot and gives the "
	    "result; play is the neutral referee of a live match, answering each "
	    "square read from standard input in the variant's words."),
	    "referee battle check examples/fleet/classic.battle" },
	{ "bundle", N_("Writes an event of this venue as one file signed with the "
	    "referee's key: its tables, seats, players and every version of every "
	    "deal with who entered it and the hash chains. Carry it to the league "
	    "office by mail or on a USB stick."),
	    "referee bundle \"GP Kartuzy\" -o gp.bundle" },
	{ "check", N_("Judges records of any game: the file extension names the game "
	    "(.bdn Baśka, .gdr Generał, .battle Morska Bitwa and so on), and each "
	    "ruling is printed as one line FILE:LINE:COL: words. Use the game's own "
	    "check command for the full explanation of each ruling."),
	    "referee check examples/gp3-table4.bdn examples/dice/jastarnia.gdr" },
	{ "completion", N_("Prints the bash or zsh completion script, generated from "
	    "the command table. It completes commands, options, ruleset names and the "
	    "event and player names of the database. make install installs both "
	    "scripts; to try one in the running shell, source its output."),
	    "referee completion bash" },
	{ "conflicts", N_("Lists the deals on which a merged bundle disagrees "
	    "with the version held here, both versions side by side with who entered "
	    "and who signed each, until a referee settles them with resolve."),
	    "referee conflicts" },
	{ "deal", N_("The deals of a league table: add one deal from a paper "
	    "protocol, fix a deal (a new version with who, when and why; the old one "
	    "stays), undo the last deal, and show every version of the table's deals "
	    "with history. Every version is a link of the table's hash chain."),
	    "referee deal history \"GP Kartuzy\" --session 1 --table 2" },
	{ "dice", N_("Generał, the five-dice game: score a throw against the boxes "
	    "still open, check .gdr game records throw by throw, advise the best keep "
	    "and analyse a game into luck and skill, and keep a dice event: games "
	    "added from records or entered turn by turn at the table, and the "
	    "evening's standings."),
	    "referee dice score --used general=50,fives=15 5 5 5 5 5" },
	{ "draw", N_("Draws the seating of several sessions for the players named, "
	    "four to a table, so that no two players meet twice where that can be "
	    "done. The same --seed gives the same draw; with --event the tables are "
	    "stored as the event's sessions."),
	    "referee draw --sessions 2 --seed 7 \"Anna Kreft\" \"Jan Bigus\" Ola Ewa "
	    "Piotr Halina Marek Zofia" },
	{ "enter", N_("The referee at a table enters its deals one by one: each "
	    "question says what it expects, a wrong answer is asked again, and each "
	    "deal is on disk before its points are printed. The answers can also come "
	    "from a pipe; 'help' at any question lists the answers and the commands "
	    "(back, cancel, undo, fix N, protocol, quit)."),
	    "referee enter \"GP Kartuzy\" --session 1 --table 2" },
	{ "event", N_("Events are the tournaments of the database: each names its "
	    "game and stores its whole ruleset, so a later change of a default never "
	    "changes an old result. add creates one, list shows them all, season "
	    "moves one into a season."),
	    "referee event add --date 2026-05-16 --deals 16 --season \"Liga Kaszubska 2026\" "
	    "\"GP Kościerzyna\"" },
	{ "export", N_("Writes the deals of the database (or of one event) as CSV in "
	    "the columns import reads, and with --standings the standings too; "
	    "--format bdn or gdr writes records instead. The file is written whole or "
	    "not at all."),
	    "referee export --event \"GP Kartuzy\" --standings standings.csv deals.csv" },
	{ "fleet", N_("Checks a Morska Bitwa fleet drawn on a .board grid against "
	    "the variant's rules: the ships' sizes and count, straight ships, and no "
	    "touching. Every violation names its squares."),
	    "referee fleet check examples/fleet/l1.board" },
	{ "flota", N_("Flota, the mine-laying fleet game: check a fleet placement, "
	    "check a whole .flota record action by action with every false answer and "
	    "illegal move named, or referee a live game holding both hidden fleets."),
	    "referee flota check examples/flota/game.flota" },
	{ "help", N_("Lists the commands, or explains one: its usage line, what it "
	    "does and an example. A command group (baska, dice ...) also lists its "
	    "commands; 'referee help GROUP COMMAND' explains one of them."),
	    "referee help standings" },
	{ "import", N_("Imports result-only deals from a CSV file with named columns, "
	    "all or nothing: every bad row is listed with its line and reason, and "
	    "then nothing is written. Events and players are created as needed; each "
	    "deal is scored under its event's rules."),
	    "referee import --by \"Zofia Konkel\" examples/league/deals.csv" },
	{ "key", N_("Makes the referee's signing key (an Ed25519 pair; the secret "
	    "half stays in the user's configuration directory, mode 0600) and prints "
	    "its public half as a line of the league's keys file. Once a key exists, "
	    "every write signs the chain heads it moves."),
	    "referee key new --name Formela" },
	{ "manewry", N_("Manewry Morskie, the hidden-unit naval game: print the board "
	    "map, check a .mm record turn by turn with every attack resolved by the "
	    "combat table, or referee a live game holding both secret setups."),
	    "referee manewry check examples/manewry/landing.mm" },
	{ "merge", N_("Merges the venues' signed bundles into the league "
	    "office's database, in any order: each signature is checked against the "
	    "league's keys and each hash chain recomputed; a deal the bundle "
	    "disagrees on goes to the conflict queue, and a bundle merged twice "
	    "changes nothing."),
	    "referee merge --keys league.keys gp.bundle" },
	{ "player", N_("The players of the database: add one with club and licence, "
	    "list them, rename one, merge two records of the same person, or remove a "
	    "player who never played. Names are found with or without Polish letters "
	    "and in any case."),
	    "referee player list" },
	{ "protocol", N_("Prints the protocol of a table, deal by deal with the "
	    "running totals, then each seat's small points, place and table points; "
	    "without --table every table of the session. --blank prints the empty "
	    "sheet to fill in, -f html a page to print on A4 and sign."),
	    "referee protocol \"GP Kartuzy\" --session 1 --table 2" },
	{ "publish", N_("Writes the league as a static web site to copy to the "
	    "league's web host: the events, the standings, the ratings and a page per "
	    "player with every result and a chart of the rating. Polish pages unless "
	    "--lang en; they read well on a phone and need no other file."),
	    "referee publish --season \"Liga Kaszubska 2026\" site" },
	{ "rating", N_("Rates the players from every Baśka deal, the Starzy against "
	    "the Młodzi, by the Weng–Lin model of the OpenSkill libraries: the rating "
	    "is the mean less three deviations, with its change over the last event "
	    "and the number of deals it rests on."),
	    "referee rating --season \"Liga Kaszubska 2026\"" },
	{ "resolve", N_("Settles a conflict of the queue: the venue's version, the "
	    "office's or an earlier one becomes the deal's next version, with the "
	    "reason given, linked and signed like any correction."),
	    /* its reason is words: translated, with the context "example" (cmd_help.c) */
	    NC_("example", "referee resolve \"GP Kartuzy\" --session 1 --table 1 --deal 1 "
	    "--take office --why \"the office's count was witnessed\"") },
	{ "ruleset", N_("Lists the built-in rulesets of every game and prints one as "
	    "a key = value file: every value the rulebooks leave open, with its "
	    "default. An edited copy can be given to any command as --ruleset FILE."),
	    "referee ruleset show psb" },
	{ "rybareni", N_("Rybaření, fishing with Chinese dominoes: score a catch, "
	    "check .ryb game records turn by turn, and keep Rybaření events whose "
	    "games are added from their records and ranked in the standings."),
	    "referee rybareni score 6-6 6-6 4-5 3-6 1-4 2-3 4-2 1-2" },
	{ "session", N_("Shows every table of a session: its players, how many deals "
	    "are entered, whether it is complete and zero-sum, so the referee sees "
	    "which tables still owe a protocol."),
	    "referee session \"GP Kartuzy\" 1" },
	{ "signers", N_("Shows who signed the deals of every table: the venue "
	    "referee whose bundle brought them, named by the league's keys, or the "
	    "key that signed the table's head here."),
	    "referee signers \"GP Kartuzy\"" },
	{ "standings", N_("Ranks the players of an event by big points, then small "
	    "points; players equal on both share a rank, and the text says what "
	    "separated neighbours equal on big points. --teams ranks the teams, "
	    "--season a whole season; standings with tables still open are marked "
	    "provisional."),
	    "referee standings \"GP Kartuzy\"" },
	{ "table", N_("Seats four players at a table of a session (seat 1 deals "
	    "first), or records a player who left: the others then get the table "
	    "points and small points the rules give for an absence."),
	    "referee table seat \"GP Kartuzy\" --session 3 --table 1 \"Jan Formela\" "
	    "\"Zofia Konkel\" \"Teresa Gruchała\" \"Piotr Dawidowski\"" },
	{ "team", N_("Adds a team of four or five players of the database; the team "
	    "standings count the best four results of each team."),
	    "referee team add Hel \"Anna Kreft\" \"Jan Bigus\" \"Stefan Gliszczyński\" "
	    "\"Jana Nováková\"" },
	{ "use", N_("Sets the event that later commands use when they are given "
	    "none; it is stored in the database, and $REFEREE_EVENT takes its place "
	    "when set. Without an event, prints the one in use."),
	    "referee use \"GP Kartuzy\"" },
	{ "verify", N_("Checks the whole database: its integrity, the schema's "
	    "triggers, every stored total, every deal under its event's rules, the "
	    "hash chain of every table and the signatures of the heads. Anything "
	    "changed behind the tool's back is named; exit 1 then. With --keys, every "
	    "head must be signed by a key of the league's keys file."),
	    "referee verify" },
	{ "version", N_("Prints the version of referee."), "referee version" },
	{ NULL, NULL, NULL }
};

const struct help_text *
help_text_find(const char *command)
{
	const struct help_text *h;

	for (h = texts; h->command != NULL; h++)
		if (strcmp(h->command, command) == 0)
			return h;
	return NULL;
}
