# Rybaření events in the league database: event add --game rybareni, rybareni add
# (all or nothing), games and standings (ties share a place), kept in the generic store
# (schema/160-game-results.sql, 170-ryb-results.sql).

A Rybaření event keeps the club's games; a game is added from its record only when
every record given reads and breaks no rule (all or nothing: the database is then
unchanged byte for byte).

$ referee --db ryb.db event add "Paluba 2026" --game rybareni --date 2026-11-20
event 'Paluba 2026' added (rybareni, ruleset rybareni)

$ set -o pipefail; sqlite3 ryb.db .dump > before.sql; referee --db ryb.db rybareni add "Paluba 2026" $EXAMPLES/rybareni/paluba-2p.ryb $TESTDIR/data/ryb-disputed.ryb 2>&1 | sed "s|$TESTDIR/||"
referee: data/ryb-disputed.ryb:14:4: turn 3 player 2: 2-3 and 1-6 do not pair: 5 and 7 pips (§4, pairing)
referee: data/ryb-disputed.ryb:20:4: turn 6 player 2: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
referee: data/ryb-disputed.ryb:22:4: turn 7 player 2: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
referee: data/ryb-disputed.ryb:22:7: turn 7 player 2: drawn 1-1 could catch 1-1 on the table, but was laid on the table (§4, compulsory)
referee: data/ryb-disputed.ryb:23:4: turn 8 player 1: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
referee: data/ryb-disputed.ryb:25:4: turn 9 player 1: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
referee: data/ryb-disputed.ryb:27:4: turn 10 player 1: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
referee: data/ryb-disputed.ryb:28:4: turn 10 player 2: could pair 1-3 from the hand with 1-3 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
referee: data/ryb-disputed.ryb:30:4: turn 11 player 2: could pair 1-3 from the hand with 1-3 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
referee: data/ryb-disputed.ryb:31:13: turn 12 player 1: drawn 1-4 could catch 1-4 on the table, but was laid on the table (§4, compulsory)
referee: Paluba 2026: nothing added
[1]

$ sqlite3 ryb.db .dump | cmp - before.sql && echo unchanged
unchanged

$ set -o pipefail; referee --db ryb.db rybareni add "Paluba 2026" $TESTDIR/data/ryb-7-7.ryb 2>&1 | sed "s|$TESTDIR/||"
referee: data/ryb-7-7.ryb:6:53: expected a tile such as 2-4 (pips 1 to 6 on each half), not '7-7'
referee: Paluba 2026: nothing added
[2]

$ sqlite3 ryb.db .dump | cmp - before.sql && echo unchanged
unchanged

The two example games, then a third with the players of the first swapped, so that two
players tie.

$ cp $EXAMPLES/rybareni/*.ryb . && referee --db ryb.db rybareni add --by Dědek "Paluba 2026" paluba-2p.ryb paluba-3p.ryb
paluba-2p.ryb: game 1: Matěj Baťha 328, Dědek 188
paluba-3p.ryb: game 2: Jana Nováková 144, Petr Říha 204, Zdeněk Šťastný 246

$ sed 's/^\[Players .*/[Players "Dědek; Matěj Baťha"]/' paluba-2p.ryb > swapped.ryb && referee --db ryb.db rybareni add "Paluba 2026" swapped.ryb
swapped.ryb: game 3: Dědek 328, Matěj Baťha 188

The same record twice is refused, and a record naming another ruleset.

$ referee --db ryb.db rybareni add "Paluba 2026" paluba-3p.ryb
! referee: paluba-3p.ryb: this record is already a game of the event; nothing added
[1]

$ sed '1a [Ruleset "tiu-u"]' paluba-3p.ryb > tiu.ryb; referee --db ryb.db rybareni add "Paluba 2026" tiu.ryb
! referee: tiu.ryb:2:11: Ruleset 'tiu-u' is not the event's ruleset
! referee: Paluba 2026: nothing added
[1]

Games and standings; equal totals share a place.

$ referee --db ryb.db rybareni games "Paluba 2026" -f csv
game,position,player,tiles,big,small,rounded,total,place
1,1,Matěj Baťha,24,308,11,20,328,1
1,2,Dědek,32,148,32,40,188,2
2,1,Jana Nováková,16,124,20,20,144,3
2,2,Petr Říha,22,184,17,20,204,2
2,3,Zdeněk Šťastný,20,236,8,10,246,1
3,1,Dědek,24,308,11,20,328,1
3,2,Matěj Baťha,32,148,32,40,188,2

$ referee --db ryb.db standings "Paluba 2026"
Paluba 2026 (Rybaření, ruleset rybareni)
rank  player          total  games  wins
   1  Dědek             516      2     1
   1  Matěj Baťha       516      2     1
   3  Zdeněk Šťastný    246      1     1
   4  Petr Říha         204      1     0
   5  Jana Nováková     144      1     0

