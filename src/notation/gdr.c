/* Reader and canonical printer of Generał dice records (.gdr). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gdr.h"
#include "lex.h"
#include "../util/i18n.h"
#include "../util/stream.h"

#define GDR_MAX_PLAYERS	32

struct gdr_ctx {
	struct dice_game	*g;
	struct errbuf		*err;
	const char		*line;		/* start of the current line */
	int			 lineno;
	int			 seen_event, seen_date, seen_ruleset, seen_players;
};

static int
col(const struct gdr_ctx *x, const char *p)
{
	return text_col(x->line, p);
}

static const char *
skip_ws(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v')
		p++;
	return p;
}

static int
copy_value(struct gdr_ctx *x, const char *v, const char *e, char *dst, size_t size,
    const char *tag)
{
	if ((size_t)(e - v) >= size)
		return err_set(x->err, x->lineno, col(x, v), _("%s: expected at most %zu bytes"),
		    tag, size - 1);
	memcpy(dst, v, (size_t)(e - v));
	dst[e - v] = '\0';
	return 0;
}

static int
parse_date(struct gdr_ctx *x, const char *v, const char *e)
{
	int	 i;

	for (i = 0; i < 10; i++) {
		if (v + i >= e || (i == 4 || i == 7 ? v[i] != '-' : (v[i] < '0' || v[i] > '9')))
			return err_set(x->err, x->lineno, col(x, v + (v + i < e ? i : e - v)),
			    _("Date: expected YYYY-MM-DD"));
	}
	if (v + 10 != e)
		return err_set(x->err, x->lineno, col(x, v + 10), _("Date: expected YYYY-MM-DD"));
	return copy_value(x, v, e, x->g->date, sizeof(x->g->date), "Date");
}

/* The first byte of s[0..e) that is one of set, or NULL. */
static const char *
strpbrk_n(const char *s, const char *e, const char *set)
{
	for (; s < e; s++)
		if (strchr(set, *s) != NULL)
			return s;
	return NULL;
}

static int
parse_players(struct gdr_ctx *x, const char *v, const char *e)
{
	struct dice_game *g = x->g;
	const char	*p, *q, *s, *t, *bad;
	char		 a[DICE_NAME_MAX * 2], b[DICE_NAME_MAX * 2];
	int		 i;

	for (p = v; p <= e; p = q + 1) {
		for (q = p; q < e && *q != ';'; q++)
			continue;
		s = skip_ws(p);
		if (s > q)
			s = q;
		t = lex_rtrim(s, q, LEX_BLANKS);
		if (t == s)
			return err_set(x->err, x->lineno, col(x, s),
			    _("Players: expected a name (names are separated by ';')"));
		if ((size_t)(t - s) >= DICE_NAME_MAX)
			return err_set(x->err, x->lineno, col(x, s),
			    _("Players: expected a name of at most %d bytes"), DICE_NAME_MAX - 1);
		if ((bad = strpbrk_n(s, t, ":#")) != NULL)
			return err_set(x->err, x->lineno, col(x, bad),
			    _("Players: a name may not contain '%c'"), *bad);
		if (g->nplayers == GDR_MAX_PLAYERS)
			return err_set(x->err, x->lineno, col(x, s),
			    _("Players: expected at most %d players"), GDR_MAX_PLAYERS);
		text_fold(s, (size_t)(t - s), a, sizeof(a));
		for (i = 0; i < g->nplayers; i++) {
			text_fold(g->players[i], strlen(g->players[i]), b, sizeof(b));
			if (strcmp(a, b) == 0)
				return err_set(x->err, x->lineno, col(x, s),
				    _("Players: '%.*s' named twice"), (int)(t - s), s);
		}
		g->players = xreallocarray(g->players, (size_t)g->nplayers + 1,
		    sizeof(*g->players));
		memcpy(g->players[g->nplayers], s, (size_t)(t - s));
		g->players[g->nplayers][t - s] = '\0';
		g->nplayers++;
	}
	return 0;
}

