/* Rybaření tiles: faces, pips, copies, red pips, matching and scoring (§2, §4, §5). */
#include <string.h>

#include "rybareni.h"

/* kind = index of (lo, hi) in the order 1-1, 1-2, ..., 1-6, 2-2, ..., 6-6. */
static const unsigned char kind_lo[RYB_KINDS] = {
	1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 6 };
static const unsigned char kind_hi[RYB_KINDS] = {
	1, 2, 3, 4, 5, 6, 2, 3, 4, 5, 6, 3, 4, 5, 6, 4, 5, 6, 5, 6, 6 };

int
ryb_tile(int a, int b)
{
	int	 t;

	if (a > b) {
		t = a;
		a = b;
		b = t;
	}
	if (a < 1 || b > 6)
		return -1;
	/* Rows of 6, 5, 4 ... kinds start at 0, 6, 11, 15, 18, 20. */
	return (a - 1) * 6 - (a - 1) * (a - 2) / 2 + (b - a);
}

int
ryb_tile_lo(int t)
{
	return kind_lo[t];
}

int
ryb_tile_hi(int t)
{
	return kind_hi[t];
}

int
ryb_tile_pips(int t)
{
	return kind_lo[t] + kind_hi[t];
}

int
ryb_tile_copies(int t)
{
	/* The civil ("wen") series: 6-6 1-1 4-4 1-3 5-5 3-3 2-2 5-6 4-6 1-6 1-5 (§2). */
	static const char *const civil[] = {
		"6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2", "5-6", "4-6", "1-6", "1-5" };
	char	 name[4];
	size_t	 i;

	ryb_tile_name(t, name);
	for (i = 0; i < sizeof(civil) / sizeof(civil[0]); i++)
		if (strcmp(civil[i], name) == 0)
			return 2;
	return 1;
}

int
ryb_tile_gee(int t)
{
	return t == ryb_tile(1, 2) || t == ryb_tile(2, 4);
}

void
ryb_tile_name(int t, char buf[4])
{
	buf[0] = (char)('0' + kind_lo[t]);
	buf[1] = '-';
	buf[2] = (char)('0' + kind_hi[t]);
	buf[3] = '\0';
}

int
ryb_tile_parse(const char *s, size_t n)
{
	if (n != 3 || s[1] != '-' || s[0] < '1' || s[0] > '6' || s[2] < '1' || s[2] > '6')
		return -1;
	return ryb_tile(s[0] - '0', s[2] - '0');
}

/* Red pips of one half of a tile: ones and fours are red, sixes as the rules say. */
static int
half_red(const struct ryb_rules *r, int v, int double_six)
{
	if (v == 1)
		return 1;
	if (v == 4)
		return 4;
	if (v == 6 && (double_six || r->red_sixes == RYB_RED_ALL_SIXES))
		return 3;
	return 0;
}

int
ryb_tile_red(const struct ryb_rules *r, int t)
{
	int	 dd = kind_lo[t] == 6 && kind_hi[t] == 6;

	return half_red(r, kind_lo[t], dd) + half_red(r, kind_hi[t], dd);
}

int
ryb_tile_big(const struct ryb_rules *r, int t)
{
	return ryb_tile_pips(t) >= r->big_fish_pips;
}

int
ryb_match(const struct ryb_rules *r, int a, int b)
{
	int	 ga = ryb_tile_gee(a), gb = ryb_tile_gee(b);

	if (ga && gb)
		return 1;		/* 2-4 + 1-2, and each with its twin */
	if (r->gee_joon_exclusive && (ga || gb))
		return 0;
	return ryb_tile_pips(a) == ryb_tile_pips(b);
}

int
ryb_round(const struct ryb_rules *r, int small)
{
	switch (r->small_fish_rounding) {
	case RYB_ROUND_CEIL10:
		return (small + 9) / 10 * 10;
	case RYB_ROUND_NEXT10:
		return (small / 10 + 1) * 10;
	default:
		return small;
	}
}

void
ryb_score(const struct ryb_rules *r, const int *tiles, size_t n, struct ryb_score *s)
{
	size_t	 i;

	memset(s, 0, sizeof(*s));
	for (i = 0; i < n; i++) {
		if (ryb_tile_big(r, tiles[i]))
			s->big += r->big_fish_points * ryb_tile_pips(tiles[i]);
		else
			s->small += r->red_pip_points * ryb_tile_red(r, tiles[i]);
	}
	s->rounded = ryb_round(r, s->small);
	s->total = s->big + s->rounded;
}

void
ryb_places(const int *total, int n, int *place)
{
	int	 i, j;

	for (i = 0; i < n; i++) {
		place[i] = 1;
		for (j = 0; j < n; j++)
			place[i] += total[j] > total[i];
	}
}

int
ryb_hand_size(int nplayers)
{
	return nplayers == 2 ? 12 : nplayers == 3 ? 8 : 0;
}
