-- 160-game-results: one store for every game that keeps events (issue 28).
-- The games an event may be of are rows of game_kind, not a CHECK naming
-- them: a game registers its name there when its first event is added
-- (INSERT OR IGNORE, in the transaction of `event add`), so a new game is
-- a row of the game table (src/rules/game.h) and nothing of the schema.
-- A game that keeps no store of its own keeps its results in game_result
-- and game_result_seat: one row per game played at an event, one per
-- player with the player's points and place.
--
-- The event table's CHECK on its game gives way to a reference to
-- game_kind. SQLite cannot change a column in place, so the table is
-- rebuilt as 030 did: copied aside, dropped and created again with the same
-- columns, its rows copied back and its triggers made again. The foreign
-- keys that point at event are deferred to the end of the migration's
-- transaction.

-- The games events may be of (the name of a row of the game table).
CREATE TABLE game_kind (
	name		TEXT PRIMARY KEY			-- 'baska', 'dice', ...: event.game
			CHECK (length(name) BETWEEN 1 AND 15 AND name NOT GLOB '*[^a-z0-9_-]*')
) STRICT, WITHOUT ROWID;

-- A kind is added, never changed or deleted (events refer to it).
CREATE TRIGGER game_kind_frozen BEFORE UPDATE ON game_kind
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_KIND_FROZEN: a game kind is never changed or deleted');
END;
CREATE TRIGGER game_kind_keep BEFORE DELETE ON game_kind
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_KIND_FROZEN: a game kind is never changed or deleted');
END;

INSERT INTO game_kind (name) VALUES ('baska'), ('dice'), ('fleet'), ('rybareni');

PRAGMA defer_foreign_keys = ON;

CREATE TABLE event_before_160 AS SELECT * FROM event;
DROP TABLE event;

-- A tournament or a league day: one game under one stored ruleset.
CREATE TABLE event (
	id		INTEGER PRIMARY KEY,		-- row id
	name		TEXT NOT NULL UNIQUE		-- event name, e.g. 'Liga Baśki 2026, GP 1'
			CHECK (length(trim(name)) > 0 AND name = trim(name)),
	date		TEXT				-- YYYY-MM-DD, or NULL
			CHECK (date IS NULL OR date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	game		TEXT NOT NULL DEFAULT 'baska'	-- the game played: a game kind
			REFERENCES game_kind(name),
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
	season_best_n	INTEGER NOT NULL CHECK (season_best_n >= 0),	-- events counted in a season, 0 = all
	tie_breaks	TEXT NOT NULL DEFAULT 'small_points'	-- tie-breaks after big points (060)
			CHECK (tie_breaks NOT GLOB '*[^a-z_,]*')
) STRICT;

INSERT INTO event (id, name, date, game, season, deals, ruleset_name, ruleset, big1, big2,
    big3, big4, tie_mode, absent_big, absent_small, team_best_n, season_best_n, tie_breaks)
SELECT id, name, date, game, season, deals, ruleset_name, ruleset, big1, big2, big3, big4,
    tie_mode, absent_big, absent_small, team_best_n, season_best_n, tie_breaks
FROM event_before_160;
DROP TABLE event_before_160;

-- The triggers of event (110), made again with the table.
CREATE TRIGGER event_name_clean BEFORE INSERT ON event
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
    OR NEW.season GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE TRIGGER event_name_clean_update BEFORE UPDATE OF name, season ON event
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
    OR NEW.season GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
-- An event's game is kept: its games and deals are of that game.
CREATE TRIGGER event_game_kept BEFORE UPDATE OF game ON event
WHEN NEW.game IS NOT OLD.game
BEGIN
	SELECT RAISE(ABORT, 'E_EVENT_GAME_KEPT: an event''s game never changes');
END;

-- A game played at an event of a game with no store of its own.
CREATE TABLE game_result (
	id		INTEGER PRIMARY KEY,			-- row id
	event_id	INTEGER NOT NULL REFERENCES event(id),	-- the event
	number		INTEGER NOT NULL CHECK (number >= 1),	-- game number within the event, from 1
	players		INTEGER NOT NULL			-- players in the game, 1..32
			CHECK (players BETWEEN 1 AND 32),
	record		TEXT NOT NULL,				-- the canonical record of the game
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who added the game, when, from what
	UNIQUE (event_id, number),
	-- The same record twice in one event is a mistake, not a second game.
	CONSTRAINT one_record UNIQUE (event_id, record)
) STRICT;

-- A stored game is never changed or deleted.
CREATE TRIGGER game_result_frozen BEFORE UPDATE ON game_result
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_RESULT_FROZEN: a stored game is never changed or deleted');
END;
CREATE TRIGGER game_result_keep BEFORE DELETE ON game_result
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_RESULT_FROZEN: a stored game is never changed or deleted');
END;

-- A player of a stored game: the player's points and place.
CREATE TABLE game_result_seat (
	result_id	INTEGER NOT NULL REFERENCES game_result(id),	-- the game
	seat		INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 32),	-- place in the playing order
	player_id	INTEGER NOT NULL REFERENCES player(id),	-- the player
	points		INTEGER NOT NULL,			-- the player's points in the game
	place		INTEGER NOT NULL CHECK (place BETWEEN 1 AND 32),	-- 1 + the players with more points
	PRIMARY KEY (result_id, seat),
	UNIQUE (result_id, player_id)
) STRICT, WITHOUT ROWID;

-- A game's players are added with it, in seats 1..players, and never change.
CREATE TRIGGER game_result_seat_count BEFORE INSERT ON game_result_seat
WHEN NEW.seat > (SELECT players FROM game_result WHERE id = NEW.result_id)
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEATING: a game has its players in seats 1..players');
END;
CREATE TRIGGER game_result_seat_frozen BEFORE UPDATE OF result_id, seat, points, place
    ON game_result_seat
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEAT_FROZEN: the players and points of a stored game never change');
END;
CREATE TRIGGER game_result_seat_keep BEFORE DELETE ON game_result_seat
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEAT_FROZEN: the players and points of a stored game never change');
END;
-- Places follow the points: the last seat of a game written checks them all.
CREATE TRIGGER game_result_seat_places AFTER INSERT ON game_result_seat
WHEN NEW.seat = (SELECT players FROM game_result WHERE id = NEW.result_id)
    AND EXISTS (SELECT 1 FROM game_result_seat s WHERE s.result_id = NEW.result_id
        AND s.place IS NOT 1 + (SELECT count(*) FROM game_result_seat o
            WHERE o.result_id = s.result_id AND o.points > s.points))
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_PLACES: the places of a game follow its points (equal points share a place)');
END;
