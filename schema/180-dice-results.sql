-- 180-dice-results: Generał's games move to the generic store (issue 28).
-- Every dice_game becomes a game_result and every dice_seat a
-- game_result_seat: the same numbers, record, entry and players, the
-- card's total as the seat's points and its place among the game's totals.
-- dice_game and dice_seat are dropped with their triggers.
--
-- A game entered turn by turn has no record until it is exported (referee
-- rebuilds it from the turns), so game_result.record may now be NULL. SQLite
-- cannot change a column in place: game_result is rebuilt as 160 rebuilt
-- event, with the foreign keys that point at it deferred to the COMMIT.
--
-- The turns stay a Generał table, dice_turn, and so do the withdrawn ones,
-- dice_turn_undo: they are the game's record as it is entered, one turn at
-- a time, with who entered each (a game added from a file has them too, as
-- replayed from its record). No other game is entered so; a generic table
-- of moves would hold the same columns under other names. They now refer
-- to game_result (game_id is a game_result's id) and dice_turn's seat to
-- game_result_seat (its position is the seat).
--
-- What only Generał shows, the card's sums (turns, upper, upper bonus,
-- lower, extra), is not kept: the view dice_card adds them up from the
-- turns, at most 13 a card. A kept copy had to change with every turn,
-- which game_result_value's rule (a value never changes) forbids, and the
-- ledger would link each change. The total is kept, as the seat's points
-- that standings read, by the triggers below, and may only be what the
-- turns add up to; the place follows the totals. What a card is scored
-- under, the upper bonus of the event's ruleset, is written with each seat
-- in game_result_value ('bonus_threshold', 'bonus_points') and never
-- changes.
--
-- A game keeps its id when no game of the generic store has it already;
-- otherwise every moved game's id is moved past the store's (the ids are
-- the store's own, nothing outside the database names them). The ledger
-- links the moved rows at the migration's COMMIT (db.c's migrate).

PRAGMA defer_foreign_keys = ON;

-- The moved games' ids: their own, or past the store's when one is taken
-- (a temporary table: the ledger's step of the migration reads it, and
-- db.c's migrate drops it then, on a new file, which has no games to move,
-- too).
CREATE TEMP TABLE dice_moved (old INTEGER PRIMARY KEY, new INTEGER NOT NULL) STRICT;
INSERT INTO dice_moved (old, new)
SELECT g.id, g.id + CASE WHEN EXISTS (SELECT 1 FROM game_result r JOIN dice_game o ON o.id = r.id)
    THEN (SELECT max(id) FROM game_result) ELSE 0 END
FROM dice_game g;

CREATE TABLE game_result_before_180 AS SELECT * FROM game_result;
CREATE TABLE dice_turn_before_180 AS SELECT * FROM dice_turn;
CREATE TABLE dice_turn_undo_before_180 AS SELECT * FROM dice_turn_undo;
DROP TABLE dice_turn_undo;
DROP TABLE dice_turn;
DROP TABLE game_result;

-- A game played at an event of a game with no store of its own.
CREATE TABLE game_result (
	id		INTEGER PRIMARY KEY,			-- row id
	event_id	INTEGER NOT NULL REFERENCES event(id),	-- the event
	number		INTEGER NOT NULL CHECK (number >= 1),	-- game number within the event, from 1
	players		INTEGER NOT NULL			-- players in the game, 1..32
			CHECK (players BETWEEN 1 AND 32),
	record		TEXT,					-- the canonical record of the game, NULL for a Generał game entered turn by turn
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who added the game, when, from what
	UNIQUE (event_id, number),
	-- The same record twice in one event is a mistake, not a second game.
	CONSTRAINT one_record UNIQUE (event_id, record)
) STRICT;

INSERT INTO game_result (id, event_id, number, players, record, entry_id)
SELECT id, event_id, number, players, record, entry_id FROM game_result_before_180
ORDER BY id;
DROP TABLE game_result_before_180;

INSERT INTO game_result (id, event_id, number, players, record, entry_id)
SELECT m.new, g.event_id, g.number, g.players, g.record, g.entry_id
FROM dice_game g JOIN dice_moved m ON m.old = g.id
ORDER BY g.id;

