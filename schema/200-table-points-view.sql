-- 200-table-points-view: table_total_calc, the definition of a table's
-- table points and places (060), computed on one row a table instead of
-- four rows a table grouped back into one (issue 31). The four seats' rows
-- and their GROUP BY cost about 17,000 instructions a seat: the bulk load
-- sets the kept points of its new tables from this view, and `referee
-- verify` compares every table's with it. The rule does not change: above
-- (aN) is the seats with more small points than seat N, tied (nN) the seats
-- with as many, seat N included; the place is above + 1; the table points
-- are those of 060's three tie modes, the same expressions. Every value is
-- the same as 060's view gave (tests/cli/table_points_view.t compares the
-- two over every tie pattern and mode). The triggers that read the view
-- (table_total_points) read it by table, as before.
DROP VIEW table_total_calc;
CREATE VIEW table_total_calc AS
WITH k AS (
	SELECT x.table_id, x.s1, x.s2, x.s3, x.s4, e.tie_mode, e.big1, e.big2, e.big3, e.big4
	FROM table_total x JOIN play_table t ON t.id = x.table_id
	JOIN event e ON e.id = t.event_id
),
pl AS (
	SELECT k.*,
	    (s2 > s1) + (s3 > s1) + (s4 > s1) AS a1,
	    1 + (s2 = s1) + (s3 = s1) + (s4 = s1) AS n1,
	    (s1 > s2) + (s3 > s2) + (s4 > s2) AS a2,
	    1 + (s1 = s2) + (s3 = s2) + (s4 = s2) AS n2,
	    (s1 > s3) + (s2 > s3) + (s4 > s3) AS a3,
	    1 + (s1 = s3) + (s2 = s3) + (s4 = s3) AS n3,
	    (s1 > s4) + (s2 > s4) + (s3 > s4) AS a4,
	    1 + (s1 = s4) + (s2 = s4) + (s3 = s4) AS n4
	FROM k
)
SELECT table_id,
    CASE WHEN tie_mode = 'best' THEN 12 * (CASE a1 WHEN 0 THEN big1 WHEN 1 THEN big2
	            WHEN 2 THEN big3 ELSE big4 END)
	        WHEN tie_mode = 'worst' THEN 12 * (CASE a1 + n1 WHEN 1 THEN big1
	            WHEN 2 THEN big2 WHEN 3 THEN big3 ELSE big4 END)
	        ELSE 12 * ((CASE a1 + n1 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)
	          - (CASE a1 WHEN 0 THEN 0 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)) / n1
	    END AS t1,
    CASE WHEN tie_mode = 'best' THEN 12 * (CASE a2 WHEN 0 THEN big1 WHEN 1 THEN big2
	            WHEN 2 THEN big3 ELSE big4 END)
	        WHEN tie_mode = 'worst' THEN 12 * (CASE a2 + n2 WHEN 1 THEN big1
	            WHEN 2 THEN big2 WHEN 3 THEN big3 ELSE big4 END)
	        ELSE 12 * ((CASE a2 + n2 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)
	          - (CASE a2 WHEN 0 THEN 0 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)) / n2
	    END AS t2,
    CASE WHEN tie_mode = 'best' THEN 12 * (CASE a3 WHEN 0 THEN big1 WHEN 1 THEN big2
	            WHEN 2 THEN big3 ELSE big4 END)
	        WHEN tie_mode = 'worst' THEN 12 * (CASE a3 + n3 WHEN 1 THEN big1
	            WHEN 2 THEN big2 WHEN 3 THEN big3 ELSE big4 END)
	        ELSE 12 * ((CASE a3 + n3 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)
	          - (CASE a3 WHEN 0 THEN 0 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)) / n3
	    END AS t3,
    CASE WHEN tie_mode = 'best' THEN 12 * (CASE a4 WHEN 0 THEN big1 WHEN 1 THEN big2
	            WHEN 2 THEN big3 ELSE big4 END)
	        WHEN tie_mode = 'worst' THEN 12 * (CASE a4 + n4 WHEN 1 THEN big1
	            WHEN 2 THEN big2 WHEN 3 THEN big3 ELSE big4 END)
	        ELSE 12 * ((CASE a4 + n4 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)
	          - (CASE a4 WHEN 0 THEN 0 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)) / n4
	    END AS t4,
    a1 + 1 AS p1, a2 + 1 AS p2, a3 + 1 AS p3, a4 + 1 AS p4
FROM pl;
