/*
 * Signed event bundles (bundledb.h, schema/150-bundles.sql).
 *
 * A bundle's rows live in a small database of their own, "bundle", with one
 * table per kind of row (b_event, b_player, b_table, b_seat, b_entry,
 * b_version, b_link, b_signature) keyed by the venue's row ids. To write a
 * bundle, an empty one is attached in memory to the venue's connection, an
 * SQLite session records the event's rows copied into it, and the session's
 * changeset is the bundle's payload. To merge, the changeset is applied to
 * an empty bundle database on a connection of its own (SQLite applies a
 * changeset to "main" only), which is then handed to the office's
 * connection as the attached "bundle" (sqlite3_deserialize), so that the
 * merge is SQL over both (the statement table, db.c) inside one of the
 * office's own transactions: db_begin and db_commit link, ledger and sign
 * what it writes like any other command's writes.
 *
 * The bundle's own chains are recomputed with chain.c's hash before
 * anything is written: a version edited after its link was made, a link
 * dropped or a head that is not the signed one refuses the bundle.
 */
/* The session extension's declarations (Debian's libsqlite3 is built with it). */
#define SQLITE_ENABLE_SESSION		1
#define SQLITE_ENABLE_PREUPDATE_HOOK	1
#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bundledb.h"
#include "db.h"
#include "db_int.h"
#include "../util/i18n.h"

/*
 * The bundle database's tables; %s is the schema ("bundle" or "main"), so
 * each is made by ddl_run, not a fixed statement of db.c's table.
 */
static const char *const bundle_ddl[] = {
	"CREATE TABLE %s.b_event"	/* sql: generated */
	" (id INTEGER PRIMARY KEY, name TEXT, date TEXT, game TEXT,"
	" season TEXT, deals INTEGER, ruleset_name TEXT, ruleset TEXT, big1 INTEGER,"
	" big2 INTEGER, big3 INTEGER, big4 INTEGER, tie_mode TEXT, absent_big INTEGER,"
	" absent_small INTEGER, team_best_n INTEGER, season_best_n INTEGER, tie_breaks TEXT)",
	"CREATE TABLE %s.b_player"	/* sql: generated */
	" (id INTEGER PRIMARY KEY, name TEXT, club TEXT, licence TEXT)",
	"CREATE TABLE %s.b_table"	/* sql: generated */
	" (id INTEGER PRIMARY KEY, session INTEGER, number INTEGER)",
	"CREATE TABLE %s.b_seat"	/* sql: generated */
	" (table_id INTEGER, seat INTEGER, player_id INTEGER,"
	" absent INTEGER, PRIMARY KEY (table_id, seat))",
	"CREATE TABLE %s.b_entry"	/* sql: generated */
	" (id INTEGER PRIMARY KEY, entered_by TEXT, entered_at TEXT,"
	" reason TEXT, source TEXT)",
	"CREATE TABLE %s.b_version"	/* sql: generated */
	" (table_id INTEGER, number INTEGER, version INTEGER,"
	" void INTEGER, dealer INTEGER, contract TEXT, declarer INTEGER, partner INTEGER,"
	" kontras INTEGER, bok INTEGER, eyes INTEGER, won INTEGER, level INTEGER, p1 INTEGER,"
	" p2 INTEGER, p3 INTEGER, p4 INTEGER, record TEXT, entry_id INTEGER,"
	" PRIMARY KEY (table_id, number, version))",
	"CREATE TABLE %s.b_link"	/* sql: generated */
	" (table_id INTEGER, seq INTEGER, number INTEGER,"
	" version INTEGER, hash TEXT, PRIMARY KEY (table_id, seq))",
	"CREATE TABLE %s.b_signature"	/* sql: generated */
	" (id INTEGER PRIMARY KEY, table_id INTEGER, link INTEGER,"
	" head TEXT, public_key TEXT, signed_at TEXT, signature TEXT)",
	/* The merge's own work tables: never in a changeset (nothing is written to them then). */
	"CREATE TABLE %s.b_map"	/* sql: generated */
	" (kind TEXT, bid INTEGER, oid INTEGER, PRIMARY KEY (kind, bid))",
	"CREATE TABLE %s.b_todo"	/* sql: generated */
	" (table_id INTEGER, number INTEGER, vfrom INTEGER,"
	" PRIMARY KEY (table_id, number))",
};
#define NDDL	(sizeof(bundle_ddl) / sizeof(bundle_ddl[0]))
#define NCARRIED	8	/* the first NCARRIED tables travel in a changeset */

/* Creates the bundle tables in schema of h. SQLite's result code. */
static int
ddl_run(sqlite3 *h, const char *schema)
{
	char	 sql[1024];
	size_t	 i;
	int	 rc = SQLITE_OK;

	for (i = 0; i < NDDL && rc == SQLITE_OK; i++) {
		snprintf(sql, sizeof(sql), bundle_ddl[i], schema);
		rc = sqlite3_exec(h, sql, NULL, NULL, NULL);
	}
	return rc;
}

