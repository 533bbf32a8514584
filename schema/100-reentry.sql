-- 100-reentry: a withdrawn deal entered again is its next version under the
-- entry of the command that entered it (history.sql calls it "entered again
-- after undo"). The tool used to write a copy of that entry with the reason
-- for the version, which left the command's own entry the entry of nothing
-- stored; a correction of a deal that stands still needs a reason.

DROP TRIGGER deal_reason;
CREATE TRIGGER deal_reason BEFORE UPDATE ON deal
WHEN NOT OLD.void AND (SELECT reason FROM entry WHERE id = NEW.entry_id) IS NULL
BEGIN
	SELECT RAISE(ABORT, 'E_NEED_REASON: a correction needs a reason');
END;
