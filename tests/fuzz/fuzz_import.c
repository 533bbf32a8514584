/*
 * Fuzz target: referee import, the whole path (libcsv reading, header, row
 * validation, scoring, the database writes) into a fresh in-memory database.
 * The input is written to a temporary file because import streams a path.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../src/cli/cli.h"
#include "../../src/cli/commands.h"

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char	 path[64];
	static int	 quiet;
	char		*argv[] = { "import", path, NULL };
	FILE		*f;

	if (!quiet) {
		/* The command prints what it imported; its errors stay on stderr. */
		if (freopen("/dev/null", "w", stdout) == NULL)
			abort();
		snprintf(path, sizeof(path), "/tmp/referee-fuzz-import-%ld.csv", (long)getpid());
		quiet = 1;
	}
	if ((f = fopen(path, "wb")) == NULL)
		abort();
	if (size > 0 && fwrite(data, 1, size, f) != size)
		abort();
	fclose(f);
	cli_db_path = ":memory:";
	cli_getopt_reset();
	cmd_import(2, argv);
	unlink(path);
	return 0;
}
