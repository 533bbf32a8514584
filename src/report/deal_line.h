/* A scored deal in one line, and a stored report printed as a table. */
#ifndef REPORT_DEAL_LINE_H
#define REPORT_DEAL_LINE_H

#include <stdio.h>

#include "format.h"

struct db;
struct db_deal;
struct db_param;
struct errbuf;

/*
 * Prints a one-line summary of a scored deal after head ("" or "version 2 "):
 * "deal 3: zolo, Stary 2, 40 eyes: Młodzi win z wyjściem: +20 -60 +20 +20".
 * Wider than REPORT_COLUMNS, the outcome and the points stand on a second
 * line, indented 2 (the first broken at spaces if still too wide).
 */
void	 report_deal_line(FILE *, const char *head, const struct db_deal *);

/* A report of reports/ and how its first ncol columns are shown. */
struct db_table_spec {
	const char		*report;	/* its name in reports/ */
	int			 ncol;
	const char *const	*head;
	const int		*right;		/* columns aligned right, ended by -1; or NULL */
	const int		*words;		/* columns of words for people (table_words) */
	const char *const	*text_head;	/* the text output's own heads, translated; or NULL */
	int			 gap;		/* spaces between text columns; 0: the default */
	int			 who;		/* 1 + the column of who entered (table_who); 0: none */
};

/* Runs the report with its parameters into the table formatter. 0, or -1 with err. */
int	 report_db_table(FILE *, struct db *, const struct db_table_spec *,
	    const struct db_param *, int np, enum out_format, struct errbuf *);

#endif /* REPORT_DEAL_LINE_H */
