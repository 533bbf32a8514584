# referee check: any game's records, judged through the game table by the
# game their extension names.

$ referee check $EXAMPLES/rulebook.bdn $EXAMPLES/dice/jastarnia.gdr $EXAMPLES/fleet/classic.battle | sed "s|$EXAMPLES/||"
rulebook.bdn: Baśka, no rule broken
dice/jastarnia.gdr: Generał, no rule broken
fleet/classic.battle: Morska Bitwa, no rule broken

$ referee check $EXAMPLES/disputes/gp3-table2.bdn | sed "s|$EXAMPLES/||"
disputes/gp3-table2.bdn:21:10: must add 10s to the led As (§5.2)
disputes/gp3-table2.bdn:31:1: claim of every trick by seat 2's side fails: whatever the side plays, the defence can take a trick, e.g. trick 2: Qc 10h Jc Ad → seat 3 (§5.5)
disputes/gp3-table2.bdn:37:6: the holder of Qc and Qs plays cicha alone and may not give the first kontra (§4.3)
disputes/gp3-table2.bdn:47:1: the Score says -1 +1 +1 -1, the rules give -2 +2 +2 -2 (§6.3)
[1]

$ referee check $EXAMPLES/disputes/gp3-table2.bdn >/dev/null
[1]

$ referee check $EXAMPLES/fleet/lie.battle $EXAMPLES/dice/naruszenia.gdr | sed "s|$EXAMPLES/||"
fleet/lie.battle:30: player 2 answered pudło to C6, but C6 holds the krążownik at B6-D6: trafiony
dice/naruszenia.gdr:19:48: Jan Bigus: the kept dice 5 5 5 5 are not in the throw before, 6 4 5 5 5 (§1)
dice/naruszenia.gdr:38:97: Stefan Gliszczyński: 4 throws, but at most 3 are allowed (§1)
dice/naruszenia.gdr:41:79: Stefan Gliszczyński: box fives not allowed, allowed: full, large-straight; generał as a joker: boxes generał and sixes already filled, so it goes to an open lower box for full points; no upper box while a lower one is open (§1, §2 #5, #8); a bonus of 100 points for a further generał: the first generał was written in box generał (§1, §2 #10)
[1]

$ referee check --ruleset yahtzee $EXAMPLES/dice/kuznica-yahtzee.gdr | sed "s|$EXAMPLES/||"
dice/kuznica-yahtzee.gdr: Generał, no rule broken

$ referee check --ruleset nope $EXAMPLES/rulebook.bdn
! referee: --ruleset: unknown baska ruleset 'nope' (built in: psb; or a file of key = value lines)
[2]

$ echo x > notes.txt; referee check notes.txt
! referee: notes.txt: no game reads this file (.bdn, .gdr, .battle, .flota, .mm, .ryb)
[2]

$ referee check
! referee: usage: referee check [--ruleset R] FILE...
[2]

Flota, Manewry Morskie and Rybaření records go through the same table, and
their rulings are those of their own check commands (flota.t, manewry.t,
rybareni.t): the same count, the same words.

$ referee check $EXAMPLES/flota/game.flota $EXAMPLES/manewry/landing.mm $EXAMPLES/rybareni/paluba-2p.ryb $EXAMPLES/rybareni/paluba-3p.ryb | sed "s|$EXAMPLES/||"
flota/game.flota: Flota, no rule broken
manewry/landing.mm: Manewry Morskie, no rule broken
rybareni/paluba-2p.ryb: Rybaření, no rule broken
rybareni/paluba-3p.ryb: Rybaření, no rule broken

$ referee check $EXAMPLES/flota/lie.flota | sed "s|$EXAMPLES/||"
flota/lie.flota:10:23: shot A8 from B9: the answer was 'pudło', but the torpedowiec on B7 is within one square: 'oparzony T'
flota/lie.flota:13:6: shot H8 from I9: the answer was 'pudło', but the torpedowiec stands on H8: 'trafiony T'
flota/lie.flota:14:1: the torpedowiec of player 2 was sunk on H8 at turn 5 and cannot act
flota/lie.flota:15:46: shot J3 from H2: 2 squares away; a ship fires only at the eight squares around it
flota/lie.flota:18:6: shot E8 from E10: 2 squares away; a ship fires only at the eight squares around it
[1]

$ referee flota check $EXAMPLES/flota/lie.flota | tail -1
5 rules broken
[1]

$ referee check $EXAMPLES/manewry/illegal.mm | sed "s|$EXAMPLES/||"
manewry/illegal.mm:16:4: E4 is land (the coast)
[1]

$ referee manewry check $EXAMPLES/manewry/illegal.mm | grep ILLEGAL
   7  1: E2-E3-E4                  ILLEGAL (line 16): E4 is land (the coast) (§3)
[1]

$ referee check $TESTDIR/data/ryb-disputed.ryb | sed "s|$TESTDIR/data/||"
ryb-disputed.ryb:14:4: 2-3 and 1-6 do not pair: 5 and 7 pips (§4, pairing)
ryb-disputed.ryb:20:4: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
ryb-disputed.ryb:22:4: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
ryb-disputed.ryb:22:7: drawn 1-1 could catch 1-1 on the table, but was laid on the table (§4, compulsory)
ryb-disputed.ryb:23:4: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
ryb-disputed.ryb:25:4: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
ryb-disputed.ryb:27:4: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
ryb-disputed.ryb:28:4: could pair 1-3 from the hand with 1-3 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
ryb-disputed.ryb:30:4: could pair 1-3 from the hand with 1-3 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
ryb-disputed.ryb:31:13: drawn 1-4 could catch 1-4 on the table, but was laid on the table (§4, compulsory)
[1]

A record names a built-in ruleset only, never a file, as in the games' own
check commands.

$ cd $TESTDIR/data && referee check flota/ruleset-path.flota ryb-ruleset-path.ryb
! referee: flota/ruleset-path.flota:1:11: Ruleset: expected a built-in ruleset name (flota), not '../ours.rules'; a record never names a file
! referee: ryb-ruleset-path.ryb:3:11: Ruleset: expected a built-in ruleset (rybareni or tiu-u; a record never names a file), not '../my.rules'
[2]
