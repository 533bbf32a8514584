# A referee at an 80-column terminal (tmux, a laptop's console): every text
# output of the example league fits 80 display columns in English and in
# Polish, or its lines wrap and its columns break. The script runs each
# command in both languages through wc -L (tests/cli/data/width80.sh).

$ sh $EXAMPLES/league/build.sh league.db > /dev/null && bash $TESTDIR/data/width80.sh league.db
76 text outputs, 0 wider than 80 columns or failed

The event list's game column names the game, not a game's number: „gra” in
Polish, where a game number reads „partia”.

$ LANG=pl_PL.UTF-8 referee --db league.db event list | head -1
turniej    data       gra   sezon               rozd. zasady sesje stoły rozegr.
