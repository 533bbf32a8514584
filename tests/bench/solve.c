/*
 * The Generał solver's time and memory per preset (issue 17), for make bench:
 *   solve [THREADS]
 * prints per preset "PRESET threads N: VALUE, X s wall, Y s cpu, table Z MiB".
 */
#include <stdio.h>
#include <stdlib.h>
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
	int			 threads = argc > 1 ? atoi(argv[1]) : 1;
	double			 w, c;

	for (p = dice_ruleset_game.presets; p->name != NULL; p++) {
		s = dice_solver_alloc(p->obj);
		w = now(CLOCK_MONOTONIC);
		c = now(CLOCK_PROCESS_CPUTIME_ID);
		dice_solver_run_threads(s, 0, threads);
		w = now(CLOCK_MONOTONIC) - w;
		c = now(CLOCK_PROCESS_CPUTIME_ID) - c;
		printf("%s threads %d: %.9f, %.3f s wall, %.3f s cpu, table %.1f MiB\n", p->name,
		    threads, dice_solver_expected(s), w, c,
		    dice_solver_size(s) * sizeof(double) / 1048576.0);
		dice_solver_free(s);
	}
	return 0;
}
