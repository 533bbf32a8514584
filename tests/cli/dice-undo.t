# dice turn --undo (issue 16): the last turn of a game entered turn by turn is
# withdrawn with who and why; the same player throws again; the withdrawn turn
# stays in the database (dice_turn_undo), and nothing but a withdrawal deletes
# a turn.

$ referee --db d.db event add --game dice Kosci >/dev/null && referee --db d.db dice start Kosci Anna Bob
game 1: Anna, Bob (enter turns with 'referee dice turn')

$ referee --db d.db dice turn Kosci --game 1 Anna "1 1 1 3 2 keep 1 1 1 : 6 1 3 1 1 -> ones"
game 1, turn 1 of 13: Anna: ones 3, total 3
next: Bob

$ referee --db d.db dice turn --undo Kosci 1
! referee: --undo needs --why TEXT: the reason is kept in the history of the game
[2]

The spec of dice turn checks its forms before the database: a blank reason is
none; --game and the operand GAME must name the same game; a new turn takes
no reason, and its text is one line.

$ referee --db d.db dice turn --undo Kosci 1 --why "  "
! referee: --undo needs --why TEXT: the reason is kept in the history of the game
[2]

$ referee --db d.db dice turn --undo Kosci 1 --game 2 --why "meant chance"
! referee: --game 2 and NUMBER 1 disagree
[2]

$ referee --db d.db dice turn --undo Kosci x --why "meant chance"
! referee: NUMBER: expected a whole number from 1 to 1000000, not 'x'
[2]

$ referee --db d.db dice turn Kosci --game 1 --why "meant chance" Bob "1 1 1 3 2 -> ones"
! referee: dice turn: --why goes with --undo: a new turn needs no reason
[2]

$ referee --db d.db dice turn Kosci --game 1 Bob $'1 1 1 3 2\n-> ones'
! referee: turn: one turn on one line expected
[2]

$ referee --db d.db dice turn --undo Kosci 1 --by "Zofia Konkel" --why "meant chance"
game 1: turn 1 withdrawn: Anna: 1 1 1 3 2 keep 1 1 1 : 6 1 3 1 1 -> ones (meant chance)
next: Anna

$ referee --db d.db dice turn --undo Kosci 1 --why "again"
! referee: Kosci, game 1: no turn entered yet: nothing to withdraw
[1]

$ referee --db d.db dice turn Kosci --game 1 Anna "1 1 1 3 2 keep 1 1 1 : 6 1 3 1 1 -> chance"
game 1, turn 1 of 13: Anna: chance 12, total 12
next: Bob

$ referee --db d.db dice card Kosci --game 1 | grep -E "^(jedynki|szansa|razem) "
jedynki                -    -
szansa                12    -
razem                 12    0

$ sqlite3 d.db "SELECT u.seq, u.box, e.entered_by, e.reason, e.source FROM dice_turn_undo u JOIN entry e ON e.id = u.undo_entry_id"
1|ones|Zofia Konkel|meant chance|dice turn --undo

$ sqlite3 d.db "DELETE FROM dice_turn"
! Error: stepping, E_DICE_TURN_KEPT: a dice turn is never deleted (19)
[19]

$ sqlite3 d.db "DELETE FROM dice_turn_undo"
! Error: stepping, E_DICE_UNDO_KEPT: a withdrawn dice turn is never deleted (19)
[19]

$ referee --db d.db verify
ok
