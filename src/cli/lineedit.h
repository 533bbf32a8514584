/*
 * A line typed at a terminal, edited through libedit's readline, which is
 * opened on the first such line: most commands never read one.
 */
#ifndef LINEEDIT_H
#define LINEEDIT_H

/*
 * Prints prompt and reads a line, the user's LC_CTYPE in force meanwhile
 * (libedit reads multibyte letters, ł, ś, only in it). The line allocated
 * (free it), without its newline; NULL at the end of input.
 */
char	*lineedit_read(const char *prompt);
/* Adds a line to the history the arrow keys walk. */
void	 lineedit_remember(const char *line);
/*
 * What Ctrl-C says before the tool dies of SIGINT as it would have (the
 * shell sees the signal): line from now on, NULL nothing. The handler only
 * write()s the copy made here.
 */
void	 lineedit_on_interrupt(const char *line);

#endif /* LINEEDIT_H */
