#!/usr/bin/env bash
# Live play at a terminal (src/cli/live.c), driven through a tmux pane:
# `manewry play` with the players' names. Each setup is typed at a prompt
# and must not be shown on the pane; a move is typed with a missing start,
# the cursor taken back with the Left arrow and the start inserted (an
# arrow key must edit the line, not be refused as a control byte); the
# history recalls a line with Up; a typo in a setup is named with its
# column and the setup asked again; 'show 2' (the board as player 2 may see
# it) is cleared from the screen by Enter; the prompt and the turn lines name the
# players. Then `rybareni play`: the hands typed at the prompts stay off
# the pane. Prints SKIP and exits 0 only when tmux is absent.
set -u
command -v tmux > /dev/null 2>&1 || { echo "SKIP: tmux is absent"; exit 0; }
root=$(cd "$(dirname "$0")/../.." && pwd)
# The referee on PATH (the golden tests' wrapper), else $REFEREE_BIN, else the build.
bin=$(command -v referee 2> /dev/null) || bin=${REFEREE_BIN:-$root/referee}
case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
work=$(mktemp -d)
sock=$work/tmux.sock
t() { tmux -S "$sock" "$@"; }
trap 't kill-server 2> /dev/null; rm -rf "$work"' EXIT
cp "$root/examples/manewry/small.rules" "$work/" || exit 1

# Waits until pane $1 shows the pattern $2 on N lines (default 1); fails after 20 s.
wait_for() {
	local i
	for i in $(seq 200); do
		[ "$(t capture-pane -p -t "$1" | grep -c -- "$2")" -ge "${3:-1}" ] && return 0
		sleep 0.1
	done
	echo "tty: no '$2' in pane $1:"; t capture-pane -p -t "$1"; exit 1
}

t -f /dev/null new-session -d -s m -x 150 -y 60 \
    "cd '$work' && TERM=xterm LANG=C.UTF-8 '$bin' manewry play --ruleset small.rules \
    --first 1 --players 'Ania; Bartek' -o game.mm; echo exit=\$?; sleep 30"
wait_for m 'Ania (player 1), your setup'
# A typo in the setup: named with its column, the setup asked again.
t send-keys -t m 'PA A1 XY B1' Enter
wait_for m 'Ania (player 1), your setup' 2
t send-keys -t m 'PA A1 RA B1 KR C1 NI C2 OP D1 ES E1 TR F2 DE H1' Enter
wait_for m 'Bartek (player 2), your setup'
t send-keys -t m 'PA A10 RA B10 KR C10 NI C9 OP D10 ES E10 TR F9 DE H10' Enter
wait_for m '^Ania>'
# "C3-C4-C5": Left 8 times to the start, insert "C2-", Enter.
t send-keys -t m 'C3-C4-C5' Left Left Left Left Left Left Left Left 'C2-' Enter
wait_for m '^Bartek>'
t send-keys -t m 'board' Enter
wait_for m '^Bartek>' 2
# The history: Up recalls "board".
t send-keys -t m Up Enter
wait_for m '^Bartek>' 3
screen=$(t capture-pane -p -t m -S -100)
# What only player 2 may see: shown, then cleared from the screen by Enter.
t send-keys -t m 'show 2' Enter
wait_for m 'Enter hides it'
t capture-pane -p -t m | grep -q 'board of player 2' || { echo "tty: show 2 printed no board"; exit 1; }
t send-keys -t m Enter
wait_for m 'Bartek (player 2) to move'
t capture-pane -p -t m | grep -q 'board of player 2' && { echo "tty: the board stayed:"; t capture-pane -p -t m; exit 1; }
echo "after show 2 and Enter: $(t capture-pane -p -t m | grep -v '^$' | tr '\n' '|')"
t send-keys -t m 'quit' Enter
wait_for m 'exit='
echo "manewry: $(t capture-pane -p -t m | grep '^exit=')"
grep -q 'PA A1\|PA A10' <<< "$screen" && { echo "tty: a setup was shown:"; echo "$screen"; exit 1; }
grep -q '\^\[\[D\|0x1b\|control' <<< "$screen" && { echo "tty: an arrow key was refused:"; echo "$screen"; exit 1; }
echo "$screen" | grep -E 'your setup|! column|to move|^player 1:|^Ania>'
echo "maps printed: $(grep -c '^ *1 YYYYYYYY\|^ *1  *Y  *Y' <<< "$screen")"
sed -n 's/^1: //p' "$work/game.mm"

# Rybaření: the hands stay off the pane, the table is shown as typed.
f=$root/examples/rybareni/paluba-2p.ryb
table=$(sed -n 's/^\[Table "\(.*\)"\]/\1/p' "$f")
hand1=$(sed -n 's/^\[Hand1 "\(.*\)"\]/\1/p' "$f")
hand2=$(sed -n 's/^\[Hand2 "\(.*\)"\]/\1/p' "$f")
t new-session -d -s r -x 150 -y 60 \
    "TERM=xterm LANG=C.UTF-8 '$bin' rybareni play; echo exit=\$?; sleep 30"
wait_for r 'face up on the table'
t send-keys -t r "$table" Enter
wait_for r 'player 1, your 12 tiles in hand, not shown'
t send-keys -t r "$hand1" Enter
wait_for r 'player 2, your 12 tiles in hand, not shown'
t send-keys -t r "$hand2" Enter
wait_for r '^1>'
t send-keys -t r '6-6+6-6, 2-6+2-6' Enter
wait_for r '^2>'
t send-keys -t r C-d
wait_for r 'exit='
screen=$(t capture-pane -p -t r -S -100)
grep -qF -- "$hand1" <<< "$screen" && { echo "tty: hand 1 was shown:"; echo "$screen"; exit 1; }
grep -qF -- "$hand2" <<< "$screen" && { echo "tty: hand 2 was shown:"; echo "$screen"; exit 1; }
echo "$screen" | grep -E 'in hand|^player 1:|^exit=|^> '
