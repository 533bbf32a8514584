/* Reader and canonical printer of Manewry Morskie records (.mm) and board maps. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "mm.h"
#include "lex.h"
#include "../util/i18n.h"

#define MM_LINE_MAX	(1024 * 1024)

enum { TAG_EVENT, TAG_DATE, TAG_RULESET, TAG_PLAYERS, TAG_FIRST, TAG_SETUP1, TAG_SETUP2,
	TAG_PLAY, TAG__N };

static const struct {
	const char	*folded;
	int		 tag;
} tag_words[] = {
	{ "event", TAG_EVENT }, { "date", TAG_DATE }, { "ruleset", TAG_RULESET },
	{ "players", TAG_PLAYERS }, { "first", TAG_FIRST }, { "setup1", TAG_SETUP1 },
	{ "setup2", TAG_SETUP2 }, { "play", TAG_PLAY }, { "gra", TAG_PLAY },
};

/* A word byte: letters, digits, UTF-8 bytes. */
static int
is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	    (unsigned char)c >= 0x80;
}

/* An en dash (U+2013) at p. */
static int
is_dash(const char *p, const char *e)
{
	return e - p >= 3 && (unsigned char)p[0] == 0xe2 && (unsigned char)p[1] == 0x80 &&
	    (unsigned char)p[2] == 0x93;
}

/* The end of a word that starts at p (no dashes). */
static const char *
word_end(const char *p, const char *e)
{
	while (p < e && is_word(*p) && !is_dash(p, e))
		p++;
	return p;
}

/* A line context for column numbers. */
struct lctx {
	const char	*bol;
	int		 line;
	int		 col0;	/* added to columns (a value inside a tag on a line) */
	const struct mm_map *map;	/* the board, for the squares' range; NULL: any */
};

/* The squares a record may name: the board's, "A1-L20", else the notation's A1-Z99. */
static const char *
square_range(const struct lctx *c, char *buf, size_t size)
{
	if (c->map == NULL)
		return "A1-Z99";
	fmt_buf(buf, size, "A1-%c%d", 'A' + c->map->w - 1, c->map->h);
	return buf;
}

static int
colof(const struct lctx *c, const char *p)
{
	return text_col(c->bol, p) + c->col0;
}

/* ---------------------------------------------------------------- setup */

static int
setup_span(const struct lctx *c, const char *p, const char *e, struct mm_setup *s,
    struct errbuf *err)
{
	const char	*q;
	char		 f[16], range[16];
	int		 unit = -1, need = 0, x, y, u;

	for (;;) {
		while (p < e && (lex_in(LEX_BLANKS, *p) || *p == ',' || *p == ';'))
			p++;
		if (p >= e)
			break;
		q = word_end(p, e);
		if (q == p)
			return err_set(err, c->line, colof(c, p), _("expected a unit code or a "
			    "square, not '%c'"), *p >= ' ' && *p < 127 ? *p : '?');
		if (mm_square_parse(p, (size_t)(q - p), &x, &y) == 0) {
			if (unit < 0)
				return err_set(err, c->line, colof(c, p), _("expected a unit code "
				    "(PA RA KR NI OP ES TR DE BA MI) before the square %.*s"),
				    lex_show_len(p, q), p);
			if (s->n == (int)(sizeof(s->u) / sizeof(s->u[0])))
				return err_set(err, c->line, colof(c, p), _("expected at most %d "
				    "units in a setup"), (int)(sizeof(s->u) / sizeof(s->u[0])));
			s->u[s->n].unit = unit;
			s->u[s->n].x = x;
			s->u[s->n].y = y;
			s->u[s->n].line = c->line;
			s->u[s->n].col = colof(c, p);
			s->n++;
			need = 0;
		} else {
			if (q - p >= 2 && q - p <= 4 && ((*p >= 'A' && *p <= 'Z') ||
			    (*p >= 'a' && *p <= 'z')) && p[1] >= '0' && p[1] <= '9')
				return err_set(err, c->line, colof(c, p), _("expected a square "
				    "%s, not '%.*s'"), square_range(c, range, sizeof(range)),
				    lex_show_len(p, q), p);
			if (need)
				return err_set(err, c->line, colof(c, p), _("expected a square after "
				    "%s, such as A1"), mm_unit_code(unit));
			if ((size_t)(q - p) < sizeof(f)) {
				text_fold(p, (size_t)(q - p), f, sizeof(f));
				if (strcmp(f, "okret") == 0) {
					/* "okręt rakietowy": the name's second word follows. */
					p = q;
					continue;
				}
			}
			if ((u = mm_unit_parse(p, (size_t)(q - p))) < 0) {
				return err_set(err, c->line, colof(c, p), _("unknown unit code '%.*s': "
				    "expected PA, RA, KR, NI, OP, ES, TR, DE, BA or MI"), lex_show_len(p, q), p);
			}
			unit = u;
			need = 1;
		}
		p = q;
	}
	if (need)
		return err_set(err, c->line, colof(c, e), _("expected a square after %s"),
		    mm_unit_code(unit));
	return 0;
}

