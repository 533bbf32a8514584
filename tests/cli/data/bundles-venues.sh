#!/usr/bin/env bash
# Three venues of one season, each with its own referee's key (bundles.t):
# GP Kartuzy (two tables, a correction), GP Wejherowo and GP Lębork (one
# table each), and a second laptop at Kartuzy (a copy of its file before
# the correction, corrected differently by another referee). Writes
# league.keys with the venues' keys and the office's.
set -e
r() { referee "$@" > /dev/null; }
export SOURCE_DATE_EPOCH=1773500000
venue() {	# NAME DB EVENT: a key and an event
	REFEREE_KEY_DIR=$PWD/keys-$1 referee key new --name "$1" > /dev/null
	REFEREE_KEY_DIR=$PWD/keys-$1 referee key show >> league.keys
}
venue kartuzy; venue wejherowo; venue lebork; venue kartuzy-b; venue office
export REFEREE_KEY_DIR=$PWD/keys-kartuzy REFEREE_DB=kartuzy.db
r event add 'GP Kartuzy'
r table seat 'GP Kartuzy' -s 1 -t 1 --new Anna Bob Cyryl Dora
r table seat 'GP Kartuzy' -s 1 -t 2 --new Ewa Felek Gosia Henryk
r deal add 'GP Kartuzy' -s 1 -t 1 --contract zwykla --declarer 1 --partner 3 --eyes 70
r deal add 'GP Kartuzy' -s 1 -t 1 --contract zwykla --declarer 2 --partner 4 --eyes 80
r deal add 'GP Kartuzy' -s 1 -t 2 --contract zolo --declarer 3 --eyes 70
cp kartuzy.db kartuzy-b.db
r deal fix 'GP Kartuzy' -s 1 -t 1 --deal 1 --eyes 75 --why 'eyes misread'
REFEREE_KEY_DIR=$PWD/keys-kartuzy-b REFEREE_DB=kartuzy-b.db \
    r deal fix 'GP Kartuzy' -s 1 -t 1 --deal 1 --eyes 50 --why 'counted again'
export REFEREE_KEY_DIR=$PWD/keys-wejherowo REFEREE_DB=wejherowo.db
r event add 'GP Wejherowo'
r table seat 'GP Wejherowo' -s 1 -t 1 --new Anna Ewa Jan Kasia
r deal add 'GP Wejherowo' -s 1 -t 1 --contract gran --declarer 2 --eyes 90
export REFEREE_KEY_DIR=$PWD/keys-lebork REFEREE_DB=lebork.db
r event add 'GP Lębork'
r player add Bob --licence PSB-7
r table seat 'GP Lębork' -s 1 -t 1 --new Bob Dora Jan Lena
r deal add 'GP Lębork' -s 1 -t 1 --contract zwykla --declarer 4 --partner 2 --eyes 61
