/*
 * League reports: referee protocol (a table's sheet with its foot of table
 * points); referee standings is in cmd_standings.c. The numbers come from
 * the reports/ queries; this file only lays them out.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/shape.h"
#include "../report/table.h"
#include "../rules/game.h"
#include "../rules/baska/sequence.h"

static void
signed_cell(char *buf, size_t size, const char *s)
{
	league_points(buf, size, s ? atoi(s) : 0);
}

/* ------------------------------------------------------------ protocol */

struct proto {
	struct table	*t;
	enum out_format	 fmt;
	int		 rows, bad;
	int		 last_total[4];
	struct baska_row *seq;		/* deal, dealer, bok of every row, for the §7.3 checks */
};

/* The columns of reports/protocol.sql a protocol reads. */
enum {
	P_DEAL, P_DEALER, P_DEALER_NAME, P_CONTRACT, P_DECLARER, P_PARTNER, P_KONTRAS,
	P_BOK, P_EYES, P_WON, P_LEVEL, P_POINTS1, P_TOTAL1 = P_POINTS1 + 4,
	P_SUM = P_TOTAL1 + 4, P__N
};
static const char *const proto_cols[P__N] = {
	[P_DEAL] = "deal", [P_DEALER] = "dealer", [P_DEALER_NAME] = "dealer_name",
	[P_CONTRACT] = "contract", [P_DECLARER] = "declarer", [P_PARTNER] = "partner",
	[P_KONTRAS] = "kontras", [P_BOK] = "bok", [P_EYES] = "eyes", [P_WON] = "won",
	[P_LEVEL] = "level", [P_POINTS1] = "points1", [P_POINTS1 + 1] = "points2",
	[P_POINTS1 + 2] = "points3", [P_POINTS1 + 3] = "points4", [P_TOTAL1] = "total1",
	[P_TOTAL1 + 1] = "total2", [P_TOTAL1 + 2] = "total3", [P_TOTAL1 + 3] = "total4",
	[P_SUM] = "sum"
};

/* The CSV protocol: every column as stored, in proto_cols' order but the dealer's name. */
static void
proto_csv_row(struct proto *p, const struct report_row *row)
{
	const char	*cells[P__N - 1];
	int		 i, n = 0;

	for (i = 0; i < P__N; i++)
		if (i != P_DEALER_NAME)
			cells[n++] = report_get(row, i);
	table_add(p->t, cells);
}

static int
proto_row(void *arg, const struct report_row *row)
{
	static const char *const level[] = { "", "z wyjściem", "bez wyjścia", "bez bitki" };
	struct proto	*p = arg;
	char		 pts[8][16], starzy[16], dealer[DB_NAME_MAX + 8];
	int		 i, lv, contract;
	const char	*cells[18];

	p->seq = xreallocarray(p->seq, (size_t)p->rows + 1, sizeof(*p->seq));
	p->seq[p->rows].number = report_int(row, P_DEAL);
	p->seq[p->rows].dealer = report_int(row, P_DEALER);
	p->seq[p->rows].bok = report_int(row, P_BOK);
	p->rows++;
	if (report_int(row, P_SUM) != 0)
		p->bad++;
	for (i = 0; i < 4; i++)
		p->last_total[i] = report_int(row, P_TOTAL1 + i);
	if (p->fmt == FMT_CSV) {
		proto_csv_row(p, row);
		return 0;
	}
	contract = baska_contract_parse(report_str(row, P_CONTRACT),
	    strlen(report_str(row, P_CONTRACT)));
	snprintf(dealer, sizeof(dealer), "%s %s", report_str(row, P_DEALER),
	    report_str(row, P_DEALER_NAME));
	snprintf(starzy, sizeof(starzy), "%s%s%s", report_str(row, P_DECLARER),
	    report_get(row, P_PARTNER) ? "+" : "", report_str(row, P_PARTNER));
	for (i = 0; i < 8; i++)
		signed_cell(pts[i], sizeof(pts[i]), report_get(row, P_POINTS1 + i));
	lv = report_int(row, P_LEVEL);
	cells[0] = report_get(row, P_DEAL);
	cells[1] = dealer;
	cells[2] = contract >= 0 ? baska_contract_label(contract) : report_get(row, P_CONTRACT);
	cells[3] = report_int(row, P_BOK) ? "B" : "";
	cells[4] = starzy;
	cells[5] = report_int(row, P_KONTRAS) ? report_get(row, P_KONTRAS) : "";
	cells[6] = report_get(row, P_EYES);
	cells[7] = report_int(row, P_WON) ? "Starzy" : "Młodzi";
	cells[8] = lv >= 1 && lv <= 3 ? level[lv] : "";
	for (i = 0; i < 8; i++)
		cells[9 + i] = pts[i];
	cells[17] = report_int(row, P_SUM) == 0 ? "ok" : "NOT ZERO";
	table_add(p->t, cells);
	return 0;
}

