/* Names matched and ordered the Polish way (names.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "names.h"

void
name_key(const char *name, char *key, size_t size)
{
	char	 tmp[512];
	size_t	 i, o = 0;
	int	 space = 0;

	if (size == 0)
		return;
	text_fold(name, strlen(name), tmp, sizeof(tmp));
	for (i = 0; tmp[i] != '\0' && o + 1 < size; i++) {
		if (tmp[i] == ' ' || tmp[i] == '\t') {
			space = o > 0;
			continue;
		}
		if (space && o + 2 < size)
			key[o++] = ' ';
		space = 0;
		key[o++] = tmp[i];
	}
	key[o] = '\0';
}

int
name_distance(const char *a, const char *b)
{
	int	 row[128], i, j, prev, cur, la = (int)strlen(a), lb = (int)strlen(b);

	if (la > 120 || lb > 120)
		return 99;
	for (j = 0; j <= lb; j++)
		row[j] = j;
	for (i = 1; i <= la; i++) {
		prev = row[0];
		row[0] = i;
		for (j = 1; j <= lb; j++) {
			cur = row[j];
			row[j] = prev + (a[i - 1] != b[j - 1]);
			if (row[j - 1] + 1 < row[j])
				row[j] = row[j - 1] + 1;
			if (cur + 1 < row[j])
				row[j] = cur + 1;
			prev = cur;
		}
	}
	return row[lb] > 99 ? 99 : row[lb];
}

/* Decodes one UTF-8 character at *s (advancing it); a bad byte stands for itself. */
static unsigned
utf8_next(const unsigned char **s)
{
	const unsigned char	*p = *s;
	unsigned		 c = p[0];

	if (c >= 0xc0 && c < 0xe0 && (p[1] & 0xc0) == 0x80) {
		*s += 2;
		return (c & 0x1f) << 6 | (p[1] & 0x3f);
	}
	if (c >= 0xe0 && c < 0xf0 && (p[1] & 0xc0) == 0x80 && (p[2] & 0xc0) == 0x80) {
		*s += 3;
		return (c & 0x0f) << 12 | (p[1] & 0x3f) << 6 | (p[2] & 0x3f);
	}
	*s += 1;
	return c;
}

/*
 * The primary weight of a character: the Polish alphabet with its own
 * letters after their base letters; other letters with diacritics (Czech,
 * German) right after their base letter; case ignored. Space and
 * punctuation first, then digits, then letters.
 */
static unsigned
weight(unsigned c)
{
	static const struct { unsigned cp; char base; unsigned char own; } dia[] = {
		{ 0x105, 'a', 1 }, { 0x104, 'a', 1 }, { 0x107, 'c', 1 }, { 0x106, 'c', 1 },
		{ 0x119, 'e', 1 }, { 0x118, 'e', 1 }, { 0x142, 'l', 1 }, { 0x141, 'l', 1 },
		{ 0x144, 'n', 1 }, { 0x143, 'n', 1 }, { 0xf3, 'o', 1 }, { 0xd3, 'o', 1 },
		{ 0x15b, 's', 1 }, { 0x15a, 's', 1 }, { 0x17a, 'z', 1 }, { 0x179, 'z', 1 },
		{ 0x17c, 'z', 2 }, { 0x17b, 'z', 2 },
		{ 0x10d, 'c', 3 }, { 0x10c, 'c', 3 }, { 0x159, 'r', 3 }, { 0x158, 'r', 3 },
		{ 0x161, 's', 3 }, { 0x160, 's', 3 }, { 0x17e, 'z', 3 }, { 0x17d, 'z', 3 },
		{ 0x11b, 'e', 3 }, { 0x11a, 'e', 3 }, { 0x16f, 'u', 3 }, { 0x16e, 'u', 3 },
		{ 0xfa, 'u', 3 }, { 0xda, 'u', 3 }, { 0xe1, 'a', 3 }, { 0xc1, 'a', 3 },
		{ 0xed, 'i', 3 }, { 0xcd, 'i', 3 }, { 0xfd, 'y', 3 }, { 0xdd, 'y', 3 },
		{ 0xe9, 'e', 3 }, { 0xc9, 'e', 3 }, { 0x148, 'n', 3 }, { 0x147, 'n', 3 },
		{ 0x165, 't', 3 }, { 0x164, 't', 3 }, { 0x10f, 'd', 3 }, { 0x10e, 'd', 3 },
		{ 0xf6, 'o', 3 }, { 0xd6, 'o', 3 }, { 0xfc, 'u', 3 }, { 0xdc, 'u', 3 },
		{ 0xe4, 'a', 3 }, { 0xc4, 'a', 3 },
	};
	size_t	 i;

	if (c >= 'A' && c <= 'Z')
		c += 'a' - 'A';
	if (c >= 'a' && c <= 'z')
		return 1000 + (c - 'a') * 8;
	if (c >= '0' && c <= '9')
		return 500 + (c - '0');
	for (i = 0; i < sizeof(dia) / sizeof(dia[0]); i++)
		if (dia[i].cp == c)
			return 1000 + (unsigned)(dia[i].base - 'a') * 8 + dia[i].own;
	return c < 0x80 ? c : 2000 + c;
}

