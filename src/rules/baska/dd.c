/*
 * The double-dummy solver: the eyes a side takes from a position with best
 * play by both sides (referee-baska(7), "Analysis"). An alpha-beta search
 * over the legal cards (the tables of solve.c), cards of the same rank with
 * no card still in play between them tried once, and a memory of bounds on
 * the eyes to come at trick boundaries, keyed by the cards left and the
 * leader: within one deal the cards left say who holds what. No allocation.
 */
#include <string.h>

#include "baska.h"
#include "engine.h"

#define KEY_GEN_SHIFT	18
#define GEN_MAX		((1u << (32 - KEY_GEN_SHIFT)) - 1)

struct dd_ctx {
	struct baska_dd	*m;
	const uint16_t	*cls, *bts;
	const uint16_t	(*btw)[BASKA_NCARDS];
	uint16_t	 trumps;
	int		 head, lax;
	int		 side;
	uint16_t	 h[4];
	uint16_t	 inplay;	/* the cards held at the current trick's start */
	int		 leader;	/* seat index leading the current trick */
	int		*trick;		/* its cards */
	int		 tbuf[4];	/* the current trick's cards at the search's start */
	uint16_t	 dealt[4];	/* the hands at the search's start */
	uint16_t	 sided;		/* the cards of dealt[] held by the side's seats */
	int		 two;		/* the eyes of the last two tricks (in dd_two) */
	const uint16_t	*ord;		/* the order of leads (lead_groups) */
};

/*
 * The order in which dd_trick tries the cards of a lead, by family, as four
 * groups of cards tried in turn, each highest card number first: cheap
 * cards first. In gran the weakest first: the queens, tens and aces of the
 * side suits, then Jd .. Jc. Else the cards of few eyes first: the jacks and
 * queens (trumps, Jd .. Jc, Qd .. Qc), then the felas 10s As 10c Ac, then
 * 10d Ad 10h Ah. A cheap lead is most often the best one or close to it, so
 * the window narrows early and more of the other leads are cut off: on
 * generated deals the searches take about 7% fewer instructions than with
 * the cards by number (orders tried: by strength either way, by eyes, jacks
 * first in gran, high trumps first). Any order gives the same values.
 * The groups of a family cover the 16 cards, so a lead is always found.
 */
static const uint16_t lead_groups[2][4] = {
	{ 0x8888, 0x4444, 0x0033, 0x3300 },
	{ 0x4444, 0x2222, 0x1111, 0x8888 },
};

void
baska_dd_init(struct baska_dd *m)
{
	memset(m, 0, sizeof(*m));
	m->gen = 1;
}

void
baska_dd_reset(struct baska_dd *m)
{
	if (++m->gen > GEN_MAX) {
		memset(m->slot, 0, sizeof(m->slot));
		m->gen = 1;
	}
}

/* baska_legal on the tables (engine.h). */
static inline uint16_t
dd_legal(const struct dd_ctx *x, int led, int best, uint16_t over, uint16_t hand)
{
	return baska_legal_tab(x->trumps, x->cls, x->head, x->lax, led, best, over, hand);
}

/*
 * Keeps one card of each group of legal cards of the same rank between which
 * no card of others (still in play outside the hand) ranks: swapping two
 * such cards changes neither a trick nor an eye of any continuation.
 */
static uint16_t
rank_merge(const uint16_t (*btw)[BASKA_NCARDS], uint16_t legal, uint16_t others)
{
	uint16_t keep, s, k, b;
	int	 c, d;

	keep = legal & (uint16_t)-legal;
	for (s = legal & (uint16_t)(legal - 1); s; s &= (uint16_t)(s - 1)) {
		c = __builtin_ctz(s);
		for (k = keep; k; k &= (uint16_t)(k - 1)) {
			d = __builtin_ctz(k);
			b = btw[c][d];
			if (CARD_RANK(c) == CARD_RANK(d) && b != 0xffff && (others & b) == 0)
				break;
		}
		if (k == 0)
			keep |= CARD_BIT(c);
	}
	return keep;
}

/*
 * rank_merge when two legal cards share a rank: the test inline, as about
 * half the calls have nothing to merge.
 */
static inline uint16_t
rank_equivalents(const uint16_t (*btw)[BASKA_NCARDS], uint16_t legal, uint16_t others)
{
	if (((legal & legal >> 4) | (legal & legal >> 8) | (legal & legal >> 12)) == 0)
		return legal;
	return rank_merge(btw, legal, others);
}

/* rank_equivalents on the search's tables. */
static inline uint16_t
dd_equivalents(const struct dd_ctx *x, uint16_t legal, uint16_t others)
{
	return rank_equivalents(x->btw, legal, others);
}

static int dd_boundary(struct dd_ctx *, int, int, int);

static const unsigned char eyes_of[BASKA_NCARDS] = {
	11, 10, 3, 2, 11, 10, 3, 2, 11, 10, 3, 2, 11, 10, 3, 2
};

/* The eyes of the cards of a set's low (or high) byte, by the byte. */
#define E4(b)	(((b) & 1 ? 11 : 0) + ((b) & 2 ? 10 : 0) + ((b) & 4 ? 3 : 0) + ((b) & 8 ? 2 : 0))
#define E8(b)	(E4((b) & 15) + E4((b) >> 4))
#define R4(b)	E8(b), E8((b) + 1), E8((b) + 2), E8((b) + 3)
#define R16(b)	R4(b), R4((b) + 4), R4((b) + 8), R4((b) + 12)
#define R64(b)	R16(b), R16((b) + 16), R16((b) + 32), R16((b) + 48)
static const unsigned char eyes_left[256] = { R64(0), R64(64), R64(128), R64(192) };
#undef R64
#undef R16
#undef R4
#undef E8
#undef E4

/*
 * The last trick, one card each: forced. Its winner is the card that no
 * card left beats, reached from the led card by cards that beat it.
 */
static inline int
dd_last(const struct dd_ctx *x, int leader)
{
	uint16_t left = x->h[0] | x->h[1] | x->h[2] | x->h[3], o;
	int	 c = __builtin_ctz(x->h[leader]), w;

	while ((o = x->bts[c] & left) != 0)
		c = __builtin_ctz(o);
	w = (x->h[1] >> c & 1) | (x->h[2] >> c & 1) << 1 | (x->h[3] >> c & 1) * 3;
	return (x->side >> w) & 1 ? eyes_left[left & 0xff] + eyes_left[left >> 8] : 0;
}

/*
 * The end of a trick won by seat index w with eyes in it, then the rest (as
 * dd_trick). The trick's state in x is kept for the caller.
 */
