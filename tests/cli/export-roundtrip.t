# export then import gives the league back (issue 16): every deal field, the
# absent marks of §7.4 (the absent column) and tables seated without deals
# (a row with the deal fields empty). tests/cli/data/export/roundtrip.sh
# compares the exports, the standings of every event, the protocol of every
# table and the current versions in every table's deal history.

The example league, with one player absent at a table with deals and a
short table seated without deals:

$ SOURCE_DATE_EPOCH=1773480000 REFEREE=referee sh $EXAMPLES/league/build.sh a.db >/dev/null

$ referee --db a.db table absent "GP Puck" --session 1 --table 3 2 && referee --db a.db table seat "GP Puck" --session 2 --table 1 --new Ala Bartek Celina Darek >/dev/null && referee --db a.db table absent "GP Puck" --session 2 --table 1 Darek
Krystyna Lewna (seat 2) absent:
  each present player gets the short-table points (§7.4)
Darek (seat 4) absent: each present player gets the short-table points (§7.4)

$ referee --db a.db export - | awk -F, '$20 != ""' | cut -d, -f1-4,20 | sed -n '1p;$p'
event,session,table,deal,absent
GP Puck,2,1,,4

$ referee --db b.db event add --date 2026-03-14 --deals 16 --season "Liga Kaszubska 2026" "GP Kartuzy" >/dev/null && referee --db b.db event add --date 2026-04-18 --deals 16 --season "Liga Kaszubska 2026" "GP Puck" >/dev/null && REFEREE=referee sh $TESTDIR/data/export/roundtrip.sh a.db b.db
same: 241 rows, 16 protocols, 2 events

$ referee --db b.db verify
ok

A random league of 1,000 deals (tests/bench/gen_import.awk), with absent
marks at two tables:

$ awk -v n=1000 -f $TESTDIR/../bench/gen_import.awk > r.csv && referee --db r.db import r.csv && referee --db r.db table absent "Bench Open" --session 1 --table 3 4 >/dev/null && referee --db r.db table absent "Bench Open" --session 1 --table 7 1 >/dev/null && referee --db r.db table absent "Bench Open" --session 1 --table 7 3 >/dev/null
r.csv: 1000 deals imported

$ referee --db s.db event add "Bench Open" >/dev/null && REFEREE=referee sh $TESTDIR/data/export/roundtrip.sh r.db s.db
same: 1000 rows, 25 protocols, 1 events

$ referee --db s.db verify
ok

The absent column is read back: seat numbers 1-4 separated by spaces; a row
with the deal and the contract empty seats a table without deals.

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes,absent\nX,1,1,,A,B,C,D,,,,1 3\nX,1,2,1,E,F,G,H,zwykla,1,60,5\n' > bad.csv && referee --db c.db import bad.csv
! referee: bad.csv:3: absent: seat numbers 1-4 separated by spaces expected
! referee: bad.csv: 1 row rejected; nothing imported
[1]

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes,absent\nX,1,1,,A,B,C,D,,,,1 3\nX,1,2,1,E,F,G,H,gran,1,60,\n' > ok.csv && referee --db c.db import ok.csv && referee --db c.db protocol X --session 1 --table 1 | grep -E '^[1-4] '
ok.csv: 1 deal imported
1     A                  0  absent                  0
2     B                +35  short table             3
3     C                  0  absent                  0
4     D                +35  short table             3

Full .bdn records (deal add --file) are written back with --format bdn, one
after another: a .bdn file that deal add --file reads into the same deals.

$ cp $EXAMPLES/gp3-table4.bdn . && referee --db f.db deal add --file gp3-table4.bdn >/dev/null && referee --db f.db export --format bdn all.bdn && grep -c '^\[Deal ' all.bdn
8

$ referee --db g.db deal add --file all.bdn >/dev/null && referee --db g.db export --format bdn - | cmp - all.bdn && referee --db f.db export - | cmp - <(referee --db g.db export -) && echo same
same

$ referee --db f.db export --format bdn --standings st.csv x.bdn
! referee: --standings and --excel go with --format csv
[2]

Dice games are written with --format gdr, one .gdr record a game into a
directory: a game added from a file as stored, a game entered turn by turn
rebuilt from its turns (a withdrawn turn is not among them). dice add reads
the finished games back to the same standings; an unfinished game is
entered again turn by turn.

$ REFEREE=referee sh $EXAMPLES/dice/evening/build.sh d.db >/dev/null && referee --db d.db dice standings "Jastarnia, wieczór 3" > d.txt && referee --db d.db dice start "Jastarnia, wieczór 3" Ala Bartek >/dev/null && referee --db d.db dice turn "Jastarnia, wieczór 3" --game 3 Ala "6 6 6 6 6 -> general" >/dev/null && referee --db d.db dice turn "Jastarnia, wieczór 3" --game 3 Bartek "1 2 3 4 5 -> chance" >/dev/null && referee --db d.db dice turn --undo "Jastarnia, wieczór 3" 3 --why "it was large-straight" >/dev/null && referee --db d.db export --format gdr games && ls games && cat "games/Jastarnia, wieczór 3 - game 003.gdr"
Jastarnia, wieczór 3 - game 001.gdr
Jastarnia, wieczór 3 - game 002.gdr
Jastarnia, wieczór 3 - game 003.gdr
[Event "Jastarnia, wieczór 3"]
[Players "Ala; Bartek"]
.
Ala: 6 6 6 6 6 -> general

$ referee --db e.db event add --game dice --ruleset general "Jastarnia, wieczór 3" >/dev/null && referee --db e.db dice add "Jastarnia, wieczór 3" games/*001.gdr games/*002.gdr >/dev/null && referee --db e.db dice standings "Jastarnia, wieczór 3" | cmp - d.txt && echo same
same

$ referee --db d.db export --format gdr -
! referee: --format gdr writes one file a game: a directory expected, not '-'
[2]
