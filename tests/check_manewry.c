/*
 * Manewry Morskie: the rulebook's worked examples 1-16 (referee-manewry(7) §5), the
 * combat matrix of §4 cell by cell, movement on small hand-made maps, setups,
 * the reader, and random whole games by a random legal player.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../src/notation/mm.h"
#include "../src/rules/manewry/manewry.h"
#include "../src/util/util.h"

/* ------------------------------------------------------------ helpers */

static struct mm_rules	 R;
static struct mm_game	 G;

/* Starts an empty game on the default map, or on rows separated by '/'. */
static void
start(const char *rows)
{
	struct errbuf	 err;

	R = mm_seed;
	if (rows != NULL)
		ck_assert_msg(mm_map_parse_rows(&R.map, rows, &err) == 0, "%s", err.msg);
	mm_game_init(&G, &R, 1);
}

static void
xy(const char *s, int *x, int *y)
{
	ck_assert_int_eq(mm_square_parse(s, strlen(s), x, y), 0);
}

/* Puts player p's unit on a square. */
static void
put(int p, const char *code, const char *s)
{
	int	 x, y, u = mm_unit_parse(code, strlen(code));

	ck_assert_int_ge(u, 0);
	xy(s, &x, &y);
	G.b[y][x].owner = (uint8_t)p;
	G.b[y][x].unit = (uint8_t)u;
	G.b[y][x].known = (uint8_t)(1u << (p - 1));
	G.b[y][x].entered = -1;
	G.pieces[p][u]++;
}

static const struct mm_cell *
at(const char *s)
{
	int	 x, y;

	xy(s, &x, &y);
	return &G.b[y][x];
}

/* Plays "D3-D4 x E5" for player p (who is made the player to move); returns the code or 0. */
static int
play(int p, const char *turn, struct mm_outcome *o)
{
	struct mm_turn		 t;
	struct mm_outcome	 tmp;
	struct ruling		 why;
	struct errbuf		 err;

	if (o == NULL)
		o = &tmp;
	ck_assert_msg(mm_turn_parse(turn, strlen(turn), p, NULL, &t, &err) == 0, "%s: %s", turn,
	    err.msg);
	G.turn = p;
	/*
	 * Hand-made positions often leave a side without a legal turn, which ends
	 * the game (§7.10); that rule is tested apart (no_legal_turn).
	 */
	if (G.end == MM_END_NO_TURN) {
		G.over = 0;
		G.end = MM_END_NONE;
		G.winner = 0;
	}
	if (!mm_turn_judge(&G, &t, 1, o, &why))
		return why.code;
	mm_game_apply(&G, o, o);
	return 0;
}

static enum mm_result
combat(int a, int d)
{
	return mm_combat(&R, a, d, 0, NULL, 0);
}

/* ------------------------------------------------- worked examples (§5) */

START_TEST(ex01_pa_attacks_op)
{
	struct mm_outcome o;

	start(NULL);
	ck_assert_int_eq(combat(MM_PA, MM_OP), MM_RES_ATTACKER);
	put(1, "PA", "B8");
	put(2, "OP", "B10");
	ck_assert_int_eq(play(1, "B8 x B10", &o), 0);
	ck_assert_int_eq(at("B8")->owner, 0);
	ck_assert_int_eq(at("B10")->unit, MM_OP);
	ck_assert_int_eq(o.nremoved, 1);
	ck_assert_int_eq(o.removed[0].unit, MM_PA);
}
END_TEST

START_TEST(ex02_op_attacks_pa)
{
	start(NULL);
	ck_assert_int_eq(combat(MM_OP, MM_PA), MM_RES_DEFENDER);
	put(1, "OP", "C6");
	put(2, "PA", "C8");
	ck_assert_int_eq(play(1, "C6 x C8", NULL), 0);
	ck_assert_int_eq(at("C8")->owner, 0);
	ck_assert_int_eq(at("C6")->unit, MM_OP);
}
END_TEST

START_TEST(ex03_ni_op_whoever_attacks)
{
	char	 why[200];

	start(NULL);
	ck_assert_int_eq(mm_combat(&R, MM_NI, MM_OP, 0, why, sizeof(why)), MM_RES_DEFENDER);
	ck_assert_str_eq(why, "NI attacks OP first: OP removed (§4, NI row)");
	ck_assert_int_eq(mm_combat(&R, MM_OP, MM_NI, 0, why, sizeof(why)), MM_RES_DEFENDER);
	ck_assert_str_eq(why, "OP attacks NI first: NI removed (§4, OP row)");
}
END_TEST

START_TEST(ex04_es_op)
{
	start(NULL);
	ck_assert_int_eq(combat(MM_ES, MM_OP), MM_RES_DEFENDER);
	ck_assert_int_eq(combat(MM_OP, MM_ES), MM_RES_ATTACKER);
	R.op_es = MM_OPES_B;
	ck_assert_int_eq(combat(MM_OP, MM_ES), MM_RES_NONE);
	ck_assert_int_eq(combat(MM_ES, MM_OP), MM_RES_DEFENDER);
}
END_TEST

START_TEST(ex05_same_type)
{
	struct mm_outcome o;

	start(NULL);
	put(1, "KR", "F6");
	put(2, "KR", "F8");
	ck_assert_int_eq(play(1, "F6 x F8", &o), 0);
	ck_assert_int_eq(o.result, MM_RES_BOTH);
	ck_assert_int_eq(at("F6")->owner, 0);
	ck_assert_int_eq(at("F8")->owner, 0);
	ck_assert_int_eq(G.pieces[1][MM_KR] + G.pieces[2][MM_KR], 0);
}
END_TEST

START_TEST(ex06_ra_kr)
{
	start(NULL);
	ck_assert_int_eq(combat(MM_RA, MM_KR), MM_RES_DEFENDER);
	ck_assert_int_eq(combat(MM_KR, MM_RA), MM_RES_ATTACKER);
}
END_TEST

START_TEST(ex07_tr_es)
{
	start(NULL);
	ck_assert_int_eq(combat(MM_TR, MM_ES), MM_RES_ATTACKER);
	ck_assert_int_eq(combat(MM_ES, MM_TR), MM_RES_DEFENDER);
}
END_TEST

START_TEST(ex08_mines)
{
	struct mm_outcome o;

	start(NULL);
	put(1, "TR", "C6");
	put(2, "MI", "D7");
	ck_assert_int_eq(play(1, "C6 clear D7", &o), 0);
	ck_assert_int_eq(o.result, MM_RES_CLEARED);
	ck_assert_int_eq(at("D7")->owner, 0);
	ck_assert_int_eq(at("C6")->unit, MM_TR);
	put(2, "MI", "D7");
	ck_assert_int_eq(play(1, "C6 zdejmuję minę D7", &o), 0);
	ck_assert_int_eq(at("D7")->owner, 0);
	put(2, "MI", "D7");
	ck_assert_int_eq(play(1, "C6 x D7", &o), 0);
	ck_assert_int_eq(o.result, MM_RES_BOTH);
	ck_assert_int_eq(at("D7")->owner, 0);
	ck_assert_int_eq(at("C6")->owner, 0);
	put(1, "KR", "C6");
	put(2, "MI", "D7");
	ck_assert_int_eq(play(1, "C6 x D7", &o), 0);
	ck_assert_int_eq(o.result, MM_RES_BOTH);
	/* Only a trałowiec clears; own mines are no target. */
	put(1, "KR", "C6");
	put(2, "MI", "D7");
	ck_assert_int_eq(play(1, "C6 clear D7", NULL), MM_T_CLEAR_NOT_TR);
	put(1, "TR", "E6");
	put(1, "MI", "E7");
	ck_assert_int_eq(play(1, "E6 clear E7", NULL), MM_T_TARGET_OWN);
}
END_TEST

