-- short_tables: the sessions whose tables make the standings provisional
-- (issues 14 and 30), one row per session: a table is incomplete when four
-- present players sit at it with fewer deals than the event's session length
-- (deals), and only in a session that has started (a deal at some table of
-- it), so that the seatings drawn for later sessions do not count.
-- incomplete = such tables, tables = all the tables of the session.
-- ?1 = an event id, or NULL with ?2 = a season name (all its events).
WITH t AS (
	SELECT e.id, e.name AS event, t.session, t.seated = 4 AND t.absent = 0 AND x.deals < e.deals
	        AS short, x.deals
	FROM event e JOIN play_table t ON t.event_id = e.id
	JOIN table_total x ON x.table_id = t.id
	WHERE (e.id = ?1 OR (?1 IS NULL AND e.season = ?2)) AND e.deals IS NOT NULL
)
SELECT event, session, sum(short) AS incomplete, count(*) AS tables
FROM t
GROUP BY id, session
HAVING sum(short) > 0 AND max(deals) > 0
ORDER BY event, session;
