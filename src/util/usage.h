/*
 * Reading a command's usage line ("[EVENT] --session S [--format text|csv]
 * FILE ..."): its options, the words that name their values and its
 * positional words, for shell completion generated from the command table.
 */
#ifndef UTIL_USAGE_H
#define UTIL_USAGE_H

#include <stddef.h>

/* Whether the option opt of usage takes a value (-f and -r always do). */
int	 usage_takes_value(const char *usage, const char *opt);
/*
 * Calls fn on every long option of usage ("--session"), in order, then on
 * "--help".
 */
void	 usage_options(const char *usage, int (*fn)(void *, const char *), void *arg);
/* Calls fn on every choice of the first "text|csv|html" of usage. */
void	 usage_formats(const char *usage, int (*fn)(void *, const char *), void *arg);
/*
 * The positional word number index (0-based) of usage into buf, options and
 * their values skipped; a last word "FILE ..." stands for every later one.
 * NULL when there is none.
 */
const char *usage_positional(const char *usage, int index, char *buf, size_t size);
/*
 * A word as the shell passes it while it is being typed, its quoting taken
 * off in place: "GP Kar, 'GP Kar and GP\ Kar are GP Kar (a quote left
 * open is closed; inside double quotes a backslash escapes only \ " $ `).
 */
void	 shell_unquote(char *w);

#endif /* UTIL_USAGE_H */
