# Polish (issue 15): the prompts of `enter` piped, a refused answer, the
# confirmations and `help` at a prompt; Polish answers (tak/nie) work.

$ referee event add --deals 4 "GP Puck" > /dev/null && LANG=pl_PL.UTF-8 referee table seat "GP Puck" --session 1 --table 1 --new Ala Bartek Celina Darek
sesja 1 stół 1 rozsadzeni:
  miejsce 1: Ala
  miejsce 2: Bartek
  miejsce 3: Celina
  miejsce 4: Darek

$ printf 'zwykła\n1\n3\n0\n70\nnie\ngran\n2\n1\n80\ntak\nhelp\nquit\n' | LANG=pl_PL.UTF-8 referee enter "GP Puck" --session 1 --table 1
GP Puck — sesja 1, stół 1
1: Ala, 2: Bartek, 3: Celina, 4: Darek
polecenia: wróć, anuluj, cofnij, popraw N, protokół, koniec; odpowiedzi: „pomoc”
rozdanie 1, rozdaje Ala (miejsce 1)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykła
  rozgrywający (miejsce 1-4 lub nazwisko)? 1
  partner (miejsce 1-4 lub nazwisko)? 3
  kontry (0-4) [0]? 0
  oczka strony grającej (0-104)? 70
  bok (tak/nie) [nie]? nie
rozdanie 1: zwykła, Starzy 1+3, 70 oczek:
  wygrywają Starzy z wyjściem: +1 -1 +1 -1
razem: Ala +1, Bartek -1, Celina +1, Darek -1
rozdanie 2, rozdaje Bartek (miejsce 2)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? gran
  rozgrywający (miejsce 1-4 lub nazwisko)? 2
  kontry (0-4) [0]? 1
  oczka strony grającej (0-104)? 80
  bok (tak/nie) [nie]? tak
rozdanie 2: gran (bok), Stary 2, 1 kontra, 80 oczek:
  wygrywa Stary z wyjściem: -16 +48 -16 -16
razem: Ala -15, Bartek +47, Celina -15, Darek -17
rozdanie 3, rozdaje Celina (miejsce 3)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? help
Odpowiedzi, po jednej na pytanie:
  gra           zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du lub baska
                (wielkość liter dowolna, z polskimi literami lub bez)
  rozgrywający  miejsce 1-4 albo nazwisko zawodnika, który na nim siedzi
  partner       miejsce 1-4 albo nazwisko, nie rozgrywający (w solo nie pytam)
  kontry        liczba ważnych kontr, 0-4 (pusto: 0)
  oczka         oczka strony grającej, 0-104
  bok           tak lub nie (także yes/no, t/n, y/n, 1/0; pusto: nie)
  W poprawce (popraw N) pusta odpowiedź zachowuje wartość w nawiasie.
  Odpowiedź z bajtem NUL lub innym znakiem sterującym jest odrzucana.
Polecenia, przy każdym pytaniu (angielskie słowo w nawiasie też działa):
  wróć          (back) wróć do poprzedniego pytania bieżącego rozdania
  anuluj        (cancel) porzuć bieżące rozdanie (lub poprawkę): nic nie
                zostaje zapisane
  cofnij        (undo) wycofaj ostatnie zapisane rozdanie, po potwierdzeniu
                tak/nie; tylko między rozdaniami, nigdy w rozdaniu ani
                w poprawce
  popraw N      (fix N) popraw rozdanie N (między rozdaniami); powód jest
                pytany na końcu; gdy wszystkie wartości zostają, nic się nie
                zmienia (bez nowej wersji)
  protokół      (protocol) pokaż dotychczasowy stół: każde rozdanie i sumy
  pomoc         (help) ta lista
  koniec        (quit, q) zakończ; rozdanie w połowie pytań nie jest zapisane
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? quit

$ printf 'zolo\nBartek\npięć\n' | LANG=pl_PL.UTF-8 referee enter "GP Puck" --session 1 --table 1
GP Puck — sesja 1, stół 1
1: Ala, 2: Bartek, 3: Celina, 4: Darek
polecenia: wróć, anuluj, cofnij, popraw N, protokół, koniec; odpowiedzi: „pomoc”
rozdanie 3, rozdaje Celina (miejsce 3)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zolo
  rozgrywający (miejsce 1-4 lub nazwisko)? Bartek
    = Bartek (miejsce 2)
  kontry (0-4) [0]? pięć
! referee: <stdin>:3: kontry: liczba ważnych kontr od 0 do 4, a nie „pięć”
[2]

$ printf 'undo\ntak\nquit\n' | LANGUAGE=pl LC_ALL=C.UTF-8 referee enter "GP Puck" --session 1 --table 1
GP Puck — sesja 1, stół 1
1: Ala, 2: Bartek, 3: Celina, 4: Darek
polecenia: wróć, anuluj, cofnij, popraw N, protokół, koniec; odpowiedzi: „pomoc”
rozdanie 3, rozdaje Celina (miejsce 3)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? undo
ostatnie zapisane rozdanie 2: gran (bok), Stary 2, 1 kontra, 80 oczek:
  wygrywa Stary z wyjściem: -16 +48 -16 -16
  wycofać je (tak/nie)? tak
rozdanie 2 wycofane (zostaje w historii)
razem: Ala +1, Bartek -1, Celina +1, Darek -1
rozdanie 2, rozdaje Bartek (miejsce 2)
  gra (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? quit