/* The statements naming bundle.* die with it: they are prepared again next time. */
static void
bundle_detach(struct db *db)
{
	sqlite3_stmt	*st;
	int		 i;

	for (i = STMT_BUNDLE_PUT_EVENT; i <= STMT_BUNDLE_LAST; i++) {
		sqlite3_finalize(db->stmt[i]);
		db->stmt[i] = NULL;
	}
	if ((st = db_stmt(db, STMT_BUNDLE_DETACH, NULL)) != NULL)
		(void)sqlite3_step(st), sqlite3_reset(st);
}

static int
bundle_attach(struct db *db, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt(db, STMT_BUNDLE_ATTACH, err)) == NULL ||
	    db_step_done(db, st, err, _("bundle")) != 0)
		return -1;
	return 0;
}

/* Runs the statements from..to, each with the event bound to ?1 when it has one. */
static int
run_range(struct db *db, int from, int to, int64_t event, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 i;

	for (i = from; i <= to; i++) {
		if ((st = db_stmt(db, (enum db_stmt)i, err)) == NULL)
			return -1;
		if (sqlite3_bind_parameter_count(st) > 0)
			sqlite3_bind_int64(st, 1, event);
		if (db_step_done(db, st, err, _("bundle")) != 0)
			return -1;
	}
	return 0;
}

/*
 * Every row of the statement id, each filled by fill into a new element
 * (elem bytes) of *arr, which grows from first elements. 0 or -1; the
 * caller frees *arr either way.
 */
static int
rows_read(struct db *db, enum db_stmt id, size_t elem, size_t first, void **arr, size_t *n,
    void (*fill)(sqlite3_stmt *, void *), struct errbuf *err)
{
	sqlite3_stmt	*st;
	char		*a = NULL;
	size_t		 cap = 0;
	int		 rc;

	*arr = NULL;
	*n = 0;
	if ((st = db_stmt(db, id, err)) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap ? 2 * cap : first;
			a = xreallocarray(a, cap, elem);
		}
		fill(st, a + *n * elem);
		(*n)++;
	}
	*arr = a;
	sqlite3_reset(st);
	return rc == SQLITE_DONE ? 0 : (db_fail(db, err, _("bundle")), -1);
}

static void
head_fill(sqlite3_stmt *st, void *elem)
{
	struct bundle_head *h = elem;

	h->session = sqlite3_column_int(st, 0);
	h->table = sqlite3_column_int(st, 1);
	h->link = sqlite3_column_int64(st, 2);
	snprintf(h->hash, sizeof(h->hash), "%s", db_col_text(st, 3));
}

/* The bundle's heads (one a table) into hs. 0 or -1. */
static int
heads_read(struct db *db, struct bundle_head **hs, size_t *n, struct errbuf *err)
{
	void	*a;
	int	 rc;

	rc = rows_read(db, STMT_BUNDLE_HEADS, sizeof(**hs), 16, &a, n, head_fill, err);
	*hs = a;
	return rc;
}

/* Copies the event's rows into the attached bundle under a session; its changeset into out. */
static int
make_changeset(struct db *db, int64_t event, struct db_bundle_made *out, struct errbuf *err)
{
	sqlite3_session	*s = NULL;
	sqlite3_stmt	*st;
	int		 rc;

	if ((rc = sqlite3session_create(db->h, "bundle", &s)) != SQLITE_OK ||
	    (rc = sqlite3session_attach(s, NULL)) != SQLITE_OK) {
		sqlite3session_delete(s);
		return err_set(err, 0, 0, _("%s: bundle: %s"), db->path, sqlite3_errstr(rc));
	}
	if (run_range(db, STMT_BUNDLE_PUT_EVENT, STMT_BUNDLE_PUT_SIGS, event, err) == -1 ||
	    heads_read(db, &out->heads, &out->nheads, err) == -1) {
		sqlite3session_delete(s);
		return -1;
	}
	rc = sqlite3session_changeset(s, &out->nchangeset, &out->changeset);
	sqlite3session_delete(s);
	if (rc != SQLITE_OK)
		return err_set(err, 0, 0, _("%s: bundle: %s"), db->path, sqlite3_errstr(rc));
	if ((st = db_stmt(db, STMT_BUNDLE_COUNTS, err)) == NULL)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW) {
		out->tables = sqlite3_column_int(st, 0);
		out->versions = sqlite3_column_int(st, 1);
	}
	sqlite3_reset(st);
	return 0;
}

int
db_bundle_make(struct db *db, int64_t event, struct db_bundle_made *out, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	memset(out, 0, sizeof(*out));
	if (bundle_attach(db, err) == -1)
		return -1;
	if (ddl_run(db->h, "bundle") != SQLITE_OK) {
		db_fail(db, err, _("bundle"));
		bundle_detach(db);
		return -1;
	}
	/* One read transaction: the rows of one moment, whoever writes meanwhile. */
	if ((st = db_stmt(db, STMT_BUNDLE_READ, err)) == NULL ||
	    db_step_done(db, st, err, _("bundle")) != 0) {
		bundle_detach(db);
		return -1;
	}
	rc = make_changeset(db, event, out, err);
	db_rollback(db);
	bundle_detach(db);
	if (rc == -1)
		db_bundle_made_free(out);
	return rc;
}

