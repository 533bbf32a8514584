/*
 * The generic store's commands: event add, a game entry and standings for
 * every game whose row points its store hooks here (game_store.h). The
 * game is the event's, found through the registry; its row reads, judges
 * and prints the record, and its ruleset is the event's stored one.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "game_store.h"
#include "../db/db.h"
#include "../db/gamedb.h"
#include "../report/format.h"
#include "../report/page.h"
#include "../rules/game.h"
#include "../util/i18n.h"
#include "../util/kv.h"

#define GS_MAXSEATS	32
#define GS_MAXPOINTS	1000000

/* The game of the name when its events are kept in the generic store, else NULL. */
static const struct game *
store_game(const char *name)
{
	const struct game	*g = game_find(name);

	return g != NULL && g->event_add == game_store_event_add && g->ruleset != NULL ?
	    g : NULL;
}

int
game_store_event_put(struct db *db, struct db_event *ev, const void *r, struct errbuf *err)
{
	struct strbuf	 text = { 0 };
	int		 rc;

	kv_print(game_find(ev->game)->ruleset, NULL, r, &text);
	rc = db_game_event_add(db, ev, sb_str(&text), err);
	sb_free(&text);
	return rc;
}

int
game_store_event_add(struct db_event *ev, const char *ruleset)
{
	const struct game	*g = store_game(ev->game);
	char			 no_deals[256], added[256];
	void			*r;
	int			 rc;

	if (g == NULL)
		return cli_errx(EXIT_USAGE, _("--game: '%s' keeps no events"), ev->game);
	fmt_buf(no_deals, sizeof(no_deals), _("--deals: a %s event has games, not deals"),
	    _(g->title));
	fmt_buf(added, sizeof(added), _("event '%%s' added (%s, ruleset %%s)\n"), g->name);
	r = xcalloc(1, g->ruleset->size);
	rc = league_game_event_add(ev, ruleset, g->ruleset, r, no_deals, game_store_event_put,
	    added);
	free(r);
	return rc;
}

int
game_store_standings(struct db *db, const struct db_event *ev, int format)
{
	static const char *const head[] = { N_("rank"), N_("player"), N_("points"),
	    N_("games"), N_("wins") };
	static const int right[] = { 0, 2, 3, 4, -1 };
	const struct game	*g = game_find(ev->game);
	struct db_param		 p = { DBP_INT, 0, NULL };
	enum out_format		 fmt = (enum out_format)format;
	int			 rc;

	p.i = ev->id;
	if (fmt == FMT_TEXT)
		printf(_("%s (%s, ruleset %s)\n"), ev->name, g != NULL ? _(g->title) : ev->game,
		    ev->ruleset_name);
	if (fmt == FMT_HTML) {
		page_begin(stdout, ev->name, ev->date, _("standings"));
		page_para(stdout, NULL, _("ruleset %s"), ev->ruleset_name);
	}
	rc = league_report_print(db, "game_standings", &p, 1, 5, head, right, fmt);
	if (fmt == FMT_HTML)
		page_end(stdout);
	return rc;
}

/* ------------------------------------------------------------ GAME add */

/* One game to add: the event, its game and rules, the record read, the players. */
struct add {
	struct db_event		 ev;
	const struct game	*g;
	void			*rules;
	void			*rec;
	int			 n;
	const char		*name[GS_MAXSEATS];	/* in buf or argv */
	char			 buf[GS_MAXSEATS][DB_NAME_MAX];
	struct db_game_seat	 seat[GS_MAXSEATS];
};

