/*
 * referee enter: the questions of a deal. At a terminal the answers are read
 * through libedit (line editing and history); from a pipe they are read line
 * by line and echoed, so that the output reads as a transcript, and the first
 * refused answer stops the entry with its line number.
 */
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <editline/readline.h>

#include "cli.h"
#include "commands.h"
#include "cmd_enter.h"
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

/*
 * Reads one line from a pipe into e->line, at most ENTER_LINE_MAX bytes and a
 * CR: 0, -1 at the end, LINE_LONG for a longer line (read no further).
 */
#define LINE_LONG	(-2)
static int
read_pipe_line(struct entry *e, size_t *len)
{
	size_t	 n = 0;
	int	 c;

	if (e->cap < ENTER_LINE_MAX + 2) {
		e->line = xrealloc(e->line, ENTER_LINE_MAX + 2);
		e->cap = ENTER_LINE_MAX + 2;
	}
	while ((c = getc(stdin)) != EOF && c != '\n') {
		if (n == ENTER_LINE_MAX + 1) {
			e->lineno++;
			return LINE_LONG;
		}
		e->line[n++] = (char)c;
	}
	if (c == EOF && n == 0)
		return -1;
	e->lineno++;
	if (n > 0 && e->line[n - 1] == '\r')	/* a CRLF line end is layout */
		n--;
	if (n > ENTER_LINE_MAX)
		return LINE_LONG;
	e->line[n] = '\0';
	*len = n;
	return 0;
}

/*
 * Reads one line into e->line (its length in *len, NULs included). -1 at the
 * end, LINE_LONG for a line over ENTER_LINE_MAX bytes.
 */
static int
read_line(struct entry *e, const char *prompt, size_t *len)
{
	char	*s;

	if (e->tty) {
		/* libedit reads multibyte letters (ł, ś) only in the user's LC_CTYPE */
		fflush(stdout);
		if (setlocale(LC_CTYPE, "") == NULL)	/* a locale not generated */
			setlocale(LC_CTYPE, "C.UTF-8");
		s = readline(prompt);
		setlocale(LC_CTYPE, "C");
		if (s == NULL)
			return -1;
		if (strlen(s) > ENTER_LINE_MAX) {
			free(s);
			return LINE_LONG;
		}
		if (*s != '\0')
			add_history(s);
		free(e->line);
		e->line = s;
		e->cap = strlen(s) + 1;
		*len = strlen(s);
		return 0;
	}
	fputs(prompt, stdout);
	fflush(stdout);
	return read_pipe_line(e, len);
}

/*
 * Trims blanks; refuses a NUL left inside (*bad its offset), or what no
 * name or free text may hold (a control character, a bidi override,
 * invalid UTF-8: unitext.h; *bad -1, the reason in err). 0, or 1 refused.
 */
static int
clean_line(struct entry *e, size_t n, size_t *bad, struct errbuf *err)
{
	size_t	 i, start = 0;

	while (n > 0 && (e->line[n - 1] == ' ' || e->line[n - 1] == '\t'))
		n--;
	while (start < n && (e->line[start] == ' ' || e->line[start] == '\t'))
		start++;
	memmove(e->line, e->line + start, n - start);
	n -= start;
	e->line[n] = '\0';
	for (i = 0; i < n; i++)
		if (e->line[i] == '\0') {
			*bad = i;
			return 1;
		}
	*bad = (size_t)-1;
	return utext_check(e->line, err) == -1;
}

/* Echoes an answer read from a pipe, the bytes of what no text may hold as \xNN. */
static void
echo(const char *s, size_t n)
{
	size_t	 i, len;
	int32_t	 cp;

	for (; n > 0; s += len, n -= len) {
		if (utext_next(s, n, &cp, &len) == 0 || utext_forbidden(cp))
			for (i = 0; i < len; i++)
				printf("\\x%02x", (unsigned char)s[i]);
		else
			fwrite(s, 1, len, stdout);
	}
	putchar('\n');
}

/* Whether the answer is the word w (any case). */
static int
is(const struct entry *e, const char *w)
{
	return text_is(e->line, strlen(e->line), w);
}

/* The command words, English and Polish, folded as text_is folds (no Polish letters). */
static const struct {
	enum enter_word	 w;
	const char	*word;
} enter_words[] = {
	{ EW_BACK, "back" }, { EW_BACK, "wroc" },
	{ EW_CANCEL, "cancel" }, { EW_CANCEL, "anuluj" },
	{ EW_UNDO, "undo" }, { EW_UNDO, "cofnij" },
	{ EW_FIX, "fix" }, { EW_FIX, "popraw" },
	{ EW_PROTOCOL, "protocol" }, { EW_PROTOCOL, "protokol" },
	{ EW_HELP, "help" }, { EW_HELP, "pomoc" },
	{ EW_QUIT, "quit" }, { EW_QUIT, "q" }, { EW_QUIT, "koniec" },
};

