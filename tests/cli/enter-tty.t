# referee enter at a terminal: line editing through libedit, driven in a tmux
# pane by tests/tty/enter_edit.sh (a typo corrected with the Left arrow over
# a Polish letter, one with Backspace, back, the history recalled with Up,
# Ctrl-C in a deal). The script prints SKIP only where tmux is absent.

$ bash $TESTDIR/../tty/enter_edit.sh
deal 1, dealer Łucja (seat 1)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykła
deal 1: zwykła, Starzy 1+3, 70 eyes: Starzy win z wyjściem: +1 -1 +1 -1
deal 2, dealer Bartek (seat 2)
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? zwykła
deal 2 is not saved
exit=0
deal,version,state,void,contract,declarer,partner,kontras,bok,eyes
1,1,current,,zwykla,1,3,0,0,70
after Ctrl-C: dead 1, signal 2, status ''
interrupted in deal 2: it is not saved
1 of 4 deals entered
