/* CSV on libcsv: the streaming reader and the field writer. */
#include <csv.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvio.h"
#include "../util/i18n.h"

/* The most fields a record may have (man/referee-notation.5, "Limits"). */
#define CSVIO_FIELDS_MAX	256
/* Bytes read from the file at a time. */
#define CSVIO_READ		(64 << 10)

struct csvio {
	struct csv_parser p;
	FILE		*fp;
	int		 own_fp;
	char		*line;		/* the line being read */
	size_t		 linecap;
	char		*rbuf;		/* the input, CSVIO_READ bytes at a time */
	size_t		 rpos, rlen;
	int		 reof;		/* fread has met the end or an error */
	int		 slow;		/* the fast path off (the differential test) */
	int		 fast;		/* the record handed out was split in place */
	long		 nfast;		/* records read by the fast path */
	int		 lineno;
	int		 started;	/* a record has begun */
	int		 start;		/* its first line */
	int		 done;		/* the input is exhausted */
	/* Fields of the record being built: buffers reused across records. */
	struct strbuf	*buf;
	char		**fields;
	size_t		 nfields, capfields;
	int		 complete;	/* a whole record is in fields */
	int		 rec_line;
	const char	*bad;		/* a field broke a limit: why (static) */
};

/* Room for one more field in buf and fields. */
static void
fields_grow(struct csvio *c)
{
	size_t	 n = c->capfields ? c->capfields * 2 : 32, i;

	c->buf = xreallocarray(c->buf, n, sizeof(*c->buf));
	c->fields = xreallocarray(c->fields, n, sizeof(*c->fields));
	for (i = c->capfields; i < n; i++)
		memset(&c->buf[i], 0, sizeof(c->buf[i]));
	c->capfields = n;
}

static void
on_field(void *s, size_t len, void *arg)
{
	struct csvio	*c = arg;

	if (c->complete) {	/* the previous record was handed out */
		c->complete = 0;
		c->nfields = 0;
	}
	if (c->nfields >= CSVIO_FIELDS_MAX) {	/* the rest of the record is not kept */
		c->bad = _("more than 256 fields in a record");
		return;
	}
	if (c->nfields == c->capfields)
		fields_grow(c);
	sb_reset(&c->buf[c->nfields]);
	sb_addn(&c->buf[c->nfields], s ? s : "", s ? len : 0);
	c->nfields++;
	if (len > TEXT_FIELD_MAX)
		c->bad = _("a field longer than 65536 bytes");
	else if (s != NULL && (memchr(s, '\n', len) != NULL || memchr(s, '\r', len) != NULL))
		c->bad = _("a line break inside a field");
	else if (s != NULL && memchr(s, '\t', len) != NULL)
		c->bad = _("a tab inside a field");
}

static void
on_record(int term, void *arg)
{
	struct csvio	*c = arg;
	size_t		 i;

	(void)term;
	if (c->complete) {	/* an empty record */
		c->complete = 0;
		c->nfields = 0;
	}
	for (i = 0; i < c->nfields; i++)
		c->fields[i] = (char *)sb_str(&c->buf[i]);
	c->complete = 1;
	c->rec_line = c->start;
	c->started = 0;
}

static struct csvio *csv_start(struct csvio *, struct errbuf *);

struct csvio *
csvio_open(const char *path, struct errbuf *err)
{
	struct csvio	*c = xcalloc(1, sizeof(*c));

	if (strcmp(path, "-") == 0)
		c->fp = stdin;
	else if ((c->fp = fopen(path, "r")) == NULL) {
		err_set(err, 0, 0, "%s", strerror(errno));
		free(c);
		return NULL;
	} else
		c->own_fp = 1;
	return csv_start(c, err);
}

struct csvio *
csvio_from(FILE *fp, struct errbuf *err)
{
	struct csvio	*c = xcalloc(1, sizeof(*c));

	c->fp = fp;
	c->own_fp = 1;
	return csv_start(c, err);
}

static struct csvio *
csv_start(struct csvio *c, struct errbuf *err)
{
	if (csv_init(&c->p, CSV_STRICT | CSV_STRICT_FINI) != 0) {
		err_set(err, 0, 0, _("cannot start the CSV reader"));
		if (c->own_fp)
			fclose(c->fp);
		free(c);
		return NULL;
	}
	return c;
}

void
csvio_close(struct csvio *c)
{
	size_t	 i;

	if (c == NULL)
		return;
	csv_free(&c->p);
	if (c->own_fp)
		fclose(c->fp);
	for (i = 0; i < c->capfields; i++)
		sb_free(&c->buf[i]);
	free(c->buf);
	free(c->fields);
	free(c->line);
	free(c->rbuf);
	free(c);
}

