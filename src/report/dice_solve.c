/*
 * The optimal-strategy reports of Generał: the advice for a throw (referee
 * dice advise) and a game's luck and skill against optimal play (referee
 * dice analyse), with its per-player SVG chart, and the solver's table
 * they are read from, computed once per ruleset and kept in a cache file
 * under $XDG_CACHE_HOME/referee/ (else ~/.cache/referee/), named by a hash
 * of the ruleset's canonical text, written atomically and checked when
 * read.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dice.h"
#include "table.h"
#include "../rules/dice/dice.h"
#include "../util/i18n.h"
#include "../util/lang.h"
#include "../util/tabcache.h"
#include "../util/util.h"

/* ------------------------------------- the solver (cached: src/util/tabcache.c) */

/* Computes the solver's table on the cores there are, two at most. */
static void
solver_fill(void *s)
{
	long	 n = sysconf(_SC_NPROCESSORS_ONLN);

	dice_solver_run_threads(s, 0, n < 1 ? 1 : n > 2 ? 2 : (int)n);
}

/* A damaged cache (errnum 0) or one that cannot be written is only a warning. */
static void
solver_warn(const char *path, int errnum)
{
	if (errnum == 0)
		fprintf(stderr, _("referee: %s: the solver cache is damaged or stale; computing it "
		    "again\n"), path);
	else
		fprintf(stderr, _("referee: %s: cannot write the solver cache: %s\n"), path,
		    strerror(errnum));
}

struct dice_solver *
dice_solver_cached(const struct dice_rules *r)
{
	struct dice_solver	*s = dice_solver_alloc(r);
	struct strbuf		 text = { 0 };

	tabcache_key(&dice_ruleset_game, r, &text);
	tabcache_fill(NT_("dice-solver"), sb_str(&text), dice_solver_table(s),
	    dice_solver_size(s), solver_fill, s, solver_warn);
	sb_free(&text);
	return s;
}

/* ------------------------------------------------------------- tables */

const char *
dice_box_cell(int box, enum out_format fmt)
{
	return fmt == FMT_CSV ? dice_box_id(box) : dice_box_name(box);
}

void
dice_keep_words(int keep, int people, char *buf, size_t size)
{
	int	 d[DICE_N], n, i;
	size_t	 o = 0;

	n = dice_keep_dice(keep, d);
	if (n == 0) {
		fmt_buf(buf, size, "%s", people ? _("re-roll all") : NT_("re-roll all"));
		return;
	}
	for (i = 0; i < n && o + 3 < size; i++)
		o += (size_t)snprintf(buf + o, size - o, "%s%d", i ? " " : "", d[i]);
	if (n == DICE_N && o + 8 < size)
		snprintf(buf + o, size - o, "%s", people ? _(" (stop)") : NT_(" (stop)"));
}

void
dice_advice_print(const struct dice_rules *r, unsigned used, unsigned known,
    const struct dice_state *st, const struct dice_totals *tot, const struct dice_advice *a,
    int throwno, enum out_format fmt)
{
	struct table	*t;
	const char	*head[4];
	char		 what[64];
	double		 base, best;
	int		 i, known_all;

	/*
	 * Points on the card, known when every used box has its points (with
	 * the upper bonus; bonuses for earlier generałs are not given).
	 */
	known_all = (used & ~known) == 0;
	base = known_all ? tot->total : 0;
	best = a->c[0].value;
	head[0] = a->last ? N_("category") : N_("keep");
	head[1] = a->last ? N_("points") : N_("dice");
	head[2] = known_all ? N_("expected") : N_("to come");
	head[3] = N_("cost");
	t = table_alloc(a->last ? 4 : 3, a->last ? head : (const char *[]){ head[0], head[2],
	    head[3] });
	table_align_right(t, 1);
	table_align_right(t, 2);
	if (a->last)
		table_align_right(t, 3);
	for (i = 0; i < a->n; i++) {
		const char *fmtv = fmt == FMT_CSV ? "%.6f" : "%.2f";
		char	 v[32], c[32];

		if (fmt == FMT_TEXT) {	/* the locale's decimal point in text only */
			lang_decimal(v, sizeof(v), fmtv, base + a->c[i].value);
			lang_decimal(c, sizeof(c), fmtv, a->c[i].value - best);
		} else {
			snprintf(v, sizeof(v), fmtv, base + a->c[i].value);
			snprintf(c, sizeof(c), fmtv, a->c[i].value - best);
		}
		if (fmt == FMT_TEXT && a->c[i].value - best > -0.005)
			fmt_buf(c, sizeof(c), _("best"));
		if (a->last)
			table_addf(t, "%s\t%d\t%s\t%s", dice_box_cell(a->c[i].box, fmt),
			    a->c[i].points,
			    v, c);
		else {
			dice_keep_words(a->c[i].keep, fmt != FMT_CSV, what, sizeof(what));
			table_addf(t, "%s\t%s\t%s", what, v, c);
		}
	}
	if (fmt == FMT_TEXT) {
		printf(P_("throw %d of %d, %d category open, upper total %d",
		    "throw %d of %d, %d categories open, upper total %d",
		    DICE_NBOXES - __builtin_popcount(used)), throwno,
		    r->rolls_per_turn, DICE_NBOXES - __builtin_popcount(used), st->upper);
		if (known_all)
			printf(_(", %d points so far"), (int)base);
		printf("\n");
		if (a->last)
			printf(_("best category: %s (%d points)\n"), dice_box_name(a->c[0].box),
			    a->c[0].points);
		else {
			dice_keep_words(a->c[0].keep, 1, what, sizeof(what));
			printf(_("best keep: %s\n"), what);
		}
		printf(known_all ? _("%s: the expected final score under optimal play from here on\n") :
		    _("%s: the expected points still to come under optimal play from here on\n"),
		    _(head[2]));
	}
	table_print(stdout, t, fmt);
	table_free(t);
}

