/*
 * Morska Bitwa in words (src/report/fleet.c): the boards of a match, each
 * player's shots, what referee battle check and fleet check print.
 */
#ifndef REPORT_FLEET_H
#define REPORT_FLEET_H

#include <stddef.h>

#include "format.h"

struct battle_record;
struct battle_result;
struct fleet_match;
struct fleet_report;
struct fleet_rules;
struct fleet_shot;
struct ruling;

/* Prints both boards as they stand, and the legend. */
void	 fleet_boards_print(const struct fleet_match *, int ascii);
/* Prints each player's shots, hits and ships sunk. */
void	 fleet_summary_print(const struct fleet_match *);
/* A ruling in the record's terms: "line 30: player 2 answered ..." for a shot. */
const char *battle_ruling_words(const struct ruling *, char *buf, size_t size);
/* The CSV/table form: a row per ruling on a fleet, per shot, and the result. */
void	 battle_table_print(const struct battle_record *, const struct fleet_rules *,
	    const struct battle_result *, enum out_format);
/*
 * battle check's output: the table (CSV), or each ruling, both boards as
 * drawn at the end, the shots and the result.
 */
void	 battle_check_print(const struct battle_record *, const struct fleet_rules *,
	    const struct battle_result *, enum out_format, int ascii);
/* fleet check's output: "valid" or a line per violation; CSV code,cells,message. */
void	 fleet_check_print(const struct fleet_report *, enum out_format);

/*
 * Live play: what who's shot at (x, y) did (fr, res: fleet_match_fire's),
 * or why it was rejected; range names the board's squares.
 */
void	 battle_fire_print(const struct fleet_match *, int who, int x, int y, int fr,
	    const struct fleet_shot *res, const char *range);

/* Live play: "player 1 shoots" (who NULL) or "Ala (player 1) shoots", "... again" after a hit. */
void	 battle_play_announce(const char *who, int p, int again);
/* Live play: the text typed for a square is not one. */
void	 battle_play_not_square(const char *tok, size_t len);
/* Live play: player who shot out of turn (the turn is player turn's). */
void	 battle_play_not_turn(int turn, int who);
/* Live play: what a player may type at the prompt ('help'); range names the board's squares. */
void	 battle_play_help(const char *range);
/*
 * Live play: both boards as drawn, the summary, the result (stopped: 1 the
 * input ended first, 2 a player stopped the match with 'quit').
 */
void	 battle_play_end(const struct fleet_match *, int ascii, int stopped);

#endif /* REPORT_FLEET_H */