START_TEST(ex09_battery)
{
	struct mm_outcome o;

	start(NULL);
	/* C17 is a battery of player 2; B16 is only in its zone. */
	put(2, "BA", "C17");
	put(1, "RA", "B15");
	ck_assert_int_eq(play(1, "B15-B16 x C17", &o), 0);
	ck_assert_int_eq(o.result, MM_RES_DEFENDER);
	ck_assert_int_eq(at("C17")->owner, 0);
	ck_assert_int_eq(at("B16")->unit, MM_RA);
	put(2, "BA", "H17");
	put(1, "PA", "H15");
	ck_assert_int_eq(play(1, "H15 x H17", &o), 0);
	ck_assert_int_eq(o.result, MM_RES_ATTACKER);
	ck_assert_int_eq(at("H15")->owner, 0);
	ck_assert_int_eq(at("H17")->unit, MM_BA);
	R.battery_attacked = MM_BATATT_ILLEGAL;
	put(1, "PA", "H15");
	ck_assert_int_eq(play(1, "H15 x H17", NULL), MM_T_ATTACK_ILLEGAL);
}
END_TEST

START_TEST(ex10_de_attacked)
{
	start(NULL);
	put(1, "TR", "F6");
	put(2, "DE", "F7");
	ck_assert_int_eq(play(1, "F6 x F7", NULL), 0);
	ck_assert_int_eq(G.over, 1);
	ck_assert_int_eq(G.winner, 1);
	ck_assert_int_eq(G.end, MM_END_DE_LOST);
	/* And the DE itself never attacks. */
	start(NULL);
	put(1, "DE", "F6");
	put(2, "TR", "F7");
	ck_assert_int_eq(play(1, "F6 x F7", NULL), MM_T_DE_ATTACK);
}
END_TEST

START_TEST(ex11_ni_range_4)
{
	start(NULL);
	put(1, "NI", "A5");
	put(2, "TR", "E8");
	put(2, "TR", "F8");
	ck_assert_int_eq(play(1, "A5 x F8", NULL), MM_T_RANGE);
	ck_assert_int_eq(play(1, "A5 x E8", NULL), 0);
	ck_assert_int_eq(at("E8")->owner, 0);
}
END_TEST

START_TEST(ex12_move_then_attack)
{
	start(NULL);
	put(1, "KR", "A5");
	put(2, "TR", "E5");
	ck_assert_int_eq(play(1, "A5-C5 x E5", NULL), 0);
	ck_assert_int_eq(at("E5")->owner, 0);
	ck_assert_int_eq(at("C5")->unit, MM_KR);
	start(NULL);
	put(1, "KR", "A5");
	put(2, "TR", "F5");
	ck_assert_int_eq(play(1, "A5-C5 x F5", NULL), MM_T_RANGE);
	ck_assert_int_eq(play(1, "A5-D5 x F5", NULL), MM_T_TOO_FAR);
	R.attack_after_move = 0;
	put(2, "TR", "E5");
	ck_assert_int_eq(play(1, "A5-C5 x E5", NULL), MM_T_ATTACK_MOVED);
}
END_TEST

START_TEST(ex13_neutral_target)
{
	start(NULL);
	put(1, "PA", "C9");
	put(2, "KR", "E9");
	ck_assert_int_eq(play(1, "C9 x E9", NULL), MM_T_TARGET_NEUTRAL);
	/* No mines there either; a mine alone is no turn (mine_alone = false). */
	put(1, "TR", "D8");
	ck_assert_int_eq(play(1, "D8 mine E9", NULL), MM_T_MINE_ALONE);
	R.mine_alone = 1;
	ck_assert_int_eq(play(1, "D8 mine E9", NULL), MM_T_MINE_SQUARE);
	R.mine_alone = 0;
	ck_assert_int_eq(play(1, "D8-D7 mine E9", NULL), MM_T_MINE_SQUARE);
	ck_assert_int_eq(play(1, "D8-D7 mine E8", NULL), 0);
}
END_TEST

/* Example 14: in on own turn 10, may stay 11-13, interned at the end of 14. */
static void
neutral_case(int count_entry, int interned_at)
{
	struct mm_outcome o;
	int		 t;

	start(NULL);
	R.neutral_count_entry = count_entry;
	put(1, "TR", "D9");
	put(1, "DE", "A1");
	put(2, "DE", "A20");
	G.own[1] = 9;
	ck_assert_int_eq(play(1, "D9-E9", &o), 0);	/* own turn 10 */
	ck_assert_int_eq(at("E9")->entered, 10);
	for (t = 11; t <= 14; t++) {
		mm_game_pass(&G, &o);			/* player 2 */
		memset(&o, 0, sizeof(o));
		if (t == 12)
			ck_assert_int_eq(play(1, "E9-F9", &o), 0);	/* inside: keeps counting */
		else
			mm_game_pass(&G, &o);
		ck_assert_int_eq(G.own[1], t);
		if (t < interned_at) {
			ck_assert_int_eq(o.nremoved, 0);
		} else if (t == interned_at) {
			ck_assert_int_eq(o.nremoved, 1);
			ck_assert_int_eq(o.removed[0].interned, 1);
			ck_assert_int_eq(o.removed[0].unit, MM_TR);
			break;
		}
	}
	ck_assert_int_eq(G.own[1], interned_at);
	ck_assert_int_eq(G.pieces[1][MM_TR], 0);
}

START_TEST(ex14_internment)
{
	neutral_case(0, 14);
	neutral_case(1, 13);
}
END_TEST

START_TEST(ex14_leaving_resets)
{
	struct mm_outcome o;

	start(NULL);
	put(1, "TR", "D9");
	put(1, "DE", "A1");
	put(2, "DE", "A20");
	ck_assert_int_eq(play(1, "D9-E9", &o), 0);
	ck_assert_int_eq(at("E9")->entered, 1);
	mm_game_pass(&G, &o);
	ck_assert_int_eq(play(1, "E9-D8", &o), 0);
	ck_assert_int_eq(at("D8")->entered, -1);
	/* A landing ship interned: its owner loses. */
	start(NULL);
	put(1, "DE", "D9");
	put(2, "DE", "A20");
	ck_assert_int_eq(play(1, "D9-E9", &o), 0);
	while (!G.over) {
		memset(&o, 0, sizeof(o));
		mm_game_pass(&G, &o);
	}
	ck_assert_int_eq(G.end, MM_END_DE_INTERNED);
	ck_assert_int_eq(G.winner, 2);
	ck_assert_int_eq(G.own[1], 5);
}
END_TEST

START_TEST(ex15_landing)
{
	start(NULL);
	put(1, "DE", "D17");
	put(2, "DE", "A20");
	ck_assert_int_eq(play(1, "D17-D18", NULL), 0);
	ck_assert_int_eq(G.over, 1);
	ck_assert_int_eq(G.winner, 1);
	ck_assert_int_eq(G.end, MM_END_LANDING);
	/* Another ship in the enemy port wins nothing. */
	start(NULL);
	put(1, "KR", "D17");
	put(1, "DE", "A1");
	put(2, "DE", "A20");
	ck_assert_int_eq(play(1, "D17-D18", NULL), 0);
	ck_assert_int_eq(G.over, 0);
}
END_TEST

