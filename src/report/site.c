/*
 * The pages of the season's web site (referee publish): index.html with the
 * events, the season's standings and the ratings; e-ID.html per event with
 * its standings; p-ID.html per player with the rating, its chart, its
 * history and every result. Whole documents with an inline style sheet and
 * no script, linked to each other by relative names; the tables scroll
 * inside their box, so a page never scrolls sideways on a phone.
 */
#include <stdlib.h>
#include <string.h>

#include "rating.h"
#include "page.h"
#include "../util/i18n.h"
#include "../util/util.h"

static const char site_style[] =
    "nav { margin: 0 0 0.8em 0; }\n"
    "nav a { margin-right: 1em; }\n"
    "div.wide { overflow-x: auto; max-width: 100%; }\n"
    "ul.events { padding-left: 1.2em; }\n"
    "p.rating { font-size: 13pt; }\n"
    "svg.chart { display: block; width: 100%; max-width: 34em; height: auto; }\n"
    "svg.chart .band { fill: #cfe0f0; }\n"
    "svg.chart .line { fill: none; stroke: #135; stroke-width: 2; }\n"
    "svg.chart .point { fill: #135; }\n"
    "svg.chart .axis { stroke: #444; stroke-width: 1; }\n"
    "svg.chart text { font-size: 11px; fill: #000; }\n"
    "@media (max-width: 600px) {\n"
    "  body { margin: 0.5em; font-size: 10pt; }\n"
    "  table { width: 100%; }\n"
    "  th, td { padding: 1px 2px; white-space: normal; }\n"
    "}\n";

/* A link to player p's page with the name as its text. */
static void
site_player_link(FILE *fp, const struct rating_view *v, int p, const char *name)
{
	if (p < 0) {
		page_text(fp, name);
		return;
	}
	fprintf(fp, "<a href=\"p-%lld.html\">", (long long)v->book.pl[p].id);
	page_text(fp, name);
	fputs("</a>", fp);
}

static void
site_event_link(FILE *fp, const struct rating_view *v, int e)
{
	fprintf(fp, "<a href=\"e-%lld.html\">", (long long)v->ev[e].id);
	page_text(fp, v->ev[e].name);
	fputs("</a>", fp);
}

/* "<th>a</th><th>b</th>..." from translated heads; right-aligned from column right on. */
static void
site_heads(FILE *fp, const char *const *head, int n)
{
	int	 i;

	fputs("<div class=\"wide\"><table>\n<tr>", fp);
	for (i = 0; i < n; i++) {
		fputs("<th>", fp);
		page_text(fp, _(head[i]));
		fputs("</th>", fp);
	}
	fputs("</tr>\n", fp);
}

static void
site_nav(FILE *fp)
{
	fputs("<nav><a href=\"index.html\">", fp);
	page_text(fp, _("Events and ratings"));
	fputs("</a></nav>\n", fp);
}

/* A standings table: rank, player, big points, small points. */
static void
site_standings(FILE *fp, const struct rating_view *v, const struct rv_standing *s, size_t n)
{
	static const char *const head[] = { N_("rank"), N_("player"), N_("big points"),
	    N_("small points") };
	char	 num[32];
	size_t	 i;

	site_heads(fp, head, 4);
	for (i = 0; i < n; i++) {
		fprintf(fp, "<tr><td class=\"num\">%d</td><td>", s[i].rank);
		site_player_link(fp, v, s[i].player, s[i].name);
		fputs("</td><td class=\"num\">", fp);
		page_text(fp, rating_numstr(v, num, sizeof(num), s[i].big));
		fprintf(fp, "</td><td class=\"num\">%ld</td></tr>\n", s[i].small);
	}
	fputs("</table></div>\n", fp);
}

/* The ratings table of the index. */
static void
site_ratings(FILE *fp, const struct rating_view *v)
{
	static const char *const head[] = { N_("rank"), N_("player"), N_("rating"),
	    N_("change"), N_("deals") };
	size_t	*idx, k;
	int	*rank;
	char	 a[32], b[32];

	rating_order(v, &idx, &rank);
	site_heads(fp, head, 5);
	for (k = 0; k < v->book.n; k++) {
		const struct rating_player *pl = &v->book.pl[idx[k]];

		fprintf(fp, "<tr><td class=\"num\">%d</td><td>", rank[k]);
		site_player_link(fp, v, (int)idx[k], v->names[idx[k]]);
		fprintf(fp, "</td><td class=\"num\">%s</td><td class=\"num\">%s</td>"
		    "<td class=\"num\">%d</td></tr>\n",
		    rating_num(v, a, sizeof(a), "%.2f", rating_ordinal(&v->book.p, &pl->r)),
		    rating_num(v, b, sizeof(b), "%+.2f",
		    rating_book_change(&v->book, pl, (int)v->nev - 1)), pl->deals);
	}
	fputs("</table></div>\n", fp);
	free(idx);
	free(rank);
}

