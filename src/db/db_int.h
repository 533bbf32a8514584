/* Internals shared by the files of src/db: the handle and its statements. */
#ifndef DB_INT_H
#define DB_INT_H

#include <sodium.h>
#include <sqlite3.h>
#include <stdint.h>

#include "db.h"

enum db_stmt {
	STMT_BEGIN,
	STMT_COMMIT,
	STMT_ROLLBACK,
	STMT_EVENT_ADD,
	STMT_EVENT_FIND,
	STMT_EVENT_SEASON,
	STMT_PLAYER_FIND,
	STMT_PLAYER_ADD,
	STMT_TEAM_ADD,
	STMT_TEAM_MEMBER_ADD,
	STMT_TABLE_FIND,
	STMT_TABLE_ADD,
	STMT_SEATS,
	STMT_SEAT_SET,
	STMT_SEAT_ABSENT,
	STMT_DEAL_NEXT,
	STMT_DEAL_GET,
	STMT_DEAL_INSERT,
	STMT_DEAL_UPDATE,
	STMT_DEAL_LAST,
	STMT_BULK_TOTAL_ROW,
	STMT_BULK_SEATED,
	STMT_BULK_TOTALS,
	STMT_BULK_POINTS,
	STMT_BULK_SEAT_KEPT,
	STMT_IMPORT_SUMS,
	STMT_IMPORT_POINTS,
	STMT_IMPORT_SEAT_KEPT,
	STMT_ENTRY_ADD,
	STMT_CHAIN_MARK,
	STMT_CHAIN_MARK_ALL,
	STMT_CHAIN_DIRTY,
	STMT_CHAIN_CLEAR,
	STMT_CHAIN_LAST,
	STMT_CHAIN_WHERE,
	STMT_CHAIN_VERSIONS,
	STMT_CHAIN_ADD,
	STMT_CHAIN_ADD_MANY,
	STMT_DEAL_ADD_MANY,
	STMT_DEAL_ADD_FEW,
	STMT_SEAT_ADD,
	STMT_CHAIN_LINKS,
	STMT_CHAIN_STORED,
	STMT_SEAT_AT_TABLE,
	STMT_EVENT_RULES,
	STMT_DICE_GAME_FIND,
	STMT_DICE_GAME_SEATS,
	STMT_DICE_GAME_TURNS,
	STMT_DICE_TURN_ADD,
	/* referee verify (verify.c): prepared once a connection, like the rest */
	STMT_VERIFY_INTEGRITY,
	STMT_VERIFY_FOREIGN_KEYS,
	STMT_VERIFY_TOTALS,
	STMT_VERIFY_POINTS,
	STMT_VERIFY_SEATS,
	STMT_VERIFY_KEPT,
	STMT_VERIFY_NAMES,
	STMT_VERIFY_ENTRIES,
	STMT_VERIFY_EVENTS,
	STMT_VERIFY_DEALS,
	STMT_VERIFY_CHAINS,
	STMT_VERIFY_LINKS,
	STMT_VERIFY_TWICE,
	/* Names matched by their key (players.c): prepared once, as the import reads them. */
	STMT_PLAYER_NAMES,
	STMT_EVENT_NAMES,
	STMT_PLAYER_SCOPED,
	/* Each bulk transaction (db.c): prepared once per connection, not per call. */
	STMT_BULK_FLOOR,
	/* Signed heads (sign.c) */
	STMT_SIG_ADD,
	STMT_SIG_OF_HEAD,
	STMT_SIG_ALL,
	STMT_SIG_TABLE_HEADS,
	STMT_LEDGER_LAST,
	STMT_ENTRY_FLOOR,
	STMT_CHAIN_OLD_UNLINKED,
	STMT_CHAIN_HEAD_MOVE,
	STMT_VERIFY_HEADS,
	STMT_VERIFY_ADOPTED,
	STMT_LEDGER_ADOPTED,
	STMT_CHAIN_ADOPTED,
	/* Bundles (bundle.c): the ones naming bundle.* run while it is attached. */
	STMT_BUNDLE_ATTACH,
	STMT_BUNDLE_DETACH,
	STMT_BUNDLE_READ,
	STMT_BUNDLE_PUT_EVENT,
	STMT_BUNDLE_PUT_TABLES,
	STMT_BUNDLE_PUT_SEATS,
	STMT_BUNDLE_PUT_PLAYERS,
	STMT_BUNDLE_PUT_VERSIONS,
	STMT_BUNDLE_PUT_ENTRIES,
	STMT_BUNDLE_PUT_LINKS,
	STMT_BUNDLE_PUT_SIGS,
	STMT_BUNDLE_HEADS,
	STMT_BUNDLE_COUNTS,
	STMT_BUNDLE_CHAIN,
	STMT_BUNDLE_ORPHANS,
	STMT_BUNDLE_EVENT_GET,
	STMT_BUNDLE_EVENT_ADD,
	STMT_BUNDLE_EVENT_SAME,
	STMT_BUNDLE_PLAYERS,
	STMT_BUNDLE_LICENCE,
	STMT_BUNDLE_MAP,
	STMT_BUNDLE_TABLES,
	STMT_BUNDLE_SEATS,
	STMT_BUNDLE_DEALS,
	STMT_BUNDLE_TODO,
	STMT_BUNDLE_NEW,
	STMT_BUNDLE_ENTRY_ADD,
	STMT_BUNDLE_DEAL_INSERT,
	STMT_BUNDLE_DEAL_UPDATE,
	STMT_BUNDLE_PROVENANCE,
	STMT_BUNDLE_CONFLICT_STATE,
	STMT_BUNDLE_CONFLICT_ADD,
	STMT_BUNDLE_SIGS_COPY,
	STMT_BUNDLE_SAME_HEADS,
	STMT_BUNDLE_LAST,	/* the last of those naming bundle.* */
	STMT_BUNDLE_SEEN,
	STMT_BUNDLE_RECORD,
	STMT_BUNDLE_COUNT,
	STMT_CONFLICT_OPEN,
	STMT_CONFLICT_HAS_VERSION,
	STMT_CONFLICT_TAKE,
	STMT_CONFLICT_SETTLE,
	/* Players renamed, merged and removed, the current event (players.c) */
	STMT_PLAYER_RENAME,
	STMT_PLAYER_ALIAS_BACK,
	STMT_MERGE_TEAMS,
	STMT_MERGE_TEAM_MEMBER,
	STMT_MERGE_NOTE,
	STMT_MERGE_ALIAS_ADD,
	STMT_MERGE_ALIASES,
	STMT_MERGE_SEATS,
	STMT_MERGE_GAME_SEATS,
	STMT_MERGE_NOTE_CLEAR,
	STMT_MERGE_PLAYER_DELETE,
	STMT_PLAYER_SEATS,
	STMT_PLAYER_TEAMS,
	STMT_PLAYER_ALIASES_DELETE,
	STMT_PLAYER_DELETE,
	STMT_CURRENT_EVENT,
	STMT_CURRENT_EVENT_SET,
	STMT_EVENT_NAME,
	/* Names for completion (names.c): on a read-only connection of their own, by db_sql */
	STMT_NAMES_EVENTS,
	STMT_NAMES_PLAYERS,
	/* The generic result store (game_result.c, schema/160-game-results.sql) */
	STMT_GAME_KIND_ADD,
	STMT_GAME_EVENT_ADD,
	STMT_GAME_RESULT_NEXT,
	STMT_GAME_RESULT_ADD,
	STMT_GAME_SEAT_ADD,
	STMT_GAME_VALUE_ADD,
	/* Dice (dice.c): a turn withdrawn, its trigger does the rest (schema/070-dice-undo.sql) */
	STMT_DICE_TURN_UNDO,
	/* Bulk mode (league.c): a table's absent count, as seat_count_absent keeps it */
	STMT_BULK_ABSENT,
	/* The chain (chain.c) */
	STMT_CHAIN_UNLINK,
	STMT_CHAIN_ENTRY,
	/* Never prepared: run by sqlite3_exec (several statements, or a PRAGMA toggle) */
	STMT_CHAIN_SETUP,
	STMT_CHECKS_IGNORE,
	STMT_CHECKS_KEEP,
	/* Opening and migrating (db.c) */
	STMT_USER_VERSION,
	/* Never prepared: run by sqlite3_exec as a connection opens or a bulk load starts */
	STMT_OPEN_FOREIGN_KEYS,
	STMT_OPEN_WAL,
	STMT_OPEN_SYNCHRONOUS,
	STMT_OPEN_CACHE,
	STMT_OPEN_TEMP_STORE,
	STMT_BULK_CACHE,
	STMT_BULK_CHAIN_MARKS_DROP,
	/* The schema compared with the migrations' (schema.c): the file's and in-memory */
	STMT_SCHEMA_ROWS,
	/* verify's settings (verify.c) */
	STMT_VERIFY_USER_VERSION,
	STMT_VERIFY_ENCODING,
	STMT_VERIFY_JOURNAL_MODE,
	STMT_VERIFY_FK_ON,
	STMT_VERIFY_IGNORE_CHECKS,
	STMT_VERIFY_WRITABLE_SCHEMA,
	STMT_VERIFY_RECURSIVE_TRIGGERS,
	/* The ledger (ledger.c): its fixed statements (the rest is made per covered table there) */
	STMT_LEDGER_TABLES,
	STMT_LEDGER_ADD,
	STMT_LEDGER_ADD_MANY,
	STMT_LEDGER_DIRTY_TABLES,
	STMT_VERIFY_LEDGER,
	/* The kept sums of every dice card against its turns (the trigger dice_turn_tally) */
	STMT_VERIFY_DICE_SUMS,
	/* Never prepared: the ledger's, run by sqlite3_exec (the first begins its setup script) */
	STMT_LEDGER_DIRTY_CREATE,
	STMT_LEDGER_DIRTY_CLEAR,
	STMT_LEDGER_BULK_DROP,
	STMT_LEDGER_DICE_MOVED,
	STMT_DICE_MOVED_DROP,
	STMT__COUNT
};

