/*
 * Fuzz target: referee verify (src/db/verify.c) over mutated league
 * databases.
 *
 * A small league is built once, in memory, by the commands themselves: a
 * full .bdn record of three deals added with `deal add --file` (a stored
 * record is re-judged), an import of two tables of result-only deals, and a
 * correction (`deal fix`, so a deal has history). That shared-cache database
 * is the template; three connections to it stay open: verify's (db_open'd,
 * its statements prepared once; it only reads, and reads uncommitted
 * changes), and two that write, one with the triggers on and one with them
 * off. Each input opens a transaction on a writer, applies one mutation it
 * describes, runs db_verify on verify's connection, and rolls back (every
 * 1024 inputs the fingerprint shows the template is back). Verify's
 * connection never changes its settings or writes, so its statements are
 * never re-prepared: switching the triggers on a connection expires every
 * statement prepared on it, which made each triggers-off input re-prepare
 * verify's dozen statements and the fingerprint's forty. The mutations'
 * statements are kept prepared too (a few thousand texts in all).
 *   byte 0  what: change one value, delete a row, insert a copy of a row with
 *           one value changed, or INSERT OR REPLACE over a row with one value
 *           changed; bit 0x80: with the triggers off (as if every trigger were
 *           dropped first and recreated afterwards from its own text: the
 *           raw-SQL edit that leaves the schema as it was)
 *   byte 1  the table (every table of the schema), byte 2 the row, byte 3
 *           the column
 *   byte 4  the new value: the old one (no change), old + delta, a byte of
 *           the old text changed, NULL, an integer, a text, a real, a blob, or
 *           the value of another row; the rest of the input is its bytes.
 * Oracles:
 *   - verify never crashes and never fails to read the database;
 *   - the content of every table (the multiset of its rows, each all its
 *     columns: a row replaced by itself is no change) and the schema are
 *     fingerprinted after the edit (when it wrote a row at all): unchanged
 *     (a no-op, or a statement the schema refused) must be reported clean
 *     (checked for one such input in 64: the database is then the template
 *     itself); verify is a function of content and schema, so a changed
 *     state reached before has its problem count remembered by fingerprint
 *     and is verified again one time in 64 (which must count the same);
 *     changed in a table or column that verify protects
 *     (protected[] below: every table but current_event: the deals, their
 *     history, chain and entries, the totals and the columns the triggers
 *     keep, which verify recomputes, and every other row through the ledger
 *     of schema/090: players, teams, aliases, events, tables, seats, the
 *     dice and Rybaření tables, and the ledger itself) must be reported as
 *     at least one problem.
 * Changes to current_event (the event `referee use` picked: a preference,
 * not league data, left out of the ledger) are run too, unchecked: a state
 * verify cannot tell from a legitimate one.
 */
/* sqlite3_preupdate_hook (Debian's SQLite is built with it) */
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../src/cli/cli.h"
#include "../../src/cli/commands.h"
#include "../../src/db/db.h"
#include "../../src/db/db_int.h"
#include "sqlite_mem.h"

int	 LLVMFuzzerInitialize(int *, char ***);
int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

#define BUILD_URI	"file:referee-fuzz-verify?mode=memory&cache=shared"
#define MAXTABLES	40
#define MAXCOLS		32

static const char record_bdn[] =
    "[Event \"GP Puck\"]\n"
    "[Date \"2026-03-14\"]\n"
    "[Session \"1\"] [Table \"4\"]\n"
    "[Ruleset \"psb\"]\n"
    "[Seats \"J\xc3\xb3zef Labuda; Brunon Kreft; Kazimiera Formela; Aleksander Bigus\"]\n"
    "\n"
    "[Deal \"1\"] [Dealer \"1\"]\n"
    "[Contract \"zwyk\xc5\x82""a\"] [Declarer \"2\"] [Partner \"4\"] [Kontras \"0\"] [Eyes \"61\"]\n"
    "[Score \"-1 +1 -1 +1\"]\n"
    "\n"
    "[Deal \"2\"] [Dealer \"2\"]\n"
    "[Contract \"zolo\"] [Declarer \"4\"] [Kontras \"1\"] [Eyes \"47\"]\n"
    "[Score \"+10 +10 +10 -30\"]\n"
    "\n"
    "[Deal \"3\"] [Dealer \"3\"]\n"
    "[Hands \"Jc Ah Js As / Jd Ad 10c Qd / 10s Qc 10d 10h / Ac Qs Jh Qh\"]\n"
    "[Score \"+24 -8 -8 -8\"]\n"
    "[Auction]\n"
    "pass gran-du pass pass pass\n"
    "[Play]\n"
    "Jh Jc Jd 10s\n"
    "[Claim \"1\"]\n";

