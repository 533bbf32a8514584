/*
 * The protocol of a Baśka table (referee protocol): its rows, the foot of
 * table points, the seats, the chain lines and the blank sheet to fill in.
 * Text fits 80 columns (the seats in a legend above, short column heads;
 * wide keeps the full layout), CSV carries every column, HTML is a sheet of
 * a page to print and sign (page.c). The command reads the rows
 * (reports/protocol.sql, reports/protocol_foot.sql) and hands each one here.
 */
#ifndef REPORT_PROTOCOL_H
#define REPORT_PROTOCOL_H

#include <stdio.h>

#include "format.h"
#include "shape.h"

struct baska_rules;
struct table;

/* What the protocol prints, and how. */
struct protocol_ctx {
	const char	*event, *date;	/* date "" or NULL: none */
	int		 deals;		/* deals per session; 0: not fixed */
	const struct baska_rules *rules;
	enum out_format	 fmt;
	int		 wide;		/* the full text layout */
	int		 session;
	int		 page, pages;	/* the sheet's number in a session's, their count */
	struct table	*csv;		/* a whole session's CSV: one table, "table" first */
};

/* One table's protocol: its rows and its foot, as they are read. */
struct baska_row;

struct protocol_sheet {
	const struct protocol_ctx *c;
	const char	*number;	/* the table's number, the session CSV's first cell */
	struct table	*t, *foot;
	int		 rows;
	char		 small[4][16], big[4][16];
	int		 short_table;
	/* What the checks after the rows need (§6.1, §7.3). */
	int		 bad;		/* rows that do not sum to zero */
	int		 last_total[4];
	struct baska_row *seq;		/* deal, dealer, bok of every row */
};

/* The columns of reports/protocol.sql a protocol reads. */
enum {
	P_DEAL, P_DEALER, P_DEALER_NAME, P_CONTRACT, P_DECLARER, P_PARTNER, P_KONTRAS,
	P_BOK, P_EYES, P_WON, P_LEVEL, P_POINTS1, P_TOTAL1 = P_POINTS1 + 4,
	P_SUM = P_TOTAL1 + 4, P__N
};
extern const char *const protocol_cols[P__N];
/* The columns of reports/protocol_foot.sql. */
enum { F_SEAT, F_PLAYER, F_ABSENT, F_SMALL, F_PLACE, F_SHORT, F_BIG, F__N };
extern const char *const protocol_foot_cols[F__N];

/* Allocates the sheet's tables for the context's layout (free with protocol_free). */
void	 protocol_tables(struct protocol_sheet *, const struct protocol_ctx *);
void	 protocol_free(struct protocol_sheet *);
/* Adds a row of reports/protocol.sql; of reports/protocol_foot.sql. */
void	 protocol_row(struct protocol_sheet *, const struct report_row *);
void	 protocol_foot_row(struct protocol_sheet *, const struct report_row *);
/* The same as report_row_fn callbacks, arg the struct protocol_sheet. */
int	 protocol_row_fn(void *arg, const struct report_row *);
int	 protocol_foot_fn(void *arg, const struct report_row *);
/* The CSV foot: the final small points and the table points; printed unless ctx->csv. */
void	 protocol_csv_foot(struct protocol_sheet *);
/*
 * The text or HTML protocol: heading, seats (names[i] "" for an empty seat),
 * rows, the foot of table points.
 */
void	 protocol_show(const struct protocol_sheet *, const char *const names[4], int number);
/* A line of text, or a paragraph of class cls (NULL: none) on a page. */
void	 protocol_say(const struct protocol_ctx *, const char *cls, const char *line);
/* The table's chain head in words (sheet_chain) and the key that signed it (fpr NULL: none). */
void	 protocol_chain(const struct protocol_ctx *, const char *hex);
void	 protocol_signer(const struct protocol_ctx *, const char *fpr);
/* Closes a table's sheet on a page: the signatures. */
void	 protocol_sheet_end(const struct protocol_ctx *, const char *const names[4]);
/* The blank sheet of table number to fill in (ctx->deals > 0). */
void	 protocol_blank(const struct protocol_ctx *, const char *const names[4], int number);
/* "session S" or "session S, table T" for a page's title; begins the page. */
void	 protocol_page_begin(const struct protocol_ctx *, int number, int blank);
/* A whole session's CSV: one table with the table's number first. */
void	 protocol_session_begin(struct protocol_ctx *);
void	 protocol_session_end(struct protocol_ctx *, int print);

#endif /* REPORT_PROTOCOL_H */
