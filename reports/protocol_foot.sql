-- protocol_foot: the foot of a table's sheet (?1 = table id): each seat's
-- player, final small points, place and table points (big12 in twelfths).
SELECT s.seat AS seat, coalesce(p.name, '') AS player, s.absent AS absent,
    r.small AS small, r.place AS place, r.short AS short,
    CASE WHEN r.big12 IS NULL THEN NULL WHEN r.big12 % 12 = 0 THEN r.big12 / 12
        ELSE printf('%.2f', r.big12 / 12.0) END AS big_points
FROM seat s LEFT JOIN player p ON p.id = s.player_id
LEFT JOIN table_result r ON r.table_id = s.table_id AND r.seat = s.seat
WHERE s.table_id = ?1
ORDER BY s.seat;
