-- standings: players ranked by big points, then small points; equal on both
-- share a rank (1, 2, 2, 4). ?1 = an event id, or NULL with ?2 = a season
-- name (all its events); ?3 = count only each player's best N events (0 = all).
-- big12 is the big points in twelfths (exact); big_points is printed as an
-- integer when whole, else with two decimals.
WITH pe AS (
	SELECT r.event_id, r.player_id, sum(r.big12) AS big12, sum(r.small) AS small,
	    count(*) AS tables
	FROM table_result r
	WHERE r.event_id IN (SELECT id FROM event WHERE id = ?1 OR (?1 IS NULL AND season = ?2))
	GROUP BY r.event_id, r.player_id
),
best AS (
	SELECT pe.*, row_number() OVER (PARTITION BY player_id
	    ORDER BY big12 DESC, small DESC, event_id) AS n
	FROM pe
),
tot AS (
	SELECT player_id, sum(big12) AS big12, sum(small) AS small, sum(tables) AS tables,
	    count(*) AS events
	FROM best WHERE ?3 = 0 OR n <= ?3
	GROUP BY player_id
)
SELECT rank() OVER (ORDER BY tot.big12 DESC, tot.small DESC) AS rank,
    p.name AS player,
    CASE WHEN tot.big12 % 12 = 0 THEN tot.big12 / 12
        ELSE printf('%.2f', tot.big12 / 12.0) END AS big_points,
    tot.small AS small_points, tot.tables AS tables, tot.events AS events,
    tot.big12 AS big12
FROM tot JOIN player p ON p.id = tot.player_id
ORDER BY tot.big12 DESC, tot.small DESC, p.name;
