# referee baska analyse and baska legal --solve (issue 35): the double-dummy
# value of a deal, the cost of every card, a player's record, and the eyes
# each side takes after every legal card at a disputed position. Best play:
# both sides maximise their own eyes (referee-baska(7), "Analysis").

# The two full records of GP 3, table 4: deal 3 (trick 1: Labuda's Jh
# costs 26) and deal 5, each ended by a claim; the table of every contract
# the seats could declare.
$ cd $EXAMPLES/.. && referee baska analyse examples/gp3-table4.bdn
examples/gp3-table4.bdn:25: deal 3: gran-du, Stary seat 1 (Józef Labuda)
  with best play from the first card the Stary takes 78 eyes (points -24 +8 +8 +8); in the play 104
  trick 1, seat 4 leads: Jh [loses 26 eyes, best Qs], Jc, Jd, 10s
  eyes lost: seat 1 0, seat 2 0, seat 3 0, seat 4 26; the deal 26
  claim by seat 1: with best play its side takes 104, the claim settled 104
  double-dummy table (no kontras):
    zwykła, seat 3 (Kazimiera Formela) and seat 4 (Aleksander Bigus): 69 eyes; points -1 -1 +1 +1
    gran, seat 1 (Józef Labuda): 78 eyes; points +12 -4 -4 -4
    gran-du, seat 1 (Józef Labuda): 78 eyes; points -24 +8 +8 +8
    zolo, seat 1 (Józef Labuda): 19 eyes; points -15 +5 +5 +5
    zolo-du, seat 1 (Józef Labuda): 19 eyes; points -30 +10 +10 +10
    gran, seat 2 (Brunon Kreft): 0 eyes; points +4 -12 +4 +4
    gran-du, seat 2 (Brunon Kreft): 0 eyes; points +8 -24 +8 +8
    zolo, seat 2 (Brunon Kreft): 0 eyes; points +5 -15 +5 +5
    zolo-du, seat 2 (Brunon Kreft): 0 eyes; points +10 -30 +10 +10
    gran, seat 3 (Kazimiera Formela): 0 eyes; points +4 +4 -12 +4
    gran-du, seat 3 (Kazimiera Formela): 0 eyes; points +8 +8 -24 +8
    zolo, seat 3 (Kazimiera Formela): 27 eyes; points +5 +5 -15 +5
    zolo-du, seat 3 (Kazimiera Formela): 27 eyes; points +10 +10 -30 +10
    gran, seat 4 (Aleksander Bigus): 0 eyes; points +4 +4 +4 -12
    gran-du, seat 4 (Aleksander Bigus): 0 eyes; points +8 +8 +8 -24
    zolo, seat 4 (Aleksander Bigus): 26 eyes; points +5 +5 +5 -15
    zolo-du, seat 4 (Aleksander Bigus): 26 eyes; points +10 +10 +10 -30
.
examples/gp3-table4.bdn:39: deal 5: zwykła, Starzy seat 4 (Aleksander Bigus) and seat 3 (Kazimiera Formela)
  with best play from the first card the Starzy take 79 eyes (points -2 -2 +2 +2); they took 104
  trick 1, seat 2 leads: Qh [loses 25 eyes, best 10c], Qs, Qc, Jh
  trick 2, seat 4 leads: Jc, Ad, 10h, Ah
  trick 3, seat 3 leads: As, Qd, 10s, 10d
  trick 4, seat 4 leads: Jd, Ac, 10c, Js
  eyes lost: seat 1 0, seat 2 25, seat 3 0, seat 4 0; the deal 25
  double-dummy table (no kontras):
    zwykła, seat 4 (Aleksander Bigus) and seat 3 (Kazimiera Formela): 79 eyes; points -2 -2 +2 +2
    gran, seat 1 (Józef Labuda): 0 eyes; points -12 +4 +4 +4
    gran-du, seat 1 (Józef Labuda): 0 eyes; points -24 +8 +8 +8
    zolo, seat 1 (Józef Labuda): 0 eyes; points -15 +5 +5 +5
    zolo-du, seat 1 (Józef Labuda): 0 eyes; points -30 +10 +10 +10
    gran, seat 2 (Brunon Kreft): 0 eyes; points +4 -12 +4 +4
    gran-du, seat 2 (Brunon Kreft): 0 eyes; points +8 -24 +8 +8
    zolo, seat 2 (Brunon Kreft): 16 eyes; points +5 -15 +5 +5
    zolo-du, seat 2 (Brunon Kreft): 16 eyes; points +10 -30 +10 +10
    gran, seat 3 (Kazimiera Formela): 26 eyes; points +4 +4 -12 +4
    gran-du, seat 3 (Kazimiera Formela): 26 eyes; points +8 +8 -24 +8
    zolo, seat 3 (Kazimiera Formela): 25 eyes; points +5 +5 -15 +5
    zolo-du, seat 3 (Kazimiera Formela): 25 eyes; points +10 +10 -30 +10
    gran, seat 4 (Aleksander Bigus): 43 eyes; points +4 +4 +4 -12
    gran-du, seat 4 (Aleksander Bigus): 43 eyes; points +8 +8 +8 -24
    zolo, seat 4 (Aleksander Bigus): 17 eyes; points +5 +5 +5 -15
    zolo-du, seat 4 (Aleksander Bigus): 17 eyes; points +10 +10 +10 -30
