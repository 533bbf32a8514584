/*
 * Exhaustive searches over the legal continuations of a deal (§5.5 claims,
 * §5.4 "decided" in exhaustive mode). Card sets are bitmasks and the legal
 * cards come from tables. Claims under claim_rule every_line: the search
 * stops at the first trick the claimant side can lose; positions proven to
 * hold are remembered by a key that ignores the cards' names (a few hundred
 * at most), and the last two tricks are written out. Claims under
 * best_line: an AND-OR search (the claimant side chooses, the other side
 * may play anything) with the same keys remembering both answers, then one
 * line of play for the words. Ranges: positions at trick boundaries are
 * memoised by their cards (at most a few thousand). No search allocates.
 */
#include <string.h>

#include "baska.h"
#include "engine.h"
#include "../../util/i18n.h"

/* ------------------------------------------------------------ claims */

/*
 * Generated from the orders of §1.2/§1.3 for the search's own legal-card
 * step (the same rules as baska_legal, on tables; the tests compare the
 * two): the cards of a card's class, and the cards that beat it when it is
 * the best card of a trick.
 */
const uint16_t baska_class_of[2][BASKA_NCARDS] = {
	{ 0x0003, 0x0003, 0xffcc, 0xffcc, 0x0030, 0x0030, 0xffcc, 0xffcc,
	  0xffcc, 0xffcc, 0xffcc, 0xffcc, 0xffcc, 0xffcc, 0xffcc, 0xffcc },
	{ 0x0007, 0x0007, 0x0007, 0x8888, 0x0070, 0x0070, 0x0070, 0x8888,
	  0x0700, 0x0700, 0x0700, 0x8888, 0x7000, 0x7000, 0x7000, 0x8888 },
};
const uint16_t baska_beats[2][BASKA_NCARDS] = {
	{ 0xffcc, 0xffcd, 0x0300, 0x4744, 0xffcc, 0xffdc, 0x0304, 0x474c,
	  0x0000, 0x0100, 0x0344, 0x47cc, 0xcfcc, 0xdfcc, 0x0744, 0x4fcc },
	{ 0x8888, 0x8889, 0x888b, 0x0000, 0x8888, 0x8898, 0x88b8, 0x0008,
	  0x8888, 0x8988, 0x8b88, 0x0088, 0x8888, 0x9888, 0xb888, 0x0888 },
};

/* Generated from the orders of §1.2/§1.3: cards of the same class ranking strictly
 * between a and b (0xffff when a and b are of different classes). */
const uint16_t baska_between[2][BASKA_NCARDS][BASKA_NCARDS] = {
	{
		{ 0x0000, 0x0000, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0x0000, 0x0000, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0xffff, 0xffff, 0x0000, 0x4440, 0xffff, 0xffff, 0x0000, 0x4448,
		  0x0200, 0x0000, 0x0040, 0x44c8, 0xccc8, 0xdcc8, 0x0440, 0x4cc8 },
		{ 0xffff, 0xffff, 0x4440, 0x0000, 0xffff, 0xffff, 0x4400, 0x0000,
		  0x4644, 0x4444, 0x4000, 0x0080, 0x8880, 0x9880, 0x0000, 0x0880 },
		{ 0xffff, 0xffff, 0xffff, 0xffff, 0x0000, 0x0000, 0xffff, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0xffff, 0xffff, 0xffff, 0xffff, 0x0000, 0x0000, 0xffff, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0xffff, 0xffff, 0x0000, 0x4400, 0xffff, 0xffff, 0x0000, 0x4408,
		  0x0204, 0x0004, 0x0000, 0x4488, 0xcc88, 0xdc88, 0x0400, 0x4c88 },
		{ 0xffff, 0xffff, 0x4448, 0x0000, 0xffff, 0xffff, 0x4408, 0x0000,
		  0x464c, 0x444c, 0x4008, 0x0000, 0x8800, 0x9800, 0x0008, 0x0800 },
		{ 0xffff, 0xffff, 0x0200, 0x4644, 0xffff, 0xffff, 0x0204, 0x464c,
		  0x0000, 0x0000, 0x0244, 0x46cc, 0xcecc, 0xdecc, 0x0644, 0x4ecc },
		{ 0xffff, 0xffff, 0x0000, 0x4444, 0xffff, 0xffff, 0x0004, 0x444c,
		  0x0000, 0x0000, 0x0044, 0x44cc, 0xcccc, 0xdccc, 0x0444, 0x4ccc },
		{ 0xffff, 0xffff, 0x0040, 0x4000, 0xffff, 0xffff, 0x0000, 0x4008,
		  0x0244, 0x0044, 0x0000, 0x4088, 0xc888, 0xd888, 0x0000, 0x4888 },
		{ 0xffff, 0xffff, 0x44c8, 0x0080, 0xffff, 0xffff, 0x4488, 0x0000,
		  0x46cc, 0x44cc, 0x4088, 0x0000, 0x8000, 0x9000, 0x0088, 0x0000 },
		{ 0xffff, 0xffff, 0xccc8, 0x8880, 0xffff, 0xffff, 0xcc88, 0x8800,
		  0xcecc, 0xcccc, 0xc888, 0x8000, 0x0000, 0x0000, 0x8888, 0x0000 },
		{ 0xffff, 0xffff, 0xdcc8, 0x9880, 0xffff, 0xffff, 0xdc88, 0x9800,
		  0xdecc, 0xdccc, 0xd888, 0x9000, 0x0000, 0x0000, 0x9888, 0x1000 },
		{ 0xffff, 0xffff, 0x0440, 0x0000, 0xffff, 0xffff, 0x0400, 0x0008,
		  0x0644, 0x0444, 0x0000, 0x0088, 0x8888, 0x9888, 0x0000, 0x0888 },
		{ 0xffff, 0xffff, 0x4cc8, 0x0880, 0xffff, 0xffff, 0x4c88, 0x0800,
		  0x4ecc, 0x4ccc, 0x4888, 0x0000, 0x0000, 0x1000, 0x0888, 0x0000 },
	},
	{
		{ 0x0000, 0x0000, 0x0002, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0x0000, 0x0000, 0x0000, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0x0002, 0x0000, 0x0000, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0xffff, 0xffff, 0xffff, 0x0000, 0xffff, 0xffff, 0xffff, 0x0000,
		  0xffff, 0xffff, 0xffff, 0x0080, 0xffff, 0xffff, 0xffff, 0x0880 },
		{ 0xffff, 0xffff, 0xffff, 0xffff, 0x0000, 0x0000, 0x0020, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0xffff, 0xffff, 0xffff, 0xffff, 0x0000, 0x0000, 0x0000, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0xffff, 0xffff, 0xffff, 0xffff, 0x0020, 0x0000, 0x0000, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0xffff, 0xffff, 0xffff, 0x0000, 0xffff, 0xffff, 0xffff, 0x0000,
		  0xffff, 0xffff, 0xffff, 0x0000, 0xffff, 0xffff, 0xffff, 0x0800 },
		{ 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		  0x0000, 0x0000, 0x0200, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		  0x0000, 0x0000, 0x0000, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		  0x0200, 0x0000, 0x0000, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff },
		{ 0xffff, 0xffff, 0xffff, 0x0080, 0xffff, 0xffff, 0xffff, 0x0000,
		  0xffff, 0xffff, 0xffff, 0x0000, 0xffff, 0xffff, 0xffff, 0x0000 },
		{ 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0x0000, 0x0000, 0x2000, 0xffff },
		{ 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0x0000, 0x0000, 0x0000, 0xffff },
		{ 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
		  0xffff, 0xffff, 0xffff, 0xffff, 0x2000, 0x0000, 0x0000, 0xffff },
		{ 0xffff, 0xffff, 0xffff, 0x0880, 0xffff, 0xffff, 0xffff, 0x0800,
		  0xffff, 0xffff, 0xffff, 0x0000, 0xffff, 0xffff, 0xffff, 0x0000 },
	},
};