int
mm_setup_parse(const char *text, size_t len, int line0, int col0, const struct mm_map *map,
    struct mm_setup *s, struct errbuf *err)
{
	const char	*p = text, *e = text + len, *eol, *h;
	struct lctx	 c;

	memset(s, 0, sizeof(*s));
	err_clear(err);
	c.line = line0 > 0 ? line0 - 1 : 0;
	c.col0 = col0;
	c.map = map;
	while (p < e) {
		for (eol = p; eol < e && *eol != '\n'; eol++)
			if ((unsigned char)*eol < ' ' && *eol != '\t' && *eol != '\r')
				return err_set(err, c.line + 1, text_col(p, eol) + c.col0,
				    _("expected text, found control byte 0x%02x"), (unsigned char)*eol);
		c.bol = p;
		c.line++;
		if ((h = memchr(p, '#', (size_t)(eol - p))) == NULL)
			h = eol;
		if (setup_span(&c, p, h, s, err) == -1)
			return -1;
		c.col0 = 0;
		p = eol < e ? eol + 1 : eol;
	}
	return 0;
}

/* ---------------------------------------------------------------- turns */

enum kw { KW_NONE, KW_ATTACK, KW_CLEAR, KW_MINE, KW_MINEWORD };

static enum kw
keyword(const char *p, const char *q)
{
	char	 f[24];

	if ((size_t)(q - p) >= sizeof(f))
		return KW_NONE;
	text_fold(p, (size_t)(q - p), f, sizeof(f));
	if (strcmp(f, "x") == 0 || strcmp(f, "atakuje") == 0 || strcmp(f, "attack") == 0 ||
	    strcmp(f, "atak") == 0)
		return KW_ATTACK;
	if (strcmp(f, "clear") == 0 || strcmp(f, "zdejmuje") == 0)
		return KW_CLEAR;
	if (strcmp(f, "stawiam") == 0)
		return KW_MINE;
	if (strcmp(f, "mine") == 0 || strcmp(f, "mina") == 0)
		return KW_MINEWORD;
	return KW_NONE;
}

/* Reads a square word at *pp. */
static int
square_at(const struct lctx *c, const char **pp, const char *e, int *x, int *y, int *col,
    const char *what, struct errbuf *err)
{
	const char	*p = lex_skip(*pp, e, LEX_BLANKS), *q = word_end(p, e);
	char		 range[16];

	if (q == p || mm_square_parse(p, (size_t)(q - p), x, y) == -1)
		return err_set(err, c->line, colof(c, p), _("expected %s (a square %s)%s%.*s%s"),
		    what, square_range(c, range, sizeof(range)), q > p ? _(", not '") : "",
		    lex_show_len(p, q), p, q > p ? "'" : "");
	*col = colof(c, p);
	*pp = q;
	return 0;
}

