# Unknown options and commands: "did you mean" from the command's own option
# table (cli_getopt_long in src/cli/cli.c), for every command alike; exit 2.

$ referee baska score --contrct zolo --declarer 2 --eyes 60
! referee: baska score: unknown option '--contrct'; did you mean '--contract'?
[2]

$ referee standings --tams "GP Kartuzy"
! referee: standings: unknown option '--tams'; did you mean '--teams'?
[2]

$ referee dice advise --usd ones=3 1 2 3 4 5
! referee: dice advise: unknown option '--usd'; did you mean '--used'?
[2]

$ referee event add --seson "Liga" "GP"
! referee: event add: unknown option '--seson'; did you mean '--season'?
[2]

$ referee player add --clb Gryf "Jan Szulc"
! referee: player add: unknown option '--clb'; did you mean '--club'?
[2]

$ referee rybareni score --formt csv 1-4 1-4
! referee: rybareni score: unknown option '--formt'; did you mean '--format'?
[2]

$ referee export --evnt "GP Kartuzy" deals.csv
! referee: export: unknown option '--evnt'; did you mean '--event'?
[2]

$ referee draw --sesions 2 a b c d
! referee: draw: unknown option '--sesions'; did you mean '--sessions'?
[2]

$ referee dice turn --bye x E 1 P "1 1 1 1 1 -> ones"
! referee: dice turn: unknown option '--bye'; did you mean '--by'?
[2]

# Nothing near enough: no guess.
$ referee baska score --xyzzy
! referee: baska score: unknown option '--xyzzy'
[2]

# A short option: the same letter in the other case, and the long options it starts.
$ referee baska score -F csv
! referee: baska score: unknown option '-F'; did you mean '-f' or '--format'?
[2]

$ referee rybareni check -x examples.ryb
! referee: rybareni check: unknown option '-x'
[2]

# A known option without its value, or with one it does not take.
$ referee baska score --eyes
! referee: baska score: option '--eyes' needs a value
[2]

$ referee baska score -e
! referee: baska score: option '-e' needs a value
[2]

$ referee baska score --bok=yes
! referee: baska score: option '--bok' takes no value
[2]

# An abbreviation is taken when it names one option, refused when several.
$ referee draw --s 3 a b c d
! referee: draw: option '--s' is ambiguous: '--sessions' or '--seed' or '--steps'
[2]

# The global options, before the command.
$ referee --dbb x version 2>&1 | sed -n 1p
referee: unknown option '--dbb'; did you mean '--db'?
[2]

# Unknown commands and subcommands.
$ referee standing "GP Kartuzy"
! referee: unknown command 'standing'; did you mean 'standings'?
[2]

$ referee baska scor 2>&1 | sed -n 1p
referee: baska: unknown command 'scor'; did you mean 'score'?
[2]

$ referee help baska scor
! referee: help: unknown command 'baska scor'; did you mean 'score'?
[2]
