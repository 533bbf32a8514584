-- dice_game_totals: every player's card total in every game of dice event
-- ?1, with the turns played (13 when the card is full), by game and seat:
-- the seat's points, and its turns counted by the view dice_card
-- (schema/180-dice-results.sql).
SELECT r.number AS game, p.name AS player, s.points AS total, c.turns AS turns
FROM game_result_seat s JOIN game_result r ON r.id = s.result_id
JOIN player p ON p.id = s.player_id
JOIN dice_card c ON c.result_id = s.result_id AND c.seat = s.seat
WHERE r.event_id = ?1
ORDER BY r.number, s.seat;
