/*
 * The lines a league command prints about a deal or a stored report: a
 * scored deal in one line ("deal add", "enter", "deal fix"), and a report of
 * reports/ run into the table formatter.
 */
#include <stdio.h>

#include "../db/baskadb.h"
#include "../rules/baska/baska.h"
#include "../util/i18n.h"
#include "../util/util.h"
#include "deal_line.h"
#include "say.h"
#include "sheet.h"
#include "table.h"

void
report_deal_line(FILE *fp, const char *head, const struct db_deal *d)
{
	static const char *const level[] = { "", "z wyjściem", "bez wyjścia", "bez bitki" };
	struct strbuf	 line = { 0 };
	char		 p[4][16], tail[160];
	int		 i, solo = d->out.partner == 0;

	for (i = 0; i < 4; i++)
		sheet_points(p[i], sizeof(p[i]), d->score.points[i]);
	/* A solo contract has one Stary: "Stary 2", a pair "Starzy 1+3". */
	sb_adds(&line, head);
	sb_addf(&line, _("deal %d: %s%s, %s %d"), d->number,
	    baska_contract_label(d->out.contract), d->out.bok ? NT_(" (bok)") : "",
	    solo ? NT_("Stary") : NT_("Starzy"), d->out.declarer);
	if (!solo)
		sb_addf(&line, "+%d", d->out.partner);
	if (d->out.kontras)
		sb_addf(&line, P_(", %d kontra", ", %d kontras", d->out.kontras), d->out.kontras);
	sb_addf(&line, P_(", %d eye", ", %d eyes", d->out.eyes), d->out.eyes);
	snprintf(tail, sizeof(tail), "%s %s: %s %s %s %s",
	    d->score.won ? (solo ? _("Stary wins") : _("Starzy win")) : _("Młodzi win"),
	    d->score.level >= 1 && d->score.level <= 3 ? level[d->score.level] : "",
	    p[0], p[1], p[2], p[3]);
	/* Too wide for a terminal: the outcome and the points on a line of their own. */
	sb_addc(&line, ':');
	report_say_split(fp, sb_str(&line), tail);
	sb_free(&line);
}

static int
add_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	(void)names;
	(void)ncol;
	table_add(arg, vals);
	return 0;
}

int
report_db_table(FILE *fp, struct db *db, const struct db_table_spec *spec,
    const struct db_param *p, int np, enum out_format fmt, struct errbuf *err)
{
	struct table	*t;
	int		 i;

	t = table_alloc(spec->ncol, spec->head);
	for (i = 0; spec->right && spec->right[i] >= 0; i++)
		table_align_right(t, spec->right[i]);
	for (i = 0; spec->words && spec->words[i] >= 0; i++)
		table_words(t, spec->words[i]);
	if (spec->text_head != NULL)
		table_text_heads(t, spec->text_head);
	if (spec->gap > 0)
		table_gap(t, spec->gap);
	if (spec->who > 0)
		table_who(t, spec->who - 1);
	if (db_report(db, spec->report, p, np, add_row, t, err) == -1) {
		table_free(t);
		return -1;
	}
	table_print(fp, t, fmt);
	table_free(t);
	return 0;
}