INSERT INTO game_result_seat (result_id, seat, player_id, points, place)
SELECT m.new, s.position, s.player_id, s.total,
    1 + (SELECT count(*) FROM dice_seat o WHERE o.game_id = s.game_id AND o.total > s.total)
FROM dice_seat s JOIN dice_moved m ON m.old = s.game_id
ORDER BY s.game_id, s.position;

INSERT INTO game_result_value (result_id, seat, key, value)
SELECT m.new, s.position, k.key, CASE k.key WHEN 'bonus_threshold' THEN g.bonus_threshold
    ELSE g.bonus_points END
FROM dice_seat s JOIN dice_moved m ON m.old = s.game_id JOIN dice_game g ON g.id = s.game_id
JOIN (SELECT 'bonus_points' AS key UNION ALL SELECT 'bonus_threshold') k
ORDER BY s.game_id, s.position, k.key;

-- One turn: the final dice of a player's turn and the box they went into.
-- A box is used once per player and game (the primary key).
CREATE TABLE dice_turn (
	game_id		INTEGER NOT NULL,			-- the game (game_result)
	seq		INTEGER NOT NULL CHECK (seq >= 1),	-- order of play within the game, from 1
	position	INTEGER NOT NULL,			-- the player's seat in the game
	box		TEXT NOT NULL				-- the category, as in .gdr (notation.md)
			CHECK (box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes',
			    'three-kind', 'four-kind', 'full', 'small-straight',
			    'large-straight', 'general', 'chance')),
	d1		INTEGER NOT NULL CHECK (d1 BETWEEN 1 AND 6),	-- the final dice, as thrown
	d2		INTEGER NOT NULL CHECK (d2 BETWEEN 1 AND 6),	-- second die
	d3		INTEGER NOT NULL CHECK (d3 BETWEEN 1 AND 6),	-- third die
	d4		INTEGER NOT NULL CHECK (d4 BETWEEN 1 AND 6),	-- fourth die
	d5		INTEGER NOT NULL CHECK (d5 BETWEEN 1 AND 6),	-- fifth die
	points		INTEGER NOT NULL CHECK (points >= 0),	-- points written in the box
	bonus		INTEGER NOT NULL DEFAULT 0 CHECK (bonus >= 0),	-- bonus for a further generał earned by this turn
	throws		TEXT NOT NULL,				-- the whole turn as in .gdr: 'D D D D D keep D D : D D D D D'
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who entered the turn, when, from what
	PRIMARY KEY (game_id, position, box),
	UNIQUE (game_id, seq),
	FOREIGN KEY (game_id, position) REFERENCES game_result_seat(result_id, seat),
	-- An upper box holds face x count; chance the sum; three/four of a kind
	-- the sum or 0; a bonus only comes with five alike.
	CONSTRAINT dice_points CHECK (CASE box
	    WHEN 'ones' THEN points = (d1 = 1) + (d2 = 1) + (d3 = 1) + (d4 = 1) + (d5 = 1)
	    WHEN 'twos' THEN points = 2 * ((d1 = 2) + (d2 = 2) + (d3 = 2) + (d4 = 2) + (d5 = 2))
	    WHEN 'threes' THEN points = 3 * ((d1 = 3) + (d2 = 3) + (d3 = 3) + (d4 = 3) + (d5 = 3))
	    WHEN 'fours' THEN points = 4 * ((d1 = 4) + (d2 = 4) + (d3 = 4) + (d4 = 4) + (d5 = 4))
	    WHEN 'fives' THEN points = 5 * ((d1 = 5) + (d2 = 5) + (d3 = 5) + (d4 = 5) + (d5 = 5))
	    WHEN 'sixes' THEN points = 6 * ((d1 = 6) + (d2 = 6) + (d3 = 6) + (d4 = 6) + (d5 = 6))
	    WHEN 'chance' THEN points = d1 + d2 + d3 + d4 + d5
	    WHEN 'three-kind' THEN points = 0 OR points = d1 + d2 + d3 + d4 + d5
	    WHEN 'four-kind' THEN points = 0 OR points = d1 + d2 + d3 + d4 + d5
	    ELSE 1 END
	    AND (bonus = 0 OR (d1 = d2 AND d2 = d3 AND d3 = d4 AND d4 = d5)))
) STRICT, WITHOUT ROWID;

