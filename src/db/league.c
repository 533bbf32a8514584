/* League entities: events, players, teams, tables, seats and deal versions. */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baskadb.h"
#include "db_int.h"
#include "../rules/baska/sequence.h"
#include "../util/i18n.h"
#include "../util/unitext.h"

static const char *const tie_words[] = { "average", "best", "worst" };

static int	 player_insert(struct db *, const char *, const char *, const char *,
		    struct errbuf *);

static void
copy_col(char *dst, size_t size, sqlite3_stmt *st, int col)
{
	const unsigned char *s = sqlite3_column_text(st, col);

	snprintf(dst, size, "%s", s ? (const char *)s : "");
}

int
db_baska_event_add(struct db *db, struct db_event *ev, const struct baska_rules *r,
    struct errbuf *err)
{
	struct strbuf	 text = { 0 }, tb = { 0 };
	sqlite3_stmt	*st;
	int		 rc, i;

	if ((st = db_stmt(db, STMT_EVENT_ADD, err)) == NULL)
		return -1;
	kv_print(&baska_ruleset_game, NULL, r, &text);
	if (strlen(sb_str(&text)) >= sizeof(ev->ruleset)) {
		sb_free(&text);
		return err_set(err, 0, 0, _("event '%s': the ruleset text is too long"), ev->name);
	}
	snprintf(ev->ruleset, sizeof(ev->ruleset), "%s", sb_str(&text));
	snprintf(ev->game, sizeof(ev->game), NT_("baska"));
	db_bind_text(st, 1, ev->name);
	db_bind_text(st, 2, ev->date);
	db_bind_text(st, 3, "baska");
	db_bind_text(st, 4, ev->season);
	if (ev->deals > 0)
		sqlite3_bind_int(st, 5, ev->deals);
	db_bind_text(st, 6, ev->ruleset_name);
	db_bind_text(st, 7, sb_str(&text));
	sqlite3_bind_int(st, 8, r->big_points[0]);
	sqlite3_bind_int(st, 9, r->big_points[1]);
	sqlite3_bind_int(st, 10, r->big_points[2]);
	sqlite3_bind_int(st, 11, r->big_points[3]);
	db_bind_text(st, 12, tie_words[r->tie_mode >= 0 && r->tie_mode < 3 ? r->tie_mode : 0]);
	sqlite3_bind_int(st, 13, r->absent_big);
	sqlite3_bind_int(st, 14, r->absent_small);
	sqlite3_bind_int(st, 15, r->team_best_n);
	sqlite3_bind_int(st, 16, r->season_best_n);
	sb_reset(&tb);
	for (i = 0; i < BASKA_TIE_BREAKS && r->tie_breaks[i] != TB_END; i++)
		sb_addf(&tb, "%s%s", i ? "," : "", baska_tie_break_name(r->tie_breaks[i]));
	sqlite3_bind_text(st, 17, sb_str(&tb), -1, SQLITE_TRANSIENT);	/* "" = none */
	rc = db_step_done(db, st, err, _("add event"));
	sb_free(&text);
	sb_free(&tb);
	if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
		db_refuse(db, err, DBR_EVENT_EXISTS, _("event '%s' exists already"), ev->name);
	if (rc == 0)
		ev->id = sqlite3_last_insert_rowid(db->h);
	return rc;
}

