/* Rybaření's seats in the generic store (rybdb.h). */
#include "db.h"
#include "rybdb.h"
#include "../rules/rybareni/rybareni.h"

/* What the store keeps of a catch besides the total and the place (reports/ryb_games.sql). */
static const char *const ryb_keys[] = { "tiles", "big", "small", "rounded" };

int
db_ryb_seats(struct db *db, const struct ryb_game *g, const struct ryb_result *res,
    struct db_game_seat *seats, struct errbuf *err)
{
	int	 p;

	for (p = 0; p < g->nplayers; p++) {
		if (db_player_get(db, g->players[p], 1, &seats[p].player, err) != 1)
			return -1;
		seats[p].points = res->score[p].total;
		seats[p].place = res->place[p];
		seats[p].nvalues = 4;
		seats[p].key = ryb_keys;
		seats[p].value[0] = res->ncatch[p];
		seats[p].value[1] = res->score[p].big;
		seats[p].value[2] = res->score[p].small;
		seats[p].value[3] = res->score[p].rounded;
	}
	return 0;
}
