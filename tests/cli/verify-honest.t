# verify never cries wolf on an honest evening (issue 27): the shortest
# sequences of legitimate commands on which the property test
# (tests/property/verify_honest.py) found verify reporting a problem, each
# with verify's answer now. Each failed before its fix.

Bok rows out of their blocks (§2.4) are the protocol as the table wrote it,
stored by every writer: an import of a table whose first deal is bok and
second is not, a correction that takes the bok off the second deal of a
runda, and enter. verify said "the bok-runda from deal 1 stops after 1 of its
4 deals" after each; protocol names it as a ruling on the table.

$ printf '%s\n' 'event,session,table,deal,seat1,seat2,seat3,seat4,dealer,contract,declarer,partner,kontras,eyes,bok' 'GP Bok,1,1,1,Ala,Bartek,Celina,Darek,1,gran,3,,1,75,1' 'GP Bok,1,1,2,Ala,Bartek,Celina,Darek,2,zolo,1,,0,31,0' > bok.csv && referee import bok.csv && referee verify
bok.csv: 2 deals imported
ok

$ referee protocol "GP Bok" --session 1 --table 1 > /dev/null
! referee: protocol: deal 2: the bok-runda from deal 1 stops after 1 of its 4 deals (bok rows come in blocks of 4, §2.4)
[1]

$ referee table seat "GP Bok" --session 1 --table 2 --new Ewa Felek Gosia Henio > /dev/null && for i in 1 2 3; do referee deal add "GP Bok" --session 1 --table 2 --contract zolo --declarer 1 --eyes 70 --bok > /dev/null || exit; done && referee deal fix "GP Bok" --session 1 --table 2 --deal 2 --no-bok --why "no bok on the sheet" > /dev/null && referee verify
ok

$ referee table seat "GP Bok" --session 1 --table 3 --new Iza Janek Kasia Marta > /dev/null && printf 'zolo\n1\n0\n70\nyes\nzolo\n2\n0\n70\nno\nquit\n' | referee enter "GP Bok" --session 1 --table 3 > /dev/null && referee verify
ok

deal undo at a table with no deal to withdraw was refused (exit 1) but
committed the entry it had written first: the database changed, and verify
then named that entry "the entry of nothing stored (written behind the
tool's back)". Found on a database migrated from schema 080 (where a refused
command's changes are not compared, the migration being one), shrunk to this
one command; it happens on a new database as well.

$ referee table seat "GP Bok" --session 2 --table 1 Ala Bartek Celina Darek > /dev/null && sqlite3 referee.db .dump > before.sql && referee deal undo "GP Bok" --session 2 --table 1 --by Sędzia
! referee: deal undo: no deal to withdraw at this table
[1]

$ sqlite3 referee.db .dump | cmp - before.sql && referee verify
ok