void
db_bundle_made_free(struct db_bundle_made *m)
{
	sqlite3_free(m->changeset);
	free(m->heads);
	memset(m, 0, sizeof(*m));
}

/* ------------------------------------------------------------ merge */

struct apply_ctx {
	int	 foreign;	/* a table that is not a bundle table */
};

static int
apply_filter(void *arg, const char *table)
{
	struct apply_ctx *c = arg;
	size_t		 i;
	char		 want[32];

	for (i = 0; i < NCARRIED; i++) {
		/* "CREATE TABLE %s.b_xxx (": the name after the dot */
		const char *p = strchr(bundle_ddl[i], '.') + 1;
		size_t	    n = (size_t)(strchr(p, ' ') - p);

		if (n < sizeof(want)) {
			memcpy(want, p, n);
			want[n] = '\0';
			if (strcmp(want, table) == 0)
				return 1;
		}
	}
	c->foreign = 1;
	return 0;
}

static int
apply_conflict(void *arg, int kind, sqlite3_changeset_iter *it)
{
	(void)arg;
	(void)kind;
	(void)it;
	return SQLITE_CHANGESET_ABORT;
}

/*
 * Applies the changeset to an empty bundle database of its own and gives
 * the database's image to the office's connection as "bundle". 0, 2 (the
 * changeset does not apply: err) or -1.
 */
static int
bundle_load(struct db *db, const struct bundle *b, struct errbuf *err)
{
	struct apply_ctx c = { 0 };
	sqlite3		*h = NULL;
	sqlite3_int64	 size = 0;
	unsigned char	*img;
	int		 rc;

	if (sqlite3_open_v2(":memory:", &h, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK ||
	    ddl_run(h, "main") != SQLITE_OK) {
		sqlite3_close(h);
		return err_set(err, 0, 0, _("%s: bundle: cannot make a scratch database"), db->path);
	}
	rc = sqlite3changeset_apply(h, (int)b->nchangeset, (void *)(uintptr_t)b->changeset,
	    apply_filter, apply_conflict, &c);
	if (rc != SQLITE_OK || c.foreign) {
		err_set(err, 0, 0, _("the changeset does not apply to an empty bundle (%s)"),
		    c.foreign ? _("a table that is not a bundle's") : sqlite3_errstr(rc));
		sqlite3_close(h);
		return 2;
	}
	img = sqlite3_serialize(h, "main", &size, 0);
	sqlite3_close(h);
	if (img == NULL)
		return err_set(err, 0, 0, _("%s: bundle: out of memory"), db->path);
	if (bundle_attach(db, err) == -1) {
		sqlite3_free(img);
		return -1;
	}
	if (sqlite3_deserialize(db->h, "bundle", img, size, size,
	    SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE) != SQLITE_OK) {
		bundle_detach(db);
		return db_fail(db, err, _("bundle")), -1;
	}
	return 0;
}

/* Where a bundle's check stopped: the table named by its session and number. */
static int
chain_fault(struct errbuf *err, sqlite3_stmt *st, const char *what)
{
	return err_set(err, 0, 0, _("event '%s', session %d, table %d, link %lld: %s"),
	    db_col_text(st, 5), sqlite3_column_int(st, 3), sqlite3_column_int(st, 4),
	    (long long)sqlite3_column_int64(st, 1), what), 1;
}

/* Whether the table's last link (seq, hash) is the head the bundle's header names. */
static int
head_listed(const struct bundle *b, int session, int table, int64_t seq, const char *hex)
{
	size_t	 i;

	for (i = 0; i < b->nheads; i++)
		if (b->heads[i].session == session && b->heads[i].table == table)
			return b->heads[i].link == seq && strcmp(b->heads[i].hash, hex) == 0;
	return 0;
}

/* Recomputes one link at the current row of st after prev; 0, or 1 when it does not hold. */
static int
link_holds(sqlite3_stmt *st, unsigned char prev[DB_CHAIN_BYTES], char hex[65])
{
	const char	*v[DB_CHAIN_FIELDS];
	size_t		 len[DB_CHAIN_FIELDS];
	char		 where[DB_NAME_MAX + 32];
	int		 i;

	snprintf(where, sizeof(where), "%s|%d|%d", db_col_text(st, 5),
	    sqlite3_column_int(st, 3), sqlite3_column_int(st, 4));
	for (i = 0; i < DB_CHAIN_FIELDS; i++) {
		v[i] = db_col_text(st, 6 + i);
		len[i] = (size_t)sqlite3_column_bytes(st, 6 + i);
	}
	db_chain_link_hash(prev, where, v, len, prev);
	db_hash_hex(prev, DB_CHAIN_BYTES, hex);
	return strcmp(hex, db_col_text(st, 2)) == 0 ? 0 : 1;
}

/*
 * The bundle's chains recomputed from its versions, each ending at the
 * head its header names, every version linked and every row belonging to
 * the bundle. 0, 1 (err says where it breaks) or -1.
 */
static int
bundle_chains(struct db *db, const struct bundle *b, struct errbuf *err)
{
	unsigned char	 prev[DB_CHAIN_BYTES];
	char		 hex[65];
	sqlite3_stmt	*st;
	int64_t		 table = 0, seq = 0, n;
	size_t		 tables = 0;
	int		 rc, s = 0, t = 0;

	if ((st = db_stmt(db, STMT_BUNDLE_CHAIN, err)) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (sqlite3_column_int64(st, 0) != table) {
			if (table != 0 && !head_listed(b, s, t, seq, hex))
				break;
			table = sqlite3_column_int64(st, 0);
			memset(prev, 0, sizeof(prev));
			seq = 0;
			tables++;
		}
		s = sqlite3_column_int(st, 3);
		t = sqlite3_column_int(st, 4);
		if (sqlite3_column_int64(st, 1) != ++seq || sqlite3_column_type(st, 6) == SQLITE_NULL ||
		    sqlite3_column_type(st, 27) == SQLITE_NULL) {
			rc = chain_fault(err, st, _("a link is missing, or names a version or entry"
			    " the bundle does not hold"));
			sqlite3_reset(st);
			return rc;
		}
		if (link_holds(st, prev, hex) != 0) {
			rc = chain_fault(err, st, _("the version does not hash to its link (changed"
			    " after it was linked)"));
			sqlite3_reset(st);
			return rc;
		}
	}
	sqlite3_reset(st);
	if (rc == SQLITE_ROW || (table != 0 && !head_listed(b, s, t, seq, hex)))
		return err_set(err, 0, 0, _("session %d, table %d: the chain does not end at the"
		    " head the bundle names"), s, t), 1;
	if (rc != SQLITE_DONE)
		return db_fail(db, err, _("bundle")), -1;
	if (tables != b->nheads)
		return err_set(err, 0, 0, _("the bundle names %zu chain heads but holds %zu chains"),
		    b->nheads, tables), 1;
	if ((st = db_stmt(db, STMT_BUNDLE_ORPHANS, err)) == NULL ||
	    db_one_int(db, st, &n, err, "bundle") != 1)
		return -1;
	if (n != 0)
		return err_set(err, 0, 0, _("the bundle holds rows that belong to nothing in it"
		    " (a version without a link, a seat of no table)")), 1;
	return 0;
}

static int
map_put(struct db *db, const char *kind, int64_t bid, int64_t oid, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt(db, STMT_BUNDLE_MAP, err)) == NULL)
		return -1;
	sqlite3_bind_text(st, 1, kind, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, bid);
	sqlite3_bind_int64(st, 3, oid);
	return db_step_done(db, st, err, _("bundle")) == 0 ? 0 : -1;
}

