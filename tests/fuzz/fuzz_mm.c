/*
 * Fuzz target: the Manewry Morskie record reader, its canonical printer and the judge.
 *
 * Input: a .mm record, optionally followed by a NUL byte and ruleset lines (key = value,
 * as in a --ruleset file; "preset = prl" picks a preset) applied over the preset the
 * record's Ruleset tag names (the default one when there is no tag). So the inputs pick
 * every preset and every key, the map included; an unknown Ruleset name or a refused
 * ruleset ends the input as the command would.
 *
 * Oracles:
 * - the canonical text parses and prints back byte for byte; each printed turn read back
 *   as a typed turn (play) and each printed setup read back as a setup file are the same;
 * - the record judged from memory and judged from the streaming reader (as `manewry
 *   check` does) give the same rulings and the same final game; a record that does not
 *   parse stops the streaming check with a parse error;
 * - every judged turn: its rulings have codes of their kind and a rule section; a turn
 *   out of order or after the end changes nothing; any other turn passes the move; only
 *   the squares of the turn and of its removals change; the pieces counted on the board
 *   match the game's counts; a legal path is made of king steps or straight runs within
 *   the unit's allowance over empty open squares; a legal combat has the result of the
 *   combat matrix of rules/manewry.md §4 (written out here again, with the ruleset's
 *   knobs) and removes whom it says; the end of the game has its cause and its ruling.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/mm.h"
#include "../../src/util/kv.h"

#define MAX_TURNS	200	/* judged turns an input (speed: each ends with a search) */

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

#define CHECK(c)	do { if (!(c)) abort(); } while (0)

/* rules/manewry.md §4, attacker row by defender column, before the ruleset's knobs. */
static const char matrix[MM_NUNITS][MM_NUNITS + 1] = {
	"BDDDADDDAB",	/* PA */
	"ABDDADDDDB",	/* RA */
	"AABDADDDAB",	/* KR */
	"AAABDDDDAB",	/* NI */
	"DDDDBADDAB",	/* OP */
	"AAAADBDDAB",	/* ES */
	"AAAAAABDAB",	/* TR */
	"----------",	/* DE */
	"DADDDDDD--",	/* BA */
	"----------",	/* MI */
};

static enum mm_result
expect_combat(const struct mm_rules *r, int a, int d, int clear)
{
	char	 c = matrix[a][d];

	if (clear && a != MM_TR)
		c = '-';
	else if (clear && d == MM_MI)
		c = 'C';
	else if (clear && r->clear_on_ship == MM_CLEARSHIP_ILLEGAL)
		c = '-';
	if (a == MM_BA && (!r->battery_fire || (d == MM_RA &&
	    r->battery_vs_ra == MM_BATRA_ILLEGAL)))
		c = '-';
	if (d == MM_BA && a != MM_RA && c == 'A' && r->battery_attacked == MM_BATATT_ILLEGAL)
		c = '-';
	if (a == MM_OP && d == MM_ES && c == 'A' && r->op_es == MM_OPES_B)
		c = 'N';
	if (d == MM_MI && c == 'B' && r->mine_attacked == MM_MINEATT_ATTACKER)
		c = 'A';
	switch (c) {
	case 'D':
		return MM_RES_DEFENDER;
	case 'A':
		return MM_RES_ATTACKER;
	case 'B':
		return MM_RES_BOTH;
	case 'C':
		return MM_RES_CLEARED;
	case 'N':
		return MM_RES_NONE;
	}
	return MM_RES_ILLEGAL;
}

