/*
 * The Manewry Morskie judge (referee-manewry(7) §3, §4): setup, turns, combat,
 * mines, internment and the end of the game.
 */
#include <stdlib.h>
#include <string.h>

#include "manewry.h"
#include "../msg.h"
#include "../../util/i18n.h"

static int
iabs(int a)
{
	return a < 0 ? -a : a;
}

static int
imax(int a, int b)
{
	return a > b ? a : b;
}

int
mm_distance(const struct mm_rules *r, int x1, int y1, int x2, int y2)
{
	if (r->metric == MM_METRIC_ORTHO)
		return iabs(x1 - x2) + iabs(y1 - y2);
	return imax(iabs(x1 - x2), iabs(y1 - y2));
}

static void
sqname(int x, int y, char *buf)
{
	mm_square_name(x, y, buf, 8);
}

void
mm_game_init(struct mm_game *g, const struct mm_rules *r, int first)
{
	int	 x, y;

	memset(g, 0, sizeof(*g));
	g->r = r;
	for (y = 0; y < MM_MAXH; y++)
		for (x = 0; x < MM_MAXW; x++)
			g->b[y][x].entered = -1;
	g->turn = first == 2 ? 2 : 1;
	g->mines_left[1] = g->mines_left[2] = r->count[MM_MI];
}

/* ------------------------------------------------------------------ setup */

/* A ruling worded by the formatter from message msg (rules/msg.h) and a[0..na). */
static struct ruling *
say(struct verdict *v, int code, const char *rule, int turn, int player, int msg,
    const struct rarg *a, int na)
{
	struct ruling	 r;

	memset(&r, 0, sizeof(r));
	r.code = code;
	r.rule = rule;
	r.turn = turn;
	r.player = player;
	ruling_say(&r, msg, a, na);
	return verdict_add(v, &r);
}

/* The arguments inline (one at least): SAY, SETUP_RULING, FAIL, WORDS. */
#define RARGS(...)	(const struct rarg[]){ __VA_ARGS__ }, \
	(int)(sizeof((const struct rarg[]){ __VA_ARGS__ }) / sizeof(struct rarg))
#define SAY(v, code, rule, turn, player, msg, ...) \
	say((v), (code), (rule), (turn), (player), (msg), RARGS(__VA_ARGS__))
#define SETUP_RULING(v, code, p, u, msg, ...) \
	setup_ruling((v), (code), (p), (u), (msg), RARGS(__VA_ARGS__))
#define FAIL(why, code, rule, x, y, msg, ...) \
	fail((why), (code), (rule), (x), (y), (msg), RARGS(__VA_ARGS__))
#define WORDS(buf, size, msg, ...) \
	ruling_words((buf), (size), (msg), RARGS(__VA_ARGS__))

static struct ruling *
setup_ruling(struct verdict *v, int code, int p, const struct mm_placed *u, int msg,
    const struct rarg *a, int na)
{
	struct ruling	*rl;

	rl = say(v, code, code == MM_SETUP_COUNT ? "§2" : "§3", 0, p, msg, a, na);
	if (u != NULL) {
		rl->line = u->line;
		rl->col = u->col;
		ruling_square(rl, u->x, u->y);
	}
	return rl;
}

/* The number of each unit set up against the rules (§2). Returns the problems. */
static int
setup_counts(const struct mm_rules *r, int p, const int n[MM_NUNITS], struct verdict *v)
{
	int	 k, bad = 0, ships = 0, want = 0;

	for (k = 0; k < MM_NUNITS; k++) {
		if (k < MM_NSHIPS) {
			ships += n[k];
			want += r->count[k];
		}
		if (k == MM_MI ? n[k] > r->count[k] : n[k] != r->count[k]) {
			SAY(v, MM_SETUP_COUNT, "§2", 0, p, RM_MM_SETUP_COUNT, RARG_I(p),
			    RARG_I(n[k]), RARG_S(mm_unit_code(k)), RARG_S(mm_unit_name(k)),
			    k == MM_MI ? RARG_W(N_("at most ")) : RARG_S(""), RARG_I(r->count[k]));
			bad++;
		}
	}
	if (ships != want) {
		/* English keeps "1 ships" (the golden transcripts); Polish needs its forms */
		SAY(v, MM_SETUP_COUNT, "§2", 0, p, RM_MM_SETUP_COUNT_2, RARG_I(p),
		    RARG_I(ships), RARG_I(want));
		bad++;
	}
	return bad;
}

