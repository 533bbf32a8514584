/* Prose lines broken at a terminal's columns (say.h). */
#include <stdarg.h>
#include <stdio.h>

#include "format.h"
#include "say.h"
#include "../util/unitext.h"
#include "../util/util.h"

void
report_say(int indent, const char *fmt, ...)
{
	struct strbuf	 sb = { 0 };
	char		 text[2048];
	va_list		 ap;

	va_start(ap, fmt);
	fmt_vbuf(text, sizeof(text), fmt, ap);
	va_end(ap);
	utext_wrap(&sb, text, 0, indent, REPORT_COLUMNS);
	fputs(sb_str(&sb), stdout);
	sb_free(&sb);
}
