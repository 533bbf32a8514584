/*
 * referee baska analyse: the double-dummy analysis of full .bdn records
 * (design/cli.md, third wave; referee-baska(7), "Analysis"): per deal the
 * table of contracts, the played contract's value, the cost of every card
 * and a claim's value; with --summary one row per player. Information for
 * players: the exit status says only whether the files could be read.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_baska.h"
#include "bdn_stream.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../db/db.h"
#include "../report/page.h"
#include "../report/table.h"
#include "../rules/baska/baska.h"
#include "../util/i18n.h"
#include "../util/stream.h"

#define ANALYSE_WINDOW	(8u << 20)

/* One player's card play over the deals analysed. */
struct player_stat {
	char	 name[BASKA_NAME_MAX];	/* the Seats name, or "" for a seat without one */
	int	 seat;			/* the seat, for a player without a name */
	int	 deals, cards, lost, zero;
	int	 largest, largest_deal, largest_trick;
};

struct analyse_ctx {
	enum out_format		 fmt;
	int			 summary;
	const char		*ruleset_opt;
	struct baska_rules	 opt_rules, tag_rules;
	char			 tag_name[BASKA_NAME_MAX];
	int			 have_tag;
	int			 status, ndeals, nskipped;
	const char		*file;
	struct baska_dd		*dd;
	struct table		*html;		/* the rows of the html page */
	struct player_stat	*players;
	size_t			 nplayers, capplayers;
	const char		*event, *season;	/* --event, --season */
	struct db		*db;
	char			 ev_name[128];	/* the event of the stored records read last */
	struct baska_rules	 ev_rules;	/* its ruleset */
};

/* The ruleset of a record: --ruleset, else its Ruleset tag, else psb; NULL printed. */
static const struct baska_rules *
analyse_rules(struct analyse_ctx *cx, const struct bdn_reader *r, const struct baska_deal *d)
{
	struct errbuf	 err;

	if (cx->ruleset_opt != NULL || d->ruleset[0] == '\0')
		return &cx->opt_rules;
	if (cx->have_tag && strcmp(cx->tag_name, d->ruleset) == 0)
		return &cx->tag_rules;
	err_clear(&err);
	if (kv_load_name(&baska_ruleset_game, d->ruleset, &cx->tag_rules, &err) < 0) {
		cx->have_tag = 0;
		fflush(stdout);
		err.line = r->ruleset_src.line ? r->ruleset_src.line : d->src.line;
		err.col = r->ruleset_src.line ? r->ruleset_src.col : d->src.col;
		cli_err_at(EXIT_USAGE, cx->file, &err);
		return NULL;
	}
	snprintf(cx->tag_name, sizeof(cx->tag_name), "%s", d->ruleset);
	cx->have_tag = 1;
	return &cx->tag_rules;
}

/* The player at seat (1..4) of d, found or added. */
static struct player_stat *
player_at(struct analyse_ctx *cx, const struct baska_deal *d, int seat)
{
	const char	*name = d->has_seats ? d->seats[seat - 1] : "";
	size_t		 i;

	for (i = 0; i < cx->nplayers; i++)
		if (strcmp(cx->players[i].name, name) == 0 && (name[0] || cx->players[i].seat == seat))
			return &cx->players[i];
	if (cx->nplayers == cx->capplayers) {
		cx->capplayers = cx->capplayers ? 2 * cx->capplayers : 16;
		cx->players = xrealloc(cx->players, cx->capplayers * sizeof(cx->players[0]));
	}
	memset(&cx->players[cx->nplayers], 0, sizeof(cx->players[0]));
	snprintf(cx->players[cx->nplayers].name, sizeof(cx->players[0].name), "%s", name);
	cx->players[cx->nplayers].seat = seat;
	return &cx->players[cx->nplayers++];
}

/* Adds a deal's cards to its players' figures. */
static void
summary_note(struct analyse_ctx *cx, const struct baska_deal *d, const struct baska_analysis *a)
{
	struct player_stat	*ps[4];
	int			 s, i, seen[4] = { 0, 0, 0, 0 };

	for (s = 0; s < 4; s++)
		ps[s] = player_at(cx, d, s + 1);
	for (i = 0; i < a->ncards; i++) {
		const struct baska_card_cost *c = &a->card[i];
		struct player_stat *p = ps[c->seat - 1];

		if (!seen[c->seat - 1]++)
			p->deals++;
		p->cards++;
		p->lost += c->cost;
		p->zero += c->cost == 0;
		if (c->cost > p->largest) {
			p->largest = c->cost;
			p->largest_deal = d->deal;
			p->largest_trick = c->trick;
		}
	}
}

