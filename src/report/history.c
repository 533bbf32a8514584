#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "history.h"
#include "sheet.h"
#include "table.h"
#include "../rules/baska/baska.h"
#include "../util/i18n.h"
#include "../util/unitext.h"
#include "../util/util.h"

/* The names of the columns: CSV heads, through the catalogue in text. */
const char *const deal_history_cols[H__N] = {
	[H_DEAL] = N_("deal"), [H_VERSION] = N_("version"), [H_STATE] = N_("state"),
	[H_VOID] = N_("void"), [H_CONTRACT] = N_("contract"), [H_DECLARER] = N_("declarer"),
	[H_PARTNER] = N_("partner"), [H_KONTRAS] = N_("kontras"), [H_BOK] = N_("bok"),
	[H_EYES] = N_("eyes"), [H_POINTS1] = N_("points1"), [H_POINTS1 + 1] = N_("points2"),
	[H_POINTS1 + 2] = N_("points3"), [H_POINTS1 + 3] = N_("points4"),
	[H_BY] = N_("entered_by"), [H_AT] = N_("entered_at"), [H_REASON] = N_("reason")
};

/* Adds "[N] deal D version V: REASON" to the notes; N in buf. */
static void
hist_note(struct deal_history *h, const struct report_row *row, char *buf, size_t size)
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

int
deal_history_row(void *arg, const struct report_row *row)
{
	struct deal_history *h = arg;
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

/* The narrow heads on a terminal: the protocol's short ones (protocol.c), so that it fits 80 columns. */
static void
narrow_text_heads(struct table *t, const char *const *head)
{
	const char	*th[15];
	int		 i;

	for (i = 0; i < 15; i++)
		th[i] = gettext(head[i]);
	th[0] = C_("protocol head", "#");
	th[3] = C_("protocol head", "contr.");
	th[4] = NT_("St.");
	th[7] = C_("protocol head", "eyes");
	table_text_heads(t, th);
}

void
deal_history_begin(struct deal_history *h, int narrow, enum out_format fmt)
{
	/* Printed through the catalogue, like the wide layout's CSV names. */
	static const char *const narrow_head[] = { N_("deal"), N_("v"), N_("state"),
	    N_("contract"), "Starzy", "k", "B", N_("eyes"), "+1", "+2", "+3", "+4", N_("by"),
	    N_("at"), N_("why") };
	static const int narrow_right[] = { 0, 1, 7, 8, 9, 10, 11, -1 };
	static const int wide_right[] = { 0, 1, 9, 10, 11, 12, 13, -1 };
	const int	*right;
	int		 i;

	memset(h, 0, sizeof(*h));
	h->narrow = narrow && fmt == FMT_TEXT;
	h->t = h->narrow ? table_alloc(15, narrow_head) : table_alloc(H__N, deal_history_cols);
	right = h->narrow ? narrow_right : wide_right;
	for (i = 0; fmt != FMT_CSV && right[i] >= 0; i++)
		table_align_right(h->t, right[i]);
	if (h->narrow) {
		table_gap(h->t, 1);
		narrow_text_heads(h->t, narrow_head);
	}
	table_words(h->t, h->narrow ? 2 : H_STATE);	/* current, old, withdrawn: words */
	table_who(h->t, h->narrow ? 12 : H_BY);
}

void
deal_history_legend(const char *const names[4])
{
	struct strbuf	 line = { 0 }, out = { 0 };
	int		 i;

	for (i = 0; i < 4; i++) {
		sb_addf(&line, _("%sseat %d "), i ? ", " : "", i + 1);
		text_escape(&line, names[i][0] ? names[i] : _("(empty)"));
	}
	sheet_list_wrap(&out, sb_str(&line), 0, 2);	/* on 80 columns, broken between seats */
	printf("%s\n", sb_str(&out));
	sb_free(&line);
	sb_free(&out);
}

/*
 * The narrow layout on 80 columns: one who entered every version is said
 * once above the rows, not in each; no reasons, no column for them.
 */
static void
narrow_fit(const struct deal_history *h)
{
	struct strbuf	 sb = { 0 }, name = { 0 }, out = { 0 };
	const char	*by;
	size_t		 r, n = table_rows(h->t);

	if (h->notes == 0)
		table_text_hide(h->t, 14);
	if (n == 0)
		return;
	by = table_cell(h->t, 0, 12);
	for (r = 1; r < n; r++)
		if (strcmp(table_cell(h->t, r, 12), by) != 0)
			return;
	table_text_hide(h->t, 12);
	text_escape(&name, table_cell_text(h->t, 0, 12));
	sb_addf(&sb, _("every version entered by %s"), sb_str(&name));
	utext_wrap(&out, sb_str(&sb), 0, 2, REPORT_COLUMNS);
	printf("%s\n", sb_str(&out));
	sb_free(&name);
	sb_free(&sb);
	sb_free(&out);
}

void
deal_history_print_rows(const struct deal_history *h, enum out_format fmt)
{
	if (h->narrow)
		narrow_fit(h);
	table_print(stdout, h->t, fmt);
	if (h->notes)
		printf(_("why:\n%s"), h->why);
}

void
deal_history_free(struct deal_history *h)
{
	free(h->why);
	table_free(h->t);
	h->why = NULL;
	h->t = NULL;
}

/* ------------------------------------------------------------ ranks */

int
deal_ranks_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct deal_ranks *r = arg;

	(void)ncol;
	(void)names;
	r->name = xreallocarray(r->name, r->n + 1, sizeof(*r->name));
	r->rank = xreallocarray(r->rank, r->n + 1, sizeof(*r->rank));
	r->name[r->n] = xstrdup(vals[1] ? vals[1] : "");
	r->rank[r->n] = vals[0] ? atoi(vals[0]) : 0;
	r->n++;
	return 0;
}

void
deal_ranks_moved(const struct deal_ranks *a, const struct deal_ranks *b)
{
	size_t	 i, j;
	int	 any = 0;

	for (i = 0; i < b->n; i++) {
		for (j = 0; j < a->n; j++)
			if (strcmp(a->name[j], b->name[i]) == 0)
				break;
		if (j < a->n && a->rank[j] == b->rank[i])
			continue;
		if (!any)
			printf(_("standings moved:\n"));
		any = 1;
		if (j < a->n)
			printf(_("  %s: rank %d → %d\n"), b->name[i], a->rank[j], b->rank[i]);
		else
			printf(_("  %s: new at rank %d\n"), b->name[i], b->rank[i]);
	}
	if (!any)
		printf(_("standings: no rank moved\n"));
}

void
deal_ranks_free(struct deal_ranks *r)
{
	size_t	 i;

	for (i = 0; i < r->n; i++)
		free(r->name[i]);
	free(r->name);
	free(r->rank);
	memset(r, 0, sizeof(*r));
}