-- A withdrawn dice turn (070): a copy of the dice_turn row as it was, and
-- the entry (who, when, why) that withdrew it.
CREATE TABLE dice_turn_undo (
	id		INTEGER PRIMARY KEY,			-- row id, in the order of withdrawal
	game_id		INTEGER NOT NULL REFERENCES game_result(id),	-- the game
	seq		INTEGER NOT NULL CHECK (seq >= 1),	-- the turn's place in the order of play
	position	INTEGER NOT NULL,			-- the player's seat in the game
	box		TEXT NOT NULL,				-- the category it went into
	d1		INTEGER NOT NULL,			-- the final dice
	d2		INTEGER NOT NULL,
	d3		INTEGER NOT NULL,
	d4		INTEGER NOT NULL,
	d5		INTEGER NOT NULL,
	points		INTEGER NOT NULL,			-- points that were written in the box
	bonus		INTEGER NOT NULL,			-- generał bonus that came with it
	throws		TEXT NOT NULL,				-- the whole turn as in .gdr
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who entered the turn
	undo_entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who withdrew it, when, why
	UNIQUE (game_id, seq, entry_id)
) STRICT;

INSERT INTO dice_turn (game_id, seq, position, box, d1, d2, d3, d4, d5, points, bonus, throws,
    entry_id)
SELECT m.new, t.seq, t.position, t.box, t.d1, t.d2, t.d3, t.d4, t.d5, t.points, t.bonus,
    t.throws, t.entry_id
FROM dice_turn_before_180 t JOIN dice_moved m ON m.old = t.game_id
ORDER BY t.game_id, t.seq;
INSERT INTO dice_turn_undo (id, game_id, seq, position, box, d1, d2, d3, d4, d5, points, bonus,
    throws, entry_id, undo_entry_id)
SELECT u.id, m.new, u.seq, u.position, u.box, u.d1, u.d2, u.d3, u.d4, u.d5, u.points, u.bonus,
    u.throws, u.entry_id, u.undo_entry_id
FROM dice_turn_undo_before_180 u JOIN dice_moved m ON m.old = u.game_id
ORDER BY u.id;

-- The old tables go, and their triggers with them.
DROP TABLE dice_turn_before_180;
DROP TABLE dice_turn_undo_before_180;
DROP TABLE dice_seat;
DROP TABLE dice_game;

-- The triggers of game_result (160), made again with the table.
CREATE TRIGGER game_result_frozen BEFORE UPDATE ON game_result
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_RESULT_FROZEN: a stored game is never changed or deleted');
END;
CREATE TRIGGER game_result_keep BEFORE DELETE ON game_result
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_RESULT_FROZEN: a stored game is never changed or deleted');
END;

-- The sums of a Generał card, added up from its turns: a seat of a game
-- whose seats carry the upper bonus they are scored under.
CREATE VIEW dice_card (result_id, seat, turns, upper, upper_bonus, lower, extra, total) AS
SELECT result_id, seat, turns, upper, upper_bonus, lower, extra,
    upper + upper_bonus + lower + extra
FROM (SELECT result_id, seat, turns, upper, lower, extra,
    CASE WHEN bonus_points > 0 AND upper >= bonus_threshold THEN bonus_points ELSE 0 END
        AS upper_bonus
    FROM (SELECT s.result_id AS result_id, s.seat AS seat, count(t.seq) AS turns,
        coalesce(sum(CASE WHEN t.box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes')
            THEN t.points END), 0) AS upper,
        coalesce(sum(CASE WHEN t.box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes')
            THEN NULL ELSE t.points END), 0) AS lower,
        coalesce(sum(t.bonus), 0) AS extra,
        bt.value AS bonus_threshold, bp.value AS bonus_points
        FROM game_result_seat s
        JOIN game_result_value bt ON bt.result_id = s.result_id AND bt.seat = s.seat
            AND bt.key = 'bonus_threshold'
        JOIN game_result_value bp ON bp.result_id = s.result_id AND bp.seat = s.seat
            AND bp.key = 'bonus_points'
        LEFT JOIN dice_turn t ON t.game_id = s.result_id AND t.position = s.seat
        GROUP BY s.result_id, s.seat));

