/*
 * The options every command shares, parsed in one place: --ruleset, --format,
 * --db, --by, --canonical and EVENT --session S --table T with the event and table
 * lookup. A command names the shared options it takes and adds its own as a
 * getopt_long table and a handler (git's parse-options, in small).
 */
#include <ctype.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../util/unitext.h"

#define OPT_DB		0x101	/* --db: no short form */
#define MAX_OPTS	48

const struct cli_option cli_by_option[] = {
	{ { "by", required_argument, NULL, 'b' }, "WHO", CLI_TEXT },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static const struct option shared[] = {
	{ "ruleset", required_argument, NULL, 'r' },
	{ "format", required_argument, NULL, 'f' },
	{ "session", required_argument, NULL, 's' },
	{ "table", required_argument, NULL, 't' },
	{ "by", required_argument, NULL, 'u' },
	{ "canonical", no_argument, NULL, 'c' },
};
static const unsigned shared_want[] = { CO_RULESET, CO_FORMAT, CO_TABLE | CO_TABLE_ANY,
    CO_TABLE | CO_TABLE_ANY, CO_BY, CO_CANONICAL };

/*
 * Whether the shared options of want include name: then an own option of
 * that name in a spec only places it in the usage (after the own options
 * before it), and the shared one is parsed.
 */
static int
shared_named(unsigned want, const char *name)
{
	size_t	 i;

	for (i = 0; i < sizeof(shared) / sizeof(shared[0]); i++)
		if ((want & shared_want[i]) && strcmp(shared[i].name, name) == 0)
			return 1;
	return 0;
}

int
cli_opt_shared(unsigned want, const char *name)
{
	return shared_named(want, name);
}

/* Whether a spec's own options name the option name. */
static int
own_named(const struct cli_option *e, const char *name)
{
	for (; e != NULL && e->o.name != NULL; e++)
		if (strcmp(e->o.name, name) == 0)
			return 1;
	return 0;
}

/*
 * Whether an option of the spec from e0 stands before e under its name: e
 * then only places it again in the usage (a second form's).
 */
static int
named_before(const struct cli_option *e0, const struct cli_option *e)
{
	for (; e0 != e; e0++)
		if (strcmp(e0->o.name, e->o.name) == 0)
			return 1;
	return 0;
}

/* The texts cli_text made, freed at exit. */
static struct {
	char	**s;
	size_t	  n, cap;
} texts;

static void
texts_free(void)
{
	while (texts.n > 0)
		free(texts.s[--texts.n]);
	free(texts.s);
	texts.s = NULL;
	texts.cap = 0;
}

int
cli_one_operand(int argc, char **argv, const char *what, const char **text)
{
	if (argc - optind != 1)
		return cli_usage_error();
	if ((*text = cli_text(what, argv[optind])) == NULL)
		return EXIT_USAGE;
	return 0;
}

const char *
cli_text(const char *what, const char *arg)
{
	struct errbuf	 err;
	char		*nfc;

	if (arg == NULL)
		return NULL;
	err_clear(&err);
	if (utext_check(arg, &err) == -1) {
		cli_errx(EXIT_USAGE, _("%s: column %d: %s"), what, err.col, err.msg);
		return NULL;
	}
	/*
	 * The NFC first: utext_nfc may exit (out of memory, ICU not found),
	 * and texts_free must not meet a slot counted but not yet filled.
	 */
	nfc = utext_nfc(arg);
	if (texts.n == texts.cap) {
		if (texts.cap == 0)
			atexit(texts_free);
		texts.cap = texts.cap ? texts.cap * 2 : 8;
		texts.s = xreallocarray(texts.s, texts.cap, sizeof(*texts.s));
	}
	return texts.s[texts.n++] = nfc;
}

/* Adds an option to the getopt tables; a printable val is also a short option. */
static void
opt_add(struct option *lo, size_t *n, char *so, size_t *ns, const struct option *o)
{
	if (*n + 1 < MAX_OPTS)
		lo[(*n)++] = *o;
	if (o->val > 0 && o->val < 0x100 && isalpha(o->val) && *ns + 3 < MAX_OPTS * 2) {
		so[(*ns)++] = (char)o->val;
		if (o->has_arg == required_argument)
			so[(*ns)++] = ':';
		so[*ns] = '\0';
	}
}

/* The long options whose names start with the len bytes of name, into names. */
static size_t
long_matches(const struct option *lo, const char *name, size_t len, const char **names,
    size_t max)
{
	size_t	 n = 0;

	for (; lo != NULL && lo->name != NULL && n < max; lo++)
		if (strncmp(lo->name, name, len) == 0) {
			if (strlen(lo->name) == len) {
				names[0] = lo->name;
				return 1;
			}
			names[n++] = lo->name;
		}
	return n;
}

/* Whether name ("eyes=3", "ey") starts a long option whose val is val. */
static int
long_val(const struct option *lo, const char *name, int val)
{
	size_t	 len = strcspn(name, "=");

	for (; lo != NULL && lo->name != NULL; lo++)
		if (lo->val == val && strncmp(lo->name, name, len) == 0)
			return 1;
	return 0;
}

/* Reports the long option arg ("--name[=value]") getopt refused. */
static void
long_error(const char *arg, const struct option *lo)
{
	const char	*name = arg + 2, *eq = strchr(name, '='), *names[64], *hit[64];
	size_t		 len = eq ? (size_t)(eq - name) : strlen(name), n = 0, i;
	char		*word, buf[512];
	const struct option *o;

	word = xstrndup(name, len);	/* quoted whole, however long */
	if ((i = long_matches(lo, name, len, hit, 64)) > 1) {
		for (buf[0] = '\0', n = 0; n < i; n++)
			cli_quote_add(buf, sizeof(buf), n ? _(" or ") : "", "--", hit[n]);
		cli_opt_errx(_("option '--%s' is ambiguous: %s"), word, buf);
		free(word);
		return;
	}
	if (i == 1) {
		for (o = lo; strcmp(o->name, hit[0]) != 0; o++)
			;
		if (o->has_arg == no_argument)
			cli_opt_errx(_("option '--%s' takes no value"), hit[0]);
		else
			cli_opt_errx(_("option '--%s' needs a value"), hit[0]);
		free(word);
		return;
	}
	for (o = lo; o != NULL && o->name != NULL && n < 64; o++)
		names[n++] = o->name;
	if (cli_suggest_names(names, n, word, "--", buf, sizeof(buf)) > 0)
		cli_opt_errx(_("unknown option '--%s'; did you mean %s?"), word, buf);
	else
		cli_opt_errx(_("unknown option '--%s'"), word);
	free(word);
}

/* Reports the short option c getopt refused. */
static void
short_error(int c, const char *optstring, const struct option *lo)
{
	const char	*p = isalnum(c) ? strchr(optstring, c) : NULL;
	char		 buf[256] = "", other[2] = "";

	if (p != NULL) {
		cli_opt_errx(_("option '-%c' needs a value"), c);
		return;
	}
	/* The same letter in the other case, or the long options it starts. */
	if (isalpha(c) && strchr(optstring, isupper(c) ? tolower(c) : toupper(c)) != NULL) {
		other[0] = (char)(isupper(c) ? tolower(c) : toupper(c));
		cli_quote_add(buf, sizeof(buf), "", "-", other);
	}
	for (; lo != NULL && lo->name != NULL && isalpha(c); lo++)
		if (tolower((unsigned char)lo->name[0]) == tolower(c))
			cli_quote_add(buf, sizeof(buf), *buf ? _(" or ") : "", "--", lo->name);
	if (*buf != '\0' && isprint(c))
		cli_opt_errx(_("unknown option '-%c'; did you mean %s?"), c, buf);
	else if (isprint(c))
		cli_opt_errx(_("unknown option '-%c'"), c);
	else
		cli_opt_errx(_("unknown option"));
}

/*
 * getopt_long, but an option it refuses is reported by referee itself from
 * the caller's own option table: "referee: baska score: unknown option
 * '--contrct'; did you mean '--contract'?", "option '--eyes' needs a value",
 * "option '--s' is ambiguous: '--session' or '--seed'". Returns what
 * getopt_long returns ('?' after an error).
 */
static int
cli_getopt_long(int argc, char *const *argv, const char *optstring,
    const struct option *longopts, int *longindex)
{
	const char	*prev;
	int		 ch;

	opterr = 0;
	ch = getopt_long(argc, argv, optstring, longopts, longindex);
	if (ch != '?')
		return ch;
	prev = optind > 1 && optind - 1 < argc ? argv[optind - 1] : "";
	if (strncmp(prev, "--", 2) == 0 && prev[2] != '\0' &&
	    (optopt == 0 || long_val(longopts, prev + 2, optopt)))
		long_error(prev, longopts);
	else
		short_error(optopt, optstring, longopts);
	return '?';
}

/* A shared option: 0, or the exit status (printed). */
static int
shared_opt(struct cli_opts *o, int ch, const char *arg)
{
	switch (ch) {
	case 'r':
		o->ruleset = arg;
		return 0;
	case 'f':
		return cli_format(arg, (o->want & CO_HTML) != 0, &o->format) == -1 ? EXIT_USAGE : 0;
	case 's':
		return league_number(NT_("--session"), arg, 1, 1000, &o->session) == -1 ? EXIT_USAGE : 0;
	case 't':
		return league_number(NT_("--table"), arg, 1, 100000, &o->table) == -1 ? EXIT_USAGE : 0;
	case 'u':
		return (o->by = cli_text(NT_("--by"), arg)) == NULL ? EXIT_USAGE : 0;
	case 'c':
	case 'C':
		o->canonical = 1;
		return 0;
	case 'd':		/* CO_GLOBAL */
	case OPT_DB:
		cli_db_path = arg;
		return 0;
	default:
		return EXIT_USAGE;
	}
}

int
cli_opts_parse(struct cli_opts *o, int argc, char **argv)
{
	static const struct option db = { "db", required_argument, NULL, OPT_DB };
	static const struct option gdb = { "db", required_argument, NULL, 'd' };
	struct option	 lo[MAX_OPTS];
	char		 so[MAX_OPTS * 2 + 1] = "";
	const struct option *e;
	size_t		 n = 0, ns = 0, i;
	const struct command *c = cli_running();
	const struct cli_option *co = NULL, *e0;
	size_t		 own0;
	int		 ch, rc, own;

	/* A command without a spec of its own takes its row's. */
	if (o->want == 0 && o->extra == NULL && c != NULL &&
	    ((c->want & CO_MASK) != 0 || c->opts != NULL)) {
		o->want = c->want & CO_MASK;
		co = c->opts;
	}
	if (o->want & CO_GLOBAL)
		so[ns++] = '+';		/* the first operand is the command */
	for (i = 0; i < sizeof(shared) / sizeof(shared[0]); i++)
		if (o->want & shared_want[i])
			opt_add(lo, &n, so, &ns, &shared[i]);
	opt_add(lo, &n, so, &ns, (o->want & CO_GLOBAL) ? &gdb : &db);
	if ((o->want & CO_CANONICAL) && ns + 1 < sizeof(so)) {
		so[ns++] = 'C';		/* baska check's short form of --canonical */
		so[ns] = '\0';
	}
	own0 = n;	/* the command's own options from here */
	for (e = o->extra; e != NULL && e->name != NULL; e++)
		opt_add(lo, &n, so, &ns, e);
	for (e0 = co; co != NULL && co->o.name != NULL; co++)
		if (!CLI_IS_OPERANDS(co) && !shared_named(o->want, co->o.name) &&
		    !named_before(e0, co))
			opt_add(lo, &n, so, &ns, &co->o);
	memset(&lo[n], 0, sizeof(lo[n]));
	while ((ch = cli_getopt_long(argc, argv, so, lo, NULL)) != -1) {
		if (ch == '?' || ch == ':')
			return EXIT_USAGE;
		for (own = 0, i = own0; i < n && !own; i++)
			own = lo[i].val == ch;
		rc = own && o->handle ? o->handle(ch, optarg, o->ctx) : shared_opt(o, ch, optarg);
		if (rc != 0)
			return rc;
	}
	if ((o->want & CO_TABLE) && (o->session == 0 || o->table == 0))
		return cli_usage_error();
	return 0;
}

/* Drops the closing "]" at the end of buf, to write inside its brackets; 1 if there was one. */
static int
usage_open(char *buf)
{
	size_t	 len = strlen(buf);

	if (len == 0 || buf[len - 1] != ']')
		return 0;
	buf[len - 1] = '\0';
	return 1;
}

/*
 * An option in a usage line (cli_option's arg says how): after a space, on
 * a new line, or as the next form of the command (head, "referee baska
 * legal"); "[--name ARG]", "--name ARG" when required, "-f ARG" in its
 * short form, or written into the brackets of the option before it.
 */
static void
usage_own(char *buf, size_t size, const struct cli_option *e, const char *head)
{
	const char	*arg = e->arg ? e->arg : "";
	char		 sep[160] = " ", name[64];
	size_t		 len, nind;
	int		 req, join = 0, tight = 0;

	if (*arg == '~')	/* parsed, not shown */
		return;
	if (*arg == '\f') {	/* the next form: a line of its own, under usage: */
		snprintf(sep, sizeof(sep), "\n%*s%s ", USAGE_INDENT, "", head);
		arg++;
	} else if (*arg == '\n') {	/* a new line, indented by the spaces after \n */
		nind = strspn(++arg, " ");
		snprintf(sep, sizeof(sep), "\n%.*s", (int)nind, arg);
		arg += nind;
	} else if (*arg == '/') {	/* the next form on this line */
		snprintf(sep, sizeof(sep), " | ");
		arg++;
	}
	if (*arg == '=') {	/* operands, where they stand */
		len = strlen(buf);
		snprintf(buf + len, size - len, "%s%s", sep, arg + 1);
		return;
	}
	if ((*arg == '|' || *arg == '[' || *arg == '+') && usage_open(buf)) {
		join = *arg++;
		/* a flag's negation stands tight: "[--bok|--no-bok]" */
		tight = join == '|' && *arg == '\0';
		snprintf(sep, sizeof(sep), "%s", join != '|' ? " " : tight ? "|" : " | ");
	}
	arg += *arg == '?';	/* required, checked by the command */
	if ((req = *arg == '!'))
		arg++;
	if (*arg == '-' && isalpha(e->o.val)) {	/* its short form */
		arg++;
		snprintf(name, sizeof(name), "-%c", e->o.val);
	} else
		snprintf(name, sizeof(name), "--%s", e->o.name);
	/* its own brackets: optional and alone, or nested in the one before */
	req = join == '|' || join == '+' || (join == 0 && req);
	len = strlen(buf);
	snprintf(buf + len, size - len, "%s%s%s%s%s%s%s", sep, req ? "" : "[", name,
	    *arg ? " " : "", arg, req ? "" : "]", join ? "]" : "");
}

/*
 * The options' part of a usage line, from the spec: the shared options in
 * a fixed order, then the own ones in the spec's (a shared one named there
 * stands in its place), then the operands; an option --format alone comes
 * after the operands as "[-f text|csv]". head ("referee baska legal")
 * begins a second form of the command.
 */
static const char *
usage_text(const char *head, const struct command *c)
{
	static char	 buf[768];
	const struct cli_option *e;
	const char	*ops = c->usage ? c->usage : "";
	unsigned	 w = c->want & CO_MASK;
	size_t		 len;

	if (w == 0 && c->opts == NULL)
		return c->usage;
	if ((w & ~CO_HTML) == CO_FORMAT && c->opts == NULL) {
		snprintf(buf, sizeof(buf), NT_("%s%s[-f text|csv%s]"), ops, *ops ? " " : "",
		    (w & CO_HTML) ? NT_("|html") : "");
		return buf;
	}
	if (own_named(c->opts, "format"))
		w &= ~(CO_FORMAT | CO_HTML);
	snprintf(buf, sizeof(buf), "%s%s%s%s%s%s",
	    (w & CO_TABLE) ? NT_(" [EVENT] --session S --table T") : "",
	    (w & CO_BY) && !own_named(c->opts, "by") ? NT_(" [--by WHO]") : "",
	    (w & CO_RULESET) && !own_named(c->opts, "ruleset") ? NT_(" [--ruleset R]") : "",
	    (w & CO_FORMAT) ? NT_(" [--format text|csv") : "",
	    (w & CO_FORMAT) ? ((w & CO_HTML) ? NT_("|html]") : "]") : "",
	    (w & CO_CANONICAL) && !own_named(c->opts, "canonical") ? NT_(" [--canonical]") : "");
	for (e = c->opts; e != NULL && e->o.name != NULL; e++)
		usage_own(buf, sizeof(buf), e, head);
	len = strlen(buf);
	snprintf(buf + len, sizeof(buf) - len, "%s%s", *ops ? " " : "", ops);
	return buf + (*buf == ' ');
}

/*
 * The placeholders of the usages (their operands and option values), in the
 * words of the manual pages: the Polish manual says "turniej", "plik",
 * "kto". A word not here stays as it is (R, S, N, H1, D D D D D). GAME is
 * a game's name (baska, dice), NUMBER a game's number (Polish "partia").
 */
static const char *const usage_words[] = {
	NC_("usage", "BOARD1"), NC_("usage", "BOARD2"), NC_("usage", "CALL"),
	NC_("usage", "CARD"), NC_("usage", "CARDS"), NC_("usage", "CATEGORY"),
	NC_("usage", "COMMAND"), NC_("usage", "DIR"), NC_("usage", "EVENT"),
	NC_("usage", "FILE"), NC_("usage", "GAME"), NC_("usage", "MATCH"),
	NC_("usage", "NAME"), NC_("usage", "NEW"), NC_("usage", "NUMBER"), NC_("usage", "OLD"),
	NC_("usage", "PLAYER"), NC_("usage", "PLAYER=POINTS"), NC_("usage", "POINTS"),
	NC_("usage", "SEASON"), NC_("usage", "SEAT"), NC_("usage", "SUBCOMMAND"),
	NC_("usage", "TEXT"), NC_("usage", "TILE"), NC_("usage", "VERSION"),
	NC_("usage", "WHO"), NC_("usage", "YYYY"),
};

/* The word w (len bytes) of a usage in the user's language: its translation, or NULL. */
static const char *
usage_word(const char *w, size_t len)
{
	char		 id[64];
	const char	*t;
	size_t		 i;

	for (i = 0; i < sizeof(usage_words) / sizeof(usage_words[0]); i++)
		if (strlen(usage_words[i]) == len && strncmp(usage_words[i], w, len) == 0)
			break;
	if (i == sizeof(usage_words) / sizeof(usage_words[0]))
		return NULL;
	/* the msgid of pgettext("usage", word): the context, EOT, the word */
	snprintf(id, sizeof(id), NT_("usage\004%s"), usage_words[i]);
	return (t = gettext(id)) == id ? usage_words[i] : t;
}

const char *
cli_usage_words(const char *u)
{
	static char	 buf[1024];
	const char	*p, *t;
	size_t		 len = 0, n;

	buf[0] = '\0';
	for (p = u; p != NULL && *p != '\0' && len + 1 < sizeof(buf); p += n) {
		/* a placeholder: capitals, digits and "=", after no letter or digit */
		n = 1;
		t = NULL;
		if (isupper((unsigned char)*p) && (p == u || !isalnum((unsigned char)p[-1]))) {
			n = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_=");
			t = usage_word(p, n);
		}
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%.*s",
		    t != NULL ? (int)strlen(t) : (int)n, t != NULL ? t : p);
	}
	return buf;
}

const char *
cli_usage_form(const char *prefix, const struct command *c)
{
	char		 head[128];
	const char	*u;

	snprintf(head, sizeof(head), "%s%s%s", prefix ? prefix : "", prefix ? " " : "",
	    c->name);
	u = usage_text(head, c);
	return u != NULL ? cli_usage_words(u) : NULL;
}

const char *
cli_usage_text(const struct command *c)
{
	return usage_text(c->name, c);
}

int
cli_opt_arg(int ch, const char *arg, void *ctx)
{
	(void)ch;
	*(const char **)ctx = arg;
	return 0;
}

int
cli_opt_count(int ch, const char *arg, void *ctx)
{
	(void)ch;
	(void)arg;
	(*(int *)ctx)++;
	return 0;
}

int
cli_open_table(const struct cli_opts *o, const char *event, struct db **db,
    struct db_event *ev, int64_t *table)
{
	int	 rc;

	if ((rc = league_open(db)) != 0)
		return rc;
	/* event NULL: the current event (league_event). */
	if ((rc = league_event(*db, event, ev)) != 0 ||
	    (rc = league_table(*db, ev, o->session, o->table, table)) != 0) {
		db_close(*db);
		*db = NULL;
		return rc;
	}
	return 0;
}
