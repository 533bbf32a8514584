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
int	 cmd_ryb_games(int, char **);
int	 cmd_ryb_standings(int, char **);

struct ryb_rules;

/* Opens the database and finds a Rybaření event with its rules; 0 or an exit status. */
int	 ryb_cli_event_open(const char *name, struct db **, struct db_event *, void *r);
struct game_store_files;
/* How the generic store's commands find a Rybaření event and add its games (cmd_ryb_add.c). */
extern const struct game_store_files ryb_store;

struct verdict;

/* Prints each ruling of v as FILE:LINE:COL: turn N player P: words. */
void	 ryb_rulings_err(const char *path, const struct verdict *v);

#endif /* CMD_RYBARENI_H */
