/*
 * deal add --file and deal fix --file: .bdn records (full or result-only)
 * judged under the event's ruleset and stored with their canonical text,
 * all or nothing.
 */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../notation/bdn_stream.h"
#include "cli.h"
#include "cmd_deal.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../notation/bdn.h"
#include "../report/table.h"
#include "../rules/baska/sequence.h"

/* ------------------------------------------------------------ .bdn records */

struct bdn_add {
	const char	*file;
	struct db	*db;
	int64_t		 entry;
	struct db_event	 ev;
	struct baska_rules rules;	/* of ev */
	int		 have_ev;
	int		 status;	/* worst exit status so far */
	int		 n;
	FILE		*out;		/* what is printed once the deals are stored */
};

/* Reports a problem with a record: FILE:LINE:COL: msg. */
static void
bdn_fail(struct bdn_add *a, int status, const struct baska_src *src, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void
bdn_fail(struct bdn_add *a, int status, const struct baska_src *src, const char *fmt, ...)
{
	struct errbuf	 err;
	va_list		 ap;

	va_start(ap, fmt);
	err_vset(&err, src->line, src->col, fmt, ap);
	va_end(ap);
	cli_err_at(status, a->file, &err);
	if (status > a->status)
		a->status = status;
}

/*
 * The record's event: the one read last, else found, else added with the
 * record's Ruleset. Returns 1, 0 (refused, reported) or -1 (database error,
 * printed).
 */
static int
bdn_event(struct bdn_add *a, const struct baska_deal *rec, const char *event)
{
	struct errbuf	 err;
	int		 rc;

	err_clear(&err);
	if (a->have_ev && strcmp(a->ev.name, event) == 0)
		return 1;
	a->have_ev = 0;
	a->rules = baska_psb;	/* another game's event: refused at its table */
	if ((rc = db_event_find(a->db, event, &a->ev, &err)) == -1 ||
	    (rc == 1 && strcmp(a->ev.game, "baska") == 0 &&
	    db_baska_rules(&a->ev, &a->rules, &err) == -1))
		return cli_errx(EXIT_SYS, "%s", err.msg), -1;
	if (rc == 0) {
		if (strlen(event) >= sizeof(a->ev.name)) {
			bdn_fail(a, EXIT_USAGE, &rec->src, _("event name too long"));
			return 0;
		}
		memset(&a->ev, 0, sizeof(a->ev));
		snprintf(a->ev.name, sizeof(a->ev.name), "%s", event);
		snprintf(a->ev.date, sizeof(a->ev.date), "%s", rec->date);
		snprintf(a->ev.game, sizeof(a->ev.game), NT_("baska"));
		snprintf(a->ev.ruleset_name, sizeof(a->ev.ruleset_name), "%s",
		    rec->ruleset[0] ? rec->ruleset : NT_("psb"));
		if (kv_load_name(&baska_ruleset_game, a->ev.ruleset_name, &a->rules,
		    &err) == -1) {
			bdn_fail(a, EXIT_USAGE, &rec->src, _("Ruleset: %s"), err.msg);
			return 0;
		}
		if ((rc = db_baska_event_add(a->db, &a->ev, &a->rules, &err)) != 0) {
			if (rc == -1)
				return cli_errx(EXIT_SYS, "%s", err.msg), -1;
			bdn_fail(a, EXIT_RULE, &rec->src, "%s", err.msg);
			return 0;
		}
	}
	a->have_ev = 1;
	return 1;
}

/*
 * The table and its four players: a Seats tag seats a new table and must
 * agree with a seated one. Returns 1, 0 (refused, reported) or -1.
 */
static int
bdn_seats(struct bdn_add *a, const struct baska_deal *rec, int session, int number,
    int64_t *table, struct db_seats *seats)
{
	struct errbuf	 err;
	int64_t		 player;
	int		 i, rc;

	err_clear(&err);
	if (db_table_get(a->db, a->ev.id, session, number, 1, table, &err) != 1 ||
	    db_table_seats(a->db, *table, seats, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg), -1;
	if (seats->nseated == 0 && rec->has_seats) {
		for (i = 0; i < 4; i++) {
			if (db_player_get(a->db, rec->seats[i], 1, &player, &err) != 1) {
				/* a name refused for its bytes, or like a player's */
				if (db_refusal(a->db) == DBR_PLAYER_NAME ||
				    db_refusal(a->db) == DBR_PLAYER_CONFUSABLE) {
					bdn_fail(a, db_refusal(a->db) == DBR_PLAYER_NAME ?
					    EXIT_USAGE : EXIT_RULE, &rec->src, _("Seats: '%s': %s"),
					    rec->seats[i], err.msg);
					return 0;
				}
				return cli_errx(EXIT_SYS, "%s", err.msg), -1;
			}
			if ((rc = db_seat_set(a->db, *table, i + 1, player, &err)) != 0) {
				if (rc == -1)
					return cli_errx(EXIT_SYS, "%s", err.msg), -1;
				bdn_fail(a, EXIT_RULE, &rec->src, _("Seats: '%s': %s"), rec->seats[i],
				    err.msg);
				return 0;
			}
			snprintf(seats->name[i], sizeof(seats->name[i]), "%s", rec->seats[i]);
		}
		seats->nseated = 4;
	} else if (rec->has_seats) {
		for (i = 0; i < 4; i++)
			if (strcmp(seats->name[i], rec->seats[i]) != 0) {
				bdn_fail(a, EXIT_RULE, &rec->src, _("Seats: seat %d is '%s', but %s"
				    " sits there at table %d of session %d"), i + 1, rec->seats[i],
				    seats->name[i][0] ? seats->name[i] : _("nobody"), number, session);
				return 0;
			}
	}
	if (seats->nseated != 4) {
		bdn_fail(a, EXIT_RULE, &rec->src, _("table %d of session %d: four players must be"
		    " seated ('referee table seat', or a Seats tag)"), number, session);
		return 0;
	}
	return 1;
}

/* Judges a record and stores it with its canonical text. Returns 0 or -1. */
static int
bdn_store(struct bdn_add *a, const struct baska_deal *rec, int64_t table,
    const struct db_seats *seats, int correction)
{
	struct baska_verdict v;
	struct db_deal	 d;
	struct strbuf	 canon = { 0 };
	struct errbuf	 err;
	int		 rc, i, nv;

	err_clear(&err);
	if ((nv = baska_judge(&a->rules, rec, &v, &err)) < 0) {
		struct baska_src src = { err.line ? err.line : rec->src.line,
		    err.line ? err.col : rec->src.col };

		bdn_fail(a, EXIT_USAGE, &src, _("deal %d: %s"), rec->deal, err.msg);
		return 0;
	}
	for (i = 0; i < v.nviol; i++)
		if (v.viol[i].code == BR_SCORE) {
			struct baska_src at = { v.viol[i].line, v.viol[i].col };

			bdn_fail(a, EXIT_RULE, &at, _("deal %d: %s"), rec->deal, v.viol[i].text);
			return 0;
		}
	memset(&d, 0, sizeof(d));
	d.number = rec->deal;
	d.dealer = rec->dealer;
	d.out = v.outcome;
	d.score = v.score;
	if (baska_deal_fits(&a->rules, a->ev.name, a->ev.deals, d.number, &d.dealer,
	    d.out.bok, &err) == -1) {
		bdn_fail(a, EXIT_RULE, &rec->src, "%s", err.msg);
		return 0;
	}
	bdn_print(rec, &canon);
	d.record = sb_str(&canon);
	rc = db_deal_put(a->db, table, &d, a->entry, correction, &err);
	if (rc == -1) {
		sb_free(&canon);
		return cli_errx(EXIT_SYS, "%s", err.msg), -1;
	}
	if (rc == 1)
		bdn_fail(a, EXIT_RULE, &rec->src, "%s", err.msg);
	else {
		a->n++;
		if (correction)
			fprintf(a->out, _("version %d "), d.version);
		league_deal_line(a->out, seats, &d);
		for (i = 0; i < v.nviol; i++)
			fprintf(a->out, _("  ruling: %s\n"), v.viol[i].text);
	}
	sb_free(&canon);
	return 0;
}

/*
 * Stores one full or result-only record: finds (or creates) its event and
 * table from the options or its tags, seats the Seats tag at a new table,
 * judges it under the event's ruleset and keeps its canonical text. Returns
 * 0, or -1 on a database error (printed).
 */
static int
bdn_one(struct bdn_add *a, const struct deal_opts *o, const struct baska_deal *rec,
    int correction)
{
	struct db_seats	 seats;
	const char	*event = o->event ? o->event : rec->event;
	int		 session = o->session ? o->session : rec->session;
	int		 number = o->table ? o->table : rec->table;
	int64_t		 table;
	int		 rc;

	if (event == NULL || *event == '\0' || session == 0 || number == 0) {
		bdn_fail(a, EXIT_USAGE, &rec->src, _("deal %d: which event, session and table?"
		    " (give EVENT --session S --table T, or Event, Session and Table tags)"),
		    rec->deal);
		return 0;
	}
	if ((o->event && rec->event[0] && strcmp(o->event, rec->event) != 0) ||
	    (o->session && rec->session && o->session != rec->session) ||
	    (o->table && rec->table && o->table != rec->table)) {
		bdn_fail(a, EXIT_RULE, &rec->src, _("deal %d: the record's Event, Session or"
		    " Table tag names another table than the command line"), rec->deal);
		return 0;
	}
	if ((rc = bdn_event(a, rec, event)) != 1)
		return rc;
	if (rec->ruleset[0] && strcmp(rec->ruleset, a->ev.ruleset_name) != 0) {
		bdn_fail(a, EXIT_RULE, &rec->src, _("deal %d: Ruleset '%s', but %s is played under"
		    " '%s'"), rec->deal, rec->ruleset, a->ev.name, a->ev.ruleset_name);
		return 0;
	}
	if ((rc = bdn_seats(a, rec, session, number, &table, &seats)) != 1)
		return rc;
	return bdn_store(a, rec, table, &seats, correction);
}

/* The arguments of bdn_each. */
struct bdn_each_arg {
	struct bdn_add		*a;
	const struct deal_opts	*o;
	int			 correction;
};

static int
bdn_each(const struct bdn_reader *r, struct baska_deal *rec, void *arg)
{
	struct bdn_each_arg *x = arg;

	(void)r;
	return bdn_one(x->a, x->o, rec, x->correction) == -1 ? -2 : 0;
}

/* Copies the spooled output to stdout; 0 or -1. */
static int
out_copy(FILE *f)
{
	char	 buf[8192];
	size_t	 n;

	if (fflush(f) == EOF || fseek(f, 0, SEEK_SET) == -1)
		return -1;
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		if (fwrite(buf, 1, n, stdout) != n)
			return -1;
	return ferror(f) ? -1 : 0;
}

/*
 * deal add/fix --file: every record of the file, all or nothing. The file
 * is copied first (tstream_spool: scanned, never read inside the write
 * transaction, whatever it is) and then read back record by record through
 * a bounded window; what is printed waits in a temporary file until commit.
 */
int
deal_file(const struct deal_opts *o, int correction)
{
	struct bdn_add	 a;
	struct bdn_each_arg x = { &a, o, correction };
	struct tstream	 ts;
	struct errbuf	 err;
	FILE		*spool;
	int		 rc, n;

	memset(&a, 0, sizeof(a));
	memset(&ts, 0, sizeof(ts));
	a.file = o->file;
	err_clear(&err);
	if ((spool = tstream_spool(o->file, &err)) == NULL)
		return cli_err_at(EXIT_USAGE, o->file, &err);
	if ((a.out = tmpfile()) == NULL) {
		fclose(spool);
		return cli_errx(EXIT_SYS, _("a temporary file: %s"), strerror(errno));
	}
	tstream_openf(&ts, spool, 1, STREAM_WINDOW);
	if ((rc = league_open(&a.db)) != 0)
		goto close;
	rc = EXIT_SYS;
	if (db_begin(a.db, &err) == -1 || league_entry(a.db, o->by, o->why,
	    correction ? "deal fix --file" : "deal add --file", &a.entry, &err) == -1) {
		cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if ((rc = bdn_stream_each(&ts, bdn_each, &x, &n, &err)) == -2) {
		rc = EXIT_SYS;
		goto out;
	}
	if (rc == -1) {
		cli_err_at(EXIT_USAGE, o->file, &err);
		rc = EXIT_USAGE;
		goto out;
	}
	if (a.status != 0) {
		rc = cli_errx(a.status, _("%s: nothing stored"), o->file);
		goto out;
	}
	if (a.n == 0) {
		rc = cli_errx(EXIT_USAGE, _("%s: no deal record"), o->file);
		goto out;
	}
	if (db_commit(a.db, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	rc = EXIT_OK;
out:
	if (rc != EXIT_OK)
		db_rollback(a.db);
	db_close(a.db);
close:
	tstream_close(&ts);
	if (rc == EXIT_OK && out_copy(a.out) == -1)
		rc = cli_errx(EXIT_SYS, _("a temporary file: %s"), strerror(errno));
	fclose(a.out);
	return rc;
}
