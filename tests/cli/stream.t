# Streaming (issue 13, referee(1) "Trust and the league night"): every
# reader holds one record at a time, whatever the size of its input, and
# refuses input over a limit at its line and column without reading on.
# The limits are in referee-notation(5), "Limits".

Records are read one at a time, each by a reader of its own: a ruling in the
third game of a file still names its line in the file.

$ { cat $EXAMPLES/rybareni/paluba-2p.ryb $EXAMPLES/rybareni/paluba-2p.ryb; sed 's/^2: -, 2-5$/2: -, 6-6/' $EXAMPLES/rybareni/paluba-2p.ryb; } > three.ryb && referee check three.ryb
three.ryb:84:7: drew 6-6, but the next tile of the wall is 2-5 (§1, the wall)
[1]

$ referee rybareni check --format csv - < three.ryb
player,tiles,big,small,rounded,total,place
Matěj Baťha,24,308,11,20,328,1
Dědek,32,148,32,40,188,2
Matěj Baťha,24,308,11,20,328,1
Dědek,32,148,32,40,188,2
Matěj Baťha,24,308,11,20,328,1
Dědek,32,148,32,40,188,2
! referee: <stdin>:84:7: turn 6 player 2: drew 6-6, but the next tile of the wall is 2-5 (§1, the wall)
[1]

A parse error far into a file of many records has its own line.

$ for i in 1 2 3 4 5; do cat $EXAMPLES/flota/game.flota; echo; done > bad.flota && echo '1 P: x F6 maybe' >> bad.flota && referee flota check bad.flota
! referee: bad.flota:96:11: expected the answer: pudło, oparzony TYPES or trafiony [TYPE], not 'maybe'
[2]

flota check reads its input twice (nothing is printed before a parse error is
found): standard input is copied once to a temporary file, never held in
memory.

$ cat bad.flota | referee flota check -
! referee: <stdin>:96:11: expected the answer: pudło, oparzony TYPES or trafiony [TYPE], not 'maybe'
[2]

$ for i in 1 2; do cat $EXAMPLES/flota/game.flota; echo; done > two.flota && referee flota check two.flota > a.txt && referee flota check - < two.flota | sed 's/^<stdin>,/two.flota,/' > b.txt && cmp a.txt b.txt && grep -c 'no rule broken' a.txt
2

Ten thousand games (6 MB) are judged in a few megabytes: the whole file was
held before, with every turn of every game (about 130 MB). (Under
AddressSanitizer freed memory waits in a quarantine of 256 MB: none here.)

$ awk -v n=10000 -v f=$EXAMPLES/flota/game.flota 'BEGIN { while ((getline l < f) > 0) t = t l "\n"; for (i = 0; i < n; i++) printf "%s\n", t }' > big.flota && ASAN_OPTIONS=quarantine_size_mb=0${ASAN_OPTIONS:+:$ASAN_OPTIONS} /usr/bin/time -f %M -o rss.txt referee check big.flota && awk '{ if ($1 < 65536) print "bounded"; else print "peak RSS " $1 " kB" }' rss.txt
big.flota: Flota, no rule broken
bounded

Its CSV rows are printed as each game is judged (280,000 rows here): they were
all collected first (about 120 MB).

$ ASAN_OPTIONS=quarantine_size_mb=0${ASAN_OPTIONS:+:$ASAN_OPTIONS} /usr/bin/time -f %M -o rss.txt referee flota check -f csv big.flota > big.csv && awk '{ if ($1 < 65536) print "bounded"; else print "peak RSS " $1 " kB" }' rss.txt && wc -l < big.csv && tail -1 big.csv
bounded
280001
,,,end,,1,,,big.flota,189999

rybareni add reads its files one record at a time too, twice: every game is
judged first, and only if none breaks a rule are they stored, in one
transaction. Twenty thousand games (16 MB), the last one broken: the whole
file and every game were held before (about 110 MB).

$ referee --db ryb.db event add --game rybareni Paluba > /dev/null && awk -v n=20000 -v f=$EXAMPLES/rybareni/paluba-2p.ryb 'BEGIN { while ((getline l < f) > 0) t = t l "\n"; for (i = 0; i < n; i++) printf "%s\n", t }' > big.ryb && sed 's/^2: -, 2-5$/2: -, 6-6/' $EXAMPLES/rybareni/paluba-2p.ryb >> big.ryb && ASAN_OPTIONS=quarantine_size_mb=0${ASAN_OPTIONS:+:$ASAN_OPTIONS} /usr/bin/time -f %M -o rss.txt referee --db ryb.db rybareni add Paluba big.ryb; tail -1 rss.txt | awk '{ if ($1 < 65536) print "bounded"; else print "peak RSS " $1 " kB" }'
bounded
! referee: big.ryb:660020:7: turn 6 player 2: drew 6-6, but the next tile of the wall is 2-5 (§1, the wall)
! referee: Paluba: nothing added

Standard input is copied first (in memory when small), never read inside the
write transaction; the games are numbered in the order read.

$ cat $EXAMPLES/rybareni/paluba-2p.ryb $EXAMPLES/rybareni/paluba-3p.ryb | referee --db ryb.db rybareni add Paluba - && referee --db ryb.db rybareni games Paluba -f csv | cut -d, -f1-3
-: game 1: Matěj Baťha 328, Dědek 188
-: game 2: Jana Nováková 144, Petr Říha 204, Zdeněk Šťastný 246
game,position,player
1,1,Matěj Baťha
1,2,Dědek
2,1,Jana Nováková
2,2,Petr Říha
2,3,Zdeněk Šťastný

A record over 1 MiB is refused at the line and column of its first byte over
the limit, the rest unread.

$ { cat $EXAMPLES/flota/game.flota; awk 'BEGIN { for (i = 0; i < 120000; i++) print "1 P: > C5" }'; } > long.flota && referee check long.flota
! referee: long.flota:104816:3: a record longer than 1048576 bytes
[2]

A file of one record (.gdr, .mm, .battle, a board, a fleet, a ruleset) is
read up to the same limit.

$ { cat $EXAMPLES/dice/hel-czworo.gdr; awk 'BEGIN { for (i = 0; i < 100000; i++) print "Anna: 1 1 1 1 1 -> ones" }'; } > long.gdr && referee dice check long.gdr; referee check long.gdr
! referee: long.gdr:43589:6: a file of one record longer than 1048576 bytes
! referee: long.gdr:43589:6: a file of one record longer than 1048576 bytes
[2]

$ awk 'BEGIN { for (i = 0; i < 100000; i++) print "# a comment" }' > big.rules && referee ruleset show big.rules
! referee: big.rules:87382:5: a file of one record longer than 1048576 bytes
[2]

deal add --file reads a copy of its file, record by record, and never the
named file inside the write transaction; standard input too.

$ cp $EXAMPLES/gp3-table4.bdn . && referee deal add --file - < gp3-table4.bdn | tail -1 && referee verify
deal 8: gran, Stary 2, 61 eyes: Stary wins z wyjściem: -4 +12 -4 -4
ok

A CSV field whose quote never closes is refused once it is over the field
limit, not at the end of the file.

$ { printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\nX,1,1,1,"A\n'; awk 'BEGIN { for (i = 0; i < 200000; i++) print "abcdefghij," }'; } > open.csv && referee import open.csv
! referee: open.csv:5805: a field longer than 65536 bytes
[2]

$ { printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\n'; awk 'BEGIN { for (i = 0; i < 300; i++) printf "x,"; print "" }'; } > wide.csv && referee import wide.csv
! referee: wide.csv:2: more than 256 fields in a record
[2]
