/*
 * deal add --file and deal fix --file: .bdn records (full or result-only)
 * judged under the event's ruleset and stored with their canonical text,
 * all or nothing.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../notation/bdn_stream.h"
#include "../util/stream.h"
#include "cli.h"
#include "cmd_deal.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../report/deal_line.h"

/* ------------------------------------------------------------ .bdn records */

struct bdn_add {
	const char	*file;
	struct db_deal_file f;
	struct db_deal_where w;
	int		 correction;
	int		 status;	/* worst exit status so far */
	int		 n;
	FILE		*out;		/* what is printed once the deals are stored */
};

/*
 * Stores one record (db_deal_file_put) and spools what is printed of it; a
 * refusal is reported at its position and the next record read. 0, or -2
 * on a database error (printed).
 */
static int
bdn_each(const struct bdn_reader *r, struct baska_deal *rec, void *arg)
{
	struct bdn_add	*a = arg;
	struct db_deal_stored st;
	struct errbuf	 err;
	int		 rc, i;
	char		 head[64] = "";

	(void)r;
	if ((rc = db_deal_file_put(&a->f, &a->w, rec, a->correction, &st, &err)) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg), -2;
	if (rc != 0) {
		cli_err_at(rc, a->file, &err);
		if (rc > a->status)
			a->status = rc;
		return 0;
	}
	a->n++;
	if (a->correction)
		snprintf(head, sizeof(head), _("version %d "), st.deal.version);
	report_deal_line(a->out, head, &st.deal);
	for (i = 0; i < st.verdict.nviol; i++)
		fprintf(a->out, _("  ruling: %s\n"), st.verdict.viol[i].text);
	return 0;
}

/*
 * deal add/fix --file: every record of the file, all or nothing. The file
 * is copied first (tstream_spool: scanned, never read inside the write
 * transaction, whatever it is) and then read back record by record through
 * a bounded window; what is printed waits in a temporary file until commit.
 */
int
deal_file(const struct deal_opts *o, int correction)
{
	struct bdn_add	 a;
	struct tstream	 ts;
	struct errbuf	 err;
	FILE		*spool;
	int		 rc, n;

	memset(&a, 0, sizeof(a));
	memset(&ts, 0, sizeof(ts));
	a.file = o->file;
	a.correction = correction;
	a.w.event = o->event;
	a.w.session = o->session;
	a.w.table = o->table;
	err_clear(&err);
	if ((spool = tstream_spool(o->file, &err)) == NULL)
		return cli_err_at(EXIT_USAGE, o->file, &err);
	if ((a.out = tmpfile()) == NULL) {
		fclose(spool);
		return cli_errx(EXIT_SYS, _("a temporary file: %s"), strerror(errno));
	}
	tstream_openf(&ts, spool, 1, STREAM_WINDOW);
	if ((rc = league_open(&a.f.db)) != 0)
		goto close;
	rc = EXIT_SYS;
	if (db_begin(a.f.db, &err) == -1 || league_entry(a.f.db, o->by, o->why,
	    correction ? "deal fix --file" : "deal add --file", &a.f.entry, &err) == -1) {
		cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if ((rc = bdn_stream_each(&ts, bdn_each, &a, &n, &err)) == -2) {
		rc = EXIT_SYS;
		goto out;
	}
	if (rc == -1) {
		cli_err_at(EXIT_USAGE, o->file, &err);
		rc = EXIT_USAGE;
		goto out;
	}
	if (a.status != 0) {
		rc = cli_errx(a.status, _("%s: nothing stored"), o->file);
		goto out;
	}
	if (a.n == 0) {
		rc = cli_errx(EXIT_USAGE, _("%s: no deal record"), o->file);
		goto out;
	}
	if (db_commit(a.f.db, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	rc = EXIT_OK;
out:
	if (rc != EXIT_OK)
		db_rollback(a.f.db);
	db_close(a.f.db);
close:
	tstream_close(&ts);
	if (rc == EXIT_OK && file_copy(a.out, stdout) == -1)
		rc = cli_errx(EXIT_SYS, _("a temporary file: %s"), strerror(errno));
	fclose(a.out);
	return rc;
}
