/*
 * Rybaření: the tile set, matching, scoring (referee-rybareni(7) §2, §4, §5 with its
 * worked examples and pairing tests), the .ryb reader and printer, and the
 * judge on random whole games played legally and on broken ones.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/notation/ryb.h"
#include "../src/rules/rybareni/rybareni.h"
#include "../src/util/stream.h"

/* ------------------------------------------------------------- helpers */

/* Parses a list of tiles "6-6, 4-5 ..." (test data, must be valid). */
static int
tiles_of(const char *s, int *out)
{
	int	 n = 0, t;

	while (*s) {
		while (*s == ' ' || *s == ',')
			s++;
		if (!*s)
			break;
		t = ryb_tile_parse(s, 3);
		ck_assert_msg(t >= 0, "bad test tile %.3s", s);
		out[n++] = t;
		s += 3;
	}
	return n;
}

/* The 64 tiles of two sets, written out from referee-rybareni(7) §2 (not from the code). */
static const char *const civil_names[] = {
	"6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2", "5-6", "4-6", "1-6", "1-5" };
static const char *const military_names[] = {
	"3-6", "4-5", "2-6", "3-5", "2-5", "3-4", "1-4", "2-3", "1-2", "2-4" };

static int
one_set(int *out)
{
	int	 n = 0, i;

	for (i = 0; i < 11; i++) {
		out[n++] = ryb_tile_parse(civil_names[i], 3);
		out[n++] = ryb_tile_parse(civil_names[i], 3);
	}
	for (i = 0; i < 10; i++)
		out[n++] = ryb_tile_parse(military_names[i], 3);
	return n;
}

static int
two_sets(int *out)
{
	int	 n = one_set(out);

	return n + one_set(out + n);
}

/* ------------------------------------------------------------- tiles */

START_TEST(tile_faces)
{
	int	 a, b, t, seen[RYB_KINDS] = { 0 }, set[RYB_SET], n, i, pips = 0;
	char	 name[4], rev[4];

	for (a = 0; a <= 7; a++)
		for (b = 0; b <= 7; b++) {
			t = ryb_tile(a, b);
			if (a < 1 || a > 6 || b < 1 || b > 6) {
				ck_assert_int_eq(t, -1);
				continue;
			}
			ck_assert(t >= 0 && t < RYB_KINDS);
			ck_assert_int_eq(t, ryb_tile(b, a));
			ck_assert_int_eq(ryb_tile_lo(t), a < b ? a : b);
			ck_assert_int_eq(ryb_tile_hi(t), a < b ? b : a);
			ck_assert_int_eq(ryb_tile_pips(t), a + b);
			ryb_tile_name(t, name);
			ck_assert_int_eq(ryb_tile_parse(name, 3), t);
			rev[0] = name[2];
			rev[1] = '-';
			rev[2] = name[0];
			ck_assert_int_eq(ryb_tile_parse(rev, 3), t);	/* 4-2 = 2-4 */
			seen[t] = 1;
		}
	for (t = 0; t < RYB_KINDS; t++)
		ck_assert(seen[t]);
	ck_assert_int_eq(ryb_tile_parse("7-7", 3), -1);
	ck_assert_int_eq(ryb_tile_parse("0-1", 3), -1);
	ck_assert_int_eq(ryb_tile_parse("2-4x", 4), -1);
	ck_assert_int_eq(ryb_tile_parse("24", 2), -1);
	/* One set: 32 tiles, 227 pips; copies agree with the series of §2. */
	n = one_set(set);
	ck_assert_int_eq(n, RYB_SET);
	for (i = 0; i < n; i++)
		pips += ryb_tile_pips(set[i]);
	ck_assert_int_eq(pips, 227);
	for (i = 0; i < 11; i++)
		ck_assert_int_eq(ryb_tile_copies(ryb_tile_parse(civil_names[i], 3)), 2);
	for (i = 0; i < 10; i++)
		ck_assert_int_eq(ryb_tile_copies(ryb_tile_parse(military_names[i], 3)), 1);
}
END_TEST

/* The red pips of the small fish, the table of referee-rybareni(7) §2. */
START_TEST(tile_red)
{
	static const struct {
		const char	*tile;
		int		 red, culin;
	} small[] = {
		{ "1-1", 2, 2 }, { "1-2", 1, 1 }, { "1-3", 1, 1 }, { "2-2", 0, 0 },
		{ "1-4", 5, 5 }, { "2-3", 0, 0 }, { "1-5", 1, 1 }, { "2-4", 4, 4 },
		{ "3-3", 0, 0 }, { "1-6", 1, 4 }, { "2-5", 0, 0 }, { "3-4", 4, 4 },
	};
	struct ryb_rules culin = ryb_seed;
	size_t	 i;
	int	 t;

	culin.red_sixes = RYB_RED_ALL_SIXES;
	for (i = 0; i < sizeof(small) / sizeof(small[0]); i++) {
		t = ryb_tile_parse(small[i].tile, 3);
		ck_assert(!ryb_tile_big(&ryb_seed, t));
		ck_assert_int_eq(ryb_tile_red(&ryb_seed, t), small[i].red);
		ck_assert_int_eq(ryb_tile_red(&culin, t), small[i].culin);
	}
	ck_assert_int_eq(ryb_tile_red(&ryb_seed, ryb_tile(6, 6)), 6);
	ck_assert_int_eq(ryb_tile_red(&culin, ryb_tile(6, 6)), 6);
}
END_TEST

/* ------------------------------------------------------------ matching */

/* referee-rybareni(7) §5 pairing tests: default / with gee_joon_exclusive = true. */
START_TEST(pairing_tests)
{
	static const struct {
		const char	*a, *b;
		int		 def, excl;
	} cases[] = {
		{ "5-5", "4-6", 1, 1 }, { "3-4", "2-5", 1, 1 }, { "1-6", "3-4", 1, 1 },
		{ "4-5", "3-6", 1, 1 }, { "4-4", "2-6", 1, 1 }, { "2-4", "1-2", 1, 1 },
		{ "1-2", "1-2", 1, 1 }, { "2-4", "3-3", 1, 0 }, { "1-5", "2-4", 1, 0 },
		{ "1-2", "3-3", 0, 0 }, { "6-6", "5-5", 0, 0 },
	};
	struct ryb_rules excl = ryb_seed;
	size_t	 i;
	int	 a, b;

	excl.gee_joon_exclusive = 1;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		a = ryb_tile_parse(cases[i].a, 3);
		b = ryb_tile_parse(cases[i].b, 3);
		ck_assert_msg(ryb_match(&ryb_seed, a, b) == cases[i].def, "%s + %s", cases[i].a,
		    cases[i].b);
		ck_assert_msg(ryb_match(&ryb_seed, b, a) == cases[i].def, "%s + %s", cases[i].b,
		    cases[i].a);
		ck_assert_msg(ryb_match(&excl, a, b) == cases[i].excl, "%s + %s excl",
		    cases[i].a, cases[i].b);
		ck_assert_msg(ryb_match(&excl, b, a) == cases[i].excl, "%s + %s excl",
		    cases[i].b, cases[i].a);
	}
}
END_TEST

