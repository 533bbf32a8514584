/*
 * The C side of the rating oracle (tests/rating/oracle.sh): reads matches
 * from standard input and rates them with src/rules/rating.c, then prints
 * every player's mean and deviation, for tests/rating/oracle.mjs to compare
 * with npm's openskill.
 *
 *	model plackett_luce|bradley_terry
 *	match NTEAMS SIZE... RANK... ID...
 *
 * Output: "ID MU SIGMA" per player in the order of first play, 15 decimals.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "../../src/rules/rating.h"

static int
read_match(struct rating_book *b, int event)
{
	int	 nt, size[RATING_TEAMS_MAX], rank[RATING_TEAMS_MAX], t, n = 0, k;
	int64_t	 ids[RATING_TEAMS_MAX * 8];
	struct errbuf err;

	if (scanf("%d", &nt) != 1 || nt < 2 || nt > RATING_TEAMS_MAX)
		return -1;
	for (t = 0; t < nt; t++) {
		if (scanf("%d", &size[t]) != 1 || size[t] < 1 || n + size[t] > RATING_TEAMS_MAX * 8)
			return -1;
		n += size[t];
	}
	for (t = 0; t < nt; t++)
		if (scanf("%d", &rank[t]) != 1)
			return -1;
	for (k = 0; k < n; k++)
		if (scanf("%" SCNd64, &ids[k]) != 1)
			return -1;
	if (rating_book_match(b, event, nt, size, rank, ids, &err) == -1) {
		fprintf(stderr, "oracle_driver: %s\n", err.msg);
		return -1;
	}
	return 0;
}

int
main(void)
{
	struct rating_params	 p = rating_openskill;
	struct rating_book	 b;
	char			 word[32];
	size_t			 i;

	rating_book_init(&b, &p);
	while (scanf("%31s", word) == 1) {
		if (strcmp(word, "model") == 0) {
			if (scanf("%31s", word) != 1)
				return 2;
			b.p.model = strcmp(word, "bradley_terry") == 0 ? RATING_BRADLEY_TERRY :
			    RATING_PLACKETT_LUCE;
		} else if (strcmp(word, "match") != 0 || read_match(&b, 0) == -1) {
			fprintf(stderr, "oracle_driver: bad input at '%s'\n", word);
			return 2;
		}
	}
	for (i = 0; i < b.n; i++)
		printf("%" PRId64 " %.15f %.15f\n", b.pl[i].id, b.pl[i].r.mu, b.pl[i].r.sigma);
	rating_book_free(&b);
	return 0;
}
