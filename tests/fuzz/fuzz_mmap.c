/* Fuzz target: the Manewry Morskie board map reader (grid files and the ruleset's rows). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/mm.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct mm_map	 m, back;
	struct errbuf	 err;
	struct strbuf	 a = { 0 };
	char		*s;

	memset(&m, 0, sizeof(m));
	if (mm_map_read((const char *)data, size, &m, &err) == 0) {
		/* The printed grid reads back as the same map, in both forms. */
		mm_map_print(&m, &a);
		memset(&back, 0, sizeof(back));
		if (mm_map_read(sb_str(&a), a.len, &back, &err) != 0)
			abort();
		if (memcmp(&m, &back, sizeof(m)) != 0)
			abort();
		sb_reset(&a);
		mm_map_print_rows(&m, &a);
		memset(&back, 0, sizeof(back));
		if (mm_map_parse_rows(&back, sb_str(&a), &err) != 0)
			abort();
		if (memcmp(&m, &back, sizeof(m)) != 0)
			abort();
	}
	/* The same bytes as a ruleset's map value. */
	s = xstrndup((const char *)data, size);
	mm_map_parse_rows(&back, s, &err);
	free(s);
	sb_free(&a);
	return 0;
}
