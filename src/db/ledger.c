/*
 * The ledger (schema/090-ledger.sql): one hash chain over every stored row
 * of the tables the deal chain (chain.c) does not cover.
 *
 * A row is known by its table and key (the quote() of its primary key
 * columns, ',' between) and stored as its canonical text: the quote() of
 * its covered columns in the order of the table below, ',' between (a
 * text holding a NUL byte as T and the quote() of its bytes: sql_value). Columns
 * the triggers keep (seat counts, totals, the kept seat points) are not
 * covered: verify recomputes them. A Generał card's total and place are
 * (the points and place of its game_result_seat, as for every game of the
 * generic store): each turn links its seat anew, and verify recomputes
 * them too.
 *
 * Rows written in a transaction are marked dirty by temporary triggers
 * (AFTER INSERT, UPDATE OF the covered columns, DELETE); just before COMMIT
 * each dirty row whose text differs from its newest link gets a link: its
 * current text, or NULL when it is gone. A link's hash is BLAKE2b-256 over
 * a domain string, the previous link's hash (32 zero bytes for the first)
 * and the table, key, presence and text as netstrings.
 */
#include <sodium.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "../util/i18n.h"

#define LEDGER_DOMAIN	"referee ledger 1"
#define LT_MAXKEY	3
#define LT_MAXCOL	20

/*
 * A covered table. noun names a row (two %s: the label columns), or is
 * NULL when the event, session and table already name it; label and ctx
 * are SQL over the row t: two labels, and the event name, session and
 * table number of the row (NULL, 0 when none).
 */
struct ltable {
	const char	*name;
	const char	*key[LT_MAXKEY + 1];
	const char	*col[LT_MAXCOL + 1];
	const char	*noun;
	const char	*label;
	const char	*ctx;
};

#define CTX_NONE	"NULL, 0, 0"
#define CTX_EVENT(id)	"(SELECT name FROM event WHERE id = " id "), 0, 0"
#define CTX_DICE	CTX_EVENT("(SELECT event_id FROM game_result WHERE id = t.game_id)")
#define CTX_RESULT	CTX_EVENT("(SELECT event_id FROM game_result WHERE id = t.result_id)")
#define CTX_TABLE	"(SELECT e.name FROM play_table p JOIN event e ON e.id = p.event_id" \
	" WHERE p.id = t.table_id), (SELECT session FROM play_table WHERE id = t.table_id)," \
	" (SELECT number FROM play_table WHERE id = t.table_id)"

static const struct ltable ltables[] = {
	{ "player", { "id" }, { "id", "name", "club", "licence" },
	    N_("player %s"), "t.name, NULL", CTX_NONE },
	{ "team", { "id" }, { "id", "name" }, N_("team %s"), "t.name, NULL", CTX_NONE },
	{ "team_member", { "team_id", "player_id" }, { "team_id", "player_id" },
	    N_("member %s of team %s"), "(SELECT name FROM player WHERE id = t.player_id),"
	    " (SELECT name FROM team WHERE id = t.team_id)", CTX_NONE },
	{ "player_alias", { "name" }, { "name", "player_id" }, N_("alias %s"), "t.name, NULL",
	    CTX_NONE },
	{ "player_merge", { "from_id", "to_id" }, { "from_id", "to_id" },
	    N_("merge of player %s into player %s"), "t.from_id, t.to_id", CTX_NONE },
	{ "event", { "id" }, { "id", "name", "date", "game", "season", "deals", "ruleset_name",
	    "ruleset", "big1", "big2", "big3", "big4", "tie_mode", "absent_big", "absent_small",
	    "team_best_n", "season_best_n", "tie_breaks" },
	    NULL, "NULL, NULL", "t.name, 0, 0" },
	{ "play_table", { "id" }, { "id", "event_id", "session", "number" },
	    NULL, "NULL, NULL", CTX_EVENT("t.event_id") ", t.session, t.number" },
	{ "seat", { "table_id", "seat" }, { "table_id", "event_id", "session", "seat",
	    "player_id", "absent" }, N_("seat %s"), "t.seat, NULL",
	    "(SELECT e.name FROM play_table p JOIN event e ON e.id = p.event_id"
	    " WHERE p.id = t.table_id), (SELECT session FROM play_table WHERE id = t.table_id),"
	    " (SELECT number FROM play_table WHERE id = t.table_id)" },
	{ "entry", { "id" }, { "id", "entered_by", "entered_at", "reason", "source" },
	    N_("entry %s"), "t.id, NULL", CTX_NONE },
	{ "dice_turn", { "game_id", "position", "box" }, { "game_id", "seq", "position", "box",
	    "d1", "d2", "d3", "d4", "d5", "points", "bonus", "throws", "entry_id" },
	    N_("turn %s of dice game %s"),
	    "t.seq, (SELECT number FROM game_result WHERE id = t.game_id)", CTX_DICE },
	{ "dice_turn_undo", { "id" }, { "id", "game_id", "seq", "position", "box", "d1", "d2",
	    "d3", "d4", "d5", "points", "bonus", "throws", "entry_id", "undo_entry_id" },
	    N_("withdrawn turn %s of dice game %s"),
	    "t.seq, (SELECT number FROM game_result WHERE id = t.game_id)", CTX_DICE },
	{ "game_result", { "id" }, { "id", "event_id", "number", "players", "record", "entry_id" },
	    N_("game %s"), "t.number, NULL", CTX_EVENT("t.event_id") },
	{ "game_result_seat", { "result_id", "seat" }, { "result_id", "seat", "player_id",
	    "points", "place" }, N_("seat %s of game %s"),
	    "t.seat, (SELECT number FROM game_result WHERE id = t.result_id)", CTX_RESULT },
	{ "game_result_value", { "result_id", "seat", "key" }, { "result_id", "seat", "key",
	    "value" }, N_("seat %s of game %s"), "t.seat || ' (' || t.key || ')',"
	    " (SELECT number FROM game_result WHERE id = t.result_id)", CTX_RESULT },
	{ "chain_head", { "table_id" }, { "table_id", "seq", "hash" },
	    N_("the head of the hash chain (link %s)"), "t.seq, NULL", CTX_TABLE },
	{ "ledger_adopted", { "migration" }, { "migration", "from_version", "upto" },
	    N_("the record of the links migration %s adopted"), "t.migration, NULL", CTX_NONE },
	{ "bundle_merged", { "id" }, { "id", "event_id", "digest", "signer", "signer_name",
	    "signed_at", "merged_at", "added", "queued" }, N_("merged bundle %s"),
	    "t.id, NULL", CTX_EVENT("t.event_id") },
	{ "bundle_version", { "table_id", "number", "version" }, { "table_id", "number",
	    "version", "bundle_id" }, N_("the bundle of version %s of deal %s"),
	    "t.version, t.number", CTX_TABLE },
	{ "deal_conflict", { "id" }, { "id", "table_id", "number", "office_version", "bundle_id",
	    "venue_version", "venue_link", "void", "contract", "declarer", "partner", "eyes",
	    "p1", "p2", "p3", "p4", "entered_by", "entered_at", "reason", "resolved_version" },
	    N_("conflict %s of deal %s"), "t.id, t.number", CTX_TABLE },
};
#define NLTABLES	(sizeof(ltables) / sizeof(ltables[0]))

