/*
 * The rating model (src/rules/rating.c) against updates worked by hand from
 * the Weng–Lin equations (the formulas in the comment of rating.c). With
 * equal means the exponentials cancel, so the updates have closed forms:
 * s2 = sigma^2 + tau^2 per player, c the match's spread, and for one player
 * a team mu' = mu + Omega, sigma' = sqrt(s2 (1 - Delta)). npm's openskill is
 * the other check (make oracle).
 */
#include <check.h>
#include <math.h>
#include <string.h>

#include "../src/rules/rating.h"

#define EPS	1e-12

static double
s2_new(void)
{
	double	 s = 25.0 / 3, t = 25.0 / 300;

	return s * s + t * t;
}

/* Two players, 1 beats 2: Omega = +-s2/(2c), Delta = gamma s2/(4c^2), gamma = sqrt(s2)/c. */
START_TEST(two_players)
{
	struct rating	 r[2];
	struct errbuf	 err;
	int		 size[2] = { 1, 1 }, rank[2] = { 1, 2 };
	double		 s2 = s2_new(), b = 25.0 / 6, c = sqrt(2 * (s2 + b * b));
	double		 delta = sqrt(s2) / c * 0.25 * s2 / (c * c);

	rating_init(&rating_openskill, &r[0]);
	rating_init(&rating_openskill, &r[1]);
	ck_assert_int_eq(rating_rate(&rating_openskill, 2, size, rank, r, &err), 0);
	ck_assert_double_eq_tol(r[0].mu, 25 + 0.5 * s2 / c, EPS);
	ck_assert_double_eq_tol(r[1].mu, 25 - 0.5 * s2 / c, EPS);
	ck_assert_double_eq_tol(r[0].sigma, sqrt(s2 * (1 - delta)), EPS);
	ck_assert_double_eq_tol(r[1].sigma, r[0].sigma, EPS);
	/* The numbers themselves, worked on paper to 6 places. */
	ck_assert_double_eq_tol(r[0].mu, 27.635389, 1e-6);
	ck_assert_double_eq_tol(r[0].sigma, 8.065901, 1e-6);
	ck_assert_double_eq_tol(rating_ordinal(&rating_openskill, &r[0]), 27.635389 - 3 * 8.065901,
	    1e-5);
}
END_TEST

/*
 * Three players, places 1, 2, 3: C_1 = 3e, C_2 = 2e, C_3 = e, so the sums
 * over the teams placed above are omega = 2/3, 1/6, -5/6 and
 * delta = 2/9, 17/36, 17/36.
 */
START_TEST(three_players)
{
	static const double om[3] = { 2.0 / 3, 1.0 / 6, -5.0 / 6 };
	static const double de[3] = { 2.0 / 9, 17.0 / 36, 17.0 / 36 };
	struct rating	 r[3];
	struct errbuf	 err;
	int		 size[3] = { 1, 1, 1 }, rank[3] = { 1, 2, 3 }, i;
	double		 s2 = s2_new(), b = 25.0 / 6, c = sqrt(3 * (s2 + b * b));

	for (i = 0; i < 3; i++)
		rating_init(&rating_openskill, &r[i]);
	ck_assert_int_eq(rating_rate(&rating_openskill, 3, size, rank, r, &err), 0);
	for (i = 0; i < 3; i++) {
		ck_assert_double_eq_tol(r[i].mu, 25 + om[i] * s2 / c, EPS);
		ck_assert_double_eq_tol(r[i].sigma,
		    sqrt(s2 * (1 - sqrt(s2) / c * de[i] * s2 / (c * c))), EPS);
	}
	/* The means stay in the order of the places, and the sum is kept. */
	ck_assert(r[0].mu > r[1].mu && r[1].mu > r[2].mu);
	ck_assert_double_eq_tol(r[0].mu + r[1].mu + r[2].mu, 75, 1e-9);
}
END_TEST

/* A tie between equals moves no mean and narrows both deviations alike. */
START_TEST(tie)
{
	struct rating	 r[2];
	struct errbuf	 err;
	int		 size[2] = { 1, 1 }, rank[2] = { 1, 1 }, model;

	for (model = RATING_PLACKETT_LUCE; model <= RATING_BRADLEY_TERRY; model++) {
		struct rating_params p = rating_openskill;

		p.model = model;
		rating_init(&p, &r[0]);
		rating_init(&p, &r[1]);
		ck_assert_int_eq(rating_rate(&p, 2, size, rank, r, &err), 0);
		ck_assert_double_eq_tol(r[0].mu, 25, EPS);
		ck_assert_double_eq_tol(r[1].mu, 25, EPS);
		ck_assert(r[0].sigma < sqrt(s2_new()));
		ck_assert_double_eq_tol(r[0].sigma, r[1].sigma, EPS);
	}
}
END_TEST

/*
 * Bradley–Terry, two players: c = sqrt(2 s2 + 2 beta^2), p = 1/2, so
 * Omega = s2/c (1 - 1/2) and Delta = sqrt(s2)/c s2/c^2 / 4: the same as
 * Plackett–Luce's for two players, whose c is the same.
 */
START_TEST(bradley_terry_two)
{
	struct rating_params p = rating_openskill;
	struct rating	 r[2];
	struct errbuf	 err;
	int		 size[2] = { 1, 1 }, rank[2] = { 2, 1 };
	double		 s2 = s2_new(), b = 25.0 / 6, c = sqrt(2 * s2 + 2 * b * b);

	p.model = RATING_BRADLEY_TERRY;
	rating_init(&p, &r[0]);
	rating_init(&p, &r[1]);
	ck_assert_int_eq(rating_rate(&p, 2, size, rank, r, &err), 0);
	ck_assert_double_eq_tol(r[1].mu, 25 + 0.5 * s2 / c, EPS);
	ck_assert_double_eq_tol(r[0].mu, 25 - 0.5 * s2 / c, EPS);
	ck_assert_double_eq_tol(r[0].sigma, sqrt(s2 * (1 - sqrt(s2) / c * s2 / (c * c) / 4)), EPS);
}
END_TEST