static void
html_put(FILE *fp, const char *s)
{
	for (; *s; s++)
		switch (*s) {
		case '<': fputs("&lt;", fp); break;
		case '>': fputs("&gt;", fp); break;
		case '&': fputs("&amp;", fp); break;
		case '"': fputs("&quot;", fp); break;
		default: fputc(*s, fp);
		}
}

/* A signed figure to 2 decimals, without "-0.00" (text and pages: the locale's point). */
static const char *
sgn2(char *buf, size_t size, double x)
{
	return lang_decimal(buf, size, "%+.2f", x > -0.005 && x < 0.005 ? 0.0 : x);
}

/* The costly decisions of a turn, "keep 3 3 before throw 2 (best 3 3 3) -1.05; …". */
static void
turn_notes(const struct dice_analysis *a, const struct dice_turn *t,
    const struct dice_turn_eq *q, struct strbuf *sb)
{
	char	 k[64], b[64], num[32];
	int	 i;

	for (i = 0; i < a->rolls - 1; i++) {
		if (q->loss[i] > -0.005)
			continue;
		if (i + 1 < t->nthrows) {
			dice_keep_words(dice_keep_index(t->keep[i + 1], t->nkeep[i + 1]), 1, k, sizeof(k));
			sb_addf(sb, _("%skeep %s before throw %d"), sb->len ? "; " : "", k, i + 2);
		} else
			sb_addf(sb, _("%sstop before throw %d"), sb->len ? "; " : "", i + 2);
		if (dice_keep_dice(q->best_keep[i], (int[DICE_N]){ 0 }) == DICE_N)
			fmt_buf(b, sizeof(b), "%s", _("stop"));
		else
			dice_keep_words(q->best_keep[i], 1, b, sizeof(b));
		sb_addf(sb, _(" (best: %s) %s"), b,
		    lang_decimal(num, sizeof(num), "%.2f", q->loss[i]));
	}
	if (q->loss[a->rolls - 1] <= -0.005)
		sb_addf(sb, _("%s%s (best: %s) %s"), sb->len ? "; " : "", dice_box_name(t->box),
		    dice_box_name(q->best_box),
		    lang_decimal(num, sizeof(num), "%.2f", q->loss[a->rolls - 1]));
}

