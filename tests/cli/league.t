# League database: events, seating, deal entry, corrections, protocol and
# standings (referee(1), referee-baska(7) §7). Timestamps come from SOURCE_DATE_EPOCH.

$ referee event add --date 2026-03-14 --deals 8 "GP Test"
event 'GP Test' added (ruleset psb)

$ referee event add "GP Test"
! referee: event add: event 'GP Test' exists already
[1]

$ referee event add --date 14.03.2026 "GP Zły"
! referee: --date: expected a date YYYY-MM-DD, not '14.03.2026'
[2]

$ referee table seat "GP Test" --session 1 --table 1 --new Ala Bartek Celina Darek
session 1 table 1 seated:
  seat 1: Ala
  seat 2: Bartek
  seat 3: Celina
  seat 4: Darek

$ referee table seat "GP Test" --session 1 --table 2 --new Ala Ewa Felek Gosia
! referee: 'Ala' already sits at another table in session 1
[1]

$ referee table seat "GP Test" --session 1 --table 2 --new Ewa Ewa Felek Gosia
! referee: table seat: 'Ewa' cannot take seats 1 and 2: four distinct players sit at a table
[1]

$ referee table seat "GP Test" --session 1 --table 2 --new Ewa Felek Gosia Henio
session 1 table 2 seated:
  seat 1: Ewa
  seat 2: Felek
  seat 3: Gosia
  seat 4: Henio

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Nic" --session 1 --table 1 --contract zolo --declarer 1 --eyes 70
! referee: no event 'GP Nic' in referee.db (see 'referee event list')
[2]

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Test" --session 1 --table 9 --contract zolo --declarer 1 --eyes 70
! referee: GP Test: no table 9 in session 1 (seat it with 'referee table seat')
[2]

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Test" --session 1 --table 1 --contract zolo --declarer 1 --eyes 70 --by Sędzia
deal 1: zolo, Stary 1, 70 eyes: Stary wins z wyjściem: +15 -5 -5 -5

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Test" --session 1 --table 1 --deal 1 --contract zolo --declarer 1 --eyes 70
! referee: deal 1 is already entered (a correction needs 'referee deal fix' with a reason)
[1]

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Test" --session 1 --table 1 --contract zwykla --declarer 2 --partner 2 --eyes 70
! referee: the partner must be another seat than the declarer
[1]

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Test" --session 1 --table 1 --contract zwykla --declarer 2 --eyes 70
! referee: zwykła needs a partner seat from 1 to 4
[1]

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Test" --session 1 --table 1 --contract zwykla --declarer 2 --partner 3 --eyes 105
! referee: --eyes: expected a whole number from 0 to 104, not '105'
[2]

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Test" --session 1 --table 1 --contract zwykla --declarer 2 --partner 3 --eyes 70 --dealer 1
! referee: deal 2 is dealt by seat 2, not 1 (seat 1 deals first, then clockwise, §2.2)
[1]

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Test" --session 1 --table 1 --contract zwykla --declarer 2 --partner 3 --eyes 70 --points "+1 -1 -1 +1"
! referee: deal 2: the protocol says +1 -1 -1 +1, the rules give -1 +1 +1 -1
[1]

$ for i in 2 3 4 5 6; do SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Test" --session 1 --table 1 --contract zwykla --declarer 2 --partner 3 --eyes 70 --by Sędzia || exit; done
deal 2: zwykła, Starzy 2+3, 70 eyes: Starzy win z wyjściem: -1 +1 +1 -1
deal 3: zwykła, Starzy 2+3, 70 eyes: Starzy win z wyjściem: -1 +1 +1 -1
deal 4: zwykła, Starzy 2+3, 70 eyes: Starzy win z wyjściem: -1 +1 +1 -1
deal 5: zwykła, Starzy 2+3, 70 eyes: Starzy win z wyjściem: -1 +1 +1 -1
deal 6: zwykła, Starzy 2+3, 70 eyes: Starzy win z wyjściem: -1 +1 +1 -1

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Test" --session 1 --table 1 --deal 9 --contract zwykla --declarer 2 --partner 3 --eyes 70
! referee: deal 9: a session of GP Test has 8 deals
[1]

The chain head (the last line) depends on who entered the deals; its form is checked here.

