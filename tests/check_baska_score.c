/* Cards and settlement: the worked examples' numbers (§9) and zero-sum properties. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../src/rules/baska/baska.h"

START_TEST(card_names_roundtrip)
{
	int	 c;

	for (c = 0; c < BASKA_NCARDS; c++)
		ck_assert_int_eq(card_parse(card_name(c), strlen(card_name(c))), c);
	ck_assert_int_eq(card_parse("Tc", 2), CARD(SUIT_C, RANK_10));
	ck_assert_int_eq(card_parse("Dd", 2), CARD(SUIT_D, RANK_Q));
	ck_assert_int_eq(card_parse("WS", 2), CARD(SUIT_S, RANK_J));
	ck_assert_int_eq(card_parse("A\xe2\x99\xa5", 4), CARD(SUIT_H, RANK_A));
	ck_assert_int_eq(card_parse("10\xe2\x99\xa3", 5), CARD(SUIT_C, RANK_10));
	ck_assert_int_eq(card_parse("Kx", 2), -1);
	ck_assert_int_eq(card_parse("1c", 2), -1);
	ck_assert_int_eq(card_parse("A", 1), -1);
	ck_assert_int_eq(set_eyes(0xffff), 104);
}
END_TEST

START_TEST(cards_parse_errors)
{
	struct errbuf	 err;
	int		 cards[16], n;

	n = cards_parse("Ah, 10c Qs", 10, cards, 4, &err);
	ck_assert_int_eq(n, 3);
	ck_assert_int_eq(cards[1], CARD(SUIT_C, RANK_10));
	ck_assert_int_eq(cards_parse("Ah Kx", 5, cards, 4, &err), -1);
	ck_assert_int_eq(err.col, 4);
	ck_assert_int_eq(cards_parse("Ah Ah", 5, cards, 4, &err), -1);
	ck_assert_int_eq(cards_parse("Ah As Ad Ac Qs", 14, cards, 4, &err), -1);
}
END_TEST

/* §1.2/§1.3 orders: trump sequence and fela suits. */
START_TEST(card_orders)
{
	static const char *const normal[] = { "Ah", "10h", "Qc", "Qs", "Qh", "Qd",
	    "Jc", "Js", "Jh", "Jd", "Ad", "10d" };
	int	 i, a, b, trumps = 0;

	for (i = 0; i + 1 < 12; i++) {
		a = card_parse(normal[i], strlen(normal[i]));
		b = card_parse(normal[i + 1], strlen(normal[i + 1]));
		ck_assert_int_gt(card_power(FAM_NORMAL, a, b), card_power(FAM_NORMAL, b, a));
	}
	for (i = 0; i < BASKA_NCARDS; i++)
		trumps += card_is_trump(FAM_NORMAL, i);
	ck_assert_int_eq(trumps, 12);
	/* A fela of another suit never wins; the led fela suit ranks A over 10. */
	a = card_parse("As", 2);
	b = card_parse("10c", 3);
	ck_assert_int_eq(card_power(FAM_NORMAL, a, b), 0);
	ck_assert_int_gt(card_power(FAM_NORMAL, card_parse("Ac", 2), b), card_power(FAM_NORMAL, b, b));
	/* Gran: jacks Jc > Js > Jh > Jd, then A > 10 > Q of the led suit. */
	ck_assert_int_gt(card_power(FAM_GRAN, card_parse("Jd", 2), a), card_power(FAM_GRAN, a, a));
	ck_assert_int_gt(card_power(FAM_GRAN, card_parse("Js", 2), a),
	    card_power(FAM_GRAN, card_parse("Jh", 2), a));
	ck_assert_int_gt(card_power(FAM_GRAN, card_parse("Qs", 2), a),
	    card_power(FAM_GRAN, card_parse("Ah", 2), a));
}
END_TEST

static void
trick(enum baska_family fam, const char *cards, int winner)
{
	int		 t[4];
	struct errbuf	 err;

	ck_assert_int_eq(cards_parse(cards, strlen(cards), t, 4, &err), 4);
	ck_assert_msg(baska_trick_winner(fam, t, 4) == winner, "%s: expected card %d", cards, winner);
}

