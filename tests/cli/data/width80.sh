#!/usr/bin/env bash
# Every text output of the example league (examples/league/build.sh) in
# English and in Polish, measured in display columns (wc -L in a UTF-8
# locale: Σ, ł, ś are one column each): a line wider than 80 columns wraps
# on a referee's 80-column terminal and breaks the table's columns. Prints
# each output that is wider, fails, or prints nothing, then a count.
#
#   bash tests/cli/data/width80.sh DB
set -u
db=$1
ev="GP Kartuzy"
cmds=(
	'event list' 'player list' 'ruleset list' 'rating' 'verify' 'help enter'
	'signers "GP Kartuzy"' 'signers "GP Puck"'
	'standings "GP Kartuzy"' 'standings "GP Puck"' 'standings "GP Kartuzy" --teams'
	'standings --season "Liga Kaszubska 2026"'
	'session "GP Kartuzy" 1' 'session "GP Kartuzy" 2' 'session "GP Puck" 1'
	'protocol "GP Kartuzy" --session 1' 'protocol "GP Kartuzy" --session 2'
	'protocol "GP Puck" --session 1' 'protocol "GP Puck" --session 1 --table 3 --blank'
)
for s in 1 2; do
	for t in 1 2 3 4 5; do
		cmds+=("deal history \"$ev\" --session $s --table $t")
		cmds+=("deal history \"$ev\" --session $s --table $t --deal 7")
	done
done
n=0 bad=0
for lang in C.UTF-8 pl_PL.UTF-8; do
	for c in "${cmds[@]}"; do
		n=$((n + 1))
		out=$(eval "LC_ALL=$lang referee --db \"$db\" $c" 2>&1)
		rc=$?
		w=$(printf '%s\n' "$out" | LC_ALL=C.UTF-8 wc -L)
		if [ $rc != 0 ] || [ -z "$out" ] || [ "$w" -gt 80 ]; then
			echo "$lang: referee $c: exit $rc, $w columns"
			bad=$((bad + 1))
		fi
	done
done
echo "$n text outputs, $bad wider than 80 columns or failed"
[ $bad = 0 ]
