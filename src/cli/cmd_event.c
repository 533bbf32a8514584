/*
 * referee event add | list | season, and referee use: the events (the
 * tournaments) of the league database.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../report/deal_line.h"
#include "../db/baskadb.h"
#include "../rules/game.h"
#include "../util/i18n.h"

static int event_game_usage(const char *);

/* What event add's options say. */
struct event_add_opts {
	struct db_event		 ev;
	const struct game	*game;
	const char		*ruleset;
};

static int
event_add_opt(int ch, const char *arg, void *ctx)
{
	struct event_add_opts *a = ctx;

	switch (ch) {
	case 'D':
		if (date_valid(arg) == -1)
			return cli_errx(EXIT_USAGE, _("--date: expected a date YYYY-MM-DD,"
			    " not '%s'"), arg);
		snprintf(a->ev.date, sizeof(a->ev.date), "%s", arg);
		break;
	case 'n':
		if (league_number(NT_("--deals"), arg, 1, 1000, &a->ev.deals) == -1)
			return EXIT_USAGE;
		break;
	case 'g':
		if ((a->game = game_find(arg)) == NULL || a->game->event_add == NULL)
			return event_game_usage(arg);
		break;
	case 'r':
		a->ruleset = arg;
		break;
	case 's':
		if ((arg = cli_text(NT_("--season"), arg)) == NULL)
			return EXIT_USAGE;
		if (strlen(arg) >= sizeof(a->ev.season))
			return cli_errx(EXIT_USAGE, _("--season: a name of at most %zu bytes"
			    " expected"), sizeof(a->ev.season) - 1);
		snprintf(a->ev.season, sizeof(a->ev.season), "%s", arg);
		break;
	default:
		return EXIT_USAGE;
	}
	return 0;
}

/* event add's own options, checked as they come (event_add_opt). */
static const struct cli_option add_options[] = {
	{ { "game", required_argument, NULL, 'g' }, "GAME" },
	{ { "date", required_argument, NULL, 'D' }, "YYYY-MM-DD" },
	{ { "deals", required_argument, NULL, 'n' }, "N" },
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "season", required_argument, NULL, 's' }, "\n                  NAME" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* event add NAME: the options checked; the game's event_add opens the database. */
static int
event_add(struct cmd_ctx *x)
{
	struct event_add_opts *a = x->data;
	const struct game *game = a->game ? a->game : game_find("baska");
	struct db_event	 ev = a->ev;
	const char	*ruleset = a->ruleset, *name;

	if ((name = cli_text(_("event name"), x->argv[0])) == NULL)
		return EXIT_USAGE;
	if (strlen(name) >= sizeof(ev.name) || *name == '\0')
		return cli_errx(EXIT_USAGE, _("event name: 1 to %zu bytes expected"),
		    sizeof(ev.name) - 1);
	/* The event keeps the name or file its ruleset came from: whole, or refused. */
	if (ruleset != NULL && strlen(ruleset) >= sizeof(ev.ruleset_name))
		return cli_errx(EXIT_USAGE, _("--ruleset: a name or file of at most %zu bytes"
		    " expected (the event keeps it)"), sizeof(ev.ruleset_name) - 1);
	snprintf(ev.name, sizeof(ev.name), "%s", name);
	snprintf(ev.game, sizeof(ev.game), "%s", game->name);
	return game->event_add(&ev, ruleset);
}

static CMD_ENTRY_WITH(cmd_event_add, event_add, event_add_opt, struct event_add_opts)

/* "--game: 'baska' or 'dice' expected": the games that keep events. */
static int
event_game_usage(const char *arg)
{
	const struct game	*g;
	struct strbuf		 sb = { 0 };
	int			 n = 0, i = 0;
	size_t			 gi;

	for (gi = 0; (g = game_at(gi)) != NULL; gi++)
		n += g->event_add != NULL;
	for (gi = 0; (g = game_at(gi)) != NULL; gi++) {
		if (g->event_add == NULL)
			continue;
		if (i++ > 0)
			sb_adds(&sb, i == n ? _(" or ") : ", ");
		/* TRANSLATORS: a name quoted in a list, "--" or "" before it */
		sb_addf(&sb, _("'%s%s'"), "", g->name);
	}
	cli_errx(EXIT_USAGE, _("--game: %s expected, not '%s'"), sb_str(&sb), arg);
	sb_free(&sb);
	return EXIT_USAGE;
}