struct foot {
	struct table	*t;
	enum out_format	 fmt;
	char		 small[4][16], big[4][16];
	int		 short_table;
};

/* The columns of reports/protocol_foot.sql. */
enum { F_SEAT, F_PLAYER, F_ABSENT, F_SMALL, F_PLACE, F_SHORT, F_BIG, F__N };
static const char *const foot_cols[F__N] = {
	[F_SEAT] = "seat", [F_PLAYER] = "player", [F_ABSENT] = "absent", [F_SMALL] = "small",
	[F_PLACE] = "place", [F_SHORT] = "short", [F_BIG] = "big_points"
};

static int
foot_row(void *arg, const struct report_row *row)
{
	struct foot	*f = arg;
	char		 small[16], place[32];
	const char	*cells[5];
	int		 seat = report_int(row, F_SEAT);

	if (seat < 1 || seat > 4)
		return 0;
	if (report_get(row, F_SMALL) != NULL)
		signed_cell(small, sizeof(small), report_get(row, F_SMALL));
	else
		small[0] = '\0';
	snprintf(f->small[seat - 1], sizeof(f->small[0]), "%s", report_str(row, F_SMALL));
	snprintf(f->big[seat - 1], sizeof(f->big[0]), "%s", report_str(row, F_BIG));
	if (report_int(row, F_SHORT))
		f->short_table = 1;
	if (*report_str(row, F_PLAYER) == '\0')
		snprintf(place, sizeof(place), "empty seat");
	else if (report_int(row, F_ABSENT))
		snprintf(place, sizeof(place), "absent");
	else if (report_int(row, F_SHORT))
		snprintf(place, sizeof(place), "short table");
	else
		snprintf(place, sizeof(place), "%s", report_str(row, F_PLACE));
	cells[0] = report_get(row, F_SEAT);
	cells[1] = *report_str(row, F_PLAYER) ? report_get(row, F_PLAYER) : "-";
	cells[2] = small;
	cells[3] = place;
	cells[4] = report_get(row, F_BIG);
	table_add(f->t, cells);
	return 0;
}

/* The CSV protocol: the rows, then the foot as two more rows (final small points, table points). */
static void
proto_csv(struct proto *pr, const struct foot *ft)
{
	int		 i;
	const char	*cells[19];

	/* The foot as two more rows: final small points and table points. */
	for (i = 0; i < 19; i++)
		cells[i] = "";
	cells[0] = "final";
	for (i = 0; i < 4; i++)
		cells[14 + i] = ft->small[i];
	table_add(pr->t, cells);
	cells[0] = "table_points";
	for (i = 0; i < 4; i++) {
		cells[14 + i] = "";
		cells[10 + i] = ft->big[i];
	}
	table_add(pr->t, cells);
	table_print(stdout, pr->t, FMT_CSV);
}

/* The text protocol: heading, seats, rows, the foot of table points. */
static void
proto_text(const struct db_event *ev, const struct baska_rules *r,
    const struct db_seats *seats, int session, int number,
    const struct proto *pr, const struct foot *ft)
{
	int	 i;

	printf("%s — session %d, table %d", ev->name, session, number);
	if (ev->date[0])
		printf(" (%s)", ev->date);
	printf("\n");
	for (i = 0; i < 4; i++)
		printf("%sseat %d %s", i ? ", " : "", i + 1,
		    seats->name[i][0] ? seats->name[i] : "(empty)");
	printf("\n");
	if (pr->rows > 0)
		table_print(stdout, pr->t, FMT_TEXT);
	else
		printf("no deals entered\n");
	if (ev->deals > 0 && pr->rows != ev->deals)
		printf("%d of %d deals entered\n", pr->rows, ev->deals);
	printf("final small points and table points (5/3/1/0, ties share, §7.4):\n");
	table_print(stdout, ft->t, FMT_TEXT);
	if (ft->short_table)
		printf("short table (§7.4): each present player gets %d table points and"
		    " %d small points\n", r->absent_big, r->absent_small);
}

/* The rows' order (§2.2, §7.3): dealers, bok blocks, rows; each ruling printed. */
static size_t
proto_sequence(const struct db_event *ev, const struct baska_rules *r,
    const struct proto *pr)
{
	struct verdict	 v = { 0, 0, NULL };
	size_t		 i, n;

	n = baska_sequence_check(r, pr->seq, (size_t)pr->rows, ev->deals, 0, &v);
	for (i = 0; i < v.n; i++)
		cli_errx(EXIT_RULE, "protocol: %s", v.r[i].text);
	verdict_free(&v);
	return n;
}

