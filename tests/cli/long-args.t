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

