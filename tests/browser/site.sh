#!/usr/bin/env bash
# The published site in a real browser (issue 32): referee publish writes
# the example league's season; every link of every page must name a file
# of the site, and no page may load anything (no src=, no script). Headless
# Chromium opens the index, an event page and a player page: the DOM holds
# the players with their Polish letters, the ratings in the order of
# referee rating, and each chart one point per event played. At a phone's
# 360 px no element reaches past the right edge (headless Chromium opens no
# window under 500 px, so the page's root is held to 360 px and every box
# measured; the mobile style applies below 600 px either way). Without
# /usr/bin/chromium the browser half prints SKIP.
#
#   REFEREE_BIN=./referee bash tests/browser/site.sh [SHOTS_DIR]
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=${REFEREE_BIN:-$root/referee}
chromium=${CHROMIUM:-/usr/bin/chromium}
shots=${1:-}
tmp=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT
season="Liga Kaszubska 2026"
export REFEREE_DB=$tmp/league.db
(cd "$root" && REFEREE=$bin sh examples/league/build.sh "$REFEREE_DB") > /dev/null &&
"$bin" publish --season "$season" "$tmp/site" > /dev/null &&
"$bin" rating --season "$season" -f csv > "$tmp/rating.csv" || { echo "site: publish failed"; exit 1; }

fail=0 pass=0
check() { # WHAT, then the test as a command
	local what=$1
	shift
	if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL site: $what"; fi
}
not() { ! "$@"; }
links_resolve() { # PAGE: every href names a file of the site
	local h ok=0
	while IFS= read -r h; do
		[ -f "$tmp/site/$h" ] || { echo "  $1: no file for href=\"$h\""; ok=1; }
	done < <(grep -o 'href="[^"]*"' "$1" | sed 's/^href="//; s/"$//')
	return $ok
}
n=0
for page in "$tmp"/site/*.html; do
	n=$((n + 1))
	check "$(basename "$page"): every link resolves" links_resolve "$page"
	check "$(basename "$page"): loads nothing" not grep -qE ' src=|<script|<link|@import|url\(' "$page"
done
check "the site has the index, 2 events and 20 players ($n pages)" [ "$n" = 23 ]

if [ ! -x "$chromium" ]; then
	echo "site: SKIP the browser ($chromium is not installed); $pass passed, $fail failed"
	[ $fail = 0 ]
	exit
fi
browse() { # ARGS...
	timeout 120 "$chromium" --headless --no-sandbox --disable-gpu \
	    --disable-background-networking --disable-component-update --disable-sync \
	    --no-first-run --user-data-dir="$(mktemp -d "$tmp/profile.XXXXXX")" "$@" 2>/dev/null
}
# The copy measured: the root 360 px wide; the right edge of every box
# (a table by its scrolling box), and how many scrolling boxes overflow.
measure='<style>html { width: 360px; }</style><script>
const boxes = [...document.querySelectorAll("body *")].filter((e) => !e.closest("svg") || e.tagName == "svg");
const right = Math.max(...boxes.map((e) => (e.closest("div.wide") || e).getBoundingClientRect().right));
const over = [...document.querySelectorAll("div.wide")].filter((d) => d.scrollWidth > d.clientWidth + 1).length;
document.body.setAttribute("data-right", Math.ceil(right));
document.body.setAttribute("data-over", over);
</script></body>'
first=$(sed -n '2s/^[^,]*,\([^,]*\),.*/\1/p' "$tmp/rating.csv")
id=$(grep -o "href=\"p-[0-9]*.html\">$first<" "$tmp/site/index.html" | head -1 | sed 's/href="p-\([0-9]*\).*/\1/')
for page in index e-1 "p-$id"; do
	cp "$tmp/site/$page.html" "$tmp/$page.m.html"
	printf '%s\n' "$measure" > "$tmp/measure.txt"
	sed -i -e "/<\/body>/{r $tmp/measure.txt" -e 'd}' "$tmp/$page.m.html"
	browse --window-size=360,800 --dump-dom "$tmp/$page.m.html" > "$tmp/$page.dom"
	right=$(sed -n 's/.*data-right="\([0-9]*\)".*/\1/p' "$tmp/$page.dom")
	over=$(sed -n 's/.*data-over="\([0-9]*\)".*/\1/p' "$tmp/$page.dom")
	check "$page: nothing past 360 px (right edge ${right:-?})" [ "${right:-999}" -le 360 ]
	check "$page: no table scrolls sideways at 360 px (${over:-?})" [ "${over:-9}" = 0 ]
	sed -e 's/<[^>]*>/ /g' "$tmp/$page.dom" > "$tmp/$page.txt"
	if [ -n "$shots" ]; then
		browse --hide-scrollbars --window-size=500,1100 \
		    --screenshot="$shots/site-$page.png" "$tmp/site/$page.html" > /dev/null
	fi
done
mv "$shots/site-p-$id.png" "$shots/site-player.png" 2>/dev/null
mv "$shots/site-e-1.png" "$shots/site-event.png" 2>/dev/null
# The ratings of the index in the order of referee rating, Polish letters and all.
sed -n '/<h2>Ranking<\/h2>/,$p' "$tmp/index.dom" |
    grep -o 'href="p-[0-9]*.html">[^<]*<' | sed 's/.*">//; s/<$//' > "$tmp/order.txt"
sed '1d; s/^[^,]*,\([^,]*\),.*/\1/' "$tmp/rating.csv" > "$tmp/want.txt"
check "index: the ratings in the order of referee rating" cmp -s "$tmp/order.txt" "$tmp/want.txt"
check "index: Polish letters (Józef Szczypior, Stanisław Kąkol)" \
    grep -q 'Józef Szczypior.*\|Stanisław Kąkol' "$tmp/index.txt"
check "index: 20 players rated" [ "$(wc -l < "$tmp/want.txt")" = 20 ]
# The player's chart: one point per event played, a title and a description.
events=$(grep -o 'href="e-[0-9]*.html"' "$tmp/p-$id.dom" | sort -u | wc -l)
points=$(grep -c '<circle class="point"' "$tmp/p-$id.dom")
check "p-$id: $points chart points for $events events" [ "$points" = "$events" ] 
check "p-$id: two points (both events)" [ "$points" = 2 ]
check "p-$id: the chart's title and description" grep -q '<title id="chart-title">Ranking po każdym turnieju</title>' "$tmp/p-$id.dom"
check "p-$id: the player's name" grep -qF "<h1>$first</h1>" "$tmp/p-$id.dom"
check "e-1: the event's standings" grep -qF "GP Kartuzy" "$tmp/e-1.txt"
echo "site: $pass passed, $fail failed"
[ $fail = 0 ]
