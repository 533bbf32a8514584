#include <stdlib.h>
#include <string.h>

#include "standings.h"
#include "page.h"
#include "sheet.h"
#include "table.h"
#include "../rules/baska/baska.h"
#include "../util/i18n.h"
#include "../util/lang.h"
#include "../util/unitext.h"
#include "../util/util.h"

/*
 * The columns of reports/standings.sql and reports/teams.sql; teams have
 * only the first six (their names are "team" and "players").
 */
const char *const standings_cols[S__N] = {
	[S_RANK] = "rank", [S_NAME] = "player", [S_BIG] = "big_points",
	[S_SMALL] = "small_points", [S_COUNT] = "tables", [S_BIG12] = "big12",
	[S_INCOMPLETE] = "incomplete", [S_EVENTS] = "events", [S_WINS] = "session_wins",
	[S_SECONDS] = "second_places", [S_TIE_BREAKS] = "tie_breaks", [S_BEST] = "best"
};
const char *const standings_team_cols[S_INCOMPLETE] = {
	[S_RANK] = "rank", [S_NAME] = "team", [S_BIG] = "big_points",
	[S_SMALL] = "small_points", [S_COUNT] = "players", [S_BIG12] = "big12"
};

int
standings_row(void *arg, const struct report_row *row)
{
	struct standings	*s = arg;
	struct standings_row *r;

	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 64;
		s->r = xreallocarray(s->r, s->cap, sizeof(*s->r));
	}
	r = &s->r[s->n++];
	memset(r, 0, sizeof(*r));
	r->rank = report_int(row, S_RANK);
	snprintf(r->name, sizeof(r->name), "%s", report_str(row, S_NAME));
	snprintf(r->big, sizeof(r->big), "%s", report_str(row, S_BIG));
	r->small = atol(report_str(row, S_SMALL));
	r->big12 = atol(report_str(row, S_BIG12));
	snprintf(r->cell[0], sizeof(r->cell[0]), "%s", report_str(row, S_SMALL));
	snprintf(r->cell[2], sizeof(r->cell[2]), "%s", report_str(row, S_COUNT));
	if (s->teams)
		return 0;
	r->wins = report_int(row, S_WINS);
	r->seconds = report_int(row, S_SECONDS);
	snprintf(r->cell[1], sizeof(r->cell[1]), "%s", report_str(row, S_INCOMPLETE));
	snprintf(r->cell[3], sizeof(r->cell[3]), "%s", report_str(row, S_EVENTS));
	snprintf(r->cell[4], sizeof(r->cell[4]), "%s", report_str(row, S_WINS));
	snprintf(r->seconds_cell, sizeof(r->seconds_cell), "%s", report_str(row, S_SECONDS));
	snprintf(s->tie_breaks, sizeof(s->tie_breaks), "%s", report_str(row, S_TIE_BREAKS));
	s->best = report_int(row, S_BEST);
	if (report_int(row, S_INCOMPLETE) > 0)
		s->incomplete = 1;
	return 0;
}

/* The tie-breaks of s in order (enum baska_tie_break); the count. */
static int
stand_keys(const struct standings *s, int keys[BASKA_TIE_BREAKS])
{
	const char	*p = s->tie_breaks;
	int		 n = 0, k;

	if (s->teams) {		/* teams: small points (§7.2) */
		keys[0] = TB_SMALL_POINTS;
		return 1;
	}
	while (*p != '\0' && n < BASKA_TIE_BREAKS) {
		size_t	 len = strcspn(p, ",");

		for (k = TB_SMALL_POINTS; k <= TB_SECOND_PLACES; k++)
			if (strlen(baska_tie_break_name(k)) == len &&
			    strncmp(p, baska_tie_break_name(k), len) == 0)
				keys[n++] = k;
		p += len + (p[len] == ',');
	}
	return n;
}

/* A row's value of a tie-break, as the players read it. */
static long
stand_value(const struct standings_row *r, int key, char *buf, size_t size)
{
	long	 v = key == TB_SMALL_POINTS ? r->small : key == TB_SESSION_WINS ? r->wins :
	    r->seconds;

	if (key == TB_SMALL_POINTS)
		sheet_points(buf, size, (int)v);
	else
		snprintf(buf, size, "%ld", v);
	return v;
}

