/* The order of the deals at a table (rules/baska/sequence.c): dealers, bok blocks, rows. */
#include <check.h>
#include <string.h>

#include "../src/rules/baska/sequence.h"

START_TEST(dealer_rotation)
{
	struct errbuf	 err;
	int		 d1, n, dealer, want;

	for (d1 = 1; d1 <= 4; d1++)
		for (n = 1; n <= 64; n++)
			ck_assert_int_eq(baska_dealer(d1, n), (d1 - 1 + n - 1) % 4 + 1);
	for (n = 1; n <= 12; n++) {
		want = (n - 1) % 4 + 1;
		for (dealer = 0; dealer <= 4; dealer++) {
			int	 d = dealer, rc = baska_deal_fits(&baska_psb, "GP", 0, n, &d, 0, &err);

			ck_assert_int_eq(rc, dealer == 0 || dealer == want ? 0 : -1);
			if (rc == 0)
				ck_assert_int_eq(d, want);
			else
				ck_assert_ptr_nonnull(strstr(err.msg, "§2.2"));
		}
	}
	dealer = 0;
	ck_assert_int_eq(baska_deal_fits(&baska_psb, "GP Puck", 40, 41, &dealer, 0, &err), -1);
	ck_assert_str_eq(err.msg, "deal 41: a session of GP Puck has 40 deals");
	ck_assert_int_eq(baska_deal_fits(&baska_psb, "GP Puck", 40, 40, &dealer, 1, &err), 0);
	dealer = 0;
	ck_assert_int_eq(baska_deal_fits(&baska_psb, "GP Puck", 40, 40, &dealer, 2, &err), -1);
	ck_assert_str_eq(err.msg, "bok: 0 or 1 (bok_stack is off)");
}
END_TEST

/*
 * Reference: bok flags are right iff every run of bok rows that is followed
 * by a plain row has a multiple of bok_block rows (queued rundy); the last
 * run may be cut by the end of the rows.
 */
static int
blocks_ok(unsigned mask, int n, int block)
{
	int	 i, run = 0;

	for (i = 0; i < n; i++) {
		if (mask & (1u << i))
			run++;
		else {
			if (run % block != 0)
				return 0;
			run = 0;
		}
	}
	return 1;
}

/* Every bok pattern of up to 12 deals, for blocks of 1 to 5 deals. */
START_TEST(bok_blocks_exhaustive)
{
	struct baska_rules	 r = baska_psb;
	struct baska_row	 rows[12];
	struct verdict		 v = { 0, 0, NULL };
	unsigned		 mask;
	int			 n = 12, i, block;
	size_t			 found;

	for (block = 1; block <= 5; block++) {
		r.bok_block = block;
		for (mask = 0; mask < 1u << n; mask++) {
			for (i = 0; i < n; i++) {
				rows[i].number = i + 1;
				rows[i].dealer = baska_dealer(1, i + 1);
				rows[i].bok = (mask >> i) & 1;
			}
			verdict_reset(&v);
			found = baska_sequence_check(&r, rows, (size_t)n, 0, 0, &v);
			ck_assert_uint_eq(found, v.n);
			ck_assert_msg((found == 0) == blocks_ok(mask, n, block), "block %d mask %x",
			    block, mask);
			for (i = 0; i < (int)v.n; i++) {
				ck_assert_int_eq(v.r[i].code, BS_BOK_BLOCK);
				/* the ruling names a plain row that ends a short run */
				ck_assert_int_eq((mask >> (v.r[i].turn - 1)) & 1, 0);
				ck_assert_int_eq((mask >> (v.r[i].turn - 2)) & 1, 1);
			}
		}
	}
	verdict_free(&v);
}
END_TEST

/* The rulebook's bok-runda: four deals; with bok_stack a second runda may overlap. */
START_TEST(bok_examples)
{
	struct baska_rules	 r = baska_psb;
	struct baska_row	 rows[10];
	struct verdict		 v = { 0, 0, NULL };
	static const int	 stacked[10] = { 0, 1, 1, 2, 2, 1, 1, 0, 0, 0 };
	static const int	 broken[10] = { 0, 1, 2, 2, 1, 0, 0, 0, 0, 0 };
	int			 i;

	for (i = 0; i < 10; i++) {
		rows[i].number = i + 1;
		rows[i].dealer = 0;
		rows[i].bok = i >= 2 && i < 6;
	}
	ck_assert_uint_eq(baska_sequence_check(&r, rows, 10, 40, 0, &v), 0);
	rows[5].bok = 0;	/* deals 3-5 only */
	ck_assert_uint_eq(baska_sequence_check(&r, rows, 10, 40, 0, &v), 1);
	ck_assert_int_eq(v.r[0].turn, 6);
	ck_assert_str_eq(v.r[0].text, "deal 6: the bok-runda from deal 3 stops after 3 of its 4 "
	    "deals (bok rows come in blocks of 4, §2.4)");
	/* Cut by the end of the rows: allowed (the session ended, or is being entered). */
	verdict_reset(&v);
	ck_assert_uint_eq(baska_sequence_check(&r, rows, 4, 4, 1, &v), 0);

	r.bok_stack = 1;
	for (i = 0; i < 10; i++)
		rows[i].bok = stacked[i];
	ck_assert_uint_eq(baska_sequence_check(&r, rows, 10, 0, 0, &v), 0);
	for (i = 0; i < 10; i++)
		rows[i].bok = broken[i];
	ck_assert_uint_eq(baska_sequence_check(&r, rows, 10, 0, 0, &v), 1);
	ck_assert_int_eq(v.r[0].turn, 5);
	ck_assert_int_eq(v.r[0].code, BS_BOK_BLOCK);
	verdict_free(&v);
}
END_TEST

