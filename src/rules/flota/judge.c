/*
 * The Flota judge: fleets, the true answer to a shot, moves by the shortest
 * path between the mines, sinking by a hit and by enclosure, the end of the
 * game. Sections (§) are those of referee-flota(7).
 */
#include <string.h>

#include "flota.h"
#include "../msg.h"

#define RULE(code)	flota_code_rule(code)

static int
on_board(const struct flota_rules *r, int x, int y)
{
	return x >= 0 && y >= 0 && x < r->board_w && y < r->board_h;
}

static int
cheb(int x1, int y1, int x2, int y2)
{
	int	 dx = x1 > x2 ? x1 - x2 : x2 - x1;
	int	 dy = y1 > y2 ? y1 - y2 : y2 - y1;

	return dx > dy ? dx : dy;
}

static void
board_range(const struct flota_rules *r, char *buf, size_t size)
{
	fmt_buf(buf, size, "A-%c, 1-%d", 'A' + r->board_w - 1, r->board_h);
}

/* A ruling worded by the formatter from message msg (rules/msg.h) and a[0..na). */
static struct ruling *
rule_at(struct verdict *v, int code, int turn, int player, int line, int col, int msg,
    const struct rarg *a, int na)
{
	struct ruling	 r;

	memset(&r, 0, sizeof(r));
	r.code = code;
	r.rule = RULE(code);
	r.turn = turn;
	r.player = player;
	r.line = line;
	r.col = col;
	ruling_say(&r, msg, a, na);
	return verdict_add(v, &r);
}

/* rule_at with its arguments inline (one at least). */
#define RULE_AT(v, code, turn, player, line, col, msg, ...) \
	rule_at((v), (code), (turn), (player), (line), (col), (msg), \
	    (const struct rarg[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const struct rarg[]){ __VA_ARGS__ }) / sizeof(struct rarg)))

/* The words of a message that is an argument of another, through the formatter. */
#define WORDS(buf, size, msg, ...) \
	ruling_words((buf), (size), (msg), (const struct rarg[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const struct rarg[]){ __VA_ARGS__ }) / sizeof(struct rarg)))

/* ------------------------------------------------------------ fleets */

size_t
flota_fleet_check(const struct flota_rules *r, const struct flota_fleet *f, int p,
    struct verdict *v)
{
	const struct flota_ship	*s, *o;
	struct ruling		*ru;
	char			 sq[8], osq[8], range[32];
	int			 first[FLOTA_NTYPES], i, j, t;
	size_t			 n0 = v->n;

	board_range(r, range, sizeof(range));
	for (t = 0; t < FLOTA_NTYPES; t++)
		first[t] = -1;
	for (i = 0; i < f->n; i++) {
		s = &f->ship[i];
		flota_square_name(s->x, s->y, sq, sizeof(sq));
		if (first[s->type] >= 0) {
			o = &f->ship[first[s->type]];
			flota_square_name(o->x, o->y, osq, sizeof(osq));
			ru = RULE_AT(v, FLOTA_FLEET_DUPLICATE, 0, p, s->line, s->col,
			    RM_FLOTA_FLEET_DUPLICATE, RARG_S(flota_type_name(s->type)),
			    RARG_S(sq), RARG_S(osq));
			ruling_square(ru, s->x, s->y);
			continue;
		}
		first[s->type] = i;
		if (!on_board(r, s->x, s->y)) {
			ru = RULE_AT(v, FLOTA_FLEET_OFF_BOARD, 0, p, s->line, s->col,
			    RM_FLOTA_FLEET_OFF_BOARD, RARG_S(flota_type_name(s->type)),
			    RARG_S(sq), RARG_S(range));
			continue;
		}
		if (r->own_stacking)
			continue;
		for (j = 0; j < i; j++) {
			o = &f->ship[j];
			if (o->x == s->x && o->y == s->y && first[o->type] == j) {
				ru = RULE_AT(v, FLOTA_FLEET_SHARED, 0, p, s->line, s->col,
				    RM_FLOTA_FLEET_SHARED, RARG_S(flota_type_name(o->type)),
				    RARG_S(flota_type_name(s->type)), RARG_S(sq));
				ruling_square(ru, s->x, s->y);
				break;
			}
		}
	}
	for (t = 0; t < FLOTA_NTYPES; t++)
		if (first[t] < 0)
			RULE_AT(v, FLOTA_FLEET_MISSING, 0, p, 0, 0, RM_FLOTA_FLEET_MISSING,
			    RARG_S(flota_type_name(t)));
	return v->n - n0;
}