static const char league_csv[] =
    "event,session,table,deal,seat1,seat2,seat3,seat4,dealer,contract,declarer,partner,"
    "kontras,eyes,bok\n"
    "GP Kartuzy,1,1,1,Tomasz Oko\xc5\x84,Anna Labuda,Stanis\xc5\x82""aw K\xc4\x85kol,"
    "Teresa Grucha\xc5\x82""a,1,wesele,4,2,2,55,0\n"
    "GP Kartuzy,1,1,2,Tomasz Oko\xc5\x84,Anna Labuda,Stanis\xc5\x82""aw K\xc4\x85kol,"
    "Teresa Grucha\xc5\x82""a,2,wesele,4,3,1,104,0\n"
    "GP Kartuzy,1,1,3,Tomasz Oko\xc5\x84,Anna Labuda,Stanis\xc5\x82""aw K\xc4\x85kol,"
    "Teresa Grucha\xc5\x82""a,3,zwykla,2,4,0,92,0\n"
    "GP Kartuzy,1,2,1,Jan Formela,Ewa Kreft,J\xc3\xb3zef Szczypior,Maria Bieli\xc5\x84ska,"
    "1,zwykla,2,4,0,92,0\n"
    "GP Kartuzy,1,2,2,Jan Formela,Ewa Kreft,J\xc3\xb3zef Szczypior,Maria Bieli\xc5\x84ska,"
    "2,gran,1,,2,83,0\n";

/*
 * What verify protects: every column of these tables, or the columns named
 * ("table.column"). A change anywhere here must be found.
 */
static const char *const protected[] = {
	"deal", "deal_history", "deal_chain", "entry", "table_total", "play_table",
	"seat", "event", "player", "team", "team_member", "player_alias", "player_merge",
	"dice_turn", "dice_turn_undo", "game_result",
	"game_result_seat", "game_result_value", "ledger",
	NULL
};

struct column {
	char	 name[64];
	int	 protected;
};

struct table {
	char		 name[64];
	char		 key[64];	/* "rowid", or the primary key of a WITHOUT ROWID table */
	struct column	 col[MAXCOLS];
	int		 ncol;
};

static struct table	 tables[MAXTABLES];
static int		 ntables;
static sqlite3		*holder;	/* keeps the shared in-memory template alive */
static sqlite3		*writer[2];	/* the mutations: triggers on [0], off [1] */
static sqlite3_stmt	*begin_st[2], *rollback_st[2];	/* each writer's, kept prepared */
static struct db	*vdb;		/* the connection verify runs on */
static uint64_t		 tmpl_print;	/* fingerprint of the template */
static FILE		*devnull;
static unsigned long	 inputs, unchanged, wrote, verified, compiled;
static uint64_t		 tmpl_table[MAXTABLES + 1];	/* the template's print of each table */
static int		 written[MAXTABLES];

static void
die(const char *what)
{
	fprintf(stderr, "fuzz_verify: %s: %s\n", what, vdb ? sqlite3_errmsg(vdb->h) : "");
	abort();
}

/* Runs "referee ARGS..." in this process, output discarded; its exit status. */
static int
run(char **argv, int argc, const char *in, size_t inlen)
{
	const struct command	*c;
	FILE			*saved_in = stdin, *saved_out = stdout, *f = NULL;
	int			 rc;

	if (in != NULL && (f = fmemopen((void *)(uintptr_t)in, inlen, "r")) == NULL)
		abort();
	if (f != NULL)
		stdin = f;
	stdout = devnull;
	cli_getopt_reset();
	cli_db_create = 0;
	if ((c = cli_find(cli_commands(), argv[0])) == NULL)
		abort();
	rc = cli_run(c, "referee", argc, argv);
	stdout = saved_out;
	stdin = saved_in;
	if (f != NULL)
		fclose(f);
	return rc;
}

