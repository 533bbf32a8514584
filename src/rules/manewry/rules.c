/*
 * Manewry Morskie as data: the unit table (§2), the presets and ruleset keys
 * (§7), the board map (§6) and the combat matrix (§4).
 */
#include <stddef.h>
#include <string.h>

#include "manewry.h"
#include "../../util/i18n.h"
#include "../board.h"

/* The placeholder board of §6, 12 x 20. */
#define MM_MAP_S6 { 12, 20, {						\
	"YYYYYYYYYYYY", "YYYYYYYYYYYY", "YYYYYYYYYYYY",			\
	"##yey##yey##",							\
	"............", "............", "............", "............",	\
	"....nnnn....", "....n##n....", "....n##n....", "....nnnn....",	\
	"............", "............", "............", "............",	\
	"##rer##rer##",							\
	"RRRRRRRRRRRR", "RRRRRRRRRRRR", "RRRRRRRRRRRR" } }

#define MM_COMMON							\
	.map = MM_MAP_S6,						\
	.count = { 3, 3, 3, 4, 4, 4, 4, 1, 4, 6 },			\
	.move = { 2, 1, 2, 4, 2, 3, 2, 1, 0, 0 },			\
	.zone = MM_ZONE_NO_PASS,					\
	.ra_zone_exempt = 1,						\
	.battery_attacked = MM_BATATT_DIES,				\
	.battery_fire = 1,						\
	.battery_vs_ra = MM_BATRA_BATTERY_DIES,				\
	.op_es = MM_OPES_A,						\
	.metric = MM_METRIC_KING,					\
	.attack_after_move = 1,						\
	.winner_moves_in = 0,						\
	.mine_time = MM_MINE_EITHER,					\
	.mine_alone = 0,						\
	.mines_per_turn = 1,						\
	.mine_attacked = MM_MINEATT_BOTH,				\
	.clear_on_ship = MM_CLEARSHIP_ATTACK,				\
	.neutral_turns = 3,						\
	.neutral_count_entry = 0,					\
	.neutral_attack = 0,						\
	.de_interned_loses = 1,						\
	.no_turn = MM_NOTURN_LOSE,					\
	.max_turns = 0

const struct mm_rules mm_seed = {
	MM_COMMON,
	.mines_start = MM_MINES_OFF_BOARD,
};

const struct mm_rules mm_prl = {
	MM_COMMON,
	.mines_start = MM_MINES_PORT,
};

static const struct {
	const char	*code;
	const char	*name;		/* Polish, with diacritics */
	const char	*folded;	/* the name folded */
} units[MM_NUNITS] = {
	{ "PA", "pancernik", "pancernik" },
	{ "RA", "okręt rakietowy", "okret rakietowy" },
	{ "KR", "krążownik", "krazownik" },
	{ "NI", "niszczyciel", "niszczyciel" },
	{ "OP", "okręt podwodny", "okret podwodny" },
	{ "ES", "eskortowiec", "eskortowiec" },
	{ "TR", "trałowiec", "tralowiec" },
	{ "DE", "okręt desantowy", "okret desantowy" },
	{ "BA", "bateria nabrzeżna", "bateria nabrzezna" },
	{ "MI", "mina", "mina" },
};

const char *
mm_unit_code(int u)
{
	return u >= 0 && u < MM_NUNITS ? units[u].code : "??";
}

const char *
mm_unit_name(int u)
{
	return u >= 0 && u < MM_NUNITS ? units[u].name : "?";
}

int
mm_unit_parse(const char *s, size_t n)
{
	char	 f[64];
	size_t	 i, o;
	int	 u;

	if (n == 0 || n >= 40)
		return -1;
	text_fold(s, n, f, sizeof(f));
	/* Collapse blanks and '-'/'_' between words. */
	for (i = o = 0; f[i]; i++) {
		if (f[i] == ' ' || f[i] == '\t' || f[i] == '_' || f[i] == '-') {
			if (o > 0 && f[o - 1] != ' ')
				f[o++] = ' ';
		} else
			f[o++] = f[i];
	}
	while (o > 0 && f[o - 1] == ' ')
		o--;
	f[o] = '\0';
	for (u = 0; u < MM_NUNITS; u++) {
		if (o == 2 && (f[0] == units[u].code[0] + 'a' - 'A') &&
		    (f[1] == units[u].code[1] + 'a' - 'A'))
			return u;
		if (strcmp(f, units[u].folded) == 0)
			return u;
		/* "rakietowy", "podwodny", "desantowy", "bateria" alone. */
		if (strncmp(units[u].folded, "okret ", 6) == 0 &&
		    strcmp(f, units[u].folded + 6) == 0)
			return u;
		if (u == MM_BA && strcmp(f, "bateria") == 0)
			return u;
	}
	return -1;
}

