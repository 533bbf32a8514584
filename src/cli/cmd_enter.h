/* What cmd_enter.c and cmd_enter_ask.c share: the state of one table's entry. */
#ifndef CMD_ENTER_H
#define CMD_ENTER_H

#include <stdio.h>

#include "../db/baskadb.h"

/* Every answer and command the prompts take: `help` at a prompt and `referee help enter`. */
#define ENTER_HELP N_( \
	"Answers, one per question:\n" \
	"  contract  zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du or baska\n" \
	"            (any case, with or without Polish letters)\n" \
	"  declarer  a seat 1-4 or the name of the player seated there\n" \
	"  partner   a seat 1-4 or a name, not the declarer (not asked for a solo)\n" \
	"  kontras   the effective kontras, 0-4 (empty: 0)\n" \
	"  eyes      the eyes of the declaring side, 0-104\n" \
	"  bok       yes or no (also tak/nie, y/n, 1/0; empty: no)\n" \
	"  In a correction (fix N) an empty answer keeps the value in brackets.\n" \
	"  An answer holding a NUL byte or another control character is refused.\n" \
	"Commands, at any question (the Polish word in brackets works too):\n" \
	"  back      (wróć) go to the previous question of the deal in progress\n" \
	"  cancel    (anuluj) drop the deal in progress (or the correction):\n" \
	"            nothing is saved\n" \
	"  undo      (cofnij) withdraw the last saved deal, after a yes/no\n" \
	"            confirmation; only between deals, never in a deal or a correction\n" \
	"  fix N     (popraw N) correct deal N (between deals); the reason is asked\n" \
	"            last; with every value kept nothing changes (no new version)\n" \
	"  protocol  (protokół) show the table so far: every deal and the totals\n" \
	"  help      (pomoc) this list\n" \
	"  quit      (koniec, q) stop; a deal half asked is not saved\n")
/* The end of `referee help enter`, after ENTER_HELP. */
#define ENTER_HELP_TTY N_( \
	"At a terminal: line editing and history (libedit); a refused answer is\n" \
	"asked again; Ctrl-C stops, the deal in progress unsaved. From a pipe the\n" \
	"answers are echoed and the first refused answer stops: exit 2 with\n" \
	"'referee: <stdin>:LINE: reason'; the deals before it stay saved, the\n" \
	"deal in progress does not. A table with a player marked absent takes no\n" \
	"deals (exit 1).\n")

/*
 * The longest answer taken (bytes, the line end aside): a person typing never
 * comes near it, and a longer line is refused after reading this much of it,
 * never buffered whole.
 */
#define ENTER_LINE_MAX	4096

enum ask {
	ASK_OK,		/* an answer in e->line */
	ASK_COMMAND,	/* undo, fix N or quit in e->line */
	ASK_BACK,	/* back */
	ASK_CANCEL,	/* cancel */
	ASK_EOF,	/* the input ended */
	ASK_STOP	/* an answer refused from a non-terminal: stop, exit 2 */
};

struct entry {
	struct db	*db;
	struct db_event	 ev;
	struct baska_rules rules;	/* of ev */
	struct db_seats	 seats;
	int64_t		 table;
	int		 session, number;
	const char	*by;
	int		 tty;		/* reading a terminal through libedit */
	char		*line;
	size_t		 cap;
	long		 lineno;	/* lines read from a non-terminal */
	int		 eof;
	int		 answers;	/* answers read for the deal being asked */
	int		 started;	/* an answer of the deal in progress is taken */
	int		 fixing;	/* in a correction (fix N) */
	int		 sys;		/* a database error is reported: exit 3 */
};

/*
 * Prints a prompt and reads one trimmed answer into e->line; help and
 * protocol are answered here and the question asked again.
 */
enum ask ask(struct entry *, const char *prompt);
/*
 * A refused answer: at a terminal prints the reason (the question is asked
 * again: 0); from a non-terminal reports it with the line number (1: stop).
 */
int	 refuse(struct entry *, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
/* Asks the fields of a deal (cur: the values a correction keeps). */
enum ask ask_deal(struct entry *, struct db_deal *, const struct db_deal *cur);
/*
 * Prints the running totals of the four seats; protocol: every current
 * deal of the table before them. 0 or -1.
 */
int	 enter_totals(struct entry *, int protocol);
/* Asks yes or no; 1 yes, 0 no (or cancel), or an ask that ends the entry (negated). */
int	 confirm(struct entry *, const char *question);
/* Asks the reason of a correction into why. */
enum ask ask_why(struct entry *, char *why, size_t size);

#endif /* CMD_ENTER_H */
