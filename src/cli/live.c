/*
 * The live-play driver (live.h): one loop for every game's `play`. At a
 * terminal the moves are read through libedit (line editing, history) and
 * secret answers without echo; from a pipe the lines are read as they come,
 * so that a transcript reads the same every time.
 */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "lineedit.h"
#include "live.h"
#include "../rules/game.h"
#include "../util/outfile.h"
#include "../util/stream.h"
#include "../util/unitext.h"

#define LIVE_MAXP	4
#define LIVE_NAME_MAX	64

struct live {
	const struct live_game	*lg;
	void			*st;		/* the game's state */
	int			 tty;
	char			*line;		/* the line read last */
	size_t			 cap;
	int			 lineno;
	const char		*players;	/* --players as given */
	const char		*out;		/* -o FILE */
	int			 nnames;
	char			 names[LIVE_MAXP][LIVE_NAME_MAX];
	char			 who[LIVE_NAME_MAX + 32];
	int			 shown;		/* the player announced last */
	int			 again;
};

int
live_tty(const struct live *lv)
{
	return lv->tty;
}

int
live_lineno(const struct live *lv)
{
	return lv->lineno;
}

int
live_nplayers(const struct live *lv)
{
	return lv->nnames;
}

const char *
live_players(const struct live *lv)
{
	return lv->players;
}

const char *
live_name(const struct live *lv, int p)
{
	return p >= 1 && p <= lv->nnames ? lv->names[p - 1] : NULL;
}

const char *
live_who(struct live *lv, int p)
{
	if (p >= 1 && p <= lv->nnames)
		fmt_buf(lv->who, sizeof(lv->who), _("%s (player %d)"), lv->names[p - 1], p);
	else
		fmt_buf(lv->who, sizeof(lv->who), _("player %d"), p);
	return lv->who;
}

void
live_again(struct live *lv)
{
	lv->again = 1;
}

int
live_input_ended(const struct live *lv, const char *fmt, ...)
{
	struct errbuf	 err;
	va_list		 ap;

	va_start(ap, fmt);
	err_vset(&err, lv->lineno + 1, 0, fmt, ap);
	va_end(ap);
	return cli_err_at(EXIT_USAGE, "<stdin>", &err);
}

void
live_shown(struct live *lv, int p)
{
	lv->shown = p;
	lv->again = 0;
}

void
live_announce(struct live *lv, int p)
{
	if (p == 0 || (p == lv->shown && !lv->again))
		return;
	lv->again = 0;
	lv->shown = p;
	if (lv->lg->announce != NULL)
		lv->lg->announce(lv, lv->st, p);
	else if (p <= lv->nnames)
		printf(_("%s (player %d) to move\n"), lv->names[p - 1], p);
	else
		printf(_("player %d to move\n"), p);
	fflush(stdout);
}

/* --players "A; B[; C]": 2 to maxp names, each a name a person may type. 0 or 2 (printed). */
static int
live_names(struct live *lv, const char *arg)
{
	struct errbuf	 err;
	const char	*p = arg, *e, *semi;
	int		 n = 0;

	for (;;) {
		semi = strchr(p, ';');
		e = semi ? semi : p + strlen(p);
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
			e--;
		if (n == lv->lg->maxp || p == e || e - p >= LIVE_NAME_MAX)
			break;
		fmt_buf(lv->names[n], LIVE_NAME_MAX, "%.*s", (int)(e - p), p);
		err_clear(&err);
		if (utext_check(lv->names[n], &err) == -1)
			return cli_errx(EXIT_USAGE, _("--players: name %d: %s"), n + 1, err.msg);
		n++;
		if (semi == NULL) {
			if (n < 2)
				break;
			lv->nnames = n;
			lv->players = arg;
			return 0;
		}
		p = semi + 1;
	}
	if (lv->lg->maxp == 2)
		return cli_errx(EXIT_USAGE, _("--players: expected two names separated by ';'"));
	return cli_errx(EXIT_USAGE, _("--players: expected 2 to %d names separated by ';'"),
	    lv->lg->maxp);
}

/* Reads a line from a pipe into lv->line without its line end. 1, or 0 at the end. */
static int
read_plain(struct live *lv)
{
	ssize_t	 n;

	if ((n = getline(&lv->line, &lv->cap, stdin)) == -1)
		return 0;
	lv->lineno++;
	while (n > 0 && (lv->line[n - 1] == '\n' || lv->line[n - 1] == '\r'))
		lv->line[--n] = '\0';
	return 1;
}

/* Reads a line at a terminal through libedit after the prompt. 1, or 0 at the end. */
static int
read_edit(struct live *lv, const char *prompt)
{
	char	*s;

	if ((s = lineedit_read(prompt)) == NULL) {
		putchar('\n');
		return 0;
	}
	if (*s != '\0')
		lineedit_remember(s);
	free(lv->line);
	lv->line = s;
	lv->cap = strlen(s) + 1;
	lv->lineno++;
	return 1;
}

