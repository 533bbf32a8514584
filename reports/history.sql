-- history: every version of the deals of a table (?1 = table id), or of one
-- deal (?2 = its number), oldest first, with who entered it, when and why.
-- A version that follows a withdrawn one, entered with no reason of its
-- own, was entered again after the undo: its entry is the command's.
WITH v AS (
	SELECT table_id, number, version, void, contract, declarer, partner, kontras, bok,
	    eyes, p1, p2, p3, p4, entry_id, 'superseded' AS state
	FROM deal_history WHERE table_id = ?1
	UNION ALL
	SELECT table_id, number, version, void, contract, declarer, partner, kontras, bok,
	    eyes, p1, p2, p3, p4, entry_id, 'current' AS state
	FROM deal WHERE table_id = ?1
)
SELECT v.number AS deal, v.version AS version, v.state AS state,
    CASE WHEN v.void THEN 'withdrawn' ELSE '' END AS void,
    v.contract AS contract, v.declarer AS declarer, v.partner AS partner,
    v.kontras AS kontras, v.bok AS bok, v.eyes AS eyes,
    v.p1 AS points1, v.p2 AS points2, v.p3 AS points3, v.p4 AS points4,
    e.entered_by AS entered_by, e.entered_at AS entered_at,
    coalesce(e.reason, CASE WHEN lag(v.void) OVER (PARTITION BY v.number
	ORDER BY v.version) THEN 'entered again after undo' END) AS reason
FROM v JOIN entry e ON e.id = v.entry_id
WHERE ?2 IS NULL OR v.number = ?2
ORDER BY v.number, v.version;
