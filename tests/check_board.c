/* The .board and .battle readers: spellings, errors with line:col, canonical form, junk. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../src/util/util.h"
#include "../src/notation/fleetio.h"

static const char l1_text[] =
    "# L1\n"
    "    A B C D E F G H I J\n"
    " 1  # # # # . . . . . #\n"
    " 2  . . . . . . . . . #\n"
    " 3  # . # # . # . . . #\n"
    " 4  # . . . . # . . . .\n"
    " 5  # . . . . . . # # .\n"
    " 6  . . . . . . . . . .\n"
    " 7  . . # . . . . . . .\n"
    " 8  . . . . . . . # . .\n"
    " 9  . . . . # . . . . .\n"
    "10  . . . . . . . . . #\n";

static const char l1_bare[] =
    "XXXX.....X\r\n"
    ".........O\r\n"
    "x.xx.x...o\r\n"
    "#....#....\r\n"
    "#......##.   # trailing blanks then a comment is not a row\n";

static int
parse(const char *text, struct fleet_grid *g, struct errbuf *err)
{
	err_clear(err);
	return fleetio_board_parse(text, strlen(text), g, err);
}

START_TEST(board_with_header_and_numbers)
{
	struct fleet_grid	 g;
	struct errbuf		 err;
	struct fleet_report	 rep = { 0, NULL };

	ck_assert_int_eq(parse(l1_text, &g, &err), 0);
	ck_assert_int_eq(g.w, 10);
	ck_assert_int_eq(g.h, 10);
	ck_assert_int_eq(g.ship[0][0], 1);
	ck_assert_int_eq(g.ship[0][4], 0);
	ck_assert_int_eq(g.ship[9][9], 1);
	ck_assert_int_eq(g.line[0], 3);
	ck_assert_uint_eq(fleet_grid_check(&fleet_classic, &g, NULL, &rep), 0);
}
END_TEST

START_TEST(board_spellings)
{
	struct fleet_grid	 g;
	struct errbuf		 err;

	/* X, O, lower case, CR LF, no spaces, a row with a comment */
	ck_assert_int_eq(parse(l1_bare, &g, &err), 0);
	ck_assert_int_eq(g.h, 5);
	ck_assert_int_eq(g.roww[4], 10);
	ck_assert_int_eq(g.ship[4][7], 1);
	/* a character that is no part of a grid, with no '#' before it */
	ck_assert_int_eq(parse(". . k\n", &g, &err), -1);
	ck_assert_int_eq(err.col, 5);
	/* "# # . . # comment": the comment starts at the last '#' */
	ck_assert_int_eq(parse("# # . . # comment\n", &g, &err), 0);
	ck_assert_int_eq(g.roww[0], 4);
	ck_assert_int_eq(parse("XXXX.....X\r\n.........O\r\nx.xx.x...o\r\n", &g, &err), 0);
	ck_assert_int_eq(g.h, 3);
	ck_assert_int_eq(g.w, 10);
	ck_assert_int_eq(g.ship[2][0] + g.ship[2][2] + g.ship[2][3] + g.ship[2][5] + g.ship[2][9], 5);
	/* "# # . ." is a row, "# player 1" and a lone "#" comments, "1 #" a row */
	ck_assert_int_eq(parse("# player 1\n#\n# # . .\n  #  \n", &g, &err), 0);
	ck_assert_int_eq(g.h, 1);
	ck_assert_int_eq(g.ship[0][1], 1);
	ck_assert_int_eq(parse("1 #\n", &g, &err), 0);
	ck_assert_int_eq(g.h, 1);
	/* ragged rows: the grid is as wide as its widest row */
	ck_assert_int_eq(parse(". .\n. . . #\n", &g, &err), 0);
	ck_assert_int_eq(g.w, 4);
	ck_assert_int_eq(g.roww[0], 2);
}
END_TEST