/* ------------------------------------------------------------ enclosure */

int
flota_enclosure(int w, int h, const unsigned char *mined, int tie, unsigned char *enclosed)
{
	short	 label[FLOTA_DIM * FLOTA_DIM];
	int	 size[FLOTA_DIM * FLOTA_DIM + 1];
	short	 queue[FLOTA_DIM * FLOTA_DIM];
	int	 nlab = 0, best = 0, nbest = 0, i, head, tail, c, x, y, dx, dy, nx, ny, k;

	for (i = 0; i < w * h; i++)
		label[i] = 0;
	for (i = 0; i < w * h; i++) {
		if (mined[i] || label[i])
			continue;
		label[i] = (short)++nlab;
		size[nlab] = 0;
		head = tail = 0;
		queue[tail++] = (short)i;
		while (head < tail) {
			c = queue[head++];
			size[nlab]++;
			x = c % w;
			y = c / w;
			for (dy = -1; dy <= 1; dy++)
				for (dx = -1; dx <= 1; dx++) {
					nx = x + dx;
					ny = y + dy;
					if (nx < 0 || ny < 0 || nx >= w || ny >= h)
						continue;
					k = ny * w + nx;
					if (mined[k] || label[k])
						continue;
					label[k] = (short)nlab;
					queue[tail++] = (short)k;
				}
		}
		if (size[nlab] > best) {
			best = size[nlab];
			nbest = 1;
		} else if (size[nlab] == best)
			nbest++;
	}
	for (i = 0; i < w * h; i++) {
		if (mined[i])
			enclosed[i] = 0;
		else if (size[label[i]] < best)
			enclosed[i] = 1;
		else
			enclosed[i] = tie == FLOTA_TIE_SUNK && nbest > 1;
	}
	return best;
}

/* ------------------------------------------------------------ the game */

void
flota_game_init(struct flota_game *g, const struct flota_rules *r,
    const struct flota_fleet *f1, const struct flota_fleet *f2)
{
	const struct flota_fleet *f;
	int	 p, i, t;

	memset(g, 0, sizeof(*g));
	g->rules = r;
	g->to_move = 1;
	for (p = 0; p < 2; p++) {
		f = p == 0 ? f1 : f2;
		g->last_type[p] = -1;
		for (t = 0; t < FLOTA_NTYPES; t++)
			g->x[p][t] = -1;
		for (i = f->n - 1; i >= 0; i--) {
			t = f->ship[i].type;
			g->x[p][t] = f->ship[i].x;
			g->y[p][t] = f->ship[i].y;
		}
		for (t = 0; t < FLOTA_NTYPES; t++)
			g->alive[p][t] = g->x[p][t] >= 0 && on_board(r, g->x[p][t], g->y[p][t]);
	}
}

int
flota_ships_left(const struct flota_game *g, int p)
{
	int	 t, n = 0;

	for (t = 0; t < FLOTA_NTYPES; t++)
		n += g->alive[p - 1][t];
	return n;
}

/* The type of player p's surviving ship on (x, y) other than except, or -1. */
static int
ship_on(const struct flota_game *g, int p, int x, int y, int except)
{
	int	 t;

	for (t = 0; t < FLOTA_NTYPES; t++)
		if (t != except && g->alive[p - 1][t] && g->x[p - 1][t] == x &&
		    g->y[p - 1][t] == y)
			return t;
	return -1;
}

/* The whole truth: the ship on (x, y) and every ship at distance one. */
static void
resolve_full(const struct flota_game *g, int p, int x, int y, struct flota_answer *a)
{
	int	 d = 3 - p, t, c;

	memset(a, 0, sizeof(*a));
	a->kind = FLOTA_ANS_MISS;
	for (t = 0; t < FLOTA_NTYPES; t++) {
		if (!g->alive[d - 1][t])
			continue;
		c = cheb(g->x[d - 1][t], g->y[d - 1][t], x, y);
		if (c == 0) {
			a->kind = FLOTA_ANS_HIT;
			a->hit = t;
		} else if (c == 1)
			a->burn |= 1u << t;
	}
	if (a->kind == FLOTA_ANS_MISS && a->burn)
		a->kind = FLOTA_ANS_BURN;
	if (a->kind == FLOTA_ANS_HIT && !g->rules->hit_also_burns)
		a->burn = 0;
}

