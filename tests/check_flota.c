/*
 * Flota: the worked examples 1-15 of referee-flota(7) §4, the
 * enclosure rule against a plain flood fill on every mine pattern of a 4x4
 * board, random whole games by a random legal player, and the .flota reader.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/notation/flota.h"
#include "../src/rules/flota/flota.h"

/* ------------------------------------------------------------ helpers */

static int
sq_x(const char *s)
{
	int	 x, y;

	ck_assert_int_eq(flota_square_parse(s, strlen(s), &x, &y), 0);
	return x;
}

static int
sq_y(const char *s)
{
	int	 x, y;

	ck_assert_int_eq(flota_square_parse(s, strlen(s), &x, &y), 0);
	return y;
}

static void
fleet_from(const char *text, struct flota_fleet *f)
{
	struct errbuf	 err;

	ck_assert_msg(flota_fleet_parse(text, text + strlen(text), 1, text, f, &err) == 0,
	    "%s: %s", text, err.msg);
}

static void
game_from(struct flota_game *g, const struct flota_rules *r, const char *f1, const char *f2)
{
	struct flota_fleet	 a, b;
	struct verdict		 v = { 0, 0, NULL };

	fleet_from(f1, &a);
	fleet_from(f2, &b);
	ck_assert_uint_eq(flota_fleet_check(r, &a, 1, &v), 0);
	ck_assert_uint_eq(flota_fleet_check(r, &b, 2, &v), 0);
	flota_game_init(g, r, &a, &b);
}

static void
mine(struct flota_game *g, const char *s)
{
	g->mine[sq_y(s)][sq_x(s)] = 1;
}

/* One action by player p's ship type on a copy-free game; returns the code. */
static int
act(struct flota_game *g, int p, int type, int kind, const char *s, struct flota_result *res)
{
	struct flota_action	 a;
	struct flota_result	 tmp;
	struct verdict		 v = { 0, 0, NULL };
	int			 code;

	memset(&a, 0, sizeof(a));
	a.kind = kind;
	a.x = sq_x(s);
	a.y = sq_y(s);
	g->to_move = p;
	flota_turn_begin(g, 1, p, type, 0, 0, &v);
	code = flota_act(g, &a, res ? res : &tmp, &v);
	/* Every illegal action and every false answer comes with exactly one ruling. */
	ck_assert_uint_eq(v.n, code == FLOTA_OK ? 0 : 1);
	if (v.n)
		ck_assert_int_eq(v.r[0].code, code);
	verdict_free(&v);
	return code;
}

static const char *
answer_of(const struct flota_game *g, int p, const char *s)
{
	static char		 buf[64];
	struct flota_answer	 a;

	flota_resolve(g, p, sq_x(s), sq_y(s), &a);
	flota_answer_print(&a, buf, sizeof(buf));
	return buf;
}

/* ------------------------------------------------------------ §4 worked examples */

/* Ex. 1: a ship on C4 fires at B3 B4 B5 C3 C5 D3 D4 D5 only. */
START_TEST(ex01_targets)
{
	struct flota_game	 g;
	char			 sq[8], needle[16];
	int			 x, y, code, legal;

	for (y = 0; y < 10; y++)
		for (x = 0; x < 10; x++) {
			game_from(&g, &flota_default, "P C4 K J10 T J9 S J8", "P A10 K B10 T C10 S D10");
			flota_square_name(x, y, sq, sizeof(sq));
			snprintf(needle, sizeof(needle), " %s ", sq);
			code = act(&g, 1, FLOTA_P, FLOTA_SHOT, sq, NULL);
			legal = strstr(" B3 B4 B5 C3 C5 D3 D4 D5 ", needle) != NULL;
			if (legal)
				ck_assert_msg(code == FLOTA_OK, "%s: %d", sq, code);
			else
				ck_assert_msg(code == FLOTA_SHOT_RANGE, "%s: %d", sq, code);
		}
	game_from(&g, &flota_default, "P C4 K J10 T J9 S J8", "P A10 K B10 T C10 S D10");
	ck_assert_int_eq(act(&g, 1, FLOTA_P, FLOTA_SHOT, "E4", NULL), FLOTA_SHOT_RANGE);
}
END_TEST

/* Ex. 2: "strzelam PANCERNIKIEM na F6": the pancernik stands on E5 E6 E7 F5 F7 G5 G6 G7. */
START_TEST(ex02_shooter_square)
{
	struct flota_game	 g;
	char			 sq[8], fleet[64], needle[16];
	int			 x, y, n = 0;

	for (y = 0; y < 10; y++)
		for (x = 0; x < 10; x++) {
			flota_square_name(x, y, sq, sizeof(sq));
			if (strcmp(sq, "A1") == 0 || strcmp(sq, "A2") == 0 || strcmp(sq, "A3") == 0)
				continue;
			snprintf(fleet, sizeof(fleet), "P %s K A1 T A2 S A3", sq);
			game_from(&g, &flota_default, fleet, "P J1 K J2 T J3 S J4");
			if (act(&g, 1, FLOTA_P, FLOTA_SHOT, "F6", NULL) == FLOTA_OK) {
				snprintf(needle, sizeof(needle), " %s ", sq);
				ck_assert_msg(strstr(" E5 E6 E7 F5 F7 G5 G6 G7 ", needle) != NULL,
				    "%s", sq);
				n++;
			}
		}
	ck_assert_int_eq(n, 8);
	ck_assert_int_eq(flota_type_parse("PANCERNIKIEM", 12), FLOTA_P);
}
END_TEST

#define OPP	"P E5 T H8 K B9 S J1"
#define OWN	"P A1 K A3 T A5 S A7"

/* Ex. 3: shots E6 / G7 / C8 / I2 burn the pancernik / torpedowiec / krążownik / ścigacz. */
START_TEST(ex03_burn)
{
	struct flota_game	 g;

	game_from(&g, &flota_default, OWN, OPP);
	ck_assert_str_eq(answer_of(&g, 1, "E6"), "oparzony P");
	ck_assert_str_eq(answer_of(&g, 1, "G7"), "oparzony T");
	ck_assert_str_eq(answer_of(&g, 1, "C8"), "oparzony K");
	ck_assert_str_eq(answer_of(&g, 1, "I2"), "oparzony S");
}
END_TEST

/* Ex. 4: A1 is pudło and gets a mine. */
START_TEST(ex04_miss)
{
	struct flota_game	 g;
	struct flota_result	 res;

	game_from(&g, &flota_default, "P B2 K C3 T D4 S E6", OPP);
	ck_assert_str_eq(answer_of(&g, 1, "A1"), "pudło");
	ck_assert_int_eq(act(&g, 1, FLOTA_P, FLOTA_SHOT, "A1", &res), FLOTA_OK);
	ck_assert_int_eq(res.truth.kind, FLOTA_ANS_MISS);
	ck_assert_int_eq(g.mine[0][0], 1);
}
END_TEST

