/*
 * The name matcher (src/util/names.h, name_pick): either order, a surname
 * or a first name alone when unique in the narrowest scope that has one,
 * ambiguity listed, case, diacritics and spacing ignored, near typos taken
 * only when asked for, the nearest names suggested otherwise.
 */
#include <check.h>
#include <string.h>

#include "../src/util/names.h"

/* The four at a table (scope 0), two more of the event (1), two of the database (2). */
static const struct name_cand people[] = {
	{ "Anna Kreft", 1, 0 },
	{ "Józef Szczypior", 2, 0 },
	{ "Jan Formela", 3, 0 },
	{ "Jan Kowalski", 4, 0 },
	{ "Anna Labuda", 5, 1 },
	{ "Małgorzata Necel", 6, 1 },
	{ "Tomasz Okoń", 7, 2 },
	{ "Małgorzata Nowak-Kowalska", 8, 2 },
	{ "Gosia", 6, 1 },		/* an alias of player 6 */
};
#define NPEOPLE	(sizeof(people) / sizeof(people[0]))

/* The id picked for typed, or 0 (none) or -n (n people several). */
static long long
pick(const char *typed, const struct name_cand *c, size_t n, int typo)
{
	struct name_pick p;

	name_pick(typed, c, n, typo, &p);
	if (p.how == NAME_ONE)
		return c[p.one].id;
	if (p.how == NAME_SEVERAL)
		return -p.count;
	return 0;
}

START_TEST(pick_orders_and_folding)
{
	ck_assert_int_eq(pick("Józef Szczypior", people, NPEOPLE, 0), 2);
	ck_assert_int_eq(pick("Szczypior Józef", people, NPEOPLE, 0), 2);
	ck_assert_int_eq(pick("  SZCZYPIOR   jozef ", people, NPEOPLE, 0), 2);
	ck_assert_int_eq(pick("tomasz okon", people, NPEOPLE, 0), 7);
	ck_assert_int_eq(pick("Okoń Tomasz", people, NPEOPLE, 0), 7);
	/* A hyphenated surname: its parts are words, in any order. */
	ck_assert_int_eq(pick("Kowalska Nowak Małgorzata", people, NPEOPLE, 0), 8);
	/* An alias is the player's. */
	ck_assert_int_eq(pick("gosia", people, NPEOPLE, 0), 6);
}
END_TEST

START_TEST(pick_one_word)
{
	/* A surname or a first name alone, unique at the table. */
	ck_assert_int_eq(pick("Szczypior", people, NPEOPLE, 0), 2);
	ck_assert_int_eq(pick("józef", people, NPEOPLE, 0), 2);
	ck_assert_int_eq(pick("KREFT", people, NPEOPLE, 0), 1);
	/* Anna: Kreft at the table wins over Labuda of the event. */
	ck_assert_int_eq(pick("Anna", people, NPEOPLE, 0), 1);
	/* Nobody at the table: the event's one Małgorzata, then the database. */
	ck_assert_int_eq(pick("Małgorzata", people, NPEOPLE, 0), 6);
	ck_assert_int_eq(pick("Okon", people, NPEOPLE, 0), 7);
	ck_assert_int_eq(pick("Kowalska", people, NPEOPLE, 0), 8);
	/* Part of a word is no word. */
	ck_assert_int_eq(pick("Szczyp", people, NPEOPLE, 0), 0);
}
END_TEST

START_TEST(pick_ambiguous_lists)
{
	struct name_pick p;

	/* Two Jans at the table. */
	name_pick("jan", people, NPEOPLE, 1, &p);
	ck_assert_int_eq(p.how, NAME_SEVERAL);
	ck_assert_int_eq(p.count, 2);
	ck_assert_int_eq(p.n, 2);
	ck_assert_str_eq(people[p.list[0]].name, "Jan Formela");
	ck_assert_str_eq(people[p.list[1]].name, "Jan Kowalski");
	/* Two Małgorzatas once the event is as wide as the database. */
	{
		struct name_cand flat[NPEOPLE];
		size_t i;

		for (i = 0; i < NPEOPLE; i++) {
			flat[i] = people[i];
			flat[i].scope = 2;
		}
		ck_assert_int_eq(pick("Małgorzata", flat, NPEOPLE, 0), -2);
		ck_assert_int_eq(pick("Anna", flat, NPEOPLE, 0), -2);
		/* A whole name is never ambiguous for a part of another's. */
		ck_assert_int_eq(pick("Jan Kowalski", flat, NPEOPLE, 0), 4);
	}
}
END_TEST