START_TEST(board_errors)
{
	struct fleet_grid	 g;
	struct errbuf		 err;
	char			 big[64];

	ck_assert_int_eq(parse(". . .\n. # ?\n", &g, &err), 0);	/* ". #" and a comment "# ?"... */
	ck_assert_int_eq(g.roww[1], 1);				/* ...so row 2 is one square wide */
	ck_assert_int_eq(parse(". . .\n. . ?\n", &g, &err), -1);
	ck_assert_int_eq(err.line, 2);
	ck_assert_int_eq(err.col, 5);
	ck_assert_str_eq(err.msg, "expected '.' (water) or '#', 'X', 'O' (a ship square), not '?'");
	/* a multi-byte character is named whole and counted as one column */
	ck_assert_int_eq(parse("ż . .\n", &g, &err), -1);
	ck_assert_int_eq(err.col, 1);
	ck_assert_str_eq(err.msg, "expected '.' (water) or '#', 'X', 'O' (a ship square), not 'ż'");
	ck_assert_int_eq(parse("\n\n# nothing\n", &g, &err), -1);
	ck_assert_int_eq(err.line, 3);
	memset(big, '.', 27);
	strcpy(big + 27, "\n");
	ck_assert_int_eq(parse(big, &g, &err), -1);
	ck_assert_int_eq(err.col, 27);
	ck_assert_int_eq(fleetio_board_parse(". .\n.\0.\n", 7, &g, &err), -1);
	ck_assert_int_eq(err.line, 2);
	ck_assert_int_eq(err.col, 2);
}
END_TEST

START_TEST(board_canonical)
{
	struct fleet_grid	 g, g2;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };

	ck_assert_int_eq(parse("XXXX.....X\n.........O\nx.xx.x...o\n", &g, &err), 0);
	fleetio_grid_print(&g, &a);
	ck_assert_int_eq(parse(sb_str(&a), &g2, &err), 0);
	fleetio_grid_print(&g2, &b);
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	ck_assert_mem_eq(g.ship, g2.ship, sizeof(g.ship));
	ck_assert(strncmp(sb_str(&a), "    A B C D E F G H I J\n 1  # # # # . . . . . #\n", 48) == 0);
	sb_free(&a);
	sb_free(&b);
}
END_TEST

static const char match_text[] =
    "# a match\n"
    "[Event \"test\"]\n"
    "[Variant \"fish\"]\n"
    "[Board \"1\"]\n"
    "  A B\n"
    "1 # .\n"
    "2 . .\n"
    "[Board \"2\"]\n"
    ". #\n"
    ". .\n"
    "\n"
    "1 B1 Uratowana   # sunk\n"
    "2 a1  trafiony   zatopiony\n";

START_TEST(battle_parse_and_print)
{
	struct battle_record	 rec, rec2;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };

	err_clear(&err);
	ck_assert_int_eq(fleetio_battle_parse(match_text, strlen(match_text), &rec, &err), 0);
	ck_assert_str_eq(rec.variant, "fish");
	ck_assert_int_eq(rec.board_line[0], 4);
	ck_assert_int_eq(rec.board[0].h, 2);
	ck_assert_int_eq(rec.board[1].ship[0][1], 1);
	ck_assert_uint_eq(rec.nshots, 2);
	ck_assert_int_eq(rec.shots[0].line, 12);
	ck_assert_int_eq(rec.shots[1].x, 0);
	ck_assert_str_eq(rec.shots[0].word, "Uratowana");
	ck_assert_str_eq(rec.shots[1].word, "trafiony   zatopiony");
	ck_assert_int_eq(fleetio_battle_answers(&rec, &fleet_fish, &err), 0);
	ck_assert_int_eq(rec.shots[0].answer, FLEET_SUNK);
	ck_assert_int_eq(rec.shots[1].answer, FLEET_SUNK);
	fleetio_battle_print(&rec, &fleet_fish, &a);
	ck_assert_int_eq(fleetio_battle_parse(sb_str(&a), a.len, &rec2, &err), 0);
	ck_assert_int_eq(fleetio_battle_answers(&rec2, &fleet_fish, &err), 0);
	fleetio_battle_print(&rec2, &fleet_fish, &b);
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	ck_assert(strstr(sb_str(&a), "\n1 B1 uratowana\n2 A1 uratowana\n") != NULL);
	ck_assert(strncmp(sb_str(&a), "[Variant \"fish\"]\n[Event \"test\"]\n[Board \"1\"]\n", 44) == 0);
	fleetio_battle_free(&rec);
	fleetio_battle_free(&rec2);
	sb_free(&a);
	sb_free(&b);
}
END_TEST

static void
battle_err(const char *text, int line, int col, const char *msg)
{
	struct battle_record	 rec;
	struct errbuf		 err;

	err_clear(&err);
	ck_assert_int_eq(fleetio_battle_parse(text, strlen(text), &rec, &err), -1);
	ck_assert_int_eq(err.line, line);
	ck_assert_int_eq(err.col, col);
	if (msg)
		ck_assert_str_eq(err.msg, msg);
	ck_assert_ptr_null(rec.shots);
}