/* PLAYER=POINTS... into a's players, places from the points; 0 or an exit status. */
static int
parse_seats(struct add *a, int argc, char **argv)
{
	char	*eq, *end;
	long	 v;
	int	 i, j;

	if (argc > GS_MAXSEATS)
		return cli_errx(EXIT_USAGE, _("at most %d players a game"), GS_MAXSEATS);
	for (i = 0; i < argc; i++) {
		if ((eq = strrchr(argv[i], '=')) == NULL || eq == argv[i])
			return cli_errx(EXIT_USAGE, _("expected PLAYER=POINTS, not '%s'"), argv[i]);
		if ((size_t)(eq - argv[i]) >= sizeof(a->buf[i]))
			return cli_errx(EXIT_USAGE, _("player name: at most %d bytes"),
			    (int)sizeof(a->buf[i]) - 1);
		memcpy(a->buf[i], argv[i], (size_t)(eq - argv[i]));
		a->buf[i][eq++ - argv[i]] = '\0';
		errno = 0;
		v = strtol(eq, &end, 10);
		if (*eq == '\0' || *end != '\0' || errno != 0 || v < -GS_MAXPOINTS ||
		    v > GS_MAXPOINTS)
			return cli_errx(EXIT_USAGE, _("%s: expected points, a whole number of at "
			    "most %d either way, not '%s'"), a->buf[i], GS_MAXPOINTS, eq);
		if ((a->name[i] = cli_text(_("player name"), a->buf[i])) == NULL)
			return EXIT_USAGE;
		a->seat[i].points = (int)v;
	}
	a->n = argc;
	for (i = 0; i < a->n; i++)
		for (a->seat[i].place = 1, j = 0; j < a->n; j++)
			a->seat[i].place += a->seat[j].points > a->seat[i].points;
	return 0;
}