static inline int
dd_end(struct dd_ctx *x, int w, int eyes, int alpha, int beta)
{
	int	 g = (x->side >> w) & 1 ? eyes : 0;

	if (x->h[w] == 0)
		return g;
	if ((x->h[w] & (x->h[w] - 1)) == 0)
		return g + dd_last(x, w);
	return g + dd_boundary(x, w, alpha - g, beta - g);
}

/*
 * The last card of the trick of x (best the index of the best so far, eyes
 * the eyes of the three cards): the side's eyes from there (as dd_trick).
 */
static inline int
dd_fourth(struct dd_ctx *x, int best, int eyes, int alpha, int beta)
{
	uint16_t legal, over, b;
	int	 p, c, r, v, mine;

	p = (x->leader + 3) & 3;
	over = x->bts[x->trick[best]];
	legal = dd_legal(x, x->trick[0], x->trick[best], over, x->h[p]);
	if (legal & (legal - 1))
		legal = dd_equivalents(x, legal, x->inplay & (uint16_t)~x->h[p]);
	mine = (x->side >> p) & 1;
	v = mine ? -1 : 1000;
	for (; legal; legal &= (uint16_t)~b) {
		c = 31 - __builtin_clz(legal);
		b = CARD_BIT(c);
		x->h[p] &= (uint16_t)~b;
		r = dd_end(x, (x->leader + ((over & b) ? 3 : best)) & 3, eyes + eyes_of[c], alpha,
		    beta);
		x->h[p] |= b;
		if (mine) {
			if (r > v && (v = r) > alpha && (alpha = v) >= beta)
				break;
		} else if (r < v && (v = r) < beta && (beta = v) <= alpha)
			break;
	}
	return v;
}

/*
 * The side's eyes from a position inside the trick of x (n cards played,
 * 0 to 2, best the index of the best so far, eyes their eyes), searched in
 * the window (alpha, beta): the exact value when it lies inside, else a
 * bound on the same side of the window (fail-soft).
 */
static int
dd_trick(struct dd_ctx *x, int n, int best, int eyes, int alpha, int beta)
{
	uint16_t legal, over, b;
	int	 p, c, nb, r, v, mine, k;

	p = (x->leader + n) & 3;
	over = n ? x->bts[x->trick[best]] : 0;
	legal = n ? dd_legal(x, x->trick[0], x->trick[best], over, x->h[p]) : x->h[p];
	if (legal & (legal - 1))
		legal = dd_equivalents(x, legal, x->inplay & (uint16_t)~x->h[p]);
	mine = (x->side >> p) & 1;
	v = mine ? -1 : 1000;
	for (k = 0; legal; legal &= (uint16_t)~b) {
		/* a lead in lead_groups; a follower's cards by number, highest first */
		if (n == 0) {
			while (!(legal & x->ord[k]))
				k++;
			c = 31 - __builtin_clz(legal & x->ord[k]);
		} else
			c = 31 - __builtin_clz(legal);
		b = CARD_BIT(c);
		x->h[p] &= (uint16_t)~b;
		nb = n == 0 || (over & b) ? n : best;
		x->trick[n] = c;
		if (n == 2)
			r = dd_fourth(x, nb, eyes + eyes_of[c], alpha, beta);
		else
			r = dd_trick(x, n + 1, nb, eyes + eyes_of[c], alpha, beta);
		x->h[p] |= b;
		if (mine) {
			if (r > v && (v = r) > alpha && (alpha = v) >= beta)
				break;
		} else if (r < v && (v = r) < beta && (beta = v) <= alpha)
			break;
	}
	return v;
}

/*
 * The last card of the third trick from the end, its leader, cards (trick[],
 * best the index of the best) and eyes as dd_two: the side's eyes from there,
 * the last trick forced (fail-soft in (alpha, beta)).
 */
static inline int
dd_two_last(struct dd_ctx *x, int leader, const int *trick, int best, int eyes, int alpha,
    int beta)
{
	uint16_t legal, over, b, all, left, o;
	int	 p, c, w, r, v, mine, e3, l;

	p = (leader + 3) & 3;
	over = x->bts[trick[best]];
	legal = dd_legal(x, trick[0], trick[best], over, x->h[p]);
	mine = (x->side >> p) & 1;
	v = mine ? -1 : 1000;
	all = x->h[0] | x->h[1] | x->h[2] | x->h[3];
	for (; legal; legal &= (uint16_t)(legal - 1)) {
		c = __builtin_ctz(legal);
		b = CARD_BIT(c);
		w = (leader + ((over & b) ? 3 : best)) & 3;
		e3 = eyes + eyes_of[c];
		/*
		 * The last trick, forced: its cards are the four left, its leader's
		 * card the one of them dealt to w; its winner the card that none left
		 * beats, reached from the led card by cards that beat it (as dd_last).
		 */
		left = all & (uint16_t)~b;
		l = __builtin_ctz(left & x->dealt[w]);
		while ((o = x->bts[l] & left) != 0)
			l = __builtin_ctz(o);
		r = ((x->side >> w) & 1 ? e3 : 0) + ((x->sided >> l) & 1 ? x->two - e3 : 0);
		if (mine) {
			if (r > v && (v = r) > alpha && (alpha = v) >= beta)
				break;
		} else if (r < v && (v = r) < beta && (beta = v) <= alpha)
			break;
	}
	return v;
}

/*
 * The card after n cards of the third trick from the end (trick[], best the
 * index of the best, eyes their eyes, led by seat index leader), n 1 or 2:
 * the next seat's legal cards, *over the cards that beat the best.
 */
static inline uint16_t
dd_two_legal(const struct dd_ctx *x, int leader, const int *trick, int n, int best,
    uint16_t *over)
{
	*over = x->bts[trick[best]];
	return dd_legal(x, trick[0], trick[best], *over, x->h[(leader + n) & 3]);
}

/* The third card of the third trick from the end (as dd_two_last). */
static inline int
dd_two_third(struct dd_ctx *x, int leader, int *trick, int best, int eyes, int alpha,
    int beta)
{
	uint16_t legal, over, b;
	int	 p = (leader + 2) & 3, c, r, v, mine = (x->side >> p) & 1;

	legal = dd_two_legal(x, leader, trick, 2, best, &over);
	v = mine ? -1 : 1000;
	for (; legal; legal &= (uint16_t)(legal - 1)) {
		c = __builtin_ctz(legal);
		b = CARD_BIT(c);
		x->h[p] &= (uint16_t)~b;
		trick[2] = c;
		r = dd_two_last(x, leader, trick, (over & b) ? 2 : best, eyes + eyes_of[c], alpha,
		    beta);
		x->h[p] |= b;
		if (mine) {
			if (r > v && (v = r) > alpha && (alpha = v) >= beta)
				break;
		} else if (r < v && (v = r) < beta && (beta = v) <= alpha)
			break;
	}
	return v;
}

