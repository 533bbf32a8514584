/*
 * The league database: opening and migrating the SQLite file, transactions,
 * the league entities (events, players, teams, tables, deals) and running the
 * embedded report queries. The only code that talks to SQLite.
 *
 * Writing functions return 0 on success, 1 when the database refused the
 * change because it breaks an invariant (a constraint or trigger; err says
 * which), and -1 on a system error. Lookups return 1 found, 0 not found, -1
 * error. Callers wrap writes in db_begin / db_commit, or db_rollback.
 */
#ifndef DB_H
#define DB_H

#include <stdint.h>

#include "../util/util.h"

#define DB_NAME_MAX	128
#define DB_RULESET_MAX	8192		/* bytes of a stored ruleset (kv text), NUL included */

struct db;

/*
 * Opens (creating it when missing) the database at path, sets WAL, foreign
 * keys and a busy timeout, and applies the embedded migrations in one
 * transaction. A file from a newer referee is refused. The caller closes
 * the handle with db_close. Returns 0 or -1 with err.
 */
int	 db_open(const char *path, struct db **, struct errbuf *);
/*
 * Like db_open, but a missing file is not created: returns 1 (err: "PATH: no
 * such database") when there is none, 0, or -1.
 */
int	 db_open_existing(const char *path, struct db **, struct errbuf *);
/*
 * The longest path SQLite opens (its file system's mxPathname, the path made
 * absolute) when path is longer, else 0: why an open failed (issue 27).
 */
int	 db_path_over(const char *path);
/* Closes the handle (NULL is a no-op); an open transaction is rolled back. */
void	 db_close(struct db *);
/* The schema version the binary brings (the number of its newest migration). */
int	 db_schema_version(void);

/* The command that holds a database's write lock, as one waiting for it learns. */
struct db_writer {
	long	 pid;		/* 0: not known (another program, or none any more) */
	char	 command[24];	/* "import", "deal add"; "" when not known */
};
/*
 * How this process waits for another one writing the same database, set
 * before db_open: the name of the running command (for the others waiting
 * for it), how many seconds a write waits before it fails with "gave up"
 * (exit 3; 0: it does not wait; less than 0: as long as it takes), and a
 * function called once a wait has lasted a second (NULL: none), with the
 * database's path and who writes it. The default: "referee", 60, NULL.
 */
void	 db_wait_setup(const char *command, int seconds,
	    void (*announce)(const char *path, const struct db_writer *));

/*
 * BEGIN IMMEDIATE: takes the write lock now, waiting for other writers
 * (db_wait_setup), and tells the ones waiting for it who holds it.
 */
int	 db_begin(struct db *, struct errbuf *);
int	 db_commit(struct db *, struct errbuf *);
/*
 * Bulk mode for a large import, called right after db_open: the connection
 * runs without triggers (CHECK constraints and foreign keys stay), and the
 * functions below do by hand what the triggers would do: a new table gets
 * its totals row, seating updates seated/ready, and db_bulk_table_done
 * recomputes a table's totals from its deals. A deal number withdrawn
 * earlier is refused instead of re-entered (its archive needs the trigger).
 * Returns 0 or -1.
 */
int	 db_bulk_begin(struct db *, struct errbuf *);
/* In bulk mode, recomputes the totals of a table whose deals were added. 0 or -1. */
int	 db_bulk_table_done(struct db *, int64_t table, struct errbuf *);
/* Rolls back the open transaction, if any. */
void	 db_rollback(struct db *);

/*
 * Why the database refused a change (a write returned 1): one code per
 * invariant, so that callers decide by the code, never by the words in err.
 * The trigger refusals carry their code in the RAISE text
 * (schema/020-codes.sql, mapped in src/db/refusal.c); the others are told
 * apart by SQLite's extended result code and, where one table has several
 * keys of that kind, by looking at the row.
 */
