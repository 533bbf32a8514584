#!/bin/sh
# The mutation catalogue (issue 27): raw SQL edits of the example league,
# each of which must be refused by the schema (the sqlite3 statement fails
# and the file is unchanged) or found: `referee verify` exits 1 and its
# output matches the line's pattern (the event, session, table and deal, or
# the schema object, or the row, with old and new value where there is
# one), or the tool refuses to open the file (exit 3) naming it.
#
# tests/trust/mutations.txt: one edit a line, TAB-separated:
#   name  pattern  SQL  [a referee command run after the edit, before verify]
# The base league: examples/league/build.sh, plus a dice game, a Flota game
# in the generic store (schema 160), a Rybaření
# game, a renamed and a merged player, so that every covered table has rows.
#
#   sh tests/trust/mutations.sh          (REFEREE_BIN = the binary, default ./referee)
#   MUTATIONS_KEEP=DIR keeps each verify's output and exit status in DIR/NAME, so
#   that two builds' outputs can be compared byte for byte (diff -r).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
r=${REFEREE_BIN:-$root/referee}
list=${MUTATIONS:-$root/tests/trust/mutations.txt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 2
base=$tmp/base.db
{
	REFEREE=$r sh "$root/examples/league/build.sh" "$base" &&
	$r --db "$base" event add --game dice --date 2026-05-01 "Kości Hel" &&
	$r --db "$base" dice add "Kości Hel" "$root/examples/dice/jastarnia.gdr" &&
	$r --db "$base" event add --game rybareni --date 2026-06-01 "Paluba" &&
	$r --db "$base" rybareni add "Paluba" "$root/examples/rybareni/paluba-3p.ryb" &&
	$r --db "$base" event add --game flota --date 2026-07-01 "Flota Hel" &&
	$r --db "$base" flota add "Flota Hel" "$root/examples/flota/game.flota" Ala=1 Olek=0 &&
	$r --db "$base" player add --club Hel "Jan Tymczasowy" &&
	$r --db "$base" player merge "Halina Kreft" "Jan Tymczasowy" &&
	$r --db "$base" player add "Piotr Wolny" &&
	$r --db "$base" player rename "Ewa Bolda" "Ewa Bolda-Konkel" &&
	$r --db "$base" verify
} > base.log 2>&1 || { echo "mutations: the base league does not build:"; cat base.log; exit 1; }
sqlite3 "$base" "PRAGMA wal_checkpoint(TRUNCATE)" > /dev/null
pass=0 fail=0 refused=0 found=0 unopened=0 n=0
tab=$(printf '\t')
while IFS="$tab" read -r name pattern sql after; do
	case $name in ''|'#'*) continue ;; esac
	n=$((n + 1))
	# %NAME%: the SQL of the schema object NAME as stored, on one line (a trigger restored)
	while :; do
		obj=$(printf '%s' "$sql" | sed -n 's/.*%\([a-z][a-z_0-9]*\)%.*/\1/p')
		[ -n "$obj" ] || break
		body=$(sqlite3 "$base" "SELECT sql FROM sqlite_schema WHERE name = '$obj'" | tr '\n\t' '  ')
		sql=$(printf '%s' "$sql" | awk -v n="%$obj%" -v b="$body" \
		    '{ i = index($0, n); print substr($0, 1, i - 1) b substr($0, i + length(n)) }')
	done
	cp "$base" m.db
	if ! sqlite3 -bail m.db "BEGIN; $sql; COMMIT;" < /dev/null > sql.out 2>&1; then
		if cmp -s "$base" m.db; then
			refused=$((refused + 1)) pass=$((pass + 1))
			[ -n "${VERBOSE:-}" ] && echo "refused $name: $(head -1 sql.out)"
		else
			echo "FAIL $name: the refused edit changed the file"; fail=$((fail + 1))
		fi
		continue
	fi
	if [ -n "$after" ]; then
		eval "\$r --db m.db $after" < /dev/null > after.out 2>&1
	fi
	$r --db m.db verify < /dev/null > out 2>&1
	rc=$?
	# MUTATIONS_KEEP=DIR: each verify's output and exit as DIR/NAME (two builds compared)
	[ -n "${MUTATIONS_KEEP:-}" ] && { cat out; echo "exit $rc"; } > "$MUTATIONS_KEEP/$name"
	if [ $rc -eq 0 ]; then
		echo "FAIL $name: verify says ok"; fail=$((fail + 1)); continue
	fi
	if [ $rc -ne 1 ] && [ $rc -ne 3 ]; then
		echo "FAIL $name: verify exits $rc"; sed 's/^/  /' out; fail=$((fail + 1)); continue
	fi
	if ! grep -Eq -- "$pattern" out; then
		echo "FAIL $name: verify (exit $rc) does not say /$pattern/:"
		sed 's/^/  /' out | head -5; fail=$((fail + 1)); continue
	fi
	if [ $rc -eq 1 ]; then found=$((found + 1)); else unopened=$((unopened + 1)); fi
	pass=$((pass + 1))
done < "$list"
echo "mutations: $n kinds: $refused refused by the schema, $found found by verify, $unopened refused at open"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ] && [ $n -ge 100 ]
