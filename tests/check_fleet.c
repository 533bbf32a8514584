/* Fleet validation and shots: referee-statki(7) §4 examples, properties, §5 counts. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "../src/util/util.h"
#include "../src/rules/fleet/fleet.h"

/* ------------------------------------------------------------ helpers */

/* Adds a ship given as squares "A1 B1 C1" (or a range "A1-D1"). */
static void
add(struct fleet_layout *l, const char *spec)
{
	struct fleet_cell	 c[32];
	const char		*p = spec, *q;
	int			 n = 0, x, y, x2, y2, k;

	while (*p) {
		while (*p == ' ')
			p++;
		for (q = p; *q && *q != ' ' && *q != '-'; q++)
			continue;
		ck_assert_int_eq(fleet_square_parse(p, (size_t)(q - p), &x, &y), 0);
		if (*q == '-') {
			p = q + 1;
			for (q = p; *q && *q != ' '; q++)
				continue;
			ck_assert_int_eq(fleet_square_parse(p, (size_t)(q - p), &x2, &y2), 0);
			for (k = 0; k <= (x2 - x) + (y2 - y); k++) {
				c[n].x = (unsigned char)(x + (x2 > x ? k : 0));
				c[n++].y = (unsigned char)(y + (y2 > y ? k : 0));
			}
		} else {
			c[n].x = (unsigned char)x;
			c[n++].y = (unsigned char)y;
		}
		p = q;
	}
	ck_assert_int_eq(fleet_layout_add(l, c, n), 0);
}

/* Builds L1 (§4) with ship number skip replaced by repl (NULL: dropped), plus extra. */
static void
l1(struct fleet_layout *l, int skip, const char *repl, const char *extra)
{
	static const char *const ships[] = {
		"A1-D1", "J1-J3", "A3-A5", "C3-D3", "F3-F4", "H5-I5", "C7", "E9", "H8", "J10"
	};
	int	 i;

	memset(l, 0, sizeof(*l));
	for (i = 0; i < 10; i++) {
		if (i == skip) {
			if (repl)
				add(l, repl);
		} else
			add(l, ships[i]);
	}
	if (extra)
		add(l, extra);
}

static void
f1(struct fleet_layout *l, int skip, const char *repl)
{
	static const char *const ships[] = {
		"A1-D1", "F1-H1", "A3-A5", "C3-D3", "F3-F4", "H3-H4", "C6", "E6", "G7", "A8"
	};
	int	 i;

	memset(l, 0, sizeof(*l));
	for (i = 0; i < 10; i++) {
		if (i == skip) {
			if (repl)
				add(l, repl);
		} else
			add(l, ships[i]);
	}
}

static void
to_grid(const struct fleet_layout *l, int w, int h, struct fleet_grid *g)
{
	int	 k, y;

	memset(g, 0, sizeof(*g));
	g->w = w;
	g->h = h;
	for (k = 0; k < l->ncells; k++) {
		g->ship[l->cell[k].y][l->cell[k].x] = 1;
		if (l->cell[k].x + 1 > g->w)
			g->w = l->cell[k].x + 1;
		if (l->cell[k].y + 1 > g->h)
			g->h = l->cell[k].y + 1;
	}
	for (y = 0; y < g->h; y++)
		g->roww[y] = g->w;
}

/* Bit set of the codes in a report. */
static unsigned
codes(const struct fleet_report *r)
{
	unsigned u = 0;
	size_t	 i;

	for (i = 0; i < r->n; i++)
		u |= 1u << r->v[i].code;
	return u;
}

#define BIT(c)	(1u << (c))

static unsigned
check_layout(const struct fleet_rules *r, const struct fleet_layout *l, struct fleet_report *rep)
{
	memset(rep, 0, sizeof(*rep));
	fleet_layout_check(r, l, rep);
	return codes(rep);
}

static unsigned
check_grid(const struct fleet_rules *r, const struct fleet_layout *l, struct fleet_report *rep)
{
	struct fleet_grid g;

	to_grid(l, r->board_w, r->board_h, &g);
	memset(rep, 0, sizeof(*rep));
	fleet_grid_check(r, &g, NULL, rep);
	return codes(rep);
}

/* ------------------------------------------------ §4 examples 1-8, 17 */

START_TEST(example_1_l1_valid)
{
	struct fleet_layout	 l;
	struct fleet_report	 rep;

	l1(&l, -1, NULL, NULL);
	ck_assert_uint_eq(check_layout(&fleet_classic, &l, &rep), 0);
	fleet_report_free(&rep);
	ck_assert_uint_eq(check_grid(&fleet_classic, &l, &rep), 0);
	fleet_report_free(&rep);
	ck_assert_uint_eq(check_grid(&fleet_boats, &l, &rep), 0);
	fleet_report_free(&rep);
}
END_TEST

