/*
 * Replays fuzz inputs without libFuzzer: every file named on the command line
 * (directories are walked one level) goes through LLVMFuzzerTestOneInput once.
 * "make check" runs each target over its seeds and tests/fuzz/regress/ so a
 * crash found once stays fixed.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int	 LLVMFuzzerTestOneInput(const uint8_t *, size_t);
/* Optional, as with libFuzzer: a target's one-time set-up. */
int	 LLVMFuzzerInitialize(int *, char ***) __attribute__((weak));

static int
replay(const char *path)
{
	FILE	*f;
	uint8_t	*buf;
	long	 n;

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
	LLVMFuzzerTestOneInput(buf, (size_t)n);
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
