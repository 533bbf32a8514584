/*
 * The command layer: the only code that reads options, prints and exits.
 * Commands are rows of tables; a row either runs a function or opens a group
 * of subcommands ("referee baska legal"). help and usage are printed from the
 * tables, so they never drift from what exists.
 */
#ifndef CLI_H
#define CLI_H

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>

#include "../util/i18n.h"
#include "../util/lang.h"
#include "../util/util.h"
#include "../util/kv.h"
#include "../report/format.h"

/*
 * A command's own option in its spec: getopt's, and its value's name in the
 * usage, where the options stand in the order of the spec (the shared ones
 * first; one named in the spec stands in its place instead). The arg says
 * how, its marks in this order, then the value's name (none: no value):
 *   "~"    parsed, never shown (git's PARSE_OPT_HIDDEN: "deal fix --file",
 *          which its usage has never named), and nothing after it but "!"
 *          (required all the same: "dice turn --undo --game", whose usage
 *          names the operand GAME that gives it);
 *   "\n  " starts a new line of the usage, indented by the spaces after it;
 *   "\f"   starts the command's next form, a line of its own ("referee baska
 *          legal --solve ...");
 *   "/"    starts the command's next form on the same line, after " | "
 *          ("[EVENT] [--teams] | --season NAME");
 *   "="    not an option: operands written where they stand in the spec,
 *          the rest of arg (CLI_OPERANDS: "EVENT --game N", where the row's
 *          usage puts its operands after the options);
 *   "|"    an alternative to the option before, in its brackets
 *          ("[--event E | --season S]"; a flag to a flag tight: "[--bok|--no-bok]");
 *   "["    nested in the option before's brackets ("[--event E [--new]]");
 *   "+"    grouped in the option before's brackets ("[--fleet1 F --fleet2 F]");
 *   "?"    before "!": shown required, but the command checks it (CMD_SPEC
 *          enforces the other "!"; "baska score --eyes", which a baśka
 *          without eyes implies);
 *   "!"    a required option's: "--name FILE", not "[--name FILE]";
 *   "-"    shown by its short form, the val ("[-f text|csv]").
 * An option named again later in the spec is only placed there again in
 * the usage (a second form's), not parsed twice.
 */
struct cli_option {
	struct option	 o;
	const char	*arg;		/* "FILE"; NULL: no value */
	/*
	 * What the value is (git's OPT_INTEGER, OPT_CALLBACK): converted as it
	 * comes, refused in one shape per type, kept for cmd_int. CLI_UNTYPED
	 * (an older spec's zero) leaves the text to the command.
	 */
	enum cli_type {
		CLI_UNTYPED,
		CLI_INT,	/* min to max: "--deals: expected a whole number
				   from 1 to 1000", or with what "--eyes: expected
				   the declaring side's eyes, 0 to 104, not '105'" */
		CLI_SEAT,	/* "--dealer: expected a seat from 1 to 4, not '0'" */
		CLI_CONV,	/* conv's: "--contract: " and its errbuf's message */
		CLI_EVENT,	/* names the event, which cmd_setup finds (ev), as
				   CMD_EVENT's operand: "analyse --event E" */
		CLI_TEXT,	/* a name or free text, through cli_text: kept in
				   NFC, or "--by: column 3: control character ..." */
	}		 type;
	long		 min, max;
	/*
	 * CLI_INT: the value's words (N_()); CLI_OPERANDS_MIN: the operands'
	 * in "baska check: a FILE (- reads standard input) is required" (NULL
	 * with CMD_USAGE);
	 * CLI_FORM_ERROR: the message of a form mixed with another; CLI_TEXT
	 * with min 1: the message when the option is missing or blank
	 * ("--undo needs --why TEXT: ...").
	 */
	const char	*what;
	int		(*conv)(const char *arg, long *value, struct errbuf *);
	/*
	 * Operands (CMD_SPEC): CLI_OPERANDS_TEXT's words for each in an error
	 * ("player name"); CLI_OPERAND_OF's own option.
	 */
	const char	*of;
};

