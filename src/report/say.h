/*
 * A line of prose for a terminal (a refusal or a note of live play, a
 * ruling): printed broken at spaces into REPORT_COLUMNS, so that no line
 * the players read wraps in mid-word.
 */
#ifndef REPORT_SAY_H
#define REPORT_SAY_H

#include <stdio.h>

/*
 * Prints the formatted text on standard output, broken at spaces into
 * lines of at most REPORT_COLUMNS; the later lines indent columns in. The
 * text's own newlines (its last one too) and leading blanks stay.
 */
void	 report_say(int indent, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
/* The same for a text already made, on to (a refusal's message on stderr). */
void	 report_put(FILE *to, int indent, const char *text);

/*
 * Prints "head rest" and a newline on fp when it fits REPORT_COLUMNS, else
 * head (broken at spaces) and rest on a line of its own, indented 2: a line
 * whose second part reads best whole ("Starzy win z wyjściem: -1 +1 -1 +1").
 */
void	 report_say_split(FILE *fp, const char *head, const char *rest);

#endif /* REPORT_SAY_H */
