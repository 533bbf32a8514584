# Generates N result-only Baśka deals in the league import CSV of referee-notation(5).
#   awk -v n=1000000 -f gen_import.awk > deals.csv
# Deterministic (fixed seed). 40 deals per table and session, 100 tables a
# session, 400 players re-seated every session; plausible contracts and eyes.
# -v players=P (a multiple of 4) seats P players at P/4 tables a session, and
# -v per=D plays D deals a table and session instead (the import of many new
# players: awk -v n=64000 -v players=16000 -v per=16).
BEGIN {
	srand(20261202);
	if (n == "") n = 1000;
	print "event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,partner,kontras,eyes,bok";
	nplayers = players ? players : 400; perses = per ? per : 40; tables = nplayers / 4;
	for (i = 0; i < n; i++) {
		deal = i % perses + 1;
		t = int(i / perses);
		table = t % tables + 1;
		session = int(t / tables) + 1;
		if (deal == 1 && table == 1) {
			# a new draw of the seats for every session: a random permutation
			for (p = 0; p < nplayers; p++) perm[p] = p + 1;
			for (p = nplayers - 1; p > 0; p--) {
				q = int(rand() * (p + 1)); tmp = perm[p]; perm[p] = perm[q]; perm[q] = tmp;
			}
		}
		if (deal == 1)
			for (s = 0; s < 4; s++)
				seat[s] = sprintf(nplayers > 999 ? "Gracz %05d" : "Gracz %03d", perm[(table - 1) * 4 + s]);
		r = rand();
		decl = int(rand() * 4) + 1;
		partner = "";
		k = rand() < 0.8 ? 0 : int(rand() * 3) + 1;
		if (r < 0.60) { c = "zwykla"; partner = (decl + int(rand() * 3)) % 4 + 1; eyes = int(rand() * 89) + 8 }
		else if (r < 0.68) { c = "wesele"; partner = (decl + int(rand() * 3)) % 4 + 1; eyes = int(rand() * 89) + 8 }
		else if (r < 0.75) { c = "cicha"; eyes = int(rand() * 89) + 8 }
		else if (r < 0.82) { c = "gran"; eyes = int(rand() * 89) + 8 }
		else if (r < 0.92) { c = "zolo"; eyes = int(rand() * 89) + 8 }
		else if (r < 0.95) { c = "gran-du"; eyes = rand() < 0.7 ? 104 : int(rand() * 80) + 10 }
		else if (r < 0.98) { c = "zolo-du"; eyes = rand() < 0.7 ? 104 : int(rand() * 80) + 10 }
		else { c = "baska"; eyes = 104; k = 0 }
		if (partner == decl) partner = decl % 4 + 1;
		printf "Bench Open,%d,%d,%d,%s,%s,%s,%s,%s,%d,%s,%d,%d,0\n", session, table, deal,
		    seat[0], seat[1], seat[2], seat[3], c, decl, partner, k, eyes;
	}
}
