#!/usr/bin/env bash
# Polish everywhere (issue 29): a league evening, a Generał night and one
# game of each board game, played with LANG=pl_PL.UTF-8 in text and HTML,
# must show no English word. Every output is cut into words; a word of the
# English stop-list below fails the test, with the command and the line.
# Not searched: CSV (its column names are a machine contract), file names,
# ruleset keys (joker_mode=forced), record tags (Players) and the HTML
# markup itself (tags, attributes and the style sheet; the page's text is).
# The same outputs under C.UTF-8 must hold none of the Polish words of the
# rulings that were once unmarked Polish (Generał's), so nothing Polish
# leaks the other way (game words such as generał, pudło, zolo stay).
#
#   REFEREE_BIN=./referee bash tests/i18n/polish.sh
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=${REFEREE_BIN:-$root/referee}
ex=$root/examples
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

# English words that no Polish output may hold outside the exceptions above.
stop='the and of or with for from at is are was were not no yes player players seat
seats table tables session sessions deal deals wins win won lost total rank points
point game games turn turns category box boxes keep expected cost score luck skill
equity sunk shot move moves big small fish place tiles rounded source finished draw
result standings name current old bonus all none unfinished legend throw throws
allowed already open filled lower upper must may every card event date season'
# Polish words of the old unmarked Generał rulings: none may print in English
# (the paper card's own words, "kategoria", "premia górna", are game words).
stop_pl='kategorii kategorie zapisane wolna wolno premii rzuty rzutów kolej pełna
niepełna należy zatrzymane zatrzymanych jokera wymuszony'

league=league.db dice=dice.db ryb=ryb.db
ev="GP Kartuzy" night="Jastarnia, wieczór 3" paluba="Paluba 2026"
quiet() { "$@" > /dev/null 2>&1; }
quiet env LANG=C REFEREE="$bin" sh "$ex/league/build.sh" "$league" &&
quiet env LANG=C REFEREE="$bin" sh "$ex/dice/evening/build.sh" "$dice" &&
quiet "$bin" --db "$ryb" event add "$paluba" --game rybareni --date 2026-11-20 &&
quiet "$bin" --db "$ryb" rybareni add "$paluba" "$ex"/rybareni/*.ryb ||
	{ echo "polish: the fixture failed"; exit 1; }

# One command a line; its output (stdout and stderr) is searched.
cat > cmds <<EOF
--db $league standings "$ev"
--db $league event list
--db $league player list
--db $league verify
--db $league standings "$ev" -f html
--db $league protocol "$ev" --session 1 --table 2
--db $league protocol "$ev" --session 1 --table 2 -f html
--db $league session "$ev" 1
--db $league deal history "$ev" --session 1 --table 2
--db $league rating
--db $league rating -f html
--db $league signers
--db $league conflicts
--db $dice standings "$night"
--db $dice standings "$night" -f html
--db $dice dice card "$night" --game 1
--db $dice dice games "$night"
dice check $ex/dice/jastarnia.gdr $ex/dice/naruszenia.gdr
dice score 4 4 4 2 3
dice score --used general=50 6 6 6 6 6
dice score --used general,twos=4 2 2 2 2 2
dice score --used sixes=30,general=50 --first-general-elsewhere 4 4 4 4 4
dice advise 1 2 3 4 5
dice analyse $ex/dice/jastarnia.gdr
battle check $ex/fleet/classic.battle
battle check $ex/fleet/lie.battle
fleet check $ex/fleet/l1.board
flota check $ex/flota/game.flota
flota check $ex/flota/lie.flota
manewry check $ex/manewry/landing.mm
manewry check $ex/manewry/illegal.mm
rybareni check $ex/rybareni/paluba-2p.ryb
rybareni score 3-4 5-5 1-2
--db $ryb rybareni standings "$paluba"
--db $ryb rybareni standings "$paluba" -f html
--db $ryb rybareni games "$paluba"
baska check $ex/gp3-table4.bdn $ex/rulebook.bdn
baska check $ex/disputes/gp3-table2.bdn $ex/disputes/claim-readings.bdn
baska analyse $ex/gp3-table4.bdn
baska analyse --summary $ex/gp3-table4.bdn
baska analyse --format html $ex/gp3-table4.bdn
baska legal --contract zwykla --trick "As Ad" --hand "10s Jd Qh" --play Jd
baska score --contract zolo-du --declarer 2 --eyes 104 --kontras 4 --bok
baska auction pass wesele kontra zolo pass pass pass
EOF

# The words of an output: HTML markup and the style sheet dropped, file
# names, ruleset keys and tag names ("tagu Players", "z tagiem Score": the
# record format's own words) taken out, one word a line; the
# reasons a referee typed (deal history's notes "  [N] ...: REASON") are his
# own words, in whatever language he wrote them.
words() {
	sed -e '/<style>/,/<\/style>/d' -e 's/^\(  \[[0-9]*\] [^:]*\):.*/\1/' -e 's/<[^>]*>/ /g' \
	    -e "s|$root/[^ :]*||g" -e 's/[A-Za-z_]*=[^ ,;)]*//g' -e 's/\(tag[a-z]*\) [A-Z][A-Za-z]*/\1/g' |
	    tr -s '[:space:][:punct:]' '\n\n'
}

