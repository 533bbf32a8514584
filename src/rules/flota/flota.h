/*
 * Flota: four ships a side on hidden boards, shots at the eight
 * squares around a ship, a MINA token on every shot square, sinking by a hit
 * or by being closed off from the largest open region. The ruleset, fleets,
 * the game state and the judge of one action at a time. Pure: no stdio, no
 * exit. Rulings cite the sections of referee-flota(7), and so do ruleset keys.
 *
 * Squares are (x, y), 0-based: x is the column (0 = A), y the row (0 = row 1).
 * Players are 1 and 2; arrays indexed by player use [p - 1].
 */
#ifndef FLOTA_H
#define FLOTA_H

#include <stddef.h>

#include "../../util/kv.h"
#include "../game.h"

#define FLOTA_DIM	26	/* columns A..Z, at most 26 rows */
#define FLOTA_NTYPES	4	/* pancernik, krążownik, torpedowiec, ścigacz */
#define FLOTA_FLEET_MAX	16	/* ship entries a fleet may list (more is a parse error) */
#define FLOTA_MAX_ACTIONS 32	/* actions one turn may list (more is a parse error) */
#define FLOTA_MAX_SUNK	8	/* ships one action can sink (both fleets) */

enum flota_type { FLOTA_P, FLOTA_K, FLOTA_T, FLOTA_S };

/* ------------------------------------------------------------ ruleset */

enum flota_naming { FLOTA_NAME_ALL, FLOTA_NAME_ONE, FLOTA_NAME_NONE };
enum flota_when { FLOTA_CHECK_SHOT, FLOTA_CHECK_TURN, FLOTA_CHECK_NEVER };
enum flota_tie { FLOTA_TIE_SAFE, FLOTA_TIE_SUNK };
enum flota_choice { FLOTA_CHOICE_FREE, FLOTA_CHOICE_ALTERNATE };
enum flota_ownfire { FLOTA_OWNFIRE_ILLEGAL, FLOTA_OWNFIRE_SINKS_OWN };
enum flota_bothlost { FLOTA_BOTH_DRAW, FLOTA_BOTH_SHOOTER };
enum flota_announce { FLOTA_ANNOUNCE_DISTANCE, FLOTA_ANNOUNCE_DESTINATION };

struct flota_rules {
	int	 board_w, board_h;	/* §2, §5.1 */
	int	 shots[FLOTA_NTYPES];	/* shots per turn, P K T S (§2) */
	int	 moves[FLOTA_NTYPES];	/* steps per turn, P K T S (§2) */
	int	 name_in_answers;	/* enum flota_naming (§5.4) */
	int	 enclosure_check;	/* enum flota_when (§5.3) */
	int	 enclosure_tie;		/* enum flota_tie (§5.2) */
	int	 ship_choice;		/* enum flota_choice (§5.5) */
	int	 split_moves;		/* several move actions in one turn (§5.6) */
	int	 own_stacking;		/* two own ships may share a square (§5.7) */
	int	 pass_own_ships;	/* a move may pass over an own ship (§5.7) */
	int	 own_square_fire;	/* enum flota_ownfire (§5.8) */
	int	 shot_on_mine;		/* a shot at a mined square is allowed (§5.9) */
	int	 hit_also_burns;	/* trafiony also names the ships around (§3) */
	int	 mine_tokens;		/* MINA tokens per player; 0 = unlimited (§5.11) */
	int	 both_lost;		/* enum flota_bothlost (§5.12) */
	int	 announce_move;		/* enum flota_announce (§5.10) */
};

extern const struct flota_rules flota_default;
extern const struct kv_game flota_ruleset_game;

/* "pancernik" ... (static, Polish with diacritics). */
const char *flota_type_name(int type);
/* "P", "K", "T", "S" (static). */
const char *flota_type_code(int type);
/*
 * Parses a ship type: the one-letter code or the Polish name (also the
 * instrumental "pancernikiem" of "strzelam pancernikiem"), any case, with or
 * without diacritics. Returns the type or -1.
 */