int
name_collate(const char *a, const char *b)
{
	const unsigned char	*p = (const unsigned char *)a, *q = (const unsigned char *)b;
	unsigned		 wa, wb;

	while (*p != '\0' && *q != '\0') {
		wa = weight(utf8_next(&p));
		wb = weight(utf8_next(&q));
		if (wa != wb)
			return wa < wb ? -1 : 1;
	}
	if (*p != '\0' || *q != '\0')
		return *p != '\0' ? 1 : -1;
	return strcmp(a, b);
}

/* ------------------------------------------------------------ name_pick */

#define WORDS_MAX	16

struct words {
	char	 buf[256];
	char	*w[WORDS_MAX];
	int	 n;
};

enum fit { FIT_NONE, FIT_PART, FIT_ORDER, FIT_KEY };

int
name_near(int d, size_t keylen)
{
	return d <= 1 || (size_t)d * 3 <= keylen || (d == 2 && keylen >= 5);
}

/* Splits a key into its words, at spaces and hyphens. */
static void
words_split(const char *key, struct words *w)
{
	char	*p;
	int	 start = 1;

	snprintf(w->buf, sizeof(w->buf), "%s", key);
	w->n = 0;
	for (p = w->buf; *p != '\0'; p++) {
		if (*p == ' ' || *p == '-') {
			*p = '\0';
			start = 1;
			continue;
		}
		if (start && w->n < WORDS_MAX)
			w->w[w->n++] = p;
		start = 0;
	}
}

/* Whether every word of a is one of b's, each of b's taken once. */
static int
words_in(const struct words *a, const struct words *b)
{
	int	 used[WORDS_MAX] = { 0 }, i, j;

	for (i = 0; i < a->n; i++) {
		for (j = 0; j < b->n; j++)
			if (!used[j] && strcmp(a->w[i], b->w[j]) == 0)
				break;
		if (j == b->n)
			return 0;
		used[j] = 1;
	}
	return a->n > 0;
}

/*
 * The edit distance of a typed key to a name's: the whole, its words in
 * reverse order, or (one word typed) the nearest of its words.
 */
static int
words_distance(const char *key, const struct words *kw, const char *nkey,
    const struct words *nw)
{
	char	 rev[256];
	int	 d = name_distance(key, nkey), e, i;
	size_t	 len;

	rev[0] = '\0';
	for (i = nw->n - 1; i >= 0; i--) {
		len = strlen(rev);
		snprintf(rev + len, sizeof(rev) - len, "%s%s", len ? " " : "", nw->w[i]);
	}
	if ((e = name_distance(key, rev)) < d)
		d = e;
	for (i = 0; kw->n == 1 && i < nw->n; i++)
		if ((e = name_distance(key, nw->w[i])) < d)
			d = e;
	return d;
}

/*
 * Puts candidate i (distance d) into p's list, ordered by distance, then
 * Polish order; one entry per person, the nearest of theirs.
 */
static void
pick_put(struct name_pick *p, const struct name_cand *c, size_t i, int d)
{
	int	 k, j;

	for (k = 0; k < p->n; k++)
		if (c[p->list[k]].id == c[i].id) {
			if (p->dist[k] <= d)
				return;
			for (j = k; j + 1 < p->n; j++) {
				p->list[j] = p->list[j + 1];
				p->dist[j] = p->dist[j + 1];
			}
			p->n--;
			break;
		}
	for (k = 0; k < p->n; k++)
		if (d < p->dist[k] || (d == p->dist[k] &&
		    name_collate(c[i].name, c[p->list[k]].name) < 0))
			break;
	if (k >= NAME_PICK_MAX)
		return;
	if (p->n < NAME_PICK_MAX)
		p->n++;
	for (j = p->n - 1; j > k; j--) {
		p->list[j] = p->list[j - 1];
		p->dist[j] = p->dist[j - 1];
	}
	p->list[k] = i;
	p->dist[k] = d;
}

