/*
 * Fuzz target: the .bdn reader. Every record it accepts prints canonically,
 * reads back equal, prints byte for byte the same again, and can be judged.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/notation/bdn.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static int
each(const struct baska_deal *d, void *arg)
{
	struct strbuf		 a = { 0 }, b = { 0 };
	struct errbuf		 err;
	struct baska_deal	 back;
	struct baska_verdict	 v;
	struct bdn_reader	 r;

	(void)arg;
	bdn_print(d, &a);
	bdn_reader_init(&r, sb_str(&a), a.len);
	if (bdn_read(&r, &back, &err) != 1 || !bdn_equal(d, &back))
		abort();
	bdn_print(&back, &b);
	if (strcmp(sb_str(&a), sb_str(&b)) != 0)
		abort();
	baska_judge(&baska_psb, d, &v, &err);
	sb_free(&a);
	sb_free(&b);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct errbuf	 err;

	bdn_parse((const char *)data, size, each, NULL, &err);
	return 0;
}