/*
 * Tables the ledger covered until a migration dropped them: their links
 * stay in the chain as history (hashed and checked like any other) and
 * name no row stored now. 170 moved Rybaření's games to the generic store
 * (game_result, whose rows it links anew), 180 Generał's (dice_turn and
 * dice_turn_undo stay, referring to game_result).
 */
static const char *const retired[] = { "ryb_game", "ryb_seat", "dice_game", "dice_seat" };

/* ------------------------------------------------------------ SQL text */

/*
 * The ledger's SQL is made here, per covered table: its name, key and
 * columns (ltables) are spliced into the text, so these statements cannot
 * be fixed ones of db.c's table. make lint (tests/lint/sql.sh) allows the
 * line that starts each such statement by its mark, "sql: generated".
 * The ledger's fixed statements are in db.c's table.
 */

/*
 * The canonical text of one value, v an SQL expression: quote(v), except a
 * text holding a NUL byte, which is T followed by the quote() of its bytes
 * as a blob (quote() and every text function stop at the first NUL, so a
 * name with bytes added after a NUL would otherwise read unchanged: found
 * by fuzz_verify).
 */
static void
sql_value(struct strbuf *sb, const char *v)
{
	sb_addf(sb, NT_("CASE WHEN typeof(%s) = 'text' AND instr(CAST(%s AS BLOB), X'00') > 0"
	    " THEN 'T' || quote(CAST(%s AS BLOB)) ELSE quote(%s) END"), v, v, v, v);
}

/*
 * The canonical texts of a.c1, a.c2 ... of a column list, ',' between: one
 * printf() rather than a chain of ||, each of which copied the text so far
 * (an event's text holds its whole ruleset).
 */
static void
sql_quoted_as(struct strbuf *sb, const char *alias, const char *const *col, int ints)
{
	char	 v[128];
	int	 i;

	if (col[1] == NULL) {
		snprintf(v, sizeof(v), "%s.%s", alias, col[0]);
		if (ints)
			sb_addf(sb, NT_("quote(%s)"), v);
		else
			sql_value(sb, v);
		return;
	}
	sb_adds(sb, NT_("printf('"));
	for (i = 0; col[i] != NULL; i++)
		sb_adds(sb, i > 0 ? ",%s" : "%s");
	sb_adds(sb, "'");
	for (i = 0; col[i] != NULL; i++) {
		snprintf(v, sizeof(v), "%s.%s", alias, col[i]);
		sb_adds(sb, ", ");
		if (ints)
			sb_addf(sb, NT_("quote(%s)"), v);
		else
			sql_value(sb, v);
	}
	sb_adds(sb, ")");
}

static void
sql_quoted(struct strbuf *sb, const char *alias, const char *const *col)
{
	sql_quoted_as(sb, alias, col, 0);
}

/* The values marking a row of lt dirty: 'name', k1, k2, k3 (0 past its key). */
static void
sql_mark(struct strbuf *sb, const struct ltable *lt, const char *alias)
{
	int	 i;

	sb_addf(sb, "'%s'", lt->name);
	for (i = 0; i < LT_MAXKEY; i++)
		if (lt->key[i] != NULL)
			sb_addf(sb, ", %s.%s", alias, lt->key[i]);
		else
			sb_adds(sb, ", 0");
}

/* The key text of the dirty row d: the canonical texts of d.k1, d.k2 ... */
static void
sql_dirty_key(struct strbuf *sb, const struct ltable *lt)
{
	char	 v[16];
	int	 i;

	for (i = 0; lt->key[i] != NULL; i++) {
		if (i > 0)
			sb_adds(sb, " || ',' || ");
		snprintf(v, sizeof(v), "d.k%d", i + 1);
		sql_value(sb, v);
	}
}

/* t.k1 = d.k1 AND ... */
static void
sql_key_join(struct strbuf *sb, const struct ltable *lt)
{
	int	 i;

	for (i = 0; lt->key[i] != NULL; i++)
		sb_addf(sb, "%st.%s = d.k%d", i ? NT_(" AND ") : "", lt->key[i], i + 1);
}

/* The text of row t, NULL when the outer join found none. */
static void
sql_text(struct strbuf *sb, const struct ltable *lt)
{
	sb_addf(sb, NT_("CASE WHEN t.%s IS NULL THEN NULL ELSE "),
	    lt->key[0] ? lt->key[0] : NT_("rowid"));
	sql_quoted(sb, "t", lt->col);
	sb_adds(sb, NT_(" END"));
}

/*
 * Marks a row (NEW or OLD) dirty. Not INSERT OR IGNORE: the conflict
 * clause of the statement that fires a trigger overrides those inside it
 * (an upsert's would abort); an upsert of its own is not overridden.
 */
static void
sql_mark_stmt(struct strbuf *sb, const struct ltable *lt, const char *alias, int known)
{
	sb_adds(sb, NT_(" INSERT INTO ledger_dirty VALUES ("));	/* sql: generated */
	sql_mark(sb, lt, alias);
	if (known) {	/* the row as it was before the transaction first touched it */
		sb_adds(sb, ", 1, ");
		sql_quoted(sb, alias, lt->col);
	} else
		sb_adds(sb, NT_(", 0, NULL"));
	sb_adds(sb, NT_(") ON CONFLICT DO NOTHING;"));
}

/* The temporary triggers of one table. */
static void
sql_triggers(struct strbuf *sb, const struct ltable *lt)
{
	int	 i;

	sb_addf(sb, NT_("CREATE TEMP TRIGGER IF NOT EXISTS ledger_i_%s"	/* sql: generated */
	    " AFTER INSERT ON main.%s BEGIN"), lt->name, lt->name);
	sql_mark_stmt(sb, lt, "NEW", 0);
	sb_addf(sb, NT_(" END; CREATE TEMP TRIGGER IF NOT EXISTS ledger_d_%s AFTER DELETE ON"
	    " main.%s BEGIN"), lt->name, lt->name);
	sql_mark_stmt(sb, lt, "OLD", 1);
	sb_addf(sb, NT_(" END; CREATE TEMP TRIGGER IF NOT EXISTS ledger_u_%s AFTER UPDATE OF "),
	    lt->name);
	for (i = 0; lt->col[i] != NULL; i++)
		sb_addf(sb, "%s%s", i ? ", " : "", lt->col[i]);
	sb_addf(sb, NT_(" ON main.%s BEGIN"), lt->name);
	sql_mark_stmt(sb, lt, "OLD", 1);
	sql_mark_stmt(sb, lt, "NEW", 0);
	sb_adds(sb, NT_(" END;"));
}

