-- 001-league: players, teams, events, tables with their seats, and Baśka deals.
-- Every invariant the rulebook states about a protocol is enforced here, so the
-- database itself refuses a bad row whatever program writes to it.

-- A person who plays in events.
CREATE TABLE player (
	id	INTEGER PRIMARY KEY,			-- row id
	name	TEXT NOT NULL UNIQUE			-- name as printed in protocols and standings
		CHECK (length(trim(name)) > 0 AND name = trim(name)),
	club	TEXT,					-- club, or NULL
	licence	TEXT UNIQUE				-- PSB licence number, or NULL
) STRICT;

-- A team of 4 or 5 players; its best results count (team_best_n, §7.4).
CREATE TABLE team (
	id	INTEGER PRIMARY KEY,			-- row id
	name	TEXT NOT NULL UNIQUE			-- team name
		CHECK (length(trim(name)) > 0)
) STRICT;

-- Membership of a player in a team; a player belongs to at most one team.
CREATE TABLE team_member (
	team_id		INTEGER NOT NULL REFERENCES team(id),	-- the team
	player_id	INTEGER NOT NULL UNIQUE REFERENCES player(id), -- the member
	PRIMARY KEY (team_id, player_id)
) STRICT;

-- A team has at most five players (§7.2).
CREATE TRIGGER team_member_max BEFORE INSERT ON team_member
WHEN (SELECT count(*) FROM team_member WHERE team_id = NEW.team_id) >= 5
BEGIN
	SELECT RAISE(ABORT, 'a team has at most 5 players');
END;

