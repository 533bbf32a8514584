-- dice_games: the games of dice event ?1: players in playing order, turns
-- played of 13 per player, whether every card is full, where the game came
-- from (the .gdr file, or "turns" when entered one by one) and who added it.
SELECT r.number AS game,
    (SELECT group_concat(name, ', ') FROM (SELECT p.name AS name FROM game_result_seat s
        JOIN player p ON p.id = s.player_id WHERE s.result_id = r.id ORDER BY s.seat))
        AS players,
    (SELECT count(*) FROM dice_turn t WHERE t.game_id = r.id) || '/' || (13 * r.players)
        AS turns,
    CASE WHEN (SELECT count(*) FROM dice_turn t WHERE t.game_id = r.id) = 13 * r.players
        THEN 'yes' ELSE 'no' END AS finished,
    CASE WHEN r.record IS NULL THEN 'turns' ELSE substr(e.source, length('dice add ') + 1)
        END AS source,
    e.entered_by AS entered_by
FROM game_result r JOIN entry e ON e.id = r.entry_id
WHERE r.event_id = ?1
ORDER BY r.number;
