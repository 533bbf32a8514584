# Small slips of the league night (issue 14): counts read 1 X / 2 Xs, solo
# contracts have one Stary, a deal fix that changes nothing adds no version.

$ referee event add --deals 2 "GP Hel" > /dev/null && referee use "GP Hel" > /dev/null && referee table seat -s 1 -t 1 --new Ala Bogna Celina Dorota > /dev/null

A solo contract names its one Stary, a pair both Starzy; one eye, one kontra.

$ referee deal add -s 1 -t 1 --contract zolo --declarer 2 --eyes 1
deal 1: zolo, Stary 2, 1 eye: Młodzi win z wyjściem: +5 -15 +5 +5

$ referee deal add -s 1 -t 1 --contract zwykla --declarer 3 --partner 1 --kontras 1 --eyes 70
deal 2: zwykła, Starzy 3+1, 1 kontra, 70 eyes:
  Starzy win z wyjściem: +2 -2 +2 -2

$ referee protocol -s 1 -t 1 | grep -c "chain head" && referee protocol -s 1 -t 1 | grep "chain head" > head.txt
1

A correction that changes nothing (the same values given, or none) makes no
new version: the history, the chain head and verify are as before.

$ referee deal fix -s 1 -t 1 --deal 1 --eyes 1 --contract zolo --why "checked"
deal 1: nothing changed, version 1 stands (no new version)

$ referee deal fix -s 1 -t 1 --deal 2 --why "checked again"
deal 2: nothing changed, version 1 stands (no new version)

$ referee deal history -s 1 -t 1 -f csv | cut -d, -f1-3
deal,version,state
1,1,current
2,1,current

$ referee protocol -s 1 -t 1 | grep "chain head" | cmp - head.txt && referee verify
ok

A real change still makes version 2.

$ referee deal fix -s 1 -t 1 --deal 1 --eyes 2 --why "one more eye"
version 2 deal 1: zolo, Stary 2, 2 eyes: Młodzi win z wyjściem: +5 -15 +5 +5
standings: no rank moved

At the enter prompt, fix N with every value kept changes nothing either.

$ printf 'fix 1\n\n\n\n\n\nquit\n' | referee enter -s 1 -t 1 | grep -i "nothing\|version"
deal 1: nothing changed, version 2 stands (no new version)

$ referee deal history -s 1 -t 1 -f csv | cut -d, -f1-3 | tail -2
1,2,current
2,1,current

A team short of players says how many it has: 1 player, 2 players.

$ referee team add Gryf Ala
team 'Gryf' added (1 player)
! referee: team 'Gryf' has 1 player so far; a team needs 4 or 5

$ referee team add Sztorm Bogna Celina
team 'Sztorm' added (2 players)
! referee: team 'Sztorm' has 2 players so far; a team needs 4 or 5