/* Every pair of the 32 tiles of a set, both knob values, against the halves. */
START_TEST(pairing_all)
{
	struct ryb_rules excl = ryb_seed;
	int	 set[RYB_SET], i, j, a1, a2, b1, b2, ga, gb, want, differ = 0, m0, m1;

	excl.gee_joon_exclusive = 1;
	one_set(set);
	for (i = 0; i < RYB_SET; i++)
		for (j = 0; j < RYB_SET; j++) {
			a1 = ryb_tile_lo(set[i]), a2 = ryb_tile_hi(set[i]);
			b1 = ryb_tile_lo(set[j]), b2 = ryb_tile_hi(set[j]);
			ga = (a1 == 1 && a2 == 2) || (a1 == 2 && a2 == 4);
			gb = (b1 == 1 && b2 == 2) || (b1 == 2 && b2 == 4);
			want = (ga && gb) || a1 + a2 == b1 + b2;
			m0 = ryb_match(&ryb_seed, set[i], set[j]);
			ck_assert_int_eq(m0, want);
			want = (ga || gb) ? (ga && gb) : a1 + a2 == b1 + b2;
			m1 = ryb_match(&excl, set[i], set[j]);
			ck_assert_int_eq(m1, want);
			ck_assert_int_eq(m0, ryb_match(&ryb_seed, set[j], set[i]));
			differ += m0 != m1;
		}
	/* Only 2-4 with the two 1-5 and the two 3-3, both ways round. */
	ck_assert_int_eq(differ, 8);
}
END_TEST

/* ------------------------------------------------------------- scoring */

static void
score_of(const struct ryb_rules *r, const char *tiles, struct ryb_score *s)
{
	int	 t[RYB_TILES * 2];
	int	 n = tiles_of(tiles, t);

	ryb_score(r, t, (size_t)n, s);
}

/* referee-rybareni(7) §5, worked examples 1-7. */
START_TEST(worked_examples)
{
	static const struct {
		const char	*tiles;
		int		 big, small, rounded, total;
	} ex[] = {
		{ "6-6 6-6 4-5 3-6 1-4 2-3 2-4 1-2", 84, 10, 10, 94 },
		{ "1-1 1-1 1-4 3-4 5-5 4-6", 40, 13, 20, 60 },
		{ "2-2 1-3 3-3 1-5 2-5 3-4", 0, 6, 10, 10 },
		{ "2-2 3-3 2-5 2-3", 0, 0, 0, 0 },
		{ "1-4 1-4 2-4 3-4 1-1", 0, 20, 20, 20 },
		{ "1-6 1-6 2-5 3-4", 0, 6, 10, 10 },
		{ "4-4 2-6 3-5 1-1", 48, 2, 10, 58 },
	};
	struct ryb_rules next = ryb_seed, culin = ryb_seed, none = ryb_seed;
	struct ryb_score s;
	size_t	 i;

	for (i = 0; i < sizeof(ex) / sizeof(ex[0]); i++) {
		score_of(&ryb_seed, ex[i].tiles, &s);
		ck_assert_msg(s.big == ex[i].big && s.small == ex[i].small &&
		    s.rounded == ex[i].rounded && s.total == ex[i].total,
		    "example %zu: %d %d %d %d", i + 1, s.big, s.small, s.rounded, s.total);
	}
	next.small_fish_rounding = RYB_ROUND_NEXT10;
	culin.red_sixes = RYB_RED_ALL_SIXES;
	none.small_fish_rounding = RYB_ROUND_NONE;
	score_of(&next, ex[3].tiles, &s);		/* example 4: 0 -> 10 strictly next */
	ck_assert_int_eq(s.rounded, 10);
	score_of(&next, ex[4].tiles, &s);		/* example 5: 20 -> 30 */
	ck_assert_int_eq(s.rounded, 30);
	score_of(&culin, ex[5].tiles, &s);		/* example 6: Culin's sixes 12 -> 20 */
	ck_assert_int_eq(s.small, 12);
	ck_assert_int_eq(s.rounded, 20);
	score_of(&none, ex[1].tiles, &s);		/* no rounding: 40 + 13 */
	ck_assert_int_eq(s.total, 53);
}
END_TEST

/* Examples 8 and 9: all 64 tiles 594, one set 302. */
START_TEST(sanity_totals)
{
	struct ryb_score s;
	int	 t[RYB_TILES];

	ryb_score(&ryb_seed, t, (size_t)two_sets(t), &s);
	ck_assert_int_eq(s.big, 544);
	ck_assert_int_eq(s.small, 48);
	ck_assert_int_eq(s.rounded, 50);
	ck_assert_int_eq(s.total, 594);
	ryb_score(&ryb_seed, t, (size_t)one_set(t), &s);
	ck_assert_int_eq(s.big, 272);
	ck_assert_int_eq(s.small, 24);
	ck_assert_int_eq(s.rounded, 30);
	ck_assert_int_eq(s.total, 302);
}
END_TEST

/* A plain recomputation from the tables of referee-rybareni(7) §2. */
static void
plain_score(int red_sixes, int rounding, const int *t, int n, int *big, int *small, int *rounded)
{
	static const struct {
		const char	*tile;
		int		 value;		/* big fish points, or red pips */
	} table[] = {
		{ "2-6", 16 }, { "3-5", 16 }, { "4-4", 16 }, { "3-6", 18 }, { "4-5", 18 },
		{ "4-6", 20 }, { "5-5", 20 }, { "5-6", 22 }, { "6-6", 24 },
		{ "1-1", 2 }, { "1-2", 1 }, { "1-3", 1 }, { "2-2", 0 }, { "1-4", 5 }, { "2-3", 0 },
		{ "1-5", 1 }, { "2-4", 4 }, { "3-3", 0 }, { "1-6", 1 }, { "2-5", 0 }, { "3-4", 4 },
	};
	char	 name[4];
	size_t	 k;
	int	 i, v;

	*big = *small = 0;
	for (i = 0; i < n; i++) {
		ryb_tile_name(t[i], name);
		for (k = 0; strcmp(table[k].tile, name) != 0; k++)
			continue;
		v = table[k].value;
		if (k < 9)
			*big += v;
		else
			*small += v + (red_sixes && strcmp(name, "1-6") == 0 ? 3 : 0);
	}
	*rounded = *small;
	if (rounding == RYB_ROUND_CEIL10)
		while (*rounded % 10 != 0)
			(*rounded)++;
	else if (rounding == RYB_ROUND_NEXT10)
		for ((*rounded)++; *rounded % 10 != 0; (*rounded)++)
			continue;
}

