/*
 * Output files written whole or not at all: the data goes to a temporary
 * file beside the target, which is flushed, synced and renamed into place
 * only when everything was written. A failed write leaves the old file as
 * it was. "-" is standard output, and a device or FIFO is written in place.
 */
#ifndef OUTFILE_H
#define OUTFILE_H

#include <stdio.h>

#include "util.h"

struct outfile {
	FILE	*fp;		/* write here */
	char	*path;		/* the target, or NULL for standard output */
	char	*tmp;		/* the temporary file */
	int	 direct;	/* a device or FIFO, written in place */
};

/* Opens path ("-": standard output) for writing. 0, or -1 with err. */
int	 outfile_open(struct outfile *, const char *path, struct errbuf *);
/*
 * Finishes: checks every write, syncs the data and renames the temporary
 * file over the target (and syncs the directory). 0, or -1 with err; on
 * failure the temporary file is removed and the target untouched.
 */
int	 outfile_commit(struct outfile *, struct errbuf *);
/* Drops an unfinished file (the target untouched); a no-op after commit. */
void	 outfile_abort(struct outfile *);

#endif /* OUTFILE_H */
