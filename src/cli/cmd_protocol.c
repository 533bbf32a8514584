/*
 * referee protocol: a table's sheet with its foot of table points, every
 * table of a session (no --table), or the blank sheet a table fills in
 * (--blank). Text fits 100 columns (the seats in a legend above, short
 * column heads; --wide keeps the full layout), CSV carries every column,
 * HTML is a whole page to print and sign (src/report/page.c).
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/page.h"
#include "../report/shape.h"
#include "../report/sheet.h"
#include "../report/table.h"
#include "../rules/game.h"
#include "../rules/baska/sequence.h"
#include "../util/i18n.h"

static void
signed_cell(char *buf, size_t size, const char *s)
{
	league_points(buf, size, s ? atoi(s) : 0);
}

/* What the command prints, and how. */
struct proto_ctx {
	struct db		*db;
	const struct db_event	*ev;
	const struct baska_rules *rules;
	enum out_format		 fmt;
	int			 wide;		/* --wide: the full text layout */
	int			 session;
	int			 page, pages;	/* the sheet's number in a session's, their count */
	struct table		*csv;		/* a whole session's CSV: one table, "table" first */
};

struct proto {
	struct table	*t;
	const struct proto_ctx *c;
	const char	*number;	/* the table's number, the session CSV's first cell */
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

#define CSV_COLS	19
static const char *const csv_head[CSV_COLS + 1] = { "table", "deal", "dealer", "contract",
    "declarer", "partner", "kontras", "bok", "eyes", "won", "level", "points1", "points2",
    "points3", "points4", "total1", "total2", "total3", "total4", "sum" };
/* The wide text layout (--wide): today's columns. */
#define WIDE_COLS	18
static const char *const wide_head[WIDE_COLS] = { N_("deal"), N_("dealer"), N_("contract"),
    "bok", "Starzy", N_("kontras"), N_("eyes"), N_("won"), N_("level"), "+1", "+2", "+3", "+4",
    N_("total1"), N_("total2"), N_("total3"), N_("total4"), N_("zero-sum") };
/* The narrow one: seats by number (the legend above names them), short heads. */
static const char *const narrow_head[WIDE_COLS] = { N_("deal"), "d", N_("contract"), "B",
    "Starzy", "k", N_("eyes"), N_("won"), N_("level"), "+1", "+2", "+3", "+4", "Σ1", "Σ2", "Σ3",
    "Σ4", N_("sum") };

/* Adds a CSV row: the table's number first when the whole session goes into one CSV. */
static void
proto_csv_add(struct proto *p, const char *const *cells)
{
	if (p->c->csv != NULL) {
		const char	*row[CSV_COLS + 1];

		row[0] = p->number;
		memcpy(row + 1, cells, CSV_COLS * sizeof(*cells));
		table_add(p->c->csv, row);
	} else
		table_add(p->t, cells);
}

/* The CSV protocol: every column as stored, in proto_cols' order but the dealer's name. */
static void
proto_csv_row(struct proto *p, const struct report_row *row)
{
	const char	*cells[P__N - 1];
	int		 i, n = 0;

	for (i = 0; i < P__N; i++)
		if (i != P_DEALER_NAME)
			cells[n++] = report_get(row, i);
	proto_csv_add(p, cells);
}

/* Keeps what the checks after the rows need: the sequence, zero sums, the totals. */
static void
proto_keep(struct proto *p, const struct report_row *row)
{
	int	 i;

	p->seq = xreallocarray(p->seq, (size_t)p->rows + 1, sizeof(*p->seq));
	p->seq[p->rows].number = report_int(row, P_DEAL);
	p->seq[p->rows].dealer = report_int(row, P_DEALER);
	p->seq[p->rows].bok = report_int(row, P_BOK);
	p->rows++;
	if (report_int(row, P_SUM) != 0)
		p->bad++;
	for (i = 0; i < 4; i++)
		p->last_total[i] = report_int(row, P_TOTAL1 + i);
}

static int
proto_row(void *arg, const struct report_row *row)
{
	static const char *const level[] = { "", "z wyjściem", "bez wyjścia", "bez bitki" };
	struct proto	*p = arg;
	char		 pts[8][16], starzy[16], dealer[DB_NAME_MAX + 8], sum[24];
	int		 i, lv, contract, wide = p->c->wide;
	const char	*cells[WIDE_COLS];

	proto_keep(p, row);
	if (p->c->fmt == FMT_CSV) {
		proto_csv_row(p, row);
		return 0;
	}
	contract = baska_contract_parse(report_str(row, P_CONTRACT),
	    strlen(report_str(row, P_CONTRACT)));
	if (wide)
		snprintf(dealer, sizeof(dealer), "%s %s", report_str(row, P_DEALER),
		    report_str(row, P_DEALER_NAME));
	else
		snprintf(dealer, sizeof(dealer), "%s", report_str(row, P_DEALER));
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
	/* A solo contract (no partner) has one Stary. */
	cells[7] = !report_int(row, P_WON) ? "Młodzi" : report_get(row, P_PARTNER) ? "Starzy" :
	    "Stary";
	cells[8] = lv >= 1 && lv <= 3 ? level[lv] : "";
	for (i = 0; i < 8; i++)
		cells[9 + i] = pts[i];
	if (report_int(row, P_SUM) == 0)
		cells[17] = "ok";
	else if (wide)
		cells[17] = "NOT ZERO";
	else if (p->c->fmt == FMT_HTML)
		cells[17] = "NOT ZERO";
	else {
		signed_cell(sum, sizeof(sum), report_get(row, P_SUM));
		cells[17] = sum;
	}
	table_add(p->t, cells);
	return 0;
}

struct foot {
	struct table	*t;
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
	char		 small[16], place[32], big[32];
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
		snprintf(place, sizeof(place), _("empty seat"));
	else if (report_int(row, F_ABSENT))
		snprintf(place, sizeof(place), _("absent"));
	else if (report_int(row, F_SHORT))
		snprintf(place, sizeof(place), _("short table"));
	else
		snprintf(place, sizeof(place), "%s", report_str(row, F_PLACE));
	cells[0] = report_get(row, F_SEAT);
	cells[1] = *report_str(row, F_PLAYER) ? report_get(row, F_PLAYER) : "-";
	cells[2] = small;
	cells[3] = place;
	cells[4] = lang_number(big, sizeof(big), report_str(row, F_BIG));	/* text, pages */
	table_add(f->t, cells);
	return 0;
}

/* The CSV foot: two more rows, the final small points and the table points. */
static void
proto_csv_foot(struct proto *pr, const struct foot *ft)
{
	int		 i;
	const char	*cells[CSV_COLS];

	for (i = 0; i < CSV_COLS; i++)
		cells[i] = "";
	cells[0] = "final";
	for (i = 0; i < 4; i++)
		cells[14 + i] = ft->small[i];
	proto_csv_add(pr, cells);
	cells[0] = "table_points";
	for (i = 0; i < 4; i++) {
		cells[14 + i] = "";
		cells[10 + i] = ft->big[i];	/* CSV: '.' */
	}
	proto_csv_add(pr, cells);
	if (pr->c->csv == NULL)
		table_print(stdout, pr->t, FMT_CSV);
}

/* "EVENT — session S, table T (DATE), page P of N": every sheet's heading (src/report/sheet.c). */
static void
proto_heading(const struct proto_ctx *c, int number)
{
	struct sheet_id	 id = { c->ev->name, c->ev->date, c->session, number, c->page, c->pages };

	sheet_heading(stdout, c->fmt, &id);
}

/* The seats: a legend line (text) or paragraph (HTML). */
static void
proto_seats(const struct proto_ctx *c, const struct db_seats *seats)
{
	struct strbuf	 line = { 0 };	/* whole, whatever the names and the language */
	int		 i;

	for (i = 0; i < 4; i++)
		sb_addf(&line, _("%sseat %d %s"), i ? ", " : "", i + 1,
		    seats->name[i][0] ? seats->name[i] : _("(empty)"));
	if (c->fmt == FMT_HTML)
		page_para(stdout, NT_("seats"), "%s", sb_str(&line));
	else
		printf("%s\n", sb_str(&line));
	sb_free(&line);
}

/* Prints text with printf, or as an escaped paragraph on a page. */
static void
proto_say(const struct proto_ctx *c, const char *line)
{
	if (c->fmt == FMT_HTML)
		page_para(stdout, NULL, "%s", line);
	else
		printf("%s\n", line);
}

/* The text or HTML protocol: heading, seats, rows, the foot of table points. */
static void
proto_show(const struct proto_ctx *c, const struct db_seats *seats, int number,
    const struct proto *pr, const struct foot *ft)
{
	char	 line[256], big[64], small[64];

	proto_heading(c, number);
	proto_seats(c, seats);
	if (pr->rows > 0)
		table_print(stdout, pr->t, c->fmt);
	else
		proto_say(c, _("no deals entered"));
	if (c->ev->deals > 0 && pr->rows != c->ev->deals) {
		snprintf(line, sizeof(line), P_("%d of %d deal entered", "%d of %d deals entered",
		    c->ev->deals), pr->rows, c->ev->deals);
		proto_say(c, line);
	}
	/* The foot is final only when every deal is in (issue 30). */
	sheet_foot_heading(line, sizeof(line), pr->rows, c->ev->deals);
	proto_say(c, line);
	table_print(stdout, ft->t, c->fmt);
	if (ft->short_table) {
		snprintf(big, sizeof(big), P_("%d table point", "%d table points",
		    c->rules->absent_big), c->rules->absent_big);
		snprintf(small, sizeof(small), P_("%d small point", "%d small points",
		    c->rules->absent_small), c->rules->absent_small);
		snprintf(line, sizeof(line), _("short table (§7.4): each present player gets %s"
		    " and %s"), big, small);
		proto_say(c, line);
	}
}

/* The rows' order (§2.2, §7.3): dealers, bok blocks, rows; each ruling printed. */
static size_t
proto_sequence(const struct proto_ctx *c, const struct proto *pr, int number)
{
	struct verdict	 v = { 0, 0, NULL };
	size_t		 i, n;

	n = baska_sequence_check(c->rules, pr->seq, (size_t)pr->rows, c->ev->deals, 0, &v);
	for (i = 0; i < v.n; i++)
		if (number == 0)
			cli_errx(EXIT_RULE, _("protocol: %s"), v.r[i].text);
		else
			cli_errx(EXIT_RULE, _("protocol: table %d: %s"), number, v.r[i].text);
	verdict_free(&v);
	return n;
}

/*
 * The key that signed the table's head: its fingerprint (the first 16 hex
 * digits of BLAKE2b-256 of the public key), which 'referee verify --keys'
 * checks against the league's keys file. 0 or -1 (printed).
 */
static int
protocol_signer(const struct proto_ctx *c, int64_t table)
{
	char		 fpr[17], line[256];
	struct errbuf	 err;
	int		 rc;

	err_clear(&err);
	if ((rc = db_head_signer(c->db, table, fpr, &err)) == -1) {
		cli_errx(EXIT_SYS, "%s", err.msg);
		return -1;
	}
	if (rc == 1)
		snprintf(line, sizeof(line), _("signed by key: %.4s %.4s %.4s %.4s"), fpr, fpr + 4,
		    fpr + 8, fpr + 12);
	else
		snprintf(line, sizeof(line), "%s", _("signed by key: none"));
	if (c->fmt == FMT_HTML)
		page_para(stdout, NT_("chain"), "%s", line);
	else
		printf("%s\n", line);
	return 0;
}

/*
 * Prints the table's chain head, grouped for copying onto the paper protocol
 * that the players sign (in their words; --wide: the referee's), which
 * referee verify recomputes. 0 or -1 (printed).
 */
static int
protocol_chain(const struct proto_ctx *c, int64_t table)
{
	char		 hex[2 * DB_CHAIN_BYTES + 1], line[256];
	struct errbuf	 err;
	int		 rc;

	err_clear(&err);
	if ((rc = db_chain_head(c->db, table, hex, &err)) == -1) {
		cli_errx(EXIT_SYS, "%s", err.msg);
		return -1;
	}
	if (rc == 0)
		return 0;
	sheet_chain(line, sizeof(line), hex, c->wide);
	if (c->fmt == FMT_HTML)
		page_para(stdout, NT_("chain"), "%s", line);
	else
		printf("%s\n", line);
	return protocol_signer(c, table);
}

/* The protocol's tables with their heads and alignment for the chosen layout. */
static void
proto_tables(const struct proto_ctx *c, struct proto *pr, struct foot *ft)
{
	static const char *const foot_head[] = { N_("seat"), N_("player"), N_("small points"),
	    N_("place"), N_("table points") };
	const char	*th[WIDE_COLS];
	int		 i;

	if (c->fmt == FMT_CSV)
		pr->t = table_alloc(CSV_COLS, csv_head + 1);
	else {
		lang_heads(th, c->wide ? wide_head : narrow_head, WIDE_COLS);
		pr->t = table_alloc(WIDE_COLS, th);
	}
	if (c->fmt == FMT_CSV)
		ft->t = table_alloc(5, foot_head);
	else {
		lang_heads(th, foot_head, 5);
		ft->t = table_alloc(5, th);
	}
	if (c->fmt == FMT_CSV)
		return;
	if (!c->wide)
		table_gap(pr->t, 1);
	for (i = 9; i <= 16; i++)
		table_align_right(pr->t, i);
	table_align_right(pr->t, 0);
	table_align_right(pr->t, 5);
	table_align_right(pr->t, 6);
	table_align_right(ft->t, 2);
	table_align_right(ft->t, 4);
}

/* The zero-sum checks of the rows and the totals (§6.1); the exit status. */
static int
proto_zero(const struct proto *pr, int number)
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
	struct proto	 pr;
	struct foot	 ft;
	struct report_shape psh = REPORT_SHAPE(proto_cols, P__N, proto_row, &pr);
	struct report_shape fsh = REPORT_SHAPE(foot_cols, F__N, foot_row, &ft);
	char		 num[16];
	int		 rc = EXIT_SYS;

