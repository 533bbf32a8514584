/*
 * The one formatter for tabular output: aligned text for people, RFC 4180
 * CSV (header row, fields quoted only when needed, LF line ends) for
 * scripts, and an HTML table for reports. Every command that prints rows
 * builds a table and prints it here.
 */
#ifndef TABLE_H
#define TABLE_H

#include <stdio.h>

#include "format.h"

struct table;

/* A table with ncols columns and the given header names. Free with table_free. */
struct table *table_alloc(int ncols, const char *const *head);
void	 table_free(struct table *);
/* Appends a row of ncols strings (copied; NULL prints as empty). */
void	 table_add(struct table *, const char *const *cells);
/* Appends a row from printf-style cells separated by '\t' in the format result. */
void	 table_addf(struct table *, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Right-aligns column col in text output (numbers). */
void	 table_align_right(struct table *, int col);
/*
 * Column col holds words for people ("yes", "no") marked N_() where they are
 * made: text and HTML print them through the catalogue, CSV as they are.
 */
void	 table_words(struct table *, int col);
/*
 * Column col names who entered a row: "unknown", stored when no user was
 * known (league_user), reads in the user's language in text and HTML; CSV
 * keeps it. A name is never translated.
 */
void	 table_who(struct table *, int col);
/* Spaces between the columns of the text output (default 2, from 1 to 8). */
void	 table_gap(struct table *, int gap);
/*
 * Heads for the text output only, shorter than the CSV and HTML ones so that
 * a table fits a terminal's 80 columns; printed as given (the caller
 * translates them, C_() where a word needs its context). NULL: the usual head.
 */
void	 table_text_heads(struct table *, const char *const *heads);
/*
 * A line (or lines, '\n' between them) printed under the last row added, in
 * text output only: what would run the row past 80 columns (a table's
 * players), wrapped and indented by the caller.
 */
void	 table_under(struct table *, const char *text);
/* Leaves column col out of the text output (said once above the table instead). */
void	 table_text_hide(struct table *, int col);
/* Whether the text output prints the header line (default: yes). */
void	 table_text_header(struct table *, int on);
size_t	 table_rows(const struct table *);
const char *table_cell(const struct table *, size_t row, int col);
/* A cell as people read it: a column of words through the catalogue, an unknown user's word (table_who). */
const char *table_cell_text(const struct table *, size_t row, int col);
void	 table_print(FILE *, const struct table *, enum out_format);

/*
 * Writes one CSV field (quoted when it holds , " CR or LF) through
 * csvio_put_field; kept for the command layer's callers.
 */
void	 csv_put_field(FILE *, const char *);
/* Display width of a UTF-8 string (characters). */
int	 text_width(const char *);
/* Writes s with every control byte as \xNN: stored text never reaches a terminal raw. */
void	 text_put(FILE *, const char *);
struct strbuf;
/* The same into a string buffer. */
void	 text_escape(struct strbuf *, const char *);

#endif /* TABLE_H */