/* A legal setup of player p on the default map, from the unit counts. */
static void
full_setup(int p, struct mm_setup *s, int extra_unit)
{
	static const char bats1[4][4] = { "C4", "E4", "H4", "J4" };
	static const char bats2[4][4] = { "C17", "E17", "H17", "J17" };
	int	 u, k, i = 0, y0 = p == 1 ? 0 : 17;

	memset(s, 0, sizeof(*s));
	for (u = 0; u < MM_NSHIPS; u++)
		for (k = 0; k < mm_seed.count[u] + (u == extra_unit); k++, i++) {
			s->u[s->n].unit = u;
			s->u[s->n].x = i % 12;
			s->u[s->n].y = y0 + i / 12;
			s->n++;
		}
	for (k = 0; k < 4; k++) {
		s->u[s->n].unit = MM_BA;
		xy(p == 1 ? bats1[k] : bats2[k], &s->u[s->n].x, &s->u[s->n].y);
		s->n++;
	}
}

START_TEST(ex16_counts)
{
	struct mm_setup	 s;
	struct verdict	 v = { 0, 0, NULL };
	int		 u, ships = 0, all = 0;

	for (u = 0; u < MM_NUNITS; u++) {
		all += mm_seed.count[u];
		if (u < MM_NSHIPS)
			ships += mm_seed.count[u];
	}
	ck_assert_int_eq(all, 36);
	ck_assert_int_eq(ships, 26);
	ck_assert_int_eq(mm_seed.count[MM_BA], 4);
	ck_assert_int_eq(mm_seed.count[MM_MI], 6);
	ck_assert_int_eq(mm_seed.count[MM_DE], 1);
	start(NULL);
	full_setup(1, &s, -1);
	ck_assert_int_eq(mm_game_setup(&G, 1, &s, &v), 0);
	full_setup(2, &s, -1);
	ck_assert_int_eq(mm_game_setup(&G, 2, &s, &v), 0);
	ck_assert_int_eq(v.n, 0);
	/* 27 ships: a fourth NI. */
	start(NULL);
	full_setup(1, &s, MM_NI);
	ck_assert_int_eq(mm_game_setup(&G, 1, &s, &v), 2);
	ck_assert_int_eq(verdict_count(&v, MM_SETUP_COUNT), 2);
	ck_assert_int_eq(G.pieces[1][MM_NI], 0);	/* nothing placed */
	verdict_free(&v);
}
END_TEST

START_TEST(setup_places)
{
	struct mm_setup	 s;
	struct verdict	 v = { 0, 0, NULL };

	/* A ship on land, a battery on a sea square, a mine at the start, off the map. */
	start(NULL);
	full_setup(1, &s, -1);
	xy("A4", &s.u[0].x, &s.u[0].y);
	xy("D5", &s.u[s.n - 1].x, &s.u[s.n - 1].y);
	ck_assert_int_eq(mm_game_setup(&G, 1, &s, &v), 2);
	ck_assert_int_eq(verdict_count(&v, MM_SETUP_PLACE), 2);
	ck_assert_ptr_nonnull(strstr(v.r[0].text, "not on land"));
	verdict_reset(&v);
	full_setup(1, &s, -1);
	xy("M2", &s.u[0].x, &s.u[0].y);
	ck_assert_int_eq(mm_game_setup(&G, 1, &s, &v), 1);
	ck_assert_int_eq(v.r[0].code, MM_SETUP_OFF_MAP);
	verdict_reset(&v);
	full_setup(1, &s, -1);
	s.u[s.n].unit = MM_MI;
	xy("L3", &s.u[s.n].x, &s.u[s.n].y);
	s.n++;
	ck_assert_int_eq(mm_game_setup(&G, 1, &s, &v), 1);
	verdict_reset(&v);
	/* The PRL preset lets the mine start in the port. */
	R = mm_prl;
	mm_game_init(&G, &R, 1);
	ck_assert_int_eq(mm_game_setup(&G, 1, &s, &v), 0);
	ck_assert_int_eq(G.mines_left[1], 5);
	verdict_free(&v);
}
END_TEST

/* --------------------------------------------------- combat matrix (§4) */

/*
 * §4 of the rulebook, row = attacker, column = defender, in the order
 * PA RA KR NI OP ES TR DE BA MI: D defender removed, A attacker removed,
 * B both, - illegal. Written from the rulebook's table with its defaults
 * (OP -> ES reading A, X -> BA attacker removed, BA -> RA battery removed).
 */
static const char matrix[MM_NUNITS][MM_NUNITS + 1] = {
	/* PA */ "BDDDADDDAB",
	/* RA */ "ABDDADDDDB",
	/* KR */ "AABDADDDAB",
	/* NI */ "AAABDDDDAB",
	/* OP */ "DDDDBADDAB",
	/* ES */ "AAAADBDDAB",
	/* TR */ "AAAAAABDAB",
	/* DE */ "----------",
	/* BA */ "DADDDDDD--",
	/* MI */ "----------",
};

START_TEST(combat_matrix)
{
	int	 a, d;
	char	 want, got, why[200];

	start(NULL);
	for (a = 0; a < MM_NUNITS; a++)
		for (d = 0; d < MM_NUNITS; d++) {
			switch (mm_combat(&R, a, d, 0, why, sizeof(why))) {
			case MM_RES_DEFENDER: got = 'D'; break;
			case MM_RES_ATTACKER: got = 'A'; break;
			case MM_RES_BOTH: got = 'B'; break;
			case MM_RES_ILLEGAL: got = '-'; break;
			default: got = '?'; break;
			}
			want = matrix[a][d];
			ck_assert_msg(got == want, "%s attacks %s: %c, §4 says %c (%s)",
			    mm_unit_code(a), mm_unit_code(d), got, want, why);
			if (got != '-')
				ck_assert_msg(strstr(why, "(§4, ") != NULL, "%s", why);
		}
	/* "ZDEJMUJĘ MINĘ": a trałowiec clears a mine; nobody else may announce it. */
	ck_assert_int_eq(mm_combat(&R, MM_TR, MM_MI, 1, NULL, 0), MM_RES_CLEARED);
	for (a = 0; a < MM_NUNITS; a++)
		if (a != MM_TR)
			ck_assert_int_eq(mm_combat(&R, a, MM_MI, 1, NULL, 0), MM_RES_ILLEGAL);
	/* At a ship it is an ordinary attack, or illegal by the knob. */
	for (d = 0; d < MM_NSHIPS; d++)
		ck_assert_int_eq(mm_combat(&R, MM_TR, d, 1, NULL, 0),
		    matrix[MM_TR][d] == 'D' ? MM_RES_DEFENDER :
		    matrix[MM_TR][d] == 'B' ? MM_RES_BOTH : MM_RES_ATTACKER);
	R.clear_on_ship = MM_CLEARSHIP_ILLEGAL;
	ck_assert_int_eq(mm_combat(&R, MM_TR, MM_PA, 1, NULL, 0), MM_RES_ILLEGAL);
	/* The knobs of the flagged cells. */
	R.battery_vs_ra = MM_BATRA_ILLEGAL;
	ck_assert_int_eq(mm_combat(&R, MM_BA, MM_RA, 0, NULL, 0), MM_RES_ILLEGAL);
	R.battery_fire = 0;
	for (d = 0; d < MM_NUNITS; d++)
		ck_assert_int_eq(mm_combat(&R, MM_BA, d, 0, NULL, 0), MM_RES_ILLEGAL);
	R.mine_attacked = MM_MINEATT_ATTACKER;
	for (a = 0; a < MM_NSHIPS - 1; a++)
		ck_assert_int_eq(mm_combat(&R, a, MM_MI, 0, NULL, 0), MM_RES_ATTACKER);
}
END_TEST

