# referee battle check and battle play: Morska Bitwa match records (referee-notation(5)).

A complete classic match (examples/fleet/classic.battle): every answer true, every
turn kept, player 1 sinks the last ship at the last line. Both boards as drawn.

$ referee battle check $EXAMPLES/fleet/classic.battle
board 1: fleet of player 1, shots of player 2
    A B C D E F G H I J
 1  # X # # • . • • · X
 2  . · · · · · · . • X
 3  X · X X · X · • · X
 4  # · · · · X · • · •
 5  X • . • · · · X # .
 6  • . . • . . • . • •
 7  . . # • . . · • · .
 8  . • . • • • • X • •
 9  . . . • # . · · · ·
10  • . . . • . • . · X
.
board 2: fleet of player 2, shots of player 1
    A B C D E F G H I J
 1  . • X · . • X X X ·
 2  . • X • · · · · · ·
 3  · · • · X · • . · X
 4  X · . • X · . • · X
 5  · · · · • · . . · X
 6  • X X X • • · • · X
 7  · • · · · • X • · •
 8  X • · · · • X • • .
 9  · · · X • · · · · •
10  • . • · · • · X · •
.
legend: # ship, X hit, • miss, · marked around a sunk ship
player 1: 47 shots, 20 hits, 10 of 10 ships sunk
player 2: 40 shots, 13 hits, 5 of 10 ships sunk
result: player 1 wins: line 120 zatopiony, the last of the 10 ships of player 2

The fish variant: strict alternation, the feminine words, an 8x8 board, ASCII drawing.

$ referee battle check --ascii $EXAMPLES/fleet/fish.battle
board 1: fleet of player 1, shots of player 2
    A B C D E F G H
 1  X X X X o # X #
 2  o o - - - o - o
 3  # - X X - # - X
 4  X - - o - X - X
 5  X - - - - o - o
 6  o - X o X o - -
 7  . - - - - - X -
 8  # o o . . - - -
.
board 2: fleet of player 2, shots of player 1
    A B C D E F G H
 1  X X X X - X o X
 2  - - - - - - o X
 3  X X X - X - o o
 4  o - - - X - X -
 5  X - - - - o X -
 6  - - X X o - X -
 7  X - - - - o - -
 8  - - X o . . . .
.
legend: # fish, X found, o empty, - marked around a rescued fish
player 1: 29 shots, 20 hits, 10 of 10 fish rescued
player 2: 28 shots, 15 hits, 6 of 10 fish rescued
result: player 1 wins: line 86 uratowana, the last of the 10 fish of player 2

The boats variant: strict alternation; player 2 wins.

$ referee battle check $EXAMPLES/fleet/boats.battle | tail -3
player 1: 46 shots, 14 hits, 6 of 10 boats rescued
player 2: 46 shots, 20 hits, 10 of 10 boats rescued
result: player 2 wins: line 122 uratowany, the last of the 10 boats of player 1

The summary counts what each variant takes: ships sunk, boats and fish rescued (§1).

$ LANG=pl_PL.UTF-8 referee battle check $EXAMPLES/fleet/fish.battle | sed -n '/^gracz/p'
gracz 1: 29 strzałów, 20 trafień, uratowane ryby: 10 z 10
gracz 2: 28 strzałów, 15 trafień, uratowane ryby: 6 z 10
$ LANG=pl_PL.UTF-8 referee battle check $EXAMPLES/fleet/boats.battle | sed -n '/^gracz/p'
gracz 1: 46 strzałów, 14 trafień, uratowane łodzie: 6 z 10
gracz 2: 46 strzałów, 20 trafień, uratowane łodzie: 10 z 10
$ LANG=pl_PL.UTF-8 referee battle check $EXAMPLES/fleet/classic.battle | sed -n '/^gracz/p'
gracz 1: 47 strzałów, 20 trafień, zatopione okręty: 10 z 10
gracz 2: 40 strzałów, 13 trafień, zatopione okręty: 5 z 10

The result line names the variant's own ships as well: the last fish or boat rescued (§1).