static int
turn_span(const struct lctx *c, const char *p, const char *e, struct mm_turn *t,
    struct errbuf *err)
{
	const char	*q;
	enum kw		 k;

	if (square_at(c, &p, e, &t->px[0], &t->py[0], &t->pcol[0], _("the unit's square"),
	    err) == -1)
		return -1;
	t->npath = 1;
	t->col = t->pcol[0];
	for (;;) {
		q = lex_skip(p, e, LEX_BLANKS);
		if (q < e && *q == '-')
			q++;
		else if (is_dash(q, e))
			q += 3;
		else
			break;
		if (t->npath == MM_MAXPATH)
			return err_set(err, c->line, colof(c, q), _("expected at most %d squares in "
			    "a path"), MM_MAXPATH);
		p = q;
		if (square_at(c, &p, e, &t->px[t->npath], &t->py[t->npath], &t->pcol[t->npath],
		    _("the next square of the path"), err) == -1)
			return -1;
		t->npath++;
	}
	for (;;) {
		p = lex_skip(p, e, LEX_BLANKS);
		if (p >= e)
			break;
		q = word_end(p, e);
		k = keyword(p, q);
		if (k == KW_ATTACK || k == KW_CLEAR) {
			if (t->has_target || t->has_mine)
				return err_set(err, c->line, colof(c, p), _("expected one attack or "
				    "clearing, before the mine"));
			t->action = k == KW_ATTACK ? MM_ACT_ATTACK : MM_ACT_CLEAR;
			p = q;
			if (k == KW_CLEAR) {
				q = word_end(lex_skip(p, e, LEX_BLANKS), e);
				if (keyword(lex_skip(p, e, LEX_BLANKS), q) == KW_MINEWORD)
					p = q;	/* "zdejmuję minę D6" */
			}
			if (square_at(c, &p, e, &t->tx, &t->ty, &t->tcol, _("the target square"),
			    err) == -1)
				return -1;
			t->has_target = 1;
		} else if (k == KW_MINE || k == KW_MINEWORD) {
			if (t->has_mine)
				return err_set(err, c->line, colof(c, p), _("expected one mine a turn"));
			p = q;
			if (k == KW_MINE) {
				q = word_end(lex_skip(p, e, LEX_BLANKS), e);
				if (keyword(lex_skip(p, e, LEX_BLANKS), q) == KW_MINEWORD)
					p = q;	/* "stawiam minę C6" */
			}
			if (square_at(c, &p, e, &t->mx, &t->my, &t->mcol, _("the mine's square"),
			    err) == -1)
				return -1;
			t->has_mine = 1;
		} else
			return err_set(err, c->line, colof(c, p), _("expected 'x TARGET', 'clear "
			    "TARGET', 'mine SQUARE' or the end of the turn, not '%.*s'"),
			    lex_show_len(p, q > p ? q : p + 1), p);
	}
	return 0;
}

int
mm_turn_parse(const char *s, size_t n, int player, const struct mm_map *map, struct mm_turn *t,
    struct errbuf *err)
{
	struct lctx	 c = { s, 1, 0, map };
	const char	*e = s + n;
	size_t		 i;

	memset(t, 0, sizeof(*t));
	err_clear(err);
	for (i = 0; i < n; i++)
		if ((unsigned char)s[i] < ' ' && s[i] != '\t' && s[i] != '\r')
			return err_set(err, 1, text_col(s, s + i), _("expected text, found control "
			    "byte 0x%02x"), (unsigned char)s[i]);
	t->player = player;
	t->line = 0;
	if (turn_span(&c, s, lex_rtrim(s, e, LEX_BLANKS), t, err) == -1)
		return -1;
	return 0;
}

/* --------------------------------------------------------------- reader */

void
mm_reader_init(struct mm_reader *r, const char *text, size_t len)
{
	memset(r, 0, sizeof(*r));
	r->p = text;
	r->end = text + len;
	r->bol = text;
}

