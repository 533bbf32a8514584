# referee baska check: deal records judged, in text for people and CSV for
# scripts; exit 0 all in order, 1 a violation or a Score mismatch, 2 bad input.

The main job of the quick start: the example deal files. Every worked example of the rulebook (E1-E19) checks out with the rulebook's points, and so does the league night at table 4 (exit 0). Blank lines of the output show as "." here.

$ referee baska check $EXAMPLES/*.bdn | tail -1
27 deals checked: all in order

$ referee baska check $EXAMPLES/gp3-table4.bdn
Liga Baśki Pomorze-Kaszuby, GP 3, 2026-03-14, session 1, table 4
seats: 1 Józef Labuda, 2 Brunon Kreft, 3 Kazimiera Formela, 4 Aleksander Bigus
.
deal 1, dealer seat 1 (Józef Labuda): zwykła (result only)
  Starzy   seats 2 (Brunon Kreft) and 4 (Aleksander Bigus)
  Młodzi   seats 1 (Józef Labuda) and 3 (Kazimiera Formela)
  kontras  none
  eyes     61:43 (Starzy:Młodzi)
  result   the Starzy win z wyjściem (level 1): 1 a player
  points   seat 1 (Józef Labuda)        -1
           seat 2 (Brunon Kreft)        +1
           seat 3 (Kazimiera Formela)   -1
           seat 4 (Aleksander Bigus)    +1
  Score    as the table wrote it
.
deal 2, dealer seat 2 (Brunon Kreft): zolo (result only)
  Stary    seat 4 (Aleksander Bigus)
  Młodzi   seats 1 (Józef Labuda), 2 (Brunon Kreft) and 3 (Kazimiera Formela)
  kontras  kontra
  eyes     47:57 (Stary:Młodzi)
  result   the Młodzi win: 10 each Młody, 30 the Stary (×2)
  points   seat 1 (Józef Labuda)       +10
           seat 2 (Brunon Kreft)       +10
           seat 3 (Kazimiera Formela)  +10
           seat 4 (Aleksander Bigus)   -30
  Score    as the table wrote it
.
deal 3, dealer seat 3 (Kazimiera Formela): gran-du
  Stary    seat 1 (Józef Labuda)
  Młodzi   seats 2 (Brunon Kreft), 3 (Kazimiera Formela) and 4 (Aleksander Bigus)
  kontras  none
  eyes     104:0 (Stary:Młodzi), 4 tricks to the Stary
  result   the Stary wins: 8 each Młody, 24 the Stary (×2)
  points   seat 1 (Józef Labuda)       +24
           seat 2 (Brunon Kreft)        -8
           seat 3 (Kazimiera Formela)   -8
           seat 4 (Aleksander Bigus)    -8
  Score    as the table wrote it
  claim    seat 1 (Józef Labuda) claims the rest for the Stary: it holds, whatever the defence plays: lead Js, then As, Ah (§5.5)
.
deal 4, dealer seat 4 (Aleksander Bigus): wesele (result only)
  Starzy   seat 1 (Józef Labuda), wedding partner: seat 3 (Kazimiera Formela)
  Młodzi   seats 2 (Brunon Kreft) and 4 (Aleksander Bigus)
  kontras  kontra, rekontra
  eyes     58:46 (Starzy:Młodzi)
  result   the Starzy win z wyjściem (level 1): 4 a player (×4)
  points   seat 1 (Józef Labuda)        +4
           seat 2 (Brunon Kreft)        -4
           seat 3 (Kazimiera Formela)   +4
           seat 4 (Aleksander Bigus)    -4
  Score    as the table wrote it
.
deal 5, dealer seat 1 (Józef Labuda): zwykła
  Starzy   seats 3 (Kazimiera Formela) and 4 (Aleksander Bigus)
  Młodzi   seats 1 (Józef Labuda) and 2 (Brunon Kreft)
  kontras  none
  eyes     104:0 (Starzy:Młodzi), 4 tricks to the Starzy
  result   the Starzy win bez bitki (level 3): 3 a player
  points   seat 1 (Józef Labuda)        -3
           seat 2 (Brunon Kreft)        -3
           seat 3 (Kazimiera Formela)   +3
           seat 4 (Aleksander Bigus)    +3
  Score    as the table wrote it
.
deal 6, dealer seat 2 (Brunon Kreft): cicha (result only)
  Stary    seat 3 (Kazimiera Formela)
  Młodzi   seats 1 (Józef Labuda), 2 (Brunon Kreft) and 4 (Aleksander Bigus)
  kontras  none
  eyes     68:36 (Stary:Młodzi)
  result   the Stary wins: 4 each Młody, 12 the Stary
  points   seat 1 (Józef Labuda)        -4
           seat 2 (Brunon Kreft)        -4
           seat 3 (Kazimiera Formela)  +12
           seat 4 (Aleksander Bigus)    -4
  Score    as the table wrote it
.
deal 7, dealer seat 3 (Kazimiera Formela): zwykła (result only)
  Starzy   seats 1 (Józef Labuda) and 4 (Aleksander Bigus)
  Młodzi   seats 2 (Brunon Kreft) and 3 (Kazimiera Formela)
  kontras  kontra
  eyes     20:84 (Starzy:Młodzi)
  result   the Młodzi win bez wyjścia (level 2): 4 a player (×2)
  points   seat 1 (Józef Labuda)        -4
           seat 2 (Brunon Kreft)        +4
           seat 3 (Kazimiera Formela)   +4
           seat 4 (Aleksander Bigus)    -4
  Score    as the table wrote it
.
deal 8, dealer seat 4 (Aleksander Bigus): gran (result only)
  Stary    seat 2 (Brunon Kreft)
  Młodzi   seats 1 (Józef Labuda), 3 (Kazimiera Formela) and 4 (Aleksander Bigus)
  kontras  none
  eyes     61:43 (Stary:Młodzi)
  result   the Stary wins: 4 each Młody, 12 the Stary
  points   seat 1 (Józef Labuda)        -4
           seat 2 (Brunon Kreft)       +12
           seat 3 (Kazimiera Formela)   -4
           seat 4 (Aleksander Bigus)    -4
  Score    as the table wrote it
.
8 deals checked: all in order

CSV, one row per deal, for the rulebook's examples.

$ referee baska check --format csv $EXAMPLES/rulebook.bdn | cut -d, -f1-14
deal,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4,violations
1,zwykla,4,3,0,0,70,1,1,-1,-1,1,1,
2,zwykla,3,2,0,0,84,1,2,-2,2,2,-2,
3,zwykla,1,3,0,0,78,1,1,1,-1,1,-1,
4,zwykla,2,1,0,0,36,0,1,-1,-1,1,1,
5,zwykla,2,4,0,0,52,0,1,1,-1,1,-1,
6,zwykla,3,2,0,0,104,1,3,-3,3,3,-3,
7,zwykla,4,3,2,0,70,1,1,-4,-4,4,4,
8,zwykla,2,1,2,0,36,0,1,-4,-4,4,4,
9,wesele,3,1,0,0,69,1,1,1,-1,1,-1,
10,wesele,2,3,0,0,34,0,1,1,-1,-1,1,
11,cicha,2,,0,0,68,1,1,-4,12,-4,-4,
12,cicha,2,,0,0,45,0,1,4,-12,4,4,
13,zolo,2,,0,0,60,1,1,-5,15,-5,-5,
14,zolo,3,,2,0,43,0,1,20,20,-60,20,
15,gran,4,,0,0,61,1,1,-4,-4,-4,12,
16,gran-du,2,,0,0,104,1,1,-8,24,-8,-8,
17,zolo-du,1,,0,0,78,0,1,-30,10,10,10,
18,zolo-du,2,,4,1,104,1,1,-320,960,-320,-320,
19,baska,3,,0,0,104,1,1,-10,-10,30,-10,

The disputed deals (exit 1): an illegal card with its penalty, a claim that fails with the refuting line, a cicha holder's first kontra, and a protocol that forgot to double for the kontra (a Score mismatch).

$ cd $EXAMPLES/.. && referee baska check examples/disputes/gp3-table2.bdn
Liga Baśki Pomorze-Kaszuby, GP 3, 2026-03-14, session 1, table 2
seats: 1 Jan Szulc, 2 Teresa Bieszk, 3 Stefan Kowalski, 4 Wiktor Necel
.
deal 4, dealer seat 4 (Wiktor Necel): zwykła
  Starzy   seats 3 (Stefan Kowalski) and 4 (Wiktor Necel)
  Młodzi   seats 1 (Jan Szulc) and 2 (Teresa Bieszk)
  kontras  none
  eyes     19:85 (Starzy:Młodzi), 1 trick to the Starzy when play stopped (the eyes do not count)
  result   the Młodzi win z wyjściem (level 1): 1 a player
           decided by the penalty of §5.4, not by the eyes: seat 3 (Stefan Kowalski) played an illegal card
  points   seat 1 (Jan Szulc)         +1
           seat 2 (Teresa Bieszk)     +1
           seat 3 (Stefan Kowalski)   -2
           seat 4 (Wiktor Necel)       0
  trick 2, seat 3 (Stefan Kowalski): illegal: must add 10s to the led As (§5.2)
  penalty: the game ends; the Starzy lose z wyjściem and seat 3 (Stefan Kowalski) pays the whole loss of the side (§5.4)
.
deal 8, dealer seat 4 (Wiktor Necel): zolo
  Stary    seat 2 (Teresa Bieszk)
  Młodzi   seats 1 (Jan Szulc), 3 (Stefan Kowalski) and 4 (Wiktor Necel)
  kontras  none
  eyes     60:44 (Stary:Młodzi), 2 tricks to the Stary
  result   the Stary wins: 5 each Młody, 15 the Stary
  points   seat 1 (Jan Szulc)         -5
           seat 2 (Teresa Bieszk)    +15
           seat 3 (Stefan Kowalski)   -5
           seat 4 (Wiktor Necel)      -5
  claim by seat 2 (Teresa Bieszk): refuted: claim of every trick by seat 2's side fails: whatever the side plays, the defence can take a trick, e.g. trick 2: Qc 10h Jc Ad → seat 3 (§5.5)
.
deal 12, dealer seat 4 (Wiktor Necel): cicha
  Stary    seat 2 (Teresa Bieszk)
  Młodzi   seats 1 (Jan Szulc), 3 (Stefan Kowalski) and 4 (Wiktor Necel)
  kontras  none
  eyes     68:36 (Stary:Młodzi), 2 tricks to the Stary
  result   the Stary wins: 4 each Młody, 12 the Stary
  points   seat 1 (Jan Szulc)         -4
           seat 2 (Teresa Bieszk)    +12
           seat 3 (Stefan Kowalski)   -4
           seat 4 (Wiktor Necel)      -4
  auction call 2, seat 2 (Teresa Bieszk): rejected: the holder of Qc and Qs plays cicha alone and may not give the first kontra (§4.3)
.
deal 13, dealer seat 1 (Jan Szulc): zwykła (result only)
  Starzy   seats 2 (Teresa Bieszk) and 3 (Stefan Kowalski)
  Młodzi   seats 1 (Jan Szulc) and 4 (Wiktor Necel)
  kontras  kontra
  eyes     70:34 (Starzy:Młodzi)
  result   the Starzy win z wyjściem (level 1): 2 a player (×2)
  points   seat 1 (Jan Szulc)         -2
           seat 2 (Teresa Bieszk)     +2
           seat 3 (Stefan Kowalski)   +2
           seat 4 (Wiktor Necel)      -2
  Score mismatch: the Score says -1 +1 +1 -1, the rules give -2 +2 +2 -2 (§6.3)
.
4 deals checked: 4 with a violation or a Score mismatch
[1]

$ cd $EXAMPLES/.. && referee baska check -f csv examples/disputes/gp3-table2.bdn
deal,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4,violations,file,line
4,zwykla,4,3,0,0,19,0,1,1,1,-2,0,trick 2 seat 3: must add 10s to the led As (§5.2),examples/disputes/gp3-table2.bdn,8
8,zolo,2,,0,0,60,1,1,-5,15,-5,-5,"claim seat 2: claim of every trick by seat 2's side fails: whatever the side plays, the defence can take a trick, e.g. trick 2: Qc 10h Jc Ad → seat 3 (§5.5)",examples/disputes/gp3-table2.bdn,25
12,cicha,2,,0,0,68,1,1,-4,12,-4,-4,auction call 2 seat 2: the holder of Qc and Qs plays cicha alone and may not give the first kontra (§4.3),examples/disputes/gp3-table2.bdn,34
13,zwykla,2,3,1,0,70,1,1,-2,2,2,-2,"score: the Score says -1 +1 +1 -1, the rules give -2 +2 +2 -2 (§6.3)",examples/disputes/gp3-table2.bdn,45
[1]

A Score mismatch alone is exit 1.

$ printf '[Deal "3"] [Dealer "3"] [Contract "zolo"] [Declarer "2"] [Eyes "60"] [Score "-5 +15 -5 -5"]\n[Deal "4"] [Dealer "4"] [Contract "gran"] [Declarer "1"] [Eyes "30"] [Score "-4 +4 +4 +4"]\n' | referee baska check -f csv -
deal,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4,violations,file,line
3,zolo,2,,0,0,60,1,1,-5,15,-5,-5,,<stdin>,1
4,gran,1,,0,0,30,0,1,-12,4,4,4,"score: the Score says -4 +4 +4 +4, the rules give -12 +4 +4 +4 (§6.3)",<stdin>,2
[1]

A record's Ruleset tag names a built-in ruleset; a record never names a file
(referee(1), trust): a path there is exit 2 and the file is never opened,
not even a FIFO that would block a reader. The file is given with --ruleset,
which wins over every tag.

$ cp $TESTDIR/data/ruleset-tag.bdn $TESTDIR/data/puck.rules . && referee baska check -f csv ruleset-tag.bdn
deal,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4,violations,file,line
! referee: ruleset-tag.bdn:2:24: unknown baska ruleset 'puck.rules' (built in: psb); a record names a ruleset, never a file: give a file with --ruleset
[2]

$ sed 's/puck.rules/fifo.rules/' $TESTDIR/data/ruleset-tag.bdn > fifo.bdn && mkfifo fifo.rules && timeout 5 referee baska check fifo.bdn
! referee: fifo.bdn:2:24: unknown baska ruleset 'fifo.rules' (built in: psb); a record names a ruleset, never a file: give a file with --ruleset
[2]

$ cp $TESTDIR/data/ruleset-tag.bdn $TESTDIR/data/puck.rules . && referee baska check -f csv --ruleset puck.rules ruleset-tag.bdn
deal,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4,violations,file,line
1,zolo,2,,0,0,60,1,1,-6,18,-6,-6,,ruleset-tag.bdn,2

$ cp $TESTDIR/data/ruleset-tag.bdn $TESTDIR/data/puck.rules . && referee baska check -f csv --ruleset psb ruleset-tag.bdn
deal,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4,violations,file,line
1,zolo,2,,0,0,60,1,1,-5,15,-5,-5,"score: the Score says -6 +18 -6 -6, the rules give -5 +15 -5 -5 (§6.3)",ruleset-tag.bdn,2
[1]

$ cp $TESTDIR/data/bad-ruleset.bdn . && referee baska check bad-ruleset.bdn
! referee: bad-ruleset.bdn:2:1: unknown baska ruleset 'nosuch' (built in: psb); a record names a ruleset, never a file: give a file with --ruleset
[2]

A card put down out of turn loses the game like an illegal card (§5.4); the
record names the player by the hands.

$ cp $TESTDIR/data/out-of-turn.bdn . && referee baska check -f csv out-of-turn.bdn
deal,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4,violations,file,line
4,zwykla,4,3,0,0,0,0,1,1,1,-2,0,trick 1 seat 3: played Qs out of turn: seat 2 was to play (§5.4),out-of-turn.bdn,2
[1]

$ cp $TESTDIR/data/out-of-turn.bdn . && referee baska check out-of-turn.bdn | grep -E "^  (trick|penalty|eyes)|decided by"
  eyes     0:104 (Starzy:Młodzi), 0 tricks to the Starzy when play stopped (the eyes do not count)
           decided by the penalty of §5.4, not by the eyes: seat 3 (Formela) played a card out of turn
  trick 1, seat 3 (Formela): played Qs out of turn: seat 2 was to play (§5.4)
  penalty: the game ends; the Starzy lose z wyjściem and seat 3 (Formela) pays the whole loss of the side (§5.4)
[1]

A full record whose play stops early without a claim cannot be judged
(exit 2, with its position).

$ cp $TESTDIR/data/short-play.bdn . && referee baska check short-play.bdn
! referee: short-play.bdn:7:1: the play stops after 8 cards without a claim
[2]