/* ------------------------------------------------------------------ map */

char
mm_map_at(const struct mm_map *m, int x, int y)
{
	if (x < 0 || y < 0 || x >= m->w || y >= m->h)
		return 0;
	return m->sq[y][x];
}

int
mm_map_is_island(const struct mm_map *m, int x, int y)
{
	int	 dx, dy;
	char	 c = mm_map_at(m, x, y);

	if (c == MM_ISLAND)
		return 1;
	if (c != MM_LAND)
		return 0;
	for (dy = -1; dy <= 1; dy++)
		for (dx = -1; dx <= 1; dx++)
			if (mm_map_at(m, x + dx, y + dy) == MM_NEUTRAL)
				return 1;
	return 0;
}

int
mm_map_is_port(const struct mm_map *m, int x, int y, int p)
{
	return mm_map_at(m, x, y) == (p == 1 ? MM_PORT1 : MM_PORT2);
}

static int
map_char_ok(char c)
{
	return c == MM_SEA || c == MM_NEUTRAL || c == MM_LAND || c == MM_ISLAND ||
	    c == MM_PORT1 || c == MM_PORT2 || c == MM_ENTRANCE || c == MM_BATT1 ||
	    c == MM_BATT2;
}

int
mm_map_set_row(struct mm_map *m, int y, const char *s, size_t n, struct errbuf *err)
{
	size_t	 i;
	int	 x = 0;

	if (y >= MM_MAXH)
		return err_set(err, 0, 1, _("map: at most %d rows"), MM_MAXH);
	for (i = 0; i < n; i++) {
		if (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')
			continue;
		if (!map_char_ok(s[i]) && s[i] != 'X')
			return err_set(err, 0, (int)i + 1, _("map: expected one of . n # X i Y R e y r, "
			    "not '%c'"), s[i] >= ' ' && s[i] < 127 ? s[i] : '?');
		if (x == MM_MAXW)
			return err_set(err, 0, (int)i + 1, _("map: at most %d columns"), MM_MAXW);
		m->sq[y][x++] = s[i] == 'X' ? MM_LAND : s[i];	/* X: land where '#' is a comment */
	}
	if (x == 0)
		return err_set(err, 0, 1, _("map: expected a row of squares"));
	if (y == 0)
		m->w = x;
	else if (x != m->w)
		return err_set(err, 0, 1, _("map: row %d has %d squares, row 1 has %d"), y + 1, x,
		    m->w);
	if (y + 1 > m->h)
		m->h = y + 1;
	return 0;
}

int
mm_map_parse_rows(struct mm_map *m, const char *s, struct errbuf *err)
{
	struct mm_map	 t;
	const char	*p, *q;
	int		 y = 0;

	memset(&t, 0, sizeof(t));
	for (p = s;; p = q + 1) {
		for (q = p; *q && *q != '/'; q++)
			continue;
		if (mm_map_set_row(&t, y++, p, (size_t)(q - p), err) == -1) {
			err->col += (int)(p - s);
			return -1;
		}
		if (*q == '\0')
			break;
	}
	if (mm_map_validate(&t, err) == -1)
		return -1;
	*m = t;
	return 0;
}

int
mm_map_validate(const struct mm_map *m, struct errbuf *err)
{
	int	 x, y, n[128];

	memset(n, 0, sizeof(n));
	if (m->w < 1 || m->h < 1)
		return err_set(err, 0, 0, _("map: no squares"));
	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++)
			n[(unsigned char)m->sq[y][x] & 127]++;
	if (n[MM_PORT1] == 0 || n[MM_PORT2] == 0)
		return err_set(err, 0, 0, _("map: expected port squares of both players (Y and R)"));
	return 0;
}

void
mm_map_print_rows(const struct mm_map *m, struct strbuf *sb)
{
	int	 x, y;

	for (y = 0; y < m->h; y++) {
		if (y)
			sb_addc(sb, '/');
		for (x = 0; x < m->w; x++)
			sb_addc(sb, m->sq[y][x] == MM_LAND ? 'X' : m->sq[y][x]);
	}
}

