/*
 * referee dice start | turn: a dice game entered turn by turn at the table.
 * The game is begun, each turn judged and stored, the last turn withdrawn
 * by src/db/dice_turn.c; what is entered is printed by src/report/dice.c.
 * Their specs (cmd_dice.c) check the options and operands.
 */
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../notation/gdr.h"
#include "../report/dice.h"

/* Prints a refusal of src/db/dice_turn.c (rc 2: no such game or player); an exit status. */
static int
refused(int rc, const struct errbuf *err)
{
	return rc == DB_DICE_NOGAME ? cli_errx(EXIT_USAGE, "%s", err->msg) :
	    league_status(rc, err);
}

/* dice start [--by WHO] EVENT PLAYER... (cli_drive: the event, its rules, after the names). */
static int
start(struct cmd_ctx *x)
{
	struct db_dice_who	 who = { league_user(cmd_arg(x, "by")), NULL, NULL };
	struct errbuf		 err;
	char			 at[32];
	int			 rc, number = 0;

	/* The names must make a valid Players tag: the turns are judged as a record. */
	err_clear(&err);
	if (gdr_players_check(x->argv, x->argc, DB_DICE_PLAYERS, &err) == -1)
		return cli_errx(EXIT_USAGE, "%s", err.msg);
	if ((rc = cmd_setup(x)) != 0)
		return rc;
	league_now(at, sizeof(at));
	who.at = at;
	if ((rc = db_dice_start(x->db, x->ev->id, x->argv, x->argc, x->rules, &who, &number,
	    &err)) != 0)
		return league_status(rc, &err);
	dice_started_show(number, x->argv, x->argc);
	return EXIT_OK;
}

CMD_ENTRY(cmd_dice_start, start)

/*
 * dice turn --undo EVENT GAME --why TEXT: withdraws the last turn of a game
 * begun with dice start; the turn is kept with who, when and why
 * (schema/070-dice-undo.sql). An exit status.
 */
static int
turn_undo(struct cmd_ctx *x, int number, const struct db_dice_who *who)
{
	const struct db_dice_turn *last;
	struct db_dice_game	 dg;
	struct errbuf		 err;
	int			 rc, seq = 0;

	memset(&dg, 0, sizeof(dg));
	err_clear(&err);
	if ((rc = db_dice_turn_withdraw(x->db, x->ev, number, who, &dg, &seq, &err)) != 0)
		rc = refused(rc, &err);
	else {
		last = &dg.turn[dg.nturns - 1];
		dice_undone_show(number, seq, dg.name[last->position - 1], last->throws,
		    last->box, who->why);
	}
	db_dice_game_free(&dg);
	return rc;
}

/* dice turn EVENT --game N PLAYER TURN: judged, stored and printed; an exit status. */
static int
turn_enter(struct cmd_ctx *x, int number, const struct db_dice_who *who)
{
	struct db_dice_entry	 e;
	struct errbuf		 err;
	int			 rc;

	memset(&e, 0, sizeof(e));
	err_clear(&err);
	rc = db_dice_turn_enter(x->db, x->ev, x->rules, number, x->argv[0], x->argv[1], who,
	    &e, &err);
	if (rc == DB_DICE_BADTURN)
		rc = cli_err_at(EXIT_USAGE, NT_("turn"), &err);
	else if (rc == 1 && dice_rulings_put(NT_("turn"), &e.v, cli_err_at) != 0)
		rc = cli_errx(EXIT_RULE, _("%s, game %d: turn refused, nothing entered"),
		    x->ev->name, number);
	else if (rc != 0)
		rc = refused(rc, &err);
	else
		dice_turn_show(x->rules, &e.g, &e.v, e.player, number, e.dg.name[e.player]);
	db_dice_entry_free(&e);
	return rc;
}

/* dice turn: a turn, or --undo (cli_drive: the spec's checks, the event and its rules). */
static int
turn(struct cmd_ctx *x)
{
	struct db_dice_who	 who = { league_user(cmd_arg(x, "by")), NULL, cmd_arg(x, "why") };
	char			 at[32];
	int			 number = (int)cmd_int(x, "game");

	league_now(at, sizeof(at));
	who.at = at;
	return cmd_count(x, "undo") ? turn_undo(x, number, &who) : turn_enter(x, number, &who);
}

CMD_ENTRY(cmd_dice_turn, turn)
