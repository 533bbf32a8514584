/*
 * referee rybareni games | standings, and event add --game rybareni: the
 * games of a Rybaření event in the league database, kept in the generic
 * store (schema/160-game-results.sql, 170-ryb-results.sql; added by
 * cmd_ryb_add.c).
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_rybareni.h"
#include "commands.h"
#include "game_store.h"
#include "../db/db.h"
#include "../report/page.h"
#include "../util/i18n.h"
#include "../rules/rybareni/rybareni.h"

int
ryb_event_add(struct db_event *ev, const char *ruleset)
{
	struct ryb_rules	 r;

	return league_game_event_add(ev, ruleset, &ryb_ruleset_game, &r,
	    _("--deals: a Rybaření event has games, not deals"), game_store_event_put,
	    _("event '%s' added (rybareni, ruleset %s)\n"));
}

/* The stored ruleset of Rybaření event into r (league_game_event's read). */
static int
event_rules(struct db *db, int64_t event, void *r, struct errbuf *err)
{
	return db_game_rules(db, event, "rybareni",
	    _("event '%s' is not a Rybaření event (game %s)"), &ryb_ruleset_game, r,
	    sizeof(struct ryb_rules), err);
}

int
ryb_cli_event_open(const char *name, struct db **db, struct db_event *ev, void *r)
{
	return league_game_event(name, "rybareni", _("event '%s' is a %s event; Rybaření games"
	    " belong to an event added with 'referee event add --game rybareni'"), event_rules,
	    r, db, ev);
}

static int
games_print(struct db *db, const struct db_event *ev, enum out_format fmt)
{
	static const char *const head[] = { N_("game"), N_("position"), N_("player"),
	    N_("tiles"), N_("big"), N_("small"), N_("rounded"), N_("total"),
	    N_("place") };
	static const int right[] = { 0, 1, 3, 4, 5, 6, 7, 8, -1 };
	struct db_param		 p = { DBP_INT, ev->id, NULL };

	return league_report_print(db, "ryb_games", &p, 1, 9, head, right, fmt);
}

int
cmd_ryb_games(int argc, char **argv)
{
	return game_store_event_report(argc, argv, &ryb_store, games_print);
}

int
ryb_standings_print(struct db *db, const struct db_event *ev, enum out_format fmt)
{
	static const char *const head[] = { N_("rank"), N_("player"), N_("total"),
	    N_("games"), N_("wins") };
	static const int right[] = { 0, 2, 3, 4, -1 };
	struct db_param		 p = { DBP_INT, ev->id, NULL };
	int			 rc;

	ryb_standings_head(ev->name, ev->date, ev->ruleset_name, fmt);
	rc = league_report_print(db, "game_standings", &p, 1, 5, head, right, fmt);
	if (fmt == FMT_HTML)
		page_end(stdout);
	return rc;
}

int
cmd_ryb_standings(int argc, char **argv)
{
	return game_store_event_report(argc, argv, &ryb_store, ryb_standings_print);
}
