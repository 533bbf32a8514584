/*
 * referee dice games | card | standings: the games of a dice event.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "../report/shape.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../notation/gdr.h"
#include "../report/page.h"
#include "../util/i18n.h"
#include "../report/table.h"
#include "../rules/dice/dice.h"

int
cmd_dice_games(int argc, char **argv)
{
	static const char *const head[] = { N_("game"), N_("players"), N_("turns"),
	    N_("finished"), N_("source"), N_("entered_by") };
	static const int right[] = { 0, 2, -1 }, words[] = { 3, -1 };
	struct cli_opts		 o = { 0 };
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db_param		 p = { DBP_INT, 0, NULL };
	struct db		*db;
	int			 rc;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (argc - optind != 1)
		return cli_usage_error();
	if ((rc = dice_cli_event_open(argv[optind], &db, &ev, &r)) != 0)
		return rc;
	p.i = ev.id;
	rc = league_report_print_words(db, "dice_games", &p, 1, 6, head, right, words,
	    o.format);
	db_close(db);
	return rc;
}

/* --game N */
static int
game_number_opt(int ch, const char *arg, void *ctx)
{
	(void)ch;
	return league_number(NT_("--game"), arg, 1, 1000000, ctx) == -1 ? EXIT_USAGE : 0;
}

int
cmd_dice_card(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "game", required_argument, NULL, 'g' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const head[] = { "player", "category", "points" };
	struct cli_opts		 o = { .want = CO_FORMAT,
	    .extra = longopts, .handle = game_number_opt };
	enum out_format		 fmt;
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db_dice_game	 dg;
	struct dice_game	 g;
	struct dice_verdict	 v;
	struct db		*db;
	struct errbuf		 err;
	struct strbuf		 rec = { 0 };
	struct table		*t;
	int			 rc, number = 0, line;

	o.ctx = &number;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	fmt = o.format;
	if (argc - optind != 1 || number == 0)
		return cli_usage_error();
	if ((rc = dice_cli_event_open(argv[optind], &db, &ev, &r)) != 0)
		return rc;
	memset(&dg, 0, sizeof(dg));
	memset(&g, 0, sizeof(g));
	memset(&v, 0, sizeof(v));
	err_clear(&err);
	if ((rc = db_dice_game_get(db, ev.id, number, &dg, &err)) != 1) {
		rc = rc == 0 ? cli_errx(EXIT_USAGE, _("%s: no game %d"), ev.name, number) :
		    cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	dice_cli_turn_record(&dg, 0, NULL, &rec, &line);
	if (gdr_parse(sb_str(&rec), rec.len, &g, &err) == -1) {
		rc = cli_errx(EXIT_SYS, _("%s: game %d: stored turns: line %d: %s"), ev.name, number,
		    err.line, err.msg);
		goto out;
	}
	/* The turns were judged when entered; an unfinished card is no fault here. */
	dice_judge(&r, &g, &v);
	if (fmt == FMT_CSV) {
		t = table_alloc(3, head);
		dice_cli_card_csv(t, &r, &g, &v);
		table_print(stdout, t, FMT_CSV);
		table_free(t);
	} else {
		printf(_("%s, game %d (ruleset %s)\n\n"), ev.name, number, ev.ruleset_name);
		dice_cli_card_text(&r, &g, &v);
	}
	rc = EXIT_OK;
out:
	sb_free(&rec);
	dice_verdict_free(&v);
	dice_game_free(&g);
	db_dice_game_free(&dg);
	db_close(db);
	return rc;
}

/* Standings rows and the per-game totals beside them. */
struct dstand {
	size_t	 n, cap;
	struct dstand_row {
		char	 rank[16], name[DB_NAME_MAX], total[24], games[16];
		long	 tot;
		char	 (*game)[16];	/* the player's total in each game, "" if absent */
	} *r;
	int	 ngames;
	int	*number;		/* game numbers, in order */
	int	*unfinished;		/* turns still to play per game */
};

/* The columns the standings read, by their names in the SQL. */
enum { DS_RANK, DS_PLAYER, DS_TOTAL, DS_GAMES, DS__N };
static const char *const dstand_cols[DS__N] = {
	[DS_RANK] = "rank", [DS_PLAYER] = "player", [DS_TOTAL] = "total", [DS_GAMES] = "games"
};
enum { DG_GAME, DG_PLAYER, DG_TOTAL, DG_TURNS, DG__N };
static const char *const dgame_cols[DG__N] = {
	[DG_GAME] = "game", [DG_PLAYER] = "player", [DG_TOTAL] = "total", [DG_TURNS] = "turns"
};

static int
dstand_row(void *arg, const struct report_row *row)
{
	struct dstand		*s = arg;
	struct dstand_row	*r;
	const char		*v;

	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 32;
		s->r = xreallocarray(s->r, s->cap, sizeof(*s->r));
	}
	r = &s->r[s->n++];
	memset(r, 0, sizeof(*r));
	snprintf(r->rank, sizeof(r->rank), "%s", report_str(row, DS_RANK));
	snprintf(r->name, sizeof(r->name), "%s", report_str(row, DS_PLAYER));
	v = report_get(row, DS_TOTAL);
	snprintf(r->total, sizeof(r->total), "%s", v ? v : "0");
	v = report_get(row, DS_GAMES);
	snprintf(r->games, sizeof(r->games), "%s", v ? v : "0");
	r->tot = atol(r->total);
	return 0;
}

