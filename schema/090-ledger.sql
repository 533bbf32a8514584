-- 090-ledger: tamper evidence for everything the deal chain (040) does not
-- cover. Every stored row of the league's other tables (players, teams,
-- aliases, events, tables, seats, entries, dice and Rybaření games) is a
-- link of one hash chain, the ledger: each time a command writes a row, the
-- row's canonical text (the quote() of its columns in a fixed order, see
-- src/db/ledger.c) is linked after the previous link; a deleted row is a
-- link with no text. Columns the triggers keep (seat counts, table totals,
-- the kept seat points, the sums of a dice card) are left out: `referee
-- verify` recomputes them. The preference of `referee use` (current_event)
-- is not league data and is left out too. `referee verify` recomputes the
-- ledger and compares every row with its newest link.

-- One link per written row, in the order they were linked.
CREATE TABLE ledger (
	seq		INTEGER PRIMARY KEY CHECK (seq >= 1),	-- link number, from 1
	tbl		TEXT NOT NULL,				-- the table of the row
	key		TEXT NOT NULL,				-- its primary key, quote() of each column, ',' between
	text		TEXT,					-- its canonical text, NULL when it was deleted
	hash		TEXT NOT NULL				-- BLAKE2b-256 of the link, 64 hex digits
			CHECK (length(hash) = 64 AND hash NOT GLOB '*[^0-9a-f]*')
) STRICT;
CREATE INDEX ledger_row ON ledger(tbl, key, seq);

CREATE TRIGGER ledger_frozen BEFORE UPDATE ON ledger
BEGIN
	SELECT RAISE(ABORT, 'E_LEDGER_FROZEN: the ledger is never changed');
END;
CREATE TRIGGER ledger_keep BEFORE DELETE ON ledger
BEGIN
	SELECT RAISE(ABORT, 'E_LEDGER_KEPT: the ledger is never deleted');
END;
CREATE TRIGGER ledger_no_replace BEFORE INSERT ON ledger
WHEN EXISTS (SELECT 1 FROM ledger WHERE seq = NEW.seq)
BEGIN
	SELECT RAISE(ABORT, 'E_LEDGER_FROZEN: the ledger is never changed');
END;
