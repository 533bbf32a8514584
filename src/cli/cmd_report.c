/*
 * League reports: referee protocol (a table's sheet with its foot of table
 * points) and referee standings (event, season, teams). The numbers come
 * from the reports/ queries; this file only lays them out.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "../db/db.h"
#include "../report/table.h"
#include "../rules/game.h"
#include "../rules/baska/sequence.h"

static const char *
val(const char *s)
{
	return s ? s : "";
}

static void
signed_cell(char *buf, size_t size, const char *s)
{
	league_points(buf, size, s ? atoi(s) : 0);
}

/* ------------------------------------------------------------ protocol */

struct proto {
	struct table	*t;
	enum out_format	 fmt;
	int		 rows, bad;
	int		 last_total[4];
	struct baska_row *seq;		/* deal, dealer, bok of every row, for the §7.3 checks */
};

static int
proto_row(void *arg, int ncol, const char *const *n, const char *const *v)
{
	static const char *const level[] = { "", "z wyjściem", "bez wyjścia", "bez bitki" };
	struct proto	*p = arg;
	char		 pts[8][16], starzy[16], dealer[DB_NAME_MAX + 8];
	int		 i, lv, contract;
	const char	*cells[20];

	(void)ncol;
	(void)n;
	/* deal dealer dealer_name contract declarer partner kontras bok eyes won level
	 * points1..4 total1..4 sum version */
	p->seq = xreallocarray(p->seq, (size_t)p->rows + 1, sizeof(*p->seq));
	p->seq[p->rows].number = atoi(val(v[0]));
	p->seq[p->rows].dealer = atoi(val(v[1]));
	p->seq[p->rows].bok = atoi(val(v[7]));
	p->rows++;
	if (atoi(val(v[19])) != 0)
		p->bad++;
	for (i = 0; i < 4; i++)
		p->last_total[i] = atoi(val(v[15 + i]));
	if (p->fmt == FMT_CSV) {
		/* CSV: deal,dealer,contract,declarer,partner,kontras,bok,eyes,won,level,... */
		cells[0] = v[0];
		cells[1] = v[1];
		cells[2] = v[3];
		cells[3] = v[4];
		cells[4] = v[5];
		cells[5] = v[6];
		cells[6] = v[7];
		cells[7] = v[8];
		cells[8] = v[9];
		cells[9] = v[10];
		for (i = 0; i < 9; i++)
			cells[10 + i] = v[11 + i];
		table_add(p->t, cells);
		return 0;
	}
	contract = baska_contract_parse(val(v[3]), strlen(val(v[3])));
	snprintf(dealer, sizeof(dealer), "%s %s", val(v[1]), val(v[2]));
	snprintf(starzy, sizeof(starzy), "%s%s%s", val(v[4]), v[5] ? "+" : "", val(v[5]));
	for (i = 0; i < 8; i++)
		signed_cell(pts[i], sizeof(pts[i]), v[11 + i]);
	lv = atoi(val(v[10]));
	cells[0] = v[0];
	cells[1] = dealer;
	cells[2] = contract >= 0 ? baska_contract_label(contract) : v[3];
	cells[3] = atoi(val(v[7])) ? "B" : "";
	cells[4] = starzy;
	cells[5] = atoi(val(v[6])) ? v[6] : "";
	cells[6] = v[8];
	cells[7] = atoi(val(v[9])) ? "Starzy" : "Młodzi";
	cells[8] = lv >= 1 && lv <= 3 ? level[lv] : "";
	for (i = 0; i < 8; i++)
		cells[9 + i] = pts[i];
	cells[17] = atoi(val(v[19])) == 0 ? "ok" : "NOT ZERO";
	table_add(p->t, cells);
	return 0;
}

struct foot {
	struct table	*t;
	enum out_format	 fmt;
	char		 small[4][16], big[4][16];
	int		 short_table;
};