static void
build(const char *bdnpath)
{
	char	*deal_add[] = { "deal", "add", "--file", (char *)(uintptr_t)bdnpath,
		    "--by", "Zofia Konkel", NULL };
	char	*import[] = { "import", "--by", "Zofia Konkel", "-", NULL };
	char	*fix[] = { "deal", "fix", "GP Kartuzy", "--session", "1", "--table", "1",
		    "--deal", "2", "--eyes", "73", "--by", "Zofia Konkel", "--why",
		    "eyes written for the wrong side", NULL };

	if (run(deal_add, 6, NULL, 0) != 0 ||
	    run(import, 4, league_csv, sizeof(league_csv) - 1) != 0 ||
	    run(fix, 15, NULL, 0) != 0) {
		fprintf(stderr, "fuzz_verify: the template league cannot be built\n");
		abort();
	}
}

static int
is_protected(const char *table, const char *col)
{
	char	 full[160];
	int	 i;

	snprintf(full, sizeof(full), "%s.%s", table, col);
	for (i = 0; protected[i] != NULL; i++)
		if (strcmp(protected[i], table) == 0 || strcmp(protected[i], full) == 0)
			return 1;
	return 0;
}

/* The tables of the schema, their columns and keys. */
static void
learn_schema(sqlite3 *h)
{
	sqlite3_stmt	*st, *ci;
	struct table	*t;
	char		 sql[256], key[64];

	if (sqlite3_prepare_v2(h, "SELECT name, sql LIKE '%WITHOUT ROWID%' FROM sqlite_schema"
	    " WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name", -1, &st,
	    NULL) != SQLITE_OK)
		die("schema");
	while (sqlite3_step(st) == SQLITE_ROW && ntables < MAXTABLES) {
		t = &tables[ntables++];
		snprintf(t->name, sizeof(t->name), "%s", sqlite3_column_text(st, 0));
		snprintf(t->key, sizeof(t->key), "rowid");
		snprintf(sql, sizeof(sql), "SELECT name, pk FROM pragma_table_info('%s')", t->name);
		if (sqlite3_prepare_v2(h, sql, -1, &ci, NULL) != SQLITE_OK)
			die("table_info");
		key[0] = '\0';
		while (sqlite3_step(ci) == SQLITE_ROW && t->ncol < MAXCOLS) {
			struct column	*c = &t->col[t->ncol++];

			snprintf(c->name, sizeof(c->name), "%s", sqlite3_column_text(ci, 0));
			c->protected = is_protected(t->name, c->name);
			if (sqlite3_column_int(st, 1) && sqlite3_column_int(ci, 1) > 0) {
				if (key[0] != '\0')
					strncat(key, ", ", sizeof(key) - strlen(key) - 1);
				strncat(key, c->name, sizeof(key) - strlen(key) - 1);
			}
		}
		sqlite3_finalize(ci);
		if (key[0] != '\0')
			memcpy(t->key, key, sizeof(key));
	}
	sqlite3_finalize(st);
}

static uint64_t
mix(uint64_t h, uint64_t w)
{
	h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
	return h ^ h >> 29;
}

/* A hash of bytes, a word at a time, their length included. */
static uint64_t
hash_bytes(uint64_t h, const void *p, size_t n)
{
	const unsigned char	*b = p;
	uint64_t		 w;

	h = mix(h, n);
	for (; n >= sizeof(w); n -= sizeof(w), b += sizeof(w)) {
		memcpy(&w, b, sizeof(w));
		h = mix(h, w);
	}
	if (n > 0) {
		w = 0;
		memcpy(&w, b, n);
		h = mix(h, w);
	}
	return h;
}

/*
 * The print of table i (ntables: the schema): the multiset of its rows, each
 * row the types and bytes of all its columns (a hidden rowid is no stored
 * value), hashed and summed, so no order (and no sort) is needed: a row
 * replaced by itself, or moved, is no change.
 */
