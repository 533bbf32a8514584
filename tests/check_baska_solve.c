/*
 * The claim solver (§5.5) and the range search: hand-made claims from the
 * seed's "gry skrócone", and random positions whose verdicts are checked by
 * a naive enumeration and whose refuting lines are replayed card by card.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/rules/baska/baska.h"

static void
hands_of(const char *s, uint16_t h[4])
{
	char		 buf[128], *p, *q;
	int		 cards[4], n, i, seat;
	struct errbuf	 err;

	strcpy(buf, s);
	p = buf;
	for (seat = 0; seat < 4; seat++) {
		q = strchr(p, '/');
		if (q)
			*q = '\0';
		n = cards_parse(p, strlen(p), cards, 4, &err);
		ck_assert_int_ge(n, 0);
		h[seat] = 0;
		for (i = 0; i < n; i++)
			h[seat] |= CARD_BIT(cards[i]);
		p = q ? q + 1 : p + strlen(p);
	}
}

START_TEST(seed_claims)
{
	uint16_t	 h[4];
	char		 line[192];
	int		 trick[4];

	/* gran-du with the four jacks */
	hands_of("Jc Js Jh Jd / Ah 10c Qd Ad / Ac Qs 10h As / Qc 10s Qh 10d", h);
	ck_assert_int_eq(baska_claim_check(&baska_psb, FAM_GRAN, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 1);
	ck_assert_str_eq(line, "");
	/*
	 * On lead with the two black jacks and the black aces ([S] "gry
	 * skrócone"): under §5.5's "every legal continuation" the claimant's
	 * own misplay counts too: leading Ac at once lets P3 (void in clubs)
	 * trump with Jd.
	 */
	hands_of("Jc Js Ac As / Jh 10c Qd Ad / Jd Qs 10h Ah / Qc 10s Qh 10d", h);
	ck_assert_int_eq(baska_claim_check(&baska_psb, FAM_GRAN, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 0);
	ck_assert_msg(strstr(line, "→ P3") != NULL, "%s", line);
	/* with the other jacks in one hand that must follow both black suits, it holds */
	hands_of("Jc Js Ac As / Jh Jd 10c Qs / Qc 10s Qd Ad / Ah 10h Qh 10d", h);
	ck_assert_int_eq(baska_claim_check(&baska_psb, FAM_GRAN, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 1);
	/* a jack holder void in clubs spoils it */
	hands_of("Jc Js Ac As / Jh 10c Qc Qd / Jd 10s Qs Ad / Ah 10h Qh 10d", h);
	ck_assert_int_eq(baska_claim_check(&baska_psb, FAM_GRAN, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 0);
	ck_assert_msg(strncmp(line, "trick 1: Ac ", 12) == 0, "%s", line);
	/* zolo-du with the four highest trumps */
	hands_of("Ah 10h Qc Qs / Qh Qd Jc Js / Jh Jd Ad 10d / Ac 10c As 10s", h);
	ck_assert_int_eq(baska_claim_check(&baska_psb, FAM_NORMAL, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 1);
	/* the same hand, but P2 leads a fela and P1 must add... nothing: still holds */
	ck_assert_int_eq(baska_claim_check(&baska_psb, FAM_NORMAL, h, 4, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 1);
	/* without Ah: P2 may lead... P1 holds 10h Qc Qs Qh; Ah with P4 wins a trick */
	hands_of("Qh 10h Qc Qs / Ah Qd Jc Js / Jh Jd Ad 10d / Ac 10c As 10s", h);
	ck_assert_int_eq(baska_claim_check(&baska_psb, FAM_NORMAL, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 0);
	ck_assert_msg(strstr(line, "→ P2") != NULL, "%s", line);
	/* mid-trick: E1 trick 1 after Js Qd, the Starzy (P3+P4) win it and... */
	hands_of("Ad Jc 10c / Ac Qh Jh / Qs 10h 10s Jd / 10d As Qc Ah", h);
	trick[0] = card_parse("Js", 2);
	trick[1] = card_parse("Qd", 2);
	ck_assert_int_eq(baska_claim_check(&baska_psb, FAM_NORMAL, h, 1, trick, 2, 1, 0xc, line,
	    sizeof(line)), 0);
	ck_assert_msg(strncmp(line, "trick 1: Js Qd ", 15) == 0, "%s", line);
	/* E1 from the start: the played result lies in the range */
	{
		struct baska_range	 rg;

		hands_of("Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah", h);
		ck_assert_int_eq(baska_range(&baska_psb, FAM_NORMAL, h, 1, NULL, 0, 0xc, &rg), 0);
		ck_assert_int_le(rg.min_eyes, 70);
		ck_assert_int_ge(rg.max_eyes, 70);
		ck_assert_int_le(rg.min_tricks, 3);
		ck_assert_int_ge(rg.max_tricks, 3);
		ck_assert_int_le(rg.max_eyes, 104);
		/* P4 holds Ah: the Starzy take at least one trick */
		ck_assert_int_ge(rg.min_tricks, 1);
	}
	hands_of("Ad Jc 10c / Ac Qh Jh / Qs 10h 10s Jd / 10d As Qc Ah", h);
	/* positions that are not of a deal */
	h[0] |= h[1];
	ck_assert_int_eq(baska_claim_check(&baska_psb, FAM_NORMAL, h, 1, trick, 2, 1, 0xc, line,
	    sizeof(line)), -1);
	ck_assert_int_eq(baska_claim_check(&baska_psb, FAM_NORMAL, h, 1, trick, 2, 1, 0xf, line,
	    sizeof(line)), -1);
}
END_TEST

/* ------------------------------------------------------------ naive */

/* 1 if in every continuation the side wins every trick; plain recursion. */
static int
naive_holds(const struct baska_rules *r, enum baska_family fam, uint16_t h[4], int leader, int *trick, int n, int side)
{
	uint16_t legal;
	int	 p, c, w, ok = 1, next[4];

	if (n == 4) {
		w = (leader + baska_trick_winner(fam, trick, 4)) % 4;
		if (!(side & (1 << w)))
			return 0;
		if ((h[0] | h[1] | h[2] | h[3]) == 0)
			return 1;
		return naive_holds(r, fam, h, w, next, 0, side);
	}
	p = (leader + n) % 4;
	legal = baska_legal(r, fam, trick, n, h[p]);
	for (c = 0; c < 16 && ok; c++) {
		if (!(legal & CARD_BIT(c)))
			continue;
		h[p] &= (uint16_t)~CARD_BIT(c);
		trick[n] = c;
		ok = naive_holds(r, fam, h, leader, trick, n + 1, side);
		h[p] |= CARD_BIT(c);
	}
	return ok;
}

/*
 * Replays a refuting line "trick N: a b c d → Pw; ..." from the position:
 * every card held by the player to move and legal, the winners as printed,
 * the last trick lost by the side and every earlier one won by it.
 */
static void
replay_line(const struct baska_rules *r, enum baska_family fam, const uint16_t hands[4], int leader, const int *cur, int n,
    int trick_no, int side, const char *line)
{
	uint16_t	 h[4];
	const char	*p = line, *arrow;
	int		 cards[4], k, i, t = 0, w, pl, no;
	struct errbuf	 err;

	memcpy(h, hands, sizeof(h));
	leader--;
	for (;;) {
		ck_assert_msg(sscanf(p, "trick %d: ", &no) == 1, "line '%s'", line);
		ck_assert_int_eq(no, trick_no + t);
		p = strchr(p, ':') + 2;
		arrow = strstr(p, " → P");
		ck_assert_ptr_nonnull(arrow);
		k = cards_parse(p, (size_t)(arrow - p), cards, 4, &err);
		ck_assert_int_eq(k, 4);
		for (i = 0; t == 0 && i < n; i++)
			ck_assert_int_eq(cards[i], cur[i]);
		for (i = (t == 0 ? n : 0); i < 4; i++) {
			pl = (leader + i) % 4;
			ck_assert_msg(h[pl] & CARD_BIT(cards[i]), "%s not held by P%d", card_name(cards[i]),
			    pl + 1);
			ck_assert_msg(baska_legal(r, fam, cards, i, h[pl]) & CARD_BIT(cards[i]),
			    "%s illegal", card_name(cards[i]));
			h[pl] &= (uint16_t)~CARD_BIT(cards[i]);
		}
		w = (leader + baska_trick_winner(fam, cards, 4)) % 4;
		ck_assert_int_eq(atoi(arrow + strlen(" → P")), w + 1);
		p = strchr(arrow, ';');
		if (p == NULL) {
			ck_assert_msg(!(side & (1 << w)), "the last trick of the line is not lost");
			return;
		}
		ck_assert_msg(side & (1 << w), "a trick before the last one is lost");
		p += 2;
		leader = w;
		t++;
	}
}

START_TEST(random_claims)
{
	unsigned	 seed = 99;
	int		 n, i, j, t, deck[16], played, fam, leader, k, p, c, trick[4], side, res;
	int		 holds = 0, fails = 0, naive_done = 0, trick_no;
	uint16_t	 h[4], legal;
	char		 line[192];
	struct baska_range rg;
	struct baska_rules r = baska_psb;

	for (n = 0; n < 6000; n++) {
		for (i = 0; i < 16; i++)
			deck[i] = i;
		for (i = 15; i > 0; i--) {
			j = rand_r(&seed) % (i + 1);
			t = deck[i]; deck[i] = deck[j]; deck[j] = t;
		}
		memset(h, 0, sizeof(h));
		for (i = 0; i < 16; i++)
			h[i / 4] |= CARD_BIT(deck[i]);
		fam = rand_r(&seed) % 2;
		r.gran_must_head = rand_r(&seed) % 3 == 0;
		r.gran_void_must_trump = rand_r(&seed) % 3 != 0;
		played = rand_r(&seed) % 16;
		leader = rand_r(&seed) % 4;
		trick_no = 1;
		k = 0;
		for (i = 0; i < played; i++) {
			p = (leader + k) % 4;
			legal = baska_legal(&r, fam, trick, k, h[p]);
			for (c = 0; !(legal & CARD_BIT(c)); c++)
				continue;
			if (rand_r(&seed) % 2)
				for (c = 15; !(legal & CARD_BIT(c)); c--)
					continue;
			trick[k++] = c;
			h[p] &= (uint16_t)~CARD_BIT(c);
			if (k == 4) {
				leader = (leader + baska_trick_winner(fam, trick, 4)) % 4;
				k = 0;
				trick_no++;
			}
		}
		side = 1 + rand_r(&seed) % 14;
		res = baska_claim_check(&r, fam, h, leader + 1, trick, k, trick_no, side, line,
		    sizeof(line));
		ck_assert_int_ge(res, 0);
		ck_assert_int_eq(baska_range(&r, fam, h, leader + 1, trick, k, side, &rg), 0);
		if (res != (rg.min_tricks == 4 - trick_no + 1))
			ck_abort_msg("claim %d but range min %d of %d", res, rg.min_tricks, 5 - trick_no);
		if (res == 1) {
			holds++;
			if (played >= 4 || naive_done < 200) {
				uint16_t	 hh[4];
				int		 tt[4];

				memcpy(hh, h, sizeof(hh));
				memcpy(tt, trick, sizeof(tt));
				naive_done += played < 4;
				ck_assert(naive_holds(&r, fam, hh, leader, tt, k, side));
			}
		} else {
			fails++;
			replay_line(&r, fam, h, leader + 1, trick, k, trick_no, side, line);
		}
	}
	ck_assert_int_gt(holds, 100);
	ck_assert_int_gt(fails, 1000);
}
END_TEST

Suite *
baska_solve_suite(void)
{
	Suite	*s = suite_create("baska_solve");
	TCase	*tc = tcase_create("solve");

	tcase_add_test(tc, seed_claims);
	tcase_add_test(tc, random_claims);
	tcase_set_timeout(tc, 120);
	suite_add_tcase(s, tc);
	return s;
}
