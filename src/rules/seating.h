/*
 * Seating draws for four-player tables (referee-baska(7) §7.5): every player sits at
 * one table in every session (or sits out, when the number of players is not
 * a multiple of 4), and no two players share a table twice whenever that is
 * possible (the social golfer problem); otherwise the schedule with the
 * fewest repeated meetings, spread over as many pairs and as late as it can.
 *
 * For the numbers of players where the best schedule is known (16, 20, 24,
 * 28, 36, 40, ...), the sessions up to that optimum are built from a
 * resolvable design kept as data (seating_design.c); the sessions after it,
 * and every other size, come from a seeded tabu search over swaps of two
 * players of one session. The seed also shuffles which player gets which
 * number, table and seat, so a draw is reproduced exactly from its seed and
 * can be shown to be fair. Pure: no I/O.
 */
#ifndef RULES_SEATING_H
#define RULES_SEATING_H

#include <stdint.h>

#define SEATING_MAX_PLAYERS	400
#define SEATING_MAX_SESSIONS	64

/*
 * A schedule. Each session has nplayers slots: the 4 seats of each table
 * (seat[s * nplayers + t * 4 + k] is the player, 0-based, of session s,
 * table t, seat k), then the nbyes players who sit the session out
 * (seat[s * nplayers + ntables * 4 + k]).
 */
struct seating {
	int	 nplayers;
	int	 ntables;
	int	 nbyes;		/* nplayers % 4 */
	int	 nsessions;
	int	*seat;
};

/* The player of session s, table t, seat k. */
#define SEATING_AT(sch, s, t, k) ((sch)->seat[(s) * (sch)->nplayers + (t) * 4 + (k)])
/* The k-th player who sits session s out. */
#define SEATING_BYE(sch, s, k) \
	((sch)->seat[(s) * (sch)->nplayers + (sch)->ntables * 4 + (k)])

/* A small seeded generator (splitmix64); the same seed gives the same numbers everywhere. */
struct seating_rng {
	uint64_t s;
};

/* Seeds the generator. */
void	 seating_rng_seed(struct seating_rng *, uint64_t seed);
/* The next number of the generator, uniform in [0, n) for n > 0. */
uint32_t seating_rng_below(struct seating_rng *, uint32_t n);

/*
 * What a plan starts from and how long it may search. The prior arrays,
 * when not NULL, are of sessions already played (a re-plan): meet[a * n + b]
 * the times a and b shared a table, byes[p] the sessions p sat out,
 * seats[p * 4 + k] the times p sat at seat k + 1.
 */
struct seating_plan {
	int			 nplayers;
	int			 nsessions;
	uint64_t		 seed;
	long			 max_steps;	/* 0: the default */
	const unsigned char	*prior_meet;
	const int		*prior_byes;
	const int		*prior_seats;
	/* Called now and then during a search (may be NULL): steps done, of max. */
	void			(*progress)(void *arg, long step, long max, int best);
	void			*progress_arg;
};

/*
 * Plans the sessions: fewest repeated meetings (counting the prior ones),
 * then sit-outs as even as possible (nobody sits out twice before everyone
 * has sat out once), then seats as even as possible. Fills *out (free with
 * seating_free). Returns the number of repeated meetings within the planned
 * sessions and with the prior ones, or -1 when the sizes are out of range
 * (4 to SEATING_MAX_PLAYERS players, 1 to SEATING_MAX_SESSIONS sessions).
 */
int	 seating_plan(const struct seating_plan *, struct seating *out);
/*
 * Draws nsessions sessions for nplayers players from seed, searching at most
 * max_steps swaps (0: the default): seating_plan with no prior sessions.
 */
int	 seating_draw(int nplayers, int nsessions, uint64_t seed, long max_steps,
	    struct seating *out);
/*
 * The repeated meetings of a schedule: over every pair of players, the
 * number of sessions they share a table beyond the first.
 */
int	 seating_repeats(const struct seating *);
/*
 * The most sessions any two players share a table (the certificate), over
 * the schedule and the prior meetings (n * n, or NULL).
 */
int	 seating_max_meetings(const struct seating *, const unsigned char *prior);
/*
 * Whether every player sits exactly once in every session, at a table or
 * out, and every table has four different players. Returns 1 if so, else 0.
 */
int	 seating_valid(const struct seating *);
struct errbuf;
/*
 * Whether the n names of a draw can be its players: each of 1 to max bytes,
 * no two the same once case and diacritics are folded. 0, or -1 with err
 * naming the first that cannot.
 */
int	 seating_names_check(int n, char *const *names, size_t max, struct errbuf *);
/* Frees what a schedule holds (not the struct); NULL is a no-op. */
void	 seating_free(struct seating *);

/*
 * A resolvable design for n players, developed from a base session under a
 * cyclic group (seating_design.c): rounds sessions in which no two players
 * meet twice. Fills seat (n per session) for session s < rounds. Returns
 * the number of rounds it holds, 0 when none is known for n.
 */
int	 seating_design(int n, int session, int *seat);

#endif /* RULES_SEATING_H */
