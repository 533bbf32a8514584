#!/usr/bin/env bash
# make bench: the speed and memory targets of the referee. Every target is
# printed as one line "measure: value (target) PASS|MISS" (issue 31), the
# lines without a target as "measure: value", details indented below; the
# same lines go to build/bench/results.txt, from which
# tests/bench/readme_table.sh regenerates the README's performance table.
# Ratios are of paired runs in the same run of make bench (the peer, then the
# referee), the median of BENCH_RUNS pairs (default 3): the machine is shared
# and only ratios measured side by side mean anything. Rates per core come
# from CPU seconds (user + sys), the median of BENCH_RUNS runs.
# Sizes: BENCH_DEALS (import and verify, default 1000000), BENCH_FULL (full
# records for baska check, default 1000000), BENCH_STREAM (records for the
# peak RSS of every reader, default 1000000), BENCH_ADD (deals for deal add
# --file, default 100000), BENCH_ANALYSE (deals for baska analyse, default
# 100000; its text form a fifth). Data is generated deterministically into
# build/bench/ and reused.
# BENCH_ONLY=import|verify|check|analyse|stream|claim|startup|enter|solver|draw
# runs one part (import includes standings; verify uses the import's database,
# importing it first when missing).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${REFEREE_BIN:-$root/referee}
bindir=${BENCH_BIN:-$root/build/std/bench}
out=$root/build/bench
mkdir -p "$out"
N=${BENCH_DEALS:-1000000}
NFULL=${BENCH_FULL:-1000000}
RUNS=${BENCH_RUNS:-3}
lines=()

# target MEASURE VALUE TARGET VERDICT: one target line
target() { lines+=("$1: $2 ($3) $4"); }
# info MEASURE VALUE: a figure without a target
info() { lines+=("$1: $2"); }
# detail TEXT: an indented note under the line before
detail() { lines+=("  $1"); }
# measure CMD...: sets wall (s) and rss (MB) of one run; status in st
measure() {
	/usr/bin/time -f '%e %M' -o "$out/time.txt" "$@" > "$out/stdout.txt" 2> "$out/stderr.txt"
	st=$?
	read -r wall rss_kb < <(tail -1 "$out/time.txt")
	rss=$(awk -v k="$rss_kb" 'BEGIN { printf "%.1f", k / 1024 }')
}
# measure_cpu CMD...: measure, and the CPU seconds of the run in cpu
measure_cpu() {
	/usr/bin/time -f '%e %M %U %S' -o "$out/time.txt" "$@" > "$out/stdout.txt" 2> "$out/stderr.txt"
	st=$?
	read -r wall rss_kb usr sys < <(tail -1 "$out/time.txt")
	rss=$(awk -v k="$rss_kb" 'BEGIN { printf "%.1f", k / 1024 }')
	cpu=$(awk -v u="$usr" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
}
want() { [ -z "${BENCH_ONLY:-}" ] || [ "$BENCH_ONLY" = "$1" ]; }
verdict() { # value target smaller-is-better(1/0); no value is a MISS
	[ -n "$1" ] || { echo "MISS"; return; }
	awk -v v="$1" -v t="$2" -v s="$3" 'BEGIN { print ((s && v <= t) || (!s && v >= t)) ? "PASS" : "MISS" }'
}
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0) ? a / b : 1 }'; }
# wall_ms CMD...: the wall milliseconds of one run (finer than /usr/bin/time)
wall_ms() {
	local t0 t1
	t0=$(date +%s%N)
	"$@" > /dev/null 2>&1
	t1=$(date +%s%N)
	awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", (b - a) / 1e6 }'
}
csv=$out/deals-$N.csv
gen_csv() { [ -s "$csv" ] || awk -v n="$N" -f "$root/tests/bench/gen_import.awk" > "$csv"; }

if want import; then
gen_csv
small=$out/deals-100000.csv
[ -s "$small" ] || awk -v n=100000 -f "$root/tests/bench/gen_import.awk" > "$small"