struct chain_stream;
struct db_deal;
struct db_rules_memo;
struct db_keymap;

/* The links of one STMT_CHAIN_ADD_MANY (db.c's CHAIN_ROWS32 four times). */
#define DB_CHAIN_MANY	128
/* The deals of one STMT_DEAL_ADD_MANY (db.c's DEAL_ROWS8 four times) and of one STMT_DEAL_ADD_FEW. */
#define DB_DEAL_MANY	32
#define DB_DEAL_FEW	8
/* The links of one STMT_LEDGER_ADD_MANY (db.c's CHAIN_ROWS32 twice: five columns too). */
#define DB_LEDGER_MANY	64

struct db {
	sqlite3		*h;
	char		*path;
	sqlite3_stmt	*stmt[STMT__COUNT];
	int		 bulk;	/* triggers off: db_bulk_begin */
	int		 chain_ready;	/* db_chain_setup done: COMMIT extends the chains */
	int		 ledger_ready;	/* db_ledger_setup done: COMMIT extends the ledger */
	void		*ledger;	/* ledger.c's prepared statements of verify */
	int64_t		 bulk_floor;	/* bulk mode: tables above this id are new in this load */
	int64_t		 entry_floor;	/* entries above this id were made by this transaction */
	int		 adopting;	/* a migration links rows the tool did not write (040, 090) */
	struct chain_stream *cs;	/* bulk mode: the links of the table being loaded */
	struct db_rules_memo *memo;	/* the Baśka ruleset parsed last (db_event_rules) */
	struct db_keymap *keymap;	/* bulk transaction: the players' name keys (players.c) */
	int		 errcode;	/* extended result code of the last failure */
	int		 writer_fd;	/* -1, or the sidecar this holder of the write lock wrote */
	double		 wait_start;	/* busy.c: when the current wait began */
	int		 wait_told;	/* the current wait was announced */
	int		 wait_gave_up;	/* the last wait ended at the bound */
	struct db_writer wait_for;	/* whom it waited for */
	enum db_refusal	 refusal;	/* why the last write was refused */
	struct skel_set	*skel;		/* the players' skeletons (confusable.c), or NULL */
	int		 confusable_ok;	/* db_confusable_allow */
	struct db_signer *signer;	/* the referee's key signing the heads (sign.c), or NULL */
	int64_t		*moved;		/* tables whose chain head moved in this transaction */
	size_t		 nmoved, capmoved;
	int		 ledger_moved;	/* the ledger's head moved in this transaction */
};