START_TEST(battery_fire)
{
	struct mm_outcome o;

	start(NULL);
	put(1, "BA", "C4");
	put(2, "KR", "D5");
	put(2, "RA", "B5");
	put(2, "PA", "C6");
	ck_assert_int_eq(play(1, "C4 x C6", NULL), MM_T_RANGE);
	ck_assert_int_eq(play(1, "C4-C5 x D5", NULL), MM_T_BATTERY_MOVE);
	ck_assert_int_eq(play(1, "C4 x D5", &o), 0);
	ck_assert_int_eq(o.result, MM_RES_DEFENDER);
	ck_assert_int_eq(at("D5")->owner, 0);
	ck_assert_int_eq(play(1, "C4 x B5", &o), 0);
	ck_assert_int_eq(o.result, MM_RES_ATTACKER);
	ck_assert_int_eq(at("C4")->owner, 0);
}
END_TEST

/* ----------------------------------------------- movement, small maps */

/*
 *     A B C D E F
 *  1  Y Y Y Y Y Y
 *  2  # y e y # .     F2: sea right next to the port (no coast line drawn)
 *  3  . . . . . .
 *  4  . n n n . .
 *  5  . n # n . #     C5 the island, F5 plain land
 *  6  . n n n . .
 *  7  # r e r # #
 *  8  R R R R R R
 */
#define SMALL	"YYYYYY/#yey#./....../.nnn../.n#n.#/.nnn../#rer##/RRRRRR"

START_TEST(move_blocked)
{
	start(SMALL);
	R.zone = MM_ZONE_NO_ENTRY;	/* the old reading; no-pass: move_battery_zone */
	put(1, "BA", "B2");
	put(1, "BA", "D2");
	put(2, "BA", "B7");
	put(2, "BA", "D7");
	put(1, "KR", "A3");
	put(1, "PA", "B3");
	put(1, "ES", "E3");
	put(1, "NI", "E4");
	put(1, "TR", "F1");
	ck_assert_int_eq(play(1, "A3-C3", NULL), MM_T_BLOCK_PIECE);	/* over B3 */
	ck_assert_int_eq(play(1, "A3-B3", NULL), MM_T_BLOCK_PIECE);	/* onto B3 */
	ck_assert_int_eq(play(1, "A3-A2", NULL), MM_T_BLOCK_LAND);
	ck_assert_int_eq(play(1, "E4-F5", NULL), MM_T_BLOCK_LAND);
	ck_assert_int_eq(play(1, "F1-F2", NULL), MM_T_BLOCK_COAST);	/* port -> sea */
	ck_assert_int_eq(play(1, "E4-D5-C5", NULL), MM_T_BLOCK_ISLAND);
	put(1, "OP", "A5");
	ck_assert_int_eq(play(1, "A5-A6", NULL), MM_T_BLOCK_ZONE);	/* B7 */
	ck_assert_int_eq(play(1, "E4-E5-D6", NULL), MM_T_BLOCK_ZONE);	/* D7 */
	ck_assert_int_eq(play(1, "E4-E5-E6", NULL), MM_T_BLOCK_ZONE);
	ck_assert_int_eq(play(1, "E4-E5-F6", NULL), 0);
	ck_assert_int_eq(play(1, "E3-E2", NULL), MM_T_BLOCK_LAND);
	ck_assert_int_eq(play(1, "E3-C5", NULL), MM_T_BLOCK_ISLAND);
	ck_assert_int_eq(play(1, "E3-D3-D6", NULL), MM_T_TOO_FAR);	/* ES: 3 */
	ck_assert_int_eq(play(1, "E3-C4", NULL), MM_T_SEGMENT);
	ck_assert_int_eq(play(1, "E3-E3", NULL), MM_T_SEGMENT);
	ck_assert_int_eq(play(1, "E3", NULL), MM_T_NO_ACTION);
	ck_assert_int_eq(play(1, "C3-C4", NULL), MM_T_NO_UNIT);
	ck_assert_int_eq(play(1, "B2-B3", NULL), MM_T_BATTERY_MOVE);
	ck_assert_int_eq(play(1, "A3-G3", NULL), MM_T_OFF_MAP);
	ck_assert_int_eq(play(2, "A3-A4", NULL), MM_T_NO_UNIT);		/* not his */
	/* Own batteries do not close the coast to own ships. */
	ck_assert_int_eq(play(1, "A3-A4", NULL), 0);
	ck_assert_int_eq(play(1, "B3-C2-C1", NULL), 0);
}
END_TEST

START_TEST(move_coast_corner)
{
	/* A1 -> B2 cuts between two land squares. */
	start("Y#R/#../...");
	put(1, "KR", "B3");
	ck_assert_int_eq(play(1, "B3-B2-A1", NULL), MM_T_BLOCK_COAST);
	start(".#Y/#../R..");
	put(1, "KR", "B2");
	ck_assert_int_eq(play(1, "B2-A1", NULL), MM_T_BLOCK_COAST);
	ck_assert_int_eq(play(1, "B2-C2", NULL), 0);
	/* Through the entrance, also diagonally (§8). */
	start(SMALL);
	put(1, "TR", "B1");
	ck_assert_int_eq(play(1, "B1-C2-D3", NULL), 0);
	ck_assert_int_eq(play(1, "D3-C2-D1", NULL), 0);
}
END_TEST

START_TEST(move_battery_zone)
{
	start(SMALL);
	R.zone = MM_ZONE_NO_ENTRY;	/* the old reading first */
	R.neutral_attack = 1;		/* B6 is neutral water */
	put(2, "BA", "B7");
	put(2, "BA", "D7");
	put(1, "RA", "A5");
	put(1, "KR", "E3");
	put(1, "DE", "A1");
	put(2, "DE", "F8");
	/* An RA may enter the zone to attack that battery, not another. */
	ck_assert_int_eq(play(1, "A5-A6", NULL), MM_T_BLOCK_ZONE);
	ck_assert_int_eq(play(1, "A5-A6 x B7", NULL), 0);
	ck_assert_int_eq(at("B7")->owner, 0);
	ck_assert_int_eq(play(1, "A6-B6 x D7", NULL), MM_T_RANGE);
	/* C6 is in D7's zone: no entry without attacking D7 from there. */
	put(1, "RA", "B5");
	R.ra_zone_exempt = 0;
	ck_assert_int_eq(play(1, "B5-C6 x D7", NULL), MM_T_BLOCK_ZONE);
	R.ra_zone_exempt = 1;
	ck_assert_int_eq(play(1, "B5-C6 x D7", NULL), 0);
	/* no-pass: a ship may stop in a zone, not pass through. */
	start(SMALL);
	ck_assert_int_eq(R.zone, MM_ZONE_NO_PASS);	/* the default (§8) */
	put(2, "BA", "D7");
	put(1, "NI", "E4");
	ck_assert_int_eq(play(1, "E4-E5-D6-C6", NULL), MM_T_BLOCK_ZONE);
	ck_assert_int_eq(play(1, "E4-E5-E6", NULL), 0);
	R.zone = MM_ZONE_NO_ENTRY;
	ck_assert_int_eq(play(1, "E6-E5", NULL), 0);	/* leaving is fine */
}
END_TEST

/*
 * Seed §8: enemy ships "nie mogą przechodzić" through a battery's zone; under
 * the default no-pass one stops there, and the battery fires at it, as its
 * owner's whole turn ("bije wszystkie jednostki w zasięgu jednego pola").
 */
