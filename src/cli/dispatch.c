/*
 * The command dispatcher main() calls: the global options, then the command
 * table. Kept out of main.c so that a test can run the tool's commands in
 * its own process (tests/check_plugin.c).
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"

/* An unknown command: its nearest names, else a pointer to the help. */
static int
unknown_command(const char *name)
{
	char	 hint[256];

	if (cli_suggest(cli_commands(), name, hint, sizeof(hint)) > 0)
		cli_errx(EXIT_USAGE, _("unknown command '%s'; did you mean %s?"), name, hint);
	else
		cli_errx(EXIT_USAGE, _("unknown command '%s' (see 'referee help')"), name);
	return EXIT_USAGE;
}

/* --help and --version: done at once, the status in ctx (cli_opts handler). */
static int
main_opt(int ch, const char *arg, void *ctx)
{
	(void)arg;
	if (ch == 'h') {
		cli_main_usage(stdout);
		*(int *)ctx = EXIT_OK;
	} else
		*(int *)ctx = cmd_version(0, NULL);
	return CLI_OPTS_STOP;
}

int
cli_main(int argc, char **argv)
{
	static const struct option own[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli_opts		 o = { .want = CO_GLOBAL, .extra = own, .handle = main_opt };
	const struct command	*c;
	int			 rc, done = EXIT_OK;

	cli_db_path = getenv("REFEREE_DB");
	if (cli_db_path == NULL || *cli_db_path == '\0')
		cli_db_path = "referee.db";
	cli_db_create = 0;
	cli_getopt_reset();
	o.ctx = &done;
	/* --db (-d) is the shared one, here with its short form. */
	if ((rc = cli_opts_parse(&o, argc, argv)) == CLI_OPTS_STOP)
		return done;
	if (rc != 0) {
		cli_main_usage(stderr);
		return EXIT_USAGE;
	}
	argc -= optind;
	argv += optind;
	if (argc == 0) {
		cli_main_usage(stderr);
		return EXIT_USAGE;
	}
	if ((c = cli_find(cli_commands(), argv[0])) == NULL)
		return unknown_command(argv[0]);
	rc = cli_run(c, "referee", argc, argv);
	/* Output that did not reach its file is a system error (a closed pipe kills us first). */
	if ((fflush(stdout) == EOF || ferror(stdout)) && rc != EXIT_SYS) {
		cli_errx(EXIT_SYS, _("cannot write the output: %s"), strerror(errno ? errno : EIO));
		return EXIT_SYS;
	}
	return rc;
}