int
baska_event_add(struct db_event *ev, const char *ruleset)
{
	struct db	*db = NULL;
	struct baska_rules rules;
	struct errbuf	 err;
	int		 rc;

	if ((rc = cli_ruleset(&baska_ruleset_game, ruleset, &rules)) != 0)
		return rc;
	snprintf(ev->ruleset_name, sizeof(ev->ruleset_name), "%s",
	    ruleset ? ruleset : baska_ruleset_game.presets[0].name);
	if ((rc = league_open(&db)) != 0)
		return rc;
	err_clear(&err);
	if (db_begin(db, &err) == -1 || (rc = db_baska_event_add(db, ev, &rules, &err)) == -1 ||
	    (rc == 0 && db_commit(db, &err) == -1)) {
		db_close(db);
		return cli_errx(EXIT_SYS, "%s", err.msg);
	}
	db_close(db);
	if (rc == 1)
		return cli_errx(EXIT_RULE, _("event add: %s"), err.msg);
	printf(_("event '%s' added (ruleset %s)\n"), ev->name, ev->ruleset_name);
	return EXIT_OK;
}

/* event list: the driver opened the database (CMD_DB). */
static int
event_list(struct cmd_ctx *x)
{
	/* CSV columns as written; text heads in the reader's language (table.c). */
	static const char *const head[] = { N_("event"), N_("date"), N_("game"), N_("season"),
	    N_("deals"), N_("ruleset"), N_("sessions"), N_("tables"), N_("played") };
	static const int right[] = { 4, 6, 7, 8, -1 };
	/* On a terminal: the game's name (not a game's number), shorter heads, 80 columns. */
	const char *const th[] = { _("event"), _("date"), C_("event list", "game"), _("season"),
	    C_("event list", "deals"), C_("event list", "rules"), C_("event list", "sess."),
	    _("tables"), C_("event list", "played") };
	const struct db_table_spec spec = { "events", 9, head, right, NULL, th, 1 };

	return league_report_print_spec(x->db, &spec, NULL, 0, x->o->format);
}

static CMD_ENTRY(cmd_event_list, event_list)

/* event season EVENT SEASON|-: SEASON checked before the database is opened. */
static int
event_season(struct cmd_ctx *x)
{
	struct errbuf	 err;
	const char	*season;
	int		 rc;

	if ((season = cli_text(_("season"), x->argv[0])) == NULL)
		return EXIT_USAGE;
	if ((rc = cmd_setup(x)) != 0)
		return rc;
	err_clear(&err);
	if (db_begin(x->db, &err) == -1 || (rc = db_event_set_season(x->db, x->ev->id,
	    strcmp(season, "-") ? season : NULL, &err)) != 0 || db_commit(x->db, &err) == -1)
		return league_status(rc, &err);
	return EXIT_OK;
}

static CMD_ENTRY(cmd_event_season, event_season)

/* referee use [EVENT]: sets (or shows) the event commands given none use. */
static int
use(struct cmd_ctx *x)
{
	struct errbuf	 err;
	int		 rc = 0;

	err_clear(&err);
	if (x->event != NULL && (db_begin(x->db, &err) == -1 ||
	    (rc = db_current_event_set(x->db, x->ev->id, &err)) != 0 ||
	    db_commit(x->db, &err) == -1))
		return league_status(rc, &err);
	printf(_("%s: event '%s'%s\n"), db_path(x->db), x->ev->name, x->event != NULL ?
	    _(" in use") : getenv("REFEREE_EVENT") && *getenv("REFEREE_EVENT") ?
	    _(" (from $REFEREE_EVENT)") : "");
	return EXIT_OK;
}

CMD_ENTRY(cmd_use, use)

const struct command event_commands[] = {
	{ "add", cmd_event_add, "NAME",
	    N_("add an event (a tournament or league day) with its ruleset"), NULL,
	    N_("The ruleset (default psb) is stored with the event as text, so a default\n"
	    "changing later never changes its results. --deals is the number of deals\n"
	    "per session at each table; --season groups events for season standings.\n"
	    "--game is the game the event keeps: baska (the default), dice for\n"
	    "Generał (ruleset general or yahtzee, or a file; see 'referee dice add'\n"
	    "and 'referee dice start'), rybareni, flota, manewry, or fleet for\n"
	    "Morska Bitwa. Their games are added with 'referee GAME add' ('referee\n"
	    "battle add' for fleet).\n"),
	    CMD_DB_CREATE | CMD_ARGS(1), add_options },
	{ "list", cmd_event_list, "", N_("list the events"), NULL, NULL,
	    CO_FORMAT | CMD_DB | CMD_ARGS(0), NULL },
	{ "season", cmd_event_season, "EVENT SEASON|-",
	    N_("put an event into a season (- takes it out)"), NULL, NULL,
	    CMD_DB | CMD_LATE | CMD_EVENT | CMD_ARGS(1), NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
