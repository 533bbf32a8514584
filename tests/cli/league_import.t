# League import and export (referee-notation(5) "League import"): columns by name,
# all or nothing, every bad row listed with its line; an export imports again
# to the same standings. A failed command leaves the database byte for byte
# as it was (compared with sqlite3 .dump).

$ SOURCE_DATE_EPOCH=1773480000 REFEREE=referee sh $EXAMPLES/league/build.sh league.db | sed "s|$EXAMPLES|EXAMPLES|"
event 'GP Kartuzy' added (ruleset psb)
event 'GP Puck' added (ruleset psb)
team 'KS Kartuzy' added (5 players)
team 'Gryf Puck' added (5 players)
team 'Rybacy Jastarnia' added (5 players)
team 'Baśka Luzino' added (5 players)
EXAMPLES/league/deals.csv: 240 deals imported
version 2 deal 7: zwykła, Starzy 2+4, 73 eyes:
  Starzy win z wyjściem: -1 +1 -1 +1
standings moved:
  Jan Formela: rank 9 → 8
  Małgorzata Necel: rank 10 → 9
  Marek Stenka: rank 15 → 10
  Krystyna Lewna: rank 8 → 11
  Andrzej Klein: rank 13 → 12
  Zofia Konkel: rank 11 → 13
  Anna Labuda: rank 12 → 14
  Ewa Bolda: rank 14 → 15

The import (triggers off, totals recomputed per table) and the corrections
(triggers on) leave every table's totals equal to the sum of its deals.

$ sqlite3 league.db "SELECT count(*) FROM table_total x WHERE deals <> (SELECT count(*) FROM deal d WHERE d.table_id = x.table_id AND void = 0) OR s1 <> (SELECT coalesce(sum(p1), 0) FROM deal d WHERE d.table_id = x.table_id AND void = 0) OR s3 <> (SELECT coalesce(sum(p3), 0) FROM deal d WHERE d.table_id = x.table_id AND void = 0)"
0

$ sqlite3 league.db .dump > before.sql