enum db_refusal {
	DBR_NONE = 0,		/* no refusal: success or a system error */
	DBR_CONSTRAINT,		/* a constraint without a code of its own (err: SQLite's words) */
	/* triggers (schema/020-codes.sql) */
	DBR_TEAM_FULL,		/* E_TEAM_FULL */
	DBR_TOTALS_KEPT,	/* E_TOTALS_KEPT */
	DBR_SEATS_FIXED,	/* E_SEATS_FIXED */
	DBR_DEAL_VERSION,	/* E_DEAL_VERSION */
	DBR_NEED_REASON,	/* E_NEED_REASON */
	DBR_ENTRY_FROZEN,	/* E_ENTRY_FROZEN */
	DBR_DEAL_KEPT,		/* E_DEAL_KEPT */
	DBR_HISTORY_FROZEN,	/* E_HISTORY_FROZEN */
	DBR_HISTORY_KEPT,	/* E_HISTORY_KEPT */
	DBR_NOT_BASKA_EVENT,	/* E_NOT_BASKA_EVENT */
	DBR_DICE_SEATING,	/* E_DICE_SEATING */
	DBR_DICE_TURN_ORDER,	/* E_DICE_TURN_ORDER */
	DBR_DICE_TURN_FROZEN,	/* E_DICE_TURN_FROZEN */
	DBR_DICE_TURN_KEPT,	/* E_DICE_TURN_KEPT */
	DBR_DICE_SUMS,		/* E_DICE_SUMS */
	DBR_DICE_UNDO,		/* E_DICE_UNDO */
	DBR_DICE_UNDO_FROZEN,	/* E_DICE_UNDO_FROZEN */
	DBR_DICE_UNDO_KEPT,	/* E_DICE_UNDO_KEPT */
	/* triggers (schema/040-trust.sql) */
	DBR_DEAL_REPLACED,	/* E_DEAL_REPLACED */
	DBR_CHAIN_FROZEN,	/* E_CHAIN_FROZEN */
	DBR_CHAIN_KEPT,		/* E_CHAIN_KEPT */
	DBR_ENTRY_KEPT,		/* E_ENTRY_KEPT */
	DBR_NAME_CONTROL,	/* E_NAME_CONTROL */
	DBR_LEDGER_FROZEN,	/* E_LEDGER_FROZEN */
	DBR_LEDGER_KEPT,	/* E_LEDGER_KEPT */
	/* triggers (schema/120-signatures.sql) */
	DBR_SIGNATURE_FROZEN,	/* E_SIGNATURE_FROZEN */
	DBR_SIGNATURE_KEPT,	/* E_SIGNATURE_KEPT */
	/* triggers (schema/160-game-results.sql, 180-dice-results.sql) */
	DBR_EVENT_GAME_KEPT,	/* E_EVENT_GAME_KEPT */
	DBR_GAME_KIND_FROZEN,	/* E_GAME_KIND_FROZEN */
	DBR_GAME_RESULT_FROZEN,	/* E_GAME_RESULT_FROZEN */
	DBR_GAME_SEATING,	/* E_GAME_SEATING */
	DBR_GAME_SEAT_FROZEN,	/* E_GAME_SEAT_FROZEN */
	DBR_GAME_PLACES,	/* E_GAME_PLACES */
	DBR_GAME_EVENT,		/* E_GAME_EVENT */
	/* keys and checks, by extended result code */
	DBR_EVENT_EXISTS,	/* event.name UNIQUE */
	DBR_PLAYER_EXISTS,	/* player.name UNIQUE */
	DBR_LICENCE_TAKEN,	/* player.licence UNIQUE */
	DBR_PLAYER_NAME,	/* player.name CHECK */
	DBR_TEAM_EXISTS,	/* team.name UNIQUE */
	DBR_ONE_TEAM,		/* team_member.player_id UNIQUE */
	DBR_SEAT_TWICE,		/* seat (table_id, player_id) UNIQUE */
	DBR_ONE_TABLE_PER_SESSION, /* seat one_table_per_session UNIQUE */
	DBR_NEED_FOUR,		/* deal (table_id, ready) FOREIGN KEY */
	DBR_ZERO_SUM,		/* deal zero_sum CHECK */
	DBR_DEAL_ENTERED,	/* deal PRIMARY KEY */
	DBR_DEAL_MISSING,	/* a correction of a deal never entered (checked first) */
	DBR_BOX_USED,		/* dice_turn PRIMARY KEY */
	DBR_PLAYER_USED,	/* a player with seats or a team is kept (players.c) */
	DBR_PLAYER_CONFUSABLE	/* a new name prints like a player's (confusable.c) */
};