void
site_index(FILE *fp, const struct rating_view *v, const char *lang)
{
	size_t	 e;

	page_begin_lang(fp, lang, site_style, v->title[0] ? v->title : _("League"), NULL,
	    _("results and ratings"));
	page_heading(fp, "%s", _("Events"));
	fputs("<ul class=\"events\">\n", fp);
	for (e = 0; e < v->nev; e++) {
		fputs("<li>", fp);
		if (v->ev[e].date[0]) {
			page_text(fp, v->ev[e].date);
			fputs(" ", fp);
		}
		site_event_link(fp, v, (int)e);
		fputs("</li>\n", fp);
	}
	fputs("</ul>\n", fp);
	if (v->season != NULL) {
		page_heading(fp, "%s", _("Season standings"));
		site_standings(fp, v, v->season, v->nseason);
	}
	page_heading(fp, "%s", _("Ratings"));
	if (v->book.n == 0)
		page_para(fp, NULL, "%s", _("No deal has been rated yet."));
	else
		site_ratings(fp, v);
	page_end(fp);
}

void
site_event(FILE *fp, const struct rating_view *v, size_t e, const char *lang)
{
	page_begin_lang(fp, lang, site_style, v->ev[e].name, v->ev[e].date, _("standings"));
	site_nav(fp);
	site_standings(fp, v, v->stand[e], v->nstand[e]);
	page_end(fp);
}

/* The player's rating after each event played. */
static void
site_history(FILE *fp, const struct rating_view *v, const struct rating_player *pl)
{
	static const char *const head[] = { N_("event"), N_("rating"), N_("change"),
	    N_("deals") };
	struct rating	 prev;
	char		 a[32], b[32];
	size_t		 i;

	rating_init(&v->book.p, &prev);
	site_heads(fp, head, 4);
	for (i = 0; i < pl->nhist; i++) {
		double	 r = rating_ordinal(&v->book.p, &pl->hist[i].r);

		fputs("<tr><td>", fp);
		site_event_link(fp, v, pl->hist[i].event);
		fprintf(fp, "</td><td class=\"num\">%s</td><td class=\"num\">%s</td>"
		    "<td class=\"num\">%d</td></tr>\n", rating_num(v, a, sizeof(a), "%.2f", r),
		    rating_num(v, b, sizeof(b), "%+.2f", r - rating_ordinal(&v->book.p, &prev)),
		    pl->hist[i].deals);
		prev = pl->hist[i].r;
	}
	fputs("</table></div>\n", fp);
}

/* Every result of the player. */
static void
site_results(FILE *fp, const struct rating_view *v, size_t p)
{
	static const char *const head[] = { N_("event"), N_("session"), N_("table"),
	    N_("place"), N_("small points"), N_("big points") };
	char	 num[32];
	size_t	 i;

	site_heads(fp, head, 6);
	for (i = 0; i < v->nres[p]; i++) {
		const struct rv_result *r = &v->res[p][i];

		fputs("<tr><td>", fp);
		site_event_link(fp, v, r->event);
		fprintf(fp, "</td><td class=\"num\">%d</td><td class=\"num\">%d</td>", r->session,
		    r->table);
		if (r->place > 0)
			fprintf(fp, "<td class=\"num\">%d</td>", r->place);
		else
			fputs("<td></td>", fp);
		fprintf(fp, "<td class=\"num\">%ld</td><td class=\"num\">", r->small);
		page_text(fp, rating_numstr(v, num, sizeof(num), r->big));
		fputs("</td></tr>\n", fp);
	}
	fputs("</table></div>\n", fp);
}

void
site_player(FILE *fp, const struct rating_view *v, size_t p, const char *lang)
{
	const struct rating_player *pl = &v->book.pl[p];
	char	 line[256], a[32], b[32];

	page_begin_lang(fp, lang, site_style, v->names[p], NULL, NULL);
	site_nav(fp);
	snprintf(line, sizeof(line), P_("Rating %s (%s in the last event), from %d deal.",
	    "Rating %s (%s in the last event), from %d deals.", pl->deals),
	    rating_num(v, a, sizeof(a), "%.2f", rating_ordinal(&v->book.p, &pl->r)),
	    rating_num(v, b, sizeof(b), "%+.2f", rating_book_change(&v->book, pl,
	    (int)v->nev - 1)), pl->deals);
	page_para(fp, NT_("rating"), "%s", line);
	rating_chart(fp, v, p);
	page_heading(fp, "%s", _("Rating after each event"));
	site_history(fp, v, pl);
	page_heading(fp, "%s", _("Results"));
	site_results(fp, v, p);
	page_end(fp);
}