/* The lowest type in mask, as a one-bit mask. */
static unsigned
first_bit(unsigned mask)
{
	return mask & (~mask + 1);
}

void
flota_resolve(const struct flota_game *g, int p, int x, int y, struct flota_answer *a)
{
	resolve_full(g, p, x, y, a);
	if (g->rules->name_in_answers == FLOTA_NAME_ONE)
		a->burn = first_bit(a->burn);
	else if (g->rules->name_in_answers == FLOTA_NAME_NONE)
		a->burn = 0;
}

/* Whether the announced answer is true under the naming rule. */
static int
answer_true(const struct flota_rules *r, const struct flota_answer *truth,
    const struct flota_answer *ann)
{
	if (ann->kind != truth->kind)
		return 0;
	if (ann->kind == FLOTA_ANS_HIT && ann->hit != FLOTA_HIT_BARE && ann->hit != truth->hit)
		return 0;
	switch (r->name_in_answers) {
	case FLOTA_NAME_ONE:
		/* At least one ship within a mile; naming more of them is true too. */
		if (truth->burn == 0)
			return ann->burn == 0;
		return ann->burn != 0 && (ann->burn & truth->burn) == ann->burn;
	case FLOTA_NAME_NONE:
		return ann->burn == 0;
	default:
		return ann->burn == truth->burn;
	}
}

int
flota_distance(const struct flota_game *g, int p, int type, int tx, int ty)
{
	const struct flota_rules *r = g->rules;
	short	 dist[FLOTA_DIM][FLOTA_DIM];
	short	 queue[FLOTA_DIM * FLOTA_DIM];
	int	 head = 0, tail = 0, x, y, dx, dy, nx, ny, c, sx, sy;

	sx = g->x[p - 1][type];
	sy = g->y[p - 1][type];
	if (!on_board(r, tx, ty) || g->mine[ty][tx])
		return -1;
	for (y = 0; y < r->board_h; y++)
		for (x = 0; x < r->board_w; x++)
			dist[y][x] = -1;
	dist[sy][sx] = 0;
	queue[tail++] = (short)(sy * FLOTA_DIM + sx);
	while (head < tail) {
		c = queue[head++];
		x = c % FLOTA_DIM;
		y = c / FLOTA_DIM;
		if (x == tx && y == ty)
			return dist[y][x];
		for (dy = -1; dy <= 1; dy++)
			for (dx = -1; dx <= 1; dx++) {
				nx = x + dx;
				ny = y + dy;
				if (!on_board(r, nx, ny) || dist[ny][nx] >= 0 || g->mine[ny][nx])
					continue;
				if (!r->pass_own_ships && !(nx == tx && ny == ty) &&
				    ship_on(g, p, nx, ny, type) >= 0)
					continue;
				dist[ny][nx] = (short)(dist[y][x] + 1);
				queue[tail++] = (short)(ny * FLOTA_DIM + nx);
			}
	}
	return -1;
}

static void
add_sunk(struct flota_result *res, int p, int t, int x, int y, int enclosed)
{
	if (res->nsunk < FLOTA_MAX_SUNK) {
		res->sunk[res->nsunk].player = p;
		res->sunk[res->nsunk].type = t;
		res->sunk[res->nsunk].x = x;
		res->sunk[res->nsunk].y = y;
		res->sunk[res->nsunk].enclosed = enclosed;
		res->nsunk++;
	}
}

static void
sink(struct flota_game *g, int p, int t, int enclosed, struct flota_result *res)
{
	g->alive[p - 1][t] = 0;
	g->sunk_turn[p - 1][t] = g->turn_no;
	add_sunk(res, p, t, g->x[p - 1][t], g->y[p - 1][t], enclosed);
}

