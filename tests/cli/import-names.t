# import finds a seat's player the way table seat does (case, diacritics,
# repeated spaces and a merged player's other name), also when the player
# was added by the same import a few rows before: the lookup by name key
# that a bulk load keeps in a hash (src/db/players.c) answers as the pass
# over every player did.

$ referee --db n.db event add --deals 16 "GP Names"
event 'GP Names' added (ruleset psb)

$ referee --db n.db player add "Józef Szczypior" && referee --db n.db player add "Jan Kowalski" && referee --db n.db player add "J. Kowalski" && referee --db n.db player merge "Jan Kowalski" "J. Kowalski"
player 'Józef Szczypior' added
player 'Jan Kowalski' added
player 'J. Kowalski' added
player 'J. Kowalski' merged into 'Jan Kowalski' (both names find 'Jan Kowalski')

$ printf '%s\n' 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,partner,eyes' 'GP Names,1,1,1,jozef  szczypior,J. KOWALSKI,Nowy Gracz,Anna Labuda,zolo,1,,60' 'GP Names,2,1,1,Ewa Bolda,nowy gracz,Piotr Miotk,Leszek Pipka,zolo,1,,60' > n.csv && referee --db n.db import n.csv
n.csv: 2 deals imported

$ referee --db n.db player list -f csv
player,club,licence,team
Anna Labuda,,,
Ewa Bolda,,,
Jan Kowalski,,,
Józef Szczypior,,,
Leszek Pipka,,,
Nowy Gracz,,,
Piotr Miotk,,,

$ referee --db n.db protocol "GP Names" --session 1 --table 1 | sed -n 2p
seat 1 Józef Szczypior, seat 2 Jan Kowalski, seat 3 Nowy Gracz,

$ referee --db n.db protocol "GP Names" --session 2 --table 1 | sed -n 2p
seat 1 Ewa Bolda, seat 2 Nowy Gracz, seat 3 Piotr Miotk, seat 4 Leszek Pipka

A name that is new to the database twice at one session is one player.

$ printf '%s\n' 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,partner,eyes' 'GP Names,3,1,1,Adam Nowicki,Ewa Bolda,Piotr Miotk,Leszek Pipka,zolo,1,,60' 'GP Names,3,2,1,ADAM NOWICKI,Anna Labuda,Jan Kowalski,Józef Szczypior,zolo,1,,60' > dup.csv && referee --db n.db import dup.csv
! referee: dup.csv:3: seat1: 'ADAM NOWICKI': already sits at another table in this session
! referee: dup.csv: 1 row rejected; nothing imported
[1]
