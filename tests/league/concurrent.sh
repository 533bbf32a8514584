#!/bin/sh
# 8 concurrent writers at 8 different tables of one database file: writers
# 1-4 type a 40-deal session at the prompts of 'referee enter' (one process,
# one transaction per deal), writers 5-8 run one 'referee deal add' process
# per deal. Every writer must succeed (no "database is locked"), and every
# deal must be there afterwards. Prints a summary; exit 1 on any failure.
# Run in an empty directory with 'referee' on PATH.
set -u
db=concurrent.db
rm -f "$db" "$db"-wal "$db"-shm
referee --db "$db" event add --deals 40 "Równolegle" > /dev/null || exit 1
for t in 1 2 3 4 5 6 7 8; do
	referee --db "$db" table seat "Równolegle" --session 1 --table $t --new \
	    "Gracz $t.1" "Gracz $t.2" "Gracz $t.3" "Gracz $t.4" > /dev/null || exit 1
done
answers() {	# 40 deals: zwykła by seats 1 and 3, eyes vary with the deal number
	i=1
	while [ $i -le 40 ]; do
		printf 'zwykla\n1\n3\n0\n%d\nno\n' $(( (i * 7) % 105 ))
		i=$((i + 1))
	done
	echo quit
}
pids=
for t in 1 2 3 4; do
	answers | referee --db "$db" enter "Równolegle" --session 1 --table $t \
	    > out.$t 2> err.$t &
	pids="$pids $!"
done
for t in 5 6 7 8; do
	(
		i=1
		while [ $i -le 40 ]; do
			referee --db "$db" deal add "Równolegle" --session 1 --table $t \
			    --contract zolo --declarer $(( i % 4 + 1 )) --eyes $(( (i * 13) % 105 )) \
			    || exit 1
			i=$((i + 1))
		done
	) > out.$t 2> err.$t &
	pids="$pids $!"
done
fail=0
for p in $pids; do
	wait $p || fail=$((fail + 1))
done
locked=$(cat err.* | grep -c -i 'locked\|busy')
n=$(sqlite3 "$db" "SELECT count(*) FROM deal")
tables=$(sqlite3 "$db" "SELECT count(*) FROM table_total WHERE deals = 40 AND s1 + s2 + s3 + s4 = 0")
echo "writers failed: $fail; locked errors: $locked; deals: $n of 320; full tables: $tables of 8"
[ $fail = 0 ] && [ "$locked" = 0 ] && [ "$n" = 320 ] && [ "$tables" = 8 ]