int
db_event_find(struct db *db, const char *name, struct db_event *ev, struct errbuf *err)
{
	struct baska_rules rules;
	sqlite3_stmt	*st;
	int		 rc;

	memset(ev, 0, sizeof(*ev));
	if ((st = db_stmt(db, STMT_EVENT_FIND, err)) == NULL)
		return -1;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_TRANSIENT);
	if ((rc = sqlite3_step(st)) == SQLITE_DONE) {
		sqlite3_reset(st);
		return 0;
	}
	if (rc != SQLITE_ROW) {
		db_fail(db, err, _("find event"));
		sqlite3_reset(st);
		return -1;
	}
	ev->id = sqlite3_column_int64(st, 0);
	copy_col(ev->name, sizeof(ev->name), st, 1);
	copy_col(ev->date, sizeof(ev->date), st, 2);
	copy_col(ev->game, sizeof(ev->game), st, 3);
	copy_col(ev->season, sizeof(ev->season), st, 4);
	ev->deals = sqlite3_column_int(st, 5);
	copy_col(ev->ruleset_name, sizeof(ev->ruleset_name), st, 6);
	rc = sqlite3_column_bytes(st, 7) < (int)sizeof(ev->ruleset);
	copy_col(ev->ruleset, sizeof(ev->ruleset), st, 7);
	sqlite3_reset(st);
	if (!rc)
		return err_set(err, 0, 0, _("event '%s': the stored ruleset is too long"), name);
	/* A Baśka event's rules must parse, whoever reads them later. */
	if (strcmp(ev->game, "baska") == 0 && db_event_rules(db, ev, &rules, err) == -1)
		return -1;
	return 1;
}

/* The ruleset text parsed last on a connection, and its rules (db_event_rules). */
struct db_rules_memo {
	char			 text[DB_RULESET_MAX];
	struct baska_rules	 rules;
};

int
db_event_rules(struct db *db, const struct db_event *ev, struct baska_rules *r,
    struct errbuf *err)
{
	if (db->memo != NULL && strcmp(db->memo->text, ev->ruleset) == 0) {
		*r = db->memo->rules;
		return 0;
	}
	if (db_baska_rules(ev, r, err) == -1)
		return -1;
	if (db->memo == NULL)
		db->memo = xmalloc(sizeof(*db->memo));
	snprintf(db->memo->text, sizeof(db->memo->text), "%s", ev->ruleset);
	db->memo->rules = *r;
	return 0;
}

int
db_baska_rules(const struct db_event *ev, struct baska_rules *r, struct errbuf *err)
{
	char	 why[sizeof(err->msg)];

	*r = baska_psb;
	if (kv_parse(&baska_ruleset_game, r, ev->ruleset, err) == 0)
		return 0;
	snprintf(why, sizeof(why), "%s", err->msg);
	return err_set(err, 0, 0, _("event '%s': stored ruleset line %d: %s"), ev->name,
	    err->line, why);
}

int
db_event_set_season(struct db *db, int64_t event, const char *season, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt(db, STMT_EVENT_SEASON, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	db_bind_text(st, 2, season);
	return db_step_done(db, st, err, _("set season"));
}

static int	 player_get(struct db *, const char *, int, int64_t *, struct errbuf *);
static int	 player_add(struct db *, const char *, const char *, const char *,
		    struct errbuf *);

/*
 * Players are found and added by their names in NFC: the names of records
 * (.bdn, .gdr, .ryb) and any other caller's come through here too.
 */
int
db_player_get(struct db *db, const char *name, int create, int64_t *id, struct errbuf *err)
{
	char	*nfc = utext_check(name, err) == 0 ? utext_nfc(name) : NULL;
	int	 rc;

	err_clear(err);
	rc = player_get(db, nfc != NULL ? nfc : name, create, id, err);
	free(nfc);
	return rc;
}

int
db_player_add(struct db *db, const char *name, const char *club, const char *licence,
    struct errbuf *err)
{
	char	*nfc = utext_check(name, err) == 0 ? utext_nfc(name) : NULL;
	int	 rc;

	err_clear(err);
	rc = player_add(db, nfc != NULL ? nfc : name, club, licence, err);
	free(nfc);
	return rc;
}

static int
player_get(struct db *db, const char *name, int create, int64_t *id, struct errbuf *err)
{
	struct db_name_match m;
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(db, STMT_PLAYER_FIND, err)) == NULL)
		return -1;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_TRANSIENT);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*id = sqlite3_column_int64(st, 0);
		sqlite3_reset(st);
		return 1;
	}
	if (rc != SQLITE_DONE) {
		db_fail(db, err, _("find player"));
		sqlite3_reset(st);
		return -1;
	}
	sqlite3_reset(st);
	/* Not by its exact name: by its key, when one player has it. */
	if ((rc = db_player_find_key(db, name, &m, err)) == -1)
		return -1;
	if (rc == 1) {
		*id = m.id;
		return 1;
	}
	if (!create)
		return 0;
	/* No player has its key (rc 0): added without looking again. */
	if ((rc = rc == 0 ? player_insert(db, name, NULL, NULL, err) :
	    player_add(db, name, NULL, NULL, err)) != 0)
		return rc == 1 ? -1 : rc;
	*id = sqlite3_last_insert_rowid(db->h);
	return 1;
}

