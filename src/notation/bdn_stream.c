/* A .bdn text read record by record through a bounded window: see bdn_stream.h. */
#include "bdn_stream.h"
#include "../util/i18n.h"

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

int
bdn_stream_file(const char *path, size_t window,
    int (*fn)(const struct bdn_reader *, struct baska_deal *, void *), void *arg,
    struct errbuf *err)
{
	struct tstream	 ts;
	int		 rc, n;

	if (tstream_open(&ts, path, window, err) == -1)
		return -1;
	rc = bdn_stream_each(&ts, fn, arg, &n, err);
	tstream_close(&ts);
	if (rc == 0 && n == 0)	/* an empty file is no record, not a clean one */
		return err_set(err, 0, 0, _("no deal record"));
	return rc;
}
