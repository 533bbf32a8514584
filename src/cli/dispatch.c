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

int
cli_main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "db", required_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const struct command	*c;
	int			 ch, rc;

	cli_db_path = getenv("REFEREE_DB");
	if (cli_db_path == NULL || *cli_db_path == '\0')
		cli_db_path = "referee.db";
	cli_db_create = 0;
	cli_getopt_reset();
	while ((ch = getopt_long(argc, argv, "+d:hV", longopts, NULL)) != -1) {
		switch (ch) {
		case 'd':
			cli_db_path = optarg;
			break;
		case 'h':
			cli_main_usage(stdout);
			return EXIT_OK;
		case 'V':
			return cmd_version(0, NULL);
		default:
			cli_main_usage(stderr);
			return EXIT_USAGE;
		}
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
