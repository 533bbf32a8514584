# Long arguments (issue 27, "No overflow anywhere"): a path, name or field of
# any length is either printed whole or refused with exit 2, never truncated
# silently and never a crash. The long strings are made here with printf and
# head, and the outputs compared with what they must hold whole.

Setup: a directory path of 4,000 bytes (16 names of 249 bytes), a deal record
with no Event tag, and a 4 KiB player name.

$ d=$(head -c 249 /dev/zero | tr '\0' d) && p=. && for i in $(seq 16); do p=$p/$d; done && mkdir -p "$p" && echo "$p" > long-dir && echo ${#p}
4001

$ printf '[Session "1"] [Table "4"] [Deal "1"]\n[Dealer "4"]\n[Contract "zwykla"]\n[Declarer "1"]\n[Partner "3"]\n[Kontras "1"]\n[Eyes "70"]\n' > deal.bdn && head -c 4096 /dev/zero | tr '\0' n > long-name

baska check on a record with no Event tag heads its deals with the file's path.
A path of about 505 bytes overflowed a 512-byte heading once the session and
table were added (a crash); a path of any length is printed whole.

$ f=$(cut -d/ -f1-3 long-dir)/x.bdn && cp deal.bdn "$f" && echo ${#f} && referee baska check "$f" > out; echo $?; [ "$(head -1 out)" = "$f, session 1, table 4" ] && echo whole
507
0
whole

$ f=$(cat long-dir)/x.bdn && cp deal.bdn "$f" && echo ${#f} && referee baska check "$f" > out; echo $?; [ "$(head -1 out)" = "$f, session 1, table 4" ] && echo whole
4007
0
whole

enter takes answers of up to 4,096 bytes and quotes a refused one whole; a
longer line is refused after its first 4,097 bytes, never read whole (100 MB
of NUL bytes were once buffered as one line, then refused).

$ referee event add --deals 4 "GP Pipe" > /dev/null && referee table seat "GP Pipe" --session 1 --table 1 --new Ala Bartek Celina Darek > /dev/null && { head -c 4096 /dev/zero | tr '\0' z; echo; } | referee enter "GP Pipe" --session 1 --table 1 > out 2> err; echo $?; grep -c "^referee: <stdin>:1: contract: .*, not '$(head -c 4096 /dev/zero | tr '\0' z)'$" err
2
1

$ { head -c 4097 /dev/zero | tr '\0' z; echo; } | referee enter "GP Pipe" --session 1 --table 1 | tail -1
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? 
! referee: <stdin>:1: an answer longer than 4096 bytes
[2]

$ head -c 100000000 /dev/zero | referee enter "GP Pipe" --session 1 --table 1 | tail -1
  contract (zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska)? 
! referee: <stdin>:1: an answer longer than 4096 bytes
[2]

A reason of 4,096 bytes typed at fix N is stored whole (it was cut at 255).

$ { printf 'zwykla\n1\n3\n0\n70\nno\nfix 1\n\n\n4\n\n\n\n'; head -c 4096 /dev/zero | tr '\0' w; printf '\nquit\n'; } | referee enter "GP Pipe" --session 1 --table 1 > /dev/null && referee deal history "GP Pipe" --session 1 --table 1 --deal 1 --format csv > out && grep -c "$(head -c 4096 /dev/zero | tr '\0' w)" out
1

Names: events, players and teams take 127 bytes and are printed whole
everywhere; a longer one is refused (exit 2), never cut and stored. A team
name had no bound and was cut to 127 bytes by standings --teams.

$ N=$(head -c 127 /dev/zero | tr '\0' N) && A=A$(head -c 126 /dev/zero | tr '\0' a) && referee event add --deals 4 "$N" > /dev/null && referee table seat "$N" --session 1 --table 1 --new "$A" Bartek Celina Darek | grep -c "seat 1: $A$"
1

$ referee event add "$(cat long-name)"
! referee: event name: 1 to 127 bytes expected
[2]

$ referee player add "$(cat long-name)"
! referee: player name: at most 127 bytes
[2]

$ referee table seat GP --session 9 --table 9 --new "$(cat long-name)" B C D
! referee: player name: at most 127 bytes
[2]

$ referee team add "$(cat long-name)" Bartek Celina Darek
! referee: team name: at most 127 bytes
[2]

$ referee event add --season "$(cat long-name)" GP2
! referee: --season: a name of at most 127 bytes expected
[2]

draw took names of 128 bytes, one more than the league stores whole.

$ referee draw --sessions 1 "$(head -c 128 /dev/zero | tr '\0' q)" B C D
! referee: draw: player 1: a name of 1 to 127 bytes expected
[2]

$ REFEREE_EVENT=$(cat long-name) referee protocol --session 1
! referee: $REFEREE_EVENT: an event name of at most 127 bytes expected
[2]

$ referee protocol "$(cat long-name)" --session 1 2> err; echo $?; grep -c "^referee: no event '$(cat long-name)' in referee.db" err
2
1

$ N=$(head -c 127 /dev/zero | tr '\0' N) && A=A$(head -c 126 /dev/zero | tr '\0' a) && T=T$(head -c 126 /dev/zero | tr '\0' t) && referee team add "$T" "$A" Bartek Celina Darek > /dev/null && referee deal add "$N" --session 1 --table 1 --contract zolo --declarer 1 --eyes 70 > /dev/null && for c in "protocol $N --session 1 --table 1" "protocol $N --session 1 --table 1 --wide" "protocol $N --session 1 --table 1 -f csv" "protocol $N --session 1 --table 1 -f html" "protocol $N --session 1" "session $N 1" "standings $N" "standings $N -f csv" "standings $N -f html" "standings $N --teams" "standings $N --teams -f csv" "player list" "event list" "deal history $N --session 1 --table 1 --wide"; do read -r -a w <<< "$c"; referee "${w[@]}" > out || echo "failed: $c"; printf '%s:%s\n' "${c//$N/N}" "$(for s in "$N" "$A" "$T"; do grep -q -- "$s" out && printf ' %s' "${s:0:1}"; done)"; done
protocol N --session 1 --table 1: N A
protocol N --session 1 --table 1 --wide: N A
protocol N --session 1 --table 1 -f csv:
protocol N --session 1 --table 1 -f html: N A
protocol N --session 1: N A
session N 1: N A
standings N: N A
standings N -f csv: A
standings N -f html: N A
standings N --teams: N T
standings N --teams -f csv: T
player list: A T
event list: N
deal history N --session 1 --table 1 --wide:

An unknown option is quoted whole (it was cut at 127 bytes).

$ referee protocol "--$(cat long-name)" 2> err; echo $?; grep -c "^referee: protocol: unknown option '--$(cat long-name)'$" err
2
1

Shell completion folds the whole word (it was cut at 255 bytes): a name is
offered whole, and a 4 KiB word matches nothing.

$ N=$(head -c 127 /dev/zero | tr '\0' N) && referee __complete protocol NNN | grep -cx "$N"; referee __complete protocol "$(cat long-name)N" | wc -l
1
0

Paths of about 4 KiB (a 3,985-byte directory): read and written whole, and a
file that is not there named whole in the message.

$ D=$(cat long-dir) && referee ruleset show psb > "$D/r.rules" && referee baska check --ruleset "$D/r.rules" deal.bdn | head -1
deal.bdn, session 1, table 4

$ D=$(cat long-dir) && referee event add --ruleset "$D/r.rules" GP3
! referee: --ruleset: a name or file of at most 127 bytes expected (the event keeps it)
[2]

$ D=$(cat long-dir) && referee import --ruleset "$D/r.rules" x.csv
! referee: --ruleset: a name or file of at most 127 bytes expected (the event keeps it)
[2]

$ D=$(cat long-dir) && printf 'event,session,table,deal,seat1,seat2,seat3,seat4,contract,declarer,eyes\nGP4,1,1,1,Ala,Bartek,Celina,Darek,zolo,1,70\n' > "$D/i.csv" && referee import "$D/i.csv" | sed "s|$D|D|"
D/i.csv: 1 deal imported

$ D=$(cat long-dir) && printf '[Event "GP4"]\n[Session "1"] [Table "1"] [Deal "2"]\n[Seats "Ala; Bartek; Celina; Darek"]\n[Dealer "2"]\n[Contract "zolo"]\n[Declarer "2"]\n[Kontras "0"]\n[Eyes "70"]\n' > "$D/d.bdn" && referee deal add --file "$D/d.bdn"
deal 2: zolo, Stary 2, 70 eyes: Stary wins z wyjściem: -5 +15 -5 -5

$ D=$(cat long-dir) && referee export --event GP4 --standings "$D/s.csv" "$D/e.csv" && wc -l < "$D/e.csv" && grep -c Bartek "$D/s.csv"
3
1

$ D=$(cat long-dir) && for c in "check $D/nope.bdn" "baska check $D/nope.bdn" "import $D/nope.csv" "deal add GP4 --session 1 --table 1 --file $D/nope.bdn" "ruleset show $D/nope.rules" "baska check --ruleset $D/nope.rules deal.bdn" "export --event GP4 $D/nope/e.csv" "export --event GP4 --standings $D/nope/s.csv $D/e.csv"; do read -r -a w <<< "$c"; referee "${w[@]}" 2> err; printf '%s: exit %d, path whole %d\n' "${c//$D/D}" $? "$(grep -c -- "$D/nope" err)"; done
check D/nope.bdn: exit 2, path whole 1
baska check D/nope.bdn: exit 2, path whole 1
import D/nope.csv: exit 2, path whole 1
deal add GP4 --session 1 --table 1 --file D/nope.bdn: exit 2, path whole 1
ruleset show D/nope.rules: exit 2, path whole 1
baska check --ruleset D/nope.rules deal.bdn: exit 2, path whole 1
export --event GP4 D/nope/e.csv: exit 3, path whole 1
export --event GP4 --standings D/nope/s.csv D/e.csv: exit 3, path whole 1

A --db path longer than SQLite opens (512 bytes, made absolute) is refused
(exit 2) and nothing is created; a missing one is named whole.

$ D=$(cat long-dir) && referee --db "$D/x.db" event list 2> err; echo $?; grep -c "^referee: $D/x.db: no such database" err
3
1

$ D=$(cat long-dir) && referee --db "$D/x.db" event add GP5 2> err; echo $?; grep -c "^referee: $D/x.db: too long a path for a database (SQLite opens paths under 512 bytes, made absolute)$" err; test -e "$D/x.db" || echo not created
2
1
not created
