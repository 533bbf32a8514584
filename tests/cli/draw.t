# referee draw: seating of sessions, four to a table (referee(1), "Trust and the league night"
# and "Trust, second round ...": any number of players, sit-outs, the certificate).

$ referee draw --sessions 2 --seed 3 Anna Bartek Celina Darek
draw of 2 sessions for 4 players, seed 3: 6 repeated meetings (the fewest found)
session 1
  table 1: Bartek, Anna, Darek, Celina
session 2
  table 1: Anna, Darek, Celina, Bartek
max meetings: 2

The CSV of a draw is checked by awk (tests/cli/data/draw-check.awk): every
player once per session, four to a table, sit-outs even, and the
certificate `max meetings` recomputed from the rows. The best known
schedules with no repeated meeting: 16 players in 5 sessions (the affine
plane of order 4), 20 in 5, 24 in 7, 28 in 9 and 40 in 13 (every pair
meets exactly once), 32 in 10 (the published 8-4-10 schedule) and 36 in 11
(the most possible, 35 / 3), each from several seeds. Fewer sessions take
the first of the design's.

$ for np in 16:5 20:5 24:7 28:9 32:10 36:11 40:13 40:6 32:7; do n=${np%:*} s=${np#*:}; for seed in 1 11; do [ $n -lt 36 ] || [ $n = 40 ] || [ $seed = 1 ] || continue; referee draw -f csv --sessions $s --seed $seed $(seq -f 'P%g' $n) | awk -v n=$n -f $TESTDIR/data/draw-check.awk; done; done | sort -u
16 players, 5 sessions: 80 rows, 0 sitting out, 0 bad, max meetings 1 (certificate ok)
20 players, 5 sessions: 100 rows, 0 sitting out, 0 bad, max meetings 1 (certificate ok)
24 players, 7 sessions: 168 rows, 0 sitting out, 0 bad, max meetings 1 (certificate ok)
28 players, 9 sessions: 252 rows, 0 sitting out, 0 bad, max meetings 1 (certificate ok)
32 players, 10 sessions: 320 rows, 0 sitting out, 0 bad, max meetings 1 (certificate ok)
32 players, 7 sessions: 224 rows, 0 sitting out, 0 bad, max meetings 1 (certificate ok)
36 players, 11 sessions: 396 rows, 0 sitting out, 0 bad, max meetings 1 (certificate ok)
40 players, 13 sessions: 520 rows, 0 sitting out, 0 bad, max meetings 1 (certificate ok)
40 players, 6 sessions: 240 rows, 0 sitting out, 0 bad, max meetings 1 (certificate ok)

Past the optimum the repeats come last and are spread: 16 players in 8
sessions meet nobody twice in the first five, and no pair meets three times.

$ referee draw -f csv --sessions 8 --seed 4 $(seq -f 'P%g' 16) > d8.csv && awk -v n=16 -f $TESTDIR/data/draw-check.awk d8.csv && awk -F, 'NR == 1 || $1 <= 5' d8.csv | awk -v n=16 -f $TESTDIR/data/draw-check.awk
16 players, 8 sessions: 128 rows, 0 sitting out, 0 bad, max meetings 2 (certificate ok)
16 players, 5 sessions: 80 rows, 0 sitting out, 0 bad, max meetings 1

Any number of players from 4: those over a multiple of 4 sit out in turn,
nobody twice before everyone once. Six players in two sessions cannot do
without one repeated meeting (the two who play both sit together twice);
17, 18, 21 and 22 players in four sessions can:

$ referee draw --sessions 2 --seed 5 Ala Bea Cyl Dan Ewa Fil
draw of 2 sessions for 6 players, seed 5: 1 repeated meeting (the fewest found)
session 1
  table 1: Bea, Ewa, Dan, Fil
  sitting out: Ala, Cyl
session 2
  table 1: Fil, Cyl, Ala, Ewa
  sitting out: Bea, Dan
max meetings: 2

$ for n in 17 18 21 22; do referee draw -f csv --sessions 4 --seed 2 $(seq -f 'P%g' $n) | awk -v n=$n -f $TESTDIR/data/draw-check.awk; done
17 players, 4 sessions: 68 rows, 4 sitting out, 0 bad, max meetings 1 (certificate ok)
18 players, 4 sessions: 72 rows, 8 sitting out, 0 bad, max meetings 1 (certificate ok)
21 players, 4 sessions: 84 rows, 4 sitting out, 0 bad, max meetings 1 (certificate ok)
22 players, 4 sessions: 88 rows, 8 sitting out, 0 bad, max meetings 1 (certificate ok)

$ referee draw -f csv --sessions 1 --seed 5 A B C D E | tail -2
1,,,C
max meetings: 1

The same seed draws the same seating.

$ referee draw -f csv --sessions 3 --seed 5 $(seq -f 'P%g' 12) > a.csv && referee draw -f csv --sessions 3 --seed 5 $(seq -f 'P%g' 12) | cmp - a.csv && echo same
same

$ referee draw Anna Bartek Celina
! referee: draw: 4 to 400 players expected, 3 given
[2]

$ referee draw Anna Bartek Łucja lucja
! referee: draw: 'Łucja' and 'lucja' are the same player
[2]

$ referee draw --sessions 0 A B C D
! referee: draw: --sessions: a number from 1 to 64 expected
[2]

$ referee draw A B C "$(printf 'D\033[2J')"
! referee: draw: player 4: column 2: control character U+001B is not allowed
[2]

$ referee draw --replan-from 2 A B C D
! referee: draw: --replan-from needs --event
[2]

An evening re-planned after a drop-out: 16 players drawn for 5 sessions of
the event; after session 2 P6 leaves, and sessions 3 to 5 are planned again
for the 15 who stay (3 tables, 3 sitting out each session). Nobody meets
anyone twice over the whole evening (the certificate counts sessions 1 and
2), the sit-outs are even, and verify agrees with what was stored.

$ referee event add Wieczór --deals 4 > /dev/null && referee draw --event Wieczór --new -f csv --sessions 5 --seed 3 $(seq -f 'P%g' 16) | tail -1
max meetings: 1

$ referee draw --event Wieczór --replan-from 3 -f csv --sessions 3 --seed 3 $(seq -f 'P%g' 16 | grep -vx P6) > re.csv && awk -F, 'NR > 1 && $1 != "max meetings: 1" { print $1 }' re.csv | sort | uniq -c | sed 's/^ *//' && tail -1 re.csv
15 3
15 4
15 5
max meetings: 1

$ referee session Wieczór 3
Wieczór — session 3
table  deals  complete  zero-sum
    1    0/4  no        ok
       1 P3, 2 P5, 3 P12, 4 P4
    2    0/4  no        ok
       1 P9, 2 P13, 3 P16, 4 P14
    3    0/4  no        ok
       1 P7, 2 P10, 3 P11, 4 P2
    4    0/4  no        ok
       1 -, 2 -, 3 -, 4 -
4 tables, 0 complete

$ referee verify
ok

A session with deals keeps its seats: re-planning from session 3 after a
deal was entered there is refused and stores nothing.

$ referee deal add Wieczór --session 3 --table 1 --contract zwykla --declarer 1 --partner 3 --eyes 70 > /dev/null && cp referee.db before.db && referee draw --event Wieczór --replan-from 3 --sessions 3 --seed 4 $(seq -f 'P%g' 16 | grep -vx P6) > /dev/null
! referee: the table has deals: its seats cannot change
[1]

$ sqlite3 before.db .dump > a.sql && sqlite3 referee.db .dump | cmp - a.sql && referee verify
ok
