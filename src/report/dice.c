#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "deal_line.h"
#include "dice.h"
#include "page.h"
#include "say.h"
#include "shape.h"
#include "table.h"
#include "../db/db.h"
#include "../notation/gdr.h"
#include "../rules/dice/dice.h"
#include "../util/i18n.h"
#include "../util/util.h"

const char *const dice_standings_cols[DS__N] = {
	[DS_RANK] = "rank", [DS_PLAYER] = "player", [DS_TOTAL] = "total", [DS_GAMES] = "games"
};
const char *const dice_standings_game_cols[DG__N] = {
	[DG_GAME] = "game", [DG_PLAYER] = "player", [DG_TOTAL] = "total", [DG_TURNS] = "turns"
};

int
dice_standings_row(void *arg, const struct report_row *row)
{
	struct dice_standings	*s = arg;
	struct dice_standings_row *r;
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

int
dice_standings_game(void *arg, const struct report_row *row)
{
	struct dice_standings	*s = arg;
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
dstand_ties(const struct dice_standings *s, struct strbuf *sb)
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
dstand_unfinished(const struct dice_standings *s, struct strbuf *sb, int lines)
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
dstand_table(const struct dice_standings *s, enum out_format fmt)
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

void
dice_standings_show(const char *event, const char *date, const char *ruleset,
    const struct dice_standings *s, enum out_format fmt)
{
	struct table	*t = dstand_table(s, fmt);
	struct strbuf	 ties, open;

	memset(&ties, 0, sizeof(ties));
	memset(&open, 0, sizeof(open));
	dstand_ties(s, &ties);
	dstand_unfinished(s, &open, fmt != FMT_HTML);
	if (fmt == FMT_HTML) {
		page_begin(stdout, event, date, _("standings (Generał)"));
		page_para(stdout, NULL, _("ruleset %s"), ruleset);
		if (open.len > 0)
			page_para(stdout, NT_("provisional"), _("provisional: %s"), sb_str(&open));
	} else if (fmt == FMT_TEXT)
		printf(_("%s (Generał, ruleset %s)\n"), event, ruleset);
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
dice_standings_read(struct db *db, int64_t event, struct dice_standings *s,
    struct errbuf *err)
{
	struct report_shape ssh = REPORT_SHAPE(dice_standings_cols, DS__N, dice_standings_row, s);
	struct report_shape gsh = REPORT_SHAPE(dice_standings_game_cols, DG__N,
	    dice_standings_game, s);
	struct db_param	 p = { DBP_INT, 0, NULL };

	p.i = event;
	if (db_report(db, "dice_standings", &p, 1, report_shape_row, &ssh, err) == -1 ||
	    report_shape_done(&ssh, err) == -1 ||
	    db_report(db, "dice_game_totals", &p, 1, report_shape_row, &gsh, err) == -1 ||
	    report_shape_done(&gsh, err) == -1)
		return -1;
	return 0;
}

void
dice_standings_free(struct dice_standings *s)
{
	size_t	 i;

	for (i = 0; i < s->n; i++)
		free(s->r[i].game);
	free(s->r);
	free(s->number);
	free(s->unfinished);
	memset(s, 0, sizeof(*s));
}

/* ------------------------------------------------------------ scorecards */

void
dice_card_text(const struct dice_rules *r, const struct dice_game *g,
    const struct dice_verdict *v)
{
	struct table		*t;
	struct dice_totals	*tot;
	const char		**cells;
	char			(*num)[16];
	int			 p, b, rank, q;

	tot = xcalloc((size_t)g->nplayers, sizeof(*tot));
	for (p = 0; p < g->nplayers; p++)
		dice_card_totals(r, &v->cards[p], &tot[p]);
	cells = xcalloc((size_t)g->nplayers + 1, sizeof(*cells));
	num = xcalloc((size_t)g->nplayers, sizeof(*num));
	cells[0] = "kategoria";
	for (p = 0; p < g->nplayers; p++)
		cells[p + 1] = g->players[p];
	t = table_alloc(g->nplayers + 1, cells);
	for (p = 0; p < g->nplayers; p++)
		table_align_right(t, p + 1);

#define ROW(label, expr) do {						\
	cells[0] = (label);						\
	for (p = 0; p < g->nplayers; p++) {				\
		fmt_buf(num[p], sizeof(num[p]), "%d", (expr));		\
		cells[p + 1] = num[p];					\
	}								\
	table_add(t, cells);						\
} while (0)

	for (b = 0; b < DICE_NBOXES; b++) {
		cells[0] = dice_box_pl(b);
		for (p = 0; p < g->nplayers; p++) {
			if (v->cards[p].used & BOX_BIT(b))
				fmt_buf(num[p], sizeof(num[p]), "%d", v->cards[p].score[b]);
			else
				fmt_buf(num[p], sizeof(num[p]), "-");
			cells[p + 1] = num[p];
		}
		table_add(t, cells);
		if (b == BOX_SIXES) {
			ROW("suma górna", tot[p].upper);
			ROW("premia górna", tot[p].upper_bonus);
		}
	}
	ROW("suma dolna", tot[p].lower);
	ROW("premie za generała", tot[p].extra);
	ROW("razem", tot[p].total);
#undef ROW
	table_print(stdout, t, FMT_TEXT);
	table_free(t);

	{
		static const char *const head[] = { "miejsce", "gracz", "razem" };

		t = table_alloc(3, head);
		table_align_right(t, 0);
		table_align_right(t, 2);
		/* Places by total, ties share the place (§2 #12); sorted by place, then order. */
		for (rank = 1; rank <= g->nplayers; rank++)
			for (p = 0; p < g->nplayers; p++) {
				int	 place = 1;

				for (q = 0; q < g->nplayers; q++)
					place += tot[q].total > tot[p].total;
				if (place == rank)
					table_addf(t, "%d\t%s\t%d", place, g->players[p], tot[p].total);
			}
		fputc('\n', stdout);
		table_print(stdout, t, FMT_TEXT);
		table_free(t);
	}
	free(num);
	free(cells);
	free(tot);
}

void
dice_card_csv(struct table *t, const struct dice_rules *r, const struct dice_game *g,
    const struct dice_verdict *v)
{
	struct dice_totals	 tot;
	int			 p, b;

	for (p = 0; p < g->nplayers; p++) {
		for (b = 0; b < DICE_NBOXES; b++)
			if (v->cards[p].used & BOX_BIT(b))
				table_addf(t, "%s\t%s\t%d", g->players[p], dice_box_id(b),
				    v->cards[p].score[b]);
		dice_card_totals(r, &v->cards[p], &tot);
		table_addf(t, NT_("%s\tbonus\t%d"), g->players[p], tot.upper_bonus + tot.extra);
		table_addf(t, NT_("%s\ttotal\t%d"), g->players[p], tot.total);
	}
}

void
dice_check_text(const struct dice_game *g, const char *rname, const struct dice_rules *r,
    const struct dice_verdict *v, const char *path, int after)
{
	const char		*file = strcmp(path, "-") == 0 ? "<stdin>" : path;
	const struct ruling	*x;
	size_t			 i;

	if (after)
		fputc('\n', stdout);
	printf(_("%s%s%s (reguły: %s)\n\n"), g->event[0] ? g->event : NT_("Generał"),
	    g->date[0] ? ", " : "", g->date, rname);
	dice_card_text(r, g, v);
	if (v->rulings.n > 0)
		printf(_("\nnaruszenia zasad:\n"));
	/* FILE:LINE:COL first, the ruling broken at 80 columns (later lines indented 2). */
	for (i = 0; i < v->rulings.n; i++) {
		x = &v->rulings.r[i];
		if (x->col > 0)
			report_say(2, "%s:%d:%d: %s\n", file, x->line, x->col, x->text);
		else
			report_say(2, "%s:%d: %s\n", file, x->line, x->text);
	}
}

void
dice_record_show(const struct dice_game *g, int after)
{
	struct strbuf	 sb = { 0 };

	gdr_print(g, &sb);
	if (after)
		fputc('\n', stdout);
	fputs(sb_str(&sb), stdout);
	sb_free(&sb);
}

/* ------------------------------------------------------------ score */


/* A note under a score or a turn (a ruling's why): wrapped at 80 columns, the later lines 2 in. */
static void
put_note(const char *note)
{
	if (*note != '\0')
		report_say(2, "%s\n", note);
}
/* The upper categories the throw would lift to the upper bonus, if any. */
static void
upper_note(const struct dice_rules *r, const struct dice_card *card, unsigned known,
    const struct dice_options *o, struct strbuf *sb)
{
	struct dice_totals	 t;
	int			 i, any = 0;

	if (r->upper_bonus_points == 0 || (card->used & BOXES_UPPER & ~known))
		return;
	dice_card_totals(r, card, &t);
	if (t.upper >= r->upper_bonus_threshold)
		return;
	for (i = 0; i < o->n; i++) {
		if (!BOX_IS_UPPER(o->opt[i].box) ||
		    t.upper + o->opt[i].points < r->upper_bonus_threshold)
			continue;
		sb_addf(sb, _("%s%s (suma %d)"), any ? ", " : "", dice_box_id(o->opt[i].box),
		    t.upper + o->opt[i].points);
		any = 1;
	}
	if (any) {
		char	*s = xstrdup(sb_str(sb));

		sb_reset(sb);
		sb_addf(sb, _("premia za górną część +%d (suma górna co najmniej %d, §3): %s"),
		    r->upper_bonus_points, r->upper_bonus_threshold, s);
		free(s);
	}
}

void
dice_score_show(const struct dice_rules *r, const struct dice_card *card, unsigned known,
    const int *dice, enum out_format fmt)
{
	static const char *const head[] = { N_("category"), N_("points") };
	struct dice_options	 o;
	struct table		*t;
	struct strbuf		 note = { 0 };
	char			 why[512];
	int			 i;

	dice_options(r, card, dice, &o);
	t = table_alloc(2, head);
	table_align_right(t, 1);
	table_text_header(t, 0);
	for (i = 0; i < o.n; i++)
		table_addf(t, "%s\t%d", dice_box_cell(o.opt[i].box, fmt), o.opt[i].points);
	if (o.bonus > 0)
		table_addf(t, "%s\t%d", fmt == FMT_CSV ? NT_("bonus") : _("bonus"), o.bonus);
	table_print(stdout, t, fmt);
	table_free(t);
	if (fmt == FMT_TEXT) {
		dice_options_explain(r, card, dice, &o, why, sizeof(why));
		put_note(why);
		upper_note(r, card, known, &o, &note);
		put_note(sb_str(&note));
	}
	sb_free(&note);
}

/* ------------------------------------------------------------ turn by turn */

void
dice_started_show(int number, char *const *names, int n)
{
	int	 i;

	printf(_("game %d:"), number);
	for (i = 0; i < n; i++)
		printf("%s %s", i > 0 ? "," : "", names[i]);
	printf(_(" (enter turns with 'referee dice turn')\n"));
}

void
dice_turn_show(const struct dice_rules *r, const struct dice_game *g,
    const struct dice_verdict *v, int player, int number, const char *name)
{
	const struct dice_turn	*nt = &g->turns[g->nturns - 1];
	const int		*last = nt->dice[nt->nthrows - 1];
	struct dice_card	*cards;
	struct dice_options	 o;
	struct dice_totals	 t;
	char			 why[512];
	size_t			 i;
	int			 p;

	/* The card before the turn says what the box took and why. */
	cards = xcalloc((size_t)g->nplayers, sizeof(*cards));
	for (i = 0; i + 1 < g->nturns; i++)
		dice_card_enter(r, &cards[g->turns[i].player],
		    g->turns[i].dice[g->turns[i].nthrows - 1], g->turns[i].box);
	dice_options(r, &cards[player], last, &o);
	dice_options_explain(r, &cards[player], last, &o, why, sizeof(why));
	dice_card_enter(r, &cards[player], last, nt->box);
	dice_card_totals(r, &cards[player], &t);
	printf(_("game %d, turn %d of 13: %s: %s %d"), number, v->turns[player],
	    name, dice_box_name(nt->box), cards[player].score[nt->box]);
	free(cards);
	if (o.bonus > 0)
		printf(_(" + bonus %d"), o.bonus);
	printf(_(", total %d\n"), t.total);
	put_note(why);
	for (p = 0; p < g->nplayers && v->turns[p] == 13; p++)
		continue;
	if (p == g->nplayers)
		printf(_("game %d is over\n"), number);
	else
		printf(_("next: %s\n"), g->players[(player + 1) % g->nplayers]);
}

void
dice_undone_show(int number, int seq, const char *name, const char *throws, int box,
    const char *why)
{
	printf(_("game %d: turn %d withdrawn: %s: %s -> %s (%s)\n"), number, seq, name, throws,
	    dice_box_name(box), why);
	printf(_("next: %s\n"), name);
}

void
dice_added_show(const char *path, int number, const struct dice_rules *r,
    const struct dice_game *g, const struct dice_card *cards)
{
	struct dice_totals	 t;
	int			 p;

	printf(_("%s: game %d:"), path, number);
	for (p = 0; p < g->nplayers; p++) {
		dice_card_totals(r, &cards[p], &t);
		printf("%s %s %d", p ? "," : "", g->players[p], t.total);
	}
	printf("\n");
}

void
dice_game_card_show(const char *event, int number, const char *rname,
    const struct dice_rules *r, const struct dice_game *g, const struct dice_verdict *v,
    enum out_format fmt)
{
	static const char *const head[] = { "player", "category", "points" };
	struct table	*t;

	if (fmt == FMT_CSV) {
		t = table_alloc(3, head);
		dice_card_csv(t, r, g, v);
		table_print(stdout, t, FMT_CSV);
		table_free(t);
	} else {
		printf(_("%s, game %d (ruleset %s)\n\n"), event, number, rname);
		dice_card_text(r, g, v);
	}
}

int
dice_event_table(struct db *db, const struct db_event *ev, int standings,
    enum out_format fmt, struct errbuf *err)
{
	static const char *const head[] = { N_("game"), N_("players"), N_("turns"),
	    N_("finished"), N_("source"), N_("entered_by") };
	static const int right[] = { 0, 2, -1 }, words[] = { 3, 4, -1 };	/* "turns" */
	static const struct db_table_spec games = { "dice_games", 6, head, right, words,
	    NULL, 0, 6 };	/* who: entered_by */
	struct db_param		 p = { DBP_INT, ev->id, NULL };
	struct dice_standings	 s;
	int			 rc;

	err_clear(err);
	if (!standings)
		return report_db_table(stdout, db, &games, &p, 1, fmt, err);
	memset(&s, 0, sizeof(s));
	if ((rc = dice_standings_read(db, ev->id, &s, err)) == 0)
		dice_standings_show(ev->name, ev->date, ev->ruleset_name, &s, fmt);
	dice_standings_free(&s);
	return rc;
}
