-- export_bdn: the stored full .bdn records (deal add --file) of the current
-- deals of one event (?1 = id) or of all (?1 NULL), in the order of export;
-- written one after another they are a .bdn file that deal add --file reads.
SELECT d.record AS record
FROM deal d
JOIN play_table t ON t.id = d.table_id
JOIN event e ON e.id = t.event_id
WHERE d.void = 0 AND d.record IS NOT NULL AND (?1 IS NULL OR e.id = ?1)
ORDER BY e.id, t.session, t.number, d.number;
