[Event "Przykład: desant"]
[Date "2026-11-20"]
[Players "Ania; Bartek"]
[First "1"]
[Setup1 "DE D3 RA C3 PA A1 PA B1 PA C1 RA D1 RA E1 KR F1 KR G1 KR H1 NI I1 NI J1 NI K1 NI L1 OP A2 OP B2 OP C2 OP D2 ES E2 ES F2 ES G2 ES H2 TR I2 TR J2 TR K2 TR L2 BA C4 BA E4 BA H4 BA J4"]
[Play]
1: C3-D4
