/* Seating draws (src/rules/seating.c): validity, repeats, reproducibility. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../src/rules/seating.h"
#include "../src/util/util.h"

/* Counts repeated meetings plainly: every pair, every session. */
static int
plain_repeats(const struct seating *s)
{
	int	 a, b, i, t, k, m, together, rep = 0;

	for (a = 0; a < s->nplayers; a++)
		for (b = a + 1; b < s->nplayers; b++) {
			m = 0;
			for (i = 0; i < s->nsessions; i++)
				for (t = 0; t < s->ntables; t++) {
					together = 0;
					for (k = 0; k < 4; k++) {
						int p = SEATING_AT(s, i, t, k);
						together += (p == a) + (p == b);
					}
					m += together == 2;
				}
			if (m > 1)
				rep += m - 1;
		}
	return rep;
}

/* Every size from 4 to 40 players and 1 to 6 sessions: a valid schedule whose repeats are counted right. */
START_TEST(draw_valid_all_sizes)
{
	struct seating	 s;
	int		 n, S, rep;

	for (n = 4; n <= 40; n += 4)
		for (S = 1; S <= 6; S++) {
			rep = seating_draw(n, S, (uint64_t)(n * 100 + S), 3000, &s);
			ck_assert_int_ge(rep, 0);
			ck_assert_int_eq(s.nplayers, n);
			ck_assert_int_eq(s.ntables, n / 4);
			ck_assert_int_eq(s.nsessions, S);
			ck_assert(seating_valid(&s));
			ck_assert_int_eq(rep, plain_repeats(&s));
			ck_assert_int_eq(rep, seating_repeats(&s));
			if (S == 1)
				ck_assert_int_eq(rep, 0);
			seating_free(&s);
		}
}
END_TEST

/* The target: 16 players, 5 sessions, nobody meets twice; also 20, 24, 28 and 32 players. */
START_TEST(draw_no_repeats)
{
	static const int cases[][2] = { { 16, 5 }, { 20, 5 }, { 24, 5 }, { 28, 6 }, { 32, 7 } };
	struct seating	 s;
	size_t		 i;
	uint64_t	 seed;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		for (seed = 1; seed <= 3; seed++) {
			ck_assert_int_eq(seating_draw(cases[i][0], cases[i][1], seed, 0, &s), 0);
			ck_assert(seating_valid(&s));
			ck_assert_int_eq(plain_repeats(&s), 0);
			seating_free(&s);
		}
}
END_TEST

/*
 * Past the possible: after 5 sessions of 16 everyone has met everyone, so a
 * sixth session repeats 6 pairs at each of 4 tables; 8 players repeat 4 pairs
 * from their second session on.
 */
START_TEST(draw_fewest_repeats)
{
	struct seating	 s;

	ck_assert_int_eq(seating_draw(16, 6, 5, 0, &s), 24);
	ck_assert_int_eq(plain_repeats(&s), 24);
	seating_free(&s);
	ck_assert_int_eq(seating_draw(8, 2, 5, 0, &s), 4);
	seating_free(&s);
}
END_TEST

/* The same seed gives the same draw; another seed another. */
START_TEST(draw_reproducible)
{
	struct seating	 a, b, c;

	seating_draw(20, 4, 99, 0, &a);
	seating_draw(20, 4, 99, 0, &b);
	seating_draw(20, 4, 100, 0, &c);
	ck_assert_mem_eq(a.seat, b.seat, sizeof(int) * 20 * 4);
	ck_assert(memcmp(a.seat, c.seat, sizeof(int) * 20 * 4) != 0);
	seating_free(&a);
	seating_free(&b);
	seating_free(&c);
}
END_TEST

START_TEST(draw_bad_sizes)
{
	struct seating	 s;

	ck_assert_int_eq(seating_draw(3, 2, 1, 0, &s), -1);
	ck_assert_int_eq(seating_draw(0, 2, 1, 0, &s), -1);
	ck_assert_int_eq(seating_draw(16, 0, 1, 0, &s), -1);
	ck_assert_int_eq(seating_draw(SEATING_MAX_PLAYERS + 1, 1, 1, 0, &s), -1);
	ck_assert_int_eq(seating_draw(16, SEATING_MAX_SESSIONS + 1, 1, 0, &s), -1);
	seating_free(&s);
}
END_TEST

