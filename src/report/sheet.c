#include <stdio.h>
#include <string.h>

#include "sheet.h"
#include "page.h"
#include "table.h"
#include "../util/util.h"
#include "../util/i18n.h"

void
sheet_heading(FILE *fp, enum out_format fmt, const struct sheet_id *id)
{
	struct strbuf	 sb = { NULL, 0, 0 };

	sb_addf(&sb, _("%s — session %d, table %d"), id->event, id->session, id->table);
	if (id->date != NULL && *id->date)
		sb_addf(&sb, " (%s)", id->date);
	if (id->pages > 1) {
		sb_adds(&sb, ", ");
		sb_addf(&sb, _("page %d of %d"), id->page, id->pages);
	}
	if (fmt == FMT_HTML)
		page_heading(fp, "%s", sb_str(&sb));
	else
		fprintf(fp, "%s\n", sb_str(&sb));
	sb_free(&sb);
}

void
sheet_foot_heading(char *buf, size_t size, int rows, int deals)
{
	if (deals > 0 && rows == 0)
		snprintf(buf, size, "%s", _("small points and table points so far (5/3/1/0,"
		    " ties share, §7.4):"));
	else if (deals > 0 && rows < deals)
		snprintf(buf, size, _("small points after deal %d of %d and table points so far"
		    " (5/3/1/0, ties share, §7.4):"), rows, deals);
	else
		snprintf(buf, size, "%s",
		    _("final small points and table points (5/3/1/0, ties share, §7.4):"));
}

void
sheet_chain(char *buf, size_t size, const char *hex, int wide)
{
	if (wide)
		snprintf(buf, size, _("chain head: %.4s %.4s %.4s %.4s (BLAKE2b of every version,"
		    " who, when and why; referee verify checks it)"), hex, hex + 4, hex + 8,
		    hex + 12);
	else
		snprintf(buf, size, _("chain head: %.4s %.4s %.4s %.4s (write it on the paper"
		    " sheet; any change to a deal changes it)"), hex, hex + 4, hex + 8,
		    hex + 12);
}

void
sheet_points(char *buf, size_t size, int v)
{
	snprintf(buf, size, v > 0 ? "+%d" : "%d", v);
}

/* Prints a list of the four seats, broken between its items at 80 columns. */
static void
put_list(const struct strbuf *line)
{
	struct strbuf	 out = { 0 };

	sheet_list_wrap(&out, sb_str(line), 0, 2);
	printf("%s\n", sb_str(&out));
	sb_free(&out);
}

void
sheet_seats(const char *const names[4])
{
	struct strbuf	 line = { 0 };
	int		 i;

	for (i = 0; i < 4; i++)
		sb_addf(&line, _("%sseat %d %s"), i ? ", " : "", i + 1, names[i]);
	put_list(&line);
	sb_free(&line);
}

void
sheet_totals(const char *const names[4], const int t[4])
{
	struct strbuf	 line = { 0 };
	char		 buf[16];
	int		 i;

	sb_adds(&line, _("totals:"));
	for (i = 0; i < 4; i++) {
		sheet_points(buf, sizeof(buf), t[i]);
		sb_addf(&line, " %s %s%s", names[i], buf, i < 3 ? "," : "");
	}
	put_list(&line);
	sb_free(&line);
}

void
sheet_list_wrap(struct strbuf *sb, const char *list, int col, int indent)
{
	struct strbuf	 item = { NULL, 0, 0 };
	const char	*s = list, *e;
	int		 w, first = 1;

	for (; *s != '\0'; first = 0) {
		if ((e = strstr(s, ", ")) == NULL)
			e = s + strlen(s);
		sb_reset(&item);
		sb_addn(&item, s, (size_t)(e - s));
		w = text_width(sb_str(&item));
		if (!first && col + 2 + w > REPORT_COLUMNS) {
			sb_addf(sb, ",\n%*s", indent, "");
			col = indent;
		} else if (!first) {
			sb_adds(sb, ", ");
			col += 2;
		}
		sb_adds(sb, sb_str(&item));
		col += w;
		s = *e != '\0' ? e + 2 : e;
	}
	sb_free(&item);
}