/* The whole matrix against mm_combat, once for each setting of the knobs it reads. */
static void
check_matrix(const struct mm_rules *r)
{
	static uint8_t	 done[64];
	char		 why[200];
	int		 k, a, d, clear;

	k = r->clear_on_ship | r->battery_fire << 1 | r->battery_vs_ra << 2 |
	    r->battery_attacked << 3 | r->op_es << 4 | r->mine_attacked << 5;
	if (done[k & 63])
		return;
	done[k & 63] = 1;
	for (a = 0; a < MM_NUNITS; a++)
		for (d = 0; d < MM_NUNITS; d++)
			for (clear = 0; clear <= 1; clear++) {
				CHECK(mm_combat(r, a, d, clear, why, sizeof(why)) ==
				    expect_combat(r, a, d, clear));
				CHECK(why[0] != '\0' && strstr(why, "§4") != NULL);
			}
	CHECK(mm_combat(r, -1, 0, 0, NULL, 0) == MM_RES_ILLEGAL);
	for (a = MM_RES_NONE; a <= MM_RES_ILLEGAL; a++)
		for (d = MM_RES_NONE; d < a; d++)
			CHECK(strcmp(mm_result_word(a), mm_result_word(d)) != 0);
}

/* ------------------------------------------------------------ reader and printer */

/* A printed setup read back as a setup file holds the same units. */
static void
check_setup(const struct mm_setup *s)
{
	static struct mm_setup	 a, b;
	struct strbuf		 sb = { 0 };
	struct errbuf		 err;
	int			 i;

	mm_print_setup(s, &sb);
	CHECK(mm_setup_parse(sb_str(&sb), sb.len, 1, 0, NULL, &b, &err) == 0);
	a = *s;
	qsort(a.u, (size_t)a.n, sizeof(a.u[0]), mm_placed_cmp);
	CHECK(a.n == b.n);
	for (i = 0; i < a.n; i++)
		CHECK(a.u[i].unit == b.u[i].unit && a.u[i].x == b.u[i].x && a.u[i].y == b.u[i].y);
	sb_free(&sb);
}

/* A printed turn read back as a typed turn (without "PLAYER: ") is the same turn. */
static void
check_turn_text(const struct mm_turn *t)
{
	struct mm_turn	 u;
	struct strbuf	 sb = { 0 };
	struct errbuf	 err;
	int		 i;

	mm_print_turn(t, &sb);
	CHECK(sb.len > 4 && sb_str(&sb)[1] == ':' && sb_str(&sb)[sb.len - 1] == '\n');
	CHECK(mm_turn_parse(sb_str(&sb) + 3, sb.len - 4, t->player, NULL, &u, &err) == 0);
	CHECK(u.player == t->player && u.npath == t->npath && u.action == t->action &&
	    u.has_target == t->has_target && u.has_mine == t->has_mine);
	for (i = 0; i < t->npath; i++)
		CHECK(u.px[i] == t->px[i] && u.py[i] == t->py[i]);
	CHECK(!t->has_target || (u.tx == t->tx && u.ty == t->ty));
	CHECK(!t->has_mine || (u.mx == t->mx && u.my == t->my));
	sb_free(&sb);
}

static void
check_text(const struct mm_record *rec)
{
	struct mm_record	 back;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };
	size_t			 i;

	mm_print(rec, &a);
	memset(&back, 0, sizeof(back));
	CHECK(mm_parse(sb_str(&a), a.len, &back, &err) == 0);
	mm_print(&back, &b);
	CHECK(strcmp(sb_str(&a), sb_str(&b)) == 0);
	mm_record_free(&back);
	for (i = 0; i < 2; i++)
		if (rec->h.has_setup[i])
			check_setup(&rec->h.setup[i]);
	for (i = 0; i < rec->nturns && i < MAX_TURNS; i++)
		check_turn_text(&rec->turns[i]);
	sb_free(&a);
	sb_free(&b);
}

/* ------------------------------------------------------------ the judge */

static struct mm_game	 before;	/* the game before the turn being judged */

static int
is_solid(char c)
{
	return c == MM_LAND || c == MM_ISLAND || c == MM_BATT1 || c == MM_BATT2 || c == 0;
}

