# referee flota check, fleet and play: Flota, the .flota record (referee-notation(5)).

The whole game of examples/flota: every answer true, player 1 wins.

$ referee flota check $EXAMPLES/flota/game.flota
turn 1, player 1, pancernik: shot D4 from C3: oparzony P
turn 1, player 1, pancernik: shot D3 from C3: pudło
turn 1, player 1, pancernik: move C3 to C4, 1 mile
turn 1, player 1, pancernik: shot D5 from C4: oparzony P
turn 2, player 2, krążownik: shot B8 from B9: oparzony T
turn 2, player 2, krążownik: shot A8 from B9: oparzony T
turn 2, player 2, krążownik: move B9 to C10, 1 mile
turn 3, player 1, krążownik: move G2 to F4, 2 miles
turn 3, player 1, krążownik: shot E5 from F4: trafiony P; TRAFIONY, sunk (§5.1):
  player 2's pancernik on E5
turn 3, player 1, krążownik: shot E4 from F4: pudło
turn 4, player 2, torpedowiec: shot G7 from H8: pudło
turn 4, player 2, torpedowiec: shot I8 from H8: oparzony S
turn 5, player 1, ścigacz: shot H8 from I9: trafiony T; TRAFIONY, sunk (§5.1):
  player 2's torpedowiec on H8
turn 5, player 1, ścigacz: move I9 to F8, 3 miles
turn 6, player 2, krążownik: shot D9 from C10: pudło
turn 6, player 2, krążownik: shot D10 from C10: pudło
turn 6, player 2, krążownik: move C10 to B10, 1 mile
turn 7, player 1, krążownik: move F4 to H2, 2 miles
turn 7, player 1, krążownik: shot I1 from H2: oparzony S
turn 7, player 1, krążownik: shot I2 from H2: oparzony S
turn 8, player 2, krążownik: shot C9 from B10: pudło
turn 9, player 1, krążownik: move H2 to I3, 1 mile
turn 9, player 1, krążownik: shot J2 from I3: oparzony S; OKRĄŻONY, closed in
  and sunk (§5.2): player 2's ścigacz on J1
turn 10, player 2, krążownik: shot C10 from B10: pudło
turn 10, player 2, krążownik: move B10 to A9, 1 mile
turn 11, player 1, torpedowiec: move B7 to B9, 2 miles
turn 11, player 1, torpedowiec: shot A9 from B9: trafiony K; TRAFIONY, sunk
  (§5.1): player 2's krążownik on A9; player 1 wins: the last ship of player 2
  sank at turn 11 (§6.1)
result: player 1 wins: the last ship of player 2 sank at turn 11 (§6.1)
no rule broken

CSV: one row per action, the true answer, what sank, and the end row with the winner.

$ cd $EXAMPLES/flota && referee flota check -f csv game.flota
turn,player,ship,action,square,answer,sunk,violation,file,line
1,1,P,shot,D4,oparzony P,,,game.flota,8
1,1,P,shot,D3,pudło,,,game.flota,8
1,1,P,move,C4,,,,game.flota,8
1,1,P,shot,D5,oparzony P,,,game.flota,8
2,2,K,shot,B8,oparzony T,,,game.flota,9
2,2,K,shot,A8,oparzony T,,,game.flota,9
2,2,K,move,C10,,,,game.flota,9
3,1,K,move,F4,,,,game.flota,10
3,1,K,shot,E5,trafiony P,2:P,,game.flota,10
3,1,K,shot,E4,pudło,,,game.flota,10
4,2,T,shot,G7,pudło,,,game.flota,11
4,2,T,shot,I8,oparzony S,,,game.flota,11
5,1,S,shot,H8,trafiony T,2:T,,game.flota,12
5,1,S,move,F8,,,,game.flota,12
6,2,K,shot,D9,pudło,,,game.flota,13
6,2,K,shot,D10,pudło,,,game.flota,13
6,2,K,move,B10,,,,game.flota,13
7,1,K,move,H2,,,,game.flota,14
7,1,K,shot,I1,oparzony S,,,game.flota,14
7,1,K,shot,I2,oparzony S,,,game.flota,14
8,2,K,shot,C9,pudło,,,game.flota,15
9,1,K,move,I3,,,,game.flota,16
9,1,K,shot,J2,oparzony S,2:S,,game.flota,16
10,2,K,shot,C10,pudło,,,game.flota,17
10,2,K,move,A9,,,,game.flota,17
11,1,T,move,B9,,,,game.flota,18
11,1,T,shot,A9,trafiony K,2:K,,game.flota,18
,,,end,,1,,,game.flota,18

