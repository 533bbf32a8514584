/*
 * Every one of the 252 distinct throws against a range of card states, for
 * both presets and the optional joker modes, checked against invariants
 * derived here independently of src/rules/dice (sorted-dice patterns instead
 * of face counts, the §5 case analysis written out again).
 */
#include <check.h>
#include <string.h>

#include "../src/rules/dice/dice.h"

#define NTHROWS	252

static int	 throws[NTHROWS][DICE_N];	/* sorted */
static int	 nthrows;

static void
make_throws(void)
{
	int	 d[DICE_N];

	if (nthrows)
		return;
	for (d[0] = 1; d[0] <= 6; d[0]++)
	for (d[1] = d[0]; d[1] <= 6; d[1]++)
	for (d[2] = d[1]; d[2] <= 6; d[2]++)
	for (d[3] = d[2]; d[3] <= 6; d[3]++)
	for (d[4] = d[3]; d[4] <= 6; d[4]++) {
		ck_assert_int_lt(nthrows, NTHROWS);
		memcpy(throws[nthrows++], d, sizeof(d));
	}
}

/* Independent values from the sorted dice s[]. */
static int
ref_value(int box, const int *s, int joker)
{
	int	 sum = s[0] + s[1] + s[2] + s[3] + s[4], mask = 0, i, k = 0;

	for (i = 0; i < DICE_N; i++)
		mask |= 1 << s[i];
	if (BOX_IS_UPPER(box)) {
		for (i = 0; i < DICE_N; i++)
			k += s[i] == box + 1;
		return k * (box + 1);
	}
	switch (box) {
	case BOX_THREE_KIND:
		return joker || s[0] == s[2] || s[1] == s[3] || s[2] == s[4] ? sum : 0;
	case BOX_FOUR_KIND:
		return joker || s[0] == s[3] || s[1] == s[4] ? sum : 0;
	case BOX_FULL:
		return joker || (s[0] == s[2] && s[3] == s[4] && s[2] != s[3]) ||
		    (s[0] == s[1] && s[2] == s[4] && s[1] != s[2]) ? 25 : 0;
	case BOX_SMALL:
		return joker || (mask & 0x1e) == 0x1e || (mask & 0x3c) == 0x3c ||
		    (mask & 0x78) == 0x78 ? 30 : 0;
	case BOX_LARGE:
		return joker || mask == 0x3e || mask == 0x7c ? 40 : 0;
	case BOX_GENERAL:
		return s[0] == s[4] ? 50 : 0;
	default:
		return sum;
	}
}

static unsigned	 lcg_state = 12345;

static unsigned
lcg(void)
{
	lcg_state = lcg_state * 1103515245u + 12345u;
	return (lcg_state >> 16) & 0x7fff;
}

#define NSTATES	400
static struct dice_card states[NSTATES];
static int	 nstates;

static void
add_state(unsigned used, int gen, int first)
{
	struct dice_card *c = &states[nstates++];
	int	 b;

	memset(c, 0, sizeof(*c));
	c->used = used;
	for (b = 0; b < DICE_NBOXES; b++)
		if (used & BOX_BIT(b))
			c->score[b] = BOX_IS_UPPER(b) ? (int)(lcg() % 6) * (b + 1) :
			    b == BOX_FULL ? 25 * (int)(lcg() % 2) : (int)(lcg() % 31);
	if (used & BOX_BIT(BOX_GENERAL))
		c->score[BOX_GENERAL] = gen;
	c->first_general = first;
}

/*
 * The range of card states: empty; generał box 50 / 0 / open with the first
 * generał in or out of it; each face's upper box open or used; every lower
 * box used; a full card; and random partial cards.
 */
