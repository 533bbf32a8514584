/*
 * The double-dummy solver and the analysis of played deals: positions
 * worked out on paper, the rulebook's deals, and random positions and deals
 * checked against a plain minimax over every legal continuation written
 * here, apart from the solver (no tables, no memory, no pruning).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/notation/bdn.h"
#include "../src/rules/baska/baska.h"
#include "../src/report/baska.h"

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

/*
 * The reference: the side's eyes from a position (current trick included)
 * by plain minimax, every legal card of every seat tried (baska_legal, the
 * rules' own function), the side maximising, the others minimising.
 */
static int
ref_value(const struct baska_rules *r, enum baska_family fam, uint16_t h[4], int leader,
    int *trick, int n, int side)
{
	uint16_t legal;
	int	 p, c, v, best, w, e, i;

	if (n == 4) {
		w = (leader + baska_trick_winner(fam, trick, 4)) % 4;
		for (e = 0, i = 0; i < 4; i++)
			e += card_eyes(trick[i]);
		if (!((side >> w) & 1))
			e = 0;
		if ((h[0] | h[1] | h[2] | h[3]) == 0)
			return e;
		return e + ref_value(r, fam, h, w, trick + 4, 0, side);
	}
	p = (leader + n) % 4;
	legal = baska_legal(r, fam, trick, n, h[p]);
	best = (side >> p) & 1 ? -1 : 1000;
	for (c = 0; c < 16; c++) {
		if (!(legal & CARD_BIT(c)))
			continue;
		h[p] &= (uint16_t)~CARD_BIT(c);
		trick[n] = c;
		v = ref_value(r, fam, h, leader, trick, n + 1, side);
		h[p] |= CARD_BIT(c);
		if ((side >> p) & 1 ? v > best : v < best)
			best = v;
	}
	return best;
}

/* ref_value on copies (the reference writes its tricks after trick[]). */
static int
ref(const struct baska_rules *r, enum baska_family fam, const uint16_t h[4], int leader,
    const int *trick, int n, int side)
{
	uint16_t hh[4];
	int	 tt[20];

	memcpy(hh, h, sizeof(hh));
	memcpy(tt, trick, sizeof(int) * (size_t)n);
	return ref_value(r, fam, hh, leader, tt, n, side);
}

static struct baska_dd *
dd_new(void)
{
	struct baska_dd *m = malloc(sizeof(*m));

	ck_assert_ptr_nonnull(m);
	baska_dd_init(m);
	return m;
}

static int
dd_at(struct baska_dd *m, enum baska_family fam, const char *hands, int leader, int side)
{
	uint16_t h[4];
	int	 e = -1;

	hands_of(hands, h);
	baska_dd_reset(m);
	ck_assert_int_eq(baska_dd_value(m, &baska_psb, fam, h, leader, NULL, 0, side, &e), 0);
	return e;
}

