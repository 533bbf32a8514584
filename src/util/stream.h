/*
 * A text file read through a bounded window (design/cli.md, trust: every
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

/* Opens path ("-" = standard input) with a window of cap bytes. 0, or -1 and err. */
int	 tstream_open(struct tstream *, const char *path, size_t cap, struct errbuf *);
/*
 * Drops the bytes before offset keep, moves the rest to the front (*shift
 * is how far they moved) and reads until the window is full or the input
 * ends. Returns 0, or -1 with the reason in err (a refused byte or line, a
 * read error).
 */
int	 tstream_fill(struct tstream *, size_t keep, size_t *shift, struct errbuf *);
void	 tstream_close(struct tstream *);

#endif /* STREAM_H */
