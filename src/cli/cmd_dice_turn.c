/*
 * referee dice start | turn: a dice game entered turn by turn at the table.
 * The game is begun, each turn judged and stored, the last turn withdrawn
 * by src/db/dice_turn.c; what is entered is printed by src/report/dice.c.
 */
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../notation/gdr.h"
#include "../report/dice.h"
#include "../rules/dice/dice.h"

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
	char			 at[32], **argv = x->argv;
	int			 i, rc, number = 0, argc = x->argc;

	if (argc > DB_DICE_PLAYERS)
		return cli_errx(EXIT_USAGE, _("a game has at most %d players"), DB_DICE_PLAYERS);
	for (i = 0; i < argc; i++) {
		if ((argv[i] = (char *)cli_text(_("player name"), argv[i])) == NULL)
			return EXIT_USAGE;
		if (strpbrk(argv[i], ";\"\n") != NULL)
			return cli_errx(EXIT_USAGE, _("player '%s': a name may not contain ';', '\"'"
			    " or a line break"), argv[i]);
	}
	/* The names must make a valid Players tag: the turns are judged as a record. */
	err_clear(&err);
	if (gdr_players_check(argv, argc, &err) == -1)
		return cli_errx(EXIT_USAGE, _("players: %s"), err.msg);
	if ((rc = cmd_setup(x)) != 0)
		return rc;
	league_now(at, sizeof(at));
	who.at = at;
	if ((rc = db_dice_start(x->db, x->ev->id, argv, argc, x->rules, &who, &number,
	    &err)) != 0)
		return league_status(rc, &err);
	dice_started_show(number, argv, argc);
	return EXIT_OK;
}

CMD_ENTRY(cmd_dice_start, start)

/* dice turn's game, its reason, and who enters, for turn_undo and turn_enter. */
struct turn {
	struct cmd_ctx		*x;
	int			 number;
	const char		*why;
	struct db_dice_who	 who;
	char			 at[32];
};

/* The operands of --undo EVENT [GAME] and its reason; 0 or an exit status. */
static int
undo_args(struct turn *t, int argc, char **argv)
{
	int	 number;

	if (argc == 1) {
		if (league_number(NT_("GAME"), argv[0], 1, 1000000, &number) == -1)
			return EXIT_USAGE;
		if (t->number != 0 && t->number != number)
			return cli_errx(EXIT_USAGE, _("--game %d and GAME %d disagree"), t->number,
			    number);
		t->number = number;
	} else if (t->number == 0)
		return cli_usage_error();
	if (t->why == NULL || t->why[strspn(t->why, " \t")] == '\0')
		return cli_errx(EXIT_USAGE, _("--undo needs --why TEXT: the reason is kept in the"
		    " history of the game"));
	return 0;
}

/* The operands of EVENT --game N PLAYER TURN; 0 or an exit status. */
static int
turn_args(struct turn *t, char **argv)
{
	if (t->why != NULL)
		return cli_errx(EXIT_USAGE, _("--why goes with --undo: a new turn needs no reason"));
	if (strchr(argv[1], '\n') != NULL)
		return cli_errx(EXIT_USAGE, _("turn: one turn on one line expected"));
	return 0;
}

/*
 * dice turn --undo EVENT GAME --why TEXT: withdraws the last turn of a game
 * begun with dice start; the turn is kept with who, when and why
 * (schema/070-dice-undo.sql). An exit status.
 */
static int
turn_undo(struct turn *t)
{
	const struct db_dice_turn *last;
	struct db_dice_game	 dg;
	struct errbuf		 err;
	int			 rc, seq = 0;

	memset(&dg, 0, sizeof(dg));
	err_clear(&err);
	if ((rc = db_dice_turn_withdraw(t->x->db, t->x->ev, t->number, &t->who, &dg, &seq,
	    &err)) != 0)
		rc = refused(rc, &err);
	else {
		last = &dg.turn[dg.nturns - 1];
		dice_undone_show(t->number, seq, dg.name[last->position - 1], last->throws,
		    last->box, t->why);
	}
	db_dice_game_free(&dg);
	return rc;
}

/* dice turn EVENT --game N PLAYER TURN: judged, stored and printed; an exit status. */
static int
turn_enter(struct turn *t, char **argv)
{
	struct db_dice_entry	 e;
	struct errbuf		 err;
	int			 rc;

	memset(&e, 0, sizeof(e));
	err_clear(&err);
	rc = db_dice_turn_enter(t->x->db, t->x->ev, t->x->rules, t->number, argv[0], argv[1],
	    &t->who, &e, &err);
	if (rc == DB_DICE_BADTURN)
		rc = cli_err_at(EXIT_USAGE, NT_("turn"), &err);
	else if (rc == 1 && dice_rulings_put(NT_("turn"), &e.v, cli_err_at) != 0)
		rc = cli_errx(EXIT_RULE, _("%s, game %d: turn refused, nothing entered"),
		    t->x->ev->name, t->number);
	else if (rc != 0)
		rc = refused(rc, &err);
	else
		dice_turn_show(t->x->rules, &e.g, &e.v, e.player, t->number, e.dg.name[e.player]);
	db_dice_entry_free(&e);
	return rc;
}

/* dice turn: a turn, or --undo (cli_drive: the event and its rules after the checks). */
static int
turn(struct cmd_ctx *x)
{
	struct turn	 t = { x, (int)cmd_int(x, "game"), cmd_arg(x, "why") };
	int		 rc, undo = cmd_count(x, "undo");

	if ((rc = undo ? undo_args(&t, x->argc, x->argv) : turn_args(&t, x->argv)) != 0 ||
	    (rc = cmd_setup(x)) != 0)
		return rc;
	t.who = (struct db_dice_who){ league_user(cmd_arg(x, "by")), t.at, t.why };
	league_now(t.at, sizeof(t.at));
	return undo ? turn_undo(&t) : turn_enter(&t, x->argv);
}

CMD_ENTRY(cmd_dice_turn, turn)
