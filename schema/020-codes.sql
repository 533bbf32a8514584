-- 020-codes: every trigger refusal carries a stable code before its words
-- ('E_TEAM_FULL: a team has at most 5 players'). referee decides by the code
-- (src/db/refusal.c maps each one to an enum db_refusal and the words it
-- prints), never by the words, which may be reworded. The triggers are the
-- same as in 001-league and 010-dice, only their RAISE text changes.

DROP TRIGGER team_member_max;
CREATE TRIGGER team_member_max BEFORE INSERT ON team_member
WHEN (SELECT count(*) FROM team_member WHERE team_id = NEW.team_id) >= 5
BEGIN
	SELECT RAISE(ABORT, 'E_TEAM_FULL: a team has at most 5 players');
END;

DROP TRIGGER table_total_frozen;
CREATE TRIGGER table_total_frozen BEFORE DELETE ON table_total
BEGIN
	SELECT RAISE(ABORT, 'E_TOTALS_KEPT: the totals of a table are kept by the deal triggers');
END;

DROP TRIGGER seat_fixed;
CREATE TRIGGER seat_fixed BEFORE UPDATE OF player_id, seat, table_id ON seat
WHEN EXISTS (SELECT 1 FROM deal WHERE table_id = OLD.table_id)
BEGIN
	SELECT RAISE(ABORT, 'E_SEATS_FIXED: the table has deals: its seats cannot change');
END;

DROP TRIGGER seat_keep;
CREATE TRIGGER seat_keep BEFORE DELETE ON seat
WHEN EXISTS (SELECT 1 FROM deal WHERE table_id = OLD.table_id)
BEGIN
	SELECT RAISE(ABORT, 'E_SEATS_FIXED: the table has deals: its seats cannot change');
END;

DROP TRIGGER deal_next_version;
CREATE TRIGGER deal_next_version BEFORE UPDATE ON deal
WHEN NEW.table_id IS NOT OLD.table_id OR NEW.number IS NOT OLD.number
    OR NEW.version IS NOT OLD.version + 1
BEGIN
	SELECT RAISE(ABORT, 'E_DEAL_VERSION: a deal version is never changed: a correction is the next version');
END;

DROP TRIGGER deal_reason;
CREATE TRIGGER deal_reason BEFORE UPDATE ON deal
WHEN (SELECT reason FROM entry WHERE id = NEW.entry_id) IS NULL
BEGIN
	SELECT RAISE(ABORT, 'E_NEED_REASON: a correction needs a reason');
END;

DROP TRIGGER entry_frozen;
CREATE TRIGGER entry_frozen BEFORE UPDATE ON entry
BEGIN
	SELECT RAISE(ABORT, 'E_ENTRY_FROZEN: who, when and why of an entry are never changed');
END;

DROP TRIGGER deal_keep;
CREATE TRIGGER deal_keep BEFORE DELETE ON deal
BEGIN
	SELECT RAISE(ABORT, 'E_DEAL_KEPT: deals are never deleted: enter a correction');
END;

DROP TRIGGER deal_history_frozen;
CREATE TRIGGER deal_history_frozen BEFORE UPDATE ON deal_history
BEGIN
	SELECT RAISE(ABORT, 'E_HISTORY_FROZEN: the history of a deal is never changed');
END;

DROP TRIGGER deal_history_keep;
CREATE TRIGGER deal_history_keep BEFORE DELETE ON deal_history
BEGIN
	SELECT RAISE(ABORT, 'E_HISTORY_KEPT: the history of a deal is never deleted');
END;

DROP TRIGGER dice_game_event;
CREATE TRIGGER dice_game_event BEFORE INSERT ON dice_game
WHEN (SELECT game FROM event WHERE id = NEW.event_id) IS NOT 'dice'
BEGIN
	SELECT RAISE(ABORT, 'E_NOT_DICE_EVENT: not a dice event: games are kept for events added with --game dice');
END;

DROP TRIGGER dice_game_frozen;
CREATE TRIGGER dice_game_frozen BEFORE UPDATE ON dice_game
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_GAME_FROZEN: a dice game is never changed');
END;

DROP TRIGGER dice_game_keep;
CREATE TRIGGER dice_game_keep BEFORE DELETE ON dice_game
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_GAME_KEPT: a dice game is never deleted');
END;

DROP TRIGGER dice_event_no_tables;
CREATE TRIGGER dice_event_no_tables BEFORE INSERT ON play_table
WHEN (SELECT game FROM event WHERE id = NEW.event_id) IS NOT 'baska'
BEGIN
	SELECT RAISE(ABORT, 'E_NOT_BASKA_EVENT: not a Baśka event: tables and deals are kept for Baśka events only');
END;

DROP TRIGGER dice_seat_count;
CREATE TRIGGER dice_seat_count BEFORE INSERT ON dice_seat
WHEN NEW.position NOT BETWEEN 1 AND (SELECT players FROM dice_game WHERE id = NEW.game_id)
    OR EXISTS (SELECT 1 FROM dice_turn WHERE game_id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_SEATING: a dice game has its players in positions 1..players, seated before the first turn');
END;

DROP TRIGGER dice_seat_fixed;
CREATE TRIGGER dice_seat_fixed BEFORE UPDATE OF game_id, position, player_id ON dice_seat
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_PLAYERS_FIXED: the players of a dice game never change');
END;

DROP TRIGGER dice_seat_keep;
CREATE TRIGGER dice_seat_keep BEFORE DELETE ON dice_seat
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_PLAYERS_FIXED: the players of a dice game never change');
END;

DROP TRIGGER dice_turn_order;
CREATE TRIGGER dice_turn_order BEFORE INSERT ON dice_turn
WHEN NEW.seq IS NOT (SELECT count(*) + 1 FROM dice_turn WHERE game_id = NEW.game_id)
    OR NEW.position IS NOT (SELECT (NEW.seq - 1) % players + 1 FROM dice_game WHERE id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_TURN_ORDER: dice turns are entered in the order of play');
END;

DROP TRIGGER dice_turn_frozen;
CREATE TRIGGER dice_turn_frozen BEFORE UPDATE ON dice_turn
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_TURN_FROZEN: a dice turn is never changed');
END;

DROP TRIGGER dice_turn_keep;
CREATE TRIGGER dice_turn_keep BEFORE DELETE ON dice_turn
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_TURN_KEPT: a dice turn is never deleted');
END;

DROP TRIGGER dice_seat_sums;
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
	SELECT RAISE(ABORT, 'E_DICE_SUMS: the sums of a dice card follow its turns');
END;
