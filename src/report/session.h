/*
 * A session at a glance (referee session EVENT S): every table with who
 * sits there, how many deals of the session length are entered, whether
 * the table is complete and every row sums to zero, from the rows of
 * reports/session_tables.sql; text, CSV or a whole HTML page.
 */
#ifndef REPORT_SESSION_H
#define REPORT_SESSION_H

#include <stdio.h>

#include "format.h"
#include "shape.h"

struct table;

struct session_view {
	const char	*event, *date;	/* date "": none */
	int		 deals;		/* the session length; 0: not fixed */
	int		 session;
	enum out_format	 fmt;
	struct table	*t;
	int		 tables, complete, bad;
};

/* The columns of reports/session_tables.sql the view reads. */
enum { T_NUMBER, T_SEATED, T_ABSENT, T_PLAYERS, T_DEALS, T_NOT_ZERO, T__N };
extern const char *const session_view_cols[T__N];

/* Allocates the view's table; event, date, deals, session and fmt set. */
void	 session_view_begin(struct session_view *);
/* A report_row_fn adding a table of the session to the struct session_view arg. */
int	 session_view_row(void *arg, const struct report_row *);
/* The heading, the tables and the closing line (HTML: a whole page). */
void	 session_view_print(FILE *, const struct session_view *);
void	 session_view_free(struct session_view *);

#endif /* REPORT_SESSION_H */