/* Every catch size 0..64, many random catches, every red_sixes and rounding. */
START_TEST(score_random)
{
	struct ryb_rules r = ryb_seed;
	struct ryb_score s;
	int	 all[RYB_TILES], n, i, j, k, tmp, rep, big, small, rounded;

	srand(20261203);
	two_sets(all);
	for (n = 0; n <= RYB_TILES; n++)
		for (rep = 0; rep < 40; rep++) {
			for (i = 0; i < n; i++) {		/* partial Fisher-Yates */
				j = i + rand() % (RYB_TILES - i);
				tmp = all[i];
				all[i] = all[j];
				all[j] = tmp;
			}
			for (k = 0; k < 6; k++) {
				r.red_sixes = k % 2;
				r.small_fish_rounding = k / 2;
				ryb_score(&r, all, (size_t)n, &s);
				plain_score(k % 2, k / 2, all, n, &big, &small, &rounded);
				ck_assert_int_eq(s.big, big);
				ck_assert_int_eq(s.small, small);
				ck_assert_int_eq(s.rounded, rounded);
				ck_assert_int_eq(s.total, big + rounded);
			}
		}
}
END_TEST

START_TEST(places_shared)
{
	int	 t1[] = { 40, 60, 40 }, p1[3], t2[] = { 10, 10 }, p2[2], t3[] = { 5, 9, 7 }, p3[3];

	ryb_places(t1, 3, p1);
	ck_assert(p1[0] == 2 && p1[1] == 1 && p1[2] == 2);
	ryb_places(t2, 2, p2);
	ck_assert(p2[0] == 1 && p2[1] == 1);
	ryb_places(t3, 3, p3);
	ck_assert(p3[0] == 3 && p3[1] == 1 && p3[2] == 2);
}
END_TEST

/* ------------------------------------------------------ random games */

struct sim {
	const struct ryb_rules *r;
	int	 table[RYB_KINDS], stacked[RYB_KINDS], hand[RYB_MAXP][RYB_KINDS];
	int	 caught[RYB_MAXP];
};

static void
sim_take_table(struct sim *s, int p, int w)
{
	int	 n = s->stacked[w] ? 3 : 1;

	s->table[w] -= n;
	s->stacked[w] = 0;
	s->caught[p] += n;
}

static int
sim_can(const struct sim *s, int d, int w)
{
	return s->table[w] > 0 && ryb_match(s->r, d, w) && (!s->stacked[w] || w == d);
}

/* Deals a random game and plays it legally at random; turns = how many to play. */
static void
random_game(const struct ryb_rules *r, int np, int turns, struct ryb_game *g)
{
	struct sim	 s;
	struct ryb_turn	*t;
	int		 all[RYB_TILES], i, j, tmp, p, pos = 0, h, w, opt[RYB_KINDS * RYB_KINDS][3];
	int		 nopt, c, d;

	memset(g, 0, sizeof(*g));
	memset(&s, 0, sizeof(s));
	s.r = r;
	two_sets(all);
	for (i = RYB_TILES - 1; i > 0; i--) {
		j = rand() % (i + 1);
		tmp = all[i];
		all[i] = all[j];
		all[j] = tmp;
	}
	g->nplayers = np;
	for (p = 0; p < np; p++)
		snprintf(g->players[p], sizeof(g->players[p]), "Hráč %c", 'A' + p);
	if (rand() % 2)
		snprintf(g->event, sizeof(g->event), "Klub Paluba");
	g->nhand = ryb_hand_size(np);
	for (i = 0; i < RYB_TABLE; i++)
		s.table[g->table[i] = all[pos++]]++;
	for (p = 0; p < np; p++)
		for (i = 0; i < g->nhand; i++)
			s.hand[p][g->hand[p][i] = all[pos++]]++;
	for (i = 0; i < RYB_WALL; i++)
		g->wall[i] = all[pos++];
	g->has_play = 1;
	for (i = 0; i < turns; i++) {
		p = i % np;
		t = &g->turns[g->nturns++];
		t->player = p + 1;
		/* The hand part: every legal choice. */
		nopt = 0;
		if (r->hand_play != RYB_HAND_MUST_PLAY)
			opt[nopt][0] = RYB_ACT_NONE, nopt++;
		for (h = 0; h < RYB_KINDS; h++) {
			if (s.hand[p][h] == 0)
				continue;
			for (w = 0; w < RYB_KINDS; w++)
				if (sim_can(&s, h, w)) {
					opt[nopt][0] = RYB_ACT_CATCH;
					opt[nopt][1] = h;
					opt[nopt++][2] = w;
				}
			if (r->triple_stack && s.table[h] == 2 && !s.stacked[h]) {
				opt[nopt][0] = RYB_ACT_STACK;
				opt[nopt++][1] = h;
			}
			if (r->hand_play == RYB_HAND_MUST_PLAY) {
				opt[nopt][0] = RYB_ACT_LAY;
				opt[nopt++][1] = h;
			}
		}
		if (r->double_six_pair && i < np && s.hand[p][ryb_tile(6, 6)] >= 2)
			opt[nopt][0] = RYB_ACT_PAIR66, nopt++;
		if (nopt == 0)
			opt[nopt][0] = RYB_ACT_NONE, nopt++;	/* must_play with an empty hand */
		c = rand() % nopt;
		if (r->hand_play == RYB_HAND_MUST_CATCH && nopt > 1 && c == 0)
			c = 1;	/* optional NONE is first; a catch exists: take one */
		t->hand_act = opt[c][0];
		switch (t->hand_act) {
		case RYB_ACT_CATCH:
			t->hand = opt[c][1];
			t->hand_with = opt[c][2];
			s.hand[p][t->hand]--;
			s.caught[p]++;
			sim_take_table(&s, p, t->hand_with);
			break;
		case RYB_ACT_STACK:
			t->hand = opt[c][1];
			s.hand[p][t->hand]--;
			s.table[t->hand] = 3;
			s.stacked[t->hand] = 1;
			break;
		case RYB_ACT_LAY:
			t->hand = opt[c][1];
			s.hand[p][t->hand]--;
			s.table[t->hand]++;
			break;
		case RYB_ACT_PAIR66:
			t->hand = t->hand_with = ryb_tile(6, 6);
			s.hand[p][t->hand] -= 2;
			s.caught[p] += 2;
			break;
		}
		/* The draw: a catch when one exists (or a stack), else laid. */
		d = t->draw = g->wall[i];
		nopt = 0;
		for (w = 0; w < RYB_KINDS; w++)
			if (sim_can(&s, d, w)) {
				opt[nopt][0] = RYB_ACT_CATCH;
				opt[nopt++][1] = w;
			}
		if (nopt > 0 && r->triple_stack && s.table[d] == 2 && !s.stacked[d])
			opt[nopt][0] = RYB_ACT_STACK, nopt++;
		if (nopt == 0) {
			t->draw_act = RYB_ACT_LAY;
			s.table[d]++;
			continue;
		}
		c = rand() % nopt;
		t->draw_act = opt[c][0];
		if (t->draw_act == RYB_ACT_STACK) {
			s.table[d] = 3;
			s.stacked[d] = 1;
		} else {
			t->draw_with = opt[c][1];
			s.caught[p]++;
			sim_take_table(&s, p, t->draw_with);
		}
	}
}