# 1. Import, against sqlite3's own .import of the same file into a bare
# table: RUNS pairs (bare, then referee), the median of the pairs' ratios of
# CPU seconds (user + sys, which the shared machine's load disturbs less than
# wall time) and of wall seconds.
rm -f "$out/small.db"*
measure "$bin" --db "$out/small.db" import "$small"
small_rss=$rss
rc=() rw=() ic=() bc=() rsss=()
for _ in $(seq "$RUNS"); do
	rm -f "$out/bare.db"
	measure_cpu sqlite3 "$out/bare.db" ".import --csv $csv deals"
	bcpu=$cpu bwall=$wall
	rm -f "$out/bench.db"*
	measure_cpu "$bin" --db "$out/bench.db" import "$csv"
	[ "$st" = 0 ] || break
	rc+=("$(ratio "$cpu" "$bcpu")") rw+=("$(ratio "$wall" "$bwall")")
	ic+=("$cpu") bc+=("$bcpu") rsss+=("$rss")
done
if [ "$st" != 0 ]; then
	target "import of $N deals, CPU ratio to sqlite3 .import" "FAILED ($st)" "<= 1.5x" MISS
	detail "$(head -3 "$out/stderr.txt" | tr '\n' ' ')"
else
	r=$(median "${rc[@]}")
	target "import of $N deals, CPU ratio to sqlite3 .import" "${r}x" "<= 1.5x" "$(verdict "$r" 1.5 1)"
	detail "median of $RUNS pairs; CPU $(median "${ic[@]}") s against $(median "${bc[@]}") s (medians); wall ratio $(median "${rw[@]}")x"
	rss=$(printf '%s\n' "${rsss[@]}" | sort -n | tail -1)
	target "import peak RSS, $N deals" "${rss} MB" "< 64 MB" "$(verdict "$rss" 64 1)"
	target "import peak RSS, 100000 deals" "${small_rss} MB" "< 64 MB" "$(verdict "$small_rss" 64 1)"

	# 2. Standings on that database, against a bare GROUP BY computing the
	# same small points from the tool's own tables: paired runs, medians of
	# BENCH_STANDINGS_RUNS (default 9), whole processes both.
	bareq="SELECT s.player_id, sum(CASE s.seat WHEN 1 THEN x.s1 WHEN 2 THEN x.s2"
	bareq="$bareq WHEN 3 THEN x.s3 ELSE x.s4 END) FROM play_table t JOIN seat s"
	bareq="$bareq ON s.table_id = t.id JOIN table_total x ON x.table_id = t.id"
	bareq="$bareq WHERE t.event_id = (SELECT id FROM event WHERE name = 'Bench Open')"
	bareq="$bareq GROUP BY s.player_id"
	"$bin" --db "$out/bench.db" standings "Bench Open" > /dev/null	# warm the cache
	st_ms=() bare_ms=() sr=()
	for _ in $(seq "${BENCH_STANDINGS_RUNS:-9}"); do
		bare_ms+=("$(wall_ms sqlite3 "$out/bench.db" "$bareq")")
		st_ms+=("$(wall_ms "$bin" --db "$out/bench.db" standings "Bench Open")")
		sr+=("$(ratio "${st_ms[-1]}" "${bare_ms[-1]}")")
	done
	st_s=$(awk -v m="$(median "${st_ms[@]}")" 'BEGIN { printf "%.3f", m / 1000 }')
	r=$(median "${sr[@]}")
	target "standings over $N deals, wall" "${st_s} s" "< 0.2 s" "$(verdict "$st_s" 0.2 1)"
	target "standings, ratio to a bare GROUP BY" "${r}x" "<= 1.5x" "$(verdict "$r" 1.5 1)"
	detail "median of ${BENCH_STANDINGS_RUNS:-9} pairs; bare sqlite3 GROUP BY $(median "${bare_ms[@]}") ms"
fi
fi

# 2a. referee verify on the import's database, against SQLite's own
# PRAGMA integrity_check of the same file: RUNS pairs, median of the CPU ratios.
if want verify; then
if [ ! -s "$out/bench.db" ] || [ "$(sqlite3 "$out/bench.db" 'SELECT count(*) FROM deal' 2>/dev/null)" != "$N" ]; then
	gen_csv
	rm -f "$out/bench.db"*
	"$bin" --db "$out/bench.db" import "$csv" > /dev/null 2>&1
fi
vr=() vc=() ickc=() vst=0
for _ in $(seq "$RUNS"); do
	measure_cpu sqlite3 "$out/bench.db" "PRAGMA integrity_check"
	icpu=$cpu
	measure_cpu "$bin" --db "$out/bench.db" verify
	[ "$st" = 0 ] || vst=$st
	vr+=("$(ratio "$cpu" "$icpu")") vc+=("$cpu") ickc+=("$icpu")