/* The code of the refusal of the last write that returned 1 on this handle. */
enum db_refusal db_refusal(const struct db *);
/*
 * The refusal a trigger's RAISE text names ("E_TEAM_FULL: ..."), with its
 * words in *words when words is not NULL; DBR_NONE for a text without a
 * known code (a trigger whose code refusal.c does not know).
 */
enum db_refusal db_raise_refusal(const char *msg, const char **words);

struct kv_game;

/*
 * The rules of event id for a game that keeps events (dice, rybareni):
 * the game's default preset in r (size bytes, g's object) with the event's
 * stored ruleset text applied. not_game is the translated message for an
 * event of another game ("event '%s' is not a dice event (game %s)": the
 * event's name, then its game). 0, or -1 with err.
 */
int	 db_game_rules(struct db *, int64_t event, const char *game, const char *not_game,
	    const struct kv_game *g, void *r, size_t size, struct errbuf *);

/*
 * An event as stored: its game and its ruleset as the stored kv text. The
 * game's own rules struct is parsed from that text where a command needs it
 * (db_baska_rules in baskadb.h, db_dice_rules in dicedb.h); events are added
 * by the game's store (db_baska_event_add, db_dice_event_add).
 */
struct db_event {
	int64_t	 id;
	char	 name[DB_NAME_MAX];
	char	 date[16];		/* "" when not set */
	char	 game[16];		/* "baska", "dice" */
	char	 season[DB_NAME_MAX];	/* "" when not set */
	int	 deals;			/* deals per session, 0 = not fixed */
	char	 ruleset_name[DB_NAME_MAX];
	char	 ruleset[DB_RULESET_MAX];	/* every key of the ruleset (kv_print text) */
};

/*
 * Finds an event by name with its stored ruleset text; a Baśka event's text
 * must parse (as before the rules left struct db_event). Returns 1, 0 or -1.
 */
int	 db_event_find(struct db *, const char *name, struct db_event *, struct errbuf *);
/* Sets or clears (NULL) the season of an event. Returns 0, 1 or -1. */
int	 db_event_set_season(struct db *, int64_t event, const char *season, struct errbuf *);

/* A player's id by name; with create, a missing player is added. Returns 1, 0 or -1. */
int	 db_player_get(struct db *, const char *name, int create, int64_t *id, struct errbuf *);
/* Adds a player with optional club and licence (NULL). Returns 0, 1 or -1. */
int	 db_player_add(struct db *, const char *name, const char *club, const char *licence,
	    struct errbuf *);

/*
 * Finding players and events by name (players.c): the name's key (case,
 * diacritics, repeated spaces folded: name_key) against every player's name
 * and alias (every event's name). An exact match of a stored name wins.
 */
#define DB_NEAR_MAX	3
struct db_name_match {
	int64_t	 id;			/* the one match */
	char	 name[DB_NAME_MAX];	/* its stored name */
	int	 count;			/* how many rows match the key */
	char	 same[DB_NEAR_MAX][DB_NAME_MAX];	/* the first of them, when several */
	int	 nnear;			/* the nearest names that do not match */
	char	 near[DB_NEAR_MAX][DB_NAME_MAX];
	int	 neardist[DB_NEAR_MAX];
};
/* Returns 1 one player, 0 none, 2 several (an old database), -1 error. */
int	 db_player_find_name(struct db *, const char *name, struct db_name_match *,
	    struct errbuf *);
/*
 * A player as a person names them (name_pick, names.h): the same key, the
 * words in either order, or some of them (a surname, a first name) when one
 * player of the narrowest scope that has any has them: the players of
 * scope->table, then those who sat in scope->event, then all (scope NULL or
 * empty: all). m->same: the several that match (m->count of them); m->near:
 * the nearest names when none does. Returns 1 one player, 0 none, 2 several,
 * -1 error.
 */
struct db_name_scope {
	const int64_t	*table;		/* players at the table (0: an empty seat) */
	int		 ntable;
	int64_t		 event;		/* 0: none */
};
int	 db_player_match(struct db *, const char *name, const struct db_name_scope *,
	    struct db_name_match *, struct errbuf *);
