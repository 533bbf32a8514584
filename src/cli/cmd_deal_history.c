/*
 * referee deal history: every version of the deals of a table
 * (reports/history.sql). Text fits 100 columns: the seats named above, short
 * heads, the reasons as numbered notes below the rows; --wide prints every
 * column in the row as before, and -f csv every column as stored.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_deal.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/shape.h"
#include "../report/sheet.h"
#include "../report/table.h"

/* The columns of reports/history.sql, in its order. */
enum {
	H_DEAL, H_VERSION, H_STATE, H_VOID, H_CONTRACT, H_DECLARER, H_PARTNER, H_KONTRAS,
	H_BOK, H_EYES, H_POINTS1, H_BY = H_POINTS1 + 4, H_AT, H_REASON, H__N
};
static const char *const hist_cols[H__N] = {
	[H_DEAL] = N_("deal"), [H_VERSION] = N_("version"), [H_STATE] = N_("state"),
	[H_VOID] = N_("void"), [H_CONTRACT] = N_("contract"), [H_DECLARER] = N_("declarer"),
	[H_PARTNER] = N_("partner"), [H_KONTRAS] = N_("kontras"), [H_BOK] = N_("bok"),
	[H_EYES] = N_("eyes"), [H_POINTS1] = N_("points1"), [H_POINTS1 + 1] = N_("points2"),
	[H_POINTS1 + 2] = N_("points3"), [H_POINTS1 + 3] = N_("points4"),
	[H_BY] = N_("entered_by"), [H_AT] = N_("entered_at"), [H_REASON] = N_("reason")
};

struct hist {
	struct table	*t;
	int		 narrow;
	int		 notes;
	char		*why;		/* the numbered reasons, one a line */
	size_t		 whylen;
};

/* Adds "[N] deal D version V: REASON" to the notes; N in buf. */
static void
hist_note(struct hist *h, const struct report_row *row, char *buf, size_t size)
{
	struct strbuf	 esc = { 0 };
	const char	*reason;
	size_t		 n;

	text_escape(&esc, report_str(row, H_REASON));	/* stored text never goes out raw */
	reason = sb_str(&esc);
	h->notes++;
	snprintf(buf, size, "[%d]", h->notes);
	n = strlen(reason) + 64;
	h->why = xrealloc(h->why, h->whylen + n);
	h->whylen += (size_t)snprintf(h->why + h->whylen, n, _("  [%d] deal %s version %s: %s\n"),
	    h->notes, report_str(row, H_DEAL), report_str(row, H_VERSION), reason);
	sb_free(&esc);
}

static int
hist_row(void *arg, const struct report_row *row)
{
	struct hist	*h = arg;
	const char	*cells[H__N];
	char		 starzy[16], pts[4][16], at[24], note[16];
	int		 i, contract, current = strcmp(report_str(row, H_STATE), "current") == 0;

	if (!h->narrow) {
		for (i = 0; i < H__N; i++)
			cells[i] = report_get(row, i);
		table_add(h->t, cells);
		return 0;
	}
	snprintf(starzy, sizeof(starzy), "%s%s%s", report_str(row, H_DECLARER),
	    report_get(row, H_PARTNER) ? "+" : "", report_str(row, H_PARTNER));
	for (i = 0; i < 4; i++)
		sheet_points(pts[i], sizeof(pts[i]), report_int(row, H_POINTS1 + i));
	/* 2026-03-14T09:20:00Z as 2026-03-14 09:20 */
	snprintf(at, sizeof(at), "%.10s %.5s", report_str(row, H_AT),
	    strlen(report_str(row, H_AT)) > 11 ? report_str(row, H_AT) + 11 : "");
	note[0] = '\0';
	if (*report_str(row, H_REASON))
		hist_note(h, row, note, sizeof(note));
	cells[0] = report_get(row, H_DEAL);
	cells[1] = report_get(row, H_VERSION);
	cells[2] = *report_str(row, H_VOID) ? (current ? N_("withdrawn") : N_("old, withdrawn")) :
	    (current ? N_("current") : N_("old"));
	contract = baska_contract_parse(report_str(row, H_CONTRACT),
	    strlen(report_str(row, H_CONTRACT)));
	cells[3] = contract >= 0 ? baska_contract_label(contract) : report_get(row, H_CONTRACT);
	cells[4] = starzy;
	cells[5] = report_int(row, H_KONTRAS) ? report_get(row, H_KONTRAS) : "";
	cells[6] = report_int(row, H_BOK) ? "B" : "";
	cells[7] = report_get(row, H_EYES);
	for (i = 0; i < 4; i++)
		cells[8 + i] = pts[i];
	cells[12] = report_get(row, H_BY);
	cells[13] = at;
	cells[14] = note;
	table_add(h->t, cells);
	return 0;
}

/* The table's seats as a legend line. 0 or an exit status (printed). */
static int
hist_legend(struct db *db, int64_t table)
{
	struct db_seats	 seats;
	struct errbuf	 err;
	int		 i;

	err_clear(&err);
	if (db_table_seats(db, table, &seats, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	for (i = 0; i < 4; i++) {
		printf(_("%sseat %d "), i ? ", " : "", i + 1);
		text_put(stdout, seats.name[i][0] ? seats.name[i] : _("(empty)"));
	}
	printf("\n");
	return 0;
}

/*
 * Prints the history of a table (deal 0: every deal). narrow: the text
 * layout that fits 100 columns. Returns an exit status.
 */
int
deal_history_print(struct db *db, int64_t table, int deal, int narrow, enum out_format fmt)
{
	/* Printed through the catalogue, like the wide layout's CSV names. */
	static const char *const narrow_head[] = { N_("deal"), N_("v"), N_("state"),
	    N_("contract"), "Starzy", "k", "B", N_("eyes"), "+1", "+2", "+3", "+4", N_("by"),
	    N_("at"), N_("why") };
	static const int narrow_right[] = { 0, 1, 7, 8, 9, 10, 11, -1 };
	static const int wide_right[] = { 0, 1, 9, 10, 11, 12, 13, -1 };
	struct db_param	 p[2] = { { DBP_INT, 0, NULL }, { DBP_NULL, 0, NULL } };
	struct hist	 h;
	struct report_shape sh = REPORT_SHAPE(hist_cols, H__N, hist_row, &h);
	struct errbuf	 err;
	const int	*right;
	int		 i, rc = EXIT_OK;

	memset(&h, 0, sizeof(h));
	h.narrow = narrow && fmt == FMT_TEXT;
	h.t = h.narrow ? table_alloc(15, narrow_head) : table_alloc(H__N, hist_cols);
	right = h.narrow ? narrow_right : wide_right;
	for (i = 0; fmt != FMT_CSV && right[i] >= 0; i++)
		table_align_right(h.t, right[i]);
	if (h.narrow)
		table_gap(h.t, 1);
	table_words(h.t, h.narrow ? 2 : H_STATE);	/* current, old, withdrawn: words */
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
	table_print(stdout, h.t, fmt);
	if (h.notes)
		printf(_("why:\n%s"), h.why);
out:
	free(h.why);
	table_free(h.t);
	return rc;
}