int
mm_game_setup(struct mm_game *g, int p, const struct mm_setup *s, struct verdict *v)
{
	const struct mm_rules	*r = g->r;
	const struct mm_placed	*u;
	struct ruling		*rl;
	uint8_t			 used[MM_MAXH][MM_MAXW];
	int			 n[MM_NUNITS], i, bad = 0;
	char			 sq[8], c, what[96];

	memset(used, 0, sizeof(used));
	memset(n, 0, sizeof(n));
	for (i = 0; i < s->n; i++) {
		u = &s->u[i];
		if (u->unit < 0 || u->unit >= MM_NUNITS)
			continue;
		n[u->unit]++;
		sqname(u->x, u->y, sq);
		c = mm_map_at(&r->map, u->x, u->y);
		WORDS(what, sizeof(what), RM_MM_WHAT, RARG_I(p),
		    RARG_S(mm_unit_code(u->unit)),
		    RARG_S(sq));
		if (c == 0) {
			rl = SAY(v, MM_SETUP_OFF_MAP, "§6", 0, p, RM_MM_SETUP_OFF_MAP,
			    RARG_S(what), RARG_I('A' + r->map.w - 1), RARG_I(r->map.h));
			rl->line = u->line;
			rl->col = u->col;
			bad++;
			continue;
		}
		if (used[u->y][u->x] || g->b[u->y][u->x].owner != 0) {
			SETUP_RULING(v, MM_SETUP_TWICE, p, u, RM_MM_SETUP_TWICE,
			    RARG_S(what), RARG_S(""));
			bad++;
			continue;
		}
		used[u->y][u->x] = 1;
		if (u->unit < MM_NSHIPS) {
			if (!mm_map_is_port(&r->map, u->x, u->y, p)) {
				SETUP_RULING(v, MM_SETUP_PLACE, p, u, RM_MM_SETUP_PLACE,
				    RARG_S(what), c == MM_LAND || c == MM_ISLAND ||
				    c == MM_BATT1 || c == MM_BATT2 ? RARG_W(N_(", not on land")) :
				    RARG_S(""));
				bad++;
			}
		} else if (u->unit == MM_BA) {
			if (c != (p == 1 ? MM_BATT1 : MM_BATT2)) {
				SETUP_RULING(v, MM_SETUP_PLACE, p, u, RM_MM_SETUP_PLACE_2,
				    RARG_S(what), RARG_S(p == 1 ? "y" : "r"));
				bad++;
			}
		} else if (r->mines_start != MM_MINES_PORT) {
			SETUP_RULING(v, MM_SETUP_PLACE, p, u, RM_MM_SETUP_PLACE_3,
			    RARG_S(what), RARG_S(""));
			bad++;
		} else if (!mm_map_is_port(&r->map, u->x, u->y, p)) {
			SETUP_RULING(v, MM_SETUP_PLACE, p, u, RM_MM_SETUP_PLACE_4,
			    RARG_S(what), RARG_S(""));
			bad++;
		}
	}
	bad += setup_counts(r, p, n, v);
	if (bad)
		return bad;
	for (i = 0; i < s->n; i++) {
		u = &s->u[i];
		g->b[u->y][u->x].owner = (uint8_t)p;
		g->b[u->y][u->x].unit = (uint8_t)u->unit;
		g->b[u->y][u->x].known = (uint8_t)(1u << (p - 1));
		g->b[u->y][u->x].entered = -1;
		g->pieces[p][u->unit]++;
		if (u->unit == MM_MI)
			g->mines_left[p]--;
	}
	return 0;
}

/* ------------------------------------------------------------------ turns */

/* Whether a standing battery of p's enemy other than the one at (ex, ey) is within 1. */
static int
zone_battery(const struct mm_game *g, int p, int x, int y, int ex, int ey, int *bx, int *by)
{
	int	 dx, dy, xx, yy;

	for (dy = -1; dy <= 1; dy++)
		for (dx = -1; dx <= 1; dx++) {
			xx = x + dx;
			yy = y + dy;
			if (mm_map_at(&g->r->map, xx, yy) == 0 || (xx == ex && yy == ey))
				continue;
			if (g->b[yy][xx].owner == 3 - p && g->b[yy][xx].unit == MM_BA) {
				*bx = xx;
				*by = yy;
				return 1;
			}
		}
	return 0;
}

