# Standings (issues 14, 16, 17): the tie-breaks of an event's ruleset
# (§7.4, Kop: small points, session wins, second places), the season's best-N
# count as the default of --best, and provisional standings while a table is
# short of deals. Timestamps come from SOURCE_DATE_EPOCH.

A Kop-style ruleset: table points 2/1/1/0, and after big and small points
more session wins, then more second places.

$ printf 'big_points = 2, 1, 1, 0\ntie_breaks = small_points, session_wins, second_places\nseason_best_n = 1\n' > kop.rules && referee event add --deals 1 --season "Kop 2026" --ruleset kop.rules "Kop 1"
event 'Kop 1' added (ruleset kop.rules)

$ printf 'tie_breaks = small_points, session_wins, session_wins\n' > bad.rules && referee event add --ruleset bad.rules "Kop 0"
! referee: bad.rules:1:42: tie_breaks: session_wins is listed twice
[2]

$ printf 'tie_breaks = small_points; wins\n' > bad.rules && referee event add --ruleset bad.rules "Kop 0"
! referee: bad.rules:1:14: tie_breaks: expected none or a list of small_points, session_wins, second_places, not 'small_points;'
[2]

$ printf 'tie_breaks = none\n' > none.rules && referee ruleset show none.rules | grep '^tie_breaks'
tie_breaks = none

$ referee table seat "Kop 1" --session 1 --table 1 --new Ala Bartek Celina Darek && referee table seat "Kop 1" --session 1 --table 2 --new Ewa Felek Gosia Henio && referee table seat "Kop 1" --session 2 --table 1 --new Ala Ewa Bartek Felek && referee table seat "Kop 1" --session 2 --table 2 --new Celina Gosia Darek Henio > /dev/null
session 1 table 1 seated:
  seat 1: Ala
  seat 2: Bartek
  seat 3: Celina
  seat 4: Darek
session 1 table 2 seated:
  seat 1: Ewa
  seat 2: Felek
  seat 3: Gosia
  seat 4: Henio
session 2 table 1 seated:
  seat 1: Ala
  seat 2: Ewa
  seat 3: Bartek
  seat 4: Felek

Session 1, table 1 played; the other tables are not: provisional.

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "Kop 1" --session 1 --table 1 --contract zolo --declarer 1 --eyes 70 > /dev/null

$ referee standings "Kop 1"
Kop 1
provisional:
  session 1: 1 of 2 tables incomplete
rank  player  big_points  small_points  incomplete  tables  session_wins  second_places
   1  Ala              2            15           0       1             1              0
   2  Bartek        0.67            -5           0       1             0              1
   2  Celina        0.67            -5           0       1             0              1
   2  Darek         0.67            -5           0       1             0              1
   5  Ewa              0             0           1       0             0              0
   5  Felek            0             0           1       0             0              0
   5  Gosia            0             0           1       0             0              0
   5  Henio            0             0           1       0             0              0
ties on big points:
  2 Bartek / 2 Celina: equal on big points (0.67), small points (-5), session
    wins (0) and second places (1): they share rank 2
  2 Celina / 2 Darek: equal on big points (0.67), small points (-5), session
    wins (0) and second places (1): they share rank 2

$ referee standings "Kop 1" -f csv
rank,player,big_points,small_points,incomplete,tables,session_wins,second_places
1,Ala,2,15,0,1,1,0
2,Bartek,0.67,-5,0,1,0,1
2,Celina,0.67,-5,0,1,0,1
2,Darek,0.67,-5,0,1,0,1
5,Ewa,0,0,1,0,0,0
5,Felek,0,0,1,0,0,0
5,Gosia,0,0,1,0,0,0
5,Henio,0,0,1,0,0,0

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "Kop 1" --session 1 --table 2 --contract zolo --declarer 1 --eyes 30 > /dev/null && SOURCE_DATE_EPOCH=1773480000 referee deal add "Kop 1" --session 2 --table 1 --contract zolo --declarer 1 --eyes 30 > /dev/null

$ referee standings "Kop 1"
Kop 1
provisional:
  session 2: 1 of 2 tables incomplete
rank  player  big_points  small_points  incomplete  tables  session_wins  second_places
   1  Felek         2.67            10           0       2             2              0
   2  Bartek           2             0           0       2             1              1
   3  Ala              2             0           0       2             1              0
   4  Gosia         1.33             5           1       1             1              0
   4  Henio         1.33             5           1       1             1              0
   6  Ewa           1.33           -10           0       2             1              0
   7  Celina        0.67            -5           1       1             0              1
   7  Darek         0.67            -5           1       1             0              1
ties on big points:
  2 Bartek / 3 Ala: both 2 big points, 0 small points and 1 session win;
    separated by second places (1 > 0)
  4 Gosia / 4 Henio: equal on big points (1.33), small points (+5), session wins
    (1) and second places (0): they share rank 4
  4 Henio / 6 Ewa: both 1.33 big points; separated by small points (+5 > -10)
  7 Celina / 7 Darek: equal on big points (0.67), small points (-5), session
    wins (0) and second places (1): they share rank 7

The last deal: no longer provisional. Felek and Celina are equal on big and small
points and separated by session wins, Ewa and Darek too; Ala is behind Bartek,
Gosia and Henio on second places; those three are equal on everything.

