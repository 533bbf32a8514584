/* Opening, migrating and the prepared statements of the league database. */
#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>
#include <sys/stat.h>

#include "db.h"
#include "db_int.h"
#include "embed.h"
#include "../util/i18n.h"

/* Rows of STMT_CHAIN_ADD_MANY: DB_CHAIN_MANY (128) are four times CHAIN_ROWS32. */
#define CHAIN_ROW	"(?, ?, ?, ?, ?)"
#define CHAIN_ROWS8	CHAIN_ROW "," CHAIN_ROW "," CHAIN_ROW "," CHAIN_ROW "," \
			CHAIN_ROW "," CHAIN_ROW "," CHAIN_ROW "," CHAIN_ROW
#define CHAIN_ROWS32	CHAIN_ROWS8 "," CHAIN_ROWS8 "," CHAIN_ROWS8 "," CHAIN_ROWS8

/*
 * Eight rows of STMT_DEAL_ADD_FEW: DB_DEAL_MANY (32) are four. Every row's
 * entry (?1) and table (?2) are one parameter each, its version 1 and its
 * record NULL; a bare ? is numbered one past the highest so far, so row i's
 * 15 fields (number ... p4) are ?(3 + 15i) on (import.c's deals_bind).
 */
#define DEAL_ROW	"(?1, ?2, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)"
#define DEAL_ROWS8	DEAL_ROW "," DEAL_ROW "," DEAL_ROW "," DEAL_ROW "," \
			DEAL_ROW "," DEAL_ROW "," DEAL_ROW "," DEAL_ROW

