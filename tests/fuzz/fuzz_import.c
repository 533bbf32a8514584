/*
 * Fuzz target: referee import, the whole path (libcsv reading, header, row
 * validation, scoring, the database writes), at thousands of inputs a second.
 *
 * The league database is migrated once, into a shared-cache in-memory
 * database that a holder connection keeps alive; every cmd_import opens it
 * by its URI (cli_db_path) as it would open a file. The template holds an
 * event with deals (GP Kartuzy), a dice event (Kości) and the players, so
 * inputs meet every state a row can: a new event, an existing table, a
 * player seated elsewhere, a deal already entered. The input is the CSV file,
 * read from stdin (a memory stream).
 *
 * No import of an input is ever committed: the link wraps db_commit
 * (-Wl,--wrap, see the Makefile). The wrapper runs db_commit_prepare, what
 * db_commit does before its COMMIT (chain links, ledger), then checks the state the COMMIT would have made, on the
 * import's own connection inside its still open transaction (the holder
 * cannot read uncommitted rows):
 *   - one entry row more than the template;
 *   - the totals the triggers keep (bulk mode skips them) equal to the
 *     deals, foreign keys whole (PRAGMA foreign_key_check) and no deferred
 *     foreign key pending (SQLITE_DBSTATUS_DEFERRED_FKS: what would make the
 *     COMMIT itself fail);
 * then rolls back and returns 0 as a COMMIT would. cmd_import does nothing
 * with the database after db_commit but print its count. This replaces
 * copying the template back after each committed import (sqlite3_backup),
 * which made SQLite prepare every statement of the connection again on the
 * next input and cost most of the time. For the same reason sqlite3_exec
 * is wrapped too: on the import's connection, after the template, it leaves
 * out PRAGMA ignore_check_constraints (chain.c and db_commit turn CHECKs off
 * around the bulk chain links; a flag PRAGMA expires every prepared
 * statement of the connection): the links then also meet deal_chain's
 * CHECKs, a stricter test, not a weaker one. After each input:
 *   - the database equals the template (row counts, the sums of the
 *     columns an import updates), read by the holder: a refused import wrote
 *     nothing, a committed one was rolled back whole;
 *   - exit 0 after the wrapper ran, a refusal (not 0) only without it;
 *   - a refused import said why on stderr ("referee: ...") with exit 1 or 2;
 *   - after the first rolled-back import and every 4096 inputs, the
 *     database still refuses a deal whose points do not sum to zero, a
 *     deleted deal and a deal at a table that does not exist.
 * What is not run per input is SQLite's COMMIT statement and those
 * PRAGMAs; the import of the template (LLVMFuzzerInitialize) runs them.
 *
 * Beyond db_commit_prepare (split out of db_commit for the wrapper), no
 * source outside tests/fuzz changes: SQLite takes URI file
 * names once sqlite3_config(SQLITE_CONFIG_URI) is set before its first use,
 * and the link wraps four more functions of src/db so that the connection
 * the first import opened, with its prepared statements, is handed to every
 * later one: db_open and db_open_existing (what league_open calls) return
 * it, db_close only resets its statements (cmd_import has already rolled
 * back), and db_bulk_begin leaves its triggers off as the first call set
 * them. Opening, migrating and preparing are then paid once, not per input;
 * they are what the first import runs.
 */
#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/cli/cli.h"
#include "../../src/cli/commands.h"
#include "../../src/db/db.h"
#include "../../src/db/db_int.h"
#include "sqlite_mem.h"

int	 LLVMFuzzerInitialize(int *, char ***);
int	 __real_db_open(const char *, struct db **, struct errbuf *);
int	 __real_db_open_existing(const char *, struct db **, struct errbuf *);
void	 __real_db_close(struct db *);
int	 __real_db_bulk_begin(struct db *, struct errbuf *);
int	 __wrap_db_open(const char *, struct db **, struct errbuf *);
int	 __wrap_db_open_existing(const char *, struct db **, struct errbuf *);
void	 __wrap_db_close(struct db *);
int	 __wrap_db_bulk_begin(struct db *, struct errbuf *);
int	 __real_db_commit(struct db *, struct errbuf *);
int	 __wrap_db_commit(struct db *, struct errbuf *);
int	 __real_sqlite3_exec(sqlite3 *, const char *, int (*)(void *, int, char **, char **),
	    void *, char **);
int	 __wrap_sqlite3_exec(sqlite3 *, const char *, int (*)(void *, int, char **, char **),
	    void *, char **);
int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

#define DB_URI	"file:referee-fuzz-import?mode=memory&cache=shared"
#define NPRINT	10	/* values of the fingerprint */