/* Ex. 5: E5 is trafiony P; the pancernik is removed; a mine on E5. */
START_TEST(ex05_hit)
{
	struct flota_game	 g;
	struct flota_result	 res;

	game_from(&g, &flota_default, "P D4 K C3 T B2 S A8", OPP);
	ck_assert_int_eq(act(&g, 1, FLOTA_P, FLOTA_SHOT, "E5", &res), FLOTA_OK);
	ck_assert_int_eq(res.truth.kind, FLOTA_ANS_HIT);
	ck_assert_int_eq(res.truth.hit, FLOTA_P);
	ck_assert_int_eq(res.nsunk, 1);
	ck_assert_int_eq(res.sunk[0].player, 2);
	ck_assert_int_eq(res.sunk[0].type, FLOTA_P);
	ck_assert_int_eq(g.alive[1][FLOTA_P], 0);
	ck_assert_int_eq(g.mine[sq_y("E5")][sq_x("E5")], 1);
	ck_assert_int_eq(flota_ships_left(&g, 2), 3);
}
END_TEST

/* Ex. 6: K B9 and P C7, shot B8: oparzony naming either one; both under all. */
START_TEST(ex06_burn_two)
{
	struct flota_game	 g;
	struct flota_rules	 all = flota_default;

	game_from(&g, &flota_default, OWN, "P C7 K B9 T H8 S J1");
	/* name_in_answers = one, the default: the referee names the first, P K T S. */
	ck_assert_int_eq(flota_default.name_in_answers, FLOTA_NAME_ONE);
	ck_assert_str_eq(answer_of(&g, 1, "B8"), "oparzony P");
	all.name_in_answers = FLOTA_NAME_ALL;
	g.rules = &all;
	ck_assert_str_eq(answer_of(&g, 1, "B8"), "oparzony P K");
}
END_TEST

/* The answer said to a shot at s by player 1's krążownik on E7, judged. */
static int
answered(const struct flota_rules *r, const char *s, const char *said, struct verdict *v)
{
	struct flota_game	 g;
	struct flota_action	 a;
	struct flota_result	 res;
	const char		*p;
	int			 t;

	/* Player 2: T on F9 and K on G8, both within one mile of F8; S on D6. */
	game_from(&g, r, "K E7 P J1 T J3 S J5", "T F9 K G8 P A1 S D6");
	memset(&a, 0, sizeof(a));
	a.kind = FLOTA_SHOT;
	a.x = sq_x(s);
	a.y = sq_y(s);
	if (strncmp(said, "trafiony", 8) == 0) {
		a.ans.kind = FLOTA_ANS_HIT;
		a.ans.hit = said[8] ? flota_type_parse(said + 9, 1) : FLOTA_HIT_BARE;
	} else {
		a.ans.kind = strcmp(said, "pudło") == 0 ? FLOTA_ANS_MISS : FLOTA_ANS_BURN;
		for (p = a.ans.kind == FLOTA_ANS_BURN ? said + 8 : ""; *p; p++)
			if ((t = flota_type_parse(p, 1)) >= 0)
				a.ans.burn |= 1u << t;
	}
	verdict_reset(v);
	flota_turn_begin(&g, 1, 1, FLOTA_K, 3, 1, v);
	return flota_act(&g, &a, &res, v);
}

/*
 * Seed 001's answer names one ship as an example, "OPARZONY (np. TORPEDOWIEC)":
 * under the default name_in_answers = one, any non-empty set of the ships
 * within a mile is true; under all, every one of them must be named.
 */
START_TEST(burn_names_some)
{
	struct flota_rules	 all = flota_default;
	struct verdict		 v = { 0, 0, NULL };

	ck_assert_int_eq(answered(&flota_default, "F8", "oparzony T", &v), FLOTA_OK);
	ck_assert_int_eq(answered(&flota_default, "F8", "oparzony K", &v), FLOTA_OK);
	ck_assert_int_eq(answered(&flota_default, "F8", "oparzony T K", &v), FLOTA_OK);
	ck_assert_int_eq(answered(&flota_default, "F8", "oparzony T P", &v),
	    FLOTA_FALSE_ANSWER);
	ck_assert_ptr_nonnull(strstr(v.r[0].text, "np. TORPEDOWIEC"));
	ck_assert_int_eq(answered(&flota_default, "F8", "oparzony", &v), FLOTA_FALSE_ANSWER);
	ck_assert_int_eq(answered(&flota_default, "F8", "pudło", &v), FLOTA_FALSE_ANSWER);
	all.name_in_answers = FLOTA_NAME_ALL;
	ck_assert_int_eq(answered(&all, "F8", "oparzony T", &v), FLOTA_FALSE_ANSWER);
	ck_assert_int_eq(answered(&all, "F8", "oparzony T K", &v), FLOTA_OK);
	verdict_free(&v);
}
END_TEST

/* "TRAFIONY, jeśli strzał trafił": bare, or with the hit ship's type only. */
START_TEST(hit_bare)
{
	struct flota_rules	 all = flota_default;
	struct verdict		 v = { 0, 0, NULL };
	struct flota_answer	 a = { FLOTA_ANS_HIT, FLOTA_HIT_BARE, 0 };
	char			 buf[32];

	ck_assert_int_eq(answered(&flota_default, "F8", "trafiony", &v), FLOTA_FALSE_ANSWER);
	ck_assert_int_eq(answered(&flota_default, "D6", "trafiony", &v), FLOTA_OK);
	ck_assert_int_eq(answered(&flota_default, "D6", "trafiony S", &v), FLOTA_OK);
	ck_assert_int_eq(answered(&flota_default, "D6", "trafiony T", &v), FLOTA_FALSE_ANSWER);
	ck_assert_ptr_nonnull(strstr(v.r[0].text, "the ścigacz stands on D6"));
	all.name_in_answers = FLOTA_NAME_ALL;
	ck_assert_int_eq(answered(&all, "D6", "trafiony", &v), FLOTA_OK);
	flota_answer_print(&a, buf, sizeof(buf));
	ck_assert_str_eq(buf, "trafiony");
	verdict_free(&v);
}
END_TEST

/* Ex. 7: own pancernik on C3, D3 mined: D3 illegal, D4 legal. */
START_TEST(ex07_step_mined)
{
	struct flota_game	 g;

	game_from(&g, &flota_default, "P C3 K J10 T J9 S J8", OPP);
	mine(&g, "D3");
	ck_assert_int_eq(act(&g, 1, FLOTA_P, FLOTA_MOVE, "D3", NULL), FLOTA_MOVE_MINED);
	ck_assert_int_eq(g.x[0][FLOTA_P], sq_x("C3"));
	ck_assert_int_eq(act(&g, 1, FLOTA_P, FLOTA_MOVE, "D4", NULL), FLOTA_OK);
	ck_assert_int_eq(g.x[0][FLOTA_P], sq_x("D4"));
}
END_TEST