int	 flota_type_parse(const char *s, size_t n);
/* Writes "C4" into buf (at least 4 bytes). */
void	 flota_square_name(int x, int y, char *buf, size_t size);
/*
 * Parses a square: a letter A..Z in either case and a row 1..99. Returns 0
 * or -1. The square may lie outside the board.
 */
int	 flota_square_parse(const char *s, size_t n, int *x, int *y);

/* ------------------------------------------------------------ fleets and answers */

struct flota_ship {
	int	 type;		/* enum flota_type */
	int	 x, y;		/* may be off the board until checked */
	int	 line, col;	/* where it was written, or 0 */
};

/* A placement as written: any number of entries up to FLOTA_FLEET_MAX. */
struct flota_fleet {
	int			 n;
	struct flota_ship	 ship[FLOTA_FLEET_MAX];
};

enum flota_answer_kind { FLOTA_ANS_NONE, FLOTA_ANS_MISS, FLOTA_ANS_BURN, FLOTA_ANS_HIT };

/* An answer: pudło, oparzony TYPES, trafiony [TYPE] [oparzony TYPES]. */
#define FLOTA_HIT_BARE	(-1)	/* "trafiony" without the type (the printed rules' own answer) */
struct flota_answer {
	int		 kind;		/* enum flota_answer_kind; NONE = not given */
	int		 hit;		/* FLOTA_ANS_HIT: the type hit, or FLOTA_HIT_BARE */
	unsigned	 burn;		/* bit t: type t named as within one square */
};

/* Appends an answer in canonical form ("pudło", "oparzony P K", "trafiony T"). */
void	 flota_answer_print(const struct flota_answer *, char *buf, size_t size);
/* Whether two answers are the same words. */
int	 flota_answer_equal(const struct flota_answer *, const struct flota_answer *);

enum flota_action_kind { FLOTA_SHOT, FLOTA_MOVE };

struct flota_action {
	int			 kind;		/* enum flota_action_kind */
	int			 x, y;		/* target or destination */
	struct flota_answer	 ans;		/* a shot's announced answer (or NONE) */
	int			 line, col;
};

/* One turn as written: "1 P: x F6 oparzony P, > D5". */
struct flota_turn {
	int			 player;	/* 1 or 2 */
	int			 type;		/* the ship that acts */
	int			 line, col;
	int			 nact;
	struct flota_action	 act[FLOTA_MAX_ACTIONS];
};

/* ------------------------------------------------------------ reason codes */

enum flota_code {
	FLOTA_OK = 0,
	/* fleets (§1.2, §1.3) */
	FLOTA_FLEET_DUPLICATE,	/* a second ship of one type (a 5th ship) */
	FLOTA_FLEET_MISSING,	/* a type not placed */
	FLOTA_FLEET_OFF_BOARD,	/* a ship off the board */
	FLOTA_FLEET_SHARED,	/* two own ships on one square */
	/* turns (§2) */
	FLOTA_OUT_OF_TURN,	/* the other player's turn */
	FLOTA_SUNK_ACTS,	/* a sunk ship acts */
	FLOTA_SAME_SHIP,	/* ship_choice = alternate: the same ship twice running */
	FLOTA_NO_ACTION,	/* a turn with no action */
	FLOTA_AFTER_END,	/* the game was over */
	/* shots (§3) */
	FLOTA_SHOT_OFF_BOARD,
	FLOTA_SHOT_RANGE,	/* not one of the eight squares around the ship */
	FLOTA_SHOT_TOO_MANY,
	FLOTA_SHOT_OWN,		/* at a square holding an own ship */
	FLOTA_SHOT_MINED,	/* at a mined square (shot_on_mine = no) */
	FLOTA_SHOT_NO_TOKENS,	/* no MINA token left (mine_tokens) */
	FLOTA_FALSE_ANSWER,	/* the defender announced something else */
	/* moves (§4) */
	FLOTA_MOVE_OFF_BOARD,
	FLOTA_MOVE_NONE,	/* to the square the ship stands on */
	FLOTA_MOVE_MINED,	/* the destination is mined */
	FLOTA_MOVE_OWN,		/* ends on an own ship (own_stacking = no) */
	FLOTA_MOVE_BLOCKED,	/* no path between the mines */
	FLOTA_MOVE_TOO_LONG,	/* longer than the steps left */
	FLOTA_MOVE_SPLIT,	/* a second move (split_moves = no) */
	FLOTA_CODE__COUNT
};

