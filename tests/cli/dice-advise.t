# referee dice advise and dice analyse (issue 17): the optimal strategy of
# referee-general(7) §7 put to work. The solver's table is cached in this test's own
# directory ($PWD/cache), one file per ruleset, named by a hash of its values.

The first call computes the table of the seed preset and caches it. After a first throw
of 4 4 1 4 6 on an empty card the best is to keep the three fours; every other keep is
listed with its expected final score and what it costs against the best.

$ XDG_CACHE_HOME=$PWD/cache referee dice advise 4 4 1 4 6
throw 1 of 3, 13 categories open, upper total 0, 0 points so far
best keep: 4 4 4
expected: the expected final score under optimal play from here on
keep              expected   cost
4 4 4               241.88   best
4 4 4 6             238.75  -3.13
1 4 4 4             238.75  -3.13
1 4 4 4 6 (stop)    236.68  -5.19
4 4                 235.69  -6.19
6                   234.54  -7.34
4 4 6               234.49  -7.39
4                   234.43  -7.45
re-roll all         234.20  -7.68
4 6                 234.20  -7.68
1 4 4               234.19  -7.69
1 4                 233.47  -8.40
1                   233.47  -8.41
1 6                 233.38  -8.50
1 4 4 6             233.06  -8.82
1 4 6               232.93  -8.95

$ ls cache/referee
dice-solver-ef47f923eac4cf0f.bin

Later calls read the cache. After the second throw, with points known for every used
category, the column is the expected final score; CSV has six decimals.

$ XDG_CACHE_HOME=$PWD/cache referee dice advise --throw 2 \
    --used ones=3,twos=6,threes=9,fives=15,sixes=18,general=50 --format csv 4 4 1 4 6
keep,expected,cost
4 4 4,262.311726,0.000000
4 4 4 6,259.450069,-2.861657
1 4 4 4,258.655164,-3.656562
4 4,256.536834,-5.774892
1 4 4 4 6 (stop),256.407674,-5.904052
4 4 6,255.285457,-7.026269
1 4 4,254.991309,-7.320417
4,254.735413,-7.576313
4 6,254.167154,-8.144572
1 4 4 6,253.074341,-9.237386
1 4,252.958006,-9.353720
6,252.804409,-9.507317
re-roll all,252.458051,-9.853675
1 4 6,251.404786,-10.906940
1,250.281417,-12.030309
1 6,249.752328,-12.559398

After the last throw the choices are the categories the rules allow: a generał with two
boxes left goes to the generał box, chance would cost 43 points.

$ XDG_CACHE_HOME=$PWD/cache referee dice advise --throw 3 --used \
    ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,three-kind=22,four-kind=17,full=25,small-straight=30,large-straight=40 \
    6 6 6 6 6
throw 3 of 3, 2 categories open, upper total 63, 197 points so far
best category: general (50 points)
expected: the expected final score under optimal play from here on
category  points  expected    cost
general       50    272.61    best
chance        30    229.30  -43.31

Under Hasbro rules a further Yahtzee with its upper box open is forced there (+100). An
upper category given without points needs --upper; the column is then the points still
to come.

$ XDG_CACHE_HOME=$PWD/cache referee dice advise --ruleset yahtzee --throw 3 --general-scored \
    --used sixes --upper 24 5 5 5 5 5
throw 3 of 3, 11 categories open, upper total 24
best category: fives (125 points)
to come: the expected points still to come under optimal play from here on
category  points  to come  cost
fives        125   369.14  best

$ XDG_CACHE_HOME=$PWD/cache referee dice advise --ruleset yahtzee --used fours=12,fives --upper 27 \
    --throw 3 4 4 4 2 2
throw 3 of 3, 11 categories open, upper total 27
best category: full (25 points)
to come: the expected points still to come under optimal play from here on
category        points  to come    cost
full                25   218.08    best
twos                 4   205.00  -13.08
three-kind          16   204.91  -13.16
chance              16   199.99  -18.09
ones                 0   199.97  -18.11
four-kind            0   198.36  -19.72
general              0   196.40  -21.67
threes               0   187.33  -30.74
large-straight       0   186.30  -31.78
small-straight       0   180.78  -37.29
sixes                0   180.64  -37.44

$ ls cache/referee
dice-solver-ef47f923eac4cf0f.bin
dice-solver-f8faa975d757e0d6.bin

A damaged cache (one byte changed) fails its checksum and is computed again, with a
warning; the answer is the same, and the next call is quiet.

$ XDG_CACHE_HOME=$PWD/cache referee dice advise --throw 3 --used \
    ones,twos,threes,fours,fives,sixes,three-kind,four-kind,full,small-straight,large-straight,general \
    --upper 50 3 4 5 6 6
throw 3 of 3, 1 category open, upper total 50
best category: chance (24 points)
to come: the expected points still to come under optimal play from here on
category  points  to come  cost
chance        24    24.00  best