START_TEST(example_2_corner_touch)
{
	struct fleet_layout	 l;
	struct fleet_report	 rep;

	l1(&l, 7, "G6", NULL);
	ck_assert_uint_eq(check_layout(&fleet_classic, &l, &rep), BIT(FLEET_TOUCH));
	ck_assert_str_eq(rep.v[0].msg, "ship at H5-I5 touches ship at G6 (corner)");
	fleet_report_free(&rep);
	ck_assert_uint_eq(check_grid(&fleet_classic, &l, &rep), BIT(FLEET_TOUCH));
	ck_assert_str_eq(rep.v[0].msg, "ship at H5-I5 touches ship at G6 (corner)");
	ck_assert_uint_eq(rep.n, 1);
	fleet_report_free(&rep);
}
END_TEST

START_TEST(example_3_side_touch)
{
	struct fleet_layout	 l;
	struct fleet_report	 rep;

	l1(&l, 6, "E1", NULL);
	ck_assert_uint_eq(check_layout(&fleet_classic, &l, &rep), BIT(FLEET_TOUCH));
	ck_assert_str_eq(rep.v[0].msg, "ship at A1-D1 touches ship at E1 (side)");
	fleet_report_free(&rep);
	/* In a grid A1-E1 is one straight run: read as pancernik + torpedowiec touching. */
	ck_assert_uint_eq(check_grid(&fleet_classic, &l, &rep), BIT(FLEET_TOUCH));
	ck_assert_str_eq(rep.v[0].msg, "ship at A1-D1 touches ship at E1 (side)");
	fleet_report_free(&rep);
}
END_TEST

START_TEST(example_4_bent)
{
	struct fleet_layout	 l;
	struct fleet_report	 rep;

	l1(&l, 1, "J1 J2 I2", NULL);
	ck_assert_uint_eq(check_layout(&fleet_classic, &l, &rep), BIT(FLEET_NOT_STRAIGHT));
	ck_assert_str_eq(rep.v[0].msg, "cells J1 I2 J2 do not form a straight ship");
	fleet_report_free(&rep);
	ck_assert_uint_eq(check_grid(&fleet_classic, &l, &rep), BIT(FLEET_NOT_STRAIGHT));
	ck_assert_str_eq(rep.v[0].msg, "cells J1 I2 J2 do not form a straight ship");
	fleet_report_free(&rep);
}
END_TEST

START_TEST(example_5_not_contiguous)
{
	struct fleet_layout	 l;
	struct fleet_report	 rep;

	/* Only an explicit cell list can say that C3 and C5 are one ship. */
	l1(&l, 3, "C3 C5", NULL);
	ck_assert_uint_eq(check_layout(&fleet_classic, &l, &rep), BIT(FLEET_NOT_STRAIGHT));
	ck_assert_str_eq(rep.v[0].msg, "cells C3 C5 do not form a straight ship");
	fleet_report_free(&rep);
	/* Drawn, they are two torpedowce: the fleet is wrong. */
	ck_assert_uint_eq(check_grid(&fleet_classic, &l, &rep), BIT(FLEET_WRONG_FLEET));
	fleet_report_free(&rep);
}
END_TEST

START_TEST(example_6_off_board)
{
	struct fleet_layout	 l;
	struct fleet_report	 rep;

	l1(&l, 9, "A11", NULL);
	ck_assert_uint_eq(check_layout(&fleet_classic, &l, &rep), BIT(FLEET_OUT_OF_BOARD));
	ck_assert_str_eq(rep.v[0].msg, "ship at A11 is outside the board (A-J x 1-10)");
	fleet_report_free(&rep);
	ck_assert_uint_eq(check_grid(&fleet_classic, &l, &rep), BIT(FLEET_OUT_OF_BOARD));
	fleet_report_free(&rep);
}
END_TEST

START_TEST(example_7_fifth_torpedowiec)
{
	struct fleet_layout	 l;
	struct fleet_report	 rep;

	l1(&l, -1, NULL, "F7");
	ck_assert_uint_eq(check_layout(&fleet_classic, &l, &rep), BIT(FLEET_WRONG_FLEET));
	ck_assert_uint_eq(rep.n, 1);
	ck_assert_str_eq(rep.v[0].msg, "4 ships of size 1 expected, 5 found: C7, F7, H8, E9, J10");
	fleet_report_free(&rep);
	ck_assert_uint_eq(check_grid(&fleet_classic, &l, &rep), BIT(FLEET_WRONG_FLEET));
	fleet_report_free(&rep);
	/* and one missing */
	l1(&l, 9, NULL, NULL);
	check_layout(&fleet_classic, &l, &rep);
	ck_assert_uint_eq(rep.n, 1);
	ck_assert_str_eq(rep.v[0].msg, "4 ships of size 1 expected, 3 found");
	fleet_report_free(&rep);
}
END_TEST

START_TEST(example_8_pancernik_touches_h8)
{
	struct fleet_layout	 l;
	struct fleet_report	 rep;

	l1(&l, 0, "G7-G10", NULL);
	ck_assert_uint_eq(check_layout(&fleet_classic, &l, &rep), BIT(FLEET_TOUCH));
	ck_assert_uint_eq(rep.n, 1);
	ck_assert_str_eq(rep.v[0].msg, "ship at G7-G10 touches ship at H8 (side)");
	fleet_report_free(&rep);
	ck_assert_uint_eq(check_grid(&fleet_classic, &l, &rep), BIT(FLEET_TOUCH));
	ck_assert_uint_eq(rep.n, 1);
	fleet_report_free(&rep);
}
END_TEST

