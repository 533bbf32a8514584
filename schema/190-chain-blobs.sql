-- 190-chain-blobs: a link's hash is stored as its 32 bytes, not as 64 hex
-- digits (issue 31). deal_chain holds one row a deal version, and the hex
-- text was 64 of its 75 bytes a row: the chain was twice the size of the
-- deals it covers, and a bulk load wrote it page by page. What is hashed
-- and how (src/db/chain.c) does not change, nor does any hash: the protocol,
-- the chain heads (chain_head, which the ledger links), the signatures and
-- the bundles keep the lower-case hex, lower(hex(hash)) of the bytes.
--
-- SQLite cannot change a column's type in place: deal_chain is rebuilt with
-- its triggers (040, and 130's chain_head_move, which now writes the head
-- in hex). The old links are decoded by referee_unhex (src/db/chain.c), a
-- function of the tool's connection: a hash that is not 64 lower-case hex
-- digits, which only an edit behind the tool's back can leave, becomes 32
-- zero bytes, which no link hashes to, so `referee verify` still names that
-- link as changed, as it did before the migration.

-- The decoded links wait in a table of the file, not a temporary one: the
-- connection keeps temporary tables in memory, a million links and more.
-- They are copied back in the order they were read, deal_chain's key order,
-- without an ORDER BY, whose sort would hold them all in memory too.
CREATE TABLE deal_chain_before_190 AS SELECT table_id, seq, number, version,
    referee_unhex(hash) AS hash FROM deal_chain;
DROP TABLE deal_chain;

-- One link per deal version, in the order the versions were written.
CREATE TABLE deal_chain (
	table_id	INTEGER NOT NULL REFERENCES play_table(id),	-- the table
	seq		INTEGER NOT NULL CHECK (seq >= 1),	-- link number within the table, from 1
	number		INTEGER NOT NULL CHECK (number >= 1),	-- the deal number of the version
	version		INTEGER NOT NULL CHECK (version >= 1),	-- the version it hashes
	hash		BLOB NOT NULL CHECK (length(hash) = 32),	-- BLAKE2b-256 of the link
	PRIMARY KEY (table_id, seq),
	UNIQUE (table_id, number, version)
) STRICT, WITHOUT ROWID;

INSERT INTO deal_chain (table_id, seq, number, version, hash)
SELECT table_id, seq, number, version, hash FROM deal_chain_before_190;
DROP TABLE deal_chain_before_190;

CREATE TRIGGER deal_chain_frozen BEFORE UPDATE ON deal_chain
BEGIN
	SELECT RAISE(ABORT, 'E_CHAIN_FROZEN: the hash chain of a table is never changed');
END;
CREATE TRIGGER deal_chain_keep BEFORE DELETE ON deal_chain
BEGIN
	SELECT RAISE(ABORT, 'E_CHAIN_KEPT: the hash chain of a table is never deleted');
END;
CREATE TRIGGER deal_chain_no_replace BEFORE INSERT ON deal_chain
WHEN EXISTS (SELECT 1 FROM deal_chain WHERE table_id = NEW.table_id
    AND (seq = NEW.seq OR (number = NEW.number AND version = NEW.version)))
BEGIN
	SELECT RAISE(ABORT, 'E_CHAIN_FROZEN: the hash chain of a table is never changed');
END;

-- A link written moves its table's head, in hex (a bulk load, triggers off,
-- moves the heads of the tables it wrote before its COMMIT: src/db/chain.c).
CREATE TRIGGER chain_head_move AFTER INSERT ON deal_chain
BEGIN
	INSERT INTO chain_head (table_id, seq, hash) VALUES (NEW.table_id, NEW.seq, lower(hex(NEW.hash)))
	ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash
	WHERE excluded.seq > chain_head.seq;
END;
