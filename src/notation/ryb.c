/*
 * The .ryb record reader and canonical printer (referee-notation(5),
 * man/referee-notation.5). Lenient in: any case, Czech tag names with or
 * without diacritics (Hráči, Stůl, Ruka1, Zeď, [Hra]), tiles in either
 * order (4-2 = 2-4), blanks or commas between tiles. Strict out.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ryb.h"
#include "lex.h"
#include "../util/i18n.h"
#include "../util/stream.h"

#define LINE_MAX_BYTES	(1024 * 1024)

enum tag {
	T_EVENT, T_DATE, T_RULESET, T_PLAYERS, T_TABLE, T_HAND1, T_HAND2, T_HAND3, T_WALL,
	S_PLAY, T__COUNT
};

static const char *const tag_names[T__COUNT] = {
	"Event", "Date", "Ruleset", "Players", "Table", "Hand1", "Hand2", "Hand3", "Wall", "Play"
};

/* Folded spellings: English, then Czech. */
static const struct {
	const char	*word;
	int		 tag;
} tag_words[] = {
	{ "event", T_EVENT }, { "udalost", T_EVENT }, { "turnaj", T_EVENT },
	{ "date", T_DATE }, { "datum", T_DATE },
	{ "ruleset", T_RULESET }, { "pravidla", T_RULESET },
	{ "players", T_PLAYERS }, { "hraci", T_PLAYERS },
	{ "table", T_TABLE }, { "stul", T_TABLE },
	{ "hand1", T_HAND1 }, { "ruka1", T_HAND1 }, { "kostky1", T_HAND1 },
	{ "hand2", T_HAND2 }, { "ruka2", T_HAND2 }, { "kostky2", T_HAND2 },
	{ "hand3", T_HAND3 }, { "ruka3", T_HAND3 }, { "kostky3", T_HAND3 },
	{ "wall", T_WALL }, { "zed", T_WALL },
	{ "play", S_PLAY }, { "hra", S_PLAY }, { "lov", S_PLAY }, { "loveni", S_PLAY },
	{ "tahy", S_PLAY },
};

struct pos {
	int	 line, col;
};

struct rec {
	int		 started;
	unsigned	 seen;
	struct pos	 at[T__COUNT];
	int		 nhand[RYB_MAXP];	/* tiles given in each Hand tag */
	int		 hands[RYB_MAXP][RYB_TILES];
};

/*
 * Stops the reader at its first error, at p on the current line (column 0
 * when p is NULL) or at a stored position: -1.
 */
#define fail(r, err, p, ...) \
	err_fail(&(r)->failed, (err), (r)->line, (p) ? text_col((r)->bol, (p)) : 0, __VA_ARGS__)
#define fail_at(r, err, at, ...) \
	err_fail(&(r)->failed, (err), (at).line, (at).col, __VA_ARGS__)

static struct pos
pos(const struct ryb_reader *r, const char *p)
{
	struct pos	 s;

	s.line = r->line;
	s.col = text_col(r->bol, p);
	return s;
}

void
ryb_reader_init(struct ryb_reader *r, const char *text, size_t len)
{
	memset(r, 0, sizeof(*r));
	r->text = r->p = r->bol = text;
	r->end = text + len;
	r->line = 1;
	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		r->p = r->bol = text + 3;
}

/*
 * The end of the line at r->p (its '\n' or the end of the text), after
 * checking it for control characters and its length.
 */
static int
line_end(struct ryb_reader *r, const char **eol, struct errbuf *err)
{
	const char	*p;

	for (p = r->p; p < r->end && *p != '\n'; p++) {
		if (((unsigned char)*p < 0x20 && *p != '\t' && *p != '\r') || *p == 0x7f)
			return fail(r, err, p, _("expected text, found a control character "
			    "(byte 0x%02x)"), (unsigned char)*p);
		if (p - r->bol >= LINE_MAX_BYTES)
			return fail(r, err, NULL, _("line longer than 1 MiB"));
	}
	*eol = p;
	return 0;
}

