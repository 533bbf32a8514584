# Writes landing.mm: a game won by player 1's landing ship (used to build the example).
def sq(c, r): return "%s%d" % (c, r)
cols = "ABCDEFGHIJKL"
# Player 1: rows 1-3. DE D3, RA C3, others fill.
p1 = {"D3": "DE", "C3": "RA"}
rest = ["PA"]*3 + ["RA"]*2 + ["KR"]*3 + ["NI"]*4 + ["OP"]*4 + ["ES"]*4 + ["TR"]*4
free = [c + str(r) for r in (1, 2, 3) for c in cols if c + str(r) not in p1]
for u, s in zip(rest, free): p1[s] = u
p2 = {}
rest2 = ["DE"] + ["PA"]*3 + ["RA"]*3 + ["KR"]*3 + ["NI"]*4 + ["OP"]*4 + ["ES"]*4 + ["TR"]*4
free2 = [c + str(r) for r in (20, 19, 18) for c in cols if c + str(r) not in ("D18", "L18")]
for u, s in zip(rest2, free2): p2[s] = u
def setup(d, bats):
    return " ".join("%s %s" % (u, s) for s, u in d.items()) + " " + " ".join("BA " + b for b in bats)
p1turns = ["C3-D4", "D4-C5", "C5-B6"] + ["B%d-B%d" % (r, r + 1) for r in range(6, 15)] + \
    ["B15-B16 x C17", "B16-C16", "C16-D16 x E17"]
p1turns += ["D3-D4"] + ["D%d-D%d" % (r, r + 1) for r in range(4, 15)] + ["D15-C16", "C16-D17", "D17-D18"]
out = ['[Event "Przykład: desant"]', '[Date "2026-11-20"]', '[Players "Ania; Bartek"]', '[First "1"]',
       '[Setup1 "%s"]' % setup(p1, ["C4", "E4", "H4", "J4"]),
       '[Setup2 "%s"]' % setup(p2, ["C17", "E17", "H17", "J17"]), '[Play]']
p2turns = []
for i in range(len(p1turns)):
    p2turns.append("B18-C18" if i % 2 == 0 else "C18-B18")
for a, b in zip(p1turns, p2turns):
    out.append("1: " + a)
    out.append("2: " + b)
open("landing.mm", "w").write("\n".join(out[:-1]) + "\n")
