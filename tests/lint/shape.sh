#!/usr/bin/env bash
# The shape of the command layer (issue 28): src/cli holds at most 20 % of
# the lines of src (.c and .h), no command file (src/cli/cmd_*.c) is longer
# than 300 lines, and neither is each game's command code together (its
# group's files, src/cli/cmd_GAME.c and cmd_GAME_*.c); a command gathers
# its data from the layers below and hands it to a renderer, so more is
# code in the wrong place. Prints each breach as "PATH: what" and exits 1
# if there is one.
#   bash tests/lint/shape.sh [SRCDIR]
set -u
src=${1:-src}
share_max=20
file_max=300
game_max=300
# the games with a command group of their own (src/games' rows)
games="baska dice rybareni flota manewry battle fleet"
bad=0
lines() { # the lines of the C files below a directory
	find "$1" \( -name '*.c' -o -name '*.h' \) -exec cat {} + 2>/dev/null | wc -l
}
all=$(lines "$src")
cli=$(lines "$src/cli")
if [ "$all" -gt 0 ] && [ $((cli * 100)) -gt $((all * share_max)) ]; then
	printf '%s/cli: %s %% of src, more than %d %%\n' "$src" \
	    "$(awk -v c="$cli" -v a="$all" 'BEGIN { printf "%.1f", 100 * c / a }')" "$share_max"
	bad=1
fi
for f in $(find "$src/cli" -name 'cmd_*.c' 2>/dev/null | LC_ALL=C sort); do
	n=$(wc -l < "$f")
	if [ "$n" -gt "$file_max" ]; then
		printf '%s: %d lines, more than %d for a command file\n' "$f" "$n" "$file_max"
		bad=1
	fi
done
for g in $games; do
	files=$(find "$src/cli" \( -name "cmd_$g.c" -o -name "cmd_${g}_*.c" \) 2>/dev/null |
	    LC_ALL=C sort)
	[ -n "$files" ] || continue
	# shellcheck disable=SC2086 # the file names hold no spaces
	n=$(cat $files | wc -l)
	if [ "$n" -gt "$game_max" ]; then
		printf '%s/cli/cmd_%s*.c: %d lines, more than %d for a game'"'"'s command code\n' \
		    "$src" "$g" "$n" "$game_max"
		bad=1
	fi
done
exit $bad
