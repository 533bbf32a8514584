/* Rybaření events in the league database: the hooks the league commands call. */
#ifndef CMD_RYBARENI_H
#define CMD_RYBARENI_H

#include "cli.h"
#include "../report/rybareni.h"

/*
 * A Rybaření event, for the rows that name one (struct command's
 * event_game) and the store hooks (src/games/rybareni.c).
 */
extern const struct cmd_event_game ryb_events;

struct verdict;

/* Prints each ruling of v as FILE:LINE:COL: turn N player P: words. */
void	 ryb_rulings_err(const char *path, const struct verdict *v);

#endif /* CMD_RYBARENI_H */
