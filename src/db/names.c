/*
 * Names for shell completion: the events and players of a database file,
 * read without creating, migrating or locking it (a read-only connection;
 * a file that is missing or not a league database has no names).
 */
#include <sqlite3.h>
#include <sys/stat.h>

#include "db.h"
#include "db_int.h"

int
db_names_list(const char *path, enum db_names what, int (*fn)(void *, const char *),
    void *arg)
{
	static const enum db_stmt sql[] = {
		[DB_NAMES_EVENTS] = STMT_NAMES_EVENTS,
		[DB_NAMES_PLAYERS] = STMT_NAMES_PLAYERS,
	};
	struct stat	 sb;
	sqlite3		*h = NULL;
	sqlite3_stmt	*st = NULL;
	int		 n = 0;

	if (stat(path, &sb) == -1 || !S_ISREG(sb.st_mode))
		return 0;
	if (sqlite3_open_v2(path, &h, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(h, db_sql(sql[what]), -1, &st, NULL) != SQLITE_OK) {
		sqlite3_close(h);
		return 0;
	}
	sqlite3_busy_timeout(h, 1000);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *s = (const char *)sqlite3_column_text(st, 0);

		if (s != NULL && fn(arg, s) != 0)
			break;
		n++;
	}
	sqlite3_finalize(st);
	sqlite3_close(h);
	return n;
}