/* The generator has no modulo bias: each of 3 values about a third of 30000 draws. */
START_TEST(draw_rng_uniform)
{
	struct seating_rng	 r;
	int			 count[3] = { 0, 0, 0 }, i;

	seating_rng_seed(&r, 12345);
	for (i = 0; i < 30000; i++)
		count[seating_rng_below(&r, 3)]++;
	for (i = 0; i < 3; i++) {
		ck_assert_int_gt(count[i], 9600);
		ck_assert_int_lt(count[i], 10400);
	}
}
END_TEST

/* Every design kept as data, session by session: a valid session, and no pair of players meets twice. */
START_TEST(design_pairs_once)
{
	struct seating	 s;
	unsigned char	*met;
	int		 n, S, i, t, j, k, a, b;

	for (n = 4; n <= 64; n += 4) {
		if ((S = seating_design(n, 0, NULL)) == 0)
			continue;
		ck_assert_int_le(S, (n - 1) / 3);
		s.nplayers = n, s.ntables = n / 4, s.nbyes = 0, s.nsessions = S;
		s.seat = calloc((size_t)S * n, sizeof(int));
		for (i = 0; i < S; i++)
			ck_assert_int_eq(seating_design(n, i, &s.seat[i * n]), S);
		ck_assert_msg(seating_valid(&s), "%d players: a session is not valid", n);
		met = calloc((size_t)n * n, 1);
		for (i = 0; i < S; i++)
			for (t = 0; t < n / 4; t++)
				for (j = 0; j < 4; j++)
					for (k = j + 1; k < 4; k++) {
						a = SEATING_AT(&s, i, t, j), b = SEATING_AT(&s, i, t, k);
						ck_assert_msg(met[a * n + b] == 0, "%d players:"
						    " %d and %d meet twice", n, a, b);
						met[a * n + b] = met[b * n + a] = 1;
					}
		free(met);
		free(s.seat);
	}
}
END_TEST

/*
 * The best known schedules (issue 30's table; 36 at the bound (n - 1) / 3),
 * checked by the certificate, with several seeds: nobody meets twice.
 */
START_TEST(draw_known_optimum)
{
	static const int cases[][2] = { { 16, 5 }, { 20, 5 }, { 24, 7 }, { 28, 9 },
		{ 32, 10 }, { 36, 11 }, { 40, 13 } };
	struct seating	 s;
	size_t		 i;
	uint64_t	 seed;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		for (seed = 1; seed <= 3; seed++) {
			ck_assert_int_eq(seating_draw(cases[i][0], cases[i][1], seed, 1, &s), 0);
			ck_assert(seating_valid(&s));
			ck_assert_int_eq(seating_max_meetings(&s, NULL), 1);
			ck_assert_int_eq(plain_repeats(&s), 0);
			seating_free(&s);
		}
}
END_TEST

/*
 * Past the optimum, the repeats come in the sessions after it: the first
 * five sessions of 16 players still have no repeat, and the three after
 * them repeat no pair more than once more.
 */
START_TEST(draw_repeats_late_and_spread)
{
	struct seating	 s, head;

	ck_assert_int_eq(seating_draw(16, 8, 7, 0, &s), 72);
	ck_assert_int_eq(seating_max_meetings(&s, NULL), 2);
	head = s;
	head.nsessions = 5;
	ck_assert_int_eq(plain_repeats(&head), 0);
	seating_free(&s);
}
END_TEST

/*
 * Any number of players: n % 4 sit out each session, nobody twice before
 * everyone once; every size from 4 to 43 and 1 to 9 sessions.
 */
START_TEST(draw_byes_even)
{
	struct seating	 s;
	int		 n, S, i, k, *outs, lo, hi;

	for (n = 4; n <= 43; n++)
		for (S = 1; S <= 9; S += 2) {
			ck_assert_int_ge(seating_draw(n, S, (uint64_t)n * 31 + S, 20, &s), 0);
			ck_assert_int_eq(s.nbyes, n % 4);
			ck_assert_int_eq(s.ntables, n / 4);
			ck_assert(seating_valid(&s));
			outs = calloc((size_t)n, sizeof(int));
			for (i = 0; i < S; i++) {
				for (k = 0; k < s.nbyes; k++)
					outs[SEATING_BYE(&s, i, k)]++;
				for (lo = hi = outs[0], k = 1; k < n; k++) {
					lo = outs[k] < lo ? outs[k] : lo;
					hi = outs[k] > hi ? outs[k] : hi;
				}
				ck_assert_msg(hi - lo <= 1, "%d players, session %d: sit-outs"
				    " %d to %d", n, i + 1, lo, hi);
			}
			free(outs);
			seating_free(&s);
		}
}
END_TEST

