# The commands at the prompts of referee enter, from a pipe: back, cancel,
# undo (between deals only, confirmed), fix N, protocol, help, quit.

$ referee event add --deals 3 "Wieczór" > /dev/null && referee table seat "Wieczór" --session 1 --table 1 --new Ala Bartek Celina Darek > /dev/null && referee table seat "Wieczór" --session 1 --table 2 --new Ewa Felek Gosia Henio > /dev/null

back goes to the previous question; after a solo contract it skips the
partner question that was never asked; at the first question it is refused.

$ printf 'zwykla\nback\ngran\n2\nback\n3\n0\nback\nback\n1\n0\n80\nback\n1\n90\nno\n' | referee enter "Wieczór" --session 1 --table 1 | sed -n '4,$p'
deal 1, dealer Ala (seat 1)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykla
  declarer (seat 1-4 or name)? back
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? gran
  declarer (seat 1-4 or name)? 2
  kontras (0-4) [0]? back
  declarer (seat 1-4 or name)? 3
  kontras (0-4) [0]? 0
  eyes of the declaring side (0-104)? back
  kontras (0-4) [0]? back
  declarer (seat 1-4 or name)? 1
  kontras (0-4) [0]? 0
  eyes of the declaring side (0-104)? 80
  bok (yes/no) [no]? back
  eyes of the declaring side (0-104)? 1
  bok (yes/no) [no]? 90
! referee: <stdin>:15: bok: yes or no, not '90'
[2]

$ printf 'zwykla\nback\nback\n' | referee enter "Wieczór" --session 1 --table 1 | tail -1
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? back
! referee: <stdin>:3: back: this is the first question of the deal
[2]

$ printf 'wesele\n1\n2\nback\nback\n4\n3\n1\n60\nyes\n' | referee enter "Wieczór" --session 1 --table 1 | sed -n '5,$p'
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? wesele
  declarer (seat 1-4 or name)? 1
  partner (seat 1-4 or name)? 2
  kontras (0-4) [0]? back
  partner (seat 1-4 or name)? back
  declarer (seat 1-4 or name)? 4
  partner (seat 1-4 or name)? 3
  kontras (0-4) [0]? 1
  eyes of the declaring side (0-104)? 60
  bok (yes/no) [no]? yes
deal 1: wesele (bok), Starzy 4+3, 1 kontra, 60 eyes:
  Starzy win z wyjściem: -4 -4 +4 +4
totals: Ala -4, Bartek -4, Celina +4, Darek +4
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? 

cancel drops the deal in progress at any question; nothing of it is saved
and the same deal number is asked again.

$ printf 'zolo\n2\ncancel\nzwykla\n1\n3\n0\ncancel\nzwykla\n1\n3\n0\n70\ncancel\nquit\n' | referee enter "Wieczór" --session 1 --table 1 | sed -n '4,$p'
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zolo
  declarer (seat 1-4 or name)? 2
  kontras (0-4) [0]? cancel
deal 2 dropped: nothing saved
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykla
  declarer (seat 1-4 or name)? 1
  partner (seat 1-4 or name)? 3
  kontras (0-4) [0]? 0
  eyes of the declaring side (0-104)? cancel
deal 2 dropped: nothing saved
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykla
  declarer (seat 1-4 or name)? 1
  partner (seat 1-4 or name)? 3
  kontras (0-4) [0]? 0
  eyes of the declaring side (0-104)? 70
  bok (yes/no) [no]? cancel
deal 2 dropped: nothing saved
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? quit

$ referee protocol "Wieczór" --session 1 --table 1 | grep 'of 3 deals'; sqlite3 referee.db 'SELECT count(*) FROM deal'
1 of 3 deals entered
1

undo in the middle of a deal is refused with the reason, at every question
(exit 2 from a pipe, at the line of the undo); the saved deal 1 stays.