/* A token runs to a blank, ',', '+', '*', '&', ';' or the end. */
static const char *
token_end(const char *p, const char *e)
{
	while (p < e && !lex_in(LEX_BLANKS_RYB, *p) && strchr(",+*&;", *p) == NULL)
		p++;
	return p;
}

static int
read_tile(struct ryb_reader *r, const char *s, const char *e, int *t, struct errbuf *err)
{
	if (s == e)
		return fail(r, err, s, _("expected a tile such as 2-4"));
	if ((*t = ryb_tile_parse(s, (size_t)(e - s))) < 0)
		return fail(r, err, s, _("expected a tile such as 2-4 (pips 1 to 6 on each half), "
		    "not '%.*s'"), lex_show_len(s, e), s);
	return 0;
}

/* Tiles separated by blanks or commas in v..e; at most max. */
static int
read_tiles(struct ryb_reader *r, int tag, const char *v, const char *e, int *tiles, int max,
    int *n, struct errbuf *err)
{
	const char	*p = v, *q;

	*n = 0;
	for (;;) {
		while (p < e && (lex_in(LEX_BLANKS_RYB, *p) || *p == ','))
			p++;
		if (p == e)
			return 0;
		q = token_end(p, e);
		if (q == p)
			return fail(r, err, p, _("%s: expected a tile such as 2-4, not '%c'"),
			    tag_names[tag], *p);
		if (*n == max)
			return fail(r, err, p, _("%s: expected %d tiles, found more"), tag_names[tag], max);
		if (read_tile(r, p, q, &tiles[(*n)++], err) == -1)
			return -1;
		p = q;
	}
}

static int
copy_text(struct ryb_reader *r, int tag, const char *v, const char *e, char *dst, size_t size,
    struct errbuf *err)
{
	v = lex_skip(v, e, LEX_BLANKS_RYB);
	e = lex_rtrim(v, e, LEX_BLANKS_RYB);
	if ((size_t)(e - v) >= size)
		return fail(r, err, v, _("%s: expected at most %zu bytes"), tag_names[tag], size - 1);
	memcpy(dst, v, (size_t)(e - v));
	dst[e - v] = '\0';
	return 0;
}

static int
read_date(struct ryb_reader *r, const char *v, const char *e, char *dst, struct errbuf *err)
{
	int	 i;

	v = lex_skip(v, e, LEX_BLANKS_RYB);
	e = lex_rtrim(v, e, LEX_BLANKS_RYB);
	for (i = 0; i < 10; i++)
		if (v + i >= e || (i == 4 || i == 7 ? v[i] != '-' : (v[i] < '0' || v[i] > '9')))
			return fail(r, err, v + (v + i < e ? i : e - v), _("Date: expected YYYY-MM-DD"));
	if (v + 10 != e)
		return fail(r, err, v + 10, _("Date: expected YYYY-MM-DD"));
	memcpy(dst, v, 10);
	dst[10] = '\0';
	return 0;
}

/* The index of the player named [s, e) in g, folded; -1 when none is. */
static int
find_player(const struct ryb_game *g, const char *s, const char *e)
{
	return lex_find_name(g->players[0], sizeof(g->players[0]), g->nplayers, RYB_NAME_MAX,
	    s, (size_t)(e - s));
}

static int
read_players(struct ryb_reader *r, struct ryb_game *g, const char *v, const char *e,
    struct errbuf *err)
{
	const char	*p, *q, *s, *t, *bad;
	int		 n = 0;