/* "1 session win", "2 session wins": a count of a tie-break's key v, shown as s. */
static void
stand_count(char *buf, size_t size, int key, long v, const char *s)
{
	unsigned long	 n = (unsigned long)labs(v);

	if (key == TB_SMALL_POINTS)
		snprintf(buf, size, P_("%s small point", "%s small points", n), s);
	else if (key == TB_SESSION_WINS)
		snprintf(buf, size, P_("%s session win", "%s session wins", n), s);
	else
		snprintf(buf, size, P_("%s second place", "%s second places", n), s);
}

/*
 * "1 big point", "1.33 big points". A fraction has its own msgid: a
 * language may word it apart from every whole count (Polish: "3,50
 * dużego punktu", where 3 takes "duże punkty").
 */
static void
stand_big(char *buf, size_t size, const char *big)
{
	char		*end;
	double		 d = strtod(big, &end);
	char		 num[32];

	lang_number(num, sizeof(num), big);
	if (d != (double)(long)d)
		snprintf(buf, size, C_("a fraction", "%s big points"), num);
	else
		snprintf(buf, size, P_("%s big point", "%s big points",
		    (unsigned long)labs((long)d)), num);
}

/* Prints n phrases joined as "a, b and c". */
static void
stand_list(FILE *fp, char (*w)[64], int n)
{
	int	 i;

	for (i = 0; i < n; i++)
		fprintf(fp, "%s%s", i == 0 ? "" : i + 1 < n ? ", " : _(" and "), w[i]);
}

/*
 * A tie-break key after "equal on": its own msgid with a context, since a
 * language may put it in another case there (Polish: "pod względem małych
 * punktów", where "rozdziela ich" takes "małe punkty").
 */
static const char *
stand_equal_words(int key)
{
	switch (key) {
	case TB_SMALL_POINTS:
		return C_("equal on", "small points");
	case TB_SESSION_WINS:
		return C_("equal on", "session wins");
	default:
		return C_("equal on", "second places");
	}
}

/* One pair of neighbours equal on big points: which key separated them. */
static void
stand_pair(FILE *fp, const struct standings_row *a, const struct standings_row *b, const int *keys, int nkeys)
{
	char	 both[BASKA_TIE_BREAKS + 1][64], equal[BASKA_TIE_BREAKS + 1][64];
	char	 sa[24], sb[24];
	long	 va;
	int	 i;

	stand_big(both[0], sizeof(both[0]), a->big);
	snprintf(equal[0], sizeof(equal[0]), _("big points (%s)"),
	    lang_number(sa, sizeof(sa), a->big));
	for (i = 0; i < nkeys; i++) {
		if ((va = stand_value(a, keys[i], sa, sizeof(sa))) !=
		    stand_value(b, keys[i], sb, sizeof(sb))) {
			fprintf(fp, _("  %d %s / %d %s: both "), a->rank, a->name, b->rank, b->name);
			stand_list(fp, both, i + 1);
			fprintf(fp, _("; separated by %s (%s > %s)\n"), _(baska_tie_break_words(keys[i])),
			    sa, sb);
			return;
		}
		stand_count(both[i + 1], sizeof(both[i + 1]), keys[i], va, sa);
		snprintf(equal[i + 1], sizeof(equal[i + 1]), "%s (%s)",
		    stand_equal_words(keys[i]), sa);
	}
	fprintf(fp, _("  %d %s / %d %s: equal on "), a->rank, a->name, b->rank, b->name);
	stand_list(fp, equal, nkeys + 1);
	fprintf(fp, _(": they share rank %d\n"), a->rank);
}

/* A tie's line on a terminal: its later lines under the names, 4 columns in. */
static void
stand_pair_wrapped(FILE *fp, const struct standings_row *a, const struct standings_row *b,
    const int *keys, int nkeys)
{
	struct strbuf	 sb = { 0 };
	char		*buf = NULL;
	size_t		 len = 0;
	FILE		*m;

	if ((m = open_memstream(&buf, &len)) == NULL) {
		stand_pair(fp, a, b, keys, nkeys);
		return;
	}
	stand_pair(m, a, b, keys, nkeys);
	fclose(m);
	utext_wrap(&sb, buf, 0, 4, REPORT_COLUMNS);
	fputs(sb_str(&sb), fp);
	sb_free(&sb);
	free(buf);
}

/*
 * For each pair of neighbours equal on big points, what separated them:
 * wrapped at REPORT_COLUMNS for a terminal, one line a pair on a page.
 */
