/*
 * Rulesets as data. A game describes the fields of its ruleset struct in a
 * table of keys; one reader turns "key = value" lines into that struct and
 * one printer writes every key back in the same form, so that
 *   referee ruleset show psb > ours.rules; edit; --ruleset ours.rules
 * round-trips. Built-in presets are plain structs named in the game table.
 */
#ifndef KV_H
#define KV_H

#include <stddef.h>

#include "util.h"

enum kv_type {
	KV_BOOL,	/* int: true/false, yes/no, on/off, 1/0 */
	KV_INT,		/* int in [min, max] */
	KV_INTS,	/* int[n], each in [min, max], separated by commas or spaces */
	KV_ENUM,	/* int: index into names[] */
	KV_FLAGS,	/* unsigned: bit i = names[i]; "none" for 0; comma separated */
	KV_CUSTOM	/* parse/print callbacks own the field */
};

struct kv_key {
	const char	 *name;
	enum kv_type	  type;
	size_t		  off;		/* offsetof(struct ..., field) */
	long		  min, max;	/* KV_INT, KV_INTS */
	int		  n;		/* KV_INTS: number of values */
	const char *const *names;	/* KV_ENUM, KV_FLAGS: NULL-terminated */
	/*
	 * KV_CUSTOM: parse val into the field; 0 or -1 with err (col relative to val,
	 * 1-based). A custom key without print is an old name of another key's field,
	 * read so that older files still load and never written; a file may not give
	 * both names.
	 */
	int		(*parse)(void *field, const char *val, struct errbuf *);
	void		(*print)(const void *field, struct strbuf *);
	const char	 *help;		/* one line, printed as a comment (N_: kv_print translates it) */
};

struct kv_preset {
	const char	*name;
	const void	*obj;		/* a struct of size kv_game.size */
	const char	*help;		/* one line for people (N_: print _(help)) */
};

struct kv_game {
	const char		*game;		/* "baska", "dice", "fleet" */
	const struct kv_key	*keys;		/* terminated by name == NULL */
	size_t			 size;		/* sizeof the ruleset struct */
	const struct kv_preset	*presets;	/* terminated by name == NULL; first = default */
	/* Optional whole-struct check after parsing; 0 or -1 with err. */
	int			(*validate)(const void *obj, struct errbuf *);
};

/* Finds a preset by (folded) name, or NULL. */
const struct kv_preset *kv_preset_find(const struct kv_game *, const char *name);

/*
 * Applies "key = value" lines of text on top of obj (which the caller has
 * filled, normally with the default preset). A line "preset = NAME" first
 * resets obj to that preset. Unknown keys, duplicate keys and bad values are
 * refused with their line and column. Returns 0 or -1.
 */
int	 kv_parse(const struct kv_game *, void *obj, const char *text, struct errbuf *);

/* Appends every key of obj in file form, with the help lines as comments. */
void	 kv_print(const struct kv_game *, const char *preset_name, const void *obj, struct strbuf *);

/*
 * Loads a ruleset: arg is a preset name, or else the path of a file of
 * key = value lines applied over the game's default preset. NULL arg = the
 * default. On error, err names the position and *errfile is set to the path
 * (NULL when arg was not a file). Returns 0 or -1.
 */
int	 kv_load(const struct kv_game *, const char *arg, void *obj,
	    const char **errfile, struct errbuf *);

/*
 * Loads a ruleset named inside a record: a preset name only, never a file
 * (a record that named a path could make the tool open any file). Returns
 * 0, or -1 with err saying which names there are.
 */
int	 kv_load_name(const struct kv_game *, const char *name, void *obj, struct errbuf *);

#endif /* KV_H */