	memset(&pr, 0, sizeof(pr));
	memset(&ft, 0, sizeof(ft));
	snprintf(num, sizeof(num), "%d", number);
	pr.c = c;
	pr.number = num;
	proto_tables(c, &pr, &ft);
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
	if (c->fmt == FMT_CSV)
		proto_csv_foot(&pr, &ft);
	else {
		if (c->fmt == FMT_HTML)
			page_sheet_begin(stdout);
		proto_show(c, &seats, number, &pr, &ft);
		if (protocol_chain(c, table) == -1)
			goto out;
		if (c->fmt == FMT_HTML) {
			const char *names[4] = { seats.name[0], seats.name[1], seats.name[2],
			    seats.name[3] };

			page_signatures(stdout, names);
			page_sheet_end(stdout);
		}
	}
	rc = proto_zero(&pr, several ? number : 0);
	if (proto_sequence(c, &pr, several ? number : 0) > 0)
		rc = EXIT_RULE;
out:
	free(pr.seq);
	table_free(pr.t);
	table_free(ft.t);
	return rc;
}

/* ------------------------------------------------------------ the session */

/* The tables of a session (reports/session_tables.sql): ids and numbers. */
struct session_list {
	size_t	 n;
	int64_t	*id;
	int	*number;
};

static int
session_list_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct session_list *l = arg;
	int	 i = report_col_find(ncol, names, "table_id");
	int	 j = report_col_find(ncol, names, "number");

	if (i < 0 || j < 0 || vals[i] == NULL || vals[j] == NULL)
		return 1;
	l->id = xreallocarray(l->id, l->n + 1, sizeof(*l->id));
	l->number = xreallocarray(l->number, l->n + 1, sizeof(*l->number));
	l->id[l->n] = strtoll(vals[i], NULL, 10);
	l->number[l->n] = atoi(vals[j]);
	l->n++;
	return 0;
}

