-- game_standings: the players of event ?1, a game kept in the generic store
-- (schema/160-game-results.sql), ranked by their points over the event's
-- games; players with equal points share a place (1, 2, 2, 4), listed by
-- name. wins counts the games the player placed first in (shared or not).
SELECT rank() OVER (ORDER BY sum(s.points) DESC) AS rank, p.name AS player,
    sum(s.points) AS points, count(*) AS games, sum(s.place = 1) AS wins
FROM game_result_seat s JOIN game_result r ON r.id = s.result_id
JOIN player p ON p.id = s.player_id
WHERE r.event_id = ?1
GROUP BY s.player_id
ORDER BY sum(s.points) DESC, p.name;
