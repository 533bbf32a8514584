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

/* The dice games of --format gdr (reports/export_gdr.sql). */
struct export_games {
	size_t	 n, cap;
	struct export_game {
		int64_t	 event;
		char	 name[DB_NAME_MAX];	/* the event's */
		int	 number;
		char	*record;		/* as stored, or NULL: entered turn by turn */
	} *g;
};

/* The dice games of event (0: every event) into *l (export_games_free). 0 or -1 with err. */
int	 export_games(struct db *, int64_t event, struct export_games *, struct errbuf *);
void	 export_games_free(struct export_games *);

#endif /* REPORT_EXPORT_H */
