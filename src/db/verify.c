/*
 * referee verify: checks the whole league database against what the tool
 * itself would have written. SQLite's own integrity and foreign keys; every
 * table, view, index and trigger of the migrations, the triggers to the
 * letter; every stored total and seat count against the rows they count;
 * every current deal against the rules of its event (re-scored from its
 * fields, or re-judged from its full record); and the hash chain of every
 * table. Each finding names the event, session, table and deal.
 */
#include <sys/types.h>

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "embed.h"
#include "../notation/bdn.h"
#include "../rules/baska/sequence.h"
#include "../util/i18n.h"
#include "../util/kv.h"

void
verify_problem(struct verify *v, const char *event, int session, int table, int deal,
    const char *fmt, ...)
{
	struct db_problem	 p;
	va_list			 ap;

	memset(&p, 0, sizeof(p));
	/* a name written behind the tool's back may be longer: cut, and marked so */
	fmt_buf(p.event, sizeof(p.event), "%s", event ? event : "");
	p.session = session;
	p.table = table;
	p.deal = deal;
	va_start(ap, fmt);
	fmt_vbuf(p.what, sizeof(p.what), fmt, ap);
	va_end(ap);
	v->n++;
	if (v->fn != NULL)
		v->fn(v->arg, &p);
}

const char *
db_col_text(sqlite3_stmt *st, int i)
{
	const char	*s = (const char *)sqlite3_column_text(st, i);

	return s ? s : "";
}

/*
 * One of verify's statements, prepared once a connection (db.c's table; a
 * fuzz run verifies thousands of databases on one), reset; NULL with err.
 */
static sqlite3_stmt *
verify_stmt(struct verify *v, enum db_stmt which, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt(v->db, which, err)) == NULL)
		db_fail(v->db, err, NT_("verify"));	/* worded as verify's own failures */
	return st;
}

/* Runs one of verify's queries; rows go to fn. 0 or -1 with err. */
static int
query(struct verify *v, enum db_stmt which, int (*fn)(struct verify *, sqlite3_stmt *),
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = verify_stmt(v, which, err)) == NULL)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		if (fn(v, st) != 0)
			break;
	if (rc != SQLITE_ROW && rc != SQLITE_DONE) {
		db_fail(v->db, err, NT_("verify"));
		sqlite3_reset(st);
		return -1;
	}
	sqlite3_reset(st);
	return 0;
}

/* ------------------------------------------------------------ SQLite */

static int
integrity_row(struct verify *v, sqlite3_stmt *st)
{
	if (strcmp(db_col_text(st, 0), "ok") != 0)
		verify_problem(v, NULL, 0, 0, 0, _("integrity: %s"), db_col_text(st, 0));
	return 0;
}

static int
fk_row(struct verify *v, sqlite3_stmt *st)
{
	verify_problem(v, NULL, 0, 0, 0, _("a row of %s (rowid %s) points at a missing row of %s"),
	    db_col_text(st, 0), db_col_text(st, 1), db_col_text(st, 2));
	return 0;
}

/* ------------------------------------------------------------ schema */

/* One object of the schema that is not as the migrations leave it. */
static void
schema_row(void *arg, const char *type, const char *name, const char *want, const char *have)
{
	struct verify	*v = arg;
	char		 a[160], b[160];

	if (have == NULL)
		verify_problem(v, NULL, 0, 0, 0, _("%s %s is missing (dropped behind the tool's back)"),
		    type, name);
	else if (want == NULL) {
		db_schema_excerpt(have, NULL, b, sizeof(b));
		verify_problem(v, NULL, 0, 0, 0, _("%s %s is not one of the migrations' (added behind"
		    " the tool's back): \"%s\""), type, name, b);
	} else {
		db_schema_excerpt(want, have, a, sizeof(a));
		db_schema_excerpt(have, want, b, sizeof(b));
		verify_problem(v, NULL, 0, 0, 0, _("%s %s was changed behind the tool's back: the"
		    " migrations have \"%s\", the file has \"%s\""), type, name, a, b);
	}
}

/*
 * Every object of main's sqlite_schema against the migrations applied to
 * an in-memory database (schema.c; once a process): tables with their
 * columns and constraints, views, indexes, triggers, and any object the
 * migrations do not make. The temporary triggers the tool makes at open
 * are in temp's schema and are not compared.
 */
static int
schema_check(struct verify *v, struct errbuf *err)
{
	return db_schema_diff(v->db, db_schema_version(), schema_row, v, err) == -1 ? -1 : 0;
}

/*
 * The settings the tool relies on: the file's schema version and text
 * encoding, and on the connection foreign keys enforced, CHECK constraints
 * and the schema's protection as SQLite ships them, triggers not recursive
 * (schema 040's no_replace triggers count on it), a journal.
 */