START_TEST(rows_and_session_length)
{
	struct baska_row	 rows[6];
	struct verdict		 v = { 0, 0, NULL };
	int			 i;

	for (i = 0; i < 6; i++) {
		rows[i].number = i + 1;
		rows[i].dealer = baska_dealer(1, i + 1);
		rows[i].bok = 0;
	}
	ck_assert_uint_eq(baska_sequence_check(&baska_psb, rows, 6, 8, 0, &v), 0);
	ck_assert_uint_eq(baska_sequence_check(&baska_psb, rows, 6, 6, 1, &v), 0);
	ck_assert_uint_eq(baska_sequence_check(&baska_psb, rows, 6, 8, 1, &v), 1);
	ck_assert_int_eq(v.r[0].code, BS_TOO_FEW);
	ck_assert_str_eq(v.r[0].text, "6 rows, but a session has 8 deals (§7.3)");
	verdict_reset(&v);
	ck_assert_uint_eq(baska_sequence_check(&baska_psb, rows, 6, 4, 0, &v), 1);
	ck_assert_int_eq(v.r[0].code, BS_TOO_MANY);
	ck_assert_int_eq(v.r[0].turn, 5);
	verdict_reset(&v);
	rows[3].number = 5;	/* 1 2 3 5 5 6: deal 4 missing */
	rows[3].dealer = 1;
	rows[0].dealer = 2;	/* deal 1 by seat 2 */
	ck_assert_uint_eq(baska_sequence_check(&baska_psb, rows, 6, 0, 0, &v), 2);
	ck_assert_int_eq(v.r[0].code, BS_DEALER);
	ck_assert_int_eq(v.r[0].turn, 1);
	ck_assert_int_eq(v.r[0].player, 2);
	ck_assert_int_eq(v.r[1].code, BS_MISSING);
	ck_assert_str_eq(v.r[1].text, "deal 4 is missing: deal 3 is followed by deal 5 (§7.3)");
	verdict_reset(&v);
	ck_assert_uint_eq(baska_sequence_check(&baska_psb, rows + 2, 1, 0, 0, &v), 1);
	ck_assert_str_eq(v.r[0].text, "deal 1 is missing: the protocol starts at deal 3 (§7.3)");
	verdict_free(&v);
}
END_TEST

/* A session whose deal 1 is dealt by any seat: every first dealer, every row's dealer. */
START_TEST(session_first_dealer)
{
	struct baska_row	 rows[8];
	struct verdict		 v = { 0, 0, NULL };
	int			 first, i, wrong;

	for (first = 1; first <= 4; first++) {
		for (i = 0; i < 8; i++) {
			rows[i].number = i + 1;
			rows[i].dealer = (first - 1 + i) % 4 + 1;
			rows[i].bok = 0;
		}
		ck_assert_uint_eq(baska_session_check(&baska_psb, rows, 8, first, 8, 1, &v), 0);
		for (i = 0; i < 8; i++)
			for (wrong = 1; wrong <= 4; wrong++) {
				if (wrong == rows[i].dealer)
					continue;
				rows[i].dealer = wrong;
				ck_assert_uint_eq(baska_session_check(&baska_psb, rows, 8, first, 8,
				    1, &v), 1);
				ck_assert_int_eq(v.r[0].code, BS_DEALER);
				ck_assert_int_eq(v.r[0].turn, i + 1);
				verdict_reset(&v);
				rows[i].dealer = (first - 1 + i) % 4 + 1;
			}
	}
	/* The plural of the session length: a session of 1 deal. */
	ck_assert_uint_eq(baska_session_check(&baska_psb, rows, 2, 4, 1, 0, &v), 1);
	ck_assert_str_eq(v.r[0].text, "2 rows, but a session has 1 deal (§7.3)");
	verdict_free(&v);
}
END_TEST

Suite *
baska_sequence_suite(void)
{
	Suite	*s = suite_create("baska_sequence");
	TCase	*tc = tcase_create("sequence");

	tcase_add_test(tc, dealer_rotation);
	tcase_add_test(tc, bok_blocks_exhaustive);
	tcase_add_test(tc, bok_examples);
	tcase_add_test(tc, rows_and_session_length);
	tcase_add_test(tc, session_first_dealer);
	suite_add_tcase(s, tc);
	return s;
}