$ referee --db ryb.db rybareni standings "Paluba 2026" -f csv
rank,player,total,games,wins
1,Dědek,516,2,1
1,Matěj Baťha,516,2,1
3,Zdeněk Šťastný,246,1,1
4,Petr Říha,204,1,0
5,Jana Nováková,144,1,0

The database refuses what no game can hold, whoever writes (and the standings stay as they were).

$ sqlite3 ryb.db "UPDATE game_result_seat SET points = 1000 WHERE result_id = 1 AND seat = 1" 2>&1 | grep -o "the players and points.*never change"
the players and points of a stored game never change
[19]

$ sqlite3 ryb.db "UPDATE game_result_value SET value = 1000 WHERE result_id = 1 AND seat = 1 AND key = 'big'" 2>&1 | grep -o "the players and points.*never change"
the players and points of a stored game never change
[19]

$ sqlite3 ryb.db "DELETE FROM game_result WHERE number = 1" 2>&1 | grep -o "a stored game is never changed or deleted"
a stored game is never changed or deleted
[19]

$ sqlite3 ryb.db "PRAGMA foreign_keys=ON; INSERT INTO game_result (event_id, number, players, record, entry_id) VALUES (1, 9, 2, 'x', 1); INSERT INTO game_result_seat VALUES (last_insert_rowid(), 1, 1, 10, 2), (last_insert_rowid(), 2, 2, 0, 1)" 2>&1 | grep -o "the places.*share a place)"
the places of a game follow its points (equal points share a place)
[19]

$ sqlite3 ryb.db "PRAGMA foreign_keys=ON; INSERT INTO game_result_seat VALUES (1, 3, 3, 0, 3)" 2>&1 | grep -o "a game has its players in seats 1..players"
a game has its players in seats 1..players
[19]

Rybaření games belong to Rybaření events.

$ referee --db ryb.db rybareni standings "Paluba 2026" -f csv | head -2
rank,player,total,games,wins
1,Dědek,516,2,1

$ referee --db ryb.db event add Liga --deals 4 >/dev/null && referee --db ryb.db rybareni add Liga paluba-2p.ryb
! referee: event 'Liga' is a baska event; Rybaření games belong to an event added with 'referee event add --game rybareni'
[2]

$ referee --db ryb.db event add Zima --game rybareni --season 2026
! referee: --season: season standings count Baśka events only
[2]


A database made before Rybaření's games moved to the generic store (schema 160: its schema
that of schema/001 to 160, its rows those of tests/cli/data/league/ryb-160.sql, made by that
build: the two example games, a Morska Bitwa game whose id the first took, then the swapped
one) is migrated when opened: the games keep their numbers, and games, standings and verify
print what that build printed.

$ for f in $TESTDIR/../../schema/*.sql; do n=${f##*/}; [ $((10#${n%%-*})) -le 160 ] && { sqlite3 old.db < "$f" || exit 1; }; done; sqlite3 old.db < $TESTDIR/data/league/ryb-160.sql && sqlite3 old.db "PRAGMA user_version" && referee --db old.db rybareni games "Paluba 2026"
160
game  position  player          tiles  big  small  rounded  total  place
   1         1  Matěj Baťha        24  308     11       20    328      1
   1         2  Dědek              32  148     32       40    188      2
   2         1  Jana Nováková      16  124     20       20    144      3
   2         2  Petr Říha          22  184     17       20    204      2
   2         3  Zdeněk Šťastný     20  236      8       10    246      1
   3         1  Dědek              24  308     11       20    328      1
   3         2  Matěj Baťha        32  148     32       40    188      2

$ referee --db old.db standings "Paluba 2026" && referee --db old.db standings Statki
Paluba 2026 (Rybaření, ruleset rybareni)
rank  player          total  games  wins
   1  Dědek             516      2     1
   1  Matěj Baťha       516      2     1
   3  Zdeněk Šťastný    246      1     1
   4  Petr Říha         204      1     0
   5  Jana Nováková     144      1     0
Statki (Morska Bitwa, ruleset classic)
rank  player  points  games  wins
   1  Olek         2      1     1
   2  Ala          0      1     0

$ referee --db old.db verify && sqlite3 old.db "PRAGMA user_version; SELECT count(*) FROM sqlite_schema WHERE name GLOB 'ryb_*'"
ok
200
0

$ cp paluba-3p.ryb again.ryb && referee --db old.db rybareni add "Paluba 2026" again.ryb
! referee: again.ryb: this record is already a game of the event; nothing added
[1]