static uint64_t
table_print(sqlite3 *h, int i)
{
	static sqlite3_stmt	*st[MAXTABLES + 1];
	uint64_t		 sum = 0, row;
	char			 sql[256];
	int			 j, rows = 0;

	if (st[i] == NULL) {
		if (i == ntables)
			snprintf(sql, sizeof(sql), "SELECT type, name, sql FROM sqlite_schema");
		else
			snprintf(sql, sizeof(sql), "SELECT * FROM \"%.63s\"", tables[i].name);
		if (sqlite3_prepare_v3(h, sql, -1, SQLITE_PREPARE_PERSISTENT, &st[i], NULL) !=
		    SQLITE_OK)
			die("fingerprint");
	}
	while (sqlite3_step(st[i]) == SQLITE_ROW) {
		row = 0x243f6a8885a308d3ULL;
		for (j = 0; j < sqlite3_column_count(st[i]); j++) {
			row = mix(row, (uint64_t)sqlite3_column_type(st[i], j));
			row = hash_bytes(row, sqlite3_column_blob(st[i], j),
			    (size_t)sqlite3_column_bytes(st[i], j));
		}
		sum += mix(row, 0x13198a2e03707344ULL);
		rows++;
	}
	sqlite3_reset(st[i]);
	return mix(sum, (uint64_t)rows);
}

/*
 * Which tables the current input wrote, from the writers' pre-update hooks:
 * they see every row written, by triggers and foreign key actions too, in
 * WITHOUT ROWID tables too (the update hook does not, so those tables were
 * printed again after every write), and the rows a REPLACE conflict
 * deletes. The full print is still compared with the incremental one every
 * 64 inputs that wrote, so a write the hook missed would be found.
 */

static void
written_hook(void *arg, sqlite3 *h, int op, const char *dbname, const char *table,
    sqlite3_int64 key1, sqlite3_int64 key2)
{
	int	 i;

	(void)arg, (void)h, (void)op, (void)dbname, (void)key1, (void)key2;
	for (i = 0; i < ntables; i++)
		if (strcmp(tables[i].name, table) == 0) {
			written[i] = 1;
			return;
		}
}

/*
 * A fingerprint of the content of every table and of the schema: all of it
 * printed again (full), or only the tables the input wrote, the template's
 * print for the others.
 */
static uint64_t
fingerprint(sqlite3 *h, int full)
{
	uint64_t	 x = 14695981039346656037ULL;
	int		 i;

	for (i = 0; i <= ntables; i++)
		x = mix(x, full || (i < ntables && written[i]) ?
		    table_print(h, i) : tmpl_table[i]);
	return x;
}

/*
 * A writer. Raw SQL past the schema's refusals: the triggers switched off on
 * the connection (once: a switch expires its statements), as if every one
 * were dropped and recreated from its own text afterwards. The two leave the
 * same database: the edit's rows written with no trigger fired, the schema's
 * text as it was (verify compares the triggers to the letter, so recreating
 * them is what leaves no trace in the schema; a dropped and recreated
 * trigger differs in nothing stored but its place in sqlite_schema, and
 * verify finds objects by name). The foreign keys are on, as on the tool's
 * connections.
 */
static sqlite3 *
writer_open(int triggers)
{
	sqlite3	*h;
	int	 now = -1;

	if (sqlite3_open_v2(BUILD_URI, &h, SQLITE_OPEN_READWRITE | SQLITE_OPEN_URI, NULL) !=
	    SQLITE_OK || sqlite3_exec(h, "PRAGMA foreign_keys = ON", NULL, NULL, NULL) !=
	    SQLITE_OK)
		abort();
	if (sqlite3_db_config(h, SQLITE_DBCONFIG_ENABLE_TRIGGER, triggers, &now) != SQLITE_OK ||
	    now != triggers)
		abort();
	sqlite3_preupdate_hook(h, written_hook, NULL);
	return h;
}

/*
 * The new value of column c, chosen by ?8 (byte 4 of the input, mod 10), the
 * data bound as ?1 to ?5: one text for every kind of value, so that the
 * edits' statements (compiled with the triggers they fire) are a few per
 * table and column, kept prepared, and not one per kind.
 */
static void
value_sql(const struct column *c, const struct table *t, struct strbuf *sb)
{
	sb_addf(sb, "CASE ?8 WHEN 0 THEN %s", c->name);			/* no change */
	sb_addf(sb, " WHEN 1 THEN %s + ?2", c->name);			/* old + delta */
	/* one byte of the old text (a digit of a hash stays a digit) */
	sb_addf(sb, " WHEN 2 THEN substr(%s, 1, ?2 %% (length(%s) + 1)) || ?3 ||"
	    " substr(%s, ?2 %% (length(%s) + 1) + 2)", c->name, c->name, c->name, c->name);
	sb_adds(sb, " WHEN 3 THEN NULL");
	sb_adds(sb, " WHEN 4 THEN ?4");					/* an integer */
	sb_adds(sb, " WHEN 5 THEN CAST(?1 AS TEXT)");			/* the input's bytes */
	sb_adds(sb, " WHEN 6 THEN ?5");					/* a real */
	sb_adds(sb, " WHEN 7 THEN CAST(?1 AS BLOB)");
	sb_addf(sb, " WHEN 8 THEN (SELECT %s FROM \"%s\" ORDER BY %s LIMIT 1 OFFSET ?7)",
	    c->name, t->name, t->key[0] ? t->key : "1");		/* another row's */
	sb_adds(sb, " ELSE -?2 END");
}

