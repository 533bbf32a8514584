/*
 * referee session EVENT S: every table of a session at a glance: who sits
 * there, how many deals of the session length are entered, whether the
 * table is complete and every row sums to zero (reports/session_tables.sql),
 * laid out by src/report/session.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/db.h"
#include "../report/session.h"
#include "../util/i18n.h"

/* session [EVENT] S: S checked before the database is opened. */
static int
session(struct cmd_ctx *x)
{
	const struct db_event *ev = x->ev;
	struct db_param	 p[2] = { { DBP_INT, 0, NULL }, { DBP_INT, 0, NULL } };
	struct session_view s;
	struct report_shape sh = REPORT_SHAPE(session_view_cols, T__N, session_view_row, &s);
	struct errbuf	 err;
	int64_t		*ids;
	int		*numbers, rc, session;
	size_t		 n;

	if (league_number(_("session"), x->argv[0], 1, 1000, &session) == -1)
		return EXIT_USAGE;
	if ((rc = cmd_setup(x)) != 0 ||
	    (rc = protocol_session_tables(x->db, ev, session, &ids, &numbers, &n)) != 0)
		return rc;
	free(ids);
	free(numbers);
	memset(&s, 0, sizeof(s));
	s.event = ev->name;
	s.date = ev->date;
	s.deals = ev->deals;
	s.session = session;
	s.fmt = x->o->format;
	session_view_begin(&s);
	p[0].i = ev->id;
	p[1].i = session;
	err_clear(&err);
	if (db_report(x->db, "session_tables", p, 2, report_shape_row, &sh, &err) == -1 ||
	    report_shape_done(&sh, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	session_view_print(stdout, &s);
	rc = s.bad ? EXIT_RULE : EXIT_OK;
out:
	session_view_free(&s);
	return rc;
}

CMD_ENTRY(cmd_session, session)
