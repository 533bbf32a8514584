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

#endif /* DB_DICEDB_H */
