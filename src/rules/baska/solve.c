/*
 * Exhaustive search over every legal continuation of a deal (§5.5 claims,
 * §5.4 "decided" in exhaustive mode). Card sets are bitmasks; positions at
 * trick boundaries are memoised (at most a few thousand of them), so no
 * search allocates and the worst case stays small.
 */
#include <string.h>

#include "baska.h"
#include "engine.h"

/* ------------------------------------------------------------ claims */

/*
 * Generated from the orders of §1.2/§1.3 for the search's own legal-card
 * step (the same rules as baska_legal, on tables; the tests compare the
 * two): the cards of a card's class, and the cards that beat it when it is
 * the best card of a trick.
 */
static const uint16_t class_of[2][BASKA_NCARDS] = {
	{ 0x0003, 0x0003, 0xffcc, 0xffcc, 0x0030, 0x0030, 0xffcc, 0xffcc,
	  0xffcc, 0xffcc, 0xffcc, 0xffcc, 0xffcc, 0xffcc, 0xffcc, 0xffcc },
	{ 0x0007, 0x0007, 0x0007, 0x8888, 0x0070, 0x0070, 0x0070, 0x8888,
	  0x0700, 0x0700, 0x0700, 0x8888, 0x7000, 0x7000, 0x7000, 0x8888 },
};
static const uint16_t beats[2][BASKA_NCARDS] = {
	{ 0xffcc, 0xffcd, 0x0300, 0x4744, 0xffcc, 0xffdc, 0x0304, 0x474c,
	  0x0000, 0x0100, 0x0344, 0x47cc, 0xcfcc, 0xdfcc, 0x0744, 0x4fcc },
	{ 0x8888, 0x8889, 0x888b, 0x0000, 0x8888, 0x8898, 0x88b8, 0x0008,
	  0x8888, 0x8988, 0x8b88, 0x0088, 0x8888, 0x9888, 0xb888, 0x0888 },
};

/* Generated from the orders of §1.2/§1.3: cards of the same class ranking strictly
 * between a and b (0xffff when a and b are of different classes). */
