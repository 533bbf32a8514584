-- export: the current deals of one event (?1 = id) or of all (?1 NULL), in
-- the columns of the league import CSV (notation.md), so that an export
-- imports again to the same league: absent lists the seats marked absent at
-- the table (e.g. "1" or "1 3", §7.4), on every row of the table; a table
-- seated without deals (a short table) is one row with the deal fields empty.
WITH absent AS (
	SELECT table_id, group_concat(seat, ' ') AS seats
	FROM (SELECT table_id, seat FROM seat WHERE absent = 1 ORDER BY table_id, seat)
	GROUP BY table_id
)
SELECT e.name AS event, t.session AS session, t.number AS "table", d.number AS deal,
    p1.name AS seat1, p2.name AS seat2, p3.name AS seat3, p4.name AS seat4,
    d.dealer AS dealer, d.contract AS contract, d.declarer AS declarer,
    d.partner AS partner, d.kontras AS kontras, d.eyes AS eyes, d.bok AS bok,
    d.p1 AS points1, d.p2 AS points2, d.p3 AS points3, d.p4 AS points4,
    coalesce(a.seats, '') AS absent
FROM play_table t
JOIN event e ON e.id = t.event_id
JOIN seat s1 ON s1.table_id = t.id AND s1.seat = 1 JOIN player p1 ON p1.id = s1.player_id
JOIN seat s2 ON s2.table_id = t.id AND s2.seat = 2 JOIN player p2 ON p2.id = s2.player_id
JOIN seat s3 ON s3.table_id = t.id AND s3.seat = 3 JOIN player p3 ON p3.id = s3.player_id
JOIN seat s4 ON s4.table_id = t.id AND s4.seat = 4 JOIN player p4 ON p4.id = s4.player_id
LEFT JOIN deal d ON d.table_id = t.id AND d.void = 0
LEFT JOIN absent a ON a.table_id = t.id
WHERE (?1 IS NULL OR e.id = ?1)
    AND (d.number IS NOT NULL OR NOT EXISTS (SELECT 1 FROM deal x WHERE x.table_id = t.id
        AND x.void = 0))
ORDER BY e.id, t.session, t.number, d.number;
