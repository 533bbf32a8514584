#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "page.h"
#include "../util/util.h"
#include "../util/i18n.h"

/*
 * The style sheet: compact on screen, and for print an A4 page whose
 * margins leave 180 mm of width, which a 24-player standings table or a
 * 16-deal protocol fill without a second page.
 */
static const char page_style[] =
    "body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;"
    " font-size: 11pt; margin: 1em; color: #000; }\n"
    "h1 { font-size: 14pt; margin: 0 0 0.4em 0; }\n"
    "h2 { font-size: 12pt; margin: 0.6em 0 0.3em 0; }\n"
    "table { border-collapse: collapse; margin: 0.3em 0; }\n"
    "th, td { border: 1px solid #888; padding: 1px 4px; text-align: left;"
    " white-space: nowrap; }\n"
    "td:empty { height: 1.5em; min-width: 2.5em; }\n"
    "th { background: #eee; }\n"
    "td.num { text-align: right; font-variant-numeric: tabular-nums; }\n"

    "div.fill td { height: 6mm; }\n"
    /* The rows of a blank sheet: room to write a contract, a side, a level. */
    "div.rows table { table-layout: fixed; width: 100%; }\n"
    "div.rows th { width: 4%; overflow: hidden; }\n"
    "div.rows th:nth-child(2), div.rows th:nth-child(3) { width: 13%; }\n"
    "div.rows th:nth-child(4), div.rows th:nth-child(6) { width: 3%; }\n"
    "div.rows th:nth-child(5) { width: 7%; }\n"
    "div.rows th:nth-child(7) { width: 6%; }\n"
    "div.rows th:nth-child(8) { width: 8%; }\n"
    "div.rows th:nth-child(9) { width: 11%; }\n"
    "p { margin: 0.3em 0; }\n"
    "p.provisional { font-size: 9pt; font-style: italic; }\n"
    "p.chain { font-family: 'DejaVu Sans Mono', monospace; }\n"
    "pre { font-family: inherit; margin: 0.3em 0; white-space: pre-wrap; }\n"
    "div.signatures { display: flex; gap: 1.5em; margin-top: 2.5em; }\n"
    "div.signatures div { flex: 1; border-top: 1px solid #000; padding-top: 2px;"
    " font-size: 9pt; }\n"
    "section.sheet + section.sheet { break-before: page; page-break-before: always; }\n"
    "@page { size: A4; margin: 12mm 15mm; }\n"
    "@media print {\n"
    "  body { margin: 0; font-size: 9pt; }\n"
    "  h1 { font-size: 12pt; }\n"
    "  h2 { font-size: 10pt; }\n"
    "  table { width: 100%; }\n"
    "  th, td { padding: 0 3px; }\n"
    "  tr, div.signatures { break-inside: avoid; page-break-inside: avoid; }\n"
    "}\n";

void
page_text(FILE *fp, const char *s)
{
	for (; *s; s++)
		switch (*s) {
		case '<': fputs("&lt;", fp); break;
		case '>': fputs("&gt;", fp); break;
		case '&': fputs("&amp;", fp); break;
		case '"': fputs("&quot;", fp); break;
		default: fputc(*s, fp);
		}
}

/* printf into a new string (the caller frees it). */
static char *
page_vformat(const char *fmt, va_list ap)
{
	va_list	 aq;
	char	*buf;
	int	 n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	buf = xmalloc(n > 0 ? (size_t)n + 1 : 1);
	vsnprintf(buf, n > 0 ? (size_t)n + 1 : 1, fmt, ap);
	return buf;
}

/* The title: "EVENT — WHAT (DATE)". */
static void
page_title(FILE *fp, const char *event, const char *date, const char *what)
{
	page_text(fp, event);
	if (what != NULL && *what) {
		fputs(" — ", fp);
		page_text(fp, what);
	}
	if (date != NULL && *date) {
		fputs(" (", fp);
		page_text(fp, date);
		fputs(")", fp);
	}
}

/* s as the text of a CSS string: every character that could end it or the style escaped. */
static void
page_css_text(FILE *fp, const char *s, size_t len)
{
	for (; len > 0 && *s; s++, len--)
		if (strchr("\"\\<>&'", *s) != NULL)
			fprintf(fp, "\\%x ", (unsigned char)*s);
		else
			fputc(*s, fp);
}

/*
 * The marks of every printed page (issue 30): the title at the top, "page
 * N of M" at the bottom (the translated "page %d of %d", its two numbers
 * the page counters of the print).
 */
