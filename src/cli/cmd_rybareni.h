/* Rybaření events in the league database: the hooks the league commands call. */
#ifndef CMD_RYBARENI_H
#define CMD_RYBARENI_H

#include "cli.h"
#include "../report/rybareni.h"

struct db;
struct db_event;

/* Prints the standings of a Rybaření event on an open database. Returns an exit status. */
int	 ryb_standings_print(struct db *, const struct db_event *, enum out_format);


int	 cmd_ryb_games(int, char **);
int	 cmd_ryb_standings(int, char **);


struct verdict;

/* Prints each ruling of v as FILE:LINE:COL: turn N player P: words. */
void	 ryb_rulings_err(const char *path, const struct verdict *v);

#endif /* CMD_RYBARENI_H */
