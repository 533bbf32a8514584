-- 060-standings: table points kept next to the small points, so that the
-- standings are one indexed aggregate (issue 17), and the places kept for the
-- tie-breaks of §7.4 (session wins, second places).
--
-- t1..t4 are the table points of each seat in twelfths of a point, p1..p4
-- its place (1 + the seats with more small points), both by the small points
-- s1..s4 under the rule of a full table (the event's big1..big4 and
-- tie_mode). A short table (an empty seat or an absent player) overrides
-- them with absent_big / absent_small where they are read (table_result).
-- The trigger table_total_points keeps them whenever s1..s4 change; the bulk
-- import path (triggers off) recomputes them per table from
-- table_total_calc, and `referee verify` compares them with it.
ALTER TABLE table_total ADD COLUMN t1 INTEGER NOT NULL DEFAULT 0;	-- table points of seat 1, twelfths
ALTER TABLE table_total ADD COLUMN t2 INTEGER NOT NULL DEFAULT 0;	-- table points of seat 2, twelfths
ALTER TABLE table_total ADD COLUMN t3 INTEGER NOT NULL DEFAULT 0;	-- table points of seat 3, twelfths
ALTER TABLE table_total ADD COLUMN t4 INTEGER NOT NULL DEFAULT 0;	-- table points of seat 4, twelfths
ALTER TABLE table_total ADD COLUMN p1 INTEGER NOT NULL DEFAULT 1;	-- place of seat 1 by small points
ALTER TABLE table_total ADD COLUMN p2 INTEGER NOT NULL DEFAULT 1;	-- place of seat 2
ALTER TABLE table_total ADD COLUMN p3 INTEGER NOT NULL DEFAULT 1;	-- place of seat 3
ALTER TABLE table_total ADD COLUMN p4 INTEGER NOT NULL DEFAULT 1;	-- place of seat 4

-- The tie-breaks of an event after big points (§7.4), from its ruleset's
-- tie_breaks key: a comma list of small_points, session_wins, second_places
-- ('' = none). Events made before this migration had no such key: their
-- rulesets rank by small points.
ALTER TABLE event ADD COLUMN tie_breaks TEXT NOT NULL DEFAULT 'small_points'
    CHECK (tie_breaks NOT GLOB '*[^a-z_,]*');

-- The table points and places of every table computed from its small points
-- (the definition the kept columns must equal). above = seats with more
-- small points, tied = seats (this one included) with as many.
CREATE VIEW table_total_calc AS
WITH k AS (
	SELECT x.table_id, v.seat,
	    CASE v.seat WHEN 1 THEN x.s1 WHEN 2 THEN x.s2 WHEN 3 THEN x.s3 ELSE x.s4 END AS played,
	    x.s1, x.s2, x.s3, x.s4, e.tie_mode, e.big1, e.big2, e.big3, e.big4
	FROM table_total x JOIN play_table t ON t.id = x.table_id
	JOIN event e ON e.id = t.event_id,
	(SELECT 1 AS seat UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) v
),
pl AS (
	SELECT k.*, (s1 > played) + (s2 > played) + (s3 > played) + (s4 > played) AS above,
	    (s1 = played) + (s2 = played) + (s3 = played) + (s4 = played) AS tied
	FROM k
),
b AS (
	SELECT table_id, seat, above + 1 AS place,
	    CASE WHEN tie_mode = 'best' THEN 12 * (CASE above WHEN 0 THEN big1 WHEN 1 THEN big2
	            WHEN 2 THEN big3 ELSE big4 END)
	        WHEN tie_mode = 'worst' THEN 12 * (CASE above + tied WHEN 1 THEN big1
	            WHEN 2 THEN big2 WHEN 3 THEN big3 ELSE big4 END)
	        ELSE 12 * ((CASE above + tied WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)
	          - (CASE above WHEN 0 THEN 0 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)) / tied
	    END AS big12
	FROM pl
)
SELECT table_id,
    max(big12) FILTER (WHERE seat = 1) AS t1, max(big12) FILTER (WHERE seat = 2) AS t2,
    max(big12) FILTER (WHERE seat = 3) AS t3, max(big12) FILTER (WHERE seat = 4) AS t4,
    max(place) FILTER (WHERE seat = 1) AS p1, max(place) FILTER (WHERE seat = 2) AS p2,
    max(place) FILTER (WHERE seat = 3) AS p3, max(place) FILTER (WHERE seat = 4) AS p4
FROM b GROUP BY table_id;

CREATE TRIGGER table_total_points AFTER UPDATE OF s1, s2, s3, s4 ON table_total
BEGIN
	UPDATE table_total SET (t1, t2, t3, t4, p1, p2, p3, p4) =
	    (SELECT t1, t2, t3, t4, p1, p2, p3, p4 FROM table_total_calc c
	     WHERE c.table_id = NEW.table_id)
	WHERE table_id = NEW.table_id;
END;

-- The tables made before this migration.
UPDATE table_total SET (t1, t2, t3, t4, p1, p2, p3, p4) =
    (SELECT t1, t2, t3, t4, p1, p2, p3, p4 FROM table_total_calc c
     WHERE c.table_id = table_total.table_id);

-- The standings read seats by table of an event.
-- table_result now reads the kept columns instead of recomputing them.
DROP VIEW IF EXISTS table_result;
CREATE VIEW table_result AS
SELECT t.event_id, t.session, t.number, t.id AS table_id, s.seat, s.player_id, s.absent,
    t.seated < 4 OR t.absent > 0 AS short,
    CASE WHEN t.seated < 4 OR t.absent > 0 THEN (CASE WHEN s.absent THEN 0 ELSE e.absent_small END)
        ELSE CASE s.seat WHEN 1 THEN x.s1 WHEN 2 THEN x.s2 WHEN 3 THEN x.s3 ELSE x.s4 END
    END AS small,
    CASE WHEN t.seated < 4 OR t.absent > 0 THEN NULL
        ELSE CASE s.seat WHEN 1 THEN x.p1 WHEN 2 THEN x.p2 WHEN 3 THEN x.p3 ELSE x.p4 END
    END AS place,
    CASE WHEN t.seated < 4 OR t.absent > 0 THEN (CASE WHEN s.absent THEN 0 ELSE 12 * e.absent_big END)
        ELSE CASE s.seat WHEN 1 THEN x.t1 WHEN 2 THEN x.t2 WHEN 3 THEN x.t3 ELSE x.t4 END
    END AS big12
FROM seat s JOIN play_table t ON t.id = s.table_id JOIN table_total x ON x.table_id = t.id
JOIN event e ON e.id = t.event_id
WHERE s.player_id IS NOT NULL AND (x.deals > 0 OR t.seated < 4 OR t.absent > 0);
