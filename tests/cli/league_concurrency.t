# Eight writers at eight tables of one database file at the same time (WAL,
# busy timeout, BEGIN IMMEDIATE): none fails on a locked database and every
# deal is there afterwards. The script is tests/league/concurrent.sh.

$ sh $TESTDIR/../league/concurrent.sh
writers failed: 0; locked errors: 0; deals: 320 of 320; full tables: 8 of 8

$ referee --db concurrent.db protocol "Równolegle" --session 1 --table 8 -f csv | tail -1
table_points,,,,,,,,,,2.25,2.25,2.25,2.25,,,,,
