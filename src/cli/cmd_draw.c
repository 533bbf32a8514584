/*
 * referee draw [--sessions N] [--seed S] [--steps N] [-f text|csv] PLAYER...
 *
 * Draws the seating of N sessions, four to a table, so that no two players
 * share a table twice whenever the search finds such a schedule (the
 * search is in src/rules/seating.c). The seed is printed, so anyone can
 * reproduce the draw and see that it was not arranged.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "commands.h"
#include "../report/table.h"
#include "../rules/seating.h"

#define NAME_MAX_BYTES	128

/* Refuses empty names, control characters, overlong and repeated (folded) names. */
static int
draw_names(int n, char **names)
{
	char	 a[NAME_MAX_BYTES * 2], b[NAME_MAX_BYTES * 2];
	int	 i, j;
	size_t	 k, len;

	for (i = 0; i < n; i++) {
		len = strlen(names[i]);
		if (len == 0 || len > NAME_MAX_BYTES)
			return cli_errx(EXIT_USAGE, "draw: player %d: a name of 1 to %d "
			    "bytes expected", i + 1, NAME_MAX_BYTES);
		for (k = 0; k < len; k++)
			if ((unsigned char)names[i][k] < 0x20 || names[i][k] == 0x7f)
				return cli_errx(EXIT_USAGE, "draw: player %d: control "
				    "character in the name", i + 1);
	}
	for (i = 0; i < n; i++) {
		text_fold(names[i], strlen(names[i]), a, sizeof(a));
		for (j = i + 1; j < n; j++) {
			text_fold(names[j], strlen(names[j]), b, sizeof(b));
			if (strcmp(a, b) == 0)
				return cli_errx(EXIT_USAGE, "draw: '%s' and '%s' are "
				    "the same player", names[i], names[j]);
		}
	}
	return EXIT_OK;
}

static void
draw_print_text(const struct seating *s, char **names, uint64_t seed, int rep)
{
	int	 i, t, k;

	printf("draw of %d session%s for %d players, seed %llu: ", s->nsessions,
	    s->nsessions == 1 ? "" : "s", s->nplayers, (unsigned long long)seed);
	if (rep == 0)
		printf("no two players meet twice\n");
	else
		printf("%d repeated meeting%s (the fewest found)\n", rep, rep == 1 ? "" : "s");
	for (i = 0; i < s->nsessions; i++) {
		printf("session %d\n", i + 1);
		for (t = 0; t < s->ntables; t++) {
			printf("  table %d:", t + 1);
			for (k = 0; k < 4; k++)
				printf("%s %s", k ? "," : "",
				    names[s->seat[(i * s->ntables + t) * 4 + k]]);
			printf("\n");
		}
	}
}

static void
draw_print_csv(const struct seating *s, char **names)
{
	static const char *const head[] = { "session", "table", "seat", "player" };
	struct table	*tb = table_alloc(4, head);
	int		 i, t, k;

	for (i = 0; i < s->nsessions; i++)
		for (t = 0; t < s->ntables; t++)
			for (k = 0; k < 4; k++)
				table_addf(tb, "%d\t%d\t%d\t%s", i + 1, t + 1, k + 1,
				    names[s->seat[(i * s->ntables + t) * 4 + k]]);
	table_print(stdout, tb, FMT_CSV);
	table_free(tb);
}

struct draw_opts {
	int		 sessions;
	long		 steps;
	uint64_t	 seed;
	int		 have_seed;
	enum out_format	 fmt;
};

static int
draw_options(int *argc, char ***argv, struct draw_opts *o)
{
	static const struct option longopts[] = {
		{ "sessions", required_argument, NULL, 's' },
		{ "seed", required_argument, NULL, 'S' },
		{ "steps", required_argument, NULL, 'n' },
		{ "format", required_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 }
	};
	long	 v;
	int	 ch;

	while ((ch = getopt_long(*argc, *argv, "s:f:", longopts, NULL)) != -1) {
		switch (ch) {
		case 's':
			if (parse_int(optarg, 1, SEATING_MAX_SESSIONS, &v) == -1)
				return cli_errx(EXIT_USAGE, "draw: --sessions: a number "
				    "from 1 to %d expected", SEATING_MAX_SESSIONS);
			o->sessions = (int)v;
			break;
		case 'S':
			if (parse_int(optarg, 0, 2147483647L, &v) == -1)
				return cli_errx(EXIT_USAGE, "draw: --seed: a number "
				    "from 0 to 2147483647 expected");
			o->seed = (uint64_t)v;
			o->have_seed = 1;
			break;
		case 'n':
			if (parse_int(optarg, 1, 100000000L, &o->steps) == -1)
				return cli_errx(EXIT_USAGE, "draw: --steps: a number "
				    "from 1 to 100000000 expected");
			break;
		case 'f':
			if (cli_format(optarg, 0, &o->fmt) == -1)
				return EXIT_USAGE;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	*argc -= optind;
	*argv += optind;
	return EXIT_OK;
}

int
cmd_draw(int argc, char **argv)
{
	struct draw_opts o = { 1, 0, 0, 0, FMT_TEXT };
	struct seating	 s;
	int		 rc, rep;

	if ((rc = draw_options(&argc, &argv, &o)) != EXIT_OK)
		return rc;
	if (argc < 4 || argc % 4 != 0 || argc > SEATING_MAX_PLAYERS)
		return cli_errx(EXIT_USAGE, "draw: a multiple of 4 players (4 to %d) "
		    "expected, %d given", SEATING_MAX_PLAYERS, argc);
	if ((rc = draw_names(argc, argv)) != EXIT_OK)
		return rc;
	if (!o.have_seed)
		o.seed = ((uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16)) % 2147483648ULL;
	rep = seating_draw(argc, o.sessions, o.seed, o.steps, &s);
	if (o.fmt == FMT_CSV)
		draw_print_csv(&s, argv);
	else
		draw_print_text(&s, argv, o.seed, rep);
	seating_free(&s);
	if (fflush(stdout) == EOF || ferror(stdout))
		return cli_errx(EXIT_SYS, "draw: cannot write the output");
	return EXIT_OK;
}
