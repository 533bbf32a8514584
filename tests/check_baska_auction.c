/* The auction (§4): the worked examples E7, E8, E14, E18, E19 and E20 a–h. */
#include <check.h>
#include <string.h>

#include "../src/rules/baska/baska.h"

/* Hands "P1 cards / P2 / P3 / P4" into sets. */
static void
hands_of(const char *s, uint16_t hands[4])
{
	char		 buf[128], *p, *q;
	int		 cards[4], n, i, seat = 0;
	struct errbuf	 err;

	memset(hands, 0, 4 * sizeof(hands[0]));
	strcpy(buf, s);
	for (p = buf; seat < 4; p = q + 1, seat++) {
		q = strchr(p, '/');
		if (q == NULL)
			q = p + strlen(p);
		n = cards_parse(p, (size_t)(q - p), cards, 4, &err);
		ck_assert_int_eq(n, 4);
		for (i = 0; i < n; i++)
			hands[seat] |= CARD_BIT(cards[i]);
		if (*q == '\0')
			break;
	}
	ck_assert_int_eq(seat, 3);
}

/*
 * Runs calls from the forehand P1 (dealer P4). A call prefixed with '!' must
 * be rejected, and if why is given its reason must be why.
 */
static void
run(struct baska_auction *a, const struct baska_rules *r, const char *hands, const char *calls,
    const char *why)
{
	uint16_t	 h[4];
	char		 buf[256], reason[192], *tok, *save;
	int		 call, bad;

	if (hands)
		hands_of(hands, h);
	baska_auction_init(a, r, 1, hands ? h : NULL);
	strcpy(buf, calls);
	for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
		bad = tok[0] == '!';
		call = baska_call_parse(tok + bad, strlen(tok + bad));
		ck_assert_msg(call >= 0, "bad call word %s", tok);
		if (bad) {
			ck_assert_msg(baska_auction_call(a, call, reason, sizeof(reason)) == -1,
			    "%s accepted", tok);
			if (why)
				ck_assert_str_eq(reason, why);
		} else
			ck_assert_msg(baska_auction_call(a, call, reason, sizeof(reason)) == 0,
			    "%s rejected: %s", tok, reason);
	}
}

static void
expect(const struct baska_auction *a, int over, enum baska_contract c, int declarer, int partner,
    int k)
{
	struct baska_auction_result	 res;

	baska_auction_result(a, &res);
	ck_assert_int_eq(a->over, over);
	ck_assert_int_eq(res.contract, c);
	ck_assert_int_eq(res.declarer, declarer);
	ck_assert_int_eq(res.partner, partner);
	ck_assert_int_eq(res.kontras, k);
}

#define E1	"Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah"
#define E4	"As Ah Qs 10d / 10s Qc 10c Qd / Jd Jh Jc Ad / Js 10h Ac Qh"
#define E9	"Jh Qh Js Ad / Ac 10h Jd 10s / Qs Qc 10c Jc / 10d Qd As Ah"
#define E11	"Ad Ah Js Jd / 10h Qd Qc Qs / 10d As Jh 10s / Ac Jc 10c Qh"
#define E14	"As 10h Js Qh / 10c 10s Jd 10d / Ad Jc Qc Qd / Jh Ah Ac Qs"
#define E18	"As Qd Js Ad / Ah Jc 10h Qs / Qh 10d Jh Ac / Jd 10s Qc 10c"
#define E19	"Ah Jd 10c As / 10h Jc Ac 10d / Qc Qs Qh Qd / Js Jh Ad 10s"