static int
foot_row(void *arg, int ncol, const char *const *n, const char *const *v)
{
	struct foot	*f = arg;
	char		 small[16], place[32];
	const char	*cells[5];
	int		 seat = atoi(val(v[0]));

	(void)ncol;
	(void)n;
	/* seat player absent small place short big_points */
	if (seat < 1 || seat > 4)
		return 0;
	if (v[3] != NULL)
		signed_cell(small, sizeof(small), v[3]);
	else
		small[0] = '\0';
	snprintf(f->small[seat - 1], sizeof(f->small[0]), "%s", val(v[3]));
	snprintf(f->big[seat - 1], sizeof(f->big[0]), "%s", val(v[6]));
	if (atoi(val(v[5])))
		f->short_table = 1;
	if (*val(v[1]) == '\0')
		snprintf(place, sizeof(place), "empty seat");
	else if (atoi(val(v[2])))
		snprintf(place, sizeof(place), "absent");
	else if (atoi(val(v[5])))
		snprintf(place, sizeof(place), "short table");
	else
		snprintf(place, sizeof(place), "%s", val(v[4]));
	cells[0] = v[0];
	cells[1] = *val(v[1]) ? v[1] : "-";
	cells[2] = small;
	cells[3] = place;
	cells[4] = v[6];
	table_add(f->t, cells);
	return 0;
}

/* The CSV protocol: the rows, then the foot as two more rows (final small points, table points). */
static void
proto_csv(struct proto *pr, const struct foot *ft)
{
	int		 i;
	const char	*cells[19];

	/* The foot as two more rows: final small points and table points. */
	for (i = 0; i < 19; i++)
		cells[i] = "";
	cells[0] = "final";
	for (i = 0; i < 4; i++)
		cells[14 + i] = ft->small[i];
	table_add(pr->t, cells);
	cells[0] = "table_points";
	for (i = 0; i < 4; i++) {
		cells[14 + i] = "";
		cells[10 + i] = ft->big[i];
	}
	table_add(pr->t, cells);
	table_print(stdout, pr->t, FMT_CSV);
}

/* The text protocol: heading, seats, rows, the foot of table points. */
static void
proto_text(const struct db_event *ev, const struct db_seats *seats, int session, int number,
    const struct proto *pr, const struct foot *ft)
{
	int	 i;

	printf("%s — session %d, table %d", ev->name, session, number);
	if (ev->date[0])
		printf(" (%s)", ev->date);
	printf("\n");
	for (i = 0; i < 4; i++)
		printf("%sseat %d %s", i ? ", " : "", i + 1,
		    seats->name[i][0] ? seats->name[i] : "(empty)");
	printf("\n");
	if (pr->rows > 0)
		table_print(stdout, pr->t, FMT_TEXT);
	else
		printf("no deals entered\n");
	if (ev->deals > 0 && pr->rows != ev->deals)
		printf("%d of %d deals entered\n", pr->rows, ev->deals);
	printf("final small points and table points (5/3/1/0, ties share, §7.4):\n");
	table_print(stdout, ft->t, FMT_TEXT);
	if (ft->short_table)
		printf("short table (§7.4): each present player gets %d table points and"
		    " %d small points\n", ev->rules.absent_big, ev->rules.absent_small);
}

/* The rows' order (§2.2, §7.3): dealers, bok blocks, rows; each ruling printed. */
static size_t
proto_sequence(const struct db_event *ev, const struct proto *pr)
{
	struct verdict	 v = { 0, 0, NULL };
	size_t		 i, n;

	n = baska_sequence_check(&ev->rules, pr->seq, (size_t)pr->rows, ev->deals, 0, &v);
	for (i = 0; i < v.n; i++)
		cli_errx(EXIT_RULE, "protocol: %s", v.r[i].text);
	verdict_free(&v);
	return n;
}

