#!/usr/bin/env bash
# Layering (README, "Layout"), checked on the sources:
#  - src/rules is pure: it includes no I/O, SQLite or CSV header (stdio.h,
#    sqlite3.h, csv.h, unistd.h, fcntl.h) and nothing of src/db, src/cli,
#    src/csvio or src/report, and calls no I/O, SQLite or CSV function
#    (printf, fopen, fputs, ..., exit, sqlite3_*, csv_*);
#  - src/report, src/db and src/notation include nothing from src/cli;
#  - no layer includes anything from src/games (the rows of the built-in
#    games): every layer reaches a game through the registry, rules/game.h,
#    so that a game is its row alone (issue 28). Only main.c names them.
# Comments are stripped before the calls are searched (cc -fpreprocessed).
# Prints FILE:LINE: what is wrong, and exits 1 if anything is.
#   bash tests/lint/layers.sh [SRCDIR]
set -u
src=${1:-src}
cc=${CC:-cc}
bad=0

# Includes: a file's #include lines, matched against a pattern.
includes() { # dir, extended regex of forbidden include targets, why
	local hits
	hits=$(grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]*[<\"]($2)[>\"]" "$1" \
	    --include='*.c' --include='*.h')
	if [ -n "$hits" ]; then
		printf '%s\n' "$hits" | while IFS= read -r h; do printf '%s  <- %s\n' "$h" "$3"; done
		bad=1
	fi
}

includes "$src/rules" 'stdio\.h|sqlite3\.h|csv\.h|unistd\.h|fcntl\.h' \
    'src/rules is pure: no I/O, SQLite or CSV'
includes "$src/rules" '(.*/)?(db|cli|csvio|report)/[^">]*' \
    'src/rules is pure: no database, command, CSV or report layer'
for d in report db notation; do
	includes "$src/$d" '(.*/)?cli/[^">]*' "src/$d must not depend on src/cli"
done
for d in rules util csvio notation db report cli; do
	[ -d "$src/$d" ] || continue
	includes "$src/$d" '(.*/)?games/[^">]*' \
	    "src/$d reaches a game through the registry (rules/game.h), not src/games"
done

# Calls, with comments stripped (line numbers kept by cc's line markers).
calls='(^|[^A-Za-z0-9_])(printf|vprintf|fprintf|vfprintf|dprintf|puts|fputs|fputc|putc|putchar|fwrite|fread|fgets|fgetc|getc|getchar|getline|getdelim|scanf|fscanf|perror|fopen|fdopen|freopen|fclose|fflush|popen|pclose|exit|_exit|sqlite3_[a-z0-9_]+|csv_[a-z0-9_]+)[[:space:]]*\('
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for f in $(find "$src/rules" -name '*.c' -o -name '*.h' | LC_ALL=C sort); do
	if ! "$cc" -fpreprocessed -E -x c "$f" > "$tmp" 2>/dev/null; then
		echo "$f: $cc -fpreprocessed -E failed: cannot strip its comments"
		bad=1
		continue
	fi
	hits=$(awk -v f="$f" -v re="$calls" '
	    /^# [0-9]+ / { line = $2 - 1; next }
	    { line++ }
	    $0 ~ re { printf "%s:%d: %s\n", f, line, $0 }' "$tmp")
	if [ -n "$hits" ]; then
		printf '%s\n' "$hits" | while IFS= read -r h; do
			printf '%s  <- src/rules is pure: no I/O, SQLite or CSV calls\n' "$h"
		done
		bad=1
	fi
done
exit $bad
