/*
 * The events of the games that keep their own store (Generał, Rybaření):
 * adding one with its ruleset, and opening one of the right game with what
 * its store holds.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/db.h"
#include "../util/i18n.h"

int
league_game_event_add(struct db_event *ev, const char *ruleset, const struct kv_game *g,
    void *r, const char *no_deals,
    int (*add)(struct db *, struct db_event *, const void *, struct errbuf *), const char *added)
{
	struct db	*db;
	struct errbuf	 err;
	int		 rc;

	if (ev->deals > 0)
		return cli_errx(EXIT_USAGE, "%s", no_deals);
	if (ev->season[0] != '\0')
		return cli_errx(EXIT_USAGE, _("--season: season standings count Baśka events only"));
	if ((rc = cli_ruleset(g, ruleset, r)) != 0)
		return rc;
	snprintf(ev->ruleset_name, sizeof(ev->ruleset_name), "%s",
	    ruleset ? ruleset : g->presets[0].name);
	if ((rc = league_open(&db)) != 0)
		return rc;
	err_clear(&err);
	rc = 0;
	if (db_begin(db, &err) == -1 || (rc = add(db, ev, r, &err)) != 0 ||
	    db_commit(db, &err) == -1) {
		db_rollback(db);
		db_close(db);
		if (rc == 1)
			return cli_errx(EXIT_RULE, _("event add: %s"), err.msg);
		return cli_errx(EXIT_SYS, "%s", err.msg);
	}
	db_close(db);
	printf(added, ev->name, ev->ruleset_name);
	return EXIT_OK;
}

int
league_game_event(const char *name, const char *game, const char *wrong,
    int (*read)(struct db *, int64_t, void *, struct errbuf *), void *r, struct db **db,
    struct db_event *ev)
{
	struct errbuf	 err;
	int		 rc;

	if ((rc = league_open(db)) != 0)
		return rc;
	if ((rc = league_event(*db, name, ev)) != 0)
		goto fail;
	if (strcmp(ev->game, game) != 0) {
		rc = cli_errx(EXIT_USAGE, wrong, ev->name, ev->game);
		goto fail;
	}
	err_clear(&err);
	if (read(*db, ev->id, r, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto fail;
	}
	return 0;
fail:
	db_close(*db);
	*db = NULL;
	return rc;
}
