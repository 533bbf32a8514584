/*
 * Fuzz target: the seating draw (src/rules/seating.c, baska.md §7.5). The
 * input picks the players, sessions, search steps and seed; every draw
 *   - is refused (-1) exactly when the sizes are out of range;
 *   - is a valid schedule by a check of its own (every player once a
 *     session, four different players a table) and by seating_valid;
 *   - reports as many repeated meetings as a recount here and as
 *     seating_repeats, never fewer than the pigeonhole bound;
 *   - is drawn again the same from the same seed (a draw is reproducible);
 * and the rest of the input edits (64 edits at most) the drawn schedule (swaps within a session
 * keep it valid and are recounted; a seat set to another number is refused
 * by seating_valid exactly when the own check refuses it).
 * The search is bounded here: players x players x sessions x steps at most
 * WORK, so every input stays cheap (the CLI's default is 400,000 steps; one
 * step of 16 players in 2 sessions is ~0.15 ms in the make fuzz build).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/rules/seating.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

#define WORK	384L

struct in {
	const uint8_t	*p;
	size_t		 n;
};

static unsigned
byte(struct in *in)
{
	if (in->n == 0)
		return 0;
	in->n--;
	return *in->p++;
}

/* Whether every player sits once a session and every table has four different players. */
static int
valid_here(const struct seating *s)
{
	static unsigned char seen[SEATING_MAX_PLAYERS];
	int		 i, k, p;

	if (s->nplayers != s->ntables * 4)
		return 0;
	for (i = 0; i < s->nsessions; i++) {
		memset(seen, 0, sizeof(seen));
		for (k = 0; k < s->nplayers; k++) {
			p = s->seat[i * s->nplayers + k];
			if (p < 0 || p >= s->nplayers || seen[p])
				return 0;
			seen[p] = 1;
		}
	}
	return 1;
}

/* The repeated meetings, counted from the pairs' meeting numbers. */
static int
recount(const struct seating *s)
{
	static int	 meet[SEATING_MAX_PLAYERS * SEATING_MAX_PLAYERS];
	const int	*g;
	int		 t, i, j, a, b, rep = 0;

	memset(meet, 0, sizeof(int) * (size_t)s->nplayers * s->nplayers);
	for (t = 0; t < s->nsessions * s->ntables; t++) {
		g = &s->seat[t * 4];
		for (i = 0; i < 4; i++)
			for (j = i + 1; j < 4; j++) {
				a = g[i] < g[j] ? g[i] : g[j];
				b = g[i] < g[j] ? g[j] : g[i];
				meet[a * s->nplayers + b]++;
			}
	}
	for (a = 0; a < s->nplayers; a++)
		for (b = a + 1; b < s->nplayers; b++)
			if (meet[a * s->nplayers + b] > 1)
				rep += meet[a * s->nplayers + b] - 1;
	return rep;
}

/* Each player meets 3 others a session and only n - 1 others in all. */
static int
bound(int n, int sessions)
{
	int	 over = 3 * sessions - (n - 1);

	return over > 0 ? n * over / 2 : 0;
}

/* Edits the drawn schedule as the rest of the input says and checks each result. */
static void
edit(struct seating *s, struct in *in)
{
	int	 op, sess, i, j, t, valid, k;

	for (k = 0; k < 64 && in->n >= 3; k++) {
		op = (int)byte(in);
		sess = (int)(byte(in) % (unsigned)s->nsessions);
		i = sess * s->nplayers + (int)(byte(in) % (unsigned)s->nplayers);
		if (op & 1) {	/* swap two seats of one session: still a schedule */
			j = sess * s->nplayers + (int)(byte(in) % (unsigned)s->nplayers);
			t = s->seat[i], s->seat[i] = s->seat[j], s->seat[j] = t;
			if (!seating_valid(s) || !valid_here(s))
				abort();
		} else {	/* a seat given another number (maybe out of range) */
			s->seat[i] = (int)byte(in) % (s->nplayers + 2) - 1;
			valid = valid_here(s);
			if (seating_valid(s) != valid)
				abort();
			if (!valid)
				return;
		}
		if (seating_repeats(s) != recount(s) || recount(s) < bound(s->nplayers,
		    s->nsessions))
			abort();
	}
}

/* The generator: below n, and the same numbers from the same seed. */
static void
rng_check(uint64_t seed, uint32_t n)
{
	struct seating_rng	 a, b;
	uint32_t		 x;
	int			 i;

	seating_rng_seed(&a, seed);
	seating_rng_seed(&b, seed);
	for (i = 0; i < 8; i++)
		if ((x = seating_rng_below(&a, n)) >= n || x != seating_rng_below(&b, n))
			abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct in	 in = { data, size };
	struct seating	 s, again;
	uint64_t	 seed = 0;
	long		 steps, cap;
	int		 n, sessions, rep, i;

	n = (int)byte(&in);
	sessions = (int)byte(&in);
	steps = (long)byte(&in) << 8 | byte(&in);
	for (i = 0; i < 8; i++)
		seed = seed << 8 | byte(&in);
	rng_check(seed, 1 + (uint32_t)n * (uint32_t)sessions * (uint32_t)(steps + 1));
	/* Out of range now and then (refused); else 4 to 16 players, 1 to 5 sessions
	 * (fewer as there are more players: one search step is players x players x
	 * sessions). */
	if ((n & 0xc0) == 0xc0) {
		static const int bad[][2] = {
			{ 0, 1 }, { 3, 1 }, { 2, 2 }, { -4, 1 }, { SEATING_MAX_PLAYERS + 4, 1 },
			{ 8, 0 }, { 8, SEATING_MAX_SESSIONS + 1 }, { 4, -1 },
		};
		i = n & 7;
		if (seating_draw(bad[i][0], bad[i][1], seed, 1, &s) != -1 || s.seat != NULL)
			abort();
		return 0;
	}
	n = 4 * (1 + n % 4);
	cap = WORK / ((long)n * n);
	sessions = 1 + sessions % (cap < 5 ? cap : 5);
	cap = WORK / ((long)n * n * sessions);
	steps = 1 + steps % cap;
	/* The default search (0 steps) where the first schedule already meets the bound. */
	if ((n == 4 || sessions == 1) && steps % 2 == 0)
		steps = 0;
	rep = seating_draw(n, sessions, seed, steps, &s);
	if (rep < 0 || s.nplayers != n || s.ntables != n / 4 || s.nsessions != sessions ||
	    !valid_here(&s) || !seating_valid(&s) || rep != recount(&s) ||
	    rep != seating_repeats(&s) || rep < bound(n, sessions))
		abort();
	if (seating_draw(n, sessions, seed, steps, &again) != rep ||
	    memcmp(s.seat, again.seat, sizeof(int) * (size_t)n * sessions) != 0)
		abort();
	seating_free(&again);
	edit(&s, &in);
	seating_free(&s);
	seating_free(NULL);
	return 0;
}