enum enter_word
enter_word(const char *line, const char **rest)
{
	size_t	 i, n = strcspn(line, " ");

	for (i = 0; i < sizeof(enter_words) / sizeof(enter_words[0]); i++) {
		if (!text_is(line, n, enter_words[i].word))
			continue;
		/* Only fix N takes more than its word. */
		if (line[n] != '\0' && enter_words[i].w != EW_FIX)
			return EW_NONE;
		if (rest != NULL)
			*rest = line + n;
		return enter_words[i].w;
	}
	return EW_NONE;
}

/* The commands typed at a question; -1 if the answer is not one, else ASK_AGAIN or an ask. */
static int
ask_command(struct entry *e)
{
	enum enter_word	 w = enter_word(e->line, NULL);
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
		if (clean_line(e, n, &bad, &err)) {
			if (bad != (size_t)-1 ? refuse(e, _("the answer holds a control character"
			    " (byte 0x%02x at column %zu)"), (unsigned char)e->line[bad], bad + 1) :
			    refuse(e, _("the answer: column %d: %s"), err.col, err.msg))
				return ASK_STOP;
			continue;
		}
		e->answers++;
		if (enter_word(e->line, NULL) == EW_HELP) {
			fputs(_(ENTER_HELP), stdout);
			continue;
		}
		if (enter_word(e->line, NULL) == EW_PROTOCOL) {
			if (enter_protocol(e) == -1)
				return ASK_STOP;
			continue;
		}
		if ((c = ask_command(e)) == ASK_AGAIN)
			continue;
		return c == -1 ? ASK_OK : (enum ask)c;
	}
}

/*
 * Reads a seat answer: a seat number or a seated player's name as a person
 * says it (db_seat_match: any case, spacing, letters and order, a surname or
 * first name alone, a near typo). 0, or -1 with why in hint: the seated
 * players that match, or the nearest ("" when none is near).
 */
static int
seat_answer(const char *s, struct entry *e, int *out, char *hint, size_t size)
{
	struct db_name_match m;
	char	 list[DB_NEAR_MAX * (DB_NAME_MAX + 8)];
	long	 v;
	int	 rc;

	*hint = '\0';
	if (parse_int(s, 1, 4, &v) == 0) {
		*out = (int)v;
		return 0;
	}
	if ((rc = db_seat_match(&e->seats, s, &m)) == 1) {
		*out = (int)m.id;
		return 0;
	}
	db_name_hint(&m, list, sizeof(list));
	if (rc == 2)
		snprintf(hint, size, _(" (several are seated: %s)"), list);
	else if (*list != '\0')
		snprintf(hint, size, _("; did you mean %s?"), list);
	return -1;
}

/* " [value]" of a correction, or "". */
static const char *
keep(char *buf, size_t size, const struct db_deal *cur, const char *value)
{
	if (cur == NULL)
		return "";
	snprintf(buf, size, " [%s]", value);
	return buf;
}

/* The contract (§3). */
static enum ask
ask_contract(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[160], k[40];
	enum ask	 a;
	int		 c;

	snprintf(prompt, sizeof(prompt), _("contract (zwykla, cicha, wesele, gran, zolo, gran-du,"
	    " zolo-du, baska)%s"), keep(k, sizeof(k), cur,
	    cur ? baska_contract_word(cur->out.contract) : ""));
	for (;;) {
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		if (cur && e->line[0] == '\0') {
			d->out.contract = cur->out.contract;
			return ASK_OK;
		}
		if ((c = baska_contract_parse(e->line, strlen(e->line))) > BC_NONE) {
			d->out.contract = c;
			return ASK_OK;
		}
		if (refuse(e, _("contract: zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du or"
		    " baska, not '%s'"), e->line))
			return ASK_STOP;
	}
}

/* The declarer's seat. */
static enum ask
ask_declarer(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[128], k[40], v[16], hint[DB_NEAR_MAX * (DB_NAME_MAX + 8) + 64];
	enum ask	 a;

	snprintf(v, sizeof(v), "%d", cur ? cur->out.declarer : 0);
	snprintf(prompt, sizeof(prompt), _("declarer (seat 1-4 or name)%s"),
	    keep(k, sizeof(k), cur, v));
	for (;;) {
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		if (cur && e->line[0] == '\0') {
			d->out.declarer = cur->out.declarer;
			return ASK_OK;
		}
		if (seat_answer(e->line, e, &d->out.declarer, hint, sizeof(hint)) == 0)
			return ASK_OK;
		if (refuse(e, _("declarer: a seat from 1 to 4 or a seated player's name, not"
		    " '%s'%s"), e->line, hint))
			return ASK_STOP;
	}
}

