/*
 * Heads signed with the referee's key (src/db/sign.c, src/util/keys.c): an
 * honest league signed and verified against its keys, a consistent forgery
 * made with the tool's own chain code but no key (verify alone says ok,
 * verify with the keys names the table), a stranger's key, a changed
 * signature, the rollback the README says only a printed head catches, and
 * the keys file's reader.
 */
#include <check.h>
#include <sodium.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../src/db/baskadb.h"
#include "../src/db/db_int.h"
#include "../src/util/keys.h"

static char	 sdbpath[64];

static void
unlink_db(const char *path)
{
	char	 p[160];

	unlink(path);
	snprintf(p, sizeof(p), "%s-wal", path);
	unlink(p);
	snprintf(p, sizeof(p), "%s-shm", path);
	unlink(p);
}

static struct db *
sfresh(void)
{
	struct db	*db;
	struct errbuf	 err;

	snprintf(sdbpath, sizeof(sdbpath), "/tmp/check_sign_%ld.db", (long)getpid());
	unlink_db(sdbpath);
	ck_assert_int_eq(sodium_init() >= 0, 1);
	ck_assert_msg(db_open(sdbpath, &db, &err) == 0, "%s", err.msg);
	return db;
}

/* Runs SQL on the connection, asserting it works. */
static void
sql(struct db *db, const char *s)
{
	char	*msg = NULL;

	ck_assert_msg(sqlite3_exec(db->h, s, NULL, NULL, &msg) == SQLITE_OK, "%s: %s", s,
	    msg ? msg : "");
}

static long
count(struct db *db, const char *s)
{
	sqlite3_stmt	*st;
	long		 n;

	ck_assert_int_eq(sqlite3_prepare_v2(db->h, s, -1, &st, NULL), SQLITE_OK);
	ck_assert_int_eq(sqlite3_step(st), SQLITE_ROW);
	n = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return n;
}

/* An event S with table 1 of session 1, seated, each in a transaction of its own. */
static int64_t
league(struct db *db)
{
	struct db_event	 ev;
	struct baska_rules r = baska_psb;
	struct errbuf	 err;
	int64_t		 t, p;
	char		 name[16];
	int		 i;

	memset(&ev, 0, sizeof(ev));
	snprintf(ev.name, sizeof(ev.name), "S");
	snprintf(ev.ruleset_name, sizeof(ev.ruleset_name), "psb");
	ck_assert_int_eq(db_begin(db, &err), 0);
	ck_assert_int_eq(db_baska_event_add(db, &ev, &r, &err), 0);
	ck_assert_msg(db_commit(db, &err) == 0, "%s", err.msg);
	ck_assert_int_eq(db_begin(db, &err), 0);
	ck_assert_int_eq(db_table_get(db, ev.id, 1, 1, 1, &t, &err), 1);
	for (i = 1; i <= 4; i++) {
		snprintf(name, sizeof(name), "P%d", i);
		ck_assert_int_eq(db_player_get(db, name, 1, &p, &err), 1);
		ck_assert_msg(db_seat_set(db, t, i, p, &err) == 0, "%s", err.msg);
	}
	ck_assert_msg(db_commit(db, &err) == 0, "%s", err.msg);
	return t;
}

/* Deal n of table t: a zwykła of seats 1 and 3, 70 eyes (+1 -1 +1 -1), committed. */
static void
deal(struct db *db, int64_t t, int n)
{
	struct db_deal	 d;
	struct errbuf	 err;
	int64_t		 entry;

	memset(&d, 0, sizeof(d));
	d.number = n;
	d.dealer = (n - 1) % 4 + 1;
	d.out.contract = BC_ZWYKLA;
	d.out.declarer = 1;
	d.out.partner = 3;
	d.out.eyes = 70;
	d.score.won = 1;
	d.score.level = 1;
	d.score.points[0] = d.score.points[2] = 1;
	d.score.points[1] = d.score.points[3] = -1;
	ck_assert_int_eq(db_begin(db, &err), 0);
	ck_assert_int_eq(db_entry_add(db, "test", "2026-03-14T10:00:00Z", NULL, "test", &entry,
	    &err), 0);
	ck_assert_msg(db_deal_put(db, t, &d, entry, 0, &err) == 0, "%s", err.msg);
	ck_assert_msg(db_commit(db, &err) == 0, "%s", err.msg);
}

