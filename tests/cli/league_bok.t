# Protocol checks of the deal order (rules §2.4, §7.3): bok rows come in
# blocks of bok_block (4) consecutive deals; a block may be cut short only by
# the end of the rows.

$ referee event add --deals 8 "GP Bok"
event 'GP Bok' added (ruleset psb)

$ referee table seat "GP Bok" --session 1 --table 1 --new Ala Bartek Celina Darek
session 1 table 1 seated:
  seat 1: Ala
  seat 2: Bartek
  seat 3: Celina
  seat 4: Darek

$ for n in 1 2 3; do referee deal add "GP Bok" --session 1 --table 1 --contract zolo --declarer 1 --eyes 70 --bok >/dev/null || exit; done

$ referee protocol "GP Bok" --session 1 --table 1 | grep -c '^ *[123] .* B '
3

$ referee protocol "GP Bok" --session 1 --table 1 >/dev/null

$ referee deal add "GP Bok" --session 1 --table 1 --contract zolo --declarer 1 --eyes 70
deal 4: zolo, Stary 1, 70 eyes: Stary wins z wyjściem: +15 -5 -5 -5

$ referee protocol "GP Bok" --session 1 --table 1 >/dev/null
! referee: protocol: deal 4: the bok-runda from deal 1 stops after 3 of its 4 deals (bok rows come in blocks of 4, §2.4)
[1]

$ referee deal fix "GP Bok" --session 1 --table 1 --deal 4 --bok --why "bok-runda" >/dev/null

$ referee protocol "GP Bok" --session 1 --table 1 >/dev/null