/* A short name of a code for scripts: "false-answer", "shot-range" ... (static). */
const char *flota_code_name(int code);
/* The section of referee-flota(7) a code applies, "§3.4" (static). */
const char *flota_code_rule(int code);

/*
 * Checks a fleet against the ruleset: each type exactly once, every ship on
 * the board, no two on one square (unless own_stacking). Appends one ruling
 * per problem (player = p, turn 0, position of the entry) to v. Returns the
 * number appended.
 */
size_t	 flota_fleet_check(const struct flota_rules *, const struct flota_fleet *, int p,
	    struct verdict *v);

/* ------------------------------------------------------------ the game */

struct flota_sunk {
	int	 player, type, x, y;
	int	 enclosed;	/* 1: closed in (OKRĄŻONY), 0: hit (TRAFIONY) */
};

struct flota_game {
	const struct flota_rules *rules;
	int		 x[2][FLOTA_NTYPES], y[2][FLOTA_NTYPES];
	int		 alive[2][FLOTA_NTYPES];
	int		 sunk_turn[2][FLOTA_NTYPES];	/* turn number it sank at */
	unsigned char	 mine[FLOTA_DIM][FLOTA_DIM];	/* [y][x] */
	int		 nmines;
	int		 tokens_used[2];
	int		 to_move;	/* whose turn is next: 1 or 2 */
	int		 winner;	/* 0 running, 1, 2, or 3 for a draw */
	int		 end_turn;	/* the turn that ended the game */
	int		 last_type[2];	/* the ship of each player's last turn, or -1 */
	/* the turn in progress */
	int		 turn_no;
	int		 in_turn;
	int		 player, type;
	int		 bad;		/* a code that voids every action of the turn */
	int		 shots_used, steps_used, moves_made;
	int		 acted;		/* an action of the turn took effect */
	int		 tried;		/* actions of the turn judged */
};

/* What one action did. */
struct flota_result {
	int			 code;		/* FLOTA_OK, or the first rule broken */
	int			 applied;	/* the action took effect */
	int			 fx, fy;	/* the acting ship's square before the action */
	struct flota_answer	 truth;		/* a shot: the true answer */
	int			 steps;		/* a move: its length */
	int			 nsunk;
	struct flota_sunk	 sunk[FLOTA_MAX_SUNK];
	int			 over;		/* this action ended the game */
};

/*
 * Starts a game from two fleets that passed flota_fleet_check (the entry of
 * each type is taken; extra entries are ignored). Player 1 moves first.
 */
void	 flota_game_init(struct flota_game *, const struct flota_rules *,
	    const struct flota_fleet *f1, const struct flota_fleet *f2);

/*
 * Begins turn number turn_no of player p with ship type. Appends a ruling
 * for a turn out of order (the turn is still played and the order follows
 * it), for a sunk ship, for the same ship twice under ship_choice =
 * alternate and for a turn after the end (those three void every action of
 * the turn). Returns the first code, or FLOTA_OK.
 */
int	 flota_turn_begin(struct flota_game *, int turn_no, int p, int type, int line,
	    int col, struct verdict *);

/*
 * Judges and, when legal, applies one action of the turn in progress. An
 * illegal action has no effect (the ship stays, no mine is laid); a false
 * answer is the defender's fault: the shot takes effect with the true
 * answer. An answer of kind NONE is not compared (live play). Fills *res and
 * appends rulings. Returns res->code.
 */
