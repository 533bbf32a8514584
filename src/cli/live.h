/*
 * Live play on one shared screen: the driver every game's `play` command
 * runs (src/cli/live.c). The driver reads the lines (libedit at a terminal,
 * plain reads from a pipe), knows the players' names (--players), announces
 * every change of turn, reads secret input (setups, hands) without echo, and
 * calls the game's parts, named in its row (struct game's live), for the
 * rest: its options, its start, whose turn it is, one typed line, the end.
 * It also cuts comments ('#' to the end) and skips blank lines, stops on
 * the game's quit words, and keeps the record of -o FILE (--output or
 * --record) written whole after every save.
 */
#ifndef CLI_LIVE_H
#define CLI_LIVE_H

#include <stddef.h>

struct game;
struct live;
struct strbuf;
struct errbuf;

/* A line callback's answer: stop reading (a 'quit'); the game's end is printed. */
#define LIVE_STOP	(-2)
/* The end hook's stopped when a quit word (or LIVE_STOP) stopped the game; 1: the input ended. */
#define LIVE_QUIT	2

/* The parts of a game's live play, named in its row. */
struct live_game {
	int			 maxp;		/* players: 2 to maxp */
	size_t			 size;		/* bytes of the game's state, zeroed by the driver */
	/*
	 * An own option of the play row's spec (its opts; -o FILE and
	 * --players are the driver's): 0 or an exit status (printed).
	 */
	int	(*option)(void *st, int ch, const char *arg);
	/*
	 * After the options: the operands, the ruleset (NULL: the default).
	 * Loads the rules and setups (secret ones through live_secret) and
	 * prints the opening lines. 0 or an exit status (printed).
	 */
	int	(*start)(struct live *, void *st, int argc, char **argv, const char *ruleset);
	/* The player to move, 1-based; 0 when the game is over. */
	int	(*turn)(const void *st);
	/*
	 * One typed line (no newline, no comment, not blank): 0, LIVE_STOP, or
	 * an exit status (stops).
	 */
	int	(*line)(struct live *, void *st, char *line);
	/* Prints the turn line of player p, or NULL for "player N to move". */
	void	(*announce)(struct live *, const void *st, int p);
	/*
	 * The end (stopped: 1 the input ended, LIVE_QUIT a quit word first, 0
	 * the game's own end): prints, returns the exit status.
	 */
	int	(*end)(struct live *, void *st, int stopped);
	void	(*free)(void *st);
	/* Words that stop the game (LIVE_STOP) before line sees them, or NULL. */
	const char *const *quit;
	/* The record so far, printed into sb for -o FILE (the option 'o'), or NULL. */
	void	(*record)(const void *st, struct strbuf *sb);
};

/* `referee GAME play ...`: the game's live play through its row. Returns an exit status. */
int		 live_play(const struct game *, int argc, char **argv);
/*
 * The fn of every game's play row: live_play of the game whose command
 * groups hold the running row, its options read from the row's spec.
 */
int		 live_cmd_play(int argc, char **argv);

/* Whether the input is a terminal. */
int		 live_tty(const struct live *);
/* The number of the line read last. */
int		 live_lineno(const struct live *);
/* The number of names given with --players (0: none). */
int		 live_nplayers(const struct live *);
/* The --players text as given, or NULL. */
const char	*live_players(const struct live *);
/* Player p's name given with --players, or NULL. */
const char	*live_name(const struct live *, int p);
/* Player p for people: "player 1", or "Ala (player 1)" with --players. */
const char	*live_who(struct live *, int p);
/* The turn line of player p, unless it is the one announced last. */
void		 live_announce(struct live *, int p);
/*
 * The input ended at a question: "referee: <stdin>:LINE: " and the message,
 * LINE the line that did not come (cli.md's form). Returns EXIT_USAGE.
 */
int		 live_input_ended(const struct live *, const char *fmt, ...)
		    __attribute__((format(printf, 2, 3)));
/* Player p's turn was said already (by an opening line): not announced again. */
void		 live_shown(struct live *, int p);
/* After this line, announce the turn again even when it did not change. */
void		 live_again(struct live *);
/*
 * Asks a question whose answer the other players must not see: at a
 * terminal read without echo; from a pipe read as a line. Returns the
 * line (the driver's, valid until the next read), or NULL at the end.
 */
char		*live_secret(struct live *, const char *question);
/*
 * After printing what only one player may see: at a terminal waits for
 * Enter, then clears the screen (the turn is announced again). From a
 * pipe nothing.
 */
void		 live_hide(struct live *);
/* Asks a question everyone may see: at a terminal with line editing. As live_secret. */
char		*live_ask(struct live *, const char *question);
/* Whether a typed line asks for the game's help at its prompt: "help" or "pomoc". */
int		 live_is_help(const char *line);
/* The line without the blanks around it (cut in place). */
char		*live_trim(char *line);
/*
 * Writes the game's record (its record hook) whole to the -o FILE, if one
 * was given. 0, or EXIT_SYS (printed).
 */
int		 live_save(struct live *);
/* rc, or EXIT_SYS (printed) when standard output could not be written (a closed pipe aside). */
int		 live_out(int rc);
/* Player 1 or 2, drawn by lot. */
int		 live_lot(void);
/*
 * Reads a whole file ('-': stdin) and hands it to parse. 0, or EXIT_USAGE
 * with the error printed as path:line:col.
 */
int		 live_load(const char *path, int (*parse)(const char *buf, size_t len,
		    void *obj, struct errbuf *), void *obj);

#endif /* CLI_LIVE_H */