int
mm_game_in_zone(const struct mm_game *g, int p, int x, int y, int *bx, int *by)
{
	int	 a, b;

	return zone_battery(g, p, x, y, -1, -1, bx ? bx : &a, by ? by : &b);
}

static int
is_solid(char c)
{
	return c == MM_LAND || c == MM_ISLAND || c == MM_BATT1 || c == MM_BATT2 || c == 0;
}

static int
is_port(char c)
{
	return c == MM_PORT1 || c == MM_PORT2;
}

static int
is_open(char c)
{
	return c == MM_SEA || c == MM_NEUTRAL;
}

/* Fills why with the ruling of an illegal turn, worded by the formatter; returns 0. */
static int
fail(struct ruling *why, int code, const char *rule, int x, int y, int msg,
    const struct rarg *a, int na)
{
	why->code = code;
	why->rule = rule;
	ruling_say(why, msg, a, na);
	if (x >= 0)
		ruling_square(why, x, y);
	return 0;
}

static void
out_reset(struct mm_outcome *out)
{
	memset(out, 0, sizeof(*out));
	out->unit = out->def_unit = -1;
	out->result = MM_RES_NONE;
}

/* Every square of a turn is on the map (§6). 1, or 0 with the ruling in why. */
static int
judge_on_map(const struct mm_map *m, const struct mm_turn *t, struct ruling *why)
{
	int	 i, x, y, col;
	char	 a[8];

	for (i = 0; i < t->npath + 2; i++) {
		if (i < t->npath) {
			x = t->px[i];
			y = t->py[i];
			col = t->pcol[i];
		} else if (i == t->npath && t->has_target) {
			x = t->tx;
			y = t->ty;
			col = t->tcol;
		} else if (i == t->npath + 1 && t->has_mine) {
			x = t->mx;
			y = t->my;
			col = t->mcol;
		} else
			continue;
		if (mm_map_at(m, x, y) == 0) {
			sqname(x, y, a);
			if (col)
				why->col = col;
			return FAIL(why, MM_T_OFF_MAP, "§6", -1, 0, RM_MM_T_OFF_MAP,
			    RARG_S(a), RARG_I('A' + m->w - 1), RARG_I(m->h));
		}
	}
	return 1;
}

/*
 * The path of unit u, step by step (§2, §3): ex, ey is an enemy battery the
 * unit attacks with its zone exempt, or -1. 1, or 0 with the ruling in why.
 */
static int
judge_path(const struct mm_game *g, const struct mm_turn *t, int u, int ex, int ey,
    struct mm_outcome *out, struct ruling *why)
{
	const struct mm_rules	*r = g->r;
	const struct mm_map	*m = &r->map;
	int			 p = t->player, i, k, n, dx, dy, x, y, px, py, steps = 0;
	int			 bx, by, last;
	char			 a[8], b[8], c, pc;