/* One or more [Name "value"] on a line; p is at the first '['. */
static int
parse_tags(struct gdr_ctx *x, const char *p)
{
	const char	*name, *nend, *v, *e;
	int		*seen;

	while (*p == '[') {
		if (x->g->nturns > 0)
			return err_set(x->err, x->lineno, col(x, p),
			    _("expected a turn: tags come before the first turn"));
		name = skip_ws(p + 1);
		for (nend = name; (*nend >= 'A' && *nend <= 'Z') || (*nend >= 'a' && *nend <= 'z');
		    nend++)
			continue;
		if (text_is(name, (size_t)(nend - name), "event"))
			seen = &x->seen_event;
		else if (text_is(name, (size_t)(nend - name), "date"))
			seen = &x->seen_date;
		else if (text_is(name, (size_t)(nend - name), "ruleset"))
			seen = &x->seen_ruleset;
		else if (text_is(name, (size_t)(nend - name), "players"))
			seen = &x->seen_players;
		else
			return err_set(x->err, x->lineno, col(x, name),
			    _("expected a tag name: Event, Date, Ruleset or Players"));
		if (*seen)
			return err_set(x->err, x->lineno, col(x, name), _("tag %.*s given twice"),
			    (int)(nend - name), name);
		*seen = 1;
		v = skip_ws(nend);
		if (*v != '"')
			return err_set(x->err, x->lineno, col(x, v), _("expected '\"' before the value"));
		v++;
		if ((e = strchr(v, '"')) == NULL)
			return err_set(x->err, x->lineno, col(x, v + strlen(v)),
			    _("expected '\"' after the value"));
		p = skip_ws(e + 1);
		if (*p != ']')
			return err_set(x->err, x->lineno, col(x, p), _("expected ']' after the value"));
		p = skip_ws(p + 1);
		if (seen == &x->seen_event) {
			if (copy_value(x, v, e, x->g->event, sizeof(x->g->event), "Event") == -1)
				return -1;
		} else if (seen == &x->seen_date) {
			if (parse_date(x, v, e) == -1)
				return -1;
		} else if (seen == &x->seen_ruleset) {
			v = skip_ws(v);
			e = lex_rtrim(v, e, LEX_BLANKS);
			if (v == e)
				return err_set(x->err, x->lineno, col(x, v), _("Ruleset: expected a name"));
			if ((size_t)(e - v) >= sizeof(x->g->ruleset))
				return err_set(x->err, x->lineno, col(x, v), _("Ruleset: name too long"));
			x->g->ruleset_line = x->lineno;
			x->g->ruleset_col = col(x, v);
			text_fold(v, (size_t)(e - v), x->g->ruleset, sizeof(x->g->ruleset));
		} else if (parse_players(x, v, e) == -1)
			return -1;
	}
	if (*p != '\0' && *p != '#')
		return err_set(x->err, x->lineno, col(x, p), _("expected '[' or the end of the line"));
	return 0;
}

/* Reads dice digits at *pp (separated by blanks or commas) into d, at most max. */
static int
read_dice(struct gdr_ctx *x, const char **pp, int *d, int max, int *n, const char *what)
{
	const char	*p = *pp;

	*n = 0;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == ',' || *p == '\r')
			p++;
		if (*p < '0' || *p > '9')
			break;
		if (*p < '1' || *p > '6')
			return err_set(x->err, x->lineno, col(x, p), _("expected a die 1-6, not '%c'"), *p);
		if (*n == max)
			return err_set(x->err, x->lineno, col(x, p),
			    _("expected %s, found a die too many"), what);
		d[(*n)++] = *p - '0';
		p++;
	}
	*pp = p;
	return 0;
}

static int
is_arrow(const char *p)
{
	return (p[0] == '-' && p[1] == '>') ||
	    ((unsigned char)p[0] == 0xe2 && (unsigned char)p[1] == 0x86 &&
	    (unsigned char)p[2] == 0x92);
}

