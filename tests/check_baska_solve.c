/*
 * The claim solver (§5.5) and the range search: hand-made claims from the
 * seed's "gry skrócone", and random positions whose verdicts are checked by
 * a naive enumeration and whose refuting lines are replayed card by card.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/notation/bdn.h"
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

/* The claims of the seed's "gry skrócone" under claim_rule every_line. */
START_TEST(seed_claims)
{
	struct baska_rules every = baska_psb;
	uint16_t	 h[4];
	char		 line[192];
	int		 trick[4];

	every.claim_rule = CLAIM_EVERY_LINE;

	/* gran-du with the four jacks */
	hands_of("Jc Js Jh Jd / Ah 10c Qd Ad / Ac Qs 10h As / Qc 10s Qh 10d", h);
	ck_assert_int_eq(baska_claim_check(&every, FAM_GRAN, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 1);
	ck_assert_str_eq(line, "");
	/*
	 * On lead with the two black jacks and the black aces ([S] "gry
	 * skrócone"): under §5.5's "every legal continuation" the claimant's
	 * own misplay counts too: leading Ac at once lets P3 (void in clubs)
	 * trump with Jd.
	 */
	hands_of("Jc Js Ac As / Jh 10c Qd Ad / Jd Qs 10h Ah / Qc 10s Qh 10d", h);
	ck_assert_int_eq(baska_claim_check(&every, FAM_GRAN, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 0);
	ck_assert_msg(strstr(line, "→ seat 3") != NULL, "%s", line);
	/* with the other jacks in one hand that must follow both black suits, it holds */
	hands_of("Jc Js Ac As / Jh Jd 10c Qs / Qc 10s Qd Ad / Ah 10h Qh 10d", h);
	ck_assert_int_eq(baska_claim_check(&every, FAM_GRAN, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 1);
	/* a jack holder void in clubs spoils it */
	hands_of("Jc Js Ac As / Jh 10c Qc Qd / Jd 10s Qs Ad / Ah 10h Qh 10d", h);
	ck_assert_int_eq(baska_claim_check(&every, FAM_GRAN, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 0);
	ck_assert_msg(strncmp(line, "trick 1: Ac ", 12) == 0, "%s", line);
	/* zolo-du with the four highest trumps */
	hands_of("Ah 10h Qc Qs / Qh Qd Jc Js / Jh Jd Ad 10d / Ac 10c As 10s", h);
	ck_assert_int_eq(baska_claim_check(&every, FAM_NORMAL, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 1);
	/* the same hand, but P2 leads a fela and P1 must add... nothing: still holds */
	ck_assert_int_eq(baska_claim_check(&every, FAM_NORMAL, h, 4, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 1);
	/* without Ah: P2 may lead... P1 holds 10h Qc Qs Qh; Ah with P4 wins a trick */
	hands_of("Qh 10h Qc Qs / Ah Qd Jc Js / Jh Jd Ad 10d / Ac 10c As 10s", h);
	ck_assert_int_eq(baska_claim_check(&every, FAM_NORMAL, h, 1, NULL, 0, 1, 0x1, line,
	    sizeof(line)), 0);
	ck_assert_msg(strstr(line, "→ seat 2") != NULL, "%s", line);
	/* mid-trick: E1 trick 1 after Js Qd, the Starzy (P3+P4) win it and... */
	hands_of("Ad Jc 10c / Ac Qh Jh / Qs 10h 10s Jd / 10d As Qc Ah", h);
	trick[0] = card_parse("Js", 2);
	trick[1] = card_parse("Qd", 2);
	ck_assert_int_eq(baska_claim_check(&every, FAM_NORMAL, h, 1, trick, 2, 1, 0xc, line,
	    sizeof(line)), 0);
	ck_assert_msg(strncmp(line, "trick 1: Js Qd ", 15) == 0, "%s", line);
	/* E1 from the start: the played result lies in the range */
	{
		struct baska_range	 rg;

		hands_of("Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah", h);
		ck_assert_int_eq(baska_range(&every, FAM_NORMAL, h, 1, NULL, 0, 0xc, &rg), 0);
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
	ck_assert_int_eq(baska_claim_check(&every, FAM_NORMAL, h, 1, trick, 2, 1, 0xc, line,
	    sizeof(line)), -1);
	ck_assert_int_eq(baska_claim_check(&every, FAM_NORMAL, h, 1, trick, 2, 1, 0xf, line,
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
replay_any(const struct baska_rules *r, enum baska_family fam, const uint16_t hands[4], int leader,
    const int *cur, int n, int trick_no, int side, const char *line, int all_won)
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
		arrow = strstr(p, " → seat ");
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
		ck_assert_int_eq(atoi(arrow + strlen(" → seat ")), w + 1);
		p = strchr(arrow, ';');
		if (p == NULL && all_won) {
			ck_assert_msg(side & (1 << w), "a trick of the winning line is lost: %s", line);
			ck_assert_msg((h[0] | h[1] | h[2] | h[3]) == 0, "the line stops early: %s", line);
			return;
		}
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

static void
replay_line(const struct baska_rules *r, enum baska_family fam, const uint16_t hands[4], int leader,
    const int *cur, int n, int trick_no, int side, const char *line)
{
	replay_any(r, fam, hands, leader, cur, n, trick_no, side, line, 0);
}

/* Replays a sample winning line: legal cards, every trick won, to the end. */
static void
replay_won(const struct baska_rules *r, enum baska_family fam, const uint16_t hands[4], int leader,
    const int *cur, int n, int trick_no, int side, const char *line)
{
	replay_any(r, fam, hands, leader, cur, n, trick_no, side, line, 1);
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

	r.claim_rule = CLAIM_EVERY_LINE;
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

/* ------------------------------------------------------------ reference */

/*
 * A plain search for the equivalence test: every legal card (baska_legal)
 * by number, no tables, no hash, no shortcuts; the first line that loses a
 * trick for the side is kept. The solver skips cards equivalent to a lower
 * one it tried and positions it proved to hold; neither can change the
 * first refuting line in this order, so the lines must be equal.
 */
struct ref_line {
	int	 cards[4][4];
	int	 win[4];
	int	 n;
};

static int
ref_refute(const struct baska_rules *r, enum baska_family fam, uint16_t h[4], int leader,
    int *trick, int n, int side, int slot, struct ref_line *out)
{
	uint16_t legal;
	int	 p, c, k, w, next[4];

	if (n == 4) {
		w = (leader + baska_trick_winner(fam, trick, 4)) % 4;
		memcpy(out->cards[slot], trick, sizeof(out->cards[slot]));
		out->win[slot] = w;
		if (!(side & (1 << w))) {
			out->n = slot + 1;
			return 1;
		}
		if ((h[0] | h[1] | h[2] | h[3]) == 0)
			return 0;
		return ref_refute(r, fam, h, w, next, 0, side, slot + 1, out);
	}
	p = (leader + n) % 4;
	legal = baska_legal(r, fam, trick, n, h[p]);
	for (c = 0; c < 16; c++) {
		if (!(legal & CARD_BIT(c)))
			continue;
		h[p] &= (uint16_t)~CARD_BIT(c);
		trick[n] = c;
		k = ref_refute(r, fam, h, leader, trick, n + 1, side, slot, out);
		h[p] |= CARD_BIT(c);
		if (k)
			return 1;
	}
	return 0;
}

/* The reference verdict (1 holds, 0 refuted) and its line, as the solver writes it. */
static int
ref_claim(const struct baska_rules *r, enum baska_family fam, const uint16_t hands[4], int leader,
    const int *cur, int n, int trick_no, int side, char *line, size_t size)
{
	struct ref_line	 rl;
	uint16_t	 h[4];
	int		 t[4], i, len = 0;
	char		 cards[32];

	memcpy(h, hands, sizeof(h));
	memcpy(t, cur, (size_t)n * sizeof(int));
	line[0] = '\0';
	if ((h[0] | h[1] | h[2] | h[3]) == 0 && n == 0)
		return 1;
	if (!ref_refute(r, fam, h, leader - 1, t, n, side, 0, &rl))
		return 1;
	for (i = 0; i < rl.n; i++) {
		cards_format(rl.cards[i], 4, cards, sizeof(cards));
		len += snprintf(line + len, size - (size_t)len, "%strick %d: %s → seat %d",
		    i ? "; " : "", trick_no + i, cards, rl.win[i] + 1);
	}
	return 0;
}

/*
 * The solver against the reference on random positions from every trick
 * (whole deals played at random to a random point), both families, every
 * combination of the gran options, every side: the same verdict and, for
 * a refuted claim, the very same line.
 */
START_TEST(solver_equals_reference)
{
	unsigned	 seed = 2026;
	int		 n, i, j, t, deck[16], played, fam, leader, k, p, c, m, trick[4], side;
	int		 trick_no, res, want, holds = 0, by_trick[5] = { 0 }, cands[16];
	uint16_t	 h[4], legal;
	char		 line[192], ref[192];
	struct baska_rules r = baska_psb;

	r.claim_rule = CLAIM_EVERY_LINE;
	for (n = 0; n < 24000; n++) {
		for (i = 0; i < 16; i++)
			deck[i] = i;
		for (i = 15; i > 0; i--) {
			j = rand_r(&seed) % (i + 1);
			t = deck[i]; deck[i] = deck[j]; deck[j] = t;
		}
		memset(h, 0, sizeof(h));
		for (i = 0; i < 16; i++)
			h[i / 4] |= CARD_BIT(deck[i]);
		fam = n % 2;
		r.gran_must_head = n / 2 % 2;
		r.gran_void_must_trump = n / 4 % 2;
		played = n / 8 % 16;
		leader = rand_r(&seed) % 4;
		trick_no = 1;
		k = 0;
		for (i = 0; i < played; i++) {
			p = (leader + k) % 4;
			legal = baska_legal(&r, fam, trick, k, h[p]);
			for (m = 0, c = 0; c < 16; c++)
				if (legal & CARD_BIT(c))
					cands[m++] = c;
			c = cands[rand_r(&seed) % m];
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
		want = ref_claim(&r, fam, h, leader + 1, trick, k, trick_no, side, ref, sizeof(ref));
		if (res != want || strcmp(line, ref) != 0)
			ck_abort_msg("position %d: solver %d '%s', reference %d '%s'", n, res, line,
			    want, ref);
		holds += res;
		by_trick[trick_no]++;
	}
	/* every trick and both verdicts are well represented */
	for (i = 1; i <= 4; i++)
		ck_assert_int_gt(by_trick[i], 4000);
	ck_assert_int_gt(holds, 2000);
	ck_assert_int_gt(24000 - holds, 10000);
}
END_TEST

/* The range by plain recursion over baska_legal: no tables, no hash, no shortcuts. */
static void
ref_range(const struct baska_rules *r, enum baska_family fam, uint16_t h[4], int leader,
    int *trick, int n, int side, struct baska_range *out)
{
	struct baska_range sub;
	uint16_t legal;
	int	 p, c, w, i, eyes, first = 1, next[4];

	if (n == 4) {
		w = (leader + baska_trick_winner(fam, trick, 4)) % 4;
		memset(out, 0, sizeof(*out));
		if (h[0] | h[1] | h[2] | h[3])
			ref_range(r, fam, h, w, next, 0, side, out);
		if (side & (1 << w)) {
			for (eyes = 0, i = 0; i < 4; i++)
				eyes += card_eyes(trick[i]);
			out->min_tricks++;
			out->max_tricks++;
			out->min_eyes_tricks++;
			out->min_eyes += eyes;
			out->max_eyes += eyes;
		}
		return;
	}
	p = (leader + n) % 4;
	legal = baska_legal(r, fam, trick, n, h[p]);
	for (c = 0; c < 16; c++) {
		if (!(legal & CARD_BIT(c)))
			continue;
		h[p] &= (uint16_t)~CARD_BIT(c);
		trick[n] = c;
		ref_range(r, fam, h, leader, trick, n + 1, side, &sub);
		h[p] |= CARD_BIT(c);
		if (first || sub.min_tricks < out->min_tricks)
			out->min_tricks = sub.min_tricks;
		if (first || sub.max_tricks > out->max_tricks)
			out->max_tricks = sub.max_tricks;
		if (first || sub.min_eyes < out->min_eyes ||
		    (sub.min_eyes == out->min_eyes && sub.min_eyes_tricks < out->min_eyes_tricks))
			out->min_eyes_tricks = sub.min_eyes_tricks;
		if (first || sub.min_eyes < out->min_eyes)
			out->min_eyes = sub.min_eyes;
		if (first || sub.max_eyes > out->max_eyes)
			out->max_eyes = sub.max_eyes;
		first = 0;
	}
}

/*
 * baska_range against the plain recursion: random positions from every
 * trick (a few from the first, the reference being slow there), both
 * families, every combination of the gran options, every side.
 */
START_TEST(range_equals_reference)
{
	unsigned	 seed = 77;
	int		 n, i, j, t, deck[16], played, fam, leader, k, p, c, m, trick[4], side;
	int		 cands[16], tt[4];
	uint16_t	 h[4], hh[4], legal;
	struct baska_range got, want;
	struct baska_rules r = baska_psb;

	for (n = 0; n < 3000; n++) {
		for (i = 0; i < 16; i++)
			deck[i] = i;
		for (i = 15; i > 0; i--) {
			j = rand_r(&seed) % (i + 1);
			t = deck[i]; deck[i] = deck[j]; deck[j] = t;
		}
		memset(h, 0, sizeof(h));
		for (i = 0; i < 16; i++)
			h[i / 4] |= CARD_BIT(deck[i]);
		fam = n % 2;
		r.gran_must_head = n / 2 % 2;
		r.gran_void_must_trump = n / 4 % 2;
		played = n < 16 ? n / 4 : 4 + n % 12;
		leader = rand_r(&seed) % 4;
		k = 0;
		for (i = 0; i < played; i++) {
			p = (leader + k) % 4;
			legal = baska_legal(&r, fam, trick, k, h[p]);
			for (m = 0, c = 0; c < 16; c++)
				if (legal & CARD_BIT(c))
					cands[m++] = c;
			c = cands[rand_r(&seed) % m];
			trick[k++] = c;
			h[p] &= (uint16_t)~CARD_BIT(c);
			if (k == 4) {
				leader = (leader + baska_trick_winner(fam, trick, 4)) % 4;
				k = 0;
			}
		}
		side = 1 + rand_r(&seed) % 14;
		ck_assert_int_eq(baska_range(&r, fam, h, leader + 1, trick, k, side, &got), 0);
		memcpy(hh, h, sizeof(hh));
		memcpy(tt, trick, sizeof(tt));
		ref_range(&r, fam, hh, leader, tt, k, side, &want);
		if (memcmp(&got, &want, sizeof(got)) != 0)
			ck_abort_msg("position %d: range %d-%d tricks %d-%d eyes (%d), reference %d-%d %d-%d (%d)",
			    n, got.min_tricks, got.max_tricks, got.min_eyes, got.max_eyes,
			    got.min_eyes_tricks, want.min_tricks, want.max_tricks, want.min_eyes,
			    want.max_eyes, want.min_eyes_tricks);
	}
}
END_TEST

/* ------------------------------------------------------------ best line */

static int
claim_at(const struct baska_rules *r, enum baska_family fam, const char *hands, int leader,
    int side, char *line, size_t size)
{
	uint16_t	 h[4];

	hands_of(hands, h);
	return baska_claim_check(r, fam, h, leader, NULL, 0, 1, side, line, size);
}

/*
 * The seed's "gry skrócone" (§5.5): the Stary may throw down with the top
 * cards of his contract. Under best_line (the default) each holds and the
 * line that wins is named; the last one, on lead with the two black jacks
 * and aces or with one suit, is refuted under every_line.
 */
START_TEST(seed_claims_best_line)
{
	struct baska_rules every = baska_psb;
	char		 line[192];

	every.claim_rule = CLAIM_EVERY_LINE;
	ck_assert_int_eq(baska_psb.claim_rule, CLAIM_BEST_LINE);
	/* zolo-du with the four highest trumps, on lead and not */
	ck_assert_int_eq(claim_at(&baska_psb, FAM_NORMAL,
	    "Ah 10h Qc Qs / Qh Qd Jc Js / Jh Jd Ad 10d / Ac 10c As 10s", 1, 0x1, line,
	    sizeof(line)), 1);
	ck_assert_str_eq(line, "lead Ah, then 10h, then Qc, Qs");
	ck_assert_int_eq(claim_at(&baska_psb, FAM_NORMAL,
	    "Ah 10h Qc Qs / Qh Qd Jc Js / Jh Jd Ad 10d / Ac 10c As 10s", 3, 0x1, line,
	    sizeof(line)), 1);
	/* gran-du with the four jacks */
	ck_assert_int_eq(claim_at(&baska_psb, FAM_GRAN,
	    "Jc Js Jh Jd / Ah 10c Qd Ad / Ac Qs 10h As / Qc 10s Qh 10d", 1, 0x1, line,
	    sizeof(line)), 1);
	ck_assert_str_eq(line, "lead Jc, then Js, then Jh, Jd");
	/*
	 * Gran-du on lead with the two black jacks and the black aces: the
	 * jacks first draw Jh and Jd. Leading Ac at once lets P3 (void in
	 * clubs) trump with Jd: every_line refutes the claim.
	 */
	ck_assert_int_eq(claim_at(&baska_psb, FAM_GRAN,
	    "Jc Js Ac As / Jh 10c Qd Ad / Jd Qs 10h Ah / Qc 10s Qh 10d", 1, 0x1, line,
	    sizeof(line)), 1);
	ck_assert_str_eq(line, "lead Jc, then Js, then Ac, As");
	ck_assert_int_eq(claim_at(&every, FAM_GRAN,
	    "Jc Js Ac As / Jh 10c Qd Ad / Jd Qs 10h Ah / Qc 10s Qh 10d", 1, 0x1, line,
	    sizeof(line)), 0);
	ck_assert_msg(strncmp(line, "trick 1: Ac ", 12) == 0 && strstr(line, "→ seat 3") != NULL,
	    "%s", line);
	/* the jacks with one suit (A 10 of hearts): P2, void in hearts, holds Jd */
	ck_assert_int_eq(claim_at(&baska_psb, FAM_GRAN,
	    "Jc Js Ah 10h / Jd Ac 10c Qs / Jh Qh Ad 10d / Qc As 10s Qd", 1, 0x1, line,
	    sizeof(line)), 1);
	ck_assert_str_eq(line, "lead Jc, then Js, then Ah, 10h");
	ck_assert_int_eq(claim_at(&every, FAM_GRAN,
	    "Jc Js Ah 10h / Jd Ac 10c Qs / Jh Qh Ad 10d / Qc As 10s Qd", 1, 0x1, line,
	    sizeof(line)), 0);
	ck_assert_msg(strstr(line, "→ seat 2") != NULL, "%s", line);
	/* the black jacks, but a red jack guarded twice: not a claim in any reading */
	ck_assert_int_eq(claim_at(&baska_psb, FAM_GRAN,
	    "Jc Js Ah 10h / Jh Jd Ac Qs / Qh Ad 10d 10c / Qc As 10s Qd", 1, 0x1, line,
	    sizeof(line)), 1);
	ck_assert_int_eq(claim_at(&baska_psb, FAM_GRAN,
	    "Jc Js Ah 10h / Jh Ac Qs Qh / Jd Ad 10d 10c / Qc As 10s Qd", 1, 0x1, line,
	    sizeof(line)), 1);
	/* without the lead: P2 leads Jd... the jacks still win, but P2 may lead a heart: Ah wins */
	ck_assert_int_eq(claim_at(&baska_psb, FAM_GRAN,
	    "Jc Js Ah 10h / Jd Ac 10c Qs / Jh Qh Ad 10d / Qc As 10s Qd", 2, 0x1, line,
	    sizeof(line)), 1);
	/* refuted in both readings: the defence holds a card the side cannot stop */
	ck_assert_int_eq(claim_at(&baska_psb, FAM_NORMAL,
	    "Qh 10h Qc Qs / Ah Qd Jc Js / Jh Jd Ad 10d / Ac 10c As 10s", 1, 0x1, line,
	    sizeof(line)), 0);
	ck_assert_msg(strstr(line, "→ seat 2") != NULL, "%s", line);
	/* 2v2: both Starzy choose their cards */
	ck_assert_int_eq(claim_at(&baska_psb, FAM_NORMAL,
	    "Ah 10h Qc Qs / Qh Qd Jc Js / Ac 10c As 10s / Jh Jd Ad 10d", 1, 0x5, line,
	    sizeof(line)), 1);
	ck_assert_str_eq(line, "seat 1 leads Ah, seat 3 plays Ac; then seat 1 leads 10h, seat 3"
	    " plays 10c; then seat 1 leads Qc, seat 3 plays As; then seat 1 leads Qs, seat 3"
	    " plays 10s");
}
END_TEST

/* The plain AND-OR reference: baska_legal, every card, no tables, no memory. */
static int
ref_best(const struct baska_rules *r, enum baska_family fam, uint16_t h[4], int leader,
    int *trick, int n, int side)
{
	uint16_t legal;
	int	 p, c, w, mine, k, next[4];

	if (n == 4) {
		w = (leader + baska_trick_winner(fam, trick, 4)) % 4;
		if (!(side & (1 << w)))
			return 0;
		if ((h[0] | h[1] | h[2] | h[3]) == 0)
			return 1;
		return ref_best(r, fam, h, w, next, 0, side);
	}
	p = (leader + n) % 4;
	mine = (side >> p) & 1;
	legal = baska_legal(r, fam, trick, n, h[p]);
	for (c = 0; c < 16; c++) {
		if (!(legal & CARD_BIT(c)))
			continue;
		h[p] &= (uint16_t)~CARD_BIT(c);
		trick[n] = c;
		k = ref_best(r, fam, h, leader, trick, n + 1, side);
		h[p] |= CARD_BIT(c);
		if (k == mine)
			return k;
	}
	return !mine;
}

/*
 * Whether the side's cards seq[trick][seat] (-1 where the line names none),
 * played whatever the other side plays, are legal and win every trick.
 */
static int
ref_fixed(const struct baska_rules *r, enum baska_family fam, uint16_t h[4], int leader,
    int *trick, int n, int side, int seq[4][4], int k)
{
	uint16_t legal;
	int	 p, c, w, ok;

	if (n == 4) {
		w = (leader + baska_trick_winner(fam, trick, 4)) % 4;
		if (!(side & (1 << w)))
			return 0;
		if ((h[0] | h[1] | h[2] | h[3]) == 0)
			return 1;
		return k < 3 && ref_fixed(r, fam, h, w, trick + 4, 0, side, seq, k + 1);
	}
	p = (leader + n) % 4;
	legal = baska_legal(r, fam, trick, n, h[p]);
	if (side & (1 << p)) {
		if (seq[k][p] < 0)
			return 0;
		legal &= CARD_BIT(seq[k][p]);
	}
	if (legal == 0)
		return 0;
	for (c = 0; c < 16; c++) {
		if (!(legal & CARD_BIT(c)))
			continue;
		h[p] &= (uint16_t)~CARD_BIT(c);
		trick[n] = c;
		ok = ref_fixed(r, fam, h, leader, trick, n + 1, side, seq, k);
		h[p] |= CARD_BIT(c);
		if (!ok)
			return 0;
	}
	return 1;
}

/*
 * Reads a winning line as the solver states it, the side's cards trick by
 * trick ("lead Jc, then Js, then As, Ah" for one seat; "seat 1 leads Ah, seat 3
 * plays Qs; then ..." for several), into seq[trick][seat]. first: the
 * trick of the first card named.
 */
static void
parse_fixed(const char *line, int side, int first, int seq[4][4])
{
	const char *p = line;
	int	 k = first, seat = __builtin_ctz((unsigned)side), c, len;

	memset(seq, -1, 16 * sizeof(int));
	while (*p) {
		if (strncmp(p, "; then ", 7) == 0) {
			p += 7;
			k++;
			continue;
		}
		if (strncmp(p, ", then ", 7) == 0 || strncmp(p, ", ", 2) == 0) {
			p += p[2] == 't' ? 7 : 2;
			if (__builtin_popcount((unsigned)side) == 1)
				k++;
			continue;
		}
		if (strncmp(p, "seat ", 5) == 0 && p[6] == ' ') {
			seat = p[5] - '1';
			p += 7;
		}
		if (strncmp(p, "leads ", 6) == 0 || strncmp(p, "plays ", 6) == 0)
			p += 6;
		else if (strncmp(p, "lead ", 5) == 0 || strncmp(p, "play ", 5) == 0)
			p += 5;
		len = (int)strcspn(p, ",;");
		c = card_parse(p, (size_t)len);
		ck_assert_msg(c >= 0 && k < 4 && seat >= 0 && seat < 4, "cannot read '%s'", line);
		seq[k][seat] = c;
		p += len;
	}
}

/*
 * The AND-OR solver against the plain reference on random positions from
 * every trick, both families, every combination of the gran options,
 * every side: the same verdict. A refuted claim's line is replayed (legal
 * cards, the last trick lost); a holding claim's line, when it names only
 * the side's cards, is checked to win against every defence; otherwise its
 * sample line is replayed.
 */
START_TEST(best_line_equals_reference)
{
	unsigned	 seed = 4711;
	int		 n, i, j, t, deck[16], played, fam, leader, k, p, c, m, trick[4], side;
	int		 trick_no, res, want, holds = 0, fixed = 0, by_trick[5] = { 0 }, cands[16];
	int		 seq[4][4], tt[16], differ = 0, first;
	uint16_t	 h[4], hh[4], legal;
	char		 line[384];
	struct baska_rules r = baska_psb, every;
	const char	*eg = "answering the defence's cards, e.g. ";

	for (n = 0; n < 24000; n++) {
		for (i = 0; i < 16; i++)
			deck[i] = i;
		for (i = 15; i > 0; i--) {
			j = rand_r(&seed) % (i + 1);
			t = deck[i]; deck[i] = deck[j]; deck[j] = t;
		}
		memset(h, 0, sizeof(h));
		for (i = 0; i < 16; i++)
			h[i / 4] |= CARD_BIT(deck[i]);
		fam = n % 2;
		r.gran_must_head = n / 2 % 2;
		r.gran_void_must_trump = n / 4 % 2;
		played = n / 8 % 16;
		leader = rand_r(&seed) % 4;
		trick_no = 1;
		k = 0;
		for (i = 0; i < played; i++) {
			p = (leader + k) % 4;
			legal = baska_legal(&r, fam, trick, k, h[p]);
			for (m = 0, c = 0; c < 16; c++)
				if (legal & CARD_BIT(c))
					cands[m++] = c;
			c = cands[rand_r(&seed) % m];
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
		memcpy(hh, h, sizeof(hh));
		memcpy(tt, trick, sizeof(trick));
		want = ref_best(&r, fam, hh, leader, tt, k, side);
		if (res != want)
			ck_abort_msg("position %d: solver %d '%s', reference %d", n, res, line, want);
		every = r;
		every.claim_rule = CLAIM_EVERY_LINE;
		i = baska_claim_check(&every, fam, h, leader + 1, trick, k, trick_no, side, NULL, 0);
		/* every_line is the stricter reading */
		ck_assert(!(i == 1 && res == 0));
		differ += i != res;
		if (res == 0)
			replay_line(&r, fam, h, leader + 1, trick, k, trick_no, side, line);
		else if (strncmp(line, eg, strlen(eg)) == 0)
			/* a sample line: every trick is won */
			replay_won(&r, fam, h, leader + 1, trick, k, trick_no, side, line + strlen(eg));
		else if ((h[0] | h[1] | h[2] | h[3]) != 0) {
			/* the side's cards alone win against every defence */
			for (first = 1, i = k; i < 4; i++)
				if (side & (1 << ((leader + i) % 4)))
					first = 0;
			parse_fixed(line, side, first, seq);
			memcpy(hh, h, sizeof(hh));
			memcpy(tt, trick, sizeof(trick));
			if (!ref_fixed(&r, fam, hh, leader, tt, k, side, seq, 0))
				ck_abort_msg("position %d: the line '%s' does not win", n, line);
			fixed++;
		}
		holds += res;
		by_trick[trick_no]++;
	}
	for (i = 1; i <= 4; i++)
		ck_assert_int_gt(by_trick[i], 4000);
	ck_assert_int_gt(holds, 2000);
	ck_assert_int_gt(24000 - holds, 10000);
	ck_assert_int_gt(fixed, holds / 2);
	/* the readings differ on some positions */
	ck_assert_int_gt(differ, 100);
}
END_TEST

/* ------------------------------------------------------------ settlement */

/*
 * The fewest eyes the side can end with from a trick boundary (every seat
 * playing against it), and of the continuations giving them the fewest
 * tricks: plain recursion over baska_legal.
 */
static void
ref_worst(const struct baska_rules *r, enum baska_family fam, uint16_t h[4], int leader,
    int *trick, int n, int side, int *eyes, int *tricks)
{
	uint16_t legal;
	int	 p, c, w, i, e, t, sum, first = 1, next[4];

	if (n == 4) {
		w = (leader + baska_trick_winner(fam, trick, 4)) % 4;
		*eyes = *tricks = 0;
		if (h[0] | h[1] | h[2] | h[3])
			ref_worst(r, fam, h, w, next, 0, side, eyes, tricks);
		if (side & (1 << w)) {
			for (sum = 0, i = 0; i < 4; i++)
				sum += card_eyes(trick[i]);
			*eyes += sum;
			*tricks += 1;
		}
		return;
	}
	p = (leader + n) % 4;
	legal = baska_legal(r, fam, trick, n, h[p]);
	for (c = 0; c < 16; c++) {
		if (!(legal & CARD_BIT(c)))
			continue;
		h[p] &= (uint16_t)~CARD_BIT(c);
		trick[n] = c;
		ref_worst(r, fam, h, leader, trick, n + 1, side, &e, &t);
		h[p] |= CARD_BIT(c);
		if (first || e < *eyes || (e == *eyes && t < *tricks)) {
			*eyes = e;
			*tricks = t;
		}
		first = 0;
	}
}

/*
 * §5.5 settlement, through baska_judge: random deals, contracts and claims
 * at random trick boundaries, under both rules. A claim that holds gives
 * the claimant side every remaining trick; a refuted one is a violation
 * and the remaining tricks go by the continuation that gives the claimant
 * side the fewest eyes (of several, the fewest tricks), every seat playing
 * against it.
 */
START_TEST(refuted_claims_settled)
{
	static const enum baska_call contracts[] = { CALL_PASS, CALL_ZOLO, CALL_GRAN,
	    CALL_GRAN_DU, CALL_ZOLO_DU };
	unsigned	 seed = 5;
	int		 n, i, j, t, deck[16], k, p, c, m, cands[16], tt[4], leader, side, holds;
	int		 eyes[2], tricks[2], declside, e, tr, refuted = 0, held = 0, rule, w;
	uint16_t	 h[4], legal;
	struct baska_rules r = baska_psb;
	struct baska_deal *d = calloc(1, sizeof(*d));
	struct baska_verdict *v = calloc(1, sizeof(*v));
	struct errbuf	 err;
	enum baska_family fam;

	ck_assert(d != NULL && v != NULL);
	for (n = 0; n < 3000; n++) {
		memset(d, 0, sizeof(*d));
		for (i = 0; i < 16; i++)
			deck[i] = i;
		for (i = 15; i > 0; i--) {
			j = rand_r(&seed) % (i + 1);
			t = deck[i]; deck[i] = deck[j]; deck[j] = t;
		}
		memset(h, 0, sizeof(h));
		for (i = 0; i < 16; i++) {
			d->hands[i / 4][i % 4] = deck[i];
			h[i / 4] |= CARD_BIT(deck[i]);
		}
		d->has_hands = 1;
		d->dealer = 4;
		d->has_auction = 1;
		d->calls[0] = contracts[rand_r(&seed) % 5];
		d->ncalls = 4;
		for (i = 1; i < 4; i++)
			d->calls[i] = CALL_PASS;
		fam = d->calls[0] == CALL_GRAN || d->calls[0] == CALL_GRAN_DU ? FAM_GRAN : FAM_NORMAL;
		rule = n % 2;
		r.claim_rule = rule ? CLAIM_EVERY_LINE : CLAIM_BEST_LINE;
		/* random legal play up to a random trick boundary */
		d->has_play = 1;
		d->ntricks = rand_r(&seed) % 4;
		leader = 0;
		for (t = 0; t < d->ntricks; t++) {
			for (k = 0; k < 4; k++) {
				p = (leader + k) % 4;
				legal = baska_legal(&r, fam, d->trick[t], k, h[p]);
				for (m = 0, c = 0; c < 16; c++)
					if (legal & CARD_BIT(c))
						cands[m++] = c;
				d->trick[t][k] = cands[rand_r(&seed) % m];
				h[p] &= (uint16_t)~CARD_BIT(d->trick[t][k]);
			}
			d->trick_n[t] = 4;
			leader = (leader + baska_trick_winner(fam, d->trick[t], 4)) % 4;
		}
		d->claim = 1 + rand_r(&seed) % 4;
		ck_assert_int_ge(baska_judge(&r, d, v, &err), 0);
		declside = 1 << (v->outcome.declarer - 1);
		if (v->outcome.partner)
			declside |= 1 << (v->outcome.partner - 1);
		side = (declside >> (d->claim - 1)) & 1 ? declside : 0xf & ~declside;
		/* the tricks already played */
		eyes[0] = eyes[1] = tricks[0] = tricks[1] = 0;
		for (t = 0, w = 0; t < d->ntricks; t++) {
			w = (w + baska_trick_winner(fam, d->trick[t], 4)) % 4;
			for (k = 0; k < 4; k++)
				eyes[!(declside >> w & 1)] += card_eyes(d->trick[t][k]);
			tricks[!(declside >> w & 1)]++;
		}
		ck_assert_int_eq(w, leader);
		{
			uint16_t hh[4];

			memcpy(hh, h, sizeof(hh));
			holds = rule ? naive_holds(&r, fam, hh, leader, tt, 0, side) :
			    ref_best(&r, fam, hh, leader, tt, 0, side);
			memcpy(hh, h, sizeof(hh));
			ref_worst(&r, fam, hh, leader, tt, 0, side, &e, &tr);
		}
		ck_assert_int_eq(v->claim_holds, holds);
		if (holds) {
			held++;
			e = set_eyes(h[0] | h[1] | h[2] | h[3]);
			tr = 4 - d->ntricks;
			ck_assert_int_eq(v->nviol, 0);
		} else {
			refuted++;
			ck_assert_int_eq(v->nviol, 1);
			ck_assert_int_eq(v->viol[0].code, BR_CLAIM);
			ck_assert_int_eq(v->outcome.offender, 0);
		}
		if (side == declside) {
			eyes[0] += e;
			tricks[0] += tr;
		} else {
			eyes[0] += set_eyes(h[0] | h[1] | h[2] | h[3]) - e;
			tricks[0] += 4 - d->ntricks - tr;
		}
		ck_assert_int_eq(v->outcome.eyes, eyes[0]);
		ck_assert_int_eq(v->tricks, tricks[0]);
	}
	ck_assert_int_gt(refuted, 1000);
	ck_assert_int_gt(held, 100);
	free(d);
	free(v);
}
END_TEST

/*
 * The seed's gran-du "on lead with the two black jacks and aces", judged:
 * under best_line the claim holds and the Stary takes all 104 eyes; under
 * every_line it is refuted and settled by the worst continuation. The
 * four queens need no claim: a called Baśka wins without play (§3.5).
 */
START_TEST(seed_claims_judged)
{
	static const char text[] =
	    "[Deal \"1\"] [Dealer \"4\"]\n"
	    "[Hands \"Jc Js Ac As / Jh 10c Qd Ad / Jd Qs 10h Ah / Qc 10s Qh 10d\"]\n"
	    "[Auction]\ngran-du pass pass pass\n[Play]\n[Claim \"1\"]\n"
	    "\n[Deal \"2\"] [Dealer \"4\"]\n"
	    "[Hands \"Qc Qs Qh Qd / Jh 10c Jd Ad / Jc As 10h Ah / Ac 10s Js 10d\"]\n"
	    "[Auction]\nbaska pass pass pass\n[Play]\n[Claim \"1\"]\n";
	struct bdn_reader rd;
	struct baska_deal *d = calloc(1, sizeof(*d));
	struct baska_verdict *v = calloc(1, sizeof(*v));
	struct baska_rules every = baska_psb;
	struct errbuf	 err;

	every.claim_rule = CLAIM_EVERY_LINE;
	bdn_reader_init(&rd, text, strlen(text));
	ck_assert_int_eq(bdn_read(&rd, d, &err), 1);
	ck_assert_int_eq(baska_judge(&baska_psb, d, v, &err), 0);
	ck_assert_int_eq(v->claim_holds, 1);
	ck_assert_str_eq(v->claim_line, "lead Jc, then Js, then Ac, As");
	ck_assert_int_eq(v->outcome.eyes, 104);
	ck_assert(v->score.won);
	ck_assert_int_eq(v->score.points[0], 24);
	ck_assert_int_eq(baska_judge(&every, d, v, &err), 1);
	ck_assert_int_eq(v->claim_holds, 0);
	ck_assert_int_eq(v->viol[0].code, BR_CLAIM);
	ck_assert(!v->score.won);
	ck_assert_int_eq(v->score.points[0], -24);
	ck_assert_int_lt(v->tricks, 4);
	ck_assert_int_eq(bdn_read(&rd, d, &err), 1);
	ck_assert_int_eq(baska_judge(&baska_psb, d, v, &err), 0);
	ck_assert_int_eq(v->outcome.eyes, 104);
	ck_assert(v->score.won);
	ck_assert_int_eq(baska_judge(&every, d, v, &err), 0);
	ck_assert(v->score.won);
	free(d);
	free(v);
}
END_TEST

/*
 * A refuted claim is settled by one continuation: the one giving the
 * claimant side the fewest eyes. Here (gran by P4, claimed before the
 * first card) that is 20 eyes in two tricks, although P4 could also end
 * with a single trick (of more eyes): the tricks are those of the
 * continuation, not the fewest over all continuations.
 */
START_TEST(refuted_claim_one_continuation)
{
	static const char text[] =
	    "[Deal \"1\"] [Dealer \"4\"]\n"
	    "[Hands \"10c As Js Qd / Ac Qh Jh 10d / Qc Qs Ah Ad / Jc 10s 10h Jd\"]\n"
	    "[Auction]\npass pass pass gran pass pass pass\n[Play]\n[Claim \"4\"]\n";
	struct bdn_reader rd;
	struct baska_deal *d = calloc(1, sizeof(*d));
	struct baska_verdict *v = calloc(1, sizeof(*v));
	struct baska_range rg;
	uint16_t	 h[4];
	struct errbuf	 err;

	hands_of("10c As Js Qd / Ac Qh Jh 10d / Qc Qs Ah Ad / Jc 10s 10h Jd", h);
	ck_assert_int_eq(baska_range(&baska_psb, FAM_GRAN, h, 1, NULL, 0, 0x8, &rg), 0);
	ck_assert_int_eq(rg.min_eyes, 20);
	ck_assert_int_eq(rg.min_eyes_tricks, 2);
	ck_assert_int_eq(rg.min_tricks, 1);
	bdn_reader_init(&rd, text, strlen(text));
	ck_assert_int_eq(bdn_read(&rd, d, &err), 1);
	ck_assert_int_eq(baska_judge(&baska_psb, d, v, &err), 1);
	ck_assert_int_eq(v->claim_holds, 0);
	ck_assert_int_eq(v->outcome.eyes, 20);
	ck_assert_int_eq(v->tricks, 2);
	free(d);
	free(v);
}
END_TEST

Suite *
baska_solve_suite(void)
{
	Suite	*s = suite_create("baska_solve");
	TCase	*tc = tcase_create("solve");

	tcase_add_test(tc, seed_claims);
	tcase_add_test(tc, random_claims);
	tcase_add_test(tc, solver_equals_reference);
	tcase_add_test(tc, seed_claims_best_line);
	tcase_add_test(tc, best_line_equals_reference);
	tcase_add_test(tc, refuted_claims_settled);
	tcase_add_test(tc, seed_claims_judged);
	tcase_add_test(tc, refuted_claim_one_continuation);
	tcase_add_test(tc, range_equals_reference);
	tcase_set_timeout(tc, 120);
	suite_add_tcase(s, tc);
	return s;
}
