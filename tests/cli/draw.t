# referee draw: seating of sessions, four to a table (design/cli.md, "Trust and the league night").

$ referee draw --sessions 2 --seed 3 Anna Bartek Celina Darek
draw of 2 sessions for 4 players, seed 3: 6 repeated meetings (the fewest found)
session 1
  table 1: Anna, Bartek, Darek, Celina
session 2
  table 1: Darek, Bartek, Celina, Anna

The CSV of a draw is checked by awk: every player once per session, four to
a table, and no pair of players at one table twice. 16 players in 5 sessions,
20 and 24 in 5, 28 in 6, 32 in 7, 36 in 8 and 40 in 9.

$ for np in 16:5 20:5 24:5 28:6 32:7 36:8 40:9; do n=${np%:*} s=${np#*:}; referee draw -f csv --sessions $s --seed 11 $(seq -f 'P%g' $n) | awk -F, -v n=$n -v s=$s 'NR > 1 { seen[$1 "," $4]++; t[$1 "," $2] = t[$1 "," $2] " " $4; rows++ } END { for (k in seen) if (seen[k] != 1) bad++; for (k in t) { m = split(t[k], p, " "); if (m != 4) bad++; for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) { a = p[i] < p[j] ? p[i] "," p[j] : p[j] "," p[i]; if (met[a]++) rep++ } } printf "%d players, %d sessions: %d rows, %d bad, %d repeats\n", n, s, rows, bad, rep + 0 }'; done
16 players, 5 sessions: 80 rows, 0 bad, 0 repeats
20 players, 5 sessions: 100 rows, 0 bad, 0 repeats
24 players, 5 sessions: 120 rows, 0 bad, 0 repeats
28 players, 6 sessions: 168 rows, 0 bad, 0 repeats
32 players, 7 sessions: 224 rows, 0 bad, 0 repeats
36 players, 8 sessions: 288 rows, 0 bad, 0 repeats
40 players, 9 sessions: 360 rows, 0 bad, 0 repeats

The same seed draws the same seating.

$ referee draw -f csv --sessions 3 --seed 5 $(seq -f 'P%g' 12) > a.csv && referee draw -f csv --sessions 3 --seed 5 $(seq -f 'P%g' 12) | cmp - a.csv && echo same
same

$ referee draw Anna Bartek Celina
! referee: draw: a multiple of 4 players (4 to 400) expected, 3 given
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
