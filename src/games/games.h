/*
 * The rows of the games built into the tool, one file a game
 * (src/games/NAME.c), and their registration. Nothing below this folder
 * includes it: the other layers reach a game through the registry
 * (rules/game.h).
 */
#ifndef GAMES_GAMES_H
#define GAMES_GAMES_H

#include <string.h>

#include "../rules/game.h"

extern const struct game game_baska, game_dice, game_fleet, game_flota, game_manewry,
    game_rybareni;

/*
 * A file of many records in memory, for a row's record_read (Baśka's
 * deals, Rybaření's games): n records of size bytes each, printed one by
 * one by print1 with a blank line between them (recs_print, a row's
 * record_print; recs_free, its record_free).
 */
struct recs {
	size_t	 n, size;
	char	*v;
	void	(*print1)(const void *rec, struct strbuf *);
};

struct recs	*recs_new(size_t size, void (*print1)(const void *, struct strbuf *));
/* Appends a copy of the record at item. */
void		 recs_push(struct recs *, const void *item);
void		 recs_free(void *);
void		 recs_print(const void *, const void *rules, struct strbuf *);

/* The i-th record. */
static inline const void *
recs_at(const struct recs *f, size_t i)
{
	return f->v + i * f->size;
}

/*
 * An array walked one element at a time: a record's turns for a judge's
 * visit (Flota's, Manewry's). cursor_next copies the next one to out: 1,
 * or 0 past the last.
 */
struct cursor {
	const char	*v;
	size_t		 n, i, size;
};

static inline int
cursor_next(struct cursor *c, void *out)
{
	if (c->i >= c->n)
		return 0;
	memcpy(out, c->v + c->i++ * c->size, c->size);
	return 1;
}

/* Registers every built-in game with game_register (once; later calls do nothing). */
void	 games_register_builtin(void);

#endif /* GAMES_GAMES_H */
