/*
 * referee dice score: where a Generał throw may go (referee-general(7)), and the dice
 * command table (the rows' longer help: help_dice.c). Game records:
 * cmd_dice_check.c; advise and analyse: cmd_dice_solve.c. The games of a
 * dice event in the league database: add, games and standings are
 * game_store.c's, through the row's hooks (src/games/dice.c);
 * cmd_dice_turn.c (start, turn), cmd_dice_card.c (card).
 */
#include <getopt.h>
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "../notation/gdr.h"
#include "game_store.h"
#include "../report/dice.h"
#include "../rules/dice/dice.h"

/* ------------------------------------------------------------- score */

int
dice_used_opt(int ch, const char *arg, void *ctx)
{
	struct gdr_used	*u = ctx;

	if (ch == 'u')
		gdr_used_arg(u, arg);
	else if (ch == 'g')
		u->general_scored = 1;
	else if (ch == 'e')
		u->first_elsewhere = 1;
	else
		return EXIT_USAGE;
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
	struct gdr_used		 u;
	struct cli_opts		 co = { .handle = dice_used_opt, .ctx = &u };	/* the row's spec */
	struct dice_rules	 r;
	struct errbuf		 err;
	int			 rc, dice[DICE_N];

	memset(&u, 0, sizeof(u));
	err_clear(&err);
	if ((rc = cli_opts_parse(&co, argc, argv)) == 0 &&
	    (rc = cli_ruleset(&dice_ruleset_game, co.ruleset, &r)) == 0 &&
	    gdr_used_throw(&r, &u, argc - optind, argv + optind, 0, dice, &err) == -1)
		rc = cli_errx(EXIT_USAGE, "%s", err.msg);
	if (rc == 0)
		dice_score_show(&r, &u.card, u.known, dice, co.format);
	gdr_used_free(&u);
	return rc;
}

/* The spec of dice card's row, with CO_FORMAT: its EVENT before --game. */
static const struct cli_option dice_card_options[] = {
	CLI_OPERANDS("EVENT"),
	{ { "game", required_argument, NULL, 'g' }, "!N", CLI_INT, 1, 1000000 },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static const struct cli_option dice_start_options[] = {
	{ { "by", required_argument, NULL, 'b' }, "WHO", CLI_TEXT },
	CLI_OPERANDS_N("EVENT PLAYER...", 1, 0, NULL),
	{ { NULL, 0, NULL, 0 }, NULL }
};

/*
 * The spec of dice turn's row: a turn, or --undo's form (--by named again
 * only stands there; --why and --game, hidden, the command checks there).
 */
static const struct cli_option dice_turn_options[] = {
	CLI_OPERANDS("EVENT"),
	{ { "game", required_argument, NULL, 'g' }, "!N", CLI_INT, 1, 1000000 },
	{ { "by", required_argument, NULL, 'b' }, "WHO", CLI_TEXT },
	{ { "why", required_argument, NULL, 'w' }, "~", CLI_TEXT },
	CLI_OPERANDS_N("PLAYER \"D D D D D [keep D... : D D D D D ...] -> CATEGORY\"", 2, 2, NULL),
	{ { "undo", no_argument, NULL, 'u' }, "/!" },
	CLI_OPERANDS_N("EVENT GAME", 0, 1, NULL),
	{ { "why", required_argument, NULL, 'w' }, "?!TEXT" },
	{ { "by", required_argument, NULL, 'b' }, "WHO" },
	{ { "game", required_argument, NULL, 'g' }, "~" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

const struct command dice_commands[] = {
	{ "add", game_store_cmd_add_files, "EVENT FILE.gdr...",
	    N_("league: add game records to a dice event, all or nothing"), NULL,
	    dice_help_add, 0, cli_by_option },
	{ "advise", cmd_dice_advise, "D D D D D",
	    N_("the best keep or category for a throw, and what each other choice costs"), NULL,
	    dice_help_advise, CO_RULESET | CO_FORMAT, dice_advise_options },
	{ "analyse", cmd_dice_analyse, "FILE.gdr",
	    N_("luck and skill of every turn of a game against optimal play"), NULL,
	    dice_help_analyse, CO_RULESET | CO_FORMAT | CO_HTML, NULL },
	{ "card", cmd_dice_card, "",
	    N_("league: the scorecards of a game of a dice event"), NULL,
	    dice_help_card, CO_FORMAT | CMD_SPEC | CMD_USAGE | CMD_DB | CMD_EVENT | CMD_ARGS(0),
	    dice_card_options, NULL, &dice_event_game },
	{ "check", cmd_dice_check, "FILE...",
	    N_("replay Generał game records (.gdr) and print the scorecards"), NULL,
	    dice_help_check, CO_RULESET | CO_FORMAT | CO_CANONICAL, NULL },
	{ "games", game_store_cmd_games, "EVENT",
	    N_("league: list the games of a dice event"), NULL,
	    dice_help_games, CO_FORMAT, NULL },
	{ "score", cmd_dice_score, "D D D D D",
	    N_("what each open category would score for a throw"), NULL,
	    dice_help_score, CO_RULESET | CO_FORMAT, dice_score_options },
	{ "standings", game_store_cmd_standings, "EVENT",
	    N_("league: standings of a dice event by total points"), NULL,
	    dice_help_standings, CO_FORMAT | CO_HTML, NULL },
	{ "start", cmd_dice_start, "",
	    N_("league: begin a game of a dice event, players in playing order"), NULL,
	    dice_help_start, CMD_SPEC | CMD_USAGE | CMD_LATE | CMD_EVENT, dice_start_options,
	    NULL, &dice_event_game },
	{ "turn", cmd_dice_turn, "",
	    N_("league: enter one turn of a game, checked at once"), NULL,
	    dice_help_turn, CMD_SPEC | CMD_USAGE | CMD_LATE | CMD_EVENT, dice_turn_options,
	    NULL, &dice_event_game },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