-- A stored game's seats never change, except a Generał card's points and
-- place, which follow its turns (below).
DROP TRIGGER game_result_seat_frozen;
CREATE TRIGGER game_result_seat_frozen BEFORE UPDATE OF result_id, seat, points, place
    ON game_result_seat
WHEN NEW.result_id IS NOT OLD.result_id OR NEW.seat IS NOT OLD.seat
    OR (SELECT e.game FROM game_result r JOIN event e ON e.id = r.event_id
        WHERE r.id = OLD.result_id) IS NOT 'dice'
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEAT_FROZEN: the players and points of a stored game never change');
END;
-- Nor do their players, but through a merge of two players (050): as
-- dice_seat_fixed kept them for Generał's seats (and ryb_seat_frozen for
-- Rybaření's, until 170), now for the seats of every stored game.
CREATE TRIGGER game_result_seat_player BEFORE UPDATE OF player_id ON game_result_seat
WHEN NOT EXISTS (SELECT 1 FROM player_merge
        WHERE from_id = OLD.player_id AND to_id = NEW.player_id)
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEAT_FROZEN: the players and points of a stored game never change');
END;
-- A Generał card's points are what its turns add up to (the seats of
-- other games: game_result_seat_frozen).
CREATE TRIGGER dice_seat_sums BEFORE UPDATE OF points ON game_result_seat
WHEN (SELECT e.game FROM game_result r JOIN event e ON e.id = r.event_id
        WHERE r.id = OLD.result_id) IS 'dice'
    AND NEW.points IS NOT (SELECT total FROM dice_card c
        WHERE c.result_id = NEW.result_id AND c.seat = NEW.seat)
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_SUMS: the sums of a dice card follow its turns');
END;
-- Its place is 1 + the players of the game with more points.
CREATE TRIGGER dice_seat_place BEFORE UPDATE OF place ON game_result_seat
WHEN (SELECT e.game FROM game_result r JOIN event e ON e.id = r.event_id
        WHERE r.id = OLD.result_id) IS 'dice'
    AND NEW.place IS NOT 1 + (SELECT count(*) FROM game_result_seat o
        WHERE o.result_id = NEW.result_id AND o.seat <> NEW.seat AND o.points > NEW.points)
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_SUMS: the sums of a dice card follow its turns');
END;
-- A Generał game has its players seated, their cards empty, before its
-- first turn.
CREATE TRIGGER dice_seat_count BEFORE INSERT ON game_result_seat
WHEN (SELECT e.game FROM game_result r JOIN event e ON e.id = r.event_id
        WHERE r.id = NEW.result_id) IS 'dice'
    AND (NEW.points IS NOT 0 OR EXISTS (SELECT 1 FROM dice_turn WHERE game_id = NEW.result_id))
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_SEATING: a dice game has its players in positions 1..players, seated before the first turn');
END;

-- Turns are of Generał games and follow the playing order: turn seq
-- belongs to position (seq - 1) % players + 1, and seq continues the game
-- without a gap.
CREATE TRIGGER dice_turn_order BEFORE INSERT ON dice_turn
WHEN NEW.seq IS NOT (SELECT count(*) + 1 FROM dice_turn WHERE game_id = NEW.game_id)
    OR NEW.position IS NOT (SELECT (NEW.seq - 1) % players + 1 FROM game_result
        WHERE id = NEW.game_id)
    OR (SELECT e.game FROM game_result r JOIN event e ON e.id = r.event_id
        WHERE r.id = NEW.game_id) IS NOT 'dice'
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_TURN_ORDER: dice turns are entered in the order of play');
END;
CREATE TRIGGER dice_turn_frozen BEFORE UPDATE ON dice_turn
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_TURN_FROZEN: a dice turn is never changed');
END;
-- A turn is deleted only after its copy was kept in dice_turn_undo (070).
CREATE TRIGGER dice_turn_keep BEFORE DELETE ON dice_turn
WHEN NOT EXISTS (SELECT 1 FROM dice_turn_undo u WHERE u.game_id = OLD.game_id
        AND u.seq = OLD.seq AND u.entry_id = OLD.entry_id)
    OR OLD.seq IS NOT (SELECT max(seq) FROM dice_turn WHERE game_id = OLD.game_id)
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_TURN_KEPT: a dice turn is never deleted');
END;

