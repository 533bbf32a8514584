/*
 * Fuzz target: the key = value ruleset reader, under the key table of every
 * game (Baśka, Generał, the fleet variants). What parses prints, and what
 * prints parses back to the same ruleset (printed with or without its preset
 * line); what is refused says where. Short inputs are also ruleset names.
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

/*
 * A short input without '/' or '.' is also a ruleset name (a record's
 * Ruleset tag, --ruleset NAME): it loads exactly when it names a preset, and
 * then as that preset.
 */
static void
name_check(const struct kv_game *g, const char *text)
{
	unsigned char		 obj[4096];
	const struct kv_preset	*pr;
	const char		*errfile;
	struct errbuf		 err;
	int			 rc;

	if (strlen(text) > 32 || strpbrk(text, "/.") != NULL)
		return;
	pr = kv_preset_find(g, text);
	rc = kv_load_name(g, text, obj, &err);
	if (rc != (pr != NULL ? 0 : -1) || (pr != NULL && memcmp(obj, pr->obj, g->size) != 0))
		abort();
	if (*text == '\0')
		return;	/* kv_load: no name, the default */
	rc = kv_load(g, text, obj, &errfile, &err);
	if (rc != (pr != NULL ? 0 : -1) || (pr != NULL && memcmp(obj, pr->obj, g->size) != 0))
		abort();
}

static void
one(const struct kv_game *g, const char *text, int named)
{
	unsigned char	 obj[4096], back[4096];
	struct errbuf	 err;
	struct strbuf	 sb = { 0 };

	if (g->size > sizeof(obj))
		abort();
	name_check(g, text);
	memcpy(obj, g->presets[0].obj, g->size);
	if (kv_parse(g, obj, text, &err) == 0) {
		/* Printed with or without the preset line that starts it. */
		kv_print(g, named ? g->presets[0].name : NULL, obj, &sb);
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
		one(kv_games[i], text, size > 0 && (data[0] & 1));
	free(text);
	return 0;
}