	for (p = v; p <= e; p = q + 1) {
		for (q = p; q < e && *q != ';'; q++)
			continue;
		s = lex_skip(p, q, LEX_BLANKS_RYB);
		t = lex_rtrim(s, q, LEX_BLANKS_RYB);
		if (t == s)
			return fail(r, err, s, _("Players: expected a name (2 or 3 names separated "
			    "by ';')"));
		if ((size_t)(t - s) >= RYB_NAME_MAX)
			return fail(r, err, s, _("Players: expected a name of at most %d bytes"),
			    RYB_NAME_MAX - 1);
		for (bad = s; bad < t && *bad != ':' && *bad != '#' && *bad != '\t'; bad++)
			continue;
		if (bad < t)
			return fail(r, err, bad, _("Players: a name may not contain '%s'"),
			    *bad == '\t' ? _("a tab") : *bad == ':' ? ":" : "#");
		if (n == RYB_MAXP)
			return fail(r, err, s, _("Players: expected 2 or 3 names, found more"));
		if (find_player(g, s, t) >= 0)
			return fail(r, err, s, _("Players: '%.*s' named twice"), lex_show_len(s, t), s);
		memcpy(g->players[n], s, (size_t)(t - s));
		g->players[n][t - s] = '\0';
		g->nplayers = ++n;
	}
	if (n < 2)
		return fail(r, err, v, _("Players: expected 2 or 3 names separated by ';', found 1"));
	return 0;
}

static int
lookup_tag(const char *s, const char *e)
{
	size_t	 i;

	for (i = 0; i < sizeof(tag_words) / sizeof(tag_words[0]); i++)
		if (text_is(s, (size_t)(e - s), tag_words[i].word))
			return tag_words[i].tag;
	return -1;
}

/* Applies one tag's value v..e. */
static int
apply_tag(struct ryb_reader *r, struct rec *st, struct ryb_game *g, int tag, const char *v,
    const char *e, struct errbuf *err)
{
	int	 n;

	switch (tag) {
	case T_EVENT:
		return copy_text(r, tag, v, e, g->event, sizeof(g->event), err);
	case T_DATE:
		return read_date(r, v, e, g->date, err);
	case T_RULESET:
		v = lex_skip(v, e, LEX_BLANKS_RYB);
		e = lex_rtrim(v, e, LEX_BLANKS_RYB);
		if (v == e)
			return fail(r, err, v, _("Ruleset: expected a ruleset name"));
		if ((size_t)(e - v) >= sizeof(g->ruleset))
			return fail(r, err, v, _("Ruleset: name too long"));
		g->ruleset_line = r->line;
		g->ruleset_col = text_col(r->bol, v);
		text_fold(v, (size_t)(e - v), g->ruleset, sizeof(g->ruleset));
		return 0;
	case T_PLAYERS:
		return read_players(r, g, v, e, err);
	case T_TABLE:
		if (read_tiles(r, tag, v, e, g->table, RYB_TABLE, &n, err) == -1)
			return -1;
		if (n != RYB_TABLE)
			return fail(r, err, v, _("Table: expected %d tiles (4 stacks of the wall), "
			    "found %d"), RYB_TABLE, n);
		return 0;
	case T_WALL:
		if (read_tiles(r, tag, v, e, g->wall, RYB_WALL, &n, err) == -1)
			return -1;
		if (n != RYB_WALL)
			return fail(r, err, v, _("Wall: expected the %d tiles left in the wall "
			    "(6 stacks), found %d"), RYB_WALL, n);
		return 0;
	default:
		n = tag - T_HAND1;
		return read_tiles(r, tag, v, e, st->hands[n], RYB_HAND_MAX, &st->nhand[n], err);
	}
}

/*
 * One or more "[Name "value"]" items on a tag line, p at the first '['.
 * Returns 1 when the line begins the next record (nothing consumed), 0 when
 * applied, -1 on error.
 */
