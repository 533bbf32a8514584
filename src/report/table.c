#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"
#include "page.h"
#include "../util/i18n.h"
#include "../util/util.h"
#include "../util/unitext.h"
#include "../csvio/csvio.h"

struct table {
	int	  ncols;
	char	**head;
	char	**text_head;	/* text output's own heads, or NULL (table_text_heads) */
	char	**cells;	/* nrows * ncols */
	char	**under;	/* a row's lines under it (text), or NULL; cap entries */
	size_t	  nrows, cap;
	int	 *right;
	int	 *words;	/* columns of words for people, translated (table_words) */
	int	 *hide;		/* columns left out of the text output (table_text_hide) */
	int	 *who;		/* columns of who entered (table_who) */
	int	  text_header;
	int	  gap;		/* spaces between text columns */
};

struct table *
table_alloc(int ncols, const char *const *head)
{
	struct table	*t = xcalloc(1, sizeof(*t));
	int		 i;

	t->ncols = ncols;
	t->head = xcalloc((size_t)ncols, sizeof(char *));
	t->right = xcalloc((size_t)ncols, sizeof(int));
	t->words = xcalloc((size_t)ncols, sizeof(int));
	t->hide = xcalloc((size_t)ncols, sizeof(int));
	t->who = xcalloc((size_t)ncols, sizeof(int));
	for (i = 0; i < ncols; i++)
		t->head[i] = xstrdup(head[i] ? head[i] : "");
	t->text_header = 1;
	t->gap = 2;
	return t;
}

void
table_free(struct table *t)
{
	size_t	 i;

	if (t == NULL)
		return;
	for (i = 0; i < (size_t)t->ncols; i++)
		free(t->head[i]);
	for (i = 0; t->text_head != NULL && i < (size_t)t->ncols; i++)
		free(t->text_head[i]);
	for (i = 0; i < t->nrows * (size_t)t->ncols; i++)
		free(t->cells[i]);
	for (i = 0; t->under != NULL && i < t->nrows; i++)
		free(t->under[i]);
	free(t->text_head);
	free(t->under);
	free(t->head);
	free(t->cells);
	free(t->right);
	free(t->words);
	free(t->hide);
	free(t->who);
	free(t);
}

void
table_add(struct table *t, const char *const *cells)
{
	int	 i;

	if (t->nrows == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 16;
		t->cells = xreallocarray(t->cells, t->cap * (size_t)t->ncols, sizeof(char *));
		if (t->under != NULL) {
			t->under = xreallocarray(t->under, t->cap, sizeof(char *));
			memset(t->under + t->nrows, 0, (t->cap - t->nrows) * sizeof(char *));
		}
	}
	for (i = 0; i < t->ncols; i++)
		t->cells[t->nrows * (size_t)t->ncols + (size_t)i] =
		    xstrdup(cells[i] ? cells[i] : "");
	t->nrows++;
}

void
table_addf(struct table *t, const char *fmt, ...)
{
	va_list		 ap;
	char		*buf, *p, *q;
	const char	**cells;
	int		 i, n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	buf = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(buf, (size_t)n + 1, fmt, ap);
	va_end(ap);
	cells = xcalloc((size_t)t->ncols, sizeof(char *));
	for (i = 0, p = buf; i < t->ncols && p; i++) {
		cells[i] = p;
		if ((q = strchr(p, '\t')) != NULL)
			*q++ = '\0';
		p = q;
	}
	table_add(t, cells);
	free(cells);
	free(buf);
}

void
table_align_right(struct table *t, int col)
{
	if (col >= 0 && col < t->ncols)
		t->right[col] = 1;
}

void
table_words(struct table *t, int col)
{
	if (col >= 0 && col < t->ncols)
		t->words[col] = 1;
}

void
table_who(struct table *t, int col)
{
	if (col >= 0 && col < t->ncols)
		t->who[col] = 1;
}

const char *
table_cell_text(const struct table *t, size_t row, int col)
{
	const char	*c = table_cell(t, row, col);

	if (t->who[col] && strcmp(c, "unknown") == 0)
		/* TRANSLATORS: who entered a row, when no user was known */
		return _("unknown");
	return t->words[col] && c[0] != '\0' ? gettext(c) : c;
}

void
table_gap(struct table *t, int gap)
{
	if (gap >= 1 && gap <= 8)
		t->gap = gap;
}

void
table_text_heads(struct table *t, const char *const *heads)
{
	int	 i;

	if (t->text_head == NULL)
		t->text_head = xcalloc((size_t)t->ncols, sizeof(char *));
	for (i = 0; i < t->ncols; i++) {
		free(t->text_head[i]);
		t->text_head[i] = heads[i] != NULL ? xstrdup(heads[i]) : NULL;
	}
}

void
table_under(struct table *t, const char *text)
{
	if (t->nrows == 0)
		return;
	if (t->under == NULL)
		t->under = xcalloc(t->cap, sizeof(char *));
	free(t->under[t->nrows - 1]);
	t->under[t->nrows - 1] = xstrdup(text);
}

void
table_text_hide(struct table *t, int col)
{
	if (col >= 0 && col < t->ncols)
		t->hide[col] = 1;
}

void
table_text_header(struct table *t, int on)
{
	t->text_header = on;
}

size_t
table_rows(const struct table *t)
{
	return t->nrows;
}

const char *
table_cell(const struct table *t, size_t row, int col)
{
	return t->cells[row * (size_t)t->ncols + (size_t)col];
}

