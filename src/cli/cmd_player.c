/*
 * League database commands: players, teams and tables (seating, absences).
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

static int
cmd_player_add(int argc, char **argv)
{
	static const struct option own[] = {
		{ "club", required_argument, NULL, 'c' },
		{ "licence", required_argument, NULL, 'l' },
		{ "new", no_argument, NULL, OPT_NEW },
		{ NULL, 0, NULL, 0 }
	};
	struct player_add_opts a = { NULL, NULL, 0 };
	struct cli_opts	 o = { .extra = own, .handle = player_add_opt };
	const char	*club, *licence;
	struct db	*db;
	struct errbuf	 err;
	int		 rc, create;

	o.ctx = &a;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	club = a.club;
	licence = a.licence;
	create = a.create;
	argc -= optind;
	argv += optind;
	if (argc != 1)
		return cli_usage_error();
	if ((argv[0] = (char *)cli_text(_("player name"), argv[0])) == NULL)
		return EXIT_USAGE;
	if (strlen(argv[0]) >= DB_NAME_MAX)
		return cli_errx(EXIT_USAGE, _("player name: at most %d bytes"), DB_NAME_MAX - 1);
	if ((rc = league_open(&db)) != 0)
		return rc;
	db_confusable_allow(db, create >= 2);
	err_clear(&err);
	rc = 0;
	if (db_begin(db, &err) == -1 || (rc = db_player_add(db, argv[0], club, licence,
	    &err)) != 0 || db_commit(db, &err) == -1) {
		db_close(db);
		return league_status(rc, &err);
	}
	db_close(db);
	return EXIT_OK;
}

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

static int
cmd_player_list(int argc, char **argv)
{
	/* CSV columns as written; text heads in the reader's language (table.c). */
	static const char *const head[] = { N_("player"), N_("club"), N_("licence"),
	    N_("team") };
	struct cli_opts	 o = { 0 };
	struct plist	 l = { 0 };
	struct table	*t;
	struct errbuf	 err;
	struct db	*db;
	size_t		 i;
	int		 rc, j;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (optind != argc)
		return cli_usage_error();
	if ((rc = league_open(&db)) != 0)
		return rc;
	err_clear(&err);
	rc = db_report(db, "players", NULL, 0, plist_add, &l, &err);
	db_close(db);
	if (rc == 0) {
		/* SQLite orders by bytes (Ł after Z): Polish order is sorted here. */
		if (l.n > 0)
			qsort(l.row, l.n, sizeof(*l.row), plist_cmp);
		t = table_alloc(4, head);
		for (i = 0; i < l.n; i++)
			table_add(t, (const char *const *)l.row[i]);
		table_print(stdout, t, o.format);
		table_free(t);
	}
	for (i = 0; i < l.n; i++)
		for (j = 0; j < 4; j++)
			free(l.row[i][j]);
	free(l.row);
	return rc == 0 ? EXIT_OK : cli_errx(EXIT_SYS, "%s", err.msg);
}

/* Opens the database and finds the players named by argv[0..n-1]. 0 or status. */
static int
players_open(char **argv, int n, struct db **db, int64_t *id, char (*canon)[DB_NAME_MAX])
{
	int	 i, rc;

	if ((rc = league_open(db)) != 0)
		return rc;
	for (i = 0; i < n; i++)
		if ((rc = league_player(*db, argv[i], 0, &id[i], canon[i], DB_NAME_MAX)) != 0) {
			db_close(*db);
			return rc;
		}
	return 0;
}

/* Runs one change of players in a transaction; prints done on success. */
static int
players_change(struct db *db, int rc, struct errbuf *err, const char *done)
{
	if (rc == 0 && db_commit(db, err) == -1)
		rc = -1;
	db_close(db);
	if (rc != 0)
		return league_status(rc, err);
	printf("%s\n", done);
	return EXIT_OK;
}