int
cmd_protocol(int argc, char **argv)
{
	static const char *const text_head[] = { "deal", "dealer", "contract", "bok", "Starzy",
	    "kontras", "eyes", "won", "level", "+1", "+2", "+3", "+4", "total1", "total2",
	    "total3", "total4", "zero-sum" };
	static const char *const csv_head[] = { "deal", "dealer", "contract", "declarer",
	    "partner", "kontras", "bok", "eyes", "won", "level", "points1", "points2",
	    "points3", "points4", "total1", "total2", "total3", "total4", "sum" };
	static const char *const foot_head[] = { "seat", "player", "small points", "place",
	    "table points" };
	struct cli_opts	 o = { .want = CO_TABLE | CO_FORMAT };
	enum out_format	 fmt;
	struct db_event	 ev;
	struct db_seats	 seats;
	struct db	*db;
	struct errbuf	 err;
	struct db_param	 p = { DBP_INT, 0, NULL };
	struct proto	 pr;
	struct foot	 ft;
	int64_t		 table;
	int		 rc, session, number, i;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (argc - optind != 1)
		return cli_usage_error();
	if ((rc = cli_open_table(&o, argv[optind], &db, &ev, &table)) != 0)
		return rc;
	fmt = o.format;
	session = o.session;
	number = o.table;
	err_clear(&err);
	memset(&pr, 0, sizeof(pr));
	memset(&ft, 0, sizeof(ft));
	pr.fmt = ft.fmt = fmt;
	pr.t = fmt == FMT_CSV ? table_alloc(19, csv_head) : table_alloc(18, text_head);
	ft.t = table_alloc(5, foot_head);
	if (fmt != FMT_CSV) {
		for (i = 9; i <= 16; i++)
			table_align_right(pr.t, i);
		table_align_right(pr.t, 0);
		table_align_right(pr.t, 5);
		table_align_right(pr.t, 6);
		table_align_right(ft.t, 2);
		table_align_right(ft.t, 4);
	}
	p.i = table;
	rc = EXIT_SYS;
	if (db_table_seats(db, table, &seats, &err) == -1 ||
	    db_report(db, "protocol", &p, 1, proto_row, &pr, &err) == -1 ||
	    db_report(db, "protocol_foot", &p, 1, foot_row, &ft, &err) == -1) {
		cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if (fmt == FMT_CSV)
		proto_csv(&pr, &ft);
	else
		proto_text(&ev, &seats, session, number, &pr, &ft);
	rc = EXIT_OK;
	if (pr.bad) {
		rc = cli_errx(EXIT_RULE, "protocol: %d row%s do not sum to zero (§6.1)", pr.bad,
		    pr.bad > 1 ? "s" : "");
	} else if (pr.last_total[0] + pr.last_total[1] + pr.last_total[2] +
	    pr.last_total[3] != 0)
		rc = cli_errx(EXIT_RULE, "protocol: the running totals do not sum to zero (§6.1)");
	if (proto_sequence(&ev, &pr) > 0)
		rc = EXIT_RULE;
out:
	free(pr.seq);
	table_free(pr.t);
	table_free(ft.t);
	db_close(db);
	return rc;
}

/* ------------------------------------------------------------ standings */

struct stand {
	struct table	*t;
	int		 teams;
	size_t		 n, cap;
	struct stand_row {
		int	 rank;
		char	 name[DB_NAME_MAX];
		char	 big[24];
		long	 big12, small;
	} *r;
};

static int
stand_row(void *arg, int ncol, const char *const *n, const char *const *v)
{
	struct stand	*s = arg;
	struct stand_row *r;
	const char	*cells[6];

	(void)n;
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 64;
		s->r = xreallocarray(s->r, s->cap, sizeof(*s->r));
	}
	r = &s->r[s->n++];
	r->rank = atoi(val(v[0]));
	snprintf(r->name, sizeof(r->name), "%s", val(v[1]));
	snprintf(r->big, sizeof(r->big), "%s", val(v[2]));
	r->small = atol(val(v[3]));
	r->big12 = atol(val(v[ncol - 1]));
	cells[0] = v[0];
	cells[1] = v[1];
	cells[2] = v[2];
	cells[3] = v[3];
	cells[4] = v[4];
	cells[5] = s->teams ? NULL : v[5];
	table_add(s->t, cells);
	return 0;
}

/* For each pair of neighbours equal on big points, what separated them. */
static void
stand_ties(const struct stand *s)
{
	size_t	 i;
	int	 any = 0;

	for (i = 1; i < s->n; i++) {
		const struct stand_row *a = &s->r[i - 1], *b = &s->r[i];
		char	 sa[24], sb[24];

		if (a->big12 != b->big12)
			continue;
		if (!any)
			printf("ties on big points:\n");
		any = 1;
		league_points(sa, sizeof(sa), (int)a->small);
		league_points(sb, sizeof(sb), (int)b->small);
		if (a->small != b->small)
			printf("  %d %s / %d %s: both %s big points; separated by small points"
			    " (%s > %s)\n", a->rank, a->name, b->rank, b->name, a->big, sa, sb);
		else
			printf("  %d %s / %d %s: equal on big points (%s) and small points"
			    " (%s): they share rank %d\n", a->rank, a->name, b->rank, b->name,
			    a->big, sa, a->rank);
	}
}

