# The seed's readings (rules/manewry.md §8), on the board of battery.rules:
# a mine laid next to the square the trałowiec left; a turn that only lays a
# mine (refused: "nie liczy się za ruch"); a ship stopping next to a battery
# and the battery firing; an attack out of neutral waters (refused); a move
# through a battery's zone (refused: "nie mogą przechodzić").
[Event "Przykład: odczyty ziarna"]
[Date "2026-12-05"]
[Players "Ania; Bartek"]
[First "1"]
[Setup1 "DE A1 PA B1 RA C1 OP D1 ES E1 KR B2 TR C2 NI D2 BA B3"]
[Setup2 "DE A10 PA B10 RA C10 OP D10 ES E10 KR B9 TR C9 NI D9 BA D8"]
[Play]
1: C2-C3-C4
2: C9-C8-C7
1: C4-D4-E4 mine B4
2: D9-C8-B7
1: E4 mine F5
2: B7-B6-B5-A4
1: B3 x A4
2: C7-D6
1: D2-C3-D4
2: D6 x D4
1: E4-F4
2: D6-C5
1: F4-G4
2: C5-C4-C3
1: D4 x C5