/*
 * The edit: op 0 sets column col (?9 too) of the row ?6 to the new value,
 * 1 deletes that row, 2 inserts a copy of it with the new value in column ?9,
 * 3 does the same with INSERT OR REPLACE.
 */
static void
mutation_sql(int op, const struct table *t, int col, struct strbuf *sql)
{
	char	 where[256];
	int	 i;

	if (t->key[0])
		snprintf(where, sizeof(where), "(%s) = (SELECT %s FROM \"%s\" ORDER BY %s LIMIT 1"
		    " OFFSET ?6)", t->key, t->key, t->name, t->key);
	else
		snprintf(where, sizeof(where), "1");
	switch (op % 4) {
	case 0:
		sb_addf(sql, "UPDATE \"%s\" SET %s = ", t->name, t->col[col].name);
		value_sql(&t->col[col], t, sql);
		sb_addf(sql, " WHERE %s", where);
		break;
	case 1:
		sb_addf(sql, "DELETE FROM \"%s\" WHERE %s", t->name, where);
		break;
	default:
		sb_addf(sql, "INSERT %sINTO \"%s\" (", op % 4 == 3 ? "OR REPLACE " : "",
		    t->name);
		for (i = 0; i < t->ncol; i++)
			sb_addf(sql, "%s%s", i ? ", " : "", t->col[i].name);
		sb_adds(sql, ") SELECT ");
		for (i = 0; i < t->ncol; i++) {
			sb_addf(sql, "%sCASE ?9 WHEN %d THEN ", i ? ", " : "", i);
			value_sql(&t->col[i], t, sql);
			sb_addf(sql, " ELSE %s END", t->col[i].name);
		}
		sb_addf(sql, " FROM \"%s\" WHERE %s", t->name, where);
		break;
	}
}

static int
count_problem(void *arg, const struct db_problem *p)
{
	if (!p->note)	/* a note is not a problem */
		(*(int *)arg)++;
	return 0;
}

/* How the inputs went, at exit: how many wrote a row, how many verify ran for. */
static void
stats(void)
{
	fprintf(stderr, "fuzz_verify: %lu inputs, %lu wrote a row, verify ran for %lu,"
	    " %lu edits compiled\n", inputs, wrote, verified, compiled);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	struct errbuf	 err;
	char		 path[] = "/tmp/fuzz_verify_XXXXXX";
	int		 fd, i, n = 0;

	(void)argc;
	(void)argv;
	if ((devnull = fopen("/dev/null", "w")) == NULL || atexit(stats) != 0)
		abort();
	/*
	 * One thread; no memory statistics; a lookaside of 2000 slots a
	 * connection, so that compiling a statement rarely calls malloc, which
	 * is ASan's, and slow. None of it changes what SQLite does. (Debian's
	 * SQLite is built with SQLITE_OMIT_LOOKASIDE: there every allocation
	 * is ASan's: sqlite_mem.h gives it a faster one that keeps ASan's checks.)
	 */
	if (fuzz_sqlite_mem() != SQLITE_OK || sqlite3_config(SQLITE_CONFIG_URI, 1) != SQLITE_OK ||
	    sqlite3_config(SQLITE_CONFIG_SINGLETHREAD) != SQLITE_OK ||
	    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0) != SQLITE_OK ||
	    sqlite3_config(SQLITE_CONFIG_LOOKASIDE, 1200, 2000) != SQLITE_OK)
		abort();
	if (sqlite3_open_v2(BUILD_URI, &holder, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE |
	    SQLITE_OPEN_URI, NULL) != SQLITE_OK)
		abort();
	if ((fd = mkstemp(path)) == -1 ||
	    write(fd, record_bdn, sizeof(record_bdn) - 1) != (ssize_t)sizeof(record_bdn) - 1)
		abort();
	close(fd);
	cli_db_path = BUILD_URI;
	build(path);
	unlink(path);
	if (db_open(BUILD_URI, &vdb, &err) != 0) {
		fprintf(stderr, "fuzz_verify: %s\n", err.msg);
		abort();
	}
	/* The writers' changes are seen before they are rolled back. */
	if (sqlite3_exec(vdb->h, "PRAGMA read_uncommitted = 1", NULL, NULL, NULL) != SQLITE_OK)
		die("read_uncommitted");
	writer[0] = writer_open(1);
	writer[1] = writer_open(0);
	for (i = 0; i < 2; i++)
		if (sqlite3_prepare_v3(writer[i], "BEGIN", -1, SQLITE_PREPARE_PERSISTENT,
		    &begin_st[i], NULL) != SQLITE_OK || sqlite3_prepare_v3(writer[i], "ROLLBACK",
		    -1, SQLITE_PREPARE_PERSISTENT, &rollback_st[i], NULL) != SQLITE_OK)
			die("begin");
	learn_schema(vdb->h);
	for (i = 0; i <= ntables; i++)
		tmpl_table[i] = table_print(vdb->h, i);
	tmpl_print = fingerprint(vdb->h, 1);
	if (db_verify(vdb, count_problem, &n, &err) != 0 || n != 0) {
		fprintf(stderr, "fuzz_verify: the template does not verify (%d)\n", n);
		abort();
	}
	return 0;
}