START_TEST(examples_e1_to_e19)
{
	struct baska_auction	 a;

	run(&a, &baska_psb, E1, "pass pass pass pass", NULL);
	expect(&a, 1, BC_ZWYKLA, 4, 3, 0);
	run(&a, &baska_psb, E1, "pass pass pass pass !pass", "the bidding has ended: no more calls (§4.2)");
	/* E7: M, S → k = 2 */
	run(&a, &baska_psb, E1, "kontra pass kontra pass pass pass", NULL);
	expect(&a, 1, BC_ZWYKLA, 4, 3, 2);
	/* E8: M M S → k = 2 */
	run(&a, &baska_psb, E4, "pass pass kontra kontra kontra pass pass pass", NULL);
	expect(&a, 1, BC_ZWYKLA, 2, 1, 2);
	/* E9: wedding, partner fallback to Js */
	run(&a, &baska_psb, E9, "pass pass wesele pass pass pass", NULL);
	expect(&a, 1, BC_WESELE, 3, 1, 0);
	/* E11: cicha */
	run(&a, &baska_psb, E11, "pass pass pass pass", NULL);
	expect(&a, 1, BC_CICHA, 2, 0, 0);
	/* E14 */
	run(&a, &baska_psb, E14, "pass pass zolo kontra pass pass kontra pass pass pass", NULL);
	expect(&a, 1, BC_ZOLO, 3, 0, 2);
	/* E18: k = 4, a fifth kontra is rejected */
	run(&a, &baska_psb, E18, "pass zolo-du kontra pass pass kontra pass kontra pass kontra "
	    "!kontra", "a fifth kontra call: at most 4 per contract (§4.3)");
	ck_assert_int_eq(a.over, 0);
	run(&a, &baska_psb, E18, "pass zolo-du kontra pass pass kontra pass kontra pass kontra "
	    "pass pass pass", NULL);
	expect(&a, 1, BC_ZOLO_DU, 2, 0, 4);
	/* E19: baśka; any other seat may not call it */
	run(&a, &baska_psb, E19, "pass pass baska pass pass pass", NULL);
	expect(&a, 1, BC_BASKA, 3, 0, 0);
	run(&a, &baska_psb, E19, "!baska", "only a player holding all four queens may call baśka (§3.2)");
	run(&a, &baska_psb, E19, "pass !baska", NULL);
	run(&a, &baska_psb, E19, "pass pass pass !baska", NULL);
}
END_TEST

/* E14's illegal variant: P3 gives the first kontra on his own zolo (recorded out of turn). */
START_TEST(example_e14_illegal)
{
	struct baska_auction	 a;
	char			 why[192];

	run(&a, &baska_psb, E14, "pass pass zolo", NULL);
	ck_assert_int_eq(baska_auction_call_at(&a, 3, CALL_KONTRA, why, sizeof(why)), -1);
	ck_assert_str_eq(why, "the soloist may not give the first kontra (§4.3)");
	/* Once a Młody gave a kontra, the soloist may return it. */
	run(&a, &baska_psb, E14, "pass pass zolo kontra pass pass kontra", NULL);
	ck_assert_int_eq(a.nkontra, 2);
	/* Out of turn but otherwise legal: the order is the reason. */
	run(&a, &baska_psb, E14, "pass pass zolo", NULL);
	ck_assert_int_eq(baska_auction_call_at(&a, 2, CALL_KONTRA, why, sizeof(why)), -1);
	ck_assert_str_eq(why, "it is seat 4's turn to speak, not seat 2's (§4.2)");
}
END_TEST

START_TEST(examples_e20)
{
	struct baska_auction	 a;
	struct baska_rules	 r = baska_psb;

	/* a) the kontra on wesele is cancelled by zolo */
	run(&a, &baska_psb, "Ac 10h Jd 10s / Qs Qc 10c Jc / Jh Qh Js Ad / 10d Qd As Ah",
	    "pass wesele kontra zolo pass pass pass", NULL);
	expect(&a, 1, BC_ZOLO, 4, 0, 0);
	/* b) ASK is not a pass */
	run(&a, &baska_psb, NULL, "ask pass pass pass pass", NULL);
	expect(&a, 1, BC_NONE, 0, 0, 0);
	run(&a, &baska_psb, NULL, "ask pass pass pass", NULL);
	ck_assert_int_eq(a.over, 0);
	/* c) */
	run(&a, &baska_psb, NULL, "ask pass zolo pass pass pass", NULL);
	expect(&a, 1, BC_ZOLO, 3, 0, 0);
	/* d) */
	run(&a, &baska_psb, NULL, "zolo !gran", "gran is not higher than zolo (§3.4)");
	run(&a, &baska_psb, NULL, "gran zolo", NULL);
	expect(&a, 0, BC_ZOLO, 2, 0, 0);
	/* e) */
	run(&a, &baska_psb, E1, "!wesele", "only a player holding Qc and Qs may call wesele (§3.2)");
	/* f) cicha holder P2 may not kontra first; allowed with cicha_is_solo=false */
	run(&a, &baska_psb, E11, "pass !kontra",
	    "the holder of Qc and Qs plays cicha alone and may not give the first kontra (§4.3)");
	r.cicha_is_solo = 0;
	run(&a, &r, E11, "pass kontra pass pass pass", NULL);
	expect(&a, 1, BC_CICHA, 2, 0, 1);
	/* g) P1 holds Qs only: a Stary may kontra first in the normal game */
	run(&a, &baska_psb, "Qs Ah Jd 10c / Qc Jc Ac 10d / Qh Qd 10h As / Js Jh Ad 10s",
	    "kontra pass pass pass", NULL);
	expect(&a, 1, BC_ZWYKLA, 2, 1, 1);
	/* h) zolo-du cancels the kontra on zolo by default */
	run(&a, &baska_psb, NULL, "pass zolo kontra pass pass zolo-du pass pass pass", NULL);
	expect(&a, 1, BC_ZOLO_DU, 2, 0, 0);
	r = baska_psb;
	r.du_cancels_kontras = 0;
	run(&a, &r, NULL, "pass zolo kontra pass pass zolo-du pass pass pass", NULL);
	expect(&a, 1, BC_ZOLO_DU, 2, 0, 1);
	/* ... but never when another player calls the higher game */
	run(&a, &r, NULL, "pass zolo kontra zolo-du pass pass pass", NULL);
	expect(&a, 1, BC_ZOLO_DU, 4, 0, 0);
}
END_TEST

