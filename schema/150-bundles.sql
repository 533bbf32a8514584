-- 150-bundles: the season across venues. A venue writes an event as a
-- signed bundle (`referee bundle`, src/db/bundle.c); the league office
-- merges bundles (`referee merge`) through the tool's own write path, so
-- the deals it adds are linked, ledgered and signed like any other. These
-- tables keep where each merged deal version came from and the deals on
-- which a bundle disagreed with the office, until a referee settles them
-- (`referee resolve`).

-- One bundle that added something to this file (a re-sent bundle that adds
-- nothing leaves no row).
CREATE TABLE bundle_merged (
	id		INTEGER PRIMARY KEY,			-- row id
	event_id	INTEGER NOT NULL REFERENCES event(id),	-- the event it carried
	digest		TEXT NOT NULL UNIQUE			-- BLAKE2b-256 of the whole file, 64 hex digits
			CHECK (length(digest) = 64 AND digest NOT GLOB '*[^0-9a-f]*'),
	signer		TEXT NOT NULL				-- the venue referee's Ed25519 key, base64
			CHECK (length(signer) = 44),
	signer_name	TEXT NOT NULL,				-- the key's name in the league's keys file
	signed_at	TEXT NOT NULL,				-- when the venue signed it, ISO 8601 UTC
	merged_at	TEXT NOT NULL,				-- when it was merged here, ISO 8601 UTC
	added		INTEGER NOT NULL CHECK (added >= 0),	-- deal versions it added
	queued		INTEGER NOT NULL CHECK (queued >= 0)	-- deals it put in the conflict queue
) STRICT;

-- The bundle each merged deal version came from: the trace from a deal to
-- the referee who signed it.
CREATE TABLE bundle_version (
	table_id	INTEGER NOT NULL REFERENCES play_table(id),	-- the table
	number		INTEGER NOT NULL,			-- the deal number
	version		INTEGER NOT NULL,			-- the version the bundle added
	bundle_id	INTEGER NOT NULL REFERENCES bundle_merged(id),	-- the bundle
	PRIMARY KEY (table_id, number, version)
) STRICT, WITHOUT ROWID;

-- A deal on which a bundle disagreed with the office: the office holds a
-- version that the bundle's does not descend from. The bundle's version is
-- kept here whole (its result and who entered it, when and why) until
-- `referee resolve` writes the settlement as the deal's next version.
CREATE TABLE deal_conflict (
	id		INTEGER PRIMARY KEY,			-- row id
	table_id	INTEGER NOT NULL REFERENCES play_table(id),	-- the table
	number		INTEGER NOT NULL CHECK (number >= 1),	-- the deal number
	office_version	INTEGER NOT NULL CHECK (office_version >= 1), -- the office's current version then
	bundle_id	INTEGER NOT NULL REFERENCES bundle_merged(id),	-- the bundle that disagreed
	venue_version	INTEGER NOT NULL CHECK (venue_version >= 1), -- the bundle's version number
	venue_link	TEXT NOT NULL				-- the bundle's chain link of that version
			CHECK (length(venue_link) = 64 AND venue_link NOT GLOB '*[^0-9a-f]*'),
	void		INTEGER NOT NULL,			-- the bundle's version: as in deal
	dealer		INTEGER NOT NULL,
	contract	TEXT NOT NULL,
	declarer	INTEGER NOT NULL,
	partner		INTEGER,
	kontras		INTEGER NOT NULL,
	bok		INTEGER NOT NULL,
	eyes		INTEGER NOT NULL,
	won		INTEGER NOT NULL,
	level		INTEGER NOT NULL,
	p1		INTEGER NOT NULL,
	p2		INTEGER NOT NULL,
	p3		INTEGER NOT NULL,
	p4		INTEGER NOT NULL,
	record		TEXT,
	entered_by	TEXT NOT NULL,				-- who entered it at the venue
	entered_at	TEXT NOT NULL,				-- when
	reason		TEXT,					-- why, for a correction
	resolved_version INTEGER,				-- the deal's version that settled it, NULL: open
	UNIQUE (table_id, number, venue_link)
) STRICT;
CREATE INDEX deal_conflict_open ON deal_conflict(table_id, number) WHERE resolved_version IS NULL;
