/*
 * The one formatter of rulings (the mandoc_msg.c pattern): a judge names a
 * message (rules/msg.h) and its typed arguments; this layer looks the
 * message up in its table (ruling_msg.def), translates it through gettext,
 * picks the plural form on the argument the table names and fills in the
 * arguments in the order the translation asks (%2$s before %1$d).
 */
#ifndef REPORT_RULING_H
#define REPORT_RULING_H

#include <stddef.h>

#include "../rules/game.h"
#include "../rules/msg.h"

/* One message: its msgid, its plural msgid or NULL, the 1-based argument counted. */
struct ruling_msg {
	const char	*msgid;
	const char	*plural;
	int		 nth;
};

extern const struct ruling_msg ruling_msgs[RM__COUNT];

/*
 * Renders fmt (a printf-like format: %d %i %u %x %ld %c %s, flags, width and
 * precision, %N$ positions, %%) with the arguments a[0..na) into dst, at
 * most size bytes; a text cut to fit ends in "..." (as fmt_vbuf). A
 * conversion whose argument is missing or of another kind prints "?".
 */
void	 ruling_render(char *dst, size_t size, const char *fmt, const struct rarg *a,
	    int na);
/* The formatter (ruling_formatter, rules/game.h): message msg, translated. */
void	 ruling_format(char *dst, size_t size, int msg, const struct rarg *a, int na);
/* Sets ruling_format as the judges' formatter (done before main runs, too). */
void	 ruling_format_install(void);

#endif /* REPORT_RULING_H */