$ referee protocol "GP Test" --session 1 --table 1 | sed 's/^chain head: [0-9a-f]\{4\}\( [0-9a-f]\{4\}\)\{3\} (/chain head: HASH (/'
GP Test — session 1, table 1 (2026-03-14)
seat 1 Ala, seat 2 Bartek, seat 3 Celina, seat 4 Darek
# d contr. B St. k eyes won    level       +1 +2 +3 +4  Σ1 Σ2 Σ3  Σ4 sum
1 1 zolo     1       70 Stary  z wyjściem +15 -5 -5 -5 +15 -5 -5  -5 ok
2 2 zwykła   2+3     70 Starzy z wyjściem  -1 +1 +1 -1 +14 -4 -4  -6 ok
3 3 zwykła   2+3     70 Starzy z wyjściem  -1 +1 +1 -1 +13 -3 -3  -7 ok
4 4 zwykła   2+3     70 Starzy z wyjściem  -1 +1 +1 -1 +12 -2 -2  -8 ok
5 1 zwykła   2+3     70 Starzy z wyjściem  -1 +1 +1 -1 +11 -1 -1  -9 ok
6 2 zwykła   2+3     70 Starzy z wyjściem  -1 +1 +1 -1 +10  0  0 -10 ok
6 of 8 deals entered
small points after deal 6 of 8 and table points so far (5/3/1/0, ties share,
  §7.4):
seat  player  small points  place  table points
1     Ala              +10  1                 5
2     Bartek             0  2                 2
3     Celina             0  2                 2
4     Darek            -10  4                 0
chain head: HASH (write it on the paper sheet; any change to a
  deal changes it)
signed by key: none

$ referee protocol "GP Test" --session 1 --table 1 -f csv
deal,dealer,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4,total1,total2,total3,total4,sum
1,1,zolo,1,,0,0,70,1,1,15,-5,-5,-5,15,-5,-5,-5,0
2,2,zwykla,2,3,0,0,70,1,1,-1,1,1,-1,14,-4,-4,-6,0
3,3,zwykla,2,3,0,0,70,1,1,-1,1,1,-1,13,-3,-3,-7,0
4,4,zwykla,2,3,0,0,70,1,1,-1,1,1,-1,12,-2,-2,-8,0
5,1,zwykla,2,3,0,0,70,1,1,-1,1,1,-1,11,-1,-1,-9,0
6,2,zwykla,2,3,0,0,70,1,1,-1,1,1,-1,10,0,0,-10,0
final,,,,,,,,,,,,,,10,0,0,-10,
table_points,,,,,,,,,,5,2,2,0,,,,,

$ referee standings "GP Test" -f csv
rank,player,big_points,small_points,incomplete,tables
1,Ala,5,10,1,1
2,Bartek,2,0,1,1
2,Celina,2,0,1,1
4,Ewa,0,0,1,0
4,Felek,0,0,1,0
4,Gosia,0,0,1,0
4,Henio,0,0,1,0
8,Darek,0,-10,1,1

$ referee standings "GP Test"
GP Test
provisional:
  session 1: 2 of 2 tables incomplete
rank  player  big_points  small_points  incomplete  tables
   1  Ala              5            10           1       1
   2  Bartek           2             0           1       1
   2  Celina           2             0           1       1
   4  Ewa              0             0           1       0
   4  Felek            0             0           1       0
   4  Gosia            0             0           1       0
   4  Henio            0             0           1       0
   8  Darek            0           -10           1       1
ties on big points:
  2 Bartek / 2 Celina: equal on big points (2) and small points (0): they share
    rank 2
  4 Henio / 8 Darek: both 0 big points; separated by small points (0 > -10)

$ SOURCE_DATE_EPOCH=1773500000 referee deal fix "GP Test" --session 1 --table 1 --deal 4 --eyes 20 --by Sędzia
! referee: deal fix: --deal N and --why TEXT are required (a correction records who, when and why)
[2]

$ SOURCE_DATE_EPOCH=1773500000 referee deal fix "GP Test" --session 1 --table 1 --deal 4 --eyes 20 --by Sędzia --why "eyes of Młodzi written for Starzy"
version 2 deal 4: zwykła, Starzy 2+3, 20 eyes:
  Młodzi win bez wyjścia: +2 -2 -2 +2
standings: no rank moved

$ SOURCE_DATE_EPOCH=1773500000 referee deal fix "GP Test" --session 1 --table 1 --deal 7 --eyes 20 --why "no such deal"
! referee: deal 7 was never entered at this table: use 'referee deal add'
[1]

$ referee deal history "GP Test" --session 1 --table 1 --deal 4 -f csv
deal,version,state,void,contract,declarer,partner,kontras,bok,eyes,points1,points2,points3,points4,entered_by,entered_at,reason
4,1,superseded,,zwykla,2,3,0,0,70,-1,1,1,-1,Sędzia,2026-03-14T09:20:00Z,
4,2,current,,zwykla,2,3,0,0,20,2,-2,-2,2,Sędzia,2026-03-14T14:53:20Z,eyes of Młodzi written for Starzy

$ referee standings "GP Test" -f csv
rank,player,big_points,small_points,incomplete,tables
1,Ala,5,13,1,1
2,Bartek,2,-3,1,1
2,Celina,2,-3,1,1
4,Ewa,0,0,1,0
4,Felek,0,0,1,0
4,Gosia,0,0,1,0
4,Henio,0,0,1,0
8,Darek,0,-7,1,1

