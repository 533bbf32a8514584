/* Seating draws (src/rules/seating.c): validity, repeats, reproducibility. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../src/rules/seating.h"

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
						int p = s->seat[(i * s->ntables + t) * 4 + k];
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

	ck_assert_int_eq(seating_draw(6, 2, 1, 0, &s), -1);
	ck_assert_int_eq(seating_draw(0, 2, 1, 0, &s), -1);
	ck_assert_int_eq(seating_draw(16, 0, 1, 0, &s), -1);
	ck_assert_int_eq(seating_draw(SEATING_MAX_PLAYERS + 4, 1, 1, 0, &s), -1);
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

Suite *
seating_suite(void)
{
	Suite	*s = suite_create("seating");
	TCase	*tc = tcase_create("draw");

	tcase_add_test(tc, draw_valid_all_sizes);
	tcase_add_test(tc, draw_no_repeats);
	tcase_add_test(tc, draw_fewest_repeats);
	tcase_add_test(tc, draw_reproducible);
	tcase_add_test(tc, draw_bad_sizes);
	tcase_add_test(tc, draw_rng_uniform);
	suite_add_tcase(s, tc);
	return s;
}