/* Trick winners of E1, E3, E13 and E15. */
START_TEST(trick_winners_from_examples)
{
	trick(FAM_NORMAL, "Js Qd Qs Ah", 3);
	trick(FAM_NORMAL, "As Ad Jh 10s", 2);
	trick(FAM_NORMAL, "Ac Jd Qc 10c", 2);
	trick(FAM_NORMAL, "10d Jc Qh 10h", 3);
	trick(FAM_NORMAL, "10c Ac Js Qd", 3);
	trick(FAM_NORMAL, "As Qc 10s Ad", 1);
	trick(FAM_NORMAL, "10s Jc As Qd", 3);
	trick(FAM_GRAN, "Js Jc Qc Jh", 1);
	trick(FAM_GRAN, "Ah 10d Qh 10h", 0);
	trick(FAM_GRAN, "Ad Ac Jd Qd", 2);
	trick(FAM_GRAN, "10c As Qs 10s", 0);
}
END_TEST

struct example {
	const char		*name;
	enum baska_contract	 contract;
	int			 declarer, partner, kontras, bok, eyes;
	int			 points[4];
	int			 level;
};

/* The settlements of §9; eyes are the declaring side's. */
static const struct example examples[] = {
	{ "E1", BC_ZWYKLA, 4, 3, 0, 0, 70, { -1, -1, 1, 1 }, 1 },
	{ "E2", BC_ZWYKLA, 2, 3, 0, 0, 84, { -2, 2, 2, -2 }, 2 },
	{ "E3", BC_ZWYKLA, 1, 3, 0, 0, 78, { 1, -1, 1, -1 }, 1 },
	{ "E4", BC_ZWYKLA, 2, 1, 0, 0, 36, { -1, -1, 1, 1 }, 1 },
	{ "E5", BC_ZWYKLA, 2, 4, 0, 0, 52, { 1, -1, 1, -1 }, 1 },
	{ "E6", BC_ZWYKLA, 3, 2, 0, 0, 104, { -3, 3, 3, -3 }, 3 },
	{ "E7", BC_ZWYKLA, 4, 3, 2, 0, 70, { -4, -4, 4, 4 }, 1 },
	{ "E8", BC_ZWYKLA, 2, 1, 2, 0, 36, { -4, -4, 4, 4 }, 1 },
	{ "E9", BC_WESELE, 3, 1, 0, 0, 69, { 1, -1, 1, -1 }, 1 },
	{ "E10", BC_WESELE, 2, 3, 0, 0, 34, { 1, -1, -1, 1 }, 1 },
	{ "E11", BC_CICHA, 2, 0, 0, 0, 68, { -4, 12, -4, -4 }, 1 },
	{ "E12", BC_CICHA, 2, 0, 0, 0, 45, { 4, -12, 4, 4 }, 1 },
	{ "E13", BC_ZOLO, 2, 0, 0, 0, 60, { -5, 15, -5, -5 }, 1 },
	{ "E14", BC_ZOLO, 3, 0, 2, 0, 43, { 20, 20, -60, 20 }, 1 },
	{ "E15", BC_GRAN, 4, 0, 0, 0, 61, { -4, -4, -4, 12 }, 1 },
	{ "E16", BC_GRAN_DU, 2, 0, 0, 0, 104, { -8, 24, -8, -8 }, 1 },
	{ "E17", BC_ZOLO_DU, 1, 0, 0, 0, 78, { -30, 10, 10, 10 }, 1 },
	{ "E18", BC_ZOLO_DU, 2, 0, 4, 1, 104, { -320, 960, -320, -320 }, 1 },
	{ "E19", BC_BASKA, 3, 0, 0, 0, 0, { -10, -10, 30, -10 }, 1 },
	{ "E19 bok", BC_BASKA, 3, 0, 0, 1, 0, { -20, -20, 60, -20 }, 1 },
};

