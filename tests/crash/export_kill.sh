#!/usr/bin/env bash
# Crash safety of export (referee(1)): `referee export FILE` is killed with
# SIGKILL at several points. Afterwards FILE is either the old file, untouched,
# or the whole new export; never a part of it.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${REFEREE_BIN:-$root/referee}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
N=${CRASH_DEALS:-60000}

awk -v n="$N" -f "$root/tests/bench/gen_import.awk" > "$work/b.csv"
"$bin" --db "$work/x.db" import "$work/b.csv" > /dev/null || { echo "crash: import failed"; exit 1; }
start=$(date +%s%N)
"$bin" --db "$work/x.db" export "$work/full.csv" || { echo "crash: export failed"; exit 1; }
full_ns=$(( $(date +%s%N) - start ))

pass=0 fail=0
for pct in 10 30 50 70 90 99; do
	printf 'the old export\n' > "$work/out.csv"
	"$bin" --db "$work/x.db" export "$work/out.csv" &
	pid=$!
	sleep "$(awk -v ns="$full_ns" -v p="$pct" 'BEGIN { printf "%.3f", ns * p / 100 / 1e9 }')"
	kill -KILL "$pid" 2> /dev/null
	wait "$pid" 2> /dev/null
	if [ "$(cat "$work/out.csv")" = "the old export" ]; then
		what=old
	elif cmp -s "$work/out.csv" "$work/full.csv"; then
		what=new
	else
		what="a part ($(wc -c < "$work/out.csv") bytes)"
	fi
	case $what in
	old|new)
		pass=$((pass + 1))
		echo "export killed at ${pct}%: the file is the $what one whole" ;;
	*)
		fail=$((fail + 1))
		echo "FAIL export killed at ${pct}%: the file is $what" ;;
	esac
	rm -f "$work"/out.csv.tmp.*
done
echo "crash: $pass passed, $fail failed"
[ "$fail" = 0 ]
