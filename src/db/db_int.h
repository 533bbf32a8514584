/* Internals shared by the files of src/db: the handle and its statements. */
#ifndef DB_INT_H
#define DB_INT_H

#include <sqlite3.h>
#include <stdint.h>

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
	STMT_ENTRY_ADD,
	STMT_ENTRY_AGAIN,
	STMT_CHAIN_MARK,
	STMT_CHAIN_MARK_ALL,
	STMT_CHAIN_DIRTY,
	STMT_CHAIN_CLEAR,
	STMT_CHAIN_LAST,
	STMT_CHAIN_WHERE,
	STMT_CHAIN_VERSIONS,
	STMT_CHAIN_ADD,
	STMT_CHAIN_LINKS,
	STMT__COUNT
};

struct db {
	sqlite3		*h;
	char		*path;
	sqlite3_stmt	*stmt[STMT__COUNT];
	int		 bulk;	/* triggers off: db_bulk_begin */
	int		 chain_ready;	/* db_chain_setup done: COMMIT extends the chains */
};

/* The prepared statement (reset, bindings cleared), or NULL with err. */
sqlite3_stmt *db_stmt(struct db *, enum db_stmt, struct errbuf *);
/* Sets err from the last error; returns 1 for a constraint, else -1. */
int	 db_fail(struct db *, struct errbuf *, const char *what);
/* Steps a statement once, then resets it; 0 or what db_fail returns. */
int	 db_step_done(struct db *, sqlite3_stmt *, struct errbuf *, const char *what);
/* The migration that adds the hash chain (schema/040-trust.sql). */
#define DB_CHAIN_MIGRATION	40

/* Creates the connection's temporary dirty-table list and its triggers (chain.c). */
int	 db_chain_setup(struct db *, struct errbuf *);
/* Marks a table whose chain must be extended before COMMIT. 0 or -1. */
int	 db_chain_mark(struct db *, int64_t table, struct errbuf *);
/* Marks every table with deals (after the migration that adds the chain). 0 or -1. */
int	 db_chain_mark_all(struct db *, struct errbuf *);
/* Extends the chains of the marked tables and clears the marks. 0 or -1. */
int	 db_chain_flush(struct db *, struct errbuf *);
/* Binds text, "" and NULL as SQL NULL. */
void	 db_bind_text(sqlite3_stmt *, int, const char *);

#endif /* DB_INT_H */