static void
enclosure_check(struct flota_game *g, struct flota_result *res)
{
	const struct flota_rules *r = g->rules;
	unsigned char	 mined[FLOTA_DIM * FLOTA_DIM], encl[FLOTA_DIM * FLOTA_DIM];
	int		 x, y, p, t;

	for (y = 0; y < r->board_h; y++)
		for (x = 0; x < r->board_w; x++)
			mined[y * r->board_w + x] = g->mine[y][x];
	flota_enclosure(r->board_w, r->board_h, mined, r->enclosure_tie, encl);
	for (p = 1; p <= 2; p++)
		for (t = 0; t < FLOTA_NTYPES; t++)
			if (g->alive[p - 1][t] &&
			    encl[g->y[p - 1][t] * r->board_w + g->x[p - 1][t]])
				sink(g, p, t, 1, res);
}

/* Ends the game when a fleet is gone; the acting player wins a tie under shooter_wins. */
static void
end_check(struct flota_game *g, struct flota_result *res)
{
	int	 l1 = flota_ships_left(g, 1), l2 = flota_ships_left(g, 2);

	if (g->winner || (l1 && l2))
		return;
	if (!l1 && !l2)
		g->winner = g->rules->both_lost == FLOTA_BOTH_SHOOTER ? g->player : 3;
	else
		g->winner = l1 ? 1 : 2;
	g->end_turn = g->turn_no;
	res->over = 1;
}

int
flota_turn_check(const struct flota_game *g, int p, int type)
{
	if (g->winner)
		return FLOTA_AFTER_END;
	if (p != g->to_move)
		return FLOTA_OUT_OF_TURN;
	if (type < 0 || type >= FLOTA_NTYPES || !g->alive[p - 1][type])
		return FLOTA_SUNK_ACTS;
	if (g->rules->ship_choice == FLOTA_CHOICE_ALTERNATE && g->last_type[p - 1] == type &&
	    flota_ships_left(g, p) > 1)
		return FLOTA_SAME_SHIP;
	return FLOTA_OK;
}

static void
winner_words(const struct flota_game *g, char *buf, size_t size)
{
	if (g->winner == 3)
		WORDS(buf, size, RM_FLOTA_DRAW, RARG_I(g->end_turn));
	else
		WORDS(buf, size, RM_FLOTA_WON, RARG_I(g->end_turn), RARG_I(g->winner));
}

int
flota_turn_begin(struct flota_game *g, int turn_no, int p, int type, int line, int col,
    struct verdict *v)
{
	char	 words[80], sq[8];
	int	 first = FLOTA_OK;

	g->turn_no = turn_no;
	g->in_turn = 1;
	g->player = p;
	g->type = type;
	g->bad = FLOTA_OK;
	g->shots_used = g->steps_used = g->moves_made = g->acted = g->tried = 0;
	if (g->winner) {
		winner_words(g, words, sizeof(words));
		RULE_AT(v, FLOTA_AFTER_END, turn_no, p, line, col, RM_FLOTA_AFTER_END,
		    RARG_S(words));
		return g->bad = FLOTA_AFTER_END;
	}
	if (p != g->to_move) {
		RULE_AT(v, FLOTA_OUT_OF_TURN, turn_no, p, line, col, RM_FLOTA_OUT_OF_TURN,
		    RARG_I(p), RARG_I(g->to_move));
		first = FLOTA_OUT_OF_TURN;
	}
	if (!g->alive[p - 1][type]) {
		flota_square_name(g->x[p - 1][type], g->y[p - 1][type], sq, sizeof(sq));
		RULE_AT(v, FLOTA_SUNK_ACTS, turn_no, p, line, col, RM_FLOTA_SUNK_ACTS,
		    RARG_S(flota_type_name(type)), RARG_I(p), RARG_S(sq),
		    RARG_I(g->sunk_turn[p - 1][type]));
		g->bad = FLOTA_SUNK_ACTS;
	} else if (g->rules->ship_choice == FLOTA_CHOICE_ALTERNATE &&
	    g->last_type[p - 1] == type && flota_ships_left(g, p) > 1) {
		RULE_AT(v, FLOTA_SAME_SHIP, turn_no, p, line, col, RM_FLOTA_SAME_SHIP,
		    RARG_S(flota_type_name(type)), RARG_I(p));
		g->bad = FLOTA_SAME_SHIP;
	}
	/* The order follows the record: the next turn is the other player's. */
	g->to_move = p;
	return first ? first : g->bad;
}

void
flota_turn_abandon(struct flota_game *g)
{
	if (!g->acted)
		g->in_turn = 0;
}

