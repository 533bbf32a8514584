/*
 * The run of referee baska check: each file's deal records streamed through
 * a bounded window, each judged under its ruleset and rendered (text:
 * baska_text.c, CSV: baska_csv.c) or printed back in canonical form, then
 * the file's session rulings. The command reads the options and prints the
 * errors (baska_check's error); everything between is here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baska.h"
#include "../notation/bdn_stream.h"
#include "../rules/baska/sequence.h"

/* The window of a streamed .bdn: a record, the line after it and room to refill rarely. */
#define CHECK_WINDOW	(8u << 20)

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
check_session(struct baska_check *cx, const char *file)
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

/* A record or file that cannot be read or judged: printed after what came before it. */
static void
check_error(struct baska_check *cx, const char *file, struct errbuf *err)
{
	fflush(stdout);
	cx->error(EXIT_USAGE, file, err);
	cx->status = status_max(cx->status, EXIT_USAGE);
	cx->nerr++;
}

/* Judges one record read from file and prints its verdict. */
static void
check_record(struct baska_check *cx, const char *file, const struct bdn_reader *r,
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
	struct baska_check	*cx;
	const char		*file;
};

static int
check_each(const struct bdn_reader *r, struct baska_deal *d, void *arg)
{
	struct check_arg *a = arg;

	check_record(a->cx, a->file, r, d);
	return 0;
}

void
baska_check_begin(struct baska_check *cx)
{
	if (cx->fmt == FMT_CSV && !cx->canonical)
		baska_csv_head();
}

void
baska_check_file(struct baska_check *cx, const char *file)
{
	struct check_arg	 a = { cx, file };
	struct errbuf		 err;

	if (bdn_stream_file(file, CHECK_WINDOW, check_each, &a, &err) < 0)
		check_error(cx, file, &err);
	else if (!cx->canonical)
		check_session(cx, file);
	cx->sess.n = 0;
}

int
baska_check_end(struct baska_check *cx)
{
	if (cx->fmt == FMT_TEXT && !cx->canonical && cx->ndeals > 0)
		baska_text_summary(cx->ndeals, cx->nbad, cx->nsession, cx->nerr);
	fflush(stdout);
	sb_free(&cx->sb);
	baska_text_free(&cx->text);
	baska_csv_free(&cx->csv);
	baska_session_free(&cx->sess);
	return cx->status;
}
