/*
 * referee enter: the table's referee enters deals at prompts. Works the same
 * from a terminal and from a pipe (the answers are echoed then, so that the
 * output reads as a transcript). Each deal is its own IMMEDIATE transaction,
 * so other tables can write at the same time.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "commands.h"
#include "../db/baskadb.h"

struct entry {
	struct db	*db;
	struct db_event	 ev;
	struct baska_rules rules;	/* of ev */
	struct db_seats	 seats;
	int64_t		 table;
	int		 session, number;
	const char	*by;
	int		 echo;
	char		*line;
	size_t		 cap;
	int		 eof;
	int		 answers;	/* answers read for the deal being asked */
};

enum ask { ASK_OK, ASK_COMMAND, ASK_EOF };

/* Prints a prompt and reads one trimmed answer into e->line. */
static enum ask
ask(struct entry *e, const char *prompt)
{
	ssize_t	 n;
	char	*s;

	printf("  %s? ", prompt);
	fflush(stdout);
	if ((n = getline(&e->line, &e->cap, stdin)) == -1) {
		if (e->echo)
			printf("\n");
		e->eof = 1;
		return ASK_EOF;
	}
	while (n > 0 && (e->line[n - 1] == '\n' || e->line[n - 1] == '\r' ||
	    e->line[n - 1] == ' ' || e->line[n - 1] == '\t'))
		e->line[--n] = '\0';
	for (s = e->line; *s == ' ' || *s == '\t'; s++)
		;
	memmove(e->line, s, strlen(s) + 1);
	if (e->echo)
		printf("%s\n", e->line);
	e->answers++;
	if (text_is(e->line, strlen(e->line), "undo") ||
	    text_is(e->line, strlen(e->line), "quit") ||
	    text_is(e->line, strlen(e->line), "q") ||
	    text_is(e->line, strlen(e->line), "koniec") ||
	    text_is(e->line, strlen(e->line), "help") ||
	    (strncmp(e->line, "fix", 3) == 0 && (e->line[3] == ' ' || e->line[3] == '\0')))
		return ASK_COMMAND;
	return ASK_OK;
}

/* Reads a seat answer: a seat number or the seated player's name. */
static int
seat_answer(const char *s, struct entry *e, int *out)
{
	long	 v;
	int	 i;

	if (parse_int(s, 1, 4, &v) == 0) {
		*out = (int)v;
		return 0;
	}
	for (i = 0; i < 4; i++)
		if (strcmp(s, e->seats.name[i]) == 0) {
			*out = i + 1;
			return 0;
		}
	return -1;
}

/* The contract (§3). */
static enum ask
ask_contract(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[128];
	enum ask	 a;
	int		 c;

	for (;;) {		/* contract */
		snprintf(prompt, sizeof(prompt), "contract%s%s%s", cur ? " [" : "",
		    cur ? baska_contract_word(cur->out.contract) : "", cur ? "]" : "");
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		if (cur && e->line[0] == '\0') {
			d->out.contract = cur->out.contract;
			break;
		}
		if ((c = baska_contract_parse(e->line, strlen(e->line))) > BC_NONE) {
			d->out.contract = c;
			break;
		}
		printf("  ! contract: zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du or"
		    " baska, not '%s'\n", e->line);
	}
	return ASK_OK;
}

/* The declarer's seat. */
static enum ask
ask_declarer(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[128];
	enum ask	 a;

	for (;;) {		/* declarer */
		snprintf(prompt, sizeof(prompt), "declarer (seat 1-4)%s%.0d%s", cur ? " [" : "",
		    cur ? cur->out.declarer : 0, cur ? "]" : "");
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		if (cur && e->line[0] == '\0') {
			d->out.declarer = cur->out.declarer;
			break;
		}
		if (seat_answer(e->line, e, &d->out.declarer) == 0)
			break;
		printf("  ! declarer: a seat from 1 to 4 or a player's name, not '%s'\n", e->line);
	}
	return ASK_OK;
}