int
protocol_session_tables(struct db *db, const struct db_event *ev, int session,
    int64_t **id, int **number, size_t *n)
{
	struct db_param	 p[2] = { { DBP_INT, 0, NULL }, { DBP_INT, 0, NULL } };
	struct session_list l = { 0, NULL, NULL };
	struct errbuf	 err;

	err_clear(&err);
	p[0].i = ev->id;
	p[1].i = session;
	if (db_report(db, "session_tables", p, 2, session_list_row, &l, &err) == -1) {
		free(l.id);
		free(l.number);
		return cli_errx(EXIT_SYS, "%s", err.msg);
	}
	*id = l.id;
	*number = l.number;
	*n = l.n;
	if (l.n == 0)
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

	if (c->fmt == FMT_CSV)
		c->csv = table_alloc(CSV_COLS + 1, csv_head);
	c->pages = (int)n;
	for (i = 0; i < n; i++) {
		c->page = (int)i + 1;
		if (c->fmt == FMT_TEXT && i > 0)
			printf("\n");
		one = proto_one(c, id[i], number[i], 1);
		if (one == EXIT_SYS) {
			rc = one;
			break;
		}
		if (one != EXIT_OK)
			rc = one;
	}
	if (c->csv != NULL && rc != EXIT_SYS)
		table_print(stdout, c->csv, FMT_CSV);
	table_free(c->csv);
	c->csv = NULL;
	return rc;
}