	px = t->px[0];
	py = t->py[0];
	sqname(px, py, a);
	for (k = 1; k < t->npath; k++) {
		dx = t->px[k] - t->px[k - 1];
		dy = t->py[k] - t->py[k - 1];
		sqname(t->px[k - 1], t->py[k - 1], a);
		sqname(t->px[k], t->py[k], b);
		if ((dx == 0 && dy == 0) || (dx != 0 && dy != 0 && iabs(dx) != iabs(dy))) {
			why->col = t->pcol[k] ? t->pcol[k] : why->col;
			return FAIL(why, MM_T_SEGMENT, "§3", t->px[k], t->py[k],
			    RM_MM_T_SEGMENT, RARG_S(a), RARG_S(b));
		}
		n = imax(iabs(dx), iabs(dy));
		dx = dx > 0 ? 1 : dx < 0 ? -1 : 0;
		dy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
		for (i = 0; i < n; i++) {
			x = px + dx;
			y = py + dy;
			steps++;
			if (steps > r->move[u]) {
				sqname(out->tx, out->ty, b);
				return FAIL(why, MM_T_TOO_FAR, "§2", out->tx, out->ty,
				    RM_MM_T_TOO_FAR, RARG_S(mm_unit_code(u)),
				    RARG_I(r->move[u]), RARG_S(mm_unit_name(u)));
			}
			sqname(x, y, b);
			c = mm_map_at(m, x, y);
			pc = mm_map_at(m, px, py);
			last = k == t->npath - 1 && i == n - 1;
			if (mm_map_is_island(m, x, y))
				return FAIL(why, MM_T_BLOCK_ISLAND, "§3", x, y,
				    RM_MM_T_BLOCK_ISLAND, RARG_S(b));
			if (is_solid(c))
				return FAIL(why, MM_T_BLOCK_LAND, "§3", x, y,
				    RM_MM_T_BLOCK_LAND, RARG_S(b));
			if ((is_port(pc) && is_open(c)) || (is_open(pc) && is_port(c)))
				return FAIL(why, MM_T_BLOCK_COAST, "§3", x, y,
				    RM_MM_T_BLOCK_COAST, RARG_S(a), RARG_S(b));
			if (dx != 0 && dy != 0 && is_solid(mm_map_at(m, px + dx, py)) &&
			    is_solid(mm_map_at(m, px, py + dy)))
				return FAIL(why, MM_T_BLOCK_COAST, "§3", x, y,
				    RM_MM_T_BLOCK_COAST_2, RARG_S(a), RARG_S(b));
			if (g->b[y][x].owner != 0)
				return FAIL(why, MM_T_BLOCK_PIECE, "§3", x, y,
				    RM_MM_T_BLOCK_PIECE, RARG_S(b));
			if ((r->zone == MM_ZONE_NO_ENTRY || !last) &&
			    zone_battery(g, p, x, y, ex, ey, &bx, &by)) {
				char	 bs[8];

				sqname(bx, by, bs);
				return FAIL(why, MM_T_BLOCK_ZONE, "§3", x, y,
				    RM_MM_T_BLOCK_ZONE, RARG_S(b), RARG_S(bs),
				    RARG_W(r->zone == MM_ZONE_NO_ENTRY ? N_("no enemy ship may enter it") :
				    N_("no enemy ship may pass through it (\"nie mogą "
				    "przechodzić\", rules as printed, item 8)")));
			}
			px = x;
			py = y;
			sqname(px, py, a);
		}
	}
	return 1;
}

/* The attack or the clearing of unit u at the unit tc (§3, §4). 1, or 0 with why. */
static int
judge_target(const struct mm_game *g, const struct mm_turn *t, int u,
    const struct mm_cell *tc, struct mm_outcome *out, struct ruling *why)
{
	const struct mm_rules	*r = g->r;
	const struct mm_map	*m = &r->map;
	int			 p = t->player, range, d;
	char			 a[8], b[8];
	enum mm_result		 res;

	sqname(out->tx, out->ty, a);
	sqname(t->tx, t->ty, b);
	if (u == MM_DE)
		return fail(why, MM_T_DE_ATTACK, "§4", t->tx, t->ty, RM_MM_T_DE_ATTACK,
		    NULL, 0);
	if (t->action == MM_ACT_CLEAR && u != MM_TR)
		return FAIL(why, MM_T_CLEAR_NOT_TR, "§3", t->tx, t->ty,
		    RM_MM_T_CLEAR_NOT_TR, RARG_S(mm_unit_code(u)));
	if (tc->owner == 0)
		return FAIL(why, MM_T_TARGET_EMPTY, "§3", t->tx, t->ty,
		    RM_MM_T_TARGET_EMPTY, RARG_S(b),
		    RARG_W(t->action == MM_ACT_CLEAR ? N_("clear") : N_("attack")));
	if (tc->owner == p)
		return FAIL(why, MM_T_TARGET_OWN, "§3", t->tx, t->ty, RM_MM_T_TARGET_OWN,
		    RARG_S(b), RARG_I(p));
	if (mm_map_at(m, t->tx, t->ty) == MM_NEUTRAL)
		return FAIL(why, MM_T_TARGET_NEUTRAL, "§3", t->tx, t->ty,
		    RM_MM_T_TARGET_NEUTRAL, RARG_S(b));
	if (mm_map_at(m, out->tx, out->ty) == MM_NEUTRAL && !r->neutral_attack)
		return FAIL(why, MM_T_NEUTRAL_ATTACK, "§7.8", out->tx, out->ty,
		    RM_MM_T_NEUTRAL_ATTACK, RARG_S(a));
	range = u == MM_BA ? 1 : r->move[u];
	d = mm_distance(r, out->tx, out->ty, t->tx, t->ty);
	if (d > range)
		return FAIL(why, MM_T_RANGE, "§3", t->tx, t->ty, RM_MM_T_RANGE, RARG_S(b),
		    RARG_I(d), RARG_S(a), RARG_S(mm_unit_code(u)), RARG_I(range));
	if (t->action == MM_ACT_CLEAR && tc->unit != MM_MI &&
	    r->clear_on_ship == MM_CLEARSHIP_ILLEGAL)
		return FAIL(why, MM_T_CLEAR_NOT_MINE, "§3", t->tx, t->ty,
		    RM_MM_T_CLEAR_NOT_MINE, RARG_S(b));
	res = mm_combat(r, u, tc->unit, t->action == MM_ACT_CLEAR, out->combat,
	    sizeof(out->combat));
	if (res == MM_RES_ILLEGAL)
		return FAIL(why, MM_T_ATTACK_ILLEGAL, "§4", t->tx, t->ty, RM_TEXT,
		    RARG_S(out->combat));
	out->result = res;
	out->def_unit = tc->unit;

	return 1;
}

