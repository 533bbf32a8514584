PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE player (
	id	INTEGER PRIMARY KEY,			-- row id
	name	TEXT NOT NULL UNIQUE			-- name as printed in protocols and standings
		CHECK (length(trim(name)) > 0 AND name = trim(name)),
	club	TEXT,					-- club, or NULL
	licence	TEXT UNIQUE				-- PSB licence number, or NULL
) STRICT;
INSERT INTO player VALUES(1,'Anna',NULL,NULL);
INSERT INTO player VALUES(2,'Bob',NULL,NULL);
INSERT INTO player VALUES(3,'Cyryl',NULL,NULL);
INSERT INTO player VALUES(4,'Dora',NULL,NULL);
CREATE TABLE team (
	id	INTEGER PRIMARY KEY,			-- row id
	name	TEXT NOT NULL UNIQUE			-- team name
		CHECK (length(trim(name)) > 0)
) STRICT;
CREATE TABLE team_member (
	team_id		INTEGER NOT NULL REFERENCES team(id),	-- the team
	player_id	INTEGER NOT NULL UNIQUE REFERENCES player(id), -- the member
	PRIMARY KEY (team_id, player_id)
) STRICT;
CREATE TABLE play_table (
	id		INTEGER PRIMARY KEY,		-- row id
	event_id	INTEGER NOT NULL REFERENCES event(id),	-- the event
	session		INTEGER NOT NULL CHECK (session >= 1),	-- session number, from 1
	number		INTEGER NOT NULL CHECK (number >= 1),	-- table number, from 1
	seated		INTEGER NOT NULL DEFAULT 0	-- seats with a player, kept by the seat triggers
			CHECK (seated BETWEEN 0 AND 4),
	ready		INTEGER NOT NULL DEFAULT 0	-- 1 when four players are seated; deals point at (id, 1)
			CHECK (ready = (seated = 4)),
	absent		INTEGER NOT NULL DEFAULT 0	-- seats marked absent, kept by the seat triggers
			CHECK (absent BETWEEN 0 AND 4),
	UNIQUE (event_id, session, number),
	UNIQUE (id, ready),
	UNIQUE (id, event_id, session)
) STRICT;
INSERT INTO play_table VALUES(1,1,1,1,4,1,0);
CREATE TABLE table_total (
	table_id	INTEGER PRIMARY KEY REFERENCES play_table(id),	-- the table
	deals		INTEGER NOT NULL DEFAULT 0,	-- deals played (current versions, not void)
	s1		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 1: the sum of its deal points
	s2		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 2
	s3		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 3
	s4		INTEGER NOT NULL DEFAULT 0	-- small points of seat 4
, t1 INTEGER NOT NULL DEFAULT 0, t2 INTEGER NOT NULL DEFAULT 0, t3 INTEGER NOT NULL DEFAULT 0, t4 INTEGER NOT NULL DEFAULT 0, p1 INTEGER NOT NULL DEFAULT 1, p2 INTEGER NOT NULL DEFAULT 1, p3 INTEGER NOT NULL DEFAULT 1, p4 INTEGER NOT NULL DEFAULT 1) STRICT;
INSERT INTO table_total VALUES(1,1,-1,1,-1,1,6,48,6,48,3,1,3,1);
CREATE TABLE seat (
	table_id	INTEGER NOT NULL,		-- the table
	event_id	INTEGER NOT NULL,		-- the table's event (a copy, for the unique key below)
	session		INTEGER NOT NULL,		-- the table's session (a copy, likewise)
	seat		INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),	-- seat number, 1..4 clockwise
	player_id	INTEGER REFERENCES player(id),	-- who sits there, NULL for an empty seat
	absent		INTEGER NOT NULL DEFAULT 0	-- 1: left the table or never came (§7.4)
			CHECK (absent BETWEEN 0 AND 1), kept_short INTEGER NOT NULL DEFAULT 0, kept_deals INTEGER NOT NULL DEFAULT 0, kept_small INTEGER NOT NULL DEFAULT 0, kept_big12 INTEGER NOT NULL DEFAULT 0, kept_place INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (table_id, seat),
	FOREIGN KEY (table_id, event_id, session) REFERENCES play_table(id, event_id, session),
	-- Four distinct players at a table, and a player at one table per session.
	UNIQUE (table_id, player_id),
	CONSTRAINT one_table_per_session UNIQUE (event_id, session, player_id)
) STRICT;
INSERT INTO seat VALUES(1,1,1,1,1,0,0,1,-1,6,3);
INSERT INTO seat VALUES(1,1,1,2,2,0,0,1,1,48,1);
INSERT INTO seat VALUES(1,1,1,3,3,0,0,1,-1,6,3);
INSERT INTO seat VALUES(1,1,1,4,4,0,0,1,1,48,1);
CREATE TABLE entry (
	id		INTEGER PRIMARY KEY,		-- row id
	entered_by	TEXT NOT NULL,			-- who (--by, else the login name)
	entered_at	TEXT NOT NULL			-- when, UTC, YYYY-MM-DDTHH:MM:SSZ
			CHECK (entered_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T*Z'),
	reason		TEXT,				-- why (required for a correction), NULL for new deals
	source		TEXT				-- what wrote it: 'import FILE', 'deal add', 'enter', ...
) STRICT;
INSERT INTO entry VALUES(1,'unknown','2026-12-05T08:13:14Z',NULL,'deal add');
INSERT INTO entry VALUES(2,'unknown','2026-12-05T08:13:14Z','undo','deal undo');
INSERT INTO entry VALUES(3,'Jan','2026-12-05T08:13:14Z',NULL,'deal add');
INSERT INTO entry VALUES(4,'Jan','2026-12-05T08:13:14Z','entered again after undo','deal add');
CREATE TABLE deal (
	table_id	INTEGER NOT NULL,		-- the table and session
	ready		INTEGER NOT NULL DEFAULT 1	-- always 1: with the foreign key below, the database
			CHECK (ready = 1),		-- refuses a deal at a table without four players
	number		INTEGER NOT NULL,		-- deal number within the session, from 1
	version		INTEGER NOT NULL,		-- 1 = as entered, 2.. = corrections
	void		INTEGER NOT NULL DEFAULT 0,	-- 1: this version withdraws the deal
	dealer		INTEGER NOT NULL,		-- seat that dealt, 1..4
	contract	TEXT NOT NULL,			-- zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska
	declarer	INTEGER NOT NULL,		-- seat that called the contract, 1..4
	partner		INTEGER,			-- second Stary (zwykła) or wedding partner; NULL in solo games
	kontras		INTEGER NOT NULL,		-- effective kontras, 0..4
	bok		INTEGER NOT NULL,		-- bok factors (0 or 1 unless stacked)
	eyes		INTEGER NOT NULL,		-- eyes of the declaring side, 0..104
	won		INTEGER NOT NULL,		-- 1 if the declaring side won
	level		INTEGER NOT NULL,		-- 1 z wyjściem, 2 bez wyjścia, 3 bez bitki
	p1		INTEGER NOT NULL,		-- points of seat 1 (0 in a void version)
	p2		INTEGER NOT NULL,		-- points of seat 2
	p3		INTEGER NOT NULL,		-- points of seat 3
	p4		INTEGER NOT NULL,		-- points of seat 4
	record		TEXT,				-- canonical .bdn text of a full record, NULL for result-only
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who wrote this version, when and why
	PRIMARY KEY (table_id, number),
	FOREIGN KEY (table_id, ready) REFERENCES play_table(id, ready),
	-- The fields of a result: seats 1-4, eyes 0-104, kontras 0-4 ... in one
	-- CHECK (one expression per row is cheaper than fifteen; and SQLite 3.40
	-- evaluates "x IN (list)" in a CHECK far more slowly than an OR chain).
	CONSTRAINT deal_fields CHECK (number >= 1 AND version >= 1 AND void BETWEEN 0 AND 1
	    AND dealer BETWEEN 1 AND 4 AND declarer BETWEEN 1 AND 4
	    AND (contract = 'zwykla' OR contract = 'cicha' OR contract = 'wesele'
	        OR contract = 'gran' OR contract = 'zolo' OR contract = 'gran-du'
	        OR contract = 'zolo-du' OR contract = 'baska')
	    AND (partner IS NULL OR (partner BETWEEN 1 AND 4 AND partner <> declarer))
	    AND kontras BETWEEN 0 AND 4 AND bok BETWEEN 0 AND 6 AND eyes BETWEEN 0 AND 104
	    AND won BETWEEN 0 AND 1 AND level BETWEEN 1 AND 3
	    AND (void = 0 OR (p1 = 0 AND p2 = 0 AND p3 = 0 AND p4 = 0))),
	-- The four points of a deal sum to zero (§6.1).
	CONSTRAINT zero_sum CHECK (p1 + p2 + p3 + p4 = 0)
) STRICT, WITHOUT ROWID;
INSERT INTO deal VALUES(1,1,1,3,0,1,'zwykla',2,4,0,0,70,1,1,-1,1,-1,1,NULL,4);
CREATE TABLE deal_history (
	table_id	INTEGER NOT NULL REFERENCES play_table(id),	-- the table and session
	number		INTEGER NOT NULL,		-- deal number within the session
	version		INTEGER NOT NULL,		-- the superseded version
	void		INTEGER NOT NULL,		-- 1: this version withdrew the deal
	dealer		INTEGER NOT NULL,		-- seat that dealt, 1..4
	contract	TEXT NOT NULL,			-- zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du, baska
	declarer	INTEGER NOT NULL,		-- seat that called the contract, 1..4
	partner		INTEGER,			-- second Stary (zwykła) or wedding partner; NULL in solo games
	kontras		INTEGER NOT NULL,		-- effective kontras, 0..4
	bok		INTEGER NOT NULL,		-- bok factors (0 or 1 unless stacked)
	eyes		INTEGER NOT NULL,		-- eyes of the declaring side, 0..104
	won		INTEGER NOT NULL,		-- 1 if the declaring side won
	level		INTEGER NOT NULL,		-- 1 z wyjściem, 2 bez wyjścia, 3 bez bitki
	p1		INTEGER NOT NULL,		-- points of seat 1 (0 in a void version)
	p2		INTEGER NOT NULL,		-- points of seat 2
	p3		INTEGER NOT NULL,		-- points of seat 3
	p4		INTEGER NOT NULL,		-- points of seat 4
	record		TEXT,				-- canonical .bdn text of a full record, NULL for result-only
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who wrote this version, when and why
	PRIMARY KEY (table_id, number, version),
	-- The fields of a result: seats 1-4, eyes 0-104, kontras 0-4 ... in one
	-- CHECK (one expression per row is cheaper than fifteen; and SQLite 3.40
	-- evaluates "x IN (list)" in a CHECK far more slowly than an OR chain).
	CONSTRAINT deal_fields CHECK (number >= 1 AND version >= 1 AND void BETWEEN 0 AND 1
	    AND dealer BETWEEN 1 AND 4 AND declarer BETWEEN 1 AND 4
	    AND (contract = 'zwykla' OR contract = 'cicha' OR contract = 'wesele'
	        OR contract = 'gran' OR contract = 'zolo' OR contract = 'gran-du'
	        OR contract = 'zolo-du' OR contract = 'baska')
	    AND (partner IS NULL OR (partner BETWEEN 1 AND 4 AND partner <> declarer))
	    AND kontras BETWEEN 0 AND 4 AND bok BETWEEN 0 AND 6 AND eyes BETWEEN 0 AND 104
	    AND won BETWEEN 0 AND 1 AND level BETWEEN 1 AND 3
	    AND (void = 0 OR (p1 = 0 AND p2 = 0 AND p3 = 0 AND p4 = 0))),
	-- The four points of a deal sum to zero (§6.1).
	CONSTRAINT zero_sum CHECK (p1 + p2 + p3 + p4 = 0)
) STRICT, WITHOUT ROWID;
INSERT INTO deal_history VALUES(1,1,1,0,1,'zwykla',1,3,0,0,70,1,1,1,-1,1,-1,NULL,1);
INSERT INTO deal_history VALUES(1,1,2,1,1,'zwykla',1,3,0,0,70,1,1,0,0,0,0,NULL,2);
CREATE TABLE dice_game (
	id		INTEGER PRIMARY KEY,			-- row id
	event_id	INTEGER NOT NULL REFERENCES event(id),	-- the event (its game is 'dice')
	number		INTEGER NOT NULL CHECK (number >= 1),	-- game number within the event, from 1
	players		INTEGER NOT NULL			-- players in the game, 1..32 (as in .gdr)
			CHECK (players BETWEEN 1 AND 32),
	bonus_threshold	INTEGER NOT NULL CHECK (bonus_threshold >= 0),	-- upper sum that earns the upper bonus (event's ruleset)
	bonus_points	INTEGER NOT NULL CHECK (bonus_points >= 0),	-- the upper bonus, 0 = none (event's ruleset)
	record		TEXT,					-- canonical .gdr text of a game added from a file, NULL when entered turn by turn
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who added the game, when, from what
	UNIQUE (event_id, number),
	-- The same record twice in one event is a mistake, not a second game.
	CONSTRAINT one_record UNIQUE (event_id, record)
) STRICT;
CREATE TABLE dice_seat (
	game_id		INTEGER NOT NULL REFERENCES dice_game(id),	-- the game
	position	INTEGER NOT NULL,			-- place in the playing order, from 1
	player_id	INTEGER NOT NULL REFERENCES player(id),	-- the player
	turns		INTEGER NOT NULL DEFAULT 0		-- turns played (boxes filled), 0..13
			CHECK (turns BETWEEN 0 AND 13),
	upper		INTEGER NOT NULL DEFAULT 0 CHECK (upper >= 0),	-- sum of the upper boxes (ones..sixes)
	upper_bonus	INTEGER NOT NULL DEFAULT 0 CHECK (upper_bonus >= 0),	-- the upper bonus once upper reaches the threshold
	lower		INTEGER NOT NULL DEFAULT 0 CHECK (lower >= 0),	-- sum of the lower boxes
	extra		INTEGER NOT NULL DEFAULT 0 CHECK (extra >= 0),	-- bonuses for further generałs
	total		INTEGER NOT NULL DEFAULT 0,		-- the card's total
	PRIMARY KEY (game_id, position),
	UNIQUE (game_id, player_id),
	CONSTRAINT totals CHECK (total = upper + upper_bonus + lower + extra)
) STRICT;
CREATE TABLE dice_turn (
	game_id		INTEGER NOT NULL,			-- the game
	seq		INTEGER NOT NULL CHECK (seq >= 1),	-- order of play within the game, from 1
	position	INTEGER NOT NULL,			-- the player's position in the game
	box		TEXT NOT NULL				-- the category, as in .gdr (notation.md)
			CHECK (box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes',
			    'three-kind', 'four-kind', 'full', 'small-straight',
			    'large-straight', 'general', 'chance')),
	d1		INTEGER NOT NULL CHECK (d1 BETWEEN 1 AND 6),	-- the final dice, as thrown
	d2		INTEGER NOT NULL CHECK (d2 BETWEEN 1 AND 6),	-- second die
	d3		INTEGER NOT NULL CHECK (d3 BETWEEN 1 AND 6),	-- third die
	d4		INTEGER NOT NULL CHECK (d4 BETWEEN 1 AND 6),	-- fourth die
	d5		INTEGER NOT NULL CHECK (d5 BETWEEN 1 AND 6),	-- fifth die
	points		INTEGER NOT NULL CHECK (points >= 0),	-- points written in the box
	bonus		INTEGER NOT NULL DEFAULT 0 CHECK (bonus >= 0),	-- bonus for a further generał earned by this turn
	throws		TEXT NOT NULL,				-- the whole turn as in .gdr: 'D D D D D keep D D : D D D D D'
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who entered the turn, when, from what
	PRIMARY KEY (game_id, position, box),
	UNIQUE (game_id, seq),
	FOREIGN KEY (game_id, position) REFERENCES dice_seat(game_id, position),
	-- An upper box holds face x count; chance the sum; three/four of a kind
	-- the sum or 0; a bonus only comes with five alike.
	CONSTRAINT dice_points CHECK (CASE box
	    WHEN 'ones' THEN points = (d1 = 1) + (d2 = 1) + (d3 = 1) + (d4 = 1) + (d5 = 1)
	    WHEN 'twos' THEN points = 2 * ((d1 = 2) + (d2 = 2) + (d3 = 2) + (d4 = 2) + (d5 = 2))
	    WHEN 'threes' THEN points = 3 * ((d1 = 3) + (d2 = 3) + (d3 = 3) + (d4 = 3) + (d5 = 3))
	    WHEN 'fours' THEN points = 4 * ((d1 = 4) + (d2 = 4) + (d3 = 4) + (d4 = 4) + (d5 = 4))
	    WHEN 'fives' THEN points = 5 * ((d1 = 5) + (d2 = 5) + (d3 = 5) + (d4 = 5) + (d5 = 5))
	    WHEN 'sixes' THEN points = 6 * ((d1 = 6) + (d2 = 6) + (d3 = 6) + (d4 = 6) + (d5 = 6))
	    WHEN 'chance' THEN points = d1 + d2 + d3 + d4 + d5
	    WHEN 'three-kind' THEN points = 0 OR points = d1 + d2 + d3 + d4 + d5
	    WHEN 'four-kind' THEN points = 0 OR points = d1 + d2 + d3 + d4 + d5
	    ELSE 1 END
	    AND (bonus = 0 OR (d1 = d2 AND d2 = d3 AND d3 = d4 AND d4 = d5)))
) STRICT, WITHOUT ROWID;
CREATE TABLE event (
	id		INTEGER PRIMARY KEY,		-- row id
	name		TEXT NOT NULL UNIQUE		-- event name, e.g. 'Liga Baśki 2026, GP 1'
			CHECK (length(trim(name)) > 0 AND name = trim(name)),
	date		TEXT				-- YYYY-MM-DD, or NULL
			CHECK (date IS NULL OR date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	game		TEXT NOT NULL DEFAULT 'baska'	-- the game played: 'baska', 'dice', 'fleet', 'rybareni'
			CHECK (game IN ('baska', 'dice', 'fleet', 'rybareni')),
	season		TEXT,				-- season the event counts for, or NULL
	deals		INTEGER				-- deals per session and table, or NULL if not fixed
			CHECK (deals IS NULL OR deals BETWEEN 1 AND 1000),
	ruleset_name	TEXT NOT NULL,			-- the preset or file the ruleset came from
	ruleset		TEXT NOT NULL,			-- every key of the ruleset (kv_print text): old results never change
	big1		INTEGER NOT NULL CHECK (big1 >= 0),	-- table points for 1st place (from the ruleset)
	big2		INTEGER NOT NULL CHECK (big2 >= 0),	-- table points for 2nd place
	big3		INTEGER NOT NULL CHECK (big3 >= 0),	-- table points for 3rd place
	big4		INTEGER NOT NULL CHECK (big4 >= 0),	-- table points for 4th place
	tie_mode	TEXT NOT NULL DEFAULT 'average'	-- how tied players share table points
			CHECK (tie_mode IN ('average', 'best', 'worst')),
	absent_big	INTEGER NOT NULL CHECK (absent_big >= 0),	-- big points to each present player at a short table
	absent_small	INTEGER NOT NULL CHECK (absent_small >= 0),	-- small points to each present player at a short table
	team_best_n	INTEGER NOT NULL CHECK (team_best_n >= 1),	-- results counted for a team
	season_best_n	INTEGER NOT NULL CHECK (season_best_n >= 0)	-- events counted in a season, 0 = all
, tie_breaks TEXT NOT NULL DEFAULT 'small_points'
    CHECK (tie_breaks NOT GLOB '*[^a-z_,]*')) STRICT;
INSERT INTO event VALUES(1,'Stary GP',NULL,'baska',NULL,NULL,'psb',replace('# baska ruleset. Edit values and pass the file with --ruleset FILE.\n# the forehand may open with ''pytam'' and speak again after the others (§4.2)\nallow_ask = true\n# wesele only as a player''s first call (Kop rule)\nwedding_first_call_only = false\n# gran and gran-du may be called\nallow_gran = true\n# raising zolo/gran to DU cancels earlier kontras (§8 #9)\ndu_cancels_kontras = true\n# the cicha player may not give the first kontra (§4.3)\ncicha_is_solo = true\n# kontra calls allowed on one contract: kontra, rekontra, bok, hirsz\nmax_kontra_calls = 4\n# a called Baśka wins without play; false: played out as zolo-du (§3.5)\nbaska_auto_win = true\n# in gran a player void in the led suit must play a jack (§5.3)\ngran_void_must_trump = true\n# in gran a follower must head the trick in the led suit (§5.3)\ngran_must_head = false\n# eyes the declaring side needs to win; Młodzi win with the rest (52:52 to Młodzi)\nwin_min_starzy = 53\n# eyes a losing declaring side needs for wyjście (§3.6)\nwyjscie_min_starzy = 27\n# eyes losing Młodzi need for wyjście (§3.6)\nwyjscie_min_mlodzi = 26\n# stake of zwykła: z wyjściem, bez wyjścia, bez bitki [PROVISIONAL]\nbase.zwykla = 1,2,3\n# stake of wesele per level [PROVISIONAL]\nbase.wesele = 1,2,3\n# stake of cicha per opponent [PROVISIONAL]\nbase.cicha = 4\n# stake of gran (gran-du before the DU factor) [PROVISIONAL]\nbase.gran = 4\n# stake of zolo (zolo-du before the DU factor) [PROVISIONAL]\nbase.zolo = 5\n# stake of baśka before the DU factor [PROVISIONAL]\nbase.baska = 5\n# DU raises the stake by 100 %\ndu_factor = 2\n# solo games count bez wyjścia / bez bitki too\nsolo_uses_levels = false\n# solo stake multiplier per level when solo_uses_levels\nlevel_factor = 1,2,3\n# multiplier when Młodzi win a 2v2 game\nmlodzi_win_factor = 1\n# explicit: the protocol marks bok deals; auto: bok_triggers start bok-rundy\nbok_mode = explicit\n# events that start a bok-runda in auto mode\nbok_triggers = none\n# deals in a bok-runda\nbok_block = 4\n# overlapping bok-rundy multiply instead of queueing\nbok_stack = false\n# cap on DU x kontras x bok (64 = 6400 %)\nmax_multiplier = 64\n# who pays for an illegal card (§5.4)\npenalty_distribution = offender_absorbs\n# when a deal counts as already decided (§5.4)\ndecided_mode = arithmetic\n# best_line: a claim holds if the side has a line winning every trick against any defence; every_line: even its own misplays must win (§5.5)\nclaim_rule = best_line\n# table points for places 1 to 4 (§7.4)\nbig_points = 5,3,1,0\n# tied players share the average of their places'' points\ntie_mode = average\n# big points to each present player at a short table\nabsent_big = 3\n# small points to each present player at a short table\nabsent_small = 35\n# results counted for a team\nteam_best_n = 4\n# events counted in a season; 0 = all\nseason_best_n = 0\n# after big points, in order: small_points, session_wins, second_places, or none (§7.4; Kop: small_points, session_wins, second_places)\ntie_breaks = small_points\n','\n',char(10)),5,3,1,0,'average',3,35,4,0,'small_points');
CREATE TABLE ryb_game (
	id		INTEGER PRIMARY KEY,			-- row id
	event_id	INTEGER NOT NULL REFERENCES event(id),	-- the event (its game is 'rybareni')
	number		INTEGER NOT NULL CHECK (number >= 1),	-- game number within the event, from 1
	players		INTEGER NOT NULL			-- players in the game, 2 or 3
			CHECK (players BETWEEN 2 AND 3),
	record		TEXT NOT NULL,				-- the canonical .ryb record of the game
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who added the game, when, from what
	UNIQUE (event_id, number),
	-- The same record twice in one event is a mistake, not a second game.
	CONSTRAINT one_record UNIQUE (event_id, record)
) STRICT;
CREATE TABLE ryb_seat (
	game_id		INTEGER NOT NULL REFERENCES ryb_game(id),	-- the game
	position	INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),	-- place in the playing order
	player_id	INTEGER NOT NULL REFERENCES player(id),	-- the player
	tiles		INTEGER NOT NULL CHECK (tiles BETWEEN 0 AND 64),	-- tiles in the player's catch
	big		INTEGER NOT NULL CHECK (big >= 0),	-- points of the big fish
	small		INTEGER NOT NULL CHECK (small >= 0),	-- red-pip points of the small fish
	rounded		INTEGER NOT NULL CHECK (rounded >= small),	-- small after the event's rounding
	total		INTEGER NOT NULL,			-- big + rounded
	place		INTEGER NOT NULL CHECK (place BETWEEN 1 AND 3),	-- 1 + the players with a higher total
	PRIMARY KEY (game_id, position),
	UNIQUE (game_id, player_id),
	CONSTRAINT totals CHECK (total = big + rounded)
) STRICT, WITHOUT ROWID;
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
INSERT INTO deal_chain VALUES(1,1,1,1,'9f130710424c0de6e1c012266e5a4370e8aa7d81f6b411a71754a3fa4d791a06');
INSERT INTO deal_chain VALUES(1,2,1,2,'be3fe4ba219ab52be57b328d2ea03a15ea816d8806d96b4ef93c33b10b86369a');
INSERT INTO deal_chain VALUES(1,3,1,3,'3fe2c100a6b4ec840cc0485c0590a7c8ce0f916452a05e1099d46c674c589d36');
CREATE TABLE player_alias (
	name		TEXT NOT NULL PRIMARY KEY		-- the other name, as it was written
			CHECK (length(trim(name)) > 0 AND name = trim(name)),
	player_id	INTEGER NOT NULL REFERENCES player(id)	-- the player it names now
) STRICT;
CREATE TABLE player_merge (
	from_id		INTEGER NOT NULL,			-- the player merged away
	to_id		INTEGER NOT NULL,			-- the player that keeps the history
	PRIMARY KEY (from_id, to_id)
) STRICT;
CREATE TABLE current_event (
	id		INTEGER PRIMARY KEY CHECK (id = 1),	-- one row at most
	event_id	INTEGER NOT NULL REFERENCES event(id)	-- the event
) STRICT;
CREATE TABLE dice_turn_undo (
	id		INTEGER PRIMARY KEY,			-- row id, in the order of withdrawal
	game_id		INTEGER NOT NULL REFERENCES dice_game(id),	-- the game
	seq		INTEGER NOT NULL CHECK (seq >= 1),	-- the turn's place in the order of play
	position	INTEGER NOT NULL,			-- the player's position in the game
	box		TEXT NOT NULL,				-- the category it went into
	d1		INTEGER NOT NULL,			-- the final dice
	d2		INTEGER NOT NULL,
	d3		INTEGER NOT NULL,
	d4		INTEGER NOT NULL,
	d5		INTEGER NOT NULL,
	points		INTEGER NOT NULL,			-- points that were written in the box
	bonus		INTEGER NOT NULL,			-- generał bonus that came with it
	throws		TEXT NOT NULL,				-- the whole turn as in .gdr
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who entered the turn
	undo_entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who withdrew it, when, why
	UNIQUE (game_id, seq, entry_id)
) STRICT;
CREATE TABLE ledger (
	seq		INTEGER PRIMARY KEY CHECK (seq >= 1),	-- link number, from 1
	tbl		TEXT NOT NULL,				-- the table of the row
	key		TEXT NOT NULL,				-- its primary key, quote() of each column, ',' between
	text		TEXT,					-- its canonical text, NULL when it was deleted
	hash		TEXT NOT NULL				-- BLAKE2b-256 of the link, 64 hex digits
			CHECK (length(hash) = 64 AND hash NOT GLOB '*[^0-9a-f]*')
) STRICT;
INSERT INTO ledger VALUES(1,'event','1',replace('1,''Stary GP'',NULL,''baska'',NULL,NULL,''psb'',''# baska ruleset. Edit values and pass the file with --ruleset FILE.\n# the forehand may open with ''''pytam'''' and speak again after the others (§4.2)\nallow_ask = true\n# wesele only as a player''''s first call (Kop rule)\nwedding_first_call_only = false\n# gran and gran-du may be called\nallow_gran = true\n# raising zolo/gran to DU cancels earlier kontras (§8 #9)\ndu_cancels_kontras = true\n# the cicha player may not give the first kontra (§4.3)\ncicha_is_solo = true\n# kontra calls allowed on one contract: kontra, rekontra, bok, hirsz\nmax_kontra_calls = 4\n# a called Baśka wins without play; false: played out as zolo-du (§3.5)\nbaska_auto_win = true\n# in gran a player void in the led suit must play a jack (§5.3)\ngran_void_must_trump = true\n# in gran a follower must head the trick in the led suit (§5.3)\ngran_must_head = false\n# eyes the declaring side needs to win; Młodzi win with the rest (52:52 to Młodzi)\nwin_min_starzy = 53\n# eyes a losing declaring side needs for wyjście (§3.6)\nwyjscie_min_starzy = 27\n# eyes losing Młodzi need for wyjście (§3.6)\nwyjscie_min_mlodzi = 26\n# stake of zwykła: z wyjściem, bez wyjścia, bez bitki [PROVISIONAL]\nbase.zwykla = 1,2,3\n# stake of wesele per level [PROVISIONAL]\nbase.wesele = 1,2,3\n# stake of cicha per opponent [PROVISIONAL]\nbase.cicha = 4\n# stake of gran (gran-du before the DU factor) [PROVISIONAL]\nbase.gran = 4\n# stake of zolo (zolo-du before the DU factor) [PROVISIONAL]\nbase.zolo = 5\n# stake of baśka before the DU factor [PROVISIONAL]\nbase.baska = 5\n# DU raises the stake by 100 %\ndu_factor = 2\n# solo games count bez wyjścia / bez bitki too\nsolo_uses_levels = false\n# solo stake multiplier per level when solo_uses_levels\nlevel_factor = 1,2,3\n# multiplier when Młodzi win a 2v2 game\nmlodzi_win_factor = 1\n# explicit: the protocol marks bok deals; auto: bok_triggers start bok-rundy\nbok_mode = explicit\n# events that start a bok-runda in auto mode\nbok_triggers = none\n# deals in a bok-runda\nbok_block = 4\n# overlapping bok-rundy multiply instead of queueing\nbok_stack = false\n# cap on DU x kontras x bok (64 = 6400 %)\nmax_multiplier = 64\n# who pays for an illegal card (§5.4)\npenalty_distribution = offender_absorbs\n# when a deal counts as already decided (§5.4)\ndecided_mode = arithmetic\n# best_line: a claim holds if the side has a line winning every trick against any defence; every_line: even its own misplays must win (§5.5)\nclaim_rule = best_line\n# table points for places 1 to 4 (§7.4)\nbig_points = 5,3,1,0\n# tied players share the average of their places'''' points\ntie_mode = average\n# big points to each present player at a short table\nabsent_big = 3\n# small points to each present player at a short table\nabsent_small = 35\n# results counted for a team\nteam_best_n = 4\n# events counted in a season; 0 = all\nseason_best_n = 0\n# after big points, in order: small_points, session_wins, second_places, or none (§7.4; Kop: small_points, session_wins, second_places)\ntie_breaks = small_points\n'',5,3,1,0,''average'',3,35,4,0,''small_points''','\n',char(10)),'9b964e2fc4e32b94d05a733cfa6911a038597dcdf5136e315ae7d1be7fb9ba28');
INSERT INTO ledger VALUES(2,'player','1','1,''Anna'',NULL,NULL','bb58d90306b300b4620a7392450e2c015b6ee2185a691946d5a91e97b67f80e0');
INSERT INTO ledger VALUES(3,'player','2','2,''Bob'',NULL,NULL','1dfb3181c09844e84baea6c5dfed1c850fd7cf6b5e0db8b0f0c15fa030a76c48');
INSERT INTO ledger VALUES(4,'player','3','3,''Cyryl'',NULL,NULL','61eb3bcefbac209c8405f5c7b2a5a8d9c61fae4974ca2083e4bc6920559167fd');
INSERT INTO ledger VALUES(5,'player','4','4,''Dora'',NULL,NULL','9c6f05f4966afef8449817b28e89ac25d206f188ba3ac9e09863197fcffc9928');
INSERT INTO ledger VALUES(6,'play_table','1','1,1,1,1','8ea40bdeeee75726bfcc70c584bbd196a3c38d678e689ac699db1cbd25e4022a');
INSERT INTO ledger VALUES(7,'seat','1,1','1,1,1,1,1,0','807799e0f81ea8ed9c5eb19a0a06f2daf242ceae20c76f228569a97b4fcc5350');
INSERT INTO ledger VALUES(8,'seat','1,2','1,1,1,2,2,0','2f4c90e303c37ef82b472e933b05f302fc9002ec57ca430d371b8faf2fa4ac19');
INSERT INTO ledger VALUES(9,'seat','1,3','1,1,1,3,3,0','35caa7364564af3beb1c7a6e2596b8d1b31fe4177cd9a673dc1ae285cd43bee6');
INSERT INTO ledger VALUES(10,'seat','1,4','1,1,1,4,4,0','daffdcd1cade97c84fe61b20946290b32e5f6060a9ca7bcb105d5d15d185d0be');
INSERT INTO ledger VALUES(11,'entry','1','1,''unknown'',''2026-12-05T08:13:14Z'',NULL,''deal add''','89d369c9085920500cbfeb959433f5af5b5a14e3d1c55a65e17d640c150a041d');
INSERT INTO ledger VALUES(12,'entry','2','2,''unknown'',''2026-12-05T08:13:14Z'',''undo'',''deal undo''','2e42b16d0c24063c846e6be6af804995909c47ce21f46d2c733dd06819038267');
INSERT INTO ledger VALUES(13,'entry','3','3,''Jan'',''2026-12-05T08:13:14Z'',NULL,''deal add''','9bb0140eff795e0dc66fdae1363b308241737799e2d1bf887f271eb3ad323697');
INSERT INTO ledger VALUES(14,'entry','4','4,''Jan'',''2026-12-05T08:13:14Z'',''entered again after undo'',''deal add''','43f4f1e52f22f986bc4da7893a28ea11926a70952f5fa523e60b0e414a8f3096');
CREATE INDEX seat_player ON seat(player_id);
CREATE INDEX player_alias_player ON player_alias(player_id);
CREATE INDEX seat_standings ON seat(event_id, player_id, kept_short, absent, kept_deals,
    kept_small, kept_big12, kept_place);
CREATE INDEX ledger_row ON ledger(tbl, key, seq);
CREATE TRIGGER table_total_row AFTER INSERT ON play_table
BEGIN
	INSERT INTO table_total (table_id) VALUES (NEW.id);
END;
CREATE TRIGGER seat_count_add AFTER INSERT ON seat
BEGIN
	UPDATE play_table SET seated = seated + (NEW.player_id IS NOT NULL),
	    ready = (seated + (NEW.player_id IS NOT NULL) = 4)
	WHERE id = NEW.table_id;
END;
CREATE TRIGGER seat_count_update AFTER UPDATE OF player_id ON seat
BEGIN
	UPDATE play_table SET seated = seated + (NEW.player_id IS NOT NULL)
	    - (OLD.player_id IS NOT NULL),
	    ready = (seated + (NEW.player_id IS NOT NULL) - (OLD.player_id IS NOT NULL) = 4)
	WHERE id = NEW.table_id;
END;
CREATE TRIGGER seat_count_absent AFTER UPDATE OF absent ON seat
BEGIN
	UPDATE play_table SET absent = absent + NEW.absent - OLD.absent
	WHERE id = NEW.table_id;
END;
CREATE TRIGGER seat_count_delete AFTER DELETE ON seat
BEGIN
	UPDATE play_table SET seated = seated - (OLD.player_id IS NOT NULL),
	    ready = (seated - (OLD.player_id IS NOT NULL) = 4), absent = absent - OLD.absent
	WHERE id = OLD.table_id;
END;
CREATE TRIGGER deal_archive AFTER UPDATE ON deal
BEGIN
	INSERT INTO deal_history (table_id, number, version, void, dealer, contract, declarer, partner, kontras, bok, eyes, won, level, p1, p2, p3, p4, record, entry_id)
	VALUES (OLD.table_id, OLD.number, OLD.version, OLD.void, OLD.dealer, OLD.contract, OLD.declarer, OLD.partner, OLD.kontras, OLD.bok, OLD.eyes, OLD.won, OLD.level, OLD.p1, OLD.p2, OLD.p3, OLD.p4, OLD.record, OLD.entry_id);
END;
CREATE TRIGGER deal_tally_add AFTER INSERT ON deal
BEGIN
	UPDATE table_total SET s1 = s1 + NEW.p1, s2 = s2 + NEW.p2, s3 = s3 + NEW.p3,
	    s4 = s4 + NEW.p4, deals = deals + 1 - NEW.void
	WHERE table_id = NEW.table_id;
END;
CREATE TRIGGER deal_tally_update AFTER UPDATE ON deal
BEGIN
	UPDATE table_total SET s1 = s1 + NEW.p1 - OLD.p1, s2 = s2 + NEW.p2 - OLD.p2,
	    s3 = s3 + NEW.p3 - OLD.p3, s4 = s4 + NEW.p4 - OLD.p4,
	    deals = deals + OLD.void - NEW.void
	WHERE table_id = NEW.table_id;
END;
CREATE TRIGGER dice_turn_tally AFTER INSERT ON dice_turn
BEGIN
	UPDATE dice_seat SET turns = turns + 1,
	    upper = upper + (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives',
	        'sixes') THEN NEW.points ELSE 0 END),
	    lower = lower + (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives',
	        'sixes') THEN 0 ELSE NEW.points END),
	    extra = extra + NEW.bonus,
	    upper_bonus = (SELECT CASE WHEN g.bonus_points > 0 AND dice_seat.upper
	        + (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes')
	        THEN NEW.points ELSE 0 END) >= g.bonus_threshold THEN g.bonus_points ELSE 0 END
	        FROM dice_game g WHERE g.id = NEW.game_id),
	    total = total + NEW.points + NEW.bonus - upper_bonus
	        + (SELECT CASE WHEN g.bonus_points > 0 AND dice_seat.upper
	        + (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes')
	        THEN NEW.points ELSE 0 END) >= g.bonus_threshold THEN g.bonus_points ELSE 0 END
	        FROM dice_game g WHERE g.id = NEW.game_id)
	WHERE game_id = NEW.game_id AND position = NEW.position;
