/*
 * Fuzz target: the .flota reader, its canonical printer and the judge. Any
 * input either fails to parse or reads back from its canonical form to the
 * same bytes (record, fleet and turn line alike). Every record is judged
 * twice: by flota_record_turns (as flota check judges it, the turns pulled
 * from a flota_reader) and here one call at a time (flota_turn_begin,
 * flota_act, flota_turn_end on the turns flota_parse hands out); both must
 * make the same rulings and leave the same game. Along the way: the live
 * play check agrees with the turn's first ruling, a shot's truth is
 * flota_resolve's, a move's length flota_distance's, every code has its
 * section, no surviving ship stands on a mine, and at the end of a record
 * the enclosure agrees with a union-find count of the open regions.
 * Input: RECORD ['\0' RULESET] (suffix.h): the ruleset text changes any
 * knob of the flota preset ("ship_choice = alternate", "board_w = 6" ...).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/flota.h"
#include "suffix.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/*
 * Turns judged per record: every shot runs the enclosure over the board, so
 * a long record is slow under the sanitizers; its later turns are read and
 * printed, not judged (both judges stop at the same turn).
 */
#define MAX_TURNS	20

static struct flota_rules rules;

struct run {
	struct strbuf		 text;
	struct flota_game	 g;
	struct verdict		 v;
	int			 valid, turn, nrec;
	struct flota_game	 end[8];	/* the game at the end of each record */
	int			 nend;
};

/* ------------------------------------------------------------ oracles */

static int
uf_find(int *up, int i)
{
	while (up[i] != i)
		i = up[i] = up[up[i]];
	return i;
}

/* The enclosure of the game's mines against a union-find of the open squares. */
static void
check_enclosure(const struct flota_game *g)
{
	const struct flota_rules *r = g->rules;
	unsigned char	 mined[FLOTA_DIM * FLOTA_DIM] = { 0 }, encl[FLOTA_DIM * FLOTA_DIM];
	int		 up[FLOTA_DIM * FLOTA_DIM], n[FLOTA_DIM * FLOTA_DIM] = { 0 };
	int		 w = r->board_w, h = r->board_h, i, x, y, best = 0, nbest = 0, a, b;

	for (i = 0; i < w * h; i++) {
		mined[i] = g->mine[i / w][i % w];
		up[i] = i;
	}
	for (y = 0; y < h; y++)
		for (x = 0; x < w; x++) {
			if (mined[y * w + x])
				continue;
			/* Join with the open squares already seen among the eight around. */
			if (x > 0 && !mined[y * w + x - 1])
				up[uf_find(up, y * w + x - 1)] = uf_find(up, y * w + x);
			for (a = x - 1; y > 0 && a <= x + 1; a++)
				if (a >= 0 && a < w && !mined[(y - 1) * w + a])
					up[uf_find(up, (y - 1) * w + a)] = uf_find(up, y * w + x);
		}
	for (i = 0; i < w * h; i++)
		if (!mined[i])
			n[uf_find(up, i)]++;
	for (i = 0; i < w * h; i++)
		if (n[i] > best) {
			best = n[i];
			nbest = 1;
		} else if (n[i] && n[i] == best)
			nbest++;
	if (flota_enclosure(w, h, mined, r->enclosure_tie, encl) != best)
		abort();
	for (i = 0; i < w * h; i++) {
		b = mined[i] ? 0 : n[uf_find(up, i)] < best ||
		    (r->enclosure_tie == FLOTA_TIE_SUNK && nbest > 1);
		if (encl[i] != b)
			abort();
	}
}

static void
check_rulings(const struct verdict *v, size_t from)
{
	const struct ruling	*x;
	const char		*sec;

	for (; from < v->n; from++) {
		x = &v->r[from];
		sec = flota_code_rule(x->code);
		if (x->code <= FLOTA_OK || x->code >= FLOTA_CODE__COUNT || x->text[0] == '\0' ||
		    sec == NULL || strncmp(sec, "§", strlen("§")) != 0 || x->rule == NULL ||
		    flota_code_name(x->code)[0] == '\0' || x->player < 1 || x->player > 2)
			abort();
	}
}

/* The game after a step: winner, ships, mines and the ships on them. */
static void
check_game(const struct flota_game *g)
{
	int	 p, t, l[2];

	for (p = 0; p < 2; p++) {
		l[p] = flota_ships_left(g, p + 1);
		if (l[p] < 0 || l[p] > FLOTA_NTYPES)
			abort();
		for (t = 0; t < FLOTA_NTYPES; t++)
			if (g->alive[p][t] && g->mine[g->y[p][t]][g->x[p][t]])
				abort();
	}
	/* The loser has no ship left; a draw, nobody. */
	if (g->winner < 0 || g->winner > 3 || (g->winner == 3 && (l[0] || l[1])) ||
	    ((g->winner == 1 || g->winner == 2) && l[2 - g->winner] != 0))
		abort();
}

/* ------------------------------------------------------------ one call at a time */

/* A record judged: its game kept for the comparison, its mines against the enclosure. */
static void
record_end(struct run *r)
{
	if (r->nend < 8)
		r->end[r->nend++] = r->g;
	check_enclosure(&r->g);
}

