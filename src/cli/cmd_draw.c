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
#include "../db/db.h"
#include "../report/table.h"
#include "../rules/seating.h"

#define NAME_MAX_BYTES	128

/* Refuses empty names, control characters, overlong and repeated (folded) names. */
static int
draw_names(int n, char **names)
{
	char	 a[NAME_MAX_BYTES * 2], b[NAME_MAX_BYTES * 2], what[64];
	int	 i, j;
	size_t	 len;

	for (i = 0; i < n; i++) {
		snprintf(what, sizeof(what), _("draw: player %d"), i + 1);
		if ((names[i] = (char *)cli_text(what, names[i])) == NULL)
			return EXIT_USAGE;
		len = strlen(names[i]);
		if (len == 0 || len > NAME_MAX_BYTES)
			return cli_errx(EXIT_USAGE, _("draw: player %d: a name of 1 to %d "
			    "bytes expected"), i + 1, NAME_MAX_BYTES);
	}
	for (i = 0; i < n; i++) {
		text_fold(names[i], strlen(names[i]), a, sizeof(a));
		for (j = i + 1; j < n; j++) {
			text_fold(names[j], strlen(names[j]), b, sizeof(b));
			if (strcmp(a, b) == 0)
				return cli_errx(EXIT_USAGE, _("draw: '%s' and '%s' are "
				    "the same player"), names[i], names[j]);
		}
	}
	return EXIT_OK;
}

