/* strings.sh: the lines marked "hit" are its findings, and nothing else. */
static int	 fail(struct x *, const char *fmt, ...)
		    __attribute__((format(printf, 2, 3)));

void
strings(FILE *fp, char *buf, struct x *x, const char *s, int n, int on)
{
	printf("hello %s\n", s);			/* hit */
	fprintf(fp, "%d: %s\n", n, "a word");		/* hit: a word */
	puts(on ? "yes" : _("no"));			/* hit: yes */
	snprintf(buf, 8, "%s"				/* hit: adjacent literals */
	    " tail", s);
	fail(x, "zażółć");				/* hit: a declared helper */
	printf(_("translated %d\n"), n);
	printf(P_("%d point", "%d points", n), n);
	fputs(NT_("event,session\n"), fp);
	printf("%s: %-8.2f%%\n", s, 1.0);		/* no word */
	printf("<td class=\"num\">%d</td>\n", n);	/* markup */
	printf("%s", C_("seat", s));
	printf("%s", strchr("nested", n));		/* not an output argument */
	n = strcmp(s, "word");
	/* printf("in a comment"); */
	printf("%s\n", on ? "x" : "");			/* one letter */
	db_fail(x, NULL, "ledger");			/* hit: a listed helper */
	page_para(fp, NT_("rating"), "%s", s);
	fputs("<!DOCTYPE html>\n<a href=\"", fp);	/* markup, a tag left open */
}