/* Reads the record at path and judges it under the event's rules; 0 or an exit status. */
static int
judge_file(struct add *a, const char *path)
{
	struct verdict		 v = { 0 };
	struct errbuf		 err;
	const struct ruling	*x;
	char			*buf;
	size_t			 len, i;
	int			 rc;

	err_clear(&err);
	if (file_read(path, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	a->rec = a->g->record_read(buf, len, &err);
	free(buf);
	if (a->rec == NULL)
		return cli_err_at(EXIT_USAGE, path, &err);
	if ((rc = a->g->judge(a->rules, a->rec, &v, &err)) == -1) {
		verdict_free(&v);
		return cli_err_at(EXIT_USAGE, path, &err);
	}
	for (i = 0; i < v.n; i++) {
		x = &v.r[i];
		if (x->line > 0)
			printf("%s:%d:%d: %s\n", path, x->line, x->col, x->text);
		else
			printf("%s: %s\n", path, x->text);
	}
	verdict_free(&v);
	return rc > 0 ? cli_errx(EXIT_RULE, _("%s: nothing added"), a->ev.name) : 0;
}

/* Stores the judged game in one transaction; its number in *number. 0 or an exit status. */
static int
store(struct add *a, struct db *db, const char *by, const char *path, int *number)
{
	struct strbuf	 rec = { 0 }, src = { 0 };
	struct errbuf	 err;
	int64_t		 entry;
	int		 i, rc;

	err_clear(&err);
	a->g->record_print(a->rec, a->rules, &rec);
	sb_addf(&src, NT_("%s add %s"), a->g->name, path);
	rc = db_begin(db, &err);
	for (i = 0; rc == 0 && i < a->n; i++)
		if (db_player_get(db, a->name[i], 1, &a->seat[i].player, &err) != 1)
			rc = -1;
	if (rc == 0)
		rc = league_entry(db, by, NULL, sb_str(&src), &entry, &err);
	if (rc == 0)
		rc = db_game_result_add(db, a->ev.id, number, a->n, a->seat, sb_str(&rec),
		    entry, &err);
	if (rc == 0 && db_commit(db, &err) == -1)
		rc = -1;
	if (rc != 0)
		db_rollback(db);
	sb_free(&rec);
	sb_free(&src);
	if (rc == 1)
		return cli_errx(EXIT_RULE, "%s: %s", path, err.msg);
	return rc == 0 ? 0 : cli_errx(EXIT_SYS, "%s", err.msg);
}

/* Finds the event, its game and its rules; 0 or an exit status. */
static int
add_event(struct add *a, struct db *db, const char *name)
{
	static const char *not_here = N_("event '%s' is a %s event: its games are not "
	    "entered with this command");
	struct errbuf	 err;
	int		 rc;

	if ((rc = league_event(db, name, &a->ev)) != 0)
		return rc;
	if ((a->g = store_game(a->ev.game)) == NULL)
		return cli_errx(EXIT_USAGE, _(not_here), a->ev.name, a->ev.game);
	a->rules = xcalloc(1, a->g->ruleset->size);
	err_clear(&err);
	if (db_game_rules(db, a->ev.id, a->g->name, _(not_here), a->g->ruleset, a->rules,
	    a->g->ruleset->size, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	return 0;
}

/* GAME add [--by WHO] EVENT FILE PLAYER=POINTS... (cli_drive, --by checked). */
static int
store_add(struct cmd_ctx *x)
{
	struct add	*a;
	const char	*by = cmd_arg(x, "by");
	char		**argv = x->argv;
	int		 i, rc, number = 0, argc = x->argc;

	if (argc < 3)
		return cli_usage_error();
	a = xcalloc(1, sizeof(*a));
	/* The database opened by cmd_setup is closed by the driver. */
	if ((rc = parse_seats(a, argc - 2, argv + 2)) == 0 && (rc = cmd_setup(x)) == 0 &&
	    (rc = add_event(a, x->db, argv[0])) == 0 && (rc = judge_file(a, argv[1])) == 0 &&
	    (rc = store(a, x->db, by, argv[1], &number)) == 0) {
		printf(_("%s: game %d:"), argv[1], number);
		for (i = 0; i < a->n; i++)
			printf("%s %s %d", i ? "," : "", a->name[i], a->seat[i].points);
		putchar('\n');
	}
	if (a->rec != NULL)
		a->g->record_free(a->rec);
	free(a->rules);
	free(a);
	return rc;
}

CMD_ENTRY(game_store_cmd_add, store_add)

/* ------------------------------------------------ GAME add FILE..., games */

/*
 * The store pass of game_store_cmd_add_files: every file's game stored in
 * one transaction, then the lines of the games added. An exit status.
 */
static int
store_files(const struct game_store_files *sf, struct game_store_add *a, char **paths)
{
	struct errbuf	 err;
	int		 i = 0, rc;

	err_clear(&err);
	if ((rc = db_begin(a->db, &err)) == 0) {
		for (; i < a->n && (rc = sf->store(a, i, paths[i], &err)) == 0; i++)
			;
		if (rc == 0 && db_commit(a->db, &err) == -1)
			rc = -1;
	}
	if (rc == 0) {
		sf->added(a);
		return EXIT_OK;
	}
	db_rollback(a->db);
	/* A file that reads otherwise now has had its problems printed. */
	if (rc == 1 && err.msg[0] == '\0')
		return cli_errx(EXIT_RULE, _("%s: nothing added"), a->ev->name);
	if (rc == 1)
		return cli_errx(EXIT_RULE, _("%s: %s; nothing added"), paths[i], err.msg);
	return cli_errx(EXIT_SYS, "%s", err.msg);
}

/* GAME add [--by WHO] EVENT FILE... (cli_drive: the event of the row's game, its rules). */
static int
add_files(struct cmd_ctx *x)
{
	const struct game_store_files *sf;
	struct game_store_add	 a;
	int			 i, rc, worst = EXIT_OK;

	if (x->argc < 1)
		return cli_usage_error();
	if ((rc = cmd_setup(x)) != 0)
		return rc;
	sf = game_find(x->ev->game)->store_files;
	a = (struct game_store_add){ x->db, x->ev, x->rules, cmd_arg(x, "by"), x->argc,
	    xcalloc(1, sf->size), xcalloc((size_t)x->argc, sf->file_size) };
	for (i = 0; i < a.n; i++)
		if ((rc = sf->check(&a, i, x->argv[i])) > worst)
			worst = rc;
	if (worst != EXIT_OK)
		cli_errx(worst, _("%s: nothing added"), x->ev->name);
	else
		worst = store_files(sf, &a, x->argv);
	sf->end(&a);
	free(a.own);
	free(a.file);
	return worst;
}

CMD_ENTRY(game_store_cmd_add_files, add_files)

int
game_store_table(int (*print)(struct db *, const struct db_event *, int, enum out_format,
    struct errbuf *), struct db *db, const struct db_event *ev, int standings, int format)
{
	struct errbuf	 err;

	err_clear(&err);
	if (print(db, ev, standings, (enum out_format)format, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	return EXIT_OK;
}

/* GAME standings EVENT: the standings hook of the event's game (its row's). */
static int
row_standings(struct cmd_ctx *x)
{
	return game_find(x->ev->game)->standings(x->db, x->ev, (int)x->o->format);
}

CMD_ENTRY(game_store_cmd_standings, row_standings)

/* GAME games EVENT: the games hook of the event's game (its row's). */
static int
row_games(struct cmd_ctx *x)
{
	const struct game	*g = game_find(x->ev->game);

	if (g->games == NULL)
		return cli_errx(EXIT_SYS, "%s", _("this command keeps no games"));
	return g->games(x->db, x->ev, (int)x->o->format);
}

CMD_ENTRY(game_store_cmd_games, row_games)
