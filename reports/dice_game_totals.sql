-- dice_game_totals: every player's card total in every game of dice event
-- ?1 (the seat's points, which the turns' triggers keep:
-- schema/180-dice-results.sql), with the turns played (13 when the card is
-- full), by game and seat.
SELECT r.number AS game, p.name AS player, s.points AS total,
    (SELECT count(*) FROM dice_turn t WHERE t.game_id = s.result_id AND t.position = s.seat)
        AS turns
FROM game_result r JOIN game_result_seat s ON s.result_id = r.id
JOIN player p ON p.id = s.player_id
WHERE r.event_id = ?1
ORDER BY r.number, s.seat;
