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
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "commands.h"
#include "../db/db.h"
#include "../db/seatingdb.h"
#include "../report/draw.h"
#include "../rules/seating.h"

/* a player's name as the league stores it (DB_NAME_MAX with its NUL) */
#define NAME_MAX_BYTES	(DB_NAME_MAX - 1)

/* Refuses empty names, control characters, overlong and repeated (folded) names. */
static int
draw_names(int n, char **names)
{
	struct errbuf	 err;
	char		 what[64];
	int		 i;

	for (i = 0; i < n; i++) {
		snprintf(what, sizeof(what), _("draw: player %d"), i + 1);
		if ((names[i] = (char *)cli_text(what, names[i])) == NULL)
			return EXIT_USAGE;
	}
	if (seating_names_check(n, names, NAME_MAX_BYTES, &err) == -1)
		return cli_errx(EXIT_USAGE, "%s", err.msg);
	return EXIT_OK;
}

struct draw_opts {
	const char	*event;		/* --event: store the seating */
	int		 create;	/* --new: register unknown players */
	int		 sessions;
	long		 steps;
	uint64_t	 seed;
	int		 have_seed;
	int		 replan;	/* --replan-from: the first session planned again, 0 = none */
	enum out_format	 fmt;
};

/* draw's long-only options */
enum { OPT_SEED = CLI_LONG, OPT_STEPS, OPT_EVENT, OPT_NEW, OPT_REPLAN };

/* An option of draw (cli_opts handler): 0 or the status (printed). */
static int
draw_opt(int ch, const char *arg, void *ctx)
{
	struct draw_opts *o = ctx;
	long		 v;

	switch (ch) {
	case 's':
		if (parse_int(arg, 1, SEATING_MAX_SESSIONS, &v) == -1)
			return cli_errx(EXIT_USAGE, _("draw: --sessions: a number "
			    "from 1 to %d expected"), SEATING_MAX_SESSIONS);
		o->sessions = (int)v;
		break;
	case OPT_SEED:
		if (parse_int(arg, 0, 2147483647L, &v) == -1)
			return cli_errx(EXIT_USAGE, _("draw: --seed: a number "
			    "from 0 to 2147483647 expected"));
		o->seed = (uint64_t)v;
		o->have_seed = 1;
		break;
	case OPT_STEPS:
		if (parse_int(arg, 1, 100000000L, &o->steps) == -1)
			return cli_errx(EXIT_USAGE, _("draw: --steps: a number "
			    "from 1 to 100000000 expected"));
		break;
	case 'f':
		if (cli_format(arg, 0, &o->fmt) == -1)
			return EXIT_USAGE;
		break;
	case OPT_EVENT:
		if ((o->event = cli_text(NT_("--event"), arg)) == NULL)
			return EXIT_USAGE;
		break;
	case OPT_NEW:
		o->create++;
		break;
	case OPT_REPLAN:
		if (parse_int(arg, 1, SEATING_MAX_SESSIONS, &v) == -1)
			return cli_errx(EXIT_USAGE, _("draw: --replan-from: a session "
			    "from 1 to %d expected"), SEATING_MAX_SESSIONS);
		o->replan = (int)v;
		break;
	default:
		return EXIT_USAGE;
	}
	return 0;
}

