/*
 * referee rating and referee publish (design/cli.md, third wave; issue 32).
 * Both replay the stored Baśka deals (reports/rating_deals.sql) through the
 * rating model of src/rules/rating.c, every deal a match of the Starzy side
 * against the Młodzi side, the side that won ranked first. rating prints the
 * table (src/report/rating.c); publish also gathers every player's results
 * and every event's standings and writes the site (src/report/site.c) into a
 * new directory that then takes the place of DIR.
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "commands.h"
#include "../db/db.h"
#include "../report/rating.h"
#include "../report/shape.h"
#include "../rules/rating.h"
#include "../util/i18n.h"

struct rating_cmd {
	struct cli_opts		 o;
	const char		*event, *season, *game, *lang;
	struct rating_params	 params;
	struct rating_view	 v;
	struct db		*db;
	int64_t			 last_event;	/* the id of the event of the last row */
	struct errbuf		 err;
	int			 bad;		/* a match could not be rated (err) */
};

enum { D_EVENT_ID, D_EVENT, D_DATE, D_P1, D_P2, D_P3, D_P4, D_N1, D_N2, D_N3, D_N4,
	D_ST1, D_ST2, D_ST3, D_ST4, D_WON, D__N };
static const char *const deal_cols[D__N] = {
	[D_EVENT_ID] = "event_id", [D_EVENT] = "event", [D_DATE] = "date",
	[D_P1] = "p1", [D_P2] = "p2", [D_P3] = "p3", [D_P4] = "p4",
	[D_N1] = "n1", [D_N2] = "n2", [D_N3] = "n3", [D_N4] = "n4",
	[D_ST1] = "st1", [D_ST2] = "st2", [D_ST3] = "st3", [D_ST4] = "st4", [D_WON] = "won"
};

/* The event of a row: a new one is appended to the view's events. */
static void
rating_event_of(struct rating_cmd *c, const struct report_row *row)
{
	struct rv_event	*e;
	int64_t		 id = strtoll(report_str(row, D_EVENT_ID), NULL, 10);

	if (c->v.nev > 0 && c->last_event == id)
		return;
	if (c->v.nev == c->v.capev) {
		c->v.capev = c->v.capev ? 2 * c->v.capev : 16;
		c->v.ev = xreallocarray(c->v.ev, c->v.capev, sizeof(*c->v.ev));
	}
	e = &c->v.ev[c->v.nev++];
	e->id = id;
	snprintf(e->name, sizeof(e->name), "%s", report_str(row, D_EVENT));
	snprintf(e->date, sizeof(e->date), "%s", report_str(row, D_DATE));
	c->last_event = id;
}

/* Keeps the names of the players the book added: name[s] of the player with id name[s + 4]. */
static void
rating_names(struct rating_cmd *c, const char *const name[8], size_t before)
{
	struct rating_view	*v = &c->v;
	size_t			 i;
	int			 s;

	if (v->book.n > v->capnames) {
		v->capnames = v->book.cap;
		v->names = xreallocarray(v->names, v->capnames, sizeof(*v->names));
	}
	for (i = before; i < v->book.n; i++)
		for (s = 0; s < 4; s++)
			if (strtoll(name[s + 4], NULL, 10) == v->book.pl[i].id)
				snprintf(v->names[i], sizeof(v->names[i]), "%s", name[s]);
}

/* One deal: the Starzy seats as team 0, the Młodzi as team 1. */
static int
rating_deal_row(void *arg, const struct report_row *row)
{
	struct rating_cmd	*c = arg;
	int64_t			 ids[4];
	const char		*name[8];
	int			 size[2] = { 0, 0 }, rank[2], s, k = 0;
	size_t			 before = c->v.book.n;

	rating_event_of(c, row);
	for (s = 0; s < 4; s++)
		if (report_int(row, D_ST1 + s))
			ids[k++] = strtoll(report_str(row, D_P1 + s), NULL, 10);
	size[0] = k;
	for (s = 0; s < 4; s++)
		if (!report_int(row, D_ST1 + s))
			ids[k++] = strtoll(report_str(row, D_P1 + s), NULL, 10);
	size[1] = k - size[0];
	rank[0] = report_int(row, D_WON) ? 1 : 2;
	rank[1] = 3 - rank[0];
	if (rating_book_match(&c->v.book, (int)c->v.nev - 1, 2, size, rank, ids, &c->err) == -1) {
		c->bad = 1;
		return 1;
	}
	for (s = 0; s < 4; s++) {
		name[s] = report_str(row, D_N1 + s);
		name[s + 4] = report_str(row, D_P1 + s);
	}
	rating_names(c, name, before);
	return 0;
}