A game with false answers and illegal actions: each with its rule; exit 1.

$ referee flota check $EXAMPLES/flota/lie.flota
turn 1, player 1, pancernik: shot D4 from C3: oparzony P
turn 1, player 1, pancernik: shot D3 from C3: pudło
turn 1, player 1, pancernik: move C3 to C4, 1 mile
turn 1, player 1, pancernik: shot D5 from C4: oparzony P
turn 2, player 2, krążownik: shot B8 from B9: oparzony T
turn 2, player 2, krążownik: shot A8 from B9: the answer was 'pudło', but the
  torpedowiec on B7 is within one square: 'oparzony T' (§3.4)
turn 2, player 2, krążownik: move B9 to C10, 1 mile
turn 3, player 1, krążownik: move G2 to F4, 2 miles
turn 3, player 1, krążownik: shot E5 from F4: trafiony P; TRAFIONY, sunk (§5.1):
  player 2's pancernik on E5
turn 3, player 1, krążownik: shot E3 from F4: pudło
turn 4, player 2, torpedowiec: shot G7 from H8: pudło
turn 4, player 2, torpedowiec: shot I8 from H8: oparzony S
turn 5, player 1, ścigacz: shot H8 from I9: the answer was 'pudło', but the
  torpedowiec stands on H8: 'trafiony T' (§3.4); TRAFIONY, sunk (§5.1): player
  2's torpedowiec on H8
turn 5, player 1, ścigacz: move I9 to F8, 3 miles
turn 6, player 2: the torpedowiec of player 2 was sunk on H8 at turn 5 and
  cannot act (§2.2)
turn 6, player 2, torpedowiec: x G9 pudło: void, see above
turn 7, player 1, krążownik: move F4 to H2, 2 miles
turn 7, player 1, krążownik: shot I1 from H2: oparzony S
turn 7, player 1, krążownik: shot I2 from H2: oparzony S
turn 7, player 1, krążownik: shot J3 from H2: 2 squares away; a ship fires only
  at the eight squares around it (§3.1); the shot does not count
turn 8, player 2, krążownik: shot D9 from C10: pudło
turn 8, player 2, krążownik: move C10 to E10, 2 miles
turn 9, player 1, krążownik: move H2 to I3, 1 mile
turn 9, player 1, krążownik: shot J2 from I3: oparzony S; OKRĄŻONY, closed in
  and sunk (§5.2): player 2's ścigacz on J1
turn 10, player 2, krążownik: shot E8 from E10: 2 squares away; a ship fires
  only at the eight squares around it (§3.1); the shot does not count
turn 10, player 2, krążownik: move E10 to D8, 2 miles
turn 11, player 1, torpedowiec: move B7 to C8, 1 mile
turn 11, player 1, torpedowiec: shot D8 from C8: trafiony K; TRAFIONY, sunk
  (§5.1): player 2's krążownik on D8; player 1 wins: the last ship of player 2
  sank at turn 11 (§6.1)
result: player 1 wins: the last ship of player 2 sank at turn 11 (§6.1)
5 rules broken
[1]

