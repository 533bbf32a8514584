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
 * read from stdin (a memory stream). After each input:
 *   - a refused import (exit status not 0) left the database unchanged (its
 *     row counts and the sums of the columns an import updates) and said why
 *     on stderr ("referee: ...");
 *   - a committed import left the totals the triggers keep (bulk mode skips
 *     them) equal to the deals, and foreign keys whole; then the template is
 *     copied back (sqlite3_backup) so each input starts from the same state;
 *   - every 4096 inputs, after the first copy and every 256th, the database
 *     still refuses a deal whose points do not sum to zero, a deleted deal
 *     and a deal at a table that does not exist: the copy enforces what the
 *     file would.
 * No source outside tests/fuzz changes: SQLite takes URI file names once
 * sqlite3_config(SQLITE_CONFIG_URI) is set before its first use, and the
 * link wraps four functions of src/db (-Wl,--wrap, see the Makefile) so that
 * the connection the first import opened, with its prepared statements, is
 * handed to every later one: db_open and db_open_existing (what league_open
 * calls) return it, db_close only resets its
 * statements (cmd_import has already rolled back or committed), and
 * db_bulk_begin leaves its triggers off as the first call set them. Opening,
 * migrating and preparing are then paid once, not per input; they are what
 * the first import runs.
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

