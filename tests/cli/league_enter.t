# referee enter: the prompt-driven entry at the table, fed from a pipe.
# Seats are answered by number or by name (any case); undo (confirmed) and
# fix N work between deals; a withdrawn deal number is entered again as its
# next version. Refused answers: enter-refusals.t; back, cancel, undo at
# every point, help, protocol: enter-commands.t.

$ referee event add --deals 4 "GP Pipe" > /dev/null && referee table seat "GP Pipe" --session 1 --table 1 --new Ala Bartek Celina Darek
session 1 table 1 seated:
  seat 1: Ala
  seat 2: Bartek
  seat 3: Celina
  seat 4: Darek

$ printf 'zwykła\n1\n3\n0\n70\nno\ngran\n2\n\n80\n\nundo\nyes\nzolo\nBARTEK\n1\n40\ntak\nfix 1\n\n\n4\n\n\n\nbad partner\nzwykla\nala\n celina \n\n62\nn\nquit\n' | referee enter "GP Pipe" --session 1 --table 1
GP Pipe — session 1, table 1
seat 1 Ala, seat 2 Bartek, seat 3 Celina, seat 4 Darek
'help' lists answers and commands (back, cancel, undo, fix N, protocol, quit)
deal 1, dealer Ala (seat 1)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykła
  declarer (seat 1-4 or name)? 1
  partner (seat 1-4 or name)? 3
  kontras (0-4) [0]? 0
  eyes of the declaring side (0-104)? 70
  bok (yes/no) [no]? no
deal 1: zwykła, Starzy 1+3, 70 eyes: Starzy win z wyjściem: +1 -1 +1 -1
totals: Ala +1, Bartek -1, Celina +1, Darek -1
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? gran
  declarer (seat 1-4 or name)? 2
  kontras (0-4) [0]? 
  eyes of the declaring side (0-104)? 80
  bok (yes/no) [no]? 
deal 2: gran, Stary 2, 80 eyes: Stary wins z wyjściem: -4 +12 -4 -4
totals: Ala -3, Bartek +11, Celina -3, Darek -5
deal 3, dealer Celina (seat 3)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? undo
the last saved deal 2: gran, Stary 2, 80 eyes:
  Stary wins z wyjściem: -4 +12 -4 -4
  withdraw it (yes/no)? yes
deal 2 withdrawn (kept in its history)
totals: Ala +1, Bartek -1, Celina +1, Darek -1
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zolo
  declarer (seat 1-4 or name)? BARTEK
    = Bartek (seat 2)
  kontras (0-4) [0]? 1
  eyes of the declaring side (0-104)? 40
  bok (yes/no) [no]? tak
deal 2: zolo (bok), Stary 2, 1 kontra, 40 eyes:
  Młodzi win z wyjściem: +20 -60 +20 +20
totals: Ala +21, Bartek -61, Celina +21, Darek +19
deal 3, dealer Celina (seat 3)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? fix 1
correcting deal 1 (empty answer keeps the value in brackets)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska) [zwykla]? 
  declarer (seat 1-4 or name) [1]? 
  partner (seat 1-4 or name) [3]? 4
  kontras (0-4) [0]? 
  eyes of the declaring side (0-104) [70]? 
  bok (yes/no) [no]? 
  why (recorded with the correction)? bad partner
deal 1: zwykła, Starzy 1+4, 70 eyes: Starzy win z wyjściem: +1 -1 -1 +1
totals: Ala +21, Bartek -61, Celina +19, Darek +21
deal 3, dealer Celina (seat 3)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykla
  declarer (seat 1-4 or name)? ala
    = Ala (seat 1)
  partner (seat 1-4 or name)?  celina 
    = Celina (seat 3)
  kontras (0-4) [0]? 
  eyes of the declaring side (0-104)? 62
  bok (yes/no) [no]? n
deal 3: zwykła, Starzy 1+3, 62 eyes: Starzy win z wyjściem: +1 -1 +1 -1
totals: Ala +22, Bartek -62, Celina +20, Darek +20
deal 4, dealer Darek (seat 4)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? quit

$ referee deal history "GP Pipe" --session 1 --table 1 -f csv | cut -d, -f1-14,17
deal,version,state,void,contract,declarer,partner,kontras,bok,eyes,points1,points2,points3,points4,reason
1,1,superseded,,zwykla,1,3,0,0,70,1,-1,1,-1,
1,2,current,,zwykla,1,4,0,0,70,1,-1,-1,1,bad partner
2,1,superseded,,gran,2,,0,0,80,-4,12,-4,-4,
2,2,superseded,withdrawn,gran,2,,0,0,80,0,0,0,0,undo at the table
2,3,current,,zolo,2,,1,1,40,20,-60,20,20,entered again after undo
3,1,current,,zwykla,1,3,0,0,62,1,-1,1,-1,

