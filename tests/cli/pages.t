# The session views and pages (issues 14 and 15): the protocol of every table
# of a session, the blank sheet, referee session, text that fits 100 columns
# (--wide keeps the full layout), and -f html pages. The browser checks of
# the pages are tests/browser/pages.sh.

$ referee event add --date 2026-03-14 --deals 8 "GP Łeba"
event 'GP Łeba' added (ruleset psb)

$ referee table seat "GP Łeba" --session 1 --table 1 --new Ala Bartek Celina Darek
session 1 table 1 seated:
  seat 1: Ala
  seat 2: Bartek
  seat 3: Celina
  seat 4: Darek

$ referee table seat "GP Łeba" --session 1 --table 2 --new Ewa Felek "Grażyna Żółć" "Świętopełk Ęą"
session 1 table 2 seated:
  seat 1: Ewa
  seat 2: Felek
  seat 3: Grażyna Żółć
  seat 4: Świętopełk Ęą

$ for i in 1 2 3 4 5 6 7 8; do SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Łeba" --session 1 --table 1 --contract zwykla --declarer $(( (i % 4) + 1 )) --partner $(( ((i + 1) % 4) + 1 )) --eyes $(( 40 + i * 5 )) --by Sędzia > /dev/null || exit; done

$ for i in 1 2 3; do SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Łeba" --session 1 --table 2 --contract zolo --declarer $i --eyes $(( 50 + i * 10 )) --by Sędzia > /dev/null || exit; done

$ SOURCE_DATE_EPOCH=1773500000 referee deal fix "GP Łeba" --session 1 --table 2 --deal 2 --eyes 20 --by Sędzia --why "eyes of Młodzi written for Starzy" > /dev/null

Without --table, every table of the session, one after another. Each fits
100 columns: the seats are named above, the rows hold seat numbers.

$ referee protocol "GP Łeba" --session 1 | sed 's/^chain head: [0-9a-f]\{4\}\( [0-9a-f]\{4\}\)\{3\} (/chain head: HASH (/'
GP Łeba — session 1, table 1 (2026-03-14), page 1 of 2
seat 1 Ala, seat 2 Bartek, seat 3 Celina, seat 4 Darek
# d contr. B St. k eyes won    level       +1 +2 +3 +4 Σ1 Σ2 Σ3 Σ4 sum
1 1 zwykła   2+3     45 Młodzi z wyjściem  +1 -1 -1 +1 +1 -1 -1 +1 ok
2 2 zwykła   3+4     50 Młodzi z wyjściem  +1 +1 -1 -1 +2  0 -2  0 ok
3 3 zwykła   4+1     55 Starzy z wyjściem  +1 -1 -1 +1 +3 -1 -3 +1 ok
4 4 zwykła   1+2     60 Starzy z wyjściem  +1 +1 -1 -1 +4  0 -4  0 ok
5 1 zwykła   2+3     65 Starzy z wyjściem  -1 +1 +1 -1 +3 +1 -3 -1 ok
6 2 zwykła   3+4     70 Starzy z wyjściem  -1 -1 +1 +1 +2  0 -2  0 ok
7 3 zwykła   4+1     75 Starzy z wyjściem  +1 -1 -1 +1 +3 -1 -3 +1 ok
8 4 zwykła   1+2     80 Starzy bez wyjścia +2 +2 -2 -2 +5 +1 -5 -1 ok
final small points and table points (5/3/1/0, ties share, §7.4):
seat  player  small points  place  table points
1     Ala               +5  1                 5
2     Bartek            +1  2                 3
3     Celina            -5  4                 0
4     Darek             -1  3                 1
chain head: HASH (write it on the paper sheet; any change to a
  deal changes it)
signed by key: none
.
GP Łeba — session 1, table 2 (2026-03-14), page 2 of 2
seat 1 Ewa, seat 2 Felek, seat 3 Grażyna Żółć, seat 4 Świętopełk Ęą
# d contr. B St. k eyes won    level       +1  +2  +3 +4  Σ1  Σ2  Σ3 Σ4 sum
1 1 zolo     1       60 Stary  z wyjściem +15  -5  -5 -5 +15  -5  -5 -5 ok
2 2 zolo     2       20 Młodzi z wyjściem  +5 -15  +5 +5 +20 -20   0  0 ok
3 3 zolo     3       80 Stary  z wyjściem  -5  -5 +15 -5 +15 -25 +15 -5 ok
3 of 8 deals entered
small points after deal 3 of 8 and table points so far (5/3/1/0, ties share,
  §7.4):
