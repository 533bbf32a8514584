/* Generał scoring: every worked example of referee-general(7) §6, box words, rulesets, totals. */
#include <check.h>
#include <string.h>

#include "../src/rules/dice/dice.h"

static void
throw_of(const char *s, int d[DICE_N])
{
	int	 n = 0;

	for (; *s; s++)
		if (*s >= '1' && *s <= '6')
			d[n++] = *s - '0';
	ck_assert_int_eq(n, DICE_N);
}

/* A card from "box=points,box=points"; first is enum dice_first. */
static void
card_of(struct dice_card *c, const char *spec, int first)
{
	const char	*p, *q, *eq;
	int		 b;

	memset(c, 0, sizeof(*c));
	for (p = spec; *p; p = *q ? q + 1 : q) {
		q = strchr(p, ',');
		if (q == NULL)
			q = p + strlen(p);
		eq = memchr(p, '=', (size_t)(q - p));
		ck_assert_ptr_nonnull(eq);
		b = dice_box_parse(p, (size_t)(eq - p));
		ck_assert_int_ge(b, 0);
		c->used |= BOX_BIT(b);
		c->score[b] = 0;
		for (eq++; eq < q; eq++)
			c->score[b] = c->score[b] * 10 + (*eq - '0');
	}
	c->first_general = first;
}

static const struct dice_rules *const both[] = { &dice_general, &dice_yahtzee };

/* Points of box in the option set, or -1 when the box is not offered. */
static int
pts(const struct dice_rules *r, const struct dice_card *c, const char *dice, int box,
    int *bonus, int *n)
{
	struct dice_options	 o;
	int			 d[DICE_N], i;

	throw_of(dice, d);
	dice_options(r, c, d, &o);
	if (bonus)
		*bonus = o.bonus;
	if (n)
		*n = o.n;
	i = dice_option_find(&o, box);
	return i < 0 ? -1 : o.opt[i].points;
}

START_TEST(box_words)
{
	static const char *const ok[][2] = {
		{ "ones", "ones" }, { "jedynki", "ones" }, { "Dwójki", "twos" },
		{ "dwojki", "twos" }, { "TRÓJKI", "threes" }, { "czwórki", "fours" },
		{ "piątki", "fives" }, { "szostki", "sixes" }, { "trójka", "three-kind" },
		{ "three_kind", "three-kind" }, { "kareta", "four-kind" }, { "full", "full" },
		{ "mały-strit", "small-straight" }, { "maly strit", "small-straight" },
		{ "duży-strit", "large-straight" }, { "DUZY_STRIT", "large-straight" },
		{ "generał", "general" }, { "general", "general" }, { "szansa", "chance" },
		{ "trzy jednakowe", "three-kind" },
	};
	size_t	 i;
	int	 b;

	for (b = 0; b < DICE_NBOXES; b++)
		ck_assert_int_eq(dice_box_parse(dice_box_id(b), strlen(dice_box_id(b))), b);
	for (b = 0; b < DICE_NBOXES; b++)	/* the Polish card names read back too */
		ck_assert_int_eq(dice_box_parse(dice_box_pl(b), strlen(dice_box_pl(b))), b);
	for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++)
		ck_assert_str_eq(dice_box_id(dice_box_parse(ok[i][0], strlen(ok[i][0]))), ok[i][1]);
	ck_assert_int_eq(dice_box_parse("sevens", 6), -1);
	ck_assert_int_eq(dice_box_parse("", 0), -1);
}
END_TEST

