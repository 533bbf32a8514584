/*
 * The seating of referee draw for people (text) and for scripts (CSV).
 */
#include "draw.h"
#include "table.h"
#include "../util/i18n.h"

static void
draw_print_text(FILE *fp, const struct draw_view *d)
{
	const struct seating *s = d->s;
	int	 i, t, k;

	fprintf(fp, P_("draw of %d session for %d players, seed %llu: ",
	    "draw of %d sessions for %d players, seed %llu: ", s->nsessions), s->nsessions,
	    s->nplayers, (unsigned long long)d->seed);
	if (d->repeats == 0)
		fprintf(fp, _("no two players meet twice\n"));
	else
		fprintf(fp, P_("%d repeated meeting (the fewest found)\n",
		    "%d repeated meetings (the fewest found)\n", d->repeats), d->repeats);
	for (i = 0; i < s->nsessions; i++) {
		fprintf(fp, _("session %d\n"), d->first + i);
		for (t = 0; t < s->ntables; t++) {
			fprintf(fp, _("  table %d:"), t + 1);
			for (k = 0; k < 4; k++)
				fprintf(fp, "%s %s", k ? "," : "", d->names[SEATING_AT(s, i, t, k)]);
			fprintf(fp, "\n");
		}
		if (s->nbyes > 0) {
			fprintf(fp, _("  sitting out:"));
			for (k = 0; k < s->nbyes; k++)
				fprintf(fp, "%s %s", k ? "," : "", d->names[SEATING_BYE(s, i, k)]);
			fprintf(fp, "\n");
		}
	}
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