$ SOURCE_DATE_EPOCH=1773480000 referee deal add "Kop 1" --session 2 --table 2 --contract zolo --declarer 1 --eyes 70 > /dev/null

$ referee standings "Kop 1"
Kop 1
rank  player  big_points  small_points  tables  session_wins  second_places
   1  Felek         2.67            10       2             2              0
   2  Celina        2.67            10       2             1              1
   3  Bartek           2             0       2             1              1
   3  Gosia            2             0       2             1              1
   3  Henio            2             0       2             1              1
   6  Ala              2             0       2             1              0
   7  Ewa           1.33           -10       2             1              0
   8  Darek         1.33           -10       2             0              2
ties on big points:
  1 Felek / 2 Celina: both 2.67 big points and +10 small points; separated by
    session wins (2 > 1)
  3 Bartek / 3 Gosia: equal on big points (2), small points (0), session wins
    (1) and second places (1): they share rank 3
  3 Gosia / 3 Henio: equal on big points (2), small points (0), session wins (1)
    and second places (1): they share rank 3
  3 Henio / 6 Ala: both 2 big points, 0 small points and 1 session win;
    separated by second places (1 > 0)
  7 Ewa / 8 Darek: both 1.33 big points and -10 small points; separated by
    session wins (1 > 0)

$ referee standings "Kop 1" -f csv
rank,player,big_points,small_points,incomplete,tables,session_wins,second_places
1,Felek,2.67,10,0,2,2,0
2,Celina,2.67,10,0,2,1,1
3,Bartek,2,0,0,2,1,1
3,Gosia,2,0,0,2,1,1
3,Henio,2,0,0,2,1,1
6,Ala,2,0,0,2,1,0
7,Ewa,1.33,-10,0,2,1,0
8,Darek,1.33,-10,0,2,0,2

The same deals under psb (table points 5/3/1/0, then small points only).

$ referee event add --deals 1 --season "Kop 2026" "Kop 2" > /dev/null && referee table seat "Kop 2" --session 1 --table 1 --new Ala Bartek Celina Darek && referee table seat "Kop 2" --session 1 --table 2 --new Ewa Felek Gosia Henio && referee table seat "Kop 2" --session 2 --table 1 --new Ala Ewa Bartek Felek && referee table seat "Kop 2" --session 2 --table 2 --new Celina Gosia Darek Henio > /dev/null
session 1 table 1 seated:
  seat 1: Ala
  seat 2: Bartek
  seat 3: Celina
  seat 4: Darek
session 1 table 2 seated:
  seat 1: Ewa
  seat 2: Felek
  seat 3: Gosia
  seat 4: Henio
session 2 table 1 seated:
  seat 1: Ala
  seat 2: Ewa
  seat 3: Bartek
  seat 4: Felek

$ for a in "1 1 70" "1 2 30" "2 1 30" "2 2 70"; do set -- $a; SOURCE_DATE_EPOCH=1773480000 referee deal add "Kop 2" --session $1 --table $2 --contract zolo --declarer 1 --eyes $3 > /dev/null || exit; done

$ referee standings "Kop 2" -f csv
rank,player,big_points,small_points,incomplete,tables
1,Celina,6.33,10,0,2
2,Felek,6,10,0,2
3,Ala,5,0,0,2
4,Bartek,4.33,0,0,2
4,Gosia,4.33,0,0,2
4,Henio,4.33,0,0,2
7,Ewa,3,-10,0,2
8,Darek,2.67,-10,0,2

The season's last added event (Kop 2, psb) counts all events by default;
--best 1 counts each player's best event.

$ referee standings --season "Kop 2026" -f csv
rank,player,big_points,small_points,incomplete,tables,events
1,Celina,9,20,0,4,2
2,Felek,8.67,20,0,4,2
3,Ala,7,0,0,4,2
4,Bartek,6.33,0,0,4,2
4,Gosia,6.33,0,0,4,2
4,Henio,6.33,0,0,4,2
7,Ewa,4.33,-20,0,4,2
8,Darek,4,-20,0,4,2

$ referee standings --season "Kop 2026" --best 1 -f csv
rank,player,big_points,small_points,incomplete,tables,events
1,Celina,6.33,10,0,2,1
2,Felek,6,10,0,2,1
3,Ala,5,0,0,2,1
4,Bartek,4.33,0,0,2,1
4,Gosia,4.33,0,0,2,1
4,Henio,4.33,0,0,2,1
7,Ewa,3,-10,0,2,1
8,Darek,2.67,-10,0,2,1

$ referee event add --deals 1 --season "Kop 2026" --ruleset kop.rules "Kop 3" > /dev/null && referee standings --season "Kop 2026"
season Kop 2026 (best results)
rank  player  big_points  small_points  tables  events  session_wins  second_places
   1  Celina        6.33            10       2       1             1              1
   2  Felek            6            10       2       1             2              0
   3  Ala              5             0       2       1             1              0
   4  Bartek        4.33             0       2       1             1              1
   4  Gosia         4.33             0       2       1             1              1
   4  Henio         4.33             0       2       1             1              1
   7  Ewa              3           -10       2       1             1              0
   8  Darek         2.67           -10       2       1             0              2
ties on big points:
  4 Bartek / 4 Gosia: equal on big points (4.33), small points (0), session wins
    (1) and second places (1): they share rank 4
  4 Gosia / 4 Henio: equal on big points (4.33), small points (0), session wins
    (1) and second places (1): they share rank 4
