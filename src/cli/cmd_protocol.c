/*
 * referee protocol: a table's sheet with its foot of table points, every
 * table of a session (no --table), or the blank sheet a table fills in
 * (--blank). The command reads the rows and checks them (zero sums, the
 * order of deals); src/report/protocol.c draws the sheets.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/page.h"
#include "../report/protocol.h"
#include "../report/shape.h"
#include "../rules/game.h"
#include "../rules/baska/sequence.h"
#include "../util/i18n.h"

/* What the command prints, and how, with its database. */
struct proto_ctx {
	struct db		*db;
	struct protocol_ctx	 r;	/* the renderer's (src/report/protocol.c) */
};

/* The rows' order (§2.2, §7.3): dealers, bok blocks, rows; each ruling printed. */
static size_t
proto_sequence(const struct proto_ctx *c, const struct protocol_sheet *pr, int number)
{
	struct verdict	 v = { 0, 0, NULL };
	size_t		 i, n;

	n = baska_sequence_check(c->r.rules, pr->seq, (size_t)pr->rows, c->r.deals, 0, &v);
	for (i = 0; i < v.n; i++)
		if (number == 0)
			cli_errx(EXIT_RULE, _("protocol: %s"), v.r[i].text);
		else
			cli_errx(EXIT_RULE, _("protocol: table %d: %s"), number, v.r[i].text);
	verdict_free(&v);
	return n;
}

/*
 * Prints the table's chain head, grouped for copying onto the paper protocol
 * that the players sign (in their words; --wide: the referee's), which
 * referee verify recomputes, and the key that signed it: its fingerprint
 * (the first 16 hex digits of BLAKE2b-256 of the public key), which
 * 'referee verify --keys' checks against the league's keys file. 0 or -1
 * (printed).
 */
static int
proto_chain(const struct proto_ctx *c, int64_t table)
{
	char		 hex[2 * DB_CHAIN_BYTES + 1], fpr[17];
	struct errbuf	 err;
	int		 rc;

	err_clear(&err);
	if ((rc = db_chain_head(c->db, table, hex, &err)) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg), -1;
	if (rc == 0)
		return 0;
	protocol_chain(&c->r, hex);
	if ((rc = db_head_signer(c->db, table, fpr, &err)) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg), -1;
	protocol_signer(&c->r, rc == 1 ? fpr : NULL);
	return 0;
}

/* The zero-sum checks of the rows and the totals (§6.1); the exit status. */
static int
proto_zero(const struct protocol_sheet *pr, int number)
{
	char	 where[32] = "";

	if (number > 0)
		snprintf(where, sizeof(where), _("table %d: "), number);
	if (pr->bad)
		return cli_errx(EXIT_RULE, _("protocol: %s%d row%s do not sum to zero (§6.1)"),
		    where, pr->bad, pr->bad > 1 ? "s" : "");
	if (pr->last_total[0] + pr->last_total[1] + pr->last_total[2] + pr->last_total[3])
		return cli_errx(EXIT_RULE, _("protocol: %sthe running totals do not sum to zero"
		    " (§6.1)"), where);
	return EXIT_OK;
}

/*
 * Prints the protocol of one table; several is set when it is one of a
 * session's (the rulings then name the table). Returns an exit status.
 */
