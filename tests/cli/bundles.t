# The season across venues (issue 33): referee bundle at each venue, the
# bundles carried to the league office, referee merge in any order, the
# conflict queue and referee resolve, bad bundles refused with the office's
# file unchanged, and the standings traced to the referees who signed them.
# tests/cli/data/bundles-venues.sh plays three venues (each its own key) and
# a second laptop at Kartuzy that corrected a deal differently. Keys are
# random: fingerprints print as FPR.

$ bash $TESTDIR/data/bundles-venues.sh && grep -c '^referee-key' league.keys
5

Each venue writes its event as one signed file.

$ for v in kartuzy kartuzy-b wejherowo lebork; do REFEREE_KEY_DIR=$PWD/keys-$v REFEREE_DB=$v.db SOURCE_DATE_EPOCH=1773600000 referee bundle -o $v.bundle "$(REFEREE_DB=$v.db referee event list -f csv | sed -n '2s/,.*//p')"; done | sed 's/([0-9a-f]\{16\})/(FPR)/'
kartuzy.bundle: event 'GP Kartuzy', 2 tables, 4 deal versions, signed by kartuzy (FPR)
kartuzy-b.bundle: event 'GP Kartuzy', 2 tables, 4 deal versions, signed by kartuzy-b (FPR)
wejherowo.bundle: event 'GP Wejherowo', 1 table, 1 deal version, signed by wejherowo (FPR)
lebork.bundle: event 'GP Lębork', 1 table, 1 deal version, signed by lebork (FPR)

$ sed -n '1,7p' kartuzy.bundle | sed 's/ [A-Za-z0-9+/]\{43\}=$/ KEY/; s/ [0-9a-f]\{64\}$/ HASH/'
referee-bundle 1
schema 200
event GP Kartuzy
date -
signer kartuzy KEY
signed-at 2026-03-15T18:40:00Z
head 1 1 3 HASH

A bundle needs the referee's key:

$ REFEREE_KEY_DIR=$PWD/nokey REFEREE_DB=kartuzy.db referee bundle 'GP Kartuzy' -o x.bundle 2>&1 | sed "s|$PWD|.|"
referee: a bundle is signed with the referee's key, and ./nokey has none: make one with 'referee key new'
[2]

At the office: merge the three venues' bundles; the office referee's own
key signs what the merge writes, the venues' signatures of their chain
heads come along, and verify --keys finds every head signed by a listed key.

$ export REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=office.db; referee merge --keys league.keys kartuzy.bundle wejherowo.bundle lebork.bundle | sed 's/([0-9a-f]\{16\})/(FPR)/'
kartuzy.bundle: event 'GP Kartuzy', signed by kartuzy (FPR) at 2026-03-15T18:40:00Z: added 4 deal versions (new players: 8, new tables: 2)
wejherowo.bundle: event 'GP Wejherowo', signed by wejherowo (FPR) at 2026-03-15T18:40:00Z: added 1 deal version (new players: 2, new tables: 1)
lebork.bundle: event 'GP Lębork', signed by lebork (FPR) at 2026-03-15T18:40:00Z: added 1 deal version (new players: 1, new tables: 1)

$ REFEREE_DB=office.db referee verify --keys league.keys
ok

$ REFEREE_DB=office.db referee signers -f csv | sed 's/,[A-Za-z0-9+/]\{43\}=,/,KEY,/'
event,session,table,deals,signed_by,signer_key,bundle_signed_at
GP Kartuzy,1,1,2,kartuzy,KEY,2026-03-15T18:40:00Z
GP Kartuzy,1,2,1,kartuzy,KEY,2026-03-15T18:40:00Z
GP Lębork,1,1,1,lebork,KEY,2026-03-15T18:40:00Z
GP Wejherowo,1,1,1,wejherowo,KEY,2026-03-15T18:40:00Z

The players were found by name (Anna, Bob, Dora, Ewa and Jan sat at two
venues): eleven players, not sixteen.

$ REFEREE_DB=office.db referee player list -f csv | cut -d, -f1,3 | sort
Anna,
Bob,
Cyryl,
Dora,
Ewa,
Felek,
Gosia,
Henryk,
Jan,
Kasia,
Lena,
player,licence