/* The board against the game's counts; units only where they may stand. */
static void
check_board(const struct mm_game *g)
{
	const struct mm_rules	*r = g->r;
	int			 n[3][MM_NUNITS], x, y, p, u;
	char			 c;

	memset(n, 0, sizeof(n));
	for (y = 0; y < r->map.h; y++)	/* off the map: see judged() */
		for (x = 0; x < r->map.w; x++) {
			if ((p = g->b[y][x].owner) == 0)
				continue;
			u = g->b[y][x].unit;
			c = mm_map_at(&r->map, x, y);
			CHECK(p <= 2 && u < MM_NUNITS && c != 0);
			CHECK(u == MM_BA ? c == (p == 1 ? MM_BATT1 : MM_BATT2) : !is_solid(c));
			CHECK(u != MM_MI || c != MM_NEUTRAL);
			n[p][u]++;
		}
	for (p = 1; p <= 2; p++) {
		for (u = 0; u < MM_NUNITS; u++)
			CHECK(g->pieces[p][u] == n[p][u]);
		CHECK(g->mines_left[p] >= 0 && g->mines_left[p] <= r->count[MM_MI]);
	}
	CHECK(g->turn == 1 || g->turn == 2);
}

/* Whether (x, y) is a square the turn may change. */
static int
touched(const struct mm_outcome *o, int legal, int x, int y)
{
	int	 i;

	for (i = 0; i < o->nremoved; i++)
		if (o->removed[i].x == x && o->removed[i].y == y)
			return 1;
	return legal && ((x == o->fx && y == o->fy) || (x == o->tx && y == o->ty) ||
	    (o->target && x == o->gx && y == o->gy) || (o->mine && x == o->mx && y == o->my));
}

/* A legal path: king steps or straight runs within the allowance, over empty open squares. */
static void
check_path(const struct mm_game *g, const struct mm_turn *t, int u)
{
	int	 k, i, n, dx, dy, x, y, steps = 0;

	for (k = 1; k < t->npath; k++) {
		dx = t->px[k] - t->px[k - 1];
		dy = t->py[k] - t->py[k - 1];
		CHECK(dx != 0 || dy != 0);
		CHECK(dx == 0 || dy == 0 || abs(dx) == abs(dy));
		n = abs(dx) > abs(dy) ? abs(dx) : abs(dy);
		for (i = 1; i <= n; i++) {
			x = t->px[k - 1] + dx / n * i;
			y = t->py[k - 1] + dy / n * i;
			CHECK(g->b[y][x].owner == 0 && !is_solid(mm_map_at(&g->r->map, x, y)));
		}
		steps += n;
	}
	CHECK(u != MM_BA || t->npath == 1);
	CHECK(u != MM_MI && steps <= g->r->move[u]);
}

/* Whether the turn's end interned a unit on (x, y). */
static int
interned_at(const struct mm_outcome *o, int x, int y)
{
	int	 i;

	for (i = 0; i < o->nremoved; i++)
		if (o->removed[i].interned && o->removed[i].x == x && o->removed[i].y == y)
			return 1;
	return 0;
}

/* A legal attack or clearing: the matrix result, and whom it removes. */
static void
check_combat(const struct mm_game *g, const struct mm_turn *t, const struct mm_outcome *o)
{
	const struct mm_rules	*r = g->r;
	const struct mm_cell	*a = &g->b[o->ty][o->tx], *d = &g->b[o->gy][o->gx];
	int			 p = t->player, range, dist;

	CHECK(o->result == expect_combat(r, o->unit, o->def_unit, o->action == MM_ACT_CLEAR));
	CHECK(before.b[o->gy][o->gx].owner == 3 - p && before.b[o->gy][o->gx].unit == o->def_unit);
	range = o->unit == MM_BA ? 1 : r->move[o->unit];
	dist = abs(o->tx - o->gx) > abs(o->ty - o->gy) ? abs(o->tx - o->gx) : abs(o->ty - o->gy);
	if (r->metric == MM_METRIC_ORTHO)
		dist = abs(o->tx - o->gx) + abs(o->ty - o->gy);
	CHECK(dist <= range && mm_map_at(&r->map, o->gx, o->gy) != MM_NEUTRAL);
	switch (o->result) {
	case MM_RES_DEFENDER:
	case MM_RES_CLEARED:
		CHECK(d->owner != 3 - p);
		CHECK(d->owner == 0 || (r->winner_moves_in && o->result == MM_RES_DEFENDER &&
		    a->owner == 0));
		break;
	case MM_RES_ATTACKER:
		CHECK(a->owner == 0 && d->owner == 3 - p && d->unit == o->def_unit);
		break;
	case MM_RES_BOTH:
		CHECK(a->owner == 0 && d->owner == 0);
		break;
	default:
		CHECK((a->owner == p || interned_at(o, o->tx, o->ty)) && d->owner == 3 - p);
	}
}