END;
CREATE TRIGGER team_member_max BEFORE INSERT ON team_member
WHEN (SELECT count(*) FROM team_member WHERE team_id = NEW.team_id) >= 5
BEGIN
	SELECT RAISE(ABORT, 'E_TEAM_FULL: a team has at most 5 players');
END;
CREATE TRIGGER table_total_frozen BEFORE DELETE ON table_total
BEGIN
	SELECT RAISE(ABORT, 'E_TOTALS_KEPT: the totals of a table are kept by the deal triggers');
END;
CREATE TRIGGER seat_keep BEFORE DELETE ON seat
WHEN EXISTS (SELECT 1 FROM deal WHERE table_id = OLD.table_id)
BEGIN
	SELECT RAISE(ABORT, 'E_SEATS_FIXED: the table has deals: its seats cannot change');
END;
CREATE TRIGGER deal_next_version BEFORE UPDATE ON deal
WHEN NEW.table_id IS NOT OLD.table_id OR NEW.number IS NOT OLD.number
    OR NEW.version IS NOT OLD.version + 1
BEGIN
	SELECT RAISE(ABORT, 'E_DEAL_VERSION: a deal version is never changed: a correction is the next version');
END;
CREATE TRIGGER deal_reason BEFORE UPDATE ON deal
WHEN (SELECT reason FROM entry WHERE id = NEW.entry_id) IS NULL
BEGIN
	SELECT RAISE(ABORT, 'E_NEED_REASON: a correction needs a reason');