START_TEST(example_17_fish_off_board)
{
	struct fleet_layout	 l;
	struct fleet_report	 rep;

	f1(&l, -1, NULL);
	ck_assert_uint_eq(check_layout(&fleet_fish, &l, &rep), 0);
	ck_assert_uint_eq(check_grid(&fleet_fish, &l, &rep), 0);
	f1(&l, 9, "I8");
	ck_assert_uint_eq(check_layout(&fleet_fish, &l, &rep), BIT(FLEET_OUT_OF_BOARD));
	ck_assert_str_eq(rep.v[0].msg, "ship at I8 is outside the board (A-H x 1-8)");
	fleet_report_free(&rep);
	ck_assert_uint_eq(check_grid(&fleet_fish, &l, &rep), BIT(FLEET_OUT_OF_BOARD));
	fleet_report_free(&rep);
}
END_TEST

START_TEST(all_violations_reported)
{
	struct fleet_layout	 l;
	struct fleet_report	 rep;

	/* Two faults at once: both named. */
	l1(&l, 7, "G6", "F7");
	ck_assert_uint_eq(check_layout(&fleet_classic, &l, &rep),
	    BIT(FLEET_TOUCH) | BIT(FLEET_WRONG_FLEET));
	fleet_report_free(&rep);
	/* Overlap only exists in explicit lists. */
	l1(&l, -1, NULL, NULL);
	add(&l, "C1-C2");
	check_layout(&fleet_classic, &l, &rep);
	ck_assert(codes(&rep) & BIT(FLEET_OVERLAP));
	ck_assert_str_eq(rep.v[0].msg, "ships at A1-D1 and C1-C2 overlap at C1");
	fleet_report_free(&rep);
}
END_TEST

START_TEST(grid_wrong_size)
{
	struct fleet_layout	 l;
	struct fleet_grid	 g;
	struct fleet_report	 rep = { 0, NULL };

	l1(&l, -1, NULL, NULL);
	to_grid(&l, 10, 11, &g);	/* an empty 11th row */
	fleet_grid_check(&fleet_classic, &g, NULL, &rep);
	ck_assert_uint_eq(codes(&rep), BIT(FLEET_BOARD_SIZE));
	ck_assert_str_eq(rep.v[0].msg, "the board is not 10x10 (A-J x 1-10): it has 11 rows");
	fleet_report_free(&rep);
	f1(&l, -1, NULL);
	fleet_grid_check(&fleet_classic, (to_grid(&l, 8, 8, &g), &g), NULL, &rep);
	ck_assert(codes(&rep) & BIT(FLEET_BOARD_SIZE));
	ck_assert_str_eq(rep.v[0].msg,
	    "the board is not 10x10 (A-J x 1-10): it has 8 rows, its rows have 8 squares");
	fleet_report_free(&rep);
}
END_TEST

/* ------------------------------------------------ §4 examples 9-16, 18 */

static void
match_l1(struct fleet_match *m, const struct fleet_rules *r, int first)
{
	struct fleet_layout l;

	l1(&l, -1, NULL, NULL);
	fleet_match_init(m, r, &l, &l, first);
}

static enum fleet_fire
fire(struct fleet_match *m, int shooter, const char *sq, int tag, struct fleet_shot *res)
{
	int	 x, y;

	ck_assert_int_eq(fleet_square_parse(sq, strlen(sq), &x, &y), 0);
	return fleet_match_fire(m, shooter, x, y, tag, res);
}

static int
halo_count(const struct fleet_match *m, int p)
{
	int	 x, y, n = 0;

	for (y = 0; y < FLEET_DIM; y++)
		for (x = 0; x < FLEET_DIM; x++)
			n += m->sea[p - 1].halo[y][x] != 0;
	return n;
}

static int
halo_at(const struct fleet_match *m, int p, const char *sq)
{
	int	 x, y;

	ck_assert_int_eq(fleet_square_parse(sq, strlen(sq), &x, &y), 0);
	return m->sea[p - 1].halo[y][x] != 0;
}