/* The next line [*ls, *le) without the newline; 0 at the end, -1 on bad bytes. */
static int
next_line(struct mm_reader *r, const char **ls, const char **le, struct errbuf *err)
{
	const char	*p;

	if (r->p >= r->end)
		return 0;
	r->bol = r->p;
	r->line++;
	r->last_line = r->line;
	for (p = r->p; p < r->end && *p != '\n'; p++) {
		if (((unsigned char)*p < ' ' && *p != '\t' && *p != '\r') || *p == 0x7f) {
			r->failed = 1;
			return err_set(err, r->line, text_col(r->bol, p), _("expected text, found "
			    "control byte 0x%02x"), (unsigned char)*p);
		}
		if (p - r->bol >= MM_LINE_MAX) {
			r->failed = 1;
			return err_set(err, r->line, 1, _("line longer than 1 MiB"));
		}
	}
	*ls = r->bol;
	*le = p;
	r->p = p < r->end ? p + 1 : p;
	if (r->line == 1 && *le - *ls >= 3 && (unsigned char)(*ls)[0] == 0xef &&
	    (unsigned char)(*ls)[1] == 0xbb && (unsigned char)(*ls)[2] == 0xbf)
		*ls += 3;
	return 1;
}

/* Stops the reader at its first error, at p on the current line: -1. */
#define rfail(r, err, p, ...) \
	err_fail(&(r)->failed, (err), (r)->line, text_col((r)->bol, (p)), __VA_ARGS__)

static int
copy_value(struct mm_reader *r, struct errbuf *err, const char *v, const char *e, char *dst,
    size_t size, const char *tag)
{
	if ((size_t)(e - v) >= size)
		return rfail(r, err, v, _("%s: expected at most %zu bytes"), tag, size - 1);
	memcpy(dst, v, (size_t)(e - v));
	dst[e - v] = '\0';
	return 0;
}

static int
players_value(struct mm_reader *r, struct mm_header *h, const char *v, const char *e,
    struct errbuf *err)
{
	const char	*semi, *s, *t;
	char		 a[128], b[128];
	int		 i;

	if ((semi = memchr(v, ';', (size_t)(e - v))) == NULL)
		return rfail(r, err, v, _("Players: expected two names separated by ';'"));
	for (i = 0; i < 2; i++) {
		s = lex_skip(i ? semi + 1 : v, e, LEX_BLANKS);
		t = lex_rtrim(s, i ? e : semi, LEX_BLANKS);
		if (i == 1 && memchr(s, ';', (size_t)(t - s)) != NULL)
			return rfail(r, err, s, _("Players: expected two names, not more"));
		if (t == s)
			return rfail(r, err, s, _("Players: expected a name"));
		if (memchr(s, ':', (size_t)(t - s)) != NULL)
			return rfail(r, err, s, _("Players: a name may not contain ':'"));
		if (copy_value(r, err, s, t, h->players[i], sizeof(h->players[i]),
		    "Players") == -1)
			return -1;
	}
	text_fold(h->players[0], strlen(h->players[0]), a, sizeof(a));
	text_fold(h->players[1], strlen(h->players[1]), b, sizeof(b));
	if (strcmp(a, b) == 0 || strcmp(a, "1") == 0 || strcmp(a, "2") == 0 ||
	    strcmp(b, "1") == 0 || strcmp(b, "2") == 0)
		return rfail(r, err, v, _("Players: expected two different names (not 1 or 2)"));
	h->has_players = 1;
	return 0;
}

static int
tag_value(struct mm_reader *r, struct mm_header *h, int tag, const char *v, const char *e,
    struct errbuf *err)
{
	struct lctx	 c;
	const char	*s, *t;
	int		 i;