/* Ex. 8: mines A2, B1 touch at a corner: A1 -> B2 in one step; A1 is not closed in. */
START_TEST(ex08_slip)
{
	struct flota_game	 g;
	struct flota_result	 res;
	unsigned char		 m[100] = { 0 }, e[100];

	game_from(&g, &flota_default, "P A1 K J10 T J9 S J8", OPP);
	mine(&g, "A2");
	mine(&g, "B1");
	ck_assert_int_eq(act(&g, 1, FLOTA_P, FLOTA_MOVE, "B2", &res), FLOTA_OK);
	ck_assert_int_eq(res.steps, 1);
	m[1 * 10 + 0] = m[0 * 10 + 1] = 1;
	ck_assert_int_eq(flota_enclosure(10, 10, m, FLOTA_TIE_SAFE, e), 98);
	ck_assert_int_eq(e[0], 0);
}
END_TEST

/* Ex. 9: mines A2, B1, B2: a ship on A1 sinks at once, whichever player owns it. */
START_TEST(ex09_enclosed_corner)
{
	struct flota_game	 g;
	struct flota_result	 res;
	int			 owner;

	for (owner = 1; owner <= 2; owner++) {
		if (owner == 1)
			game_from(&g, &flota_default, "P A1 K C3 T J9 S J8", "P J1 K J2 T J3 S J4");
		else
			game_from(&g, &flota_default, "P J1 K C3 T J9 S J8", "P A1 K J2 T J3 S J4");
		mine(&g, "A2");
		mine(&g, "B1");
		/* Player 1's krążownik on C3 lays the third mine on B2. */
		ck_assert_int_eq(act(&g, 1, FLOTA_K, FLOTA_SHOT, "B2", &res), FLOTA_OK);
		ck_assert_int_eq(res.nsunk, 1);
		ck_assert_int_eq(res.sunk[0].player, owner);
		ck_assert_int_eq(res.sunk[0].type, FLOTA_P);
		ck_assert_int_eq(res.sunk[0].enclosed, 1);
		ck_assert_int_eq(g.alive[owner - 1][FLOTA_P], 0);
	}
}
END_TEST

/* Ex. 10: mines B1, B2; A1 -> C1 is 4 steps: the ścigacz can, the torpedowiec cannot. */
START_TEST(ex10_path)
{
	struct flota_game	 g;
	struct flota_result	 res;

	game_from(&g, &flota_default, "S A1 T J10 P J9 K J8", OPP);
	mine(&g, "B1");
	mine(&g, "B2");
	ck_assert_int_eq(flota_distance(&g, 1, FLOTA_S, sq_x("C1"), sq_y("C1")), 4);
	ck_assert_int_eq(act(&g, 1, FLOTA_S, FLOTA_MOVE, "C1", &res), FLOTA_OK);
	ck_assert_int_eq(res.steps, 4);
	game_from(&g, &flota_default, "T A1 S J10 P J9 K J8", OPP);
	mine(&g, "B1");
	mine(&g, "B2");
	ck_assert_int_eq(act(&g, 1, FLOTA_T, FLOTA_MOVE, "C1", NULL), FLOTA_MOVE_TOO_LONG);
	ck_assert_int_eq(g.x[0][FLOTA_T], 0);
}
END_TEST

/* Ex. 11: a full row of mines on row 4: regions of 30 and 60; both sides lose ships in rows 1-3. */
START_TEST(ex11_row)
{
	struct flota_game	 g;
	struct flota_result	 res;
	const char		*row[] = { "A4", "B4", "C4", "D4", "E4", "F4", "G4", "H4", "I4" };
	size_t			 i;
	int			 k;

	/* A: P C2, K H7 (and T A10, S J5 that lays the last mine); B: T E3, S F9. */
	game_from(&g, &flota_default, "P C2 K H7 T A10 S J5", "T E3 S F9 P B9 K D9");
	for (i = 0; i < sizeof(row) / sizeof(row[0]); i++)
		mine(&g, row[i]);
	ck_assert_int_eq(act(&g, 1, FLOTA_S, FLOTA_SHOT, "J4", &res), FLOTA_OK);
	ck_assert_int_eq(res.nsunk, 2);
	for (k = 0; k < res.nsunk; k++) {
		ck_assert_int_eq(res.sunk[k].enclosed, 1);
		ck_assert(res.sunk[k].player == 1 ? res.sunk[k].type == FLOTA_P :
		    res.sunk[k].type == FLOTA_T);
	}
	ck_assert_int_eq(g.alive[0][FLOTA_K], 1);
	ck_assert_int_eq(g.alive[1][FLOTA_S], 1);
}
END_TEST

/* Ex. 12: mines on the diagonal A1..J10 only: one region of 90. */
START_TEST(ex12_diagonal)
{
	unsigned char	 m[100] = { 0 }, e[100];
	int		 i;

	for (i = 0; i < 10; i++)
		m[i * 10 + i] = 1;
	ck_assert_int_eq(flota_enclosure(10, 10, m, FLOTA_TIE_SAFE, e), 90);
	for (i = 0; i < 100; i++)
		ck_assert_int_eq(e[i], 0);
}
END_TEST

/* Ex. 13: columns E and J mined: 40 and 40, a tie: nobody sinks (enclosure_tie = safe). */
START_TEST(ex13_tie)
{
	unsigned char	 m[100] = { 0 }, e[100];
	int		 y, i;

	for (y = 0; y < 10; y++)
		m[y * 10 + 4] = m[y * 10 + 9] = 1;
	ck_assert_int_eq(flota_enclosure(10, 10, m, FLOTA_TIE_SAFE, e), 40);
	for (i = 0; i < 100; i++)
		ck_assert_int_eq(e[i], 0);
	/* The other setting: a tie leaves no battlefield. */
	flota_enclosure(10, 10, m, FLOTA_TIE_SUNK, e);
	for (i = 0; i < 100; i++)
		ck_assert_int_eq(e[i], !m[i]);
}
END_TEST

/* Ex. 14: column E mined: 40 (A-D) v 50 (F-J): A's ship on B5 sinks, B's on H5 does not. */
START_TEST(ex14_column)
{
	struct flota_game	 g;
	struct flota_result	 res;
	char			 sq[8];
	int			 y;

	game_from(&g, &flota_default, "P B5 K F1 T J9 S J8", "P H5 K J1 T J2 S J3");
	for (y = 1; y < 10; y++) {
		flota_square_name(4, y, sq, sizeof(sq));
		mine(&g, sq);
	}
	ck_assert_int_eq(act(&g, 1, FLOTA_K, FLOTA_SHOT, "E1", &res), FLOTA_OK);
	ck_assert_int_eq(res.nsunk, 1);
	ck_assert_int_eq(res.sunk[0].player, 1);
	ck_assert_int_eq(res.sunk[0].type, FLOTA_P);
	ck_assert_int_eq(g.alive[1][FLOTA_P], 1);
}
END_TEST