/* "the krążownik on F8" or "the krążownik on F8 and the pancernik on E8". */
static void
ships_words(const struct flota_game *g, int d, unsigned mask, char *buf, size_t size)
{
	char	 sq[8], and[32];
	size_t	 o = 0;
	int	 t, n = 0, total = 0;

	ruling_words(and, sizeof(and), RM_FLOTA_AND, NULL, 0);
	for (t = 0; t < FLOTA_NTYPES; t++)
		total += (mask >> t) & 1;
	buf[0] = '\0';
	for (t = 0; t < FLOTA_NTYPES; t++) {
		if (!(mask & (1u << t)))
			continue;
		flota_square_name(g->x[d - 1][t], g->y[d - 1][t], sq, sizeof(sq));
		WORDS(buf + o, size - o, RM_FLOTA_SHIP_ON,
		    RARG_S(n == 0 ? "" : n == total - 1 ? and : ", "), RARG_S(flota_type_name(t)),
		    RARG_S(sq));
		o = strlen(buf);
		n++;
	}
}

static void
false_answer(struct flota_game *g, const struct flota_action *a,
    const struct flota_answer *full, const struct flota_answer *truth, int fx, int fy,
    struct verdict *v)
{
	char		 sq[8], from[8], said[64], right[64], ships[200], why[300];
	int		 d = 3 - g->player, n = 0, t;
	struct ruling	*ru;

	flota_square_name(a->x, a->y, sq, sizeof(sq));
	flota_square_name(fx, fy, from, sizeof(from));
	flota_answer_print(&a->ans, said, sizeof(said));
	flota_answer_print(truth, right, sizeof(right));
	for (t = 0; t < FLOTA_NTYPES; t++)
		n += (full->burn >> t) & 1;
	ships_words(g, d, full->burn, ships, sizeof(ships));
	if (full->kind == FLOTA_ANS_HIT)
		WORDS(why, sizeof(why), RM_FLOTA_WHY_HIT, RARG_S(flota_type_name(full->hit)),
		    RARG_S(sq));
	else if (full->kind == FLOTA_ANS_BURN)
		WORDS(why, sizeof(why), RM_FLOTA_WHY_BURN, RARG_S(ships), RARG_I(n));
	else
		WORDS(why, sizeof(why), RM_FLOTA_WHY_MISS, RARG_I(d), RARG_S(sq));
	if (full->kind == FLOTA_ANS_BURN && a->ans.kind == FLOTA_ANS_BURN &&
	    g->rules->name_in_answers == FLOTA_NAME_ONE)
		ru = RULE_AT(v, FLOTA_FALSE_ANSWER, g->turn_no, d, a->line, a->col,
		    RM_FLOTA_FALSE_ANSWER, RARG_S(sq), RARG_S(from), RARG_S(said),
		    RARG_S(why), RARG_S(right));
	else if (full->kind == a->ans.kind && g->rules->name_in_answers == FLOTA_NAME_NONE)
		ru = RULE_AT(v, FLOTA_FALSE_ANSWER, g->turn_no, d, a->line, a->col,
		    RM_FLOTA_FALSE_ANSWER_2, RARG_S(sq), RARG_S(from), RARG_S(said),
		    RARG_S(right));
	else
		ru = RULE_AT(v, FLOTA_FALSE_ANSWER, g->turn_no, d, a->line, a->col,
		    RM_FLOTA_FALSE_ANSWER_3, RARG_S(sq), RARG_S(from), RARG_S(said),
		    RARG_S(why), RARG_S(right));
	ruling_square(ru, a->x, a->y);
}

static int
shot(struct flota_game *g, const struct flota_action *a, struct flota_result *res,
    struct verdict *v)
{
	const struct flota_rules *r = g->rules;
	struct flota_answer	 full;
	struct ruling		*ru = NULL;
	char			 sq[8], from[8], range[32];
	int			 p = g->player, t = g->type, own, o, code = FLOTA_OK;

