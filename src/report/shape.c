/* Report rows read by column name (shape.h). */
#include <stdlib.h>
#include <string.h>

#include "shape.h"
#include "../util/i18n.h"

int
report_col_find(int ncol, const char *const *names, const char *name)
{
	int	 i;

	for (i = 0; i < ncol; i++)
		if (names[i] != NULL && strcmp(names[i], name) == 0)
			return i;
	return -1;
}

static int
shape_bind(struct report_shape *sh, int ncol, const char *const *names)
{
	int	 i;

	if (sh->ncols > REPORT_COLS_MAX) {
		sh->failed = 1;
		return err_set(&sh->err, 0, 0, _("report layout: %d columns, at most %d"),
		    sh->ncols, REPORT_COLS_MAX);
	}
	for (i = 0; i < sh->ncols; i++)
		if ((sh->idx[i] = report_col_find(ncol, names, sh->cols[i])) == -1) {
			sh->failed = 1;
			return err_set(&sh->err, 0, 0, _("report: the query has no column '%s'"),
			    sh->cols[i]);
		}
	sh->bound = 1;
	return 0;
}

int
report_shape_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct report_shape	*sh = arg;
	struct report_row	 row;

	if (sh->failed || (!sh->bound && shape_bind(sh, ncol, names) == -1))
		return 1;
	row.vals = vals;
	row.idx = sh->idx;
	row.ncols = sh->ncols;
	return sh->fn(sh->arg, &row);
}

int
report_shape_done(const struct report_shape *sh, struct errbuf *err)
{
	if (!sh->failed)
		return 0;
	*err = sh->err;
	return -1;
}

const char *
report_get(const struct report_row *r, int col)
{
	if (col < 0 || col >= r->ncols)
		return NULL;
	return r->vals[r->idx[col]];
}

const char *
report_str(const struct report_row *r, int col)
{
	const char	*s = report_get(r, col);

	return s != NULL ? s : "";
}

int
report_int(const struct report_row *r, int col)
{
	return atoi(report_str(r, col));
}
