/*
 * referee dice score: where a Generał throw may go (referee-general(7)), and the dice
 * command table (the rows' longer help: help_dice.c). Game records:
 * cmd_dice_check.c; advise and analyse: cmd_dice_solve.c; their runs are
 * src/report/dice_check.c's. The games of a dice event in the league
 * database: add, games and standings are game_store.c's, through the row's
 * hooks (src/games/dice.c); cmd_dice_turn.c (start, turn), cmd_dice_card.c
 * (card), whose runs are src/report/dice_turn.c's.
 */
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "../notation/gdr.h"
#include "game_store.h"
#include "../report/dice.h"
#include "../rules/dice/dice.h"

/* ------------------------------------------------------------- score */

void
dice_used_read(const struct cmd_ctx *x, struct gdr_used *u)
{
	const char	*arg;
	int		 i;

	memset(u, 0, sizeof(*u));
	for (i = 0; (arg = cmd_nth(x, "used", i)) != NULL; i++)
		gdr_used_arg(u, arg);
	u->general_scored = cmd_count(x, "general-scored") > 0;
	u->first_elsewhere = cmd_count(x, "first-general-elsewhere") > 0;
}

/* dice score's spec: --format placed after the own options. */
static const struct cli_option dice_score_options[] = {
	{ { "used", required_argument, NULL, 'u' }, "CATEGORY[=POINTS],..." },
	{ { "general-scored", no_argument, NULL, 'g' }, NULL },
	{ { "first-general-elsewhere", no_argument, NULL, 'e' }, "\n                  " },
	{ { "format", required_argument, NULL, 'f' }, "text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* dice score [--ruleset R] [--used ...] ... D D D D D (cli_drive: the rules). */
static int
score(struct cmd_ctx *x)
{
	struct gdr_used		 u;
	struct errbuf		 err;
	int			 rc = 0;

	dice_used_read(x, &u);
	err_clear(&err);
	if (dice_score_run(x->rules, &u, x->argc, x->argv, x->o->format, &err) == -1)
		rc = cli_errx(EXIT_USAGE, "%s", err.msg);
	gdr_used_free(&u);
	return rc;
}
static CMD_ENTRY(cmd_dice_score, score)

static const struct cli_option dice_advise_options[] = {
	{ { "used", required_argument, NULL, 'u' }, "CATEGORY[=POINTS],..." },
	{ { "upper", required_argument, NULL, 'U' }, "N", CLI_INT, 0, 1000,
	    N_("the upper total so far") },
	{ { "general-scored", no_argument, NULL, 'g' }, NULL },
	{ { "first-general-elsewhere", no_argument, NULL, 'e' }, "\n                  " },
	{ { "throw", required_argument, NULL, 't' }, "N", CLI_INT, 1, DICE_MAX_THROWS,
	    N_("the number of the throw in the turn") },
	{ { "format", required_argument, NULL, 'f' }, "text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* FILE.gdr, FILE...: read with --ruleset's rules, else their own Ruleset tag's. */
static const struct cli_option dice_analyse_options[] = {
	CLI_OPERANDS_N("FILE.gdr", 1, 1, NULL),
	{ { NULL, 0, NULL, 0 }, NULL }
};
static const struct cli_option dice_check_options[] = {
	CLI_OPERANDS_MIN("FILE...", 1, NULL),
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* The spec of dice card's row, with CO_FORMAT: its EVENT before --game. */
static const struct cli_option dice_card_options[] = {
	CLI_OPERANDS("EVENT"),
	{ { "game", required_argument, NULL, 'g' }, "!N", CLI_INT, 1, 1000000 },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static const struct cli_option dice_start_options[] = {
	{ { "by", required_argument, NULL, 'b' }, "WHO", CLI_TEXT },
	CLI_OPERANDS_TEXT("EVENT PLAYER...", 1, 0, N_("player name")),
	{ { NULL, 0, NULL, 0 }, NULL }
};

/*
 * The spec of dice turn's row: a turn, or --undo's form, whose NUMBER (a game's) may
 * also be --game (hidden there; --by named again only stands there).
 */
static const struct cli_option dice_turn_options[] = {
	CLI_OPERANDS("EVENT"),
	{ { "game", required_argument, NULL, 'g' }, "!N", CLI_INT, 1, 1000000 },
	{ { "by", required_argument, NULL, 'b' }, "WHO", CLI_TEXT },
	CLI_FORM_ERROR(N_("--why goes with --undo: a new turn needs no reason")),
	CLI_OPERANDS_N("PLAYER \"D D D D D [keep D... : D D D D D ...] -> CATEGORY\"", 2, 2, NULL),
	{ { "undo", no_argument, NULL, 'u' }, "/!" },
	CLI_OPERAND_OF("EVENT NUMBER", 0, 1, "game"),
	{ { "game", required_argument, NULL, 'g' }, "~!" },
	{ { "why", required_argument, NULL, 'w' }, "!TEXT", CLI_TEXT, 1, 0,
	    N_("--undo needs --why TEXT: the reason is kept in the history of the game") },
	{ { "by", required_argument, NULL, 'b' }, "WHO" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

const struct command dice_commands[] = {
	{ "add", game_store_cmd_add_files, "EVENT FILE.gdr...",
	    N_("league: add game records to a dice event, all or nothing"), NULL,
	    dice_help_add, CMD_LATE | CMD_EVENT, cli_by_option, NULL, &dice_event_game },
	{ "advise", cmd_dice_advise, "D D D D D",
	    N_("the best keep or category for a throw, and what each other choice costs"), NULL,
	    dice_help_advise, CO_RULESET | CO_FORMAT, dice_advise_options, &dice_ruleset_game },
	{ "analyse", cmd_dice_analyse, "",
	    N_("luck and skill of every turn of a game against optimal play"), NULL,
	    dice_help_analyse, CO_RULESET | CO_FORMAT | CO_HTML | CMD_SPEC | CMD_USAGE |
	    CMD_RULES_GIVEN, dice_analyse_options, &dice_ruleset_game },
	{ "card", cmd_dice_card, "",
	    N_("league: the scorecards of a game of a dice event"), NULL,
	    dice_help_card, CO_FORMAT | CMD_SPEC | CMD_USAGE | CMD_DB | CMD_EVENT | CMD_ARGS(0),
	    dice_card_options, NULL, &dice_event_game },
	{ "check", cmd_dice_check, "",
	    N_("replay Generał game records (.gdr) and print the scorecards"), NULL,
	    dice_help_check, CO_RULESET | CO_FORMAT | CO_CANONICAL | CMD_SPEC | CMD_USAGE |
	    CMD_RULES_GIVEN, dice_check_options, &dice_ruleset_game },
	{ "games", game_store_cmd_games, "EVENT",
	    N_("league: list the games of a dice event"), NULL,
	    dice_help_games, CO_FORMAT | CMD_DB | CMD_EVENT | CMD_ARGS(0), NULL, NULL,
	    &dice_event_game },
	{ "score", cmd_dice_score, "D D D D D",
	    N_("what each open category would score for a throw"), NULL,
	    dice_help_score, CO_RULESET | CO_FORMAT, dice_score_options, &dice_ruleset_game },
	{ "standings", game_store_cmd_standings, "EVENT",
	    N_("league: standings of a dice event by total points"), NULL,
	    dice_help_standings, CO_FORMAT | CO_HTML | CMD_DB | CMD_EVENT | CMD_ARGS(0), NULL,
	    NULL, &dice_event_game },
	{ "start", cmd_dice_start, "",
	    N_("league: begin a game of a dice event, players in playing order"), NULL,
	    dice_help_start, CMD_SPEC | CMD_USAGE | CMD_LATE | CMD_EVENT, dice_start_options,
	    NULL, &dice_event_game },
	{ "turn", cmd_dice_turn, "",
	    N_("league: enter one turn of a game, checked at once"), NULL,
	    dice_help_turn, CMD_SPEC | CMD_USAGE | CMD_DB | CMD_EVENT, dice_turn_options,
	    NULL, &dice_event_game },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
