/* Rybaření events in the league database: the hooks the league commands call. */
#ifndef CMD_RYBARENI_H
#define CMD_RYBARENI_H

#include "cli.h"
#include "../report/rybareni.h"

struct db;
struct db_event;

/*
 * Adds a Rybaření event (event add --game rybareni): ev holds the name and
 * date; ruleset is a preset name or file (NULL: rybareni). Prints the result;
 * returns an exit status.
 */
int	 ryb_event_add(struct db_event *ev, const char *ruleset);
/* Prints the standings of a Rybaření event on an open database. Returns an exit status. */
int	 ryb_standings_print(struct db *, const struct db_event *, enum out_format);


int	 cmd_ryb_add(int, char **);
int	 cmd_ryb_play(int, char **);
/* The spec of rybareni play, the game's live options too. */
extern const struct cli_option ryb_play_options[];
int	 cmd_ryb_games(int, char **);
int	 cmd_ryb_standings(int, char **);

struct ryb_rules;

/* Opens the database and finds a Rybaření event with its rules; 0 or an exit status. */
int	 ryb_cli_event_open(const char *name, struct db **, struct db_event *,
	    struct ryb_rules *);

struct rstream;
struct ryb_game;
struct verdict;

/*
 * Reads the records of rs one at a time, each by a reader of its own, into
 * g and calls fn(ctx, g) on each until it returns nonzero, which is left in
 * *stop (0 before); counts the games in *ngames. 0, or -1 with err on a
 * record that cannot be read.
 */
int	 ryb_each(struct rstream *rs, struct ryb_game *g,
	    int (*fn)(void *, const struct ryb_game *), void *ctx, int *stop, int *ngames,
	    struct errbuf *err);
/* Prints each ruling of v as FILE:LINE:COL: turn N player P: words. */
void	 ryb_rulings_err(const char *path, const struct verdict *v);

#endif /* CMD_RYBARENI_H */