A correction that moves the ranks: deal 1 was a lost zolo.

$ SOURCE_DATE_EPOCH=1773500100 referee deal fix "GP Test" --session 1 --table 1 --deal 1 --eyes 30 --by Sędzia --why "zolo lost: 30 eyes"
version 2 deal 1: zolo, Stary 1, 30 eyes: Młodzi win z wyjściem: -15 +5 +5 +5
standings moved:
  Bartek: rank 2 → 1
  Celina: rank 2 → 1
  Darek: rank 8 → 3
  Ala: rank 1 → 8

$ referee standings "GP Test" -f csv
rank,player,big_points,small_points,incomplete,tables
1,Bartek,4,7,1,1
1,Celina,4,7,1,1
3,Darek,1,3,1,1
4,Ewa,0,0,1,0
4,Felek,0,0,1,0
4,Gosia,0,0,1,0
4,Henio,0,0,1,0
8,Ala,0,-17,1,1

$ referee deal history "GP Test" --session 1 --table 1
seat 1 Ala, seat 2 Bartek, seat 3 Celina, seat 4 Darek
every version entered by Sędzia
# v state   contr. St. k B eyes  +1 +2 +3 +4 at               why
1 1 old     zolo   1         70 +15 -5 -5 -5 2026-03-14 09:20 
1 2 current zolo   1         30 -15 +5 +5 +5 2026-03-14 14:55 [1]
2 1 current zwykła 2+3       70  -1 +1 +1 -1 2026-03-14 09:20 
3 1 current zwykła 2+3       70  -1 +1 +1 -1 2026-03-14 09:20 
4 1 old     zwykła 2+3       70  -1 +1 +1 -1 2026-03-14 09:20 
4 2 current zwykła 2+3       20  +2 -2 -2 +2 2026-03-14 14:53 [2]
5 1 current zwykła 2+3       70  -1 +1 +1 -1 2026-03-14 09:20 
6 1 current zwykła 2+3       70  -1 +1 +1 -1 2026-03-14 09:20 
why:
  [1] deal 1 version 2: zolo lost: 30 eyes
  [2] deal 4 version 2: eyes of Młodzi written for Starzy

The absent-player rule (§7.4): Ewa left table 2; the other three get 3 big
and 35 small points each, Ewa 0 and 0.

$ referee protocol "GP Test" --session 1 --table 2
GP Test — session 1, table 2 (2026-03-14)
seat 1 Ewa, seat 2 Felek, seat 3 Gosia, seat 4 Henio
no deals entered
0 of 8 deals entered
small points and table points so far (5/3/1/0, ties share, §7.4):
seat  player  small points  place  table points
1     Ewa                                      
2     Felek                                    
3     Gosia                                    
4     Henio                                    

$ referee table absent "GP Test" --session 1 --table 2 Ewa
Ewa (seat 1) absent: each present player gets the short-table points (§7.4)

$ referee protocol "GP Test" --session 1 --table 2
GP Test — session 1, table 2 (2026-03-14)
seat 1 Ewa, seat 2 Felek, seat 3 Gosia, seat 4 Henio
no deals entered
0 of 8 deals entered
small points and table points so far (5/3/1/0, ties share, §7.4):
seat  player  small points  place        table points
1     Ewa                0  absent                  0
2     Felek            +35  short table             3
3     Gosia            +35  short table             3
4     Henio            +35  short table             3
short table (§7.4): each present player gets 3 table points and 35 small points

$ referee standings "GP Test" -f csv
rank,player,big_points,small_points,incomplete,tables
1,Bartek,4,7,1,1
1,Celina,4,7,1,1
3,Felek,3,35,0,1
3,Gosia,3,35,0,1
3,Henio,3,35,0,1
6,Darek,1,3,1,1
7,Ewa,0,0,0,1
8,Ala,0,-17,1,1

$ referee standings "GP Test" -f html | sed -n '/^<table>/,/^<tbody>/p'
<table>
<thead><tr><th>rank</th><th>player</th><th>big_points</th><th>small_points</th><th>incomplete</th><th>tables</th></tr></thead>
<tbody>

$ referee team add Gryf Ala Bartek Celina Darek Ewa
team 'Gryf' added (5 players)

$ referee team add Rybacy Ewa Felek
! referee: a player belongs to one team only ('Ewa')
[1]

$ referee team add Wielcy A B C D E F
! referee: team add: a team has 4 or 5 players (§7.2), not 6
[1]

$ referee standings "GP Test" --teams -f csv
rank,team,big_points,small_points,players
1,Gryf,9,17,5

$ referee event list
event   date       game  season deals rules sess. tables played
GP Test 2026-03-14 baska            8 psb       1      2      6