START_TEST(battery_fires_at_zone)
{
	struct mm_outcome o;

	start(SMALL);
	put(2, "BA", "D7");
	put(2, "BA", "B7");
	put(1, "KR", "E4");
	put(1, "RA", "A4");
	put(1, "NI", "F3");
	/* Passing through D6 on the way is refused. */
	ck_assert_int_eq(play(1, "F3-F4-E5-D6-C6", NULL), MM_T_BLOCK_ZONE);
	/* Stopping on E6 is not, and the battery then fires at the ship. */
	ck_assert_int_eq(play(1, "E4-E5-E6", &o), 0);
	ck_assert_int_eq(at("E6")->unit, MM_KR);
	ck_assert_int_eq(play(2, "D7 x E6", &o), 0);
	ck_assert_int_eq(o.result, MM_RES_DEFENDER);
	ck_assert_int_eq(at("E6")->owner, 0);
	ck_assert_int_eq(at("D7")->unit, MM_BA);
	/* The okręt rakietowy stops there too, and the battery yields to it. */
	ck_assert_int_eq(play(1, "A4-A5-A6", NULL), MM_T_TOO_FAR);
	ck_assert_int_eq(play(1, "A4-A5", NULL), 0);
	ck_assert_int_eq(play(1, "A5-A6", NULL), 0);
	ck_assert_int_eq(play(2, "B7 x A6", &o), 0);
	ck_assert_int_eq(o.result, MM_RES_ATTACKER);
	ck_assert_int_eq(at("B7")->owner, 0);
	ck_assert_int_eq(at("A6")->unit, MM_RA);
	/* Under the old reading (no-entry) nobody but an attacking RA stands there. */
	start(SMALL);
	R.zone = MM_ZONE_NO_ENTRY;
	put(2, "BA", "D7");
	put(1, "KR", "E4");
	ck_assert_int_eq(play(1, "E4-E5-E6", NULL), MM_T_BLOCK_ZONE);
	ck_assert_int_eq(play(1, "E4-E5", NULL), 0);
	ck_assert_int_eq(play(2, "D7 x E5", NULL), MM_T_RANGE);
}
END_TEST

/* Seed §9: a unit "może schronić się" in neutral waters; it does not fire out of them. */
START_TEST(neutral_no_attack)
{
	struct mm_outcome o;

	start(NULL);
	ck_assert_int_eq(R.neutral_attack, 0);
	put(1, "NI", "E9");	/* neutral water */
	put(1, "TR", "E10");	/* neutral water */
	put(2, "ES", "B9");
	put(2, "MI", "D11");
	put(2, "ES", "B12");
	ck_assert_int_eq(play(1, "E9 x B9", NULL), MM_T_NEUTRAL_ATTACK);
	/* Moving on inside the neutral waters and firing from there: refused too. */
	ck_assert_int_eq(play(1, "E9-F9 x B9", NULL), MM_T_NEUTRAL_ATTACK);
	/* The clearing of a mine is an attack (seed item 7: "zaatakuje pole zajęte przez minę"). */
	ck_assert_int_eq(play(1, "E10 clear D11", NULL), MM_T_NEUTRAL_ATTACK);
	/* Leaving the neutral waters, the unit fires from the square it reached. */
	ck_assert_int_eq(play(1, "E9-D9 x B9", &o), 0);
	ck_assert_int_eq(o.result, MM_RES_DEFENDER);
	ck_assert_int_eq(at("B9")->owner, 0);
	/* The old reading: neutral_attack = true. */
	R.neutral_attack = 1;
	ck_assert_int_eq(play(1, "E10 clear D11", NULL), 0);
	ck_assert_int_eq(play(1, "D9-E9 x B12", &o), 0);
	ck_assert_int_eq(at("B12")->owner, 0);
}
END_TEST

START_TEST(mines_laying)
{
	struct mm_outcome o;

	start(NULL);
	put(1, "TR", "C6");
	put(1, "KR", "A6");
	ck_assert_int_eq(play(1, "C6-D6 mine D7", &o), 0);
	ck_assert_int_eq(at("D7")->unit, MM_MI);
	ck_assert_int_eq(at("D7")->owner, 1);
	ck_assert_int_eq(G.mines_left[1], 5);
	ck_assert_int_eq(play(1, "D6-D5 mine F6", NULL), MM_T_MINE_SQUARE);	/* not next */
	ck_assert_int_eq(play(1, "D6-D5 mine D7", NULL), MM_T_MINE_SQUARE);	/* occupied */
	ck_assert_int_eq(play(1, "D6-E6 mine D6", NULL), 0);	/* the square it left */
	ck_assert_int_eq(play(1, "E6-E7 mine D6", NULL), MM_T_MINE_SQUARE);
	/* mine_time = after, the old reading: only next to where the move ends. */
	R.mine_time = MM_MINE_AFTER;
	ck_assert_int_eq(play(1, "E6-E7 mine E5", NULL), MM_T_MINE_SQUARE);
	/* either, the default (seed item 7 "w dowolnej chwili"): next to the start as well. */
	R.mine_time = MM_MINE_EITHER;
	ck_assert_int_eq(play(1, "E6-E7 mine E5", NULL), 0);
	ck_assert_int_eq(at("E5")->unit, MM_MI);
	ck_assert_int_eq(play(1, "E7-F7-G7 mine F7", NULL), 0);	/* next to G7: after */
	/* before: next to the start only, and the mine then stands in the way. */
	R.mine_time = MM_MINE_BEFORE;
	ck_assert_int_eq(play(1, "G7-H8 mine I9", NULL), MM_T_MINE_SQUARE);
	ck_assert_int_eq(play(1, "G7-H7-I7 mine H7", NULL), MM_T_MINE_SQUARE);
	ck_assert_int_eq(play(1, "G7-H7-I7 mine H6", NULL), 0);
	ck_assert_int_eq(at("H6")->unit, MM_MI);
	R.mine_time = MM_MINE_EITHER;
	/* A turn that only lays a mine: refused, then the old reading (mine_alone). */
	ck_assert_int_eq(play(1, "I7 mine I8", NULL), MM_T_MINE_ALONE);
	ck_assert_int_eq(play(1, "A6 mine A7", NULL), MM_T_MINE_ALONE);
	ck_assert_int_eq(play(1, "A6-A5 mine A7", NULL), MM_T_MINE_NOT_TR);
	R.mine_alone = 1;
	ck_assert_int_eq(play(1, "I7 mine I8", NULL), 0);
	ck_assert_int_eq(G.mines_left[1], 0);
	ck_assert_int_eq(play(1, "A6 mine A7", NULL), MM_T_MINE_NOT_TR);
	ck_assert_int_eq(play(1, "I8-I9", NULL), MM_T_STATIC);	/* a mine never moves */
	ck_assert_int_eq(play(1, "I7-J7 mine J8", NULL), MM_T_MINE_NONE_LEFT);
}
END_TEST

START_TEST(turn_order)
{
	struct verdict	 v = { 0, 0, NULL };
	struct mm_turn	 t;
	struct mm_outcome o;
	struct errbuf	 err;

	start(NULL);
	put(1, "KR", "C6");
	put(2, "KR", "C10");
	put(1, "DE", "A1");
	put(2, "DE", "A20");
	ck_assert_int_eq(mm_turn_parse("C10-C11", 7, 2, NULL, &t, &err), 0);
	ck_assert_int_eq(mm_game_turn(&G, &t, 1, &o, &v), 0);
	ck_assert_int_eq(v.r[0].code, MM_T_ORDER);
	ck_assert_int_eq(G.turn, 1);		/* out of order: nothing spent */
	ck_assert_int_eq(mm_turn_parse("C6-C9", 5, 1, NULL, &t, &err), 0);
	ck_assert_int_eq(mm_game_turn(&G, &t, 2, &o, &v), 0);
	ck_assert_int_eq(v.r[1].code, MM_T_TOO_FAR);
	ck_assert_int_eq(G.turn, 2);		/* an illegal turn is spent */
	ck_assert_int_eq(at("C6")->unit, MM_KR);
	verdict_free(&v);
}
END_TEST

