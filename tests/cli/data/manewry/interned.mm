# A destroyer shelters in neutral waters and stays too long (§3, §7.8).
[Ruleset "manewry"]
[Setup1 "PA A1 RA B1 KR C1 NI C2 OP D1 ES E1 TR F2 DE H1"]
[Setup2 "PA A10 RA B10 KR C10 NI C9 OP D10 ES E10 TR F9 DE H10"]
[Play]
1: C2-C3-C4-D5
2: F9-F8
1: D1-C2
2: F8-F9
1: C2-D1
2: F9-F8
1: D1-C2
2: F8-F9
1: C2-D1
2: F9-F8 x D5