/* Ex. 15: an own ship on D4: firing at D4 from C4 is illegal (own_square_fire = illegal). */
START_TEST(ex15_own_square)
{
	struct flota_game	 g;
	struct flota_rules	 r = flota_default;
	struct flota_result	 res;

	game_from(&g, &flota_default, "P C4 T D4 K J9 S J8", OPP);
	ck_assert_int_eq(act(&g, 1, FLOTA_P, FLOTA_SHOT, "D4", NULL), FLOTA_SHOT_OWN);
	ck_assert_int_eq(g.mine[sq_y("D4")][sq_x("D4")], 0);
	/* The other setting: allowed, and the own torpedowiec is lost on the mine. */
	r.own_square_fire = FLOTA_OWNFIRE_SINKS_OWN;
	game_from(&g, &r, "P C4 T D4 K J9 S J8", OPP);
	ck_assert_int_eq(act(&g, 1, FLOTA_P, FLOTA_SHOT, "D4", &res), FLOTA_OK);
	ck_assert_int_eq(g.alive[0][FLOTA_T], 0);
}
END_TEST

/*
 * own_stacking = true: a hit on a square that holds two ships of the defender
 * sinks both (no ship stands on a MINA), and a shot allowed at an own square
 * loses every own ship there. The fuzz target found the second ship left
 * afloat on the mine (tests/fuzz/regress/flota/stacked-ships-hit).
 */
START_TEST(stacked_ships_hit)
{
	struct flota_game	 g;
	struct flota_rules	 r = flota_default;
	struct flota_result	 res;

	r.own_stacking = 1;
	game_from(&g, &r, "P C4 K J9 T J1 S A10", "P D5 K D5 T H8 S A1");
	ck_assert_int_eq(act(&g, 1, FLOTA_P, FLOTA_SHOT, "D5", &res), FLOTA_OK);
	ck_assert_int_eq(res.truth.kind, FLOTA_ANS_HIT);
	ck_assert_int_eq(g.alive[1][FLOTA_P], 0);
	ck_assert_int_eq(g.alive[1][FLOTA_K], 0);
	ck_assert_int_eq(res.nsunk, 2);
	ck_assert_int_eq(flota_ships_left(&g, 2), 2);
	r.own_square_fire = FLOTA_OWNFIRE_SINKS_OWN;
	game_from(&g, &r, "P C4 K D4 T D4 S A10", "P J9 K H8 T J1 S A1");
	ck_assert_int_eq(act(&g, 1, FLOTA_P, FLOTA_SHOT, "D4", &res), FLOTA_OK);
	ck_assert_int_eq(g.alive[0][FLOTA_K], 0);
	ck_assert_int_eq(g.alive[0][FLOTA_T], 0);
	ck_assert_int_eq(flota_ships_left(&g, 1), 2);
}
END_TEST

/* ------------------------------------------------------------ more rulings */

START_TEST(false_answers)
{
	struct flota_game	 g;
	struct flota_action	 a;
	struct flota_result	 res;
	struct verdict		 v = { 0, 0, NULL };

	game_from(&g, &flota_default, "K E7 P A1 T A3 S A5", "K F8 P J1 T J3 S J5");
	memset(&a, 0, sizeof(a));
	a.kind = FLOTA_SHOT;
	a.x = sq_x("F7");
	a.y = sq_y("F7");
	a.ans.kind = FLOTA_ANS_MISS;
	flota_turn_begin(&g, 1, 1, FLOTA_K, 3, 1, &v);
	ck_assert_int_eq(flota_act(&g, &a, &res, &v), FLOTA_FALSE_ANSWER);
	ck_assert_int_eq(res.applied, 1);
	ck_assert_uint_eq(v.n, 1);
	ck_assert_int_eq(v.r[0].player, 2);	/* the defender answered */
	ck_assert_str_eq(v.r[0].rule, "§3.4");
	ck_assert_str_eq(v.r[0].text, "shot F7 from E7: the answer was 'pudło', but the "
	    "krążownik on F8 is within one square: 'oparzony K'");
	/* A true answer: no ruling. */
	a.x = sq_x("F6");
	a.y = sq_y("F6");
	a.ans.kind = FLOTA_ANS_MISS;
	ck_assert_int_eq(flota_act(&g, &a, &res, &v), FLOTA_OK);
	/* Naming the wrong ship is false too. */
	a.x = sq_x("E8");
	a.y = sq_y("E8");
	a.ans.kind = FLOTA_ANS_BURN;
	a.ans.burn = 1u << FLOTA_P;
	ck_assert_int_eq(flota_act(&g, &a, &res, &v), FLOTA_FALSE_ANSWER);
	/* A fourth shot of a krążownik (3 a turn) is refused and lays no mine. */
	a.x = sq_x("D7");
	a.y = sq_y("D7");
	a.ans.kind = FLOTA_ANS_NONE;
	ck_assert_int_eq(flota_act(&g, &a, &res, &v), FLOTA_SHOT_TOO_MANY);
	ck_assert_int_eq(res.applied, 0);
	ck_assert_int_eq(g.mine[sq_y("D7")][sq_x("D7")], 0);
	verdict_free(&v);
}
END_TEST

START_TEST(turn_rules)
{
	struct flota_game	 g;
	struct flota_action	 a;
	struct flota_result	 res;
	struct verdict		 v = { 0, 0, NULL };

	game_from(&g, &flota_default, "P B2 K D4 T A3 S A5", "P C3 K J2 T J3 S J5");
	memset(&a, 0, sizeof(a));
	a.kind = FLOTA_SHOT;
	a.x = sq_x("C3");
	a.y = sq_y("C3");
	flota_turn_begin(&g, 1, 1, FLOTA_P, 1, 1, &v);
	ck_assert_int_eq(flota_act(&g, &a, &res, &v), FLOTA_OK);	/* sinks P C3 */
	flota_turn_end(&g, &res, &v);
	ck_assert_int_eq(g.to_move, 2);
	/* Player 2's sunk pancernik acts: every action void. */
	ck_assert_int_eq(flota_turn_check(&g, 2, FLOTA_P), FLOTA_SUNK_ACTS);
	ck_assert_int_eq(flota_turn_begin(&g, 2, 2, FLOTA_P, 2, 1, &v), FLOTA_SUNK_ACTS);
	a.x = sq_x("B4");
	a.y = sq_y("B4");
	ck_assert_int_eq(flota_act(&g, &a, &res, &v), FLOTA_SUNK_ACTS);
	ck_assert_int_eq(res.applied, 0);
	flota_turn_end(&g, &res, &v);
	/* Player 2 again: out of turn (ruled, then played). */
	ck_assert_int_eq(flota_turn_begin(&g, 3, 2, FLOTA_K, 3, 1, &v), FLOTA_OUT_OF_TURN);
	a.x = sq_x("J1");
	a.y = sq_y("J1");
	ck_assert_int_eq(flota_act(&g, &a, &res, &v), FLOTA_OK);
	flota_turn_end(&g, &res, &v);
	/* A turn with no action. */
	flota_turn_begin(&g, 4, 1, FLOTA_K, 4, 1, &v);
	ck_assert_int_eq(flota_turn_end(&g, &res, &v), FLOTA_NO_ACTION);
	ck_assert_uint_eq(verdict_count(&v, FLOTA_SUNK_ACTS), 1);
	ck_assert_uint_eq(verdict_count(&v, FLOTA_OUT_OF_TURN), 1);
	ck_assert_uint_eq(verdict_count(&v, FLOTA_NO_ACTION), 1);
	verdict_free(&v);
}
END_TEST

