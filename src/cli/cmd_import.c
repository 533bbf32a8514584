/*
 * referee import: result-only deals from the league CSV (referee-notation(5)), all or
 * nothing, streamed in one transaction (referee export, cmd_export.c, writes
 * the same columns back). This file reads the file and its header, prints
 * and commits; each row is judged and stored by the pipeline of
 * src/db/import.c (issue 28).
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "commands.h"
#include "../csvio/csvio.h"
#include "../db/baskadb.h"
#include "../db/importdb.h"
#include "../util/i18n.h"
#include "../util/stream.h"
#include "../util/unitext.h"

struct import {
	const char	*file;
	struct db	*db;
	const char	*ruleset;	/* for new events */
	const char	*by;
	struct strbuf	 source;
	int		 map[DIC__COUNT];	/* field index of each column, -1 if absent */
	size_t		 nhead;
	struct csvio	*csv;		/* for the column of a field */
	int		 twice;		/* --new given twice: a name like a player's is new */
};

/* Prints one refused row (db_import_refuse_fn): file:line[:col]: words. */
static void
import_refuse(void *ctx, int line, int field, int col, const char *msg)
{
	struct import	*im = ctx;

	fprintf(stderr, _("referee: %s:%d"), strcmp(im->file, "-") == 0 ? "<stdin>" : im->file,
	    line);
	if (field >= 0 && (col += csvio_field_col(im->csv, (size_t)field) - 1) > 0)
		fprintf(stderr, ":%d", col);
	fputs(": ", stderr);
	fputs(msg, stderr);
	fputc('\n', stderr);
}

static int
header(struct import *im, size_t n, char **f)
{
	char	 key[128];
	size_t	 i, len;
	int	 c, bad = 0, npoints = 0;

	for (c = 0; c < DIC__COUNT; c++)
		im->map[c] = -1;
	im->nhead = n;
	for (i = 0; i < n; i++) {
		/* Folded once (as text_is folds), then compared with each name. */
		if ((len = strlen(f[i])) < sizeof(key))
			text_fold(f[i], len, key, sizeof(key));
		for (c = 0; c < DIC__COUNT; c++)
			if (len < sizeof(key) && strcmp(key, db_import_cols[c].name) == 0)
				break;
		if (c == DIC__COUNT) {
			fprintf(stderr, _("referee: %s:1: unknown column '%s' (expected: event, session,"
			    " table, deal, seat1-seat4, dealer, contract, declarer, partner, kontras,"
			    " eyes, bok, points1-points4, absent)\n"), im->file, f[i]);
			bad = 1;
		} else if (im->map[c] >= 0) {
			fprintf(stderr, _("referee: %s:1: column '%s' appears twice\n"), im->file,
			    db_import_cols[c].name);
			bad = 1;
		} else
			im->map[c] = (int)i;
	}
	for (c = 0; c < DIC__COUNT; c++) {
		if (db_import_cols[c].required && im->map[c] < 0) {
			fprintf(stderr, _("referee: %s:1: column '%s' is missing\n"), im->file,
			    db_import_cols[c].name);
			bad = 1;
		}
		if (c >= DIC_POINTS1 && c <= DIC_POINTS4 && im->map[c] >= 0)
			npoints++;
	}
	if (npoints != 0 && npoints != 4) {
		fprintf(stderr, _("referee: %s:1: points1 to points4 come together\n"), im->file);
		bad = 1;
	}
	return bad ? -1 : 0;
}

