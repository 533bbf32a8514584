#include <ctype.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "cmd_enter.h"
#include "../db/db.h"
#include "../report/say.h"
#include "../util/unitext.h"
#include "../util/i18n.h"
#include "../util/names.h"

/* Set by main.c; defined here so that every program linking the commands has it. */
const char *cli_db_path = "referee.db";
/* Set for the commands that may create a missing database (cli_run). */
int cli_db_create;

/* The command row cli_run is running, and its prefix, for cli_usage_error. */
static const struct command	*run_cmd;
static char			 run_prefix[128];

const struct command *
cli_running(void)
{
	return run_cmd;
}

static size_t	text_width(const char *);
static void	usage_line(FILE *, const char *, const char *, int);

int
cli_usage_error(void)
{
	const char	*u;
	char		 head[320];

	if (run_cmd == NULL)
		return cli_errx(EXIT_USAGE, _("usage error"));
	u = cli_usage_form(run_prefix, run_cmd);
	snprintf(head, sizeof(head), "%s%s %s %s%s", NT_("referee: "), _("usage:"), run_prefix,
	    run_cmd->name, u && *u ? " " : "");
	usage_line(stderr, head, u, (int)(text_width(NT_("referee: ")) + text_width(_("usage:"))) + 1);
	return EXIT_USAGE;
}

