/*
 * Heads signed with the referee's key (schema/120-signatures.sql).
 *
 * A head is the newest link of a table's deal chain (chain.c) or of the
 * ledger (ledger.c). The writers note each head they move; just before
 * COMMIT, when the connection has a signer (db_sign_with), each moved head
 * gets an Ed25519 signature (crypto_sign_detached) of the message below, in
 * the same transaction. Without a signer the write proceeds unsigned.
 *
 * The message is a list of netstrings ("LEN:bytes,"): the domain
 * "referee head signature 1", the chain ("table" or "ledger"), where the
 * table is ("event|session|table" as its links hash it, "" for the
 * ledger), the link number, the head's 64 hex digits, the signer's public
 * key in base64 and the time. A signature thus vouches for one head of one
 * chain at one link, never for a bare hash.
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "db.h"
#include "db_int.h"
#include "../util/i18n.h"
#include "../util/keys.h"

#define SIGN_DOMAIN	"referee head signature 1"
#define SIG_HEX		(2 * crypto_sign_BYTES)

struct db_signer {
	unsigned char	 sk[crypto_sign_SECRETKEYBYTES];
	char		 pk[KEY_B64];
	void		(*now)(char *, size_t);
};

void
db_sign_with(struct db *db, const unsigned char *sk, void (*now)(char *, size_t))
{
	unsigned char	 pk[crypto_sign_PUBLICKEYBYTES];

	db_sign_free(db);
	if (sk == NULL)
		return;
	db->signer = sodium_malloc(sizeof(*db->signer));
	if (db->signer == NULL)
		return;	/* writes go unsigned; verify --keys says so */
	memcpy(db->signer->sk, sk, sizeof(db->signer->sk));
	crypto_sign_ed25519_sk_to_pk(pk, sk);
	key_public_b64(pk, db->signer->pk);
	db->signer->now = now;
}

void
db_sign_free(struct db *db)
{
	free(db->moved);
	db->moved = NULL;
	db->nmoved = db->capmoved = 0;
	if (db->signer != NULL)
		sodium_free(db->signer);	/* zeroed first */
	db->signer = NULL;
}

void
db_sign_forget(struct db *db)
{
	db->nmoved = 0;
	db->ledger_moved = 0;
}

void
db_sign_moved(struct db *db, int64_t table)
{
	if (table == 0) {
		db->ledger_moved = 1;
		return;
	}
	if (db->nmoved > 0 && db->moved[db->nmoved - 1] == table)
		return;
	if (db->nmoved == db->capmoved) {
		db->capmoved = db->capmoved ? db->capmoved * 2 : 16;
		db->moved = xreallocarray(db->moved, db->capmoved, sizeof(*db->moved));
	}
	db->moved[db->nmoved++] = table;
}

static void
netstring(struct strbuf *m, const char *s)
{
	sb_addf(m, "%zu:", strlen(s));
	sb_adds(m, s);
	sb_addc(m, ',');
}

/* The message a signature signs (see the top of this file). */
static void
sign_message(struct strbuf *m, const char *chain, const char *where, int64_t link,
    const char *head, const char *pk, const char *at)
{
	char	 num[24];

	sb_reset(m);
	netstring(m, SIGN_DOMAIN);
	netstring(m, chain);
	netstring(m, where);
	snprintf(num, sizeof(num), "%lld", (long long)link);
	netstring(m, num);
	netstring(m, head);
	netstring(m, pk);
	netstring(m, at);
}