/* The office's event for the bundle's, added when missing. 0, 1 (refused, err) or -1. */
static int
merge_event(struct db *db, const struct bundle *b, int64_t *event, struct errbuf *err)
{
	struct db_event	 ev;
	sqlite3_stmt	*st;
	int64_t		 same;
	int		 rc;

	if ((st = db_stmt(db, STMT_BUNDLE_EVENT_GET, err)) == NULL)
		return -1;
	if ((rc = sqlite3_step(st)) != SQLITE_ROW || strcmp(db_col_text(st, 0), b->event) != 0 ||
	    strcmp(db_col_text(st, 1), "baska") != 0) {
		sqlite3_reset(st);
		return rc == SQLITE_ROW || rc == SQLITE_DONE ? err_set(err, 0, 0, _("the bundle"
		    " does not carry the Baśka event '%s' its header names"), b->event), 1 :
		    (db_fail(db, err, _("bundle")), -1);
	}
	sqlite3_reset(st);
	if ((rc = db_event_find(db, b->event, &ev, err)) == -1)
		return -1;
	if (rc == 0) {
		if ((st = db_stmt(db, STMT_BUNDLE_EVENT_ADD, err)) == NULL)
			return -1;
		if ((rc = db_step_done(db, st, err, _("bundle"))) != 0)
			return rc;
		*event = sqlite3_last_insert_rowid(db->h);
		return 0;
	}
	*event = ev.id;
	if ((st = db_stmt(db, STMT_BUNDLE_EVENT_SAME, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, ev.id);
	if (db_one_int(db, st, &same, err, "bundle") != 1)
		return -1;
	if (!same)
		return err_set(err, 0, 0, _("event '%s' is here with another game, ruleset or"
		    " number of deals than the bundle's: nothing merged"), b->event), 1;
	return 0;
}

/* The office's licence of player id ("" none) into buf; 0 or -1. */
static int
licence_of(struct db *db, const char *licence, int64_t id, int64_t *found, char *buf,
    size_t size, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	*found = 0;
	*buf = '\0';
	if ((st = db_stmt(db, STMT_BUNDLE_LICENCE, err)) == NULL)
		return -1;
	db_bind_text(st, 1, licence);
	sqlite3_bind_int64(st, 2, id);
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		*found = sqlite3_column_int64(st, 0);
		snprintf(buf, size, "%s", db_col_text(st, 2));
	}
	sqlite3_reset(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : (db_fail(db, err, _("bundle")), -1);
}

/*
 * One player of the bundle: the office's player with the same licence,
 * else the one whose name matches (case, diacritics, spaces, aliases),
 * else a new one. 0, 1 (ambiguous, err) or -1.
 */
static int
merge_player(struct db *db, const char *name, const char *club, const char *licence,
    int64_t *oid, int *added, struct errbuf *err)
{
	struct db_name_match m;
	char		 hint[DB_NEAR_MAX * (DB_NAME_MAX + 8)], have[DB_NAME_MAX];
	int		 rc;

	*added = 0;
	*oid = 0;
	if (*licence != '\0' && licence_of(db, licence, 0, oid, have, sizeof(have), err) == -1)
		return -1;
	if (*oid != 0)
		return 0;
	if ((rc = db_player_find_key(db, name, &m, err)) == -1)
		return -1;
	if (rc == 2) {
		db_name_hint(&m, hint, sizeof(hint));
		return err_set(err, 0, 0, _("player '%s' of the bundle matches several players"
		    " here: %s (give them licence numbers, or merge them with 'referee player"
		    " merge'): nothing merged"), name, hint), 1;
	}
	if (rc == 1) {
		if (licence_of(db, NULL, m.id, oid, have, sizeof(have), err) == -1)
			return -1;
		if (*licence != '\0' && *have != '\0' && strcmp(licence, have) != 0)
			return err_set(err, 0, 0, _("player '%s' of the bundle has licence %s, the"
			    " player '%s' here licence %s: which is it? nothing merged"), name,
			    licence, m.name, have), 1;
		*oid = m.id;
		return 0;
	}
	if ((rc = db_player_add(db, name, *club ? club : NULL, *licence ? licence : NULL,
	    err)) != 0)
		return rc;
	*added = 1;
	return db_player_get(db, name, 0, oid, err) == 1 ? 0 : -1;
}

static int
merge_players(struct db *db, struct db_merge *m, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 oid;
	char		*name, *club, *lic;
	int		 rc, added;

	if ((st = db_stmt(db, STMT_BUNDLE_PLAYERS, err)) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		name = xstrdup(db_col_text(st, 1));
		club = xstrdup(db_col_text(st, 2));
		lic = xstrdup(db_col_text(st, 3));
		rc = merge_player(db, name, club, lic, &oid, &added, err);
		free(name);
		free(club);
		free(lic);
		if (rc == 0)
			rc = map_put(db, "player", sqlite3_column_int64(st, 0), oid, err);
		if (rc != 0) {
			sqlite3_reset(st);
			return rc;
		}
		m->players += added;
	}
	sqlite3_reset(st);
	return rc == SQLITE_DONE ? 0 : (db_fail(db, err, _("bundle")), -1);
}

/* A table's seats as the bundle has them (player the office's id, 0 empty). */
struct bseats {
	int		 n;		/* seat rows */
	int		 seat[4], absent[4];
	int64_t		 player[4];
	char		 name[4][DB_NAME_MAX];
};

static int
bundle_seats(struct db *db, int64_t btable, struct bseats *bs, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	memset(bs, 0, sizeof(*bs));
	if ((st = db_stmt(db, STMT_BUNDLE_SEATS, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, btable);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW && bs->n < 4) {
		bs->seat[bs->n] = sqlite3_column_int(st, 0);
		bs->player[bs->n] = sqlite3_column_int64(st, 1);
		bs->absent[bs->n] = sqlite3_column_int(st, 2);
		snprintf(bs->name[bs->n], DB_NAME_MAX, "%s", db_col_text(st, 3));
		bs->n++;
	}
	sqlite3_reset(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : (db_fail(db, err, _("bundle")), -1);
}

/*
 * The bundle's seating of a table: written when the office has none, else
 * the same players in the same seats (an absence the venue marked since is
 * added). 0, 1 (a seating that differs, err) or -1.
 */
static int
merge_seats(struct db *db, int64_t otable, int64_t btable, int session, int number,
    const char *event, struct errbuf *err)
{
	struct db_seats	 os;
	struct bseats	 bs;
	int		 i, k, fresh, rc;

	if (bundle_seats(db, btable, &bs, err) == -1 || db_table_seats(db, otable, &os, err) == -1)
		return -1;
	fresh = os.nseated == 0;
	for (i = 0; i < bs.n; i++) {
		k = bs.seat[i] - 1;
		if (k < 0 || k > 3)
			continue;
		if (fresh) {
			if ((rc = db_seat_set(db, otable, k + 1, bs.player[i], err)) != 0)
				return rc;
		} else if (os.player[k] != bs.player[i])
			return err_set(err, 0, 0, _("event '%s', session %d, table %d, seat %d: '%s'"
			    " in the bundle, '%s' here: the seating differs; settle it, then merge"
			    " again: nothing merged"), event, session, number, k + 1, bs.name[i],
			    os.name[k]), 1;
		if (bs.absent[i] && (fresh || !os.absent[k]) &&
		    (rc = db_seat_absent(db, otable, k + 1, 1, err)) != 0)
			return rc;
	}
	return 0;
}

static int
merge_tables(struct db *db, int64_t event, struct db_merge *m, const char *name,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 oid, bid;
	int		 rc, s, t, found;

	if ((st = db_stmt(db, STMT_BUNDLE_TABLES, err)) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		bid = sqlite3_column_int64(st, 0);
		s = sqlite3_column_int(st, 1);
		t = sqlite3_column_int(st, 2);
		if ((found = db_table_get(db, event, s, t, 0, &oid, err)) == 0)
			found = db_table_get(db, event, s, t, 1, &oid, err), m->tables++;
		rc = found == -1 ? -1 : map_put(db, "table", bid, oid, err);
		if (rc == 0)
			rc = merge_seats(db, oid, bid, s, t, name, err);
		if (rc != 0) {
			sqlite3_reset(st);
			return rc;
		}
	}
	sqlite3_reset(st);
	return rc == SQLITE_DONE ? 0 : (db_fail(db, err, _("bundle")), -1);
}

static void
conflict_note(struct db_merge *m, sqlite3_stmt *st, int known)
{
	struct db_merge_conflict *c;

	m->conflicts = xreallocarray(m->conflicts, m->nconflicts + 1, sizeof(*m->conflicts));
	c = &m->conflicts[m->nconflicts++];
	c->session = sqlite3_column_int(st, 3);
	c->table = sqlite3_column_int(st, 4);
	c->deal = sqlite3_column_int(st, 1);
	c->office_version = sqlite3_column_int(st, 5);
	c->venue_version = sqlite3_column_int(st, 7);
	c->known = known;
}

/*
 * A deal on which the bundle disagrees (the current row of STMT_BUNDLE_DEALS):
 * queued with the bundle's newest version unless that version was queued
 * before. Returns 1 when it was added to the queue, 0, or -1.
 */
static int
deal_queue(struct db *db, sqlite3_stmt *d, int64_t bundle, struct db_merge *m,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 open;
	int		 i, rc;

	if ((st = db_stmt(db, STMT_BUNDLE_CONFLICT_STATE, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, sqlite3_column_int64(d, 2));
	sqlite3_bind_int(st, 2, sqlite3_column_int(d, 1));
	sqlite3_bind_int64(st, 3, sqlite3_column_int64(d, 0));
	sqlite3_bind_int(st, 4, sqlite3_column_int(d, 7));
	if ((rc = db_one_int(db, st, &open, err, "bundle")) == -1)
		return -1;
	if (rc == 1) {
		if (open)
			conflict_note(m, d, 1);
		return 0;
	}
	if ((st = db_stmt(db, STMT_BUNDLE_CONFLICT_ADD, err)) == NULL)
		return -1;
	for (i = 0; i < 3; i++)		/* ?1 table, ?2 deal, ?3 version of the bundle */
		sqlite3_bind_int64(st, i + 1, sqlite3_column_int64(d, i == 0 ? 0 : i == 1 ? 1 : 7));
	sqlite3_bind_int64(st, 5, sqlite3_column_int64(d, 2));
	sqlite3_bind_int(st, 6, sqlite3_column_int(d, 5));
	sqlite3_bind_int64(st, 7, bundle);
	if (db_step_done(db, st, err, _("bundle")) != 0)
		return -1;
	conflict_note(m, d, 0);
	return 1;
}

/*
 * Sorts the bundle's deals: those that descend from the office's versions
 * get their new versions listed in b_todo, the others are queued. The
 * number queued into *queued. 0 or -1.
 */
static int
merge_deals(struct db *db, int64_t bundle, struct db_merge *m, int *queued,
    struct errbuf *err)
{
	sqlite3_stmt	*st, *todo;
	int		 rc, have;

	*queued = 0;
	if ((st = db_stmt(db, STMT_BUNDLE_DEALS, err)) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		have = sqlite3_column_int(st, 5);	/* NULL: 0, the office has none */
		if (sqlite3_column_type(st, 6) != SQLITE_NULL) {
			if ((rc = deal_queue(db, st, bundle, m, err)) == -1)
				break;
			*queued += rc;
			continue;
		}
		if (sqlite3_column_int(st, 7) <= have)
			continue;
		if ((todo = db_stmt(db, STMT_BUNDLE_TODO, err)) == NULL) {
			rc = -1;
			break;
		}
		sqlite3_bind_int64(todo, 1, sqlite3_column_int64(st, 0));
		sqlite3_bind_int(todo, 2, sqlite3_column_int(st, 1));
		sqlite3_bind_int(todo, 3, have + 1);
		if ((rc = db_step_done(db, todo, err, _("bundle"))) != 0)
			break;
	}
	sqlite3_reset(st);
	if (rc == -1)
		return -1;
	return rc == SQLITE_DONE ? 0 : (db_fail(db, err, _("bundle")), -1);
}

/* One version to add: the bundle's table, deal, version and entry, the office's table. */
struct newv {
	int64_t		 btable, bentry, otable;
	int		 number, version;
};

static void
newv_fill(sqlite3_stmt *st, void *elem)
{
	struct newv	*v = elem;

	v->btable = sqlite3_column_int64(st, 0);
	v->number = sqlite3_column_int(st, 1);
	v->version = sqlite3_column_int(st, 2);
	v->bentry = sqlite3_column_int64(st, 3);
	v->otable = sqlite3_column_int64(st, 4);
}

static int
new_versions(struct db *db, struct newv **v, size_t *n, struct errbuf *err)
{
	void	*a;
	int	 rc;

	rc = rows_read(db, STMT_BUNDLE_NEW, sizeof(**v), 64, &a, n, newv_fill, err);
	*v = a;
	return rc;
}

/* Writes one version (its entry made first when new) and where it came from. 0, 1 or -1. */
static int
version_add(struct db *db, const struct newv *v, int64_t oentry, int64_t bundle,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	st = db_stmt(db, v->version == 1 ? STMT_BUNDLE_DEAL_INSERT : STMT_BUNDLE_DEAL_UPDATE, err);
	if (st == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, v->btable);
	sqlite3_bind_int(st, 2, v->number);
	sqlite3_bind_int(st, 3, v->version);
	sqlite3_bind_int64(st, 4, v->otable);
	sqlite3_bind_int64(st, 5, oentry);
	if ((rc = db_step_done(db, st, err, _("bundle"))) != 0)
		return rc;
	if (sqlite3_changes(db->h) != 1)
		return err_set(err, 0, 0, _("deal %d, version %d: the office's deal is not at the"
		    " version before it"), v->number, v->version), 1;
	if ((st = db_stmt(db, STMT_BUNDLE_PROVENANCE, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, v->otable);
	sqlite3_bind_int(st, 2, v->number);
	sqlite3_bind_int(st, 3, v->version);
	sqlite3_bind_int64(st, 4, bundle);
	return db_step_done(db, st, err, _("bundle"));
}

/*
 * Adds the listed versions in the order the venue wrote them, each entry
 * copied once (who, when, why and with what, as the venue's chain hashes
 * them), so a table new here gets the venue's very chain. 0, 1 or -1.
 */
static int
merge_add(struct db *db, int64_t bundle, struct db_merge *m, struct errbuf *err)
{
	struct newv	*v;
	sqlite3_stmt	*st;
	int64_t		 bentry = 0, oentry = 0;
	size_t		 n, i;
	int		 rc = 0;

	if (new_versions(db, &v, &n, err) == -1)
		return -1;
	for (i = 0; i < n && rc == 0; i++) {
		if (v[i].bentry != bentry) {	/* sorted by the venue's entry */
			if ((st = db_stmt(db, STMT_BUNDLE_ENTRY_ADD, err)) == NULL) {
				rc = -1;
				break;
			}
			sqlite3_bind_int64(st, 1, v[i].bentry);
			if ((rc = db_step_done(db, st, err, _("bundle"))) != 0)
				break;
			bentry = v[i].bentry;
			oentry = sqlite3_last_insert_rowid(db->h);
		}
		if ((rc = version_add(db, &v[i], oentry, bundle, err)) == 0)
			m->versions++;
	}
	free(v);
	return rc;
}

/* Extends the chains now, so the venue's signatures of the links they share can be kept. */
static int
merge_signatures(struct db *db, struct db_merge *m, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 n;

	if (db_chain_flush(db, err) == -1 || (st = db_stmt(db, STMT_BUNDLE_SIGS_COPY, err)) == NULL ||
	    db_step_done(db, st, err, _("bundle")) != 0)
		return -1;
	m->signatures = sqlite3_changes(db->h);
	if ((st = db_stmt(db, STMT_BUNDLE_SAME_HEADS, err)) == NULL ||
	    db_one_int(db, st, &n, err, "bundle") != 1)
		return -1;
	m->same_heads = (int)n;
	return 0;
}

static int
bundle_record(struct db *db, const struct bundle *b, int64_t event, const char *digest,
    const char *signer_name, const char *now, int64_t *id, struct errbuf *err)
{
	sqlite3_stmt	*st;
	char		 pk[KEY_B64];
	int		 rc;

	if ((st = db_stmt(db, STMT_BUNDLE_RECORD, err)) == NULL)
		return -1;
	key_public_b64(b->signer, pk);
	sqlite3_bind_int64(st, 1, event);
	sqlite3_bind_text(st, 2, digest, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, pk, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(st, 4, signer_name, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, b->signed_at, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 6, now, -1, SQLITE_STATIC);
	if ((rc = db_step_done(db, st, err, _("bundle"))) == 0)
		*id = sqlite3_last_insert_rowid(db->h);
	return rc;
}

/* The merge's transaction, between db_begin and db_commit. 0, 1 or -1. */
static int
merge_run(struct db *db, const struct bundle *b, const char *digest, const char *signer_name,
    const char *now, struct db_merge *m, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 event = 0, id = 0;
	int		 rc, queued = 0;

	if ((rc = merge_event(db, b, &event, err)) != 0 ||
	    (rc = bundle_record(db, b, event, digest, signer_name, now, &id, err)) != 0 ||
	    (rc = merge_players(db, m, err)) != 0 ||
	    (rc = merge_tables(db, event, m, b->event, err)) != 0 ||
	    (rc = merge_deals(db, id, m, &queued, err)) != 0 ||
	    (rc = merge_add(db, id, m, err)) != 0)
		return rc;
	if (m->versions == 0 && queued == 0 && m->players == 0 && m->tables == 0) {
		m->status = DBM_NOTHING_NEW;
		return 0;
	}
	if ((rc = merge_signatures(db, m, err)) != 0 ||
	    (st = db_stmt(db, STMT_BUNDLE_COUNT, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, id);
	sqlite3_bind_int(st, 2, m->versions);
	sqlite3_bind_int(st, 3, queued);
	if (db_step_done(db, st, err, _("bundle")) != 0)
		return -1;
	m->status = DBM_MERGED;
	return 0;
}

int
db_bundle_merge(struct db *db, const struct bundle *b, const char *digest,
    const char *signer_name, const char *now, struct db_merge *m, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 seen;
	int		 rc;

	memset(m, 0, sizeof(*m));
	if ((st = db_stmt(db, STMT_BUNDLE_SEEN, err)) == NULL)
		return -1;
	sqlite3_bind_text(st, 1, digest, -1, SQLITE_STATIC);
	if (db_one_int(db, st, &seen, err, "bundle") != 1)
		return -1;
	if (seen) {
		m->status = DBM_ALREADY;
		return 0;
	}
	if ((rc = bundle_load(db, b, err)) != 0)
		return rc;
	if ((rc = bundle_chains(db, b, err)) != 0 || (rc = db_begin(db, err)) != 0) {
		bundle_detach(db);
		return rc;
	}
	rc = merge_run(db, b, digest, signer_name, now, m, err);
	if (rc == 0 && m->status == DBM_MERGED)
		rc = db_commit(db, err);
	else
		db_rollback(db);
	bundle_detach(db);
	return rc;
}

void
db_merge_free(struct db_merge *m)
{
	free(m->conflicts);
	m->conflicts = NULL;
	m->nconflicts = 0;
}

/* ------------------------------------------------------------ resolve */

int
db_conflict_resolve(struct db *db, int64_t table, int deal, enum db_take take, int version,
    int64_t entry, int *made, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 conflict;
	int		 rc, cur, has;

	if ((st = db_stmt(db, STMT_CONFLICT_OPEN, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	sqlite3_bind_int(st, 2, deal);
	if ((rc = db_one_int(db, st, &conflict, err, "resolve")) != 1)
		return rc == 0 ? err_set(err, 0, 0, _("deal %d has no open conflict"), deal), 1 : -1;
	if ((st = db_stmt(db, STMT_CONFLICT_HAS_VERSION, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	sqlite3_bind_int(st, 2, deal);
	sqlite3_bind_int(st, 3, version);
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		cur = sqlite3_column_int(st, 0);
		has = sqlite3_column_int(st, 1);
	}
	sqlite3_reset(st);
	if (rc != SQLITE_ROW)
		return db_fail(db, err, NT_("resolve")), -1;
	if (take == DB_TAKE_OFFICE)
		version = cur;
	else if (take == DB_TAKE_VERSION && !has)
		return err_set(err, 0, 0, _("deal %d has no version %d here (its versions are 1"
		    " to %d)"), deal, version, cur), 1;
	if ((st = db_stmt(db, STMT_CONFLICT_TAKE, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	sqlite3_bind_int(st, 2, deal);
	sqlite3_bind_int64(st, 3, entry);
	sqlite3_bind_int(st, 4, take != DB_TAKE_VENUE);
	sqlite3_bind_int64(st, 5, take == DB_TAKE_VENUE ? conflict : version);
	if ((rc = db_step_done(db, st, err, NT_("resolve"))) != 0)
		return rc;
	*made = cur + 1;
	if ((st = db_stmt(db, STMT_CONFLICT_SETTLE, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	sqlite3_bind_int(st, 2, deal);
	sqlite3_bind_int(st, 3, *made);
	return db_step_done(db, st, err, NT_("resolve")) == 0 ? 0 : -1;
}

void
db_bundle_fill(struct bundle *b, const struct db_event *ev, const char *signer_name,
    const unsigned char pk[KEY_PUBLIC], const char *now, const struct db_bundle_made *made)
{
	memset(b, 0, sizeof(*b));
	b->schema = db_schema_version();
	snprintf(b->event, sizeof(b->event), "%s", ev->name);
	snprintf(b->date, sizeof(b->date), "%s", ev->date);
	snprintf(b->signer_name, sizeof(b->signer_name), "%s", signer_name);
	memcpy(b->signer, pk, sizeof(b->signer));
	snprintf(b->signed_at, sizeof(b->signed_at), "%s", now);
	b->heads = made->heads;
	b->nheads = made->nheads;
	b->changeset = made->changeset;
	b->nchangeset = (size_t)made->nchangeset;
}
