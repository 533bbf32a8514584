-- ryb_games: the games of Rybaření event ?1, one row per player in playing
-- order: the catch's tiles, big fish, small fish, rounded (the values the
-- game keeps in game_result_value, schema/170-ryb-results.sql), total (the
-- seat's points) and place.
SELECT r.number AS game, s.seat AS position, p.name AS player,
    max(CASE v.key WHEN 'tiles' THEN v.value END) AS tiles,
    max(CASE v.key WHEN 'big' THEN v.value END) AS big,
    max(CASE v.key WHEN 'small' THEN v.value END) AS small,
    max(CASE v.key WHEN 'rounded' THEN v.value END) AS rounded,
    s.points AS total, s.place AS place
FROM game_result r JOIN game_result_seat s ON s.result_id = r.id
JOIN player p ON p.id = s.player_id
LEFT JOIN game_result_value v ON v.result_id = s.result_id AND v.seat = s.seat
WHERE r.event_id = ?1
GROUP BY s.result_id, s.seat
ORDER BY r.number, s.seat;
