/*
 * referee baska check: judges .bdn deal records and explains every ruling
 * in the players' words (text) or lays them out as CSV.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_baska.h"
#include "../notation/bdn.h"
#include "../report/table.h"
#include "../rules/baska/baska.h"
#include "../util/stream.h"

/* ------------------------------------------------------------ check */


static int
status_max(int a, int b)
{
	return a > b ? a : b;
}

/* "seat 3 (Kreft)" or "seat 3". */
const char *
baska_cli_seat_str(const struct baska_deal *d, int seat, char *buf, size_t size)
{
	char	 num[8] = "seat ?";

	if (seat >= 1 && seat <= 4)
		num[5] = (char)('0' + seat);
	buf[0] = '\0';
	strncat(buf, num, size - 1);
	if (seat >= 1 && seat <= 4 && d->has_seats) {
		strncat(buf, " (", size - strlen(buf) - 1);
		strncat(buf, d->seats[seat - 1], size - strlen(buf) - 1);
		strncat(buf, ")", size - strlen(buf) - 1);
	}
	return buf;
}

static void
viol_csv(const struct ruling *v, struct strbuf *sb)
{
	switch (v->code) {
	case BR_CALL:
		sb_addf(sb, _("auction call %d seat %d: %s"), v->turn, v->player, v->text);
		break;
	case BR_OUT_OF_TURN:
	case BR_ILLEGAL_CARD:
		sb_addf(sb, _("trick %d seat %d: %s"), v->turn, v->player, v->text);
		break;
	case BR_CLAIM:
		sb_addf(sb, _("claim seat %d: %s"), v->player, v->text);
		break;
	case BR_SCORE:
		sb_addf(sb, _("score: %s"), v->text);
		break;
	default:
		sb_addf(sb, _("record: %s"), v->text);
		break;
	}
}

/* Appends ",N" to sb without printf (the CSV of a long file is a hot path). */
void
baska_cli_sb_int(struct strbuf *sb, int v)
{
	char	 tmp[16];
	int	 n = 0;
	unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	if (v < 0)
		sb_addc(sb, '-');
	do
		tmp[n++] = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	while (n > 0)
		sb_addc(sb, tmp[--n]);
}

static void
print_csv_row(const char *file, const struct baska_deal *d, const struct baska_verdict *v,
    struct strbuf *sb)
{
	const struct baska_outcome *o = &v->outcome;
	int	 i;

	sb_reset(sb);
	baska_cli_sb_int(sb, d->deal);
	sb_addc(sb, ',');
	sb_adds(sb, baska_contract_word(o->contract));
	sb_addc(sb, ',');
	baska_cli_sb_int(sb, o->declarer);
	sb_addc(sb, ',');
	if (o->partner)
		baska_cli_sb_int(sb, o->partner);
	sb_addc(sb, ',');
	baska_cli_sb_int(sb, o->kontras);
	sb_adds(sb, d->bok ? ",1," : ",0,");
	baska_cli_sb_int(sb, o->eyes);
	sb_adds(sb, v->score.won ? ",1," : ",0,");
	baska_cli_sb_int(sb, v->score.level);
	for (i = 0; i < 4; i++) {
		sb_addc(sb, ',');
		baska_cli_sb_int(sb, v->score.points[i]);
	}
	sb_addc(sb, ',');
	fputs(sb_str(sb), stdout);
	if (v->nviol > 0) {
		sb_reset(sb);
		for (i = 0; i < v->nviol; i++) {
			if (i)
				sb_addc(sb, ';');
			viol_csv(&v->viol[i], sb);
		}
		csv_put_field(stdout, sb_str(sb));
	}
	putchar(',');
	csv_put_field(stdout, strcmp(file, "-") == 0 ? "<stdin>" : file);
	sb_reset(sb);
	sb_addc(sb, ',');
	baska_cli_sb_int(sb, d->src.line);
	sb_addc(sb, '\n');
	fputs(sb_str(sb), stdout);
}


