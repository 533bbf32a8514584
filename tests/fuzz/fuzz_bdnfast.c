/*
 * Fuzz target: the .bdn reader's fast path (the canonical layout, issue 31)
 * against the general reader, on any input (tests/fuzz/bdn_diff.h): the same
 * results, deals, reader states and errors at every call, or abort. Its
 * inputs are the bdn target's (tests/fuzz/run.sh), whose generated seeds
 * are canonical records that the fast path reads.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "bdn_diff.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	 why[512];

	if (bdn_diff((const char *)data, size, NULL, NULL, why, sizeof(why)) < 0) {
		fprintf(stderr, "fuzz_bdnfast: %s\n", why);
		abort();
	}
	return 0;
}
