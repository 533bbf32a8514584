-- 080-seat-points: each seat keeps what its table gives it in the standings
-- (issue 17), so that the standings are one aggregate over one covering index
-- of seat, with no join and no per-row CASE.
--
-- A table counts for its seats when it is full (four players seated, none
-- absent) and has deals: then kept_small, kept_big12 and kept_place are the
-- seat's small points, table points (twelfths) and place from table_total
-- (s1..s4, t1..t4, p1..p4); otherwise they are 0. kept_short and kept_deals
-- say which case it is (the standings count short tables and incomplete
-- ones). The triggers below keep them whenever the table's totals or seat
-- counts change or a seat is added; the bulk import path (triggers off)
-- recomputes them per table from seat_kept_calc, and `referee verify`
-- compares them with it.
ALTER TABLE seat ADD COLUMN kept_short INTEGER NOT NULL DEFAULT 0;	-- 1: the table is short (an empty seat or an absent player)
ALTER TABLE seat ADD COLUMN kept_deals INTEGER NOT NULL DEFAULT 0;	-- the table's deals (table_total.deals)
ALTER TABLE seat ADD COLUMN kept_small INTEGER NOT NULL DEFAULT 0;	-- small points of the seat when the table counts, else 0
ALTER TABLE seat ADD COLUMN kept_big12 INTEGER NOT NULL DEFAULT 0;	-- table points of the seat in twelfths when it counts, else 0
ALTER TABLE seat ADD COLUMN kept_place INTEGER NOT NULL DEFAULT 0;	-- place of the seat when the table counts, else 0

-- The kept columns of every seat computed from its table (the definition the
-- kept columns must equal).
CREATE VIEW seat_kept_calc AS
SELECT s.table_id, s.seat,
    t.seated < 4 OR t.absent > 0 AS short,
    x.deals,
    CASE WHEN t.seated < 4 OR t.absent > 0 OR x.deals = 0 THEN 0
        ELSE CASE s.seat WHEN 1 THEN x.s1 WHEN 2 THEN x.s2 WHEN 3 THEN x.s3 ELSE x.s4 END
    END AS small,
    CASE WHEN t.seated < 4 OR t.absent > 0 OR x.deals = 0 THEN 0
        ELSE CASE s.seat WHEN 1 THEN x.t1 WHEN 2 THEN x.t2 WHEN 3 THEN x.t3 ELSE x.t4 END
    END AS big12,
    CASE WHEN t.seated < 4 OR t.absent > 0 OR x.deals = 0 THEN 0
        ELSE CASE s.seat WHEN 1 THEN x.p1 WHEN 2 THEN x.p2 WHEN 3 THEN x.p3 ELSE x.p4 END
    END AS place
FROM seat s JOIN play_table t ON t.id = s.table_id JOIN table_total x ON x.table_id = s.table_id;

CREATE TRIGGER seat_kept_total AFTER UPDATE ON table_total
BEGIN
	UPDATE seat SET (kept_short, kept_deals, kept_small, kept_big12, kept_place) =
	    (SELECT short, deals, small, big12, place FROM seat_kept_calc c
	     WHERE c.table_id = seat.table_id AND c.seat = seat.seat)
	WHERE table_id = NEW.table_id;
END;
CREATE TRIGGER seat_kept_table AFTER UPDATE OF seated, absent ON play_table
BEGIN
	UPDATE seat SET (kept_short, kept_deals, kept_small, kept_big12, kept_place) =
	    (SELECT short, deals, small, big12, place FROM seat_kept_calc c
	     WHERE c.table_id = seat.table_id AND c.seat = seat.seat)
	WHERE table_id = NEW.id;
END;
CREATE TRIGGER seat_kept_insert AFTER INSERT ON seat
BEGIN
	UPDATE seat SET (kept_short, kept_deals, kept_small, kept_big12, kept_place) =
	    (SELECT short, deals, small, big12, place FROM seat_kept_calc c
	     WHERE c.table_id = seat.table_id AND c.seat = seat.seat)
	WHERE table_id = NEW.table_id;
END;

-- The seats made before this migration.
UPDATE seat SET (kept_short, kept_deals, kept_small, kept_big12, kept_place) =
    (SELECT short, deals, small, big12, place FROM seat_kept_calc c
     WHERE c.table_id = seat.table_id AND c.seat = seat.seat);

-- The standings read an event's seats in player order, from the index alone.
CREATE INDEX seat_standings ON seat(event_id, player_id, kept_short, absent, kept_deals,
    kept_small, kept_big12, kept_place);