#define FIXED_SIZE	256	/* ao_fixed's boundaries (a line has at most a few dozen) */
#define SAFE_SIZE	512	/* hash of positions proven to hold (a search stores < 200) */
#define SAFE_FILL	384	/* beyond this, positions are searched again, not stored */

/*
 * The cards of each family for the keys of positions (§1.2, §1.3): groups
 * of at most four cards (16 = none), strongest first. The first groups hold
 * the trumps in order; each other group is one of the other suits.
 */
static const unsigned char key_groups[2][5][4] = {
	{ { 8, 9, 2, 6 }, { 10, 14, 3, 7 }, { 11, 15, 12, 13 }, { 0, 1, 16, 16 },
	  { 4, 5, 16, 16 } },
	{ { 3, 7, 11, 15 }, { 0, 1, 2, 16 }, { 4, 5, 6, 16 }, { 8, 9, 10, 16 },
	  { 12, 13, 14, 16 } },
};
static const int key_trump_groups[2] = { 3, 1 };

/* The tables of one family and ruleset, for the legal-card step. */
struct play_tab {
	const uint16_t *cls;		/* class_of[fam] */
	const uint16_t *bts;		/* beats[fam] */
	const uint16_t (*btw)[BASKA_NCARDS];	/* between[fam] */
	uint16_t trumps;
	int	 head;			/* gran_must_head applies */
	int	 lax;			/* gran, void in the led suit: any card */
};

static void
play_tab_init(struct play_tab *t, const struct baska_rules *r, enum baska_family fam)
{
	t->cls = baska_class_of[fam];
	t->bts = baska_beats[fam];
	t->btw = baska_between[fam];
	t->trumps = baska_trump_set(fam);
	t->head = fam == FAM_GRAN && r->gran_must_head;
	t->lax = fam == FAM_GRAN && !r->gran_void_must_trump;
}

struct claim_ctx {
	struct play_tab t;
	int	 side;			/* claimant side: bit s for seat s + 1 */
	int	 first;			/* slot 0 is this trick number */
	int	 tricks[4][4];		/* the refuting line, leader first */
	int	 win[4];
	int	 ntricks;
	const unsigned char (*groups)[4];	/* key_groups[fam] */
	int	 ntg;			/* key_trump_groups[fam] */
	unsigned char owner[BASKA_NCARDS];	/* seat index (0..3) holding each card */
	int	 used;			/* -1: safe[] and holders[] not made yet */
	/* by group and cards present (bit i: the group's i-th card): their
	 * holders, two bits each, strongest first, and their count << 8 */
	uint16_t holders[5][16];
	uint64_t safe[SAFE_SIZE];	/* position keys proven to hold; 0 empty */
	unsigned char res[SAFE_SIZE];	/* best_line: the answer for safe[i] */
	int	 lead[4];		/* best_line: the leader (seat index) of tricks[i] */
	/* ao_fixed: trick boundaries proven to win, (cards left | leader << 16) + 1 */
	uint32_t fixed_won[FIXED_SIZE];
	int	 fixed_used;
};

/*
 * Drops from legal the cards that are equivalent to one kept: same class,
 * and no card outside the player's hand (still held, or in the current
 * trick) ranks between them. Such cards compare alike with every card still
 * to come, so their continuations are the same up to eyes, which a claim
 * does not count. The lowest card of each group is kept. others: the cards
 * still in play (held, or in the current trick) outside the player's hand.
 */