/*
 * Prints the table's chain head, grouped for copying onto the paper protocol
 * that the players sign; referee verify recomputes it. 0 or -1 (printed).
 */
static int
protocol_chain(struct db *db, int64_t table)
{
	char		 hex[2 * DB_CHAIN_BYTES + 1];
	struct errbuf	 err;
	int		 rc, i;

	if ((rc = db_chain_head(db, table, hex, &err)) == -1) {
		cli_errx(EXIT_SYS, "%s", err.msg);
		return -1;
	}
	if (rc == 0)
		return 0;
	printf("chain head:");
	for (i = 0; i < 16; i += 4)
		printf(" %.4s", hex + i);
	printf(" (BLAKE2b of every version, who, when and why; referee verify checks it)\n");
	return 0;
}

int
cmd_protocol(int argc, char **argv)
{
	static const char *const text_head[] = { "deal", "dealer", "contract", "bok", "Starzy",
	    "kontras", "eyes", "won", "level", "+1", "+2", "+3", "+4", "total1", "total2",
	    "total3", "total4", "zero-sum" };
	static const char *const csv_head[] = { "deal", "dealer", "contract", "declarer",
	    "partner", "kontras", "bok", "eyes", "won", "level", "points1", "points2",
	    "points3", "points4", "total1", "total2", "total3", "total4", "sum" };
	static const char *const foot_head[] = { "seat", "player", "small points", "place",
	    "table points" };
	struct cli_opts	 o = { .want = CO_TABLE | CO_FORMAT };
	enum out_format	 fmt;
	struct db_event	 ev;
	struct baska_rules rules;
	struct db_seats	 seats;
	struct db	*db;
	struct errbuf	 err;
	struct db_param	 p = { DBP_INT, 0, NULL };
	struct proto	 pr;
	struct foot	 ft;
	struct report_shape psh = REPORT_SHAPE(proto_cols, P__N, proto_row, &pr);
	struct report_shape fsh = REPORT_SHAPE(foot_cols, F__N, foot_row, &ft);
	int64_t		 table;
	int		 rc, session, number, i;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (argc - optind != 1)
		return cli_usage_error();
	if ((rc = cli_open_table(&o, argv[optind], &db, &ev, &table)) != 0)
		return rc;
	if ((rc = league_rules(&ev, &rules)) != 0) {
		db_close(db);
		return rc;
	}
	fmt = o.format;
	session = o.session;
	number = o.table;
	err_clear(&err);
	memset(&pr, 0, sizeof(pr));
	memset(&ft, 0, sizeof(ft));
	pr.fmt = ft.fmt = fmt;
	pr.t = fmt == FMT_CSV ? table_alloc(19, csv_head) : table_alloc(18, text_head);
	ft.t = table_alloc(5, foot_head);
	if (fmt != FMT_CSV) {
		for (i = 9; i <= 16; i++)
			table_align_right(pr.t, i);
		table_align_right(pr.t, 0);
		table_align_right(pr.t, 5);
		table_align_right(pr.t, 6);
		table_align_right(ft.t, 2);
		table_align_right(ft.t, 4);
	}
	p.i = table;
	rc = EXIT_SYS;
	if (db_table_seats(db, table, &seats, &err) == -1 ||
	    db_report(db, "protocol", &p, 1, report_shape_row, &psh, &err) == -1 ||
	    report_shape_done(&psh, &err) == -1 ||
	    db_report(db, "protocol_foot", &p, 1, report_shape_row, &fsh, &err) == -1 ||
	    report_shape_done(&fsh, &err) == -1) {
		cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if (fmt == FMT_CSV)
		proto_csv(&pr, &ft);
	else {
		proto_text(&ev, &rules, &seats, session, number, &pr, &ft);
		if (protocol_chain(db, table) == -1)
			goto out;
	}
	rc = EXIT_OK;
	if (pr.bad) {
		rc = cli_errx(EXIT_RULE, "protocol: %d row%s do not sum to zero (§6.1)", pr.bad,
		    pr.bad > 1 ? "s" : "");
	} else if (pr.last_total[0] + pr.last_total[1] + pr.last_total[2] +
	    pr.last_total[3] != 0)
		rc = cli_errx(EXIT_RULE, "protocol: the running totals do not sum to zero (§6.1)");
	if (proto_sequence(&ev, &rules, &pr) > 0)
		rc = EXIT_RULE;
out:
	free(pr.seq);
	table_free(pr.t);
	table_free(ft.t);
	db_close(db);
	return rc;
}
