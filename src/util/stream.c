/* A text file read through a bounded window: see stream.h. */
#include <sys/stat.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "stream.h"
#include "i18n.h"

void
tstream_openf(struct tstream *s, FILE *f, int own, size_t cap)
{
	memset(s, 0, sizeof(*s));
	s->f = f;
	s->isstdin = !own;
	s->cap = cap;
	s->buf = xmalloc(cap + 1);
	s->buf[0] = '\0';
	s->st.line = 1;
}

int
tstream_open(struct tstream *s, const char *path, size_t cap, struct errbuf *err)
{
	FILE	*f;

	memset(s, 0, sizeof(*s));
	err_clear(err);
	if (strcmp(path, "-") == 0)
		f = stdin;
	else if ((f = fopen(path, "rb")) == NULL)
		return err_set(err, 0, 0, "%s", strerror(errno));
	tstream_openf(s, f, f != stdin, cap);
	return 0;
}

int
tstream_fill(struct tstream *s, size_t keep, size_t *shift, struct errbuf *err)
{
	size_t	 r;

	*shift = 0;
	if (keep > s->len)
		keep = s->len;
	if (keep > 0) {
		memmove(s->buf, s->buf + keep, s->len - keep);
		s->len -= keep;
		s->st.bol -= keep < s->st.bol ? keep : s->st.bol;
		*shift = keep;
	}
	while (!s->eof && s->len < s->cap) {
		r = fread(s->buf + s->len, 1, s->cap - s->len, s->f);
		s->buf[s->len + r] = '\0';	/* text_col reads to the byte it names */
		if (text_scan(s->buf, s->len, s->len + r, &s->st, err) == -1)
			return -1;
		s->len += r;
		if (r == 0) {
			if (ferror(s->f))
				return err_set(err, 0, 0, "%s", strerror(errno ? errno : EIO));
			s->eof = 1;
		}
	}
	s->buf[s->len] = '\0';
	if (s->eof && s->st.cr)
		return err_set(err, s->st.line, text_col(s->buf + s->st.bol,
		    s->buf + s->len - 1), _("a carriage return is allowed only before a line feed"));
	return 0;
}

void
tstream_close(struct tstream *s)
{
	if (s->f != NULL && !s->isstdin)
		fclose(s->f);
	free(s->buf);
	memset(s, 0, sizeof(*s));
}

/* Sets err to the line and column of byte off of b (the window holds its line). */
static int
err_at_offset(const char *b, size_t off, int line0, struct errbuf *err, const char *what,
    size_t max)
{
	const char	*p = b, *bol = b, *q = b + off;
	int		 line = line0;

	while ((p = memchr(p, '\n', (size_t)(q - p))) != NULL) {
		line++;
		bol = ++p;
	}
	return err_set(err, line, text_col(bol, q), _("%s longer than %zu bytes"), what, max);
}

int
tstream_slurp(const char *path, size_t max, char **buf, size_t *len, struct errbuf *err)
{
	struct tstream	 ts;
	size_t		 shift;

	*buf = NULL;
	*len = 0;
	if (tstream_open(&ts, path, max + 1, err) == -1)
		return -1;
	if (tstream_fill(&ts, 0, &shift, err) == -1 ||
	    (ts.len > max && err_at_offset(ts.buf, max, 1, err, _("a file of one record"), max) == -1)) {
		tstream_close(&ts);
		return -1;
	}
	*buf = ts.buf;
	*len = ts.len;
	ts.buf = NULL;
	tstream_close(&ts);
	return 0;
}

/*
 * Where a spool's bytes go: memory while they are few (SPOOL_MEM_MAX), then
 * an unlinked temporary file that takes the bytes held so far.
 */
struct spool_out {
	char	*mem;
	size_t	 len, cap;
	FILE	*tmp;
};

#define SPOOL_MEM_MAX	((size_t)1 << 20)
#define SPOOL_WINDOW0	((size_t)16 << 10)