	switch (tag) {
	case TAG_EVENT:
		return copy_value(r, err, v, e, h->event, sizeof(h->event), "Event");
	case TAG_DATE:
		for (i = 0; i < 10; i++)
			if (v + i >= e || (i == 4 || i == 7 ? v[i] != '-' :
			    (v[i] < '0' || v[i] > '9')))
				return rfail(r, err, v, _("Date: expected YYYY-MM-DD"));
		if (v + 10 != e)
			return rfail(r, err, v, _("Date: expected YYYY-MM-DD"));
		return copy_value(r, err, v, e, h->date, sizeof(h->date), "Date");
	case TAG_RULESET:
		s = lex_skip(v, e, LEX_BLANKS);
		t = lex_rtrim(s, e, LEX_BLANKS);
		if (s == t)
			return rfail(r, err, s, _("Ruleset: expected a name"));
		if ((size_t)(t - s) >= sizeof(h->ruleset) / 2)
			return rfail(r, err, s, _("Ruleset: name too long"));
		h->ruleset_line = r->line;
		h->ruleset_col = text_col(r->bol, s);
		text_fold(s, (size_t)(t - s), h->ruleset, sizeof(h->ruleset));
		return 0;
	case TAG_PLAYERS:
		return players_value(r, h, v, e, err);
	case TAG_FIRST:
		s = lex_skip(v, e, LEX_BLANKS);
		t = lex_rtrim(s, e, LEX_BLANKS);
		if (t - s != 1 || (*s != '1' && *s != '2'))
			return rfail(r, err, s, _("First: expected 1 or 2"));
		h->first = *s - '0';
		return 0;
	default:
		i = tag == TAG_SETUP1 ? 0 : 1;
		c.bol = r->bol;
		c.line = r->line;
		c.col0 = 0;
		c.map = r->map;
		h->has_setup[i] = 1;
		h->setup_line[i] = r->line;
		if (setup_span(&c, v, e, &h->setup[i], err) == -1) {
			r->failed = 1;
			return -1;
		}
		return 0;
	}
}

/* One or more [Name "value"] items; p at the first '['. */
static int
tags_line(struct mm_reader *r, struct mm_header *h, const char *p, const char *e,
    struct errbuf *err)
{
	const char	*name, *nend, *v, *ve;
	char		 f[16];
	size_t		 i;
	int		 tag;

	while (p < e && *p == '[') {
		name = lex_skip(p + 1, e, LEX_BLANKS);
		for (nend = name; nend < e && is_word(*nend); nend++)
			continue;
		tag = -1;
		if ((size_t)(nend - name) < sizeof(f)) {
			text_fold(name, (size_t)(nend - name), f, sizeof(f));
			for (i = 0; i < sizeof(tag_words) / sizeof(tag_words[0]); i++)
				if (strcmp(f, tag_words[i].folded) == 0)
					tag = tag_words[i].tag;
		}
		if (tag < 0)
			return rfail(r, err, name, _("expected a tag name: Event, Date, Ruleset, "
			    "Players, First, Setup1, Setup2 or Play"));
		if (r->seen & (1 << tag))
			return rfail(r, err, name, _("tag %.*s given twice"), lex_show_len(name, nend), name);
		if (r->in_play)
			return rfail(r, err, p, _("expected a turn: tags come before the turns"));
		r->seen |= 1 << tag;
		p = lex_skip(nend, e, LEX_BLANKS);
		if (tag == TAG_PLAY) {
			if (p >= e || *p != ']')
				return rfail(r, err, p, _("expected ']' after Play"));
			p = lex_skip(p + 1, e, LEX_BLANKS);
			r->in_play = 1;
			continue;
		}
		if (p >= e || *p != '"')
			return rfail(r, err, p, _("expected '\"' before the value"));
		v = p + 1;
		if ((ve = memchr(v, '"', (size_t)(e - v))) == NULL)
			return rfail(r, err, e, _("expected '\"' after the value"));
		p = lex_skip(ve + 1, e, LEX_BLANKS);
		if (p >= e || *p != ']')
			return rfail(r, err, p, _("expected ']' after the value"));
		p = lex_skip(p + 1, e, LEX_BLANKS);
		if (tag_value(r, h, tag, v, ve, err) == -1)
			return -1;
	}
	if (p < e && *p != '#')
		return rfail(r, err, p, _("expected '[' or the end of the line"));
	return 0;
}