static void
page_marks(FILE *fp, const char *event, const char *date, const char *what)
{
	const char	*f = _("page %d of %d"), *d;
	int		 n = 0;

	fputs(NT_("@page {\n  @top-right { content: \""), fp);
	page_css_text(fp, event, strlen(event));
	if (what != NULL && *what) {
		fputs(" — ", fp);
		page_css_text(fp, what, strlen(what));
	}
	if (date != NULL && *date) {
		fputs(" (", fp);
		page_css_text(fp, date, strlen(date));
		fputs(")", fp);
	}
	fputs(NT_("\"; font-size: 8pt; }\n  @bottom-right { content: \""), fp);
	while ((d = strstr(f, "%d")) != NULL && n < 2) {
		page_css_text(fp, f, (size_t)(d - f));
		fputs(n++ == 0 ? NT_("\" counter(page) \"") : NT_("\" counter(pages) \""), fp);
		f = d + 2;
	}
	page_css_text(fp, f, strlen(f));
	fputs(NT_("\"; font-size: 8pt; }\n}\n"), fp);
}

/* lang NULL: the locale's (the translated "html lang"); style NULL: none more. */
static void
page_head(FILE *fp, const char *lang, const char *style, const char *event,
    const char *date, const char *what, int marks)
{
	/* TRANSLATORS: the page's language tag (BCP 47): "pl" in Polish */
	if (lang == NULL)
		lang = C_("html lang", "en");
	fprintf(fp, "<!DOCTYPE html>\n<html lang=\"%s\">\n", lang);
	fputs("<head>\n<meta charset=\"utf-8\">\n"
	    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
	    "<title>", fp);
	page_title(fp, event, date, what);
	fputs("</title>\n<style>\n", fp);
	fputs(page_style, fp);
	if (marks)
		page_marks(fp, event, date, what);
	if (style != NULL)
		fputs(style, fp);
	fputs("</style>\n</head>\n<body>\n<h1>", fp);
	page_title(fp, event, date, what);
	fputs("</h1>\n", fp);
}

void
page_begin(FILE *fp, const char *event, const char *date, const char *what)
{
	page_head(fp, NULL, NULL, event, date, what, 0);
}

void
page_begin_lang(FILE *fp, const char *lang, const char *style, const char *event,
    const char *date, const char *what)
{
	page_head(fp, lang, style, event, date, what, 0);
}

void
page_begin_sheets(FILE *fp, const char *event, const char *date, const char *what)
{
	page_head(fp, NULL, NULL, event, date, what, 1);
}

void
page_end(FILE *fp)
{
	fputs("</body>\n</html>\n", fp);
}

void
page_para(FILE *fp, const char *cls, const char *fmt, ...)
{
	va_list	 ap;
	char	*s;

	va_start(ap, fmt);
	s = page_vformat(fmt, ap);
	va_end(ap);
	if (cls != NULL)
		fprintf(fp, "<p class=\"%s\">", cls);
	else
		fputs("<p>", fp);
	page_text(fp, s);
	fputs("</p>\n", fp);
	free(s);
}

void
page_heading(FILE *fp, const char *fmt, ...)
{
	va_list	 ap;
	char	*s;

	va_start(ap, fmt);
	s = page_vformat(fmt, ap);
	va_end(ap);
	fputs("<h2>", fp);
	page_text(fp, s);
	fputs("</h2>\n", fp);
	free(s);
}

void
page_pre(FILE *fp, const char *text)
{
	if (text == NULL || *text == '\0')
		return;
	fputs("<pre>", fp);
	page_text(fp, text);
	fputs("</pre>\n", fp);
}

void
page_sheet_begin(FILE *fp)
{
	fputs("<section class=\"sheet\">\n", fp);
}

void
page_fill_begin(FILE *fp)
{
	fputs("<div class=\"fill\">\n", fp);
}

void
page_fill_rows_begin(FILE *fp)
{
	fputs("<div class=\"fill rows\">\n", fp);
}

void
page_fill_end(FILE *fp)
{
	fputs("</div>\n", fp);
}

void
page_sheet_end(FILE *fp)
{
	fputs("</section>\n", fp);
}

void
page_signatures(FILE *fp, const char *const names[4])
{
	int	 i;

	fputs("<div class=\"signatures\">\n", fp);
	for (i = 0; i < 4; i++) {
		fprintf(fp, "<div>%d ", i + 1);
		page_text(fp, names[i] && *names[i] ? names[i] : _("(empty seat)"));
		fputs("</div>\n", fp);
	}
	fputs("</div>\n", fp);
}