/* ------------------------------------------------------------ the blank sheet */

/* The bok rows, as far as the ruleset makes them known before the play. */
static void
blank_bok_note(const struct proto_ctx *c)
{
	char	 line[256];

	if (c->rules->bok_mode == BOK_AUTO)
		snprintf(line, sizeof(line), P_("B: bok deals follow from the play (bok_mode auto):"
		    " a bok-runda of %d deal starts after its trigger (§2.4)",
		    "B: bok deals follow from the play (bok_mode auto):"
		    " a bok-runda of %d deals starts after its trigger (§2.4)",
		    c->rules->bok_block), c->rules->bok_block);
	else
		snprintf(line, sizeof(line), P_("B: mark the bok deals; they come in blocks of %d"
		    " consecutive deal (bok_mode explicit, §2.4)",
		    "B: mark the bok deals; they come in blocks of %d"
		    " consecutive deals (bok_mode explicit, §2.4)", c->rules->bok_block),
		    c->rules->bok_block);
	proto_say(c, line);
}

/* The rows to fill: the deal and its dealer given, the rest blank (text: rules). */
static struct table *
blank_rows(const struct proto_ctx *c, const struct db_seats *seats)
{
	static const char *const head[] = { N_("deal"), "d", N_("contract"), "B", "Starzy", "k",
	    N_("eyes"), N_("won"), N_("level"), "+1", "+2", "+3", "+4", "Σ1", "Σ2", "Σ3", "Σ4" };
	static const char *const fill[] = { NULL, NULL, "____________", "_", "______", "_",
	    "____", "______", "_________", "____", "____", "____", "____", "____", "____",
	    "____", "____" };
	static const char *const long_head[] = { "deal", "dealer", "contract", "bok", "Starzy",
	    "kontras", "eyes", "won", "level", "points1", "points2", "points3", "points4",
	    "total1", "total2", "total3", "total4" };
	const char	*th[17];
	struct table	*t;
	const char	*cells[17];
	char		 deal[16], dealer[DB_NAME_MAX + 8];
	int		 i, d, seat;

	lang_heads(th, head, 17);
	t = table_alloc(17, c->fmt == FMT_CSV ? long_head : th);
	if (c->fmt == FMT_TEXT)
		table_gap(t, 1);
	table_align_right(t, 0);
	for (d = 1; d <= c->ev->deals; d++) {
		seat = league_dealer(d);
		snprintf(deal, sizeof(deal), "%d", d);
		if (c->fmt != FMT_HTML)
			snprintf(dealer, sizeof(dealer), "%d", seat);
		else
			snprintf(dealer, sizeof(dealer), "%d %s", seat, seats->name[seat - 1]);
		cells[0] = deal;
		cells[1] = dealer;
		for (i = 2; i < 17; i++)
			cells[i] = c->fmt == FMT_TEXT ? fill[i] : "";
		table_add(t, cells);
	}
	return t;
}

