/*
 * The Generał dice rules: categories ("boxes"), the ruleset as data, the
 * scorecard, the legal options for a throw (with the joker and the bonus for a
 * further generał), totals, and the replay of a whole game record.
 * Pure: no stdio, no SQLite, no exit. Section marks (§) refer to
 * ../shared/rules/general.md.
 */
#ifndef DICE_H
#define DICE_H

#include <stddef.h>

#include "../../util/kv.h"
#include "../game.h"

#define DICE_N		5	/* dice in a throw */
#define DICE_FACES	6
#define DICE_MAX_THROWS	9	/* a record may hold at most this many throws a turn */
#define DICE_NAME_MAX	64	/* bytes of a player's name, NUL included */

/* ----------------------------------------------------------------- boxes */

enum dice_box {
	BOX_ONES, BOX_TWOS, BOX_THREES, BOX_FOURS, BOX_FIVES, BOX_SIXES,
	BOX_THREE_KIND, BOX_FOUR_KIND, BOX_FULL, BOX_SMALL, BOX_LARGE,
	BOX_GENERAL, BOX_CHANCE,
	DICE_NBOXES
};

#define BOX_IS_UPPER(b)	((b) <= BOX_SIXES)
#define BOX_BIT(b)	(1u << (b))
#define BOXES_UPPER	0x003fu
#define BOXES_LOWER	0x1fc0u
#define BOXES_ALL	0x1fffu

/* Canonical identifier: "ones" ... "chance". */
const char *dice_box_id(int box);
/* The Polish name as on a paper card: "jedynki", "mały strit", "generał". */
const char *dice_box_pl(int box);
/*
 * Parses a category word: the English id or a Polish alias, any case, with
 * or without diacritics, '-', '_' or ' ' between words. Returns the box or -1.
 */
int	 dice_box_parse(const char *s, size_t n);

/* --------------------------------------------------------------- ruleset */

enum dice_joker {
	JOKER_FREE,		/* seed: joker iff GEN and matching upper used; lower first */
	JOKER_FORCED,		/* Hasbro: matching upper if open, else lower, else upper 0 */
	JOKER_FREE_UNFORCED,	/* Verhoeff: like free, but upper 0 allowed instead of lower */
	JOKER_LAX,		/* joker values in any open lower box once GEN is used */
	JOKER_NONE		/* no joker at all */
};

enum dice_bonus_cond {
	BONUS_FIRST_IN_BOX,	/* seed: the first generał went into the generał box */
	BONUS_BOX_HOLDS_50	/* Hasbro: the generał box holds its full value */
};

enum dice_kind { KIND_AT_LEAST, KIND_EXACT };

struct dice_rules {
	int	 rolls_per_turn;	/* 3 */
	int	 upper_bonus_threshold;	/* 63 */
	int	 upper_bonus_points;	/* 0 = off (seed), 35 (Hasbro) */
	int	 joker_mode;		/* enum dice_joker */
	int	 extra_general_bonus;	/* 100 */
	int	 extra_bonus_condition;	/* enum dice_bonus_cond */
	int	 three_kind;		/* enum dice_kind */
	int	 four_kind;		/* enum dice_kind */
	int	 fh_accepts_five_alike;	/* five alike counts as a full house */
	int	 full_house;		/* 25 */
	int	 small_straight;	/* 30 */
	int	 large_straight;	/* 40 */
	int	 general;		/* 50 */
};

extern const struct dice_rules dice_general;	/* seed 000, the default */
extern const struct dice_rules dice_yahtzee;	/* Hasbro official */
extern const struct kv_game dice_ruleset_game;

/* ------------------------------------------------------------- scorecard */

enum dice_first {
	FIRST_NONE,		/* no generał recorded yet */
	FIRST_IN_BOX,		/* the first recorded generał went into the generał box */
	FIRST_ELSEWHERE		/* it went into another box */
};

