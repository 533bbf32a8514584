/*
 * Legal cards (§5.2, §5.3): the table E23 of §9, a brute-force oracle
 * written straight from the rulebook's wording, random positions and the
 * complete space of 4-card hands against every partial trick.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../src/rules/baska/baska.h"

static int
parse_list(const char *s, int *cards)
{
	struct errbuf	 err;
	int		 n;

	n = cards_parse(s, strlen(s), cards, 16, &err);
	ck_assert_msg(n >= 0, "bad cards '%s': %s", s, err.msg);
	return n;
}

static uint16_t
set_of(const char *s)
{
	int		 cards[16], n, i;
	uint16_t	 set = 0;

	n = parse_list(s, cards);
	for (i = 0; i < n; i++)
		set |= CARD_BIT(cards[i]);
	return set;
}

/* ------------------------------------------------------------ oracle */

/*
 * The oracle knows the card orders only as the rulebook prints them (§1.2,
 * §1.3), by name, and applies §5.2 / §5.3 sentence by sentence.
 */
static const char *const o_normal_trumps[12] = {
	"Ah", "10h", "Qc", "Qs", "Qh", "Qd", "Jc", "Js", "Jh", "Jd", "Ad", "10d",
};
static const char *const o_fele[4] = { "Ac", "10c", "As", "10s" };
static const char *const o_jacks[4] = { "Jc", "Js", "Jh", "Jd" };

static int
o_card(const char *name)
{
	return card_parse(name, strlen(name));
}

/* Trump rank in the family: 1 strongest; 0 not a trump. */
static int
o_trump_rank_slow(int fam, int c)
{
	int	 i;

	if (fam == FAM_GRAN) {
		for (i = 0; i < 4; i++)
			if (o_card(o_jacks[i]) == c)
				return i + 1;
		return 0;
	}
	for (i = 0; i < 12; i++)
		if (o_card(o_normal_trumps[i]) == c)
			return i + 1;
	return 0;
}

/* The same, memoised (the oracle runs millions of times). */
static int
o_trump_rank(int fam, int c)
{
	static int	 table[2][16], ready;
	int		 f, i;

	if (!ready) {
		for (f = 0; f < 2; f++)
			for (i = 0; i < 16; i++)
				table[f][i] = o_trump_rank_slow(f, i);
		ready = 1;
	}
	return table[fam][c];
}

/* Letter of the suit as written in the card's name. */
static char
o_suit(int c)
{
	static char	 suit[16];
	const char	*n;

	if (suit[c] == 0) {
		n = card_name(c);
		suit[c] = n[strlen(n) - 1];
	}
	return suit[c];
}

/* Rank inside a non-trump suit: A > 10 > Q (gran) / A > 10 (fele). Higher is stronger. */
static int
o_side_rank(int c)
{
	const char	*n = card_name(c);

	return n[0] == 'A' ? 3 : n[0] == '1' ? 2 : 1;
}

/* Whether a beats b in a trick led with led (b being the current best). */
static int
o_beats(int fam, int a, int b, int led)
{
	int	 ta = o_trump_rank(fam, a), tb = o_trump_rank(fam, b);

	if (ta && tb)
		return ta < tb;
	if (ta)
		return 1;
	if (tb)
		return 0;
	/* neither a trump: only a card of the led suit can beat */
	return o_suit(a) == o_suit(led) && o_suit(b) == o_suit(led) &&
	    o_side_rank(a) > o_side_rank(b);
}

static int
o_best(int fam, const int *trick, int n)
{
	int	 i, best = trick[0];

	for (i = 1; i < n; i++)
		if (o_beats(fam, trick[i], best, trick[0]))
			best = trick[i];
	return best;
}

