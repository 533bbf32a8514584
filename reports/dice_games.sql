-- dice_games: the games of dice event ?1: players in playing order, turns
-- played of 13 per player, whether every card is full, where the game came
-- from (the .gdr file, or "turns" when entered one by one) and who added it.
SELECT g.number AS game,
    (SELECT group_concat(name, ', ') FROM (SELECT p.name AS name FROM dice_seat s
        JOIN player p ON p.id = s.player_id WHERE s.game_id = g.id ORDER BY s.position))
        AS players,
    (SELECT sum(turns) FROM dice_seat s WHERE s.game_id = g.id) || '/' || (13 * g.players)
        AS turns,
    CASE WHEN (SELECT sum(turns) FROM dice_seat s WHERE s.game_id = g.id) = 13 * g.players
        THEN 'yes' ELSE 'no' END AS finished,
    CASE WHEN g.record IS NULL THEN 'turns' ELSE substr(e.source, length('dice add ') + 1)
        END AS source,
    e.entered_by AS entered_by
FROM dice_game g JOIN entry e ON e.id = g.entry_id
WHERE g.event_id = ?1
ORDER BY g.number;