$ cd $EXAMPLES/flota && referee flota check --format csv lie.flota | grep -v ',,$' | cut -d, -f1-8
turn,player,ship,action,square,answer,sunk,violation
1,1,P,shot,D4,oparzony P,,
1,1,P,shot,D3,pudło,,
1,1,P,move,C4,,,
1,1,P,shot,D5,oparzony P,,
2,2,K,shot,B8,oparzony T,,
2,2,K,shot,A8,oparzony T,,"shot A8 from B9: the answer was 'pudło'
2,2,K,move,C10,,,
3,1,K,move,F4,,,
3,1,K,shot,E5,trafiony P,2:P,
3,1,K,shot,E3,pudło,,
4,2,T,shot,G7,pudło,,
4,2,T,shot,I8,oparzony S,,
5,1,S,shot,H8,trafiony T,2:T,"shot H8 from I9: the answer was 'pudło'
5,1,S,move,F8,,,
6,2,T,shot,G9,,,the torpedowiec of player 2 was sunk on H8 at turn 5 and cannot act (§2.2)
7,1,K,move,H2,,,
7,1,K,shot,I1,oparzony S,,
7,1,K,shot,I2,oparzony S,,
7,1,K,shot,J3,,,shot J3 from H2: 2 squares away; a ship fires only at the eight squares around it (§3.1)
8,2,K,shot,D9,pudło,,
8,2,K,move,E10,,,
9,1,K,move,I3,,,
9,1,K,shot,J2,oparzony S,2:S,
10,2,K,shot,E8,,,shot E8 from E10: 2 squares away; a ship fires only at the eight squares around it (§3.1)
10,2,K,move,D8,,,
11,1,T,move,C8,,,
11,1,T,shot,D8,trafiony K,2:K,
,,,end,,1,,
[1]

Standard input, and several files (a heading for each).

$ referee flota check - < $EXAMPLES/flota/game.flota | tail -2
result: player 1 wins: the last ship of player 2 sank at turn 11 (§6.1)
no rule broken

$ cd $TESTDIR/data/flota && referee flota check enclosure.flota sunk-acts.flota | grep -E '^(enclosure|sunk|result)'
enclosure.flota, game at line 3: Ala v Olek
result: unfinished after turn 6: player 1 has 3 ships, player 2 has 3
sunk-acts.flota, game at line 1
result: unfinished after turn 5: player 1 has 4 ships, player 2 has 3
[1]

Closed in: a row of mines A4-J4 sinks the ships in rows 1-3 of both players (§5.2).

$ referee flota check $TESTDIR/data/flota/enclosure.flota | grep -A1 -E 'C4' ; referee flota check $TESTDIR/data/flota/enclosure.flota | grep result
turn 5, player 1, torpedowiec: shot C4 from B5: oparzony S; OKRĄŻONY, closed in
  and sunk (§5.2): player 1's pancernik on C2, player 2's torpedowiec on E3
result: unfinished after turn 6: player 1 has 3 ships, player 2 has 3

$ cd $TESTDIR/data/flota && referee flota check -f csv enclosure.flota | grep OKR; referee flota check -f csv enclosure.flota | sed -n '14p;16p'
5,1,T,shot,C4,oparzony S,1:P 2:T,,enclosure.flota,11
,,,end,,,,,enclosure.flota,12

A sunk ship that acts, a turn out of order, a move to its own square or onto a mine.

$ referee flota check $TESTDIR/data/flota/sunk-acts.flota
turn 1, player 1, pancernik: shot D5 from C4: trafiony P; TRAFIONY, sunk (§5.1):
  player 2's pancernik on D5
turn 2, player 2: the pancernik of player 2 was sunk on D5 at turn 1 and cannot
  act (§2.2)
turn 2, player 2, pancernik: x C4 trafiony P: void, see above
turn 3, player 2: player 2 moved out of turn: it was player 1's turn (§2.1)
turn 3, player 2, torpedowiec: shot G2 from H2: pudło
turn 4, player 1, krążownik: shot F2 from E2: pudło
turn 4, player 1, krążownik: move to E2: the krążownik stands on E2 already
  (§4.3); the move does not count
