/*
 * Deal entry: referee deal add | fix | undo (their options: cmd_deal_opts.c;
 * deal history: cmd_deal_history.c). Every deal is scored by the rules
 * engine under the event's stored ruleset and written in its own IMMEDIATE
 * transaction.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cmd_deal.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/deal_line.h"
#include "../report/history.h"
#include "../util/i18n.h"

/* Checks --points against the computed points. */
static int
points_check(const struct deal_opts *o, struct errbuf *err)
{
	return o->set_points ? baska_points_check(&o->d.score, o->check_points, o->d.number,
	    err) : 0;
}

/* The event's standings ranks (reports/standings.sql) into r. 0 or -1. */
static int
ranks_read(struct db *db, int64_t event, struct deal_ranks *r, struct errbuf *err)
{
	struct db_param	 p[3] = { { DBP_INT, event, NULL }, { DBP_NULL, 0, NULL },
	    { DBP_INT, 0, NULL } };

	return db_report(db, "standings", p, 3, deal_ranks_row, r, err);
}

/*
 * Settles the deal, checks it against --points and stores it, a new version
 * with correction (the standings' ranks read before and after into rk),
 * and commits. 0, 1 refused or -1 (err).
 */
static int
deal_write(struct deal_opts *o, struct db *db, const struct db_event *ev,
    const struct baska_rules *rules, int64_t table, struct deal_ranks *rk,
    struct errbuf *err)
{
	int64_t		 entry;
	int		 rc;

	if (db_deal_settle(ev, rules, &o->d, err) == -1 || points_check(o, err) == -1)
		return 1;
	if ((rk && (rc = ranks_read(db, ev->id, &rk[0], err)) != 0) ||
	    (rc = league_entry(db, o->by, o->why, rk ? "deal fix" : "deal add", &entry,
	    err)) != 0 ||
	    (rc = db_deal_put(db, table, &o->d, entry, rk != NULL, err)) != 0 ||
	    (rk && (rc = ranks_read(db, ev->id, &rk[1], err)) != 0))
		return rc;
	return db_commit(db, err);
}


static int
cmd_deal_add(int argc, char **argv)
{
	struct deal_opts o;
	struct db_event	 ev;
	struct baska_rules rules;
	struct db	*db;
	struct errbuf	 err;
	int64_t		 table;
	int		 rc;

	if ((rc = deal_opts_parse(argc, argv, &o)) != 0)
		return rc;
	if (o.file != NULL) {
		if (o.set || o.number || o.set_points || o.d.dealer)
			return cli_errx(EXIT_USAGE, _("deal add --file: the record says what was"
			    " played; no result flags"));
		return deal_file(&o, 0);
	}
	if (o.why != NULL)
		return cli_errx(EXIT_USAGE, _("deal add: --why is for corrections ('referee deal fix')"));
	if ((o.set & (BO_CONTRACT | BO_DECLARER | BO_EYES)) !=
	    (BO_CONTRACT | BO_DECLARER | BO_EYES))
		return cli_errx(EXIT_USAGE, _("deal add: --contract, --declarer and --eyes are"
		    " required"));
	if ((rc = deal_open(&o, &db, &ev, &table, &rules)) != 0)
		return rc;
	if ((rc = deal_seat_names(&o, db, table)) != 0) {
		db_close(db);
		return rc;
	}
	err_clear(&err);
	rc = -1;
	if (o.number == 0 && db_deal_next(db, table, &o.number, &err) == -1)
		goto fail;
	o.d.number = o.number;
	if ((rc = deal_write(&o, db, &ev, &rules, table, NULL, &err)) != 0)
		goto fail;
	db_close(db);
	report_deal_line(stdout, "", &o.d);
	return EXIT_OK;
fail:
	db_close(db);
	return league_status(rc, &err);
}

