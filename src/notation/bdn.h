/*
 * Baśka deal records (.bdn, referee-notation(5)): a streaming reader that
 * turns a buffer of records into struct baska_deal values one at a time, and
 * the canonical printer. Neither reads files nor prints; the caller owns the
 * buffer, which must outlive the reader.
 */
#ifndef BDN_H
#define BDN_H

#include <stddef.h>

#include "../rules/baska/baska.h"
#include "../util/util.h"

/* The tags a record may carry before its Deal tag, inherited by later records. */
struct bdn_header {
	char	 event[128];
	char	 date[16];
	int	 session, table;
	char	 ruleset[BASKA_NAME_MAX];
	int	 has_seats;
	char	 seats[4][BASKA_NAME_MAX];
};

/* Reader state; fill with bdn_reader_init. No allocation: nothing to free. */
struct bdn_reader {
	const char	*text, *end;
	const char	*p;		/* next unread byte */
	const char	*bol;		/* start of the line holding p */
	int		 line;		/* line number of p, 1-based */
	const char	*colp;		/* column cache: colp is at column colno */
	int		 colno;
	int		 failed;	/* a parse error stopped the reader */
	int		 have_hdr;
	struct bdn_header hdr;		/* header of the previous record */
	struct baska_src ruleset_src;	/* Ruleset tag of the last record read, or 0:0 */
	int		 stream;	/* reading a window of a stream: records are bounded */
	int		 more;		/* bytes follow the window */
	int		 general;	/* 1: the general reader only, no fast path (tests) */
	long		 nfast;		/* records the fast path read (tests) */
};

/*
 * The longest record a streaming reader takes, in bytes. A stream's window
 * must hold BDN_WINDOW_AHEAD bytes from the reader's position (or the rest
 * of the input) before each bdn_read: a record, the tag line that ends it,
 * and a line to spare, so that no line is seen cut.
 */
#define BDN_RECORD_MAX		TEXT_LINE_MAX
#define BDN_WINDOW_AHEAD	(3 * (size_t)TEXT_LINE_MAX + 64)

/* Starts reading the len bytes at text (NUL not required). */
void	 bdn_reader_init(struct bdn_reader *, const char *text, size_t len);
/*
 * Streaming: the window is now the len bytes at text, the bytes kept from
 * the last window having moved back by shift; more says whether the input
 * goes on after it. The reader keeps its place; it needs the bytes from the
 * start of its current line on (bdn_reader_keep).
 */
void	 bdn_reader_window(struct bdn_reader *, const char *text, size_t len,
	    size_t shift, int more);
/* The offset in the window of the first byte the reader still needs. */
size_t	 bdn_reader_keep(const struct bdn_reader *);
/* Whether the reader must have its window refilled before the next bdn_read. */
int	 bdn_reader_low(const struct bdn_reader *);

/*
 * Reads the next record into *d (overwritten entirely). Returns 1 when a
 * record was read, 0 at the end of the text, -1 on a parse error with line,
 * column (1-based, in characters) and what was expected in err; after an
 * error every further call returns -1 again.
 */
int	 bdn_read(struct bdn_reader *, struct baska_deal *d, struct errbuf *err);

/*
 * Reads every record of text and calls fn on each (stop early by returning
 * nonzero from fn, which is then returned). Returns 0 when all records were
 * read, -1 on a parse error (err filled). Needs no files: the fuzz entry.
 */
int	 bdn_parse(const char *text, size_t len,
	    int (*fn)(const struct baska_deal *, void *), void *arg, struct errbuf *err);

/*
 * Appends the canonical form of a record to sb: fixed tag order, one tag a
 * line, ASCII words, the auction on one line, one trick a line. Reading the
 * result gives back the same record; printing it again gives the same bytes.
 */
void	 bdn_print(const struct baska_deal *, struct strbuf *sb);

/*
 * Whether two records hold the same deal (every field but the source
 * positions). Returns 1 if so, else 0.
 */
int	 bdn_equal(const struct baska_deal *, const struct baska_deal *);

#endif /* BDN_H */
