/*
 * referee dice start | turn: a dice game entered turn by turn at the table.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../notation/gdr.h"
#include "../report/dice.h"
#include "../rules/dice/dice.h"

int
cmd_dice_start(int argc, char **argv)
{
	struct cli_opts		 o = { .handle = cli_opt_by };
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db		*db;
	struct errbuf		 err;
	const char		*by = NULL;
	int64_t			 entry, game, players[DB_DICE_PLAYERS];
	int			 i, rc, number = 0;

	o.ctx = &by;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
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
	rc = db_begin(db, &err);
	for (i = 1; rc == 0 && i < argc; i++)
		if (db_player_get(db, argv[i], 1, &players[i - 1], &err) != 1)
			rc = -1;
	if (rc == 0 && (rc = league_entry(db, by, NULL, "dice start", &entry, &err)) == 0 &&
	    (rc = db_dice_game_add(db, ev.id, &number, argc - 1, players, &r, NULL, entry,
	    &game, &err)) == 0)
		rc = db_commit(db, &err);
	if (rc != 0) {
		db_rollback(db);
		db_close(db);
		return league_status(rc, &err);
	}
	db_close(db);
	dice_started_show(number, argv + 1, argc - 1);
	return EXIT_OK;
}

/* One turn entered at the table. */
struct turn {
	struct db		*db;
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db_dice_game	 dg;
	struct dice_game	 g;		/* the stored turns and this one */
	struct dice_verdict	 v;
	struct strbuf		 rec;		/* their record */
	int			 number;	/* game number */
	int			 player;	/* index of the player */
	const char		*by;		/* --by */
	const char		*why;		/* --why (with --undo) */
	int			 undo;		/* --undo: withdraw the last turn */
};

static int
turn_opt(int ch, const char *arg, void *ctx)
{
	struct turn	*tn = ctx;

	if (ch == 'g')
		return league_number(NT_("--game"), arg, 1, 1000000, &tn->number) == -1 ? EXIT_USAGE : 0;
	if (ch == 'b')
		return (tn->by = cli_text(NT_("--by"), arg)) == NULL ? EXIT_USAGE : 0;
	if (ch == 'u') {
		tn->undo = 1;
		return 0;
	}
	if (ch == 'w')
		return (tn->why = cli_text(NT_("--why"), arg)) == NULL ? EXIT_USAGE : 0;
	return EXIT_USAGE;
}

/* Finds the game begun with dice start and the player in it; 0 or an exit status. */
static int
turn_game(struct turn *tn, const char *who)
{
	struct errbuf	 err;
	int		 rc;

	err_clear(&err);
	if ((rc = db_dice_game_get(tn->db, tn->ev.id, tn->number, &tn->dg, &err)) != 1)
		return rc == 0 ? cli_errx(EXIT_USAGE, _("%s: no game %d (start one with 'referee "
		    "dice start')"), tn->ev.name, tn->number) : cli_errx(EXIT_SYS, "%s", err.msg);
	if (tn->dg.from_file)
		return cli_errx(EXIT_USAGE, _("%s: game %d was added from a record; turns are "
		    "entered into games begun with 'referee dice start'"), tn->ev.name, tn->number);
	if ((tn->player = db_dice_game_seat(&tn->dg, who)) < 0)
		return cli_errx(EXIT_USAGE, _("%s: '%s' does not play in game %d"), tn->ev.name, who,
		    tn->number);
	return 0;
}

/* Judges the stored turns and this one as one record; 0 or an exit status. */
static int
turn_judge(struct turn *tn, const char *text)
{
	const char	*name = tn->dg.name[tn->player];
	struct errbuf	 err;
	int		 line;

	err_clear(&err);
	db_dice_game_record(&tn->dg, tn->player, text, &tn->rec, &line);
	if (gdr_turn_judge(&tn->r, sb_str(&tn->rec), tn->rec.len, line,
	    text_col(name, name + strlen(name)) + 1,
	    tn->dg.nturns, &tn->g, &tn->v, &err) == -1)
		return cli_err_at(EXIT_USAGE, NT_("turn"), &err);
	if (dice_rulings_err(NT_("turn"), &tn->v) != 0)
		return cli_errx(EXIT_RULE, _("%s, game %d: turn refused, nothing entered"),
		    tn->ev.name, tn->number);
	return 0;
}

/* Stores the judged turn and prints it; an exit status. */
static int
turn_store(struct turn *tn, const char *by)
{
	struct dice_card	*cards;
	struct errbuf		 err;
	int64_t			 entry;
	int			 rc;

	err_clear(&err);
	cards = xcalloc((size_t)tn->g.nplayers, sizeof(*cards));
	if ((rc = league_entry(tn->db, by, NULL, "dice turn", &entry, &err)) != 0 ||
	    (rc = db_dice_turns_store(tn->db, tn->dg.id, &tn->r, &tn->g, cards, tn->dg.nturns,
	    entry, &err)) != 0 ||
	    (rc = db_dice_totals_agree(tn->db, tn->ev.id, tn->number, &tn->r, cards,
	    &err)) != 0 || (rc = db_commit(tn->db, &err)) != 0) {
		db_rollback(tn->db);
		free(cards);
		return league_status(rc, &err);
	}
	free(cards);
	dice_turn_show(&tn->r, &tn->g, &tn->v, tn->player, tn->number, tn->dg.name[tn->player]);
	return EXIT_OK;
}

