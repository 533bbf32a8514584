/*
 * The history of a table's deals (referee deal history): every version of
 * each deal from reports/history.sql. Text fits 80 columns: the seats named
 * above, short heads, the reasons as numbered notes below the rows; the wide
 * layout prints every column in the row, and CSV every column as stored.
 */
#ifndef REPORT_HISTORY_H
#define REPORT_HISTORY_H

#include <stddef.h>

#include "format.h"
#include "shape.h"

struct table;

struct deal_history {
	struct table	*t;
	int		 narrow;
	int		 notes;
	char		*why;		/* the numbered reasons, one a line */
	size_t		 whylen;
};

/* The columns of reports/history.sql, in its order. */
enum {
	H_DEAL, H_VERSION, H_STATE, H_VOID, H_CONTRACT, H_DECLARER, H_PARTNER, H_KONTRAS,
	H_BOK, H_EYES, H_POINTS1, H_BY = H_POINTS1 + 4, H_AT, H_REASON, H__N
};
extern const char *const deal_history_cols[H__N];

/* Starts the table; narrow: the text layout that fits 80 columns (text only). */
void	 deal_history_begin(struct deal_history *, int narrow, enum out_format);
/* The seats as a legend line above the narrow layout (names[i] "" for an empty seat). */
void	 deal_history_legend(const char *const names[4]);
/* A report_row_fn adding a version of a deal to the struct deal_history arg. */
int	 deal_history_row(void *arg, const struct report_row *);
/* The rows, and the notes of the narrow layout. */
void	 deal_history_print_rows(const struct deal_history *, enum out_format);
void	 deal_history_free(struct deal_history *);

/* The standings' ranks before or after a correction (reports/standings.sql). */
struct deal_ranks {
	size_t	  n;
	char	**name;
	int	 *rank;
};
/* A db_report row callback adding a player's rank to the struct deal_ranks arg. */
int	 deal_ranks_row(void *arg, int ncol, const char *const *names,
	    const char *const *vals);
/* Prints which players' ranks moved from a to b. */
void	 deal_ranks_moved(const struct deal_ranks *a, const struct deal_ranks *b);
/* Frees the names and ranks and empties r. */
void	 deal_ranks_free(struct deal_ranks *r);

#endif /* REPORT_HISTORY_H */