static uint16_t
equivalents(const struct claim_ctx *x, uint16_t legal, uint16_t others)
{
	uint16_t keep, s, k, b;
	int	 c;

	keep = legal & (uint16_t)-legal;
	for (s = legal & (uint16_t)(legal - 1); s; s &= (uint16_t)(s - 1)) {
		c = __builtin_ctz(s);
		for (k = keep; k; k &= (uint16_t)(k - 1)) {
			b = x->t.btw[c][__builtin_ctz(k)];
			if (b != 0xffff && (others & b) == 0)
				break;
		}
		if (k == 0)
			keep |= CARD_BIT(c);
	}
	return keep;
}

/*
 * A sufficient condition for the claim at a trick boundary: some claimant
 * holds only trumps, each above every trump the other side still holds. He
 * plays a trump to every trick (he must, or may, and has nothing else), and
 * no card of the other side can beat it, so the claimant side wins them all.
 */
static int
surely_holds(const struct claim_ctx *x, const uint16_t h[4])
{
	uint16_t above = x->t.trumps, opp = 0, s;
	int	 p;

	for (p = 0; p < 4; p++)
		if (!(x->side & (1 << p)))
			opp |= h[p];
	/* the trumps above every trump of the other side */
	for (s = opp & x->t.trumps; s; s &= (uint16_t)(s - 1))
		above &= x->t.bts[__builtin_ctz(s)];
	for (p = 0; p < 4; p++)
		if ((x->side & (1 << p)) && h[p] != 0 && (h[p] & ~above) == 0)
			return 1;
	return 0;
}

/*
 * baska_legal on the tables, for a trick led with led whose best card so far
 * is best, beaten by the cards of over (beats[fam][best]).
 */
static uint16_t
fast_legal(const struct play_tab *x, int led, int best, uint16_t over, uint16_t hand)
{
	return baska_legal_tab(x->trumps, x->cls, x->head, x->lax, led, best, over, hand);
}

static void
record(struct claim_ctx *x, int slot, const int *trick, int w)
{
	memcpy(x->tricks[slot], trick, sizeof(x->tricks[slot]));
	x->win[slot] = w;
}

/* Clears the hash and fills x->holders, before the first trick boundary. */
static void
key_prepare(struct claim_ctx *x)
{
	unsigned pat, top, prev;
	int	 g;

	memset(x->safe, 0, sizeof(x->safe));
	x->used = 0;
	for (g = 0; g < 5; g++) {
		x->holders[g][0] = 0;
		for (pat = 1; pat < 16; pat++) {
			top = 31 - (unsigned)__builtin_clz(pat);
			prev = x->holders[g][pat ^ (1u << top)];
			x->holders[g][pat] = x->groups[g][top] == 16 ? 0 :
			    (uint16_t)(((prev >> 8) + 1) << 8 | (prev & 0xff) << 2 |
			    x->owner[x->groups[g][top]]);
		}
	}
}

/*
 * The key of a position at a trick boundary, up to the cards' names: the
 * holders of the trumps left from the strongest down, then for each other
 * suit a marked code of the same (those suits play alike, §1.2, §1.3: their
 * codes are sorted), then the leader. Positions with the same key have the
 * same legal plays and trick winners in the same shapes, since only the
 * relative order of the cards left inside a class matters; so one holds iff
 * the other does.
 */
#define CAS(a, b)	do {						\
	unsigned lo_ = (a) < (b) ? (a) : (b), hi_ = (a) < (b) ? (b) : (a);	\
	(a) = lo_;							\
	(b) = hi_;							\
} while (0)

static uint64_t
position_key(const struct claim_ctx *x, unsigned l, int leader)
{
	const uint16_t (*hd)[16] = x->holders;
	uint64_t key = 1;
	unsigned e, a, b, c, d;

	if (x->ntg == 3) {
		/* normal family: Ah 10h Qc Qs | Qh Qd Jc Js | Jh Jd Ad 10d, then Ac 10c, As 10s */
		e = hd[0][(l >> 8 & 1) | (l >> 8 & 2) | (l & 4) | (l >> 3 & 8)];
		key = key << (2 * (e >> 8)) | (e & 0xff);
		e = hd[1][(l >> 10 & 1) | (l >> 13 & 2) | (l >> 1 & 4) | (l >> 4 & 8)];
		key = key << (2 * (e >> 8)) | (e & 0xff);
		e = hd[2][(l >> 11 & 1) | (l >> 14 & 2) | (l >> 10 & 4) | (l >> 10 & 8)];
		key = key << (2 * (e >> 8)) | (e & 0xff);
		e = hd[3][l & 3];
		a = 1u << (2 * (e >> 8)) | (e & 0xff);
		e = hd[4][l >> 4 & 3];
		b = 1u << (2 * (e >> 8)) | (e & 0xff);
		CAS(a, b);
		key = (key << 7 | a) << 7 | b;
	} else {
		/* gran family: Jc Js Jh Jd, then the four suits A 10 Q */
		e = hd[0][(l >> 3 & 1) | (l >> 6 & 2) | (l >> 9 & 4) | (l >> 12 & 8)];
		key = key << (2 * (e >> 8)) | (e & 0xff);
		e = hd[1][l & 7];
		a = 1u << (2 * (e >> 8)) | (e & 0xff);
		e = hd[2][l >> 4 & 7];
		b = 1u << (2 * (e >> 8)) | (e & 0xff);
		e = hd[3][l >> 8 & 7];
		c = 1u << (2 * (e >> 8)) | (e & 0xff);
		e = hd[4][l >> 12 & 7];
		d = 1u << (2 * (e >> 8)) | (e & 0xff);
		CAS(a, b);
		CAS(c, d);
		CAS(a, c);
		CAS(b, d);
		CAS(b, c);
		key = (((key << 7 | a) << 7 | b) << 7 | c) << 7 | d;
	}
	return key << 2 | (unsigned)leader;
}