done
r=$(median "${vr[@]}")
if [ "$vst" != 0 ]; then
	target "verify of $N deals, CPU ratio to PRAGMA integrity_check" "FAILED ($vst)" "<= 3x" MISS
	detail "$(head -3 "$out/stdout.txt" | tr '\n' ' ')"
else
	target "verify of $N deals, CPU ratio to PRAGMA integrity_check" "${r}x" "<= 3x" "$(verdict "$r" 3 1)"
	detail "median of $RUNS pairs; CPU $(median "${vc[@]}") s against $(median "${ickc[@]}") s (medians)"
fi
fi

# 3. baska check and baska analyse on full records. The targets are per core:
# the rate is taken from the CPU seconds (user + sys) of the single-threaded
# process, the median of RUNS runs (after one that warms the page cache),
# since wall time on shared cores also counts waiting.
# rate_runs N MEASURE TARGET CMD...: the target line of CMD's rate over N deals
rate_runs() {
	local n=$1 label=$2 goal=$3 cpus=() walls=() rate
	shift 3
	"$@" > /dev/null 2>&1
	for _ in $(seq "$RUNS"); do
		measure_cpu "$@"
		cpus+=("$cpu") walls+=("$wall")
	done
	rate=$(awk -v n="$n" -v w="$(median "${cpus[@]}")" 'BEGIN { printf "%d", (w > 0) ? n / w : n * 100 }')
	target "$label" "${rate}/s" ">= ${goal}/s" "$(verdict "$rate" "$goal" 0)"
	detail "median of $RUNS runs: $(median "${cpus[@]}") s CPU, $(median "${walls[@]}") s wall, exit $st"
	target "$label, peak RSS (streamed)" "${rss} MB" "< 32 MB" "$(verdict "$rss" 32 1)"
}
if want check && [ -x "$bindir/gen_bdn" ]; then
	bdn=$out/deals-$NFULL.bdn
	[ -s "$bdn" ] || "$bindir/gen_bdn" "$NFULL" > "$bdn"
	rate_runs "$NFULL" "baska check, $NFULL full deals, per CPU second" 1000000 \
	    "$bin" baska check --format csv "$bdn"
fi

# 3a. baska analyse on full records (issue 35). The CSV prints the played
# value's card costs, so it searches only the played side; the text form
# also prints the double-dummy table of every contract and seat (the full
# analysis of the issue's target), measured on a fifth of the deals.
if want analyse && [ -x "$bindir/gen_bdn" ]; then
	NAN=${BENCH_ANALYSE:-100000}
	abdn=$out/deals-$NAN.bdn
	[ -s "$abdn" ] || "$bindir/gen_bdn" "$NAN" > "$abdn"
	rate_runs "$NAN" "baska analyse --format csv (card costs), $NAN full deals, per CPU second" \
	    100000 "$bin" baska analyse --format csv "$abdn"
	NTX=$((NAN / 5))
	tbdn=$out/deals-$NTX.bdn
	[ -s "$tbdn" ] || "$bindir/gen_bdn" "$NTX" > "$tbdn"
	rate_runs "$NTX" "baska analyse --format text (with the table), $NTX full deals, per CPU second" \
	    100000 "$bin" baska analyse --format text "$tbdn"
fi