/*
 * Refuses a new player's name that prints like a registered player's or
 * alias's (DBR_PLAYER_CONFUSABLE, 1) unless db_confusable_allow; 0 if it
 * may be added, -1 with err. The skeletons are read once per handle. self
 * is the player being renamed (0: a new player): its own names are no match.
 */
int	 db_confusable_check(struct db *, const char *name, int64_t self, struct errbuf *);
/* Remembers a player's name just added (its skeleton). */
void	 db_confusable_add(struct db *, const char *name, int64_t id);
void	 db_confusable_free(struct db *);

/* The prepared statement (reset, bindings cleared), or NULL with err. */
sqlite3_stmt *db_stmt(struct db *, enum db_stmt, struct errbuf *);
/* The same; a failure to prepare it is reported as what (db_fail's words). */
sqlite3_stmt *db_stmt_as(struct db *, enum db_stmt, struct errbuf *, const char *what);
/*
 * The SQL of a statement of the table, for what is not prepared through
 * it: several statements run by sqlite3_exec, or another connection.
 */
const char *db_sql(enum db_stmt);
/*
 * Sets err from the last error and remembers its extended result code
 * (db->errcode). A constraint returns 1: a trigger's coded refusal sets
 * db->refusal and err to the words of refusal.c's table, any other
 * constraint DBR_CONSTRAINT with SQLite's words (the caller may refine it
 * with db_refuse). Anything else returns -1 with "path: what: message".
 */