struct found {
	int	 n, table;
	char	 what[ERR_MSG_MAX];
};

static int
keep_first(void *arg, const struct db_problem *p)
{
	struct found	*f = arg;

	if (f->n++ == 0) {
		f->table = p->table;
		snprintf(f->what, sizeof(f->what), "%s", p->what);
	}
	return 0;
}

static int
check(struct db *db, const struct key_list *keys, struct found *f)
{
	struct errbuf	 err;
	int		 n;

	memset(f, 0, sizeof(*f));
	n = db_verify_keys(db, keys, 0, keep_first, f, &err);
	ck_assert_msg(n >= 0, "%s", err.msg);
	return n;
}

static void
now(char *buf, size_t size)
{
	snprintf(buf, size, "2026-03-14T12:00:00Z");
}

/* A referee's key and the keys file that lists it. */
struct referee {
	unsigned char	 pk[KEY_PUBLIC], sk[KEY_SECRET];
	struct key_list	 keys;
};

static void
referee_new(struct referee *r)
{
	memset(r, 0, sizeof(*r));
	crypto_sign_keypair(r->pk, r->sk);
	r->keys.pk = xreallocarray(NULL, 1, sizeof(*r->keys.pk));
	memcpy(r->keys.pk[0], r->pk, KEY_PUBLIC);
	r->keys.n = r->keys.cap = 1;
}

START_TEST(honest_league_signed)
{
	struct referee	 r;
	struct found	 f;
	struct db	*db = sfresh();
	int64_t		 t;

	referee_new(&r);
	/* Written before a key exists: unsigned, and verify --keys says so. */
	t = league(db);
	ck_assert_int_eq(count(db, "SELECT count(*) FROM head_signature"), 0);
	ck_assert_int_eq(check(db, &r.keys, &f), 1);
	ck_assert_msg(strstr(f.what, "the head of the ledger") != NULL, "%s", f.what);
	db_sign_with(db, r.sk, now);
	deal(db, t, 1);
	deal(db, t, 2);
	/* Each write signed the table's head and the ledger's (its entry moved it). */
	ck_assert_int_eq(count(db, "SELECT count(*) FROM head_signature WHERE chain = 'table'"), 2);
	ck_assert_int_eq(count(db, "SELECT count(*) FROM head_signature WHERE chain = 'ledger'"), 2);
	ck_assert_int_eq(check(db, NULL, &f), 0);
	ck_assert_msg(check(db, &r.keys, &f) == 0, "%s", f.what);
	db_close(db);
	unlink_db(sdbpath);
	key_list_free(&r.keys);
}
END_TEST

/* The triggers a raw edit of a deal meets, dropped and put back to the letter. */
static const char *const guards[] = { "deal_next_version", "deal_reason", "deal_archive",
	"deal_chain_keep", "head_signature_keep" };

/* 64 hex digits of h into out. */
static void
hex64(const unsigned char h[32], char out[65])
{
	int	 i;

	for (i = 0; i < 32; i++)
		snprintf(out + 2 * i, 3, "%02x", h[i]);
}

/* A netstring "LEN:bytes," into the hash. */
static void
hash_field(crypto_generichash_state *hs, const void *p, size_t n)
{
	char	 len[24];

	snprintf(len, sizeof(len), "%zu:", n);
	crypto_generichash_update(hs, (const unsigned char *)len, strlen(len));
	crypto_generichash_update(hs, p, n);
	crypto_generichash_update(hs, (const unsigned char *)",", 1);
}

/*
 * The rest of a consistent forgery (schema 130): the table's head moved to
 * its new last link, and the ledger, which links the head, rewritten from
 * the head's newest link on, hashed as ledger.c hashes a link (a domain,
 * the previous hash, table, key, presence and text as netstrings).
 */
