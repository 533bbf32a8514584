/*
 * Players and events found by name the way a referee reads names (case,
 * diacritics and repeated spaces folded: src/util/names.h), with the
 * nearest names when none matches; renaming, merging and removing players;
 * the current event (referee use).
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "../util/names.h"
#include "../util/i18n.h"

_Static_assert(DB_NEAR_MAX == NAME_PICK_MAX, "one list of names");

const char *
db_path(const struct db *db)
{
	return db->path;
}

/* Remembers a candidate among the nearest names (sorted by distance, then Polish order). */
static void
near_add(struct db_name_match *m, int dist, const char *name)
{
	int	 i, j;

	for (i = 0; i < m->nnear; i++)
		if (strcmp(m->near[i], name) == 0)
			return;
	for (i = 0; i < m->nnear; i++)
		if (dist < m->neardist[i] || (dist == m->neardist[i] &&
		    name_collate(name, m->near[i]) < 0))
			break;
	if (i >= DB_NEAR_MAX)
		return;
	if (m->nnear < DB_NEAR_MAX)
		m->nnear++;
	for (j = m->nnear - 1; j > i; j--) {
		memcpy(m->near[j], m->near[j - 1], sizeof(m->near[j]));
		m->neardist[j] = m->neardist[j - 1];
	}
	snprintf(m->near[i], sizeof(m->near[i]), "%s", name);
	m->neardist[i] = dist;
}

/*
 * Runs a statement (rows: id, name as found, name as stored) and matches
 * name by its key: 1 one id matches, 0 none, 2 several; -1 with err. The
 * nearest names (m->near) are looked for only with near set.
 */
static int
match_rows(struct db *db, enum db_stmt which, const char *name, int near,
    struct db_name_match *m, struct errbuf *err)
{
	char		 key[DB_NAME_MAX * 2], k[DB_NAME_MAX * 2];
	sqlite3_stmt	*st;
	const char	*found, *stored;
	int		 rc, d, exact = 0;

	memset(m, 0, sizeof(*m));
	name_key(name, key, sizeof(key));
	if ((st = db_stmt(db, which, err)) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		found = (const char *)sqlite3_column_text(st, 1);
		stored = (const char *)sqlite3_column_text(st, 2);
		if (found == NULL || stored == NULL)
			continue;
		name_key(found, k, sizeof(k));
		if (strcmp(k, key) != 0) {
			if (!near)
				continue;
			/* Near: 2 edits, or up to a third of the name. */
			d = name_distance(key, k);
			if (d <= 2 || d * 3 <= (int)strlen(key))
				near_add(m, d, stored);
			continue;
		}
		/* An exact match of the stored name wins over folded ones. */
		if (strcmp(found, name) == 0 && !exact) {
			exact = 1;
			m->count = 0;
		} else if (exact)
			continue;
		if (m->count > 0 && m->id == sqlite3_column_int64(st, 0))
			continue;
		if (m->count < DB_NEAR_MAX)
			snprintf(m->same[m->count], sizeof(m->same[0]), "%s", stored);
		m->count++;
		m->id = sqlite3_column_int64(st, 0);
		snprintf(m->name, sizeof(m->name), "%s", stored);
	}
	if (rc != SQLITE_DONE) {
		db_fail(db, err, _("find name"));
		sqlite3_reset(st);
		return -1;
	}
	sqlite3_reset(st);
	return m->count == 0 ? 0 : m->count == 1 ? 1 : 2;
}

/*
 * A bulk load's keys: every player's and alias's name key, with the one id
 * that has it (or several), so that a name not found by its exact spelling
 * costs one hash probe instead of a pass over every player (which made an
 * import quadratic in its new players). It is built on the first lookup of
 * a bulk transaction: nobody else writes until it ends, and db_keymap_free
 * drops it at every BEGIN, COMMIT, ROLLBACK and player rename or merge.
 */
struct keymap_slot {
	char		*key;		/* NULL: a free slot */
	char		*name;		/* the stored name of id */
	int64_t		 id;
	int		 several;	/* more than one player has the key */
};

