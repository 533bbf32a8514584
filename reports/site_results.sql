-- site_results: every result of every player at a Baśka table (the per-player
-- pages of referee publish): the event, session and table, the place (NULL at
-- a short table), the small points and the big points (an integer when whole,
-- else two decimals). ?1 = an event id, or NULL with ?2 = a season name, or
-- both NULL: every event. In the order of players, then event date, session.
SELECT r.player_id AS player_id, e.id AS event_id, r.session AS session,
    r.number AS tbl, r.place AS place, r.small AS small,
    CASE WHEN r.big12 % 12 = 0 THEN CAST(r.big12 / 12 AS TEXT)
        ELSE printf('%.2f', r.big12 / 12.0) END AS big
FROM table_result r
JOIN event e ON e.id = r.event_id
WHERE e.game = 'baska'
  AND (e.id = ?1 OR (?1 IS NULL AND (?2 IS NULL OR e.season = ?2)))
ORDER BY r.player_id, e.date, e.id, r.session;
