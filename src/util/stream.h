/*
 * A text file read through a bounded window (referee(1), trust: every
 * reader streams). The window holds the bytes not yet consumed; each fill
 * moves the bytes the caller still needs to the front and reads until the
 * window is full or the input ends. Every byte read is scanned as file_read
 * scans it (no NUL or control byte, no line over TEXT_LINE_MAX), so a
 * refusal comes with its line and column however far into the file it is.
 */
#ifndef STREAM_H
#define STREAM_H

#include <stdio.h>

#include "util.h"

struct tstream {
	FILE		*f;
	int		 isstdin;
	char		*buf;		/* cap + 1 bytes, NUL after the last one read */
	size_t		 cap, len;
	int		 eof;		/* the input has no more bytes */
	struct text_scan st;
};

/*
 * The limits of every reader (man/referee-notation.5, "Limits"): a line
 * holds at most TEXT_LINE_MAX bytes, a field TEXT_FIELD_MAX (util.h), a
 * record STREAM_RECORD_MAX; a file of one record (.gdr, .mm, .battle, a
 * board, a fleet, a ruleset) is one record. STREAM_WINDOW is the window a
 * multi-record reader streams through: a record and a line to spare.
 */
#define STREAM_RECORD_MAX	((size_t)1 << 20)
#define STREAM_WINDOW		((size_t)8 << 20)

/* Opens path ("-" = standard input) with a window of cap bytes. 0, or -1 and err. */
int	 tstream_open(struct tstream *, const char *path, size_t cap, struct errbuf *);
/* The same on an open file, closed by tstream_close when own is set. */
void	 tstream_openf(struct tstream *, FILE *f, int own, size_t cap);
/*
 * Drops the bytes before offset keep, moves the rest to the front (*shift
 * is how far they moved) and reads until the window is full or the input
 * ends. Returns 0, or -1 with the reason in err (a refused byte or line, a
 * read error).
 */
int	 tstream_fill(struct tstream *, size_t keep, size_t *shift, struct errbuf *);
void	 tstream_close(struct tstream *);

/*
 * Reads a whole file of one record ("-" = standard input) into a NUL-
 * terminated buffer of at most max bytes, with file_read's scan. More than
 * max bytes is refused at the line and column of the first byte over,
 * without reading further. The caller frees *buf. 0, or -1 and err.
 */
int	 tstream_slurp(const char *path, size_t max, char **buf, size_t *len,
	    struct errbuf *);

/*
 * A private copy of path ("-" = standard input), scanned as it is read and
 * rewound to its start: a file read twice, or read inside a write
 * transaction, is this copy, never the named file (a FIFO, a device). Up to
 * 1 MiB it is held in memory (a memory stream), beyond that in an unlinked
 * temporary file; memory stays bounded. NULL and err.
 */
FILE	*tstream_spool(const char *path, struct errbuf *);

/*
 * The records of a multi-record text (.flota, .ryb) one at a time, each
 * whole in the window: a record runs to the first tag line (`[` after
 * blanks) that follows a line which is neither a tag, a comment nor blank.
 * A record over STREAM_RECORD_MAX is refused at the line and column of its
 * first byte over the limit.
 */
struct rstream {
	struct tstream	 ts;
	size_t		 off;		/* the next record's first byte in the window */
	int		 line;		/* its line number */
	int		 nrec;		/* records handed out */
};
/*
 * Opens path ("-" = standard input). With twice, the records can be read
 * again after rstream_rewind: a regular file is read again, anything else
 * (standard input, a FIFO) through a tstream_spool copy.
 */
int	 rstream_open(struct rstream *, const char *path, int twice, struct errbuf *);
/* Back to the first record (rstream_open with twice). 0, or -1 and err. */
int	 rstream_rewind(struct rstream *, struct errbuf *);
/* The same on an open file (closed by rstream_close). */
void	 rstream_openf(struct rstream *, FILE *f);
/*
 * The next record: *rec (valid until the next call), *len bytes, starting on
 * line *line. Returns 1, 0 after the last one (an empty or blank text is one
 * record), or -1 and err.
 */
int	 rstream_next(struct rstream *, const char **rec, size_t *len, int *line,
	    struct errbuf *);
/*
 * One pass over a file read in two (rybareni add: checked, then stored):
 * pass 1 opens path, and *kept says whether the stream stays open for pass
 * 2, a private copy of what is not a regular file (standard input, a
 * FIFO); pass 2 rewinds it, or opens the file again. Pass 0 reads it once
 * (nothing kept). Close it after a pass unless *kept after pass 1. 0, or
 * -1 and err.
 */
int	 rstream_pass(struct rstream *, const char *path, int pass, int *kept,
	    struct errbuf *);
void	 rstream_close(struct rstream *);

/*
 * Reads one line of f into buf (max + 2 bytes) without its line end (a CR
 * before the LF is layout too), NUL-terminated, its length in *len (NULs
 * within count), and counts it in *lineno. Returns 0, -1 at the end of the
 * input, or -2 for a line over max bytes (read no further than max + 1).
 */
int	 line_read(FILE *f, char *buf, size_t max, size_t *len, long *lineno);
/* Copies what was written to the temporary file from, from its start, to to. 0 or -1 (errno). */
int	 file_copy(FILE *from, FILE *to);

#endif /* STREAM_H */
