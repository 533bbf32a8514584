/* Command functions of the top-level table and of the groups. */
#ifndef COMMANDS_H
#define COMMANDS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cli.h"

/* Prints the top-level usage with the command list. */
void	 cli_main_usage(FILE *);
/*
 * The tool's command line after the program name's word: global options,
 * then the command. Returns the exit status (messages printed).
 */
int	 cli_main(int argc, char **argv);
int	 cmd_help(int, char **);
int	 cmd_version(int, char **);

/* ------------------------------------------------ league (league.c, game_event.c) */

struct db;
struct db_event;
struct db_deal;
struct baska_rules;
struct db_seats;
struct db_param;
struct db_name_scope;

extern const struct command deal_commands[];
extern const struct command event_commands[];
extern const struct command key_commands[];
extern const struct command player_commands[];
extern const struct command table_commands[];
extern const struct command team_commands[];

int	 cmd_check(int, char **);
int	 cmd_complete(int, char **);
int	 cmd_completion(int, char **);
int	 cmd_draw(int, char **);
extern const struct cli_option draw_options_spec[];
int	 cmd_verify(int, char **);
/* cmd_bundle.c */
int	 cmd_bundle(int, char **);
int	 cmd_merge(int, char **);
int	 cmd_conflicts(int, char **);
int	 cmd_resolve(int, char **);
int	 cmd_signers(int, char **);
int	 cmd_enter(int, char **);
int	 cmd_export(int, char **);
int	 cmd_import(int, char **);
int	 cmd_protocol(int, char **);
extern const struct cli_option protocol_options[], standings_options[];
int	 cmd_publish(int, char **);
extern const struct cli_option publish_options[], rating_options[];
int	 cmd_rating(int, char **);
int	 cmd_session(int, char **);
/*
 * The tables of a session of an event (ids and numbers, by number; the
 * caller frees both). Returns 0, or the exit status (printed; 2 when the
 * session has no table).
 */
int	 protocol_session_tables(struct db *, const struct db_event *, int session,
	    int64_t **id, int **number, size_t *n);
int	 cmd_standings(int, char **);
int	 cmd_use(int, char **);

/* Adds a Baśka event (the game table's store hook); prints, returns an exit status. */
int	 baska_event_add(struct db_event *, const char *ruleset);

/*
 * Opens the league database (--db); prints the error and returns 3, or 0.
 * A missing file is created only when cli_db_create is set (the commands
 * that register: event add, player add, team add, import; cli.c), else it
 * is "FILE: no such database" (3): reading never creates a database.
 */
int	 league_open(struct db **);
/*
 * The optional EVENT operand: with *argc == nrest + 1 takes argv[0] into
 * *event (shifting argc/argv), with *argc == nrest sets *event NULL (the
 * current event, see league_event). Returns 0, or -1 for another count.
 */
int	 league_event_arg(int *argc, char ***argv, int nrest, const char **event);
/*
 * Finds a player by name (case, diacritics and spaces folded, aliases too):
 * 0 with *id (and the stored name in canon, if not NULL), or an exit status
 * printed ("no player 'X' in FILE; did you mean ..."): 1 unknown or
 * ambiguous, 3. With quiet_unknown an unknown name returns -1 unprinted.
 */
int	 league_player(struct db *, const char *name, int quiet_unknown, int64_t *id,
	    char *canon, size_t size);
/*
 * The same within a scope (db_player_match): a surname or first name alone
 * is taken when one player of the table, else of the event, else of the
 * database has it; several are refused, listed.
 */
int	 league_player_in(struct db *, const char *name, const struct db_name_scope *,
	    int quiet_unknown, int64_t *id, char *canon, size_t size);
/*
 * Finds in scope (NULL: the database) or with create registers the player
 * named name, inside the caller's transaction: 0 with *id and canon (of
 * DB_NAME_MAX bytes), else the exit status (printed).
 */
int	 league_player_take(struct db *, const char *name, const struct db_name_scope *,
	    int create, int64_t *id, char *canon);
/* Prints err and returns 1 for rc 1 (an invariant refused it), else 3. */
int	 league_status(int rc, const struct errbuf *);
/* Loads the Baśka rules of an event (db_baska_rules); 0 or an exit status, printed. */
int	 league_rules(const struct db_event *, struct baska_rules *);
/*
 * Finds an event by name (folded like player names; name NULL: $REFEREE_EVENT,
 * else the event of 'referee use'); prints "no event 'X' in FILE; did you
 * mean ..." (2) or a db error (3); 0 when found.
 */
int	 league_event(struct db *, const char *name, struct db_event *);
/* Finds a table of an event; prints and returns 2 or 3 when missing, else 0. */
int	 league_table(struct db *, const struct db_event *, int session, int table, int64_t *);
/*
 * event add for a game that keeps events (dice, rybareni): ev checked
 * (no_deals is the translated refusal of --deals), the ruleset g read into
 * r, and the event stored by add in one transaction; prints added
 * (translated: the event's name, then the ruleset's). An exit status.
 */
int	 league_game_event_add(struct db_event *ev, const char *ruleset,
	    const struct kv_game *g, void *r, const char *no_deals,
	    int (*add)(struct db *, struct db_event *, const void *, struct errbuf *),
	    const char *added);
/*
 * Opens the database and finds the event name of a game that keeps events
 * (dice, rybareni), refused with wrong (translated: the event's name, then
 * its game) when it is another game's; then its rules through read.
 * Returns 0, or the exit status (printed; nothing left open).
 */
int	 league_game_event(const char *name, const char *game, const char *wrong,
	    int (*read)(struct db *, int64_t, void *, struct errbuf *), void *r,
	    struct db **, struct db_event *);
/* Parses an option's whole number in [min, max]; prints and returns -1 if bad. */
int	 league_number(const char *opt, const char *arg, long min, long max, int *out);
/* Who enters: by, else $REFEREE_USER, $USER, $LOGNAME, else "unknown" (static or argv). */
const char *league_user(const char *by);
/* Now (or $SOURCE_DATE_EPOCH) as YYYY-MM-DDTHH:MM:SSZ. */
void	 league_now(char *, size_t);
/* Records who writes (league_user(by)), now, why and with what; 0 or -1 with err. */
int	 league_entry(struct db *, const char *by, const char *reason, const char *source,
	    int64_t *id, struct errbuf *);
/* The player a seat answered by a name took: "    = Anna Kreft (seat 1)". */
void	 league_seat_taken(const struct db_seats *, int seat);
/* The seat dealing deal number (seat 1 deals deal 1, then clockwise). */
int	 league_dealer(int number);
/* Runs a report into the table formatter with the first ncol columns. Returns an exit status. */
int	 league_report_print(struct db *, const char *report, const struct db_param *, int np,
	    int ncol, const char *const *head, const int *right, enum out_format);
/* The same, with the columns words[] (ended by -1) of words for people (table_words). */
int	 league_report_print_words(struct db *, const char *report, const struct db_param *,
	    int np, int ncol, const char *const *head, const int *right, const int *words,
	    enum out_format);
struct db_table_spec;
/* The same from a whole spec (deal_line.h: text heads, a gap). */
int	 league_report_print_spec(struct db *, const struct db_table_spec *,
	    const struct db_param *, int np, enum out_format);

#endif /* COMMANDS_H */