static void
relink_ledger(struct db *db, int64_t t)
{
	unsigned char	 prev[32], out[32];
	char		 q[512], hex[65];
	sqlite3_stmt	*st;
	long		 from;

	char		 keep[2][512];
	const char	*names[2] = { "ledger_frozen", "head_signature_keep" };
	int		 i;

	for (i = 0; i < 2; i++) {
		ck_assert_int_eq(sqlite3_prepare_v2(db->h, "SELECT sql FROM sqlite_schema"
		    " WHERE name = ?1", -1, &st, NULL), SQLITE_OK);
		sqlite3_bind_text(st, 1, names[i], -1, SQLITE_STATIC);
		ck_assert_int_eq(sqlite3_step(st), SQLITE_ROW);
		snprintf(keep[i], sizeof(keep[i]), "%s", (const char *)sqlite3_column_text(st, 0));
		sqlite3_finalize(st);
		snprintf(q, sizeof(q), "DROP TRIGGER %s", names[i]);
		sql(db, q);
	}
	snprintf(q, sizeof(q), "UPDATE chain_head SET (seq, hash) ="
	    " (SELECT seq, lower(hex(hash)) FROM deal_chain WHERE table_id = %lld ORDER BY seq DESC LIMIT 1)"
	    " WHERE table_id = %lld", (long long)t, (long long)t);
	sql(db, q);
	snprintf(q, sizeof(q), "SELECT max(seq) FROM ledger WHERE tbl = 'chain_head' AND key = '%lld'",
	    (long long)t);
	from = count(db, q);
	snprintf(q, sizeof(q), "UPDATE ledger SET text = (SELECT quote(table_id) || ',' ||"
	    " quote(seq) || ',' || quote(hash) FROM chain_head WHERE table_id = %lld) WHERE seq = %ld",
	    (long long)t, from);
	sql(db, q);
	memset(prev, 0, sizeof(prev));
	ck_assert_int_eq(sqlite3_prepare_v2(db->h, "SELECT seq, tbl, key, text, (SELECT hash FROM"
	    " ledger p WHERE p.seq = l.seq - 1) FROM ledger l WHERE seq >= ?1 ORDER BY seq", -1,
	    &st, NULL), SQLITE_OK);
	sqlite3_bind_int64(st, 1, from);
	while (sqlite3_step(st) == SQLITE_ROW) {
		crypto_generichash_state hs;
		const char	*text = (const char *)sqlite3_column_text(st, 3);

		if (sqlite3_column_int64(st, 0) == from && sqlite3_column_type(st, 4) != SQLITE_NULL)
			sodium_hex2bin(prev, 32, (const char *)sqlite3_column_text(st, 4), 64,
			    NULL, NULL, NULL);
		crypto_generichash_init(&hs, NULL, 0, 32);
		hash_field(&hs, "referee ledger 1", 16);
		crypto_generichash_update(&hs, prev, 32);
		hash_field(&hs, sqlite3_column_text(st, 1), (size_t)sqlite3_column_bytes(st, 1));
		hash_field(&hs, sqlite3_column_text(st, 2), (size_t)sqlite3_column_bytes(st, 2));
		hash_field(&hs, text ? "1" : "0", 1);
		hash_field(&hs, text ? text : "", text ? (size_t)sqlite3_column_bytes(st, 3) : 0);
		crypto_generichash_final(&hs, out, 32);
		memcpy(prev, out, 32);
		hex64(out, hex);
		snprintf(q, sizeof(q), "UPDATE ledger SET hash = '%s' WHERE seq = %lld", hex,
		    (long long)sqlite3_column_int64(st, 0));
		sql(db, q);
	}
	sqlite3_finalize(st);
	snprintf(q, sizeof(q), "DELETE FROM head_signature WHERE chain = 'ledger' AND link >= %ld",
	    from);
	sql(db, q);
	sql(db, keep[0]);
	sql(db, keep[1]);
}

static void
forge(struct db *db, int64_t t, const char *edit)
{
	struct strbuf	 back = { NULL, 0, 0 }, drop = { NULL, 0, 0 };
	struct errbuf	 err;
	sqlite3_stmt	*st;
	size_t		 i;

	for (i = 0; i < sizeof(guards) / sizeof(guards[0]); i++) {
		ck_assert_int_eq(sqlite3_prepare_v2(db->h, "SELECT sql FROM sqlite_schema"
		    " WHERE name = ?1", -1, &st, NULL), SQLITE_OK);
		sqlite3_bind_text(st, 1, guards[i], -1, SQLITE_STATIC);
		ck_assert_int_eq(sqlite3_step(st), SQLITE_ROW);
		sb_addf(&back, "%s;", (const char *)sqlite3_column_text(st, 0));
		sb_addf(&drop, "DROP TRIGGER %s;", guards[i]);
		sqlite3_finalize(st);
	}
	sql(db, sb_str(&drop));
	sql(db, edit);
	sql(db, "DELETE FROM deal_chain; DELETE FROM head_signature WHERE chain = 'table'");
	sql(db, sb_str(&back));
	/*
	 * The tool's own code links every version again (as migration 040
	 * adopts a chain): all it lacks is a key.
	 */
	db->adopting = 1;
	ck_assert_int_eq(db_begin(db, &err), 0);
	ck_assert_int_eq(db_chain_mark(db, t, &err), 0);
	ck_assert_msg(db_commit(db, &err) == 0, "%s", err.msg);
	db->adopting = 0;
	relink_ledger(db, t);
	sb_free(&back);
	sb_free(&drop);
}