int
mm_read_header(struct mm_reader *r, struct mm_header *h, struct errbuf *err)
{
	const char	*ls, *le, *p, *save_p, *save_bol;
	int		 rc, save_line;

	memset(h, 0, sizeof(*h));
	err_clear(err);
	if (r->failed)
		return err_set(err, r->line, 0, _("the record could not be read"));
	for (;;) {
		save_p = r->p;
		save_bol = r->bol;
		save_line = r->line;
		if ((rc = next_line(r, &ls, &le, err)) <= 0)
			return rc;
		p = lex_skip(ls, le, LEX_BLANKS);
		if (p == le || *p == '#')
			continue;
		if (*p == '[') {
			if (tags_line(r, h, p, le, err) == -1)
				return -1;
			continue;
		}
		/* The first turn: leave it for mm_read_turn. */
		r->p = save_p;
		r->bol = save_bol;
		r->line = save_line;
		r->in_play = 1;
		return 0;
	}
}

int
mm_turn_player(const struct mm_header *h, const char *s, size_t n)
{
	char	 a[128], b[128];
	int	 i, who = 0;

	if (n == 1 && (*s == '1' || *s == '2'))
		return *s - '0';
	if (!h->has_players || n == 0 || n >= sizeof(a) / 2)
		return 0;
	text_fold(s, n, a, sizeof(a));
	for (i = 0; i < 2; i++) {
		text_fold(h->players[i], strlen(h->players[i]), b, sizeof(b));
		if (strcmp(a, b) == 0)
			who = i + 1;
	}
	return who;
}

int
mm_read_turn(struct mm_reader *r, const struct mm_header *h, struct mm_turn *t,
    struct errbuf *err)
{
	const char	*ls, *le, *p, *colon, *q, *hash;
	struct lctx	 c;
	int		 rc;

	err_clear(err);
	if (r->failed)
		return err_set(err, r->line, 0, _("the record could not be read"));
	for (;;) {
		if ((rc = next_line(r, &ls, &le, err)) <= 0)
			return rc;
		p = lex_skip(ls, le, LEX_BLANKS);
		if (p == le || *p == '#')
			continue;
		if (*p == '[')
			return rfail(r, err, p, _("expected a turn: tags come before the turns"));
		break;
	}
	memset(t, 0, sizeof(*t));
	t->line = r->line;
	if ((hash = memchr(p, '#', (size_t)(le - p))) != NULL)
		le = hash;
	le = lex_rtrim(p, le, LEX_BLANKS);
	if ((colon = memchr(p, ':', (size_t)(le - p))) == NULL)
		return rfail(r, err, p, _("expected 'PLAYER: FROM-TO …', such as '1: D3-D4'"));
	q = lex_rtrim(p, colon, LEX_BLANKS);
	if ((t->player = mm_turn_player(h, p, (size_t)(q - p))) == 0)
		return rfail(r, err, p, _("expected the player before ':': 1, 2%s"),
		    h->has_players ? _(" or a name of the Players tag") : "");
	c.bol = r->bol;
	c.line = r->line;
	c.col0 = 0;
	c.map = r->map;
	if (turn_span(&c, colon + 1, le, t, err) == -1) {
		r->failed = 1;
		return -1;
	}
	return 1;
}

int
mm_parse(const char *text, size_t len, struct mm_record *rec, struct errbuf *err)
{
	struct mm_reader r;
	struct mm_turn	 t;
	int		 rc;

	mm_reader_init(&r, text, len);
	if (mm_read_header(&r, &rec->h, err) == -1)
		return -1;
	while ((rc = mm_read_turn(&r, &rec->h, &t, err)) == 1)
		mm_record_add(rec, &t);
	return rc;
}

void
mm_record_add(struct mm_record *rec, const struct mm_turn *t)
{
	if (rec->nturns == rec->cap) {
		rec->cap = rec->cap ? rec->cap * 2 : 64;
		rec->turns = xreallocarray(rec->turns, rec->cap, sizeof(*rec->turns));
	}
	rec->turns[rec->nturns++] = *t;
}

