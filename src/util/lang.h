/*
 * The language of the command line (GNU gettext, domain "referee").
 *
 * lang_init() takes the locale from the environment, but keeps the C
 * library's LC_NUMERIC and LC_CTYPE at "C": printf writes '.' decimals in
 * every machine format (CSV, JSON, HTML attributes), and the byte handling
 * of names (src/util/names.c folds UTF-8 itself) never depends on the user's
 * locale. Messages come out in UTF-8 whatever LC_CTYPE says.
 *
 * A Polish environment (LANG=pl_PL.UTF-8) speaks Polish even where that
 * locale is not generated (Debian without "locales"): the C library falls
 * back to C.UTF-8 and the catalogue's language is taken from LC_ALL,
 * LC_MESSAGES or LANG here (LANGUAGE, when set, still comes first).
 *
 * The catalogue: $REFEREE_LOCALEDIR if set; next to an uninstalled binary
 * (./referee or build/VARIANT/referee finds build/locale); else the
 * compiled-in REFEREE_LOCALEDIR ($(PREFIX)/share/locale).
 */
#ifndef UTIL_LANG_H
#define UTIL_LANG_H

#include <stddef.h>

void		 lang_init(void);
/* The catalogue directory lang_init() bound (for tests and --version). */
const char	*lang_localedir(void);

/*
 * Text output only: x formatted by the printf conversion fmt (one double,
 * e.g. "%.2f" or "%+.2f"), with the decimal point of the user's locale
 * (its LC_NUMERIC; where that locale is not generated, the catalogue's).
 * Returns buf.
 */
const char	*lang_decimal(char *buf, size_t size, const char *fmt, double x);
/*
 * Text output only: a number already written with '.' (by SQL, say "3.50")
 * with the locale's decimal point instead; anything else is copied as it is.
 * Returns buf.
 */
const char	*lang_number(char *buf, size_t size, const char *num);
/*
 * Text output only: a date "YYYY-MM-DD" (anything after the day is kept)
 * in the locale's form; the ISO form where the locale is C or POSIX, or
 * when date is not such a date. Returns buf.
 */
const char	*lang_date(char *buf, size_t size, const char *date);

/*
 * Text and page output only: out[i] is the translation of head[i] (a table's
 * column heads marked with N_(); CSV heads are never translated). Empty
 * heads and unmarked ones ("d", "+1") stay as they are.
 */
void		 lang_heads(const char **out, const char *const *head, int n);

#endif
