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