static void
check_conservation(const struct ryb_game *g, const struct ryb_result *res)
{
	int	 count[RYB_KINDS] = { 0 }, all[RYB_TILES], p, i, k;

	for (p = 0; p < g->nplayers; p++)
		for (i = 0; i < res->ncatch[p]; i++)
			count[res->catch[p][i]]++;
	for (k = 0; k < RYB_KINDS; k++) {
		count[k] += res->table_left[k];
		for (p = 0; p < g->nplayers; p++)
			count[k] += res->hand_left[p][k];
	}
	for (i = RYB_WALL - res->wall_left; i < RYB_WALL; i++)
		count[g->wall[i]]++;
	two_sets(all);
	for (i = 0; i < RYB_TILES; i++)
		count[all[i]]--;
	for (k = 0; k < RYB_KINDS; k++)
		ck_assert_int_eq(count[k], 0);
}

static int
same_game(const struct ryb_game *a, const struct ryb_game *b)
{
	int	 i, x[RYB_KINDS] = { 0 }, p;

	if (a->nplayers != b->nplayers || a->nturns != b->nturns ||
	    strcmp(a->event, b->event) != 0 || memcmp(a->wall, b->wall, sizeof(a->wall)) != 0)
		return 0;
	for (i = 0; i < RYB_TABLE; i++)
		x[a->table[i]]++, x[b->table[i]]--;
	for (p = 0; p < a->nplayers; p++) {
		if (strcmp(a->players[p], b->players[p]) != 0)
			return 0;
		for (i = 0; i < a->nhand; i++)
			x[a->hand[p][i]]++, x[b->hand[p][i]]--;
	}
	for (i = 0; i < RYB_KINDS; i++)
		if (x[i] != 0)
			return 0;
	for (i = 0; i < a->nturns; i++) {
		const struct ryb_turn *s = &a->turns[i], *t = &b->turns[i];

		if (s->player != t->player || s->hand_act != t->hand_act ||
		    s->draw_act != t->draw_act || s->draw != t->draw ||
		    (s->hand_act != RYB_ACT_NONE && s->hand != t->hand) ||
		    (s->hand_act == RYB_ACT_CATCH && s->hand_with != t->hand_with) ||
		    (s->draw_act == RYB_ACT_CATCH && s->draw_with != t->draw_with))
			return 0;
	}
	return 1;
}

START_TEST(random_legal_games)
{
	static const struct ryb_rules *const rules[] = { &ryb_seed, &ryb_traditional };
	struct ryb_rules variants[4];
	struct ryb_game	*g = malloc(sizeof(*g)), *back = malloc(sizeof(*back));
	struct ryb_result *res = malloc(sizeof(*res));
	struct ryb_reader rd;
	struct verdict	 v = { 0 };
	struct errbuf	 err;
	struct strbuf	 a = { 0 }, b = { 0 };
	int		 i, j, np, ri, total, acts[RYB_ACT_PAIR66 + 1] = { 0 };

	variants[0] = *rules[0];
	variants[1] = *rules[1];
	variants[2] = ryb_seed;
	variants[2].hand_play = RYB_HAND_MUST_PLAY;
	variants[2].gee_joon_exclusive = 1;
	variants[3] = ryb_seed;
	variants[3].hand_play = RYB_HAND_OPTIONAL;	/* the old reading of the hand pair */
	ck_assert_int_eq(variants[0].hand_play, RYB_HAND_MUST_CATCH);
	ck_assert_int_eq(variants[1].hand_play, RYB_HAND_MUST_CATCH);
	srand(11);
	for (i = 0; i < 2000; i++) {
		np = 2 + i % 2;
		ri = (i / 2) % 4;
		random_game(&variants[ri], np, RYB_WALL, g);
		for (j = 0; j < g->nturns; j++) {
			acts[g->turns[j].hand_act]++;
			acts[g->turns[j].draw_act]++;
		}
		verdict_reset(&v);
		ryb_judge(&variants[ri], g, res, &v);
		ck_assert_msg(v.n == 0, "game %d (rules %d): %s", i, ri, v.n ? v.r[0].text : "");
		ck_assert_int_eq(res->wall_left, 0);
		check_conservation(g, res);
		total = 0;
		for (np = 0; np < g->nplayers; np++)
			total += res->ncatch[np];
		ck_assert(total % 2 == 0);
		/* The canonical form reads back as the same game and prints the same. */
		sb_reset(&a);
		sb_reset(&b);
		ryb_print(g, &a);
		ryb_reader_init(&rd, a.s, a.len);
		ck_assert_msg(ryb_read(&rd, back, &err) == 1, "%d:%d %s\n%s", err.line, err.col,
		    err.msg, a.s);
		ck_assert(same_game(g, back));
		ryb_print(back, &b);
		ck_assert_str_eq(sb_str(&a), sb_str(&b));
		ck_assert_int_eq(ryb_read(&rd, back, &err), 0);
	}
	/* Every kind of move was played and judged legal (two dealt 6-6 are rare). */
	for (j = 0; j <= RYB_ACT_PAIR66; j++)
		ck_assert_msg(acts[j] > (j == RYB_ACT_PAIR66 ? 2 : 20), "act %d played %d times",
		    j, acts[j]);
	verdict_free(&v);
	sb_free(&a);
	sb_free(&b);
	free(g);
	free(back);
	free(res);
}
END_TEST

