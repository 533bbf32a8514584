/*
 * The standings of a Generał (dice) event: the players' totals with one
 * column a game, the ties (§2 #12) and the games still unfinished, from
 * reports/dice_standings.sql and reports/dice_game_totals.sql.
 */
#ifndef REPORT_DICE_H
#define REPORT_DICE_H

#include <stddef.h>
#include <stdint.h>

#include "format.h"
#include "shape.h"

#define DICE_STANDINGS_NAME_MAX	128	/* as a stored name (DB_NAME_MAX) */

/* Standings rows and the per-game totals beside them. */
struct dice_standings {
	size_t	 n, cap;
	struct dice_standings_row {
		char	 rank[16], name[DICE_STANDINGS_NAME_MAX], total[24], games[16];
		long	 tot;
		char	 (*game)[16];	/* the player's total in each game, "" if absent */
	} *r;
	int	 ngames;
	int	*number;		/* game numbers, in order */
	int	*unfinished;		/* turns still to play per game */
};

/* The columns the standings read, by their names in the SQL. */
enum { DS_RANK, DS_PLAYER, DS_TOTAL, DS_GAMES, DS__N };
extern const char *const dice_standings_cols[DS__N];
enum { DG_GAME, DG_PLAYER, DG_TOTAL, DG_TURNS, DG__N };
extern const char *const dice_standings_game_cols[DG__N];

/* report_row_fns: a standings row; a player's total in a game (after every standings row). */
int	 dice_standings_row(void *arg, const struct report_row *);
int	 dice_standings_game(void *arg, const struct report_row *);
struct db;
struct errbuf;
/*
 * Reads the standings of the event (zeroed by the caller, freed with
 * dice_standings_free) from both reports. 0, or -1 with err.
 */
int	 dice_standings_read(struct db *, int64_t event, struct dice_standings *,
	    struct errbuf *);
/*
 * Prints the standings: text (the ties and the unfinished games after the
 * table), CSV, or a whole page (page.c) whose provisional mark names the
 * unfinished games above the table and whose ties follow it.
 */
void	 dice_standings_show(const char *event, const char *date, const char *ruleset,
	    const struct dice_standings *, enum out_format);
void	 dice_standings_free(struct dice_standings *);

struct db_event;
/*
 * The games of a dice event (standings 0: game, players, turns, finished,
 * source, entered_by) or its standings, read and printed in the format. 0,
 * or -1 with err.
 */
int	 dice_event_table(struct db *, const struct db_event *, int standings,
	    enum out_format, struct errbuf *);

/* ------------------------------------------------ dice_solve.c: advise, analyse */

struct dice_advice;
struct dice_analysis;
struct dice_game;
struct dice_rules;
struct dice_state;
struct dice_totals;

struct dice_solver;
/*
 * The solver of the rules with its whole table: from the cache, else
 * computed on two cores at most and cached; a damaged or unwritable cache
 * is a warning on standard error. Free with dice_solver_free.
 */
struct dice_solver *dice_solver_cached(const struct dice_rules *);
/* A category as a cell: its id in CSV, its name for people. */
const char *dice_box_cell(int box, enum out_format);
/* The dice kept; people (not CSV) read the words in their language. */
void	 dice_keep_words(int keep, int people, char *buf, size_t size);
/*
 * The advice for a throw as a table, led in text by the state and the best
 * choice; used: the boxes used on the card, known: those whose points were given.
 */
void	 dice_advice_print(const struct dice_rules *, unsigned used, unsigned known,
	    const struct dice_state *, const struct dice_totals *, const struct dice_advice *,
	    int throwno, enum out_format);
/*
 * A game's luck and skill (rname: its ruleset, expected: the expected score
 * of optimal play): CSV rows, text, or a whole page with a chart a player.
 */
void	 dice_analysis_print(const struct dice_game *, const struct dice_analysis *,
	    const char *rname, double expected, enum out_format);

/* ------------------------------------------------ scorecards */

struct dice_verdict;
struct table;

/* Prints a judged game's scorecards as text. */
void	 dice_card_text(const struct dice_rules *, const struct dice_game *,
	    const struct dice_verdict *);
/* Adds a judged game's scorecards to a player/category/points table. */
void	 dice_card_csv(struct table *, const struct dice_rules *, const struct dice_game *,
	    const struct dice_verdict *);

/*
 * The text of dice check for a judged record of path ("-": standard input)
 * under the ruleset rname, after a blank line when after: a heading, the
 * scorecards, then every ruling as FILE:LINE[:COL]: words.
 */
void	 dice_check_text(const struct dice_game *, const char *rname, const struct dice_rules *,
	    const struct dice_verdict *, const char *path, int after);
/* A record in canonical form (dice check --canonical), after a blank line when after. */
void	 dice_record_show(const struct dice_game *, int after);

