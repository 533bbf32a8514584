/* Fuzz target: card lists as given on the command line (--hand, --trick). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/rules/baska/baska.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct errbuf	 err;
	int		 cards[16], n, i, back[16];
	char		 buf[128];

	n = cards_parse((const char *)data, size, cards, 16, &err);
	if (n < 0)
		return 0;
	/* Parsed cards are distinct, and their canonical print parses back. */
	cards_format(cards, n, buf, sizeof(buf));
	if (cards_parse(buf, strlen(buf), back, 16, &err) != n)
		abort();
	for (i = 0; i < n; i++)
		if (back[i] != cards[i] || cards[i] < 0 || cards[i] >= BASKA_NCARDS)
			abort();
	return 0;
}
