/*
 * Rybaření in words: the result of a judged game as referee rybareni check
 * and live play print it, in text or as CSV rows.
 */
#include <stdio.h>

#include "deal_line.h"
#include "page.h"
#include "rybareni.h"
#include "say.h"
#include "table.h"
#include "../csvio/csvio.h"
#include "../db/db.h"
#include "../notation/ryb.h"
#include "../rules/rybareni/rybareni.h"
#include "../util/i18n.h"
#include "../util/util.h"

static void
tiles_text(struct strbuf *sb, const int *tiles, int n)
{
	char	 a[4];
	int	 i;

	if (n == 0)
		sb_adds(sb, "-");
	for (i = 0; i < n; i++) {
		ryb_tile_name(tiles[i], a);
		sb_addf(sb, "%s%s", i ? " " : "", a);
	}
}

static void
counts_text(struct strbuf *sb, const int *count)
{
	char	 a[4];
	int	 k, i, any = 0;

	for (k = 0; k < RYB_KINDS; k++)
		for (i = 0; i < count[k]; i++) {
			ryb_tile_name(k, a);
			sb_addf(sb, "%s%s", any ? " " : "", a);
			any = 1;
		}
	if (!any)
		sb_adds(sb, "-");
}

void
ryb_result_print(const char *name, const struct ryb_game *g, const struct ryb_result *res)
{
	static const char *const head[] = { N_("place"), N_("player"), N_("tiles"),
	    N_("big"), N_("small"), N_("rounded"), N_("total") };
	struct strbuf	 sb = { 0 };
	struct table	*t;
	int		 p, place;

	printf(_("%s%s%s (ruleset %s)\n\n"), g->event[0] ? g->event : NT_("Rybaření"),
	    g->date[0] ? ", " : "", g->date, name);
	for (p = 0; p < g->nplayers; p++) {
		sb_reset(&sb);
		tiles_text(&sb, res->catch[p], res->ncatch[p]);
		report_say(4, _("player %d, %s: %s\n"), p + 1, g->players[p], sb_str(&sb));
	}
	sb_reset(&sb);
	counts_text(&sb, res->table_left);
	report_say(4, _("left on the table: %s\n"), sb_str(&sb));
	for (p = 0; p < g->nplayers; p++) {
		sb_reset(&sb);
		counts_text(&sb, res->hand_left[p]);
		report_say(4, _("left in hand %d: %s\n"), p + 1, sb_str(&sb));
	}
	sb_free(&sb);
	fputc('\n', stdout);
	t = table_alloc(7, head);
	table_align_right(t, 0);
	for (p = 2; p < 7; p++)
		table_align_right(t, p);
	for (place = 1; place <= g->nplayers; place++)
		for (p = 0; p < g->nplayers; p++)
			if (res->place[p] == place)
				table_addf(t, "%d\t%s\t%d\t%d\t%d\t%d\t%d", place, g->players[p],
				    res->ncatch[p], res->score[p].big, res->score[p].small,
				    res->score[p].rounded, res->score[p].total);
	table_print(stdout, t, FMT_TEXT);
	table_free(t);
}

/* One player's CSV row. */
static void
csv_player(const struct ryb_game *g, const struct ryb_result *res, int p)
{
	const int	 v[6] = { res->ncatch[p], res->score[p].big, res->score[p].small,
			    res->score[p].rounded, res->score[p].total, res->place[p] };
	char		 num[6][16];
	const char	*row[7];
	int		 i;

	row[0] = g->players[p];
	for (i = 0; i < 6; i++) {
		snprintf(num[i], sizeof(num[i]), "%d", v[i]);
		row[i + 1] = num[i];
	}
	(void)csvio_put_row(stdout, 7, row);
}

void
ryb_check_csv_head(void)
{
	static const char *const head[] = { N_("player"), N_("tiles"), N_("big"),
	    N_("small"), N_("rounded"), N_("total"), N_("place") };

	(void)csvio_put_row(stdout, 7, head);
}

