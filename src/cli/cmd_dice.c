/*
 * referee dice score: where a Generał throw may go (referee-general(7)), and the dice
 * command table. Game records: cmd_dice_check.c. The games of a dice event in
 * the league database: add is game_store.c's, with the row's hooks
 * (src/games/dice.c); cmd_dice_turn.c (start, turn), cmd_dice_report.c
 * (games, card, standings).
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "cmd_dice_solve.h"
#include "../notation/gdr.h"
#include "commands.h"
#include "game_store.h"
#include "../report/dice.h"
#include "../rules/dice/dice.h"

/* ------------------------------------------------------------- score */

int
dice_args(int argc, char **argv, int dice[DICE_N])
{
	struct errbuf	 err;

	err_clear(&err);
	if (gdr_dice_read(argc, argv, dice, &err) == -1)
		return cli_errx(EXIT_USAGE, "%s", err.msg);
	return 0;
}

int
dice_used_opt(int ch, const char *arg, void *ctx)
{
	struct used_arg *u = ctx;

	switch (ch) {
	case 'u':
		u->used = xreallocarray(u->used, (size_t)u->nused + 1, sizeof(*u->used));
		u->used[u->nused++] = (char *)arg;
		return 0;
	case 'g':
		u->general_scored = 1;
		return 0;
	case 'e':
		u->first_elsewhere = 1;
		return 0;
	default:
		return EXIT_USAGE;
	}
}

int
dice_used_card(const struct dice_rules *r, struct used_arg *u)
{
	struct errbuf	 err;
	int		 i, rc = 0;

	err_clear(&err);
	for (i = 0; i < u->nused && rc == 0; i++)
		if (gdr_used_read(r, u->used[i], &u->card, &u->known, &err) == -1)
			rc = cli_errx(EXIT_USAGE, "%s", err.msg);
	free(u->used);
	u->used = NULL;
	return rc;
}

int
dice_used_general(const struct dice_rules *r, struct used_arg *u)
{
	struct errbuf	 err;

	err_clear(&err);
	if (gdr_used_general(r, &u->card, &u->known, u->general_scored, u->first_elsewhere,
	    &err) == -1)
		return cli_errx(EXIT_USAGE, "%s", err.msg);
	return 0;
}