static int
read_tags(struct ryb_reader *r, struct rec *st, struct ryb_game *g, const char *p,
    const char *eol, struct errbuf *err)
{
	const char	*name, *nend, *v, *e;
	int		 tag;

	while (p < eol && *p == '[') {
		name = lex_skip(p + 1, eol, LEX_BLANKS_RYB);
		for (nend = name; nend < eol && *nend != ']' && *nend != '"' && !lex_in(LEX_BLANKS_RYB, *nend);
		    nend++)
			continue;
		if ((tag = lookup_tag(name, nend)) < 0)
			return fail(r, err, name, _("expected a tag name (Event, Date, Ruleset, "
			    "Players, Table, Hand1, Hand2, Hand3, Wall) or [Play], not '%.*s'"),
			    lex_show_len(name, nend), name);
		if (tag != S_PLAY && (st->seen & (1u << S_PLAY))) {
			if (p == lex_skip(r->p, eol, LEX_BLANKS_RYB))
				return 1;	/* the next record */
			return fail(r, err, p, _("expected a turn: tags come before [Play]"));
		}
		if (st->seen & (1u << tag))
			return fail(r, err, name, _("%s%s%s given twice in one record"),
			    tag == S_PLAY ? "[" : "", tag_names[tag], tag == S_PLAY ? "]" : "");
		if (!st->started) {
			st->started = 1;
			g->line = r->line;
		}
		st->seen |= 1u << tag;
		st->at[tag] = pos(r, p);
		v = lex_skip(nend, eol, LEX_BLANKS_RYB);
		if (tag == S_PLAY) {
			if (v == eol || *v != ']')
				return fail(r, err, v, _("expected ']' after [Play"));
			g->has_play = 1;
			p = lex_skip(v + 1, eol, LEX_BLANKS_RYB);
			continue;
		}
		if (v == eol || *v != '"')
			return fail(r, err, v, _("expected '\"' before the %s value"), tag_names[tag]);
		v++;
		for (e = v; e < eol && *e != '"'; e++)
			continue;
		if (e == eol)
			return fail(r, err, e, _("expected '\"' after the %s value"), tag_names[tag]);
		if (apply_tag(r, st, g, tag, v, e, err) == -1)
			return -1;
		p = lex_skip(e + 1, eol, LEX_BLANKS_RYB);
		if (p == eol || *p != ']')
			return fail(r, err, p, _("expected ']' after the %s value"), tag_names[tag]);
		p = lex_skip(p + 1, eol, LEX_BLANKS_RYB);
	}
	if (p < eol && *p != '#')
		return fail(r, err, p, _("expected '[' or the end of the line"));
	return 0;
}

/* The hand part: "-", "H+T", "H*", "H", "6-6&6-6". p is after the blanks. */
static int
read_hand(struct ryb_reader *r, struct ryb_turn *t, const char **pp, const char *e,
    struct errbuf *err)
{
	const char	*p = *pp, *q;
	int		 u;

	t->col_hand = text_col(r->bol, p);
	q = token_end(p, e);
	/* no pair from the hand: '-', or in Czech "nic" (nothing) or "pas" (pass) */
	if ((q - p == 1 && *p == '-') || text_is(p, (size_t)(q - p), "nic") ||
	    text_is(p, (size_t)(q - p), "pas")) {
		t->hand_act = RYB_ACT_NONE;
		*pp = q;
		return 0;
	}
	if (q == p)
		return fail(r, err, p, _("expected '-' or a tile from the hand, such as 3-4+2-5"));
	if (read_tile(r, p, q, &t->hand, err) == -1)
		return -1;
	p = lex_skip(q, e, LEX_BLANKS_RYB);
	t->hand_act = RYB_ACT_LAY;
	if (p < e && (*p == '+' || *p == '&')) {
		t->hand_act = *p == '+' ? RYB_ACT_CATCH : RYB_ACT_PAIR66;
		p = lex_skip(p + 1, e, LEX_BLANKS_RYB);
		q = token_end(p, e);
		if (read_tile(r, p, q, &u, err) == -1)
			return -1;
		if (t->hand_act == RYB_ACT_PAIR66 && (t->hand != ryb_tile(6, 6) ||
		    u != ryb_tile(6, 6)))
			return fail(r, err, *pp, _("expected 6-6&6-6: '&' lays out a dealt pair of 6-6"));
		t->hand_with = u;
		p = q;
	} else if (p < e && *p == '*') {
		t->hand_act = RYB_ACT_STACK;
		p++;
	}
	*pp = p;
	return 0;
}