static int
is_keep(const char *p, const char **end)
{
	const char	*q;

	for (q = p; (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z'); q++)
		continue;
	if (text_is(p, (size_t)(q - p), "keep") || text_is(p, (size_t)(q - p), "zostaw")) {
		*end = q;
		return 1;
	}
	return 0;
}

/* The category after '->' and the points written down, if any. 0 or -1. */
static int
parse_category(struct gdr_ctx *x, struct dice_turn *t, const char *p, const char *end)
{
	const char	*cat, *cend, *num;
	long		 l;

	cat = skip_ws(p);
	cend = lex_rtrim(cat, end, LEX_BLANKS);
	if (cat == cend)
		return err_set(x->err, x->lineno, col(x, cat), _("expected a category after '->'"));
	/* An optional number at the end is the points written down. */
	for (num = cend; num > cat && num[-1] >= '0' && num[-1] <= '9'; num--)
		continue;
	if (num < cend && num > cat && (num[-1] == ' ' || num[-1] == '\t')) {
		if (parse_intn(num, (size_t)(cend - num), 0, 10000, &l) == -1)
			return err_set(x->err, x->lineno, col(x, num),
			    _("expected the points written down, 0 to 10000"));
		t->points = (int)l;
		t->col_points = col(x, num);
		cend = lex_rtrim(cat, num, LEX_BLANKS);
	}
	t->col_box = col(x, cat);
	if ((t->box = dice_box_parse(cat, (size_t)(cend - cat))) < 0)
		return err_set(x->err, x->lineno, col(x, cat),
		    _("expected a category (ones, twos, threes, fours, fives, sixes, three-kind, "
		    "four-kind, full, small-straight, large-straight, general, chance or the "
		    "Polish name), not '%.*s'"), (int)(cend - cat), cat);
	return 0;
}

static int
parse_turn(struct gdr_ctx *x, const char *p, const char *end)
{
	struct dice_game *g = x->g;
	struct dice_turn *t;
	const char	*colon, *name, *q;
	int		 n;

	name = p;
	if ((colon = memchr(p, ':', (size_t)(end - p))) == NULL)
		return err_set(x->err, x->lineno, col(x, p),
		    _("expected 'NAME: D D D D D … -> CATEGORY' or a [Tag \"value\"]"));
	if (!x->seen_players)
		return err_set(x->err, x->lineno, col(x, p),
		    _("expected a [Players \"A; B; …\"] tag before the first turn"));
	/* The array doubles when its count reaches a power of two: linear, with no cap field. */
	if ((g->nturns & (g->nturns - 1)) == 0)
		g->turns = xreallocarray(g->turns, g->nturns ? g->nturns * 2 : 1,
		    sizeof(*g->turns));
	t = &g->turns[g->nturns];
	memset(t, 0, sizeof(*t));
	t->line = x->lineno;
	t->col_name = col(x, name);
	t->points = -1;
	q = lex_rtrim(name, colon, LEX_BLANKS);
	if (q == name)
		return err_set(x->err, x->lineno, col(x, name), _("expected a player's name before ':'"));
	if ((t->player = lex_find_name((const char *)g->players, DICE_NAME_MAX, g->nplayers,
	    DICE_NAME_MAX, name, (size_t)(q - name))) < 0)
		return err_set(x->err, x->lineno, col(x, name),
		    _("expected a player of the Players tag, not '%.*s'"), (int)(q - name), name);
	p = colon + 1;
	for (;;) {
		if (t->nthrows == DICE_MAX_THROWS)
			return err_set(x->err, x->lineno, col(x, p),
			    _("expected '->': more than %d throws"), DICE_MAX_THROWS);
		p = skip_ws(p);
		t->col_throw[t->nthrows] = col(x, p);
		if (read_dice(x, &p, t->dice[t->nthrows], DICE_N, &n, _("five dice")) == -1)
			return -1;
		if (n < DICE_N)
			return err_set(x->err, x->lineno, col(x, p),
			    n == 0 ? _("expected five dice (1-6)") : _("expected five dice, found %d"), n);
		t->nthrows++;
		p = skip_ws(p);
		if (is_arrow(p)) {
			p += *p == '-' ? 2 : 3;
			break;
		}
		if (!is_keep(p, &q))
			return err_set(x->err, x->lineno, col(x, p),
			    _("expected 'keep' or '->' after five dice"));
		if (t->nthrows == DICE_MAX_THROWS)
			return err_set(x->err, x->lineno, col(x, p),
			    _("expected '->': more than %d throws"), DICE_MAX_THROWS);
		p = skip_ws(q);
		t->col_keep[t->nthrows] = col(x, p);
		if (read_dice(x, &p, t->keep[t->nthrows], DICE_N, &t->nkeep[t->nthrows],
		    _("at most five kept dice")) == -1)
			return -1;
		p = skip_ws(p);
		if (*p != ':')
			return err_set(x->err, x->lineno, col(x, p),
			    _("expected ':' after the kept dice"));
		p++;
	}
	if (parse_category(x, t, p, end) == -1)
		return -1;
	g->nturns++;
	return 0;
}

/* The end of the line's content: a '#' comment or the end. */
static const char *
content_end(const char *p)
{
	const char	*h = strchr(p, '#');

	return h ? h : p + strlen(p);
}

int
gdr_parse(const char *buf, size_t len, struct dice_game *g, struct errbuf *err)
{
	struct gdr_ctx	 x;
	char		*text, *line, *eol;
	const char	*p, *nul;
	int		 rc = -1;

	memset(&x, 0, sizeof(x));
	x.g = g;
	x.err = err;
	err_clear(err);
	if ((nul = memchr(buf, '\0', len)) != NULL) {
		const char *q, *ls = buf;
		int	 ln = 1;

		for (q = buf; q < nul; q++)
			if (*q == '\n') {
				ln++;
				ls = q + 1;
			}
		return err_set(err, ln, (int)(nul - ls) + 1, _("expected text, found a NUL byte"));
	}
	text = xstrndup(buf, len);
	for (line = text; *line; line = eol) {
		if ((eol = strchr(line, '\n')) != NULL)
			*eol++ = '\0';
		else
			eol = line + strlen(line);
		x.lineno++;
		x.line = line;
		p = skip_ws(line);
		if (x.lineno == 1 && (unsigned char)p[0] == 0xef &&
		    (unsigned char)p[1] == 0xbb && (unsigned char)p[2] == 0xbf)
			p = skip_ws(p + 3);		/* a UTF-8 byte order mark */
		if (*p == '\0' || *p == '#')
			continue;
		if (*p == '[') {
			if (parse_tags(&x, p) == -1)
				goto out;
		} else if (parse_turn(&x, p, lex_rtrim(p, content_end(p), LEX_BLANKS)) == -1)
			goto out;
	}
	g->last_line = x.lineno > 0 ? x.lineno : 1;
	if (!x.seen_players) {
		err_set(err, g->last_line, 0, _("expected a [Players \"A; B; …\"] tag"));
		goto out;
	}
	rc = 0;
out:
	free(text);
	return rc;
}

void
gdr_print(const struct dice_game *g, struct strbuf *out)
{
	const struct dice_turn	*t;
	size_t			 i;
	int			 j, k;

	if (g->event[0])
		sb_addf(out, NT_("[Event \"%s\"]\n"), g->event);
	if (g->date[0])
		sb_addf(out, NT_("[Date \"%s\"]\n"), g->date);
	if (g->ruleset[0])
		sb_addf(out, NT_("[Ruleset \"%s\"]\n"), g->ruleset);
	sb_adds(out, NT_("[Players \""));
	for (j = 0; j < g->nplayers; j++)
		sb_addf(out, "%s%s", j ? "; " : "", g->players[j]);
	sb_adds(out, "\"]\n");
	if (g->nturns > 0)
		sb_addc(out, '\n');
	for (i = 0; i < g->nturns; i++) {
		t = &g->turns[i];
		sb_addf(out, "%s:", g->players[t->player]);
		for (j = 0; j < t->nthrows; j++) {
			if (j > 0) {
				sb_adds(out, NT_(" keep"));
				for (k = 0; k < t->nkeep[j]; k++)
					sb_addf(out, " %d", t->keep[j][k]);
				sb_adds(out, " :");
			}
			for (k = 0; k < DICE_N; k++)
				sb_addf(out, " %d", t->dice[j][k]);
		}
		sb_addf(out, " -> %s", dice_box_id(t->box));
		if (t->points >= 0)
			sb_addf(out, " %d", t->points);
		sb_addc(out, '\n');
	}
}

int
gdr_rules(const struct dice_game *g, struct dice_rules *r, const char **name,
    struct errbuf *err)
{
	const struct kv_preset	*pr;

	if (g->ruleset[0] == '\0') {
		*r = *(const struct dice_rules *)dice_ruleset_game.presets[0].obj;
		*name = dice_ruleset_game.presets[0].name;
		return 0;
	}
	if ((pr = kv_preset_find(&dice_ruleset_game, g->ruleset)) == NULL)
		return err_set(err, g->ruleset_line, g->ruleset_col,
		    _("Ruleset: expected general or yahtzee, not '%s'"), g->ruleset);
	*r = *(const struct dice_rules *)pr->obj;
	*name = g->ruleset;
	return 0;
}

int
gdr_rules_agree(const struct dice_game *g, const struct dice_rules *r, const char *event,
    const char *rname, struct errbuf *err)
{
	struct dice_rules	 tag;
	const char		*name;

	if (g->ruleset[0] == '\0')
		return 0;
	if (gdr_rules(g, &tag, &name, err) == -1)
		return -1;
	if (memcmp(&tag, r, sizeof(*r)) != 0) {
		err_set(err, g->ruleset_line, g->ruleset_col,
		    _("the game was played under %s, the event '%s' under its ruleset %s"),
		    g->ruleset, event, rname);
		return 1;
	}
	return 0;
}

int
gdr_players_check(char *const *names, int n, int max, struct errbuf *err)
{
	struct strbuf		 hdr = { 0 };
	struct dice_game	 g;
	char			 msg[sizeof(err->msg)];
	int			 i, rc;

	if (n > max)
		return err_set(err, 0, 0, _("a game has at most %d players"), max);
	for (i = 0; i < n; i++)
		if (strpbrk(names[i], ";\"\n") != NULL)
			return err_set(err, 0, 0, _("player '%s': a name may not contain ';', "
			    "'\"' or a line break"), names[i]);
	sb_adds(&hdr, NT_("[Players \""));
	for (i = 0; i < n; i++)
		sb_addf(&hdr, "%s%s", i > 0 ? "; " : "", names[i]);
	sb_adds(&hdr, "\"]\n");
	memset(&g, 0, sizeof(g));
	rc = gdr_parse(sb_str(&hdr), hdr.len, &g, err);
	sb_free(&hdr);
	dice_game_free(&g);
	if (rc == -1) {		/* the tag's own words, as the names' */
		snprintf(msg, sizeof(msg), "%s", err->msg);
		err_set(err, 0, 0, _("players: %s"), msg);
	}
	return rc;
}

int
gdr_used_read(const struct dice_rules *r, const char *arg, struct dice_card *card,
    unsigned *known, struct errbuf *err)
{
	const char	*p, *q, *eq;
	long		 l;
	int		 b;

	for (p = arg; *p; p = *q ? q + 1 : q) {
		while (*p == ' ')
			p++;
		for (q = p; *q && *q != ','; q++)
			continue;
		if (q == p)
			continue;
		eq = memchr(p, '=', (size_t)(q - p));
		if ((b = dice_box_parse(p, (size_t)((eq ? eq : q) - p))) < 0)
			return err_set(err, 0, 0, _("--used: expected a category (ones … "
			    "chance, or the Polish name), not '%.*s'"), (int)((eq ? eq : q) - p), p);
		if (card->used & BOX_BIT(b))
			return err_set(err, 0, 0, _("--used: %s given twice"), dice_box_id(b));
		card->used |= BOX_BIT(b);
		if (eq != NULL) {
			if (parse_intn(eq + 1, (size_t)(q - eq - 1), 0, 10000, &l) == -1 ||
			    !dice_box_value_possible(r, b, (int)l))
				return err_set(err, 0, 0, _("--used: %s=%.*s: expected points the "
				    "%s box can hold"), dice_box_id(b), (int)(q - eq - 1), eq + 1,
				    dice_box_id(b));
			card->score[b] = (int)l;
			*known |= BOX_BIT(b);
		}
	}
	return 0;
}

int
gdr_dice_read(int argc, char *const *argv, int dice[DICE_N], struct errbuf *err)
{
	const char	*p;
	int		 i, n = 0;

	for (i = 0; i < argc; i++)
		for (p = argv[i]; *p; p++) {
			if (*p == ' ' || *p == ',')
				continue;
			if (*p < '1' || *p > '6')
				return err_set(err, 0, 0, _("expected dice 1-6, not '%s'"), argv[i]);
			if (n == DICE_N)
				return err_set(err, 0, 0, _("expected five dice, found more"));
			dice[n++] = *p - '0';
		}
	if (n != DICE_N)
		return err_set(err, 0, 0, _("expected five dice, found %d"), n);
	return 0;
}

int
gdr_used_general(const struct dice_rules *r, struct dice_card *card, unsigned *known,
    int general_scored, int first_elsewhere, struct errbuf *err)
{
	if (general_scored) {
		if ((*known & BOX_BIT(BOX_GENERAL)) && card->score[BOX_GENERAL] != r->general)
			return err_set(err, 0, 0, _("--general-scored: but --used gives general=%d"),
			    card->score[BOX_GENERAL]);
		card->used |= BOX_BIT(BOX_GENERAL);
		card->score[BOX_GENERAL] = r->general;
		*known |= BOX_BIT(BOX_GENERAL);
	}
	if (card->score[BOX_GENERAL] == r->general && (card->used & BOX_BIT(BOX_GENERAL)))
		card->first_general = first_elsewhere ? FIRST_ELSEWHERE : FIRST_IN_BOX;
	else if (first_elsewhere)
		card->first_general = FIRST_ELSEWHERE;
	if (card->used == BOXES_ALL)
		return err_set(err, 0, 0, _("every category is already used"));
	return 0;
}

void
gdr_used_arg(struct gdr_used *u, const char *arg)
{
	u->used = xreallocarray(u->used, (size_t)u->nused + 1, sizeof(*u->used));
	u->used[u->nused++] = arg;
}

int
gdr_used_throw(const struct dice_rules *r, struct gdr_used *u, int argc, char *const *argv,
    int throwno, int dice[DICE_N], struct errbuf *err)
{
	int	 i;

	for (i = 0; i < u->nused; i++)
		if (gdr_used_read(r, u->used[i], &u->card, &u->known, err) == -1)
			return -1;
	if (gdr_dice_read(argc, argv, dice, err) == -1)
		return -1;
	if (throwno > r->rolls_per_turn)
		return err_set(err, 0, 0, _("--throw %d: the ruleset allows %d throws a turn"),
		    throwno, r->rolls_per_turn);
	return gdr_used_general(r, &u->card, &u->known, u->general_scored, u->first_elsewhere,
	    err);
}

void
gdr_used_free(struct gdr_used *u)
{
	free(u->used);
	u->used = NULL;
	u->nused = 0;
}

int
gdr_used_upper(const struct dice_rules *r, const struct dice_card *card, unsigned known,
    int upper, struct dice_state *st, struct dice_totals *tot, struct errbuf *err)
{
	struct dice_solver	*s;
	int			 ok;

	dice_card_totals(r, card, tot);
	dice_state_of_card(r, card, st);
	if (upper >= 0) {
		if ((card->used & BOXES_UPPER & ~known) == 0 && upper != tot->upper)
			return err_set(err, 0, 0, _("--upper %d: but the upper categories given "
			    "with --used make %d"), upper, tot->upper);
		st->upper = upper > r->upper_bonus_threshold ? r->upper_bonus_threshold : upper;
	} else if (card->used & BOXES_UPPER & ~known)
		return err_set(err, 0, 0, _("--upper: needed when an upper category is given "
		    "without its points"));
	s = dice_solver_alloc(r);
	ok = dice_solver_upper_possible(s, card->used, st->upper);
	dice_solver_free(s);
	if (!ok)
		return err_set(err, 0, 0, _("--upper %d: the used upper categories cannot make "
		    "that total"), upper);
	return 0;
}

int
gdr_turn_judge(const struct dice_rules *r, const char *rec, size_t len, int line, int shift,
    int nturns, struct dice_game *g, struct dice_verdict *v, struct errbuf *err)
{
	size_t	 i, n = 0;

	if (gdr_parse(rec, len, g, err) == -1) {
		if (err->line == line) {
			err->line = 1;
			err->col = err->col > shift ? err->col - shift : 0;
		}
		return -1;
	}
	if (g->nturns != (size_t)nturns + 1)
		return err_set(err, 0, 0, _("one turn expected"));
	dice_judge(r, g, v);
	for (i = 0; i < v->rulings.n; i++) {
		struct ruling *x = &v->rulings.r[i];

		/* The turns before were judged when entered; a card not yet full is no fault. */
		if (x->line != line || x->col <= 0)
			continue;
		x->line = 1;
		x->col = x->col > shift ? x->col - shift : 0;
		v->rulings.r[n++] = *x;
	}
	v->rulings.n = n;
	return 0;
}

int
gdr_read(const char *path, struct dice_game *g, struct errbuf *err)
{
	char	*buf;
	size_t	 len;
	int	 rc;

	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, err) == -1)
		return -1;
	rc = gdr_parse(buf, len, g, err);
	free(buf);
	return rc;
}

int
gdr_load(const char *path, const struct dice_rules *given, struct dice_game *g,
    struct dice_rules *r, const char **name, struct errbuf *err)
{
	if (gdr_read(path, g, err) == -1)
		return -1;
	if (given == NULL)
		return gdr_rules(g, r, name, err);
	*r = *given;
	return 0;
}
