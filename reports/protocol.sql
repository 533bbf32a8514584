-- protocol: the table's sheet (?1 = table id), one row per current deal with
-- its points, the running totals and the zero-sum check of the row.
SELECT d.number AS deal, d.dealer AS dealer, p.name AS dealer_name,
    d.contract AS contract, d.declarer AS declarer, d.partner AS partner,
    d.kontras AS kontras, d.bok AS bok, d.eyes AS eyes, d.won AS won, d.level AS level,
    d.p1 AS points1, d.p2 AS points2, d.p3 AS points3, d.p4 AS points4,
    sum(d.p1) OVER w AS total1, sum(d.p2) OVER w AS total2,
    sum(d.p3) OVER w AS total3, sum(d.p4) OVER w AS total4,
    d.p1 + d.p2 + d.p3 + d.p4 AS sum, d.version AS version
FROM deal d LEFT JOIN seat s ON s.table_id = d.table_id AND s.seat = d.dealer
LEFT JOIN player p ON p.id = s.player_id
WHERE d.table_id = ?1 AND d.void = 0
WINDOW w AS (ORDER BY d.number ROWS UNBOUNDED PRECEDING)
ORDER BY d.number;
