# Live play through the shared driver (src/cli/live.c) and each game's row.

A fleet given with --fleet1 that breaks the rules stops the game before it
starts, even when the fleet of player 2 is valid.

$ printf 'P A1 P A2 K E2 T H8 S J1\n' > bad.fleet && printf 'P: x D5\n' | referee flota play --fleet1 bad.fleet --fleet2 $EXAMPLES/flota/olek.fleet
fleet 1: a second pancernik at A2 (the first is at A1), a ship too many: a fleet
  is four ships, one of each type (§1.2)
the game cannot start: a fleet breaks the rules (§1)
[1]

In Manewry the player before ':' is 1, 2 or a name of --players, in any case
and with or without its diacritics, as in a record.

$ printf '%s\n' 'PA A1 RA B1 KR C1 NI C2 OP D1 ES E1 TR F2 DE H1' 'PA A10 RA B10 KR C10 NI C9 OP D10 ES E10 TR F9 DE H10' 'ania: C2-C3' 'BARTEK: D10-D9' 'Ola: C3-C4' 'quit' | referee manewry play --ruleset $EXAMPLES/manewry/small.rules --first 1 --players 'Ania; Bartek'
Ania (player 1), your setup (CODE SQUARE pairs on one line):
Bartek (player 2), your setup (CODE SQUARE pairs on one line):
player 1 moves first
Ania (player 1) to move
player 1: C2-C3
Bartek (player 2) to move
player 2: D10-D9
Ania (player 1) to move
refused: expected the player (1 or 2) before ':'
result: stopped before the game ended
[1]

A question longer than a terminal's 80 columns (a long name before Flota's
fleet prompt and its example) is broken at a space, not in mid-word by the
terminal; at a terminal the same text is the prompt of the hidden answer.

$ printf 'P C3 K G2 T B7 S I9\nP E5 K B9 T C8 S J1\n' | LANG=pl_PL.UTF-8 referee flota play \
    --players 'Aleksandra Wiśniewska; Olek' | sed -n '1,3p'
Aleksandra Wiśniewska (gracz 1), twoja flota (cztery pary TYP POLE, np. P C4 K
E2 T H8 S J1):
Olek (gracz 2), twoja flota (cztery pary TYP POLE, np. P C4 K E2 T H8 S J1):
[1]
