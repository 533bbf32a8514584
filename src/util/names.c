/* Names matched and ordered the Polish way (names.h). */
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