static void
draw_print_text(const struct seating *s, char **names, uint64_t seed, int rep)
{
	int	 i, t, k;

	printf(P_("draw of %d session for %d players, seed %llu: ",
	    "draw of %d sessions for %d players, seed %llu: ", s->nsessions), s->nsessions,
	    s->nplayers, (unsigned long long)seed);
	if (rep == 0)
		printf(_("no two players meet twice\n"));
	else
		printf(P_("%d repeated meeting (the fewest found)\n",
		    "%d repeated meetings (the fewest found)\n", rep), rep);
	for (i = 0; i < s->nsessions; i++) {
		printf(_("session %d\n"), i + 1);
		for (t = 0; t < s->ntables; t++) {
			printf(_("  table %d:"), t + 1);
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
	const char	*event;		/* --event: store the seating */
	int		 create;	/* --new: register unknown players */
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
		{ "event", required_argument, NULL, 'e' },
		{ "new", no_argument, NULL, 'N' },
		{ NULL, 0, NULL, 0 }
	};
	long	 v;
	int	 ch;

	while ((ch = getopt_long(*argc, *argv, "s:f:", longopts, NULL)) != -1) {
		switch (ch) {
		case 's':
			if (parse_int(optarg, 1, SEATING_MAX_SESSIONS, &v) == -1)
				return cli_errx(EXIT_USAGE, _("draw: --sessions: a number "
				    "from 1 to %d expected"), SEATING_MAX_SESSIONS);
			o->sessions = (int)v;
			break;
		case 'S':
			if (parse_int(optarg, 0, 2147483647L, &v) == -1)
				return cli_errx(EXIT_USAGE, _("draw: --seed: a number "
				    "from 0 to 2147483647 expected"));
			o->seed = (uint64_t)v;
			o->have_seed = 1;
			break;
		case 'n':
			if (parse_int(optarg, 1, 100000000L, &o->steps) == -1)
				return cli_errx(EXIT_USAGE, _("draw: --steps: a number "
				    "from 1 to 100000000 expected"));
			break;
		case 'f':
			if (cli_format(optarg, 0, &o->fmt) == -1)
				return EXIT_USAGE;
			break;
		case 'e':
			if ((o->event = cli_text("--event", optarg)) == NULL)
				return EXIT_USAGE;
			break;
		case 'N':
			o->create++;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	*argc -= optind;
	*argv += optind;
	return EXIT_OK;
}

/*
 * --event: finds (--new: registers) the players by name, their stored names
 * replacing the typed ones in names. Inside the open transaction; 0 or status.
 */
static int
draw_players(struct db *db, int n, char **names, int create, int64_t *id,
    char (*canon)[DB_NAME_MAX])
{
	struct errbuf	 err;
	int		 i, j, rc;

	for (i = 0; i < n; i++) {
		if ((rc = league_player(db, names[i], create, &id[i], canon[i],
		    DB_NAME_MAX)) == -1) {
			err_clear(&err);
			db_confusable_allow(db, create >= 2);
			if ((rc = db_player_add(db, names[i], NULL, NULL, &err)) != 0)
				return league_status(rc, &err);
			rc = league_player(db, names[i], 0, &id[i], canon[i], DB_NAME_MAX);
		}
		if (rc != 0)
			return rc;
		for (j = 0; j < i; j++)
			if (id[j] == id[i])
				return cli_errx(EXIT_USAGE, _("draw: '%s' and '%s' are the same"
				    " player"), names[j], names[i]);
		names[i] = canon[i];
	}
	return 0;
}

/* Stores the drawn tables (sessions 1..N) as the event's; none may be seated yet. */
static int
draw_store(struct db *db, const struct db_event *ev, const struct seating *s,
    const int64_t *id)
{
	struct db_seats	 seats;
	struct errbuf	 err;
	int64_t		 table;
	int		 i, t, k, rc = -1;

	err_clear(&err);
	for (i = 0; i < s->nsessions; i++)
		for (t = 0; t < s->ntables; t++) {
			if (db_table_get(db, ev->id, i + 1, t + 1, 1, &table, &err) != 1 ||
			    db_table_seats(db, table, &seats, &err) == -1)
				return league_status(-1, &err);
			if (seats.nseated > 0)
				return cli_errx(EXIT_RULE, _("draw: %s: session %d table %d is"
				    " seated already: nothing stored"), ev->name, i + 1, t + 1);
			for (k = 0; k < 4; k++)
				if ((rc = db_seat_set(db, table, k + 1,
				    id[s->seat[(i * s->ntables + t) * 4 + k]], &err)) != 0)
					return league_status(rc, &err);
		}
	if (db_commit(db, &err) == -1)
		return league_status(-1, &err);
	return 0;
}

/* Opens the database, finds the event and the players, begins. 0 or status. */
static int
draw_open(struct db **db, const struct draw_opts *o, struct db_event *ev, int n,
    char **names, int64_t *id, char (*canon)[DB_NAME_MAX])
{
	struct errbuf	 err;
	int		 rc;

	if ((rc = league_open(db)) != 0)
		return rc;
	err_clear(&err);
	if ((rc = league_event(*db, o->event, ev)) == 0 && strcmp(ev->game, "baska") != 0)
		rc = cli_errx(EXIT_USAGE, _("draw: '%s' is a %s event: its players are seated"
		    " per game"), ev->name, ev->game);
	if (rc == 0 && db_begin(*db, &err) == -1)
		rc = league_status(-1, &err);
	if (rc == 0)
		rc = draw_players(*db, n, names, o->create, id, canon);
	if (rc != 0) {
		db_close(*db);
		*db = NULL;
	}
	return rc;
}

int
cmd_draw(int argc, char **argv)
{
	struct draw_opts o = { NULL, 0, 1, 0, 0, 0, FMT_TEXT };
	static char	 canon[SEATING_MAX_PLAYERS][DB_NAME_MAX];
	int64_t		 id[SEATING_MAX_PLAYERS];
	struct db_event	 ev;
	struct db	*db = NULL;
	struct seating	 s;
	int		 rc, rep;

	if ((rc = draw_options(&argc, &argv, &o)) != EXIT_OK)
		return rc;
	if (argc < 4 || argc % 4 != 0 || argc > SEATING_MAX_PLAYERS)
		return cli_errx(EXIT_USAGE, _("draw: a multiple of 4 players (4 to %d) "
		    "expected, %d given"), SEATING_MAX_PLAYERS, argc);
	if ((rc = draw_names(argc, argv)) != EXIT_OK)
		return rc;
	if (o.event != NULL && (rc = draw_open(&db, &o, &ev, argc, argv, id, canon)) != 0)
		return rc;
	if (!o.have_seed)
		o.seed = ((uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16)) % 2147483648ULL;
	rep = seating_draw(argc, o.sessions, o.seed, o.steps, &s);
	if (db != NULL) {
		rc = draw_store(db, &ev, &s, id);
		db_close(db);
		if (rc != 0) {
			seating_free(&s);
			return rc;
		}
	}
	if (o.fmt == FMT_CSV)
		draw_print_csv(&s, argv);
	else
		draw_print_text(&s, argv, o.seed, rep);
	seating_free(&s);
	if (fflush(stdout) == EOF || ferror(stdout))
		return cli_errx(EXIT_SYS, _("draw: cannot write the output"));
	return EXIT_OK;
}
