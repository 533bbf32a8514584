# Checks a `referee draw -f csv` on its own: every player (-v n=N, named P1..PN)
# once in every session, at a table or sitting out; four to a table; sit-outs
# as even as can be after every session; and the certificate line, recomputed
# from the rows. Prints one line; "bad" counts every broken rule.
BEGIN { FS = "," }
NR == 1 { next }
/^max meetings: / { cert = $0; sub(/^max meetings: /, "", cert); next }
{
	rows++
	if ($1 > S) S = $1
	if (seen[$1 "," $4]++) bad++
	if ($2 == "") { outs[$1] = outs[$1] " " $4; byes++; next }
	t[$1 "," $2] = t[$1 "," $2] " " $4
}
END {
	for (s = 1; s <= S; s++) {
		for (i = 1; i <= n; i++)
			if (!(s "," "P" i in seen)) bad++
		m = split(outs[s], p, " ")
		for (i = 1; i <= m; i++) cnt[p[i]]++
		lo = 1e9; hi = 0
		for (i = 1; i <= n; i++) { c = cnt["P" i] + 0; lo = c < lo ? c : lo; hi = c > hi ? c : hi }
		if (hi - lo > 1) bad++
	}
	max = 0
	for (k in t) {
		m = split(t[k], p, " ")
		if (m != 4) bad++
		for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) {
			a = p[i] < p[j] ? p[i] "," p[j] : p[j] "," p[i]
			if (++met[a] > max) max = met[a]
		}
	}
	printf "%d players, %d sessions: %d rows, %d sitting out, %d bad, max meetings %d", n, S, rows, byes, bad + 0, max
	if (cert != "")
		printf " (certificate %s)", cert == max ? "ok" : "WRONG " cert
	printf "\n"
}
