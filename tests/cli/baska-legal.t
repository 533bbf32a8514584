# referee baska legal: the single-trick cases E23 of the rulebook (§9)
# through the command line (exit 0 legal, 1 illegal).

E23 T1 (normal): partner fela first, though the trick is trumped.

$ referee baska legal --contract zwykla --trick "10c Qd" --hand "Ac Qh Jd"
legal: Ac

$ referee baska legal --contract zwykla --trick "10c Qd" --hand "Ac Qh Jd" --play Qh
illegal
must add Ac to the led 10c (§5.2)
legal: Ac
[1]

T2: must overtrump; Ad is lower.

$ referee baska legal --contract zolo --trick Jd --hand "Qh Ad As" --play Ad
illegal
must overtrump Jd (§5.2)
legal: Qh
[1]

T3: cannot beat Qc: any trump; As illegal.

$ referee baska legal --contract cicha --trick Qc --hand "Qs Jc As"
legal: Qs Jc

$ referee baska legal --contract cicha --trick Qc --hand "Qs Jc As" --play As
illegal
cannot beat Qc: must still play a trump (§5.2)
legal: Qs Jc
[1]

$ referee baska legal --contract cicha --trick Qc --hand "Qs Jc As" --play Jc
legal
legal: Qs Jc

T4: only fele, no spade: any fela.

$ referee baska legal --contract wesele --trick "As, Jh" --hand "10c Ac"
legal: 10c Ac

T5: the partner fela 10s only.

$ referee baska legal --contract zwykla --trick As --hand "10s Ad Qc" --play Qc
illegal
must add 10s to the led As (§5.2)
legal: 10s
[1]

T6: Qh beats Jc; 10d does not.

$ referee baska legal --contract zolo-du --trick "10s Jc" --hand "Qh 10d Ac" --play 10d
illegal
must overtrump Jc (§5.2)
legal: Qh
[1]

T7 (gran): follow suit with any spade; with gran_must_head only the card that heads the trick.

$ referee baska legal --contract gran --trick 10s --hand "As Qs Jc"
legal: As Qs

$ referee baska legal --contract gran --trick 10s --hand "As Qs Jc" --play Jc
illegal
must follow suit with a spade to the led 10s (§5.3)
legal: As Qs
[1]

$ printf 'gran_must_head = true\n' > head.rules && referee baska legal --ruleset head.rules --contract gran --trick 10s --hand "As Qs Jc" --play Qs
illegal
must head the trick with a spade higher than 10s (§5.3)
legal: As
[1]

T8: void: must play a jack although it cannot win; lax reading (gran_void_must_trump = false): Jd or 10c.

$ referee baska legal --contract gran-du --trick "Ah Js" --hand "Jd 10c" --play 10c
illegal
cannot beat Js: must still play a jack (§5.3)
legal: Jd
[1]

$ printf 'gran_void_must_trump = false\n' > lax.rules && referee baska legal --ruleset lax.rules --contract gran --trick "Ah Js" --hand "Jd 10c" --play 10c
legal
legal: Jd 10c

T9: no jack in the hand: any card.

$ referee baska legal --contract gran --trick Js --hand "Ah Ac Qs"
legal: Ah Ac Qs

On lead every card is legal; unicode suits and aliases are accepted.

$ referee baska legal --contract zolo --hand "A♥ T♠ Dc Wd" --play Wd
legal
legal: Ah 10s Qc Jd
