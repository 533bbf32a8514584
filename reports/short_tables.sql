-- short_tables: the tables that make standings provisional (issue 14): four
-- present players and fewer deals than the event's session length (deals).
-- ?1 = an event id, or NULL with ?2 = a season name (all its events).
SELECT e.name AS event, t.session AS session, t.number AS table_number,
    x.deals AS deals, e.deals AS length
FROM event e JOIN play_table t ON t.event_id = e.id JOIN table_total x ON x.table_id = t.id
WHERE (e.id = ?1 OR (?1 IS NULL AND e.season = ?2)) AND e.deals IS NOT NULL
    AND t.seated = 4 AND t.absent = 0 AND x.deals < e.deals
ORDER BY e.name, t.session, t.number;