int	 LLVMFuzzerInitialize(int *, char ***);
int	 __real_db_open(const char *, struct db **, struct errbuf *);
int	 __real_db_open_existing(const char *, struct db **, struct errbuf *);
void	 __real_db_close(struct db *);
int	 __real_db_bulk_begin(struct db *, struct errbuf *);
int	 __wrap_db_open(const char *, struct db **, struct errbuf *);
int	 __wrap_db_open_existing(const char *, struct db **, struct errbuf *);
void	 __wrap_db_close(struct db *);
int	 __wrap_db_bulk_begin(struct db *, struct errbuf *);
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
static sqlite3		*tmpl;		/* a private copy of the template */
static sqlite3_stmt	*fingerprint, *totals_bad;
static unsigned long	 inputs, restores;
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
static void
fingerprint_get(int64_t out[NPRINT])
{
	int	 i;

	if (sqlite3_step(fingerprint) != SQLITE_ROW)
		die("fingerprint");
	for (i = 0; i < NPRINT; i++)
		out[i] = sqlite3_column_int64(fingerprint, i);
	sqlite3_reset(fingerprint);
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

/* After a committed import: what the triggers would have kept, and the keys. */
static void
check_committed(void)
{
	sqlite3_stmt	*st;
	int		 rc;

	rc = sqlite3_step(totals_bad);
	if (rc != SQLITE_ROW || sqlite3_column_int(totals_bad, 0) != 0) {
		fprintf(stderr, "fuzz_import: table totals or seat counts differ from the deals\n");
		abort();
	}
	sqlite3_reset(totals_bad);
	if (sqlite3_prepare_v2(holder, "PRAGMA foreign_key_check", -1, &st, NULL) != SQLITE_OK)
		die("foreign_key_check");
	if (sqlite3_step(st) != SQLITE_DONE) {
		fprintf(stderr, "fuzz_import: a foreign key is broken\n");
		abort();
	}
	sqlite3_finalize(st);
}

static void
restore(void)
{
	sqlite3_backup	*b;

	if ((b = sqlite3_backup_init(holder, "main", tmpl, "main")) == NULL)
		die("backup");
	if (sqlite3_backup_step(b, -1) != SQLITE_DONE)
		die("backup step");
	if (sqlite3_backup_finish(b) != SQLITE_OK)
		die("backup finish");
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
	unsigned char	*bytes;
	sqlite3_int64	 size;
	char		*msg = NULL;
	size_t		 msglen = 0;

	(void)argc;
	(void)argv;
	/* The command prints what it imported: not to the fuzzer's output. */
	if ((devnull = fopen("/dev/null", "w")) == NULL)
		abort();
	if (sqlite3_config(SQLITE_CONFIG_URI, 1) != SQLITE_OK)
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
	if (sqlite3_prepare_v3(holder, "SELECT (SELECT count(*) FROM player),"
	    " (SELECT count(*) FROM event), (SELECT count(*) FROM play_table),"
	    " (SELECT count(*) FROM seat), (SELECT count(*) FROM entry),"
	    " (SELECT count(*) FROM deal), (SELECT count(*) FROM table_total),"
	    " (SELECT count(*) FROM deal_history),"
	    " (SELECT total(seated) + 8 * total(absent) FROM play_table),"
	    " (SELECT total(deals) + total(abs(s1)) + total(abs(s2)) + total(abs(s3))"
	    "   FROM table_total)", -1, SQLITE_PREPARE_PERSISTENT,
	    &fingerprint, NULL) != SQLITE_OK)
		die("prepare");
	if (sqlite3_prepare_v3(holder, "SELECT count(*) FROM table_total x"
	    " JOIN play_table t ON t.id = x.table_id"
	    " WHERE x.deals IS NOT (SELECT count(*) FROM deal d WHERE d.table_id = x.table_id"
	    "   AND d.void = 0)"
	    " OR x.s1 IS NOT (SELECT coalesce(sum(p1), 0) FROM deal d WHERE d.table_id = x.table_id)"
	    " OR x.s2 IS NOT (SELECT coalesce(sum(p2), 0) FROM deal d WHERE d.table_id = x.table_id)"
	    " OR x.s3 IS NOT (SELECT coalesce(sum(p3), 0) FROM deal d WHERE d.table_id = x.table_id)"
	    " OR x.s4 IS NOT (SELECT coalesce(sum(p4), 0) FROM deal d WHERE d.table_id = x.table_id)"
	    " OR t.seated IS NOT (SELECT count(player_id) FROM seat s WHERE s.table_id = t.id)"
	    " OR (SELECT count(*) FROM table_total) IS NOT (SELECT count(*) FROM play_table)",
	    -1, SQLITE_PREPARE_PERSISTENT, &totals_bad, NULL) != SQLITE_OK)
		die("prepare");
	check_committed();
	/* The template, kept in a private connection to copy back from. */
	if ((bytes = sqlite3_serialize(holder, "main", &size, 0)) == NULL)
		die("serialize");
	if (sqlite3_open_v2(":memory:", &tmpl, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK ||
	    sqlite3_deserialize(tmpl, "main", bytes, size, size,
	    SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE) != SQLITE_OK)
		die("deserialize");
	check_enforced();
	fingerprint_get(template_rows);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int64_t	*before = template_rows, after[NPRINT];
	char	*msg = NULL;
	size_t	 msglen = 0;
	int	 rc;

	rc = run_import((const char *)data, size, &msg, &msglen);
	fingerprint_get(after);
	if (rc != 0) {
		/* Refused: nothing written, and the reason given the documented way. */
		if (memcmp(before, after, sizeof(after)) != 0) {
			fprintf(stderr, "fuzz_import: exit %d but the database changed\n", rc);
			abort();
		}
		if (msglen < 9 || strncmp(msg, "referee: ", 9) != 0) {
			fprintf(stderr, "fuzz_import: exit %d without a message\n", rc);
			abort();
		}
		if (rc != EXIT_RULE && rc != EXIT_USAGE) {
			fprintf(stderr, "fuzz_import: exit %d: %s", rc, msg);
			abort();
		}
	} else if (memcmp(before, after, sizeof(after)) != 0) {
		/* (A file of no rows imports nothing and writes no entry: exit 0.) */
		if (after[4] != before[4] + 1) {
			fprintf(stderr, "fuzz_import: imported without its entry row\n");
			abort();
		}
		check_committed();
		restore();
		/*
		 * Every copy is the same bytes: the first one, and one in 256
		 * after it, proves the copies still enforce (each check costs
		 * as much as an import of a few rows).
		 */
		if (restores++ % 256 == 0)
			check_enforced();
	}
	if (++inputs % 4096 == 0)
		check_enforced();
	free(msg);
	return 0;
}
