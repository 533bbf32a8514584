/* Dice events in the league database: the hooks the league commands call. */
#ifndef CMD_DICE_H
#define CMD_DICE_H

#include "cli.h"

struct db;
struct db_event;

/*
 * Adds a dice event (event add --game dice): ev holds the name, date and
 * season; ruleset is a preset name or file (NULL: general). Prints the
 * result; returns an exit status.
 */
int	 dice_event_add(struct db_event *ev, const char *ruleset);
/*
 * Prints the standings of a dice event (standings EVENT) on an open
 * database in the format. Returns an exit status.
 */
int	 dice_standings_print(struct db *, const struct db_event *, enum out_format);

#endif /* CMD_DICE_H */