void
mm_record_free(struct mm_record *rec)
{
	if (rec == NULL)
		return;
	free(rec->turns);
	rec->turns = NULL;
	rec->nturns = rec->cap = 0;
}

/* -------------------------------------------------------------- printer */

static void
sq_add(struct strbuf *sb, int x, int y)
{
	char	 b[8];

	mm_square_name(x, y, b, sizeof(b));
	sb_adds(sb, b);
}

int
mm_placed_cmp(const void *a, const void *b)
{
	const struct mm_placed *p = a, *q = b;

	if (p->y != q->y)
		return p->y < q->y ? -1 : 1;
	if (p->x != q->x)
		return p->x < q->x ? -1 : 1;
	return p->unit < q->unit ? -1 : p->unit > q->unit;
}

void
mm_print_setup(const struct mm_setup *s, struct strbuf *sb)
{
	struct mm_placed	 u[sizeof(s->u) / sizeof(s->u[0])];
	int			 i;

	memcpy(u, s->u, sizeof(u[0]) * (size_t)s->n);
	qsort(u, (size_t)s->n, sizeof(u[0]), mm_placed_cmp);
	for (i = 0; i < s->n; i++) {
		if (i)
			sb_addc(sb, ' ');
		sb_addf(sb, "%s ", mm_unit_code(u[i].unit));
		sq_add(sb, u[i].x, u[i].y);
	}
}

void
mm_print_header(const struct mm_header *h, struct strbuf *sb)
{
	int	 i;

	if (h->event[0])
		sb_addf(sb, NT_("[Event \"%s\"]\n"), h->event);
	if (h->date[0])
		sb_addf(sb, NT_("[Date \"%s\"]\n"), h->date);
	if (h->ruleset[0])
		sb_addf(sb, NT_("[Ruleset \"%s\"]\n"), h->ruleset);
	if (h->has_players)
		sb_addf(sb, NT_("[Players \"%s; %s\"]\n"), h->players[0], h->players[1]);
	if (h->first)
		sb_addf(sb, NT_("[First \"%d\"]\n"), h->first);
	for (i = 0; i < 2; i++)
		if (h->has_setup[i]) {
			sb_addf(sb, NT_("[Setup%d \""), i + 1);
			mm_print_setup(&h->setup[i], sb);
			sb_adds(sb, "\"]\n");
		}
	sb_adds(sb, NT_("[Play]\n"));
}

void
mm_print_turn(const struct mm_turn *t, struct strbuf *sb)
{
	int	 i;

	sb_addf(sb, "%d: ", t->player);
	for (i = 0; i < t->npath; i++) {
		if (i)
			sb_addc(sb, '-');
		sq_add(sb, t->px[i], t->py[i]);
	}
	if (t->has_target) {
		sb_adds(sb, t->action == MM_ACT_CLEAR ? NT_(" clear ") : " x ");
		sq_add(sb, t->tx, t->ty);
	}
	if (t->has_mine) {
		sb_adds(sb, NT_(" mine "));
		sq_add(sb, t->mx, t->my);
	}
	sb_addc(sb, '\n');
}

void
mm_print(const struct mm_record *rec, struct strbuf *sb)
{
	size_t	 i;

	mm_print_header(&rec->h, sb);
	for (i = 0; i < rec->nturns; i++)
		mm_print_turn(&rec->turns[i], sb);
}

/* ------------------------------------------------------------------ map */

