/*
 * A file of many records held in memory (games.h): Baśka's deals and
 * Rybaření's games share it.
 */
#include <stdlib.h>
#include <string.h>

#include "games.h"

struct recs *
recs_new(size_t size, void (*print1)(const void *, struct strbuf *))
{
	struct recs	*f = xcalloc(1, sizeof(*f));

	f->size = size;
	f->print1 = print1;
	return f;
}

void
recs_push(struct recs *f, const void *item)
{
	f->v = xreallocarray(f->v, f->n + 1, f->size);
	memcpy(f->v + f->n * f->size, item, f->size);
	f->n++;
}

void
recs_free(void *p)
{
	struct recs	*f = p;

	if (f == NULL)
		return;
	free(f->v);
	free(f);
}

void
recs_print(const void *p, const void *rules, struct strbuf *sb)
{
	const struct recs	*f = p;
	size_t			 i;

	(void)rules;
	for (i = 0; i < f->n; i++) {
		if (i)
			sb_addc(sb, '\n');
		f->print1(recs_at(f, i), sb);
	}
}
