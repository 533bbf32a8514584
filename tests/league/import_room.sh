#!/usr/bin/env bash
# The room while an import runs (issue 27): a large import is stopped
# (SIGSTOP) inside its write transaction, and the other commands of a
# league night run meanwhile. Readers (standings, protocol, event list)
# succeed at once and see the database as it was before the import; a
# deal add waits, says for whom, and is stored once the import commits;
# so is a deal typed at the prompts of an enter; a writer with
# REFEREE_WAIT=1 gives up after a second with exit 3. Prints one line per
# check; exit 1 if any failed. Run in an empty directory with 'referee' on
# PATH; $1 is tests/bench/gen_import.awk.
set -u
gen=$1
db=room.db
fail=0
check() {	# what, then 0 if it holds
	if [ "$2" = 0 ]; then echo "$1: ok"; else echo "FAIL $1"; fail=1; fi
}
pidless() { sed 's/pid [0-9]*/pid N/'; }

referee --db $db event add --deals 16 Room > /dev/null || exit 1
for t in 1 2; do
	referee --db $db table seat Room --session 1 --table $t --new \
	    "Gracz $t.1" "Gracz $t.2" "Gracz $t.3" "Gracz $t.4" > /dev/null || exit 1
done
awk -v n=60000 -f "$gen" > bench.csv

# The import, held inside its write transaction: from when it names itself
# in room.db-writer (the file written, not only made: -s) (or, before that file existed, from when its rollback
# journal appears, which is what locked the room out) until SIGCONT.
referee --db $db import bench.csv > import.out 2>&1 &
imp=$!
held=1
SECONDS=0
while [ $SECONDS -lt 60 ]; do
	if [ -s $db-writer ] || [ -e $db-journal ]; then
		kill -STOP $imp && held=0
		break
	fi
	kill -0 $imp 2> /dev/null || break
done
check "the import is held inside its write transaction" $held
echo "room.db-writer says: $(cut -d ' ' -f 2- $db-writer 2> /dev/null)"

referee --db $db standings Room > standings.out 2>&1
check "standings during the import" $?
referee --db $db protocol Room --session 1 --table 1 > protocol.out 2>&1
check "protocol during the import" $?
echo "events seen during the import: $(referee --db $db event list -f csv 2>&1 |
    cut -d , -f 1 | paste -s -d ' ')"
REFEREE_WAIT=1 referee --db $db player add "Jan Niecierpliwy" > impatient.out 2>&1
echo "player add with REFEREE_WAIT=1: exit $?"
pidless < impatient.out

# A writer and an enter session, both started while the import holds the lock.
referee --db $db deal add Room --session 1 --table 1 --contract zolo --declarer 2 \
    --eyes 70 > add.out 2> add.err &
add=$!
printf 'zwykla\n1\n3\n0\n61\nno\nquit\n' |
    referee --db $db enter Room --session 1 --table 2 > enter.out 2> enter.err &
enter=$!
# Both say whom they wait for (after a second), and still wait.
for w in add:$add enter:$enter; do
	for _ in $(seq 1 300); do
		grep -q waiting ${w%:*}.err && break
		kill -0 ${w#*:} 2> /dev/null || break
		sleep 0.1
	done
done
pidless < add.err
pidless < enter.err
kill -0 $add 2> /dev/null
check "deal add waits for the import" $?
kill -0 $enter 2> /dev/null
check "enter waits for the import" $?

kill -CONT $imp
wait $imp
rc=$?
check "import (exit $rc): $(cat import.out)" $rc
wait $add
rc=$?
check "deal add after the import commits (exit $rc)" $rc
wait $enter
rc=$?
check "enter after the import commits (exit $rc)" $rc
n1=$(sqlite3 $db "SELECT t.deals FROM table_total t JOIN play_table p ON p.id = t.table_id
    JOIN event e ON e.id = p.event_id WHERE e.name = 'Room' AND p.number = 1")
n2=$(sqlite3 $db "SELECT t.deals FROM table_total t JOIN play_table p ON p.id = t.table_id
    JOIN event e ON e.id = p.event_id WHERE e.name = 'Room' AND p.number = 2")
[ "$n1" = 1 ]
check "the deal added is stored (table 1: ${n1:-none})" $?
[ "$n2" = 1 ] && grep -q '^deal 1: zwykła' enter.out
check "the deal typed at enter is stored (table 2: ${n2:-none})" $?
[ "$(sqlite3 $db "SELECT count(*) FROM deal")" = 60002 ]
check "every deal is there" $?
[ ! -e $db-writer ]
check "room.db-writer is gone" $?
echo "verify: $(referee --db $db verify 2>&1)"

# A sidecar left by a command that died (no lock on it) names nobody: with
# the sqlite3 shell holding the write lock, the waiter says another program.
echo "4194305 import" > $db-writer
mkfifo shell.in
sqlite3 $db < shell.in > /dev/null 2>&1 &
shell=$!
exec 3> shell.in
echo 'BEGIN IMMEDIATE; INSERT INTO player (name) VALUES ('"'Jan Shell'"');' >&3
echo '.system touch shell.holds' >&3
for _ in $(seq 1 300); do
	[ -e shell.holds ] && break
	sleep 0.1
done
REFEREE_WAIT=2 referee --db $db player add "Jan Stale" 2>&1
echo "player add while sqlite3 writes: exit $?"
exec 3>&-
wait $shell
referee --db $db player add "Jan Stale" && [ ! -e $db-writer ]
check "the next writer writes, and removes the stale room.db-writer" $?
exit $fail
