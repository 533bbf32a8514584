/*
 * referee player add | list | rename | merge | remove: the players of the
 * league database (teams: cmd_team.c, tables: cmd_table.c).
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/table.h"
#include "../rules/game.h"
#include "../util/names.h"
#include "../util/i18n.h"

/* ------------------------------------------------------------ player */

#define OPT_NEW	CLI_LONG	/* --new: no short form */

struct player_add_opts {
	const char	*club, *licence;
	int		 create;
};

static int
player_add_opt(int ch, const char *arg, void *ctx)
{
	struct player_add_opts *a = ctx;

	switch (ch) {
	case 'c':
		return (a->club = cli_text(NT_("--club"), arg)) == NULL ? EXIT_USAGE : 0;
	case 'l':
		return (a->licence = cli_text(NT_("--licence"), arg)) == NULL ? EXIT_USAGE : 0;
	case OPT_NEW:
		a->create++;
		return 0;
	default:
		return EXIT_USAGE;
	}
}

/* --new twice: a name that prints like a registered player's is taken. */
static const struct cli_option new_option[] = {
	{ { "new", no_argument, NULL, OPT_NEW }, "--new" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static const struct cli_option add_options[] = {
	{ { "club", required_argument, NULL, 'c' }, "C" },
	{ { "licence", required_argument, NULL, 'l' }, "L" },
	{ { "new", no_argument, NULL, OPT_NEW }, "--new" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* player add NAME: its options checked as they come (player_add_opt), then NAME. */
static int
player_add(struct cmd_ctx *x)
{
	const struct player_add_opts *a = x->data;
	const char	*name;
	struct db	*db;
	struct errbuf	 err;
	int		 rc;

	if ((name = cli_text(_("player name"), x->argv[0])) == NULL)
		return EXIT_USAGE;
	if (strlen(name) >= DB_NAME_MAX)
		return cli_errx(EXIT_USAGE, _("player name: at most %d bytes"), DB_NAME_MAX - 1);
	if ((rc = league_open(&db)) != 0)
		return rc;
	db_confusable_allow(db, a->create >= 2);
	err_clear(&err);
	rc = 0;
	if (db_begin(db, &err) == -1 || (rc = db_player_add(db, name, a->club, a->licence,
	    &err)) != 0 || db_commit(db, &err) == -1) {
		db_close(db);
		return league_status(rc, &err);
	}
	db_close(db);
	/* confirmed as event add, table seat and player rename, merge, remove are */
	printf(_("player '%s' added\n"), name);
	return EXIT_OK;
}

static CMD_ENTRY_WITH(cmd_player_add, player_add, player_add_opt, struct player_add_opts)

/* The rows of the players report, to be sorted in Polish order. */
struct plist {
	char	*(*row)[4];
	size_t	 n, cap;
};

static int
plist_add(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct plist	*l = arg;
	int		 i;

	(void)names;
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 32;
		l->row = xreallocarray(l->row, l->cap, sizeof(*l->row));
	}
	for (i = 0; i < 4; i++)
		l->row[l->n][i] = xstrdup(i < ncol && vals[i] ? vals[i] : "");
	l->n++;
	return 0;
}

static int
plist_cmp(const void *a, const void *b)
{
	char *const	*x = a, *const *y = b;

	return name_collate(x[0], y[0]);
}

/* player list: the database open (CMD_DB). */
static int
player_list(struct cmd_ctx *x)
{
	/* CSV columns as written; text heads in the reader's language (table.c). */
	static const char *const head[] = { N_("player"), N_("club"), N_("licence"),
	    N_("team") };
	struct plist	 l = { 0 };
	struct table	*t;
	struct errbuf	 err;
	size_t		 i;
	int		 rc, j;

	err_clear(&err);
	rc = db_report(x->db, "players", NULL, 0, plist_add, &l, &err);
	if (rc == 0) {
		/* SQLite orders by bytes (Ł after Z): Polish order is sorted here. */
		if (l.n > 0)
			qsort(l.row, l.n, sizeof(*l.row), plist_cmp);
		t = table_alloc(4, head);
		for (i = 0; i < l.n; i++)
			table_add(t, (const char *const *)l.row[i]);
		table_print(stdout, t, x->o->format);
		table_free(t);
	}
	for (i = 0; i < l.n; i++)
		for (j = 0; j < 4; j++)
			free(l.row[i][j]);
	free(l.row);
	return rc == 0 ? EXIT_OK : cli_errx(EXIT_SYS, "%s", err.msg);
}

static CMD_ENTRY(cmd_player_list, player_list)

/* Finds the players named by argv[0..n-1]. 0 or the exit status (printed). */
static int
players_find(struct db *db, char **argv, int n, int64_t *id, char (*canon)[DB_NAME_MAX])
{
	int	 i, rc;

	for (i = 0; i < n; i++)
		if ((rc = league_player(db, argv[i], 0, &id[i], canon[i], DB_NAME_MAX)) != 0)
			return rc;
	return 0;
}

/* Ends one change of players in a transaction; prints done on success. */
static int
players_change(struct db *db, int rc, struct errbuf *err, const char *done)
{
	if (rc == 0 && db_commit(db, err) == -1)
		rc = -1;
	if (rc != 0)
		return league_status(rc, err);
	printf("%s\n", done);
	return EXIT_OK;
}

/* player rename OLD NEW: NEW checked before the database is opened. */
static int
player_rename(struct cmd_ctx *x)
{
	char		 canon[1][DB_NAME_MAX], done[3 * DB_NAME_MAX];
	const char	*name;
	struct errbuf	 err;
	int64_t		 id;
	int		 rc;

	if ((name = cli_text(_("new name"), x->argv[1])) == NULL)
		return EXIT_USAGE;
	if (strlen(name) >= DB_NAME_MAX)
		return cli_errx(EXIT_USAGE, _("player name: at most %d bytes"), DB_NAME_MAX - 1);
	if ((rc = cmd_setup(x)) != 0 ||
	    (rc = players_find(x->db, x->argv, 1, &id, canon)) != 0)
		return rc;
	db_confusable_allow(x->db, cmd_count(x, "new") >= 2);
	err_clear(&err);
	if ((rc = db_begin(x->db, &err)) == 0)
		rc = db_player_rename(x->db, id, name, &err);
	snprintf(done, sizeof(done), _("player '%s' is now '%s'"), canon[0], name);
	return players_change(x->db, rc, &err, done);
}

static CMD_ENTRY(cmd_player_rename, player_rename)

/* player merge A B: the database open (CMD_DB). */
static int
player_merge(struct cmd_ctx *x)
{
	char		 canon[2][DB_NAME_MAX], done[4 * DB_NAME_MAX];
	struct errbuf	 err;
	int64_t		 id[2];
	int		 rc;

	if ((rc = players_find(x->db, x->argv, 2, id, canon)) != 0)
		return rc;
	err_clear(&err);
	if ((rc = db_begin(x->db, &err)) == 0)
		rc = db_player_merge(x->db, id[0], id[1], &err);
	snprintf(done, sizeof(done), _("player '%s' merged into '%s' (both names find '%s')"),
	    canon[1], canon[0], canon[0]);
	return players_change(x->db, rc, &err, done);
}

static CMD_ENTRY(cmd_player_merge, player_merge)

/* player remove NAME: the database open (CMD_DB). */
static int
player_remove(struct cmd_ctx *x)
{
	char		 canon[1][DB_NAME_MAX], done[2 * DB_NAME_MAX];
	struct errbuf	 err;
	int64_t		 id;
	int		 rc;

	if ((rc = players_find(x->db, x->argv, 1, &id, canon)) != 0)
		return rc;
	err_clear(&err);
	if ((rc = db_begin(x->db, &err)) == 0 &&
	    (rc = db_player_remove(x->db, id, &err)) == 1)
		return cli_errx(EXIT_RULE, _("player remove: '%s': %s"), canon[0], err.msg);
	snprintf(done, sizeof(done), _("player '%s' removed"), canon[0]);
	return players_change(x->db, rc, &err, done);
}

static CMD_ENTRY(cmd_player_remove, player_remove)

const struct command player_commands[] = {
	{ "add", cmd_player_add, "NAME",
	    N_("register a player"), NULL,
	    N_("A name whose key (case, diacritics and repeated spaces aside) is that of a\n"
	    "registered player is refused: 'anna  nowak' is 'Anna Nowak'. So is a name\n"
	    "that prints like a registered player's (a Cyrillic letter for a Latin one,\n"
	    "a zero-width space), unless --new is given twice. Names are stored in NFC;\n"
	    "control characters, bidi overrides and invalid UTF-8 are refused (exit 2).\n"),
	CMD_DB_CREATE | CMD_ARGS(1), add_options },
	{ "list", cmd_player_list, "", N_("list the players (in Polish order)"),
	    NULL, NULL, CO_FORMAT | CMD_DB | CMD_ARGS(0), NULL },
	{ "merge", cmd_player_merge, "A B", N_("merge player B into player A"), NULL,
	    N_("B's seats, dice and Rybaření games and team move to A; B's name stays an\n"
	    "alias that finds A. Refused when both sat in one session or game.\n"),
	    CMD_DB | CMD_ARGS(2), NULL },
	{ "remove", cmd_player_remove, "NAME", N_("remove a player who never sat"), NULL,
	    N_("A player with a seat or in a team is kept: rename or merge instead.\n"),
	    CMD_DB | CMD_ARGS(1), NULL },
	{ "rename", cmd_player_rename, "OLD NEW", N_("rename a player"), NULL,
	    N_("Protocols and standings show the new name from now on.\n"),
	    CMD_DB | CMD_LATE | CMD_ARGS(2), new_option },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
