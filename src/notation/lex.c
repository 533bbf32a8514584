/*
 * The pieces every record format's reader shares (lex.h).
 */
#include <string.h>

#include "lex.h"
#include "../util/util.h"

const char *
lex_skip(const char *p, const char *e, uint64_t set)
{
	while (p < e && lex_in(set, *p))
		p++;
	return p;
}

const char *
lex_rtrim(const char *s, const char *e, uint64_t set)
{
	while (e > s && lex_in(set, e[-1]))
		e--;
	return e;
}

int
lex_show_len(const char *s, const char *e)
{
	size_t	 n = (size_t)(e - s);

	if (n <= 24)
		return (int)n;
	n = 24;
	while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
		n--;
	return (int)n;
}

int
lex_find_name(const char *names, size_t stride, int count, size_t max, const char *s,
    size_t n)
{
	char		 a[256], b[256];
	const char	*name;
	int		 i;

	if (n >= max || max * 2 > sizeof(a))
		return -1;
	text_fold(s, n, a, max * 2);
	for (i = 0; i < count; i++) {
		name = names + (size_t)i * stride;
		text_fold(name, strlen(name), b, max * 2);
		if (strcmp(a, b) == 0)
			return i;
	}
	return -1;
}
