#!/bin/sh
# Builds the example dice evening: the third evening of the Jastarnia dice
# league, two games under the seed rules (preset general): ../jastarnia.gdr
# and wieczor-2.gdr. After the second game Anna Kreft and Jan Bigus are level
# on 428 points and share second place.
#
#   sh examples/dice/evening/build.sh [DB]   (default dice.db; $REFEREE = the binary)
#
# Then: referee --db dice.db dice standings "Jastarnia, wieczór 3"
set -e
db=${1:-dice.db}
here=$(dirname "$0")
r=${REFEREE:-referee}
if [ -z "${REFEREE:-}" ] && [ -x ./referee ]; then r=./referee; fi
event="Jastarnia, wieczór 3"
$r --db "$db" event add --game dice --ruleset general --date 2026-11-20 "$event"
$r --db "$db" dice add --by "Stefan Gliszczyński" "$event" "$here/../jastarnia.gdr" \
    "$here/wieczor-2.gdr"
