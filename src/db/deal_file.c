/*
 * The records of a .bdn file stored as deals (referee deal add|fix --file):
 * each record's event (found, or added with its Ruleset), its table and
 * seats (a Seats tag seats a new table), judged under the event's ruleset
 * and kept with its canonical text. A refusal names the record's position.
 * And the stored records read back with their event's ruleset (baska
 * analyse --event|--season).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baskadb.h"
#include "../notation/bdn.h"
#include "../rules/baska/sequence.h"
#include "../util/i18n.h"
#include "../util/kv.h"

/* A refusal at the record: err at src, and the exit status it earns. */
static int
refuse(struct errbuf *err, int status, const struct baska_src *src, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int
refuse(struct errbuf *err, int status, const struct baska_src *src, const char *fmt, ...)
{
	va_list		 ap;

	va_start(ap, fmt);
	err_vset(err, src->line, src->col, fmt, ap);
	va_end(ap);
	return status;
}

/* A new event named event, with the record's date and Ruleset. */
static int
file_event_add(struct db_deal_file *f, const struct baska_deal *rec, const char *event,
    struct errbuf *err)
{
	char	 msg[sizeof(err->msg)];
	int	 rc;

	if (strlen(event) >= sizeof(f->ev.name))
		return refuse(err, EXIT_USAGE, &rec->src, _("event name too long"));
	memset(&f->ev, 0, sizeof(f->ev));
	snprintf(f->ev.name, sizeof(f->ev.name), "%s", event);
	snprintf(f->ev.date, sizeof(f->ev.date), "%s", rec->date);
	snprintf(f->ev.game, sizeof(f->ev.game), NT_("baska"));
	snprintf(f->ev.ruleset_name, sizeof(f->ev.ruleset_name), "%s",
	    rec->ruleset[0] ? rec->ruleset : NT_("psb"));
	if (kv_load_name(&baska_ruleset_game, f->ev.ruleset_name, &f->rules, err) == -1) {
		snprintf(msg, sizeof(msg), "%s", err->msg);
		return refuse(err, EXIT_USAGE, &rec->src, _("Ruleset: %s"), msg);
	}
	if ((rc = db_baska_event_add(f->db, &f->ev, &f->rules, err)) != 0)
		return rc == -1 ? -1 : refuse(err, EXIT_RULE, &rec->src, "%s",
		    strcpy(msg, err->msg));
	return 0;
}

/* The record's event: the one read last, else found, else added. */
static int
file_event(struct db_deal_file *f, const struct baska_deal *rec, const char *event,
    struct errbuf *err)
{
	int	 rc;

	if (f->have_ev && strcmp(f->ev.name, event) == 0)
		return 0;
	f->have_ev = 0;
	f->rules = baska_psb;	/* another game's event: refused at its table */
	if ((rc = db_event_find(f->db, event, &f->ev, err)) == -1 ||
	    (rc == 1 && strcmp(f->ev.game, "baska") == 0 &&
	    db_baska_rules(&f->ev, &f->rules, err) == -1))
		return -1;
	if (rc == 0 && (rc = file_event_add(f, rec, event, err)) != 0)
		return rc;
	f->have_ev = 1;
	return 0;
}

/* Seats the Seats tag's four players at a table nobody sits at. */
static int
file_seat(struct db_deal_file *f, const struct baska_deal *rec, int64_t table,
    struct db_seats *seats, struct errbuf *err)
{
	char		 msg[sizeof(err->msg)];
	int64_t		 player;
	int		 i, rc;

	for (i = 0; i < 4; i++) {
		if (db_player_get(f->db, rec->seats[i], 1, &player, err) != 1) {
			/* a name refused for its bytes, or like a player's */
			if (db_refusal(f->db) != DBR_PLAYER_NAME &&
			    db_refusal(f->db) != DBR_PLAYER_CONFUSABLE)
				return -1;
			return refuse(err, db_refusal(f->db) == DBR_PLAYER_NAME ? EXIT_USAGE :
			    EXIT_RULE, &rec->src, _("Seats: '%s': %s"), rec->seats[i],
			    strcpy(msg, err->msg));
		}
		if ((rc = db_seat_set(f->db, table, i + 1, player, err)) != 0)
			return rc == -1 ? -1 : refuse(err, EXIT_RULE, &rec->src,
			    _("Seats: '%s': %s"), rec->seats[i], strcpy(msg, err->msg));
		snprintf(seats->name[i], sizeof(seats->name[i]), "%s", rec->seats[i]);
	}
	seats->nseated = 4;
	return 0;
}

/* The table and its four players: a Seats tag must agree with a seated table. */
static int
file_seats(struct db_deal_file *f, const struct baska_deal *rec, int session, int number,
    int64_t *table, struct db_seats *seats, struct errbuf *err)
{
	int	 i, rc;

	if (db_table_get(f->db, f->ev.id, session, number, 1, table, err) != 1 ||
	    db_table_seats(f->db, *table, seats, err) == -1)
		return -1;
	if (seats->nseated == 0 && rec->has_seats) {
		if ((rc = file_seat(f, rec, *table, seats, err)) != 0)
			return rc;
	} else if (rec->has_seats) {
		for (i = 0; i < 4; i++)
			if (strcmp(seats->name[i], rec->seats[i]) != 0)
				return refuse(err, EXIT_RULE, &rec->src, _("Seats: seat %d is '%s',"
				    " but %s sits there at table %d of session %d"), i + 1,
				    rec->seats[i], seats->name[i][0] ? seats->name[i] : _("nobody"),
				    number, session);
	}
	if (seats->nseated != 4)
		return refuse(err, EXIT_RULE, &rec->src, _("table %d of session %d: four players"
		    " must be seated ('referee table seat', or a Seats tag)"), number, session);
	return 0;
}

/* Judges the record and stores it with its canonical text. */
static int
file_store(struct db_deal_file *f, const struct baska_deal *rec, int64_t table,
    int correction, struct db_deal *d, struct baska_verdict *v, struct errbuf *err)
{
	struct strbuf	 canon = { 0 };
	char		 msg[sizeof(err->msg)];
	int		 rc, i;

	if (baska_judge(&f->rules, rec, v, err) < 0) {
		struct baska_src src = { err->line ? err->line : rec->src.line,
		    err->line ? err->col : rec->src.col };

		return refuse(err, EXIT_USAGE, &src, _("deal %d: %s"), rec->deal,
		    strcpy(msg, err->msg));
	}
	for (i = 0; i < v->nviol; i++)
		if (v->viol[i].code == BR_SCORE) {
			struct baska_src at = { v->viol[i].line, v->viol[i].col };

			return refuse(err, EXIT_RULE, &at, _("deal %d: %s"), rec->deal,
			    v->viol[i].text);
		}
	memset(d, 0, sizeof(*d));
	d->number = rec->deal;
	d->dealer = rec->dealer;
	d->out = v->outcome;
	d->score = v->score;
	if (baska_deal_fits(&f->rules, f->ev.name, f->ev.deals, d->number, &d->dealer,
	    d->out.bok, err) == -1)
		return refuse(err, EXIT_RULE, &rec->src, "%s", strcpy(msg, err->msg));
	bdn_print(rec, &canon);
	d->record = sb_str(&canon);
	rc = db_deal_put(f->db, table, d, f->entry, correction, err);
	d->record = NULL;
	sb_free(&canon);
	if (rc == 1)
		return refuse(err, EXIT_RULE, &rec->src, "%s", strcpy(msg, err->msg));
	return rc;
}

int
db_deal_file_put(struct db_deal_file *f, const struct db_deal_where *w,
    const struct baska_deal *rec, int correction, struct db_deal_stored *out,
    struct errbuf *err)
{
	const char	*event = w->event ? w->event : rec->event;
	int		 session = w->session ? w->session : rec->session;
	int		 number = w->table ? w->table : rec->table;
	int64_t		 table;
	int		 rc;

	err_clear(err);
	if (event == NULL || *event == '\0' || session == 0 || number == 0)
		return refuse(err, EXIT_USAGE, &rec->src, _("deal %d: which event, session and"
		    " table? (give EVENT --session S --table T, or Event, Session and Table"
		    " tags)"), rec->deal);
	if ((w->event && rec->event[0] && strcmp(w->event, rec->event) != 0) ||
	    (w->session && rec->session && w->session != rec->session) ||
	    (w->table && rec->table && w->table != rec->table))
		return refuse(err, EXIT_RULE, &rec->src, _("deal %d: the record's Event, Session"
		    " or Table tag names another table than the command line"), rec->deal);
	if ((rc = file_event(f, rec, event, err)) != 0)
		return rc;
	if (rec->ruleset[0] && strcmp(rec->ruleset, f->ev.ruleset_name) != 0)
		return refuse(err, EXIT_RULE, &rec->src, _("deal %d: Ruleset '%s', but %s is"
		    " played under '%s'"), rec->deal, rec->ruleset, f->ev.name,
		    f->ev.ruleset_name);
	if ((rc = file_seats(f, rec, session, number, &table, &out->seats, err)) != 0)
		return rc;
	return file_store(f, rec, table, correction, &out->deal, &out->verdict, err);
}

/* ------------------------------------------------------------ stored records */

struct records {
	struct db	*db;
	struct db_event	 ev;		/* the event of the record read last */
	struct baska_rules rules;	/* its ruleset */
	int		 have_ev, failed;
	struct errbuf	 err;
	int		 (*fn)(void *, const struct baska_deal *, const char *,
			    const struct baska_rules *, const struct errbuf *);
	void		*arg;
};

/* A deal of the stored record read now (bdn_parse), to fn. */
static int
record_deal(const struct baska_deal *d, void *arg)
{
	struct records	*r = arg;

	return r->fn(r->arg, d, r->ev.name, &r->rules, NULL);
}

static int
record_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct records	*r = arg;
	struct errbuf	 perr;

	(void)ncol;
	(void)names;
	if (!r->have_ev || strcmp(r->ev.name, vals[1]) != 0) {
		r->have_ev = 0;
		if (db_event_find(r->db, vals[1], &r->ev, &r->err) != 1 ||
		    db_event_rules(r->db, &r->ev, &r->rules, &r->err) == -1)
			return r->failed = 1;
		r->have_ev = 1;
	}
	err_clear(&perr);
	if (bdn_parse(vals[0], strlen(vals[0]), record_deal, r, &perr) == -1)
		return r->fn(r->arg, NULL, r->ev.name, &r->rules, &perr);
	return 0;
}

int
db_deal_records(struct db *db, int64_t event, const char *season,
    int (*fn)(void *, const struct baska_deal *, const char *, const struct baska_rules *,
    const struct errbuf *), void *arg, struct errbuf *err)
{
	struct db_param	 p[2] = { { DBP_NULL, 0, NULL }, { DBP_NULL, 0, NULL } };
	struct records	*r = xcalloc(1, sizeof(*r));
	int		 rc;

	r->db = db;
	r->fn = fn;
	r->arg = arg;
	err_clear(&r->err);
	if (event > 0) {
		p[0].type = DBP_INT;
		p[0].i = event;
	} else {
		p[1].type = DBP_TEXT;
		p[1].s = season;
	}
	rc = db_report(db, "analyse_bdn", p, 2, record_row, r, err);
	if (r->failed) {
		*err = r->err;
		rc = -1;
	}
	free(r);
	return rc;
}