/* Writes v in decimal at o; returns the end. */
static char *
put_num(char *o, int v)
{
	char		 tmp[16];
	int		 n = 0;
	unsigned	 u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	if (v < 0)
		*o++ = '-';
	do
		tmp[n++] = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	while (n > 0)
		*o++ = tmp[--n];
	return o;
}

/* The CSV rows of a deal: one per card, then the deal's total. */
static void
print_csv(struct analyse_ctx *cx, const struct baska_deal *d, const struct baska_analysis *a)
{
	const char	*name = strcmp(cx->file, "-") == 0 ? "<stdin>" : cx->file;
	char		 row[128], *w;
	int		 i, plain = strpbrk(name, ",\"\r\n") == NULL;

	for (i = 0; i <= a->ncards; i++) {
		if (plain)
			fputs(name, stdout);
		else
			csv_put_field(stdout, name);
		w = row;
		*w++ = ',';
		w = put_num(w, d->deal);
		*w++ = ',';
		if (i < a->ncards) {
			w = put_num(w, a->card[i].trick);
			*w++ = ',';
			w = put_num(w, a->card[i].seat);
			*w++ = ',';
			strcpy(w, card_name(a->card[i].card));
			w += strlen(w);
			*w++ = ',';
			w = put_num(w, a->card[i].cost);
		} else {
			memcpy(w, ",,,", 3);
			w = put_num(w + 3, a->total);
		}
		*w++ = '\n';
		fwrite(row, 1, (size_t)(w - row), stdout);
	}
}

/* "+15 -5 -5 -5" */
static void
points_str(const struct baska_score *s, char *buf, size_t size)
{
	char	 p[4][16];

	snprintf(buf, size, "%s %s %s %s", baska_cli_points_str(s->points[0], p[0], 16),
	    baska_cli_points_str(s->points[1], p[1], 16), baska_cli_points_str(s->points[2], p[2], 16),
	    baska_cli_points_str(s->points[3], p[3], 16));
}

/* The sides of a contract: "seat 2 (Kreft)" or "seat 3 and seat 4". */
static void
sides_str(const struct baska_deal *d, int declarer, int partner, char *buf, size_t size)
{
	char	 a[96], b[96];

	baska_cli_seat_str(d, declarer, a, sizeof(a));
	if (partner == 0) {
		snprintf(buf, size, "%s", a);
		return;
	}
	baska_cli_seat_str(d, partner, b, sizeof(b));
	snprintf(buf, size, _("%s and %s"), a, b);
}

/* The tricks of the text form, each card with its cost when it has one. */
static void
print_text_cards(const struct baska_analysis *a)
{
	int	 i, c;

	for (i = 0; i < a->ncards; i++) {
		c = i % 4 == 0 || a->card[i].trick != a->card[i - 1].trick;
		if (c)
			printf(_("%s  trick %d, seat %d leads: "), i ? "\n" : "", a->card[i].trick,
			    a->card[i].seat);
		else
			fputs(", ", stdout);
		fputs(card_name(a->card[i].card), stdout);
		if (a->card[i].cost > 0)
			printf(P_(" [loses %d eye, best %s]", " [loses %d eyes, best %s]",
			    a->card[i].cost), a->card[i].cost, card_name(a->card[i].best));
	}
	if (a->ncards > 0)
		putchar('\n');
}

/* The double-dummy table in the text form. */
static void
print_text_table(const struct baska_deal *d, const struct baska_analysis *a)
{
	char	 who[200], pts[64];
	int	 i;

	printf(_("  double-dummy table (no kontras):\n"));
	for (i = 0; i < a->ntable; i++) {
		const struct baska_dd_entry *e = &a->table[i];

		sides_str(d, e->declarer, e->partner, who, sizeof(who));
		points_str(&e->score, pts, sizeof(pts));
		printf(P_("    %s, %s: %d eye; points %s\n", "    %s, %s: %d eyes; points %s\n",
		    e->eyes), baska_contract_label(e->contract), who, e->eyes, pts);
	}
}