/* A per-turn chart of one player: equity line, luck and skill bars. */
static void
svg_player(FILE *fp, const struct dice_analysis *a, int p)
{
	const int	 w = 640, h = 300, left = 50, right = 20, top = 20, mid = 170, bot = 280;
	double		 eq[DICE_NBOXES + 1], lk[DICE_NBOXES], sk[DICE_NBOXES];
	double		 lo, hi, bmax = 1, x, y, y0, bw;
	size_t		 i;
	int		 n = 0, k;

	eq[0] = a->players[p].expected;
	for (i = 0; i < a->nturns && n < DICE_NBOXES; i++)
		if (a->turns[i].player == p) {
			lk[n] = a->turns[i].luck_sum;
			sk[n] = a->turns[i].skill_sum;
			eq[++n] = a->turns[i].end;
		}
	lo = hi = eq[0];
	for (k = 0; k <= n; k++) {
		lo = eq[k] < lo ? eq[k] : lo;
		hi = eq[k] > hi ? eq[k] : hi;
	}
	for (k = 0; k < n; k++) {
		bmax = lk[k] > bmax ? lk[k] : -lk[k] > bmax ? -lk[k] : bmax;
		bmax = -sk[k] > bmax ? -sk[k] : bmax;
	}
	lo -= 10;
	hi += 10;
#define SX(t)	(left + (double)(t) * (w - left - right) / DICE_NBOXES)
#define SY(v)	(top + (hi - (v)) * (mid - 10 - top) / (hi - lo))
#define BY(v)	((mid + bot) / 2.0 - (v) * ((bot - mid) / 2.0 - 5) / bmax)
	fprintf(fp, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	    "viewBox=\"0 0 %d %d\" role=\"img\">\n", w, h, w, h);
	fprintf(fp, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", w, h);
	/* Expected score of optimal play: a dashed line. */
	y = SY(a->players[p].expected);
	fprintf(fp, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#888\" "
	    "stroke-dasharray=\"4 3\"/>\n", left, y, w - right, y);
	fprintf(fp, "<text x=\"%d\" y=\"%.1f\" font-size=\"10\" text-anchor=\"end\">%.1f</text>\n",
	    left - 4, y + 3, a->players[p].expected);
	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"11\">%s</text>\n", left, top - 6,
	    _("equity (expected final score) after each turn"));
	fputs("<polyline fill=\"none\" stroke=\"#1f5fa8\" stroke-width=\"2\" points=\"", fp);
	for (k = 0; k <= n; k++)
		fprintf(fp, "%s%.1f,%.1f", k ? " " : "", SX(k), SY(eq[k]));
	fputs("\"/>\n", fp);
	for (k = 0; k <= n; k++)
		fprintf(fp, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#1f5fa8\"><title>%s %d: "
		    "%.2f</title></circle>\n", SX(k), SY(eq[k]), _("turn"), k, eq[k]);
	/* Luck (green up / red down) and skill (orange) per turn. */
	y0 = BY(0);
	fprintf(fp, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#444\"/>\n",
	    left, y0, w - right, y0);
	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"11\">%s, ±%.1f</text>\n", left, mid + 2,
	    _("luck (green/red) and skill (orange) per turn"), bmax);
	bw = (w - left - right) / (double)DICE_NBOXES / 3;
	for (k = 0; k < n; k++) {
		x = SX(k + 0.5) - bw;
		y = BY(lk[k]);
		fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
		    "fill=\"%s\"><title>%s %d %s %+.2f</title></rect>\n", x,
		    y < y0 ? y : y0, bw, y < y0 ? y0 - y : y - y0,
		    lk[k] >= 0 ? "#2e8b57" : "#c0392b", _("turn"), k + 1, _("luck"), lk[k]);
		y = BY(sk[k] < 0 ? sk[k] : 0);	/* skill is never above 0 but for rounding */
		fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
		    "fill=\"#e67e22\"><title>%s %d %s %+.2f</title></rect>\n", x + bw, y0, bw,
		    y - y0, _("turn"), k + 1, _("skill"), sk[k] < 0 ? sk[k] : 0);
		fprintf(fp, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\" text-anchor=\"middle\">%d"
		    "</text>\n", SX(k + 0.5), bot + 12 > h ? h - 2 : bot + 12, k + 1);
	}
#undef SX
#undef SY
#undef BY
	fputs("</svg>\n", fp);
}

/* --format csv: one row a turn, one total row a player. */
static void
analyse_csv(const struct dice_game *g, const struct dice_analysis *an)
{
	static const char *const chead[] = { "player", "turn", "line", "category", "points",
	    "luck", "skill", "equity_before", "equity_after", "best_category" };
	struct table	*t = table_alloc(10, chead);
	size_t		 i;
	int		 p;

	for (i = 0; i < an->nturns; i++) {
		const struct dice_turn_eq *q = &an->turns[i];

		table_addf(t, "%s\t%d\t%d\t%s\t%d\t%.9f\t%.9f\t%.9f\t%.9f\t%s",
		    g->players[q->player], q->number, g->turns[i].line,
		    dice_box_id(g->turns[i].box), q->points, q->luck_sum, q->skill_sum,
		    q->start, q->end, dice_box_id(q->best_box));
	}
	for (p = 0; p < g->nplayers; p++)
		table_addf(t, NT_("%s\ttotal\t\t\t%d\t%.9f\t%.9f\t%.9f\t%d\t"), g->players[p],
		    an->players[p].score, an->players[p].luck, an->players[p].skill,
		    an->players[p].expected, an->players[p].score);
	table_print(stdout, t, FMT_CSV);
	table_free(t);
}

/* The heading: the page head and title in HTML, a line in text. */
static void
analyse_head(const struct dice_game *g, const char *rname, double expected,
    enum out_format fmt)
{
	char	 num[32], date[64];