START_TEST(options_and_edges)
{
	struct baska_auction	 a;
	struct baska_rules	 r = baska_psb;

	/* ASK only as the forehand's first call */
	run(&a, &baska_psb, NULL, "pass !ask", "only the forehand may ask (pytam), as his first call (§4.2)");
	run(&a, &baska_psb, NULL, "pass pass pass !ask", NULL);
	r.allow_ask = 0;
	run(&a, &r, NULL, "!ask", "asking (pytam) is not allowed by this ruleset (§4.2)");
	r = baska_psb;
	r.allow_gran = 0;
	run(&a, &r, NULL, "!gran !gran-du zolo", NULL);
	r = baska_psb;
	r.wedding_first_call_only = 1;
	run(&a, &r, E9, "pass pass pass pass", NULL);
	run(&a, &r, E9, "pass pass wesele", NULL);
	run(&a, &r, E9, "pass pass pass kontra pass pass !wesele",
	    "wesele may only be a player's first call (§4.2)");
	r = baska_psb;
	r.max_kontra_calls = 2;
	run(&a, &r, NULL, "zolo kontra kontra !kontra", "a third kontra call: at most 2 per contract (§4.3)");
	/* 3 passes after a kontra end, 4 passes without any call end */
	run(&a, &baska_psb, NULL, "pass kontra pass pass pass", NULL);
	expect(&a, 1, BC_NONE, 0, 0, 1);
	/* unknown hands: wesele is accepted, the partner is unknown */
	run(&a, &baska_psb, NULL, "wesele kontra pass pass pass", NULL);
	expect(&a, 1, BC_WESELE, 1, 0, 1);
	/* §3.3: caller with Jc and Js → Jh holder */
	{
		uint16_t	 h[4];

		hands_of("Qc Qs Jc Js / Jh Ah Ad 10d / Ac 10c As 10s / Qh Qd 10h Jd", h);
		ck_assert_int_eq(baska_wedding_partner(h, 1), 2);
		hands_of("Qc Qs Ah Js / Jh Jc Ad 10d / Ac 10c As 10s / Qh Qd 10h Jd", h);
		ck_assert_int_eq(baska_wedding_partner(h, 1), 2);
		hands_of("Qc Qs Ah Jd / Jh 10h Ad 10d / Ac 10c As Js / Qh Qd Jc 10s", h);
		ck_assert_int_eq(baska_wedding_partner(h, 1), 4);
	}
	/* M S M S with sides: soloist's kontras alternate with the others' */
	run(&a, &baska_psb, NULL, "zolo kontra pass pass kontra kontra kontra pass pass pass", NULL);
	expect(&a, 1, BC_ZOLO, 1, 0, 3);
}
END_TEST

Suite *
baska_auction_suite(void)
{
	Suite	*s = suite_create("baska_auction");
	TCase	*tc = tcase_create("auction");

	tcase_add_test(tc, examples_e1_to_e19);
	tcase_add_test(tc, example_e14_illegal);
	tcase_add_test(tc, examples_e20);
	tcase_add_test(tc, options_and_edges);
	suite_add_tcase(s, tc);
	return s;
}