void
mm_square_name(int x, int y, char *buf, size_t size)
{
	board_square_name(x, y, buf, size);
}

int
mm_square_parse(const char *s, size_t n, int *x, int *y)
{
	return board_square_parse(s, n, 0, x, y);
}

/* --------------------------------------------------------------- combat */

const char *
mm_result_word(enum mm_result r)
{
	switch (r) {
	case MM_RES_DEFENDER:
		return "defender";
	case MM_RES_ATTACKER:
		return "attacker";
	case MM_RES_BOTH:
		return "both";
	case MM_RES_CLEARED:
		return "cleared";
	case MM_RES_NONE:
		return "none";
	case MM_RES_ILLEGAL:
		break;
	}
	return "illegal";
}

/*
 * Whom each ship loses to, from the seed's "ulega atakowi" column (§2):
 * beats[a] has bit d when a beats d whoever attacks; the order-dependent
 * pairs (NI/OP) and the units that never attack are handled apart.
 */
static int
ship_beats(int a, int d)
{
	static const unsigned loses_to[MM_NSHIPS] = {
		[MM_PA] = 1u << MM_OP,
		[MM_RA] = 1u << MM_PA | 1u << MM_OP,
		[MM_KR] = 1u << MM_PA | 1u << MM_RA | 1u << MM_OP,
		[MM_NI] = 1u << MM_PA | 1u << MM_RA | 1u << MM_KR,
		[MM_OP] = 1u << MM_ES,
		[MM_ES] = ~(1u << MM_OP | 1u << MM_TR | 1u << MM_ES),
		[MM_TR] = ~(1u << MM_TR),
		[MM_DE] = ~(1u << MM_DE),
	};

	return (loses_to[d] >> a) & 1;
}

/* A battery attacks a unit d (§4, BA row). */
static enum mm_result
combat_battery(const struct mm_rules *r, int d, char *why, size_t size)
{
	if (!r->battery_fire) {
		fmt_buf(why, size, _("batteries do not attack under this ruleset "
		    "(§4, BA row; battery_fire = no)"));
		return MM_RES_ILLEGAL;
	}
	if (d == MM_BA || d == MM_MI) {
		fmt_buf(why, size, _("a battery cannot attack a %s (§4, BA row)"),
		    mm_unit_name(d));
		return MM_RES_ILLEGAL;
	}
	if (d == MM_RA) {
		if (r->battery_vs_ra == MM_BATRA_ILLEGAL) {
			fmt_buf(why, size, _("a battery cannot attack the okręt rakietowy "
			    "(§4, BA row; battery_vs_ra = illegal)"));
			return MM_RES_ILLEGAL;
		}
		fmt_buf(why, size, _("BA attacks RA: BA removed, the battery loses to the "
		    "okręt rakietowy (§4, BA row)"));
		return MM_RES_ATTACKER;
	}
	fmt_buf(why, size, _("BA attacks %s: %s removed, a battery \"bije wszystkie jednostki "
	    "w zasięgu jednego pola\" (§4, BA row)"), mm_unit_code(d), mm_unit_code(d));
	return MM_RES_DEFENDER;
}

/* A ship a attacks a battery (§4). */
static enum mm_result
combat_at_battery(const struct mm_rules *r, int a, char *why, size_t size)
{
	if (a == MM_RA) {
		fmt_buf(why, size, _("RA attacks BA: BA removed, only the okręt rakietowy "
		    "destroys a battery (§4, RA row)"));
		return MM_RES_DEFENDER;
	}
	if (r->battery_attacked == MM_BATATT_ILLEGAL) {
		fmt_buf(why, size, _("only the okręt rakietowy may attack a battery "
		    "(§4, %s row; battery_attacked = illegal)"), mm_unit_code(a));
		return MM_RES_ILLEGAL;
	}
	fmt_buf(why, size, _("%s attacks BA: %s removed, only the okręt rakietowy "
	    "destroys a battery (§4, %s row)"), mm_unit_code(a), mm_unit_code(a),
	    mm_unit_code(a));
	return MM_RES_ATTACKER;
}