/* Whether the path of t steps on (x, y) after its first square. */
static int
on_path(const struct mm_turn *t, int x, int y)
{
	int	 k, i, n, dx, dy, px, py;

	for (k = 1; k < t->npath; k++) {
		px = t->px[k - 1];
		py = t->py[k - 1];
		dx = t->px[k] - px;
		dy = t->py[k] - py;
		n = imax(iabs(dx), iabs(dy));
		dx = dx > 0 ? 1 : dx < 0 ? -1 : 0;
		dy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
		for (i = 1; i <= n; i++)
			if (px + i * dx == x && py + i * dy == y)
				return 1;
	}
	return 0;
}

/* The mine unit u lays (§3). 1, or 0 with the ruling in why. */
static int
judge_mine(const struct mm_game *g, const struct mm_turn *t, int u,
    const struct mm_outcome *out, struct ruling *why)
{
	const struct mm_rules	*r = g->r;
	const struct mm_map	*m = &r->map;
	int			 p = t->player, near_end, near_start;
	char			 b[8], c;

	sqname(t->mx, t->my, b);
	c = mm_map_at(m, t->mx, t->my);
	if (u != MM_TR)
		return FAIL(why, MM_T_MINE_NOT_TR, "§3", t->mx, t->my, RM_MM_T_MINE_NOT_TR,
		    RARG_S(mm_unit_code(u)));
	if (g->mines_left[p] <= 0 || r->mines_per_turn < 1)
		return FAIL(why, MM_T_MINE_NONE_LEFT, "§3", t->mx, t->my,
		    RM_MM_T_MINE_NONE_LEFT, RARG_I(p));
	near_end = imax(iabs(out->tx - t->mx), iabs(out->ty - t->my)) == 1;
	near_start = imax(iabs(out->fx - t->mx), iabs(out->fy - t->my)) == 1;
	if (r->mine_time == MM_MINE_AFTER ? !near_end : r->mine_time == MM_MINE_BEFORE ?
	    !near_start : !near_end && !near_start)
		return FAIL(why, MM_T_MINE_SQUARE, "§3", t->mx, t->my, RM_MM_T_MINE_SQUARE,
		    RARG_S(b));
	/* Laid before the move, the mine stands in the way of the rest of it. */
	if ((r->mine_time == MM_MINE_BEFORE || !near_end) && on_path(t, t->mx, t->my))
		return FAIL(why, MM_T_MINE_SQUARE, "§3", t->mx, t->my,
		    RM_MM_T_MINE_SQUARE_2, RARG_S(b));
	if (c == MM_NEUTRAL)
		return FAIL(why, MM_T_MINE_SQUARE, "§3", t->mx, t->my,
		    RM_MM_T_MINE_SQUARE_3, RARG_S(b));
	if (is_solid(c))
		return FAIL(why, MM_T_MINE_SQUARE, "§3", t->mx, t->my,
		    RM_MM_T_MINE_SQUARE_4, RARG_S(b));
	if ((g->b[t->my][t->mx].owner != 0 && !(t->mx == out->fx && t->my == out->fy)) ||
	    (t->mx == out->tx && t->my == out->ty))
		return FAIL(why, MM_T_MINE_SQUARE, "§3", t->mx, t->my,
		    RM_MM_T_MINE_SQUARE_5, RARG_S(b));
	if (t->has_target && t->mx == t->tx && t->my == t->ty)
		return FAIL(why, MM_T_MINE_SQUARE, "§3", t->mx, t->my,
		    RM_MM_T_MINE_SQUARE_5, RARG_S(b));

	return 1;
}