struct db_keymap {
	struct keymap_slot *slot;
	size_t		 cap, n;	/* cap: a power of 2, at most half full */
};

static size_t
keymap_hash(const char *key)
{
	uint64_t	 h = 14695981039346656037ULL;	/* FNV-1a */

	for (; *key != '\0'; key++)
		h = (h ^ (unsigned char)*key) * 1099511628211ULL;
	return (size_t)(h ^ (h >> 29));
}

/* The slot of key, or the free slot where it would go. */
static struct keymap_slot *
keymap_slot(const struct db_keymap *km, const char *key)
{
	size_t	 i = keymap_hash(key) & (km->cap - 1);

	while (km->slot[i].key != NULL && strcmp(km->slot[i].key, key) != 0)
		i = (i + 1) & (km->cap - 1);
	return &km->slot[i];
}

static void
keymap_put(struct db_keymap *km, const char *key, int64_t id, const char *name)
{
	struct keymap_slot	*s, *old;
	size_t			 i, oldcap = km->cap;

	if ((km->n + 1) * 2 > km->cap) {
		old = km->slot;
		km->cap *= 2;
		km->slot = xcalloc(km->cap, sizeof(*km->slot));
		for (i = 0; i < oldcap; i++)
			if (old[i].key != NULL)
				*keymap_slot(km, old[i].key) = old[i];
		free(old);
	}
	s = keymap_slot(km, key);
	if (s->key != NULL) {
		s->several |= s->id != id;
		return;
	}
	s->key = xstrdup(key);
	s->name = xstrdup(name);
	s->id = id;
	km->n++;
}

void
db_keymap_free(struct db *db)
{
	struct db_keymap	*km = db->keymap;
	size_t			 i;

	if (km == NULL)
		return;
	for (i = 0; i < km->cap; i++) {
		free(km->slot[i].key);
		free(km->slot[i].name);
	}
	free(km->slot);
	free(km);
	db->keymap = NULL;
}

void
db_keymap_add(struct db *db, const char *name, int64_t id)
{
	char	 key[DB_NAME_MAX * 2];

	if (db->keymap == NULL)
		return;
	name_key(name, key, sizeof(key));
	keymap_put(db->keymap, key, id, name);
}

/* Reads every name into db->keymap. 0 or -1. */
static int
keymap_build(struct db *db, struct errbuf *err)
{
	char		 key[DB_NAME_MAX * 2];
	sqlite3_stmt	*st;
	const char	*found, *stored;
	int		 rc;

	if ((st = db_stmt(db, STMT_PLAYER_NAMES, err)) == NULL)
		return -1;
	db->keymap = xcalloc(1, sizeof(*db->keymap));
	db->keymap->cap = 1024;
	db->keymap->slot = xcalloc(db->keymap->cap, sizeof(*db->keymap->slot));
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		found = (const char *)sqlite3_column_text(st, 1);
		stored = (const char *)sqlite3_column_text(st, 2);
		if (found == NULL || stored == NULL)
			continue;
		name_key(found, key, sizeof(key));
		keymap_put(db->keymap, key, sqlite3_column_int64(st, 0), stored);
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE) {
		db_keymap_free(db);
		return db_fail(db, err, _("find name")) == 1 ? -1 : -1;
	}
	return 0;
}

/*
 * A name's key in a bulk transaction, by db->keymap: 1 one player (m set),
 * 0 none, 2 several (match_rows decides, as an exact spelling wins), -1.
 */
static int
keymap_find(struct db *db, const char *name, struct db_name_match *m, struct errbuf *err)
{
	char			 key[DB_NAME_MAX * 2];
	struct keymap_slot	*s;

	if (db->keymap == NULL && keymap_build(db, err) == -1)
		return -1;
	memset(m, 0, sizeof(*m));
	name_key(name, key, sizeof(key));
	s = keymap_slot(db->keymap, key);
	if (s->key == NULL)
		return 0;
	if (s->several)
		return 2;
	m->count = 1;
	m->id = s->id;
	snprintf(m->name, sizeof(m->name), "%s", s->name);
	snprintf(m->same[0], sizeof(m->same[0]), "%s", s->name);
	return 1;
}

