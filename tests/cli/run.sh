#!/usr/bin/env bash
# Golden tests for the command line. Each tests/cli/*.t file is a transcript:
#
#   # a comment
#   $ referee baska score --contract zolo --declarer 2 --eyes 60
#   seat 1: -5               <- a line of standard output
#   .                        <- an empty line of standard output
#   ! referee: ...           <- a line of standard error ("!" alone: an empty one)
#   [1]                      <- the exit status when not 0
#
# Standard output, standard error and the exit status are checked
# separately: the stdout lines must come in order, the stderr lines in
# order, wherever they stand in the block. A stdout line that would read as
# markup (".", "!...", "$ ...", "[N]", or one starting with a backslash) is
# written with a backslash before it, which is dropped. A missing newline
# at the very end of an output is not an error.
#
# Lines after a "$ " command up to the next blank line are its expected
# output; text between a blank line and the next command is commentary. A
# command may continue on the next line with a trailing backslash. Commands
# run under bash with "set -o pipefail": the status of a pipeline is that of
# its last failing command, so "referee ... | grep x" still sees referee's.
#
# Transcripts run in English whatever the user's environment: LANG, LANGUAGE
# and every LC_* variable are cleared (a transcript that wants Polish sets them
# in its command, e.g. tests/cli/pl-*.t). The catalogue is the one next to the
# binary (build/locale, see src/util/lang.h).
#
# Each file runs in a fresh temporary directory (so ./referee.db is new) with:
#   referee      the binary under test ($REFEREE_BIN), wrapped by $REFEREE_WRAP
#   $EXAMPLES    the repository's examples/ directory
#   $TESTDIR     this directory (fixtures live in tests/cli/data/)
#   $REFEREE_KEY_DIR  the file's own key directory, empty until 'referee key new'
#                (the user's own key never signs, nor shows in, a transcript)
#
# Run one file: bash tests/cli/run.sh tests/cli/baska.t
# Bless (rewrite the expectations from what the commands now print, for
# review with git diff): BLESS=1 bash tests/cli/run.sh [FILE...]  (make bless)
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=${REFEREE_BIN:-$root/referee}
bless=${BLESS:-0}
[ -x "$bin" ] || { echo "run.sh: $bin is not built" >&2; exit 2; }
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$here"/*.t)

unset LANG LANGUAGE REFEREE_LOCALEDIR $(compgen -e | grep '^LC_')
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# "referee" on PATH runs the binary under test, optionally under a wrapper (valgrind).
cat > "$tmp/referee" <<EOF
#!/usr/bin/env bash
exec ${REFEREE_WRAP:-} "$bin" "\$@"
EOF
chmod +x "$tmp/referee"

# Adds the final newline an output lacks, so that it compares by lines.
endline() {
	[ -s "$1" ] && [ -n "$(tail -c 1 "$1")" ] && echo >> "$1"
	return 0
}

# Prints the block that expects what the last case printed ($tmp/out, $tmp/err, status).
block() { # status
	local line
	while IFS= read -r line; do
		case $line in
		'') echo . ;;
		.|'!'*|'$ '*|\\*) printf '\\%s\n' "$line" ;;
		*) if [[ $line =~ ^\[[0-9]+\]$ ]]; then printf '\\%s\n' "$line"
		   else printf '%s\n' "$line"; fi ;;
		esac
	done < "$tmp/out"
	while IFS= read -r line; do
		if [ -z "$line" ]; then echo '!'; else printf '! %s\n' "$line"; fi
	done < "$tmp/err"
	[ "$1" = 0 ] || echo "[$1]"
}

pass=0 fail=0
run_case() { # file, line, command, status
	local status ok=1
	(cd "$workdir" && PATH="$tmp:$PATH" EXAMPLES="$root/examples" TESTDIR="$here" \
	    REFEREE_DB= REFEREE_KEY_DIR="$workdir/.keys" \
	    bash -o pipefail -c "$3" >"$tmp/out" 2>"$tmp/err" </dev/null)
	status=$?
	endline "$tmp/out"
	endline "$tmp/err"
	if [ "$bless" = 1 ]; then
		block "$status" >> "$tmp/blessed"
		return
	fi
	cmp -s "$tmp/out" "$tmp/exp_out" || ok=0
	cmp -s "$tmp/err" "$tmp/exp_err" || ok=0
	[ "$status" = "$4" ] || ok=0
	if [ $ok = 1 ]; then
		pass=$((pass + 1))
		return
	fi
	fail=$((fail + 1))
	echo "FAIL $1:$2: \$ $3"
	[ "$status" = "$4" ] || echo "  exit status $status, expected $4"
	cmp -s "$tmp/out" "$tmp/exp_out" ||
		diff -u "$tmp/exp_out" "$tmp/out" | sed '1,2d; s/^/  stdout /'
	cmp -s "$tmp/err" "$tmp/exp_err" ||
		diff -u "$tmp/exp_err" "$tmp/err" | sed '1,2d; s/^/  stderr /'
}

# Adds one line of a block to the expectations of the case being read.
expect() {
	local line=$1
	if [[ "$line" =~ ^\[([0-9]+)\]$ ]]; then
		status=${BASH_REMATCH[1]}
	elif [ "$line" = . ]; then
		echo >> "$tmp/exp_out"
	elif [ "$line" = '!' ]; then
		echo >> "$tmp/exp_err"
	elif [[ "$line" == '! '* ]]; then
		printf '%s\n' "${line#! }" >> "$tmp/exp_err"
	elif [[ "$line" == \\* ]]; then
		printf '%s\n' "${line#\\}" >> "$tmp/exp_out"
	else
		printf '%s\n' "$line" >> "$tmp/exp_out"
	fi
}

for f in "${files[@]}"; do
	workdir=$(mktemp -d)
	cmd= status=0 lineno=0 cmdline=0 cont=0 inblock=0
	: > "$tmp/blessed"
	while IFS= read -r line || [ -n "$line" ]; do
		lineno=$((lineno + 1))
		if [ $cont = 1 ]; then
			cmd+=$'\n'"$line"
			[[ "$line" == *\\ ]] || cont=0
			[ "$bless" = 1 ] && printf '%s\n' "$line" >> "$tmp/blessed"
			continue
		fi
		if [[ "$line" == '$ '* ]]; then
			[ -n "$cmd" ] && run_case "${f#$root/}" "$cmdline" "$cmd" "$status"
			[ "$bless" = 1 ] && printf '%s\n' "$line" >> "$tmp/blessed"
			cmd=${line#\$ } status=0 cmdline=$lineno inblock=1
			: > "$tmp/exp_out"
			: > "$tmp/exp_err"
			[[ "$line" == *\\ ]] && cont=1
			continue
		elif [ $inblock = 1 ] && [ -n "$line" ]; then
			expect "$line"
			continue
		elif [ $inblock = 1 ]; then	# the blank line that ends a block
			run_case "${f#$root/}" "$cmdline" "$cmd" "$status"
			cmd= inblock=0
		fi
		[ "$bless" = 1 ] && printf '%s\n' "$line" >> "$tmp/blessed"	# commentary
	done < "$f"
	[ -n "$cmd" ] && run_case "${f#$root/}" "$cmdline" "$cmd" "$status"
	if [ "$bless" = 1 ]; then
		cmp -s "$tmp/blessed" "$f" || { cp "$tmp/blessed" "$f"; echo "blessed ${f#$root/}"; }
	fi
	rm -rf "$workdir"
done
[ "$bless" = 1 ] && exit 0
echo "cli: $pass passed, $fail failed"
[ $fail = 0 ]
