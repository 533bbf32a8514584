# Polish (issue 15). With a Polish locale every message, prompt, header and
# help text is Polish; game words stay Polish in both languages. The tool
# needs no generated pl_PL.UTF-8 locale: when the C library cannot load it,
# the catalogue is still chosen from LC_ALL, LC_MESSAGES or LANG (and
# LANGUAGE, as GNU gettext reads it, comes first). LC_ALL=C is English.

An error, in both ways of asking for Polish:

$ LANG=pl_PL.UTF-8 referee frobnicate
! referee: nieznane polecenie „frobnicate” (zob. „referee help”)
[2]

$ LANGUAGE=pl LC_ALL=C.UTF-8 referee frobnicate
! referee: nieznane polecenie „frobnicate” (zob. „referee help”)
[2]

$ LC_MESSAGES=pl_PL.UTF-8 referee standngs
! referee: nieznane polecenie „standngs”; czy chodziło o „standings”?
[2]

The names offered for a typo stand in the Polish quotes too, an option's and
a group's command's; the group is named once, as an option's command is
("player:", not "referee player:"):

$ LANG=pl_PL.UTF-8 referee player add --klub Hel "Jan Nowak"
! referee: player add: nieznana opcja „--klub”; czy chodziło o „--club”?
[2]

$ LANG=pl_PL.UTF-8 referee deal add --kontrakt zwykla
! referee: deal add: nieznana opcja „--kontrakt”; czy chodziło o „--contract” lub „--kontras”?
[2]

$ LANG=pl_PL.UTF-8 referee player lsit 2>&1 | sed -n 1p
referee: player: nieznane polecenie „lsit”; czy chodziło o „list”?
[2]

$ LC_ALL=C LANG=pl_PL.UTF-8 referee frobnicate
! referee: unknown command 'frobnicate' (see 'referee help')
[2]

A usage error and the usage of a group (the continuation lines line up under
the longer Polish word):

$ LANG=pl_PL.UTF-8 referee deal add --session 1
! referee: użycie: referee deal add [TURNIEJ] --session S --table T [--deal N]
!                             --contract C --declarer MIEJSCE [--partner MIEJSCE]
!                             [--kontras K] --eyes N [--bok]
!                             [--points "P1 P2 P3 P4"] [--by KTO]
[2]

$ LANG=pl_PL.UTF-8 referee table
! użycie: referee table POLECENIE ...
!         referee table absent [TURNIEJ] --session S --table T [--present]
!                    MIEJSCE|GRACZ
!         referee table seat [TURNIEJ] --session S --table T [--new] P1 P2 P3 P4
[2]

The help, the list of commands and a command's own help:

$ LANG=pl_PL.UTF-8 referee help | head -6
użycie: referee [--db PLIK] POLECENIE [ARGUMENTY ...]
        referee help [POLECENIE [PODPOLECENIE]]
        referee --version
.
Polecenia:
  baska        Baśka: dozwolone karty, licytacje, zapisy i protokoły rozdań

$ LANG=pl_PL.UTF-8 referee help | tail -3
.
Kod wyjścia: 0 powodzenie, 1 złamana zasada, 2 błąd wywołania lub
nieczytelne dane, 3 błąd systemu lub bazy danych. Zob. referee(1).

$ LANGUAGE=pl LC_ALL=C.UTF-8 referee help player
użycie: referee player POLECENIE ...
        referee player add [--club C] [--licence L] [--new --new] NAZWA
        referee player list [-f text|csv]
        referee player merge A B
        referee player remove NAZWA
        referee player rename [--new --new] STARE NOWE
.
liga: rejestruj zawodników i wypisuj ich listę
.
Polecenia:
  add          zarejestruj zawodnika
  list         lista zawodników (w polskiej kolejności alfabetycznej)
  merge        połącz zawodnika B z zawodnikiem A
  remove       usuń zawodnika, który nigdy nie grał
  rename       zmień nazwisko zawodnika
.
Zawodnicy w bazie: dodaj zawodnika z klubem i licencją, wypisz listę, zmień
nazwisko, połącz dwa wpisy tej samej osoby albo usuń zawodnika, który nigdy
nie grał. Nazwiska są znajdowane z polskimi literami lub bez i w dowolnej
wielkości liter.
.
Przykład:
  referee player list