/* The options of standings. */
struct stand_opts {
	const char	*season;
	int		 best, teams;
};

static int
stand_opt(int ch, const char *arg, void *ctx)
{
	struct stand_opts *so = ctx;

	switch (ch) {
	case 's':
		so->season = arg;
		return 0;
	case 'b':
		return league_number("--best", arg, 0, 1000, &so->best) == -1 ? EXIT_USAGE : 0;
	case 'T':
		so->teams = 1;
		return 0;
	default:
		return EXIT_USAGE;
	}
}

/* Runs the standings (or teams) report with its parameters and prints it. */
static int
stand_print(struct db *db, const struct db_param *p, const struct stand_opts *so,
    const char *event, enum out_format fmt)
{
	static const char *const head[] = { "rank", "player", "big_points", "small_points",
	    "tables", "events" };
	static const char *const team_head[] = { "rank", "team", "big_points", "small_points",
	    "players" };
	struct stand	 s;
	struct errbuf	 err;
	int		 i, rc = EXIT_OK;

	memset(&s, 0, sizeof(s));
	s.teams = so->teams;
	s.t = so->teams ? table_alloc(5, team_head) : table_alloc(so->season ? 6 : 5, head);
	for (i = 0; i <= 5; i++)
		if (i != 1)
			table_align_right(s.t, i);
	err_clear(&err);
	if (db_report(db, so->teams ? "teams" : "standings", p, so->teams ? 1 : 3, stand_row,
	    &s, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if (fmt == FMT_TEXT) {
		if (so->season)
			printf("season %s%s\n", so->season, so->best > 0 ? " (best results)" : "");
		else
			printf("%s%s\n", event, so->teams ? " — teams" : "");
	}
	if (s.n == 0 && fmt == FMT_TEXT)
		printf("no results yet\n");
	else
		table_print(stdout, s.t, fmt);
	if (fmt == FMT_TEXT)
		stand_ties(&s);
out:
	table_free(s.t);
	free(s.r);
	return rc;
}

int
cmd_standings(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "season", required_argument, NULL, 's' },
		{ "best", required_argument, NULL, 'b' },
		{ "teams", no_argument, NULL, 'T' },
		{ NULL, 0, NULL, 0 }
	};
	struct stand_opts so = { NULL, -1, 0 };
	struct cli_opts	 o = { .want = CO_FORMAT | CO_HTML,
	    .extra = longopts, .handle = stand_opt };
	const struct game *game;
	struct db_event	 ev;
	struct db	*db;
	struct db_param	 p[3] = { { DBP_NULL, 0, NULL }, { DBP_NULL, 0, NULL },
	    { DBP_INT, 0, NULL } };
	int		 rc;

	o.ctx = &so;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if ((so.season == NULL) == (argc != 1) || argc > 1 || (so.teams && so.season) ||
	    (so.best >= 0 && so.season == NULL))
		return cli_usage_error();
	if ((rc = league_open(&db)) != 0)
		return rc;
	if (so.season != NULL) {
		p[1].type = DBP_TEXT;
		p[1].s = so.season;
		p[2].i = so.best >= 0 ? so.best : 0;
	} else if ((rc = league_event(db, argv[0], &ev)) != 0) {
		db_close(db);
		return rc;
	} else if ((game = game_find(ev.game)) != NULL && game->standings != NULL) {
		/* A game with standings of its own (the game table's store hook). */
		rc = so.teams ? cli_errx(EXIT_USAGE, "--teams: '%s' is a %s event", ev.name,
		    game->name) : game->standings(db, &ev, o.format);
		db_close(db);
		return rc;
	} else {
		p[0].type = DBP_INT;
		p[0].i = ev.id;
	}
	rc = stand_print(db, p, &so, so.season ? NULL : ev.name, o.format);
	db_close(db);
	return rc;
}
