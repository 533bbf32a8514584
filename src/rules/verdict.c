/* Structured verdicts shared by every judge (game.h). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* Set by the report layer at start-up (report/ruling.c). */
static ruling_formatter	*formatter;

void
verdict_set_formatter(ruling_formatter *f)
{
	formatter = f;
}

void
ruling_words(char *dst, size_t size, int msg, const struct rarg *a, int na)
{
	if (size == 0)
		return;
	dst[0] = '\0';
	if (formatter != NULL)
		formatter(dst, size, msg, a, na);
}

void
ruling_say(struct ruling *r, int msg, const struct rarg *a, int na)
{
	r->msg = msg;
	ruling_words(r->text, sizeof(r->text), msg, a, na);
}

struct ruling *
verdict_add(struct verdict *v, const struct ruling *r)
{
	if (v->n == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 8;
		v->r = xreallocarray(v->r, v->cap, sizeof(*v->r));
	}
	v->r[v->n] = *r;
	return &v->r[v->n++];
}

struct ruling *
verdict_addf(struct verdict *v, int code, const char *rule, int turn, int player,
    const char *fmt, ...)
{
	struct ruling	 r;
	va_list		 ap;

	memset(&r, 0, sizeof(r));
	r.code = code;
	r.rule = rule;
	r.turn = turn;
	r.player = player;
	va_start(ap, fmt);
	fmt_vbuf(r.text, sizeof(r.text), fmt, ap);
	va_end(ap);
	return verdict_add(v, &r);
}

struct ruling *
verdict_say(struct verdict *v, int code, const char *rule, int turn, int player, int msg,
    const struct rarg *a, int na)
{
	struct ruling	 r;

	memset(&r, 0, sizeof(r));
	r.code = code;
	r.rule = rule;
	r.turn = turn;
	r.player = player;
	ruling_say(&r, msg, a, na);
	return verdict_add(v, &r);
}

void
ruling_square(struct ruling *r, int x, int y)
{
	if (r->nsq < RULING_SQUARES)
		r->sq[r->nsq++] = (uint16_t)GAME_SQ(x, y);
}

static int
ruling_cmp(const struct ruling *a, const struct ruling *b)
{
	if (a->turn != b->turn)
		return a->turn < b->turn ? -1 : 1;
	if (a->player != b->player)
		return a->player < b->player ? -1 : 1;
	if (a->code != b->code)
		return a->code < b->code ? -1 : 1;
	return 0;
}

static int
ruling_cmp_code(const struct ruling *a, const struct ruling *b)
{
	if (a->code != b->code)
		return a->code < b->code ? -1 : 1;
	if (a->turn != b->turn)
		return a->turn < b->turn ? -1 : 1;
	if (a->player != b->player)
		return a->player < b->player ? -1 : 1;
	return 0;
}

/* Insertion sort: stable, and verdicts are short. */
static void
sort_by(struct verdict *v, int (*cmp)(const struct ruling *, const struct ruling *))
{
	size_t		 i, j;
	struct ruling	 t;

	for (i = 1; i < v->n; i++) {
		t = v->r[i];
		for (j = i; j > 0 && cmp(&v->r[j - 1], &t) > 0; j--)
			v->r[j] = v->r[j - 1];
		v->r[j] = t;
	}
}

void
verdict_sort(struct verdict *v)
{
	sort_by(v, ruling_cmp);
}

void
verdict_sort_code(struct verdict *v)
{
	sort_by(v, ruling_cmp_code);
}

size_t
verdict_count(const struct verdict *v, int code)
{
	size_t	 i, n = 0;

	for (i = 0; i < v->n; i++)
		if (code == 0 || v->r[i].code == code)
			n++;
	return n;
}

void
verdict_reset(struct verdict *v)
{
	v->n = 0;
}

void
verdict_free(struct verdict *v)
{
	if (v == NULL)
		return;
	free(v->r);
	v->r = NULL;
	v->n = v->cap = 0;
}