turn 4, player 1, krążownik: shot F3 from E2: pudło
turn 4, player 1, krążownik: move E2 to F3: F3 is mined; no ship sails onto a
  MINA (§4.1); the move does not count
turn 5, player 2, krążownik: a turn with no shot and no move: the krążownik must
  shoot or sail at least once (§2.3)
result: unfinished after turn 5: player 1 has 4 ships, player 2 has 3
5 rules broken
[1]

$ cd $TESTDIR/data/flota && referee flota check -f csv sunk-acts.flota | sed -n '2,4p;9,10p'
1,1,P,shot,D5,trafiony P,2:P,,sunk-acts.flota,4
2,2,P,shot,C4,,,the pancernik of player 2 was sunk on D5 at turn 1 and cannot act (§2.2),sunk-acts.flota,5
3,2,T,shot,G2,pudło,,player 2 moved out of turn: it was player 1's turn (§2.1),sunk-acts.flota,6
5,2,K,none,,,,a turn with no shot and no move: the krążownik must shoot or sail at least once (§2.3),sunk-acts.flota,8
,,,end,,,,,sunk-acts.flota,8
[1]

The game ends at a shot: what follows in that turn, and any later turn, does not count (§6.2).

$ referee flota check $TESTDIR/data/flota/after-end.flota | tail -7
turn 5, player 1, torpedowiec: an action after the end: the game ended at turn
  5: player 1 won (§6.2); the shot does not count
turn 6, player 2: a turn after the end: the game ended at turn 5: player 1 won
  (§6.2)
turn 6, player 2, ścigacz: x H9 pudło: void, see above
result: player 1 wins: the last ship of player 2 sank at turn 5 (§6.1)
2 rules broken
[1]

$ cd $TESTDIR/data/flota && referee flota check -f csv after-end.flota | tail -3
5,1,T,shot,I10,,,an action after the end: the game ended at turn 5: player 1 won (§6.2),after-end.flota,9
6,2,S,shot,H9,,,a turn after the end: the game ended at turn 5: player 1 won (§6.2),after-end.flota,10
,,,end,,1,,,after-end.flota,10
[1]

A fleet with a 5th ship, a ship off the board: the rule and exit 1.

$ referee flota check $TESTDIR/data/flota/fifth-ship.flota
fleet 2: a second krążownik at A1 (the first is at B9), a ship too many: a fleet
  is four ships, one of each type (§1.2)
result: the game cannot be judged: a fleet breaks the rules (§1)
[1]

$ referee flota check $TESTDIR/data/flota/off-board.flota
fleet 2: the ścigacz at K11 is off the board (A-J, 1-10) (§1.3)
result: the game cannot be judged: a fleet breaks the rules (§1)
[1]

An unknown ship type, a file named by the record, a missing file: exit 2.

$ cd $TESTDIR/data/flota && referee flota check unknown-type.flota
! referee: unknown-type.flota:5:3: expected a ship type (P, K, T, S or its name), not 'N'
[2]

$ cd $TESTDIR/data/flota && referee flota check ruleset-path.flota
! referee: ruleset-path.flota:1:11: Ruleset: expected a built-in ruleset name (flota), not '../ours.rules'; a record never names a file
[2]

$ referee flota check nothing.flota
! referee: nothing.flota: No such file or directory
[2]

$ printf '[Fleet1 "P A1"]\n[Fleet2 "P B1"]\n[Play]\n1 P: x A2\n' | referee flota check -
! referee: <stdin>:4:10: expected the answer after the shot: pudło, oparzony TYPES or trafiony [TYPE]
[2]

A ruleset file: oparzony names no ship (§5.4 of the rulebook), so naming one is a false answer.

