/*
 * referee export's files (src/report/export.c): the league's deals and
 * standings as CSV, and the deals' stored records as BDN, each from its
 * report query (reports/export.sql, standings.sql, export_bdn.sql).
 */
#ifndef REPORT_EXPORT_H
#define REPORT_EXPORT_H

#include <stdint.h>
#include <stdio.h>

#include "../db/db.h"

/*
 * The deals of event (0: of every event) as CSV with a head even when there
 * are none; with excel, a text field that a spreadsheet would take for a
 * formula gets a leading apostrophe. 0 or -1 with err.
 */
int	 export_deals_csv(FILE *, struct db *, int64_t event, int excel, struct errbuf *);
/*
 * The standings of the event named event (NULL: of every event, in the
 * order of reports/events.sql), its name as a last column. 0 or -1 with err.
 */
int	 export_standings_csv(FILE *, struct db *, const char *event, int excel,
	    struct errbuf *);
/* The stored full records of the deals of event (0: every event). 0 or -1 with err. */
int	 export_bdn(FILE *, struct db *, int64_t event, struct errbuf *);

/*
 * --format gdr: the record of every dice game of event (0: every event) in
 * the directory dir (made if missing), one file "EVENT - game 001.gdr" a
 * game ('/' in the event's name written '_'), each whole or not at all: the
 * stored record, or for a game entered turn by turn "[Event ...]" and its
 * players and turns (db_dice_game_record). 0 or -1 with err.
 */
int	 export_gdr_dir(struct db *, int64_t event, const char *dir, struct errbuf *);

#endif /* REPORT_EXPORT_H */