.
2 deals analysed; 6 records without card play left out

$ cd $EXAMPLES/.. && referee baska analyse -f csv examples/gp3-table4.bdn
file,deal,trick,seat,card,cost
examples/gp3-table4.bdn,3,1,4,Jh,26
examples/gp3-table4.bdn,3,1,1,Jc,0
examples/gp3-table4.bdn,3,1,2,Jd,0
examples/gp3-table4.bdn,3,1,3,10s,0
examples/gp3-table4.bdn,3,,,,26
examples/gp3-table4.bdn,5,1,2,Qh,25
examples/gp3-table4.bdn,5,1,3,Qs,0
examples/gp3-table4.bdn,5,1,4,Qc,0
examples/gp3-table4.bdn,5,1,1,Jh,0
examples/gp3-table4.bdn,5,2,4,Jc,0
examples/gp3-table4.bdn,5,2,1,Ad,0
examples/gp3-table4.bdn,5,2,2,10h,0
examples/gp3-table4.bdn,5,2,3,Ah,0
examples/gp3-table4.bdn,5,3,3,As,0
examples/gp3-table4.bdn,5,3,4,Qd,0
examples/gp3-table4.bdn,5,3,1,10s,0
examples/gp3-table4.bdn,5,3,2,10d,0
examples/gp3-table4.bdn,5,4,4,Jd,0
examples/gp3-table4.bdn,5,4,1,Ac,0
examples/gp3-table4.bdn,5,4,2,10c,0
examples/gp3-table4.bdn,5,4,3,Js,0
examples/gp3-table4.bdn,5,,,,25

# A player's record over the files, ranked by eyes lost per deal.
$ cd $EXAMPLES/.. && referee baska analyse --summary examples/gp3-table4.bdn examples/disputes/gp3-table2.bdn
rank  player             deals  cards  eyes lost per deal  cards at no cost  largest loss
1     Józef Labuda           2      5                0.00            100.0%  0
2     Kazimiera Formela      2      5                0.00            100.0%  0
3     Stefan Kowalski        3      6                2.67             83.3%  8 (deal 12, trick 1)
4     Jan Szulc              3      7               11.67             85.7%  35 (deal 4, trick 1)
5     Wiktor Necel           3      7               12.00             71.4%  35 (deal 4, trick 2)
6     Teresa Bieszk          3      7               12.33             57.1%  18 (deal 8, trick 1)
7     Brunon Kreft           2      5               12.50             80.0%  25 (deal 5, trick 1)
8     Aleksander Bigus       2      5               13.00             80.0%  26 (deal 3, trick 1)
.
5 deals analysed; 7 records without card play left out

$ cd $EXAMPLES/.. && referee baska analyse --summary -f csv examples/gp3-table4.bdn examples/disputes/gp3-table2.bdn
player,deals,cards,eyes_lost_per_deal,zero_cost_share,largest_loss
Józef Labuda,2,5,0.00,1.000,0
Kazimiera Formela,2,5,0.00,1.000,0
Stefan Kowalski,3,6,2.67,0.833,8
Jan Szulc,3,7,11.67,0.857,35
Wiktor Necel,3,7,12.00,0.714,35
Teresa Bieszk,3,7,12.33,0.571,18
Brunon Kreft,2,5,12.50,0.800,25
Aleksander Bigus,2,5,13.00,0.800,26

