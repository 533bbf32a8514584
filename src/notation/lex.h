/*
 * The pieces every record format's reader shares: blanks by a set, trimming,
 * the length of a token shown in a message, and a player found by name.
 * Pure; no allocation.
 */
#ifndef REFEREE_NOTATION_LEX_H
#define REFEREE_NOTATION_LEX_H

#include <stddef.h>
#include <stdint.h>

/* A set of blank bytes, bit c for a byte c below 64. */
#define LEX_BIT(c)	(UINT64_C(1) << (c))
/* Space, tab, CR, form feed and vertical tab (Flota, Manewry, Generał). */
#define LEX_BLANKS	(LEX_BIT(' ') | LEX_BIT('\t') | LEX_BIT('\r') | LEX_BIT('\f') | \
			    LEX_BIT('\v'))
/* Space, tab and CR (Rybaření). */
#define LEX_BLANKS_RYB	(LEX_BIT(' ') | LEX_BIT('\t') | LEX_BIT('\r'))

/* Whether c is in the set. */
static inline int
lex_in(uint64_t set, char c)
{
	unsigned	 u = (unsigned char)c;

	return u < 64 && ((set >> u) & 1) != 0;
}

/* Past the blanks of the set at p, not past e. */
const char	*lex_skip(const char *p, const char *e, uint64_t set);
/* e moved back over the blanks of the set before it, not before s. */
const char	*lex_rtrim(const char *s, const char *e, uint64_t set);
/* Length of a token for messages: at most 24 bytes, not cutting a UTF-8 sequence. */
int		 lex_show_len(const char *s, const char *e);
/*
 * The index of the name s (n bytes) among count names of at most max - 1
 * bytes each, stride bytes apart from names, compared folded (case and
 * diacritics ignored); -1 when none is.
 */
int		 lex_find_name(const char *names, size_t stride, int count, size_t max,
		    const char *s, size_t n);

#endif