START_TEST(worked_example_settlements)
{
	const struct example	*e = &examples[_i];
	struct baska_outcome	 o = { e->contract, e->declarer, e->partner, e->kontras,
				    e->bok, e->eyes, 0, 0 };
	struct baska_score	 s;
	struct errbuf		 err;
	int			 i;

	ck_assert_int_eq(baska_settle(&baska_psb, &o, &s, &err), 0);
	for (i = 0; i < 4; i++)
		ck_assert_msg(s.points[i] == e->points[i], "%s seat %d: %d, expected %d",
		    e->name, i + 1, s.points[i], e->points[i]);
	ck_assert_int_eq(s.level, e->level);
}
END_TEST

/* E3 under the 31/30 variant: level 2. E19 with baska_auto_win=false and no trick... */
START_TEST(variant_thresholds)
{
	struct baska_rules	 r = baska_psb;
	struct baska_outcome	 o = { BC_ZWYKLA, 1, 3, 0, 0, 78, 0, 0 };
	struct baska_score	 s;
	struct errbuf		 err;

	r.wyjscie_min_starzy = 31;
	r.wyjscie_min_mlodzi = 30;
	ck_assert_int_eq(baska_settle(&r, &o, &s, &err), 0);
	ck_assert_int_eq(s.level, 2);
	ck_assert_int_eq(s.points[0], 2);
	ck_assert_int_eq(s.points[1], -2);
	r = baska_psb;
	r.baska_auto_win = 0;
	o = (struct baska_outcome){ BC_BASKA, 3, 0, 0, 0, 93, 0, 0 };
	ck_assert_int_eq(baska_settle(&r, &o, &s, &err), 0);
	ck_assert_int_eq(s.points[2], -30);
}
END_TEST

/* §5.4 distributions: an illegal card by P1 (a Młody) in E1's deal, undecided. */
START_TEST(penalty_distributions)
{
	struct baska_rules	 r = baska_psb;
	struct baska_outcome	 o = { BC_ZWYKLA, 4, 3, 2, 0, 19, 3, 1 };
	struct baska_score	 s;
	struct errbuf		 err;

	/* Offender P3 is a Stary: Starzy lose z wyjściem at 4; P3 absorbs -8. */
	ck_assert_int_eq(baska_settle(&r, &o, &s, &err), 0);
	ck_assert_int_eq(s.won, 0);
	ck_assert_int_eq(s.level, 1);
	ck_assert_int_eq(s.points[0], 4);
	ck_assert_int_eq(s.points[1], 4);
	ck_assert_int_eq(s.points[2], -8);
	ck_assert_int_eq(s.points[3], 0);
	r.penalty_distribution = PEN_SIDE;
	ck_assert_int_eq(baska_settle(&r, &o, &s, &err), 0);
	ck_assert_int_eq(s.points[2], -4);
	ck_assert_int_eq(s.points[3], -4);
	r.penalty_distribution = PEN_OFFENDER_LONE;
	ck_assert_int_eq(baska_settle(&r, &o, &s, &err), 0);
	ck_assert_int_eq(s.points[2], -12);
	ck_assert_int_eq(s.points[3], 4);
	/* A Młody's offence in zolo: the soloist wins; the offender pays 3v alone. */
	r = baska_psb;
	o = (struct baska_outcome){ BC_ZOLO, 2, 0, 0, 0, 30, 1, 1 };
	ck_assert_int_eq(baska_settle(&r, &o, &s, &err), 0);
	ck_assert_int_eq(s.points[0], -15);
	ck_assert_int_eq(s.points[1], 15);
	ck_assert_int_eq(s.points[2], 0);
	ck_assert_int_eq(s.points[3], 0);
}
END_TEST