/*
 * A seated player as a person names them (name_pick among the four seated,
 * a near typo too when one is nearest): 1 with the seat (1-4) in m->id, 0
 * none (m->near), 2 several (m->same).
 */
struct db_seats;
int	 db_seat_match(const struct db_seats *, const char *name, struct db_name_match *);
/* The same without the nearest names (m->nnear 0): a name's key only. */
int	 db_player_find_key(struct db *, const char *name, struct db_name_match *,
	    struct errbuf *);
/* Returns 1 one event, 0 none, 2 several, -1 error. */
int	 db_event_find_name(struct db *, const char *name, struct db_name_match *,
	    struct errbuf *);
/* "'A', 'B' or 'C'": the nearest names, or the several that match. */
void	 db_name_hint(const struct db_name_match *, char *buf, size_t size);
/* Whether a player other than except has a name or alias with name's key (*owner). 1, 0, -1. */
int	 db_player_key_taken(struct db *, const char *name, int64_t except, char *owner,
	    size_t size, struct errbuf *);
/*
 * Whether the next players added on this handle may have a name that prints
 * like a registered player's (its confusable skeleton, unitext.h, is one
 * they have): refused by default (DBR_PLAYER_CONFUSABLE, "did you mean"),
 * allowed by the caller's "--new --new".
 */
void	 db_confusable_allow(struct db *, int allow);
/* Renames a player (the new key must be free). Returns 0, 1 or -1. */
int	 db_player_rename(struct db *, int64_t id, const char *name, struct errbuf *);
/*
 * Merges player from into player into: seats, dice and Rybaření seats, team
 * membership and aliases move; from's name becomes an alias. Returns 0, 1
 * (both sat in one session or game, both in teams) or -1.
 */
int	 db_player_merge(struct db *, int64_t into, int64_t from, struct errbuf *);
/* Removes a player who never sat and is in no team. Returns 0, 1 (DBR_PLAYER_USED) or -1. */
int	 db_player_remove(struct db *, int64_t id, struct errbuf *);
/* The current event (referee use): 1 with *event, 0 none, -1. */
int	 db_current_event(struct db *, int64_t *event, struct errbuf *);
int	 db_current_event_set(struct db *, int64_t event, struct errbuf *);
/* An event's name by id: 1, 0 or -1. */
int	 db_event_name(struct db *, int64_t event, char *name, size_t size, struct errbuf *);
/* The file the handle opened. */
const char *db_path(const struct db *);

/* Adds a team; returns 0, 1 or -1, the id in *id. */
int	 db_team_add(struct db *, const char *name, int64_t *id, struct errbuf *);
/* Adds a player to a team. Returns 0, 1 (e.g. already in a team, a sixth player) or -1. */
int	 db_team_member_add(struct db *, int64_t team, int64_t player, struct errbuf *);

/*
 * The id of table number of a session of an event; with create, a missing
 * one is added. Returns 1, 0 or -1.
 */
int	 db_table_get(struct db *, int64_t event, int session, int number, int create,
	    int64_t *id, struct errbuf *);

/* The four seats of a table. */
struct db_seats {
	int	 nseated;		/* seats with a player */
	int64_t	 player[4];		/* 0 = empty seat */
	char	 name[4][DB_NAME_MAX];	/* "" = empty seat */
	int	 absent[4];
};

/* Reads the seats of a table. Returns 0 or -1. */
int	 db_table_seats(struct db *, int64_t table, struct db_seats *, struct errbuf *);
/* Seats player (0 = empty seat) at seat 1..4. Returns 0, 1 or -1. */
int	 db_seat_set(struct db *, int64_t table, int seat, int64_t player, struct errbuf *);
/* Marks the player at seat as absent (or present again). Returns 0, 1 or -1. */
int	 db_seat_absent(struct db *, int64_t table, int seat, int absent, struct errbuf *);

/* ------------------------------------------------------ tamper evidence */

#define DB_CHAIN_BYTES	32	/* BLAKE2b-256 */

/*
 * The chain head of a table: the hash of its newest link as 64 hex digits.
 * Returns 1, 0 when the table has no deal yet (hex is ""), or -1.
 */
int	 db_chain_head(struct db *, int64_t table, char hex[2 * DB_CHAIN_BYTES + 1],
	    struct errbuf *);