/* The draw part: "D", "D+T", "D*". */
static int
read_draw(struct ryb_reader *r, struct ryb_turn *t, const char **pp, const char *e,
    struct errbuf *err)
{
	const char	*p = *pp, *q;

	t->col_draw = text_col(r->bol, p);
	q = token_end(p, e);
	if (q == p)
		return fail(r, err, p, _("expected the tile turned over from the wall, such as 5-6"));
	if (read_tile(r, p, q, &t->draw, err) == -1)
		return -1;
	p = lex_skip(q, e, LEX_BLANKS_RYB);
	t->draw_act = RYB_ACT_LAY;
	if (p < e && *p == '+') {
		t->draw_act = RYB_ACT_CATCH;
		p = lex_skip(p + 1, e, LEX_BLANKS_RYB);
		q = token_end(p, e);
		if (read_tile(r, p, q, &t->draw_with, err) == -1)
			return -1;
		p = q;
	} else if (p < e && *p == '*') {
		t->draw_act = RYB_ACT_STACK;
		p++;
	}
	*pp = p;
	return 0;
}

static int
read_turn(struct ryb_reader *r, struct rec *st, struct ryb_game *g, const char *p,
    const char *eol, struct errbuf *err)
{
	struct ryb_turn	*t;
	const char	*e, *colon, *ne;
	long		 l;
	int		 i;

	if (!(st->seen & (1u << S_PLAY)))
		return fail(r, err, p, _("expected a tag such as [Players \"A; B\"], or [Play] "
		    "before the turns"));
	for (e = p; e < eol && *e != '#'; e++)
		continue;
	e = lex_rtrim(p, e, LEX_BLANKS_RYB);
	if (g->nturns == RYB_MAX_TURNS)
		return fail(r, err, p, _("more than %d turns in [Play]"), RYB_MAX_TURNS);
	t = &g->turns[g->nturns];
	memset(t, 0, sizeof(*t));
	t->line = r->line;
	t->col = text_col(r->bol, p);
	if ((colon = memchr(p, ':', (size_t)(e - p))) == NULL)
		return fail(r, err, p, _("expected 'PLAYER: CAPTURE, DRAW', e.g. '1: -, 5-6'"));
	ne = lex_rtrim(p, colon, LEX_BLANKS_RYB);
	if (ne == p)
		return fail(r, err, p, _("expected the player's number before ':'"));
	if (parse_intn(p, (size_t)(ne - p), 1, 9999, &l) == 0) {
		if (l > g->nplayers)
			return fail(r, err, p, _("expected a player from 1 to %d (Players names %d), "
			    "not %ld"), g->nplayers, g->nplayers, l);
		t->player = (int)l;
	} else if ((i = find_player(g, p, ne)) >= 0)
		t->player = i + 1;
	else
		return fail(r, err, p, _("expected a player from 1 to %d or a name of Players, "
		    "not '%.*s'"), g->nplayers, lex_show_len(p, ne), p);
	p = lex_skip(colon + 1, e, LEX_BLANKS_RYB);
	if (read_hand(r, t, &p, e, err) == -1)
		return -1;
	p = lex_skip(p, e, LEX_BLANKS_RYB);
	if (p == e || *p != ',')
		return fail(r, err, p, _("expected ',' and then the tile turned over from the wall"));
	p = lex_skip(p + 1, e, LEX_BLANKS_RYB);
	if (read_draw(r, t, &p, e, err) == -1)
		return -1;
	p = lex_skip(p, e, LEX_BLANKS_RYB);
	if (p != e)
		return fail(r, err, p, _("expected the end of the turn, not '%.*s'"),
		    lex_show_len(p, token_end(p + 1, e)), p);
	g->nturns++;
	return 0;
}

int
ryb_read_turn_line(const char *s, size_t n, int line, struct ryb_game *g, struct errbuf *err)
{
	struct ryb_reader	 r;
	struct rec		 st;

	ryb_reader_init(&r, s, n);
	r.line = line;
	memset(&st, 0, sizeof(st));
	st.seen = 1u << S_PLAY;
	return read_turn(&r, &st, g, s, s + n, err);
}

