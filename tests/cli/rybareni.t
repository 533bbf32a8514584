# referee rybareni score | check: Rybaření catches and game records (referee-rybareni(7),
# referee-notation(5)).

Scoring one player's catch: referee-rybareni(7) §5, worked example 1 (tiles in any order, 4-2 = 2-4).

$ referee rybareni score 6-6 6-6 4-5 3-6 1-4 2-3 4-2 1-2
big fish (velké ryby)             84
small fish, red pips (malé ryby)  10
small fish rounded                10
total                             94

$ referee rybareni score --format csv 1-1,1-1,1-4,3-4,5-5,4-6
big,small,rounded,total
40,13,20,60

Example 5 under the strict rounding to the next ten (a ruleset file), and Culin's red sixes.

$ referee rybareni score --ruleset $TESTDIR/data/ryb-next10.rules -f csv 1-4 1-4 2-4 3-4 1-1
big,small,rounded,total
0,20,30,30

$ printf 'red_sixes = all_sixes\n' > culin.rules; referee rybareni score --ruleset culin.rules -f csv 1-6 1-6 2-5 3-4
big,small,rounded,total
0,12,20,20

Bad tiles: exit 2.

$ referee rybareni score 7-7
! referee: expected a tile such as 2-4 (pips 1 to 6 on each half), not '7-7'
[2]

$ referee rybareni score 2-4 2-4 2-4
! referee: tile 2-4 given 3 times: two sets hold 2
[2]

$ referee rybareni score
! referee: usage: referee rybareni score [--ruleset R] [--format text|csv] TILE...
[2]

A whole game of two players, and one of three (CSV: one row per player, in playing order).

$ set -o pipefail; referee rybareni check $EXAMPLES/rybareni/paluba-2p.ryb | sed '/^$/d'
Klub deskových her Paluba, večer 2, 2026-11-20 (ruleset rybareni)
player 1, Matěj Baťha: 6-6 6-6 2-6 2-6 6-6 6-6 3-5 4-4 4-6 4-6 3-6 4-5 3-3 1-5
    4-4 3-5 2-4 3-3 3-4 2-5 5-5 5-5 1-6 1-6
player 2, Dědek: 3-6 4-5 3-4 1-6 5-5 4-6 2-3 1-4 2-5 1-6 3-3 1-5 3-3 1-5 4-4 4-4
    1-1 1-1 1-3 2-2 1-1 1-1 1-2 1-2 1-3 1-3 2-4 1-5 2-2 1-3 4-6 5-5
left on the table: 1-4
left in hand 1: 2-2 2-3 5-6 5-6
left in hand 2: 2-2 5-6 5-6
place  player       tiles  big  small  rounded  total
    1  Matěj Baťha     24  308     11       20    328
    2  Dědek           32  148     32       40    188

$ referee rybareni check --format csv $EXAMPLES/rybareni/paluba-3p.ryb
player,tiles,big,small,rounded,total,place
Jana Nováková,16,124,20,20,144,3
Petr Říha,22,184,17,20,204,2
Zdeněk Šťastný,20,236,8,10,246,1

A disputed game: a hand pair of other pips, a drawn tile laid that could catch, and
hand pairs declined: compulsory under the default hand_play = must_catch (rules as printed, item 6).

$ set -o pipefail; cd $TESTDIR/data && referee rybareni check ryb-disputed.ryb | sed '/^$/d'
Klub Paluba, večer 2 (sporná hra), 2026-11-20 (ruleset rybareni)
player 1, Matěj Baťha: 6-6 6-6 2-6 2-6 6-6 6-6 3-5 4-4 4-6 4-6 3-6 4-5 3-3 1-5
    4-4 3-5 2-4 3-3 3-4 2-5 5-5 5-5 2-2 1-3 1-6 1-6
player 2, Dědek: 3-6 4-5 3-4 1-6 5-5 4-6 2-5 1-6 3-3 1-5 3-3 1-5 4-4 4-4 1-3 2-2
    1-1 1-1 1-2 1-2 2-4 1-5 1-3 1-3 4-6 5-5