/* Positions whose values are worked out on paper. */
START_TEST(paper_positions)
{
	struct baska_dd	*m = dd_new();
	uint16_t	 h[4];
	int		 trick[4], cards[4], eyes[4], n;

	/* zolo-du with the four highest trumps: every trick, 104 eyes, on lead or not */
	ck_assert_int_eq(dd_at(m, FAM_NORMAL,
	    "Ah 10h Qc Qs / Qh Qd Jc Js / Jh Jd Ad 10d / Ac 10c As 10s", 1, 0x1), 104);
	ck_assert_int_eq(dd_at(m, FAM_NORMAL,
	    "Ah 10h Qc Qs / Qh Qd Jc Js / Jh Jd Ad 10d / Ac 10c As 10s", 3, 0x1), 104);
	/* and the three Młodzi with them: nothing */
	ck_assert_int_eq(dd_at(m, FAM_NORMAL,
	    "Ah 10h Qc Qs / Qh Qd Jc Js / Jh Jd Ad 10d / Ac 10c As 10s", 2, 0xe), 0);
	/* gran-du with the four jacks */
	ck_assert_int_eq(dd_at(m, FAM_GRAN,
	    "Jc Js Jh Jd / Ah 10c Qd Ad / Ac Qs 10h As / Qc 10s Qh 10d", 1, 0x1), 104);
	/*
	 * The last two tricks, normal family, P1 on lead, P1 alone:
	 * P1 Ah Ac / P2 10h Jd / P3 As 10s / P4 10c Qd (trumps Ah 10h Qd Jd).
	 * P1 leads Ah: P2 cannot beat it but must trump (10h or Jd: Jd), P3
	 * has no trump (a fela: 10s), P4 must play Qd: P1 takes Ah Jd 10s Qd =
	 * 26; then Ac: P2 must trump with 10h, P4 must add 10c: the Młodzi's.
	 * P1 leads Ac: P4 must add 10c, P2 must trump: with 10h (P3 As) P2
	 * wins and leads Jd; P4 must beat it with Qd, P1 overtrumps with Ah:
	 * Jd 10s Qd Ah = 26 again (with Jd at once P1 would get 34). So 26
	 * either way.
	 */
	hands_of("Ah Ac / 10h Jd / As 10s / 10c Qd", h);
	baska_dd_reset(m);
	n = baska_dd_cards(m, &baska_psb, FAM_NORMAL, h, 1, trick, 0, 0x1, cards, eyes);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(cards[0], CARD(SUIT_C, RANK_A));
	ck_assert_int_eq(eyes[0], 26);
	ck_assert_int_eq(cards[1], CARD(SUIT_H, RANK_A));
	ck_assert_int_eq(eyes[1], 26);
	/* after Ac 10h: P3 plays As or 10s, whichever the Młodzi like */
	trick[0] = CARD(SUIT_C, RANK_A);
	trick[1] = CARD(SUIT_H, RANK_10);
	hands_of("Ah / Jd / As 10s / 10c Qd", h);
	n = baska_dd_cards(m, &baska_psb, FAM_NORMAL, h, 1, trick, 2, 0x1, cards, eyes);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(eyes[0], 26);	/* As now: 10s is left for P1's trick */
	ck_assert_int_eq(eyes[1], 27);	/* 10s now: As goes to P1 */
	/* after Ac Jd: P1 takes the last trick with 10h in it */
	trick[1] = CARD(SUIT_D, RANK_J);
	hands_of("Ah / 10h / As 10s / 10c Qd", h);
	n = baska_dd_cards(m, &baska_psb, FAM_NORMAL, h, 1, trick, 2, 0x1, cards, eyes);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(eyes[0], 34);	/* Ah 10h 10s Qd */
	ck_assert_int_eq(eyes[1], 35);	/* Ah 10h As Qd */
	/* an impossible position: a card twice, a trick that does not fit */
	hands_of("Ah Ac / Ah Jd / As 10s / 10c Qd", h);
	ck_assert_int_eq(baska_dd_value(m, &baska_psb, FAM_NORMAL, h, 1, NULL, 0, 0x1, &n), -1);
	hands_of("Ah Ac / 10h Jd / As 10s / 10c Qd", h);
	trick[0] = CARD(SUIT_D, RANK_A);
	ck_assert_int_eq(baska_dd_value(m, &baska_psb, FAM_NORMAL, h, 1, trick, 1, 0x1, &n), -1);
	free(m);
}
END_TEST

/* Deals a random deck into h and plays played cards at random; returns the trick's cards. */
static int
random_position(unsigned *seed, const struct baska_rules *r, enum baska_family fam,
    uint16_t h[4], int played, int *leader, int *trick)
{
	int	 deck[16], i, j, t, k = 0, p, c, m, cands[16];
	uint16_t legal;

	for (i = 0; i < 16; i++)
		deck[i] = i;
	for (i = 15; i > 0; i--) {
		j = rand_r(seed) % (i + 1);
		t = deck[i]; deck[i] = deck[j]; deck[j] = t;
	}
	memset(h, 0, 4 * sizeof(h[0]));
	for (i = 0; i < 16; i++)
		h[i / 4] |= CARD_BIT(deck[i]);
	*leader = rand_r(seed) % 4;
	for (i = 0; i < played; i++) {
		p = (*leader + k) % 4;
		legal = baska_legal(r, fam, trick, k, h[p]);
		for (m = 0, c = 0; c < 16; c++)
			if (legal & CARD_BIT(c))
				cands[m++] = c;
		c = cands[rand_r(seed) % m];
		trick[k++] = c;
		h[p] &= (uint16_t)~CARD_BIT(c);
		if (k == 4) {
			*leader = (*leader + baska_trick_winner(fam, trick, 4)) % 4;
			k = 0;
		}
	}
	return k;
}

