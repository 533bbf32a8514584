/*
 * The .flota record reader and canonical printer (referee-notation(5),
 * man/referee-flota.7).
 *
 * The reader walks the buffer once, a line at a time, without allocating. A
 * record is a block of tag lines ending with [Play], then one turn a line
 * until the next tag line (the next record) or the end of the text.
 */
#include <stdarg.h>
#include <string.h>

#include "flota.h"
#include "lex.h"
#include "../util/stream.h"
#include "../util/i18n.h"

#define LINE_MAX_BYTES	(1024 * 1024)

enum tag { T_EVENT, T_DATE, T_RULESET, T_PLAYERS, T_FLEET1, T_FLEET2, T_PLAY, T__COUNT };

static const char *const tag_names[T__COUNT] = {
	"Event", "Date", "Ruleset", "Players", "Fleet1", "Fleet2", "Play"
};

/* A line: [s, e) without its newline, comment left in. */
struct line {
	const char	*bol, *s, *e;
	int		 no;
};

/* ", not 'TOKEN'" for a message, or "" when the token is empty (the end of the line). */
static const char *
found(const char *s, const char *e, char *buf, size_t size)
{
	if (s == e)
		return "";
	fmt_buf(buf, size, _(", not '%.*s'"), lex_show_len(s, e), s);
	return buf;
}