#undef CAS

static int
safe_slot(const struct claim_ctx *x, uint64_t key)
{
	int	 i = (int)((key * 0x9e3779b97f4a7c15ull) >> 55) & (SAFE_SIZE - 1);

	while (x->safe[i] != 0 && x->safe[i] != key)
		i = (i + 1) & (SAFE_SIZE - 1);
	return i;
}

/*
 * refute() for a trick boundary where every player holds two cards: the
 * same search (the same order, so the same first line) written out as four
 * loops, the last trick being forced. Equivalent cards are not skipped
 * here: such a card is tried after the one it is equivalent to, and its
 * continuations lose no trick the first one's do not.
 */
static int
refute2(struct claim_ctx *x, const uint16_t h[4], int leader, int slot)
{
	uint16_t s0, s1, s2, s3, oa, ob, oc, played, s, all = h[0] | h[1] | h[2] | h[3];
	int	 t[4], last[4], p1 = (leader + 1) & 3, p2 = (leader + 2) & 3, p3 = (leader + 3) & 3;
	int	 ib, ic, id, w, i, nb, lead;

	for (s0 = h[leader]; s0; s0 &= (uint16_t)(s0 - 1)) {
		t[0] = __builtin_ctz(s0);
		oa = x->t.bts[t[0]];
		for (s1 = fast_legal(&x->t, t[0], t[0], oa, h[p1]); s1; s1 &= (uint16_t)(s1 - 1)) {
			t[1] = __builtin_ctz(s1);
			ib = (oa & CARD_BIT(t[1])) ? 1 : 0;
			ob = ib ? x->t.bts[t[1]] : oa;
			for (s2 = fast_legal(&x->t, t[0], t[ib], ob, h[p2]); s2;
			    s2 &= (uint16_t)(s2 - 1)) {
				t[2] = __builtin_ctz(s2);
				ic = (ob & CARD_BIT(t[2])) ? 2 : ib;
				oc = ic == 2 ? x->t.bts[t[2]] : ob;
				for (s3 = fast_legal(&x->t, t[0], t[ic], oc, h[p3]); s3;
				    s3 &= (uint16_t)(s3 - 1)) {
					t[3] = __builtin_ctz(s3);
					id = (oc & CARD_BIT(t[3])) ? 3 : ic;
					w = (leader + id) & 3;
					if (!(x->side & (1 << w))) {
						record(x, slot, t, w);
						x->ntricks = slot + 1;
						return 1;
					}
					/*
					 * The last trick: its best card is the greatest in
					 * the order of the led card, whatever the order of
					 * the others.
					 */
					played = CARD_BIT(t[0]) | CARD_BIT(t[1]) | CARD_BIT(t[2]) |
					    CARD_BIT(t[3]);
					lead = __builtin_ctz(h[w] & (uint16_t)~played);
					nb = lead;
					for (s = all & (uint16_t)~(played | CARD_BIT(lead)); s;
					    s &= (uint16_t)(s - 1))
						if (x->t.bts[nb] & CARD_BIT(__builtin_ctz(s)))
							nb = __builtin_ctz(s);
					if (x->side & (1 << x->owner[nb]))
						continue;
					for (i = 0; i < 4; i++)
						last[i] = __builtin_ctz(h[(w + i) & 3] & (uint16_t)~played);
					record(x, slot + 1, last, x->owner[nb]);
					record(x, slot, t, w);
					x->ntricks = slot + 2;
					return 1;
				}
			}
		}
	}
	return 0;
}

/*
 * One card each, led by w: the last trick is forced. When the other side
 * takes it, records it at slot and returns 1; else 0.
 */
static int
last_trick_refutes(struct claim_ctx *x, const uint16_t h[4], int w, int slot)
{
	int	 next[4], nb, i;

	for (nb = 0, i = 0; i < 4; i++) {
		next[i] = __builtin_ctz(h[(w + i) & 3]);
		if (i && (x->t.bts[next[nb]] & CARD_BIT(next[i])))
			nb = i;
	}
	if (x->side & (1 << ((w + nb) & 3)))
		return 0;
	record(x, slot, next, (w + nb) & 3);
	return 1;
}

/*
 * 1 if some continuation lets the other side win a trick; the first such
 * line in the order of the search (cards by number, the lowest of
 * equivalent cards) is recorded. trick[0..n0-1] are the cards already in
 * the current trick, best0 the index of its best card. The cards of one
 * trick are tried in nested loops (level n is the n-th card of the trick);
 * the search recurses at trick boundaries only. Positions are skipped only
 * when they are proven to hold, so the line found does not depend on the
 * shortcuts. h is restored when the answer is 0 (not after a refutation).
 */
