/* Rybaření games of Rybaření events: events, games and seats (schema/030-rybareni.sql). */
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "ryb.h"
#include "../util/i18n.h"

/* Steps a statement and resets it; 0, 1 or -1. */
static int
run(struct db *db, sqlite3_stmt *st, struct errbuf *err, const char *what)
{
	int	 rc = sqlite3_step(st);

	rc = (rc == SQLITE_DONE || rc == SQLITE_ROW) ? 0 : db_fail(db, err, what);
	sqlite3_reset(st);
	return rc;
}

int
db_ryb_event_add(struct db *db, struct db_event *ev, const void *r,
    struct errbuf *err)
{
	struct strbuf	 text = { 0 };
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(db, STMT_RYB_EVENT_ADD, err)) == NULL)
		return -1;
	kv_print(&ryb_ruleset_game, NULL, r, &text);
	db_bind_text(st, 1, ev->name);
	db_bind_text(st, 2, ev->date);
	db_bind_text(st, 3, ev->ruleset_name);
	db_bind_text(st, 4, sb_str(&text));
	rc = run(db, st, err, "add event");
	sb_free(&text);
	if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
		err_set(err, 0, 0, _("event '%s' exists already"), ev->name);
	if (rc == 0) {
		ev->id = sqlite3_last_insert_rowid(db->h);
		snprintf(ev->game, sizeof(ev->game), NT_("rybareni"));
	}
	return rc;
}

int
db_ryb_rules(struct db *db, int64_t event, void *r, struct errbuf *err)
{
	return db_game_rules(db, event, "rybareni",
	    _("event '%s' is not a Rybaření event (game %s)"), &ryb_ruleset_game, r,
	    sizeof(struct ryb_rules), err);
}

static int
seat_add(struct db *db, int64_t game, int position, const void *seat,
    struct errbuf *err)
{
	const struct db_ryb_seat	*s = seat;
	sqlite3_stmt			*st;

	if ((st = db_stmt(db, STMT_RYB_SEAT_ADD, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, game);
	sqlite3_bind_int(st, 2, position);
	sqlite3_bind_int64(st, 3, s->player);
	sqlite3_bind_int(st, 4, s->tiles);
	sqlite3_bind_int(st, 5, s->score.big);
	sqlite3_bind_int(st, 6, s->score.small);
	sqlite3_bind_int(st, 7, s->score.rounded);
	sqlite3_bind_int(st, 8, s->score.total);
	sqlite3_bind_int(st, 9, s->place);
	return db_event_seat_step(db, st, err);
}

int
db_ryb_game_add(struct db *db, int64_t event, int *number, int nplayers,
    const struct db_ryb_seat *seats, const char *record, int64_t entry, struct errbuf *err)
{
	static const struct db_game_table t = { STMT_RYB_GAME_NEXT, STMT_RYB_GAME_ADD,
	    sizeof(struct db_ryb_seat), seat_add };

	return db_event_game_add(db, &t, event, number, nplayers, seats, record, entry, err);
}

int
db_ryb_seats(struct db *db, const struct ryb_game *g, const struct ryb_result *res,
    struct db_ryb_seat *seats, struct errbuf *err)
{
	int	 p;

	for (p = 0; p < g->nplayers; p++) {
		if (db_player_get(db, g->players[p], 1, &seats[p].player, err) != 1)
			return -1;
		seats[p].tiles = res->ncatch[p];
		seats[p].score = res->score[p];
		seats[p].place = res->place[p];
	}
	return 0;
}
