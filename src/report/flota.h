/*
 * Flota in words (src/report/flota.c): what an action sank, a ruling with
 * its rule, a game's result, and the output of referee flota check.
 */
#ifndef REPORT_FLOTA_H
#define REPORT_FLOTA_H

#include "format.h"

struct flota_action;
struct flota_fleet;
struct flota_game;
struct flota_header;
struct flota_reader;
struct flota_rules;
struct errbuf;
struct flota_result;
struct flota_step;
struct ruling;
struct strbuf;
struct verdict;

/* Appends "; sunk: ..." for what an action sank; where: name the squares. */
void	 flota_sunk_words(const struct flota_result *, int where, struct strbuf *);
/* Appends a ruling's words and its rule "(§5.1)". */
void	 flota_ruling_words(const struct ruling *, struct strbuf *);
/* Appends the result: a win, a draw, or what is left after turn lastturn. */
void	 flota_result_words(const struct flota_game *, int lastturn, struct strbuf *);

/* Where flota check writes: text lines, or CSV rows naming the file. */
struct flota_check_out {
	enum out_format	 fmt;
	const char	*file;		/* "-": standard input */
};

/* The CSV header row of flota check. */
void	 flota_check_head(void);
/*
 * flota check's text before record nrec (0-based) of file: a blank line
 * between records, and "FILE, game at line N: A v B" when there are more
 * records or files (nfiles) than one.
 */
void	 flota_check_title(const struct flota_check_out *, const struct flota_header *,
	    int nrec, int nfiles);
/* The rulings of the fleets of a game that cannot be judged (bad: how many), and its end. */
void	 flota_check_fleets(const struct flota_check_out *, const int fleet_line[2],
	    const struct verdict *, int bad);
/* A step of flota_record_turns: a turn's rulings, an action, a turn without actions. */
void	 flota_check_step(const struct flota_check_out *, const struct flota_game *,
	    const struct flota_step *, const struct verdict *);
/* The result of a judged game after turns turns; lastline: the record's last turn line. */
void	 flota_check_result(const struct flota_check_out *, const struct flota_game *, int turns,
	    const struct verdict *, int lastline);
/*
 * The rulings v of a fleet, a line each. p 0: as flota fleet prints them
 * ("line N: ...", or "valid: " and the fleet when there are none); else
 * "fleet P: ...", indented after "  ! " in live play (live).
 */
void	 flota_fleet_print(const struct flota_fleet *, const struct verdict *, int p, int live);
/*
 * Judges one record under rules, the reader standing after its header h,
 * and prints it: the rulings of its fleets, else every turn and the result.
 * Returns 1 when a rule is broken, 0 when none, -1 on a parse error (err).
 */
int	 flota_check_record(const struct flota_check_out *, struct flota_reader *,
	    const struct flota_header *h, const struct flota_rules *, struct errbuf *);

/* Live play: why a ship of player p may not act (code: enum flota reason code). */
void	 flota_play_refusal(const struct flota_game *, int p, int type, int code);
/* Live play: the turn has no action left, or the game is over. */
void	 flota_play_nothing_more(const struct flota_game *);
/*
 * Live play: an action as the referee announces it (announce: the rules'
 * announce_move), or why it was refused; the result when it ends the game.
 */
void	 flota_play_action(const struct flota_game *, const struct flota_action *,
	    const struct flota_result *, const struct verdict *, int announce, int turn);
/* Live play: what sank at the end of a turn, and the result when the game is over. */
void	 flota_play_turn_end(const struct flota_game *, const struct flota_result *, int turn);

/* What live play says to a line it cannot take. */
enum flota_say {
	FLOTA_SAY_OTHER_SHIP,	/* player p's turn is the ship of type type's */
	FLOTA_SAY_NAME_SHIP,	/* no turn in progress: player p must name the ship */
	FLOTA_SAY_NOT_TURN,	/* the turn in progress is player p's */
	FLOTA_SAY_NO_ACTION	/* 'end' before the ship shot or sailed */
};
void	 flota_play_say(enum flota_say, int p, int type);
/* Live play: the players' names (when given) and how a turn is typed. */
void	 flota_play_opening(const struct flota_header *);
/* Live play, the word 'help' (or 'pomoc'): what may be typed. */
void	 flota_play_help(void);
/* Live play: the result after turn turn, or that the input ended first. */
void	 flota_play_result(const struct flota_game *, int turn);

#endif /* REPORT_FLOTA_H */