/* How the game ended on this turn, and its ruling. */
static void
check_end(const struct mm_game *g, const struct mm_outcome *o, const struct verdict *tv)
{
	int	 i, de = 0, win = 0;

	for (i = 0; i < o->nremoved; i++)
		if (o->removed[i].unit == MM_DE && o->removed[i].player == 3 - g->winner)
			de |= o->removed[i].interned ? 2 : 1;
	for (i = 0; i < (int)tv->n; i++)
		if (tv->r[i].code == MM_E_WIN)
			win = tv->r[i].player == g->winner;
	CHECK(win);
	switch (g->end) {
	case MM_END_LANDING:
		CHECK(o->unit == MM_DE && mm_map_is_port(&g->r->map, o->tx, o->ty, 3 - g->winner));
		break;
	case MM_END_DE_LOST:
		CHECK(de & 1);
		break;
	case MM_END_DE_INTERNED:
		CHECK((de & 2) && g->r->de_interned_loses);
		break;
	case MM_END_MAX_TURNS:
		CHECK(g->winner == 0 && g->r->max_turns > 0 && g->turns >= g->r->max_turns);
		break;
	case MM_END_NO_TURN:
		CHECK(!mm_game_can_move(g, g->turn));
		CHECK(g->winner == (g->r->no_turn == MM_NOTURN_LOSE ? 3 - g->turn : 0));
		break;
	default:
		abort();
	}
}

static void
check_rulings(const struct verdict *tv, int n, int legal, const struct mm_outcome *o)
{
	size_t	 i;
	int	 interned = 0, combat = 0;

	for (i = 0; i < tv->n; i++) {
		/* a page section, or the seed's own item (the third round's readings) */
		CHECK(tv->r[i].rule != NULL && (strncmp(tv->r[i].rule, "§", 2) == 0 ||
		    strncmp(tv->r[i].rule, "rules as printed, item ", 23) == 0));
		CHECK(tv->r[i].text[0] != '\0' && tv->r[i].turn == n);
		if (i == 0 && !legal)
			CHECK(tv->r[i].code >= MM_T_ORDER && tv->r[i].code <= MM_T_MINE_ALONE);
		else
			CHECK(tv->r[i].code >= MM_E_COMBAT && tv->r[i].code <= MM_E_WIN);
		interned += tv->r[i].code == MM_E_INTERNED;
		combat += tv->r[i].code == MM_E_COMBAT;
	}
	CHECK(legal || tv->n > 0);
	for (i = 0; i < (size_t)o->nremoved; i++)
		interned -= o->removed[i].interned;
	CHECK(interned == 0 && combat == (legal && o->target));
}