/* Seats are spread: over a 5-session draw of 16, nobody sits at one seat more than twice. */
START_TEST(draw_seats_even)
{
	struct seating	 s;
	int		 count[16][4], i, t, k;

	memset(count, 0, sizeof(count));
	ck_assert_int_eq(seating_draw(16, 5, 3, 0, &s), 0);
	for (i = 0; i < 5; i++)
		for (t = 0; t < 4; t++)
			for (k = 0; k < 4; k++)
				count[SEATING_AT(&s, i, t, k)][k]++;
	for (i = 0; i < 16; i++)
		for (k = 0; k < 4; k++)
			ck_assert_int_le(count[i][k], 2);
	seating_free(&s);
}
END_TEST

/*
 * A re-plan: 16 players met in 2 sessions (from a design draw); 15 stay.
 * The plan of 2 more sessions (3 tables, 3 sitting out) seats nobody with
 * someone he met before. (A third would be impossible: the 6 players who
 * play all of them would need 9 new table-mates, and 8 are left.)
 */
START_TEST(plan_after_drop_out)
{
	struct seating		 first, rest;
	struct seating_plan	 pl;
	unsigned char		 meet[15 * 15];
	int			 i, t, j, k, a, b, map[16], byes[15];

	ck_assert_int_eq(seating_draw(16, 2, 9, 0, &first), 0);
	for (i = 0, j = 0; i < 16; i++)
		map[i] = i == 5 ? -1 : j++;
	memset(meet, 0, sizeof(meet));
	memset(byes, 0, sizeof(byes));
	for (i = 0; i < 2; i++)
		for (t = 0; t < 4; t++)
			for (j = 0; j < 4; j++)
				for (k = 0; k < 4; k++) {
					a = map[SEATING_AT(&first, i, t, j)];
					b = map[SEATING_AT(&first, i, t, k)];
					if (j != k && a >= 0 && b >= 0)
						meet[a * 15 + b]++;
				}
	memset(&pl, 0, sizeof(pl));
	pl.nplayers = 15, pl.nsessions = 2, pl.seed = 4, pl.prior_meet = meet;
	pl.prior_byes = byes;
	ck_assert_int_eq(seating_plan(&pl, &rest), 0);
	ck_assert(seating_valid(&rest));
	ck_assert_int_eq(seating_max_meetings(&rest, meet), 1);
	seating_free(&first);
	seating_free(&rest);
}
END_TEST

/* The names of a draw: 1 to max bytes each, no two the same once folded. */
START_TEST(names_check)
{
	char		*ok[] = { "Anna", "Bartek", "Celina", "Łukasz" };
	char		*same[] = { "Anna", "Łukasz", "ANNA" };
	char		*empty[] = { "Anna", "" };
	char		*longer[] = { "Anna", "Bartłomiej" };
	struct errbuf	 err;

	err_clear(&err);
	ck_assert_int_eq(seating_names_check(4, ok, 127, &err), 0);
	ck_assert_int_eq(seating_names_check(3, same, 127, &err), -1);
	ck_assert_str_eq(err.msg, "draw: 'Anna' and 'ANNA' are the same player");
	ck_assert_int_eq(seating_names_check(2, empty, 127, &err), -1);
	ck_assert_str_eq(err.msg, "draw: player 2: a name of 1 to 127 bytes expected");
	ck_assert_int_eq(seating_names_check(2, longer, 8, &err), -1);
	ck_assert_str_eq(err.msg, "draw: player 2: a name of 1 to 8 bytes expected");
}
END_TEST

Suite *
seating_suite(void)
{
	Suite	*s = suite_create("seating");
	TCase	*tc = tcase_create("draw");

	tcase_set_timeout(tc, 120);

	tcase_add_test(tc, draw_valid_all_sizes);
	tcase_add_test(tc, draw_no_repeats);
	tcase_add_test(tc, draw_fewest_repeats);
	tcase_add_test(tc, draw_reproducible);
	tcase_add_test(tc, draw_bad_sizes);
	tcase_add_test(tc, draw_rng_uniform);
	tcase_add_test(tc, design_pairs_once);
	tcase_add_test(tc, draw_known_optimum);
	tcase_add_test(tc, draw_repeats_late_and_spread);
	tcase_add_test(tc, draw_byes_even);
	tcase_add_test(tc, draw_seats_even);
	tcase_add_test(tc, plan_after_drop_out);
	tcase_add_test(tc, names_check);
	suite_add_tcase(s, tc);
	return s;
}