/* Marks every row of lt dirty. */
static void
sql_mark_rows(struct strbuf *sb, const struct ltable *lt)
{
	sb_adds(sb, NT_("INSERT INTO temp.ledger_dirty"	/* sql: generated */
	    " (tbl, k1, k2, k3) SELECT "));
	sql_mark(sb, lt, "t");
	sb_addf(sb, NT_(" FROM main.%s t WHERE 1 ON CONFLICT DO NOTHING;"), lt->name);
}

/*
 * The rows of lt made by a bulk load: its column col above floor, each
 * row's key columns, then its covered columns. Only play_table and seat
 * are read so: STRICT tables whose covered columns are all INTEGER, whose
 * texts (quote() of each, ',' between) new_rows_text makes in C.
 */
static void
sql_new_rows(struct strbuf *sb, const struct ltable *lt, const char *col, int64_t floor)
{
	int	 i;

	sb_adds(sb, NT_("SELECT "));	/* sql: generated */
	for (i = 0; lt->key[i] != NULL; i++)
		sb_addf(sb, "%st.%s", i > 0 ? ", " : "", lt->key[i]);
	for (i = 0; lt->col[i] != NULL; i++)
		sb_addf(sb, ", t.%s", lt->col[i]);
	sb_addf(sb, NT_(" FROM main.%s t WHERE %s > %lld"), lt->name, col, (long long)floor);
}

/*
 * The first dirty row of lt, known before the transaction, whose text then
 * was not that of its newest link (bulk: tables and seats above floor are
 * the load's own, marked by their updates only).
 */
static void
sql_precheck(struct strbuf *sb, const struct ltable *lt, int bulk, int64_t floor)
{
	sb_adds(sb, NT_("SELECT dkey FROM (SELECT "));	/* sql: generated */
	sql_dirty_key(sb, lt);
	sb_addf(sb, NT_(" AS dkey, d.old AS old FROM temp.ledger_dirty d WHERE d.tbl = '%s'"
	    " AND d.known"), lt->name);
	/* A bulk load's new tables and seats are marked by their updates only (bulk_new_rows) */
	if (bulk && (strcmp(lt->name, "play_table") == 0 || strcmp(lt->name, "seat") == 0))
		sb_addf(sb, NT_(" AND d.k1 <= %lld"), (long long)floor);
	sb_addf(sb, NT_(") WHERE old IS NOT (SELECT l.text FROM ledger l WHERE l.tbl = '%s'"
	    " AND l.key = dkey ORDER BY l.seq DESC LIMIT 1) LIMIT 1"), lt->name);
}

/* The dirty rows of lt whose text (NULL: deleted) is not that of their newest link. */
static void
sql_changed(struct strbuf *sb, const struct ltable *lt)
{
	sb_adds(sb, NT_("SELECT dkey, now FROM (SELECT "));	/* sql: generated */
	sql_dirty_key(sb, lt);
	sb_adds(sb, NT_(" AS dkey, "));
	sql_text(sb, lt);
	sb_addf(sb, NT_(" AS now FROM temp.ledger_dirty d LEFT JOIN main.%s t ON "), lt->name);
	sql_key_join(sb, lt);
	sb_addf(sb, NT_(" WHERE d.tbl = '%s') WHERE now IS NOT (SELECT l.text FROM ledger l"
	    " WHERE l.tbl = '%s' AND l.key = dkey ORDER BY l.seq DESC LIMIT 1)"
	    " ORDER BY dkey"), lt->name, lt->name);
}

/*
 * Every row of lt against its newest link: columns 0-2 where, 3-4 the
 * labels, 5 the key, 6 the row's text, 7 its newest link's text, 8 whether
 * it has a link at all.
 */
static void
rows_sql(struct strbuf *sql, const struct ltable *lt)
{
	sb_addf(sql, NT_("SELECT %s, %s, k, now, l.text, l.seq IS NOT NULL"	/* sql: generated */
	    " FROM (SELECT t.*, "), lt->ctx, lt->label);
	sql_quoted(sql, "t", lt->key);
	sb_adds(sql, NT_(" AS k, "));
	sql_quoted(sql, "t", lt->col);
	sb_addf(sql, NT_(" AS now FROM main.%s t) t LEFT JOIN ledger l ON l.tbl = '%s' AND"
	    " l.key = t.k AND l.seq = (SELECT max(seq) FROM ledger m WHERE m.tbl = '%s'"
	    " AND m.key = t.k) WHERE l.text IS NOT t.now"), lt->name, lt->name, lt->name);
}

/* The rows of lt whose newest link has a text, but which are no longer stored. */
static void
gone_sql(struct strbuf *sql, const struct ltable *lt)
{
	sb_addf(sql, NT_("SELECT key FROM ledger l WHERE tbl = '%s'"	/* sql: generated */
	    " AND text IS NOT NULL"
	    " AND seq = (SELECT max(seq) FROM ledger m WHERE m.tbl = l.tbl AND m.key = l.key)"
	    " EXCEPT SELECT "), lt->name);
	sql_quoted(sql, "t", lt->key);
	sb_addf(sql, NT_(" FROM main.%s t"), lt->name);
}

/* Every row of lt: its key and its text, in the table's order. */
static void
scan_sql(struct strbuf *sql, const struct ltable *lt)
{
	int	 i;

	/* the key's columns, then the row's, as stored: their texts made in C (scan_text) */
	sb_adds(sql, NT_("SELECT "));	/* sql: generated */
	for (i = 0; lt->key[i] != NULL; i++)
		sb_addf(sql, NT_("t.%s, "), lt->key[i]);
	for (i = 0; lt->col[i] != NULL; i++)
		sb_addf(sql, i > 0 ? NT_(", t.%s") : NT_("t.%s"), lt->col[i]);
	sb_addf(sql, NT_(" FROM main.%s t"), lt->name);
}

static int
exec_sql(struct db *db, const char *sql, struct errbuf *err)
{
	char	*msg = NULL;

	if (sqlite3_exec(db->h, sql, NULL, NULL, &msg) != SQLITE_OK) {
		err_set(err, 0, 0, _("%s: ledger: %s"), db->path, msg ? msg : _("error"));
		sqlite3_free(msg);
		return -1;
	}
	return 0;
}

/*
 * Which covered tables the file has: a migration older than the newest
 * (090 replayed on a file of version 89) runs before the later tables
 * exist. Flags by index into ltables; 0 or -1.
 */
