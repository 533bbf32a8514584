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

struct csvio {
	struct csv_parser p;
	FILE		*fp;
	int		 own_fp;
	char		*line;		/* getline buffer */
	size_t		 linecap;
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
	if (c->nfields == c->capfields) {
		size_t	 n = c->capfields ? c->capfields * 2 : 32, i;

		c->buf = xreallocarray(c->buf, n, sizeof(*c->buf));
		c->fields = xreallocarray(c->fields, n, sizeof(*c->fields));
		for (i = c->capfields; i < n; i++)
			memset(&c->buf[i], 0, sizeof(c->buf[i]));
		c->capfields = n;
	}
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
	free(c);
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
 * or -1 with err (a read error, a line too long).
 */
static ssize_t
line_read(struct csvio *c, struct errbuf *err)
{
	size_t	 n = 0;
	int	 ch = EOF;

	while ((ch = getc_unlocked(c->fp)) != EOF) {
		if (n + 2 > c->linecap) {
			c->linecap = c->linecap ? c->linecap * 2 : 4096;
			c->line = xrealloc(c->line, c->linecap);
		}
		c->line[n++] = (char)ch;
		if (ch == '\n')
			break;
		if (n > TEXT_LINE_MAX)
			return err_set(err, c->lineno + 1, 1, _("a line longer than %d bytes"),
			    TEXT_LINE_MAX);
	}
	if (ch == EOF && ferror(c->fp))
		return err_set(err, c->lineno + 1, 0, "%s", strerror(errno));
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