/* Checks a complete record. */
static int
finish(struct ryb_reader *r, struct rec *st, struct ryb_game *g, struct errbuf *err)
{
	struct pos	 start = { g->line, 1 };
	struct errbuf	 e2;
	int		 p, n = ryb_hand_size(g->nplayers);

	if (!(st->seen & (1u << T_PLAYERS)))
		return fail_at(r, err, start, _("a record needs [Players \"A; B\"] (2 or 3 names in "
		    "playing order)"));
	if (!(st->seen & (1u << T_TABLE)))
		return fail_at(r, err, start, _("a record needs [Table \"...\"]: the %d tiles laid "
		    "face up at the start"), RYB_TABLE);
	for (p = 0; p < RYB_MAXP; p++) {
		if (p >= g->nplayers) {
			if (st->seen & (1u << (T_HAND1 + p)))
				return fail_at(r, err, st->at[T_HAND1 + p], _("Hand%d: the record has "
				    "%d players (Players)"), p + 1, g->nplayers);
			continue;
		}
		if (!(st->seen & (1u << (T_HAND1 + p))))
			return fail_at(r, err, start, _("a record with %d players needs [Hand%d "
			    "\"...\"]: player %d's %d tiles"), g->nplayers, p + 1, p + 1, n);
		if (st->nhand[p] != n)
			return fail_at(r, err, st->at[T_HAND1 + p], _("Hand%d: expected %d tiles "
			    "(%d stacks with %d players), found %d"), p + 1, n, n / 4, g->nplayers,
			    st->nhand[p]);
		memcpy(g->hand[p], st->hands[p], (size_t)n * sizeof(int));
	}
	g->nhand = n;
	if (!(st->seen & (1u << T_WALL)))
		return fail_at(r, err, start, _("a record needs [Wall \"...\"]: the %d tiles left in "
		    "the wall, in the order they are turned over"), RYB_WALL);
	err_clear(&e2);
	if (ryb_setup_check(g, &e2) == -1)
		return fail_at(r, err, st->at[T_TABLE], "%s", e2.msg);
	return 1;
}

int
ryb_read(struct ryb_reader *r, struct ryb_game *g, struct errbuf *err)
{
	struct rec	 rec, *st = &rec;
	const char	*p, *eol = NULL;
	int		 rc;

	if (r->failed)
		return -1;
	memset(g, 0, sizeof(*g));
	memset(st, 0, sizeof(*st));
	rc = -1;
	while (r->p < r->end) {
		rc = -1;
		if (line_end(r, &eol, err) == -1)
			goto out;
		p = lex_skip(r->p, eol, LEX_BLANKS_RYB);
		if (p < eol && *p == '[') {
			if ((rc = read_tags(r, st, g, p, eol, err)) == -1)
				goto out;
			if (rc == 1)
				break;
		} else if (p < eol && *p != '#') {
			if (read_turn(r, st, g, p, eol, err) == -1)
				goto out;
		}
		g->last_line = r->line;
		if (eol < r->end) {
			r->line++;
			r->p = r->bol = eol + 1;
		} else
			r->p = eol;
	}
	rc = st->started ? finish(r, st, g, err) : 0;
out:
	if (rc == -1)
		r->failed = 1;
	return rc;
}

/* ------------------------------------------------------------ printer */

static void
put_tiles(struct strbuf *sb, const int *tiles, int n, int sorted)
{
	int	 count[RYB_KINDS] = { 0 };
	int	 i, k, first = 1;
	char	 a[4];

	if (!sorted) {
		for (i = 0; i < n; i++) {
			ryb_tile_name(tiles[i], a);
			sb_addf(sb, "%s%s", i ? " " : "", a);
		}
		return;
	}
	for (i = 0; i < n; i++)
		count[tiles[i]]++;
	for (k = 0; k < RYB_KINDS; k++)
		for (i = 0; i < count[k]; i++) {
			ryb_tile_name(k, a);
			sb_addf(sb, "%s%s", first ? "" : " ", a);
			first = 0;
		}
}