/* The outcome and the ruling of a turn, before any judging. */
static void
judge_start(const struct mm_turn *t, int turnno, struct mm_outcome *out, struct ruling *why)
{
	out_reset(out);
	memset(why, 0, sizeof(*why));
	why->turn = turnno;
	why->player = t->player;
	why->line = t->line;
	why->col = t->col;
	out->fx = t->px[0];
	out->fy = t->py[0];
	out->action = t->action;
	out->target = t->has_target;
	out->gx = t->tx;
	out->gy = t->ty;
	out->mine = t->has_mine;
	out->mx = t->mx;
	out->my = t->my;
	out->tx = t->px[t->npath - 1];
	out->ty = t->py[t->npath - 1];
}

/*
 * A turn of t->player judged on the board, whoever is to move (mm_turn_judge checks
 * the order of play first): the squares, the unit, its path and its action.
 */
static int
judge_unit_turn(const struct mm_game *g, const struct mm_turn *t, struct mm_outcome *out,
    struct ruling *why)
{
	const struct mm_rules	*r = g->r;
	const struct mm_cell	*from, *tc = NULL;
	int			 p = t->player, u, px, py, ex = -1, ey = -1;
	char			 a[8];

	if (!judge_on_map(&r->map, t, why))
		return 0;
	px = t->px[0];
	py = t->py[0];
	sqname(px, py, a);
	from = &g->b[py][px];
	if (from->owner != p)
		return FAIL(why, MM_T_NO_UNIT, "§3", px, py, RM_MM_T_NO_UNIT, RARG_I(p),
		    RARG_S(a));
	u = from->unit;
	out->unit = u;
	if (t->npath == 1 && !t->has_target && !t->has_mine)
		return fail(why, MM_T_NO_ACTION, "§3", px, py, RM_MM_T_NO_ACTION, NULL, 0);
	if (t->npath == 1 && !t->has_target && !r->mine_alone)
		return fail(why, MM_T_MINE_ALONE, "§7.7", px, py, RM_MM_T_MINE_ALONE, NULL,
		    0);
	if (u == MM_MI)
		return FAIL(why, MM_T_STATIC, "§3", px, py, RM_MM_T_STATIC, RARG_S(a));
	if (u == MM_BA && t->npath > 1)
		return FAIL(why, MM_T_BATTERY_MOVE, "§3", px, py, RM_MM_T_BATTERY_MOVE,
		    RARG_S(a));
	if (t->has_target && t->npath > 1 && !r->attack_after_move)
		return fail(why, MM_T_ATTACK_MOVED, "§7.5", px, py, RM_MM_T_ATTACK_MOVED,
		    NULL, 0);
	if (t->has_target) {
		tc = &g->b[t->ty][t->tx];
		if (tc->owner == 3 - p && tc->unit == MM_BA && u == MM_RA && r->ra_zone_exempt &&
		    t->action == MM_ACT_ATTACK) {
			ex = t->tx;
			ey = t->ty;
		}
	}
	if (!judge_path(g, t, u, ex, ey, out, why))
		return 0;
	if (t->has_target && !judge_target(g, t, u, tc, out, why))
		return 0;
	if (t->has_mine && !judge_mine(g, t, u, out, why))
		return 0;
	out->legal = 1;
	return 1;
}

int
mm_turn_judge(const struct mm_game *g, const struct mm_turn *t, int turnno,
    struct mm_outcome *out, struct ruling *why)
{
	judge_start(t, turnno, out, why);
	if (g->over)
		return fail(why, MM_T_OVER, "§3", -1, 0, RM_MM_T_OVER, NULL, 0);
	if (t->player != g->turn)
		return FAIL(why, MM_T_ORDER, "§3", -1, 0, RM_MM_T_ORDER, RARG_I(g->turn),
		    RARG_I(t->player));
	return judge_unit_turn(g, t, out, why);
}

static void
removed_add(struct mm_outcome *out, int p, int unit, int x, int y, int interned)
{
	if (out->nremoved == (int)(sizeof(out->removed) / sizeof(out->removed[0])))
		return;
	out->removed[out->nremoved].player = p;
	out->removed[out->nremoved].unit = unit;
	out->removed[out->nremoved].x = x;
	out->removed[out->nremoved].y = y;
	out->removed[out->nremoved].interned = interned;
	out->nremoved++;
}

static void
end_game(struct mm_game *g, int winner, enum mm_end e, int x, int y)
{
	if (g->over)
		return;
	g->over = 1;
	g->winner = winner;
	g->end = e;
	g->ex = x;
	g->ey = y;
}