/*
 * 20,000 random positions from every point of a deal, both families, every
 * combination of the gran options, every side: the value, every legal
 * card's value and the value found again from one card's
 * (baska_dd_value_but) agree with the reference.
 */
START_TEST(random_positions)
{
	struct baska_dd	*m = dd_new();
	struct baska_rules r = baska_psb;
	unsigned	 seed = 35;
	uint16_t	 h[4];
	int		 n, k, leader, trick[4], side, fam, got, want, cards[4], eyes[4], after[4], nc, i;

	for (n = 0; n < 20000; n++) {
		fam = n % 2;
		r.gran_must_head = n / 2 % 2;
		r.gran_void_must_trump = n / 4 % 2;
		k = random_position(&seed, &r, fam, h, n / 8 % 16, &leader, trick);
		side = 1 + rand_r(&seed) % 14;
		baska_dd_reset(m);
		ck_assert_int_eq(baska_dd_value(m, &r, fam, h, leader + 1, trick, k, side, &got), 0);
		want = ref(&r, fam, h, leader, trick, k, side);
		if (got != want)
			ck_abort_msg("position %d: solver %d, reference %d", n, got, want);
		/* every card, the memory of the search above kept */
		nc = baska_dd_cards(m, &r, fam, h, leader + 1, trick, k, side, cards, eyes);
		ck_assert_int_ge(nc, 1);
		for (i = 0; i < nc; i++) {
			uint16_t hh[4];
			int	 tt[4], p = (leader + k) % 4;

			memcpy(hh, h, sizeof(hh));
			memcpy(tt, trick, sizeof(tt));
			hh[p] &= (uint16_t)~CARD_BIT(cards[i]);
			tt[k] = cards[i];
			after[i] = ref(&r, fam, hh, leader, tt, k + 1, side);
			if (eyes[i] != after[i])
				ck_abort_msg("position %d card %s: solver %d, reference %d", n,
				    card_name(cards[i]), eyes[i], after[i]);
		}
		/* the value again from one card's, in a fresh memory or in this one */
		i = (int)(rand_r(&seed) % (unsigned)nc);
		if (n % 3 == 0)
			baska_dd_reset(m);
		ck_assert_int_eq(baska_dd_value_but(m, &r, fam, h, leader + 1, trick, k, side,
		    cards[i], after[i], &got), 0);
		if (got != want)
			ck_abort_msg("position %d from card %s: solver %d, reference %d", n,
			    card_name(cards[i]), got, want);
	}
	free(m);
}
END_TEST

/*
 * 4,000 random trick boundaries (4 to 1 cards a hand), both families, every
 * combination of the gran options: baska_dd_sides on up to 8 sides at once
 * agrees with the reference on each, and the side it keeps leaves the
 * memory right for baska_dd_value and baska_dd_cards there.
 */
