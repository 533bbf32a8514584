/*
 * A .bdn text read record by record through the bounded window of a
 * tstream (util/stream.h): the loop of `check`, shared by `baska analyse`
 * and `deal add/fix --file`.
 */
#ifndef BDN_STREAM_H
#define BDN_STREAM_H

#include "bdn.h"
#include "../util/stream.h"

/*
 * Calls fn on every record of the open stream ts, in order, with the reader
 * (for the source positions of tags). Returns 0 when every record was read
 * (*n of them), -1 on a read or parse error (err), or the first nonzero
 * value fn returned.
 */
int	 bdn_stream_each(struct tstream *ts,
	    int (*fn)(const struct bdn_reader *, struct baska_deal *, void *), void *arg,
	    int *n, struct errbuf *err);

/*
 * bdn_stream_each on the file path ("-": standard input) through a window
 * of window bytes, opened and closed here; a file without a record is an
 * error ("no deal record"). Returns as bdn_stream_each.
 */
int	 bdn_stream_file(const char *path, size_t window,
	    int (*fn)(const struct bdn_reader *, struct baska_deal *, void *), void *arg,
	    struct errbuf *err);

#endif /* BDN_STREAM_H */