static int
player_add(struct db *db, const char *name, const char *club, const char *licence,
    struct errbuf *err)
{
	char	 owner[DB_NAME_MAX];
	int	 rc;

	/* One player per key: "anna  nowak" is "Anna Nowak" (names.h). */
	if ((rc = db_player_key_taken(db, name, 0, owner, sizeof(owner), err)) != 0)
		return rc == 1 ? (strcmp(owner, name) ? db_refuse(db, err, DBR_PLAYER_EXISTS,
		    _("player '%s' exists already as '%s'"), name, owner) : db_refuse(db, err,
		    DBR_PLAYER_EXISTS, _("player '%s' exists already"), name)) : -1;
	return player_insert(db, name, club, licence, err);
}

/* Adds a player whose key no player has (db_player_add). 0, 1 refused, -1. */
static int
player_insert(struct db *db, const char *name, const char *club, const char *licence,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	struct errbuf	 bad;
	int64_t		 id;
	int		 rc;

	if (utext_check(name, &bad) == -1)
		return db_refuse(db, err, DBR_PLAYER_NAME, _("column %d: %s"), bad.col, bad.msg);
	if ((rc = db_confusable_check(db, name, 0, err)) != 0)
		return rc;
	if ((st = db_stmt(db, STMT_PLAYER_ADD, err)) == NULL)
		return -1;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_TRANSIENT);
	db_bind_text(st, 2, club);
	db_bind_text(st, 3, licence);
	rc = db_step_done(db, st, err, _("add player"));
	if (rc == 0) {
		db_confusable_add(db, name, sqlite3_last_insert_rowid(db->h));
		db_keymap_add(db, name, sqlite3_last_insert_rowid(db->h));
	}
	if (rc != 1)
		return rc;
	if (db_failed_on(db, SQLITE_CONSTRAINT_CHECK))
		return db_refuse(db, err, DBR_PLAYER_NAME, _("a player name must not be empty or"
		    " start or end with a space: '%s'"), name);
	if (!db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
		return 1;
	/* Two keys: the name, else the licence. */
	if ((st = db_stmt(db, STMT_PLAYER_FIND, err)) == NULL)
		return -1;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_TRANSIENT);
	if ((rc = db_one_int(db, st, &id, err, _("find player"))) == -1)
		return -1;
	if (rc == 1)
		return db_refuse(db, err, DBR_PLAYER_EXISTS, _("player '%s' exists already"), name);
	return db_refuse(db, err, DBR_LICENCE_TAKEN, _("licence '%s' belongs to another player"),
	    licence);
}

int
db_team_add(struct db *db, const char *name, int64_t *id, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(db, STMT_TEAM_ADD, err)) == NULL)
		return -1;
	db_bind_text(st, 1, name);
	rc = db_step_done(db, st, err, _("add team"));
	if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
		db_refuse(db, err, DBR_TEAM_EXISTS, _("team '%s' exists already"), name);
	if (rc == 0)
		*id = sqlite3_last_insert_rowid(db->h);
	return rc;
}

int
db_team_member_add(struct db *db, int64_t team, int64_t player, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(db, STMT_TEAM_MEMBER_ADD, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, team);
	sqlite3_bind_int64(st, 2, player);
	rc = db_step_done(db, st, err, _("add team member"));
	if (rc == 1 && (db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE) ||
	    db_failed_on(db, SQLITE_CONSTRAINT_PRIMARYKEY)))
		db_refuse(db, err, DBR_ONE_TEAM, _("a player belongs to one team only"));
	return rc;
}