START_TEST(battle_errors)
{
	battle_err("1 A1 pudło\n", 1, 1, "expected [Board \"1\"] and its grid");
	battle_err("[Board \"1\"]\n.\n[Board \"1\"]\n", 3, 2, "board 1 given twice");
	battle_err("[Board \"1\"]\n.\n[Board \"2\"]\n.#\n3 A1 pudło\n", 5, 1, NULL);
	battle_err("[Board \"1\"]\n.\n[Board \"2\"]\n.#\n1 A1\n", 5, 5, NULL);
	battle_err("[Board \"1\"]\n.\n[Board \"2\"]\n.#\n1 A1 pudło\n[Board \"2\"]\n", 6, 2,
	    "a board after the shots");
	battle_err("[Board \"1]\n", 1, 11, "expected '\"' after the tag value");
	battle_err("[Board \"1\"\n", 1, 11, "expected ']' after the tag value");
	battle_err("[Board \"1\"] x\n", 1, 13, "unexpected text after the tag");
	battle_err("[Board \"1\"]\n[Board \"2\"]\n.\n1 A1 pudło\n", 4, 1, NULL);
}
END_TEST

/* The canonical form of an accepted board reads back and prints byte for byte the same. */
static void
canonical_board(const struct fleet_grid *g)
{
	struct fleet_grid	 g2;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };

	fleetio_grid_print(g, &a);
	ck_assert_int_eq(fleetio_board_parse(sb_str(&a), a.len, &g2, &err), 0);
	fleetio_grid_print(&g2, &b);
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	sb_free(&a);
	sb_free(&b);
}

static void
canonical_battle(const struct battle_record *rec)
{
	struct battle_record	 r2;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };

	fleetio_battle_print(rec, &fleet_classic, &a);
	ck_assert_int_eq(fleetio_battle_parse(sb_str(&a), a.len, &r2, &err), 0);
	ck_assert_int_eq(fleetio_battle_answers(&r2, &fleet_classic, &err), 0);
	fleetio_battle_print(&r2, &fleet_classic, &b);
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	fleetio_battle_free(&r2);
	sb_free(&a);
	sb_free(&b);
}

/* Junk in, no crash: random bytes and mutations of valid texts through both readers. */
START_TEST(readers_survive_junk)
{
	static const char alphabet[] = ".#XOx o\n\r\t[]\"12ABCJ9Board\xc5\x82pudlo\0";
	struct fleet_grid	 g;
	struct battle_record	 rec;
	struct errbuf		 err;
	char			 buf[600];
	unsigned long		 rng = 12345;
	size_t			 n, k, base;
	int			 i;

	for (i = 0; i < 3000; i++) {
		base = i % 3;
		if (base == 0) {
			n = 0;
		} else {
			const char *src = base == 1 ? l1_text : match_text;

			n = strlen(src);
			memcpy(buf, src, n);
		}
		for (k = 0; k < 20; k++) {
			rng = rng * 6364136223846793005UL + 1442695040888963407UL;
			if (n < sizeof(buf) - 1 && (base == 0 || (rng >> 60) < 4))
				buf[n++] = alphabet[(rng >> 33) % (sizeof(alphabet) - 1)];
			else if (n > 0)
				buf[(rng >> 33) % n] = alphabet[(rng >> 40) % (sizeof(alphabet) - 1)];
		}
		err_clear(&err);
		if (fleetio_board_parse(buf, n, &g, &err) == 0) {
			struct fleet_report rep = { 0, NULL };

			fleet_grid_check(&fleet_classic, &g, NULL, &rep);
			fleet_report_free(&rep);
			canonical_board(&g);
		} else
			ck_assert(err.line >= 1 && err.msg[0] != '\0');
		err_clear(&err);
		if (fleetio_battle_parse(buf, n, &rec, &err) == 0) {
			if (fleetio_battle_answers(&rec, &fleet_classic, &err) == 0)
				canonical_battle(&rec);
			fleetio_battle_free(&rec);
		} else
			ck_assert(err.line >= 1 && err.msg[0] != '\0');
	}
}
END_TEST

Suite *
board_suite(void)
{
	Suite	*s = suite_create("board");
	TCase	*tc = tcase_create("readers");

	tcase_add_test(tc, board_with_header_and_numbers);
	tcase_add_test(tc, board_spellings);
	tcase_add_test(tc, board_errors);
	tcase_add_test(tc, board_canonical);
	tcase_add_test(tc, battle_parse_and_print);
	tcase_add_test(tc, battle_errors);
	tcase_add_test(tc, readers_survive_junk);
	suite_add_tcase(s, tc);
	return s;
}
