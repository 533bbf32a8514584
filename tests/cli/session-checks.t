# The protocol checks of a whole session (issue 16; §2.2, §2.4, §7.3) outside
# 'protocol': 'baska check' on a file that is one session, and 'verify' on
# every stored table.
#
# baska check reads a file as a session when it holds two or more records
# with the same Event, Session and Table tags and the first is deal 1: no
# deal may be missing, the dealers rotate clockwise from deal 1's dealer, the
# bok rows come in blocks of bok_block, and with --deals N there are N rows.

$ printf 'rec() { printf %s "$@"; }\n' "'[Event \"GP Hel\"]\\n[Session \"1\"] [Table \"2\"] [Deal \"%s\"]\\n[Dealer \"%s\"]\\n[Bok \"%s\"]\\n[Contract \"zwykla\"] [Declarer \"1\"] [Partner \"3\"] [Kontras \"0\"] [Eyes \"70\"]\\n\\n'" > rec.sh && . ./rec.sh && { rec 1 2 no; rec 2 3 no; rec 3 4 yes; rec 4 1 yes; rec 5 2 yes; rec 6 3 yes; rec 7 4 no; rec 8 1 no; } > good.bdn && referee baska check --deals 8 good.bdn | tail -1
8 deals checked: all in order

$ . ./rec.sh && { rec 1 2 no; rec 2 3 no; rec 3 4 yes; rec 4 1 yes; rec 5 2 yes; rec 6 3 no; rec 8 2 no; } > bad.bdn && referee baska check bad.bdn | grep -v '^ \|^$\|^deal\|^GP Hel'
bad.bdn:31: session 1, table 2: deal 6: the bok-runda from deal 3 stops after 3 of its 4 deals (bok rows come in blocks of 4, §2.4)
bad.bdn:1: session 1, table 2: deal 7 is missing: deal 6 is followed by deal 8 (§7.3)
bad.bdn:37: session 1, table 2: deal 8 is dealt by seat 1, not 2 (seat 2 deals first, then clockwise, §2.2)
7 deals checked: 3 session rulings
[1]

$ referee baska check --deals 6 -f csv bad.bdn | grep ',,,,'
6,,,,,,,,,,,,,"deal 6: the bok-runda from deal 3 stops after 3 of its 4 deals (bok rows come in blocks of 4, §2.4)",bad.bdn,31
7,,,,,,,,,,,,,deal 7 is missing: deal 6 is followed by deal 8 (§7.3),bad.bdn,1
7,,,,,,,,,,,,,"7 rows, but a session has 6 deals (§7.3)",bad.bdn,1
8,,,,,,,,,,,,,"deal 8 is dealt by seat 1, not 2 (seat 2 deals first, then clockwise, §2.2)",bad.bdn,37
[1]

$ referee baska check --deals 8 bad.bdn | grep 'rows'
bad.bdn:31: session 1, table 2: deal 6: the bok-runda from deal 3 stops after 3 of its 4 deals (bok rows come in blocks of 4, §2.4)
bad.bdn:37: session 1, table 2: 7 rows, but a session has 8 deals (§7.3)
[1]

Records of different tables, or a file not starting at deal 1 (a few
disputed deals), are judged one by one only.

$ sed 's/\[Table "2"\] \[Deal "8"\]/[Table "3"] [Deal "8"]/' bad.bdn > mixed.bdn && referee baska check mixed.bdn | tail -1
7 deals checked: all in order

$ . ./rec.sh && { rec 2 3 no; rec 5 2 yes; } > some.bdn && referee baska check some.bdn | tail -1
2 deals checked: all in order

verify runs the missing-deal check on every stored table. Bok rows out of
their blocks are the protocol as the table wrote it: deal add stores them (a
fix of one deal at a time could not correct a misread runda otherwise), so
they are no problem of the database for verify (issue 27: verify cried wolf
on them); protocol names them.

$ referee event add --deals 8 "GP Bok" > /dev/null && referee table seat "GP Bok" -s 1 -t 1 --new A B C D > /dev/null && referee deal add "GP Bok" -s 1 -t 1 --contract zwykla --declarer 1 --partner 3 --eyes 70 --bok > /dev/null && referee verify
ok

$ referee deal add "GP Bok" -s 1 -t 1 --contract zwykla --declarer 1 --partner 3 --eyes 70 > /dev/null && referee verify
ok

$ referee protocol "GP Bok" -s 1 -t 1 > /dev/null
! referee: protocol: deal 2: the bok-runda from deal 1 stops after 1 of its 4 deals (bok rows come in blocks of 4, §2.4)
[1]
