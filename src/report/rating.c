/*
 * The ratings table and the rating chart (rating.h). Numbers are written
 * with a '.' in every format: the chart's coordinates and the CSV need it,
 * and the text keeps one form with them.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rating.h"
#include "page.h"
#include "table.h"
#include "../util/i18n.h"
#include "../util/util.h"

void
rating_view_free(struct rating_view *v)
{
	size_t	 i;

	if (v == NULL)
		return;
	for (i = 0; v->res != NULL && i < v->book.n; i++)
		free(v->res[i]);
	for (i = 0; v->stand != NULL && i < v->nev; i++)
		free(v->stand[i]);
	free(v->res);
	free(v->nres);
	free(v->stand);
	free(v->nstand);
	free(v->season);
	free(v->names);
	free(v->ev);
	rating_book_free(&v->book);
	memset(v, 0, sizeof(*v));
}

const char *
rating_num(const struct rating_view *v, char *buf, size_t size, const char *fmt, double x)
{
	if (v->decimal != NULL)
		return v->decimal(buf, size, fmt, x);
	snprintf(buf, size, fmt, x);
	return buf;
}

const char *
rating_numstr(const struct rating_view *v, char *buf, size_t size, const char *num)
{
	char	 half[16], *dot;

	snprintf(buf, size, "%s", num);
	rating_num(v, half, sizeof(half), "%.1f", 0.5);
	if ((dot = strchr(buf, '.')) != NULL && half[1] != '.' && half[1] != '\0')
		*dot = half[1];
	return buf;
}

static const struct rating_view *order_view;

/* Better rating first, then by name (bytes: the stored NFC names). */
static int
order_cmp(const void *a, const void *b)
{
	const struct rating_view *v = order_view;
	size_t	 i = *(const size_t *)a, j = *(const size_t *)b;
	double	 x = rating_ordinal(&v->book.p, &v->book.pl[i].r);
	double	 y = rating_ordinal(&v->book.p, &v->book.pl[j].r);

	if (x != y)
		return x > y ? -1 : 1;
	return strcmp(v->names[i], v->names[j]);
}

void
rating_order(const struct rating_view *v, size_t **idx, int **rank)
{
	size_t	 k;

	*idx = xcalloc(v->book.n + 1, sizeof(**idx));
	*rank = xcalloc(v->book.n + 1, sizeof(**rank));
	for (k = 0; k < v->book.n; k++)
		(*idx)[k] = k;
	order_view = v;
	qsort(*idx, v->book.n, sizeof(**idx), order_cmp);
	for (k = 0; k < v->book.n; k++) {
		double	 r = rating_ordinal(&v->book.p, &v->book.pl[(*idx)[k]].r);

		(*rank)[k] = k > 0 && r == rating_ordinal(&v->book.p,
		    &v->book.pl[(*idx)[k - 1]].r) ? (*rank)[k - 1] : (int)k + 1;
	}
}

void
rating_print(FILE *fp, const struct rating_view *v, enum out_format fmt)
{
	static const char *const csv_head[] = { "rank", "player", "rating", "mu", "sigma",
	    "change", "deals" };
	const char	*th[7];
	char		 cell[4][32];
	struct table	*t;
	size_t		*idx, k;
	int		*rank, c, last = (int)v->nev - 1;

	for (c = 0; c < 7; c++)
		th[c] = fmt == FMT_CSV ? csv_head[c] : NULL;
	if (fmt != FMT_CSV) {
		th[0] = _("rank");
		th[1] = _("player");
		th[2] = _("rating");
		th[3] = "μ";
		th[4] = "σ";
		th[5] = _("change");
		th[6] = _("deals");
	}
	t = table_alloc(7, th);
	for (c = 0; c < 7; c++)
		if (c != 1)
			table_align_right(t, c);
	rating_order(v, &idx, &rank);
	for (k = 0; k < v->book.n; k++) {
		const struct rating_player *pl = &v->book.pl[idx[k]];
		double	 x[4] = { rating_ordinal(&v->book.p, &pl->r), pl->r.mu, pl->r.sigma,
		    rating_book_change(&v->book, pl, last) };

		if (fmt == FMT_CSV) {
			table_addf(t, "%d\t%s\t%.9f\t%.9f\t%.9f\t%.9f\t%d", rank[k],
			    v->names[idx[k]], x[0], x[1], x[2], x[3], pl->deals);
			continue;
		}
		table_addf(t, "%d\t%s\t%s\t%s\t%s\t%s\t%d", rank[k], v->names[idx[k]],
		    rating_num(v, cell[0], sizeof(cell[0]), "%.2f", x[0]),
		    rating_num(v, cell[1], sizeof(cell[1]), "%.3f", x[1]),
		    rating_num(v, cell[2], sizeof(cell[2]), "%.3f", x[2]),
		    rating_num(v, cell[3], sizeof(cell[3]), "%+.2f", x[3]), pl->deals);
	}
	if (fmt == FMT_HTML)
		page_begin(fp, v->title[0] ? v->title : _("League"), NULL, _("ratings"));
	table_print(fp, t, fmt);
	if (fmt == FMT_HTML)
		page_end(fp);
	table_free(t);
	free(idx);
	free(rank);
}