/* Every statement of the league code, indexed by enum db_stmt. */
static const char *const stmt_sql[STMT__COUNT] = {
	[STMT_BEGIN] = "BEGIN IMMEDIATE",
	[STMT_COMMIT] = "COMMIT",
	[STMT_ROLLBACK] = "ROLLBACK",
	[STMT_EVENT_ADD] = "INSERT INTO event (name, date, game, season, deals, ruleset_name,"
	    " ruleset, big1, big2, big3, big4, tie_mode, absent_big, absent_small,"
	    " team_best_n, season_best_n, tie_breaks)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,"
	    " ?17)",
	[STMT_EVENT_FIND] = "SELECT id, name, date, game, season, deals, ruleset_name, ruleset"
	    " FROM event WHERE name = ?1",
	[STMT_EVENT_SEASON] = "UPDATE event SET season = ?2 WHERE id = ?1",
	[STMT_PLAYER_FIND] = "SELECT id FROM player WHERE name = ?1",
	[STMT_PLAYER_ADD] = "INSERT INTO player (name, club, licence) VALUES (?1, ?2, ?3)",
	[STMT_TEAM_ADD] = "INSERT INTO team (name) VALUES (?1)",
	[STMT_TEAM_MEMBER_ADD] = "INSERT INTO team_member (team_id, player_id) VALUES (?1, ?2)",
	[STMT_TABLE_FIND] = "SELECT id FROM play_table WHERE event_id = ?1 AND session = ?2"
	    " AND number = ?3",
	[STMT_TABLE_ADD] = "INSERT INTO play_table (event_id, session, number) VALUES (?1, ?2, ?3)",
	[STMT_SEATS] = "SELECT s.seat, s.player_id, p.name, s.absent FROM seat s"
	    " LEFT JOIN player p ON p.id = s.player_id WHERE s.table_id = ?1",
	[STMT_SEAT_SET] = "INSERT INTO seat (table_id, event_id, session, seat, player_id)"
	    " SELECT id, event_id, session, ?2, ?3 FROM play_table WHERE id = ?1"
	    " ON CONFLICT (table_id, seat) DO UPDATE SET player_id = excluded.player_id"
	    " WHERE player_id IS NOT excluded.player_id",
	[STMT_SEAT_ABSENT] = "UPDATE seat SET absent = ?3 WHERE table_id = ?1 AND seat = ?2",
	[STMT_DEAL_NEXT] = "SELECT coalesce(max(number), 0) + 1 FROM deal"
	    " WHERE table_id = ?1 AND void = 0",
	[STMT_DEAL_GET] = "SELECT number, version, void, dealer, contract, declarer, partner,"
	    " kontras, bok, eyes, won, level, p1, p2, p3, p4 FROM deal"
	    " WHERE table_id = ?1 AND number = ?2",
	[STMT_DEAL_INSERT] = "INSERT INTO deal (table_id, number, version, void, dealer,"
	    " contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4,"
	    " record, entry_id)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15,"
	    " ?16, ?17, ?18, ?19)",
	[STMT_DEAL_UPDATE] = "UPDATE deal SET version = ?3, void = ?4, dealer = ?5,"
	    " contract = ?6, declarer = ?7, partner = ?8, kontras = ?9, bok = ?10, eyes = ?11,"
	    " won = ?12, level = ?13, p1 = ?14, p2 = ?15, p3 = ?16, p4 = ?17, record = ?18,"
	    " entry_id = ?19 WHERE table_id = ?1 AND number = ?2",
	[STMT_ENTRY_ADD] = "INSERT INTO entry (entered_by, entered_at, reason, source)"
	    " VALUES (?1, ?2, ?3, ?4)",
	[STMT_BULK_TOTAL_ROW] = "INSERT INTO table_total (table_id) VALUES (?1)",
	[STMT_BULK_SEATED] = "UPDATE play_table SET (seated, ready) = (SELECT n, n = 4"
	    " FROM (SELECT count(player_id) AS n FROM seat WHERE table_id = ?1)) WHERE id = ?1",
	[STMT_BULK_TOTALS] = "UPDATE table_total SET (deals, s1, s2, s3, s4) ="
	    " (SELECT count(*), coalesce(sum(p1), 0), coalesce(sum(p2), 0),"
	    " coalesce(sum(p3), 0), coalesce(sum(p4), 0) FROM deal"
	    " WHERE deal.table_id = ?1 AND void = 0) WHERE table_id = ?1",
	/* what the trigger table_total_points does (schema/060-standings.sql) */
	[STMT_BULK_POINTS] = "UPDATE table_total SET (t1, t2, t3, t4, p1, p2, p3, p4) ="
	    " (SELECT t1, t2, t3, t4, p1, p2, p3, p4 FROM table_total_calc c"
	    " WHERE c.table_id = ?1) WHERE table_id = ?1",
	/* what the seat_kept_* triggers do (schema/080-seat-points.sql) */
	[STMT_BULK_SEAT_KEPT] = "UPDATE seat SET (kept_short, kept_deals, kept_small, kept_big12,"
	    " kept_place) = (SELECT short, deals, small, big12, place FROM seat_kept_calc c"
	    " WHERE c.table_id = seat.table_id AND c.seat = seat.seat) WHERE table_id = ?1",
	/* A new table's deals and small points, summed by import.c as it stored them */
	[STMT_IMPORT_SUMS] = "UPDATE table_total SET deals = deals + ?2, s1 = s1 + ?3,"
	    " s2 = s2 + ?4, s3 = s3 + ?5, s4 = s4 + ?6 WHERE table_id = ?1",
	/* The next two for every table above ?1, once at the end of an import (import.c) */
	[STMT_IMPORT_POINTS] = "UPDATE table_total SET (t1, t2, t3, t4, p1, p2, p3, p4) ="
	    " (c.t1, c.t2, c.t3, c.t4, c.p1, c.p2, c.p3, c.p4)"
	    " FROM (SELECT * FROM table_total_calc WHERE table_id > ?1) AS c"
	    " WHERE table_total.table_id = c.table_id",
	[STMT_IMPORT_SEAT_KEPT] = "UPDATE seat SET (kept_short, kept_deals, kept_small,"
	    " kept_big12, kept_place) = (c.short, c.deals, c.small, c.big12, c.place)"
	    " FROM (SELECT * FROM seat_kept_calc WHERE table_id > ?1) AS c"
	    " WHERE seat.table_id = c.table_id AND seat.seat = c.seat",
	[STMT_DEAL_LAST] = "SELECT max(number) FROM deal WHERE table_id = ?1 AND void = 0",
	[STMT_CHAIN_MARK] = "INSERT OR IGNORE INTO temp.chain_dirty (table_id) VALUES (?1)",
	[STMT_CHAIN_MARK_ALL] = "INSERT OR IGNORE INTO temp.chain_dirty (table_id)"
	    " SELECT table_id FROM deal UNION SELECT table_id FROM deal_history",
	[STMT_CHAIN_DIRTY] = "SELECT table_id FROM temp.chain_dirty ORDER BY table_id",
	[STMT_CHAIN_CLEAR] = "DELETE FROM temp.chain_dirty",
	[STMT_CHAIN_LAST] = "SELECT seq, hash FROM deal_chain WHERE table_id = ?1"
	    " ORDER BY seq DESC LIMIT 1",
	[STMT_CHAIN_WHERE] = "SELECT e.name, t.session, t.number FROM play_table t"
	    " JOIN event e ON e.id = t.event_id WHERE t.id = ?1",
	/*
	 * Every version of table ?1, current (deal) and superseded (deal_history),
	 * with its entry's fields: the rows a chain link hashes (chain.c's CV_*).
	 */
#define CHAIN_VERSION_ROWS \
	"SELECT v.number, v.version, v.entry_id, v.void, v.dealer," \
	    " v.contract, v.declarer, v.partner, v.kontras, v.bok, v.eyes, v.won, v.level," \
	    " v.p1, v.p2, v.p3, v.p4, v.record, e.entered_by, e.entered_at, e.reason, e.source" \
	    " FROM (SELECT number, version, entry_id, void, dealer, contract, declarer, partner," \
	    " kontras, bok, eyes, won, level, p1, p2, p3, p4, record FROM deal" \
	    " WHERE table_id = ?1 UNION ALL" \
	    " SELECT number, version, entry_id, void, dealer, contract, declarer, partner," \
	    " kontras, bok, eyes, won, level, p1, p2, p3, p4, record FROM deal_history" \
	    " WHERE table_id = ?1) AS v LEFT JOIN entry e ON e.id = v.entry_id"
	/*
	 * Every version of a table (?2 = 1) or those without a link, in the chain's
	 * order; ?3, ?4: only that deal number and version (0: all).
	 */
	[STMT_CHAIN_VERSIONS] = CHAIN_VERSION_ROWS
	    " WHERE (?2 OR NOT EXISTS (SELECT 1 FROM deal_chain c WHERE c.table_id = ?1"
	    " AND c.number = v.number AND c.version = v.version))"
	    " AND (?3 = 0 OR (v.number = ?3 AND v.version = ?4))"
	    " ORDER BY v.entry_id, v.number, v.version",
	[STMT_CHAIN_ADD] = "INSERT INTO deal_chain (table_id, seq, number, version, hash)"
	    " VALUES (?1, ?2, ?3, ?4, ?5)",
	/*
	 * A seat of a new table (import.c, seats 1-4 one by one): one row a
	 * statement, which SQLite runs without a statement journal (its foreign
	 * keys and unique keys are checked before the row is written), where a
	 * VALUES list of four rows kept one, a copy of every page it changed.
	 */
	[STMT_SEAT_ADD] = "INSERT INTO seat (table_id, event_id, session, seat, player_id)"
	    " VALUES (?1, ?2, ?3, ?4, ?5)",
	/* DB_DEAL_MANY, DB_DEAL_FEW new deals of a bulk load in one statement (import.c) */
	[STMT_DEAL_ADD_MANY] = "INSERT INTO deal (entry_id, table_id, number, version, void,"
	    " dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2,"
	    " p3, p4, record) VALUES " DEAL_ROWS8 "," DEAL_ROWS8 "," DEAL_ROWS8 ","
	    DEAL_ROWS8,
	[STMT_DEAL_ADD_FEW] = "INSERT INTO deal (entry_id, table_id, number, version, void,"
	    " dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2,"
	    " p3, p4, record) VALUES " DEAL_ROWS8,
	/* DB_CHAIN_MANY links in one statement (a bulk load's, chain.c): one statement journal */
	[STMT_CHAIN_ADD_MANY] = "INSERT INTO deal_chain (table_id, seq, number, version, hash)"
	    " VALUES " CHAIN_ROWS32 "," CHAIN_ROWS32 "," CHAIN_ROWS32 "," CHAIN_ROWS32,
	[STMT_CHAIN_LINKS] = "SELECT seq, number, version, hash FROM deal_chain"
	    " WHERE table_id = ?1 ORDER BY seq",
	/*
	 * Every version of a table as STMT_CHAIN_VERSIONS reads them, in the
	 * order they are stored, not sorted (db_chain_check's one pass), but
	 * without the entry's fields (read once an entry, chain.c's entry_tail),
	 * then whether it is a current deal that is not void (verify's deal
	 * checks, as STMT_VERIFY_DEALS's d.void = 0 compares) and whether it is
	 * current (verify's totals, as STMT_VERIFY_TOTALS sums them).
	 */
	[STMT_CHAIN_STORED] =
	    "SELECT number, version, entry_id, void, dealer, contract, declarer, partner,"
	    " kontras, bok, eyes, won, level, p1, p2, p3, p4, record, void = 0, 1 FROM deal"
	    " WHERE table_id = ?1 UNION ALL"
	    " SELECT number, version, entry_id, void, dealer, contract, declarer, partner,"
	    " kontras, bok, eyes, won, level, p1, p2, p3, p4, record, 0, 0 FROM deal_history"
	    " WHERE table_id = ?1",
	[STMT_SEAT_AT_TABLE] = "SELECT count(*) FROM seat WHERE table_id = ?1 AND player_id = ?2",
	/* Generał games of dice events (dice.c) */
	[STMT_EVENT_RULES] = "SELECT game, ruleset, name FROM event WHERE id = ?1",
	[STMT_DICE_GAME_FIND] = "SELECT id, players, record IS NOT NULL FROM game_result"
	    " WHERE event_id = ?1 AND number = ?2",
	[STMT_DICE_GAME_SEATS] = "SELECT s.seat, s.player_id, p.name, s.points, c.turns"
	    " FROM game_result_seat s JOIN player p ON p.id = s.player_id"
	    " JOIN dice_card c ON c.result_id = s.result_id AND c.seat = s.seat"
	    " WHERE s.result_id = ?1 ORDER BY s.seat",
	[STMT_DICE_GAME_TURNS] = "SELECT seq, position, box, d1, d2, d3, d4, d5, points, bonus,"
	    " throws FROM dice_turn WHERE game_id = ?1 ORDER BY seq",
	[STMT_DICE_TURN_ADD] = "INSERT INTO dice_turn (game_id, seq, position, box, d1, d2, d3,"
	    " d4, d5, points, bonus, throws, entry_id)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
	/* referee verify (verify.c) */
	[STMT_VERIFY_INTEGRITY] = "PRAGMA integrity_check",
	[STMT_VERIFY_FOREIGN_KEYS] = "PRAGMA foreign_key_check",
	[STMT_VERIFY_TOTALS] =
	    "SELECT e.name, t.session, t.number,"
	    " coalesce(x.deals || ' deals, ' || x.s1 || ' ' || x.s2 || ' ' || x.s3 || ' ' || x.s4,"
	    " 'missing'),"
	    " d.n || ' deals, ' || d.s1 || ' ' || d.s2 || ' ' || d.s3 || ' ' || d.s4"
	    " FROM play_table t JOIN event e ON e.id = t.event_id"
	    " LEFT JOIN table_total x ON x.table_id = t.id"
	    " JOIN (SELECT t2.id AS table_id, count(d.number) FILTER (WHERE d.void = 0) AS n,"
	    " coalesce(sum(d.p1), 0) AS s1, coalesce(sum(d.p2), 0) AS s2,"
	    " coalesce(sum(d.p3), 0) AS s3, coalesce(sum(d.p4), 0) AS s4"
	    " FROM play_table t2 LEFT JOIN deal d ON d.table_id = t2.id GROUP BY t2.id) d"
	    " ON d.table_id = t.id"
	    " WHERE x.table_id IS NULL OR x.deals <> d.n OR x.s1 <> d.s1 OR x.s2 <> d.s2"
	    " OR x.s3 <> d.s3 OR x.s4 <> d.s4"
	    " ORDER BY e.name, t.session, t.number",
	/* The kept table points t1..t4 and places p1..p4 (schema 060). */
	[STMT_VERIFY_POINTS] =
	    "SELECT e.name, t.session, t.number,"
	    " x.t1 || ' ' || x.t2 || ' ' || x.t3 || ' ' || x.t4 || ' / '"
	    " || x.p1 || ' ' || x.p2 || ' ' || x.p3 || ' ' || x.p4,"
	    " c.t1 || ' ' || c.t2 || ' ' || c.t3 || ' ' || c.t4 || ' / '"
	    " || c.p1 || ' ' || c.p2 || ' ' || c.p3 || ' ' || c.p4"
	    " FROM play_table t JOIN event e ON e.id = t.event_id"
	    " JOIN table_total x ON x.table_id = t.id JOIN table_total_calc c ON c.table_id = t.id"
	    " WHERE x.deals > 0 AND (x.t1 <> c.t1 OR x.t2 <> c.t2 OR x.t3 <> c.t3 OR x.t4 <> c.t4"
	    " OR x.p1 <> c.p1 OR x.p2 <> c.p2 OR x.p3 <> c.p3 OR x.p4 <> c.p4)"
	    " ORDER BY e.name, t.session, t.number",
	[STMT_VERIFY_SEATS] =
	    "SELECT e.name, t.session, t.number FROM play_table t JOIN event e ON e.id = t.event_id"
	    " WHERE t.seated <> (SELECT count(player_id) FROM seat s WHERE s.table_id = t.id)"
	    " OR t.absent <> (SELECT coalesce(sum(absent), 0) FROM seat s WHERE s.table_id = t.id)"
	    " OR t.ready <> (t.seated = 4)"
	    " ORDER BY e.name, t.session, t.number",
	/* The kept columns of each seat (schema 080). */
	[STMT_VERIFY_KEPT] =
	    "SELECT e.name, t.session, t.number, s.seat FROM seat s"
	    " JOIN seat_kept_calc c ON c.table_id = s.table_id AND c.seat = s.seat"
	    " JOIN play_table t ON t.id = s.table_id JOIN event e ON e.id = t.event_id"
	    " WHERE s.kept_short IS NOT c.short OR s.kept_deals IS NOT c.deals"
	    " OR s.kept_small IS NOT c.small OR s.kept_big12 IS NOT c.big12"
	    " OR s.kept_place IS NOT c.place"
	    " ORDER BY e.name, t.session, t.number, s.seat",
	[STMT_VERIFY_NAMES] =
	    "SELECT 'player', id FROM player WHERE name GLOB '*[' || char(1) || '-' || char(31)"
	    " || char(127) || ']*' UNION ALL"
	    " SELECT 'team', id FROM team WHERE name GLOB '*[' || char(1) || '-' || char(31)"
	    " || char(127) || ']*' UNION ALL"
	    " SELECT 'event', id FROM event WHERE name GLOB '*[' || char(1) || '-' || char(31)"
	    " || char(127) || ']*'",
	/*
	 * Every entry is who wrote a deal version, a dice game or turn, or a Rybaření
	 * game. Up to version 0.1.0 the tool, entering a deal again after an undo,
	 * wrote a copy of its command's entry (the next id, the same who, when and
	 * source, reason "entered again after undo") and stored the deal under the
	 * copy: the command's own entry is accounted for by its copy, which is
	 * checked here in its turn.
	 */
	[STMT_VERIFY_ENTRIES] =
	    "SELECT id, entered_by, entered_at FROM entry e"
	    " WHERE NOT EXISTS (SELECT 1 FROM deal WHERE entry_id = e.id)"
	    " AND NOT EXISTS (SELECT 1 FROM deal_history WHERE entry_id = e.id)"
	    " AND NOT EXISTS (SELECT 1 FROM dice_turn WHERE entry_id = e.id)"
	    " AND NOT EXISTS (SELECT 1 FROM dice_turn_undo WHERE entry_id = e.id"
	    "   OR undo_entry_id = e.id)"
	    " AND NOT EXISTS (SELECT 1 FROM game_result WHERE entry_id = e.id)"
	    " AND NOT EXISTS (SELECT 1 FROM entry c"
	    "   WHERE c.id = e.id + 1 AND c.reason = 'entered again after undo'"
	    "   AND c.entered_by = e.entered_by AND c.entered_at = e.entered_at"
	    "   AND c.source IS e.source)"
	    " ORDER BY id",
	[STMT_VERIFY_EVENTS] =
	    "SELECT id, name, deals, ruleset FROM event"
	    " WHERE game = 'baska' ORDER BY name",
	[STMT_VERIFY_DEALS] =
	    "SELECT t.session, t.number, d.number, d.dealer,"
	    " d.contract, d.declarer, coalesce(d.partner, 0), d.kontras, d.bok, d.eyes,"
	    " d.void, d.won, d.level, d.p1, d.p2, d.p3, d.p4, d.record"
	    " FROM deal d JOIN play_table t ON t.id = d.table_id"
	    " WHERE t.event_id = ?1 AND d.void = 0 ORDER BY t.session, t.number, d.number",
	/*
	 * Every table: whether it has a chain to check (a deal, a superseded
	 * version or a link), and its stored totals (STMT_VERIFY_TOTALS's x).
	 */
	[STMT_VERIFY_CHAINS] =
	    "SELECT t.id, e.name, t.session, t.number, e.id,"
	    " EXISTS (SELECT 1 FROM deal d WHERE d.table_id = t.id)"
	    " OR EXISTS (SELECT 1 FROM deal_history h WHERE h.table_id = t.id)"
	    " OR EXISTS (SELECT 1 FROM deal_chain c WHERE c.table_id = t.id),"
	    " x.table_id IS NOT NULL, x.deals, x.s1, x.s2, x.s3, x.s4"
	    " FROM play_table t JOIN event e ON e.id = t.event_id"
	    " LEFT JOIN table_total x ON x.table_id = t.id"
	    " ORDER BY e.name, t.session, t.number",
	/* The links of a table are numbered 1, 2, 3 ... as they were written: no gap. */
	[STMT_VERIFY_LINKS] =
	    "SELECT e.name, t.session, t.number, c.number, c.version, c.seq, c.n"
	    " FROM (SELECT table_id, seq, number, version,"
	    " row_number() OVER (PARTITION BY table_id ORDER BY seq) AS n FROM deal_chain) c"
	    " JOIN play_table t ON t.id = c.table_id JOIN event e ON e.id = t.event_id"
	    " WHERE c.seq IS NOT c.n ORDER BY e.name, t.session, t.number, c.seq",
	/*
	 * A version of a deal is stored once, current or in the history: a second
	 * copy has no link of its own (a link names a deal number and version, so
	 * the chain check cannot tell the copies apart).
	 */
	[STMT_VERIFY_TWICE] =
	    "SELECT number, version FROM (SELECT number, version FROM deal WHERE table_id = ?1"
	    " UNION ALL SELECT number, version FROM deal_history WHERE table_id = ?1)"
	    " GROUP BY number, version HAVING count(*) > 1 ORDER BY number, version LIMIT 1",
	/* Names matched by their key (players.c): id, name as found, name as stored */
	[STMT_PLAYER_NAMES] = "SELECT id, name, name FROM player UNION ALL"
	    " SELECT a.player_id, a.name, p.name FROM player_alias a"
	    " JOIN player p ON p.id = a.player_id ORDER BY 1",
	[STMT_EVENT_NAMES] = "SELECT id, name, name FROM event ORDER BY 1",
	/* The same with whether the player sat in event ?1 (players.c: db_player_match) */
	[STMT_PLAYER_SCOPED] = "SELECT n.id, n.name, n.stored, EXISTS (SELECT 1 FROM seat s"
	    " WHERE s.event_id = ?1 AND s.player_id = n.id) FROM (SELECT id, name, name AS"
	    " stored FROM player UNION ALL SELECT a.player_id, a.name, p.name FROM"
	    " player_alias a JOIN player p ON p.id = a.player_id) n ORDER BY 1",
	/* Each bulk transaction (db_begin) */
	[STMT_BULK_FLOOR] = "SELECT coalesce(max(id), 0) FROM play_table",
	/* signed heads (sign.c) */
	[STMT_SIG_ADD] = "INSERT INTO head_signature (chain, table_id, link, head, public_key,"
	    " signed_at, signature) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
	/* The signatures of one link of a chain (?2 NULL: the ledger), newest first. */
	[STMT_SIG_OF_HEAD] = "SELECT head, public_key, signed_at, signature FROM head_signature"
	    " WHERE chain = ?1 AND table_id IS ?2 AND link = ?3 ORDER BY id DESC",
	/* Every signature with where its table is and the hash of the link it names. */
	[STMT_SIG_ALL] = "SELECT s.id, s.chain, s.table_id, s.link, s.head, s.public_key,"
	    " s.signed_at, s.signature, e.name, t.session, t.number, t.id IS NOT NULL,"
	    " CASE s.chain WHEN 'table' THEN (SELECT lower(hex(c.hash)) FROM deal_chain c"
	    " WHERE c.table_id = s.table_id AND c.seq = s.link)"
	    " ELSE (SELECT l.hash FROM ledger l WHERE l.seq = s.link) END"
	    " FROM head_signature s LEFT JOIN play_table t ON t.id = s.table_id"
	    " LEFT JOIN event e ON e.id = t.event_id ORDER BY s.id",
	/* The newest link of every table's chain. */
	[STMT_SIG_TABLE_HEADS] = "SELECT c.table_id, e.name, t.session, t.number, c.seq,"
	    " lower(hex(c.hash))"
	    " FROM deal_chain c JOIN play_table t ON t.id = c.table_id"
	    " JOIN event e ON e.id = t.event_id"
	    " WHERE c.seq = (SELECT max(m.seq) FROM deal_chain m WHERE m.table_id = c.table_id)"
	    " ORDER BY e.name, t.session, t.number",
	[STMT_LEDGER_LAST] = "SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1",
	/* Each transaction: entries above this one are its own (chain.c's check before a link) */
	[STMT_ENTRY_FLOOR] = "SELECT coalesce(max(id), 0) FROM entry",
	/* A version with no link whose entry is older than the transaction extending the chain */
	[STMT_CHAIN_OLD_UNLINKED] = "SELECT number, version FROM (SELECT number, version, entry_id"
	    " FROM deal WHERE table_id = ?1 UNION ALL SELECT number, version, entry_id"
	    " FROM deal_history WHERE table_id = ?1) v WHERE v.entry_id <= ?2"
	    " AND NOT EXISTS (SELECT 1 FROM deal_chain c WHERE c.table_id = ?1"
	    " AND c.number = v.number AND c.version = v.version) LIMIT 1",
	/*
	 * The heads of the tables ?1..?2 moved to their last links (bulk mode:
	 * triggers off). Driven by the tables, each last link found through
	 * deal_chain's key: not a max() per link (issue 31).
	 */
	[STMT_CHAIN_HEAD_MOVE] = "INSERT INTO chain_head (table_id, seq, hash)"
	    " SELECT c.table_id, c.seq, lower(hex(c.hash)) FROM play_table t"
	    " CROSS JOIN deal_chain c"
	    " ON c.table_id = t.id"
	    " AND c.seq = (SELECT max(seq) FROM deal_chain m WHERE m.table_id = t.id)"
	    " WHERE t.id BETWEEN ?1 AND ?2"
	    " ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash"
	    " WHERE excluded.seq > chain_head.seq",
	/*
	 * Each table's chain head (schema 130, linked in the ledger at each move)
	 * against the last link of its chain: a chain whose newest links were cut
	 * off still holds, but no longer reaches its head. Each table's last link
	 * is looked up in deal_chain's key, not found by grouping every link.
	 */
	[STMT_VERIFY_HEADS] =
	    "SELECT name, session, number, coalesce(hseq, 0), coalesce(cseq, 0)"
	    " FROM (SELECT e.name, t.session, t.number, t.id AS tid, h.seq AS hseq,"
	    " h.hash AS hhash, (SELECT max(seq) FROM deal_chain c WHERE c.table_id = t.id) AS cseq"
	    " FROM play_table t JOIN event e ON e.id = t.event_id"
	    " LEFT JOIN chain_head h ON h.table_id = t.id)"
	    " WHERE hseq IS NOT cseq OR hhash IS NOT (SELECT lower(hex(hash)) FROM deal_chain d"
	    " WHERE d.table_id = tid AND d.seq = cseq)"
	    " ORDER BY name, session, number",
	/* The links no command witnessed (schema 130): notes, not faults. */
	[STMT_VERIFY_ADOPTED] =
	    "SELECT migration, from_version, upto FROM ledger_adopted"
	    " ORDER BY migration",
	/* What migration 090 adopted, when it runs on an older file (migrate) */
	[STMT_LEDGER_ADOPTED] = "INSERT INTO ledger_adopted (migration, from_version, upto)"
	    " SELECT 90, ?1, coalesce(max(seq), 0) FROM ledger WHERE 1"
	    " ON CONFLICT (migration) DO UPDATE SET from_version = excluded.from_version,"
	    " upto = excluded.upto",
	/*
	 * The deals' links migration 040 makes on an older file (migrate), counted
	 * before COMMIT writes them: one a stored version.
	 */
	[STMT_CHAIN_ADOPTED] = "INSERT INTO ledger_adopted (migration, from_version, upto)"
	    " SELECT 40, ?1, (SELECT count(*) FROM deal) + (SELECT count(*) FROM deal_history)"
	    " WHERE 1"
	    " ON CONFLICT (migration) DO UPDATE SET from_version = excluded.from_version,"
	    " upto = excluded.upto",
	/* Bundles (bundle.c, schema/150-bundles.sql). */
	[STMT_BUNDLE_ATTACH] = "ATTACH ':memory:' AS bundle",
	[STMT_BUNDLE_DETACH] = "DETACH bundle",
	[STMT_BUNDLE_READ] = "BEGIN",
	[STMT_BUNDLE_PUT_EVENT] = "INSERT INTO bundle.b_event SELECT id, name, date, game, season,"
	    " deals, ruleset_name, ruleset, big1, big2, big3, big4, tie_mode, absent_big,"
	    " absent_small, team_best_n, season_best_n, tie_breaks FROM main.event WHERE id = ?1",
	[STMT_BUNDLE_PUT_TABLES] = "INSERT INTO bundle.b_table SELECT id, session, number"
	    " FROM main.play_table WHERE event_id = ?1",
	[STMT_BUNDLE_PUT_SEATS] = "INSERT INTO bundle.b_seat SELECT table_id, seat, player_id, absent"
	    " FROM main.seat WHERE table_id IN (SELECT id FROM bundle.b_table)",
	[STMT_BUNDLE_PUT_PLAYERS] = "INSERT INTO bundle.b_player SELECT id, name, club, licence"
	    " FROM main.player WHERE id IN (SELECT player_id FROM bundle.b_seat)",
	[STMT_BUNDLE_PUT_VERSIONS] = "INSERT INTO bundle.b_version SELECT table_id, number, version,"
	    " void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record, entry_id FROM main.deal WHERE table_id IN (SELECT id FROM bundle.b_table)"
	    " UNION ALL SELECT table_id, number, version, void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record, entry_id FROM main.deal_history"
	    " WHERE table_id IN (SELECT id FROM bundle.b_table)",
	[STMT_BUNDLE_PUT_ENTRIES] = "INSERT INTO bundle.b_entry SELECT id, entered_by, entered_at,"
	    " reason, source FROM main.entry WHERE id IN (SELECT entry_id FROM bundle.b_version)",
	[STMT_BUNDLE_PUT_LINKS] = "INSERT INTO bundle.b_link SELECT table_id, seq, number, version,"
	    " lower(hex(hash)) FROM main.deal_chain WHERE table_id IN (SELECT id FROM bundle.b_table)",
	[STMT_BUNDLE_PUT_SIGS] = "INSERT INTO bundle.b_signature SELECT id, table_id, link, head,"
	    " public_key, signed_at, signature FROM main.head_signature WHERE chain = 'table'"
	    " AND table_id IN (SELECT id FROM bundle.b_table)",
	/* The last link of each table of the bundle: its head. */
	[STMT_BUNDLE_HEADS] = "SELECT t.session, t.number, l.seq, l.hash FROM bundle.b_table t"
	    " JOIN bundle.b_link l ON l.table_id = t.id WHERE l.seq = (SELECT max(seq)"
	    " FROM bundle.b_link m WHERE m.table_id = t.id) ORDER BY t.session, t.number",
	[STMT_BUNDLE_COUNTS] = "SELECT (SELECT count(*) FROM bundle.b_table),"
	    " (SELECT count(*) FROM bundle.b_version)",
	/* Every link of the bundle with the version it names, as chain.c hashes it. */
	[STMT_BUNDLE_CHAIN] = "SELECT l.table_id, l.seq, l.hash, t.session, t.number, e.name,"
	    " v.number, v.version, v.void, v.dealer, v.contract, v.declarer, v.partner, v.kontras,"
	    " v.bok, v.eyes, v.won, v.level, v.p1, v.p2, v.p3, v.p4, v.record, n.entered_by,"
	    " n.entered_at, n.reason, n.source, n.id FROM bundle.b_link l"
	    " JOIN bundle.b_table t ON t.id = l.table_id CROSS JOIN bundle.b_event e"
	    " LEFT JOIN bundle.b_version v ON v.table_id = l.table_id AND v.number = l.number"
	    " AND v.version = l.version LEFT JOIN bundle.b_entry n ON n.id = v.entry_id"
	    " ORDER BY l.table_id, l.seq",
	/* Rows of the bundle that belong to nothing in it (0 in a whole one). */
	[STMT_BUNDLE_ORPHANS] = "SELECT (SELECT count(*) FROM bundle.b_version v WHERE NOT EXISTS"
	    " (SELECT 1 FROM bundle.b_link l WHERE l.table_id = v.table_id AND l.number = v.number"
	    " AND l.version = v.version)) + (SELECT count(*) FROM bundle.b_seat WHERE table_id"
	    " NOT IN (SELECT id FROM bundle.b_table) OR (player_id IS NOT NULL AND player_id"
	    " NOT IN (SELECT id FROM bundle.b_player))) + (SELECT count(*) FROM bundle.b_link"
	    " WHERE table_id NOT IN (SELECT id FROM bundle.b_table)) + (SELECT count(*) <> 1"
	    " FROM bundle.b_event)",
	[STMT_BUNDLE_EVENT_GET] = "SELECT name, game FROM bundle.b_event",
	[STMT_BUNDLE_EVENT_ADD] = "INSERT INTO main.event (name, date, game, season, deals,"
	    " ruleset_name, ruleset, big1, big2, big3, big4, tie_mode, absent_big, absent_small,"
	    " team_best_n, season_best_n, tie_breaks) SELECT name, date, game, season, deals,"
	    " ruleset_name, ruleset, big1, big2, big3, big4, tie_mode, absent_big, absent_small,"
	    " team_best_n, season_best_n, tie_breaks FROM bundle.b_event",
	[STMT_BUNDLE_EVENT_SAME] = "SELECT b.game = e.game AND b.ruleset = e.ruleset"
	    " AND b.deals IS e.deals AND b.tie_breaks = e.tie_breaks"
	    " FROM bundle.b_event b, main.event e WHERE e.id = ?1",
	[STMT_BUNDLE_PLAYERS] = "SELECT id, name, club, licence FROM bundle.b_player ORDER BY id",
	[STMT_BUNDLE_LICENCE] = "SELECT id, name, licence FROM main.player WHERE licence = ?1"
	    " OR id = ?2 ORDER BY licence = ?1 DESC",
	[STMT_BUNDLE_MAP] = "INSERT INTO bundle.b_map (kind, bid, oid) VALUES (?1, ?2, ?3)",
	[STMT_BUNDLE_TABLES] = "SELECT id, session, number FROM bundle.b_table"
	    " ORDER BY session, number",
	[STMT_BUNDLE_SEATS] = "SELECT s.seat, m.oid, s.absent, p.name FROM bundle.b_seat s"
	    " LEFT JOIN bundle.b_map m ON m.kind = 'player' AND m.bid = s.player_id"
	    " LEFT JOIN bundle.b_player p ON p.id = s.player_id"
	    " WHERE s.table_id = ?1 ORDER BY s.seat",
	/*
	 * Each deal of the bundle against the office's versions of it (by their
	 * keys): the office's newest version (0: none), the first of the bundle's
	 * that differs from the office's of the same number (NULL: it descends),
	 * the bundle's newest.
	 */
	[STMT_BUNDLE_DEALS] =
	    "SELECT v.table_id, v.number, m.oid, t.session, t.number, coalesce((SELECT"
	    " d.version FROM main.deal d WHERE d.table_id = m.oid AND d.number = v.number),"
	    " 0), min(CASE WHEN EXISTS (SELECT 1 FROM main.deal d WHERE d.table_id = m.oid"
	    " AND d.number = v.number AND d.version = v.version AND NOT (d.void IS v.void"
	    " AND d.dealer IS v.dealer AND d.contract IS v.contract AND d.declarer IS"
	    " v.declarer AND d.partner IS v.partner AND d.kontras IS v.kontras AND d.bok IS"
	    " v.bok AND d.eyes IS v.eyes AND d.won IS v.won AND d.level IS v.level AND d.p1"
	    " IS v.p1 AND d.p2 IS v.p2 AND d.p3 IS v.p3 AND d.p4 IS v.p4 AND d.record IS"
	    " v.record)) OR EXISTS (SELECT 1 FROM main.deal_history d WHERE d.table_id ="
	    " m.oid AND d.number = v.number AND d.version = v.version AND NOT (d.void IS"
	    " v.void AND d.dealer IS v.dealer AND d.contract IS v.contract AND d.declarer"
	    " IS v.declarer AND d.partner IS v.partner AND d.kontras IS v.kontras AND d.bok"
	    " IS v.bok AND d.eyes IS v.eyes AND d.won IS v.won AND d.level IS v.level AND"
	    " d.p1 IS v.p1 AND d.p2 IS v.p2 AND d.p3 IS v.p3 AND d.p4 IS v.p4 AND d.record"
	    " IS v.record)) THEN v.version END), max(v.version) FROM bundle.b_version v"
	    " JOIN bundle.b_map m ON m.kind = 'table' AND m.bid = v.table_id JOIN"
	    " bundle.b_table t ON t.id = v.table_id GROUP BY v.table_id, v.number ORDER BY"
	    " t.session, t.number, v.number",
	[STMT_BUNDLE_TODO] = "INSERT INTO bundle.b_todo (table_id, number, vfrom) VALUES (?1, ?2, ?3)",
	/* The versions to add, in the order the venue wrote them. */
	[STMT_BUNDLE_NEW] = "SELECT v.table_id, v.number, v.version, v.entry_id, m.oid"
	    " FROM bundle.b_version v JOIN bundle.b_todo t ON t.table_id = v.table_id"
	    " AND t.number = v.number AND v.version >= t.vfrom JOIN bundle.b_map m"
	    " ON m.kind = 'table' AND m.bid = v.table_id"
	    " ORDER BY v.entry_id, v.table_id, v.number, v.version",
	[STMT_BUNDLE_ENTRY_ADD] = "INSERT INTO main.entry (entered_by, entered_at, reason, source)"
	    " SELECT entered_by, entered_at, reason, source FROM bundle.b_entry WHERE id = ?1",
	[STMT_BUNDLE_DEAL_INSERT] = "INSERT INTO main.deal (table_id, number, version, void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record,"
	    " entry_id) SELECT ?4, number, version, void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record, ?5 FROM bundle.b_version"
	    " WHERE table_id = ?1 AND number = ?2 AND version = ?3",
	[STMT_BUNDLE_DEAL_UPDATE] = "UPDATE main.deal SET (version, void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record, entry_id) ="
	    " (SELECT version, void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record, ?5 FROM bundle.b_version WHERE table_id = ?1 AND number = ?2"
	    " AND version = ?3) WHERE table_id = ?4 AND number = ?2",
	[STMT_BUNDLE_PROVENANCE] = "INSERT INTO main.bundle_version (table_id, number, version,"
	    " bundle_id) VALUES (?1, ?2, ?3, ?4)",
	/* A conflict with this venue version queued before: 1 open, 0 settled, no row. */
	[STMT_BUNDLE_CONFLICT_STATE] = "SELECT c.resolved_version IS NULL FROM main.deal_conflict c"
	    " WHERE c.table_id = ?1 AND c.number = ?2 AND c.venue_link = (SELECT hash"
	    " FROM bundle.b_link WHERE table_id = ?3 AND number = ?2 AND version = ?4)",
	[STMT_BUNDLE_CONFLICT_ADD] = "INSERT INTO main.deal_conflict (table_id, number,"
	    " office_version, bundle_id, venue_version, venue_link, void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record, entered_by, entered_at,"
	    " reason) SELECT ?5, v.number, ?6, ?7, v.version, l.hash, v.void, v.dealer, v.contract, v.declarer, v.partner, v.kontras, v.bok, v.eyes, v.won, v.level, v.p1, v.p2, v.p3, v.p4, v.record, e.entered_by,"
	    " e.entered_at, e.reason FROM bundle.b_version v JOIN bundle.b_link l"
	    " ON l.table_id = v.table_id AND l.number = v.number AND l.version = v.version"
	    " JOIN bundle.b_entry e ON e.id = v.entry_id"
	    " WHERE v.table_id = ?1 AND v.number = ?2 AND v.version = ?3",
	/* The venue's signatures of links the office now holds as the venue wrote them. */
	[STMT_BUNDLE_SIGS_COPY] = "INSERT INTO main.head_signature (chain, table_id, link, head,"
	    " public_key, signed_at, signature) SELECT 'table', m.oid, s.link, s.head,"
	    " s.public_key, s.signed_at, s.signature FROM bundle.b_signature s"
	    " JOIN bundle.b_map m ON m.kind = 'table' AND m.bid = s.table_id"
	    " JOIN main.deal_chain c ON c.table_id = m.oid AND c.seq = s.link"
	    " AND lower(hex(c.hash)) = s.head"
	    " WHERE NOT EXISTS (SELECT 1 FROM main.head_signature h WHERE h.chain = 'table'"
	    " AND h.table_id = m.oid AND h.link = s.link AND h.signature = s.signature)"
	    " ORDER BY s.id",
	[STMT_BUNDLE_SAME_HEADS] = "SELECT count(*) FROM bundle.b_map m JOIN main.chain_head h"
	    " ON h.table_id = m.oid JOIN bundle.b_link l ON l.table_id = m.bid AND l.seq = h.seq"
	    " AND l.hash = h.hash WHERE m.kind = 'table' AND l.seq = (SELECT max(seq)"
	    " FROM bundle.b_link x WHERE x.table_id = m.bid)",
	[STMT_BUNDLE_LAST] = "SELECT 1",
	[STMT_BUNDLE_SEEN] = "SELECT count(*) FROM bundle_merged WHERE digest = ?1",
	[STMT_BUNDLE_RECORD] = "INSERT INTO bundle_merged (event_id, digest, signer, signer_name,"
	    " signed_at, merged_at, added, queued) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, 0)",
	[STMT_BUNDLE_COUNT] = "UPDATE bundle_merged SET added = ?2, queued = ?3 WHERE id = ?1",
	[STMT_CONFLICT_OPEN] = "SELECT id FROM deal_conflict WHERE table_id = ?1 AND number = ?2"
	    " AND resolved_version IS NULL ORDER BY id DESC LIMIT 1",
	[STMT_CONFLICT_HAS_VERSION] = "SELECT (SELECT version FROM deal WHERE table_id = ?1"
	    " AND number = ?2), EXISTS (SELECT 1 FROM deal WHERE table_id = ?1 AND number = ?2"
	    " AND version = ?3 UNION ALL SELECT 1 FROM deal_history WHERE table_id = ?1"
	    " AND number = ?2 AND version = ?3)",
	/* The deal's next version: the venue's queued version (?4 = 0, ?5 its conflict) or the office's version ?5. */
	[STMT_CONFLICT_TAKE] = "UPDATE deal SET (version, void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record, entry_id) = (SELECT deal.version + 1,"
	    " void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record, ?3 FROM (SELECT void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record FROM deal_conflict WHERE ?4 = 0 AND id = ?5"
	    " UNION ALL SELECT void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record FROM deal_history WHERE ?4 = 1 AND table_id = ?1"
	    " AND number = ?2 AND version = ?5 UNION ALL SELECT void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record FROM deal d WHERE ?4 = 1"
	    " AND d.table_id = ?1 AND d.number = ?2 AND d.version = ?5))"
	    " WHERE table_id = ?1 AND number = ?2",
	[STMT_CONFLICT_SETTLE] = "UPDATE deal_conflict SET resolved_version = ?3"
	    " WHERE table_id = ?1 AND number = ?2 AND resolved_version IS NULL",
	/* Players renamed, merged and removed, the current event (players.c) */
	[STMT_PLAYER_RENAME] = "UPDATE player SET name = ?3 WHERE id = ?1 AND ?2 = ?2",
	[STMT_PLAYER_ALIAS_BACK] =
	    "DELETE FROM player_alias WHERE player_id = ?1 AND ?2 = ?2 AND name = ?3",
	[STMT_MERGE_TEAMS] = "SELECT count(*) FROM team_member WHERE player_id IN (?1, ?2)",
	[STMT_MERGE_TEAM_MEMBER] = "UPDATE team_member SET player_id = ?1 WHERE player_id = ?2",
	[STMT_MERGE_NOTE] = "INSERT INTO player_merge (from_id, to_id) VALUES (?2, ?1)",
	[STMT_MERGE_ALIAS_ADD] =
	    "INSERT INTO player_alias (name, player_id) SELECT name, ?1 FROM player WHERE id = ?2",
	[STMT_MERGE_ALIASES] = "UPDATE player_alias SET player_id = ?1 WHERE player_id = ?2",
	[STMT_MERGE_SEATS] = "UPDATE seat SET player_id = ?1 WHERE player_id = ?2",
	[STMT_MERGE_GAME_SEATS] =
	    "UPDATE game_result_seat SET player_id = ?1 WHERE player_id = ?2",
	[STMT_MERGE_NOTE_CLEAR] = "DELETE FROM player_merge",
	[STMT_MERGE_PLAYER_DELETE] = "DELETE FROM player WHERE id = ?2",
	[STMT_PLAYER_SEATS] =
	    "SELECT (SELECT count(*) FROM seat WHERE player_id = ?1)"
	    " + (SELECT count(*) FROM game_result_seat WHERE player_id = ?1)",
	[STMT_PLAYER_TEAMS] = "SELECT count(*) FROM team_member WHERE player_id = ?1",
	[STMT_PLAYER_ALIASES_DELETE] = "DELETE FROM player_alias WHERE player_id = ?1",
	[STMT_PLAYER_DELETE] = "DELETE FROM player WHERE id = ?1",
	[STMT_CURRENT_EVENT] = "SELECT event_id FROM current_event WHERE id = 1",
	[STMT_CURRENT_EVENT_SET] =
	    "INSERT OR REPLACE INTO current_event (id, event_id) VALUES (1, ?1)",
	[STMT_EVENT_NAME] = "SELECT name FROM event WHERE id = ?1",
	/* Names for completion (names.c): on a read-only connection of their own, by db_sql */
	[STMT_NAMES_EVENTS] = "SELECT name FROM event ORDER BY name",
	[STMT_NAMES_PLAYERS] = "SELECT name FROM player ORDER BY name",
	/* The generic result store (game_result.c): a game registers its kind with its event */
	[STMT_GAME_KIND_ADD] = "INSERT OR IGNORE INTO game_kind (name) VALUES (?1)",
	[STMT_GAME_EVENT_ADD] =
	    "INSERT INTO event (name, date, game, season, deals, ruleset_name,"
	    " ruleset, big1, big2, big3, big4, absent_big, absent_small, team_best_n,"
	    " season_best_n) VALUES (?1, ?2, ?3, NULL, NULL, ?4, ?5, 0, 0, 0, 0, 0, 0, 1, 0)",
	[STMT_GAME_RESULT_NEXT] =
	    "SELECT coalesce(max(number), 0) + 1 FROM game_result WHERE event_id = ?1",
	[STMT_GAME_RESULT_ADD] =
	    "INSERT INTO game_result (event_id, number, players, record, entry_id)"
	    " VALUES (?1, ?2, ?3, ?4, ?5)",
	[STMT_GAME_SEAT_ADD] =
	    "INSERT INTO game_result_seat (result_id, seat, player_id, points, place)"
	    " VALUES (?1, ?2, ?3, ?4, ?5)",
	[STMT_GAME_VALUE_ADD] =
	    "INSERT INTO game_result_value (result_id, seat, key, value) VALUES (?1, ?2, ?3, ?4)",
	/* Dice (dice.c): a turn withdrawn, its trigger does the rest (schema/070-dice-undo.sql) */
	[STMT_DICE_TURN_UNDO] =
	    "INSERT INTO dice_turn_undo (game_id, seq, position, box,"
	    " d1, d2, d3, d4, d5, points, bonus, throws, entry_id, undo_entry_id)"
	    " SELECT game_id, seq, position, box, d1, d2, d3, d4, d5, points, bonus, throws,"
	    " entry_id, ?2 FROM dice_turn WHERE game_id = ?1 ORDER BY seq DESC LIMIT 1"
	    " RETURNING seq",
	/* Bulk mode (league.c): a table's absent count, as seat_count_absent keeps it */
	[STMT_BULK_ABSENT] =
	    "UPDATE play_table SET absent = (SELECT count(*) FROM seat"
	    " WHERE table_id = ?1 AND absent = 1) WHERE id = ?1",
	/* The chain (chain.c) */
	[STMT_CHAIN_UNLINK] = "DELETE FROM deal_chain WHERE table_id = ?1",
	[STMT_CHAIN_ENTRY] =
	    "SELECT entered_by, entered_at, reason, source FROM entry"
	    " WHERE id = ?1",
	/* Never prepared: run by sqlite3_exec (several statements, or a PRAGMA toggle) */
	[STMT_CHAIN_SETUP] =
	    "CREATE TEMP TABLE IF NOT EXISTS chain_dirty (table_id INTEGER PRIMARY KEY);"
	    "CREATE TEMP TRIGGER IF NOT EXISTS chain_mark_insert AFTER INSERT ON main.deal"
	    " BEGIN INSERT OR IGNORE INTO chain_dirty VALUES (NEW.table_id); END;"
	    "CREATE TEMP TRIGGER IF NOT EXISTS chain_mark_update AFTER UPDATE ON main.deal"
	    " BEGIN INSERT OR IGNORE INTO chain_dirty VALUES (NEW.table_id); END;",
	[STMT_CHECKS_IGNORE] = "PRAGMA ignore_check_constraints = ON",
	[STMT_CHECKS_KEEP] = "PRAGMA ignore_check_constraints = OFF",
	/* Opening and migrating (db.c) */
	[STMT_USER_VERSION] = "PRAGMA user_version",
	/* Never prepared: run by sqlite3_exec as a connection opens or a bulk load starts */
	[STMT_OPEN_FOREIGN_KEYS] = "PRAGMA foreign_keys = ON",
	[STMT_OPEN_WAL] = "PRAGMA journal_mode = WAL",
	[STMT_OPEN_SYNCHRONOUS] = "PRAGMA synchronous = FULL",
	[STMT_OPEN_CACHE] = "PRAGMA cache_size = -8000",
	[STMT_OPEN_TEMP_STORE] = "PRAGMA temp_store = MEMORY",
	[STMT_BULK_CACHE] = "PRAGMA cache_size = -32000",
	[STMT_BULK_CHAIN_MARKS_DROP] =
	    "DROP TRIGGER IF EXISTS temp.chain_mark_insert;"
	    " DROP TRIGGER IF EXISTS temp.chain_mark_update",
	/* The schema compared with the migrations' (schema.c): the file's and in-memory */
	[STMT_SCHEMA_ROWS] =
	    "SELECT type, name, tbl_name, coalesce(sql, '')"
	    " FROM main.sqlite_schema",
	/* verify's settings (verify.c) */
	[STMT_VERIFY_USER_VERSION] = "PRAGMA main.user_version",
	[STMT_VERIFY_ENCODING] = "PRAGMA main.encoding",
	[STMT_VERIFY_JOURNAL_MODE] = "PRAGMA main.journal_mode",
	[STMT_VERIFY_FK_ON] = "PRAGMA foreign_keys",
	[STMT_VERIFY_IGNORE_CHECKS] = "PRAGMA ignore_check_constraints",
	[STMT_VERIFY_WRITABLE_SCHEMA] = "PRAGMA writable_schema",
	[STMT_VERIFY_RECURSIVE_TRIGGERS] = "PRAGMA recursive_triggers",
	/* The ledger (ledger.c): its fixed statements (the rest is made per covered table there) */
	[STMT_LEDGER_TABLES] = "SELECT name FROM main.sqlite_schema WHERE type = 'table'",
	[STMT_LEDGER_ADD] =
	    "INSERT INTO ledger (seq, tbl, key, text, hash)"
	    " VALUES (?1, ?2, ?3, ?4, ?5)",
	/* DB_LEDGER_MANY links in one statement (ledger.c) */
	[STMT_LEDGER_ADD_MANY] = "INSERT INTO ledger (seq, tbl, key, text, hash)"
	    " VALUES " CHAIN_ROWS32 "," CHAIN_ROWS32,
	[STMT_LEDGER_DIRTY_TABLES] = "SELECT DISTINCT tbl FROM temp.ledger_dirty",
	[STMT_VERIFY_LEDGER] =
	    "SELECT seq, tbl, key, text, hash FROM ledger"
	    " ORDER BY seq",
	/*
	 * The kept total of every Generał card against the sums of its turns
	 * (the view dice_card), and its place against the game's totals
	 */
	[STMT_VERIFY_DICE_SUMS] =
	    "SELECT e.name, r.number, s.seat FROM game_result_seat s"
	    " JOIN game_result r ON r.id = s.result_id JOIN event e ON e.id = r.event_id"
	    " LEFT JOIN dice_card c ON c.result_id = s.result_id AND c.seat = s.seat"
	    " WHERE e.game = 'dice' AND (s.points IS NOT c.total"
	    " OR s.place IS NOT 1 + (SELECT count(*) FROM game_result_seat o"
	    " WHERE o.result_id = s.result_id AND o.points > s.points))"
	    " ORDER BY e.name, r.number, s.seat",
	/* Never prepared: the ledger's, run by sqlite3_exec (the first begins its setup script) */
	[STMT_LEDGER_DIRTY_CREATE] =
	    "CREATE TEMP TABLE IF NOT EXISTS ledger_dirty (tbl TEXT NOT NULL,"
	    " k1 NOT NULL, k2 NOT NULL, k3 NOT NULL, known INTEGER NOT NULL DEFAULT 0, old,"
	    " PRIMARY KEY (tbl, k1, k2, k3)) WITHOUT ROWID;",
	[STMT_LEDGER_DIRTY_CLEAR] = "DELETE FROM temp.ledger_dirty",
	[STMT_LEDGER_BULK_DROP] =
	    "DROP TRIGGER IF EXISTS temp.ledger_i_play_table;"
	    " DROP TRIGGER IF EXISTS temp.ledger_i_seat;",
	/*
	 * The turns of the Generał games 180 moved to new ids (temp.dice_moved,
	 * its own) under their old keys: gone, so the ledger links them as gone
	 */
	[STMT_LEDGER_DICE_MOVED] =
	    "INSERT INTO temp.ledger_dirty (tbl, k1, k2, k3)"
	    " SELECT 'dice_turn', m.old, t.position, t.box FROM temp.dice_moved m"
	    " JOIN main.dice_turn t ON t.game_id = m.new WHERE m.old <> m.new"
	    " ON CONFLICT DO NOTHING;",
	/* Never prepared: 180's own list, spent once its turns are linked (migrate) */
	[STMT_DICE_MOVED_DROP] = "DROP TABLE temp.dice_moved",
};