$ referee flota check --ruleset $TESTDIR/data/flota/none.rules $EXAMPLES/flota/game.flota | head -3
turn 1, player 1, pancernik: shot D4 from C3: the answer was 'oparzony P', but
  this ruleset names no ships in 'oparzony': 'oparzony' (§3.4)
turn 1, player 1, pancernik: shot D3 from C3: pudło
[1]

$ referee flota check --ruleset nosuch $EXAMPLES/flota/game.flota
! referee: --ruleset: unknown flota ruleset 'nosuch' (built in: flota; or a file of key = value lines)
[2]

The canonical form: lenient input written back, and a fixed point.

$ referee flota check --canonical $EXAMPLES/flota/lie.flota
[Event "Flota, wieczór w Jastarni, rewanż"]
[Date "2026-11-28"]
[Players "Ala; Olek"]
[Fleet1 "P C3 K G2 T B7 S I9"]
[Fleet2 "P E5 K B9 T H8 S J1"]
[Play]
1 P: x D4 oparzony P, x D3 pudło, > C4, x D5 oparzony P
2 K: x B8 oparzony T, x A8 pudło, > C10
1 K: > F4, x E5 trafiony P, x E3 pudło
2 T: x G7 pudło, x I8 oparzony S
1 S: x H8 pudło, > F8
2 T: x G9 pudło
1 K: > H2, x I1 oparzony S, x I2 oparzony S, x J3 pudło
2 K: x D9 pudło, > E10
1 K: > I3, x J2 oparzony S
2 K: x E8 pudło, > D8
1 T: > C8, x D8 trafiony K

$ referee flota check --canonical $EXAMPLES/flota/lie.flota > a; referee flota check --canonical a > b; cmp a b && echo same
same

flota fleet: one placement.

$ referee flota fleet $TESTDIR/data/flota/fleet-ok.txt
valid: P C3 K G2 T B7 S I9

$ referee flota fleet $TESTDIR/data/flota/fleet-five.txt
line 1: a second torpedowiec at A1 (the first is at B7), a ship too many: a
  fleet is four ships, one of each type (§1.2)
[1]

$ referee flota fleet $TESTDIR/data/flota/fleet-off.txt
line 1: the ścigacz at Z26 is off the board (A-J, 1-10) (§1.3)
[1]

$ cd $TESTDIR/data/flota && referee flota fleet fleet-unknown.txt
! referee: fleet-unknown.txt:2:1: expected a ship type (P, K, T, S or its name), not 'X'
[2]

flota play: the input ending before a fleet is asked names the line that did not come.

$ printf 'P C4 K E2 T H8 S J1\n' | referee flota play
player 1, your fleet (four TYPE SQUARE pairs, e.g. P C4 K E2 T H8 S J1):
player 2, your fleet (four TYPE SQUARE pairs, e.g. P C4 K E2 T H8 S J1):
! referee: <stdin>:2: the input ended before the fleet of player 2
[2]

flota play: fleets from files, turns from a pipe; the referee answers; -o writes the record.

$ referee flota play --players 'Ala; Olek' --fleet1 $EXAMPLES/flota/ala.fleet --fleet2 $EXAMPLES/flota/olek.fleet -o rec.flota < $TESTDIR/data/flota/game.in; echo "exit $?"; diff <(grep "^[12] " rec.flota) <(grep "^[12] " $EXAMPLES/flota/game.flota) && echo same turns
Flota: player 1 Ala, player 2 Olek
turns as in the record: 'P: x D5, > C5' (x shoots, > sails); 'end' ends a turn
  early, 'help' lists what may be typed
Ala (player 1) to move
player 1, pancernik, x D4: oparzony P
player 1, pancernik, x D3: pudło
player 1, pancernik, sails 1 mile
player 1, pancernik, x D5: oparzony P
Olek (player 2) to move
player 2, krążownik, x B8: oparzony T
player 2, krążownik, x A8: oparzony T
player 2, krążownik, sails 1 mile
Ala (player 1) to move
player 1, krążownik, sails 2 miles
player 1, krążownik, x E5: trafiony P; TRAFIONY, sunk (§5.1): player 2's
  pancernik
