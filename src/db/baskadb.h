/*
 * Baśka in the league database (schema/001-league.sql): events with their
 * Baśka ruleset and the table-point columns derived from it, and the deal
 * versions of a table. Return values as in db.h.
 */
#ifndef DB_BASKADB_H
#define DB_BASKADB_H

#include <stdint.h>

#include "db.h"
#include "../rules/baska/baska.h"

/*
 * Adds a Baśka event: ev->name, date, season, deals and ruleset_name as
 * given, r stored as kv text (also into ev->ruleset) with its derived
 * table-point columns. Sets ev->id. Returns 0, 1 (refused, e.g. the name
 * exists) or -1.
 */
int	 db_baska_event_add(struct db *, struct db_event *ev, const struct baska_rules *r,
	    struct errbuf *);
/*
 * Parses the stored ruleset of a Baśka event into *r (the psb preset under
 * it). Returns 0 or -1 with "event 'NAME': stored ruleset line N: ...".
 */
int	 db_baska_rules(const struct db_event *, struct baska_rules *r, struct errbuf *);
/*
 * The same through the connection's memo of the text parsed last: an event
 * read again (each import, each deal of a file) is not parsed again. The
 * memo is keyed by the whole stored text, so an edited ruleset is parsed.
 */
int	 db_event_rules(struct db *, const struct db_event *, struct baska_rules *r,
	    struct errbuf *);

/* A deal version as stored. */
struct db_deal;
/*
 * Checks a result-only deal against the event (deal count, dealer) and
 * scores it under the event's ruleset r. Returns 0 or -1 with err.
 */
int	 db_deal_settle(const struct db_event *, const struct baska_rules *r, struct db_deal *,
	    struct errbuf *);

struct db_deal {
	int	 number;
	int	 version;
	int	 is_void;
	int	 dealer;
	struct baska_outcome out;	/* contract, declarer, partner, kontras, bok, eyes */
	struct baska_score score;	/* won, level, points */
	const char *record;		/* canonical .bdn text or NULL (not owned) */
};

/* Number of the next deal at a table (highest current number + 1). Returns 0 or -1. */
int	 db_deal_next(struct db *, int64_t table, int *next, struct errbuf *);
/*
 * Reads the current version of deal number at a table (record is set to
 * NULL). Returns 1, 0 (never entered) or -1.
 */
int	 db_deal_get(struct db *, int64_t table, int number, struct db_deal *, struct errbuf *);
/*
 * Records who writes deals, when, why (NULL for new deals; required for
 * corrections) and with what command; *id is passed to db_deal_put. Returns
 * 0 or -1.
 */
int	 db_entry_add(struct db *, const char *by, const char *at, const char *reason,
	    const char *source, int64_t *id, struct errbuf *);
/*
 * Stores a deal written by entry. Without correction the deal number must be
 * new (else 1 with "deal N is already entered"), unless its current version
 * withdrew it; with correction the next version supersedes the current one
 * (which deal_history keeps) and the entry must carry a reason. d->version
 * is set. Returns 0, 1 or -1.
 */
int	 db_deal_put(struct db *, int64_t table, struct db_deal *, int64_t entry,
	    int correction, struct errbuf *);
/*
 * Writes a void version of the highest current deal of the table (undo);
 * entry carries the reason. *number is the deal withdrawn, 0 if there was
 * none. Returns 0, 1 or -1.
 */
int	 db_deal_undo(struct db *, int64_t table, int64_t entry, int *number, struct errbuf *);

/* ------------------------------------------------------------ .bdn files */

/* What storing the records of a .bdn file keeps from one record to the next. */
struct db_deal_file {
	struct db	*db;
	int64_t		 entry;		/* who stores them (db_entry_add) */
	struct db_event	 ev;		/* the event read last */
	struct baska_rules rules;	/* of ev */
	int		 have_ev;
};
/* The table the command line names; NULL or 0 fields: the record's tags. */
struct db_deal_where {
	const char	*event;
	int		 session, table;
};
/* What a stored record was: its deal, its table's seats and the judge's verdict. */
struct db_deal_stored {
	struct db_deal	 deal;
	struct db_seats	 seats;
	struct baska_verdict verdict;
};
/*
 * Stores one full or result-only record (deal_file.c): finds or adds its
 * event, seats a Seats tag at a new table, judges the record under the
 * event's ruleset and keeps its canonical text (a new version with
 * correction). Returns 0, EXIT_RULE or EXIT_USAGE when the record is refused
 * (err at the record's position), or -1 on a database error.
 */
