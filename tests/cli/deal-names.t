# deal add and deal fix take --declarer and --partner as a seat 1-4 or the
# name of the player seated there, as enter does (referee(1), deal add): any
# case, no diacritics, a surname alone or a near typo; the player a name took
# is printed. A name that fits no seated player is refused (exit 2) and
# nothing is stored; a number is taken as before.

$ referee event add --deals 4 "GP Hel" > /dev/null && referee table seat "GP Hel" --session 1 --table 1 --new "Anna Kreft" "Józef Szczypior" "Marek Bach" "Ewa Lis" > /dev/null && referee deal add "GP Hel" -s 1 -t 1 --contract zwykla --declarer jozef --partner "bach" --eyes 70
    = Józef Szczypior (seat 2)
    = Marek Bach (seat 3)
deal 1: zwykła, Starzy 2+3, 70 eyes: Starzy win z wyjściem: -1 +1 +1 -1

$ referee deal add "GP Hel" -s 1 -t 1 --contract zolo --declarer "anna krfet" --eyes 61
    = Anna Kreft (seat 1)
deal 2: zolo, Stary 1, 61 eyes: Stary wins z wyjściem: +15 -5 -5 -5

$ referee deal add "GP Hel" -s 1 -t 1 --contract zolo --declarer zenon --eyes 61
! referee: declarer: a seat from 1 to 4 or a seated player's name, not 'zenon'
[2]

$ referee deal add "GP Hel" -s 1 -t 1 --contract zwykla --declarer Anna --partner KREFT --eyes 70
    = Anna Kreft (seat 1)
! referee: partner: another seat than the declarer (1)
[2]

The Polish version line is 91 columns whole: its outcome and points go on
a second line, so that it fits an 80-column terminal.

$ LANG=pl_PL.UTF-8 referee deal fix "GP Hel" -s 1 -t 1 --deal 1 --partner "ewa lis" --why "partnerem była Ewa" | head -3
    = Ewa Lis (miejsce 4)
wersja 2 rozdanie 1: zwykła, Starzy 2+4, 70 oczek:
  wygrywają Starzy z wyjściem: -1 +1 -1 +1

$ referee deal history "GP Hel" -s 1 -t 1 -f csv | cut -d, -f1-8
deal,version,state,void,contract,declarer,partner,kontras
1,1,superseded,,zwykla,2,3,0
1,2,current,,zwykla,2,4,0
2,1,current,,zolo,1,,0

# The refusals left nothing behind, and the file holds what the tool wrote.
$ referee verify
ok