static int
on_header(const struct flota_header *h, void *arg)
{
	struct run	*r = arg;
	size_t		 n0 = r->v.n;

	if (r->valid)
		record_end(r);
	flota_print_header(h, &r->text);
	r->valid = flota_fleet_check(&rules, &h->fleet[0], 1, &r->v) == 0;
	r->valid &= flota_fleet_check(&rules, &h->fleet[1], 2, &r->v) == 0;
	check_rulings(&r->v, n0);
	if (r->valid)
		flota_game_init(&r->g, &rules, &h->fleet[0], &h->fleet[1]);
	r->turn = 0;
	r->nrec++;
	return 0;
}

static void
act(struct run *r, const struct flota_action *a)
{
	struct flota_game	*g = &r->g;
	struct flota_answer	 truth = { 0, 0, 0 };
	struct flota_result	 res;
	int			 dist = -1, onb;

	onb = a->x >= 0 && a->y >= 0 && a->x < rules.board_w && a->y < rules.board_h;
	if (onb && a->kind == FLOTA_SHOT)
		flota_resolve(g, g->player, a->x, a->y, &truth);
	else if (onb)
		dist = flota_distance(g, g->player, g->type, a->x, a->y);
	flota_act(g, a, &res, &r->v);
	if (res.applied && a->kind == FLOTA_SHOT && !flota_answer_equal(&res.truth, &truth))
		abort();
	if (res.applied && a->kind == FLOTA_MOVE &&
	    (res.steps != dist || dist < 1 || res.steps > rules.moves[g->type]))
		abort();
	if (res.applied != (res.code == FLOTA_OK || res.code == FLOTA_FALSE_ANSWER))
		abort();
}

static int
on_turn(const struct flota_header *h, const struct flota_turn *t, void *arg)
{
	struct run		*r = arg;
	struct flota_result	 res;
	size_t			 n0 = r->v.n;
	int			 i, live, first;

	(void)h;
	flota_print_turn(t, &r->text);
	if (!r->valid || r->turn >= MAX_TURNS)
		return 0;
	live = flota_turn_check(&r->g, t->player, t->type);
	first = flota_turn_begin(&r->g, ++r->turn, t->player, t->type, t->line, t->col, &r->v);
	/* Live play refuses what the record's turn rules on first. */
	if (live != first)
		abort();
	for (i = 0; i < t->nact; i++) {
		act(r, &t->act[i]);
		check_game(&r->g);
	}
	flota_turn_end(&r->g, &res, &r->v);
	check_rulings(&r->v, n0);
	check_game(&r->g);
	return 0;
}

/* ------------------------------------------------------------ the record judge */

struct pull {
	struct flota_reader	 rd;
	struct errbuf		 err;
	int			 turns;
};

static int
pull_next(void *arg, struct flota_turn *t)
{
	struct pull	*pl = arg;

	if (pl->turns++ == MAX_TURNS)
		return 0;
	return flota_read_turn(&pl->rd, t, &pl->err);
}

/* Each step the record judge hands back names its own rulings and no others. */
static void
on_step(void *arg, const struct flota_game *g, const struct flota_step *s,
    const struct verdict *v)
{
	(void)arg;
	if (s->n0 > s->n1 || s->n1 > v->n || s->turnv > s->n0 ||
	    (s->voidk != FLOTA_NO_RULING && (s->voidk >= v->n || v->r[s->voidk].code == 0)) ||
	    (s->kind == FLOTA_STEP_ACTION && (s->i < 0 || s->i >= s->t->nact)) ||
	    (s->kind == FLOTA_STEP_IDLE && s->t->nact != 0) ||
	    s->res.nsunk < 0 || s->res.nsunk > FLOTA_MAX_SUNK || (s->res.over && !g->winner))
		abort();
	check_rulings(v, s->n0);
}

/* Judges every record of text as flota check does; appends to v, the games to end[]. */
static void
judge_records(const char *text, size_t len, struct verdict *v, struct flota_game *end,
    int *nend)
{
	static struct pull		 pl;
	static struct flota_header	 h;
	struct flota_record_visit	 vis = { pull_next, on_step, &pl };
	struct flota_game		 g;
	int				 rc;

	*nend = 0;
	flota_reader_init(&pl.rd, text, len);
	while ((rc = flota_read_header(&pl.rd, &h, &pl.err)) == 1) {
		if (flota_record_fleets(&rules, h.fleet, v) > 0) {
			while (flota_read_turn(&pl.rd, &(struct flota_turn){ 0 }, &pl.err) == 1)
				continue;
			continue;
		}
		flota_game_init(&g, &rules, &h.fleet[0], &h.fleet[1]);
		pl.turns = 0;
		if (flota_record_turns(&g, &vis, v) < 0)
			abort();	/* flota_parse read the same text */
		if (*nend < 8)
			end[(*nend)++] = g;
	}
	if (rc != 0)
		abort();
}

static int
key_cmp(const void *a, const void *b)
{
	const int	*x = a, *y = b;

	return x[0] != y[0] ? x[0] - y[0] : x[1] != y[1] ? x[1] - y[1] : x[2] - y[2];
}

