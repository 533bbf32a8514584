# Trust (referee(1), "Trust and the league night"): input bytes, output
# errors, atomic export, names with control characters.

NUL and control bytes in any record or CSV are refused with their position,
before anything is stored.

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\nX,1,1,1,A,B,C,D,zolo,1,7\000 99\n' > nul.csv && referee import nul.csv; referee event list
event date game season deals rules sess. tables played
! referee: nul.csv:2:25: binary data (a NUL byte) in a CSV file

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\nX,1,1,1,"A\001",B,C,D,zolo,1,70\n' > ctl.csv && referee import ctl.csv
! referee: ctl.csv:2:11: control character 0x01 in a CSV file
[2]

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\nX,1,1,1,"A\tB",B,C,D,zolo,1,70\n' > tab.csv && referee import tab.csv
! referee: tab.csv:2: a tab inside a field
[2]

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\nX,1,1,1,"A\nB",B,C,D,zolo,1,70\n' > nl.csv && referee import nl.csv
! referee: nl.csv:3: a line break inside a field
[2]

$ printf '[Event "GP"]\n[Deal "1"]\n[Contract "zo\033lo"]\n' > esc.bdn && referee baska check esc.bdn
! referee: esc.bdn:3:14: control character 0x1b in a text file
[2]

$ printf '[Event "GP"]\r\n[Deal "1"]\r[Contract "zolo"]\n' > cr.bdn && referee baska check cr.bdn
! referee: cr.bdn:2:11: a carriage return is allowed only before a line feed
[2]

A line over 1 MiB is refused as soon as it is read, not after the whole input.

$ head -c 3000000 /dev/zero | tr '\000' a | referee baska check -
! referee: <stdin>:1:1: a line longer than 1048576 bytes
[2]

$ { printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\n'; head -c 2000000 /dev/zero | tr '\000' a; } > long.csv && referee import long.csv
! referee: long.csv:2:1: a line longer than 1048576 bytes
[2]

Names with a control character are refused by the database, whatever writes them.

$ referee player add "$(printf 'Ann\n   1  Mallory   99  999  1')"
! referee: player name: column 4: control character U+000A is not allowed
[2]

A name written behind the tool's back is shown escaped, never raw, and verify names it.

$ referee event add GP > /dev/null && sqlite3 referee.db "DROP TRIGGER player_name_clean; INSERT INTO player (name) VALUES ('Ann' || char(10) || '   1  Mallory   99  999  1'), ('Bob' || char(27) || '[2J')" && referee player list
player                             club  licence  team
Ann\x0a   1  Mallory   99  999  1                 
Bob\x1b[2J                                        

$ referee verify
trigger player_name_clean is missing (dropped behind the tool's back)
player 1 has a name with a control character (written behind the tool's back)
player 2 has a name with a control character (written behind the tool's back)
player Ann\x0a   1  Mallory   99  999  1 has no link in the ledger (written behind the tool's back)
player Bob\x1b[2J has no link in the ledger (written behind the tool's back)
5 problems found
[1]

Output that cannot be written is exit 3; export FILE replaces the old file
only when the new one is complete.

$ REFEREE=referee sh $EXAMPLES/league/build.sh league.db > /dev/null && referee --db league.db export > /dev/full
! referee: cannot write the output: No space left on device
[3]

$ referee --db league.db standings "GP Kartuzy" > /dev/full
! referee: cannot write the output: No space left on device
[3]

$ echo old > deals.csv && referee --db league.db export deals.csv && wc -l < deals.csv && ls deals.csv*
241
deals.csv

$ mkdir old.csv && referee --db league.db export old.csv; s=$?; ls | grep -c tmp; exit $s
0
! referee: old.csv: cannot write: Is a directory
[3]

$ referee --db /dev/null event list
! referee: /dev/null: not a regular file
[3]

A device is written in place, never replaced by a renamed file.

$ referee --db league.db export /dev/null && test -c /dev/null && echo still a device
still a device

The smaller faults: an empty record file, an impossible date, a CSV with only
its header (nothing is written, not even an entry).

$ : > empty.bdn && referee baska check empty.bdn
! referee: empty.bdn: no deal record
[2]

$ referee event add --date 2026-19-39 "Zła data"; referee event add --date 2026-02-29 "Luty"; referee event add --date 2028-02-29 "Przestępny"
event 'Przestępny' added (ruleset psb)
! referee: --date: expected a date YYYY-MM-DD, not '2026-19-39'
! referee: --date: expected a date YYYY-MM-DD, not '2026-02-29'

$ printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\n' > head.csv && referee --db h.db import head.csv && sqlite3 h.db "SELECT count(*) FROM entry"
head.csv: no deals: nothing imported
0

A record stored with deal add --file names no file either; the database is left as it was.

$ printf '[Event "GP"] [Session "1"] [Table "1"] [Ruleset "../x.rules"] [Seats "A; B; C; D"]\n[Deal "1"] [Dealer "1"] [Contract "zolo"] [Declarer "1"] [Eyes "70"]\n' > path.bdn && referee --db p.db deal add --file path.bdn; sqlite3 p.db "SELECT count(*) FROM deal"
0
! referee: path.bdn:1:1: Ruleset: unknown baska ruleset '../x.rules' (built in: psb); a record names a ruleset, never a file: give a file with --ruleset
! referee: path.bdn: nothing stored

export --excel quotes text that a spreadsheet would run as a formula; numbers stay numbers.

$ referee --db x.db event add '=HYPERLINK("http://x")' > /dev/null && referee --db x.db table seat '=HYPERLINK("http://x")' --session 1 --table 1 --new -- '@SUM(A1)' +B -C D > /dev/null && referee --db x.db deal add '=HYPERLINK("http://x")' --session 1 --table 1 --contract zolo --declarer 1 --eyes 70 > /dev/null && referee --db x.db export --excel && referee --db x.db export | tail -n 1
event,session,table,deal,seat1,seat2,seat3,seat4,dealer,contract,declarer,partner,kontras,eyes,bok,points1,points2,points3,points4,absent
"'=HYPERLINK(""http://x"")",1,1,1,'@SUM(A1),'+B,'-C,D,1,zolo,1,,0,70,0,15,-5,-5,-5,
"=HYPERLINK(""http://x"")",1,1,1,@SUM(A1),+B,-C,D,1,zolo,1,,0,70,0,15,-5,-5,-5,