START_TEST(random_sides)
{
	struct baska_dd	*m = dd_new();
	struct baska_rules r = baska_psb;
	unsigned	 seed = 3535;
	uint16_t	 h[4];
	int		 n, k, leader, trick[4], sides[8], got[8], ns, keep, fam, i, want, e;
	int		 cards[4], eyes[4], nc;

	for (n = 0; n < 4000; n++) {
		fam = n % 2;
		r.gran_must_head = n / 2 % 2;
		r.gran_void_must_trump = n / 4 % 2;
		k = random_position(&seed, &r, fam, h, 4 * (n / 8 % 4), &leader, trick);
		ck_assert_int_eq(k, 0);
		ns = 1 + rand_r(&seed) % 8;
		for (i = 0; i < ns; i++)
			sides[i] = 1 + rand_r(&seed) % 14;
		keep = rand_r(&seed) % (ns + 1) - 1;
		ck_assert_int_eq(baska_dd_sides(m, &r, fam, h, leader + 1, sides, ns, keep, got), 0);
		for (i = 0; i < ns; i++) {
			want = ref(&r, fam, h, leader, trick, 0, sides[i]);
			if (got[i] != want)
				ck_abort_msg("position %d side %d: %d, reference %d", n, sides[i],
				    got[i], want);
		}
		if (keep < 0)
			continue;
		ck_assert_int_eq(baska_dd_value(m, &r, fam, h, leader + 1, trick, 0, sides[keep],
		    &e), 0);
		ck_assert_int_eq(e, got[keep]);
		nc = baska_dd_cards(m, &r, fam, h, leader + 1, trick, 0, sides[keep], cards, eyes);
		for (i = 0; i < nc; i++) {
			uint16_t hh[4];
			int	 tt[4];

			memcpy(hh, h, sizeof(hh));
			hh[leader] &= (uint16_t)~CARD_BIT(cards[i]);
			tt[0] = cards[i];
			want = ref(&r, fam, hh, leader, tt, 1, sides[keep]);
			if (eyes[i] != want)
				ck_abort_msg("position %d kept side %d card %s: %d, reference %d", n,
				    sides[keep], card_name(cards[i]), eyes[i], want);
		}
	}
	free(m);
}
END_TEST

/* A full record of hands (dealer 4, so P1 leads) and a random legal play, judged. */
static void
random_deal(unsigned *seed, struct baska_deal *d, const char *contract_call, int caller)
{
	uint16_t h[4];
	int	 leader, trick[4], t, i, j, nc = 0;

	memset(d, 0, sizeof(*d));
	random_position(seed, &baska_psb, FAM_NORMAL, h, 0, &leader, trick);
	d->has_hands = 1;
	d->dealer = 4;
	for (i = 0; i < 4; i++)
		for (j = 0, t = 0; t < 16; t++)
			if (h[i] & CARD_BIT(t))
				d->hands[i][j++] = t;
	d->has_auction = 1;
	for (i = 1; i < caller; i++)
		d->calls[nc++] = CALL_PASS;
	if (contract_call != NULL) {
		d->calls[nc++] = (enum baska_call)baska_call_parse(contract_call,
		    strlen(contract_call));
		for (i = 0; i < 3; i++)
			d->calls[nc++] = CALL_PASS;
	} else
		while (nc < 4)
			d->calls[nc++] = CALL_PASS;
	d->ncalls = nc;
}

/* Plays d's deal at random under contract fam, leader P1. */
static void
random_play(unsigned *seed, struct baska_deal *d, enum baska_family fam)
{
	uint16_t h[4], legal;
	int	 leader = 0, t, j, p, c, m, cands[16] = { 0 };

	for (p = 0; p < 4; p++)
		for (h[p] = 0, j = 0; j < 4; j++)
			h[p] |= CARD_BIT(d->hands[p][j]);
	d->has_play = 1;
	d->ntricks = 4;
	for (t = 0; t < 4; t++) {
		d->trick_n[t] = 4;
		for (j = 0; j < 4; j++) {
			p = (leader + j) % 4;
			legal = baska_legal(&baska_psb, fam, d->trick[t], j, h[p]);
			for (m = 0, c = 0; c < 16; c++)
				if (legal & CARD_BIT(c))
					cands[m++] = c;
			c = cands[rand_r(seed) % m];
			d->trick[t][j] = c;
			h[p] &= (uint16_t)~CARD_BIT(c);
		}
		leader = (leader + baska_trick_winner(fam, d->trick[t], 4)) % 4;
	}
}

