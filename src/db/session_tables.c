/* The tables of a session (reports/session_tables.sql): their ids and numbers. */
#include <stdlib.h>
#include <string.h>

#include "baskadb.h"

struct session_list {
	size_t	 n;
	int64_t	*id;
	int	*number;
};

/* The index of column name, or -1. */
static int
col(int ncol, const char *const *names, const char *name)
{
	int	 i;

	for (i = 0; i < ncol; i++)
		if (names[i] != NULL && strcmp(names[i], name) == 0)
			return i;
	return -1;
}

static int
session_list_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct session_list *l = arg;
	int	 i = col(ncol, names, "table_id");
	int	 j = col(ncol, names, "number");

	if (i < 0 || j < 0 || vals[i] == NULL || vals[j] == NULL)
		return 1;
	l->id = xreallocarray(l->id, l->n + 1, sizeof(*l->id));
	l->number = xreallocarray(l->number, l->n + 1, sizeof(*l->number));
	l->id[l->n] = strtoll(vals[i], NULL, 10);
	l->number[l->n] = atoi(vals[j]);
	l->n++;
	return 0;
}

int
db_session_tables(struct db *db, int64_t event, int session, int64_t **id, int **number,
    size_t *n, struct errbuf *err)
{
	struct db_param	 p[2] = { { DBP_INT, 0, NULL }, { DBP_INT, 0, NULL } };
	struct session_list l = { 0, NULL, NULL };

	p[0].i = event;
	p[1].i = session;
	if (db_report(db, "session_tables", p, 2, session_list_row, &l, err) == -1) {
		free(l.id);
		free(l.number);
		return -1;
	}
	*id = l.id;
	*number = l.number;
	*n = l.n;
	return 0;
}
