/*
 * The import pipeline (importdb.h): result-only deals of the league CSV
 * (referee-notation(5)), one row at a time, inside the caller's bulk transaction.
 * Moved out of src/cli (issue 28): cmd_import.c reads the file, prints and
 * commits; this file decides and stores each row, and tells the refused
 * ones to the caller. Per row it keeps what a table's rows repeat (issue
 * 31): the names as last spelt, and the players found so far by name.
 */
#include <sqlite3.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baskadb.h"
#include "db_int.h"
#include "importdb.h"
#include "../rules/baska/sequence.h"
#include "../util/i18n.h"
#include "../util/kv.h"
#include "../util/unitext.h"

const struct db_import_colspec db_import_cols[DIC__COUNT] = {
	{ "event", 1 }, { "session", 1 }, { "table", 1 }, { "deal", 1 },
	{ "seat1", 1 }, { "seat2", 1 }, { "seat3", 1 }, { "seat4", 1 },
	{ "dealer", 0 }, { "contract", 1 }, { "declarer", 1 }, { "partner", 0 },
	{ "kontras", 0 }, { "eyes", 1 }, { "bok", 0 },
	{ "points1", 0 }, { "points2", 0 }, { "points3", 0 }, { "points4", 0 },
	{ "absent", 0 },
};

/*
 * The players this import has found or added, by the name as seated: a
 * table's four names cost one hash probe each, not a lookup through ICU and
 * SQLite. Ids never change inside the transaction (no rename, no merge).
 */
struct pcache_slot {
	char		*name;		/* NULL: a free slot */
	int64_t		 id;
};

struct pcache {
	struct pcache_slot *slot;
	size_t		 cap, n;	/* cap: a power of 2, at most half full */
};

/* A deal judged and waiting for its statement (deals_flush), with its line. */
struct pend_deal {
	struct db_deal	 d;
	int		 line;
};

struct db_import {
	struct db	*db;
	const char	*ruleset;	/* for new events */
	int64_t		 entry;
	int		 map[DIC__COUNT];	/* field index of each column, -1 if absent */
	size_t		 nhead;
	db_import_refuse_fn *refuse;
	void		*ctx;
	long		 errors, deals;
	int		 usage;		/* a row refused as unreadable input: exit 2 */
	/* The event and table of the previous row. */
	struct db_event	 ev;
	struct baska_rules rules;	/* of ev */
	int		 have_ev;
	int64_t		 table;
	int		 session, number;
	struct db_seats	 seats;
	int		 table_bad;
	char		*nfc[5];	/* the row's event and seat names in NFC (row_names) */
	char		*raw[5];	/* each as the file spelt it (row_names' cache key) */
	struct pcache	 players;
	struct pend_deal pend[DB_DEAL_MANY];	/* deals of im->table not stored yet */
	size_t		 npend;
	int64_t		 sums[5];	/* deals stored at im->table, their s1-s4 (table_sums) */
	int		 fatal;		/* storing them failed while a row was refused */
	struct errbuf	 fatal_err;
};

static int	 deals_flush(struct db_import *, struct errbuf *);

static struct pcache_slot *
pcache_slot(const struct pcache *pc, const char *name)
{
	uint64_t	 h = 14695981039346656037ULL;	/* FNV-1a */
	const char	*p;
	size_t		 i;

	for (p = name; *p != '\0'; p++)
		h = (h ^ (unsigned char)*p) * 1099511628211ULL;
	for (i = (size_t)(h ^ (h >> 29)) & (pc->cap - 1); pc->slot[i].name != NULL;
	    i = (i + 1) & (pc->cap - 1))
		if (strcmp(pc->slot[i].name, name) == 0)
			break;
	return &pc->slot[i];
}

/* The id cached for name: 1, or 0 when not cached. */
static int
pcache_get(const struct pcache *pc, const char *name, int64_t *id)
{
	const struct pcache_slot *s;

	if (pc->cap == 0 || (s = pcache_slot(pc, name))->name == NULL)
		return 0;
	*id = s->id;
	return 1;
}