$ for v in fish boats classic; do LANG=pl_PL.UTF-8 referee battle check $EXAMPLES/fleet/$v.battle | tail -1; done
wynik: wygrywa gracz 1: wiersz 86 uratowana, ostatnia z 10 ryb gracza 2
wynik: wygrywa gracz 2: wiersz 122 uratowany, ostatnia z 10 łodzi gracza 1
wynik: wygrywa gracz 1: wiersz 120 zatopiony, ostatni z 10 statków gracza 2

A false answer is named with its line; the liar loses the game (§1).

$ referee battle check $EXAMPLES/fleet/lie.battle
line 30: player 2 answered pudło to C6, but C6 holds the krążownik at B6-D6: trafiony
.
board 1: fleet of player 1, shots of player 2
    A B C D E F G H I J
 1  X X # # . . . . . #
 2  . . . . . . . . . #
 3  # . # # . # . . . #
 4  # . . . . # . . . .
 5  # . . . • . . # # .
 6  . . . . . . . . . .
 7  . . # . • . . . . .
 8  . . . . . . . # . .
 9  . . . . # . . . . .
10  . . . . . . . . . #
.
board 2: fleet of player 2, shots of player 1
    A B C D E F G H I J
 1  • . # . . . # # # .
 2  . . # . . . . . . .
 3  . . . . # . . . . #
 4  # . . . # . . . . #
 5  . . . . . . . • . #
 6  . # X # . . . . . #
 7  . . . . . . # . . .
 8  # . . . . . # . . .
 9  . . . # . . . . . .
10  . . . . . . . # . .
.
legend: # ship, X hit, • miss, · marked around a sunk ship
player 1: 3 shots, 1 hit, 0 of 10 ships sunk
player 2: 4 shots, 2 hits, 0 of 10 ships sunk
result: player 1 wins: player 2 broke the rules at line 30 (§1)
[1]

$ referee battle check -f csv $EXAMPLES/fleet/lie.battle
line,player,square,announced,answer,verdict
28,1,A1,pudło,pudło,
29,2,E5,pudło,pudło,
30,1,C6,pudło,trafiony,"line 30: player 2 answered pudło to C6, but C6 holds the krążownik at B6-D6: trafiony"
31,2,A1,trafiony,trafiony,
32,2,B1,trafiony,trafiony,
33,2,E7,pudło,pudło,
34,1,H5,pudło,pudło,
,,,,,player 1 wins: player 2 broke the rules at line 30 (§1)
[1]

A skipped turn: after pudło the turn passes; after a hit the shooter shoots again.

$ referee battle check $TESTDIR/data/fleet/skip.battle > out; r=$?; grep -v "^ *[0-9]* \|^ *A B\|: fleet of player\|^legend\|^$" out; exit $r
line 27: player 1 shot out of turn: player 2's move was skipped (after pudło the turn passes, §1)
line 29: player 1 shot out of turn: player 2's move was skipped (after trafiony player 2 shoots again, §1)
player 1: 3 shots, 0 hits, 0 of 10 ships sunk
player 2: 1 shot, 1 hit, 0 of 10 ships sunk
result: player 2 wins: player 1 broke the rules at line 27 (§1)
[1]

A repeated shot and a shot next to a sunk ship are rejected without using up the turn (§3).

$ referee battle check $TESTDIR/data/fleet/repeat-halo.battle > out; r=$?; grep -v "^ *[0-9]* \|^ *A B\|: fleet of player\|^legend\|^$" out; exit $r
line 27: player 1 shot C1 again (first at line 26): rejected, the turn is not used up (§3)
line 29: player 1 shot D2, next to the sunk niszczyciel at C1-C2: rejected, the turn is not used up (§3)
player 1: 3 shots, 2 hits, 1 of 10 ships sunk
player 2: 1 shot, 0 hits, 0 of 10 ships sunk
result: no winner yet: the game is not finished after line 31
[1]

Nothing after the end of the game.

$ referee battle check $TESTDIR/data/fleet/after-end.battle > out; r=$?; grep -v "^ *[0-9]* \|^ *A B\|: fleet of player\|^legend\|^$" out; exit $r
line 121: 2 shots after the end of the game (the last ship sank at line 120)
player 1: 47 shots, 20 hits, 10 of 10 ships sunk
player 2: 40 shots, 13 hits, 5 of 10 ships sunk
result: player 1 wins: line 120 zatopiony, the last of the 10 ships of player 2
[1]