int	 db_deal_file_put(struct db_deal_file *, const struct db_deal_where *,
	    const struct baska_deal *, int correction, struct db_deal_stored *,
	    struct errbuf *);

/* ------------------------------------------------------------ entry at the prompts */

/* The questions of a deal, in the order they are asked (deal_answer.c). */
enum { DDF_CONTRACT, DDF_DECLARER, DDF_PARTNER, DDF_KONTRAS, DDF_EYES, DDF_BOK, DDF__N };
/*
 * The question of field f into buf; a correction (cur) shows the value an
 * empty answer keeps. 0 when the field is not asked: a solo's partner (set
 * to 0 in d); else 1.
 */
int	 db_deal_question(int f, struct db_deal *d, const struct db_deal *cur, char *buf,
	    size_t size);
/*
 * Takes the trimmed answer s to question f into d (a declarer or partner by
 * seat or by the name of a player seated at seats). Returns 0, or -1 with
 * the refusal added to why.
 */
int	 db_deal_answer(int f, const char *s, const struct db_seats *seats, struct db_deal *d,
	    const struct db_deal *cur, struct strbuf *why);
/*
 * 1 when a seat answer (a declarer or a partner) is a name, not a number:
 * its first byte after blanks is there and is no digit, '+' or '-'.
 */
int	 db_seat_by_name(const char *s);
/* A yes/no answer (any case; tak/nie, y/n, 1/0): 1 yes, 0 no, -1 neither. */
int	 db_yes_no(const char *s);
/*
 * Calls fn on every current deal of the table (withdrawn ones left out), in
 * order, until it returns nonzero. Returns 0, fn's value, or -1.
 */
int	 db_deal_each(struct db *, int64_t table, int (*fn)(void *, const struct db_deal *),
	    void *arg, struct errbuf *);
/* The highest current deal of the table into d: 1, 0 if there is none, or -1. */
int	 db_deal_last(struct db *, int64_t table, struct db_deal *d, struct errbuf *);
/*
 * Reads the seats of table number of a session of ev and whether it takes
 * deals: four players seated, none marked absent. Returns 0, 1 (it does
 * not: why in err) or -1.
 */
int	 db_table_ready(struct db *, int64_t table, const struct db_event *ev, int session,
	    int number, struct db_seats *, struct errbuf *);
/* The commands typed at a question, in English or in Polish (db_enter_word). */
enum enter_word {
	EW_NONE,	/* an answer */
	EW_BACK, EW_CANCEL, EW_UNDO, EW_FIX, EW_PROTOCOL, EW_HELP, EW_QUIT
};
/*
 * The command a line is (any case, with or without Polish letters): back or
 * wróć, cancel or anuluj, undo or cofnij, fix or popraw (then *rest is what
 * follows the word: " 3"), protocol or protokół, help or pomoc, quit, q or
 * koniec. EW_NONE for an answer.
 */
enum enter_word db_enter_word(const char *line, const char **rest);
/*
 * The tables of a session of event, in order: their ids and numbers (*n of
 * them, allocated: the caller frees both). Returns 0 or -1.
 */
int	 db_session_tables(struct db *, int64_t event, int session, int64_t **id,
	    int **number, size_t *n, struct errbuf *);
/* The seats' names as the renderers take them ("" for an empty seat); they point into seats. */
void	 db_seats_names(const struct db_seats *seats, const char *names[4]);
/*
 * Calls fn on every deal of the stored full records (.bdn text) of the
 * current deals of event (an id), or with event 0 of every event of season,
 * in the order of the events, sessions, tables and deals, with the name of
 * the record's event and its ruleset (reports/analyse_bdn.sql). A record
 * that does not parse calls fn with no deal and the parse error (after its
 * deals before the error), and the walk goes on. Returns 0, or -1 (err).
 */
int	 db_deal_records(struct db *, int64_t event, const char *season,
	    int (*fn)(void *, const struct baska_deal *, const char *event,
	    const struct baska_rules *, const struct errbuf *), void *arg, struct errbuf *);

#endif /* DB_BASKADB_H */
