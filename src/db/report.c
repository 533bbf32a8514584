/* Runs the embedded report queries (reports/NAME.sql). */
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "embed.h"
#include "../util/i18n.h"

int
db_report(struct db *db, const char *name, const struct db_param *p, int np,
    db_row_fn fn, void *arg, struct errbuf *err)
{
	const struct embed_file	*f;
	sqlite3_stmt		*st = NULL;
	const char		**names = NULL, **vals = NULL;
	int			 i, n, rc, ret = -1;

	for (f = embed_reports; f->name != NULL; f++)
		if (strcmp(f->name, name) == 0)
			break;
	if (f->name == NULL)
		return err_set(err, 0, 0, _("no report '%s' in this build"), name);
	if (sqlite3_prepare_v2(db->h, f->text, -1, &st, NULL) != SQLITE_OK) {
		db_fail(db, err, name);
		return -1;
	}
	for (i = 0; i < np; i++) {
		if (p[i].type == DBP_INT)
			sqlite3_bind_int64(st, i + 1, p[i].i);
		else if (p[i].type == DBP_TEXT)
			sqlite3_bind_text(st, i + 1, p[i].s, -1, SQLITE_TRANSIENT);
	}
	n = sqlite3_column_count(st);
	names = xcalloc((size_t)n + 1, sizeof(char *));
	vals = xcalloc((size_t)n + 1, sizeof(char *));
	for (i = 0; i < n; i++)
		names[i] = sqlite3_column_name(st, i);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		for (i = 0; i < n; i++)
			vals[i] = (const char *)sqlite3_column_text(st, i);
		if (fn(arg, n, names, vals) != 0)
			break;
	}
	if (rc != SQLITE_ROW && rc != SQLITE_DONE) {
		db_fail(db, err, name);
		goto out;
	}
	ret = 0;
out:
	free(names);
	free(vals);
	sqlite3_finalize(st);
	return ret;
}
