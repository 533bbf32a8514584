/* Prose lines broken at a terminal's columns (say.h). */
#include <stdarg.h>
#include <stdio.h>

#include "format.h"
#include "say.h"
#include "table.h"
#include "../util/unitext.h"
#include "../util/util.h"

void
report_put(FILE *to, int indent, const char *text)
{
	struct strbuf	 sb = { 0 };

	utext_wrap(&sb, text, 0, indent, REPORT_COLUMNS);
	fputs(sb_str(&sb), to);
	sb_free(&sb);
}

void
report_say_split(FILE *fp, const char *head, const char *rest)
{
	struct strbuf	 sb = { 0 };

	if (text_width(head) + 1 + text_width(rest) <= REPORT_COLUMNS) {
		fprintf(fp, "%s %s\n", head, rest);
		return;
	}
	utext_wrap(&sb, head, 0, 2, REPORT_COLUMNS);
	sb_adds(&sb, "\n  ");
	utext_wrap(&sb, rest, 2, 2, REPORT_COLUMNS);
	fprintf(fp, "%s\n", sb_str(&sb));
	sb_free(&sb);
}

void
report_say(int indent, const char *fmt, ...)
{
	struct strbuf	 text = { 0 };
	va_list		 ap;

	va_start(ap, fmt);
	sb_vaddf(&text, fmt, ap);
	va_end(ap);
	report_put(stdout, indent, sb_str(&text));
	sb_free(&text);
}