static void
make_states(void)
{
	unsigned g = BOX_BIT(BOX_GENERAL), m;
	int	 f, i;

	if (nstates)
		return;
	add_state(0, 0, FIRST_NONE);
	add_state(g, 50, FIRST_IN_BOX);
	add_state(g, 50, FIRST_ELSEWHERE);
	add_state(g, 0, FIRST_NONE);
	add_state(g, 0, FIRST_ELSEWHERE);
	add_state(BOXES_UPPER, 0, FIRST_NONE);
	add_state(BOXES_LOWER, 50, FIRST_IN_BOX);
	add_state(BOXES_LOWER, 0, FIRST_ELSEWHERE);
	add_state(BOXES_LOWER & ~g, 0, FIRST_ELSEWHERE);
	add_state(BOXES_ALL, 50, FIRST_IN_BOX);
	for (f = 0; f < 6; f++) {
		add_state(g | BOX_BIT(f), 50, FIRST_IN_BOX);
		add_state(g | BOX_BIT(f), 0, FIRST_NONE);
		add_state(g | BOX_BIT(f), 50, FIRST_ELSEWHERE);
		add_state(BOXES_LOWER | BOX_BIT(f), 50, FIRST_IN_BOX);
		add_state(BOXES_ALL & ~BOX_BIT(f), 50, FIRST_IN_BOX);
		add_state(BOXES_ALL & ~BOX_BIT(f), 0, FIRST_ELSEWHERE);
		add_state((BOXES_LOWER & ~BOX_BIT(BOX_CHANCE)) | BOX_BIT(f), 50, FIRST_IN_BOX);
	}
	while (nstates < NSTATES) {
		m = ((unsigned)lcg() << 1 ^ (unsigned)lcg()) & BOXES_ALL;
		i = (int)(lcg() % 3);
		add_state(m, i == 0 ? 0 : 50, (m & g) ? (i == 2 ? FIRST_ELSEWHERE : FIRST_IN_BOX) :
		    (int)(lcg() % 2) * FIRST_ELSEWHERE);
	}
}

/* Whether the bonus for a further generał is due, by the §2 #10 table. */
static int
ref_bonus(const struct dice_rules *r, const struct dice_card *c)
{
	if (!(c->used & BOX_BIT(BOX_GENERAL)))
		return 0;
	if (r->extra_bonus_condition == BONUS_FIRST_IN_BOX)
		return c->first_general == FIRST_IN_BOX ? 100 : 0;
	return c->score[BOX_GENERAL] == 50 ? 100 : 0;
}

/* The expected option set: want[b] = points, or -1 when b may not take the throw. */
static void
ref_options(const struct dice_rules *r, const struct dice_card *c, const int *s, int want[])
{
	unsigned open = BOXES_ALL & ~c->used;
	int	 b, up = s[0] - 1, five = s[0] == s[4];
	int	 joker = five && !(open & BOX_BIT(BOX_GENERAL));

	for (b = 0; b < DICE_NBOXES; b++)
		want[b] = (open & BOX_BIT(b)) ? ref_value(b, s, 0) : -1;
	if (!joker)
		return;
	if (r->joker_mode == JOKER_NONE)
		return;
	if (r->joker_mode == JOKER_LAX) {
		for (b = BOX_THREE_KIND; b < DICE_NBOXES; b++)
			if (want[b] >= 0)
				want[b] = ref_value(b, s, 1);
		return;
	}
	if (open & BOX_BIT(up)) {
		if (r->joker_mode == JOKER_FORCED)
			for (b = 0; b < DICE_NBOXES; b++)
				if (b != up)
					want[b] = -1;
		return;		/* free, free_unforced: normal values everywhere */
	}
	for (b = 0; b < DICE_NBOXES; b++) {
		if (want[b] < 0)
			continue;
		if (!BOX_IS_UPPER(b))
			want[b] = ref_value(b, s, 1);
		else if (r->joker_mode == JOKER_FREE_UNFORCED || !(open & BOXES_LOWER))
			want[b] = 0;
		else
			want[b] = -1;
	}
}

/*
 * Cheap assertions for the hot loops: Check's own macros mark a point on
 * every call, which costs a write per assertion in fork mode.
 */
#define OK(c) do { if (!(c)) ck_abort_msg("%s:%d: %s", __FILE__, __LINE__, #c); } while (0)
#define OKMSG(c, ...) do { if (!(c)) ck_abort_msg(__VA_ARGS__); } while (0)
#define EQ(a, b) do { long a_ = (long)(a), b_ = (long)(b); if (a_ != b_) \
	ck_abort_msg("%s:%d: %s == %ld, expected %s == %ld", __FILE__, __LINE__, #a, a_, #b, b_); \
} while (0)