/*
 * The number of the newest migration: schema/NNN-name.sql are applied in
 * order of NNN, which may leave gaps (001-league, 010-dice); user_version
 * holds the number of the last one applied.
 */
int
db_schema_version(void)
{
	int	 n = 0, v = 0;

	while (embed_schema[n].name != NULL)
		v = atoi(embed_schema[n++].name);
	return v;
}

const char *
db_sql(enum db_stmt which)
{
	return stmt_sql[which];
}

sqlite3_stmt *
db_stmt(struct db *db, enum db_stmt which, struct errbuf *err)
{
	return db_stmt_as(db, which, err, "prepare");
}

sqlite3_stmt *
db_stmt_as(struct db *db, enum db_stmt which, struct errbuf *err, const char *what)
{
	sqlite3_stmt	*st = db->stmt[which];

	if (st == NULL) {
		if (sqlite3_prepare_v3(db->h, stmt_sql[which], -1, SQLITE_PREPARE_PERSISTENT,
		    &st, NULL) != SQLITE_OK) {
			db_fail(db, err, what);
			return NULL;
		}
		db->stmt[which] = st;
	} else {
		sqlite3_reset(st);
		sqlite3_clear_bindings(st);
	}
	return st;
}

int
db_step_done(struct db *db, sqlite3_stmt *st, struct errbuf *err, const char *what)
{
	int	 rc = sqlite3_step(st);

	if (rc == SQLITE_DONE || rc == SQLITE_ROW) {
		sqlite3_reset(st);
		return 0;
	}
	rc = db_fail(db, err, what);
	sqlite3_reset(st);
	return rc;
}

