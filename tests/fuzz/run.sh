#!/usr/bin/env bash
# Runs every libFuzzer target for a bounded time, or replays their inputs.
#   run.sh fuzz   BINDIR SECONDS   coverage-guided fuzzing, each target SECONDS
#   run.sh replay BINDIR           every seed, example and regression input once
# Inputs of target fuzz_NAME: tests/fuzz/seeds/NAME/, tests/fuzz/regress/NAME/ and
# the examples/ files of its format (table below). A crash in fuzz mode is copied
# to tests/fuzz/regress/NAME/ so it becomes a regression test once fixed.
set -u
mode=$1 bindir=$2 secs=${3:-30}
root=$(cd "$(dirname "$0")/../.." && pwd)
examples_for() {
	case $1 in
	bdn) find "$root/examples" -name '*.bdn' ;;
	gdr) find "$root/examples" -name '*.gdr' ;;
	flota) find "$root/examples" -name '*.flota' ;;
	ryb) find "$root/examples" -name '*.ryb' ;;
	board) find "$root/examples" -name '*.board' ;;
	battle) find "$root/examples" -name '*.battle' ;;
	import) find "$root/examples" -name '*.csv' ;;
	mm) find "$root/examples" -name '*.mm' ;;
	mmap) find "$root/examples" -name '*.map' ;;
	esac
}
status=0 ran=0
for bin in "$bindir"/fuzz_*; do
	[ -x "$bin" ] || continue
	name=${bin##*/fuzz_}
	inputs=()
	for d in "$root/tests/fuzz/seeds/$name" "$root/tests/fuzz/regress/$name"; do
		[ -d "$d" ] && inputs+=("$d")
	done
	while IFS= read -r f; do inputs+=("$f"); done < <(examples_for "$name")
	ran=$((ran + 1))
	if [ "$mode" = replay ]; then
		"$bin" "${inputs[@]}" || { echo "FAIL replay $name"; status=1; }
		continue
	fi
	corpus="$bindir/corpus/$name"
	mkdir -p "$corpus" "$bindir/crash/$name"
	for i in "${inputs[@]}"; do cp -r "$i"/. "$corpus"/ 2>/dev/null || cp "$i" "$corpus"/; done
	echo "fuzz_$name: ${secs}s"
	if ! "$bin" -max_total_time="$secs" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
	    -artifact_prefix="$bindir/crash/$name/" -print_final_stats=0 "$corpus" \
	    > "$bindir/fuzz_$name.log" 2>&1; then
		echo "FAIL fuzz_$name: see $bindir/fuzz_$name.log"; tail -30 "$bindir/fuzz_$name.log"
		mkdir -p "$root/tests/fuzz/regress/$name"
		cp "$bindir/crash/$name"/* "$root/tests/fuzz/regress/$name/" 2>/dev/null
		status=1
	else
		grep -E '^(#[0-9]+ *DONE|Done)' "$bindir/fuzz_$name.log" | tail -1
	fi
done
echo "fuzz $mode: $ran targets, $([ $status = 0 ] && echo ok || echo FAILED)"
exit $status