static int
tables_present(struct db *db, int present[NLTABLES], struct errbuf *err)
{
	sqlite3_stmt	*st;
	const char	*t;
	size_t		 i;
	int		 rc;

	memset(present, 0, NLTABLES * sizeof(present[0]));
	if ((st = db_stmt_as(db, STMT_LEDGER_TABLES, err, "ledger")) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		for (i = 0, t = (const char *)sqlite3_column_text(st, 0); i < NLTABLES; i++)
			if (t != NULL && strcmp(t, ltables[i].name) == 0)
				present[i] = 1;
	sqlite3_reset(st);
	return rc == SQLITE_DONE ? 0 : (db_fail(db, err, _("ledger")), -1);
}

int
db_ledger_setup(struct db *db, struct errbuf *err)
{
	struct strbuf	 sb = { NULL, 0, 0 };
	int		 present[NLTABLES];
	size_t		 i;
	int		 rc;

	if (sodium_init() < 0)
		return err_set(err, 0, 0, _("libsodium cannot start"));
	if (tables_present(db, present, err) == -1)
		return -1;
	sb_adds(&sb, db_sql(STMT_LEDGER_DIRTY_CREATE));
	for (i = 0; i < NLTABLES; i++)
		if (present[i])
			sql_triggers(&sb, &ltables[i]);
	rc = exec_sql(db, sb_str(&sb), err);
	sb_free(&sb);
	if (rc == 0)
		db->ledger_ready = 1;
	return rc;
}

int
db_ledger_mark_all(struct db *db, struct errbuf *err)
{
	struct strbuf	 sb = { NULL, 0, 0 };
	int		 present[NLTABLES];
	size_t		 i;
	int		 rc;

	if (tables_present(db, present, err) == -1)
		return -1;
	for (i = 0; i < NLTABLES; i++)
		if (present[i])
			sql_mark_rows(&sb, &ltables[i]);
	rc = exec_sql(db, sb_str(&sb), err);
	sb_free(&sb);
	return rc;
}

int
db_ledger_mark_table(struct db *db, const char *table, struct errbuf *err)
{
	struct strbuf	 sb = { NULL, 0, 0 };
	size_t		 i;
	int		 rc = 0;

	for (i = 0; i < NLTABLES; i++)
		if (strcmp(ltables[i].name, table) == 0)
			sql_mark_rows(&sb, &ltables[i]);
	if (sb.len > 0)
		rc = exec_sql(db, sb_str(&sb), err);
	sb_free(&sb);
	return rc;
}

/* ------------------------------------------------------------ hashing */

/*
 * The hash of a link after prev: its table, key, and text (NULL: the row
 * was deleted), each of the given bytes (verify hashes a stored link's
 * whole value: a NUL byte added to its text must not go unseen).
 */
static void
link_hash(const unsigned char prev[DB_CHAIN_BYTES], const char *tbl, size_t tbllen,
    const char *key, size_t keylen, const char *text, size_t textlen,
    unsigned char out[DB_CHAIN_BYTES])
{
	struct db_hbuf	 hb;

	db_hbuf_init(&hb);
	db_hbuf_field(&hb, LEDGER_DOMAIN, strlen(LEDGER_DOMAIN));
	db_hbuf_add(&hb, prev, DB_CHAIN_BYTES);
	db_hbuf_field(&hb, tbl, tbllen);
	db_hbuf_field(&hb, key, keylen);
	db_hbuf_field(&hb, text ? "1" : "0", 1);
	db_hbuf_field(&hb, text ? text : "", text ? textlen : 0);
	db_hbuf_final(&hb, out);
}

/* ------------------------------------------------------------ COMMIT */

struct llink {
	const char	*tbl;
	char		*key, *text;
};

struct lflush {
	struct llink	*l;
	size_t		 n, cap;
};

static void
lflush_add(struct lflush *f, const char *tbl, const char *key, const char *text)
{
	if (f->n == f->cap) {
		f->cap = f->cap ? f->cap * 2 : 64;
		f->l = xreallocarray(f->l, f->cap, sizeof(*f->l));
	}
	f->l[f->n].tbl = tbl;
	f->l[f->n].key = xstrdup(key ? key : "");
	f->l[f->n].text = text ? xstrdup(text) : NULL;
	f->n++;
}

/* Runs a query of (key, text) rows, each one link of lt's table. */
static int
links_from(struct db *db, const struct ltable *lt, const char *sql, struct lflush *f,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if (sqlite3_prepare_v2(db->h, sql, -1, &st, NULL) != SQLITE_OK)
		return db_fail(db, err, _("ledger")), -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		lflush_add(f, lt->name, (const char *)sqlite3_column_text(st, 0),
		    (const char *)sqlite3_column_text(st, 1));
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return db_fail(db, err, _("ledger")), -1;
	return 0;
}

/* An integer as quote() writes it: the digits from the end (printf's "%lld", a tenth of the cost). */
static void
int_add(struct strbuf *sb, int64_t v)
{
	char		 buf[24], *p = buf + sizeof(buf);
	uint64_t	 u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	sb_addn(sb, p, (size_t)(buf + sizeof(buf) - p));
}

/*
 * The text of n INTEGER columns of st from column first on, as quote()
 * of each with ',' between writes it: the decimal number, or NULL.
 */
static void
new_rows_text(struct strbuf *sb, sqlite3_stmt *st, int first, int n)
{
	int		 i;

	sb_reset(sb);
	for (i = first; i < first + n; i++) {
		if (i > first)
			sb_addc(sb, ',');
		if (sqlite3_column_type(st, i) == SQLITE_NULL) {
			sb_addn(sb, NT_("NULL"), 4);	/* quote() of NULL */
			continue;
		}
		int_add(sb, sqlite3_column_int64(st, i));
	}
}

/*
 * The text of n columns of st from column first on, as sql_quoted writes
 * it: quote() of each, ',' between (the number, NULL, or the text in
 * quotes, a quote doubled). -1 for a value it does not write that way (a
 * real, a blob, a text holding a NUL byte): the queries that name each
 * difference decide then.
 */
static int
scan_text(struct strbuf *sb, sqlite3_stmt *st, int first, int n)
{
	const char	*t, *q;
	size_t		 len;
	int		 i;

	sb_reset(sb);
	for (i = first; i < first + n; i++) {
		if (i > first)
			sb_addc(sb, ',');
		switch (sqlite3_column_type(st, i)) {
		case SQLITE_NULL:
			sb_addn(sb, NT_("NULL"), 4);	/* quote() of NULL */
			break;
		case SQLITE_INTEGER:
			int_add(sb, sqlite3_column_int64(st, i));
			break;
		case SQLITE_TEXT:
			if ((t = (const char *)sqlite3_column_text(st, i)) == NULL)
				return -1;
			len = (size_t)sqlite3_column_bytes(st, i);
			if (memchr(t, '\0', len) != NULL)
				return -1;
			sb_addc(sb, '\'');
			while ((q = memchr(t, '\'', len)) != NULL) {
				sb_addn(sb, t, (size_t)(q - t) + 1);
				sb_addc(sb, '\'');
				len -= (size_t)(q - t) + 1;
				t = q + 1;
			}
			sb_addn(sb, t, len);
			sb_addc(sb, '\'');
			break;
		default:
			return -1;
		}
	}
	return 0;
}

/* Links by key, as ORDER BY of a TEXT column sorts them (BINARY: strcmp without NUL). */
static int
llink_cmp(const void *a, const void *b)
{
	return strcmp(((const struct llink *)a)->key, ((const struct llink *)b)->key);
}

/*
 * Bulk mode (an import): the insert triggers of play_table and seat are off
 * (db_ledger_bulk), the rows they would mark are those of the tables this
 * load made (ids above db->bulk_floor), linked in one pass. Rows written
 * before the load are never compared here: a raw-SQL edit made before an
 * import stays unlinked for verify to find. The texts are made here, not
 * by SQLite's printf() and quote() a column, then sorted by key: the same
 * texts in the same order at a fraction of the cost (issue 31).
 */
static int
bulk_new_rows(struct db *db, struct lflush *f, struct errbuf *err)
{
	static const char *const where[] = { "play_table", "t.id", "seat", "t.table_id" };
	struct strbuf	 sb = { NULL, 0, 0 }, key = { NULL, 0, 0 }, text = { NULL, 0, 0 };
	const struct ltable *lt;
	sqlite3_stmt	*st;
	size_t		 i, k, from;
	int		 rc = 0, nkey, ncol;

	for (k = 0; k < 4 && rc == 0; k += 2) {
		for (i = 0, lt = &ltables[0]; i < NLTABLES; i++)
			if (strcmp(ltables[i].name, where[k]) == 0)
				lt = &ltables[i];
		for (nkey = 0; lt->key[nkey] != NULL; nkey++)
			;
		for (ncol = 0; lt->col[ncol] != NULL; ncol++)
			;
		sb_reset(&sb);
		sql_new_rows(&sb, lt, where[k + 1], db->bulk_floor);
		if (sqlite3_prepare_v2(db->h, sb_str(&sb), -1, &st, NULL) != SQLITE_OK) {
			db_fail(db, err, _("ledger"));
			rc = -1;
			break;
		}
		from = f->n;
		while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
			new_rows_text(&key, st, 0, nkey);
			new_rows_text(&text, st, nkey, ncol);
			lflush_add(f, lt->name, sb_str(&key), sb_str(&text));
		}
		sqlite3_finalize(st);
		if (rc != SQLITE_DONE) {
			db_fail(db, err, _("ledger"));
			rc = -1;
			break;
		}
		rc = 0;
		if (f->n > from)	/* f->l is NULL while no link is kept */
			qsort(f->l + from, f->n - from, sizeof(*f->l), llink_cmp);
	}
	sb_free(&sb);
	sb_free(&key);
	sb_free(&text);
	return rc;
}

