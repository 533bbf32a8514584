/*
 * The helpers every league command shares: opening the database, finding an
 * event and a table, who and when, printing a report. The event commands are
 * in cmd_event.c; players, teams and tables in cmd_player.c,
 * cmd_team.c and cmd_table.c; the events of the other games' stores in
 * game_event.c.
 */
#include <getopt.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/deal_line.h"
#include "../rules/game.h"
#include "../rules/baska/sequence.h"
#include "../util/i18n.h"
#include "../util/unitext.h"
#include "../util/keys.h"

/*
 * The referee's key, when there is one ('referee key new'), signs every head
 * the commands move; without one they write unsigned. A key file that cannot
 * be read, or that others can read, is an error, found before the database
 * is opened (or made). *have: a key was read into kp. 0, or the exit status
 * (printed).
 */
static int
league_key(struct key_pair *kp, int *have)
{
	char		 dir[4096], path[4200];
	struct errbuf	 err;
	int		 rc;

	*have = 0;
	err_clear(&err);
	if (key_dir(dir, sizeof(dir), &err) == -1)
		return 0;	/* no home: nowhere a key could be */
	if ((rc = key_load(dir, kp, path, sizeof(path), &err)) == -1)
		return cli_err_at(err.line > 0 ? EXIT_USAGE : EXIT_SYS, path, &err);
	*have = rc == 1;
	return 0;
}

int
league_open(struct db **db)
{
	struct key_pair	 kp;
	struct errbuf	 err;
	int		 rc, n, have;

	if ((rc = league_key(&kp, &have)) != 0)
		return rc;
	err_clear(&err);
	rc = cli_db_create ? db_open(cli_db_path, db, &err) :
	    db_open_existing(cli_db_path, db, &err);
	if (rc == 1)
		rc = cli_errx(EXIT_SYS, _("%s (create it with 'referee event add')"), err.msg);
	else if (rc == -1 && (n = db_path_over(cli_db_path)) > 0)
		rc = cli_errx(EXIT_USAGE, _("%s: too long a path for a database (SQLite "
		    "opens paths under %d bytes, made absolute)"), cli_db_path, n);
	else if (rc == -1)
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
	else if (have)
		db_sign_with(*db, kp.sk, league_now);
	sodium_memzero(&kp, sizeof(kp));
	return rc;
}

int
league_status(int rc, const struct errbuf *err)
{
	if (rc == 1)
		return cli_errx(EXIT_RULE, "%s", err->msg);
	return cli_errx(EXIT_SYS, "%s", err->msg);
}

int
league_event_arg(int *argc, char ***argv, int nrest, const char **event)
{
	if (*argc == nrest + 1) {
		*event = (*argv)[0];
		(*argc)--;
		(*argv)++;
		return 0;
	}
	*event = NULL;
	return *argc == nrest ? 0 : -1;
}