int
db_player_find_name(struct db *db, const char *name, struct db_name_match *m,
    struct errbuf *err)
{
	return db_player_match(db, name, NULL, m, err);
}

/* Every player's names and aliases as candidates, in scope (db_player_match). */
struct cands {
	struct name_cand *c;
	char		**stored;
	size_t		  n, cap;
};

static void
cands_free(struct cands *cs)
{
	size_t	 i;

	for (i = 0; i < cs->n; i++) {
		free((char *)cs->c[i].name);
		free(cs->stored[i]);
	}
	free(cs->c);
	free(cs->stored);
}

/* Reads the candidates, each with its scope (0 table, 1 event, 2 all). 0 or -1. */
static int
cands_read(struct db *db, const struct db_name_scope *sc, struct cands *cs,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	const char	*found, *stored;
	int		 rc, i, scope;

	if ((st = db_stmt(db, STMT_PLAYER_SCOPED, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, sc != NULL ? sc->event : 0);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		found = (const char *)sqlite3_column_text(st, 1);
		stored = (const char *)sqlite3_column_text(st, 2);
		if (found == NULL || stored == NULL)
			continue;
		scope = sqlite3_column_int(st, 3) ? 1 : 2;
		for (i = 0; sc != NULL && i < sc->ntable; i++)
			if (sc->table[i] != 0 && sc->table[i] == sqlite3_column_int64(st, 0))
				scope = 0;
		if (cs->n == cs->cap) {
			cs->cap = cs->cap ? cs->cap * 2 : 64;
			cs->c = xreallocarray(cs->c, cs->cap, sizeof(*cs->c));
			cs->stored = xreallocarray(cs->stored, cs->cap, sizeof(*cs->stored));
		}
		cs->c[cs->n].name = xstrdup(found);
		cs->c[cs->n].id = sqlite3_column_int64(st, 0);
		cs->c[cs->n].scope = scope;
		cs->stored[cs->n++] = xstrdup(stored);
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return db_fail(db, err, _("find name")) == 1 ? -1 : -1;
	return 0;
}

/* A pick's result in m (stored[i]: candidate i's stored name). 1 one, 0 none, 2 several. */
static int
pick_fill(struct db_name_match *m, const struct name_pick *p, const struct name_cand *c,
    char *const *stored)
{
	int	 i;

	memset(m, 0, sizeof(*m));
	if (p->how == NAME_ONE) {
		m->count = 1;
		m->id = c[p->one].id;
		snprintf(m->name, sizeof(m->name), "%s", stored[p->one]);
		snprintf(m->same[0], sizeof(m->same[0]), "%s", m->name);
		return 1;
	}
	if (p->how == NAME_SEVERAL) {
		m->count = p->count;
		for (i = 0; i < p->n; i++)
			snprintf(m->same[i], sizeof(m->same[i]), "%s", stored[p->list[i]]);
		return 2;
	}
	m->nnear = p->n;
	for (i = 0; i < p->n; i++) {
		snprintf(m->near[i], sizeof(m->near[i]), "%s", stored[p->list[i]]);
		m->neardist[i] = p->dist[i];
	}
	return 0;
}

int
db_player_match(struct db *db, const char *name, const struct db_name_scope *sc,
    struct db_name_match *m, struct errbuf *err)
{
	struct cands	 cs = { 0 };
	struct name_pick p;
	int		 rc = -1;

	memset(m, 0, sizeof(*m));
	if (cands_read(db, sc, &cs, err) == 0) {
		name_pick(name, cs.c, cs.n, 0, &p);
		rc = pick_fill(m, &p, cs.c, cs.stored);
	}
	cands_free(&cs);
	return rc;
}

int
db_seat_match(const struct db_seats *seats, const char *name, struct db_name_match *m)
{
	struct name_cand c[4];
	struct name_pick p;
	char		*stored[4];
	size_t		 n = 0;
	int		 i;

	for (i = 0; i < 4; i++)
		if (seats->player[i] != 0) {
			c[n].name = seats->name[i];
			c[n].id = i + 1;
			c[n].scope = 0;
			stored[n++] = (char *)seats->name[i];
		}
	name_pick(name, c, n, 1, &p);
	return pick_fill(m, &p, c, stored);
}

int
db_player_find_key(struct db *db, const char *name, struct db_name_match *m,
    struct errbuf *err)
{
	int	 rc;

	if (db->bulk && !sqlite3_get_autocommit(db->h) &&
	    (rc = keymap_find(db, name, m, err)) != 2)
		return rc;
	return match_rows(db, STMT_PLAYER_NAMES, name, 0, m, err);
}

int
db_event_find_name(struct db *db, const char *name, struct db_name_match *m,
    struct errbuf *err)
{
	return match_rows(db, STMT_EVENT_NAMES, name, 1, m, err);
}

void
db_name_hint(const struct db_name_match *m, char *buf, size_t size)
{
	const char (*list)[DB_NAME_MAX] = m->count > 1 ? m->same : m->near;
	int	 n = m->count > 1 ? (m->count < DB_NEAR_MAX ? m->count : DB_NEAR_MAX) : m->nnear;
	size_t	 len;
	int	 i;

	*buf = '\0';
	for (i = 0; i < n; i++) {
		len = strlen(buf);
		/* TRANSLATORS: a name quoted in a list, "--" or "" before it */
		snprintf(buf + len, size - len, "%s", i == 0 ? "" : i == n - 1 ? _(" or ") : ", ");
		len = strlen(buf);
		snprintf(buf + len, size - len, _("'%s%s'"), "", list[i]);
	}
}

/* Runs a statement with up to two integer and one text parameter; 0, 1 or -1. */
static int
run(struct db *db, enum db_stmt which, int64_t a, int64_t b, const char *text,
    struct errbuf *err, const char *what)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt_as(db, which, err, what)) == NULL)
		return -1;
	if (sqlite3_bind_parameter_count(st) >= 1)
		sqlite3_bind_int64(st, 1, a);
	if (sqlite3_bind_parameter_count(st) >= 2)
		sqlite3_bind_int64(st, 2, b);
	if (sqlite3_bind_parameter_count(st) >= 3)
		db_bind_text(st, 3, text);
	rc = sqlite3_step(st);
	if (rc == SQLITE_DONE || rc == SQLITE_ROW)
		rc = 0;
	else
		rc = db_fail(db, err, what);
	sqlite3_reset(st);
	return rc;
}

