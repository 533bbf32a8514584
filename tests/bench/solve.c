/*
 * The Generał solver's time and memory (issue 17), for make bench:
 *   solve [PRESET [THREADS [RUNS]]]
 * prints for each preset (or the one named) one line
 *   PRESET THREADS WALL CPU TABLE_MIB VALUE
 * with the best wall and CPU seconds of RUNS (default 3) whole-game solves.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../src/rules/dice/dice.h"

static double
now(clockid_t id)
{
	struct timespec ts;

	clock_gettime(id, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

int
main(int argc, char **argv)
{
	const struct kv_preset	*p;
	struct dice_solver	*s;
	const char		*name = argc > 1 ? argv[1] : NULL;
	int			 threads = argc > 2 ? atoi(argv[2]) : 1;
	int			 runs = argc > 3 ? atoi(argv[3]) : 3, i;
	double			 w, c, bw, bc, v = 0;
	size_t			 size = 0;

	for (p = dice_ruleset_game.presets; p->name != NULL; p++) {
		if (name != NULL && strcmp(name, p->name) != 0)
			continue;
		for (bw = bc = 1e9, i = 0; i < runs; i++) {
			s = dice_solver_alloc(p->obj);
			w = now(CLOCK_MONOTONIC);
			c = now(CLOCK_PROCESS_CPUTIME_ID);
			dice_solver_run_threads(s, 0, threads);
			w = now(CLOCK_MONOTONIC) - w;
			c = now(CLOCK_PROCESS_CPUTIME_ID) - c;
			bw = w < bw ? w : bw;
			bc = c < bc ? c : bc;
			v = dice_solver_expected(s);
			size = dice_solver_size(s) * sizeof(double);
			dice_solver_free(s);
		}
		printf("%s %d %.3f %.3f %.1f %.9f\n", p->name, threads, bw, bc, size / 1048576.0, v);
	}
	return 0;
}
