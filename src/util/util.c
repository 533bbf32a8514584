#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "i18n.h"

static void
oom(void)
{
	fputs(_("referee: out of memory\n"), stderr);
	exit(EXIT_SYS);
}

void
err_clear(struct errbuf *e)
{
	e->line = e->col = 0;
	e->msg[0] = '\0';
}

int
err_vset(struct errbuf *e, int line, int col, const char *fmt, va_list ap)
{
	if (e == NULL)
		return -1;
	e->line = line;
	e->col = col;
	fmt_vbuf(e->msg, sizeof(e->msg), fmt, ap);
	return -1;
}

int
err_fail(int *failed, struct errbuf *e, int line, int col, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	err_vset(e, line, col, fmt, ap);
	va_end(ap);
	*failed = 1;
	return -1;
}

int
err_set(struct errbuf *e, int line, int col, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	err_vset(e, line, col, fmt, ap);
	va_end(ap);
	return -1;
}

void *
xmalloc(size_t n)
{
	void	*p = malloc(n ? n : 1);

	if (p == NULL)
		oom();
	return p;
}

void *
xcalloc(size_t n, size_t m)
{
	void	*p = calloc(n ? n : 1, m ? m : 1);

	if (p == NULL)
		oom();
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	if ((p = realloc(p, n ? n : 1)) == NULL)
		oom();
	return p;
}

void *
xreallocarray(void *p, size_t n, size_t m)
{
	if (m && n > SIZE_MAX / m)
		oom();
	return xrealloc(p, n * m);
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *
xstrndup(const char *s, size_t n)
{
	char	*p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

static void
sb_grow(struct strbuf *sb, size_t add)
{
	size_t	 need = sb->len + add + 1;

	if (need <= sb->cap)
		return;
	while (sb->cap < need)
		sb->cap = sb->cap ? sb->cap * 2 : 64;
	sb->s = xrealloc(sb->s, sb->cap);
}

void
sb_addn(struct strbuf *sb, const char *s, size_t n)
{
	sb_grow(sb, n);
	memcpy(sb->s + sb->len, s, n);
	sb->len += n;
	sb->s[sb->len] = '\0';
}

void
sb_adds(struct strbuf *sb, const char *s)
{
	sb_addn(sb, s, strlen(s));
}

void
sb_addc(struct strbuf *sb, char c)
{
	sb_addn(sb, &c, 1);
}

void
sb_vaddf(struct strbuf *sb, const char *fmt, va_list ap)
{
	va_list	 aq;
	int	 n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0)
		return;
	sb_grow(sb, (size_t)n);
	vsnprintf(sb->s + sb->len, (size_t)n + 1, fmt, ap);
	sb->len += (size_t)n;
}

void
sb_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	sb_vaddf(sb, fmt, ap);
	va_end(ap);
}

const char *
sb_str(const struct strbuf *sb)
{
	return sb->s ? sb->s : "";
}

void
sb_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->s)
		sb->s[0] = '\0';
}

void
sb_free(struct strbuf *sb)
{
	free(sb->s);
	sb->s = NULL;
	sb->len = sb->cap = 0;
}

void
fmt_buf(char *dst, size_t size, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	fmt_vbuf(dst, size, fmt, ap);
	va_end(ap);
}

/* A text cut to fit never passes for whole: it ends in "..." (issue 27). */
void
fmt_vbuf(char *dst, size_t size, const char *fmt, va_list ap)
{
	size_t	 p;

	if (size == 0)
		return;
	if (vsnprintf(dst, size, fmt, ap) < (int)size || size < 8)
		return;
	/* not inside a UTF-8 character */
	for (p = size - 4; p > 0 && ((unsigned char)dst[p] & 0xc0) == 0x80; p--)
		;
	memcpy(dst + p, "...", 4);
}

int
parse_intn(const char *s, size_t n, long min, long max, long *out)
{
	char	 tmp[32];

	if (n == 0 || n >= sizeof(tmp))
		return -1;
	memcpy(tmp, s, n);
	tmp[n] = '\0';
	return parse_int(tmp, min, max, out);
}

int
parse_ints(const char *s, int n, long min, long max, int *out)
{
	char	*end;
	int	 i;
	long	 v;

	for (i = 0; i < n; i++) {
		while (*s == ' ' || *s == ',' || *s == '\t')
			s++;
		v = strtol(s, &end, 10);
		if (end == s || v < min || v > max)
			return -1;
		out[i] = (int)v;
		s = end;
	}
	while (*s == ' ' || *s == '\t')
		s++;
	return *s == '\0' ? 0 : -1;
}

