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

/* ------------------------------------------------------------ player */

static int
cmd_player_add(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "club", required_argument, NULL, 'c' },
		{ "licence", required_argument, NULL, 'l' },
		{ NULL, 0, NULL, 0 }
	};
	const char	*club = NULL, *licence = NULL;
	struct db	*db;
	struct errbuf	 err;
	int		 ch, rc;

	while ((ch = getopt_long(argc, argv, "c:l:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'c':
			club = optarg;
			break;
		case 'l':
			licence = optarg;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc != 1)
		return cli_usage_error();
	if (strlen(argv[0]) >= DB_NAME_MAX)
		return cli_errx(EXIT_USAGE, "player name: at most %d bytes", DB_NAME_MAX - 1);
	if ((rc = league_open(&db)) != 0)
		return rc;
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

static int
cmd_player_list(int argc, char **argv)
{
	static const char *const head[] = { "player", "club", "licence", "team" };
	struct cli_opts	 o = { .want = CO_FORMAT };
	struct db	*db;
	int		 rc;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (optind != argc)
		return cli_usage_error();
	if ((rc = league_open(&db)) != 0)
		return rc;
	rc = league_report_print(db, "players", NULL, 0, 4, head, NULL, o.format);
	db_close(db);
	return rc;
}

const struct command player_commands[] = {
	{ "add", cmd_player_add, "[--club C] [--licence L] NAME", "register a player", NULL, NULL },
	{ "list", cmd_player_list, "[-f text|csv]", "list the players", NULL, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};

/* ------------------------------------------------------------ team */

static int
cmd_team_add(int argc, char **argv)
{
	struct db	*db;
	struct errbuf	 err;
	int64_t		 team, player;
	int		 i, rc = 0;

	if (argc < 2)
		return cli_usage_error();
	if (argc - 2 > 5)
		return cli_errx(EXIT_RULE, "team add: a team has 4 or 5 players (§7.2), not %d",
		    argc - 2);
	if ((rc = league_open(&db)) != 0)
		return rc;
	err_clear(&err);
	if (db_begin(db, &err) == -1 || (rc = db_team_add(db, argv[1], &team, &err)) != 0)
		goto fail;
	for (i = 2; i < argc; i++) {
		if ((rc = db_player_get(db, argv[i], 1, &player, &err)) != 1 ||
		    (rc = db_team_member_add(db, team, player, &err)) != 0) {
			if (rc == 1)
				snprintf(err.msg + strlen(err.msg), sizeof(err.msg) - strlen(err.msg),
				    " ('%s')", argv[i]);
			goto fail;
		}
	}
	if (db_commit(db, &err) == -1)
		goto fail;
	db_close(db);
	if (argc - 2 < 4)
		fprintf(stderr, "referee: team '%s' has %d players so far; a team needs 4 or 5\n",
		    argv[1], argc - 2);
	return EXIT_OK;
fail:
	db_close(db);
	return league_status(rc, &err);
}

const struct command team_commands[] = {
	{ "add", cmd_team_add, "NAME [PLAYER...]", "add a team of 4 or 5 players", NULL,
	    "Players not yet registered are added. A player belongs to one team; a team\n"
	    "has at most 5 players and its best 4 results count (team_best_n).\n" },
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};

/* ------------------------------------------------------------ table */

static int
cmd_table_seat(int argc, char **argv)
{
	struct cli_opts	 o = { .want = CO_TABLE };
	struct db_event	 ev;
	struct db	*db;
	struct errbuf	 err;
	int64_t		 table, player;
	int		 rc = 0, session, number, i, j;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (argc != 5)
		return cli_usage_error();
	session = o.session;
	number = o.table;
	for (i = 1; i < 5; i++) {
		if (strlen(argv[i]) >= DB_NAME_MAX)
			return cli_errx(EXIT_USAGE, "player name: at most %d bytes", DB_NAME_MAX - 1);
		for (j = 1; j < i; j++)
			if (strcmp(argv[i], "-") != 0 && strcmp(argv[i], argv[j]) == 0)
				return cli_errx(EXIT_RULE, "table seat: '%s' cannot take seats %d"
				    " and %d: four distinct players sit at a table", argv[i], j, i);
	}
	if ((rc = league_open(&db)) != 0)
		return rc;
	if ((rc = league_event(db, argv[0], &ev)) != 0) {
		db_close(db);
		return rc;
	}
	err_clear(&err);
	if (db_begin(db, &err) == -1 ||
	    (rc = db_table_get(db, ev.id, session, number, 1, &table, &err)) != 1) {
		rc = -1;
		goto fail;
	}
	/* Clear the seats first so that players may swap seats before play. */
	for (i = 1; i <= 4; i++)
		if ((rc = db_seat_set(db, table, i, 0, &err)) != 0)
			goto fail;
	for (i = 1; i <= 4; i++) {
		player = 0;
		if (strcmp(argv[i], "-") != 0 &&
		    (rc = db_player_get(db, argv[i], 1, &player, &err)) != 1) {
			rc = -1;
			goto fail;
		}
		if ((rc = db_seat_set(db, table, i, player, &err)) != 0) {
			if (rc == 1 && strstr(err.msg, "one table per session"))
				snprintf(err.msg, sizeof(err.msg), "'%s' already sits at another"
				    " table in session %d", argv[i], session);
			goto fail;
		}
	}
	if (db_commit(db, &err) == -1) {
		rc = -1;
		goto fail;
	}
	db_close(db);
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

static int
cmd_table_absent(int argc, char **argv)
{
	static const struct option present[] = {
		{ "present", no_argument, NULL, 'p' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli_opts	 o = { .want = CO_TABLE, .extra = present, .handle = absent_opt };
	struct db_event	 ev;
	struct db_seats	 seats;
	struct db	*db;
	struct errbuf	 err;
	int64_t		 table;
	int		 rc = 0, seat = 0, i, absent = 1;
	long		 v;

	o.ctx = &absent;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (argc != 2)
		return cli_usage_error();
	if ((rc = cli_open_table(&o, argv[0], &db, &ev, &table)) != 0)
		return rc;
	err_clear(&err);
	if (db_table_seats(db, table, &seats, &err) == -1) {
		rc = -1;
		goto fail;
	}
	if (parse_int(argv[1], 1, 4, &v) == 0)
		seat = (int)v;
	for (i = 0; i < 4 && seat == 0; i++)
		if (strcmp(seats.name[i], argv[1]) == 0)
			seat = i + 1;
	if (seat == 0 || seats.player[seat - 1] == 0) {
		db_close(db);
		return cli_errx(EXIT_USAGE, "table absent: '%s' is neither a seat 1-4 nor a"
		    " player at this table", argv[1]);
	}
	if (db_begin(db, &err) == -1 || (rc = db_seat_absent(db, table, seat, absent,
	    &err)) != 0 || db_commit(db, &err) == -1)
		goto fail;
	db_close(db);
	printf("%s (seat %d) %s: %s\n", seats.name[seat - 1], seat,
	    absent ? "absent" : "present again",
	    absent ? "each present player gets the short-table points (§7.4)" :
	    "the table is scored from its deals");
	return EXIT_OK;
fail:
	db_close(db);
	return league_status(rc, &err);
}

const struct command table_commands[] = {
	{ "absent", cmd_table_absent, "EVENT --session S --table T [--present] SEAT|PLAYER",
	    "record that a player left or never came (§7.4)", NULL,
	    "Each present player at the table then gets absent_big table points and\n"
	    "absent_small small points (3 and 35 under psb); the absent player 0 and 0.\n" },
	{ "seat", cmd_table_seat, "EVENT --session S --table T P1 P2 P3 P4",
	    "seat four players at a table, seat 1 first (- for an empty seat)", NULL,
	    "Seat 1 deals first. Players not yet registered are added. Seats can change\n"
	    "until the first deal is entered; a player sits at one table per session.\n"
	    "A table with an empty seat is a short table (§7.4).\n" },
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