int
db_table_get(struct db *db, int64_t event, int session, int number, int create,
    int64_t *id, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(db, STMT_TABLE_FIND, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	sqlite3_bind_int(st, 2, session);
	sqlite3_bind_int(st, 3, number);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*id = sqlite3_column_int64(st, 0);
		sqlite3_reset(st);
		if (db->bulk && create && db_chain_stream_open(db, *id, 0, err) == -1)
			return -1;
		return 1;
	}
	if (rc != SQLITE_DONE) {
		db_fail(db, err, _("find table"));
		sqlite3_reset(st);
		return -1;
	}
	sqlite3_reset(st);
	if (!create)
		return 0;
	if ((st = db_stmt(db, STMT_TABLE_ADD, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	sqlite3_bind_int(st, 2, session);
	sqlite3_bind_int(st, 3, number);
	if ((rc = db_step_done(db, st, err, _("add table"))) != 0)
		return -1;
	*id = sqlite3_last_insert_rowid(db->h);
	if (db->bulk) {		/* what the trigger table_total_row does */
		if ((st = db_stmt(db, STMT_BULK_TOTAL_ROW, err)) == NULL)
			return -1;
		sqlite3_bind_int64(st, 1, *id);
		if (db_step_done(db, st, err, _("add table")) != 0 ||
		    db_chain_stream_open(db, *id, 1, err) == -1)
			return -1;
	}
	return 1;
}

int
db_table_seats(struct db *db, int64_t table, struct db_seats *s, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc, seat;

	memset(s, 0, sizeof(*s));
	if ((st = db_stmt(db, STMT_SEATS, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		seat = sqlite3_column_int(st, 0);
		if (seat < 1 || seat > 4)
			continue;
		s->player[seat - 1] = sqlite3_column_int64(st, 1);
		copy_col(s->name[seat - 1], sizeof(s->name[0]), st, 2);
		s->absent[seat - 1] = sqlite3_column_int(st, 3);
		if (s->player[seat - 1] != 0)
			s->nseated++;
	}
	if (rc != SQLITE_DONE) {
		db_fail(db, err, _("read seats"));
		sqlite3_reset(st);
		return -1;
	}
	sqlite3_reset(st);
	return 0;
}

/* Refines a refused seat: the player at this table already, else at another one. */
static int
seat_refused(struct db *db, int64_t table, int64_t player, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 n = 0;

	if ((st = db_stmt(db, STMT_SEAT_AT_TABLE, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	sqlite3_bind_int64(st, 2, player);
	if (db_one_int(db, st, &n, err, _("seat player")) == -1)
		return -1;
	if (n > 0)
		return db_refuse(db, err, DBR_SEAT_TWICE,
		    _("a player cannot take two seats at one table"));
	return db_refuse(db, err, DBR_ONE_TABLE_PER_SESSION,
	    _("a player sits at one table per session"));
}

int
db_seat_set(struct db *db, int64_t table, int seat, int64_t player, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(db, STMT_SEAT_SET, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	sqlite3_bind_int(st, 2, seat);
	if (player != 0)
		sqlite3_bind_int64(st, 3, player);
	rc = db_step_done(db, st, err, _("seat player"));
	if (rc == 0 && db->bulk) {	/* what the seat_count triggers do */
		if ((st = db_stmt(db, STMT_BULK_SEATED, err)) == NULL)
			return -1;
		sqlite3_bind_int64(st, 1, table);
		if ((rc = db_step_done(db, st, err, _("seat player"))) != 0)
			return rc;
	}
	if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
		return seat_refused(db, table, player, err);
	return rc;
}

int
db_seat_absent(struct db *db, int64_t table, int seat, int absent, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(db, STMT_SEAT_ABSENT, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	sqlite3_bind_int(st, 2, seat);
	sqlite3_bind_int(st, 3, absent);
	if ((rc = db_step_done(db, st, err, _("mark absent"))) != 0 || !db->bulk)
		return rc;
	/* Triggers off (db_bulk_begin): keep the table's count as seat_count_absent does. */
	if ((st = db_stmt_as(db, STMT_BULK_ABSENT, err, _("count absent"))) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	rc = sqlite3_step(st) == SQLITE_DONE ? 0 : db_fail(db, err, _("count absent"));
	sqlite3_reset(st);
	return rc;
}

static int
one_int(struct db *db, enum db_stmt which, int64_t table, int number, int *out,
    struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt(db, which, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	if (number > 0)
		sqlite3_bind_int(st, 2, number);
	if (sqlite3_step(st) != SQLITE_ROW) {
		db_fail(db, err, _("read deals"));
		sqlite3_reset(st);
		return -1;
	}
	*out = sqlite3_column_int(st, 0);
	sqlite3_reset(st);
	return 0;
}

int
db_deal_next(struct db *db, int64_t table, int *next, struct errbuf *err)
{
	return one_int(db, STMT_DEAL_NEXT, table, 0, next, err);
}

int
db_deal_get(struct db *db, int64_t table, int number, struct db_deal *d, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc, i;

	memset(d, 0, sizeof(*d));
	if ((st = db_stmt(db, STMT_DEAL_GET, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	sqlite3_bind_int(st, 2, number);
	rc = sqlite3_step(st);
	if (rc == SQLITE_DONE) {
		sqlite3_reset(st);
		return 0;
	}
	if (rc != SQLITE_ROW) {
		db_fail(db, err, _("read deal"));
		sqlite3_reset(st);
		return -1;
	}
	d->number = sqlite3_column_int(st, 0);
	d->version = sqlite3_column_int(st, 1);
	d->is_void = sqlite3_column_int(st, 2);
	d->dealer = sqlite3_column_int(st, 3);
	d->out.contract = baska_contract_parse((const char *)sqlite3_column_text(st, 4),
	    (size_t)sqlite3_column_bytes(st, 4));
	d->out.declarer = sqlite3_column_int(st, 5);
	d->out.partner = sqlite3_column_int(st, 6);
	d->out.kontras = sqlite3_column_int(st, 7);
	d->out.bok = sqlite3_column_int(st, 8);
	d->out.eyes = sqlite3_column_int(st, 9);
	d->score.won = sqlite3_column_int(st, 10);
	d->score.level = sqlite3_column_int(st, 11);
	for (i = 0; i < 4; i++)
		d->score.points[i] = sqlite3_column_int(st, 12 + i);
	sqlite3_reset(st);
	return 1;
}

int
db_entry_add(struct db *db, const char *by, const char *at, const char *reason,
    const char *source, int64_t *id, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt(db, STMT_ENTRY_ADD, err)) == NULL)
		return -1;
	db_bind_text(st, 1, by);
	db_bind_text(st, 2, at);
	db_bind_text(st, 3, reason);
	db_bind_text(st, 4, source);
	if (db_step_done(db, st, err, _("record entry")) != 0)
		return -1;
	*id = sqlite3_last_insert_rowid(db->h);
	return 0;
}

/* Binds a deal version to an INSERT or UPDATE of the same parameter layout. */
static int
deal_write(struct db *db, enum db_stmt which, int64_t table, const struct db_deal *d,
    int64_t entry, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 i, rc;

	if ((st = db_stmt(db, which, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	sqlite3_bind_int(st, 2, d->number);
	sqlite3_bind_int(st, 3, d->version);
	sqlite3_bind_int(st, 4, d->is_void);
	sqlite3_bind_int(st, 5, d->dealer);
	sqlite3_bind_text(st, 6, baska_contract_word(d->out.contract), -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 7, d->out.declarer);
	if (d->out.partner != 0)
		sqlite3_bind_int(st, 8, d->out.partner);
	sqlite3_bind_int(st, 9, d->out.kontras);
	sqlite3_bind_int(st, 10, d->out.bok);
	sqlite3_bind_int(st, 11, d->out.eyes);
	sqlite3_bind_int(st, 12, d->score.won);
	sqlite3_bind_int(st, 13, d->score.level);
	for (i = 0; i < 4; i++)
		sqlite3_bind_int(st, 14 + i, d->is_void ? 0 : d->score.points[i]);
	if (d->record != NULL)
		sqlite3_bind_text(st, 18, d->record, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 19, entry);
	rc = db_step_done(db, st, err, _("store deal"));
	if (d->record != NULL)
		sqlite3_clear_bindings(st);
	if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_FOREIGNKEY))
		db_refuse(db, err, DBR_NEED_FOUR, _("deal %d: the table needs four seated players"),
		    d->number);
	/* Two CHECKs (deal_fields, zero_sum): the row tells which. */
	else if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_CHECK) && !d->is_void &&
	    d->score.points[0] + d->score.points[1] + d->score.points[2] +
	    d->score.points[3] != 0)
		db_refuse(db, err, DBR_ZERO_SUM, _("deal %d: the points do not sum to zero (§6.1)"),
		    d->number);
	return rc;
}

int
db_deal_put(struct db *db, int64_t table, struct db_deal *d, int64_t entry, int correction,
    struct errbuf *err)
{
	struct db_deal	 old;
	int		 rc;

	if (!correction) {
		/* The common (import) path: a new deal number, version 1. */
		d->version = 1;
		rc = deal_write(db, STMT_DEAL_INSERT, table, d, entry, err);
		if (rc == 0 && db->bulk && db_chain_stream_add(db, table, d, entry, err) == -1)
			return -1;
		if (rc == 1 && (db_failed_on(db, SQLITE_CONSTRAINT_PRIMARYKEY) ||
		    db_refusal(db) == DBR_DEAL_REPLACED)) {
			if (!db->bulk && db_deal_get(db, table, d->number, &old, err) == 1 &&
			    old.is_void) {
				/*
				 * Re-entering a withdrawn deal: its next version,
				 * under the caller's entry (history.sql calls it
				 * "entered again after undo"). A second entry here
				 * left the caller's one the entry of nothing stored.
				 */
				return db_deal_put(db, table, d, entry, 1, err);
			}
			db_refuse(db, err, DBR_DEAL_ENTERED, _("deal %d is already entered (a"
			    " correction needs 'referee deal fix' with a reason)"), d->number);
		}
		return rc;
	}
	if (db->bulk)
		return err_set(err, 0, 0, _("no corrections in bulk mode"));
	if ((rc = db_deal_get(db, table, d->number, &old, err)) != 1)
		return rc == 0 ? db_refuse(db, err, DBR_DEAL_MISSING, _("deal %d was never entered"),
		    d->number) : -1;
	d->version = old.version + 1;
	return deal_write(db, STMT_DEAL_UPDATE, table, d, entry, err);
}

int
db_deal_undo(struct db *db, int64_t table, int64_t entry, int *number, struct errbuf *err)
{
	struct db_deal	 d;
	int		 rc;

	*number = 0;
	if (one_int(db, STMT_DEAL_LAST, table, 0, number, err) == -1)
		return -1;
	if (*number == 0)
		return 0;
	if ((rc = db_deal_get(db, table, *number, &d, err)) != 1)
		return rc == 0 ? err_set(err, 0, 0, _("no deal to undo")) : -1;
	d.is_void = 1;
	return db_deal_put(db, table, &d, entry, 1, err);
}

int
db_deal_settle(const struct db_event *ev, const struct baska_rules *r, struct db_deal *d,
    struct errbuf *err)
{
	if (baska_deal_fits(r, ev->name, ev->deals, d->number, &d->dealer, d->out.bok,
	    err) == -1)
		return -1;
	return baska_settle(r, &d->out, &d->score, err);
}
