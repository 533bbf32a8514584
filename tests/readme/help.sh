#!/usr/bin/env bash
# 'referee help COMMAND' for every command of the top-level table (the base
# commands and every game's command group, as 'referee help' lists them):
# each has a paragraph and an "Example:", and each example runs (exit status
# 0 or 1: it parses, and finds its files and names) in a fresh directory
# holding a copy of examples/ and a prepared database: the example league,
# the example dice evening and a Rybaření event with its records; and a
# referee's key, with the league's keys file naming it (league.keys).
#
#   REFEREE_BIN=./referee bash tests/readme/help.sh
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=${REFEREE_BIN:-$root/referee}
[ -x "$bin" ] || { echo "help: $bin is not built" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -R "$root/examples" "$tmp/examples"
cd "$tmp" || exit 2
export REFEREE=$bin REFEREE_DB=$tmp/prepared.db XDG_CACHE_HOME=$tmp/cache HOME=$tmp
unset REFEREE_EVENT
{
	sh examples/league/build.sh "$REFEREE_DB" &&
	sh examples/dice/evening/build.sh "$REFEREE_DB" &&
	"$bin" event add "Paluba 2026" --game rybareni --date 2026-11-20 &&
	"$bin" rybareni add --by Dědek "Paluba 2026" examples/rybareni/*.ryb &&
	"$bin" key new --name Sędzia && "$bin" key show > league.keys
} > /dev/null || { echo "help: the database could not be prepared"; exit 1; }

mapfile -t commands < <("$bin" help | sed -n 's/^  \([a-z][a-z_]*\) .*/\1/p')
[ ${#commands[@]} -ge 20 ] || { echo "help: 'referee help' lists ${#commands[@]} commands"; exit 1; }
pass=0 fail=0
for c in "${commands[@]}"; do
	"$bin" help "$c" > "$tmp/help" 2>&1 || { echo "FAIL help $c: exit $?"; fail=$((fail + 1)); continue; }
	# The paragraph: a line of at least 40 characters after the summary, ending a
	# sentence in its last line before "Example:".
	para=$(sed -n '/^Example:$/q; p' "$tmp/help" | awk 'NF' | tail -1)
	example=$(sed -n '/^Example:$/{n; s/^  //p; q}' "$tmp/help")
	if [ -z "$example" ] || [[ $para != *. ]] || [ "$(sed -n '/^Example:$/q; p' "$tmp/help" |
	    awk '/^$/ { blank++ } END { print blank + 0 }')" -lt 2 ]; then
		echo "FAIL help $c: no paragraph or no example"
		fail=$((fail + 1))
		continue
	fi
	case $example in
	"referee $c"|"referee $c "*) ;;
	*) echo "FAIL help $c: the example '$example' is not a '$c' command"; fail=$((fail + 1)); continue ;;
	esac
	# Run as written, with "referee" the binary under test.
	(eval "\"\$bin\"${example#referee}") > "$tmp/out" 2>&1 < /dev/null
	st=$?
	if [ $st -gt 1 ]; then
		echo "FAIL help $c: the example exits $st: $example"
		sed 's/^/  /' "$tmp/out" | head -5
		fail=$((fail + 1))
		continue
	fi
	pass=$((pass + 1))
done
echo "help: $pass passed, $fail failed"
[ "$fail" = 0 ]