START_TEST(no_legal_turn)
{
	start(NULL);
	/* Player 2's only unit is a mine: he cannot move and loses. */
	put(1, "KR", "C6");
	put(1, "DE", "A1");
	put(2, "MI", "H10");
	put(2, "DE", "A20");
	put(2, "TR", "B20");
	ck_assert_int_eq(play(1, "C6-C7", NULL), 0);
	ck_assert_int_eq(G.over, 0);
	/* Box the player-2 DE and TR in with player 1's ships. */
	start(NULL);
	put(1, "KR", "C6");
	put(1, "DE", "A1");
	put(2, "DE", "A20");
	put(1, "PA", "A19");
	put(1, "PA", "B19");
	put(1, "PA", "B20");
	ck_assert_int_eq(play(1, "C6-C7", NULL), 0);
	ck_assert_int_eq(G.over, 1);
	ck_assert_int_eq(G.end, MM_END_NO_TURN);
	ck_assert_int_eq(G.winner, 1);
	start(NULL);
	R.no_turn = MM_NOTURN_DRAW;
	put(1, "KR", "C6");
	put(1, "DE", "A1");
	put(2, "DE", "A20");
	put(1, "PA", "A19");
	put(1, "PA", "B19");
	put(1, "PA", "B20");
	ck_assert_int_eq(play(1, "C6-C7", NULL), 0);
	ck_assert_int_eq(G.winner, 0);
	ck_assert_int_eq(G.over, 1);
}
END_TEST

START_TEST(winner_moves_in)
{
	start(NULL);
	R.winner_moves_in = 1;
	put(1, "NI", "C6");
	put(2, "TR", "C9");
	put(1, "DE", "A1");
	put(2, "DE", "A20");
	ck_assert_int_eq(play(1, "C6 x C9", NULL), 0);
	ck_assert_int_eq(at("C9")->unit, MM_NI);
	ck_assert_int_eq(at("C6")->owner, 0);
}
END_TEST

/* ------------------------------------------------------------ reader */

/* The player before a turn's ':', in a record and in live play alike (folded names). */
START_TEST(turn_player)
{
	static const char text[] = "[Players \"Łucja; Bartek\"]\n";
	struct mm_reader rd;
	struct mm_header h;
	struct errbuf	 err;

	mm_reader_init(&rd, text, sizeof(text) - 1);
	ck_assert_int_eq(mm_read_header(&rd, &h, &err), 0);
	ck_assert_int_eq(mm_turn_player(&h, "2", 1), 2);
	ck_assert_int_eq(mm_turn_player(&h, "LUCJA", 5), 1);
	ck_assert_int_eq(mm_turn_player(&h, "Łucja", strlen("Łucja")), 1);
	ck_assert_int_eq(mm_turn_player(&h, "bartek", 6), 2);
	ck_assert_int_eq(mm_turn_player(&h, "Ola", 3), 0);
	ck_assert_int_eq(mm_turn_player(&h, "3", 1), 0);
	ck_assert_int_eq(mm_turn_player(&h, "", 0), 0);
	h.has_players = 0;
	ck_assert_int_eq(mm_turn_player(&h, "bartek", 6), 0);
	ck_assert_int_eq(mm_turn_player(&h, "1", 1), 1);
}
END_TEST

START_TEST(reader_lenient)
{
	static const char text[] =
	    "\xef\xbb\xbf[event \"Próba\"] [RULESET \" Manewry \"]\n"
	    "[Players \"Ania ; Bartek\"]\n"
	    "[Setup1 \"pancernik A1, okręt rakietowy B1 KR C1 D1\"]\n"
	    "[Setup2 \"DE a20\"]  # the rest is missing\n"
	    "[play]\n"
	    "  1 :  d3 - d4 – d5   # comment\n"
	    "Bartek: G18-G17 ATAKUJĘ F15 stawiam minę G16\n"
	    "\n"
	    "ania: c5 zdejmuję minę D6\n";
	static const char canon[] =
	    "[Event \"Próba\"]\n[Ruleset \"manewry\"]\n[Players \"Ania; Bartek\"]\n"
	    "[Setup1 \"PA A1 RA B1 KR C1 KR D1\"]\n[Setup2 \"DE A20\"]\n[Play]\n"
	    "1: D3-D4-D5\n2: G18-G17 x F15 mine G16\n1: C5 clear D6\n";
	struct mm_record rec, back;
	struct strbuf	 a = { 0 }, b = { 0 };
	struct errbuf	 err;

	memset(&rec, 0, sizeof(rec));
	ck_assert_msg(mm_parse(text, sizeof(text) - 1, &rec, &err) == 0, "%d:%d: %s",
	    err.line, err.col, err.msg);
	ck_assert_int_eq(rec.nturns, 3);
	ck_assert_int_eq(rec.turns[1].player, 2);
	ck_assert_int_eq(rec.turns[1].line, 7);
	mm_print(&rec, &a);
	ck_assert_str_eq(sb_str(&a), canon);
	memset(&back, 0, sizeof(back));
	ck_assert_int_eq(mm_parse(a.s, a.len, &back, &err), 0);
	mm_print(&back, &b);
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	mm_record_free(&rec);
	mm_record_free(&back);
	sb_free(&a);
	sb_free(&b);
}
END_TEST

static void
bad(const char *text, int line, int col, const char *msg)
{
	struct mm_record rec;
	struct errbuf	 err;

	memset(&rec, 0, sizeof(rec));
	ck_assert_int_eq(mm_parse(text, strlen(text), &rec, &err), -1);
	ck_assert_msg(err.line == line && err.col == col && strstr(err.msg, msg) != NULL,
	    "%s: got %d:%d: %s", text, err.line, err.col, err.msg);
	mm_record_free(&rec);
}

START_TEST(reader_errors)
{
	bad("[Setup1 \"XX A1\"]\n", 1, 10, "unknown unit code 'XX'");
	bad("[Setup1 \"PA A1 KR\"]\n", 1, 18, "expected a square after KR");
	bad("[Setup1 \"A1\"]\n", 1, 10, "expected a unit code");
	bad("[Setup1 \"PA A100\"]\n", 1, 13, "expected a square A1-Z99, not 'A100'");
	bad("[Setup1 \"PA A1 A100\"]\n", 1, 16, "expected a square A1-Z99, not 'A100'");
	bad("[Play]\n1: D3-D4 y D5\n", 2, 10, "expected 'x TARGET'");
	bad("[Play]\n3: D3-D4\n", 2, 1, "expected the player");
	bad("[Play]\n1: D3-\n", 2, 7, "the next square");
	bad("[Play]\n1 D3-D4\n", 2, 1, "expected 'PLAYER:");
	bad("[Play]\n1: D3\x01\n", 2, 6, "control byte");
	bad("[Foo \"x\"]\n", 1, 2, "expected a tag name");
	bad("[First \"3\"]\n", 1, 9, "First: expected 1 or 2");
	bad("[Play]\n1: D3-D4\n[Event \"x\"]\n", 3, 1, "tags come before");
}
END_TEST

