/* Prose lines broken at a terminal's columns (say.h). */
#include <stdarg.h>
#include <stdio.h>

#include "format.h"
#include "say.h"
#include "../util/unitext.h"
#include "../util/util.h"

static void
say(FILE *to, int indent, const char *fmt, va_list ap)
{
	struct strbuf	 sb = { 0 };
	char		 text[2048];

	fmt_vbuf(text, sizeof(text), fmt, ap);
	utext_wrap(&sb, text, 0, indent, REPORT_COLUMNS);
	fputs(sb_str(&sb), to);
	sb_free(&sb);
}

void
report_say(int indent, const char *fmt, ...)
{
	va_list		 ap;

	va_start(ap, fmt);
	say(stdout, indent, fmt, ap);
	va_end(ap);
}

void
report_say_err(int indent, const char *fmt, ...)
{
	va_list		 ap;

	va_start(ap, fmt);
	say(stderr, indent, fmt, ap);
	va_end(ap);
}