seat  player         small points  place  table points
1     Ewa                     +15  1                 4
2     Felek                   -25  4                 0
3     Grażyna Żółć            +15  1                 4
4     Świętopełk Ęą            -5  3                 1
chain head: HASH (write it on the paper sheet; any change to a
  deal changes it)
signed by key: none

$ referee protocol "GP Łeba" --session 1 | LC_ALL=C.UTF-8 wc -L
77

$ referee protocol "GP Łeba" --session 1 -f csv
table,deal,dealer,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4,total1,total2,total3,total4,sum
1,1,1,zwykla,2,3,0,0,45,0,1,1,-1,-1,1,1,-1,-1,1,0
1,2,2,zwykla,3,4,0,0,50,0,1,1,1,-1,-1,2,0,-2,0,0
1,3,3,zwykla,4,1,0,0,55,1,1,1,-1,-1,1,3,-1,-3,1,0
1,4,4,zwykla,1,2,0,0,60,1,1,1,1,-1,-1,4,0,-4,0,0
1,5,1,zwykla,2,3,0,0,65,1,1,-1,1,1,-1,3,1,-3,-1,0
1,6,2,zwykla,3,4,0,0,70,1,1,-1,-1,1,1,2,0,-2,0,0
1,7,3,zwykla,4,1,0,0,75,1,1,1,-1,-1,1,3,-1,-3,1,0
1,8,4,zwykla,1,2,0,0,80,1,2,2,2,-2,-2,5,1,-5,-1,0
1,final,,,,,,,,,,,,,,5,1,-5,-1,
1,table_points,,,,,,,,,,5,3,0,1,,,,,
2,1,1,zolo,1,,0,0,60,1,1,15,-5,-5,-5,15,-5,-5,-5,0
2,2,2,zolo,2,,0,0,20,0,1,5,-15,5,5,20,-20,0,0,0
2,3,3,zolo,3,,0,0,80,1,1,-5,-5,15,-5,15,-25,15,-5,0
2,final,,,,,,,,,,,,,,15,-25,15,-5,
2,table_points,,,,,,,,,,4,0,4,1,,,,,

--wide keeps the layout of before: the dealer's name in the row, long heads.

$ referee protocol "GP Łeba" --session 1 --table 2 --wide | sed 's/^chain head: [0-9a-f]\{4\}\( [0-9a-f]\{4\}\)\{3\} (/chain head: HASH (/'
GP Łeba — session 1, table 2 (2026-03-14)
seat 1 Ewa, seat 2 Felek, seat 3 Grażyna Żółć, seat 4 Świętopełk Ęą
deal  dealer          contract  bok  Starzy  kontras  eyes  won     level        +1   +2   +3  +4  total1  total2  total3  total4  zero-sum
   1  1 Ewa           zolo           1                  60  Stary   z wyjściem  +15   -5   -5  -5     +15      -5      -5      -5  ok
   2  2 Felek         zolo           2                  20  Młodzi  z wyjściem   +5  -15   +5  +5     +20     -20       0       0  ok
   3  3 Grażyna Żółć  zolo           3                  80  Stary   z wyjściem   -5   -5  +15  -5     +15     -25     +15      -5  ok
3 of 8 deals entered
small points after deal 3 of 8 and table points so far (5/3/1/0, ties share,
  §7.4):
seat  player         small points  place  table points
1     Ewa                     +15  1                 4
2     Felek                   -25  4                 0
3     Grażyna Żółć            +15  1                 4
4     Świętopełk Ęą            -5  3                 1
chain head: HASH (BLAKE2b of every version, who, when and why;
  referee verify checks it)
signed by key: none

$ referee protocol "GP Łeba" --session 1 --table 2 --wide | LC_ALL=C.UTF-8 wc -L
139

A session without tables, and --blank without --table.

$ referee protocol "GP Łeba" --session 2
! referee: GP Łeba: no tables in session 2 (seat them with 'referee table seat')
[2]

$ referee protocol "GP Łeba" --session 1 --blank
! referee: usage: referee protocol [EVENT] --session S [--table T [--blank]]
!                            [--wide] [-f text|csv|html]
[2]

The blank sheet: the seats, the dealer of every deal (seat 1 deals first,
then clockwise), the bok note of the ruleset, the columns to fill.

$ referee protocol "GP Łeba" --session 1 --table 2 --blank
GP Łeba — session 1, table 2 (2026-03-14)
seat 1 Ewa, seat 2 Felek, seat 3 Grażyna Żółć, seat 4 Świętopełk Ęą
B: mark the bok deals; they come in blocks of 4 consecutive deals (bok_mode
  explicit, §2.4)
