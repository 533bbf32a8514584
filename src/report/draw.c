/*
 * The seating of referee draw for people (text) and for scripts (CSV).
 */
#include <stdlib.h>

#include "draw.h"
#include "say.h"
#include "sheet.h"
#include "table.h"
#include "../util/i18n.h"
#include "../util/unitext.h"
#include "../util/util.h"

/* "  table 1: A, B, C, D": the names broken between players at 80 columns, 4 in. */
static void
put_players(FILE *fp, struct strbuf *head, const char *const *names, const int *idx, int n)
{
	struct strbuf	 list = { 0 };
	int		 k, col = text_width(sb_str(head));

	for (k = 0; k < n; k++)
		sb_addf(&list, "%s%s", k ? ", " : "", names[idx[k]]);
	sb_addc(head, ' ');
	sheet_list_wrap(head, sb_str(&list), col + 1, 4);
	fprintf(fp, "%s\n", sb_str(head));
	sb_free(&list);
}

static void
draw_print_text(FILE *fp, const struct draw_view *d)
{
	const struct seating *s = d->s;
	struct strbuf	 line = { 0 };
	int		 i, t, k, idx[4], *bye;

	sb_addf(&line, P_("draw of %d session for %d players, seed %llu: ",
	    "draw of %d sessions for %d players, seed %llu: ", s->nsessions), s->nsessions,
	    s->nplayers, (unsigned long long)d->seed);
	if (d->repeats == 0)
		sb_adds(&line, _("no two players meet twice"));
	else
		sb_addf(&line, P_("%d repeated meeting (the fewest found)",
		    "%d repeated meetings (the fewest found)", d->repeats), d->repeats);
	sb_addc(&line, '\n');
	report_put(fp, 2, sb_str(&line));
	bye = xcalloc((size_t)s->nbyes + 1, sizeof(*bye));
	for (i = 0; i < s->nsessions; i++) {
		fprintf(fp, _("session %d\n"), d->first + i);
		for (t = 0; t < s->ntables; t++) {
			sb_reset(&line);
			sb_addf(&line, _("  table %d:"), t + 1);
			for (k = 0; k < 4; k++)
				idx[k] = SEATING_AT(s, i, t, k);
			put_players(fp, &line, (const char *const *)d->names, idx, 4);
		}
		if (s->nbyes > 0) {
			sb_reset(&line);
			sb_adds(&line, _("  sitting out:"));
			for (k = 0; k < s->nbyes; k++)
				bye[k] = SEATING_BYE(s, i, k);
			put_players(fp, &line, (const char *const *)d->names, bye, s->nbyes);
		}
	}
	free(bye);
	sb_free(&line);
}

/* CSV: a row a seat, a row with no table and seat a player sitting out. */
static void
draw_print_csv(FILE *fp, const struct draw_view *d)
{
	static const char *const head[] = { "session", "table", "seat", "player" };
	const struct seating *s = d->s;
	struct table	*tb = table_alloc(4, head);
	int		 i, t, k;

	for (i = 0; i < s->nsessions; i++) {
		for (t = 0; t < s->ntables; t++)
			for (k = 0; k < 4; k++)
				table_addf(tb, "%d\t%d\t%d\t%s", d->first + i, t + 1, k + 1,
				    d->names[SEATING_AT(s, i, t, k)]);
		for (k = 0; k < s->nbyes; k++)
			table_addf(tb, "%d\t\t\t%s", d->first + i, d->names[SEATING_BYE(s, i, k)]);
	}
	table_print(fp, tb, FMT_CSV);
	table_free(tb);
}

void
draw_print(FILE *fp, const struct draw_view *d, enum out_format fmt)
{
	if (fmt == FMT_CSV)
		draw_print_csv(fp, d);
	else
		draw_print_text(fp, d);
	fprintf(fp, _("max meetings: %d\n"), seating_max_meetings(d->s, d->prior));
}
