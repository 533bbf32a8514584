#!/usr/bin/env bash
# The HTML pages in a real browser (issue 15): each page of a played-out
# league night (tests/browser/fixture.sh: 24 players, six tables of 16
# deals) is rendered by headless Chromium; its DOM text must hold the event
# and every player with the right Polish letters, and the A4 print of the
# 24-player standings and of a 16-deal protocol must be exactly one page.
# Then the dice and Rybaření standings pages, and the provisional mark.
# Without /usr/bin/chromium it prints SKIP and passes.
#
#   REFEREE_BIN=./referee bash tests/browser/pages.sh [SHOTS_DIR]
#
# SHOTS_DIR (e.g. examples/pages) receives one screenshot of each page.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=${REFEREE_BIN:-$root/referee}
chromium=${CHROMIUM:-/usr/bin/chromium}
shots=${1:-}
if [ ! -x "$chromium" ]; then
	echo "browser: SKIP ($chromium is not installed)"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
browse() { # ARGS... : headless Chromium with a fresh profile, no network chatter
	timeout 120 "$chromium" --headless --no-sandbox --disable-gpu \
	    --disable-background-networking --disable-component-update --disable-sync \
	    --no-first-run --user-data-dir="$(mktemp -d "$tmp/profile.XXXXXX")" "$@" 2>/dev/null
}
pages() { # PDF: its page count
	if command -v pdfinfo > /dev/null; then
		pdfinfo "$1" | sed -n 's/^Pages: *//p'
	else
		grep -a -c '/Type */Page[^s]' "$1"
	fi
}

mapfile -t names < <(bash "$here/fixture.sh" "$bin" "$tmp/night.db")
event=${names[0]}
players=("${names[@]:1}")
export REFEREE_DB=$tmp/night.db
"$bin" standings "$event" -f html > "$tmp/standings.html" &&
"$bin" protocol "$event" --session 1 --table 3 -f html > "$tmp/protocol.html" &&
"$bin" protocol "$event" --session 1 -f html > "$tmp/session-protocol.html" &&
"$bin" protocol "$event" --session 1 --table 3 --blank -f html > "$tmp/blank.html" &&
"$bin" session "$event" 1 -f html > "$tmp/session.html" || { echo "browser: a page failed"; exit 1; }

fail=0 pass=0
check() { # WHAT, then the test as a command
	local what=$1
	shift
	if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL browser: $what"; fi
}
# The players each page must show: every one, or the four of table 3.
declare -A expect=(
	[standings]="0 24" [protocol]="8 4" [session-protocol]="0 24" [blank]="8 4" [session]="0 24"
)
for page in standings protocol session-protocol blank session; do
	browse --dump-dom "$tmp/$page.html" > "$tmp/$page.dom"
	# The DOM's text: tags dropped, entities as the browser left them.
	sed -e 's/<[^>]*>/ /g' "$tmp/$page.dom" > "$tmp/$page.txt"
	check "$page: the DOM holds the event" grep -qF "$event" "$tmp/$page.txt"
	check "$page: the title names the event" \
	    grep -qF "<title>$event" "$tmp/$page.dom"
	read -r first count <<< "${expect[$page]}"
	for p in "${players[@]:$first:$count}"; do
		check "$page: the DOM holds '$p'" grep -qF "$p" "$tmp/$page.txt"
	done
	if [ -n "$shots" ]; then
		browse --hide-scrollbars --window-size=1000,1300 \
		    --screenshot="$shots/$page.png" "$tmp/$page.html" > /dev/null
	fi
done
for page in standings protocol; do
	browse --no-pdf-header-footer --print-to-pdf="$tmp/$page.pdf" "$tmp/$page.html" > /dev/null
	n=$(pages "$tmp/$page.pdf")
	check "$page: the A4 print is 1 page, not $n" [ "$n" = 1 ]
done
browse --no-pdf-header-footer --print-to-pdf="$tmp/session-protocol.pdf" \
    "$tmp/session-protocol.html" > /dev/null
n=$(pages "$tmp/session-protocol.pdf")
check "session-protocol: one A4 page per table (6), not $n" [ "$n" = 6 ]
# Every printed page names the event and carries its number (issue 30).
if command -v pdftotext > /dev/null; then
	pdftotext -f 2 -l 2 "$tmp/session-protocol.pdf" "$tmp/page2.txt"
	check "session-protocol: page 2 names the event" grep -qF "$event" "$tmp/page2.txt"
	check "session-protocol: page 2 says 'page 2 of 6'" grep -qF "page 2 of 6" "$tmp/page2.txt"
fi

