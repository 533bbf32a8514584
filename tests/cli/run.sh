#!/usr/bin/env bash
# Golden tests for the command line. Each tests/cli/*.t file is a transcript:
#
#   # a comment
#   $ referee baska score --contract zolo --declarer 2 --eyes 60
#   seat 1: -5
#   ...
#   [1]                      <- expected exit status when not 0
#
# Lines after a "$ " command up to the next blank line are its expected output
# (stdout and stderr together); text between a blank line and the next
# command is commentary. Each file runs in
# a fresh temporary directory (so ./referee.db is new) with:
#   referee      the binary under test ($REFEREE_BIN), wrapped by $REFEREE_WRAP
#   $EXAMPLES    the repository's examples/ directory
#   $TESTDIR     this directory (fixtures live in tests/cli/data/)
# A command may continue on the next line with a trailing backslash.
# Run one file: bash tests/cli/run.sh tests/cli/baska.t
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=${REFEREE_BIN:-$root/referee}
[ -x "$bin" ] || { echo "run.sh: $bin is not built" >&2; exit 2; }
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$here"/*.t)

wrapdir=$(mktemp -d)
trap 'rm -rf "$wrapdir"' EXIT
# "referee" on PATH runs the binary under test, optionally under a wrapper (valgrind).
cat > "$wrapdir/referee" <<EOF
#!/usr/bin/env bash
exec ${REFEREE_WRAP:-} "$bin" "\$@"
EOF
chmod +x "$wrapdir/referee"

pass=0 fail=0
run_case() { # file, line, command, expected, status
	local out status
	out=$(cd "$workdir" && PATH="$wrapdir:$PATH" EXAMPLES="$root/examples" TESTDIR="$here" \
	      REFEREE_DB= bash -c "$3" 2>&1 </dev/null)
	status=$?
	out=$(printf '%s' "$out" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}')
	local exp; exp=$(printf '%s' "$4" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}')
	if [ "$out" == "$exp" ] && [ "$status" == "$5" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL $1:$2: \$ $3"
		if [ "$status" != "$5" ]; then echo "  exit status $status, expected $5"; fi
		if [ "$out" != "$exp" ]; then
			diff -u <(printf '%s\n' "$exp") <(printf '%s\n' "$out") | sed '1,2d; s/^/  /'
		fi
	fi
}

for f in "${files[@]}"; do
	workdir=$(mktemp -d)
	cmd= exp= status=0 lineno=0 cmdline=0 cont=0 inblock=0
	while IFS= read -r line || [ -n "$line" ]; do
		lineno=$((lineno + 1))
		if [ $cont = 1 ]; then
			cmd+=$'\n'"$line"
			[[ "$line" == *\\ ]] || cont=0
			continue
		fi
		if [[ "$line" == '$ '* ]]; then
			[ -n "$cmd" ] && run_case "${f#$root/}" "$cmdline" "$cmd" "$exp" "$status"
			cmd=${line#\$ } exp= status=0 cmdline=$lineno inblock=1
			[[ "$line" == *\\ ]] && cont=1
		elif [ $inblock = 0 ]; then
			continue	# commentary
		elif [ -z "$line" ]; then
			inblock=0
		elif [[ "$line" =~ ^\[([0-9]+)\]$ ]]; then
			status=${BASH_REMATCH[1]}
		else
			if [ -z "$exp" ]; then exp=$line; else exp+=$'\n'"$line"; fi
		fi
	done < "$f"
	[ -n "$cmd" ] && run_case "${f#$root/}" "$cmdline" "$cmd" "$exp" "$status"
	rm -rf "$workdir"
done
echo "cli: $pass passed, $fail failed"
[ $fail = 0 ]
