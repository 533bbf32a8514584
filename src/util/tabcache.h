/*
 * A table of doubles cached in a file under $XDG_CACHE_HOME/referee/ (else
 * ~/.cache/referee/), named by a hash of a key text (src/util/tabcache.c).
 */
#ifndef TABCACHE_H
#define TABCACHE_H

#include <stddef.h>

struct kv_game;
struct strbuf;

/* The values of obj (a ruleset of kg) as key = value lines, without comments: a key text. */
void	 tabcache_key(const struct kv_game *kg, const void *obj, struct strbuf *out);
/*
 * The cache file of kind ("dice-solver") for the key text into path, and its
 * directory into dir. 0, or -1 when there is no home for it.
 */
int	 tabcache_path(const char *kind, const char *text, char *path, size_t size,
	    char *dir, size_t dsize);
/*
 * Loads n doubles into tab if path holds a whole, undamaged table for text.
 * Returns 0 when loaded, 1 when absent, -1 when present but unusable.
 */
int	 tabcache_load(const char *path, const char *text, double *tab, size_t n);
/*
 * Writes the table atomically (a temporary file in dir, then rename),
 * making dir and its parent when missing. 0, or -1 with errno.
 */
int	 tabcache_save(const char *dir, const char *path, const char *text, const double *tab,
	    size_t n);

/*
 * Fills tab (n doubles) for the key text: from the cache file of kind when
 * it holds the table undamaged, else by fill(ctx), then saved. warn(path,
 * 0) says a damaged or stale file is computed again (before fill runs),
 * warn(path, errno) that the table could not be saved.
 */
void	 tabcache_fill(const char *kind, const char *text, double *tab, size_t n,
	    void (*fill)(void *), void *ctx, void (*warn)(const char *path, int errnum));

#endif /* TABCACHE_H */
