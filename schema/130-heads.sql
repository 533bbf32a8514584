-- 130-heads: each table's chain head as a row the ledger (090) links. A
-- chain alone cannot show that its newest links were cut off (the deal
-- deleted with its link and the totals fixed leave a shorter chain that
-- holds): the ledger records every move of a head, so `referee verify`
-- compares each head with the chain's last link and the head with its
-- newest link in the ledger. The heads of an older file are its chains'
-- last links, written by this migration and linked by it.

-- The newest link of each table's deal chain.
CREATE TABLE chain_head (
	table_id	INTEGER PRIMARY KEY REFERENCES play_table(id),	-- the table
	seq		INTEGER NOT NULL CHECK (seq >= 1),	-- its last link's number
	hash		TEXT NOT NULL				-- its last link's hash
			CHECK (length(hash) = 64 AND hash NOT GLOB '*[^0-9a-f]*')
) STRICT;

-- A link written moves its table's head (a bulk load, triggers off, moves
-- the heads of the tables it wrote before its COMMIT: src/db/chain.c).
CREATE TRIGGER chain_head_move AFTER INSERT ON deal_chain
BEGIN
	INSERT INTO chain_head (table_id, seq, hash) VALUES (NEW.table_id, NEW.seq, NEW.hash)
	ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash
	WHERE excluded.seq > chain_head.seq;
END;

INSERT INTO chain_head (table_id, seq, hash)
SELECT c.table_id, c.seq, c.hash FROM deal_chain c
WHERE c.seq = (SELECT max(seq) FROM deal_chain m WHERE m.table_id = c.table_id);

-- Links no command witnessed: migration 090, opening a file older than the
-- ledger, linked the rows it found there as they were. One row a migration
-- that did so: the schema version of the file it opened and the last link
-- it wrote. A file whose ledger was begun before this migration cannot say
-- whether 090 found any rows: its row has from_version and upto NULL.
-- `referee verify` prints each row as a note (not a fault): the rows those
-- links cover are vouched for only by the file as it was found.
CREATE TABLE ledger_adopted (
	migration	INTEGER PRIMARY KEY,			-- the migration, 90
	from_version	INTEGER CHECK (from_version >= 1),	-- the file's version, NULL unknown
	upto		INTEGER CHECK (upto >= 0)		-- its last link (0: none), NULL unknown
) STRICT;

INSERT INTO ledger_adopted (migration, from_version, upto)
SELECT 90, NULL, NULL WHERE EXISTS (SELECT 1 FROM ledger);