/* Operands in a spec, among its options ("=" above); never parsed. */
#define CLI_OPERANDS(text)	{ { "", no_argument, NULL, 0 }, "=" text }
#define CLI_IS_OPERANDS(e)	((e)->o.name[0] == '\0')
/*
 * The same, at least min of them (CMD_SPEC): fewer is "X: what is
 * required" and the hint of X --help.
 */
#define CLI_OPERANDS_MIN(text, n, w) \
	{ { "", no_argument, NULL, 0 }, "=" text, CLI_UNTYPED, (n), 0, (w), NULL }
/*
 * The same, at most max of them: more is "X: unexpected argument 'a'" (the
 * operands counted after CMD_EVENT's EVENT).
 */
#define CLI_OPERANDS_N(text, min, max, w) \
	{ { "", no_argument, NULL, 0 }, "=" text, CLI_UNTYPED, (min), (max), (w), NULL }
/*
 * The same, each (after CMD_EVENT's EVENT) a name or free text through
 * cli_text (CLI_TEXT), what naming it in an error (N_(): "player name").
 */
#define CLI_OPERANDS_TEXT(text, min, max, what) \
	{ { "", no_argument, NULL, 0 }, "=" text, CLI_TEXT, (min), (max), NULL, NULL, (what) }
/*
 * The same, the operand (the last word of text, at most one) another way
 * to give the own option name ("EVENT GAME" for "--game N"): converted as
 * that option is, named by its word in the user's language ("GAME: expected
 * a whole number ..."), and refused when both are given and disagree
 * ("--game 2 and GAME 3 disagree"); then taken as the option given, no
 * operand left.
 */
#define CLI_OPERAND_OF(text, min, max, name) \
	{ { "", no_argument, NULL, 0 }, "=" text, CLI_UNTYPED, (min), (max), NULL, NULL, (name) }
/*
 * Not shown (CMD_SPEC): the message when the form it stands in is given with
 * an option or operands of another form, or a form before it that has none
 * ("baska analyse: give files, --event or --season, one of them"); said by
 * the form it stands in ("baska legal --solve: ...": its first option).
 */
#define CLI_FORM_ERROR(msg) \
	{ { "", no_argument, NULL, 0 }, "~", CLI_UNTYPED, 0, 0, (msg), NULL }

/* --by WHO alone (CLI_TEXT), the own options of the commands that add records (opts.c). */
extern const struct cli_option cli_by_option[];

struct cmd_ctx;
struct cmd_event_game;
struct db;
struct db_event;

struct command {
	const char		*name;
	/*
	 * argv[0] is the command's own name; returns an exit status. A row
	 * with CMD_* needs in want has a CMD_ENTRY here, which runs the
	 * driver (cli_drive) and then the command with a ready context.
	 */
	int			(*fn)(int argc, char **argv);
	/*
	 * The arguments after the full command name; with a spec (want or
	 * opts), only the operands after the options: the options' part, and
	 * operands among them (CLI_OPERANDS), are generated from the spec
	 * (cli_usage_text).
	 */
	const char		*usage;
	const char		*summary;	/* one line */
	const struct command	*sub;		/* a group: NULL-terminated table */
	const char		*help;		/* optional longer text for help COMMAND */
	/*
	 * The spec: the shared options (CO_*) and the command's own ones
	 * (NULL-terminated; shown "[--name ARG]", or "--name ARG" when
	 * required), which cli_opts_parse reads from the running row when it
	 * has a spec; and what the command needs (CMD_*, with a CMD_ENTRY).
	 */
	unsigned		 want;
	const struct cli_option	*opts;
	/*
	 * The game whose ruleset (--ruleset, else its default) the driver
	 * reads before the command (cmd_ctx's rules), after the spec's checks
	 * and before the database (git's RUN_SETUP, for a ruleset); NULL: none.
	 */
	const struct kv_game	*rules;
	/*
	 * The game whose events the row's EVENT names: cmd_setup refuses
	 * another game's event and reads the event's rules into cmd_ctx's
	 * rules (league_game_event); NULL: any event, no rules.
	 */
	const struct cmd_event_game *event_game;
};