/* The second card of the third trick from the end (as dd_two_last). */
static inline int
dd_two_second(struct dd_ctx *x, int leader, int *trick, int eyes, int alpha, int beta)
{
	uint16_t legal, over, b;
	int	 p = (leader + 1) & 3, c, r, v, mine = (x->side >> p) & 1;

	legal = dd_two_legal(x, leader, trick, 1, 0, &over);
	v = mine ? -1 : 1000;
	for (; legal; legal &= (uint16_t)(legal - 1)) {
		c = __builtin_ctz(legal);
		b = CARD_BIT(c);
		x->h[p] &= (uint16_t)~b;
		trick[1] = c;
		r = dd_two_third(x, leader, trick, (over & b) ? 1 : 0, eyes + eyes_of[c], alpha,
		    beta);
		x->h[p] |= b;
		if (mine) {
			if (r > v && (v = r) > alpha && (alpha = v) >= beta)
				break;
		} else if (r < v && (v = r) < beta && (beta = v) <= alpha)
			break;
	}
	return v;
}

/*
 * The side's eyes from the position of the last two tricks (two cards in
 * each hand), led by seat index leader, by alpha-beta over every legal card
 * (fail-soft, as dd_trick); trick[] gets the cards of the third from the end.
 */
static int
dd_two(struct dd_ctx *x, int leader, int *trick, int alpha, int beta)
{
	uint16_t legal, b;
	uint16_t all = x->h[0] | x->h[1] | x->h[2] | x->h[3];
	int	 p = leader, c, r, v, mine = (x->side >> p) & 1;

	x->two = eyes_left[all & 0xff] + eyes_left[all >> 8];
	v = mine ? -1 : 1000;
	for (legal = x->h[p]; legal; legal &= (uint16_t)(legal - 1)) {
		c = __builtin_ctz(legal);
		b = CARD_BIT(c);
		x->h[p] &= (uint16_t)~b;
		trick[0] = c;
		r = dd_two_second(x, leader, trick, eyes_of[c], alpha, beta);
		x->h[p] |= b;
		if (mine) {
			if (r > v && (v = r) > alpha && (alpha = v) >= beta)
				break;
		} else if (r < v && (v = r) < beta && (beta = v) <= alpha)
			break;
	}
	return v;
}

/*
 * The side's eyes from a trick boundary led by seat index leader, two cards
 * or more in each hand (fail-soft, as dd_trick).
 */
static int
dd_boundary(struct dd_ctx *x, int leader, int alpha, int beta)
{
	struct baska_dd	*m = x->m;
	uint16_t	 left = x->h[0] | x->h[1] | x->h[2] | x->h[3], inplay, l2;
	uint32_t	 key, k;
	int		 i, probe, slot = -1, lo = 0, hi, v, t[4], *trick, led;

	hi = eyes_left[left & 0xff] + eyes_left[left >> 8];
	/*
	 * Outside the window whatever the memory holds (no more eyes than are
	 * left, none below 0): a bound without a probe.
	 */
	if (hi <= alpha)
		return hi;
	if (beta <= 0)
		return 0;
	key = m->gen << KEY_GEN_SHIFT | (uint32_t)left << 2 | (uint32_t)leader;
	i = (int)((((uint32_t)left << 2 | (uint32_t)leader) * 0x9e3779b1u) >> 19);
	for (probe = 0; probe < 16; probe++, i = (i + 1) & (BASKA_DD_SIZE - 1)) {
		k = m->slot[i].key;
		if (k == key) {
			lo = m->slot[i].lo;
			hi = m->slot[i].hi;
			slot = i;
			break;
		}
		if (k >> KEY_GEN_SHIFT != m->gen) {
			slot = i;
			break;
		}
	}
	/* the window may lie outside the bounds (below 0 eyes, say): no search */
	if (lo >= beta || lo == hi)
		return lo;
	if (hi <= alpha)
		return hi;
	if (lo > alpha)
		alpha = lo;
	if (hi < beta)
		beta = hi;
	m->nodes++;
	l2 = x->h[leader] & (uint16_t)(x->h[leader] - 1);
	if ((l2 & (l2 - 1)) == 0) {
		v = dd_two(x, leader, t, alpha, beta);
	} else {
		inplay = x->inplay, trick = x->trick, led = x->leader;
		x->inplay = left, x->trick = t, x->leader = leader;
		v = dd_trick(x, 0, 0, 0, alpha, beta);
		x->inplay = inplay, x->trick = trick, x->leader = led;
	}
	if (slot >= 0) {
		if (v <= alpha)
			hi = v;
		else if (v >= beta)
			lo = v;
		else
			lo = hi = v;
		m->slot[slot].key = key;
		m->slot[slot].lo = (unsigned char)lo;
		m->slot[slot].hi = (unsigned char)hi;
	}
	return v;
}

/* dd_trick after the card n - 1 of the trick, the trick's end when it is the last. */
static int
dd_after(struct dd_ctx *x, int n, int best, int eyes, int alpha, int beta)
{
	if (n == 4)
		return dd_end(x, (x->leader + best) & 3, eyes, alpha, beta);
	if (n == 3)
		return dd_fourth(x, best, eyes, alpha, beta);
	return dd_trick(x, n, best, eyes, alpha, beta);
}

/* The cards of a set, inline (set_count's builtin is a library call without popcnt). */
static inline int
pop16(uint16_t s)
{
	unsigned v = s;

	v = v - (v >> 1 & 0x5555);
	v = (v & 0x3333) + (v >> 2 & 0x3333);
	v = (v + (v >> 4)) & 0x0f0f;
	return (int)((v + (v >> 8)) & 0x1f);
}

/*
 * Checks a position and fills the search's state: 0, or -1 if it is not
 * one of a deal. *best and *eyes: the current trick's best card and eyes.
 */
static int
dd_setup(struct dd_ctx *x, struct baska_dd *m, const struct baska_rules *r,
    enum baska_family fam, const uint16_t hands[4], int leader, const int *trick, int n,
    int side, int *best, int *eyes)
{
	uint16_t all = 0;
	int	 i, total;

	if (leader < 1 || leader > 4 || n < 0 || n > 3)
		return -1;
	for (i = 0; i < 4; i++) {
		if (all & hands[i])
			return -1;
		all |= hands[i];
		x->h[i] = hands[i];
	}
	*eyes = 0;
	for (i = 0; i < n; i++) {
		if (trick[i] < 0 || trick[i] >= BASKA_NCARDS || (all & CARD_BIT(trick[i])))
			return -1;
		all |= CARD_BIT(trick[i]);
		*eyes += card_eyes(trick[i]);
	}
	total = pop16(all);
	if (total % 4 != 0)
		return -1;
	for (i = 0; i < 4; i++)
		if (pop16(hands[(leader - 1 + i) % 4]) != total / 4 - (i < n))
			return -1;
	x->sided = 0;
	for (i = 0; i < 4; i++) {
		x->dealt[i] = hands[i];
		if ((side >> i) & 1)
			x->sided |= hands[i];
	}
	x->ord = lead_groups[fam == FAM_GRAN];
	x->m = m;
	x->cls = baska_class_of[fam];
	x->bts = baska_beats[fam];
	x->btw = baska_between[fam];
	x->trumps = baska_trump_set(fam);
	x->head = fam == FAM_GRAN && r->gran_must_head;
	x->lax = fam == FAM_GRAN && !r->gran_void_must_trump;
	x->side = side & 0xf;
	x->inplay = all;
	x->leader = leader - 1;
	for (i = 0; i < n; i++)
		x->tbuf[i] = trick[i];
	x->trick = x->tbuf;
	*best = n > 0 ? baska_trick_winner(fam, trick, n) : 0;
	return 0;
}