void
ryb_result_csv(const struct ryb_game *g, const struct ryb_result *res)
{
	int	 p;

	for (p = 0; p < g->nplayers; p++)
		csv_player(g, res, p);
}

/* The words of a turn for the shared screen: what the hand and the drawn tile did. */
void
ryb_turn_words(const struct ryb_turn *t, struct strbuf *sb)
{
	char	 a[4], b[4];

	ryb_tile_name(t->hand, a);
	ryb_tile_name(t->hand_with, b);
	if (t->hand_act == RYB_ACT_CATCH)
		sb_addf(sb, _("%s from the hand catches %s"), a, b);
	else if (t->hand_act == RYB_ACT_LAY)
		sb_addf(sb, _("lays %s from the hand on the table"), a);
	else if (t->hand_act == RYB_ACT_STACK)
		sb_addf(sb, _("stacks %s from the hand"), a);
	else if (t->hand_act == RYB_ACT_PAIR66)
		sb_adds(sb, _("lays out the dealt pair of 6-6"));
	else
		sb_adds(sb, _("no pair from the hand"));
	ryb_tile_name(t->draw, a);
	ryb_tile_name(t->draw_with, b);
	sb_adds(sb, "; ");
	if (t->draw_act == RYB_ACT_CATCH)
		sb_addf(sb, _("turns over %s, which catches %s"), a, b);
	else if (t->draw_act == RYB_ACT_STACK)
		sb_addf(sb, _("turns over %s and stacks it"), a);
	else
		sb_addf(sb, _("turns over %s and lays it on the table"), a);
}

void
ryb_table_print(const struct ryb_result *res)
{
	char	 a[4];
	int	 k, i;

	fputs(_("on the table:"), stdout);
	for (k = 0; k < RYB_KINDS; k++)
		for (i = 0; i < res->table_left[k]; i++) {
			ryb_tile_name(k, a);
			printf(" %s", a);
		}
	putchar('\n');
}

int
ryb_refusals_print(const struct verdict *v, int line)
{
	size_t	 k;
	int	 n = 0;

	for (k = 0; k < v->n; k++) {
		if (v->r[k].line != line || v->r[k].code == RYB_R_UNFINISHED)
			continue;
		if (v->r[k].code == RYB_R_MUST_CATCH)
			report_say(4, "%s", _("  ! refused: a tile of the hand pairs with one on "
			    "the table, and the pair must be taken (§4, hand pair)\n"));
		else
			report_say(4, _("  ! refused: %s\n"), v->r[k].text);
		n++;
	}
	return n;
}

void
ryb_turn_print(const char *who, const struct ryb_turn *t, int left)
{
	struct strbuf	 sb = { 0 };

	ryb_turn_words(t, &sb);
	report_say(4, "%s: %s\n", who, sb_str(&sb));
	printf(P_("  the wall holds %d tile\n", "  the wall holds %d tiles\n", left), left);
	sb_free(&sb);
}

void
ryb_play_opening(const char *name, int nplayers)
{
	printf(P_("Rybaření, ruleset %s: %d player; the wall holds %d tiles\n",
	    "Rybaření, ruleset %s: %d players; the wall holds %d tiles\n", nplayers),
	    name, nplayers, RYB_WALL);
	ryb_play_help();
}

void
ryb_play_help(void)
{
	fputs(_("a turn as in the record: 'HAND, DRAWN' (3-4+2-5, 1-1+1-1 or -, 5-6);\n"
	    "'table' shows the table, 'help' this help, 'quit' stops the game\n"), stdout);
}

void
ryb_play_all_seen(int tile)
{
	char	 a[4];

	ryb_tile_name(tile, a);
	report_say(4, _("  ! refused: every %s of the two sets is on the table, in a hand or "
	    "drawn already (§2)\n"), a);
}

void
ryb_play_unfinished(int left, int quit)
{
	if (quit)
		printf(P_("result: stopped before the game ended (the wall holds %d tile)\n",
		    "result: stopped before the game ended (the wall holds %d tiles)\n", left),
		    left);
	else
		printf(P_("result: the input ended before the game did (the wall holds %d tile)\n",
		    "result: the input ended before the game did (the wall holds %d tiles)\n",
		    left), left);
}