END;
CREATE TRIGGER entry_frozen BEFORE UPDATE ON entry
BEGIN
	SELECT RAISE(ABORT, 'E_ENTRY_FROZEN: who, when and why of an entry are never changed');
END;
CREATE TRIGGER deal_keep BEFORE DELETE ON deal
BEGIN
	SELECT RAISE(ABORT, 'E_DEAL_KEPT: deals are never deleted: enter a correction');
END;
CREATE TRIGGER deal_history_frozen BEFORE UPDATE ON deal_history
BEGIN
	SELECT RAISE(ABORT, 'E_HISTORY_FROZEN: the history of a deal is never changed');
END;
CREATE TRIGGER deal_history_keep BEFORE DELETE ON deal_history
BEGIN
	SELECT RAISE(ABORT, 'E_HISTORY_KEPT: the history of a deal is never deleted');
END;
CREATE TRIGGER dice_game_event BEFORE INSERT ON dice_game
WHEN (SELECT game FROM event WHERE id = NEW.event_id) IS NOT 'dice'
BEGIN
	SELECT RAISE(ABORT, 'E_NOT_DICE_EVENT: not a dice event: games are kept for events added with --game dice');
END
;
CREATE TRIGGER dice_game_frozen BEFORE UPDATE ON dice_game
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_GAME_FROZEN: a dice game is never changed');
END;
CREATE TRIGGER dice_game_keep BEFORE DELETE ON dice_game
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_GAME_KEPT: a dice game is never deleted');
END;
CREATE TRIGGER dice_event_no_tables BEFORE INSERT ON play_table
WHEN (SELECT game FROM event WHERE id = NEW.event_id) IS NOT 'baska'
BEGIN
	SELECT RAISE(ABORT, 'E_NOT_BASKA_EVENT: not a Baśka event: tables and deals are kept for Baśka events only');
