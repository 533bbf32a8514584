/*
 * The replay of a Rybaření game record (§1, §3, §4): the turn order, the
 * pair from the hand, the tile turned over from the wall and its compulsory
 * catch, the end of the wall, and then every player's catch scored (§5).
 */
#include <string.h>

#include "rybareni.h"
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

static void
rule(struct state *s, int code, const char *sect, int col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static void
rule(struct state *s, int code, const char *sect, int col, const char *fmt, ...)
{
	struct ruling	 r;
	va_list		 ap;

	memset(&r, 0, sizeof(r));
	r.code = code;
	r.rule = sect;
	r.turn = s->turn;
	r.player = s->player;
	if (s->t != NULL) {
		r.line = s->t->line;
		r.col = col;
	}
	va_start(ap, fmt);
	fmt_vbuf(r.text, sizeof(r.text), fmt, ap);
	va_end(ap);
	verdict_add(s->v, &r);
	s->nrul++;
}

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
	char		 name[4];
	const char	*or = _(" or ");
	size_t		 o = 0;
	int		 w, n = 0;

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
 * The checks of a catch by tile d of table kind w; fills why and returns
 * its reason code, or 0 when the catch is legal.
 */
static int
catch_fault(const struct state *s, int d, int w, const char *who, char *why, size_t size)
{
	char	 a[4], b[4];

	ryb_tile_name(d, a);
	ryb_tile_name(w, b);
	if (s->table[w] == 0) {
		fmt_buf(why, size, _("%s%s+%s: no %s on the table (§4)"), who, a, b, b);
		return RYB_R_NOT_ON_TABLE;
	}
	if (!ryb_match(s->r, d, w)) {
		if (ryb_tile_gee(d) || ryb_tile_gee(w))
			fmt_buf(why, size, _("%s%s and %s do not pair: with gee_joon_exclusive "
			    "1-2 and 2-4 pair only with each other (§4, pairing)"), who, a, b);
		else
			fmt_buf(why, size, _("%s%s and %s do not pair: %d and %d pips (§4, pairing)"),
			    who, a, b, ryb_tile_pips(d), ryb_tile_pips(w));
		return RYB_R_NO_PAIR;
	}
	if (s->stacked[w] && w != d) {
		fmt_buf(why, size, _("%s%s lies stacked three high: only the fourth %s catches it "
		    "(§3, triple stack)"), who, b, b);
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
				fmt_buf(buf, size, _("%s from the hand with %s on the table"), a, b);
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
		rule(s, RYB_R_STACK, "§3", t->col_hand, _("stacked %s: stacking is not played "
		    "under these rules (§3, triple stack)"), a);
		return;
	}
	if (s->hand[p][t->hand] == 0) {
		rule(s, RYB_R_NOT_IN_HAND, "§4", t->col_hand, _("has no %s in the hand (§4)"), a);
		return;
	}
	if (s->table[t->hand] != 2 || s->stacked[t->hand]) {
		rule(s, RYB_R_STACK, "§3", t->col_hand, _("stacked %s: a tile joins exactly two "
		    "identical tiles on the table (§3, triple stack)"), a);
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
		rule(s, RYB_R_PAIR66, "§3", t->col_hand, _("laid out a pair of 6-6: this is not "
		    "played under these rules (§3, 6-6 pair)"));
		return;
	}
	if (s->played[p] > 0) {
		rule(s, RYB_R_PAIR66, "§3", t->col_hand, _("laid out a pair of 6-6: a dealt "
		    "pair is laid out on the player's first turn only (§3, 6-6 pair)"));
		return;
	}
	if (s->hand[p][six] < 2) {
		rule(s, RYB_R_NOT_IN_HAND, "§3", t->col_hand, _("laid out a pair of 6-6, but "
		    "was not dealt two 6-6 (§3, 6-6 pair)"));
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
	int			 code;
	char			 a[4], why[256];

	ryb_tile_name(t->hand, a);
	switch (t->hand_act) {
	case RYB_ACT_NONE:
		if (s->r->hand_play == RYB_HAND_MUST_PLAY && hand_count(s, p) > 0)
			rule(s, RYB_R_MUST_PLAY, "§3", t->col_hand, _("played no tile from the hand: "
			    "under hand_play must_play one is played every turn (§3, hand play)"));
		else if (s->r->hand_play == RYB_HAND_MUST_CATCH &&
		    hand_can_catch(s, p, why, sizeof(why)))
			rule(s, RYB_R_MUST_CATCH, "§4", t->col_hand, _("could pair %s, and "
			    "\"Může-li hráč spojit dvě kostky do páru, bere si tento pár\" "
			    "(rules as printed, item 6; hand_play must_catch, §4, hand pair)"), why);
		return;
	case RYB_ACT_CATCH:
		if (s->hand[p][t->hand] == 0) {
			rule(s, RYB_R_NOT_IN_HAND, "§4", t->col_hand, _("has no %s in the hand (§4)"), a);
			return;
		}
		if ((code = catch_fault(s, t->hand, t->hand_with, "", why, sizeof(why))) != 0) {
			rule(s, code, code == RYB_R_STACKED ? "§3" : "§4", t->col_hand, "%s", why);
			return;
		}
		s->hand[p][t->hand]--;
		take(s, p, t->hand);
		take_table(s, p, t->hand_with);
		return;
	case RYB_ACT_LAY:
		if (s->r->hand_play != RYB_HAND_MUST_PLAY) {
			rule(s, RYB_R_HAND_LAY, "§4", t->col_hand, _("laid %s from the hand on the "
			    "table: a hand tile is played only to pair with a table tile (§4)"), a);
			return;
		}
		if (s->hand[p][t->hand] == 0) {
			rule(s, RYB_R_NOT_IN_HAND, "§4", t->col_hand, _("has no %s in the hand (§4)"), a);
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
	int			 code = 0, mismatch = d != t->draw;
	char			 a[4], b[4], why[256], can[128];

	ryb_tile_name(d, a);
	if (mismatch) {
		ryb_tile_name(t->draw, b);
		rule(s, RYB_R_DRAW, "§1", t->col_draw, _("drew %s, but the next tile of the wall "
		    "is %s (§1, the wall)"), b, a);
	}
	switch (t->draw_act) {
	case RYB_ACT_CATCH:
		code = catch_fault(s, d, t->draw_with, _("drawn "), why, sizeof(why));
		if (code == 0) {
			take(s, p, d);
			take_table(s, p, t->draw_with);
			return;
		}
		if (!mismatch)
			rule(s, code, code == RYB_R_STACKED ? "§3" : "§4", t->col_draw, "%s", why);
		break;
	case RYB_ACT_STACK:
		if (s->r->triple_stack && s->table[d] == 2 && !s->stacked[d]) {
			s->table[d] = 3;
			s->stacked[d] = 1;
			return;
		}
		if (!mismatch)
			rule(s, RYB_R_STACK, "§3", t->col_draw, s->r->triple_stack ?
			    _("drawn %s stacked: a tile joins exactly two identical tiles on the table "
			    "(§3, triple stack)") : _("drawn %s stacked: stacking is not played under "
			    "these rules (§3, triple stack)"), a);
		break;
	default:
		if (!mismatch && catchable(s, d, can, sizeof(can)) > 0)
			rule(s, RYB_R_COMPULSORY, "§4", t->col_draw, _("drawn %s could catch %s on the "
			    "table, but was laid on the table (§4, compulsory)"), a, can);
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
			rule(&s, RYB_R_AFTER_END, "§1", t->col, _("the wall is used up: the game "
			    "ended before this turn (§1, end)"));
			continue;
		}
		if (p != next)
			rule(&s, RYB_R_ORDER, "§1", t->col, _("played out of turn: it was player "
			    "%d's turn (§1, turn order)"), next + 1);
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
		rule(&s, RYB_R_UNFINISHED, "§1", 0, P_("the wall still holds %d tile: the game ends "
		    "only when the wall is used up (§1, end)", "the wall still holds %d tiles: the "
		    "game ends only when the wall is used up (§1, end)", res->wall_left),
		    res->wall_left);
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