int	 db_fail(struct db *, struct errbuf *, const char *what);
/* Sets db->refusal and err (printf-style); returns 1. */
int	 db_refuse(struct db *, struct errbuf *, enum db_refusal, const char *fmt, ...)
	    __attribute__((format(printf, 4, 5)));
/* Installs the busy handler of busy.c on db->h. */
void	 db_busy_setup(struct db *);
/* When the last failure was a wait that gave up: sets err to say so and returns 1; else 0. */
int	 db_busy_error(struct db *, struct errbuf *);
/* After BEGIN IMMEDIATE: writes the sidecar that names this command (busy.c). */
void	 db_writer_note(struct db *);
/* Before COMMIT or ROLLBACK: removes it. */
void	 db_writer_clear(struct db *);
/* Drops the bulk transaction's map of name keys (players.c); NULL map: a no-op. */
void	 db_keymap_free(struct db *);
/* Adds a new player's name to the map of name keys, when there is one. */
void	 db_keymap_add(struct db *, const char *name, int64_t id);
/* Whether the last failure was a constraint of this extended code (SQLITE_CONSTRAINT_...). */
int	 db_failed_on(const struct db *, int code);
/*
 * Steps a statement that returns at most one row with one integer (bound
 * by the caller), resets it; 1 with *out, 0 no row, -1 with err.
 */
int	 db_one_int(struct db *, sqlite3_stmt *, int64_t *out, struct errbuf *, const char *what);
/*
 * What db_commit does before its COMMIT: the bulk chain links, the chains
 * and the ledger written. 0, or -1 with err (the transaction rolled back,
 * except when a PRAGMA toggle itself failed, as db_commit always did).
 */
