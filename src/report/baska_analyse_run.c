/*
 * The run of referee baska analyse (referee-baska(7), "Analysis"): each
 * record, from a file streamed through a bounded window or stored in the
 * league database, judged and analysed double-dummy under its ruleset, then
 * rendered (baska_analyse.c). The command reads the options, opens the
 * database and prints the errors (baska_analyse_run's error).
 */
#include <stdio.h>
#include <stdlib.h>

#include "baska.h"
#include "../notation/bdn_stream.h"

#define ANALYSE_WINDOW	(8u << 20)

/* A file or record that cannot be read or judged: printed after what came before it. */
static void
analyse_error(struct baska_analyse_run *cx, const char *file, const struct errbuf *err)
{
	fflush(stdout);
	cx->error(EXIT_USAGE, file, err);
	cx->status = EXIT_USAGE;
}

/* Analyses one record under rules and prints it. */
static void
analyse_deal(struct baska_analyse_run *cx, const struct baska_rules *rules,
    const struct baska_deal *d)
{
	struct baska_verdict		 v;
	struct baska_analysis		 a;
	struct errbuf			 err;

	if (!d->has_hands || !d->has_play) {
		cx->out.nskipped++;
		return;
	}
	if (baska_judge_at(rules, d, &v, &err) < 0 ||
	    baska_analyse(cx->dd, rules, d, &v, baska_analyse_parts(&cx->out), &a, &err) < 0) {
		analyse_error(cx, cx->out.file, &err);
		return;
	}
	baska_analyse_deal(&cx->out, d, &v, &a);
}

/* Analyses one record read from the current file (bdn_stream_each). */
static int
analyse_record(const struct bdn_reader *r, struct baska_deal *d, void *arg)
{
	struct baska_analyse_run	*cx = arg;
	const struct baska_rules	*rules;
	struct errbuf			 err;

	if ((rules = baska_tag_rules(&cx->rs, d, &r->ruleset_src, &err)) != NULL)
		analyse_deal(cx, rules, d);
	else
		analyse_error(cx, cx->out.file, &err);
	return 0;
}

void
baska_analyse_run_begin(struct baska_analyse_run *cx)
{
	cx->dd = xmalloc(sizeof(*cx->dd));
	baska_dd_init(cx->dd);
	baska_analyse_begin(&cx->out);
}

void
baska_analyse_run_file(struct baska_analyse_run *cx, const char *file)
{
	struct errbuf	 err;

	cx->out.file = file;
	if (bdn_stream_file(file, ANALYSE_WINDOW, analyse_record, cx, &err) < 0)
		analyse_error(cx, file, &err);
}

int
baska_analyse_run_stored(void *arg, const struct baska_deal *d, const char *event,
    const struct baska_rules *rules, const struct errbuf *err)
{
	struct baska_analyse_run *cx = arg;

	snprintf(cx->ev_name, sizeof(cx->ev_name), "%s", event);
	cx->out.file = cx->ev_name;
	if (d != NULL)
		analyse_deal(cx, cx->rs.opt != NULL ? &cx->rs.opt_rules : rules, d);
	else
		analyse_error(cx, cx->ev_name, err);
	return 0;
}

int
baska_analyse_run_end(struct baska_analyse_run *cx)
{
	baska_analyse_end(&cx->out);
	fflush(stdout);
	free(cx->out.players);
	free(cx->dd);
	return cx->status;
}