int
db_one_int(struct db *db, sqlite3_stmt *st, int64_t *out, struct errbuf *err, const char *what)
{
	int	 rc = sqlite3_step(st);

	if (rc == SQLITE_ROW)
		*out = sqlite3_column_int64(st, 0);
	else if (rc != SQLITE_DONE)
		db_fail(db, err, what);
	sqlite3_reset(st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

void
db_bind_text(sqlite3_stmt *st, int i, const char *s)
{
	if (s == NULL || *s == '\0')
		sqlite3_bind_null(st, i);
	else
		sqlite3_bind_text(st, i, s, -1, SQLITE_TRANSIENT);
}

static int
exec(struct db *db, const char *sql, struct errbuf *err, const char *what)
{
	char	*msg = NULL;

	if (sqlite3_exec(db->h, sql, NULL, NULL, &msg) != SQLITE_OK) {
		if (!db_busy_error(db, err))
			err_set(err, 0, 0, "%s: %s: %s", db->path, what, msg ? msg : _("error"));
		sqlite3_free(msg);
		return -1;
	}
	return 0;
}

static int
user_version(struct db *db, int *v, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt_as(db, STMT_USER_VERSION, err, _("read schema version"))) == NULL)
		return -1;
	if (sqlite3_step(st) != SQLITE_ROW) {
		db_fail(db, err, _("read schema version"));
		sqlite3_reset(st);
		return -1;
	}
	*v = sqlite3_column_int(st, 0);
	sqlite3_reset(st);
	return 0;
}