static int
spool_write(struct spool_out *o, const char *p, size_t n, struct errbuf *err)
{
	if (o->tmp == NULL && o->len + n <= SPOOL_MEM_MAX) {
		if (o->len + n > o->cap) {
			o->cap = o->cap ? o->cap : 4096;
			while (o->cap < o->len + n)
				o->cap *= 2;
			o->mem = xrealloc(o->mem, o->cap);
		}
		memcpy(o->mem + o->len, p, n);
		o->len += n;
		return 0;
	}
	if (o->tmp == NULL) {
		if ((o->tmp = tmpfile()) == NULL)
			return err_set(err, 0, 0, _("a temporary file: %s"), strerror(errno));
		if (o->len > 0 && fwrite(o->mem, 1, o->len, o->tmp) != o->len)
			return err_set(err, 0, 0, _("a temporary file: %s"), strerror(errno));
		free(o->mem);
		o->mem = NULL;
	}
	if (fwrite(p, 1, n, o->tmp) != n)
		return err_set(err, 0, 0, _("a temporary file: %s"), strerror(errno));
	return 0;
}

/* The spool rewound to its start: the temporary file, or a memory stream of the bytes. */
static FILE *
spool_finish(struct spool_out *o, struct errbuf *err)
{
	FILE	*f = o->tmp;

	/* (One byte more than the bytes: glibc keeps the last one for a NUL.) */
	if (f == NULL && (f = fmemopen(NULL, o->len + 1, "w+")) != NULL &&
	    o->len > 0 && fwrite(o->mem, 1, o->len, f) != o->len) {
		fclose(f);
		f = NULL;
	}
	free(o->mem);
	o->mem = NULL;
	o->tmp = NULL;
	if (f == NULL || fflush(f) == EOF || fseek(f, 0, SEEK_SET) == -1) {
		err_set(err, 0, 0, _("a temporary file: %s"), strerror(errno));
		if (f != NULL)
			fclose(f);
		return NULL;
	}
	return f;
}

FILE *
tstream_spool(const char *path, struct errbuf *err)
{
	struct tstream	 ts;
	struct spool_out o = { 0 };
	size_t		 shift, done = 0, keep;
	int		 rc = 0;

	/*
	 * The window starts small and doubles while one line fills it, up to
	 * room for a line and the next: a fill keeps the current line for
	 * text_scan.
	 */
	if (tstream_open(&ts, path, SPOOL_WINDOW0, err) == -1)
		return NULL;
	do {
		keep = ts.st.bol < done ? ts.st.bol : done;
		if (keep == 0 && ts.len == ts.cap && ts.cap < 2 * (size_t)TEXT_LINE_MAX + 2) {
			ts.cap = 2 * ts.cap < 2 * (size_t)TEXT_LINE_MAX + 2 ? 2 * ts.cap :
			    2 * (size_t)TEXT_LINE_MAX + 2;
			ts.buf = xrealloc(ts.buf, ts.cap + 1);
		}
		if ((rc = tstream_fill(&ts, keep, &shift, err)) == -1)
			break;
		done -= shift;
		if (ts.len > done)
			rc = spool_write(&o, ts.buf + done, ts.len - done, err);
		done = ts.len;
	} while (rc == 0 && !ts.eof);
	tstream_close(&ts);
	if (rc == -1) {
		free(o.mem);
		if (o.tmp != NULL)
			fclose(o.tmp);
		return NULL;
	}
	return spool_finish(&o, err);
}

/* ------------------------------------------------------------ records */

void
rstream_openf(struct rstream *r, FILE *f)
{
	memset(r, 0, sizeof(*r));
	tstream_openf(&r->ts, f, 1, STREAM_WINDOW);
	r->line = 1;
}

int
rstream_open(struct rstream *r, const char *path, int twice, struct errbuf *err)
{
	struct stat	 sb;
	FILE		*f;

	memset(r, 0, sizeof(*r));
	if (!twice || (strcmp(path, "-") != 0 && stat(path, &sb) == 0 && S_ISREG(sb.st_mode))) {
		if (tstream_open(&r->ts, path, STREAM_WINDOW, err) == -1)
			return -1;
	} else if ((f = tstream_spool(path, err)) == NULL)
		return -1;
	else
		tstream_openf(&r->ts, f, 1, STREAM_WINDOW);
	r->line = 1;
	return 0;
}

