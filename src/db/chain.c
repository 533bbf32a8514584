/*
 * The hash chain of the deal versions of each table (schema/040-trust.sql).
 *
 * A link's hash is BLAKE2b-256 (libsodium's crypto_generichash) over a
 * domain string, the previous link's hash (32 zero bytes for the first) and
 * the version as netstring fields: the event's name, the session and table
 * numbers, every result column of the version, its full record, and who
 * wrote it, when, why and with what. Versions are linked in the order they
 * were written: by entry, then deal number, then version.
 *
 * Tables written in a transaction are marked dirty (a temporary trigger on
 * deal, or db_chain_mark in bulk mode) and their chains are extended just
 * before COMMIT, so every write path of the tool is covered and a failed
 * command leaves no link behind.
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baskadb.h"
#include "db.h"
#include "db_int.h"
#include "../util/i18n.h"

#define CHAIN_DOMAIN	"referee deal chain 1"

/* The column order of STMT_CHAIN_VERSIONS, after which the fields are hashed. */
enum {
	CV_NUMBER, CV_VERSION, CV_ENTRY, CV_FIRST_HASHED
};
#define CV_NCOL		22
/* The entry's four columns, last: STMT_CHAIN_STORED reads them apart (entry_tail). */
#define CV_WHO		(CV_NCOL - 4)
/* STMT_CHAIN_STORED's last columns, in place of the entry's: a current deal, not void */
#define CV_LIVE		CV_WHO
#define CV_CUR		(CV_WHO + 1)

static void
hex_encode(const unsigned char *b, size_t n, char *out)
{
	static const char digits[] = "0123456789abcdef";
	size_t	 i;

	for (i = 0; i < n; i++) {
		out[2 * i] = digits[b[i] >> 4];
		out[2 * i + 1] = digits[b[i] & 15];
	}
	out[2 * n] = '\0';
}

