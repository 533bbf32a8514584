# import reads its rows inside one write transaction, so an input that is
# not a regular file (standard input, a FIFO) is copied whole first: a
# writer that stalls never holds the league database locked (issue 13, "No
# file is read inside a write transaction").

$ referee --db f.db event add --date 2026-03-14 'GP Kartuzy'
event 'GP Kartuzy' added (ruleset psb)

While the FIFO's writer sleeps after the first row, another command writes
the same database at once (it would wait for the lock, and timeout
would stop it, if import held the write transaction). The writer gives up
after 60 s, so an import that never opens the FIFO fails the test instead of
hanging it.

$ mkfifo rows.csv; timeout 60 bash -c '{ head -2 $EXAMPLES/league/deals.csv; sleep 6; sed -n 3,9p $EXAMPLES/league/deals.csv; } > rows.csv' & referee --db f.db import rows.csv > import.out 2>&1 & sleep 1; timeout 4 referee --db f.db player add 'Jan Formela' && echo 'player added while the import waited'; wait; cat import.out
player 'Jan Formela' added
player added while the import waited
rows.csv: 8 deals imported
