/*
 * referee verify: checks the whole league database (src/db/verify.c) and
 * prints "ok", or one line per problem naming where it is.
 */
#include <getopt.h>
#include <stdio.h>

#include "cli.h"
#include "commands.h"
#include "../db/db.h"
#include "../report/table.h"
#include "../util/keys.h"
#include "../util/util.h"

/*
 * One problem. verify reads a file that may have been edited behind the
 * tool's back, so the names and texts it quotes are written with their
 * control bytes escaped (text_put), like every other text output.
 */
static int
verify_print(void *arg, const struct db_problem *p)
{
	struct strbuf	 where = { NULL, 0, 0 };

	(void)arg;
	if (p->event[0] != '\0' && !p->note) {
		sb_addf(&where, _("event '%s'"), p->event);
		if (p->session > 0)
			sb_addf(&where, _(", session %d"), p->session);
		if (p->table > 0)
			sb_addf(&where, _(", table %d"), p->table);
		if (p->deal > 0)
			sb_addf(&where, _(", deal %d"), p->deal);
		sb_adds(&where, ": ");
	}
	sb_adds(&where, p->what);
	text_put(stdout, sb_str(&where));
	putchar('\n');
	sb_free(&where);
	return 0;
}

/* verify [--keys FILE]: the keys read before the database is opened. */
static int
verify(struct cmd_ctx *x)
{
	struct key_list	 keys = { NULL, 0, 0, NULL };
	const char	*file = cmd_arg(x, "keys");
	struct errbuf	 err;
	int		 rc, n;

	err_clear(&err);
	if (file != NULL && key_list_read(file, &keys, &err) == -1) {
		key_list_free(&keys);
		return cli_err_at(EXIT_USAGE, file, &err);
	}
	if ((rc = cmd_setup(x)) != 0) {
		key_list_free(&keys);
		return rc;
	}
	n = db_verify_keys(x->db, file != NULL ? &keys : NULL, 0, verify_print, NULL, &err);
	key_list_free(&keys);
	if (n == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	if (n == 0)
		printf(_("ok\n"));
	else
		printf(P_("%d problem found\n", "%d problems found\n", n), n);
	return n == 0 ? EXIT_OK : EXIT_RULE;
}

CMD_ENTRY(cmd_verify, verify)