$ a=(zwykla 1 3 0 70 no); for n in 1 2 3 4 5; do printf '%s\n' "${a[@]:0:n}" undo | referee enter "Wieczór" --session 1 --table 1 > /dev/null; echo "undo after $n answers: exit $?"; done
undo after 1 answers: exit 2
undo after 2 answers: exit 2
undo after 3 answers: exit 2
undo after 4 answers: exit 2
undo after 5 answers: exit 2
! referee: <stdin>:2: undo: only between deals; finish the deal or drop it with 'cancel' ('back' goes to the previous question)
! referee: <stdin>:3: undo: only between deals; finish the deal or drop it with 'cancel' ('back' goes to the previous question)
! referee: <stdin>:4: undo: only between deals; finish the deal or drop it with 'cancel' ('back' goes to the previous question)
! referee: <stdin>:5: undo: only between deals; finish the deal or drop it with 'cancel' ('back' goes to the previous question)
! referee: <stdin>:6: undo: only between deals; finish the deal or drop it with 'cancel' ('back' goes to the previous question)

After a back to the first question the deal is still in progress.

$ printf 'zwykla\nback\nundo\n' | referee enter "Wieczór" --session 1 --table 1 > /dev/null
! referee: <stdin>:3: undo: only between deals; finish the deal or drop it with 'cancel' ('back' goes to the previous question)
[2]

undo and fix during a correction are refused; cancel abandons it. (With
every value kept the correction ends before the reason is asked: nothing
changed; so the reason's prompt is reached with new eyes.)

$ for n in 1 2 3 4 5 6; do { echo 'fix 1'; yes '' | head -n $((n - 1)); echo undo; } | referee enter "Wieczór" --session 1 --table 1 > /dev/null; echo "exit $?"; done | uniq -c
      6 exit 2
! referee: <stdin>:2: undo: not during a correction ('cancel' abandons the correction)
! referee: <stdin>:3: undo: not during a correction ('cancel' abandons the correction)
! referee: <stdin>:4: undo: not during a correction ('cancel' abandons the correction)
! referee: <stdin>:5: undo: not during a correction ('cancel' abandons the correction)
! referee: <stdin>:6: undo: not during a correction ('cancel' abandons the correction)
! referee: <stdin>:7: undo: not during a correction ('cancel' abandons the correction)

$ printf 'fix 1\n\n\n\n\n33\n\nundo\n' | referee enter "Wieczór" --session 1 --table 1 > /dev/null
! referee: <stdin>:8: undo: not during a correction ('cancel' abandons the correction)
[2]

$ printf 'fix 1\n\nfix 2\n' | referee enter "Wieczór" --session 1 --table 1 > /dev/null
! referee: <stdin>:3: fix 2: not during a correction ('cancel' abandons the correction)
[2]

$ printf 'fix 1\n\n\n1\ncancel\nquit\n' | referee enter "Wieczór" --session 1 --table 1 | sed -n '5,$p'
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? fix 1
correcting deal 1 (empty answer keeps the value in brackets)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska) [wesele]? 
  declarer (seat 1-4 or name) [4]? 
  partner (seat 1-4 or name) [3]? 1
  kontras (0-4) [1]? cancel
correction of deal 1 abandoned: deal 1 stays
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? quit

undo between deals asks for a confirmation: no (or cancel) keeps the deal,
yes withdraws it; anything else is refused.

$ printf 'undo\nno\nundo\ncancel\nundo\nperhaps\n' | referee enter "Wieczór" --session 1 --table 1 | sed -n '4,$p'
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? undo
the last saved deal 1: wesele (bok), Starzy 4+3, 1 kontra, 60 eyes:
  Starzy win z wyjściem: -4 -4 +4 +4
  withdraw it (yes/no)? no
undo not done: deal 1 stays
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? undo
the last saved deal 1: wesele (bok), Starzy 4+3, 1 kontra, 60 eyes:
  Starzy win z wyjściem: -4 -4 +4 +4
  withdraw it (yes/no)? cancel
