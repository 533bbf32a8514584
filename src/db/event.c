/*
 * What every game that keeps events reads of its event (db.h).
 */
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "../util/i18n.h"
#include "../util/kv.h"

int
db_game_rules(struct db *db, int64_t event, const char *game, const char *not_game,
    const struct kv_game *g, void *r, size_t size, struct errbuf *err)
{
	sqlite3_stmt	*st;
	const char	*text, *name;
	char		 why[sizeof(err->msg)];
	int		 rc;

	if ((st = db_stmt(db, STMT_EVENT_RULES, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		if (rc == SQLITE_DONE)
			err_set(err, 0, 0, _("no event with id %lld"), (long long)event);
		else
			db_fail(db, err, _("read ruleset"));
		sqlite3_reset(st);
		return -1;
	}
	name = (const char *)sqlite3_column_text(st, 2);
	if (strcmp((const char *)sqlite3_column_text(st, 0), game) != 0) {
		err_set(err, 0, 0, not_game, name, (const char *)sqlite3_column_text(st, 0));
		sqlite3_reset(st);
		return -1;
	}
	memcpy(r, g->presets[0].obj, size);
	text = (const char *)sqlite3_column_text(st, 1);
	if ((rc = kv_parse(g, r, text ? text : "", err)) == -1) {
		snprintf(why, sizeof(why), "%s", err->msg);
		err_set(err, 0, 0, _("event '%s': stored ruleset line %d: %s"), name, err->line, why);
	}
	sqlite3_reset(st);
	return rc;
}

int
db_event_game_add(struct db *db, const struct db_game_table *t, int64_t event, int *number,
    int nplayers, const void *seats, const char *record, int64_t entry, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 id;
	int		 i, rc;

	if ((st = db_stmt(db, t->next, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	if (sqlite3_step(st) != SQLITE_ROW) {
		db_fail(db, err, _("number a game"));
		sqlite3_reset(st);
		return -1;
	}
	*number = sqlite3_column_int(st, 0);
	sqlite3_reset(st);
	if ((st = db_stmt(db, t->add, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	sqlite3_bind_int(st, 2, *number);
	sqlite3_bind_int(st, 3, nplayers);
	db_bind_text(st, 4, record);
	sqlite3_bind_int64(st, 5, entry);
	if ((rc = db_step_done(db, st, err, _("add game"))) != 0) {
		/* The game number is the next free one, so a UNIQUE refusal is the record's. */
		if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
			err_set(err, 0, 0, _("this record is already a game of the event"));
		return rc;
	}
	id = sqlite3_last_insert_rowid(db->h);
	for (i = 0; i < nplayers; i++)
		if ((rc = t->seat_add(db, id, i + 1, (const char *)seats + (size_t)i * t->seat_size,
		    err)) != 0)
			return rc;
	return 0;
}

int
db_event_seat_step(struct db *db, sqlite3_stmt *st, struct errbuf *err)
{
	int	 rc;

	if ((rc = db_step_done(db, st, err, _("seat a player"))) == 1 &&
	    db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
		err_set(err, 0, 0, _("a player plays once in a game"));
	return rc;
}