static int
dstand_game(void *arg, const struct report_row *row)
{
	struct dstand	*s = arg;
	size_t		 i;
	int		 g = report_int(row, DG_GAME), k;

	for (k = 0; k < s->ngames && s->number[k] != g; k++)
		continue;
	if (k == s->ngames) {
		s->number = xreallocarray(s->number, (size_t)s->ngames + 1, sizeof(int));
		s->unfinished = xreallocarray(s->unfinished, (size_t)s->ngames + 1, sizeof(int));
		s->number[k] = g;
		s->unfinished[k] = 0;
		s->ngames++;
		for (i = 0; i < s->n; i++) {
			s->r[i].game = xreallocarray(s->r[i].game, (size_t)s->ngames,
			    sizeof(*s->r[i].game));
			s->r[i].game[k][0] = '\0';
		}
	}
	s->unfinished[k] += 13 - report_int(row, DG_TURNS);
	for (i = 0; i < s->n; i++)
		if (strcmp(s->r[i].name, report_str(row, DG_PLAYER)) == 0)
			snprintf(s->r[i].game[k], sizeof(s->r[i].game[k]), "%s",
			    report_str(row, DG_TOTAL));
	return 0;
}

/* Each group of equal totals: "A, B and C share place 2 ...", into sb. */
static void
dstand_ties(const struct dstand *s, struct strbuf *sb)
{
	size_t	 i, j, q;
	int	 any = 0;

	for (i = 0; i < s->n; i = j) {
		for (j = i + 1; j < s->n && s->r[j].tot == s->r[i].tot; j++)
			continue;
		if (j - i < 2)
			continue;
		if (!any++)
			sb_adds(sb, _("ties:\n"));
		sb_adds(sb, "  ");
		for (q = i; q < j; q++)
			/* TRANSLATORS: between the last two names of a list */
			sb_addf(sb, "%s%s", q == i ? "" : q + 1 == j ? _(" and ") : ", ",
			    s->r[q].name);
		sb_addf(sb, P_(" share place %s with %ld point (§2 #12)\n",
		    " share place %s with %ld points (§2 #12)\n", s->r[i].tot), s->r[i].rank,
		    s->r[i].tot);
	}
}

/*
 * "game 3 is not finished: 24 turns to play" for each such game, into sb,
 * each ended by a newline (text) or joined by "; " (a page).
 */
static void
dstand_unfinished(const struct dstand *s, struct strbuf *sb, int lines)
{
	int	 k;

	for (k = 0; k < s->ngames; k++)
		if (s->unfinished[k] > 0)
			sb_addf(sb, _("%sgame %d is not finished: %d turns to play%s"),
			    !lines && sb->len > 0 ? "; " : "", s->number[k], s->unfinished[k],
			    lines ? "\n" : "");
}

