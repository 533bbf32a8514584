/*
 * The seating of an event's sessions as referee draw --event reads and
 * writes it (seatingdb.h).
 */
#include <stdlib.h>
#include <string.h>

#include "seatingdb.h"
#include "../util/i18n.h"
#include "../util/util.h"

/*
 * Empties every table of session (1-based) of the event, for a re-plan: a
 * table with deals refuses (its seats are fixed). 0, 1 or -1.
 */
static int
seating_clear(struct db *db, const struct db_event *ev, int session, struct errbuf *err)
{
	struct db_seats	 seats;
	int64_t		 table;
	int		 t, k, rc;

	for (t = 1; (rc = db_table_get(db, ev->id, session, t, 0, &table, err)) == 1; t++) {
		if (db_table_seats(db, table, &seats, err) == -1)
			return -1;
		for (k = 0; k < 4; k++)
			if (seats.player[k] != 0 &&
			    (rc = db_seat_set(db, table, k + 1, 0, err)) != 0)
				return rc;
	}
	return rc == -1 ? -1 : 0;
}

int
db_seating_store(struct db *db, const struct db_event *ev, const struct seating *s,
    const int64_t *id, int first, int replan, struct errbuf *err)
{
	struct db_seats	 seats;
	int64_t		 table;
	int		 i, t, k, rc;

	err_clear(err);
	for (i = 0; i < s->nsessions; i++) {
		if (replan && (rc = seating_clear(db, ev, first + i, err)) != 0)
			return rc;
		for (t = 0; t < s->ntables; t++) {
			if (db_table_get(db, ev->id, first + i, t + 1, 1, &table, err) != 1 ||
			    db_table_seats(db, table, &seats, err) == -1)
				return -1;
			if (seats.nseated > 0) {
				err_set(err, 0, 0, _("draw: %s: session %d table %d is seated"
				    " already: nothing stored"), ev->name, first + i, t + 1);
				return 1;
			}
			for (k = 0; k < 4; k++)
				if ((rc = db_seat_set(db, table, k + 1,
				    id[SEATING_AT(s, i, t, k)], err)) != 0)
					return rc;
		}
	}
	return 0;
}

/* The meetings and seats of one stored table among the present players; sat[j] marked. */
static void
seating_prior_table(const struct db_seats *seats, int n, const int64_t *id,
    unsigned char *meet, int *pos, int *sat)
{
	int	 k, j, at[4];

	for (k = 0; k < 4; k++)
		for (at[k] = -1, j = 0; j < n; j++)
			if (seats->player[k] != 0 && seats->player[k] == id[j])
				at[k] = j, sat[j] = 1, pos[j * 4 + k]++;
	for (k = 0; k < 4; k++)
		for (j = 0; j < 4; j++)
			if (j != k && at[k] >= 0 && at[j] >= 0 && meet[at[k] * n + at[j]] < 255)
				meet[at[k] * n + at[j]]++;
}

int
db_seating_prior(struct db *db, const struct db_event *ev, int first, int n,
    const int64_t *id, struct seating_plan *pl, struct errbuf *err)
{
	struct db_seats	 seats;
	unsigned char	*meet = xcalloc((size_t)n * n, 1);
	int		*byes = xcalloc((size_t)n, sizeof(int));
	int		*pos = xcalloc((size_t)n * 4, sizeof(int));
	int		*sat = xcalloc((size_t)n, sizeof(int));
	int64_t		 table;
	int		 s, t, j, rc = 0;

	err_clear(err);
	pl->prior_meet = meet, pl->prior_byes = byes, pl->prior_seats = pos;
	for (s = 1; s < first && rc == 0; s++) {
		memset(sat, 0, (size_t)n * sizeof(int));
		for (t = 1; (rc = db_table_get(db, ev->id, s, t, 0, &table, err)) == 1; t++) {
			if ((rc = db_table_seats(db, table, &seats, err)) == -1)
				break;
			seating_prior_table(&seats, n, id, meet, pos, sat);
		}
		for (j = 0; j < n; j++)
			byes[j] += !sat[j];
	}
	free(sat);
	return rc == -1 ? -1 : 0;
}

void
db_seating_prior_free(struct seating_plan *pl)
{
	free((void *)pl->prior_meet);
	free((void *)pl->prior_byes);
	free((void *)pl->prior_seats);
	pl->prior_meet = NULL;
	pl->prior_byes = pl->prior_seats = NULL;
}
