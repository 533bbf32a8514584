/*
 * The import pipeline (import.c): result-only Baśka deals of the league CSV
 * (referee-notation(5)), judged and stored one row at a time inside the bulk
 * transaction the caller opened (db_bulk_begin, db_begin). The caller reads
 * the file and its header, prints, commits or rolls back (cmd_import.c);
 * refused rows reach it through its refuse function, never a terminal.
 */
#ifndef DB_IMPORTDB_H
#define DB_IMPORTDB_H

#include <stddef.h>
#include <stdint.h>

#include "db.h"

enum db_import_col {
	DIC_EVENT, DIC_SESSION, DIC_TABLE, DIC_DEAL, DIC_SEAT1, DIC_SEAT2, DIC_SEAT3,
	DIC_SEAT4, DIC_DEALER, DIC_CONTRACT, DIC_DECLARER, DIC_PARTNER, DIC_KONTRAS,
	DIC_EYES, DIC_BOK, DIC_POINTS1, DIC_POINTS2, DIC_POINTS3, DIC_POINTS4, DIC_ABSENT,
	DIC__COUNT
};

/* The columns: each one's header name, and whether every file has it. */
struct db_import_colspec {
	const char	*name;
	int		 required;
};
extern const struct db_import_colspec db_import_cols[DIC__COUNT];

/*
 * A refused row: its line, the index of the field at fault (-1: none) and
 * the character in that field (from 1), and the words for people.
 */
typedef void	db_import_refuse_fn(void *ctx, int line, int field, int col, const char *msg);

struct db_import;

/*
 * A pipeline over the rows of a file whose header gave map (the field index
 * of each column, -1 if absent) and nhead fields. New events take ruleset
 * (NULL: psb); every version is written under entry.
 */
struct db_import *db_import_new(struct db *, const int map[DIC__COUNT], size_t nhead,
	    const char *ruleset, int64_t entry, db_import_refuse_fn *refuse, void *ctx);
/*
 * Judges and stores one row (its fields f, normalised in place). 0 (stored,
 * or refused and told), -1 with err (the database failed) or -2 with err
 * (--ruleset cannot be read: a usage error).
 */
int	 db_import_row(struct db_import *, int line, size_t n, char **f, struct errbuf *);
/* Finishes the last table read. 0 or -1 with err. */
int	 db_import_end(struct db_import *, struct errbuf *);
/* Deals stored, rows refused, and whether a refusal was of unreadable input (exit 2). */
long	 db_import_deals(const struct db_import *);
long	 db_import_errors(const struct db_import *);
int	 db_import_usage(const struct db_import *);
void	 db_import_free(struct db_import *);

#endif