void
ryb_print(const struct ryb_game *g, struct strbuf *sb)
{
	const struct ryb_turn	*t;
	char			 a[4], b[4];
	int			 i, p;

	if (g->event[0])
		sb_addf(sb, NT_("[Event \"%s\"]\n"), g->event);
	if (g->date[0])
		sb_addf(sb, NT_("[Date \"%s\"]\n"), g->date);
	if (g->ruleset[0])
		sb_addf(sb, NT_("[Ruleset \"%s\"]\n"), g->ruleset);
	sb_adds(sb, NT_("[Players \""));
	for (p = 0; p < g->nplayers; p++)
		sb_addf(sb, "%s%s", p ? "; " : "", g->players[p]);
	sb_adds(sb, NT_("\"]\n[Table \""));
	put_tiles(sb, g->table, RYB_TABLE, 1);
	sb_adds(sb, "\"]\n");
	for (p = 0; p < g->nplayers; p++) {
		sb_addf(sb, NT_("[Hand%d \""), p + 1);
		put_tiles(sb, g->hand[p], g->nhand, 1);
		sb_adds(sb, "\"]\n");
	}
	sb_adds(sb, NT_("[Wall \""));
	put_tiles(sb, g->wall, RYB_WALL, 0);
	sb_adds(sb, "\"]\n");
	if (!g->has_play && g->nturns == 0)
		return;
	sb_adds(sb, NT_("[Play]\n"));
	for (i = 0; i < g->nturns; i++) {
		t = &g->turns[i];
		ryb_tile_name(t->hand, a);
		ryb_tile_name(t->hand_with, b);
		sb_addf(sb, "%d: ", t->player);
		switch (t->hand_act) {
		case RYB_ACT_NONE:
			sb_adds(sb, "-");
			break;
		case RYB_ACT_CATCH:
			sb_addf(sb, "%s+%s", a, b);
			break;
		case RYB_ACT_LAY:
			sb_adds(sb, a);
			break;
		case RYB_ACT_STACK:
			sb_addf(sb, "%s*", a);
			break;
		case RYB_ACT_PAIR66:
			sb_adds(sb, "6-6&6-6");
			break;
		}
		ryb_tile_name(t->draw, a);
		ryb_tile_name(t->draw_with, b);
		if (t->draw_act == RYB_ACT_CATCH)
			sb_addf(sb, ", %s+%s\n", a, b);
		else
			sb_addf(sb, ", %s%s\n", a, t->draw_act == RYB_ACT_STACK ? "*" : "");
	}
}

int
ryb_read_tiles(const char *line, int lineno, int *tiles, int n, int seen[RYB_KINDS],
    struct errbuf *err)
{
	int		 count[RYB_KINDS], got = 0, t;
	const char	*p = line, *q;
	char		 a[4];

	memcpy(count, seen, sizeof(count));
	for (;;) {
		p += strspn(p, " \t,");
		if (*p == '\0' || *p == '#')
			break;
		q = p + strcspn(p, " \t,#");
		if ((t = ryb_tile_parse(p, (size_t)(q - p))) < 0)
			return err_set(err, lineno, (int)(p - line) + 1,
			    _("expected a tile such as 3-4, not '%.*s'"), (int)(q - p), p);
		if (++count[t] > 2 * ryb_tile_copies(t)) {
			ryb_tile_name(t, a);
			return err_set(err, lineno, (int)(p - line) + 1,
			    _("a %s too many: two sets hold %d (§2)"), a, 2 * ryb_tile_copies(t));
		}
		if (got < n)
			tiles[got] = t;
		got++;
		p = q;
	}
	if (got != n)
		return err_set(err, lineno, 1, P_("expected %d tile, found %d",
		    "expected %d tiles, found %d", n), n, got);
	memcpy(seen, count, sizeof(count));
	return 0;
}