$ LANG=pl_PL.UTF-8 referee help table seat
użycie: referee table seat [TURNIEJ] --session S --table T [--new] P1 P2 P3 P4
.
posadź czterech zawodników przy stole, od miejsca 1 (- to puste miejsce)
.
Miejsce 1 rozdaje pierwsze. Zawodnicy są szukani po nazwisku (bez względu na
wielkość liter, znaki diakrytyczne, powtórzone spacje i kolejność; samo
nazwisko lub samo imię, gdy ma je jeden zawodnik przy stole, inaczej w
turnieju, inaczej w ogóle); nieznane lub niejednoznaczne nazwisko jest
odrzucane z najbliższymi lub z pasującymi, --new rejestruje nieznane.
Ponowne rozsadzenie wypisuje zmiany. Miejsca można zmieniać do wpisania
pierwszego rozdania; zawodnik siedzi przy jednym stole w sesji. Stół z
pustym miejscem to niepełny stół (§7.4).

A player and a team registered are confirmed, as an event is:

$ LANG=pl_PL.UTF-8 referee player add "Jan Nowak" && LANG=pl_PL.UTF-8 referee team add Hel "jan nowak"
dodano zawodnika „Jan Nowak”
dodano drużynę „Hel” (zawodników: 1)
! referee: drużyna „Hel” ma dotąd 1 zawodnika; drużyna potrzebuje 4 lub 5

A game the event cannot take, in the Polish quotes; a dice game entered turn
by turn has "kolejki" for its source, not the English "turns":

$ LANG=pl_PL.UTF-8 referee event add --game kosci Wieczór
! referee: --game: oczekiwano „baska”, „dice”, „fleet”, „flota”, „manewry” lub „rybareni”, a nie „kosci”
[2]

$ referee event add --game dice Wieczór > /dev/null && referee dice start Wieczór Ala Ola > /dev/null && LANG=pl_PL.UTF-8 referee dice games Wieczór
partia  zawodnicy  kolejki  skończona  źródło   wpisane przez
     1  Ala, Ola      0/26  nie        kolejki  nieznany

A live Flota game names its Polish word for ending a turn, the one it takes:

$ printf 'P C3 K G2 T B7 S I9\nP C4 K E2 T H8 S J1\nP: x D4\nkoniec\n' | LANG=pl_PL.UTF-8 referee flota play --players "Ala; Olek"
Ala (gracz 1), twoja flota (cztery pary TYP POLE, np. P C4 K E2 T H8 S J1):
Olek (gracz 2), twoja flota (cztery pary TYP POLE, np. P C4 K E2 T H8 S J1):
Flota: gracz 1 Ala, gracz 2 Olek
tury jak w zapisie: „P: x D5, > C5” (x strzał, > ruch); „koniec” kończy turę
  wcześniej, „pomoc” wylicza, co można wpisać
ruch: Ala (gracz 1)
gracz 1, pancernik, x D4: oparzony P
ruch: Olek (gracz 2)
wynik: wejście skończyło się przed końcem gry (po turze 1)
[1]

A refused dice turn points into the turn's text, named in Polish:

$ LANG=pl_PL.UTF-8 referee dice turn Wieczór --game 1 Ola "1 1 1 3 -> twos"
! referee: kolejka:1:9: oczekiwano pięciu kości, jest 4
[2]

With no user known (no --by, $REFEREE_USER, $USER or $LOGNAME) a row is
stored as entered by "unknown": the text says so in Polish, CSV keeps the word.

$ cp $EXAMPLES/dice/hel-czworo.gdr . && referee --db kto.db event add --game dice Kto > /dev/null && env -u USER -u LOGNAME -u REFEREE_USER referee --db kto.db dice add Kto hel-czworo.gdr > /dev/null && LANG=pl_PL.UTF-8 referee --db kto.db dice games Kto; referee --db kto.db dice games Kto -f csv | sed 's/.*,//'
partia  zawodnicy                      kolejki  skończona  źródło          wpisane przez
     1  Józef, Marta, Bernard, Halina    52/52  tak        hel-czworo.gdr  nieznany
entered_by
unknown