struct dice_card;

/*
 * What dice score prints for a throw on a card (known: the used boxes whose
 * points were given): the categories with their points, a bonus row, and in
 * text the joker's and the upper bonus's notes.
 */
void	 dice_score_show(const struct dice_rules *, const struct dice_card *card,
	    unsigned known, const int *dice, enum out_format);

/* "game 3: Anna, Jan (enter turns with ...)": a game begun with dice start. */
void	 dice_started_show(int number, char *const *names, int n);
/*
 * "game 3, turn 5 of 13: Anna: full 25, total 87" for the last turn of g,
 * played by player (name), the note on the box (the joker, a bonus) and
 * who throws next, or that the game is over.
 */
void	 dice_turn_show(const struct dice_rules *, const struct dice_game *g,
	    const struct dice_verdict *, int player, int number, const char *name);
/* A turn withdrawn by dice turn --undo (box: enum dice_box), and who throws next. */
void	 dice_undone_show(int number, int seq, const char *name, const char *throws, int box,
	    const char *why);

/* "FILE: game N: Anna 187, Jan 189": a game dice add stored, with its cards. */
void	 dice_added_show(const char *path, int number, const struct dice_rules *,
	    const struct dice_game *, const struct dice_card *cards);

/* dice card: the cards of game number of an event (rules rname), as text or CSV. */
void	 dice_game_card_show(const char *event, int number, const char *rname,
	    const struct dice_rules *, const struct dice_game *, const struct dice_verdict *,
	    enum out_format);

/* ------------------------------------------------ dice_check.c: the runs */

struct gdr_used;
/* An error placed in a file, printed with its exit status (cli_err_at): status. */
typedef int dice_error_fn(int status, const char *file, const struct errbuf *);
/* Prints each ruling of v as an error of file; EXIT_RULE if there is one, else 0. */
int	 dice_rulings_put(const char *file, const struct dice_verdict *, dice_error_fn *);

/* What dice check and dice analyse read their records with. */
struct dice_check {
	const char		*ruleset;	/* --ruleset's name, or NULL */
	const struct dice_rules	*given;		/* its rules; NULL: each record's own */
	enum out_format		 fmt;
	int			 canonical;	/* print each record back, do not judge */
	dice_error_fn		*error;		/* a file that cannot be read, a ruling */
};
/*
 * dice check: each of the n files read and judged, its scorecards and
 * rulings printed (CSV: one table after the last file), or with canonical
 * printed back. The worst exit status.
 */
int	 dice_check_run(const struct dice_check *, int n, char *const *paths);
/*
 * dice analyse: the record at path read and judged (a record that breaks
 * the rules is refused), then its luck and skill printed. An exit status.
 */
int	 dice_analyse_run(const struct dice_check *, const char *path);
/*
 * dice advise: the throw of the argc strings argv on the card of u (--used
 * ...), with the upper total so far (-1: not given) and the throw's number,
 * and the advice printed. 0, or -1 with err.
 */
int	 dice_advise_run(const struct dice_rules *, struct gdr_used *u, int argc,
	    char *const *argv, int upper, int throwno, enum out_format, struct errbuf *);
/* dice score: the same, what each open category would score printed. 0, or -1 with err. */
int	 dice_score_run(const struct dice_rules *, struct gdr_used *u, int argc,
	    char *const *argv, enum out_format, struct errbuf *);

/* ------------------------------------------------ dice_turn.c: the runs */

struct db_dice_who;
/*
 * dice start: the game of the n players names (in playing order) begun in
 * event by, and its number printed. An exit status (a refusal printed
 * through error).
 */
int	 dice_start_run(struct db *, int64_t event, char *const *names, int n,
	    const struct dice_rules *, const struct db_dice_who *by, dice_error_fn *);
/*
 * dice turn: the turn (turn[0] the player, turn[1] the text) of game number
 * of ev judged under r, stored by and printed with who throws next. An exit
 * status: a text that cannot be read and each ruling printed as the turn's
 * ("referee: turn:1:7: ..."), another refusal whole, through error.
 */
int	 dice_turn_run(struct db *, const struct db_event *ev, const struct dice_rules *r,
	    int number, char *const *turn, const struct db_dice_who *by, dice_error_fn *);
/* dice turn --undo: the last turn of game number withdrawn by (why) and printed. An exit status. */
int	 dice_undo_run(struct db *, const struct db_event *ev, int number,
	    const struct db_dice_who *by, dice_error_fn *);
/* dice card: the cards of game number of ev read back under r and printed. An exit status. */
int	 dice_card_run(struct db *, const struct db_event *ev, int number,
	    const struct dice_rules *r, enum out_format, dice_error_fn *);

#endif /* REPORT_DICE_H */