/* Broken games: each change is found with its code, turn and player. */
START_TEST(judge_violations)
{
	struct ryb_game	*g = malloc(sizeof(*g)), *orig = malloc(sizeof(*orig));
	struct ryb_result *res = malloc(sizeof(*res));
	struct verdict	 v = { 0 };
	int		 i, k, found, np;

	srand(5);
	for (k = 0; k < 400; k++) {
		np = 2 + k % 2;
		random_game(&ryb_seed, np, RYB_WALL, orig);
		/* A drawn tile that caught, laid instead: compulsory (§4). */
		*g = *orig;
		found = 0;
		for (i = 0; i < g->nturns && !found; i++)
			if (g->turns[i].draw_act == RYB_ACT_CATCH) {
				g->turns[i].draw_act = RYB_ACT_LAY;
				found = 1;
			}
		if (found) {
			i--;
			verdict_reset(&v);
			ryb_judge(&ryb_seed, g, res, &v);
			ck_assert(v.n >= 1);
			ck_assert_int_eq(v.r[0].code, RYB_R_COMPULSORY);
			ck_assert_int_eq(v.r[0].turn, i / np + 1);
			ck_assert_int_eq(v.r[0].player, i % np + 1);
			ck_assert(strstr(v.r[0].text, "(§4, compulsory)") != NULL);
			check_conservation(g, res);
		}
		/* The last turn missing: the wall is not used up. */
		*g = *orig;
		g->nturns--;
		verdict_reset(&v);
		ryb_judge(&ryb_seed, g, res, &v);
		ck_assert_int_eq(v.n, 1);
		ck_assert_int_eq(v.r[0].code, RYB_R_UNFINISHED);
		ck_assert_int_eq(v.r[0].player, (RYB_WALL - 1) % np + 1);
		check_conservation(g, res);
		/* Two turns swapped between players: out of order. */
		*g = *orig;
		g->turns[3].player = g->turns[3].player % np + 1;
		verdict_reset(&v);
		ryb_judge(&ryb_seed, g, res, &v);
		ck_assert(v.n >= 1);
		ck_assert_int_eq(v.r[0].code, RYB_R_ORDER);
		ck_assert_int_eq(v.r[0].turn, 3 / np + 1);
		check_conservation(g, res);
		/* A turn more than the wall allows. */
		*g = *orig;
		g->turns[g->nturns] = g->turns[g->nturns - 1];
		g->nturns++;
		verdict_reset(&v);
		ryb_judge(&ryb_seed, g, res, &v);
		ck_assert_int_eq(v.n, 1);
		ck_assert_int_eq(v.r[0].code, RYB_R_AFTER_END);
		/* The drawn tile is not the wall's. */
		*g = *orig;
		g->turns[0].draw = (g->wall[0] + 1) % RYB_KINDS;
		verdict_reset(&v);
		ryb_judge(&ryb_seed, g, res, &v);
		ck_assert(v.n >= 1);
		ck_assert_int_eq(v.r[0].code, RYB_R_DRAW);
		check_conservation(g, res);
	}
	verdict_free(&v);
	free(g);
	free(orig);
	free(res);
}
END_TEST

/* Hand-part faults on a fixed deal: not in hand, no pair, laid, stacking off. */
START_TEST(judge_hand_faults)
{
	struct ryb_game	*g = malloc(sizeof(*g));
	struct ryb_result *res = malloc(sizeof(*res));
	struct verdict	 v = { 0 };
	struct ryb_rules must = ryb_seed;
	int		 h, w, k, i, bad;

	srand(99);
	random_game(&ryb_seed, 2, 0, g);
	g->nturns = 1;
	memset(&g->turns[0], 0, sizeof(g->turns[0]));
	g->turns[0].player = 1;
	g->turns[0].draw = g->wall[0];
	g->turns[0].draw_act = RYB_ACT_LAY;
	/* Find a table tile and a hand tile that do not pair, and one the hand lacks. */
	h = g->hand[0][0];
	for (i = 0, w = -1; i < RYB_TABLE; i++)
		if (!ryb_match(&ryb_seed, h, g->table[i]))
			w = g->table[i];
	ck_assert(w >= 0);
	for (bad = 0; bad < RYB_KINDS; bad++) {
		for (k = 0; k < g->nhand && g->hand[0][k] != bad; k++)
			continue;
		if (k == g->nhand)
			break;
	}
	g->turns[0].hand_act = RYB_ACT_CATCH;
	g->turns[0].hand = h;
	g->turns[0].hand_with = w;
	verdict_reset(&v);
	ryb_judge(&ryb_seed, g, res, &v);
	ck_assert(v.n >= 1 && v.r[0].code == RYB_R_NO_PAIR);
	ck_assert_int_eq(res->ncatch[0], res->turns_played && g->turns[0].draw_act ==
	    RYB_ACT_CATCH ? 2 : 0);
	g->turns[0].hand = bad;
	verdict_reset(&v);
	ryb_judge(&ryb_seed, g, res, &v);
	ck_assert(v.n >= 1 && v.r[0].code == RYB_R_NOT_IN_HAND);
	g->turns[0].hand = h;
	g->turns[0].hand_act = RYB_ACT_LAY;
	verdict_reset(&v);
	ryb_judge(&ryb_seed, g, res, &v);
	ck_assert(v.n >= 1 && v.r[0].code == RYB_R_HAND_LAY);
	g->turns[0].hand_act = RYB_ACT_STACK;
	verdict_reset(&v);
	ryb_judge(&ryb_seed, g, res, &v);
	ck_assert(v.n >= 1 && v.r[0].code == RYB_R_STACK);
	g->turns[0].hand_act = RYB_ACT_PAIR66;
	verdict_reset(&v);
	ryb_judge(&ryb_seed, g, res, &v);
	ck_assert(v.n >= 1 && v.r[0].code == RYB_R_PAIR66);
	/* must_play: no tile from a full hand. */
	must.hand_play = RYB_HAND_MUST_PLAY;
	g->turns[0].hand_act = RYB_ACT_NONE;
	verdict_reset(&v);
	ryb_judge(&must, g, res, &v);
	ck_assert(v.n >= 1 && v.r[0].code == RYB_R_MUST_PLAY);
	verdict_free(&v);
	free(g);
	free(res);
}
END_TEST

/* ------------------------------------------------------------ records */

static const char lenient[] =
    "\xef\xbb\xbf# Rybaření, a comment\r\n"
    "[UDÁLOST \"Paluba\"] [datum \"2026-11-20\"]\r\n"
    "[Hráči \" Matěj ; Dědek \"]\n"
    "[Stůl \"1-1 1-1 4-1 5-1 1-5 1-5 1-6 1-6 2-6 3-3 4-5 4-5 4-6 4-6 6-6 6-6\"]\n"
    "[Ruka1 \"1-6,2-2,2-3,2-4,3-4,3-6,4-4,4-6,5-6,5-6,6-6,6-6\"]\n"
    "[ruka2 \"1-2 1-3 1-3 2-2 2-2 2-3 2-5 3-3 3-4 3-6 5-6 5-6\"]\n"
    "[Zed \"2-6 4-4 3-5 5-5 3-5 5-5 3-3 3-3 4-4 4-4 1-5 2-5 5-5 1-1 2-2 1-1 1-2 5-5 "
    "1-3 2-4 1-3 1-6 1-4 4-6\"]\n"
    "[Hra]\n"
    "matěj: 6-6 + 6-6 , 6-2+6-2   # two big fish\n"
    "2: nic, 4-4\n";

