-- 030-rybareni: Rybaření games of Rybaření events (seed 003, issue 11). A
-- game is stored as its canonical .ryb record, judged legal by referee before
-- it is written, with one row per player: the catch's tiles, big fish, small
-- fish, the rounding, the total and the place. The database refuses what no
-- game can hold: a game outside a Rybaření event, 2 or 3 players broken,
-- totals that do not add up, places that do not follow the totals, and any
-- change or deletion of a stored game. (170-ryb-results.sql moved these games
-- to the generic store and dropped ryb_game and ryb_seat.)
--
-- The event table's CHECK on its game names the games allowed; it gains
-- 'rybareni'. SQLite cannot change a CHECK in place, so the table is rebuilt:
-- copied aside, dropped and created again with the same columns, and its rows
-- copied back. The foreign keys that point at event are deferred to the end of
-- the migration's transaction, so they hold again when it commits (and the
-- commit fails, leaving the file as it was, if one would not).

PRAGMA defer_foreign_keys = ON;

CREATE TABLE event_before_030 AS SELECT * FROM event;
DROP TABLE event;

-- A tournament or a league day: one game under one stored ruleset.
CREATE TABLE event (
	id		INTEGER PRIMARY KEY,		-- row id
	name		TEXT NOT NULL UNIQUE		-- event name, e.g. 'Liga Baśki 2026, GP 1'
			CHECK (length(trim(name)) > 0 AND name = trim(name)),
	date		TEXT				-- YYYY-MM-DD, or NULL
			CHECK (date IS NULL OR date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	game		TEXT NOT NULL DEFAULT 'baska'	-- the game played: 'baska', 'dice', 'fleet', 'rybareni'
			CHECK (game IN ('baska', 'dice', 'fleet', 'rybareni')),
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

INSERT INTO event (id, name, date, game, season, deals, ruleset_name, ruleset, big1, big2,
    big3, big4, tie_mode, absent_big, absent_small, team_best_n, season_best_n)
SELECT id, name, date, game, season, deals, ruleset_name, ruleset, big1, big2, big3, big4,
    tie_mode, absent_big, absent_small, team_best_n, season_best_n
FROM event_before_030;
DROP TABLE event_before_030;

-- A Rybaření game played at a Rybaření event.
CREATE TABLE ryb_game (
	id		INTEGER PRIMARY KEY,			-- row id
	event_id	INTEGER NOT NULL REFERENCES event(id),	-- the event (its game is 'rybareni')
	number		INTEGER NOT NULL CHECK (number >= 1),	-- game number within the event, from 1
	players		INTEGER NOT NULL			-- players in the game, 2 or 3
			CHECK (players BETWEEN 2 AND 3),
	record		TEXT NOT NULL,				-- the canonical .ryb record of the game
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who added the game, when, from what
	UNIQUE (event_id, number),
	-- The same record twice in one event is a mistake, not a second game.
	CONSTRAINT one_record UNIQUE (event_id, record)
) STRICT;

-- Games belong to Rybaření events only, and are never changed or deleted.
CREATE TRIGGER ryb_game_event BEFORE INSERT ON ryb_game
WHEN (SELECT game FROM event WHERE id = NEW.event_id) IS NOT 'rybareni'
BEGIN
	SELECT RAISE(ABORT, 'E_NOT_RYB_EVENT: not a Rybaření event: games are kept for events added with --game rybareni');
END;
CREATE TRIGGER ryb_game_frozen BEFORE UPDATE ON ryb_game
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_GAME_FROZEN: a Rybaření game is never changed');
END;
CREATE TRIGGER ryb_game_keep BEFORE DELETE ON ryb_game
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_GAME_KEPT: a Rybaření game is never deleted');
END;

-- A player of a game and the score of the player's catch (referee-rybareni(7) §5).
CREATE TABLE ryb_seat (
	game_id		INTEGER NOT NULL REFERENCES ryb_game(id),	-- the game
	position	INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),	-- place in the playing order
	player_id	INTEGER NOT NULL REFERENCES player(id),	-- the player
	tiles		INTEGER NOT NULL CHECK (tiles BETWEEN 0 AND 64),	-- tiles in the player's catch
	big		INTEGER NOT NULL CHECK (big >= 0),	-- points of the big fish
	small		INTEGER NOT NULL CHECK (small >= 0),	-- red-pip points of the small fish
	rounded		INTEGER NOT NULL CHECK (rounded >= small),	-- small after the event's rounding
	total		INTEGER NOT NULL,			-- big + rounded
	place		INTEGER NOT NULL CHECK (place BETWEEN 1 AND 3),	-- 1 + the players with a higher total
	PRIMARY KEY (game_id, position),
	UNIQUE (game_id, player_id),
	CONSTRAINT totals CHECK (total = big + rounded)
) STRICT, WITHOUT ROWID;

-- A game's players are added with it, in positions 1..players, and never change.
CREATE TRIGGER ryb_seat_count BEFORE INSERT ON ryb_seat
WHEN NEW.position > (SELECT players FROM ryb_game WHERE id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_SEATING: a Rybaření game has its players in positions 1..players');
END;
CREATE TRIGGER ryb_seat_frozen BEFORE UPDATE ON ryb_seat
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_SEAT_FROZEN: the players and scores of a Rybaření game never change');
END;
CREATE TRIGGER ryb_seat_keep BEFORE DELETE ON ryb_seat
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_SEAT_FROZEN: the players and scores of a Rybaření game never change');
END;
-- Places follow the totals: the last seat of a game written checks them all.
CREATE TRIGGER ryb_seat_places AFTER INSERT ON ryb_seat
WHEN NEW.position = (SELECT players FROM ryb_game WHERE id = NEW.game_id)
    AND EXISTS (SELECT 1 FROM ryb_seat s WHERE s.game_id = NEW.game_id
        AND s.place IS NOT 1 + (SELECT count(*) FROM ryb_seat o
            WHERE o.game_id = s.game_id AND o.total > s.total))
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_PLACES: the places of a Rybaření game follow its totals (equal totals share a place)');
END;