In the skansen variants the note says what was rescued last.

$ for v in fish boats; do (cat $EXAMPLES/fleet/$v.battle; printf '2 A1 pusto\n1 A2 pusto\n') | referee battle check - | grep "after the end"; done
line 87: 2 shots after the end of the game (the last fish was rescued at line 86)
line 123: 2 shots after the end of the game (the last boat was rescued at line 122)
[1]
$ for v in fish boats; do (cat $EXAMPLES/fleet/$v.battle; printf '2 A1 pusto\n1 A2 pusto\n') | LANG=pl_PL.UTF-8 referee battle check - | grep "po końcu"; done
wiersz 87: 2 strzały po końcu gry (ostatnia ryba została uratowana w wierszu 86)
wiersz 123: 2 strzały po końcu gry (ostatnia łódź została uratowana w wierszu 122)
[1]

An invalid fleet loses the game (referee-statki(7)).

$ referee battle check $TESTDIR/data/fleet/badfleet.battle > out; r=$?; grep -v "^ *[0-9]* \|^ *A B\|: fleet of player\|^legend\|^$" out; exit $r
board 1: ship at A1-D1 touches ship at E1 (side)
player 1: 1 shot, 0 hits, 0 of 10 ships sunk
player 2: 0 shots, 0 hits, 0 of 10 ships sunk
result: player 2 wins: the fleet of player 1 breaks the rules (§1)
[1]

The variant comes from --variant, else the [Variant] tag: the boats words are accepted for
the same shots, but the turn order is strict alternation.

$ sed "s/classic/boats/" $TESTDIR/data/fleet/repeat-halo.battle | referee battle check - > out; r=$?; grep -v "^ *[0-9]* \|^ *A B\|: fleet of player\|^legend\|^$" out; exit $r
line 27: player 1 shot out of turn: player 2's move was skipped (after odnaleziony the turn passes, §1)
line 27: player 1 shot C1 again (first at line 26): rejected, the turn is not used up (§3)
line 29: player 1 shot out of turn: player 2's move was skipped (after uratowany the turn passes, §1)
line 29: player 1 shot D2, next to the rescued boat łódź motorowa at C1-C2: rejected, the turn is not used up (§3)
player 1: 3 shots, 2 hits, 1 of 10 boats rescued
player 2: 1 shot, 0 hits, 0 of 10 boats rescued
result: player 2 wins: player 1 broke the rules at line 27 (§1)
[1]

--canonical prints a record back with the variant's own words; it is idempotent.

$ printf '[Variant "skansen-ryby"]\n[Board "1"]\nX.\n[Board "2"]\n.o\n1 b1 URATOWANY\n' | referee battle check --canonical - | tee c.battle
[Variant "fish"]
[Board "1"]
    A B
 1  # .
.
[Board "2"]
    A B
 1  . #
.
1 B1 uratowana

$ referee battle check --canonical c.battle | cmp - c.battle && echo same
same

Bad input: exit 2 with file:line:col.

$ printf '[Board "1"]\n. .\n[Board "2"]\n. #\n1 A1 pudło\n1 Z0 pudło\n' | referee battle check -
! referee: <stdin>:6:3: expected a square such as C4, not 'Z0'
[2]

$ printf '[Board "1"]\n. .\n[Board "2"]\n. #\n1 A1 spudłowany\n' | referee battle check -
! referee: <stdin>:5:6: expected pudło, trafiony or zatopiony, not 'spudłowany'
[2]

$ printf '[Board "1"]\n. .\n1 A1 pudło\n' | referee battle check -
! referee: <stdin>:3:1: expected [Board "2"] and its grid before the shots
[2]

$ printf '[Board "3"]\n' | referee battle check -
! referee: <stdin>:1:9: expected board "1" or "2"
[2]

$ printf '[Variant "chess"]\n[Board "1"]\n. .\n[Board "2"]\n. #\n' | referee battle check -
! referee: <stdin>:1:11: expected variant classic (statki), boats (skansen-lodzie, lodzie), fish (skansen-ryby, ryby); not 'chess'
[2]

