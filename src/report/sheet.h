/*
 * The words of a table's printed sheet (a protocol, a blank sheet), issue
 * 30: a heading that names the event, session and table on every sheet and
 * numbers the sheets of a session; the heading of the foot, final only when
 * every deal of the session is in; the table's chain head in words for the
 * players who copy it onto the paper they sign.
 */
#ifndef REPORT_SHEET_H
#define REPORT_SHEET_H

#include <stddef.h>
#include <stdio.h>

#include "format.h"

struct sheet_id {
	const char	*event;
	const char	*date;		/* "" or NULL: none */
	int		 session, table;
	int		 page, pages;	/* the sheet's number and count; pages < 2: none */
};

/* "EVENT — session S, table T (DATE), page P of N": a text line or a page's <h2>. */
void	 sheet_heading(FILE *, enum out_format, const struct sheet_id *);
/*
 * The heading of the foot in buf: "final small points and table points ..."
 * when rows is deals or deals is not fixed (0), else "small points after
 * deal ROWS of DEALS ..." (no deal yet: "... so far").
 */
void	 sheet_foot_heading(char *buf, size_t size, int rows, int deals);
struct strbuf;
/*
 * Appends a list whose items are separated by ", " (the seats and their
 * players) as printed from column col, broken between items only into lines
 * of at most REPORT_COLUMNS, the later lines indented by indent; widths in
 * characters.
 */
void	 sheet_list_wrap(struct strbuf *, const char *list, int col, int indent);
/* Signed points in buf: "+5", "0", "-3". */
void	 sheet_points(char *buf, size_t size, int v);
/* Prints the four seats: "seat 1 NAME, seat 2 ...", broken between seats at 80 columns. */
void	 sheet_seats(const char *const names[4]);
/* Prints the running totals of the four seats: "totals: NAME +5, ...", broken likewise. */
void	 sheet_totals(const char *const names[4], const int t[4]);
/* The chain head line in buf from its hex digits (the first 16 shown); wide: the technical one. */
void	 sheet_chain(char *buf, size_t size, const char *hex, int wide);

#endif /* REPORT_SHEET_H */
