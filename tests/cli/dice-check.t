# referee dice check: replaying .gdr records (referee-notation(5)).

A complete evening: the card of every player, sums and bonuses, then the places.

$ cd $EXAMPLES/dice && referee dice check jastarnia.gdr
Liga kości Jastarnia, wieczór 3, 2026-11-20 (reguły: general)
.
kategoria           Anna Kreft  Jan Bigus  Stefan Gliszczyński
jedynki                      3          3                    3
dwójki                       2          0                    2
trójki                       3          9                    6
czwórki                      4         12                    4
piątki                      10         15                    5
szóstki                     18         24                   30
suma górna                  40         63                   50
premia górna                 0          0                    0
trójka                       9         24                    8
kareta                       0          0                   17
full                         0         25                    0
mały strit                  30         30                   30
duży strit                  40          0                   40
generał                     50          0                   50
szansa                      18         12                   21
suma dolna                 147         91                  166
premie za generała           0          0                  200
razem                      187        154                  416
.
miejsce  gracz                razem
      1  Stefan Gliszczyński    416
      2  Anna Kreft             187
      3  Jan Bigus              154

CSV: one row per filled category, then bonus (upper bonus + generał bonuses) and total.
Ewa: +35 upper bonus and two forced jokers (+100 each); Kazimierz one short of 63.

$ referee dice check --format csv $EXAMPLES/dice/kuznica-yahtzee.gdr
player,category,points
Ewa Labuda,ones,4
Ewa Labuda,twos,6
Ewa Labuda,threes,12
Ewa Labuda,fours,16
Ewa Labuda,fives,25
Ewa Labuda,sixes,30
Ewa Labuda,three-kind,13
Ewa Labuda,four-kind,0
Ewa Labuda,full,0
Ewa Labuda,small-straight,0
Ewa Labuda,large-straight,0
Ewa Labuda,general,50
Ewa Labuda,chance,21
Ewa Labuda,bonus,235
Ewa Labuda,total,412
Kazimierz Ostrowski,ones,0
Kazimierz Ostrowski,twos,8
Kazimierz Ostrowski,threes,12
Kazimierz Ostrowski,fours,8
Kazimierz Ostrowski,fives,10
Kazimierz Ostrowski,sixes,24
Kazimierz Ostrowski,three-kind,13
Kazimierz Ostrowski,four-kind,0
Kazimierz Ostrowski,full,25
Kazimierz Ostrowski,small-straight,30
Kazimierz Ostrowski,large-straight,40
Kazimierz Ostrowski,general,0
Kazimierz Ostrowski,chance,12
Kazimierz Ostrowski,bonus,0
Kazimierz Ostrowski,total,182

Violations: each with FILE:LINE:COL and the rule; exit 1. In CSV they go to stderr.

$ (cd $EXAMPLES/dice && referee dice check naruszenia.gdr) > card.txt; s=$?; sed -n '/naruszenia/,$p' card.txt; exit $s
naruszenia zasad:
naruszenia.gdr:19:48: Jan Bigus: the kept dice 5 5 5 5 are not in the throw
  before, 6 4 5 5 5 (§1)
naruszenia.gdr:38:97: Stefan Gliszczyński: 4 throws, but at most 3 are allowed
  (§1)
