/*
 * Flota records (.flota, referee-notation(5)): a streaming reader that hands
 * out a record's tags and then its turns one at a time, the canonical
 * printer, and the parsers of a fleet and of one turn line that live play
 * reuses. Neither reads files nor prints; the caller owns the buffer, which
 * must outlive the reader.
 *
 *   [Event "Flota, wieczór 1"]
 *   [Players "Ala; Olek"]
 *   [Fleet1 "P C4 K E2 T H8 S J1"]
 *   [Fleet2 "P E5 K B9 T H8 S J1"]
 *   [Play]
 *   1 P: x D5 oparzony P, > C5
 */
#ifndef NOTATION_FLOTA_H
#define NOTATION_FLOTA_H

#include <stddef.h>

#include "../rules/flota/flota.h"
#include "../util/util.h"

#define FLOTA_NAME_MAX	64	/* bytes of a player's name, with NUL */

/* The tags of one record. */
struct flota_header {
	char			 event[128];
	char			 date[16];
	char			 ruleset[FLOTA_NAME_MAX];	/* as written, or "" */
	int			 ruleset_line, ruleset_col;
	int			 nplayers;			/* 0 or 2 */
	char			 players[2][FLOTA_NAME_MAX];
	struct flota_fleet	 fleet[2];
	int			 fleet_line[2];
	int			 line;		/* the record's first tag line */
	int			 play_line;	/* the [Play] line, or 0 when absent */
};

/* Reader state; fill with flota_reader_init. No allocation: nothing to free. */
struct flota_reader {
	const char		*text, *end;
	const char		*p;		/* start of the next unread line */
	int			 line;		/* number of the line at p, 1-based */
	int			 failed;	/* a parse error stopped the reader */
	int			 in_record;	/* tags read, turns may follow */
	struct flota_header	 hdr;		/* the record being read */
};

/* Starts reading the len bytes at text (NUL not required). */
void	 flota_reader_init(struct flota_reader *, const char *text, size_t len);
/*
 * Reads the tags of the next record (skipping the unread turns of the
 * previous one) into *h. Returns 1 when a record begins, 0 at the end of the
 * text, -1 on a parse error with line, column and what was expected in err;
 * after an error every further call returns -1.
 */
int	 flota_read_header(struct flota_reader *, struct flota_header *h, struct errbuf *err);
/*
 * Reads the next turn of the current record into *t. Returns 1 when a turn
 * was read, 0 at the end of the record (the end of the text or the next
 * record's tags), -1 on a parse error.
 */
int	 flota_read_turn(struct flota_reader *, struct flota_turn *t, struct errbuf *err);

/*
 * Reads every record of text, calling hfn on each header and tfn on each
 * turn (either may be NULL; a nonzero return stops and is returned).
 * Returns 0, or -1 on a parse error. Needs no files: the fuzz entry.
 */
int	 flota_parse(const char *text, size_t len,
	    int (*hfn)(const struct flota_header *, void *),
	    int (*tfn)(const struct flota_header *, const struct flota_turn *, void *),
	    void *arg, struct errbuf *err);

/*
 * Parses a fleet: TYPE SQUARE pairs separated by blanks, commas or new
 * lines ("P C4 K E2 T H8 S J1"; "pancernik: c4"), '#' comments. s..e may span
 * lines; line is the number of the line starting at bol (positions in err and
 * in the ships are counted from there). Returns 0 or -1.
 */
int	 flota_fleet_parse(const char *s, const char *e, int line, const char *bol,
	    struct flota_fleet *f, struct errbuf *err);

/* Flags of flota_line_parse. */
#define FLOTA_LINE_RECORD	0x1	/* a record line: player, type and answers required */

/*
 * Parses one turn line s..e (no newline) into *t: "[PLAYER] TYPE: ACTION,
 * ...". PLAYER is 1, 2 or a name of players (may be NULL); without
 * FLOTA_LINE_RECORD the player (t->player = 0), the "TYPE:" part (t->type =
 * -1: actions that continue the turn in progress) and the answers may be
 * left out. bol is the start of the line, for columns. Returns 0 or -1.
 */
int	 flota_line_parse(const char *s, const char *e, int line, const char *bol,
	    const char (*players)[FLOTA_NAME_MAX], int nplayers, int flags,
	    struct flota_turn *t, struct errbuf *err);

/* Appends the canonical tags ("[Play]" last) of a record. */
void	 flota_print_header(const struct flota_header *, struct strbuf *);
/* Appends the canonical "P C4 K E2 T H8 S J1" of a fleet (entries in type order). */
void	 flota_print_fleet(const struct flota_fleet *, struct strbuf *);
/* Appends one turn line in canonical form, with its newline. */
void	 flota_print_turn(const struct flota_turn *, struct strbuf *);

/*
 * The rules a record's Ruleset tag names (h, a built-in name only; NULL or
 * no tag: flota) into *r. 0, or -1 with err at the tag.
 */
int	 flota_header_rules(const struct flota_header *h, struct flota_rules *r,
	    struct errbuf *err);
/* A fleet file's text (buf, len) into *f: TYPE SQUARE pairs, at least one. 0 or -1. */
int	 flota_fleet_read(const char *buf, size_t len, void *f, struct errbuf *err);
/*
 * The record whose header h the reader rd stands after, appended to sb in
 * canonical form: its tags, then every turn. 0, or -1 with err.
 */
int	 flota_canonical(struct flota_reader *rd, const struct flota_header *h,
	    struct strbuf *sb, struct errbuf *err);

/* Called on each record of a file, the reader standing after its header h: 0, or -1 (err). */
typedef int (*flota_record_fn)(void *ctx, struct flota_reader *, const struct flota_header *h,
    int nrec, struct errbuf *);
/*
 * Every record of file ('-': stdin), one at a time through a bounded window
 * (rstream). A first pass finds a parse error before any record is handed
 * to fn; the second hands each record to fn. Returns the number of records,
 * or -1 with err.
 */
int	 flota_each_record(const char *file, flota_record_fn, void *ctx, struct errbuf *);

#endif /* NOTATION_FLOTA_H */