# The rulebook's worked examples: E1 (deal 1) and E2 (deal 2) in full; the
# total loss of every deal; an illegal card ends the analysis (E1 with P3's
# 10s replaced, disputes/gp3-table2.bdn deal 2).
$ cd $EXAMPLES/.. && referee baska analyse examples/rulebook.bdn | sed -n 1,44p
examples/rulebook.bdn:8: deal 1: zwykła, Starzy seat 4 and seat 3
  with best play from the first card the Starzy take 69 eyes (points -1 -1 +1 +1); they took 70
  trick 1, seat 1 leads: Js [loses 35 eyes, best 10c], Qd, Qs, Ah
  trick 2, seat 4 leads: As [loses 35 eyes, best 10d], Ad, Jh [loses 1 eye, best Qh], 10s
  trick 3, seat 2 leads: Ac, Jd, Qc, 10c
  trick 4, seat 4 leads: 10d, Jc, Qh, 10h
  eyes lost: seat 1 35, seat 2 1, seat 3 0, seat 4 35; the deal 71
  double-dummy table (no kontras):
    zwykła, seat 4 and seat 3: 69 eyes; points -1 -1 +1 +1
    gran, seat 1: 78 eyes; points +12 -4 -4 -4
    gran-du, seat 1: 78 eyes; points -24 +8 +8 +8
    zolo, seat 1: 0 eyes; points -15 +5 +5 +5
    zolo-du, seat 1: 0 eyes; points -30 +10 +10 +10
    gran, seat 2: 0 eyes; points +4 -12 +4 +4
    gran-du, seat 2: 0 eyes; points +8 -24 +8 +8
    zolo, seat 2: 0 eyes; points +5 -15 +5 +5
    zolo-du, seat 2: 0 eyes; points +10 -30 +10 +10
    gran, seat 3: 0 eyes; points +4 +4 -12 +4
    gran-du, seat 3: 0 eyes; points +8 +8 -24 +8
    zolo, seat 3: 24 eyes; points +5 +5 -15 +5
    zolo-du, seat 3: 24 eyes; points +10 +10 -30 +10
    gran, seat 4: 0 eyes; points +4 +4 +4 -12
    gran-du, seat 4: 0 eyes; points +8 +8 +8 -24
    zolo, seat 4: 44 eyes; points +5 +5 +5 -15
    zolo-du, seat 4: 44 eyes; points +10 +10 +10 -30
.
examples/rulebook.bdn:22: deal 2: zwykła, Starzy seat 3 and seat 2
  with best play from the first card the Starzy take 69 eyes (points -1 +1 +1 -1); they took 84
  trick 1, seat 1 leads: Qd [loses 15 eyes, best 10c], Qs, Qc, Ah
  trick 2, seat 4 leads: As, 10s, Jd, Qh
  trick 3, seat 3 leads: 10d, Jh, Ad, Jc
  trick 4, seat 2 leads: Ac, 10h, Js, 10c
  eyes lost: seat 1 15, seat 2 0, seat 3 0, seat 4 0; the deal 15
  double-dummy table (no kontras):
    zwykła, seat 3 and seat 2: 69 eyes; points -1 +1 +1 -1
    gran, seat 1: 0 eyes; points -12 +4 +4 +4
    gran-du, seat 1: 0 eyes; points -24 +8 +8 +8
    zolo, seat 1: 0 eyes; points -15 +5 +5 +5
    zolo-du, seat 1: 0 eyes; points -30 +10 +10 +10
    gran, seat 2: 36 eyes; points +4 -12 +4 +4
    gran-du, seat 2: 36 eyes; points +8 -24 +8 +8
    zolo, seat 2: 0 eyes; points +5 -15 +5 +5
    zolo-du, seat 2: 0 eyes; points +10 -30 +10 +10
    gran, seat 3: 0 eyes; points +4 +4 -12 +4

$ cd $EXAMPLES/.. && referee baska analyse -f csv examples/rulebook.bdn | grep ',,,,'
examples/rulebook.bdn,1,,,,71
examples/rulebook.bdn,2,,,,15
examples/rulebook.bdn,3,,,,26
examples/rulebook.bdn,4,,,,10
examples/rulebook.bdn,5,,,,62
examples/rulebook.bdn,6,,,,25
examples/rulebook.bdn,7,,,,71
examples/rulebook.bdn,8,,,,10
examples/rulebook.bdn,9,,,,10
examples/rulebook.bdn,10,,,,8
examples/rulebook.bdn,11,,,,27
examples/rulebook.bdn,12,,,,28
examples/rulebook.bdn,13,,,,18
examples/rulebook.bdn,14,,,,34
examples/rulebook.bdn,15,,,,42
examples/rulebook.bdn,16,,,,26
examples/rulebook.bdn,17,,,,35
examples/rulebook.bdn,18,,,,40

