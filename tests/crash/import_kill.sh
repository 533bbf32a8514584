#!/usr/bin/env bash
# Crash safety of import (issue 6): `referee import` of a large file is killed
# with SIGKILL at several points. Afterwards the database must pass
# PRAGMA integrity_check and hold either all of that import or none of it,
# with everything that was there before intact.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${REFEREE_BIN:-$root/referee}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
N=${CRASH_DEALS:-60000}

# A database that already holds one event, and a large second import.
awk -v n=400 -f "$root/tests/bench/gen_import.awk" | sed 's/^Bench Open,/Crash A,/' > "$work/a.csv"
awk -v n="$N" -f "$root/tests/bench/gen_import.awk" | sed 's/^Bench Open,/Crash B,/' > "$work/b.csv"
"$bin" --db "$work/base.db" import "$work/a.csv" > /dev/null || { echo "crash: base import failed"; exit 1; }

count() { # event name -> current deals in the database file $1
	sqlite3 "$1" "SELECT count(*) FROM deal d JOIN play_table t ON t.id = d.table_id
	    JOIN event e ON e.id = t.event_id WHERE e.name = '$2' AND d.current = 1"
}
before_a=$(count "$work/base.db" "Crash A")

# How long does the whole import take?
cp "$work/base.db" "$work/full.db"
start=$(date +%s%N)
"$bin" --db "$work/full.db" import "$work/b.csv" > /dev/null || { echo "crash: full import failed"; exit 1; }
full_ns=$(( $(date +%s%N) - start ))
full_b=$(count "$work/full.db" "Crash B")

pass=0 fail=0
for pct in 5 20 40 60 80 95 99; do
	rm -f "$work/k.db"*
	cp "$work/base.db" "$work/k.db"
	"$bin" --db "$work/k.db" import "$work/b.csv" > /dev/null 2>&1 &
	pid=$!
	sleep "$(awk -v ns="$full_ns" -v p="$pct" 'BEGIN { printf "%.3f", ns * p / 100 / 1e9 }')"
	kill -KILL "$pid" 2> /dev/null
	wait "$pid" 2> /dev/null
	ic=$(sqlite3 "$work/k.db" "PRAGMA integrity_check")
	a=$(count "$work/k.db" "Crash A")
	b=$(count "$work/k.db" "Crash B")
	if [ "$ic" = ok ] && [ "$a" = "$before_a" ] && { [ "$b" = 0 ] || [ "$b" = "$full_b" ]; }; then
		pass=$((pass + 1))
		echo "kill at ${pct}%: integrity ok, import B holds $b of $full_b deals"
	else
		fail=$((fail + 1))
		echo "FAIL kill at ${pct}%: integrity '$ic', A $a (was $before_a), B $b (all = $full_b)"
	fi
done
echo "crash: $pass passed, $fail failed"
[ "$fail" = 0 ]
