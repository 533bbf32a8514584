#include <stdio.h>

#include "provisional.h"
#include "page.h"
#include "../util/i18n.h"

const char *const provisional_cols[PROV__N] = {
	[PROV_EVENT] = "event", [PROV_SESSION] = "session",
	[PROV_INCOMPLETE] = "incomplete", [PROV_TABLES] = "tables"
};

int
provisional_row(void *arg, const struct report_row *row)
{
	struct provisional *p = arg;
	int		 tables = report_int(row, PROV_TABLES);

	if (p->fmt == FMT_HTML && p->n > 0)
		sb_adds(&p->text, "; ");
	else if (p->fmt != FMT_HTML)
		sb_adds(&p->text, "  ");
	if (p->season)
		sb_addf(&p->text, "%s, ", report_str(row, PROV_EVENT));
	sb_addf(&p->text, P_("session %d: %d of %d table incomplete",
	    "session %d: %d of %d tables incomplete", tables), report_int(row, PROV_SESSION),
	    report_int(row, PROV_INCOMPLETE), tables);
	if (p->fmt != FMT_HTML)
		sb_addc(&p->text, '\n');
	p->n++;
	return 0;
}

void
provisional_print(FILE *fp, struct provisional *p)
{
	if (p->n > 0 && p->fmt == FMT_HTML)
		page_para(fp, NT_("provisional"), _("provisional: %s"), sb_str(&p->text));
	else if (p->n > 0)
		fprintf(fp, "%s\n%s", _("provisional:"), sb_str(&p->text));
	sb_free(&p->text);
	p->n = 0;
}