/* The text form of a deal's analysis. */
static void
print_text(struct analyse_ctx *cx, const struct baska_deal *d, const struct baska_verdict *v,
    const struct baska_analysis *a)
{
	const struct baska_outcome *o = &v->outcome;
	char	 who[200], pts[64];

	sides_str(d, o->declarer, o->partner, who, sizeof(who));
	printf(_("%s%s:%d: deal %d: %s, Starzy %s\n"), cx->ndeals > 1 ? "\n" : "",
	    strcmp(cx->file, "-") == 0 ? "<stdin>" : cx->file, d->src.line, d->deal,
	    baska_contract_label(o->contract), who);
	if (a->played) {
		points_str(&a->dd_score, pts, sizeof(pts));
		printf(P_("  with best play from the first card the Starzy take %d eye "
		    "(points %s); they took %d\n", "  with best play from the first card the "
		    "Starzy take %d eyes (points %s); they took %d\n", a->dd_eyes), a->dd_eyes, pts,
		    o->eyes);
		print_text_cards(a);
		printf(_("  eyes lost: seat 1 %d, seat 2 %d, seat 3 %d, seat 4 %d; the deal %d\n"),
		    a->lost[0], a->lost[1], a->lost[2], a->lost[3], a->total);
		if (a->stop_trick)
			printf(_("  the analysis stops at trick %d, seat %d: an illegal or "
			    "out-of-turn card ends the game there (§5.4; see baska check)\n"),
			    a->stop_trick, a->stop_seat);
		if (a->claim)
			printf(_("  claim by seat %d: with best play its side takes %d, the claim "
			    "settled %d\n"), a->claim, a->claim_dd, a->claim_settled);
	} else
		printf(_("  no card play to analyse\n"));
	print_text_table(d, a);
}

/* The html page's rows: as the CSV, the file named once per deal. */
static void
html_rows(struct analyse_ctx *cx, const struct baska_deal *d, const struct baska_analysis *a)
{
	char	 deal[16], trick[16], seat[16], cost[16];
	int	 i;

	snprintf(deal, sizeof(deal), "%d", d->deal);
	for (i = 0; i < a->ncards; i++) {
		snprintf(trick, sizeof(trick), "%d", a->card[i].trick);
		snprintf(seat, sizeof(seat), "%d", a->card[i].seat);
		snprintf(cost, sizeof(cost), "%d", a->card[i].cost);
		table_add(cx->html, (const char *const[]){ i ? "" : cx->file, i ? "" : deal, trick,
		    seat, card_name(a->card[i].card), cost });
	}
	snprintf(cost, sizeof(cost), "%d", a->total);
	table_add(cx->html, (const char *const[]){ "", "", "", "", _("deal total"), cost });
}

/* Analyses one record under rules and prints it. */
static void
analyse_deal(struct analyse_ctx *cx, const struct baska_rules *rules, const struct baska_deal *d)
{
	struct baska_verdict		 v;
	struct baska_analysis		 a;
	struct errbuf			 err;

	if (!d->has_hands || !d->has_play) {
		cx->nskipped++;
		return;
	}
	err_clear(&err);
	if (baska_judge(rules, d, &v, &err) < 0 || baska_analyse(cx->dd, rules, d, &v, &a, &err) < 0) {
		if (err.line == 0) {
			err.line = d->src.line;
			err.col = d->src.col;
		}
		fflush(stdout);
		cli_err_at(EXIT_USAGE, cx->file, &err);
		cx->status = EXIT_USAGE;
		return;
	}
	cx->ndeals++;
	if (cx->summary)
		summary_note(cx, d, &a);
	else if (cx->fmt == FMT_CSV)
		print_csv(cx, d, &a);
	else if (cx->fmt == FMT_HTML)
		html_rows(cx, d, &a);
	else
		print_text(cx, d, &v, &a);
}

/* Analyses one record read from the current file (bdn_stream_each). */
static int
analyse_record(const struct bdn_reader *r, struct baska_deal *d, void *arg)
{
	struct analyse_ctx		*cx = arg;
	const struct baska_rules	*rules;

	if ((rules = analyse_rules(cx, r, d)) == NULL)
		cx->status = EXIT_USAGE;
	else
		analyse_deal(cx, rules, d);
	return 0;
}

/* Analyses one record of a stored deal (bdn_parse) under its event's ruleset. */
static int
stored_deal(const struct baska_deal *d, void *arg)
{
	struct analyse_ctx *cx = arg;

	analyse_deal(cx, cx->ruleset_opt != NULL ? &cx->opt_rules : &cx->ev_rules, d);
	return 0;
}