/* The partner's seat, unless the contract is a solo. */
static enum ask
ask_partner(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[128], k[40], v[16], hint[DB_NEAR_MAX * (DB_NAME_MAX + 8) + 64];
	enum ask	 a;
	int		 was = cur && !baska_contract_is_solo(cur->out.contract) ?
			    cur->out.partner : 0;

	d->out.partner = 0;
	if (baska_contract_is_solo(d->out.contract))
		return ASK_OK;
	snprintf(v, sizeof(v), "%d", was);
	snprintf(prompt, sizeof(prompt), _("partner (seat 1-4 or name)%s"),
	    keep(k, sizeof(k), was ? cur : NULL, v));
	for (;;) {
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		if (was && e->line[0] == '\0')
			d->out.partner = was;
		else if (seat_answer(e->line, e, &d->out.partner, hint, sizeof(hint)) == -1) {
			if (refuse(e, _("partner: a seat from 1 to 4 or a seated player's name,"
			    " not '%s'%s"), e->line, hint))
				return ASK_STOP;
			continue;
		}
		if (d->out.partner != d->out.declarer)
			return ASK_OK;
		if (refuse(e, _("partner: another seat than the declarer (%d)"), d->out.declarer))
			return ASK_STOP;
	}
}

/* The effective kontras (§4.3). */
static enum ask
ask_kontras(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[128];
	enum ask	 a;
	long		 v;

	snprintf(prompt, sizeof(prompt), _("kontras (0-4) [%d]"), cur ? cur->out.kontras : 0);
	for (;;) {
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		if (e->line[0] == '\0') {
			d->out.kontras = cur ? cur->out.kontras : 0;
			return ASK_OK;
		}
		if (parse_int(e->line, 0, 4, &v) == 0) {
			d->out.kontras = (int)v;
			return ASK_OK;
		}
		if (refuse(e, _("kontras: effective kontras, a number from 0 to 4, not '%s'"),
		    e->line))
			return ASK_STOP;
	}
}

/* The declaring side's eyes. */
static enum ask
ask_eyes(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[128], k[40], v[16];
	enum ask	 a;
	long		 n;

	snprintf(v, sizeof(v), "%d", cur ? cur->out.eyes : 0);
	snprintf(prompt, sizeof(prompt), _("eyes of the declaring side (0-104)%s"),
	    keep(k, sizeof(k), cur, v));
	for (;;) {
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		if (cur && e->line[0] == '\0') {
			d->out.eyes = cur->out.eyes;
			return ASK_OK;
		}
		if (parse_int(e->line, 0, 104, &n) == 0) {
			d->out.eyes = (int)n;
			return ASK_OK;
		}
		if (refuse(e, _("eyes: a number from 0 to 104, not '%s'"), e->line))
			return ASK_STOP;
	}
}

/* A yes/no answer: 1 yes, 0 no, -1 neither. */
int
enter_yes_no(const struct entry *e)
{
	if (is(e, "yes") || is(e, "y") || is(e, "tak") || is(e, "t") ||
	    strcmp(e->line, "1") == 0)
		return 1;
	if (is(e, "no") || is(e, "n") || is(e, "nie") || strcmp(e->line, "0") == 0)
		return 0;
	return -1;
}

/* Whether the deal is a bok deal (§2.4). */
static enum ask
ask_bok(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	char		 prompt[128];
	enum ask	 a;
	int		 was = cur ? cur->out.bok : 0, yn;

	snprintf(prompt, sizeof(prompt), _("bok (yes/no) [%s]"), was ? _("yes") : _("no"));
	for (;;) {
		if ((a = ask(e, prompt)) != ASK_OK)
			return a;
		if (e->line[0] == '\0') {
			d->out.bok = was;
			return ASK_OK;
		}
		if ((yn = enter_yes_no(e)) != -1) {
			d->out.bok = yn;
			return ASK_OK;
		}
		if (refuse(e, _("bok: yes or no, not '%s'"), e->line))
			return ASK_STOP;
	}
}

typedef enum ask (*question)(struct entry *, struct db_deal *, const struct db_deal *);

enum ask
ask_deal(struct entry *e, struct db_deal *d, const struct db_deal *cur)
{
	static const question	 q[] = { ask_contract, ask_declarer, ask_partner, ask_kontras,
				    ask_eyes, ask_bok };
	const int		 nq = (int)(sizeof(q) / sizeof(q[0]));
	enum ask		 a;
	int			 i = 0;

	while (i < nq) {
		if ((a = q[i](e, d, cur)) == ASK_OK) {
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
		if (q[i] == ask_partner && baska_contract_is_solo(d->out.contract))
			i--;	/* a solo has no partner question */
	}
	return ASK_OK;
}