/* The event (or season) to rate; *p filled. 0 or an exit status, printed. */
static int
rating_scope(struct rating_cmd *c, struct db_param p[2])
{
	struct db_event	 ev;
	int		 rc;

	p[0].type = p[1].type = DBP_NULL;
	if (c->event != NULL) {
		if ((rc = league_event(c->db, c->event, &ev)) != 0)
			return rc;
		p[0].type = DBP_INT;
		p[0].i = ev.id;
		snprintf(c->v.title, sizeof(c->v.title), "%s", ev.name);
	} else if (c->season != NULL) {
		p[1].type = DBP_TEXT;
		p[1].s = c->season;
		snprintf(c->v.title, sizeof(c->v.title), "%s", c->season);
	}
	return 0;
}

/* Opens the database and replays the deals of the scope. 0 or an exit status. */
static int
rating_replay(struct rating_cmd *c, struct db_param p[2])
{
	struct report_shape sh = REPORT_SHAPE(deal_cols, D__N, rating_deal_row, c);
	int	 rc;

	if ((rc = league_open(&c->db)) != 0)
		return rc;
	if ((rc = rating_scope(c, p)) != 0)
		return rc;
	rating_book_init(&c->v.book, &c->params);
	err_clear(&c->err);
	if (db_report(c->db, "rating_deals", p, 2, report_shape_row, &sh, &c->err) == -1 ||
	    report_shape_done(&sh, &c->err) == -1)
		return cli_errx(EXIT_SYS, "%s", c->err.msg);
	if (c->bad)
		return cli_errx(EXIT_RULE, "%s", c->err.msg);
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

/* Options shared by rating and publish; 0 or an exit status. */
static int
rating_parse(struct rating_cmd *c, const struct option *extra, unsigned want, int argc,
    char **argv)
{
	int	 rc;

	c->o.want = want | CO_RULESET;
	c->o.extra = extra;
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
	static const struct option extra[] = {
		{ "event", required_argument, NULL, 'e' },
		{ "season", required_argument, NULL, 'n' },
		{ "game", required_argument, NULL, 'g' },
		{ NULL, 0, NULL, 0 }
	};
	struct rating_cmd	 c;
	struct db_param		 p[2];
	int			 rc;

	memset(&c, 0, sizeof(c));
	c.v.decimal = lang_decimal;
	if ((rc = rating_parse(&c, extra, CO_FORMAT | CO_HTML, argc, argv)) != 0)
		return rc;
	if (optind != argc)
		return cli_usage_error();
	if ((rc = rating_replay(&c, p)) == 0) {
		rating_print(stdout, &c.v, c.o.format);
		if (fflush(stdout) == EOF && errno != EPIPE)
			rc = cli_errx(EXIT_SYS, _("writing the output: %s"), strerror(errno));
	}
	rating_view_free(&c.v);
	db_close(c.db);
	return rc;
}

/* ------------------------------------------------------------ publish */

enum { R_PLAYER, R_EVENT, R_SESSION, R_TABLE, R_PLACE, R_SMALL, R_BIG, R__N };
static const char *const res_cols[R__N] = {
	[R_PLAYER] = "player_id", [R_EVENT] = "event_id", [R_SESSION] = "session",
	[R_TABLE] = "tbl", [R_PLACE] = "place", [R_SMALL] = "small", [R_BIG] = "big"
};

/* The index of the player with id in the book, or -1. */
static int
rating_player_index(const struct rating_view *v, int64_t id)
{
	size_t	 i;

	for (i = 0; i < v->book.n; i++)
		if (v->book.pl[i].id == id)
			return (int)i;
	return -1;
}

static int
rating_event_index(const struct rating_view *v, int64_t id)
{
	size_t	 i;

	for (i = 0; i < v->nev; i++)
		if (v->ev[i].id == id)
			return (int)i;
	return -1;
}

static int
publish_result_row(void *arg, const struct report_row *row)
{
	struct rating_view	*v = arg;
	struct rv_result	*r;
	int			 p, e;

	p = rating_player_index(v, strtoll(report_str(row, R_PLAYER), NULL, 10));
	e = rating_event_index(v, strtoll(report_str(row, R_EVENT), NULL, 10));
	if (p < 0 || e < 0)
		return 0;	/* a table without a rated deal */
	v->res[p] = xreallocarray(v->res[p], v->nres[p] + 1, sizeof(**v->res));
	r = &v->res[p][v->nres[p]++];
	r->event = e;
	r->session = report_int(row, R_SESSION);
	r->table = report_int(row, R_TABLE);
	r->place = report_int(row, R_PLACE);
	r->small = atol(report_str(row, R_SMALL));
	snprintf(r->big, sizeof(r->big), "%s", report_str(row, R_BIG));
	return 0;
}

enum { S_RANK, S_PLAYER, S_BIG, S_SMALL, S__N };
static const char *const stand_cols[S__N] = {
	[S_RANK] = "rank", [S_PLAYER] = "player", [S_BIG] = "big_points",
	[S_SMALL] = "small_points"
};

struct stand_acc {
	const struct rating_view *v;
	struct rv_standing	**s;
	size_t			*n;
};

static int
publish_stand_row(void *arg, const struct report_row *row)
{
	struct stand_acc	*a = arg;
	struct rv_standing	*s;
	size_t			 i;

	*a->s = xreallocarray(*a->s, *a->n + 1, sizeof(**a->s));
	s = &(*a->s)[(*a->n)++];
	s->rank = report_int(row, S_RANK);
	snprintf(s->name, sizeof(s->name), "%s", report_str(row, S_PLAYER));
	snprintf(s->big, sizeof(s->big), "%s", report_str(row, S_BIG));
	s->small = atol(report_str(row, S_SMALL));
	s->player = -1;
	for (i = 0; i < a->v->book.n; i++)
		if (strcmp(a->v->names[i], s->name) == 0)
			s->player = (int)i;
	return 0;
}

/* The standings of event id (or of the season): into *s, *n. 0 or -1 with err. */
static int
publish_standings(struct rating_cmd *c, int64_t id, const char *season,
    struct rv_standing **s, size_t *n)
{
	struct stand_acc	 a = { &c->v, s, n };
	struct report_shape	 sh = REPORT_SHAPE(stand_cols, S__N, publish_stand_row, &a);
	struct db_param		 p[3] = { { DBP_NULL, 0, NULL }, { DBP_NULL, 0, NULL },
	    { DBP_NULL, 0, NULL } };

	if (season != NULL) {
		p[1].type = DBP_TEXT;
		p[1].s = season;
	} else {
		p[0].type = DBP_INT;
		p[0].i = id;
	}
	return db_report(c->db, "standings", p, 3, report_shape_row, &sh, &c->err) == -1 ||
	    report_shape_done(&sh, &c->err) == -1 ? -1 : 0;
}

/* Results of every player and standings of every event. 0 or an exit status. */
static int
publish_gather(struct rating_cmd *c, struct db_param p[2])
{
	struct report_shape sh = REPORT_SHAPE(res_cols, R__N, publish_result_row, &c->v);
	size_t	 e;

	c->v.res = xcalloc(c->v.book.n + 1, sizeof(*c->v.res));
	c->v.nres = xcalloc(c->v.book.n + 1, sizeof(*c->v.nres));
	c->v.stand = xcalloc(c->v.nev + 1, sizeof(*c->v.stand));
	c->v.nstand = xcalloc(c->v.nev + 1, sizeof(*c->v.nstand));
	if (db_report(c->db, "site_results", p, 2, report_shape_row, &sh, &c->err) == -1 ||
	    report_shape_done(&sh, &c->err) == -1)
		return cli_errx(EXIT_SYS, "%s", c->err.msg);
	for (e = 0; e < c->v.nev; e++)
		if (publish_standings(c, c->v.ev[e].id, NULL, &c->v.stand[e], &c->v.nstand[e]) == -1)
			return cli_errx(EXIT_SYS, "%s", c->err.msg);
	if (c->season != NULL &&
	    publish_standings(c, 0, c->season, &c->v.season, &c->v.nseason) == -1)
		return cli_errx(EXIT_SYS, "%s", c->err.msg);
	return 0;
}

/* An environment variable as it was (set: value kept), to put back. */
struct env_saved {
	const char	*name;
	char		*value;		/* NULL: unset */
};

static void
env_restore(struct env_saved *e, size_t n)
{
	size_t	 i;

	for (i = 0; i < n; i++) {
		if (e[i].value != NULL)
			setenv(e[i].name, e[i].value, 1);
		else
			unsetenv(e[i].name);
		free(e[i].value);
	}
	lang_init();
}

/*
 * The pages' language: the catalogue of lang whatever the environment says
 * (saved into e[2] for env_restore: the messages stay the user's).
 */
static void
publish_lang(const char *lang, struct env_saved e[2])
{
	const char	*v;
	int		 i;

	e[0].name = "LC_ALL";
	e[1].name = "LANGUAGE";
	for (i = 0; i < 2; i++)
		e[i].value = (v = getenv(e[i].name)) != NULL ? xstrdup(v) : NULL;
	if (strcmp(lang, "pl") == 0) {
		setenv("LC_ALL", "pl_PL.UTF-8", 1);
		setenv("LANGUAGE", "pl", 1);
	} else {
		setenv("LC_ALL", "C", 1);
		unsetenv("LANGUAGE");
	}
	lang_init();
}

struct site_out {
	const char	*dir;		/* the target */
	char		*tmp;		/* the new site being written */
	int		 pages, changed;
};

/* Whether files a and b differ (or b is missing). */
static int
file_differs(const char *a, const char *b)
{
	struct errbuf	 err;
	char		*x = NULL, *y = NULL;
	size_t		 nx, ny;
	int		 d = 1;

	if (file_read(a, &x, &nx, &err) == 0 && file_read(b, &y, &ny, &err) == 0)
		d = nx != ny || memcmp(x, y, nx) != 0;
	free(x);
	free(y);
	return d;
}

typedef void (*page_fn)(FILE *, const struct rating_view *, size_t, const char *);

/* Writes one page NAME of the site; 0 or an exit status, printed. */
static int
publish_page(struct site_out *so, const struct rating_cmd *c, const char *name, page_fn fn,
    size_t arg)
{
	char	 path[PATH_MAX], old[PATH_MAX];
	FILE	*fp;
	int	 bad;

	snprintf(path, sizeof(path), "%s/%s", so->tmp, name);
	snprintf(old, sizeof(old), "%s/%s", so->dir, name);
	if ((fp = fopen(path, "w")) == NULL)
		return cli_errx(EXIT_SYS, "%s: %s", path, strerror(errno));
	if (fn != NULL)
		fn(fp, &c->v, arg, c->lang);
	else
		site_index(fp, &c->v, c->lang);
	bad = ferror(fp);
	if (fclose(fp) == EOF || bad)
		return cli_errx(EXIT_SYS, "%s: %s", path, strerror(errno ? errno : EIO));
	so->pages++;
	so->changed += file_differs(path, old);
	return 0;
}

/* Every page into so->tmp. 0 or an exit status. */
static int
publish_pages(struct site_out *so, const struct rating_cmd *c)
{
	char	 name[64];
	size_t	 i;
	int	 rc;

	if ((rc = publish_page(so, c, "index.html", NULL, 0)) != 0)
		return rc;
	for (i = 0; i < c->v.nev; i++) {
		snprintf(name, sizeof(name), NT_("e-%lld.html"), (long long)c->v.ev[i].id);
		if ((rc = publish_page(so, c, name, site_event, i)) != 0)
			return rc;
	}
	for (i = 0; i < c->v.book.n; i++) {
		snprintf(name, sizeof(name), NT_("p-%lld.html"), (long long)c->v.book.pl[i].id);
		if ((rc = publish_page(so, c, name, site_player, i)) != 0)
			return rc;
	}
	return 0;
}

/* Removes a site directory: its .html files, then itself. */
static void
site_remove(const char *dir)
{
	DIR		*d;
	struct dirent	*de;
	char		 path[PATH_MAX];
	size_t		 len;

	if ((d = opendir(dir)) != NULL) {
		while ((de = readdir(d)) != NULL) {
			len = strlen(de->d_name);
			if (len > 5 && strcmp(de->d_name + len - 5, ".html") == 0) {
				snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
				unlink(path);
			}
		}
		closedir(d);
	}
	rmdir(dir);
}

/*
 * DIR may be missing, empty, or a site written before (nothing but .html
 * files, which the new site replaces). 0, or 2 (printed).
 */
static int
publish_target_ok(const char *dir)
{
	DIR		*d;
	struct dirent	*de;
	size_t		 len;
	int		 other = 0;

	if ((d = opendir(dir)) == NULL)
		return errno == ENOENT ? 0 :
		    cli_errx(EXIT_USAGE, "%s: %s", dir, strerror(errno));
	while ((de = readdir(d)) != NULL) {
		len = strlen(de->d_name);
		if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
			continue;
		other += len <= 5 || strcmp(de->d_name + len - 5, ".html") != 0;
	}
	closedir(d);
	if (other > 0)
		return cli_errx(EXIT_USAGE, _("%s: not a site written by referee publish "
		    "(it holds other files); give a new or empty directory"), dir);
	return 0;
}

/* The new site takes the place of the old one. 0 or an exit status. */
static int
publish_swap(struct site_out *so)
{
	char	 old[PATH_MAX];

	snprintf(old, sizeof(old), NT_("%s.old-XXXXXX"), so->dir);
	if (mkdtemp(old) == NULL)
		return cli_errx(EXIT_SYS, "%s: %s", old, strerror(errno));
	if (rename(so->dir, old) == -1 && errno != ENOENT) {
		rmdir(old);
		return cli_errx(EXIT_SYS, "%s: %s", so->dir, strerror(errno));
	}
	if (rename(so->tmp, so->dir) == -1) {
		int	 e = errno;

		rename(old, so->dir);
		return cli_errx(EXIT_SYS, "%s: %s", so->dir, strerror(e));
	}
	site_remove(old);
	return 0;
}

/* Writes the site into a new directory beside DIR, then swaps it in. */
static int
publish_write(struct rating_cmd *c, const char *dir)
{
	struct site_out	 so = { dir, NULL, 0, 0 };
	struct env_saved saved[2];
	char		 tmp[PATH_MAX];
	int		 rc;

	if ((rc = publish_target_ok(dir)) != 0)
		return rc;
	snprintf(tmp, sizeof(tmp), NT_("%s.new-XXXXXX"), dir);
	if (mkdtemp(tmp) == NULL)
		return cli_errx(EXIT_SYS, "%s: %s", tmp, strerror(errno));
	chmod(tmp, 0755);
	so.tmp = tmp;
	publish_lang(c->lang, saved);
	rc = publish_pages(&so, c);
	env_restore(saved, 2);
	if (rc != 0 || (rc = publish_swap(&so)) != 0) {
		site_remove(tmp);
		return rc;
	}
	printf(P_("%s: %d page written, %d of them changed\n",
	    "%s: %d pages written, %d of them changed\n", so.pages), dir, so.pages, so.changed);
	return 0;
}

int
cmd_publish(int argc, char **argv)
{
	static const struct option extra[] = {
		{ "event", required_argument, NULL, 'e' },
		{ "season", required_argument, NULL, 'n' },
		{ "lang", required_argument, NULL, 'l' },
		{ NULL, 0, NULL, 0 }
	};
	struct rating_cmd	 c;
	struct db_param		 p[2];
	char			 dir[PATH_MAX];
	size_t			 len;
	int			 rc;

	memset(&c, 0, sizeof(c));
	c.v.decimal = lang_decimal;
	c.lang = "pl";
	if ((rc = rating_parse(&c, extra, 0, argc, argv)) != 0)
		return rc;
	if (optind != argc - 1 || argv[optind][0] == '\0')
		return cli_usage_error();
	snprintf(dir, sizeof(dir), "%s", argv[optind]);
	while ((len = strlen(dir)) > 1 && dir[len - 1] == '/')
		dir[len - 1] = '\0';
	if ((rc = rating_replay(&c, p)) == 0 && (rc = publish_gather(&c, p)) == 0) {
		rc = publish_write(&c, dir);
	}
	rating_view_free(&c.v);
	db_close(c.db);
	return rc;
}
