# Names and free text as they come in (referee(1), "Trust, second round"):
# C0 and C1 controls, DEL, bidi overrides and isolates and invalid UTF-8 are
# refused with exit 2 and the column, leaving the database as it was; names
# are stored in NFC; a new name that prints like a registered player's is
# refused with "did you mean" unless --new is given twice; stored text is
# printed escaped.

$ referee event add GP > /dev/null && referee table seat GP -s 1 -t 1 --new "Anna Kreft" Bolek Lolek Tola > /dev/null && SOURCE_DATE_EPOCH=1773480000 referee deal add GP -s 1 -t 1 --contract zolo --declarer 1 --eyes 70 > /dev/null && sqlite3 referee.db .dump > before.sql && echo ready
ready

Every class of byte refused in --why, with the column of the character.

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf 'W\033[2J\a\r')"
! referee: --why: column 2: control character U+001B is not allowed
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf 'late\a')"
! referee: --why: column 5: control character U+0007 is not allowed
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf 'two\nlines')"
! referee: --why: column 4: control character U+000A is not allowed
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf 'del\177')"
! referee: --why: column 4: control character U+007F is not allowed
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf 'Żółć\302\205')"
! referee: --why: column 5: control character U+0085 is not allowed
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf 'x\302\2332J')"
! referee: --why: column 2: control character U+009B is not allowed
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf 'typo \342\200\256fixed')"
! referee: --why: column 6: bidirectional control character U+202E is not allowed
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf 'a\342\201\246b')"
! referee: --why: column 2: bidirectional control character U+2066 is not allowed
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf 'slash\300\257')"
! referee: --why: column 6: invalid UTF-8: overlong form (byte 0xC0)
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf 'a\355\240\200')"
! referee: --why: column 2: invalid UTF-8: surrogate U+D800 is not allowed
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf 'cut \342\202')"
! referee: --why: column 5: invalid UTF-8: truncated sequence (byte 0xE2)
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why "$(printf '\200')"
! referee: --why: column 1: invalid UTF-8: byte 0x80 starts no character
[2]

$ referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why typo --by "$(printf 'Ed\302\233')"
! referee: --by: column 3: control character U+009B is not allowed
[2]

Names: players, teams, events, seasons, seats.

$ referee player add "$(printf 'Ann\033[2J')"
! referee: player name: column 4: control character U+001B is not allowed
[2]

$ referee player add "$(printf 'Ann \342\200\256tfer')"
! referee: player name: column 5: bidirectional control character U+202E is not allowed
[2]

$ referee player add --club "$(printf 'KS\302\205')" Ann
! referee: --club: column 3: control character U+0085 is not allowed
[2]

$ referee player rename Bolek "$(printf 'Bolek\342\201\247')"
! referee: new name: column 6: bidirectional control character U+2067 is not allowed
[2]

$ referee team add "$(printf 'Orły\302\200')" "Anna Kreft"
! referee: team name: column 5: control character U+0080 is not allowed
[2]

$ referee team add Orły "$(printf 'Anna\340\200\240')"
! referee: player name: column 5: invalid UTF-8: overlong form (byte 0xE0)
[2]

$ referee event add "$(printf 'GP\3552')"
! referee: event name: column 3: invalid UTF-8: truncated sequence (byte 0xED)
[2]

$ referee event add --season "$(printf '2026\302\237')" GP2
! referee: --season: column 5: control character U+009F is not allowed
[2]

$ referee event season GP "$(printf '2026\342\200\252')"
! referee: season: column 5: bidirectional control character U+202A is not allowed
[2]

$ referee table seat GP -s 1 -t 2 --new Ala Ola "$(printf 'Ela\302\204')" Iza
! referee: player name: column 4: control character U+0084 is not allowed
[2]

$ referee standings "$(printf 'GP\033')"
! referee: event name: column 3: control character U+001B is not allowed
[2]

A correction's reason typed at `enter`, and the fields of an import, are checked the same way.

$ printf 'fix 1\nzolo\n1\n0\n80\nno\n%s\n' "$(printf 'late \302\205')" | referee enter GP -s 1 -t 1 > /dev/null
! referee: <stdin>:7: the answer: column 6: control character U+0085 is not allowed
[2]

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\nGP,1,3,1,Ala,Ola,Ela\302\205,Iza,zolo,1,70\n' > c1.csv && referee import c1.csv
! referee: c1.csv:2:21: seat3: control character U+0085 is not allowed
! referee: c1.csv: 1 row rejected; nothing imported
[2]

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\nGP \342\200\256,1,3,1,Ala,Ola,Ela,Iza,zolo,1,70\n' > bidi.csv && referee import bidi.csv
! referee: bidi.csv:2:4: event: bidirectional control character U+202E is not allowed
! referee: bidi.csv: 1 row rejected; nothing imported
[2]

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\nGP,1,3,1,Ala,Ola,\355\277\277,Iza,zolo,1,70\n' > sur.csv && referee import sur.csv
! referee: sur.csv:2:18: seat3: invalid UTF-8: surrogate U+DFFF is not allowed
! referee: sur.csv: 1 row rejected; nothing imported
[2]

