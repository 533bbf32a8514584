#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "protocol.h"
#include "page.h"
#include "sheet.h"
#include "table.h"
#include "../rules/baska/baska.h"
#include "../rules/baska/sequence.h"
#include "../util/unitext.h"
#include "../util/i18n.h"
#include "../util/lang.h"
#include "../util/util.h"

#define NAME_MAX_CELL	160	/* a seat's number and name (names are under 128 bytes) */

const char *const protocol_cols[P__N] = {
	[P_DEAL] = "deal", [P_DEALER] = "dealer", [P_DEALER_NAME] = "dealer_name",
	[P_CONTRACT] = "contract", [P_DECLARER] = "declarer", [P_PARTNER] = "partner",
	[P_KONTRAS] = "kontras", [P_BOK] = "bok", [P_EYES] = "eyes", [P_WON] = "won",
	[P_LEVEL] = "level", [P_POINTS1] = "points1", [P_POINTS1 + 1] = "points2",
	[P_POINTS1 + 2] = "points3", [P_POINTS1 + 3] = "points4", [P_TOTAL1] = "total1",
	[P_TOTAL1 + 1] = "total2", [P_TOTAL1 + 2] = "total3", [P_TOTAL1 + 3] = "total4",
	[P_SUM] = "sum"
};

const char *const protocol_foot_cols[F__N] = {
	[F_SEAT] = "seat", [F_PLAYER] = "player", [F_ABSENT] = "absent", [F_SMALL] = "small",
	[F_PLACE] = "place", [F_SHORT] = "short", [F_BIG] = "big_points"
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

/*
 * The narrow layout's heads on a terminal: shorter still, so that a 16-deal
 * table fits 80 columns in either language (St.: the Starzy, declarer and
 * partner). The blank sheet takes the first 17.
 */
static void
narrow_text_heads(struct table *t)
{
	const char	*th[WIDE_COLS];

	lang_heads(th, narrow_head, WIDE_COLS);
	th[0] = C_("protocol head", "#");
	th[2] = C_("protocol head", "contr.");
	th[4] = NT_("St.");
	th[6] = C_("protocol head", "eyes");
	table_text_heads(t, th);
}

static void
signed_cell(char *buf, size_t size, const char *s)
{
	sheet_points(buf, size, s ? atoi(s) : 0);
}

/* Adds a CSV row: the table's number first when the whole session goes into one CSV. */
static void
csv_add(struct protocol_sheet *p, const char *const *cells)
{
	if (p->c->csv != NULL) {
		const char	*row[CSV_COLS + 1];

		row[0] = p->number;
		memcpy(row + 1, cells, CSV_COLS * sizeof(*cells));
		table_add(p->c->csv, row);
	} else
		table_add(p->t, cells);
}

/* The CSV protocol: every column as stored, in protocol_cols' order but the dealer's name. */
static void
csv_row(struct protocol_sheet *p, const struct report_row *row)
{
	const char	*cells[P__N - 1];
	int		 i, n = 0;

	for (i = 0; i < P__N; i++)
		if (i != P_DEALER_NAME)
			cells[n++] = report_get(row, i);
	csv_add(p, cells);
}

/* The last cell: "ok", or what is wrong with the row's zero sum. */
static const char *
sum_cell(const struct protocol_sheet *p, const struct report_row *row, char *buf, size_t size)
{
	if (report_int(row, P_SUM) == 0)
		return "ok";
	if (p->c->wide || p->c->fmt == FMT_HTML)
		return "NOT ZERO";
	signed_cell(buf, size, report_get(row, P_SUM));
	return buf;
}

/* Keeps what the checks after the rows need: the sequence, zero sums, the totals. */
static void
protocol_keep(struct protocol_sheet *p, const struct report_row *row)
{
	int	 i;

	p->seq = xreallocarray(p->seq, (size_t)p->rows + 1, sizeof(*p->seq));
	p->seq[p->rows].number = report_int(row, P_DEAL);
	p->seq[p->rows].dealer = report_int(row, P_DEALER);
	p->seq[p->rows].bok = report_int(row, P_BOK);
	if (report_int(row, P_SUM) != 0)
		p->bad++;
	for (i = 0; i < 4; i++)
		p->last_total[i] = report_int(row, P_TOTAL1 + i);
}

void
protocol_row(struct protocol_sheet *p, const struct report_row *row)
{
	static const char *const level[] = { "", "z wyjściem", "bez wyjścia", "bez bitki" };
	char		 pts[8][16], starzy[16], dealer[NAME_MAX_CELL], sum[24];
	int		 i, lv, contract, wide = p->c->wide;
	const char	*cells[WIDE_COLS];

	protocol_keep(p, row);
	p->rows++;
	if (p->c->fmt == FMT_CSV) {
		csv_row(p, row);
		return;
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
	cells[17] = sum_cell(p, row, sum, sizeof(sum));
	table_add(p->t, cells);
}

int
protocol_row_fn(void *arg, const struct report_row *row)
{
	protocol_row(arg, row);
	return 0;
}

int
protocol_foot_fn(void *arg, const struct report_row *row)
{
	protocol_foot_row(arg, row);
	return 0;
}

void
protocol_foot_row(struct protocol_sheet *f, const struct report_row *row)
{
	char		 small[16], place[32], big[32];
	const char	*cells[5];
	int		 seat = report_int(row, F_SEAT);

	if (seat < 1 || seat > 4)
		return;
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
	table_add(f->foot, cells);
}

void
protocol_csv_foot(struct protocol_sheet *pr)
{
	int		 i;
	const char	*cells[CSV_COLS];

	for (i = 0; i < CSV_COLS; i++)
		cells[i] = "";
	cells[0] = "final";
	for (i = 0; i < 4; i++)
		cells[14 + i] = pr->small[i];
	csv_add(pr, cells);
	cells[0] = "table_points";
	for (i = 0; i < 4; i++) {
		cells[14 + i] = "";
		cells[10 + i] = pr->big[i];	/* CSV: '.' */
	}
	csv_add(pr, cells);
	if (pr->c->csv == NULL)
		table_print(stdout, pr->t, FMT_CSV);
}

/* "EVENT — session S, table T (DATE), page P of N": every sheet's heading (sheet.c). */
static void
heading(const struct protocol_ctx *c, int number)
{
	struct sheet_id	 id = { c->event, c->date, c->session, number, c->page, c->pages };

	sheet_heading(stdout, c->fmt, &id);
}

/* The seats: a legend line (text, broken between seats on 80 columns) or paragraph (HTML). */
static void
seats_line(const struct protocol_ctx *c, const char *const names[4])
{
	struct strbuf	 line = { 0 }, out = { 0 };
	int		 i;

	for (i = 0; i < 4; i++)
		sb_addf(&line, _("%sseat %d %s"), i ? ", " : "", i + 1,
		    names[i][0] ? names[i] : _("(empty)"));
	if (c->fmt == FMT_HTML)
		protocol_say(c, NT_("seats"), sb_str(&line));
	else {
		sheet_list_wrap(&out, sb_str(&line), 0, 2);
		printf("%s\n", sb_str(&out));
	}
	sb_free(&line);
	sb_free(&out);
}

void
protocol_say(const struct protocol_ctx *c, const char *cls, const char *line)
{
	struct strbuf	 sb = { 0 };

	if (c->fmt == FMT_HTML) {
		page_para(stdout, cls, "%s", line);
		return;
	}
	/* on a terminal's 80 columns, the later lines 2 in */
	utext_wrap(&sb, line, 0, 2, REPORT_COLUMNS);
	printf("%s\n", sb_str(&sb));
	sb_free(&sb);
}

/* The §7.4 line under the foot of a short table. */
static void
short_table_line(const struct protocol_ctx *c)
{
	char	 line[256], big[64], small[64];

	snprintf(big, sizeof(big), P_("%d table point", "%d table points",
	    c->rules->absent_big), c->rules->absent_big);
	snprintf(small, sizeof(small), P_("%d small point", "%d small points",
	    c->rules->absent_small), c->rules->absent_small);
	snprintf(line, sizeof(line), _("short table (§7.4): each present player gets %s"
	    " and %s"), big, small);
	protocol_say(c, NULL, line);
}

void
protocol_show(const struct protocol_sheet *pr, const char *const names[4], int number)
{
	const struct protocol_ctx *c = pr->c;
	char	 line[256];

	heading(c, number);
	seats_line(c, names);
	if (pr->rows > 0)
		table_print(stdout, pr->t, c->fmt);
	else
		protocol_say(c, NULL, _("no deals entered"));
	if (c->deals > 0 && pr->rows != c->deals) {
		snprintf(line, sizeof(line), P_("%d of %d deal entered", "%d of %d deals entered",
		    c->deals), pr->rows, c->deals);
		protocol_say(c, NULL, line);
	}
	/* The foot is final only when every deal is in (issue 30). */
	sheet_foot_heading(line, sizeof(line), pr->rows, c->deals);
	protocol_say(c, NULL, line);
	table_print(stdout, pr->foot, c->fmt);
	if (pr->short_table)
		short_table_line(c);
}

void
protocol_chain(const struct protocol_ctx *c, const char *hex)
{
	char	 line[256];

	sheet_chain(line, sizeof(line), hex, c->wide);
	protocol_say(c, NT_("chain"), line);
}

void
protocol_signer(const struct protocol_ctx *c, const char *fpr)
{
	char	 line[256];

	if (fpr != NULL)
		snprintf(line, sizeof(line), _("signed by key: %.4s %.4s %.4s %.4s"), fpr, fpr + 4,
		    fpr + 8, fpr + 12);
	else
		snprintf(line, sizeof(line), "%s", _("signed by key: none"));
	protocol_say(c, NT_("chain"), line);
}

void
protocol_sheet_end(const struct protocol_ctx *c, const char *const names[4])
{
	if (c->fmt != FMT_HTML)
		return;
	page_signatures(stdout, names);
	page_sheet_end(stdout);
}

void
protocol_tables(struct protocol_sheet *pr, const struct protocol_ctx *c)
{
	static const char *const foot_head[] = { N_("seat"), N_("player"), N_("small points"),
	    N_("place"), N_("table points") };
	const char	*th[WIDE_COLS];
	int		 i;

	pr->c = c;
	if (c->fmt == FMT_CSV)
		pr->t = table_alloc(CSV_COLS, csv_head + 1);
	else {
		lang_heads(th, c->wide ? wide_head : narrow_head, WIDE_COLS);
		pr->t = table_alloc(WIDE_COLS, th);
	}
	if (c->fmt == FMT_CSV)
		pr->foot = table_alloc(5, foot_head);
	else {
		lang_heads(th, foot_head, 5);
		pr->foot = table_alloc(5, th);
	}
	if (c->fmt == FMT_CSV)
		return;
	if (!c->wide)
		table_gap(pr->t, 1);
	if (!c->wide && c->fmt == FMT_TEXT)
		narrow_text_heads(pr->t);
	for (i = 9; i <= 16; i++)
		table_align_right(pr->t, i);
	table_align_right(pr->t, 0);
	table_align_right(pr->t, 5);
	table_align_right(pr->t, 6);
	table_align_right(pr->foot, 2);
	table_align_right(pr->foot, 4);
}

void
protocol_free(struct protocol_sheet *pr)
{
	table_free(pr->t);
	table_free(pr->foot);
	pr->t = pr->foot = NULL;
	free(pr->seq);
	pr->seq = NULL;
}

void
protocol_session_begin(struct protocol_ctx *c)
{
	if (c->fmt == FMT_CSV)
		c->csv = table_alloc(CSV_COLS + 1, csv_head);
}

void
protocol_session_end(struct protocol_ctx *c, int print)
{
	if (c->csv != NULL && print)
		table_print(stdout, c->csv, FMT_CSV);
	table_free(c->csv);
	c->csv = NULL;
}

/* ------------------------------------------------------------ the blank sheet */

/* The bok rows, as far as the ruleset makes them known before the play. */
static void
blank_bok_note(const struct protocol_ctx *c)
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
	protocol_say(c, NULL, line);
}

/* The rows to fill: the deal and its dealer given, the rest blank (text: rules). */
static struct table *
blank_rows(const struct protocol_ctx *c, const char *const names[4])
{
	static const char *const head[] = { N_("deal"), "d", N_("contract"), "B", "Starzy", "k",
	    N_("eyes"), N_("won"), N_("level"), "+1", "+2", "+3", "+4", "Σ1", "Σ2", "Σ3", "Σ4" };
	static const char *const fill[] = { NULL, NULL, "____________", "_", "___", "_",
	    "____", "______", "_________", "___", "___", "___", "___", "___", "___", "___",
	    "___" };
	static const char *const long_head[] = { "deal", "dealer", "contract", "bok", "Starzy",
	    "kontras", "eyes", "won", "level", "points1", "points2", "points3", "points4",
	    "total1", "total2", "total3", "total4" };
	const char	*th[17];
	struct table	*t;
	const char	*cells[17];
	char		 deal[16], dealer[NAME_MAX_CELL];
	int		 i, d, seat;

	lang_heads(th, head, 17);
	t = table_alloc(17, c->fmt == FMT_CSV ? long_head : th);
	if (c->fmt == FMT_TEXT) {
		table_gap(t, 1);
		narrow_text_heads(t);
	}
	table_align_right(t, 0);
	for (d = 1; d <= c->deals; d++) {
		seat = baska_dealer(1, d);
		snprintf(deal, sizeof(deal), "%d", d);
		if (c->fmt != FMT_HTML)
			snprintf(dealer, sizeof(dealer), "%d", seat);
		else
			snprintf(dealer, sizeof(dealer), "%d %s", seat, names[seat - 1]);
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
blank_foot_page(const char *const names[4])
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
		cells[1] = names[i][0] ? names[i] : "-";
		cells[2] = cells[3] = cells[4] = "";
		table_add(t, cells);
	}
	page_fill_begin(stdout);
	table_print(stdout, t, FMT_HTML);
	page_fill_end(stdout);
	table_free(t);
}

/* The foot to fill in: a line per seat (text) or a table (HTML), and the signatures. */
static void
blank_foot(const struct protocol_ctx *c, const char *const names[4])
{
	int	 i;

	protocol_say(c, NULL, _("final small points and table points (5/3/1/0, ties share,"
	    " §7.4):"));
	if (c->fmt == FMT_TEXT)
		for (i = 0; i < 4; i++)
			printf(_("seat %d %-*s small points ______  place __  table points ____\n"),
			    i + 1, 24 + (int)strlen(names[i]) - text_width(names[i]),
			    names[i][0] ? names[i] : _("(empty)"));
	if (c->fmt == FMT_HTML) {
		blank_foot_page(names);
		protocol_sheet_end(c, names);
	} else
		printf(_("signatures: 1 ________  2 ________  3 ________  4 ________\n"));
}

void
protocol_blank(const struct protocol_ctx *c, const char *const names[4], int number)
{
	struct table	*t = blank_rows(c, names);

	if (c->fmt == FMT_CSV) {
		table_print(stdout, t, FMT_CSV);
		table_free(t);
		return;
	}
	if (c->fmt == FMT_HTML)
		page_sheet_begin(stdout);
	heading(c, number);
	seats_line(c, names);
	blank_bok_note(c);
	if (c->fmt == FMT_HTML)
		page_fill_rows_begin(stdout);
	table_print(stdout, t, c->fmt);
	if (c->fmt == FMT_HTML)
		page_fill_end(stdout);
	table_free(t);
	blank_foot(c, names);
}

void
protocol_page_begin(const struct protocol_ctx *c, int number, int blank)
{
	char	 what[64];

	if (number > 0)
		snprintf(what, sizeof(what), _("%sprotocol, session %d, table %d"),
		    blank ? _("blank ") : "", c->session, number);
	else
		snprintf(what, sizeof(what), _("protocol, session %d"), c->session);
	page_begin_sheets(stdout, c->event, c->date, what);
}
