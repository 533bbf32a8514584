/*
 * One interface for every game. A game is a value, not a copy: a row of the
 * game table names its names, its ruleset (keys and presets), its record
 * reader and canonical printer, its pure judge, its store hooks and its
 * report shapes. Judges return structured verdicts: callers decide by the
 * reason codes; only people read the words.
 *
 * This header is pure (no stdio, no SQLite, no CSV) so that src/rules may
 * include it. The table itself is assembled outside src/rules (src/games.c),
 * because it points at readers and store hooks of other layers.
 */
#ifndef RULES_GAME_H
#define RULES_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "../util/util.h"
#include "../util/kv.h"

/* Squares in rulings are encoded as x + y * GAME_SQ_STRIDE, 0-based. */
#define GAME_SQ_STRIDE	64
#define GAME_SQ(x, y)	((x) + (y) * GAME_SQ_STRIDE)
#define RULING_SQUARES	8

/*
 * One ruling of a judge: what rule was applied (or broken), where, by whom,
 * and the words for people. code is the game's own enum reason code; 0 is
 * reserved for "none". Callers order, filter and count rulings by code,
 * turn and player, never by text.
 */
struct ruling {
	int		 code;		/* game enum reason code, > 0 */
	const char	*rule;		/* rulebook section, e.g. "§5.2" (static), or NULL */
	int		 turn;		/* trick, turn or call number, 1-based; 0 none */
	int		 player;	/* seat or player, 1-based; 0 none */
	int		 line, col;	/* position in the record; 0 none */
	int		 nsq;		/* squares used in sq[] */
	uint16_t	 sq[RULING_SQUARES];
	char		 text[320];	/* the words for people, in the players' terms */
};

/* A growable list of rulings. Zero-initialise; free with verdict_free. */
struct verdict {
	size_t		 n, cap;
	struct ruling	*r;
};

/* Appends a copy of *r; returns the stored ruling. */
struct ruling	*verdict_add(struct verdict *, const struct ruling *r);
/*
 * Appends a ruling built from its parts, the text formatted like printf;
 * returns it so the caller may add squares or a position.
 */
struct ruling	*verdict_addf(struct verdict *, int code, const char *rule, int turn,
		    int player, const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* Adds a square (x, y) to a ruling, when there is room. */
void		 ruling_square(struct ruling *, int x, int y);
/* Stable sort by turn, then player, then code (the order reports print). */
void		 verdict_sort(struct verdict *);
/* Counts the rulings with this code (0: all). */
size_t		 verdict_count(const struct verdict *, int code);
/* Empties the list, keeping its memory. */
void		 verdict_reset(struct verdict *);
/* Frees the list (not the struct); NULL is a no-op. */
void		 verdict_free(struct verdict *);

#endif /* RULES_GAME_H */