int
parse_int(const char *s, long min, long max, long *out)
{
	char	*end;
	long	 v;
	const char *p = s;

	if (*p == '+' || *p == '-')
		p++;
	if (*p < '0' || *p > '9')
		return -1;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end != '\0' || v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

/*
 * Two-byte UTF-8 sequences of the Polish and Czech letters with diacritics,
 * and the ASCII letter each folds to.
 */
static const struct {
	unsigned char	 b0, b1;
	char		 to;
} folds[] = {
	{ 0xc3, 0xa1, 'a' }, { 0xc3, 0x81, 'a' },	/* á Á */
	{ 0xc3, 0xa9, 'e' }, { 0xc3, 0x89, 'e' },	/* é É */
	{ 0xc3, 0xad, 'i' }, { 0xc3, 0x8d, 'i' },	/* í Í */
	{ 0xc3, 0xb3, 'o' }, { 0xc3, 0x93, 'o' },	/* ó Ó */
	{ 0xc3, 0xba, 'u' }, { 0xc3, 0x9a, 'u' },	/* ú Ú */
	{ 0xc3, 0xbd, 'y' }, { 0xc3, 0x9d, 'y' },	/* ý Ý */
	{ 0xc4, 0x85, 'a' }, { 0xc4, 0x84, 'a' },	/* ą Ą */
	{ 0xc4, 0x87, 'c' }, { 0xc4, 0x86, 'c' },	/* ć Ć */
	{ 0xc4, 0x8d, 'c' }, { 0xc4, 0x8c, 'c' },	/* č Č */
	{ 0xc4, 0x8f, 'd' }, { 0xc4, 0x8e, 'd' },	/* ď Ď */
	{ 0xc4, 0x99, 'e' }, { 0xc4, 0x98, 'e' },	/* ę Ę */
	{ 0xc4, 0x9b, 'e' }, { 0xc4, 0x9a, 'e' },	/* ě Ě */
	{ 0xc5, 0x82, 'l' }, { 0xc5, 0x81, 'l' },	/* ł Ł */
	{ 0xc5, 0x84, 'n' }, { 0xc5, 0x83, 'n' },	/* ń Ń */
	{ 0xc5, 0x88, 'n' }, { 0xc5, 0x87, 'n' },	/* ň Ň */
	{ 0xc5, 0x99, 'r' }, { 0xc5, 0x98, 'r' },	/* ř Ř */
	{ 0xc5, 0x9b, 's' }, { 0xc5, 0x9a, 's' },	/* ś Ś */
	{ 0xc5, 0xa1, 's' }, { 0xc5, 0xa0, 's' },	/* š Š */
	{ 0xc5, 0xa5, 't' }, { 0xc5, 0xa4, 't' },	/* ť Ť */
	{ 0xc5, 0xaf, 'u' }, { 0xc5, 0xae, 'u' },	/* ů Ů */
	{ 0xc5, 0xba, 'z' }, { 0xc5, 0xb9, 'z' },	/* ź Ź */
	{ 0xc5, 0xbc, 'z' }, { 0xc5, 0xbb, 'z' },	/* ż Ż */
	{ 0xc5, 0xbe, 'z' }, { 0xc5, 0xbd, 'z' },	/* ž Ž */
};

void
text_fold(const char *src, size_t srclen, char *dst, size_t size)
{
	const unsigned char *s = (const unsigned char *)src;
	size_t	 i = 0, o = 0, k;
	char	 c;

	if (size == 0)
		return;
	while (i < srclen && o + 1 < size) {
		if (s[i] >= 0xc0 && i + 1 < srclen) {
			for (k = 0; k < sizeof(folds) / sizeof(folds[0]); k++)
				if (folds[k].b0 == s[i] && folds[k].b1 == s[i + 1])
					break;
			if (k < sizeof(folds) / sizeof(folds[0])) {
				dst[o++] = folds[k].to;
				i += 2;
				continue;
			}
		}
		c = (char)s[i++];
		if (c >= 'A' && c <= 'Z')
			c = (char)(c - 'A' + 'a');
		dst[o++] = c;
	}
	dst[o] = '\0';
}

int
text_is(const char *src, size_t srclen, const char *w)
{
	char		 buf[128];
	unsigned char	 c;

	if (srclen >= sizeof(buf))
		return 0;
	/* Most words differ in their first letter: decide those without folding all. */
	if (srclen == 0)
		return *w == '\0';
	if ((c = (unsigned char)src[0]) < 0xc0) {
		if (c >= 'A' && c <= 'Z')
			c = (unsigned char)(c - 'A' + 'a');
		if (c != (unsigned char)*w)
			return 0;
	}
	text_fold(src, srclen, buf, sizeof(buf));
	return strcmp(buf, w) == 0;
}

int
text_col(const char *line, const char *p)
{
	int	 col = 1;

	for (; line < p; line++)
		if (((unsigned char)*line & 0xc0) != 0x80)
			col++;
	return col;
}

/* One byte of text_scan, the slow path: every check in the order it is made. */
static int
scan_byte(const char *b, size_t i, struct text_scan *st, struct errbuf *err)
{
	unsigned char	 c = (unsigned char)b[i];

	if (st->cr && c != '\n')
		return err_set(err, st->line, text_col(b + st->bol, b + i - 1),
		    _("a carriage return is allowed only before a line feed"));
	st->cr = c == '\r';
	if (c == '\n') {
		st->line++;
		st->bol = i + 1;
	} else if (c == 0)
		return err_set(err, st->line, text_col(b + st->bol, b + i),
		    _("binary data (a NUL byte) in a text file"));
	else if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
		return err_set(err, st->line, text_col(b + st->bol, b + i),
		    _("control character 0x%02x in a text file"), c);
	if (i + 1 - st->bol > TEXT_LINE_MAX)
		return err_set(err, st->line, 1, _("a line longer than %d bytes"), TEXT_LINE_MAX);
	return 0;
}

#define ONES	0x0101010101010101ULL
#define HIGHS	0x8080808080808080ULL

/*
 * The bytes of 8 that are below 0x20 or are 0x7f, as their high bits. Bytes
 * from 0x80 up are masked out by ~x; a borrow starts only at a byte below
 * 0x20 (or at 0x7f), so the lowest bit set marks the first such byte exactly
 * (bits above it may be set wrongly).
 */
static uint64_t
word_special(uint64_t x)
{
	uint64_t y = x ^ (ONES * 0x7f);

	return (((x - ONES * 0x20) & ~x) | ((y - ONES) & ~y)) & HIGHS;
}

int
text_scan(const char *b, size_t from, size_t to, struct text_scan *st, struct errbuf *err)
{
	size_t		 i = from, limit;
	uint64_t	 w, m;
	unsigned char	 c;

	while (i < to) {
		/*
		 * Fast path: plain bytes (no control byte, no CR pending) of a
		 * line not yet too long need no check, and the line feed that
		 * ends such a line only counts the line; the rest go one by one.
		 */
		if (!st->cr) {
			limit = st->bol + TEXT_LINE_MAX < to ? st->bol + TEXT_LINE_MAX : to;
			while (i + 8 <= limit) {
				memcpy(&w, b + i, 8);
				if ((m = word_special(w)) != 0) {
					i += (size_t)__builtin_ctzll(m) >> 3;
					break;
				}
				i += 8;
			}
			while (i < limit && (c = (unsigned char)b[i]) >= 0x20 && c != 0x7f)
				i++;
			if (i == to)
				break;
			if (i < limit && b[i] == '\n') {
				st->line++;
				st->bol = ++i;
				continue;
			}
		}
		if (scan_byte(b, i, st, err) == -1)
			return -1;
		i++;
	}
	return 0;
}

int
file_read(const char *path, char **buf, size_t *len, struct errbuf *err)
{
	struct text_scan st = { 1, 0, 0 };
	FILE	*f;
	char	*b;
	size_t	 n = 0, cap = 16384, r;
	int	 isstdin = strcmp(path, "-") == 0, rc = 0;

	*buf = NULL;
	*len = 0;
	err_clear(err);
	if (isstdin)
		f = stdin;
	else if ((f = fopen(path, "rb")) == NULL)
		return err_set(err, 0, 0, "%s", strerror(errno));
	b = xmalloc(cap + 1);
	for (;;) {
		if (cap - n < 8192) {
			cap *= 2;
			b = xrealloc(b, cap + 1);
		}
		r = fread(b + n, 1, cap - n, f);
		b[n + r] = '\0';	/* text_col reads to the byte it names */
		if ((rc = text_scan(b, n, n + r, &st, err)) == -1)
			break;
		n += r;
		if (r == 0)
			break;
	}
	if (rc == 0 && st.cr)
		rc = err_set(err, st.line, text_col(b + st.bol, b + n - 1),
		    _("a carriage return is allowed only before a line feed"));
	if (rc == 0 && ferror(f))
		rc = err_set(err, 0, 0, "%s", strerror(errno ? errno : EIO));
	if (!isstdin)
		fclose(f);
	if (rc == -1) {
		free(b);
		return -1;
	}
	b[n] = '\0';
	*buf = b;
	*len = n;
	return 0;
}

int
date_valid(const char *s)
{
	static const int mdays[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	long	 y, m, d;
	int	 leap;

	if (strlen(s) != 10 || s[4] != '-' || s[7] != '-' ||
	    parse_intn(s, 4, 1900, 2999, &y) == -1 || parse_intn(s + 5, 2, 1, 12, &m) == -1 ||
	    parse_intn(s + 8, 2, 1, 31, &d) == -1 || s[0] == '+' || s[5] == '+' || s[8] == '+')
		return -1;
	leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
	return d <= mdays[m - 1] + (m == 2 && leap) ? 0 : -1;
}
