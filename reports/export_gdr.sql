-- export_gdr: the dice games of one event (?1 = id) or of all (?1 NULL): the
-- event, the game number, and the stored .gdr record of a game added from a
-- file (NULL for a game entered turn by turn: referee rebuilds its record
-- from the turns).
SELECT e.id AS event_id, e.name AS event, g.number AS game, g.record AS record
FROM dice_game g
JOIN event e ON e.id = g.event_id
WHERE ?1 IS NULL OR e.id = ?1
ORDER BY e.id, g.number;
