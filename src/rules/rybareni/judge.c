/*
 * The replay of a Rybaření game record (§1, §3, §4): the turn order, the
 * pair from the hand, the tile turned over from the wall and its compulsory
 * catch, the end of the wall, and then every player's catch scored (§5).
 */
#include <string.h>

#include "rybareni.h"
#include "../msg.h"
#include "../../util/i18n.h"

struct state {
	const struct ryb_rules	*r;
	const struct ryb_game	*g;
	struct ryb_result	*res;
	struct verdict		*v;
	size_t			 nrul;
	int			 table[RYB_KINDS];	/* tiles on the table per kind */
	int			 stacked[RYB_KINDS];	/* the kind lies stacked three high */
	int			 hand[RYB_MAXP][RYB_KINDS];
	int			 played[RYB_MAXP];	/* turns each player has played */
	int			 turn, player;		/* of the ruling being made */
	const struct ryb_turn	*t;
};

/*
 * Why a catch is void: the message (rules/msg.h) and its arguments, for
 * the caller to rule or not; the tile names live here with them.
 */
struct fault {
	int		 msg, na;
	struct rarg	 a[5];
	char		 ta[4], tb[4];
};

/* A ruling on the turn being judged, worded by the formatter from msg and a[0..na). */
static void
rule(struct state *s, int code, const char *sect, int col, int msg, const struct rarg *a,
    int na)
{
	struct ruling	 r;

	memset(&r, 0, sizeof(r));
	r.code = code;
	r.rule = sect;
	r.turn = s->turn;
	r.player = s->player;
	if (s->t != NULL) {
		r.line = s->t->line;
		r.col = col;
	}
	ruling_say(&r, msg, a, na);
	verdict_add(s->v, &r);
	s->nrul++;
}

/* rule() with its arguments inline (one at least). */
#define RULE(s, code, sect, col, msg, ...) \
	rule((s), (code), (sect), (col), (msg), (const struct rarg[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const struct rarg[]){ __VA_ARGS__ }) / sizeof(struct rarg)))

static void
take(struct state *s, int p, int t)
{
	struct ryb_result *res = s->res;

	res->catch[p][res->ncatch[p]++] = t;
}

/* Moves table tile w (a stacked triple whole) into p's catch. */
static void
take_table(struct state *s, int p, int w)
{
	int	 n = s->stacked[w] ? 3 : 1;

	s->table[w] -= n;
	s->stacked[w] = 0;
	while (n-- > 0)
		take(s, p, w);
}

/* Whether tile d may catch table kind w now. */
static int
can_catch(const struct state *s, int d, int w)
{
	return s->table[w] > 0 && ryb_match(s->r, d, w) && (!s->stacked[w] || w == d);
}

/* The kinds d could catch, as "5-6" or "1-5 or 3-3"; returns how many. */
static int
catchable(const struct state *s, int d, char *buf, size_t size)
{
	char		 name[4], or[32];
	size_t		 o = 0;
	int		 w, n = 0;

	ruling_words(or, sizeof(or), RM_RYB_OR, NULL, 0);
	buf[0] = '\0';
	for (w = 0; w < RYB_KINDS; w++) {
		if (!can_catch(s, d, w))
			continue;
		ryb_tile_name(w, name);
		if (o + strlen(or) + 4 < size) {
			memcpy(buf + o, n ? or : "", n ? strlen(or) : 0);
			o += n ? strlen(or) : 0;
			memcpy(buf + o, name, 4);
			o += 3;
		}
		n++;
	}
	return n;
}

/*
 * The checks of a catch by tile d of table kind w (drawn: d came from the
 * wall); fills f and returns its reason code, or 0 when the catch is legal.
 */
static int
catch_fault(const struct state *s, int d, int w, int drawn, struct fault *f)
{
	struct rarg	 who = drawn ? RARG_W(N_("drawn ")) : RARG_S("");

	ryb_tile_name(d, f->ta);
	ryb_tile_name(w, f->tb);
	f->a[0] = who;
	f->a[1] = RARG_S(f->ta);
	f->a[2] = RARG_S(f->tb);
	f->na = 3;
	if (s->table[w] == 0) {
		f->msg = RM_RYB_NOT_ON_TABLE;
		f->a[3] = RARG_S(f->tb);
		f->na = 4;
		return RYB_R_NOT_ON_TABLE;
	}
	if (!ryb_match(s->r, d, w)) {
		f->msg = RM_RYB_NO_PAIR_GEE;
		if (!ryb_tile_gee(d) && !ryb_tile_gee(w)) {
			f->msg = RM_RYB_NO_PAIR;
			f->a[3] = RARG_I(ryb_tile_pips(d));
			f->a[4] = RARG_I(ryb_tile_pips(w));
			f->na = 5;
		}
		return RYB_R_NO_PAIR;
	}
	if (s->stacked[w] && w != d) {
		f->msg = RM_RYB_STACKED;
		f->a[1] = f->a[2];
		f->na = 3;
		return RYB_R_STACKED;
	}
	return 0;
}

