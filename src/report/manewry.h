/*
 * Manewry Morskie in words (src/report/manewry.c): the output of referee
 * manewry check, gathered over its files and printed at the end (text, or
 * CSV rows: turn, player, unit, from, to, action, target, result, removed,
 * violation, mine, note), the board a player sees, and a turn's outcome in
 * live play.
 */
#ifndef REPORT_MANEWRY_H
#define REPORT_MANEWRY_H

#include <stdio.h>

#include "format.h"
#include "../util/util.h"

struct mm_game;
struct mm_header;
struct mm_map;
struct mm_reader;
struct mm_rules;
struct errbuf;
struct mm_outcome;
struct mm_turn;
struct ruling;
struct table;
struct verdict;

struct manewry_check_out {
	enum out_format	 fmt;
	struct table	*csv;
	struct strbuf	 text;
};

void	 manewry_check_begin(struct manewry_check_out *, enum out_format);
/* Between two files: an empty line in text. */
void	 manewry_check_next_file(struct manewry_check_out *);
/* The record's title (name: its ruleset) and who moves first; text only. */
void	 manewry_check_title(struct manewry_check_out *, const struct mm_header *,
	    const char *name, int first);
/* The rulings of setups that break the rules. */
void	 manewry_check_setup(struct manewry_check_out *, const char *file, const struct verdict *);
/* One judged turn (number n). */
void	 manewry_check_turn(struct manewry_check_out *, const struct mm_turn *, int n, int legal,
	    const struct mm_outcome *, const struct verdict *);
/* The result line (text) or row (CSV); bad: the illegal turns. */
void	 manewry_check_end(struct manewry_check_out *, const struct mm_game *, int bad);
void	 manewry_check_print(const struct manewry_check_out *);
void	 manewry_check_free(struct manewry_check_out *);

/* The map as a grid (manewry board, live play's 'board'); legend: its key below it. */
void	 manewry_map_print(const struct mm_map *, int legend);
/* The board as player p may see it: his own units, the enemy's as unknown pieces. */
void	 manewry_view_print(FILE *, const struct mm_game *, int p);
/* A turn of live play and what came of it (the result, when the game is over). */
void	 manewry_outcome_print(const struct mm_game *, const struct mm_turn *,
	    const struct mm_outcome *);

/*
 * Judges the record after its header (mm_record_setup, mm_record_turns)
 * under r, the ruleset called name, and gathers its output in co. Returns
 * 1 when a rule is broken, 0 when none, -1 on a parse error (err).
 */
int	 manewry_check_game(struct manewry_check_out *, const char *file, struct mm_reader *,
	    const struct mm_header *, const struct mm_rules *r, const char *name,
	    struct errbuf *);
/* Live play: who moves first (drawn: by lot). */
void	 manewry_play_first(int first, int drawn);
/* Live play: the rulings of the setups, and that the game cannot start. */
void	 manewry_play_bad_setup(const struct verdict *);
/*
 * Live play: a turn refused, for msg, else for the ruling why in words that
 * do not give away the type of the unit where they would (both players
 * watch).
 */
void	 manewry_play_refusal(const char *msg, const struct ruling *why);
/* Live play: how a turn and the commands are typed. */
void	 manewry_play_help(void);

#endif /* REPORT_MANEWRY_H */