static const struct {
	const char	*name, *want;	/* want NULL: the newest migration's number */
	enum db_stmt	 stmt;
} pragmas[] = {
	{ "user_version", NULL, STMT_VERIFY_USER_VERSION },
	{ "encoding", "UTF-8", STMT_VERIFY_ENCODING },
	{ "journal_mode", "wal", STMT_VERIFY_JOURNAL_MODE },
	{ "foreign_keys", "1", STMT_VERIFY_FK_ON },
	{ "ignore_check_constraints", "0", STMT_VERIFY_IGNORE_CHECKS },
	{ "writable_schema", "0", STMT_VERIFY_WRITABLE_SCHEMA },
	{ "recursive_triggers", "0", STMT_VERIFY_RECURSIVE_TRIGGERS },
};

static int
pragmas_check(struct verify *v, struct errbuf *err)
{
	sqlite3_stmt	*st;
	char		 want[32];
	const char	*have;
	size_t		 i;

	for (i = 0; i < sizeof(pragmas) / sizeof(pragmas[0]); i++) {
		if (pragmas[i].want == NULL)
			snprintf(want, sizeof(want), "%d", db_schema_version());
		else
			snprintf(want, sizeof(want), "%s", pragmas[i].want);
		if ((st = db_stmt_as(v->db, pragmas[i].stmt, err, "verify")) == NULL)
			return -1;
		if (sqlite3_step(st) != SQLITE_ROW) {
			sqlite3_reset(st);
			return db_fail(v->db, err, NT_("verify")), -1;
		}
		have = db_col_text(st, 0);
		/* an in-memory database (a test's) keeps no journal on disk */
		if (strcmp(have, want) != 0 && strcmp(have, "memory") != 0)
			verify_problem(v, NULL, 0, 0, 0, _("PRAGMA %s is %s where the tool needs %s"),
			    pragmas[i].name, have, want);
		sqlite3_reset(st);
	}
	return 0;
}

/* ------------------------------------------------------------ totals */

static int
totals_row(struct verify *v, sqlite3_stmt *st)
{
	verify_problem(v, db_col_text(st, 0), sqlite3_column_int(st, 1), sqlite3_column_int(st, 2), 0,
	    _("stored totals %s do not match its deals (%s)"), db_col_text(st, 3), db_col_text(st, 4));
	return 0;
}

static int
points_row(struct verify *v, sqlite3_stmt *st)
{
	verify_problem(v, db_col_text(st, 0), sqlite3_column_int(st, 1), sqlite3_column_int(st, 2), 0,
	    _("stored table points and places %s do not match its small points (%s)"),
	    db_col_text(st, 3), db_col_text(st, 4));
	return 0;
}

static int
kept_row(struct verify *v, sqlite3_stmt *st)
{
	verify_problem(v, db_col_text(st, 0), sqlite3_column_int(st, 1), sqlite3_column_int(st, 2), 0,
	    _("the points kept for seat %d do not match its table's totals"),
	    sqlite3_column_int(st, 3));
	return 0;
}

static int
seats_row(struct verify *v, sqlite3_stmt *st)
{
	verify_problem(v, db_col_text(st, 0), sqlite3_column_int(st, 1), sqlite3_column_int(st, 2), 0,
	    _("the stored seat count does not match its seats"));
	return 0;
}

static int
names_row(struct verify *v, sqlite3_stmt *st)
{
	verify_problem(v, NULL, 0, 0, 0, _("%s %lld has a name with a control character (written"
	    " behind the tool's back)"), db_col_text(st, 0), (long long)sqlite3_column_int64(st, 1));
	return 0;
}

static int
entries_row(struct verify *v, sqlite3_stmt *st)
{
	verify_problem(v, NULL, 0, 0, 0, _("entry %lld (%s, %s) is the entry of nothing stored"
	    " (written behind the tool's back)"), (long long)sqlite3_column_int64(st, 0),
	    db_col_text(st, 1), db_col_text(st, 2));
	return 0;
}

/* ------------------------------------------------------------ deals */

struct rescore {
	struct verify		*v;
	struct baska_rules	 rules;
	char			 event[DB_NAME_MAX];
	int			 deals;		/* per session, 0 = not fixed */
	const char		*ruleset;	/* the event's stored ruleset, its text */
	/* The rows of the table being read, for the protocol checks (§7.3). */
	int			 session, table;
	struct baska_row	*rows;
	size_t			 nrows, caprows;
};

/*
 * The protocol check of one table (sequence.h) that deal_row does not make
 * deal by deal: no deal missing between the rows (§7.3), which the tool
 * never writes. The dealers and the rows past the session length are
 * deal_row's. Bok rows out of their blocks (§2.4) are not a problem of the
 * database: 'deal add', 'enter', 'import' and 'deal fix' store the bok flags
 * the protocol shows (a fix of one deal at a time could not otherwise
 * correct a misread runda), so a table may hold them honestly; 'protocol'
 * names them as a ruling on the table.
 */
