/*
 * Manewry Morskie records (.mm, referee-notation(5)) and board maps (the
 * grid of referee-manewry(7) §6): a streaming reader over a caller's buffer that is
 * lenient in what it accepts, and the canonical printers.
 *
 *   [Players "Ania; Bartek"]
 *   [First "1"]
 *   [Setup1 "PA A1 PA B1 … BA C4 BA E4 BA H4 BA J4"]
 *   [Setup2 "…"]
 *   [Play]
 *   1: D3-D4-D5
 *   2: G18-G17 x F15
 *   1: C5 mine C6
 */
#ifndef NOTATION_MM_H
#define NOTATION_MM_H

#include <stddef.h>

#include "../rules/manewry/manewry.h"
#include "../util/util.h"

/* The tags of a record. */
struct mm_header {
	char		 event[128];
	char		 date[16];
	char		 ruleset[64];		/* folded; "" when absent */
	int		 ruleset_line, ruleset_col;
	int		 has_players;
	char		 players[2][64];
	int		 first;			/* 1, 2, or 0 when absent */
	int		 has_setup[2];
	struct mm_setup	 setup[2];
	int		 setup_line[2];
};

/* Reader state; fill with mm_reader_init. Nothing to free. */
struct mm_reader {
	const char	*p, *end;
	const char	*bol;		/* start of the current line */
	int		 line;
	int		 failed;
	int		 in_play;	/* past the header */
	int		 seen;		/* tag bits */
	int		 last_line;	/* last line read */
	const struct mm_map *map;	/* the board, set by a caller that knows it: the
					   range errors name (NULL: the notation's A1-Z99) */
};

/* Starts reading len bytes at text (need not be NUL-terminated, may hold any bytes). */
void	 mm_reader_init(struct mm_reader *, const char *text, size_t len);
/*
 * Reads the tags up to the first turn (or the end) into *h (zeroed first).
 * Returns 0, or -1 with line, column and what was expected in err.
 */
int	 mm_read_header(struct mm_reader *, struct mm_header *h, struct errbuf *err);
/*
 * Reads the next turn into *t. Returns 1 when a turn was read, 0 at the end,
 * -1 on a parse error (err filled; every further call returns -1).
 */
int	 mm_read_turn(struct mm_reader *, const struct mm_header *h, struct mm_turn *t,
	    struct errbuf *err);
/*
 * The player that n bytes at s name before a turn's ':': "1", "2", or a
 * name of h's Players tag (folded: case and diacritics do not count).
 * Returns 1 or 2, or 0 when they name neither.
 */
int	 mm_turn_player(const struct mm_header *h, const char *s, size_t n);

/* A whole record in memory (for the printer, the fuzz targets and play). */
struct mm_record {
	struct mm_header h;
	size_t		 nturns, cap;
	struct mm_turn	*turns;
};

/* Parses a whole record; the caller zeroes *rec and frees it with mm_record_free. 0 or -1. */
int	 mm_parse(const char *text, size_t len, struct mm_record *rec, struct errbuf *err);
/* Appends a turn to a record (play). */
void	 mm_record_add(struct mm_record *, const struct mm_turn *);
void	 mm_record_free(struct mm_record *);

/* Appends the canonical text: tags in a fixed order, setups by square, one turn a line. */
void	 mm_print(const struct mm_record *, struct strbuf *);
/* Appends the tag lines only (a record written as the game goes). */
void	 mm_print_header(const struct mm_header *, struct strbuf *);
/* Appends one turn line, "1: D3-D4 x E6 mine C4", with a newline. */
void	 mm_print_turn(const struct mm_turn *, struct strbuf *);
/* Appends the CODE SQUARE pairs of a setup, sorted by square. */
void	 mm_print_setup(const struct mm_setup *, struct strbuf *);
/* qsort order of struct mm_placed in a printed setup: row, column, unit. */
int	 mm_placed_cmp(const void *, const void *);

/*
 * Parses one setup written as CODE SQUARE pairs (the Setup tag's value, or
 * a setup file of any number of lines; '#' starts a comment). Positions in
 * err and in the placed units are relative to text (line 1 = first line)
 * plus line0/col0 for the first line. map, when not NULL, is the board
 * whose range a malformed square's error names. 0 or -1.
 */
int	 mm_setup_parse(const char *text, size_t len, int line0, int col0,
	    const struct mm_map *map, struct mm_setup *, struct errbuf *err);
/*
 * Parses one turn from a line without its "PLAYER:" prefix when player is
 * given (play reads typed turns); map as for mm_setup_parse. 0 or -1
 * with err col.
 */
int	 mm_turn_parse(const char *s, size_t n, int player, const struct mm_map *map,
	    struct mm_turn *t, struct errbuf *err);

/*
 * Reads a board map in the grid form of referee-manewry(7) §6: an optional header
 * line of column letters, then one line a row, optionally led by its row
 * number, squares optionally separated by single blanks; two or more blanks
 * after the squares start a remark. Returns 0 or -1 with line and column.
 */
int	 mm_map_read(const char *text, size_t len, struct mm_map *m, struct errbuf *err);
/* Appends the map as a grid with column letters and row numbers. */
void	 mm_map_print(const struct mm_map *m, struct strbuf *sb);
/*
 * A map file's text read over the map of rules (a struct mm_rules), then
 * the rules checked with it (manewry_ruleset_game's validate). 0 or -1.
 */
int	 mm_map_file_read(const char *text, size_t len, void *rules, struct errbuf *err);

/*
 * The rules a record's Ruleset tag names (h: a built-in ruleset only; NULL
 * or no tag: manewry) into *r, their name into *name. 0, or -1 with err at
 * the tag.
 */
int	 mm_header_rules(const struct mm_header *h, struct mm_rules *r, const char **name,
	    struct errbuf *err);
/*
 * Whether the header read by rd holds both Setup tags that a record to be
 * judged needs: 0, or -1 with err at the last line read.
 */
int	 mm_header_setups(const struct mm_reader *rd, const struct mm_header *h,
	    struct errbuf *err);
/* A record's text printed back in canonical form, appended to sb. 0, or -1 with err. */
int	 mm_canonical(const char *text, size_t len, struct strbuf *sb, struct errbuf *err);

#endif /* NOTATION_MM_H */