static int
refute(struct claim_ctx *x, uint16_t h[4], int leader, int *trick, int n0, int best0, int slot)
{
	uint16_t hs[4], rest[4], over[5], inplay, legal, left, b2;
	uint64_t key;
	int	 bst[5], n, p, c, w, i, next[4];

	inplay = h[0] | h[1] | h[2] | h[3];
	for (i = 0; i < n0; i++)
		inplay |= CARD_BIT(trick[i]);
	n = n0;
	bst[n] = best0;
	over[n] = n ? x->t.bts[trick[best0]] : 0;
	for (;;) {
		/* open level n: the legal cards of its player, one of each group */
		p = (leader + n) & 3;
		hs[n] = h[p];
		legal = n ? fast_legal(&x->t, trick[0], trick[bst[n]], over[n], hs[n]) : hs[n];
		rest[n] = (legal & (legal - 1)) == 0 ? legal :
		    equivalents(x, legal, inplay & (uint16_t)~hs[n]);
		for (;;) {
			p = (leader + n) & 3;
			if (rest[n] == 0) {
				/* level n exhausted: back to the previous card */
				h[p] = hs[n];
				if (n == n0)
					return 0;
				n--;
				continue;
			}
			c = __builtin_ctz(rest[n]);
			rest[n] &= (uint16_t)(rest[n] - 1);
			h[p] = hs[n] & (uint16_t)~CARD_BIT(c);
			trick[n] = c;
			if (n == 0 || (over[n] & CARD_BIT(c))) {
				bst[n + 1] = n;
				over[n + 1] = x->t.bts[c];
			} else {
				bst[n + 1] = bst[n];
				over[n + 1] = over[n];
			}
			if (n < 3)
				break;
			/* a complete trick */
			w = (leader + bst[4]) & 3;
			if (!(x->side & (1 << w))) {
				record(x, slot, trick, w);
				x->ntricks = slot + 1;
				return 1;
			}
			left = h[0] | h[1] | h[2] | h[3];
			if (left == 0)
				continue;
			if ((h[w] & (h[w] - 1)) == 0) {
				if (!last_trick_refutes(x, h, w, slot + 1))
					continue;
				record(x, slot, trick, w);
				x->ntricks = slot + 2;
				return 1;
			}
			if (x->used < 0)
				key_prepare(x);
			key = position_key(x, left, w);
			i = safe_slot(x, key);
			if (x->safe[i] == key)
				continue;
			/* two cards each (one each was handled above)? */
			b2 = h[w] & (uint16_t)(h[w] - 1);
			if (!surely_holds(x, h) && ((b2 & (b2 - 1)) == 0 ? refute2(x, h, w, slot + 1) :
			    refute(x, h, w, next, 0, 0, slot + 1))) {
				record(x, slot, trick, w);
				return 1;
			}
			if (x->used < SAFE_FILL) {
				x->safe[i] = key;
				x->used++;
			}
		}
		n++;
	}
}

static void format_line(const struct claim_ctx *, char *, size_t);

/* ------------------------------------------------------------ best line */

/*
 * The top trump still held, at a trick boundary, belongs to the other side:
 * its holder plays it some time, and it wins that trick (§1.4). -1 when no
 * trump is held.
 */
static int
top_trump_holder(const struct claim_ctx *x, uint16_t left)
{
	uint16_t t = left & x->t.trumps, s;
	int	 c;

	for (s = t; s; s &= (uint16_t)(s - 1)) {
		c = __builtin_ctz(s);
		if ((x->t.bts[c] & t) == 0)
			return x->owner[c];
	}
	return -1;
}

static int ao_boundary(struct claim_ctx *, uint16_t h[4], int leader);

/*
 * The AND-OR search of §5.5 (claim_rule best_line): 1 iff the claimant side
 * can win every remaining trick whatever the other side plays. At a card of
 * the claimant side some legal card must do (OR), at a card of the other
 * side every legal card must (AND). Of equivalent cards (equivalents()) one
 * is tried: they give the same trick winners in every continuation, so the
 * same answer at either kind of node. inplay: the cards held and those in
 * the current trick.
 */
static int
ao_trick(struct claim_ctx *x, uint16_t h[4], int leader, int *trick, int n, int best,
    uint16_t inplay)
{
	uint16_t legal, over, b;
	int	 p, c, nb, r, mine, w;

	if (n == 4) {
		w = (leader + best) & 3;
		if (!(x->side & (1 << w)))
			return 0;
		if ((h[0] | h[1] | h[2] | h[3]) == 0)
			return 1;
		return ao_boundary(x, h, w);
	}
	p = (leader + n) & 3;
	over = n ? x->t.bts[trick[best]] : 0;
	legal = n ? fast_legal(&x->t, trick[0], trick[best], over, h[p]) : h[p];
	if (legal & (legal - 1))
		legal = equivalents(x, legal, inplay & (uint16_t)~h[p]);
	mine = (x->side >> p) & 1;
	for (; legal; legal &= (uint16_t)(legal - 1)) {
		c = __builtin_ctz(legal);
		b = CARD_BIT(c);
		h[p] &= (uint16_t)~b;
		trick[n] = c;
		nb = n == 0 || (over & b) ? n : best;
		r = ao_trick(x, h, leader, trick, n + 1, nb, inplay);
		h[p] |= b;
		if (r == mine)
			return r;
	}
	return !mine;
}

/* ao_trick at a trick boundary, led by seat index leader; answers are remembered. */
static int
ao_boundary(struct claim_ctx *x, uint16_t h[4], int leader)
{
	uint16_t left = h[0] | h[1] | h[2] | h[3];
	uint64_t key;
	int	 next[4], i, nb, r;

	if ((h[leader] & (h[leader] - 1)) == 0) {
		/* one card each: the last trick is forced */
		for (nb = 0, i = 0; i < 4; i++) {
			next[i] = __builtin_ctz(h[(leader + i) & 3]);
			if (i && (x->t.bts[next[nb]] & CARD_BIT(next[i])))
				nb = i;
		}
		return (x->side >> ((leader + nb) & 3)) & 1;
	}
	if (surely_holds(x, h))
		return 1;
	r = top_trump_holder(x, left);
	if (r >= 0 && !(x->side & (1 << r)))
		return 0;
	if (x->used < 0)
		key_prepare(x);
	key = position_key(x, left, leader);
	i = safe_slot(x, key);
	if (x->safe[i] == key)
		return x->res[i];
	r = ao_trick(x, h, leader, next, 0, 0, left);
	if (x->used < SAFE_FILL) {
		i = safe_slot(x, key);
		x->safe[i] = key;
		x->res[i] = (unsigned char)r;
		x->used++;
	}
	return r;
}