int
cli_errx(int status, const char *fmt, ...)
{
	va_list	 ap;

	fputs(NT_("referee: "), stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return status;
}

/* Appends cli_err_at's head: "referee: FILE:LINE:COL: " (parts omitted when absent). */
static void
cli_err_head(const char *file, const struct errbuf *e, struct strbuf *sb)
{
	sb_adds(sb, NT_("referee: "));
	if (file != NULL) {
		sb_adds(sb, strcmp(file, "-") == 0 ? "<stdin>" : file);
		if (e->line > 0) {
			sb_addf(sb, ":%d", e->line);
			if (e->col > 0)
				sb_addf(sb, ":%d", e->col);
		}
		sb_adds(sb, ": ");
	} else if (e->col > 0)
		sb_addf(sb, _("column %d: "), e->col);
}

int
cli_err_at(int status, const char *file, const struct errbuf *e)
{
	struct strbuf	 sb = { 0 };

	cli_err_head(file, e, &sb);
	fprintf(stderr, "%s%s\n", sb_str(&sb), e->msg);
	sb_free(&sb);
	return status;
}

int
cli_err_said(int status, const char *file, const struct errbuf *e)
{
	struct strbuf	 sb = { 0 };

	cli_err_head(file, e, &sb);
	sb_adds(&sb, e->msg);
	sb_adds(&sb, "\n");
	report_put(stderr, 2, sb_str(&sb));
	sb_free(&sb);
	return status;
}

int
cli_opt_refused(const char *opt, int whole, const struct errbuf *err)
{
	if (whole)
		return cli_errx(EXIT_USAGE, "%s", err->msg);
	if (err->col > 0)
		return cli_errx(EXIT_USAGE, _("%s: column %d: %s"), opt, err->col, err->msg);
	return cli_errx(EXIT_USAGE, "%s: %s", opt, err->msg);
}

int
cli_format(const char *arg, int allow_html, enum out_format *out)
{
	if (strcmp(arg, "text") == 0)
		*out = FMT_TEXT;
	else if (strcmp(arg, "csv") == 0)
		*out = FMT_CSV;
	else if (allow_html && strcmp(arg, "html") == 0)
		*out = FMT_HTML;
	else {
		cli_errx(EXIT_USAGE, _("--format: expected text%s or csv, not '%s'"),
		    allow_html ? NT_(", html") : "", arg);
		return -1;
	}
	return 0;
}

int
cli_ruleset(const struct kv_game *g, const char *arg, void *obj)
{
	struct errbuf	 err;
	const char	*file;

	err_clear(&err);
	if (kv_load(g, arg, obj, &file, &err) == 0)
		return 0;
	if (file == NULL && err.line == 0)
		return cli_errx(EXIT_USAGE, _("--ruleset: %s"), err.msg);
	return cli_err_at(EXIT_USAGE, file, &err);
}

void
cli_getopt_reset(void)
{
	optind = 0;	/* glibc: full re-initialisation */
	opterr = 1;
}

const struct command *
cli_find(const struct command *table, const char *name)
{
	for (; table->name != NULL; table++)
		if (strcmp(table->name, name) == 0)
			return table;
	return NULL;
}

void
cli_quote_add(char *buf, size_t size, const char *sep, const char *prefix, const char *name)
{
	size_t	 len = strlen(buf);

	len += (size_t)snprintf(buf + len, size - len, "%s", sep);
	if (len < size)
		/* TRANSLATORS: a name quoted in a list, "--" or "" before it */
		snprintf(buf + len, size - len, _("'%s%s'"), prefix, name);
}

int
cli_suggest_names(const char *const *names, size_t n, const char *name, const char *prefix,
    char *buf, size_t size)
{
	char	 key[128], k[128];
	int	 best = 99, d, found = 0;
	size_t	 i;

	*buf = '\0';
	name_key(name, key, sizeof(key));
	for (i = 0; i < n; i++) {
		name_key(names[i], k, sizeof(k));
		if ((d = name_distance(key, k)) < best)
			best = d;
	}
	if (best > 2 && best * 3 > (int)strlen(key))
		return 0;
	for (i = 0; i < n; i++) {
		name_key(names[i], k, sizeof(k));
		if (name_distance(key, k) != best)
			continue;
		cli_quote_add(buf, size, found++ ? _(" or ") : "", prefix, names[i]);
	}
	return found;
}

int
cli_suggest(const struct command *table, const char *name, char *buf, size_t size)
{
	const char	*names[128];
	size_t		 n = 0;

	for (; table->name != NULL && n < 128; table++)
		names[n++] = table->name;
	return cli_suggest_names(names, n, name, "", buf, size);
}

void
cli_opt_errx(const char *fmt, ...)
{
	const char	*p = strchr(run_prefix, ' ');
	va_list		 ap;

	fputs(NT_("referee: "), stderr);
	if (run_cmd != NULL)
		fprintf(stderr, "%s%s%s: ", p ? p + 1 : "", p ? " " : "", run_cmd->name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* Columns of a UTF-8 text (one per letter). */
static size_t
text_width(const char *s)
{
	size_t	 n = 0;

	for (; *s != '\0'; s++)
		if (((unsigned char)*s & 0xC0) != 0x80)
			n++;
	return n;
}

/* Follows c into or out of a usage's brackets and quotes. */
static void
usage_nest(char c, int *depth, int *quoted)
{
	if (c == '"')
		*quoted = !*quoted;
	else if (c == '[' && !*quoted)
		(*depth)++;
	else if (c == ']' && !*quoted && *depth > 0)
		(*depth)--;
}

/* The columns of the word at s, up to a space outside brackets and quotes. */
static int
usage_word_width(const char *s, const char **end)
{
	int	 n = 0, depth = 0, quoted = 0;

	for (; *s != '\0' && *s != '\n' && (*s != ' ' || depth > 0 || quoted); s++) {
		usage_nest(*s, &depth, &quoted);
		if (((unsigned char)*s & 0xC0) != 0x80)
			n++;
	}
	*end = s;
	return n;
}

/*
 * The columns of the usage unit at s: a word ("[--event E | --season S]" is
 * one), an option with its value ("--session S"), a "|" with the unit after it.
 */
static int
usage_unit_width(const char *s)
{
	const char	*end, *next;
	int		 n = usage_word_width(s, &end);

	if (*end != ' ' || end[1] == '\0' || end[1] == ' ' || end[1] == '\n')
		return n;
	if (strncmp(end + 1, "...", 3) == 0)	/* "FILE ..." */
		return n + 1 + usage_unit_width(end + 1);
	if (n == 1 && *s == '|')
		return n + 1 + usage_unit_width(end + 1);
	if (*s == '-' && strchr("-[|", end[1]) == NULL)
		return n + 1 + usage_word_width(end + 1, &next);
	return n;
}

/*
 * Prints a usage form from column col whose later lines are indented for
 * "usage: " (the spec's "\n  " and "\f" marks count from it) under a word
 * of indent columns: the Polish "użycie: " is one wider. A line that would
 * pass USAGE_COLUMNS breaks before the unit that does (usage_unit_width),
 * the next line indented by USAGE_WRAP like the specs' own marks.
 */
static void
usage_put(FILE *fp, const char *u, int indent, int col)
{
	int	 n, depth = 0, quoted = 0, wrap = indent - USAGE_INDENT + USAGE_WRAP;

	for (; *u != '\0'; u++) {
		if (*u == ' ' && depth == 0 && !quoted && col > wrap &&
		    col + 1 + usage_unit_width(u + 1) > USAGE_COLUMNS) {
			fprintf(fp, "\n%*s", wrap, "");
			col = wrap;
			continue;
		}
		fputc(*u, fp);
		usage_nest(*u, &depth, &quoted);
		if (((unsigned char)*u & 0xC0) != 0x80)
			col++;
		if (*u != '\n')
			continue;
		for (n = 0; u[1] == ' '; u++)
			n++;
		col = n > 0 && n + indent - USAGE_INDENT > 0 ? n + indent - USAGE_INDENT : 0;
		if (col > 0)
			fprintf(fp, "%*s", col, "");
	}
}

/* Prints the head of a usage line ("usage: referee deal add ") and its form. */
static void
usage_line(FILE *fp, const char *head, const char *u, int indent)
{
	fputs(head, fp);
	usage_put(fp, u != NULL ? u : "", indent, (int)text_width(head));
	fputc('\n', fp);
}

void
cli_usage(FILE *fp, const char *prefix, const struct command *c)
{
	const struct command *s;
	const char	*u;
	char		 sub[160], head[320];
	const char	*word = _("usage:");
	int		 indent = (int)text_width(word) + 1;

	if (c->sub != NULL) {
		fprintf(fp, "%s %s %s %s\n", word, prefix, c->name,
		    cli_usage_words(NT_("COMMAND ...")));
		snprintf(sub, sizeof(sub), "%s %s", prefix, c->name);
		for (s = c->sub; s->name; s++) {
			u = cli_usage_form(sub, s);
			snprintf(head, sizeof(head), "%*s%s %s %s ", indent, "", prefix, c->name,
			    s->name);
			usage_line(fp, head, u, indent);
		}
		return;
	}
	u = cli_usage_form(prefix, c);
	snprintf(head, sizeof(head), "%s %s %s%s", word, prefix, c->name, u && *u ? " " : "");
	usage_line(fp, head, u, indent);
}

void
cli_wrap(FILE *fp, const char *text, int col, int indent)
{
	struct strbuf	 sb = { 0 };

	utext_wrap(&sb, text, col, indent, USAGE_COLUMNS);
	fprintf(fp, "%s\n", sb_str(&sb));
	sb_free(&sb);
}

void
cli_help(FILE *fp, const char *prefix, const struct command *c)
{
	const struct command *s;

	cli_usage(fp, prefix, c);
	fputc('\n', fp);
	cli_wrap(fp, _(c->summary), 0, 0);
	if (c->help)
		fprintf(fp, "\n%s", _(c->help));
	if (c->fn == cmd_enter)		/* the answers, shared with enter's own help */
		fprintf(fp, "%s%s", _(ENTER_HELP), _(ENTER_HELP_TTY));
	if (c->sub != NULL) {
		fprintf(fp, "\n%s\n", _("Commands:"));
		for (s = c->sub; s->name; s++) {
			fprintf(fp, "  %-12s ", s->name);
			cli_wrap(fp, _(s->summary), 15, 15);
		}
	}
}

/* A write waiting for another command, said once (db_wait_setup). */
static void
wait_announce(const char *path, const struct db_writer *w)
{
	fflush(stdout);
	if (w->command[0] != '\0')
		fprintf(stderr, _("referee: waiting for another referee command writing to %s"
		    " (%s, pid %ld)...\n"), path, w->command, w->pid);
	else
		fprintf(stderr, _("referee: waiting for another program writing to %s...\n"),
		    path);
}

void
cli_wait(const char *command, int bounded)
{
	const char	*s = getenv("REFEREE_WAIT");
	long		 v = 60;

	if (bounded && s != NULL && *s != '\0' && parse_int(s, 0, 86400, &v) == -1)
		v = 60;
	db_wait_setup(command, bounded ? (int)v : -1, wait_announce);
}

/* The place of the own option name in the running row's spec, or -1. */
static int
own_index(const struct cmd_ctx *x, const char *name)
{
	const struct cli_option *e;
	int		 i;

	for (i = 0, e = x->cmd->opts; e != NULL && e->o.name != NULL && i < CMD_OWN_MAX;
	    e++, i++)
		if (strcmp(e->o.name, name) == 0)
			return i;
	return -1;
}

const char *
cmd_arg(const struct cmd_ctx *x, const char *name)
{
	int	 i = own_index(x, name);

	return i < 0 ? NULL : x->arg[i];
}

int
cmd_count(const struct cmd_ctx *x, const char *name)
{
	int	 i = own_index(x, name);

	return i < 0 ? 0 : x->count[i];
}

const char *
cmd_nth(const struct cmd_ctx *x, const char *name, int n)
{
	int	 i = own_index(x, name), k;

	for (k = 0; i >= 0 && k < x->ngiven; k++)
		if (x->given[k].at == i && n-- == 0)
			return x->given[k].arg;
	return NULL;
}

long
cmd_int(const struct cmd_ctx *x, const char *name)
{
	int	 i = own_index(x, name);

	return i < 0 ? 0 : x->val[i];
}

/*
 * The value of a typed option e into *v, refused in its type's one shape:
 * 0, or 2 printed.
 */
static int
opt_convert(const struct cli_option *e, const char *opt, const char **text, long *v)
{
	struct errbuf	 err;
	const char	*arg = *text;

	switch (e->type) {
	case CLI_INT:
		if (parse_int(arg, e->min, e->max, v) == 0)
			return 0;
		if (e->what == NULL)
			return cli_errx(EXIT_USAGE, _("%s: expected a whole number from %ld to "
			    "%ld, not '%s'"), opt, e->min, e->max, arg);
		return cli_errx(EXIT_USAGE, _("%s: expected %s, %ld to %ld, not '%s'"), opt,
		    _(e->what), e->min, e->max, arg);
	case CLI_SEAT:
		if (parse_int(arg, e->min, e->max, v) == 0)
			return 0;
		return cli_errx(EXIT_USAGE, _("%s: expected a seat from %ld to %ld, not '%s'"),
		    opt, e->min, e->max, arg);
	case CLI_CONV:
		err_clear(&err);
		return e->conv(arg, v, &err) == 0 ? 0 : cli_opt_refused(opt, 0, &err);
	case CLI_TEXT:
		return (*text = cli_text(opt, arg)) == NULL ? EXIT_USAGE : 0;
	default:
		return 0;
	}
}

/*
 * An own option of a driven row (cli_opts handler): kept by its place in the
 * spec, converted when typed.
 */
static int
ctx_opt(int ch, const char *arg, void *p)
{
	struct cmd_ctx	*x = p;
	const struct cli_option *e;
	char		 opt[64];
	int		 i, rc;

	for (i = 0, e = x->cmd->opts; e->o.name != NULL && i < CMD_OWN_MAX; e++, i++)
		if (!CLI_IS_OPERANDS(e) && e->o.val == ch) {
			x->arg[i] = arg;
			x->count[i]++;
			if (e->type == CLI_EVENT)
				x->event = arg;
			snprintf(opt, sizeof(opt), "--%s", e->o.name);
			if ((rc = opt_convert(e, opt, &x->arg[i], &x->val[i])) != 0)
				return rc;
			x->given = xreallocarray(x->given, (size_t)x->ngiven + 1,
			    sizeof(*x->given));
			x->given[x->ngiven++] = (struct cmd_given){ i, x->arg[i] };
			return x->handle != NULL ? x->handle(ch, arg, x->data) : 0;
		}
	return EXIT_USAGE;
}

/* "baska legal": the running command's words after "referee", into buf. */
static const char *
cmd_words(char *buf, size_t size)
{
	const char	*p = strchr(run_prefix, ' ');

	snprintf(buf, size, "%s%s%s", p ? p + 1 : "", p ? " " : "", run_cmd->name);
	return buf;
}

int
cmd_missing(const char *what)
{
	char	 cmd[128];

	cli_errx(EXIT_USAGE, _("%s: %s is required"), cmd_words(cmd, sizeof(cmd)), what);
	fprintf(stderr, _("(see 'referee %s --help')\n"), cmd);
	return EXIT_USAGE;
}

/*
 * Operands of the given form's entry e, too few or too many: "X: what is
 * required", "X: unexpected argument 'a'", or the usage (CMD_USAGE). 2.
 */
static int
spec_operands(const struct cmd_ctx *x, const struct cli_option *e)
{
	char	 cmd[128];

	if (x->cmd->want & CMD_USAGE)
		return cli_usage_error();
	if (x->argc < e->min)
		return cmd_missing(_(e->what));
	return cli_errx(EXIT_USAGE, _("%s: unexpected argument '%s'"),
	    cmd_words(cmd, sizeof(cmd)), x->argv[e->max]);
}

/*
 * The operands of the given form's entry e as typed: each through cli_text
 * (CLI_OPERANDS_TEXT), or the one operand taken as its own option's value
 * (CLI_OPERAND_OF), which must agree with the option given. 0 or 2.
 */
static int
spec_operand_values(struct cmd_ctx *x, const struct cli_option *e)
{
	const char	*word, *text;
	char		 shown[64];
	long		 v;
	int		 i;

	if (e->of != NULL && e->type == CLI_TEXT) {
		for (i = 0; i < x->argc; i++)
			if ((x->argv[i] = (char *)cli_text(_(e->of), x->argv[i])) == NULL)
				return EXIT_USAGE;
		return 0;
	}
	if (e->of == NULL || x->argc == 0 || (i = own_index(x, e->of)) < 0)
		return 0;
	word = strrchr(e->arg, ' ') != NULL ? strrchr(e->arg, ' ') + 1 : e->arg + 1;
	snprintf(shown, sizeof(shown), "%s", cli_usage_words(word));
	text = x->argv[0];
	if (opt_convert(&x->cmd->opts[i], shown, &text, &v) != 0)
		return EXIT_USAGE;
	if (x->count[i] > 0 && x->val[i] != v)
		return cli_errx(EXIT_USAGE, _("--%s %ld and %s %ld disagree"), e->of, x->val[i],
		    shown, v);
	x->arg[i] = text;
	x->val[i] = v;
	x->count[i]++;
	x->argc--;
	x->argv++;
	return 0;
}

/*
 * Whether a spec entry's arg marks a required option ("!", after its place's
 * marks, or after "~": hidden and required).
 */
static int
spec_required(const char *arg, int *checked)
{
	if (arg != NULL && *arg == '~') {
		*checked = 1;
		return arg[1] == '!';
	}
	if (arg == NULL)
		return 0;
	if (*arg == '\f' || *arg == '/')
		arg++;
	else if (*arg == '\n')
		arg += 1 + strspn(arg + 1, " ");
	if (*arg != '\0' && strchr("|[+", *arg) != NULL)
		arg++;
	*checked = *arg != '?';
	arg += *arg == '?';
	return *arg == '!';
}

/* Whether the option e is missing, or (CLI_TEXT, min 1) blank. */
static int
spec_missing(const struct cmd_ctx *x, const struct cli_option *e)
{
	const char	*v = cmd_arg(x, e->o.name);

	return cmd_count(x, e->o.name) == 0 || (e->type == CLI_TEXT && e->min > 0 &&
	    v[strspn(v, " \t")] == '\0');
}

/* The form of each entry of a spec: a "\f" or "/" starts the next one. */
static int
spec_forms(const struct cli_option *opts, int *form, int max)
{
	const struct cli_option *e;
	int		 i, f = 0;

	for (i = 0, e = opts; e->o.name != NULL && i < max; e++, i++) {
		if (e->arg != NULL && (*e->arg == '\f' || *e->arg == '/'))
			f++;
		form[i] = f;
	}
	return i;
}

/* Whether the option name, or operands (""), stand in form f of the spec. */
static int
spec_in_form(const struct cli_option *opts, const int *form, int n, int f, const char *name)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (form[i] == f && strcmp(opts[i].o.name, name) == 0 &&
		    (*name != '\0' || (opts[i].arg != NULL && *opts[i].arg != '~')))
			return 1;
	return 0;
}

/*
 * Form f given with entry stray of another (-1: operands): the message of
 * the nearest form at or before f that has one, said by that form ("baska
 * legal --solve: ..."), else "t x: --need goes with --key", "t x: --seat
 * does not go with --key". Returns 2.
 */
static int
spec_mixed(const struct cmd_ctx *x, const int *form, int n, int f, const int *key, int stray)
{
	const struct cli_option *opts = x->cmd->opts;
	char	 cmd[128];
	int	 i, g;

	cmd_words(cmd, sizeof(cmd));
	for (g = f; g >= 0; g--)
		for (i = 0; i < n; i++)
			if (form[i] == g && CLI_IS_OPERANDS(&opts[i]) && opts[i].what != NULL &&
			    *opts[i].arg == '~')
				return cli_errx(EXIT_USAGE, "%s%s%s: %s", cmd, g ? " --" : "",
				    g ? opts[key[g]].o.name : "", _(opts[i].what));
	if (stray < 0)
		return cli_errx(EXIT_USAGE, _("%s: unexpected argument '%s'"), cmd, x->argv[0]);
	if (f == 0)
		return cli_errx(EXIT_USAGE, _("%s: --%s goes with --%s"), cmd, opts[stray].o.name,
		    opts[key[form[stray]]].o.name);
	return cli_errx(EXIT_USAGE, _("%s: --%s does not go with --%s"), cmd, opts[stray].o.name,
	    opts[key[f]].o.name);
}

/*
 * CMD_SPEC: one form given (chosen by its first option, else the first
 * form), nothing of another, its operands, each "!" option of it. 0 or 2.
 */
static int
spec_check(struct cmd_ctx *x)
{
	const struct cli_option *opts = x->cmd->opts, *e;
	int		 form[CMD_OWN_MAX] = { 0 }, key[CMD_OWN_MAX] = { 0 }, n, i, f = 0, nf;
	int		 checked, rc;
	char		 what[80];

	n = opts != NULL ? spec_forms(opts, form, CMD_OWN_MAX) : 0;
	nf = n > 0 ? form[n - 1] + 1 : 1;
	for (i = 0; i < n; i++)		/* a later form's first option is its key */
		if (i == 0 || form[i] != form[i - 1])
			key[form[i]] = i;
	for (i = 1; i < nf && f == 0; i++)
		if (!CLI_IS_OPERANDS(&opts[key[i]]) && cmd_count(x, opts[key[i]].o.name) > 0)
			f = i;
	for (i = 0, e = opts; i < n; i++, e++)
		if (!CLI_IS_OPERANDS(e) && form[i] != f && cmd_count(x, e->o.name) > 0 &&
		    !spec_in_form(opts, form, n, f, e->o.name))
			return spec_mixed(x, form, n, f, key, i);
	if (x->argc > 0 && !spec_in_form(opts, form, n, f, "")) {
		for (i = 0; i < nf && !spec_in_form(opts, form, n, i, ""); i++)
			;	/* operands of another form, or none anywhere */
		if (i < nf)
			return spec_mixed(x, form, n, f, key, -1);
		return (x->cmd->want & CMD_USAGE) ? cli_usage_error() : cli_errx(EXIT_USAGE,
		    _("%s: unexpected argument '%s'"), cmd_words(what, sizeof(what)), x->argv[0]);
	}
	for (i = 0, e = opts; i < n; i++, e++) {
		if (form[i] != f)
			continue;
		if (CLI_IS_OPERANDS(e) && (x->argc < e->min || (e->max > 0 && x->argc > e->max)))
			return spec_operands(x, e);
		if (CLI_IS_OPERANDS(e) && (rc = spec_operand_values(x, e)) != 0)
			return rc;
		if (!CLI_IS_OPERANDS(e) && (f == 0 || i != key[f]) &&
		    spec_required(e->arg, &checked) && checked &&
		    !cli_opt_shared(x->o->want, e->o.name) && spec_missing(x, e)) {
			if (e->type == CLI_TEXT && e->what != NULL)
				return cli_errx(EXIT_USAGE, "%s", _(e->what));
			if (x->cmd->want & CMD_USAGE)
				return cli_usage_error();
			snprintf(what, sizeof(what), "--%s", e->o.name);
			return cmd_missing(what);
		}
	}
	return 0;
}

/* The operands after the options: the event's taken, the rest counted. 0 or 2. */
static int
ctx_operands(struct cmd_ctx *x, int argc, char **argv)
{
	unsigned	 w = x->cmd->want;
	int		 n = CMD_ARGS_OF(w);

	x->argc = argc - optind;
	x->argv = argv + optind;
	if ((w & CMD_EVENT_OPT) && n >= 0)
		return league_event_arg(&x->argc, &x->argv, n, &x->event) == -1 ?
		    cli_usage_error() : 0;
	if (w & CMD_EVENT) {
		if (x->argc < 1)
			return cli_usage_error();
		x->event = x->argv[0];
		x->argc--;
		x->argv++;
	}
	return n >= 0 && x->argc != n ? cli_usage_error() : 0;
}

int
cmd_game_event(const struct cmd_event_game *g, const char *name, struct db **db,
    struct db_event *ev, void *rules)
{
	return league_game_event(name, g->game, _(g->wrong), g->read, rules, db, ev);
}

int
cmd_setup(struct cmd_ctx *x)
{
	const struct cmd_event_game *g = x->cmd->event_game;
	int	 rc;

	if (g != NULL)		/* a game's event, and its rules */
		return cmd_game_event(g, x->event, &x->db, x->ev, x->rules);
	if ((rc = league_open(&x->db)) != 0)
		return rc;
	/* an event named by its operand (NULL: the current one), or by an option */
	if ((x->cmd->want & (CMD_EVENT | CMD_EVENT_OPT)) || x->event != NULL)
		return league_event(x->db, x->event, x->ev);
	return 0;
}

/*
 * Runs a row with needs: its options, its operands, its spec's checks, its
 * ruleset, the database, the event, then the command itself, and what was
 * opened closed after it whatever it returned (tmux's cmd_entry flags, git's
 * RUN_SETUP).
 */
int
cli_drive(int argc, char **argv, int (*run)(struct cmd_ctx *))
{
	return cli_drive_with(argc, argv, run, NULL, NULL);
}

int
cli_drive_with(int argc, char **argv, int (*run)(struct cmd_ctx *),
    int (*handle)(int, const char *, void *), void *data)
{
	const struct command *c = run_cmd;
	struct cli_opts	 o = { .handle = ctx_opt };
	struct cmd_ctx	 x;
	struct db_event	 ev;
	void		*rules = NULL;
	int		 rc;

	memset(&x, 0, sizeof(x));
	x.ev = &ev;
	x.handle = handle;
	x.data = data;
	x.cmd = c;
	x.o = &o;
	o.ctx = &x;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0 ||
	    (rc = ctx_operands(&x, argc, argv)) != 0 ||
	    ((c->want & CMD_SPEC) && (rc = spec_check(&x)) != 0)) {
		free(x.given);
		return rc;
	}
	if (c->rules != NULL && (o.ruleset != NULL || !(c->want & CMD_RULES_GIVEN))) {
		x.rules = rules = xcalloc(1, c->rules->size);
		rc = cli_ruleset(c->rules, o.ruleset, rules);
	} else if (c->event_game != NULL)	/* read by cmd_setup */
		x.rules = rules = xcalloc(1, c->event_game->size);
	if (rc == 0 && (c->want & (CMD_DB | CMD_LATE)) == CMD_DB)
		rc = cmd_setup(&x);
	if (rc == 0)
		rc = run(&x);
	if (x.db != NULL)
		db_close(x.db);
	free(rules);
	free(x.given);
	return rc;
}

int
cli_run(const struct command *c, const char *prefix, int argc, char **argv)
{
	const struct command	*s;
	char			 sub_prefix[128];

	if (c->sub == NULL) {
		int	 i;

		for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
			if (strcmp(argv[i], "--help") == 0) {
				cli_help(stdout, prefix, c);
				return EXIT_OK;
			}
		cli_getopt_reset();
		/* Only the rows that say so may create a missing database. */
		if (c->want & CMD_DB_CREATE)
			cli_db_create = 1;
		snprintf(sub_prefix, sizeof(sub_prefix), "%s%s%s", strchr(prefix, ' ') ?
		    strchr(prefix, ' ') + 1 : "", strchr(prefix, ' ') ? " " : "", c->name);
		cli_wait(sub_prefix, 1);
		run_cmd = c;
		snprintf(run_prefix, sizeof(run_prefix), "%s", prefix);
		return c->fn(argc, argv);
	}
	snprintf(sub_prefix, sizeof(sub_prefix), "%s %s", prefix, c->name);
	if (argc < 2) {
		cli_usage(stderr, prefix, c);
		return EXIT_USAGE;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
	    strcmp(argv[1], "help") == 0) {
		if (argc > 2 && (s = cli_find(c->sub, argv[2])) != NULL)
			cli_help(stdout, sub_prefix, s);
		else
			cli_help(stdout, prefix, c);
		return EXIT_OK;
	}
	if ((s = cli_find(c->sub, argv[1])) == NULL) {
		char		 hint[256];
		/* "referee: player: ...", as an option's "referee: player add: ..." */
		const char	*group = strchr(sub_prefix, ' ') ? strchr(sub_prefix, ' ') + 1 :
				    sub_prefix;

		if (cli_suggest(c->sub, argv[1], hint, sizeof(hint)) > 0)
			cli_errx(EXIT_USAGE, _("%s: unknown command '%s'; did you mean %s?"),
			    group, argv[1], hint);
		else
			cli_errx(EXIT_USAGE, _("%s: unknown command '%s'"), group, argv[1]);
		cli_usage(stderr, prefix, c);
		return EXIT_USAGE;
	}
	return cli_run(s, sub_prefix, argc - 1, argv + 1);
}