$ printf 'zwykla\n2\n4\n0\n20\nno\n' | referee enter "GP Pipe" --session 1 --table 1 | tail -3
totals: Ala +24, Bartek -64, Celina +22, Darek +18
all 4 deals of the session are entered
  command (fix N, undo, protocol, help, quit)? 

$ printf 'fix 9\nquit\n' | referee enter "GP Pipe" --session 1 --table 1 | tail -2
all 4 deals of the session are entered
  command (fix N, undo, protocol, help, quit)? fix 9
! referee: <stdin>:1: fix: deal 9 is not entered
[2]

$ referee enter "GP Pipe" --session 1 --table 2 < /dev/null
! referee: GP Pipe: no table 2 in session 1 (seat it with 'referee table seat')
[2]

$ referee table seat "GP Pipe" --session 1 --table 2 --new Ewa Felek Gosia Henio && printf 'zwykla\n1\n' | referee enter "GP Pipe" --session 1 --table 2 | tail -3
session 1 table 2 seated:
  seat 1: Ewa
  seat 2: Felek
  seat 3: Gosia
  seat 4: Henio
  declarer (seat 1-4 or name)? 1
  partner (seat 1-4 or name)? 
input ended in the middle of deal 1: it is not saved

A whole session of the example league, typed at the prompts of a new
database, gives the very protocol the import gave.

$ SOURCE_DATE_EPOCH=1773480000 REFEREE=referee sh $EXAMPLES/league/build.sh league.db > /dev/null

$ referee --db typed.db event add --date 2026-04-18 --deals 16 "GP Puck" && awk -F, '$1 == "GP Puck" && $2 == 1 && $3 == 3 && $4 == 1 { print $5; print $6; print $7; print $8 }' $EXAMPLES/league/deals.csv | tr '\n' '\0' | xargs -0 referee --db typed.db table seat "GP Puck" --session 1 --table 3 --new
event 'GP Puck' added (ruleset psb)
session 1 table 3 seated:
  seat 1: Małgorzata Necel
  seat 2: Krystyna Lewna
  seat 3: Ryszard Grzenkowicz
  seat 4: Jadwiga Cyrzan

$ awk -F, '$1 == "GP Puck" && $2 == 1 && $3 == 3 { print $10; print $11; if ($10 == "zwykla" || $10 == "wesele") print $12; print $13; print $14; print ($15 ? "yes" : "no") }' $EXAMPLES/league/deals.csv > answers && head -6 answers
zwykla
4
2
0
67
no

$ referee --db typed.db enter "GP Puck" --session 1 --table 3 < answers | tail -6
deal 16: zwykła, Starzy 3+2, 1 kontra, 78 eyes:
  Starzy win z wyjściem: -2 +2 +2 -2
totals: Małgorzata Necel +23, Krystyna Lewna +13, Ryszard Grzenkowicz -19,
  Jadwiga Cyrzan -17
all 16 deals of the session are entered
  command (fix N, undo, protocol, help, quit)? 

$ referee --db league.db protocol "GP Puck" --session 1 --table 3 | grep -v '^chain head' > imported.txt && referee --db typed.db protocol "GP Puck" --session 1 --table 3 | grep -v '^chain head' | diff - imported.txt && echo same protocol
same protocol

$ referee --db typed.db protocol "GP Puck" --session 1 --table 3 -f csv | tail -2
final,,,,,,,,,,,,,,23,13,-19,-17,
table_points,,,,,,,,,,5,3,0,1,,,,,


# A seat answered by a name says whom it took, so a near typo ("krfet") never
# picks a player unseen; a number is not echoed.
$ referee --db typo.db event add --deals 4 T > /dev/null && referee --db typo.db table seat T --session 1 --table 1 --new "Anna Kreft" "Józef Szczypior" "Marek Bach" "Ewa Lis" > /dev/null && printf 'zwykla\nanna krfet\n2\n0\n70\nn\nquit\n' | referee --db typo.db enter T --session 1 --table 1 | sed -n '5,9p'
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykla
  declarer (seat 1-4 or name)? anna krfet
    = Anna Kreft (seat 1)
  partner (seat 1-4 or name)? 2
  kontras (0-4) [0]? 0

$ referee --db typo.db verify
ok