enum mm_result
mm_combat(const struct mm_rules *r, int a, int d, int clear, char *why, size_t size)
{
	enum mm_result	 res = MM_RES_ILLEGAL;
	const char	*first = "";
	char		 dummy[8];

	if (why == NULL) {
		why = dummy;
		size = sizeof(dummy);
	}
	fmt_buf(why, size, _("%s cannot attack %s (§4)"), mm_unit_code(a), mm_unit_code(d));
	if (a < 0 || a >= MM_NUNITS || d < 0 || d >= MM_NUNITS)
		return MM_RES_ILLEGAL;
	if (a == MM_DE) {
		fmt_buf(why, size, _("the okręt desantowy attacks nobody (§4, DE row)"));
		return MM_RES_ILLEGAL;
	}
	if (a == MM_MI) {
		fmt_buf(why, size, _("a mine never attacks (§4, MI row)"));
		return MM_RES_ILLEGAL;
	}
	if (clear) {
		if (a != MM_TR) {
			fmt_buf(why, size, _("only a trałowiec announces ZDEJMUJĘ MINĘ (§4, TR row)"));
			return MM_RES_ILLEGAL;
		}
		if (d == MM_MI) {
			fmt_buf(why, size, _("TR clears the mine (ZDEJMUJĘ MINĘ): mine removed, "
			    "TR stays (§4, TR row)"));
			return MM_RES_CLEARED;
		}
		if (r->clear_on_ship == MM_CLEARSHIP_ILLEGAL) {
			fmt_buf(why, size, _("ZDEJMUJĘ MINĘ announced at a %s, not a mine "
			    "(§4, TR row; clear_on_ship = illegal)"), mm_unit_code(d));
			return MM_RES_ILLEGAL;
		}
		/* Otherwise an ordinary attack by the trałowiec. */
	}
	if (a == MM_BA)
		return combat_battery(r, d, why, size);
	/* a is a ship PA..TR. */
	if (d == MM_MI) {
		if (r->mine_attacked == MM_MINEATT_ATTACKER) {
			fmt_buf(why, size, _("%s attacks a mine (ATAKUJĘ): %s removed, the mine "
			    "stays (§4, %s row)"), mm_unit_code(a), mm_unit_code(a), mm_unit_code(a));
			return MM_RES_ATTACKER;
		}
		fmt_buf(why, size, _("%s attacks a mine (ATAKUJĘ): %s and the mine removed "
		    "(§4, %s row)"), mm_unit_code(a), mm_unit_code(a), mm_unit_code(a));
		return MM_RES_BOTH;
	}
	if (d == MM_BA)
		return combat_at_battery(r, a, why, size);
	if (a == d) {
		fmt_buf(why, size, _("%s attacks %s: both removed, the same type (§4, %s row)"),
		    mm_unit_code(a), mm_unit_code(d), mm_unit_code(a));
		return MM_RES_BOTH;
	}
	if ((a == MM_NI && d == MM_OP) || (a == MM_OP && d == MM_NI)) {
		/* "… jeżeli ten zaatakuje pierwszy": whoever attacks wins. */
		res = MM_RES_DEFENDER;
		first = _(" first");
	} else if (a == MM_OP && d == MM_ES) {
		if (r->op_es == MM_OPES_B) {
			fmt_buf(why, size, _("OP attacks ES first: nobody removed (§4, OP row; "
			    "op_es = b)"));
			return MM_RES_NONE;
		}
		res = MM_RES_ATTACKER;
	} else if (ship_beats(a, d))
		res = MM_RES_DEFENDER;
	else if (ship_beats(d, a))
		res = MM_RES_ATTACKER;
	else
		res = MM_RES_BOTH;	/* not reached with the seed's table */
	fmt_buf(why, size, _("%s attacks %s%s: %s removed (§4, %s row)"), mm_unit_code(a),
	    mm_unit_code(d), first,
	    res == MM_RES_DEFENDER ? mm_unit_code(d) : res == MM_RES_ATTACKER ?
	    mm_unit_code(a) : _("both"), mm_unit_code(a));
	return res;
}

/* --------------------------------------------------------------- ruleset */

static int
map_parse(void *field, const char *val, struct errbuf *err)
{
	return mm_map_parse_rows(field, val, err);
}

static void
map_print(const void *field, struct strbuf *sb)
{
	mm_map_print_rows(field, sb);
}