/* Counts the schema's differences; the first one is kept for the refusal. */
struct first_diff {
	char	 what[200];
};

static void
first_diff(void *arg, const char *type, const char *name, const char *want, const char *have)
{
	struct first_diff *d = arg;

	if (d->what[0] == '\0')
		snprintf(d->what, sizeof(d->what), "%s %s %s", type, name,
		    have == NULL ? _("is missing") : want == NULL ? _("is not the migrations'") :
		    _("is not as the migrations wrote it"));
}

/*
 * A file whose schema is not the one its version claims was changed behind
 * the tool's back: migrating it would replay migrations over it (a file
 * that dropped its ledger and claims version 89 would get its rows adopted
 * into a new ledger as if genuine). Refused; 0 when it is as claimed.
 */
static int
migrate_check(struct db *db, int have, struct errbuf *err)
{
	struct first_diff d;
	int		 n;

	memset(&d, 0, sizeof(d));
	if ((n = db_schema_diff(db, have, first_diff, &d, err)) == -1)
		return -1;
	if (n == 0)
		return 0;
	return err_set(err, 0, 0, _("%s: its schema is not that of its version %d (%s): changed"
	    " behind the tool's back, refusing to migrate it"), db->path, have, d.what);
}

/*
 * Records that 090 (stmt STMT_LEDGER_ADOPTED) or 040 (STMT_CHAIN_ADOPTED)
 * adopted the rows of a file of version have (schema 130).
 */
