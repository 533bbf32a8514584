/*
 * New players whose names print like a registered player's: "Anna Kreft"
 * with a Cyrillic А, a zero-width space or a trailing no-break space. The
 * skeletons (unitext.h) of every player's name and alias are computed once
 * per handle into a hash set, so an import of many new players looks each
 * up in constant time.
 */
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "../util/i18n.h"
#include "../util/unitext.h"

struct skel_set {
	char	**skel;		/* open addressing; NULL: free slot */
	char	**name;		/* the stored name of each skeleton */
	int64_t	 *id;		/* its player */
	size_t	  n, cap;	/* cap a power of two */
};

static size_t
skel_hash(const char *s)
{
	size_t	 h = 14695981039346656037ULL & (size_t)-1;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * (1099511628211ULL & (size_t)-1);
	return h;
}

/* The slot of skel: where it is, or the free slot where it would go. */
static size_t
skel_slot(const struct skel_set *set, const char *skel)
{
	size_t	 i = skel_hash(skel) & (set->cap - 1);

	while (set->skel[i] != NULL && strcmp(set->skel[i], skel) != 0)
		i = (i + 1) & (set->cap - 1);
	return i;
}

/* Adds skel (taken over) for player id's name unless there; the first name of a skeleton stays. */
static void
skel_put(struct skel_set *set, char *skel, const char *name, int64_t id)
{
	struct skel_set	 big;
	size_t		 i;

	if ((set->n + 1) * 2 > set->cap) {
		big.cap = set->cap ? set->cap * 2 : 64;
		big.n = 0;
		big.skel = xcalloc(big.cap, sizeof(*big.skel));
		big.name = xcalloc(big.cap, sizeof(*big.name));
		big.id = xcalloc(big.cap, sizeof(*big.id));
		for (i = 0; i < set->cap; i++)
			if (set->skel[i] != NULL) {
				size_t j = skel_slot(&big, set->skel[i]);

				big.skel[j] = set->skel[i];
				big.name[j] = set->name[i];
				big.id[j] = set->id[i];
				big.n++;
			}
		free(set->skel);
		free(set->name);
		free(set->id);
		*set = big;
	}
	i = skel_slot(set, skel);
	if (set->skel[i] != NULL) {
		free(skel);
		return;
	}
	set->skel[i] = skel;
	set->name[i] = xstrdup(name);
	set->id[i] = id;
	set->n++;
}

void
db_confusable_free(struct db *db)
{
	struct skel_set	*set = db->skel;
	size_t		 i;

	if (set == NULL)
		return;
	for (i = 0; i < set->cap; i++) {
		free(set->skel[i]);
		free(set->name[i]);
	}
	free(set->skel);
	free(set->name);
	free(set->id);
	free(set);
	db->skel = NULL;
}

/* Reads every player's name and alias into db->skel. 0 or -1 with err. */
static int
skel_load(struct db *db, struct errbuf *err)
{
	sqlite3_stmt	*st;
	const char	*name, *stored;
	char		*skel;
	int		 rc;

	if ((st = db_stmt(db, STMT_PLAYER_NAMES, err)) == NULL)
		return -1;
	db->skel = xcalloc(1, sizeof(*db->skel));
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		name = (const char *)sqlite3_column_text(st, 1);
		stored = (const char *)sqlite3_column_text(st, 2);
		if (name != NULL && stored != NULL && (skel = utext_skeleton(name)) != NULL)
			skel_put(db->skel, skel, stored, sqlite3_column_int64(st, 0));
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE) {
		db_confusable_free(db);
		return db_fail(db, err, _("find name")) == 1 ? -1 : -1;
	}
	return 0;
}

void
db_confusable_allow(struct db *db, int allow)
{
	db->confusable_ok = allow;
}

int
db_confusable_check(struct db *db, const char *name, int64_t self, struct errbuf *err)
{
	char	*skel;
	size_t	 i;

	if (db->skel == NULL && skel_load(db, err) == -1)
		return -1;
	if (db->confusable_ok || db->skel->n == 0 || (skel = utext_skeleton(name)) == NULL)
		return 0;
	i = skel_slot(db->skel, skel);
	free(skel);
	if (db->skel->skel[i] == NULL || (self != 0 && db->skel->id[i] == self))
		return 0;
	if (self != 0)
		return db_refuse(db, err, DBR_PLAYER_CONFUSABLE, _("'%s' looks like the registered"
		    " player '%s' ('--new --new' renames all the same)"), name, db->skel->name[i]);
	return db_refuse(db, err, DBR_PLAYER_CONFUSABLE, _("'%s' looks like the registered"
	    " player '%s': did you mean '%s'? ('--new --new' registers it all the same)"),
	    name, db->skel->name[i], db->skel->name[i]);
}

void
db_confusable_add(struct db *db, const char *name, int64_t id)
{
	char	*skel;

	if (db->skel != NULL && (skel = utext_skeleton(name)) != NULL)
		skel_put(db->skel, skel, name, id);
}
