/*
 * The .bdn deal-record reader and canonical printer (referee-notation(5),
 * man/referee-notation.5).
 *
 * The reader walks the buffer once, line by line, and fills one struct
 * baska_deal per record without allocating. Record boundaries: a record
 * begins with its header tags (Event, Date, Session, Table, Ruleset, Seats)
 * or its Deal tag. It ends before a second Deal tag, before a header tag
 * that comes after its Deal tag and further tags, and before any tag other
 * than Claim and Score that follows one of its sections.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bdn.h"
#include "lex.h"
#include "../util/i18n.h"

enum kind {
	T_EVENT, T_DATE, T_SESSION, T_TABLE, T_RULESET, T_SEATS,	/* header */
	T_DEAL, T_DEALER, T_BOK, T_HANDS,
	T_CONTRACT, T_DECLARER, T_PARTNER, T_KONTRAS, T_EYES,		/* result-only */
	T_CLAIM, T_SCORE,
	S_AUCTION, S_PLAY,						/* sections */
	K__COUNT
};

#define BIT(k)		(1u << (k))
#define HEADER_BITS	(BIT(T_EVENT) | BIT(T_DATE) | BIT(T_SESSION) | BIT(T_TABLE) | \
			 BIT(T_RULESET) | BIT(T_SEATS))
#define RESULT_BITS	(BIT(T_CONTRACT) | BIT(T_DECLARER) | BIT(T_PARTNER) | \
			 BIT(T_KONTRAS) | BIT(T_EYES))

static const char *const kind_names[K__COUNT] = {
	"Event", "Date", "Session", "Table", "Ruleset", "Seats",
	"Deal", "Dealer", "Bok", "Hands",
	"Contract", "Declarer", "Partner", "Kontras", "Eyes",
	"Claim", "Score", "Auction", "Play",
};

/* Folded spellings accepted for tag and section names; those of every full record first. */
static const struct {
	const char	*word;
	size_t		 len;
	int		 kind;
} kind_words[] = {
	{ "deal", 4, T_DEAL },
	{ "dealer", 6, T_DEALER },
	{ "hands", 5, T_HANDS },
	{ "auction", 7, S_AUCTION },
	{ "play", 4, S_PLAY },
	{ "event", 5, T_EVENT },
	{ "session", 7, T_SESSION },
	{ "table", 5, T_TABLE },
	{ "date", 4, T_DATE },
	{ "ruleset", 7, T_RULESET },
	{ "seats", 5, T_SEATS },
	{ "bok", 3, T_BOK },
	{ "contract", 8, T_CONTRACT },
	{ "declarer", 8, T_DECLARER },
	{ "partner", 7, T_PARTNER },
	{ "kontras", 7, T_KONTRAS },
	{ "eyes", 4, T_EYES },
	{ "claim", 5, T_CLAIM },
	{ "score", 5, T_SCORE },
	{ "licytacja", 9, S_AUCTION },
	{ "rozgrywka", 9, S_PLAY },
};

/* Parse state of the record being read. */
struct rec {
	int		 started;
	unsigned	 seen;		/* BIT(kind) */
	struct baska_src at[K__COUNT];
	int		 section;	/* 0, S_AUCTION or S_PLAY */
	int		 had_section;
	uint16_t	 played;
	uint8_t		 played_in[BASKA_NCARDS];	/* trick number of a played card */
};

/* One "[Name value]" item of a tag line. */
struct item {
	int		 kind;
	const char	*name;		/* where the name starts */
	const char	*v, *ve;	/* raw value (escapes kept), or NULL */
};

/*
 * The position of p on the current line. Tokens are visited left to right,
 * so the column is counted on from the last one asked for.
 */
/* bdn_read clears a deal around its calls: they must stay together. */
_Static_assert(offsetof(struct baska_deal, calls) + sizeof(((struct baska_deal *)0)->calls) ==
    offsetof(struct baska_deal, call_src), "calls and call_src stand together");
_Static_assert(offsetof(struct baska_deal, call_src) + sizeof(((struct baska_deal *)0)->call_src) ==
    offsetof(struct baska_deal, has_play), "calls and call_src end where has_play begins");

static struct baska_src
pos(struct bdn_reader *r, const char *p)
{
	struct baska_src s;

	if (r->colp < r->bol || r->colp > p) {
		r->colp = r->bol;
		r->colno = 1;
	}
	for (; r->colp < p; r->colp++) {
		/* Eight ASCII bytes are eight columns. */
		while (p - r->colp >= 8) {
			uint64_t w;

			memcpy(&w, r->colp, 8);
			if (w & 0x8080808080808080ULL)
				break;
			r->colp += 8;
			r->colno += 8;
		}
		if (r->colp == p)
			break;
		if (((unsigned char)*r->colp & 0xc0) != 0x80)
			r->colno++;
	}
	s.line = r->line;
	s.col = r->colno;
	return s;
}

/*
 * Stops the reader at its first error, at p on the current line or at a
 * stored position (checks made when the record is complete): -1.
 */
#define fail(r, err, p, ...) \
	err_fail(&(r)->failed, (err), (r)->line, text_col((r)->bol, (p)), __VA_ARGS__)
#define fail_at(r, err, at, ...) \
	err_fail(&(r)->failed, (err), (at).line, (at).col, __VA_ARGS__)

/* Character classes, so that the scanning loops test one table entry a byte. */
#define CL_SPACE	0x01	/* blank inside a line */
#define CL_SEP		0x02	/* separates cards, calls, points: blank or ',' */
#define CL_STOP		0x04	/* ends section text: '\n', '#', '[' */
#define CL_NAME		0x08	/* a tag name: letters, '-', '_', UTF-8 bytes */
#define CL_QSTOP	0x10	/* ends or escapes inside a quoted value: '"', '\\', '\n' */
#define CL_SLASH	0x20	/* separates the hands: '/' */

static const unsigned char cls[256] = {
	[' '] = CL_SPACE | CL_SEP, ['\t'] = CL_SPACE | CL_SEP, ['\r'] = CL_SPACE | CL_SEP,
	['\f'] = CL_SPACE | CL_SEP, ['\v'] = CL_SPACE | CL_SEP, [','] = CL_SEP,
	['\n'] = CL_STOP | CL_QSTOP, ['#'] = CL_STOP, ['['] = CL_STOP,
	['"'] = CL_QSTOP, ['\\'] = CL_QSTOP, ['/'] = CL_SLASH,
	['-'] = CL_NAME, ['_'] = CL_NAME,
#define L(c)	[c] = CL_NAME, [c - 'a' + 'A'] = CL_NAME
	L('a'), L('b'), L('c'), L('d'), L('e'), L('f'), L('g'), L('h'), L('i'), L('j'),
	L('k'), L('l'), L('m'), L('n'), L('o'), L('p'), L('q'), L('r'), L('s'), L('t'),
	L('u'), L('v'), L('w'), L('x'), L('y'), L('z'),
#undef L
#define U8(c)	[c] = CL_NAME, [c + 1] = CL_NAME, [c + 2] = CL_NAME, [c + 3] = CL_NAME
	U8(0x80), U8(0x84), U8(0x88), U8(0x8c), U8(0x90), U8(0x94), U8(0x98), U8(0x9c),
	U8(0xa0), U8(0xa4), U8(0xa8), U8(0xac), U8(0xb0), U8(0xb4), U8(0xb8), U8(0xbc),
	U8(0xc0), U8(0xc4), U8(0xc8), U8(0xcc), U8(0xd0), U8(0xd4), U8(0xd8), U8(0xdc),
	U8(0xe0), U8(0xe4), U8(0xe8), U8(0xec), U8(0xf0), U8(0xf4), U8(0xf8), U8(0xfc),
#undef U8
};

