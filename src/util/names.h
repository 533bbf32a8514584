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

/*
 * The one matcher of a name a person types (name_pick): the typed name
 * against the names it may mean, each with whose it is (a player has a name
 * and maybe aliases) and the narrowest scope it is in (0 the table, 1 the
 * event, 2 the database: any order of small numbers, narrowest first).
 * In this order: the same key (an exact spelling wins among several); the
 * same words in another order ("Szczypior Józef"); some of a name's words
 * ("Szczypior", "józef"), taken from the narrowest scope that has one; with
 * typo, a near name in scope 0 when only one is nearest. Words are split at
 * spaces and hyphens. Otherwise the nearest names (edit distance on the
 * keys, the words in either order or one word alone) are suggested.
 */
#define NAME_PICK_MAX	3
struct name_cand {
	const char	*name;		/* the name or an alias */
	long long	 id;		/* whose */
	int		 scope;		/* the narrowest scope it is in */
};
enum name_how { NAME_NONE, NAME_ONE, NAME_SEVERAL };
struct name_pick {
	enum name_how	 how;
	size_t		 one;		/* NAME_ONE: the candidate */
	int		 typo;		/* NAME_ONE found as a typo */
	int		 count;		/* NAME_SEVERAL: how many people match */
	int		 n;		/* the candidates in list */
	size_t		 list[NAME_PICK_MAX];	/* the several (Polish order), or the nearest */
	int		 dist[NAME_PICK_MAX];	/* their edit distances (the nearest) */
};
void	 name_pick(const char *typed, const struct name_cand *, size_t n, int typo,
	    struct name_pick *);
/*
 * Whether an edit distance d is near enough to suggest a name for a key of
 * keylen bytes: 1 edit, an edit in every 3 bytes, or 2 from 5 bytes on.
 */
int	 name_near(int d, size_t keylen);

#endif /* NAMES_H */