/* A hex digit's value, lower case only (the form hex_encode writes), or -1. */
static int
hex_digit(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

static int
hex_decode(const char *s, unsigned char *b, size_t n)
{
	size_t	 i;
	int	 hi, lo;

	if (s == NULL || strlen(s) != 2 * n)
		return -1;
	for (i = 0; i < n; i++) {
		if ((hi = hex_digit(s[2 * i])) == -1 || (lo = hex_digit(s[2 * i + 1])) == -1)
			return -1;
		b[i] = (unsigned char)(hi << 4 | lo);
	}
	return 0;
}

/*
 * The bytes hashed for a link, gathered in a buffer and handed to the hash
 * a buffer at a time: one update call per field (three, with the netstring's
 * length and comma) cost more than the hashing itself. The hash is that of
 * the concatenation, the same whatever the buffer's size. The ledger
 * (ledger.c) hashes its links the same way.
 */
void
db_hbuf_init(struct db_hbuf *hb)
{
	crypto_generichash_init(&hb->h, NULL, 0, DB_CHAIN_BYTES);
	hb->n = 0;
}

void
db_hbuf_add(struct db_hbuf *hb, const void *p, size_t len)
{
	if (hb->n + len > sizeof(hb->b)) {
		crypto_generichash_update(&hb->h, hb->b, hb->n);
		hb->n = 0;
		if (len > sizeof(hb->b)) {
			crypto_generichash_update(&hb->h, p, len);
			return;
		}
	}
	memcpy(hb->b + hb->n, p, len);
	hb->n += len;
}

/* Hashes one field as a netstring, "LEN:bytes,", so no two field lists collide. */
void
db_hbuf_field(struct db_hbuf *hb, const char *s, size_t len)
{
	unsigned char	*p;
	char		 n[24];
	int		 k = (int)sizeof(n);
	size_t		 v = len;

	/*
	 * A field of fewer than ten bytes (an integer, a seat, a word) written
	 * into the buffer in place: one copy, not three calls (verify hashes
	 * 21 fields a version).
	 */
	if (len < 10 && hb->n + len + 3 <= sizeof(hb->b)) {
		p = hb->b + hb->n;
		p[0] = (unsigned char)('0' + len);
		p[1] = ':';
		memcpy(p + 2, s, len);
		p[2 + len] = ',';
		hb->n += len + 3;
		return;
	}
	/* "%zu:" without printf: one call a field adds up over a million deals. */
	n[--k] = ':';
	do
		n[--k] = (char)('0' + v % 10);
	while ((v /= 10) > 0 && k > 0);
	db_hbuf_add(hb, n + k, sizeof(n) - (size_t)k);
	db_hbuf_add(hb, s, len);
	db_hbuf_add(hb, ",", 1);
}

void
db_hbuf_final(struct db_hbuf *hb, unsigned char out[DB_CHAIN_BYTES])
{
	crypto_generichash_update(&hb->h, hb->b, hb->n);
	crypto_generichash_final(&hb->h, out, DB_CHAIN_BYTES);
}

/* The hashed fields of a version: every column of STMT_CHAIN_VERSIONS but the entry id. */
#define CV_NHASHED	(CV_NCOL - 1)
#if CV_NHASHED != DB_CHAIN_FIELDS
#error "the hashed fields of a link are DB_CHAIN_FIELDS"
#endif

/*
 * The hash of the link for a version given by its hashed fields (their text
 * as SQLite gives it, NULL as ""), after the link prev, of a table named by
 * its event, session and table number.
 */
static void
link_hash_fields(const unsigned char prev[DB_CHAIN_BYTES], const char *where,
    const char *const v[CV_NHASHED], const size_t len[CV_NHASHED],
    unsigned char out[DB_CHAIN_BYTES])
{
	struct db_hbuf	 hb;
	int		 i;

	db_hbuf_init(&hb);
	db_hbuf_field(&hb, CHAIN_DOMAIN, strlen(CHAIN_DOMAIN));
	db_hbuf_add(&hb, prev, DB_CHAIN_BYTES);
	db_hbuf_field(&hb, where, strlen(where));
	for (i = 0; i < CV_NHASHED; i++)
		db_hbuf_field(&hb, v[i], len[i]);
	db_hbuf_final(&hb, out);
}

void
db_chain_link_hash(const unsigned char prev[DB_CHAIN_BYTES], const char *where,
    const char *const v[DB_CHAIN_FIELDS], const size_t len[DB_CHAIN_FIELDS],
    unsigned char out[DB_CHAIN_BYTES])
{
	link_hash_fields(prev, where, v, len, out);
}

void
db_row_read(struct db_row *r, sqlite3_stmt *st, int ncol)
{
	int	 i;

	for (i = 0; i < ncol; i++) {
		r->v[i] = sqlite3_column_value(st, i);
		r->type[i] = sqlite3_value_type(r->v[i]);
		r->iv[i] = r->type[i] == SQLITE_INTEGER ? sqlite3_value_int64(r->v[i]) : 0;
	}
}

int64_t
db_row_int64(const struct db_row *r, int col)
{
	return r->type[col] == SQLITE_INTEGER ? r->iv[col] : sqlite3_value_int64(r->v[col]);
}

int
db_row_int(const struct db_row *r, int col)
{
	return (int)db_row_int64(r, col);
}

const char *
db_row_text(const struct db_row *r, int col, size_t *len)
{
	const char	*t = (const char *)sqlite3_value_text(r->v[col]);

	*len = t != NULL ? (size_t)sqlite3_value_bytes(r->v[col]) : 0;
	return t;
}

/* An integer as SQLite writes it as text; returns its start in buf. */
static const char *
int_text(long long v, char buf[24], size_t *len)
{
	unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
	int	 k = 23;

	buf[k] = '\0';
	do
		buf[--k] = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	if (v < 0)
		buf[--k] = '-';
	*len = (size_t)(23 - k);
	return buf + k;
}

/*
 * The same for the version at the current row of st (a STMT_CHAIN_VERSIONS
 * row): each field hashed as it is read, the same bytes as
 * link_hash_fields hashes (verify rehashes every version: one pass over the
 * columns, no second one over arrays of them).
 */
static void
link_hash_tail(const unsigned char prev[DB_CHAIN_BYTES], const char *where,
    const struct db_row *r, const struct strbuf *tail, unsigned char out[DB_CHAIN_BYTES])
{
	struct db_hbuf	 hb;
	const char	*t;
	char		 num[24];
	size_t		 len;
	long long	 iv;
	int		 i;

	db_hbuf_init(&hb);
	db_hbuf_field(&hb, CHAIN_DOMAIN, sizeof(CHAIN_DOMAIN) - 1);
	db_hbuf_add(&hb, prev, DB_CHAIN_BYTES);
	db_hbuf_field(&hb, where, strlen(where));
	for (i = 0; i < CV_NCOL; i++) {
		if (i == CV_ENTRY)	/* an internal row id: the entry's fields count */
			continue;
		if (i == CV_WHO && tail != NULL) {	/* the entry's four, made once */
			db_hbuf_add(&hb, sb_str(tail), tail->len);
			break;
		}
		if (r->type[i] == SQLITE_INTEGER) {
			/* SQLite's text of an integer, without its conversion and copy */
			iv = r->iv[i];
			if (iv >= 0 && iv <= 9 && hb.n + 4 <= sizeof(hb.b)) {
				memcpy(hb.b + hb.n, "1:0,", 4);
				hb.b[hb.n + 2] = (unsigned char)('0' + iv);
				hb.n += 4;
				continue;
			}
			t = int_text(iv, num, &len);
		} else if ((t = db_row_text(r, i, &len)) == NULL)
			t = "";	/* NULL and "" never differ in these columns */
		db_hbuf_field(&hb, t, len);
	}
	db_hbuf_final(&hb, out);
}

static void
link_hash(const unsigned char prev[DB_CHAIN_BYTES], const char *where, sqlite3_stmt *st,
    unsigned char out[DB_CHAIN_BYTES])
{
	struct db_row	 r;

	db_row_read(&r, st, CV_NCOL);
	link_hash_tail(prev, where, &r, NULL, out);
}

/*
 * The netstrings of an entry's four fields (who, when, why, with what), as
 * link_hash hashes the columns of a version's LEFT JOIN to it, into tail:
 * the entry read once for the versions it wrote (db_chain_check's one pass
 * over a table, where a bulk load's versions share one entry), not joined
 * to each. et->id: the entry held, when et->held. 0 or -1 with err.
 */
struct entry_tail {
	int64_t		 id;
	int		 held;
	struct strbuf	 sb;
};

static int
entry_tail(struct db *db, const struct db_row *sv, struct entry_tail *et, struct errbuf *err)
{
	sqlite3_stmt	*st;
	const char	*t;
	char		 num[24];
	size_t		 len;
	int		 i, rc, plain = sv->type[CV_ENTRY] == SQLITE_INTEGER;
	int64_t		 id = db_row_int64(sv, CV_ENTRY);

	if (plain && et->held && et->id == id)
		return 0;
	if ((st = db_stmt(db, STMT_CHAIN_ENTRY, err)) == NULL)
		return -1;
	/* the value as stored, compared as the join's e.id = v.entry_id compares it */
	sqlite3_bind_value(st, 1, sv->v[CV_ENTRY]);
	rc = sqlite3_step(st);
	sb_reset(&et->sb);
	for (i = 0; i < 4; i++) {
		if (rc != SQLITE_ROW)	/* no such entry: NULL, hashed as "" */
			t = "", len = 0;
		else if (sqlite3_column_type(st, i) == SQLITE_INTEGER)
			t = int_text(sqlite3_column_int64(st, i), num, &len);
		else if ((t = (const char *)sqlite3_column_text(st, i)) != NULL)
			len = (size_t)sqlite3_column_bytes(st, i);
		else
			t = "", len = 0;
		sb_addf(&et->sb, "%zu:", len);
		sb_addn(&et->sb, t, len);
		sb_addn(&et->sb, ",", 1);
	}
	sqlite3_reset(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(db, err, NT_("verify")), -1;
	et->held = plain;
	et->id = id;
	return 0;
}

/* "event|session|table" of a table: what a link says about where it was played. */
int
db_chain_where(struct db *db, int64_t table, char *buf, size_t size, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(db, STMT_CHAIN_WHERE, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		if (rc == SQLITE_DONE)
			err_set(err, 0, 0, _("%s: table %lld is missing"), db->path, (long long)table);
		else
			db_fail(db, err, _("chain"));
		sqlite3_reset(st);
		return -1;
	}
	snprintf(buf, size, "%s|%d|%d", (const char *)sqlite3_column_text(st, 0),
	    sqlite3_column_int(st, 1), sqlite3_column_int(st, 2));
	sqlite3_reset(st);
	return 0;
}

int
db_chain_setup(struct db *db, struct errbuf *err)
{
	char	*msg = NULL;

	if (sodium_init() < 0)
		return err_set(err, 0, 0, _("libsodium cannot start"));
	if (sqlite3_exec(db->h, db_sql(STMT_CHAIN_SETUP), NULL, NULL, &msg) != SQLITE_OK) {
		err_set(err, 0, 0, _("%s: chain: %s"), db->path, msg ? msg : _("error"));
		sqlite3_free(msg);
		return -1;
	}
	db->chain_ready = 1;
	return 0;
}

int
db_chain_mark(struct db *db, int64_t table, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt(db, STMT_CHAIN_MARK, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	return db_step_done(db, st, err, _("chain")) == 0 ? 0 : -1;
}

int
db_chain_mark_all(struct db *db, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt(db, STMT_CHAIN_MARK_ALL, err)) == NULL)
		return -1;
	return db_step_done(db, st, err, _("chain")) == 0 ? 0 : -1;
}

/* The newest link of a table: its seq (0 when none) and hash (zeros when none). */
int
db_chain_last(struct db *db, int64_t table, int64_t *seq, unsigned char h[DB_CHAIN_BYTES],
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	*seq = 0;
	memset(h, 0, DB_CHAIN_BYTES);
	if ((st = db_stmt(db, STMT_CHAIN_LAST, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*seq = sqlite3_column_int64(st, 0);
		if (db_link_column(st, 1, h) == -1)
			rc = SQLITE_CORRUPT;
	}
	sqlite3_reset(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return err_set(err, 0, 0, _("%s: the hash chain of table %lld is damaged"
		    " (run referee verify)"), db->path, (long long)table);
	return 0;
}

struct link {
	int		 number, version;
	unsigned char	 hash[DB_CHAIN_BYTES];	/* stored as a blob (schema 190) */
};

/* Writes the links l[0..n) of a table after its link seq. 0 or -1. */
static int
links_write(struct db *db, int64_t table, int64_t seq, const struct link *l, size_t n,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	size_t		 i;

	for (i = 0; i < n; i++) {
		if ((st = db_stmt(db, STMT_CHAIN_ADD, err)) == NULL)
			return -1;
		sqlite3_bind_int64(st, 1, table);
		sqlite3_bind_int64(st, 2, seq + 1 + (int64_t)i);
		sqlite3_bind_int(st, 3, l[i].number);
		sqlite3_bind_int(st, 4, l[i].version);
		sqlite3_bind_blob(st, 5, l[i].hash, DB_CHAIN_BYTES, SQLITE_STATIC);
		if (db_step_done(db, st, err, _("chain")) != 0)
			return -1;
	}
	return 0;
}

int
db_chain_heads(struct db *db, int64_t from, int64_t to, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt(db, STMT_CHAIN_HEAD_MOVE, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, from);
	sqlite3_bind_int64(st, 2, to);
	return db_step_done(db, st, err, _("chain")) == 0 ? 0 : -1;
}

/*
 * Before a table's chain is extended: its links hold (each recomputed from
 * the versions stored), and every version without a link was written by
 * this transaction. Otherwise the next link would sign what was changed
 * behind the tool's back (links deleted, a version edited): refused, 1
 * with err. 0 when the chain may be extended, -1 on error.
 */
static int
chain_precheck(struct db *db, int64_t table, struct errbuf *err)
{
	struct db_chain_fault f;
	sqlite3_stmt	*st;
	char		 where[DB_NAME_MAX + 32], *t, *n;
	int		 rc;

	if (db->adopting)
		return 0;
	if ((rc = db_chain_check(db, table, &f, err)) == -1)
		return -1;
	if (rc == 0 || f.kind == DB_CHAIN_UNLINKED) {
		if ((st = db_stmt(db, STMT_CHAIN_OLD_UNLINKED, err)) == NULL)
			return -1;
		sqlite3_bind_int64(st, 1, table);
		sqlite3_bind_int64(st, 2, db->entry_floor);
		if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
			f.number = sqlite3_column_int(st, 0);
			f.version = sqlite3_column_int(st, 1);
		}
		sqlite3_reset(st);
		if (rc == SQLITE_DONE)
			return 0;
		if (rc != SQLITE_ROW)
			return db_fail(db, err, _("chain")), -1;
	}
	if (db_chain_where(db, table, where, sizeof(where), err) == -1)
		return -1;
	/* "event|session|table": the last two '|' end the event's name */
	*(t = strrchr(where, '|')) = '\0';
	*(n = strrchr(where, '|')) = '\0';
	return err_set(err, 0, 0, _("%s: event '%s', session %s, table %s, deal %d: version %d"
	    " does not hold in the hash chain (changed behind the tool's back): nothing written,"
	    " run referee verify"), db->path, where, n + 1, t + 1, f.number, f.version), 1;
}

/* Appends the links of the table's versions that have none yet. */
static int
chain_extend(struct db *db, int64_t table, struct errbuf *err)
{
	unsigned char	 prev[DB_CHAIN_BYTES];
	char		 where[DB_NAME_MAX + 32];
	struct link	*l = NULL;
	size_t		 n = 0, cap = 0;
	sqlite3_stmt	*st;
	int64_t		 seq;
	int		 rc;

	if (chain_precheck(db, table, err) != 0 ||
	    db_chain_last(db, table, &seq, prev, err) == -1 ||
	    db_chain_where(db, table, where, sizeof(where), err) == -1 ||
	    (st = db_stmt(db, STMT_CHAIN_VERSIONS, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	/* A table with no link yet has none to skip: every version, without the probe. */
	sqlite3_bind_int(st, 2, seq == 0);
	sqlite3_bind_int(st, 3, 0);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (n == cap) {
			cap = cap ? cap * 2 : 16;
			l = xreallocarray(l, cap, sizeof(*l));
		}
		link_hash(prev, where, st, prev);
		l[n].number = sqlite3_column_int(st, CV_NUMBER);
		l[n].version = sqlite3_column_int(st, CV_VERSION);
		memcpy(l[n].hash, prev, DB_CHAIN_BYTES);
		n++;
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE) {
		free(l);
		db_fail(db, err, _("chain"));
		return -1;
	}
	rc = links_write(db, table, seq, l, n, err);
	if (rc == 0 && db->bulk)	/* the trigger chain_head_move is off */
		rc = db_chain_heads(db, table, table, err);
	free(l);
	if (rc == 0 && n > 0)
		db_sign_moved(db, table);
	return rc;
}

int
db_chain_flush(struct db *db, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		*t = NULL;
	size_t		 n = 0, cap = 0, i;
	int		 rc;

	if ((st = db_stmt(db, STMT_CHAIN_DIRTY, err)) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (n == cap) {
			cap = cap ? cap * 2 : 16;
			t = xreallocarray(t, cap, sizeof(*t));
		}
		t[n++] = sqlite3_column_int64(st, 0);
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE) {
		free(t);
		db_fail(db, err, _("chain"));
		return -1;
	}
	for (i = 0; i < n; i++)
		if (chain_extend(db, t[i], err) == -1)
			break;
	free(t);
	if (i < n || (st = db_stmt(db, STMT_CHAIN_CLEAR, err)) == NULL)
		return -1;
	return db_step_done(db, st, err, _("chain")) == 0 ? 0 : -1;
}

int
db_chain_head(struct db *db, int64_t table, char hex[2 * DB_CHAIN_BYTES + 1],
    struct errbuf *err)
{
	unsigned char	 h[DB_CHAIN_BYTES];
	int64_t		 seq;

	if (db_chain_last(db, table, &seq, h, err) == -1)
		return -1;
	if (seq == 0) {
		hex[0] = '\0';
		return 0;
	}
	hex_encode(h, DB_CHAIN_BYTES, hex);
	return 1;
}

/* Reads the stored version a link names into st (a STMT_CHAIN_VERSIONS row); 1, 0 or -1. */
static int
version_find(struct db *db, sqlite3_stmt *st, int64_t table, int number, int version)
{
	int	 rc;

	sqlite3_reset(st);
	sqlite3_bind_int64(st, 1, table);
	sqlite3_bind_int(st, 2, 1);
	sqlite3_bind_int(st, 3, number);
	sqlite3_bind_int(st, 4, version);
	rc = sqlite3_step(st);
	(void)db;
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

/* A link of a table's chain, held for db_chain_check's one pass. */
struct walk_link {
	int64_t		 number, version;
	size_t		 seq;		/* its place in the chain's order, from 0 */
	int		 used;		/* a stored version named it */
};

static int
walk_link_cmp(const void *a, const void *b)
{
	const struct walk_link *x = a, *y = b;

	if (x->number != y->number)
		return x->number < y->number ? -1 : 1;
	return x->version < y->version ? -1 : x->version > y->version;
}

/*
 * The links of a table in their order: their hashes into *hash (32 bytes
 * each, in the chain's order) and their versions into *k, sorted by deal
 * number and version. 1, or 0 when a link is not as the tool writes it (a
 * hash not of 32 bytes, a key that is not an integer, links not numbered
 * 1, 2, 3 ..., two links naming one version: the UNIQUE key on deal_chain
 * says so, but it may be gone), -1.
 */
static int
walk_links(struct db *db, int64_t table, struct walk_link **k, unsigned char **hash,
    size_t *np, struct errbuf *err)
{
	sqlite3_stmt	*sl;
	size_t		 n = 0, cap = 0, i;
	int		 rc, ok = 1;

	*k = NULL;
	*hash = NULL;
	if ((sl = db_stmt(db, STMT_CHAIN_LINKS, err)) == NULL)
		return -1;
	sqlite3_bind_int64(sl, 1, table);
	while ((rc = sqlite3_step(sl)) == SQLITE_ROW) {
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			*k = xreallocarray(*k, cap, sizeof(**k));
			*hash = xreallocarray(*hash, cap, DB_CHAIN_BYTES);
		}
		(*k)[n].number = sqlite3_column_int64(sl, 1);
		(*k)[n].version = sqlite3_column_int64(sl, 2);
		(*k)[n].seq = n;
		(*k)[n].used = 0;
		if (sqlite3_column_type(sl, 0) != SQLITE_INTEGER ||
		    sqlite3_column_int64(sl, 0) != (int64_t)n + 1 ||
		    sqlite3_column_type(sl, 1) != SQLITE_INTEGER ||
		    sqlite3_column_type(sl, 2) != SQLITE_INTEGER ||
		    db_link_column(sl, 3, *hash + n * DB_CHAIN_BYTES) == -1) {
			ok = 0;
			break;
		}
		n++;
	}
	sqlite3_reset(sl);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(db, err, NT_("verify")), -1;
	*np = n;
	if (n > 1)
		qsort(*k, n, sizeof(**k), walk_link_cmp);
	for (i = 1; ok && i < n; i++)
		if (walk_link_cmp(&(*k)[i - 1], &(*k)[i]) == 0)
			ok = 0;
	return ok;
}

/* One stored version against the link that names it (walk_versions): 1 when it matches. */
static int
walk_version(const struct db_row *sv, const char *where, struct walk_link *k,
    const unsigned char *hash, size_t n, const struct strbuf *tail)
{
	static const unsigned char zero[DB_CHAIN_BYTES];
	unsigned char	 h[DB_CHAIN_BYTES];
	struct walk_link key, *l;

	memset(&key, 0, sizeof(key));	/* bsearch compares its number and version only */
	key.number = db_row_int64(sv, CV_NUMBER);
	key.version = db_row_int64(sv, CV_VERSION);
	/* as the SQL = of the link queries compares: 2^32 + 1 is not 1 */
	if (sv->type[CV_NUMBER] != SQLITE_INTEGER || sv->type[CV_VERSION] != SQLITE_INTEGER ||
	    n == 0 || (l = bsearch(&key, k, n, sizeof(*k), walk_link_cmp)) == NULL || l->used)
		return 0;
	l->used = 1;
	link_hash_tail(l->seq == 0 ? zero : hash + (l->seq - 1) * DB_CHAIN_BYTES, where, sv, tail,
	    h);
	return memcmp(hash + l->seq * DB_CHAIN_BYTES, h, sizeof(h)) == 0;
}

/*
 * Whether the stored versions of a table, read as they are stored (no sort),
 * each match the link that names them: its hash recomputed from the stored
 * hash of the link before it, as the check link by link does. 1 when every
 * version has a link of its own and every link a version, 0 when not, -1.
 * whole 0: the links are not as the tool writes them (walk_links), so no
 * version is hashed. With a reader (rd), every current deal goes to it
 * after its hash, and the versions are read to the end whatever the chain
 * (verify's one pass over the deals).
 */
static int
walk_versions(struct db *db, int64_t table, const char *where, struct walk_link *k,
    const unsigned char *hash, size_t n, int whole, const struct db_deal_reader *rd,
    struct errbuf *err)
{
	struct entry_tail et;
	struct db_row	 row;
	sqlite3_stmt	*sv;
	size_t		 found = 0;
	int		 rc, failed = 0;

	if ((sv = db_stmt(db, STMT_CHAIN_STORED, err)) == NULL)
		return -1;
	memset(&et, 0, sizeof(et));
	sqlite3_bind_int64(sv, 1, table);
	while ((rc = sqlite3_step(sv)) == SQLITE_ROW) {
		db_row_read(&row, sv, CV_CUR + 1);	/* STMT_CHAIN_STORED's columns */
		if (whole && (failed = entry_tail(db, &row, &et, err) == -1))
			break;
		if (whole && (whole = walk_version(&row, where, k, hash, n, &et.sb)))
			found++;
		if (rd != NULL && db_row_int(&row, CV_CUR))
			rd->fn(rd->arg, &row);
		else if (!whole && rd == NULL)
			break;
	}
	sqlite3_reset(sv);
	sb_free(&et.sb);
	if (failed)
		return -1;
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(db, err, NT_("verify")), -1;
	return whole && found == n;
}

/*
 * The whole chain of a table in one pass: the links held in memory, the
 * versions read as they are stored, each hashed after the stored hash of
 * the link before its own (where reading them in the chain's order took a
 * sort a table). 1 when every version has a link of its own, matching its
 * hash, and every link a version, numbered 1, 2, 3 ...: the chain is
 * whole, no version is stored twice, no link renumbered. 0 when not: the
 * check link by link (which looks each version up, a query a link) names
 * the first fault. -1 with err.
 */
static int
chain_walk(struct db *db, int64_t table, const char *where, const struct db_deal_reader *rd,
    struct errbuf *err)
{
	struct walk_link *k;
	unsigned char	*hash;
	size_t		 n = 0;
	int		 rc;

	rc = walk_links(db, table, &k, &hash, &n, err);
	if (rc == 1 || (rc == 0 && rd != NULL))
		rc = walk_versions(db, table, where, k, hash, n, rc, rd, err);
	free(k);
	free(hash);
	return rc;
}

/*
 * Each link is checked on its own: its hash is recomputed from the stored
 * hash of the link before it and the stored version it names. So a changed
 * version is named exactly, and a changed link breaks at that link.
 */
int
db_chain_check(struct db *db, int64_t table, struct db_chain_fault *f, struct errbuf *err)
{
	return db_chain_check_deals(db, table, NULL, f, err);
}

int
db_chain_check_deals(struct db *db, int64_t table, const struct db_deal_reader *rd,
    struct db_chain_fault *f, struct errbuf *err)
{
	unsigned char	 prev[DB_CHAIN_BYTES], h[DB_CHAIN_BYTES], stored[DB_CHAIN_BYTES];
	char		 where[DB_NAME_MAX + 32];
	sqlite3_stmt	*sv, *sl;
	int		 rl, rc;

	memset(prev, 0, sizeof(prev));
	memset(f, 0, sizeof(*f));
	if (db_chain_where(db, table, where, sizeof(where), err) == -1 ||
	    (rc = chain_walk(db, table, where, rd, err)) == -1)
		return -1;
	if (rc == 1) {
		f->whole = 1;
		return 0;
	}
	if ((sv = db_stmt(db, STMT_CHAIN_VERSIONS, err)) == NULL ||
	    (sl = db_stmt(db, STMT_CHAIN_LINKS, err)) == NULL)
		return -1;
	sqlite3_bind_int64(sl, 1, table);
	while ((rl = sqlite3_step(sl)) == SQLITE_ROW) {
		f->number = sqlite3_column_int(sl, 1);
		f->version = sqlite3_column_int(sl, 2);
		if ((rc = version_find(db, sv, table, f->number, f->version)) == -1)
			break;
		if (rc == 0) {
			f->kind = DB_CHAIN_MISSING;
			break;
		}
		link_hash(prev, where, sv, h);
		if (db_link_column(sl, 3, stored) == -1 || memcmp(stored, h, sizeof(h)) != 0) {
			f->kind = DB_CHAIN_HASH;
			break;
		}
		memcpy(prev, stored, sizeof(prev));
	}
	sqlite3_reset(sl);
	sqlite3_reset(sv);
	if (f->kind != DB_CHAIN_OK)
		return 1;
	if (rl != SQLITE_DONE) {
		db_fail(db, err, NT_("verify"));
		return -1;
	}
	/* A version that no link names. */
	sqlite3_bind_int64(sv, 1, table);
	sqlite3_bind_int(sv, 2, 0);
	sqlite3_bind_int(sv, 3, 0);
	rc = sqlite3_step(sv);
	if (rc == SQLITE_ROW) {
		f->kind = DB_CHAIN_UNLINKED;
		f->number = sqlite3_column_int(sv, CV_NUMBER);
		f->version = sqlite3_column_int(sv, CV_VERSION);
	}
	sqlite3_reset(sv);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE) {
		db_fail(db, err, NT_("verify"));
		return -1;
	}
	return f->kind != DB_CHAIN_OK;
}

/* ------------------------------------------------------------ bulk loads */

/* Links of finished tables wait in memory up to this many, then are written together. */
#define STREAM_BATCH	16384

struct stream_link {
	int64_t		 table, seq;
	struct link	 k;
};

struct chain_stream {
	int64_t		 table;		/* the fresh table being loaded, 0 = none */
	int		 ok;		/* its deals came in increasing numbers so far */
	int		 last;		/* the number of its last deal */
	unsigned char	 prev[DB_CHAIN_BYTES];
	char		 where[DB_NAME_MAX + 32];
	struct stream_link *l;		/* links not written yet; the table's from first */
	size_t		 first, n, cap;
	int64_t		 entry;		/* the entry whose fields are below, 0 = none */
	char		*who[4];	/* entered_by, entered_at, reason, source ("" for NULL) */
	/*
	 * What every link of the table hashes around its version's fields:
	 * the domain's netstring (head), the where's (after prev), and the
	 * entry's four (tail), made once, not once a link (stream_hash).
	 */
	struct strbuf	 head, tail;
	size_t		 prev_at;	/* where prev goes in head */
};

void
db_chain_stream_free(struct db *db)
{
	int	 i;

	if (db->cs == NULL)
		return;
	for (i = 0; i < 4; i++)
		free(db->cs->who[i]);
	sb_free(&db->cs->head);
	sb_free(&db->cs->tail);
	free(db->cs->l);
	free(db->cs);
	db->cs = NULL;
}

/* Appends a netstring, "LEN:bytes,", as db_hbuf_field hashes it. */
static void
ns_add(struct strbuf *sb, const char *p, size_t len)
{
	sb_addf(sb, "%zu:", len);
	sb_addn(sb, p, len);
	sb_addn(sb, ",", 1);
}

/*
 * Writes the links of finished tables. Their hashes are 32-byte blobs
 * (schema 190), so deal_chain's CHECKs are cheap and stay on: the GLOB
 * over 64 hex digits, which cost more than the hashing, is gone.
 */
static int
stream_write(struct db *db, struct chain_stream *cs, struct errbuf *err)
{
	sqlite3_stmt	*st;
	const char	*what;
	size_t		 i, j, n;
	int		 rc = 0;

	if (cs->first == 0)
		return 0;
	what = _("chain");	/* looked up once, not once a link */
	/*
	 * DB_CHAIN_MANY links a statement while that many are left: each
	 * statement pays its own journal of the pages it changes, and the
	 * foreign key makes every INSERT keep one (issue 31).
	 */
	for (i = 0; i < cs->first && rc == 0; i += n) {
		n = cs->first - i >= DB_CHAIN_MANY ? DB_CHAIN_MANY : 1;
		if ((st = db_stmt(db, n > 1 ? STMT_CHAIN_ADD_MANY : STMT_CHAIN_ADD,
		    err)) == NULL) {
			rc = -1;
			break;
		}
		for (j = 0; j < n; j++) {
			const struct stream_link *l = &cs->l[i + j];

			sqlite3_bind_int64(st, 5 * j + 1, l->table);
			sqlite3_bind_int64(st, 5 * j + 2, l->seq);
			sqlite3_bind_int(st, 5 * j + 3, l->k.number);
			sqlite3_bind_int(st, 5 * j + 4, l->k.version);
			sqlite3_bind_blob(st, 5 * j + 5, l->k.hash, DB_CHAIN_BYTES,
			    SQLITE_STATIC);
			if (i + j == 0 || l->table != l[-1].table)
				db_sign_moved(db, l->table);
		}
		rc = db_step_done(db, st, err, what) == 0 ? 0 : -1;
	}
	memmove(cs->l, cs->l + cs->first, (cs->n - cs->first) * sizeof(*cs->l));
	cs->n -= cs->first;
	cs->first = 0;
	return rc;
}

int
db_chain_stream_open(struct db *db, int64_t table, int fresh, struct errbuf *err)
{
	struct chain_stream *cs;
	sqlite3_stmt	*st;
	int		 rc;

	if (db->cs == NULL)
		db->cs = xcalloc(1, sizeof(*db->cs));
	cs = db->cs;
	cs->table = 0;
	cs->n = cs->first;
	if (!fresh) {
		if (table <= db->bulk_floor)
			return 0;	/* an older table: linked at COMMIT */
		/* Made by this load and written again: all its links at COMMIT. */
		if (stream_write(db, cs, err) == -1 ||
		    (st = db_stmt_as(db, STMT_CHAIN_UNLINK, err, "chain")) == NULL)
			return db_fail(db, err, _("chain")), -1;
		sqlite3_bind_int64(st, 1, table);
		rc = sqlite3_step(st) == SQLITE_DONE ? 0 : (db_fail(db, err, _("chain")), -1);
		sqlite3_reset(st);
		return rc == 0 ? db_chain_mark(db, table, err) : -1;
	}
	if (db_chain_where(db, table, cs->where, sizeof(cs->where), err) == -1)
		return -1;
	cs->table = table;
	cs->ok = 1;
	cs->last = 0;
	memset(cs->prev, 0, sizeof(cs->prev));
	sb_reset(&cs->head);
	ns_add(&cs->head, CHAIN_DOMAIN, strlen(CHAIN_DOMAIN));
	cs->prev_at = cs->head.len;
	sb_addn(&cs->head, (const char *)cs->prev, DB_CHAIN_BYTES);	/* replaced per link */
	ns_add(&cs->head, cs->where, strlen(cs->where));
	return 0;
}

/* The fields of an entry, kept for the links of the versions it wrote. */
static int
stream_entry(struct db *db, struct chain_stream *cs, int64_t entry, struct errbuf *err)
{
	sqlite3_stmt	*st;
	const char	*v;
	int		 i, rc;

	if (cs->entry == entry)
		return 0;
	if ((st = db_stmt_as(db, STMT_CHAIN_ENTRY, err, "chain")) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, entry);
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		for (i = 0; i < 4; i++) {
			v = (const char *)sqlite3_column_text(st, i);
			free(cs->who[i]);
			cs->who[i] = xstrdup(v ? v : "");
		}
	if (rc == SQLITE_ROW) {
		sb_reset(&cs->tail);
		for (i = 0; i < 4; i++)
			ns_add(&cs->tail, cs->who[i], strlen(cs->who[i]));
	}
	else
		db_fail(db, err, _("chain"));
	sqlite3_reset(st);
	if (rc != SQLITE_ROW)
		return -1;
	cs->entry = entry;
	return 0;
}

/* Appends the netstring of len bytes at t; returns the new end. */
static char *
ns_put(char *p, const char *t, size_t len)
{
	char		 buf[24];
	const char	*n;
	size_t		 nlen;

	n = int_text((long long)len, buf, &nlen);
	memcpy(p, n, nlen);
	p += nlen;
	*p++ = ':';
	memcpy(p, t, len);
	p += len;
	*p++ = ',';
	return p;
}

/* Appends the netstring of v as SQLite's text of it; returns the new end. */
static char *
ns_int(char *p, long long v)
{
	char		 buf[24];
	const char	*t;
	size_t		 len;

	if (v >= 0 && v <= 9) {	/* most fields of a result: no division */
		p[0] = '1', p[1] = ':', p[2] = (char)('0' + v), p[3] = ',';
		return p + 4;
	}
	t = int_text(v, buf, &len);
	return ns_put(p, t, len);
}

static void	 stream_hash(struct chain_stream *, const struct db_deal *);

/*
 * The hash of the link of a result-only d after cs->prev: the bytes
 * link_hash_fields would hash, laid out in one buffer (the netstrings of
 * the domain, where and entry made once, cs->head and cs->tail) and
 * hashed in one call; the same hash, at a fraction of the calls (issue 31).
 */
static void
stream_hash_short(struct chain_stream *cs, const struct db_deal *d)
{
	unsigned char	 buf[1024];
	const char	*w;
	size_t		 hn = cs->head.len, tn = cs->tail.len;
	char		*p;
	int		 i;

	/* 17 fields of at most 24 bytes each, and the contract's word */
	if ((d->record != NULL && *d->record != '\0') || hn + tn + 17 * 24 + 64 > sizeof(buf)) {
		stream_hash(cs, d);
		return;
	}
	memcpy(buf, sb_str(&cs->head), hn);
	memcpy(buf + cs->prev_at, cs->prev, DB_CHAIN_BYTES);
	p = (char *)buf + hn;
	p = ns_int(p, d->number);
	p = ns_int(p, d->version);
	p = ns_int(p, d->is_void);
	p = ns_int(p, d->dealer);
	w = baska_contract_word(d->out.contract);
	p = ns_put(p, w, strlen(w));
	p = ns_int(p, d->out.declarer);
	if (d->out.partner == 0) {	/* stored as NULL */
		memcpy(p, "0:,", 3);
		p += 3;
	} else
		p = ns_int(p, d->out.partner);
	p = ns_int(p, d->out.kontras);
	p = ns_int(p, d->out.bok);
	p = ns_int(p, d->out.eyes);
	p = ns_int(p, d->score.won);
	p = ns_int(p, d->score.level);
	for (i = 0; i < 4; i++)
		p = ns_int(p, d->is_void ? 0 : d->score.points[i]);
	memcpy(p, "0:,", 3);	/* no record */
	p += 3;
	memcpy(p, sb_str(&cs->tail), tn);
	p += tn;
	crypto_generichash(cs->prev, DB_CHAIN_BYTES, buf, (size_t)(p - (char *)buf), NULL, 0);
}

/* The hash of the link of d after cs->prev, as STMT_CHAIN_VERSIONS would read d back. */
static void
stream_hash(struct chain_stream *cs, const struct db_deal *d)
{
	const char	*v[CV_NHASHED];
	size_t		 len[CV_NHASHED];
	char		 num[15][24];
	long long	 iv[15];
	int		 i;

	/* The columns as deal_write (league.c) stores them, in STMT_CHAIN_VERSIONS' order. */
	iv[0] = d->number, iv[1] = d->version, iv[2] = d->is_void, iv[3] = d->dealer;
	iv[4] = d->out.declarer, iv[5] = d->out.partner, iv[6] = d->out.kontras;
	iv[7] = d->out.bok, iv[8] = d->out.eyes, iv[9] = d->score.won, iv[10] = d->score.level;
	for (i = 0; i < 4; i++)
		iv[11 + i] = d->is_void ? 0 : d->score.points[i];
	for (i = 0; i < 15; i++)	/* the contract comes after the dealer */
		v[i < 4 ? i : i + 1] = int_text(iv[i], num[i], &len[i < 4 ? i : i + 1]);
	v[4] = baska_contract_word(d->out.contract);
	len[4] = strlen(v[4]);
	if (d->out.partner == 0)	/* stored as NULL */
		v[6] = "", len[6] = 0;
	v[16] = d->record ? d->record : "";
	len[16] = strlen(v[16]);
	for (i = 0; i < 4; i++) {
		v[17 + i] = cs->who[i];
		len[17 + i] = strlen(cs->who[i]);
	}
	link_hash_fields(cs->prev, cs->where, v, len, cs->prev);
}

int
db_chain_stream_add(struct db *db, int64_t table, const struct db_deal *d, int64_t entry,
    struct errbuf *err)
{
	struct chain_stream *cs = db->cs;
	struct stream_link *l;

	if (cs == NULL || cs->table != table || !cs->ok)
		return 0;
	if (d->number <= cs->last) {	/* not in the chain's order: linked at COMMIT */
		cs->ok = 0;
		cs->n = cs->first;
		return 0;
	}
	if (stream_entry(db, cs, entry, err) == -1)
		return -1;
	stream_hash_short(cs, d);
	if (cs->n == cs->cap) {
		cs->cap = cs->cap ? cs->cap * 2 : 256;
		cs->l = xreallocarray(cs->l, cs->cap, sizeof(*cs->l));
	}
	l = &cs->l[cs->n];
	l->table = table;
	l->seq = (int64_t)(cs->n - cs->first) + 1;
	l->k.number = d->number;
	l->k.version = d->version;
	memcpy(l->k.hash, cs->prev, DB_CHAIN_BYTES);
	cs->n++;
	cs->last = d->number;
	return 0;
}

int
db_chain_stream_done(struct db *db, int64_t table, struct errbuf *err)
{
	struct chain_stream *cs = db->cs;

	if (cs == NULL || cs->table != table || !cs->ok) {
		if (cs != NULL) {
			cs->table = 0;
			cs->n = cs->first;
		}
		return db_chain_mark(db, table, err);
	}
	cs->table = 0;
	cs->first = cs->n;
	return cs->first >= STREAM_BATCH ? stream_write(db, cs, err) : 0;
}

int
db_chain_stream_flush(struct db *db, struct errbuf *err)
{
	return db->cs == NULL ? 0 : stream_write(db, db->cs, err);
}

void
db_hash_hex(const unsigned char *b, size_t n, char *out)
{
	hex_encode(b, n, out);
}

/*
 * The hash stored in column col of st, as written: exactly 64 lower-case
 * hex digits and nothing after them (a NUL byte and more would pass the
 * schema's CHECK, whose length() and GLOB stop at the NUL). 0, or -1.
 */
int
db_hash_column(sqlite3_stmt *st, int col, unsigned char out[DB_CHAIN_BYTES])
{
	const char	*s = (const char *)sqlite3_column_text(st, col);

	if (s == NULL || sqlite3_column_bytes(st, col) != 2 * DB_CHAIN_BYTES)
		return -1;
	return hex_decode(s, out, DB_CHAIN_BYTES);
}

/*
 * The hash of a link, column col of st (a deal_chain row): exactly 32 bytes
 * of a blob (schema 190). 0, or -1.
 */
int
db_link_column(sqlite3_stmt *st, int col, unsigned char out[DB_CHAIN_BYTES])
{
	const void	*b;

	if (sqlite3_column_type(st, col) != SQLITE_BLOB ||
	    sqlite3_column_bytes(st, col) != DB_CHAIN_BYTES ||
	    (b = sqlite3_column_blob(st, col)) == NULL)
		return -1;
	memcpy(out, b, DB_CHAIN_BYTES);
	return 0;
}

/*
 * referee_unhex(TEXT): the 32 bytes of a link's hash as schema 040 stored
 * it, 64 lower-case hex digits, for migration 190. Any other value, which
 * only an edit behind the tool's back leaves, becomes 32 zero bytes: no
 * link hashes to them, so verify names the link as changed, as it did.
 */
static void
unhex_fn(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	unsigned char	 b[DB_CHAIN_BYTES];
	const char	*s;

	(void)argc;
	if (sqlite3_value_type(argv[0]) != SQLITE_TEXT ||
	    sqlite3_value_bytes(argv[0]) != 2 * DB_CHAIN_BYTES ||
	    (s = (const char *)sqlite3_value_text(argv[0])) == NULL ||
	    hex_decode(s, b, DB_CHAIN_BYTES) == -1)
		memset(b, 0, sizeof(b));
	sqlite3_result_blob(ctx, b, DB_CHAIN_BYTES, SQLITE_TRANSIENT);
}

int
db_chain_functions(sqlite3 *h)
{
	return sqlite3_create_function(h, "referee_unhex", 1,
	    SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, NULL, unhex_fn, NULL, NULL) ==
	    SQLITE_OK ? 0 : -1;
}
