#!/usr/bin/env bash
# The section-7 pages against the code (make check runs this from
# tests/cli/man.t):
#  - every rulebook section (§N, §N.N) that a ruling of a game can print, i.e.
#    that appears in a string literal of its sources, is a subsection
#    ".Ss \(scN.N ..." of its page; a decision "§N #M" is an item ".It #M"
#    of that subsection;
#  - every key of every built-in ruleset of the game (referee ruleset show)
#    is an item ".It Cm KEY" of the page, with a line ".No PRESET\&: Li VALUE"
#    for each ruleset.
# Prints what is missing and exits 1, or prints one line and exits 0.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${REFEREE:-referee}
problems=()

# The mdoc escapes the pages use for the Polish letters.
esc() {
	sed -e 's/ą/\\[u0105]/g; s/ć/\\[u0107]/g; s/ę/\\[u0119]/g; s/ł/\\[u0142]/g' \
	    -e 's/ń/\\[u0144]/g; s/ó/\\[u00F3]/g; s/ś/\\[u015B]/g; s/ź/\\[u017A]/g' \
	    -e 's/ż/\\[u017C]/g; s/Ą/\\[u0104]/g; s/Ć/\\[u0106]/g; s/Ę/\\[u0118]/g' \
	    -e 's/Ł/\\[u0141]/g; s/Ń/\\[u0143]/g; s/Ó/\\[u00D3]/g; s/Ś/\\[u015A]/g' \
	    -e 's/Ź/\\[u0179]/g; s/Ż/\\[u017B]/g'
}

# The lines of the page from ".Ss \(scN " (or the end of line) to the next .Ss or .Sh.
section_block() { # page number
	awk -v want="$2" '
		/^\.S[sh] / { on = 0 }
		$1 == ".Ss" && $2 == "\\(sc" want { on = 1 }
		on' "$1"
}

# The lines of the page from ".It Cm KEY" to the next .It Cm or .El.
key_block() { # page key
	awk -v want="$2" '
		/^\.It Cm / || /^\.El/ { on = 0 }
		$1 == ".It" && $2 == "Cm" && $3 == want && NF == 3 { on = 1; n++ }
		on
		END { if (n != 1) print "COUNT " n + 0 }' "$1"
}

check_game() { # page "preset ..." source files...
	local name=$1 page=$root/man/$1 presets=$2 f sec item num block key val line p
	shift 2
	[ -r "$page" ] || { problems+=("$name: no such page"); return; }
	while read -r sec item; do
		[ -n "$sec" ] || continue
		num=${sec#§}
		block=$(section_block "$page" "$num")
		if [ -z "$block" ]; then
			problems+=("$name: no section §$num (.Ss \\(sc$num ...)")
		elif [ -n "$item" ] && ! grep -qx "\.It $item" <<< "$block"; then
			problems+=("$name: §$num has no item $item")
		fi
	done < <(for f in "$@"; do grep -o '"\([^"\\]\|\\.\)*"' "$f"; done |
	    grep -o '§[0-9][0-9]*\(\.[0-9][0-9]*\)*\( #[0-9][0-9]*\)\?' | sort -u)
	for p in $presets; do
		while IFS= read -r line; do
			key=${line%% = *}
			val=$(printf '%s' "${line#* = }" | esc)
			[ "$key" = preset ] && continue
			block=$(key_block "$page" "$key")
			if [ -z "$block" ]; then
				problems+=("$name: no key $key (.It Cm $key)")
			elif grep -q '^COUNT' <<< "$block"; then
				problems+=("$name: key $key listed more than once")
			elif ! grep -qF -e ".No $p\\&: Li $val " -e ".No $p\\&: Li \"$val\" " <<< "$block"; then
				problems+=("$name: key $key: no line '.No $p\\&: Li $val'")
			fi
		done < <("$bin" ruleset show "$p" | grep -v '^#' | grep ' = ')
	done
}

cd "$root" || exit 2
check_game referee-baska.7 "psb" src/rules/baska/*.c \
    $(ls src/cli/*.c src/db/*.c src/notation/*.c |
    grep -v -e dice -e fleet -e gdr -e flota -e manewry -e '/mm\.' -e ryb)
check_game referee-general.7 "general yahtzee" src/rules/dice/*.c src/cli/cmd_dice.c \
    src/db/dice.c src/notation/gdr.c
check_game referee-statki.7 "classic boats fish" src/rules/fleet/*.c src/cli/cmd_fleet.c \
    src/notation/fleetio.c
check_game referee-flota.7 "flota" src/rules/flota/*.c src/cli/cmd_flota.c src/notation/flota.c
check_game referee-manewry.7 "manewry prl" src/rules/manewry/*.c src/cli/cmd_manewry.c src/notation/mm.c
check_game referee-rybareni.7 "rybareni tiu-u" src/rules/rybareni/*.c src/cli/cmd_rybareni.c src/games/rybareni.c src/notation/ryb.c
if [ ${#problems[@]} -gt 0 ]; then
	printf '%s\n' "${problems[@]}"
	exit 1
fi
echo "man pages: every cited section and every ruleset key is documented"