static int
proto_one(const struct proto_ctx *c, int64_t table, int number, int several)
{
	struct db_seats	 seats;
	struct errbuf	 err;
	struct db_param	 p = { DBP_INT, 0, NULL };
	struct protocol_sheet pr;
	struct report_shape psh = REPORT_SHAPE(protocol_cols, P__N, protocol_row_fn, &pr);
	struct report_shape fsh = REPORT_SHAPE(protocol_foot_cols, F__N, protocol_foot_fn, &pr);
	const char	*names[4];
	char		 num[16];
	int		 rc = EXIT_SYS;

	memset(&pr, 0, sizeof(pr));
	snprintf(num, sizeof(num), "%d", number);
	pr.number = num;
	protocol_tables(&pr, &c->r);
	err_clear(&err);
	p.i = table;
	if (db_table_seats(c->db, table, &seats, &err) == -1 ||
	    db_report(c->db, "protocol", &p, 1, report_shape_row, &psh, &err) == -1 ||
	    report_shape_done(&psh, &err) == -1 ||
	    db_report(c->db, "protocol_foot", &p, 1, report_shape_row, &fsh, &err) == -1 ||
	    report_shape_done(&fsh, &err) == -1) {
		cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	db_seats_names(&seats, names);
	if (c->r.fmt == FMT_CSV)
		protocol_csv_foot(&pr);
	else {
		if (c->r.fmt == FMT_HTML)
			page_sheet_begin(stdout);
		protocol_show(&pr, names, number);
		if (proto_chain(c, table) == -1)
			goto out;
		protocol_sheet_end(&c->r, names);
	}
	rc = proto_zero(&pr, several ? number : 0);
	if (proto_sequence(c, &pr, several ? number : 0) > 0)
		rc = EXIT_RULE;
out:
	protocol_free(&pr);
	return rc;
}

/* ------------------------------------------------------------ the session */

int
protocol_session_tables(struct db *db, const struct db_event *ev, int session,
    int64_t **id, int **number, size_t *n)
{
	struct errbuf	 err;

	err_clear(&err);
	if (db_session_tables(db, ev->id, session, id, number, n, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	if (*n == 0)
		return cli_errx(EXIT_USAGE, _("%s: no tables in session %d (seat them with"
		    " 'referee table seat')"), ev->name, session);
	return EXIT_OK;
}

/* Every table of the session, one after another (one CSV with the table first). */
static int
proto_session(struct proto_ctx *c, int64_t *id, int *number, size_t n)
{
	int	 rc = EXIT_OK, one;
	size_t	 i;

	protocol_session_begin(&c->r);
	c->r.pages = (int)n;
	for (i = 0; i < n; i++) {
		c->r.page = (int)i + 1;
		if (c->r.fmt == FMT_TEXT && i > 0)
			printf("\n");
		one = proto_one(c, id[i], number[i], 1);
		if (one == EXIT_SYS) {
			rc = one;
			break;
		}
		if (one != EXIT_OK)
			rc = one;
	}
	protocol_session_end(&c->r, rc != EXIT_SYS);
	return rc;
}

/* protocol --blank: the empty sheet of a table. */
static int
proto_blank(const struct proto_ctx *c, int64_t table, int number)
{
	struct db_seats	 seats;
	struct errbuf	 err;
	const char	*names[4];

	if (c->r.deals <= 0)
		return cli_errx(EXIT_USAGE, _("protocol --blank: '%s' has no fixed number of deals"
		    " per session (event add --deals N)"), c->r.event);
	err_clear(&err);
	if (db_table_seats(c->db, table, &seats, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	db_seats_names(&seats, names);
	protocol_blank(&c->r, names, number);
	return EXIT_OK;
}

/* ------------------------------------------------------------ the command */

static int
proto_opt(int ch, const char *arg, void *ctx)
{
	int	*flags = ctx;

	(void)arg;
	if (ch == 'W')
		flags[0] = 1;
	else if (ch == 'B')
		flags[1] = 1;
	else
		return EXIT_USAGE;
	return 0;
}

/*
 * The spec of protocol's row (commands.c), with CO_TABLE_ANY | CO_FORMAT |
 * CO_HTML: --session and --table, shared, stand here as its usage shows
 * them, --blank inside --table's brackets.
 */
const struct cli_option protocol_options[] = {
	CLI_OPERANDS("[EVENT]"),
	{ { "session", required_argument, NULL, 's' }, "!S" },
	{ { "table", required_argument, NULL, 't' }, "T" },
	{ { "blank", no_argument, NULL, 'B' }, "[" },
	{ { "wide", no_argument, NULL, 'W' }, NULL },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv|html" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

int
cmd_protocol(int argc, char **argv)
{
	int		 flags[2] = { 0, 0 };
	struct cli_opts	 o = { .handle = proto_opt, .ctx = flags };	/* the row's spec */
	struct proto_ctx c;
	struct db_event	 ev;
	struct baska_rules rules;
	int64_t		 table, *ids = NULL;
	int		*numbers = NULL, rc;
	size_t		 n = 0;
	const char	*event;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (league_event_arg(&argc, &argv, 0, &event) == -1 || o.session == 0 ||
	    (flags[1] && o.table == 0))
		return cli_usage_error();
	memset(&c, 0, sizeof(c));
	if (o.table > 0)
		rc = cli_open_table(&o, event, &c.db, &ev, &table);
	else if ((rc = league_open(&c.db)) == 0 &&
	    (rc = league_event(c.db, event, &ev)) != 0) {
		db_close(c.db);
		c.db = NULL;
	}
	if (rc != 0)
		return rc;
	if ((rc = league_rules(&ev, &rules)) != 0 || (o.table == 0 &&
	    (rc = protocol_session_tables(c.db, &ev, o.session, &ids, &numbers, &n)) != 0)) {
		db_close(c.db);
		free(ids);
		free(numbers);
		return rc;
	}
	c.r.event = ev.name;
	c.r.date = ev.date;
	c.r.deals = ev.deals;
	c.r.rules = &rules;
	c.r.fmt = o.format;
	c.r.wide = flags[0];
	c.r.session = o.session;
	if (c.r.fmt == FMT_HTML)
		protocol_page_begin(&c.r, o.table, flags[1]);
	if (flags[1])
		rc = proto_blank(&c, table, o.table);
	else if (o.table > 0)
		rc = proto_one(&c, table, o.table, 0);
	else
		rc = proto_session(&c, ids, numbers, n);
	if (c.r.fmt == FMT_HTML)
		page_end(stdout);
	free(ids);
	free(numbers);
	db_close(c.db);
	return rc;
}