/* dice score's spec: --format placed after the own options. */
static const struct cli_option dice_score_options[] = {
	{ { "used", required_argument, NULL, 'u' }, "CATEGORY[=POINTS],..." },
	{ { "general-scored", no_argument, NULL, 'g' }, NULL },
	{ { "first-general-elsewhere", no_argument, NULL, 'e' }, "\n                  " },
	{ { "format", required_argument, NULL, 'f' }, "text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static int
cmd_dice_score(int argc, char **argv)
{
	struct used_arg		 u;
	struct cli_opts		 co = { .handle = dice_used_opt, .ctx = &u };	/* the row's spec */
	struct dice_rules	 r;
	int			 rc, dice[DICE_N];

	memset(&u, 0, sizeof(u));
	if ((rc = cli_opts_parse(&co, argc, argv)) != 0 ||
	    (rc = cli_ruleset(&dice_ruleset_game, co.ruleset, &r)) != 0) {
		free(u.used);
		return rc;
	}
	if ((rc = dice_used_card(&r, &u)) != 0 ||
	    (rc = dice_args(argc - optind, argv + optind, dice)) != 0 ||
	    (rc = dice_used_general(&r, &u)) != 0)
		return rc;
	dice_score_show(&r, &u.card, u.known, dice, co.format);
	return EXIT_OK;
}

/* The spec of dice card's row, with CO_FORMAT: its EVENT before --game. */
static const struct cli_option dice_card_options[] = {
	CLI_OPERANDS("EVENT"),
	{ { "game", required_argument, NULL, 'g' }, "!N" },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* The spec of dice turn's row: a turn, or --undo's form (--by named again only stands there). */
static const struct cli_option dice_turn_options[] = {
	CLI_OPERANDS("EVENT"),
	{ { "game", required_argument, NULL, 'g' }, "!N" },
	{ { "by", required_argument, NULL, 'b' }, "WHO" },
	CLI_OPERANDS("PLAYER \"D D D D D [keep D... : D D D D D ...] -> CATEGORY\""),
	{ { "undo", no_argument, NULL, 'u' }, "/!" },
	CLI_OPERANDS("EVENT GAME"),
	{ { "why", required_argument, NULL, 'w' }, "!TEXT" },
	{ { "by", required_argument, NULL, 'b' }, "WHO" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

const struct command dice_commands[] = {
	{ "add", game_store_cmd_add_files, "EVENT FILE.gdr...",
	    N_("league: add game records to a dice event, all or nothing"), NULL,
	    N_("Judges every record like 'dice check' under the event's stored ruleset (a\n"
	    "Ruleset tag must agree with it) and adds the games only if none breaks a\n"
	    "rule and none is already in the event: otherwise every violation is listed\n"
	    "with FILE:LINE:COL and nothing is added (exit 1; 2 for a record that cannot\n"
	    "be read). Players are registered when new. Each game is stored with its\n"
	    "canonical record, every turn's final dice, box and points.\n"), 0, cli_by_option },
	DICE_ADVISE_ROW,
	DICE_ANALYSE_ROW,
	{ "card", cmd_dice_card, "",
	    N_("league: the scorecards of a game of a dice event"), NULL,
	    N_("The card of every player as 'dice check' prints it, from the turns stored\n"
	    "so far (a game entered turn by turn may be unfinished: '-' marks an open\n"
	    "category). CSV: player,category,points, then bonus and total rows.\n"),
	    CO_FORMAT, dice_card_options },
	{ "check", cmd_dice_check, "FILE...",
	    N_("replay Generał game records (.gdr) and print the scorecards"), NULL,
	    N_("Checks every throw (five dice 1-6, kept dice taken from the previous throw and\n"
	    "found in the next, at most rolls_per_turn throws), the turn order of the\n"
	    "Players tag, that the category is still open, the joker rule, the bonus for\n"
	    "a further generał, written points, and 13 turns per player. Prints each\n"
	    "player's card and the places (ties share a place); every violation with\n"
	    "FILE:LINE:COL and the rule. --ruleset overrides the record's Ruleset tag.\n"
	    "CSV: player,category,points; one row per filled category, then bonus (upper\n"
	    "bonus plus generał bonuses) and total. Exit 1 on a violation, 2 on a record\n"
	    "that cannot be read. --canonical prints each record in the canonical form\n"
	    "instead (referee-notation(5)); the canonical form of a canonical record is the same.\n"),
	    CO_RULESET | CO_FORMAT | CO_CANONICAL, NULL },
	{ "games", cmd_dice_games, "EVENT",
	    N_("league: list the games of a dice event"), NULL,
	    N_("Columns: game, players (in playing order), turns played of 13 per player,\n"
	    "finished, source (the record's file, or 'turns'), entered_by.\n"), CO_FORMAT, NULL },
	{ "score", cmd_dice_score, "D D D D D",
	    N_("what each open category would score for a throw"), NULL,
	    N_("Lists the categories that may legally take the throw with their points; a\n"
	    "bonus for a further generał is a separate row 'bonus'. --used names the\n"
	    "categories already filled, optionally with their points (general=50,\n"
	    "sixes=24); 'general' without points means the box was scratched (0), and\n"
	    "--general-scored means it holds 50. With general=50 the first generał is\n"
	    "taken to have gone into the box; --first-general-elsewhere says it did not\n"
	    "(referee-general(7) §2 #10). Categories: ones twos threes fours fives sixes\n"
	    "three-kind four-kind full small-straight large-straight general chance, or\n"
	    "jedynki dwójki trójki czwórki piątki szóstki trójka kareta full mały-strit\n"
	    "duży-strit generał szansa. Text output explains the joker and the bonus.\n"),
	CO_RULESET | CO_FORMAT, dice_score_options },
	{ "standings", cmd_dice_standings, "EVENT",
	    N_("league: standings of a dice event by total points"), NULL,
	    N_("Ranks the players by the sum of their card totals over the event's games\n"
	    "(every turn entered so far); equal totals share a place, 1, 2, 2, 4\n"
	    "(referee-general(7) §2 #12). CSV: rank,player,total,games, then one column gameN\n"
	    "per game with the player's total there (empty if not playing). Text output\n"
	    "names the ties and the games not finished. 'referee standings EVENT' prints\n"
	    "the same for a dice event.\n"), CO_FORMAT | CO_HTML, NULL },
	{ "start", cmd_dice_start, "EVENT PLAYER...",
	    N_("league: begin a game of a dice event, players in playing order"), NULL,
	    N_("Prints the game's number; its turns are then entered with 'dice turn'.\n"),
	    0, cli_by_option },
	{ "turn", cmd_dice_turn, "",
	    N_("league: enter one turn of a game, checked at once"), NULL,
	    N_("The turn is written as a turn line of a .gdr record without the name. It\n"
	    "is judged with the turns before it: the player whose turn it is, the dice,\n"
	    "kept dice, number of throws, an open category, the joker and the bonus. A\n"
	    "turn that breaks a rule is refused with the reason (exit 1) and nothing is\n"
	    "entered; else it prints the points, the player's running total and who\n"
	    "throws next.\n"
	    "With --undo the last turn entered in game GAME is withdrawn: it is kept\n"
	    "in the game's history with who (--by), when and why (--why, required),\n"
	    "like a deal correction, and the same player throws again.\n"), 0, dice_turn_options },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
