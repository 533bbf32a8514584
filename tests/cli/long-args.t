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