naruszenia.gdr:41:79: Stefan Gliszczyński: box fives not allowed, allowed: full,
  large-straight; generał as a joker: boxes generał and sixes already filled, so
  it goes to an open lower box for full points; no upper box while a lower one
  is open (§1, §2 #5, #8); a bonus of 100 points for a further generał: the
  first generał was written in box generał (§1, §2 #10)
[1]

$ cd $EXAMPLES/dice && referee dice check -f csv naruszenia.gdr 2>&1 >/dev/null
referee: naruszenia.gdr:19:48: Jan Bigus: the kept dice 5 5 5 5 are not in the
  throw before, 6 4 5 5 5 (§1)
referee: naruszenia.gdr:38:97: Stefan Gliszczyński: 4 throws, but at most 3 are
  allowed (§1)
referee: naruszenia.gdr:41:79: Stefan Gliszczyński: box fives not allowed,
  allowed: full, large-straight; generał as a joker: boxes generał and sixes
  already filled, so it goes to an open lower box for full points; no upper box
  while a lower one is open (§1, §2 #5, #8); a bonus of 100 points for a further
  generał: the first generał was written in box generał (§1, §2 #10)
[1]

Written points are compared, turn order is that of Players, and an unfinished game
is reported.

$ cd $TESTDIR/data/dice && referee dice check short.gdr
Generał (reguły: general)
.
kategoria           Anna  Bolek
jedynki                -      -
dwójki                 -      -
trójki                 -      -
czwórki                -      -
piątki                 -      -
szóstki               30      -
suma górna            30      0
premia górna           0      0
trójka                 -      -
kareta                 -      -
full                  25      -
mały strit             -      -
duży strit            40      -
generał                -     50
szansa                 -      -
suma dolna            65     50
premie za generała     0      0
razem                 95     50
.
miejsce  gracz  razem
      1  Anna      95
      2  Bolek     50
.
naruszenia zasad:
short.gdr:4:25: Anna: 30 points written in box full, but 25 are due (§5)
short.gdr:5:1: Anna: it is the turn of Bolek (the order of the Players tag, §1)
short.gdr:5: Anna: the card is not full (turns played: 3), open boxes: ones,
  twos, threes, fours, fives, three-kind, four-kind, small-straight, general,
  chance; the game ends when all 13 are filled (§1)
short.gdr:5: Bolek: the card is not full (turns played: 1), open boxes: ones,
  twos, threes, fours, fives, sixes, three-kind, four-kind, full,
  small-straight, large-straight, chance; the game ends when all 13 are filled
  (§1)
[1]

Records that cannot be read: exit 2 with FILE:LINE:COL and what was expected.

$ cd $TESTDIR/data/dice && referee dice check bad-die.gdr
! referee: bad-die.gdr:5:14: expected a die 1-6, not '7'
[2]

$ cd $TESTDIR/data/dice && referee dice check bad-keep.gdr
! referee: bad-keep.gdr:2:30: expected ':' after the kept dice
[2]

$ cd $TESTDIR/data/dice && referee dice check unknown-player.gdr
! referee: unknown-player.gdr:3:1: expected a player of the Players tag, not
!   'Celina'
[2]

$ cd $TESTDIR/data/dice && referee dice check bad-ruleset.gdr
! referee: bad-ruleset.gdr:1:11: Ruleset: expected general or yahtzee, not
!   'kniffel'
[2]

$ cd $TESTDIR/data/dice && referee dice check --ruleset general -f csv bad-ruleset.gdr 2>/dev/null | tail -1
Anna,total,40
[1]

$ referee dice check nosuch.gdr
! referee: nosuch.gdr: No such file or directory
[2]

Lenient in, canonical out; the canonical form of a canonical record is the same.

$ cd $TESTDIR/data/dice && referee dice check --canonical lenient.gdr
[Event "Próba #1"]
[Players "Anna; Bolek"]
.
Anna: 1 3 3 5 6 keep 3 3 : 3 3 2 4 6 keep 3 3 : 3 3 3 1 1 -> full 25
Bolek: 4 4 4 2 3 -> three-kind
Anna: 1 2 3 4 5 -> small-straight

$ referee dice check --canonical $EXAMPLES/dice/hel-czworo.gdr > a.gdr && referee dice check --canonical a.gdr | cmp - a.gdr && echo same
same

Several files, standard input, and --ruleset overriding the record's Ruleset tag.

$ referee dice check -f csv $EXAMPLES/dice/jastarnia.gdr $EXAMPLES/dice/hel-czworo.gdr | grep ',total,'
Anna Kreft,total,187
Jan Bigus,total,154
Stefan Gliszczyński,total,416
Józef,total,128
Marta,total,153
Bernard,total,330
Halina,total,184

$ cat $EXAMPLES/dice/hel-czworo.gdr | referee dice check -f csv - | grep total
Józef,total,128
Marta,total,153
Bernard,total,330
Halina,total,184

$ cd $EXAMPLES/dice && referee dice check --ruleset yahtzee -f csv jastarnia.gdr | grep -E ',(bonus|total),'
Anna Kreft,bonus,0
Anna Kreft,total,187
Jan Bigus,bonus,35
Jan Bigus,total,189
Stefan Gliszczyński,bonus,200
Stefan Gliszczyński,total,416

$ referee dice check
! referee: usage: referee dice check [--ruleset R] [--format text|csv]
!                            [--canonical] FILE...
[2]