	if (fmt != FMT_HTML) {
		printf(_("%s%s%s (ruleset %s): optimal play expects %s points\n"),
		    g->event[0] ? g->event : NT_("Generał"), g->date[0] ? ", " : "",
		    lang_date(date, sizeof(date), g->date), rname,
		    lang_decimal(num, sizeof(num), "%.2f", expected));
		return;
	}
	printf("<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n"
	    "<title>", C_("html lang", "en"));
	html_put(stdout, g->event[0] ? g->event : NT_("Generał"));
	printf(NT_(": %s</title>\n<style>\nbody { font-family: sans-serif; margin: 2em; }\n"
	    "table { border-collapse: collapse; margin: 1em 0; }\n"
	    "th, td { border: 1px solid #ccc; padding: 0.2em 0.5em; }\n"
	    "td.num { text-align: right; }\n</style>\n</head>\n<body>\n<h1>"), _("luck and skill"));
	html_put(stdout, g->event[0] ? g->event : NT_("Generał"));
	if (g->date[0]) {
		fputs(", ", stdout);
		html_put(stdout, g->date);
	}
	printf("</h1>\n<p>%s ", _("Ruleset"));
	html_put(stdout, rname);
	fputs(". ", stdout);
	printf(_("Optimal play expects %.2f points. Luck: what each throw gave against "
	    "its expectation; skill: what each decision cost against the best one. "
	    "Luck + skill = score &minus; expected."), expected);
	fputs("</p>\n", stdout);
}

/* The players' table. */
static void
analyse_players(const struct dice_game *g, const struct dice_analysis *an,
    enum out_format fmt)
{
	static const char *const phead[] = { N_("player"), N_("score"), N_("expected"),
	    N_("luck"), N_("skill"), N_("luck+skill") };
	struct table	*t = table_alloc(6, phead);
	char		 f1[32], f2[32], f3[32], f4[32];
	int		 p;

	for (p = 1; p < 6; p++)
		table_align_right(t, p);
	for (p = 0; p < g->nplayers; p++)
		table_addf(t, "%s\t%d\t%s\t%s\t%s\t%s", g->players[p],
		    an->players[p].score, lang_decimal(f4, sizeof(f4), "%.2f",
		    an->players[p].expected),
		    sgn2(f1, sizeof(f1), an->players[p].luck),
		    sgn2(f2, sizeof(f2), an->players[p].skill),
		    sgn2(f3, sizeof(f3), an->players[p].luck + an->players[p].skill));
	if (fmt == FMT_TEXT)
		printf("\n");
	table_print(stdout, t, fmt);
	table_free(t);
}

/* Each player's turns (in HTML with the equity chart). */
static void
analyse_turns(const struct dice_game *g, const struct dice_analysis *an, int p,
    enum out_format fmt)
{
	static const char *const thead[] = { N_("turn"), N_("line"), N_("category"),
	    N_("points"), N_("luck"), N_("skill"), N_("equity"), N_("costly decisions") };
	struct strbuf	 sb = { 0 };
	struct table	*t;
	char		 f1[32], f2[32], f3[32];
	size_t		 i;

	if (fmt == FMT_HTML) {
		fputs("<h2>", stdout);
		html_put(stdout, g->players[p]);
		fputs("</h2>\n", stdout);
		svg_player(stdout, an, p);
	} else
		printf("\n%s\n", g->players[p]);
	t = table_alloc(8, thead);
	for (i = 0; i < 7; i++)
		if (i != 2)
			table_align_right(t, (int)i);
	for (i = 0; i < an->nturns; i++) {
		const struct dice_turn_eq *q = &an->turns[i];

		if (q->player != p)
			continue;
		sb_reset(&sb);
		turn_notes(an, &g->turns[i], q, &sb);
		table_addf(t, "%d\t%d\t%s\t%d\t%s\t%s\t%s\t%s", q->number,
		    g->turns[i].line, dice_box_cell(g->turns[i].box, fmt), q->points,
		    sgn2(f1, sizeof(f1), q->luck_sum), sgn2(f2, sizeof(f2), q->skill_sum),
		    lang_decimal(f3, sizeof(f3), "%.2f", q->end), sb.len ? sb_str(&sb) : "-");
	}
	table_print(stdout, t, fmt);
	table_free(t);
	sb_free(&sb);
}

void
dice_analysis_print(const struct dice_game *g, const struct dice_analysis *an,
    const char *rname, double expected, enum out_format fmt)
{
	int	 p;

	if (fmt == FMT_CSV) {
		analyse_csv(g, an);
		return;
	}
	analyse_head(g, rname, expected, fmt);
	analyse_players(g, an, fmt);
	for (p = 0; p < g->nplayers; p++)
		analyse_turns(g, an, p, fmt);
	if (fmt == FMT_HTML)
		fputs("</body>\n</html>\n", stdout);
	else
		printf(_("\nequity: the expected final score under optimal play from there "
		    "on;\nluck + skill = score - expected\n"));
}