/* One integer from a query with one or two integer parameters; 1, 0 or -1. */
static int
one(struct db *db, enum db_stmt which, int64_t a, int64_t b, int64_t *out, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt_as(db, which, err, "read")) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, a);
	if (sqlite3_bind_parameter_count(st) >= 2)
		sqlite3_bind_int64(st, 2, b);
	if (db_one_int(db, st, out, err, "read") == -1)
		return -1;
	return 1;
}

int
db_player_key_taken(struct db *db, const char *name, int64_t except, char *owner,
    size_t size, struct errbuf *err)
{
	struct db_name_match	 m;
	int			 rc;

	if ((rc = db_player_find_key(db, name, &m, err)) <= 0)
		return rc;
	if (rc == 1 && m.id == except)
		return 0;
	snprintf(owner, size, "%s", m.name);
	return 1;
}

int
db_player_rename(struct db *db, int64_t id, const char *name, struct errbuf *err)
{
	char	 owner[DB_NAME_MAX];
	int	 rc;

	db_keymap_free(db);
	if ((rc = db_player_key_taken(db, name, id, owner, sizeof(owner), err)) != 0)
		return rc == 1 ? db_refuse(db, err, DBR_PLAYER_EXISTS, _("the name '%s' is"
		    " taken by player '%s'"), name, owner) : -1;
	if ((rc = db_confusable_check(db, name, id, err)) != 0)
		return rc;
	db_confusable_free(db);	/* the names changed: read again when next needed */
	if ((rc = run(db, STMT_PLAYER_RENAME, id, 0, name, err, "rename player")) == 1 &&
	    db_failed_on(db, SQLITE_CONSTRAINT_CHECK))
		return db_refuse(db, err, DBR_PLAYER_NAME, _("a player name must not be empty or"
		    " start or end with a space: '%s'"), name);
	if (rc != 0)
		return rc;
	/* A name given back to its player is no alias any more. */
	return run(db, STMT_PLAYER_ALIAS_BACK, id, 0, name, err, "rename player");
}

