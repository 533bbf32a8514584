/*
 * Small shared helpers: fatal-on-OOM allocation, error buffers that carry a
 * source position, growable strings, number parsing and the folding of
 * Polish/Czech diacritics so that players' words match with or without them.
 *
 * Nothing here prints; the command layer (src/cli) turns an errbuf into
 * "referee: FILE:LINE:COL: reason".
 */
#ifndef UTIL_H
#define UTIL_H

#include <stdarg.h>
#include <stddef.h>

/* Exit statuses shared by every command (referee(1)). */
enum {
	EXIT_OK = 0,	/* success; legal / valid / claim holds */
	EXIT_RULE = 1,	/* understood, but breaks a rule */
	EXIT_USAGE = 2,	/* usage error or unparsable input */
	EXIT_SYS = 3	/* system or database error */
};

/*
 * An error with an optional position. line and col are 1-based; 0 means
 * "no position". The message never ends in a newline.
 */
#define ERR_MSG_MAX	8192	/* a PATH_MAX path with its reason and names, whole */
struct errbuf {
	int	 line;
	int	 col;
	char	 msg[ERR_MSG_MAX];	/* a longer message ends in "..." */
};

/* Clears an error buffer. */
void	 err_clear(struct errbuf *);
/* Sets the message and position; returns -1 so callers can "return err_set(...)". */
int	 err_set(struct errbuf *, int line, int col, const char *fmt, ...)
	    __attribute__((format(printf, 4, 5)));
int	 err_vset(struct errbuf *, int line, int col, const char *fmt, va_list);
/*
 * The same for a reader that stops at its first error: also sets *failed.
 * The notation readers' fail() macros call it with their own position.
 */
int	 err_fail(int *failed, struct errbuf *, int line, int col, const char *fmt, ...)
	    __attribute__((format(printf, 5, 6)));

/* Allocation wrappers: out of memory is fatal (message and exit 3). */
void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xrealloc(void *, size_t);
void	*xreallocarray(void *, size_t, size_t);
char	*xstrdup(const char *);
char	*xstrndup(const char *, size_t);

/* A growable NUL-terminated string. Zero-initialise; free with sb_free. */
struct strbuf {
	char	*s;
	size_t	 len;
	size_t	 cap;
};

void	 sb_addc(struct strbuf *, char);
void	 sb_adds(struct strbuf *, const char *);
void	 sb_addn(struct strbuf *, const char *, size_t);
void	 sb_addf(struct strbuf *, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
/* The same with a va_list (which it uses up, as vprintf does). */
void	 sb_vaddf(struct strbuf *, const char *fmt, va_list)
	    __attribute__((format(printf, 2, 0)));
/* Returns the string (never NULL; "" when empty). The buffer keeps ownership. */
const char *sb_str(const struct strbuf *);
void	 sb_reset(struct strbuf *);
void	 sb_free(struct strbuf *);

/*
 * Formats into a fixed buffer, always NUL-terminated; a text that does not
 * fit is cut at a character and ends in "..." (never cut silently).
 * Lets pure modules (src/rules) format reasons without <stdio.h>.
 */
void	 fmt_buf(char *dst, size_t size, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
void	 fmt_vbuf(char *dst, size_t size, const char *fmt, va_list);

/*
 * Parses a whole decimal integer (optional sign) in [min, max].
 * Returns 0 on success, -1 if s is not such a number.
 */
int	 parse_int(const char *s, long min, long max, long *out);
/* The same for the first n bytes of s. */
int	 parse_intn(const char *s, size_t n, long min, long max, long *out);
/*
 * Parses exactly n whole numbers in [min, max] into out, separated by blanks
 * or commas ("+3 -1, -1 -1"). Returns 0, or -1 if s is not that.
 */
int	 parse_ints(const char *s, int n, long min, long max, int *out);

/*
 * Folds a word for matching: ASCII lower case, Polish and Czech letters with
 * diacritics mapped to their base letter (ł -> l, Ś -> s, ř -> r ...).
 * Other bytes are copied. Writes at most size-1 bytes plus NUL into dst.
 */
void	 text_fold(const char *src, size_t srclen, char *dst, size_t size);
/* Whether src[0..srclen) folds to the already folded ASCII word w. */
int	 text_is(const char *src, size_t srclen, const char *w);

/* The longest line any reader takes (referee(1): over 1 MiB is an error). */
#define TEXT_LINE_MAX	(1 << 20)
/* The longest field (a CSV field, a tag value). */
#define TEXT_FIELD_MAX	(64 << 10)

/*
 * Reads a whole file ("-" = standard input) into a NUL-terminated buffer.
 * A NUL or other control byte (tab, LF and CR before LF aside), or a line
 * over TEXT_LINE_MAX, is refused as soon as it is read, with its line and
 * column in err. The caller frees *buf. Returns 0, or -1 with the reason.
 */
int	 file_read(const char *path, char **buf, size_t *len, struct errbuf *);

/*
 * Scans bytes [from, to) of a text being read for what no record may hold:
 * a NUL or another control character (tab and line ends aside: CR only
 * before LF), or a line longer than TEXT_LINE_MAX. st carries the line
 * number, the start of the current line and a CR waiting for its LF across
 * calls (start with { 1, 0, 0 }; a reader that moves its buffer moves bol
 * with it). Returns 0 or -1 with the position in err.
 */
struct text_scan {
	int	 line;
	size_t	 bol;		/* offset of the current line's first byte */
	int	 cr;		/* the previous byte was a CR */
};
int	 text_scan(const char *b, size_t from, size_t to, struct text_scan *,
	    struct errbuf *);

/* The column (1-based, counting UTF-8 characters) of p within the line starting at line. */
int	 text_col(const char *line, const char *p);

/* Whether s is a calendar date YYYY-MM-DD (years 1900-2999, leap years known): 0 or -1. */
int	 date_valid(const char *s);

#endif /* UTIL_H */