/* mm_record_visit.turn: one judged turn against the game before it. */
static void
judged(void *arg, const struct mm_turn *t, int n, int legal, const struct mm_outcome *o,
    const struct verdict *tv)
{
	const struct mm_game	*g = *(struct mm_game **)arg;
	int			 x, y, p = t->player;

	check_rulings(tv, n, legal, o);
	check_board(g);
	if (!legal && (tv->r[0].code == MM_T_ORDER || tv->r[0].code == MM_T_OVER)) {
		CHECK(tv->r[0].code == (before.over ? MM_T_OVER : MM_T_ORDER));
		CHECK(memcmp(g->b, before.b, sizeof(g->b)) == 0 && g->turns == before.turns);
		return;
	}
	CHECK(!before.over && p == before.turn);
	CHECK(g->own[p] == before.own[p] + 1 && g->turns == before.turns + 1);
	CHECK(g->over || g->turn == 3 - p);
	/* Only squares of the turn change (the rows cover the board off the map too). */
	for (y = 0; y < MM_MAXH; y++)
		if (memcmp(g->b[y], before.b[y], sizeof(g->b[y])) != 0)
			for (x = 0; x < MM_MAXW; x++)
				if (memcmp(&g->b[y][x], &before.b[y][x], sizeof(g->b[y][x])) != 0)
					CHECK(touched(o, legal, x, y));
	if (legal) {
		CHECK(o->unit == before.b[t->py[0]][t->px[0]].unit);
		check_path(&before, t, o->unit);
		if (o->target)
			check_combat(g, t, o);
		if (o->mine)
			CHECK(o->unit == MM_TR && before.mines_left[p] > 0 &&
			    g->b[o->my][o->mx].owner == p && g->b[o->my][o->mx].unit == MM_MI);
	}
	if (g->over)
		check_end(g, o, tv);
	else
		CHECK(g->winner == 0 && g->end == MM_END_NONE && verdict_count(tv, MM_E_WIN) == 0);
}

/* Turns from a record in memory, or from the streaming reader. */
struct source {
	struct mm_game		*g;	/* first: judged() reads it */
	const struct mm_record	*rec;
	struct mm_reader	*rd;
	const struct mm_header	*h;
	struct errbuf		*err;
	size_t			 i;
};

static int
next_memory(void *arg, struct mm_turn *t)
{
	struct source	*s = arg;

	if (s->i == s->rec->nturns || s->i == MAX_TURNS)
		return 0;
	*t = s->rec->turns[s->i++];
	before = *s->g;
	return 1;
}

static int
next_stream(void *arg, struct mm_turn *t)
{
	struct source	*s = arg;

	if (s->i == MAX_TURNS)
		return 0;
	s->i++;
	return mm_read_turn(s->rd, s->h, t, s->err);
}

static int
game_eq(const struct mm_game *a, const struct mm_game *b)
{
	int	 x, y;

	for (y = 0; y < MM_MAXH; y++)
		for (x = 0; x < MM_MAXW; x++)
			if (a->b[y][x].owner != b->b[y][x].owner || a->b[y][x].unit !=
			    b->b[y][x].unit || a->b[y][x].known != b->b[y][x].known ||
			    a->b[y][x].entered != b->b[y][x].entered)
				return 0;
	return a->turn == b->turn && a->turns == b->turns && a->over == b->over &&
	    a->winner == b->winner && a->end == b->end && a->ex == b->ex && a->ey == b->ey &&
	    memcmp(a->own, b->own, sizeof(a->own)) == 0 &&
	    memcmp(a->mines_left, b->mines_left, sizeof(a->mines_left)) == 0 &&
	    memcmp(a->pieces, b->pieces, sizeof(a->pieces)) == 0;
}

static int
ruling_eq(const struct ruling *a, const struct ruling *b)
{
	return a->code == b->code && a->turn == b->turn && a->player == b->player &&
	    a->line == b->line && a->col == b->col && a->nsq == b->nsq &&
	    strcmp(a->text, b->text) == 0;
}

/*
 * Judges the record text with the streaming reader as `manewry check` does; with rec
 * (the same text parsed) also from memory, checking every turn, and compares the two.
 */
