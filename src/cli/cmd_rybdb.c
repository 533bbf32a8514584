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

/* games (standings 0) or standings, rendered in src/report/rybareni.c. */
static int
event_print(struct db *db, const struct db_event *ev, enum out_format fmt, int standings)
{
	struct errbuf	 err;

	if (ryb_event_table(db, ev, standings, fmt, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	return EXIT_OK;
}

static int
games_print(struct db *db, const struct db_event *ev, enum out_format fmt)
{
	return event_print(db, ev, fmt, 0);
}

int
cmd_ryb_games(int argc, char **argv)
{
	return game_store_event_report(argc, argv, &ryb_store, games_print);
}

int
ryb_standings_print(struct db *db, const struct db_event *ev, enum out_format fmt)
{
	return event_print(db, ev, fmt, 1);
}

int
cmd_ryb_standings(int argc, char **argv)
{
	return game_store_event_report(argc, argv, &ryb_store, ryb_standings_print);
}
