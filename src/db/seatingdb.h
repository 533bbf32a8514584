/*
 * The seating of a Baśka event's sessions (src/db/seating.c): what referee
 * draw --event reads before it plans and writes after, through the tables
 * and seats of db.h. The caller holds the transaction.
 */
#ifndef SEATINGDB_H
#define SEATINGDB_H

#include <stdint.h>

#include "db.h"
#include "../rules/seating.h"

/*
 * Stores the drawn tables (sessions first.. of schedule s, players by id[]
 * of the schedule's player numbers) as the event's: a plain draw needs them
 * unseated, a re-plan (replan) first empties the sessions' tables, where a
 * table with deals refuses. 0, 1 (refused: err) or -1.
 */
int	 db_seating_store(struct db *, const struct db_event *, const struct seating *s,
	    const int64_t *id, int first, int replan, struct errbuf *);
/*
 * A re-plan's prior into pl (prior_meet n * n, prior_byes n, prior_seats
 * n * 4, freed by db_seating_prior_free): the meetings, sit-outs and seats of the
 * present players (id, n) in the event's sessions before first. 0 or -1.
 */
int	 db_seating_prior(struct db *, const struct db_event *, int first, int n,
	    const int64_t *id, struct seating_plan *pl, struct errbuf *);
/* Frees the prior db_seating_prior put into pl (none: a no-op). */
void	 db_seating_prior_free(struct seating_plan *pl);

#endif /* SEATINGDB_H */