/* Reads the move of player p: at a terminal after a prompt naming the player. 1, or 0 at the end. */
static int
read_move(struct live *lv, int p)
{
	char	 prompt[LIVE_NAME_MAX + 8];

	if (!lv->tty)
		return read_plain(lv);
	if (p >= 1 && p <= lv->nnames)
		fmt_buf(prompt, sizeof(prompt), "%s> ", lv->names[p - 1]);
	else
		fmt_buf(prompt, sizeof(prompt), "%d> ", p);
	return read_edit(lv, prompt);
}

/*
 * Prints a question (fmt of the question) broken at spaces into lines of a
 * terminal's 80 columns, as a long one (Flota's fleet, with its example)
 * would otherwise wrap in mid-word; a blank at its end, where the answer is
 * typed, stays.
 */
static void
live_question(const char *fmt, const char *question)
{
	struct strbuf	 text = { 0 }, sb = { 0 };

	sb_addf(&text, fmt, question);
	utext_wrap(&sb, sb_str(&text), 0, 0, USAGE_COLUMNS);
	if (text.len > 0 && text.s[text.len - 1] == ' ')
		sb_addc(&sb, ' ');
	fputs(sb_str(&sb), stdout);
	sb_free(&sb);
	sb_free(&text);
}

char *
live_ask(struct live *lv, const char *question)
{
	live_question("%s:\n", question);
	if (!lv->tty) {
		fflush(stdout);
		return read_plain(lv) ? lv->line : NULL;
	}
	return read_edit(lv, "> ") ? lv->line : NULL;
}

/* The terminal's modes while a secret is read without echo, put back on a signal. */
static struct termios	 echo_modes;

static void
echo_restore(int sig)
{
	tcsetattr(STDIN_FILENO, TCSANOW, &echo_modes);
	signal(sig, SIG_DFL);
	raise(sig);
}

/*
 * Prints the prompt (a format of the question) and reads a line at the
 * terminal without echo. 1, or 0 at the end. Echo is off before the prompt
 * shows: a line typed as soon as the prompt appears (by a quick player, or
 * a test driving the terminal) is never echoed in the moment between.
 */
static int
read_quiet(struct live *lv, const char *prompt, const char *question)
{
	static const int	 sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
	struct termios		 quiet;
	void			(*old[4])(int);
	int			 hidden = 0, got;
	size_t			 i;

	fflush(stdout);
	if (tcgetattr(STDIN_FILENO, &echo_modes) == 0) {
		for (i = 0; i < 4; i++)
			old[i] = signal(sigs[i], echo_restore);
		quiet = echo_modes;
		quiet.c_lflag &= ~(tcflag_t)ECHO;
		hidden = tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0;
	}
	live_question(prompt, question);
	fflush(stdout);
	got = read_plain(lv);
	if (hidden) {
		tcsetattr(STDIN_FILENO, TCSANOW, &echo_modes);
		for (i = 0; i < 4; i++)
			signal(sigs[i], old[i]);
	}
	putchar('\n');
	fflush(stdout);
	return got;
}

char *
live_secret(struct live *lv, const char *question)
{
	if (!lv->tty) {
		live_question("%s:\n", question);
		fflush(stdout);
		return read_plain(lv) ? lv->line : NULL;
	}
	return read_quiet(lv, _("%s, not shown: "), question) ? lv->line : NULL;
}

void
live_hide(struct live *lv)
{
	if (!lv->tty)
		return;
	read_quiet(lv, "%s", _("(Enter hides it from the screen) "));
	fputs("\033[H\033[2J\033[3J", stdout);
	live_again(lv);
	fflush(stdout);
}

int
live_is_help(const char *line)
{
	const char	*p = line + strspn(line, " \t");
	size_t		 n = strlen(p);

	while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t'))
		n--;
	return text_is(p, n, "help") || text_is(p, n, "pomoc");
}

char *
live_trim(char *line)
{
	char	*p = line + strspn(line, " \t"), *q;

	for (q = p + strlen(p); q > p && (q[-1] == ' ' || q[-1] == '\t'); q--)
		continue;
	*q = '\0';
	return p;
}

int
live_save(struct live *lv)
{
	struct outfile	 of;
	struct strbuf	 sb = { 0 };
	struct errbuf	 err;
	int		 rc = 0;

	if (lv->out == NULL || lv->lg->record == NULL)
		return 0;
	err_clear(&err);
	lv->lg->record(lv->st, &sb);
	if (outfile_open(&of, lv->out, &err) == -1)
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
	else {
		fputs(sb_str(&sb), of.fp);
		if (outfile_commit(&of, &err) == -1)
			rc = cli_errx(EXIT_SYS, "%s", err.msg);
	}
	sb_free(&sb);
	return rc;
}

int
live_out(int rc)
{
	if (fflush(stdout) == EOF || ferror(stdout)) {
		if (errno == EPIPE)
			return rc;
		return cli_errx(EXIT_SYS, _("cannot write the output: %s"), strerror(errno));
	}
	return rc;
}

int
live_lot(void)
{
	return 1 + (int)(((unsigned)time(NULL) ^ (unsigned)getpid()) & 1);
}