# d contr.       B St. k eyes won    level     +1  +2  +3  +4  Σ1  Σ2  Σ3  Σ4
1 1 ____________ _ ___ _ ____ ______ _________ ___ ___ ___ ___ ___ ___ ___ ___
2 2 ____________ _ ___ _ ____ ______ _________ ___ ___ ___ ___ ___ ___ ___ ___
3 3 ____________ _ ___ _ ____ ______ _________ ___ ___ ___ ___ ___ ___ ___ ___
4 4 ____________ _ ___ _ ____ ______ _________ ___ ___ ___ ___ ___ ___ ___ ___
5 1 ____________ _ ___ _ ____ ______ _________ ___ ___ ___ ___ ___ ___ ___ ___
6 2 ____________ _ ___ _ ____ ______ _________ ___ ___ ___ ___ ___ ___ ___ ___
7 3 ____________ _ ___ _ ____ ______ _________ ___ ___ ___ ___ ___ ___ ___ ___
8 4 ____________ _ ___ _ ____ ______ _________ ___ ___ ___ ___ ___ ___ ___ ___
final small points and table points (5/3/1/0, ties share, §7.4):
seat 1 Ewa                      small points ______  place __  table points ____
seat 2 Felek                    small points ______  place __  table points ____
seat 3 Grażyna Żółć             small points ______  place __  table points ____
seat 4 Świętopełk Ęą            small points ______  place __  table points ____
signatures: 1 ________  2 ________  3 ________  4 ________

$ referee protocol "GP Łeba" --session 1 --table 2 --blank | LC_ALL=C.UTF-8 wc -L
80

$ referee protocol "GP Łeba" --session 1 --table 2 --blank -f csv
deal,dealer,contract,bok,Starzy,kontras,eyes,won,level,points1,points2,points3,points4,total1,total2,total3,total4
1,1,,,,,,,,,,,,,,,
2,2,,,,,,,,,,,,,,,
3,3,,,,,,,,,,,,,,,
4,4,,,,,,,,,,,,,,,
5,1,,,,,,,,,,,,,,,
6,2,,,,,,,,,,,,,,,
7,3,,,,,,,,,,,,,,,
8,4,,,,,,,,,,,,,,,

An event without a fixed session length has no blank sheet.

$ referee event add "GP Wolny"
event 'GP Wolny' added (ruleset psb)

$ referee table seat "GP Wolny" --session 1 --table 1 --new Ala Bartek Celina Darek
session 1 table 1 seated:
  seat 1: Ala
  seat 2: Bartek
  seat 3: Celina
  seat 4: Darek

$ referee protocol "GP Wolny" --session 1 --table 1 --blank
! referee: protocol --blank: 'GP Wolny' has no fixed number of deals per session (event add --deals N)
[2]

The session view: deals entered of the session length, complete, zero-sum.

$ referee session "GP Łeba" 1
GP Łeba — session 1 (2026-03-14)
table  deals  complete  zero-sum
    1    8/8  yes       ok
       1 Ala, 2 Bartek, 3 Celina, 4 Darek
    2    3/8  no        ok
       1 Ewa, 2 Felek, 3 Grażyna Żółć, 4 Świętopełk Ęą
2 tables, 1 complete

$ referee session "GP Łeba" 1 -f csv
table,players,deals,session_length,complete,not_zero,absent
1,"1 Ala, 2 Bartek, 3 Celina, 4 Darek",8,8,1,0,0
2,"1 Ewa, 2 Felek, 3 Grażyna Żółć, 4 Świętopełk Ęą",3,8,0,0,0

$ referee session "GP Łeba" 3
! referee: GP Łeba: no tables in session 3 (seat them with 'referee table seat')
[2]

$ referee session "GP Łeba"
! referee: session: expected a whole number from 1 to 1000, not 'GP Łeba'
[2]

$ referee session "GP Łeba" x
! referee: session: expected a whole number from 1 to 1000, not 'x'
[2]

deal history fits 100 columns too; the reasons are notes below the rows.

$ referee deal history "GP Łeba" --session 1 --table 2
seat 1 Ewa, seat 2 Felek, seat 3 Grażyna Żółć, seat 4 Świętopełk Ęą
every version entered by Sędzia
# v state   contr. St. k B eyes  +1  +2  +3 +4 at               why
1 1 current zolo   1         60 +15  -5  -5 -5 2026-03-14 09:20 
2 1 old     zolo   2         70  -5 +15  -5 -5 2026-03-14 09:20 
2 2 current zolo   2         20  +5 -15  +5 +5 2026-03-14 14:53 [1]
3 1 current zolo   3         80  -5  -5 +15 -5 2026-03-14 09:20 
why:
  [1] deal 2 version 2: eyes of Młodzi written for Starzy

