#!/usr/bin/env bash
# Runs every libFuzzer target, or replays their inputs.
#   run.sh fuzz     BINDIR SECONDS   coverage-guided fuzzing, each target SECONDS (make fuzz)
#   run.sh long     BINDIR RUNS      each target until it has run RUNS inputs, FUZZ_JOBS (2)
#                                    at a time (make fuzz-long); a summary at the end. A target
#                                    whose binary already finished such a run is not run again
#   run.sh replay   BINDIR           every seed, example and regression input once (make check)
#   run.sh coverage BINDIR [CORPUS]  replays them (and CORPUS/NAME, the corpora fuzzing grew)
#                                    through a clang coverage build; line coverage per source
#                                    folder (make fuzz-coverage)
# Inputs of target fuzz_NAME: the hand-written tests/fuzz/seeds/NAME/, the generated
# $FUZZ_GEN/seeds/NAME/ (tests/fuzz/gen_seeds.c; FUZZ_GEN is BUILD/fuzz-gen, beside BINDIR,
# made by the Makefile before it calls this), tests/fuzz/regress/NAME/ and the examples/
# files of its format (table below; a new target adds a line). Its dictionary, when there
# is one, is tests/fuzz/dict/NAME.dict (hand-written) or $FUZZ_GEN/dict/NAME.dict. A crash
# or hang in fuzz mode is copied to tests/fuzz/regress/NAME/ so it becomes a regression
# test once fixed.
set -u
mode=$1 bindir=$2 arg=${3:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
gen=${FUZZ_GEN:-$(dirname "$bindir")/fuzz-gen}
if [ ! -f "$gen/stamp" ]; then
	echo "run.sh: no generated seeds in $gen (make $gen/stamp writes them)" >&2
	exit 2
fi
gen=$(cd "$gen" && pwd)
examples_for() {
	case $1 in
	bdn | bdnfast) find "$root/examples" -name '*.bdn' ;;
	gdr) find "$root/examples" -name '*.gdr' ;;
	flota) find "$root/examples" -name '*.flota' ;;
	ryb) find "$root/examples" -name '*.ryb' ;;
	board) find "$root/examples" -name '*.board' ;;
	battle) find "$root/examples" -name '*.battle' ;;
	import | csvfast) find "$root/examples" -name '*.csv' ;;
	mm) find "$root/examples" -name '*.mm' ;;
	mmap) find "$root/examples" -name '*.map' ;;
	esac
}
# libFuzzer options of a target beyond the common ones.
options_for() {
	case $1 in
	import) echo -max_len=1024 ;;	# ~10 rows: each row is database writes; speed over length
	seating) echo -max_len=256 ;;	# sizes, steps, seed, then 64 edits of 4 bytes at most
	# 16 KiB: three times the longest example record (a .bdn night, 5.7 KiB); at 64 KiB
	# the inputs of a long run grew to 20 KiB of moves and the targets to a third of
	# their speed
	*) echo -max_len=16384 ;;
	esac
}
inputs_of() {
	inputs=()
	local d f
	local s=$1
	[ "$1" = bdnfast ] && s=bdn	# the fast path against the general reader: the bdn inputs
	[ "$1" = csvfast ] && s=import	# the CSV fast path against libcsv: the import inputs
	for d in "$root/tests/fuzz/seeds/$s" "$gen/seeds/$s" "$root/tests/fuzz/regress/$s" \
	    "$root/tests/fuzz/regress/$1"; do
		[ -d "$d" ] && inputs+=("$d")
	done
	while IFS= read -r f; do inputs+=("$f"); done < <(examples_for "$1")
}
dict_of() {
	local s=$1
	[ "$1" = bdnfast ] && s=bdn
	[ "$1" = csvfast ] && s=import
	if [ -f "$root/tests/fuzz/dict/$s.dict" ]; then
		echo "-dict=$root/tests/fuzz/dict/$s.dict"
	elif [ -f "$gen/dict/$s.dict" ]; then
		echo "-dict=$gen/dict/$s.dict"
	fi
}