/* §5.12 of the rulebook: both last ships closed in by one shot: a draw, or the shooter wins. */
START_TEST(both_lost)
{
	struct flota_game	 g;
	struct flota_rules	 r = flota_default;
	struct flota_result	 res;
	int			 k, t;

	for (k = 0; k < 2; k++) {
		r.both_lost = k == 0 ? FLOTA_BOTH_DRAW : FLOTA_BOTH_SHOOTER;
		game_from(&g, &r, "P A1 K J10 T J9 S J8", "P A1 K J1 T J2 S J3");
		for (t = FLOTA_K; t <= FLOTA_S; t++)
			g.alive[0][t] = g.alive[1][t] = 0;
		mine(&g, "A2");
		mine(&g, "B1");
		ck_assert_int_eq(act(&g, 1, FLOTA_P, FLOTA_SHOT, "B2", &res), FLOTA_OK);
		ck_assert_str_eq(answer_of(&g, 1, "B2"), "pudło");	/* both are gone now */
		ck_assert_int_eq(res.truth.kind, FLOTA_ANS_BURN);
		ck_assert_int_eq(res.nsunk, 2);
		ck_assert_int_eq(res.over, 1);
		ck_assert_int_eq(g.winner, k == 0 ? 3 : 1);
	}
}
END_TEST

START_TEST(fleet_rules)
{
	struct flota_fleet	 f;
	struct verdict		 v = { 0, 0, NULL };

	fleet_from("P C4 K E2 T H8 S J1 P A1", &f);		/* a 5th ship */
	ck_assert_uint_eq(flota_fleet_check(&flota_default, &f, 1, &v), 1);
	ck_assert_int_eq(v.r[0].code, FLOTA_FLEET_DUPLICATE);
	ck_assert_int_eq(v.r[0].col, 21);
	verdict_reset(&v);
	fleet_from("P C4 K K2 T C4", &f);
	ck_assert_uint_eq(flota_fleet_check(&flota_default, &f, 1, &v), 3);
	ck_assert_int_eq(v.r[0].code, FLOTA_FLEET_OFF_BOARD);
	ck_assert_int_eq(v.r[1].code, FLOTA_FLEET_SHARED);
	ck_assert_int_eq(v.r[2].code, FLOTA_FLEET_MISSING);
	verdict_free(&v);
}
END_TEST

/* ------------------------------------------------------------ enclosure, exhaustively */

/* A plain flood fill from (x, y): the size of its 8-connected region of unmined squares. */
static int
flood(const unsigned char *m, int w, int h, int x, int y, unsigned char *seen)
{
	int	 dx, dy, n = 1;

	seen[y * w + x] = 1;
	for (dy = -1; dy <= 1; dy++)
		for (dx = -1; dx <= 1; dx++) {
			int nx = x + dx, ny = y + dy;

			if (nx < 0 || ny < 0 || nx >= w || ny >= h || m[ny * w + nx] ||
			    seen[ny * w + nx])
				continue;
			n += flood(m, w, h, nx, ny, seen);
		}
	return n;
}

START_TEST(enclosure_4x4_all)
{
	unsigned char	 m[16], e[16], seen[16];
	int		 pat, i, j, best, nbest, size[16], tie, got;

	for (tie = FLOTA_TIE_SAFE; tie <= FLOTA_TIE_SUNK; tie++)
		for (pat = 0; pat < 1 << 16; pat++) {
			for (i = 0; i < 16; i++)
				m[i] = (pat >> i) & 1;
			/* The region size of every square, by its own flood fill. */
			best = nbest = 0;
			for (i = 0; i < 16; i++) {
				size[i] = 0;
				if (m[i])
					continue;
				memset(seen, 0, sizeof(seen));
				size[i] = flood(m, 4, 4, i % 4, i / 4, seen);
				if (size[i] > best)
					best = size[i];
			}
			/* Count the largest regions: squares of that size / the size. */
			for (i = 0, j = 0; i < 16; i++)
				j += size[i] == best && best > 0;
			nbest = best ? j / best : 0;
			got = flota_enclosure(4, 4, m, tie, e);
			ck_assert_int_eq(got, best);
			for (i = 0; i < 16; i++) {
				int want = !m[i] && (size[i] < best ||
				    (tie == FLOTA_TIE_SUNK && nbest > 1));

				if (e[i] != want)
					ck_abort_msg("pattern %04x square %d tie %d: got %d want %d",
					    pat, i, tie, e[i], want);
			}
		}
}
END_TEST

static unsigned long long rng_state;

static unsigned
rnd(unsigned n)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (unsigned)(rng_state % n);
}

/* ------------------------------------------------------------ move lengths */

/*
 * flota_distance against a plain relaxation: every square's distance is
 * lowered from its neighbours until nothing changes. Random mines on 6x6,
 * own ships passed over or not.
 */