static void
pcache_put(struct pcache *pc, const char *name, int64_t id)
{
	struct pcache_slot *old = pc->slot, *s;
	size_t		 i, ocap = pc->cap;

	if (2 * (pc->n + 1) > pc->cap) {
		pc->cap = ocap ? 2 * ocap : 512;
		pc->slot = xcalloc(pc->cap, sizeof(*pc->slot));
		for (i = 0; i < ocap; i++)
			if (old[i].name != NULL)
				*pcache_slot(pc, old[i].name) = old[i];
		free(old);
	}
	if ((s = pcache_slot(pc, name))->name == NULL) {
		s->name = xstrdup(name);
		pc->n++;
	}
	s->id = id;
}

static void
pcache_free(struct pcache *pc)
{
	size_t	 i;

	for (i = 0; i < pc->cap; i++)
		free(pc->slot[i].name);
	free(pc->slot);
	memset(pc, 0, sizeof(*pc));
}

/* Tells the caller of one refused row and counts it (field -1: no field). */
static void
row_error_at(struct db_import *im, int line, int field, int col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static void
row_error_at(struct db_import *im, int line, int field, int col, const char *fmt, ...)
{
	va_list	 ap, aq;
	char	*msg;
	int	 len;

	/* Deals read before this row are stored first: their refusals come first. */
	if (im->npend > 0 && deals_flush(im, &im->fatal_err) == -1)
		im->fatal = 1;
	va_start(ap, fmt);
	va_copy(aq, ap);
	len = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	msg = xmalloc(len < 0 ? 1 : (size_t)len + 1);
	if (len < 0)
		*msg = '\0';
	else
		vsnprintf(msg, (size_t)len + 1, fmt, ap);
	va_end(ap);
	im->refuse(im->ctx, line, field, col, msg);
	free(msg);
	im->errors++;
}

#define row_error(im, line, ...)	row_error_at((im), (line), -1, 0, __VA_ARGS__)

static const char *
field(const struct db_import *im, char **f, enum db_import_col c)
{
	return im->map[c] >= 0 ? f[im->map[c]] : NULL;
}

/* Parses a whole number column; reports and returns -1 if bad. */
static int
num(struct db_import *im, int line, char **f, enum db_import_col c, long min, long max,
    int *out)
{
	const char	*s = field(im, f, c), *p;
	long		 v = 0;

	if (s == NULL || *s == '\0') {
		if (!db_import_cols[c].required) {
			*out = 0;
			return 0;
		}
		row_error(im, line, _("%s: a number from %ld to %ld expected, the field is empty"),
		    db_import_cols[c].name, min, max);
		return -1;
	}
	/*
	 * Up to 9 plain digits, most fields, read here as parse_int would read
	 * them, without strtol (num was 2.7 % of an import's instructions); a
	 * sign or anything else goes to parse_int.
	 */
	for (p = s; *p >= '0' && *p <= '9' && p - s < 9; p++)
		v = 10 * v + (*p - '0');
	if (*p != '\0' ? parse_int(s, min, max, &v) == -1 : v < min || v > max) {
		row_error(im, line, _("%s: a number from %ld to %ld expected, not '%s'"),
		    db_import_cols[c].name, min, max, s);
		return -1;
	}
	*out = (int)v;
	return 0;
}

/* A new event, a Baśka one under the ruleset. 0, 1 (refused, told), -1 or -2 with err. */
static int
event_add(struct db_import *im, int line, const char *name, struct errbuf *err)
{
	int	 rc;

	memset(&im->ev, 0, sizeof(im->ev));
	snprintf(im->ev.name, sizeof(im->ev.name), "%s", name);
	snprintf(im->ev.game, sizeof(im->ev.game), NT_("baska"));
	im->rules = baska_psb;
	if (im->ruleset != NULL && kv_load(&baska_ruleset_game, im->ruleset,
	    &im->rules, &(const char *){ NULL }, err) == -1)
		return -2;
	snprintf(im->ev.ruleset_name, sizeof(im->ev.ruleset_name), "%s",
	    im->ruleset ? im->ruleset : NT_("psb"));
	if ((rc = db_baska_event_add(im->db, &im->ev, &im->rules, err)) != 0) {
		if (rc == -1)
			return -1;
		row_error(im, line, _("event: %s"), err->msg);
		return 1;
	}
	return 0;
}

/* Counts a deal just stored at im->table into the table's sums (table_sums). */
static void
sums_add(struct db_import *im, const struct db_deal *d)
{
	int	 i;

	if (d->is_void)
		return;
	im->sums[0]++;
	for (i = 0; i < 4; i++)
		im->sums[1 + i] += d->score.points[i];
}

/*
 * Adds the deals this visit stored at a table the load made to its
 * totals, as the trigger deal_tally_add does per deal (off in bulk mode):
 * one UPDATE a table from the sums kept as the deals were stored, instead
 * of one at the end that read every deal back (issue 31). Every deal of a
 * bulk load is a new version 1 (db_deal_put refuses corrections), so the
 * sums only grow; a table read again later in the file adds its new deals.
 * 0 or -1.
 */
static int
table_sums(struct db_import *im, int64_t table, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 i;

	if (im->sums[0] == 0 && im->sums[1] == 0 && im->sums[2] == 0 &&
	    im->sums[3] == 0 && im->sums[4] == 0)
		return 0;
	if ((st = db_stmt(im->db, STMT_IMPORT_SUMS, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	for (i = 0; i < 5; i++)
		sqlite3_bind_int64(st, i + 2, im->sums[i]);
	memset(im->sums, 0, sizeof(im->sums));
	return db_step_done(im->db, st, err, _("table totals")) == 0 ? 0 : -1;
}

/*
 * Done with the table read last. A table this load made (above the bulk
 * floor) has its chain links and its totals (table_sums) finished here:
 * its table points and seats' kept points are set for all such tables at
 * once by db_import_end, two UPDATEs instead of two a table (issue 31). An
 * older table is finished whole, as db_bulk_table_done does. 0 or -1.
 */
static int
table_done(struct db_import *im, struct errbuf *err)
{
	int64_t	 table = im->table;

	if (deals_flush(im, err) == -1)
		return -1;
	if (table == 0)
		return 0;
	im->table = 0;
	if (table > im->db->bulk_floor)
		return table_sums(im, table, err) == -1 ? -1 :
		    db_chain_stream_done(im->db, table, err);
	memset(im->sums, 0, sizeof(im->sums));	/* an older table is summed again whole */
	return db_bulk_table_done(im->db, table, err);
}

/*
 * The row's event: the one read last, else found, else added (a Baśka event
 * under the ruleset). Returns 0, 1 (the row is refused, told), -1 or -2.
 */
static int
row_event(struct db_import *im, int line, const char *name, struct errbuf *err)
{
	int	 rc;

	if (im->have_ev && strcmp(im->ev.name, name) == 0)
		return 0;
	if (table_done(im, err) == -1)
		return -1;
	im->have_ev = 0;
	if (strlen(name) >= DB_NAME_MAX) {
		row_error(im, line, _("event: at most %d bytes"), DB_NAME_MAX - 1);
		return 1;
	}
	if ((rc = db_event_find(im->db, name, &im->ev, err)) == -1 ||
	    (rc == 1 && strcmp(im->ev.game, "baska") == 0 &&
	    db_event_rules(im->db, &im->ev, &im->rules, err) == -1))
		return -1;
	if (rc == 0 && (rc = event_add(im, line, name, err)) != 0)
		return rc;
	if (strcmp(im->ev.game, "baska") != 0) {
		row_error(im, line, _("event: '%s' is a %s event, deals belong to Baśka events"),
		    name, im->ev.game);
		return 1;
	}
	im->have_ev = 1;
	return 0;
}

/* The seat names of a new table: four distinct names. 0, or 1 (refused, told). */
static int
seat_names(struct db_import *im, int line, char **f)
{
	int	 i, j;

	for (i = 0; i < 4; i++) {
		const char *p = field(im, f, DIC_SEAT1 + i);

		if (*p == '\0' || strlen(p) >= DB_NAME_MAX) {
			row_error(im, line, _("seat%d: a player name expected"), i + 1);
			return 1;
		}
		for (j = 0; j < i; j++)
			if (strcmp(p, field(im, f, DIC_SEAT1 + j)) == 0) {
				row_error(im, line, _("'%s' sits in seat%d and seat%d:"
				    " four distinct players sit at a table"), p, j + 1, i + 1);
				return 1;
			}
	}
	return 0;
}

/* The player of a seat name, found or added. 0, 1 (refused, told) or -1. */
static int
seat_player(struct db_import *im, int line, int i, const char *p, int64_t *player,
    struct errbuf *err)
{
	if (pcache_get(&im->players, p, player) ||
	    db_player_get(im->db, p, 1, player, err) == 1)
		return 0;
	if (db_refusal(im->db) == DBR_PLAYER_CONFUSABLE) {
		row_error(im, line, NT_("seat%d: %s"), i + 1, err->msg);
		return 1;
	}
	if (db_refusal(im->db) != DBR_PLAYER_NAME)
		return -1;
	/* A name the schema refuses is bad input, not a db failure. */
	row_error_at(im, line, im->map[DIC_SEAT1 + i], 1, NT_("seat%d: %s"), i + 1, err->msg);
	im->usage = 1;
	return 1;
}

/*
 * Seats a player as db_seat_set does in a bulk load, but leaves the table's
 * count of seated players to row_seat, once all four sit: one UPDATE a
 * table, not four. A seat refused is tried again by db_seat_set, whose
 * refusal has the words (and whose count is then of no matter: the row is
 * refused, and nothing is committed).
 */
static int
seat_put(struct db_import *im, int seat, int64_t player, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(im->db, STMT_SEAT_SET, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, im->table);
	sqlite3_bind_int(st, 2, seat);
	sqlite3_bind_int64(st, 3, player);
	rc = sqlite3_step(st);
	sqlite3_reset(st);
	return rc == SQLITE_DONE ? 0 : db_seat_set(im->db, im->table, seat, player, err);
}

/* The table's count of seated players, as the seat_count triggers keep it. 0 or -1. */
static int
seats_counted(struct db_import *im, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt(im->db, STMT_BULK_SEATED, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, im->table);
	return db_step_done(im->db, st, err, _("seat player")) == 0 ? 0 : -1;
}

/*
 * Seats all four, a row a statement (no statement journal), when this
 * import has seated each of them before: nothing to look up, so nothing to
 * refuse before the seats. 1 seated, 0 not (the caller seats them one by
 * one, with the words of any refusal) or -1.
 */
static int
seats_four(struct db_import *im, char **f, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 player[4];
	int		 i, rc;

	for (i = 0; i < 4; i++)
		if (!pcache_get(&im->players, field(im, f, DIC_SEAT1 + i), &player[i]))
			return 0;
	if ((st = db_stmt(im->db, STMT_SEAT_ADD, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, im->table);
	sqlite3_bind_int64(st, 2, im->ev.id);
	sqlite3_bind_int(st, 3, im->session);
	for (i = 0; i < 4; i++) {
		sqlite3_bind_int(st, 4, i + 1);
		sqlite3_bind_int64(st, 5, player[i]);
		rc = sqlite3_step(st);
		sqlite3_reset(st);
		/* refused: the seats one by one, as seat_put (its upsert keeps these) */
		if (rc != SQLITE_DONE)
			return 0;
	}
	for (i = 0; i < 4; i++)
		snprintf(im->seats.name[i], sizeof(im->seats.name[i]), "%s",
		    field(im, f, DIC_SEAT1 + i));
	im->seats.nseated = 4;
	return 1;
}

/* Seats a new table from the row's seat1-seat4. Returns 0, 1 (refused, told) or -1. */
static int
row_seat(struct db_import *im, int line, char **f, struct errbuf *err)
{
	int64_t	 player;
	int	 rc, i;

	if (seat_names(im, line, f) != 0) {
		im->table_bad = 1;
		return 1;
	}
	if ((rc = seats_four(im, f, err)) != 0)
		return rc == 1 ? seats_counted(im, err) : -1;
	for (i = 0; i < 4; i++) {
		const char *p = field(im, f, DIC_SEAT1 + i);

		if ((rc = seat_player(im, line, i, p, &player, err)) != 0) {
			im->table_bad = 1;
			return rc;
		}
		if ((rc = seat_put(im, i + 1, player, err)) != 0) {
			if (rc == -1)
				return -1;
			row_error(im, line, _("seat%d: '%s': %s"), i + 1, p,
			    db_refusal(im->db) == DBR_ONE_TABLE_PER_SESSION ?
			    _("already sits at another table in this session") : err->msg);
			im->table_bad = 1;
			return 1;
		}
		pcache_put(&im->players, p, player);
		snprintf(im->seats.name[i], sizeof(im->seats.name[i]), "%s", p);
	}
	im->seats.nseated = 4;
	return seats_counted(im, err);
}

/* Makes im->table the row's table, seating its players when new. 0, 1 (row bad), -1 or -2. */
static int
row_table(struct db_import *im, int line, char **f, int session, int number,
    struct errbuf *err)
{
	const char	*name = field(im, f, DIC_EVENT);
	int		 rc, i;

	if (*name == '\0') {
		row_error(im, line, _("event: the field is empty"));
		return 1;
	}
	if ((rc = row_event(im, line, name, err)) != 0)
		return rc;
	if (im->table != 0 && im->session == session && im->number == number) {
		if (im->table_bad)
			return 1;
	} else {
		im->table_bad = 0;
		if (table_done(im, err) == -1)
			return -1;
		if (db_table_get(im->db, im->ev.id, session, number, 1, &im->table, err) != 1 ||
		    db_table_seats(im->db, im->table, &im->seats, err) == -1)
			return -1;
		im->session = session;
		im->number = number;
		if (im->seats.nseated == 0)
			return row_seat(im, line, f, err);
	}
	for (i = 0; i < 4; i++)
		if (strcmp(im->seats.name[i], field(im, f, DIC_SEAT1 + i)) != 0) {
			row_error(im, line, _("seat%d: '%s', but table %d of session %d has '%s'"
			    " there"), i + 1, field(im, f, DIC_SEAT1 + i), number, session,
			    im->seats.name[i][0] ? im->seats.name[i] : _("nobody"));
			return 1;
		}
	return 0;
}

/*
 * The absent column: the seats marked absent at the row's table ("1 3"),
 * written by export (§7.4). Returns 0, 1 (the row is refused, told) or -1.
 */
static int
row_absent(struct db_import *im, int line, char **f, struct errbuf *err)
{
	const char	*s = field(im, f, DIC_ABSENT);

	for (; s != NULL && *s != '\0'; s++) {
		if (*s == ' ')
			continue;
		if (*s < '1' || *s > '4' || (s[1] != '\0' && s[1] != ' ')) {
			row_error(im, line, _("absent: seat numbers 1-4 separated by spaces expected"));
			return 1;
		}
		if (db_seat_absent(im->db, im->table, *s - '0', 1, err) != 0)
			return -1;
	}
	return 0;
}

/* The row's table, then its absent seats. 0 (stored or refused, told), -1 or -2. */
static int
row_place(struct db_import *im, int line, char **f, int session, int number,
    struct errbuf *err)
{
	int	 rc;

	if ((rc = row_table(im, line, f, session, number, err)) != 0 ||
	    (rc = row_absent(im, line, f, err)) != 0)
		return rc < 0 ? rc : 1;
	return 0;
}

/*
 * Checks the row's names (event, seat1-seat4) as every name is checked
 * (unitext.h) and puts them in NFC. 0, or -1 told (exit 2).
 */
static int
row_names(struct db_import *im, int line, char **f)
{
	static const enum db_import_col names[5] = {
		DIC_EVENT, DIC_SEAT1, DIC_SEAT2, DIC_SEAT3, DIC_SEAT4
	};
	struct errbuf	 err;
	size_t		 i;
	int		 k;

	for (i = 0; i < 5; i++) {
		if ((k = im->map[names[i]]) < 0)
			continue;
		/*
		 * A table's 40 rows repeat its names: a spelling checked and
		 * normalised on the row before is not handed to ICU again.
		 */
		if (im->raw[i] != NULL && strcmp(f[k], im->raw[i]) == 0) {
			f[k] = im->nfc[i];
			continue;
		}
		err_clear(&err);
		if (utext_check(f[k], &err) == -1) {
			row_error_at(im, line, k, err.col, "%s: %s",
			    db_import_cols[names[i]].name, err.msg);
			im->usage = 1;
			return -1;
		}
		free(im->nfc[i]);
		free(im->raw[i]);
		im->raw[i] = xstrdup(f[k]);
		f[k] = im->nfc[i] = utext_nfc(f[k]);
	}
	return 0;
}

/* The bok column: 0 or 1 (yes, tak; no, nie); 0, or -1 told. */
static int
row_bok(struct db_import *im, int line, char **f, int *bok)
{
	const char	*s = field(im, f, DIC_BOK);

	if (s == NULL || *s == '\0')
		return 0;
	if (strcmp(s, "1") == 0 || text_is(s, strlen(s), "yes") || text_is(s, strlen(s), "tak"))
		*bok = 1;
	else if (strcmp(s, "0") == 0 || text_is(s, strlen(s), "no") || text_is(s, strlen(s), "nie"))
		*bok = 0;
	else {
		row_error(im, line, _("bok: 0 or 1 expected, not '%s'"), s);
		return -1;
	}
	return 0;
}

/* The fields of a deal row into d (pts: points1-4 when given). 0, or -1 told. */
static int
row_fields(struct db_import *im, int line, char **f, int *session, int *number,
    struct db_deal *d, int pts[4])
{
	const char	*s;
	int		 c, bad = 0, i;

	bad |= num(im, line, f, DIC_SESSION, 1, 1000, session);
	bad |= num(im, line, f, DIC_TABLE, 1, 100000, number);
	bad |= num(im, line, f, DIC_DEAL, 1, 100000, &d->number);
	bad |= num(im, line, f, DIC_DEALER, 1, 4, &d->dealer);
	s = field(im, f, DIC_CONTRACT);
	if ((c = baska_contract_parse(s, strlen(s))) <= BC_NONE) {
		row_error(im, line, _("contract: zwykla, cicha, wesele, gran, zolo, gran-du,"
		    " zolo-du or baska expected, not '%s'"), s);
		bad = -1;
	} else
		d->out.contract = c;
	bad |= num(im, line, f, DIC_DECLARER, 1, 4, &d->out.declarer);
	bad |= num(im, line, f, DIC_PARTNER, 1, 4, &d->out.partner);
	bad |= num(im, line, f, DIC_KONTRAS, 0, 4, &d->out.kontras);
	bad |= num(im, line, f, DIC_EYES, 0, 104, &d->out.eyes);
	bad |= row_bok(im, line, f, &d->out.bok);
	if (im->map[DIC_POINTS1] >= 0)
		for (i = 0; i < 4; i++)
			bad |= num(im, line, f, DIC_POINTS1 + i, -1000000, 1000000, &pts[i]);
	return bad ? -1 : 0;
}

/* Binds n deals waiting from pend[from] on, in STMT_DEAL_ADD_FEW's layout (db.c). */
static void
deals_bind(struct db_import *im, sqlite3_stmt *st, size_t from, size_t n)
{
	const struct db_deal *d;
	size_t		 i;
	int		 k, j;

	sqlite3_bind_int64(st, 1, im->entry);
	sqlite3_bind_int64(st, 2, im->table);
	for (i = 0; i < n; i++) {
		d = &im->pend[from + i].d;
		k = 3 + 15 * (int)i;
		sqlite3_bind_int(st, k, d->number);
		sqlite3_bind_int(st, k + 1, d->is_void);
		sqlite3_bind_int(st, k + 2, d->dealer);
		sqlite3_bind_text(st, k + 3, baska_contract_word(d->out.contract), -1,
		    SQLITE_STATIC);
		sqlite3_bind_int(st, k + 4, d->out.declarer);
		if (d->out.partner != 0)
			sqlite3_bind_int(st, k + 5, d->out.partner);
		sqlite3_bind_int(st, k + 6, d->out.kontras);
		sqlite3_bind_int(st, k + 7, d->out.bok);
		sqlite3_bind_int(st, k + 8, d->out.eyes);
		sqlite3_bind_int(st, k + 9, d->score.won);
		sqlite3_bind_int(st, k + 10, d->score.level);
		for (j = 0; j < 4; j++)
			sqlite3_bind_int(st, k + 11 + j, d->is_void ? 0 : d->score.points[j]);
	}
}

/*
 * Stores n (DB_DEAL_MANY or DB_DEAL_FEW) waiting deals from pend[from] on
 * by one statement: an INSERT keeps a statement journal for its foreign
 * keys, a copy of every page it changes, so one for many deals instead of
 * one each (issue 31). 0, 1 (refused: the caller stores them one by one,
 * for the refusal's words and line) or -1.
 */
static int
deals_many(struct db_import *im, size_t from, size_t n, struct errbuf *err)
{
	sqlite3_stmt	*st;
	size_t		 i;
	int		 rc;

	if ((st = db_stmt(im->db, n == DB_DEAL_MANY ? STMT_DEAL_ADD_MANY : STMT_DEAL_ADD_FEW,
	    err)) == NULL)
		return -1;
	for (i = from; i < from + n; i++)
		im->pend[i].d.version = 1;	/* as db_deal_put sets a new deal's, and the SQL */
	deals_bind(im, st, from, n);
	rc = sqlite3_step(st);
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return 1;
	for (i = from; i < from + n; i++) {
		if (db_chain_stream_add(im->db, im->table, &im->pend[i].d, im->entry,
		    err) == -1)
			return -1;
		sums_add(im, &im->pend[i].d);
		im->deals++;
	}
	return 0;
}

/*
 * Stores the deals waiting, all of im->table: DB_DEAL_MANY, then
 * DB_DEAL_FEW a statement while that many are left (a table of 40 deals in
 * two statements), the rest one by one. 0 (stored or refused, told) or -1.
 */
static int
deals_flush(struct db_import *im, struct errbuf *err)
{
	struct pend_deal *p;
	size_t		 i, j, k, n = im->npend;
	int		 rc;

	im->npend = 0;
	for (i = 0; i < n; i += k) {
		k = n - i >= DB_DEAL_MANY ? DB_DEAL_MANY : n - i >= DB_DEAL_FEW ? DB_DEAL_FEW : 1;
		if (k > 1 && (rc = deals_many(im, i, k, err)) != 1) {
			if (rc == -1)
				return -1;
			continue;
		}
		for (j = i; j < i + k; j++) {
			p = &im->pend[j];
			if ((rc = db_deal_put(im->db, im->table, &p->d, im->entry, 0,
			    err)) != 0) {
				if (rc == -1)
					return -1;
				row_error(im, p->line, "%s", err->msg);
				continue;
			}
			sums_add(im, &p->d);
			im->deals++;
		}
	}
	return 0;
}

/*
 * Scores d under the event's rules and queues it for deals_flush. 0 (queued,
 * stored or refused, told) or -1.
 */
static int
row_store(struct db_import *im, int line, struct db_deal *d, const int pts[4],
    struct errbuf *err)
{
	const int	*p = d->score.points;

	err_clear(err);
	if (baska_deal_fits(&im->rules, im->ev.name, im->ev.deals, d->number, &d->dealer,
	    d->out.bok, err) == -1 || baska_settle(&im->rules, &d->out, &d->score, err) == -1) {
		row_error(im, line, "%s", err->msg);
		return 0;
	}
	if (im->map[DIC_POINTS1] >= 0 && (pts[0] != p[0] || pts[1] != p[1] ||
	    pts[2] != p[2] || pts[3] != p[3])) {
		row_error(im, line, _("points: the protocol says %+d %+d %+d %+d, the rules give"
		    " %+d %+d %+d %+d (§6.3)"), pts[0], pts[1], pts[2], pts[3],
		    p[0], p[1], p[2], p[3]);
		return 0;
	}
	im->pend[im->npend].d = *d;
	im->pend[im->npend].line = line;
	return ++im->npend == DB_DEAL_MANY ? deals_flush(im, err) : 0;
}

static int
import_row(struct db_import *im, int line, size_t n, char **f, struct errbuf *err)
{
	struct db_deal	 d;
	int		 session, number, pts[4], rc;

	err_clear(err);
	if (n != im->nhead) {
		row_error(im, line, P_("%zu field, the header has %zu", "%zu fields, the header has"
		    " %zu", n), n, im->nhead);
		return 0;
	}
	if (row_names(im, line, f) == -1)
		return 0;
	/* A row with neither deal nor contract: a table seated without deals. */
	if (im->map[DIC_ABSENT] >= 0 && *field(im, f, DIC_DEAL) == '\0' &&
	    *field(im, f, DIC_CONTRACT) == '\0') {
		if (num(im, line, f, DIC_SESSION, 1, 1000, &session) != 0 ||
		    num(im, line, f, DIC_TABLE, 1, 100000, &number) != 0)
			return 0;
		return (rc = row_place(im, line, f, session, number, err)) < 0 ? rc : 0;
	}
	memset(&d, 0, sizeof(d));
	if (row_fields(im, line, f, &session, &number, &d, pts) != 0)
		return 0;
	if ((rc = row_place(im, line, f, session, number, err)) != 0)
		return rc < 0 ? rc : 0;
	return row_store(im, line, &d, pts, err);
}

int
db_import_row(struct db_import *im, int line, size_t n, char **f, struct errbuf *err)
{
	int	 rc = import_row(im, line, n, f, err);

	if (im->fatal) {	/* deals stored before a refusal was told failed */
		*err = im->fatal_err;
		return -1;
	}
	return rc;
}

struct db_import *
db_import_new(struct db *db, const int map[DIC__COUNT], size_t nhead, const char *ruleset,
    int64_t entry, db_import_refuse_fn *refuse, void *ctx)
{
	struct db_import *im = xcalloc(1, sizeof(*im));

	im->db = db;
	memcpy(im->map, map, sizeof(im->map));
	im->nhead = nhead;
	im->ruleset = ruleset;
	im->entry = entry;
	im->refuse = refuse;
	im->ctx = ctx;
	return im;
}

int
db_import_end(struct db_import *im, struct errbuf *err)
{
	static const enum db_stmt set[] = {
		STMT_IMPORT_POINTS, STMT_IMPORT_SEAT_KEPT
	};
	sqlite3_stmt	*st;
	size_t		 i;

	if (table_done(im, err) == -1 || im->fatal) {
		if (im->fatal)
			*err = im->fatal_err;
		return -1;
	}
	/*
	 * In this order, as db_bulk_table_done runs them: each reads the one
	 * before, the first the totals table_sums kept.
	 */
	for (i = 0; i < sizeof(set) / sizeof(set[0]); i++) {
		if ((st = db_stmt(im->db, set[i], err)) == NULL)
			return -1;
		sqlite3_bind_int64(st, 1, im->db->bulk_floor);
		if (db_step_done(im->db, st, err, _("table totals")) != 0)
			return -1;
	}
	return 0;
}

long
db_import_deals(const struct db_import *im)
{
	return im->deals;
}

long
db_import_errors(const struct db_import *im)
{
	return im->errors;
}

int
db_import_usage(const struct db_import *im)
{
	return im->usage;
}

void
db_import_free(struct db_import *im)
{
	int	 i;

	if (im == NULL)
		return;
	for (i = 0; i < 5; i++) {
		free(im->nfc[i]);
		free(im->raw[i]);
	}
	pcache_free(&im->players);
	free(im);
}
