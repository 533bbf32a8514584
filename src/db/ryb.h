/*
 * Rybaření games of Rybaření events in the league database
 * (schema/030-rybareni.sql): the event's stored ruleset and games stored with
 * their canonical record and each player's scored catch.
 *
 * Return values as in db.h: writes 0, 1 refused by an invariant (err says
 * which), -1 system error. Callers wrap writes in db_begin / db_commit, or
 * db_rollback.
 */
#ifndef DB_RYB_H
#define DB_RYB_H

#include <stdint.h>

#include "db.h"
#include "../rules/rybareni/rybareni.h"

/*
 * Adds a Rybaření event: ev->name, date and ruleset_name as given, game
 * 'rybareni', rules stored as kv text; the Baśka columns hold 0. Sets ev->id.
 * Returns 0, 1 (e.g. the name exists) or -1.
 */
int	 db_ryb_event_add(struct db *, struct db_event *ev, const void *ryb_rules,
	    struct errbuf *);
/*
 * Parses the stored ruleset of a Rybaření event into r (a struct
 * ryb_rules). Returns 0 or -1 with err. Both take the rules untyped, as
 * the generic event code calls them.
 */
int	 db_ryb_rules(struct db *, int64_t event, void *r, struct errbuf *);

/* One player's result in a game to store. */
struct db_ryb_seat {
	int64_t			 player;
	int			 tiles;
	struct ryb_score	 score;
	int			 place;
};

/*
 * Adds the next game of an event (its number is written back) with its
 * canonical record, the players in playing order with their scores, and who
 * wrote it. Returns 0, 1 (e.g. the record is already in the event) or -1.
 */
int	 db_ryb_game_add(struct db *, int64_t event, int *number, int nplayers,
	    const struct db_ryb_seat *, const char *record, int64_t entry, struct errbuf *);

/*
 * The seats of a judged game: each player found or registered, with the
 * catch, score and place of res. 0, or -1 with err.
 */
int	 db_ryb_seats(struct db *, const struct ryb_game *, const struct ryb_result *res,
	    struct db_ryb_seat *seats, struct errbuf *);

#endif /* DB_RYB_H */
