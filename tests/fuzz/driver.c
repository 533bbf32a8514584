/*
 * Replays fuzz inputs without libFuzzer: every file named on the command line
 * (directories are walked one level) goes through LLVMFuzzerTestOneInput once.
 * "make check" runs each target over its seeds and tests/fuzz/regress/ so a
 * crash found once stays fixed. FUZZ_SLOW=US: every input that took US
 * microseconds or more is named on stderr with its time (what makes a
 * target slow).
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);
/* Optional, as with libFuzzer: a target's one-time set-up. */
int	 LLVMFuzzerInitialize(int *, char ***) __attribute__((weak));

static int
replay(const char *path)
{
	FILE		*f;
	struct timespec	 t0, t1;
	const char	*slow = getenv("FUZZ_SLOW");
	uint8_t		*buf;
	long		 n, us;

	if ((f = fopen(path, "rb")) == NULL) {
		perror(path);
		return -1;
	}
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = malloc((size_t)n + 1);
	if (buf == NULL || fread(buf, 1, (size_t)n, f) != (size_t)n) {
		fclose(f);
		free(buf);
		return -1;
	}
	fclose(f);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	LLVMFuzzerTestOneInput(buf, (size_t)n);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	us = (t1.tv_sec - t0.tv_sec) * 1000000L + (t1.tv_nsec - t0.tv_nsec) / 1000;
	if (slow != NULL && us >= atol(slow))
		fprintf(stderr, "%ld us %s\n", us, path);
	free(buf);
	return 0;
}

int
main(int argc, char **argv)
{
	struct stat	 st;
	struct dirent	*de;
	DIR		*d;
	char		 path[4096];
	int		 i, count = 0;

	if (LLVMFuzzerInitialize != NULL)
		LLVMFuzzerInitialize(&argc, &argv);
	for (i = 1; i < argc; i++) {
		if (stat(argv[i], &st) == -1)
			continue;
		if (!S_ISDIR(st.st_mode)) {
			if (replay(argv[i]) == 0)
				count++;
			continue;
		}
		if ((d = opendir(argv[i])) == NULL)
			continue;
		while ((de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.')
				continue;
			snprintf(path, sizeof(path), "%s/%s", argv[i], de->d_name);
			if (stat(path, &st) == 0 && S_ISREG(st.st_mode) && replay(path) == 0)
				count++;
		}
		closedir(d);
	}
	printf("%s: %d inputs replayed\n", argv[0], count);
	return 0;
}
