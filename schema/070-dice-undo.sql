-- 070-dice-undo: the last turn of a dice game can be withdrawn (referee dice
-- turn --undo) with who, when and why, like a deal correction; nothing is
-- lost. Withdrawing is one INSERT into dice_turn_undo: the row keeps the
-- whole turn and the entry of its withdrawal (entry.reason is required), and
-- the trigger dice_turn_withdraw then deletes the turn and re-adds the card's
-- sums. A turn is deleted only so: dice_turn_keep refuses any other delete.
-- (180-dice-results.sql rebuilt dice_turn_undo to refer to game_result.)

-- A withdrawn dice turn: a copy of the dice_turn row as it was, and the entry
-- (who, when, why) that withdrew it.
CREATE TABLE dice_turn_undo (
	id		INTEGER PRIMARY KEY,			-- row id, in the order of withdrawal
	game_id		INTEGER NOT NULL REFERENCES dice_game(id),	-- the game
	seq		INTEGER NOT NULL CHECK (seq >= 1),	-- the turn's place in the order of play
	position	INTEGER NOT NULL,			-- the player's position in the game
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

-- A turn is deleted only after its copy was kept in dice_turn_undo.
DROP TRIGGER dice_turn_keep;
CREATE TRIGGER dice_turn_keep BEFORE DELETE ON dice_turn
WHEN NOT EXISTS (SELECT 1 FROM dice_turn_undo u WHERE u.game_id = OLD.game_id
        AND u.seq = OLD.seq AND u.entry_id = OLD.entry_id)
    OR OLD.seq IS NOT (SELECT max(seq) FROM dice_turn WHERE game_id = OLD.game_id)
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_TURN_KEPT: a dice turn is never deleted');
END;

-- The withdrawal: the turn goes, and the card loses what it brought
-- (dice_seat_sums checks the new sums against the turns left).
CREATE TRIGGER dice_turn_withdraw AFTER INSERT ON dice_turn_undo
BEGIN
	DELETE FROM dice_turn WHERE game_id = NEW.game_id AND seq = NEW.seq;
	UPDATE dice_seat SET turns = turns - 1,
	    upper = upper - (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives',
	        'sixes') THEN NEW.points ELSE 0 END),
	    lower = lower - (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives',
	        'sixes') THEN 0 ELSE NEW.points END),
	    extra = extra - NEW.bonus,
	    upper_bonus = (SELECT CASE WHEN g.bonus_points > 0 AND dice_seat.upper
	        - (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes')
	        THEN NEW.points ELSE 0 END) >= g.bonus_threshold THEN g.bonus_points ELSE 0 END
	        FROM dice_game g WHERE g.id = NEW.game_id),
	    total = total - NEW.points - NEW.bonus - upper_bonus
	        + (SELECT CASE WHEN g.bonus_points > 0 AND dice_seat.upper
	        - (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes')
	        THEN NEW.points ELSE 0 END) >= g.bonus_threshold THEN g.bonus_points ELSE 0 END
	        FROM dice_game g WHERE g.id = NEW.game_id)
	WHERE game_id = NEW.game_id AND position = NEW.position;
END;