static void
table_sequence(struct rescore *r)
{
	struct verdict	 vd = { 0, 0, NULL };
	const char	*text;
	char		 pre[32];
	size_t		 i;

	if (r->nrows > 0)
		baska_sequence_check(&r->rules, r->rows, r->nrows, 0, 0, &vd);
	for (i = 0; i < vd.n; i++) {
		if (vd.r[i].code != BS_MISSING)
			continue;
		/* The problem names the deal already: not "deal 2: deal 2: ...". */
		text = vd.r[i].text;
		snprintf(pre, sizeof(pre), NT_("deal %d: "), vd.r[i].turn);
		if (strncmp(text, pre, strlen(pre)) == 0)
			text += strlen(pre);
		verify_problem(r->v, r->event, r->session, r->table, vd.r[i].turn, "%s", text);
	}
	verdict_free(&vd);
	r->nrows = 0;
}

/* Notes a deal's row for table_sequence, checking the table before when it changes. */
static void
table_row(struct rescore *r, int session, int table, int number, int bok)
{
	if (r->nrows > 0 && (session != r->session || table != r->table))
		table_sequence(r);
	r->session = session;
	r->table = table;
	if (r->nrows == r->caprows) {
		r->caprows = r->caprows ? r->caprows * 2 : 32;
		r->rows = xrealloc(r->rows, r->caprows * sizeof(r->rows[0]));
	}
	r->rows[r->nrows].number = number;
	r->rows[r->nrows].dealer = 0;	/* deal_row checks it */
	r->rows[r->nrows++].bok = bok;
}

/*
 * Rulesets read and records judged, remembered (a few, for the process) by
 * their exact texts: a ruleset's rules are a function of its text, a
 * record's score of its text and the ruleset's, so one met again (a fuzz run
 * verifies the same league thousands of times; events share a ruleset) is
 * not read or judged again. Any other text is read and judged as ever.
 */
#define MEMO_SLOTS	16

static struct {
	char			*ruleset;
	struct baska_rules	 rules;
} ruleset_memo[MEMO_SLOTS];

static struct {
	char			*ruleset, *record;
	struct baska_score	 score;
} record_memo[MEMO_SLOTS];

static void
memo_free(void)
{
	size_t	 i;

	for (i = 0; i < MEMO_SLOTS; i++) {
		free(ruleset_memo[i].ruleset);
		free(record_memo[i].ruleset);
		free(record_memo[i].record);
	}
}

static size_t
memo_slot(const char *text)
{
	uint64_t	 h = 14695981039346656037ULL;

	while (*text != '\0')
		h = (h ^ (unsigned char)*text++) * 1099511628211ULL;
	return (size_t)(h % MEMO_SLOTS);
}

/* Notes a text in a slot of a memo, freeing the one it held. */
static void
memo_keep(char **slot, const char *text)
{
	static int	 registered;

	if (!registered) {
		atexit(memo_free);
		registered = 1;
	}
	free(*slot);
	*slot = xstrdup(text);
}

/* An event's rules: the defaults changed by its stored ruleset. 0 or -1 with err. */
static int
rules_read(const char *text, struct baska_rules *rules, struct errbuf *err)
{
	size_t	 k = memo_slot(text);

	if (ruleset_memo[k].ruleset != NULL && strcmp(ruleset_memo[k].ruleset, text) == 0) {
		*rules = ruleset_memo[k].rules;
		return 0;
	}
	*rules = baska_psb;
	if (kv_parse(&baska_ruleset_game, rules, text, err) == -1)
		return -1;
	memo_keep(&ruleset_memo[k].ruleset, text);
	ruleset_memo[k].rules = *rules;
	return 0;
}

/* Re-judges a deal stored with its full record. */
static int
rescore_record(struct rescore *r, const char *text, struct baska_score *out, char *why,
    size_t whysize)
{
	struct bdn_reader	 rd;
	struct baska_deal	 d;
	struct baska_verdict	 vd;
	struct errbuf		 err;
	size_t			 k = memo_slot(text);

	if (record_memo[k].record != NULL && strcmp(record_memo[k].record, text) == 0 &&
	    strcmp(record_memo[k].ruleset, r->ruleset) == 0) {
		*out = record_memo[k].score;
		return 0;
	}
	bdn_reader_init(&rd, text, strlen(text));
	if (bdn_read(&rd, &d, &err) != 1) {
		fmt_buf(why, whysize, _("its stored record does not read: %s"), err.msg);
		return -1;
	}
	if (baska_judge(&r->rules, &d, &vd, &err) < 0) {
		fmt_buf(why, whysize, _("its stored record cannot be judged: %s"), err.msg);
		return -1;
	}
	*out = vd.score;
	memo_keep(&record_memo[k].record, text);
	memo_keep(&record_memo[k].ruleset, r->ruleset);
	record_memo[k].score = vd.score;
	return 0;
}

/*
 * A current deal's stored fields, as deal_check reads them: the columns of a
 * STMT_VERIFY_DEALS row, or of a STMT_CHAIN_STORED row (verify's one pass).
 */
struct deal_fields {
	int		 number, dealer, declarer, partner, kontras, bok, eyes, won, level;
	int		 p[4];
	const char	*contract, *record;	/* the row's, as it is read; record NULL: none */
	size_t		 contract_len;
};

