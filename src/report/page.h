/*
 * Whole HTML pages for printing and posting: a doctype, a UTF-8 charset, a
 * title naming the event, its date and what the page shows, an inline style
 * sheet with an A4 print style, and no external resource, so that one file
 * can be e-mailed or put on a web page. Tables inside come from
 * table_print(..., FMT_HTML); text goes through page_text, which escapes it.
 */
#ifndef REPORT_PAGE_H
#define REPORT_PAGE_H

#include <stdio.h>

/*
 * Starts a page: "EVENT — WHAT (DATE)" as its title and first heading;
 * date may be NULL or "", what may be NULL.
 */
void	 page_begin(FILE *, const char *event, const char *date, const char *what);
/*
 * The same for sheets to print (protocols): every printed page also carries
 * the title at its top and "page N of M" at its bottom (CSS page margins).
 */
void	 page_begin_sheets(FILE *, const char *event, const char *date, const char *what);
/*
 * The same in language lang ("pl", "en": the html element's lang), with
 * more style rules (NULL: none) after the common ones.
 */
void	 page_begin_lang(FILE *, const char *lang, const char *style, const char *event,
	    const char *date, const char *what);
/* Ends the page begun by page_begin, page_begin_sheets or page_begin_lang. */
void	 page_end(FILE *);
/* Writes s with <, >, & and " escaped. */
void	 page_text(FILE *, const char *s);
/* A paragraph of class cls (NULL: none) from printf-style text, escaped. */
void	 page_para(FILE *, const char *cls, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
/* A heading of level 2 from printf-style text, escaped. */
void	 page_heading(FILE *, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Text printed as it is laid out (tie narration), escaped, in a <pre>. */
void	 page_pre(FILE *, const char *text);
/* Opens and closes one printed sheet (a table's protocol): each starts a new A4 page. */
void	 page_sheet_begin(FILE *);
void	 page_sheet_end(FILE *);
/* Around the tables of a blank sheet: rows tall enough to write in. */
void	 page_fill_begin(FILE *);
void	 page_fill_end(FILE *);
/* The same around the rows of a blank sheet: columns wide enough to write in. */
void	 page_fill_rows_begin(FILE *);
/* Lines for the signatures of the four players (names[i] "" for an empty seat). */
void	 page_signatures(FILE *, const char *const names[4]);

#endif /* REPORT_PAGE_H */