/* Property: every outcome in the whole space sums to zero and respects the cap. */
START_TEST(settle_zero_sum_everywhere)
{
	struct baska_outcome	 o;
	struct baska_score	 s;
	struct errbuf		 err;
	int			 c, d, p, k, b, e, off, sum, n = 0;

	for (c = BC_ZWYKLA; c < BC__COUNT; c++)
		for (d = 1; d <= 4; d++)
			for (p = 0; p <= 4; p++) {
				if (baska_contract_is_solo(c) != (p == 0) || p == d)
					continue;
				for (k = 0; k <= 4; k++)
					for (b = 0; b <= 1; b++)
						for (e = 0; e <= 104; e++)
							for (off = 0; off <= 4; off++) {
								o = (struct baska_outcome){ c, d, p, k, b, e, off, off != 0 };
								ck_assert_int_eq(baska_settle(&baska_psb, &o, &s, &err), 0);
								sum = s.points[0] + s.points[1] + s.points[2] + s.points[3];
								ck_assert_int_eq(sum, 0);
								ck_assert_int_le(s.factor, 64);
								n++;
							}
			}
	ck_assert_int_gt(n, 100000);
}
END_TEST

START_TEST(settle_refuses_bad_outcomes)
{
	struct baska_outcome	 o = { BC_ZOLO, 2, 3, 0, 0, 60, 0, 0 };
	struct baska_score	 s;
	struct errbuf		 err;

	ck_assert_int_eq(baska_settle(&baska_psb, &o, &s, &err), -1);	/* solo with partner */
	o = (struct baska_outcome){ BC_ZWYKLA, 2, 0, 0, 0, 60, 0, 0 };
	ck_assert_int_eq(baska_settle(&baska_psb, &o, &s, &err), -1);	/* 2v2 without */
	o = (struct baska_outcome){ BC_ZWYKLA, 2, 2, 0, 0, 60, 0, 0 };
	ck_assert_int_eq(baska_settle(&baska_psb, &o, &s, &err), -1);
	o = (struct baska_outcome){ BC_ZWYKLA, 2, 1, 5, 0, 60, 0, 0 };
	ck_assert_int_eq(baska_settle(&baska_psb, &o, &s, &err), -1);
	o = (struct baska_outcome){ BC_ZWYKLA, 2, 1, 0, 0, 105, 0, 0 };
	ck_assert_int_eq(baska_settle(&baska_psb, &o, &s, &err), -1);
}
END_TEST

/* What the commands read from their options: a correction's fields, --points, hands, sides. */
START_TEST(typed_outcomes_and_positions)
{
	struct baska_outcome	 o = { BC_GRAN, 2, 0, 1, 0, 70, 0, 0 };
	struct baska_outcome	 cur = { BC_ZWYKLA, 1, 3, 0, 1, 61, 0, 0 };
	struct baska_score	 sc = { 1, 1, 1, 1, { 3, -1, -1, -1 } };
	struct baska_legal_in	 in;
	struct errbuf		 err;
	const char		*opt;
	uint16_t		 hands[4], all = 0;
	int			 want[4] = { 3, -1, -1, -1 }, whole;

	baska_outcome_keep(&o, &cur, BO_CONTRACT | BO_EYES);
	ck_assert_int_eq(o.contract, BC_GRAN);
	ck_assert_int_eq(o.declarer, 1);
	ck_assert_int_eq(o.partner, 0);		/* a solo keeps no partner */
	ck_assert_int_eq(o.eyes, 70);
	ck_assert_int_eq(o.bok, 1);
	ck_assert_int_eq(baska_points_check(&sc, want, 1, &err), 0);
	want[1] = 1;
	ck_assert_int_eq(baska_points_check(&sc, want, 1, &err), -1);
	ck_assert_int_eq(baska_sides_check(BC_GRAN, 1, 3, &err), -1);
	ck_assert_int_eq(baska_sides_check(BC_ZWYKLA, 1, 0, &err), -1);
	ck_assert_int_eq(baska_sides_check(BC_ZWYKLA, 1, 1, &err), -1);
	ck_assert_int_eq(baska_sides_check(BC_ZWYKLA, 1, 3, &err), 0);
	ck_assert_int_eq(baska_hands_parse("As Jd 10h Js / 10s 10d Ah Qd / Ad Qs Qh Qc / Ac Jc 10c Jh",
	    1, hands, &all, &whole, &err), 0);
	ck_assert_int_eq(all, 0xffff);
	all = 0;
	ck_assert_int_eq(baska_hands_parse("As / Ks", 0, hands, &all, &whole, &err), -1);
	ck_assert_int_eq(whole, 0);
	ck_assert_int_eq(baska_legal_in_parse(&in, "Ac 10c", "Jc Ah", "Jc", &opt, &whole, &err), 0);
	ck_assert_int_eq(in.nt, 2);
	ck_assert_int_eq(in.nh, 2);
	ck_assert_int_eq(baska_legal_in_parse(&in, NULL, "Ac", "Ad", &opt, &whole, &err), -1);
	ck_assert_str_eq(opt, "--play");
	ck_assert_int_eq(whole, 1);
}
END_TEST

