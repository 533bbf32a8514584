/*
 * The text form of referee baska analyse: a deal's played value, the cost
 * of every card and the double-dummy table, written into one buffer a deal
 * and printed with one fwrite. Each message is translated once a run and
 * cut at its conversions (struct tmsg); a plural message once for each of
 * its forms, the form of a count kept after its first lookup. printf and a
 * gettext lookup a line were most of the text form's printing (issue 35's
 * fourth round).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baska.h"
#include "../rules/baska/baska.h"
#include "../util/i18n.h"
#include "../util/util.h"

#define TMSG_PIECES	12	/* conversions and literals of a message, at most */
#define TMSG_ARGS	8	/* arguments of a message, at most */
#define TPLURAL_FORMS	4	/* translated forms of a plural message kept */
#define TPLURAL_COUNTS	128	/* counts whose form is kept (eyes and costs are 0..120) */

/* An argument of a message: s for its %s, d for its %d. */
struct targ {
	const char	*s;
	int		 d;
};

/* A literal of a message and the conversion after it. */
struct tpiece {
	const char	*lit;		/* in the translated format */
	size_t		 len;
	int		 arg;		/* the argument converted (-1: none) */
	char		 conv;		/* 's', 'd', or 'f': spec formatted by snprintf */
	char		 spec[16];	/* the conversion without its position, for 'f' */
};

/* A translated message cut at its conversions. */
struct tmsg {
	int		 n;
	struct tpiece	 p[TMSG_PIECES];
};

/* A plural message: its msgids, its forms as translated, the form of each count seen. */
struct tplural {
	const char	*one, *many;
	int		 nforms;
	const char	*text[TPLURAL_FORMS];
	struct tmsg	 form[TPLURAL_FORMS];
	unsigned char	 of[TPLURAL_COUNTS];	/* form + 1 of a count, 0: not seen */
	struct tmsg	 other;			/* a form past the kept ones */
};

/* The growing buffer of a deal's text. */
struct tbuf {
	char	*b;
	size_t	 len, cap;
};

/* The messages of the text form, translated once, and the deal's buffer. */
struct analyse_text {
	struct tmsg	 head, and, lead, lost, stop, claim, none, table;
	struct tplural	 dd_solo, dd_pair, loses, row;
	char		 seat[32];	/* "seat" before a seat number */
	size_t		 seatlen;
	struct tbuf	 out;		/* the deal's text */
	struct tbuf	 who;		/* the sides of a contract */
};

/* Room for n more bytes, when there is not (tbuf_reserve). */
static void
tbuf_grow(struct tbuf *t, size_t n)
{
	while (t->cap - t->len < n)
		t->cap = t->cap ? 2 * t->cap : 4096;
	t->b = xrealloc(t->b, t->cap);
}

/* Room for n more bytes. */
static inline void
tbuf_reserve(struct tbuf *t, size_t n)
{
	if (t->cap - t->len < n)
		tbuf_grow(t, n);
}

static inline void
tbuf_put(struct tbuf *t, const char *s, size_t n)
{
	tbuf_reserve(t, n);
	memcpy(t->b + t->len, s, n);
	t->len += n;
}

/* Reads a conversion at f (after its '%') into p; returns its end, or NULL if not one of ours. */
static const char *
tmsg_conv(const char *f, struct tpiece *p, int *next)
{
	const char	*s = f;
	size_t		 n;
	int		 pos = 0;

	while (*s >= '0' && *s <= '9')
		pos = 10 * pos + (*s++ - '0');
	if (*s == '$' && pos > 0)
		f = ++s;
	else {
		s = f;
		pos = ++*next;
	}
	s += strspn(s, "-+ #0'");
	s += strspn(s, "0123456789");
	if (*s == '.')
		s += 1 + strspn(s + 1, "0123456789");
	if ((*s != 's' && *s != 'd' && *s != 'i') || pos > TMSG_ARGS)
		return NULL;
	n = (size_t)(s + 1 - f);
	if (n + 2 > sizeof(p->spec))
		return NULL;
	p->arg = pos - 1;
	p->spec[0] = '%';
	memcpy(p->spec + 1, f, n);
	p->spec[n + 1] = '\0';
	p->conv = n == 1 ? (*s == 's' ? 's' : 'd') : 'f';
	return s + 1;
}

