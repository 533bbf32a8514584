# Full .bdn records into the league database (deal add --file): the event,
# table and seats come from the tags when new; every record is judged by the
# rules engine under the event's ruleset and kept in canonical form; a file is
# stored all or nothing.

$ cp $EXAMPLES/gp3-table4.bdn $EXAMPLES/disputes/gp3-table2.bdn . && referee deal add --file gp3-table4.bdn
deal 1: zwykła, Starzy 2+4, 61 eyes: Starzy win z wyjściem: -1 +1 -1 +1
deal 2: zolo, Stary 4, 1 kontra, 47 eyes: Młodzi win z wyjściem: +10 +10 +10 -30
deal 3: gran-du, Stary 1, 104 eyes: Stary wins z wyjściem: +24 -8 -8 -8
deal 4: wesele, Starzy 1+3, 2 kontras, 58 eyes:
  Starzy win z wyjściem: +4 -4 +4 -4
deal 5: zwykła, Starzy 4+3, 104 eyes: Starzy win bez bitki: -3 -3 +3 +3
deal 6: cicha, Stary 3, 68 eyes: Stary wins z wyjściem: -4 -4 +12 -4
deal 7: zwykła, Starzy 1+4, 1 kontra, 20 eyes:
  Młodzi win bez wyjścia: -4 +4 +4 -4
deal 8: gran, Stary 2, 61 eyes: Stary wins z wyjściem: -4 +12 -4 -4

$ referee protocol "Liga Baśki Pomorze-Kaszuby, GP 3" --session 1 --table 4 -f csv | tail -3
8,4,gran,2,,0,0,61,1,1,-4,12,-4,-4,22,8,20,-50,0
final,,,,,,,,,,,,,,22,8,20,-50,
table_points,,,,,,,,,,5,1,3,0,,,,,

$ sqlite3 referee.db "SELECT record FROM deal WHERE number = 3" | sed "\$d" > deal3.bdn && cat deal3.bdn
[Event "Liga Baśki Pomorze-Kaszuby, GP 3"]
[Date "2026-03-14"]
[Session "1"]
[Table "4"]
[Ruleset "psb"]
[Seats "Józef Labuda; Brunon Kreft; Kazimiera Formela; Aleksander Bigus"]
[Deal "3"]
[Dealer "3"]
[Hands "Jc Ah Js As / Jd Ad 10c Qd / 10s Qc 10d 10h / Ac Qs Jh Qh"]
[Score "+24 -8 -8 -8"]
[Auction]
pass gran-du pass pass pass
[Play]
Jh Jc Jd 10s
[Claim "1"]

$ referee baska check --canonical deal3.bdn | cmp - deal3.bdn && referee baska check -f csv deal3.bdn
deal,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4,violations,file,line
3,gran-du,1,,0,0,104,1,1,24,-8,-8,-8,,deal3.bdn,1

$ sqlite3 referee.db .dump > before.sql && referee deal add --file gp3-table4.bdn
! referee: gp3-table4.bdn:9:1: deal 1 is already entered (a correction needs 'referee deal fix' with a reason)
! referee: gp3-table4.bdn:19:1: deal 2 is already entered (a correction needs 'referee deal fix' with a reason)
! referee: gp3-table4.bdn:25:1: deal 3 is already entered (a correction needs 'referee deal fix' with a reason)
! referee: gp3-table4.bdn:34:1: deal 4 is already entered (a correction needs 'referee deal fix' with a reason)
! referee: gp3-table4.bdn:39:1: deal 5 is already entered (a correction needs 'referee deal fix' with a reason)
! referee: gp3-table4.bdn:50:1: deal 6 is already entered (a correction needs 'referee deal fix' with a reason)
! referee: gp3-table4.bdn:54:1: deal 7 is already entered (a correction needs 'referee deal fix' with a reason)
! referee: gp3-table4.bdn:58:1: deal 8 is already entered (a correction needs 'referee deal fix' with a reason)
! referee: gp3-table4.bdn: nothing stored
[1]

$ referee deal add --file gp3-table2.bdn
! referee: gp3-table2.bdn:47:1: deal 13: the Score says -1 +1 +1 -1, the rules give -2 +2 +2 -2 (§6.3)
! referee: gp3-table2.bdn: nothing stored
[1]

$ sqlite3 referee.db .dump | cmp - before.sql && echo unchanged
unchanged

$ sed '/^\[Score/d' gp3-table2.bdn > disputed.bdn && referee deal add --file disputed.bdn
deal 4: zwykła, Starzy 4+3, 19 eyes: Młodzi win z wyjściem: +1 +1 -2 0
  ruling: must add 10s to the led As (§5.2)
deal 8: zolo, Stary 2, 60 eyes: Stary wins z wyjściem: -5 +15 -5 -5
  ruling: claim of every trick by seat 2's side fails: whatever the side plays, the defence can take a trick, e.g. trick 2: Qc 10h Jc Ad → seat 3 (§5.5)
deal 12: cicha, Stary 2, 68 eyes: Stary wins z wyjściem: -4 +12 -4 -4
  ruling: the holder of Qc and Qs plays cicha alone and may not give the first kontra (§4.3)
deal 13: zwykła, Starzy 2+3, 1 kontra, 70 eyes:
  Starzy win z wyjściem: -2 +2 +2 -2

$ sed 's/\[Eyes "61"\]/[Eyes "41"]/; s/\[Score "-1 +1 -1 +1"\]//' gp3-table4.bdn | awk '/^\[Deal "2"\]/ { exit } { print }' > fixed.bdn && referee deal fix --file fixed.bdn --by Sędzia --why "eyes 41 not 61"
version 2 deal 1: zwykła, Starzy 2+4, 41 eyes:
  Młodzi win z wyjściem: +1 -1 +1 -1

$ referee deal history "Liga Baśki Pomorze-Kaszuby, GP 3" --session 1 --table 4 --deal 1 -f csv | cut -d, -f1-14,17
deal,version,state,void,contract,declarer,partner,kontras,bok,eyes,points1,points2,points3,points4,reason
1,1,superseded,,zwykla,2,4,0,0,61,-1,1,-1,1,
1,2,current,,zwykla,2,4,0,0,41,1,-1,1,-1,eyes 41 not 61

$ referee deal add "Liga Baśki Pomorze-Kaszuby, GP 3" --session 1 --table 4 --file fixed.bdn --eyes 3
! referee: deal add --file: the record says what was played; no result flags
[2]

