# referee manewry check | board (referee(1)), Manewry Morskie (referee-manewry(7)).

A game won by landing: every turn legal, the two batteries destroyed by the okręt
rakietowy, the landing ship enters the enemy port.

$ referee manewry check $EXAMPLES/manewry/landing.mm | tail -4
  57  1: C16-D17                   DE moves
  58  2: B18-C18                   TR moves
  59  1: D17-D18                   DE moves
result: player 1 wins: the okręt desantowy entered the enemy port on D18 (§3)

$ referee manewry check -f csv $EXAMPLES/manewry/landing.mm | sed -n '1p;26p;30p;$p'
turn,player,unit,from,to,action,target,result,removed,violation,mine,note
25,1,RA,B15,B16,attack,C17,defender,2:BA@C17,,,"RA attacks BA: BA removed, only the okręt rakietowy destroys a battery (§4, RA row)"
29,1,RA,C16,D16,attack,E17,defender,2:BA@E17,,,"RA attacks BA: BA removed, only the okręt rakietowy destroys a battery (§4, RA row)"
,,,,,end,,1,,,,player 1 wins: the okręt desantowy entered the enemy port on D18 (§3)

A game with an illegal turn: the turn is void and spent; every combat names its cell.

$ referee manewry check $EXAMPLES/manewry/illegal.mm
Przykład: nieprawidłowy ruch: Ania – Bartek (reguły: manewry)
player 1 moves first
   1  1: I2-I3-I4                  TR moves
   2  2: F19-E18-D17               OP moves
   3  1: I4-I5-I6 mine H7          TR moves, lays a mine
   4  2: D17-D16-D15               OP moves
   5  1: I1-I4-H5                  NI moves
   6  2: D15-D14-D13               OP moves
   7  1: E2-E3-E4                  ILLEGAL (line 16): E4 is land (the coast) (§3)
   8  2: D13-D12-D11               OP moves
   9  1: H5-G6-F7                  NI moves
  10  2: D11-D9 x F7               OP attacks NI first: NI removed (§4, OP row)
  11  1: F2-G3-H3-I4               ES moves
  12  2: B18-C18                   TR moves
  13  1: I4-H5-G6 x D9             ES attacks OP: OP removed (§4, ES row)
result: the game is not finished
1 illegal turn
[1]

$ referee manewry check --format csv $EXAMPLES/manewry/illegal.mm | sed -n '4p;8p;11p;14p;$p'
3,1,TR,I4,I6,mine,H7,,,,H7,
7,1,ES,E2,E4,move,,,,E4 is land (the coast) (§3),,
10,2,OP,D11,D9,attack,F7,defender,1:NI@F7,,,"OP attacks NI first: NI removed (§4, OP row)"
13,1,ES,I4,G6,attack,D9,defender,2:OP@D9,,,"ES attacks OP: OP removed (§4, ES row)"
,,,,,end,,,,,,the game is not finished
[1]

The canonical form is a fixed point.

$ referee manewry check --canonical $EXAMPLES/manewry/illegal.mm > a.mm && referee manewry check --canonical a.mm | cmp - a.mm && sed -n '1,4p;7,9p' a.mm
[Event "Przykład: nieprawidłowy ruch"]
[Date "2026-11-20"]
[Players "Ania; Bartek"]
[First "1"]
[Play]
1: I2-I3-I4
2: F19-E18-D17

The ruleset decides: under op_es = b an OP attacking an ES removes nobody;
a rule file's keys are checked.

$ printf 'op_es = b\nbattery_zone = no-entry\n' > ours.rules && referee ruleset show --game manewry ours.rules | grep -E '^(op_es|battery_zone|neutral_turns) '
battery_zone = no-entry
op_es = b
neutral_turns = 3

$ printf 'op_es = c\n' > bad.rules && referee manewry check --ruleset bad.rules $EXAMPLES/manewry/illegal.mm
! referee: bad.rules:1:9: op_es: expected a or b, not 'c'
[2]

Bad input: 27 ships and a unit on land are rule violations (exit 1); an unknown
code, a bad square, a missing setup or a file named by the record cannot be read (exit 2).

$ cd $TESTDIR/data/manewry && referee manewry check 27-ships.mm
Przykład: desant: Ania – Bartek (reguły: manewry)
player 1 moves first
27-ships.mm: illegal setup: player 1: 5 NI (niszczyciel) set up, the rules give 4 (§2)
27-ships.mm: illegal setup: player 1: 27 ships set up, the rules give 26 (§2)
the game cannot start: a setup breaks the rules (§2, §3)
[1]