START_TEST(distance_relaxation)
{
	struct flota_rules	 r = flota_default;
	struct flota_game	 g;
	struct flota_fleet	 f1, f2;
	int			 d[6][6], n, x, y, dx, dy, k, changed, pass, want, got;

	r.board_w = r.board_h = 6;
	fleet_from("P A1 K B1 T C1 S D1", &f2);
	for (n = 0; n < 3000; n++) {
		rng_state = (unsigned long long)n * 7919 + 13;
		pass = n & 1;
		r.pass_own_ships = pass;
		memset(&f1, 0, sizeof(f1));
		f1.n = 4;
		for (k = 0; k < 4; k++) {
			f1.ship[k].type = k;
			do {
				f1.ship[k].x = (int)rnd(6);
				f1.ship[k].y = (int)rnd(6);
				for (x = 0; x < k; x++)
					if (f1.ship[x].x == f1.ship[k].x && f1.ship[x].y == f1.ship[k].y)
						break;
			} while (x < k);
		}
		flota_game_init(&g, &r, &f1, &f2);
		for (y = 0; y < 6; y++)
			for (x = 0; x < 6; x++)
				g.mine[y][x] = rnd(100) < 35;
		g.mine[f1.ship[FLOTA_S].y][f1.ship[FLOTA_S].x] = 0;
		for (y = 0; y < 6; y++)
			for (x = 0; x < 6; x++)
				d[y][x] = 1000;
		d[f1.ship[FLOTA_S].y][f1.ship[FLOTA_S].x] = 0;
		do {
			changed = 0;
			for (y = 0; y < 6; y++)
				for (x = 0; x < 6; x++) {
					if (g.mine[y][x])
						continue;
					for (dy = -1; dy <= 1; dy++)
						for (dx = -1; dx <= 1; dx++) {
							int nx = x + dx, ny = y + dy, own = 0;

							if (nx < 0 || ny < 0 || nx >= 6 || ny >= 6 ||
							    d[ny][nx] + 1 >= d[y][x])
								continue;
							/* A step from an own ship's square: only when passing is allowed. */
							for (k = 0; k < 3; k++)
								own |= f1.ship[k].x == nx && f1.ship[k].y == ny;
							if (own && !pass)
								continue;
							d[y][x] = d[ny][nx] + 1;
							changed = 1;
						}
				}
		} while (changed);
		for (y = 0; y < 6; y++)
			for (x = 0; x < 6; x++) {
				want = g.mine[y][x] || d[y][x] == 1000 ? -1 : d[y][x];
				got = flota_distance(&g, 1, FLOTA_S, x, y);
				if (got != want)
					ck_abort_msg("case %d pass %d square %c%d: got %d want %d", n, pass,
					    'A' + x, y + 1, got, want);
			}
	}
}
END_TEST

/* ------------------------------------------------------------ random whole games */

struct rec {
	struct flota_header	 h;
	int			 n;
	struct strbuf		 text;
	struct flota_game	 g;		/* the record judged again */
	struct verdict		 v;
	const struct flota_rules *rules;
};

/* The answer from the fleets, computed here without the judge. */
static void
plain_answer(const struct flota_game *g, int p, int x, int y, char *buf, size_t size)
{
	/* The referee names the first ship, P K T S, under one; every one under all. */
	int	 d = 2 - p, t, hit = -1, dx, dy;
	unsigned burn = 0;
	struct flota_answer a;

	for (t = 0; t < FLOTA_NTYPES; t++) {
		if (!g->alive[d][t])
			continue;
		dx = abs(g->x[d][t] - x);
		dy = abs(g->y[d][t] - y);
		if (dx == 0 && dy == 0)
			hit = t;
		else if (dx <= 1 && dy <= 1)
			burn |= 1u << t;
	}
	memset(&a, 0, sizeof(a));
	if (hit >= 0) {
		a.kind = FLOTA_ANS_HIT;
		a.hit = hit;
	} else
		a.kind = burn ? FLOTA_ANS_BURN : FLOTA_ANS_MISS;
	a.burn = hit >= 0 ? 0 : burn;
	if (g->rules->name_in_answers == FLOTA_NAME_ONE)
		a.burn &= ~a.burn + 1;
	flota_answer_print(&a, buf, size);
}

static int
collect(const struct flota_header *h, const struct flota_turn *t, void *arg)
{
	struct rec *r = arg;

	struct flota_result res;
	int	 i;

	(void)h;
	flota_print_turn(t, &r->text);
	r->n++;
	flota_turn_begin(&r->g, r->n, t->player, t->type, t->line, t->col, &r->v);
	for (i = 0; i < t->nact; i++)
		flota_act(&r->g, &t->act[i], &res, &r->v);
	flota_turn_end(&r->g, &res, &r->v);
	return 0;
}

static int
collect_h(const struct flota_header *h, void *arg)
{
	struct rec *r = arg;

	flota_print_header(h, &r->text);
	r->h = *h;
	flota_game_init(&r->g, r->rules, &r->h.fleet[0], &r->h.fleet[1]);
	return 0;
}

static int	 n_won, n_enclosed;