START_TEST(read_lenient)
{
	struct ryb_game	*g = malloc(sizeof(*g)), *back = malloc(sizeof(*back));
	struct ryb_reader rd;
	struct errbuf	 err;
	struct strbuf	 a = { 0 }, b = { 0 };

	ryb_reader_init(&rd, lenient, sizeof(lenient) - 1);
	ck_assert_msg(ryb_read(&rd, g, &err) == 1, "%d:%d: %s", err.line, err.col, err.msg);
	ck_assert_str_eq(g->event, "Paluba");
	ck_assert_str_eq(g->players[0], "Matěj");
	ck_assert_str_eq(g->players[1], "Dědek");
	ck_assert_int_eq(g->nturns, 2);
	ck_assert_int_eq(g->turns[0].player, 1);
	ck_assert_int_eq(g->turns[0].hand_act, RYB_ACT_CATCH);
	ck_assert_int_eq(g->turns[0].draw_with, ryb_tile(2, 6));
	ck_assert_int_eq(g->turns[1].hand_act, RYB_ACT_NONE);
	ck_assert_int_eq(g->turns[1].draw_act, RYB_ACT_LAY);
	ck_assert_int_eq(ryb_read(&rd, g, &err), 0);
	ryb_reader_init(&rd, lenient, sizeof(lenient) - 1);
	ryb_read(&rd, g, &err);
	ryb_print(g, &a);
	ck_assert(strstr(a.s, "[Table \"1-1 1-1 1-4 1-5 1-5 1-5 ") != NULL);
	ck_assert(strstr(a.s, "[Play]\n1: 6-6+6-6, 2-6+2-6\n2: -, 4-4\n") != NULL);
	ryb_reader_init(&rd, a.s, a.len);
	ck_assert(ryb_read(&rd, back, &err) == 1);
	ryb_print(back, &b);
	ck_assert_str_eq(a.s, b.s);
	sb_free(&a);
	sb_free(&b);
	free(g);
	free(back);
}
END_TEST

/*
 * Seed §6: "Může-li hráč spojit dvě kostky do páru, bere si tento pár". Player 1
 * chooses one of several hand pairs (4-6 with 4-6, not 6-6 with 6-6); player 2
 * could pair 3-4 or 2-5 with 1-6 and declines: flagged under the default
 * must_catch, not under the old optional.
 */
static const char declined[] =
    "[Players \"A; B\"]\n"
    "[Table \"1-1 1-1 4-1 5-1 1-5 1-5 1-6 1-6 2-6 3-3 4-5 4-5 4-6 4-6 6-6 6-6\"]\n"
    "[Hand1 \"1-6 2-2 2-3 2-4 3-4 3-6 4-4 4-6 5-6 5-6 6-6 6-6\"]\n"
    "[Hand2 \"1-2 1-3 1-3 2-2 2-2 2-3 2-5 3-3 3-4 3-6 5-6 5-6\"]\n"
    "[Wall \"2-6 4-4 3-5 5-5 3-5 5-5 3-3 3-3 4-4 4-4 1-5 2-5 5-5 1-1 2-2 1-1 1-2 5-5 "
    "1-3 2-4 1-3 1-6 1-4 4-6\"]\n"
    "[Play]\n"
    "1: 4-6+4-6, 2-6+2-6\n"
    "2: -, 4-4\n";

START_TEST(hand_pair_declined)
{
	struct ryb_game	*g = malloc(sizeof(*g));
	struct ryb_result *res = malloc(sizeof(*res));
	struct ryb_rules optional = ryb_seed;
	struct ryb_reader rd;
	struct verdict	 v = { 0 };
	struct errbuf	 err;
	size_t		 i;
	int		 must = 0;

	ryb_reader_init(&rd, declined, sizeof(declined) - 1);
	ck_assert_msg(ryb_read(&rd, g, &err) == 1, "%d:%d: %s", err.line, err.col, err.msg);
	ryb_judge(&ryb_seed, g, res, &v);
	for (i = 0; i < v.n; i++) {
		if (v.r[i].code == RYB_R_UNFINISHED)
			continue;
		ck_assert_int_eq(v.r[i].code, RYB_R_MUST_CATCH);
		ck_assert_int_eq(v.r[i].player, 2);
		ck_assert_int_eq(v.r[i].turn, 1);
		ck_assert_ptr_nonnull(strstr(v.r[i].text, "bere si tento pár"));
		must++;
	}
	ck_assert_int_eq(must, 1);
	ck_assert_int_eq(res->ncatch[0], 4);
	optional.hand_play = RYB_HAND_OPTIONAL;
	verdict_reset(&v);
	ryb_judge(&optional, g, res, &v);
	ck_assert_int_eq(v.n, 1);
	ck_assert_int_eq(v.r[0].code, RYB_R_UNFINISHED);
	verdict_free(&v);
	free(g);
	free(res);
}
END_TEST

