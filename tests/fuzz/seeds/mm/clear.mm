[Players "A; B"]
[Setup1 "TR C6 DE A1"]
[Setup2 "MI D7 DE A20"]
[Play]
1: C6 clear D7
2: A20-B20
1: C6-C5 mine C6
