# A short game with an illegal turn (1: E2-E3-E4 runs onto the coast),
# a mine laid, and two combats: OP attacks NI first, ES attacks OP.
[Event "Przykład: nieprawidłowy ruch"]
[Date "2026-11-20"]
[Players "Ania; Bartek"]
[First "1"]
[Setup1 "DE D3 RA C3 PA A1 PA B1 PA C1 RA D1 RA E1 KR F1 KR G1 KR H1 NI I1 NI J1 NI K1 NI L1 OP A2 OP B2 OP C2 OP D2 ES E2 ES F2 ES G2 ES H2 TR I2 TR J2 TR K2 TR L2 BA C4 BA E4 BA H4 BA J4"]
[Setup2 "DE A20 PA B20 PA C20 PA D20 RA E20 RA F20 RA G20 KR H20 KR I20 KR J20 NI K20 NI L20 NI A19 NI B19 OP C19 OP D19 OP E19 OP F19 ES G19 ES H19 ES I19 ES J19 TR K19 TR L19 TR A18 TR B18 BA C17 BA E17 BA H17 BA J17"]
[Play]
1: I2-I3-I4
2: F19-E18-D17
1: I4-I5-I6 mine H7
2: D17-D16-D15
1: I1-I4-H5
2: D15-D14-D13
1: E2-E3-E4
2: D13-D12-D11
1: H5-G6-F7
2: D11-D9 x F7
1: F2-G3-H3-I4
2: B18-C18
1: I4-H5-G6 x D9