int	 flota_act(struct flota_game *, const struct flota_action *, struct flota_result *,
	    struct verdict *);

/*
 * Ends the turn in progress: a turn with no action is ruled; the enclosure
 * check runs when enclosure_check = turn. Fills *res with what sank (code is
 * FLOTA_NO_ACTION or FLOTA_OK). The next turn belongs to the other player.
 */
int	 flota_turn_end(struct flota_game *, struct flota_result *, struct verdict *);

/*
 * A whole record, judged (check). flota_record_fleets checks both fleets,
 * adding a ruling per problem to v; it returns the number of fleets that
 * break the rules (the game cannot be judged when there are any).
 * flota_record_turns then plays every turn that vis->next gives (1: a
 * turn, 0: the end, -1: stop) on a game flota_game_init started, adding
 * every ruling to v, and calls vis->step (when not NULL) after each step:
 * the beginning of a turn, each action (the last one ends the turn, its
 * late sinkings merged into res), or the end of a turn without actions.
 * Returns the number of turns, or -1 when next stopped.
 */
enum flota_step_kind { FLOTA_STEP_BEGIN, FLOTA_STEP_ACTION, FLOTA_STEP_IDLE };
#define FLOTA_NO_RULING	((size_t)-1)

struct flota_step {
	int			 kind;		/* enum flota_step_kind */
	const struct flota_turn	*t;
	int			 turn;		/* 1-based */
	int			 i;		/* the action, 0-based (ACTION) */
	size_t			 turnv;		/* the turn's own rulings: [turnv, n0 of action 0) */
	size_t			 n0, n1;	/* the rulings of this step: [n0, n1) */
	size_t			 voidk;		/* the ruling that voids the turn, or FLOTA_NO_RULING */
	struct flota_result	 res;		/* ACTION, IDLE */
};

struct flota_record_visit {
	int	(*next)(void *arg, struct flota_turn *t);
	void	(*step)(void *arg, const struct flota_game *, const struct flota_step *,
		    const struct verdict *v);
	void	*arg;
};
int	 flota_record_fleets(const struct flota_rules *, const struct flota_fleet fleet[2],
	    struct verdict *v);
int	 flota_record_turns(struct flota_game *, const struct flota_record_visit *,
	    struct verdict *v);

/*
 * Whether player p may begin a turn with ship type now: FLOTA_OK, or
 * FLOTA_AFTER_END, FLOTA_OUT_OF_TURN, FLOTA_SUNK_ACTS, FLOTA_SAME_SHIP
 * (live play refuses these). Adds no ruling.
 */
int	 flota_turn_check(const struct flota_game *, int p, int type);
/* Drops the turn in progress if none of its actions took effect (live play). */
void	 flota_turn_abandon(struct flota_game *);

/*
 * The true answer to a shot at (x, y) by player p (the defender is the other
 * player), as the rules name ships.
 */
void	 flota_resolve(const struct flota_game *, int p, int x, int y, struct flota_answer *);

/*
 * The length of the shortest legal path of player p's ship type to (x, y)
 * (king steps over unmined squares of the board, own ships passed over only
 * when pass_own_ships), or -1 when there is none.
 */
int	 flota_distance(const struct flota_game *, int p, int type, int x, int y);

/* Number of surviving ships of player p. */
int	 flota_ships_left(const struct flota_game *, int p);

/*
 * Enclosure on a bare grid: mined[y * w + x] nonzero for a mine. Writes for
 * every square whether it is closed in (an unmined square outside every
 * battlefield region, under the tie rule) into enclosed[y * w + x]; returns
 * the size of the largest region. Needs w * h <= FLOTA_DIM * FLOTA_DIM.
 */
int	 flota_enclosure(int w, int h, const unsigned char *mined, int tie,
	    unsigned char *enclosed);

#endif /* FLOTA_H */