#define CLS(c)	(cls[(unsigned char)(c)])

static int
is_space(char c)
{
	return CLS(c) & CL_SPACE;
}

static int
is_sep(char c)
{
	return CLS(c) & CL_SEP;
}

static void
trim(const char **s, const char **e)
{
	while (*s < *e && is_space(**s))
		(*s)++;
	while (*e > *s && is_space((*e)[-1]))
		(*e)--;
}

void
bdn_reader_init(struct bdn_reader *r, const char *text, size_t len)
{
	memset(r, 0, sizeof(*r));
	r->text = r->p = r->bol = r->colp = text;
	r->end = text + len;
	r->line = 1;
	r->colno = 1;
	/* A UTF-8 byte order mark is not part of the first line. */
	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		r->p = r->bol = r->colp = text + 3;
}

void
bdn_reader_window(struct bdn_reader *r, const char *text, size_t len, size_t shift, int more)
{
	size_t	 p = (size_t)(r->p - r->text) - shift;
	size_t	 bol = (size_t)(r->bol - r->text) - shift;
	size_t	 colp;

	if (r->colp < r->bol) {
		r->colp = r->bol;
		r->colno = 1;
	}
	colp = (size_t)(r->colp - r->text) - shift;
	r->text = text;
	r->end = text + len;
	r->p = text + p;
	r->bol = text + bol;
	r->colp = text + colp;
	r->stream = 1;
	r->more = more;
}

size_t
bdn_reader_keep(const struct bdn_reader *r)
{
	return (size_t)(r->bol - r->text);
}

int
bdn_reader_low(const struct bdn_reader *r)
{
	return r->more && (size_t)(r->end - r->p) < BDN_WINDOW_AHEAD;
}

/* ------------------------------------------------------------ items */

/* Whether the name n of len bytes is the lower-case ASCII word w, in any case. */
static int
ascii_word_is(const char *w, const char *n, size_t len)
{
	size_t	 i;

	for (i = 0; i < len; i++)
		if (((unsigned char)n[i] | 0x20) != (unsigned char)w[i])
			return 0;
	return 1;
}

/* The kind of a tag or section name (any case, diacritics folded), or -1. */
static int
lookup_kind(const char *n, size_t len)
{
	char	 folded[32];
	size_t	 i;

	/*
	 * Fast path: ASCII names compared without regard to case. A name byte
	 * is a letter, '-', '_' or a UTF-8 byte: with 0x20 set, only the
	 * letters of either case can equal a lower-case word's letter.
	 */
	for (i = 0; i < sizeof(kind_words) / sizeof(kind_words[0]); i++)
		if (kind_words[i].len == len && ascii_word_is(kind_words[i].word, n, len))
			return kind_words[i].kind;
	if (len >= sizeof(folded))
		return -1;
	text_fold(n, len, folded, sizeof(folded));
	for (i = 0; i < sizeof(kind_words) / sizeof(kind_words[0]); i++)
		if (strcmp(folded, kind_words[i].word) == 0)
			return kind_words[i].kind;
	return -1;
}

/*
 * A call word; the canonical words are matched before the lenient parser
 * runs (*ascii becomes 0 then: the word may hold UTF-8).
 */
static int
lookup_call(const char *s, size_t n, int *ascii)
{
	int	 c;

	for (c = 0; c < CALL__COUNT; c++) {
		const char *w = baska_call_word((enum baska_call)c);

		/* memcmp over n bytes, then the end: s may hold a NUL (never read past w) */
		if (w[0] == s[0] && strnlen(w, n + 1) == n && memcmp(w, s, n) == 0)
			return c;
	}
	*ascii = 0;
	return baska_call_parse(s, n);
}

#define REP8(c)	(0x0101010101010101ULL * (unsigned char)(c))

/* Whether a byte of w is zero (exact for "any"). */
#define HAS_ZERO(w)	(((w) - REP8(1)) & ~(w) & REP8(0x80))

/* The first byte from q on that may end or escape a quoted value, 8 bytes at a time. */
static const char *
skip_plain_quoted(const char *q, const char *end)
{
	uint64_t	 w;

	while (end - q >= 8) {
		memcpy(&w, q, 8);
		if (HAS_ZERO(w ^ REP8('"')) | HAS_ZERO(w ^ REP8('\\')) | HAS_ZERO(w ^ REP8('\n')))
			break;
		q += 8;
	}
	return q;
}

static int
read_item(struct bdn_reader *r, struct item *it, struct errbuf *err)
{
	const char	*p = r->p + 1, *n, *e, *q;

	memset(it, 0, sizeof(*it));
	while (p < r->end && is_space(*p))
		p++;
	for (n = p; p < r->end && (CLS(*p) & CL_NAME); p++)
		continue;
	if (p == n)
		return fail(r, err, p, _("expected a tag name after '[', e.g. [Deal \"1\"]"));
	it->name = n;
	it->kind = lookup_kind(n, (size_t)(p - n));
	if (it->kind < 0)
		return fail(r, err, n, _("unknown tag '%.*s'"), lex_show_len(n, p), n);
	e = p;
	while (p < r->end && is_space(*p))
		p++;
	if (p < r->end && *p == ']') {
		if (it->kind < S_AUCTION)
			return fail(r, err, p, _("expected a value for %s, e.g. [%s \"1\"]"),
			    kind_names[it->kind], kind_names[it->kind]);
		r->p = p + 1;
		return 0;
	}
	if (it->kind >= S_AUCTION)
		return fail(r, err, p, _("expected ']': [%s] is a section and takes no value"),
		    kind_names[it->kind]);
	if (p < r->end && *p == '"') {
		for (q = p + 1; q < r->end; q++) {
			q = skip_plain_quoted(q, r->end);
			if (q == r->end)
				break;
			if (!(CLS(*q) & CL_QSTOP))
				continue;
			if (*q != '\\')
				break;
			if (q + 1 < r->end && (q[1] == '"' || q[1] == '\\'))
				q++;
		}
		if (q == r->end || *q != '"')
			return fail(r, err, p, _("expected the closing '\"' of the %s value on this line"),
			    kind_names[it->kind]);
		it->v = p + 1;
		it->ve = q;
		p = q + 1;
		while (p < r->end && is_space(*p))
			p++;
		if (p == r->end || *p != ']')
			return fail(r, err, p, _("expected ']' after the %s value"), kind_names[it->kind]);
	} else {
		/* Lenient: an unquoted value runs to the ']' on the same line. */
		for (q = p; q < r->end && *q != ']' && *q != '\n'; q++)
			continue;
		if (q == r->end || *q != ']')
			return fail(r, err, e, _("expected a quoted value and ']', e.g. [%s \"1\"]"),
			    kind_names[it->kind]);
		it->v = p;
		it->ve = q;
		p = q;
	}
	trim(&it->v, &it->ve);
	if (it->v == it->ve)
		return fail(r, err, it->v, _("expected a value for %s, not an empty one"),
		    kind_names[it->kind]);
	r->p = p + 1;
	return 0;
}

