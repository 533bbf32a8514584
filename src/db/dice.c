/* Generał games of dice events: events, games, players and turns (schema/010-dice.sql). */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "dice.h"

/*
 * The statements are few and each command runs them a handful of times, so
 * they are prepared per call rather than kept in the league's cache.
 */
static sqlite3_stmt *
prepare(struct db *db, const char *sql, struct errbuf *err)
{
	sqlite3_stmt	*st = NULL;

	if (sqlite3_prepare_v2(db->h, sql, -1, &st, NULL) != SQLITE_OK) {
		db_fail(db, err, "prepare");
		return NULL;
	}
	return st;
}

/* Steps a one-shot statement to its end and finalizes it; 0, 1 or -1. */
static int
run(struct db *db, sqlite3_stmt *st, struct errbuf *err, const char *what)
{
	int	 rc = sqlite3_step(st);

	rc = (rc == SQLITE_DONE || rc == SQLITE_ROW) ? 0 : db_fail(db, err, what);
	sqlite3_finalize(st);
	return rc;
}

int
db_dice_event_add(struct db *db, struct db_event *ev, const struct dice_rules *r,
    struct errbuf *err)
{
	struct strbuf	 text = { 0 };
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = prepare(db, "INSERT INTO event (name, date, game, season, deals, ruleset_name,"
	    " ruleset, big1, big2, big3, big4, absent_big, absent_small, team_best_n,"
	    " season_best_n) VALUES (?1, ?2, 'dice', ?3, NULL, ?4, ?5, 0, 0, 0, 0, 0, 0, 1, 0)",
	    err)) == NULL)
		return -1;
	kv_print(&dice_ruleset_game, NULL, r, &text);
	db_bind_text(st, 1, ev->name);
	db_bind_text(st, 2, ev->date);
	db_bind_text(st, 3, ev->season);
	db_bind_text(st, 4, ev->ruleset_name);
	db_bind_text(st, 5, sb_str(&text));
	rc = run(db, st, err, "add event");
	sb_free(&text);
	if (rc == 1 && strstr(err->msg, "UNIQUE") != NULL)
		err_set(err, 0, 0, "event '%s' exists already", ev->name);
	if (rc == 0) {
		ev->id = sqlite3_last_insert_rowid(db->h);
		snprintf(ev->game, sizeof(ev->game), "dice");
	}
	return rc;
}