void
ryb_score_show(const struct ryb_score *sc, enum out_format fmt)
{
	static const char *const head[] = { N_("big"), N_("small"), N_("rounded"),
	    N_("total") };
	static const char *const lhead[] = { "", "" };
	struct table	*t;

	if (fmt == FMT_CSV) {
		t = table_alloc(4, head);
		table_addf(t, "%d\t%d\t%d\t%d", sc->big, sc->small, sc->rounded, sc->total);
	} else {
		t = table_alloc(2, lhead);
		table_text_header(t, 0);
		table_align_right(t, 1);
		table_addf(t, "%s\t%d", _("big fish (velké ryby)"), sc->big);
		table_addf(t, "%s\t%d", _("small fish, red pips (malé ryby)"), sc->small);
		table_addf(t, "%s\t%d", _("small fish rounded"), sc->rounded);
		table_addf(t, "%s\t%d", _("total"), sc->total);
	}
	table_print(stdout, t, fmt);
	table_free(t);
}

void
ryb_check_text(const char *name, const struct ryb_game *g, const struct ryb_result *res,
    const struct verdict *v, int after)
{
	size_t	 i;

	if (after)
		fputc('\n', stdout);
	ryb_result_print(name, g, res);
	if (v->n > 0)
		fputc('\n', stdout);
	for (i = 0; i < v->n; i++)
		printf(_("turn %d player %d: %s\n"), v->r[i].turn, v->r[i].player, v->r[i].text);
}

void
ryb_record_show(const struct ryb_game *g, struct strbuf *sb, int after)
{
	sb_reset(sb);
	ryb_print(g, sb);
	if (after)
		fputc('\n', stdout);
	fputs(sb_str(sb), stdout);
}

void
ryb_added_text(struct strbuf *sb, const char *path, int number, const struct ryb_game *g,
    const struct ryb_result *res)
{
	int	 p;

	sb_addf(sb, _("%s: game %d:"), path, number);
	for (p = 0; p < g->nplayers; p++)
		sb_addf(sb, "%s %s %d", p ? "," : "", g->players[p], res->score[p].total);
	sb_addc(sb, '\n');
}

/*
 * A page (src/report/page.c) has no provisional mark: games enter the event
 * only whole, from finished records, so the standings are final.
 */
int
ryb_event_table(struct db *db, const struct db_event *ev, int standings,
    enum out_format fmt, struct errbuf *err)
{
	static const char *const ghead[] = { N_("game"), N_("position"), N_("player"),
	    N_("tiles"), N_("big"), N_("small"), N_("rounded"), N_("total"),
	    N_("place") };
	static const int gright[] = { 0, 1, 3, 4, 5, 6, 7, 8, -1 };
	static const char *const shead[] = { N_("rank"), N_("player"), N_("total"),
	    N_("games"), N_("wins") };
	static const int sright[] = { 0, 2, 3, 4, -1 };
	static const struct db_table_spec games = { "ryb_games", 9, ghead, gright, NULL };
	static const struct db_table_spec table = { "game_standings", 5, shead, sright, NULL };
	struct db_param		 p = { DBP_INT, ev->id, NULL };
	int			 rc;

	err_clear(err);
	if (!standings)
		return report_db_table(stdout, db, &games, &p, 1, fmt, err);
	if (fmt == FMT_TEXT)
		printf(_("%s (Rybaření, ruleset %s)\n"), ev->name, ev->ruleset_name);
	if (fmt == FMT_HTML) {
		page_begin(stdout, ev->name, ev->date, _("standings (Rybaření)"));
		page_para(stdout, NULL, _("ruleset %s"), ev->ruleset_name);
	}
	rc = report_db_table(stdout, db, &table, &p, 1, fmt, err);
	if (fmt == FMT_HTML)
		page_end(stdout);
	return rc;
}