static const char seed_csv[] =
    "event,session,table,deal,seat1,seat2,seat3,seat4,dealer,contract,declarer,partner,"
    "kontras,eyes,bok\n"
    "GP Kartuzy,1,1,1,Tomasz Okoń,Anna Labuda,Stanisław Kąkol,Teresa Gruchała,1,wesele,4,2,"
    "2,55,0\n"
    "GP Kartuzy,1,1,2,Tomasz Okoń,Anna Labuda,Stanisław Kąkol,Teresa Gruchała,2,wesele,4,3,"
    "1,104,0\n"
    "GP Kartuzy,1,2,1,Jan Formela,Ewa Kreft,Józef Szczypior,Maria Bielińska,1,zwykla,2,4,"
    "0,92,0\n";

static sqlite3		*holder;	/* keeps the shared database alive */
/* The statements of the checks, on the holder and on the import's connection. */
static sqlite3_stmt	*fingerprint, *totals_bad, *kept_fingerprint, *kept_totals_bad, *kept_fk,
			*holder_fk;
static unsigned long	 inputs, rollbacks;
static int		 rolling_back;	/* db_commit rolls back (after the template) */
static int		 committed;	/* db_commit ran for the current input */
static int64_t		 template_rows[NPRINT];	/* fingerprint of the template */
static FILE		*devnull;
static struct db	*kept;		/* the import connection, opened once */

int
__wrap_db_open(const char *path, struct db **out, struct errbuf *err)
{
	int	 rc;

	if (kept != NULL && strcmp(path, kept->path) == 0) {
		*out = kept;
		return 0;
	}
	rc = __real_db_open(path, out, err);
	if (rc == 0 && kept == NULL && strcmp(path, DB_URI) == 0)
		kept = *out;
	return rc;
}

/* league_open opens an existing database this way (db_open when creating it). */
int
__wrap_db_open_existing(const char *path, struct db **out, struct errbuf *err)
{
	int	 rc;

	if (kept != NULL && strcmp(path, kept->path) == 0) {
		*out = kept;
		return 0;
	}
	rc = __real_db_open_existing(path, out, err);
	if (rc == 0 && kept == NULL && strcmp(path, DB_URI) == 0)
		kept = *out;
	return rc;
}

void
__wrap_db_close(struct db *db)
{
	int	 i;

	if (db == NULL || db != kept) {
		__real_db_close(db);
		return;
	}
	if (!sqlite3_get_autocommit(db->h))
		sqlite3_exec(db->h, "ROLLBACK", NULL, NULL, NULL);
	for (i = 0; i < STMT__COUNT; i++)
		if (db->stmt[i] != NULL)
			sqlite3_reset(db->stmt[i]);
}

int
__wrap_db_bulk_begin(struct db *db, struct errbuf *err)
{
	if (db == kept && db->bulk)
		return 0;
	return __real_db_bulk_begin(db, err);
}

static void
die(const char *what)
{
	fprintf(stderr, "fuzz_import: %s: %s\n", what, holder ? sqlite3_errmsg(holder) : "");
	abort();
}

static void
exec(sqlite3 *db, const char *sql)
{
	if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK)
		die(sql);
}

/*
 * The row counts of every table the import writes, and sums of the columns
 * it updates (seat counts, table totals): equal means unchanged.
 */
static const char fingerprint_sql[] = "SELECT (SELECT count(*) FROM player),"
    " (SELECT count(*) FROM event), (SELECT count(*) FROM play_table),"
    " (SELECT count(*) FROM seat), (SELECT count(*) FROM entry),"
    " (SELECT count(*) FROM deal), (SELECT count(*) FROM table_total),"
    " (SELECT count(*) FROM deal_history),"
    " (SELECT total(seated) + 8 * total(absent) FROM play_table),"
    " (SELECT total(deals) + total(abs(s1)) + total(abs(s2)) + total(abs(s3))"
    "   FROM table_total)";

/* Tables whose totals or seat counts differ from their deals and seats: none. */
static const char totals_bad_sql[] = "SELECT count(*) FROM table_total x"
    " JOIN play_table t ON t.id = x.table_id"
    " WHERE x.deals IS NOT (SELECT count(*) FROM deal d WHERE d.table_id = x.table_id"
    "   AND d.void = 0)"
    " OR x.s1 IS NOT (SELECT coalesce(sum(p1), 0) FROM deal d WHERE d.table_id = x.table_id)"
    " OR x.s2 IS NOT (SELECT coalesce(sum(p2), 0) FROM deal d WHERE d.table_id = x.table_id)"
    " OR x.s3 IS NOT (SELECT coalesce(sum(p3), 0) FROM deal d WHERE d.table_id = x.table_id)"
    " OR x.s4 IS NOT (SELECT coalesce(sum(p4), 0) FROM deal d WHERE d.table_id = x.table_id)"
    " OR t.seated IS NOT (SELECT count(player_id) FROM seat s WHERE s.table_id = t.id)"
    " OR (SELECT count(*) FROM table_total) IS NOT (SELECT count(*) FROM play_table)";