/* (code, turn, player) of every ruling, sorted: the canonical form sorts fleets. */
static int *
ruling_keys(const struct verdict *v)
{
	int	*k = xcalloc(3 * v->n + 1, sizeof(int));
	size_t	 i;

	for (i = 0; i < v->n; i++) {
		k[3 * i] = v->r[i].code;
		k[3 * i + 1] = v->r[i].turn;
		k[3 * i + 2] = v->r[i].player;
	}
	qsort(k, v->n, 3 * sizeof(int), key_cmp);
	return k;
}

/*
 * The same rulings: where, the same text judged, so in the same order at the
 * same places with the same words; else the same ones in any order.
 */
static void
same_rulings(const struct verdict *a, const struct verdict *b, int where)
{
	size_t	 k;
	int	*ka, *kb;

	if (a->n != b->n)
		abort();
	if (!where) {
		ka = ruling_keys(a);
		kb = ruling_keys(b);
		if (memcmp(ka, kb, 3 * a->n * sizeof(int)) != 0)
			abort();
		free(ka);
		free(kb);
		return;
	}
	for (k = 0; k < a->n; k++)
		if (a->r[k].code != b->r[k].code || a->r[k].turn != b->r[k].turn ||
		    a->r[k].player != b->r[k].player || a->r[k].line != b->r[k].line ||
		    a->r[k].col != b->r[k].col || strcmp(a->r[k].text, b->r[k].text) != 0)
			abort();
}

static void
same_game(const struct flota_game *a, const struct flota_game *b)
{
	if (memcmp(a->x, b->x, sizeof(a->x)) != 0 || memcmp(a->y, b->y, sizeof(a->y)) != 0 ||
	    memcmp(a->alive, b->alive, sizeof(a->alive)) != 0 ||
	    memcmp(a->mine, b->mine, sizeof(a->mine)) != 0 || a->winner != b->winner ||
	    a->end_turn != b->end_turn || a->nmines != b->nmines)
		abort();
}

/* Every printed turn line and fleet reads back to the same words. */
static void
lines_back(const struct strbuf *text)
{
	const char		*s = sb_str(text), *e, *end = s + text->len;
	struct flota_turn	 t;
	struct strbuf		 sb = { 0 };
	struct errbuf		 err;
	int			 line = 1;

	for (; s < end; s = e + 1, line++) {
		if ((e = memchr(s, '\n', (size_t)(end - s))) == NULL)
			abort();	/* every printed line ends in a newline */
		if (*s >= '1' && *s <= '2') {
			if (flota_line_parse(s, e, line, s, NULL, 0, FLOTA_LINE_RECORD, &t, &err) != 0)
				abort();
			sb_reset(&sb);
			flota_print_turn(&t, &sb);
			if (sb.len != (size_t)(e + 1 - s) || memcmp(sb_str(&sb), s, sb.len) != 0)
				abort();
		}
	}
	sb_free(&sb);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct run	 a, b;
	static struct flota_game end[8];
	struct verdict		 v = { 0, 0, NULL };
	struct flota_fleet	 f;
	struct errbuf		 err;
	struct strbuf		 fl = { 0 }, fl2 = { 0 };
	size_t			 len;
	int			 nend, i;

	if ((len = fuzz_suffix_rules(&flota_ruleset_game, data, size, &rules)) == (size_t)-1)
		return 0;
	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	if (flota_parse((const char *)data, len, on_header, on_turn, &a, &err) == 0) {
		if (a.valid)
			record_end(&a);
		/* The canonical form parses and prints back byte for byte. */
		if (flota_parse(sb_str(&a.text), a.text.len, on_header, on_turn, &b, &err) != 0)
			abort();
		if (strcmp(sb_str(&a.text), sb_str(&b.text)) != 0)
			abort();
		/* Judged again from the canonical form: the same rulings. */
		same_rulings(&a.v, &b.v, 0);
		lines_back(&a.text);
		/* The record judge: the same rulings and games as one call at a time. */
		judge_records((const char *)data, len, &v, end, &nend);
		for (i = 0; i < nend && i < a.nend; i++)
			same_game(&end[i], &a.end[i]);
		if (nend != a.nend)
			abort();
		same_rulings(&v, &a.v, 1);
		verdict_free(&v);
	}
	/* A fleet line: what parses prints canonically and reads back the same. */
	if (flota_fleet_parse((const char *)data, (const char *)data + len, 1,
	    (const char *)data, &f, &err) == 0) {
		flota_print_fleet(&f, &fl);
		if (flota_fleet_parse(sb_str(&fl), sb_str(&fl) + fl.len, 1, sb_str(&fl), &f,
		    &err) != 0)
			abort();
		flota_print_fleet(&f, &fl2);
		if (strcmp(sb_str(&fl), sb_str(&fl2)) != 0)
			abort();
	}
	sb_free(&fl);
	sb_free(&fl2);
	sb_free(&a.text);
	sb_free(&b.text);
	verdict_free(&a.v);
	verdict_free(&b.v);
	return 0;
}
