# A referee at an 80-column terminal (tmux, a laptop's console): every text
# output of the example league fits 80 display columns in English and in
# Polish, or its lines wrap and its columns break. The script runs each
# command in both languages through wc -L (tests/cli/data/width80.sh).

$ sh $EXAMPLES/league/build.sh league.db > /dev/null && bash $TESTDIR/data/width80.sh league.db
78 text outputs, 0 wider than 80 columns or failed

The event list's game column names the game, not a game's number: „gra” in
Polish, where a game number reads „partia”.

$ LANG=pl_PL.UTF-8 referee --db league.db event list | head -1
turniej    data       gra   sezon               rozd. zasady sesje stoły rozegr.

Commands that change the league, run on a copy: a correction's version line,
a player marked absent and back (the long names of GP Puck's table 3) and
the dice refusals of the example records, in English and in Polish.

$ cp league.db w.db && for l in C.UTF-8:80 pl_PL.UTF-8:70; do e=${l#*:} l=${l%:*}; w=$( { LC_ALL=$l referee --db w.db deal fix "GP Kartuzy" -s 1 -t 2 --deal 5 --eyes $e --why "przeliczone oczka $l"; LC_ALL=$l referee --db w.db table absent "GP Puck" -s 1 -t 3 2; LC_ALL=$l referee --db w.db table absent "GP Puck" -s 1 -t 3 --present 2; (cd $EXAMPLES/dice && LC_ALL=$l referee dice check naruszenia.gdr; LC_ALL=$l referee dice check -f csv naruszenia.gdr 2>&1 >/dev/null); } 2>&1 | LC_ALL=C.UTF-8 wc -L); [ "$w" -le 80 ] && echo "$l: fits"; done
C.UTF-8: fits
pl_PL.UTF-8: fits

The copy, corrected and with a player marked absent and back, is honest:

$ referee --db w.db verify
ok
