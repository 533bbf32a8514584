# One name matcher wherever a person types a player's name (issue 30):
# either order, a surname or a first name alone when one player of the
# table, else of the event, else of the database has it; case, diacritics
# and spacing aside; several are refused with the candidates, none with the
# nearest names. At enter the four seated are the scope and a near typo
# among them is taken. A refusal leaves the database as it was.

$ referee event add GP > /dev/null && referee table seat GP -s 1 -t 1 --new "Anna Kreft" "Józef Szczypior" "Jan Formela" "Jan Kowalski" > /dev/null && referee table seat GP -s 1 -t 2 --new "Anna Labuda" "Małgorzata Necel" "Tomasz Okoń" "Ewa Bolda" > /dev/null && referee player add "Małgorzata Wenta" && referee player add "Jan Labuda" && echo ready
player 'Małgorzata Wenta' added
player 'Jan Labuda' added
ready

Table seat: the protocol's order, a surname alone, a first name unique in the event.

$ referee table seat GP -s 2 -t 1 "Szczypior Józef" kreft "  OKON " Ewa
session 2 table 1 seated:
  seat 1: Józef Szczypior
  seat 2: Anna Kreft
  seat 3: Tomasz Okoń
  seat 4: Ewa Bolda

Re-seating the table: "Anna" is the one Anna at this table (Labuda sat in the event too).

$ referee table seat GP -s 2 -t 1 Okoń Anna Józef Ewa | grep Anna
  seat 2: Anna Kreft

Two Jans in the event: refused, listed; the database unchanged.

$ sqlite3 referee.db .dump > before.sql && referee table seat GP -s 2 -t 2 Jan Necel Labuda Bolda
! referee: player 'Jan' is ambiguous in referee.db: 'Jan Formela' or 'Jan Kowalski'
[1]

"Labuda" alone: Anna sat in the event, Jan (of the database only) did not.

A typo is only suggested here.

$ referee table seat GP -s 2 -t 2 Szczypiur Necel Formela Kowalski
! referee: no player 'Szczypiur' in referee.db; did you mean 'Józef Szczypior'?
[1]

$ referee table seat GP -s 2 -t 2 Zbigniew Necel Formela Kowalski
! referee: no player 'Zbigniew' in referee.db (new players are added with 'referee player add NAME')
[1]

$ sqlite3 referee.db .dump | cmp - before.sql && echo unchanged
unchanged

Małgorzata: one in the event (Necel), another in the database only (Wenta).

$ referee table seat GP -s 2 -t 2 Małgorzata Formela Kowalski Labuda | grep 'seat [14]'
  seat 1: Małgorzata Necel
  seat 4: Anna Labuda

Team add: found the same way; an unknown name is refused with the nearest unless --new.

$ referee team add Kartuzy "Szczypior Józef" kreft Formele
! referee: no player 'Formele' in referee.db; did you mean 'Jan Formela'?
[1]

$ sqlite3 referee.db "SELECT count(*) FROM team"
0

$ referee team add Kartuzy "Szczypior Józef" kreft Formela Kowalski && sqlite3 referee.db "SELECT p.name FROM team_member m JOIN player p ON p.id = m.player_id ORDER BY 1"
team 'Kartuzy' added (4 players)
Anna Kreft
Jan Formela
Jan Kowalski
Józef Szczypior

$ referee team add Puck Wenta "Nowy Gracz" ; referee team add --new Puck Wenta "Nowy Gracz" Necel Okoń 2>&1
team 'Puck' added (4 players)
! referee: no player 'Nowy Gracz' in referee.db (new players are added with 'referee player add NAME')

Player commands: by surname.

$ referee player rename Wenta "Małgorzata Wenta-Necel" && referee player list | grep Wenta
player 'Małgorzata Wenta' is now 'Małgorzata Wenta-Necel'
Małgorzata Wenta-Necel                 Puck

Table absent: among the four seated.

$ referee table absent GP -s 1 -t 1 Szczypior
Józef Szczypior (seat 2) absent:
  each present player gets the short-table points (§7.4)

$ referee table absent GP -s 1 -t 1 --present józef > /dev/null && referee table absent GP -s 1 -t 1 Jan
! referee: table absent: 'Jan' is ambiguous at this table: 'Jan Formela' or 'Jan Kowalski'
[2]

At enter: Szczypior, józef and Szczypiur are seat 2; "Jan" is refused with both.

$ for a in Szczypior józef Szczypiur 'szczypior  JÓZEF'; do printf 'zolo\n%s\n0\n70\nno\n' "$a" | referee enter GP --session 1 --table 1 > /dev/null; done; sqlite3 referee.db "SELECT number, declarer FROM deal ORDER BY number"
1|2
2|2
3|2
4|2

$ printf 'zolo\nJan\n' | referee enter GP --session 1 --table 1 | tail -1
  declarer (seat 1-4 or name)? Jan
! referee: <stdin>:2: declarer: a seat from 1 to 4 or a seated player's name, not 'Jan' (several are seated: 'Jan Formela' or 'Jan Kowalski')
[2]

$ printf 'zwykla\nkreft\nKowalsky\n0\n70\nno\n' | referee enter GP --session 1 --table 1 > /dev/null; sqlite3 referee.db "SELECT declarer, partner FROM deal WHERE number = 5"
1|4

$ printf 'zolo\nJann\n' | referee enter GP --session 1 --table 1 | tail -1
  declarer (seat 1-4 or name)? Jann
! referee: <stdin>:2: declarer: a seat from 1 to 4 or a seated player's name, not 'Jann'; did you mean 'Jan Formela' or 'Jan Kowalski'?
[2]

The same in Polish.

$ printf 'zolo\nJan\n' | LANG=pl_PL.UTF-8 referee enter GP --session 1 --table 1 > /dev/null; LANG=pl_PL.UTF-8 referee table seat GP -s 3 -t 1 Szczypiur Necel Formela Kowalski
! referee: <stdin>:2: rozgrywający: miejsce od 1 do 4 lub nazwisko siedzącego zawodnika, a nie „Jan” (pasuje kilku siedzących: „Jan Formela” lub „Jan Kowalski”)
! referee: nie znaleziono: zawodnik „Szczypiur” w referee.db; czy chodziło o „Józef Szczypior”?
[1]

$ referee verify | tail -1
ok