/*
 * A result without eyes: a called baśka takes all 104 when it wins without
 * play (§3.5), else they must be given. legal --solve's position: each legal
 * card of the seat on play, and a position no deal reaches refused.
 */
START_TEST(implied_eyes_and_solved_positions)
{
	struct baska_rules	 r = baska_psb;
	struct baska_outcome	 o = { BC_BASKA, 3, 0, 0, 0, 0, 0, 0 };
	struct baska_solve_q	 q = { BC_ZOLO, 2, 0, 1, "As / 10s 10d / Qs Qd / Js Jd", "Ad" };
	struct baska_solve_a	 a;
	struct baska_dd		*m = malloc(sizeof(*m));
	struct errbuf		 err;
	const char		*opt;
	int			 whole;

	ck_assert_int_eq(baska_outcome_eyes(&r, &o), 0);
	ck_assert_int_eq(o.eyes, 104);
	r.baska_auto_win = 0;
	ck_assert_int_eq(baska_outcome_eyes(&r, &o), -1);
	o.contract = BC_ZOLO;
	ck_assert_int_eq(baska_outcome_eyes(&baska_psb, &o), -1);

	ck_assert_ptr_nonnull(m);
	ck_assert_int_eq(baska_solve_at(m, &baska_psb, &q, &a, &opt, &whole, &err), 0);
	ck_assert_int_eq(a.p, 1);		/* seat 2 plays second to the trick */
	ck_assert_int_eq(a.starzy, 1);
	ck_assert_int_ge(a.n, 1);
	q.hands = "As Ah / 10s 10d / Qs Qd / Js Jd";
	ck_assert_int_eq(baska_solve_at(m, &baska_psb, &q, &a, &opt, &whole, &err), -1);
	ck_assert_str_eq(opt, "--hands");
	ck_assert_int_eq(whole, 1);
	/* the sides first: a zwykła without its partner, whatever the hands */
	q.contract = BC_ZWYKLA;
	ck_assert_int_eq(baska_solve_at(m, &baska_psb, &q, &a, &opt, &whole, &err), -1);
	ck_assert_str_eq(opt, "--partner");
	ck_assert_int_eq(whole, 1);
	free(m);
}
END_TEST

Suite *
baska_score_suite(void)
{
	Suite	*s = suite_create("baska_score");
	TCase	*tc = tcase_create("core");

	tcase_add_test(tc, card_names_roundtrip);
	tcase_add_test(tc, cards_parse_errors);
	tcase_add_test(tc, card_orders);
	tcase_add_test(tc, trick_winners_from_examples);
	tcase_add_loop_test(tc, worked_example_settlements, 0,
	    (int)(sizeof(examples) / sizeof(examples[0])));
	tcase_add_test(tc, variant_thresholds);
	tcase_add_test(tc, penalty_distributions);
	tcase_add_test(tc, settle_zero_sum_everywhere);
	tcase_add_test(tc, settle_refuses_bad_outcomes);
	tcase_add_test(tc, typed_outcomes_and_positions);
	tcase_add_test(tc, implied_eyes_and_solved_positions);
	suite_add_tcase(s, tc);
	return s;
}
