/*
 * Rybaření, the Chinese-dominoes fishing game: the tile set with
 * its red pips, matching, the scoring of a catch, the ruleset as data, and
 * the replay of a whole game record with structured rulings.
 * Pure: no stdio, no SQLite, no exit. Section marks (§) refer to
 * referee-rybareni(7).
 *
 * A tile is a kind 0..20: the 21 faces a-b with 1 <= a <= b <= 6, in the
 * order 1-1, 1-2, ..., 1-6, 2-2, ..., 6-6. Players are 1-based.
 */
#ifndef RYBARENI_H
#define RYBARENI_H

#include <stddef.h>

#include "../../util/kv.h"
#include "../game.h"

#define RYB_KINDS	21	/* distinct faces */
#define RYB_SET		32	/* tiles in one set */
#define RYB_TILES	64	/* two sets */
#define RYB_MAXP	3	/* players */
#define RYB_TABLE	16	/* tiles face up at the start (4 stacks) */
#define RYB_WALL	24	/* tiles left in the wall (6 stacks) */
#define RYB_HAND_MAX	12	/* a hand of 2 players; 3 players hold 8 */
#define RYB_MAX_TURNS	64	/* turn lines a record may hold */
#define RYB_NAME_MAX	64	/* bytes of a player's name, NUL included */

/* ------------------------------------------------------------- tiles */

/* The kind of face a-b (either order), or -1 when a or b is not 1..6. */
int	 ryb_tile(int a, int b);
/* The low and the high half of a kind. */
int	 ryb_tile_lo(int t);
int	 ryb_tile_hi(int t);
/* Total pips. */
int	 ryb_tile_pips(int t);
/* Copies of a kind in one set: 2 for the civil series, 1 for the military. */
int	 ryb_tile_copies(int t);
/* Whether a kind is one of the Gee Joon pair, 1-2 or 2-4. */
int	 ryb_tile_gee(int t);
/* Writes "a-b" (a <= b) into buf (at least 4 bytes). */
void	 ryb_tile_name(int t, char buf[4]);
/* Parses "a-b" or "b-a" filling s[0..n); returns the kind or -1. */
int	 ryb_tile_parse(const char *s, size_t n);

/* --------------------------------------------------------------- ruleset */

enum ryb_red_sixes {
	RYB_RED_DOUBLE_SIX,	/* modern sets: only 6-6 shows red sixes (3 red a half) */
	RYB_RED_ALL_SIXES	/* Culin: every six half red, so 1-6 has 4 red pips */
};

enum ryb_rounding {
	RYB_ROUND_NONE,		/* the red pips as counted */
	RYB_ROUND_CEIL10,	/* up to a multiple of ten; 20 stays 20, 0 stays 0 */
	RYB_ROUND_NEXT10	/* strictly the next ten: 20 -> 30, 0 -> 10 */
};

enum ryb_hand_play {
	RYB_HAND_OPTIONAL,	/* at most one pair from the hand, or none */
	RYB_HAND_MUST_CATCH,	/* seed: a pair from the hand is compulsory when one exists */
	RYB_HAND_MUST_PLAY	/* navpil: one hand tile every turn, caught or laid */
};

struct ryb_rules {
	int	 gee_joon_exclusive;	/* 1-2 and 2-4 pair only with each other */
	int	 red_sixes;		/* enum ryb_red_sixes */
	int	 small_fish_rounding;	/* enum ryb_rounding */
	int	 big_fish_pips;		/* a tile with at least this many pips is big: 8 */
	int	 big_fish_points;	/* points a pip of a big fish: 2 */
	int	 red_pip_points;	/* points a red pip of a small fish: 1 */
	int	 hand_play;		/* enum ryb_hand_play */
	int	 double_six_pair;	/* two 6-6 dealt to a hand may be laid out */
	int	 triple_stack;		/* a third identical tile may join two on the table */
};

extern const struct ryb_rules ryb_seed;		/* preset "rybareni", the default */
extern const struct ryb_rules ryb_traditional;	/* preset "tiu-u": §3's rules on */
extern const struct kv_game ryb_ruleset_game;

/* Red pips of a kind under the rules. */
int	 ryb_tile_red(const struct ryb_rules *, int t);
/* Whether the kind is a big fish under the rules. */
int	 ryb_tile_big(const struct ryb_rules *, int t);
/* Whether kinds a and b pair (§4): the Gee Joon pair, or equal pips. */
int	 ryb_match(const struct ryb_rules *, int a, int b);

/* ---------------------------------------------------------------- score */

struct ryb_score {
	int	 big;		/* points of the big fish */
	int	 small;		/* red pips of the small fish, times red_pip_points */
	int	 rounded;	/* small after the rounding */
	int	 total;		/* big + rounded */
};

/* The small-fish points after the rounding of the rules. */
int	 ryb_round(const struct ryb_rules *, int small);
/* Scores a catch of n tiles (kinds) (§5). */
void	 ryb_score(const struct ryb_rules *, const int *tiles, size_t n, struct ryb_score *);

