# referee dice score and dice check (referee(1); rules: referee-general(7)).

A throw on an empty card: every category with its points (referee-general(7) §6 example 1).

$ referee dice score 4 4 4 2 3
ones             0
twos             2
threes           3
fours           12
fives            0
sixes            0
three-kind      17
four-kind        0
full             0
small-straight   0
large-straight   0
general          0
chance          17

$ referee dice score -f csv 1 1 1 5 6
category,points
ones,3
twos,0
threes,0
fours,0
fives,5
sixes,6
three-kind,14
four-kind,0
full,0
small-straight,0
large-straight,0
general,0
chance,14

A further generał with sixes still open: under the seed rules it is no joker, every
open box takes it at its normal value, and the 100-point bonus is a separate row
(§6 example 8). Under Hasbro rules the sixes are forced (example 9).

$ referee dice score --used general=50 6 6 6 6 6
ones              0
twos              0
threes            0
fours             0
fives             0
sixes            30
three-kind       30
four-kind        30
full              0
small-straight    0
large-straight    0
chance           30
bonus           100
generał, but no joker: box sixes is open, so any open box for its ordinary
  points (§1, §2 #6-7); a bonus of 100 points for a further generał: the first
  generał was written in box generał (§1, §2 #10)

$ referee dice score --ruleset yahtzee --general-scored -f csv 6 6 6 6 6
category,points
sixes,30
bonus,100

The joker proper (example 10): only lower boxes, with joker values. Polish names work.

$ referee dice score --used generał=50,piątki=15 5 5 5 5 5
three-kind       25
four-kind        25
full             25
small-straight   30
large-straight   40
chance           25
bonus           100
generał as a joker: boxes generał and fives already filled, so it goes to an
  open lower box for full points; no upper box while a lower one is open (§1, §2
  #5, #8); a bonus of 100 points for a further generał: the first generał was
  written in box generał (§1, §2 #10)

The generał box scratched (0): the joker still works, but no bonus (example 11).

$ referee dice score --used general,twos=4 2 2 2 2 2
three-kind      10
four-kind       10
full            25
small-straight  30
large-straight  40
chance          10
generał as a joker: boxes generał and twos already filled, so it goes to an open
  lower box for full points; no upper box while a lower one is open (§1, §2 #5,
  #8); no bonus: box generał crossed out (0) (§1, §2 #10)

Every lower box used: an open upper box for 0, with the bonus (example 13).

$ referee dice score --used 'general=50,trójka,kareta,full,mały-strit,duzy strit,szansa,threes=9' -f csv 3 3 3 3 3
category,points
ones,0
twos,0
fours,0
fives,0
sixes,0
bonus,100

Example 15: the first generał went into sixes, a later one into the box. The seed
rules pay no bonus; Hasbro's (the box holds 50) do.

$ referee dice score --used sixes=30,general=50 --first-general-elsewhere 4 4 4 4 4 | sed -n '/^generał/,$p'
generał, but no joker: box fours is open, so any open box for its ordinary
  points (§1, §2 #6-7); no bonus: the first generał did not go into box generał
  (§1, §2 #10, extra_bonus_condition=first_in_box)

$ referee dice score --ruleset yahtzee --used sixes=30,general=50 --first-general-elsewhere -f csv 4 4 4 4 4
category,points
fours,20
bonus,100

With every used upper box's points given, the text says which choice reaches the
upper bonus.

$ referee dice score --ruleset yahtzee --used ones=3,twos=6,threes=9,fours=12,fives=15 6 6 6 1 2
sixes           18
three-kind      21
four-kind        0
full             0
small-straight   0
large-straight   0
general          0
chance          21
premia za górną część +35 (suma górna co najmniej 63, §3): sixes (suma 63)

Bad input: exit 2.

$ referee dice score 4 4 4 2
! referee: expected five dice, found 4
[2]

$ referee dice score 4 4 4 2 7
! referee: expected dice 1-6, not '7'
[2]

$ referee dice score --used sevens 1 2 3 4 5
! referee: --used: expected a category (ones … chance, or the Polish name), not 'sevens'
[2]

$ referee dice score --used sixes=31 1 2 3 4 5
! referee: --used: sixes=31: expected points the sixes box can hold
[2]

$ referee dice score --used general=0 --general-scored 1 2 3 4 5
! referee: --general-scored: but --used gives general=0
[2]

$ referee dice score --used ones,twos,threes,fours,fives,sixes,three-kind,four-kind,full,small-straight,large-straight,general,chance 1 2 3 4 5
! referee: every category is already used
[2]

$ referee dice score --ruleset nosuch 1 2 3 4 5
! referee: --ruleset: unknown dice ruleset 'nosuch' (built in: general, yahtzee; or a file of key = value lines)
[2]

The dice rulesets are data: listed, printed, and read back from an edited file.

$ referee ruleset list | awk '/^[^ ]/ { p = $2 == "dice" } p'
general         dice     Generał as in the skansen booklet: free-choice joker,
                         +100 if the first went into the box, no upper bonus
                         (default)
yahtzee         dice     Hasbro Yahtzee: forced joker, +35 at 63, +100 while the
                         box holds 50

$ referee ruleset show yahtzee | grep -v '^#'
preset = yahtzee
rolls_per_turn = 3
upper_bonus_threshold = 63
upper_bonus_points = 35
joker_mode = forced
extra_general_bonus = 100
extra_bonus_condition = box_holds_50
three_kind = at_least
four_kind = at_least
fh_accepts_five_alike = false
full_house = 25
small_straight = 30
large_straight = 40
general = 50

$ printf 'preset = yahtzee\njoker_mode = free\n' > mine.rules && referee dice score --ruleset mine.rules --general-scored 2 2 2 2 2 | sed -n '/^bonus/,$p'
bonus           100
generał, but no joker: box twos is open, so any open box for its ordinary points
  (§1, §2 #6-7); a bonus of 100 points for a further generał: box generał holds
  its full points (§1, §2 #10)

Help comes from the command table.

$ referee dice score --help | head -2
usage: referee dice score [--ruleset R] [--used CATEGORY[=POINTS],...]
                  [--general-scored]
