/*
 * referee verify: checks the whole league database (src/db/verify.c) and
 * prints "ok", or one line per problem naming where it is.
 */
#include <stdio.h>

#include "cli.h"
#include "commands.h"
#include "../db/db.h"

static int
verify_print(void *arg, const struct db_problem *p)
{
	(void)arg;
	if (p->event[0] != '\0') {
		printf(_("event '%s'"), p->event);
		if (p->session > 0)
			printf(_(", session %d"), p->session);
		if (p->table > 0)
			printf(_(", table %d"), p->table);
		if (p->deal > 0)
			printf(_(", deal %d"), p->deal);
		printf(": ");
	}
	printf("%s\n", p->what);
	return 0;
}

int
cmd_verify(int argc, char **argv)
{
	struct db	*db;
	struct errbuf	 err;
	int		 rc, n;

	(void)argv;
	if (argc > 1)
		return cli_errx(EXIT_USAGE, _("usage: referee verify"));
	if ((rc = league_open(&db)) != 0)
		return rc;
	n = db_verify(db, verify_print, NULL, &err);
	db_close(db);
	if (n == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	if (n == 0)
		printf(_("ok\n"));
	else
		printf(P_("%d problem found\n", "%d problems found\n", n), n);
	return n == 0 ? EXIT_OK : EXIT_RULE;
}