/* Whether p holds a tile that pairs with a table tile; names one pair. */
static int
hand_can_catch(const struct state *s, int p, char *buf, size_t size)
{
	char	 a[4], b[4];
	int	 h, w;

	for (h = 0; h < RYB_KINDS; h++) {
		if (s->hand[p][h] == 0)
			continue;
		for (w = 0; w < RYB_KINDS; w++)
			if (can_catch(s, h, w)) {
				ryb_tile_name(h, a);
				ryb_tile_name(w, b);
				ruling_words(buf, size, RM_RYB_HAND_PAIR, (const struct rarg[]){
				    RARG_S(a), RARG_S(b) }, 2);
				return 1;
			}
	}
	return 0;
}

static int
hand_count(const struct state *s, int p)
{
	int	 k, n = 0;

	for (k = 0; k < RYB_KINDS; k++)
		n += s->hand[p][k];
	return n;
}

/* The hand tile laid on two identical table tiles (§3, triple stack). */
static void
hand_stack(struct state *s, int p, const char *a)
{
	const struct ryb_turn	*t = s->t;

	if (!s->r->triple_stack) {
		RULE(s, RYB_R_STACK, "§3", t->col_hand, RM_RYB_STACK_OFF, RARG_S(a));
		return;
	}
	if (s->hand[p][t->hand] == 0) {
		RULE(s, RYB_R_NOT_IN_HAND, "§4", t->col_hand, RM_RYB_NOT_IN_HAND, RARG_S(a));
		return;
	}
	if (s->table[t->hand] != 2 || s->stacked[t->hand]) {
		RULE(s, RYB_R_STACK, "§3", t->col_hand, RM_RYB_STACK_TWO, RARG_S(a));
		return;
	}
	s->hand[p][t->hand]--;
	s->table[t->hand] = 3;
	s->stacked[t->hand] = 1;
}

/* A dealt pair of 6-6 laid out as a catch (§3, 6-6 pair). */
static void
hand_pair66(struct state *s, int p)
{
	const struct ryb_turn	*t = s->t;
	int			 six = ryb_tile(6, 6);

	if (!s->r->double_six_pair) {
		rule(s, RYB_R_PAIR66, "§3", t->col_hand, RM_RYB_PAIR66_OFF, NULL, 0);
		return;
	}
	if (s->played[p] > 0) {
		rule(s, RYB_R_PAIR66, "§3", t->col_hand, RM_RYB_PAIR66_LATE, NULL, 0);
		return;
	}
	if (s->hand[p][six] < 2) {
		rule(s, RYB_R_NOT_IN_HAND, "§3", t->col_hand, RM_RYB_PAIR66_UNDEALT, NULL, 0);
		return;
	}
	s->hand[p][six] -= 2;
	take(s, p, six);
	take(s, p, six);
}

static void
hand_part(struct state *s, int p)
{
	const struct ryb_turn	*t = s->t;
	struct fault		 f;
	int			 code;
	char			 a[4], why[256];

	ryb_tile_name(t->hand, a);
	switch (t->hand_act) {
	case RYB_ACT_NONE:
		if (s->r->hand_play == RYB_HAND_MUST_PLAY && hand_count(s, p) > 0)
			rule(s, RYB_R_MUST_PLAY, "§3", t->col_hand, RM_RYB_MUST_PLAY, NULL, 0);
		else if (s->r->hand_play == RYB_HAND_MUST_CATCH &&
		    hand_can_catch(s, p, why, sizeof(why)))
			RULE(s, RYB_R_MUST_CATCH, "§4", t->col_hand, RM_RYB_MUST_CATCH, RARG_S(why));
		return;
	case RYB_ACT_CATCH:
		if (s->hand[p][t->hand] == 0) {
			RULE(s, RYB_R_NOT_IN_HAND, "§4", t->col_hand, RM_RYB_NOT_IN_HAND, RARG_S(a));
			return;
		}
		if ((code = catch_fault(s, t->hand, t->hand_with, 0, &f)) != 0) {
			rule(s, code, code == RYB_R_STACKED ? "§3" : "§4", t->col_hand, f.msg, f.a,
			    f.na);
			return;
		}
		s->hand[p][t->hand]--;
		take(s, p, t->hand);
		take_table(s, p, t->hand_with);
		return;
	case RYB_ACT_LAY:
		if (s->r->hand_play != RYB_HAND_MUST_PLAY) {
			RULE(s, RYB_R_HAND_LAY, "§4", t->col_hand, RM_RYB_HAND_LAY, RARG_S(a));
			return;
		}
		if (s->hand[p][t->hand] == 0) {
			RULE(s, RYB_R_NOT_IN_HAND, "§4", t->col_hand, RM_RYB_NOT_IN_HAND, RARG_S(a));
			return;
		}
		s->hand[p][t->hand]--;
		s->table[t->hand]++;
		return;
	case RYB_ACT_STACK:
		hand_stack(s, p, a);
		return;
	case RYB_ACT_PAIR66:
		hand_pair66(s, p);
		return;
	}
}

