-- 170-ryb-results: Rybaření's games move to the generic store (issue 28).
-- Every ryb_game becomes a game_result and every ryb_seat a
-- game_result_seat: the same numbers, record, entry, players and places,
-- the catch's total as the seat's points. What only Rybaření shows of a
-- seat (the catch's tiles, big fish, small fish and their rounding) is
-- kept in game_result_value, one row per seat and key.
--
-- Why a table of values and not named columns: a column of game_result_seat
-- for each number some game shows would make every such game a migration
-- again (the rebuild 160 removed), and leave the columns NULL for every
-- other game. A value is a whole number under a key a game names; what the
-- seat's points and place mean stays in game_result_seat, where the
-- standings read them, so the values are for showing a game, never for
-- ranking it. The checks ryb_seat made of a catch's numbers (total = big +
-- rounded, rounded >= small) are the judge's: referee stores a game only
-- after it judged the record, and the record is stored with it.
--
-- A game keeps its id when no game of the generic store has it already;
-- otherwise every moved game's id is moved past the store's (the ids are
-- the store's own, nothing outside the database names them). The ledger
-- links the moved rows at the migration's COMMIT (db.c's migrate).

-- A number of a player's result a game shows besides the points and place.
CREATE TABLE game_result_value (
	result_id	INTEGER NOT NULL,			-- the game
	seat		INTEGER NOT NULL,			-- the player's seat in it
	key		TEXT NOT NULL				-- what the number is: 'tiles', 'big', ...
			CHECK (length(key) BETWEEN 1 AND 15 AND key NOT GLOB '*[^a-z0-9_]*'),
	value		INTEGER NOT NULL,			-- the number
	PRIMARY KEY (result_id, seat, key),
	FOREIGN KEY (result_id, seat) REFERENCES game_result_seat(result_id, seat)
) STRICT, WITHOUT ROWID;

-- A seat's values are added with it and never change.
CREATE TRIGGER game_result_value_frozen BEFORE UPDATE ON game_result_value
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEAT_FROZEN: the players and points of a stored game never change');
END;
CREATE TRIGGER game_result_value_keep BEFORE DELETE ON game_result_value
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEAT_FROZEN: the players and points of a stored game never change');
END;

-- The moved games' ids: their own, or past the store's when one is taken.
CREATE TABLE ryb_moved (old INTEGER PRIMARY KEY, new INTEGER NOT NULL) STRICT;
INSERT INTO ryb_moved (old, new)
SELECT g.id, g.id + CASE WHEN EXISTS (SELECT 1 FROM game_result r JOIN ryb_game o ON o.id = r.id)
    THEN (SELECT max(id) FROM game_result) ELSE 0 END
FROM ryb_game g;

INSERT INTO game_result (id, event_id, number, players, record, entry_id)
SELECT m.new, g.event_id, g.number, g.players, g.record, g.entry_id
FROM ryb_game g JOIN ryb_moved m ON m.old = g.id
ORDER BY g.id;

INSERT INTO game_result_seat (result_id, seat, player_id, points, place)
SELECT m.new, s.position, s.player_id, s.total, s.place
FROM ryb_seat s JOIN ryb_moved m ON m.old = s.game_id
ORDER BY s.game_id, s.position;

INSERT INTO game_result_value (result_id, seat, key, value)
SELECT m.new, s.position, k.key, CASE k.key WHEN 'tiles' THEN s.tiles WHEN 'big' THEN s.big
    WHEN 'small' THEN s.small ELSE s.rounded END
FROM ryb_seat s JOIN ryb_moved m ON m.old = s.game_id
JOIN (SELECT 'tiles' AS key UNION ALL SELECT 'big' UNION ALL SELECT 'small'
    UNION ALL SELECT 'rounded') k
ORDER BY s.game_id, s.position, k.key;

-- The old tables go, and their triggers with them.
DROP TABLE ryb_moved;
DROP TABLE ryb_seat;
DROP TABLE ryb_game;
