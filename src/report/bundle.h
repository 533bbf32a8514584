/*
 * What the season's bundle commands did, for people (src/report/bundle.c):
 * a bundle written, a bundle merged (with the deals on which it disagreed)
 * and a disputed deal settled.
 */
#ifndef REPORT_BUNDLE_H
#define REPORT_BUNDLE_H

#include <stdio.h>

#include "../db/bundledb.h"

/* "OUT: event 'E', N tables, N deal versions, signed by NAME (FPR)". */
void	 bundle_made_print(FILE *, const char *out, const char *event,
	    const struct db_bundle_made *, const char *signer, const unsigned char pk[KEY_PUBLIC]);
/* What merging the bundle of file b did, signer as the league's keys name it. */
void	 bundle_merge_print(FILE *, const char *file, const struct bundle *b,
	    const char *signer, const struct db_merge *);
/* A deal of event at session, table settled by take (version) as version made. */
void	 bundle_resolve_print(FILE *, const char *event, int session, int table, int deal,
	    enum db_take, int version, int made);

/*
 * The columns of a report printed as a table: the CSV heads (text and HTML
 * print them through the catalogue), the right-aligned columns and the
 * columns of words for people (each ended by -1; words may be NULL).
 */
struct report_cols {
	int			 ncol;
	const char *const	*head;
	const int		*right;
	const int		*words;
};
/* referee conflicts (reports/conflicts.sql) and referee signers (reports/signers.sql). */
extern const struct report_cols bundle_conflicts_cols, bundle_signers_cols;

#endif /* REPORT_BUNDLE_H */
