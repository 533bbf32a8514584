-- teams: team standings of an event (?1): each team's best team_best_n
-- players count (by big points, then small points, §7.2); ranked by big
-- points, then small points. members is how many of the team played.
WITH pe AS (
	SELECT r.player_id, sum(r.big12) AS big12, sum(r.small) AS small
	FROM table_result r WHERE r.event_id = ?1
	GROUP BY r.player_id
),
tm AS (
	SELECT m.team_id, pe.*, row_number() OVER (PARTITION BY m.team_id
	    ORDER BY pe.big12 DESC, pe.small DESC) AS n
	FROM pe JOIN team_member m ON m.player_id = pe.player_id
),
tot AS (
	SELECT team_id, sum(big12) FILTER (WHERE n <= (SELECT team_best_n FROM event WHERE id = ?1)) AS big12,
	    sum(small) FILTER (WHERE n <= (SELECT team_best_n FROM event WHERE id = ?1)) AS small,
	    count(*) AS members
	FROM tm GROUP BY team_id
)
SELECT rank() OVER (ORDER BY tot.big12 DESC, tot.small DESC) AS rank,
    t.name AS team,
    CASE WHEN tot.big12 % 12 = 0 THEN tot.big12 / 12
        ELSE printf('%.2f', tot.big12 / 12.0) END AS big_points,
    tot.small AS small_points, tot.members AS players, tot.big12 AS big12
FROM tot JOIN team t ON t.id = tot.team_id
ORDER BY tot.big12 DESC, tot.small DESC, t.name;
