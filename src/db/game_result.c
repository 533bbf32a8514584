/* The generic result store: events, games and seats (schema/160-game-results.sql). */
#include <sqlite3.h>
#include <stdio.h>

#include "db.h"
#include "db_int.h"
#include "gamedb.h"
#include "../util/i18n.h"

int
db_game_event_add(struct db *db, struct db_event *ev, const char *ruleset_text,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	/* The game's kind first: the event refers to it. */
	if ((st = db_stmt(db, STMT_GAME_KIND_ADD, err)) == NULL)
		return -1;
	db_bind_text(st, 1, ev->game);
	if ((rc = db_step_done(db, st, err, _("register the game"))) != 0)
		return rc;
	if ((st = db_stmt(db, STMT_GAME_EVENT_ADD, err)) == NULL)
		return -1;
	db_bind_text(st, 1, ev->name);
	db_bind_text(st, 2, ev->date);
	db_bind_text(st, 3, ev->game);
	db_bind_text(st, 4, ev->ruleset_name);
	db_bind_text(st, 5, ruleset_text);
	rc = db_step_done(db, st, err, _("add event"));
	if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
		db_refuse(db, err, DBR_EVENT_EXISTS, _("event '%s' exists already"), ev->name);
	if (rc == 0)
		ev->id = sqlite3_last_insert_rowid(db->h);
	return rc;
}

static int
seat_add(struct db *db, int64_t result, int seat, const void *rec,
    struct errbuf *err)
{
	const struct db_game_seat	*s = rec;
	sqlite3_stmt			*st;
	int				 i, rc;

	if ((st = db_stmt(db, STMT_GAME_SEAT_ADD, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, result);
	sqlite3_bind_int(st, 2, seat);
	sqlite3_bind_int64(st, 3, s->player);
	sqlite3_bind_int(st, 4, s->points);
	sqlite3_bind_int(st, 5, s->place);
	if ((rc = db_event_seat_step(db, st, err)) != 0)
		return rc;
	for (i = 0; i < s->nvalues; i++) {
		if ((st = db_stmt(db, STMT_GAME_VALUE_ADD, err)) == NULL)
			return -1;
		sqlite3_bind_int64(st, 1, result);
		sqlite3_bind_int(st, 2, seat);
		db_bind_text(st, 3, s->key[i]);
		sqlite3_bind_int(st, 4, s->value[i]);
		if ((rc = db_step_done(db, st, err, _("add game"))) != 0)
			return rc;
	}
	return 0;
}

int
db_game_result_add(struct db *db, int64_t event, int *number, int nseats,
    const struct db_game_seat *seats, const char *record, int64_t entry, struct errbuf *err)
{
	static const struct db_game_table t = { STMT_GAME_RESULT_NEXT, STMT_GAME_RESULT_ADD,
	    sizeof(struct db_game_seat), seat_add };

	return db_event_game_add(db, &t, event, number, nseats, seats, record, entry, err);
}