/*
 * 1,000 random deals, every contract family: each card's cost is the
 * difference of two minimax values (before and after it, for its side); the
 * costs add up (the Starzy's value, less their losses, plus the Młodzi's,
 * is what they took); and a side that played no costly card took at least
 * its double-dummy value. Every other run of 16 deals is analysed for the
 * costs alone (no table, no best cards: the CSV's search), which must give
 * the same values, the parts not asked for left empty.
 */
START_TEST(random_deal_costs)
{
	static const char *const calls[] = { NULL, "zolo", "gran", "zolo-du" };
	struct baska_dd	*m = dd_new();
	struct baska_deal d;
	struct baska_verdict v;
	struct baska_analysis a;
	struct errbuf	 err;
	unsigned	 seed = 135;
	uint16_t	 h[4];
	int		 n, i, t, j, k, leader, trick[4] = { 0 }, before, after, want, lost[2], fam, starzy;
	unsigned	 parts;

	for (n = 0; n < 1000; n++) {
		parts = n / 16 % 2 ? 0 : BASKA_ANALYSE_ALL;
		random_deal(&seed, &d, calls[n % 4], 1 + n / 4 % 4);
		fam = n % 4 == 2 ? FAM_GRAN : FAM_NORMAL;
		random_play(&seed, &d, fam);
		ck_assert_int_eq(baska_judge(&baska_psb, &d, &v, &err), 0);
		ck_assert_int_eq(baska_analyse(m, &baska_psb, &d, &v, parts, &a, &err), 0);
		ck_assert_int_eq(a.played, 1);
		ck_assert_int_eq(a.ntable > 0, parts != 0);
		ck_assert_int_eq(a.ncards, 16);
		for (i = 0; i < 4; i++)
			for (h[i] = 0, j = 0; j < 4; j++)
				h[i] |= CARD_BIT(d.hands[i][j]);
		leader = 0;
		k = 0;
		before = ref(&baska_psb, fam, h, 0, trick, 0, a.declside);
		ck_assert_int_eq(a.dd_eyes, before);
		lost[0] = lost[1] = 0;
		starzy = 0;
		for (t = 0; t < 4; t++) {
			for (j = 0; j < 4; j++) {
				int	 p = (leader + j) % 4, c = d.trick[t][j], side = (a.declside >> p) & 1;
				const struct baska_card_cost *cc = &a.card[t * 4 + j];

				if (cc->cost > 0 && parts == 0)
					ck_assert_int_eq(cc->best, -1);
				if (cc->cost > 0 && parts != 0) {
					/* the best card named keeps the value; none with fewer eyes does */
					uint16_t hb[4], legal = baska_legal(&baska_psb, fam, trick, k, h[p]);
					int	 tb[4], x;

					for (x = 0; x < 16; x++) {
						if (!(legal & CARD_BIT(x)) || (x != cc->best &&
						    card_eyes(x) >= card_eyes(cc->best)))
							continue;
						memcpy(hb, h, sizeof(hb));
						memcpy(tb, trick, sizeof(tb));
						hb[p] &= (uint16_t)~CARD_BIT(x);
						tb[k] = x;
						want = ref(&baska_psb, fam, hb, leader, tb, k + 1, a.declside) + starzy;
						if ((want == before) != (x == cc->best))
							ck_abort_msg("deal %d trick %d: best %s, but %s gives %d of %d",
							    n, t + 1, card_name(cc->best), card_name(x), want, before);
					}
				}
				h[p] &= (uint16_t)~CARD_BIT(c);
				trick[k++] = c;
				after = ref(&baska_psb, fam, h, leader, trick, k, a.declside) + starzy;
				if (k == 4) {
					int w = (leader + baska_trick_winner(fam, trick, 4)) % 4;

					if ((a.declside >> w) & 1)
						for (i = 0; i < 4; i++)
							starzy += card_eyes(trick[i]);
					leader = w;
					k = 0;
				}
				want = side ? before - after : after - before;
				ck_assert_int_ge(want, 0);
				if (a.card[t * 4 + j].cost != want)
					ck_abort_msg("deal %d trick %d card %s: cost %d, minimax %d", n,
					    t + 1, card_name(c), a.card[t * 4 + j].cost, want);
				lost[!side] += want;
				before = after;
			}
		}
		ck_assert_int_eq(starzy, v.outcome.eyes);
		ck_assert_int_eq(a.dd_eyes - lost[0] + lost[1], starzy);
		if (lost[0] == 0)
			ck_assert_int_ge(starzy, a.dd_eyes);
		if (lost[1] == 0)
			ck_assert_int_le(starzy, a.dd_eyes);
	}
	free(m);
}
END_TEST

