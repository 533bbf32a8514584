-- export_gdr: the dice games of one event (?1 = id) or of all (?1 NULL): the
-- event, the game number, and the stored .gdr record of a game added from a
-- file (NULL for a game entered turn by turn: referee rebuilds its record
-- from the turns).
SELECT e.id AS event_id, e.name AS event, r.number AS game, r.record AS record
FROM game_result r
JOIN event e ON e.id = r.event_id
WHERE e.game = 'dice' AND (?1 IS NULL OR e.id = ?1)
ORDER BY e.id, r.number;
