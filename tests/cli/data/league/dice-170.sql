PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE player (
	id	INTEGER PRIMARY KEY,			-- row id
	name	TEXT NOT NULL UNIQUE			-- name as printed in protocols and standings
		CHECK (length(trim(name)) > 0 AND name = trim(name)),
	club	TEXT,					-- club, or NULL
	licence	TEXT UNIQUE				-- PSB licence number, or NULL
) STRICT;
INSERT INTO player VALUES(1,'Olek',NULL,NULL);
INSERT INTO player VALUES(2,'Ala',NULL,NULL);
INSERT INTO player VALUES(3,'Ewa Labuda',NULL,NULL);
INSERT INTO player VALUES(4,'Kazimierz Ostrowski',NULL,NULL);
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
CREATE TABLE table_total (
	table_id	INTEGER PRIMARY KEY REFERENCES play_table(id),	-- the table
	deals		INTEGER NOT NULL DEFAULT 0,	-- deals played (current versions, not void)
	s1		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 1: the sum of its deal points
	s2		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 2
	s3		INTEGER NOT NULL DEFAULT 0,	-- small points of seat 3
	s4		INTEGER NOT NULL DEFAULT 0	-- small points of seat 4
, t1 INTEGER NOT NULL DEFAULT 0, t2 INTEGER NOT NULL DEFAULT 0, t3 INTEGER NOT NULL DEFAULT 0, t4 INTEGER NOT NULL DEFAULT 0, p1 INTEGER NOT NULL DEFAULT 1, p2 INTEGER NOT NULL DEFAULT 1, p3 INTEGER NOT NULL DEFAULT 1, p4 INTEGER NOT NULL DEFAULT 1) STRICT;
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
CREATE TABLE entry (
	id		INTEGER PRIMARY KEY,		-- row id
	entered_by	TEXT NOT NULL,			-- who (--by, else the login name)
	entered_at	TEXT NOT NULL			-- when, UTC, YYYY-MM-DDTHH:MM:SSZ
			CHECK (entered_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T*Z'),
	reason		TEXT,				-- why (required for a correction), NULL for new deals
	source		TEXT				-- what wrote it: 'import FILE', 'deal add', 'enter', ...
) STRICT;
INSERT INTO entry VALUES(1,'unknown','2026-12-06T19:40:44Z',NULL,'fleet add classic.battle');
INSERT INTO entry VALUES(2,'Zofia Konkel','2026-12-06T19:40:45Z',NULL,'dice add kuznica-yahtzee.gdr');
INSERT INTO entry VALUES(3,'unknown','2026-12-06T19:40:45Z',NULL,'dice start');
INSERT INTO entry VALUES(4,'unknown','2026-12-06T19:40:45Z',NULL,'dice turn');
INSERT INTO entry VALUES(5,'unknown','2026-12-06T19:40:45Z',NULL,'dice turn');
INSERT INTO entry VALUES(6,'Zofia Konkel','2026-12-06T19:40:45Z','meant chance','dice turn --undo');
INSERT INTO entry VALUES(7,'unknown','2026-12-06T19:40:45Z',NULL,'dice turn');
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
INSERT INTO dice_game VALUES(1,2,1,2,63,35,replace('[Event "Kuźnica, mecz towarzyski"]\n[Date "2026-11-21"]\n[Ruleset "yahtzee"]\n[Players "Ewa Labuda; Kazimierz Ostrowski"]\n\nEwa Labuda: 3 5 3 1 5 keep 5 5 : 5 4 5 4 4 keep 4 4 4 : 4 2 4 4 4 -> fours\nKazimierz Ostrowski: 4 3 5 2 4 keep 2 3 4 5 : 4 3 5 2 2 keep 2 3 4 5 : 4 5 3 2 1 -> large-straight\nEwa Labuda: 1 1 1 2 2 keep 1 1 1 : 1 1 1 5 1 keep 1 1 1 1 : 2 1 1 1 1 -> ones\nKazimierz Ostrowski: 6 6 3 6 6 keep 6 6 6 6 : 6 4 6 6 6 keep 6 6 6 6 : 5 6 6 6 6 -> sixes\nEwa Labuda: 3 5 1 1 1 keep 1 1 1 : 1 1 1 2 3 keep 1 1 1 : 1 6 1 1 4 -> three-kind\nKazimierz Ostrowski: 5 4 1 5 2 keep 1 2 4 5 : 1 2 4 5 3 -> small-straight\nEwa Labuda: 1 1 1 4 1 keep 1 1 1 1 : 1 1 1 1 1 -> general\nKazimierz Ostrowski: 1 2 2 4 2 keep 2 2 2 : 2 2 2 2 6 keep 2 2 2 2 : 2 2 2 5 2 -> twos\nEwa Labuda: 6 5 5 5 6 keep 5 5 5 : 5 5 4 5 5 keep 5 5 5 5 : 5 5 5 5 5 -> fives\nKazimierz Ostrowski: 4 2 2 2 5 keep 2 2 2 : 6 1 2 2 2 -> three-kind\nEwa Labuda: 6 5 1 1 4 keep 1 1 : 2 1 5 5 1 keep 5 5 : 6 5 2 5 3 -> chance\nKazimierz Ostrowski: 3 2 1 3 6 keep 3 3 : 3 3 6 3 3 keep 3 3 3 3 : 3 6 3 3 3 -> threes\nEwa Labuda: 6 1 4 2 5 keep 1 2 4 5 : 2 4 1 5 1 -> full\nKazimierz Ostrowski: 2 3 1 3 2 keep 3 3 : 3 5 6 3 3 keep 3 3 3 : 3 3 4 3 4 -> full\nEwa Labuda: 6 4 5 5 4 keep 5 5 : 5 5 1 1 4 keep 5 5 : 4 4 3 5 5 -> small-straight\nKazimierz Ostrowski: 3 5 5 2 1 keep 1 2 3 5 : 1 5 3 2 1 -> chance\nEwa Labuda: 1 4 1 4 5 keep 4 4 : 4 4 3 4 1 keep 4 4 4 : 6 4 4 4 5 -> four-kind\nKazimierz Ostrowski: 3 5 6 2 3 keep 2 3 5 6 : 6 5 2 3 6 keep 2 3 5 6 : 2 3 5 1 6 -> four-kind\nEwa Labuda: 6 1 6 4 1 keep 6 6 : 2 6 1 6 6 keep 6 6 6 : 6 6 6 6 6 -> sixes\nKazimierz Ostrowski: 6 4 4 5 5 keep 5 5 : 5 3 5 1 1 keep 5 5 : 5 5 6 6 1 -> fives\nEwa Labuda: 2 2 6 2 4 keep 2 2 2 : 2 2 3 2 6 keep 2 2 2 : 5 2 1 2 2 -> twos\nKazimierz Ostrowski: 2 6 4 1 6 keep 6 6 : 6 5 3 6 6 keep 6 6 6 : 6 6 3 6 6 -> ones\nEwa Labuda: 1 6 3 3 3 keep 3 3 3 : 3 3 3 4 2 keep 3 3 3 : 3 3 3 3 5 -> threes\nKazimierz Ostrowski: 1 5 6 3 3 keep 3 3 : 6 4 3 3 4 -> fours\nEwa Labuda: 5 6 1 6 3 keep 6 6 : 4 6 6 3 2 keep 2 3 4 6 : 3 6 2 3 4 -> large-straight\nKazimierz Ostrowski: 3 1 3 1 5 keep 3 3 : 3 3 3 1 5 keep 3 3 3 : 3 5 1 3 3 -> general\n','\n',char(10)),2);
INSERT INTO dice_game VALUES(2,2,2,2,63,35,NULL,3);
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
INSERT INTO dice_seat VALUES(1,1,3,13,93,35,84,200,412);
INSERT INTO dice_seat VALUES(1,2,4,13,62,0,120,0,182);
INSERT INTO dice_seat VALUES(2,1,2,1,0,0,50,0,50);
INSERT INTO dice_seat VALUES(2,2,3,1,0,0,22,0,22);
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
INSERT INTO dice_turn VALUES(1,11,1,'chance',6,5,2,5,3,21,0,'6 5 1 1 4 keep 1 1 : 2 1 5 5 1 keep 5 5 : 6 5 2 5 3',2);
INSERT INTO dice_turn VALUES(1,9,1,'fives',5,5,5,5,5,25,100,'6 5 5 5 6 keep 5 5 5 : 5 5 4 5 5 keep 5 5 5 5 : 5 5 5 5 5',2);
INSERT INTO dice_turn VALUES(1,17,1,'four-kind',6,4,4,4,5,0,0,'1 4 1 4 5 keep 4 4 : 4 4 3 4 1 keep 4 4 4 : 6 4 4 4 5',2);
INSERT INTO dice_turn VALUES(1,1,1,'fours',4,2,4,4,4,16,0,'3 5 3 1 5 keep 5 5 : 5 4 5 4 4 keep 4 4 4 : 4 2 4 4 4',2);
INSERT INTO dice_turn VALUES(1,13,1,'full',2,4,1,5,1,0,0,'6 1 4 2 5 keep 1 2 4 5 : 2 4 1 5 1',2);
INSERT INTO dice_turn VALUES(1,7,1,'general',1,1,1,1,1,50,0,'1 1 1 4 1 keep 1 1 1 1 : 1 1 1 1 1',2);
INSERT INTO dice_turn VALUES(1,25,1,'large-straight',3,6,2,3,4,0,0,'5 6 1 6 3 keep 6 6 : 4 6 6 3 2 keep 2 3 4 6 : 3 6 2 3 4',2);
INSERT INTO dice_turn VALUES(1,3,1,'ones',2,1,1,1,1,4,0,'1 1 1 2 2 keep 1 1 1 : 1 1 1 5 1 keep 1 1 1 1 : 2 1 1 1 1',2);
INSERT INTO dice_turn VALUES(1,19,1,'sixes',6,6,6,6,6,30,100,'6 1 6 4 1 keep 6 6 : 2 6 1 6 6 keep 6 6 6 : 6 6 6 6 6',2);
INSERT INTO dice_turn VALUES(1,15,1,'small-straight',4,4,3,5,5,0,0,'6 4 5 5 4 keep 5 5 : 5 5 1 1 4 keep 5 5 : 4 4 3 5 5',2);
INSERT INTO dice_turn VALUES(1,5,1,'three-kind',1,6,1,1,4,13,0,'3 5 1 1 1 keep 1 1 1 : 1 1 1 2 3 keep 1 1 1 : 1 6 1 1 4',2);
INSERT INTO dice_turn VALUES(1,23,1,'threes',3,3,3,3,5,12,0,'1 6 3 3 3 keep 3 3 3 : 3 3 3 4 2 keep 3 3 3 : 3 3 3 3 5',2);
INSERT INTO dice_turn VALUES(1,21,1,'twos',5,2,1,2,2,6,0,'2 2 6 2 4 keep 2 2 2 : 2 2 3 2 6 keep 2 2 2 : 5 2 1 2 2',2);
INSERT INTO dice_turn VALUES(1,16,2,'chance',1,5,3,2,1,12,0,'3 5 5 2 1 keep 1 2 3 5 : 1 5 3 2 1',2);
INSERT INTO dice_turn VALUES(1,20,2,'fives',5,5,6,6,1,10,0,'6 4 4 5 5 keep 5 5 : 5 3 5 1 1 keep 5 5 : 5 5 6 6 1',2);
INSERT INTO dice_turn VALUES(1,18,2,'four-kind',2,3,5,1,6,0,0,'3 5 6 2 3 keep 2 3 5 6 : 6 5 2 3 6 keep 2 3 5 6 : 2 3 5 1 6',2);
INSERT INTO dice_turn VALUES(1,24,2,'fours',6,4,3,3,4,8,0,'1 5 6 3 3 keep 3 3 : 6 4 3 3 4',2);
INSERT INTO dice_turn VALUES(1,14,2,'full',3,3,4,3,4,25,0,'2 3 1 3 2 keep 3 3 : 3 5 6 3 3 keep 3 3 3 : 3 3 4 3 4',2);
INSERT INTO dice_turn VALUES(1,26,2,'general',3,5,1,3,3,0,0,'3 1 3 1 5 keep 3 3 : 3 3 3 1 5 keep 3 3 3 : 3 5 1 3 3',2);
INSERT INTO dice_turn VALUES(1,2,2,'large-straight',4,5,3,2,1,40,0,'4 3 5 2 4 keep 2 3 4 5 : 4 3 5 2 2 keep 2 3 4 5 : 4 5 3 2 1',2);
INSERT INTO dice_turn VALUES(1,22,2,'ones',6,6,3,6,6,0,0,'2 6 4 1 6 keep 6 6 : 6 5 3 6 6 keep 6 6 6 : 6 6 3 6 6',2);
INSERT INTO dice_turn VALUES(1,4,2,'sixes',5,6,6,6,6,24,0,'6 6 3 6 6 keep 6 6 6 6 : 6 4 6 6 6 keep 6 6 6 6 : 5 6 6 6 6',2);
INSERT INTO dice_turn VALUES(1,6,2,'small-straight',1,2,4,5,3,30,0,'5 4 1 5 2 keep 1 2 4 5 : 1 2 4 5 3',2);
INSERT INTO dice_turn VALUES(1,10,2,'three-kind',6,1,2,2,2,13,0,'4 2 2 2 5 keep 2 2 2 : 6 1 2 2 2',2);
INSERT INTO dice_turn VALUES(1,12,2,'threes',3,6,3,3,3,12,0,'3 2 1 3 6 keep 3 3 : 3 3 6 3 3 keep 3 3 3 3 : 3 6 3 3 3',2);
INSERT INTO dice_turn VALUES(1,8,2,'twos',2,2,2,5,2,8,0,'1 2 2 4 2 keep 2 2 2 : 2 2 2 2 6 keep 2 2 2 2 : 2 2 2 5 2',2);
INSERT INTO dice_turn VALUES(2,1,1,'general',6,6,6,6,6,50,0,'6 6 6 6 6',4);
INSERT INTO dice_turn VALUES(2,2,2,'chance',6,6,6,2,2,22,0,'6 6 6 2 2',7);
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
INSERT INTO dice_turn_undo VALUES(1,2,2,2,'full',6,6,6,2,2,25,0,'6 6 6 2 2',5,6);
CREATE TABLE ledger (
	seq		INTEGER PRIMARY KEY CHECK (seq >= 1),	-- link number, from 1
	tbl		TEXT NOT NULL,				-- the table of the row
	key		TEXT NOT NULL,				-- its primary key, quote() of each column, ',' between
	text		TEXT,					-- its canonical text, NULL when it was deleted
	hash		TEXT NOT NULL				-- BLAKE2b-256 of the link, 64 hex digits
			CHECK (length(hash) = 64 AND hash NOT GLOB '*[^0-9a-f]*')
) STRICT;
INSERT INTO ledger VALUES(1,'event','1',replace('1,''Statki'',NULL,''fleet'',NULL,NULL,''classic'',''# fleet ruleset. Edit values and pass the file with --ruleset FILE.\n# columns of the board, lettered from A (§1)\nboard_w = 10\n# rows of the board, numbered from 1 top down (§1)\nboard_h = 10\n# the fleet: NAME:SIZExCOUNT, straight ships of SIZE squares (§2)\nfleet = pancernik:4x1, krążownik:3x2, niszczyciel:2x3, torpedowiec:1x4\n# ships may not touch, not even at a corner (§1)\nno_touch = true\n# the shooter shoots again after a hit (§1)\nshoot_again_on_hit = true\n# the shooter shoots again after sinking a ship (§1)\nshoot_again_on_sink = true\n# a square shot again: reject (turn not used) or miss (turn lost) (§3)\nrepeat_shot = reject\n# a shot at a square marked around a sunk ship: reject (turn not used) or allow (§3)\nhalo_shot = reject\n# the answers: miss, hit, sunk (§1)\nwords = pudło, trafiony, zatopiony\n# who shoots first when not given: given (player 1) or random (§2)\nstart_player = given\n'',0,0,0,0,''average'',0,0,1,0,''small_points''','\n',char(10)),'bd2158c724016e16348531251b9ece6c6000696a26249c523f4c60802b73e89b');
INSERT INTO ledger VALUES(2,'player','1','1,''Olek'',NULL,NULL','f0db965acafb5207825c1e8e1786eac1f5d2644a15d000b9596cb2775aa37f2d');
INSERT INTO ledger VALUES(3,'player','2','2,''Ala'',NULL,NULL','718358d041f141955ba42aec508c5ebb82b213269aabd50a58040dcdc9ea1ed5');
INSERT INTO ledger VALUES(4,'entry','1','1,''unknown'',''2026-12-06T19:40:44Z'',NULL,''fleet add classic.battle''','6564074cc24e0e382a2bd65fa671ee71195d0b5e41d6ddec03f5a2972a56c264');
INSERT INTO ledger VALUES(5,'game_result','1',replace('1,1,1,2,''[Variant "classic"]\n[Event "Skansen, stolik 2"]\n[Date "2026-07-18"]\n[Player1 "Kaszuba"]\n[Player2 "Kociewiak"]\n[Board "1"]\n    A B C D E F G H I J\n 1  # # # # . . . . . #\n 2  . . . . . . . . . #\n 3  # . # # . # . . . #\n 4  # . . . . # . . . .\n 5  # . . . . . . # # .\n 6  . . . . . . . . . .\n 7  . . # . . . . . . .\n 8  . . . . . . . # . .\n 9  . . . . # . . . . .\n10  . . . . . . . . . #\n\n[Board "2"]\n    A B C D E F G H I J\n 1  . . # . . . # # # .\n 2  . . # . . . . . . .\n 3  . . . . # . . . . #\n 4  # . . . # . . . . #\n 5  . . . . . . . . . #\n 6  . # # # . . . . . #\n 7  . . . . . . # . . .\n 8  # . . . . . # . . .\n 9  . . . # . . . . . .\n10  . . . . . . . # . .\n\n1 C2 trafiony\n1 G1 trafiony\n1 H10 zatopiony\n1 H1 trafiony\n1 A4 zatopiony\n1 J5 trafiony\n1 H4 pudło\n2 A5 trafiony\n2 J10 zatopiony\n2 C3 trafiony\n2 G8 pudło\n1 E9 pudło\n2 G1 pudło\n1 F1 pudło\n2 I2 pudło\n1 E3 trafiony\n1 A10 pudło\n2 E10 pudło\n1 G7 trafiony\n1 D4 pudło\n2 E8 pudło\n1 C10 pudło\n2 A3 trafiony\n2 D8 pudło\n1 E6 pudło\n2 D7 pudło\n1 E5 pudło\n2 F4 trafiony\n2 J1 trafiony\n2 A6 pudło\n1 B6 trafiony\n1 D2 pudło\n2 F3 zatopiony\n2 D3 zatopiony\n2 H5 trafiony\n2 G10 pudło\n1 J10 pudło\n2 A10 pudło\n1 B7 pudło\n2 H7 pudło\n1 I8 pudło\n2 B1 trafiony\n2 J6 pudło\n1 B2 pudło\n2 J3 trafiony\n2 J8 pudło\n1 F6 pudło\n2 I8 pudło\n1 J6 trafiony\n1 C3 pudło\n2 H4 pudło\n1 G3 pudło\n2 G6 pudło\n1 F10 pudło\n2 H8 zatopiony\n2 D5 pudło\n1 H8 pudło\n2 F8 pudło\n1 D6 trafiony\n1 J7 pudło\n2 J4 pudło\n1 J3 trafiony\n1 J4 zatopiony\n1 D9 zatopiony\n1 E4 zatopiony\n1 I1 zatopiony\n1 B8 pudło\n2 D6 pudło\n1 A8 zatopiony\n1 F7 pudło\n2 E1 pudło\n1 J9 pudło\n2 D9 pudło\n1 A6 pudło\n2 B8 pudło\n1 B1 pudło\n2 J2 zatopiony\n2 H3 pudło\n1 C1 zatopiony\n1 C6 zatopiony\n1 F8 pudło\n2 H1 pudło\n1 H6 pudło\n2 I6 pudło\n1 H7 pudło\n2 B5 pudło\n1 G8 zatopiony\n'',1','\n',char(10)),'bc07f1e6aac17fa6e1e1331dcac3a575e325a8ba8a12fe48ee7d52b0c34a50d8');
INSERT INTO ledger VALUES(6,'game_result_seat','1,1','1,1,1,2,1','6082ab6ef6df3fdddf9f3cfa1c4b56ad9b5c73a93fcfe182d82cee55a899b57f');
INSERT INTO ledger VALUES(7,'game_result_seat','1,2','1,2,2,0,2','6fd9f6b50d8f7b2aeec81b4e1bd452dc2d9607c7396b260706aee44e5a9ed4cb');
INSERT INTO ledger VALUES(8,'event','2',replace('2,''Kuźnica'',NULL,''dice'',NULL,NULL,''yahtzee'',''# dice ruleset. Edit values and pass the file with --ruleset FILE.\n# throws a player may make in one turn (§1)\nrolls_per_turn = 3\n# upper-section total that earns the upper bonus (§3)\nupper_bonus_threshold = 63\n# upper bonus; 0 = none, as in the seed (§1, §3)\nupper_bonus_points = 35\n# when a further generał is a joker and where it may go (§4, §5)\njoker_mode = forced\n# bonus for each further generał (§1); 0 = none\nextra_general_bonus = 100\n# first_in_box: the first generał went into the generał box (seed); box_holds_50: the box holds its value (§2 #10)\nextra_bonus_condition = box_holds_50\n# three of a kind needs at least or exactly three alike (§2 #1)\nthree_kind = at_least\n# four of a kind needs at least or exactly four alike (§2 #1)\nfour_kind = at_least\n# five alike is a full house even without the joker (§2 #2)\nfh_accepts_five_alike = false\n# value of a full house (§1)\nfull_house = 25\n# value of a small straight (§1)\nsmall_straight = 30\n# value of a large straight (§1)\nlarge_straight = 40\n# value of a generał in the generał box (§1)\ngeneral = 50\n'',0,0,0,0,''average'',0,0,1,0,''small_points''','\n',char(10)),'5e6a6084c2c93d95464132a3e77ae03e481cb69bfd65812345a61a3eaa9a7ca9');
INSERT INTO ledger VALUES(9,'player','3','3,''Ewa Labuda'',NULL,NULL','559925b8a3689d8aaf821de8e6ad9a2a568e5d765982557dfd68540c36fb4d42');
INSERT INTO ledger VALUES(10,'player','4','4,''Kazimierz Ostrowski'',NULL,NULL','dce9a206e46dc3a72a042e5d5b2affe75bc0381712cab1a698a767e5e0260ae4');
INSERT INTO ledger VALUES(11,'entry','2','2,''Zofia Konkel'',''2026-12-06T19:40:45Z'',NULL,''dice add kuznica-yahtzee.gdr''','e5c3cdbe2981c4bd345a181b2142e7e7d0dcdabc20a657c3e8f5190b0f4a71a7');
INSERT INTO ledger VALUES(12,'dice_game','1',replace('1,2,1,2,63,35,''[Event "Kuźnica, mecz towarzyski"]\n[Date "2026-11-21"]\n[Ruleset "yahtzee"]\n[Players "Ewa Labuda; Kazimierz Ostrowski"]\n\nEwa Labuda: 3 5 3 1 5 keep 5 5 : 5 4 5 4 4 keep 4 4 4 : 4 2 4 4 4 -> fours\nKazimierz Ostrowski: 4 3 5 2 4 keep 2 3 4 5 : 4 3 5 2 2 keep 2 3 4 5 : 4 5 3 2 1 -> large-straight\nEwa Labuda: 1 1 1 2 2 keep 1 1 1 : 1 1 1 5 1 keep 1 1 1 1 : 2 1 1 1 1 -> ones\nKazimierz Ostrowski: 6 6 3 6 6 keep 6 6 6 6 : 6 4 6 6 6 keep 6 6 6 6 : 5 6 6 6 6 -> sixes\nEwa Labuda: 3 5 1 1 1 keep 1 1 1 : 1 1 1 2 3 keep 1 1 1 : 1 6 1 1 4 -> three-kind\nKazimierz Ostrowski: 5 4 1 5 2 keep 1 2 4 5 : 1 2 4 5 3 -> small-straight\nEwa Labuda: 1 1 1 4 1 keep 1 1 1 1 : 1 1 1 1 1 -> general\nKazimierz Ostrowski: 1 2 2 4 2 keep 2 2 2 : 2 2 2 2 6 keep 2 2 2 2 : 2 2 2 5 2 -> twos\nEwa Labuda: 6 5 5 5 6 keep 5 5 5 : 5 5 4 5 5 keep 5 5 5 5 : 5 5 5 5 5 -> fives\nKazimierz Ostrowski: 4 2 2 2 5 keep 2 2 2 : 6 1 2 2 2 -> three-kind\nEwa Labuda: 6 5 1 1 4 keep 1 1 : 2 1 5 5 1 keep 5 5 : 6 5 2 5 3 -> chance\nKazimierz Ostrowski: 3 2 1 3 6 keep 3 3 : 3 3 6 3 3 keep 3 3 3 3 : 3 6 3 3 3 -> threes\nEwa Labuda: 6 1 4 2 5 keep 1 2 4 5 : 2 4 1 5 1 -> full\nKazimierz Ostrowski: 2 3 1 3 2 keep 3 3 : 3 5 6 3 3 keep 3 3 3 : 3 3 4 3 4 -> full\nEwa Labuda: 6 4 5 5 4 keep 5 5 : 5 5 1 1 4 keep 5 5 : 4 4 3 5 5 -> small-straight\nKazimierz Ostrowski: 3 5 5 2 1 keep 1 2 3 5 : 1 5 3 2 1 -> chance\nEwa Labuda: 1 4 1 4 5 keep 4 4 : 4 4 3 4 1 keep 4 4 4 : 6 4 4 4 5 -> four-kind\nKazimierz Ostrowski: 3 5 6 2 3 keep 2 3 5 6 : 6 5 2 3 6 keep 2 3 5 6 : 2 3 5 1 6 -> four-kind\nEwa Labuda: 6 1 6 4 1 keep 6 6 : 2 6 1 6 6 keep 6 6 6 : 6 6 6 6 6 -> sixes\nKazimierz Ostrowski: 6 4 4 5 5 keep 5 5 : 5 3 5 1 1 keep 5 5 : 5 5 6 6 1 -> fives\nEwa Labuda: 2 2 6 2 4 keep 2 2 2 : 2 2 3 2 6 keep 2 2 2 : 5 2 1 2 2 -> twos\nKazimierz Ostrowski: 2 6 4 1 6 keep 6 6 : 6 5 3 6 6 keep 6 6 6 : 6 6 3 6 6 -> ones\nEwa Labuda: 1 6 3 3 3 keep 3 3 3 : 3 3 3 4 2 keep 3 3 3 : 3 3 3 3 5 -> threes\nKazimierz Ostrowski: 1 5 6 3 3 keep 3 3 : 6 4 3 3 4 -> fours\nEwa Labuda: 5 6 1 6 3 keep 6 6 : 4 6 6 3 2 keep 2 3 4 6 : 3 6 2 3 4 -> large-straight\nKazimierz Ostrowski: 3 1 3 1 5 keep 3 3 : 3 3 3 1 5 keep 3 3 3 : 3 5 1 3 3 -> general\n'',2','\n',char(10)),'08f5390a3c3b0436a83fa6ae1d870829c4f546fbd1abdde58dff948e0d53228f');
INSERT INTO ledger VALUES(13,'dice_seat','1,1','1,1,3','105c73ef2edcfd7da4d9b15fad2c7ce1189ee26d41eeea7e7cecb0d998a1316d');
INSERT INTO ledger VALUES(14,'dice_seat','1,2','1,2,4','1f0ecda1b7df58f08b4199e0daa628bc901aa38bd36ef48441016d943053ed02');
INSERT INTO ledger VALUES(15,'dice_turn','1,1,''chance''','1,11,1,''chance'',6,5,2,5,3,21,0,''6 5 1 1 4 keep 1 1 : 2 1 5 5 1 keep 5 5 : 6 5 2 5 3'',2','259101555d9407a14f16f8dba76e5684112bd905103bb6b3b89f2e1bd7f87095');
INSERT INTO ledger VALUES(16,'dice_turn','1,1,''fives''','1,9,1,''fives'',5,5,5,5,5,25,100,''6 5 5 5 6 keep 5 5 5 : 5 5 4 5 5 keep 5 5 5 5 : 5 5 5 5 5'',2','72f233d36b17fa895d9666213e396d908d8d6919b82361e369e439d76246d304');
INSERT INTO ledger VALUES(17,'dice_turn','1,1,''four-kind''','1,17,1,''four-kind'',6,4,4,4,5,0,0,''1 4 1 4 5 keep 4 4 : 4 4 3 4 1 keep 4 4 4 : 6 4 4 4 5'',2','6c37e073d37e3b4a8535ecb93180419ef3ba94143275d9ef903bc39f499c8a4b');
INSERT INTO ledger VALUES(18,'dice_turn','1,1,''fours''','1,1,1,''fours'',4,2,4,4,4,16,0,''3 5 3 1 5 keep 5 5 : 5 4 5 4 4 keep 4 4 4 : 4 2 4 4 4'',2','6316abcb38205ec6c2505660d2bbf51a1f587aee6a8a3500398e7c4536b25ee1');
INSERT INTO ledger VALUES(19,'dice_turn','1,1,''full''','1,13,1,''full'',2,4,1,5,1,0,0,''6 1 4 2 5 keep 1 2 4 5 : 2 4 1 5 1'',2','5737b972b436ed81e09752bb4458e792fcd38fdd8e1bb74e30d6ca96c7760871');
INSERT INTO ledger VALUES(20,'dice_turn','1,1,''general''','1,7,1,''general'',1,1,1,1,1,50,0,''1 1 1 4 1 keep 1 1 1 1 : 1 1 1 1 1'',2','b8ffa5f417ca74414238c257ecdab8d91e74dee588adadfe06957e781d49d7ce');
INSERT INTO ledger VALUES(21,'dice_turn','1,1,''large-straight''','1,25,1,''large-straight'',3,6,2,3,4,0,0,''5 6 1 6 3 keep 6 6 : 4 6 6 3 2 keep 2 3 4 6 : 3 6 2 3 4'',2','1676e657e85df5f4bf00e351090ca13decdab1b33370fcf14b6d8d097e9801dc');
INSERT INTO ledger VALUES(22,'dice_turn','1,1,''ones''','1,3,1,''ones'',2,1,1,1,1,4,0,''1 1 1 2 2 keep 1 1 1 : 1 1 1 5 1 keep 1 1 1 1 : 2 1 1 1 1'',2','b5cbb18883de14f9173ef9b110f0f288630206018da84f10dbbc6653c152c985');
INSERT INTO ledger VALUES(23,'dice_turn','1,1,''sixes''','1,19,1,''sixes'',6,6,6,6,6,30,100,''6 1 6 4 1 keep 6 6 : 2 6 1 6 6 keep 6 6 6 : 6 6 6 6 6'',2','c6d27ed4d0344f60deebd33badf46ae80d1ca5233e7e57143cabdd16dbc9228e');
INSERT INTO ledger VALUES(24,'dice_turn','1,1,''small-straight''','1,15,1,''small-straight'',4,4,3,5,5,0,0,''6 4 5 5 4 keep 5 5 : 5 5 1 1 4 keep 5 5 : 4 4 3 5 5'',2','d7cabb8b91fcbaaa050c1c83ddcecb5f98738726acda31b7e1afd764678a1e48');
INSERT INTO ledger VALUES(25,'dice_turn','1,1,''three-kind''','1,5,1,''three-kind'',1,6,1,1,4,13,0,''3 5 1 1 1 keep 1 1 1 : 1 1 1 2 3 keep 1 1 1 : 1 6 1 1 4'',2','5adf7485e830aa2e2e9606904c280f5eafa85f6341fe3e5d189137b25bed8337');
INSERT INTO ledger VALUES(26,'dice_turn','1,1,''threes''','1,23,1,''threes'',3,3,3,3,5,12,0,''1 6 3 3 3 keep 3 3 3 : 3 3 3 4 2 keep 3 3 3 : 3 3 3 3 5'',2','e9461b3e0149f395766630f084a15b8b7089d881216de9d871792b8582bd251b');
INSERT INTO ledger VALUES(27,'dice_turn','1,1,''twos''','1,21,1,''twos'',5,2,1,2,2,6,0,''2 2 6 2 4 keep 2 2 2 : 2 2 3 2 6 keep 2 2 2 : 5 2 1 2 2'',2','fa2cbe225b4751c004e7d5a02d3e8380409df0b015f74fc371c37e2c9bc09c06');
INSERT INTO ledger VALUES(28,'dice_turn','1,2,''chance''','1,16,2,''chance'',1,5,3,2,1,12,0,''3 5 5 2 1 keep 1 2 3 5 : 1 5 3 2 1'',2','348c3df692a6a00f73c96e66a1020e6a20fa63b0f4e1d103b3293e6b0b5b7bd6');
INSERT INTO ledger VALUES(29,'dice_turn','1,2,''fives''','1,20,2,''fives'',5,5,6,6,1,10,0,''6 4 4 5 5 keep 5 5 : 5 3 5 1 1 keep 5 5 : 5 5 6 6 1'',2','f960fe6494e017838e8b161371fb51163d4d75a92206e34f951b6e971561416b');
INSERT INTO ledger VALUES(30,'dice_turn','1,2,''four-kind''','1,18,2,''four-kind'',2,3,5,1,6,0,0,''3 5 6 2 3 keep 2 3 5 6 : 6 5 2 3 6 keep 2 3 5 6 : 2 3 5 1 6'',2','4db85e4efec27e69111e2c4c212c1f8d1270551def5e42473e30700f945b95fd');
INSERT INTO ledger VALUES(31,'dice_turn','1,2,''fours''','1,24,2,''fours'',6,4,3,3,4,8,0,''1 5 6 3 3 keep 3 3 : 6 4 3 3 4'',2','00cf395830f5e35d86f105b661db01dac0f5e773aef526382fba4adc78821bcf');
INSERT INTO ledger VALUES(32,'dice_turn','1,2,''full''','1,14,2,''full'',3,3,4,3,4,25,0,''2 3 1 3 2 keep 3 3 : 3 5 6 3 3 keep 3 3 3 : 3 3 4 3 4'',2','096553476f2535833d9c22a378b9323415281f26deae1df3c275d8f176aa76f3');
INSERT INTO ledger VALUES(33,'dice_turn','1,2,''general''','1,26,2,''general'',3,5,1,3,3,0,0,''3 1 3 1 5 keep 3 3 : 3 3 3 1 5 keep 3 3 3 : 3 5 1 3 3'',2','5d6dc2b921ee7b8c0930b9839e56c61790e9c1037d014a5221a844698823c06a');
INSERT INTO ledger VALUES(34,'dice_turn','1,2,''large-straight''','1,2,2,''large-straight'',4,5,3,2,1,40,0,''4 3 5 2 4 keep 2 3 4 5 : 4 3 5 2 2 keep 2 3 4 5 : 4 5 3 2 1'',2','c5e00e5e37d76d7d6d2d5070fab8300f3f15fb4c3ad1a66bc399e0a73d923150');
INSERT INTO ledger VALUES(35,'dice_turn','1,2,''ones''','1,22,2,''ones'',6,6,3,6,6,0,0,''2 6 4 1 6 keep 6 6 : 6 5 3 6 6 keep 6 6 6 : 6 6 3 6 6'',2','c8f8427beac7ab23294ee8ee3b8c9853751ba48cca57ad6cc50599e66797477a');
INSERT INTO ledger VALUES(36,'dice_turn','1,2,''sixes''','1,4,2,''sixes'',5,6,6,6,6,24,0,''6 6 3 6 6 keep 6 6 6 6 : 6 4 6 6 6 keep 6 6 6 6 : 5 6 6 6 6'',2','c002fb893805e0fe11bf2d37153bf9cac13bba42e164cda2e462fc22d7b44925');
INSERT INTO ledger VALUES(37,'dice_turn','1,2,''small-straight''','1,6,2,''small-straight'',1,2,4,5,3,30,0,''5 4 1 5 2 keep 1 2 4 5 : 1 2 4 5 3'',2','ee8ee6994148fc9ba5daa399e7064ce2e2acde1b33fc6b7ab75f409e2064e2d2');
INSERT INTO ledger VALUES(38,'dice_turn','1,2,''three-kind''','1,10,2,''three-kind'',6,1,2,2,2,13,0,''4 2 2 2 5 keep 2 2 2 : 6 1 2 2 2'',2','a19c808ccf73e30c8cf4d7f91a9a379c650658a2e62b6eaa8f76200bbe2e0728');
INSERT INTO ledger VALUES(39,'dice_turn','1,2,''threes''','1,12,2,''threes'',3,6,3,3,3,12,0,''3 2 1 3 6 keep 3 3 : 3 3 6 3 3 keep 3 3 3 3 : 3 6 3 3 3'',2','cfccac710f0404f3f9517fa7a81de4b40432f101030ffe19018e04dec1ff13ae');
INSERT INTO ledger VALUES(40,'dice_turn','1,2,''twos''','1,8,2,''twos'',2,2,2,5,2,8,0,''1 2 2 4 2 keep 2 2 2 : 2 2 2 2 6 keep 2 2 2 2 : 2 2 2 5 2'',2','c62d40af08a5aee76aa16361b58ce84b263e30df24076994fbf16a96f2c72e53');
INSERT INTO ledger VALUES(41,'entry','3','3,''unknown'',''2026-12-06T19:40:45Z'',NULL,''dice start''','fba131cea19b2891bedd5bde0b8d4e7788ff709e8e2eeab8619766440c135363');
INSERT INTO ledger VALUES(42,'dice_game','2','2,2,2,2,63,35,NULL,3','1310f8ecb7422a1957984e99b9826267559061b27966bc6332cb9e8846c3861c');
INSERT INTO ledger VALUES(43,'dice_seat','2,1','2,1,2','08990c5c096b5e62900fe10b24dbbf072f8e26d89afb7d8e3f68cfdbba182d06');
INSERT INTO ledger VALUES(44,'dice_seat','2,2','2,2,3','1677cd7fa5e66706623bbff4fe50c14c2465ecf98e82806fb7576affb5bbddfb');
INSERT INTO ledger VALUES(45,'entry','4','4,''unknown'',''2026-12-06T19:40:45Z'',NULL,''dice turn''','967149696fda0877142aa84bdcdb271277d5c57b3ad848646b7dc34ebc330f5c');
INSERT INTO ledger VALUES(46,'dice_turn','2,1,''general''','2,1,1,''general'',6,6,6,6,6,50,0,''6 6 6 6 6'',4','096e2ef149e24d93ae6464629582474fd66235a7edfba2253440492081b46ade');
INSERT INTO ledger VALUES(47,'entry','5','5,''unknown'',''2026-12-06T19:40:45Z'',NULL,''dice turn''','d937d53e30f993e36970ad193d6b2f4eed69abb00846eb8b7c01e89ea782d1e1');
INSERT INTO ledger VALUES(48,'dice_turn','2,2,''full''','2,2,2,''full'',6,6,6,2,2,25,0,''6 6 6 2 2'',5','fc7eed7eec1dbfed952f2e1b6283e2370aafb5e5d11bf2f284cdfb165a8de60e');
INSERT INTO ledger VALUES(49,'entry','6','6,''Zofia Konkel'',''2026-12-06T19:40:45Z'',''meant chance'',''dice turn --undo''','e3ab07364dc4745fc7bcce8496514403ce237e1779b95a02d61ab99827fc45e0');
INSERT INTO ledger VALUES(50,'dice_turn','2,2,''full''',NULL,'117503a95341d736c91195e9544ba383fdc7dcd2157323cced723139c421de94');
INSERT INTO ledger VALUES(51,'dice_turn_undo','1','1,2,2,2,''full'',6,6,6,2,2,25,0,''6 6 6 2 2'',5,6','a41fa627d7b1d1106ce8dfafbaeb65982651652bcdf90ccd4e72714d8318ea07');
INSERT INTO ledger VALUES(52,'entry','7','7,''unknown'',''2026-12-06T19:40:45Z'',NULL,''dice turn''','54fbf31c9a6808741b83fb80de221b9bf94715050d4c46b455359fd782de9128');
INSERT INTO ledger VALUES(53,'dice_turn','2,2,''chance''','2,2,2,''chance'',6,6,6,2,2,22,0,''6 6 6 2 2'',7','90d2043a97167ee16435841bb455898118cfaf06361a7e4c4922a11f91aa99e8');
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
CREATE TABLE chain_head (
	table_id	INTEGER PRIMARY KEY REFERENCES play_table(id),	-- the table
	seq		INTEGER NOT NULL CHECK (seq >= 1),	-- its last link's number
	hash		TEXT NOT NULL				-- its last link's hash
			CHECK (length(hash) = 64 AND hash NOT GLOB '*[^0-9a-f]*')
) STRICT;
CREATE TABLE ledger_adopted (
	migration	INTEGER PRIMARY KEY,			-- the migration, 90
	from_version	INTEGER CHECK (from_version >= 1),	-- the file's version, NULL unknown
	upto		INTEGER CHECK (upto >= 0)		-- its last link (0: none), NULL unknown
) STRICT;
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
CREATE TABLE bundle_version (
	table_id	INTEGER NOT NULL REFERENCES play_table(id),	-- the table
	number		INTEGER NOT NULL,			-- the deal number
	version		INTEGER NOT NULL,			-- the version the bundle added
	bundle_id	INTEGER NOT NULL REFERENCES bundle_merged(id),	-- the bundle
	PRIMARY KEY (table_id, number, version)
) STRICT, WITHOUT ROWID;
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
CREATE TABLE game_kind (
	name		TEXT PRIMARY KEY			-- 'baska', 'dice', ...: event.game
			CHECK (length(name) BETWEEN 1 AND 15 AND name NOT GLOB '*[^a-z0-9_-]*')
) STRICT, WITHOUT ROWID;
INSERT INTO game_kind VALUES('baska');
INSERT INTO game_kind VALUES('dice');
INSERT INTO game_kind VALUES('fleet');
INSERT INTO game_kind VALUES('rybareni');
CREATE TABLE event (
	id		INTEGER PRIMARY KEY,		-- row id
	name		TEXT NOT NULL UNIQUE		-- event name, e.g. 'Liga Baśki 2026, GP 1'
			CHECK (length(trim(name)) > 0 AND name = trim(name)),
	date		TEXT				-- YYYY-MM-DD, or NULL
			CHECK (date IS NULL OR date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	game		TEXT NOT NULL DEFAULT 'baska'	-- the game played: a game kind
			REFERENCES game_kind(name),
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
	season_best_n	INTEGER NOT NULL CHECK (season_best_n >= 0),	-- events counted in a season, 0 = all
	tie_breaks	TEXT NOT NULL DEFAULT 'small_points'	-- tie-breaks after big points (060)
			CHECK (tie_breaks NOT GLOB '*[^a-z_,]*')
) STRICT;
INSERT INTO event VALUES(1,'Statki',NULL,'fleet',NULL,NULL,'classic',replace('# fleet ruleset. Edit values and pass the file with --ruleset FILE.\n# columns of the board, lettered from A (§1)\nboard_w = 10\n# rows of the board, numbered from 1 top down (§1)\nboard_h = 10\n# the fleet: NAME:SIZExCOUNT, straight ships of SIZE squares (§2)\nfleet = pancernik:4x1, krążownik:3x2, niszczyciel:2x3, torpedowiec:1x4\n# ships may not touch, not even at a corner (§1)\nno_touch = true\n# the shooter shoots again after a hit (§1)\nshoot_again_on_hit = true\n# the shooter shoots again after sinking a ship (§1)\nshoot_again_on_sink = true\n# a square shot again: reject (turn not used) or miss (turn lost) (§3)\nrepeat_shot = reject\n# a shot at a square marked around a sunk ship: reject (turn not used) or allow (§3)\nhalo_shot = reject\n# the answers: miss, hit, sunk (§1)\nwords = pudło, trafiony, zatopiony\n# who shoots first when not given: given (player 1) or random (§2)\nstart_player = given\n','\n',char(10)),0,0,0,0,'average',0,0,1,0,'small_points');
INSERT INTO event VALUES(2,'Kuźnica',NULL,'dice',NULL,NULL,'yahtzee',replace('# dice ruleset. Edit values and pass the file with --ruleset FILE.\n# throws a player may make in one turn (§1)\nrolls_per_turn = 3\n# upper-section total that earns the upper bonus (§3)\nupper_bonus_threshold = 63\n# upper bonus; 0 = none, as in the seed (§1, §3)\nupper_bonus_points = 35\n# when a further generał is a joker and where it may go (§4, §5)\njoker_mode = forced\n# bonus for each further generał (§1); 0 = none\nextra_general_bonus = 100\n# first_in_box: the first generał went into the generał box (seed); box_holds_50: the box holds its value (§2 #10)\nextra_bonus_condition = box_holds_50\n# three of a kind needs at least or exactly three alike (§2 #1)\nthree_kind = at_least\n# four of a kind needs at least or exactly four alike (§2 #1)\nfour_kind = at_least\n# five alike is a full house even without the joker (§2 #2)\nfh_accepts_five_alike = false\n# value of a full house (§1)\nfull_house = 25\n# value of a small straight (§1)\nsmall_straight = 30\n# value of a large straight (§1)\nlarge_straight = 40\n# value of a generał in the generał box (§1)\ngeneral = 50\n','\n',char(10)),0,0,0,0,'average',0,0,1,0,'small_points');
CREATE TABLE game_result (
	id		INTEGER PRIMARY KEY,			-- row id
	event_id	INTEGER NOT NULL REFERENCES event(id),	-- the event
	number		INTEGER NOT NULL CHECK (number >= 1),	-- game number within the event, from 1
	players		INTEGER NOT NULL			-- players in the game, 1..32
			CHECK (players BETWEEN 1 AND 32),
	record		TEXT NOT NULL,				-- the canonical record of the game
	entry_id	INTEGER NOT NULL REFERENCES entry(id),	-- who added the game, when, from what
	UNIQUE (event_id, number),
	-- The same record twice in one event is a mistake, not a second game.
	CONSTRAINT one_record UNIQUE (event_id, record)
) STRICT;
INSERT INTO game_result VALUES(1,1,1,2,replace('[Variant "classic"]\n[Event "Skansen, stolik 2"]\n[Date "2026-07-18"]\n[Player1 "Kaszuba"]\n[Player2 "Kociewiak"]\n[Board "1"]\n    A B C D E F G H I J\n 1  # # # # . . . . . #\n 2  . . . . . . . . . #\n 3  # . # # . # . . . #\n 4  # . . . . # . . . .\n 5  # . . . . . . # # .\n 6  . . . . . . . . . .\n 7  . . # . . . . . . .\n 8  . . . . . . . # . .\n 9  . . . . # . . . . .\n10  . . . . . . . . . #\n\n[Board "2"]\n    A B C D E F G H I J\n 1  . . # . . . # # # .\n 2  . . # . . . . . . .\n 3  . . . . # . . . . #\n 4  # . . . # . . . . #\n 5  . . . . . . . . . #\n 6  . # # # . . . . . #\n 7  . . . . . . # . . .\n 8  # . . . . . # . . .\n 9  . . . # . . . . . .\n10  . . . . . . . # . .\n\n1 C2 trafiony\n1 G1 trafiony\n1 H10 zatopiony\n1 H1 trafiony\n1 A4 zatopiony\n1 J5 trafiony\n1 H4 pudło\n2 A5 trafiony\n2 J10 zatopiony\n2 C3 trafiony\n2 G8 pudło\n1 E9 pudło\n2 G1 pudło\n1 F1 pudło\n2 I2 pudło\n1 E3 trafiony\n1 A10 pudło\n2 E10 pudło\n1 G7 trafiony\n1 D4 pudło\n2 E8 pudło\n1 C10 pudło\n2 A3 trafiony\n2 D8 pudło\n1 E6 pudło\n2 D7 pudło\n1 E5 pudło\n2 F4 trafiony\n2 J1 trafiony\n2 A6 pudło\n1 B6 trafiony\n1 D2 pudło\n2 F3 zatopiony\n2 D3 zatopiony\n2 H5 trafiony\n2 G10 pudło\n1 J10 pudło\n2 A10 pudło\n1 B7 pudło\n2 H7 pudło\n1 I8 pudło\n2 B1 trafiony\n2 J6 pudło\n1 B2 pudło\n2 J3 trafiony\n2 J8 pudło\n1 F6 pudło\n2 I8 pudło\n1 J6 trafiony\n1 C3 pudło\n2 H4 pudło\n1 G3 pudło\n2 G6 pudło\n1 F10 pudło\n2 H8 zatopiony\n2 D5 pudło\n1 H8 pudło\n2 F8 pudło\n1 D6 trafiony\n1 J7 pudło\n2 J4 pudło\n1 J3 trafiony\n1 J4 zatopiony\n1 D9 zatopiony\n1 E4 zatopiony\n1 I1 zatopiony\n1 B8 pudło\n2 D6 pudło\n1 A8 zatopiony\n1 F7 pudło\n2 E1 pudło\n1 J9 pudło\n2 D9 pudło\n1 A6 pudło\n2 B8 pudło\n1 B1 pudło\n2 J2 zatopiony\n2 H3 pudło\n1 C1 zatopiony\n1 C6 zatopiony\n1 F8 pudło\n2 H1 pudło\n1 H6 pudło\n2 I6 pudło\n1 H7 pudło\n2 B5 pudło\n1 G8 zatopiony\n','\n',char(10)),1);
CREATE TABLE game_result_seat (
	result_id	INTEGER NOT NULL REFERENCES game_result(id),	-- the game
	seat		INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 32),	-- place in the playing order
	player_id	INTEGER NOT NULL REFERENCES player(id),	-- the player
	points		INTEGER NOT NULL,			-- the player's points in the game
	place		INTEGER NOT NULL CHECK (place BETWEEN 1 AND 32),	-- 1 + the players with more points
	PRIMARY KEY (result_id, seat),
	UNIQUE (result_id, player_id)
) STRICT, WITHOUT ROWID;
INSERT INTO game_result_seat VALUES(1,1,1,2,1);
INSERT INTO game_result_seat VALUES(1,2,2,0,2);
CREATE TABLE game_result_value (
	result_id	INTEGER NOT NULL,			-- the game
	seat		INTEGER NOT NULL,			-- the player's seat in it
	key		TEXT NOT NULL				-- what the number is: 'tiles', 'big', ...
			CHECK (length(key) BETWEEN 1 AND 15 AND key NOT GLOB '*[^a-z0-9_]*'),
	value		INTEGER NOT NULL,			-- the number
	PRIMARY KEY (result_id, seat, key),
	FOREIGN KEY (result_id, seat) REFERENCES game_result_seat(result_id, seat)
) STRICT, WITHOUT ROWID;
CREATE TRIGGER table_total_row AFTER INSERT ON play_table
BEGIN
	INSERT INTO table_total (table_id) VALUES (NEW.id);
END;
CREATE INDEX seat_player ON seat(player_id);
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
CREATE INDEX player_alias_player ON player_alias(player_id);
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
CREATE INDEX seat_standings ON seat(event_id, player_id, kept_short, absent, kept_deals,
    kept_small, kept_big12, kept_place);
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
CREATE TRIGGER deal_reason BEFORE UPDATE ON deal
WHEN NOT OLD.void AND (SELECT reason FROM entry WHERE id = NEW.entry_id) IS NULL
BEGIN
	SELECT RAISE(ABORT, 'E_NEED_REASON: a correction needs a reason');
END;
CREATE TRIGGER player_name_clean BEFORE INSERT ON player
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE TRIGGER player_name_clean_update BEFORE UPDATE OF name ON player
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE TRIGGER team_name_clean BEFORE INSERT ON team
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE TRIGGER team_name_clean_update BEFORE UPDATE OF name ON team
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE TRIGGER player_alias_clean BEFORE INSERT ON player_alias
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE TRIGGER player_alias_clean_update BEFORE UPDATE OF name ON player_alias
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
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
CREATE TRIGGER chain_head_move AFTER INSERT ON deal_chain
BEGIN
	INSERT INTO chain_head (table_id, seq, hash) VALUES (NEW.table_id, NEW.seq, NEW.hash)
	ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash
	WHERE excluded.seq > chain_head.seq;
END;
CREATE INDEX deal_conflict_open ON deal_conflict(table_id, number) WHERE resolved_version IS NULL;
CREATE TRIGGER game_kind_frozen BEFORE UPDATE ON game_kind
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_KIND_FROZEN: a game kind is never changed or deleted');
END;
CREATE TRIGGER game_kind_keep BEFORE DELETE ON game_kind
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_KIND_FROZEN: a game kind is never changed or deleted');
END;
CREATE TRIGGER event_name_clean BEFORE INSERT ON event
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
    OR NEW.season GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE TRIGGER event_name_clean_update BEFORE UPDATE OF name, season ON event
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
    OR NEW.season GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
CREATE TRIGGER event_game_kept BEFORE UPDATE OF game ON event
WHEN NEW.game IS NOT OLD.game
BEGIN
	SELECT RAISE(ABORT, 'E_EVENT_GAME_KEPT: an event''s game never changes');
END;
CREATE TRIGGER game_result_frozen BEFORE UPDATE ON game_result
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_RESULT_FROZEN: a stored game is never changed or deleted');
END;
CREATE TRIGGER game_result_keep BEFORE DELETE ON game_result
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_RESULT_FROZEN: a stored game is never changed or deleted');
END;
CREATE TRIGGER game_result_seat_count BEFORE INSERT ON game_result_seat
WHEN NEW.seat > (SELECT players FROM game_result WHERE id = NEW.result_id)
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEATING: a game has its players in seats 1..players');
END;
CREATE TRIGGER game_result_seat_frozen BEFORE UPDATE OF result_id, seat, points, place
    ON game_result_seat
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEAT_FROZEN: the players and points of a stored game never change');
END;
CREATE TRIGGER game_result_seat_keep BEFORE DELETE ON game_result_seat
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEAT_FROZEN: the players and points of a stored game never change');
END;
CREATE TRIGGER game_result_seat_places AFTER INSERT ON game_result_seat
WHEN NEW.seat = (SELECT players FROM game_result WHERE id = NEW.result_id)
    AND EXISTS (SELECT 1 FROM game_result_seat s WHERE s.result_id = NEW.result_id
        AND s.place IS NOT 1 + (SELECT count(*) FROM game_result_seat o
            WHERE o.result_id = s.result_id AND o.points > s.points))
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_PLACES: the places of a game follow its points (equal points share a place)');
END;
CREATE TRIGGER game_result_value_frozen BEFORE UPDATE ON game_result_value
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEAT_FROZEN: the players and points of a stored game never change');
END;
CREATE TRIGGER game_result_value_keep BEFORE DELETE ON game_result_value
BEGIN
	SELECT RAISE(ABORT, 'E_GAME_SEAT_FROZEN: the players and points of a stored game never change');
END;
COMMIT;
PRAGMA user_version = 170;