$ cd $TESTDIR/data/manewry && referee manewry check on-land.mm
Przykład: desant: Ania – Bartek (reguły: manewry)
player 1 moves first
on-land.mm:5:13: illegal setup: player 1: DE at A4: a ship starts on a square of its own port, not on land (§3)
the game cannot start: a setup breaks the rules (§2, §3)
[1]

$ cd $TESTDIR/data/manewry && referee manewry check -f csv on-land.mm
turn,player,unit,from,to,action,target,result,removed,violation,mine,note
0,1,,A4,A4,setup,,,,"player 1: DE at A4: a ship starts on a square of its own port, not on land (§3)",,
,,,,,end,,,,,,the game cannot start
[1]

$ cd $TESTDIR/data/manewry && referee manewry check off-map.mm | tail -3
   2  2: L19-M18                   ILLEGAL (line 9): M18 is off the map (A1-L20) (§6)
result: the game is not finished
1 illegal turn
[1]

$ cd $TESTDIR/data/manewry && referee manewry check off-map.mm > /dev/null
[1]

$ cd $TESTDIR/data/manewry && referee manewry check off-map-setup.mm | grep M3
off-map-setup.mm:5:19: illegal setup: player 1: RA at M3: the square is off the map (A1-L20) (§6)
[1]

$ cd $TESTDIR/data/manewry && referee manewry check unknown-code.mm
! referee: unknown-code.mm:6:10: unknown unit code 'DX': expected PA, RA, KR, NI, OP, ES, TR, DE, BA or MI
[2]

$ cd $TESTDIR/data/manewry && referee manewry check bad-square.mm
! referee: bad-square.mm:9:14: expected the target square (a square A1-L20), not 'D100'
[2]

$ cd $TESTDIR/data/manewry && referee manewry check no-setup2.mm
! referee: no-setup2.mm:7: expected a [Setup2 "CODE SQUARE …"] tag
[2]

$ cd $TESTDIR/data/manewry && referee manewry check ruleset-path.mm
! referee: ruleset-path.mm:1:11: Ruleset: expected a built-in ruleset (manewry, prl), not '../ours.rules' (a record never names a file)
[2]

$ referee manewry check nosuchfile.mm
! referee: nosuchfile.mm: No such file or directory
[2]

The board of the default ruleset (§6) and of a ruleset file with its own map.

$ referee manewry board | sed -n '1,5p;10,11p'
    A B C D E F G H I J K L
  1 Y Y Y Y Y Y Y Y Y Y Y Y
  2 Y Y Y Y Y Y Y Y Y Y Y Y
  3 Y Y Y Y Y Y Y Y Y Y Y Y
  4 # # y e y # # y e y # #
  9 . . . . n n n n . . . .
 10 . . . . n # # n . . . .

$ referee manewry board --ruleset $EXAMPLES/manewry/small.rules | head -4
    A B C D E F G H
  1 Y Y Y Y Y Y Y Y
  2 Y Y Y Y Y Y Y Y
  3 # # e # # e # #

$ referee manewry board | head -21 > grid.map && referee manewry board --map grid.map | head -21 | cmp - grid.map && echo same
same

$ printf 'Y Y\nY Z\nR R\n' > bad.map && referee manewry board --map bad.map
! referee: bad.map:2:3: map: expected one of . n # X i Y R e y r, not 'Z'
[2]

$ referee ruleset show manewry | grep -c '^[a-z_]* = '
25