static int
fail(struct errbuf *err, int line, const char *bol, const char *p, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static int
fail(struct errbuf *err, int line, const char *bol, const char *p, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	err_vset(err, line, bol ? text_col(bol, p) : 0, fmt, ap);
	va_end(ap);
	return -1;
}

void
flota_reader_init(struct flota_reader *r, const char *text, size_t len)
{
	memset(r, 0, sizeof(*r));
	r->text = r->p = text;
	r->end = text + len;
	r->line = 1;
	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		r->p = text + 3;
}

/*
 * Takes the next line. Refuses control characters (tab and a carriage return
 * before the newline aside) and lines over 1 MiB. Returns 1, 0 at the end, -1.
 */
static int
next_line(struct flota_reader *r, struct line *l, struct errbuf *err)
{
	const char	*q;

	if (r->p >= r->end)
		return 0;
	l->bol = l->s = r->p;
	l->no = r->line;
	for (q = r->p; q < r->end && *q != '\n'; q++) {
		if (q - r->p >= LINE_MAX_BYTES) {
			r->failed = 1;
			return fail(err, l->no, NULL, NULL,
			    _("line %d is longer than 1 MiB: expected a record line"), l->no);
		}
		if ((unsigned char)*q < 0x20 && *q != '\t' &&
		    !(*q == '\r' && (q + 1 == r->end || q[1] == '\n'))) {
			r->failed = 1;
			return fail(err, l->no, l->bol, q,
			    _("expected text, found the control character 0x%02x"),
			    (unsigned char)*q);
		}
		if ((unsigned char)*q == 0x7f) {
			r->failed = 1;
			return fail(err, l->no, l->bol, q,
			    _("expected text, found the control character 0x7f"));
		}
	}
	l->e = q;
	r->p = q < r->end ? q + 1 : q;
	r->line++;
	return 1;
}

/* The end of a turn line's content: before a '#' comment. */
static const char *
content_end(const char *s, const char *e)
{
	const char	*h = memchr(s, '#', (size_t)(e - s));

	return lex_rtrim(s, h ? h : e, LEX_BLANKS);
}

/* ------------------------------------------------------------ fleets */

static int
is_sep(char c)
{
	return lex_in(LEX_BLANKS, c) || c == ',' || c == ';' || c == '\n';
}

int
flota_fleet_parse(const char *s, const char *e, int line, const char *bol,
    struct flota_fleet *f, struct errbuf *err)
{
	const char	*p = s, *w, *we;
	struct flota_ship *sh;
	char		 nb[40];
	int		 type, x, y, tline, tcol;

	memset(f, 0, sizeof(*f));
	for (;;) {
		while (p < e && (is_sep(*p) || *p == '#')) {
			if (*p == '#') {
				while (p < e && *p != '\n')
					p++;
				continue;
			}
			if (*p == '\n') {
				line++;
				bol = p + 1;
			}
			p++;
		}
		if (p == e)
			return 0;
		for (w = p; p < e && !is_sep(*p) && *p != ':' && *p != '=' && *p != '#'; p++)
			continue;
		we = p;
		if (we == w)
			return fail(err, line, bol, w, _("expected a ship type (P, K, T, S or its "
			    "name), not '%c'"), *w);
		if ((type = flota_type_parse(w, (size_t)(we - w))) < 0)
			return fail(err, line, bol, w, _("expected a ship type (P, K, T, S or its "
			    "name), not '%.*s'"), lex_show_len(w, we), w);
		tline = line;
		tcol = text_col(bol, w);
		p = lex_skip(p, e, LEX_BLANKS);
		if (p < e && (*p == ':' || *p == '='))
			p = lex_skip(p + 1, e, LEX_BLANKS);
		for (w = p; p < e && !is_sep(*p) && *p != '#'; p++)
			continue;
		if (p == w || flota_square_parse(w, (size_t)(p - w), &x, &y) == -1)
			return fail(err, line, bol, w, _("expected the square of the %s, such as C4%s"),
			    flota_type_name(type), found(w, p, nb, sizeof(nb)));
		if (f->n == FLOTA_FLEET_MAX)
			return fail(err, tline, bol, w, _("expected at most %d ships in a fleet "
			    "(a fleet is four)"), FLOTA_FLEET_MAX);
		sh = &f->ship[f->n++];
		sh->type = type;
		sh->x = x;
		sh->y = y;
		sh->line = tline;
		sh->col = tcol;
	}
}

/* ------------------------------------------------------------ turn lines */

/* A word: a run up to a blank, ',', '(' or ')'. */
static const char *
word_end(const char *p, const char *e)
{
	while (p < e && !lex_in(LEX_BLANKS, *p) && *p != ',' && *p != '(' && *p != ')')
		p++;
	return p;
}

/* Skips blanks and parentheses inside an answer. */
static const char *
skip_ans(const char *p, const char *e)
{
	while (p < e && (lex_in(LEX_BLANKS, *p) || *p == '(' || *p == ')' || *p == '+'))
		p++;
	return p;
}

/* Reads ship types after oparzony: at least one unless optional. */
static int
read_types(const char **pp, const char *e, int line, const char *bol, unsigned *mask,
    int optional, struct errbuf *err)
{
	const char	*p = skip_ans(*pp, e), *w, *we;
	char		 nb[40];
	int		 t, n = 0;

	for (;;) {
		w = p;
		we = word_end(w, e);
		if (we == w || (t = flota_type_parse(w, (size_t)(we - w))) < 0)
			break;
		if (*mask & (1u << t))
			return fail(err, line, bol, w, _("the %s is named twice"), flota_type_name(t));
		*mask |= 1u << t;
		n++;
		p = skip_ans(we, e);
	}
	if (n == 0 && !optional)
		return fail(err, line, bol, w, _("expected a ship type after 'oparzony' (P, K, T, "
		    "S)%s"), found(w, we, nb, sizeof(nb)));
	*pp = p;
	return 0;
}

static int
read_answer(const char *p, const char *e, int line, const char *bol, struct flota_answer *a,
    struct errbuf *err)
{
	const char	*w = p, *we;
	int		 t;

	memset(a, 0, sizeof(*a));
	we = word_end(w, e);
	if (text_is(w, (size_t)(we - w), "pudlo") || text_is(w, (size_t)(we - w), "pudla")) {
		a->kind = FLOTA_ANS_MISS;
		p = we;
	} else if (text_is(w, (size_t)(we - w), "oparzony") ||
	    text_is(w, (size_t)(we - w), "oparzone")) {
		a->kind = FLOTA_ANS_BURN;
		p = we;
		if (read_types(&p, e, line, bol, &a->burn, 1, err) == -1)
			return -1;
	} else if (text_is(w, (size_t)(we - w), "trafiony")) {
		/* The seed's own answer is a bare "TRAFIONY"; the type hit may follow. */
		a->kind = FLOTA_ANS_HIT;
		a->hit = FLOTA_HIT_BARE;
		p = skip_ans(we, e);
		w = p;
		we = word_end(p, e);
		if (we > w && (t = flota_type_parse(w, (size_t)(we - w))) >= 0) {
			a->hit = t;
			p = skip_ans(we, e);
		}
		w = p;
		we = word_end(p, e);
		if (text_is(w, (size_t)(we - w), "oparzony")) {
			p = we;
			if (read_types(&p, e, line, bol, &a->burn, 0, err) == -1)
				return -1;
		} else if (a->hit == FLOTA_HIT_BARE && we > w)
			return fail(err, line, bol, w, _("expected the ship hit after 'trafiony' "
			    "(P, K, T, S), or nothing, not '%.*s'"), lex_show_len(w, we), w);
	} else
		return fail(err, line, bol, w, _("expected the answer: pudło, oparzony TYPES or "
		    "trafiony [TYPE], not '%.*s'"), lex_show_len(w, we), w);
	p = skip_ans(p, e);
	if (p < e)
		return fail(err, line, bol, p, _("expected ',' or the end of the line after the "
		    "answer, not '%.*s'"), lex_show_len(p, word_end(p, e)), p);
	return 0;
}

/* One action in s..e (trimmed, non-empty). */
static int
read_action(const char *s, const char *e, int line, const char *bol, int need_answer,
    struct flota_action *a, struct errbuf *err)
{
	const char	*p = s, *w;
	char		 nb[40];

	memset(a, 0, sizeof(*a));
	a->line = line;
	a->col = text_col(bol, s);
	if (*p == 'x' || *p == 'X') {
		a->kind = FLOTA_SHOT;
		p++;
	} else if ((unsigned char)p[0] == 0xc3 && p + 1 < e && (unsigned char)p[1] == 0x97) {
		a->kind = FLOTA_SHOT;		/* × */
		p += 2;
	} else if (*p == '>') {
		a->kind = FLOTA_MOVE;
		p++;
	} else if (*p == '-' && p + 1 < e && p[1] == '>') {
		a->kind = FLOTA_MOVE;
		p += 2;
	} else if ((unsigned char)p[0] == 0xe2 && p + 2 < e && (unsigned char)p[1] == 0x86 &&
	    (unsigned char)p[2] == 0x92) {
		a->kind = FLOTA_MOVE;		/* → */
		p += 3;
	} else
		return fail(err, line, bol, s, _("expected an action: 'x SQUARE ANSWER' (a shot) "
		    "or '> SQUARE' (a move), not '%.*s'"), lex_show_len(s, word_end(s, e)), s);
	p = lex_skip(p, e, LEX_BLANKS);
	w = p;
	p = word_end(p, e);
	if (p == w || flota_square_parse(w, (size_t)(p - w), &a->x, &a->y) == -1)
		return fail(err, line, bol, w, _("expected a square such as C4 after '%s'%s"),
		    a->kind == FLOTA_SHOT ? "x" : ">", found(w, p, nb, sizeof(nb)));
	p = lex_skip(p, e, LEX_BLANKS);
	if (a->kind == FLOTA_MOVE) {
		if (p < e)
			return fail(err, line, bol, p, _("expected ',' or the end of the line after "
			    "the move, not '%.*s'"), lex_show_len(p, word_end(p, e)), p);
		return 0;
	}
	if (p == e) {
		if (need_answer)
			return fail(err, line, bol, p, _("expected the answer after the shot: pudło, "
			    "oparzony TYPES or trafiony [TYPE]"));
		return 0;
	}
	return read_answer(p, e, line, bol, &a->ans, err);
}

/* The player before the type: 1, 2 or a name of players; 0 or -1. */
static int
read_player(const char *s, const char *e, int line, const char *bol,
    const char (*players)[FLOTA_NAME_MAX], int nplayers, int *player, struct errbuf *err)
{
	char	 a[2 * FLOTA_NAME_MAX], b[2 * FLOTA_NAME_MAX];
	int	 i;

	if (e - s == 1 && (*s == '1' || *s == '2')) {
		*player = *s - '0';
		return 0;
	}
	if ((size_t)(e - s) < FLOTA_NAME_MAX) {
		text_fold(s, (size_t)(e - s), a, sizeof(a));
		for (i = 0; i < nplayers; i++) {
			text_fold(players[i], strlen(players[i]), b, sizeof(b));
			if (strcmp(a, b) == 0) {
				*player = i + 1;
				return 0;
			}
		}
	}
	return fail(err, line, bol, s, _("expected the player, 1 or 2%s, not '%.*s'"),
	    nplayers ? _(" or a name of the Players tag") : "", lex_show_len(s, e), s);
}

int
flota_line_parse(const char *s, const char *e, int line, const char *bol,
    const char (*players)[FLOTA_NAME_MAX], int nplayers, int flags,
    struct flota_turn *t, struct errbuf *err)
{
	const char	*colon, *p, *q, *ts, *as;
	int		 depth, record = flags & FLOTA_LINE_RECORD;

	memset(t, 0, sizeof(*t));
	t->line = line;
	t->type = -1;
	s = lex_skip(s, e, LEX_BLANKS);
	e = lex_rtrim(s, e, LEX_BLANKS);
	t->col = text_col(bol, s);
	colon = memchr(s, ':', (size_t)(e - s));
	as = s;
	if (colon != NULL) {
		q = lex_rtrim(s, colon, LEX_BLANKS);
		for (ts = q; ts > s && !lex_in(LEX_BLANKS, ts[-1]); ts--)
			continue;
		if (ts == q)
			return fail(err, line, bol, colon, _("expected the ship type before ':', "
			    "e.g. '1 P: x D5 pudło'"));
		if ((t->type = flota_type_parse(ts, (size_t)(q - ts))) < 0)
			return fail(err, line, bol, ts, _("expected a ship type (P, K, T, S or its "
			    "name), not '%.*s'"), lex_show_len(ts, q), ts);
		p = lex_rtrim(s, ts, LEX_BLANKS);
		if (p > s) {
			if (read_player(s, p, line, bol, players, nplayers, &t->player, err) == -1)
				return -1;
		} else if (record)
			return fail(err, line, bol, s, _("expected the player (1 or 2) before the "
			    "ship type"));
		as = colon + 1;
	} else if (record)
		return fail(err, line, bol, s, _("expected a turn 'PLAYER TYPE: ACTION, ...', "
		    "e.g. '1 P: x D5 pudło, > C5'"));
	/* Actions, separated by commas outside parentheses. */
	p = lex_skip(as, e, LEX_BLANKS);
	if (p == e)
		return 0;
	for (;;) {
		depth = 0;
		for (q = p; q < e && (*q != ',' || depth > 0); q++) {
			if (*q == '(')
				depth++;
			else if (*q == ')' && depth > 0)
				depth--;
		}
		if (lex_rtrim(p, q, LEX_BLANKS) == p)
			return fail(err, line, bol, p, _("expected an action%s"),
			    q < e ? _(" before ','") : _(" after ','"));
		if (t->nact == FLOTA_MAX_ACTIONS)
			return fail(err, line, bol, p, _("expected at most %d actions in one turn"),
			    FLOTA_MAX_ACTIONS);
		if (read_action(p, lex_rtrim(p, q, LEX_BLANKS), line, bol, record, &t->act[t->nact], err) == -1)
			return -1;
		t->nact++;
		if (q == e)
			return 0;
		p = lex_skip(q + 1, e, LEX_BLANKS);
	}
}

/* ------------------------------------------------------------ tags */

static int
lookup_tag(const char *n, size_t len)
{
	static const struct {
		const char	*w;
		int		 tag;
	} words[] = {
		{ "event", T_EVENT }, { "date", T_DATE }, { "ruleset", T_RULESET },
		{ "players", T_PLAYERS }, { "gracze", T_PLAYERS },
		{ "fleet1", T_FLEET1 }, { "fleet2", T_FLEET2 },
		{ "flota1", T_FLEET1 }, { "flota2", T_FLEET2 },
		{ "play", T_PLAY }, { "gra", T_PLAY },
	};
	size_t	 i;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (text_is(n, len, words[i].w))
			return words[i].tag;
	return -1;
}

/* Copies a value, undoing \" and \\, into dst; tabs become spaces. */
static int
copy_value(const struct line *l, const char *s, const char *e, char *dst, size_t size,
    const char *tag, struct errbuf *err)
{
	size_t	 o = 0;

	s = lex_skip(s, e, LEX_BLANKS);
	e = lex_rtrim(s, e, LEX_BLANKS);
	if (s == e)
		return fail(err, l->no, l->bol, s, _("expected a value for %s, not an empty one"),
		    tag);
	for (; s < e; s++) {
		if (*s == '\\' && s + 1 < e && (s[1] == '"' || s[1] == '\\'))
			s++;
		if (o + 1 >= size)
			return fail(err, l->no, l->bol, s, _("%s value is longer than %zu bytes"), tag,
			    size - 1);
		dst[o++] = *s == '\t' ? ' ' : *s;
	}
	dst[o] = '\0';
	return 0;
}

static int
set_date(const struct line *l, const char *s, const char *e, struct flota_header *h,
    struct errbuf *err)
{
	int	 i;

	s = lex_skip(s, e, LEX_BLANKS);
	e = lex_rtrim(s, e, LEX_BLANKS);
	for (i = 0; i < 10; i++)
		if (s + i >= e || (i == 4 || i == 7 ? s[i] != '-' : (s[i] < '0' || s[i] > '9')))
			return fail(err, l->no, l->bol, s, _("Date: expected YYYY-MM-DD"));
	if (s + 10 != e)
		return fail(err, l->no, l->bol, s, _("Date: expected YYYY-MM-DD"));
	memcpy(h->date, s, 10);
	h->date[10] = '\0';
	return 0;
}

static int
set_players(const struct line *l, const char *s, const char *e, struct flota_header *h,
    struct errbuf *err)
{
	char		 a[2 * FLOTA_NAME_MAX], b[2 * FLOTA_NAME_MAX];
	const char	*p, *q, *ns, *ne;
	int		 n = 0;

	for (p = s; ; p = q + 1) {
		for (q = p; q < e && *q != ';'; q++)
			continue;
		ns = lex_skip(p, q, LEX_BLANKS);
		ne = lex_rtrim(ns, q, LEX_BLANKS);
		if (ns == ne)
			return fail(err, l->no, l->bol, ns, _("Players: expected two names "
			    "separated by ';'"));
		if (n == 2)
			return fail(err, l->no, l->bol, ns, _("Players: expected two names, "
			    "found a third"));
		if (ne - ns >= FLOTA_NAME_MAX)
			return fail(err, l->no, l->bol, ns, _("Players: a name is longer than %d "
			    "bytes"), FLOTA_NAME_MAX - 1);
		if (memchr(ns, ':', (size_t)(ne - ns)) || memchr(ns, '"', (size_t)(ne - ns)) ||
		    memchr(ns, '\\', (size_t)(ne - ns)) || memchr(ns, '#', (size_t)(ne - ns)))
			return fail(err, l->no, l->bol, ns, _("Players: a name may not hold ':', "
			    "'\"', '\\' or '#'"));
		if ((ne - ns == 1 && (*ns == '1' || *ns == '2')))
			return fail(err, l->no, l->bol, ns, _("Players: expected a name, not the "
			    "player number %c"), *ns);
		memcpy(h->players[n], ns, (size_t)(ne - ns));
		h->players[n][ne - ns] = '\0';
		n++;
		if (q == e)
			break;
	}
	if (n != 2)
		return fail(err, l->no, l->bol, e, _("Players: expected two names separated by ';'"));
	text_fold(h->players[0], strlen(h->players[0]), a, sizeof(a));
	text_fold(h->players[1], strlen(h->players[1]), b, sizeof(b));
	if (strcmp(a, b) == 0)
		return fail(err, l->no, l->bol, s, _("Players: '%s' named twice"), h->players[1]);
	h->nplayers = 2;
	return 0;
}

/* Stores the value v..ve of a tag other than Play. 0 or -1. */
static int
tag_value(const struct line *l, int tag, const char *v, const char *ve,
    struct flota_header *h, struct errbuf *err)
{
	int	 k;

	switch (tag) {
	case T_EVENT:
		if (copy_value(l, v, ve, h->event, sizeof(h->event), "Event", err) == -1)
			return -1;
		break;
	case T_DATE:
		if (set_date(l, v, ve, h, err) == -1)
			return -1;
		break;
	case T_RULESET:
		if (copy_value(l, v, ve, h->ruleset, sizeof(h->ruleset), "Ruleset",
		    err) == -1)
			return -1;
		h->ruleset_line = l->no;
		h->ruleset_col = text_col(l->bol, lex_skip(v, ve, LEX_BLANKS));
		break;
	case T_PLAYERS:
		if (set_players(l, v, ve, h, err) == -1)
			return -1;
		break;
	default:
		k = tag == T_FLEET1 ? 0 : 1;
		if (flota_fleet_parse(v, ve, l->no, l->bol, &h->fleet[k], err) == -1)
			return -1;
		if (h->fleet[k].n == 0)
			return fail(err, l->no, l->bol, v, _("expected the ships of %s, e.g. "
			    "\"P C4 K E2 T H8 S J1\""), tag_names[tag]);
		h->fleet_line[k] = l->no;
		break;
	}
	return 0;
}

/* One tag line: items "[Name "value"]" or "[Play]", then an optional comment. */
static int
tag_line(struct flota_reader *r, const struct line *l, unsigned *seen, struct errbuf *err)
{
	struct flota_header *h = &r->hdr;
	const char	*p = l->s, *e = l->e, *n, *ne, *v, *ve, *q;
	int		 tag;

	for (;;) {
		p = lex_skip(p, e, LEX_BLANKS);
		if (p == e || *p == '#')
			return 0;
		if (*p != '[')
			return fail(err, l->no, l->bol, p, _("expected '[' or the end of the line "
			    "after a tag"));
		if (*seen & (1u << T_PLAY))
			return fail(err, l->no, l->bol, p, _("expected the turns on the lines after "
			    "[Play]"));
		n = lex_skip(p + 1, e, LEX_BLANKS);
		for (ne = n; ne < e && !lex_in(LEX_BLANKS, *ne) && *ne != ']' && *ne != '"'; ne++)
			continue;
		if ((tag = lookup_tag(n, (size_t)(ne - n))) < 0)
			return fail(err, l->no, l->bol, n, _("expected a tag: Event, Date, Ruleset, "
			    "Players, Fleet1, Fleet2 or Play, not '%.*s'"), lex_show_len(n, ne), n);
		if (*seen & (1u << tag))
			return fail(err, l->no, l->bol, n, _("tag %s given twice"), tag_names[tag]);
		*seen |= 1u << tag;
		p = lex_skip(ne, e, LEX_BLANKS);
		if (tag == T_PLAY) {
			if (p == e || *p != ']')
				return fail(err, l->no, l->bol, p, _("expected ']': [Play] takes no "
				    "value"));
			h->play_line = l->no;
			p++;
			continue;
		}
		if (p == e || *p != '"')
			return fail(err, l->no, l->bol, p, _("expected the quoted value of %s, e.g. "
			    "[%s \"...\"]"), tag_names[tag], tag_names[tag]);
		v = p + 1;
		for (q = v; q < e && *q != '"'; q++)
			if (*q == '\\' && q + 1 < e)
				q++;
		if (q >= e)
			return fail(err, l->no, l->bol, p, _("expected the closing '\"' of the %s "
			    "value on this line"), tag_names[tag]);
		ve = q;
		p = lex_skip(q + 1, e, LEX_BLANKS);
		if (p == e || *p != ']')
			return fail(err, l->no, l->bol, p, _("expected ']' after the %s value"),
			    tag_names[tag]);
		p++;
		if (tag_value(l, tag, v, ve, h, err) == -1)
			return -1;
	}
}

int
flota_read_header(struct flota_reader *r, struct flota_header *h, struct errbuf *err)
{
	struct flota_turn	 t;
	struct line		 l;
	const char		*p;
	unsigned		 seen = 0;
	int			 rc;

	if (r->failed)
		return -1;
	while (r->in_record) {
		if ((rc = flota_read_turn(r, &t, err)) == -1)
			return -1;
		if (rc == 0)
			break;
	}
	memset(&r->hdr, 0, sizeof(r->hdr));
	for (;;) {
		const char	*save = r->p;
		int		 saveline = r->line;

		if ((rc = next_line(r, &l, err)) == -1)
			return -1;
		if (rc == 0)
			break;
		p = lex_skip(l.s, l.e, LEX_BLANKS);
		if (p == l.e || *p == '#')
			continue;
		if (*p != '[') {
			if (seen == 0) {
				r->failed = 1;
				return fail(err, l.no, l.bol, p, _("expected the tags of a record, "
				    "e.g. [Fleet1 \"P C4 K E2 T H8 S J1\"], then [Play]"));
			}
			/* A turn without [Play]: let the check below name what is missing. */
			r->p = save;
			r->line = saveline;
			break;
		}
		if (seen == 0)
			r->hdr.line = l.no;
		if (tag_line(r, &l, &seen, err) == -1) {
			r->failed = 1;
			return -1;
		}
		if (seen & (1u << T_PLAY))
			break;
	}
	if (seen == 0)
		return 0;
	if (!(seen & (1u << T_FLEET1)) || !(seen & (1u << T_FLEET2))) {
		r->failed = 1;
		return fail(err, r->hdr.play_line ? r->hdr.play_line : r->line, NULL, NULL,
		    _("expected both fleets, [Fleet1 \"...\"] and [Fleet2 \"...\"], before [Play]"));
	}
	if (!(seen & (1u << T_PLAY)) && r->p < r->end) {
		r->failed = 1;
		return fail(err, r->line, NULL, NULL, _("expected [Play] before the first turn"));
	}
	r->in_record = 1;
	*h = r->hdr;
	return 1;
}

int
flota_read_turn(struct flota_reader *r, struct flota_turn *t, struct errbuf *err)
{
	struct line	 l;
	const char	*p;
	int		 rc;

	if (r->failed)
		return -1;
	if (!r->in_record)
		return 0;
	for (;;) {
		const char	*save = r->p;
		int		 saveline = r->line;

		if ((rc = next_line(r, &l, err)) == -1)
			return -1;
		if (rc == 0) {
			r->in_record = 0;
			return 0;
		}
		p = lex_skip(l.s, l.e, LEX_BLANKS);
		if (p == l.e || *p == '#')
			continue;
		if (*p == '[') {
			r->p = save;
			r->line = saveline;
			r->in_record = 0;
			return 0;
		}
		if (flota_line_parse(p, content_end(p, l.e), l.no, l.bol,
		    (const char (*)[FLOTA_NAME_MAX])r->hdr.players, r->hdr.nplayers,
		    FLOTA_LINE_RECORD, t, err) == -1) {
			r->failed = 1;
			return -1;
		}
		return 1;
	}
}

int
flota_parse(const char *text, size_t len,
    int (*hfn)(const struct flota_header *, void *),
    int (*tfn)(const struct flota_header *, const struct flota_turn *, void *),
    void *arg, struct errbuf *err)
{
	struct flota_reader	 r;
	struct flota_header	 h;
	struct flota_turn	 t;
	int			 rc, stop;

	flota_reader_init(&r, text, len);
	while ((rc = flota_read_header(&r, &h, err)) == 1) {
		if (hfn && (stop = hfn(&h, arg)) != 0)
			return stop;
		while ((rc = flota_read_turn(&r, &t, err)) == 1)
			if (tfn && (stop = tfn(&h, &t, arg)) != 0)
				return stop;
		if (rc == -1)
			return -1;
	}
	return rc;
}

/* ------------------------------------------------------------ printer */

static void
add_quoted(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			sb_addc(sb, '\\');
		sb_addc(sb, *s);
	}
}