/* The event a command given none uses: $REFEREE_EVENT, else 'referee use'. 0 or status. */
static int
event_current(struct db *db, char *name, size_t size)
{
	struct errbuf	 err;
	const char	*s;
	int64_t		 id;
	int		 rc;

	if ((s = getenv("REFEREE_EVENT")) != NULL && *s != '\0') {
		/* whole or refused: a cut name would find another event */
		if (strlen(s) >= size)
			return cli_errx(EXIT_USAGE, _("$REFEREE_EVENT: an event name of at most %zu "
			    "bytes expected"), size - 1);
		snprintf(name, size, "%s", s);
		return 0;
	}
	err_clear(&err);
	if ((rc = db_current_event(db, &id, &err)) == 1 &&
	    (rc = db_event_name(db, id, name, size, &err)) == 1)
		return 0;
	if (rc == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	return cli_errx(EXIT_USAGE, _("no event given and none in use in %s (name one, or"
	    " 'referee use EVENT')"), db_path(db));
}

/*
 * Prints why a name matched no row or several, with more after it, or
 * alone where no name is near; returns the exit status.
 */
static int
name_miss(struct db *db, int status, const char *what, const char *name,
    const struct db_name_match *m, const char *more, const char *alone)
{
	char	 hint[DB_NEAR_MAX * (DB_NAME_MAX + 8)];

	db_name_hint(m, hint, sizeof(hint));
	if (m->count > 1)
		return cli_errx(status, _("%s '%s' is ambiguous in %s: %s"), what, name,
		    db_path(db), hint);
	return cli_errx(status, _("no %s '%s' in %s%s%s%s%s"), what, name, db_path(db),
	    *hint ? _("; did you mean ") : "", hint, *hint ? "?" : "", *hint ? more : alone);
}

int
league_event(struct db *db, const char *name, struct db_event *ev)
{
	struct db_name_match m;
	struct errbuf	 err;
	char		 cur[DB_NAME_MAX];
	int		 rc;

	if (name == NULL) {
		if ((rc = event_current(db, cur, sizeof(cur))) != 0)
			return rc;
		name = cur;
	}
	if ((name = cli_text(_("event name"), name)) == NULL)
		return EXIT_USAGE;
	err_clear(&err);
	if ((rc = db_event_find_name(db, name, &m, &err)) == 1 &&
	    (rc = db_event_find(db, m.name, ev, &err)) == 1)
		return 0;
	if (rc == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	return name_miss(db, EXIT_USAGE, _("event"), name, &m,
	    _(" (see 'referee event list')"), _(" (see 'referee event list')"));
}

int
league_player(struct db *db, const char *name, int quiet_unknown, int64_t *id, char *canon,
    size_t size)
{
	return league_player_in(db, name, NULL, quiet_unknown, id, canon, size);
}

int
league_player_in(struct db *db, const char *name, const struct db_name_scope *scope,
    int quiet_unknown, int64_t *id, char *canon, size_t size)
{
	struct db_name_match m;
	struct errbuf	 err;
	int		 rc;

	if ((name = cli_text(_("player name"), name)) == NULL)
		return EXIT_USAGE;
	err_clear(&err);
	if ((rc = db_player_match(db, name, scope, &m, &err)) == 1) {
		*id = m.id;
		if (canon != NULL)
			snprintf(canon, size, "%s", m.name);
		return 0;
	}
	if (rc == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	if (rc == 0 && quiet_unknown)
		return -1;
	return name_miss(db, EXIT_RULE, _("player"), name, &m, "",
	    _(" (new players are added with 'referee player add NAME')"));
}

int
league_player_take(struct db *db, const char *name, const struct db_name_scope *scope,
    int create, int64_t *id, char *canon)
{
	struct errbuf	 err;
	int		 rc;

	if ((name = cli_text(_("player name"), name)) == NULL)
		return EXIT_USAGE;
	if ((rc = league_player_in(db, name, scope, create, id, canon, DB_NAME_MAX)) != -1)
		return rc;
	db_confusable_allow(db, create >= 2);
	err_clear(&err);
	if ((rc = db_player_add(db, name, NULL, NULL, &err)) != 0)
		return league_status(rc, &err);
	return league_player(db, name, 0, id, canon, DB_NAME_MAX);
}

int
league_table(struct db *db, const struct db_event *ev, int session, int table,
    int64_t *id)
{
	struct errbuf	 err;
	int		 rc;

	err_clear(&err);
	if ((rc = db_table_get(db, ev->id, session, table, 0, id, &err)) == 1)
		return 0;
	if (rc == 0)
		return cli_errx(EXIT_USAGE, _("%s: no table %d in session %d (seat it with"
		    " 'referee table seat')"), ev->name, table, session);
	return cli_errx(EXIT_SYS, "%s", err.msg);
}

int
league_number(const char *opt, const char *arg, long min, long max, int *out)
{
	long	 v;

	if (parse_int(arg, min, max, &v) == -1) {
		cli_errx(EXIT_USAGE, _("%s: expected a whole number from %ld to %ld, not '%s'"),
		    opt, min, max, arg);
		return -1;
	}
	*out = (int)v;
	return 0;
}

/* An environment variable that names who writes: set, and text a name may be. */
static const char *
user_env(const char *name)
{
	struct errbuf	 err;
	const char	*s = getenv(name);

	return s != NULL && *s != '\0' && utext_check(s, &err) == 0 ? s : NULL;
}

const char *
league_user(const char *by)
{
	const char	*s;

	if (by != NULL && *by != '\0')
		return by;
	if ((s = user_env("REFEREE_USER")) != NULL || (s = user_env("USER")) != NULL ||
	    (s = user_env("LOGNAME")) != NULL)
		return s;
	return "unknown";
}

void
league_seat_taken(const struct db_seats *seats, int seat)
{
	if (seat >= 1 && seat <= 4)
		printf(_("    = %s (seat %d)\n"), seats->name[seat - 1], seat);
}

void
league_now(char *buf, size_t size)
{
	const char	*s = getenv("SOURCE_DATE_EPOCH");
	long		 v;
	time_t		 t;
	struct tm	 tm;

	if (s != NULL && parse_int(s, 0, 32503680000L, &v) == 0)
		t = (time_t)v;
	else
		t = time(NULL);
	gmtime_r(&t, &tm);
	strftime(buf, size, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

int
league_entry(struct db *db, const char *by, const char *reason, const char *source,
    int64_t *id, struct errbuf *err)
{
	char	 at[32];

	league_now(at, sizeof(at));
	return db_entry_add(db, league_user(by), at, reason, source, id, err);
}

/* ------------------------------------------------------------ deals */

int
league_dealer(int number)
{
	return baska_dealer(1, number);
}

int
league_rules(const struct db_event *ev, struct baska_rules *r)
{
	struct errbuf	 err;

	if (db_baska_rules(ev, r, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	return 0;
}

/* Runs a report into a table of the given columns (the report's first ncol). */
int
league_report_print(struct db *db, const char *report, const struct db_param *p, int np,
    int ncol, const char *const *head, const int *right, enum out_format fmt)
{
	return league_report_print_words(db, report, p, np, ncol, head, right, NULL, fmt);
}

int
league_report_print_words(struct db *db, const char *report, const struct db_param *p,
    int np, int ncol, const char *const *head, const int *right, const int *words,
    enum out_format fmt)
{
	const struct db_table_spec spec = { report, ncol, head, right, words };

	return league_report_print_spec(db, &spec, p, np, fmt);
}

int
league_report_print_spec(struct db *db, const struct db_table_spec *spec,
    const struct db_param *p, int np, enum out_format fmt)
{
	struct errbuf	 err;

	err_clear(&err);
	if (report_db_table(stdout, db, spec, p, np, fmt, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	return EXIT_OK;
}