int
ryb_tiles_read(int argc, char *const *argv, int *tiles, int *n, struct errbuf *err)
{
	int	 count[RYB_KINDS] = { 0 };
	char	 name[4];
	const char *p, *q;
	int	 i, t;

	*n = 0;
	for (i = 0; i < argc; i++)
		for (p = argv[i]; *p; p = q) {
			while (*p == ' ' || *p == ',' || *p == '\t')
				p++;
			if (*p == '\0')
				break;
			for (q = p; *q && *q != ' ' && *q != ',' && *q != '\t'; q++)
				continue;
			if ((t = ryb_tile_parse(p, (size_t)(q - p))) < 0)
				return err_set(err, 0, 0, _("expected a tile such as 2-4 (pips 1 "
				    "to 6 on each half), not '%.*s'"), (int)(q - p), p);
			if (++count[t] > 2 * ryb_tile_copies(t)) {
				ryb_tile_name(t, name);
				return err_set(err, 0, 0, _("tile %s given %d times: two sets "
				    "hold %d"), name, count[t], 2 * ryb_tile_copies(t));
			}
			tiles[(*n)++] = t;
		}
	return 0;
}

int
ryb_record_rules(const struct ryb_game *g, struct ryb_rules *r, const char **name,
    struct errbuf *err)
{
	const struct kv_preset	*pr;

	if (g->ruleset[0] == '\0') {
		*r = *(const struct ryb_rules *)ryb_ruleset_game.presets[0].obj;
		*name = ryb_ruleset_game.presets[0].name;
		return 0;
	}
	if ((pr = kv_preset_find(&ryb_ruleset_game, g->ruleset)) != NULL) {
		*r = *(const struct ryb_rules *)pr->obj;
		*name = pr->name;
		return 0;
	}
	return err_set(err, g->ruleset_line, g->ruleset_col, _("Ruleset: expected a built-in ruleset "
	    "(rybareni or tiu-u; a record never names a file), not '%s'"), g->ruleset);
}

int
ryb_record_rules_are(const struct ryb_game *g, const struct ryb_rules *r, struct errbuf *err)
{
	const struct kv_preset	*pr;

	if (g->ruleset[0] == '\0')
		return 0;
	pr = kv_preset_find(&ryb_ruleset_game, g->ruleset);
	if (pr != NULL && memcmp(pr->obj, r, sizeof(*r)) == 0)
		return 0;
	return err_set(err, g->ruleset_line, g->ruleset_col, _("Ruleset '%s' is not the "
	    "event's ruleset"), g->ruleset);
}

int
ryb_each(struct rstream *rs, struct ryb_game *g, int (*fn)(void *, const struct ryb_game *),
    void *ctx, int *stop, int *ngames, struct errbuf *err)
{
	struct ryb_reader	 rd;
	const char		*text;
	size_t			 len;
	int			 got, line0, one = 0;

	while (*stop == 0 && (got = rstream_next(rs, &text, &len, &line0, err)) == 1) {
		ryb_reader_init(&rd, text, len);
		rd.line = line0;
		while (*stop == 0 && (one = ryb_read(&rd, g, err)) == 1) {
			(*ngames)++;
			*stop = fn(ctx, g);
		}
		if (one == -1)
			return -1;
	}
	return *stop == 0 && got == -1 ? -1 : 0;
}

int
ryb_each_file(const char *path, int pass, struct rstream *rs, int *kept, struct ryb_game *g,
    int (*fn)(void *, const struct ryb_game *), void *ctx, int *stop, const char *none,
    struct errbuf *err)
{
	int	 rc, n = 0;

	if (rstream_pass(rs, path, pass, kept, err) == -1)
		return -1;
	rc = ryb_each(rs, g, fn, ctx, stop, &n, err);
	if (!*kept || pass == 2)
		rstream_close(rs);
	if (rc == 0 && *stop == 0 && n == 0 && none != NULL)
		return err_set(err, 1, 0, "%s", none);
	return rc;
}