static void
draw_part(struct state *s, int p, int d)
{
	const struct ryb_turn	*t = s->t;
	struct fault		 f;
	int			 code = 0, mismatch = d != t->draw;
	char			 a[4], b[4], can[128];

	ryb_tile_name(d, a);
	if (mismatch) {
		ryb_tile_name(t->draw, b);
		RULE(s, RYB_R_DRAW, "§1", t->col_draw, RM_RYB_DRAW, RARG_S(b), RARG_S(a));
	}
	switch (t->draw_act) {
	case RYB_ACT_CATCH:
		code = catch_fault(s, d, t->draw_with, 1, &f);
		if (code == 0) {
			take(s, p, d);
			take_table(s, p, t->draw_with);
			return;
		}
		if (!mismatch)
			rule(s, code, code == RYB_R_STACKED ? "§3" : "§4", t->col_draw, f.msg, f.a,
			    f.na);
		break;
	case RYB_ACT_STACK:
		if (s->r->triple_stack && s->table[d] == 2 && !s->stacked[d]) {
			s->table[d] = 3;
			s->stacked[d] = 1;
			return;
		}
		if (!mismatch)
			RULE(s, RYB_R_STACK, "§3", t->col_draw, s->r->triple_stack ?
			    RM_RYB_DRAWN_STACK_TWO : RM_RYB_DRAWN_STACK_OFF, RARG_S(a));
		break;
	default:
		if (!mismatch && catchable(s, d, can, sizeof(can)) > 0)
			RULE(s, RYB_R_COMPULSORY, "§4", t->col_draw, RM_RYB_COMPULSORY, RARG_S(a),
			    RARG_S(can));
		break;
	}
	/* Laid on the table: as written, or because the written catch is void. */
	s->table[d]++;
}

size_t
ryb_judge(const struct ryb_rules *r, const struct ryb_game *g, struct ryb_result *res,
    struct verdict *v)
{
	struct state		 s;
	const struct ryb_turn	*t;
	int			 i, k, p, np = g->nplayers, next = 0, wpos = 0;
	int			 total[RYB_MAXP];

	memset(&s, 0, sizeof(s));
	memset(res, 0, sizeof(*res));
	s.r = r;
	s.g = g;
	s.res = res;
	s.v = v;
	res->nplayers = np;
	for (i = 0; i < RYB_TABLE; i++)
		s.table[g->table[i]]++;
	for (p = 0; p < np; p++)
		for (i = 0; i < g->nhand; i++)
			s.hand[p][g->hand[p][i]]++;
	for (i = 0; i < g->nturns; i++) {
		t = s.t = &g->turns[i];
		p = t->player - 1;
		s.turn = i / np + 1;
		s.player = t->player;
		if (wpos == RYB_WALL) {
			rule(&s, RYB_R_AFTER_END, "§1", t->col, RM_RYB_AFTER_END, NULL, 0);
			continue;
		}
		if (p != next)
			RULE(&s, RYB_R_ORDER, "§1", t->col, RM_RYB_ORDER, RARG_I(next + 1));
		next = (p + 1) % np;
		hand_part(&s, p);
		draw_part(&s, p, g->wall[wpos++]);
		s.played[p]++;
		res->turns_played++;
	}
	s.t = NULL;
	res->wall_left = RYB_WALL - wpos;
	if (res->wall_left > 0) {
		s.turn = g->nturns / np + 1;
		s.player = next + 1;
		RULE(&s, RYB_R_UNFINISHED, "§1", 0, RM_RYB_UNFINISHED, RARG_I(res->wall_left));
	}
	for (k = 0; k < RYB_KINDS; k++) {
		res->table_left[k] = s.table[k];
		for (p = 0; p < np; p++)
			res->hand_left[p][k] = s.hand[p][k];
	}
	for (p = 0; p < np; p++) {
		ryb_score(r, res->catch[p], (size_t)res->ncatch[p], &res->score[p]);
		total[p] = res->score[p].total;
	}
	ryb_places(total, np, res->place);
	return s.nrul;
}

int
ryb_setup_check(const struct ryb_game *g, struct errbuf *err)
{
	int	 count[RYB_KINDS] = { 0 };
	int	 i, p, k;
	char	 a[4];

	for (i = 0; i < RYB_TABLE; i++)
		count[g->table[i]]++;
	for (p = 0; p < g->nplayers; p++)
		for (i = 0; i < g->nhand; i++)
			count[g->hand[p][i]]++;
	for (i = 0; i < RYB_WALL; i++)
		count[g->wall[i]]++;
	/* A kind too many first: it names the tile written wrongly. */
	for (k = 0; k < RYB_KINDS; k++)
		if (count[k] > 2 * ryb_tile_copies(k))
			break;
	if (k == RYB_KINDS)
		for (k = 0; k < RYB_KINDS; k++)
			if (count[k] < 2 * ryb_tile_copies(k))
				break;
	if (k < RYB_KINDS) {
		ryb_tile_name(k, a);
		return err_set(err, 0, 0, P_("the tiles are not two full sets: %s appears %d "
		    "time in Table, the hands and Wall, two sets hold %d (§2)",
		    "the tiles are not two full sets: %s appears %d "
		    "times in Table, the hands and Wall, two sets hold %d (§2)", count[k]),
		    a, count[k], 2 * ryb_tile_copies(k));
	}
	return 0;
}
