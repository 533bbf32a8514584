/*
 * referee deal history: every version of the deals of a table
 * (reports/history.sql), laid out by src/report/history.c.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_deal.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/history.h"
#include "../report/shape.h"

/* The table's seats as a legend line. 0 or an exit status (printed). */
static int
hist_legend(struct db *db, int64_t table)
{
	struct db_seats	 seats;
	struct errbuf	 err;
	const char	*names[4];

	err_clear(&err);
	if (db_table_seats(db, table, &seats, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	db_seats_names(&seats, names);
	deal_history_legend(names);
	return 0;
}

/*
 * Prints the history of a table (deal 0: every deal). narrow: the text
 * layout that fits 100 columns. Returns an exit status.
 */
static int
deal_history_print(struct db *db, int64_t table, int deal, int narrow, enum out_format fmt)
{
	struct db_param	 p[2] = { { DBP_INT, 0, NULL }, { DBP_NULL, 0, NULL } };
	struct deal_history h;
	struct report_shape sh = REPORT_SHAPE(deal_history_cols, H__N, deal_history_row, &h);
	struct errbuf	 err;
	int		 rc = EXIT_OK;

	deal_history_begin(&h, narrow, fmt);
	p[0].i = table;
	if (deal) {
		p[1].type = DBP_INT;
		p[1].i = deal;
	}
	err_clear(&err);
	if (h.narrow && (rc = hist_legend(db, table)) != 0)
		goto out;
	if (db_report(db, "history", p, 2, report_shape_row, &sh, &err) == -1 ||
	    report_shape_done(&sh, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	deal_history_print_rows(&h, fmt);
out:
	deal_history_free(&h);
	return rc;
}

/* --deal N */
static int
deal_number_opt(int ch, const char *arg, void *ctx)
{
	(void)ch;
	return league_number(NT_("--deal"), arg, 1, 100000, ctx) == -1 ? EXIT_USAGE : 0;
}

/* deal history's options: --deal N, --wide. */
static int
deal_history_opt(int ch, const char *arg, void *ctx)
{
	int	*v = ctx;

	if (ch == 'W') {
		v[1] = 1;
		return 0;
	}
	return deal_number_opt(ch, arg, &v[0]);
}

/* The spec of deal history's row (cmd_deal.c). */
const struct cli_option deal_history_options[] = {
	{ { "deal", required_argument, NULL, 'n' }, "N" },
	{ { "wide", no_argument, NULL, 'W' }, NULL },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

int
cmd_deal_history(int argc, char **argv)
{
	struct cli_opts	 o = { .handle = deal_history_opt };	/* the row's spec */
	struct db_event	 ev;
	struct db	*db;
	const char	*event;
	int64_t		 table;
	int		 rc, v[2] = { 0, 0 };	/* --deal, --wide */

	o.ctx = v;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (league_event_arg(&argc, &argv, 0, &event) == -1)
		return cli_usage_error();
	if ((rc = cli_open_table(&o, event, &db, &ev, &table)) != 0)
		return rc;
	rc = deal_history_print(db, table, v[0], !v[1], o.format);
	db_close(db);
	return rc;
}