/* Cuts the translated format f at its conversions ("%%" is a literal '%'). */
static void
tmsg_cut(struct tmsg *m, const char *f)
{
	struct tpiece	*p;
	const char	*e;
	int		 next = 0;

	m->n = 0;
	for (;;) {
		p = &m->p[m->n++];
		p->lit = f;
		p->arg = -1;
		while (*f != '\0' && *f != '%')
			f++;
		p->len = (size_t)(f - p->lit);
		if (*f == '\0')
			return;
		if (f[1] == '%') {
			p->len++;
			f += 2;
		} else if ((e = tmsg_conv(f + 1, p, &next)) != NULL)
			f = e;
		else {
			/* not a conversion of ours: written as it stands */
			p->len++;
			f++;
		}
		if (m->n == TMSG_PIECES) {
			p = &m->p[m->n - 1];
			p->arg = -1;
			p->len = strlen(p->lit);
			return;
		}
	}
}

/* A conversion with flags, a width or a precision, by snprintf. */
static void
tpiece_spec(struct tbuf *t, const struct tpiece *p, const struct targ *a)
{
	int	 str = p->spec[strlen(p->spec) - 1] == 's';
	int	 n = str ? snprintf(NULL, 0, p->spec, a->s) : snprintf(NULL, 0, p->spec, a->d);

	tbuf_reserve(t, (size_t)n + 1);
	if (str)
		snprintf(t->b + t->len, (size_t)n + 1, p->spec, a->s);
	else
		snprintf(t->b + t->len, (size_t)n + 1, p->spec, a->d);
	t->len += (size_t)n;
}

/* Writes m with its arguments a into t. */
static void
tmsg_put(struct tbuf *t, const struct tmsg *m, const struct targ *a)
{
	const struct tpiece *p;
	int		 i;

	for (i = 0; i < m->n; i++) {
		p = &m->p[i];
		tbuf_reserve(t, p->len + 16);
		memcpy(t->b + t->len, p->lit, p->len);
		t->len += p->len;
		if (p->arg < 0)
			continue;
		if (p->conv == 's')
			tbuf_put(t, a[p->arg].s, strlen(a[p->arg].s));
		else if (p->conv == 'd')
			t->len = (size_t)(baska_put_num(t->b + t->len, a[p->arg].d) - t->b);
		else
			tpiece_spec(t, p, &a[p->arg]);
	}
}

/* The form of q for the count n, translated and cut the first time it is asked for. */
static const struct tmsg *
tplural_form(struct tplural *q, int n)
{
	const char	*s;
	int		 i;

	if (n >= 0 && n < TPLURAL_COUNTS && q->of[n] != 0)
		return &q->form[q->of[n] - 1];
	s = ngettext(q->one, q->many, (unsigned long)n);
	for (i = 0; i < q->nforms && strcmp(q->text[i], s) != 0; i++)
		;
	if (i == q->nforms) {
		if (i == TPLURAL_FORMS) {
			tmsg_cut(&q->other, s);
			return &q->other;
		}
		q->text[i] = s;
		tmsg_cut(&q->form[i], s);
		q->nforms++;
	}
	if (n >= 0 && n < TPLURAL_COUNTS)
		q->of[n] = (unsigned char)(i + 1);
	return &q->form[i];
}

static void
tplural_put(struct tbuf *t, struct tplural *q, int n, const struct targ *a)
{
	tmsg_put(t, tplural_form(q, n), a);
}