	flota_square_name(a->x, a->y, sq, sizeof(sq));
	flota_square_name(res->fx, res->fy, from, sizeof(from));
	own = on_board(r, a->x, a->y) ? ship_on(g, p, a->x, a->y, t) : -1;
	if (!on_board(r, a->x, a->y)) {
		board_range(r, range, sizeof(range));
		ru = RULE_AT(v, code = FLOTA_SHOT_OFF_BOARD, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_SHOT_OFF_BOARD, RARG_S(sq), RARG_S(from), RARG_S(sq),
		    RARG_S(range));
	} else if (a->x == res->fx && a->y == res->fy) {
		ru = RULE_AT(v, code = FLOTA_SHOT_RANGE, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_SHOT_RANGE, RARG_S(sq), RARG_S(from));
	} else if (cheb(a->x, a->y, res->fx, res->fy) != 1) {
		ru = RULE_AT(v, code = FLOTA_SHOT_RANGE, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_SHOT_RANGE_2, RARG_S(sq), RARG_S(from), RARG_I(cheb(a->x, a->y,
		    res->fx, res->fy)));
	} else if (g->shots_used >= r->shots[t]) {
		ru = RULE_AT(v, code = FLOTA_SHOT_TOO_MANY, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_SHOT_TOO_MANY, RARG_S(sq), RARG_S(from),
		    RARG_I(g->shots_used + 1), RARG_S(flota_type_name(t)),
		    RARG_I(r->shots[t]));
	} else if (own >= 0 && r->own_square_fire == FLOTA_OWNFIRE_ILLEGAL) {
		ru = RULE_AT(v, code = FLOTA_SHOT_OWN, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_SHOT_OWN, RARG_S(sq), RARG_S(from), RARG_I(p),
		    RARG_S(flota_type_name(own)), RARG_S(sq));
	} else if (g->mine[a->y][a->x] && !r->shot_on_mine) {
		ru = RULE_AT(v, code = FLOTA_SHOT_MINED, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_SHOT_MINED, RARG_S(sq), RARG_S(from), RARG_S(sq));
	} else if (r->mine_tokens && !g->mine[a->y][a->x] &&
	    g->tokens_used[p - 1] >= r->mine_tokens) {
		ru = RULE_AT(v, code = FLOTA_SHOT_NO_TOKENS, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_SHOT_NO_TOKENS, RARG_S(sq), RARG_S(from), RARG_I(p),
		    RARG_I(r->mine_tokens));
	}
	if (code != FLOTA_OK) {
		if (on_board(r, a->x, a->y))
			ruling_square(ru, a->x, a->y);
		return res->code = code;
	}
	/* The shot takes effect. */
	res->applied = 1;
	g->acted = 1;
	g->shots_used++;
	resolve_full(g, p, a->x, a->y, &full);
	flota_resolve(g, p, a->x, a->y, &res->truth);
	if (a->ans.kind != FLOTA_ANS_NONE && !answer_true(r, &full, &a->ans)) {
		false_answer(g, a, &full, &res->truth, res->fx, res->fy, v);
		res->code = FLOTA_FALSE_ANSWER;
	}
	if (!g->mine[a->y][a->x]) {
		g->mine[a->y][a->x] = 1;
		g->nmines++;
		g->tokens_used[p - 1]++;
	}
	/*
	 * Every ship on the newly mined square is lost: the enemy ship hit and,
	 * under own_stacking, the ones it shares the square with; an own ship
	 * only under own_square_fire = allowed_sinks_own (else the shot was
	 * refused above). TRAFIONY names one of them (resolve_full).
	 */
	for (o = 0; o < FLOTA_NTYPES; o++) {
		if (g->alive[2 - p][o] && g->x[2 - p][o] == a->x && g->y[2 - p][o] == a->y)
			sink(g, 3 - p, o, 0, res);
		if (own >= 0 && g->alive[p - 1][o] && g->x[p - 1][o] == a->x &&
		    g->y[p - 1][o] == a->y)
			sink(g, p, o, 0, res);
	}
	if (r->enclosure_check == FLOTA_CHECK_SHOT)
		enclosure_check(g, res);
	end_check(g, res);
	return res->code;
}

static int
move(struct flota_game *g, const struct flota_action *a, struct flota_result *res,
    struct verdict *v)
{
	const struct flota_rules *r = g->rules;
	struct ruling	*ru = NULL;
	char		 sq[8], from[8], range[32];
	int		 p = g->player, t = g->type, own, d = -1, left, code = FLOTA_OK;