/*
 * The edits' statements by writer, operation, table and column (the column
 * only for op 0: a copy names its column as ?9), prepared the first time:
 * their SQL, with a CASE of every kind of value for every column of a
 * copy, took longer to build for each input than the edit took to run.
 */
static sqlite3_stmt	*edits[2][4][MAXTABLES][MAXCOLS];

static sqlite3_stmt *
edit_stmt(int w, int op, int ti, int col)
{
	static struct strbuf	 sql;
	sqlite3_stmt		**st = &edits[w][op % 4][ti][op % 4 == 0 ? col : 0];

	if (*st != NULL) {
		sqlite3_clear_bindings(*st);
		return *st;
	}
	sb_reset(&sql);
	mutation_sql(op, &tables[ti], col, &sql);
	compiled++;
	if (sqlite3_prepare_v3(writer[w], sb_str(&sql), -1, SQLITE_PREPARE_PERSISTENT, st,
	    NULL) != SQLITE_OK) {
		fprintf(stderr, "fuzz_verify: %s: %s\n", sb_str(&sql), sqlite3_errmsg(writer[w]));
		abort();
	}
	return *st;
}

/* Runs a kept statement without parameters: its step's result. */
static int
run_kept(sqlite3_stmt *st)
{
	int	 rc = sqlite3_step(st);

	sqlite3_reset(st);
	return rc;
}

/*
 * Verify's answers by fingerprint. Verify is a function of the content and
 * schema (as the unchanged inputs already assume), and inputs often reach a
 * state an earlier one reached: its problem count is then known, and
 * verify runs again on one such input in 64, which must find as many.
 */
#define NMEMO	65536

static struct {
	uint64_t	 print;
	int		 n;
	unsigned	 seen;
} memo[NMEMO];

/* The memo's slot of a fingerprint: its own, or a free one (or one to reuse). */
static size_t
memo_slot(uint64_t print)
{
	size_t	 k = (size_t)(print % NMEMO), i;

	for (i = 0; i < 8; i++, k = (k + 1) % NMEMO)
		if (memo[k].print == print || memo[k].print == 0)
			return k;
	return (size_t)(print % NMEMO);
}