/* ---------------------------------------------------------- game record */

/* What one part of a turn does with its tile (the hand tile or the drawn one). */
enum ryb_act {
	RYB_ACT_NONE,		/* hand part only: no tile played ("-") */
	RYB_ACT_CATCH,		/* pairs with a table tile: "T+U" */
	RYB_ACT_LAY,		/* laid on the table: "T" */
	RYB_ACT_STACK,		/* laid on two identical table tiles: "T*" (§3) */
	RYB_ACT_PAIR66		/* hand part only: the dealt 6-6 pair laid out "6-6&6-6" (§3) */
};

struct ryb_turn {
	int	 line, col;		/* where the turn line starts */
	int	 col_hand, col_draw;	/* columns of the two parts */
	int	 player;		/* 1-based, as written */
	int	 hand_act;		/* enum ryb_act */
	int	 hand, hand_with;	/* the hand tile and its table tile (CATCH) */
	int	 draw_act;		/* CATCH, LAY or STACK */
	int	 draw, draw_with;	/* the drawn tile and its table tile (CATCH) */
};

struct ryb_game {
	char	 event[128];
	char	 date[16];
	char	 ruleset[64];		/* folded; "" = not given */
	int	 ruleset_line, ruleset_col;
	int	 line;			/* where the record starts */
	int	 nplayers;		/* 2 or 3 */
	char	 players[RYB_MAXP][RYB_NAME_MAX];
	int	 table[RYB_TABLE];	/* the tiles face up at the start */
	int	 hand[RYB_MAXP][RYB_HAND_MAX];
	int	 nhand;			/* tiles in each hand: 12 or 8 */
	int	 wall[RYB_WALL];	/* in the order they are turned over */
	int	 has_play;		/* a [Play] section was given */
	int	 nturns;
	struct ryb_turn turns[RYB_MAX_TURNS];
	int	 last_line;		/* the record's last line */
};

/* Tiles in each hand for a number of players (12 for 2, 8 for 3; 0 otherwise). */
int	 ryb_hand_size(int nplayers);

/*
 * Checks that the tiles of a game's table, hands and wall are the 64 tiles
 * of two full sets (§1, §2). Returns 0, or -1 with the first kind that is
 * over or short in err (no position).
 */
int	 ryb_setup_check(const struct ryb_game *, struct errbuf *);

/* Reason codes of the rulings of ryb_judge. */
enum ryb_reason {
	RYB_R_ORDER = 1,	/* a turn out of the playing order */
	RYB_R_AFTER_END,	/* a turn after the wall was used up */
	RYB_R_NOT_IN_HAND,	/* the hand tile is not in the player's hand */
	RYB_R_NOT_ON_TABLE,	/* the table tile is not on the table */
	RYB_R_NO_PAIR,		/* the two tiles do not pair */
	RYB_R_STACKED,		/* a stacked triple is caught only by its fourth tile */
	RYB_R_HAND_LAY,		/* a hand tile laid on the table */
	RYB_R_MUST_CATCH,	/* hand_play must_catch: a pair from the hand was possible */
	RYB_R_MUST_PLAY,	/* hand_play must_play: no hand tile played */
	RYB_R_STACK,		/* a stack not allowed by the rules or the table */
	RYB_R_PAIR66,		/* a 6-6 pair laid out not allowed */
	RYB_R_DRAW,		/* the drawn tile is not the next tile of the wall */
	RYB_R_COMPULSORY,	/* a drawn tile that could catch was laid on the table */
	RYB_R_UNFINISHED	/* the record ends before the wall is used up */
};

struct ryb_result {
	int	 nplayers;
	int	 ncatch[RYB_MAXP];
	int	 catch[RYB_MAXP][RYB_TILES];	/* in the order caught */
	struct ryb_score score[RYB_MAXP];
	int	 place[RYB_MAXP];		/* 1-based; equal totals share a place */
	int	 table_left[RYB_KINDS];		/* tiles left on the table, per kind */
	int	 hand_left[RYB_MAXP][RYB_KINDS];
	int	 wall_left;			/* tiles never turned over */
	int	 turns_played;			/* turn lines replayed */
};

/*
 * Replays a game (whose setup passed ryb_setup_check) under the rules and
 * appends a ruling for every rule broken to v, in the order of play. A
 * broken part of a turn is not carried out (its tiles stay where they were),
 * except a drawn tile laid on the table although it could catch, which
 * stays on the table as written. Fills res. Returns the number of rulings
 * added.
 */
size_t	 ryb_judge(const struct ryb_rules *, const struct ryb_game *, struct ryb_result *res,
	    struct verdict *v);

/* The places of n totals: 1 + the number of greater totals. */
void	 ryb_places(const int *total, int n, int *place);

#endif /* RYBARENI_H */
