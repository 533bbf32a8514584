/*
 * The Generał dice rules: categories ("boxes"), the ruleset as data, the
 * scorecard, the legal options for a throw (with the joker and the bonus for a
 * further generał), totals, and the replay of a whole game record.
 * Pure: no stdio, no SQLite, no exit. Section marks (§) refer to
 * referee-general(7).
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
/* The box in the user's language: the id in English, the card's word in Polish. */
const char *dice_box_name(int box);
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

extern const struct dice_rules dice_general;	/* the printed rules, the default */
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
 * Explains in the user's language (gettext), with the rule numbers, why the option set of a
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

#define DICE_NTHROW	252	/* distinct throws of five dice (multisets) */
#define DICE_NKEEP	462	/* distinct kept multisets of 0..5 dice */

/*
 * Throws and keeps are numbered as multisets: dice_throw_index gives
 * 0..DICE_NTHROW-1 for five dice 1..6 (any order), dice_keep_index
 * 0..DICE_NKEEP-1 for n dice (the keep of all five dice of throw t is
 * DICE_NKEEP - DICE_NTHROW + t). Both return -1 for bad dice.
 */
int	 dice_throw_index(const int dice[DICE_N]);
int	 dice_keep_index(const int *dice, int n);
/* The dice of a keep in ascending order; returns how many. */
int	 dice_keep_dice(int keep, int dice[DICE_N]);
/* The five dice of throw t, ascending. */
const int *dice_throw_dice(int t);
/* The probability of throw t with all five dice thrown. */
double	 dice_throw_p(int t);
/* Whether keep is a sub-multiset of throw t. */
int	 dice_keep_within(int keep, int t);
/* The probability that keeping keep and throwing the other dice gives throw t. */
double	 dice_roll_p(int keep, int t);

/*
 * A solver state between turns: the used boxes, the upper total capped at the
 * threshold, and one bit (generał box used: a further generał earns the
 * bonus; box open, first_in_box: a generał already went elsewhere).
 */
struct dice_state {
	unsigned used;
	int	 upper;
	int	 bit;
};

/* The state of a card. */
void	 dice_state_of_card(const struct dice_rules *, const struct dice_card *,
	    struct dice_state *);

struct dice_solver;

/* A solver for a solitaire game under the rules; free with dice_solver_free. */
struct dice_solver *dice_solver_alloc(const struct dice_rules *);
/*
 * Fills the table of expected scores of every reachable state whose used
 * boxes include from (0: the whole game). _threads shares the work among
 * nthreads threads (the same values).
 */
void	 dice_solver_run(struct dice_solver *, unsigned from);
void	 dice_solver_run_threads(struct dice_solver *, unsigned from, int nthreads);
/*
 * The expected points still to come under optimal play at the start of a
 * turn in the state (upper bonus included if not yet earned). Valid after
 * dice_solver_run for states it filled.
 */
double	 dice_solver_value(const struct dice_solver *, unsigned used, int upper, int bit);
/* The expected final score of a whole game under optimal play. */
double	 dice_solver_expected(const struct dice_solver *);
/* The solver's rules. */
const struct dice_rules *dice_solver_rules(const struct dice_solver *);
/* Whether the used upper boxes can make the upper total. */
int	 dice_solver_upper_possible(const struct dice_solver *, unsigned used, int upper);
/* The table (dice_solver_size doubles), e.g. to save and load it. */
double	*dice_solver_table(struct dice_solver *);
size_t	 dice_solver_size(const struct dice_solver *);
/*
 * The value of entering option i of o (from dice_options on a card in state
 * st): its gain (points, generał bonus, upper bonus if this entry earns it)
 * plus the value of the next state. gain and next may be NULL.
 */
double	 dice_solver_option(const struct dice_solver *, const struct dice_state *st,
	    const struct dice_options *o, int i, double *gain, struct dice_state *next);