/*
 * Baśka's 1 against 3: a player's share of the team's move is its
 * variance over the team's, so three equal Młodzi move by a third each.
 */
START_TEST(one_against_three)
{
	struct rating	 r[4];
	struct errbuf	 err;
	int		 size[2] = { 1, 3 }, rank[2] = { 2, 1 }, i;
	double		 s2 = s2_new(), b = 25.0 / 6, c = sqrt(s2 + 3 * s2 + 2 * b * b);
	double		 e1 = exp(25 / c), e3 = exp(75 / c), p1 = e3 / (e1 + e3);

	for (i = 0; i < 4; i++)
		rating_init(&rating_openskill, &r[i]);
	ck_assert_int_eq(rating_rate(&rating_openskill, 2, size, rank, r, &err), 0);
	/* The Młodzi won: Omega = 3 s2 / c (1 - p1) for the team, a third to each. */
	for (i = 1; i < 4; i++)
		ck_assert_double_eq_tol(r[i].mu, 25 + s2 / c * (1 - p1), EPS);
	ck_assert_double_eq_tol(r[0].mu, 25 - s2 / c * (1 - p1), EPS);
}
END_TEST

START_TEST(bad_matches)
{
	struct rating	 r[2];
	struct errbuf	 err;
	int		 size[2] = { 1, 0 }, rank[2] = { 1, 2 };

	ck_assert_int_eq(rating_rate(&rating_openskill, 1, size, rank, r, &err), -1);
	ck_assert_int_eq(rating_rate(&rating_openskill, 2, size, rank, r, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "no player"));
}
END_TEST

/* The book: one point per event, the change over the last one, the order of events. */
START_TEST(book_history)
{
	struct rating_book	 b;
	struct rating_player	*a, *z;
	struct errbuf		 err;
	int			 size[2] = { 1, 1 }, win[2] = { 1, 2 };
	int64_t			 ids[2] = { 7, 9 };
	double			 after0;

	rating_book_init(&b, &rating_openskill);
	ck_assert_int_eq(rating_book_match(&b, 0, 2, size, win, ids, &err), 0);
	ck_assert_int_eq(rating_book_match(&b, 0, 2, size, win, ids, &err), 0);
	a = rating_book_player(&b, 7);
	after0 = rating_ordinal(&b.p, &a->r);
	ck_assert_int_eq((int)a->nhist, 1);
	ck_assert_int_eq(a->hist[0].deals, 2);
	ck_assert_double_eq_tol(rating_book_change(&b, a, 0), after0 - 0, EPS);
	ck_assert_int_eq(rating_book_match(&b, 1, 2, size, win, ids, &err), 0);
	a = rating_book_player(&b, 7);
	z = rating_book_player(&b, 9);
	ck_assert_int_eq((int)a->nhist, 2);
	ck_assert_int_eq(a->deals, 3);
	ck_assert_double_eq_tol(rating_book_change(&b, a, 1),
	    rating_ordinal(&b.p, &a->r) - after0, EPS);
	ck_assert(rating_book_change(&b, z, 1) < 0);
	ck_assert_double_eq_tol(rating_book_change(&b, a, 0), 0, EPS);	/* not the last */
	ck_assert_int_eq(rating_book_match(&b, 0, 2, size, win, ids, &err), -1);
	ck_assert_int_eq((int)b.n, 2);
	rating_book_free(&b);
}
END_TEST

/* The keys: 25/3 read and printed back, a bad value refused with its column. */
START_TEST(ruleset_keys)
{
	struct rating_params p = rating_openskill;
	struct strbuf	 sb = { 0 };
	struct errbuf	 err;

	ck_assert_int_eq(kv_parse(&rating_game, &p, "rating_sigma = 10/4\nrating_model = "
	    "bradley_terry\nrating_tau = 0\n", &err), 0);
	ck_assert_double_eq_tol(rating_value(&p.sigma), 2.5, EPS);
	ck_assert_int_eq(p.model, RATING_BRADLEY_TERRY);
	kv_print(&rating_game, "openskill", &rating_openskill, &sb);
	ck_assert_ptr_nonnull(strstr(sb_str(&sb), "rating_sigma = 25/3\n"));
	ck_assert_ptr_nonnull(strstr(sb_str(&sb), "rating_kappa = 0.0001\n"));
	ck_assert_ptr_nonnull(strstr(sb_str(&sb), "rating_model = plackett_luce\n"));
	sb_free(&sb);
	ck_assert_int_eq(kv_parse(&rating_game, &p, "rating_mu = 25/0\n", &err), -1);
	ck_assert_int_eq(kv_parse(&rating_game, &p, "rating_beta = 4x\n", &err), -1);
	p = rating_openskill;
	ck_assert_int_eq(kv_parse(&rating_game, &p, "rating_sigma = -1\n", &err), -1);
}
END_TEST

Suite *
rating_suite(void)
{
	Suite	*s = suite_create("rating");
	TCase	*tc = tcase_create("model");

	tcase_add_test(tc, two_players);
	tcase_add_test(tc, three_players);
	tcase_add_test(tc, tie);
	tcase_add_test(tc, bradley_terry_two);
	tcase_add_test(tc, one_against_three);
	tcase_add_test(tc, bad_matches);
	tcase_add_test(tc, book_history);
	tcase_add_test(tc, ruleset_keys);
	suite_add_tcase(s, tc);
	return s;
}