/* The partner's seat, unless the contract is a solo. */
static enum ask
ask_partner(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[128];
	enum ask	 a;

	d->out.partner = 0;
	while (!baska_contract_is_solo(d->out.contract)) {	/* partner */
		int	 keep = cur && !baska_contract_is_solo(cur->out.contract) ? cur->out.partner : 0;

		snprintf(prompt, sizeof(prompt), "partner (seat 1-4)%s%.0d%s", keep ? " [" : "",
		    keep, keep ? "]" : "");
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		if (keep && e->line[0] == '\0')
			d->out.partner = keep;
		else if (seat_answer(e->line, e, &d->out.partner) == -1) {
			printf("  ! partner: a seat from 1 to 4 or a player's name, not '%s'\n",
			    e->line);
			continue;
		}
		if (d->out.partner == d->out.declarer) {
			printf("  ! partner: another seat than the declarer (%d)\n", d->out.declarer);
			continue;
		}
		break;
	}
	return ASK_OK;
}

/* The effective kontras (§4.3). */
static enum ask
ask_kontras(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[128];
	enum ask	 a;
	long		 v;

	for (;;) {		/* kontras */
		snprintf(prompt, sizeof(prompt), "kontras (0-4) [%d]", cur ? cur->out.kontras : 0);
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		if (e->line[0] == '\0') {
			d->out.kontras = cur ? cur->out.kontras : 0;
			break;
		}
		if (parse_int(e->line, 0, 4, &v) == 0) {
			d->out.kontras = (int)v;
			break;
		}
		printf("  ! kontras: effective kontras, a number from 0 to 4, not '%s'\n", e->line);
	}
	return ASK_OK;
}

/* The declaring side's eyes. */
static enum ask
ask_eyes(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[128];
	enum ask	 a;
	long		 v;

	for (;;) {		/* eyes */
		snprintf(prompt, sizeof(prompt), "eyes of the declaring side (0-104)%s%.0d%s",
		    cur ? " [" : "", cur ? cur->out.eyes : 0, cur ? "]" : "");
		if (cur && cur->out.eyes == 0)
			snprintf(prompt, sizeof(prompt), "eyes of the declaring side (0-104) [0]");
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		if (cur && e->line[0] == '\0') {
			d->out.eyes = cur->out.eyes;
			break;
		}
		if (parse_int(e->line, 0, 104, &v) == 0) {
			d->out.eyes = (int)v;
			break;
		}
		printf("  ! eyes: a number from 0 to 104, not '%s'\n", e->line);
	}
	return ASK_OK;
}

/* Whether the deal is a bok deal (§2.4). */
static enum ask
ask_bok(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[128];
	enum ask	 a;

	for (;;) {		/* bok */
		int	 keep = cur ? cur->out.bok : 0;
		size_t	 n;

		snprintf(prompt, sizeof(prompt), "bok (yes/no) [%s]", keep ? "yes" : "no");
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		n = strlen(e->line);
		if (n == 0) {
			d->out.bok = keep;
			break;
		}
		if (text_is(e->line, n, "yes") || text_is(e->line, n, "y") ||
		    text_is(e->line, n, "tak") || text_is(e->line, n, "t") ||
		    strcmp(e->line, "1") == 0) {
			d->out.bok = 1;
			break;
		}
		if (text_is(e->line, n, "no") || text_is(e->line, n, "n") ||
		    text_is(e->line, n, "nie") || strcmp(e->line, "0") == 0) {
			d->out.bok = 0;
			break;
		}
		printf("  ! bok: yes or no, not '%s'\n", e->line);
	}
	return ASK_OK;
}

/*
 * Asks the fields of a deal. With cur (a correction), an empty answer keeps
 * the current value. Returns ASK_OK with d filled, ASK_COMMAND (the command
 * is in e->line) or ASK_EOF.
 */
