/*
 * The standings of an event, a season or an event's teams (referee
 * standings): a table of ranks and points from reports/standings.sql or
 * reports/teams.sql, and in words what separated each pair of neighbours
 * tied on big points (§7.4). The command runs the report with
 * standings_row as its row function and prints through standings_print.
 */
#ifndef REPORT_STANDINGS_H
#define REPORT_STANDINGS_H

#include <stddef.h>
#include <stdio.h>

#include "format.h"
#include "shape.h"

#define STANDINGS_NAME_MAX	128	/* as a stored name (DB_NAME_MAX) */

struct standings {
	int		 teams;
	size_t		 n, cap;
	char		 tie_breaks[64];	/* the event's tie_breaks, a comma list */
	int		 best;			/* the best-N count applied, 0 = all */
	int		 incomplete;		/* some row has incomplete tables */
	struct standings_row {
		int	 rank;
		char	 name[STANDINGS_NAME_MAX];
		char	 big[24];
		long	 big12, small, wins, seconds;
		char	 cell[5][24];	/* small, incomplete, tables, events, wins */
		char	 seconds_cell[24];
	} *r;
};

/*
 * The columns of reports/standings.sql and reports/teams.sql; teams have
 * only the first six (their names are "team" and "players").
 */
enum { S_RANK, S_NAME, S_BIG, S_SMALL, S_COUNT, S_BIG12, S_INCOMPLETE, S_EVENTS, S_WINS,
	S_SECONDS, S_TIE_BREAKS, S_BEST, S__N };
extern const char *const standings_cols[S__N];
extern const char *const standings_team_cols[S_INCOMPLETE];

/* A report_row_fn adding a row to the struct standings arg. */
int	 standings_row(void *arg, const struct report_row *);
/*
 * The line above the text table: "season S (best results)" when season is
 * set, else the event's name ("— teams" for teams). Nothing in CSV or HTML.
 */
void	 standings_title(FILE *, const struct standings *, const char *season,
	    const char *event, enum out_format);
/*
 * The table (season: with the events column) and, in text and HTML, the
 * words on the ties.
 */
void	 standings_print(FILE *, const struct standings *, int season, enum out_format);
void	 standings_free(struct standings *);

#endif /* REPORT_STANDINGS_H */
