# referee baska score: result-only deals (referee(1)), with the numbers of
# the rulebook's worked examples (§9) under the default ruleset psb.

E13, zolo won by seat 2 with 60 eyes.

$ referee baska score --contract zolo --declarer 2 --eyes 60
seat 1: -5
seat 2: +15
seat 3: -5
seat 4: -5

E14, zolo lost after kontra and rekontra (k = 2).

$ referee baska score --contract zolo --declarer 3 --eyes 43 --kontras 2
seat 1: +20
seat 2: +20
seat 3: -60
seat 4: +20

E2, zwykła: Młodzi without wyjście (20 eyes); E6, bez bitki.

$ referee baska score --contract zwykla --declarer 2 --partner 3 --eyes 84
seat 1: -2
seat 2: +2
seat 3: +2
seat 4: -2

$ referee baska score --contract zwykła --declarer 2 --partner 3 --eyes 104
seat 1: -3
seat 2: +3
seat 3: +3
seat 4: -3

E5, 52:52 goes to the Młodzi, the Starzy keep wyjście; E3, exactly 26 for
the Młodzi is wyjście.

$ referee baska score --contract zwykla --declarer 2 --partner 4 --eyes 52
seat 1: +1
seat 2: -1
seat 3: +1
seat 4: -1

$ referee baska score --contract zwykla --declarer 1 --partner 3 --eyes 78
seat 1: +1
seat 2: -1
seat 3: +1
seat 4: -1

E10 wesele lost; E12 cicha lost.

$ referee baska score --contract wesele --declarer 2 --partner 3 --eyes 34
seat 1: +1
seat 2: -1
seat 3: -1
seat 4: +1

$ referee baska score --contract cicha --declarer 2 --eyes 45
seat 1: +4
seat 2: -12
seat 3: +4
seat 4: +4

E18, the maximum: zolo-du, four kontras, bok: 6400 %.

$ referee baska score --contract zolo-du --declarer 2 --eyes 104 --kontras 4 --bok
seat 1: -320
seat 2: +960
seat 3: -320
seat 4: -320

E17, zolo-du lost with 78 eyes; E16, gran-du won.

$ referee baska score --contract zolo_du --declarer 1 --eyes 78
seat 1: -30
seat 2: +10
seat 3: +10
seat 4: +10

$ referee baska score --contract GRAN-DU --declarer 2 --eyes 104
seat 1: -8
seat 2: +24
seat 3: -8
seat 4: -8

E19, Baśka wins without play (no eyes needed); in a bok deal.

$ referee baska score --contract baśka --declarer 3
seat 1: -10
seat 2: -10
seat 3: +30
seat 4: -10

$ referee baska score --contract baska --declarer 3 --bok -f csv
seat,points
1,-20
2,-20
3,60
4,-20

CSV, E7 (kontra and rekontra).

$ referee baska score --contract zwykla --declarer 3 --partner 4 --eyes 70 --kontras 2 --format csv
seat,points
1,-4
2,-4
3,4
4,4

A league ruleset file changes the values.

$ printf 'base.zolo = 6\n' > ours.rules && referee baska score --ruleset ours.rules --contract zolo --declarer 2 --eyes 60
seat 1: -6
seat 2: +18
seat 3: -6
seat 4: -6

Bad input: exit 2, the option named.

$ referee baska score --contract zolo --declarer 2
! referee: baska score: --eyes is required
! (see 'referee baska score --help')
[2]

$ referee baska score --contract kop --declarer 2 --eyes 60
! referee: --contract: expected a contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du or baska), not 'kop'
[2]

$ referee baska score --contract zolo --declarer 5 --eyes 60
! referee: --declarer: expected a seat from 1 to 4, not '5'
[2]

$ referee baska score --contract zolo --declarer 2 --eyes 105
! referee: --eyes: expected the declaring side's eyes, 0 to 104, not '105'
[2]

$ referee baska score --contract zolo --declarer 2 --eyes 60 --kontras 5
! referee: --kontras: expected the effective kontras, 0 to 4, not '5'
[2]

$ referee baska score --contract zwykla --declarer 2 --eyes 60
! referee: --partner: zwykła needs the seat of the second Stary
[2]

$ referee baska score --contract gran --declarer 2 --partner 3 --eyes 60
! referee: --partner: gran is a solo game: no partner
[2]

$ referee baska score --contract wesele --declarer 2 --partner 2 --eyes 60
! referee: --partner: must be another seat than --declarer
[2]

$ referee baska score --contract zolo --declarer 2 --eyes 60 -f xml
! referee: --format: expected text or csv, not 'xml'
[2]

$ referee baska score --help | head -1
usage: referee baska score [--ruleset R] --contract C --declarer SEAT
