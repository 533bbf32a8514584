# Eight writers at eight tables of one database file at the same time (WAL,
# busy timeout, BEGIN IMMEDIATE): none fails on a locked database and every
# deal is there afterwards. The script is tests/league/concurrent.sh.

$ sh $TESTDIR/../league/concurrent.sh
writers failed: 0; locked errors: 0; deals: 320 of 320; full tables: 8 of 8

$ referee --db concurrent.db protocol "Równolegle" --session 1 --table 8 -f csv | tail -1
table_points,,,,,,,,,,2.25,2.25,2.25,2.25,,,,,

An import of 60,000 deals is stopped inside its write transaction while the
room goes on (tests/league/import_room.sh): standings and protocol read the
database as it was, a deal add and an enter session wait for the import,
say so once, and store their deals when it commits; a writer told to wait
one second (REFEREE_WAIT=1) gives up with exit 3 and says for whom.

$ bash $TESTDIR/../league/import_room.sh $TESTDIR/../bench/gen_import.awk
the import is held inside its write transaction: ok
room.db-writer says: import
standings during the import: ok
protocol during the import: ok
events seen during the import: event Room
player add with REFEREE_WAIT=1: exit 3
referee: room.db: gave up after 1 second: another referee command (import, pid N) is still writing to it (REFEREE_WAIT sets how long to wait)
referee: waiting for another referee command writing to room.db (import, pid N)...
referee: waiting for another referee command writing to room.db (import, pid N)...
deal add waits for the import: ok
enter waits for the import: ok
import (exit 0): bench.csv: 60000 deals imported: ok
deal add after the import commits (exit 0): ok
enter after the import commits (exit 0): ok
the deal added is stored (table 1: 1): ok
the deal typed at enter is stored (table 2: 1): ok
every deal is there: ok
room.db-writer is gone: ok
verify: ok
referee: waiting for another program writing to room.db...
referee: room.db: gave up after 2 seconds: another program is still writing to it (REFEREE_WAIT sets how long to wait)
player add while sqlite3 writes: exit 3
player 'Jan Stale' added
the next writer writes, and removes the stale room.db-writer: ok