static void
check_rules(const struct dice_rules *r)
{
	struct dice_options	 o, o2;
	struct dice_card	 c2;
	struct dice_totals	 t0, t1;
	int			 si, ti, i, b, want[DICE_NBOXES], perm[DICE_N], bonus, sum;
	unsigned		 open, seen;

	make_throws();
	make_states();
	EQ(nthrows, 252);
	for (si = 0; si < nstates; si++) {
		const struct dice_card *c = &states[si];

		open = BOXES_ALL & ~c->used;
		for (ti = 0; ti < nthrows; ti++) {
			const int *s = throws[ti];

			dice_options(r, c, s, &o);
			/* Non-empty exactly while a box is open; only open boxes; no box twice. */
			EQ(o.n == 0, open == 0);
			seen = 0;
			for (i = 0; i < o.n; i++) {
				b = o.opt[i].box;
				OK(open & BOX_BIT(b));
				OK(!(seen & BOX_BIT(b)));
				seen |= BOX_BIT(b);
				/* Upper boxes score face x count, or 0 for a joker sent there. */
				if (BOX_IS_UPPER(b) && o.opt[i].points != ref_value(b, s, 0))
					OK(o.opt[i].points == 0 && s[0] == s[4]);
			}
			ref_options(r, c, s, want);
			for (b = 0; b < DICE_NBOXES; b++) {
				i = dice_option_find(&o, b);
				OKMSG((i < 0 ? -1 : o.opt[i].points) == want[b],
				    "state %d throw %d%d%d%d%d box %s: got %d, want %d", si,
				    s[0], s[1], s[2], s[3], s[4], dice_box_id(b),
				    i < 0 ? -1 : o.opt[i].points, want[b]);
			}
			if (r->joker_mode == JOKER_FORCED && s[0] == s[4] &&
			    (c->used & BOX_BIT(BOX_GENERAL)) && (open & BOX_BIT(s[0] - 1)))
				EQ(o.n, 1);
			/* The bonus appears exactly when the condition holds, only for a generał. */
			bonus = s[0] == s[4] ? ref_bonus(r, c) : 0;
			EQ(o.bonus, bonus);
			EQ(o.five, s[0] == s[4]);

			/* The order of the dice does not matter. */
			for (i = 0; i < DICE_N; i++)
				perm[i] = s[(i + ti) % DICE_N];
			perm[0] ^= perm[4];
			perm[4] ^= perm[0];
			perm[0] ^= perm[4];
			dice_options(r, c, perm, &o2);
			OK(memcmp(&o, &o2, sizeof(o)) == 0);

			/* Entering any option adds its points and the bonus to the total. */
			dice_card_totals(r, c, &t0);
			for (i = 0; i < o.n; i++) {
				c2 = *c;
				EQ(dice_card_enter(r, &c2, s, o.opt[i].box),
				    o.opt[i].points);
				dice_card_totals(r, &c2, &t1);
				sum = 0;
				for (b = 0; b < DICE_NBOXES; b++)
					if (c2.used & BOX_BIT(b))
						sum += c2.score[b];
				EQ(t1.upper + t1.lower, sum);
				EQ(t1.total - t1.upper_bonus,
				    t0.total - t0.upper_bonus + o.opt[i].points + bonus);
				EQ(t1.upper_bonus,
				    t1.upper >= r->upper_bonus_threshold ? r->upper_bonus_points : 0);
				EQ(c2.used, c->used | BOX_BIT(o.opt[i].box));
			}
		}
	}
}

START_TEST(all_throws_general)
{
	check_rules(&dice_general);
}
END_TEST

START_TEST(all_throws_yahtzee)
{
	check_rules(&dice_yahtzee);
}
END_TEST

START_TEST(all_throws_other_jokers)
{
	struct dice_rules r = dice_general;

	r.joker_mode = JOKER_FREE_UNFORCED;
	check_rules(&r);
	r.joker_mode = JOKER_LAX;
	check_rules(&r);
	r.joker_mode = JOKER_NONE;
	check_rules(&r);
	r = dice_yahtzee;
	r.extra_bonus_condition = BONUS_FIRST_IN_BOX;
	check_rules(&r);
}
END_TEST

/* 252 multisets cover the 7776 ordered throws: the multinomial counts add up. */
START_TEST(multisets_cover_all_throws)
{
	static const int fact[] = { 1, 1, 2, 6, 24, 120 };
	int	 i, j, k, total = 0, cnt[7];

	make_throws();
	for (i = 0; i < nthrows; i++) {
		memset(cnt, 0, sizeof(cnt));
		for (j = 0; j < DICE_N; j++)
			cnt[throws[i][j]]++;
		k = fact[5];
		for (j = 1; j <= 6; j++)
			k /= fact[cnt[j]];
		total += k;
	}
	ck_assert_int_eq(total, 7776);
}
END_TEST

Suite *
dice_all_suite(void)
{
	Suite	*s = suite_create("dice_all");
	TCase	*tc = tcase_create("exhaustive");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, multisets_cover_all_throws);
	tcase_add_test(tc, all_throws_general);
	tcase_add_test(tc, all_throws_yahtzee);
	tcase_add_test(tc, all_throws_other_jokers);
	suite_add_tcase(s, tc);
	return s;
}