/* §6 examples 1-6: plain values on an empty card, both presets. */
START_TEST(examples_1_to_6)
{
	struct dice_card c;
	int		 i;

	card_of(&c, "", FIRST_NONE);
	for (i = 0; i < 2; i++) {
		const struct dice_rules *r = both[i];

		ck_assert_int_eq(pts(r, &c, "44423", BOX_THREE_KIND, NULL, NULL), 17);	/* 1 */
		ck_assert_int_eq(pts(r, &c, "44423", BOX_FOURS, NULL, NULL), 12);
		ck_assert_int_eq(pts(r, &c, "44423", BOX_FULL, NULL, NULL), 0);
		ck_assert_int_eq(pts(r, &c, "44423", BOX_CHANCE, NULL, NULL), 17);
		ck_assert_int_eq(pts(r, &c, "11156", BOX_ONES, NULL, NULL), 3);		/* 2 */
		ck_assert_int_eq(pts(r, &c, "23455", BOX_SMALL, NULL, NULL), 30);	/* 3 */
		ck_assert_int_eq(pts(r, &c, "23455", BOX_LARGE, NULL, NULL), 0);
		ck_assert_int_eq(pts(r, &c, "12345", BOX_LARGE, NULL, NULL), 40);	/* 4 */
		ck_assert_int_eq(pts(r, &c, "12345", BOX_SMALL, NULL, NULL), 30);
		ck_assert_int_eq(pts(r, &c, "12346", BOX_SMALL, NULL, NULL), 30);	/* 5 */
		ck_assert_int_eq(pts(r, &c, "12456", BOX_SMALL, NULL, NULL), 0);
		ck_assert_int_eq(pts(r, &c, "34566", BOX_SMALL, NULL, NULL), 30);
		ck_assert_int_eq(pts(r, &c, "22333", BOX_FULL, NULL, NULL), 25);	/* 6 */
		ck_assert_int_eq(pts(r, &c, "66661", BOX_THREE_KIND, NULL, NULL), 25);
		ck_assert_int_eq(pts(r, &c, "66661", BOX_FOUR_KIND, NULL, NULL), 25);
		ck_assert_int_eq(pts(r, &c, "33322", BOX_FOUR_KIND, NULL, NULL), 0);
	}
}
END_TEST

/* §6 example 7: the first generał goes anywhere, 50 in its box, no bonus, not a full house. */
START_TEST(example_7)
{
	struct dice_card c;
	int		 i, bonus, n;

	card_of(&c, "", FIRST_NONE);
	for (i = 0; i < 2; i++) {
		ck_assert_int_eq(pts(both[i], &c, "66666", BOX_GENERAL, &bonus, &n), 50);
		ck_assert_int_eq(bonus, 0);
		ck_assert_int_eq(n, DICE_NBOXES);
		ck_assert_int_eq(pts(both[i], &c, "66666", BOX_FULL, NULL, NULL), 0);
	}
}
END_TEST

/* §6 examples 8 and 9: GEN=50, sixes open. */
START_TEST(examples_8_9)
{
	struct dice_card c;
	int		 bonus, n;

	card_of(&c, "general=50", FIRST_IN_BOX);
	ck_assert_int_eq(pts(&dice_general, &c, "66666", BOX_SIXES, &bonus, &n), 30);
	ck_assert_int_eq(bonus, 100);
	ck_assert_int_eq(n, 12);
	ck_assert_int_eq(pts(&dice_general, &c, "66666", BOX_THREE_KIND, NULL, NULL), 30);
	ck_assert_int_eq(pts(&dice_general, &c, "66666", BOX_CHANCE, NULL, NULL), 30);
	ck_assert_int_eq(pts(&dice_general, &c, "66666", BOX_FULL, NULL, NULL), 0);
	ck_assert_int_eq(pts(&dice_general, &c, "66666", BOX_LARGE, NULL, NULL), 0);
	ck_assert_int_eq(pts(&dice_yahtzee, &c, "66666", BOX_SIXES, &bonus, &n), 30);
	ck_assert_int_eq(bonus, 100);
	ck_assert_int_eq(n, 1);
}
END_TEST