int	 db_commit_prepare(struct db *, struct errbuf *);
/* Steps a statement once, then resets it; 0 or what db_fail returns. */
int	 db_step_done(struct db *, sqlite3_stmt *, struct errbuf *, const char *what);
/*
 * The tables of a game of an event and its seats (game_result and
 * game_result_seat): next gives the event's next game
 * number, add takes event, number, players, record and entry; seat_add
 * writes the seat-th (1-based) seat of seat_size bytes.
 */
struct db_game_table {
	enum db_stmt	 next, add;
	size_t		 seat_size;
	int		(*seat_add)(struct db *, int64_t game, int seat, const void *s,
			    struct errbuf *);
};
/*
 * A game of an event with its nplayers seats: *number set. 0, 1 (refused:
 * the record is already a game of the event, or a seat's refusal) or -1.
 */
int	 db_event_game_add(struct db *, const struct db_game_table *, int64_t event,
	    int *number, int nplayers, const void *seats, const char *record, int64_t entry,
	    struct errbuf *);
/*
 * Runs the bound insert of a seat of such a game (game_result_seat: one UNIQUE key besides the primary key, the game and
 * the player): 0, 1 ("a player plays once in a game") or -1.
 */
int	 db_event_seat_step(struct db *, sqlite3_stmt *, struct errbuf *);
/* The migration that adds the hash chain (schema/040-trust.sql). */
#define DB_CHAIN_MIGRATION	40

/* Creates the connection's temporary dirty-table list and its triggers (chain.c). */
int	 db_chain_setup(struct db *, struct errbuf *);
/* Marks a table whose chain must be extended before COMMIT. 0 or -1. */
int	 db_chain_mark(struct db *, int64_t table, struct errbuf *);
/* Marks every table with deals (after the migration that adds the chain). 0 or -1. */
int	 db_chain_mark_all(struct db *, struct errbuf *);
/* Moves the heads of tables from..to to their last links (bulk mode). 0 or -1. */
int	 db_chain_heads(struct db *, int64_t from, int64_t to, struct errbuf *);
/* Extends the chains of the marked tables and clears the marks. 0 or -1. */
int	 db_chain_flush(struct db *, struct errbuf *);
/*
 * Bulk mode (chain.c): the links of a table made by this load are computed
 * as its deals are written, in one pass, instead of read back at COMMIT.
 * stream_open: the load starts writing to a table (fresh: made by this
 * load just now); a table made earlier in this load and written to again
 * loses the links written for it and is marked, so COMMIT links all its
 * versions in the usual order. stream_add: a new deal version was written.
 * stream_done: the load leaves the table: its links are kept to be written
 * in batches (stream_flush writes the rest), or, when
 * its deals did not come in increasing numbers (or it was not fresh), the
 * table is marked for COMMIT as before. Each returns 0 or -1 with err.
 */
int	 db_chain_stream_open(struct db *, int64_t table, int fresh, struct errbuf *);
int	 db_chain_stream_add(struct db *, int64_t table, const struct db_deal *, int64_t entry,
	    struct errbuf *);
int	 db_chain_stream_done(struct db *, int64_t table, struct errbuf *);
/* Writes the links of the tables done (before COMMIT). 0 or -1. */
int	 db_chain_stream_flush(struct db *, struct errbuf *);
void	 db_chain_stream_free(struct db *);
/* The migration that adds the ledger (schema/090-ledger.sql). */
#define DB_LEDGER_MIGRATION	90
/* The migration that adds the chain heads the ledger links (schema/130-heads.sql). */
#define DB_HEADS_MIGRATION	130
/* The migration that moves Rybaření's games to the generic store (schema/170-ryb-results.sql). */
#define DB_RYB_RESULTS_MIGRATION	170
/* The migration that moves Generał's games to the generic store (schema/180-dice-results.sql). */
#define DB_DICE_RESULTS_MIGRATION	180
/* Marks every row of one covered table for the ledger (a migration's own rows). 0 or -1. */
int	 db_ledger_mark_table(struct db *, const char *table, struct errbuf *);