# 3b. Peak RSS of every reader on a large input (issue 13: each streams, < 32 MB).
# Multi-record files are records repeated from examples/ (gen_bdn for .bdn);
# a file of one record gets NS lines (refused, exit 2, once over the 1 MiB
# record limit).
if want stream && [ -x "$bindir/gen_bdn" ]; then
	NS=${BENCH_STREAM:-1000000}
	NA=${BENCH_ADD:-100000}
	repeat() { # FILE N: the file N times, a blank line after each
		awk -v n="$2" -v f="$1" 'BEGIN { while ((getline l < f) > 0) t = t l "\n"
		    for (i = 0; i < n; i++) printf "%s\n", t }'
	}
	lines() { # N LINE: LINE N times
		awk -v n="$1" -v l="$2" 'BEGIN { for (i = 0; i < n; i++) print l }'
	}
	sbdn=$out/stream-$NS.bdn sflota=$out/stream-$NS.flota sryb=$out/stream-$NS.ryb
	[ -s "$sbdn" ] || "$bindir/gen_bdn" "$NS" > "$sbdn"
	[ -s "$sflota" ] || repeat "$root/examples/flota/game.flota" "$NS" > "$sflota"
	[ -s "$sryb" ] || repeat "$root/examples/rybareni/paluba-2p.ryb" "$NS" > "$sryb"
	sgdr=$out/stream-$NS.gdr smm=$out/stream-$NS.mm sbattle=$out/stream-$NS.battle
	[ -s "$sgdr" ] || { cat "$root/examples/dice/hel-czworo.gdr"; lines "$NS" "Anna: 1 1 1 1 1 -> ones"; } > "$sgdr"
	[ -s "$smm" ] || { cat "$root/examples/manewry/landing.mm"; lines "$NS" "1: D4-C5"; } > "$smm"
	[ -s "$sbattle" ] || { cat "$root/examples/fleet/classic.battle"; lines "$NS" "1 A1 pudło"; } > "$sbattle"
	scsv=$out/stream-$NS.csv
	[ -s "$scsv" ] || { printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\nX,1,1,1,"A\n'; lines "$NS" "abcdefghij,"; } > "$scsv"
	sadd=$out/stream-add-$NA.bdn
	[ -s "$sadd" ] || "$bindir/gen_bdn" "$NA" | awk -f "$root/tests/bench/seat_bdn.awk" > "$sadd"
	rssrow() { # LABEL CMD...: one row, the peak RSS of CMD and its exit status
		local label=$1
		shift
		measure "$@"
		target "peak RSS, $label" "${rss} MB" "< 32 MB" "$(verdict "$rss" 32 1)"
		detail "${wall} s, exit $st"
	}
	rssrow "baska check, .bdn of $NS records" "$bin" baska check --format csv "$sbdn"
	rssrow "check, .bdn" "$bin" check "$sbdn"
	rssrow "check, .flota" "$bin" check "$sflota"
	rssrow "flota check (two passes)" "$bin" flota check "$sflota"
	rssrow "check, .ryb" "$bin" check "$sryb"
	rssrow "rybareni check" "$bin" rybareni check "$sryb"
	rssrow "dice check, .gdr of $NS turn lines" "$bin" dice check "$sgdr"
	rssrow "manewry check, .mm of $NS turn lines" "$bin" manewry check "$smm"
	rssrow "check, .battle of $NS shot lines" "$bin" check "$sbattle"
	rssrow "import, a CSV quote open for $NS lines" "$bin" --db "$out/stream.db" import "$scsv"
	rm -f "$out/add.db"*
	rssrow "deal add --file, $NA full deals" "$bin" --db "$out/add.db" deal add --file "$sadd"
fi

# 4. The claim solver, from the first trick, under both claim rules.
# claim.c prints "KIND/RULE: N claims, mean X us, worst Y us" for KIND all, holds, refuted.
if want claim && [ -x "$bindir/claim" ]; then
	"$bindir/claim" 20000 > "$out/claim.txt"
	while read -r kind _ _ _ mean _ _ worst _; do
		kind=${kind%:} mean=${mean%,}
		target "claim solver, trick 1, $kind (mean)" "${mean} us" "< 10 us" \
		    "$(verdict "$mean" 10 1)"
		detail "worst ${worst} us"
	done < "$out/claim.txt"
fi

# 5. Start-up: one legal-card query.
if want startup; then
legal=(baska legal --contract zwykla --trick "Ac" --hand "10c Qh Jd Ad")
if command -v hyperfine > /dev/null; then
	hyperfine -N --warmup 20 --runs 300 --export-json "$out/startup.json" \
	    "$bin baska legal --contract zwykla --trick Ac --hand '10c Qh Jd Ad'" > /dev/null 2>&1
	ms=$(python3 -c "import json; print('%.2f' % (json.load(open('$out/startup.json'))['results'][0]['mean'] * 1000))" 2>/dev/null)
else
	start=$(date +%s%N)
	for _ in $(seq 200); do "$bin" "${legal[@]}" > /dev/null; done
	ms=$(awk -v a="$start" -v b="$(date +%s%N)" 'BEGIN { printf "%.2f", (b - a) / 200 / 1e6 }')
fi
target "startup: baska legal" "${ms} ms" "< 5 ms" "$(verdict "$ms" 5 1)"
fi

# 6. Durable entry: deals typed into enter, each committed with an fsync
# (WAL, synchronous=FULL) before its confirmation: the cost per deal.
if want enter; then
edb=$out/enter.db
rm -f "$edb"*
"$bin" --db "$edb" event add --deals 64 "Bench Night" > /dev/null
"$bin" --db "$edb" table seat "Bench Night" --session 1 --table 1 --new A B C D > /dev/null
answers=$(for _ in $(seq 64); do printf 'zwykla\n1\n3\n0\n70\nno\n'; done)
start=$(date +%s%N)
printf '%s\nquit\n' "$answers" | "$bin" --db "$edb" enter "Bench Night" --session 1 --table 1 > /dev/null 2>&1
per=$(awk -v a="$start" -v b="$(date +%s%N)" 'BEGIN { printf "%.2f", (b - a) / 64 / 1e6 }')
target "enter: one deal, fsync included" "${per} ms" "< 50 ms" "$(verdict "$per" 50 1)"
fi

# 6. The Generał solver (issue 17): a whole-game table per preset on one
# thread and on two (best of 3), its table size and peak RSS; then dice
# advise answering from the cached table.
if want solver && [ -x "$bindir/solve" ]; then
	for preset in general yahtzee; do
		for th in 1 2; do
			measure "$bindir/solve" "$preset" "$th" 3
			read -r _ _ swall scpu mib value < "$out/stdout.txt"
			if [ "$th" = 1 ]; then
				# One core's work is the CPU time of one thread; wall
				# time also counts waiting for the shared cores.
				target "dice solver, $preset, 1 thread (cpu)" "${scpu} s" "< 2 s" \
				    "$(verdict "$scpu" 2 1)"
				detail "wall ${swall} s, E = ${value}, table ${mib} MiB, peak RSS ${rss} MB"
			else
				info "dice solver, $preset, 2 threads (wall)" "${swall} s"
				detail "cpu ${scpu} s"
			fi
		done
	done
	rm -rf "$out/cache"
	XDG_CACHE_HOME=$out/cache "$bin" dice advise 4 4 1 4 6 > /dev/null
	best=999
	for _ in 1 2 3; do
		measure env XDG_CACHE_HOME="$out/cache" "$bin" dice advise 4 4 1 4 6
		best=$(awk -v a="$wall" -v b="$best" 'BEGIN { print (a < b) ? a : b }')
	done
	target "dice advise, cached table" "${best} s" "< 0.1 s" "$(verdict "$best" 0.1 1)"
	detail "peak RSS ${rss} MB"
fi

# 7. The seating draw (issue 30): in under 1 s each, PLAYERS players over
# SESSIONS sessions with no repeated meeting (the certificate line's count
# of the most times a pair meets is 1). Wall seconds, the median of RUNS.
if want draw; then
for ps in 16:5 20:5 24:7 28:9 32:10 36:11 40:13; do
	np=${ps%:*} ns=${ps#*:}
	players=$(seq -f 'P%02g' "$np")
	dw=()
	for _ in $(seq "$RUNS"); do
		# shellcheck disable=SC2086
		measure "$bin" draw --sessions "$ns" --seed 1 $players
		dw+=("$wall")
		awk -v w="$wall" 'BEGIN { exit !(w > 5) }' && break	# a clear miss: once is enough
	done
	meets=$(awk '/^max meetings:/ { print $3 }' "$out/stdout.txt")
	w=$(median "${dw[@]}")
	ok=$(verdict "$w" 1 1)
	[ "$st" = 0 ] && [ "${meets:-x}" = 1 ] || ok=MISS
	target "draw, $np players, $ns sessions, no repeat" "${w} s" "< 1 s" "$ok"
	detail "most meetings of a pair: ${meets:-?}, exit $st"
done
fi

# referee verify on the example league (CPU seconds, the median of RUNS runs).
if want verify; then
rm -f "$out/verify-example.db"*
REFEREE="$bin" sh "$root/examples/league/build.sh" "$out/verify-example.db" > /dev/null 2>&1
vc=()
for _ in $(seq "$RUNS"); do
	measure_cpu "$bin" --db "$out/verify-example.db" verify
	vc+=("$cpu")
done
info "verify, the example league (cpu)" "$(median "${vc[@]}") s"
[ "$st" = 0 ] || detail "FAILED ($st): $(head -3 "$out/stdout.txt" | tr '\n' ' ')"
fi

{
echo "referee benchmarks on $(nproc) cores, $(uname -m), $(date -u +%Y-%m-%d), load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%s\n' "${lines[@]}"
} | tee "$out/results.txt"
