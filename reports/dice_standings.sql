-- dice_standings: the players of dice event ?1 ranked by their total points
-- over the event's games (every turn entered so far); players with equal
-- totals share a place (1, 2, 2, 4; general.md §2 #12), listed by name.
SELECT rank() OVER (ORDER BY sum(s.total) DESC) AS rank, p.name AS player,
    sum(s.total) AS total, count(*) AS games
FROM dice_seat s JOIN dice_game g ON g.id = s.game_id JOIN player p ON p.id = s.player_id
WHERE g.event_id = ?1
GROUP BY s.player_id
ORDER BY sum(s.total) DESC, p.name;