/*
 * What stored data may hold that no name or text may (unitext.h: a C0 or C1
 * control, DEL, a bidi override, bytes that are not UTF-8; a database older
 * than the checks) is shown byte by byte as \xNN, never sent raw to a
 * terminal. The length of the character at s, with *escape.
 */
static size_t
text_char(const char *s, int *escape)
{
	size_t	 len;
	int32_t	 cp;

	/* 4: a NUL ends a sequence like any byte that does not continue it */
	*escape = utext_next(s, 4, &cp, &len) == 0 || utext_forbidden(cp);
	return len;
}

int
text_width(const char *s)
{
	size_t	 len;
	int	 w = 0, esc;

	for (; *s; s += len) {
		len = text_char(s, &esc);
		w += esc ? 4 * (int)len : 1;
	}
	return w;
}

void
text_escape(struct strbuf *sb, const char *s)
{
	size_t	 len, i;
	int	 esc;

	for (; *s; s += len) {
		len = text_char(s, &esc);
		for (i = 0; i < len; i++)
			if (esc)
				sb_addf(sb, "\\x%02x", (unsigned char)s[i]);
			else
				sb_addc(sb, s[i]);
	}
}

void
text_put(FILE *fp, const char *s)
{
	size_t	 len, i;
	int	 esc;

	for (; *s; s += len) {
		len = text_char(s, &esc);
		for (i = 0; i < len; i++)
			if (esc)
				fprintf(fp, "\\x%02x", (unsigned char)s[i]);
			else
				fputc(s[i], fp);
	}
}

void
csv_put_field(FILE *fp, const char *s)
{
	(void)csvio_put_field(fp, s);
}

/* A text line: the heads (row NULL) or row r, padded to width; hidden columns left out. */
static void
text_row(FILE *fp, const struct table *t, const char *const *head, size_t r,
    const int *width)
{
	const char	*c;
	int		 i, pad, last, first = 1;

	for (last = t->ncols - 1; last > 0 && t->hide[last]; last--)
		;
	for (i = 0; i < t->ncols; i++) {
		if (t->hide[i])
			continue;
		c = head != NULL ? head[i] : table_cell_text(t, r, i);
		pad = width[i] - text_width(c);
		if (!first)
			fprintf(fp, "%*s", t->gap, "");
		first = 0;
		if (t->right[i])
			fprintf(fp, "%*s", pad, "");
		text_put(fp, c);
		if (!t->right[i] && i < last)
			fprintf(fp, "%*s", pad, "");
	}
	fputc('\n', fp);
}

/* Lines of text as text_put writes them: each newline of text ends one. */
static void
text_lines(FILE *fp, const char *text)
{
	char	*copy = xstrdup(text), *line = copy, *nl;

	for (; line != NULL; line = nl) {
		if ((nl = strchr(line, '\n')) != NULL)
			*nl++ = '\0';
		text_put(fp, line);
		fputc('\n', fp);
	}
	free(copy);
}

/*
 * The heads for people (text and HTML): each through the catalogue, so a
 * head marked N_() where the table is made reads in the user's language;
 * CSV keeps the heads as given (a machine contract). Free the array only.
 */
static const char **
table_heads(const struct table *t)
{
	const char	**h = xcalloc((size_t)t->ncols, sizeof(*h));
	int		  i;

	for (i = 0; i < t->ncols; i++)
		h[i] = t->head[i][0] != '\0' ? gettext(t->head[i]) : t->head[i];
	return h;
}

void
table_print(FILE *fp, const struct table *t, enum out_format fmt)
{
	const char	**head;
	size_t		  r;
	int		  i, *width;

	switch (fmt) {
	case FMT_CSV:
		(void)csvio_put_row(fp, (size_t)t->ncols, (const char *const *)t->head);
		for (r = 0; r < t->nrows; r++)
			(void)csvio_put_row(fp, (size_t)t->ncols,
			    (const char *const *)&t->cells[r * (size_t)t->ncols]);
		return;
	case FMT_HTML:
		fputs("<table>\n<thead><tr>", fp);
		head = table_heads(t);
		for (i = 0; i < t->ncols; i++) {
			fputs("<th>", fp);
			page_text(fp, head[i]);
			fputs("</th>", fp);
		}
		free(head);
		fputs("</tr></thead>\n<tbody>\n", fp);
		for (r = 0; r < t->nrows; r++) {
			fputs("<tr>", fp);
			for (i = 0; i < t->ncols; i++) {
				fputs(t->right[i] ? "<td class=\"num\">" : "<td>", fp);
				page_text(fp, table_cell_text(t, r, i));
				fputs("</td>", fp);
			}
			fputs("</tr>\n", fp);
		}
		fputs("</tbody>\n</table>\n", fp);
		return;
	case FMT_TEXT:
		break;
	}
	head = table_heads(t);
	for (i = 0; t->text_head != NULL && i < t->ncols; i++)
		if (t->text_head[i] != NULL)
			head[i] = t->text_head[i];
	width = xcalloc((size_t)t->ncols, sizeof(int));
	for (i = 0; i < t->ncols; i++) {
		width[i] = t->text_header ? text_width(head[i]) : 0;
		for (r = 0; r < t->nrows; r++)
			if (text_width(table_cell_text(t, r, i)) > width[i])
				width[i] = text_width(table_cell_text(t, r, i));
	}
	if (t->text_header)
		text_row(fp, t, head, 0, width);
	for (r = 0; r < t->nrows; r++) {
		text_row(fp, t, NULL, r, width);
		if (t->under != NULL && t->under[r] != NULL)
			text_lines(fp, t->under[r]);
	}
	free(head);
	free(width);
}
