/*
 * A Generał game entered at the table (referee dice start | turn | card):
 * the game begun with its players, each turn judged with the turns stored
 * before it as one .gdr record and stored, the last turn withdrawn, and a
 * stored game read back as a record for its cards. Each write is one
 * transaction of its own, begun and ended here, so that a turn is judged
 * under the write lock: a turn entered meanwhile at another terminal is
 * among the turns before it.
 */
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "baskadb.h"
#include "dicedb.h"
#include "../notation/gdr.h"
#include "../util/i18n.h"

/* The transaction ended: committed when rc is 0, else rolled back. rc, or -1. */
static int
end(struct db *db, int rc, struct errbuf *err)
{
	if (rc == 0 && db_commit(db, err) == -1)
		rc = -1;
	if (rc != 0)
		db_rollback(db);
	return rc;
}

int
db_dice_start(struct db *db, int64_t event, char *const *names, int n,
    const struct dice_rules *r, const struct db_dice_who *who, int *number,
    struct errbuf *err)
{
	int64_t	 entry, game, players[DB_DICE_PLAYERS];
	int	 i, rc;

	rc = db_begin(db, err);
	for (i = 0; rc == 0 && i < n; i++)
		if (db_player_get(db, names[i], 1, &players[i], err) != 1)
			rc = -1;
	if (rc == 0 && (rc = db_entry_add(db, who->by, who->at, NULL, NT_("dice start"),
	    &entry, err)) == 0)
		rc = db_dice_game_add(db, event, number, n, players, r, NULL, entry, &game, err);
	return end(db, rc, err);
}

/*
 * Finds game number of the event, one begun with dice start, for a turn or
 * for undo. 0, DB_DICE_NOGAME with err (no such game, or one added from a
 * record), or -1.
 */
static int
entered_game(struct db *db, const struct db_event *ev, int number, int undo,
    struct db_dice_game *dg, struct errbuf *err)
{
	int	 rc;

	if ((rc = db_dice_game_get(db, ev->id, number, dg, err)) == -1)
		return -1;
	if (rc == 0 && undo)
		err_set(err, 0, 0, _("%s: no game %d"), ev->name, number);
	else if (rc == 0)
		err_set(err, 0, 0, _("%s: no game %d (start one with 'referee dice start')"),
		    ev->name, number);
	else if (dg->from_file && undo)
		err_set(err, 0, 0, _("%s: game %d was added from a record: its turns are not "
		    "withdrawn one by one"), ev->name, number);
	else if (dg->from_file)
		err_set(err, 0, 0, _("%s: game %d was added from a record; turns are entered "
		    "into games begun with 'referee dice start'"), ev->name, number);
	else
		return 0;
	return DB_DICE_NOGAME;
}

int
db_dice_turn_enter(struct db *db, const struct db_event *ev, const struct dice_rules *r,
    int number, const char *who, const char *text, const struct db_dice_who *by,
    struct db_dice_entry *e, struct errbuf *err)
{
	struct dice_card	*cards = NULL;
	struct strbuf		 rec = { 0 };
	const char		*name;
	int64_t			 entry;
	int			 line, rc;

	e->player = -1;
	if (strchr(text, '\n') != NULL) {	/* it is placed on a line of the record */
		err_set(err, 0, 0, _("one turn on one line expected"));
		return DB_DICE_BADTURN;
	}
	if (db_begin(db, err) == -1)
		return -1;
	if ((rc = entered_game(db, ev, number, 0, &e->dg, err)) != 0)
		return end(db, rc, err);
	if ((e->player = db_dice_game_seat(&e->dg, who)) < 0) {
		err_set(err, 0, 0, _("%s: '%s' does not play in game %d"), ev->name, who, number);
		return end(db, DB_DICE_NOGAME, err);
	}
	name = e->dg.name[e->player];
	db_dice_game_record(&e->dg, e->player, text, &rec, &line);
	rc = gdr_turn_judge(r, sb_str(&rec), rec.len, line, text_col(name, name +
	    strlen(name)) + 1, (int)e->dg.nturns, &e->g, &e->v, err);
	sb_free(&rec);
	if (rc == -1 || e->v.rulings.n > 0)
		return end(db, rc == -1 ? DB_DICE_BADTURN : 1, err);
	cards = xcalloc((size_t)e->g.nplayers, sizeof(*cards));
	if ((rc = db_entry_add(db, by->by, by->at, NULL, NT_("dice turn"), &entry, err)) == 0 &&
	    (rc = db_dice_turns_store(db, e->dg.id, r, &e->g, cards, e->dg.nturns, entry,
	    err)) == 0)
		rc = db_dice_totals_agree(db, ev->id, number, r, cards, err);
	free(cards);
	return end(db, rc, err);
}

void
db_dice_entry_free(struct db_dice_entry *e)
{
	dice_verdict_free(&e->v);
	dice_game_free(&e->g);
	db_dice_game_free(&e->dg);
}

int
db_dice_turn_withdraw(struct db *db, const struct db_event *ev, int number,
    const struct db_dice_who *by, struct db_dice_game *dg, int *seq, struct errbuf *err)
{
	int64_t	 entry;
	int	 rc;

	if (db_begin(db, err) == -1)
		return -1;
	if ((rc = entered_game(db, ev, number, 1, dg, err)) != 0)
		return end(db, rc, err);
	if (dg->nturns == 0) {
		err_set(err, 0, 0, _("%s, game %d: no turn entered yet: nothing to withdraw"),
		    ev->name, number);
		return end(db, 1, err);
	}
	if ((rc = db_entry_add(db, by->by, by->at, by->why, NT_("dice turn --undo"), &entry,
	    err)) == 0)
		rc = db_dice_turn_undo(db, dg->id, entry, seq, err);
	return end(db, rc, err);
}

int
db_dice_game_load(struct db *db, const struct db_event *ev, int number,
    const struct dice_rules *r, struct db_dice_entry *e, struct errbuf *err)
{
	struct strbuf	 rec = { 0 };
	struct errbuf	 why;
	int		 rc, line;

	err_clear(&why);
	if ((rc = db_dice_game_get(db, ev->id, number, &e->dg, err)) != 1) {
		if (rc == 0)
			err_set(err, 0, 0, _("%s: no game %d"), ev->name, number);
		return rc;
	}
	db_dice_game_record(&e->dg, 0, NULL, &rec, &line);
	rc = gdr_parse(sb_str(&rec), rec.len, &e->g, &why);
	sb_free(&rec);
	if (rc == -1)
		return err_set(err, 0, 0, _("%s: game %d: stored turns: line %d: %s"), ev->name,
		    number, why.line, why.msg);
	/* The turns were judged when entered; an unfinished card is no fault here. */
	dice_judge(r, &e->g, &e->v);
	return 1;
}