static int
cmd_player_rename(int argc, char **argv)
{
	char		 canon[1][DB_NAME_MAX], done[3 * DB_NAME_MAX];
	struct errbuf	 err;
	struct db	*db;
	int64_t		 id;
	int		 rc;

	static const struct option own[] = {
		{ "new", no_argument, NULL, OPT_NEW },
		{ NULL, 0, NULL, 0 }
	};
	struct cli_opts	 o = { .extra = own, .handle = cli_opt_count };
	int		 create = 0;

	o.ctx = &create;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind - 1;
	argv += optind - 1;
	if (argc != 3)
		return cli_usage_error();
	if ((argv[2] = (char *)cli_text(_("new name"), argv[2])) == NULL)
		return EXIT_USAGE;
	if (strlen(argv[2]) >= DB_NAME_MAX)
		return cli_errx(EXIT_USAGE, _("player name: at most %d bytes"), DB_NAME_MAX - 1);
	if ((rc = players_open(argv + 1, 1, &db, &id, canon)) != 0)
		return rc;
	db_confusable_allow(db, create >= 2);
	err_clear(&err);
	if ((rc = db_begin(db, &err)) == 0)
		rc = db_player_rename(db, id, argv[2], &err);
	snprintf(done, sizeof(done), _("player '%s' is now '%s'"), canon[0], argv[2]);
	return players_change(db, rc, &err, done);
}

static int
cmd_player_merge(int argc, char **argv)
{
	char		 canon[2][DB_NAME_MAX], done[4 * DB_NAME_MAX];
	struct errbuf	 err;
	struct db	*db;
	int64_t		 id[2];
	int		 rc;

	if (argc != 3)
		return cli_usage_error();
	if ((rc = players_open(argv + 1, 2, &db, id, canon)) != 0)
		return rc;
	err_clear(&err);
	if ((rc = db_begin(db, &err)) == 0)
		rc = db_player_merge(db, id[0], id[1], &err);
	snprintf(done, sizeof(done), _("player '%s' merged into '%s' (both names find '%s')"),
	    canon[1], canon[0], canon[0]);
	return players_change(db, rc, &err, done);
}

static int
cmd_player_remove(int argc, char **argv)
{
	char		 canon[1][DB_NAME_MAX], done[2 * DB_NAME_MAX];
	struct errbuf	 err;
	struct db	*db;
	int64_t		 id;
	int		 rc;

	if (argc != 2)
		return cli_usage_error();
	if ((rc = players_open(argv + 1, 1, &db, &id, canon)) != 0)
		return rc;
	err_clear(&err);
	if ((rc = db_begin(db, &err)) == 0 &&
	    (rc = db_player_remove(db, id, &err)) == 1) {
		db_close(db);
		return cli_errx(EXIT_RULE, _("player remove: '%s': %s"), canon[0], err.msg);
	}
	snprintf(done, sizeof(done), _("player '%s' removed"), canon[0]);
	return players_change(db, rc, &err, done);
}