void
csvio_fast_off(struct csvio *c)
{
	c->slow = 1;
}

long
csvio_fast_records(const struct csvio *c)
{
	return c->nfast;
}

static int
blank(const char *s, ssize_t n)
{
	ssize_t	 i;

	for (i = 0; i < n; i++)
		if (s[i] != '\r' && s[i] != '\n')
			return 0;
	return 1;
}

/*
 * Reads one line, its LF included, into c->line; stops at TEXT_LINE_MAX
 * without reading the rest. Returns its length, 0 at the end of the input,
 * or -1 with err (a read error, a line too long). The file is read
 * CSVIO_READ bytes at a time and the line found with memchr: a getc a
 * byte was a tenth of an import's instructions.
 */
static ssize_t
line_read(struct csvio *c, struct errbuf *err)
{
	size_t	 n = 0, k, body;
	char	*from, *nl;

	for (;;) {
		if (c->rpos == c->rlen) {
			if (c->reof)
				break;
			if (c->rbuf == NULL)
				c->rbuf = xmalloc(CSVIO_READ);
			c->rpos = 0;
			if ((c->rlen = fread(c->rbuf, 1, CSVIO_READ, c->fp)) == 0) {
				c->reof = 1;
				if (ferror(c->fp))
					return err_set(err, c->lineno + 1, 0, "%s",
					    strerror(errno));
				break;
			}
		}
		from = c->rbuf + c->rpos;
		nl = memchr(from, '\n', c->rlen - c->rpos);
		k = nl != NULL ? (size_t)(nl - from) + 1 : c->rlen - c->rpos;
		body = nl != NULL ? k - 1 : k;
		/* As many bytes as a line may have, its LF aside. */
		if (n + body > TEXT_LINE_MAX)
			return err_set(err, c->lineno + 1, 1, _("a line longer than %d bytes"),
			    TEXT_LINE_MAX);
		if (n + k + 1 > c->linecap) {
			while (n + k + 1 > c->linecap)
				c->linecap = c->linecap ? c->linecap * 2 : 4096;
			c->line = xrealloc(c->line, c->linecap);
		}
		memcpy(c->line + n, from, k);
		n += k;
		c->rpos += k;
		if (nl != NULL)
			break;
	}
	if (n > 0)
		c->line[n] = '\0';
	return (ssize_t)n;
}

/* Refuses a NUL or another control byte (tab, and CR before LF, aside). 0 or -1. */
static int
line_check(const char *s, ssize_t n, int lineno, struct errbuf *err)
{
	ssize_t		 i;
	unsigned char	 ch;

	for (i = 0; i < n; i++) {
		ch = (unsigned char)s[i];
		if (ch == '\n' || ch == '\t' || (ch == '\r' && i + 1 < n && s[i + 1] == '\n'))
			continue;
		if (ch < 0x20 || ch == 0x7f)
			return err_set(err, lineno, text_col(s, s + i), ch == 0 ?
			    _("binary data (a NUL byte) in a CSV file") :
			    _("control character 0x%02x in a CSV file"), ch);
	}
	return 0;
}

/*
 * The fast path: a line in the shape that libcsv would read as plain
 * fields (no quote, no control byte, no field that starts or ends with a
 * space, ended by its LF, at most CSVIO_FIELDS_MAX fields of at most
 * TEXT_FIELD_MAX bytes), split in place on its commas in one pass. libcsv trims spaces
 * and tabs around unquoted fields, ends a record at a CR and reads quotes:
 * a line with any of those, or anything else this does not expect, is left
 * untouched and given to libcsv whole. Called only between records, when
 * libcsv holds nothing. Returns 1 with the record in fields, or 0.
 * tests/check_csvio.c and tests/fuzz/fuzz_csvfast.c read texts both ways
 * and compare every record, column and error (tests/fuzz/csv_diff.h).
 */
