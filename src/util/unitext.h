/*
 * Names and free text as they enter: well-formed UTF-8 without control
 * characters or bidirectional overrides, stored in Unicode NFC, and the
 * confusable skeleton two names that print alike share (Unicode TR 39,
 * through ICU). Pure: no I/O.
 */
#ifndef UNITEXT_H
#define UNITEXT_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"

/*
 * Decodes one character of s (at most n bytes) strictly: no overlong form,
 * surrogate or code point over U+10FFFF. Returns its length (1 to 4) with
 * *cp, or 0 with *len the length of the bad bytes (at least 1) and *cp the
 * surrogate or the code point over U+10FFFF, -2 for an overlong form, -3 for
 * a sequence cut short, -1 for a byte that starts no character.
 */
int	 utext_next(const char *s, size_t n, int32_t *cp, size_t *len);
/* Whether a code point may never appear in a name or free text: C0, DEL, C1, bidi. */
int	 utext_forbidden(int32_t cp);
/*
 * Checks a name or free text: 0, or -1 with err->col the column (1-based,
 * in characters) of the first character refused and the reason in err->msg.
 */
int	 utext_check(const char *s, struct errbuf *err);
/* s (checked by utext_check) in NFC, allocated (xmalloc). */
char	*utext_nfc(const char *s);
/*
 * The confusable skeleton of a name: case folded, default-ignorable
 * characters (zero-width space, joiners) dropped, white space of any kind
 * one space and none at the ends, then TR 39's skeleton. "Anna Kreft" with
 * a Cyrillic А, a zero-width space or a trailing no-break space has the
 * skeleton of "Anna Kreft". Allocated (xmalloc); NULL if ICU failed.
 */
char	*utext_skeleton(const char *s);

/*
 * An answer typed as a line of n bytes in s (s[n] may be written): trims
 * blanks in place; refuses a NUL left inside (*bad its offset), or what no
 * name or free text may hold (utext_check: *bad -1, the reason in err).
 * Returns 0, or 1 refused.
 */
int	 utext_line(char *s, size_t n, size_t *bad, struct errbuf *err);
/* Appends n bytes of s to sb, the bytes of what no text may hold as \xNN. */
void	 utext_escape(struct strbuf *sb, const char *s, size_t n);

/*
 * Appends text to sb as printed from column col (in characters), broken at spaces
 * into lines of at most width columns, the later lines indented by indent; a
 * word wider than a line stands alone. A line's leading spaces and the text's
 * own newlines stay, other runs of spaces print as one.
 */
void	 utext_wrap(struct strbuf *sb, const char *text, int col, int indent, int width);

#endif /* UNITEXT_H */