The variant's natural Polish names are taken as well, with or without diacritics,
in the option and in the [Variant] tag.

$ referee fleet check --variant ryby $EXAMPLES/fleet/f1.board && referee fleet check --variant łodzie $EXAMPLES/fleet/l1.board && referee fleet check --variant LODZIE $EXAMPLES/fleet/l1.board | head -1
valid
valid
valid
$ printf '[Variant "Łodzie"]\n[Board "1"]\nX.\n[Board "2"]\n.o\n1 b1 URATOWANY\n' | referee battle check --canonical - | head -1
[Variant "boats"]
$ printf '[Variant "łódki"]\n[Board "1"]\nX.\n[Board "2"]\n.o\n' | LANG=pl_PL.UTF-8 referee battle check -
! referee: <stdin>:1:11: oczekiwano wariantu: classic (statki), boats (skansen-lodzie, lodzie), fish (skansen-ryby, ryby); nie „łódki”
[2]

$ printf '[Board "1"]\n. .\n[Board "2"]\n' | referee battle check -
! referee: <stdin>:3:1: expected the grid of board 2
[2]

battle play: the tool holds both boards and answers shots read from a pipe. A bad
square gets a message and the question again; --record writes what battle check reads.

$ printf 'C1\nK1\nC1\nzz\n2 A1\nC2\nD2\nA1\n\n# a comment\nE5\n' | referee battle play --first 1 --record m.battle $EXAMPLES/fleet/l1.board $EXAMPLES/fleet/classic-2.board
classic: player 1 shoots first
player 1: C1 trafiony
player 1 shoots again
K1 is not a square of the board (A-J, 1-10)
player 1 shoots
C1 was already shot: rejected, shoot again (§3)
player 1 shoots
'zz' is not a square: expected a letter and a number, such as C4
player 1 shoots
it is player 1's turn, not player 2's
player 1 shoots
player 1: C2 zatopiony
player 1 shoots again
D2 is next to the sunk niszczyciel at C1-C2: rejected, shoot again (§3)
player 1 shoots
player 1: A1 pudło
player 2 shoots
player 2: E5 pudło
player 1 shoots
.
board 1: fleet of player 1, shots of player 2
    A B C D E F G H I J
 1  # # # # . . . . . #
 2  . . . . . . . . . #
 3  # . # # . # . . . #
 4  # . . . . # . . . .
 5  # . . . • . . # # .
 6  . . . . . . . . . .
 7  . . # . . . . . . .
 8  . . . . . . . # . .
 9  . . . . # . . . . .
10  . . . . . . . . . #
.
board 2: fleet of player 2, shots of player 1
    A B C D E F G H I J
 1  • · X · . . # # # .
 2  . · X · . . . . . .
 3  . · · · # . . . . #
 4  # . . . # . . . . #
 5  . . . . . . . . . #
 6  . # # # . . . . . #
 7  . . . . . . # . . .
 8  # . . . . . # . . .
 9  . . . # . . . . . .
10  . . . . . . . # . .
.
legend: # ship, X hit, • miss, · marked around a sunk ship
player 1: 3 shots, 2 hits, 1 of 10 ships sunk
player 2: 1 shot, 0 hits, 0 of 10 ships sunk
result: the input ended before the game did
[1]

$ grep "^\[\|^[12] " m.battle > out; referee battle check m.battle | tail -1 >> out; cat out
[Variant "classic"]
[Board "1"]
[Board "2"]
1 C1 trafiony
1 C2 zatopiony
1 A1 pudło
2 E5 pudło
result: no winner yet: the game is not finished after line 31

At the prompt 'help' (or 'pomoc') says what to type, in the players' language,
and 'quit' (or 'koniec') stops the match: the boards, and a result that says it
was stopped, not that the input ran out (exit 1).

$ printf 'help\nC1\nkoniec\nC2\n' | referee battle play --first 1 $EXAMPLES/fleet/l1.board \
    $EXAMPLES/fleet/classic-2.board | sed -n '2,5p;$p'
a shot: a square such as C4 (A-J, 1-10), or a player and a square (1 C4);
quit: stop the match (the record keeps the shots so far)
player 1: C1 trafiony
player 1 shoots again
result: stopped before the game ended
[1]

