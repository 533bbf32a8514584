/* A .bdn text read record by record through a bounded window: see bdn_stream.h. */
#include "bdn_stream.h"

int
bdn_stream_each(struct tstream *ts,
    int (*fn)(const struct bdn_reader *, struct baska_deal *, void *), void *arg,
    int *n, struct errbuf *err)
{
	struct bdn_reader	 r;
	struct baska_deal	 d;
	size_t			 shift;
	int			 rc;

	*n = 0;
	if (tstream_fill(ts, 0, &shift, err) == -1)
		return -1;
	bdn_reader_init(&r, ts->buf, ts->len);
	bdn_reader_window(&r, ts->buf, ts->len, 0, !ts->eof);
	for (;;) {
		if (bdn_reader_low(&r)) {
			if (tstream_fill(ts, bdn_reader_keep(&r), &shift, err) == -1)
				return -1;
			bdn_reader_window(&r, ts->buf, ts->len, shift, !ts->eof);
		}
		if ((rc = bdn_read(&r, &d, err)) != 1)
			return rc;
		++*n;
		if ((rc = fn(&r, &d, arg)) != 0)
			return rc;
	}
}