int
live_load(const char *path, int (*parse)(const char *, size_t, void *, struct errbuf *),
    void *obj)
{
	struct errbuf	 err;
	char		*buf;
	size_t		 len;
	int		 rc;

	err_clear(&err);
	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	rc = parse(buf, len, obj, &err);
	free(buf);
	return rc == -1 ? cli_err_at(EXIT_USAGE, path, &err) : 0;
}

/* The game's own options and --players, for cli_opts_parse. */
struct live_opts {
	struct live	*lv;
	void		*st;
	const char	*players;
};

static int
live_opt(int ch, const char *arg, void *ctx)
{
	struct live_opts	*lo = ctx;

	if (ch == 'p') {
		lo->players = arg;
		return 0;
	}
	if (ch == 'o') {
		lo->lv->out = arg;
		return 0;
	}
	return lo->lv->lg->option != NULL ? lo->lv->lg->option(lo->st, ch, arg) : EXIT_USAGE;
}

/*
 * The getopt table of a play row's own options: its spec's (the running
 * row's, as its usage shows them; --ruleset there only places the shared
 * one), and --players, which the driver reads for every game, last.
 */
static struct option *
live_longopts(const struct cli_option *spec)
{
	struct option	*o;
	size_t		 n = 0;

	o = xcalloc(CMD_OWN_MAX + 2, sizeof(*o));
	for (; spec != NULL && spec->o.name != NULL && n < CMD_OWN_MAX; spec++)
		if (strcmp(spec->o.name, "ruleset") != 0 && strcmp(spec->o.name, "players") != 0)
			o[n++] = spec->o;
	o[n].name = "players";
	o[n].has_arg = required_argument;
	o[n].val = 'p';
	return o;
}

/* A typed line without its comment: 0 to skip it (blank), 1 for the game, LIVE_STOP to quit. */
static int
live_cut(const struct live *lv, char *line)
{
	const char *const	*w;
	char			*p, *q;

	if ((q = strchr(line, '#')) != NULL)
		*q = '\0';
	p = line + strspn(line, " \t");
	if (*p == '\0')
		return 0;
	for (w = lv->lg->quit; w != NULL && *w != NULL; w++) {
		q = p + strlen(p);
		while (q > p && (q[-1] == ' ' || q[-1] == '\t'))
			q--;
		if (text_is(p, (size_t)(q - p), *w))
			return LIVE_STOP;
	}
	return 1;
}

/* The moves, one line at a time, to the end of the game or of the input. */
static int
live_loop(struct live *lv, void *st, int *stopped)
{
	const struct live_game	*lg = lv->lg;
	int			 p, rc, got;

	*stopped = 1;
	live_announce(lv, lg->turn(st));
	while ((p = lg->turn(st)) != 0) {
		got = read_move(lv, p);
		if (!got)
			return 0;
		if ((rc = live_cut(lv, lv->line)) == 1)
			rc = lg->line(lv, st, lv->line);
		if (rc == LIVE_STOP) {
			*stopped = LIVE_QUIT;
			return 0;
		}
		if (rc != 0)
			return rc;
		live_announce(lv, lg->turn(st));
		fflush(stdout);
	}
	*stopped = 0;
	return 0;
}

/* The game whose command groups hold the row c (its row names them), or NULL. */
static const struct game *
live_game_of(const struct command *c)
{
	const struct game	*g;
	const struct game_group	*gr;
	const struct command	*r;
	size_t			 i;

	for (i = 0; c != NULL && (g = game_at(i)) != NULL; i++)
		for (gr = g->groups; gr != NULL && gr->name != NULL; gr++)
			for (r = gr->commands; r != NULL && r->name != NULL; r++)
				if (r == c)
					return g;
	return NULL;
}

int
live_cmd_play(int argc, char **argv)
{
	const struct game	*g = live_game_of(cli_running());

	if (g == NULL || g->live == NULL)
		return cli_usage_error();
	return live_play(g, argc, argv);
}

int
live_play(const struct game *g, int argc, char **argv)
{
	struct live		 lv;
	struct live_opts	 lo;
	struct option		*longopts;
	struct cli_opts		 o = { .want = CO_RULESET, .handle = live_opt, .ctx = &lo };
	void			*st;
	int			 rc, stopped;

	memset(&lv, 0, sizeof(lv));
	lv.lg = g->live;
	lv.tty = isatty(STDIN_FILENO);
	st = lv.st = xcalloc(1, lv.lg->size);
	memset(&lo, 0, sizeof(lo));
	lo.lv = &lv;
	lo.st = st;
	o.extra = longopts = live_longopts(cli_running() ? cli_running()->opts : NULL);
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0 ||
	    (lo.players != NULL && (rc = live_names(&lv, lo.players)) != 0) ||
	    (rc = lv.lg->start(&lv, st, argc - optind, argv + optind, o.ruleset)) != 0)
		goto out;
	if ((rc = live_loop(&lv, st, &stopped)) == 0)
		rc = lv.lg->end(&lv, st, stopped);
out:
	if (lv.lg->free != NULL)
		lv.lg->free(st);
	free(st);
	free(longopts);
	free(lv.line);
	return rc;
}