A live game from a pipe: setups at the prompts, a combat that reveals the two
units, refused turns (the reason does not give away the unit's type), the board
as player 2 may see it, and the record written as the game goes.

$ printf '%s\n' 'PA A1 RA B1 KR C1 NI C2 OP D1 ES E1 TR F2 DE H1' \
    'PA A10 RA B10 KR C10 NI C9 OP D10 ES E10 TR F9 DE H10' \
    'C2-C3-C4-C5' 'D10-D9-C8' '1: C5 x C8' '2: C10-C8' 'F9-F8-F7 mine E7' 'show 2' \
    'F2-F3-F4-F5' 'F2-F3-F4' 'quit' | \
    referee manewry play --ruleset $EXAMPLES/manewry/small.rules --first 1 \
    --players 'Ania; Bartek' -o game.mm
Ania (player 1), your setup (CODE SQUARE pairs on one line):
Bartek (player 2), your setup (CODE SQUARE pairs on one line):
player 1 moves first
Ania (player 1) to move
player 1: C2-C3-C4-C5
Bartek (player 2) to move
player 2: D10-D9-C8
Ania (player 1) to move
player 1: C5 x C8
  ATAKUJĘ: NI attacks OP first: OP removed (§4, NI row)
  removed: OP of player 2 on C8
Bartek (player 2) to move
refused: C9 is occupied: no jumping, a ship stops only on an empty square (§3)
Bartek (player 2) to move
player 2: F9-F8-F7 mine E7 (STAWIAM MINĘ)
Ania (player 1) to move
board of player 2:
     A  B  C  D  E  F  G  H
  1 xx xx xx xx xx  Y  Y xx
  2  Y  Y  Y  Y  Y xx  Y  Y
  3  #  #  e  #  #  e  #  #
  4  .  .  .  .  .  .  .  .
  5  .  . ni  n  n  .  .  .
  6  .  .  .  n  n  .  .  .
  7  .  .  .  . MI TR  .  .
  8  #  #  e  #  #  e  #  #
  9  R  R NI  R  R  R  R  R
 10 PA RA KR  R ES  R  R DE
KR your units; xx an enemy unit; kr an enemy unit whose type is known;
mines left to lay: 1
refused: the unit cannot move that far (§2)
Ania (player 1) to move
player 1: F2-F3-F4
Bartek (player 2) to move
result: stopped before the game ended
[1]

'help' (or 'pomoc') at the prompt says what may be typed, and the command's help
says so, in English and in Polish.

$ referee help manewry play | grep -A1 "'help'"
map, 'help' (or 'pomoc') says what may be typed, 'quit' (or 'koniec')
stops. -o FILE writes the .mm record as the game goes.
$ LANG=pl_PL.UTF-8 referee help manewry play | grep "pomoc"
„pomoc” (albo „help”) mówi, co można wpisać, „koniec” (albo „quit”) kończy.
$ printf '%s\n' 'PA A1 RA B1 KR C1 NI C2 OP D1 ES E1 TR F2 DE H1' \
    'PA A10 RA B10 KR C10 NI C9 OP D10 ES E10 TR F9 DE H10' 'pomoc' 'koniec' | \
    LANG=pl_PL.UTF-8 referee manewry play --ruleset $EXAMPLES/manewry/small.rules --first 1
gracz 1, twoje ustawienie (pary KOD POLE w jednym wierszu):
gracz 2, twoje ustawienie (pary KOD POLE w jednym wierszu):
pierwszy rusza się gracz 1
ruch gracza 1
ruch: [GRACZ:] SKĄD-DOKĄD[-DOKĄD...] [x CEL | clear CEL] [mine POLE]
show 1, show 2: plansza tak, jak widzi ją ten gracz; board: mapa;
koniec: przerwij grę (zapis zachowuje dotychczasowe ruchy)
wynik: gra przerwana przed końcem
[1]

In Polish the refusals of live play are Polish too, still without the type of
the unit: a move too long, a mine laid by a unit that lays none, a target out
of range.

$ printf '%s\n' 'PA A1 RA B1 KR C1 OP D1 ES E1 DE H1 NI C2 TR F2' \
    'NI C9 TR F9 PA A10 RA B10 KR C10 OP D10 ES E10 DE H10' 'F2-F3-F4-F5-F6' \
    'C2-C3 mine C4' 'A1 x A10' | LANG=pl_PL.UTF-8 referee manewry play \
    --ruleset $EXAMPLES/manewry/small.rules --first 1 | grep odrzucone
odrzucone: jednostka nie może płynąć tak daleko (§2)
odrzucone: ta jednostka nie stawia min (§3)
odrzucone: cel jest poza zasięgiem jednostki (§3)
[1]

$ cat game.mm
[Players "Ania; Bartek"]
[First "1"]
[Setup1 "PA A1 RA B1 KR C1 OP D1 ES E1 DE H1 NI C2 TR F2"]
[Setup2 "NI C9 TR F9 PA A10 RA B10 KR C10 OP D10 ES E10 DE H10"]
[Play]
1: C2-C3-C4-C5
2: D10-D9-C8
1: C5 x C8
2: F9-F8-F7 mine E7
1: F2-F3-F4

$ referee manewry check -f csv --ruleset $EXAMPLES/manewry/small.rules game.mm | sed -n '4p;$p'
3,1,NI,C5,C5,attack,C8,defender,2:OP@C8,,,"NI attacks OP first: OP removed (§4, NI row)"
,,,,,end,,,,,,the game is not finished

A game played to the end: the landing of the default example, from its setup files.

$ sed -n 's/^[12]: //p' $EXAMPLES/manewry/landing.mm | referee manewry play --first 1 \
    --setup1 $EXAMPLES/manewry/setup1.txt --setup2 $EXAMPLES/manewry/setup2.txt -o won.mm | tail -2
player 1: D17-D18
result: player 1 wins: the okręt desantowy entered the enemy port on D18 (§3)

$ referee manewry check won.mm | tail -1
result: player 1 wins: the okręt desantowy entered the enemy port on D18 (§3)

A setup that breaks the rules stops the game before it starts.

$ printf 'PA A1\nPA A10\n' | referee manewry play --ruleset $EXAMPLES/manewry/small.rules --first 2
player 1, your setup (CODE SQUARE pairs on one line):
player 2, your setup (CODE SQUARE pairs on one line):
player 2 moves first
illegal setup: player 1: 0 RA (okręt rakietowy) set up, the rules give 1 (§2)
illegal setup: player 1: 0 KR (krążownik) set up, the rules give 1 (§2)
illegal setup: player 1: 0 NI (niszczyciel) set up, the rules give 1 (§2)
illegal setup: player 1: 0 OP (okręt podwodny) set up, the rules give 1 (§2)
illegal setup: player 1: 0 ES (eskortowiec) set up, the rules give 1 (§2)
illegal setup: player 1: 0 TR (trałowiec) set up, the rules give 1 (§2)
illegal setup: player 1: 0 DE (okręt desantowy) set up, the rules give 1 (§2)
illegal setup: player 1: 1 ships set up, the rules give 8 (§2)
illegal setup: player 2: 0 RA (okręt rakietowy) set up, the rules give 1 (§2)
illegal setup: player 2: 0 KR (krążownik) set up, the rules give 1 (§2)
illegal setup: player 2: 0 NI (niszczyciel) set up, the rules give 1 (§2)
illegal setup: player 2: 0 OP (okręt podwodny) set up, the rules give 1 (§2)
illegal setup: player 2: 0 ES (eskortowiec) set up, the rules give 1 (§2)
illegal setup: player 2: 0 TR (trałowiec) set up, the rules give 1 (§2)
illegal setup: player 2: 0 DE (okręt desantowy) set up, the rules give 1 (§2)
illegal setup: player 2: 1 ships set up, the rules give 8 (§2)
the game cannot start: a setup breaks the rules (§2, §3)
[1]

$ printf 'PA A1 XY B2\n' | referee manewry play --first 1
player 1, your setup (CODE SQUARE pairs on one line):
! referee: <stdin>:1:7: unknown unit code 'XY': expected PA, RA, KR, NI, OP, ES, TR, DE, BA or MI
[2]

A malformed square is refused with the board's own range: A-L by 1-20 for
the default board, A-H by 1-10 for the small one; at a setup prompt and in a turn.

$ printf 'PA A1 RA B100\n' | referee manewry play --first 1
player 1, your setup (CODE SQUARE pairs on one line):
! referee: <stdin>:1:10: expected a square A1-L20, not 'B100'
[2]
$ printf '%s\n' 'PA A1 RA B1 KR C1 NI C2 OP D1 ES E1 TR F2 DE H1' \
    'PA A10 RA B10 KR C10 NI C9 OP D10 ES E10 DE H10 TR F9' 'C2-C3 x C1000' | \
    referee manewry play --ruleset $EXAMPLES/manewry/small.rules --first 1 | grep -i square
player 1, your setup (CODE SQUARE pairs on one line):
player 2, your setup (CODE SQUARE pairs on one line):
refused: expected the target square (a square A1-H10), not 'C1000'
[1]
$ printf 'PA A1 RA Q100\n' | LANG=pl_PL.UTF-8 referee manewry play --first 1
gracz 1, twoje ustawienie (pary KOD POLE w jednym wierszu):
! referee: <stdin>:1:10: oczekiwano pola A1-L20, a nie „Q100”
[2]

The input ending at a setup prompt names the line that did not come, as the
other refusals do (<stdin>:LINE:).

$ printf '# setups\nPA A1 RA B1\n' | referee manewry play --first 1
player 1, your setup (CODE SQUARE pairs on one line):
player 1, your setup (CODE SQUARE pairs on one line):
player 2, your setup (CODE SQUARE pairs on one line):
! referee: <stdin>:3: the input ended before the setup of player 2
[2]
$ LANG=pl_PL.UTF-8 referee manewry play --first 1 < /dev/null
gracz 1, twoje ustawienie (pary KOD POLE w jednym wierszu):
! referee: <stdin>:1: wejście skończyło się przed ustawieniem gracza 1
[2]

Internment: a ship still in neutral waters at the end of its owner's fourth turn
after entering is taken off (§3, §7.8); it can no longer be attacked there.

$ cp $TESTDIR/data/manewry/interned.mm $EXAMPLES/manewry/small.rules . && referee manewry check --ruleset small.rules interned.mm | sed -n '11,13p'
   9  1: C2-D1                     OP moves
      NI of player 1 on D5 interned: still in neutral waters after 4 own turns (§3)
  10  2: F9-F8 x D5                ILLEGAL (line 15): D5 is empty: nothing to attack (§3)
[1]

$ cp $TESTDIR/data/manewry/interned.mm $EXAMPLES/manewry/small.rules . && referee manewry check --ruleset small.rules -f csv interned.mm | sed -n '10p'
9,1,OP,C2,D1,move,,,1:NI@D5,,,
[1]

$ printf 'neutral_count_entry = yes\n' >> small.rules && referee manewry check --ruleset small.rules -f csv interned.mm | grep NI@
7,1,OP,D1,C2,move,,,1:NI@D5,,,
[1]

The seed's readings (referee-manewry(7) §8, 2026-12-04), the defaults of the manewry
and prl rulesets: a mine next to the square the trałowiec left is accepted; a turn
that only lays a mine is refused; a ship may stop next to an enemy battery, which
then fires at it; a unit in neutral waters may not attack; a move through a
battery's zone is refused.

$ referee manewry check --ruleset $EXAMPLES/manewry/battery.rules $EXAMPLES/manewry/readings-illegal.mm | sed -n '3,$p'
   1  1: C2-C3-C4                  TR moves
   2  2: C9-C8-C7                  TR moves
   3  1: C4-D4-E4 mine B4          TR moves, lays a mine
   4  2: D9-C8-B7                  NI moves
   5  1: E4 mine F5                ILLEGAL (line 17): laying a mine "nie liczy się za ruch" (rules as printed, item 7): the turn must still move, attack or clear (mine_alone = false) (§7.7)
   6  2: B7-B6-B5-A4               NI moves
   7  1: B3 x A4                   BA attacks NI: NI removed, a battery "bije wszystkie jednostki w zasięgu jednego pola" (§4, BA row)
   8  2: C7-D6                     TR moves
   9  1: D2-C3-D4                  NI moves
  10  2: D6 x D4                   ILLEGAL (line 22): D6 is in neutral waters: a unit may shelter there ("schronić się", rules as printed, item 9), not attack out of them (neutral_attack = false) (§7.8)
  11  1: E4-F4                     TR moves
  12  2: D6-C5                     TR moves
  13  1: F4-G4                     TR moves
  14  2: C5-C4-C3                  ILLEGAL (line 26): C4 is within 1 square of the enemy battery on B3: no enemy ship may pass through it ("nie mogą przechodzić", rules as printed, item 8) (§3)
  15  1: D4 x C5                   NI attacks TR: TR removed (§4, NI row)
result: the game is not finished
3 illegal turns
[1]

The old readings are one key away each; mine_before_move, the old name of
mine_time, is still read (false = after), but not together with mine_time.

$ referee manewry check --ruleset $TESTDIR/data/manewry/old-readings.rules $EXAMPLES/manewry/readings-illegal.mm | sed -n '5p;7,9p;12p'
   3  1: C4-D4-E4 mine B4          ILLEGAL (line 15): B4 is not next to the trałowiec (§3)
   5  1: E4 mine F5                ILLEGAL (line 17): player 1 has no unit on E4 (§3)
   6  2: B7-B6-B5-A4               ILLEGAL (line 18): A4 is within 1 square of the enemy battery on B3: no enemy ship may enter it (§3)
   7  1: B3 x A4                   ILLEGAL (line 19): A4 is empty: nothing to attack (§3)
  10  2: D6 x D4                   TR attacks NI: TR removed (§4, TR row)
[1]

$ printf 'mine_before_move = no\n' > a.rules && referee ruleset show --game manewry a.rules | grep -E '^mine_(time|before)'
mine_time = after

$ printf 'mine_time = after\nmine_before_move = yes\n' > b.rules && referee ruleset show --game manewry b.rules
! referee: b.rules:2:1: keys 'mine_time' and 'mine_before_move' set the same rule; give one of them
[2]

$ referee ruleset show manewry | grep -E '^(battery_zone|mine_time|mine_alone|neutral_attack) '
battery_zone = no-pass
mine_time = either
mine_alone = false
neutral_attack = false

$ referee ruleset show prl | grep -E '^(battery_zone|mine_time|mine_alone|neutral_attack) '
battery_zone = no-pass
mine_time = either
mine_alone = false
neutral_attack = false