/* The spec of draw's row (commands.c); its own -f, as it takes no html. */
const struct cli_option draw_options_spec[] = {
	{ { "sessions", required_argument, NULL, 's' }, "N" },
	{ { "seed", required_argument, NULL, OPT_SEED }, "S" },
	{ { "steps", required_argument, NULL, OPT_STEPS }, "N" },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { "event", required_argument, NULL, OPT_EVENT }, "\n                  EVENT" },
	{ { "new", no_argument, NULL, OPT_NEW }, "[" },
	{ { "replan-from", required_argument, NULL, OPT_REPLAN }, "[S" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static int
draw_options(int *argc, char ***argv, struct draw_opts *o)
{
	struct cli_opts	 co = { .handle = draw_opt };	/* the row's spec */
	int		 rc;

	co.ctx = o;
	if ((rc = cli_opts_parse(&co, *argc, *argv)) != 0)
		return rc;
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
	int	 i, j, rc;

	for (i = 0; i < n; i++) {
		if ((rc = league_player_take(db, names[i], NULL, create, &id[i], canon[i])) != 0)
			return rc;
		for (j = 0; j < i; j++)
			if (id[j] == id[i])
				return cli_errx(EXIT_USAGE, _("draw: '%s' and '%s' are the same"
				    " player"), names[j], names[i]);
		names[i] = canon[i];
	}
	return 0;
}

/* On a terminal, a search that runs over a second says how far it is. */
static void
draw_progress(void *arg, long step, long max, int best)
{
	time_t	*start = arg;

	if (step == 0 || time(NULL) - *start < 1)
		return;
	fputc('\r', stderr);
	fprintf(stderr, _("searching: step %ld of %ld, %d repeated meetings so far "), step, max,
	    best);
	fflush(stderr);
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

/* Plans (or re-plans) the sessions; with --event, reads the prior and stores them. */
static int
draw_run(struct db *db, const struct db_event *ev, const struct draw_opts *o, int n,
    const int64_t *id, struct seating_plan *pl, struct seating *s, int *rep)
{
	static time_t	 start;		/* draw_progress's: when the plan began */
	struct errbuf	 err;
	int		 rc, first = o->replan > 0 ? o->replan : 1;

	start = time(NULL);
	pl->nplayers = n;
	pl->nsessions = o->sessions;
	pl->seed = o->seed;
	pl->max_steps = o->steps;
	if (isatty(STDERR_FILENO)) {
		pl->progress = draw_progress;
		pl->progress_arg = &start;
	}
	if (o->replan > 0 && db_seating_prior(db, ev, o->replan, n, id, pl, &err) == -1)
		return league_status(-1, &err);
	if (o->sessions + first - 1 > SEATING_MAX_SESSIONS)
		return cli_errx(EXIT_USAGE, _("draw: sessions %d to %d: at most %d sessions"
		    " expected"), first, first + o->sessions - 1, SEATING_MAX_SESSIONS);
	if ((*rep = seating_plan(pl, s)) == -1)
		return cli_errx(EXIT_USAGE, _("draw: %d players in %d sessions cannot be"
		    " planned"), n, o->sessions);
	if (pl->progress != NULL && time(NULL) - start >= 1)
		fprintf(stderr, "\n");
	if (db == NULL)
		return 0;
	if ((rc = db_seating_store(db, ev, s, id, first, o->replan > 0, &err)) != 0 ||
	    (rc = db_commit(db, &err)) != 0)
		return league_status(rc, &err);
	return 0;
}

int
cmd_draw(int argc, char **argv)
{
	struct draw_opts o = { NULL, 0, 1, 0, 0, 0, 0, FMT_TEXT };
	static char	 canon[SEATING_MAX_PLAYERS][DB_NAME_MAX];
	int64_t		 id[SEATING_MAX_PLAYERS];
	struct seating_plan pl;
	struct db_event	 ev;
	struct db	*db = NULL;
	struct seating	 s;
	int		 rc, rep = 0;

	memset(&pl, 0, sizeof(pl));
	memset(&s, 0, sizeof(s));
	if ((rc = draw_options(&argc, &argv, &o)) != EXIT_OK)
		return rc;
	if (argc < 4 || argc > SEATING_MAX_PLAYERS)
		return cli_errx(EXIT_USAGE, _("draw: 4 to %d players expected, %d given"),
		    SEATING_MAX_PLAYERS, argc);
	if (o.replan > 0 && o.event == NULL)
		return cli_errx(EXIT_USAGE, _("draw: --replan-from needs --event"));
	if ((rc = draw_names(argc, argv)) != EXIT_OK)
		return rc;
	if (o.event != NULL && (rc = draw_open(&db, &o, &ev, argc, argv, id, canon)) != 0)
		return rc;
	if (!o.have_seed)
		o.seed = ((uint64_t)time(NULL) ^ ((uint64_t)getpid() << 16)) % 2147483648ULL;
	/* The repeats the plan counts, a re-plan's with the earlier sessions too. */
	rc = draw_run(db, &ev, &o, argc, id, &pl, &s, &rep);
	if (db != NULL)
		db_close(db);
	if (rc == 0) {
		struct draw_view d = { &s, argv, o.seed, rep, o.replan > 0 ? o.replan : 1,
		    pl.prior_meet };

		draw_print(stdout, &d, o.fmt);
	}
	seating_free(&s);
	db_seating_prior_free(&pl);
	if (rc == 0 && (fflush(stdout) == EOF || ferror(stdout)))
		return cli_errx(EXIT_SYS, _("draw: cannot write the output"));
	return rc;
}