static int
adopted(struct db *db, enum db_stmt stmt, int have, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if ((st = db_stmt(db, stmt, err)) == NULL)
		return -1;
	sqlite3_bind_int(st, 1, have);
	return db_step_done(db, st, err, C_("database step", "migrate")) == 0 ? 0 : -1;
}

/*
 * What a migration num leaves to do on a file of an older version have
 * (> 0): the rows it found or moved get their links. 0 or -1 with err.
 */
static int
migrated_rows(struct db *db, int num, int have, struct errbuf *err)
{
	if (num == DB_CHAIN_MIGRATION)
		db->adopting = 1;	/* until this transaction's COMMIT */
	/* Deals stored before the chain existed get their links now. */
	if (num == DB_CHAIN_MIGRATION && (db_chain_setup(db, err) == -1 ||
	    db_chain_mark_all(db, err) == -1))
		return -1;
	/*
	 * Rows stored before the ledger existed get their links now, as
	 * they are found, before any later migration: links 1 to the
	 * last, which 130's ledger_adopted records as adopted.
	 */
	if (num == DB_LEDGER_MIGRATION && (db_ledger_setup(db, err) == -1 ||
	    db_ledger_mark_all(db, err) == -1 || db_ledger_flush(db, err) == -1))
		return -1;
	/* The rows this migration wrote get their links (only they: no other row). */
	if (num == DB_HEADS_MIGRATION && (db_ledger_setup(db, err) == -1 ||
	    db_ledger_mark_table(db, "chain_head", err) == -1 ||
	    db_ledger_mark_table(db, "ledger_adopted", err) == -1 ||
	    (have < DB_LEDGER_MIGRATION &&
	    adopted(db, STMT_LEDGER_ADOPTED, have, err) == -1) ||
	    (have < DB_CHAIN_MIGRATION &&
	    adopted(db, STMT_CHAIN_ADOPTED, have, err) == -1)))
		return -1;
	/*
	 * The games it moved to the generic store get their links, as rows
	 * of it (the links of the tables it dropped stay, as history).
	 */
	if (num == DB_RYB_RESULTS_MIGRATION && (db_ledger_setup(db, err) == -1 ||
	    db_ledger_mark_table(db, "game_result", err) == -1 ||
	    db_ledger_mark_table(db, "game_result_seat", err) == -1 ||
	    db_ledger_mark_table(db, "game_result_value", err) == -1))
		return -1;
	/* As 170, for Generał's games; its turns refer to them now. */
	if (num == DB_DICE_RESULTS_MIGRATION && (db_ledger_setup(db, err) == -1 ||
	    db_ledger_mark_table(db, "game_result", err) == -1 ||
	    db_ledger_mark_table(db, "game_result_seat", err) == -1 ||
	    db_ledger_mark_table(db, "game_result_value", err) == -1 ||
	    db_ledger_mark_table(db, "dice_turn", err) == -1 ||
	    db_ledger_mark_table(db, "dice_turn_undo", err) == -1 ||
	    exec(db, db_sql(STMT_LEDGER_DICE_MOVED), err, C_("database step",
	    "link the moved turns")) == -1))
		return -1;
	return 0;
}

