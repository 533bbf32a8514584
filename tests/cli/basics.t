# Global options, help and exit codes (referee(1)).

$ referee --version
referee 0.1.0

$ referee frobnicate
! referee: unknown command 'frobnicate' (see 'referee help')
[2]

$ referee ruleset show nosuch
! referee: ruleset show: unknown ruleset 'nosuch' (see 'referee ruleset list')
[2]

A ruleset printed by show reads back; an edit with a bad value is refused
with its line and column.

$ referee ruleset show psb > ours.rules && grep -v '^#' ours.rules
preset = psb
allow_ask = true
wedding_first_call_only = false
allow_gran = true
du_cancels_kontras = true
cicha_is_solo = true
max_kontra_calls = 4
baska_auto_win = true
gran_void_must_trump = true
gran_must_head = false
win_min_starzy = 53
wyjscie_min_starzy = 27
wyjscie_min_mlodzi = 26
base.zwykla = 1,2,3
base.wesele = 1,2,3
base.cicha = 4
base.gran = 4
base.zolo = 5
base.baska = 5
du_factor = 2
solo_uses_levels = false
level_factor = 1,2,3
mlodzi_win_factor = 1
bok_mode = explicit
bok_triggers = none
bok_block = 4
bok_stack = false
max_multiplier = 64
penalty_distribution = offender_absorbs
decided_mode = arithmetic
claim_rule = best_line
big_points = 5,3,1,0
tie_mode = average
absent_big = 3
absent_small = 35
team_best_n = 4
season_best_n = 0
tie_breaks = small_points

The file shown again has every key and value of psb; only its header differs.

$ referee ruleset show --game baska ours.rules > again.rules; diff ours.rules again.rules
1,2c1
< # baska ruleset 'psb'. Edit values and pass the file with --ruleset FILE.
< preset = psb
---
> # baska ruleset. Edit values and pass the file with --ruleset FILE.
[1]

$ printf 'base.zolo = 6\nmax_kontra_calls = 9\n' > bad.rules && referee ruleset show bad.rules
! referee: bad.rules:2:20: max_kontra_calls: expected a whole number from 0 to 4, not '9'
[2]

$ printf 'base.zolo = 6\nfoo = 1\n' > bad.rules && referee ruleset show bad.rules
! referee: bad.rules:2:1: unknown baska ruleset key 'foo'
[2]
