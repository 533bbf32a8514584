#!/usr/bin/env bash
# referee rating on a random league against npm's openskill (oracle.sh):
# league.mjs writes players, events and deals, referee imports them and
# rates, league.mjs rates the same deals and compares; then one deal is
# corrected and the replay must equal openskill's fresh computation of the
# corrected league. Three leagues (seeds 1..3).
#   bash tests/rating/league.sh REFEREE DIR   (DIR holds node_modules/openskill)
set -u
bin=$1
dir=$2
pass=0 fail=0
for seed in 1 2 3; do
	tmp=$(mktemp -d)
	export REFEREE_DB=$tmp/league.db
	node "$dir/league.mjs" gen "$seed" "$tmp" || { fail=$((fail + 1)); rm -rf "$tmp"; continue; }
	ok=1
	while IFS= read -r p; do "$bin" player add "$p" > /dev/null || ok=0; done < "$tmp/players.txt"
	while read -r date name; do
		"$bin" event add --date "$date" --deals 4 --season S "$name" > /dev/null || ok=0
	done < "$tmp/events.txt"
	"$bin" import --by oracle "$tmp/deals.csv" > /dev/null || ok=0
	"$bin" rating --season S -f csv > "$tmp/got.csv" || ok=0
	[ $ok = 1 ] && node "$dir/league.mjs" check "$tmp" "$tmp/got.csv" || ok=0
	IFS=, read -r ev s t d eyes < "$tmp/fix.txt"
	"$bin" deal fix "$ev" --session "$s" --table "$t" --deal "$d" --eyes "$eyes" \
	    --why "oracle: a correction" --by oracle > /dev/null || ok=0
	"$bin" rating -f csv > "$tmp/fixed.csv" || ok=0
	[ $ok = 1 ] && node "$dir/league.mjs" check "$tmp" "$tmp/fixed.csv" fixed || ok=0
	[ "$("$bin" verify)" = ok ] || { echo "FAIL oracle league: verify after rating"; ok=0; }
	if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL oracle league: seed $seed"; fi
	rm -rf "$tmp"
done
echo "oracle league: $pass passed, $fail failed"
[ $fail = 0 ]