static sqlite3_stmt *
prepare(sqlite3 *db, const char *sql)
{
	sqlite3_stmt	*st;

	if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &st, NULL) != SQLITE_OK) {
		fprintf(stderr, "fuzz_import: prepare: %s\n", sqlite3_errmsg(db));
		abort();
	}
	return st;
}

static void
fingerprint_get(sqlite3_stmt *st, int64_t out[NPRINT])
{
	int	 i;

	if (sqlite3_step(st) != SQLITE_ROW)
		die("fingerprint");
	for (i = 0; i < NPRINT; i++)
		out[i] = sqlite3_column_int64(st, i);
	sqlite3_reset(st);
}

/* One statement that must be refused with a constraint error. */
static void
must_refuse(const char *sql)
{
	if (sqlite3_exec(holder, sql, NULL, NULL, NULL) == SQLITE_OK ||
	    (sqlite3_errcode(holder) & 0xff) != SQLITE_CONSTRAINT) {
		fprintf(stderr, "fuzz_import: the database accepted: %s\n", sql);
		abort();
	}
}

static void
check_enforced(void)
{
	must_refuse("INSERT INTO deal (table_id, number, version, dealer, contract, declarer,"
	    " partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, entry_id)"
	    " SELECT table_id, 99, 1, 1, 'zwykla', 1, 2, 0, 0, 61, 1, 1, 2, 2, -2, -1, entry_id"
	    " FROM deal LIMIT 1");
	must_refuse("DELETE FROM deal");
	must_refuse("INSERT INTO deal (table_id, number, version, dealer, contract, declarer,"
	    " partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, entry_id)"
	    " SELECT 999999, 1, 1, 1, 'zwykla', 1, 2, 0, 0, 61, 1, 1, 2, 2, -2, -2, entry_id"
	    " FROM deal LIMIT 1");
}

/* What the triggers would have kept, and the keys, as one connection sees them. */
static void
check_committed(sqlite3 *db, sqlite3_stmt *bad, sqlite3_stmt *fk)
{
	int	 rc, cur = 0, hi = 0;

	rc = sqlite3_step(bad);
	if (rc != SQLITE_ROW || sqlite3_column_int(bad, 0) != 0) {
		fprintf(stderr, "fuzz_import: table totals or seat counts differ from the deals\n");
		abort();
	}
	sqlite3_reset(bad);
	if (sqlite3_step(fk) != SQLITE_DONE) {
		fprintf(stderr, "fuzz_import: a foreign key is broken\n");
		abort();
	}
	sqlite3_reset(fk);
	/* Deferred keys still unresolved would make the COMMIT fail. */
	if (sqlite3_db_status(db, SQLITE_DBSTATUS_DEFERRED_FKS, &cur, &hi, 0) != SQLITE_OK ||
	    cur != 0) {
		fprintf(stderr, "fuzz_import: a deferred foreign key is unresolved\n");
		abort();
	}
}

/*
 * PRAGMA ignore_check_constraints on the import's connection, once the
 * template is made: left as it is (off). A flag PRAGMA expires every
 * prepared statement of the connection, so the toggles around the chain
 * links (chain.c, db_commit) cost more than an import; without them the
 * links also meet deal_chain's CHECKs: a stricter test, not a weaker one.
 */
int
__wrap_sqlite3_exec(sqlite3 *h, const char *sql, int (*cb)(void *, int, char **, char **),
    void *arg, char **errmsg)
{
	static const char toggle[] = "PRAGMA ignore_check_constraints";

	if (rolling_back && kept != NULL && h == kept->h &&
	    strncmp(sql, toggle, sizeof(toggle) - 1) == 0)
		return SQLITE_OK;
	return __real_sqlite3_exec(h, sql, cb, arg, errmsg);
}

/*
 * db_commit of an input's import: everything but the COMMIT, the state it
 * would commit checked on the import's connection, then rolled back.
 */