/* Takes a unit off the board; the loss of a DE ends the game. */
static void
take_off(struct mm_game *g, struct mm_outcome *out, int x, int y, int interned)
{
	struct mm_cell	*c = &g->b[y][x];
	int		 p = c->owner, u = c->unit;

	removed_add(out, p, u, x, y, interned);
	g->pieces[p][u]--;
	memset(c, 0, sizeof(*c));
	c->entered = -1;
	if (u == MM_DE && (!interned || g->r->de_interned_loses))
		end_game(g, 3 - p, interned ? MM_END_DE_INTERNED : MM_END_DE_LOST, x, y);
}

static void
place_at(struct mm_game *g, int fx, int fy, int tx, int ty)
{
	struct mm_cell	 c = g->b[fy][fx];
	int		 p = c.owner;

	if (fx == tx && fy == ty)
		return;
	memset(&g->b[fy][fx], 0, sizeof(g->b[fy][fx]));
	g->b[fy][fx].entered = -1;
	if (mm_map_at(&g->r->map, tx, ty) == MM_NEUTRAL) {
		if (c.entered < 0)
			c.entered = (int16_t)(g->own[p] + 1);
	} else
		c.entered = -1;
	g->b[ty][tx] = c;
}

/* The end of a turn of the player to move: internment, the turn passes, the end. */
static void
turn_end(struct mm_game *g, struct mm_outcome *out)
{
	const struct mm_rules	*r = g->r;
	int			 p = g->turn, x, y, limit, t;

	g->own[p]++;
	g->turns++;
	t = g->own[p];
	limit = r->neutral_count_entry ? r->neutral_turns : r->neutral_turns + 1;
	if (!g->over)
		for (y = 0; y < r->map.h; y++)
			for (x = 0; x < r->map.w; x++)
				if (g->b[y][x].owner == p && g->b[y][x].entered >= 0 &&
				    t - g->b[y][x].entered >= limit)
					take_off(g, out, x, y, 1);
	if (g->over) {
		out->winner = g->winner;
		return;
	}
	g->turn = 3 - p;
	if (r->max_turns > 0 && g->turns >= r->max_turns)
		end_game(g, 0, MM_END_MAX_TURNS, -1, -1);
	else if (!mm_game_can_move(g, g->turn))
		end_game(g, r->no_turn == MM_NOTURN_LOSE ? p : 0, MM_END_NO_TURN, -1, -1);
	out->winner = g->winner;
}

void
mm_game_apply(struct mm_game *g, const struct mm_outcome *in, struct mm_outcome *out)
{
	struct mm_cell	*a, *d;
	int		 p = g->turn, ax, ay;

	if (out != in)
		*out = *in;
	place_at(g, in->fx, in->fy, in->tx, in->ty);
	ax = in->tx;
	ay = in->ty;
	if (in->unit == MM_DE && mm_map_is_port(&g->r->map, ax, ay, 3 - p))
		end_game(g, p, MM_END_LANDING, ax, ay);
	if (in->mine) {
		d = &g->b[in->my][in->mx];
		d->owner = (uint8_t)p;
		d->unit = MM_MI;
		d->known = (uint8_t)(1u << (p - 1));
		d->entered = -1;
		g->pieces[p][MM_MI]++;
		g->mines_left[p]--;
	}
	if (in->target) {
		a = &g->b[ay][ax];
		d = &g->b[in->gy][in->gx];
		a->known = d->known = 3;	/* both revealed (§3) */
		switch (in->result) {
		case MM_RES_DEFENDER:
		case MM_RES_CLEARED:
			take_off(g, out, in->gx, in->gy, 0);
			if (in->result == MM_RES_DEFENDER && g->r->winner_moves_in &&
			    !is_solid(mm_map_at(&g->r->map, in->gx, in->gy)) &&
			    g->b[ay][ax].unit != MM_BA)
				place_at(g, ax, ay, in->gx, in->gy);
			break;
		case MM_RES_ATTACKER:
			take_off(g, out, ax, ay, 0);
			break;
		case MM_RES_BOTH:
			take_off(g, out, ax, ay, 0);
			take_off(g, out, in->gx, in->gy, 0);
			break;
		default:
			break;
		}
	}
	turn_end(g, out);
}

void
mm_game_pass(struct mm_game *g, struct mm_outcome *out)
{
	turn_end(g, out);
}

int
mm_game_turn(struct mm_game *g, const struct mm_turn *t, int turnno, struct mm_outcome *out,
    struct verdict *v)
{
	struct ruling	 why;
	struct ruling	*rl;
	char		 sq[8];
	int		 i, legal;