START_TEST(forged_chain_fails_keys)
{
	struct referee	 r;
	struct found	 f;
	struct db	*db = sfresh();
	int64_t		 t;

	referee_new(&r);
	db_sign_with(db, r.sk, now);
	t = league(db);
	deal(db, t, 1);
	deal(db, t, 2);
	ck_assert_int_eq(check(db, &r.keys, &f), 0);
	db_sign_with(db, NULL, NULL);	/* the forger has the file, not the key */
	forge(db, t, "UPDATE deal SET declarer = 2, partner = 4, p1 = -1, p2 = 1, p3 = -1,"
	    " p4 = 1 WHERE number = 1");
	ck_assert_int_eq(count(db, "SELECT p2 FROM deal WHERE number = 1"), 1);
	/* Consistent: every link matches, every check of verify alone passes. */
	ck_assert_msg(check(db, NULL, &f) == 0, "%s", f.what);
	/* The table's head and the ledger's, both moved by the forger, go unsigned. */
	ck_assert_int_eq(check(db, &r.keys, &f), 2);
	ck_assert_int_eq(f.table, 1);
	ck_assert_msg(strstr(f.what, "is not signed by a listed key") != NULL, "%s", f.what);
	db_close(db);
	unlink_db(sdbpath);
	key_list_free(&r.keys);
}
END_TEST