left on the table: 1-1 1-1 1-4 1-4
left in hand 1: 2-3 5-6 5-6
left in hand 2: 2-2 2-2 2-3 5-6 5-6
place  player       tiles  big  small  rounded  total
    1  Matěj Baťha     26  308     12       20    328
    2  Dědek           26  148     22       30    178
turn 3 player 2: 2-3 and 1-6 do not pair: 5 and 7 pips (§4, pairing)
turn 6 player 2: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
turn 7 player 2: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
turn 7 player 2: drawn 1-1 could catch 1-1 on the table, but was laid on the table (§4, compulsory)
turn 8 player 1: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
turn 9 player 1: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
turn 10 player 1: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
turn 10 player 2: could pair 1-3 from the hand with 1-3 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
turn 11 player 2: could pair 1-3 from the hand with 1-3 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
turn 12 player 1: drawn 1-4 could catch 1-4 on the table, but was laid on the table (§4, compulsory)
[1]

$ cd $TESTDIR/data && referee rybareni check -f csv ryb-disputed.ryb
player,tiles,big,small,rounded,total,place
Matěj Baťha,26,308,12,20,328,1
Dědek,26,148,22,30,178,2
! referee: ryb-disputed.ryb:14:4: turn 3 player 2: 2-3 and 1-6 do not pair: 5 and 7 pips (§4, pairing)
! referee: ryb-disputed.ryb:20:4: turn 6 player 2: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
! referee: ryb-disputed.ryb:22:4: turn 7 player 2: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
! referee: ryb-disputed.ryb:22:7: turn 7 player 2: drawn 1-1 could catch 1-1 on the table, but was laid on the table (§4, compulsory)
! referee: ryb-disputed.ryb:23:4: turn 8 player 1: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
! referee: ryb-disputed.ryb:25:4: turn 9 player 1: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
! referee: ryb-disputed.ryb:27:4: turn 10 player 1: could pair 2-3 from the hand with 1-4 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
! referee: ryb-disputed.ryb:28:4: turn 10 player 2: could pair 1-3 from the hand with 1-3 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
! referee: ryb-disputed.ryb:30:4: turn 11 player 2: could pair 1-3 from the hand with 1-3 on the table, and "Může-li hráč spojit dvě kostky do páru, bere si tento pár" (rules as printed, item 6; hand_play must_catch, §4, hand pair)
! referee: ryb-disputed.ryb:31:13: turn 12 player 1: drawn 1-4 could catch 1-4 on the table, but was laid on the table (§4, compulsory)
[1]

Under the old reading, hand_play = optional, a declined hand pair is no fault.

$ cd $TESTDIR/data && referee rybareni check ryb-disputed.ryb | grep -c 'could pair'
7
[1]

$ printf 'hand_play = optional\n' > opt.rules && cd $TESTDIR/data && referee rybareni check --ruleset $OLDPWD/opt.rules ryb-disputed.ryb | grep -c 'could pair\|§4'
3
[1]


A record that stops before the wall is used up.

$ cd $TESTDIR/data && referee rybareni check ryb-unfinished.ryb | tail -1
turn 7 player 1: the wall still holds 12 tiles: the game ends only when the wall is used up (§1, end)
[1]

Bad records: a clear message with FILE:LINE:COL, exit 2.

$ cd $TESTDIR/data && referee rybareni check ryb-65-tiles.ryb
! referee: ryb-65-tiles.ryb:7:104: Wall: expected 24 tiles, found more
[2]

$ cd $TESTDIR/data && referee rybareni check ryb-7-7.ryb
! referee: ryb-7-7.ryb:6:53: expected a tile such as 2-4 (pips 1 to 6 on each half), not '7-7'
[2]

$ cd $TESTDIR/data && referee rybareni check ryb-no-hand.ryb
! referee: ryb-no-hand.ryb:1:1: a record with 2 players needs [Hand2 "..."]: player 2's 12 tiles
[2]

$ cd $TESTDIR/data && referee rybareni check ryb-player-4.ryb
! referee: ryb-player-4.ryb:12:1: expected a player from 1 to 2 (Players names 2), not 4
[2]

