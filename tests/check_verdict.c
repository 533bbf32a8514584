/* Structured verdicts (rules/game.h): building, ordering and counting rulings. */
#include <check.h>
#include <string.h>

#include "../src/rules/game.h"

START_TEST(addf_and_squares)
{
	struct verdict	 v = { 0, 0, NULL };
	struct ruling	*r;
	int		 i;

	r = verdict_addf(&v, 3, "§5.2", 2, 4, "must add %s to the led %s", "10s", "As");
	ck_assert_int_eq(r->code, 3);
	ck_assert_str_eq(r->rule, "§5.2");
	ck_assert_int_eq(r->turn, 2);
	ck_assert_int_eq(r->player, 4);
	ck_assert_str_eq(r->text, "must add 10s to the led As");
	for (i = 0; i < RULING_SQUARES + 3; i++)
		ruling_square(r, i, 9);
	ck_assert_int_eq(r->nsq, RULING_SQUARES);
	ck_assert_int_eq(r->sq[1], GAME_SQ(1, 9));
	/* Growth keeps the earlier rulings. */
	for (i = 0; i < 40; i++)
		verdict_addf(&v, 1 + i % 5, NULL, i, 1, "r%d", i);
	ck_assert_uint_eq(v.n, 41);
	ck_assert_str_eq(v.r[0].text, "must add 10s to the led As");
	ck_assert_str_eq(v.r[40].text, "r39");
	ck_assert_uint_eq(verdict_count(&v, 0), 41);
	ck_assert_uint_eq(verdict_count(&v, 1), 8);
	ck_assert_uint_eq(verdict_count(&v, 3), 9);
	verdict_reset(&v);
	ck_assert_uint_eq(v.n, 0);
	verdict_free(&v);
	ck_assert_ptr_null(v.r);
	verdict_free(NULL);
}
END_TEST

/* Both orders are stable and total over (code, turn, player), every permutation of 4. */
START_TEST(sort_orders)
{
	static const int rows[4][3] = { { 2, 1, 1 }, { 1, 3, 2 }, { 1, 3, 1 }, { 2, 1, 1 } };
	struct verdict	 v = { 0, 0, NULL };
	const char	*first;
	int		 perm[4], a, b, c, d, i;

	for (a = 0; a < 4; a++)
	for (b = 0; b < 4; b++)
	for (c = 0; c < 4; c++)
	for (d = 0; d < 4; d++) {
		if (a == b || a == c || a == d || b == c || b == d || c == d)
			continue;
		perm[0] = a, perm[1] = b, perm[2] = c, perm[3] = d;
		verdict_reset(&v);
		for (i = 0; i < 4; i++)
			verdict_addf(&v, rows[perm[i]][0], NULL, rows[perm[i]][1],
			    rows[perm[i]][2], "%d", perm[i]);
		verdict_sort_code(&v);
		/* code 1 first: (1,3,1) then (1,3,2); then the two equal (2,1,1) rows in input order */
		ck_assert_str_eq(v.r[0].text, "2");
		ck_assert_str_eq(v.r[1].text, "1");
		ck_assert_int_eq(v.r[2].code, 2);
		ck_assert_int_eq(v.r[3].code, 2);
		/* stable: rows 0 and 3 (equal keys) keep their input order */
		for (i = 0; perm[i] != 0 && perm[i] != 3; i++)
			continue;
		first = perm[i] == 0 ? "0" : "3";
		ck_assert_str_eq(v.r[2].text, first);
		verdict_sort(&v);
		/* turn 1 first: the two (2,1,1) rows; then (1,3,1), (1,3,2) */
		ck_assert_str_eq(v.r[0].text, first);
		ck_assert_int_eq(v.r[1].turn, 1);
		ck_assert_str_eq(v.r[2].text, "2");
		ck_assert_str_eq(v.r[3].text, "1");
	}
	verdict_free(&v);
}
END_TEST

Suite *
verdict_suite(void)
{
	Suite	*s = suite_create("verdict");
	TCase	*tc = tcase_create("verdict");

	tcase_add_test(tc, addf_and_squares);
	tcase_add_test(tc, sort_orders);
	suite_add_tcase(s, tc);
	return s;
}