/*
 * dice turn --undo EVENT GAME --why TEXT: withdraws the last turn of a game
 * begun with dice start; the turn is kept with who, when and why
 * (schema/070-dice-undo.sql). An exit status.
 */
static int
turn_undo(struct turn *tn, int argc, char **argv)
{
	const struct db_dice_turn *last;
	struct errbuf	 err;
	int64_t		 entry;
	int		 rc, seq = 0, number;

	if (argc == 2) {
		if (league_number(NT_("GAME"), argv[1], 1, 1000000, &number) == -1)
			return EXIT_USAGE;
		if (tn->number != 0 && tn->number != number)
			return cli_errx(EXIT_USAGE, _("--game %d and GAME %d disagree"), tn->number,
			    number);
		tn->number = number;
	} else if (argc != 1 || tn->number == 0)
		return cli_usage_error();
	if (tn->why == NULL || tn->why[strspn(tn->why, " \t")] == '\0')
		return cli_errx(EXIT_USAGE, _("--undo needs --why TEXT: the reason is kept in the"
		    " history of the game"));
	if ((rc = dice_cli_event_open(argv[0], &tn->db, &tn->ev, &tn->r)) != 0)
		return rc;
	err_clear(&err);
	if (db_begin(tn->db, &err) == -1)
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
	else if ((rc = db_dice_game_get(tn->db, tn->ev.id, tn->number, &tn->dg, &err)) != 1)
		rc = rc == 0 ? cli_errx(EXIT_USAGE, _("%s: no game %d"), tn->ev.name, tn->number) :
		    cli_errx(EXIT_SYS, "%s", err.msg);
	else if (tn->dg.from_file)
		rc = cli_errx(EXIT_USAGE, _("%s: game %d was added from a record: its turns are"
		    " not withdrawn one by one"), tn->ev.name, tn->number);
	else if (tn->dg.nturns == 0)
		rc = cli_errx(EXIT_RULE, _("%s, game %d: no turn entered yet: nothing to withdraw"),
		    tn->ev.name, tn->number);
	else if ((rc = league_entry(tn->db, tn->by, tn->why, "dice turn --undo", &entry,
	    &err)) != 0 || (rc = db_dice_turn_undo(tn->db, tn->dg.id, entry, &seq,
	    &err)) != 0 || (rc = db_commit(tn->db, &err)) != 0) {
		db_rollback(tn->db);
		rc = league_status(rc, &err);
	} else {
		last = &tn->dg.turn[tn->dg.nturns - 1];
		dice_undone_show(tn->number, seq, tn->dg.name[last->position - 1], last->throws,
		    last->box, tn->why);
	}
	db_close(tn->db);
	return rc;
}

int
cmd_dice_turn(int argc, char **argv)
{
	struct cli_opts	 o = { .handle = turn_opt };	/* the row's spec */
	struct turn	*tn;
	struct errbuf	 err;
	int		 rc;

	tn = xcalloc(1, sizeof(*tn));
	tn->player = -1;
	o.ctx = tn;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0) {
		free(tn);
		return rc;
	}
	argc -= optind;
	argv += optind;
	if (tn->undo)
		rc = turn_undo(tn, argc, argv);
	else if (tn->why != NULL)
		rc = cli_errx(EXIT_USAGE, _("--why goes with --undo: a new turn needs no reason"));
	else if (argc != 3 || tn->number == 0)
		rc = cli_usage_error();
	else if (strchr(argv[2], '\n') != NULL)
		rc = cli_errx(EXIT_USAGE, _("turn: one turn on one line expected"));
	else if ((rc = dice_cli_event_open(argv[0], &tn->db, &tn->ev, &tn->r)) == 0) {
		/*
		 * Judge under the write lock, so that a turn entered meanwhile at
		 * another terminal is among the turns before this one.
		 */
		err_clear(&err);
		if (db_begin(tn->db, &err) == -1)
			rc = cli_errx(EXIT_SYS, "%s", err.msg);
		else if ((rc = turn_game(tn, argv[1])) == 0 && (rc = turn_judge(tn, argv[2])) == 0)
			rc = turn_store(tn, tn->by);
		db_close(tn->db);
	}
	sb_free(&tn->rec);
	dice_verdict_free(&tn->v);
	dice_game_free(&tn->g);
	db_dice_game_free(&tn->dg);
	free(tn);
	return rc;
}
