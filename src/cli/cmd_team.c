/*
 * referee team add: the teams of the league database (4 or 5 players).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../util/i18n.h"

/* --new: register unknown names. */
static const struct cli_option new_option[] = {
	{ { "new", no_argument, NULL, 'N' }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* team add NAME [PLAYER...]: the names checked before the database is opened. */
static int
team_add(struct cmd_ctx *x)
{
	int		 create = cmd_count(x, "new"), argc = x->argc;
	char		**argv = x->argv, canon[DB_NAME_MAX];
	struct db	*db;
	struct errbuf	 err;
	int64_t		 team, player;
	int		 i, rc = 0;

	if (argc < 1)
		return cli_usage_error();
	if ((argv[0] = (char *)cli_text(_("team name"), argv[0])) == NULL)
		return EXIT_USAGE;
	if (argc - 1 > 5)
		return cli_errx(EXIT_RULE, _("team add: a team has 4 or 5 players (§7.2), not %d"),
		    argc - 1);
	if (strlen(argv[0]) >= DB_NAME_MAX)
		return cli_errx(EXIT_USAGE, _("team name: at most %d bytes"), DB_NAME_MAX - 1);
	if ((rc = cmd_setup(x)) != 0)
		return rc;
	db = x->db;
	err_clear(&err);
	if (db_begin(db, &err) == -1 || (rc = db_team_add(db, argv[0], &team, &err)) != 0)
		return league_status(rc, &err);
	for (i = 1; i < argc; i++) {
		if ((rc = league_player_take(db, argv[i], NULL, create, &player, canon)) != 0)
			return rc;
		if ((rc = db_team_member_add(db, team, player, &err)) != 0) {
			if (rc == 1)
				snprintf(err.msg + strlen(err.msg), sizeof(err.msg) - strlen(err.msg),
				    " ('%s')", canon);
			return league_status(rc, &err);
		}
	}
	if (db_commit(db, &err) == -1)
		return league_status(-1, &err);
	printf(P_("team '%s' added (%d player)\n", "team '%s' added (%d players)\n", argc - 1),
	    argv[0], argc - 1);
	if (argc - 1 < 4)
		fprintf(stderr, P_("referee: team '%s' has %d player so far; a team needs 4 or 5\n",
		    "referee: team '%s' has %d players so far; a team needs 4 or 5\n", argc - 1),
		    argv[0], argc - 1);
	return EXIT_OK;
}

static CMD_ENTRY(cmd_team_add, team_add)

const struct command team_commands[] = {
	{ "add", cmd_team_add, "NAME [PLAYER...]", N_("add a team of 4 or 5 players"), NULL,
	    N_("Players are found by name (case, diacritics and spaces aside, either order,\n"
	    "a surname or first name alone when one player has it); an unknown name is\n"
	    "refused with the nearest ones, --new registers it. A player belongs to one\n"
	    "team; a team has at most 5 players and its best 4 results count (team_best_n).\n"),
	    CMD_DB | CMD_LATE | CMD_DB_CREATE, new_option },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