/* The messages in the reader's language, once a run. */
static struct analyse_text *
text_new(void)
{
	static const char *const dd_solo[2] = { NP_("  with best play from the first card the Stary "
	    "takes %d eye (points %s); in the play %d\n", "  with best play from the first card the "
	    "Stary takes %d eyes (points %s); in the play %d\n") };
	static const char *const dd_pair[2] = { NP_("  with best play from the first card the Starzy "
	    "take %d eye (points %s); they took %d\n", "  with best play from the first card the "
	    "Starzy take %d eyes (points %s); they took %d\n") };
	static const char *const loses[2] = { NP_(" [loses %d eye, best %s]",
	    " [loses %d eyes, best %s]") };
	static const char *const row[2] = { NP_("    %s, %s: %d eye; points %s\n",
	    "    %s, %s: %d eyes; points %s\n") };
	struct analyse_text *x = xmalloc(sizeof(*x));

	memset(x, 0, sizeof(*x));
	tmsg_cut(&x->head, _("%s%s:%d: deal %d: %s, %s %s\n"));
	tmsg_cut(&x->and, _("%s and %s"));
	tmsg_cut(&x->lead, _("%s  trick %d, seat %d leads: "));
	tmsg_cut(&x->lost, _("  eyes lost: seat 1 %d, seat 2 %d, seat 3 %d, seat 4 %d; the deal %d\n"));
	tmsg_cut(&x->stop, _("  the analysis stops at trick %d, seat %d: an illegal or "
	    "out-of-turn card ends the game there (§5.4; see baska check)\n"));
	tmsg_cut(&x->claim, _("  claim by seat %d: with best play its side takes %d, the claim "
	    "settled %d\n"));
	tmsg_cut(&x->none, _("  no card play to analyse\n"));
	tmsg_cut(&x->table, _("  double-dummy table (no kontras):\n"));
	x->dd_solo.one = dd_solo[0], x->dd_solo.many = dd_solo[1];
	x->dd_pair.one = dd_pair[0], x->dd_pair.many = dd_pair[1];
	x->loses.one = loses[0], x->loses.many = loses[1];
	x->row.one = row[0], x->row.many = row[1];
	snprintf(x->seat, sizeof(x->seat), "%s", C_("before a seat number", "seat"));
	x->seatlen = strlen(x->seat);
	return x;
}

void
baska_analyse_text_free(struct analyse_text *x)
{
	if (x != NULL) {
		free(x->out.b);
		free(x->who.b);
	}
	free(x);
}

/* baska_seat_words' "seat 3 (Kreft)" of each seat, as its buffer of 96 holds it. */
static void
seat_names(const struct analyse_text *x, const struct baska_deal *d, char seat[4][96])
{
	char	 tmp[sizeof(x->seat) + 8 + BASKA_NAME_MAX], *w;
	size_t	 n;
	int	 s;

	for (s = 0; s < 4; s++) {
		memcpy(tmp, x->seat, x->seatlen);
		w = tmp + x->seatlen;
		*w++ = ' ';
		*w++ = (char)('1' + s);
		if (d->has_seats) {
			n = strnlen(d->seats[s], BASKA_NAME_MAX);
			*w++ = ' ';
			*w++ = '(';
			memcpy(w, d->seats[s], n);
			w += n;
			*w++ = ')';
		}
		n = (size_t)(w - tmp) < 95 ? (size_t)(w - tmp) : 95;
		memcpy(seat[s], tmp, n);
		seat[s][n] = '\0';
	}
}

/* "seat 2 (Kreft)" or "seat 3 and seat 4", as sides_str's buffer of 200 held it. */
static const char *
text_sides(struct analyse_text *x, const struct baska_deal *d, char names[4][96], int declarer,
    int partner)
{
	char		 b[2][96];
	struct targ	 arg[2];

	if (partner == 0 && declarer >= 1 && declarer <= 4)
		return names[declarer - 1];
	arg[0].s = declarer >= 1 && declarer <= 4 ? names[declarer - 1] :
	    baska_seat_words(d, declarer, b[0], sizeof(b[0]));
	x->who.len = 0;
	if (partner == 0)
		tbuf_put(&x->who, arg[0].s, strlen(arg[0].s));
	else {
		arg[1].s = partner >= 1 && partner <= 4 ? names[partner - 1] :
		    baska_seat_words(d, partner, b[1], sizeof(b[1]));
		tmsg_put(&x->who, &x->and, arg);
	}
	tbuf_reserve(&x->who, 1);
	x->who.b[x->who.len < 199 ? x->who.len : 199] = '\0';
	return x->who.b;
}

/* points_str's "+15 -5 -5 -5". */
static const char *
text_points(const struct baska_score *s, char *buf)
{
	char	*w = buf;
	int	 i;

	for (i = 0; i < 4; i++) {
		if (i > 0)
			*w++ = ' ';
		if (s->points[i] > 0)
			*w++ = '+';
		w = baska_put_num(w, s->points[i]);
	}
	*w = '\0';
	return buf;
}

/* The tricks, each card with its cost when it has one. */
static void
text_cards(struct analyse_text *x, const struct baska_analysis *a)
{
	const struct baska_card_cost *c;
	struct targ	 arg[3];
	const char	*name;
	int		 i;

	for (i = 0; i < a->ncards; i++) {
		c = &a->card[i];
		if (i % 4 == 0 || c->trick != c[-1].trick) {
			arg[0].s = i ? "\n" : "";
			arg[1].d = c->trick;
			arg[2].d = c->seat;
			tmsg_put(&x->out, &x->lead, arg);
		} else
			tbuf_put(&x->out, ", ", 2);
		name = card_name(c->card);
		tbuf_put(&x->out, name, strlen(name));
		if (c->cost > 0) {
			arg[0].d = c->cost;
			arg[1].s = card_name(c->best);
			tplural_put(&x->out, &x->loses, c->cost, arg);
		}
	}
	if (a->ncards > 0)
		tbuf_put(&x->out, "\n", 1);
}