/*
 * Before a write extends the ledger: each row the transaction changed or
 * deleted was, before it, the text of its newest link. Otherwise the next
 * link would sign what was changed behind the tool's back: refused, 1 with
 * err naming the row. 0 when it holds, -1 on error.
 */
static int
flush_precheck(struct db *db, const struct ltable *lt, struct errbuf *err)
{
	struct strbuf	 sb = { NULL, 0, 0 };
	sqlite3_stmt	*st;
	int		 rc;

	sql_precheck(&sb, lt, db->bulk, db->bulk_floor);
	rc = sqlite3_prepare_v2(db->h, sb_str(&sb), -1, &st, NULL);
	sb_free(&sb);
	if (rc != SQLITE_OK)
		return db_fail(db, err, _("ledger")), -1;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		err_set(err, 0, 0, _("%s: the row %s of %s is not as its link in the ledger has it"
		    " (changed behind the tool's back): nothing written, run referee verify"),
		    db->path, (const char *)sqlite3_column_text(st, 0), lt->name);
	sqlite3_finalize(st);
	if (rc == SQLITE_ROW)
		return 1;
	return rc == SQLITE_DONE ? 0 : (db_fail(db, err, _("ledger")), -1);
}

/*
 * The dirty rows of one table whose text is not that of their newest link:
 * a row written or changed, or one deleted after it was linked.
 */
static int
flush_table(struct db *db, const struct ltable *lt, struct lflush *f, struct errbuf *err)
{
	struct strbuf	 sb = { NULL, 0, 0 };
	int		 rc;

	sql_changed(&sb, lt);
	rc = links_from(db, lt, sb_str(&sb), f, err);
	sb_free(&sb);
	return rc;
}

int
db_ledger_bulk(struct db *db, struct errbuf *err)
{
	return exec_sql(db, db_sql(STMT_LEDGER_BULK_DROP), err);
}

/* The newest link: its seq (0 when none) and hash (zeros when none). */
int
db_ledger_last(struct db *db, int64_t *seq, unsigned char h[DB_CHAIN_BYTES], struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	*seq = 0;
	memset(h, 0, DB_CHAIN_BYTES);
	if ((st = db_stmt(db, STMT_LEDGER_LAST, err)) == NULL)
		return -1;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*seq = sqlite3_column_int64(st, 0);
		if (db_hash_column(st, 1, h) == -1)
			rc = SQLITE_CORRUPT;
	}
	sqlite3_reset(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return err_set(err, 0, 0, _("%s: the ledger is damaged (run referee verify)"),
		    db->path);
	return 0;
}

/*
 * Writes the links of f after the newest one, DB_LEDGER_MANY a statement
 * while that many are left (an import's thousands of new tables and seats:
 * a statement's own cost was as much as its row's), the rest one by one.
 */