The same words in Polish for every game when the input ends first (Ctrl-D).

$ printf 'A1\n' | LANG=pl_PL.UTF-8 referee battle play --first 1 $EXAMPLES/fleet/l1.board \
    $EXAMPLES/fleet/classic-2.board | tail -1
wynik: wejście skończyło się przed końcem gry
[1]

In Polish, 'pomoc' and 'koniec' (or the English words) and a Polish result.

$ printf 'Pomoc\nquit\n' | LANG=pl_PL.UTF-8 referee battle play --variant fish --first 2 \
    $EXAMPLES/fleet/f1.board $EXAMPLES/fleet/fish-2.board | sed -n '2,3p;$p'
strzał: pole, np. C4 (A-H, 1-8), albo gracz i pole (1 C4);
koniec: przerwij mecz (zapis zachowuje dotychczasowe strzały)
wynik: gra przerwana przed końcem
[1]

In the skansen variants the first player is drawn by lot (§1), and the opening
line says so; --first names one.

$ referee battle play --variant fish $EXAMPLES/fleet/f1.board $EXAMPLES/fleet/fish-2.board \
    < /dev/null | sed -n '1s/player [12] /player N /p'
fish: player N shoots first (drawn by lot)
[1]

$ referee battle play --variant boats --first 2 $EXAMPLES/fleet/l1.board \
    $EXAMPLES/fleet/classic-2.board < /dev/null | sed -n '1p'
boats: player 2 shoots first
[1]

In the skansen variants the legend and the refusal of a shot next to a ship taken
name what the variant takes: a fish or a boat rescued, not a ship sunk (§3).

$ printf 'C8\nH8\nD8\nquit\n' | referee battle play --variant fish --first 1 \
    $EXAMPLES/fleet/f1.board $EXAMPLES/fleet/fish-2.board 2>&1 | grep "^D8\|^legend"
D8 is next to the rescued fish szprot at C8: rejected, shoot again (§3)
legend: # fish, X found, • empty, · marked around a rescued fish
[1]
$ printf 'C1\nJ5\nC2\nJ6\nD2\nquit\n' | referee battle play --variant boats --first 1 \
    $EXAMPLES/fleet/l1.board $EXAMPLES/fleet/classic-2.board 2>&1 | grep -A1 "^D2\|^legend"
D2 is next to the rescued boat łódź motorowa at C1-C2: rejected, shoot again
  (§3)
--
legend: # boat, X found, • empty, · marked around a rescued boat
player 1: 2 shots, 2 hits, 1 of 10 boats rescued
[1]
$ printf 'C8\nH8\nD8\nquit\n' | LANG=pl_PL.UTF-8 referee battle play --variant fish --first 1 \
    $EXAMPLES/fleet/f1.board $EXAMPLES/fleet/fish-2.board 2>&1 | grep -A1 "^D8\|^legenda"
D8 sąsiaduje z uratowaną rybą: szprot na C8: odrzucone, strzelaj jeszcze raz
  (§3)
--
legenda: # ryba, X odnaleziona, • pusto, · oznaczone wokół uratowanej ryby
gracz 1: 1 strzał, 1 trafienie, uratowane ryby: 1 z 10
[1]
$ printf 'C1\nJ5\nC2\nJ6\nD2\nquit\n' | LANG=pl_PL.UTF-8 referee battle play --variant boats --first 1 \
    $EXAMPLES/fleet/l1.board $EXAMPLES/fleet/classic-2.board 2>&1 | grep -A1 "^D2\|^legenda"
D2 sąsiaduje z uratowaną łodzią: łódź motorowa na C1-C2: odrzucone, strzelaj
  jeszcze raz (§3)
--
legenda: # łódź, X odnaleziona, • pusto, · oznaczone wokół uratowanej łodzi
gracz 1: 2 strzały, 2 trafienia, uratowane łodzie: 1 z 10
[1]
$ sed "s/classic/boats/" $TESTDIR/data/fleet/repeat-halo.battle | LANG=pl_PL.UTF-8 referee battle check - | grep "obok"
wiersz 29: gracz 1 strzelił w D2, obok uratowanej łodzi (łódź motorowa na C1-C2): odrzucony, ruch nie przepada (§3)
[1]

