#!/usr/bin/env bash
# Line editing in `referee enter` at a terminal (libedit), driven through a
# tmux pane: a typo is typed, the cursor moved back with the Left arrow, the
# typo corrected (across a Polish letter), and the stored deal must carry
# the corrected answer. Also checks Backspace, the history (Up recalls an
# answer), `back` at a terminal, a lower-case "łucja" for Łucja, and Ctrl-C
# (the process stops by SIGINT, the deal in progress unsaved). Prints SKIP
# and exits 0 only when tmux is absent.
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
db=$work/e.db
"$bin" --db "$db" event add --deals 4 "Pane" > /dev/null &&
"$bin" --db "$db" table seat "Pane" --session 1 --table 1 --new Łucja Bartek Celina Darek > /dev/null ||
	{ echo "tty: setup failed"; exit 1; }

# Waits until the pane shows the pattern (a prompt) on N lines (default 1); fails after 10 s.
wait_for() {
	local i
	for i in $(seq 100); do
		[ "$(t capture-pane -p -t e | grep -c -- "$1")" -ge "${2:-1}" ] && return 0
		sleep 0.1
	done
	echo "tty: no '$1' in the pane:"; t capture-pane -p -t e; exit 1
}

t -f /dev/null new-session -d -s e -x 150 -y 50 \
    "TERM=xterm LANG=C.UTF-8 '$bin' --db '$db' enter Pane --session 1 --table 1; echo exit=\$?; sleep 30"
wait_for 'contract (zwykla'
# "zwkła": move left 3 (over the two-byte ł), insert the missing "y", Enter.
t send-keys -t e 'zwkła' Left Left Left 'y' Enter
wait_for 'declarer (seat'
t send-keys -t e 'łucja' Enter
wait_for 'partner (seat'
# "4", then back to the declarer: back works at a terminal too.
t send-keys -t e 'back' Enter
wait_for 'declarer (seat' 2
t send-keys -t e '1' Enter
wait_for 'partner (seat' 2
# "2" typed, erased and corrected at the end with BSpace.
t send-keys -t e '2' BSpace '3' Enter
wait_for 'kontras'
t send-keys -t e '0' Enter
wait_for 'eyes of'
# "07" corrected into "70": Left, then delete the "0" before the cursor, End, "0".
t send-keys -t e '07' Left BSpace End '0' Enter
wait_for 'bok (yes'
t send-keys -t e 'no' Enter
wait_for 'deal 2, dealer'
wait_for 'contract (zwykla' 2
# The history: Up recalls the answers back to the first ("zwykła", 8 up).
t send-keys -t e Up Up Up Up Up Up Up Up Enter
wait_for 'declarer (seat' 3
t send-keys -t e 'quit' Enter
wait_for 'exit='
screen=$(t capture-pane -p -t e)
grep -q '\^\[\[D' <<< "$screen" && { echo "tty: an arrow key printed ^[[D:"; echo "$screen"; exit 1; }
echo "$screen" | grep -E '^deal [12]|contract.*zwykła$|^exit='
"$bin" --db "$db" deal history "Pane" --session 1 --table 1 -f csv | cut -d, -f1-10

# Ctrl-C in the middle of a deal stops at once (killed by SIGINT, as before
# libedit), and the deal in progress is not saved. How the process ended is
# read from its parent, a small perl wrapper that waits for it and writes
# its wait status to a file (tmux's own pane_dead_signal was seen empty on a
# loaded machine: tmux may reap the pane without learning how it ended). The
# wrapper ignores SIGINT only after the fork, so the referee keeps the
# default action; Ctrl-C reaches both, as the foreground process group.
status=$work/c.status
t new-session -d -s c -x 150 -y 50 \
    "TERM=xterm LANG=C.UTF-8 perl -e '
	my \$pid = fork; defined \$pid or die;
	if (!\$pid) { exec @ARGV; die }
	\$SIG{INT} = q(IGNORE);
	waitpid(\$pid, 0);
	open(my \$f, q(>), q($status.tmp)) or die; print \$f \$?; close \$f;
	rename(q($status.tmp), q($status));
	sleep 30' '$bin' --db '$db' enter Pane --session 1 --table 1"
wait_for_c() {
	local i
	for i in $(seq 100); do
		t capture-pane -p -t c | grep -q -- "$1" && return 0
		sleep 0.1
	done
	echo "tty: no '$1' in pane c"; t capture-pane -p -t c; exit 1
}
wait_for_c 'contract (zwykla'
t send-keys -t c 'gran' Enter
wait_for_c 'declarer (seat'
t send-keys -t c '2' Enter
wait_for_c 'kontras'
t send-keys -t c C-c
# Up to 60 s: under the sanitizers on a loaded machine it took over 10.
for i in $(seq 600); do
	[ -s "$status" ] && break
	sleep 0.1
done
if [ -s "$status" ]; then
	w=$(cat "$status")
	if [ $((w & 127)) != 0 ]; then sig=$((w & 127)) code=; else sig= code=$((w >> 8)); fi
	echo "after Ctrl-C: dead 1, signal $sig, status '$code'"
else
	echo "after Ctrl-C: still running after 60 s"
fi
# what Ctrl-C said, as Ctrl-D does: the deal asked is not saved
t capture-pane -p -t c | grep -- 'interrupted in deal'
"$bin" --db "$db" protocol "Pane" --session 1 --table 1 | grep 'of 4 deals'