static uint16_t
o_legal(int fam, int must_trump, int must_head, const int *trick, int n, uint16_t hand)
{
	uint16_t	 f = 0, t = 0, tp = 0, fp = 0;
	int		 c, led, best, i, trumped = 0;

	if (n == 0)
		return hand;
	led = trick[0];
	best = o_best(fam, trick, n);
	for (i = 0; i < n; i++)
		trumped |= o_trump_rank(fam, trick[i]) != 0;
	if (fam == FAM_NORMAL) {
		int	 is_fela = 0;

		static int	 fele[4] = { -1 };

		if (fele[0] < 0)
			for (i = 0; i < 4; i++)
				fele[i] = o_card(o_fele[i]);
		for (i = 0; i < 4; i++)
			is_fela |= fele[i] == led;
		if (is_fela) {
			/* "add the missing fela (ace to the 10, 10 to the ace)" */
			for (i = 0; i < 4; i++) {
				c = fele[i];
				if (c != led && o_suit(c) == o_suit(led) && (hand & CARD_BIT(c)))
					return CARD_BIT(c);
			}
		}
	} else if (!o_trump_rank(fam, led)) {
		/* gran: "add the cards of the led suit" */
		for (c = 0; c < 16; c++)
			if ((hand & CARD_BIT(c)) && !o_trump_rank(fam, c) && o_suit(c) == o_suit(led))
				f |= CARD_BIT(c);
		if (f) {
			if (must_head && !trumped) {
				for (c = 0; c < 16; c++)
					if ((f & CARD_BIT(c)) && o_side_rank(c) > o_side_rank(best))
						fp |= CARD_BIT(c);
				if (fp)
					return fp;
			}
			return f;
		}
		if (!must_trump)
			return hand;	/* "trump with a jack or discard any fela" */
	}
	/* "beat with a trump higher than the highest in the trick, else any trump, else any card" */
	for (c = 0; c < 16; c++) {
		if (!(hand & CARD_BIT(c)) || !o_trump_rank(fam, c))
			continue;
		t |= CARD_BIT(c);
		if (o_beats(fam, c, best, led))
			tp |= CARD_BIT(c);
	}
	return tp ? tp : t ? t : hand;
}

/* ------------------------------------------------------------ E23 */

struct e23 {
	const char	*name;
	int		 fam;
	const char	*trick, *hand, *legal;
	int		 must_head, lax;	/* which option the row is about */
};

static const struct e23 e23[] = {
	{ "T1", FAM_NORMAL, "10c Qd", "Ac Qh Jd", "Ac", 0, 0 },
	{ "T2", FAM_NORMAL, "Jd", "Qh Ad As", "Qh", 0, 0 },
	{ "T3", FAM_NORMAL, "Qc", "Qs Jc As", "Qs Jc", 0, 0 },
	{ "T4", FAM_NORMAL, "As Jh", "10c Ac", "10c Ac", 0, 0 },
	{ "T5", FAM_NORMAL, "As", "10s Ad Qc", "10s", 0, 0 },
	{ "T6", FAM_NORMAL, "10s Jc", "Qh 10d Ac", "Qh", 0, 0 },
	{ "T7", FAM_GRAN, "10s", "As Qs Jc", "As Qs", 0, 0 },
	{ "T7 head", FAM_GRAN, "10s", "As Qs Jc", "As", 1, 0 },
	{ "T8", FAM_GRAN, "Ah Js", "Jd 10c", "Jd", 0, 0 },
	{ "T8 lax", FAM_GRAN, "Ah Js", "Jd 10c", "Jd 10c", 0, 1 },
	{ "T9", FAM_GRAN, "Js", "Ah Ac Qs", "Ah Ac Qs", 0, 0 },
};

START_TEST(e23_table)
{
	const struct e23	*e = &e23[_i];
	struct baska_rules	 r = baska_psb;
	int			 trick[4], n;
	uint16_t		 got;

	r.gran_must_head = e->must_head;
	r.gran_void_must_trump = !e->lax;
	n = parse_list(e->trick, trick);
	got = baska_legal(&r, e->fam, trick, n, set_of(e->hand));
	ck_assert_msg(got == set_of(e->legal), "%s: got %#x, expected %s", e->name, got, e->legal);
}
END_TEST

static void
expect_reason(int fam, const char *trick_s, const char *hand, const char *card, const char *why)
{
	int	 trick[4], n, c = card_parse(card, strlen(card));
	char	 buf[192];

	n = parse_list(trick_s, trick);
	ck_assert_int_eq(baska_play_check(&baska_psb, fam, trick, n, set_of(hand), c, buf,
	    sizeof(buf)), 0);
	ck_assert_str_eq(buf, why);
}

