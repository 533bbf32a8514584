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

-- One table in one session of an event (one protocol sheet). s1..s4 are the
-- running small points of the four seats, kept by the deal triggers.
CREATE TABLE play_table (
	id		INTEGER PRIMARY KEY,		-- row id
	event_id	INTEGER NOT NULL REFERENCES event(id),	-- the event
	session		INTEGER NOT NULL CHECK (session >= 1),	-- session number, from 1
	number		INTEGER NOT NULL CHECK (number >= 1),	-- table number, from 1
	deals		INTEGER NOT NULL DEFAULT 0 CHECK (deals >= 0),	-- current deals played
	s1		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 1 (sum of its current deal points)
	s2		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 2
	s3		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 3
	s4		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 4
	UNIQUE (event_id, session, number),
	CHECK (s1 + s2 + s3 + s4 = 0)
) STRICT;

-- A seat at a table: seats 1..4 clockwise, seat 1 deals first (notation.md).
-- player_id NULL marks an empty seat (a short table); absent = 1 a player
-- who left (§7.4: the others get absent_big and absent_small).
CREATE TABLE seat (
	table_id	INTEGER NOT NULL REFERENCES play_table(id),	-- the table
	seat		INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),	-- seat number, 1..4 clockwise
	player_id	INTEGER REFERENCES player(id),	-- who sits there, NULL for an empty seat
	absent		INTEGER NOT NULL DEFAULT 0	-- 1: left the table or never came (§7.4)
			CHECK (absent IN (0, 1)),
	PRIMARY KEY (table_id, seat),
	UNIQUE (table_id, player_id)
) STRICT;
CREATE INDEX seat_player ON seat(player_id);

-- A player sits at one table per session.
CREATE TRIGGER seat_one_table BEFORE INSERT ON seat
WHEN NEW.player_id IS NOT NULL AND EXISTS (
	SELECT 1 FROM seat s JOIN play_table t ON t.id = s.table_id
	JOIN play_table n ON n.id = NEW.table_id
	WHERE s.player_id = NEW.player_id AND t.event_id = n.event_id
	AND t.session = n.session AND t.id <> n.id)
BEGIN
	SELECT RAISE(ABORT, 'a player sits at one table per session');
END;

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

-- Every version of every Baśka deal. A correction is a new version that
-- supersedes the current one (current = 0 on the old row); nothing is deleted.
-- void = 1 is a version that withdraws the deal (undo in entry mode).
CREATE TABLE deal (
	table_id	INTEGER NOT NULL REFERENCES play_table(id),	-- the table and session
	number		INTEGER NOT NULL CHECK (number >= 1),	-- deal number within the session
	version		INTEGER NOT NULL CHECK (version >= 1),	-- 1 = as entered, 2.. = corrections
	current		INTEGER NOT NULL DEFAULT 1 CHECK (current IN (0, 1)),	-- 1 for the version reports read
	void		INTEGER NOT NULL DEFAULT 0 CHECK (void IN (0, 1)),	-- 1: this version withdraws the deal
	dealer		INTEGER NOT NULL CHECK (dealer BETWEEN 1 AND 4),	-- seat that dealt
	contract	TEXT NOT NULL			-- record word: zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska
			CHECK (contract IN ('zwykla', 'cicha', 'wesele', 'gran', 'zolo',
			    'gran-du', 'zolo-du', 'baska')),
	declarer	INTEGER NOT NULL CHECK (declarer BETWEEN 1 AND 4),	-- seat that called the contract
	partner		INTEGER				-- second Stary (zwykła) or wedding partner, NULL in solo games
			CHECK (partner IS NULL OR (partner BETWEEN 1 AND 4 AND partner <> declarer)),
	kontras		INTEGER NOT NULL CHECK (kontras BETWEEN 0 AND 4),	-- effective kontras
	bok		INTEGER NOT NULL CHECK (bok BETWEEN 0 AND 6),	-- bok factors (0 or 1 unless stacked)
	eyes		INTEGER NOT NULL CHECK (eyes BETWEEN 0 AND 104),	-- eyes of the declaring side
	won		INTEGER NOT NULL CHECK (won IN (0, 1)),	-- 1 if the declaring side won
	level		INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),	-- 1 z wyjściem, 2 bez wyjścia, 3 bez bitki
	p1		INTEGER NOT NULL,		-- points of seat 1 (0 in a void version)
	p2		INTEGER NOT NULL,		-- points of seat 2
	p3		INTEGER NOT NULL,		-- points of seat 3
	p4		INTEGER NOT NULL,		-- points of seat 4
	record		TEXT,				-- canonical .bdn text of a full record, NULL for result-only
	entered_by	TEXT NOT NULL,			-- who entered this version
	entered_at	TEXT NOT NULL,			-- when (UTC, YYYY-MM-DDTHH:MM:SSZ)
	reason		TEXT,				-- why a correction was made, NULL for version 1
	PRIMARY KEY (table_id, number, version),
	CHECK (p1 + p2 + p3 + p4 = 0),
	CHECK (void = 0 OR (p1 = 0 AND p2 = 0 AND p3 = 0 AND p4 = 0)),
	CHECK (version = 1 OR reason IS NOT NULL)
) STRICT, WITHOUT ROWID;