$ f=$(ls cache/referee/dice-solver-*.bin | head -1); printf 'X' | dd of=$f bs=1 seek=4000000 \
    conv=notrunc 2>/dev/null; XDG_CACHE_HOME=$PWD/cache referee dice advise --throw 3 --used \
    ones,twos,threes,fours,fives,sixes,three-kind,four-kind,full,small-straight,large-straight,general \
    --upper 50 3 4 5 6 6 2>&1 | sed "s|$PWD|DIR|"
referee: DIR/cache/referee/dice-solver-ef47f923eac4cf0f.bin: the solver cache is damaged or stale; computing it again
throw 3 of 3, 1 category open, upper total 50
best category: chance (24 points)
to come: the expected points still to come under optimal play from here on
category  points  to come  cost
chance        24    24.00  best

$ XDG_CACHE_HOME=$PWD/cache referee dice advise --throw 3 --used \
    ones,twos,threes,fours,fives,sixes,three-kind,four-kind,full,small-straight,large-straight,general \
    --upper 50 3 4 5 6 6
throw 3 of 3, 1 category open, upper total 50
best category: chance (24 points)
to come: the expected points still to come under optimal play from here on
category  points  to come  cost
chance        24    24.00  best

A truncated cache file is computed again too, and replaced whole.

$ f=$(ls cache/referee/dice-solver-*.bin | head -1); truncate -s 1000 $f; \
    XDG_CACHE_HOME=$PWD/cache referee dice advise --throw 3 --used chance=20 1 1 1 1 1 2>&1 \
    | sed "s|$PWD|DIR|"; ls -l cache/referee | awk 'NR > 1 { print $5, $9 }'
referee: DIR/cache/referee/dice-solver-ef47f923eac4cf0f.bin: the solver cache is damaged or stale; computing it again
throw 3 of 3, 12 categories open, upper total 0, 20 points so far
best category: general (50 points)
expected: the expected final score under optimal play from here on
category        points  expected     cost
general             50    290.96     best
ones                 5    216.47   -74.49
twos                 0    209.55   -81.41
threes               0    207.33   -83.63
four-kind            5    207.00   -83.96
fours                0    204.94   -86.02
fives                0    202.52   -88.44
sixes                0    200.29   -90.67
three-kind           5    199.67   -91.29
full                 0    196.44   -94.52
large-straight       0    187.69  -103.27
small-straight       0    185.89  -105.07
8388940 dice-solver-ef47f923eac4cf0f.bin
8388943 dice-solver-f8faa975d757e0d6.bin

Usage errors (exit 2).

$ referee dice advise --throw 4 1 2 3 4 5
! referee: --throw 4: the ruleset allows 3 throws a turn
[2]

$ referee dice advise 1 2 3 4
! referee: expected five dice, found 4
[2]

$ referee dice advise --used ones=3,twos=6 --upper 10 1 2 3 4 5
! referee: --upper 10: but the upper categories given with --used make 9
[2]

$ referee dice advise --used twos --upper 3 1 2 3 4 5
! referee: --upper 3: the used upper categories cannot make that total
[2]

$ referee dice advise --used twos 1 2 3 4 5
! referee: --upper: needed when an upper category is given without its points
[2]

$ referee dice advise --used ones,twos,threes,fours,fives,sixes,three-kind,four-kind,full,small-straight,large-straight,general,chance 1 2 3 4 5
! referee: every category is already used
[2]

analyse: every player of a record against optimal play. Luck is what each throw gave
against its expectation, skill what each decision (a keep, stopping, the category) cost
against the best one; per player luck + skill = score - expected, exactly.

$ XDG_CACHE_HOME=$PWD/cache referee dice analyse $EXAMPLES/dice/kuznica-yahtzee.gdr | sed '/^$/d'
Kuźnica, mecz towarzyski, 2026-11-21 (ruleset yahtzee): optimal play expects 254.59 points
player               score  expected     luck   skill  luck+skill
Ewa Labuda             412    254.59  +198.67  -41.26     +157.41
Kazimierz Ostrowski    182    254.59   +10.31  -82.90      -72.59
Ewa Labuda
turn  line  category        points     luck   skill  equity  costly decisions
   1     7  fours               16    +6.46   +0.00  261.05  -
   2     9  ones                 4    -6.11   +0.00  254.94  -
   3    11  three-kind          13   -13.30   -1.44  240.19  keep 1 1 1 before throw 3 (best: 2 3) -1.44
   4    13  general             50   +57.91   +0.00  298.10  -
   5    15  fives              125  +114.45   +0.00  412.55  -
   6    17  chance              21   -11.76   -1.58  399.21  keep 1 1 before throw 2 (best: 6) -1.50; keep 5 5 before throw 3 (best: 2) -0.07
   7    19  full                 0    -8.87  -14.91  375.43  keep 1 2 4 5 before throw 2 (best: 6) -1.51; stop before throw 3 (best: 2 4 5) -6.73; full (best: twos) -6.66
   8    21  small-straight       0   -15.20  -19.73  340.49  keep 5 5 before throw 2 (best: 6) -0.31; keep 5 5 before throw 3 (best: re-roll all) -2.13; small-straight (best: threes) -17.30
   9    23  four-kind            0   -17.53   -1.25  321.71  four-kind (best: twos) -1.25
  10    25  sixes              165  +111.49   +0.00  433.20  -
  11    27  twos                 6    -6.79   +0.00  426.41  -
  12    29  threes              12    -1.93   +0.00  424.48  -
  13    31  large-straight       0   -10.13   -2.35  412.00  keep 6 6 before throw 2 (best: 3 5) -2.35