static enum ask
ask_deal(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	enum ask	 a;

	if ((a = ask_contract(e, d, cur)) != ASK_OK || (a = ask_declarer(e, d, cur)) != ASK_OK ||
	    (a = ask_partner(e, d, cur)) != ASK_OK || (a = ask_kontras(e, d, cur)) != ASK_OK ||
	    (a = ask_eyes(e, d, cur)) != ASK_OK)
		return a;
	return ask_bok(e, d, cur);
}

/* Prints the running totals of the four seats. */
static int
print_totals(struct entry *e)
{
	struct errbuf	 err;
	struct db_deal	 d;
	int		 t[4] = { 0 }, i, n, rc;
	char		 buf[16];

	err_clear(&err);
	if (db_deal_next(e->db, e->table, &n, &err) == -1)
		return -1;
	for (i = 1; i < n; i++) {
		if ((rc = db_deal_get(e->db, e->table, i, &d, &err)) == -1)
			return -1;
		if (rc == 1 && !d.is_void) {
			t[0] += d.score.points[0];
			t[1] += d.score.points[1];
			t[2] += d.score.points[2];
			t[3] += d.score.points[3];
		}
	}
	printf("totals:");
	for (i = 0; i < 4; i++) {
		league_points(buf, sizeof(buf), t[i]);
		printf(" %s %s%s", e->seats.name[i], buf, i < 3 ? "," : "");
	}
	printf("\n");
	return 0;
}