static int
links_write(struct db *db, const struct lflush *f, struct errbuf *err)
{
	unsigned char	 prev[DB_CHAIN_BYTES];
	char		(*hex)[2 * DB_CHAIN_BYTES + 1];
	const struct llink *l;
	sqlite3_stmt	*st;
	int64_t		 seq;
	size_t		 i, j, n;
	int		 k, rc = 0;

	if (db_ledger_last(db, &seq, prev, err) == -1)
		return -1;
	hex = xreallocarray(NULL, DB_LEDGER_MANY, sizeof(*hex));
	for (i = 0; i < f->n && rc == 0; i += n) {
		n = f->n - i >= DB_LEDGER_MANY ? DB_LEDGER_MANY : 1;
		if ((st = db_stmt_as(db, n > 1 ? STMT_LEDGER_ADD_MANY : STMT_LEDGER_ADD, err,
		    "ledger")) == NULL) {
			rc = -1;
			break;
		}
		for (j = 0; j < n; j++) {
			l = &f->l[i + j];
			k = 5 * (int)j;
			link_hash(prev, l->tbl, strlen(l->tbl), l->key, strlen(l->key), l->text,
			    l->text ? strlen(l->text) : 0, prev);
			db_hash_hex(prev, DB_CHAIN_BYTES, hex[j]);
			sqlite3_bind_int64(st, k + 1, seq + 1 + (int64_t)(i + j));
			sqlite3_bind_text(st, k + 2, l->tbl, -1, SQLITE_STATIC);
			sqlite3_bind_text(st, k + 3, l->key, -1, SQLITE_STATIC);
			if (l->text != NULL)
				sqlite3_bind_text(st, k + 4, l->text, -1, SQLITE_STATIC);
			else
				sqlite3_bind_null(st, k + 4);
			sqlite3_bind_text(st, k + 5, hex[j], -1, SQLITE_STATIC);
		}
		if (sqlite3_step(st) != SQLITE_DONE) {
			db_fail(db, err, _("ledger"));
			rc = -1;
		}
		sqlite3_reset(st);
		sqlite3_clear_bindings(st);	/* f's texts and hex are freed next */
	}
	free(hex);
	if (rc == 0 && f->n > 0)
		db_sign_moved(db, 0);
	return rc;
}

/* The covered tables with a dirty row, as flags by index into ltables. */
static int
dirty_tables(struct db *db, int dirty[NLTABLES], struct errbuf *err)
{
	sqlite3_stmt	*st;
	const char	*t;
	size_t		 i;
	int		 rc, any = 0;

	memset(dirty, 0, NLTABLES * sizeof(dirty[0]));
	if ((st = db_stmt_as(db, STMT_LEDGER_DIRTY_TABLES, err, "ledger")) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		t = (const char *)sqlite3_column_text(st, 0);
		for (i = 0; i < NLTABLES; i++)
			if (t != NULL && strcmp(t, ltables[i].name) == 0)
				dirty[i] = any = 1;
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return db_fail(db, err, _("ledger")), -1;
	return any;
}

int
db_ledger_flush(struct db *db, struct errbuf *err)
{
	struct lflush	 f = { NULL, 0, 0 };
	int		 dirty[NLTABLES], rc;
	size_t		 i;

	if ((rc = dirty_tables(db, dirty, err)) == -1 || (rc == 0 && !db->bulk))
		return rc;
	/* Bulk mode: the tables and seats this load made, then the rows marked. */
	rc = db->bulk ? bulk_new_rows(db, &f, err) : 0;
	for (i = 0; i < NLTABLES && rc != -1; i++)
		if (dirty[i] && (flush_precheck(db, &ltables[i], err) != 0 ||
		    flush_table(db, &ltables[i], &f, err) == -1))
			rc = -1;
	if (rc != -1)
		rc = links_write(db, &f, err);
	for (i = 0; i < f.n; i++) {
		free(f.l[i].key);
		free(f.l[i].text);
	}
	free(f.l);
	if (rc == -1 || exec_sql(db, db_sql(STMT_LEDGER_DIRTY_CLEAR), err) == -1)
		return -1;
	return 0;
}

/* ------------------------------------------------------------ verify */

/* verify's statements made per covered table, prepared once per connection (fuzz: thousands). */
#define SLOT_ROWS(i)	(3 * (i))
#define SLOT_GONE(i)	(3 * (i) + 1)
#define SLOT_SCAN(i)	(3 * (i) + 2)
#define NSLOTS		(3 * NLTABLES)

/*
 * The newest link of every row the ledger names, gathered while the chain
 * is walked (chain_check reads every link anyway): each table is then
 * compared with it in one scan of its rows. A query per table that joined
 * every row to its newest link (a max() over the ledger for each row, and
 * another per link to count the rows still stored) was most of verify's
 * time. Keys and texts are kept in one arena, by offset.
 */
#define NO_TEXT	((size_t)-1)

struct newest {
	uint64_t	 hash;		/* of the table and key; 0: a free slot */
	size_t		 key, text;	/* offsets in the arena; text NO_TEXT: deleted */
	size_t		 keylen, textlen;	/* their bytes (a NUL byte among them counts) */
	int		 lt;		/* the index of its table in ltables */
	int		 seen;		/* its row was found by the scan */
};

struct ledger_cache {
	sqlite3_stmt	*st[NSLOTS];
	struct newest	*slot;		/* open addressing, cap a power of two */
	size_t		 cap, used;
	size_t		 texts[NLTABLES];	/* newest links of each table with a text */
	struct strbuf	 arena;
};

static struct ledger_cache *
ledger_cache(struct db *db)
{
	if (db->ledger == NULL)
		db->ledger = xcalloc(1, sizeof(struct ledger_cache));
	return db->ledger;
}

static sqlite3_stmt *
cached(struct db *db, int slot, const char *sql)
{
	struct ledger_cache *c = ledger_cache(db);
	sqlite3_stmt	*st;

	if (c->st[slot] == NULL && sqlite3_prepare_v3(db->h, sql, -1,
	    SQLITE_PREPARE_PERSISTENT, &c->st[slot], NULL) != SQLITE_OK)
		return NULL;
	st = c->st[slot];
	sqlite3_reset(st);
	return st;
}

/* The statement of a slot whose SQL is built from lt: built and prepared the first time only. */
static sqlite3_stmt *
cached_lt(struct db *db, int slot, const struct ltable *lt,
    void (*build)(struct strbuf *, const struct ltable *))
{
	struct ledger_cache *c = db->ledger;
	struct strbuf	 sql = { NULL, 0, 0 };
	sqlite3_stmt	*st;

	if (c != NULL && c->st[slot] != NULL)
		return cached(db, slot, NULL);
	build(&sql, lt);
	st = cached(db, slot, sb_str(&sql));
	sb_free(&sql);
	return st;
}

static uint64_t
newest_hash(int lt, const char *key, size_t len)
{
	uint64_t	 h = 0xcbf29ce484222325ULL ^ (uint64_t)lt;
	size_t		 i;

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char)key[i]) * 0x100000001b3ULL;
	return h | 1;
}

static void
newest_reset(struct ledger_cache *c)
{
	if (c->slot == NULL) {
		c->cap = 256;
		c->slot = xreallocarray(NULL, c->cap, sizeof(*c->slot));
	}
	memset(c->slot, 0, c->cap * sizeof(*c->slot));
	memset(c->texts, 0, sizeof(c->texts));
	c->used = 0;
	sb_reset(&c->arena);
}