/* Bad records: the message and the position. */
START_TEST(read_errors)
{
	static const char head[] =
	    "[Players \"A; B\"]\n"
	    "[Table \"1-1 1-1 1-4 1-5 1-5 1-5 1-6 1-6 2-6 3-3 4-5 4-5 4-6 4-6 6-6 6-6\"]\n"
	    "[Hand1 \"1-6 2-2 2-3 2-4 3-4 3-6 4-4 4-6 5-6 5-6 6-6 6-6\"]\n";
	static const char hand2[] =
	    "[Hand2 \"1-2 1-3 1-3 2-2 2-2 2-3 2-5 3-3 3-4 3-6 5-6 5-6\"]\n";
	static const char wall[] =
	    "[Wall \"2-6 4-4 3-5 5-5 3-5 5-5 3-3 3-3 4-4 4-4 1-5 2-5 5-5 1-1 2-2 1-1 1-2 5-5 "
	    "1-3 2-4 1-3 1-6 1-4 4-6\"]\n";
	static const struct {
		const char	*tail;		/* after head */
		int		 line, col;
		const char	*msg;
	} cases[] = {
		/* 65 tiles: a 25th tile in the wall. */
		{ "H2[Wall \"2-6 4-4 3-5 5-5 3-5 5-5 3-3 3-3 4-4 4-4 1-5 2-5 5-5 1-1 2-2 1-1 1-2 "
		  "5-5 1-3 2-4 1-3 1-6 1-4 4-6 6-6\"]\n", 5, 104, "Wall: expected 24 tiles, found more" },
		{ "[Hand2 \"1-2 1-3 1-3 2-2 2-2 2-3 2-5 3-3 3-4 3-6 5-6 7-7\"]\n", 4, 53,
		  "not '7-7'" },
		{ "W", 1, 1, "needs [Hand2" },
		{ "H2W[Play]\n4: -, 2-6\n", 7, 1, "expected a player from 1 to 2" },
		{ "H2W[Hand3 \"1-1\"]\n", 6, 1, "Hand3: the record has 2 players" },
		{ "H2[Wall \"6-6 4-4 3-5 5-5 3-5 5-5 3-3 3-3 4-4 4-4 1-5 2-5 5-5 1-1 2-2 1-1 1-2 "
		  "5-5 1-3 2-4 1-3 1-6 1-4 4-6\"]\n", 2, 1, "6-6 appears 5 times" },
		{ "[Hand2 \"1-2 1-3 1-3 2-2 2-2 2-3 2-5 3-3 3-4 3-6 5-6\"]\n", 4, 1,
		  "Hand2: expected 12 tiles" },
		{ "H2W[Play]\n1: 6-6+6-6 2-6+2-6\n", 7, 12, "expected ','" },
		{ "H2W[Play]\n1: -, 2-6 x\n", 7, 11, "expected the end of the turn" },
		{ "H2W1: -, 2-6\n", 6, 1, "[Play] before the turns" },
		{ "H2W[Play]\n1: -, 2-6\x01\n", 7, 10, "control character" },
		{ "H2W[Play]\n1: 6-6&5-5, 2-6\n", 7, 4, "expected 6-6&6-6" },
		{ "H2W[Sea \"x\"]\n", 6, 2, "expected a tag name" },
	};
	struct ryb_game	*g = malloc(sizeof(*g));
	struct ryb_reader rd;
	struct errbuf	 err;
	struct strbuf	 sb = { 0 };
	size_t		 i;
	const char	*p;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		sb_reset(&sb);
		sb_adds(&sb, head);
		p = cases[i].tail;
		if (strncmp(p, "H2", 2) == 0) {
			sb_adds(&sb, hand2);
			p += 2;
		}
		if (*p == 'W') {
			sb_adds(&sb, wall);
			p++;
		}
		sb_adds(&sb, p);
		ryb_reader_init(&rd, sb.s, sb.len);
		ck_assert_msg(ryb_read(&rd, g, &err) == -1, "case %zu accepted", i);
		ck_assert_msg(strstr(err.msg, cases[i].msg) != NULL, "case %zu: %s", i, err.msg);
		ck_assert_msg(err.line == cases[i].line && err.col == cases[i].col,
		    "case %zu: %d:%d, expected %d:%d (%s)", i, err.line, err.col, cases[i].line,
		    cases[i].col, err.msg);
		ck_assert_int_eq(ryb_read(&rd, g, &err), -1);
	}
	/* A NUL byte is an error, not the end. */
	sb_reset(&sb);
	sb_adds(&sb, head);
	sb_addc(&sb, '\0');
	ryb_reader_init(&rd, sb.s, sb.len + 1);
	ck_assert_int_eq(ryb_read(&rd, g, &err), -1);
	ck_assert_int_eq(err.line, 4);
	/* Empty text: no record. */
	ryb_reader_init(&rd, "# nothing\n", 10);
	ck_assert_int_eq(ryb_read(&rd, g, &err), 0);
	sb_free(&sb);
	free(g);
}
END_TEST

/*
 * The Czech words of the Rybaření rules are tag names too (issue 15), with or without
 * diacritics and in any case: each one reads like its English tag, so the
 * canonical print of the record is the same.
 */
START_TEST(read_czech_aliases)
{
	static const struct {
		const char	*english;
		const char	*czech[6];
	} tags[] = {
		{ "Event", { "Událost", "UDALOST", "turnaj", NULL } },
		{ "Date", { "Datum", "DATUM", NULL } },
		{ "Players", { "Hráči", "hraci", "HRÁČI", NULL } },
		{ "Table", { "Stůl", "stul", "STŮL", NULL } },
		{ "Hand1", { "Ruka1", "Kostky1", "KOSTKY1", NULL } },
		{ "Hand2", { "ruka2", "kostky2", NULL } },
		{ "Wall", { "Zeď", "zed", "ZEĎ", NULL } },
		{ "Play", { "Hra", "Lov", "Lovení", "loveni", "TAHY", NULL } },
	};
	static const char english[] =
	    "[Event \"Paluba\"]\n[Date \"2026-11-20\"]\n[Players \"A; B\"]\n"
	    "[Table \"1-1 1-1 1-4 1-5 1-5 1-5 1-6 1-6 2-6 3-3 4-5 4-5 4-6 4-6 6-6 6-6\"]\n"
	    "[Hand1 \"1-6 2-2 2-3 2-4 3-4 3-6 4-4 4-6 5-6 5-6 6-6 6-6\"]\n"
	    "[Hand2 \"1-2 1-3 1-3 2-2 2-2 2-3 2-5 3-3 3-4 3-6 5-6 5-6\"]\n"
	    "[Wall \"2-6 4-4 3-5 5-5 3-5 5-5 3-3 3-3 4-4 4-4 1-5 2-5 5-5 1-1 2-2 1-1 1-2 5-5 "
	    "1-3 2-4 1-3 1-6 1-4 4-6\"]\n"
	    "[Play]\n1: 6-6+6-6, 2-6+2-6\n2: nic, 4-4\n";
	struct ryb_game	*g = malloc(sizeof(*g));
	struct ryb_reader rd;
	struct errbuf	 err;
	struct strbuf	 want = { 0 }, got = { 0 }, text = { 0 };
	const char	*at;
	size_t		 i, k, n = 0;

	ryb_reader_init(&rd, english, sizeof(english) - 1);
	ck_assert_int_eq(ryb_read(&rd, g, &err), 1);
	ryb_print(g, &want);
	for (i = 0; i < sizeof(tags) / sizeof(tags[0]); i++)
		for (k = 0; tags[i].czech[k] != NULL; k++, n++) {
			/* the tag's name right after its '[' ("[Play]", not "[Players") */
			sb_reset(&text);
			sb_adds(&text, "[");
			sb_adds(&text, tags[i].english);
			sb_adds(&text, strcmp(tags[i].english, "Play") == 0 ? "]" : " ");
			at = strstr(english, text.s);
			ck_assert_ptr_nonnull(at);
			sb_reset(&text);
			sb_addn(&text, english, (size_t)(at - english) + 1);
			sb_adds(&text, tags[i].czech[k]);
			sb_adds(&text, at + 1 + strlen(tags[i].english));
			ryb_reader_init(&rd, text.s, text.len);
			ck_assert_msg(ryb_read(&rd, g, &err) == 1, "%s: %d:%d: %s",
			    tags[i].czech[k], err.line, err.col, err.msg);
			sb_reset(&got);
			ryb_print(g, &got);
			ck_assert_str_eq(got.s, want.s);
		}
	ck_assert_uint_eq(n, 24);
	/* no pair from the hand: '-', "nic" or "pas", any case */
	for (i = 0; i < 4; i++) {
		static const char *const none[] = { "-", "NIC", "pas", "Pas" };

		sb_reset(&text);
		sb_adds(&text, english);
		at = strstr(text.s, "2: nic,");
		ck_assert_ptr_nonnull(at);
		sb_reset(&got);
		sb_addn(&got, text.s, (size_t)(at - text.s) + 3);
		sb_adds(&got, none[i]);
		sb_adds(&got, at + 6);
		ryb_reader_init(&rd, got.s, got.len);
		ck_assert_msg(ryb_read(&rd, g, &err) == 1, "%s: %s", none[i], err.msg);
		ck_assert_int_eq(g->turns[1].hand_act, RYB_ACT_NONE);
	}
	/* a word that is no tag in either language stays an error */
	ryb_reader_init(&rd, "[Kostka \"1-1\"]\n", 15);
	ck_assert_int_eq(ryb_read(&rd, g, &err), -1);
	ck_assert(strstr(err.msg, "tag name") != NULL);
	sb_free(&want);
	sb_free(&got);
	sb_free(&text);
	free(g);
}
END_TEST