const struct command player_commands[] = {
	{ "add", cmd_player_add, "[--club C] [--licence L] [--new --new] NAME",
	    N_("register a player"), NULL,
	    N_("A name whose key (case, diacritics and repeated spaces aside) is that of a\n"
	    "registered player is refused: 'anna  nowak' is 'Anna Nowak'. So is a name\n"
	    "that prints like a registered player's (a Cyrillic letter for a Latin one,\n"
	    "a zero-width space), unless --new is given twice. Names are stored in NFC;\n"
	    "control characters, bidi overrides and invalid UTF-8 are refused (exit 2).\n"),
	0, NULL },
	{ "list", cmd_player_list, "", N_("list the players (in Polish order)"),
	    NULL, NULL, CO_FORMAT, NULL },
	{ "merge", cmd_player_merge, "A B", N_("merge player B into player A"), NULL,
	    N_("B's seats, dice and Rybaření games and team move to A; B's name stays an\n"
	    "alias that finds A. Refused when both sat in one session or game.\n"), 0, NULL },
	{ "remove", cmd_player_remove, "NAME", N_("remove a player who never sat"), NULL,
	    N_("A player with a seat or in a team is kept: rename or merge instead.\n"), 0, NULL },
	{ "rename", cmd_player_rename, "[--new --new] OLD NEW", N_("rename a player"), NULL,
	    N_("Protocols and standings show the new name from now on.\n"), 0, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};

/* ------------------------------------------------------------ team */

/* --new: register unknown names. */
static int
new_opt(int ch, const char *arg, void *ctx)
{
	(void)ch;
	(void)arg;
	(*(int *)ctx)++;
	return 0;
}

static const struct option new_option[] = {
	{ "new", no_argument, NULL, 'N' },
	{ NULL, 0, NULL, 0 }
};

/*
 * Finds in scope (NULL: the database) or with create registers the player
 * named name, inside the caller's transaction: 0 with *id and canon, else
 * the exit status (printed).
 */
static int
player_take(struct db *db, const char *name, const struct db_name_scope *scope, int create,
    int64_t *id, char *canon)
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

static int
cmd_team_add(int argc, char **argv)
{
	int		 create = 0;
	struct cli_opts	 o = { .handle = new_opt, .ctx = &create };
	char		 canon[DB_NAME_MAX];
	struct db	*db;
	struct errbuf	 err;
	int64_t		 team, player;
	int		 i, rc = 0;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (argc < 1)
		return cli_usage_error();
	if ((argv[0] = (char *)cli_text(_("team name"), argv[0])) == NULL)
		return EXIT_USAGE;
	if (argc - 1 > 5)
		return cli_errx(EXIT_RULE, _("team add: a team has 4 or 5 players (§7.2), not %d"),
		    argc - 1);
	if (strlen(argv[0]) >= DB_NAME_MAX)
		return cli_errx(EXIT_USAGE, _("team name: at most %d bytes"), DB_NAME_MAX - 1);
	if ((rc = league_open(&db)) != 0)
		return rc;
	err_clear(&err);
	if (db_begin(db, &err) == -1 || (rc = db_team_add(db, argv[0], &team, &err)) != 0)
		goto fail;
	for (i = 1; i < argc; i++) {
		if ((rc = player_take(db, argv[i], NULL, create, &player, canon)) != 0) {
			db_close(db);
			return rc;
		}
		if ((rc = db_team_member_add(db, team, player, &err)) != 0) {
			if (rc == 1)
				snprintf(err.msg + strlen(err.msg), sizeof(err.msg) - strlen(err.msg),
				    " ('%s')", canon);
			goto fail;
		}
	}
	if (db_commit(db, &err) == -1)
		goto fail;
	db_close(db);
	if (argc - 1 < 4)
		fprintf(stderr, P_("referee: team '%s' has %d player so far; a team needs 4 or 5\n",
		    "referee: team '%s' has %d players so far; a team needs 4 or 5\n", argc - 1),
		    argv[0], argc - 1);
	return EXIT_OK;
fail:
	db_close(db);
	return league_status(rc, &err);
}

const struct command team_commands[] = {
	{ "add", cmd_team_add, "NAME [PLAYER...]", N_("add a team of 4 or 5 players"), NULL,
	    N_("Players are found by name (case, diacritics and spaces aside, either order,\n"
	    "a surname or first name alone when one player has it); an unknown name is\n"
	    "refused with the nearest ones, --new registers it. A player belongs to one\n"
	    "team; a team has at most 5 players and its best 4 results count (team_best_n).\n"),
	    0, new_option },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};

/* ------------------------------------------------------------ table */

struct seating {
	int	 create;		/* --new */
	int64_t	 id[4];
	char	 name[4][DB_NAME_MAX];
};

/*
 * Finds the four players (- an empty seat) among those seated at the table
 * so far (old), then the event's, then all; inside the transaction. 0 or status.
 */
static int
seating_find(struct db *db, char **argv, const struct db_seats *old, int64_t event,
    struct seating *st)
{
	struct db_name_scope scope = { old->player, 4, event };
	int	 i, j, rc;

	for (i = 0; i < 4; i++) {
		st->id[i] = 0;
		st->name[i][0] = '\0';
		if (strcmp(argv[i], "-") == 0)
			continue;
		if ((rc = player_take(db, argv[i], &scope, st->create, &st->id[i],
		    st->name[i])) != 0)
			return rc;
		for (j = 0; j < i; j++)
			if (st->id[j] == st->id[i])
				return cli_errx(EXIT_RULE, _("table seat: '%s' cannot take seats %d"
				    " and %d: four distinct players sit at a table"), st->name[i],
				    j + 1, i + 1);
	}
	return 0;
}

/* Says what the table looks like now, and what changed if it was seated. */
static void
seating_print(const struct cli_opts *o, const struct db_seats *old, const struct seating *st)
{
	int	 i, changed = 0;

	for (i = 0; i < 4; i++)
		changed += old->player[i] != st->id[i];
	if (old->nseated > 0 && changed == 0) {
		printf(_("session %d table %d: seated so already, nothing changed\n"), o->session,
		    o->table);
		return;
	}
	printf(_("session %d table %d %s:\n"), o->session, o->table,
	    old->nseated > 0 ? _("re-seated") : _("seated"));
	for (i = 0; i < 4; i++) {
		printf(_("  seat %d: %s"), i + 1, st->id[i] ? st->name[i] : _("- (empty)"));
		if (old->nseated > 0 && old->player[i] != st->id[i])
			printf(_(" (was %s)"), old->player[i] ? old->name[i] : _("empty"));
		putchar('\n');
	}
}

static int
cmd_table_seat(int argc, char **argv)
{
	struct seating	 st = { 0 };
	struct cli_opts	 o = { .handle = new_opt,
	    .ctx = &st.create };
	struct db_seats	 old;
	struct db_event	 ev;
	const char	*event;
	struct db	*db;
	struct errbuf	 err;
	int64_t		 table;
	int		 rc = 0, i;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (league_event_arg(&argc, &argv, 4, &event) == -1)
		return cli_usage_error();
	for (i = 0; i < 4; i++)
		if (strlen(argv[i]) >= DB_NAME_MAX)
			return cli_errx(EXIT_USAGE, _("player name: at most %d bytes"), DB_NAME_MAX - 1);
	if ((rc = league_open(&db)) != 0)
		return rc;
	if ((rc = league_event(db, event, &ev)) != 0) {
		db_close(db);
		return rc;
	}
	if (strcmp(ev.game, "baska") != 0) {
		db_close(db);
		return cli_errx(EXIT_USAGE, _("table seat: '%s' is a %s event: its players are"
		    " seated per game (see 'referee %s')"), ev.name, ev.game, ev.game);
	}
	err_clear(&err);
	memset(&old, 0, sizeof(old));
	if (db_begin(db, &err) == -1 ||
	    (rc = db_table_get(db, ev.id, o.session, o.table, 1, &table, &err)) != 1 ||
	    db_table_seats(db, table, &old, &err) == -1) {
		rc = -1;
		goto fail;
	}
	if ((rc = seating_find(db, argv, &old, ev.id, &st)) != 0) {
		db_close(db);
		return rc;
	}
	/* Clear the seats first so that players may swap seats before play. */
	for (i = 1; i <= 4; i++)
		if ((rc = db_seat_set(db, table, i, 0, &err)) != 0)
			goto fail;
	for (i = 1; i <= 4; i++)
		if ((rc = db_seat_set(db, table, i, st.id[i - 1], &err)) != 0) {
			if (rc == 1 && db_refusal(db) == DBR_ONE_TABLE_PER_SESSION)
				snprintf(err.msg, sizeof(err.msg), _("'%s' already sits at another"
				    " table in session %d"), st.name[i - 1], o.session);
			goto fail;
		}
	if (db_commit(db, &err) == -1) {
		rc = -1;
		goto fail;
	}
	db_close(db);
	seating_print(&o, &old, &st);
	return EXIT_OK;
fail:
	db_close(db);
	return league_status(rc, &err);
}

/* --present: the player is back. */
static int
absent_opt(int ch, const char *arg, void *ctx)
{
	(void)ch;
	(void)arg;
	*(int *)ctx = 0;
	return 0;
}

static const struct option present[] = {
	{ "present", no_argument, NULL, 'p' },
	{ NULL, 0, NULL, 0 }
};

static int
cmd_table_absent(int argc, char **argv)
{
	struct cli_opts	 o = { .handle = absent_opt };
	struct db_event	 ev;
	struct db_seats	 seats;
	struct db_name_match m;
	struct db	*db;
	struct errbuf	 err;
	const char	*event;
	char		 hint[DB_NEAR_MAX * (DB_NAME_MAX + 8)];
	int64_t		 table;
	int		 rc = 0, seat = 0, i = 0, absent = 1;
	long		 v;

	o.ctx = &absent;
	memset(&m, 0, sizeof(m));
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (league_event_arg(&argc, &argv, 1, &event) == -1)
		return cli_usage_error();
	if ((rc = cli_open_table(&o, event, &db, &ev, &table)) != 0)
		return rc;
	err_clear(&err);
	if (db_table_seats(db, table, &seats, &err) == -1) {
		rc = -1;
		goto fail;
	}
	if (parse_int(argv[0], 1, 4, &v) == 0)
		seat = (int)v;
	/* A name is found among the four like at 'referee enter' (db_seat_match). */
	else if ((i = db_seat_match(&seats, argv[0], &m)) == 1)
		seat = (int)m.id;
	if (seat == 0 || seats.player[seat - 1] == 0) {
		db_close(db);
		db_name_hint(&m, hint, sizeof(hint));
		if (seat == 0 && i == 2)
			return cli_errx(EXIT_USAGE, _("table absent: '%s' is ambiguous at this"
			    " table: %s"), argv[0], hint);
		return cli_errx(EXIT_USAGE, _("table absent: '%s' is neither a seat 1-4 nor a"
		    " player at this table%s%s%s"), argv[0], seat == 0 && *hint ?
		    _("; did you mean ") : "", seat == 0 ? hint : "", seat == 0 && *hint ? "?" : "");
	}
	if (db_begin(db, &err) == -1 || (rc = db_seat_absent(db, table, seat, absent,
	    &err)) != 0 || db_commit(db, &err) == -1)
		goto fail;
	db_close(db);
	printf(_("%s (seat %d) %s: %s\n"), seats.name[seat - 1], seat,
	    absent ? _("absent") : _("present again"),
	    absent ? _("each present player gets the short-table points (§7.4)") :
	    _("the table is scored from its deals"));
	return EXIT_OK;
fail:
	db_close(db);
	return league_status(rc, &err);
}

const struct command table_commands[] = {
	{ "absent", cmd_table_absent, "SEAT|PLAYER",
	    N_("record that a player left or never came (§7.4)"), NULL,
	    N_("Each present player at the table then gets absent_big table points and\n"
	    "absent_small small points (3 and 35 under psb); the absent player 0 and 0.\n"),
	    CO_TABLE, present },
	{ "seat", cmd_table_seat, "P1 P2 P3 P4",
	    N_("seat four players at a table, seat 1 first (- for an empty seat)"), NULL,
	    N_("Seat 1 deals first. Players are found by name (case, diacritics and\n"
	    "repeated spaces aside, either order, a surname or first name alone when one\n"
	    "player of the table, else of the event, else at all has it); an unknown or\n"
	    "ambiguous name is refused with the nearest ones or the candidates,\n"
	    "--new registers an unknown one. Re-seating prints what changed. Seats can change\n"
	    "until the first deal is entered; a player sits at one table per session.\n"
	    "A table with an empty seat is a short table (§7.4).\n"), CO_TABLE, new_option },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
