/*
 * One interface for every game. A game is a value, not a copy: a row of the
 * game table names its names, its ruleset (keys and presets), its record
 * reader and canonical printer, its pure judge, its store hooks and its
 * report shapes. Judges return structured verdicts: callers decide by the
 * reason codes; only people read the words.
 *
 * This header is pure (no stdio, no SQLite, no CSV) so that src/rules may
 * include it. The registry (src/rules/registry.c) sits below every other
 * layer: a game's row is filled in outside src/rules (src/games/NAME.c),
 * because it points at readers and store hooks of other layers, and
 * registered with game_register; everything else reaches it through
 * game_find, game_by_file and game_at.
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
	int		 msg;		/* message id (rules/msg.h), 0 when worded by hand */
	char		 text[640];	/* the words for people, in the players' terms */
};

/*
 * The arguments of a ruling's message. A judge never words a ruling: it
 * names a message (rules/msg.h) and gives its arguments, typed; one
 * formatter in src/report (report/ruling.c) looks the message up in its
 * table, translates it (plural forms through ngettext on a named argument)
 * and fills the text (the mandoc_msg.c pattern). Strings are read during
 * the call only.
 */
enum rarg_kind {
	RARG_INT = 1,	/* i: %d, %ld, %u, %x, or the plural's count */
	RARG_STR,	/* s: a plain string (a card, a name, a square), as it is */
	RARG_WORD	/* s: a word for people, an N_() msgid translated when rendered */
};

struct rarg {
	enum rarg_kind	 kind;
	long		 i;
	const char	*s;
};

#define RARG_I(n)	((struct rarg){ RARG_INT, (long)(n), NULL })
#define RARG_S(p)	((struct rarg){ RARG_STR, 0, (p) })
#define RARG_W(p)	((struct rarg){ RARG_WORD, 0, (p) })

/*
 * The formatter: renders message msg with its na arguments into dst (at
 * most size bytes, a cut text ending in "..."). Set once at start-up by
 * the report layer (report/ruling.h), so that src/rules words nothing and
 * includes nothing of src/report.
 */
typedef void	 ruling_formatter(char *dst, size_t size, int msg, const struct rarg *a,
		    int na);
void		 verdict_set_formatter(ruling_formatter *);
/* Words a ruling: sets its message id and renders its text through the formatter. */
void		 ruling_say(struct ruling *, int msg, const struct rarg *a, int na);
/*
 * Renders a message through the formatter into dst without a ruling: the
 * words of a message that is the argument of another (a reason inside a
 * ruling), or a list's separator.
 */
void		 ruling_words(char *dst, size_t size, int msg, const struct rarg *a, int na);
/* ruling_words with the arguments inline (one at least). */
#define RULING_WORDS(dst, size, msg, ...) \
	ruling_words((dst), (size), (msg), (const struct rarg[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const struct rarg[]){ __VA_ARGS__ }) / sizeof(struct rarg)))
/* ruling_say with the arguments inline: RULING_SAY(r, RM_X, RARG_S(name), RARG_I(n)). */
#define RULING_SAY(r, msg, ...) \
	ruling_say((r), (msg), (const struct rarg[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const struct rarg[]){ __VA_ARGS__ }) / sizeof(struct rarg)))

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
/*
 * Appends a ruling built from its parts, worded by the formatter from
 * message msg (rules/msg.h) and its arguments a[0..na); returns it.
 */
struct ruling	*verdict_say(struct verdict *, int code, const char *rule, int turn,
		    int player, int msg, const struct rarg *a, int na);
/* verdict_say with the arguments inline (one at least). */
#define VERDICT_SAY(v, code, rule, turn, player, msg, ...) \
	verdict_say((v), (code), (rule), (turn), (player), (msg), \
	    (const struct rarg[]){ __VA_ARGS__ }, \
	    (int)(sizeof((const struct rarg[]){ __VA_ARGS__ }) / sizeof(struct rarg)))
/* Adds a square (x, y) to a ruling, when there is room. */
void		 ruling_square(struct ruling *, int x, int y);
/* Stable sort by turn, then player, then code (the order reports print). */
void		 verdict_sort(struct verdict *);
/*
 * Stable sort by code, then turn, then player: for games whose codes are
 * numbered in the order of the phases of play (auction, play, claim, score),
 * so that the order of the rulings comes from the codes.
 */
void		 verdict_sort_code(struct verdict *);
/* Counts the rulings with this code (0: all). */
size_t		 verdict_count(const struct verdict *, int code);
/* Empties the list, keeping its memory. */
void		 verdict_reset(struct verdict *);
/* Frees the list (not the struct); NULL is a no-op. */
void		 verdict_free(struct verdict *);