int
__wrap_db_commit(struct db *db, struct errbuf *err)
{
	int64_t	 now[NPRINT];

	if (!rolling_back || db != kept)
		return __real_db_commit(db, err);
	if (db_commit_prepare(db, err) == -1)
		return -1;
	fingerprint_get(kept_fingerprint, now);
	if (now[4] != template_rows[4] + 1) {
		fprintf(stderr, "fuzz_import: imported without its entry row\n");
		abort();
	}
	check_committed(db->h, kept_totals_bad, kept_fk);
	db_rollback(db);
	if (!sqlite3_get_autocommit(db->h)) {
		fprintf(stderr, "fuzz_import: the rollback left the transaction open\n");
		abort();
	}
	committed = 1;
	return 0;
}

/* Runs referee import - with text on stdin; returns its exit status, stderr in *msg. */
static int
run_import(const char *text, size_t size, char **msg, size_t *msglen)
{
	static char	 dash[] = "-", name[] = "import";
	char		*argv[] = { name, dash, NULL };
	FILE		*in, *err, *saved_in = stdin, *saved_out = stdout, *saved_err = stderr;
	int		 rc;

	in = size > 0 ? fmemopen((void *)(uintptr_t)text, size, "r") : fopen("/dev/null", "r");
	if (in == NULL || (err = open_memstream(msg, msglen)) == NULL)
		abort();
	stdin = in;
	stdout = devnull;
	stderr = err;
	cli_getopt_reset();
	rc = cmd_import(2, argv);
	stderr = saved_err;
	stdout = saved_out;
	stdin = saved_in;
	fclose(err);
	fclose(in);
	return rc;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	char		*msg = NULL;
	size_t		 msglen = 0;

	(void)argc;
	(void)argv;
	/* The command prints what it imported: not to the fuzzer's output. */
	if ((devnull = fopen("/dev/null", "w")) == NULL)
		abort();
	if (fuzz_sqlite_mem() != SQLITE_OK || sqlite3_config(SQLITE_CONFIG_URI, 1) != SQLITE_OK)
		abort();
	if (sqlite3_open_v2(DB_URI, &holder, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE |
	    SQLITE_OPEN_URI, NULL) != SQLITE_OK)
		die("open");
	cli_db_path = DB_URI;
	if (run_import(seed_csv, sizeof(seed_csv) - 1, &msg, &msglen) != 0) {
		fprintf(stderr, "fuzz_import: the template import failed: %s\n", msg);
		abort();
	}
	free(msg);
	exec(holder, "PRAGMA foreign_keys = ON");
	exec(holder, "INSERT INTO event (name, game, ruleset_name, ruleset, big1, big2, big3,"
	    " big4, tie_mode, absent_big, absent_small, team_best_n, season_best_n)"
	    " SELECT 'Kości', 'dice', ruleset_name, ruleset, big1, big2, big3, big4, tie_mode,"
	    " absent_big, absent_small, team_best_n, season_best_n FROM event LIMIT 1");
	if (kept == NULL)
		die("the template import kept no connection");
	fingerprint = prepare(holder, fingerprint_sql);
	totals_bad = prepare(holder, totals_bad_sql);
	kept_fingerprint = prepare(kept->h, fingerprint_sql);
	kept_totals_bad = prepare(kept->h, totals_bad_sql);
	kept_fk = prepare(kept->h, "PRAGMA foreign_key_check");
	holder_fk = prepare(holder, "PRAGMA foreign_key_check");
	check_committed(holder, totals_bad, holder_fk);
	check_enforced();
	fingerprint_get(fingerprint, template_rows);
	rolling_back = 1;
	return 0;
}
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int64_t	 after[NPRINT];
	char	*msg = NULL;
	size_t	 msglen = 0;
	int	 rc;

	committed = 0;
	rc = run_import((const char *)data, size, &msg, &msglen);
	fingerprint_get(fingerprint, after);
	/* Refused, or committed and rolled back by the wrapper: nothing written. */
	if (memcmp(template_rows, after, sizeof(after)) != 0) {
		fprintf(stderr, "fuzz_import: exit %d but the database changed\n", rc);
		abort();
	}
	if (committed && rc != 0) {
		fprintf(stderr, "fuzz_import: exit %d after the commit: %s", rc, msg);
		abort();
	}
	if (rc != 0) {
		/* Refused: the reason given the documented way. */
		if (msglen < 9 || strncmp(msg, "referee: ", 9) != 0) {
			fprintf(stderr, "fuzz_import: exit %d without a message\n", rc);
			abort();
		}
		if (rc != EXIT_RULE && rc != EXIT_USAGE) {
			fprintf(stderr, "fuzz_import: exit %d: %s", rc, msg);
			abort();
		}
	}
	/* The first rollback, and every 4096 inputs: the database still enforces. */
	if (committed && rollbacks++ == 0)
		check_enforced();
	if (++inputs % 4096 == 0)
		check_enforced();
	free(msg);
	return 0;
}
