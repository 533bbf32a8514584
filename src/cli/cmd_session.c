/*
 * referee session EVENT S: every table of a session at a glance: who sits
 * there, how many deals of the session length are entered, whether the
 * table is complete and every row sums to zero (reports/session_tables.sql).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/db.h"
#include "../report/page.h"
#include "../report/shape.h"
#include "../report/table.h"
#include "../util/i18n.h"

/* The columns of reports/session_tables.sql the view reads. */
enum { T_NUMBER, T_SEATED, T_ABSENT, T_PLAYERS, T_DEALS, T_NOT_ZERO, T__N };
static const char *const sess_cols[T__N] = {
	[T_NUMBER] = "number", [T_SEATED] = "seated", [T_ABSENT] = "absent",
	[T_PLAYERS] = "players", [T_DEALS] = "deals", [T_NOT_ZERO] = "not_zero"
};

struct sess {
	struct table		*t;
	const struct db_event	*ev;
	enum out_format		 fmt;
	int			 tables, complete, bad;
};

static int
sess_row(void *arg, const struct report_row *row)
{
	struct sess	*s = arg;
	char		 deals[32], length[16], zero[32];
	const char	*cells[7];
	int		 n = report_int(row, T_DEALS), nz = report_int(row, T_NOT_ZERO);
	int		 done = s->ev->deals > 0 && n >= s->ev->deals;

	s->tables++;
	s->complete += done;
	s->bad += nz > 0;
	snprintf(length, sizeof(length), "%d", s->ev->deals);
	if (s->fmt == FMT_CSV)
		snprintf(deals, sizeof(deals), "%d", n);
	else if (s->ev->deals > 0)
		snprintf(deals, sizeof(deals), "%d/%d", n, s->ev->deals);
	else
		snprintf(deals, sizeof(deals), "%d", n);
	if (s->fmt == FMT_CSV)
		snprintf(zero, sizeof(zero), "%d", nz);
	else if (nz == 0)
		snprintf(zero, sizeof(zero), _("ok"));
	else
		snprintf(zero, sizeof(zero), P_("%d row not zero", "%d rows not zero", nz), nz);
	cells[0] = report_get(row, T_NUMBER);
	cells[1] = report_str(row, T_PLAYERS);
	cells[2] = deals;
	cells[3] = s->fmt == FMT_CSV ? length : NULL;
	cells[4] = s->fmt == FMT_CSV ? (done ? "1" : "0") : (done ? _("yes") : _("no"));
	cells[5] = zero;
	cells[6] = report_get(row, T_ABSENT);
	if (s->fmt != FMT_CSV) {	/* table, deals, complete, zero-sum, players */
		cells[1] = deals;
		cells[3] = cells[5];
		cells[5] = report_str(row, T_PLAYERS);
		cells[2] = cells[4];
		cells[4] = cells[5];
	}
	table_add(s->t, cells);
	return 0;
}

/* The heading and the closing line of the text and HTML views. */
static void
sess_say(const struct sess *s, int session, int head)
{
	char	 line[DB_NAME_MAX + 128];

	if (head && s->fmt == FMT_TEXT) {
		printf(_("%s — session %d"), s->ev->name, session);
		if (s->ev->date[0])
			printf(" (%s)", s->ev->date);
		printf("\n");
		return;
	}
	if (head)
		return;
	snprintf(line, sizeof(line), P_("%d table, %d complete", "%d tables, %d complete",
	    s->tables), s->tables, s->complete);
	if (s->ev->deals == 0)
		snprintf(line + strlen(line), sizeof(line) - strlen(line), "%s",
		    _(" (the event fixes no number of deals)"));
	if (s->bad)
		snprintf(line + strlen(line), sizeof(line) - strlen(line),
		    P_(", %d with rows that do not sum to zero (§6.1)",
		    ", %d with rows that do not sum to zero (§6.1)", s->bad), s->bad);
	if (s->fmt == FMT_HTML)
		page_para(stdout, NULL, "%s", line);
	else
		printf("%s\n", line);
}

int
cmd_session(int argc, char **argv)
{
	static const char *const csv_head[] = { "table", "players", "deals", "session_length",
	    "complete", "not_zero", "absent" };
	static const char *const text_head[] = { N_("table"), N_("deals"), N_("complete"),
	    N_("zero-sum"), N_("players") };
	const char	*th[5];
	struct cli_opts	 o = { .want = CO_FORMAT | CO_HTML };
	struct db_event	 ev;
	struct db	*db;
	struct db_param	 p[2] = { { DBP_INT, 0, NULL }, { DBP_INT, 0, NULL } };
	struct sess	 s;
	struct report_shape sh = REPORT_SHAPE(sess_cols, T__N, sess_row, &s);
	struct errbuf	 err;
	char		 what[32];
	int64_t		*ids;
	const char	*event;
	int		*numbers, rc, session;
	size_t		 n;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (league_event_arg(&argc, &argv, 1, &event) == -1)
		return cli_usage_error();
	if (league_number(_("session"), argv[0], 1, 1000, &session) == -1)
		return EXIT_USAGE;
	if ((rc = league_open(&db)) != 0)
		return rc;
	if ((rc = league_event(db, event, &ev)) != 0 ||
	    (rc = protocol_session_tables(db, &ev, session, &ids, &numbers, &n)) != 0) {
		db_close(db);
		return rc;
	}
	free(ids);
	free(numbers);
	memset(&s, 0, sizeof(s));
	s.ev = &ev;
	s.fmt = o.format;
	s.t = o.format == FMT_CSV ? table_alloc(7, csv_head) : table_alloc(5, (lang_heads(th, text_head, 5), th));
	table_align_right(s.t, 0);
	table_align_right(s.t, o.format == FMT_CSV ? 2 : 1);
	p[0].i = ev.id;
	p[1].i = session;
	err_clear(&err);
	if (db_report(db, "session_tables", p, 2, report_shape_row, &sh, &err) == -1 ||
	    report_shape_done(&sh, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	snprintf(what, sizeof(what), _("session %d"), session);
	if (s.fmt == FMT_HTML)
		page_begin(stdout, ev.name, ev.date, what);
	sess_say(&s, session, 1);
	table_print(stdout, s.t, s.fmt);
	if (s.fmt != FMT_CSV)
		sess_say(&s, session, 0);
	if (s.fmt == FMT_HTML)
		page_end(stdout);
	rc = s.bad ? EXIT_RULE : EXIT_OK;
out:
	table_free(s.t);
	db_close(db);
	return rc;
}
