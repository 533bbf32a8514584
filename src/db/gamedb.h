/*
 * The generic result store (schema/160-game-results.sql): events of any
 * game of the game table, whose kind the event registers, and their games
 * stored as a canonical record with each player's points and place. A game
 * with no store of its own keeps its events here through its row alone.
 *
 * Return values as in db.h: writes 0, 1 refused by an invariant (err says
 * which), -1 system error. Callers wrap writes in db_begin / db_commit, or
 * db_rollback.
 */
#ifndef DB_GAMEDB_H
#define DB_GAMEDB_H

#include <stdint.h>

#include "db.h"

/*
 * Adds an event of game ev->game: registers the game's kind (INSERT OR
 * IGNORE INTO game_kind), then stores ev->name, date, ruleset_name and the
 * ruleset's kv text; the Baśka columns hold 0. Sets ev->id. Returns 0, 1
 * (e.g. the name exists) or -1.
 */
int	 db_game_event_add(struct db *, struct db_event *ev, const char *ruleset_text,
	    struct errbuf *);

#define DB_GAME_MAXVALUES	8

/*
 * One player's result in a game to store; with it, nvalues numbers the
 * game shows besides the points (game_result_value), key[i] naming
 * value[i]: the same keys for every seat of a game.
 */
struct db_game_seat {
	int64_t			 player;
	int			 points;
	int			 place;		/* 1 + the players with more points */
	int			 nvalues;
	const char *const	*key;
	int			 value[DB_GAME_MAXVALUES];
};

/*
 * Adds a game of event: its canonical record and its players in seats
 * 1..nseats; the game's number (the next free one) in *number. Returns 0,
 * 1 or -1.
 */
int	 db_game_result_add(struct db *, int64_t event, int *number, int nseats,
	    const struct db_game_seat *, const char *record, int64_t entry, struct errbuf *);

#endif /* DB_GAMEDB_H */