$ referee deal history "GP Łeba" --session 1 --table 2 --wide
deal  version  state       void  contract  declarer  partner  kontras  bok  eyes  points1  points2  points3  points4  entered_by  entered_at            reason
   1        1  current           zolo      1                  0        0      60       15       -5       -5       -5  Sędzia      2026-03-14T09:20:00Z  
   2        1  superseded        zolo      2                  0        0      70       -5       15       -5       -5  Sędzia      2026-03-14T09:20:00Z  
   2        2  current           zolo      2                  0        0      20        5      -15        5        5  Sędzia      2026-03-14T14:53:20Z  eyes of Młodzi written for Starzy
   3        1  current           zolo      3                  0        0      80       -5       -5       15       -5  Sędzia      2026-03-14T09:20:00Z  

Pages: a whole document with doctype, UTF-8 charset, a title with the event,
date and what the page shows, an A4 print style, no external resource; a
protocol page ends with the chain head and the signature lines.

$ referee protocol "GP Łeba" --session 1 --table 1 -f html > p.html && head -4 p.html && grep -c '<title>GP Łeba — protocol, session 1, table 1 (2026-03-14)</title>' p.html && grep -c '@page { size: A4' p.html && grep -c '<p class="chain">chain head: ' p.html && grep -c '<div class="signatures">' p.html && tail -1 p.html
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
1
1
1
1
</html>

$ referee protocol "GP Łeba" --session 1 -f html | grep -c '<section class="sheet">'
2

$ referee protocol "GP Łeba" --session 1 -f html | { grep -c -i 'src=\|href=\|url(\|@import' || :; }
0

$ referee protocol "GP Łeba" --session 1 --table 2 --blank -f html | grep -o '<title>.*</title>\|<div class="signatures">\|<td class="num">8</td>'
<title>GP Łeba — blank protocol, session 1, table 2 (2026-03-14)</title>
<td class="num">8</td>
<div class="signatures">

$ referee session "GP Łeba" 1 -f html | grep -o '<!DOCTYPE html>\|<meta charset="utf-8">\|<title>.*</title>\|@page { size: A4\|Świętopełk Ęą'
<!DOCTYPE html>
<meta charset="utf-8">
<title>GP Łeba — session 1 (2026-03-14)</title>
@page { size: A4
Świętopełk Ęą

$ referee standings "GP Łeba" -f html | grep -o '<!DOCTYPE html>\|<meta charset="utf-8">\|<title>.*</title>\|@page { size: A4\|<pre>ties on big points:'
<!DOCTYPE html>
<meta charset="utf-8">
<title>GP Łeba — standings (2026-03-14)</title>
@page { size: A4
<pre>ties on big points:

$ referee table seat "GP Łeba" --session 1 --table 3 --new "A<b>" "C&D" Hela Iza && referee session "GP Łeba" 1 -f html | grep -o '1 A&lt;b&gt;, 2 C&amp;D'
session 1 table 3 seated:
  seat 1: A<b>
  seat 2: C&D
  seat 3: Hela
  seat 4: Iza
1 A&lt;b&gt;, 2 C&amp;D

In a whole session's protocol, each ruling names its table; the other
tables still print.

$ referee event add --deals 8 "GP Bok"
event 'GP Bok' added (ruleset psb)

$ referee table seat "GP Bok" --session 1 --table 1 --new Ala Bartek Celina Darek && referee table seat "GP Bok" --session 1 --table 2 --new Ewa Felek Gosia Henio
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

$ for n in 1 2 3; do referee deal add "GP Bok" --session 1 --table 2 --contract zolo --declarer 1 --eyes 70 --bok >/dev/null || exit; done && referee deal add "GP Bok" --session 1 --table 2 --contract zolo --declarer 1 --eyes 70 >/dev/null

$ referee protocol "GP Bok" --session 1 | grep -c '^GP Bok — session 1, table [12]'
2
! referee: protocol: table 2: deal 4: the bok-runda from deal 1 stops after 3 of its 4 deals (bok rows come in blocks of 4, §2.4)
[1]

$ referee protocol "GP Bok" --session 1 -f csv | cut -d, -f1-4
table,deal,dealer,contract
1,final,,
1,table_points,,
2,1,1,zolo
2,2,2,zolo
2,3,3,zolo
2,4,4,zolo
2,final,,
2,table_points,,
! referee: protocol: table 2: deal 4: the bok-runda from deal 1 stops after 3 of its 4 deals (bok rows come in blocks of 4, §2.4)
[1]