static int
cmd_deal_fix(int argc, char **argv)
{
	struct deal_opts o;
	struct db_event	 ev;
	struct baska_rules rules;
	struct db_deal	 cur;
	struct deal_ranks rk[2] = { { 0, NULL, NULL }, { 0, NULL, NULL } };
	struct db	*db;
	struct errbuf	 err;
	int64_t		 table;
	int		 rc;
	char		 head[64];

	if ((rc = deal_opts_parse(argc, argv, &o)) != 0)
		return rc;
	if (o.file != NULL) {
		if (o.why == NULL || *o.why == '\0')
			return cli_errx(EXIT_USAGE, _("deal fix: --why TEXT is required (a"
			    " correction records who, when and why)"));
		return deal_file(&o, 1);
	}
	if (o.number == 0 || o.why == NULL || *o.why == '\0')
		return cli_errx(EXIT_USAGE, _("deal fix: --deal N and --why TEXT are required"
		    " (a correction records who, when and why)"));
	if ((rc = deal_open(&o, &db, &ev, &table, &rules)) != 0)
		return rc;
	err_clear(&err);
	if ((rc = db_deal_get(db, table, o.number, &cur, &err)) != 1) {
		if (rc == 0) {
			err_set(&err, 0, 0, _("deal %d was never entered at this table: use"
			    " 'referee deal add'"), o.number);
			rc = 1;
		}
		goto fail;
	}
	baska_outcome_keep(&o.d.out, &cur.out, o.set);
	if ((rc = deal_seat_names(&o, db, table)) != 0) {
		db_close(db);
		return rc;
	}
	o.d.number = o.number;
	if (baska_outcome_same(&o.d.out, &cur.out)) {
		/* No new version: the chain and the history stay as they are. */
		db_close(db);
		printf(_("deal %d: nothing changed, version %d stands (no new version)\n"),
		    o.number, cur.version);
		return EXIT_OK;
	}
	if ((rc = deal_write(&o, db, &ev, &rules, table, rk, &err)) != 0)
		goto fail;
	db_close(db);
	snprintf(head, sizeof(head), _("version %d "), o.d.version);
	report_deal_line(stdout, head, &o.d);
	deal_ranks_moved(&rk[0], &rk[1]);
	deal_ranks_free(&rk[0]);
	deal_ranks_free(&rk[1]);
	return EXIT_OK;
fail:
	deal_ranks_free(&rk[0]);
	deal_ranks_free(&rk[1]);
	db_close(db);
	return league_status(rc, &err);
}

static int
cmd_deal_undo(int argc, char **argv)
{
	struct deal_opts o;
	struct db_event	 ev;
	struct db	*db;
	struct errbuf	 err;
	int64_t		 table;
	int64_t		 entry;
	int		 rc, number;

	if ((rc = deal_opts_parse(argc, argv, &o)) != 0)
		return rc;
	if ((rc = deal_open(&o, &db, &ev, &table, NULL)) != 0)
		return rc;
	err_clear(&err);
	/*
	 * With no deal to withdraw nothing is committed: the entry written first
	 * would be the entry of nothing stored (db_close rolls it back).
	 */
	if ((rc = league_entry(db, o.by, o.why ? o.why : "undo",
	    "deal undo", &entry, &err)) != 0 || (rc = db_deal_undo(db, table, entry, &number,
	    &err)) != 0 || (number != 0 && (rc = db_commit(db, &err)) != 0)) {
		db_close(db);
		return league_status(rc, &err);
	}
	db_close(db);
	if (number == 0)
		return cli_errx(EXIT_RULE, _("deal undo: no deal to withdraw at this table"));
	printf(_("deal %d withdrawn (kept in its history)\n"), number);
	return EXIT_OK;
}

const struct command deal_commands[] = {
	{ "add", cmd_deal_add, "", N_("enter one result-only deal at a table"), NULL,
	    N_("The deal number defaults to the next one; the dealer follows from it (seat 1\n"
	    "deals first). --declarer and --partner take a seat 1-4 or the name of the\n"
	    "player seated there, as enter does; a name prints the player it took.\n"
	    "The deal is scored under the event's ruleset and printed.\n"
	    "--points checks the protocol's own numbers. A deal number already entered is\n"
	    "refused: corrections go through 'referee deal fix'.\n"),
	    CO_TABLE_ANY | CO_BY | CMD_DB_CREATE, deal_add_options },
	{ "fix", cmd_deal_fix, "",
	    N_("correct a deal: a new version with who, when and why"), NULL,
	    N_("Fields not given keep their value. The old version stays in the history;\n"
	    "reports read the new one. Prints which standings ranks moved.\n"),
	    CO_TABLE_ANY | CO_BY, deal_fix_options },
	{ "history", cmd_deal_history, "",
	    N_("every version of the deals of a table"), NULL,
	    N_("Text fits 100 columns: the seats are named above, Starzy and the points\n"
	    "are by seat, v is the version, k the kontras, B a bok deal, and each\n"
	    "correction's reason is a numbered note below the rows. --wide prints\n"
	    "every column in the rows; -f csv every column as stored.\n"),
	    CO_TABLE | CO_FORMAT, deal_history_options },
	{ "undo", cmd_deal_undo, "",
	    N_("withdraw the last deal of a table (kept in its history)"), NULL, NULL,
	    CO_TABLE_ANY | CO_BY, deal_undo_options },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};