/* ------------------------------------------------------------ the chart */

#define CH_W	340
#define CH_H	180
#define CH_L	44	/* room for the y labels */
#define CH_R	10
#define CH_T	12
#define CH_B	34	/* room for the x labels */

struct chart_scale {
	double	 lo, hi;
	int	 n;
};

static double
chart_x(const struct chart_scale *s, int i)
{
	if (s->n < 2)
		return CH_L + (CH_W - CH_L - CH_R) / 2.0;
	return CH_L + (double)i * (CH_W - CH_L - CH_R) / (s->n - 1);
}

static double
chart_y(const struct chart_scale *s, double y)
{
	return CH_T + (s->hi - y) * (CH_H - CH_T - CH_B) / (s->hi - s->lo);
}

/* The band mu - sigma .. mu + sigma as one polygon. */
static void
chart_band(FILE *fp, const struct chart_scale *s, const struct rating_point *h, int n)
{
	int	 i;

	fputs("<polygon class=\"band\" points=\"", fp);
	for (i = 0; i < n; i++)
		fprintf(fp, "%.1f,%.1f ", chart_x(s, i), chart_y(s, h[i].r.mu + h[i].r.sigma));
	for (i = n - 1; i >= 0; i--)
		fprintf(fp, "%.1f,%.1f%s", chart_x(s, i), chart_y(s, h[i].r.mu - h[i].r.sigma),
		    i ? " " : "");
	fputs("\"/>\n", fp);
}

/* The axes, their labels and the lowest and highest value. */
static void
chart_axes(FILE *fp, const struct chart_scale *s)
{
	fprintf(fp, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
	    CH_L, CH_T, CH_L, CH_H - CH_B);
	fprintf(fp, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
	    CH_L, CH_H - CH_B, CH_W - CH_R, CH_H - CH_B);
	fprintf(fp, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.1f</text>\n", CH_L - 4,
	    chart_y(s, s->hi) + 4, s->hi);
	fprintf(fp, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.1f</text>\n", CH_L - 4,
	    chart_y(s, s->lo), s->lo);
	fprintf(fp, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">", (CH_W + CH_L) / 2, CH_H - 4);
	page_text(fp, _("events"));
	fprintf(fp, "</text>\n<text x=\"12\" y=\"%d\" text-anchor=\"middle\" "
	    "transform=\"rotate(-90 12 %d)\">", (CH_H - CH_B + CH_T) / 2, (CH_H - CH_B + CH_T) / 2);
	page_text(fp, _("rating"));
	fputs("</text>\n", fp);
}

void
rating_chart(FILE *fp, const struct rating_view *v, size_t p)
{
	const struct rating_player *pl = &v->book.pl[p];
	struct chart_scale s = { 1e300, -1e300, (int)pl->nhist };
	char	 desc[RV_NAME_MAX + 256];
	int	 i;

	for (i = 0; i < s.n; i++) {
		double	 r = rating_ordinal(&v->book.p, &pl->hist[i].r);

		s.lo = fmin(s.lo, fmin(r, pl->hist[i].r.mu - pl->hist[i].r.sigma));
		s.hi = fmax(s.hi, pl->hist[i].r.mu + pl->hist[i].r.sigma);
	}
	s.lo = floor(s.lo) - 1;
	s.hi = ceil(s.hi) + 1;
	fprintf(fp, "<svg class=\"chart\" role=\"img\" viewBox=\"0 0 %d %d\" "
	    "xmlns=\"http://www.w3.org/2000/svg\" aria-labelledby=\"chart-title chart-desc\">\n"
	    "<title id=\"chart-title\">", CH_W, CH_H);
	page_text(fp, _("Rating after each event"));
	fputs("</title>\n<desc id=\"chart-desc\">", fp);
	snprintf(desc, sizeof(desc), P_("%s: the rating after %d event, with the band of the "
	    "mean less and plus one deviation.", "%s: the rating after each of %d events, with "
	    "the band of the mean less and plus one deviation.", (unsigned long)s.n),
	    v->names[p], s.n);
	page_text(fp, desc);
	fputs("</desc>\n", fp);
	chart_axes(fp, &s);
	if (s.n > 0)
		chart_band(fp, &s, pl->hist, s.n);
	fputs("<polyline class=\"line\" points=\"", fp);
	for (i = 0; i < s.n; i++)
		fprintf(fp, "%s%.1f,%.1f", i ? " " : "", chart_x(&s, i),
		    chart_y(&s, rating_ordinal(&v->book.p, &pl->hist[i].r)));
	fputs("\"/>\n", fp);
	for (i = 0; i < s.n; i++) {
		fprintf(fp, "<circle class=\"point\" cx=\"%.1f\" cy=\"%.1f\" r=\"3\"/>\n",
		    chart_x(&s, i), chart_y(&s, rating_ordinal(&v->book.p, &pl->hist[i].r)));
		if (s.n <= 16 || i % ((s.n + 15) / 16) == 0)	/* the event's number */
			fprintf(fp, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>\n",
			    chart_x(&s, i), CH_H - CH_B + 13, pl->hist[i].event + 1);
	}
	fputs("</svg>\n", fp);
}