/* §6 example 10: GEN=50, fives=15: the joker goes to a lower box only. */
START_TEST(example_10)
{
	static const int want[][2] = {
		{ BOX_FULL, 25 }, { BOX_SMALL, 30 }, { BOX_LARGE, 40 },
		{ BOX_THREE_KIND, 25 }, { BOX_FOUR_KIND, 25 }, { BOX_CHANCE, 25 } };
	struct dice_card c;
	int		 i, j, b, bonus, n;

	card_of(&c, "general=50,fives=15", FIRST_IN_BOX);
	for (i = 0; i < 2; i++) {
		for (j = 0; j < 6; j++) {
			ck_assert_int_eq(pts(both[i], &c, "55555", want[j][0], &bonus, &n), want[j][1]);
			ck_assert_int_eq(bonus, 100);
			ck_assert_int_eq(n, 6);
		}
		for (b = BOX_ONES; b <= BOX_SIXES; b++)
			ck_assert_int_eq(pts(both[i], &c, "55555", b, NULL, NULL), -1);
	}
}
END_TEST

/* §6 example 11: GEN scratched: joker LS = 40, no bonus. */
START_TEST(example_11)
{
	struct dice_card c;
	int		 i, bonus;

	card_of(&c, "general=0,twos=4", FIRST_NONE);
	for (i = 0; i < 2; i++) {
		ck_assert_int_eq(pts(both[i], &c, "22222", BOX_LARGE, &bonus, NULL), 40);
		ck_assert_int_eq(bonus, 0);
	}
	c.first_general = FIRST_ELSEWHERE;
	ck_assert_int_eq(pts(&dice_general, &c, "22222", BOX_LARGE, &bonus, NULL), 40);
	ck_assert_int_eq(bonus, 0);
}
END_TEST

/* §6 example 12: GEN=50, twos open: no joker (general) / forced twos (yahtzee). */
START_TEST(example_12)
{
	struct dice_card c;
	int		 bonus, n;

	card_of(&c, "general=50", FIRST_IN_BOX);
	ck_assert_int_eq(pts(&dice_general, &c, "22222", BOX_LARGE, &bonus, &n), 0);
	ck_assert_int_eq(bonus, 100);
	ck_assert_int_eq(n, 12);
	ck_assert_int_eq(pts(&dice_general, &c, "22222", BOX_TWOS, NULL, NULL), 10);
	ck_assert_int_eq(pts(&dice_yahtzee, &c, "22222", BOX_TWOS, &bonus, &n), 10);
	ck_assert_int_eq(bonus, 100);
	ck_assert_int_eq(n, 1);
}
END_TEST

/* §6 example 13: every lower box used, threes used: zero an open upper box, +100. */
START_TEST(example_13)
{
	struct dice_card c;
	int		 i, b, bonus, n;

	card_of(&c, "three-kind=20,four-kind=0,full=25,small-straight=30,large-straight=40,"
	    "general=50,chance=22,threes=9", FIRST_IN_BOX);
	for (i = 0; i < 2; i++)
		for (b = BOX_ONES; b <= BOX_SIXES; b++) {
			ck_assert_int_eq(pts(both[i], &c, "33333", b, &bonus, &n),
			    b == BOX_THREES ? -1 : 0);
			ck_assert_int_eq(bonus, 100);
			ck_assert_int_eq(n, 5);
		}
}
END_TEST

/* §6 example 14: totals of a full card. */
START_TEST(example_14)
{
	struct dice_card	 c;
	struct dice_totals	 t;

	card_of(&c, "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,three-kind=20,"
	    "four-kind=0,full=25,small-straight=30,large-straight=0,general=50,chance=22",
	    FIRST_IN_BOX);
	ck_assert_uint_eq(c.used, BOXES_ALL);
	dice_card_totals(&dice_general, &c, &t);
	ck_assert_int_eq(t.upper, 63);
	ck_assert_int_eq(t.lower, 147);
	ck_assert_int_eq(t.upper_bonus, 0);
	ck_assert_int_eq(t.total, 210);
	dice_card_totals(&dice_yahtzee, &c, &t);
	ck_assert_int_eq(t.upper_bonus, 35);
	ck_assert_int_eq(t.total, 245);
	c.score[BOX_ONES] = 2;		/* 62: one short of the bonus */
	dice_card_totals(&dice_yahtzee, &c, &t);
	ck_assert_int_eq(t.upper_bonus, 0);
	ck_assert_int_eq(t.total, 209);
}
END_TEST