-- One current version per deal number.
CREATE UNIQUE INDEX deal_current ON deal(table_id, number) WHERE current = 1;

-- A deal is played only at a table with four seated players.
CREATE TRIGGER deal_full_table BEFORE INSERT ON deal
WHEN (SELECT count(player_id) FROM seat WHERE table_id = NEW.table_id) <> 4
BEGIN
	SELECT RAISE(ABORT, 'the table needs four seated players');
END;

-- Deals are never changed except to be superseded, and never deleted.
CREATE TRIGGER deal_frozen BEFORE UPDATE ON deal
WHEN NOT (OLD.current = 1 AND NEW.current = 0)
    OR NEW.table_id IS NOT OLD.table_id OR NEW.number IS NOT OLD.number
    OR NEW.version IS NOT OLD.version OR NEW.void IS NOT OLD.void
    OR NEW.dealer IS NOT OLD.dealer OR NEW.contract IS NOT OLD.contract
    OR NEW.declarer IS NOT OLD.declarer OR NEW.partner IS NOT OLD.partner
    OR NEW.kontras IS NOT OLD.kontras OR NEW.bok IS NOT OLD.bok
    OR NEW.eyes IS NOT OLD.eyes OR NEW.won IS NOT OLD.won OR NEW.level IS NOT OLD.level
    OR NEW.p1 IS NOT OLD.p1 OR NEW.p2 IS NOT OLD.p2 OR NEW.p3 IS NOT OLD.p3
    OR NEW.p4 IS NOT OLD.p4 OR NEW.record IS NOT OLD.record
    OR NEW.entered_by IS NOT OLD.entered_by OR NEW.entered_at IS NOT OLD.entered_at
    OR NEW.reason IS NOT OLD.reason
BEGIN
	SELECT RAISE(ABORT, 'a deal version is never changed: enter a correction');
END;
CREATE TRIGGER deal_keep BEFORE DELETE ON deal
BEGIN
	SELECT RAISE(ABORT, 'deals are never deleted: enter a correction');
END;

-- The table's running totals follow the current versions.
CREATE TRIGGER deal_tally_add AFTER INSERT ON deal
WHEN NEW.current = 1
BEGIN
	UPDATE play_table SET s1 = s1 + NEW.p1, s2 = s2 + NEW.p2, s3 = s3 + NEW.p3,
	    s4 = s4 + NEW.p4, deals = deals + 1 - NEW.void
	WHERE id = NEW.table_id;
END;
CREATE TRIGGER deal_tally_sub AFTER UPDATE OF current ON deal
WHEN OLD.current = 1 AND NEW.current = 0
BEGIN
	UPDATE play_table SET s1 = s1 - OLD.p1, s2 = s2 - OLD.p2, s3 = s3 - OLD.p3,
	    s4 = s4 - OLD.p4, deals = deals - 1 + OLD.void
	WHERE id = OLD.table_id;
END;

-- The result of every seated player at every table that was played: small
-- points, the place range and the table points in twelfths of a point
-- (ties share the average of the places they cover: halves, thirds and
-- quarters are exact in twelfths). At a short table (an empty seat or an
-- absent player) each present player gets absent_big and absent_small, an
-- absent player 0 and 0 (§7.4).
CREATE VIEW table_result AS
WITH sp AS (
	SELECT t.id AS table_id, t.event_id, t.session, t.number, s.seat, s.player_id,
	    s.absent, t.deals,
	    (SELECT count(*) FROM seat x WHERE x.table_id = t.id
	        AND x.player_id IS NOT NULL AND x.absent = 0) < 4 AS short,
	    CASE s.seat WHEN 1 THEN t.s1 WHEN 2 THEN t.s2 WHEN 3 THEN t.s3 ELSE t.s4 END AS played
	FROM play_table t JOIN seat s ON s.table_id = t.id
	WHERE s.player_id IS NOT NULL
),
pl AS (
	SELECT sp.*,
	    rank() OVER (PARTITION BY table_id ORDER BY played DESC) - 1 AS above,
	    count(*) OVER (PARTITION BY table_id, played) AS tied
	FROM sp WHERE deals > 0 OR short
),
cum AS (
	SELECT pl.*, e.tie_mode, e.absent_big, e.absent_small,
	    CASE above WHEN 0 THEN 0 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	        WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END AS cum_lo,
	    CASE above + tied WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	        WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END AS cum_hi,
	    CASE above WHEN 0 THEN big1 WHEN 1 THEN big2 WHEN 2 THEN big3 ELSE big4 END AS best,
	    CASE above + tied WHEN 1 THEN big1 WHEN 2 THEN big2 WHEN 3 THEN big3 ELSE big4 END AS worst
	FROM pl JOIN event e ON e.id = pl.event_id
)
SELECT event_id, session, number, table_id, seat, player_id, absent, short,
    CASE WHEN short THEN (CASE WHEN absent THEN 0 ELSE absent_small END) ELSE played END AS small,
    CASE WHEN short THEN NULL ELSE above + 1 END AS place,
    CASE WHEN short THEN (CASE WHEN absent THEN 0 ELSE 12 * absent_big END)
        WHEN tie_mode = 'best' THEN 12 * best
        WHEN tie_mode = 'worst' THEN 12 * worst
        ELSE 12 * (cum_hi - cum_lo) / tied END AS big12
FROM cum;