static int
fast_split(struct csvio *c, char *s, size_t n)
{
	/*
	 * Bytes the fast path stops at: 1 a comma, 2 anything it leaves to
	 * libcsv or to line_check (a quote, a control byte: CR, tab, NUL...,
	 * DEL; the LF is the line's last byte and not scanned).
	 */
	static unsigned char	 stop[256];
	static int		 ready;
	char			*end = s + n - 1, *f = s, *p;
	size_t			 nf = 0, i;
	int			 k;

	if (!ready) {
		for (k = 0; k < 0x20; k++)
			stop[k] = 2;
		stop['"'] = stop[0x7f] = 2;
		stop[','] = 1;
		ready = 1;
	}
	if (n < 2 || *end != '\n')
		return 0;
	for (p = s;; p++) {
		if (p < end && stop[(unsigned char)*p] == 0)
			continue;
		if (p < end && stop[(unsigned char)*p] == 2)
			return 0;
		if ((p > f && (*f == ' ' || p[-1] == ' ')) || p - f > TEXT_FIELD_MAX ||
		    nf == CSVIO_FIELDS_MAX)
			return 0;
		if (nf == c->capfields)
			fields_grow(c);
		c->fields[nf++] = f;
		if (p == end)
			break;
		f = p + 1;
	}
	for (i = 1; i < nf; i++)
		c->fields[i][-1] = '\0';
	*end = '\0';
	c->nfields = nf;
	return 1;
}

int
csvio_next(struct csvio *c, size_t *nfields, char ***fields, int *line, struct errbuf *err)
{
	ssize_t	 n;
	char	*s;

	if (c->complete) {
		c->complete = 0;
		c->nfields = 0;
	}
	while (!c->complete) {
		if (c->done)
			return 0;
		if ((n = line_read(c, err)) == -1)
			return -1;
		if (n == 0) {
			c->done = 1;
			if (csv_fini(&c->p, on_field, on_record, c) != 0)
				return err_set(err, c->start, 0, _("%s (a quoted field is not closed)"),
				    csv_strerror(csv_error(&c->p)));
			break;
		}
		c->lineno++;
		s = c->line;
		if (c->lineno == 1 && n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0) {
			s += 3;		/* a UTF-8 byte order mark */
			n -= 3;
		}
		/*
		 * A line the fast path takes has no control byte: line_check
		 * would pass it, and runs only on the others.
		 */
		if (!c->started && !c->slow && fast_split(c, s, (size_t)n)) {
			c->complete = 1;
			c->fast = 1;
			c->nfast++;
			c->start = c->rec_line = c->lineno;
			break;
		}
		c->fast = 0;
		if (line_check(s, n, c->lineno, err) == -1)
			return -1;
		if (!c->started && !blank(s, n)) {
			c->started = 1;
			c->start = c->lineno;
		}
		if (csv_parse(&c->p, s, (size_t)n, on_field, on_record, c) != (size_t)n)
			return err_set(err, c->lineno, 0, "%s",
			    csv_error(&c->p) == CSV_EPARSE ?
			    _("malformed CSV: a quote inside an unquoted field or after a closing quote") :
			    csv_strerror(csv_error(&c->p)));
		if (c->bad != NULL)
			return err_set(err, c->lineno, 0, "%s", c->bad);
		/*
		 * A field still open (a quote not closed) grows libcsv's buffer
		 * line after line: refused once it is over the field limit,
		 * rather than when the quote closes, however far on.
		 */
		if (csv_get_buffer_size(&c->p) > TEXT_FIELD_MAX + 4096)
			return err_set(err, c->lineno, 0, _("a field longer than 65536 bytes"));
	}
	if (c->bad != NULL)
		return err_set(err, c->lineno, 0, "%s", c->bad);
	if (!c->complete)
		return 0;
	*nfields = c->nfields;
	*fields = c->fields;
	*line = c->rec_line;
	return 1;
}

int
csvio_field_col(const struct csvio *c, size_t i)
{
	const char	*p;
	size_t		 f = 0;
	int		 quoted = 0;

	if (c->line == NULL || !c->complete || c->rec_line != c->lineno)
		return 0;
	/* Split in place: field i starts where its pointer is (field 0 at the line's start). */
	if (c->fast)
		return i >= c->nfields ? 0 : text_col(c->line, i == 0 ? c->line : c->fields[i]);
	for (p = c->line; *p != '\0' && f < i; p++)
		if (*p == '"')
			quoted = !quoted;
		else if (*p == ',' && !quoted)
			f++;
	return f == i ? text_col(c->line, p) : 0;
}

int
csvio_put_field(FILE *fp, const char *s)
{
	if (strpbrk(s, ",\"\r\n") == NULL)
		return fputs(s, fp) == EOF ? -1 : 0;
	return csv_fwrite(fp, s, strlen(s)) == 0 ? 0 : -1;
}

int
csvio_put_row(FILE *fp, size_t n, const char *const *fields)
{
	size_t	 i;
	int	 rc = 0;

	for (i = 0; i < n; i++) {
		if (i > 0 && fputc(',', fp) == EOF)
			rc = -1;
		if (csvio_put_field(fp, fields[i] ? fields[i] : "") == -1)
			rc = -1;
	}
	if (fputc('\n', fp) == EOF)
		rc = -1;
	return rc;
}
