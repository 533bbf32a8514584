#!/usr/bin/env bash
# Durable entry (referee(1)): `referee enter` is killed with SIGKILL right
# after it prints the confirmation of each deal; every confirmed deal must be
# in the database afterwards (each is committed with synchronous=FULL before
# its confirmation is printed).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${REFEREE_BIN:-$root/referee}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db=$work/e.db
"$bin" --db "$db" event add --deals 8 "Noc" > /dev/null &&
"$bin" --db "$db" table seat "Noc" --session 1 --table 1 --new Ala Bartek Celina Darek > /dev/null ||
	{ echo "crash: setup failed"; exit 1; }

pass=0 fail=0
for k in 1 2 3 4 5 6 7 8; do
	coproc ENTER { exec "$bin" --db "$db" enter "Noc" --session 1 --table 1 2>&1; }
	pid=$ENTER_PID
	# zwykła, declarer 1, partner 3, no kontra, 70 eyes, no bok.
	printf 'zwykla\n1\n3\n0\n70\nno\n' >&"${ENTER[1]}"
	confirmed=
	while IFS= read -r -t 10 line <&"${ENTER[0]}"; do
		case $line in
		"deal $k: "*) confirmed=yes; break ;;
		esac
	done
	kill -KILL "$pid" 2> /dev/null
	wait "$pid" 2> /dev/null
	n=$(sqlite3 "$db" "SELECT count(*) FROM deal WHERE void = 0")
	if [ "$confirmed" = yes ] && [ "$n" = "$k" ]; then
		pass=$((pass + 1))
		echo "enter killed after confirming deal $k: $n deals stored"
	else
		fail=$((fail + 1))
		echo "FAIL enter killed after deal $k (confirmed: ${confirmed:-no}): $n deals stored"
	fi
done
[ "$(sqlite3 "$db" 'PRAGMA integrity_check')" = ok ] || { echo "FAIL integrity"; fail=$((fail + 1)); }
echo "crash: $pass passed, $fail failed"
[ "$fail" = 0 ]