player 1, krążownik, x E4: pudło
Olek (player 2) to move
player 2, torpedowiec, x G7: pudło
player 2, torpedowiec, x I8: oparzony S
Ala (player 1) to move
player 1, ścigacz, x H8: trafiony T; TRAFIONY, sunk (§5.1): player 2's
  torpedowiec
player 1, ścigacz, sails 3 miles
Olek (player 2) to move
player 2, krążownik, x D9: pudło
player 2, krążownik, x D10: pudło
player 2, krążownik, sails 1 mile
Ala (player 1) to move
player 1, krążownik, sails 2 miles
player 1, krążownik, x I1: oparzony S
player 1, krążownik, x I2: oparzony S
Olek (player 2) to move
player 2, krążownik, x C9: pudło
Ala (player 1) to move
player 1, krążownik, sails 1 mile
player 1, krążownik, x J2: oparzony S; OKRĄŻONY, closed in and sunk (§5.2):
  player 2's ścigacz
Olek (player 2) to move
player 2, krążownik, x C10: pudło
player 2, krążownik, sails 1 mile
Ala (player 1) to move
player 1, torpedowiec, sails 2 miles
player 1, torpedowiec, x A9: trafiony K; TRAFIONY, sunk (§5.1): player 2's
  krążownik
  player 1 wins: the last ship of player 2 sank at turn 11 (§6.1)
result: player 1 wins: the last ship of player 2 sank at turn 11 (§6.1)
exit 0
same turns

Fleets at the prompts; illegal actions refused with the reason; the input ends early.

$ referee flota play -o r.flota < $TESTDIR/data/flota/refuse.in; echo "exit $?"; cat r.flota; referee flota check r.flota | tail -1
player 1, your fleet (four TYPE SQUARE pairs, e.g. P C4 K E2 T H8 S J1):
player 2, your fleet (four TYPE SQUARE pairs, e.g. P C4 K E2 T H8 S J1):
turns as in the record: 'P: x D5, > C5' (x shoots, > sails); 'end' ends a turn
  early, 'help' lists what may be typed
player 1 to move
  ! it is player 1's turn (§2.1)
  ! refused: shot E5 from C3: 2 squares away; a ship fires only at the eight
    squares around it (§3.1)
player 1, pancernik, x D4: oparzony P
  ! refused: move C3 to D4: D4 is mined; no ship sails onto a MINA (§4.1)
  ! refused: move C3 to K3: K3 is off the board (A-J, 1-10) (§4.1)
  ! refused: shot C3 from C3: a ship never fires at its own square (§3.1)
player 1, pancernik, sails 1 mile
  ! refused: move B2 to B1: the shortest way between the mines is 1 mile, the
    pancernik has 0 left (1 a turn) (§2.4)
player 2 to move
  ! refused: shot I10 from J1: 9 squares away; a ship fires only at the eight
    squares around it (§3.1)
player 2, krążownik, sails 2 miles
player 2, krążownik, x C9: pudło
result: the input ended before the game did (after turn 3)
exit 1
[Fleet1 "P C3 K G2 T B7 S I9"]
[Fleet2 "P E5 K B9 T H8 S J1"]
[Play]
1 P: x D4 oparzony P, > B2
2 K: > D10, x C9 pudło
no rule broken

A fleet that breaks the rules: the game does not start.

$ printf 'P C3 K G2 T B7 S I9 S A1\n' | referee flota play
player 1, your fleet (four TYPE SQUARE pairs, e.g. P C4 K E2 T H8 S J1):
  ! fleet 1: a second ścigacz at A1 (the first is at I9), a ship too many: a
    fleet is four ships, one of each type (§1.2)
[1]

