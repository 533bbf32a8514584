/*
 * Matching and ordering people's and events' names the way a Polish referee
 * reads them: "brunon  szulc" is "Brunon Szulc", "Grzegorz Brzeczyszczykiewicz"
 * is "Grzegorz Brzęczyszczykiewicz", a typo is found by its edit distance,
 * and lists sort Ł after L and Ś after S, not after Z. Pure: no I/O.
 */
#ifndef NAMES_H
#define NAMES_H

#include <stddef.h>

/*
 * The key two names match by: case and Polish/Czech diacritics folded,
 * runs of white space made one space, none at the ends. Writes at most
 * size - 1 bytes and a NUL.
 */
void	 name_key(const char *name, char *key, size_t size);
/* The edit distance (Levenshtein, on the keys' bytes) of two keys, capped at 99. */
int	 name_distance(const char *akey, const char *bkey);
/*
 * Compares two names in Polish alphabetical order (a ą b c ć ... z ź ż),
 * case-insensitive first, then by bytes so that the order is total. Returns
 * <0, 0 or >0 like strcmp.
 */
int	 name_collate(const char *a, const char *b);

#endif /* NAMES_H */
