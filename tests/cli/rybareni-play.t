# referee rybareni play: a live Rybaření game through the shared driver
# (src/cli/live.c). From a pipe: the table, the hands, then one turn a line.

A game of examples/rybareni replayed live, its tiles typed: the same catches
and places as rybareni check gives for the record, and -o writes a record that
checks clean with the same turns.

$ f=$EXAMPLES/rybareni/paluba-3p.ryb; { sed -n 's/^\[Table "\(.*\)"\]/\1/p' $f; \
    sed -n 's/^\[Hand[123] "\(.*\)"\]/\1/p' $f; sed -n '/^\[Play\]/,$p' $f | tail -n +2; } > game.in; \
    referee rybareni play --players 'Jana Nováková; Petr Říha; Zdeněk Šťastný' -o live.ryb < game.in > out; \
    echo "exit $?"; sed -n '1,11p;$p' out; tail -4 out | diff - <(referee rybareni check $f | tail -4) && echo same places; \
    referee rybareni check live.ryb | tail -1; diff <(grep '^[123]:' live.ryb) <(grep '^[123]:' $f) && echo same turns
exit 0
the 16 tiles face up on the table:
Jana Nováková (player 1), your 8 tiles in hand:
Petr Říha (player 2), your 8 tiles in hand:
Zdeněk Šťastný (player 3), your 8 tiles in hand:
Rybaření, ruleset rybareni: 3 players; the wall holds 24 tiles
a turn as in the record: 'HAND, DRAWN' (3-4+2-5, 1-1+1-1 or -, 5-6);
'table' shows the table, 'help' this help, 'quit' stops the game
Jana Nováková (player 1) to move
Jana Nováková (player 1): 2-4 from the hand catches 2-4; turns over 1-1 and lays
    it on the table
  the wall holds 23 tiles
    3  Jana Nováková      16  124     20       20    144
same places
    3  Jana Nováková      16  124     20       20    144
same turns

Refusals, each followed by the turn line again: a pair left in the hand (named
without its tiles, which only the referee knows), a turn out of order, a tile
that is not one, a tile of which the two sets hold no more. 'table' shows the
table; 'quit' stops before the wall is used up: exit 1.

$ f=$EXAMPLES/rybareni/paluba-2p.ryb; { sed -n 's/^\[Table "\(.*\)"\]/\1/p' $f; \
    sed -n 's/^\[Hand[12] "\(.*\)"\]/\1/p' $f; \
    printf '%s\n' '1: -, 2-6+2-6' '6-6+6-6, 2-6+2-6' '1: 3-6+4-5, 4-4' '3-6+4-5, 7-7' \
    '3-6+4-5, 4-4  # a comment' '' 'table' '-, 6-6' 'quit'; } | referee rybareni play
the 16 tiles face up on the table:
player 1, your 12 tiles in hand:
player 2, your 12 tiles in hand:
Rybaření, ruleset rybareni: 2 players; the wall holds 24 tiles
a turn as in the record: 'HAND, DRAWN' (3-4+2-5, 1-1+1-1 or -, 5-6);
'table' shows the table, 'help' this help, 'quit' stops the game
player 1 to move
  ! refused: a tile of the hand pairs with one on the table, and the pair must
    be taken (§4, hand pair)
player 1 to move
player 1: 6-6 from the hand catches 6-6; turns over 2-6, which catches 2-6
  the wall holds 23 tiles
player 2 to move
  ! refused: played out of turn: it was player 2's turn (§1, turn order)
player 2 to move
  ! column 10: expected a tile such as 2-4 (pips 1 to 6 on each half), not '7-7'
player 2 to move
player 2: 3-6 from the hand catches 4-5; turns over 4-4 and lays it on the table
  the wall holds 22 tiles
player 1 to move
on the table: 1-1 1-1 1-4 1-5 1-5 1-5 1-6 1-6 3-3 4-4 4-5 4-6 4-6 6-6
  ! refused: every 6-6 of the two sets is on the table, in a hand or drawn
    already (§2)
player 1 to move
result: stopped before the game ended (the wall holds 22 tiles)
[1]

At the prompt 'help' (or 'pomoc', in Polish too) repeats what a turn looks like.

$ f=$EXAMPLES/rybareni/paluba-2p.ryb; { sed -n 's/^\[Table "\(.*\)"\]/\1/p' $f; \
    sed -n 's/^\[Hand[12] "\(.*\)"\]/\1/p' $f; printf 'pomoc\n'; } | \
    LANG=pl_PL.UTF-8 referee rybareni play | tail -4
ruch gracza 1
ruch jak w zapisie: „RĘKA, DOBRANA” (3-4+2-5, 1-1+1-1 lub -, 5-6);
„stół” pokazuje kostki na stole, „pomoc” tę pomoc, „koniec” kończy grę
wynik: wejście skończyło się przed końcem gry (w murze zostały 24 kostki)
[1]

