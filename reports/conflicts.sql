-- conflicts: every open disagreement between a merged bundle and this file,
-- two rows each: the deal as it stands here ('office') and the bundle's
-- version ('venue'), with who entered each, when, and who signed it (the
-- referee whose bundle brought it, or the key that signed the head here).
WITH c AS (
	SELECT c.id, c.table_id, c.number, c.venue_version, c.void, c.contract, c.declarer,
	    c.partner, c.kontras, c.eyes, c.p1, c.p2, c.p3, c.p4, c.entered_by, c.entered_at,
	    e.name AS event, t.session AS session, t.number AS tno,
	    b.signer_name AS signer_name, b.signer AS signer, b.signed_at AS b_signed_at
	FROM deal_conflict c
	JOIN play_table t ON t.id = c.table_id
	JOIN event e ON e.id = t.event_id
	JOIN bundle_merged b ON b.id = c.bundle_id
	WHERE c.resolved_version IS NULL
), office AS (
	SELECT c.id, c.event, c.session, c.tno, c.number, d.version, d.void, d.contract,
	    d.declarer, d.partner, d.kontras, d.eyes, d.p1, d.p2, d.p3, d.p4,
	    en.entered_by, en.entered_at, ob.signer_name AS by_bundle, ob.signer AS bundle_key,
	    ob.signed_at AS bundle_signed_at,
	    (SELECT s.public_key FROM deal_chain l JOIN head_signature s ON s.chain = 'table'
		AND s.table_id = l.table_id AND s.link >= l.seq
	     WHERE l.table_id = d.table_id AND l.number = d.number AND l.version = d.version
	     ORDER BY s.link, s.id LIMIT 1) AS head_key,
	    (SELECT s.signed_at FROM deal_chain l JOIN head_signature s ON s.chain = 'table'
		AND s.table_id = l.table_id AND s.link >= l.seq
	     WHERE l.table_id = d.table_id AND l.number = d.number AND l.version = d.version
	     ORDER BY s.link, s.id LIMIT 1) AS head_signed_at
	FROM c
	JOIN deal d ON d.table_id = c.table_id AND d.number = c.number
	JOIN entry en ON en.id = d.entry_id
	LEFT JOIN bundle_version bv ON bv.table_id = d.table_id AND bv.number = d.number
	    AND bv.version = d.version
	LEFT JOIN bundle_merged ob ON ob.id = bv.bundle_id
)
SELECT event AS event, session AS session, tno AS "table", number AS deal, 'office' AS side,
    version AS version, CASE WHEN void THEN 'withdrawn' ELSE contract END AS contract,
    declarer AS declarer, partner AS partner, kontras AS kontras, eyes AS eyes,
    p1 AS points1, p2 AS points2, p3 AS points3, p4 AS points4,
    entered_by AS entered_by, entered_at AS entered_at,
    coalesce(by_bundle, '') AS signed_by, coalesce(bundle_key, head_key, '') AS signer_key,
    coalesce(bundle_signed_at, head_signed_at, '') AS signed_at, id AS conflict
FROM office
UNION ALL
SELECT event, session, tno, number, 'venue', venue_version,
    CASE WHEN void THEN 'withdrawn' ELSE contract END, declarer, partner, kontras, eyes,
    p1, p2, p3, p4, entered_by, entered_at, signer_name, signer, b_signed_at, id
FROM c
ORDER BY 1, 2, 3, 4, 21, 5;
