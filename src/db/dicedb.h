/*
 * Generał games of dice events in the league database: the event's stored
 * ruleset, games with their players in playing order in the generic store
 * (game_result, game_result_seat), and turns (final dice, box, points,
 * bonus) in dice_turn, whose total the database keeps as the seat's points
 * (schema/180-dice-results.sql).
 *
 * Return values as in db.h: writes 0, 1 refused by an invariant (err says
 * which), -1 system error; lookups 1 found, 0 not found, -1. Callers wrap
 * writes in db_begin / db_commit, or db_rollback.
 */
#ifndef DB_DICEDB_H
#define DB_DICEDB_H

#include <stdint.h>

#include "db.h"
#include "../rules/dice/dice.h"

#define DB_DICE_PLAYERS	32		/* players in one game at most (as in .gdr) */
#define DB_DICE_THROWS	256		/* bytes of a turn's throw text, NUL included */

/*
 * Parses the stored ruleset of a dice event into r (a struct dice_rules).
 * Returns 0 or -1 with err. It takes the rules untyped, as the generic
 * event code (league_game_event) calls it.
 */
int	 db_dice_rules(struct db *, int64_t event, void *r, struct errbuf *);

/* One stored turn. */
struct db_dice_turn {
	int	 seq;			/* order of play within the game, from 1 */
	int	 position;		/* player's position, from 1 */
	int	 box;			/* enum dice_box */
	int	 dice[DICE_N];		/* the final dice */
	int	 points;
	int	 bonus;			/* bonus for a further generał */
	char	 throws[DB_DICE_THROWS];	/* "D D D D D keep D D : D D D D D" */
};

/* A game with its players and turns, as stored. Free with db_dice_game_free. */
struct db_dice_game {
	int64_t	 id;
	int	 number;
	int	 nplayers;
	int64_t	 player[DB_DICE_PLAYERS];
	char	 name[DB_DICE_PLAYERS][DB_NAME_MAX];
	int	 total[DB_DICE_PLAYERS];	/* the card totals the database keeps */
	int	 turns[DB_DICE_PLAYERS];	/* turns played per player */
	int	 from_file;			/* added from a .gdr record */
	size_t	 nturns;
	struct db_dice_turn *turn;		/* in order of play */
};

/*
 * Adds game number (0: the next free number, written back) to a dice event
 * with its players in playing order, the upper bonus of r, the canonical
 * record (NULL when entered turn by turn) and who wrote it. Sets *id.
 * Returns 0, 1 (e.g. the record is already in the event) or -1.
 */
int	 db_dice_game_add(struct db *, int64_t event, int *number, int nplayers,
	    const int64_t *players, const struct dice_rules *r, const char *record,
	    int64_t entry, int64_t *id, struct errbuf *);
/*
 * Reads game number of an event with its players, totals and turns into *g
 * (zero it first; free with db_dice_game_free). Returns 1, 0 or -1.
 */
int	 db_dice_game_get(struct db *, int64_t event, int number, struct db_dice_game *g,
	    struct errbuf *);
/* Frees the turns of a game read by db_dice_game_get; NULL is a no-op. */
void	 db_dice_game_free(struct db_dice_game *);
/* Appends a turn to a game (the next in the order of play). Returns 0, 1 or -1. */
int	 db_dice_turn_add(struct db *, int64_t game, const struct db_dice_turn *, int64_t entry,
	    struct errbuf *);
/*
 * Withdraws the last turn of a game, kept in dice_turn_undo with entry (who,
 * when, why: the entry needs a reason). Sets *seq to the turn withdrawn.
 * Returns 0, 1 (no turn, or refused) or -1.
 */
int	 db_dice_turn_undo(struct db *, int64_t game, int64_t entry, int *seq,
	    struct errbuf *);

struct strbuf;

/*
 * Replays the turns of g, the cards holding none yet, and writes those from
 * turn from on to game (final dice, box, points, bonus, the throws as in
 * .gdr) with entry; the cards then hold every turn. Returns 0, 1 or -1.
 */