int
rstream_rewind(struct rstream *r, struct errbuf *err)
{
	struct tstream	*ts = &r->ts;

	if (fseek(ts->f, 0, SEEK_SET) == -1)
		return err_set(err, 0, 0, "%s", strerror(errno));
	clearerr(ts->f);
	ts->len = 0;
	ts->eof = 0;
	ts->buf[0] = '\0';
	memset(&ts->st, 0, sizeof(ts->st));
	ts->st.line = 1;
	r->off = 0;
	r->line = 1;
	r->nrec = 0;
	return 0;
}

/* What a line is for the splitting: 0 blank or comment, 1 a tag, 2 anything else. */
static int
line_kind(const char *p, const char *e)
{
	while (p < e && (*p == ' ' || *p == '\t' || *p == '\r'))
		p++;
	if (p == e || *p == '\n' || *p == '#')
		return 0;
	return *p == '[' ? 1 : 2;
}

int
rstream_next(struct rstream *r, const char **rec, size_t *len, int *line, struct errbuf *err)
{
	const char	*b, *p, *e, *nl;
	size_t		 shift;
	int		 body = 0, kind, nlines = 0;

	err_clear(err);
	if (!r->ts.eof && r->ts.len - r->off < STREAM_RECORD_MAX + TEXT_LINE_MAX + 2) {
		if (tstream_fill(&r->ts, r->off, &shift, err) == -1)
			return -1;
		r->off -= shift;
	}
	if (r->off == r->ts.len && r->nrec > 0)
		return 0;
	b = r->ts.buf + r->off;
	e = r->ts.buf + r->ts.len;
	for (p = b; p < e; p = nl, nlines++) {
		nl = memchr(p, '\n', (size_t)(e - p));
		nl = nl != NULL ? nl + 1 : e;
		kind = line_kind(p, nl);
		if (kind == 1 && body)
			break;
		body |= kind == 2;
		if ((size_t)(nl - b) > STREAM_RECORD_MAX)
			return err_at_offset(b, STREAM_RECORD_MAX, r->line, err, _("a record"),
			    STREAM_RECORD_MAX);
	}
	*rec = b;
	*len = (size_t)(p - b);
	*line = r->line;
	r->off += *len;
	r->line += nlines;
	r->nrec++;
	return 1;
}

int
rstream_pass(struct rstream *r, const char *path, int pass, int *kept, struct errbuf *err)
{
	struct stat	 sb;

	if (pass == 2)
		return *kept ? (rstream_rewind(r, err) == -1 ? -1 : 0) :
		    rstream_open(r, path, 0, err);
	*kept = pass == 1 && (strcmp(path, "-") == 0 || stat(path, &sb) == -1 ||
	    !S_ISREG(sb.st_mode));
	if (rstream_open(r, path, *kept, err) == -1)
		return *kept = 0, -1;
	return 0;
}

void
rstream_close(struct rstream *r)
{
	tstream_close(&r->ts);
}

int
line_read(FILE *f, char *buf, size_t max, size_t *len, long *lineno)
{
	size_t	 n = 0;
	int	 c;

	while ((c = getc(f)) != EOF && c != '\n') {
		if (n == max + 1) {
			++*lineno;
			return -2;
		}
		buf[n++] = (char)c;
	}
	if (c == EOF && n == 0)
		return -1;
	++*lineno;
	if (n > 0 && buf[n - 1] == '\r')	/* a CRLF line end is layout */
		n--;
	if (n > max)
		return -2;
	buf[n] = '\0';
	*len = n;
	return 0;
}

int
file_copy(FILE *from, FILE *to)
{
	char	 buf[8192];
	size_t	 n;

	if (fflush(from) == EOF || fseek(from, 0, SEEK_SET) == -1)
		return -1;
	while ((n = fread(buf, 1, sizeof(buf), from)) > 0)
		if (fwrite(buf, 1, n, to) != n)
			return -1;
	return ferror(from) ? -1 : 0;
}