static void
random_game(unsigned long long seed, const struct flota_rules *rules)
{
	struct flota_game	 g;
	struct flota_fleet	 f[2];
	struct flota_turn	 t;
	struct flota_result	 res;
	struct flota_action	 a;
	struct verdict		 v = { 0, 0, NULL };
	struct strbuf		 rec = { 0 };
	struct rec		 back;
	struct errbuf		 err;
	unsigned char		 shot[FLOTA_DIM][FLOTA_DIM];
	char			 want[64], got[64];
	int			 p, k, turn, x, y, tries, tp, used[FLOTA_DIM * FLOTA_DIM];
	int			 idle = 0;
	int			 w = rules->board_w, hh = rules->board_h;

	rng_state = seed * 2654435761ULL + 1;
	memset(f, 0, sizeof(f));
	for (p = 0; p < 2; p++) {
		memset(used, 0, sizeof(used));
		for (k = 0; k < FLOTA_NTYPES; k++) {
			do {
				x = (int)rnd((unsigned)w);
				y = (int)rnd((unsigned)hh);
			} while (used[y * w + x]);
			used[y * w + x] = 1;
			f[p].ship[k].type = k;
			f[p].ship[k].x = x;
			f[p].ship[k].y = y;
		}
		f[p].n = FLOTA_NTYPES;
		ck_assert_uint_eq(flota_fleet_check(rules, &f[p], p + 1, &v), 0);
	}
	memset(shot, 0, sizeof(shot));
	flota_game_init(&g, rules, &f[0], &f[1]);
	memset(&back, 0, sizeof(back));
	back.h.fleet[0] = f[0];
	back.h.fleet[1] = f[1];
	flota_print_header(&back.h, &rec);
	for (turn = 1; turn <= 400 && !g.winner; turn++) {
		p = g.to_move;
		do
			tp = (int)rnd(FLOTA_NTYPES);
		while (!g.alive[p - 1][tp]);
		ck_assert_int_eq(flota_turn_check(&g, p, tp), FLOTA_OK);
		flota_turn_begin(&g, turn, p, tp, turn, 1, &v);
		memset(&t, 0, sizeof(t));
		t.player = p;
		t.type = tp;
		for (tries = 0; tries < 12 && !g.winner; tries++) {
			int sx = g.x[p - 1][tp], sy = g.y[p - 1][tp];

			memset(&a, 0, sizeof(a));
			if (rnd(2) == 0) {
				/* A random neighbour that holds no own ship. */
				a.kind = FLOTA_SHOT;
				a.x = sx + (int)rnd(3) - 1;
				a.y = sy + (int)rnd(3) - 1;
				if ((a.x == sx && a.y == sy) || a.x < 0 || a.y < 0 || a.x >= w ||
				    a.y >= hh || g.shots_used >= rules->shots[tp])
					continue;
				for (k = 0; k < FLOTA_NTYPES; k++)
					if (g.alive[p - 1][k] && g.x[p - 1][k] == a.x &&
					    g.y[p - 1][k] == a.y)
						break;
				if (k < FLOTA_NTYPES)
					continue;
				flota_resolve(&g, p, a.x, a.y, &a.ans);
				plain_answer(&g, p, a.x, a.y, want, sizeof(want));
				flota_answer_print(&a.ans, got, sizeof(got));
				ck_assert_str_eq(got, want);
			} else {
				int left = rules->moves[tp] - g.steps_used, d;

				a.kind = FLOTA_MOVE;
				a.x = (int)rnd((unsigned)w);
				a.y = (int)rnd((unsigned)hh);
				d = flota_distance(&g, p, tp, a.x, a.y);
				if (d <= 0 || d > left || g.mine[a.y][a.x])
					continue;
				for (k = 0; k < FLOTA_NTYPES; k++)
					if (k != tp && g.alive[p - 1][k] && g.x[p - 1][k] == a.x &&
					    g.y[p - 1][k] == a.y)
						break;
				if (k < FLOTA_NTYPES)
					continue;
			}
			ck_assert_int_eq(flota_act(&g, &a, &res, &v), FLOTA_OK);
			ck_assert(res.applied);
			for (k = 0; k < res.nsunk; k++)
				n_enclosed += res.sunk[k].enclosed;
			if (a.kind == FLOTA_SHOT)
				shot[a.y][a.x] = 1;
			t.act[t.nact++] = a;
			/* Invariants: a mine on every shot square; no ship on a mine. */
			for (y = 0; y < hh; y++)
				for (x = 0; x < w; x++)
					if (shot[y][x])
						ck_assert(g.mine[y][x]);
			for (k = 0; k < 2 * FLOTA_NTYPES; k++)
				if (g.alive[k / 4][k % 4])
					ck_assert(!g.mine[g.y[k / 4][k % 4]][g.x[k / 4][k % 4]]);
		}
		if (t.nact == 0) {
			/* Nothing legal was drawn: shoot at any legal neighbour, or sail one step. */
			g.in_turn = 0;
			turn--;
			ck_assert_int_lt(++idle, 10000);
			continue;
		}
		flota_turn_end(&g, &res, &v);
		for (k = 0; k < res.nsunk; k++)
			n_enclosed += res.sunk[k].enclosed;
		flota_print_turn(&t, &rec);
	}
	n_won += g.winner != 0;
	ck_assert_uint_eq(v.n, 0);
	/* The canonical form reads back and prints the same bytes. */
	memset(&back, 0, sizeof(back));
	back.rules = rules;
	ck_assert_msg(flota_parse(rec.s, rec.len, collect_h, collect, &back, &err) == 0,
	    "%d:%d: %s", err.line, err.col, err.msg);
	ck_assert_str_eq(sb_str(&back.text), sb_str(&rec));
	/* Judged again from the record: no rule broken, the same end. */
	ck_assert_uint_eq(back.v.n, 0);
	ck_assert_int_eq(back.g.winner, g.winner);
	ck_assert_int_eq(back.g.nmines, g.nmines);
	verdict_free(&back.v);
	sb_free(&back.text);
	sb_free(&rec);
	verdict_free(&v);
}

START_TEST(random_games)
{
	struct flota_rules	 small = flota_default, all = flota_default;
	unsigned long long	 s;

	/* The default, and name_in_answers = all, the old default. */
	all.name_in_answers = FLOTA_NAME_ALL;
	for (s = 1; s <= 150; s++)
		random_game(s, s % 2 ? &flota_default : &all);
	small.board_w = 6;
	small.board_h = 5;
	small.enclosure_check = FLOTA_CHECK_TURN;
	for (s = 1000; s < 1150; s++)
		random_game(s, &small);
	/* The games reach their ends, and ships are closed in on the way. */
	ck_assert_msg(n_won > 200 && n_enclosed > 50, "%d games won, %d ships closed in", n_won,
	    n_enclosed);
}
END_TEST

/* ------------------------------------------------------------ the reader */

static const char lenient[] =
    "\xef\xbb\xbf# a comment\r\n"
    "[event \"Flota #1\"] [DATE \"2026-11-27\"]\r\n"
    "[Gracze \" Ala ;Olek \"]\n"
    "[Fleet1 \"pancernik: c3, Krążownik g2 torpedowiec B7 ŚCIGACZ i9\"]\n"
    "[fleet2 \"S J1 T H8 K B9 P E5\"]\n"
    "[play]\n"
    "\n"
    "ala pancernikiem: X d4 OPARZONY (pancernik), x D3 pudlo ,> C4   # comment\n"
    "2 krazownik :x b8 Oparzony T,×A8 oparzony t, -> C10\n"
    "1 K: →F4, x E5 TRAFIONY P, x E4 pudło\n";

static const char canonical[] =
    "[Event \"Flota #1\"]\n"
    "[Date \"2026-11-27\"]\n"
    "[Players \"Ala; Olek\"]\n"
    "[Fleet1 \"P C3 K G2 T B7 S I9\"]\n"
    "[Fleet2 \"P E5 K B9 T H8 S J1\"]\n"
    "[Play]\n"
    "1 P: x D4 oparzony P, x D3 pudło, > C4\n"
    "2 K: x B8 oparzony T, x A8 oparzony T, > C10\n"
    "1 K: > F4, x E5 trafiony P, x E4 pudło\n";

START_TEST(reader_lenient)
{
	struct rec	 r;
	struct errbuf	 err;

	memset(&r, 0, sizeof(r));
	r.rules = &flota_default;
	ck_assert_msg(flota_parse(lenient, strlen(lenient), collect_h, collect, &r, &err) == 0,
	    "%d:%d: %s", err.line, err.col, err.msg);
	ck_assert_str_eq(sb_str(&r.text), canonical);
	ck_assert_int_eq(r.n, 3);
	sb_free(&r.text);
	/* Canonical text is a fixed point. */
	verdict_free(&r.v);
	memset(&r, 0, sizeof(r));
	r.rules = &flota_default;
	ck_assert(flota_parse(canonical, strlen(canonical), collect_h, collect, &r, &err) == 0);
	ck_assert_str_eq(sb_str(&r.text), canonical);
	ck_assert_uint_eq(r.v.n, 0);
	verdict_free(&r.v);
	sb_free(&r.text);
}
END_TEST