/* Two records in one buffer: a tag after the turns begins the next. */
START_TEST(read_stream)
{
	struct ryb_game	*g = malloc(sizeof(*g)), *h = malloc(sizeof(*h));
	struct ryb_reader rd;
	struct errbuf	 err;
	struct strbuf	 sb = { 0 };
	int		 i;

	srand(3);
	random_game(&ryb_seed, 3, 10, g);
	ryb_print(g, &sb);
	random_game(&ryb_seed, 2, RYB_WALL, h);
	ryb_print(h, &sb);
	ryb_reader_init(&rd, sb.s, sb.len);
	for (i = 0; i < 2; i++) {
		ck_assert_msg(ryb_read(&rd, g, &err) == 1, "%d:%d %s", err.line, err.col, err.msg);
		ck_assert_int_eq(g->nplayers, 3 - i);
		ck_assert_int_eq(g->nturns, i ? RYB_WALL : 10);
	}
	ck_assert_int_eq(ryb_read(&rd, g, &err), 0);
	sb_free(&sb);
	free(g);
	free(h);
}
END_TEST

/* ryb_each_file's fn: counts the games. */
static int
count_game(void *ctx, const struct ryb_game *g)
{
	(void)g;
	(*(int *)ctx)++;
	return 0;
}

/*
 * A file read in two passes (rybareni add) and once (check): every game
 * both times, a missing file at line 0, a file of no game refused with
 * the words given at line 1.
 */
START_TEST(read_file_passes)
{
	char		 path[] = "/tmp/check_ryb_fileXXXXXX";
	struct ryb_game	*g = malloc(sizeof(*g));
	struct rstream	 rs;
	struct errbuf	 err;
	struct strbuf	 sb = { 0 };
	FILE		*f;
	int		 fd, pass, n, kept, stop;

	srand(5);
	random_game(&ryb_seed, 2, RYB_WALL, g);
	ryb_print(g, &sb);
	ryb_print(g, &sb);
	ck_assert_int_ge(fd = mkstemp(path), 0);
	ck_assert_ptr_nonnull(f = fdopen(fd, "w"));
	fputs(sb.s, f);
	fclose(f);
	for (pass = 0; pass <= 2; pass++) {
		n = stop = 0;
		ck_assert_msg(ryb_each_file(path, pass, &rs, &kept, g, count_game, &n, &stop,
		    "none", &err) == 0, "pass %d: %s", pass, err.msg);
		ck_assert_int_eq(n, 2);
		ck_assert_int_eq(kept, 0);	/* a regular file is opened again */
	}
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fclose(f);
	n = stop = 0;
	ck_assert_int_eq(ryb_each_file(path, 0, &rs, &kept, g, count_game, &n, &stop, "none",
	    &err), -1);
	ck_assert_int_eq(err.line, 1);
	ck_assert_str_eq(err.msg, "none");
	ck_assert_int_eq(ryb_each_file(path, 0, &rs, &kept, g, count_game, &n, &stop, NULL,
	    &err), 0);
	unlink(path);
	ck_assert_int_eq(ryb_each_file(path, 1, &rs, &kept, g, count_game, &n, &stop, "none",
	    &err), -1);
	ck_assert_int_eq(err.line, 0);
	ck_assert_int_eq(n, 0);
	sb_free(&sb);
	free(g);
}
END_TEST

/* rybareni add: a Ruleset tag must name the event's rules; none names them all. */
START_TEST(record_rules_are)
{
	struct ryb_game	*g = calloc(1, sizeof(*g));
	struct errbuf	 err;

	ck_assert_int_eq(ryb_record_rules_are(g, &ryb_seed, &err), 0);
	strcpy(g->ruleset, "rybareni");
	ck_assert_int_eq(ryb_record_rules_are(g, &ryb_seed, &err), 0);
	strcpy(g->ruleset, "tiu-u");
	g->ruleset_line = 3;
	g->ruleset_col = 10;
	ck_assert_int_eq(ryb_record_rules_are(g, &ryb_seed, &err), -1);
	ck_assert_int_eq(err.line, 3);
	ck_assert_int_eq(err.col, 10);
	ck_assert(strstr(err.msg, "'tiu-u'") != NULL);
	strcpy(g->ruleset, "nowhere");
	ck_assert_int_eq(ryb_record_rules_are(g, &ryb_seed, &err), -1);
	free(g);
}
END_TEST

Suite *
rybareni_suite(void)
{
	Suite	*s = suite_create("rybareni");
	TCase	*tc = tcase_create("rules");
	TCase	*tr = tcase_create("records");

	tcase_add_test(tc, tile_faces);
	tcase_add_test(tc, tile_red);
	tcase_add_test(tc, pairing_tests);
	tcase_add_test(tc, pairing_all);
	tcase_add_test(tc, worked_examples);
	tcase_add_test(tc, sanity_totals);
	tcase_add_test(tc, score_random);
	tcase_add_test(tc, places_shared);
	tcase_add_test(tc, judge_violations);
	tcase_add_test(tc, judge_hand_faults);
	tcase_add_test(tc, hand_pair_declined);
	suite_add_tcase(s, tc);
	tcase_add_test(tr, random_legal_games);
	tcase_add_test(tr, read_lenient);
	tcase_add_test(tr, read_errors);
	tcase_add_test(tr, read_czech_aliases);
	tcase_add_test(tr, read_stream);
	tcase_add_test(tr, read_file_passes);
	tcase_add_test(tr, record_rules_are);
	suite_add_tcase(s, tr);
	return s;
}
