-- dice_standings: the players of dice event ?1 ranked by their total points
-- over the event's games (every turn entered so far: a card's total is its
-- seat's points); players with equal totals share a place (1, 2, 2, 4;
-- general.md §2 #12), listed by name.
SELECT rank() OVER (ORDER BY sum(s.points) DESC) AS rank, p.name AS player,
    sum(s.points) AS total, count(*) AS games
FROM game_result_seat s JOIN game_result r ON r.id = s.result_id
JOIN player p ON p.id = s.player_id
WHERE r.event_id = ?1
GROUP BY s.player_id
ORDER BY sum(s.points) DESC, p.name;