A bundle sent twice changes nothing and says so (the file's bytes stay):

$ cksum < office.db > before; REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=office.db referee merge --keys league.keys kartuzy.bundle; cksum < office.db | cmp - before && echo unchanged
kartuzy.bundle: already merged: nothing changed
unchanged

The second laptop at Kartuzy corrected deal 1 otherwise: put to a referee,
never merged silently. Deal 2 and table 2 agree and are there already.

$ REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=office.db referee merge --keys league.keys kartuzy-b.bundle
kartuzy-b.bundle: event 'GP Kartuzy', session 1, table 1, deal 1: the bundle's version 2 disagrees with version 2 here: put in the conflict queue (referee conflicts)
[1]

$ REFEREE_DB=office.db referee conflicts -f csv | cut -d, -f1-7,11-12,16,18
event,session,table,deal,side,version,contract,eyes,points1,entered_by,signed_by
GP Kartuzy,1,1,1,office,2,zwykla,75,1,unknown,kartuzy
GP Kartuzy,1,1,1,venue,2,zwykla,50,-1,unknown,kartuzy-b

$ REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=office.db referee merge --keys league.keys kartuzy-b.bundle
kartuzy-b.bundle: already merged: nothing changed

A referee settles it as the deal's next, signed version:

$ REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=office.db referee resolve 'GP Kartuzy' -s 1 -t 1 --deal 1 --take venue --why 'the second count was witnessed' --by Sędzia
event 'GP Kartuzy', session 1, table 1, deal 1: settled as version 3 (the venue's version)

$ REFEREE_DB=office.db referee conflicts -f csv; REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=office.db referee resolve 'GP Kartuzy' -s 1 -t 1 --deal 1 --take office --why again
event,session,table,deal,side,version,contract,declarer,partner,kontras,eyes,points1,points2,points3,points4,entered_by,entered_at,signed_by,signer_key,signed_at
! referee: deal 1 has no open conflict
[1]

$ REFEREE_DB=office.db referee deal history 'GP Kartuzy' -s 1 -t 1 --deal 1 -f csv | cut -d, -f1,2,10,15,17; REFEREE_DB=office.db referee verify --keys league.keys
deal,version,eyes,entered_by,reason
1,1,70,unknown,
1,2,75,unknown,eyes misread
1,3,50,Sędzia,the second count was witnessed
ok

Bad bundles are refused, and the office's file keeps its bytes: cut
short, edited after signing, signed by a key the league does not list, a
newer format, and a venue file changed behind the tool's back before it
was bundled (its chain no longer holds).

$ head -c 400 wejherowo.bundle > cut.bundle; cp lebork.bundle edited.bundle; printf Z | dd of=edited.bundle bs=1 seek=500 conv=notrunc 2>/dev/null; grep -v '^referee-key lebork ' league.keys > other.keys; sed '1s/ 1$/ 9/' lebork.bundle > newer.bundle; cksum < office.db > before; echo done
done

$ REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=office.db referee merge --keys league.keys cut.bundle
! referee: cut.bundle:9:1: the bundle ends early (cut short?)
[2]

$ REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=office.db referee merge --keys league.keys edited.bundle
! referee: edited.bundle: the signature does not match: the bundle was changed after lebork signed it, or damaged
[1]

$ REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=office.db referee merge --keys other.keys lebork.bundle 2>&1 | sed 's/([0-9a-f]\{16\})/(FPR)/'
referee: lebork.bundle: signed by 'lebork' (FPR), a key not in other.keys: refused
[1]

$ REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=office.db referee merge --keys league.keys newer.bundle
! referee: newer.bundle:1:16: bundle format 9 is newer than this referee's (1): update referee
[2]

$ cp lebork.db forged.db; sqlite3 forged.db "DROP TRIGGER deal_next_version; DROP TRIGGER deal_reason; DROP TRIGGER deal_archive; UPDATE deal SET eyes = 20"; REFEREE_KEY_DIR=$PWD/keys-lebork REFEREE_DB=forged.db referee bundle 'GP Lębork' -o forged.bundle > /dev/null; REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=fresh.db referee merge --keys league.keys forged.bundle
! referee: forged.bundle: event 'GP Lębork', session 1, table 1, link 1: the version does not hash to its link (changed after it was linked)
[1]

$ cksum < office.db | cmp - before && echo unchanged
unchanged

Any order, the same season: every order of the four bundles (Kartuzy
sent once early, then again extended by a deal played later) gives the
same standings, export and conflicts-free verify at a fresh office.

$ cp kartuzy.db k2.db; REFEREE_KEY_DIR=$PWD/keys-kartuzy REFEREE_DB=k2.db referee deal add 'GP Kartuzy' -s 1 -t 2 --contract zwykla --declarer 1 --partner 2 --eyes 65 > /dev/null; REFEREE_KEY_DIR=$PWD/keys-kartuzy REFEREE_DB=k2.db referee bundle 'GP Kartuzy' -o k2.bundle | sed 's/([0-9a-f]\{16\})/(FPR)/'
k2.bundle: event 'GP Kartuzy', 2 tables, 5 deal versions, signed by kartuzy (FPR)

$ for order in "kartuzy k2 wejherowo lebork" "k2 kartuzy lebork wejherowo" "lebork k2 wejherowo kartuzy" "wejherowo lebork kartuzy k2" "kartuzy lebork k2 wejherowo"; do rm -f o.db*; for b in $order; do REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=o.db referee merge --keys league.keys $b.bundle > /dev/null; done; for e in 'GP Kartuzy' 'GP Wejherowo' 'GP Lębork'; do REFEREE_DB=o.db referee standings "$e" -f csv; REFEREE_DB=o.db referee protocol "$e" -s 1 -f csv; done > "out-$order"; REFEREE_DB=o.db referee verify --keys league.keys; done; md5sum out-* | cut -d' ' -f1 | sort -u | wc -l
ok
ok
ok
ok
ok
1

$ for b in lebork k2 kartuzy; do REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=o2.db referee merge --keys league.keys $b.bundle; done | sed 's/([0-9a-f]\{16\})/(FPR)/; s/ at [0-9TZ:-]*:/:/'
lebork.bundle: event 'GP Lębork', signed by lebork (FPR): added 1 deal version (new players: 4, new tables: 1)
k2.bundle: event 'GP Kartuzy', signed by kartuzy (FPR): added 5 deal versions (new players: 6, new tables: 2)
kartuzy.bundle: event 'GP Kartuzy': nothing new (every deal version is here already)

In Polish:

$ LANG=pl_PL.UTF-8 REFEREE_KEY_DIR=$PWD/keys-office REFEREE_DB=office.db referee merge --keys league.keys cut.bundle kartuzy.bundle
kartuzy.bundle: już scalony: nic się nie zmieniło
! referee: cut.bundle:9:1: pakiet urywa się za wcześnie (ucięty?)
[2]
