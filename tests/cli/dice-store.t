# Generał's games in the generic store (schema/180-dice-results.sql, issue 28): a
# database made before they moved is migrated when opened, and prints what it printed.

A database as the build before the move made it (schema 170): its schema is that of
schema/001 to 170, its rows those of tests/cli/data/league/dice-170.sql (a Morska Bitwa
game holding id 1 of the generic store, a Generał game added from its record under the
yahtzee preset, with its upper bonus, and a game entered turn by turn with a turn
withdrawn). The commands up to verify print what that build printed on the same file
(run this file with REFEREE_BIN set to that build's referee: only the lines after the
migration differ).

$ for f in $TESTDIR/../../schema/*.sql; do n=${f##*/}; [ $((10#${n%%-*})) -le 170 ] && { sqlite3 old.db < "$f" || exit 1; }; done; sqlite3 old.db < $TESTDIR/data/league/dice-170.sql && sqlite3 old.db "PRAGMA user_version" && referee --db old.db dice games Kuźnica
170
game  players                          turns  finished  source               entered_by
   1  Ewa Labuda, Kazimierz Ostrowski  26/26  yes       kuznica-yahtzee.gdr  Zofia Konkel
   2  Ala, Ewa Labuda                   2/26  no        turns                unknown

$ referee --db old.db standings Kuźnica && referee --db old.db dice standings Kuźnica -f csv && referee --db old.db standings Statki
Kuźnica (Generał, ruleset yahtzee)
rank  player               total  games  game 1  game 2
   1  Ewa Labuda             434      2     412      22
   2  Kazimierz Ostrowski    182      1     182        
   3  Ala                     50      1              50
game 2 is not finished: 24 turns to play
rank,player,total,games,game1,game2
1,Ewa Labuda,434,2,412,22
2,Kazimierz Ostrowski,182,1,182,
3,Ala,50,1,,50
Statki (Morska Bitwa, ruleset classic)
rank  player  points  games  wins
   1  Olek         2      1     1
   2  Ala          0      1     0

$ referee --db old.db dice card Kuźnica --game 1 -f csv | grep -E ',(bonus|total),' && referee --db old.db dice card Kuźnica --game 2
Ewa Labuda,bonus,235
Ewa Labuda,total,412
Kazimierz Ostrowski,bonus,0
Kazimierz Ostrowski,total,182
Kuźnica, game 2 (ruleset yahtzee)
.
kategoria           Ala  Ewa Labuda
jedynki               -           -
dwójki                -           -
trójki                -           -
czwórki               -           -
piątki                -           -
szóstki               -           -
suma górna            0           0
premia górna          0           0
trójka                -           -
kareta                -           -
full                  -           -
mały strit            -           -
duży strit            -           -
generał              50           -
szansa                -          22
suma dolna           50          22
premie za generała    0           0
razem                50          22
.
miejsce  gracz       razem
      1  Ala            50
      2  Ewa Labuda     22

$ referee --db old.db export --format gdr games && cat games/*
[Event "Kuźnica, mecz towarzyski"]
[Date "2026-11-21"]
[Ruleset "yahtzee"]
[Players "Ewa Labuda; Kazimierz Ostrowski"]
.
Ewa Labuda: 3 5 3 1 5 keep 5 5 : 5 4 5 4 4 keep 4 4 4 : 4 2 4 4 4 -> fours
Kazimierz Ostrowski: 4 3 5 2 4 keep 2 3 4 5 : 4 3 5 2 2 keep 2 3 4 5 : 4 5 3 2 1 -> large-straight
Ewa Labuda: 1 1 1 2 2 keep 1 1 1 : 1 1 1 5 1 keep 1 1 1 1 : 2 1 1 1 1 -> ones
Kazimierz Ostrowski: 6 6 3 6 6 keep 6 6 6 6 : 6 4 6 6 6 keep 6 6 6 6 : 5 6 6 6 6 -> sixes
Ewa Labuda: 3 5 1 1 1 keep 1 1 1 : 1 1 1 2 3 keep 1 1 1 : 1 6 1 1 4 -> three-kind
Kazimierz Ostrowski: 5 4 1 5 2 keep 1 2 4 5 : 1 2 4 5 3 -> small-straight
Ewa Labuda: 1 1 1 4 1 keep 1 1 1 1 : 1 1 1 1 1 -> general
Kazimierz Ostrowski: 1 2 2 4 2 keep 2 2 2 : 2 2 2 2 6 keep 2 2 2 2 : 2 2 2 5 2 -> twos
Ewa Labuda: 6 5 5 5 6 keep 5 5 5 : 5 5 4 5 5 keep 5 5 5 5 : 5 5 5 5 5 -> fives
Kazimierz Ostrowski: 4 2 2 2 5 keep 2 2 2 : 6 1 2 2 2 -> three-kind
Ewa Labuda: 6 5 1 1 4 keep 1 1 : 2 1 5 5 1 keep 5 5 : 6 5 2 5 3 -> chance
Kazimierz Ostrowski: 3 2 1 3 6 keep 3 3 : 3 3 6 3 3 keep 3 3 3 3 : 3 6 3 3 3 -> threes
Ewa Labuda: 6 1 4 2 5 keep 1 2 4 5 : 2 4 1 5 1 -> full
Kazimierz Ostrowski: 2 3 1 3 2 keep 3 3 : 3 5 6 3 3 keep 3 3 3 : 3 3 4 3 4 -> full
Ewa Labuda: 6 4 5 5 4 keep 5 5 : 5 5 1 1 4 keep 5 5 : 4 4 3 5 5 -> small-straight
Kazimierz Ostrowski: 3 5 5 2 1 keep 1 2 3 5 : 1 5 3 2 1 -> chance
Ewa Labuda: 1 4 1 4 5 keep 4 4 : 4 4 3 4 1 keep 4 4 4 : 6 4 4 4 5 -> four-kind
Kazimierz Ostrowski: 3 5 6 2 3 keep 2 3 5 6 : 6 5 2 3 6 keep 2 3 5 6 : 2 3 5 1 6 -> four-kind
Ewa Labuda: 6 1 6 4 1 keep 6 6 : 2 6 1 6 6 keep 6 6 6 : 6 6 6 6 6 -> sixes
Kazimierz Ostrowski: 6 4 4 5 5 keep 5 5 : 5 3 5 1 1 keep 5 5 : 5 5 6 6 1 -> fives
Ewa Labuda: 2 2 6 2 4 keep 2 2 2 : 2 2 3 2 6 keep 2 2 2 : 5 2 1 2 2 -> twos
Kazimierz Ostrowski: 2 6 4 1 6 keep 6 6 : 6 5 3 6 6 keep 6 6 6 : 6 6 3 6 6 -> ones
Ewa Labuda: 1 6 3 3 3 keep 3 3 3 : 3 3 3 4 2 keep 3 3 3 : 3 3 3 3 5 -> threes
Kazimierz Ostrowski: 1 5 6 3 3 keep 3 3 : 6 4 3 3 4 -> fours
Ewa Labuda: 5 6 1 6 3 keep 6 6 : 4 6 6 3 2 keep 2 3 4 6 : 3 6 2 3 4 -> large-straight
Kazimierz Ostrowski: 3 1 3 1 5 keep 3 3 : 3 3 3 1 5 keep 3 3 3 : 3 5 1 3 3 -> general
[Event "Kuźnica"]
[Players "Ala; Ewa Labuda"]
.
Ala: 6 6 6 6 6 -> general
Ewa Labuda: 6 6 6 2 2 -> chance

$ referee --db old.db verify && sqlite3 old.db "PRAGMA user_version; SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN ('dice_game', 'dice_seat')"
ok
200
0

The games moved past the Morska Bitwa game's id; their turns, the withdrawn one among
them, refer to them, and the cards' sums are added up from the turns (the view dice_card):

$ sqlite3 old.db "SELECT id, number, players, record IS NULL FROM game_result ORDER BY id; SELECT game_id, count(*) FROM dice_turn GROUP BY game_id; SELECT game_id, seq, box FROM dice_turn_undo; SELECT * FROM dice_card ORDER BY result_id, seat"
1|1|2|0
2|1|2|0
3|2|2|1
2|26
3|2
3|2|full
2|1|13|93|35|84|200|412
2|2|13|62|0|120|0|182
3|1|1|0|0|50|0|50
3|2|1|0|0|22|0|22

The game entered turn by turn goes on, a turn is withdrawn again, and the record added
before is still refused a second time:

$ referee --db old.db dice turn Kuźnica --game 2 Ala "1 1 1 3 2 keep 1 1 1 : 6 1 3 1 1 -> ones" && referee --db old.db dice turn --undo Kuźnica 2 --by "Zofia Konkel" --why "wrong player" && referee --db old.db standings Kuźnica
game 2, turn 2 of 13: Ala: ones 3, total 53
next: Ewa Labuda
game 2: turn 3 withdrawn: Ala: 1 1 1 3 2 keep 1 1 1 : 6 1 3 1 1 -> ones (wrong player)
next: Ala
Kuźnica (Generał, ruleset yahtzee)
rank  player               total  games  game 1  game 2
   1  Ewa Labuda             434      2     412      22
   2  Kazimierz Ostrowski    182      1     182        
   3  Ala                     50      1              50
game 2 is not finished: 24 turns to play

$ cp $EXAMPLES/dice/kuznica-yahtzee.gdr . && referee --db old.db dice add Kuźnica kuznica-yahtzee.gdr
! referee: kuznica-yahtzee.gdr: this record is already a game of the event; nothing added
[1]

$ referee --db old.db verify
ok

The database refuses, whoever writes, a card's points that are not its turns' sum, a
place that does not follow the points, a player seated after the first turn or changed,
and a turn changed or deleted:

$ sqlite3 old.db "UPDATE game_result_seat SET points = points + 1 WHERE result_id = 3 AND seat = 1" 2>&1 | grep -o "E_DICE_SUMS.*"
E_DICE_SUMS: the sums of a dice card follow its turns (19)
[19]

$ sqlite3 old.db "UPDATE game_result_seat SET place = 2 WHERE result_id = 3 AND seat = 1" 2>&1 | grep -o "E_DICE_SUMS.*"
E_DICE_SUMS: the sums of a dice card follow its turns (19)
[19]

$ sqlite3 old.db "INSERT INTO game_result_seat VALUES (3, 2, (SELECT id FROM player WHERE name = 'Olek'), 0, 1)" 2>&1 | grep -o "E_[A-Z_]*"
E_DICE_SEATING
[19]

$ sqlite3 old.db "UPDATE game_result_seat SET player_id = (SELECT id FROM player WHERE name = 'Olek') WHERE result_id = 3 AND seat = 1" 2>&1 | grep -o "E_[A-Z_]*"
E_GAME_SEAT_FROZEN
[19]

$ sqlite3 old.db "UPDATE dice_turn SET points = 0 WHERE game_id = 3" 2>&1 | grep -o "E_DICE_TURN_FROZEN.*"
E_DICE_TURN_FROZEN: a dice turn is never changed (19)
[19]

$ sqlite3 old.db "DELETE FROM dice_turn WHERE game_id = 3" 2>&1 | grep -o "E_DICE_TURN_KEPT.*"
E_DICE_TURN_KEPT: a dice turn is never deleted (19)
[19]

A merge of two players still moves a seat (Kazimierz Ostrowski's games are Olek's now):

$ referee --db old.db player merge Olek "Kazimierz Ostrowski" >/dev/null && referee --db old.db dice games Kuźnica && referee --db old.db verify
game  players           turns  finished  source               entered_by
   1  Ewa Labuda, Olek  26/26  yes       kuznica-yahtzee.gdr  Zofia Konkel
   2  Ala, Ewa Labuda    2/26  no        turns                unknown
ok
