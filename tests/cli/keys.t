# Heads signed with the referee's key: referee key new / show, the signatures
# every write stores, protocol's signer line and verify --keys. The key
# directory is $REFEREE_KEY_DIR, this file's own (see run.sh); fingerprints
# and keys are random, so they are replaced by FPR and KEY where printed.

No key yet: nothing to show, and writes go unsigned without a word.

$ referee key show 2>&1 | sed "s|$REFEREE_KEY_DIR|KEYDIR|"
referee: KEYDIR/signing.key: no key (make one with 'referee key new')
[1]

$ referee --db early.db event add Wcześniej && sqlite3 early.db "SELECT count(*) FROM head_signature"
event 'Wcześniej' added (ruleset psb)
0

$ referee key new --name Sędzia | sed "s|$REFEREE_KEY_DIR|KEYDIR|; s/[0-9a-f]\{16\}/FPR/; s/ [A-Za-z0-9+/]\{43\}=$/ KEY/"
secret key written to KEYDIR/signing.key (fingerprint FPR); the league's keys file needs the line:
referee-key Sędzia KEY

The secret key is the owner's alone (0600), in a directory only the owner
enters (0700), and never in the database.

$ stat -c '%a %n' $REFEREE_KEY_DIR $REFEREE_KEY_DIR/signing.key | sed "s|$REFEREE_KEY_DIR|KEYDIR|"
700 KEYDIR
600 KEYDIR/signing.key

A secret key others can read is refused, as ssh refuses one, and nothing is
written with it:

$ chmod 640 $REFEREE_KEY_DIR/signing.key && referee --db loose.db player add Luźny 2>&1 | sed "s|$REFEREE_KEY_DIR|KEYDIR|"; ls loose.db 2>&1 | sed 's/^ls: //'; chmod 600 $REFEREE_KEY_DIR/signing.key
referee: KEYDIR/signing.key: the secret key can be read or written by others (mode 0640): refusing to sign with it ('chmod 600' it, or make a new one)
cannot access 'loose.db': No such file or directory

$ referee key show > league.keys && sed 's/ [A-Za-z0-9+/]\{43\}=$/ KEY/' league.keys
referee-key Sędzia KEY

An existing key is kept unless --force:

$ referee key new 2>&1 | sed "s|$REFEREE_KEY_DIR|KEYDIR|"; referee key show | cmp - league.keys && echo same
referee: KEYDIR/signing.key: a key exists already; --force replaces it (the heads it signed stay signed by it)
same

$ referee key new --name 'two words'
! referee: --name: 1 to 63 bytes without spaces or control characters
[2]

$ cp -p $REFEREE_KEY_DIR/signing.key saved.key && referee key new --force --name Sędzia > /dev/null && referee key show | cmp -s - league.keys || echo replaced; stat -c %a $REFEREE_KEY_DIR/signing.key; cp -p saved.key $REFEREE_KEY_DIR/signing.key
replaced
600

The directory: $REFEREE_KEY_DIR, else $XDG_CONFIG_HOME/referee, else
~/.config/referee (made, with its parents, mode 0700).

$ env -u REFEREE_KEY_DIR XDG_CONFIG_HOME=$PWD/xdg referee key new --name x | head -1 | sed "s|$PWD|.|; s/[0-9a-f]\{16\}/FPR/"; stat -c %a xdg/referee
secret key written to ./xdg/referee/signing.key (fingerprint FPR); the league's keys file needs the line:
700

$ env -u REFEREE_KEY_DIR -u XDG_CONFIG_HOME HOME=$PWD/home referee key new --name y | head -1 | sed "s|$PWD|.|; s/[0-9a-f]\{16\}/FPR/"
secret key written to ./home/.config/referee/signing.key (fingerprint FPR); the league's keys file needs the line:

An honest evening with the key: every kind of write signs the heads it moves.

$ referee event add Wieczór > /dev/null && referee table seat Wieczór --session 1 --table 1 --new Anna Bob Cyryl Dora > /dev/null && referee table seat Wieczór --session 1 --table 2 --new Ewa Felek Gosia Henryk > /dev/null && referee deal add Wieczór -s 1 -t 1 --contract zwykla --declarer 1 --partner 3 --eyes 70 > /dev/null && referee deal add Wieczór -s 1 -t 1 --contract zwykla --declarer 2 --partner 4 --eyes 80 > /dev/null && referee deal fix Wieczór -s 1 -t 1 --deal 1 --eyes 75 --why "eyes misread" > /dev/null && referee deal undo Wieczór -s 1 -t 1 > /dev/null && referee deal add Wieczór -s 1 -t 1 --contract zwykla --declarer 3 --partner 1 --eyes 90 > /dev/null && referee table absent Wieczór -s 1 -t 2 Henryk > /dev/null && referee team add --new Gdańsk Anna Bob Cyryl Dora > /dev/null && referee deal add Wieczór -s 1 -t 2 --contract zwykla --declarer 1 --partner 3 --eyes 70 > /dev/null; echo $?
0

$ { head -1 $EXAMPLES/league/deals.csv; grep '^GP Kartuzy,1,1,' $EXAMPLES/league/deals.csv | sed 's/GP Kartuzy/Import/'; } > import.csv && referee event add Import > /dev/null && referee import import.csv > /dev/null && referee verify --keys league.keys
ok

$ sqlite3 referee.db "SELECT chain, count(*), count(DISTINCT public_key) FROM head_signature GROUP BY chain"
ledger|13|1
table|7|1

The protocol prints the head and the fingerprint of the key that signed it:
the first 16 hex digits of BLAKE2b-256 of the public key's 32 bytes.

