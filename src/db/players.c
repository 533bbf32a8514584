/*
 * Players and events found by name the way a referee reads names (case,
 * diacritics and repeated spaces folded: src/util/names.h), with the
 * nearest names when none matches; renaming, merging and removing players;
 * the current event (referee use).
 */
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "../util/names.h"
#include "../util/i18n.h"

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

int
db_player_find_name(struct db *db, const char *name, struct db_name_match *m,
    struct errbuf *err)
{
	return match_rows(db, STMT_PLAYER_NAMES, name, 1, m, err);
}

int
db_player_find_key(struct db *db, const char *name, struct db_name_match *m,
    struct errbuf *err)
{
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
		snprintf(buf + len, size - len, "%s'%s'", i == 0 ? "" : i == n - 1 ? " or " : ", ",
		    list[i]);
	}
}

/* Runs a statement with up to two integer and one text parameter; 0, 1 or -1. */
static int
run(struct db *db, const char *sql, int64_t a, int64_t b, const char *text,
    struct errbuf *err, const char *what)
{
	sqlite3_stmt	*st;
	int		 rc;

	if (sqlite3_prepare_v2(db->h, sql, -1, &st, NULL) != SQLITE_OK)
		return db_fail(db, err, what) == 1 ? -1 : -1;
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
	sqlite3_finalize(st);
	return rc;
}

/* One integer from a query with one or two integer parameters; 1, 0 or -1. */
static int
one(struct db *db, const char *sql, int64_t a, int64_t b, int64_t *out, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if (sqlite3_prepare_v2(db->h, sql, -1, &st, NULL) != SQLITE_OK)
		return db_fail(db, err, "read") == 1 ? -1 : -1;
	sqlite3_bind_int64(st, 1, a);
	if (sqlite3_bind_parameter_count(st) >= 2)
		sqlite3_bind_int64(st, 2, b);
	if (db_one_int(db, st, out, err, "read") == -1) {
		sqlite3_finalize(st);
		return -1;
	}
	sqlite3_finalize(st);
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

	if ((rc = db_player_key_taken(db, name, id, owner, sizeof(owner), err)) != 0)
		return rc == 1 ? db_refuse(db, err, DBR_PLAYER_EXISTS, _("the name '%s' is"
		    " taken by player '%s'"), name, owner) : -1;
	if ((rc = run(db, "UPDATE player SET name = ?3 WHERE id = ?1 AND ?2 = ?2", id, 0,
	    name, err, "rename player")) == 1 && db_failed_on(db, SQLITE_CONSTRAINT_CHECK))
		return db_refuse(db, err, DBR_PLAYER_NAME, _("a player name must not be empty or"
		    " start or end with a space: '%s'"), name);
	if (rc != 0)
		return rc;
	/* A name given back to its player is no alias any more. */
	return run(db, "DELETE FROM player_alias WHERE player_id = ?1 AND ?2 = ?2 AND name = ?3",
	    id, 0, name, err, "rename player");
}

int
db_player_merge(struct db *db, int64_t into, int64_t from, struct errbuf *err)
{
	static const char *const move[] = {
		"INSERT INTO player_merge (from_id, to_id) VALUES (?2, ?1)",
		"INSERT INTO player_alias (name, player_id) SELECT name, ?1 FROM player WHERE id = ?2",
		"UPDATE player_alias SET player_id = ?1 WHERE player_id = ?2",
		"UPDATE seat SET player_id = ?1 WHERE player_id = ?2",
		"UPDATE dice_seat SET player_id = ?1 WHERE player_id = ?2",
		"UPDATE ryb_seat SET player_id = ?1 WHERE player_id = ?2",
		"DELETE FROM player_merge",
		"DELETE FROM player WHERE id = ?2",
	};
	int64_t	 n;
	size_t	 i;
	int	 rc;

	if (into == from)
		return db_refuse(db, err, DBR_CONSTRAINT, _("a player cannot be merged into itself"));
	/* Team membership: B's team goes to A unless A has one. */
	if (one(db, "SELECT count(*) FROM team_member WHERE player_id IN (?1, ?2)", into, from,
	    &n, err) == -1)
		return -1;
	if (n == 2)
		return db_refuse(db, err, DBR_ONE_TEAM, _("both players are in a team: a player"
		    " belongs to one team only"));
	if ((rc = run(db, "UPDATE team_member SET player_id = ?1 WHERE player_id = ?2", into, from,
	    NULL, err, "merge players")) != 0)
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

	if (one(db, "SELECT (SELECT count(*) FROM seat WHERE player_id = ?1)"
	    " + (SELECT count(*) FROM dice_seat WHERE player_id = ?1)"
	    " + (SELECT count(*) FROM ryb_seat WHERE player_id = ?1)", id, 0, &n, err) == -1)
		return -1;
	if (n > 0)
		return db_refuse(db, err, DBR_PLAYER_USED, P_("the player has %lld seat: a player"
		    " who ever sat is kept (rename or merge instead)", "the player has %lld seats: a"
		    " player who ever sat is kept (rename or merge instead)", n), (long long)n);
	if (one(db, "SELECT count(*) FROM team_member WHERE player_id = ?1", id, 0, &n,
	    err) == -1)
		return -1;
	if (n > 0)
		return db_refuse(db, err, DBR_PLAYER_USED, _("the player is in a team: a team"
		    " member is kept"));
	if (run(db, "DELETE FROM player_alias WHERE player_id = ?1", id, 0, NULL, err,
	    "remove player") != 0)
		return -1;
	return run(db, "DELETE FROM player WHERE id = ?1", id, 0, NULL, err, "remove player");
}

int
db_current_event(struct db *db, int64_t *event, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if (sqlite3_prepare_v2(db->h, "SELECT event_id FROM current_event WHERE id = 1", -1,
	    &st, NULL) != SQLITE_OK)
		return db_fail(db, err, _("current event")) == 1 ? -1 : -1;
	rc = db_one_int(db, st, event, err, _("current event"));
	sqlite3_finalize(st);
	return rc;
}

int
db_current_event_set(struct db *db, int64_t event, struct errbuf *err)
{
	return run(db, "INSERT OR REPLACE INTO current_event (id, event_id) VALUES (1, ?1)",
	    event, 0, NULL, err, "use event");
}

int
db_event_name(struct db *db, int64_t event, char *name, size_t size, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	*name = '\0';
	if (sqlite3_prepare_v2(db->h, "SELECT name FROM event WHERE id = ?1", -1, &st,
	    NULL) != SQLITE_OK)
		return db_fail(db, err, _("find event")) == 1 ? -1 : -1;
	sqlite3_bind_int64(st, 1, event);
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		snprintf(name, size, "%s", (const char *)sqlite3_column_text(st, 0));
		rc = 1;
	} else if (rc == SQLITE_DONE)
		rc = 0;
	else
		rc = db_fail(db, err, _("find event")) == 1 ? -1 : -1;
	sqlite3_finalize(st);
	return rc;
}
