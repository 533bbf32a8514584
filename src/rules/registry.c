/*
 * The game registry: the rows of every game, kept in name order. It sits
 * below every other layer (it is pure: no I/O), so that the command layer,
 * the store and the reports reach a game only through its row. The rows
 * themselves are registered from above (src/games/builtin.c for the games
 * of the tool, a test for its fixture game).
 */
#include <string.h>

#include "game.h"

#define GAMES_MAX	32

static const struct game	*registry[GAMES_MAX];
static size_t			 nregistry;

/* Whether two rows share a name or a record extension. */
static int
game_clash(const struct game *a, const struct game *b)
{
	if (strcmp(a->name, b->name) == 0)
		return 1;
	return a->ext != NULL && b->ext != NULL && strcmp(a->ext, b->ext) == 0;
}

int
game_register(const struct game *g)
{
	size_t	 i, at;

	if (g == NULL || g->name == NULL || nregistry == GAMES_MAX)
		return -1;
	for (i = 0; i < nregistry; i++)
		if (registry[i] == g)
			return 0;	/* registered already */
		else if (game_clash(registry[i], g))
			return -1;
	for (at = 0; at < nregistry && strcmp(registry[at]->name, g->name) < 0; at++)
		continue;
	memmove(&registry[at + 1], &registry[at], (nregistry - at) * sizeof(registry[0]));
	registry[at] = g;
	nregistry++;
	return 0;
}

const struct game *
game_at(size_t i)
{
	return i < nregistry ? registry[i] : NULL;
}

size_t
game_count(void)
{
	return nregistry;
}

const struct game *
game_find(const char *name)
{
	const struct game	*g;
	const char *const	*a;
	char			 folded[64];
	size_t			 i;

	if (strlen(name) >= sizeof(folded))	/* no game's name: never matched by its start */
		return NULL;
	text_fold(name, strlen(name), folded, sizeof(folded));
	for (i = 0; (g = game_at(i)) != NULL; i++) {
		if (strcmp(folded, g->name) == 0)
			return g;
		for (a = g->aliases; a != NULL && *a != NULL; a++)
			if (text_is(*a, strlen(*a), folded))
				return g;
	}
	return NULL;
}

const struct game *
game_by_file(const char *path)
{
	const struct game	*g;
	size_t			 i, n = strlen(path), e;

	for (i = 0; (g = game_at(i)) != NULL; i++) {
		if (g->ext == NULL)
			continue;
		e = strlen(g->ext);
		if (n > e && strcmp(path + n - e, g->ext) == 0)
			return g;
	}
	return NULL;
}