# The dice and Rybaření standings pages, and the provisional mark: on the
# dice page while a game is unfinished, on the Baśka standings while a table
# is short of deals; never on the Rybaření page (games enter whole).
games=$tmp/games.db
dice="Jastarnia, wieczór 3" ryb="Paluba, Łeba 2026" short="Liga Baśki Kaszuby, GP Łeba"
{
	(cd "$root" && REFEREE=$bin sh examples/dice/evening/build.sh "$games") &&
	"$bin" --db "$games" dice start "$dice" "Anna Kreft" "Jan Bigus" "Stefan Gliszczyński" &&
	"$bin" --db "$games" event add "$ryb" --game rybareni --date 2026-11-20 &&
	"$bin" --db "$games" rybareni add --by Dědek "$ryb" "$root"/examples/rybareni/*.ryb &&
	"$bin" event add --date 2026-03-21 --deals 16 "$short" &&
	"$bin" table seat "$short" --session 1 --table 1 "${players[@]:0:4}" &&
	"$bin" deal add "$short" --session 1 --table 1 --contract zwykla --declarer 2 \
	    --partner 4 --eyes 61
} > /dev/null || { echo "browser: the games fixture failed"; exit 1; }
"$bin" --db "$games" standings "$dice" -f html > "$tmp/dice.html" &&
"$bin" --db "$games" rybareni standings "$ryb" -f html > "$tmp/ryb.html" &&
"$bin" standings "$short" -f html > "$tmp/short.html" || { echo "browser: a page failed"; exit 1; }
not() { ! "$@"; }
declare -A title=([dice]=$dice [ryb]=$ryb [short]=$short)
declare -A who=([dice]="Stefan Gliszczyński;Anna Kreft;Jan Bigus"
    [ryb]="Jana Nováková;Petr Říha;Zdeněk Šťastný" [short]="${players[0]};${players[3]}")
declare -A mark=([dice]=1 [ryb]=0 [short]=1)
for page in dice ryb short; do
	browse --dump-dom "$tmp/$page.html" > "$tmp/$page.dom"
	sed -e 's/<[^>]*>/ /g' "$tmp/$page.dom" > "$tmp/$page.txt"
	check "$page: the title names the event" grep -qF "<title>${title[$page]}" "$tmp/$page.dom"
	check "$page: the DOM holds the event" grep -qF "${title[$page]}" "$tmp/$page.txt"
	IFS=';' read -r -a names <<< "${who[$page]}"
	for p in "${names[@]}"; do
		check "$page: the DOM holds '$p'" grep -qF "$p" "$tmp/$page.txt"
	done
	if [ "${mark[$page]}" = 1 ]; then
		check "$page: the provisional mark" grep -q 'class="provisional">provisional: ' \
		    "$tmp/$page.dom"
	else
		check "$page: no provisional mark" not grep -q 'class="provisional"' "$tmp/$page.dom"
	fi
	if [ -n "$shots" ] && [ "$page" != short ]; then
		browse --hide-scrollbars --window-size=1000,1300 \
		    --screenshot="$shots/$page-standings.png" "$tmp/$page.html" > /dev/null
	fi
	browse --no-pdf-header-footer --print-to-pdf="$tmp/$page.pdf" "$tmp/$page.html" > /dev/null
	n=$(pages "$tmp/$page.pdf")
	check "$page: the A4 print is 1 page, not $n" [ "$n" = 1 ]
done
# In Polish (issue 29): the standings page of the league night and the dice
# page speak Polish (lang, heads: the rank is 'lokata' since issue 30), and
# no number has a decimal point (the decimal commas themselves:
# tests/cli/pl-numbers.t, on the example league).
LANG=pl_PL.UTF-8 "$bin" standings "$event" -f html > "$tmp/pl-standings.html" &&
LANG=pl_PL.UTF-8 "$bin" --db "$games" standings "$dice" -f html > "$tmp/pl-dice.html" &&
LANG=pl_PL.UTF-8 "$bin" protocol "$event" --session 1 --table 3 -f html \
    > "$tmp/pl-protocol.html" || { echo "browser: a Polish page failed"; exit 1; }
for page in pl-standings pl-dice pl-protocol; do
	browse --dump-dom "$tmp/$page.html" > "$tmp/$page.dom"
	check "$page: lang=\"pl\"" grep -q '<html lang="pl"' "$tmp/$page.dom"
	check "$page: Polish heads" grep -q '<th>lokata</th>\|<th>nr</th>' "$tmp/$page.dom"
	check "$page: no English head" not grep -q '<th>\(rank\|player\|total\|games\|big_points\)</th>' \
	    "$tmp/$page.dom"
	check "$page: no decimal point in a number" \
	    not grep -q '<td class="num">[-+]*[0-9]*\.[0-9]' "$tmp/$page.dom"
done
echo "browser: $pass passed, $fail failed"
[ $fail = 0 ]
