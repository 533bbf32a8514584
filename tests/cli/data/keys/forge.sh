#!/usr/bin/env bash
# A consistent forgery, as anyone holding the file can make one without the
# tool: runs the SQL given on stdin (an edit of deals) with the triggers
# that refuse it dropped and put back to the letter, then recomputes every
# link of the table's deal chain (BLAKE2b-256 over the fields as
# src/db/chain.c hashes them: b2sum and xxd, no code of the tool) and writes
# the new chain (its hashes as 32-byte blobs, schema 190). With
# --keep-signatures the table's signatures stay; else they are deleted too,
# so nothing stored disagrees with the new chain.
# The table's chain head (schema 130) is moved to the new last link, and
# the ledger, which links the head, is rewritten from that head's newest
# link on (BLAKE2b-256 as src/db/ledger.c hashes a link); the ledger
# heads' signatures from there on go too unless --keep-signatures.
#
#   forge.sh [--keep-signatures] DB TABLE_ID < edit.sql
set -eu
keep=0
[ "$1" = --keep-signatures ] && { keep=1; shift; }
db=$1 t=$2
edit=$(cat)
trig="'deal_next_version', 'deal_reason', 'deal_archive', 'deal_chain_keep', 'head_signature_keep'"
saved=$(sqlite3 "$db" "SELECT sql || ';' FROM sqlite_schema WHERE type = 'trigger' AND name IN ($trig)")
drops=$(sqlite3 "$db" "SELECT 'DROP TRIGGER ' || name || ';' FROM sqlite_schema WHERE type = 'trigger' AND name IN ($trig)")

# A netstring "LEN:bytes," of a value, in SQL (NULL hashes as "").
ns() { echo "length(CAST(coalesce($1, '') AS BLOB)) || ':' || coalesce($1, '') || ','"; }
fields=
for f in v.number v.version v.void v.dealer v.contract v.declarer v.partner v.kontras v.bok \
    v.eyes v.won v.level v.p1 v.p2 v.p3 v.p4 v.record e.entered_by e.entered_at e.reason e.source; do
	fields+="${fields:+ || }$(ns "$f")"
done
cols="number, version, entry_id, void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record"
versions="SELECT v.number, v.version, hex($fields) FROM (SELECT $cols FROM deal WHERE table_id = $t UNION ALL SELECT $cols FROM deal_history WHERE table_id = $t) AS v LEFT JOIN entry e ON e.id = v.entry_id ORDER BY v.entry_id, v.number, v.version"
where=$(sqlite3 "$db" "SELECT e.name || '|' || p.session || '|' || p.number FROM play_table p JOIN event e ON e.id = p.event_id WHERE p.id = $t")

netstring() { printf '%d:%s,' "$(printf %s "$1" | wc -c)" "$1"; }

# Applies the edit first, so that the links are those of the edited deals.
sqlite3 "$db" "BEGIN; $drops $edit COMMIT;"
prev=0000000000000000000000000000000000000000000000000000000000000000
seq=0
sql="BEGIN; DELETE FROM deal_chain WHERE table_id = $t;"
[ $keep = 1 ] || sql+=" DELETE FROM head_signature WHERE chain = 'table' AND table_id = $t;"
while IFS='|' read -r n v hx; do
	prev=$({ netstring "referee deal chain 1"; echo "$prev" | xxd -r -p; netstring "$where"
	    echo "$hx" | xxd -r -p; } | b2sum -l 256 | cut -c1-64)
	seq=$((seq + 1))
	sql+=" INSERT INTO deal_chain (table_id, seq, number, version, hash) VALUES ($t, $seq, $n, $v, X'$prev');"
done < <(sqlite3 "$db" "$versions")
sqlite3 "$db" "$sql $saved COMMIT;"

# The head, and the ledger from the head's newest link on.
lsaved=$(sqlite3 "$db" "SELECT sql || ';' FROM sqlite_schema WHERE type = 'trigger' AND name IN ('ledger_frozen', 'ledger_keep', 'head_signature_keep')")
from=$(sqlite3 "$db" "SELECT max(seq) FROM ledger WHERE tbl = 'chain_head' AND key = '$t'")
sql="BEGIN; DROP TRIGGER ledger_frozen; DROP TRIGGER ledger_keep; DROP TRIGGER head_signature_keep;"
sql+=" UPDATE chain_head SET seq = $seq, hash = '$prev' WHERE table_id = $t;"
sql+=" UPDATE ledger SET text = '$t,$seq,''$prev''' WHERE seq = $from;"
[ $keep = 1 ] || sql+=" DELETE FROM head_signature WHERE chain = 'ledger' AND link >= $from;"
sqlite3 "$db" "$sql COMMIT;"	# the triggers are put back below
sql="BEGIN;"
lprev=$(sqlite3 "$db" "SELECT coalesce((SELECT hash FROM ledger WHERE seq = $from - 1), '$(printf '0%.0s' $(seq 64))')")
hexns() { printf '%d:' "$(printf %s "$1" | xxd -r -p | wc -c)"; printf %s "$1" | xxd -r -p; printf ,; }
while IFS='|' read -r ls tbl key present hx; do
	lprev=$({ netstring "referee ledger 1"; echo "$lprev" | xxd -r -p; netstring "$tbl"
	    hexns "$key"; netstring "$present"; hexns "$hx"; } | b2sum -l 256 | cut -c1-64)
	sql+=" UPDATE ledger SET hash = '$lprev' WHERE seq = $ls;"
done < <(sqlite3 "$db" "SELECT seq, tbl, hex(key), text IS NOT NULL, hex(coalesce(text, ''))
    FROM ledger WHERE seq >= $from ORDER BY seq")
sqlite3 "$db" "$sql $lsaved COMMIT;"