/* The entry of lt's row key: its slot, or the free slot where it belongs. */
static struct newest *
newest_find(struct ledger_cache *c, int lt, const char *key, size_t len, uint64_t h)
{
	struct newest	*e;
	size_t		 i = (size_t)h & (c->cap - 1);

	for (;; i = (i + 1) & (c->cap - 1)) {
		e = &c->slot[i];
		if (e->hash == 0 || (e->hash == h && e->lt == lt && e->keylen == len &&
		    memcmp(c->arena.s + e->key, key, len) == 0))
			return e;
	}
}

static void
newest_grow(struct ledger_cache *c)
{
	struct newest	*old = c->slot;
	size_t		 n = c->cap, i;

	c->cap *= 2;
	c->slot = xreallocarray(NULL, c->cap, sizeof(*c->slot));
	memset(c->slot, 0, c->cap * sizeof(*c->slot));
	for (i = 0; i < n; i++)	/* keys are distinct: each finds its free slot */
		if (old[i].hash != 0)
			*newest_find(c, old[i].lt, c->arena.s + old[i].key, old[i].keylen,
			    old[i].hash) = old[i];
	free(old);
}

/* A link of lt's row key, newer than any before it: now its newest. */
static void
newest_set(struct ledger_cache *c, int lt, const char *key, size_t len, const char *text,
    size_t textlen)
{
	struct newest	*e;
	uint64_t	 h = newest_hash(lt, key, len);

	if (2 * (c->used + 1) > c->cap)
		newest_grow(c);
	e = newest_find(c, lt, key, len, h);
	if (e->hash == 0) {
		e->hash = h;
		e->lt = lt;
		e->key = c->arena.len;
		e->keylen = len;
		sb_addn(&c->arena, key, len);
		c->used++;
	} else if (e->text != NO_TEXT)
		c->texts[lt]--;
	if (text == NULL)
		e->text = NO_TEXT;
	else {
		e->text = c->arena.len;
		e->textlen = textlen;
		sb_addn(&c->arena, text, textlen);
		c->texts[lt]++;
	}
}

void
db_ledger_close(struct db *db)
{
	struct ledger_cache *c = db->ledger;
	size_t	 i;

	if (c == NULL)
		return;
	for (i = 0; i < NSLOTS; i++)
		sqlite3_finalize(c->st[i]);
	free(c->slot);
	sb_free(&c->arena);
	free(c);
	db->ledger = NULL;
}

/* The end of the quote() field at s (a ',' or the end). */
static const char *
field_end(const char *s)
{
	if (*s == '\'') {
		for (s++; *s != '\0'; s++)
			if (*s == '\'' && *++s != '\'')
				break;
		return s;
	}
	return s + strcspn(s, ",");
}

/* A stored value as quote() wrote it, at most about 40 bytes of it, into out. */
static void
value_add(struct strbuf *out, const char *v, size_t n)
{
	size_t	 k = n > 40 ? 40 : n;

	while (k < n && k > 0 && ((unsigned char)v[k] & 0xc0) == 0x80)
		k--;	/* not inside a UTF-8 sequence */
	sb_addf(out, "%.*s%s", (int)k, v, k < n ? "..." : "");
}

/*
 * The names of the columns whose values differ between two texts of lt's
 * rows, a the row now and b its newest link (out), and for each the value
 * it had and has (vals).
 */
static void
changed_columns(const struct ltable *lt, const char *a, const char *b, struct strbuf *out,
    struct strbuf *vals)
{
	const char	*ea, *eb;
	size_t		 n;
	int		 i;

	sb_reset(out);
	sb_reset(vals);
	for (i = 0; lt->col[i] != NULL; i++) {
		ea = field_end(a);
		eb = field_end(b);
		if (ea - a != eb - b || memcmp(a, b, (size_t)(ea - a)) != 0) {
			/* player_id is the player */
			n = strlen(lt->col[i]);
			if (n > 3 && strcmp(lt->col[i] + n - 3, "_id") == 0)
				n -= 3;
			sb_addf(out, "%s%.*s", out->len ? ", " : "", (int)n, lt->col[i]);
			sb_addf(vals, "%s%.*s ", vals->len ? "; " : "", (int)n, lt->col[i]);
			value_add(vals, b, (size_t)(eb - b));
			sb_adds(vals, " -> ");
			value_add(vals, a, (size_t)(ea - a));
		}
		a = *ea == ',' ? ea + 1 : ea;
		b = *eb == ',' ? eb + 1 : eb;
	}
	/* the texts differ past a NUL byte, which no column's text holds */
	if (out->len == 0) {
		sb_adds(out, _("its text in the ledger"));
		sb_adds(vals, NT_("NUL"));
	}
}

/* "seat 2", or "" when the event, session and table name the row. */
static void
row_noun(const struct ltable *lt, sqlite3_stmt *st, int first, char *buf, size_t size)
{
	if (lt->noun == NULL)
		buf[0] = '\0';
	else
		fmt_buf(buf, size, _(lt->noun), db_col_text(st, first),
		    db_col_text(st, first + 1));
}

static int
rows_check(struct verify *v, const struct ltable *lt, struct errbuf *err)
{
	struct strbuf	 cols = { NULL, 0, 0 }, vals = { NULL, 0, 0 };
	sqlite3_stmt	*st;
	char		 noun[2 * DB_NAME_MAX + 64];
	int		 rc, before = v->n;

	if ((st = cached_lt(v->db, SLOT_ROWS(lt - ltables), lt, rows_sql)) == NULL)
		return db_fail(v->db, err, NT_("verify")), -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		row_noun(lt, st, 3, noun, sizeof(noun));
		if (sqlite3_column_type(st, 7) == SQLITE_NULL) {
			if (noun[0] != '\0')
				verify_problem(v, db_col_text(st, 0), sqlite3_column_int(st, 1),
				    sqlite3_column_int(st, 2), 0, _("%s has no link in the ledger"
				    " (written behind the tool's back)"), noun);
			else
				verify_problem(v, db_col_text(st, 0), sqlite3_column_int(st, 1),
				    sqlite3_column_int(st, 2), 0, "%s", _("its row has no link in the"
				    " ledger (written behind the tool's back)"));
			continue;
		}
		changed_columns(lt, db_col_text(st, 6), db_col_text(st, 7), &cols, &vals);
		if (noun[0] != '\0')
			verify_problem(v, db_col_text(st, 0), sqlite3_column_int(st, 1),
			    sqlite3_column_int(st, 2), 0, _("%s: %s changed behind the tool's back"
			    " (%s)"), noun, sb_str(&cols), sb_str(&vals));
		else
			verify_problem(v, db_col_text(st, 0), sqlite3_column_int(st, 1),
			    sqlite3_column_int(st, 2), 0, _("%s changed behind the tool's back (%s)"),
			    sb_str(&cols), sb_str(&vals));
	}
	sb_free(&cols);
	sb_free(&vals);
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return db_fail(v->db, err, NT_("verify")), -1;
	return v->n - before;
}

