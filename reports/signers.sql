-- signers: who vouches for every current deal of an event (?1 = event id, NULL
-- for all), by table: the referee whose signed bundle brought its current
-- version (by the name the league's keys file gives the key), or, for a deal
-- written here, the key that signed the table's head after it was written
-- (empty when none did).
WITH cur AS (
	SELECT d.table_id, d.number, bv.bundle_id,
	    (SELECT s.public_key FROM deal_chain l JOIN head_signature s ON s.chain = 'table'
		AND s.table_id = l.table_id AND s.link >= l.seq
	     WHERE l.table_id = d.table_id AND l.number = d.number AND l.version = d.version
	     ORDER BY s.link, s.id LIMIT 1) AS head_key
	FROM deal d
	LEFT JOIN bundle_version bv ON bv.table_id = d.table_id AND bv.number = d.number
	    AND bv.version = d.version
)
SELECT e.name AS event, t.session AS session, t.number AS "table", count(*) AS deals,
    coalesce(b.signer_name, '') AS signed_by, coalesce(b.signer, cur.head_key, '') AS signer_key,
    coalesce(b.signed_at, '') AS bundle_signed_at
FROM cur
JOIN play_table t ON t.id = cur.table_id
JOIN event e ON e.id = t.event_id
LEFT JOIN bundle_merged b ON b.id = cur.bundle_id
WHERE ?1 IS NULL OR e.id = ?1
GROUP BY e.name, t.session, t.number, 5, 6, 7
ORDER BY e.name, t.session, t.number, 5, 6;