The player before the square may be written as in the other games' live play,
"2: A1", and with --players by name, in any case and with or without its
diacritics.

$ printf 'C4\n2: A1\nOlek:A2\nala C5\n' | referee battle play --players 'Ała; Olek' \
    --first 1 $EXAMPLES/fleet/l1.board $EXAMPLES/fleet/classic-2.board | grep '^player [12]: [A-J]'
player 1: C4 pudło
player 2: A1 trafiony
player 2: A2 pudło
player 1: C5 pudło
[1]

A refusal wider than a terminal's 80 columns (the Polish one for a shot next
to a sunk ship) is broken at a space, its later lines indented.

$ printf 'A3\nA4\nA5\nA6\n' | LANG=pl_PL.UTF-8 referee battle play --first 2 \
    $EXAMPLES/fleet/l1.board $EXAMPLES/fleet/classic-2.board | sed -n '8,9p'
A6 sąsiaduje z zatopionym: krążownik na A3-A5: odrzucone, strzelaj jeszcze raz
  (§3)
[1]

--record is written after every shot that counts, not only at the end: a match
stopped by Ctrl-C keeps its shots. Here the record is read while the referee
still waits for the next shot (the input has not ended).

$ { printf 'C1\nA1\n'; for i in $(seq 100); do grep -q 'A1 pudło' live.battle 2>/dev/null && break; \
    sleep 0.1; done; grep '^[12] ' live.battle > seen; } | referee battle play --first 1 \
    --record live.battle $EXAMPLES/fleet/l1.board $EXAMPLES/fleet/classic-2.board > /dev/null; \
    cat seen
1 C1 trafiony
1 A1 pudło

A whole fish match replayed through battle play gives the same result as the record.

$ grep "^[12] " $EXAMPLES/fleet/fish.battle | cut -d" " -f1,2 | referee battle play --variant fish --first 1 --record f.battle $EXAMPLES/fleet/f1.board $EXAMPLES/fleet/fish-2.board | tail -1 && referee battle check f.battle | tail -1 && grep "^[12] " f.battle | diff - <(grep "^[12] " $EXAMPLES/fleet/fish.battle) && echo same shots
result: player 1 wins
result: player 1 wins: line 80 uratowana, the last of the 10 fish of player 2
same shots

$ referee battle play --variant fish $EXAMPLES/fleet/l1.board $EXAMPLES/fleet/f1.board < /dev/null
board 1: ship at J1-J3 is outside the board (A-H x 1-8)
board 1: ship at H5-I5 is partly outside the board (A-H x 1-8): I5
board 1: ship at E9 is outside the board (A-H x 1-8)
board 1: ship at J10 is outside the board (A-H x 1-8)
the game cannot start: a fleet breaks the rules (§1)
[1]

$ referee battle play $EXAMPLES/fleet/l1.board
! referee: battle play: expected two board files
[2]

The players' names (--players) name whose shot it is, at every line.

$ printf 'C1\nzz\nA1\nE5\n' | referee battle play --first 1 --players 'Ala; Olek' $EXAMPLES/fleet/l1.board $EXAMPLES/fleet/classic-2.board | sed -n '1,9p'
classic: Ala (player 1) shoots first
player 1: C1 trafiony
Ala (player 1) shoots again
'zz' is not a square: expected a letter and a number, such as C4
Ala (player 1) shoots
player 1: A1 pudło
Olek (player 2) shoots
player 2: E5 pudło
Ala (player 1) shoots
[1]

$ referee battle play --players 'Ala' $EXAMPLES/fleet/l1.board $EXAMPLES/fleet/classic-2.board < /dev/null
! referee: --players: expected two names separated by ';'
[2]


An answer word is one word: a shot line ends in it, so a ruleset whose hit
word holds a blank is refused (fuzz_battle: its record printed with such a
word did not read back):

$ printf 'words = pudło, dwa słowa, zatopiony\n' > two-words.rules && referee battle check --ruleset two-words.rules $EXAMPLES/fleet/classic.battle
! referee: two-words.rules:1:16: words: expected three words: miss, hit, sunk
[2]
