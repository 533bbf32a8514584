# Deal records (.bdn) through referee baska check: parse errors with
# FILE:LINE:COL and exit 2, and the canonical form (--canonical).

$ cp $TESTDIR/data/*.bdn . && referee baska check five-cards.bdn
! referee: five-cards.bdn:2:22: a hand has 5 cards, expected 4 (seat 2)
[2]

$ referee baska check - < $TESTDIR/data/five-cards.bdn
! referee: <stdin>:2:22: a hand has 5 cards, expected 4 (seat 2)
[2]

$ cp $TESTDIR/data/*.bdn . && referee baska check mixed.bdn
! referee: mixed.bdn:3:1: a record has either Hands (a full record) or Contract (a result-only record), not both
[2]

$ referee baska check nosuch.bdn
! referee: nosuch.bdn: No such file or directory
[2]

$ printf '[Deal "1"]\n[Dealer "4"] [Foo "x"]\n' | referee baska check -
! referee: <stdin>:2:15: unknown tag 'Foo'
[2]

$ printf '[Deal "1"] [Dealer "5"]\n' | referee baska check -
! referee: <stdin>:1:21: Dealer must be a seat from 1 to 4, not '5'
[2]

$ printf '[Deal "1"] [Dealer "4"]\n[Event "x"]\n' | referee baska check -
! referee: <stdin>:1:1: a record needs either Hands or Contract (Hands for a full record, Contract for a result-only one)
[2]

$ printf '[Deal "1"] [Dealer "4"]\n[Hands "Ah Ah 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ad"]\n' | referee baska check -
! referee: <stdin>:2:12: card Ah appears twice in Hands
[2]

The records before a parse error are reported, and the other files are still
checked; the exit status is the worst one (2).

$ cp $TESTDIR/data/*.bdn . && referee baska check --format csv bad-card.bdn five-cards.bdn | cut -d, -f1-3
deal,contract,declarer
1,zolo,2
! referee: bad-card.bdn:5:19: expected a card (A, 10, Q or J, then c, s, h or d), not 'Kx'
! referee: five-cards.bdn:2:22: a hand has 5 cards, expected 4 (seat 2)
[2]

$ cp $TESTDIR/data/*.bdn . && referee baska check --format csv bad-card.bdn five-cards.bdn > /dev/null 2>&1
[2]

--canonical prints the records back in one canonical form: lenient input
(case, aliases, T/D/W ranks, suit symbols, commas, comments) comes out
canonical, inherited header tags are written into every record.

$ referee baska check --canonical $TESTDIR/data/lenient.bdn
[Event "Turniej w Luzinie"]
[Date "2026-05-01"]
[Seats "Józef; Anna; Brunon; Kaja"]
[Deal "1"]
[Dealer "4"]
[Hands "Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah"]
[Auction]
kontra pass kontra pass pass pass
[Play]
Js Qd Qs Ah
As Ad Jh 10s
Ac Jd Qc 10c
10d Jc Qh 10h
.
[Event "Turniej w Luzinie"]
[Date "2026-05-01"]
[Seats "Józef; Anna; Brunon; Kaja"]
[Deal "2"]
[Dealer "1"]
[Contract "zwykla"]
[Declarer "2"]
[Partner "3"]
[Kontras "1"]
[Eyes "70"]
[Score "-2 +2 +2 -2"]

The canonical form of a canonical file is the same, byte for byte, for every
example file.

$ for f in $EXAMPLES/*.bdn $TESTDIR/data/lenient.bdn; do referee baska check --canonical $f > a; referee baska check --canonical a > b; cmp a b || echo "$f differs"; done; echo done
done

$ cat $EXAMPLES/*.bdn | referee baska check --canonical - > a; referee baska check --canonical a > b; cmp a b && grep -o '^\[Deal "[0-9]*"' b | cut -d'"' -f2 | paste -sd' '
1 2 3 4 5 6 7 8 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19

A parse error in --canonical mode still exits 2.

$ cp $TESTDIR/data/*.bdn . && referee baska check --canonical five-cards.bdn
! referee: five-cards.bdn:2:22: a hand has 5 cards, expected 4 (seat 2)
[2]

$ referee baska check
! referee: baska check: a FILE (- reads standard input) is required
! (see 'referee baska check --help')
[2]