/*
 * The legal cards of the seat on play at the search's start, n cards of
 * its trick played (best the index of the best); *over the cards that beat
 * the best (none on lead).
 */
static uint16_t
dd_on_play(const struct dd_ctx *x, int n, int best, uint16_t *over)
{
	*over = n ? x->bts[x->trick[best]] : 0;
	return n ? dd_legal(x, x->trick[0], x->trick[best], *over, x->h[(x->leader + n) & 3]) :
	    x->h[x->leader];
}

int
baska_dd_value(struct baska_dd *m, const struct baska_rules *r, enum baska_family fam,
    const uint16_t hands[4], int leader, const int *trick, int n, int side, int *eyes)
{
	struct dd_ctx	 x;
	int		 best, e;

	*eyes = 0;
	if (dd_setup(&x, m, r, fam, hands, leader, trick, n, side, &best, &e) == -1)
		return -1;
	if ((x.h[0] | x.h[1] | x.h[2] | x.h[3]) == 0)
		return 0;
	if (n == 0)
		*eyes = dd_end(&x, leader - 1, 0, -1, 105);
	else
		*eyes = dd_after(&x, n, best, e, -1, 105);
	return 0;
}

/*
 * baska_dd_value_but: the analysis values a played line from its end, so at
 * each position the card played is known with its value. Tried and dropped
 * for these scalar searches in issue 35's third round (callgrind on 2,000
 * generated deals, the CSV): a null window before each other card (+0.4%),
 * the last two tricks solved exactly and kept (+10%), or not kept at all
 * (+12%), followers ordered by whether their side holds the trick (+2-3%,
 * 0.2% less in the fourth seat alone), the most expensive leads first
 * (+2.4%), a branch-free last-two-trick leaf (+0.7%), a memory of 2,048
 * positions (the same CPU time).
 */
int
baska_dd_value_but(struct baska_dd *m, const struct baska_rules *r, enum baska_family fam,
    const uint16_t hands[4], int leader, const int *trick, int n, int side, int card,
    int after, int *eyes)
{
	struct dd_ctx	 x;
	uint16_t	 legal, over, others, o;
	int		 best, e, p = (leader - 1 + n) & 3, c, nb, v, mine, got, k;

	*eyes = 0;
	if (dd_setup(&x, m, r, fam, hands, leader, trick, n, side, &best, &e) == -1)
		return -1;
	legal = dd_on_play(&x, n, best, &over);
	if (card < 0 || card >= BASKA_NCARDS || !(legal & CARD_BIT(card)))
		return -1;
	mine = (x.side >> p) & 1;
	/* the other cards, but those of card's rank with no card of others between */
	others = x.inplay & (uint16_t)~x.h[p];
	legal = dd_equivalents(&x, legal, others);
	for (o = legal & (uint16_t)~CARD_BIT(card); o; o &= (uint16_t)(o - 1)) {
		c = __builtin_ctz(o);
		if (CARD_RANK(c) == CARD_RANK(card) && x.btw[card][c] != 0xffff &&
		    (others & x.btw[card][c]) == 0)
			legal &= (uint16_t)~CARD_BIT(c);
	}
	/* against card's value (fail-soft: a better one exact) */
	for (v = after, legal &= (uint16_t)~CARD_BIT(card), k = 0; legal;
	    legal &= (uint16_t)~CARD_BIT(c)) {
		/* the order of dd_trick */
		if (n == 0) {
			while (!(legal & x.ord[k]))
				k++;
			c = 31 - __builtin_clz(legal & x.ord[k]);
		} else
			c = 31 - __builtin_clz(legal);
		x.h[p] &= (uint16_t)~CARD_BIT(c);
		x.trick[n] = c;
		nb = n == 0 || (over & CARD_BIT(c)) ? n : best;
		got = dd_after(&x, n + 1, nb, e + eyes_of[c], mine ? v : -1, mine ? 105 : v);
		x.h[p] |= CARD_BIT(c);
		if (mine ? got > v : got < v)
			v = got;
	}
	*eyes = v;
	return 0;
}

int
baska_dd_cards(struct baska_dd *m, const struct baska_rules *r, enum baska_family fam,
    const uint16_t hands[4], int leader, const int *trick, int n, int side, int *cards,
    int *eyes)
{
	struct dd_ctx	 x;
	uint16_t	 legal, over;
	int		 best, e, p = (leader - 1 + n) & 3, c, nb, count = 0;

	if (dd_setup(&x, m, r, fam, hands, leader, trick, n, side, &best, &e) == -1)
		return -1;
	legal = dd_on_play(&x, n, best, &over);
	for (c = 0; c < BASKA_NCARDS; c++) {
		if (!(legal & CARD_BIT(c)))
			continue;
		x.h[p] &= (uint16_t)~CARD_BIT(c);
		x.trick[n] = c;
		nb = n == 0 || (over & CARD_BIT(c)) ? n : best;
		cards[count] = c;
		eyes[count++] = dd_after(&x, n + 1, nb, e + card_eyes(c), -1, 105);
		x.h[p] |= CARD_BIT(c);
	}
	return count;
}

int
baska_dd_best(struct baska_dd *m, const struct baska_rules *r, enum baska_family fam,
    const uint16_t hands[4], int leader, const int *trick, int n, int side, int want)
{
	struct dd_ctx	 x;
	uint16_t	 legal, over;
	int		 best, e, i, p = (leader - 1 + n) & 3, c, nb, k;
	static const int by_eyes[BASKA_NCARDS] = {
		3, 7, 11, 15, 2, 6, 10, 14, 1, 5, 9, 13, 0, 4, 8, 12
	};

	if (dd_setup(&x, m, r, fam, hands, leader, trick, n, side, &best, &e) == -1)
		return -1;
	legal = dd_on_play(&x, n, best, &over);
	/* the fewest eyes first (J, Q, 10, A), then the order Ac 10c Qc Jc As ... */
	for (k = 0; k < BASKA_NCARDS; k++) {
		c = by_eyes[k];
		if (!(legal & CARD_BIT(c)))
			continue;
		x.h[p] &= (uint16_t)~CARD_BIT(c);
		x.trick[n] = c;
		nb = n == 0 || (over & CARD_BIT(c)) ? n : best;
		i = dd_after(&x, n + 1, nb, e + eyes_of[c], want - 1, want + 1);
		x.h[p] |= CARD_BIT(c);
		if (i == want)
			return c;
	}
	return -1;
}

