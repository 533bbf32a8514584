# Flota, Manewry Morskie and Morska Bitwa kept in events (issue 28): their rows
# point at the generic store (schema/160-game-results.sql, src/cli/game_store.h),
# so event add --game, GAME add and standings work with no store code of their own.

A Flota event; a game is added from its record, judged under the event's ruleset,
with the points the players agreed.

$ referee --db b.db event add "Flota Hel" --game flota --date 2026-12-01
event 'Flota Hel' added (flota, ruleset flota)

$ cp $EXAMPLES/flota/game.flota $EXAMPLES/flota/lie.flota . && referee --db b.db flota add "Flota Hel" game.flota Ala=1 Olek=0
game.flota: game 1: Ala 1, Olek 0

A record that breaks a rule is refused, and nothing is stored.

$ sqlite3 b.db .dump > before.sql; referee --db b.db flota add "Flota Hel" lie.flota Ala=0 Olek=1 > violations.txt; echo $?; wc -l < violations.txt
! referee: Flota Hel: nothing added
1
5

$ sqlite3 b.db .dump | cmp - before.sql && echo unchanged
unchanged

$ referee --db b.db standings "Flota Hel"
Flota Hel (Flota, ruleset flota)
rank  player  points  games  wins
   1  Ala          1      1     1
   2  Olek         0      1     0

Manewry Morskie and Morska Bitwa the same way; a record of another game is not
read as this event's.

$ cp $EXAMPLES/manewry/landing.mm $EXAMPLES/fleet/classic.battle . && referee --db b.db event add "Manewry Puck" --game manewry && referee --db b.db manewry add "Manewry Puck" landing.mm Ala=1 Olek=0
event 'Manewry Puck' added (manewry, ruleset manewry)
landing.mm: game 1: Ala 1, Olek 0

$ referee --db b.db event add Statki --game fleet && referee --db b.db battle add Statki classic.battle Olek=2 Ala=0 && referee --db b.db standings Statki -f csv
event 'Statki' added (fleet, ruleset classic)
classic.battle: game 1: Olek 2, Ala 0
rank,player,points,games,wins
1,Olek,2,1,1
2,Ala,0,1,0

$ referee --db b.db flota add Statki game.flota Ala=1 Olek=0 > /dev/null 2>&1; echo $?
2

$ LANG=pl_PL.UTF-8 referee --db b.db standings "Flota Hel"
Flota Hel (Flota, zasady flota)
lokata  zawodnik  punkty  partie  wygrane
     1  Ala            1       1        1
     2  Olek           0       1        0

$ referee --db b.db verify
ok