START_TEST(reasons)
{
	char	 buf[192];
	int	 trick[4];

	expect_reason(FAM_NORMAL, "10c Qd", "Ac Qh Jd", "Qh", "must add Ac to the led 10c (§5.2)");
	expect_reason(FAM_NORMAL, "Jd", "Qh Ad As", "Ad", "must overtrump Jd (§5.2)");
	expect_reason(FAM_NORMAL, "Qc", "Qs Jc As", "As", "cannot beat Qc: must still play a trump (§5.2)");
	expect_reason(FAM_NORMAL, "As Jh", "Qd 10s", "Qd", "must add 10s to the led As (§5.2)");
	expect_reason(FAM_NORMAL, "As", "Jd Ac", "Ac", "must trump As (§5.2)");
	expect_reason(FAM_GRAN, "10s", "As Qs Jc", "Jc",
	    "must follow suit with a spade to the led 10s (§5.3)");
	expect_reason(FAM_GRAN, "Ah Js", "Jd 10c", "10c", "cannot beat Js: must still play a jack (§5.3)");
	expect_reason(FAM_GRAN, "Ah", "Jd 10c", "10c", "void in hearts: must trump Ah with a jack (§5.3)");
	expect_reason(FAM_GRAN, "Jh", "Jc Jd", "Jd", "must overtrump Jh (§5.3)");
	{
		struct baska_rules	 r = baska_psb;
		int			 t[2] = { card_parse("10s", 3), card_parse("Qs", 2) };

		r.gran_must_head = 1;
		ck_assert_int_eq(baska_play_check(&r, FAM_GRAN, t, 1, set_of("As Qs Jc"),
		    card_parse("Qs", 2), buf, sizeof(buf)), 0);
		ck_assert_str_eq(buf, "must head the trick with a spade higher than 10s (§5.3)");
		/* trumped: any spade will do */
		t[1] = card_parse("Jd", 2);
		ck_assert_int_eq(baska_play_check(&r, FAM_GRAN, t, 2, set_of("As Qs Jc"),
		    card_parse("Qs", 2), buf, sizeof(buf)), 1);
		/* lax gran: void, trump or discard */
		r = baska_psb;
		r.gran_void_must_trump = 0;
		t[0] = card_parse("Ah", 2);
		ck_assert_int_eq(baska_play_check(&r, FAM_GRAN, t, 1, set_of("Jd 10c"),
		    card_parse("10c", 3), buf, sizeof(buf)), 1);
		/* ... but a jack lead still must be overtrumped */
		t[0] = card_parse("Jh", 2);
		ck_assert_int_eq(baska_play_check(&r, FAM_GRAN, t, 1, set_of("Jc Jd"),
		    card_parse("Jd", 2), buf, sizeof(buf)), 0);
	}
	trick[0] = card_parse("Ac", 2);
	ck_assert_int_eq(baska_play_check(&baska_psb, FAM_NORMAL, trick, 1, set_of("10c Ah"),
	    card_parse("10c", 3), buf, sizeof(buf)), 1);
	ck_assert_int_eq(baska_play_check(&baska_psb, FAM_NORMAL, trick, 1, set_of("10c Ah"),
	    card_parse("Qd", 2), buf, sizeof(buf)), 0);
}
END_TEST

/* ------------------------------------------------------------ properties */

static void
check_position(const struct baska_rules *r, int fam, const int *trick, int n, uint16_t hand,
    int with_reasons)
{
	uint16_t	 got = baska_legal(r, fam, trick, n, hand), want;
	char		 why[192];
	int		 c;

	/* plain ifs: ck_assert marks a point through a pipe on every call */
	want = o_legal(fam, r->gran_void_must_trump, r->gran_must_head, trick, n, hand);
	if (got != want)
		ck_abort_msg("fam %d n %d lead %s hand %#x: engine %#x oracle %#x",
		    fam, n, n ? card_name(trick[0]) : "-", hand, got, want);
	if (got == 0 && hand != 0)
		ck_abort_msg("empty legal set");
	if (got & ~hand)
		ck_abort_msg("legal card outside the hand");
	if (n == 0 && got != hand)
		ck_abort_msg("on lead every card is legal");
	for (c = 0; with_reasons && c < 16; c++)
		if ((hand & CARD_BIT(c)) &&
		    baska_play_check(r, fam, trick, n, hand, c, why, sizeof(why)) !=
		    ((got & CARD_BIT(c)) != 0))
			ck_abort_msg("baska_play_check disagrees with baska_legal on %s", card_name(c));
}