# Fuzzes one target: $1 name, $2 the limit option (-max_total_time=S or -runs=N).
fuzz_one() {
	local name=$1 limit=$2 bin="$bindir/fuzz_$1" corpus="$bindir/corpus/$1" i rc
	inputs_of "$name"
	mkdir -p "$corpus" "$bindir/crash/$name"
	for i in "${inputs[@]}"; do cp -r "$i"/. "$corpus"/ 2>/dev/null || cp "$i" "$corpus"/; done
	# CPU seconds too: on a shared machine inputs per CPU second is the honest speed.
	{ TIMEFORMAT='%U %S'; time "$bin" "$limit" $(options_for "$name") $(dict_of "$name") \
	    -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$bindir/crash/$name/" \
	    -print_final_stats=1 "$corpus" > "$bindir/fuzz_$name.log" 2>&1; } \
	    2> "$bindir/fuzz_$name.cpu"
	rc=$?
	if [ $rc != 0 ]; then
		mkdir -p "$root/tests/fuzz/regress/$name"
		cp "$bindir/crash/$name"/* "$root/tests/fuzz/regress/$name/" 2>/dev/null
	fi
	return $rc
}

# "fuzz_NAME: RUNS runs in S s (N/s), C s of CPU (M/s), cov K" from a target's log.
summary_of() {
	local log="$bindir/fuzz_$1.log" runs secs cov cpu
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
	secs=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
	cov=$(grep -E '^#[0-9]+[[:space:]]*DONE' "$log" | tail -1 | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
	cpu=$(awk '{ printf "%.1f", $1 + $2 }' "$bindir/fuzz_$1.cpu" 2>/dev/null)
	awk -v n="fuzz_$1" -v r="${runs:-0}" -v s="${secs:-0}" -v c="${cpu:-0}" -v k="${cov:-?}" \
	    'BEGIN { printf "%s: %d runs in %d s (%d/s), %.1f s of CPU (%d/s), cov %s\n",
	    n, r, s, (s > 0 ? r / s : 0), c, (c > 0 ? r / c : 0), k }'
}

names=()
for bin in "$bindir"/fuzz_*; do
	[ -x "$bin" ] || continue
	# FUZZ_TARGETS="bdn gdr": only these targets
	[ -z "${FUZZ_TARGETS:-}" ] || [[ " $FUZZ_TARGETS " == *" ${bin##*/fuzz_} "* ]] || continue
	names+=("${bin##*/fuzz_}")
done
status=0

case $mode in
replay)
	for name in "${names[@]}"; do
		inputs_of "$name"
		"$bindir/fuzz_$name" "${inputs[@]}" || { echo "FAIL replay $name"; status=1; }
	done
	;;
fuzz)
	for name in "${names[@]}"; do
		echo "fuzz_$name: ${arg:-30}s"
		if ! fuzz_one "$name" -max_total_time="${arg:-30}"; then
			echo "FAIL fuzz_$name: see $bindir/fuzz_$name.log"
			tail -30 "$bindir/fuzz_$name.log"
			status=1
		else
			summary_of "$name"
		fi
	done
	;;