$ cd $EXAMPLES/.. && referee baska analyse examples/disputes/gp3-table2.bdn | grep -B6 'stops'
examples/disputes/gp3-table2.bdn:8: deal 4: zwykła, Starzy seat 4 (Wiktor Necel) and seat 3 (Stefan Kowalski)
  with best play from the first card the Starzy take 69 eyes (points -1 -1 +1 +1); they took 19
  trick 1, seat 1 leads: Js [loses 35 eyes, best 10c], Qd, Qs, Ah
  trick 2, seat 4 leads: As [loses 35 eyes, best 10d], Ad, Jh [loses 1 eye, best Qh]
  eyes lost: seat 1 35, seat 2 1, seat 3 0, seat 4 35; the deal 71
  the analysis stops at trick 2, seat 3: an illegal or out-of-turn card ends the game there (§5.4; see baska check)

$ cd $EXAMPLES/.. && referee baska analyse -f html examples/gp3-table4.bdn | grep -c '<tr>'
23

# In Polish.
$ cd $EXAMPLES/.. && LANG=pl_PL.UTF-8 referee baska analyse examples/gp3-table4.bdn | head -12
examples/gp3-table4.bdn:25: rozdanie 3: gran-du, Stary miejsce 1 (Józef Labuda)
  przy najlepszej grze od pierwszej karty Stary bierze 78 oczek (punkty -24 +8 +8 +8); w rozgrywce 104
  lewa 1, wychodzi miejsce 4: Jh [traci 26 oczek, najlepsza Qs], Jc, Jd, 10s
  stracone oczka: miejsce 1 0, miejsce 2 0, miejsce 3 0, miejsce 4 26; rozdanie 26
  zgłoszenie reszty przez miejsce 1: przy najlepszej grze jego strona bierze 104, zgłoszenie rozstrzygnęło 104
  tabela przy odkrytych kartach (bez kontr):
    zwykła, miejsce 3 (Kazimiera Formela) i miejsce 4 (Aleksander Bigus): 69 oczek; punkty -1 -1 +1 +1
    gran, miejsce 1 (Józef Labuda): 78 oczek; punkty +12 -4 -4 -4
    gran-du, miejsce 1 (Józef Labuda): 78 oczek; punkty -24 +8 +8 +8
    zolo, miejsce 1 (Józef Labuda): 19 oczek; punkty -15 +5 +5 +5
    zolo-du, miejsce 1 (Józef Labuda): 19 oczek; punkty -30 +10 +10 +10
    gran, miejsce 2 (Brunon Kreft): 0 oczek; punkty +4 -12 +4 +4

$ cd $EXAMPLES/.. && LANG=pl_PL.UTF-8 referee baska analyse --summary examples/gp3-table4.bdn examples/disputes/gp3-table2.bdn
lokata  zawodnik           rozdania  karty  oczka stracone na rozdanie  karty bez straty  największa strata
1       Józef Labuda              2      5                        0.00            100.0%  0
2       Kazimiera Formela         2      5                        0.00            100.0%  0
3       Stefan Kowalski           3      6                        2.67             83.3%  8 (rozdanie 12, lewa 1)
4       Jan Szulc                 3      7                       11.67             85.7%  35 (rozdanie 4, lewa 1)
5       Wiktor Necel              3      7                       12.00             71.4%  35 (rozdanie 4, lewa 2)
6       Teresa Bieszk             3      7                       12.33             57.1%  18 (rozdanie 8, lewa 1)
7       Brunon Kreft              2      5                       12.50             80.0%  25 (rozdanie 5, lewa 1)
8       Aleksander Bigus          2      5                       13.00             80.0%  26 (rozdanie 3, lewa 1)
.
przeanalizowano 5 rozdań; pominięto 7 zapisów bez rozgrywki

# From the league database: the stored full records of an event (deal add
# --file), under the event's ruleset; the file column is the event.
$ cp $EXAMPLES/gp3-table4.bdn . && referee --db f.db deal add --file gp3-table4.bdn >/dev/null && referee --db f.db baska analyse --summary --event "Liga Baśki Pomorze-Kaszuby, GP 3"
rank  player             deals  cards  eyes lost per deal  cards at no cost  largest loss
1     Józef Labuda           2      5                0.00            100.0%  0
2     Kazimiera Formela      2      5                0.00            100.0%  0
3     Brunon Kreft           2      5               12.50             80.0%  25 (deal 5, trick 1)
4     Aleksander Bigus       2      5               13.00             80.0%  26 (deal 3, trick 1)
.
2 deals analysed; 6 records without card play left out