void
flota_print_fleet(const struct flota_fleet *f, struct strbuf *sb)
{
	char	 sq[8];
	int	 t, i, n = 0;

	for (t = 0; t < FLOTA_NTYPES; t++)
		for (i = 0; i < f->n; i++) {
			if (f->ship[i].type != t)
				continue;
			flota_square_name(f->ship[i].x, f->ship[i].y, sq, sizeof(sq));
			sb_addf(sb, "%s%s %s", n++ ? " " : "", flota_type_code(t), sq);
		}
}

void
flota_print_header(const struct flota_header *h, struct strbuf *sb)
{
	int	 k;

	if (h->event[0]) {
		sb_adds(sb, NT_("[Event \""));
		add_quoted(sb, h->event);
		sb_adds(sb, "\"]\n");
	}
	if (h->date[0])
		sb_addf(sb, NT_("[Date \"%s\"]\n"), h->date);
	if (h->ruleset[0]) {
		sb_adds(sb, NT_("[Ruleset \""));
		add_quoted(sb, h->ruleset);
		sb_adds(sb, "\"]\n");
	}
	if (h->nplayers == 2)
		sb_addf(sb, NT_("[Players \"%s; %s\"]\n"), h->players[0], h->players[1]);
	for (k = 0; k < 2; k++) {
		sb_addf(sb, NT_("[Fleet%d \""), k + 1);
		flota_print_fleet(&h->fleet[k], sb);
		sb_adds(sb, "\"]\n");
	}
	sb_adds(sb, NT_("[Play]\n"));
}

