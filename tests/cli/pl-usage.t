# The placeholders of a usage in Polish (issue 28): the operands and option
# values (EVENT, FILE, PLAYER=POINTS ...) read as the Polish manual page
# writes them, through gettext with the context "usage"; option names,
# choices (text|csv) and one-letter values (S, T, N) stay as they are.

A command's help, and one whose operands stand among its options:

$ LANG=pl_PL.UTF-8 referee help battle add
użycie: referee battle add [--by KTO] TURNIEJ PLIK GRACZ=PUNKTY...
.
zapisz partię turnieju: jej zapis oceniony, punkty każdego gracza
.
Dodaje jedną partię do turnieju tej gry (dodanego przez „referee event add
--game GRA”): zapis partii jest czytany i oceniany według zasad turnieju
(zapis łamiący zasadę jest odrzucany), a potem zapisywany z punktami
każdego gracza podanymi jako GRACZ=PUNKTY i wynikającymi z nich lokatami.
Klasyfikacja turnieju („referee standings TURNIEJ”) sumuje punkty ze
wszystkich jego partii.
Kod wyjścia 0, gdy zapisano, 1, gdy zasada odrzuciła zapis, 2 przy złych
argumentach lub nieczytelnym zapisie.

$ LANG=pl_PL.UTF-8 referee help dice card
użycie: referee dice card TURNIEJ --game N [-f text|csv]
.
liga: karty wyników partii turnieju w kości
.
Karta każdego gracza tak, jak wypisuje ją „dice check”, z zapisanych dotąd
kolejek (partia wpisywana kolejka po kolejce może być niedokończona: „-” oznacza
wolną rubrykę). CSV: player,category,points, potem wiersze bonus i total.

The forms of one line, an event's and a season's:

$ LANG=pl_PL.UTF-8 referee standings --help
użycie: referee standings [TURNIEJ] [--teams] | --season NAZWA [--best N]
                   [-f text|csv|html]
.
liga: klasyfikacja turnieju, sezonu lub drużyn

A usage error, from the row being run:

$ LANG=pl_PL.UTF-8 referee dice turn Wieczór 1 "1 2 3 4 5 -> chance"
! referee: użycie: referee dice turn TURNIEJ --game N [--by KTO] GRACZ
!                             "D D D D D [keep D... : D D D D D ...] -> KATEGORIA"
!                             | --undo TURNIEJ PARTIA --why TEKST [--by KTO]
[2]

$ LANG=pl_PL.UTF-8 referee protocol
! referee: użycie: referee protocol [TURNIEJ] --session S [--table T [--blank]]
!                             [--wide] [-f text|csv|html]
[2]

English stays English, and completion reads the English usage whatever the
language (EVENT completes event names):

$ referee help dice card
usage: referee dice card EVENT --game N [-f text|csv]
.
league: the scorecards of a game of a dice event
.
The card of every player as 'dice check' prints it, from the turns stored
so far (a game entered turn by turn may be unfinished: '-' marks an open
category). CSV: player,category,points, then bonus and total rows.

$ referee event add Wieczór > /dev/null; LANG=pl_PL.UTF-8 referee __complete dice card Wi
Wieczór

A usage of three lines, and a group's list with a command of two forms: the
later lines stand under the first after the wider "użycie:", as they do
after "usage:" in English, both where the spec marks a new line ("[--players")
and where a line would pass 80 columns. The widest line of the usage of every
group is at most 80 columns, a terminal's:

$ LANG=pl_PL.UTF-8 referee manewry play --help | head -3
użycie: referee manewry play [--ruleset R] [--map PLIK]
                   [--setup1 PLIK --setup2 PLIK] [--first 1|2]
                   [--players "A; B"] [-o PLIK]
$ LANG=pl_PL.UTF-8 referee help baska | sed -n '8,12p'
        referee baska legal [--ruleset R] --contract C [--trick "KARTY"]
                   --hand "KARTY" [--play KARTA]
        referee baska legal --solve [--ruleset R] --contract C --declarer S
                   [--partner P] --leader L --hands "H1 / H2 / H3 / H4"
                   [--trick "KARTY"] [-f text|csv]
$ for c in baska battle deal dice draw flota manewry rybareni standings; do LANG=pl_PL.UTF-8 referee help $c | sed '/^$/q'; done | LC_ALL=C.UTF-8 wc -L
80
$ for c in baska battle deal dice draw flota manewry rybareni standings; do referee help $c | sed '/^$/q'; done | LC_ALL=C.UTF-8 wc -L
79

The list of commands and of a group's commands: a summary too long for its
line goes on under itself, at most 80 columns in either language:

$ LANG=pl_PL.UTF-8 referee help | grep -A1 '^  draw '
  draw         liga: rozlosuj rozsadzenie sesji tak, by żadnych dwóch zawodników
               nie spotkało się dwa razy
$ for l in C pl_PL.UTF-8; do LANG=$l referee help; for c in baska dice flota rybareni; do LANG=$l referee help $c | sed -n '/^[CP]o[a-z]*:$/,/^$/p'; done; done | LC_ALL=C.UTF-8 wc -L
80

An example whose words are words, not a command's: help resolve's reason is
Polish in the Polish help, the command line around it as written.

$ LANG=pl_PL.UTF-8 referee help resolve | tail -1
  referee resolve "GP Kartuzy" --session 1 --table 1 --deal 1 --take office --why "liczenie biura potwierdził świadek"