/* One player's card. Zero-initialise (memset) for an empty card. */
struct dice_card {
	unsigned used;			/* BOX_BIT(b) set when box b is filled */
	int	 score[DICE_NBOXES];	/* points of a filled box */
	int	 first_general;		/* enum dice_first */
	int	 generals;		/* generałs recorded (final dice five alike) */
	int	 extras;		/* further generałs that earned the bonus */
	int	 extra_points;		/* the sum of those bonuses */
};

struct dice_totals {
	int	 upper;		/* sum of the upper boxes */
	int	 upper_bonus;	/* the upper bonus when upper >= threshold */
	int	 lower;		/* sum of the lower boxes */
	int	 extra;		/* bonuses for further generałs */
	int	 total;
};

/* Sums a card (§5 "final"). */
void	 dice_card_totals(const struct dice_rules *, const struct dice_card *,
	    struct dice_totals *);

/* Why the option set looks the way it does. */
enum dice_why {
	WHY_NORMAL,		/* no generał, or the generał box is still open */
	WHY_NO_JOKER_UPPER_OPEN,/* free: matching upper box open -> free choice, normal values */
	WHY_FORCED_UPPER,	/* forced: the matching upper box must be taken */
	WHY_JOKER_LOWER,	/* joker into an open lower box, joker values */
	WHY_JOKER_UPPER_ZERO,	/* every lower box used: an open upper box for 0 */
	WHY_JOKER_ANY,		/* free_unforced: lower with joker values or upper for 0 */
	WHY_JOKER_LAX,		/* lax: joker values in lower boxes, upper boxes normal */
	WHY_JOKER_NONE		/* joker_mode none: normal values */
};

struct dice_option {
	int	 box;
	int	 points;
};

struct dice_options {
	int	 n;
	struct dice_option opt[DICE_NBOXES];	/* in box order */
	int	 five;		/* the throw is five alike */
	int	 why;		/* enum dice_why */
	int	 bonus;		/* bonus for a further generał, the same for every option */
};

/* Whether the five dice are all alike. */
int	 dice_is_five(const int dice[DICE_N]);
/* The box's value for these dice without any joker (§5 normal). */
int	 dice_normal(const struct dice_rules *, int box, const int dice[DICE_N]);
/* The box's value for a joker (§5 joker): FH, SS, LS full value, else the dice sum. */
int	 dice_joker_value(const struct dice_rules *, int box, const int dice[DICE_N]);
/* Whether a further generał now earns the extra bonus on this card. */
int	 dice_bonus_due(const struct dice_rules *, const struct dice_card *);
/*
 * Every legal (box, points) for the throw on the card, and the bonus that
 * comes with any of them (§5). dice are 1..6. out->n is 0 only when the
 * card is full.
 */
void	 dice_options(const struct dice_rules *, const struct dice_card *,
	    const int dice[DICE_N], struct dice_options *out);
/* Finds box in an option set; returns its index or -1. */
int	 dice_option_find(const struct dice_options *, int box);
/*
 * Explains in Polish, with the rule numbers, why the option set of a
 * generał is what it is and whether the bonus applies. Writes "" when the
 * throw is not a generał.
 */
void	 dice_options_explain(const struct dice_rules *, const struct dice_card *,
	    const int dice[DICE_N], const struct dice_options *, char *buf, size_t size);
/*
 * Enters a throw into box on the card: the points of the legal option, or,
 * for a box the rules do not allow, its normal value; adds the bonus and
 * keeps the generał history. The box must be open. Returns the points.
 */
int	 dice_card_enter(const struct dice_rules *, struct dice_card *,
	    const int dice[DICE_N], int box);
/*
 * Whether points is a value box can ever hold under the rules (0, any
 * normal value of some throw, or its joker value).
 */
int	 dice_box_value_possible(const struct dice_rules *, int box, int points);

/* ----------------------------------------------------------- game record */

