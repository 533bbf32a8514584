/*
 * referee dice start | turn: a dice game entered turn by turn at the table.
 * Their specs (cmd_dice.c) check the options and operands; the game is
 * begun, each turn judged and stored, the last turn withdrawn by
 * src/db/dice_turn.c, and what is entered printed by the runs of
 * src/report/dice_turn.c.
 */
#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../notation/gdr.h"
#include "../report/dice.h"

/* dice start [--by WHO] EVENT PLAYER... (cli_drive: the event, its rules, after the names). */
static int
start(struct cmd_ctx *x)
{
	struct db_dice_who	 who = { league_user(cmd_arg(x, "by")), NULL, NULL };
	struct errbuf		 err;
	char			 at[32];
	int			 rc;

	/* The names must make a valid Players tag: the turns are judged as a record. */
	err_clear(&err);
	if (gdr_players_check(x->argv, x->argc, DB_DICE_PLAYERS, &err) == -1)
		return cli_errx(EXIT_USAGE, "%s", err.msg);
	if ((rc = cmd_setup(x)) != 0)
		return rc;
	league_now(at, sizeof(at));
	who.at = at;
	return dice_start_run(x->db, x->ev->id, x->argv, x->argc, x->rules, &who, cli_err_at);
}

CMD_ENTRY(cmd_dice_start, start)

/*
 * dice turn EVENT --game N PLAYER TURN, or --undo EVENT NUMBER --why TEXT,
 * which withdraws the last turn of the game, kept with who, when and why
 * (schema/070-dice-undo.sql). cli_drive: the spec's checks, the event and
 * its rules.
 */
static int
turn(struct cmd_ctx *x)
{
	struct db_dice_who	 who = { league_user(cmd_arg(x, "by")), NULL, cmd_arg(x, "why") };
	char			 at[32];
	int			 number = (int)cmd_int(x, "game");

	league_now(at, sizeof(at));
	who.at = at;
	if (cmd_count(x, "undo"))
		return dice_undo_run(x->db, x->ev, number, &who, cli_err_said);
	/* its rulings and the category list run long: broken at 80 columns */
	return dice_turn_run(x->db, x->ev, x->rules, number, x->argv, &who, cli_err_said);
}

CMD_ENTRY(cmd_dice_turn, turn)