undo not done: deal 1 stays
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? undo
the last saved deal 1: wesele (bok), Starzy 4+3, 1 kontra, 60 eyes:
  Starzy win z wyjściem: -4 -4 +4 +4
  withdraw it (yes/no)? perhaps
! referee: <stdin>:6: withdraw it (yes/no): yes or no, not 'perhaps'
[2]

$ printf 'undo\ntak\nundo\nyes\nundo\n' | referee enter "Wieczór" --session 1 --table 1 | sed -n '4,$p'
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? undo
the last saved deal 1: wesele (bok), Starzy 4+3, 1 kontra, 60 eyes:
  Starzy win z wyjściem: -4 -4 +4 +4
  withdraw it (yes/no)? tak
deal 1 withdrawn (kept in its history)
totals: Ala 0, Bartek 0, Celina 0, Darek 0
deal 1, dealer Ala (seat 1)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? undo
! referee: <stdin>:3: undo: no deal is saved at this table
[2]

$ referee deal history "Wieczór" --session 1 --table 1 -f csv | cut -d, -f1-4,17
deal,version,state,void,reason
1,1,superseded,,
1,2,current,withdrawn,undo at the table

undo once every deal is entered, at the command prompt.

$ printf 'zwykla\n1\n3\n0\n70\nno\nzolo\n2\n0\n40\nno\ngran\nHenio\n0\n61\nno\nundo\nyes\nquit\n' | referee enter "Wieczór" --session 1 --table 2 | tail -7
the last saved deal 3: gran, Stary 4, 61 eyes:
  Stary wins z wyjściem: -4 -4 -4 +12
  withdraw it (yes/no)? yes
deal 3 withdrawn (kept in its history)
totals: Ewa +6, Felek -16, Gosia +6, Henio +4
deal 3, dealer Gosia (seat 3)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? quit

protocol shows the table so far, at any question, and the question is asked
again; quit in the middle of a deal says that it is not saved.

$ printf 'zolo\nprotocol\n3\nquit\n' | referee enter "Wieczór" --session 1 --table 2 | sed -n '4,$p'
deal 3, dealer Gosia (seat 3)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zolo
  declarer (seat 1-4 or name)? protocol
Wieczór — session 1, table 2, so far:
deal 1: zwykła, Starzy 1+3, 70 eyes: Starzy win z wyjściem: +1 -1 +1 -1
deal 2: zolo, Stary 2, 40 eyes: Młodzi win z wyjściem: +5 -15 +5 +5
totals: Ewa +6, Felek -16, Gosia +6, Henio +4
  declarer (seat 1-4 or name)? 3
  kontras (0-4) [0]? quit
deal 3 is not saved

help lists every answer and command, then the question is asked again.

$ printf 'help\nquit\n' | referee enter "Wieczór" --session 1 --table 2 | sed -n '5,$p'
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? help
Answers, one per question:
  contract  zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du or baska
            (any case, with or without Polish letters)
  declarer  a seat 1-4 or the name of the player seated there
  partner   a seat 1-4 or a name, not the declarer (not asked for a solo)
  kontras   the effective kontras, 0-4 (empty: 0)
  eyes      the eyes of the declaring side, 0-104
  bok       yes or no (also tak/nie, y/n, 1/0; empty: no)
  In a correction (fix N) an empty answer keeps the value in brackets.
  An answer holding a NUL byte or another control character is refused.
Commands, at any question (the Polish word in brackets works too):
  back      (wróć) go to the previous question of the deal in progress
  cancel    (anuluj) drop the deal in progress (or the correction):
            nothing is saved
  undo      (cofnij) withdraw the last saved deal, after a yes/no
            confirmation; only between deals, never in a deal or a correction
  fix N     (popraw N) correct deal N (between deals); the reason is asked
            last; with every value kept nothing changes (no new version)
  protocol  (protokół) show the table so far: every deal and the totals
  help      (pomoc) this list
  quit      (koniec, q) stop; a deal half asked is not saved
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? quit

A table with a player marked absent takes no deals (exit 1, the reason).