/* ------------------------------------------------------------ every side at once */

/*
 * baska_dd_sides: the values of several sides of one family in one search.
 * The sides share the cards, the legal cards and the tricks; only who
 * maximises differs. So a position gets a vector of values, a byte a side
 * (eyes <= 104 < 128), and each seat chooses lane by lane: the greatest
 * value in the lanes of the sides it belongs to, the least in the others.
 * Each lane is a fail-hard alpha-beta search of its own, with its own
 * window; a lane whose window closes is frozen, and a node is cut off when
 * every lane is. A seat maximises for at least one side at each of its
 * nodes (its own solo), so the searches share less than one would hope:
 * on generated deals all the family's sides in one search take about 30%
 * fewer instructions than the same code one side at a time, and most
 * searches below the first trick have a single lane open. What pays as
 * much is that the choice is branch-free. Windows are clamped to [0, eyes
 * left]: a value is never outside, so a clamped bound still decides. The
 * lanes are GCC/Clang vector types: SSE2 on x86-64, plain integer code
 * elsewhere. Tried and dropped (more instructions on 2,000 generated
 * deals): fail-soft values, other lead and follower orders, bounds between
 * the lanes' sides at every position (V(S) <= V(T) for S within T, V(S) +
 * V(T) <= eyes left for disjoint S and T), the scalar dd_two for a single
 * open lane, the full minimax without windows. Tried and dropped in issue
 * 35's round (callgrind and cachegrind's branch simulation on 2,000
 * generated deals, CPU seconds on 20,000): a node with one lane open
 * searched on plain integers (the last two tricks, or the whole subtree):
 * 4-6% fewer instructions but 13-30% more mispredicted branches and no
 * less CPU time, or 13% more; two lanes open so searched one after the
 * other, 12% more instructions, every lane alone from the first card 30%
 * more; null windows after a node's first child (principal variation
 * search), 4-18% more; followers ordered by the first open lane (win the
 * trick first, or duck first), 1% more, 4% more on plain integers; the
 * last two tricks searched by alpha-beta in full windows once and kept,
 * 2% more (their branch-free exact values, ddv_two_exact, pay); positions that
 * differ only in which of two trumps of one rank with none between was
 * played merged in the memory: only 6% of the searched positions would be
 * found again, not worth a key that names the holders. Tried and dropped
 * in the second round (callgrind on 2,000 generated deals): exact values
 * one trick higher too (a full minimax of the second trick), 34% more;
 * the memory probed first at the fourth card so that known positions
 * close the windows before a new one is solved, 1.6% more; bounds from
 * the highest trump left (its side takes its eyes and the fewest each
 * other hand adds), 4.4% more: with eyes as the value they rarely decide;
 * a cutoff after the first lead of the last two tricks (then not kept),
 * no fewer; the last two tricks as loops in one function, 9% more; MTD(f)
 * (null windows at the root, each pass from the last value), 4.8 to 6.3
 * times as many: the lanes fail hard, so a pass moves a bound little;
 * the pair's lane searched apart from the four solo lanes, 12% more.
 * Tried and dropped in the fourth round (callgrind, text form, 2,000
 * generated deals): no alpha-beta at all, an exhaustive exact vector
 * minimax with every trick-boundary position kept (each solved once, in
 * every lane), 826 M instructions for this search against 439 M: it
 * solves 131 last-two-trick positions a family instead of 63, and the
 * tricks above them alone cost 361 M, more than the alpha-beta's 220 M,
 * so no cheaper leaf can make it pay; the memory of the last two tricks
 * probed inline and solved out of line, +2.3% in all.
 */
typedef signed char lanes8 __attribute__((vector_size(8)));

struct ddv_ctx {
	struct baska_dd	*m;
	const uint16_t	*cls, *bts;
	const uint16_t	(*btw)[BASKA_NCARDS];
	const uint16_t	*ord;		/* the order of leads (lead_groups) */
	uint16_t	 trumps;
	int		 head, lax;
	uint16_t	 h[4];
	lanes8		 lanes[4];	/* -1 in the lanes of the sides of a seat index */
	unsigned char	 own[BASKA_NCARDS];	/* the seat index holding each card */
};

/* Every lane e. */
static inline lanes8
lanes_of(int e)
{
	return (lanes8)((uint64_t)(unsigned char)e * 0x0101010101010101ull);
}

/* Whether a lane of m is set. */
static inline int
lanes_any(lanes8 m)
{
	return (uint64_t)m != 0;
}

/*
 * The state of a node of a seat, lane by lane: the windows (a, b) on
 * entry, the seat's bound "own" (a where it maximises, raised by its
 * children; b where it minimises, lowered), what own is compared with to
 * close a lane (b, or a + 1 where it minimises), and the lanes still open.
 */
struct vwin {
	lanes8	 a, b, own, cmp, live, max;
};

/* A node of the seat of lanes max, searched in the windows (a, b). */
static inline void
vw_init(struct vwin *w, lanes8 a, lanes8 b, lanes8 max)
{
	w->a = a;
	w->b = b;
	w->max = max;
	w->live = a < b;
	w->own = (a & max) | (b & ~max);
	w->cmp = (b & max) | ((a + 1) & ~max);
}

/*
 * Takes a child's values r: in each open lane the better for the seat
 * moves own, and the lanes whose window closed are frozen. Returns whether
 * a lane is still open.
 */
static inline int
vw_take(struct vwin *w, lanes8 r)
{
	lanes8 sel = ~((r >= w->own) ^ w->max) & w->live;

	w->own ^= (w->own ^ r) & sel;
	w->live &= (w->own >= w->cmp) ^ w->max;
	return lanes_any(w->live);
}

/* The windows of a child of the node: a raised, b lowered by own. */
static inline lanes8
vw_a(const struct vwin *w)
{
	return (w->own & w->max) | (w->a & ~w->max);
}

static inline lanes8
vw_b(const struct vwin *w)
{
	return (w->own & ~w->max) | (w->b & w->max);
}

/* a - g lane by lane, 0 where g > a. */
static inline lanes8
lane_sub(lanes8 a, lanes8 g)
{
	lanes8 t = a - g;

	return t & (t > 0);
}