/* Copies a value, undoing \" and \\, into dst of size bytes. */
static int
copy_text(struct bdn_reader *r, const struct item *it, const char *s, const char *e,
    char *dst, size_t size, struct errbuf *err)
{
	size_t	 o = 0;

	for (; s < e; s++) {
		if (*s == '\\' && s + 1 < e && (s[1] == '"' || s[1] == '\\'))
			s++;
		if ((unsigned char)*s < 0x20 && *s != '\t')
			return fail(r, err, s, _("control character in the %s value"),
			    kind_names[it->kind]);
		if (o + 1 >= size)
			return fail(r, err, s, _("%s value is longer than %zu bytes"),
			    kind_names[it->kind], size - 1);
		dst[o++] = *s == '\t' ? ' ' : *s;
	}
	dst[o] = '\0';
	return 0;
}

/* A decimal integer with an optional sign filling [s, e), in [min, max]; 0 or -1. */
static int
scan_int(const char *s, const char *e, long min, long max, long *out)
{
	long	 v = 0;
	int	 neg = 0;

	if (s < e && (*s == '+' || *s == '-'))
		neg = *s++ == '-';
	if (s == e || e - s > 9)
		return -1;
	for (; s < e; s++) {
		if (*s < '0' || *s > '9')
			return -1;
		v = v * 10 + (*s - '0');
	}
	if (neg)
		v = -v;
	if (v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

/* what is marked N_ and translated only on failure (a gettext call per tag is a hot path). */
static int
value_int(struct bdn_reader *r, const struct item *it, long min, long max, int *out,
    const char *what, struct errbuf *err)
{
	long	 v;

	if (scan_int(it->v, it->ve, min, max, &v) < 0)
		return fail(r, err, it->v, _("%s must be %s, not '%.*s'"), kind_names[it->kind], _(what),
		    lex_show_len(it->v, it->ve), it->v);
	*out = (int)v;
	return 0;
}

static int
value_seat(struct bdn_reader *r, const struct item *it, int *out, struct errbuf *err)
{
	return value_int(r, it, 1, 4, out, N_("a seat from 1 to 4"), err);
}

static int
value_date(struct bdn_reader *r, const struct item *it, char *dst, struct errbuf *err)
{
	const char	*v = it->v;
	long		 m, d;
	int		 i, ok = it->ve - v == 10 && v[4] == '-' && v[7] == '-';

	for (i = 0; ok && i < 10; i++)
		if (i != 4 && i != 7 && (v[i] < '0' || v[i] > '9'))
			ok = 0;
	if (ok) {
		m = (v[5] - '0') * 10 + (v[6] - '0');
		d = (v[8] - '0') * 10 + (v[9] - '0');
		ok = m >= 1 && m <= 12 && d >= 1 && d <= 31;
	}
	if (!ok)
		return fail(r, err, v, _("expected a date YYYY-MM-DD, not '%.*s'"),
		    lex_show_len(v, it->ve), v);
	memcpy(dst, v, 10);
	dst[10] = '\0';
	return 0;
}

static int
value_seats(struct bdn_reader *r, const struct item *it, struct baska_deal *d,
    struct errbuf *err)
{
	const char	*s = it->v, *e, *ns, *ne;
	int		 n = 0;

	for (;;) {
		for (e = s; e < it->ve && *e != ';'; e++)
			continue;
		ns = s;
		ne = e;
		trim(&ns, &ne);
		if (n == 4)
			return fail(r, err, s, _("Seats has more than four names (separated by ';')"));
		if (ns == ne)
			return fail(r, err, s, _("expected a player name in Seats, seat %d"), n + 1);
		if (copy_text(r, it, ns, ne, d->seats[n], sizeof(d->seats[n]), err) < 0)
			return -1;
		n++;
		if (e == it->ve)
			break;
		s = e + 1;
	}
	if (n != 4)
		return fail(r, err, it->v,
		    _("Seats needs four player names separated by ';', seat 1 first; found %d"), n);
	d->has_seats = 1;
	return 0;
}

static int
value_bok(struct bdn_reader *r, const struct item *it, int *out, struct errbuf *err)
{
	size_t	 n = (size_t)(it->ve - it->v);

	if (text_is(it->v, n, "yes") || text_is(it->v, n, "tak") || text_is(it->v, n, "true") ||
	    text_is(it->v, n, "1"))
		*out = 1;
	else if (text_is(it->v, n, "no") || text_is(it->v, n, "nie") ||
	    text_is(it->v, n, "false") || text_is(it->v, n, "0"))
		*out = 0;
	else
		return fail(r, err, it->v, _("Bok must be yes or no, not '%.*s'"),
		    lex_show_len(it->v, it->ve), it->v);
	return 0;
}

/* The canonical card spelling ("Ah", "10c"), one table entry a byte: value + 1, 0 none. */
static const unsigned char canon_rank[256] = {
	['A'] = RANK_A + 1, ['1'] = RANK_10 + 1, ['Q'] = RANK_Q + 1, ['J'] = RANK_J + 1,
};
static const unsigned char canon_suit[256] = {
	['c'] = SUIT_C + 1, ['s'] = SUIT_S + 1, ['h'] = SUIT_H + 1, ['d'] = SUIT_D + 1,
};

/*
 * The next token in [*p, e) as next_token splits them (ending at a byte of
 * class stop as well: CL_STOP in section text, which runs to the end of
 * its line, a comment or a tag; 0 in a tag's value), and its card: the
 * canonical spelling is decoded on the way (*ascii stays as it was), any
 * other goes to card_parse (*ascii becomes 0: the token may hold UTF-8).
 * *card is -1 when the token is no card. *p is left at the token's end, or
 * where the text ends when no token is left.
 */
static inline int
next_card(const char **p, const char *e, unsigned stop, const char **ts, const char **te,
    int *card, int *ascii)
{
	const char	*q = *p;
	int		 rank, suit = 0, len = 2;

	while (q < e && is_sep(*q))
		q++;
	*p = q;
	if (q == e || (CLS(*q) & stop))
		return 0;
	*ts = q;
	if ((rank = canon_rank[(unsigned char)*q]) != 0 && e - q >= 2) {
		if (rank == RANK_10 + 1)
			len = e - q >= 3 && q[1] == '0' ? 3 : 0;
		if (len > 0)
			suit = canon_suit[(unsigned char)q[len - 1]];
		if (suit != 0 && (q + len == e || (CLS(q[len]) & (CL_SEP | stop)))) {
			*te = *p = q + len;
			*card = CARD(suit - 1, rank - 1);
			return 1;
		}
	}
	while (q < e && !(CLS(*q) & (CL_SEP | stop)))
		q++;
	*te = *p = q;
	*card = card_parse(*ts, (size_t)(q - *ts));
	*ascii = 0;
	return 1;
}

/* The next token in [*p, e) split by spaces and commas; 0 when none is left. */
static int
next_token(const char **p, const char *e, const char **ts, const char **te)
{
	while (*p < e && is_sep(**p))
		(*p)++;
	if (*p == e)
		return 0;
	*ts = *p;
	while (*p < e && !is_sep(**p))
		(*p)++;
	*te = *p;
	return 1;
}

/* Same, in section text: a token and the text end at a byte of CL_STOP as well. */
static int
next_word(const char **p, const char *e, const char **ts, const char **te)
{
	const char	*q = *p;

	while (q < e && is_sep(*q))
		q++;
	*p = q;
	if (q == e || (CLS(*q) & CL_STOP))
		return 0;
	*ts = q;
	while (q < e && !(CLS(*q) & (CL_SEP | CL_STOP)))
		q++;
	*te = *p = q;
	return 1;
}

static int
bad_card(struct bdn_reader *r, const char *ts, const char *te, struct errbuf *err)
{
	return fail(r, err, ts, _("expected a card (A, 10, Q or J, then c, s, h or d), not '%.*s'"),
	    lex_show_len(ts, te), ts);
}

static int
value_hands(struct bdn_reader *r, const struct item *it, struct baska_deal *d,
    struct errbuf *err)
{
	const char	*s = it->v, *e, *p, *ts, *te;
	uint16_t	 seen = 0;
	int		 h = 0, n, c, ascii = 1;

	for (;;) {
		if (h == 4)
			return fail(r, err, s - 1,
			    _("expected four hands separated by '/', not more"));
		n = 0;
		for (p = s; next_card(&p, it->ve, CL_SLASH, &ts, &te, &c, &ascii); ) {
			if (c < 0)
				return bad_card(r, ts, te, err);
			if (seen & CARD_BIT(c))
				return fail(r, err, ts, _("card %s appears twice in Hands"),
				    card_name(c));
			seen |= CARD_BIT(c);
			if (n == 4) {
				for (e = s; e < it->ve && *e != '/'; e++)
					continue;
				while (next_token(&p, e, &ts, &te))
					n++;
				return fail(r, err, s == it->v ? s : s - 1,
				    P_("a hand has %d card, expected 4 (seat %d)",
				    "a hand has %d cards, expected 4 (seat %d)", n + 1), n + 1, h + 1);
			}
			d->hands[h][n++] = c;
		}
		e = p;	/* the '/' after the hand, or the value's end */
		if (n != 4)
			return fail(r, err, s == it->v ? s : s - 1,
			    P_("a hand has %d card, expected 4 (seat %d)",
			    "a hand has %d cards, expected 4 (seat %d)", n), n, h + 1);
		h++;
		if (e == it->ve)
			break;
		s = e + 1;
	}
	if (h != 4)
		return fail(r, err, it->ve, _("expected four hands separated by '/', found %d"), h);
	d->has_hands = 1;
	return 0;
}

static int
value_score(struct bdn_reader *r, const struct item *it, struct baska_deal *d,
    struct errbuf *err)
{
	const char	*p = it->v, *ts, *te;
	long		 v;
	int		 n = 0;

	while (next_token(&p, it->ve, &ts, &te)) {
		if (scan_int(ts, te, -1000000, 1000000, &v) < 0)
			return fail(r, err, ts, _("expected points such as -1 or +3, not '%.*s'"),
			    lex_show_len(ts, te), ts);
		if (n == 4)
			return fail(r, err, ts, _("Score has more than four points (seat 1 first)"));
		d->score[n++] = (int)v;
	}
	if (n != 4)
		return fail(r, err, it->v, _("Score needs four points, seat 1 first; found %d"), n);
	d->has_score = 1;
	return 0;
}

/* Applies one tag to the record. */
static int
apply_tag(struct bdn_reader *r, const struct item *it, struct baska_deal *d,
    struct errbuf *err)
{
	int	 c;

	switch (it->kind) {
	case T_EVENT:
		return copy_text(r, it, it->v, it->ve, d->event, sizeof(d->event), err);
	case T_DATE:
		return value_date(r, it, d->date, err);
	case T_SESSION:
		return value_int(r, it, 1, 999999, &d->session, N_("a number from 1"), err);
	case T_TABLE:
		return value_int(r, it, 1, 999999, &d->table, N_("a number from 1"), err);
	case T_RULESET:
		return copy_text(r, it, it->v, it->ve, d->ruleset, sizeof(d->ruleset), err);
	case T_SEATS:
		return value_seats(r, it, d, err);
	case T_DEAL:
		return value_int(r, it, 1, 999999, &d->deal, N_("a deal number from 1"), err);
	case T_DEALER:
		return value_seat(r, it, &d->dealer, err);
	case T_BOK:
		return value_bok(r, it, &d->bok, err);
	case T_HANDS:
		return value_hands(r, it, d, err);
	case T_CONTRACT:
		if ((c = baska_contract_parse(it->v, (size_t)(it->ve - it->v))) <= BC_NONE)
			return fail(r, err, it->v, _("expected a contract (zwykla, cicha, wesele, gran, "
			    "zolo, gran-du, zolo-du or baska), not '%.*s'"),
			    lex_show_len(it->v, it->ve), it->v);
		d->result.contract = c;
		d->has_result = 1;
		return 0;
	case T_DECLARER:
		return value_seat(r, it, &d->result.declarer, err);
	case T_PARTNER:
		return value_seat(r, it, &d->result.partner, err);
	case T_KONTRAS:
		return value_int(r, it, 0, 4, &d->result.kontras,
		    N_("the effective kontras, from 0 to 4"), err);
	case T_EYES:
		return value_int(r, it, 0, 104, &d->result.eyes,
		    N_("the declaring side's eyes, from 0 to 104"), err);
	case T_CLAIM:
		return value_seat(r, it, &d->claim, err);
	case T_SCORE:
		return value_score(r, it, d, err);
	}
	return 0;
}

/* Whether a tag of this kind ends the record being read and begins the next. */
static int
begins_record(const struct rec *st, int kind)
{
	if (!st->started || kind >= S_AUCTION)
		return 0;
	if (st->had_section)
		return kind != T_CLAIM && kind != T_SCORE;
	if (!(st->seen & BIT(T_DEAL)))
		return 0;
	if (kind == T_DEAL)
		return 1;
	return (BIT(kind) & HEADER_BITS) &&
	    ((st->seen & BIT(kind)) || (st->seen & ~(HEADER_BITS | BIT(T_DEAL))));
}

/* ------------------------------------------------------------ sections */

/*
 * The position of token ts of the section text that begins at r->p (at
 * base): counted on from base while the text before it is ASCII (ascii),
 * else by pos.
 */
static struct baska_src
at_token(struct bdn_reader *r, struct baska_src base, const char *ts, int ascii)
{
	if (ascii) {
		base.col += (int)(ts - r->p);
		return base;
	}
	return pos(r, ts);
}

/*
 * The calls of a line of [Auction] section text at r->p; *e is set to where
 * the text ends (the line's end, a comment or a tag).
 */
static int
read_calls(struct bdn_reader *r, struct baska_deal *d, const char **e, struct errbuf *err)
{
	const char	*p = r->p, *ts, *te;
	struct baska_src base = pos(r, r->p);
	int		 c, ascii = 1;

	while (next_word(&p, r->end, &ts, &te)) {
		if ((c = lookup_call(ts, (size_t)(te - ts), &ascii)) < 0)
			return fail(r, err, ts, _("expected a call (pass, ask, wesele, gran, zolo, "
			    "gran-du, zolo-du, baska or kontra), not '%.*s'"), lex_show_len(ts, te), ts);
		if (d->ncalls == BASKA_MAX_CALLS)
			return fail(r, err, ts, _("more than %d calls in [Auction]"), BASKA_MAX_CALLS);
		d->call_src[d->ncalls] = at_token(r, base, ts, ascii);
		d->calls[d->ncalls++] = c;
	}
	*e = p;
	return 0;
}

/* A trick: a line of [Play] section text at r->p; *e as for read_calls. */
static int
read_trick(struct bdn_reader *r, struct rec *st, struct baska_deal *d, const char **e,
    struct errbuf *err)
{
	const char	*p = r->p, *ts, *te;
	struct baska_src base = pos(r, r->p);
	int		 t = d->ntricks, n = 0, c, ascii = 1;

	while (next_card(&p, r->end, CL_STOP, &ts, &te, &c, &ascii)) {
		if (n == 0 && t == 4)
			return fail(r, err, ts,
			    _("a deal has only four tricks: one trick a line in [Play]"));
		if (n == 0 && t > 0 && d->trick_n[t - 1] < 4)
			return fail(r, err, ts, P_("trick %d has %d card: only the last trick may "
			    "stop early", "trick %d has %d cards: only the last trick may stop early",
			    d->trick_n[t - 1]), t, d->trick_n[t - 1]);
		if (c < 0)
			return bad_card(r, ts, te, err);
		if (n == 4)
			return fail(r, err, ts, _("a trick has at most 4 cards; one trick a line"));
		if (st->played & CARD_BIT(c))
			return fail(r, err, ts, _("card %s is played twice (first in trick %d)"),
			    card_name(c), st->played_in[c]);
		st->played |= CARD_BIT(c);
		st->played_in[c] = (uint8_t)(t + 1);
		d->card_src[t][n] = at_token(r, base, ts, ascii);
		d->trick[t][n++] = c;
	}
	*e = p;
	if (n == 0)
		return 0;
	d->trick_n[t] = n;
	d->ntricks = t + 1;
	return 0;
}

/* ------------------------------------------------------------ records */

/* Checks a result-only record (Contract) and completes its result. */
static int
finish_result(struct bdn_reader *r, struct rec *st, struct baska_deal *d, struct errbuf *err)
{
	enum baska_contract	 c = d->result.contract;
	int			 k;

	for (k = S_AUCTION; k <= S_PLAY; k++)
		if (st->seen & BIT(k))
			return fail_at(r, err, st->at[k], _("[%s] needs Hands: a result-only "
			    "record (Contract) has no sections"), kind_names[k]);
	if (st->seen & BIT(T_CLAIM))
		return fail_at(r, err, st->at[T_CLAIM],
		    _("Claim needs the play: only a full record (Hands) has one"));
	if (!(st->seen & BIT(T_DECLARER)))
		return fail_at(r, err, st->at[T_CONTRACT],
		    _("a result-only record needs Declarer (the seat that called %s)"),
		    baska_contract_word(c));
	if (baska_contract_is_solo(c) && d->result.partner != 0)
		return fail_at(r, err, st->at[T_PARTNER],
		    _("%s is a solo game: a record of it has no Partner"),
		    baska_contract_word(c));
	if (!baska_contract_is_solo(c) && d->result.partner == 0)
		return fail_at(r, err, st->at[T_CONTRACT], _("a %s record needs Partner (%s)"),
		    baska_contract_word(c), c == BC_WESELE ? _("the wedding partner") :
		    _("the second Stary"));
	if (d->result.partner != 0 && d->result.partner == d->result.declarer)
		return fail_at(r, err, st->at[T_PARTNER],
		    _("Partner must be another seat than Declarer"));
	if (!(st->seen & BIT(T_EYES))) {
		if (c != BC_BASKA)
			return fail_at(r, err, st->at[T_CONTRACT], _("a result-only record "
			    "needs Eyes (the declaring side's eyes, 0 to 104)"));
		d->result.eyes = 104;	/* an automatic Baśka takes every trick */
	}
	d->result.bok = d->bok;
	d->result_src = st->at[T_CONTRACT];
	return 0;
}

/* Header tags the record does not give come from the record before; it is the next one's. */
static void
inherit_header(struct bdn_reader *r, const struct rec *st, struct baska_deal *d)
{
	struct bdn_header	*h = &r->hdr;

	if (r->have_hdr) {
		if (!(st->seen & BIT(T_EVENT)))
			memcpy(d->event, h->event, sizeof(d->event));
		if (!(st->seen & BIT(T_DATE)))
			memcpy(d->date, h->date, sizeof(d->date));
		if (!(st->seen & BIT(T_SESSION)))
			d->session = h->session;
		if (!(st->seen & BIT(T_TABLE)))
			d->table = h->table;
		if (!(st->seen & BIT(T_RULESET)))
			memcpy(d->ruleset, h->ruleset, sizeof(d->ruleset));
		if (!(st->seen & BIT(T_SEATS))) {
			d->has_seats = h->has_seats;
			memcpy(d->seats, h->seats, sizeof(d->seats));
		}
	}
	memcpy(h->event, d->event, sizeof(h->event));
	memcpy(h->date, d->date, sizeof(h->date));
	h->session = d->session;
	h->table = d->table;
	memcpy(h->ruleset, d->ruleset, sizeof(h->ruleset));
	h->has_seats = d->has_seats;
	memcpy(h->seats, d->seats, sizeof(h->seats));
	r->have_hdr = 1;
}

/* Checks a complete record and fills what follows from its tags. */
static int
finish(struct bdn_reader *r, struct rec *st, struct baska_deal *d, struct errbuf *err)
{
	int			 k;

	if (!(st->seen & BIT(T_DEAL)))
		return fail_at(r, err, d->src, _("a record needs a Deal tag, e.g. [Deal \"1\"]"));
	if (!(st->seen & BIT(T_DEALER)))
		return fail_at(r, err, st->at[T_DEAL], _("a record needs a Dealer tag (seat 1 to 4)"));
	if (d->has_hands && d->has_result)
		return fail_at(r, err, st->at[T_CONTRACT], _("a record has either Hands (a full "
		    "record) or Contract (a result-only record), not both"));
	if (d->has_hands) {
		for (k = T_DECLARER; k <= T_EYES; k++)
			if (st->seen & BIT(k))
				return fail_at(r, err, st->at[k], _("%s belongs to a result-only "
				    "record; a full record derives it from Hands and [Auction]"),
				    kind_names[k]);
		if (!d->has_auction)
			return fail_at(r, err, st->at[T_HANDS],
			    _("a full record needs an [Auction] section after its tags"));
	} else if (d->has_result) {
		if (finish_result(r, st, d, err) < 0)
			return -1;
	} else {
		for (k = T_DECLARER; k <= S_PLAY; k++)
			if (k != T_CLAIM && k != T_SCORE && (st->seen & BIT(k)))
				return fail_at(r, err, st->at[k], _("%s%s%s needs %s"), k >= S_AUCTION ?
				    "[" : "", kind_names[k], k >= S_AUCTION ? "]" : "",
				    k >= S_AUCTION ? NT_("Hands") : NT_("Contract"));
		return fail_at(r, err, d->src, _("a record needs either Hands or Contract (Hands for "
		    "a full record, Contract for a result-only one)"));
	}
	d->hands_src = st->at[T_HANDS];
	d->claim_src = st->at[T_CLAIM];
	d->score_src = st->at[T_SCORE];
	r->ruleset_src = st->at[T_RULESET];
	inherit_header(r, st, d);
	return 1;
}

/* Reads a tag or section name at r->p: 0, 1 when it begins the next record (left unread), -1. */
static int
read_tag(struct bdn_reader *r, struct rec *st, struct baska_deal *d, struct errbuf *err)
{
	const char	*start = r->p;
	struct item	 it;

	if (read_item(r, &it, err) < 0)
		return -1;
	if (begins_record(st, it.kind)) {
		r->p = start;
		return 1;
	}
	if (!st->started) {
		st->started = 1;
		d->src = pos(r, start);
	}
	if (st->seen & BIT(it.kind))
		return fail(r, err, it.name, _("%s%s%s is given twice in one record"),
		    it.kind >= S_AUCTION ? "[" : "", kind_names[it.kind],
		    it.kind >= S_AUCTION ? "]" : "");
	st->seen |= BIT(it.kind);
	st->at[it.kind] = pos(r, start);
	st->section = 0;
	if (it.kind == S_AUCTION) {
		d->has_auction = 1;
		st->section = S_AUCTION;
		st->had_section = 1;
	} else if (it.kind == S_PLAY) {
		if (!d->has_auction)
			return fail(r, err, it.name, _("expected [Auction] before [Play]"));
		d->has_play = 1;
		st->section = S_PLAY;
		st->had_section = 1;
	} else if (apply_tag(r, &it, d, err) < 0)
		return -1;
	return 0;
}

/* ------------------------------------------------------------ canonical fast path */

/*
 * A record in the layout that bdn_print writes (and the benchmark, with its
 * header tags on one line): at the start of a line, the tags Event, Session
 * and Table (each optional, in that order), Deal, Dealer, Bok "yes"
 * (optional), Hands with the canonical cards, each tag followed by one space
 * or a newline; "[Auction]", a line of canonical call words; "[Play]" and a
 * line of canonical cards a trick (optional); then blank lines and the next
 * record's first tag or the end of the text. Every byte ASCII, every value
 * without spaces at its ends, escapes or tabs, every number written plainly.
 * The fast path reads such a record in one pass and fills the deal and the
 * reader exactly as the general reader does (it ends with the same finish);
 * at the first byte it does not expect it gives up, having changed nothing
 * in the reader, and bdn_read reads the record again with the general
 * reader (tests/check_bdn_fast.c and tests/fuzz/fuzz_bdnfast.c compare the
 * two on the fuzz corpus, generated deals and arbitrary inputs).
 */
struct fast {
	const char	*p, *end, *bol;
	int		 line;
	struct rec	 st;
};

/* The position of p: every byte of the record is ASCII and it begins a line. */
static struct baska_src
fast_pos(const struct fast *f, const char *p)
{
	struct baska_src s;

	s.line = f->line;
	s.col = (int)(p - f->bol) + 1;
	return s;
}

/* Past the newline at f->p (0), or -1 when there is none. */
static int
fast_eol(struct fast *f)
{
	if (f->p == f->end || *f->p != '\n')
		return -1;
	f->line++;
	f->bol = ++f->p;
	return 0;
}

/* Whether the tag at f->p is "[Name" (name of n bytes, as written). */
static inline int
fast_is(const struct fast *f, const char *name, size_t n)
{
	/* n is a constant where this is inlined: memcmp becomes a word compare. */
	if ((size_t)(f->end - f->p) < n + 2 || f->p[0] != '[' ||
	    memcmp(f->p + 1, name, n) != 0)
		return 0;
	return f->p[n + 1] == ' ' || f->p[n + 1] == ']';
}

/*
 * Past the quote at q that ends a tag's value: the "]", then the space
 * before the next tag on the line or the newline. 0, or -1 when it is not that.
 */
static int
fast_close(struct fast *f, const char *q)
{
	if (f->end - q < 3 || q[1] != ']')
		return -1;
	f->p = q + 2;
	if (*f->p == ' ' && f->end - f->p >= 2 && f->p[1] == '[') {
		f->p++;
		return 0;
	}
	return fast_eol(f);
}

/*
 * The tag "[Name" (a name of n bytes) at f->p, where fast_is found it,
 * recorded as seen;
 * its quoted value in *v, *ve when it has one (valued), else "]". Ends past
 * the space or newline that follows. 0, or -1 when it is not that.
 */
static int
fast_tag(struct fast *f, int kind, size_t n, const char **v,
    const char **ve)
{
	const char	*p = f->p, *q;

	if ((size_t)(f->end - p) < n + 4)
		return -1;
	f->st.seen |= BIT(kind);
	f->st.at[kind] = fast_pos(f, p);
	p += n + 1;
	if (kind >= S_AUCTION) {
		if (*p != ']' || p[1] != '\n')
			return -1;
		f->p = p + 1;
		return fast_eol(f);
	}
	if (p[0] != ' ' || p[1] != '"' || p[2] == ' ')
		return -1;
	for (q = p += 2; q < f->end && *q != '"'; q++)
		if (*q < 0x20 || *q > 0x7e || *q == '\\')
			return -1;
	if (q == p || q[-1] == ' ')
		return -1;
	*v = p;
	*ve = q;
	return fast_close(f, q);
}

/* A number of 1 to 6 digits from lo to hi, as scan_int reads it; -1 else. */
static int
fast_num(const char *v, const char *ve, int lo, int hi)
{
	int	 n = 0;

	if (ve - v > 6)
		return -1;
	for (; v < ve; v++) {
		if (*v < '0' || *v > '9')
			return -1;
		n = n * 10 + (*v - '0');
	}
	return n >= lo && n <= hi ? n : -1;
}

/*
 * A canonical card at *p ending at a byte of stop or stop2 (not read past
 * e); -1 else. Decided without a branch on the card (the cards of a deal
 * are random: a branch on "10" would be mispredicted a quarter of the time).
 */
static inline int
fast_card(const char **p, const char *e, char stop, char stop2)
{
	const unsigned char *q = (const unsigned char *)*p;
	int		 is10, rank, suit, ok;

	if (e - *p < 4)
		return -1;	/* the last bytes of the text: the general reader */
	is10 = q[0] == '1';
	rank = canon_rank[q[0]];
	suit = canon_suit[q[1 + is10]];
	ok = (rank != 0) & (suit != 0) & (!is10 | (q[1] == '0')) &
	    ((q[2 + is10] == (unsigned char)stop) | (q[2 + is10] == (unsigned char)stop2));
	if (!ok)
		return -1;
	*p += 2 + is10;
	return CARD(suit - 1, rank - 1);
}

/*
 * The Hands value at *p (end: the text's): four hands of four canonical
 * cards, one space between cards and " / " between hands, parsed as it is
 * scanned (the value is not first searched for its closing quote: every
 * byte a card or a separator accepts is one the quoted value allows). Ends
 * at the byte after the last card, which the caller checks is the quote.
 */
static int
fast_hands(struct baska_deal *d, const char **p, const char *end)
{
	const char	*v = *p;
	uint16_t	 seen = 0;
	int		 h, n, c;

	for (h = 0; h < 4; h++) {
		if (h > 0) {
			if (end - v < 3 || v[0] != '/' || v[1] != ' ')
				return -1;
			v += 2;
		}
		for (n = 0; n < 4; n++) {
			if ((c = fast_card(&v, end, ' ', '"')) < 0 || (seen & CARD_BIT(c)))
				return -1;
			seen |= CARD_BIT(c);
			d->hands[h][n] = c;
			if (h < 3 || n < 3) {
				if (*v != ' ')
					return -1;
				v++;	/* the space */
			}
		}
	}
	if (seen != 0xffff)
		return -1;
	d->has_hands = 1;
	*p = v;
	return 0;
}

/* The tag [Hands "..."] at f->p, where fast_is found it, as fast_tag reads a tag. */
static int
fast_hands_tag(struct fast *f, struct baska_deal *d)
{
	const char	*p = f->p;

	if ((size_t)(f->end - p) < 5 + 4)
		return -1;
	f->st.seen |= BIT(T_HANDS);
	f->st.at[T_HANDS] = fast_pos(f, p);
	p += 5 + 1;
	if (p[0] != ' ' || p[1] != '"')
		return -1;
	p += 2;
	if (fast_hands(d, &p, f->end) < 0 || *p != '"')
		return -1;
	return fast_close(f, p);
}

/* The line of calls after [Auction]: canonical words, one space between them. */
static int
fast_calls(struct fast *f, struct baska_deal *d)
{
	const char	*p = f->p, *w, *q;
	int		 c, i;

	for (;;) {
		for (q = p; q < f->end && ((*q >= 'a' && *q <= 'z') || *q == '-'); q++)
			continue;
		if (q == p || q == f->end || d->ncalls == BASKA_MAX_CALLS)
			return -1;
		for (c = 0; c < CALL__COUNT; c++) {
			w = baska_call_word((enum baska_call)c);
			for (i = 0; p + i < q && w[i] == p[i]; i++)
				continue;
			if (p + i == q && w[i] == '\0')
				break;
		}
		if (c == CALL__COUNT)
			return -1;
		d->call_src[d->ncalls] = fast_pos(f, p);
		d->calls[d->ncalls++] = c;
		if (*q == '\n')
			break;
		if (*q != ' ')
			return -1;
		p = q + 1;
	}
	f->p = q;
	return fast_eol(f);
}

/* The lines of tricks after [Play]: canonical cards, one space between them. */
static int
fast_tricks(struct fast *f, struct baska_deal *d)
{
	const char	*cs;
	int		 t, n, c;

	for (t = 0; t < 4 && f->p < f->end && *f->p != '\n' && *f->p != '['; t++) {
		if (t > 0 && d->trick_n[t - 1] < 4)
			return -1;
		for (n = 0; n < 4; n++) {
			cs = f->p;
			if ((c = fast_card(&f->p, f->end, ' ', '\n')) < 0 ||
			    (f->st.played & CARD_BIT(c)))
				return -1;
			f->st.played |= CARD_BIT(c);
			f->st.played_in[c] = (uint8_t)(t + 1);
			d->card_src[t][n] = fast_pos(f, cs);
			d->trick[t][n] = c;
			if (*f->p++ == '\n')
				break;
		}
		if (n == 4)
			return -1;	/* a fifth card or no newline */
		d->trick_n[t] = n + 1;
		d->ntricks = t + 1;
		f->line++;
		f->bol = f->p;
	}
	return 0;
}

/*
 * Whether the record ends at f->p as the general reader would end it: blank
 * lines, then the end of the whole text or a tag that begins the next record
 * (one the general reader reads without an error, and not Claim, Score or
 * a section, which would still belong to this record). r is not changed.
 */
static int
fast_end(struct fast *f, struct bdn_reader *r, const char *rs)
{
	struct bdn_reader	 probe;
	struct item		 it;
	struct errbuf		 scratch;
	const char		*q, *v;

	while (f->p < f->end && *f->p == '\n')
		fast_eol(f);
	if (f->p - rs > BDN_RECORD_MAX)
		return -1;
	if (f->p == f->end)
		return r->more ? -1 : 0;
	if (*f->p != '[')
		return -1;
	if (f->end - f->p >= 9 && (fast_is(f, "Event", 5) || fast_is(f, "Deal", 4))) {
		/* A tag the fast path reads is one the general reader reads. */
		q = f->p + (f->p[2] == 'v' ? 7 : 6);
		if (*q++ == '"' && *q != ' ') {
			for (v = q; q < f->end && *q >= 0x20 && *q <= 0x7e && *q != '"' &&
			    *q != '\\'; q++)
				continue;
			if (q > v && f->end - q >= 2 && q[-1] != ' ' && q[0] == '"' && q[1] == ']')
				return 0;
		}
	}
	probe = *r;
	probe.p = f->p;
	probe.bol = f->bol;
	probe.line = f->line;
	if (read_item(&probe, &it, &scratch) < 0 || !begins_record(&f->st, it.kind))
		return -1;
	return 0;
}

/* The header tags and the tags before [Auction]. */
static int
fast_tags(struct fast *f, struct baska_deal *d)
{
	const char	*v, *ve;

	if (fast_is(f, "Event", 5)) {
		if (fast_tag(f, T_EVENT, 5, &v, &ve) < 0 ||
		    ve - v >= (ptrdiff_t)sizeof(d->event))
			return -1;
		memcpy(d->event, v, (size_t)(ve - v));
		d->event[ve - v] = '\0';
	}
	if (fast_is(f, "Session", 7) && (fast_tag(f, T_SESSION, 7, &v, &ve) < 0 ||
	    (d->session = fast_num(v, ve, 1, 999999)) < 0))
		return -1;
	if (fast_is(f, "Table", 5) && (fast_tag(f, T_TABLE, 5, &v, &ve) < 0 ||
	    (d->table = fast_num(v, ve, 1, 999999)) < 0))
		return -1;
	if (!fast_is(f, "Deal", 4) || fast_tag(f, T_DEAL, 4, &v, &ve) < 0 ||
	    (d->deal = fast_num(v, ve, 1, 999999)) < 0)
		return -1;
	if (!fast_is(f, "Dealer", 6) || fast_tag(f, T_DEALER, 6, &v, &ve) < 0 ||
	    (d->dealer = fast_num(v, ve, 1, 4)) < 0 || ve - v != 1)
		return -1;
	if (fast_is(f, "Bok", 3)) {
		if (fast_tag(f, T_BOK, 3, &v, &ve) < 0 || ve - v != 3 ||
		    memcmp(v, "yes", 3) != 0)
			return -1;
		d->bok = 1;
	}
	if (!fast_is(f, "Hands", 5) || fast_hands_tag(f, d) < 0)
		return -1;
	return 0;
}

/*
 * Reads the record at r->p by the fast path into d (cleared as bdn_read
 * clears it): 1 as bdn_read, or 0 when the record is not in the canonical
 * layout (r unchanged: the general reader reads it).
 */
static int
fast_read(struct bdn_reader *r, struct baska_deal *d, struct errbuf *err)
{
	struct fast	 f;
	const char	*rs = r->p;

	memset(&f, 0, sizeof(f));
	f.p = r->p;
	f.end = r->end;
	f.bol = r->bol;
	f.line = r->line;
	while (f.p < f.end && *f.p == '\n')
		fast_eol(&f);
	if (f.p != f.bol || f.p == f.end || *f.p != '[')
		return 0;
	memset(d, 0, offsetof(struct baska_deal, calls));
	memset(&d->has_play, 0, sizeof(*d) - offsetof(struct baska_deal, has_play));
	f.st.started = 1;
	d->src = fast_pos(&f, f.p);
	if (fast_tags(&f, d) < 0 || !fast_is(&f, "Auction", 7) ||
	    fast_tag(&f, S_AUCTION, 7, NULL, NULL) < 0 || fast_calls(&f, d) < 0)
		return 0;
	d->has_auction = 1;
	f.st.had_section = 1;
	if (fast_is(&f, "Play", 4)) {
		if (fast_tag(&f, S_PLAY, 4, NULL, NULL) < 0 || fast_tricks(&f, d) < 0)
			return 0;
		d->has_play = 1;
	}
	if (fast_end(&f, r, rs) < 0)
		return 0;
	r->p = f.p;
	r->bol = f.bol;
	r->line = f.line;
	r->colp = r->bol;
	r->colno = 1;
	r->ruleset_src.line = r->ruleset_src.col = 0;
	r->nfast++;
	return finish(r, &f.st, d, err);
}

int
bdn_read(struct bdn_reader *r, struct baska_deal *d, struct errbuf *err)
{
	struct rec	 st;
	const char	*e, *rs = r->p;
	int		 rc;

	if (r->failed)
		return -1;
	if (!r->general && (rc = fast_read(r, d, err)) != 0)
		return rc;
	memset(&st, 0, sizeof(st));
	/* All but the calls, read only up to ncalls (a third of the deal's bytes). */
	memset(d, 0, offsetof(struct baska_deal, calls));
	memset(&d->has_play, 0, sizeof(*d) - offsetof(struct baska_deal, has_play));
	r->ruleset_src.line = r->ruleset_src.col = 0;
	for (;;) {
		while (r->p < r->end && is_space(*r->p))
			r->p++;
		if (r->p == r->end) {
			if (r->more)	/* the caller did not refill the window */
				return fail(r, err, r->p, _("a record longer than %d bytes"),
				    BDN_RECORD_MAX);
			break;
		}
		if (r->stream && r->p - rs > BDN_RECORD_MAX)
			return fail(r, err, r->p, _("a record longer than %d bytes; records are "
			    "separated by their [Deal] tags"), BDN_RECORD_MAX);
		if (*r->p == '#') {
			while (r->p < r->end && *r->p != '\n')
				r->p++;
			continue;
		}
		if (*r->p == '\n') {
			r->line++;
			r->bol = ++r->p;
			continue;
		}
		if (*r->p == '[') {
			if ((rc = read_tag(r, &st, d, err)) < 0)
				return -1;
			if (rc == 1)
				break;
			continue;
		}
		if (st.section == 0) {
			const char *te = r->p;

			/* Section text runs to the end of the line, a comment or a tag. */
			for (e = r->p; e < r->end && !(CLS(*e) & CL_STOP); e++)
				continue;
			while (te < e && !is_space(*te))
				te++;
			return fail(r, err, r->p, _("expected a tag such as [Deal \"1\"], or calls or "
			    "cards after [Auction] or [Play], not '%.*s'"), lex_show_len(r->p, te), r->p);
		}
		e = r->end;
		rc = st.section == S_AUCTION ? read_calls(r, d, &e, err) :
		    read_trick(r, &st, d, &e, err);
		if (rc < 0)
			return -1;
		r->p = e;
	}
	if (!st.started)
		return 0;
	return finish(r, &st, d, err);
}

int
bdn_parse(const char *text, size_t len, int (*fn)(const struct baska_deal *, void *),
    void *arg, struct errbuf *err)
{
	struct bdn_reader	 r;
	struct baska_deal	 d;
	int			 rc;

	bdn_reader_init(&r, text, len);
	while ((rc = bdn_read(&r, &d, err)) == 1)
		if (fn != NULL && (rc = fn(&d, arg)) != 0)
			return rc;
	return rc;
}

/* ------------------------------------------------------------ printer */

static void
put_escaped(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			sb_addc(sb, '\\');
		sb_addc(sb, *s);
	}
}

static void
put_tag(struct strbuf *sb, const char *name, const char *value)
{
	sb_addc(sb, '[');
	sb_adds(sb, name);
	sb_adds(sb, " \"");
	put_escaped(sb, value);
	sb_adds(sb, "\"]\n");
}

static void
put_int(struct strbuf *sb, const char *name, int v)
{
	sb_addf(sb, "[%s \"%d\"]\n", name, v);
}

void
bdn_print(const struct baska_deal *d, struct strbuf *sb)
{
	int	 i, j;

	if (d->event[0])
		put_tag(sb, "Event", d->event);
	if (d->date[0])
		put_tag(sb, "Date", d->date);
	if (d->session)
		put_int(sb, "Session", d->session);
	if (d->table)
		put_int(sb, "Table", d->table);
	if (d->ruleset[0])
		put_tag(sb, "Ruleset", d->ruleset);
	if (d->has_seats) {
		sb_adds(sb, NT_("[Seats \""));
		for (i = 0; i < 4; i++) {
			if (i)
				sb_adds(sb, "; ");
			put_escaped(sb, d->seats[i]);
		}
		sb_adds(sb, "\"]\n");
	}
	put_int(sb, "Deal", d->deal);
	put_int(sb, "Dealer", d->dealer);
	if (d->bok)
		put_tag(sb, "Bok", "yes");
	if (d->has_hands) {
		sb_adds(sb, NT_("[Hands \""));
		for (i = 0; i < 4; i++)
			for (j = 0; j < 4; j++) {
				if (i || j)
					sb_adds(sb, j ? " " : " / ");
				sb_adds(sb, card_name(d->hands[i][j]));
			}
		sb_adds(sb, "\"]\n");
	}
	if (d->has_result) {
		put_tag(sb, "Contract", baska_contract_word(d->result.contract));
		put_int(sb, "Declarer", d->result.declarer);
		if (d->result.partner)
			put_int(sb, "Partner", d->result.partner);
		put_int(sb, "Kontras", d->result.kontras);
		put_int(sb, "Eyes", d->result.eyes);
	}
	if (d->has_score) {
		sb_adds(sb, NT_("[Score \""));
		for (i = 0; i < 4; i++)
			sb_addf(sb, i ? (d->score[i] > 0 ? " +%d" : " %d") :
			    (d->score[i] > 0 ? "+%d" : "%d"), d->score[i]);
		sb_adds(sb, "\"]\n");
	}
	if (d->has_auction) {
		sb_adds(sb, NT_("[Auction]\n"));
		for (i = 0; i < d->ncalls; i++) {
			if (i)
				sb_addc(sb, ' ');
			sb_adds(sb, baska_call_word(d->calls[i]));
		}
		if (d->ncalls)
			sb_addc(sb, '\n');
	}
	if (d->has_play) {
		sb_adds(sb, NT_("[Play]\n"));
		for (i = 0; i < d->ntricks; i++) {
			for (j = 0; j < d->trick_n[i]; j++) {
				if (j)
					sb_addc(sb, ' ');
				sb_adds(sb, card_name(d->trick[i][j]));
			}
			sb_addc(sb, '\n');
		}
	}
	if (d->claim)
		put_int(sb, "Claim", d->claim);
}

int
bdn_equal(const struct baska_deal *a, const struct baska_deal *b)
{
	int	 i;

	if (strcmp(a->event, b->event) || strcmp(a->date, b->date) ||
	    a->session != b->session || a->table != b->table || a->deal != b->deal ||
	    strcmp(a->ruleset, b->ruleset) || a->has_seats != b->has_seats ||
	    a->dealer != b->dealer || a->bok != b->bok)
		return 0;
	if (a->has_seats)
		for (i = 0; i < 4; i++)
			if (strcmp(a->seats[i], b->seats[i]))
				return 0;
	if (a->has_hands != b->has_hands ||
	    (a->has_hands && memcmp(a->hands, b->hands, sizeof(a->hands))))
		return 0;
	if (a->has_auction != b->has_auction || a->ncalls != b->ncalls ||
	    memcmp(a->calls, b->calls, sizeof(a->calls[0]) * (size_t)a->ncalls))
		return 0;
	if (a->has_play != b->has_play || a->ntricks != b->ntricks)
		return 0;
	for (i = 0; i < a->ntricks; i++)
		if (a->trick_n[i] != b->trick_n[i] ||
		    memcmp(a->trick[i], b->trick[i], sizeof(int) * (size_t)a->trick_n[i]))
			return 0;
	if (a->claim != b->claim || a->has_result != b->has_result)
		return 0;
	if (a->has_result && (a->result.contract != b->result.contract ||
	    a->result.declarer != b->result.declarer || a->result.partner != b->result.partner ||
	    a->result.kontras != b->result.kontras || a->result.eyes != b->result.eyes ||
	    a->result.bok != b->result.bok))
		return 0;
	if (a->has_score != b->has_score ||
	    (a->has_score && memcmp(a->score, b->score, sizeof(a->score))))
		return 0;
	return 1;
}