START_TEST(map_reader)
{
	static const char grid[] =
	    "    A B C D E F G H I J K L\n"
	    " 1  Y Y Y Y Y Y Y Y Y Y Y Y      rows 1-3: port of player 1\n"
	    " 2  Y Y Y Y Y Y Y Y Y Y Y Y\n"
	    " 3  Y Y Y Y Y Y Y Y Y Y Y Y\n"
	    " 4  # # y e y # # y e y # #      two entrances\n"
	    " 5  . . . . . . . . . . . .\n 6  . . . . . . . . . . . .\n"
	    " 7  . . . . . . . . . . . .\n 8  . . . . . . . . . . . .\n"
	    " 9  . . . . n n n n . . . .\n10  . . . . n # # n . . . .\n"
	    "11  . . . . n # # n . . . .\n12  . . . . n n n n . . . .\n"
	    "13  . . . . . . . . . . . .\n14  . . . . . . . . . . . .\n"
	    "15  . . . . . . . . . . . .\n16  . . . . . . . . . . . .\n"
	    "17  # # r e r # # r e r # #\n"
	    "18  R R R R R R R R R R R R\n19  R R R R R R R R R R R R\n"
	    "20  R R R R R R R R R R R R\n";
	struct mm_map	 m;
	struct strbuf	 sb = { 0 };
	struct errbuf	 err;

	ck_assert_msg(mm_map_read(grid, sizeof(grid) - 1, &m, &err) == 0, "%d:%d: %s",
	    err.line, err.col, err.msg);
	ck_assert_int_eq(memcmp(&m, &mm_seed.map, sizeof(m)), 0);
	/* The printed grid reads back the same. */
	mm_map_print(&m, &sb);
	memset(&m, 0, sizeof(m));
	ck_assert_int_eq(mm_map_read(sb.s, sb.len, &m, &err), 0);
	ck_assert_int_eq(memcmp(&m, &mm_seed.map, sizeof(m)), 0);
	sb_free(&sb);
	ck_assert_int_eq(mm_map_read("YY\nR\n", 5, &m, &err), -1);
	ck_assert_int_eq(err.line, 2);
	ck_assert_int_eq(mm_map_read("YZ\nRR\n", 6, &m, &err), -1);
	ck_assert_int_eq(err.col, 2);
	ck_assert_int_eq(mm_map_read("1 YY\n3 RR\n", 10, &m, &err), -1);
	ck_assert_int_eq(mm_map_read("...\n...\n", 8, &m, &err), -1);
	ck_assert_int_eq(mm_map_parse_rows(&m, "YY/R?", &err), -1);
	ck_assert_int_eq(err.col, 5);
}
END_TEST

/* The keys of the third round, and mine_before_move still read as mine_time. */
START_TEST(ruleset_keys)
{
	struct mm_rules	 r;
	struct strbuf	 sb = { 0 };
	struct errbuf	 err;

	r = mm_seed;
	ck_assert_int_eq(r.zone, MM_ZONE_NO_PASS);
	ck_assert_int_eq(r.mine_time, MM_MINE_EITHER);
	ck_assert_int_eq(r.mine_alone, 0);
	ck_assert_int_eq(r.neutral_attack, 0);
	ck_assert_int_eq(mm_prl.zone, MM_ZONE_NO_PASS);
	ck_assert_int_eq(mm_prl.mine_time, MM_MINE_EITHER);
	ck_assert_int_eq(kv_parse(&manewry_ruleset_game, &r, "mine_before_move = no\n", &err), 0);
	ck_assert_int_eq(r.mine_time, MM_MINE_AFTER);
	ck_assert_int_eq(kv_parse(&manewry_ruleset_game, &r, "mine_before_move = yes\n", &err),
	    0);
	ck_assert_int_eq(r.mine_time, MM_MINE_EITHER);
	ck_assert_int_eq(kv_parse(&manewry_ruleset_game, &r, "mine_time = before\n"
	    "mine_alone = true\nneutral_attack = yes\nbattery_zone = no-entry\n", &err), 0);
	ck_assert_int_eq(r.mine_time, MM_MINE_BEFORE);
	ck_assert_int_eq(r.mine_alone, 1);
	ck_assert_int_eq(r.neutral_attack, 1);
	ck_assert_int_eq(r.zone, MM_ZONE_NO_ENTRY);
	ck_assert_int_eq(kv_parse(&manewry_ruleset_game, &r, "mine_time = after\n"
	    "mine_before_move = yes\n", &err), -1);
	ck_assert_int_eq(err.line, 2);
	ck_assert_str_eq(err.msg, "keys 'mine_time' and 'mine_before_move' set the same rule; "
	    "give one of them");
	ck_assert_int_eq(kv_parse(&manewry_ruleset_game, &r, "mine_before_move = perhaps\n",
	    &err), -1);
	/* ruleset show writes the new key only, and reads back the same rules. */
	r.mine_time = MM_MINE_BEFORE;	/* the refused file above set it to after */
	kv_print(&manewry_ruleset_game, "manewry", &r, &sb);
	ck_assert_ptr_null(strstr(sb_str(&sb), "mine_before_move"));
	ck_assert_ptr_nonnull(strstr(sb_str(&sb), "\nmine_time = before\n"));
	memset(&R, 0, sizeof(R));
	ck_assert_int_eq(kv_parse(&manewry_ruleset_game, &R, sb_str(&sb), &err), 0);
	ck_assert_int_eq(memcmp(&R, &r, sizeof(r)), 0);
	sb_free(&sb);
}
END_TEST

/* ------------------------------------------- random whole games */

static unsigned long rng;

static int
rnd(int n)
{
	rng = rng * 6364136223846793005UL + 1442695040888963407UL;
	return (int)((rng >> 33) % (unsigned long)n);
}

/* A random turn for the player to move; 1 if a legal one was found. */
static int
random_turn(struct mm_turn *t, struct mm_outcome *o)
{
	struct ruling	 why;
	int		 tries, x, y, k, n, u, dx, dy, range;

	for (tries = 0; tries < 4000; tries++) {
		x = rnd(R.map.w);
		y = rnd(R.map.h);
		if (G.b[y][x].owner != G.turn || G.b[y][x].unit == MM_MI)
			continue;
		u = G.b[y][x].unit;
		memset(t, 0, sizeof(*t));
		t->player = G.turn;
		t->px[0] = x;
		t->py[0] = y;
		t->npath = 1;
		if (u != MM_BA) {
			n = rnd(R.move[u] + 1);
			for (k = 0; k < n && t->npath < MM_MAXPATH; k++) {
				t->px[t->npath] = t->px[t->npath - 1] + rnd(3) - 1;
				t->py[t->npath] = t->py[t->npath - 1] + rnd(3) - 1;
				t->npath++;
			}
		}
		range = u == MM_BA ? 1 : R.move[u];
		if (rnd(2) == 0 || u == MM_BA) {
			/* Mostly at an enemy unit in range, sometimes at any square. */
			for (k = 0; k < 30; k++) {
				dx = rnd(2 * range + 1) - range;
				dy = rnd(2 * range + 1) - range;
				t->tx = t->px[t->npath - 1] + dx;
				t->ty = t->py[t->npath - 1] + dy;
				if (mm_map_at(&R.map, t->tx, t->ty) != 0 &&
				    G.b[t->ty][t->tx].owner == 3 - G.turn)
					break;
			}
			t->has_target = 1;
			t->action = u == MM_TR && rnd(2) ? MM_ACT_CLEAR : MM_ACT_ATTACK;
		}
		if (u == MM_TR && rnd(4) == 0) {
			/* Next to where the move ends, or (mine_time) where it starts. */
			k = rnd(2) ? t->npath - 1 : 0;
			t->has_mine = 1;
			t->mx = t->px[k] + rnd(3) - 1;
			t->my = t->py[k] + rnd(3) - 1;
		}
		for (k = 0; k < t->npath; k++)
			if (mm_map_at(&R.map, t->px[k], t->py[k]) == 0)
				break;
		if (k < t->npath || (t->has_target && mm_map_at(&R.map, t->tx, t->ty) == 0) ||
		    (t->has_mine && mm_map_at(&R.map, t->mx, t->my) == 0))
			continue;
		if (mm_turn_judge(&G, t, 1, o, &why))
			return 1;
	}
	return 0;
}

