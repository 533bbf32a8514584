/*
 * Fuzz target: the key = value ruleset reader, under the key table of every
 * game (Baśka, Generał, the fleet variants). What parses prints, and what
 * prints parses back to the same ruleset; what is refused says where.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/util/kv.h"
#include "../../src/rules/baska/baska.h"
#include "../../src/rules/dice/dice.h"
#include "../../src/rules/fleet/fleet.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static const struct kv_game *const kv_games[] = {
	&baska_ruleset_game, &dice_ruleset_game, &fleet_ruleset_game,
};

static void
one(const struct kv_game *g, const char *text)
{
	unsigned char	 obj[4096], back[4096];
	struct errbuf	 err;
	struct strbuf	 sb = { 0 };

	if (g->size > sizeof(obj))
		abort();
	memcpy(obj, g->presets[0].obj, g->size);
	if (kv_parse(g, obj, text, &err) == 0) {
		kv_print(g, NULL, obj, &sb);
		memcpy(back, g->presets[0].obj, g->size);
		if (kv_parse(g, back, sb_str(&sb), &err) != 0 || memcmp(obj, back, g->size) != 0)
			abort();
	} else if (err.line < 0 || err.col < 0)
		abort();
	sb_free(&sb);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	*text;
	size_t	 i;

	if (memchr(data, '\0', size) != NULL)
		return 0;	/* file_read refuses NUL bytes before any parser runs */
	text = xstrndup((const char *)data, size);
	for (i = 0; i < sizeof(kv_games) / sizeof(kv_games[0]); i++)
		one(kv_games[i], text);
	free(text);
	return 0;
}
