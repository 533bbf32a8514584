# Migration 200 redefines table_total_calc (the table points and places of a
# table from its small points) on one row a table instead of four grouped
# back into one (issue 31). The two definitions give the same values, of the
# same types: 060's view and 200's, taken from the schema files, over every
# pattern of ties of small points -3..3 at four seats (2,401 tables), under
# each tie mode and four scales of table points.

$ sed -n '/^CREATE VIEW table_total_calc AS/,/^FROM b GROUP BY table_id;$/p' $EXAMPLES/../schema/060-standings.sql | sed 's/VIEW table_total_calc/VIEW calc_060/' > old.sql && sed -n '/^CREATE VIEW table_total_calc AS/,$p' $EXAMPLES/../schema/200-table-points-view.sql | sed 's/VIEW table_total_calc/VIEW calc_200/' > new.sql && grep -c 'GROUP BY' old.sql new.sql
old.sql:1
new.sql:0

$ sqlite3 t.db "CREATE TABLE event (id INTEGER PRIMARY KEY, tie_mode TEXT NOT NULL, big1 INTEGER NOT NULL, big2 INTEGER NOT NULL, big3 INTEGER NOT NULL, big4 INTEGER NOT NULL); CREATE TABLE play_table (id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL); CREATE TABLE table_total (table_id INTEGER PRIMARY KEY, s1 INTEGER NOT NULL, s2 INTEGER NOT NULL, s3 INTEGER NOT NULL, s4 INTEGER NOT NULL); WITH m(mode) AS (VALUES ('average'), ('best'), ('worst')), b(b1, b2, b3, b4) AS (VALUES (5, 3, 1, 0), (4, 2, 1, 0), (7, 3, 2, 1), (12, 7, 3, 0)) INSERT INTO event (tie_mode, big1, big2, big3, big4) SELECT mode, b1, b2, b3, b4 FROM m, b; WITH RECURSIVE v(x) AS (SELECT -3 UNION ALL SELECT x + 1 FROM v WHERE x < 3) INSERT INTO table_total (s1, s2, s3, s4) SELECT a.x, b.x, c.x, d.x FROM v a, v b, v c, v d, event e ORDER BY e.id, a.x, b.x, c.x, d.x; INSERT INTO play_table (id, event_id) SELECT table_id, (table_id - 1) / 2401 + 1 FROM table_total" < /dev/null && sqlite3 t.db < old.sql && sqlite3 t.db < new.sql && sqlite3 t.db "SELECT count(*), count(DISTINCT t1 || ' ' || t2 || ' ' || t3 || ' ' || t4) FROM calc_060"
28812|674

$ sqlite3 t.db "SELECT table_id, t1, typeof(t1), t2, typeof(t2), t3, typeof(t3), t4, typeof(t4), p1, typeof(p1), p2, typeof(p2), p3, typeof(p3), p4, typeof(p4) FROM calc_060 ORDER BY table_id" > old.txt && sqlite3 t.db "SELECT table_id, t1, typeof(t1), t2, typeof(t2), t3, typeof(t3), t4, typeof(t4), p1, typeof(p1), p2, typeof(p2), p3, typeof(p3), p4, typeof(p4) FROM calc_200 ORDER BY table_id" > new.txt && cmp old.txt new.txt && wc -l < new.txt
28812