START_TEST(pick_same_key_exact_spelling)
{
	/* An old database: two players with one key; the exact spelling wins. */
	static const struct name_cand twins[] = {
		{ "Anna Nowak", 1, 2 },
		{ "anna  nowak", 2, 2 },
	};

	ck_assert_int_eq(pick("anna  nowak", twins, 2, 0), 2);
	ck_assert_int_eq(pick("Anna Nowak", twins, 2, 0), 1);
	ck_assert_int_eq(pick("ANNA NOWAK", twins, 2, 0), -2);
}
END_TEST

START_TEST(pick_typos)
{
	struct name_pick p;

	/* At enter (typo): a near name of the table, when only one is nearest. */
	ck_assert_int_eq(pick("Szczypiur", people, NPEOPLE, 1), 2);
	ck_assert_int_eq(pick("Kowalsky", people, NPEOPLE, 1), 4);
	ck_assert_int_eq(pick("Jozef Szczypiur", people, NPEOPLE, 1), 2);
	name_pick("Szczypiur", people, NPEOPLE, 1, &p);
	ck_assert_int_eq(p.typo, 1);
	/* Two as near: none taken. */
	ck_assert_int_eq(pick("Jann", people, NPEOPLE, 1), 0);
	/* Too far for its length. */
	ck_assert_int_eq(pick("Krzyś", people, NPEOPLE, 1), 0);
	/* Elsewhere a typo is only suggested, nearest first. */
	name_pick("Szczypiur", people, NPEOPLE, 0, &p);
	ck_assert_int_eq(p.how, NAME_NONE);
	ck_assert_int_ge(p.n, 1);
	ck_assert_str_eq(people[p.list[0]].name, "Józef Szczypior");
	ck_assert_int_eq(p.dist[0], 1);
	name_pick("Tomasz Okno", people, NPEOPLE, 0, &p);
	ck_assert_int_eq(p.how, NAME_NONE);
	ck_assert_str_eq(people[p.list[0]].name, "Tomasz Okoń");
}
END_TEST

START_TEST(pick_suggestions)
{
	struct name_pick p;
	int	 i;

	/* One entry per person (Gosia is Małgorzata Necel's alias), nearest first. */
	name_pick("Gosja", people, NPEOPLE, 0, &p);
	ck_assert_int_eq(p.how, NAME_NONE);
	ck_assert_int_eq(p.n, 1);
	ck_assert_str_eq(people[p.list[0]].name, "Gosia");
	/* At most NAME_PICK_MAX, sorted by distance. */
	name_pick("Ann", people, NPEOPLE, 0, &p);
	ck_assert_int_le(p.n, NAME_PICK_MAX);
	for (i = 1; i < p.n; i++)
		ck_assert_int_le(p.dist[i - 1], p.dist[i]);
	/* Nothing near: nothing suggested. */
	name_pick("Zbigniew", people, NPEOPLE, 0, &p);
	ck_assert_int_eq(p.how, NAME_NONE);
	ck_assert_int_eq(p.n, 0);
	/* An empty name matches nobody. */
	name_pick("   ", people, NPEOPLE, 1, &p);
	ck_assert_int_eq(p.how, NAME_NONE);
	ck_assert_int_eq(p.n, 0);
	ck_assert(name_near(1, 2));
	ck_assert(!name_near(2, 3));
	ck_assert(name_near(2, 5));
	ck_assert(name_near(3, 9));
	ck_assert(!name_near(3, 8));
}
END_TEST

Suite *
names_suite(void)
{
	Suite	*s = suite_create("names");
	TCase	*tc = tcase_create("pick");

	tcase_add_test(tc, pick_orders_and_folding);
	tcase_add_test(tc, pick_one_word);
	tcase_add_test(tc, pick_ambiguous_lists);
	tcase_add_test(tc, pick_same_key_exact_spelling);
	tcase_add_test(tc, pick_typos);
	tcase_add_test(tc, pick_suggestions);
	suite_add_tcase(s, tc);
	return s;
}
