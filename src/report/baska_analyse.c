/*
 * The output of referee baska analyse: per deal the cost of every card and
 * the double-dummy table (text), a CSV row a card, or a page's table; with
 * --summary one row a player, ranked. Also the words of points and seats
 * that the other Baśka commands share.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baska.h"
#include "page.h"
#include "table.h"
#include "../rules/baska/baska.h"
#include "../util/i18n.h"
#include "../util/util.h"

/* "+4", "-4", "0". */
const char *
baska_points_words(int v, char *buf, size_t size)
{
	char	 tmp[16];
	int	 n = 0;
	size_t	 o = 0;
	unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	do
		tmp[n++] = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	if (size < (size_t)n + 2) {
		snprintf(buf, size, "?");
		return buf;
	}
	if (v != 0)
		buf[o++] = v > 0 ? '+' : '-';
	while (n > 0)
		buf[o++] = tmp[--n];
	buf[o] = '\0';
	return buf;
}

/* "seat 3 (Kreft)" or "seat 3". */
const char *
baska_seat_words(const struct baska_deal *d, int seat, char *buf, size_t size)
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

/* The player at seat (1..4) of d, found or added. */
static struct player_stat *
player_at(struct baska_analyse_out *cx, const struct baska_deal *d, int seat)
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
summary_note(struct baska_analyse_out *cx, const struct baska_deal *d, const struct baska_analysis *a)
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

char *
baska_put_num(char *o, int v)
{
	char		 tmp[16];
	int		 n = 0;
	unsigned	 u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	/* most are a trick, a seat or a cost: one digit or two */
	if (v >= 0 && v < 10) {
		*o++ = (char)('0' + v);
		return o;
	}
	if (v >= 10 && v < 100) {
		*o++ = (char)('0' + v / 10);
		*o++ = (char)('0' + v % 10);
		return o;
	}
	if (v < 0)
		*o++ = '-';
	do
		tmp[n++] = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	while (n > 0)
		*o++ = tmp[--n];
	return o;
}

/*
 * The CSV rows of a deal: one per card, then the deal's total, written at
 * once when the file's name needs no quotes and is short, else a row at a
 * time after the quoted name.
 */
static void
print_csv(struct baska_analyse_out *cx, const struct baska_deal *d, const struct baska_analysis *a)
{
	const char	*name = strcmp(cx->file, "-") == 0 ? "<stdin>" : cx->file;
	char		 rows[17 * 192], *w = rows;
	size_t		 len = strlen(name);
	int		 i, plain = len < 128 && strpbrk(name, ",\"\r\n") == NULL;

	for (i = 0; i <= a->ncards; i++) {
		if (plain) {
			memcpy(w, name, len);
			w += len;
		} else {
			w = rows;
			csv_put_field(stdout, name);
		}
		*w++ = ',';
		w = baska_put_num(w, d->deal);
		*w++ = ',';
		if (i < a->ncards) {
			w = baska_put_num(w, a->card[i].trick);
			*w++ = ',';
			w = baska_put_num(w, a->card[i].seat);
			*w++ = ',';
			w = stpcpy(w, card_name(a->card[i].card));
			*w++ = ',';
			w = baska_put_num(w, a->card[i].cost);
		} else {
			memcpy(w, ",,,", 3);
			w = baska_put_num(w + 3, a->total);
		}
		*w++ = '\n';
		if (!plain)
			fwrite(rows, 1, (size_t)(w - rows), stdout);
	}
	if (plain)
		fwrite(rows, 1, (size_t)(w - rows), stdout);
}

/* The html page's rows: as the CSV, the file named once per deal. */
static void
html_rows(struct baska_analyse_out *cx, const struct baska_deal *d, const struct baska_analysis *a)
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
print_summary(struct baska_analyse_out *cx)
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

void
baska_analyse_begin(struct baska_analyse_out *cx)
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

void
baska_analyse_end(struct baska_analyse_out *cx)
{
	if (cx->summary)
		print_summary(cx);
	baska_analyse_text_free(cx->text);
	cx->text = NULL;
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

unsigned
baska_analyse_parts(const struct baska_analyse_out *cx)
{
	return cx->summary || cx->fmt == FMT_CSV || cx->fmt == FMT_HTML ? 0 : BASKA_ANALYSE_ALL;
}

void
baska_analyse_deal(struct baska_analyse_out *cx, const struct baska_deal *d,
    const struct baska_verdict *v, const struct baska_analysis *a)
{
	cx->ndeals++;
	if (cx->summary)
		summary_note(cx, d, a);
	else if (cx->fmt == FMT_CSV)
		print_csv(cx, d, a);
	else if (cx->fmt == FMT_HTML)
		html_rows(cx, d, a);
	else
		baska_analyse_text_deal(cx, d, v, a);
}
