-- table_points: the result of each seat of one table (?1 = table id): small
-- points, place and table points in twelfths (the table_result view).
SELECT seat, player_id, absent, short, small, place, big12
FROM table_result WHERE table_id = ?1
ORDER BY seat;
