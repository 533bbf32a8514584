# Global options, help and exit codes (design/cli.md).

$ referee --version
referee 0.1.0

$ referee frobnicate
referee: unknown command 'frobnicate' (see 'referee help')
[2]

$ referee ruleset show nosuch
referee: ruleset show: unknown ruleset 'nosuch' (see 'referee ruleset list')
[2]

A ruleset printed by show reads back; an edit with a bad value is refused
with its line and column.

$ referee ruleset show psb > ours.rules && referee ruleset show --game baska ours.rules | grep -c ' = '
38

$ printf 'base.zolo = 6\nmax_kontra_calls = 9\n' > bad.rules && referee ruleset show bad.rules
referee: bad.rules:2:20: max_kontra_calls: expected a whole number from 0 to 4, not '9'
[2]

$ printf 'base.zolo = 6\nfoo = 1\n' > bad.rules && referee ruleset show bad.rules
referee: bad.rules:2:1: unknown baska ruleset key 'foo'
[2]
