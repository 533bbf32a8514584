/*
 * referee enter: the table's referee enters deals at prompts. Works the same
 * from a terminal (line editing and history through libedit) and from a pipe
 * (the answers are echoed then, and the first refused answer stops the entry
 * with exit 2). Each deal is its own IMMEDIATE transaction, committed before
 * its confirmation is printed, so other tables can write at the same time.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "commands.h"
#include "cmd_enter.h"
#include "../report/deal_line.h"
#include "../report/sheet.h"
#include "../util/i18n.h"

/* A database error: reported, and the entry stops with exit 3. */
static enum ask
sys_error(struct entry *e, const struct errbuf *err)
{
	fflush(stdout);
	cli_errx(EXIT_SYS, "%s", err->msg);
	e->sys = 1;
	return ASK_STOP;
}

/* The running totals of the deals walked, each printed with show. */
struct walk {
	int	 show, n, t[4];
};

static int
walk_deal(void *arg, const struct db_deal *d)
{
	struct walk	*w = arg;
	int		 i;

	w->n++;
	for (i = 0; i < 4; i++)
		w->t[i] += d->score.points[i];
	if (w->show)
		report_deal_line(stdout, "", d);
	return 0;
}

int
enter_totals(struct entry *e, int show)
{
	struct walk	 w = { show, 0, { 0, 0, 0, 0 } };
	struct errbuf	 err;
	const char	*names[4];

	err_clear(&err);
	if (show)
		printf(_("%s — session %d, table %d, so far:\n"), e->ev.name, e->session,
		    e->number);
	if (db_deal_each(e->db, e->table, walk_deal, &w, &err) == -1)
		return sys_error(e, &err), -1;
	if (show && w.n == 0)
		printf(_("no deal entered yet\n"));
	db_seats_names(&e->seats, names);
	sheet_totals(names, w.t);
	return 0;
}

/* Stores a deal (a correction when why is set) and prints it. */
static enum ask
store(struct entry *e, struct db_deal *d, const char *why)
{
	struct errbuf	 err;
	int64_t		 entry;
	int		 rc;

	err_clear(&err);
	if (db_deal_settle(&e->ev, &e->rules, d, &err) == -1)
		return refuse(e, _("deal %d: %s"), d->number, err.msg) ? ASK_STOP : ASK_CANCEL;
	if (db_begin(e->db, &err) == -1)
		return sys_error(e, &err);
	if ((rc = league_entry(e->db, e->by, why, "enter", &entry, &err)) != 0 ||
	    (rc = db_deal_put(e->db, e->table, d, entry, why != NULL, &err)) != 0 ||
	    (rc = db_commit(e->db, &err)) != 0) {
		db_rollback(e->db);
		if (rc == -1)
			return sys_error(e, &err);
		return refuse(e, _("deal %d: %s"), d->number, err.msg) ? ASK_STOP : ASK_CANCEL;
	}
	report_deal_line(stdout, "", d);
	return enter_totals(e, 0) == -1 ? ASK_STOP : ASK_OK;
}

/* undo, between deals: withdraws the last saved deal after a confirmation. */
static enum ask
undo(struct entry *e)
{
	struct db_deal	 d;
	struct errbuf	 err;
	int64_t		 entry;
	int		 rc, number;

	err_clear(&err);
	if ((rc = db_deal_last(e->db, e->table, &d, &err)) == -1)
		return sys_error(e, &err);
	if (rc == 0)
		return refuse(e, _("undo: no deal is saved at this table")) ? ASK_STOP : ASK_OK;
	report_deal_line(stdout, _("the last saved "), &d);
	if ((rc = confirm(e, _("withdraw it (yes/no)"))) < 0)
		return (enum ask)-rc;
	if (rc == 0) {
		printf(_("undo not done: deal %d stays\n"), d.number);
		return ASK_OK;
	}
	if (db_begin(e->db, &err) == -1 || league_entry(e->db, e->by, "undo at the table",
	    "enter", &entry, &err) == -1 || db_deal_undo(e->db, e->table, entry, &number,
	    &err) == -1 || db_commit(e->db, &err) == -1) {
		db_rollback(e->db);
		return sys_error(e, &err);
	}
	printf(_("deal %d withdrawn (kept in its history)\n"), number);
	return enter_totals(e, 0) == -1 ? ASK_STOP : ASK_OK;
}