static void
judge(const char *text, size_t len, const struct mm_record *rec, const struct mm_rules *r)
{
	static struct mm_game	 gm, gs;
	struct verdict		 vm = { 0, 0, NULL }, vs = { 0, 0, NULL };
	struct mm_reader	 rd;
	struct mm_header	 h;
	struct mm_turn		 t;
	struct errbuf		 err;
	struct source		 sm = { &gm, rec, NULL, NULL, NULL, 0 };
	struct source		 ss = { &gs, NULL, &rd, &h, &err, 0 };
	struct mm_record_visit	 vism = { next_memory, judged, &sm };
	struct mm_record_visit	 viss = { next_stream, NULL, &ss };
	int			 bm = 0, bs = 0, sbad;
	size_t			 i;

	mm_reader_init(&rd, text, len);
	if (mm_read_header(&rd, &h, &err) == -1) {
		/* A reader that failed keeps failing. */
		CHECK(rec == NULL && err.line > 0 && mm_read_header(&rd, &h, &err) == -1);
		return;
	}
	mm_game_init(&gs, r, h.first ? h.first : 1);
	if ((sbad = mm_record_setup(&gs, h.setup, &vs)) == 0) {
		check_board(&gs);
		bs = mm_record_turns(&gs, &viss, &vs);
		CHECK(rec != NULL ? bs >= 0 : bs == -1 || ss.i == MAX_TURNS);
		CHECK(bs != -1 || (err.line > 0 && mm_read_turn(&rd, &h, &t, &err) == -1));
	}
	if (rec != NULL) {
		mm_game_init(&gm, r, h.first ? h.first : 1);
		CHECK(mm_record_setup(&gm, rec->h.setup, &vm) == sbad);
		if (sbad == 0)
			bm = mm_record_turns(&gm, &vism, &vm);
		CHECK(vm.n == vs.n && (sbad != 0 || (bm == bs && game_eq(&gm, &gs))));
		for (i = 0; i < vm.n; i++)
			CHECK(ruling_eq(&vm.r[i], &vs.r[i]));
	}
	verdict_free(&vm);
	verdict_free(&vs);
}

/* The input as a setup file (--setup1 FILE), and its first line as a typed turn (play). */
static void
other_forms(const char *text, size_t len)
{
	static struct mm_setup	 s;
	struct mm_turn		 t;
	struct errbuf		 err;
	const char		*nl;

	if (mm_setup_parse(text, len, 1, 0, NULL, &s, &err) == 0)
		check_setup(&s);
	else
		CHECK(err.line > 0 && err.col >= 0);
	nl = memchr(text, '\n', len);
	if (mm_turn_parse(text, nl ? (size_t)(nl - text) : len, 1, NULL, &t, &err) == 0)
		check_turn_text(&t);
	else
		CHECK(err.line == 1 && err.col >= 0);
}

/* The rules of the input: the Ruleset tag's preset, then the ruleset lines. 0 or -1. */
static int
rules_of(const struct mm_header *h, const char *kv, size_t n, struct mm_rules *r)
{
	const struct kv_preset	*p;
	struct errbuf		 err;
	char			*s;
	int			 rc;

	if ((p = kv_preset_find(&manewry_ruleset_game, h->ruleset[0] ? h->ruleset :
	    "manewry")) == NULL)
		return -1;
	memcpy(r, p->obj, sizeof(*r));
	if (kv == NULL)
		return 0;
	s = xstrndup(kv, n);
	rc = kv_parse(&manewry_ruleset_game, r, s, &err);
	CHECK(rc == 0 || err.line >= 0);
	free(s);
	return rc;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct mm_rules	 r;
	const char		*text = (const char *)data, *kv;
	struct mm_record	 rec;
	struct errbuf		 err;
	size_t			 len;

	other_forms(text, size);
	kv = memchr(text, '\0', size);
	len = kv ? (size_t)(kv - text) : size;
	if (kv != NULL)
		kv++;
	memset(&rec, 0, sizeof(rec));
	if (mm_parse(text, len, &rec, &err) == 0) {
		check_text(&rec);
		if (rules_of(&rec.h, kv, size - len - (kv != NULL), &r) == 0) {
			check_matrix(&r);
			judge(text, len, &rec, &r);
		}
	} else {
		CHECK(err.line > 0 && err.col >= 0);
		if (rules_of(&rec.h, kv, size - len - (kv != NULL), &r) == 0)
			judge(text, len, NULL, &r);
	}
	mm_record_free(&rec);
	return 0;
}
