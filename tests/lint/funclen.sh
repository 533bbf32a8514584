#!/usr/bin/env bash
# Function length: no function in the given C files (default: src/) has a
# body longer than LIMIT lines (default 80), counted from the line with its
# opening brace to the line with its closing brace. Functions are found as
# BSD style writes them: the opening and the closing brace alone at the start
# of a line, the name on the line(s) before. Prints each offender as
# FILE:LINE: NAME: N lines (limit LIMIT) and exits 1 if there is one.
#   bash tests/lint/funclen.sh [-l LIMIT] [FILE|DIR...]
set -u
limit=80
if [ "${1:-}" = -l ]; then limit=$2; shift 2; fi
[ $# -gt 0 ] || set -- src
files=$(find "$@" -name '*.c' | LC_ALL=C sort)
[ -n "$files" ] || exit 0
# shellcheck disable=SC2086
awk -v limit="$limit" '
FNR == 1 { name = ""; start = 0; prev = "" }
# The name of the function being defined: the last "word(" before its brace.
/^[A-Za-z_]/ && /\(/ && start == 0 {
	s = $0
	sub(/\(.*/, "", s)
	n = split(s, w, /[^A-Za-z0-9_]+/)
	name = w[n]
	nameline = FNR
}
/^\{/ && start == 0 { start = FNR; next }
/^\}/ && start > 0 {
	len = FNR - start + 1
	if (len > limit) {
		printf "%s:%d: %s: %d lines (limit %d)\n", FILENAME, nameline, name, len, limit
		bad = 1
	}
	start = 0
	name = ""
}
END { exit bad }
' $files