/*
 * The events of a game that keeps them (dice, rybareni), for struct command
 * and the game's store hooks (game_store.h).
 */
struct cmd_event_game {
	const char	*game;		/* "dice", as the event stores it */
	/* N_(): the refusal of another game's event (its name, then its game) */
	const char	*wrong;
	int		(*read)(struct db *, int64_t event, void *rules, struct errbuf *);
	size_t		 size;		/* of the rules read */
};
/*
 * Opens the database and finds the event name (NULL: the current one) of
 * the game g, its rules read into rules (g's size): 0, or the exit status
 * (printed; nothing left open).
 */
int	 cmd_game_event(const struct cmd_event_game *g, const char *name, struct db **,
	    struct db_event *, void *rules);

/*
 * The usage of a row: written, or generated from its spec (valid until the
 * next call), in English, as completion reads it.
 */
const char *cli_usage_text(const struct command *);
/*
 * The same as printed, a second form's line headed "prefix name" ("referee
 * baska" "legal"), its placeholders in the user's language (cli_usage_words).
 */
const char *cli_usage_form(const char *prefix, const struct command *);
/*
 * A usage's placeholders (EVENT, FILE, PLAYER=POINTS ...) in the user's
 * language, through gettext with the context "usage"; the options and the
 * words of choices stay (valid until the next call).
 */
const char *cli_usage_words(const char *usage);
/* The command row cli_run is running, or NULL. */
const struct command *cli_running(void);

/*
 * The top-level table (commands.c): the base commands and every game's
 * groups (their registered rows), sorted by name, terminated by name == NULL.
 */
const struct command *cli_commands(void);
/* The groups, one per cmd_<group>.c. */
extern const struct command baska_commands[];
extern const struct command ruleset_commands[];
extern const struct command dice_commands[];
extern const struct command fleet_commands[];
extern const struct command battle_commands[];
extern const struct command flota_commands[];
extern const struct command manewry_commands[];
extern const struct command rybareni_commands[];

/* Global options (main.c). */
extern int cli_db_create;		/* league_open may create a missing database (cli.c) */
extern const char *cli_db_path;		/* --db, else $REFEREE_DB, else referee.db (cli.c) */

/* enum out_format (FMT_TEXT, FMT_CSV, FMT_HTML) belongs to the report layer. */

/* Parses --format's argument; allow_html for reports. Prints and returns -1 if bad. */
int	 cli_format(const char *arg, int allow_html, enum out_format *out);

/* Runs a command row (dispatching into groups); prefix is "referee baska" etc. */
int	 cli_run(const struct command *, const char *prefix, int argc, char **argv);
/*
 * How the running command waits for another one writing its database:
 * told once on standard error, and given up after $REFEREE_WAIT seconds
 * (default 60) when bounded, else as long as it takes (enter).
 */
void	 cli_wait(const char *command, int bounded);
/* Finds a row in a table by name, or NULL. */
const struct command *cli_find(const struct command *table, const char *name);
/* Prints "usage: referee baska legal ..." of a row to fp. */
/*
 * "'seat' or 'set'": the commands of table nearest to name by edit distance
 * (when near enough) into buf; returns how many.
 */
int	 cli_suggest(const struct command *table, const char *name, char *buf, size_t size);
/*
 * The columns of "usage: ", by which a generated usage's later lines are
 * indented; cli_usage indents them by the width of the word it prints.
 */
#define USAGE_INDENT	7
/*
 * A usage line breaks before it passes USAGE_COLUMNS (a terminal's 80), its
 * later lines indented by USAGE_WRAP as "event add"'s spec marks its own.
 */
