#include <stdio.h>
#include <string.h>

#include "session.h"
#include "page.h"
#include "sheet.h"
#include "table.h"
#include "../util/util.h"
#include "../util/i18n.h"
#include "../util/lang.h"

const char *const session_view_cols[T__N] = {
	[T_NUMBER] = "number", [T_SEATED] = "seated", [T_ABSENT] = "absent",
	[T_PLAYERS] = "players", [T_DEALS] = "deals", [T_NOT_ZERO] = "not_zero"
};

void
session_view_begin(struct session_view *s)
{
	static const char *const csv_head[] = { "table", "players", "deals", "session_length",
	    "complete", "not_zero", "absent" };
	static const char *const text_head[] = { N_("table"), N_("deals"), N_("complete"),
	    N_("zero-sum"), N_("players") };
	const char	*th[5];

	if (s->fmt == FMT_CSV)
		s->t = table_alloc(7, csv_head);
	else {
		lang_heads(th, text_head, 5);
		s->t = table_alloc(5, th);
	}
	if (s->fmt == FMT_TEXT)	/* the players under their table's row */
		table_text_hide(s->t, 4);
	table_align_right(s->t, 0);
	table_align_right(s->t, s->fmt == FMT_CSV ? 2 : 1);
}

/* The text's players on their own lines under the row, indented, broken between seats at 80 columns. */
static void
players_under(struct table *t, const char *players)
{
	struct strbuf	 sb = { 0 };

	if (*players == '\0')
		return;
	sb_adds(&sb, "       ");
	sheet_list_wrap(&sb, players, 7, 7);
	table_under(t, sb_str(&sb));
	sb_free(&sb);
}

int
session_view_row(void *arg, const struct report_row *row)
{
	struct session_view *s = arg;
	char		 deals[32], length[16], zero[32];
	const char	*cells[7];
	int		 n = report_int(row, T_DEALS), nz = report_int(row, T_NOT_ZERO);
	int		 done = s->deals > 0 && n >= s->deals;

	s->tables++;
	s->complete += done;
	s->bad += nz > 0;
	snprintf(length, sizeof(length), "%d", s->deals);
	if (s->fmt == FMT_CSV)
		snprintf(deals, sizeof(deals), "%d", n);
	else if (s->deals > 0)
		snprintf(deals, sizeof(deals), "%d/%d", n, s->deals);
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
	if (s->fmt == FMT_TEXT)
		players_under(s->t, report_str(row, T_PLAYERS));
	return 0;
}

/* The closing line of the text and HTML views. */
static void
session_view_foot(FILE *fp, const struct session_view *s)
{
	char	 line[256];

	snprintf(line, sizeof(line), P_("%d table, %d complete", "%d tables, %d complete",
	    s->tables), s->tables, s->complete);
	if (s->deals == 0)
		snprintf(line + strlen(line), sizeof(line) - strlen(line), "%s",
		    _(" (the event fixes no number of deals)"));
	if (s->bad)
		snprintf(line + strlen(line), sizeof(line) - strlen(line),
		    P_(", %d with rows that do not sum to zero (§6.1)",
		    ", %d with rows that do not sum to zero (§6.1)", s->bad), s->bad);
	if (s->fmt == FMT_HTML)
		page_para(fp, NULL, "%s", line);
	else
		fprintf(fp, "%s\n", line);
}

void
session_view_print(FILE *fp, const struct session_view *s)
{
	char	 what[32];

	snprintf(what, sizeof(what), _("session %d"), s->session);
	if (s->fmt == FMT_HTML)
		page_begin(fp, s->event, s->date, what);
	if (s->fmt == FMT_TEXT) {
		fprintf(fp, _("%s — session %d"), s->event, s->session);
		if (s->date[0])
			fprintf(fp, " (%s)", s->date);
		fprintf(fp, "\n");
	}
	table_print(fp, s->t, s->fmt);
	if (s->fmt != FMT_CSV)
		session_view_foot(fp, s);
	if (s->fmt == FMT_HTML)
		page_end(fp);
}

void
session_view_free(struct session_view *s)
{
	table_free(s->t);
	s->t = NULL;
}