static const uint16_t between[2][BASKA_NCARDS][BASKA_NCARDS] = {
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

struct claim_ctx {
	const struct baska_rules *r;
	enum baska_family fam;
	int	 side;			/* claimant side: bit s for seat s + 1 */
	uint16_t trumps;
	int	 first;			/* slot 0 is this trick number */
	int	 tricks[4][4];		/* the line being explored, leader first */
	int	 lead[4], win[4];
	int	 ntricks;
	uint8_t	 safe[1 << 15];		/* (cards left, leader) proven to hold */
};

/*
 * Drops from legal the cards that are equivalent to one kept: same class,
 * and no card outside the player's hand (still held, or in the current
 * trick) ranks between them. Such cards compare alike with every card still
 * to come, so their continuations are the same up to eyes, which a claim
 * does not count.
 */
static uint16_t
equivalents(enum baska_family fam, uint16_t legal, const uint16_t h[4], int p, const int *trick,
    int n)
{
	uint16_t others = (h[0] | h[1] | h[2] | h[3]) & (uint16_t)~h[p], keep = 0, s, k;
	int	 c, i;

	if ((legal & (legal - 1)) == 0)
		return legal;
	for (i = 0; i < n; i++)
		others |= CARD_BIT(trick[i]);
	for (s = legal; s; s &= (uint16_t)(s - 1)) {
		c = __builtin_ctz(s);
		for (k = keep; k; k &= (uint16_t)(k - 1))
			if (between[fam][c][__builtin_ctz(k)] != 0xffff &&
			    (others & between[fam][c][__builtin_ctz(k)]) == 0)
				break;
		if (k == 0)
			keep |= CARD_BIT(c);
	}
	return keep;
}

/* baska_trick_winner on the table-driven power. */
static int
winner(enum baska_family fam, const int *t)
{
	int	 i, best = 0, bp = baska_power(fam, t[0], t[0]), p;

	for (i = 1; i < 4; i++)
		if ((p = baska_power(fam, t[i], t[0])) > bp) {
			bp = p;
			best = i;
		}
	return best;
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
	uint16_t trumps = baska_trump_set(x->fam), opp = 0, s;
	int	 p, c, top = 0, low;

	for (p = 0; p < 4; p++)
		if (!(x->side & (1 << p)))
			opp |= h[p];
	for (s = opp & trumps; s; s &= (uint16_t)(s - 1)) {
		c = __builtin_ctz(s);
		if (baska_power(x->fam, c, c) > top)
			top = baska_power(x->fam, c, c);
	}
	for (p = 0; p < 4; p++) {
		if (!(x->side & (1 << p)) || h[p] == 0 || (h[p] & ~trumps))
			continue;
		low = 1000;
		for (s = h[p]; s; s &= (uint16_t)(s - 1)) {
			c = __builtin_ctz(s);
			if (baska_power(x->fam, c, c) < low)
				low = baska_power(x->fam, c, c);
		}
		if (low > top)
			return 1;
	}
	return 0;
}

/* baska_legal on the tables, with the trick's best card already known. */
static uint16_t
fast_legal(const struct claim_ctx *x, const int *trick, int n, int best, uint16_t hand)
{
	uint16_t trumps = x->trumps, f, t;
	int	 led;

	if (n == 0)
		return hand;
	led = trick[0];
	if (!(trumps & CARD_BIT(led))) {
		f = hand & class_of[x->fam][led];
		if (f) {
			t = f & beats[x->fam][best];
			if (x->fam == FAM_GRAN && x->r->gran_must_head &&
			    !(trumps & CARD_BIT(best)) && t != 0)
				return t;
			return f;
		}
		if (x->fam == FAM_GRAN && !x->r->gran_void_must_trump)
			return hand;
	}
	t = hand & trumps;
	if (t == 0)
		return hand;
	f = t & beats[x->fam][best];
	return f ? f : t;
}

/*
 * 1 if some continuation lets the other side win a trick (the line is
 * recorded). best is the index in trick of its best card so far.
 */
static int
refute(struct claim_ctx *x, uint16_t h[4], int leader, int *trick, int n, int best, int slot)
{
	uint16_t legal, left;
	int	 p, c, w, nb;
	unsigned key;

	if (n == 4) {
		w = (leader + best) % 4;
		memcpy(x->tricks[slot], trick, 4 * sizeof(int));
		x->lead[slot] = leader;
		x->win[slot] = w;
		x->ntricks = slot + 1;
		if (!(x->side & (1 << w)))
			return 1;
		left = h[0] | h[1] | h[2] | h[3];
		if (left == 0)
			return 0;
		key = (unsigned)left | (unsigned)w << 16;
		if (x->safe[key >> 3] & (1u << (key & 7)))
			return 0;
		if (!surely_holds(x, h)) {
			int	 next[4];

			if (refute(x, h, w, next, 0, 0, slot + 1))
				return 1;
		}
		x->safe[key >> 3] |= (uint8_t)(1u << (key & 7));
		return 0;
	}
	p = (leader + n) % 4;
	legal = fast_legal(x, trick, n, n ? trick[best] : 0, h[p]);
	legal = equivalents(x->fam, legal, h, p, trick, n);
	for (c = 0; c < BASKA_NCARDS; c++) {
		if (!(legal & CARD_BIT(c)))
			continue;
		h[p] &= (uint16_t)~CARD_BIT(c);
		trick[n] = c;
		nb = n == 0 || (beats[x->fam][trick[best]] & CARD_BIT(c)) ? n : best;
		if (refute(x, h, leader, trick, n + 1, nb, slot)) {
			h[p] |= CARD_BIT(c);
			return 1;
		}
		h[p] |= CARD_BIT(c);
	}
	return 0;
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
		fmt_buf(line + len, size - len, "%strick %d: %s → P%d", t ? "; " : "",
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
	x.r = r;
	x.fam = fam;
	x.side = claimant_side & 0xf;
	x.first = trick_no;
	x.ntricks = 0;
	memset(x.safe, 0, sizeof(x.safe));
	x.trumps = baska_trump_set(fam);
	best = n > 0 ? baska_trick_winner(fam, t, n) : 0;
	if ((n == 0 && surely_holds(&x, h)) || !refute(&x, h, leader - 1, t, n, best, 0))
		return 1;
	format_line(&x, line, linesz);
	return 0;
}

/* ------------------------------------------------------------ ranges */

#define MEMO_SIZE	4096	/* a deal has at most ~7000 trick-boundary positions */
#define MEMO_FILL	3072	/* beyond this, positions are searched again, not stored */

struct range_ctx {
	const struct baska_rules *r;
	enum baska_family fam;
	int	 side;
	int	 used;
	uint32_t key[MEMO_SIZE];	/* (cards left | leader << 16) + 1; 0 = empty */
	uint32_t val[MEMO_SIZE];	/* a packed struct baska_range */
};

static uint32_t
range_pack(const struct baska_range *v)
{
	return (uint32_t)v->min_tricks | (uint32_t)v->max_tricks << 8 |
	    (uint32_t)v->min_eyes << 16 | (uint32_t)v->max_eyes << 24;
}

static void
range_unpack(uint32_t u, struct baska_range *v)
{
	v->min_tricks = (int)(u & 0xff);
	v->max_tricks = (int)(u >> 8 & 0xff);
	v->min_eyes = (int)(u >> 16 & 0xff);
	v->max_eyes = (int)(u >> 24 & 0xff);
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
	if (x->min_eyes < acc->min_eyes) acc->min_eyes = x->min_eyes;
	if (x->max_eyes > acc->max_eyes) acc->max_eyes = x->max_eyes;
}

static void
range(struct range_ctx *x, uint16_t h[4], int leader, int *trick, int n, struct baska_range *out)
{
	struct baska_range sub, acc;
	uint16_t legal, left;
	uint32_t key;
	int	 p, c, w, first = 1, eyes, i, slot;

	if (n == 4) {
		w = (leader + winner(x->fam, trick)) % 4;
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

				range(x, h, w, next, 0, &sub);
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
			sub.min_eyes += eyes;
			sub.max_eyes += eyes;
		}
		*out = sub;
		return;
	}
	p = (leader + n) % 4;
	legal = baska_legal(x->r, x->fam, trick, n, h[p]);
	memset(&acc, 0, sizeof(acc));
	for (c = 0; c < BASKA_NCARDS; c++) {
		if (!(legal & CARD_BIT(c)))
			continue;
		h[p] &= (uint16_t)~CARD_BIT(c);
		trick[n] = c;
		range(x, h, leader, trick, n + 1, &sub);
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
	x.r = r;
	x.fam = fam;
	x.side = side & 0xf;
	range(&x, h, leader - 1, t, n, out);
	return 0;
}
