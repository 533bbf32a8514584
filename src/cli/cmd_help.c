/* referee help, referee version and the top-level usage. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "commands.h"

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
		if (strncmp(c->name, "__", 2) != 0)	/* internal: __complete */
			fprintf(fp, "  %-12s %s\n", c->name, _(c->summary));
	fputs(_("\nExit status: 0 success, 1 a rule is broken, 2 usage or unreadable input,\n"
	    "3 system or database error. See referee(1).\n"), fp);
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
		if ((s = cli_find(c->sub, argv[2])) == NULL)
			return cli_errx(EXIT_USAGE, _("help: unknown command '%s %s'"),
			    argv[1], argv[2]);
		char prefix[64];

		snprintf(prefix, sizeof(prefix), "referee %s", c->name);
		cli_help(stdout, prefix, s);
		return EXIT_OK;
	}
	cli_help(stdout, "referee", c);
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