/*
 * The text form's message writer (a translated format cut once at its
 * conversions) against snprintf on the same format and arguments: plain,
 * positional (a translation may reorder), with flags, widths and
 * precisions, "%%", negative and large numbers.
 */
START_TEST(text_format)
{
	static const char *const s[] = { "\n", "deals.bdn", "Kreft", "zolo", "seat 2", "", "x" };
	static const int d[] = { 12, -7, 104, 0, -2147483647 - 1, 2147483647, 5 };
	const char *const s2[] = { "", "ab", "cde" };
	const int	 d2[] = { 42, 0, 0 };
	char		 got[256], want[256];
	size_t		 n;
	int		 i;

	n = baska_analyse_text_format(got, sizeof(got), "%s%s:%d: deal %d: %s, %s %s\n",
	    (const char *[]){ s[0], s[1], "", "", s[3], s[2], s[4] },
	    (const int[]){ 0, 0, d[0], d[2], 0, 0, 0 }, 7);
	snprintf(want, sizeof(want), "%s%s:%d: deal %d: %s, %s %s\n", s[0], s[1], d[0], d[2], s[3],
	    s[2], s[4]);
	ck_assert_str_eq(got, want);
	ck_assert_uint_eq(n, strlen(want));
	n = baska_analyse_text_format(got, sizeof(got), "%3$s|%1$d|%2$s%% %1$d", s2, d2, 3);
	snprintf(want, sizeof(want), "%3$s|%1$d|%2$s%% %1$d", d2[0], s2[1], s2[2]);
	ck_assert_str_eq(got, want);
	ck_assert_uint_eq(n, strlen(want));
	for (i = 0; i < 7; i++) {
		n = baska_analyse_text_format(got, sizeof(got), "[%5d|%-6s|%.2s|%+d|%i|%d]",
		    (const char *[]){ "", s[i], s[(i + 1) % 7], "", "", "" },
		    (const int[]){ d[i], 0, 0, d[(i + 1) % 7], d[(i + 2) % 7], d[(i + 3) % 7] }, 6);
		snprintf(want, sizeof(want), "[%5d|%-6s|%.2s|%+d|%i|%d]", d[i], s[i], s[(i + 1) % 7],
		    d[(i + 1) % 7], d[(i + 2) % 7], d[(i + 3) % 7]);
		ck_assert_str_eq(got, want);
		ck_assert_uint_eq(n, strlen(want));
	}
	n = baska_analyse_text_format(got, sizeof(got), "100%% sure", s, d, 0);
	ck_assert_str_eq(got, "100% sure");
	ck_assert_uint_eq(n, 9);
	n = baska_analyse_text_format(got, 4, "%s and %s", (const char *[]){ "seat 1", "seat 2" },
	    d, 2);
	ck_assert_str_eq(got, "sea");
	ck_assert_uint_eq(n, strlen("seat 1 and seat 2"));
}
END_TEST

Suite *
baska_analyse_suite(void)
{
	Suite	*s = suite_create("baska_analyse");
	TCase	*tc = tcase_create("analyse");

	tcase_add_test(tc, paper_positions);
	tcase_add_test(tc, random_positions);
	tcase_add_test(tc, random_sides);
	tcase_add_test(tc, random_deal_costs);
	tcase_add_test(tc, text_format);
	tcase_set_timeout(tc, 300);
	suite_add_tcase(s, tc);
	return s;
}