long)
	# FUZZ_JOBS targets at a time (2: the two cores); each writes its own log. A target
	# that reaches RUNS inputs with no crash leaves $bindir/long/NAME.done: its binary's
	# SHA-256, the date and its summary. A later make fuzz-long skips a target whose
	# binary is unchanged since (the targets link an archive, so a binary changes only
	# with the code it holds), and the summary shows the earlier run: a long run that
	# does not fit in one sitting is finished by the next. rm -r $bindir/long starts over.
	export -f fuzz_one inputs_of examples_for options_for dict_of summary_of
	export root bindir gen
	mkdir -p "$bindir/long"
	rm -f "$bindir/long-failed"
	start=$(date +%s)
	runs=${arg:-10000000}
	done_for() {	# the summary of $1's finished run of this binary and RUNS, if any
		local f="$bindir/long/$1.done"
		[ -f "$f" ] || return 1
		[ "$(sed -n 1p "$f")" = "$(sha256sum < "$bindir/fuzz_$1" | cut -d' ' -f1) $runs" ] ||
		    return 1
		sed -n 2p "$f"
	}
	# The slowest targets first (inputs a second, last measured), so the two cores
	# finish together: the fast ones fill in behind the slow ones.
	for name in verify import flota board seating battle gdr bdn mm ryb ruleset mmap cards; do
		for n in "${names[@]}"; do [ "$n" = "$name" ] && echo "$n"; done
	done > "$bindir/long-order"
	for n in "${names[@]}"; do grep -qx "$n" "$bindir/long-order" || echo "$n"; done |
	    cat - "$bindir/long-order" |
	    while read -r n; do done_for "$n" > /dev/null || echo "$n"; done > "$bindir/long-todo"
	echo "fuzz-long: $(wc -l < "$bindir/long-todo") of ${#names[@]} targets to run to $runs inputs," \
	    "${FUZZ_JOBS:-2} at a time: $(tr '\n' ' ' < "$bindir/long-todo")"
	# shellcheck disable=SC2016
	xargs -P "${FUZZ_JOBS:-2}" -I{} bash -c '
		hash=$(sha256sum < "$bindir/fuzz_$1" | cut -d" " -f1)
		if fuzz_one "$1" -runs="$2"; then
			{ echo "$hash $2"
			  echo "$(summary_of "$1"), 0 crashes, finished $(date -u +%Y-%m-%dT%H:%MZ)"
			} > "$bindir/long/$1.done"
			echo "done: $(sed -n 2p "$bindir/long/$1.done")"
		else
			echo "$1" >> "$0"
			echo "FAILED: $(summary_of "$1") (see $bindir/fuzz_$1.log, tests/fuzz/regress/$1/)"
		fi' "$bindir/long-failed" {} "$runs" < "$bindir/long-todo"
	end=$(date +%s)
	{
		echo "make fuzz-long, $(date -u +%Y-%m-%d): every target to $runs inputs," \
		    "${FUZZ_JOBS:-2} at a time; this sitting $((end - start)) s"
		for name in "${names[@]}"; do
			if grep -qx "$name" "$bindir/long-failed" 2>/dev/null; then
				echo "$(summary_of "$name"), FAILED (see $bindir/fuzz_$name.log," \
				    "tests/fuzz/regress/$name/)"
			elif ! done_for "$name"; then
				echo "fuzz_$name: not run to the end"
			fi
		done
	} | tee "$bindir/long-summary.txt"
	grep -q -e ', FAILED' -e 'not run to the end' "$bindir/long-summary.txt" && status=1
	rm -f "$bindir/long-failed"
	;;
coverage)
	prof="$bindir/prof"
	rm -rf "$prof"
	mkdir -p "$prof"
	objs=()
	for name in "${names[@]}"; do
		inputs_of "$name"
		[ -n "$arg" ] && [ -d "$arg/$name" ] && inputs+=("$arg/$name")
		LLVM_PROFILE_FILE="$prof/$name.profraw" "$bindir/fuzz_$name" "${inputs[@]}" ||
		    status=1
		objs+=(-object "$bindir/fuzz_$name")
	done
	${LLVM_PROFDATA:-llvm-profdata} merge -sparse "$prof"/*.profraw -o "$prof/all.profdata" ||
	    exit 1
	${LLVM_COV:-llvm-cov} report -instr-profile="$prof/all.profdata" "${objs[@]:1}" \
	    > "$prof/report.txt" || exit 1
	# Lines and missed lines per file (columns 8 and 9 of the report), summed per folder:
	# "src/rules/" is src/rules and every folder below it; src/rules+notation the two
	# folders of pure readers and rules.
	awk '$1 ~ /(^|\/)src\// {
		d = $1; sub(/^.*\/?src\//, "src/", d)
		if (d ~ /^src\/(rules|notation)\//) print "src/rules+notation", $8, $9
		while (d ~ /\//) { sub(/\/[^\/]*$/, "", d); print d "/", $8, $9 }
	}' "$prof/report.txt" | sort | awk '
	{ if ($1 != d) { if (d != "") out(); d = $1; l = 0; m = 0 } l += $2; m += $3 }
	function out() { printf "%-22s %8d %8d %6.1f%%\n", d, l, l - m, l ? 100 * (l - m) / l : 0 }
	BEGIN { printf "%-22s %8s %8s %7s\n", "folder", "lines", "reached", "cover" }
	END { out() }'
	echo "(each folder with the folders below it; per file: $prof/report.txt)"
	;;
*)
	echo "usage: run.sh fuzz|long|replay|coverage BINDIR [SECONDS|RUNS|CORPUS]" >&2
	exit 2
	;;
esac
echo "fuzz $mode: ${#names[@]} targets, $([ $status = 0 ] && echo ok || echo FAILED)"
exit $status
