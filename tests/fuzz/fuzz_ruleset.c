/* Fuzz target: the key = value ruleset reader (every game's key table). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/util/kv.h"
#include "../../src/rules/baska/baska.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct baska_rules	 r;
	struct errbuf		 err;
	struct strbuf		 sb = { 0 };
	char			*text;

	if (memchr(data, '\0', size) != NULL)
		return 0;	/* file_read refuses NUL bytes before any parser runs */
	text = xstrndup((const char *)data, size);
	memcpy(&r, &baska_psb, sizeof(r));
	if (kv_parse(&baska_ruleset_game, &r, text, &err) == 0) {
		/* What parses prints, and what prints parses back to the same. */
		struct baska_rules back;

		kv_print(&baska_ruleset_game, NULL, &r, &sb);
		memcpy(&back, &baska_psb, sizeof(back));
		if (kv_parse(&baska_ruleset_game, &back, sb_str(&sb), &err) != 0 ||
		    memcmp(&r, &back, sizeof(r)) != 0)
			abort();
	} else if (err.line < 0 || err.col < 0)
		abort();
	sb_free(&sb);
	free(text);
	return 0;
}
