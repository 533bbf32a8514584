-- 040-trust: tamper evidence. Every stored deal version is a link of a hash
-- chain per table: its hash covers the previous link, the version's fields
-- (the canonical text the tool hashes, see src/db/chain.c) and who wrote it,
-- when and why. The protocol prints the table's newest hash (the chain head)
-- so the paper the players sign carries it; `referee verify` recomputes the
-- chains and finds any change made behind the tool's back.

-- One link per deal version, in the order the versions were written.
CREATE TABLE deal_chain (
	table_id	INTEGER NOT NULL REFERENCES play_table(id),	-- the table
	seq		INTEGER NOT NULL CHECK (seq >= 1),	-- link number within the table, from 1
	number		INTEGER NOT NULL CHECK (number >= 1),	-- the deal number of the version
	version		INTEGER NOT NULL CHECK (version >= 1),	-- the version it hashes
	hash		TEXT NOT NULL				-- BLAKE2b-256 of the link, 64 hex digits
			CHECK (length(hash) = 64 AND hash NOT GLOB '*[^0-9a-f]*'),
	PRIMARY KEY (table_id, seq),
	UNIQUE (table_id, number, version)
) STRICT, WITHOUT ROWID;

CREATE TRIGGER deal_chain_frozen BEFORE UPDATE ON deal_chain
BEGIN
	SELECT RAISE(ABORT, 'E_CHAIN_FROZEN: the hash chain of a table is never changed');
END;
CREATE TRIGGER deal_chain_keep BEFORE DELETE ON deal_chain
BEGIN
	SELECT RAISE(ABORT, 'E_CHAIN_KEPT: the hash chain of a table is never deleted');
END;

-- INSERT OR REPLACE deletes the old row without running the delete triggers
-- (recursive triggers are off), so each table whose rows are history refuses
-- an insert that meets an existing key before the conflict is resolved.
CREATE TRIGGER deal_no_replace BEFORE INSERT ON deal
WHEN EXISTS (SELECT 1 FROM deal WHERE table_id = NEW.table_id AND number = NEW.number)
BEGIN
	SELECT RAISE(ABORT, 'E_DEAL_REPLACED: a deal is never replaced: a correction is the next version');
END;
CREATE TRIGGER deal_history_no_replace BEFORE INSERT ON deal_history
WHEN EXISTS (SELECT 1 FROM deal_history WHERE table_id = NEW.table_id
    AND number = NEW.number AND version = NEW.version)
BEGIN
	SELECT RAISE(ABORT, 'E_HISTORY_FROZEN: the history of a deal is never changed');
END;
CREATE TRIGGER deal_chain_no_replace BEFORE INSERT ON deal_chain
WHEN EXISTS (SELECT 1 FROM deal_chain WHERE table_id = NEW.table_id
    AND (seq = NEW.seq OR (number = NEW.number AND version = NEW.version)))
BEGIN
	SELECT RAISE(ABORT, 'E_CHAIN_FROZEN: the hash chain of a table is never changed');
END;
CREATE TRIGGER entry_no_replace BEFORE INSERT ON entry
WHEN NEW.id IS NOT NULL AND EXISTS (SELECT 1 FROM entry WHERE id = NEW.id)
BEGIN
	SELECT RAISE(ABORT, 'E_ENTRY_FROZEN: who, when and why of an entry are never changed');
END;
CREATE TRIGGER entry_keep BEFORE DELETE ON entry
BEGIN
	SELECT RAISE(ABORT, 'E_ENTRY_KEPT: who, when and why of an entry are never deleted');
END;
CREATE TRIGGER table_total_no_replace BEFORE INSERT ON table_total
WHEN EXISTS (SELECT 1 FROM table_total WHERE table_id = NEW.table_id)
BEGIN
	SELECT RAISE(ABORT, 'E_TOTALS_KEPT: the totals of a table are kept by the deal triggers');
END;

-- Names never hold a control character (an escape sequence in a name would
-- reach the terminal of whoever prints the standings).
CREATE TRIGGER player_name_clean BEFORE INSERT ON player
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE TRIGGER player_name_clean_update BEFORE UPDATE OF name ON player
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE TRIGGER team_name_clean BEFORE INSERT ON team
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE TRIGGER event_name_clean BEFORE INSERT ON event
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || ']*'
    OR NEW.season GLOB '*[' || char(1) || '-' || char(31) || char(127) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
