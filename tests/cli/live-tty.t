# Live play at a terminal (src/cli/live.c): line editing through libedit,
# driven in a tmux pane by tests/tty/live_edit.sh (a move corrected with the
# Left arrow, a line recalled with Up, the players' names in the prompt and
# the turn lines, setups and hands typed at prompts that do not show them,
# a setup with a typo named and asked again,
# a player's own board cleared from the screen by Enter).
# The script prints SKIP only where tmux is absent.

$ bash $TESTDIR/../tty/live_edit.sh
after show 2 and Enter: Bartek (player 2) to move|Bartek>|
manewry: exit=1
Ania (player 1), your setup (CODE SQUARE pairs on one line), not shown:
  ! column 7: unknown unit code 'XY': expected PA, RA, KR, NI, OP, ES, TR, DE,
Ania (player 1), your setup (CODE SQUARE pairs on one line), not shown:
Bartek (player 2), your setup (CODE SQUARE pairs on one line), not shown:
Ania (player 1) to move
Ania> C2-C3-C4-C5
player 1: C2-C3-C4-C5
Bartek (player 2) to move
maps printed: 2
C2-C3-C4-C5
> 1-1 1-1 1-4 1-5 1-5 1-5 1-6 1-6 2-6 3-3 4-5 4-5 4-6 4-6 6-6 6-6
player 1, your 12 tiles in hand, not shown:
player 2, your 12 tiles in hand, not shown:
player 1: 6-6 from the hand catches 6-6; turns over 2-6, which catches 2-6
exit=1