	flota_square_name(a->x, a->y, sq, sizeof(sq));
	flota_square_name(res->fx, res->fy, from, sizeof(from));
	left = r->moves[t] - g->steps_used;
	if (!on_board(r, a->x, a->y)) {
		board_range(r, range, sizeof(range));
		ru = RULE_AT(v, code = FLOTA_MOVE_OFF_BOARD, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_MOVE_OFF_BOARD, RARG_S(from), RARG_S(sq), RARG_S(sq),
		    RARG_S(range));
	} else if (a->x == res->fx && a->y == res->fy) {
		ru = RULE_AT(v, code = FLOTA_MOVE_NONE, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_MOVE_NONE, RARG_S(sq), RARG_S(flota_type_name(t)), RARG_S(sq));
	} else if (!r->split_moves && g->moves_made > 0) {
		ru = RULE_AT(v, code = FLOTA_MOVE_SPLIT, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_MOVE_SPLIT, RARG_S(from), RARG_S(sq));
	} else if (g->mine[a->y][a->x]) {
		ru = RULE_AT(v, code = FLOTA_MOVE_MINED, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_MOVE_MINED, RARG_S(from), RARG_S(sq), RARG_S(sq));
	} else if ((own = ship_on(g, p, a->x, a->y, t)) >= 0 && !r->own_stacking) {
		ru = RULE_AT(v, code = FLOTA_MOVE_OWN, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_MOVE_OWN, RARG_S(from), RARG_S(sq), RARG_I(p),
		    RARG_S(flota_type_name(own)), RARG_S(sq));
	} else if ((d = flota_distance(g, p, t, a->x, a->y)) < 0) {
		ru = RULE_AT(v, code = FLOTA_MOVE_BLOCKED, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_MOVE_BLOCKED, RARG_S(from), RARG_S(sq), RARG_S(from),
		    RARG_S(sq));
	} else if (d > left) {
		ru = RULE_AT(v, code = FLOTA_MOVE_TOO_LONG, g->turn_no, p, a->line, a->col,
		    RM_FLOTA_MOVE_TOO_LONG, RARG_S(from), RARG_S(sq), RARG_I(d),
		    RARG_S(flota_type_name(t)), RARG_I(left), RARG_I(r->moves[t]));
	}
	if (code != FLOTA_OK) {
		if (on_board(r, a->x, a->y))
			ruling_square(ru, a->x, a->y);
		return res->code = code;
	}
	res->applied = 1;
	res->steps = d;
	g->acted = 1;
	g->steps_used += d;
	g->moves_made++;
	g->x[p - 1][t] = a->x;
	g->y[p - 1][t] = a->y;
	return FLOTA_OK;
}

int
flota_act(struct flota_game *g, const struct flota_action *a, struct flota_result *res,
    struct verdict *v)
{
	char	 words[80];

	memset(res, 0, sizeof(res[0]));
	res->fx = g->x[g->player - 1][g->type];
	res->fy = g->y[g->player - 1][g->type];
	g->tried++;
	if (g->bad)
		return res->code = g->bad;
	if (g->winner) {
		/* The game ended earlier in this turn. */
		winner_words(g, words, sizeof(words));
		RULE_AT(v, FLOTA_AFTER_END, g->turn_no, g->player, a->line, a->col,
		    RM_FLOTA_AFTER_END_2, RARG_S(words));
		g->bad = FLOTA_AFTER_END;
		return res->code = FLOTA_AFTER_END;
	}
	if (a->kind == FLOTA_SHOT)
		return shot(g, a, res, v);
	return move(g, a, res, v);
}

int
flota_turn_end(struct flota_game *g, struct flota_result *res, struct verdict *v)
{
	memset(res, 0, sizeof(res[0]));
	res->fx = g->x[g->player - 1][g->type];
	res->fy = g->y[g->player - 1][g->type];
	if (g->tried == 0 && !g->bad) {
		RULE_AT(v, FLOTA_NO_ACTION, g->turn_no, g->player, 0, 0, RM_FLOTA_NO_ACTION,
		    RARG_S(flota_type_name(g->type)));
		res->code = FLOTA_NO_ACTION;
	}
	if (!g->winner && g->acted && g->rules->enclosure_check == FLOTA_CHECK_TURN)
		enclosure_check(g, res);
	if (g->acted) {
		end_check(g, res);
		g->last_type[g->player - 1] = g->type;
	}
	if (g->bad != FLOTA_AFTER_END)
		g->to_move = 3 - g->player;
	g->in_turn = 0;
	return res->code;
}