$ cp $TESTDIR/data/league/*.csv . && referee --db league.db import bad.csv
! referee: bad.csv:3: eyes: a number from 0 to 104 expected, not '170'
! referee: bad.csv:4: contract: zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du or baska expected, not 'poker'
! referee: bad.csv:5: zolo is a solo game: no partner
! referee: bad.csv:6: points: the protocol says +1 -1 +1 -1, the rules give -1 +1 -1 +1 (§6.3)
! referee: bad.csv:7: deal 6 is dealt by seat 2, not 3 (seat 1 deals first, then clockwise, §2.2)
! referee: bad.csv:8: deal 1 is already entered (a correction needs 'referee deal fix' with a reason)
! referee: bad.csv:9: seat4: 'Ewa', but table 1 of session 1 has 'Darek' there
! referee: bad.csv:10: seat1: 'Ala': already sits at another table in this session
! referee: bad.csv:11: 'Igor' sits in seat1 and seat2: four distinct players sit at a table
! referee: bad.csv:12: kontras: a number from 0 to 4 expected, not '5'
! referee: bad.csv:12: bok: 0 or 1 expected, not '2'
! referee: bad.csv:13: session: a number from 1 to 1000 expected, not 'x'
! referee: bad.csv:14: 18 fields, the header has 19
! referee: bad.csv: 13 rows rejected; nothing imported
[1]

$ sqlite3 league.db .dump | cmp - before.sql && echo unchanged
unchanged

$ referee --db league.db import unknown.csv
! referee: unknown.csv:1: unknown column 'score' (expected: event, session, table, deal, seat1-seat4, dealer, contract, declarer, partner, kontras, eyes, bok, points1-points4, absent)
! referee: unknown.csv:1: column 'eyes' appears twice
[2]

$ referee --db league.db import nosuch.csv
! referee: nosuch.csv: No such file or directory
[2]

$ printf 'event,session\n"GP,1\n' > broken.csv && referee --db league.db import broken.csv
! referee: broken.csv:1: column 'table' is missing
! referee: broken.csv:1: column 'deal' is missing
! referee: broken.csv:1: column 'seat1' is missing
! referee: broken.csv:1: column 'seat2' is missing
! referee: broken.csv:1: column 'seat3' is missing
! referee: broken.csv:1: column 'seat4' is missing
! referee: broken.csv:1: column 'contract' is missing
! referee: broken.csv:1: column 'declarer' is missing
! referee: broken.csv:1: column 'eyes' is missing
[2]

A deal number entered twice, a correction the rules refuse, a correction of a
deal never entered and an import of deals already there leave the file untouched.

$ referee --db league.db deal add "GP Puck" --session 1 --table 1 --deal 3 --contract zolo --declarer 1 --eyes 70
! referee: deal 3 is already entered (a correction needs 'referee deal fix' with a reason)
[1]

$ referee --db league.db deal fix "GP Puck" --session 1 --table 1 --deal 3 --partner 4 --why test
! referee: the partner must be another seat than the declarer
[1]

$ referee --db league.db deal fix "GP Puck" --session 1 --table 1 --deal 17 --eyes 1 --why test
! referee: deal 17 was never entered at this table: use 'referee deal add'
[1]

$ cp $EXAMPLES/league/deals.csv ex.csv && referee --db league.db import ex.csv 2>&1 | tail -2
referee: ex.csv:241: deal 16 is already entered (a correction needs 'referee deal fix' with a reason)
referee: ex.csv: 240 rows rejected; nothing imported
[1]

$ sqlite3 league.db .dump | cmp - before.sql && echo unchanged
unchanged

Export, import into a new file, same standings.

$ referee --db league.db export --standings st1.csv deals.csv && head -3 deals.csv && wc -l < deals.csv
event,session,table,deal,seat1,seat2,seat3,seat4,dealer,contract,declarer,partner,kontras,eyes,bok,points1,points2,points3,points4,absent
GP Kartuzy,1,1,1,Tomasz Okoń,Anna Labuda,Stanisław Kąkol,Teresa Gruchała,1,wesele,4,2,2,55,0,-4,4,-4,4,
GP Kartuzy,1,1,2,Tomasz Okoń,Anna Labuda,Stanisław Kąkol,Teresa Gruchała,2,wesele,4,3,1,104,0,-6,-6,6,6,
241

$ referee --db copy.db import deals.csv
deals.csv: 240 deals imported

$ referee --db copy.db export --standings st2.csv /dev/null && cmp st1.csv st2.csv && head -4 st2.csv
rank,player,big_points,small_points,event
1,Tomasz Okoń,10,101,GP Kartuzy
2,Kazimierz Bigus,10,36,GP Kartuzy
3,Leszek Pipka,8,52,GP Kartuzy

$ referee --db league.db standings "GP Kartuzy" -f csv > a.csv && referee --db copy.db standings "GP Kartuzy" -f csv | cmp - a.csv && echo same
same

$ referee --db league.db standings --season "Liga Kaszubska 2026" --best 1 -f csv | head -4
rank,player,big_points,small_points,incomplete,tables,events
1,Tomasz Okoń,10,101,0,2,1
2,Kazimierz Bigus,10,36,0,2,1
3,Leszek Pipka,8,52,0,2,1

$ referee --db league.db standings --season "Liga Kaszubska 2026" --teams
! referee: usage: referee standings [EVENT] [--teams] | --season NAME [--best N]
!                            [-f text|csv|html]
[2]

$ referee --db league.db standings "GP Puck" --teams
GP Puck — teams
rank  team              big_points  small_points  players
   1  KS Kartuzy                18           166        5
   2  Gryf Puck                 12             0        5
   3  Baśka Luzino               8            11        5
   4  Rybacy Jastarnia           7           -40        5

$ referee --db league.db event list -f csv
event,date,game,season,deals,ruleset,sessions,tables,played
GP Kartuzy,2026-03-14,baska,Liga Kaszubska 2026,16,psb,2,10,160
GP Puck,2026-04-18,baska,Liga Kaszubska 2026,16,psb,1,5,80

$ sqlite3 league.db 'PRAGMA user_version = 9999' && referee --db league.db standings "GP Puck"
! referee: league.db: made by a newer referee (schema version 9999, this one knows 200): refusing to touch it
[3]


A seat name the database refuses (a space at its start kept by the quotes)
is a refused row at its line and column, exit 2,
and nothing is stored: not the row before it, not the players. A NUL byte
in a name is refused by the CSV reader at its line and column.

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,partner,eyes\nGP Hel,1,1,1,Bob,Ann,Cyd,Dan,zwykla,1,3,70\nGP Hel,1,2,1,Eve,Fay," Jan",Hal,zwykla,1,3,70\n' > space.csv && referee --db fresh.db import space.csv
! referee: space.csv:3:22: seat3: a player name must not be empty or start or end with a space: ' Jan'
! referee: space.csv: 1 row rejected; nothing imported
[2]

$ referee --db fresh.db player list -f csv; referee --db fresh.db event list -f csv
player,club,licence,team
event,date,game,season,deals,ruleset,sessions,tables,played

$ referee --db fresh.db import - < $TESTDIR/../fuzz/regress/import/player-name-nul
! referee: <stdin>:2:19: binary data (a NUL byte) in a CSV file
[2]