-- A tournament or a league day: one game under one stored ruleset.
CREATE TABLE event (
	id		INTEGER PRIMARY KEY,		-- row id
	name		TEXT NOT NULL UNIQUE		-- event name, e.g. 'Liga Baśki 2026, GP 1'
			CHECK (length(trim(name)) > 0 AND name = trim(name)),
	date		TEXT				-- YYYY-MM-DD, or NULL
			CHECK (date IS NULL OR date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	game		TEXT NOT NULL DEFAULT 'baska'	-- the game played: 'baska', later 'dice'
			CHECK (game IN ('baska', 'dice', 'fleet')),
	season		TEXT,				-- season the event counts for, or NULL
	deals		INTEGER				-- deals per session and table, or NULL if not fixed
			CHECK (deals IS NULL OR deals BETWEEN 1 AND 1000),
	ruleset_name	TEXT NOT NULL,			-- the preset or file the ruleset came from
	ruleset		TEXT NOT NULL,			-- every key of the ruleset (kv_print text): old results never change
	big1		INTEGER NOT NULL CHECK (big1 >= 0),	-- table points for 1st place (from the ruleset)
	big2		INTEGER NOT NULL CHECK (big2 >= 0),	-- table points for 2nd place
	big3		INTEGER NOT NULL CHECK (big3 >= 0),	-- table points for 3rd place
	big4		INTEGER NOT NULL CHECK (big4 >= 0),	-- table points for 4th place
	tie_mode	TEXT NOT NULL DEFAULT 'average'	-- how tied players share table points
			CHECK (tie_mode IN ('average', 'best', 'worst')),
	absent_big	INTEGER NOT NULL CHECK (absent_big >= 0),	-- big points to each present player at a short table
	absent_small	INTEGER NOT NULL CHECK (absent_small >= 0),	-- small points to each present player at a short table
	team_best_n	INTEGER NOT NULL CHECK (team_best_n >= 1),	-- results counted for a team
	season_best_n	INTEGER NOT NULL CHECK (season_best_n >= 0)	-- events counted in a season, 0 = all
) STRICT;

-- One table in one session of an event (one protocol sheet).
CREATE TABLE play_table (
	id		INTEGER PRIMARY KEY,		-- row id
	event_id	INTEGER NOT NULL REFERENCES event(id),	-- the event
	session		INTEGER NOT NULL CHECK (session >= 1),	-- session number, from 1
	number		INTEGER NOT NULL CHECK (number >= 1),	-- table number, from 1
	seated		INTEGER NOT NULL DEFAULT 0	-- seats with a player, kept by the seat triggers
			CHECK (seated BETWEEN 0 AND 4),
	ready		INTEGER NOT NULL DEFAULT 0	-- 1 when four players are seated; deals point at (id, 1)
			CHECK (ready = (seated = 4)),
	absent		INTEGER NOT NULL DEFAULT 0	-- seats marked absent, kept by the seat triggers
			CHECK (absent BETWEEN 0 AND 4),
	UNIQUE (event_id, session, number),
	UNIQUE (id, ready),
	UNIQUE (id, event_id, session)
) STRICT;

-- The running totals of a table, kept by the deal triggers so that standings
-- never adds up the deals themselves. A lean table of its own: the trigger
-- that updates it runs once per deal. (They sum to zero because every deal
-- does: the deal table's zero_sum.)
CREATE TABLE table_total (
	table_id	INTEGER PRIMARY KEY REFERENCES play_table(id),	-- the table
	deals		INTEGER NOT NULL DEFAULT 0,	-- deals played (current versions, not void)
	s1		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 1: the sum of its deal points
	s2		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 2
	s3		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 3
	s4		INTEGER NOT NULL DEFAULT 0	-- small points of seat 4
) STRICT;
CREATE TRIGGER table_total_row AFTER INSERT ON play_table
BEGIN
	INSERT INTO table_total (table_id) VALUES (NEW.id);
END;
CREATE TRIGGER table_total_frozen BEFORE DELETE ON table_total
BEGIN
	SELECT RAISE(ABORT, 'the totals of a table are kept by the deal triggers');
END;

-- A seat at a table: seats 1..4 clockwise, seat 1 deals first (notation.md).
-- player_id NULL marks an empty seat (a short table); absent = 1 a player
-- who left (§7.4: the others get absent_big and absent_small).
CREATE TABLE seat (
	table_id	INTEGER NOT NULL,		-- the table
	event_id	INTEGER NOT NULL,		-- the table's event (a copy, for the unique key below)
	session		INTEGER NOT NULL,		-- the table's session (a copy, likewise)
	seat		INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),	-- seat number, 1..4 clockwise
	player_id	INTEGER REFERENCES player(id),	-- who sits there, NULL for an empty seat
	absent		INTEGER NOT NULL DEFAULT 0	-- 1: left the table or never came (§7.4)
			CHECK (absent BETWEEN 0 AND 1),
	PRIMARY KEY (table_id, seat),
	FOREIGN KEY (table_id, event_id, session) REFERENCES play_table(id, event_id, session),
	-- Four distinct players at a table, and a player at one table per session.
	UNIQUE (table_id, player_id),
	CONSTRAINT one_table_per_session UNIQUE (event_id, session, player_id)
) STRICT;
CREATE INDEX seat_player ON seat(player_id);

-- Seats are fixed once a deal is played at the table.
CREATE TRIGGER seat_fixed BEFORE UPDATE OF player_id, seat, table_id ON seat
WHEN EXISTS (SELECT 1 FROM deal WHERE table_id = OLD.table_id)
BEGIN
	SELECT RAISE(ABORT, 'the table has deals: its seats cannot change');
END;
CREATE TRIGGER seat_keep BEFORE DELETE ON seat
WHEN EXISTS (SELECT 1 FROM deal WHERE table_id = OLD.table_id)
BEGIN
	SELECT RAISE(ABORT, 'the table has deals: its seats cannot change');
END;

-- play_table.seated counts the seats with a player; ready follows it.
CREATE TRIGGER seat_count_add AFTER INSERT ON seat
BEGIN
	UPDATE play_table SET seated = seated + (NEW.player_id IS NOT NULL),
	    ready = (seated + (NEW.player_id IS NOT NULL) = 4)
	WHERE id = NEW.table_id;
END;
CREATE TRIGGER seat_count_update AFTER UPDATE OF player_id ON seat
BEGIN
	UPDATE play_table SET seated = seated + (NEW.player_id IS NOT NULL)
	    - (OLD.player_id IS NOT NULL),
	    ready = (seated + (NEW.player_id IS NOT NULL) - (OLD.player_id IS NOT NULL) = 4)
	WHERE id = NEW.table_id;
END;
CREATE TRIGGER seat_count_absent AFTER UPDATE OF absent ON seat
BEGIN
	UPDATE play_table SET absent = absent + NEW.absent - OLD.absent
	WHERE id = NEW.table_id;
END;
CREATE TRIGGER seat_count_delete AFTER DELETE ON seat
BEGIN
	UPDATE play_table SET seated = seated - (OLD.player_id IS NOT NULL),
	    ready = (seated - (OLD.player_id IS NOT NULL) = 4), absent = absent - OLD.absent
	WHERE id = OLD.table_id;
END;

-- Who wrote deals, when and why: one row per command that writes deals (an
-- import, a deal entered, a correction), shared by all the deals it wrote.
CREATE TABLE entry (
	id		INTEGER PRIMARY KEY,		-- row id
	entered_by	TEXT NOT NULL,			-- who (--by, else the login name)
	entered_at	TEXT NOT NULL			-- when, UTC, YYYY-MM-DDTHH:MM:SSZ
			CHECK (entered_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T*Z'),
	reason		TEXT,				-- why (required for a correction), NULL for new deals
	source		TEXT				-- what wrote it: 'import FILE', 'deal add', 'enter', ...
) STRICT;

-- The current version of every Baśka deal: one per deal number (the primary
-- key). A correction updates the row to the next version with who, when and
-- why; the trigger deal_archive first copies the old version into
-- deal_history, so nothing is ever lost. void = 1 is a version that
-- withdraws the deal (undo at the table).
CREATE TABLE deal (
	table_id	INTEGER NOT NULL,		-- the table and session
	ready		INTEGER NOT NULL DEFAULT 1	-- always 1: with the foreign key below, the database
			CHECK (ready = 1),		-- refuses a deal at a table without four players
	number		INTEGER NOT NULL,		-- deal number within the session, from 1
	version		INTEGER NOT NULL,		-- 1 = as entered, 2.. = corrections
	void		INTEGER NOT NULL DEFAULT 0,	-- 1: this version withdraws the deal
	dealer		INTEGER NOT NULL,		-- seat that dealt, 1..4
	contract	TEXT NOT NULL,			-- zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska
	declarer	INTEGER NOT NULL,		-- seat that called the contract, 1..4
	partner		INTEGER,			-- second Stary (zwykła) or wedding partner; NULL in solo games
	kontras		INTEGER NOT NULL,		-- effective kontras, 0..4
	bok		INTEGER NOT NULL,		-- bok factors (0 or 1 unless stacked)
	eyes		INTEGER NOT NULL,		-- eyes of the declaring side, 0..104
	won		INTEGER NOT NULL,		-- 1 if the declaring side won
	level		INTEGER NOT NULL,		-- 1 z wyjściem, 2 bez wyjścia, 3 bez bitki
	p1		INTEGER NOT NULL,		-- points of seat 1 (0 in a void version)
	p2		INTEGER NOT NULL,		-- points of seat 2
	p3		INTEGER NOT NULL,		-- points of seat 3
	p4		INTEGER NOT NULL,		-- points of seat 4
	record		TEXT,				-- canonical .bdn text of a full record, NULL for result-only
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who wrote this version, when and why
	PRIMARY KEY (table_id, number),
	FOREIGN KEY (table_id, ready) REFERENCES play_table(id, ready),
	-- The fields of a result: seats 1-4, eyes 0-104, kontras 0-4 ... in one
	-- CHECK (one expression per row is cheaper than fifteen; and SQLite 3.40
	-- evaluates "x IN (list)" in a CHECK far more slowly than an OR chain).
	CONSTRAINT deal_fields CHECK (number >= 1 AND version >= 1 AND void BETWEEN 0 AND 1
	    AND dealer BETWEEN 1 AND 4 AND declarer BETWEEN 1 AND 4
	    AND (contract = 'zwykla' OR contract = 'cicha' OR contract = 'wesele'
	        OR contract = 'gran' OR contract = 'zolo' OR contract = 'gran-du'
	        OR contract = 'zolo-du' OR contract = 'baska')
	    AND (partner IS NULL OR (partner BETWEEN 1 AND 4 AND partner <> declarer))
	    AND kontras BETWEEN 0 AND 4 AND bok BETWEEN 0 AND 6 AND eyes BETWEEN 0 AND 104
	    AND won BETWEEN 0 AND 1 AND level BETWEEN 1 AND 3
	    AND (void = 0 OR (p1 = 0 AND p2 = 0 AND p3 = 0 AND p4 = 0))),
	-- The four points of a deal sum to zero (§6.1).
	CONSTRAINT zero_sum CHECK (p1 + p2 + p3 + p4 = 0)
) STRICT, WITHOUT ROWID;

-- Every superseded version of a deal, written only by deal_archive.
CREATE TABLE deal_history (
	table_id	INTEGER NOT NULL REFERENCES play_table(id),	-- the table and session
	number		INTEGER NOT NULL,		-- deal number within the session
	version		INTEGER NOT NULL,		-- the superseded version
	void		INTEGER NOT NULL,		-- 1: this version withdrew the deal
	dealer		INTEGER NOT NULL,		-- seat that dealt, 1..4
	contract	TEXT NOT NULL,			-- zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska
	declarer	INTEGER NOT NULL,		-- seat that called the contract, 1..4
	partner		INTEGER,			-- second Stary (zwykła) or wedding partner; NULL in solo games
	kontras		INTEGER NOT NULL,		-- effective kontras, 0..4
	bok		INTEGER NOT NULL,		-- bok factors (0 or 1 unless stacked)
	eyes		INTEGER NOT NULL,		-- eyes of the declaring side, 0..104
	won		INTEGER NOT NULL,		-- 1 if the declaring side won
	level		INTEGER NOT NULL,		-- 1 z wyjściem, 2 bez wyjścia, 3 bez bitki
	p1		INTEGER NOT NULL,		-- points of seat 1 (0 in a void version)
	p2		INTEGER NOT NULL,		-- points of seat 2
	p3		INTEGER NOT NULL,		-- points of seat 3
	p4		INTEGER NOT NULL,		-- points of seat 4
	record		TEXT,				-- canonical .bdn text of a full record, NULL for result-only
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who wrote this version, when and why
	PRIMARY KEY (table_id, number, version),
	-- The fields of a result: seats 1-4, eyes 0-104, kontras 0-4 ... in one
	-- CHECK (one expression per row is cheaper than fifteen; and SQLite 3.40
	-- evaluates "x IN (list)" in a CHECK far more slowly than an OR chain).
	CONSTRAINT deal_fields CHECK (number >= 1 AND version >= 1 AND void BETWEEN 0 AND 1
	    AND dealer BETWEEN 1 AND 4 AND declarer BETWEEN 1 AND 4
	    AND (contract = 'zwykla' OR contract = 'cicha' OR contract = 'wesele'
	        OR contract = 'gran' OR contract = 'zolo' OR contract = 'gran-du'
	        OR contract = 'zolo-du' OR contract = 'baska')
	    AND (partner IS NULL OR (partner BETWEEN 1 AND 4 AND partner <> declarer))
	    AND kontras BETWEEN 0 AND 4 AND bok BETWEEN 0 AND 6 AND eyes BETWEEN 0 AND 104
	    AND won BETWEEN 0 AND 1 AND level BETWEEN 1 AND 3
	    AND (void = 0 OR (p1 = 0 AND p2 = 0 AND p3 = 0 AND p4 = 0))),
	-- The four points of a deal sum to zero (§6.1).
	CONSTRAINT zero_sum CHECK (p1 + p2 + p3 + p4 = 0)
) STRICT, WITHOUT ROWID;

-- A correction is the next version of the same deal, with a reason.
CREATE TRIGGER deal_next_version BEFORE UPDATE ON deal
WHEN NEW.table_id IS NOT OLD.table_id OR NEW.number IS NOT OLD.number
    OR NEW.version IS NOT OLD.version + 1
BEGIN
	SELECT RAISE(ABORT, 'a deal version is never changed: a correction is the next version');
END;
CREATE TRIGGER deal_reason BEFORE UPDATE ON deal
WHEN (SELECT reason FROM entry WHERE id = NEW.entry_id) IS NULL
BEGIN
	SELECT RAISE(ABORT, 'a correction needs a reason');
END;
CREATE TRIGGER entry_frozen BEFORE UPDATE ON entry
BEGIN
	SELECT RAISE(ABORT, 'who, when and why of an entry are never changed');
END;
CREATE TRIGGER deal_archive AFTER UPDATE ON deal
BEGIN
	INSERT INTO deal_history (table_id, number, version, void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record, entry_id)
	VALUES (OLD.table_id, OLD.number, OLD.version, OLD.void, OLD.dealer, OLD.contract, OLD.declarer, OLD.partner, OLD.kontras, OLD.bok, OLD.eyes, OLD.won, OLD.level, OLD.p1, OLD.p2, OLD.p3, OLD.p4, OLD.record, OLD.entry_id);
END;
CREATE TRIGGER deal_keep BEFORE DELETE ON deal
BEGIN
	SELECT RAISE(ABORT, 'deals are never deleted: enter a correction');
END;
CREATE TRIGGER deal_history_frozen BEFORE UPDATE ON deal_history
BEGIN
	SELECT RAISE(ABORT, 'the history of a deal is never changed');
END;
CREATE TRIGGER deal_history_keep BEFORE DELETE ON deal_history
BEGIN
	SELECT RAISE(ABORT, 'the history of a deal is never deleted');
END;

-- The table's running totals follow the current versions.
CREATE TRIGGER deal_tally_add AFTER INSERT ON deal
BEGIN
	UPDATE table_total SET s1 = s1 + NEW.p1, s2 = s2 + NEW.p2, s3 = s3 + NEW.p3,
	    s4 = s4 + NEW.p4, deals = deals + 1 - NEW.void
	WHERE table_id = NEW.table_id;
END;
CREATE TRIGGER deal_tally_update AFTER UPDATE ON deal
BEGIN
	UPDATE table_total SET s1 = s1 + NEW.p1 - OLD.p1, s2 = s2 + NEW.p2 - OLD.p2,
	    s3 = s3 + NEW.p3 - OLD.p3, s4 = s4 + NEW.p4 - OLD.p4,
	    deals = deals + OLD.void - NEW.void
	WHERE table_id = NEW.table_id;
END;

-- The result of every seated player at every table that was played: small
-- points, the place and the table points in twelfths of a point (ties share
-- the average of the places they cover: halves, thirds and quarters are exact
-- in twelfths). At a short table (an empty seat or an absent player) each
-- present player gets absent_big and absent_small, an absent player 0 and 0
-- (§7.4). above = players with more small points, tied = players (this one
-- included) with as many.
CREATE VIEW table_result AS
WITH sp AS (
	SELECT t.id AS table_id, t.event_id, t.session, t.number, s.seat, s.player_id,
	    s.absent, t.seated < 4 OR t.absent > 0 AS short, x.s1, x.s2, x.s3, x.s4,
	    CASE s.seat WHEN 1 THEN x.s1 WHEN 2 THEN x.s2 WHEN 3 THEN x.s3 ELSE x.s4 END AS played,
	    e.tie_mode, e.absent_big, e.absent_small, e.big1, e.big2, e.big3, e.big4
	FROM seat s JOIN play_table t ON t.id = s.table_id JOIN table_total x ON x.table_id = t.id
	JOIN event e ON e.id = t.event_id
	WHERE s.player_id IS NOT NULL AND (x.deals > 0 OR t.seated < 4 OR t.absent > 0)
),
pl AS (
	SELECT sp.*, (s1 > played) + (s2 > played) + (s3 > played) + (s4 > played) AS above,
	    (s1 = played) + (s2 = played) + (s3 = played) + (s4 = played) AS tied
	FROM sp
)
SELECT event_id, session, number, table_id, seat, player_id, absent, short,
    CASE WHEN short THEN (CASE WHEN absent THEN 0 ELSE absent_small END) ELSE played END AS small,
    CASE WHEN short THEN NULL ELSE above + 1 END AS place,
    CASE WHEN short THEN (CASE WHEN absent THEN 0 ELSE 12 * absent_big END)
        WHEN tie_mode = 'best' THEN 12 * (CASE above WHEN 0 THEN big1 WHEN 1 THEN big2
            WHEN 2 THEN big3 ELSE big4 END)
        WHEN tie_mode = 'worst' THEN 12 * (CASE above + tied WHEN 1 THEN big1
            WHEN 2 THEN big2 WHEN 3 THEN big3 ELSE big4 END)
        ELSE 12 * ((CASE above + tied WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)
          - (CASE above WHEN 0 THEN 0 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)) / tied
    END AS big12
FROM pl;
