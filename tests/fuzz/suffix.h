/*
 * The ruleset part of a fuzz input: RECORD '\0' RULESET. Everything after
 * the last NUL byte is a ruleset text ("preset = fish", "repeat_shot = miss"
 * ...: key = value lines, src/util/kv.h) applied on top of the game's default
 * preset, so that one target fuzzes every variant and every knob; the text
 * before it is the record (a NUL inside it still reaches the reader, which
 * refuses it). An input without NUL is a record under the default preset.
 * A ruleset text that kv_parse refuses leaves the input unjudged, as the
 * command line refuses it; one that parses also prints and parses back to
 * the same ruleset.
 */
#ifndef FUZZ_SUFFIX_H
#define FUZZ_SUFFIX_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/util/kv.h"
#include "../../src/util/util.h"

/*
 * Splits data: returns the length of the record; *obj is the default preset
 * with the ruleset text applied (the preset alone when there is none).
 * Returns (size_t)-1 when the ruleset text is refused.
 */
static size_t
fuzz_suffix_rules(const struct kv_game *g, const uint8_t *data, size_t size, void *obj)
{
	static unsigned char	 back[4096];
	const uint8_t		*nul = NULL, *p;
	struct errbuf		 err;
	struct strbuf		 sb = { 0 };
	char			*text;
	int			 rc;

	memcpy(obj, g->presets[0].obj, g->size);
	for (p = data; p < data + size; p++)
		if (*p == '\0')
			nul = p;
	if (nul == NULL)
		return size;
	text = xstrndup((const char *)nul + 1, size - (size_t)(nul + 1 - data));
	rc = kv_parse(g, obj, text, &err);
	free(text);
	if (rc != 0)
		return (size_t)-1;
	/* What parses prints, and reads back to the same ruleset. */
	kv_print(g, NULL, obj, &sb);
	memcpy(back, g->presets[0].obj, g->size);
	if (g->size > sizeof(back) || kv_parse(g, back, sb_str(&sb), &err) != 0 ||
	    memcmp(obj, back, g->size) != 0)
		abort();
	sb_free(&sb);
	return (size_t)(nul - data);
}

#endif /* FUZZ_SUFFIX_H */