$ referee table absent "Wieczór" --session 1 --table 2 Gosia > /dev/null && printf 'zwykla\n' | referee enter "Wieczór" --session 1 --table 2
! referee: Wieczór, session 1, table 2: Gosia (seat 3) is marked absent, so the table is scored by the short-table points (§7.4) and takes no deals ('referee table absent --present' if the player is back)
[1]

referee help enter and the man page document every answer and command.

$ referee help enter | grep -E '^  (contract|declarer|partner|kontras|eyes|bok|back|cancel|undo|fix N|protocol|help|quit) ' | awk '{ print $1 }' | xargs -n 7
contract declarer partner kontras eyes bok back
cancel undo fix protocol help quit

$ for w in contract declarer partner kontras eyes bok; do grep -q "^\.It $w\$" $TESTDIR/../../man/referee.1 || echo "man: no answer $w"; done; for w in back cancel undo fix protocol help quit; do grep -q "^\.It Cm $w" $TESTDIR/../../man/referee.1 || echo "man: no command $w"; done; echo checked
checked

The Polish command words, at a Polish or an English prompt alike, any case,
with or without Polish letters: wróć (back), anuluj (cancel), cofnij (undo,
confirmed with tak), popraw N (fix N), protokół (protocol), pomoc (help),
koniec (quit). A Polish word with more after it is an answer, not a command.

$ referee event add --deals 3 "Po polsku" > /dev/null && referee table seat "Po polsku" --session 1 --table 1 --new Irena Jurek Kasia Leszek > /dev/null

$ printf 'zwykla\n1\nwroc\n1\nANULUJ\nzwykla\n1\n3\n0\n70\nnie\nprotokol\ncofnij\ntak\nzolo\n2\n1\n40\nnie\nPopraw 1\n\n\n\n75\n\nliczone jeszcze raz\nkoniec\n' | LANG=pl_PL.UTF-8 referee enter "Po polsku" --session 1 --table 1 | sed -n '3,$p'
polecenia: wróć, anuluj, cofnij, popraw N, protokół, koniec; odpowiedzi: „pomoc”
rozdanie 1, rozdaje Irena (miejsce 1)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykla
  rozgrywający (miejsce 1-4 lub nazwisko)? 1
  partner (miejsce 1-4 lub nazwisko)? wroc
  rozgrywający (miejsce 1-4 lub nazwisko)? 1
  partner (miejsce 1-4 lub nazwisko)? ANULUJ
rozdanie 1 porzucone: nic nie zapisano
rozdanie 1, rozdaje Irena (miejsce 1)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykla
  rozgrywający (miejsce 1-4 lub nazwisko)? 1
  partner (miejsce 1-4 lub nazwisko)? 3
  kontry (0-4) [0]? 0
  oczka strony grającej (0-104)? 70
  bok (tak/nie) [nie]? nie
rozdanie 1: zwykła, Starzy 1+3, 70 oczek:
  wygrywają Starzy z wyjściem: +1 -1 +1 -1
razem: Irena +1, Jurek -1, Kasia +1, Leszek -1
rozdanie 2, rozdaje Jurek (miejsce 2)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? protokol
Po polsku — sesja 1, stół 1, dotychczas:
rozdanie 1: zwykła, Starzy 1+3, 70 oczek:
  wygrywają Starzy z wyjściem: +1 -1 +1 -1
razem: Irena +1, Jurek -1, Kasia +1, Leszek -1
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? cofnij
ostatnie zapisane rozdanie 1: zwykła, Starzy 1+3, 70 oczek:
  wygrywają Starzy z wyjściem: +1 -1 +1 -1
  wycofać je (tak/nie)? tak
rozdanie 1 wycofane (zostaje w historii)
razem: Irena 0, Jurek 0, Kasia 0, Leszek 0
rozdanie 1, rozdaje Irena (miejsce 1)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zolo
  rozgrywający (miejsce 1-4 lub nazwisko)? 2
  kontry (0-4) [0]? 1
  oczka strony grającej (0-104)? 40
  bok (tak/nie) [nie]? nie