Not one of the refusals above changed the database.

$ sqlite3 referee.db .dump | cmp - before.sql && echo unchanged
unchanged

Names are stored in NFC: a "Zofia Żak" typed with a combining dot above is the
precomposed one, found by either spelling.

$ referee player add "$(printf 'Zofia Z\314\207ak')" && sqlite3 referee.db "SELECT hex(name) FROM player WHERE id = (SELECT max(id) FROM player)"
player 'Zofia Żak' added
5A6F66696120C5BB616B

$ referee player add "Zofia Żak"
! referee: player 'Zofia Żak' exists already
[1]

$ referee player add "$(printf 'Anna Kre\314\201ft')"
! referee: player 'Anna Kréft' exists already as 'Anna Kreft'
[1]

$ referee table seat GP -s 1 -t 2 --new "$(printf 'Zofia Z\314\207ak')" Ala Ola Iza
session 1 table 2 seated:
  seat 1: Zofia Żak
  seat 2: Ala
  seat 3: Ola
  seat 4: Iza

A new name that prints like a registered player's is refused with the
player it looks like; --new --new registers it all the same.

$ referee player add "Аnna Kreft"
! referee: 'Аnna Kreft' looks like the registered player 'Anna Kreft': did you mean 'Anna Kreft'? ('--new --new' registers it all the same)
[1]

$ referee player add --new --new "Аnna Kreft" && referee player list | grep -c Kreft
player 'Аnna Kreft' added
2

$ referee table seat GP -s 2 -t 1 --new "$(printf 'Anna\342\200\213 Kreft')" Bolek Lolek Tola
! referee: 'Anna​ Kreft' looks like the registered player 'Anna Kreft': did you mean 'Anna Kreft'? ('--new --new' registers it all the same)
[1]

$ referee table seat GP -s 2 -t 1 --new --new "$(printf 'Anna\342\200\213 Kreft')" Bolek Lolek Tola | head -2
session 2 table 1 seated:
  seat 1: Anna​ Kreft

$ referee team add --new Orły "$(printf 'Tola\302\240')"
! referee: 'Tola ' looks like the registered player 'Tola': did you mean 'Tola'? ('--new --new' registers it all the same)
[1]

$ referee team add --new --new Orły "$(printf 'Tola\302\240')"
team 'Orły' added (1 player)
! referee: team 'Orły' has 1 player so far; a team needs 4 or 5

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\nGP,3,1,1,Bo1ek,Lolek,Tola,Anna Kreft,zolo,1,70\n' > conf.csv && referee import conf.csv
! referee: conf.csv:2: seat1: 'Bo1ek' looks like the registered player 'Bolek': did you mean 'Bolek'? ('--new --new' registers it all the same)
! referee: conf.csv: 1 row rejected; nothing imported
[1]

$ referee import --new --new conf.csv
conf.csv: 1 deal imported

A rename to a name that prints like another player's is refused the same
way (the database unchanged); the player's own look-alike is no match.

$ referee player rename Bolek "$(printf 'Anna Kr\320\265ft')"
! referee: 'Anna Krеft' looks like the registered player 'Anna Kreft' ('--new --new' renames all the same)
[1]

$ sqlite3 referee.db "SELECT count(*) FROM player WHERE name LIKE 'Anna Kr%'"
1

$ referee player rename Tola "$(printf 'To\342\200\213la')" && referee player rename --new --new Bolek "$(printf 'Anna Kr\320\265ft')" && referee verify
player 'Tola' is now 'To​la'
player 'Bolek' is now 'Anna Krеft'
ok

The schema keeps control characters out of names on UPDATE too.

$ sqlite3 referee.db "UPDATE event SET name = 'GP' || char(27) || '[2J'"; sqlite3 referee.db "UPDATE team SET name = 'Orły' || char(133)"; sqlite3 referee.db "UPDATE event SET season = char(8238)"; sqlite3 referee.db "UPDATE player_alias SET name = name || char(7)"; sqlite3 referee.db "SELECT name FROM event UNION ALL SELECT name FROM team"
GP
Orły
! Error: stepping, E_NAME_CONTROL: a name holds a control character (19)
! Error: stepping, E_NAME_CONTROL: a name holds a control character (19)
! Error: stepping, E_NAME_CONTROL: a name holds a control character (19)

$ referee verify
ok

Text stored with control bytes by an older version, or behind the tool's back,
is printed escaped, never raw.

$ SOURCE_DATE_EPOCH=1773480000 referee deal fix GP -s 1 -t 1 --deal 1 --eyes 80 --why typo > /dev/null && sqlite3 referee.db "DROP TRIGGER entry_frozen; UPDATE entry SET reason = 'W' || char(27) || '[2J' || char(7) || char(13) || char(133) || char(8238) || 'x' WHERE reason = 'typo'" && referee deal history GP -s 1 -t 1 | tail -1
  [1] deal 1 version 2: W\x1b[2J\x07\x0d\xc2\x85\xe2\x80\xaex