static void
sign_time(const struct db_signer *s, char *buf, size_t size)
{
	time_t		 t;
	struct tm	 tm;

	if (s->now != NULL) {
		s->now(buf, size);
		return;
	}
	t = time(NULL);
	gmtime_r(&t, &tm);
	strftime(buf, size, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

/* Signs one head and stores the signature. table 0: the ledger. 0 or -1. */
static int
sign_one(struct db *db, int64_t table, struct strbuf *m, struct errbuf *err)
{
	unsigned char	 h[DB_CHAIN_BYTES], sig[crypto_sign_BYTES];
	char		 where[DB_NAME_MAX + 32] = "", head[2 * DB_CHAIN_BYTES + 1], at[32];
	char		 sighex[SIG_HEX + 1];
	sqlite3_stmt	*st;
	int64_t		 seq;

	if ((table != 0 ? db_chain_last(db, table, &seq, h, err) :
	    db_ledger_last(db, &seq, h, err)) == -1 ||
	    (table != 0 && db_chain_where(db, table, where, sizeof(where), err) == -1))
		return -1;
	if (seq == 0)
		return 0;
	db_hash_hex(h, DB_CHAIN_BYTES, head);
	sign_time(db->signer, at, sizeof(at));
	sign_message(m, table ? "table" : "ledger", where, seq, head, db->signer->pk, at);
	crypto_sign_detached(sig, NULL, (const unsigned char *)m->s, m->len, db->signer->sk);
	sodium_bin2hex(sighex, sizeof(sighex), sig, sizeof(sig));
	if ((st = db_stmt(db, STMT_SIG_ADD, err)) == NULL)
		return -1;
	sqlite3_bind_text(st, 1, table ? "table" : "ledger", -1, SQLITE_STATIC);
	if (table != 0)
		sqlite3_bind_int64(st, 2, table);
	sqlite3_bind_int64(st, 3, seq);
	sqlite3_bind_text(st, 4, head, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, db->signer->pk, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 6, at, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 7, sighex, -1, SQLITE_STATIC);
	return db_step_done(db, st, err, C_("database step", "sign")) == 0 ? 0 : -1;
}

static int
id_cmp(const void *a, const void *b)
{
	int64_t	 x = *(const int64_t *)a, y = *(const int64_t *)b;

	return x < y ? -1 : x > y;
}

int
db_sign_heads(struct db *db, struct errbuf *err)
{
	struct strbuf	 m = { NULL, 0, 0 };
	size_t		 i;
	int		 rc = 0;

	if (db->signer == NULL) {
		db_sign_forget(db);
		return 0;
	}
	if (db->nmoved > 1)
		qsort(db->moved, db->nmoved, sizeof(*db->moved), id_cmp);
	for (i = 0; i < db->nmoved && rc == 0; i++)
		if (i == 0 || db->moved[i] != db->moved[i - 1])
			rc = sign_one(db, db->moved[i], &m, err);
	if (rc == 0 && db->ledger_moved)
		rc = sign_one(db, 0, &m, err);
	sb_free(&m);
	db_sign_forget(db);
	return rc;
}

/* ------------------------------------------------------------ checking */

/* Column i as text of exactly its bytes, or NULL when it holds a NUL byte or is NULL. */
static const char *
col_exact(sqlite3_stmt *st, int i)
{
	const char	*s = (const char *)sqlite3_column_text(st, i);

	if (s == NULL || strlen(s) != (size_t)sqlite3_column_bytes(st, i))
		return NULL;
	return s;
}

/*
 * Whether the stored signature (head, public key, time, signature: columns
 * c .. c + 3 of st) is a valid signature of that head at link seq of the
 * chain. 1 with the signer's key in pk, or 0.
 */
static int
sig_valid(sqlite3_stmt *st, int c, const char *chain, const char *where, int64_t seq,
    struct strbuf *m, unsigned char pk[KEY_PUBLIC])
{
	const char	*head = col_exact(st, c), *pkt = col_exact(st, c + 1);
	const char	*at = col_exact(st, c + 2), *sig = col_exact(st, c + 3);
	unsigned char	 s[crypto_sign_BYTES];
	size_t		 n;

	if (head == NULL || pkt == NULL || at == NULL || sig == NULL ||
	    strlen(head) != 2 * DB_CHAIN_BYTES || strlen(sig) != SIG_HEX ||
	    key_public_parse(pkt, strlen(pkt), pk) == -1 ||
	    sodium_hex2bin(s, sizeof(s), sig, SIG_HEX, NULL, &n, NULL) != 0 || n != sizeof(s))
		return 0;
	sign_message(m, chain, where, seq, head, pkt, at);
	return crypto_sign_verify_detached(s, (const unsigned char *)m->s, m->len, pk) == 0;
}

/*
 * The signatures of the head hex at link seq of a chain (table 0: the
 * ledger). Without keys: 1 when one is valid, with its signer's
 * fingerprint in fpr. With keys: 1 when one valid signature is by a listed
 * key; 0 otherwise, fpr the newest valid signer ("" when none). -1 with err.
 */
static int
head_signed(struct db *db, int64_t table, const char *where, int64_t seq, const char *hex,
    const struct key_list *keys, char fpr[KEY_FPR], struct errbuf *err)
{
	struct strbuf	 m = { NULL, 0, 0 };
	unsigned char	 pk[KEY_PUBLIC];
	sqlite3_stmt	*st;
	int		 rc, found = 0;

	fpr[0] = '\0';
	if ((st = db_stmt(db, STMT_SIG_OF_HEAD, err)) == NULL)
		return -1;
	sqlite3_bind_text(st, 1, table ? "table" : "ledger", -1, SQLITE_STATIC);
	if (table != 0)
		sqlite3_bind_int64(st, 2, table);
	sqlite3_bind_int64(st, 3, seq);
	while (!found && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (strcmp(db_col_text(st, 0), hex) != 0 ||
		    !sig_valid(st, 0, table ? "table" : "ledger", where, seq, &m, pk))
			continue;
		if (keys == NULL || key_list_has(keys, pk)) {
			key_fingerprint(pk, fpr);
			found = 1;
		} else if (fpr[0] == '\0')
			key_fingerprint(pk, fpr);
	}
	sqlite3_reset(st);
	sb_free(&m);
	if (!found && rc != SQLITE_DONE)
		return db_fail(db, err, NT_("verify")), -1;
	return found;
}

int
db_head_signer(struct db *db, int64_t table, char fpr[KEY_FPR], struct errbuf *err)
{
	unsigned char	 h[DB_CHAIN_BYTES];
	char		 where[DB_NAME_MAX + 32] = "", hex[2 * DB_CHAIN_BYTES + 1];
	int64_t		 seq;

	fpr[0] = '\0';
	if ((table != 0 ? db_chain_last(db, table, &seq, h, err) :
	    db_ledger_last(db, &seq, h, err)) == -1 ||
	    (table != 0 && db_chain_where(db, table, where, sizeof(where), err) == -1))
		return -1;
	if (seq == 0)
		return 0;
	db_hash_hex(h, DB_CHAIN_BYTES, hex);
	return head_signed(db, table, where, seq, hex, NULL, fpr, err);
}

/* One stored signature: it verifies, and signs the link it names as that link is now. */
static void
sig_row(struct verify *v, sqlite3_stmt *st, struct strbuf *m)
{
	unsigned char	 pk[KEY_PUBLIC];
	char		 where[DB_NAME_MAX + 32] = "";
	const char	*ev = NULL, *now = col_exact(st, 12);
	long long	 id = sqlite3_column_int64(st, 0), link = sqlite3_column_int64(st, 3);
	int		 table = strcmp(db_col_text(st, 1), "table") == 0, s = 0, t = 0;

	if (table && !sqlite3_column_int(st, 11)) {
		verify_problem(v, NULL, 0, 0, 0, _("signature %lld names table %lld, which is not"
		    " stored (deleted behind the tool's back)"), id, sqlite3_column_int64(st, 2));
		return;
	}
	if (table) {
		ev = db_col_text(st, 8);
		s = sqlite3_column_int(st, 9);
		t = sqlite3_column_int(st, 10);
		snprintf(where, sizeof(where), "%s|%d|%d", ev, s, t);
	}
	if (!sig_valid(st, 4, table ? "table" : "ledger", where, link, m, pk))
		verify_problem(v, ev, s, t, 0, table ? _("signature %lld of link %lld does not"
		    " verify (changed behind the tool's back)") : _("signature %lld of link %lld of"
		    " the ledger does not verify (changed behind the tool's back)"), id, link);
	else if (now == NULL)
		verify_problem(v, ev, s, t, 0, table ? _("signature %lld signs link %lld, which is"
		    " not in the chain (removed behind the tool's back)") : _("signature %lld signs"
		    " link %lld of the ledger, which is not there (removed behind the tool's back)"),
		    id, link);
	else if (strcmp(now, db_col_text(st, 4)) != 0)
		verify_problem(v, ev, s, t, 0, table ? _("signature %lld signs link %lld as %.16s,"
		    " but the link is now %.16s (the chain was rewritten after it was signed)") :
		    _("signature %lld signs link %lld of the ledger as %.16s, but the link is now"
		    " %.16s (the ledger was rewritten after it was signed)"), id, link,
		    db_col_text(st, 4), now);
}

/* A current head is signed by a listed key, or a problem names it and its signer. */
static int
head_row(struct verify *v, int64_t table, const char *ev, int s, int t, int64_t seq,
    const char *hex, const struct key_list *keys, struct errbuf *err)
{
	char	 where[DB_NAME_MAX + 32] = "", fpr[KEY_FPR];
	int	 rc;

	if (table != 0)
		snprintf(where, sizeof(where), "%s|%d|%d", ev, s, t);
	if ((rc = head_signed(v->db, table, where, seq, hex, keys, fpr, err)) != 0)
		return rc == 1 ? 0 : -1;
	if (table != 0 && fpr[0] != '\0')
		verify_problem(v, ev, s, t, 0, _("the head of its chain (link %lld) is signed by key"
		    " %s, which is not a listed key"), (long long)seq, fpr);
	else if (table != 0)
		verify_problem(v, ev, s, t, 0, _("the head of its chain (link %lld) is not signed by"
		    " a listed key (no valid signature)"), (long long)seq);
	else if (fpr[0] != '\0')
		verify_problem(v, NULL, 0, 0, 0, _("the head of the ledger (link %lld) is signed by"
		    " key %s, which is not a listed key"), (long long)seq, fpr);
	else
		verify_problem(v, NULL, 0, 0, 0, _("the head of the ledger (link %lld) is not signed"
		    " by a listed key (no valid signature)"), (long long)seq);
	return 0;
}

/* Every current head, with keys: each table's, then the ledger's. 0 or -1. */
static int
heads_check(struct verify *v, const struct key_list *keys, struct errbuf *err)
{
	unsigned char	 h[DB_CHAIN_BYTES];
	char		 hex[2 * DB_CHAIN_BYTES + 1];
	sqlite3_stmt	*st;
	int64_t		 seq;
	int		 rc, fail = 0;

	if ((st = db_stmt(v->db, STMT_SIG_TABLE_HEADS, err)) == NULL)
		return -1;
	while (!fail && (rc = sqlite3_step(st)) == SQLITE_ROW)
		fail = head_row(v, sqlite3_column_int64(st, 0), db_col_text(st, 1),
		    sqlite3_column_int(st, 2), sqlite3_column_int(st, 3),
		    sqlite3_column_int64(st, 4), db_col_text(st, 5), keys, err) == -1;
	sqlite3_reset(st);
	if (fail)
		return -1;
	if (rc != SQLITE_DONE)
		return db_fail(v->db, err, NT_("verify")), -1;
	if (db_ledger_last(v->db, &seq, h, err) == -1)
		return -1;
	if (seq == 0)
		return 0;
	db_hash_hex(h, DB_CHAIN_BYTES, hex);
	return head_row(v, 0, NULL, 0, 0, seq, hex, keys, err);
}

int
db_sign_verify(struct verify *v, const struct key_list *keys, struct errbuf *err)
{
	struct strbuf	 m = { NULL, 0, 0 };
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(v->db, STMT_SIG_ALL, err)) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		sig_row(v, st, &m);
	sqlite3_reset(st);
	sb_free(&m);
	if (rc != SQLITE_DONE)
		return db_fail(v->db, err, NT_("verify")), -1;
	return keys != NULL ? heads_check(v, keys, err) : 0;
}