/* ------------------------------------------------------------ the game table */

/*
 * Types of other layers that a game row points at. They stay incomplete
 * here: this header names them, src/games/NAME.c fills the rows in.
 */
struct command;		/* src/cli/cli.h: a command row */
struct db;		/* src/db/db.h */
struct db_event;
struct live_game;	/* src/cli/live.h: a game's live play */
struct game_store_files; /* src/cli/game_store.h: a game's "add FILE..." hooks */

/* A command group named from a game's row ("referee battle check ..."). */
struct game_group {
	const char		*name;		/* NULL ends the list */
	const char		*summary;	/* the line of the top-level help (N_: print _(summary)) */
	const struct command	*commands;	/* the group's subcommands */
};

/* How `referee check` frames the records of a game's files. */
enum game_framing {
	GAME_FRAME_WHOLE,	/* one record a file, read whole up to the record limit */
	GAME_FRAME_RECORDS,	/* records split at blank lines, read one at a time */
	GAME_FRAME_STREAM	/* the row's record_each reads the file (.bdn: tags carry over) */
};

/*
 * One game: what the generic commands need to reach it. A new game is one
 * row, registered with game_register (see README, "Adding a game").
 */
struct game {
	const char		*name;		/* "baska": events.game, --game NAME */
	const char *const	*aliases;	/* other names, folded; NULL-terminated or NULL */
	const char		*title;		/* "Baśka", for people (N_: print _(title)) */
	const struct kv_game	*ruleset;	/* keys and presets; first preset the default */
	const char		*ext;		/* record file extension, ".bdn" */
	enum game_framing	 framing;	/* how check reads a file of records */

	/*
	 * Notation: reads every record of a buffer into a new object (free
	 * with record_free); prints it back in canonical form under rules.
	 * Returns the object, or NULL with the line and column in err.
	 */
	void			*(*record_read)(const char *buf, size_t len, struct errbuf *);
	void			 (*record_print)(const void *rec, const void *rules,
				    struct strbuf *);
	void			 (*record_free)(void *rec);
	/*
	 * The pure judge: appends every ruling on the record under rules to v.
	 * Returns the number of rulings appended, or -1 when the record cannot
	 * be judged (err says why).
	 */
	int			 (*judge)(const void *rules, const void *rec, struct verdict *v,
				    struct errbuf *err);
	/* The rules a record asks for (its Ruleset/Variant tag), or NULL. */
	const char		*(*record_ruleset)(const void *rec);
	/*
	 * GAME_FRAME_STREAM: reads the file at path one record at a time and
	 * calls each(rec, line0, arg) on every record, in order (rec is valid
	 * during the call only; its positions count from line line0). Returns
	 * 0 after the last record, -1 with err when the file cannot be read or
	 * holds no record, or the first nonzero value each returned.
	 */
	int			 (*record_each)(const char *path,
				    int (*each)(void *rec, int line0, void *arg), void *arg,
				    struct errbuf *err);

	const struct game_group	*groups;	/* its command groups, or NULL */

	/*
	 * Store hooks, NULL when the game keeps no events. event_add adds an
	 * event (ev holds the name, date, season; ruleset a preset or file,
	 * NULL the default); standings prints an event's standings in a
	 * format (enum out_format), games its games ("GAME games EVENT", or
	 * NULL). Each prints and returns an exit status.
	 */
	int			 (*event_add)(struct db_event *ev, const char *ruleset);
	int			 (*standings)(struct db *, const struct db_event *, int format);
	int			 (*games)(struct db *, const struct db_event *, int format);
	/*
	 * How its events are opened and its "add FILE..." reads, judges and
	 * stores a game (game_store_cmd_add_files), or NULL.
	 */
	const struct game_store_files *store_files;
	/* Report shapes: the reports/NAME.sql the game's commands run, NULL-terminated. */
	const char *const	*reports;
	/* Live play at one shared screen (`GAME play`), or NULL. */
	const struct live_game	*live;
};

/*
 * Registers a game row (kept, not copied: it must outlive its use). Rows are
 * kept sorted by name. Returns 0, or -1 when the name or an extension is
 * already taken or the registry is full.
 */
int		 game_register(const struct game *);
/* The i-th registered game in name order (0-based), or NULL past the last. */
const struct game *game_at(size_t i);
/* The number of registered games. */
size_t		 game_count(void);

/* Finds a game by name or alias (any case, with or without diacritics), or NULL. */
const struct game *game_find(const char *name);
/* Finds the game whose record files end in the extension of path, or NULL. */
const struct game *game_by_file(const char *path);

#endif /* RULES_GAME_H */
