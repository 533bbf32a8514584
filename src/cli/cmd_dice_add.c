/*
 * referee event add --game dice and dice add: dice events and their
 * game records in the league database, all or nothing.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "game_store.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../notation/gdr.h"
#include "../report/dice.h"
#include "../rules/dice/dice.h"

/* ------------------------------------------------------ league: dice events */

int
dice_event_add(struct db_event *ev, const char *ruleset)
{
	struct dice_rules	 r;

	return league_game_event_add(ev, ruleset, &dice_ruleset_game, &r,
	    _("--deals: a dice event has games, not deals"), game_store_event_put,
	    _("event '%s' added (dice, ruleset %s)\n"));
}

/* Opens the database and finds a dice event with its rules; 0 or an exit status. */
int
dice_cli_event_open(const char *name, struct db **db, struct db_event *ev, struct dice_rules *r)
{
	return league_game_event(name, "dice", _("event '%s' is a %s event; dice games belong"
	    " to an event added with 'referee event add --game dice'"), db_dice_rules, r, db,
	    ev);
}

/* Parsed and judged record of dice add. */
struct add_file {
	const char		*path;
	struct dice_game	 g;
	struct dice_card	*cards;
	int			 number;
};

/* Reads, parses and judges one file for dice add; returns an exit status. */
static int
add_load(struct add_file *f, const struct db_event *ev, const struct dice_rules *r)
{
	struct dice_verdict	 v;
	struct dice_rules	 tag;
	struct errbuf		 err;
	const char		*name;
	int			 rc;

	err_clear(&err);
	if ((rc = dice_record_read(f->path, &f->g)) != 0)
		return rc;
	if (f->g.nplayers > DB_DICE_PLAYERS) {
		err_set(&err, 0, 0, _("%d players: a game in the database has at most %d"),
		    f->g.nplayers, DB_DICE_PLAYERS);
		return cli_err_at(EXIT_USAGE, f->path, &err);
	}
	if (f->g.ruleset[0] != '\0') {
		if (gdr_rules(&f->g, &tag, &name, &err) == -1)
			return cli_err_at(EXIT_USAGE, f->path, &err);
		if (memcmp(&tag, r, sizeof(*r)) != 0) {
			err_set(&err, f->g.ruleset_line, f->g.ruleset_col,
			    _("the game was played under %s, the event '%s' under its ruleset %s"),
			    f->g.ruleset, ev->name, ev->ruleset_name);
			return cli_err_at(EXIT_RULE, f->path, &err);
		}
	}
	dice_judge(r, &f->g, &v);
	rc = dice_rulings_err(f->path, &v);
	dice_verdict_free(&v);
	return rc;
}

/* Stores one judged game with its players, turns and totals; 0, 1 or -1 with err. */
static int
add_store(struct db *db, const struct db_event *ev, const struct dice_rules *r,
    struct add_file *f, const char *by, struct errbuf *err)
{
	struct strbuf	 rec = { 0 }, src = { 0 };
	int64_t		 entry, game, players[DB_DICE_PLAYERS];
	int		 p, rc;

	f->cards = xcalloc((size_t)f->g.nplayers, sizeof(*f->cards));
	for (p = 0; p < f->g.nplayers; p++)
		if (db_player_get(db, f->g.players[p], 1, &players[p], err) != 1)
			return -1;
	gdr_print(&f->g, &rec);
	sb_addf(&src, _("dice add %s"), f->path);
	if ((rc = league_entry(db, by, NULL, sb_str(&src), &entry, err)) == 0 &&
	    (rc = db_dice_game_add(db, ev->id, &f->number, f->g.nplayers, players, r,
	    sb_str(&rec), entry, &game, err)) == 0 &&
	    (rc = db_dice_turns_store(db, game, r, &f->g, f->cards, 0, entry, err)) == 0)
		rc = db_dice_totals_agree(db, ev->id, f->number, r, f->cards, err);
	sb_free(&rec);
	sb_free(&src);
	return rc;
}

int
cmd_dice_add(int argc, char **argv)
{
	struct cli_opts		 o = { .handle = cli_opt_by };
	struct db_event		 ev;
	struct dice_rules	 r;
	struct add_file		*f;
	struct db		*db;
	struct errbuf		 err;
	const char		*by = NULL;
	int			 i, n, rc, worst = EXIT_OK;

	o.ctx = &by;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (argc < 2)
		return cli_usage_error();
	if ((rc = dice_cli_event_open(argv[0], &db, &ev, &r)) != 0)
		return rc;
	n = argc - 1;
	f = xcalloc((size_t)n, sizeof(*f));
	for (i = 0; i < n; i++) {
		f[i].path = argv[i + 1];
		if ((rc = add_load(&f[i], &ev, &r)) > worst)
			worst = rc;
	}
	if (worst != EXIT_OK) {
		cli_errx(worst, _("%s: nothing added"), ev.name);
		goto out;
	}
	err_clear(&err);
	rc = db_begin(db, &err);
	for (i = 0; i < n && rc == 0; i++)
		rc = add_store(db, &ev, &r, &f[i], by, &err);
	if (rc == 0 && (rc = db_commit(db, &err)) == 0) {
		for (i = 0; i < n; i++)
			dice_added_show(f[i].path, f[i].number, &r, &f[i].g, f[i].cards);
	} else {
		db_rollback(db);
		if (rc == 1)
			worst = cli_errx(EXIT_RULE, _("%s: %s; nothing added"), f[i - 1].path, err.msg);
		else
			worst = cli_errx(EXIT_SYS, "%s", err.msg);
	}
out:
	for (i = 0; i < n; i++) {
		dice_game_free(&f[i].g);
		free(f[i].cards);
	}
	free(f);
	db_close(db);
	return worst;
}