int	 db_dice_turns_store(struct db *, int64_t game, const struct dice_rules *,
	    const struct dice_game *g, struct dice_card *cards, size_t from, int64_t entry,
	    struct errbuf *);
/*
 * Checks the totals the database keeps for game number of event against the
 * rules' sums of the cards (they differ only if schema and rules disagree).
 * Returns 0, or -1 with err.
 */
int	 db_dice_totals_agree(struct db *, int64_t event, int number, const struct dice_rules *,
	    const struct dice_card *cards, struct errbuf *);
/*
 * Appends a stored game to sb as a .gdr record, with one more turn line for
 * player (an index) unless text is NULL; *line is set to that turn's line.
 */
void	 db_dice_game_record(const struct db_dice_game *, int player, const char *text,
	    struct strbuf *sb, int *line);

/* The index of the player who plays in a stored game (names compared folded), or -1. */
int	 db_dice_game_seat(const struct db_dice_game *, const char *who);

/* ------------------------------------- entered at the table (dice_turn.c) */

/* Who enters (the user's name), when (YYYY-MM-DDTHH:MM:SSZ) and why (or NULL). */
struct db_dice_who {
	const char	*by, *at, *why;
};

/* Refusals beyond 1 (a rule) of the functions below, err saying why. */
#define DB_DICE_NOGAME	2	/* no such game (or not one begun turn by turn), or player */
#define DB_DICE_BADTURN	3	/* the turn cannot be read: err at line 1, its column */

/*
 * dice start: the game of the players names (in playing order, registered
 * when new) begun in event with who, in a transaction of its own; its
 * number in *number. Returns 0, 1 or -1.
 */
int	 db_dice_start(struct db *, int64_t event, char *const *names, int n,
	    const struct dice_rules *, const struct db_dice_who *who, int *number,
	    struct errbuf *);

/*
 * A turn entered at the table, or a stored game read back. Zero it; free
 * with db_dice_entry_free.
 */
struct db_dice_entry {
	struct db_dice_game	 dg;	/* the game as stored before the turn */
	struct dice_game	 g;	/* its turns (and the new one) as a record */
	struct dice_verdict	 v;	/* the rulings (on the new turn) */
	int			 player;	/* index of the player of the new turn */
};

/*
 * dice turn: the turn text (a .gdr turn line without the name) of player
 * who in game number of ev, begun with dice start, judged with the turns
 * stored before it and, if it breaks no rule, stored with by, all in one
 * transaction (the judging under the write lock). Returns 0 stored; 1
 * refused, by the rules (the rulings in e->v) or by the database (err);
 * DB_DICE_NOGAME or DB_DICE_BADTURN with err (a text of more than one line
 * is refused first, before the database is read); or -1.
 */
int	 db_dice_turn_enter(struct db *, const struct db_event *ev, const struct dice_rules *,
	    int number, const char *who, const char *text, const struct db_dice_who *by,
	    struct db_dice_entry *e, struct errbuf *);
void	 db_dice_entry_free(struct db_dice_entry *);
/*
 * dice turn --undo: the last turn of game number of ev (begun with dice
 * start) withdrawn, kept with by (why required), in a transaction of its
 * own; dg holds the game as it was, *seq the turn withdrawn. Returns 0, 1
 * (no turn, or refused), DB_DICE_NOGAME with err, or -1.
 */
int	 db_dice_turn_withdraw(struct db *, const struct db_event *ev, int number,
	    const struct db_dice_who *by, struct db_dice_game *dg, int *seq, struct errbuf *);
/*
 * dice card: game number of ev read back as a record into e->g and judged
 * under r (an unfinished card is no fault). Returns 1; 0 no such game, or
 * -1, with err.
 */
int	 db_dice_game_load(struct db *, const struct db_event *ev, int number,
	    const struct dice_rules *r, struct db_dice_entry *e, struct errbuf *);

#endif /* DB_DICEDB_H */