$ cd $TESTDIR/data && referee rybareni check ryb-five-66.ryb
! referee: ryb-five-66.ryb:4:1: the tiles are not two full sets: 6-6 appears 5 times in Table, the hands and Wall, two sets hold 4 (§2)
[2]

$ cd $TESTDIR/data && referee rybareni check ryb-ruleset-path.ryb
! referee: ryb-ruleset-path.ryb:3:11: Ruleset: expected a built-in ruleset (rybareni or tiu-u; a record never names a file), not '../my.rules'
[2]

$ referee rybareni check nosuch.ryb
! referee: nosuch.ryb: No such file or directory
[2]

The canonical form: tiles sorted in Table and the hands; the canonical form of it is the same.

$ referee rybareni check --canonical $EXAMPLES/rybareni/paluba-3p.ryb | head -8
[Event "Klub Paluba, turnaj tří"]
[Date "2026-11-27"]
[Players "Jana Nováková; Petr Říha; Zdeněk Šťastný"]
[Table "1-2 1-4 1-5 1-6 1-6 2-2 2-4 2-5 2-6 3-5 4-4 4-6 4-6 5-5 5-5 6-6"]
[Hand1 "1-1 1-3 1-6 2-3 2-4 3-3 3-3 5-6"]
[Hand2 "1-1 1-3 1-3 1-5 2-5 4-4 4-5 5-6"]
[Hand3 "1-3 1-5 3-3 3-6 4-4 5-5 6-6 6-6"]
[Wall "1-1 3-3 1-6 4-6 2-6 2-2 2-3 2-2 5-6 4-6 1-2 6-6 1-1 5-5 1-4 1-5 2-2 5-6 3-4 3-4 3-6 4-4 4-5 3-5"]

$ set -o pipefail; referee rybareni check --canonical $EXAMPLES/rybareni/paluba-2p.ryb > c1.ryb && referee rybareni check --canonical c1.ryb | cmp - c1.ryb && echo same
same

Lenient input: Czech tags with or without diacritics, 4-2 for 2-4, names for players.

$ set -o pipefail; sed -e 's/^\[Players/[Hráči/; s/^\[Table/[stul/; s/^\[Wall/[ZEĎ/; s/^\[Play\]/[Hra]/; s/^1: /Matěj Baťha: /; s/6-2/2-6/g' $EXAMPLES/rybareni/paluba-2p.ryb > cz.ryb && referee rybareni check -f csv cz.ryb
player,tiles,big,small,rounded,total,place
Matěj Baťha,24,308,11,20,328,1
Dědek,32,148,32,40,188,2

The ruleset, and the traditional preset.

$ referee ruleset show rybareni
# rybareni ruleset 'rybareni'. Edit values and pass the file with --ruleset FILE.
preset = rybareni
# true: 1-2 and 2-4 pair only with each other; false: 2-4 also pairs with 1-5 and 3-3 (§4)
gee_joon_exclusive = false
# which sixes are half red: only on 6-6 (modern sets) or every six (Culin) (§2)
red_sixes = double_six_only
# small-fish points: as counted, up to a multiple of ten, or strictly the next ten (§5)
small_fish_rounding = ceil10
# a tile with at least this many pips is a big fish (§5)
big_fish_pips = 8
# points for each pip of a big fish (§5)
big_fish_points = 2
# points for each red pip of a small fish (§5)
red_pip_points = 1
# the hand part of a turn: a pair compulsory when possible, the player choosing which (must_catch; seed: "Může-li hráč spojit dvě kostky do páru, bere si tento pár"), optional, or a tile every turn (must_play) (§4, §3)
hand_play = must_catch
# two 6-6 dealt to one hand may be laid out as a caught pair on the first turn (§3)
double_six_pair = false
# a third identical tile may join two on the table; the fourth catches all three (§3)
triple_stack = false

$ referee rybareni check --ruleset tiu-u -f csv $EXAMPLES/rybareni/paluba-2p.ryb
player,tiles,big,small,rounded,total,place
Matěj Baťha,24,308,11,20,328,1
Dědek,32,148,32,40,188,2


