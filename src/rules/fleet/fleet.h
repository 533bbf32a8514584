/*
 * Morska Bitwa (battleship) and the two skansen fishing variants: the
 * ruleset, fleet validation and shot resolution. Pure: no stdio, no exit.
 * Section marks (§) refer to referee-statki(7).
 *
 * Squares are (x, y), 0-based: x is the column (0 = A), y the row (0 = row 1).
 * Players are 1 and 2 in this interface; arrays indexed by player use [p - 1].
 */
#ifndef FLEET_H
#define FLEET_H

#include <stddef.h>

#include "../../util/kv.h"

#define FLEET_DIM	26	/* columns A..Z, rows 1..26 */
#define FLEET_CELLS	1024	/* cells of an explicit layout (overlaps count twice) */
#define FLEET_KINDS	8	/* kinds of ship in a fleet table */
#define FLEET_NAME	40	/* bytes of a ship name or answer word, with NUL */

/* ------------------------------------------------------------ ruleset */

struct fleet_kind {
	char	 name[FLEET_NAME];	/* "krążownik" */
	int	 size;			/* squares */
	int	 count;			/* ships of this kind */
};

struct fleet_table {
	int			 n;
	struct fleet_kind	 kind[FLEET_KINDS];
};

enum fleet_answer { FLEET_MISS, FLEET_HIT, FLEET_SUNK };

enum fleet_repeat { FLEET_REPEAT_REJECT, FLEET_REPEAT_MISS };
enum fleet_halo { FLEET_HALO_REJECT, FLEET_HALO_ALLOW };
enum fleet_start { FLEET_START_GIVEN, FLEET_START_RANDOM };
/* What a fleet is made of, told by the ruleset's sunk word (§1). */
enum fleet_noun { FLEET_SHIPS, FLEET_BOATS, FLEET_FISH };

struct fleet_rules {
	int			 board_w, board_h;
	struct fleet_table	 fleet;
	int			 no_touch;		/* ships may not touch, not even at a corner */
	int			 shoot_again_on_hit;
	int			 shoot_again_on_sink;
	int			 repeat_shot;		/* enum fleet_repeat */
	int			 halo_shot;		/* enum fleet_halo */
	char			 words[3][FLEET_NAME];	/* indexed by enum fleet_answer */
	int			 start_player;		/* enum fleet_start */
};

extern const struct fleet_rules fleet_classic, fleet_boats, fleet_fish;
extern const struct kv_game fleet_ruleset_game;

/*
 * The ruleset's ships in words: boats (sunk word uratowany) and fish
 * (uratowana) are rescued, any other ruleset's ships are sunk.
 */
enum fleet_noun fleet_rules_noun(const struct fleet_rules *);
/* The translation of text[fleet_rules_noun(r)]: a text for ships, boats and fish (N_). */
const char *fleet_noun_text(const struct fleet_rules *r, const char *const text[3]);
/* Number of ships in the fleet table. */
int	 fleet_rules_ships(const struct fleet_rules *);
/* Number of ship squares in the fleet table. */
int	 fleet_rules_squares(const struct fleet_rules *);
/* The name of the kind of ship with size squares, or "statek" if none has that size. */
const char *fleet_kind_name(const struct fleet_rules *, int size);
/*
 * Parses an announced answer: the ruleset's own words and every spelling of
 * the seeds (pudło, chybiony, pusto, trafiony, trafiony niezatopiony,
 * odnaleziony/-a, zatopiony, trafiony zatopiony, uratowany/-a), with or
 * without diacritics. Returns the enum fleet_answer or -1.
 */
int	 fleet_answer_parse(const struct fleet_rules *, const char *s, size_t n);

/* ------------------------------------------------------------- squares */

/* Writes "C4" into buf (at least 4 bytes). */
void	 fleet_square_name(int x, int y, char *buf, size_t size);
/*
 * Parses a square "C4" (letter A..Z in either case, row 1..99) from s[0..n).
 * Returns 0 or -1. The square may lie outside any board.
 */
int	 fleet_square_parse(const char *s, size_t n, int *x, int *y);

/* ------------------------------------------------------------- layouts */

struct fleet_cell {
	unsigned char	 x, y;
};

/*
 * A placement: ships as explicit lists of cells. Ship i has the cells
 * cell[start[i]] .. cell[start[i + 1] - 1]. Coordinates may lie outside the
 * board (up to FLEET_DIM - 1). Zero-initialise, then fleet_layout_add.
 */
struct fleet_layout {
	int			 nships;
	int			 start[FLEET_CELLS + 1];
	int			 ncells;
	struct fleet_cell	 cell[FLEET_CELLS];
};

/* Appends a ship of n cells; returns 0, or -1 if the layout is full. */
int	 fleet_layout_add(struct fleet_layout *, const struct fleet_cell *, int n);
/* Number of cells of ship i. */
int	 fleet_ship_size(const struct fleet_layout *, int i);
/*
 * Names ship i: "C3-C5" for a straight ship, "D6" for one square, the cells
 * in reading order ("J1 I2 J2") for anything else.
 */
void	 fleet_ship_name(const struct fleet_layout *, int i, char *buf, size_t size);
/* Whether ship i is one contiguous horizontal or vertical run. */
int	 fleet_ship_straight(const struct fleet_layout *, int i);

/* A grid as drawn: the squares of each row; cells beyond a row's width are water. */
struct fleet_grid {
	int		 w, h;			/* widest row, number of rows */
	int		 roww[FLEET_DIM];	/* squares in each row */
	unsigned char	 ship[FLEET_DIM][FLEET_DIM];	/* [y][x]: 1 = ship square */
	int		 line[FLEET_DIM];	/* source line of each row, for messages */
};