START_TEST(reader_records)
{
	static const char two[] =
	    "[Fleet1 \"P A1 K A2 T A3 S A4\"]\n[Fleet2 \"P J1 K J2 T J3 S J4\"]\n[Play]\n"
	    "1 P: x B1 pudło\n"
	    "[Fleet1 \"P A1 K A2 T A3 S A4\"]\n[Fleet2 \"P J1 K J2 T J3 S J4\"]\n[Play]\n"
	    "1 K: > B2\n2 S: > H4\n";
	struct flota_reader	 rd;
	struct flota_header	 h;
	struct flota_turn	 t;
	struct errbuf		 err;

	flota_reader_init(&rd, two, strlen(two));
	ck_assert_int_eq(flota_read_header(&rd, &h, &err), 1);
	ck_assert_int_eq(h.line, 1);
	/* The second header skips the unread turn of the first record. */
	ck_assert_int_eq(flota_read_header(&rd, &h, &err), 1);
	ck_assert_int_eq(h.line, 5);
	ck_assert_int_eq(flota_read_turn(&rd, &t, &err), 1);
	ck_assert_int_eq(t.type, FLOTA_K);
	ck_assert_int_eq(t.line, 8);
	ck_assert_int_eq(flota_read_turn(&rd, &t, &err), 1);
	ck_assert_int_eq(t.act[0].col, 6);
	ck_assert_int_eq(flota_read_turn(&rd, &t, &err), 0);
	ck_assert_int_eq(flota_read_header(&rd, &h, &err), 0);
}
END_TEST

START_TEST(reader_errors)
{
	static const struct {
		const char	*text;
		int		 line, col;
		const char	*msg;
	} cases[] = {
		{ "[Fleet1 \"P A1 X A2\"]\n", 1, 15, "expected a ship type" },
		{ "[Fleet1 \"P A1 K A0\"]\n", 1, 17, "expected the square of the krążownik" },
		{ "[Fleet1 \"P A1\"]\n[Fleet2 \"P B1\"]\n[Play]\n1 Q: x A2 pudło\n", 4, 3,
		    "expected a ship type" },
		{ "[Fleet1 \"P A1\"]\n[Fleet2 \"P B1\"]\n[Play]\n1 P: x A2\n", 4, 10,
		    "expected the answer" },
		{ "[Fleet1 \"P A1\"]\n[Fleet2 \"P B1\"]\n[Play]\n1 P: x A2 pudło,\n", 4, 17,
		    "expected an action" },
		{ "[Fleet1 \"P A1\"]\n[Fleet2 \"P B1\"]\n[Play]\n3 P: x A2 pudło\n", 4, 1,
		    "expected the player" },
		{ "[Fleet1 \"P A1\"]\n[Fleet2 \"P B1\"]\n[Play]\n1 P: x A2 trafiony Q\n", 4, 20,
		    "expected the ship hit" },
		{ "[Fleet1 \"P A1\"]\n[Fleet2 \"P B1\"]\n[Play]\n1 P: y A2\n", 4, 6,
		    "expected an action" },
		{ "[Fleet1 \"P A1\"]\n[Fleet2 \"P B1\"]\n1 P: > A2\n", 3, 0, "expected [Play]" },
		{ "[Fleet1 \"P A1\"]\n[Play]\n", 2, 0, "expected both fleets" },
		{ "[Fleet1 \"P A1\"]\n[Fleet1 \"P A1\"]\n", 2, 2, "given twice" },
		{ "[Flet1 \"P A1\"]\n", 1, 2, "expected a tag" },
		{ "[Event \"a\x01\"]\n", 1, 10, "control character" },
		{ "1 P: > A2\n", 1, 1, "expected the tags" },
		{ "[Players \"Ala\"]\n", 1, 14, "expected two names" },
	};
	struct errbuf	 err;
	size_t		 i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		err_clear(&err);
		ck_assert_msg(flota_parse(cases[i].text, strlen(cases[i].text), NULL, NULL, NULL,
		    &err) == -1, "case %zu parsed", i);
		ck_assert_msg(err.line == cases[i].line && err.col == cases[i].col &&
		    strstr(err.msg, cases[i].msg) != NULL, "case %zu: %d:%d: %s", i, err.line,
		    err.col, err.msg);
	}
}
END_TEST

START_TEST(ruleset_keys)
{
	struct flota_rules	 r = flota_default;
	struct errbuf		 err;
	struct strbuf		 sb = { 0 };

	ck_assert_int_eq(kv_parse(&flota_ruleset_game, &r, "board_w = 12\nshots = 5 3 2 1\n"
	    "name_in_answers = one\nenclosure_tie = sunk\n", &err), 0);
	ck_assert_int_eq(r.board_w, 12);
	ck_assert_int_eq(r.shots[0], 5);
	ck_assert_int_eq(r.name_in_answers, FLOTA_NAME_ONE);
	ck_assert_int_eq(kv_parse(&flota_ruleset_game, &r, "shots = 0 3 2 1\nmoves = 0 1 1 1\n",
	    &err), -1);
	/* Every key prints and reads back to the same struct. */
	r = flota_default;
	kv_print(&flota_ruleset_game, "flota", &r, &sb);
	memset(&r, 0x55, sizeof(r));
	r = flota_default;
	r.board_w = 3;
	ck_assert_int_eq(kv_parse(&flota_ruleset_game, &r, sb_str(&sb), &err), 0);
	ck_assert_int_eq(memcmp(&r, &flota_default, sizeof(r)), 0);
	sb_free(&sb);
}
END_TEST

Suite *
flota_suite(void)
{
	Suite	*s = suite_create("flota");
	TCase	*tc = tcase_create("examples");
	TCase	*tx = tcase_create("exhaustive");

	tcase_add_test(tc, ex01_targets);
	tcase_add_test(tc, ex02_shooter_square);
	tcase_add_test(tc, ex03_burn);
	tcase_add_test(tc, ex04_miss);
	tcase_add_test(tc, ex05_hit);
	tcase_add_test(tc, ex06_burn_two);
	tcase_add_test(tc, burn_names_some);
	tcase_add_test(tc, hit_bare);
	tcase_add_test(tc, ex07_step_mined);
	tcase_add_test(tc, ex08_slip);
	tcase_add_test(tc, ex09_enclosed_corner);
	tcase_add_test(tc, ex10_path);
	tcase_add_test(tc, ex11_row);
	tcase_add_test(tc, ex12_diagonal);
	tcase_add_test(tc, ex13_tie);
	tcase_add_test(tc, ex14_column);
	tcase_add_test(tc, ex15_own_square);
	tcase_add_test(tc, stacked_ships_hit);
	tcase_add_test(tc, false_answers);
	tcase_add_test(tc, turn_rules);
	tcase_add_test(tc, both_lost);
	tcase_add_test(tc, fleet_rules);
	tcase_add_test(tc, reader_lenient);
	tcase_add_test(tc, reader_records);
	tcase_add_test(tc, reader_errors);
	tcase_add_test(tc, ruleset_keys);
	suite_add_tcase(s, tc);
	tcase_add_test(tx, enclosure_4x4_all);
	tcase_add_test(tx, distance_relaxation);
	tcase_add_test(tx, random_games);
	suite_add_tcase(s, tx);
	return s;
}
