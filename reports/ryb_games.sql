-- ryb_games: the games of Rybaření event ?1, one row per player in playing
-- order: the catch's tiles, big fish, small fish, rounded, total and place.
SELECT g.number AS game, s.position AS position, p.name AS player, s.tiles AS tiles,
    s.big AS big, s.small AS small, s.rounded AS rounded, s.total AS total, s.place AS place
FROM ryb_game g JOIN ryb_seat s ON s.game_id = g.id JOIN player p ON p.id = s.player_id
WHERE g.event_id = ?1
ORDER BY g.number, s.position;
