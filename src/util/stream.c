/* A text file read through a bounded window: see stream.h. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "stream.h"
#include "i18n.h"

int
tstream_open(struct tstream *s, const char *path, size_t cap, struct errbuf *err)
{
	memset(s, 0, sizeof(*s));
	err_clear(err);
	s->isstdin = strcmp(path, "-") == 0;
	if (s->isstdin)
		s->f = stdin;
	else if ((s->f = fopen(path, "rb")) == NULL)
		return err_set(err, 0, 0, "%s", strerror(errno));
	s->cap = cap;
	s->buf = xmalloc(cap + 1);
	s->buf[0] = '\0';
	s->st.line = 1;
	return 0;
}

int
tstream_fill(struct tstream *s, size_t keep, size_t *shift, struct errbuf *err)
{
	size_t	 r;

	*shift = 0;
	if (keep > s->len)
		keep = s->len;
	if (keep > 0) {
		memmove(s->buf, s->buf + keep, s->len - keep);
		s->len -= keep;
		s->st.bol -= keep < s->st.bol ? keep : s->st.bol;
		*shift = keep;
	}
	while (!s->eof && s->len < s->cap) {
		r = fread(s->buf + s->len, 1, s->cap - s->len, s->f);
		s->buf[s->len + r] = '\0';	/* text_col reads to the byte it names */
		if (text_scan(s->buf, s->len, s->len + r, &s->st, err) == -1)
			return -1;
		s->len += r;
		if (r == 0) {
			if (ferror(s->f))
				return err_set(err, 0, 0, "%s", strerror(errno ? errno : EIO));
			s->eof = 1;
		}
	}
	s->buf[s->len] = '\0';
	if (s->eof && s->st.cr)
		return err_set(err, s->st.line, text_col(s->buf + s->st.bol,
		    s->buf + s->len - 1), _("a carriage return is allowed only before a line feed"));
	return 0;
}

void
tstream_close(struct tstream *s)
{
	if (s->f != NULL && !s->isstdin)
		fclose(s->f);
	free(s->buf);
	memset(s, 0, sizeof(*s));
}
