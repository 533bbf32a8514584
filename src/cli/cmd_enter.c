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
#include "../report/sheet.h"
#include "../util/i18n.h"
#include "../util/unitext.h"

/* A database error: reported, and the entry stops with exit 3. */
static enum ask
sys_error(struct entry *e, const struct errbuf *err)
{
	fflush(stdout);
	cli_errx(EXIT_SYS, "%s", err->msg);
	e->sys = 1;
	return ASK_STOP;
}

/* Walks the current deals of the table (printing each with show); totals in t. 0 or -1. */
static int
walk_deals(struct entry *e, int show, int t[4], int *count)
{
	struct errbuf	 err;
	struct db_deal	 d;
	int		 i, n, rc;

	err_clear(&err);
	*count = 0;
	if (db_deal_next(e->db, e->table, &n, &err) == -1)
		return sys_error(e, &err), -1;
	for (i = 1; i < n; i++) {
		if ((rc = db_deal_get(e->db, e->table, i, &d, &err)) == -1)
			return sys_error(e, &err), -1;
		if (rc != 1 || d.is_void)
			continue;
		(*count)++;
		t[0] += d.score.points[0];
		t[1] += d.score.points[1];
		t[2] += d.score.points[2];
		t[3] += d.score.points[3];
		if (show)
			league_deal_line(stdout, NULL, &d);
	}
	return 0;
}

static void
print_totals(const struct entry *e, const int t[4])
{
	char	 buf[16];
	int	 i;

	printf(_("totals:"));
	for (i = 0; i < 4; i++) {
		sheet_points(buf, sizeof(buf), t[i]);
		printf(" %s %s%s", e->seats.name[i], buf, i < 3 ? "," : "");
	}
	printf("\n");
}

int
enter_totals(struct entry *e)
{
	int	 t[4] = { 0 }, n;

	if (walk_deals(e, 0, t, &n) == -1)
		return -1;
	print_totals(e, t);
	return 0;
}

int
enter_protocol(struct entry *e)
{
	int	 t[4] = { 0 }, n;

	printf(_("%s — session %d, table %d, so far:\n"), e->ev.name, e->session, e->number);
	if (walk_deals(e, 1, t, &n) == -1)
		return -1;
	if (n == 0)
		printf(_("no deal entered yet\n"));
	print_totals(e, t);
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
	if (league_settle(&e->ev, &e->rules, d, &err) == -1)
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
	league_deal_line(stdout, NULL, d);
	return enter_totals(e) == -1 ? ASK_STOP : ASK_OK;
}

/* The highest current deal of the table into d; 0 if there is none, -1 on error. */
static int
last_deal(struct entry *e, struct db_deal *d)
{
	struct errbuf	 err;
	int		 n, rc;

	err_clear(&err);
	if (db_deal_next(e->db, e->table, &n, &err) == -1)
		return sys_error(e, &err), -1;
	while (--n >= 1) {
		if ((rc = db_deal_get(e->db, e->table, n, d, &err)) == -1)
			return sys_error(e, &err), -1;
		if (rc == 1 && !d->is_void)
			return 1;
	}
	return 0;
}

/* Asks yes or no; 1 yes, 0 no (or cancel), or an ask that ends the entry (negated). */
static int
confirm(struct entry *e, const char *question)
{
	enum ask	 a;
	int		 yn;

	for (;;) {
		if ((a = ask(e, question)) == ASK_EOF || a == ASK_STOP)
			return -(int)a;
		if (a == ASK_CANCEL)
			return 0;
		if (a == ASK_OK && (yn = db_yes_no(e->line)) != -1)
			return yn;
		if (refuse(e, _("%s: yes or no, not '%s'"), question, e->line))
			return -(int)ASK_STOP;
	}
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
	if ((rc = last_deal(e, &d)) == -1)
		return ASK_STOP;
	if (rc == 0)
		return refuse(e, _("undo: no deal is saved at this table")) ? ASK_STOP : ASK_OK;
	printf(_("the last saved "));
	league_deal_line(stdout, NULL, &d);
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
	return enter_totals(e) == -1 ? ASK_STOP : ASK_OK;
}

/* Asks the reason of a correction into why. */
static enum ask
ask_why(struct entry *e, char *why, size_t size)
{
	enum ask	 a;

	for (;;) {
		if ((a = ask(e, _("why (recorded with the correction)"))) == ASK_OK &&
		    e->line[0] != '\0') {
			char *nfc = utext_nfc(e->line);	/* checked by ask */

			snprintf(why, size, "%s", nfc);
			free(nfc);
			return ASK_OK;
		}
		if (a != ASK_OK && a != ASK_BACK)
			return a;
		if (refuse(e, a == ASK_BACK ? _("back: the reason is asked last; 'cancel' abandons"
		    " the correction") : _("why: a correction needs a reason")))
			return ASK_STOP;
	}
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
	(void)enter_word(e->line, &num);
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
	if ((a = ask_deal(e, &d, &cur)) == ASK_OK && league_deal_same(&d, &cur)) {
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
	switch (enter_word(e->line, NULL)) {
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
		if (e->started && enter_word(e->line, NULL) == EW_QUIT)
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

/* Refuses a table that cannot take deals; an exit status. */
static int
table_ready(const struct entry *e)
{
	int	 i;

	if (e->seats.nseated != 4)
		return cli_errx(EXIT_RULE, _("%s, session %d, table %d: four players must be seated"
		    " before deals are entered ('referee table seat')"), e->ev.name, e->session,
		    e->number);
	for (i = 0; i < 4; i++)
		if (e->seats.absent[i])
			return cli_errx(EXIT_RULE, _("%s, session %d, table %d: %s (seat %d) is"
			    " marked absent, so the table is scored by the short-table points"
			    " (§7.4) and takes no deals ('referee table absent --present' if"
			    " the player is back)"), e->ev.name, e->session, e->number,
			    e->seats.name[i], i + 1);
	return EXIT_OK;
}

int
cmd_enter(int argc, char **argv)
{
	struct cli_opts	 o = { 0 };
	struct entry	 e;
	struct errbuf	 err;
	const char	*event;
	int		 rc, i;

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
	if (db_table_seats(e.db, e.table, &e.seats, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if ((rc = table_ready(&e)) != EXIT_OK)
		goto out;
	printf(_("%s — session %d, table %d\n"), e.ev.name, e.session, e.number);
	for (i = 0; i < 4; i++)
		printf(_("%sseat %d %s"), i ? ", " : "", i + 1, e.seats.name[i]);
	printf(_("\n'help' lists the answers and the commands (back, cancel, undo, fix N,"
	    " protocol, quit)\n"));
	rc = enter_loop(&e);
out:
	free(e.line);
	db_close(e.db);
	return rc;
}