/* ---------------------------------------------------------- validation */

enum fleet_code {
	FLEET_OUT_OF_BOARD,
	FLEET_OVERLAP,
	FLEET_NOT_STRAIGHT,
	FLEET_TOUCH,
	FLEET_WRONG_FLEET,
	FLEET_BOARD_SIZE
};

struct fleet_violation {
	enum fleet_code	 code;
	char		 cells[160];	/* the squares involved, space separated */
	char		 msg[256];	/* one line, English, with Polish ship names */
};

/* A list of violations. Zero-initialise; free with fleet_report_free. */
struct fleet_report {
	size_t			 n;
	struct fleet_violation	*v;
};

void	 fleet_report_free(struct fleet_report *);
/* The code's name as in §3: "OUT_OF_BOARD", "TOUCH" ... (static string). */
const char *fleet_code_name(enum fleet_code);

/*
 * Checks an explicit layout against the rules and appends every violation
 * (§3: OUT_OF_BOARD, OVERLAP, NOT_STRAIGHT, TOUCH side/corner, WRONG_FLEET)
 * to rep. A ship that is not straight counts in the fleet by its number of
 * cells. Returns the number of violations appended.
 */
size_t	 fleet_layout_check(const struct fleet_rules *, const struct fleet_layout *,
	    struct fleet_report *);

/*
 * Splits the ship squares of a grid into ships (see fleet_grid_check for the
 * rule) and writes them to out.
 */
void	 fleet_grid_ships(const struct fleet_rules *, const struct fleet_grid *,
	    struct fleet_layout *out);

/*
 * For tests: nonzero turns off the search's bound on the fleet mismatch
 * (missing ships against the pieces still to come), which must never change
 * the reading found, only how soon.
 */
extern int	 fleet_search_plain;

/*
 * Checks a drawn grid: the board size (BOARD_SIZE when the grid is not the
 * variant's board and no ship lies beyond it), then the ships found by
 * fleet_grid_ships as fleet_layout_check does. Ships are identified as the
 * 8-connected groups of ship squares; a group that is not a straight run is
 * read in whichever way breaks the fewest rules: as one bent ship
 * (NOT_STRAIGHT) or as straight ships that touch (TOUCH), counting the
 * fleet mismatch that each reading causes. On a tie the reading with fewer
 * ships wins. The layout is written to out (may be NULL). Returns the number
 * of violations appended to rep.
 */
size_t	 fleet_grid_check(const struct fleet_rules *, const struct fleet_grid *,
	    struct fleet_layout *out, struct fleet_report *);

/* -------------------------------------------------------------- match */

enum fleet_fire {
	FLEET_FIRE_OK,		/* resolved: see the answer */
	FLEET_FIRE_OUTSIDE,	/* not a square of the board; turn not used */
	FLEET_FIRE_REPEAT,	/* already shot; rejected, turn not used */
	FLEET_FIRE_HALO,	/* marked around a sunk ship; rejected, turn not used */
	FLEET_FIRE_TURN,	/* not this player's turn */
	FLEET_FIRE_OVER		/* the game is over */
};

/* The shots fired at one player's board. */
struct fleet_sea {
	int		 shot[FLEET_DIM][FLEET_DIM];	/* 0, or the tag (> 0) of the shot */
	short		 halo[FLEET_DIM][FLEET_DIM];	/* 0, or 1 + the sunk ship it surrounds */
	int		 hits[FLEET_CELLS];		/* per ship */
	int		 sunk;				/* ships sunk */
	int		 shots, nhit;			/* shots taken, of which hits */
};

struct fleet_match {
	const struct fleet_rules *rules;
	struct fleet_layout	 layout[2];	/* the two fleets */
	short			 owner[2][FLEET_DIM][FLEET_DIM];	/* ship index or -1 */
	struct fleet_sea	 sea[2];	/* sea[p - 1]: shots at player p's board */
	int			 turn;		/* player to shoot, 1 or 2 */
	int			 winner;	/* 0 while the game runs */
};

/* What a shot did. */
struct fleet_shot {
	enum fleet_answer answer;
	int		 ship;		/* ship hit (index in the defender's layout), or -1 */
	int		 again;		/* the shooter shoots again */
	int		 over;		/* this shot won the game */
	int		 first_tag;	/* FLEET_FIRE_REPEAT: tag of the first shot there */
	int		 halo_ship;	/* FLEET_FIRE_HALO: the sunk ship it surrounds */
};

/*
 * Starts a match between two layouts (copied; only cells on the board take
 * part), first being the player to shoot first.
 */
void	 fleet_match_init(struct fleet_match *, const struct fleet_rules *,
	    const struct fleet_layout *l1, const struct fleet_layout *l2, int first);
/*
 * Fires shooter's shot at (x, y) on the other board and applies the ruleset
 * (§3 shot resolution): tag is remembered for a later repeat. Returns an enum
 * fleet_fire; on FLEET_FIRE_OK (and for a repeat under repeat_shot = miss,
 * which resolves as a miss) *out says what happened and the turn moves on.
 */
enum fleet_fire fleet_match_fire(struct fleet_match *, int shooter, int x, int y, int tag,
	    struct fleet_shot *out);
/* Sets who shoots next (used to follow a record after a false answer). */
void	 fleet_match_set_turn(struct fleet_match *, int player);

#endif /* FLEET_H */
