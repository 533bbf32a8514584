-- ryb_standings: the players of Rybaření event ?1 ranked by their total points
-- over the event's games; players with equal totals share a place (1, 2, 2, 4),
-- listed by name. wins counts the games the player placed first in (shared or not).
SELECT rank() OVER (ORDER BY sum(s.total) DESC) AS rank, p.name AS player,
    sum(s.total) AS total, count(*) AS games, sum(s.place = 1) AS wins
FROM ryb_seat s JOIN ryb_game g ON g.id = s.game_id JOIN player p ON p.id = s.player_id
WHERE g.event_id = ?1
GROUP BY s.player_id
ORDER BY sum(s.total) DESC, p.name;
