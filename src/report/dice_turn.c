/*
 * The runs of referee dice start, turn and card: a game of a dice event
 * begun, a turn judged and stored or the last one withdrawn (all by
 * src/db/dice_turn.c), a game's cards read back, and each printed (dice.c).
 * The commands read and check the options and find the event; a refusal
 * is printed through their error callback (cli_err_at) with its exit
 * status: 2 no such game or player, or a turn that cannot be read; 1 a
 * rule or the database refused it; 3 the database failed.
 */
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../rules/dice/dice.h"
#include "../util/i18n.h"
#include "../util/util.h"

/* A message of src/db printed whole (no place) through error; status. */
static int
whole(int status, struct errbuf *err, dice_error_fn *error)
{
	err->line = err->col = 0;
	return error(status, NULL, err);
}

/* A refusal of src/db/dice_turn.c (rc DB_DICE_NOGAME, 1 or -1): its exit status. */
static int
refused(int rc, struct errbuf *err, dice_error_fn *error)
{
	return whole(rc == DB_DICE_NOGAME ? EXIT_USAGE : rc == 1 ? EXIT_RULE : EXIT_SYS, err,
	    error);
}

int
dice_start_run(struct db *db, int64_t event, char *const *names, int n,
    const struct dice_rules *r, const struct db_dice_who *by, dice_error_fn *error)
{
	struct errbuf	 err;
	int		 rc, number = 0;

	err_clear(&err);
	if ((rc = db_dice_start(db, event, names, n, r, by, &number, &err)) != 0)
		return refused(rc, &err, error);
	dice_started_show(number, names, n);
	return EXIT_OK;
}

int
dice_turn_run(struct db *db, const struct db_event *ev, const struct dice_rules *r,
    int number, char *const *turn, const struct db_dice_who *by, dice_error_fn *error)
{
	struct db_dice_entry	 e;
	struct errbuf		 err;
	int			 rc;

	memset(&e, 0, sizeof(e));
	err_clear(&err);
	rc = db_dice_turn_enter(db, ev, r, number, turn[0], turn[1], by, &e, &err);
	/* the turn's text stands for the file: "turn:1:14", in Polish "kolejka:1:14" */
	if (rc == DB_DICE_BADTURN)
		rc = error(EXIT_USAGE, _("turn"), &err);
	else if (rc == 1 && dice_rulings_put(_("turn"), &e.v, error) != 0) {
		err_set(&err, 0, 0, _("%s, game %d: turn refused, nothing entered"), ev->name,
		    number);
		rc = error(EXIT_RULE, NULL, &err);
	} else if (rc != 0)
		rc = refused(rc, &err, error);
	else
		dice_turn_show(r, &e.g, &e.v, e.player, number, e.dg.name[e.player]);
	db_dice_entry_free(&e);
	return rc;
}

int
dice_undo_run(struct db *db, const struct db_event *ev, int number,
    const struct db_dice_who *by, dice_error_fn *error)
{
	const struct db_dice_turn *last;
	struct db_dice_game	 dg;
	struct errbuf		 err;
	int			 rc, seq = 0;

	memset(&dg, 0, sizeof(dg));
	err_clear(&err);
	if ((rc = db_dice_turn_withdraw(db, ev, number, by, &dg, &seq, &err)) != 0)
		rc = refused(rc, &err, error);
	else {
		last = &dg.turn[dg.nturns - 1];
		dice_undone_show(number, seq, dg.name[last->position - 1], last->throws,
		    last->box, by->why);
	}
	db_dice_game_free(&dg);
	return rc;
}

int
dice_card_run(struct db *db, const struct db_event *ev, int number,
    const struct dice_rules *r, enum out_format fmt, dice_error_fn *error)
{
	struct db_dice_entry	 e;
	struct errbuf		 err;
	int			 rc;

	memset(&e, 0, sizeof(e));
	err_clear(&err);
	if ((rc = db_dice_game_load(db, ev, number, r, &e, &err)) != 1)
		rc = whole(rc == 0 ? EXIT_USAGE : EXIT_SYS, &err, error);
	else {
		dice_game_card_show(ev->name, number, ev->ruleset_name, r, &e.g, &e.v, fmt);
		rc = EXIT_OK;
	}
	db_dice_entry_free(&e);
	return rc;
}
