-- session_tables: every table of a session (?1 = event id, ?2 = session):
-- its players by seat (absent ones marked), the deals entered (current, not
-- withdrawn) and the rows that do not sum to zero.
SELECT t.id AS table_id, t.number AS number, t.seated AS seated, t.absent AS absent,
    (SELECT group_concat(s.seat || ' ' || coalesce(p.name, '-') ||
        CASE WHEN s.absent THEN ' (absent)' ELSE '' END, ', ')
     FROM (SELECT * FROM seat WHERE table_id = t.id ORDER BY seat) s
     LEFT JOIN player p ON p.id = s.player_id) AS players,
    (SELECT count(*) FROM deal d WHERE d.table_id = t.id AND d.void = 0) AS deals,
    (SELECT count(*) FROM deal d WHERE d.table_id = t.id AND d.void = 0
        AND d.p1 + d.p2 + d.p3 + d.p4 <> 0) AS not_zero
FROM play_table t
WHERE t.event_id = ?1 AND t.session = ?2
ORDER BY t.number;