int
db_dice_rules(struct db *db, int64_t event, struct dice_rules *r, struct errbuf *err)
{
	sqlite3_stmt	*st;
	const char	*text;
	int		 rc;

	if ((st = prepare(db, "SELECT game, ruleset, name FROM event WHERE id = ?1", err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		if (rc == SQLITE_DONE)
			err_set(err, 0, 0, "no event with id %lld", (long long)event);
		else
			db_fail(db, err, "read ruleset");
		sqlite3_finalize(st);
		return -1;
	}
	if (strcmp((const char *)sqlite3_column_text(st, 0), "dice") != 0) {
		err_set(err, 0, 0, "event '%s' is not a dice event (game %s)",
		    (const char *)sqlite3_column_text(st, 2),
		    (const char *)sqlite3_column_text(st, 0));
		sqlite3_finalize(st);
		return -1;
	}
	*r = *(const struct dice_rules *)dice_ruleset_game.presets[0].obj;
	text = (const char *)sqlite3_column_text(st, 1);
	if ((rc = kv_parse(&dice_ruleset_game, r, text ? text : "", err)) == -1) {
		char	 why[sizeof(err->msg)];

		snprintf(why, sizeof(why), "%s", err->msg);
		err_set(err, 0, 0, "event '%s': stored ruleset line %d: %s",
		    (const char *)sqlite3_column_text(st, 2), err->line, why);
	}
	sqlite3_finalize(st);
	return rc;
}

int
db_dice_game_add(struct db *db, int64_t event, int *number, int nplayers,
    const int64_t *players, const struct dice_rules *r, const char *record,
    int64_t entry, int64_t *id, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 i, rc;

	if (*number == 0) {
		if ((st = prepare(db, "SELECT coalesce(max(number), 0) + 1 FROM dice_game"
		    " WHERE event_id = ?1", err)) == NULL)
			return -1;
		sqlite3_bind_int64(st, 1, event);
		if (sqlite3_step(st) != SQLITE_ROW) {
			db_fail(db, err, "number a game");
			sqlite3_finalize(st);
			return -1;
		}
		*number = sqlite3_column_int(st, 0);
		sqlite3_finalize(st);
	}
	if ((st = prepare(db, "INSERT INTO dice_game (event_id, number, players,"
	    " bonus_threshold, bonus_points, record, entry_id)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)", err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	sqlite3_bind_int(st, 2, *number);
	sqlite3_bind_int(st, 3, nplayers);
	sqlite3_bind_int(st, 4, r->upper_bonus_threshold);
	sqlite3_bind_int(st, 5, r->upper_bonus_points);
	db_bind_text(st, 6, record);
	sqlite3_bind_int64(st, 7, entry);
	if ((rc = run(db, st, err, "add game")) != 0) {
		if (rc == 1 && strstr(err->msg, "dice_game.record") != NULL)
			err_set(err, 0, 0, "this record is already a game of the event");
		else if (rc == 1 && strstr(err->msg, "dice_game.number") != NULL)
			err_set(err, 0, 0, "game %d exists already", *number);
		return rc;
	}
	*id = sqlite3_last_insert_rowid(db->h);
	for (i = 0; i < nplayers; i++) {
		if ((st = prepare(db, "INSERT INTO dice_seat (game_id, position, player_id)"
		    " VALUES (?1, ?2, ?3)", err)) == NULL)
			return -1;
		sqlite3_bind_int64(st, 1, *id);
		sqlite3_bind_int(st, 2, i + 1);
		sqlite3_bind_int64(st, 3, players[i]);
		if ((rc = run(db, st, err, "seat a player")) != 0) {
			if (rc == 1 && strstr(err->msg, "UNIQUE") != NULL)
				err_set(err, 0, 0, "a player plays once in a game");
			return rc;
		}
	}
	return 0;
}

int
db_dice_game_get(struct db *db, int64_t event, int number, struct db_dice_game *g,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	const char	*s;
	size_t		 cap = 0;
	int		 rc, i, n;

	if ((st = prepare(db, "SELECT id, players, record IS NOT NULL FROM dice_game"
	    " WHERE event_id = ?1 AND number = ?2", err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	sqlite3_bind_int(st, 2, number);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		if (rc != SQLITE_DONE)
			db_fail(db, err, "find game");
		sqlite3_finalize(st);
		return rc == SQLITE_DONE ? 0 : -1;
	}
	g->id = sqlite3_column_int64(st, 0);
	g->number = number;
	g->nplayers = sqlite3_column_int(st, 1);
	g->from_file = sqlite3_column_int(st, 2);
	sqlite3_finalize(st);
	if (g->nplayers < 1 || g->nplayers > DB_DICE_PLAYERS)
		return err_set(err, 0, 0, "game %d: %d players stored", number, g->nplayers);

	if ((st = prepare(db, "SELECT s.position, s.player_id, p.name, s.total, s.turns"
	    " FROM dice_seat s JOIN player p ON p.id = s.player_id WHERE s.game_id = ?1"
	    " ORDER BY s.position", err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, g->id);
	n = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW && n < g->nplayers) {
		i = sqlite3_column_int(st, 0) - 1;
		if (i != n)
			break;
		g->player[i] = sqlite3_column_int64(st, 1);
		snprintf(g->name[i], sizeof(g->name[i]), "%s", sqlite3_column_text(st, 2));
		g->total[i] = sqlite3_column_int(st, 3);
		g->turns[i] = sqlite3_column_int(st, 4);
		n++;
	}
	if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
		db_fail(db, err, "read players");
		sqlite3_finalize(st);
		return -1;
	}
	sqlite3_finalize(st);
	if (n != g->nplayers)
		return err_set(err, 0, 0, "game %d: %d players stored, %d seated", number,
		    g->nplayers, n);

	if ((st = prepare(db, "SELECT seq, position, box, d1, d2, d3, d4, d5, points, bonus,"
	    " throws FROM dice_turn WHERE game_id = ?1 ORDER BY seq", err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, g->id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		struct db_dice_turn *t;

		if (g->nturns == cap) {
			cap = cap ? cap * 2 : 64;
			g->turn = xreallocarray(g->turn, cap, sizeof(*g->turn));
		}
		t = &g->turn[g->nturns++];
		t->seq = sqlite3_column_int(st, 0);
		t->position = sqlite3_column_int(st, 1);
		s = (const char *)sqlite3_column_text(st, 2);
		t->box = dice_box_parse(s, strlen(s));
		for (i = 0; i < DICE_N; i++)
			t->dice[i] = sqlite3_column_int(st, 3 + i);
		t->points = sqlite3_column_int(st, 8);
		t->bonus = sqlite3_column_int(st, 9);
		snprintf(t->throws, sizeof(t->throws), "%s", sqlite3_column_text(st, 10));
	}
	if (rc != SQLITE_DONE) {
		db_fail(db, err, "read turns");
		sqlite3_finalize(st);
		return -1;
	}
	sqlite3_finalize(st);
	return 1;
}

void
db_dice_game_free(struct db_dice_game *g)
{
	if (g == NULL)
		return;
	free(g->turn);
	g->turn = NULL;
	g->nturns = 0;
}

int
db_dice_turn_add(struct db *db, int64_t game, const struct db_dice_turn *t, int64_t entry,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 i, rc;

	if (t->box < 0 || t->box >= DICE_NBOXES) {
		err_set(err, 0, 0, "turn %d: no such category", t->seq);
		return 1;
	}
	if ((st = prepare(db, "INSERT INTO dice_turn (game_id, seq, position, box, d1, d2, d3,"
	    " d4, d5, points, bonus, throws, entry_id)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)", err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, game);
	sqlite3_bind_int(st, 2, t->seq);
	sqlite3_bind_int(st, 3, t->position);
	sqlite3_bind_text(st, 4, dice_box_id(t->box), -1, SQLITE_STATIC);
	for (i = 0; i < DICE_N; i++)
		sqlite3_bind_int(st, 5 + i, t->dice[i]);
	sqlite3_bind_int(st, 10, t->points);
	sqlite3_bind_int(st, 11, t->bonus);
	sqlite3_bind_text(st, 12, t->throws, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(st, 13, entry);
	if ((rc = run(db, st, err, "add turn")) == 1 && strstr(err->msg, "dice_turn.box") != NULL)
		err_set(err, 0, 0, "turn %d: %s is already used on this card", t->seq,
		    dice_box_id(t->box));
	return rc;
}