fail=0 n=0
run() { # LANG, stop-list, command line
	local lang=$1 list=$2 line=$3 hits
	eval "set -- $line"
	LANG=$lang LANGUAGE= LC_ALL= "$bin" "$@" > out 2>&1
	hits=$(words < out | grep -Fxi -f <(tr -s ' \n' '\n\n' <<< "$list") | sort -u | tr '\n' ' ')
	n=$((n + 1))
	if [ -n "$hits" ]; then
		fail=$((fail + 1))
		echo "FAIL polish: LANG=$lang referee $line: $hits"
		grep -n -w -i -E "$(tr -s ' ' '|' <<< "${hits% }")" out | head -3 | sed 's/^/    /'
	fi
}
while IFS= read -r c; do
	run pl_PL.UTF-8 "$stop" "$c"
	run C.UTF-8 "$stop_pl" "$c"
done < cmds
# The summaries of every command and subcommand, as 'referee help [GROUP]'
# lists them ("Polecenia:" lines: the name, then its summary).
summaries() {
	LANG=pl_PL.UTF-8 LANGUAGE= LC_ALL= "$bin" help "$@" 2>&1 |
	    sed -n '/^Polecenia:/,/^$/{s/^  [a-z][a-z-]*  *//p}'
}
for g in "" $(LANG=C "$bin" help | sed -n 's/^  \([a-z][a-z]*\)  .*/\1/p'); do
	n=$((n + 1))
	hits=$(summaries $g | words | grep -Fxi -f <(tr -s ' \n' '\n\n' <<< "$stop") | sort -u |
	    tr '\n' ' ')
	if [ -n "$hits" ]; then
		fail=$((fail + 1))
		echo "FAIL polish: LANG=pl_PL.UTF-8 referee help $g (summaries): $hits"
	fi
done
# The usages of every command (the lines of 'referee help [GROUP]' up to
# the first blank one): every placeholder of two capitals or more is one of
# the Polish words of po/pl.po's msgctxt "usage" (issue 28), or one kept as
# it is (hands, seats' points, a date's digits, the top usage's ARGUMENTY).
kept='H1 H2 H3 H4 P1 P2 P3 P4 MM DD DEALS ARGUMENTY'
usage_pl=$(sed -n '/^msgctxt "usage"/{n;n;s/^msgstr "\(.*\)"$/\1/p}' "$root/po/pl.po")
for g in "" $(LANG=C "$bin" help | sed -n 's/^  \([a-z][a-z]*\)  .*/\1/p'); do
	n=$((n + 1))
	hits=$(LANG=pl_PL.UTF-8 LANGUAGE= LC_ALL= "$bin" help $g 2>&1 | sed -n '1,/^$/p' |
	    LC_ALL=C.UTF-8 grep -oE '[[:upper:]][[:upper:][:digit:]_=]+' |
	    grep -Fvx -f <(tr -s ' \n' '\n\n' <<< "$kept $usage_pl") | sort -u | tr '\n' ' ')
	if [ -n "$hits" ]; then
		fail=$((fail + 1))
		echo "FAIL polish: LANG=pl_PL.UTF-8 referee help $g (usage): $hits"
	fi
done
echo "polish: $((n - fail)) passed, $fail failed"
[ $fail = 0 ]