static lanes8 ddv_boundary(struct ddv_ctx *, int, lanes8, lanes8);
static lanes8 ddv_two_memo(struct ddv_ctx *, int, uint16_t);
static lanes8 ddv_trick1(struct ddv_ctx *, int, int *, int, int, uint16_t, lanes8, lanes8);
static lanes8 ddv_trick2(struct ddv_ctx *, int, int *, int, int, uint16_t, lanes8, lanes8);
static lanes8 ddv_trick3(struct ddv_ctx *, int, int *, int, int, uint16_t, lanes8, lanes8);

/*
 * The values after card c of seat index p, the n-th of the trick of
 * ddv_trick (nb the index of the best then), in the windows (a, b).
 */
static inline lanes8
ddv_play(struct ddv_ctx *x, int leader, int *trick, int n, int nb, int eyes, uint16_t inplay,
    int p, int c, lanes8 a, lanes8 b)
{
	lanes8	 r, g, R, dead;
	uint16_t l2, left;
	int	 win;

	x->h[p] &= (uint16_t)~CARD_BIT(c);
	trick[n] = c;
	if (n == 3) {
		win = (leader + nb) & 3;
		g = lanes_of(eyes + eyes_of[c]) & x->lanes[win];
		l2 = x->h[win] & (uint16_t)(x->h[win] - 1);
		/*
		 * Two cards left: exact whatever the windows (ddv_two_memo), but
		 * first ddv_boundary's test of closed windows, the trick's eyes
		 * taken off: when they decide every lane, neither the memory
		 * nor ddv_two_exact is asked (3.8% fewer instructions).
		 */
		if (l2 != 0 && (l2 & (l2 - 1)) == 0) {
			left = x->h[0] | x->h[1] | x->h[2] | x->h[3];
			R = lanes_of(eyes_left[left & 0xff] + eyes_left[left >> 8]);
			a = lane_sub(a, g), b = lane_sub(b, g);
			b ^= (b ^ R) & (b > R);
			dead = a >= b;
			if ((uint64_t)dead == ~0ull)
				r = g + (a ^ ((a ^ R) & (a > R)));
			else
				r = g + ddv_two_memo(x, win, left);
		} else
			r = g + (x->h[win] ? ddv_boundary(x, win, lane_sub(a, g), lane_sub(b, g)) :
			    lanes_of(0));
	} else if (n == 0)
		r = ddv_trick1(x, leader, trick, nb, eyes + eyes_of[c], inplay, a, b);
	else if (n == 1)
		r = ddv_trick2(x, leader, trick, nb, eyes + eyes_of[c], inplay, a, b);
	else
		r = ddv_trick3(x, leader, trick, nb, eyes + eyes_of[c], inplay, a, b);
	x->h[p] |= CARD_BIT(c);
	return r;
}

/*
 * The values from inside a trick led by seat index leader (n cards of
 * trick[] played, best the index of the best, eyes theirs) in the windows
 * (a, b); inplay: the cards held at the trick's start. Lanes closed on
 * entry are left out (0); a forced card's values are passed up as they
 * come, without the window's bookkeeping.
 */
static inline __attribute__((always_inline)) lanes8
ddv_trick(struct ddv_ctx *x, int leader, int *trick, int n, int best, int eyes,
    uint16_t inplay, lanes8 a, lanes8 b)
{
	struct vwin w;
	uint16_t legal, over;
	lanes8	 open = a < b;
	int	 p = (leader + n) & 3, c, k = 0;

	if (!lanes_any(open))
		return open;
	over = n ? x->bts[trick[best]] : 0;
	legal = n ? baska_legal_tab(x->trumps, x->cls, x->head, x->lax, trick[0], trick[best],
	    over, x->h[p]) : x->h[p];
	if (legal & (legal - 1))
		legal = rank_equivalents(x->btw, legal, (uint16_t)(inplay & ~x->h[p]));
	if ((legal & (legal - 1)) == 0) {
		c = __builtin_ctz(legal);
		return ddv_play(x, leader, trick, n, n == 0 || (over >> c & 1) ? n : best, eyes,
		    inplay, p, c, a, b) & open;
	}
	vw_init(&w, a, b, x->lanes[p]);
	for (; legal; legal &= (uint16_t)~CARD_BIT(c)) {
		/* the order of dd_trick */
		if (n == 0) {
			while (!(legal & x->ord[k]))
				k++;
			c = 31 - __builtin_clz(legal & x->ord[k]);
		} else
			c = 31 - __builtin_clz(legal);
		if (!vw_take(&w, ddv_play(x, leader, trick, n, n == 0 || (over >> c & 1) ? n :
		    best, eyes, inplay, p, c, vw_a(&w), vw_b(&w))))
			break;
	}
	return w.own & open;
}

/*
 * ddv_trick for each card of the trick, n a constant in each: the tests on
 * n fold away, and the calls pass fewer arguments.
 */
static lanes8
ddv_trick0(struct ddv_ctx *x, int leader, int *trick, uint16_t inplay, lanes8 a, lanes8 b)
{
	return ddv_trick(x, leader, trick, 0, 0, 0, inplay, a, b);
}

static lanes8
ddv_trick1(struct ddv_ctx *x, int leader, int *trick, int best, int eyes, uint16_t inplay,
    lanes8 a, lanes8 b)
{
	return ddv_trick(x, leader, trick, 1, best, eyes, inplay, a, b);
}

static lanes8
ddv_trick2(struct ddv_ctx *x, int leader, int *trick, int best, int eyes, uint16_t inplay,
    lanes8 a, lanes8 b)
{
	return ddv_trick(x, leader, trick, 2, best, eyes, inplay, a, b);
}

static lanes8
ddv_trick3(struct ddv_ctx *x, int leader, int *trick, int best, int eyes, uint16_t inplay,
    lanes8 a, lanes8 b)
{
	return ddv_trick(x, leader, trick, 3, best, eyes, inplay, a, b);
}

/* baska_legal_tab on the tables of x. */
static inline uint16_t
ddv_legal(const struct ddv_ctx *x, int led, int best, uint16_t hand)
{
	return baska_legal_tab(x->trumps, x->cls, x->head, x->lax, led, best, x->bts[best],
	    hand);
}

/*
 * The values after the last card c3 of the third trick from the end, every
 * hand holding two cards (as dd_two_last): c0 led, b2 the best of the
 * three before, e their eyes, left the cards not played, two the eyes of
 * the last two tricks in every lane; the last trick forced.
 */
static inline lanes8
ddv_two_leaf(const struct ddv_ctx *x, int c3, int b2, int e, uint16_t left, lanes8 two)
{
	uint16_t rest = left & (uint16_t)~CARD_BIT(c3), o;
	int	 win = x->own[(x->bts[b2] >> c3 & 1) ? c3 : b2], l;
	lanes8	 e3 = lanes_of(e + eyes_of[c3]);

	l = __builtin_ctz(rest & x->h[win]);
	while ((o = x->bts[l] & rest) != 0)
		l = __builtin_ctz(o);
	return (e3 & x->lanes[win]) + ((two - e3) & x->lanes[x->own[l]]);
}

