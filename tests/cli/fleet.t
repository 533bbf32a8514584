# referee fleet check (referee(1)), the worked examples of referee-statki(7) §4.

Example 1: the rulebook's layout L1 is valid under classic and boats; F1 under fish.

$ referee fleet check $EXAMPLES/fleet/l1.board
valid

$ referee fleet check --variant boats $EXAMPLES/fleet/l1.board
valid

$ referee fleet check --variant skansen-ryby $EXAMPLES/fleet/f1.board
valid

$ referee fleet check --ruleset statki $EXAMPLES/fleet/classic-2.board
valid

Examples 2, 3, 4, 6, 7: each mutation of L1 is named with its squares.

$ referee fleet check $TESTDIR/data/fleet/touch-corner.board
ship at H5-I5 touches ship at G6 (corner)
[1]

$ referee fleet check $TESTDIR/data/fleet/touch-side.board
ship at A1-D1 touches ship at E1 (side)
[1]

$ referee fleet check $TESTDIR/data/fleet/bent.board
cells J1 I2 J2 do not form a straight ship
[1]

$ referee fleet check $TESTDIR/data/fleet/off-board.board
ship at A11 is outside the board (A-J x 1-10)
[1]

$ referee fleet check $TESTDIR/data/fleet/extra.board
4 ships of size 1 expected, 5 found: C7, F7, H8, E9, J10
[1]

$ referee fleet check $TESTDIR/data/fleet/missing.board
4 ships of size 1 expected, 3 found
[1]

Example 17: on the 8x8 fish board, column I does not exist (here: L1 on 8x8).

$ referee fleet check --variant fish $EXAMPLES/fleet/l1.board
ship at J1-J3 is outside the board (A-H x 1-8)
ship at H5-I5 is partly outside the board (A-H x 1-8): I5
ship at E9 is outside the board (A-H x 1-8)
ship at J10 is outside the board (A-H x 1-8)
[1]

A board of the wrong size is a violation (referee-statki(7)), reported with every other fault.

$ referee fleet check $TESTDIR/data/fleet/narrow.board
the board is not 10x10 (A-J x 1-10): it has 9 rows, its rows have 9 squares
2 ships of size 3 expected, 0 found
3 ships of size 2 expected, 0 found
4 ships of size 1 expected, 0 found
[1]

$ referee fleet check -f csv $TESTDIR/data/fleet/touch-corner.board
code,cells,message
TOUCH,H5-I5 G6,ship at H5-I5 touches ship at G6 (corner)
[1]

The fleet is ruleset data: a league that plays without the no-touch rule.

$ printf 'no_touch = false\n' > loose.rules && referee fleet check --ruleset loose.rules $TESTDIR/data/fleet/touch-corner.board
valid

$ printf 'fleet = pancernik:4x1, krazownik:3x2, niszczyciel:2x3, torpedowiec:1x5\n' > five.rules && referee fleet check --ruleset five.rules $TESTDIR/data/fleet/extra.board
valid

Bad input: exit 2 with file:line:col.

$ referee fleet check $TESTDIR/data/fleet/badchar.board 2>&1 | sed "s|$TESTDIR/||"
referee: data/fleet/badchar.board:3:7: expected '.' (water) or '#', 'X', 'O' (a ship square), not '?'
[2]

$ referee fleet check $TESTDIR/data/fleet/badchar.board >/dev/null 2>&1
[2]

$ referee fleet check nosuch.board
! referee: nosuch.board: No such file or directory
[2]

$ printf '\n# empty\n' | referee fleet check -
! referee: <stdin>:2:1: expected a board: rows of '.' (water) and '#' (ship squares)
[2]

$ referee fleet check --variant chess x.board
! referee: --variant: expected classic (statki), boats (skansen-lodzie, lodzie), fish (skansen-ryby, ryby); not 'chess'
[2]

$ printf 'fleet = pancernik:4\n' > bad.rules && referee fleet check --ruleset bad.rules $EXAMPLES/fleet/l1.board
! referee: bad.rules:1:19: fleet: expected SIZExCOUNT with a size from 1 to 26
[2]

The ruleset of each variant prints and reads back.

$ referee ruleset show fish
# fleet ruleset 'fish'. Edit values and pass the file with --ruleset FILE.
preset = fish
# columns of the board, lettered from A (§1)
board_w = 8
# rows of the board, numbered from 1 top down (§1)
board_h = 8
# the fleet: NAME:SIZExCOUNT, straight ships of SIZE squares (§2)
fleet = łosoś:4x1, flądra:3x2, śledź:2x3, szprot:1x4
# ships may not touch, not even at a corner (§1)
no_touch = true
# the shooter shoots again after a hit (§1)
shoot_again_on_hit = false
# the shooter shoots again after sinking a ship (§1)
shoot_again_on_sink = false
# a square shot again: reject (turn not used) or miss (turn lost) (§3)
repeat_shot = reject
# a shot at a square marked around a sunk ship: reject (turn not used) or allow (§3)
halo_shot = reject
# the answers: miss, hit, sunk (§1)
words = pusto, odnaleziona, uratowana
# who shoots first when not given: given (player 1) or random (§2)
start_player = random

$ referee ruleset show boats > b.rules && referee fleet check --ruleset b.rules $EXAMPLES/fleet/l1.board
valid

--canonical prints a board back in one form (header, row numbers, '#' and '.'); the
canonical form of a canonical board is the same.

$ printf '# mine\nXX..  # two\n..O.\n' | referee fleet check --canonical - | tee c.board
    A B C D
 1  # # . .
 2  . . # .

$ referee fleet check --canonical c.board | cmp - c.board && echo same
same