A turn typed without its comma, as players do, reads as the record's turn: the
blanks between its two words stand for the comma ("3-6+4-5 4-4", "- 4-4"); a
line of three words is still refused, at the typed column.

$ f=$EXAMPLES/rybareni/paluba-2p.ryb; { sed -n 's/^\[Table "\(.*\)"\]/\1/p' $f; \
    sed -n 's/^\[Hand[12] "\(.*\)"\]/\1/p' $f; \
    printf '%s\n' '6-6+6-6 2-6+2-6' '2:  3-6+4-5   4-4' '- 4-4 5-5'; } | \
    referee rybareni play | sed -n '8,14p'
player 1: 6-6 from the hand catches 6-6; turns over 2-6, which catches 2-6
  the wall holds 23 tiles
player 2 to move
player 2: 3-6 from the hand catches 4-5; turns over 4-4 and lays it on the table
  the wall holds 22 tiles
player 1 to move
  ! column 3: expected ',' and then the tile turned over from the wall
[1]

Bad setups: a hand one tile short, a tile the two sets hold no more of (exit 2
with the line and column, nothing played); a wrong number of names.

$ printf '1-1 1-1 1-4 1-5 1-5 1-5 1-6 1-6 2-6 3-3 4-5 4-5 4-6 4-6 6-6 6-6\n1-6 2-2\n' | referee rybareni play
the 16 tiles face up on the table:
player 1, your 12 tiles in hand:
! referee: <stdin>:2:1: expected 12 tiles, found 2
[2]

$ printf '1-1 1-1 1-1 1-1 1-1\n' | referee rybareni play
the 16 tiles face up on the table:
! referee: <stdin>:1:17: a 1-1 too many: two sets hold 4 (§2)
[2]

Input that ends at a setup question names the line that did not come.

$ printf '1-1 1-1 1-4 1-5 1-5 1-5 1-6 1-6 2-6 3-3 4-5 4-5 4-6 4-6 6-6 6-6\n' | referee rybareni play
the 16 tiles face up on the table:
player 1, your 12 tiles in hand:
! referee: <stdin>:2: the input ended before the setup
[2]
$ referee rybareni play < /dev/null
the 16 tiles face up on the table:
! referee: <stdin>:1: the input ended before the setup
[2]

$ referee rybareni play --players 'Ala' < /dev/null
! referee: --players: expected 2 to 3 names separated by ';'
[2]

The ruling of a must_catch ruleset applies; under optional the same turn is legal.

$ f=$EXAMPLES/rybareni/paluba-2p.ryb; { sed -n 's/^\[Table "\(.*\)"\]/\1/p' $f; \
    sed -n 's/^\[Hand[12] "\(.*\)"\]/\1/p' $f; echo '-, 2-6+2-6'; } > opt.rules.in; \
    printf 'preset = rybareni\nhand_play = optional\n' > opt.rules; \
    referee rybareni play --ruleset opt.rules < opt.rules.in | tail -4
player 1: no pair from the hand; turns over 2-6, which catches 2-6
  the wall holds 23 tiles
player 2 to move
result: the input ended before the game did (the wall holds 23 tiles)
[1]

In Polish: the prompts, the turn lines with the players' names, the refusal
and the tiles left in the wall with their plural forms.

$ f=$EXAMPLES/rybareni/paluba-2p.ryb; { sed -n 's/^\[Table "\(.*\)"\]/\1/p' $f; \
    sed -n 's/^\[Hand[12] "\(.*\)"\]/\1/p' $f; printf '%s\n' '1: -, 2-6+2-6' '6-6+6-6, 2-6+2-6'; } | \
    LANGUAGE=pl LC_ALL=C.UTF-8 referee rybareni play --players 'Ala; Olek'
kostki odkryte na stole (16):
Ala (gracz 1), twoich 12 kostek w ręce:
Olek (gracz 2), twoich 12 kostek w ręce:
Rybaření, zasady rybareni: 2 graczy; kostek w murze: 24
ruch jak w zapisie: „RĘKA, DOBRANA” (3-4+2-5, 1-1+1-1 lub -, 5-6);
„stół” pokazuje kostki na stole, „pomoc” tę pomoc, „koniec” kończy grę
ruch: Ala (gracz 1)
  ! odrzucone: kostka z ręki tworzy parę z kostką na stole, a parę trzeba wziąć
    (§4, para z ręki)
ruch: Ala (gracz 1)
Ala (gracz 1): 6-6 z ręki łowi 6-6; odkrywa 2-6, która łowi 2-6
  w murze zostały 23 kostki
ruch: Olek (gracz 2)
wynik: wejście skończyło się przed końcem gry (w murze zostały 23 kostki)
[1]
