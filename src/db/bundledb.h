/*
 * Signed event bundles (src/db/bundle.c, schema/150-bundles.sql): a venue
 * writes one event's rows as an SQLite session changeset; the league office
 * merges bundles through the tool's own write path, keeps where each deal
 * version came from, and queues the deals on which a bundle disagrees with
 * what the office holds until a referee settles them.
 */
#ifndef BUNDLEDB_H
#define BUNDLEDB_H

#include <stdint.h>

#include "db.h"
#include "../util/bundle_file.h"

/* What db_bundle_make wrote: the changeset and the chain head of every table. */
struct db_bundle_made {
	void		*changeset;	/* SQLite's memory: db_bundle_made_free */
	int		 nchangeset;
	struct bundle_head *heads;
	size_t		 nheads;
	int		 tables, versions;
};

/*
 * The rows of a Baśka event (the event, its tables, seats and seated
 * players, every deal version with its entry and chain link, the stored
 * signatures of its heads) as a changeset against an empty bundle
 * database, read in one transaction; nothing is written. 0 or -1 with
 * err. The caller checks that the event is a Baśka one (bundle make).
 */
int	 db_bundle_make(struct db *, int64_t event, struct db_bundle_made *, struct errbuf *);
void	 db_bundle_made_free(struct db_bundle_made *);
/*
 * Fills the description of the bundle of event ev that made holds, signed
 * by signer_name (public key pk) at now; b points into made.
 */
void	 db_bundle_fill(struct bundle *b, const struct db_event *ev, const char *signer_name,
	    const unsigned char pk[KEY_PUBLIC], const char *now, const struct db_bundle_made *made);

/* A deal on which the bundle disagreed. */
struct db_merge_conflict {
	int		 session, table, deal;
	int		 office_version, venue_version;
	int		 known;		/* queued already by an earlier bundle */
};

/* What a merge did. */
struct db_merge {
	enum { DBM_MERGED, DBM_NOTHING_NEW, DBM_ALREADY } status;
	int		 players, tables, versions;	/* added */
	int		 signatures;	/* venue signatures of heads now held here */
	int		 same_heads;	/* tables whose head here is the one the venue signed */
	struct db_merge_conflict *conflicts;
	size_t		 nconflicts;
	struct db_merge_conflict *last;	/* the refusing table, where one is named */
};

/*
 * Merges a decoded bundle (its signature checked by the caller, digest
 * bundle_digest of its bytes, signer_name from the league's keys file) in
 * one transaction: the bundle's chains recomputed against its heads, its
 * players mapped (licence, then name), its tables and seats, the deal
 * versions descending from the office's added in the order they were
 * written (linked, ledgered, signed), the others queued. Returns 0 (m
 * says what), 1 refused (err: a broken chain, an ambiguous player, a
 * seating or event that differs), 2 a changeset that does not apply, or
 * -1. On anything but 0 the database is unchanged. Free m with
 * db_merge_free.
 */
int	 db_bundle_merge(struct db *, const struct bundle *, const char *digest,
	    const char *signer_name, const char *now, struct db_merge *, struct errbuf *);
void	 db_merge_free(struct db_merge *);

/* How a referee settles a disputed deal. */
enum db_take { DB_TAKE_VENUE, DB_TAKE_OFFICE, DB_TAKE_VERSION };

/*
 * Settles the open conflict of a deal as its next version (the venue's
 * version queued last, the office's current one, or the office's version
 * number version), written under entry, and closes the deal's conflicts.
 * Returns 0 with the new version in *made, 1 (no open conflict, no such
 * version: err), or -1. The caller holds the transaction.
 */
int	 db_conflict_resolve(struct db *, int64_t table, int deal, enum db_take, int version,
	    int64_t entry, int *made, struct errbuf *);

#endif