int
db_player_merge(struct db *db, int64_t into, int64_t from, struct errbuf *err)
{
	static const enum db_stmt move[] = {
		STMT_MERGE_NOTE,
		STMT_MERGE_ALIAS_ADD,
		STMT_MERGE_ALIASES,
		STMT_MERGE_SEATS,
		STMT_MERGE_GAME_SEATS,
		STMT_MERGE_NOTE_CLEAR,
		STMT_MERGE_PLAYER_DELETE,
	};
	int64_t	 n;
	size_t	 i;
	int	 rc;

	db_keymap_free(db);
	if (into == from)
		return db_refuse(db, err, DBR_CONSTRAINT, _("a player cannot be merged into itself"));
	/* Team membership: B's team goes to A unless A has one. */
	if (one(db, STMT_MERGE_TEAMS, into, from, &n, err) == -1)
		return -1;
	if (n == 2)
		return db_refuse(db, err, DBR_ONE_TEAM, _("both players are in a team: a player"
		    " belongs to one team only"));
	if ((rc = run(db, STMT_MERGE_TEAM_MEMBER, into, from, NULL, err,
	    "merge players")) != 0)
		return rc;
	for (i = 0; i < sizeof(move) / sizeof(move[0]); i++) {
		if ((rc = run(db, move[i], into, from, NULL, err, "merge players")) == 0)
			continue;
		if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
			return db_refuse(db, err, DBR_ONE_TABLE_PER_SESSION, _("both players"
			    " sat in one session or game: their seats cannot be one player's"));
		return rc;
	}
	return 0;
}

int
db_player_remove(struct db *db, int64_t id, struct errbuf *err)
{
	int64_t	 n;

	db_keymap_free(db);
	if (one(db, STMT_PLAYER_SEATS, id, 0, &n, err) == -1)
		return -1;
	if (n > 0)
		return db_refuse(db, err, DBR_PLAYER_USED, P_("the player has %lld seat: a player"
		    " who ever sat is kept (rename or merge instead)", "the player has %lld seats: a"
		    " player who ever sat is kept (rename or merge instead)", n), (long long)n);
	if (one(db, STMT_PLAYER_TEAMS, id, 0, &n, err) == -1)
		return -1;
	if (n > 0)
		return db_refuse(db, err, DBR_PLAYER_USED, _("the player is in a team: a team"
		    " member is kept"));
	if (run(db, STMT_PLAYER_ALIASES_DELETE, id, 0, NULL, err, "remove player") != 0)
		return -1;
	return run(db, STMT_PLAYER_DELETE, id, 0, NULL, err, "remove player");
}

int
db_current_event(struct db *db, int64_t *event, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt_as(db, STMT_CURRENT_EVENT, err, _("current event"))) == NULL)
		return -1;
	return db_one_int(db, st, event, err, _("current event"));
}

int
db_current_event_set(struct db *db, int64_t event, struct errbuf *err)
{
	return run(db, STMT_CURRENT_EVENT_SET, event, 0, NULL, err, "use event");
}

int
db_event_name(struct db *db, int64_t event, char *name, size_t size, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	*name = '\0';
	if ((st = db_stmt_as(db, STMT_EVENT_NAME, err, _("find event"))) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		snprintf(name, size, "%s", (const char *)sqlite3_column_text(st, 0));
		rc = 1;
	} else if (rc == SQLITE_DONE)
		rc = 0;
	else
		rc = db_fail(db, err, _("find event")) == 1 ? -1 : -1;
	sqlite3_reset(st);
	return rc;
}