$ printf 'P C3 K G2 T B7 X I9\n' | referee flota play
player 1, your fleet (four TYPE SQUARE pairs, e.g. P C4 K E2 T H8 S J1):
! referee: <stdin>:1:16: expected a ship type (P, K, T, S or its name), not 'X'
[2]

The ruleset.

$ referee ruleset show flota | grep -v '^#'
preset = flota
board_w = 10
board_h = 10
shots = 4,3,2,1
moves = 1,2,3,4
name_in_answers = one
enclosure_check = shot
enclosure_tie = safe
ship_choice = free
split_moves = true
own_stacking = false
pass_own_ships = true
own_square_fire = illegal
shot_on_mine = true
hit_also_burns = false
mine_tokens = 0
both_lost = draw
announce_move = distance

$ referee ruleset list | grep flota
flota           flota    Flota, 10x10, the rulebook's recommendations (default)

The answers as the seed gives them (referee-flota(7) item 4): under the default
name_in_answers = one, 'oparzony T' is true with a krążownik also within a mile;
a bare 'trafiony' is read, in a record and in live play. Under all, the old
reading, 'oparzony T' is a false answer.

$ referee flota check $EXAMPLES/flota/answers.flota
turn 1, player 1, torpedowiec: shot B8 from B7: oparzony K
turn 2, player 2, krążownik: shot A8 from B9: oparzony T
turn 3, player 1, torpedowiec: shot C8 from B7: trafiony T; TRAFIONY, sunk
  (§5.1): player 2's torpedowiec on C8
result: unfinished after turn 3: player 1 has 4 ships, player 2 has 3
no rule broken

$ printf 'name_in_answers = all\n' > all.rules && referee flota check --ruleset all.rules $EXAMPLES/flota/answers.flota | head -3
turn 1, player 1, torpedowiec: shot B8 from B7: the answer was 'oparzony T', but
  the krążownik on B9 and the torpedowiec on C8 are within one square: 'oparzony
  K T' (§3.4)
[1]

$ sed 's/x C8 trafiony/x C8 trafiony K/' $EXAMPLES/flota/answers.flota > k.flota && referee flota check k.flota | sed -n '3,5p;$p'
turn 3, player 1, torpedowiec: shot C8 from B7: the answer was 'trafiony K', but
  the torpedowiec stands on C8: 'trafiony T' (§3.4); TRAFIONY, sunk (§5.1):
  player 2's torpedowiec on C8
1 rule broken
[1]

$ printf 'P E5 K B9 T C8 S J1\n' > olek2.fleet && printf 'T: x B8 oparzony T\nK: x A8\nT: x C8 trafiony\n' | referee flota play --fleet1 $EXAMPLES/flota/ala.fleet --fleet2 olek2.fleet | sed -n '4,9p'
player 1, torpedowiec, x B8: oparzony K
player 2 to move
player 2, krążownik, x A8: oparzony T
player 1 to move
player 1, torpedowiec, x C8: trafiony T; TRAFIONY, sunk (§5.1): player 2's
  torpedowiec
[1]

The live game's help word: 'help' (or 'pomoc') lists what may be typed, as in
the other live games; the opening line names it.

$ printf 'help\npomoc\n' | referee flota play --fleet1 $EXAMPLES/flota/ala.fleet --fleet2 $EXAMPLES/flota/olek.fleet
turns as in the record: 'P: x D5, > C5' (x shoots, > sails); 'end' ends a turn
  early, 'help' lists what may be typed
player 1 to move
a turn: [PLAYER:] TYPE: x SQUARE, > SQUARE (TYPE P, K, T or S; x shoots, >
  sails); a line without 'TYPE:' continues the turn
end (or .): end the turn early; help: this list
a turn: [PLAYER:] TYPE: x SQUARE, > SQUARE (TYPE P, K, T or S; x shoots, >
  sails); a line without 'TYPE:' continues the turn
end (or .): end the turn early; help: this list
result: the input ended before the game did (after turn 0)
[1]
