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
#include "../report/table.h"
#include "../rules/baska/baska.h"
#include "../util/i18n.h"
#include "../util/stream.h"

/* ------------------------------------------------------------ check */

/* A CSV row but its violations field and a long or quoted file name. */
#define CSV_ROW_MAX	512


static int
status_max(int a, int b)
{
	return a > b ? a : b;
}

/* "seat 3 (Kreft)" or "seat 3". */
const char *
baska_cli_seat_str(const struct baska_deal *d, int seat, char *buf, size_t size)
{
	/*
	 * "seat %d" in the reader's language, looked up once: this runs for
	 * every seat of every deal of a file, and a gettext lookup a call
	 * was a fifth of baska check's time.
	 */
	static char	 word[32];

	if (word[0] == '\0')
		fmt_buf(word, sizeof(word), "%s", C_("before a seat number", "seat"));
	if (seat >= 1 && seat <= 4)
		fmt_buf(buf, size, NT_("%s %d"), word, seat);
	else
		fmt_buf(buf, size, NT_("%s ?"), word);
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

/* Writes v in decimal at o; returns the end. */
static char *
put_int(char *o, int v)
{
	char		 tmp[16];
	int		 n = 0;
	unsigned	 u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	if (v < 0)
		*o++ = '-';
	if (u < 10) {	/* most fields of a row */
		*o++ = (char)('0' + u);
		return o;
	}
	if (u < 100) {	/* most of the rest: no loop, no reversal */
		o[0] = (char)('0' + u / 10);
		o[1] = (char)('0' + u % 10);
		return o + 2;
	}
	do
		tmp[n++] = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	while (n > 0)
		*o++ = tmp[--n];
	return o;
}

static char *
put_str(char *o, const char *s)
{
	size_t	 n = strlen(s);

	memcpy(o, s, n);
	return o + n;
}

/*
 * One CSV row, built in one buffer and written at once (the CSV of a long
 * file is a hot path). The file field is written as is when it needs no
 * quotes (decided once per file), else through csv_put_field.
 */
static void
print_csv_row(struct check_ctx *cx, const char *file, const struct baska_deal *d,
    const struct baska_verdict *v)
{
	const struct baska_outcome *o = &v->outcome;
	char		 row[CSV_ROW_MAX], *w = row;
	const char	*name = strcmp(file, "-") == 0 ? "<stdin>" : file;
	size_t		 nlen;
	int		 i;

	if (cx->csv_file != file) {
		cx->csv_file = file;
		nlen = strlen(name);
		cx->csv_plain = strpbrk(name, ",\"\r\n") == NULL && nlen < CSV_ROW_MAX / 2 ?
		    (int)nlen : -1;
	}
	w = put_int(w, d->deal);
	*w++ = ',';
	w = put_str(w, baska_contract_word(o->contract));
	*w++ = ',';
	w = put_int(w, o->declarer);
	*w++ = ',';
	if (o->partner)
		w = put_int(w, o->partner);
	*w++ = ',';
	w = put_int(w, o->kontras);
	w = put_str(w, d->bok ? ",1," : ",0,");
	w = put_int(w, o->eyes);
	w = put_str(w, v->score.won ? ",1," : ",0,");
	w = put_int(w, v->score.level);
	for (i = 0; i < 4; i++) {
		*w++ = ',';
		w = put_int(w, v->score.points[i]);
	}
	*w++ = ',';
	if (v->nviol == 0 && cx->csv_plain >= 0) {
		*w++ = ',';
		memcpy(w, name, (size_t)cx->csv_plain);
		w += cx->csv_plain;
		*w++ = ',';
		w = put_int(w, d->src.line);
		*w++ = '\n';
		fwrite(row, 1, (size_t)(w - row), stdout);
		return;
	}
	fwrite(row, 1, (size_t)(w - row), stdout);
	if (v->nviol > 0) {
		sb_reset(&cx->sb);
		for (i = 0; i < v->nviol; i++) {
			if (i)
				sb_addc(&cx->sb, ';');
			viol_csv(&v->viol[i], &cx->sb);
		}
		csv_put_field(stdout, sb_str(&cx->sb));
	}
	putchar(',');
	csv_put_field(stdout, name);
	w = row;
	*w++ = ',';
	w = put_int(w, d->src.line);
	*w++ = '\n';
	fwrite(row, 1, (size_t)(w - row), stdout);
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

/*
 * Notes one judged record for the session check: the file is one session
 * while every record names the same Event, Session and Table.
 */
static void
session_note(struct check_ctx *cx, const struct baska_deal *d,
    const struct baska_rules *rules)
{
	if (cx->nrows == 0) {
		cx->sess_ok = d->event[0] != '\0' && d->session > 0 && d->table > 0;
		snprintf(cx->sess_event, sizeof(cx->sess_event), "%s", d->event);
		cx->sess_session = d->session;
		cx->sess_table = d->table;
		cx->sess_first_dealer = d->dealer;
		cx->sess_rules = rules;
	} else if (strcmp(cx->sess_event, d->event) != 0 || cx->sess_session != d->session ||
	    cx->sess_table != d->table)
		cx->sess_ok = 0;
	if (!cx->sess_ok)
		return;
	if (cx->nrows == cx->caprows) {
		cx->caprows = cx->caprows ? cx->caprows * 2 : 32;
		cx->rows = xrealloc(cx->rows, cx->caprows * sizeof(cx->rows[0]));
		cx->row_line = xrealloc(cx->row_line, cx->caprows * sizeof(cx->row_line[0]));
	}
	cx->rows[cx->nrows].number = d->deal;
	cx->rows[cx->nrows].dealer = d->dealer;
	cx->rows[cx->nrows].bok = d->bok;
	cx->row_line[cx->nrows++] = d->src.line;
}

/* The line of the record of deal number, else of the first record. */
static int
session_line(const struct check_ctx *cx, int number)
{
	size_t	 i;

	for (i = 0; i < cx->nrows; i++)
		if (cx->rows[i].number == number)
			return cx->row_line[i];
	return cx->row_line[0];
}

/*
 * A file of two or more records that all name one Event, Session and Table
 * and start at deal 1 is a session protocol (design: referee(1), baska
 * check): its rows must follow each other, the dealers rotate from deal 1's,
 * the bok rows come in blocks (§2.4, §7.3) and, with --deals N, the file
 * has the session's N rows (§7.3).
 */
static void
check_session(struct check_ctx *cx, const char *file)
{
	struct verdict	 v = { 0, 0, NULL };
	size_t		 i;
	int		 line;

	if (!cx->sess_ok || cx->nrows < 2 || cx->rows[0].number != 1)
		return;
	baska_session_check(cx->sess_rules, cx->rows, cx->nrows,
	    cx->sess_first_dealer ? cx->sess_first_dealer : 1, cx->deals, cx->deals > 0, &v);
	for (i = 0; i < v.n; i++) {
		line = session_line(cx, v.r[i].turn);
		if (cx->fmt == FMT_CSV) {
			printf("%d,,,,,,,,,,,,,", v.r[i].turn);
			csv_put_field(stdout, v.r[i].text);
			putchar(',');
			csv_put_field(stdout, strcmp(file, "-") == 0 ? "<stdin>" : file);
			printf(",%d\n", line);
		} else
			printf(_("%s:%d: session %d, table %d: %s\n"), strcmp(file, "-") == 0 ?
			    "<stdin>" : file, line, cx->sess_session, cx->sess_table,
			    v.r[i].text);
	}
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
	session_note(cx, d, rules);
	if (v.nviol > 0) {
		cx->nbad++;
		cx->status = status_max(cx->status, EXIT_RULE);
	}
	if (cx->fmt == FMT_CSV)
		print_csv_row(cx, file, d, &v);
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
	else if (!cx->canonical)
		check_session(cx, file);
	cx->nrows = 0;
	tstream_close(&ts);
}

/* --deals N: the session length. */
static int
deals_handle(int ch, const char *arg, void *ctx)
{
	(void)ch;
	return league_number(NT_("--deals"), arg, 1, 1000, ctx) == -1 ? EXIT_USAGE : 0;
}

int
cmd_baska_check(int argc, char **argv)
{
	static const char *const head[] = { "deal", "contract", "declarer", "partner",
	    "kontras", "bok", "eyes", "won", "level", "points1", "points2", "points3",
	    "points4", "violations", "file", "line" };
	static const struct option deals_opt[] = {
		{ "deals", required_argument, NULL, 'n' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli_opts		 o = { .want = CO_RULESET | CO_FORMAT | CO_CANONICAL,
	    .extra = deals_opt, .handle = deals_handle };
	struct check_ctx	*cx;
	struct table		*t;
	int			 i, rc;

	cx = xcalloc(1, sizeof(*cx));
	o.ctx = &cx->deals;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0) {
		free(cx);
		return rc;
	}
	cx->ruleset_opt = o.ruleset;
	cx->fmt = o.format;
	cx->canonical = o.canonical;
	if (optind == argc) {
		free(cx);
		return baska_cli_missing(NT_("check"), _("a FILE (- reads standard input)"));
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
		if (cx->nsession > 0)
			printf(P_("%s%d session ruling", "%s%d session rulings", cx->nsession),
			    cx->nbad > 0 ? "; " : ": ", cx->nsession);
		else if (cx->nerr == 0 && cx->nbad == 0)
			printf(_(": all in order"));
		if (cx->nerr > 0)
			printf(P_("; %d error (see above)", "; %d errors (see above)", cx->nerr),
			    cx->nerr);
		putchar('\n');
	}
	fflush(stdout);
	rc = cx->status;
	sb_free(&cx->sb);
	free(cx->rows);
	free(cx->row_line);
	free(cx);
	return rc;
}