#define USAGE_COLUMNS	80
#define USAGE_WRAP	18
void	 cli_usage(FILE *fp, const char *prefix, const struct command *);
/*
 * Prints text from column col, its words on lines of at most USAGE_COLUMNS
 * (a word wider than a line stands alone), later lines indented by indent,
 * and a newline: a command's summary in a list ("  deal         league: ...").
 */
void	 cli_wrap(FILE *fp, const char *text, int col, int indent);
/* Prints the full help of a row (usage, summary, help text or the group list). */
void	 cli_help(FILE *fp, const char *prefix, const struct command *);

/* "referee: msg" on stderr; returns EXIT_USAGE for convenience. */
int	 cli_errx(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/*
 * "referee: usage: referee dice check ..." on stderr from the usage of the
 * command row being run (the command table is the only place usage lines
 * are written); returns EXIT_USAGE.
 */
int	 cli_usage_error(void);
/*
 * An option's value refused (EXIT_USAGE): "referee: --hand: column 4: msg",
 * "--play: msg", or err's message alone when whole (it names the option).
 */
int	 cli_opt_refused(const char *opt, int whole, const struct errbuf *);
/*
 * Reports an errbuf as "referee: FILE:LINE:COL: msg" (parts omitted when
 * absent) and returns status.
 */
int	 cli_err_at(int status, const char *file, const struct errbuf *);
/*
 * The same broken at spaces into a terminal's 80 columns (report_say), the
 * head on the first line, later lines indented 2: for long refusals.
 */
int	 cli_err_said(int status, const char *file, const struct errbuf *);

/*
 * Loads a ruleset for a game (name or file) and reports errors the standard
 * way. Returns 0 or the exit status to return.
 */
int	 cli_ruleset(const struct kv_game *, const char *arg, void *obj);

/* ------------------------------------------------ shared options (opts.c) */

/*
 * A name or free text from the command line, the one way such text comes
 * in (what names it: "--why", "player name"): refused with
 * "referee: WHAT: column N: control character U+001B is not allowed" for a
 * C0 or C1 control, DEL, a bidi override or isolate, or invalid UTF-8
 * (returns NULL; the caller exits 2), else the text in NFC, kept until exit.
 */
const char *cli_text(const char *what, const char *arg);
/*
 * The one operand after a command's options (argv from cli_opts_parse,
 * optind past them), through cli_text as what: 0 with *text, or the exit
 * status (the usage or the error printed).
 */
int	 cli_one_operand(int argc, char **argv, const char *what, const char **text);

/* The shared options a command takes (cli_opts.want). */
#define CO_RULESET	0x01	/* --ruleset R (-r) */
#define CO_FORMAT	0x02	/* --format text|csv (-f) */
#define CO_HTML		0x04	/* --format may also be html */
#define CO_TABLE	0x08	/* --session S --table T (-s, -t), both required */
#define CO_BY		0x10	/* --by WHO (-u) */
#define CO_TABLE_ANY	0x20	/* --session S --table T, not required */
#define CO_CANONICAL	0x40	/* --canonical (-c, -C): print the record back, do not judge */
#define CO_GLOBAL	0x80	/* referee's own options: --db is also -d; stop at the command */
#define CO_MASK		0xff	/* the CO_* bits of a row's want */

/*
 * What a command run through its context needs (tmux's cmd_entry flags,
 * git's RUN_SETUP): cli_drive parses the spec's options, checks the
 * operands' count (and with CMD_SPEC the spec), reads the row's ruleset,
 * opens the database, finds the event, calls the command and closes what
 * it opened, in this order, each failure printed once and its exit status
 * returned.
 */
#define CMD_DB		0x100	/* opens the league database (league_open) */
#define CMD_DB_CREATE	0x200	/* a missing database is created (event add, player add) */
#define CMD_EVENT	0x400	/* the first operand names the event; CMD_DB: found */
#define CMD_EVENT_OPT	0x800	/* [EVENT]: taken when one operand more than CMD_ARGS */
#define CMD_LATE	0x1000	/* CMD_DB when the command calls cmd_setup (its checks first) */
/*
 * The spec is the check (tmux's args_parse template): of its forms ("\f",
 * "/"; a later form is chosen by its first option, marked "!") one is
 * given, each "!" option of it, and its operands (CLI_OPERANDS_MIN; none
 * where the spec has none), in this order, before the database.
 */
#define CMD_SPEC	0x2000
/*
 * With CMD_SPEC: a missing "!" option, too few or too many operands are
 * refused with the row's usage (cli_usage_error), as a row whose refusals
 * were always the usage line ("dice turn" without --game).
 */
#define CMD_USAGE	0x4000
/*
 * The row's ruleset is read only when --ruleset is given (ctx's rules NULL
 * without it): each record's own Ruleset tag decides ("dice check").
 */
#define CMD_RULES_GIVEN	0x8000
/* Exactly n operands (after the event); without it, any number. */
#define CMD_ARGS(n)	((unsigned)((n) + 1) << 16)
#define CMD_ARGS_OF(w)	((int)(((w) >> 16) & 0xff) - 1)
#define CMD_OWN_MAX	24	/* entries of one spec (its own options) */

/* What a command run by cli_drive gets, ready. */
struct cmd_ctx {
	const struct command	*cmd;
	struct cli_opts		*o;		/* the shared options parsed */
	const char		*arg[CMD_OWN_MAX];	/* own options' last values, in spec order */
	int			 count[CMD_OWN_MAX];	/* and how often each was given */
	long			 val[CMD_OWN_MAX];	/* and the typed ones' values */
	/* every own option given, in order (cmd_nth): its place in the spec, its value */
	struct cmd_given {
		int		 at;
		const char	*arg;
	}			*given;
	int			 ngiven;
	struct db		*db;		/* CMD_DB: open; closed after run */
	struct db_event		*ev;		/* CMD_EVENT* or CLI_EVENT given: found (cmd_setup) */
	void			*rules;		/* the row's rules or its event's: read */
	const char		*event;		/* the EVENT operand or option; NULL: the current event */
	int			 argc;		/* the operands left */
	char			**argv;
	/* CMD_ENTRY_WITH: each own option also goes through handle into data. */
	int			(*handle)(int ch, const char *arg, void *data);
	void			*data;
};

/*
 * The driver of the running row (its spec and needs in want): returns the
 * exit status of run, or of what failed before it (printed).
 */
int	 cli_drive(int argc, char **argv, int (*run)(struct cmd_ctx *));
/* The same, with a handler checking each own option as it comes into data. */
int	 cli_drive_with(int argc, char **argv, int (*run)(struct cmd_ctx *),
	    int (*handle)(int ch, const char *arg, void *data), void *data);
/*
 * A row's fn that runs run through cli_drive: "static CMD_ENTRY(cmd_x, x)". A
 * command that checks its operands before the database is opened (their
 * errors come first) says CMD_LATE and calls cmd_setup after its checks.
 */
#define CMD_ENTRY(fn, run) \
	int fn(int argc, char **argv) { return cli_drive(argc, argv, run); }
/*
 * The same with a handler whose errors come in the order of the options
 * given ("--date" checked before a later "--deals"); run finds its
 * results in ctx->data, a zeroed type.
 */
#define CMD_ENTRY_WITH(fn, run, handle, type) \
	int fn(int argc, char **argv) { type d = { 0 }; \
	    return cli_drive_with(argc, argv, run, handle, &d); }

/*
 * Opens the database and finds the event (CMD_EVENT*) into ctx, closed by
 * the driver after the command: done before it, or with CMD_LATE by the
 * command once its operands are checked. A row with an event_game takes
 * that game's event alone and has its rules read into ctx's rules. 0, or
 * the exit status (printed).
 */
int	 cmd_setup(struct cmd_ctx *);

/* The value of the own option name, or NULL when not given. */
const char *cmd_arg(const struct cmd_ctx *, const char *name);
/* How often the own option name was given. */
int	 cmd_count(const struct cmd_ctx *, const char *name);
/*
 * The value of the nth (from 0) of the own option name given again and
 * again ("--used ones=3 --used twos"), or NULL after the last.
 */
const char *cmd_nth(const struct cmd_ctx *, const char *name, int n);
/*
 * "baska legal: --hand is required" and "(see 'referee baska legal --help')"
 * for the running command, what it needs (an option, "at least one CALL");
 * returns EXIT_USAGE.
 */
int	 cmd_missing(const char *what);
/* The value of the typed own option name (struct cli_option's type), 0 when not given. */
long	 cmd_int(const struct cmd_ctx *, const char *name);

struct db;
struct db_event;

/*
 * What cli_opts_parse found; zero-initialise, then set want, extra, handle.
 * Given neither want nor extra, the options are the running command row's
 * spec (struct command's want and opts), when it has one.
 */
struct cli_opts {
	unsigned		 want;		/* CO_* */
	const struct option	*extra;		/* the command's own options, or NULL */
	/* An own option: 0, or an exit status (the error printed). */
	int			(*handle)(int ch, const char *arg, void *ctx);
	void			*ctx;

	const char		*ruleset;	/* NULL: the default */
	enum out_format		 format;	/* FMT_TEXT unless --format */
	int			 session, table;
	const char		*by;
	int			 canonical;
};

/*
 * Parses a command's options: the shared ones of o->want, --db (which
 * every command takes), and o->extra. Alphabetic vals double as short
 * options; a long-only option has a val from CLI_LONG up. Returns 0 with
 * optind at the operands, or the exit status (the error printed; a missing
 * --session or --table prints the usage), or CLI_OPTS_STOP when a handler
 * returned it.
 */
int	 cli_opts_parse(struct cli_opts *, int argc, char **argv);
#define CLI_LONG	0x200	/* the first val of a long-only option */
#define CLI_OPTS_STOP	(-1)	/* a handler's "done: parse no further" */

/*
 * Whether name is a shared option of want (CO_*): named in a spec, it only
 * stands there in the usage and is parsed as the shared one.
 */
int	 cli_opt_shared(unsigned want, const char *name);

/* Handlers for a command with one option of its own; ctx points at the result. */
int	 cli_opt_arg(int ch, const char *arg, void *ctx);	/* const char *: the value */
int	 cli_opt_count(int ch, const char *arg, void *ctx);	/* int: counted */
/*
 * EVENT --session S --table T: opens the database and finds the event and
 * the table. Returns 0, or the exit status (printed; nothing left open).
 */
int	 cli_open_table(const struct cli_opts *, const char *event, struct db **,
	    struct db_event *, int64_t *table);

/*
 * Resets getopt for a command's option parsing (cli_run does, before every
 * command parses its argv with cli_opts_parse).
 */
void	 cli_getopt_reset(void);

/*
 * Appends sep and prefix name quoted in the user's language to buf: "'--club'",
 * in Polish "„--club”" (the quotes of every other message).
 */
void	 cli_quote_add(char *buf, size_t size, const char *sep, const char *prefix,
	    const char *name);
/*
 * "'seat' or 'set'": the names nearest to name by edit distance (when near
 * enough: at most a third of the longer word, and 2 at least) into buf,
 * each written with prefix before it ("--"); returns how many.
 */
int	 cli_suggest_names(const char *const *names, size_t n, const char *name,
	    const char *prefix, char *buf, size_t size);
/*
 * "referee: baska score: msg" on stderr, for an option error (just
 * "referee: msg" before a command).
 */
void	 cli_opt_errx(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif /* CLI_H */
