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
dice/naruszenia.gdr:19:48: Jan Bigus: zatrzymane kości 5 5 5 5 nie leżą w poprzednim rzucie 6 4 5 5 5 (§1)
dice/naruszenia.gdr:38:97: Stefan Gliszczyński: 4 rzuty, a wolno najwyżej 3 (§1)
dice/naruszenia.gdr:41:79: Stefan Gliszczyński: kategoria fives niedozwolona, wolno: full, large-straight; generał jako joker: kategorie generał i szóstki już zapisane, więc idzie do wolnej dolnej kategorii za pełne punkty; górnej nie wolno wybrać, póki dolna jest wolna (§1, §2 #5, #8); premia 100 pkt za kolejnego generała: pierwszy generał zapisany w kategorii generał (§1, §2 #10)
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
