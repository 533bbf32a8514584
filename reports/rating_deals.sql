-- rating_deals: every current Baśka deal as a match for the ratings (referee
-- rating, publish): the Starzy side (the declarer and, in a 2v2 contract, the
-- partner) against the Młodzi side, won = 1 when the Starzy won. Void
-- versions are left out. In the order event date, event, session, table,
-- deal, so that a replay is reproducible. ?1 = an event id, or NULL with
-- ?2 = a season name, or both NULL: every event.
SELECT e.id AS event_id, e.name AS event, coalesce(e.date, '') AS date,
    t.session AS session, t.number AS tbl, d.number AS deal,
    s1.player_id AS p1, s2.player_id AS p2, s3.player_id AS p3, s4.player_id AS p4,
    n1.name AS n1, n2.name AS n2, n3.name AS n3, n4.name AS n4,
    (d.declarer = 1 OR d.partner IS 1) AS st1, (d.declarer = 2 OR d.partner IS 2) AS st2,
    (d.declarer = 3 OR d.partner IS 3) AS st3, (d.declarer = 4 OR d.partner IS 4) AS st4,
    d.won AS won
FROM deal d
JOIN play_table t ON t.id = d.table_id
JOIN event e ON e.id = t.event_id
JOIN seat s1 ON s1.table_id = t.id AND s1.seat = 1
JOIN seat s2 ON s2.table_id = t.id AND s2.seat = 2
JOIN seat s3 ON s3.table_id = t.id AND s3.seat = 3
JOIN seat s4 ON s4.table_id = t.id AND s4.seat = 4
JOIN player n1 ON n1.id = s1.player_id
JOIN player n2 ON n2.id = s2.player_id
JOIN player n3 ON n3.id = s3.player_id
JOIN player n4 ON n4.id = s4.player_id
WHERE d.void = 0 AND e.game = 'baska'
  AND (e.id = ?1 OR (?1 IS NULL AND (?2 IS NULL OR e.season = ?2)))
ORDER BY e.date, e.id, t.session, t.number, d.number;
