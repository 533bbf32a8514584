/*
 * referee rating and referee publish (referee(1); issue 32).
 * Both replay the stored Baśka deals through the rating model
 * (src/report/rating_data.c over src/rules/rating.c). rating prints the
 * table (src/report/rating.c); publish also gathers every player's results
 * and every event's standings and writes the site (src/report/site_write.c)
 * into a new directory that then takes the place of DIR.
 */
#include <errno.h>
#include <limits.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/db.h"
#include "../report/rating.h"
#include "../rules/rating.h"
#include "../util/i18n.h"

struct rating_cmd {
	struct cli_opts		 o;
	const char		*event, *season, *game, *lang;
	struct rating_params	 params;
	struct rating_view	 v;
	struct db		*db;
	int64_t			 event_id;	/* --event's, or 0 */
	struct errbuf		 err;
};

/* The event (or season) to rate: its id and the view's title. 0 or an exit status, printed. */
static int
rating_scope(struct rating_cmd *c)
{
	struct db_event	 ev;
	int		 rc;

	if (c->event != NULL) {
		if ((rc = league_event(c->db, c->event, &ev)) != 0)
			return rc;
		c->event_id = ev.id;
		snprintf(c->v.title, sizeof(c->v.title), "%s", ev.name);
	} else if (c->season != NULL)
		snprintf(c->v.title, sizeof(c->v.title), "%s", c->season);
	return 0;
}

/* Opens the database and replays the deals of the scope. 0 or an exit status. */
static int
rating_replay(struct rating_cmd *c)
{
	int	 rc;

	if ((rc = league_open(&c->db)) != 0)
		return rc;
	if ((rc = rating_scope(c)) != 0)
		return rc;
	/* 1: a deal could not be rated (EXIT_RULE); -1 the store (EXIT_SYS). */
	if ((rc = rating_view_replay(c->db, &c->params, c->event_id, c->season, &c->v,
	    &c->err)) != 0)
		return league_status(rc, &c->err);
	return 0;
}

/* --event, --season, --game, --lang */
static int
rating_opt(int ch, const char *arg, void *ctx)
{
	struct rating_cmd	*c = ctx;

	switch (ch) {
	case 'e':
		c->event = arg;
		break;
	case 'n':
		c->season = arg;
		break;
	case 'g':
		c->game = arg;
		break;
	case 'l':
		if (strcmp(arg, "pl") != 0 && strcmp(arg, "en") != 0)
			return cli_errx(EXIT_USAGE, _("--lang: expected pl or en, not '%s'"), arg);
		c->lang = arg;
		break;
	default:
		return cli_usage_error();
	}
	return 0;
}

/* The specs of rating's and publish's rows (commands.c). */
const struct cli_option rating_options[] = {
	{ { "event", required_argument, NULL, 'e' }, "E" },
	{ { "season", required_argument, NULL, 'n' }, "|S" },
	{ { "game", required_argument, NULL, 'g' }, "baska" },
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv|html" },
	{ { NULL, 0, NULL, 0 }, NULL }
};
const struct cli_option publish_options[] = {
	{ { "event", required_argument, NULL, 'e' }, "E" },
	{ { "season", required_argument, NULL, 'n' }, "|S" },
	{ { "lang", required_argument, NULL, 'l' }, "pl|en" },
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* Options shared by rating and publish, from the running row's spec; 0 or an exit status. */
static int
rating_parse(struct rating_cmd *c, int argc, char **argv)
{
	int	 rc;

	c->o.handle = rating_opt;
	c->o.ctx = c;
	c->params = rating_openskill;
	if ((rc = cli_opts_parse(&c->o, argc, argv)) != 0)
		return rc;
	if (c->event != NULL && c->season != NULL)
		return cli_errx(EXIT_USAGE, _("give --event or --season, not both"));
	if (c->game != NULL && strcmp(c->game, "baska") != 0)
		return cli_errx(EXIT_USAGE, _("--game: ratings are computed for baska only, "
		    "not '%s'"), c->game);
	return cli_ruleset(&rating_game, c->o.ruleset, &c->params);
}

int
cmd_rating(int argc, char **argv)
{
	struct rating_cmd	 c;
	int			 rc;

	memset(&c, 0, sizeof(c));
	c.v.decimal = lang_decimal;
	if ((rc = rating_parse(&c, argc, argv)) != 0)
		return rc;
	if (optind != argc)
		return cli_usage_error();
	if ((rc = rating_replay(&c)) == 0) {
		rating_print(stdout, &c.v, c.o.format);
		if (fflush(stdout) == EOF && errno != EPIPE)
			rc = cli_errx(EXIT_SYS, _("writing the output: %s"), strerror(errno));
	}
	rating_view_free(&c.v);
	db_close(c.db);
	return rc;
}

/* ------------------------------------------------------------ publish */

/* Gathers the site's rows and writes it into dir. 0 or an exit status, printed. */
static int
publish_write(struct rating_cmd *c, const char *dir)
{
	int	 pages = 0, changed = 0;

	if (rating_view_gather(c->db, c->event_id, c->season, &c->v, &c->err) == -1)
		return cli_errx(EXIT_SYS, "%s", c->err.msg);
	switch (site_write(dir, &c->v, c->lang, &pages, &changed, &c->err)) {
	case 0:
		break;
	case 1:
		return cli_errx(EXIT_USAGE, "%s", c->err.msg);
	default:
		return cli_errx(EXIT_SYS, "%s", c->err.msg);
	}
	printf(P_("%s: %d page written, %d of them changed\n",
	    "%s: %d pages written, %d of them changed\n", pages), dir, pages, changed);
	return 0;
}

int
cmd_publish(int argc, char **argv)
{
	struct rating_cmd	 c;
	char			 dir[PATH_MAX];
	size_t			 len;
	int			 rc;

	memset(&c, 0, sizeof(c));
	c.v.decimal = lang_decimal;
	c.lang = "pl";
	if ((rc = rating_parse(&c, argc, argv)) != 0)
		return rc;
	if (optind != argc - 1 || argv[optind][0] == '\0')
		return cli_usage_error();
	snprintf(dir, sizeof(dir), "%s", argv[optind]);
	while ((len = strlen(dir)) > 1 && dir[len - 1] == '/')
		dir[len - 1] = '\0';
	if ((rc = rating_replay(&c)) == 0)
		rc = publish_write(&c, dir);
	rating_view_free(&c.v);
	db_close(c.db);
	return rc;
}