rozdanie 1: zolo, Stary 2, 1 kontra, 40 oczek:
  wygrywają Młodzi z wyjściem: +10 -30 +10 +10
razem: Irena +10, Jurek -30, Kasia +10, Leszek +10
rozdanie 2, rozdaje Jurek (miejsce 2)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? Popraw 1
poprawka rozdania 1 (pusta odpowiedź zachowuje wartość w nawiasie)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska) [zolo]? 
  rozgrywający (miejsce 1-4 lub nazwisko) [2]? 
  kontry (0-4) [1]? 
  oczka strony grającej (0-104) [40]? 75
  bok (tak/nie) [nie]? 
  dlaczego (zapisane z poprawką)? liczone jeszcze raz
rozdanie 1: zolo, Stary 2, 1 kontra, 75 oczek:
  wygrywa Stary z wyjściem: -10 +30 -10 -10
razem: Irena -10, Jurek +30, Kasia -10, Leszek -10
rozdanie 2, rozdaje Jurek (miejsce 2)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? koniec

$ printf 'pomoc\nkoniec\n' | referee enter "Po polsku" --session 1 --table 1 | grep -c -E '^  (back|cancel|undo|fix N|protocol|help|quit) +\((wróć|anuluj|cofnij|popraw N|protokół|pomoc|koniec, q)\)'
7

$ printf 'wesele\n1\nwróć teraz\n' | referee enter "Po polsku" --session 1 --table 1 | tail -1
  partner (seat 1-4 or name)? wróć teraz
! referee: <stdin>:3: partner: a seat from 1 to 4 or a seated player's name, not 'wróć teraz'
[2]

Long names on an 80-column terminal: the seats, the totals and the deal
line break between their parts, in English and in Polish (wc -L counts
display columns in a UTF-8 locale; the prompts, which echo the answers
read from a pipe, are left out).

$ referee --db long.db event add --deals 16 Długie >/dev/null && referee --db long.db table seat Długie -s 1 -t 1 --new "Grzegorz Brzęczyszczykiewicz" "Świętopełk Wielkopolanin" "Maria Konopnicka-Zawadzka" "Bartłomiej Szczepankowski" >/dev/null && printf 'zolo\n2\n1\n40\nyes\nundo\nno\nquit\n' | referee --db long.db enter Długie -s 1 -t 1 | grep -v '? '
Długie — session 1, table 1
seat 1 Grzegorz Brzęczyszczykiewicz, seat 2 Świętopełk Wielkopolanin,
  seat 3 Maria Konopnicka-Zawadzka, seat 4 Bartłomiej Szczepankowski
'help' lists answers and commands (back, cancel, undo, fix N, protocol, quit)
deal 1, dealer Grzegorz Brzęczyszczykiewicz (seat 1)
deal 1: zolo (bok), Stary 2, 1 kontra, 40 eyes:
  Młodzi win z wyjściem: +20 -60 +20 +20
totals: Grzegorz Brzęczyszczykiewicz +20, Świętopełk Wielkopolanin -60,
  Maria Konopnicka-Zawadzka +20, Bartłomiej Szczepankowski +20
deal 2, dealer Świętopełk Wielkopolanin (seat 2)
the last saved deal 1: zolo (bok), Stary 2, 1 kontra, 40 eyes:
  Młodzi win z wyjściem: +20 -60 +20 +20
undo not done: deal 1 stays
deal 2, dealer Świętopełk Wielkopolanin (seat 2)

$ for l in C.UTF-8 pl_PL.UTF-8; do w=$(printf 'protocol\nundo\nno\nquit\n' | LC_ALL=$l referee --db long.db enter Długie -s 1 -t 1 | grep -v '? ' | LC_ALL=C.UTF-8 wc -L); [ "$w" -le 80 ] && echo "$l: fits"; done
C.UTF-8: fits
pl_PL.UTF-8: fits

The long-named table's database is honest: verify finds nothing to report.

$ referee --db long.db verify
ok
