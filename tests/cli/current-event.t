# The event may be omitted wherever a command takes one, once 'referee use'
# or $REFEREE_EVENT names the current event (referee(1) "Trust and the
# league night"). The EVENT operand is told by the number of operands: one
# more than the command's fixed operands is the event.

$ referee event add --deals 4 "Liga GP 1" > /dev/null && referee event add --deals 4 2 > /dev/null && for p in Ala Bogna Celina Dorota Ewa Felek Gosia Henio; do referee player add "$p"; done
player 'Ala' added
player 'Bogna' added
player 'Celina' added
player 'Dorota' added
player 'Ewa' added
player 'Felek' added
player 'Gosia' added
player 'Henio' added

Without an event in use, a command given none says so and names the file.

$ referee protocol -s 1 -t 1
! referee: no event given and none in use in referee.db (name one, or 'referee use EVENT')
[2]

$ referee use "liga gp 1"
referee.db: event 'Liga GP 1' in use

$ referee table seat -s 1 -t 1 Ala Bogna Celina Dorota | head -1
session 1 table 1 seated:

$ referee deal add -s 1 -t 1 --contract gran --declarer 2 --eyes 70
deal 1: gran, Stary 2, 70 eyes: Stary wins z wyjściem: -4 +12 -4 -4

$ referee deal fix -s 1 -t 1 --deal 1 --eyes 75 --why "misread"
version 2 deal 1: gran, Stary 2, 75 eyes: Stary wins z wyjściem: -4 +12 -4 -4
standings: no rank moved

$ printf 'zwykla\n1\n3\n0\n65\nno\nquit\n' | referee enter -s 1 -t 1 | tail -2
deal 3, dealer Celina (seat 3)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? quit

$ referee deal history -s 1 -t 1 | cut -c1-47
seat 1 Ala, seat 2 Bogna, seat 3 Celina, seat 4
every version entered by unknown
# v state   contr. St. k B eyes +1  +2 +3 +4 at
1 1 old     gran   2         70 -4 +12 -4 -4 20
1 2 current gran   2         75 -4 +12 -4 -4 20
2 1 current zwykła 1+3       65 +1  -1 +1 -1 2
why:
  [1] deal 1 version 2: misread

$ referee protocol -s 1 -t 1 | head -4
Liga GP 1 — session 1, table 1
seat 1 Ala, seat 2 Bogna, seat 3 Celina, seat 4 Dorota
# d contr. B St. k eyes won    level      +1  +2 +3 +4 Σ1  Σ2 Σ3 Σ4 sum
1 1 gran     2       75 Stary  z wyjściem -4 +12 -4 -4 -4 +12 -4 -4 ok

$ referee protocol -s 1 | head -1
Liga GP 1 — session 1, table 1

$ referee protocol -s 1 -t 1 --blank | head -2
Liga GP 1 — session 1, table 1
seat 1 Ala, seat 2 Bogna, seat 3 Celina, seat 4 Dorota

$ referee session 1
Liga GP 1 — session 1
table  deals  complete  zero-sum
    1    2/4  no        ok
       1 Ala, 2 Bogna, 3 Celina, 4 Dorota
1 table, 0 complete

$ referee standings | head -3
Liga GP 1
provisional:
  session 1: 1 of 1 table incomplete

$ referee table absent -s 1 -t 1 "  dorota "
Dorota (seat 4) absent: each present player gets the short-table points (§7.4)

$ referee table absent -s 1 -t 1 --present 4
Dorota (seat 4) present again: the table is scored from its deals

$ referee deal undo -s 1 -t 1 --why "test"
deal 2 withdrawn (kept in its history)

The event named "2": two operands to session are EVENT S.

$ referee session 2 1
! referee: 2: no tables in session 1 (seat them with 'referee table seat')
[2]

$ referee session 1 2 3
! referee: usage: referee session [EVENT] S [-f text|csv|html]
[2]

$ referee protocol "Liga GP 1" extra -s 1
! referee: usage: referee protocol [EVENT] --session S [--table T [--blank]]
!                            [--wide] [-f text|csv|html]
[2]

$REFEREE_EVENT takes the place of the stored event.

$ REFEREE_EVENT=2 referee table seat -s 1 -t 1 Ewa Felek Gosia Henio | head -1 && referee session 2 1 | tail -1
session 1 table 1 seated:
1 table, 0 complete

$ REFEREE_EVENT=nope referee standings
! referee: no event 'nope' in referee.db (see 'referee event list')
[2]

A name typed with spaces and case finds the player at the table; a name not
at the table is refused.

$ referee table absent -s 1 -t 1 ewa
! referee: table absent: 'ewa' is neither a seat 1-4 nor a player at this table
[2]

$ referee table absent -s 1 -t 1 Zenon
! referee: table absent: 'Zenon' is neither a seat 1-4 nor a player at this table
[2]

team add takes registered players only, like table seat; --new registers.

$ referee team add Gryf Ala Bogna Celina Zenon
! referee: no player 'Zenon' in referee.db (new players are added with 'referee player add NAME')
[1]

$ referee player list -f csv | grep -c .
9

$ referee team add --new Gryf Ala Bogna Celina Zenon && referee player list -f csv | grep Zenon
team 'Gryf' added (4 players)
Zenon,,,Gryf