int
mm_map_read(const char *text, size_t len, struct mm_map *m, struct errbuf *err)
{
	struct mm_reader r;
	struct mm_map	 t;
	const char	*ls, *le, *p, *q, *s;
	long		 num;
	int		 rc, y = 0, header = 0;

	memset(&t, 0, sizeof(t));
	err_clear(err);
	mm_reader_init(&r, text, len);
	while ((rc = next_line(&r, &ls, &le, err)) == 1) {
		p = lex_skip(ls, le, LEX_BLANKS);
		if (p == le)
			continue;
		/* A header of column letters "A B C …" before the first row. */
		if (y == 0 && !header && *p == 'A' && (p + 1 == le || lex_in(LEX_BLANKS, p[1]) ||
		    p[1] == 'B')) {
			header = 1;
			continue;
		}
		if (*p >= '0' && *p <= '9') {
			for (q = p; q < le && *q >= '0' && *q <= '9'; q++)
				continue;
			if (parse_intn(p, (size_t)(q - p), 1, MM_MAXH, &num) == -1 ||
			    num != y + 1)
				return err_set(err, r.line, text_col(r.bol, p), _("expected row "
				    "number %d"), y + 1);
			p = lex_skip(q, le, LEX_BLANKS);
		}
		/* Squares, single blanks between; two blanks start a remark. */
		for (s = p; s < le; s++) {
			if (lex_in(LEX_BLANKS, *s) && s + 1 < le && lex_in(LEX_BLANKS, s[1]))
				break;
		}
		s = lex_rtrim(p, s, LEX_BLANKS);
		if (s == p)
			return err_set(err, r.line, text_col(r.bol, p), _("expected a row of squares"));
		if (mm_map_set_row(&t, y, p, (size_t)(s - p), err) == -1) {
			err->line = r.line;
			err->col = text_col(r.bol, p) + err->col - 1;
			return -1;
		}
		y++;
	}
	if (rc == -1)
		return -1;
	if (mm_map_validate(&t, err) == -1) {
		err->line = r.last_line > 0 ? r.last_line : 1;
		return -1;
	}
	*m = t;
	return 0;
}

void
mm_map_print(const struct mm_map *m, struct strbuf *sb)
{
	int	 x, y;

	sb_adds(sb, "   ");
	for (x = 0; x < m->w; x++)
		sb_addf(sb, " %c", 'A' + x);
	sb_addc(sb, '\n');
	for (y = 0; y < m->h; y++) {
		sb_addf(sb, "%3d", y + 1);
		for (x = 0; x < m->w; x++)
			sb_addf(sb, " %c", m->sq[y][x]);
		sb_addc(sb, '\n');
	}
}

int
mm_map_file_read(const char *text, size_t len, void *rules, struct errbuf *err)
{
	struct mm_rules	*r = rules;

	if (mm_map_read(text, len, &r->map, err) == -1)
		return -1;
	err_clear(err);
	return manewry_ruleset_game.validate(r, err);
}

int
mm_header_rules(const struct mm_header *h, struct mm_rules *r, const char **name,
    struct errbuf *err)
{
	const struct kv_preset	*p = manewry_ruleset_game.presets;

	if (h != NULL && h->ruleset[0] &&
	    (p = kv_preset_find(&manewry_ruleset_game, h->ruleset)) == NULL)
		return err_set(err, h->ruleset_line, h->ruleset_col, _("Ruleset: expected a "
		    "built-in ruleset (manewry, prl), not '%s'%s"), h->ruleset,
		    strchr(h->ruleset, '/') || strchr(h->ruleset, '.') ?
		    _(" (a record never names a file)") : "");
	memcpy(r, p->obj, sizeof(*r));
	*name = p->name;
	return 0;
}

int
mm_header_setups(const struct mm_reader *rd, const struct mm_header *h, struct errbuf *err)
{
	int	 p;

	for (p = 0; p < 2; p++)
		if (!h->has_setup[p])
			return err_set(err, rd->last_line > 0 ? rd->last_line : 1, 0,
			    _("expected a [Setup%d \"CODE SQUARE …\"] tag"), p + 1);
	return 0;
}

int
mm_canonical(const char *text, size_t len, struct strbuf *sb, struct errbuf *err)
{
	struct mm_record	 rec;
	int			 rc;

	memset(&rec, 0, sizeof(rec));
	if ((rc = mm_parse(text, len, &rec, err)) == 0)
		mm_print(&rec, sb);
	mm_record_free(&rec);
	return rc;
}