/* Random deals played out with random oracle-legal cards; every position compared. */
START_TEST(random_positions)
{
	struct baska_rules	 r = baska_psb;
	unsigned		 seed = 12345;
	int			 deal, i, j, fam, leader, t, k, deck[16], trick[4];
	uint16_t		 hands[4], legal;

	for (deal = 0; deal < 20000; deal++) {
		for (i = 0; i < 16; i++)
			deck[i] = i;
		for (i = 15; i > 0; i--) {
			j = rand_r(&seed) % (i + 1);
			t = deck[i]; deck[i] = deck[j]; deck[j] = t;
		}
		memset(hands, 0, sizeof(hands));
		for (i = 0; i < 16; i++)
			hands[i / 4] |= CARD_BIT(deck[i]);
		fam = rand_r(&seed) % 2;
		r.gran_must_head = rand_r(&seed) % 4 == 0;
		r.gran_void_must_trump = rand_r(&seed) % 4 != 0;
		leader = 0;
		for (t = 0; t < 4; t++) {
			for (k = 0; k < 4; k++) {
				int	 p = (leader + k) % 4, cnt = 0, pick, c;

				check_position(&r, fam, trick, k, hands[p], 1);
				legal = o_legal(fam, r.gran_void_must_trump, r.gran_must_head, trick, k,
				    hands[p]);
				pick = rand_r(&seed) % set_count(legal);
				for (c = 0; c < 16; c++)
					if ((legal & CARD_BIT(c)) && cnt++ == pick)
						break;
				trick[k] = c;
				hands[p] &= ~CARD_BIT(c);
			}
			leader = (leader + baska_trick_winner(fam, trick, 4)) % 4;
		}
	}
}
END_TEST

/* Every 4-card hand against every partial trick of 1..3 other cards, both families. */
START_TEST(every_hand_every_trick)
{
	struct baska_rules	 r = baska_psb;
	int			 fam, opt, a, b, c, trick[3], checked = 0;
	uint16_t		 hand;

	for (hand = 1; hand != 0; hand++) {
		if (set_count(hand) != 4)
			continue;
		for (opt = 0; opt < 5; opt++) {
			fam = opt == 0 ? FAM_NORMAL : FAM_GRAN;
			r.gran_void_must_trump = opt != 2 && opt != 4;
			r.gran_must_head = opt >= 3;
			check_position(&r, fam, trick, 0, hand, opt == 0);
			for (a = 0; a < 16; a++) {
				if (hand & CARD_BIT(a))
					continue;
				trick[0] = a;
				check_position(&r, fam, trick, 1, hand, opt == 0);
				for (b = 0; b < 16; b++) {
					if ((hand & CARD_BIT(b)) || b == a)
						continue;
					trick[1] = b;
					check_position(&r, fam, trick, 2, hand, opt == 0);
					for (c = 0; c < 16; c++) {
						if ((hand & CARD_BIT(c)) || c == a || c == b)
							continue;
						trick[2] = c;
						check_position(&r, fam, trick, 3, hand, opt == 0);
						checked++;
					}
				}
			}
		}
	}
	ck_assert_int_eq(checked, 1820 * 5 * 12 * 11 * 10);
}
END_TEST

Suite *
baska_play_suite(void)
{
	Suite	*s = suite_create("baska_play");
	TCase	*tc = tcase_create("legal");

	tcase_add_loop_test(tc, e23_table, 0, sizeof(e23) / sizeof(e23[0]));
	tcase_add_test(tc, reasons);
	tcase_add_test(tc, random_positions);
	tcase_add_test(tc, every_hand_every_trick);
	tcase_set_timeout(tc, 600);
	suite_add_tcase(s, tc);
	return s;
}
