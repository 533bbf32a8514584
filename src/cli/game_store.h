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
 * What every "add FILE..." of a game carries from file to file, the head
 * the store fills: the event found with its stored rules, who adds, the
 * files, and the hooks' own state (zeroed, freed by the store after end).
 */
struct game_store_add {
	struct db		*db;
	const struct db_event	*ev;
	const void		*rules;
	const char		*by;
	int			 n;		/* files */
	void			*own;		/* game_store_files' size bytes */
	void			*file;		/* n times its file_size bytes */
};

/*
 * A game whose events keep its own records (Generał, Rybaření): its events
 * (found with their stored rules by cmd_game_event), and the hooks of its
 * "add FILE..." command, which own only their state and each file's data.
 */
struct game_store_files {
	const struct cmd_event_game *events;
	size_t	 size, file_size;
	/* File i read and judged, every problem printed: an exit status. */
	int	(*check)(struct game_store_add *, int i, const char *path);
	/* File i stored (in the add's transaction): 0, 1 or -1 with err. */
	int	(*store)(struct game_store_add *, int i, const char *path, struct errbuf *);
	/* After COMMIT: the lines of the games added. */
	void	(*added)(struct game_store_add *);
	/* What the own state and the files' data hold, freed. */
	void	(*end)(struct game_store_add *);
};

/*
 * GAME add [--by WHO] EVENT FILE... (a row of a game whose row has
 * store_files, want CMD_LATE | CMD_EVENT and its events): every file read
 * and judged, then, only if none broke a rule or failed to read, every
 * game stored in one transaction: all or nothing. An exit status.
 */
int	 game_store_cmd_add_files(int argc, char **argv);
/*
 * GAME games|standings EVENT (want CMD_DB | CMD_EVENT | CMD_ARGS(0) and the
 * game's events): the games or standings hook of the event's game (its
 * row's), in the format given. An exit status.
 */
int	 game_store_cmd_games(int argc, char **argv);
int	 game_store_cmd_standings(int argc, char **argv);
/*
 * A games or standings hook of a game whose report prints its event's games
 * (standings 0) or standings itself (0, or -1 with err): an exit status.
 */
int	 game_store_table(int (*print)(struct db *, const struct db_event *, int standings,
	    enum out_format, struct errbuf *), struct db *, const struct db_event *,
	    int standings, int format);

#endif /* CLI_GAME_STORE_H */