/*
 * Records one line of play once the answer res is known: at the cards of
 * the side that decides (the claimant side when the claim holds, the other
 * side when it does not) the first card that keeps the answer, at the
 * others' the first legal card, cards in the order of strength (so the
 * line draws trumps first when that wins); up to the end, or to the first
 * trick the claimant side loses.
 */
static void
ao_line(struct claim_ctx *x, uint16_t h[4], int leader, int *trick, int n, int best, int res)
{
	uint16_t legal, over, b, inplay;
	int	 slot = 0, p, c, i, nb = best, w;

	for (;;) {
		for (; n < 4; n++) {
			p = (leader + n) & 3;
			over = n ? x->t.bts[trick[best]] : 0;
			legal = n ? fast_legal(&x->t, trick[0], trick[best], over, h[p]) : h[p];
			inplay = h[0] | h[1] | h[2] | h[3];
			for (i = 0; i < n; i++)
				inplay |= CARD_BIT(trick[i]);
			/* every card (no equivalents: the line names the strongest), in
			 * the order of strength, trumps first (key_groups) */
			for (i = 0; i < 20; i++) {
				c = x->groups[i / 4][i % 4];
				if (c == 16 || !(legal & CARD_BIT(c)))
					continue;
				b = CARD_BIT(c);
				legal &= (uint16_t)~b;
				h[p] &= (uint16_t)~b;
				trick[n] = c;
				nb = n == 0 || (over & b) ? n : best;
				if (((x->side >> p) & 1) != res || legal == 0 ||
				    ao_trick(x, h, leader, trick, n + 1, nb, inplay) == res)
					break;
				h[p] |= b;
			}
			best = nb;
		}
		w = (leader + best) & 3;
		record(x, slot, trick, w);
		x->lead[slot] = leader;
		x->ntricks = slot + 1;
		if (!(x->side & (1 << w)) || (h[0] | h[1] | h[2] | h[3]) == 0 || slot == 3)
			return;
		leader = w;
		n = 0;
		best = 0;
		slot++;
	}
}

/*
 * Whether the claimant side's cards of the recorded line, played by the
 * same seats in the same tricks whatever the other side plays, are legal
 * and win every trick: then the line can be stated without the other
 * side's cards. slot: the trick of x->tricks being played.
 */
static int
ao_fixed(struct claim_ctx *x, uint16_t h[4], int leader, int *trick, int n, int best,
    int slot)
{
	uint16_t legal, over, b, inplay;
	uint32_t key;
	int	 p, c, nb, r, w, i, mine;

	if (n == 4) {
		w = (leader + best) & 3;
		if (!(x->side & (1 << w)))
			return 0;
		if ((h[0] | h[1] | h[2] | h[3]) == 0)
			return 1;
		if (slot + 1 >= x->ntricks)
			return 0;
		/* the same cards left and leader: the same rest of the line */
		key = ((uint32_t)(h[0] | h[1] | h[2] | h[3]) | (uint32_t)w << 16) + 1;
		for (i = (int)((key * 2654435761u) >> 24); x->fixed_won[i] != 0;
		    i = (i + 1) & (FIXED_SIZE - 1))
			if (x->fixed_won[i] == key)
				return 1;
		r = ao_fixed(x, h, w, trick + 4, 0, 0, slot + 1);
		if (r && x->fixed_used < FIXED_SIZE / 2) {
			x->fixed_won[i] = key;
			x->fixed_used++;
		}
		return r;
	}
	p = (leader + n) & 3;
	over = n ? x->t.bts[trick[best]] : 0;
	legal = n ? fast_legal(&x->t, trick[0], trick[best], over, h[p]) : h[p];
	mine = (x->side >> p) & 1;
	if (mine) {
		/* the card this seat plays to this trick in the line */
		c = x->tricks[slot][(p - x->lead[slot]) & 3];
		legal &= CARD_BIT(c);
	} else if (legal & (legal - 1)) {
		inplay = h[0] | h[1] | h[2] | h[3];
		for (i = 0; i < n; i++)
			inplay |= CARD_BIT(trick[i]);
		legal = equivalents(x, legal, inplay & (uint16_t)~h[p]);
	}
	if (legal == 0)
		return 0;
	for (; legal; legal &= (uint16_t)(legal - 1)) {
		c = __builtin_ctz(legal);
		b = CARD_BIT(c);
		h[p] &= (uint16_t)~b;
		trick[n] = c;
		nb = n == 0 || (over & b) ? n : best;
		r = ao_fixed(x, h, leader, trick, n + 1, nb, slot);
		h[p] |= b;
		if (!r)
			return 0;
	}
	return 1;
}

/*
 * The winning line in the players' words: the claimant side's cards trick
 * by trick ("lead Jc, then Js, then As, Ah"; with several seats "seat 1 leads
 * Jc, seat 3 plays Qs; then ..."), or, when its cards depend on the other
 * side's, the line in full ("answering the defence, e.g. trick 2: ...").
 * n0: the cards already in the first recorded trick.
 */