/*
 * Bytes to hash with BLAKE2b-256, gathered and handed over a buffer at a
 * time (chain.c); a field is hashed as a netstring, "LEN:bytes,". The deal
 * chain and the ledger hash their links this way.
 */
struct db_hbuf {
	crypto_generichash_state h;
	size_t			 n;
	unsigned char		 b[1024];
};
void	 db_hbuf_init(struct db_hbuf *);
void	 db_hbuf_add(struct db_hbuf *, const void *, size_t);
void	 db_hbuf_field(struct db_hbuf *, const char *, size_t);
void	 db_hbuf_final(struct db_hbuf *, unsigned char out[DB_CHAIN_BYTES]);
/*
 * The hex digits of a hash, and back: a hash stored in column col of st, as
 * written, exactly 64 lower-case digits (0, or -1 for anything else); a
 * link's, stored as its 32 bytes (schema 190); referee_unhex for the
 * migration to them, on a connection (chain.c).
 */
void	 db_hash_hex(const unsigned char *, size_t, char *out);
int	 db_hash_column(sqlite3_stmt *st, int col, unsigned char out[DB_CHAIN_BYTES]);
int	 db_link_column(sqlite3_stmt *st, int col, unsigned char out[DB_CHAIN_BYTES]);
int	 db_chain_functions(sqlite3 *);
/* The ledger (ledger.c): the dirty-row list and its temporary triggers. 0 or -1. */
int	 db_ledger_setup(struct db *, struct errbuf *);
/* Marks every covered row (after the migration that adds the ledger). 0 or -1. */
int	 db_ledger_mark_all(struct db *, struct errbuf *);
/*
 * Bulk mode: drops the insert triggers of play_table and seat; COMMIT links
 * the tables above db->bulk_floor and their seats in one pass. 0 or -1.
 */
int	 db_ledger_bulk(struct db *, struct errbuf *);
/* Links the marked rows whose text changed and clears the marks. 0 or -1. */
int	 db_ledger_flush(struct db *, struct errbuf *);
/* Finalizes ledger.c's statements (before the connection closes). */
void	 db_ledger_close(struct db *);
/*
 * A result row's columns read once each (db_row_read): a column's value,
 * its type as stored and, when an integer, the integer, where one read of a
 * column through sqlite3_column_type, then _int64 or _text, cost more than
 * the row's step (verify reads 22 columns of every version, several twice).
 * The values live until the statement's next step or reset.
 */
#define DB_ROW_MAX	24
struct db_row {
	sqlite3_value	*v[DB_ROW_MAX];
	int		 type[DB_ROW_MAX];
	int64_t		 iv[DB_ROW_MAX];	/* an INTEGER column's value, else 0 */
};
void	 db_row_read(struct db_row *, sqlite3_stmt *, int ncol);
/* As sqlite3_column_int64 and sqlite3_column_int of the column read. */
int64_t	 db_row_int64(const struct db_row *, int col);
int	 db_row_int(const struct db_row *, int col);
/* As sqlite3_column_text (NULL for NULL), its length into *len. */
const char *db_row_text(const struct db_row *, int col, size_t *len);
/*
 * db_chain_check that also hands every current deal of the table to
 * rd->fn, as a row of the version's columns a link hashes (number, version,
 * entry, void, dealer, contract, declarer, partner, kontras, bok, eyes, won,
 * level, p1-p4, record), then whether it is not void (as SQL's void = 0),
 * in the order stored: all of them, whatever the chain, unless it returns
 * -1 (verify's one pass over the deals).
 */
