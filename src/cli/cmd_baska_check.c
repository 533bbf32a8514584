/*
 * referee baska check: judges .bdn deal records and explains every ruling
 * in the players' words (text) or lays them out as CSV.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_baska.h"
#include "commands.h"
#include "../notation/bdn.h"
#include "../rules/baska/baska.h"
#include "../util/i18n.h"
#include "../notation/bdn_stream.h"

/* ------------------------------------------------------------ check */

static int
status_max(int a, int b)
{
	return a > b ? a : b;
}

/*
 * A file read as one session protocol (baska_session_rulings): its rows
 * must follow each other, the dealers rotate from deal 1's, the bok rows
 * come in blocks (§2.4, §7.3) and, with --deals N, the file has the
 * session's N rows (§7.3).
 */
static void
check_session(struct check_ctx *cx, const char *file)
{
	struct verdict	 v = { 0, 0, NULL };

	baska_session_rulings(&cx->sess, cx->deals, &v);
	baska_session_print(cx->fmt, file, &cx->sess, &v);
	if (v.n > 0) {
		cx->nsession += (int)v.n;
		cx->status = status_max(cx->status, EXIT_RULE);
	}
	verdict_free(&v);
}

/* The window of a streamed .bdn: a record, the line after it and room to refill rarely. */
#define CHECK_WINDOW	(8u << 20)

static void
check_error(struct check_ctx *cx, const char *file, struct errbuf *err)
{
	fflush(stdout);
	cli_err_at(EXIT_USAGE, file, err);
	cx->status = status_max(cx->status, EXIT_USAGE);
	cx->nerr++;
}

/* Judges one record read from file and prints its verdict. */
static void
check_record(struct check_ctx *cx, const char *file, const struct bdn_reader *r,
    struct baska_deal *d)
{
	struct baska_verdict		 v;
	struct errbuf			 err;
	const struct baska_rules	*rules;

	if (cx->canonical) {
		baska_canonical_print(&cx->sb, ++cx->ndeals == 1, d);
		return;
	}
	if ((rules = baska_tag_rules(&cx->rs, d, &r->ruleset_src, &err)) == NULL) {
		check_error(cx, file, &err);
		return;
	}
	if (baska_judge_at(rules, d, &v, &err) < 0) {
		check_error(cx, file, &err);
		return;
	}
	cx->ndeals++;
	baska_session_note(&cx->sess, d, rules);
	if (v.nviol > 0) {
		cx->nbad++;
		cx->status = status_max(cx->status, EXIT_RULE);
	}
	if (cx->fmt == FMT_CSV)
		baska_csv_row(&cx->csv, file, d, &v);
	else
		baska_text_print(&cx->text, cx->ndeals, file, d, &v, rules);
}

/* The arguments of check_each. */
struct check_arg {
	struct check_ctx	*cx;
	const char		*file;
};

static int
check_each(const struct bdn_reader *r, struct baska_deal *d, void *arg)
{
	struct check_arg *a = arg;

	check_record(a->cx, a->file, r, d);
	return 0;
}

/* Reads file through a bounded window (never whole) and judges record by record. */
static void
check_file(struct check_ctx *cx, const char *file)
{
	struct check_arg	 a = { cx, file };
	struct errbuf		 err;

	if (bdn_stream_file(file, CHECK_WINDOW, check_each, &a, &err) < 0)
		check_error(cx, file, &err);
	else if (!cx->canonical)
		check_session(cx, file);
	cx->sess.n = 0;
}

/* --deals N: the session length. */
static int
deals_handle(int ch, const char *arg, void *ctx)
{
	(void)ch;
	return league_number(NT_("--deals"), arg, 1, 1000, ctx) == -1 ? EXIT_USAGE : 0;
}

/* The spec of baska check's row (cmd_baska.c). */
const struct cli_option baska_check_options[] = {
	{ { "deals", required_argument, NULL, 'n' }, "N" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

int
cmd_baska_check(int argc, char **argv)
{
	struct cli_opts		 o = { .handle = deals_handle };	/* the row's spec */
	struct check_ctx	*cx;
	int			 i, rc;

	cx = xcalloc(1, sizeof(*cx));
	o.ctx = &cx->deals;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0) {
		free(cx);
		return rc;
	}
	cx->rs.opt = o.ruleset;
	cx->fmt = o.format;
	cx->canonical = o.canonical;
	if (optind == argc) {
		free(cx);
		return baska_cli_missing(NT_("check"), _("a FILE (- reads standard input)"));
	}
	if ((rc = cli_ruleset(&baska_ruleset_game, cx->rs.opt, &cx->rs.opt_rules)) != 0) {
		free(cx);
		return rc;
	}
	if (cx->fmt == FMT_CSV && !cx->canonical)
		baska_csv_head();
	for (i = optind; i < argc; i++)
		check_file(cx, argv[i]);
	if (cx->fmt == FMT_TEXT && !cx->canonical && cx->ndeals > 0)
		baska_text_summary(cx->ndeals, cx->nbad, cx->nsession, cx->nerr);
	fflush(stdout);
	rc = cx->status;
	sb_free(&cx->sb);
	baska_text_free(&cx->text);
	baska_csv_free(&cx->csv);
	baska_session_free(&cx->sess);
	free(cx);
	return rc;
}
