/*
 * Report rows read by column name. A report query (reports/NAME.sql) names
 * its columns with AS; a layout lists the names it reads, indexed by an enum
 * of its own, and reads each row's values through that enum, so adding or
 * moving a column in the SQL never shifts what a layout reads:
 *
 *	enum { P_DEAL, P_SUM, P__N };
 *	static const char *const cols[P__N] = { [P_DEAL] = "deal", [P_SUM] = "sum" };
 *	struct report_shape sh = REPORT_SHAPE(cols, P__N, proto_row, &pr);
 *	db_report(db, "protocol", &p, 1, report_shape_row, &sh, &err) == -1 ||
 *	    report_shape_done(&sh, &err) == -1 ...
 *	(in proto_row) report_get(row, P_SUM)
 *
 * A name the query lacks stops the report at its first row with an error.
 */
#ifndef REPORT_SHAPE_H
#define REPORT_SHAPE_H

#include "../util/util.h"

#define REPORT_COLS_MAX	64

/* One row as the layout sees it. */
struct report_row {
	const char *const *vals;	/* the query's values, in its order */
	const int	  *idx;		/* the layout's column i is vals[idx[i]] */
	int		   ncols;	/* columns of the layout */
};

/* Called per row; return 0 to go on, non-zero to stop. */
typedef int (*report_row_fn)(void *arg, const struct report_row *);

struct report_shape {
	const char *const *cols;	/* the names the layout reads */
	int		   ncols;
	report_row_fn	   fn;
	void		  *arg;
	int		   idx[REPORT_COLS_MAX];
	int		   bound;	/* idx resolved (at the first row) */
	int		   failed;	/* a name is missing: err says which */
	struct errbuf	   err;
};

#define REPORT_SHAPE(cols, ncols, fn, arg) \
	{ (cols), (ncols), (fn), (arg), { 0 }, 0, 0, { 0, 0, "" } }

/*
 * The position of column name among names, or -1. For a one-off lookup;
 * layouts bind their names once through a report_shape.
 */
int	 report_col_find(int ncol, const char *const *names, const char *name);
/*
 * A db_row_fn (src/db/db.h) for db_report with a struct report_shape as
 * its argument: binds the layout's names at the first row, then calls
 * shape->fn with each row.
 */
int	 report_shape_row(void *shape, int ncol, const char *const *names,
	    const char *const *vals);
/* After db_report: -1 with err when a column was missing, else 0. */
int	 report_shape_done(const struct report_shape *, struct errbuf *);
/* The value of the layout's column col (NULL for SQL NULL). */
const char *report_get(const struct report_row *, int col);
/* The same, "" for SQL NULL. */
const char *report_str(const struct report_row *, int col);
/* The same as an int (atoi; 0 for SQL NULL). */
int	 report_int(const struct report_row *, int col);

#endif /* REPORT_SHAPE_H */