void
flota_print_turn(const struct flota_turn *t, struct strbuf *sb)
{
	const struct flota_action *a;
	char	 sq[8], ans[64];
	int	 i;

	sb_addf(sb, "%d %s:", t->player, flota_type_code(t->type));
	for (i = 0; i < t->nact; i++) {
		a = &t->act[i];
		flota_square_name(a->x, a->y, sq, sizeof(sq));
		if (a->kind == FLOTA_MOVE)
			sb_addf(sb, "%s > %s", i ? "," : "", sq);
		else {
			flota_answer_print(&a->ans, ans, sizeof(ans));
			sb_addf(sb, "%s x %s%s%s", i ? "," : "", sq, ans[0] ? " " : "", ans);
		}
	}
	sb_addc(sb, '\n');
}

int
flota_header_rules(const struct flota_header *h, struct flota_rules *r, struct errbuf *err)
{
	const struct kv_preset	*p;

	*r = flota_default;
	if (h == NULL || h->ruleset[0] == '\0')
		return 0;
	if ((p = kv_preset_find(&flota_ruleset_game, h->ruleset)) == NULL)
		return err_set(err, h->ruleset_line, h->ruleset_col, _("Ruleset: expected a "
		    "built-in ruleset name (flota), not '%s'; a record never names a file"),
		    h->ruleset);
	memcpy(r, p->obj, sizeof(*r));
	return 0;
}