static const char *const zone_names[] = { "no-entry", "no-pass", NULL };
static const char *const batatt_names[] = { "attacker-dies", "illegal", NULL };
static const char *const batra_names[] = { "battery-dies", "illegal", NULL };
static const char *const opes_names[] = { "a", "b", NULL };
static const char *const metric_names[] = { "king", "orthogonal", NULL };
static const char *const mines_names[] = { "off-board", "port", NULL };
static const char *const mineatt_names[] = { "both", "attacker", NULL };
static const char *const clearship_names[] = { "attack", "illegal", NULL };
static const char *const noturn_names[] = { "lose", "draw", NULL };
static const char *const minetime_names[] = { "either", "after", "before", NULL };

/*
 * mine_before_move, the key mine_time replaced, is still read so that older
 * ruleset files load: true is mine_time = either, false mine_time = after.
 * It has no printer, so ruleset show writes mine_time only.
 */
static int
mine_before_parse(void *field, const char *val, struct errbuf *err)
{
	static const char *const yes[] = { "true", "yes", "on", "1", "tak", NULL };
	static const char *const no[] = { "false", "no", "off", "0", "nie", NULL };
	int	 i;

	for (i = 0; yes[i]; i++)
		if (text_is(val, strlen(val), yes[i])) {
			*(int *)field = MM_MINE_EITHER;
			return 0;
		}
	for (i = 0; no[i]; i++)
		if (text_is(val, strlen(val), no[i])) {
			*(int *)field = MM_MINE_AFTER;
			return 0;
		}
	return err_set(err, 0, 1, _("%s: expected true or false, not '%s'"), NT_("mine_before_move"),
	    val);
}

#define O(f)	offsetof(struct mm_rules, f)
#define B(name, f, help) { name, KV_BOOL, O(f), 0, 0, 0, NULL, NULL, NULL, help }
#define I(name, f, lo, hi, help) { name, KV_INT, O(f), lo, hi, 0, NULL, NULL, NULL, help }
#define IS(name, f, lo, hi, help) { name, KV_INTS, O(f), lo, hi, MM_NUNITS, NULL, NULL, NULL, help }
#define E(name, f, names, help) { name, KV_ENUM, O(f), 0, 0, 0, names, NULL, NULL, help }

static const struct kv_key mm_keys[] = {
	{ "map", KV_CUSTOM, O(map), 0, 0, 0, NULL, map_parse, map_print,
	    N_("the board (§6, §7.1): rows from 1 down separated by '/', one square a "
	    "character: . sea, n neutral water, X land (# in a map file), i island, "
	    "Y/R port of player 1/2, e entrance, y/r battery square of player 1/2") },
	IS("counts", count, 0, 40,
	    N_("units of each side, in the order PA RA KR NI OP ES TR DE BA MI (§2)")),
	IS("moves", move, 0, MM_MAXSTEPS,
	    N_("squares per move = attack range, same order; BA and MI stand (§2)")),
	E("battery_zone", zone, zone_names,
	    N_("enemy ships near a battery: no-pass (may stop within 1 square, not pass "
	    "through; rules as printed, item 8 \"nie mogą przechodzić\") or no-entry (neither pass nor stop) (§7.2)")),
	B("ra_zone_exempt", ra_zone_exempt,
	    N_("an okręt rakietowy may enter a battery's zone to attack that battery (§7.2)")),
	E("battery_attacked", battery_attacked, batatt_names,
	    N_("a ship other than RA attacking a battery: attacker-dies or illegal (§7.3)")),
	B("battery_fire", battery_fire,
	    N_("a battery may attack an enemy unit within 1 square, as the turn's action (§4, §7.3)")),
	E("battery_vs_ra", battery_vs_ra, batra_names,
	    N_("a battery attacking an okręt rakietowy: battery-dies or illegal (§7.3)")),
	E("op_es", op_es, opes_names,
	    N_("OP attacking ES: a (the OP is removed) or b (nobody is removed) (§7.4)")),
	E("range_metric", metric, metric_names,
	    N_("attack range: king (Chebyshev, diagonals count 1) or orthogonal (§7.5)")),
	B("attack_after_move", attack_after_move,
	    N_("a ship may move, then attack in the same turn (§7.5)")),
	B("winner_moves_in", winner_moves_in,
	    N_("an attacker that wins moves onto the loser's square (§7.6)")),
	E("mines_start", mines_start, mines_names,
	    N_("mines at the start: off-board (seed) or port (PRL: may stand in the port) (§7.7)")),
	E("mine_time", mine_time, minetime_names,
	    N_("a trałowiec lays its mine next to where its move starts or ends (either; rules as printed, item 7 "
	    "\"w dowolnej chwili\"), only where it ends (after), or only where it starts "
	    "(before) (§7.7)")),
	{ "mine_before_move", KV_CUSTOM, O(mine_time), 0, 0, 0, NULL, mine_before_parse, NULL,
	    NULL },
	B("mine_alone", mine_alone,
	    N_("a turn may only lay a mine; false: laying a mine \"nie liczy się za ruch\" "
	    "(rules as printed, item 7), the turn still moves, attacks or clears (§7.7)")),
	I("mines_per_turn", mines_per_turn, 0, 1, N_("mines laid in one turn (§7.7)")),
	E("mine_attacked", mine_attacked, mineatt_names,
	    N_("a ship attacking a mine with ATAKUJĘ: both removed, or the attacker only (§4)")),
	E("clear_on_ship", clear_on_ship, clearship_names,
	    N_("ZDEJMUJĘ MINĘ announced at a ship: an ordinary attack, or illegal (§4)")),
	I("neutral_turns", neutral_turns, 0, 99,
	    N_("own turns a ship may stay in neutral waters before it is interned (§7.8)")),
	B("neutral_count_entry", neutral_count_entry,
	    N_("the turn a ship enters neutral waters counts as one of them (§7.8)")),
	B("neutral_attack", neutral_attack,
	    N_("a unit in neutral waters may attack; false: it shelters there (rules as printed, item 9 "
	    "\"schronić się\") and does not fire out of them (§7.8)")),
	B("de_interned_loses", de_interned_loses,
	    N_("a player whose okręt desantowy is interned loses (§7.10)")),
	E("no_turn", no_turn, noturn_names,
	    N_("a player with no legal turn: lose or draw (§7.10)")),
	I("max_turns", max_turns, 0, 100000,
	    N_("a draw after this many turns in all, 0 for no limit (§7.10)")),
	{ NULL, KV_BOOL, 0, 0, 0, 0, NULL, NULL, NULL, NULL }
};