/* Where a row's columns are: number, dealer, contract, declarer ... level, p1, record. */
enum { DF_NUMBER, DF_DEALER, DF_CONTRACT, DF_DECLARER, DF_PARTNER, DF_KONTRAS, DF_BOK,
	DF_EYES, DF_WON, DF_LEVEL, DF_P1, DF_RECORD, DF_NCOL };

static const int deals_cols[DF_NCOL] = { 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 17 };
static const int stored_cols[DF_NCOL] = { 0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 17 };

static void
deal_fill(struct deal_fields *d, const struct db_row *r, const int *col)
{
	size_t	 len;
	int	 i;

	d->number = db_row_int(r, col[DF_NUMBER]);
	d->dealer = db_row_int(r, col[DF_DEALER]);
	d->declarer = db_row_int(r, col[DF_DECLARER]);
	d->partner = db_row_int(r, col[DF_PARTNER]);	/* NULL reads as 0 */
	d->kontras = db_row_int(r, col[DF_KONTRAS]);
	d->bok = db_row_int(r, col[DF_BOK]);
	d->eyes = db_row_int(r, col[DF_EYES]);
	d->won = db_row_int(r, col[DF_WON]);
	d->level = db_row_int(r, col[DF_LEVEL]);
	for (i = 0; i < 4; i++)
		d->p[i] = db_row_int(r, col[DF_P1] + i);
	d->record = NULL;
	if (r->type[col[DF_RECORD]] != SQLITE_NULL &&
	    (d->record = db_row_text(r, col[DF_RECORD], &len)) == NULL)
		d->record = "";
	if ((d->contract = db_row_text(r, col[DF_CONTRACT], &d->contract_len)) == NULL)
		d->contract = "";
}

/* The event's rules' score of a deal into s: 0, or -1 with the problem named. */
static int
deal_score(struct rescore *r, const struct deal_fields *d, int session, int table,
    struct baska_score *s)
{
	struct baska_outcome	 o;
	struct errbuf		 err;
	char			 why[400];

	if (d->record != NULL) {
		if (rescore_record(r, d->record, s, why, sizeof(why)) == -1) {
			verify_problem(r->v, r->event, session, table, d->number, "%s", why);
			return -1;
		}
		return 0;
	}
	memset(&o, 0, sizeof(o));
	o.contract = baska_contract_parse(d->contract, d->contract_len);
	o.declarer = d->declarer;
	o.partner = d->partner;
	o.kontras = d->kontras;
	o.bok = d->bok;
	o.eyes = d->eyes;
	if ((int)o.contract < 0 || baska_settle(&r->rules, &o, s, &err) == -1) {
		verify_problem(r->v, r->event, session, table, d->number, _("its result cannot be"
		    " scored under the event's rules: %s"), (int)o.contract < 0 ?
		    _("unknown contract") : err.msg);
		return -1;
	}
	return 0;
}

static void
deal_check(struct rescore *r, const struct deal_fields *d, int session, int table)
{
	struct verify		*v = r->v;
	struct baska_score	 s;
	int			 number = d->number, i, differ;
	/* in 64 bits: a number or points written behind the tool's back may be any int */
	int			 dealer = (int)(((int64_t)number - 1) % 4 + 1);

	table_row(r, session, table, number, d->bok);
	if ((int64_t)d->p[0] + d->p[1] + d->p[2] + d->p[3] != 0)
		verify_problem(v, r->event, session, table, number, _("the points do not sum to zero"));
	if (r->deals > 0 && number > r->deals)
		verify_problem(v, r->event, session, table, number, _("a session has %d deals"), r->deals);
	if (d->dealer != dealer)
		verify_problem(v, r->event, session, table, number, _("dealt by seat %d, not %d (§2.2)"),
		    d->dealer, dealer);
	if (deal_score(r, d, session, table, &s) == -1)
		return;
	differ = d->won != s.won || d->level != s.level;
	for (i = 0; i < 4; i++)
		differ |= d->p[i] != s.points[i];
	if (differ)
		verify_problem(v, r->event, session, table, number, _("stored points %d %d %d %d, but"
		    " the event's rules give %d %d %d %d"), d->p[0], d->p[1], d->p[2], d->p[3],
		    s.points[0], s.points[1], s.points[2], s.points[3]);
}

static int
deal_row(struct verify *v, sqlite3_stmt *st, struct rescore *r)
{
	struct deal_fields	 d;
	struct db_row		 row;
	int			 n = sqlite3_data_count(st);

	(void)v;
	db_row_read(&row, st, n < DB_ROW_MAX ? n : DB_ROW_MAX);
	deal_fill(&d, &row, deals_cols);
	deal_check(r, &d, sqlite3_column_int(st, 0), sqlite3_column_int(st, 1));
	return 0;
}

