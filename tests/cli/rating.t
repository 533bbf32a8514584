# Ratings and the published site (issue 32; referee(1), third wave):
# referee rating replays every current Baśka deal of the example league
# (Starzy against Młodzi, the winners ranked first) through the Weng–Lin
# Plackett–Luce model with OpenSkill's defaults; referee publish writes the
# season's pages. make oracle compares the numbers with npm's openskill.

$ SOURCE_DATE_EPOCH=1773480000 REFEREE=referee sh $EXAMPLES/league/build.sh league.db > /dev/null && referee --db league.db rating | head -6
rank  player               rating       μ      σ  change  deals
   1  Kazimierz Bigus        8.44  22.592  4.717   +7.29     48
   2  Marek Stenka           6.56  20.630  4.691   +2.97     48
   3  Józef Szczypior        6.42  20.333  4.638   +5.40     48
   4  Andrzej Klein          5.65  20.151  4.834   +9.47     48
   5  Krystyna Lewna         4.45  18.330  4.628   +4.45     48

In a Polish environment the heads are Polish; the CSV's stay English.

$ LANG=pl_PL.UTF-8 referee --db league.db rating | head -2
lokata  zawodnik             ranking       μ      σ  zmiana  rozdania
     1  Kazimierz Bigus         8,44  22,592  4,717   +7,29        48

The CSV of the contract: mu and sigma with 9 decimals; --event starts
everyone from the defaults, so its change is the rating itself.

$ referee --db league.db rating --event "GP Puck" -f csv | head -4
rank,player,rating,mu,sigma,change,deals
1,Kazimierz Bigus,13.015766161,33.292793934,6.759009258,13.015766161,16
2,Krystyna Lewna,9.578272006,29.281807027,6.567845007,9.578272006,16
3,Józef Szczypior,8.915314416,29.237682335,6.774122640,8.915314416,16

$ referee --db league.db rating --season "Liga Kaszubska 2026" -f csv | awk -F, 'NR > 1 { n++; d += $7 } END { print n " players, " d / 4 " deals" }'
20 players, 240 deals

A correction replays from the corrected deal on: the ratings after it equal
those of a league built with the corrected deal from the start.

$ referee --db league.db rating -f csv > before.csv && referee --db league.db deal fix "GP Puck" --session 1 --table 1 --deal 1 --eyes 10 --why "the eyes of Młodzi" > /dev/null && referee --db league.db rating -f csv > after.csv && ! cmp -s before.csv after.csv && echo changed
changed

$ mkdir fresh && cp $EXAMPLES/league/build.sh $EXAMPLES/league/teams.csv fresh/ && sed 's/^\(GP Puck,1,1,1,\([^,]*,\)\{9\}\)99,/\110,/' $EXAMPLES/league/deals.csv > fresh/deals.csv && ! cmp -s fresh/deals.csv $EXAMPLES/league/deals.csv && SOURCE_DATE_EPOCH=1773480000 REFEREE=referee sh fresh/build.sh fresh.db > /dev/null && referee --db fresh.db rating -f csv | cmp - after.csv && echo same
same

The parameters are ruleset data: Bradley–Terry, or another beta.

$ printf 'rating_model = bradley_terry\nrating_beta = 25/3\n' > bt.rules && referee --db league.db rating --ruleset bt.rules -f csv | head -2
rank,player,rating,mu,sigma,change,deals
1,Kazimierz Bigus,6.339814669,23.711880903,5.790688745,7.285992526,48

$ printf 'rating_sigma = 0/1\n' > bad.rules && referee --db league.db rating --ruleset bad.rules
! referee: bad.rules: rating_sigma and rating_beta must be positive
[2]

$ printf 'rating_beta = 4x\n' > bad.rules && referee --db league.db rating --ruleset bad.rules
! referee: bad.rules:1:16: expected a number such as 25 or 25/3
[2]

$ referee --db league.db rating --game dice
! referee: --game: ratings are computed for baska only, not 'dice'
[2]

$ referee --db league.db rating --event "GP Puck" --season "Liga Kaszubska 2026"
! referee: give --event or --season, not both
[2]

$ referee --db league.db rating --event "GP Nowhere"
! referee: no event 'GP Nowhere' in league.db (see 'referee event list')
[2]

$ referee --db league.db rating extra
! referee: usage: referee rating [--event E | --season S] [--game baska]
!                            [--ruleset R] [-f text|csv|html]
[2]

An empty league has nobody to rate.

$ referee --db empty.db event add "Nic" > /dev/null && referee --db empty.db rating -f csv
rank,player,rating,mu,sigma,change,deals

The site: an index, a page per event and per player, Polish unless --lang en.

$ referee --db league.db publish --season "Liga Kaszubska 2026" site && ls site | wc -l && ls site | head -4
site: 23 pages written, 23 of them changed
23
e-1.html
e-2.html
index.html
p-1.html

$ grep -o '<html lang="[a-z]*">' site/index.html && grep -c 'href="p-[0-9]*.html"' site/index.html && grep -o '<h2>[^<]*</h2>' site/index.html
<html lang="pl">
40
<h2>Turnieje</h2>
<h2>Klasyfikacja sezonu</h2>
<h2>Ranking</h2>

$ grep -o '<title id="chart-title">[^<]*</title>' site/p-1.html && grep -c '<circle class="point"' site/p-1.html && grep -o '<h1>[^<]*</h1>' site/p-1.html
<title id="chart-title">Ranking po każdym turnieju</title>
2
<h1>Jan Formela</h1>

A second run with nothing changed rewrites nothing; after a correction only
the pages whose numbers moved.

$ referee --db league.db publish --season "Liga Kaszubska 2026" site
site: 23 pages written, 0 of them changed

$ referee --db league.db deal fix "GP Puck" --session 1 --table 2 --deal 3 --eyes 20 --why "the eyes of Młodzi" > /dev/null && referee --db league.db publish --season "Liga Kaszubska 2026" site
site: 23 pages written, 6 of them changed

$ referee --db league.db publish --lang en --event "GP Kartuzy" site-en && grep -o '<html lang="[a-z]*">' site-en/index.html && grep -o '<h2>[^<]*</h2>' site-en/index.html
site-en: 22 pages written, 22 of them changed
<html lang="en">
<h2>Events</h2>
<h2>Ratings</h2>

$ mkdir other && touch other/notes.txt && referee --db league.db publish other
! referee: other: not a site written by referee publish (it holds other files); give a new or empty directory
[2]

$ ls other && referee --db league.db publish --lang de site
notes.txt
! referee: --lang: expected pl or en, not 'de'
[2]

$ referee --db league.db publish
! referee: usage: referee publish [--event E | --season S] [--lang pl|en]
!                            [--ruleset R] DIR
[2]

$ referee --db league.db verify
ok
