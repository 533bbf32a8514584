/*
 * The match judge of Morska Bitwa (§1, §3): replays a recorded match against
 * both boards and rules on the fleets, the turn order, every answer, the
 * rejected shots, the shots after the end and the winner. Pure: the record
 * is read elsewhere (src/notation/fleetio.h) and handed over as calls.
 */
#ifndef FLEET_BATTLE_H
#define FLEET_BATTLE_H

#include <stddef.h>

#include "fleet.h"
#include "../game.h"

/*
 * The reason codes of the match judge's rulings (struct ruling). A ruling on
 * a shot has its line; its words do not repeat it ("player 2 answered pudło
 * to C6, ..."); a ruling on a fleet (BT_FLEET) names its board.
 */
enum battle_reason {
	BT_NONE,
	BT_FLEET,		/* a fleet breaks §1; forfeits; player = its owner, turn 0 */
	BT_OUT_OF_TURN,		/* a shot out of turn (§1); forfeits */
	BT_FALSE_ANSWER,	/* an answer against the board (§1); forfeits; player = defender */
	BT_OUTSIDE,		/* a shot off the board: does not count */
	BT_REPEAT,		/* a repeated shot, rejected (§3) */
	BT_HALO,		/* a shot next to a sunk ship, rejected (§3) */
	BT_AFTER_END		/* shots after the last ship sank; player 0 */
};

/* Whether a ruling of this code loses the game for its player (§1). */
int	 battle_forfeits(int code);

/* One recorded shot, as the judge needs it. */
struct battle_call {
	int		 line;		/* source line */
	int		 player;	/* 1 or 2 */
	int		 x, y;		/* may lie outside the board */
	int		 answer;	/* enum fleet_answer announced */
	const char	*word;		/* the answer as written */
};

/* What the judge found for one shot. */
struct battle_note {
	enum fleet_fire	 fire;		/* how the shot resolved (FLEET_FIRE_OVER after the end) */
	enum fleet_answer truth;	/* the true answer when fire == FLEET_FIRE_OK */
	int		 after_end;	/* fired after the last ship sank */
	size_t		 first, n;	/* its rulings: rulings.r[first .. first + n) */
};

enum battle_end {
	BE_BOTH_FLEETS,		/* no winner: both fleets break §1 */
	BE_FLEET,		/* one fleet breaks §1: the other player wins */
	BE_FORFEIT,		/* a player broke §1 during play */
	BE_SUNK,		/* the last ship sank */
	BE_UNFINISHED		/* the record ends before the game */
};

/* The judge's findings. Free with battle_result_free. */
struct battle_result {
	struct verdict		 rulings;	/* in record order; BT_AFTER_END last */
	struct battle_note	*notes;		/* one per call */
	struct fleet_layout	 layout[2];	/* the fleets as read from the boards */
	struct fleet_match	*m;		/* the boards as they stand at the end */
	int			 bad[2];	/* fleet of player p - 1 breaks §1 */
	enum battle_end		 end;
	int			 winner;	/* 0 none */
	int			 end_line;	/* line of the sinking shot, or 0 */
	char			 words[320];	/* the result for people */
};

/*
 * Judges a match: both boards (board_line: their line in the record) and the
 * calls in order. The turn follows what was announced, the boards follow
 * the truth. Returns the number of rulings.
 */
size_t	 battle_judge(const struct fleet_rules *, const struct fleet_grid board[2],
	    const int board_line[2], const struct battle_call *calls, size_t ncalls,
	    struct battle_result *);
void	 battle_result_free(struct battle_result *);

/* Ships of player p that lie (at least partly) on the board. */
int	 battle_ships_on_board(const struct fleet_match *, int p);
/* "the krążownik at C3-C5": ship of player p's fleet. */
void	 battle_ship_desc(const struct fleet_match *, int p, int ship, char *buf, size_t size);
/* "krążownik at C3-C5", without the article (not battle_ship_desc's text + 4: translations differ). */
void	 battle_ship_at(const struct fleet_match *, int p, int ship, char *buf, size_t size);
/* "A-J, 1-10": the board's squares. */
void	 battle_board_range(const struct fleet_rules *, char *buf, size_t size);

#endif /* FLEET_BATTLE_H */
