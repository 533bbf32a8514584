/* referee help, referee version and the top-level usage. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "help_text.h"
#include "../util/i18n.h"

#ifndef REFEREE_VERSION
#define REFEREE_VERSION "0.1.0"
#endif

void
cli_main_usage(FILE *fp)
{
	const struct command *c;

	fputs(_("usage: referee [--db FILE] COMMAND [ARGS ...]\n"
	    "       referee help [COMMAND [SUBCOMMAND]]\n"
	    "       referee --version\n\nCommands:\n"), fp);
	for (c = cli_commands(); c->name; c++)
		if (strncmp(c->name, "__", 2) != 0) {	/* internal: __complete */
			fprintf(fp, "  %-12s ", c->name);
			cli_wrap(fp, _(c->summary), 15, 15);
		}
	fputs(_("\nExit status: 0 success, 1 a rule is broken, 2 usage or unreadable input,\n"
	    "3 system or database error. See referee(1).\n"), fp);
}

/* The width of UTF-8 text in characters (continuation bytes not counted). */
static size_t
help_width(const char *s, size_t n)
{
	size_t	 w = 0, i;

	for (i = 0; i < n; i++)
		w += ((unsigned char)s[i] & 0xc0) != 0x80;
	return w;
}

/* Prints text filled to width columns, words kept whole. */
static void
help_fill(FILE *fp, const char *text, size_t width)
{
	const char	*p = text, *e;
	size_t		 col = 0, w;

	while (*p != '\0') {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		for (e = p; *e != '\0' && *e != ' '; e++)
			;
		w = help_width(p, (size_t)(e - p));
		if (col > 0 && col + 1 + w > width) {
			fputc('\n', fp);
			col = 0;
		} else if (col > 0) {
			fputc(' ', fp);
			col++;
		}
		fwrite(p, 1, (size_t)(e - p), fp);
		col += w;
		p = e;
	}
	if (col > 0)
		fputc('\n', fp);
}

/* An example in the user's language where it has words (pgettext("example", ...)), else as written. */
static const char *
example_text(const char *example)
{
	static char	 id[1024];
	const char	*t;

	/* the msgid of pgettext: the context, EOT, the text */
	if ((size_t)snprintf(id, sizeof(id), NT_("example\004%s"), example) >= sizeof(id))
		return example;
	return (t = gettext(id)) == id ? example : t;
}

/* The paragraph and the example of a top-level command (help_text.c). */
static void
help_more(FILE *fp, const struct command *c)
{
	const struct help_text *h = help_text_find(c->name);

	if (h == NULL)
		return;
	fputc('\n', fp);
	help_fill(fp, _(h->paragraph), 76);
	fprintf(fp, "\n%s\n  %s\n", _("Example:"), example_text(h->example));
}

int
cmd_help(int argc, char **argv)
{
	const struct command	*c, *s;

	if (argc < 2) {
		cli_main_usage(stdout);
		return EXIT_OK;
	}
	if ((c = cli_find(cli_commands(), argv[1])) == NULL) {
		char	 hint[256];

		if (cli_suggest(cli_commands(), argv[1], hint, sizeof(hint)) > 0)
			return cli_errx(EXIT_USAGE, _("help: unknown command '%s'; did you mean %s?"),
			    argv[1], hint);
		return cli_errx(EXIT_USAGE, _("help: unknown command '%s'"), argv[1]);
	}
	if (argc > 2 && c->sub != NULL) {
		char	 prefix[64], hint[256];

		if ((s = cli_find(c->sub, argv[2])) == NULL) {
			if (cli_suggest(c->sub, argv[2], hint, sizeof(hint)) > 0)
				return cli_errx(EXIT_USAGE, _("help: unknown command '%s %s'; "
				    "did you mean %s?"), argv[1], argv[2], hint);
			return cli_errx(EXIT_USAGE, _("help: unknown command '%s %s'"),
			    argv[1], argv[2]);
		}

		snprintf(prefix, sizeof(prefix), NT_("referee %s"), c->name);
		cli_help(stdout, prefix, s);
		return EXIT_OK;
	}
	cli_help(stdout, "referee", c);
	help_more(stdout, c);
	return EXIT_OK;
}

int
cmd_version(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	printf(_("referee %s\n"), REFEREE_VERSION);
	return EXIT_OK;
}

