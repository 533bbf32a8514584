-- 010-dice: Generał games of dice events (general.md, issue 4). A game has its
-- players in playing order and one row per turn: the final dice and the box
-- they went into. The database refuses what no game can hold: dice outside
-- 1-6, an unknown box, a box used twice, turns out of the playing order,
-- points an upper box or the sum boxes cannot show, and totals that do not
-- add up. The full rules (joker, bonus) are judged by referee before a turn
-- is written. (180-dice-results.sql moved the games and players to the
-- generic store and dropped dice_game and dice_seat; dice_turn stays.)

-- A Generał game played at a dice event.
CREATE TABLE dice_game (
	id		INTEGER PRIMARY KEY,			-- row id
	event_id	INTEGER NOT NULL REFERENCES event(id),	-- the event (its game is 'dice')
	number		INTEGER NOT NULL CHECK (number >= 1),	-- game number within the event, from 1
	players		INTEGER NOT NULL			-- players in the game, 1..32 (as in .gdr)
			CHECK (players BETWEEN 1 AND 32),
	bonus_threshold	INTEGER NOT NULL CHECK (bonus_threshold >= 0),	-- upper sum that earns the upper bonus (event's ruleset)
	bonus_points	INTEGER NOT NULL CHECK (bonus_points >= 0),	-- the upper bonus, 0 = none (event's ruleset)
	record		TEXT,					-- canonical .gdr text of a game added from a file, NULL when entered turn by turn
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who added the game, when, from what
	UNIQUE (event_id, number),
	-- The same record twice in one event is a mistake, not a second game.
	CONSTRAINT one_record UNIQUE (event_id, record)
) STRICT;

-- Games belong to dice events only.
CREATE TRIGGER dice_game_event BEFORE INSERT ON dice_game
WHEN (SELECT game FROM event WHERE id = NEW.event_id) IS NOT 'dice'
BEGIN
	SELECT RAISE(ABORT, 'not a dice event: games are kept for events added with --game dice');
END;
CREATE TRIGGER dice_game_frozen BEFORE UPDATE ON dice_game
BEGIN
	SELECT RAISE(ABORT, 'a dice game is never changed');
END;
CREATE TRIGGER dice_game_keep BEFORE DELETE ON dice_game
BEGIN
	SELECT RAISE(ABORT, 'a dice game is never deleted');
END;
-- A dice event has no Baśka tables.
CREATE TRIGGER dice_event_no_tables BEFORE INSERT ON play_table
WHEN (SELECT game FROM event WHERE id = NEW.event_id) IS NOT 'baska'
BEGIN
	SELECT RAISE(ABORT, 'not a Baśka event: tables and deals are kept for Baśka events only');
END;

-- A player of a game and the running sums of the player's card, kept by the
-- trigger dice_turn_tally so that standings never add up turns.
CREATE TABLE dice_seat (
	game_id		INTEGER NOT NULL REFERENCES dice_game(id),	-- the game
	position	INTEGER NOT NULL,			-- place in the playing order, from 1
	player_id	INTEGER NOT NULL REFERENCES player(id),	-- the player
	turns		INTEGER NOT NULL DEFAULT 0		-- turns played (boxes filled), 0..13
			CHECK (turns BETWEEN 0 AND 13),
	upper		INTEGER NOT NULL DEFAULT 0 CHECK (upper >= 0),	-- sum of the upper boxes (ones..sixes)
	upper_bonus	INTEGER NOT NULL DEFAULT 0 CHECK (upper_bonus >= 0),	-- the upper bonus once upper reaches the threshold
	lower		INTEGER NOT NULL DEFAULT 0 CHECK (lower >= 0),	-- sum of the lower boxes
	extra		INTEGER NOT NULL DEFAULT 0 CHECK (extra >= 0),	-- bonuses for further generałs
	total		INTEGER NOT NULL DEFAULT 0,		-- the card's total
	PRIMARY KEY (game_id, position),
	UNIQUE (game_id, player_id),
	CONSTRAINT totals CHECK (total = upper + upper_bonus + lower + extra)
) STRICT;

-- A game's players are its players: as many seats as the game says, added
-- before its first turn and never changed.
CREATE TRIGGER dice_seat_count BEFORE INSERT ON dice_seat
WHEN NEW.position NOT BETWEEN 1 AND (SELECT players FROM dice_game WHERE id = NEW.game_id)
    OR EXISTS (SELECT 1 FROM dice_turn WHERE game_id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'a dice game has its players in positions 1..players, seated before the first turn');
END;
CREATE TRIGGER dice_seat_fixed BEFORE UPDATE OF game_id, position, player_id ON dice_seat
BEGIN
	SELECT RAISE(ABORT, 'the players of a dice game never change');
END;
CREATE TRIGGER dice_seat_keep BEFORE DELETE ON dice_seat
BEGIN
	SELECT RAISE(ABORT, 'the players of a dice game never change');
END;

-- One turn: the final dice of a player's turn and the box they went into.
-- A box is used once per player and game (the primary key).
CREATE TABLE dice_turn (
	game_id		INTEGER NOT NULL,			-- the game
	seq		INTEGER NOT NULL CHECK (seq >= 1),	-- order of play within the game, from 1
	position	INTEGER NOT NULL,			-- the player's position in the game
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
	FOREIGN KEY (game_id, position) REFERENCES dice_seat(game_id, position),
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

-- Turns follow the playing order: turn seq belongs to position
-- (seq - 1) % players + 1, and seq continues the game without a gap.
CREATE TRIGGER dice_turn_order BEFORE INSERT ON dice_turn
WHEN NEW.seq IS NOT (SELECT count(*) + 1 FROM dice_turn WHERE game_id = NEW.game_id)
    OR NEW.position IS NOT (SELECT (NEW.seq - 1) % players + 1 FROM dice_game WHERE id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'dice turns are entered in the order of play');
END;
CREATE TRIGGER dice_turn_frozen BEFORE UPDATE ON dice_turn
BEGIN
	SELECT RAISE(ABORT, 'a dice turn is never changed');
END;
CREATE TRIGGER dice_turn_keep BEFORE DELETE ON dice_turn
BEGIN
	SELECT RAISE(ABORT, 'a dice turn is never deleted');
END;

-- The card's sums follow its turns; the upper bonus is due once the upper
-- sum reaches the game's threshold.
CREATE TRIGGER dice_turn_tally AFTER INSERT ON dice_turn
BEGIN
	UPDATE dice_seat SET turns = turns + 1,
	    upper = upper + (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives',
	        'sixes') THEN NEW.points ELSE 0 END),
	    lower = lower + (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives',
	        'sixes') THEN 0 ELSE NEW.points END),
	    extra = extra + NEW.bonus,
	    upper_bonus = (SELECT CASE WHEN g.bonus_points > 0 AND dice_seat.upper
	        + (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes')
	        THEN NEW.points ELSE 0 END) >= g.bonus_threshold THEN g.bonus_points ELSE 0 END
	        FROM dice_game g WHERE g.id = NEW.game_id),
	    total = total + NEW.points + NEW.bonus - upper_bonus
	        + (SELECT CASE WHEN g.bonus_points > 0 AND dice_seat.upper
	        + (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes')
	        THEN NEW.points ELSE 0 END) >= g.bonus_threshold THEN g.bonus_points ELSE 0 END
	        FROM dice_game g WHERE g.id = NEW.game_id)
	WHERE game_id = NEW.game_id AND position = NEW.position;
END;

-- The sums of a card are those of its turns, whoever writes them: the
-- tally above passes, a hand-made change does not.
CREATE TRIGGER dice_seat_sums BEFORE UPDATE OF turns, upper, upper_bonus, lower, extra, total
ON dice_seat
WHEN NEW.turns IS NOT (SELECT count(*) FROM dice_turn
        WHERE game_id = NEW.game_id AND position = NEW.position)
    OR NEW.upper IS NOT (SELECT coalesce(sum(points), 0) FROM dice_turn
        WHERE game_id = NEW.game_id AND position = NEW.position
        AND box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes'))
    OR NEW.lower IS NOT (SELECT coalesce(sum(points), 0) FROM dice_turn
        WHERE game_id = NEW.game_id AND position = NEW.position
        AND box NOT IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes'))
    OR NEW.extra IS NOT (SELECT coalesce(sum(bonus), 0) FROM dice_turn
        WHERE game_id = NEW.game_id AND position = NEW.position)
    OR NEW.upper_bonus IS NOT (SELECT CASE WHEN bonus_points > 0
        AND NEW.upper >= bonus_threshold THEN bonus_points ELSE 0 END
        FROM dice_game WHERE id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'the sums of a dice card follow its turns');
END;
