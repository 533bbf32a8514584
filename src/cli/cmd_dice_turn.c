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

/* dice start [--by WHO] EVENT PLAYER... (cli_drive, WHO in x->data). */
static int
start(struct cmd_ctx *x)
{
	struct db_dice_who	 who = { *(const char **)x->data, NULL, NULL };
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db		*db;
	struct errbuf		 err;
	char			 at[32], **argv = x->argv;
	int			 i, rc, number = 0, argc = x->argc;

	if (argc < 2)
		return cli_usage_error();
	if (argc - 1 > DB_DICE_PLAYERS)
		return cli_errx(EXIT_USAGE, _("a game has at most %d players"), DB_DICE_PLAYERS);
	for (i = 1; i < argc; i++) {
		if ((argv[i] = (char *)cli_text(_("player name"), argv[i])) == NULL)
			return EXIT_USAGE;
		if (strpbrk(argv[i], ";\"\n") != NULL)
			return cli_errx(EXIT_USAGE, _("player '%s': a name may not contain ';', '\"'"
			    " or a line break"), argv[i]);
	}
	/* The names must make a valid Players tag: the turns are judged as a record. */
	err_clear(&err);
	if (gdr_players_check(argv + 1, argc - 1, &err) == -1)
		return cli_errx(EXIT_USAGE, _("players: %s"), err.msg);
	if ((rc = dice_cli_event_open(argv[0], &db, &ev, &r)) != 0)
		return rc;
	who.by = league_user(who.by);
	league_now(at, sizeof(at));
	who.at = at;
	rc = db_dice_start(db, ev.id, argv + 1, argc - 1, &r, &who, &number, &err);
	db_close(db);
	if (rc != 0)
		return league_status(rc, &err);
	dice_started_show(number, argv + 1, argc - 1);
	return EXIT_OK;
}

CMD_ENTRY_WITH(cmd_dice_start, start, cli_opt_by, const char *)

/* dice turn's options (--game, --by, --undo, --why), then its event and who enters. */
struct turn {
	int			 number, undo;
	const char		*by, *why;
	struct db		*db;
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db_dice_who	 who;
	char			 at[32];
};

static int
turn_opt(int ch, const char *arg, void *ctx)
{
	struct turn	*t = ctx;

	if (ch == 'g')
		return league_number(NT_("--game"), arg, 1, 1000000, &t->number) == -1 ?
		    EXIT_USAGE : 0;
	if (ch == 'b')
		return (t->by = cli_text(NT_("--by"), arg)) == NULL ? EXIT_USAGE : 0;
	if (ch == 'w')
		return (t->why = cli_text(NT_("--why"), arg)) == NULL ? EXIT_USAGE : 0;
	if (ch != 'u')
		return EXIT_USAGE;
	t->undo = 1;
	return 0;
}

/* The operands of --undo EVENT [GAME] and its reason; 0 or an exit status. */
static int
undo_args(struct turn *t, int argc, char **argv)
{
	int	 number;

	if (argc == 2) {
		if (league_number(NT_("GAME"), argv[1], 1, 1000000, &number) == -1)
			return EXIT_USAGE;
		if (t->number != 0 && t->number != number)
			return cli_errx(EXIT_USAGE, _("--game %d and GAME %d disagree"), t->number,
			    number);
		t->number = number;
	} else if (argc != 1 || t->number == 0)
		return cli_usage_error();
	if (t->why == NULL || t->why[strspn(t->why, " \t")] == '\0')
		return cli_errx(EXIT_USAGE, _("--undo needs --why TEXT: the reason is kept in the"
		    " history of the game"));
	return 0;
}

/* The operands of EVENT --game N PLAYER TURN; 0 or an exit status. */
static int
turn_args(struct turn *t, int argc, char **argv)
{
	if (t->why != NULL)
		return cli_errx(EXIT_USAGE, _("--why goes with --undo: a new turn needs no reason"));
	if (argc != 3 || t->number == 0)
		return cli_usage_error();
	if (strchr(argv[2], '\n') != NULL)
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
	if ((rc = db_dice_turn_withdraw(t->db, &t->ev, t->number, &t->who, &dg, &seq,
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
	rc = db_dice_turn_enter(t->db, &t->ev, &t->r, t->number, argv[1], argv[2], &t->who, &e,
	    &err);
	if (rc == DB_DICE_BADTURN)
		rc = cli_err_at(EXIT_USAGE, NT_("turn"), &err);
	else if (rc == 1 && dice_rulings_err(NT_("turn"), &e.v) != 0)
		rc = cli_errx(EXIT_RULE, _("%s, game %d: turn refused, nothing entered"),
		    t->ev.name, t->number);
	else if (rc != 0)
		rc = refused(rc, &err);
	else
		dice_turn_show(&t->r, &e.g, &e.v, e.player, t->number, e.dg.name[e.player]);
	db_dice_entry_free(&e);
	return rc;
}

/* dice turn: a turn, or --undo (cli_drive, the options in x->data). */
static int
turn(struct cmd_ctx *x)
{
	struct turn	*t = x->data;
	int		 rc;

	rc = t->undo ? undo_args(t, x->argc, x->argv) : turn_args(t, x->argc, x->argv);
	if (rc != 0 || (rc = dice_cli_event_open(x->argv[0], &t->db, &t->ev, &t->r)) != 0)
		return rc;
	t->who = (struct db_dice_who){ league_user(t->by), t->at, t->why };
	league_now(t->at, sizeof(t->at));
	rc = t->undo ? turn_undo(t) : turn_enter(t, x->argv);
	db_close(t->db);
	return rc;
}

CMD_ENTRY_WITH(cmd_dice_turn, turn, turn_opt, struct turn)