/* After the last row: commits when no row was refused; an exit status. */
static int
import_done(struct import *im, long errors, long deals, int usage)
{
	struct errbuf	 err;

	if (errors > 0)
		return cli_errx(usage ? EXIT_USAGE : EXIT_RULE, P_("%s: %ld row rejected;"
		    " nothing imported", "%s: %ld rows rejected; nothing imported", errors),
		    im->file, errors);
	/* A file with no deal writes nothing, not even the entry that would name them. */
	if (deals == 0) {
		printf(_("%s: no deals: nothing imported\n"), im->file);
		return EXIT_OK;
	}
	err_clear(&err);
	if (db_commit(im->db, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	printf(P_("%s: %ld deal imported\n", "%s: %ld deals imported\n", deals), im->file,
	    deals);
	return EXIT_OK;
}

/* Reads every row in one transaction and commits only when none is refused; an exit status. */
static int
import_rows(struct import *im, struct csvio *csv)
{
	struct db_import *dim;
	struct errbuf	 err;
	int64_t		 entry;
	size_t		 n;
	char		**f;
	int		 line, got, rc = 0;
	long		 errors, deals;

	err_clear(&err);
	if (db_bulk_begin(im->db, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	sb_addf(&im->source, _("import %s"), im->file);
	if (db_begin(im->db, &err) == -1 || league_entry(im->db, im->by, NULL,
	    sb_str(&im->source), &entry, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	dim = db_import_new(im->db, im->map, im->nhead, im->ruleset, entry, import_refuse, im);
	while (rc == 0 && (got = csvio_next(csv, &n, &f, &line, &err)) == 1)
		rc = db_import_row(dim, line, n, f, &err);
	if (rc == 0 && got != -1)
		rc = db_import_end(dim, &err);
	errors = db_import_errors(dim);
	deals = db_import_deals(dim);
	got = rc == 0 && got == -1 ? -1 : db_import_usage(dim);
	db_import_free(dim);
	if (rc != 0)
		return cli_errx(rc == -2 ? EXIT_USAGE : EXIT_SYS, rc == -2 ? _("--ruleset: %s") :
		    "%s", err.msg);
	if (got == -1)
		return cli_err_at(EXIT_USAGE, im->file, &err);
	return import_done(im, errors, deals, got);
}

/*
 * The CSV reader of path. Rows are read inside the write transaction, so
 * anything but a regular file (standard input, a FIFO, a device) is first
 * copied whole (tstream_spool): a writer that stalls, or never stops, can
 * then not hold the database locked.
 */
static struct csvio *
import_open(const char *path, struct errbuf *err)
{
	struct stat	 sb;
	FILE		*spool;
	int		 rc;

	rc = strcmp(path, "-") == 0 ? fstat(STDIN_FILENO, &sb) : stat(path, &sb);
	if (rc == 0 && S_ISREG(sb.st_mode))
		return csvio_open(path, err);
	if ((spool = tstream_spool(path, err)) == NULL)
		return NULL;
	return csvio_from(spool, err);
}

/* --new --new: a name that prints like a registered player's is a new player. */
static int
import_opt(int ch, const char *arg, void *ctx)
{
	(void)ch;
	(void)arg;
	((struct import *)ctx)->twice++;
	return 0;
}

int
cmd_import(int argc, char **argv)
{
	struct import	 im;
	struct cli_opts	 o = { .handle = import_opt, .ctx = &im };	/* the row's spec */
	struct baska_rules r;
	struct csvio	*csv;
	struct errbuf	 err;
	size_t		 n;
	char		**f;
	int		 line, rc, got;

	memset(&im, 0, sizeof(im));
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (argc - optind != 1)
		return cli_usage_error();
	im.by = o.by;
	im.ruleset = o.ruleset;
	/* A new event keeps the name or file its ruleset came from: whole, or refused. */
	if (im.ruleset != NULL && strlen(im.ruleset) >= DB_NAME_MAX)
		return cli_errx(EXIT_USAGE, _("--ruleset: a name or file of at most %zu bytes"
		    " expected (the event keeps it)"), (size_t)DB_NAME_MAX - 1);
	im.file = argv[optind];
	if (im.ruleset != NULL && (rc = cli_ruleset(&baska_ruleset_game, im.ruleset, &r)) != 0)
		return rc;
	err_clear(&err);
	if ((csv = import_open(im.file, &err)) == NULL)
		return err.line > 0 ? cli_err_at(EXIT_USAGE, im.file, &err) :
		    cli_errx(EXIT_USAGE, "%s: %s", im.file, err.msg);
	if ((got = csvio_next(csv, &n, &f, &line, &err)) != 1) {
		csvio_close(csv);
		if (got == 0)
			return cli_errx(EXIT_USAGE, _("%s: empty file: a header row expected"), im.file);
		return cli_err_at(EXIT_USAGE, im.file, &err);
	}
	if (header(&im, n, f) == -1) {
		csvio_close(csv);
		return EXIT_USAGE;
	}
	if ((rc = league_open(&im.db)) != 0) {
		csvio_close(csv);
		return rc;
	}
	im.csv = csv;
	db_confusable_allow(im.db, im.twice >= 2);
	rc = import_rows(&im, csv);
	db_rollback(im.db);
	db_close(im.db);
	csvio_close(csv);
	sb_free(&im.source);
	return rc;
}
