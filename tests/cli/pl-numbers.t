# Polish (issue 15): decimal numbers and dates follow the locale in text
# output only (a Polish decimal comma), CSV keeps its '.' and its English
# headers, byte for byte the same in both languages. Plural forms follow the
# Polish rule (1 rozdanie, 2-4 rozdania, 5 rozdań; 12-14 rozdań; 22 rozdania).

$ XDG_CACHE_HOME=$PWD/cache LANG=pl_PL.UTF-8 referee dice advise 4 4 1 4 6 | head -5
rzut 1 z 3, 13 wolnych rubryk, suma górna 0, dotąd punktów: 0
najlepiej zostawić: 4 4 4
oczekiwane: oczekiwany wynik końcowy przy najlepszej grze od tej chwili
zostaw            oczekiwane     strata
4 4 4                 241,88  najlepsza

$ XDG_CACHE_HOME=$PWD/cache referee dice advise -f csv 4 4 1 4 6 > en.csv && \
  XDG_CACHE_HOME=$PWD/cache LANG=pl_PL.UTF-8 referee dice advise -f csv 4 4 1 4 6 > pl.csv && \
  XDG_CACHE_HOME=$PWD/cache LANGUAGE=pl LC_ALL=C.UTF-8 referee dice advise -f csv 4 4 1 4 6 > pl2.csv && \
  cmp en.csv pl.csv && cmp en.csv pl2.csv && head -2 pl.csv
keep,expected,cost
4 4 4,241.879247,0.000000

$ LANG=pl_PL.UTF-8 referee draw --seed 7 A B C D | sed '/^sesja/,$d'
losowanie 1 sesji dla 4 zawodników, ziarno 7: żadnych dwóch zawodników nie
  spotyka się dwa razy

$ LANG=pl_PL.UTF-8 referee draw --seed 7 --sessions 2 A B C D | sed '/^sesja/,$d'
losowanie 2 sesji dla 4 zawodników, ziarno 7: 6 powtórzonych spotkań (najmniej,
  ile znaleziono)

$ LANG=pl_PL.UTF-8 referee draw --seed 7 --sessions 5 A B C D | sed '/^sesja/,$d'
losowanie 5 sesji dla 4 zawodników, ziarno 7: 24 powtórzone spotkania (najmniej,
  ile znaleziono)

$ LANG=pl_PL.UTF-8 referee draw --seed 7 --sessions 12 A B C D | sed '/^sesja/,$d'
losowanie 12 sesji dla 4 zawodników, ziarno 7: 66 powtórzonych spotkań
  (najmniej, ile znaleziono)

$ LANG=pl_PL.UTF-8 referee draw --seed 7 --sessions 22 A B C D | sed '/^sesja/,$d'
losowanie 22 sesji dla 4 zawodników, ziarno 7: 126 powtórzonych spotkań
  (najmniej, ile znaleziono)

A date in text output is in the locale's form (22.11.2026), with the decimal
comma; the catalogue directory can be overridden ($REFEREE_LOCALEDIR: no
catalogue there, so English words; under C.UTF-8 also '.' and ISO dates,
where a generated pl_PL locale would still give its own comma and dates):

$ XDG_CACHE_HOME=$PWD/cache LANG=pl_PL.UTF-8 referee dice analyse $EXAMPLES/dice/hel-czworo.gdr | sed -n 1p
Turniej rybaków, Hel, 22.11.2026 (zasady general): najlepsza gra daje oczekiwane 237,83 punktu

$ XDG_CACHE_HOME=$PWD/cache LC_ALL=C.UTF-8 LANGUAGE=pl REFEREE_LOCALEDIR=/nonexistent referee dice analyse $EXAMPLES/dice/hel-czworo.gdr | sed -n 1p
Turniej rybaków, Hel, 2026-11-22 (ruleset general): optimal play expects 237.83 points

The league night: the protocol and standings in Polish (text heads, decimal
comma in table points), and their CSV byte for byte the same in both languages:

$ sh $EXAMPLES/league/build.sh league.db > /dev/null && \
  LANG=pl_PL.UTF-8 referee --db league.db protocol "GP Kartuzy" --session 1 --table 2 | sed -n '3p;20,22p'
nr d gra    B St. k ocz. wygr.  stopień      +1  +2  +3  +4  Σ1  Σ2  Σ3  Σ4 suma
końcowe małe punkty i punkty za stół (5/3/1/0, remisy dzielą, §7.4):
miejsce przy stole  zawodnik         małe punkty  lokata  pkt za stół
1                   Krystyna Lewna            -9  3              0,50

$ LANG=pl_PL.UTF-8 referee --db league.db standings "GP Kartuzy" | sed -n '2p;12,13p'
lokata  zawodnik             duże pkt  małe pkt  stoły
    10  Marek Stenka                4        -8      2
    11  Krystyna Lewna           3,50       -12      2

The same standings as a page (issue 29): Polish lang, heads and title, the
decimal comma; in English the English heads and the decimal point:

$ LANG=pl_PL.UTF-8 referee --db league.db standings "GP Kartuzy" -f html | grep -E '^<html|<h1>|<thead>|Krystyna Lewna'
<html lang="pl">
<h1>GP Kartuzy — klasyfikacja (2026-03-14)</h1>
<thead><tr><th>lokata</th><th>zawodnik</th><th>duże pkt</th><th>małe pkt</th><th>niepełne</th><th>stoły</th></tr></thead>
<tr><td class="num">11</td><td>Krystyna Lewna</td><td class="num">3,50</td><td class="num">-12</td><td class="num">0</td><td class="num">2</td></tr>
  11 Krystyna Lewna / 12 Andrzej Klein: mają po równo 3,50 dużego punktu; rozdzielają ich małe punkty (-12 &gt; -13)

$ referee --db league.db standings "GP Kartuzy" -f html | grep -E '^<html|<h1>|<thead>|Krystyna Lewna'
<html lang="en">
<h1>GP Kartuzy — standings (2026-03-14)</h1>
<thead><tr><th>rank</th><th>player</th><th>big_points</th><th>small_points</th><th>incomplete</th><th>tables</th></tr></thead>
<tr><td class="num">11</td><td>Krystyna Lewna</td><td class="num">3.50</td><td class="num">-12</td><td class="num">0</td><td class="num">2</td></tr>
  11 Krystyna Lewna / 12 Andrzej Klein: both 3.50 big points; separated by small points (-12 &gt; -13)

$ for c in 'protocol "GP Kartuzy" --session 1' 'standings "GP Kartuzy"' 'session "GP Kartuzy" 1' \
      'deal history "GP Kartuzy" --session 1 --table 2'; do \
    eval "referee --db league.db $c -f csv" > en.csv && \
    eval "LANG=pl_PL.UTF-8 referee --db league.db $c -f csv" > pl.csv && \
    eval "LANGUAGE=pl LC_ALL=C.UTF-8 referee --db league.db $c -f csv" > pl2.csv && \
    cmp en.csv pl.csv && cmp en.csv pl2.csv && echo "$c: $(wc -l < en.csv) CSV lines, the same"; \
  done
protocol "GP Kartuzy" --session 1: 91 CSV lines, the same
standings "GP Kartuzy": 21 CSV lines, the same
session "GP Kartuzy" 1: 6 CSV lines, the same
deal history "GP Kartuzy" --session 1 --table 2: 18 CSV lines, the same

A deal history entered by one person says so once above its rows, with a
participle that agrees with the versions, not with the person (who may be
either gender): "wszystkie wersje wpisane przez", never "wpisał(a)".

$ LANG=pl_PL.UTF-8 referee --db league.db deal history "GP Kartuzy" --session 1 --table 2 --deal 3 | sed -n 2p
wszystkie wersje wpisane przez: Zofia Konkel

Plural forms of the league: 1 duży punkt, 2 duże punkty, 5 dużych punktów, 10
dużych punktów; a fraction with the decimal comma and the genitive singular a
fraction takes (3,50 dużego punktu); "mają po równo", which fits any two players
whatever their gender (obaj, obie, oboje would not):

$ LANG=pl_PL.UTF-8 referee --db league.db standings "GP Kartuzy" | grep -E ': mają po równo (1|2|5|10|3,50) d' | sed -n '1,4p;6p'
  1 Tomasz Okoń / 2 Kazimierz Bigus: mają po równo 10 dużych punktów;
  8 Jan Formela / 9 Małgorzata Necel: mają po równo 5 dużych punktów;
  11 Krystyna Lewna / 12 Andrzej Klein: mają po równo 3,50 dużego punktu;
  16 Jadwiga Cyrzan / 17 Piotr Dawidowski: mają po równo 2 duże punkty;
  19 Barbara Wenta / 20 Stanisław Kąkol: mają po równo 1 duży punkt; rozdzielają

Neighbours equal on every key share a rank, and the keys stand in the
genitive after "pod względem" (dużych punktów, małych punktów), where "rozdzielają
ich" above takes the nominative:

$ referee --db tie.db event add "Wieczór" > /dev/null && \
  for p in "Józef Wenta" "Anna Kreft" "Ryszard Bork" "Ewa Szmuda"; do referee --db tie.db player add "$p"; done && \
  referee --db tie.db table seat "Wieczór" --session 1 --table 1 "Józef Wenta" "Anna Kreft" "Ryszard Bork" "Ewa Szmuda" > /dev/null && \
  referee --db tie.db deal add "Wieczór" --session 1 --table 1 --contract zolo --declarer 2 --eyes 70 > /dev/null && \
  LANG=pl_PL.UTF-8 referee --db tie.db standings "Wieczór" | tail -2
player 'Józef Wenta' added
player 'Anna Kreft' added
player 'Ryszard Bork' added
player 'Ewa Szmuda' added
  2 Józef Wenta / 2 Ryszard Bork: równo pod względem dużych punktów (1,33) i
    małych punktów (-5): dzielą miejsce 2
