/*
 * referee table seat | absent: seating players at a table of an event and
 * recording an absence.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/say.h"
#include "../util/i18n.h"

/* --new: register unknown names. */
static const struct cli_option new_option[] = {
	{ { "new", no_argument, NULL, 'N' }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};

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
		if ((rc = league_player_take(db, argv[i], &scope, st->create, &st->id[i],
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

/* table seat [EVENT] P1 P2 P3 P4: the names checked before the database is opened. */
static int
table_seat(struct cmd_ctx *x)
{
	struct seating	 st = { 0 };
	const struct cli_opts *o = x->o;
	struct db_seats	 old;
	const struct db_event *ev = x->ev;
	char		**argv = x->argv;
	struct db	*db;
	struct errbuf	 err;
	int64_t		 table;
	int		 rc = 0, i;

	st.create = cmd_count(x, "new");
	for (i = 0; i < 4; i++)
		if (strlen(argv[i]) >= DB_NAME_MAX)
			return cli_errx(EXIT_USAGE, _("player name: at most %d bytes"), DB_NAME_MAX - 1);
	if ((rc = cmd_setup(x)) != 0)
		return rc;
	db = x->db;
	if (strcmp(ev->game, "baska") != 0)
		return cli_errx(EXIT_USAGE, _("table seat: '%s' is a %s event: its players are"
		    " seated per game (see 'referee %s')"), ev->name, ev->game, ev->game);
	err_clear(&err);
	memset(&old, 0, sizeof(old));
	if (db_begin(db, &err) == -1 ||
	    (rc = db_table_get(db, ev->id, o->session, o->table, 1, &table, &err)) != 1 ||
	    db_table_seats(db, table, &old, &err) == -1)
		return league_status(-1, &err);
	if ((rc = seating_find(db, argv, &old, ev->id, &st)) != 0)
		return rc;
	/* Clear the seats first so that players may swap seats before play. */
	for (i = 1; i <= 4; i++)
		if ((rc = db_seat_set(db, table, i, 0, &err)) != 0)
			return league_status(rc, &err);
	for (i = 1; i <= 4; i++)
		if ((rc = db_seat_set(db, table, i, st.id[i - 1], &err)) != 0) {
			if (rc == 1 && db_refusal(db) == DBR_ONE_TABLE_PER_SESSION)
				snprintf(err.msg, sizeof(err.msg), _("'%s' already sits at another"
				    " table in session %d"), st.name[i - 1], o->session);
			return league_status(rc, &err);
		}
	if (db_commit(db, &err) == -1)
		return league_status(-1, &err);
	seating_print(o, &old, &st);
	return EXIT_OK;
}

static CMD_ENTRY(cmd_table_seat, table_seat)

static const struct cli_option present[] = {
	{ { "present", no_argument, NULL, 'p' }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* table absent [EVENT] SEAT|PLAYER: the database open, the event found. */
static int
table_absent(struct cmd_ctx *x)
{
	struct db_seats	 seats;
	struct db_name_match m;
	struct db	*db = x->db;
	struct errbuf	 err;
	char		 hint[DB_NEAR_MAX * (DB_NAME_MAX + 8)], **argv = x->argv;
	char		 head[DB_NAME_MAX + 64];
	int64_t		 table;
	int		 rc = 0, seat = 0, i = 0, absent = cmd_count(x, "present") == 0;
	long		 v;

	memset(&m, 0, sizeof(m));
	if ((rc = league_table(db, x->ev, x->o->session, x->o->table, &table)) != 0)
		return rc;
	err_clear(&err);
	if (db_table_seats(db, table, &seats, &err) == -1)
		return league_status(-1, &err);
	if (parse_int(argv[0], 1, 4, &v) == 0)
		seat = (int)v;
	/* A name is found among the four like at 'referee enter' (db_seat_match). */
	else if ((i = db_seat_match(&seats, argv[0], &m)) == 1)
		seat = (int)m.id;
	if (seat == 0 || seats.player[seat - 1] == 0) {
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
		return league_status(rc, &err);
	/* A long name makes the note wider than a terminal: the rule below it. */
	snprintf(head, sizeof(head), _("%s (seat %d) %s:"), seats.name[seat - 1], seat,
	    absent ? _("absent") : _("present again"));
	report_say_split(stdout, head, absent ?
	    _("each present player gets the short-table points (§7.4)") :
	    _("the table is scored from its deals"));
	return EXIT_OK;
}

static CMD_ENTRY(cmd_table_absent, table_absent)

const struct command table_commands[] = {
	{ "absent", cmd_table_absent, "SEAT|PLAYER",
	    N_("record that a player left or never came (§7.4)"), NULL,
	    N_("Each present player at the table then gets absent_big table points and\n"
	    "absent_small small points (3 and 35 under psb); the absent player 0 and 0.\n"),
	    CO_TABLE | CMD_DB | CMD_EVENT_OPT | CMD_ARGS(1), present },
	{ "seat", cmd_table_seat, "P1 P2 P3 P4",
	    N_("seat four players at a table, seat 1 first (- for an empty seat)"), NULL,
	    N_("Seat 1 deals first. Players are found by name (case, diacritics and\n"
	    "repeated spaces aside, either order, a surname or first name alone when one\n"
	    "player of the table, else of the event, else at all has it); an unknown or\n"
	    "ambiguous name is refused with the nearest ones or the candidates,\n"
	    "--new registers an unknown one. Re-seating prints what changed. Seats can change\n"
	    "until the first deal is entered; a player sits at one table per session.\n"
	    "A table with an empty seat is a short table (§7.4).\n"),
	    CO_TABLE | CMD_DB | CMD_LATE | CMD_EVENT_OPT | CMD_ARGS(4), new_option },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