/* One turn line: NAME: D D D D D [keep D… : D D D D D …] -> CATEGORY [POINTS] */
struct dice_turn {
	int	 line;			/* of the turn in the record */
	int	 col_name, col_box, col_points;
	int	 player;		/* index into players */
	int	 nthrows;		/* 1..DICE_MAX_THROWS */
	int	 dice[DICE_MAX_THROWS][DICE_N];	/* as written */
	int	 col_throw[DICE_MAX_THROWS];
	int	 nkeep[DICE_MAX_THROWS];	/* [i]: dice kept before throw i (i >= 1) */
	int	 keep[DICE_MAX_THROWS][DICE_N];
	int	 col_keep[DICE_MAX_THROWS];
	int	 box;			/* enum dice_box */
	int	 points;		/* the points written down, or -1 */
};

struct dice_game {
	char	 event[128];
	char	 date[16];
	char	 ruleset[64];		/* "" = not given */
	int	 ruleset_line, ruleset_col;
	int	 nplayers;
	char	 (*players)[DICE_NAME_MAX];
	size_t	 nturns;
	struct dice_turn *turns;
	int	 last_line;		/* the record's last line, for end-of-game findings */
};

/* Frees what a game holds (not the struct itself); NULL is a no-op. */
void	 dice_game_free(struct dice_game *);

/* The reason codes of Generał's rulings (struct ruling, rules/game.h). */
enum dice_reason {
	DR_NONE,
	DR_ORDER,		/* a turn out of the order of the Players tag (§1) */
	DR_THROWS,		/* more throws than rolls_per_turn (§1) */
	DR_KEPT_NOT_THROWN,	/* kept dice not in the previous throw (§1) */
	DR_KEPT_LOST,		/* kept dice missing from the next throw (§1) */
	DR_CARD_FULL,		/* a turn after all 13 boxes are filled (§1) */
	DR_BOX_USED,		/* a box used a second time (§1) */
	DR_BOX_NOT_ALLOWED,	/* a box the final dice may not go to (§2) */
	DR_POINTS,		/* the written points differ (§5) */
	DR_CARD_OPEN		/* the record ends before a card is full (§1) */
};

struct dice_verdict {
	int	 nplayers;
	struct dice_card *cards;	/* one per player */
	int	 *turns;		/* turns played per player */
	/*
	 * The rulings in the order of the record: code an enum dice_reason,
	 * turn the turn's number in the record (1-based), player 1 + the
	 * player's index (0 none), line and col the place in the record,
	 * text in Polish with the rule.
	 */
	struct verdict rulings;
};

/*
 * Replays a game throw by throw under the rules: dice, kept dice, number of
 * throws, turn order, open boxes, joker and bonus, written points, 13 turns
 * each. Fills v (free with dice_verdict_free); a turn with an illegal box is
 * still entered where the box is open, at its normal value. Returns the
 * number of rulings.
 */
size_t	 dice_judge(const struct dice_rules *, const struct dice_game *, struct dice_verdict *v);
/* Frees a verdict's arrays; NULL is a no-op. */
void	 dice_verdict_free(struct dice_verdict *);

/* --------------------------------------------------- optimal strategy (§7) */

struct dice_solver;

/* A solver for a solitaire game under the rules; free with dice_solver_free. */
struct dice_solver *dice_solver_alloc(const struct dice_rules *);
/*
 * Fills the table of expected scores of every reachable state whose used
 * boxes include from (0: the whole game, a few seconds).
 */
void	 dice_solver_run(struct dice_solver *, unsigned from);
/*
 * The expected score still to come under optimal play at the start of a turn
 * with the used boxes, the upper total so far and the bonus bit (generał box
 * used: a further generał earns the bonus; box open: under first_in_box, a
 * generał already went elsewhere). Valid after dice_solver_run.
 */
double	 dice_solver_value(const struct dice_solver *, unsigned used, int upper, int bit);
/* Frees a solver; NULL is a no-op. */
void	 dice_solver_free(struct dice_solver *);

#endif /* DICE_H */