/*
 * The people whose candidates have class want (and scope, unless -1) into
 * p: one of them NAME_ONE (an exact spelling of typed preferred), several
 * NAME_SEVERAL with the first in Polish order. Returns how many people.
 */
static int
pick_class(struct name_pick *p, const char *typed, const struct name_cand *c, size_t n,
    const enum fit *f, enum fit want, int scope)
{
	size_t	 i, j;
	int	 count = 0;

	memset(p, 0, sizeof(*p));
	for (i = 0; i < n; i++) {
		if (f[i] != want || (scope != -1 && c[i].scope != scope))
			continue;
		for (j = 0; j < i; j++)
			if (f[j] == want && (scope == -1 || c[j].scope == scope) &&
			    c[j].id == c[i].id)
				break;
		count += j == i;
		pick_put(p, c, i, strcmp(c[i].name, typed) == 0 ? 0 : 1);
	}
	if (count == 0)
		return 0;
	if (count == 1 || (p->dist[0] == 0 && (p->n == 1 || p->dist[1] != 0))) {
		p->how = NAME_ONE;
		p->one = p->list[0];
	} else {
		/* Several: listed in Polish order, whatever their spelling. */
		p->how = NAME_SEVERAL;
		p->count = count;
		memset(p->list, 0, sizeof(p->list));
		p->n = 0;
		for (i = 0; i < n; i++)
			if (f[i] == want && (scope == -1 || c[i].scope == scope))
				pick_put(p, c, i, 0);
	}
	return count;
}

/*
 * A typo (with typo set): the one person of scope 0 nearest to the key,
 * when near enough (an edit in every 4 bytes, 2 at most). 1 found, else 0.
 */
static int
pick_typo(struct name_pick *p, const char *key, const struct name_cand *c, size_t n,
    const int *d)
{
	size_t	 i, one = 0;
	int	 best = 99, count = 0;

	for (i = 0; i < n; i++)
		if (c[i].scope == 0 && d[i] < best)
			best = d[i];
	if (best > 2 || (size_t)best * 4 > strlen(key))
		return 0;
	for (i = 0; i < n; i++)
		if (c[i].scope == 0 && d[i] == best && (count == 0 || c[i].id != c[one].id)) {
			one = i;
			count++;
		}
	if (count != 1)
		return 0;
	memset(p, 0, sizeof(*p));
	p->how = NAME_ONE;
	p->one = one;
	p->typo = 1;
	return 1;
}

void
name_pick(const char *typed, const struct name_cand *c, size_t n, int typo,
    struct name_pick *p)
{
	char		 key[256], nkey[256];
	struct words	 kw = { .n = 0 }, nw = { .n = 0 };
	enum fit	*f = xcalloc(n + 1, sizeof(*f));
	int		*d = xcalloc(n + 1, sizeof(*d)), smin = -1;
	size_t		 i;

	memset(p, 0, sizeof(*p));
	name_key(typed, key, sizeof(key));
	words_split(key, &kw);
	for (i = 0; i < n && key[0] != '\0'; i++) {
		name_key(c[i].name, nkey, sizeof(nkey));
		words_split(nkey, &nw);
		if (strcmp(key, nkey) == 0)
			f[i] = FIT_KEY;
		else if (words_in(&kw, &nw))
			f[i] = kw.n == nw.n ? FIT_ORDER : FIT_PART;
		d[i] = words_distance(key, &kw, nkey, &nw);
		if (f[i] == FIT_PART && (smin == -1 || c[i].scope < smin))
			smin = c[i].scope;
	}
	if (key[0] == '\0' || pick_class(p, typed, c, n, f, FIT_KEY, -1) > 0 ||
	    pick_class(p, typed, c, n, f, FIT_ORDER, -1) > 0 ||
	    (smin != -1 && pick_class(p, typed, c, n, f, FIT_PART, smin) > 0) ||
	    (typo && pick_typo(p, key, c, n, d)))
		goto done;
	memset(p, 0, sizeof(*p));
	for (i = 0; i < n; i++)
		if (name_near(d[i], strlen(key)))
			pick_put(p, c, i, d[i]);
done:
	free(f);
	free(d);
}