-- The card's total follows its turns, and the game's places its totals.
CREATE TRIGGER dice_turn_tally AFTER INSERT ON dice_turn
BEGIN
	UPDATE game_result_seat SET points = (SELECT total FROM dice_card c
	    WHERE c.result_id = NEW.game_id AND c.seat = NEW.position)
	WHERE result_id = NEW.game_id AND seat = NEW.position;
	UPDATE game_result_seat SET place = 1 + (SELECT count(*) FROM game_result_seat o
	    WHERE o.result_id = NEW.game_id AND o.points > game_result_seat.points)
	WHERE result_id = NEW.game_id AND place IS NOT 1 + (SELECT count(*)
	    FROM game_result_seat o WHERE o.result_id = NEW.game_id
	    AND o.points > game_result_seat.points);
END;

-- Only the last turn of a game is withdrawn, as it stands, and with a reason.
CREATE TRIGGER dice_turn_undo_check BEFORE INSERT ON dice_turn_undo
WHEN NOT EXISTS (SELECT 1 FROM dice_turn t WHERE t.game_id = NEW.game_id
        AND t.seq = NEW.seq AND t.entry_id = NEW.entry_id AND t.position = NEW.position
        AND t.box = NEW.box AND t.d1 = NEW.d1 AND t.d2 = NEW.d2 AND t.d3 = NEW.d3
        AND t.d4 = NEW.d4 AND t.d5 = NEW.d5 AND t.points = NEW.points
        AND t.bonus = NEW.bonus AND t.throws = NEW.throws)
    OR NEW.seq IS NOT (SELECT max(seq) FROM dice_turn WHERE game_id = NEW.game_id)
    OR (SELECT coalesce(length(trim(reason)), 0) FROM entry WHERE id = NEW.undo_entry_id) = 0
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_UNDO: only the last turn of a game is withdrawn, as entered, with a reason');
END;
CREATE TRIGGER dice_turn_undo_frozen BEFORE UPDATE ON dice_turn_undo
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_UNDO_FROZEN: a withdrawn dice turn is never changed');
END;
CREATE TRIGGER dice_turn_undo_keep BEFORE DELETE ON dice_turn_undo
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_UNDO_KEPT: a withdrawn dice turn is never deleted');
END;

-- The withdrawal: the turn goes, and the card loses what it brought.
CREATE TRIGGER dice_turn_withdraw AFTER INSERT ON dice_turn_undo
BEGIN
	DELETE FROM dice_turn WHERE game_id = NEW.game_id AND seq = NEW.seq;
	UPDATE game_result_seat SET points = (SELECT total FROM dice_card c
	    WHERE c.result_id = NEW.game_id AND c.seat = NEW.position)
	WHERE result_id = NEW.game_id AND seat = NEW.position;
	UPDATE game_result_seat SET place = 1 + (SELECT count(*) FROM game_result_seat o
	    WHERE o.result_id = NEW.game_id AND o.points > game_result_seat.points)
	WHERE result_id = NEW.game_id AND place IS NOT 1 + (SELECT count(*)
	    FROM game_result_seat o WHERE o.result_id = NEW.game_id
	    AND o.points > game_result_seat.points);
END;

-- A Baśka event keeps tables and deals, never games of the generic store
-- (the stores of every other game are this one): the database refuses a
-- game under it whoever writes, as play_table refuses tables under the
-- events of other games (E_NOT_BASKA_EVENT).
CREATE TRIGGER game_result_event BEFORE INSERT ON game_result
WHEN (SELECT game FROM event WHERE id = NEW.event_id) IS 'baska'
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_EVENT: a Baśka event keeps tables and deals, not games');
END;