/* Every value inside one turn, as points still to come from its start. */
struct dice_turnval {
	int	 rolls;					/* rolls_per_turn */
	double	 start;					/* before the first throw */
	double	 after[DICE_MAX_THROWS][DICE_NTHROW];	/* [i][t]: throw t is throw i+1 */
	double	 keep[DICE_MAX_THROWS][DICE_NKEEP];	/* [i][k]: keep k before throw i+2 */
};

/* Works out one turn in full (about 50 kB: allocate it). */
void	 dice_solver_turn(const struct dice_solver *, const struct dice_state *,
	    struct dice_turnval *);
/* Frees a solver; NULL is a no-op. */
void	 dice_solver_free(struct dice_solver *);

/* ------------------------------------------------- advice for one throw (§7) */

struct dice_choice {
	int	 keep;		/* a keep index (before a further throw), or -1 */
	int	 box;		/* a box (after the last throw), or -1 */
	int	 points;	/* the box's points with bonuses (box only) */
	double	 value;		/* expected points still to come from the turn's start */
};

struct dice_advice {
	int	 last;		/* the throw was the last: the choices are boxes */
	int	 n;
	struct dice_choice c[32];	/* best first; equal values in keep/box order */
};

/*
 * Every choice after throw number throwno (1..rolls_per_turn) of a turn
 * starting in state st (card: the card of that state, for the options):
 * the distinct keeps of the dice before another throw (keeping all five is
 * stopping), or the legal boxes after the last, each with its value under
 * optimal play afterwards. A solver run over states including st->used.
 */
void	 dice_advise(const struct dice_solver *, const struct dice_state *st,
	    const struct dice_card *card, int throwno, const int dice[DICE_N],
	    struct dice_advice *out);

/* ------------------------------------------- luck and skill of a game (§7) */

/*
 * Equity is the expected final score under optimal play from a point of the
 * game: the points on the card plus the solver's value of what is still to
 * come. Every step of a turn moves it: a throw by luck (equity after the
 * throw minus equity before it, whose mean is 0), a decision by skill (the
 * equity of the choice made minus that of the best choice: 0 or less).
 * Stopping before the last throw is the decision to keep all five dice; the
 * throws not made then change nothing. The steps chain, so per player
 * luck + skill = final score - the expected score of optimal play, exactly
 * up to rounding (dice_analyse).
 */
struct dice_turn_eq {
	size_t	 turn;			/* index into the game's turns */
	int	 player;
	int	 number;		/* the player's turn, 1..13 */
	int	 nthrows;		/* throws made */
	double	 start;			/* equity before the first throw */
	double	 end;			/* equity after the box was entered */
	double	 luck[DICE_MAX_THROWS];	/* [i]: throw i+1 */
	double	 loss[DICE_MAX_THROWS];	/* [i]: keep before throw i+2; [rolls-1]: the box */
	int	 best_keep[DICE_MAX_THROWS];	/* the best keep there (a keep index) */
	int	 best_box;		/* the best box for the final dice */
	double	 luck_sum, skill_sum;	/* of this turn */
	int	 points;		/* the turn's points (box, bonuses, upper bonus) */
};

struct dice_player_eq {
	double	 expected;		/* of optimal play from the empty card */
	double	 luck, skill;		/* sums over the player's turns */
	int	 score;			/* final total */
};

struct dice_analysis {
	int	 rolls;
	int	 nplayers;
	struct dice_player_eq *players;
	size_t	 nturns;
	struct dice_turn_eq *turns;
};

/*
 * Analyses a game that dice_judge accepts (no violations) with a solver run
 * over the whole game (dice_solver_run(s, 0)). Each player is scored as in
 * a solitaire game. Free with dice_analysis_free. Returns 0, or -1 when the
 * game breaks a rule (then nothing is filled).
 */
int	 dice_analyse(const struct dice_rules *, const struct dice_solver *,
	    const struct dice_game *, struct dice_analysis *);
void	 dice_analysis_free(struct dice_analysis *);

#endif /* DICE_H */
