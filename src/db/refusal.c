/*
 * Why the database refused a write, by code. The one table below maps the
 * stable code every trigger puts before its words (schema/020-codes.sql:
 * RAISE(ABORT, 'E_TEAM_FULL: a team has at most 5 players')) to an enum
 * db_refusal and the words referee prints; keys and CHECK constraints are
 * told apart by SQLite's extended result code (db_failed_on), never by the
 * text of a message.
 */
#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "../util/i18n.h"

static const struct {
	const char		*code;	/* as in the RAISE text, before ':' */
	enum db_refusal		 refusal;
	const char		*words;	/* what referee prints */
} raise_codes[] = {
	{ "E_TEAM_FULL", DBR_TEAM_FULL, N_("a team has at most 5 players") },
	{ "E_TOTALS_KEPT", DBR_TOTALS_KEPT, N_("the totals of a table are kept by the deal triggers") },
	{ "E_SEATS_FIXED", DBR_SEATS_FIXED, N_("the table has deals: its seats cannot change") },
	{ "E_DEAL_VERSION", DBR_DEAL_VERSION,
	    N_("a deal version is never changed: a correction is the next version") },
	{ "E_NEED_REASON", DBR_NEED_REASON, N_("a correction needs a reason") },
	{ "E_ENTRY_FROZEN", DBR_ENTRY_FROZEN, N_("who, when and why of an entry are never changed") },
	{ "E_DEAL_KEPT", DBR_DEAL_KEPT, N_("deals are never deleted: enter a correction") },
	{ "E_HISTORY_FROZEN", DBR_HISTORY_FROZEN, N_("the history of a deal is never changed") },
	{ "E_HISTORY_KEPT", DBR_HISTORY_KEPT, N_("the history of a deal is never deleted") },
	{ "E_NOT_BASKA_EVENT", DBR_NOT_BASKA_EVENT,
	    N_("not a Baśka event: tables and deals are kept for Baśka events only") },
	{ "E_DICE_SEATING", DBR_DICE_SEATING, N_("a dice game has its players in positions"
	    " 1..players, seated before the first turn") },
	{ "E_DICE_TURN_ORDER", DBR_DICE_TURN_ORDER, N_("dice turns are entered in the order of play") },
	{ "E_DICE_TURN_FROZEN", DBR_DICE_TURN_FROZEN, N_("a dice turn is never changed") },
	{ "E_DICE_TURN_KEPT", DBR_DICE_TURN_KEPT, N_("a dice turn is never deleted") },
	{ "E_DICE_SUMS", DBR_DICE_SUMS, N_("the sums of a dice card follow its turns") },
	{ "E_DICE_UNDO", DBR_DICE_UNDO,
	    N_("only the last turn of a game is withdrawn, as entered, with a reason") },
	{ "E_DICE_UNDO_FROZEN", DBR_DICE_UNDO_FROZEN, N_("a withdrawn dice turn is never changed") },
	{ "E_DICE_UNDO_KEPT", DBR_DICE_UNDO_KEPT, N_("a withdrawn dice turn is never deleted") },
	{ "E_DEAL_REPLACED", DBR_DEAL_REPLACED,
	    N_("a deal is never replaced: a correction is the next version") },
	{ "E_CHAIN_FROZEN", DBR_CHAIN_FROZEN, N_("the hash chain of a table is never changed") },
	{ "E_CHAIN_KEPT", DBR_CHAIN_KEPT, N_("the hash chain of a table is never deleted") },
	{ "E_ENTRY_KEPT", DBR_ENTRY_KEPT, N_("who, when and why of an entry are never deleted") },
	{ "E_NAME_CONTROL", DBR_NAME_CONTROL, N_("a name holds a control character") },
	{ "E_LEDGER_FROZEN", DBR_LEDGER_FROZEN, N_("the ledger is never changed") },
	{ "E_LEDGER_KEPT", DBR_LEDGER_KEPT, N_("the ledger is never deleted") },
	{ "E_SIGNATURE_FROZEN", DBR_SIGNATURE_FROZEN, N_("a signature is never changed") },
	{ "E_SIGNATURE_KEPT", DBR_SIGNATURE_KEPT, N_("a signature is never deleted") },
	{ "E_EVENT_GAME_KEPT", DBR_EVENT_GAME_KEPT, N_("an event's game never changes") },
	{ "E_GAME_KIND_FROZEN", DBR_GAME_KIND_FROZEN,
	    N_("a game kind is never changed or deleted") },
	{ "E_GAME_RESULT_FROZEN", DBR_GAME_RESULT_FROZEN,
	    N_("a stored game is never changed or deleted") },
	{ "E_GAME_SEATING", DBR_GAME_SEATING, N_("a game has its players in seats 1..players") },
	{ "E_GAME_SEAT_FROZEN", DBR_GAME_SEAT_FROZEN,
	    N_("the players and points of a stored game never change") },
	{ "E_GAME_PLACES", DBR_GAME_PLACES,
	    N_("the places of a game follow its points (equal points share a place)") },
	{ "E_GAME_EVENT", DBR_GAME_EVENT, N_("a Baśka event keeps tables and deals, not games") },
};

/* The entry of a trigger's coded message, or -1 (a message without a known code). */
static int
raise_lookup(const char *msg)
{
	size_t	 n = strcspn(msg, ":"), i;

	if (msg[n] != ':')
		return -1;
	for (i = 0; i < sizeof(raise_codes) / sizeof(raise_codes[0]); i++)
		if (strlen(raise_codes[i].code) == n && strncmp(raise_codes[i].code, msg, n) == 0)
			return (int)i;
	return -1;
}

enum db_refusal
db_raise_refusal(const char *msg, const char **words)
{
	int	 i;

	if ((i = raise_lookup(msg)) < 0)
		return DBR_NONE;
	if (words != NULL)
		*words = _(raise_codes[i].words);
	return raise_codes[i].refusal;
}

int
db_fail(struct db *db, struct errbuf *err, const char *what)
{
	const char	*msg = sqlite3_errmsg(db->h);
	int		 i;

	db->errcode = sqlite3_extended_errcode(db->h);
	db->refusal = DBR_NONE;
	if ((db->errcode & 0xff) != SQLITE_CONSTRAINT) {
		if (db_busy_error(db, err))
			return -1;
		err_set(err, 0, 0, "%s: %s: %s", db->path, what, msg);
		return -1;
	}
	if (db->errcode == SQLITE_CONSTRAINT_TRIGGER && (i = raise_lookup(msg)) >= 0) {
		db->refusal = raise_codes[i].refusal;
		err_set(err, 0, 0, "%s", _(raise_codes[i].words));
		return 1;
	}
	db->refusal = DBR_CONSTRAINT;
	err_set(err, 0, 0, "%s", msg);
	return 1;
}

int
db_refuse(struct db *db, struct errbuf *err, enum db_refusal r, const char *fmt, ...)
{
	va_list	 ap;

	db->refusal = r;
	va_start(ap, fmt);
	err_vset(err, 0, 0, fmt, ap);
	va_end(ap);
	return 1;
}

int
db_failed_on(const struct db *db, int code)
{
	return db->refusal == DBR_CONSTRAINT && db->errcode == code;
}

enum db_refusal
db_refusal(const struct db *db)
{
	return db->refusal;
}