/* The ruleset for a record: --ruleset, else its Ruleset tag, else psb. */
static const struct baska_rules *
record_rules(struct check_ctx *cx, const char *file, const struct bdn_reader *r,
    const struct baska_deal *d)
{
	struct errbuf	 err;

	if (cx->ruleset_opt != NULL || d->ruleset[0] == '\0')
		return &cx->opt_rules;
	if (cx->have_tag && strcmp(cx->tag_name, d->ruleset) == 0)
		return &cx->tag_rules;
	err_clear(&err);
	/* A record names a built-in ruleset, never a file (design/cli.md, trust). */
	if (kv_load_name(&baska_ruleset_game, d->ruleset, &cx->tag_rules, &err) < 0) {
		cx->have_tag = 0;
		fflush(stdout);
		err.line = r->ruleset_src.line ? r->ruleset_src.line : d->src.line;
		err.col = r->ruleset_src.line ? r->ruleset_src.col : d->src.col;
		cli_err_at(EXIT_USAGE, file, &err);
		return NULL;
	}
	snprintf(cx->tag_name, sizeof(cx->tag_name), "%s", d->ruleset);
	cx->have_tag = 1;
	return &cx->tag_rules;
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
		cx->ndeals++;
		sb_reset(&cx->sb);
		if (cx->ndeals > 1)
			sb_addc(&cx->sb, '\n');
		bdn_print(d, &cx->sb);
		fputs(sb_str(&cx->sb), stdout);
		return;
	}
	if ((rules = record_rules(cx, file, r, d)) == NULL) {
		cx->status = status_max(cx->status, EXIT_USAGE);
		cx->nerr++;
		return;
	}
	err_clear(&err);
	if (baska_judge(rules, d, &v, &err) < 0) {
		if (err.line == 0) {
			err.line = d->src.line;
			err.col = d->src.col;
		}
		check_error(cx, file, &err);
		return;
	}
	cx->ndeals++;
	if (v.nviol > 0) {
		cx->nbad++;
		cx->status = status_max(cx->status, EXIT_RULE);
	}
	if (cx->fmt == FMT_CSV)
		print_csv_row(file, d, &v, &cx->sb);
	else
		baska_cli_print_text(cx, file, d, &v, rules);
}

/* Reads file through a bounded window (never whole) and judges record by record. */
static void
check_file(struct check_ctx *cx, const char *file)
{
	struct tstream		 ts;
	struct bdn_reader	 r;
	struct baska_deal	 d;
	struct errbuf		 err;
	size_t			 shift;
	int			 rc, nread = 0;

	if (tstream_open(&ts, file, CHECK_WINDOW, &err) < 0 ||
	    tstream_fill(&ts, 0, &shift, &err) < 0) {
		check_error(cx, file, &err);
		tstream_close(&ts);
		return;
	}
	bdn_reader_init(&r, ts.buf, ts.len);
	bdn_reader_window(&r, ts.buf, ts.len, 0, !ts.eof);
	for (;;) {
		if (bdn_reader_low(&r)) {
			if (tstream_fill(&ts, bdn_reader_keep(&r), &shift, &err) < 0) {
				rc = -1;
				break;
			}
			bdn_reader_window(&r, ts.buf, ts.len, shift, !ts.eof);
		}
		if ((rc = bdn_read(&r, &d, &err)) != 1)
			break;
		nread++;
		check_record(cx, file, &r, &d);
	}
	if (rc == 0 && nread == 0) {	/* an empty file is no record, not a clean one */
		err_set(&err, 0, 0, _("no deal record"));
		rc = -1;
	}
	if (rc < 0)
		check_error(cx, file, &err);
	tstream_close(&ts);
}

int
cmd_baska_check(int argc, char **argv)
{
	static const char *const head[] = { "deal", "contract", "declarer", "partner",
	    "kontras", "bok", "eyes", "won", "level", "points1", "points2", "points3",
	    "points4", "violations", "file", "line" };
	struct cli_opts		 o = { .want = CO_RULESET | CO_FORMAT | CO_CANONICAL };
	struct check_ctx	*cx;
	struct table		*t;
	int			 i, rc;

	cx = xcalloc(1, sizeof(*cx));
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0) {
		free(cx);
		return rc;
	}
	cx->ruleset_opt = o.ruleset;
	cx->fmt = o.format;
	cx->canonical = o.canonical;
	if (optind == argc) {
		free(cx);
		return baska_cli_missing("check", "a FILE (- reads standard input)");
	}
	if ((rc = cli_ruleset(&baska_ruleset_game, cx->ruleset_opt, &cx->opt_rules)) != 0) {
		free(cx);
		return rc;
	}
	if (cx->fmt == FMT_CSV && !cx->canonical) {
		t = table_alloc((int)(sizeof(head) / sizeof(head[0])), head);
		table_print(stdout, t, FMT_CSV);
		table_free(t);
	}
	for (i = optind; i < argc; i++)
		check_file(cx, argv[i]);
	if (cx->fmt == FMT_TEXT && !cx->canonical && cx->ndeals > 0) {
		printf(P_("\n%d deal checked", "\n%d deals checked", cx->ndeals), cx->ndeals);
		if (cx->nbad > 0)
			printf(_(": %d with a violation or a Score mismatch"), cx->nbad);
		else if (cx->nerr == 0)
			printf(_(": all in order"));
		if (cx->nerr > 0)
			printf(P_("; %d error (see above)", "; %d errors (see above)", cx->nerr),
			    cx->nerr);
		putchar('\n');
	}
	fflush(stdout);
	rc = cx->status;
	sb_free(&cx->sb);
	free(cx);
	return rc;
}
