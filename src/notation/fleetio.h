/*
 * Readers and printers of the battleship records (referee-notation(5)):
 * a board (.board) is a grid of '.' water and '#' / 'X' / 'O' ship squares,
 * a match (.battle) is two boards and the shots "PLAYER SQUARE ANSWER".
 *
 * Both readers take a buffer and its length (it need not be NUL-terminated,
 * NUL bytes are refused), so a fuzzer can drive them. Errors carry the line
 * and column (in characters) of what could not be read.
 *
 * Lines: '#' starts a comment, except that in a board a line made only of
 * grid characters (after an optional row number) is a row of the grid, so
 * "# # . ." is a row and "# player 1" (or a lone "#") a comment. A row may
 * end in a comment, which starts at the last '#' before the first character
 * that cannot be part of a grid. A header line "A B C ..."
 * and row numbers are accepted and ignored.
 */
#ifndef FLEETIO_H
#define FLEETIO_H

#include <stddef.h>

#include "../util/util.h"
#include "../rules/fleet/fleet.h"
#include "../rules/fleet/battle.h"

/* Reads a .board text into grid. Returns 0 or -1 with err. */
int	 fleetio_board_parse(const char *buf, size_t len, struct fleet_grid *, struct errbuf *);

/* Appends the grid in canonical form: a header line, then "NN  . # ..." rows. */
void	 fleetio_grid_print(const struct fleet_grid *, struct strbuf *);

struct battle_shot {
	int	 line;			/* source line */
	int	 col;			/* column of the square */
	int	 acol;			/* column of the answer */
	int	 player;		/* 1 or 2 */
	int	 x, y;			/* may lie outside the board */
	int	 answer;		/* enum fleet_answer, set by fleetio_battle_answers */
	char	 word[2 * FLEET_NAME];	/* the answer as written */
};

/* A tag other than Board and Variant ([Event "..."], [Date "..."] ...), kept in order. */
struct battle_tag {
	char	 name[32];
	char	 value[128];
};

/* A match record. Zero-initialise; free with fleetio_battle_free. */
struct battle_record {
	char			 variant[32];	/* [Variant "..."] or "" */
	struct battle_tag	*tags;
	size_t			 ntags;
	int			 variant_line, variant_col;
	int			 board_line[2];	/* line of each [Board] tag */
	struct fleet_grid	 board[2];
	struct battle_shot	*shots;
	size_t			 nshots;
};

/* Reads a .battle text. The caller frees rec with fleetio_battle_free. Returns 0 or -1. */
int	 fleetio_battle_parse(const char *buf, size_t len, struct battle_record *,
	    struct errbuf *);
/*
 * Interprets every shot's answer word under the rules (fleet_answer_parse).
 * Returns 0, or -1 with the line and column of the first unknown word.
 */
int	 fleetio_battle_answers(struct battle_record *, const struct fleet_rules *,
	    struct errbuf *);
/* Frees the shots and tags of a record (not the record itself). */
void	 fleetio_battle_free(struct battle_record *);
/* The judge's calls (battle_judge): the record's shots, which it keeps owning. Free with free(). */
struct battle_call *fleetio_battle_calls(const struct battle_record *);
/*
 * Appends a record in canonical form: the Variant tag (when set), the other
 * tags in their order, both boards, and the shots with the rules' own answer
 * words.
 */
void	 fleetio_battle_print(const struct battle_record *, const struct fleet_rules *,
	    struct strbuf *);

/*
 * The rules of a board or a match: the preset variant (NULL: classic), then
 * ruleset, a preset name or a file of keys applied over the variant. *name
 * is the preset's main name (statki is classic) when no file was applied,
 * else NULL. Returns 0, or -1 with err and *errfile the file it concerns
 * (NULL for an option's value).
 */
/* The variant names accepted: "classic (statki), boats (skansen-lodzie, ...), ...". */
void	 fleetio_variant_names(char *buf, size_t size);
int	 fleetio_rules(const char *variant, const char *ruleset, struct fleet_rules *,
	    const char **name, const char **errfile, struct errbuf *);
/*
 * Reads the .battle record at path ('-': stdin) and its rules: variant,
 * else the record's own Variant tag, then ruleset (fleetio_rules), and
 * interprets the answers in them. Returns 0, or -1 with err and *errfile
 * (the record's path, the ruleset file or NULL); rec is freed then.
 */
int	 fleetio_battle_load(const char *path, const char *variant, const char *ruleset,
	    struct battle_record *, struct fleet_rules *, const char **name,
	    const char **errfile, struct errbuf *);

/*
 * A shot typed in live play: "C4", or "1 C4" (a player, a blank, the
 * square); what follows the square is not read. Sets *who when a player is
 * given, the square in *x, *y, and the square's text in *tok, *len.
 * Returns 0, or -1 when that text is not a square.
 */
int	 fleetio_shot_read(const char *line, int *who, int *x, int *y, const char **tok,
	    size_t *len);

#endif /* FLEETIO_H */