/* What db_chain_check found wrong first in a table's chain. */
struct db_chain_fault {
	enum {
		DB_CHAIN_OK,
		DB_CHAIN_HASH,		/* a version no longer matches its link's hash */
		DB_CHAIN_UNLINKED,	/* a stored version has no link */
		DB_CHAIN_MISSING	/* a link names a version that is gone */
	} kind;
	int	 number, version;	/* the deal version concerned */
	int	 whole;			/* every version linked once, links numbered 1, 2 ... */
};

/*
 * Recomputes the chain of a table from its stored versions and compares
 * every link. Returns 0 when it holds, 1 with the first fault in *f, or -1.
 */
int	 db_chain_check(struct db *, int64_t table, struct db_chain_fault *, struct errbuf *);

/* One problem verify found: where (event "" for the whole file) and what. */
struct db_problem {
	char	 event[DB_NAME_MAX];
	int	 session, table, deal;	/* 0 when not about one */
	int	 note;			/* a note, not a fault: not counted */
	char	 what[ERR_MSG_MAX];	/* "..." at the end when cut */
};
typedef int (*db_problem_fn)(void *arg, const struct db_problem *);

/*
 * Checks the whole database (integrity, schema objects, stored totals and
 * seat counts, every deal under its event's rules, the hash chains) and
 * calls fn for each problem. Returns the number of problems, or -1.
 */
int	 db_verify(struct db *, db_problem_fn fn, void *arg, struct errbuf *);

/*
 * db_verify with flags: DB_VERIFY_NO_PAGES leaves out SQLite's own check of
 * the file's pages and indexes (PRAGMA integrity_check), which SQLite
 * compiles again at every run: fuzz_verify, whose edits are SQL and cannot
 * damage a page, runs it on one verify in 64.
 */
#define DB_VERIFY_NO_PAGES	0x1
int	 db_verify_flags(struct db *, int flags, db_problem_fn fn, void *arg,
	    struct errbuf *);

/*
 * db_verify_flags that also requires, when keys is not NULL, every current
 * head (each table's chain and the ledger) to be signed by a listed key
 * (src/util/keys.h). Stored signatures are checked either way.
 */
struct key_list;
int	 db_verify_keys(struct db *, const struct key_list *keys, int flags, db_problem_fn fn,
	    void *arg, struct errbuf *);

/* ------------------------------------------------------ signed heads */

/*
 * Signs the heads this connection moves with the secret key sk (an Ed25519
 * secret key of 64 bytes, copied; NULL: unsigned), the time of each
 * signature from now (NULL: the clock). See src/db/sign.c.
 */
void	 db_sign_with(struct db *, const unsigned char *sk, void (*now)(char *, size_t));
/*
 * The signer of the current head of a table's chain (table 0: the ledger):
 * 1 with the fingerprint of the newest valid signature's key (16 hex
 * digits), 0 when the head is not signed or there is none, -1 with err.
 */
int	 db_head_signer(struct db *, int64_t table, char fpr[17], struct errbuf *);

/* A value bound to a report parameter: an integer, text or NULL. */
struct db_param {
	enum { DBP_NULL, DBP_INT, DBP_TEXT } type;
	int64_t		 i;
	const char	*s;
};

/*
 * Called once per row of a report with the column names and values (NULL
 * for SQL NULL). Return 0 to go on, non-zero to stop.
 */
typedef int (*db_row_fn)(void *arg, int ncol, const char *const *names,
    const char *const *vals);

/*
 * Runs the embedded report query reports/NAME.sql with parameters ?1..?n.
 * Returns 0 or -1 with err.
 */
int	 db_report(struct db *, const char *name, const struct db_param *, int nparam,
	    db_row_fn, void *arg, struct errbuf *);

/* ------------------------------------------------------ completion */

enum db_names { DB_NAMES_EVENTS, DB_NAMES_PLAYERS };

/*
 * Calls fn with every event or player name of the database file at path,
 * opened read-only: nothing is created or migrated; a missing or foreign
 * file has no names. fn returns non-zero to stop. Returns the count.
 */
int	 db_names_list(const char *path, enum db_names, int (*fn)(void *, const char *),
	    void *arg);

#endif /* DB_H */
