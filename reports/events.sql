-- events: every event with its date, game, season, deals per session,
-- ruleset, and how many sessions, tables and current deals it has.
SELECT e.name AS event, e.date AS date, e.game AS game, e.season AS season,
    e.deals AS deals, e.ruleset_name AS ruleset,
    (SELECT count(DISTINCT session) FROM play_table t WHERE t.event_id = e.id) AS sessions,
    (SELECT count(*) FROM play_table t WHERE t.event_id = e.id) AS tables,
    (SELECT coalesce(sum(x.deals), 0) FROM play_table t JOIN table_total x
        ON x.table_id = t.id WHERE t.event_id = e.id) AS played
FROM event e ORDER BY e.date, e.name;
