-- history: every version of the deals of a table (?1 = table id), or of one
-- deal (?2 = its number), oldest first, with who entered it, when and why.
SELECT d.number AS deal, d.version AS version,
    CASE WHEN d.current THEN 'current' ELSE 'superseded' END AS state,
    d.void AS void, d.contract AS contract, d.declarer AS declarer, d.partner AS partner,
    d.kontras AS kontras, d.bok AS bok, d.eyes AS eyes,
    d.p1 AS points1, d.p2 AS points2, d.p3 AS points3, d.p4 AS points4,
    d.entered_by AS entered_by, d.entered_at AS entered_at, d.reason AS reason
FROM deal d
WHERE d.table_id = ?1 AND (?2 IS NULL OR d.number = ?2)
ORDER BY d.number, d.version;
