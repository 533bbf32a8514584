/*
 * Seating draws for four-player tables (baska.md §7.5): every player sits at
 * one table in every session, and no two players share a table twice
 * whenever the search finds such a schedule (the social golfer problem);
 * otherwise the schedule with the fewest repeated meetings it finds.
 *
 * The search is a seeded tabu search over swaps of two players of one
 * session, so a draw is reproduced exactly from its seed and can be shown to
 * be fair: the seed also shuffles which player gets which number, table and
 * seat. Pure: no I/O.
 */
#ifndef RULES_SEATING_H
#define RULES_SEATING_H

#include <stdint.h>

#define SEATING_MAX_PLAYERS	400
#define SEATING_MAX_SESSIONS	64

/* A schedule: seat[(s * ntables + t) * 4 + k] is the player (0-based) of session s, table t, seat k. */
struct seating {
	int	 nplayers;
	int	 ntables;
	int	 nsessions;
	int	*seat;
};

/* A small seeded generator (splitmix64); the same seed gives the same numbers everywhere. */
struct seating_rng {
	uint64_t s;
};

/* Seeds the generator. */
void	 seating_rng_seed(struct seating_rng *, uint64_t seed);
/* The next number of the generator, uniform in [0, n) for n > 0. */
uint32_t seating_rng_below(struct seating_rng *, uint32_t n);

/*
 * Draws nsessions sessions for nplayers players (a multiple of 4, 4 to
 * SEATING_MAX_PLAYERS) from seed, searching at most max_steps swaps
 * (0: a default that reaches 16 players in 5 sessions with no repeat).
 * Fills *out (free with seating_free). Returns the number of repeated
 * meetings (seating_repeats), or -1 when the sizes are out of range.
 */
int	 seating_draw(int nplayers, int nsessions, uint64_t seed, long max_steps,
	    struct seating *out);
/*
 * The repeated meetings of a schedule: over every pair of players, the
 * number of sessions they share a table beyond the first.
 */
int	 seating_repeats(const struct seating *);
/*
 * Whether every player sits exactly once in every session and every table
 * has four different players. Returns 1 if so, else 0.
 */
int	 seating_valid(const struct seating *);
/* Frees what a schedule holds (not the struct); NULL is a no-op. */
void	 seating_free(struct seating *);

#endif /* RULES_SEATING_H */