/* One row of analyse_bdn: a stored record and its event's name. */
static int
stored_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct analyse_ctx	*cx = arg;
	struct db_event		 ev;
	struct errbuf		 err;

	(void)ncol;
	(void)names;
	err_clear(&err);
	if (strcmp(cx->ev_name, vals[1]) != 0) {
		if (league_event(cx->db, vals[1], &ev) != 0 ||
		    db_event_rules(cx->db, &ev, &cx->ev_rules, &err) == -1)
			return cx->status = EXIT_SYS, 1;
		snprintf(cx->ev_name, sizeof(cx->ev_name), "%s", vals[1]);
	}
	cx->file = cx->ev_name;
	if (bdn_parse(vals[0], strlen(vals[0]), stored_deal, cx, &err) == -1) {
		fflush(stdout);
		cli_err_at(EXIT_USAGE, cx->ev_name, &err);
		cx->status = EXIT_USAGE;
	}
	return 0;
}

/* --event, --season: the stored full records of the league database. */
static void
analyse_stored(struct analyse_ctx *cx)
{
	struct db_param	 p[2] = { { DBP_NULL, 0, NULL }, { DBP_NULL, 0, NULL } };
	struct db_event	 ev;
	struct errbuf	 err;

	if (league_open(&cx->db) != 0) {
		cx->status = EXIT_SYS;
		return;
	}
	if (cx->event != NULL) {
		if ((cx->status = league_event(cx->db, cx->event, &ev)) != 0)
			return;
		p[0].type = DBP_INT;
		p[0].i = ev.id;
	} else {
		p[1].type = DBP_TEXT;
		p[1].s = cx->season;
	}
	err_clear(&err);
	if (db_report(cx->db, "analyse_bdn", p, 2, stored_row, cx, &err) == -1)
		cx->status = cli_errx(EXIT_SYS, "%s", err.msg);
}

/* Reads file through a bounded window and analyses record by record. */
static void
analyse_file(struct analyse_ctx *cx, const char *file)
{
	struct tstream	 ts;
	struct errbuf	 err;
	int		 n = 0;

	cx->file = file;
	err_clear(&err);
	if (tstream_open(&ts, file, ANALYSE_WINDOW, &err) < 0 ||
	    bdn_stream_each(&ts, analyse_record, cx, &n, &err) < 0 ||
	    (n == 0 && err_set(&err, 0, 0, _("no deal record")) < 0)) {
		fflush(stdout);
		cli_err_at(EXIT_USAGE, file, &err);
		cx->status = EXIT_USAGE;
	}
	tstream_close(&ts);
}

/* Ranked by eyes lost per deal (fewest first), then more deals, then name. */
static int
player_cmp(const void *pa, const void *pb)
{
	const struct player_stat *a = pa, *b = pb;
	long	 l = (long)a->lost * (b->deals ? b->deals : 1), r = (long)b->lost *
	    (a->deals ? a->deals : 1);

	if ((a->deals == 0) != (b->deals == 0))
		return a->deals == 0 ? 1 : -1;
	if (l != r)
		return l < r ? -1 : 1;
	if (a->deals != b->deals)
		return a->deals > b->deals ? -1 : 1;
	if (strcmp(a->name, b->name) != 0)
		return strcmp(a->name, b->name);
	return a->seat - b->seat;
}

/* The summary, one row per player, ranked. */
static void
print_summary(struct analyse_ctx *cx)
{
	static const char *const csv_head[] = { "player", "deals", "cards",
	    "eyes_lost_per_deal", "zero_cost_share", "largest_loss" };
	const char	*head[7];
	struct table	*t;
	char		 name[96], f[6][48];
	size_t		 i;
	int		 text = cx->fmt != FMT_CSV;
	struct player_stat *p;

	head[0] = _("rank");
	head[1] = _("player");
	head[2] = _("deals");
	head[3] = _("cards");
	head[4] = _("eyes lost per deal");
	head[5] = _("cards at no cost");
	head[6] = _("largest loss");
	qsort(cx->players, cx->nplayers, sizeof(cx->players[0]), player_cmp);
	t = table_alloc(text ? 7 : 6, text ? head : csv_head);
	for (i = 2; i < 6; i++)
		table_align_right(t, (int)i - !text);
	for (i = 0; i < cx->nplayers; i++) {
		p = &cx->players[i];
		if (p->name[0])
			snprintf(name, sizeof(name), "%s", p->name);
		else
			snprintf(name, sizeof(name), text ? _("seat %d") : NT_("seat %d"), p->seat);
		snprintf(f[0], sizeof(f[0]), "%zu", i + 1);
		snprintf(f[1], sizeof(f[1]), "%d", p->deals);
		snprintf(f[2], sizeof(f[2]), "%d", p->cards);
		snprintf(f[3], sizeof(f[3]), "%.2f", p->deals ? (double)p->lost / p->deals : 0.0);
		if (text)
			snprintf(f[4], sizeof(f[4]), "%.1f%%", p->cards ? 100.0 * p->zero / p->cards : 0.0);
		else
			snprintf(f[4], sizeof(f[4]), "%.3f", p->cards ? (double)p->zero / p->cards : 0.0);
		if (text && p->largest > 0)
			snprintf(f[5], sizeof(f[5]), _("%d (deal %d, trick %d)"), p->largest,
			    p->largest_deal, p->largest_trick);
		else
			snprintf(f[5], sizeof(f[5]), "%d", p->largest);
		if (text)
			table_add(t, (const char *const[]){ f[0], name, f[1], f[2], f[3], f[4], f[5] });
		else
			table_add(t, (const char *const[]){ name, f[1], f[2], f[3], f[4], f[5] });
	}
	table_print(stdout, t, cx->fmt);
	table_free(t);
}