$ referee protocol Wieczór -s 1 -t 1 | grep '^signed by key:' | tr -d ' ' > shown && cut -d' ' -f3 league.keys | base64 -d | b2sum -l 256 | cut -c1-16 | sed 's/^/signedbykey:/' | cmp - shown && echo same
same

$ referee protocol Wieczór -s 1 -t 1 -f html | grep -c '<p class="chain">signed by key: [0-9a-f]\{4\} [0-9a-f]\{4\} [0-9a-f]\{4\} [0-9a-f]\{4\}</p>'
1

$ referee --db early.db protocol Wcześniej --session 1 --table 1 > /dev/null 2>&1; referee --db early.db table seat Wcześniej -s 1 -t 1 --new A B C D > /dev/null && referee --db early.db deal add Wcześniej -s 1 -t 1 --contract zwykla --declarer 1 --partner 3 --eyes 70 > /dev/null && referee --db early.db protocol Wcześniej -s 1 -t 1 | grep -c '^signed by key: [0-9a-f]'
1

A consistent forgery, made with sqlite3 and b2sum alone (forge.sh): a deal's
declarer and points changed, every link of the table recomputed, its head
moved and the ledger rewritten from the head's link on, the signatures of
both deleted. verify alone cannot tell; verify --keys can.

$ cp referee.db forged.db && echo "UPDATE deal SET declarer = 2, partner = 4, p1 = p2, p2 = p1, p3 = p4, p4 = p3 WHERE table_id = 2 AND number = 1;" | bash $TESTDIR/data/keys/forge.sh forged.db 2 && referee --db forged.db verify
ok

$ referee --db forged.db verify --keys league.keys
event 'Wieczór', session 1, table 2: the head of its chain (link 1) is not signed by a listed key (no valid signature)
the head of the ledger (link 49) is not signed by a listed key (no valid signature)
2 problems found
[1]

The same forgery with the old signatures left in place: verify alone finds
that the chain and the ledger were rewritten after they were signed.

$ cp referee.db forged2.db && echo "UPDATE deal SET declarer = 2, partner = 4, p1 = p2, p2 = p1, p3 = p4, p4 = p3 WHERE table_id = 2 AND number = 1;" | bash $TESTDIR/data/keys/forge.sh --keep-signatures forged2.db 2 && referee --db forged2.db verify | sed 's/as [0-9a-f]\{16\}, but the link is now [0-9a-f]\{16\}/as OLD, but the link is now NEW/'
event 'Wieczór', session 1, table 2: signature 16 signs link 1 as OLD, but the link is now NEW (the chain was rewritten after it was signed)
signature 17 signs link 37 of the ledger as OLD, but the link is now NEW (the ledger was rewritten after it was signed)
signature 18 signs link 38 of the ledger as OLD, but the link is now NEW (the ledger was rewritten after it was signed)
signature 20 signs link 49 of the ledger as OLD, but the link is now NEW (the ledger was rewritten after it was signed)
4 problems found
[1]

A write signed by a key that is not in the league's list:

$ cp referee.db other.db && REFEREE_KEY_DIR=$PWD/other referee key new --name Obcy > /dev/null && REFEREE_KEY_DIR=$PWD/other referee --db other.db deal add Wieczór -s 1 -t 2 --contract zwykla --declarer 2 --partner 4 --eyes 70 > /dev/null && referee --db other.db verify && referee --db other.db verify --keys league.keys | sed 's/key [0-9a-f]\{16\}/key FPR/'
ok
event 'Wieczór', session 1, table 2: the head of its chain (link 2) is signed by key FPR, which is not a listed key
the head of the ledger (link 51) is signed by key FPR, which is not a listed key
2 problems found
[1]

$ REFEREE_KEY_DIR=$PWD/other referee key show >> league.keys && referee --db other.db verify --keys league.keys
ok

A signature changed: verify finds it with or without a keys file.

$ cp referee.db sig.db && sqlite3 sig.db "DROP TRIGGER head_signature_frozen; UPDATE head_signature SET signature = CASE substr(signature, 1, 1) WHEN '0' THEN '1' ELSE '0' END || substr(signature, 2) WHERE id = (SELECT max(id) FROM head_signature WHERE chain = 'table')" && referee --db sig.db verify | grep -v '^trigger'
event 'Import', session 1, table 1: signature 19 of link 16 does not verify (changed behind the tool's back)
2 problems found
[1]

$ { sqlite3 referee.db "UPDATE head_signature SET signed_at = 'x'"; sqlite3 referee.db "DELETE FROM head_signature"; } 2>&1 | grep -o 'E_SIGNATURE_[A-Z]*: [a-z ]*[a-z]' || true
E_SIGNATURE_FROZEN: a signature is never changed
E_SIGNATURE_KEPT: a signature is never deleted

A keys file that cannot be read is unreadable input (exit 2), FILE:LINE:COL:

$ printf '# the league\n\nreferee-key Anna QUJD\n' > bad.keys && referee verify --keys bad.keys
! referee: bad.keys:3:18: expected a key of 32 bytes in base64 (44 characters)
[2]

$ printf 'referee-kee Anna x\n' > bad.keys && referee verify --keys bad.keys
! referee: bad.keys:1:1: expected 'referee-key NAME KEY'
[2]

$ { cat league.keys; echo ' referee-key Anna AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA= extra'; } > bad.keys && referee verify --keys bad.keys
! referee: bad.keys:3:64: expected the end of the line
[2]

$ referee verify --keys missing.keys
! referee: missing.keys: No such file or directory
[2]