END;
CREATE TRIGGER dice_seat_count BEFORE INSERT ON dice_seat
WHEN NEW.position NOT BETWEEN 1 AND (SELECT players FROM dice_game WHERE id = NEW.game_id)
    OR EXISTS (SELECT 1 FROM dice_turn WHERE game_id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_SEATING: a dice game has its players in positions 1..players, seated before the first turn');
END;
CREATE TRIGGER dice_seat_keep BEFORE DELETE ON dice_seat
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_PLAYERS_FIXED: the players of a dice game never change');
END;
CREATE TRIGGER dice_turn_order BEFORE INSERT ON dice_turn
WHEN NEW.seq IS NOT (SELECT count(*) + 1 FROM dice_turn WHERE game_id = NEW.game_id)
    OR NEW.position IS NOT (SELECT (NEW.seq - 1) % players + 1 FROM dice_game WHERE id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_TURN_ORDER: dice turns are entered in the order of play');
END;
CREATE TRIGGER dice_turn_frozen BEFORE UPDATE ON dice_turn
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_TURN_FROZEN: a dice turn is never changed');
END;
CREATE TRIGGER dice_seat_sums BEFORE UPDATE OF turns, upper, upper_bonus, lower, extra, total
ON dice_seat
WHEN NEW.turns IS NOT (SELECT count(*) FROM dice_turn
        WHERE game_id = NEW.game_id AND position = NEW.position)
    OR NEW.upper IS NOT (SELECT coalesce(sum(points), 0) FROM dice_turn
        WHERE game_id = NEW.game_id AND position = NEW.position
        AND box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes'))
    OR NEW.lower IS NOT (SELECT coalesce(sum(points), 0) FROM dice_turn
        WHERE game_id = NEW.game_id AND position = NEW.position
        AND box NOT IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes'))
    OR NEW.extra IS NOT (SELECT coalesce(sum(bonus), 0) FROM dice_turn
        WHERE game_id = NEW.game_id AND position = NEW.position)
    OR NEW.upper_bonus IS NOT (SELECT CASE WHEN bonus_points > 0
        AND NEW.upper >= bonus_threshold THEN bonus_points ELSE 0 END
        FROM dice_game WHERE id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_SUMS: the sums of a dice card follow its turns');
END;
CREATE TRIGGER ryb_game_event BEFORE INSERT ON ryb_game
WHEN (SELECT game FROM event WHERE id = NEW.event_id) IS NOT 'rybareni'
BEGIN
	SELECT RAISE(ABORT, 'E_NOT_RYB_EVENT: not a Rybaření event: games are kept for events added with --game rybareni');
END
;
CREATE TRIGGER ryb_game_frozen BEFORE UPDATE ON ryb_game
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_GAME_FROZEN: a Rybaření game is never changed');
END;
CREATE TRIGGER ryb_game_keep BEFORE DELETE ON ryb_game
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_GAME_KEPT: a Rybaření game is never deleted');
END;
CREATE TRIGGER ryb_seat_count BEFORE INSERT ON ryb_seat
WHEN NEW.position > (SELECT players FROM ryb_game WHERE id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_SEATING: a Rybaření game has its players in positions 1..players');
END;
CREATE TRIGGER ryb_seat_keep BEFORE DELETE ON ryb_seat
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_SEAT_FROZEN: the players and scores of a Rybaření game never change');
END;
CREATE TRIGGER ryb_seat_places AFTER INSERT ON ryb_seat
WHEN NEW.position = (SELECT players FROM ryb_game WHERE id = NEW.game_id)
    AND EXISTS (SELECT 1 FROM ryb_seat s WHERE s.game_id = NEW.game_id
        AND s.place IS NOT 1 + (SELECT count(*) FROM ryb_seat o
            WHERE o.game_id = s.game_id AND o.total > s.total))
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_PLACES: the places of a Rybaření game follow its totals (equal totals share a place)');
END;
CREATE TRIGGER deal_chain_frozen BEFORE UPDATE ON deal_chain
BEGIN
	SELECT RAISE(ABORT, 'E_CHAIN_FROZEN: the hash chain of a table is never changed');
END;
CREATE TRIGGER deal_chain_keep BEFORE DELETE ON deal_chain
BEGIN
	SELECT RAISE(ABORT, 'E_CHAIN_KEPT: the hash chain of a table is never deleted');
END;
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
CREATE TRIGGER seat_fixed BEFORE UPDATE OF player_id, seat, table_id ON seat
WHEN EXISTS (SELECT 1 FROM deal WHERE table_id = OLD.table_id)
    AND NOT (NEW.seat = OLD.seat AND NEW.table_id = OLD.table_id AND EXISTS (SELECT 1
    FROM player_merge WHERE from_id = OLD.player_id AND to_id = NEW.player_id))
BEGIN
	SELECT RAISE(ABORT, 'E_SEATS_FIXED: the table has deals: its seats cannot change');
END;
CREATE TRIGGER dice_seat_fixed BEFORE UPDATE OF game_id, position, player_id ON dice_seat
WHEN NOT (NEW.game_id = OLD.game_id AND NEW.position = OLD.position AND EXISTS (SELECT 1
    FROM player_merge WHERE from_id = OLD.player_id AND to_id = NEW.player_id))
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_PLAYERS_FIXED: the players of a dice game never change');
END;
CREATE TRIGGER ryb_seat_frozen BEFORE UPDATE ON ryb_seat
WHEN NOT (NEW.game_id = OLD.game_id AND NEW.position = OLD.position
    AND NEW.tiles = OLD.tiles AND NEW.big = OLD.big AND NEW.small = OLD.small
    AND NEW.rounded = OLD.rounded AND NEW.total = OLD.total AND NEW.place = OLD.place
    AND EXISTS (SELECT 1 FROM player_merge
    WHERE from_id = OLD.player_id AND to_id = NEW.player_id))
BEGIN
	SELECT RAISE(ABORT, 'E_RYB_SEAT_FROZEN: the players and scores of a Rybaření game never change');
END;
CREATE TRIGGER player_alias_clean BEFORE INSERT ON player_alias
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE VIEW table_total_calc AS
WITH k AS (
	SELECT x.table_id, v.seat,
	    CASE v.seat WHEN 1 THEN x.s1 WHEN 2 THEN x.s2 WHEN 3 THEN x.s3 ELSE x.s4 END AS played,
	    x.s1, x.s2, x.s3, x.s4, e.tie_mode, e.big1, e.big2, e.big3, e.big4
	FROM table_total x JOIN play_table t ON t.id = x.table_id
	JOIN event e ON e.id = t.event_id,
	(SELECT 1 AS seat UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) v
),
pl AS (
	SELECT k.*, (s1 > played) + (s2 > played) + (s3 > played) + (s4 > played) AS above,
	    (s1 = played) + (s2 = played) + (s3 = played) + (s4 = played) AS tied
	FROM k
),
b AS (
	SELECT table_id, seat, above + 1 AS place,
	    CASE WHEN tie_mode = 'best' THEN 12 * (CASE above WHEN 0 THEN big1 WHEN 1 THEN big2
	            WHEN 2 THEN big3 ELSE big4 END)
	        WHEN tie_mode = 'worst' THEN 12 * (CASE above + tied WHEN 1 THEN big1
	            WHEN 2 THEN big2 WHEN 3 THEN big3 ELSE big4 END)
	        ELSE 12 * ((CASE above + tied WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)
	          - (CASE above WHEN 0 THEN 0 WHEN 1 THEN big1 WHEN 2 THEN big1 + big2
	            WHEN 3 THEN big1 + big2 + big3 ELSE big1 + big2 + big3 + big4 END)) / tied
	    END AS big12
	FROM pl
)
SELECT table_id,
    max(big12) FILTER (WHERE seat = 1) AS t1, max(big12) FILTER (WHERE seat = 2) AS t2,
    max(big12) FILTER (WHERE seat = 3) AS t3, max(big12) FILTER (WHERE seat = 4) AS t4,
    max(place) FILTER (WHERE seat = 1) AS p1, max(place) FILTER (WHERE seat = 2) AS p2,
    max(place) FILTER (WHERE seat = 3) AS p3, max(place) FILTER (WHERE seat = 4) AS p4
FROM b GROUP BY table_id;
CREATE TRIGGER table_total_points AFTER UPDATE OF s1, s2, s3, s4 ON table_total
BEGIN
	UPDATE table_total SET (t1, t2, t3, t4, p1, p2, p3, p4) =
	    (SELECT t1, t2, t3, t4, p1, p2, p3, p4 FROM table_total_calc c
	     WHERE c.table_id = NEW.table_id)
	WHERE table_id = NEW.table_id;
END;
CREATE VIEW table_result AS
SELECT t.event_id, t.session, t.number, t.id AS table_id, s.seat, s.player_id, s.absent,
    t.seated < 4 OR t.absent > 0 AS short,
    CASE WHEN t.seated < 4 OR t.absent > 0 THEN (CASE WHEN s.absent THEN 0 ELSE e.absent_small END)
        ELSE CASE s.seat WHEN 1 THEN x.s1 WHEN 2 THEN x.s2 WHEN 3 THEN x.s3 ELSE x.s4 END
    END AS small,
    CASE WHEN t.seated < 4 OR t.absent > 0 THEN NULL
        ELSE CASE s.seat WHEN 1 THEN x.p1 WHEN 2 THEN x.p2 WHEN 3 THEN x.p3 ELSE x.p4 END
    END AS place,
    CASE WHEN t.seated < 4 OR t.absent > 0 THEN (CASE WHEN s.absent THEN 0 ELSE 12 * e.absent_big END)
        ELSE CASE s.seat WHEN 1 THEN x.t1 WHEN 2 THEN x.t2 WHEN 3 THEN x.t3 ELSE x.t4 END
    END AS big12
FROM seat s JOIN play_table t ON t.id = s.table_id JOIN table_total x ON x.table_id = t.id
JOIN event e ON e.id = t.event_id
WHERE s.player_id IS NOT NULL AND (x.deals > 0 OR t.seated < 4 OR t.absent > 0);
CREATE TRIGGER dice_turn_undo_check BEFORE INSERT ON dice_turn_undo
WHEN NOT EXISTS (SELECT 1 FROM dice_turn t WHERE t.game_id = NEW.game_id
        AND t.seq = NEW.seq AND t.entry_id = NEW.entry_id AND t.position = NEW.position
        AND t.box = NEW.box AND t.d1 = NEW.d1 AND t.d2 = NEW.d2 AND t.d3 = NEW.d3
        AND t.d4 = NEW.d4 AND t.d5 = NEW.d5 AND t.points = NEW.points
        AND t.bonus = NEW.bonus AND t.throws = NEW.throws)
    OR NEW.seq IS NOT (SELECT max(seq) FROM dice_turn WHERE game_id = NEW.game_id)
    OR (SELECT coalesce(length(trim(reason)), 0) FROM entry WHERE id = NEW.undo_entry_id) = 0
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_UNDO: only the last turn of a game is withdrawn, as entered, with a reason');
END;
CREATE TRIGGER dice_turn_undo_frozen BEFORE UPDATE ON dice_turn_undo
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_UNDO_FROZEN: a withdrawn dice turn is never changed');
END;
CREATE TRIGGER dice_turn_undo_keep BEFORE DELETE ON dice_turn_undo
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_UNDO_KEPT: a withdrawn dice turn is never deleted');
END;
CREATE TRIGGER dice_turn_keep BEFORE DELETE ON dice_turn
WHEN NOT EXISTS (SELECT 1 FROM dice_turn_undo u WHERE u.game_id = OLD.game_id
        AND u.seq = OLD.seq AND u.entry_id = OLD.entry_id)
    OR OLD.seq IS NOT (SELECT max(seq) FROM dice_turn WHERE game_id = OLD.game_id)
BEGIN
	SELECT RAISE(ABORT, 'E_DICE_TURN_KEPT: a dice turn is never deleted');
END;
CREATE TRIGGER dice_turn_withdraw AFTER INSERT ON dice_turn_undo
BEGIN
	DELETE FROM dice_turn WHERE game_id = NEW.game_id AND seq = NEW.seq;
	UPDATE dice_seat SET turns = turns - 1,
	    upper = upper - (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives',
	        'sixes') THEN NEW.points ELSE 0 END),
	    lower = lower - (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives',
	        'sixes') THEN 0 ELSE NEW.points END),
	    extra = extra - NEW.bonus,
	    upper_bonus = (SELECT CASE WHEN g.bonus_points > 0 AND dice_seat.upper
	        - (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes')
	        THEN NEW.points ELSE 0 END) >= g.bonus_threshold THEN g.bonus_points ELSE 0 END
	        FROM dice_game g WHERE g.id = NEW.game_id),
	    total = total - NEW.points - NEW.bonus - upper_bonus
	        + (SELECT CASE WHEN g.bonus_points > 0 AND dice_seat.upper
	        - (CASE WHEN NEW.box IN ('ones', 'twos', 'threes', 'fours', 'fives', 'sixes')
	        THEN NEW.points ELSE 0 END) >= g.bonus_threshold THEN g.bonus_points ELSE 0 END
	        FROM dice_game g WHERE g.id = NEW.game_id)
	WHERE game_id = NEW.game_id AND position = NEW.position;
END;
CREATE VIEW seat_kept_calc AS
SELECT s.table_id, s.seat,
    t.seated < 4 OR t.absent > 0 AS short,
    x.deals,
    CASE WHEN t.seated < 4 OR t.absent > 0 OR x.deals = 0 THEN 0
        ELSE CASE s.seat WHEN 1 THEN x.s1 WHEN 2 THEN x.s2 WHEN 3 THEN x.s3 ELSE x.s4 END
    END AS small,
    CASE WHEN t.seated < 4 OR t.absent > 0 OR x.deals = 0 THEN 0
        ELSE CASE s.seat WHEN 1 THEN x.t1 WHEN 2 THEN x.t2 WHEN 3 THEN x.t3 ELSE x.t4 END
    END AS big12,
    CASE WHEN t.seated < 4 OR t.absent > 0 OR x.deals = 0 THEN 0
        ELSE CASE s.seat WHEN 1 THEN x.p1 WHEN 2 THEN x.p2 WHEN 3 THEN x.p3 ELSE x.p4 END
    END AS place
FROM seat s JOIN play_table t ON t.id = s.table_id JOIN table_total x ON x.table_id = s.table_id;
CREATE TRIGGER seat_kept_total AFTER UPDATE ON table_total
BEGIN
	UPDATE seat SET (kept_short, kept_deals, kept_small, kept_big12, kept_place) =
	    (SELECT short, deals, small, big12, place FROM seat_kept_calc c
	     WHERE c.table_id = seat.table_id AND c.seat = seat.seat)
	WHERE table_id = NEW.table_id;
END;
CREATE TRIGGER seat_kept_table AFTER UPDATE OF seated, absent ON play_table
BEGIN
	UPDATE seat SET (kept_short, kept_deals, kept_small, kept_big12, kept_place) =
	    (SELECT short, deals, small, big12, place FROM seat_kept_calc c
	     WHERE c.table_id = seat.table_id AND c.seat = seat.seat)
	WHERE table_id = NEW.id;
END;
CREATE TRIGGER seat_kept_insert AFTER INSERT ON seat
BEGIN
	UPDATE seat SET (kept_short, kept_deals, kept_small, kept_big12, kept_place) =
	    (SELECT short, deals, small, big12, place FROM seat_kept_calc c
	     WHERE c.table_id = seat.table_id AND c.seat = seat.seat)
	WHERE table_id = NEW.table_id;
END;
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
COMMIT;
PRAGMA user_version = 90;
