#!/bin/sh
# Builds the example league database from the files of this directory:
# the Liga Kaszubska 2026 season, two Grand Prix (Kartuzy: 2 sessions, Puck:
# 1 session), 20 players at 5 tables, 16 result-only deals per table and
# session, four teams, and one correction made after the import.
#
#   sh examples/league/build.sh [DB]        (default league.db; $REFEREE = the binary)
set -e
db=${1:-league.db}
here=$(dirname "$0")
r=${REFEREE:-referee}
if [ -z "${REFEREE:-}" ] && [ -x ./referee ]; then r=./referee; fi
season="Liga Kaszubska 2026"
$r --db "$db" event add --date 2026-03-14 --deals 16 --season "$season" "GP Kartuzy"
$r --db "$db" event add --date 2026-04-18 --deals 16 --season "$season" "GP Puck"
while IFS=, read -r team p1 p2 p3 p4 p5; do
	[ "$team" = team ] && continue
	$r --db "$db" team add --new "$team" "$p1" "$p2" "$p3" "$p4" ${p5:+"$p5"}
done < "$here/teams.csv"
$r --db "$db" import --by "Zofia Konkel" "$here/deals.csv"
# The protocol of Kartuzy, session 1, table 2 had the eyes of deal 7 written
# for the wrong side; the referee corrects it (a new version, the old one stays).
$r --db "$db" deal fix "GP Kartuzy" --session 1 --table 2 --deal 7 --eyes 73 \
    --by "Zofia Konkel" --why "eyes of Młodzi written in the Starzy column"
