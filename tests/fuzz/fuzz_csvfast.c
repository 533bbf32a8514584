/*
 * Fuzz target: the CSV reader's fast path (plain lines split in place,
 * issue 31) against libcsv, on any input (tests/fuzz/csv_diff.h): the same
 * results, records, field columns and errors at every call, or abort. Its
 * inputs are the import target's (tests/fuzz/run.sh).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "csv_diff.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	 why[512];

	if (csv_diff((const char *)data, size, NULL, NULL, why, sizeof(why)) < 0) {
		fprintf(stderr, "fuzz_csvfast: %s\n", why);
		abort();
	}
	return 0;
}
