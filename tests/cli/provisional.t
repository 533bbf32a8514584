# Provisional standings (issue 30): only the tables of a session that has
# started (a deal at some table of it) are incomplete; the tables a draw
# seated for later sessions wait without counting. Players seated at a
# table with no deals yet are ranked with 0. The mark is one line per
# session in text and one short note on a page.

$ referee event add --date 2026-03-14 --deals 4 "GP Puck"
event 'GP Puck' added (ruleset psb)

$ referee table seat "GP Puck" -s 1 -t 1 --new Ala Bartek Celina Darek > /dev/null && referee table seat "GP Puck" -s 1 -t 2 --new Ewa Felek Gosia Henio > /dev/null && referee table seat "GP Puck" -s 2 -t 1 Ala Ewa Celina Gosia > /dev/null && referee table seat "GP Puck" -s 2 -t 2 Bartek Felek Darek Henio > /dev/null

Two deals at table 1 of session 1; table 2 has none yet, session 2 is all
to come: one line for session 1, none for session 2, and each player has
one incomplete table, not two.

$ for i in 1 2; do SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Puck" -s 1 -t 1 --contract zolo --declarer $i --eyes 70 > /dev/null || exit; done

$ referee standings "GP Puck"
GP Puck
provisional:
  session 1: 2 of 2 tables incomplete
rank  player  big_points  small_points  incomplete  tables
   1  Ala              4            10           1       1
   1  Bartek           4            10           1       1
   3  Celina        0.50           -10           1       1
   3  Darek         0.50           -10           1       1
   5  Ewa              0             0           1       0
   5  Felek            0             0           1       0
   5  Gosia            0             0           1       0
   5  Henio            0             0           1       0
ties on big points:
  1 Ala / 1 Bartek: equal on big points (4) and small points (+10): they share
    rank 1
  3 Celina / 3 Darek: equal on big points (0.50) and small points (-10): they
    share rank 3

The CSV keeps its columns (the four of the contract, then incomplete and
tables):

$ referee standings "GP Puck" -f csv
rank,player,big_points,small_points,incomplete,tables
1,Ala,4,10,1,1
1,Bartek,4,10,1,1
3,Celina,0.50,-10,1,1
3,Darek,0.50,-10,1,1
5,Ewa,0,0,1,0
5,Felek,0,0,1,0
5,Gosia,0,0,1,0
5,Henio,0,0,1,0

On a page the mark is one short paragraph, not bold:

$ referee standings "GP Puck" -f html | grep -E 'provisional'
p.provisional { font-size: 9pt; font-style: italic; }
<p class="provisional">provisional: session 1: 2 of 2 tables incomplete</p>

Session 1 played out at table 1; session 2 starts: now each session has a line.

$ for i in 3 4; do SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Puck" -s 1 -t 1 --contract zolo --declarer $i --eyes 70 > /dev/null || exit; done && SOURCE_DATE_EPOCH=1773480000 referee deal add "GP Puck" -s 2 -t 2 --contract zolo --declarer 1 --eyes 70 > /dev/null

$ referee standings "GP Puck" | sed -n '2,4p'
provisional:
  session 1: 1 of 2 tables incomplete
  session 2: 2 of 2 tables incomplete
$ referee standings "GP Puck" -f csv | grep -E 'Ala|Bartek|Ewa'
1,Bartek,7.25,15,1,2
3,Ala,2.25,0,1,1
7,Ewa,0,0,2,0
$ referee standings "GP Puck" -f html | grep -c '<p class="provisional">'
1

In Polish, with the plural forms (1 z 1 stołu, 2 z 2 stołów), and lokata
for the rank:

$ LANG=pl_PL.UTF-8 referee standings "GP Puck" | sed -n '2,5p'
wyniki wstępne:
  sesja 1: 1 z 2 stołów w toku
  sesja 2: 2 z 2 stołów w toku
lokata  zawodnik  duże pkt  małe pkt  niepełne  stoły
$ referee --db pl.db event add --deals 4 "Liga" > /dev/null && referee --db pl.db table seat "Liga" -s 1 -t 1 --new Ala Bartek Celina Darek > /dev/null && SOURCE_DATE_EPOCH=1773480000 referee --db pl.db deal add "Liga" -s 1 -t 1 --contract zolo --declarer 1 --eyes 70 > /dev/null && LANG=pl_PL.UTF-8 referee --db pl.db standings "Liga" | sed -n '2,3p'
wyniki wstępne:
  sesja 1: 1 z 1 stołu w toku
$ LANG=pl_PL.UTF-8 referee standings "GP Puck" -f html | grep '<p class="provisional">'
<p class="provisional">wyniki wstępne: sesja 1: 1 z 2 stołów w toku; sesja 2: 2 z 2 stołów w toku</p>

The session is complete: no mark.

$ for i in 2 3 4; do SOURCE_DATE_EPOCH=1773480000 referee --db pl.db deal add "Liga" -s 1 -t 1 --contract zolo --declarer $i --eyes 70 > /dev/null || exit; done; referee --db pl.db standings "Liga" | grep -c provisional
0
[1]