/* Units of player p on the board plus mines still to lay. */
static int
strength(int p)
{
	int	 x, y, n = G.mines_left[p];

	for (y = 0; y < R.map.h; y++)
		for (x = 0; x < R.map.w; x++)
			if (G.b[y][x].owner == p)
				n++;
	return n;
}

static void
invariants(void)
{
	int	 x, y, p, u, n[3][MM_NUNITS];
	char	 c;

	memset(n, 0, sizeof(n));
	for (y = 0; y < R.map.h; y++)
		for (x = 0; x < R.map.w; x++) {
			if (G.b[y][x].owner == 0)
				continue;
			c = R.map.sq[y][x];
			n[G.b[y][x].owner][G.b[y][x].unit]++;
			if (G.b[y][x].unit == MM_BA)
				ck_assert(c == MM_BATT1 || c == MM_BATT2);
			else
				ck_assert_msg(c != MM_LAND && c != MM_ISLAND && c != MM_BATT1 &&
				    c != MM_BATT2, "a unit on land at %c%d", 'A' + x, y + 1);
			if (G.b[y][x].unit == MM_MI)
				ck_assert(c != MM_NEUTRAL);
		}
	for (p = 1; p <= 2; p++)
		for (u = 0; u < MM_NUNITS; u++)
			ck_assert_int_eq(n[p][u], G.pieces[p][u]);
}

START_TEST(random_games)
{
	struct mm_setup	 s[2];
	struct mm_record rec, back;
	struct mm_turn	 t;
	struct mm_outcome o;
	struct mm_game	*g2;
	struct verdict	 v = { 0, 0, NULL };
	struct strbuf	 a = { 0 }, b = { 0 };
	struct errbuf	 err;
	size_t		 i;
	int		 game, turns, before[3], p, ended = 0, combats = 0;
	int		 mines[3] = { 0, 0, 0 };

	g2 = malloc(sizeof(*g2));
	for (game = 0; game < 40; game++) {
		rng = (unsigned long)game * 7919 + 17;
		start(NULL);
		/* The seed preset, and the old value of every key the third round changed. */
		if (game % 3 == 1)
			R.zone = MM_ZONE_NO_ENTRY;
		if (game % 4 == 2)
			R.winner_moves_in = 1;
		if (game % 5 == 1) {
			R.mine_time = MM_MINE_AFTER;
			R.mine_alone = 1;
		} else if (game % 5 == 3)
			R.mine_time = MM_MINE_BEFORE;
		if (game % 4 == 1)
			R.neutral_attack = 1;
		mm_game_init(&G, &R, 1 + game % 2);
		memset(&rec, 0, sizeof(rec));
		for (p = 1; p <= 2; p++) {
			full_setup(p, &s[p - 1], -1);
			/* Shuffle the ships within the port. */
			for (i = 0; i < 26; i++) {
				int j = rnd(26), u = s[p - 1].u[i].unit;

				s[p - 1].u[i].unit = s[p - 1].u[j].unit;
				s[p - 1].u[j].unit = u;
			}
			ck_assert_int_eq(mm_game_setup(&G, p, &s[p - 1], &v), 0);
			rec.h.has_setup[p - 1] = 1;
			rec.h.setup[p - 1] = s[p - 1];
		}
		rec.h.first = 1 + game % 2;
		for (turns = 0; turns < 600 && !G.over; turns++) {
			before[1] = strength(1);
			before[2] = strength(2);
			if (!random_turn(&t, &o))
				break;
			combats += t.has_target;
			if (t.has_mine)
				mines[R.mine_time]++;
			ck_assert(R.mine_alone || !t.has_mine || t.npath > 1 || t.has_target);
			mm_game_apply(&G, &o, &o);
			mm_record_add(&rec, &t);
			ck_assert_int_le(strength(1), before[1]);
			ck_assert_int_le(strength(2), before[2]);
			invariants();
		}
		ended += G.over;
		/* The canonical form round-trips, and replaying it gives the same board. */
		sb_reset(&a);
		sb_reset(&b);
		mm_print(&rec, &a);
		memset(&back, 0, sizeof(back));
		ck_assert_msg(mm_parse(a.s, a.len, &back, &err) == 0, "%d:%d: %s", err.line,
		    err.col, err.msg);
		mm_print(&back, &b);
		ck_assert_str_eq(sb_str(&a), sb_str(&b));
		mm_game_init(g2, &R, back.h.first);
		ck_assert_int_eq(mm_game_setup(g2, 1, &back.h.setup[0], &v), 0);
		ck_assert_int_eq(mm_game_setup(g2, 2, &back.h.setup[1], &v), 0);
		for (i = 0; i < back.nturns; i++)
			ck_assert_int_eq(mm_game_turn(g2, &back.turns[i], (int)i + 1, &o, &v), 1);
		ck_assert_int_eq(memcmp(g2->b, G.b, sizeof(G.b)), 0);
		ck_assert_int_eq(g2->winner, G.winner);
		verdict_reset(&v);
		mm_record_free(&rec);
		mm_record_free(&back);
	}
	ck_assert_int_gt(combats, 100);
	ck_assert_int_gt(ended, 0);
	ck_assert_int_gt(mines[MM_MINE_EITHER], 0);
	ck_assert_int_gt(mines[MM_MINE_AFTER], 0);
	ck_assert_int_gt(mines[MM_MINE_BEFORE], 0);
	free(g2);
	sb_free(&a);
	sb_free(&b);
	verdict_free(&v);
}
END_TEST

Suite *
manewry_suite(void)
{
	Suite	*s = suite_create("manewry");
	TCase	*tc = tcase_create("examples");

	tcase_add_test(tc, ex01_pa_attacks_op);
	tcase_add_test(tc, ex02_op_attacks_pa);
	tcase_add_test(tc, ex03_ni_op_whoever_attacks);
	tcase_add_test(tc, ex04_es_op);
	tcase_add_test(tc, ex05_same_type);
	tcase_add_test(tc, ex06_ra_kr);
	tcase_add_test(tc, ex07_tr_es);
	tcase_add_test(tc, ex08_mines);
	tcase_add_test(tc, ex09_battery);
	tcase_add_test(tc, ex10_de_attacked);
	tcase_add_test(tc, ex11_ni_range_4);
	tcase_add_test(tc, ex12_move_then_attack);
	tcase_add_test(tc, ex13_neutral_target);
	tcase_add_test(tc, ex14_internment);
	tcase_add_test(tc, ex14_leaving_resets);
	tcase_add_test(tc, ex15_landing);
	tcase_add_test(tc, ex16_counts);
	suite_add_tcase(s, tc);
	tc = tcase_create("rules");
	tcase_add_test(tc, setup_places);
	tcase_add_test(tc, combat_matrix);
	tcase_add_test(tc, battery_fire);
	tcase_add_test(tc, move_blocked);
	tcase_add_test(tc, move_coast_corner);
	tcase_add_test(tc, move_battery_zone);
	tcase_add_test(tc, battery_fires_at_zone);
	tcase_add_test(tc, neutral_no_attack);
	tcase_add_test(tc, ruleset_keys);
	tcase_add_test(tc, mines_laying);
	tcase_add_test(tc, turn_order);
	tcase_add_test(tc, no_legal_turn);
	tcase_add_test(tc, winner_moves_in);
	suite_add_tcase(s, tc);
	tc = tcase_create("notation");
	tcase_add_test(tc, turn_player);
	tcase_add_test(tc, reader_lenient);
	tcase_add_test(tc, reader_errors);
	tcase_add_test(tc, map_reader);
	suite_add_tcase(s, tc);
	tc = tcase_create("games");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, random_games);
	suite_add_tcase(s, tc);
	return s;
}
