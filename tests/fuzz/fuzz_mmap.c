/*
 * Fuzz target: the Manewry Morskie board maps and rulesets. The input is read three
 * ways: as a map file (--map FILE, the grid of manewry.md §6), as the value of the
 * ruleset key "map" (rows separated by '/'), and as a whole ruleset file (key = value
 * lines, --ruleset FILE), each over every preset of the game.
 *
 * Oracles:
 * - a map that reads prints as a grid and as rows, and both read back to the same map;
 *   its squares are what mm_map_at, mm_map_is_port and mm_map_is_island say (written
 *   out here again from §6: an island is 'i', or land next to neutral water);
 * - under every preset, "preset = NAME" and "map = ROWS" as a ruleset file is accepted
 *   exactly when the preset with that map passes the game's check (as --map does);
 * - a ruleset file that is accepted prints and reads back to the same rules; one that
 *   is refused says where.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/mm.h"
#include "../../src/util/kv.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

#define CHECK(c)	do { if (!(c)) abort(); } while (0)

/* The squares of a map as the query functions give them. */
static void
check_squares(const struct mm_map *m)
{
	int	 x, y, dx, dy, island;
	char	 c;

	CHECK(mm_map_at(m, -1, 0) == 0 && mm_map_at(m, 0, m->h) == 0 && mm_map_at(m, m->w, 0) == 0);
	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++) {
			c = m->sq[y][x];
			CHECK(mm_map_at(m, x, y) == c && strchr(".n#iYRyre", c) != NULL);
			CHECK(mm_map_is_port(m, x, y, 1) == (c == 'Y'));
			CHECK(mm_map_is_port(m, x, y, 2) == (c == 'R'));
			island = c == 'i';
			for (dy = -1; dy <= 1 && c == '#'; dy++)
				for (dx = -1; dx <= 1; dx++)
					if (x + dx >= 0 && x + dx < m->w && y + dy >= 0 &&
					    y + dy < m->h && m->sq[y + dy][x + dx] == 'n')
						island = 1;
			CHECK(!mm_map_is_island(m, x, y) == !island);
		}
}

/* The map under every preset: the rows as a ruleset file against the game's check. */
static void
check_presets(const struct mm_map *m, const char *rows)
{
	const struct kv_preset	*p;
	struct mm_rules		 a, b;
	struct errbuf		 err;
	struct strbuf		 sb = { 0 };
	int			 ok;

	for (p = manewry_ruleset_game.presets; p->name != NULL; p++) {
		memcpy(&a, p->obj, sizeof(a));
		a.map = *m;
		ok = manewry_ruleset_game.validate(&a, &err) == 0;
		sb_reset(&sb);
		sb_addf(&sb, "preset = %s\nmap = %s\n", p->name, rows);
		memcpy(&b, manewry_ruleset_game.presets[0].obj, sizeof(b));
		CHECK((kv_parse(&manewry_ruleset_game, &b, sb_str(&sb), &err) == 0) == ok);
		CHECK(!ok || memcmp(&a, &b, sizeof(a)) == 0);
	}
	sb_free(&sb);
}

/* The input as a ruleset file, over every preset. */
static void
check_ruleset(const char *text)
{
	const struct kv_preset	*p;
	struct mm_rules		 a, b;
	struct errbuf		 err;
	struct strbuf		 sb = { 0 };

	for (p = manewry_ruleset_game.presets; p->name != NULL; p++) {
		memcpy(&a, p->obj, sizeof(a));
		if (kv_parse(&manewry_ruleset_game, &a, text, &err) == -1) {
			CHECK(err.line >= 0 && err.col >= 0);
			continue;
		}
		sb_reset(&sb);
		kv_print(&manewry_ruleset_game, p->name, &a, &sb);
		memcpy(&b, manewry_ruleset_game.presets[0].obj, sizeof(b));
		CHECK(kv_parse(&manewry_ruleset_game, &b, sb_str(&sb), &err) == 0);
		CHECK(memcmp(&a, &b, sizeof(a)) == 0);
	}
	sb_free(&sb);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct mm_map	 m, back;
	struct errbuf	 err;
	struct strbuf	 a = { 0 };
	char		*s;

	memset(&m, 0, sizeof(m));
	if (mm_map_read((const char *)data, size, &m, &err) == 0) {
		/* The printed grid reads back as the same map, in both forms. */
		check_squares(&m);
		mm_map_print(&m, &a);
		memset(&back, 0, sizeof(back));
		CHECK(mm_map_read(sb_str(&a), a.len, &back, &err) == 0);
		CHECK(memcmp(&m, &back, sizeof(m)) == 0);
		sb_reset(&a);
		mm_map_print_rows(&m, &a);
		memset(&back, 0, sizeof(back));
		CHECK(mm_map_parse_rows(&back, sb_str(&a), &err) == 0);
		CHECK(memcmp(&m, &back, sizeof(m)) == 0);
		check_presets(&m, sb_str(&a));
	} else
		CHECK(err.line > 0 && err.col >= 0);
	/* The same bytes as a ruleset's map value, and as a ruleset file. */
	s = xstrndup((const char *)data, size);
	memset(&m, 0, sizeof(m));
	if (mm_map_parse_rows(&m, s, &err) == 0) {
		check_squares(&m);
		sb_reset(&a);
		mm_map_print_rows(&m, &a);
		memset(&back, 0, sizeof(back));
		CHECK(mm_map_parse_rows(&back, sb_str(&a), &err) == 0);
		CHECK(memcmp(&m, &back, sizeof(m)) == 0);
	}
	if (memchr(data, '\0', size) == NULL)
		check_ruleset(s);
	free(s);
	sb_free(&a);
	return 0;
}