START_TEST(examples_9_to_13_classic)
{
	struct fleet_match	*m = xmalloc(sizeof(*m));
	struct fleet_shot	 res;
	static const char *const halo9[] = { "A2", "B2", "C2", "D2", "E1", "E2" };
	static const char *const halo13[] = { "B6", "B7", "B8", "C6", "C8", "D6", "D7", "D8" };
	size_t			 i;

	match_l1(m, &fleet_classic, 1);
	/* 9: B1 C1 A1 D1: trafiony x3, zatopiony, the same player keeps shooting */
	ck_assert_int_eq(fire(m, 1, "B1", 1, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_HIT);
	ck_assert_int_eq(m->turn, 1);
	ck_assert_int_eq(fire(m, 1, "C1", 2, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_HIT);
	ck_assert_int_eq(fire(m, 1, "A1", 3, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_HIT);
	ck_assert_int_eq(fire(m, 1, "D1", 4, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_SUNK);
	ck_assert_int_eq(m->turn, 1);
	ck_assert_int_eq(halo_count(m, 2), 6);
	for (i = 0; i < 6; i++)
		ck_assert(halo_at(m, 2, halo9[i]));
	/* 10: E2 rejected, turn not consumed */
	ck_assert_int_eq(fire(m, 1, "E2", 5, &res), FLEET_FIRE_HALO);
	ck_assert_int_eq(m->turn, 1);
	/* 11: E5 pudło, turn passes */
	ck_assert_int_eq(fire(m, 1, "E5", 6, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_MISS);
	ck_assert_int_eq(m->turn, 2);
	ck_assert_int_eq(fire(m, 2, "A10", 7, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(m->turn, 1);
	/* 12: B1 again rejected, turn not consumed, never a second hit */
	ck_assert_int_eq(fire(m, 1, "B1", 8, &res), FLEET_FIRE_REPEAT);
	ck_assert_int_eq(res.first_tag, 1);
	ck_assert_int_eq(m->turn, 1);
	ck_assert_int_eq(m->sea[1].nhit, 4);
	/* 13: C7 zatopiony with its 8 squares around */
	ck_assert_int_eq(fire(m, 1, "C7", 9, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_SUNK);
	ck_assert_int_eq(m->turn, 1);
	ck_assert_int_eq(halo_count(m, 2), 6 + 8);
	for (i = 0; i < 8; i++)
		ck_assert(halo_at(m, 2, halo13[i]));
	free(m);
}
END_TEST

START_TEST(examples_14_15_boats)
{
	struct fleet_match	*m = xmalloc(sizeof(*m));
	struct fleet_shot	 res;
	static const char *const halo[] = { "I1", "I2", "I3", "I4", "J4" };
	size_t			 i;

	match_l1(m, &fleet_boats, 1);
	ck_assert_int_eq(fire(m, 1, "J1", 1, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_HIT);
	ck_assert_str_eq(fleet_boats.words[res.answer], "odnaleziony");
	ck_assert_int_eq(m->turn, 2);
	ck_assert_int_eq(fire(m, 2, "E5", 2, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(fire(m, 1, "J2", 3, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_HIT);
	ck_assert_int_eq(m->turn, 2);
	ck_assert_int_eq(fire(m, 2, "E6", 4, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(fire(m, 1, "J3", 5, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_SUNK);
	ck_assert_str_eq(fleet_boats.words[res.answer], "uratowany");
	ck_assert_int_eq(m->turn, 2);
	ck_assert_int_eq(halo_count(m, 2), 5);
	for (i = 0; i < 5; i++)
		ck_assert(halo_at(m, 2, halo[i]));
	/* 15: A10 pusto */
	ck_assert_int_eq(fire(m, 2, "A10", 6, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_MISS);
	ck_assert_str_eq(fleet_boats.words[res.answer], "pusto");
	/* a shot out of turn is refused by the engine */
	ck_assert_int_eq(fire(m, 2, "A9", 7, &res), FLEET_FIRE_TURN);
	free(m);
}
END_TEST

START_TEST(example_16_last_square_wins)
{
	struct fleet_match	*m = xmalloc(sizeof(*m));
	struct fleet_layout	 l;
	struct fleet_shot	 res;
	int			 i, k, tag = 1, x, y;

	l1(&l, -1, NULL, NULL);
	match_l1(m, &fleet_classic, 1);
	for (i = 0; i < l.nships; i++)
		for (k = l.start[i]; k < l.start[i + 1]; k++) {
			x = l.cell[k].x;
			y = l.cell[k].y;
			ck_assert_int_eq(fleet_match_fire(m, 1, x, y, tag++, &res), FLEET_FIRE_OK);
			ck_assert_int_eq(res.over, i == l.nships - 1 && k == l.start[i + 1] - 1);
		}
	ck_assert_int_eq(res.answer, FLEET_SUNK);
	ck_assert_int_eq(m->winner, 1);
	ck_assert_int_eq(tag - 1, 20);
	/* nothing after the end */
	ck_assert_int_eq(fire(m, 1, "E5", tag, &res), FLEET_FIRE_OVER);
	ck_assert_int_eq(fire(m, 2, "E5", tag, &res), FLEET_FIRE_OVER);
	free(m);
}
END_TEST

START_TEST(example_18_fish)
{
	struct fleet_match	*m = xmalloc(sizeof(*m));
	struct fleet_layout	 l;
	struct fleet_shot	 res;
	static const char *const sq[] = { "E6", "H3", "H4", "B2" };
	static const int want[] = { FLEET_SUNK, FLEET_HIT, FLEET_SUNK, FLEET_MISS };
	static const char *const words[] = { "uratowana", "odnaleziona", "uratowana", "pusto" };
	static const char *const p2[] = { "A2", "B2", "C2", "D2" };
	int			 i;

	f1(&l, -1, NULL);
	fleet_match_init(m, &fleet_fish, &l, &l, 1);
	for (i = 0; i < 4; i++) {
		ck_assert_int_eq(fire(m, 1, sq[i], 2 * i + 1, &res), FLEET_FIRE_OK);
		ck_assert_int_eq(res.answer, want[i]);
		ck_assert_str_eq(fleet_fish.words[res.answer], words[i]);
		ck_assert_int_eq(m->turn, 2);	/* strict alternation */
		ck_assert_int_eq(fire(m, 2, p2[i], 2 * i + 2, &res), FLEET_FIRE_OK);
		ck_assert_int_eq(res.answer, FLEET_MISS);
		ck_assert_int_eq(m->turn, 1);
	}
	free(m);
}
END_TEST

START_TEST(repeat_as_miss_never_hits_twice)
{
	struct fleet_match	*m = xmalloc(sizeof(*m));
	struct fleet_rules	 r = fleet_classic;
	struct fleet_shot	 res;

	r.repeat_shot = FLEET_REPEAT_MISS;
	r.halo_shot = FLEET_HALO_ALLOW;
	match_l1(m, &r, 1);
	ck_assert_int_eq(fire(m, 1, "B1", 1, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_HIT);
	ck_assert_int_eq(fire(m, 1, "B1", 2, &res), FLEET_FIRE_OK);
	ck_assert_int_eq(res.answer, FLEET_MISS);
	ck_assert_int_eq(m->turn, 2);
	ck_assert_int_eq(m->sea[1].nhit, 1);
	free(m);
}
END_TEST

START_TEST(answer_words)
{
	ck_assert_int_eq(fleet_answer_parse(&fleet_classic, "PUDŁO", strlen("PUDŁO")), FLEET_MISS);
	ck_assert_int_eq(fleet_answer_parse(&fleet_classic, "pudlo", 5), FLEET_MISS);
	ck_assert_int_eq(fleet_answer_parse(&fleet_classic, "chybiony", 8), FLEET_MISS);
	ck_assert_int_eq(fleet_answer_parse(&fleet_classic, "trafiony  zatopiony", 19), FLEET_SUNK);
	ck_assert_int_eq(fleet_answer_parse(&fleet_classic, "trafiony niezatopiony", 21), FLEET_HIT);
	ck_assert_int_eq(fleet_answer_parse(&fleet_fish, "Odnaleziona", 11), FLEET_HIT);
	ck_assert_int_eq(fleet_answer_parse(&fleet_fish, "uratowany", 9), FLEET_SUNK);
	ck_assert_int_eq(fleet_answer_parse(&fleet_fish, "zatopiona", 9), -1);
}
END_TEST

START_TEST(ruleset_round_trip)
{
	struct fleet_rules	 r;
	struct strbuf		 sb = { 0 };
	struct errbuf		 err;
	const char		*names[] = { "classic", "boats", "fish", "statki", "skansen-łodzie",
	    "skansen-ryby" };
	size_t			 i;

	for (i = 0; i < 6; i++) {
		const struct kv_preset *p = kv_preset_find(&fleet_ruleset_game, names[i]);

		ck_assert_ptr_nonnull(p);
		sb_reset(&sb);
		kv_print(&fleet_ruleset_game, NULL, p->obj, &sb);
		memset(&r, 0, sizeof(r));
		err_clear(&err);
		ck_assert_int_eq(kv_parse(&fleet_ruleset_game, &r, sb_str(&sb), &err), 0);
		ck_assert_mem_eq(&r, p->obj, sizeof(r));
	}
	sb_free(&sb);
	r = fleet_classic;
	ck_assert_int_eq(kv_parse(&fleet_ruleset_game, &r, "fleet = a:3x1, b:2\n", &err), -1);
	ck_assert_int_eq(err.line, 1);
	ck_assert_int_eq(kv_parse(&fleet_ruleset_game, &r, "fleet = a:3x1, b:3x2\n", &err), -1);
	ck_assert_int_eq(kv_parse(&fleet_ruleset_game, &r,
	    "board_w = 6\nboard_h = 6\nfleet = a:3x1, b:2x2, c:1x3\n", &err), 0);
	ck_assert_int_eq(fleet_rules_ships(&r), 6);
	ck_assert_str_eq(fleet_kind_name(&r, 2), "b");
}
END_TEST

/* ------------------------------------------------------- properties */

static unsigned long rng;

static int
rnd(int n)
{
	rng = rng * 6364136223846793005UL + 1442695040888963407UL;
	return (int)((rng >> 33) % (unsigned long)n);
}

/* Whether a straight ship at (x, y) of size n fits: on the board, no square within 1 of a ship. */
static int
fits(const unsigned char occ[FLEET_DIM][FLEET_DIM], int w, int h, int x, int y, int n, int vert)
{
	int	 k, dx, dy, cx, cy;

	for (k = 0; k < n; k++) {
		cx = x + (vert ? 0 : k);
		cy = y + (vert ? k : 0);
		if (cx >= w || cy >= h)
			return 0;
		for (dy = -1; dy <= 1; dy++)
			for (dx = -1; dx <= 1; dx++)
				if (cx + dx >= 0 && cy + dy >= 0 && cx + dx < FLEET_DIM &&
				    cy + dy < FLEET_DIM && occ[cy + dy][cx + dx])
					return 0;
	}
	return 1;
}

static int
place(const int *sizes, int nships, int i, unsigned char occ[FLEET_DIM][FLEET_DIM], int w, int h,
    struct fleet_layout *l)
{
	struct fleet_cell	 c[FLEET_DIM];
	int			 tries, x, y, v, k, save;

	if (i == nships)
		return 1;
	for (tries = 0; tries < 60; tries++) {
		x = rnd(w);
		y = rnd(h);
		v = rnd(2);
		if (!fits((const unsigned char (*)[FLEET_DIM])occ, w, h, x, y, sizes[i], v))
			continue;
		for (k = 0; k < sizes[i]; k++) {
			c[k].x = (unsigned char)(x + (v ? 0 : k));
			c[k].y = (unsigned char)(y + (v ? k : 0));
			occ[c[k].y][c[k].x] = 1;
		}
		save = l->ncells;
		fleet_layout_add(l, c, sizes[i]);
		if (place(sizes, nships, i + 1, occ, w, h, l))
			return 1;
		for (k = 0; k < sizes[i]; k++)
			occ[c[k].y][c[k].x] = 0;
		l->nships--;
		l->ncells = save;
	}
	return 0;
}

/* A random valid fleet for r (backtracking placement). */
static void
random_fleet(const struct fleet_rules *r, struct fleet_layout *l)
{
	unsigned char	 occ[FLEET_DIM][FLEET_DIM];
	int		 sizes[64], n = 0, i, k;

	for (i = 0; i < r->fleet.n; i++)
		for (k = 0; k < r->fleet.kind[i].count; k++)
			sizes[n++] = r->fleet.kind[i].size;
	do {
		memset(occ, 0, sizeof(occ));
		memset(l, 0, sizeof(*l));
	} while (!place(sizes, n, 0, occ, r->board_w, r->board_h, l));
}

/* Copies l without ship skip (and with the cells of extra appended as a ship). */
static void
layout_edit(const struct fleet_layout *l, int skip, const struct fleet_cell *extra, int nextra,
    struct fleet_layout *out)
{
	int	 i;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < l->nships; i++)
		if (i != skip)
			fleet_layout_add(out, &l->cell[l->start[i]], fleet_ship_size(l, i));
	if (nextra)
		fleet_layout_add(out, extra, nextra);
}

/* Whether cell (x, y) is within Chebyshev distance 1 of any ship but skip. */
static int
near_ship(const struct fleet_layout *l, int skip, int x, int y)
{
	int	 i, k;

	for (i = 0; i < l->nships; i++)
		if (i != skip)
			for (k = l->start[i]; k < l->start[i + 1]; k++)
				if (abs(l->cell[k].x - x) <= 1 && abs(l->cell[k].y - y) <= 1)
					return 1;
	return 0;
}

static const struct fleet_rules *const variants[] = { &fleet_classic, &fleet_boats, &fleet_fish };

START_TEST(random_fleets_are_valid)
{
	const struct fleet_rules *r = variants[_i % 3];
	struct fleet_layout	 l;
	struct fleet_report	 rep;

	rng = (unsigned long)_i * 7919 + 1;
	random_fleet(r, &l);
	ck_assert_uint_eq(check_layout(r, &l, &rep), 0);
	ck_assert_uint_eq(check_grid(r, &l, &rep), 0);
}
END_TEST

/*
 * The search's bound on the fleet mismatch only cuts what cannot win: boards
 * of scattered squares and runs (most short of ships, some with too many or
 * bent groups) are read the same with and without it.
 */
START_TEST(mismatch_bound_keeps_the_reading)
{
	static struct fleet_grid g;
	const struct fleet_rules *r;
	struct fleet_layout	 a, b;
	int			 board, k, x, y, len, dir, n;

	for (board = 0; board < 3000; board++) {	/* one process: a fork each is slow under ASan */
		r = variants[board % 3];
		rng = (unsigned long)board * 7727 + 11;
		memset(&g, 0, sizeof(g));
		g.w = r->board_w;
		g.h = r->board_h;
		for (y = 0; y < g.h; y++)
			g.roww[y] = g.w;
		n = 2 + rnd(24);
		for (k = 0; k < n; k++) {	/* runs of 1 to 5 squares, some crossing */
			x = rnd(g.w);
			y = rnd(g.h);
			len = 1 + rnd(5);
			dir = rnd(2);
			for (; len > 0 && x < g.w && y < g.h; len--, dir ? y++ : x++)
				g.ship[y][x] = 1;
		}
		fleet_search_plain = 1;
		fleet_grid_ships(r, &g, &a);
		fleet_search_plain = 0;
		fleet_grid_ships(r, &g, &b);
		ck_assert_msg(a.nships == b.nships && a.ncells == b.ncells &&
		    memcmp(a.start, b.start, (size_t)(a.nships + 1) * sizeof(a.start[0])) == 0 &&
		    memcmp(a.cell, b.cell, (size_t)a.ncells * sizeof(a.cell[0])) == 0,
		    "board %d: %d ships without the bound, %d with it", board, a.nships, b.nships);
	}
}
END_TEST

START_TEST(mutations_are_caught)
{
	const struct fleet_rules *r = variants[_i % 3];
	struct fleet_layout	 l, m;
	struct fleet_report	 rep;
	struct fleet_cell	 c[FLEET_DIM], one;
	int			 i, k, x, y, n, tries, one_ship = -1, done;

	rng = (unsigned long)_i * 104729 + 3;
	random_fleet(r, &l);
	for (i = 0; i < l.nships; i++)
		if (fleet_ship_size(&l, i) == 1)
			one_ship = i;
	ck_assert_int_ge(one_ship, 0);

	/* a ship moved to touch another: TOUCH */
	for (tries = 0, done = 0; tries < 2000 && !done; tries++) {
		x = rnd(r->board_w);
		y = rnd(r->board_h);
		if (!near_ship(&l, one_ship, x, y))
			continue;
		for (i = 0; i < l.ncells; i++)
			if (l.cell[i].x == x && l.cell[i].y == y)
				break;
		if (i < l.ncells)
			continue;
		one.x = (unsigned char)x;
		one.y = (unsigned char)y;
		layout_edit(&l, one_ship, &one, 1, &m);
		ck_assert_uint_eq(check_layout(r, &m, &rep), BIT(FLEET_TOUCH));
		fleet_report_free(&rep);
		ck_assert_uint_eq(check_grid(r, &m, &rep), BIT(FLEET_TOUCH));
		fleet_report_free(&rep);
		done = 1;
	}
	ck_assert(done);

	/* an extra ship (away from the others): WRONG_FLEET; a missing ship: WRONG_FLEET */
	for (tries = 0, done = 0; tries < 5000 && !done; tries++) {
		x = rnd(r->board_w);
		y = rnd(r->board_h);
		if (near_ship(&l, -1, x, y))
			continue;
		one.x = (unsigned char)x;
		one.y = (unsigned char)y;
		layout_edit(&l, -1, &one, 1, &m);
		ck_assert_uint_eq(check_layout(r, &m, &rep), BIT(FLEET_WRONG_FLEET));
		fleet_report_free(&rep);
		ck_assert_uint_eq(check_grid(r, &m, &rep), BIT(FLEET_WRONG_FLEET));
		fleet_report_free(&rep);
		done = 1;
	}
	for (i = 0; i < l.nships; i++) {
		layout_edit(&l, i, NULL, 0, &m);
		ck_assert_uint_eq(check_layout(r, &m, &rep), BIT(FLEET_WRONG_FLEET));
		fleet_report_free(&rep);
		ck_assert_uint_eq(check_grid(r, &m, &rep), BIT(FLEET_WRONG_FLEET));
		fleet_report_free(&rep);
	}

	/* a ship off the board (one row or column beyond, away from the rest): OUT_OF_BOARD */
	for (tries = 0, done = 0; tries < 200 && !done; tries++) {
		if (rnd(2)) {
			x = rnd(r->board_w);
			y = r->board_h + rnd(2);
		} else {
			x = r->board_w + rnd(2);
			y = rnd(r->board_h);
		}
		if (near_ship(&l, one_ship, x, y))
			continue;
		one.x = (unsigned char)x;
		one.y = (unsigned char)y;
		layout_edit(&l, one_ship, &one, 1, &m);
		ck_assert_uint_eq(check_layout(r, &m, &rep), BIT(FLEET_OUT_OF_BOARD));
		fleet_report_free(&rep);
		ck_assert_uint_eq(check_grid(r, &m, &rep), BIT(FLEET_OUT_OF_BOARD));
		fleet_report_free(&rep);
		done = 1;
	}
	ck_assert(done);

	/* a ship of 3 or more bent at either end, to either side: NOT_STRAIGHT */
	for (i = 0, done = 0; i < l.nships && !done; i++) {
		int end, vert;

		n = fleet_ship_size(&l, i);
		if (n < 3)
			continue;
		for (end = 0; end < 2 && !done; end++)
			for (k = -1; k <= 1 && !done; k += 2) {
				int from = end ? n - 2 : 1, moved = end ? n - 1 : 0;

				memcpy(c, &l.cell[l.start[i]], (size_t)n * sizeof(*c));
				vert = c[0].x == c[1].x;
				/* move an end cell beside its neighbour */
				x = c[from].x + (vert ? k : 0);
				y = c[from].y + (vert ? 0 : k);
				if (x < 0 || y < 0 || x >= r->board_w || y >= r->board_h ||
				    near_ship(&l, i, x, y))
					continue;
				c[moved].x = (unsigned char)x;
				c[moved].y = (unsigned char)y;
				layout_edit(&l, i, c, n, &m);
				ck_assert_uint_eq(check_layout(r, &m, &rep), BIT(FLEET_NOT_STRAIGHT));
				fleet_report_free(&rep);
				ck_assert_uint_eq(check_grid(r, &m, &rep), BIT(FLEET_NOT_STRAIGHT));
				fleet_report_free(&rep);
				done = 1;
			}
	}
}
END_TEST

/* ------------------------------------------------------ §5 counts */

START_TEST(count_two_singles_10x10)
{
	struct fleet_rules	 r = fleet_classic;
	struct fleet_layout	 l;
	struct fleet_report	 rep = { 0, NULL };
	struct fleet_cell	 a, b;
	int			 i, j, valid = 0;

	r.fleet.n = 1;
	r.fleet.kind[0].size = 1;
	r.fleet.kind[0].count = 2;
	/* Every pair of squares: the validator must accept exactly 4,608. */
	for (i = 0; i < 100; i++)
		for (j = i + 1; j < 100; j++) {
			memset(&l, 0, sizeof(l));
			a.x = (unsigned char)(i % 10);
			a.y = (unsigned char)(i / 10);
			b.x = (unsigned char)(j % 10);
			b.y = (unsigned char)(j / 10);
			fleet_layout_add(&l, &a, 1);
			fleet_layout_add(&l, &b, 1);
			if (fleet_layout_check(&r, &l, &rep) == 0)
				valid++;
			fleet_report_free(&rep);
		}
	ck_assert_int_eq(valid, 4608);
}
END_TEST

START_TEST(count_one_four_10x10)
{
	struct fleet_rules	 r = fleet_classic;
	struct fleet_layout	 l;
	struct fleet_report	 rep = { 0, NULL };
	struct fleet_cell	 c[4];
	int			 x, y, v, k, valid = 0;

	r.fleet.n = 1;
	r.fleet.kind[0].size = 4;
	r.fleet.kind[0].count = 1;
	/* Every start square and direction, including those that run off the board. */
	for (y = 0; y < 10; y++)
		for (x = 0; x < 10; x++)
			for (v = 0; v < 2; v++) {
				for (k = 0; k < 4; k++) {
					c[k].x = (unsigned char)(x + (v ? 0 : k));
					c[k].y = (unsigned char)(y + (v ? k : 0));
				}
				memset(&l, 0, sizeof(l));
				fleet_layout_add(&l, c, 4);
				if (fleet_layout_check(&r, &l, &rep) == 0)
					valid++;
				fleet_report_free(&rep);
			}
	ck_assert_int_eq(valid, 140);
}
END_TEST

/* Counts placements of sizes[i..] (equal sizes in increasing position order). */
static long
enumerate(const int *sizes, int n, int i, int minpos, unsigned char occ[FLEET_DIM][FLEET_DIM],
    int w, int h)
{
	long	 total = 0;
	int	 pos, v, k, start;

	if (i == n)
		return 1;
	start = (i > 0 && sizes[i] == sizes[i - 1]) ? minpos : 0;
	for (pos = start; pos < w * h * 2; pos++) {
		int x = (pos / 2) % w, y = (pos / 2) / w;

		v = pos % 2;
		if (sizes[i] == 1 && v == 1)
			continue;
		if (!fits((const unsigned char (*)[FLEET_DIM])occ, w, h, x, y, sizes[i], v))
			continue;
		for (k = 0; k < sizes[i]; k++)
			occ[y + (v ? k : 0)][x + (v ? 0 : k)] = 1;
		total += enumerate(sizes, n, i + 1, pos + 1, occ, w, h);
		for (k = 0; k < sizes[i]; k++)
			occ[y + (v ? k : 0)][x + (v ? 0 : k)] = 0;
	}
	return total;
}

START_TEST(count_6x6_fleet)
{
	static const int sizes[] = { 3, 2, 2, 1, 1, 1 };
	unsigned char	 occ[FLEET_DIM][FLEET_DIM];

	memset(occ, 0, sizeof(occ));
	ck_assert_int_eq(enumerate(sizes, 6, 0, 0, occ, 6, 6), 894296);
}
END_TEST

Suite *
fleet_suite(void)
{
	Suite	*s = suite_create("fleet");
	TCase	*tc = tcase_create("examples");

	tcase_add_test(tc, example_1_l1_valid);
	tcase_add_test(tc, example_2_corner_touch);
	tcase_add_test(tc, example_3_side_touch);
	tcase_add_test(tc, example_4_bent);
	tcase_add_test(tc, example_5_not_contiguous);
	tcase_add_test(tc, example_6_off_board);
	tcase_add_test(tc, example_7_fifth_torpedowiec);
	tcase_add_test(tc, example_8_pancernik_touches_h8);
	tcase_add_test(tc, example_17_fish_off_board);
	tcase_add_test(tc, all_violations_reported);
	tcase_add_test(tc, grid_wrong_size);
	tcase_add_test(tc, examples_9_to_13_classic);
	tcase_add_test(tc, examples_14_15_boats);
	tcase_add_test(tc, example_16_last_square_wins);
	tcase_add_test(tc, example_18_fish);
	tcase_add_test(tc, repeat_as_miss_never_hits_twice);
	tcase_add_test(tc, answer_words);
	tcase_add_test(tc, ruleset_round_trip);
	suite_add_tcase(s, tc);
	tc = tcase_create("properties");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, random_fleets_are_valid, 0, 300);
	tcase_add_loop_test(tc, mutations_are_caught, 0, 150);
	tcase_add_test(tc, mismatch_bound_keeps_the_reading);
	tcase_add_test(tc, count_two_singles_10x10);
	tcase_add_test(tc, count_one_four_10x10);
	tcase_add_test(tc, count_6x6_fleet);
	suite_add_tcase(s, tc);
	return s;
}