/* The foot of the blank page: the seats with their cells to fill. */
static void
blank_foot_page(const struct db_seats *seats)
{
	static const char *const head[] = { N_("seat"), N_("player"), N_("small points"),
	    N_("place"), N_("table points") };
	const char	*th[5];
	struct table	*t = table_alloc(5, (lang_heads(th, head, 5), th));
	const char	*cells[5];
	char		 seat[8];
	int		 i;

	for (i = 0; i < 4; i++) {
		snprintf(seat, sizeof(seat), "%d", i + 1);
		cells[0] = seat;
		cells[1] = seats->name[i][0] ? seats->name[i] : "-";
		cells[2] = cells[3] = cells[4] = "";
		table_add(t, cells);
	}
	page_fill_begin(stdout);
	table_print(stdout, t, FMT_HTML);
	page_fill_end(stdout);
	table_free(t);
}

/* protocol --blank: the empty sheet of a table. */
static int
proto_blank(const struct proto_ctx *c, int64_t table, int number)
{
	struct db_seats	 seats;
	struct errbuf	 err;
	struct table	*t;
	const char	*names[4];
	int		 i;

	if (c->ev->deals <= 0)
		return cli_errx(EXIT_USAGE, _("protocol --blank: '%s' has no fixed number of deals"
		    " per session (event add --deals N)"), c->ev->name);
	err_clear(&err);
	if (db_table_seats(c->db, table, &seats, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	t = blank_rows(c, &seats);
	if (c->fmt == FMT_CSV) {
		table_print(stdout, t, FMT_CSV);
		table_free(t);
		return EXIT_OK;
	}
	if (c->fmt == FMT_HTML)
		page_sheet_begin(stdout);
	proto_heading(c, number);
	proto_seats(c, &seats);
	blank_bok_note(c);
	if (c->fmt == FMT_HTML)
		page_fill_rows_begin(stdout);
	table_print(stdout, t, c->fmt);
	if (c->fmt == FMT_HTML)
		page_fill_end(stdout);
	table_free(t);
	proto_say(c, _("final small points and table points (5/3/1/0, ties share, §7.4):"));
	for (i = 0; i < 4; i++) {
		names[i] = seats.name[i];
		if (c->fmt == FMT_TEXT)
			printf(_("seat %d %-*s small points ______  place __  table points ____\n"),
			    i + 1, 24 + (int)strlen(seats.name[i]) - text_width(seats.name[i]),
			    seats.name[i][0] ? seats.name[i] : _("(empty)"));
	}
	if (c->fmt == FMT_HTML) {
		blank_foot_page(&seats);
		page_signatures(stdout, names);
		page_sheet_end(stdout);
	} else
		printf(_("signatures: 1 ________  2 ________  3 ________  4 ________\n"));
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

/* "session S" or "session S, table T" for a page's title. */
static void
proto_page_begin(const struct proto_ctx *c, int number, int blank)
{
	char	 what[64];

	if (number > 0)
		snprintf(what, sizeof(what), _("%sprotocol, session %d, table %d"),
		    blank ? _("blank ") : "", c->session, number);
	else
		snprintf(what, sizeof(what), _("protocol, session %d"), c->session);
	page_begin_sheets(stdout, c->ev->name, c->ev->date, what);
}

int
cmd_protocol(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "wide", no_argument, NULL, 'W' },
		{ "blank", no_argument, NULL, 'B' },
		{ NULL, 0, NULL, 0 }
	};
	int		 flags[2] = { 0, 0 };
	struct cli_opts	 o = { .want = CO_TABLE_ANY | CO_FORMAT | CO_HTML,
	    .extra = longopts, .handle = proto_opt, .ctx = flags };
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
	c.ev = &ev;
	c.rules = &rules;
	c.fmt = o.format;
	c.wide = flags[0];
	c.session = o.session;
	if (c.fmt == FMT_HTML)
		proto_page_begin(&c, o.table, flags[1]);
	if (flags[1])
		rc = proto_blank(&c, table, o.table);
	else if (o.table > 0)
		rc = proto_one(&c, table, o.table, 0);
	else
		rc = proto_session(&c, ids, numbers, n);
	if (c.fmt == FMT_HTML)
		page_end(stdout);
	free(ids);
	free(numbers);
	db_close(c.db);
	return rc;
}