$ referee --db f.db baska analyse -f csv --event "Liga Baśki Pomorze-Kaszuby, GP 3" | sed -n '1,3p;$p'
file,deal,trick,seat,card,cost
"Liga Baśki Pomorze-Kaszuby, GP 3",3,1,4,Jh,26
"Liga Baśki Pomorze-Kaszuby, GP 3",3,1,1,Jc,0
"Liga Baśki Pomorze-Kaszuby, GP 3",5,,,,25

$ referee --db f.db baska analyse --event nope
! referee: no event 'nope' in f.db (see 'referee event list')
[2]

$ referee --db f.db baska analyse --event "Liga Baśki Pomorze-Kaszuby, GP 3" gp3-table4.bdn
! referee: baska analyse: give files, --event or --season, one of them
[2]

# Unreadable input: exit 2.
$ referee baska analyse nosuch.bdn
! referee: nosuch.bdn: No such file or directory
[2]

$ referee baska analyse
! referee: baska analyse: a FILE (- reads standard input) is required
! (see 'referee baska analyse --help')
[2]

# legal --solve, the last two tricks worked on paper (check_baska_analyse.c):
# P1 alone, on lead with Ah Ac: either card gives him 26 eyes.
$ referee baska legal --solve --contract zolo --declarer 1 --leader 1 --hands "Ah Ac / 10h Jd / As 10s / 10c Qd"
seat 1 to play, for the Starzy; eyes from here to the end with best play:
card  Starzy  Młodzi
Ac        26      42
Ah        26      42

# After Ac 10h, P3 holds As and 10s: As now leaves 10s for P1's trick.
$ referee baska legal --solve --contract zolo --declarer 1 --leader 1 --hands "Ah / Jd / As 10s / 10c Qd" --trick "Ac 10h" -f csv
card,starzy_eyes,mlodzi_eyes
As,26,42
10s,27,41

# E1 from the first card: the Starzy (P3 and P4) take 69 with best play; P1's
# Js (played) costs the Młodzi 35 against 10c.
$ referee baska legal --solve --contract zwykla --declarer 4 --partner 3 --leader 1 --hands "Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah" -f csv
card,starzy_eyes,mlodzi_eyes
10c,69,35
Jc,104,0
Js,104,0
Ad,104,0

$ LANG=pl_PL.UTF-8 referee baska legal --solve --contract zwykla --declarer 4 --partner 3 --leader 1 --hands "Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah"
gra miejsce 1 (Młodzi); oczka od tej chwili do końca przy najlepszej grze:
karta  Starzy  Młodzi
10c        69      35
Jc        104       0
Js        104       0
Ad        104       0

# Impossible positions and missing options: exit 2.
$ referee baska legal --solve --contract zolo --declarer 1 --leader 1 --hands "Ah Ac / Ah Jd / As 10s / 10c Qd"
! referee: --hands: card Ah appears twice
[2]

$ referee baska legal --solve --contract zolo --declarer 1 --leader 1 --hands "Ah Ac / 10h Jd / As 10s / 10c Qd" --trick "Ad"
! referee: --hands, --trick: not a position of a deal: every seat holds as many cards as the others, and one more while it has still to play to the current trick
[2]

$ referee baska legal --solve --contract zolo --declarer 1 --leader 1 --hands "Ah Ac / 10h Jd / As 10s / 10c" --trick "Qd"
! referee: --hands, --trick: not a position of a deal: every seat holds as many cards as the others, and one more while it has still to play to the current trick
[2]

$ referee baska legal --solve --contract zolo --declarer 1 --hands "Ah Ac / 10h Jd / As 10s / 10c Qd"
! referee: baska legal: --leader is required
! (see 'referee baska legal --help')
[2]

$ referee baska legal --solve --contract zwykla --declarer 1 --leader 1 --hands "Ah Ac / 10h Jd / As 10s / 10c Qd"
! referee: --partner: zwykła needs the seat of the second Stary
[2]

$ referee baska legal --contract zolo --hand "Ah" --leader 1
! referee: baska legal: --hands, --declarer, --partner and --leader go with --solve
[2]