/* Every current deal of every Baśka event, re-scored under the event's stored rules. */
static int
deals_check(struct verify *v, struct errbuf *err)
{
	sqlite3_stmt	*se, *sd;
	struct rescore	 r;
	struct errbuf	 kerr;
	int		 rc;

	if ((se = verify_stmt(v, STMT_VERIFY_EVENTS, err)) == NULL)
		return -1;
	if ((sd = verify_stmt(v, STMT_VERIFY_DEALS, err)) == NULL)
		return -1;
	memset(&r, 0, sizeof(r));
	while ((rc = sqlite3_step(se)) == SQLITE_ROW) {
		r.v = v;
		r.nrows = 0;
		snprintf(r.event, sizeof(r.event), "%s", db_col_text(se, 1));
		r.deals = sqlite3_column_int(se, 2);
		r.ruleset = db_col_text(se, 3);
		if (rules_read(r.ruleset, &r.rules, &kerr) == -1) {
			verify_problem(v, r.event, 0, 0, 0, _("its stored ruleset does not read: line %d:"
			    " %s"), kerr.line, kerr.msg);
			continue;
		}
		sqlite3_bind_int64(sd, 1, sqlite3_column_int64(se, 0));
		while ((rc = sqlite3_step(sd)) == SQLITE_ROW)
			deal_row(v, sd, &r);
		table_sequence(&r);
		sqlite3_reset(sd);
		if (rc != SQLITE_DONE)
			break;
	}
	if (rc != SQLITE_DONE)
		db_fail(v->db, err, NT_("verify"));
	free(r.rows);
	sqlite3_reset(se);
	sqlite3_reset(sd);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* ------------------------------------------------------------ chains */

static const char *const chain_what[] = {
	[DB_CHAIN_HASH] = N_("does not match its hash in the chain (changed behind the"
	    " tool's back)"),
	[DB_CHAIN_UNLINKED] = N_("has no link in the chain (written behind the tool's back)"),
	[DB_CHAIN_MISSING] = N_("is linked in the chain but is no longer stored (deleted"
	    " behind the tool's back)"),
};

/* The first version of a table stored twice (STMT_VERIFY_TWICE), 0 none, -1 with err. */
static int
version_twice(struct verify *v, int64_t table, struct db_chain_fault *f, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = verify_stmt(v, STMT_VERIFY_TWICE, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		f->kind = DB_CHAIN_UNLINKED;
		f->number = sqlite3_column_int(st, 0);
		f->version = sqlite3_column_int(st, 1);
	} else if (rc != SQLITE_DONE)
		db_fail(v->db, err, NT_("verify"));
	sqlite3_reset(st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

/*
 * The chain of the table of a STMT_VERIFY_CHAINS row, its current deals
 * handed to rd (NULL: none); -1 when db_chain_check_deals failed.
 */
static int
chain_check_row(struct verify *v, sqlite3_stmt *st, const struct db_deal_reader *rd)
{
	struct db_chain_fault	 f;
	struct errbuf		 err;
	int			 rc, read;

	/* The first fault of a table's chain, or else a version stored twice. */
	rc = read = db_chain_check_deals(v->db, sqlite3_column_int64(st, 0), rd, &f, &err);
	if (!f.whole)	/* else every version is linked once, in links numbered 1, 2 ... */
		v->renumbered = 1;
	if (rc == 0 && !f.whole)
		rc = version_twice(v, sqlite3_column_int64(st, 0), &f, &err);
	if (rc == -1)
		verify_problem(v, db_col_text(st, 1), sqlite3_column_int(st, 2), sqlite3_column_int(st, 3),
		    0, _("the hash chain cannot be read: %s"), err.msg);
	else if (rc == 1)
		verify_problem(v, db_col_text(st, 1), sqlite3_column_int(st, 2), sqlite3_column_int(st, 3),
		    f.number, _("version %d %s"), f.version, _(chain_what[f.kind]));
	return read == -1 ? -1 : 0;
}

static int
chain_row(struct verify *v, sqlite3_stmt *st)
{
	if (sqlite3_column_int(st, 5))	/* a table with a chain to check */
		chain_check_row(v, st, NULL);
	return 0;
}

static int
links_row(struct verify *v, sqlite3_stmt *st)
{
	verify_problem(v, db_col_text(st, 0), sqlite3_column_int(st, 1), sqlite3_column_int(st, 2),
	    sqlite3_column_int(st, 3), _("version %d is link %lld of the chain, where link %lld"
	    " belongs (renumbered behind the tool's back)"), sqlite3_column_int(st, 4),
	    (long long)sqlite3_column_int64(st, 5), (long long)sqlite3_column_int64(st, 6));
	return 0;
}

static int
adopted_row(struct verify *v, sqlite3_stmt *st)
{
	struct db_problem p;

	memset(&p, 0, sizeof(p));
	p.note = 1;
	if (sqlite3_column_type(st, 2) == SQLITE_NULL)
		snprintf(p.what, sizeof(p.what), "%s", _("note: the ledger was begun before schema"
		    " 130, which marks the links migration 090 made for the rows of an older file:"
		    " whether it made any is not known"));
	else if (sqlite3_column_int(st, 0) == 40 && sqlite3_column_int64(st, 2) > 0)
		snprintf(p.what, sizeof(p.what), P_("note: migration 040 made %lld link of the"
		    " deals' hash chains for the deals it found in a file of schema version %d: not"
		    " witnessed as it was written", "note: migration 040 made %lld links of the"
		    " deals' hash chains for the deals it found in a file of schema version %d: not"
		    " witnessed as they were written", sqlite3_column_int64(st, 2)),
		    (long long)sqlite3_column_int64(st, 2), sqlite3_column_int(st, 1));
	else if (sqlite3_column_int64(st, 2) > 0)
		snprintf(p.what, sizeof(p.what), _("note: links 1 to %lld of the ledger were made by"
		    " migration 090 for the rows it found in a file of schema version %d: they were"
		    " not witnessed as they were written"), (long long)sqlite3_column_int64(st, 2),
		    sqlite3_column_int(st, 1));
	else
		return 0;
	if (v->fn != NULL)
		v->fn(v->arg, &p);
	return 0;
}

static int
heads_row(struct verify *v, sqlite3_stmt *st)
{
	int64_t	 head = sqlite3_column_int64(st, 3), last = sqlite3_column_int64(st, 4);

	if (head != last)
		verify_problem(v, db_col_text(st, 0), sqlite3_column_int(st, 1),
		    sqlite3_column_int(st, 2), 0, _("the head of its hash chain is link %lld, but the"
		    " chain ends at link %lld (links removed or added behind the tool's back)"),
		    (long long)head, (long long)last);
	else
		verify_problem(v, db_col_text(st, 0), sqlite3_column_int(st, 1),
		    sqlite3_column_int(st, 2), 0, _("the head of its hash chain is not the chain's"
		    " last link %lld (changed behind the tool's back)"), (long long)last);
	return 0;
}

/* ------------------------------------------------------------ one pass */

/* Problems held back, to be reported in the order the checks one by one name them. */
struct held {
	struct db_problem	*p;
	size_t			 n, cap;
};

static int
held_add(void *arg, const struct db_problem *p)
{
	struct held	*h = arg;

	if (h->n == h->cap) {
		h->cap = h->cap ? h->cap * 2 : 8;
		h->p = xreallocarray(h->p, h->cap, sizeof(h->p[0]));
	}
	h->p[h->n++] = *p;
	return 0;
}

/* A Baśka event of the one pass: its rules and the problems of its deals. */
struct pass_event {
	int64_t			 id;
	char			 name[DB_NAME_MAX];
	int			 deals, ok;	/* ok: its ruleset reads */
	char			*ruleset;
	struct baska_rules	 rules;
	struct held		 found;
};

/*
 * verify's deal checks and chain check in one read of every version
 * (db_chain_check_deals): the deals' problems held by event, the chains'
 * apart, and reported as deals_check and then the chain query would. A
 * file the order of those could differ on (two events of one name, two
 * tables of one number, deal numbers not whole and distinct) or a chain
 * that cannot be read is left to them (fallback).
 */
struct pass {
	struct verify		*v;
	struct pass_event	*ev;
	size_t			 nev;
	struct held		 chains;
	struct rescore		 r;
	struct pass_event	*e;		/* the table's event, when a Baśka one */
	int			 session, table;	/* the table's, as deals_check names them */
	int64_t			 last;		/* the number of its last deal checked, 0 none */
	int64_t			 count, sum[4];	/* the table's totals as its deals sum them */
	int			 totals_bad;	/* a table's stored totals not plainly its sums */
	int			 fallback;
	int			 held;		/* problems counted in verify's n, held */
	int			 renumbered;	/* verify's before the pass */
};

/* a + b into *sum, 0, or -1 when it overflows (where SQL's sum() fails) */
static int
sum_add(int64_t *sum, int64_t b)
{
	if ((b > 0 && *sum > INT64_MAX - b) || (b < 0 && *sum < INT64_MIN - b))
		return -1;
	*sum += b;
	return 0;
}

/* STMT_CHAIN_STORED's column: a current deal that is not void */
#define STORED_LIVE	18

static void
pass_row(void *arg, const struct db_row *st)
{
	struct pass		*p = arg;
	struct deal_fields	 d;
	void			*held;
	int			 i, c;

	if (st->type[stored_cols[DF_NUMBER]] != SQLITE_INTEGER)
		p->fallback = 1;	/* ORDER BY d.number would not sort it as an integer */
	for (i = 0; i < 4; i++) {
		c = stored_cols[DF_P1] + i;
		if (st->type[c] != SQLITE_INTEGER || sum_add(&p->sum[i], st->iv[c]) == -1)
			p->totals_bad = 1;	/* left to STMT_VERIFY_TOTALS's sum() */
	}
	if (!db_row_int(st, STORED_LIVE))
		return;
	p->count++;
	if (p->e == NULL || p->fallback)
		return;
	/*
	 * Checked as read, when read in ORDER BY d.number's order (deal's key,
	 * as the tool keeps it); else the file is left to deals_check.
	 */
	if (db_row_int64(st, stored_cols[DF_NUMBER]) <= p->last) {
		p->fallback = 1;
		return;
	}
	p->last = db_row_int64(st, stored_cols[DF_NUMBER]);
	deal_fill(&d, st, stored_cols);
	held = p->v->arg;	/* the chain's problems' */
	p->v->arg = &p->e->found;
	deal_check(&p->r, &d, p->session, p->table);
	p->v->arg = held;
}

/* The events deals_check reads, in its order, their rulesets read. 0 or -1 with err. */
static int
pass_events(struct pass *p, struct errbuf *err)
{
	struct pass_event	*e;
	struct errbuf		 kerr;
	sqlite3_stmt		*se;
	size_t			 cap = 0;
	int			 rc;

	if ((se = verify_stmt(p->v, STMT_VERIFY_EVENTS, err)) == NULL)
		return -1;
	while ((rc = sqlite3_step(se)) == SQLITE_ROW) {
		if (p->nev == cap) {
			cap = cap ? cap * 2 : 8;
			p->ev = xreallocarray(p->ev, cap, sizeof(p->ev[0]));
		}
		e = memset(&p->ev[p->nev++], 0, sizeof(*e));
		e->id = sqlite3_column_int64(se, 0);
		snprintf(e->name, sizeof(e->name), "%s", db_col_text(se, 1));
		e->deals = sqlite3_column_int(se, 2);
		e->ruleset = xstrdup(db_col_text(se, 3));
		if (p->nev > 1 && strcmp(e->name, p->ev[p->nev - 2].name) == 0)
			p->fallback = 1;	/* ORDER BY name leaves their order open */
		p->v->fn = held_add;
		p->v->arg = &e->found;
		if (!(e->ok = rules_read(e->ruleset, &e->rules, &kerr) == 0))
			verify_problem(p->v, e->name, 0, 0, 0, _("its stored ruleset does not read:"
			    " line %d: %s"), kerr.line, kerr.msg);
	}
	sqlite3_reset(se);
	if (rc != SQLITE_DONE)
		return db_fail(p->v->db, err, NT_("verify")), -1;
	return 0;
}
/* The table of a STMT_VERIFY_CHAINS row, its deals to be checked when its event is e. */
static void
pass_table(struct pass *p, struct pass_event *e, sqlite3_stmt *st)
{
	p->e = e;
	p->session = sqlite3_column_int(st, 2);
	p->table = sqlite3_column_int(st, 3);
	p->last = 0;	/* deal numbers are from 1: else not in the tool's order */
	p->r.nrows = 0;
	if (e == NULL)
		return;
	snprintf(p->r.event, sizeof(p->r.event), "%s", e->name);
	p->r.deals = e->deals;
	p->r.ruleset = e->ruleset;
	p->r.rules = e->rules;
}

static struct pass_event *
pass_event(struct pass *p, int64_t id)
{
	size_t	 i;

	for (i = 0; i < p->nev; i++)
		if (p->ev[i].id == id)
			return &p->ev[i];
	return NULL;
}

/*
 * A table's stored totals against its deals' sums: when they are not plainly
 * the same, STMT_VERIFY_TOTALS names the tables (totals_bad).
 */
static void
pass_totals(struct pass *p, sqlite3_stmt *st)
{
	int	 i;

	if (!sqlite3_column_int(st, 6) || sqlite3_column_type(st, 7) != SQLITE_INTEGER ||
	    sqlite3_column_int64(st, 7) != p->count)
		p->totals_bad = 1;
	for (i = 0; i < 4; i++) {
		if (sqlite3_column_type(st, 8 + i) != SQLITE_INTEGER ||
		    sqlite3_column_int64(st, 8 + i) != p->sum[i])
			p->totals_bad = 1;
		p->sum[i] = 0;
	}
	p->count = 0;
}

/* Every table of STMT_VERIFY_CHAINS: its chain, and its deals when its event is a Baśka one. */
static int
pass_tables(struct pass *p, struct errbuf *err)
{
	struct db_deal_reader	 rd = { pass_row, p };
	struct pass_event	*e;
	sqlite3_stmt		*st;
	char			 name[DB_NAME_MAX] = "";
	int			 session = 0, number = 0, rc = SQLITE_DONE, first = 1;

	if ((st = verify_stmt(p->v, STMT_VERIFY_CHAINS, err)) == NULL)
		return -1;
	while (!p->fallback && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		/* ORDER BY e.name, t.session, t.number leaves the order of a tie open */
		if (!first && strncmp(name, db_col_text(st, 1), sizeof(name) - 1) == 0 &&
		    session == sqlite3_column_int(st, 2) && number == sqlite3_column_int(st, 3))
			p->fallback = 1;
		first = 0;
		snprintf(name, sizeof(name), "%s", db_col_text(st, 1));
		session = sqlite3_column_int(st, 2);
		number = sqlite3_column_int(st, 3);
		if ((e = pass_event(p, sqlite3_column_int64(st, 4))) != NULL && !e->ok)
			e = NULL;
		pass_table(p, e, st);
		p->v->fn = held_add;
		p->v->arg = &p->chains;
		if (sqlite3_column_int(st, 5) && chain_check_row(p->v, st, &rd) == -1)
			p->fallback = 1;	/* its deals may not all have been read */
		if (e != NULL && !p->fallback) {
			p->v->arg = &e->found;
			table_sequence(&p->r);
		}
		pass_totals(p, st);
	}
	sqlite3_reset(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(p->v->db, err, NT_("verify")), -1;
	return 0;
}

static void
held_report(struct held *h, db_problem_fn fn, void *arg)
{
	size_t	 i;

	for (i = 0; fn != NULL && i < h->n; i++)
		fn(arg, &h->p[i]);
	free(h->p);
	memset(h, 0, sizeof(*h));
}

/*
 * The totals query (totals_row), deals_check and the chain query
 * (chain_row) in one read of the deals, their problems held for
 * pass_report: the same problems in the same order, or, where the one pass
 * cannot vouch for that order, the checks one by one. Then the totals
 * query runs only when a table's stored totals are not plainly its sums.
 * 0 or -1 with err.
 */
static int
pass_read(struct verify *v, struct pass *p, struct errbuf *err)
{
	db_problem_fn	 fn = v->fn;
	void		*arg = v->arg;
	int		 n = v->n, rc;

	memset(p, 0, sizeof(*p));
	p->v = p->r.v = v;
	p->renumbered = v->renumbered;
	rc = pass_events(p, err);
	if (rc == 0 && !p->fallback)
		rc = pass_tables(p, err);
	v->fn = fn;
	v->arg = arg;
	p->held = v->n - n;
	if (p->fallback)
		p->totals_bad = 1;	/* not every table was read */
	return rc;
}

static void
pass_free(struct pass *p)
{
	size_t	 i;

	for (i = 0; i < p->nev; i++) {
		held_report(&p->ev[i].found, NULL, NULL);
		free(p->ev[i].ruleset);
	}
	held_report(&p->chains, NULL, NULL);
	free(p->ev);
	free(p->r.rows);
	memset(p, 0, sizeof(*p));
}

/* The problems of the deals and then of the chains, as deals_check and chain_row name them. */
static int
pass_report(struct verify *v, struct pass *p, struct errbuf *err)
{
	size_t	 i;

	if (p->fallback) {
		v->n -= p->held;
		v->renumbered = p->renumbered;
		pass_free(p);
		return deals_check(v, err) == -1 ||
		    query(v, STMT_VERIFY_CHAINS, chain_row, err) == -1 ? -1 : 0;
	}
	for (i = 0; i < p->nev; i++)
		held_report(&p->ev[i].found, v->fn, v->arg);
	held_report(&p->chains, v->fn, v->arg);
	pass_free(p);
	return 0;
}

int
db_verify(struct db *db, db_problem_fn fn, void *arg, struct errbuf *err)
{
	return db_verify_flags(db, 0, fn, arg, err);
}

int
db_verify_flags(struct db *db, int flags, db_problem_fn fn, void *arg, struct errbuf *err)
{
	return db_verify_keys(db, NULL, flags, fn, arg, err);
}

int
db_verify_keys(struct db *db, const struct key_list *keys, int flags, db_problem_fn fn,
    void *arg, struct errbuf *err)
{
	struct verify	 v = { db, fn, arg, 0 };
	struct pass	 p;
	int		 rc;

	if ((!(flags & DB_VERIFY_NO_PAGES) &&
	    query(&v, STMT_VERIFY_INTEGRITY, integrity_row, err) == -1) ||
	    query(&v, STMT_VERIFY_FOREIGN_KEYS, fk_row, err) == -1)
		return -1;
	if (v.n > 0)	/* a damaged file: the checks below would only repeat it */
		return v.n;
	memset(&p, 0, sizeof(p));
	rc = schema_check(&v, err) == -1 || pragmas_check(&v, err) == -1 ||
	    /* the totals, the deals and the chains read at once, their problems held */
	    pass_read(&v, &p, err) == -1 ||
	    (p.totals_bad && query(&v, STMT_VERIFY_TOTALS, totals_row, err) == -1) ||
	    query(&v, STMT_VERIFY_POINTS, points_row, err) == -1 ||
	    query(&v, STMT_VERIFY_SEATS, seats_row, err) == -1 ||
	    query(&v, STMT_VERIFY_KEPT, kept_row, err) == -1 ||
	    query(&v, STMT_VERIFY_NAMES, names_row, err) == -1 ||
	    query(&v, STMT_VERIFY_ENTRIES, entries_row, err) == -1 ||
	    pass_report(&v, &p, err) == -1 ||
	    /* every table with links is a chain_row: if each was whole, none is renumbered */
	    (v.renumbered && query(&v, STMT_VERIFY_LINKS, links_row, err) == -1) ||
	    query(&v, STMT_VERIFY_HEADS, heads_row, err) == -1 ||
	    query(&v, STMT_VERIFY_ADOPTED, adopted_row, err) == -1 ||
	    db_ledger_verify(&v, err) == -1 ||
	    db_sign_verify(&v, keys, err) == -1 ? -1 : v.n;
	pass_free(&p);
	return rc;
}
