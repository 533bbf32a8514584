-- 110-names: the names' checks hold on UPDATE as on INSERT, and know more of
-- what a name never holds. 040 and 050 refused C0 controls and DEL when a
-- player, team, event or alias was added, and when a player was renamed; a
-- team's or an event's name (or season) or an alias could still be changed
-- to hold one. Now every one of them, added or changed, also refuses the C1
-- controls (U+0080-U+009F) and the bidi overrides and isolates
-- (U+202A-U+202E, U+2066-U+2069), which turn the text around them on a
-- terminal. (Invalid UTF-8 is refused where names enter: src/util/unitext.c.)
-- Names already stored are left as they are: the reports print them escaped.

DROP TRIGGER player_name_clean;
CREATE TRIGGER player_name_clean BEFORE INSERT ON player
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
DROP TRIGGER player_name_clean_update;
CREATE TRIGGER player_name_clean_update BEFORE UPDATE OF name ON player
WHEN NEW.name GLOB '*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
    || char(8234) || '-' || char(8238) || char(8294) || '-' || char(8297) || ']*'
BEGIN
	SELECT RAISE(ABORT, 'E_NAME_CONTROL: a name holds a control character');
END;
DROP TRIGGER team_name_clean;
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
DROP TRIGGER event_name_clean;
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
DROP TRIGGER player_alias_clean;
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
