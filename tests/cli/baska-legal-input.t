# referee baska legal: bad input is exit 2, with the option and the column.

$ referee baska legal --contract zolo --hand 'Ah Kx'
! referee: --hand: column 4: expected a card (A, 10, Q or J, then c, s, h or d), not 'Kx'
[2]

A card twice.

$ referee baska legal --contract zolo --hand 'Ah Ah'
! referee: --hand: column 4: card Ah given twice
[2]

$ referee baska legal --contract zolo --trick 'Ac Ac' --hand Ah
! referee: --trick: column 4: card Ac given twice
[2]

A card both in the trick and in the hand.

$ referee baska legal --contract zolo --trick 'Ac' --hand 'Ah Ac'
! referee: --hand: column 4: card Ac is already in the trick
[2]

More than four cards.

$ referee baska legal --contract zolo --hand 'Ah As Ad Ac Qs'
! referee: --hand: column 13: more than 4 cards
[2]

A --play card that is not in the hand, or no card at all.

$ referee baska legal --contract zolo --hand 'Ah As' --play Ad
! referee: --play: Ad is not in the hand (--hand)
[2]

$ referee baska legal --contract zolo --hand 'Ah As' --play Kd
! referee: --play: expected a card (A, 10, Q or J, then c, s, h or d), not 'Kd'
[2]

A full trick: nothing more can be played to it.

$ referee baska legal --contract zolo --trick 'Ac 10c Qs Js' --hand 'Ah'
! referee: --trick: the trick is complete (4 cards): nothing more can be played to it
[2]

$ referee baska legal --contract zolo --trick 'Ac Kc' --hand Ah
! referee: --trick: column 4: expected a card (A, 10, Q or J, then c, s, h or d), not 'Kc'
[2]

$ referee baska legal --contract zolo --hand ''
! referee: --hand: expected the player's cards (one to four)
[2]

$ referee baska legal --contract kop --hand Ah
! referee: --contract: expected a contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du or baska), not 'kop'
[2]

$ referee baska legal --hand Ah
! referee: baska legal: --contract is required
! (see 'referee baska legal --help')
[2]

$ referee baska legal --contract zolo
! referee: baska legal: --hand is required
! (see 'referee baska legal --help')
[2]

$ referee baska legal --contract zolo --hand Ah extra
! referee: baska legal: unexpected argument 'extra'
[2]

$ referee baska legal --contract zolo --hand Ah --ruleset nosuch
! referee: --ruleset: unknown baska ruleset 'nosuch' (built in: psb; or a file of key = value lines)
[2]
