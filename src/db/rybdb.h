/*
 * Rybaření's games in the generic store (schema/170-ryb-results.sql): what
 * the store keeps of a judged game's seats.
 */
#ifndef DB_RYBDB_H
#define DB_RYBDB_H

#include "gamedb.h"

struct ryb_game;
struct ryb_result;

/*
 * The seats of the judged game g (res) to store: each player found or
 * registered, with its total, place, tiles, big, small and rounded (the
 * numbers rybareni games shows). Returns 0, or -1 with err.
 */
int	 db_ryb_seats(struct db *, const struct ryb_game *g, const struct ryb_result *res,
	    struct db_game_seat *seats, struct errbuf *);

#endif /* DB_RYBDB_H */