static int
mm_rules_validate(const void *obj, struct errbuf *err)
{
	const struct mm_rules	*r = obj;
	int			 x, y, u, port[3] = { 0, 0, 0 }, bat[3] = { 0, 0, 0 }, ships = 0;

	if (mm_map_validate(&r->map, err) == -1)
		return -1;
	for (y = 0; y < r->map.h; y++)
		for (x = 0; x < r->map.w; x++)
			switch (r->map.sq[y][x]) {
			case MM_PORT1: port[1]++; break;
			case MM_PORT2: port[2]++; break;
			case MM_BATT1: bat[1]++; break;
			case MM_BATT2: bat[2]++; break;
			}
	for (u = 0; u < MM_NSHIPS; u++)
		ships += r->count[u];
	if (r->count[MM_DE] < 1)
		return err_set(err, 0, 0, _("counts: expected at least one okręt desantowy (§3)"));
	for (u = 1; u <= 2; u++) {
		if (ships + (r->mines_start == MM_MINES_PORT ? r->count[MM_MI] : 0) > port[u] &&
		    ships > port[u])
			return err_set(err, 0, 0, _("map: %d ships do not fit in the %d port squares "
			    "of player %d"), ships, port[u], u);
		if (r->count[MM_BA] > bat[u])
			return err_set(err, 0, 0, _("map: %d batteries need as many battery squares, "
			    "player %d has %d"), r->count[MM_BA], u, bat[u]);
	}
	for (u = 0; u < MM_NSHIPS; u++)
		if (r->move[u] < 1)
			return err_set(err, 0, 0, _("moves: a %s must move at least 1 square"),
			    mm_unit_name(u));
	return 0;
}

static const struct kv_preset mm_presets[] = {
	{ "manewry", &mm_seed, N_("Manewry Morskie as printed: mines only laid in play") },
	{ "prl", &mm_prl, N_("Manewry Morskie, PRL rules: mines may also start in the port") },
	{ "manewry-morskie", &mm_seed, N_("alias of manewry") },
	{ NULL, NULL, NULL }
};

const struct kv_game manewry_ruleset_game = {
	"manewry", mm_keys, sizeof(struct mm_rules), mm_presets, mm_rules_validate
};