static void
bind_values(sqlite3_stmt *st, const uint8_t *data, size_t size)
{
	int64_t	 i = 0;
	double	 d = 0;
	size_t	 k;

	sqlite3_bind_blob(st, 1, data, (int)size, SQLITE_TRANSIENT);
	sqlite3_bind_int(st, 2, size > 0 ? (int8_t)data[0] : 1);
	sqlite3_bind_text(st, 3, size > 1 ? (const char *)data + 1 : "0", 1, SQLITE_TRANSIENT);
	for (k = 0; k < size && k < 8; k++)
		i = (int64_t)((uint64_t)i << 8 | data[k]);
	sqlite3_bind_int64(st, 4, size <= 2 ? (int8_t)(size ? data[0] : 0) : i);
	if (size >= sizeof(d))
		memcpy(&d, data, sizeof(d));
	sqlite3_bind_double(st, 5, d);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct table	*t;
	sqlite3_stmt		*st;
	sqlite3			*w;
	sqlite3_int64		 before;
	uint64_t		 print;
	size_t			 slot;
	struct errbuf		 err;
	char			 what[256];
	int			 op, col, rc, n = 0, changed, guarded;

	if (size < 5)
		return 0;
	op = data[0];
	w = writer[op >> 7];
	if (run_kept(begin_st[op >> 7]) != SQLITE_DONE)
		die("begin");
	t = &tables[data[1] % ntables];
	col = data[3] % t->ncol;
	snprintf(what, sizeof(what), "%s %s.%s, value kind %d, row %d%s",
	    (const char *[]){ "set", "delete", "copy", "replace" }[(op & 0x7f) % 4], t->name,
	    t->col[col].name, data[4] % 10, data[2], op & 0x80 ? ", triggers off" : "");
	/* A delete or a new row changes the table as a whole; a value, its column. */
	guarded = (op & 0x7f) % 4 == 0 || (op & 0x7f) % 4 == 3 ? t->col[col].protected :
	    is_protected(t->name, "");
	st = edit_stmt(op >> 7, op & 0x7f, (int)(t - tables), col);
	bind_values(st, data + 5, size - 5);
	sqlite3_bind_int(st, 6, data[2]);
	sqlite3_bind_int(st, 7, data[2] / 7);
	sqlite3_bind_int(st, 8, data[4] % 10);
	sqlite3_bind_int(st, 9, col);
	before = sqlite3_total_changes64(w);
	rc = sqlite3_step(st);
	sqlite3_reset(st);
	(void)rc;	/* refused by a constraint or trigger: then nothing changed */
	/*
	 * No row written (none matched, or the statement was refused and undone):
	 * no trigger or foreign key action ran either (they run for a row), so
	 * the database is the template's. A row written may be the same value.
	 */
	if (sqlite3_total_changes64(w) == before)
		print = tmpl_print;
	else if ((print = fingerprint(vdb->h, 0)), ++wrote % 64 == 0 &&
	    fingerprint(vdb->h, 1) != print) {
		fprintf(stderr, "fuzz_verify: the pre-update hooks missed a write: %s\n", what);
		abort();
	}
	changed = print != tmpl_print;
	/*
	 * The same content and schema as the template, which verified clean:
	 * verify is a function of them, so one unchanged input in 64 is enough
	 * to show that a refused or no-op edit still reports clean.
	 */
	if (!changed && unchanged++ % 64 != 0)
		goto out;
	slot = memo_slot(print);
	if (changed && memo[slot].print == print && memo[slot].seen++ % 64 != 0)
		n = memo[slot].n;
	else {
		rc = db_verify_flags(vdb, verified++ % 64 == 0 ? 0 : DB_VERIFY_NO_PAGES,
		    count_problem, &n, &err);
		if (rc == -1) {
			fprintf(stderr, "fuzz_verify: verify failed on %s: %s\n", what, err.msg);
			abort();
		}
		if (changed && memo[slot].print == print && memo[slot].n != n) {
			fprintf(stderr, "fuzz_verify: verify found %d, %d before in the same"
			    " state: %s\n", n, memo[slot].n, what);
			abort();
		}
		if (changed && memo[slot].print != print) {
			memo[slot].print = print;
			memo[slot].n = n;
			memo[slot].seen = 1;
		}
	}
	if (!changed && n != 0) {
		fprintf(stderr, "fuzz_verify: nothing changed but verify found %d: %s\n", n, what);
		abort();
	}
	if (changed && guarded && n == 0) {
		fprintf(stderr, "fuzz_verify: verify missed: %s\n", what);
		abort();
	}
out:
	/* Back to the template: the mutation and anything verify did are undone. */
	if (run_kept(rollback_st[op >> 7]) != SQLITE_DONE)
		die("rollback");
	memset(written, 0, sizeof(written));
	if (++inputs % 1024 == 0 && fingerprint(vdb->h, 1) != tmpl_print)
		die("the rollback did not restore the template");
	return 0;
}
