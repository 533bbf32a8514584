/*
 * The provisional mark of the standings (issue 30): one line per session
 * that has started and still has incomplete tables, read from the rows of
 * reports/short_tables.sql. Text: "provisional:" and under it
 * "  session 2: 3 of 4 tables incomplete"; a page: one compact paragraph.
 */
#ifndef REPORT_PROVISIONAL_H
#define REPORT_PROVISIONAL_H

#include <stdio.h>

#include "format.h"
#include "shape.h"
#include "../util/util.h"

enum { PROV_EVENT, PROV_SESSION, PROV_INCOMPLETE, PROV_TABLES, PROV__N };
/* The columns of reports/short_tables.sql the mark reads, for REPORT_SHAPE. */
extern const char *const provisional_cols[PROV__N];

struct provisional {
	int		 season;	/* name the event of each session (a season) */
	int		 n;		/* sessions */
	struct strbuf	 text;		/* text: the lines; a page: "; "-joined parts */
	enum out_format	 fmt;
};

/* A report_row_fn for REPORT_SHAPE(provisional_cols, PROV__N, ...): one session. */
int	 provisional_row(void *provisional, const struct report_row *);
/* Prints the mark, if any session was added; then frees it. */
void	 provisional_print(FILE *, struct provisional *);

#endif /* REPORT_PROVISIONAL_H */
