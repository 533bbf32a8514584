-- analyse_bdn: the stored full .bdn records (deal add --file) of the current
-- deals of one event (?1 = id), or with ?1 NULL of every event of the season
-- ?2, with the name of each record's event, in the order of the events, their
-- sessions, tables and deals (baska analyse --event, --season).
SELECT d.record AS record, e.name AS event
FROM deal d
JOIN play_table t ON t.id = d.table_id
JOIN event e ON e.id = t.event_id
WHERE d.void = 0 AND d.record IS NOT NULL
  AND (e.id = ?1 OR (?1 IS NULL AND e.season = ?2))
ORDER BY e.date, e.id, t.session, t.number, d.number;