static void
format_win(const struct claim_ctx *x, int fixed, int n0, char *line, size_t size)
{
	size_t	 len = 0;
	int	 t, i, p, solo = __builtin_popcount((unsigned)x->side) == 1, items = 0, k;

	if (size == 0)
		return;
	line[0] = '\0';
	if (!fixed) {
		fmt_buf(line, size, _("answering the defence's cards, e.g. "));
		len = strlen(line);
		/* shares format_line's text */
		for (t = 0; t < x->ntricks && len + 1 < size; t++) {
			char	 cards[32];

			cards_format(x->tricks[t], 4, cards, sizeof(cards));
			fmt_buf(line + len, size - len, _("%strick %d: %s → seat %d"), t ? "; " : "",
			    x->first + t, cards, x->win[t] + 1);
			len += strlen(line + len);
		}
		return;
	}
	for (t = 0; t < x->ntricks && len + 1 < size; t++) {
		k = 0;
		for (i = t ? 0 : n0; i < 4; i++) {
			p = (x->lead[t] + i) & 3;
			if (!(x->side & (1 << p)))
				continue;
			if (solo)
				fmt_buf(line + len, size - len, "%s%s%s", items == 0 ? "" :
				    t + 1 == x->ntricks && t > 0 ? ", " : _(", then "),
				    items == 0 ? (i == 0 ? _("lead ") : _("play ")) : "",
				    card_name(x->tricks[t][i]));
			else
				fmt_buf(line + len, size - len, _("%sseat %d %s %s"),
				    k ? ", " : items ? _("; then ") : "", p + 1,
				    i == 0 ? _("leads") : _("plays"), card_name(x->tricks[t][i]));
			len += strlen(line + len);
			items++;
			k++;
		}
	}
}

/* The claim under claim_rule best_line; see baska_claim_check. */
static int
best_line(struct claim_ctx *x, uint16_t h[4], int leader, int *t, int n, int best,
    uint16_t all, char *line, size_t linesz)
{
	uint16_t hh[4];
	int	 res, tt[16], fixed, i;

	res = n == 0 ? ao_boundary(x, h, leader) : ao_trick(x, h, leader, t, n, best, all);
	if (line == NULL || linesz == 0)
		return res;
	memcpy(hh, h, sizeof(hh));
	for (i = 0; i < n; i++)
		tt[i] = t[i];
	ao_line(x, hh, leader, tt, n, best, res);
	if (res == 0) {
		format_line(x, line, linesz);
		return 0;
	}
	memcpy(hh, h, sizeof(hh));
	for (i = 0; i < n; i++)
		tt[i] = t[i];
	memset(x->fixed_won, 0, sizeof(x->fixed_won));
	x->fixed_used = 0;
	fixed = ao_fixed(x, hh, leader, tt, n, best, 0);
	format_win(x, fixed, n, line, linesz);
	return 1;
}

/* Appends "trick N: c c c c → Pw" lines, "; "-separated. */
static void
format_line(const struct claim_ctx *x, char *line, size_t size)
{
	char	 cards[32];
	size_t	 len = 0;
	int	 t;

	if (size == 0)
		return;
	line[0] = '\0';
	for (t = 0; t < x->ntricks && len + 1 < size; t++) {
		cards_format(x->tricks[t], 4, cards, sizeof(cards));
		fmt_buf(line + len, size - len, _("%strick %d: %s → seat %d"), t ? "; " : "",
		    x->first + t, cards, x->win[t] + 1);
		len += strlen(line + len);
	}
}

int
baska_claim_check(const struct baska_rules *r, enum baska_family fam, const uint16_t hands[4],
    int leader, const int *trick, int n, int trick_no, int claimant_side, char *line,
    size_t linesz)
{
	struct claim_ctx x;
	uint16_t	 h[4], all = 0;
	int		 t[4], i, total, best;

	if (line && linesz)
		line[0] = '\0';
	if (leader < 1 || leader > 4 || n < 0 || n > 3 || (claimant_side & 0xf) == 0 ||
	    (claimant_side & 0xf) == 0xf)
		return -1;
	for (i = 0; i < 4; i++) {
		if (all & hands[i])
			return -1;
		all |= hands[i];
		h[i] = hands[i];
	}
	for (i = 0; i < n; i++) {
		if (trick[i] < 0 || trick[i] >= BASKA_NCARDS || (all & CARD_BIT(trick[i])))
			return -1;
		all |= CARD_BIT(trick[i]);
		t[i] = trick[i];
	}
	total = set_count(all);
	if (total % 4 != 0)
		return -1;
	/* every player to come in the current trick holds as many cards as the rest */
	for (i = 0; i < 4; i++)
		if (set_count(h[(leader - 1 + i) % 4]) != total / 4 - (i < n))
			return -1;
	if (total == 0)
		return 1;
	play_tab_init(&x.t, r, fam);
	x.side = claimant_side & 0xf;
	x.first = trick_no;
	x.ntricks = 0;
	x.used = -1;
	x.groups = key_groups[fam];
	x.ntg = key_trump_groups[fam];
	for (i = 0; i < BASKA_NCARDS; i++)
		x.owner[i] = (unsigned char)(!!(h[1] & CARD_BIT(i)) + 2 * !!(h[2] & CARD_BIT(i)) +
		    3 * !!(h[3] & CARD_BIT(i)));
	best = n > 0 ? baska_trick_winner(fam, t, n) : 0;
	if (r->claim_rule == CLAIM_BEST_LINE)
		return best_line(&x, h, leader - 1, t, n, best, all, line, linesz);
	if ((n == 0 && surely_holds(&x, h)) || !refute(&x, h, leader - 1, t, n, best, 0))
		return 1;
	format_line(&x, line, linesz);
	return 0;
}

/* ------------------------------------------------------------ ranges */

#define MEMO_SIZE	4096	/* a deal has at most ~7000 trick-boundary positions */
#define MEMO_FILL	3072	/* beyond this, positions are searched again, not stored */

struct range_ctx {
	struct play_tab t;
	int	 side;
	int	 used;
	uint32_t key[MEMO_SIZE];	/* (cards left | leader << 16) + 1; 0 = empty */
	uint32_t val[MEMO_SIZE];	/* a packed struct baska_range */
};

static uint32_t
range_pack(const struct baska_range *v)
{
	return (uint32_t)v->min_tricks | (uint32_t)v->max_tricks << 3 |
	    (uint32_t)v->min_eyes_tricks << 6 | (uint32_t)v->min_eyes << 9 |
	    (uint32_t)v->max_eyes << 17;
}

