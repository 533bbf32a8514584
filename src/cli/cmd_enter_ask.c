/*
 * referee enter: the questions of a deal. At a terminal the answers are read
 * through libedit (line editing and history); from a pipe they are read line
 * by line and echoed, so that the output reads as a transcript, and the first
 * refused answer stops the entry with its line number.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "cmd_enter.h"
#include "lineedit.h"
#include "../util/stream.h"
#include "../util/unitext.h"

#define ASK_AGAIN	(-2)	/* a refused command at a terminal: ask again */

int
refuse(struct entry *e, const char *fmt, ...)
{
	va_list	 ap;
	char	*msg;
	int	 n;

	/* Whole: the message may quote an answer of up to ENTER_LINE_MAX bytes. */
	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	msg = xmalloc(n < 0 ? 1 : (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(msg, n < 0 ? 1 : (size_t)n + 1, fmt, ap);
	va_end(ap);
	if (e->tty) {
		printf("  ! %s\n", msg);
		free(msg);
		return 0;
	}
	fflush(stdout);
	cli_errx(EXIT_USAGE, "<stdin>:%ld: %s", e->lineno, msg);
	free(msg);
	return 1;
}

#define LINE_LONG	(-2)	/* line_read: a line over ENTER_LINE_MAX bytes */

/*
 * Reads one line into e->line (its length in *len, NULs included). -1 at the
 * end, LINE_LONG for a line over ENTER_LINE_MAX bytes.
 */
static int
read_line(struct entry *e, const char *prompt, size_t *len)
{
	char	*s;

	if (e->tty) {
		if ((s = lineedit_read(prompt)) == NULL)
			return -1;
		if (strlen(s) > ENTER_LINE_MAX) {
			free(s);
			return LINE_LONG;
		}
		if (*s != '\0')
			lineedit_remember(s);
		free(e->line);
		e->line = s;
		e->cap = strlen(s) + 1;
		*len = strlen(s);
		return 0;
	}
	fputs(prompt, stdout);
	fflush(stdout);
	if (e->cap < ENTER_LINE_MAX + 2) {
		e->line = xrealloc(e->line, ENTER_LINE_MAX + 2);
		e->cap = ENTER_LINE_MAX + 2;
	}
	return line_read(stdin, e->line, ENTER_LINE_MAX, len, &e->lineno);
}

/* Echoes an answer read from a pipe, the bytes of what no text may hold as \xNN. */
static void
echo(const char *s, size_t n)
{
	struct strbuf	 sb = { 0 };

	utext_escape(&sb, s, n);
	puts(sb_str(&sb));
	sb_free(&sb);
}

/* The commands typed at a question; -1 if the answer is not one, else ASK_AGAIN or an ask. */
static int
ask_command(struct entry *e)
{
	enum enter_word	 w = db_enter_word(e->line, NULL);
	int		 deal_cmd = w == EW_UNDO || w == EW_FIX;

	if (w == EW_BACK)
		return ASK_BACK;
	if (w == EW_CANCEL)
		return ASK_CANCEL;
	if (w == EW_QUIT)
		return ASK_COMMAND;
	if (!deal_cmd)
		return -1;
	if (e->fixing)
		return refuse(e, _("%s: not during a correction ('cancel' abandons the correction)"),
		    e->line) ? ASK_STOP : ASK_AGAIN;
	if (e->started)
		return refuse(e, _("%s: only between deals; finish the deal or drop it with"
		    " 'cancel' ('back' goes to the previous question)"), e->line) ?
		    ASK_STOP : ASK_AGAIN;
	return ASK_COMMAND;
}

enum ask
ask(struct entry *e, const char *question)
{
	char		 prompt[256];
	struct errbuf	 err;
	size_t		 n, bad;
	int		 c;

	snprintf(prompt, sizeof(prompt), "  %s? ", question);
	for (;;) {
		if ((c = read_line(e, prompt, &n)) == -1) {
			printf("\n");
			e->eof = 1;
			return ASK_EOF;
		}
		if (c == LINE_LONG) {
			if (!e->tty)
				printf("\n");
			if (refuse(e, _("an answer longer than %d bytes"), ENTER_LINE_MAX))
				return ASK_STOP;
			continue;
		}
		if (!e->tty)
			echo(e->line, n);
		err_clear(&err);
		if (utext_line(e->line, n, &bad, &err)) {
			if (bad != (size_t)-1 ? refuse(e, _("the answer holds a control character"
			    " (byte 0x%02x at column %zu)"), (unsigned char)e->line[bad], bad + 1) :
			    refuse(e, _("the answer: column %d: %s"), err.col, err.msg))
				return ASK_STOP;
			continue;
		}
		e->answers++;
		if (db_enter_word(e->line, NULL) == EW_HELP) {
			fputs(_(ENTER_HELP), stdout);
			continue;
		}
		if (db_enter_word(e->line, NULL) == EW_PROTOCOL) {
			if (enter_totals(e, 1) == -1)
				return ASK_STOP;
			continue;
		}
		if ((c = ask_command(e)) == ASK_AGAIN)
			continue;
		return c == -1 ? ASK_OK : (enum ask)c;
	}
}

/* Asks question f of the deal until an answer is taken. */
static enum ask
ask_field(struct entry *e, int f, struct db_deal *d, const struct db_deal *cur)
{
	struct strbuf	 why = { 0 };
	char		 prompt[160];
	enum ask	 a;

	if (!db_deal_question(f, d, cur, prompt, sizeof(prompt)))
		return ASK_OK;
	for (;;) {
		if ((a = ask(e, prompt)) != ASK_OK)
			break;
		sb_reset(&why);
		if (db_deal_answer(f, e->line, &e->seats, d, cur, &why) == 0) {
			/* a name ("krfet"): whom it took, so a near typo never picks one unseen */
			if ((f == DDF_DECLARER || f == DDF_PARTNER) && db_seat_by_name(e->line))
				league_seat_taken(&e->seats, f == DDF_DECLARER ? d->out.declarer :
				    d->out.partner);
			break;
		}
		if (refuse(e, "%s", sb_str(&why))) {
			a = ASK_STOP;
			break;
		}
	}
	sb_free(&why);
	return a;
}

/* The questions of a deal, from the first; back walks them. */
static enum ask
ask_fields(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	enum ask	 a;
	int		 i = 0;

	while (i < DDF__N) {
		if ((a = ask_field(e, i, d, cur)) == ASK_OK) {
			e->started = 1;
			i++;
			continue;
		}
		if (a != ASK_BACK)
			return a;
		if (i == 0) {
			if (refuse(e, _("back: this is the first question of the deal")))
				return ASK_STOP;
			continue;
		}
		i--;
		if (i == DDF_PARTNER && baska_contract_is_solo(d->out.contract))
			i--;	/* a solo has no partner question */
	}
	return ASK_OK;
}

/*
 * At a terminal Ctrl-C in the questions says, as Ctrl-D does, that the deal
 * (or the correction) is not saved, and the tool dies of it as before.
 */
enum ask
ask_deal(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 line[200];
	enum ask	 a;

	if (!e->tty)
		return ask_fields(e, d, cur);
	if (cur != NULL)
		snprintf(line, sizeof(line), _("\ninterrupted in the correction of deal %d:"
		    " nothing changed\n"), d->number);
	else
		snprintf(line, sizeof(line), _("\ninterrupted in deal %d: it is not saved\n"),
		    d->number);
	lineedit_on_interrupt(line);
	a = ask_fields(e, d, cur);
	lineedit_on_interrupt(NULL);
	return a;
}

/* Asks yes or no; 1 yes, 0 no (or cancel), or an ask that ends the entry (negated). */
int
confirm(struct entry *e, const char *question)
{
	enum ask	 a;
	int		 yn;

	for (;;) {
		if ((a = ask(e, question)) == ASK_EOF || a == ASK_STOP)
			return -(int)a;
		if (a == ASK_CANCEL)
			return 0;
		if (a == ASK_OK && (yn = db_yes_no(e->line)) != -1)
			return yn;
		if (refuse(e, _("%s: yes or no, not '%s'"), question, e->line))
			return -(int)ASK_STOP;
	}
}

/* Asks the reason of a correction into why. */
enum ask
ask_why(struct entry *e, char *why, size_t size)
{
	enum ask	 a;

	for (;;) {
		if ((a = ask(e, _("why (recorded with the correction)"))) == ASK_OK &&
		    e->line[0] != '\0') {
			char *nfc = utext_nfc(e->line);	/* checked by ask */

			snprintf(why, size, "%s", nfc);
			free(nfc);
			return ASK_OK;
		}
		if (a != ASK_OK && a != ASK_BACK)
			return a;
		if (refuse(e, a == ASK_BACK ? _("back: the reason is asked last; 'cancel' abandons"
		    " the correction") : _("why: a correction needs a reason")))
			return ASK_STOP;
	}
}