/* §6 example 15: first generał into sixes, the second into GEN, a third: played out. */
START_TEST(example_15)
{
	struct dice_card c;
	struct dice_totals t;
	int		 i, d6[DICE_N], d2[DICE_N], bonus, n;

	throw_of("66666", d6);
	throw_of("22222", d2);
	for (i = 0; i < 2; i++) {
		memset(&c, 0, sizeof(c));
		ck_assert_int_eq(dice_card_enter(both[i], &c, d6, BOX_SIXES), 30);
		ck_assert_int_eq(c.first_general, FIRST_ELSEWHERE);
		ck_assert_int_eq(dice_card_enter(both[i], &c, d2, BOX_GENERAL), 50);
		ck_assert_int_eq(c.extras, 0);	/* the box was open: no bonus yet */
		ck_assert_int_eq(pts(both[i], &c, "44444", BOX_FOURS, &bonus, &n), 20);
		ck_assert_int_eq(bonus, i == 0 ? 0 : 100);
		ck_assert_int_eq(n, i == 0 ? 11 : 1);
		throw_of("44444", d2);
		dice_card_enter(both[i], &c, d2, BOX_FOURS);
		dice_card_totals(both[i], &c, &t);
		ck_assert_int_eq(t.extra, i == 0 ? 0 : 100);
		ck_assert_int_eq(t.total, 30 + 50 + 20 + t.extra);
		ck_assert_int_eq(c.generals, 3);
		throw_of("22222", d2);
	}
}
END_TEST

/* The optional knobs of §4: exact kinds, five alike as a full house, free_unforced, lax, none. */
START_TEST(knobs)
{
	struct dice_rules r = dice_general;
	struct dice_card c;
	int		 bonus, n;

	card_of(&c, "", FIRST_NONE);
	r.four_kind = KIND_EXACT;
	r.three_kind = KIND_EXACT;
	ck_assert_int_eq(pts(&r, &c, "66666", BOX_FOUR_KIND, NULL, NULL), 0);
	ck_assert_int_eq(pts(&r, &c, "66661", BOX_FOUR_KIND, NULL, NULL), 25);
	ck_assert_int_eq(pts(&r, &c, "66661", BOX_THREE_KIND, NULL, NULL), 0);
	ck_assert_int_eq(pts(&r, &c, "66611", BOX_THREE_KIND, NULL, NULL), 20);
	r.fh_accepts_five_alike = 1;
	ck_assert_int_eq(pts(&r, &c, "66666", BOX_FULL, NULL, NULL), 25);

	card_of(&c, "general=50,sixes=30", FIRST_IN_BOX);
	r = dice_general;
	r.joker_mode = JOKER_FREE_UNFORCED;
	ck_assert_int_eq(pts(&r, &c, "66666", BOX_ONES, &bonus, &n), 0);
	ck_assert_int_eq(pts(&r, &c, "66666", BOX_LARGE, NULL, NULL), 40);
	ck_assert_int_eq(n, 5 + 6);
	ck_assert_int_eq(bonus, 100);
	r.joker_mode = JOKER_NONE;
	ck_assert_int_eq(pts(&r, &c, "66666", BOX_LARGE, NULL, &n), 0);
	ck_assert_int_eq(n, 11);
	card_of(&c, "general=50", FIRST_IN_BOX);
	r.joker_mode = JOKER_LAX;
	ck_assert_int_eq(pts(&r, &c, "66666", BOX_LARGE, NULL, &n), 40);
	ck_assert_int_eq(pts(&r, &c, "66666", BOX_SIXES, NULL, NULL), 30);
	ck_assert_int_eq(n, 12);
	r.extra_general_bonus = 0;
	ck_assert_int_eq(pts(&r, &c, "66666", BOX_LARGE, &bonus, NULL), 40);
	ck_assert_int_eq(bonus, 0);
	r = dice_general;
	r.upper_bonus_points = 50;
	r.upper_bonus_threshold = 10;
	card_of(&c, "sixes=12", FIRST_NONE);
	{
		struct dice_totals t;

		dice_card_totals(&r, &c, &t);
		ck_assert_int_eq(t.total, 62);
	}
}
END_TEST