/* The played value, the cards, the eyes lost, a stop and a claim. */
static void
text_play(struct analyse_text *x, const struct baska_outcome *o, const struct baska_analysis *a)
{
	struct targ	 arg[5];
	char		 pts[64];
	int		 i;

	arg[0].d = a->dd_eyes;
	arg[1].s = text_points(&a->dd_score, pts);
	arg[2].d = o->eyes;
	tplural_put(&x->out, baska_contract_is_solo(o->contract) ? &x->dd_solo : &x->dd_pair,
	    a->dd_eyes, arg);
	text_cards(x, a);
	for (i = 0; i < 4; i++)
		arg[i].d = a->lost[i];
	arg[4].d = a->total;
	tmsg_put(&x->out, &x->lost, arg);
	if (a->stop_trick) {
		arg[0].d = a->stop_trick;
		arg[1].d = a->stop_seat;
		tmsg_put(&x->out, &x->stop, arg);
	}
	if (a->claim) {
		arg[0].d = a->claim;
		arg[1].d = a->claim_dd;
		arg[2].d = a->claim_settled;
		tmsg_put(&x->out, &x->claim, arg);
	}
}

/* The double-dummy table. */
static void
text_table(struct analyse_text *x, const struct baska_deal *d, char names[4][96],
    const struct baska_analysis *a)
{
	const struct baska_dd_entry *e;
	struct targ	 arg[4];
	char		 pts[64];
	int		 i;

	tmsg_put(&x->out, &x->table, NULL);
	for (i = 0; i < a->ntable; i++) {
		e = &a->table[i];
		arg[0].s = baska_contract_label(e->contract);
		arg[1].s = text_sides(x, d, names, e->declarer, e->partner);
		arg[2].d = e->eyes;
		arg[3].s = text_points(&e->score, pts);
		tplural_put(&x->out, &x->row, e->eyes, arg);
	}
}

void
baska_analyse_text_deal(struct baska_analyse_out *cx, const struct baska_deal *d,
    const struct baska_verdict *v, const struct baska_analysis *a)
{
	const struct baska_outcome *o = &v->outcome;
	struct analyse_text *x = cx->text != NULL ? cx->text : (cx->text = text_new());
	struct targ	 arg[7];
	char		 names[4][96];

	x->out.len = 0;
	seat_names(x, d, names);
	arg[0].s = cx->ndeals > 1 ? "\n" : "";
	arg[1].s = strcmp(cx->file, "-") == 0 ? "<stdin>" : cx->file;
	arg[2].d = d->src.line;
	arg[3].d = d->deal;
	arg[4].s = baska_contract_label(o->contract);
	/* A solo contract has one Stary (§1.2), a pair the Starzy. */
	arg[5].s = baska_contract_is_solo(o->contract) ? NT_("Stary") : NT_("Starzy");
	arg[6].s = text_sides(x, d, names, o->declarer, o->partner);
	tmsg_put(&x->out, &x->head, arg);
	if (a->played)
		text_play(x, o, a);
	else
		tmsg_put(&x->out, &x->none, NULL);
	text_table(x, d, names, a);
	fwrite(x->out.b, 1, x->out.len, stdout);
}

size_t
baska_analyse_text_format(char *buf, size_t size, const char *fmt, const char *const s[],
    const int d[], int nargs)
{
	struct tmsg	 m;
	struct tbuf	 t = { NULL, 0, 0 };
	struct targ	 arg[TMSG_ARGS];
	size_t		 n;
	int		 i;

	for (i = 0; i < nargs && i < TMSG_ARGS; i++) {
		arg[i].s = s[i];
		arg[i].d = d[i];
	}
	tmsg_cut(&m, fmt);
	tmsg_put(&t, &m, arg);
	n = t.len;
	if (size > 0) {
		memcpy(buf, t.b, n < size ? n : size - 1);
		buf[n < size ? n : size - 1] = '\0';
	}
	free(t.b);
	return n;
}