/* The standings table: rank, player, total, games, then one column a game. */
static struct table *
dstand_table(const struct dstand *s, enum out_format fmt)
{
	struct table	*t;
	const char	**cells;
	char		(*head)[16];
	size_t		 i;
	int		 k, ncol = 4 + s->ngames;

	cells = xcalloc((size_t)ncol, sizeof(*cells));
	head = xcalloc((size_t)s->ngames + 1, sizeof(*head));
	cells[0] = N_("rank");
	cells[1] = N_("player");
	cells[2] = N_("total");
	cells[3] = N_("games");
	for (k = 0; k < s->ngames; k++) {
		/* CSV: "game1" (a column name); for people "game 1" in their language */
		fmt_buf(head[k], sizeof(head[k]), fmt == FMT_CSV ? NT_("game%d") : _("game %d"),
		    s->number[k]);
		cells[4 + k] = head[k];
	}
	t = table_alloc(ncol, cells);
	for (k = 0; k < ncol; k++)
		if (k != 1)
			table_align_right(t, k);
	for (i = 0; i < s->n; i++) {
		cells[0] = s->r[i].rank;
		cells[1] = s->r[i].name;
		cells[2] = s->r[i].total;
		cells[3] = s->r[i].games;
		for (k = 0; k < s->ngames; k++)
			cells[4 + k] = s->r[i].game[k];
		table_add(t, cells);
	}
	free(head);
	free(cells);
	return t;
}

/*
 * Prints the standings: text (the ties and the unfinished games after the
 * table), CSV, or a whole page (src/report/page.c) whose provisional mark
 * names the unfinished games above the table and whose ties follow it.
 */
static void
dstand_print(const struct db_event *ev, const struct dstand *s, enum out_format fmt)
{
	struct table	*t = dstand_table(s, fmt);
	struct strbuf	 ties, open;

	memset(&ties, 0, sizeof(ties));
	memset(&open, 0, sizeof(open));
	dstand_ties(s, &ties);
	dstand_unfinished(s, &open, fmt != FMT_HTML);
	if (fmt == FMT_HTML) {
		page_begin(stdout, ev->name, ev->date, _("standings (Generał)"));
		page_para(stdout, NULL, _("ruleset %s"), ev->ruleset_name);
		if (open.len > 0)
			page_para(stdout, NT_("provisional"), _("provisional: %s"), sb_str(&open));
	} else if (fmt == FMT_TEXT)
		printf(_("%s (Generał, ruleset %s)\n"), ev->name, ev->ruleset_name);
	if (s->n == 0 && fmt == FMT_HTML)
		page_para(stdout, NULL, "%s", _("no games yet"));
	else if (s->n == 0 && fmt == FMT_TEXT)
		printf(_("no games yet\n"));
	else
		table_print(stdout, t, fmt);
	if (fmt == FMT_TEXT)
		printf("%s%s", sb_str(&ties), sb_str(&open));
	else if (fmt == FMT_HTML) {
		page_pre(stdout, sb_str(&ties));
		page_end(stdout);
	}
	sb_free(&ties);
	sb_free(&open);
	table_free(t);
}

int
dice_standings_print(struct db *db, const struct db_event *ev, enum out_format fmt)
{
	struct dstand	 s;
	struct report_shape ssh = REPORT_SHAPE(dstand_cols, DS__N, dstand_row, &s);
	struct report_shape gsh = REPORT_SHAPE(dgame_cols, DG__N, dstand_game, &s);
	struct db_param	 p = { DBP_INT, 0, NULL };
	struct errbuf	 err;
	size_t		 i;
	int		 rc = EXIT_OK;

	memset(&s, 0, sizeof(s));
	p.i = ev->id;
	err_clear(&err);
	if (db_report(db, "dice_standings", &p, 1, report_shape_row, &ssh, &err) == -1 ||
	    report_shape_done(&ssh, &err) == -1 ||
	    db_report(db, "dice_game_totals", &p, 1, report_shape_row, &gsh, &err) == -1 ||
	    report_shape_done(&gsh, &err) == -1)
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
	else
		dstand_print(ev, &s, fmt);
	for (i = 0; i < s.n; i++)
		free(s.r[i].game);
	free(s.r);
	free(s.number);
	free(s.unfinished);
	return rc;
}

int
cmd_dice_standings(int argc, char **argv)
{
	struct cli_opts		 o = { 0 };
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db		*db;
	int			 rc;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (argc - optind != 1)
		return cli_usage_error();
	if ((rc = dice_cli_event_open(argv[optind], &db, &ev, &r)) != 0)
		return rc;
	rc = dice_standings_print(db, &ev, o.format);
	db_close(db);
	return rc;
}