/* Stores a deal (a correction when why is set) and prints it. 0, 1 refused, -1 error. */
static int
store(struct entry *e, struct db_deal *d, const char *why)
{
	struct errbuf	 err;
	int64_t		 entry;
	int		 rc;

	err_clear(&err);
	if (league_settle(&e->ev, &e->rules, d, &err) == -1) {
		printf("  ! %s\n", err.msg);
		return 1;
	}
	if (db_begin(e->db, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg), -1;
	if ((rc = league_entry(e->db, e->by, why, "enter", &entry, &err)) != 0 ||
	    (rc = db_deal_put(e->db, e->table, d, entry, why != NULL, &err)) != 0 ||
	    (rc = db_commit(e->db, &err)) != 0) {
		db_rollback(e->db);
		if (rc == -1)
			return cli_errx(EXIT_SYS, "%s", err.msg), -1;
		printf("  ! %s\n", err.msg);
		return 1;
	}
	league_deal_line(stdout, &e->seats, d);
	return print_totals(e) == -1 ? -1 : 0;
}

/* Runs one command typed at a prompt. Returns 0, 1 to quit, -1 on error. */
static int
command(struct entry *e)
{
	struct db_deal	 d, cur;
	struct errbuf	 err;
	char		 why[256];
	int64_t		 entry;
	long		 v;
	int		 rc, number;
	enum ask	 a;

	err_clear(&err);
	if (text_is(e->line, strlen(e->line), "quit") || text_is(e->line, strlen(e->line), "q") ||
	    text_is(e->line, strlen(e->line), "koniec"))
		return 1;
	if (text_is(e->line, strlen(e->line), "help")) {
		printf("answer the questions; at any question: 'undo' withdraws the last deal,"
		    " 'fix N' corrects deal N, 'quit' stops (a deal half asked is not saved)\n");
		return 0;
	}
	if (text_is(e->line, strlen(e->line), "undo")) {
		if (db_begin(e->db, &err) == -1 || league_entry(e->db, e->by, "undo at the table",
		    "enter", &entry, &err) == -1 || (rc = db_deal_undo(e->db, e->table, entry,
		    &number, &err)) == -1 || db_commit(e->db, &err) == -1) {
			db_rollback(e->db);
			return cli_errx(EXIT_SYS, "%s", err.msg), -1;
		}
		if (number == 0)
			printf("  ! nothing to undo\n");
		else {
			printf("deal %d withdrawn (kept in its history)\n", number);
			if (print_totals(e) == -1)
				return -1;
		}
		return 0;
	}
	/* fix N */
	if (parse_int(e->line + 3 + strspn(e->line + 3, " "), 1, 100000, &v) == -1) {
		printf("  ! fix: the number of the deal to correct, e.g. 'fix 3'\n");
		return 0;
	}
	if ((rc = db_deal_get(e->db, e->table, (int)v, &cur, &err)) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg), -1;
	if (rc == 0 || cur.is_void) {
		printf("  ! deal %ld is not entered\n", v);
		return 0;
	}
	printf("correcting deal %ld (empty answer keeps the value in brackets)\n", v);
	memset(&d, 0, sizeof(d));
	d.number = (int)v;
	if ((a = ask_deal(e, &d, &cur)) == ASK_EOF)
		return 1;
	if (a == ASK_COMMAND) {
		printf("  ! correction of deal %ld abandoned\n", v);
		return command(e);
	}
	for (;;) {
		if (ask(e, "why (recorded with the correction)") == ASK_EOF)
			return 1;
		if (e->line[0] != '\0')
			break;
		printf("  ! a correction needs a reason\n");
	}
	snprintf(why, sizeof(why), "%s", e->line);
	return store(e, &d, why) == -1 ? -1 : 0;
}

/* Deal after deal at the prompts, until quit or the end of the input; an exit status. */
static int
enter_loop(struct entry *e)
{
	struct db_deal	 d;
	struct errbuf	 err;
	enum ask	 a;
	int		 next, i;

	err_clear(&err);
	while (!e->eof) {
		if (db_deal_next(e->db, e->table, &next, &err) == -1)
			return cli_errx(EXIT_SYS, "%s", err.msg);
		if (e->ev.deals > 0 && next > e->ev.deals) {
			printf("all %d deals of the session are entered\n", e->ev.deals);
			if ((a = ask(e, "command (fix N, undo, quit)")) == ASK_EOF)
				break;
			if (a == ASK_OK) {
				if (e->line[0] != '\0')
					printf("  ! expected fix N, undo or quit\n");
				continue;
			}
		} else {
			printf("deal %d, dealer %s (seat %d)\n", next,
			    e->seats.name[league_dealer(next) - 1], league_dealer(next));
			memset(&d, 0, sizeof(d));
			d.number = next;
			e->answers = 0;
			if ((a = ask_deal(e, &d, NULL)) == ASK_EOF) {
				if (e->answers > 0)
					printf("input ended in the middle of deal %d: it is not"
					    " saved\n", next);
				break;
			}
			if (a == ASK_OK) {
				if (store(e, &d, NULL) == -1)
					return EXIT_SYS;
				continue;
			}
		}
		if ((i = command(e)) == -1)
			return EXIT_SYS;
		if (i == 1)
			break;
	}
	return EXIT_OK;
}

int
cmd_enter(int argc, char **argv)
{
	struct cli_opts	 o = { .want = CO_TABLE | CO_BY };
	struct entry	 e;
	struct errbuf	 err;
	int		 rc, i;

	memset(&e, 0, sizeof(e));
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (argc - optind != 1)
		return cli_usage_error();
	e.session = o.session;
	e.number = o.table;
	e.by = league_user(o.by);
	e.echo = !isatty(STDIN_FILENO);
	if ((rc = cli_open_table(&o, argv[optind], &e.db, &e.ev, &e.table)) != 0)
		return rc;
	if ((rc = league_rules(&e.ev, &e.rules)) != 0)
		goto out;
	err_clear(&err);
	if (db_table_seats(e.db, e.table, &e.seats, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if (e.seats.nseated != 4) {
		rc = cli_errx(EXIT_RULE, "%s, session %d, table %d: four players must be seated"
		    " before deals are entered ('referee table seat')", e.ev.name, e.session,
		    e.number);
		goto out;
	}
	printf("%s — session %d, table %d\n", e.ev.name, e.session, e.number);
	for (i = 0; i < 4; i++)
		printf("%sseat %d %s", i ? ", " : "", i + 1, e.seats.name[i]);
	printf("\n'undo' withdraws the last deal, 'fix N' corrects deal N, 'quit' stops\n");
	rc = enter_loop(&e);
out:
	free(e.line);
	db_close(e.db);
	return rc;
}