Kazimierz Ostrowski
turn  line  category        points    luck   skill  equity  costly decisions
   1     8  large-straight      40   +6.94   +0.00  261.53  -
   2    10  sixes               24  +14.17   +0.00  275.70  -
   3    12  small-straight      30   +1.80   -5.76  271.75  keep 1 2 4 5 before throw 2 (best: 5 5) -5.76
   4    14  twos                 8   -0.74   +0.00  271.01  -
   5    16  three-kind          13   -6.93   -7.35  256.73  stop before throw 3 (best: 2 2 2) -5.71; three-kind (best: ones) -1.64
   6    18  threes              12   +3.17   +0.00  259.90  -
   7    20  full                25   +2.22   +0.00  262.12  -
   8    22  chance              12   +0.73  -18.00  244.85  keep 1 2 3 5 before throw 2 (best: 5 5) -5.88; stop before throw 3 (best: 1 1) -0.84; chance (best: ones) -11.28
   9    24  four-kind            0   -0.62  -14.12  230.11  keep 2 3 5 6 before throw 2 (best: 5) -2.87; keep 2 3 5 6 before throw 3 (best: 5) -4.04; four-kind (best: ones) -7.21
  10    26  fives               10   -5.62   +0.00  224.50  -
  11    28  ones                 0   -5.28  -13.28  205.93  keep 6 6 before throw 2 (best: 4) -2.55; keep 6 6 6 before throw 3 (best: re-roll all) -0.55; ones (best: general) -10.18
  12    30  fours                8   +2.76  -24.39  184.30  keep 3 3 before throw 2 (best: re-roll all) -1.48; stop before throw 3 (best: 4 4) -12.37; fours (best: general) -10.54
  13    32  general              0   -2.30   +0.00  182.00  -
equity: the expected final score under optimal play from there on;
luck + skill = score - expected

CSV: a row per turn, then a total row per player (points = score, equity_before =
expected). The identity checked on the printed figures:

$ XDG_CACHE_HOME=$PWD/cache referee dice analyse --format csv $EXAMPLES/dice/jastarnia.gdr \
    | grep -E '^player|,total,'
player,turn,line,category,points,luck,skill,equity_before,equity_after,best_category
Anna Kreft,total,,,187,5.462440559,-56.296834761,237.834394201,187,
Jan Bigus,total,,,154,-37.818539969,-46.015854233,237.834394201,154,
Stefan Gliszczyński,total,,,416,233.411640235,-55.246034436,237.834394201,416,

$ XDG_CACHE_HOME=$PWD/cache referee dice analyse --format csv $EXAMPLES/dice/hel-czworo.gdr \
    | awk -F, '$2 == "total" { d = $6 + $7 - ($5 - $8); printf "%s %s\n", $1, (d < 1e-6 && d > -1e-6) ? "ok" : d }'
Józef ok
Marta ok
Bernard ok
Halina ok

$ XDG_CACHE_HOME=$PWD/cache referee dice analyse --format csv $EXAMPLES/dice/jastarnia.gdr | sed -n 2,4p
Anna Kreft,1,9,ones,3,-7.578058203,0.000000000,237.834394201,230.256335998,ones
Jan Bigus,1,10,threes,9,-4.045500482,-1.764990183,237.834394201,232.023903536,threes
Stefan Gliszczyński,1,11,chance,21,-5.423645606,-3.992903060,237.834394201,228.417845535,fours

HTML: one page, a chart per player as inline SVG, no external resources.

$ XDG_CACHE_HOME=$PWD/cache referee dice analyse --format html $EXAMPLES/dice/jastarnia.gdr > game.html; \
    grep -c '<svg' game.html; grep -o '<polyline' game.html | wc -l; \
    grep -Eic '(src|href)=|@import|url\(' game.html; head -4 game.html; tail -1 game.html
3
3
0
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
</html>

A record that breaks a rule cannot be measured against optimal play (exit 1).

$ set -o pipefail; XDG_CACHE_HOME=$PWD/cache referee dice analyse $EXAMPLES/dice/naruszenia.gdr 2>&1 \
    | sed "s|$EXAMPLES|EXAMPLES|" | tail -1
referee: EXAMPLES/dice/naruszenia.gdr: the record breaks the rules (see 'referee dice check'); nothing to analyse
[1]

$ referee dice analyse
! referee: usage: referee dice analyse [--ruleset R] [--format text|csv|html]
!                            FILE.gdr
[2]
