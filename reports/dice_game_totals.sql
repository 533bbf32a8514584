-- dice_game_totals: every player's card total in every game of dice event
-- ?1, with the turns played (13 when the card is full), by game and position.
SELECT g.number AS game, p.name AS player, s.total AS total, s.turns AS turns
FROM dice_seat s JOIN dice_game g ON g.id = s.game_id JOIN player p ON p.id = s.player_id
WHERE g.event_id = ?1
ORDER BY g.number, s.position;