/* The ruleset file form: every preset prints and reads back to the same struct. */
START_TEST(ruleset_roundtrip)
{
	const struct kv_preset	*p;
	struct dice_rules	 r;
	struct strbuf		 sb = { 0 };
	struct errbuf		 err;

	for (p = dice_ruleset_game.presets; p->name; p++) {
		sb_reset(&sb);
		kv_print(&dice_ruleset_game, NULL, p->obj, &sb);
		memset(&r, 0x55, sizeof(r));
		ck_assert_int_eq(kv_parse(&dice_ruleset_game, &r, sb_str(&sb), &err), 0);
		ck_assert_mem_eq(&r, p->obj, sizeof(r));
	}
	ck_assert_ptr_eq(dice_ruleset_game.presets[0].obj, &dice_general);
	r = dice_general;
	ck_assert_int_eq(kv_parse(&dice_ruleset_game, &r, "joker_mode = sometimes\n", &err), -1);
	ck_assert_int_eq(err.line, 1);
	ck_assert_int_eq(err.col, 14);
	ck_assert_int_eq(kv_parse(&dice_ruleset_game, &r,
	    "preset = yahtzee\nextra_bonus_condition = first_in_box\n", &err), 0);
	ck_assert_int_eq(r.joker_mode, JOKER_FORCED);
	ck_assert_int_eq(r.extra_bonus_condition, BONUS_FIRST_IN_BOX);
	sb_free(&sb);
}
END_TEST

START_TEST(value_possible)
{
	ck_assert(dice_box_value_possible(&dice_general, BOX_SIXES, 24));
	ck_assert(!dice_box_value_possible(&dice_general, BOX_SIXES, 25));
	ck_assert(!dice_box_value_possible(&dice_general, BOX_SIXES, 36));
	ck_assert(dice_box_value_possible(&dice_general, BOX_FULL, 25));
	ck_assert(!dice_box_value_possible(&dice_general, BOX_FULL, 20));
	ck_assert(dice_box_value_possible(&dice_general, BOX_GENERAL, 50));
	ck_assert(!dice_box_value_possible(&dice_general, BOX_GENERAL, 100));
	ck_assert(dice_box_value_possible(&dice_general, BOX_THREE_KIND, 5 * 6));
	ck_assert(!dice_box_value_possible(&dice_general, BOX_THREE_KIND, 4));
	ck_assert(dice_box_value_possible(&dice_general, BOX_CHANCE, 5));
	ck_assert(!dice_box_value_possible(&dice_general, BOX_CHANCE, 31));
}
END_TEST

Suite *
dice_suite(void)
{
	Suite	*s = suite_create("dice");
	TCase	*tc = tcase_create("examples");

	tcase_add_test(tc, box_words);
	tcase_add_test(tc, examples_1_to_6);
	tcase_add_test(tc, example_7);
	tcase_add_test(tc, examples_8_9);
	tcase_add_test(tc, example_10);
	tcase_add_test(tc, example_11);
	tcase_add_test(tc, example_12);
	tcase_add_test(tc, example_13);
	tcase_add_test(tc, example_14);
	tcase_add_test(tc, example_15);
	tcase_add_test(tc, knobs);
	tcase_add_test(tc, ruleset_roundtrip);
	tcase_add_test(tc, value_possible);
	suite_add_tcase(s, tc);
	return s;
}