struct db_deal_reader {
	void	(*fn)(void *arg, const struct db_row *row);
	void	*arg;
};
int	 db_chain_check_deals(struct db *, int64_t table, const struct db_deal_reader *,
	    struct db_chain_fault *, struct errbuf *);
/*
 * A pass of referee verify (verify.c): the problems go to fn and are
 * counted in n. verify_problem reports one (deal 0 when it names none).
 */
struct verify {
	struct db	*db;
	db_problem_fn	 fn;
	void		*arg;
	int		 n;
	int		 renumbered;	/* a chain not seen numbered 1, 2, 3 ... */
};
void	 verify_problem(struct verify *, const char *event, int session, int table, int deal,
	    const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* verify's checks of the ledger, reported into the pass v. 0 or -1. */
int	 db_ledger_verify(struct verify *v, struct errbuf *);
/*
 * The newest link of a table's chain (chain.c) or of the ledger (ledger.c):
 * its seq (0 when none) and hash. 0 or -1 with err.
 */
int	 db_chain_last(struct db *, int64_t table, int64_t *seq,
	    unsigned char h[DB_CHAIN_BYTES], struct errbuf *);
int	 db_ledger_last(struct db *, int64_t *seq, unsigned char h[DB_CHAIN_BYTES],
	    struct errbuf *);
/*
 * The hash of a link after prev, for a version at where ("event|session|
 * table") given by its DB_CHAIN_FIELDS hashed fields as text (number,
 * version, void ... record, entered_by, entered_at, reason, source; NULL
 * as ""): what chain.c writes, for a bundle's chains (bundle.c).
 */
#define DB_CHAIN_FIELDS	21
void	 db_chain_link_hash(const unsigned char prev[DB_CHAIN_BYTES], const char *where,
	    const char *const v[DB_CHAIN_FIELDS], const size_t len[DB_CHAIN_FIELDS],
	    unsigned char out[DB_CHAIN_BYTES]);
/* "event|session|table" of a table, as its links hash it (chain.c). 0 or -1. */
int	 db_chain_where(struct db *, int64_t table, char *buf, size_t size, struct errbuf *);
/*
 * Signed heads (sign.c). A head that moved in the transaction is noted
 * (table 0: the ledger); db_sign_heads signs the noted heads before COMMIT
 * when the connection has a signer, and forgets them (so does
 * db_sign_forget, at BEGIN and ROLLBACK). 0 or -1 with err.
 */
void	 db_sign_moved(struct db *, int64_t table);
int	 db_sign_heads(struct db *, struct errbuf *);
void	 db_sign_forget(struct db *);
void	 db_sign_free(struct db *);
/* verify's checks of the stored signatures and, with keys, of every head. 0 or -1. */
struct key_list;
int	 db_sign_verify(struct verify *, const struct key_list *, struct errbuf *);
/* Column i of a row as text, "" for NULL. */
const char *db_col_text(sqlite3_stmt *, int);

/*
 * An in-memory database migrated to version by the tool's own migration
 * (db.c): the schema a file of that version must have. 0, or -1 with err.
 */
int	 db_open_reference(int version, struct db **, struct errbuf *);
/*
 * One difference of the file's schema from the migrations' (schema.c):
 * type and name of the object, the SQL expected (NULL: the object is not
 * the migrations') and found (NULL: missing), both without comments or
 * runs of white space.
 */
typedef void (*db_schema_diff_fn)(void *arg, const char *type, const char *name,
    const char *want, const char *have);
/* Compares main's sqlite_schema with the migrations' up to version; the count, or -1. */
int	 db_schema_diff(struct db *, int version, db_schema_diff_fn, void *, struct errbuf *);
/* About 70 bytes of s from a little before where it first differs from other (or NULL). */
void	 db_schema_excerpt(const char *s, const char *other, char *out, size_t size);
/* Binds text, "" and NULL as SQL NULL. */
void	 db_bind_text(sqlite3_stmt *, int, const char *);

#endif /* DB_INT_H */