	legal = mm_turn_judge(g, t, turnno, out, &why);
	if (!legal) {
		verdict_add(v, &why);
		if (why.code == MM_T_OVER || why.code == MM_T_ORDER)
			return 0;
		mm_game_pass(g, out);
	} else {
		mm_game_apply(g, out, out);
		if (out->target) {
			rl = SAY(v, MM_E_COMBAT, "§4", turnno, t->player, RM_TEXT,
			    RARG_S(out->combat));
			rl->line = t->line;
			rl->col = t->col;
		}
	}
	for (i = 0; i < out->nremoved; i++) {
		if (!out->removed[i].interned)
			continue;
		sqname(out->removed[i].x, out->removed[i].y, sq);
		rl = SAY(v, MM_E_INTERNED, "§3", turnno, out->removed[i].player,
		    RM_MM_E_INTERNED, RARG_S(mm_unit_code(out->removed[i].unit)),
		    RARG_I(out->removed[i].player), RARG_S(sq),
		    RARG_I(g->r->neutral_count_entry ? g->r->neutral_turns : g->r->neutral_turns + 1));
		rl->line = t->line;
	}
	if (out->winner || (g->over && (g->end == MM_END_NO_TURN || g->end == MM_END_MAX_TURNS))) {
		rl = say(v, MM_E_WIN, "§3", turnno, g->winner, g->winner ? (g->winner == 1 ?
		    RM_MM_WIN1 : RM_MM_WIN2) : RM_MM_DRAW, NULL, 0);
		rl->line = t->line;
	}
	return legal;
}

/* ------------------------------------------------------------ can move */

/* Whether t, a turn of player t->player, is legal on the board whoever is to move. */
static int
legal_for(const struct mm_game *g, const struct mm_turn *t)
{
	struct mm_outcome	 out;
	struct ruling		 why;

	judge_start(t, 0, &out, &why);
	return judge_unit_turn(g, t, &out, &why);
}

/*
 * Whether the unit of player p on (x, y) has a legal turn: a step in any direction,
 * an attack on an enemy unit in range, or (a trałowiec) a mine laid next to it.
 * Steps onto squares the judge refuses before anything else (off the map, land,
 * occupied) are not tried.
 */
static int
unit_can_move(const struct mm_game *g, int p, int x, int y)
{
	const struct mm_rules	*r = g->r;
	struct mm_turn		 t;
	int			 dx, dy, range, u = g->b[y][x].unit;
	char			 c;

	memset(&t, 0, sizeof(t));
	t.player = p;
	t.px[0] = x;
	t.py[0] = y;
	t.npath = 2;
	for (dy = -1; dy <= 1 && u != MM_BA; dy++)
		for (dx = -1; dx <= 1; dx++) {
			c = mm_map_at(&r->map, x + dx, y + dy);
			if ((dx == 0 && dy == 0) || is_solid(c) || g->b[y + dy][x + dx].owner != 0)
				continue;
			t.px[1] = x + dx;
			t.py[1] = y + dy;
			if (legal_for(g, &t))
				return 1;
		}
	t.npath = 1;
	t.has_target = 1;
	t.action = MM_ACT_ATTACK;
	range = u == MM_BA ? 1 : r->move[u];
	for (dy = -range; dy <= range && u != MM_DE; dy++)
		for (dx = -range; dx <= range; dx++) {
			if (mm_map_at(&r->map, x + dx, y + dy) == 0 ||
			    g->b[y + dy][x + dx].owner != 3 - p)
				continue;
			t.tx = x + dx;
			t.ty = y + dy;
			if (legal_for(g, &t))
				return 1;
		}
	t.has_target = 0;
	t.has_mine = 1;
	for (dy = -1; dy <= 1 && u == MM_TR; dy++)
		for (dx = -1; dx <= 1; dx++) {
			t.mx = x + dx;
			t.my = y + dy;
			if (mm_map_at(&r->map, t.mx, t.my) != 0 && legal_for(g, &t))
				return 1;
		}
	return 0;
}

int
mm_game_can_move(const struct mm_game *g, int p)
{
	const struct mm_rules	*r = g->r;
	int			 x, y;

	for (y = 0; y < r->map.h; y++)
		for (x = 0; x < r->map.w; x++)
			if (g->b[y][x].owner == p && g->b[y][x].unit != MM_MI &&
			    unit_can_move(g, p, x, y))
				return 1;
	return 0;
}
