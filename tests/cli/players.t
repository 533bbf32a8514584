# Players and events found by name (case, diacritics, spaces folded), did you
# mean, rename/merge/remove, the current event, read-only commands on a
# missing database, draw --event (referee(1) "Trust and the league night").

$ referee --db none.db standings "GP 1"; ls
! referee: none.db: no such database (create it with 'referee event add')

$ referee --db none.db player list; referee --db none.db event list; referee --db none.db verify; ls
! referee: none.db: no such database (create it with 'referee event add')
! referee: none.db: no such database (create it with 'referee event add')
! referee: none.db: no such database (create it with 'referee event add')

$ referee event add --deals 2 "Liga GP 1" && referee player add "Grzegorz Brzęczyszczykiewicz" && referee player add "Brunon Szulc" && referee player add Łucja && referee player add Zenon && referee player add Lucyna && referee player add Sabina && referee player add Świętopełk
event 'Liga GP 1' added (ruleset psb)
player 'Grzegorz Brzęczyszczykiewicz' added
player 'Brunon Szulc' added
player 'Łucja' added
player 'Zenon' added
player 'Lucyna' added
player 'Sabina' added
player 'Świętopełk' added

$ referee player add "grzegorz  brzeczyszczykiewicz"
! referee: player 'grzegorz  brzeczyszczykiewicz' exists already as 'Grzegorz Brzęczyszczykiewicz'
[1]

$ referee player list -f csv
player,club,licence,team
Brunon Szulc,,,
Grzegorz Brzęczyszczykiewicz,,,
Lucyna,,,
Łucja,,,
Sabina,,,
Świętopełk,,,
Zenon,,,

$ referee table seat "liga  gp 1" -s 1 -t 1 "Grzegorz Brzeczyszczykiewicz" "brunon  szulc" Lucja Zenon
session 1 table 1 seated:
  seat 1: Grzegorz Brzęczyszczykiewicz
  seat 2: Brunon Szulc
  seat 3: Łucja
  seat 4: Zenon

$ referee table seat "Liga GP 1" -s 1 -t 2 Sabina Bruno Lucyna Zenek
! referee: no player 'Bruno' in referee.db; did you mean 'Brunon Szulc'?
[1]

$ referee table seat "Liga GP 1" -s 1 -t 2 --new Sabina Bruno Lucyna Zenek
session 1 table 2 seated:
  seat 1: Sabina
  seat 2: Bruno
  seat 3: Lucyna
  seat 4: Zenek

$ referee table seat "Liga GP 1" -s 1 -t 2 Bruno Sabina Lucyna Zenek
session 1 table 2 re-seated:
  seat 1: Bruno (was Sabina)
  seat 2: Sabina (was Bruno)
  seat 3: Lucyna
  seat 4: Zenek

$ referee table seat "Liga GP 1" -s 1 -t 2 Bruno Sabina Lucyna Zenek
session 1 table 2: seated so already, nothing changed

$ referee table seat "Liga GP 2" -s 1 -t 2 Bruno Sabina Lucyna Zenek
! referee: no event 'Liga GP 2' in referee.db; did you mean 'Liga GP 1'? (see 'referee event list')
[2]

$ referee table seat -s 1 -t 2 Bruno Sabina Lucyna Zenek
! referee: no event given and none in use in referee.db (name one, or 'referee use EVENT')
[2]

$ referee use "liga gp 1" && referee table seat -s 2 -t 1 Bruno Sabina Lucyna Zenek | head -1
referee.db: event 'Liga GP 1' in use
session 2 table 1 seated:

$ referee event add --deals 2 Puchar > /dev/null && REFEREE_EVENT=puchar referee table seat -s 1 -t 1 Bruno Sabina Lucyna Zenek | head -1 && REFEREE_EVENT=puchar referee use
session 1 table 1 seated:
referee.db: event 'Puchar' (from $REFEREE_EVENT)

$ referee event add --game dice Kości > /dev/null && referee table seat Kości -s 1 -t 1 Bruno Sabina Lucyna Zenek
! referee: table seat: 'Kości' is a dice event: its players are seated per game (see 'referee dice')
[2]