/*
 * Lane by lane, the greater of u and v in the lanes of max, the lesser in
 * the others: a seat's choice between two cards, branch-free.
 */
static inline lanes8
lanes_pick(lanes8 max, lanes8 u, lanes8 v)
{
	return v ^ ((u ^ v) & ~((u > v) ^ max));
}

/*
 * The leader's two cards s in the last two tricks, one of them when they
 * are equivalent (rank_merge's test for two cards: one rank, no card of
 * others between them): half the solve. rank_equivalents there, or this
 * test at the other seats too, took more instructions than they saved.
 */
static inline uint16_t
ddv_two_merge(const struct ddv_ctx *x, uint16_t s, uint16_t others)
{
	int	 c = __builtin_ctz(s), d = 31 - __builtin_clz(s);

	return ((c ^ d) & 3) == 0 && (x->btw[c][d] & others) == 0 ? (uint16_t)(s & (s - 1)) : s;
}

/*
 * The last card of the third trick from the end by seat index p3 (c0 led,
 * b2 the best of the three before, e2 their eyes, l2 the cards not
 * played), exact in every lane (ddv_two_exact).
 */
static inline lanes8
ddv_exact3(const struct ddv_ctx *x, int p3, int c0, int b2, int e2, uint16_t l2, lanes8 two)
{
	uint16_t s3 = ddv_legal(x, c0, b2, x->h[p3]);
	lanes8	 v = ddv_two_leaf(x, __builtin_ctz(s3), b2, e2, l2, two);

	if (s3 & (s3 - 1))
		v = lanes_pick(x->lanes[p3], v, ddv_two_leaf(x, 31 - __builtin_clz(s3), b2, e2,
		    l2, two));
	return v;
}

/* The third card c2 after c0 and the best b1 (e1 their eyes, l1 the cards not played). */
static inline lanes8
ddv_exact2c(const struct ddv_ctx *x, int p3, int c0, int b1, int c2, int e1, uint16_t l1,
    lanes8 two)
{
	return ddv_exact3(x, p3, c0, (x->bts[b1] >> c2 & 1) ? c2 : b1, e1 + eyes_of[c2],
	    l1 & (uint16_t)~CARD_BIT(c2), two);
}

/* The third card after c0 and c1 (all: the cards held before the trick), exact. */
static inline lanes8
ddv_exact2(const struct ddv_ctx *x, int p2, int c0, int c1, uint16_t all, lanes8 two)
{
	int	 b1 = (x->bts[c0] >> c1 & 1) ? c1 : c0, e1 = eyes_of[c0] + eyes_of[c1];
	int	 p3 = (p2 + 1) & 3;
	uint16_t l1 = all & (uint16_t)~(CARD_BIT(c0) | CARD_BIT(c1));
	uint16_t s2 = ddv_legal(x, c0, b1, x->h[p2]);
	lanes8	 v = ddv_exact2c(x, p3, c0, b1, __builtin_ctz(s2), e1, l1, two);

	if (s2 & (s2 - 1))
		v = lanes_pick(x->lanes[p2], v, ddv_exact2c(x, p3, c0, b1,
		    31 - __builtin_clz(s2), e1, l1, two));
	return v;
}

/* The second card after c0 (as ddv_exact2), exact. */
static inline lanes8
ddv_exact1(const struct ddv_ctx *x, int p1, int c0, uint16_t all, lanes8 two)
{
	uint16_t s1 = ddv_legal(x, c0, c0, x->h[p1]);
	int	 p2 = (p1 + 1) & 3;
	lanes8	 v = ddv_exact2(x, p2, c0, __builtin_ctz(s1), all, two);

	if (s1 & (s1 - 1))
		v = lanes_pick(x->lanes[p1], v, ddv_exact2(x, p2, c0, 31 - __builtin_clz(s1),
		    all, two));
	return v;
}

/*
 * The exact values of the last two tricks (every hand holding two cards),
 * led by seat index leader, in every lane: the third trick from the end
 * over every legal card, each seat's choice made by lanes_pick, the last
 * trick forced (ddv_two_leaf). Without windows nothing is cut off, but
 * there are at most 16 leaves and no branch on the lanes, and the values
 * left in the memory (ddv_two_memo) decide every lane when the position is
 * reached again, by another order of the first two tricks or in a search
 * of another window. Replacing the alpha-beta search of these tricks
 * (ddv_two and its callees, and their bounds in the memory) took 8% fewer
 * instructions on 2,000 generated deals.
 */
static lanes8
ddv_two_exact(const struct ddv_ctx *x, int leader)
{
	uint16_t all = x->h[0] | x->h[1] | x->h[2] | x->h[3], s0 = x->h[leader];
	lanes8	 two = lanes_of(eyes_left[all & 0xff] + eyes_left[all >> 8]);
	int	 p1 = (leader + 1) & 3;

	s0 = ddv_two_merge(x, s0, (uint16_t)(all & ~s0));
	if ((s0 & (s0 - 1)) == 0)
		return ddv_exact1(x, p1, __builtin_ctz(s0), all, two);
	return lanes_pick(x->lanes[leader], ddv_exact1(x, p1, __builtin_ctz(s0), all, two),
	    ddv_exact1(x, p1, 31 - __builtin_clz(s0), all, two));
}

/*
 * The exact values of the last two tricks led by seat index leader (left
 * the cards held), from the memory if it has them, else from ddv_two_exact
 * and stored: in every lane, whatever the windows.
 */
static lanes8
ddv_two_memo(struct ddv_ctx *x, int leader, uint16_t left)
{
	struct baska_dd	*m = x->m;
	uint32_t	 pos = (uint32_t)left << 2 | (uint32_t)leader, key, k;
	lanes8		 v;
	int		 i, probe;

	key = m->vgen << KEY_GEN_SHIFT | pos;
	i = (int)((pos * 0x9e3779b1u) >> 20);
	for (probe = 0; probe < 16; probe++, i = (i + 1) & (BASKA_DDV_SIZE - 1)) {
		k = m->vkey[i];
		if (k == key)
			return (lanes8)m->vlo[i];
		if (k >> KEY_GEN_SHIFT != m->vgen)
			break;
	}
	v = ddv_two_exact(x, leader);
	if (probe < 16) {
		m->vlist[m->vused++] = (uint16_t)i;
		m->vkey[i] = key;
		m->vlo[i] = m->vhi[i] = (uint64_t)v;
	}
	return v;
}

