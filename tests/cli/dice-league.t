# Dice events in the league database (issue 4): games added from .gdr
# records, all or nothing; games entered turn by turn with immediate checks;
# standings by total points with shared places, as text and CSV. A refused
# command leaves the database byte for byte as it was (sqlite3 .dump).

$ REFEREE=referee sh $EXAMPLES/dice/evening/build.sh dice.db | sed "s|$EXAMPLES|EXAMPLES|"
event 'Jastarnia, wieczór 3' added (dice, ruleset general)
EXAMPLES/dice/evening/../jastarnia.gdr: game 1: Anna Kreft 187, Jan Bigus 154, Stefan Gliszczyński 416
EXAMPLES/dice/evening/wieczor-2.gdr: game 2: Anna Kreft 241, Jan Bigus 274, Stefan Gliszczyński 287

$ referee --db dice.db dice standings "Jastarnia, wieczór 3"
Jastarnia, wieczór 3 (Generał, ruleset general)
rank  player               total  games  game 1  game 2
   1  Stefan Gliszczyński    703      2     416     287
   2  Anna Kreft             428      2     187     241
   2  Jan Bigus              428      2     154     274
ties:
  Anna Kreft and Jan Bigus share place 2 with 428 points (§2 #12)

$ referee --db dice.db dice standings "Jastarnia, wieczór 3" -f csv
rank,player,total,games,game1,game2
1,Stefan Gliszczyński,703,2,416,287
2,Anna Kreft,428,2,187,241
2,Jan Bigus,428,2,154,274

$ referee --db dice.db standings "Jastarnia, wieczór 3" -f csv
rank,player,total,games,game1,game2
1,Stefan Gliszczyński,703,2,416,287
2,Anna Kreft,428,2,187,241
2,Jan Bigus,428,2,154,274

$ referee --db dice.db dice games "Jastarnia, wieczór 3" -f csv | sed "s|$EXAMPLES|EXAMPLES|"
game,players,turns,finished,source,entered_by
1,"Anna Kreft, Jan Bigus, Stefan Gliszczyński",39/39,yes,EXAMPLES/dice/evening/../jastarnia.gdr,Stefan Gliszczyński
2,"Anna Kreft, Jan Bigus, Stefan Gliszczyński",39/39,yes,EXAMPLES/dice/evening/wieczor-2.gdr,Stefan Gliszczyński

# The same record twice is one game, not two.

$ sqlite3 dice.db .dump > before.sql && cp $EXAMPLES/dice/jastarnia.gdr $EXAMPLES/dice/naruszenia.gdr . && referee --db dice.db dice add "Jastarnia, wieczór 3" jastarnia.gdr
! referee: jastarnia.gdr: this record is already a game of the event; nothing added
[1]

$ sqlite3 dice.db .dump | cmp - before.sql && echo unchanged
unchanged

# A record with violations is refused with every violation, and a good record
# in the same command is not added either.

$ cp $EXAMPLES/dice/hel-czworo.gdr . && referee --db dice.db dice add "Jastarnia, wieczór 3" hel-czworo.gdr naruszenia.gdr
! referee: naruszenia.gdr:19:48: Jan Bigus: the kept dice 5 5 5 5 are not in the
!   throw before, 6 4 5 5 5 (§1)
! referee: naruszenia.gdr:38:97: Stefan Gliszczyński: 4 throws, but at most 3 are
!   allowed (§1)
! referee: naruszenia.gdr:41:79: Stefan Gliszczyński: box fives not allowed,
!   allowed: full, large-straight; generał as a joker: boxes generał and sixes
!   already filled, so it goes to an open lower box for full points; no upper box
!   while a lower one is open (§1, §2 #5, #8); a bonus of 100 points for a further
!   generał: the first generał was written in box generał (§1, §2 #10)
! referee: Jastarnia, wieczór 3: nothing added
[1]

$ sqlite3 dice.db .dump | cmp - before.sql && echo unchanged
unchanged

# A record under other rules than the event's, and one that cannot be read.

$ cp $EXAMPLES/dice/kuznica-yahtzee.gdr . && referee --db dice.db dice add "Jastarnia, wieczór 3" kuznica-yahtzee.gdr
! referee: kuznica-yahtzee.gdr:4:11: the game was played under yahtzee, the event
!   'Jastarnia, wieczór 3' under its ruleset general
! referee: Jastarnia, wieczór 3: nothing added
[1]

$ printf '[Players "Ala; Ola"]\n\nAla: 1 2 3 4 -> chance\n' > short.gdr && referee --db dice.db dice add "Jastarnia, wieczór 3" short.gdr
! referee: short.gdr:3:14: expected five dice, found 4
! referee: Jastarnia, wieczór 3: nothing added
[2]

# Baśka deals do not belong to a dice event (an import runs with the
# triggers off, so the import itself checks).

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,dealer,contract,declarer,partner,kontras,eyes,bok\n"Jastarnia, wieczór 3",1,1,1,A,B,C,D,1,zolo,1,,0,70,0\n' > deals.csv && referee --db dice.db import deals.csv
! referee: deals.csv:2: event: 'Jastarnia, wieczór 3' is a dice event, deals belong to Baśka events
! referee: deals.csv: 1 row rejected; nothing imported
[1]

$ sqlite3 dice.db .dump | cmp - before.sql && echo unchanged
unchanged

# Dice games belong to dice events.

$ referee --db dice.db event add "GP Baśki" > /dev/null && referee --db dice.db dice add "GP Baśki" jastarnia.gdr
! referee: event 'GP Baśki' is a baska event; dice games belong to an event added with 'referee event add --game dice'
[2]

$ referee --db dice.db dice add "Nie ma" jastarnia.gdr
! referee: no event 'Nie ma' in dice.db (see 'referee event list')
[2]

# Turn by turn: a game of three, each turn checked as it is entered.

$ referee --db dice.db dice start "Jastarnia, wieczór 3" "Anna; Kreft" Ola
! referee: player 'Anna; Kreft': a name may not contain ';', '"' or a line break
[2]

$ referee --db dice.db dice start --by Sędzia "Jastarnia, wieczór 3" "Anna Kreft" "Jan Bigus" Ola
game 3: Anna Kreft, Jan Bigus, Ola (enter turns with 'referee dice turn')

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Anna Kreft" "1 1 1 3 2 keep 1 1 1 : 6 1 3 1 1 -> ones"
game 3, turn 1 of 13: Anna Kreft: ones 3, total 3
next: Jan Bigus

$ sqlite3 dice.db .dump > before.sql && referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 Ola "6 6 6 6 6 -> general"
! referee: turn:1: Ola: it is the turn of Jan Bigus (the order of the Players tag,
!   §1)
! referee: Jastarnia, wieczór 3, game 3: turn refused, nothing entered
[1]

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Jan Bigus" "6 6 6 6 5 keep 6 6 6 6 6 : 6 6 6 6 6 -> general"
! referee: turn:1:16: Jan Bigus: the kept dice 6 6 6 6 6 are not in the throw
!   before, 6 6 6 6 5 (§1)
! referee: Jastarnia, wieczór 3, game 3: turn refused, nothing entered
[1]

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Jan Bigus" "6 6 6 6 5 keep 6 6 6 6 : 6 6 6 6 1 keep 6 6 6 6 : 6 6 6 6 2 keep 6 6 6 6 : 6 6 6 6 6 -> general"
! referee: turn:1:76: Jan Bigus: 4 throws, but at most 3 are allowed (§1)
! referee: Jastarnia, wieczór 3, game 3: turn refused, nothing entered
[1]

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Jan Bigus" "6 6 6 6 x -> sixes"
! referee: turn:1:9: expected five dice, found 4
[2]

Between the throws the word is 'keep' or the Polish 'zostaw'; a Polish refusal
names 'zostaw' first.

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Jan Bigus" "6 6 6 6 5 trzymaj 6 6 6 6 : 6 6 6 6 6 -> general"
! referee: turn:1:11: expected 'keep' or '->' after five dice
[2]
$ LANG=pl_PL.UTF-8 referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Jan Bigus" "6 6 6 6 5 trzymaj 6 6 6 6 : 6 6 6 6 6 -> general"
! referee: kolejka:1:11: oczekiwano „zostaw” (albo „keep”) lub „->” po pięciu
!   kościach
[2]

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Jan Bigus" "6 6 6 6 5 -> pair"
! referee: turn:1:14: expected a category (ones, twos, threes, fours, fives,
!   sixes, three-kind, four-kind, full, small-straight, large-straight, general,
!   chance or the Polish name), not 'pair'
[2]

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 Kasia "6 6 6 6 5 -> sixes"
! referee: Jastarnia, wieczór 3: 'Kasia' does not play in game 3
[2]

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 9 Ola "6 6 6 6 5 -> sixes"
! referee: Jastarnia, wieczór 3: no game 9 (start one with 'referee dice start')
[2]

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 1 Ola "6 6 6 6 5 -> sixes"
! referee: Jastarnia, wieczór 3: game 1 was added from a record; turns are entered
!   into games begun with 'referee dice start'
[2]

$ sqlite3 dice.db .dump | cmp - before.sql && echo unchanged
unchanged

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Jan Bigus" "6 6 6 6 5 keep 6 6 6 6 : 6 6 6 6 6 -> general"
game 3, turn 1 of 13: Jan Bigus: general 50, total 50
generał: box generał is open, so it is no joker and earns no bonus; any open box
  may be chosen (§1, §5)
next: Ola

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 Ola "2 2 2 2 2 -> twos"
game 3, turn 1 of 13: Ola: twos 10, total 10
generał: box generał is open, so it is no joker and earns no bonus; any open box
  may be chosen (§1, §5)
next: Anna Kreft

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Anna Kreft" "2 3 4 5 6 -> large-straight"
game 3, turn 2 of 13: Anna Kreft: large-straight 40, total 43
next: Jan Bigus

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Anna Kreft" "2 3 4 5 6 -> small-straight"
! referee: turn:1: Anna Kreft: it is the turn of Jan Bigus (the order of the
!   Players tag, §1)
! referee: Jastarnia, wieczór 3, game 3: turn refused, nothing entered
[1]

# Jan's second generał: sixes is still open, so it is no joker (any box,
# normal points), but it earns the 100-point bonus (§2 #6-7, #10).

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Jan Bigus" "6 6 6 6 6 -> sixes"
game 3, turn 2 of 13: Jan Bigus: sixes 30 + bonus 100, total 180
generał, but no joker: box sixes is open, so any open box for its ordinary
  points (§1, §2 #6-7); a bonus of 100 points for a further generał: the first
  generał was written in box generał (§1, §2 #10)
next: Ola

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 Ola "3 3 1 4 4 keep 3 3 4 4 : 3 3 4 4 3 -> full"
game 3, turn 2 of 13: Ola: full 25, total 35
next: Anna Kreft

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "Anna Kreft" "5 5 5 2 1 keep 5 5 5 : 5 5 5 6 6 -> fives"
game 3, turn 3 of 13: Anna Kreft: fives 15, total 58
next: Jan Bigus

# The third: general and sixes are used, so it is a joker that must go into
# an open lower box (full 25), with the bonus again. A name is matched
# without case or diacritics.

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "jan bigus" "6 6 6 6 6 -> fives"
! referee: turn:1:14: Jan Bigus: box fives not allowed, allowed: three-kind,
!   four-kind, full, small-straight, large-straight, chance; generał as a joker:
!   boxes generał and sixes already filled, so it goes to an open lower box for
!   full points; no upper box while a lower one is open (§1, §2 #5, #8); a bonus
!   of 100 points for a further generał: the first generał was written in box
!   generał (§1, §2 #10)
! referee: Jastarnia, wieczór 3, game 3: turn refused, nothing entered
[1]

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 3 "jan bigus" "6 6 6 6 6 -> full"
game 3, turn 3 of 13: Jan Bigus: full 25 + bonus 100, total 305
generał as a joker: boxes generał and sixes already filled, so it goes to an
  open lower box for full points; no upper box while a lower one is open (§1, §2
  #5, #8); a bonus of 100 points for a further generał: the first generał was
  written in box generał (§1, §2 #10)
next: Ola

$ referee --db dice.db dice card "Jastarnia, wieczór 3" --game 3
Jastarnia, wieczór 3, game 3 (ruleset general)
.
kategoria           Anna Kreft  Jan Bigus  Ola
jedynki                      3          -    -
dwójki                       -          -   10
trójki                       -          -    -
czwórki                      -          -    -
piątki                      15          -    -
szóstki                      -         30    -
suma górna                  18         30   10
premia górna                 0          0    0
trójka                       -          -    -
kareta                       -          -    -
full                         -         25   25
mały strit                   -          -    -
duży strit                  40          -    -
generał                      -         50    -
szansa                       -          -    -
suma dolna                  40         75   25
premie za generała           0        200    0
razem                       58        305   35
.
miejsce  gracz       razem
      1  Jan Bigus     305
      2  Anna Kreft     58
      3  Ola            35

kategoria           Anna Kreft  Jan Bigus  Ola
jedynki                      3          -    -
dwójki                       -          -   10
trójki                       -          -    -
czwórki                      -          -    -
piątki                      15          -    -
szóstki                      -         30    -
suma górna                  18         30   10
premia górna                 0          0    0
trójka                       -          -    -
kareta                       -          -    -
full                         -         25   25
mały strit                   -          -    -
duży strit                  40          -    -
generał                      -         50    -
szansa                       -          -    -
suma dolna                  40         75   25
premie za generała           0        200    0
razem                       58        305   35

miejsce  gracz       razem
      1  Jan Bigus     305
      2  Anna Kreft     58
      3  Ola            35

$ referee --db dice.db dice card "Jastarnia, wieczór 3" --game 3 -f csv | grep Bigus
Jan Bigus,sixes,30
Jan Bigus,full,25
Jan Bigus,general,50
Jan Bigus,bonus,200
Jan Bigus,total,305

$ referee --db dice.db dice games "Jastarnia, wieczór 3" -f csv | sed "s|$EXAMPLES|EXAMPLES|"
game,players,turns,finished,source,entered_by
1,"Anna Kreft, Jan Bigus, Stefan Gliszczyński",39/39,yes,EXAMPLES/dice/evening/../jastarnia.gdr,Stefan Gliszczyński
2,"Anna Kreft, Jan Bigus, Stefan Gliszczyński",39/39,yes,EXAMPLES/dice/evening/wieczor-2.gdr,Stefan Gliszczyński
3,"Anna Kreft, Jan Bigus, Ola",8/39,no,turns,Sędzia

$ referee --db dice.db dice standings "Jastarnia, wieczór 3"
Jastarnia, wieczór 3 (Generał, ruleset general)
rank  player               total  games  game 1  game 2  game 3
   1  Jan Bigus              733      3     154     274     305
   2  Stefan Gliszczyński    703      2     416     287        
   3  Anna Kreft             486      3     187     241      58
   4  Ola                     35      1                      35
game 3 is not finished: 31 turns to play

$ referee --db dice.db dice turn "Jastarnia, wieczór 3" --game 2 Ola "6 6 6 6 5 -> sixes"
! referee: Jastarnia, wieczór 3: game 2 was added from a record; turns are entered
!   into games begun with 'referee dice start'
[2]

# An event under the Hasbro rules takes the Kuźnica record.

$ referee --db dice.db event add --game dice --ruleset yahtzee "Kuźnica" && referee --db dice.db dice add --by Sędzia "Kuźnica" kuznica-yahtzee.gdr && referee --db dice.db standings "Kuźnica"
event 'Kuźnica' added (dice, ruleset yahtzee)
kuznica-yahtzee.gdr: game 1: Ewa Labuda 412, Kazimierz Ostrowski 182
Kuźnica (Generał, ruleset yahtzee)
rank  player               total  games  game 1
   1  Ewa Labuda             412      1     412
   2  Kazimierz Ostrowski    182      1     182

$ referee --db dice.db event add --game dice --deals 4 "Zła" ; referee --db dice.db event add --game dice --season S "Zła" ; referee --db dice.db event add --game warcaby "Zła"
! referee: --deals: a dice event has games, not deals
! referee: --season: season standings count Baśka events only
! referee: --game: 'baska', 'dice', 'fleet', 'flota', 'manewry' or 'rybareni' expected, not 'warcaby'
[2]

# A league file from before the dice migration (schema 001 only) is upgraded
# when first opened; a file of this version opens as it is.

$ sqlite3 old.db < $EXAMPLES/../schema/001-league.sql && sqlite3 old.db 'PRAGMA user_version = 1' && referee --db old.db event add --game dice "Stary" && [ "$(sqlite3 old.db 'PRAGMA user_version')" = "$(ls $EXAMPLES/../schema | tail -n 1 | sed 's/-.*//; s/^0*//')" ] && echo newest schema && referee --db old.db dice add "Stary" jastarnia.gdr
event 'Stary' added (dice, ruleset general)
newest schema
jastarnia.gdr: game 1: Anna Kreft 187, Jan Bigus 154, Stefan Gliszczyński 416

$ referee --db dice.db dice games "Kuźnica" && [ "$(sqlite3 dice.db 'PRAGMA user_version')" = "$(ls $EXAMPLES/../schema | tail -n 1 | sed 's/-.*//; s/^0*//')" ] && echo newest schema
game  players                          turns  finished  source               entered_by
   1  Ewa Labuda, Kazimierz Ostrowski  26/26  yes       kuznica-yahtzee.gdr  Sędzia
newest schema
