/*
 * What every game that keeps events reads of its event (db.h).
 */
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "../util/i18n.h"
#include "../util/kv.h"

int
db_game_rules(struct db *db, int64_t event, const char *game, const char *not_game,
    const struct kv_game *g, void *r, size_t size, struct errbuf *err)
{
	sqlite3_stmt	*st;
	const char	*text, *name;
	char		 why[sizeof(err->msg)];
	int		 rc;

	if ((st = db_stmt(db, STMT_EVENT_RULES, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		if (rc == SQLITE_DONE)
			err_set(err, 0, 0, _("no event with id %lld"), (long long)event);
		else
			db_fail(db, err, _("read ruleset"));
		sqlite3_reset(st);
		return -1;
	}
	name = (const char *)sqlite3_column_text(st, 2);
	if (strcmp((const char *)sqlite3_column_text(st, 0), game) != 0) {
		err_set(err, 0, 0, not_game, name, (const char *)sqlite3_column_text(st, 0));
		sqlite3_reset(st);
		return -1;
	}
	memcpy(r, g->presets[0].obj, size);
	text = (const char *)sqlite3_column_text(st, 1);
	if ((rc = kv_parse(g, r, text ? text : "", err)) == -1) {
		snprintf(why, sizeof(why), "%s", err->msg);
		err_set(err, 0, 0, _("event '%s': stored ruleset line %d: %s"), name, err->line, why);
	}
	sqlite3_reset(st);
	return rc;
}
