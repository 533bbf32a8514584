-- 050-players: players found by name, merged and renamed; the current event.
--
-- A merge (referee player merge A B) moves B's history to A and keeps B's
-- name searchable as an alias of A. Seats of tables with deals, dice seats
-- and Rybaření seats are otherwise frozen; the triggers below let exactly one
-- change through: player_id from B to A while a row of player_merge names
-- that pair. The merge writes that row, moves the seats and deletes it again
-- in one transaction, so no row of player_merge is ever committed.

-- Other names a player is found by (the names of players merged into it).
CREATE TABLE player_alias (
	name		TEXT NOT NULL PRIMARY KEY		-- the other name, as it was written
			CHECK (length(trim(name)) > 0 AND name = trim(name)),
	player_id	INTEGER NOT NULL REFERENCES player(id)	-- the player it names now
) STRICT;
CREATE INDEX player_alias_player ON player_alias(player_id);

-- The merge in progress (only ever within the merge's transaction).
CREATE TABLE player_merge (
	from_id		INTEGER NOT NULL,			-- the player merged away
	to_id		INTEGER NOT NULL,			-- the player that keeps the history
	PRIMARY KEY (from_id, to_id)
) STRICT;

-- The event later commands use when they are given none (referee use).
CREATE TABLE current_event (
	id		INTEGER PRIMARY KEY CHECK (id = 1),	-- one row at most
	event_id	INTEGER NOT NULL REFERENCES event(id)	-- the event
) STRICT;

DROP TRIGGER IF EXISTS seat_fixed;
CREATE TRIGGER seat_fixed BEFORE UPDATE OF player_id, seat, table_id ON seat
WHEN EXISTS (SELECT 1 FROM deal WHERE table_id = OLD.table_id)
    AND NOT (NEW.seat = OLD.seat AND NEW.table_id = OLD.table_id AND EXISTS (SELECT 1
    FROM player_merge WHERE from_id = OLD.player_id AND to_id = NEW.player_id))
BEGIN
	SELECT RAISE(ABORT, 'E_SEATS_FIXED: the table has deals: its seats cannot change');
END;

DROP TRIGGER IF EXISTS dice_seat_fixed;
CREATE TRIGGER dice_seat_fixed BEFORE UPDATE OF game_id, position, player_id ON dice_seat
WHEN NOT (NEW.game_id = OLD.game_id AND NEW.position = OLD.position AND EXISTS (SELECT 1
    FROM player_merge WHERE from_id = OLD.player_id AND to_id = NEW.player_id))
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_PLAYERS_FIXED: the players of a dice game never change');
END;

DROP TRIGGER IF EXISTS ryb_seat_frozen;
CREATE TRIGGER ryb_seat_frozen BEFORE UPDATE ON ryb_seat
WHEN NOT (NEW.game_id = OLD.game_id AND NEW.position = OLD.position
    AND NEW.tiles = OLD.tiles AND NEW.big = OLD.big AND NEW.small = OLD.small
    AND NEW.rounded = OLD.rounded AND NEW.total = OLD.total AND NEW.place = OLD.place
    AND EXISTS (SELECT 1 FROM player_merge
    WHERE from_id = OLD.player_id AND to_id = NEW.player_id))
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_SEAT_FROZEN: the players and scores of a Rybaření game never change');
END;

CREATE TRIGGER player_alias_clean BEFORE INSERT ON player_alias
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