static void
range_unpack(uint32_t u, struct baska_range *v)
{
	v->min_tricks = (int)(u & 7);
	v->max_tricks = (int)(u >> 3 & 7);
	v->min_eyes_tricks = (int)(u >> 6 & 7);
	v->min_eyes = (int)(u >> 9 & 0xff);
	v->max_eyes = (int)(u >> 17 & 0xff);
}

static void
range_merge(struct baska_range *acc, const struct baska_range *x, int first)
{
	if (first) {
		*acc = *x;
		return;
	}
	if (x->min_tricks < acc->min_tricks) acc->min_tricks = x->min_tricks;
	if (x->max_tricks > acc->max_tricks) acc->max_tricks = x->max_tricks;
	if (x->min_eyes < acc->min_eyes ||
	    (x->min_eyes == acc->min_eyes && x->min_eyes_tricks < acc->min_eyes_tricks))
		acc->min_eyes_tricks = x->min_eyes_tricks;
	if (x->min_eyes < acc->min_eyes) acc->min_eyes = x->min_eyes;
	if (x->max_eyes > acc->max_eyes) acc->max_eyes = x->max_eyes;
}

/*
 * Like equivalents(), but only cards of the same rank, which have the same
 * eyes too: swapping two such cards in any continuation changes neither a
 * trick nor an eye, so the range is the same.
 */
static uint16_t
same_rank_equivalents(const struct play_tab *t, uint16_t legal, uint16_t others)
{
	uint16_t keep, s, k, b;
	int	 c, d;

	keep = legal & (uint16_t)-legal;
	for (s = legal & (uint16_t)(legal - 1); s; s &= (uint16_t)(s - 1)) {
		c = __builtin_ctz(s);
		for (k = keep; k; k &= (uint16_t)(k - 1)) {
			d = __builtin_ctz(k);
			b = t->btw[c][d];
			if (CARD_RANK(c) == CARD_RANK(d) && b != 0xffff && (others & b) == 0)
				break;
		}
		if (k == 0)
			keep |= CARD_BIT(c);
	}
	return keep;
}

/* The range from a position; best is the index in trick of its best card so far. */
static void
range(struct range_ctx *x, uint16_t h[4], int leader, int *trick, int n, int best,
    struct baska_range *out)
{
	struct baska_range sub, acc;
	uint16_t legal, left, others, over;
	uint32_t key;
	int	 p, c, w, first = 1, eyes, i, slot, nb;

	if (n == 4) {
		w = (leader + best) & 3;
		left = h[0] | h[1] | h[2] | h[3];
		memset(&sub, 0, sizeof(sub));
		if (left != 0) {
			key = ((uint32_t)left | (uint32_t)w << 16) + 1;
			slot = (int)((key * 2654435761u) >> 20) & (MEMO_SIZE - 1);
			while (x->key[slot] != 0 && x->key[slot] != key)
				slot = (slot + 1) & (MEMO_SIZE - 1);
			if (x->key[slot] == key)
				range_unpack(x->val[slot], &sub);
			else {
				int	 next[4];

				range(x, h, w, next, 0, 0, &sub);
				if (x->used < MEMO_FILL) {
					x->key[slot] = key;
					x->val[slot] = range_pack(&sub);
					x->used++;
				}
			}
		}
		if (x->side & (1 << w)) {
			for (eyes = 0, i = 0; i < 4; i++)
				eyes += card_eyes(trick[i]);
			sub.min_tricks++;
			sub.max_tricks++;
			sub.min_eyes_tricks++;
			sub.min_eyes += eyes;
			sub.max_eyes += eyes;
		}
		*out = sub;
		return;
	}
	p = (leader + n) & 3;
	over = n ? x->t.bts[trick[best]] : 0;
	legal = n ? fast_legal(&x->t, trick[0], trick[best], over, h[p]) : h[p];
	others = (h[0] | h[1] | h[2] | h[3]) & (uint16_t)~h[p];
	for (i = 0; i < n; i++)
		others |= CARD_BIT(trick[i]);
	legal = same_rank_equivalents(&x->t, legal, others);
	memset(&acc, 0, sizeof(acc));
	for (; legal; legal &= (uint16_t)(legal - 1)) {
		c = __builtin_ctz(legal);
		h[p] &= (uint16_t)~CARD_BIT(c);
		trick[n] = c;
		nb = n == 0 || (over & CARD_BIT(c)) ? n : best;
		range(x, h, leader, trick, n + 1, nb, &sub);
		h[p] |= CARD_BIT(c);
		range_merge(&acc, &sub, first);
		first = 0;
	}
	*out = acc;
}

int
baska_range(const struct baska_rules *r, enum baska_family fam, const uint16_t hands[4],
    int leader, const int *trick, int n, int side, struct baska_range *out)
{
	struct range_ctx x;
	uint16_t	 h[4], all = 0;
	int		 t[4], i;

	memset(out, 0, sizeof(*out));
	if (leader < 1 || leader > 4 || n < 0 || n > 3)
		return -1;
	for (i = 0; i < 4; i++) {
		if (all & hands[i])
			return -1;
		all |= hands[i];
		h[i] = hands[i];
	}
	for (i = 0; i < n; i++)
		t[i] = trick[i];
	if ((set_count(all) + n) % 4 != 0)
		return -1;
	if (all == 0)
		return 0;
	memset(&x, 0, sizeof(x));
	play_tab_init(&x.t, r, fam);
	x.side = side & 0xf;
	range(&x, h, leader - 1, t, n, n > 0 ? baska_trick_winner(fam, t, n) : 0, out);
	return 0;
}