/* Applies the migrations up to want that the file lacks, all in one transaction. */
static int
migrate(struct db *db, int want, struct errbuf *err)
{
	int	 have, i, num, prev = 0;
	char	 sql[64];

	if (user_version(db, &have, err) == -1)
		return -1;
	if (have == want)
		return 0;
	if (have > want)
		return err_set(err, 0, 0, _("%s: made by a newer referee (schema version %d,"
		    " this one knows %d): refusing to touch it"), db->path, have, want);
	if (db_begin(db, err) == -1)
		return -1;
	/* Another process may have migrated while we waited for the lock. */
	if (user_version(db, &have, err) == -1)
		goto fail;
	if (have > want) {
		err_set(err, 0, 0, _("%s: made by a newer referee (schema version %d,"
		    " this one knows %d): refusing to touch it"), db->path, have, want);
		goto fail;
	}
	if (have == want)
		return db_commit(db, err);
	if (have > 0 && migrate_check(db, have, err) != 0)
		goto fail;
	for (i = 0; embed_schema[i].name != NULL; i++) {
		if ((num = atoi(embed_schema[i].name)) <= prev) {
			err_set(err, 0, 0, _("schema/%s.sql: a migration numbered above %d"
			    " expected"), embed_schema[i].name, prev);
			goto fail;
		}
		prev = num;
		if (num <= have || num > want)
			continue;
		if (exec(db, embed_schema[i].text, err, embed_schema[i].name) == -1)
			goto fail;
		if (have > 0 && migrated_rows(db, num, have, err) == -1)
			goto fail;
		/*
		 * 180 lists the games it moved in temp.dice_moved for the links
		 * above; dropped here, a new file too, whose list is empty, does
		 * not keep it until the connection closes.
		 */
		if (num == DB_DICE_RESULTS_MIGRATION && exec(db, stmt_sql[STMT_DICE_MOVED_DROP],
		    err, C_("database step", "migrate")) == -1)
			goto fail;
	}
	snprintf(sql, sizeof(sql), NT_("PRAGMA user_version = %d"), want);	/* sql: generated */
	if (exec(db, sql, err, C_("database step", "set schema version")) == -1)
		goto fail;
	have = db_commit(db, err);
	db->adopting = 0;
	return have;
fail:
	db->adopting = 0;
	db_rollback(db);
	return -1;
}

int
db_open_reference(int version, struct db **out, struct errbuf *err)
{
	struct db	*db;

	*out = NULL;
	db = xcalloc(1, sizeof(*db));
	db->path = xstrdup(":memory:");
	if (sqlite3_open_v2(":memory:", &db->h, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX,
	    NULL) != SQLITE_OK) {
		err_set(err, 0, 0, _("%s: cannot open: %s"), db->path, _("out of memory"));
		db_close(db);
		return -1;
	}
	sqlite3_extended_result_codes(db->h, 1);
	if (db_chain_functions(db->h) == -1) {	/* referee_unhex, for migration 190 */
		err_set(err, 0, 0, _("%s: cannot open: %s"), db->path, _("out of memory"));
		db_close(db);
		return -1;
	}
	if (exec(db, stmt_sql[STMT_OPEN_FOREIGN_KEYS], err, C_("database step", "open")) == -1 ||
	    migrate(db, version, err) == -1) {
		db_close(db);
		return -1;
	}
	*out = db;
	return 0;
}

static int open_flags(const char *, int, struct db **, struct errbuf *);

