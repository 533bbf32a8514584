/*
 * Rybaření records (.ryb, referee-notation(5)): a streaming reader that turns
 * a buffer of records into struct ryb_game values one at a time, and the
 * canonical printer. Neither reads files nor prints; the caller owns the
 * buffer, which must outlive the reader.
 *
 *   [Event "Klub Paluba, večer 2"]
 *   [Players "Matěj; Dědek"]
 *   [Table "1-1 1-2 ..."]   16 tiles face up
 *   [Hand1 "..."]  [Hand2 "..."]   12 tiles each (8 each with 3 players)
 *   [Wall "..."]   24 tiles in the order they are turned over
 *   [Play]
 *   1: 3-4+2-5, 1-1+1-1
 *   2: -, 5-6
 */
#ifndef RYB_H
#define RYB_H

#include <stddef.h>

#include "../rules/rybareni/rybareni.h"
#include "../util/util.h"

/* Reader state; fill with ryb_reader_init. No allocation: nothing to free. */
struct ryb_reader {
	const char	*text, *end;
	const char	*p;		/* next unread byte */
	const char	*bol;		/* start of the line holding p */
	int		 line;		/* line number of p, 1-based */
	int		 failed;	/* a parse error stopped the reader */
};

/* Starts reading the len bytes at text (NUL not required, any bytes). */
void	 ryb_reader_init(struct ryb_reader *, const char *text, size_t len);
/*
 * Reads the next record into *g (overwritten entirely): tags, then [Play]
 * and its turn lines; a tag after the turns begins the next record. Checks
 * the tile counts and that the tiles are two full sets. Returns 1 when a
 * record was read, 0 at the end of the text, -1 on a parse error with line,
 * column (1-based, in characters) and what was expected in err; after an
 * error every further call returns -1 again.
 */
int	 ryb_read(struct ryb_reader *, struct ryb_game *g, struct errbuf *err);

/*
 * Reads one turn line ("1: 3-4+2-5, 1-1+1-1", as under [Play]) of n bytes
 * at s, numbered line, and appends it to g's turns (the players, g's
 * nplayers and names, must be filled in). 0, or -1 with the column and
 * what was expected in err.
 */
int	 ryb_read_turn_line(const char *s, size_t n, int line, struct ryb_game *g,
	    struct errbuf *err);

/*
 * Appends the canonical form of a record to sb: tags in a fixed order, the
 * tiles of Table and the hands sorted, Wall in its order, one turn a line.
 * Reading the result gives back the same game; printing it again gives the
 * same bytes.
 */
void	 ryb_print(const struct ryb_game *, struct strbuf *sb);

/*
 * Reads exactly n tiles ("1-2 3-4", blanks or commas, up to a '#') from
 * line, numbered lineno, into tiles, counting them in seen (the tiles of
 * the two sets seen so far). 0, or -1 with the column and the reason in
 * err (nothing counted).
 */
int	 ryb_read_tiles(const char *line, int lineno, int *tiles, int n, int seen[RYB_KINDS],
	    struct errbuf *err);
/*
 * Reads the tiles written a-b (4-2 = 2-4) in the argc strings argv,
 * separated by blanks or commas, into tiles (room for RYB_TILES), *n their
 * count: no more of a tile than two sets hold. 0, or -1 with err.
 */
int	 ryb_tiles_read(int argc, char *const *argv, int *tiles, int *n, struct errbuf *err);
/*
 * The rules a record names in its Ruleset tag (a built-in ruleset; none:
 * the first) into *r, their name into *name. 0, or -1 with err at the tag.
 */
int	 ryb_record_rules(const struct ryb_game *g, struct ryb_rules *r, const char **name,
	    struct errbuf *err);

/*
 * Whether the Ruleset tag of g, if it has one, names the built-in ruleset
 * r (rybareni add: the event's). 0, or -1 with err at the tag.
 */
int	 ryb_record_rules_are(const struct ryb_game *g, const struct ryb_rules *r,
	    struct errbuf *err);

struct rstream;

/*
 * Reads the records of rs one at a time, each by a reader of its own, into
 * g and calls fn(ctx, g) on each until it returns nonzero, which is left in
 * *stop (0 before); counts the games in *ngames. 0, or -1 with err on a
 * record that cannot be read.
 */
int	 ryb_each(struct rstream *rs, struct ryb_game *g,
	    int (*fn)(void *, const struct ryb_game *), void *ctx, int *stop, int *ngames,
	    struct errbuf *err);

/*
 * ryb_each over the file path, opened for the pass given (rstream_pass:
 * rs and *kept carry a file read twice from pass 1 to pass 2) and closed
 * after it unless kept. 0, or -1 with err: the file cannot be opened (line
 * 0), a record cannot be read, or, with none, the file holds no game and
 * fn stopped nothing (none at line 1).
 */
int	 ryb_each_file(const char *path, int pass, struct rstream *rs, int *kept,
	    struct ryb_game *g, int (*fn)(void *, const struct ryb_game *), void *ctx,
	    int *stop, const char *none, struct errbuf *err);

#endif /* RYB_H */
