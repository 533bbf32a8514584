-- export: the current deals of one event (?1 = id) or of all (?1 NULL), in
-- the columns of the league import CSV (notation.md), so that an export
-- imports again to the same standings.
SELECT e.name AS event, t.session AS session, t.number AS "table", d.number AS deal,
    p1.name AS seat1, p2.name AS seat2, p3.name AS seat3, p4.name AS seat4,
    d.dealer AS dealer, d.contract AS contract, d.declarer AS declarer,
    d.partner AS partner, d.kontras AS kontras, d.eyes AS eyes, d.bok AS bok,
    d.p1 AS points1, d.p2 AS points2, d.p3 AS points3, d.p4 AS points4
FROM deal d
JOIN play_table t ON t.id = d.table_id
JOIN event e ON e.id = t.event_id
JOIN seat s1 ON s1.table_id = t.id AND s1.seat = 1 JOIN player p1 ON p1.id = s1.player_id
JOIN seat s2 ON s2.table_id = t.id AND s2.seat = 2 JOIN player p2 ON p2.id = s2.player_id
JOIN seat s3 ON s3.table_id = t.id AND s3.seat = 3 JOIN player p3 ON p3.id = s3.player_id
JOIN seat s4 ON s4.table_id = t.id AND s4.seat = 4 JOIN player p4 ON p4.id = s4.player_id
WHERE d.void = 0 AND (?1 IS NULL OR e.id = ?1)
ORDER BY e.id, t.session, t.number, d.number;