int
db_open(const char *path, struct db **out, struct errbuf *err)
{
	return open_flags(path, SQLITE_OPEN_CREATE, out, err);
}

int
db_open_existing(const char *path, struct db **out, struct errbuf *err)
{
	struct stat	 sb;

	*out = NULL;
	/* A URI ("file:...?mode=memory") names no file to look for. */
	if (strncmp(path, "file:", 5) != 0 && stat(path, &sb) == -1 && errno == ENOENT) {
		err_set(err, 0, 0, _("%s: no such database"), path);
		return 1;
	}
	return open_flags(path, 0, out, err);
}

/*
 * Before SQLite's first use: no memory statistics (the tool reads none), so
 * no global mutex around each of SQLite's allocations (2 % of an import's
 * instructions). A no-op once SQLite is initialised.
 */
static void
lib_config(void)
{
	static int	 done;

	if (!done)
		(void)sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
	done = 1;
}

static int
open_flags(const char *path, int create, struct db **out, struct errbuf *err)
{
	struct stat	 sb;
	struct db	*db;

	*out = NULL;
	/* A device or FIFO is no database (and /dev/null would grow a -journal). */
	if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode))
		return err_set(err, 0, 0, _("%s: not a regular file"), path);
	db = xcalloc(1, sizeof(*db));
	db->writer_fd = -1;
	db->path = xstrdup(path);
	lib_config();
	if (sqlite3_open_v2(path, &db->h, SQLITE_OPEN_READWRITE | create |
	    SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
		err_set(err, 0, 0, _("%s: cannot open: %s"), path,
		    db->h ? sqlite3_errmsg(db->h) : _("out of memory"));
		db_close(db);
		return -1;
	}
	sqlite3_extended_result_codes(db->h, 1);
	db_busy_setup(db);
	/* referee_unhex, for migration 190 (chain.c) */
	if (db_chain_functions(db->h) == -1) {
		err_set(err, 0, 0, _("%s: cannot open: %s"), path, sqlite3_errmsg(db->h));
		db_close(db);
		return -1;
	}
	if (exec(db, stmt_sql[STMT_OPEN_FOREIGN_KEYS], err, C_("database step", "open")) == -1 ||
	    exec(db, stmt_sql[STMT_OPEN_WAL], err, C_("database step", "open")) == -1 ||
	    exec(db, stmt_sql[STMT_OPEN_SYNCHRONOUS], err, C_("database step", "open")) == -1 ||
	    /* 8 MB: a long deal add --file spills to the file rather than grow (bulk: 32 MB) */
	    exec(db, stmt_sql[STMT_OPEN_CACHE], err, C_("database step", "open")) == -1 ||
	    exec(db, stmt_sql[STMT_OPEN_TEMP_STORE], err, C_("database step", "open")) == -1 ||
	    migrate(db, db_schema_version(), err) == -1 || db_chain_setup(db, err) == -1 ||
	    db_ledger_setup(db, err) == -1) {
		db_close(db);
		return -1;
	}
	*out = db;
	return 0;
}

int
db_path_over(const char *path)
{
	sqlite3_vfs	*vfs = sqlite3_vfs_find(NULL);
	char		*cwd;
	size_t		 n = strlen(path);

	if (vfs == NULL || strncmp(path, "file:", 5) == 0)
		return 0;
	if (path[0] != '/') {
		if ((cwd = getcwd(NULL, 0)) == NULL)
			return 0;
		n += strlen(cwd) + 1;
		free(cwd);
	}
	return n >= (size_t)vfs->mxPathname ? vfs->mxPathname : 0;
}

void
db_close(struct db *db)
{
	int	 i;

	if (db == NULL)
		return;
	for (i = 0; i < STMT__COUNT; i++)
		sqlite3_finalize(db->stmt[i]);
	db_ledger_close(db);
	db_writer_clear(db);
	if (db->h != NULL) {
		if (!sqlite3_get_autocommit(db->h))
			sqlite3_exec(db->h, stmt_sql[STMT_ROLLBACK], NULL, NULL, NULL);
		sqlite3_close(db->h);
	}
	db_chain_stream_free(db);
	db_confusable_free(db);
	db_sign_free(db);
	db_keymap_free(db);
	free(db->memo);
	free(db->path);
	free(db);
}

int
db_begin(struct db *db, struct errbuf *err)
{
	sqlite3_stmt	*st = db_stmt(db, STMT_BEGIN, err);
	int		 rc;

	db_chain_stream_free(db);	/* nothing of an earlier transaction carries over */
	db_sign_forget(db);
	db_keymap_free(db);
	if (st == NULL || db_step_done(db, st, err, C_("database step", "begin")) != 0)
		return -1;
	db_writer_note(db);
	/* A file being made has no entry table yet: nothing of it was there before. */
	db->entry_floor = 0;
	if ((st = db_stmt(db, STMT_ENTRY_FLOOR, err)) != NULL &&
	    db_one_int(db, st, &db->entry_floor, err, "begin") == -1) {
		db_rollback(db);
		return -1;
	}
	if (!db->bulk)
		return 0;
	/* Tables above the highest id now are made by this load (chain.c streams their links). */
	if ((st = db_stmt(db, STMT_BULK_FLOOR, err)) == NULL) {
		db_rollback(db);
		return -1;
	}
	rc = db_one_int(db, st, &db->bulk_floor, err, "begin");
	if (rc != 1) {
		db_rollback(db);
		return -1;
	}
	return 0;
}

int
db_commit_prepare(struct db *db, struct errbuf *err)
{
	int	 rc;

	if (db_chain_stream_flush(db, err) == -1) {
		db_rollback(db);
		return -1;
	}
	/*
	 * A bulk load's chain heads and ledger links are hex digests made by
	 * the tool itself: checking each against its table's GLOB (quadratic in
	 * the 64 digits) is most of the time of the flush. Only links, heads,
	 * the ledger and signatures are written while it is off.
	 */
	if (db->bulk && exec(db, stmt_sql[STMT_CHECKS_IGNORE], err, C_("database step", "commit")) == -1)
		return -1;
	rc = db->chain_ready ? db_chain_flush(db, err) : 0;
	/* The heads of the tables this load made (its links were written without triggers). */
	if (rc == 0 && db->bulk)
		rc = db_chain_heads(db, db->bulk_floor + 1, INT64_MAX, err);
	if (rc == 0 && db->ledger_ready)
		rc = db_ledger_flush(db, err);
	if (rc == 0)
		rc = db_sign_heads(db, err);
	if (db->bulk && exec(db, stmt_sql[STMT_CHECKS_KEEP], err, C_("database step", "commit")) == -1)
		rc = -1;
	if (rc == -1) {
		db_rollback(db);
		return -1;
	}
	return 0;
}

int
db_commit(struct db *db, struct errbuf *err)
{
	sqlite3_stmt	*st = db_stmt(db, STMT_COMMIT, err);

	if (st == NULL || db_commit_prepare(db, err) == -1)
		return -1;
	db_writer_clear(db);
	if (db_step_done(db, st, err, C_("database step", "commit")) != 0) {
		db_rollback(db);
		return -1;
	}
	db_chain_stream_free(db);
	db_keymap_free(db);
	return 0;
}

int
db_bulk_begin(struct db *db, struct errbuf *err)
{
	int	 i, on = 1;

	/* Statements prepared so far (the migration's) were compiled with triggers. */
	for (i = 0; i < STMT__COUNT; i++) {
		sqlite3_finalize(db->stmt[i]);
		db->stmt[i] = NULL;
	}
	if (sqlite3_db_config(db->h, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, &on) != SQLITE_OK ||
	    on != 0)
		return err_set(err, 0, 0, _("%s: cannot switch the triggers off"), db->path);
	/*
	 * TEMP triggers still fire (SQLite 3.35 on): the chain's marks per deal
	 * are done here per table instead, by db_bulk_table_done (chain.c
	 * links a new table's deals as they come, and marks any other table).
	 */
	if (exec(db, stmt_sql[STMT_BULK_CHAIN_MARKS_DROP], err, _("bulk load")) == -1 ||
	    db_ledger_bulk(db, err) == -1)
		return -1;
	/*
	 * The journal stays WAL: readers (standings, protocol) keep reading the
	 * state before the load until it commits, instead of being locked out
	 * of the file for the whole load, as a rollback journal would do.
	 */
	(void)sqlite3_exec(db->h, stmt_sql[STMT_BULK_CACHE], NULL, NULL, NULL);
	db->bulk = 1;
	return 0;
}

int
db_bulk_table_done(struct db *db, int64_t table, struct errbuf *err)
{
	sqlite3_stmt	*st;

	if (!db->bulk)
		return 0;
	if (db_chain_stream_done(db, table, err) == -1 ||
	    (st = db_stmt(db, STMT_BULK_TOTALS, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	if (db_step_done(db, st, err, _("table totals")) != 0 ||
	    (st = db_stmt(db, STMT_BULK_POINTS, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	if (db_step_done(db, st, err, _("table points")) != 0 ||
	    (st = db_stmt(db, STMT_BULK_SEAT_KEPT, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, table);
	return db_step_done(db, st, err, _("seat points")) == 0 ? 0 : -1;
}

void
db_rollback(struct db *db)
{
	struct errbuf	 err;
	sqlite3_stmt	*st;

	/* Links a bulk load kept for a transaction that did not happen. */
	db_chain_stream_free(db);
	db_sign_forget(db);
	db_keymap_free(db);
	db_writer_clear(db);
	if (sqlite3_get_autocommit(db->h))
		return;
	if ((st = db_stmt(db, STMT_ROLLBACK, &err)) != NULL)
		(void)db_step_done(db, st, &err, C_("database step", "rollback"));
}
