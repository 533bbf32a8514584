-- 120-signatures: heads signed with the referee's key. Anyone holding the
-- file can recompute every link of the deal chains (040) and the ledger
-- (090) after a consistent forgery; only the secret key of a referee can
-- sign a head. Each write that moves a head stores, in its transaction, an
-- Ed25519 signature (libsodium's crypto_sign) of the new head by the key of
-- the referee who wrote it, when a key exists (`referee key new`). The
-- message signed binds the head to its chain (see src/db/sign.c): which
-- chain (a table, by event, session and table number, or the ledger), the
-- link number, the head's hash and the time. The secret key is never in the
-- database. `referee verify` checks every stored signature; `verify --keys
-- FILE` requires every current head to be signed by a listed key.

-- One signature of one head, in the order they were written.
CREATE TABLE head_signature (
	id		INTEGER PRIMARY KEY,			-- signature number, from 1
	chain		TEXT NOT NULL CHECK (chain IN ('table', 'ledger')),
	table_id	INTEGER,				-- the table of a deal chain, NULL for the ledger
	link		INTEGER NOT NULL CHECK (link >= 1),	-- the seq of the head link signed
	head		TEXT NOT NULL				-- that link's hash, 64 hex digits
			CHECK (length(head) = 64 AND head NOT GLOB '*[^0-9a-f]*'),
	public_key	TEXT NOT NULL				-- the signer's Ed25519 key, base64
			CHECK (length(public_key) = 44),
	signed_at	TEXT NOT NULL,				-- ISO 8601 UTC
	signature	TEXT NOT NULL				-- Ed25519 signature, 128 hex digits
			CHECK (length(signature) = 128 AND signature NOT GLOB '*[^0-9a-f]*'),
	CHECK ((chain = 'table') = (table_id IS NOT NULL))
) STRICT;
CREATE INDEX head_signature_head ON head_signature(chain, table_id, link);

CREATE TRIGGER head_signature_frozen BEFORE UPDATE ON head_signature
BEGIN
	SELECT RAISE(ABORT, 'E_SIGNATURE_FROZEN: a signature is never changed');
END;
CREATE TRIGGER head_signature_keep BEFORE DELETE ON head_signature
BEGIN
	SELECT RAISE(ABORT, 'E_SIGNATURE_KEPT: a signature is never deleted');
END;
CREATE TRIGGER head_signature_no_replace BEFORE INSERT ON head_signature
WHEN NEW.id IS NOT NULL AND EXISTS (SELECT 1 FROM head_signature WHERE id = NEW.id)
BEGIN
	SELECT RAISE(ABORT, 'E_SIGNATURE_FROZEN: a signature is never changed');
END;
