/*
 * The generic store's commands (schema/160-game-results.sql): what a game
 * row points its store hooks and a command of its group at to keep events,
 * games and standings with no store code of its own (issue 28):
 *
 *	.event_add = game_store_event_add, .standings = game_store_standings,
 *	and { "add", game_store_cmd_add, GAME_STORE_ADD_ARGS, ...,
 *	GAME_STORE_ADD_OPTS } in its group.
 *
 * Each finds the game by the event's game name through the registry.
 */
#ifndef CLI_GAME_STORE_H
#define CLI_GAME_STORE_H

#include <stddef.h>

#include "../report/format.h"
#include "../util/i18n.h"

struct db;
struct db_event;

/* The operands and options of a game's "add" command (its row's usage and opts). */
#define GAME_STORE_ADD_ARGS	"EVENT FILE PLAYER=POINTS..."
#define GAME_STORE_ADD_OPTS	cli_by_option
/* Its summary and help, one text for every game whose row uses the store. */
#define GAME_STORE_ADD_SUMMARY	N_("keep a game of an event: its record judged, each player's points")
#define GAME_STORE_ADD_HELP \
	N_("Adds one game to an event of this game (one added with 'referee event add\n" \
	"--game GAME'): the record is read and judged under the event's ruleset (a\n" \
	"record that breaks a rule is refused), then stored with each player's\n" \
	"points as PLAYER=POINTS says and the places they give. The event's\n" \
	"standings ('referee standings EVENT') add up the points over its games.\n" \
	"Exit 0 stored, 1 refused by a rule, 2 bad arguments or record.\n")

struct errbuf;

/*
 * Stores the event ev of the game ev->game (a row with a ruleset) under
 * the rules r: league_game_event_add's add, for a game with commands of
 * its own. 0, 1 or -1 as the db functions.
 */
int	 game_store_event_put(struct db *, struct db_event *ev, const void *r,
	    struct errbuf *);
/* event add --game NAME: the event stored under the game's ruleset. An exit status. */
int	 game_store_event_add(struct db_event *ev, const char *ruleset);
/* The standings of an event: players by their points over its games. An exit status. */
int	 game_store_standings(struct db *, const struct db_event *, int format);
/*
 * GAME add [--by WHO] EVENT FILE PLAYER=POINTS...: one game of the event
 * from its record, read and judged through the game's row under the
 * event's ruleset, stored with each player's points and place (1 + the
 * players with more points). An exit status.
 */
int	 game_store_cmd_add(int argc, char **argv);

/*
 * A game whose commands open its events themselves (Generał, Rybaření):
 * its events (found with their stored rules by cmd_game_event), and the
 * hooks of its "add FILE..." command.
 */
struct game_store_files {
	const struct cmd_event_game *events;
	/* The add's own state for nfiles files, ended by end. */
	void	*(*begin)(struct db *, const struct db_event *, const void *rules,
		    const char *by, int nfiles);
	/* File i read and judged, every problem printed: an exit status. */
	int	(*check)(void *ctx, int i, const char *path);
	/* File i stored (in the add's transaction): 0, 1 or -1 with err. */
	int	(*store)(void *ctx, int i, const char *path, struct errbuf *);
	/* After COMMIT: the lines of the games added. */
	void	(*added)(void *ctx);
	void	(*end)(void *ctx);
};

/*
 * GAME add [--by WHO] EVENT FILE...: every file read and judged, then, only
 * if none broke a rule or failed to read, every game stored in one
 * transaction: all or nothing. An exit status.
 */
int	 game_store_add_files(int argc, char **argv, const struct game_store_files *);
/*
 * The "add" of a game whose row has store_files (in one of its groups):
 * game_store_add_files with the hooks of the running command's game.
 */
int	 game_store_cmd_add_files(int argc, char **argv);
/*
 * GAME games|standings EVENT (in a group of a game whose row has
 * store_files): the event found through the game's events (cmd_game_event), then
 * printed in the format given. An exit status.
 */
int	 game_store_event_report(int argc, char **argv,
	    int (*print)(struct db *, const struct db_event *, enum out_format));
/*
 * GAME standings EVENT: game_store_event_report with the standings hook of
 * the event's game (its row's). An exit status.
 */
int	 game_store_cmd_standings(int argc, char **argv);
/* GAME games EVENT: the same with the games hook of the event's game. */
int	 game_store_cmd_games(int argc, char **argv);

#endif /* CLI_GAME_STORE_H */
