/*
 * The formatter of the judges' rulings (report/ruling.h): the only place
 * that turns a ruling's message id and arguments into words.
 */
#include <stdio.h>
#include <string.h>

#include "../util/i18n.h"
#include "ruling.h"

/* The text being written: len counts every byte asked for, kept or not. */
struct out {
	char	*d;
	size_t	 size, len;
};

static void
put(struct out *o, const char *s, size_t n)
{
	size_t	 room;

	if (o->len + 1 < o->size) {
		room = o->size - 1 - o->len;
		memcpy(o->d + o->len, s, n < room ? n : room);
	}
	o->len += n;
}

/* A text cut to fit never passes for whole: it ends in "..." (as fmt_vbuf). */
static void
finish(struct out *o)
{
	size_t	 p;

	if (o->size == 0)
		return;
	if (o->len < o->size) {
		o->d[o->len] = '\0';
		return;
	}
	o->d[o->size - 1] = '\0';
	if (o->size < 8)
		return;
	for (p = o->size - 4; p > 0 && ((unsigned char)o->d[p] & 0xc0) == 0x80; p--)
		;
	memcpy(o->d + p, "...", 4);
}

/*
 * One conversion at *fmt (just past its '%'): renders the argument it
 * names into o and returns the byte after the conversion. *next is the
 * next argument in order, for conversions without a %N$ position.
 */
static const char *
convert(struct out *o, const char *fmt, const struct rarg *a, int na, int *next)
{
	char		 spec[32], tmp[64];
	const char	*p = fmt, *flags, *s;
	const struct rarg *arg;
	size_t		 nf;
	int		 n = 0, k;

	while (*p >= '0' && *p <= '9' && n < 100)
		n = n * 10 + (*p++ - '0');
	if (*p == '$' && n > 0)
		p++;
	else {
		p = fmt;
		n = ++*next;
	}
	flags = p;
	p += strspn(p, "-+ #0123456789.");
	nf = (size_t)(p - flags);
	p += strspn(p, "hlzjt");
	arg = n <= na ? &a[n - 1] : NULL;
	if (*p == '\0' || nf + 4 > sizeof(spec) || arg == NULL ||
	    (strchr("diuxXc", *p) != NULL) != (arg->kind == RARG_INT) ||
	    (*p == 's') != (arg->kind != RARG_INT)) {
		put(o, "?", 1);
		return *p == '\0' ? p : p + 1;
	}
	spec[0] = '%';
	memcpy(spec + 1, flags, nf);
	if (*p == 's') {
		memcpy(spec + 1 + nf, "s", 2);
		s = arg->kind == RARG_WORD ? _(arg->s) : arg->s;
		if (nf == 0)
			put(o, s, strlen(s));
		else {
			k = snprintf(tmp, sizeof(tmp), spec, s);
			put(o, k < (int)sizeof(tmp) ? tmp : s, k < (int)sizeof(tmp) ?
			    (size_t)k : strlen(s));
		}
	} else if (*p == 'c') {
		memcpy(spec + 1 + nf, "c", 2);
		k = snprintf(tmp, sizeof(tmp), spec, (int)arg->i);
		put(o, tmp, k < (int)sizeof(tmp) ? (size_t)k : sizeof(tmp) - 1);
	} else {
		spec[1 + nf] = 'l';
		spec[2 + nf] = *p;
		spec[3 + nf] = '\0';
		k = snprintf(tmp, sizeof(tmp), spec, arg->i);
		put(o, tmp, k < (int)sizeof(tmp) ? (size_t)k : sizeof(tmp) - 1);
	}
	return p + 1;
}

void
ruling_render(char *dst, size_t size, const char *fmt, const struct rarg *a, int na)
{
	struct out	 o = { dst, size, 0 };
	const char	*pct;
	int		 next = 0;

	while ((pct = strchr(fmt, '%')) != NULL) {
		put(&o, fmt, (size_t)(pct - fmt));
		if (pct[1] == '%') {
			put(&o, "%", 1);
			fmt = pct + 2;
		} else
			fmt = convert(&o, pct + 1, a, na, &next);
	}
	put(&o, fmt, strlen(fmt));
	finish(&o);
}

void
ruling_format(char *dst, size_t size, int msg, const struct rarg *a, int na)
{
	const struct ruling_msg	*m;
	const char		*fmt;
	unsigned long		 count = 0;

	if (msg <= RM_NONE || msg >= RM__COUNT || ruling_msgs[msg].msgid == NULL) {
		if (size > 0)
			dst[0] = '\0';
		return;
	}
	m = &ruling_msgs[msg];
	if (m->plural != NULL) {
		if (m->nth > 0 && m->nth <= na)
			count = (unsigned long)a[m->nth - 1].i;
		fmt = ngettext(m->msgid, m->plural, count);
	} else
		fmt = gettext(m->msgid);
	ruling_render(dst, size, fmt, a, na);
}

void
ruling_format_install(void)
{
	verdict_set_formatter(ruling_format);
}

/*
 * Installed before main() runs, so that every program linked with the
 * objects of src (the tool, the unit tests, the fuzz replays, the
 * benchmarks) words its rulings.
 */
static void __attribute__((constructor))
ruling_format_init(void)
{
	ruling_format_install();
}