int
flota_fleet_read(const char *buf, size_t len, void *f, struct errbuf *err)
{
	if (flota_fleet_parse(buf, buf + len, 1, buf, f, err) == -1)
		return -1;
	if (((struct flota_fleet *)f)->n == 0)
		return err_set(err, 1, 1, _("expected TYPE SQUARE pairs, e.g. P C4 K E2 T H8 S J1"));
	return 0;
}

int
flota_canonical(struct flota_reader *rd, const struct flota_header *h, struct strbuf *sb,
    struct errbuf *err)
{
	struct flota_turn	 t;
	int			 rc;

	flota_print_header(h, sb);
	while ((rc = flota_read_turn(rd, &t, err)) == 1)
		flota_print_turn(&t, sb);
	return rc;
}


int
flota_each_record(const char *file, flota_record_fn fn, void *ctx, struct errbuf *err)
{
	struct rstream		 rs;
	struct flota_reader	 rd;
	struct flota_header	 h;
	struct flota_turn	 t;
	const char		*text;
	size_t			 len;
	int			 pass, got = 0, rc = 0, line0, nrec = 0;

	if (rstream_open(&rs, file, 1, err) == -1)
		return -1;
	for (pass = 0; pass < 2 && rc == 0; pass++) {
		if (pass == 1 && rstream_rewind(&rs, err) == -1)
			break;
		while (rc == 0 && (got = rstream_next(&rs, &text, &len, &line0, err)) == 1) {
			flota_reader_init(&rd, text, len);
			rd.line = line0;
			while (rc == 0 && (rc = flota_read_header(&rd, &h, err)) == 1)
				if (pass == 0)
					while ((rc = flota_read_turn(&rd, &t, err)) == 1)
						;
				else
					rc = fn(ctx, &rd, &h, nrec++, err);
		}
		if (got == -1)
			rc = -1;
	}
	rstream_close(&rs);
	return rc == -1 ? -1 : nrec;
}