static int
gone_check(struct verify *v, const struct ltable *lt, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = cached_lt(v->db, SLOT_GONE(lt - ltables), lt, gone_sql)) == NULL)
		return db_fail(v->db, err, NT_("verify")), -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		verify_problem(v, NULL, 0, 0, 0, _("the row %s of %s is in the ledger but is no longer"
		    " stored (deleted behind the tool's back)"), db_col_text(st, 0),
		    lt->name);
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return db_fail(v->db, err, NT_("verify")), -1;
	return 0;
}

/*
 * One scan of lt against the newest links gathered by chain_check: whether
 * a row differs from its newest link or has none, or is stored twice
 * (*rows), and whether a row with a newest text is no longer stored
 * (*gone). 0, or -1 with err.
 */
static int
scan_check(struct verify *v, const struct ltable *lt, int *rows, int *gone,
    struct errbuf *err)
{
	struct ledger_cache *c = v->db->ledger;
	struct newest	*e;
	struct strbuf	 kb = { 0 }, tb = { 0 };
	sqlite3_stmt	*st;
	const char	*key, *now;
	size_t		 len, nowlen, seen = 0;
	int		 rc, i = (int)(lt - ltables), nkey = 0, ncol = 0;

	*rows = *gone = 0;
	while (lt->key[nkey] != NULL)
		nkey++;
	while (lt->col[ncol] != NULL)
		ncol++;
	if ((st = cached_lt(v->db, SLOT_SCAN(i), lt, scan_sql)) == NULL)
		return db_fail(v->db, err, NT_("verify")), -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		/* a value not written as quote() writes it, or out of memory: the queries below */
		if (scan_text(&kb, st, 0, nkey) == -1 || scan_text(&tb, st, nkey, ncol) == -1) {
			*rows = 1;
			break;
		}
		key = sb_str(&kb);
		len = kb.len;
		now = sb_str(&tb);
		nowlen = tb.len;
		e = newest_find(c, i, key, len, newest_hash(i, key, len));
		if (e->hash == 0 || e->text == NO_TEXT || e->seen || e->textlen != nowlen ||
		    memcmp(c->arena.s + e->text, now, nowlen) != 0) {
			*rows = 1;
			break;
		}
		e->seen = 1;
		seen++;
	}
	sqlite3_reset(st);
	sb_free(&kb);
	sb_free(&tb);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(v->db, err, NT_("verify")), -1;
	/* Every row matched a distinct newest text: any other such text is a row gone. */
	*gone = !*rows && seen != c->texts[i];
	return 0;
}

/* The index in ltables of the covered table t, or -1. */
static int
covered(const char *t)
{
	size_t	 i;

	for (i = 0; i < NLTABLES; i++)
		if (strcmp(t, ltables[i].name) == 0)
			return (int)i;
	return -1;
}

/* Whether t is a table the ledger covered before a migration dropped it. */
static int
was_covered(const char *t)
{
	size_t	 i;

	for (i = 0; i < sizeof(retired) / sizeof(retired[0]); i++)
		if (strcmp(t, retired[i]) == 0)
			return 1;
	return 0;
}

/*
 * The chain itself: links numbered 1, 2, 3 ... without a gap, each hash
 * recomputed from the stored hash of the link before it, each naming a
 * covered table (or one retired, as history). The newest link of each row
 * is kept for scan_check.
 */
static int
chain_check(struct verify *v, struct errbuf *err)
{
	struct ledger_cache *c = ledger_cache(v->db);
	unsigned char	 prev[DB_CHAIN_BYTES], h[DB_CHAIN_BYTES], stored[DB_CHAIN_BYTES];
	sqlite3_stmt	*st;
	const char	*tbl, *key, *text;
	size_t		 tbllen, keylen, textlen;
	int64_t		 seq, want = 1;
	int		 rc, lt, ok;

	memset(prev, 0, sizeof(prev));
	newest_reset(c);
	if ((st = db_stmt_as(v->db, STMT_VERIFY_LEDGER, err, "verify")) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		seq = sqlite3_column_int64(st, 0);
		if (seq != want)
			verify_problem(v, NULL, 0, 0, 0, _("link %lld of the ledger is numbered %lld (removed"
			    " or renumbered behind the tool's back)"), (long long)want,
			    (long long)seq);
		want = seq + 1;
		tbl = db_col_text(st, 1);
		tbllen = (size_t)sqlite3_column_bytes(st, 1);
		key = db_col_text(st, 2);
		keylen = (size_t)sqlite3_column_bytes(st, 2);
		text = (const char *)sqlite3_column_text(st, 3);
		textlen = (size_t)sqlite3_column_bytes(st, 3);
		if ((lt = covered(tbl)) == -1 && !was_covered(tbl))
			verify_problem(v, NULL, 0, 0, 0, _("link %lld of the ledger names %s, a table it"
			    " does not cover (written behind the tool's back)"), (long long)seq,
			    tbl);
		else if (lt != -1)
			newest_set(c, lt, key, keylen, text, textlen);
		link_hash(prev, tbl, tbllen, key, keylen, text, textlen, h);
		/* the stored hash as written: lower-case hex of these bytes */
		ok = db_hash_column(st, 4, stored) == 0;
		if (!ok || memcmp(h, stored, sizeof(h)) != 0)
			verify_problem(v, NULL, 0, 0, 0, _("link %lld of the ledger (%s %s) does not match its"
			    " hash (changed behind the tool's back)"), (long long)seq, tbl, key);
		memcpy(prev, ok ? stored : h, sizeof(prev));
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return db_fail(v->db, err, NT_("verify")), -1;
	return 0;
}

/* The kept sums of every dice card against its turns (the trigger dice_turn_tally). */
static int
dice_sums_check(struct verify *v, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt_as(v->db, STMT_VERIFY_DICE_SUMS, err, "verify")) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		verify_problem(v, db_col_text(st, 0), 0, 0, 0, _("dice game %d, position %d: the sums of the card"
		    " do not match its turns"), sqlite3_column_int(st, 1),
		    sqlite3_column_int(st, 2));
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return db_fail(v->db, err, NT_("verify")), -1;
	return 0;
}

int
db_ledger_verify(struct verify *v, struct errbuf *err)
{
	size_t		 i;
	int		 rc = chain_check(v, err), rows, gone;

	/* A table that differs is read again by the queries that name each difference. */
	for (i = 0; i < NLTABLES && rc == 0; i++) {
		if (scan_check(v, &ltables[i], &rows, &gone, err) == -1)
			rc = -1;
		else if (rows && rows_check(v, &ltables[i], err) == -1)
			rc = -1;
		else if ((rows || gone) && gone_check(v, &ltables[i], err) == -1)
			rc = -1;
	}
	if (rc == 0)
		rc = dice_sums_check(v, err);
	return rc;
}