$ referee deal add "Liga GP 1" --session 1 --table 1 --contract zolo --declarer 1 --eyes 70 > /dev/null && referee player merge "Brunon Szulc" bruno
! referee: both players sat in one session or game: their seats cannot be one player's
[1]

$ referee table seat "Liga GP 1" -s 4 -t 1 --new "Jan Nowak" Sabina Lucyna Zenek > /dev/null && referee deal add "Liga GP 1" --session 4 --table 1 --contract zolo --declarer 1 --eyes 70 > /dev/null && referee player merge "Brunon Szulc" "jan nowak" && referee player merge "Brunon Szulc" Świętopełk && referee table seat "Liga GP 1" -s 5 -t 1 "Jan  Nowak" sabina lucyna zenek | head -2 && referee protocol "Liga GP 1" -s 4 -t 1 | head -2 | tail -1
player 'Jan Nowak' merged into 'Brunon Szulc' (both names find 'Brunon Szulc')
player 'Świętopełk' merged into 'Brunon Szulc' (both names find 'Brunon Szulc')
session 5 table 1 seated:
  seat 1: Brunon Szulc
seat 1 Brunon Szulc, seat 2 Sabina, seat 3 Lucyna, seat 4 Zenek

$ referee table seat "Liga GP 1" -s 6 -t 1 "Brunon Szulz" Sabina Lucyna Zenek
! referee: no player 'Brunon Szulz' in referee.db; did you mean 'Brunon Szulc'?
[1]

$ referee verify
ok

$ referee player rename "Brunon Szulc" "Bronisław Szulc" && referee protocol "Liga GP 1" -s 1 -t 1 | head -2
player 'Brunon Szulc' is now 'Bronisław Szulc'
Liga GP 1 — session 1, table 1
seat 1 Grzegorz Brzęczyszczykiewicz, seat 2 Bronisław Szulc, seat 3 Łucja,

$ referee player rename Zenon "zenek"
! referee: the name 'zenek' is taken by player 'Zenek'
[1]

$ referee player remove Sabina
! referee: player remove: 'Sabina': the player has 5 seats: a player who ever sat is kept (rename or merge instead)
[1]

$ referee player add Zbigniew && referee player remove zbigniew && referee player remove Zbigniew
player 'Zbigniew' added
player 'Zbigniew' removed
! referee: no player 'Zbigniew' in referee.db (new players are added with 'referee player add NAME')
[1]

$ referee plyer list
! referee: unknown command 'plyer'; did you mean 'player'?
[2]

$ referee player lst
! referee: player: unknown command 'lst'; did you mean 'list'?
! usage: referee player COMMAND ...
!        referee player add [--club C] [--licence L] [--new --new] NAME
!        referee player list [-f text|csv]
!        referee player merge A B
!        referee player remove NAME
!        referee player rename [--new --new] OLD NEW
[2]

$ referee event add --deals 2 "GP Los" > /dev/null && referee draw --event "gp los" --sessions 5 --seed 7 Anna Bożena Celina Dorota Edward Filip Grażyna Henryk Irena Jan Kamil Łucja Marek Norbert Olga Paweł
! referee: no player 'Anna' in referee.db (new players are added with 'referee player add NAME')
[1]

$ referee draw --event "gp los" --new --sessions 5 --seed 7 Anna Bożena Celina Dorota Edward Filip Grażyna Henryk Irena Jan Kamil Łucja Marek Norbert Olga Paweł -f csv | grep -c '^5,4,'
4

$ referee protocol "GP Los" --session 5 --table 4 | head -2
GP Los — session 5, table 4
seat 1 Olga, seat 2 Anna, seat 3 Paweł, seat 4 Filip

$ referee draw --event "gp los" --sessions 5 --seed 8 Anna Bożena Celina Dorota Edward Filip Grażyna Henryk Irena Jan Kamil Łucja Marek Norbert Olga Paweł -f csv
! referee: draw: GP Los: session 1 table 1 is seated already: nothing stored
[1]

$ referee verify
ok
