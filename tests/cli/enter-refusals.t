# referee enter from a pipe stops at the first answer it refuses: exit 2 with
# the input's line number; the deals completed before it stay saved, the deal
# in progress does not, and no later line answers the wrong question.
#
# Before the fix, the evening's input below (eyes 105 refused at line 5) went
# on: "no" and "zwykla" were refused as eyes, "2" became the eyes, "4" was
# refused as bok and "0" taken for it: deal 1 "zwykła, Starzy 1+3, 2 eyes"
# was saved, and the run ended with exit 0.

$ referee event add --deals 8 "Noc" > /dev/null && referee table seat "Noc" --session 1 --table 1 --new Ala Bartek Celina Darek > /dev/null && for t in 2 3 4 5 6 7 8 9; do referee table seat "Noc" --session 1 --table $t --new Ala$t Bartek$t Celina$t Darek$t > /dev/null; done

The evening's input: nothing is saved, exit 2 at line 5.

$ printf 'zwykla\n1\n3\n0\n105\nno\nzwykla\n2\n4\n0\n60\nno\n' | referee enter "Noc" --session 1 --table 1
Noc — session 1, table 1
seat 1 Ala, seat 2 Bartek, seat 3 Celina, seat 4 Darek
'help' lists answers and commands (back, cancel, undo, fix N, protocol, quit)
deal 1, dealer Ala (seat 1)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykla
  declarer (seat 1-4 or name)? 1
  partner (seat 1-4 or name)? 3
  kontras (0-4) [0]? 0
  eyes of the declaring side (0-104)? 105
! referee: <stdin>:5: eyes: a number from 0 to 104, not '105'
[2]

$ referee protocol "Noc" --session 1 --table 1 | grep 'of 8 deals'; sqlite3 referee.db 'SELECT count(*) FROM deal'
0 of 8 deals entered
0

A refusal at each question of deal 2 (lines 1-6 are deal 1): deal 1 stays,
deal 2 is not saved, the lines after the refused one are not read.

$ printf 'zwykla\n1\n3\n0\n70\nno\nzwykl\n2\n4\n0\n60\nno\n' | referee enter "Noc" --session 1 --table 1 | tail -3
totals: Ala +1, Bartek -1, Celina +1, Darek -1
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykl
! referee: <stdin>:7: contract: zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du or baska, not 'zwykl'
[2]

$ printf 'zwykla\n1\n3\n0\n70\nno\ngran\n5\n2\n0\n80\nno\n' | referee enter "Noc" --session 1 --table 2 | tail -2
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? gran
  declarer (seat 1-4 or name)? 5
! referee: <stdin>:8: declarer: a seat from 1 to 4 or a seated player's name, not '5'
[2]

$ printf 'zwykla\n1\n3\n0\n70\nno\nzwykla\nBartek3\nBARTEK3\n4\n0\n60\nno\n' | referee enter "Noc" --session 1 --table 3 | tail -1
  partner (seat 1-4 or name)? BARTEK3
! referee: <stdin>:9: partner: another seat than the declarer (2)
[2]

$ printf 'zwykla\n1\n3\n0\n70\nno\nzwykla\n2\nEwa\n4\n0\n60\nno\n' | referee enter "Noc" --session 1 --table 4 | tail -1
  partner (seat 1-4 or name)? Ewa
! referee: <stdin>:9: partner: a seat from 1 to 4 or a seated player's name, not 'Ewa'
[2]

$ printf 'zwykla\n1\n3\n0\n70\nno\nzwykla\n2\n4\n5\n0\n60\nno\n' | referee enter "Noc" --session 1 --table 5 | tail -1
  kontras (0-4) [0]? 5
! referee: <stdin>:10: kontras: effective kontras, a number from 0 to 4, not '5'
[2]

$ printf 'zwykla\n1\n3\n0\n70\nno\nzwykla\n2\n4\n0\n105\nno\n' | referee enter "Noc" --session 1 --table 6 | tail -1
  eyes of the declaring side (0-104)? 105
! referee: <stdin>:11: eyes: a number from 0 to 104, not '105'
[2]

$ printf 'zwykla\n1\n3\n0\n70\nno\nzwykla\n2\n4\n0\n60\nmaybe\nno\n' | referee enter "Noc" --session 1 --table 7 | tail -1
  bok (yes/no) [no]? maybe
! referee: <stdin>:12: bok: yes or no, not 'maybe'
[2]

A NUL byte or another control character in an answer is refused, never cut.

$ printf 'zwykla\n1\n3\n0\n70\nno\nzwykla\n2\n4\n0\n6\0000\nno\n' | referee enter "Noc" --session 1 --table 8 | tail -1
  eyes of the declaring side (0-104)? 6\x000
! referee: <stdin>:11: the answer holds a control character (byte 0x00 at column 2)
[2]

$ printf 'zwykla\n1\n3\n0\n70\nno\nzw\001ykla\n2\n4\n0\n60\nno\n' | referee enter "Noc" --session 1 --table 9 | tail -1
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zw\x01ykla
! referee: <stdin>:7: the answer: column 3: control character U+0001 is not allowed
[2]

Every table above kept its deal 1 and nothing else.

$ for t in 1 2 3 4 5 6 7 8 9; do referee protocol "Noc" --session 1 --table $t | grep 'of 8 deals'; done | uniq -c
      9 1 of 8 deals entered

$ sqlite3 referee.db 'SELECT d.number, count(*) FROM deal d GROUP BY d.number'
1|9

A refused command (the correction of a deal not entered) also stops, at its
line.

$ printf 'fix 9\nzwykla\n' | referee enter "Noc" --session 1 --table 1 | tail -1
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? fix 9
! referee: <stdin>:1: fix: deal 9 is not entered
[2]