/* fix N, between deals: corrects deal N. */
static enum ask
fix(struct entry *e)
{
	struct db_deal	 d, cur;
	struct errbuf	 err;
	char		 why[ENTER_LINE_MAX + 1];
	const char	*num = "";
	long		 v;
	int		 rc;
	enum ask	 a;

	err_clear(&err);
	(void)db_enter_word(e->line, &num);
	if (parse_int(num + strspn(num, " "), 1, 100000, &v) == -1)
		return refuse(e, _("fix: the number of the deal to correct, e.g. 'fix 3', not '%s'"),
		    e->line) ? ASK_STOP : ASK_OK;
	if ((rc = db_deal_get(e->db, e->table, (int)v, &cur, &err)) == -1)
		return sys_error(e, &err);
	if (rc == 0 || cur.is_void)
		return refuse(e, _("fix: deal %ld is not entered"), v) ? ASK_STOP : ASK_OK;
	printf(_("correcting deal %ld (empty answer keeps the value in brackets)\n"), v);
	memset(&d, 0, sizeof(d));
	d.number = (int)v;
	e->fixing = 1;
	if ((a = ask_deal(e, &d, &cur)) == ASK_OK && baska_outcome_same(&d.out, &cur.out)) {
		e->fixing = 0;
		printf(_("deal %ld: nothing changed, version %d stands (no new version)\n"), v,
		    cur.version);
		return ASK_OK;
	}
	if (a == ASK_OK)
		a = ask_why(e, why, sizeof(why));
	e->fixing = 0;
	if (a == ASK_CANCEL) {
		printf(_("correction of deal %ld abandoned: deal %ld stays\n"), v, v);
		return ASK_OK;
	}
	if (a != ASK_OK)
		return a;
	return (a = store(e, &d, why)) == ASK_CANCEL ? ASK_OK : a;
}

/* A command typed between deals (undo, fix N, quit). */
static enum ask
command(struct entry *e)
{
	switch (db_enter_word(e->line, NULL)) {
	case EW_UNDO:
		return undo(e);
	case EW_FIX:
		return fix(e);
	default:
		break;
	}
	return ASK_EOF;		/* quit */
}

/* Once every deal of the session is entered: only commands. */
static enum ask
after_last(struct entry *e)
{
	enum ask	 a;

	printf(P_("the session's %d deal is entered\n", "all %d deals of the session are entered\n",
	    e->ev.deals), e->ev.deals);
	e->started = 0;
	if ((a = ask(e, _("command (fix N, undo, protocol, help, quit)"))) == ASK_COMMAND)
		return command(e);
	if (a == ASK_EOF || a == ASK_STOP || (a == ASK_OK && e->line[0] == '\0'))
		return a;
	return refuse(e, _("expected fix N, undo, protocol, help or quit, not '%s'"), e->line) ?
	    ASK_STOP : ASK_OK;
}

/* Asks deal number next and stores it. */
static enum ask
one_deal(struct entry *e, int next)
{
	struct db_deal	 d;
	enum ask	 a;

	printf(_("deal %d, dealer %s (seat %d)\n"), next,
	    e->seats.name[league_dealer(next) - 1], league_dealer(next));
	memset(&d, 0, sizeof(d));
	d.number = next;
	e->answers = 0;
	e->started = 0;
	switch (a = ask_deal(e, &d, NULL)) {
	case ASK_OK:
		return (a = store(e, &d, NULL)) == ASK_CANCEL ? ASK_OK : a;
	case ASK_CANCEL:
		printf(_("deal %d dropped: nothing saved\n"), next);
		return ASK_OK;
	case ASK_COMMAND:
		if (e->started && db_enter_word(e->line, NULL) == EW_QUIT)
			printf(_("deal %d is not saved\n"), next);
		return command(e);
	case ASK_EOF:
		if (e->answers > 0)
			printf(_("input ended in the middle of deal %d: it is not saved\n"), next);
		return a;
	default:
		return a;
	}
}

/* Deal after deal at the prompts, until quit or the end of the input; an exit status. */
static int
enter_loop(struct entry *e)
{
	struct errbuf	 err;
	enum ask	 a;
	int		 next;

	err_clear(&err);
	for (;;) {
		if (db_deal_next(e->db, e->table, &next, &err) == -1)
			return cli_errx(EXIT_SYS, "%s", err.msg);
		if (e->ev.deals > 0 && next > e->ev.deals)
			a = after_last(e);
		else
			a = one_deal(e, next);
		if (a == ASK_STOP)
			return e->sys ? EXIT_SYS : EXIT_USAGE;
		if (a == ASK_EOF || a == ASK_COMMAND)
			return EXIT_OK;
	}
}

int
cmd_enter(int argc, char **argv)
{
	struct cli_opts	 o = { 0 };
	struct entry	 e;
	struct errbuf	 err;
	const char	*event, *names[4];
	int		 rc;

	memset(&e, 0, sizeof(e));
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (league_event_arg(&argc, &argv, 0, &event) == -1)
		return cli_usage_error();
	e.session = o.session;
	e.number = o.table;
	e.by = league_user(o.by);
	e.tty = isatty(STDIN_FILENO);
	/* A deal typed at the prompts is saved however long another command writes. */
	cli_wait("enter", 0);
	if ((rc = cli_open_table(&o, event, &e.db, &e.ev, &e.table)) != 0)
		return rc;
	if ((rc = league_rules(&e.ev, &e.rules)) != 0)
		goto out;
	err_clear(&err);
	if ((rc = db_table_ready(e.db, e.table, &e.ev, e.session, e.number, &e.seats,
	    &err)) != 0) {
		rc = cli_errx(rc == -1 ? EXIT_SYS : EXIT_RULE, "%s", err.msg);
		goto out;
	}
	printf(_("%s — session %d, table %d\n"), e.ev.name, e.session, e.number);
	db_seats_names(&e.seats, names);
	sheet_seats(names);
	printf(_("'help' lists answers and commands (back, cancel, undo, fix N, protocol,"
	    " quit)\n"));
	rc = enter_loop(&e);
out:
	free(e.line);
	db_close(e.db);
	return rc;
}