static void
stand_ties(FILE *fp, const struct standings *s, int wrap)
{
	int	 keys[BASKA_TIE_BREAKS], nkeys = stand_keys(s, keys);
	size_t	 i;
	int	 any = 0;

	for (i = 1; i < s->n; i++) {
		if (s->r[i - 1].big12 != s->r[i].big12)
			continue;
		/* Two players seated with no deals yet: nothing separates them yet. */
		if (!s->teams && atoi(s->r[i - 1].cell[2]) == 0 && atoi(s->r[i].cell[2]) == 0)
			continue;
		if (!any)
			fprintf(fp, _("ties on big points:\n"));
		any = 1;
		if (wrap)
			stand_pair_wrapped(fp, &s->r[i - 1], &s->r[i], keys, nkeys);
		else
			stand_pair(fp, &s->r[i - 1], &s->r[i], keys, nkeys);
	}
}

/* The tie narration on a page (-f html), escaped. */
static void
stand_ties_page(FILE *fp, const struct standings *s)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*m;

	if ((m = open_memstream(&buf, &len)) == NULL)
		return;
	stand_ties(m, s, 0);
	fclose(m);
	if (len > 0)
		page_pre(fp, buf);
	free(buf);
}

/*
 * The table of s: rank, player, big_points, small_points, then incomplete
 * (always in CSV and HTML; in text only when a table is short), tables,
 * events (seasons), session_wins and second_places (when a tie-break).
 */
static struct table *
stand_table(const struct standings *s, int season, enum out_format fmt)
{
	static const char *const team_head[] = { N_("rank"), N_("team"), N_("big_points"),
	    N_("small_points"), N_("players") };
	const char	*head[9], *cells[9], *th[9];
	char		 big[32];
	int		 keys[BASKA_TIE_BREAKS], nkeys = stand_keys(s, keys);
	int		 col[9], n = 0, i, k, wins = 0, seconds = 0;
	struct table	*t;
	size_t		 j;

	for (i = 0; i < nkeys; i++) {
		wins |= keys[i] == TB_SESSION_WINS;
		seconds |= keys[i] == TB_SECOND_PLACES;
	}
#define COL(name, c)	do { head[n] = (name); col[n++] = (c); } while (0)
	COL(N_("rank"), -1);
	COL(N_("player"), -2);
	COL(N_("big_points"), -3);
	COL(N_("small_points"), 0);
	if (!s->teams && (fmt != FMT_TEXT || s->incomplete))
		COL(N_("incomplete"), 1);
	COL(s->teams ? N_("players") : N_("tables"), 2);
	if (season)
		COL(N_("events"), 3);
	if (wins)
		COL(N_("session_wins"), 4);
	if (seconds)
		COL(N_("second_places"), 5);
#undef COL
	if (fmt == FMT_TEXT) {	/* the heads in the user's language; CSV keeps its own */
		lang_heads(th, s->teams ? team_head : head, s->teams ? 5 : n);
		t = table_alloc(s->teams ? 5 : n, th);
	} else
		t = s->teams ? table_alloc(5, team_head) : table_alloc(n, head);
	for (i = 0; i < n; i++)
		if (i != 1)
			table_align_right(t, i);
	for (j = 0; j < s->n; j++) {
		const struct standings_row *r = &s->r[j];
		char	 rank[16];

		snprintf(rank, sizeof(rank), "%d", r->rank);
		for (i = 0; i < n; i++) {
			k = col[i];
			cells[i] = k == -1 ? rank : k == -2 ? r->name : k == -3 ?
			    (fmt != FMT_CSV ? lang_number(big, sizeof(big), r->big) : r->big) :
			    k == 5 ? r->seconds_cell : r->cell[k];
		}
		table_add(t, cells);
	}
	return t;
}

void
standings_title(FILE *fp, const struct standings *s, const char *season, const char *event,
    enum out_format fmt)
{
	if (fmt != FMT_TEXT)
		return;
	if (season)
		fprintf(fp, _("season %s%s\n"), season, s->best > 0 ? _(" (best results)") : "");
	else
		fprintf(fp, "%s%s\n", event, s->teams ? _(" — teams") : "");
}

void
standings_print(FILE *fp, const struct standings *s, int season, enum out_format fmt)
{
	struct table	*t = stand_table(s, season, fmt);

	if (s->n == 0 && fmt == FMT_TEXT)
		fprintf(fp, _("no results yet\n"));
	else
		table_print(fp, t, fmt);
	if (fmt == FMT_TEXT)
		stand_ties(fp, s, 1);
	else if (fmt == FMT_HTML)
		stand_ties_page(fp, s);
	table_free(t);
}

void
standings_free(struct standings *s)
{
	free(s->r);
	s->r = NULL;
	s->n = s->cap = 0;
}