/*
 * The values from a trick boundary led by seat index leader, in the windows
 * (a, b), as dd_boundary lane by lane: a closed window answers at once (0,
 * or the eyes left), so does the memory when its bounds decide; the other
 * lanes are searched in the windows narrowed by the memory's bounds, and
 * the new bounds stored.
 */
static lanes8
ddv_boundary(struct ddv_ctx *x, int leader, lanes8 a, lanes8 b)
{
	struct baska_dd	*m = x->m;
	uint16_t	 left = x->h[0] | x->h[1] | x->h[2] | x->h[3], o, l2;
	uint32_t	 key, k;
	lanes8		 v, R, lo, hi, dead, out, dlo, dhi, todo, lowf, highf;
	int		 i, probe, slot = -1, c, w, t[4];

	R = lanes_of(eyes_left[left & 0xff] + eyes_left[left >> 8]);
	if ((x->h[leader] & (x->h[leader] - 1)) == 0) {
		/* the last trick, forced (as dd_last): exact in every lane */
		c = __builtin_ctz(x->h[leader]);
		while ((o = x->bts[c] & left) != 0)
			c = __builtin_ctz(o);
		w = (x->h[1] >> c & 1) | (x->h[2] >> c & 1) << 1 | (x->h[3] >> c & 1) * 3;
		return R & x->lanes[w];
	}
	l2 = x->h[leader] & (uint16_t)(x->h[leader] - 1);
	if ((l2 & (l2 - 1)) == 0)
		return ddv_two_memo(x, leader, left);
	b ^= (b ^ R) & (b > R);
	dead = a >= b;
	/* a closed window: 0 when b <= 0, the eyes left when a >= them */
	out = (a ^ ((a ^ R) & (a > R))) & dead;
	if ((uint64_t)dead == ~0ull)
		return out;
	key = m->vgen << KEY_GEN_SHIFT | (uint32_t)left << 2 | (uint32_t)leader;
	i = (int)((((uint32_t)left << 2 | (uint32_t)leader) * 0x9e3779b1u) >> 20);
	lo = lanes_of(0), hi = R;
	for (probe = 0; probe < 16; probe++, i = (i + 1) & (BASKA_DDV_SIZE - 1)) {
		k = m->vkey[i];
		if (k == key) {
			lo = (lanes8)m->vlo[i], hi = (lanes8)m->vhi[i], slot = i;
			break;
		}
		if (k >> KEY_GEN_SHIFT != m->vgen) {
			slot = i;
			break;
		}
	}
	/* the memory decides: lo >= b or lo == hi gives lo, hi <= a gives hi */
	dlo = ((lo >= b) | (lo == hi)) & ~dead;
	dhi = (hi <= a) & ~dead & ~dlo;
	out |= (lo & dlo) | (hi & dhi);
	todo = ~dead & ~dlo & ~dhi;
	if (!lanes_any(todo))
		return out;
	a ^= (a ^ lo) & (lo > a);
	b ^= (b ^ hi) & (hi < b);
	a &= todo, b &= todo;
	m->nodes++;
	v = ddv_trick0(x, leader, t, left, a, b);
	v &= todo;
	if (slot >= 0) {
		lowf = (v <= a) & todo;
		highf = (v >= b) & todo & ~lowf;
		hi ^= (hi ^ v) & (todo & ~highf);
		lo ^= (lo ^ v) & (todo & ~lowf);
		if (m->vkey[slot] != key)
			m->vlist[m->vused++] = (uint16_t)slot;
		m->vkey[slot] = key;
		m->vlo[slot] = (uint64_t)lo;
		m->vhi[slot] = (uint64_t)hi;
	}
	return out | v;
}

/* A new stamp for the vector memory: forgets its positions. */
static void
ddv_reset(struct baska_dd *m)
{
	if (++m->vgen > GEN_MAX) {
		memset(m->vkey, 0, sizeof(m->vkey));
		m->vgen = 1;
	}
	m->vused = 0;
}

/*
 * Leaves in dd's memory (reset) the exact values of lane k of the positions
 * the vector search stored, where dd_boundary will look for them.
 */
static void
ddv_export(struct baska_dd *m, int k)
{
	uint32_t key, pos;
	int	 j, i, probe, lo, hi;

	baska_dd_reset(m);
	for (j = 0; j < m->vused; j++) {
		pos = m->vkey[m->vlist[j]] & ((1u << KEY_GEN_SHIFT) - 1);
		lo = ((lanes8)m->vlo[m->vlist[j]])[k];
		hi = ((lanes8)m->vhi[m->vlist[j]])[k];
		key = m->gen << KEY_GEN_SHIFT | pos;
		i = (int)((pos * 0x9e3779b1u) >> 19);
		for (probe = 0; probe < 16; probe++, i = (i + 1) & (BASKA_DD_SIZE - 1))
			if (m->slot[i].key >> KEY_GEN_SHIFT != m->gen) {
				m->slot[i].key = key;
				m->slot[i].lo = (unsigned char)lo;
				m->slot[i].hi = (unsigned char)hi;
				break;
			}
	}
}

int
baska_dd_sides(struct baska_dd *m, const struct baska_rules *r, enum baska_family fam,
    const uint16_t hands[4], int leader, const int *sides, int nsides, int keep, int *eyes)
{
	struct ddv_ctx	 x;
	uint16_t	 all = 0;
	lanes8		 v, a = { 0 }, b = { 0 };
	int		 i, p, total;

	if (leader < 1 || leader > 4 || nsides < 0 || nsides > 8)
		return -1;
	for (i = 0; i < 4; i++) {
		if ((all & hands[i]) || pop16(hands[i]) != pop16(hands[0]))
			return -1;
		all |= hands[i];
		x.h[i] = hands[i];
		for (p = hands[i]; p; p &= p - 1)
			x.own[__builtin_ctz((unsigned)p)] = (unsigned char)i;
	}
	x.m = m;
	x.ord = lead_groups[fam == FAM_GRAN];
	x.cls = baska_class_of[fam];
	x.bts = baska_beats[fam];
	x.btw = baska_between[fam];
	x.trumps = baska_trump_set(fam);
	x.head = fam == FAM_GRAN && r->gran_must_head;
	x.lax = fam == FAM_GRAN && !r->gran_void_must_trump;
	for (p = 0; p < 4; p++)
		for (x.lanes[p] = a, i = 0; i < nsides; i++)
			x.lanes[p][i] = (sides[i] >> p) & 1 ? -1 : 0;
	total = eyes_left[all & 0xff] + eyes_left[all >> 8];
	for (i = 0; i < nsides; i++)
		b[i] = (signed char)total;
	ddv_reset(m);
	v = all == 0 ? a : ddv_boundary(&x, leader - 1, a, b);
	for (i = 0; i < nsides; i++)
		eyes[i] = v[i];
	if (keep >= 0 && keep < nsides)
		ddv_export(m, keep);
	return 0;
}