/* Puts back the trigger whose text is in temp.keep, to the letter. */
static void
put_back(struct db *db)
{
	sqlite3_stmt	*st;

	ck_assert_int_eq(sqlite3_prepare_v2(db->h, "SELECT sql FROM temp.keep", -1, &st, NULL),
	    SQLITE_OK);
	ck_assert_int_eq(sqlite3_step(st), SQLITE_ROW);
	sql(db, (const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
}

START_TEST(stranger_and_changed_signature)
{
	struct referee	 r, s;
	struct found	 f;
	struct db	*db = sfresh();
	char		 fpr[KEY_FPR];
	int64_t		 t;

	referee_new(&r);
	referee_new(&s);
	db_sign_with(db, r.sk, now);
	t = league(db);
	deal(db, t, 1);
	db_sign_with(db, s.sk, now);
	deal(db, t, 2);
	/* Valid signatures all, but the heads are the stranger's. */
	ck_assert_int_eq(check(db, NULL, &f), 0);
	ck_assert_int_eq(check(db, &r.keys, &f), 2);
	key_fingerprint(s.pk, fpr);
	ck_assert_msg(strstr(f.what, fpr) != NULL && strstr(f.what, "not a listed key") != NULL,
	    "%s", f.what);
	ck_assert_int_eq(check(db, &s.keys, &f), 0);
	/* One hex digit of a signature changed: found with or without keys. */
	sql(db, "CREATE TEMP TABLE keep AS SELECT sql FROM sqlite_schema"
	    " WHERE name = 'head_signature_frozen'; DROP TRIGGER head_signature_frozen;"
	    " UPDATE head_signature SET signature ="
	    " (CASE substr(signature, 1, 1) WHEN '0' THEN '1' ELSE '0' END) || substr(signature, 2)"
	    " WHERE id = (SELECT max(id) FROM head_signature WHERE chain = 'table')");
	put_back(db);
	ck_assert_int_eq(check(db, NULL, &f), 1);
	ck_assert_int_eq(f.table, 1);
	ck_assert_msg(strstr(f.what, "does not verify") != NULL, "%s", f.what);
	ck_assert_int_ge(check(db, &s.keys, &f), 2);
	db_close(db);
	unlink_db(sdbpath);
	key_list_free(&r.keys);
	key_list_free(&s.keys);
}
END_TEST

/* The limit the README states: a copy of an earlier signed state verifies. */
START_TEST(rollback_is_not_caught)
{
	struct referee	 r;
	struct found	 f;
	struct errbuf	 err;
	struct db	*db = sfresh(), *old;
	char		 copy[96], q[160], head[2 * DB_CHAIN_BYTES + 1], oldhead[sizeof(head)];
	int64_t		 t;

	referee_new(&r);
	db_sign_with(db, r.sk, now);
	t = league(db);
	deal(db, t, 1);
	snprintf(copy, sizeof(copy), "%s.old", sdbpath);
	unlink_db(copy);
	snprintf(q, sizeof(q), "VACUUM INTO '%s'", copy);
	sql(db, q);
	deal(db, t, 2);
	ck_assert_int_eq(db_chain_head(db, t, head, &err), 1);
	ck_assert_msg(db_open(copy, &old, &err) == 0, "%s", err.msg);
	ck_assert_int_eq(check(old, &r.keys, &f), 0);
	/* Only the head printed on the later protocol tells them apart. */
	ck_assert_int_eq(db_chain_head(old, t, oldhead, &err), 1);
	ck_assert_str_ne(head, oldhead);
	db_close(old);
	db_close(db);
	unlink_db(copy);
	unlink_db(sdbpath);
	key_list_free(&r.keys);
}
END_TEST

static int
keys_text(const char *text, struct key_list *l, struct errbuf *err)
{
	char	 path[64];
	FILE	*fp;
	int	 rc;

	snprintf(path, sizeof(path), "/tmp/check_sign_%ld.keys", (long)getpid());
	ck_assert_ptr_nonnull(fp = fopen(path, "w"));
	fputs(text, fp);
	fclose(fp);
	memset(l, 0, sizeof(*l));
	err_clear(err);
	rc = key_list_read(path, l, err);
	unlink(path);
	return rc;
}

START_TEST(keys_file)
{
	static const char zero[] = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
	unsigned char	 pk[KEY_PUBLIC];
	char		 fpr[KEY_FPR], text[256], b64[KEY_B64];
	struct key_list	 l;
	struct errbuf	 err;

	/* The fingerprint of 32 zero bytes: head -c 32 /dev/zero | b2sum -l 256 */
	memset(pk, 0, sizeof(pk));
	key_fingerprint(pk, fpr);
	ck_assert_str_eq(fpr, "89eb0d6a8a691dae");
	key_public_b64(pk, b64);
	ck_assert_str_eq(b64, zero);
	snprintf(text, sizeof(text), "# the league\n\n  referee-key Anna %s  \r\n"
	    "referee-key\tBob\t%s\n", zero, zero);
	ck_assert_int_eq(keys_text(text, &l, &err), 0);
	ck_assert_int_eq((int)l.n, 2);
	ck_assert_int_eq(key_list_has(&l, pk), 1);
	key_list_free(&l);
	/* Each fault at its line and column. */
	ck_assert_int_eq(keys_text("# x\nreferee-key Anna AAAA\n", &l, &err), -1);
	ck_assert_int_eq(err.line, 2);
	ck_assert_int_eq(err.col, 18);
	key_list_free(&l);
	ck_assert_int_eq(keys_text("referee-kee Anna x\n", &l, &err), -1);
	ck_assert_int_eq(err.line, 1);
	ck_assert_int_eq(err.col, 1);
	key_list_free(&l);
	snprintf(text, sizeof(text), "referee-key Anna %s x\n", zero);
	ck_assert_int_eq(keys_text(text, &l, &err), -1);
	ck_assert_int_eq(err.col, 63);
	key_list_free(&l);
	snprintf(text, sizeof(text), "referee-key Anna %.43s\n", zero);
	ck_assert_int_eq(keys_text(text, &l, &err), -1);
	key_list_free(&l);
	ck_assert_int_eq(key_public_parse(zero, 44, pk), 0);
	ck_assert_int_eq(key_public_parse("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB=", 44, pk), -1);
	ck_assert_int_eq(key_name_ok("Sędzia"), 1);
	ck_assert_int_eq(key_name_ok("two words"), 0);
	ck_assert_int_eq(key_name_ok(""), 0);
}
END_TEST

Suite *
sign_suite(void)
{
	Suite	*s = suite_create("sign");
	TCase	*tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, honest_league_signed);
	tcase_add_test(tc, forged_chain_fails_keys);
	tcase_add_test(tc, stranger_and_changed_signature);
	tcase_add_test(tc, rollback_is_not_caught);
	tcase_add_test(tc, keys_file);
	suite_add_tcase(s, tc);
	return s;
}