/* --summary, --event, --season */
static int
analyse_opt(int ch, const char *arg, void *ctx)
{
	struct analyse_ctx *cx = ctx;

	switch (ch) {
	case 'S':
		cx->summary = 1;
		return 0;
	case 'e':
		cx->event = arg;
		return 0;
	case 'n':
		cx->season = arg;
		return 0;
	default:
		return EXIT_USAGE;
	}
}

/* The header of the CSV or the start of the html page. */
static void
analyse_begin(struct analyse_ctx *cx)
{
	static const char *const csv_head[] = { "file", "deal", "trick", "seat", "card", "cost" };
	const char	*head[6];
	struct table	*t;

	if (cx->fmt == FMT_HTML)
		page_begin(stdout, _("Baśka"), NULL, cx->summary ? _("card play by player") :
		    _("card play analysis"));
	if (cx->summary)
		return;
	if (cx->fmt == FMT_CSV) {
		t = table_alloc(6, csv_head);
		table_print(stdout, t, FMT_CSV);
		table_free(t);
	} else if (cx->fmt == FMT_HTML) {
		head[0] = _("file");
		head[1] = _("deal");
		head[2] = _("trick");
		head[3] = _("seat");
		head[4] = _("card");
		head[5] = _("eyes lost");
		cx->html = table_alloc(6, head);
	}
}

/* What follows the deals: the summary, the html table and page end, the count. */
static void
analyse_end(struct analyse_ctx *cx)
{
	if (cx->summary)
		print_summary(cx);
	if (cx->html != NULL) {
		table_print(stdout, cx->html, FMT_HTML);
		table_free(cx->html);
	}
	if (cx->fmt == FMT_HTML)
		page_end(stdout);
	if (cx->fmt != FMT_TEXT || cx->ndeals + cx->nskipped == 0)
		return;
	printf(P_("\n%d deal analysed", "\n%d deals analysed", cx->ndeals), cx->ndeals);
	if (cx->nskipped > 0)
		printf(P_("; %d record without card play left out",
		    "; %d records without card play left out", cx->nskipped), cx->nskipped);
	putchar('\n');
}

int
cmd_baska_analyse(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "summary", no_argument, NULL, 'S' },
		{ "event", required_argument, NULL, 'e' },
		{ "season", required_argument, NULL, 'n' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli_opts		 o = { .want = CO_RULESET | CO_FORMAT | CO_HTML,
	    .extra = longopts, .handle = analyse_opt };
	struct analyse_ctx	*cx;
	int			 i, rc;

	cx = xcalloc(1, sizeof(*cx));
	o.ctx = cx;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0) {
		free(cx);
		return rc;
	}
	cx->fmt = o.format;
	cx->ruleset_opt = o.ruleset;
	if ((cx->event != NULL) + (cx->season != NULL) + (optind < argc) != 1) {
		rc = optind == argc && cx->event == NULL && cx->season == NULL;
		free(cx);
		if (rc)
			return baska_cli_missing(NT_("analyse"), _("a FILE (- reads standard input)"));
		return cli_errx(EXIT_USAGE, _("baska analyse: give files, --event or --season, "
		    "one of them"));
	}
	if ((rc = cli_ruleset(&baska_ruleset_game, cx->ruleset_opt, &cx->opt_rules)) != 0) {
		free(cx);
		return rc;
	}
	cx->dd = xmalloc(sizeof(*cx->dd));
	baska_dd_init(cx->dd);
	analyse_begin(cx);
	if (optind == argc)
		analyse_stored(cx);
	for (i = optind; i < argc; i++)
		analyse_file(cx, argv[i]);
	analyse_end(cx);
	if (cx->db != NULL)
		db_close(cx->db);
	fflush(stdout);
	rc = cx->status;
	free(cx->players);
	free(cx->dd);
	free(cx);
	return rc;
}
