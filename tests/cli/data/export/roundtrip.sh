#!/bin/sh
# import(export(A)) = A: exports league database A, imports the CSV into B
# (whose events exist already, as import adds deals to them), and compares
# the standings of every event, the protocol of every table (its chain head
# aside: B's versions were written by other entries) and the exports
# themselves (every deal field and the absent marks), and the deal history of
# every table as far as the CSV carries it: the current version of each deal
# (an import writes a deal's current version; its earlier versions, and who,
# when and why, stay in A).
#   sh roundtrip.sh A.db B.db        ($REFEREE: the binary, default referee)
set -eu
a=$1 b=$2
r=${REFEREE:-referee}
$r --db "$a" export a.csv
$r --db "$b" import a.csv >/dev/null
$r --db "$b" export b.csv
cmp a.csv b.csv
hist() {	# hist DB EVENT S T: current versions, without version number and entry
	$r --db "$1" deal history "$2" --session "$3" --table "$4" -f csv |
	    awk -F, 'NR > 1 && $3 == "current"' | cut -d, -f1,3-14
}
same() {	# same ARGS...: the two databases print the same
	$r --db "$a" "$@" | grep -v '^chain head:' > a.out
	$r --db "$b" "$@" | grep -v '^chain head:' > b.out
	cmp a.out b.out || { diff a.out b.out | head; exit 1; }
}
n=0
tail -n +2 a.csv | cut -d, -f1-3 | sort -u > tables
while IFS=, read -r ev ses tab; do
	same protocol "$ev" --session "$ses" --table "$tab"
	hist "$a" "$ev" "$ses" "$tab" > a.out
	hist "$b" "$ev" "$ses" "$tab" > b.out
	cmp a.out b.out
	n=$((n + 1))
done < tables
e=0
cut -d, -f1 tables | sort -u > events
while read -r ev; do
	same standings "$ev"
	same standings "$ev" -f csv
	e=$((e + 1))
done < events
echo "same: $(($(wc -l < a.csv) - 1)) rows, $n protocols, $e events"
