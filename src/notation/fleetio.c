/* Readers and canonical printers of .board and .battle records. */
#include <stdlib.h>
#include <string.h>

#include "fleetio.h"
#include "../util/i18n.h"
#include "../util/stream.h"

struct line {
	const char	*s;	/* start of the line */
	const char	*e;	/* end, without CR LF */
	int		 no;
};

static int
is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static int
is_grid(char c)
{
	return c == '.' || c == '#' || c == 'X' || c == 'x' || c == 'O' || c == 'o';
}

static const char *
skip(const char *p, const char *e)
{
	while (p < e && is_blank(*p))
		p++;
	return p;
}

/* Splits off the next line of buf; returns 0 at the end, -1 on a NUL byte. */
static int
next_line(const char **pos, const char *end, struct line *l, struct errbuf *err)
{
	const char	*p = *pos, *nl, *z;

	if (p >= end)
		return 0;
	nl = memchr(p, '\n', (size_t)(end - p));
	if (nl == NULL)
		nl = end;
	l->no++;
	l->s = p;
	l->e = nl;
	if ((z = memchr(p, '\0', (size_t)(nl - p))) != NULL)
		return err_set(err, l->no, text_col(p, z), _("unexpected NUL byte"));
	if (l->e > l->s && l->e[-1] == '\r')
		l->e--;
	*pos = nl < end ? nl + 1 : end;
	return 1;
}

/*
 * Whether the line is a grid row: optional row number, then grid characters
 * and blanks, at least one grid character. The row may end in a comment: it
 * starts at the last '#' before the first character that cannot be part of
 * a grid. Sets [*cells, *end) to the grid characters.
 */
static int
grid_row(const struct line *l, const char **cells, const char **end)
{
	const char	*p = skip(l->s, l->e), *hash = NULL;
	int		 n = 0;

	while (p < l->e && *p >= '0' && *p <= '9')
		p++;
	p = skip(p, l->e);
	*cells = p;
	for (; p < l->e && (is_grid(*p) || is_blank(*p)); p++)
		if (*p == '#')
			hash = p;
	if (p < l->e) {
		if (hash == NULL)
			return 0;
		p = hash;
	}
	*end = p;
	for (p = *cells; p < *end; p++)
		if (is_grid(*p))
			n++;
	/* A lone '#' is an empty comment, not a row of one ship square. */
	if (n == 1 && **cells == '#' && *cells == skip(l->s, l->e) &&
	    skip(*cells + 1, l->e) == l->e)
		return 0;
	return n > 0;
}

/* Whether the line is a column header "A B C ..." (letters from A in order). */
static int
header_row(const struct line *l)
{
	const char	*p = skip(l->s, l->e);
	char		 want = 'A';

	if (p == l->e)
		return 0;
	for (; p < l->e; p++) {
		if (is_blank(*p))
			continue;
		if (*p != want && *p != want - 'A' + 'a')
			return 0;
		want++;
	}
	return 1;
}

static int
comment_or_blank(const struct line *l)
{
	const char *p = skip(l->s, l->e);

	return p == l->e || *p == '#';
}

static int
grid_add_row(struct fleet_grid *g, const struct line *l, const char *cells, const char *end,
    struct errbuf *err)
{
	const char	*p;
	int		 x = 0;

	if (g->h == FLEET_DIM)
		return err_set(err, l->no, text_col(l->s, cells),
		    _("a board has at most %d rows"), FLEET_DIM);
	for (p = cells; p < end; p++) {
		if (is_blank(*p))
			continue;
		if (x == FLEET_DIM)
			return err_set(err, l->no, text_col(l->s, p),
			    _("a board has at most %d columns (A-Z)"), FLEET_DIM);
		g->ship[g->h][x++] = *p != '.';
	}
	g->roww[g->h] = x;
	g->line[g->h] = l->no;
	if (x > g->w)
		g->w = x;
	g->h++;
	return 0;
}

/* The error for a line that is no part of a grid: points at the first bad character. */
static int
grid_error(const struct line *l, struct errbuf *err)
{
	const char	*p = skip(l->s, l->e);

	while (p < l->e && *p >= '0' && *p <= '9')
		p++;
	p = skip(p, l->e);
	while (p < l->e && (is_grid(*p) || is_blank(*p)))
		p++;
	if (p >= l->e)
		p = l->s;
	return err_set(err, l->no, text_col(l->s, p),
	    _("expected '.' (water) or '#', 'X', 'O' (a ship square), not '%.*s'"),
	    (*p & 0x80) ? (int)(((*p & 0xe0) == 0xc0) ? 2 : ((*p & 0xf0) == 0xe0) ? 3 : 1) : 1,
	    p);
}

int
fleetio_board_parse(const char *buf, size_t len, struct fleet_grid *g, struct errbuf *err)
{
	const char	*pos = buf, *end = buf + len, *cells, *rowend;
	struct line	 l = { NULL, NULL, 0 };
	int		 rc;

	memset(g, 0, sizeof(*g));
	while ((rc = next_line(&pos, end, &l, err)) == 1) {
		if (grid_row(&l, &cells, &rowend)) {
			if (grid_add_row(g, &l, cells, rowend, err) == -1)
				return -1;
			continue;
		}
		if (comment_or_blank(&l))
			continue;
		if (g->h == 0 && header_row(&l))
			continue;
		return grid_error(&l, err);
	}
	if (rc == -1)
		return -1;
	if (g->h == 0)
		return err_set(err, l.no > 0 ? l.no : 1, 1,
		    _("expected a board: rows of '.' (water) and '#' (ship squares)"));
	return 0;
}

void
fleetio_grid_print(const struct fleet_grid *g, struct strbuf *sb)
{
	int	 x, y;

	sb_adds(sb, "   ");
	for (x = 0; x < g->w; x++)
		sb_addf(sb, " %c", 'A' + x);
	sb_addc(sb, '\n');
	for (y = 0; y < g->h; y++) {
		sb_addf(sb, "%2d ", y + 1);
		for (x = 0; x < g->roww[y]; x++)
			sb_addf(sb, " %c", g->ship[y][x] ? '#' : '.');
		sb_addc(sb, '\n');
	}
}

/* ------------------------------------------------------------- .battle */

/* Parses [Name "value"]; returns 1 if the line is a tag, -1 on a malformed tag. */
static int
tag_parse(const struct line *l, const char **name, size_t *nlen, const char **val,
    size_t *vlen, struct errbuf *err)
{
	const char	*p = skip(l->s, l->e), *q;

	if (p == l->e || *p != '[')
		return 0;
	p++;
	for (q = p; q < l->e && ((*q >= 'A' && *q <= 'Z') || (*q >= 'a' && *q <= 'z') ||
	    (*q >= '0' && *q <= '9') || *q == '_'); q++)
		continue;
	if (q == p)
		return err_set(err, l->no, text_col(l->s, p), _("expected a tag name after '['"));
	*name = p;
	*nlen = (size_t)(q - p);
	p = skip(q, l->e);
	if (p == l->e || *p != '"')
		return err_set(err, l->no, text_col(l->s, p), _("expected '\"' before the tag value"));
	q = memchr(p + 1, '"', (size_t)(l->e - p - 1));
	if (q == NULL)
		return err_set(err, l->no, text_col(l->s, l->e), _("expected '\"' after the tag value"));
	*val = p + 1;
	*vlen = (size_t)(q - p - 1);
	p = skip(q + 1, l->e);
	if (p == l->e || *p != ']')
		return err_set(err, l->no, text_col(l->s, p), _("expected ']' after the tag value"));
	p = skip(p + 1, l->e);
	if (p < l->e && *p != '#')
		return err_set(err, l->no, text_col(l->s, p), _("unexpected text after the tag"));
	return 1;
}

static int
shot_parse(const struct line *l, struct battle_shot *s, struct errbuf *err)
{
	const char	*p = skip(l->s, l->e), *q, *e;

	memset(s, 0, sizeof(*s));
	s->line = l->no;
	for (q = p; q < l->e && !is_blank(*q) && *q != '#'; q++)
		continue;
	if (q - p != 1 || (*p != '1' && *p != '2'))
		return err_set(err, l->no, text_col(l->s, p),
		    _("expected a shot 'PLAYER SQUARE ANSWER' with PLAYER 1 or 2"));
	s->player = *p - '0';
	p = skip(q, l->e);
	for (q = p; q < l->e && !is_blank(*q) && *q != '#'; q++)
		continue;
	s->col = text_col(l->s, p);
	if (fleet_square_parse(p, (size_t)(q - p), &s->x, &s->y) == -1)
		return err_set(err, l->no, s->col, _("expected a square such as C4, not '%.*s'"),
		    (int)(q - p), p);
	p = skip(q, l->e);
	e = memchr(p, '#', (size_t)(l->e - p));
	if (e == NULL)
		e = l->e;
	while (e > p && is_blank(e[-1]))
		e--;
	s->acol = text_col(l->s, p);
	if (e == p)
		return err_set(err, l->no, s->acol,
		    _("expected the answer after the square (pudło, trafiony, zatopiony ...)"));
	if ((size_t)(e - p) >= sizeof(s->word))
		return err_set(err, l->no, s->acol, _("answer too long"));
	memcpy(s->word, p, (size_t)(e - p));
	s->word[e - p] = '\0';
	return 0;
}

/* A tag line of a .battle record: Board, Variant, or one kept as written. 0 or -1. */
static int
battle_tag(struct battle_record *rec, const struct line *l, const char *name, size_t nlen,
    const char *val, size_t vlen, int inshots, int *cur, struct errbuf *err)
{
	long	 b;

	if (text_is(name, nlen, "board")) {
		if (parse_intn(val, vlen, 1, 2, &b) == -1) {
			err_set(err, l->no, text_col(l->s, val),
			    _("expected board \"1\" or \"2\""));
			return -1;
		}
		if (inshots || rec->board_line[b - 1]) {
			err_set(err, l->no, text_col(l->s, name), inshots ?
			    _("a board after the shots") : _("board %ld given twice"), b);
			return -1;
		}
		*cur = (int)b - 1;
		rec->board_line[*cur] = l->no;
	} else if (text_is(name, nlen, "variant")) {
		if (vlen == 0 || vlen >= sizeof(rec->variant)) {
			err_set(err, l->no, text_col(l->s, val), _("expected a variant name"));
			return -1;
		}
		memcpy(rec->variant, val, vlen);
		rec->variant[vlen] = '\0';
		rec->variant_line = l->no;
		rec->variant_col = text_col(l->s, val);
	} else {
		/* Other tags (Event, Date, Player1 ...) are kept for the canonical form. */
		struct battle_tag *tg;

		if (nlen >= sizeof(tg->name) || vlen >= sizeof(tg->value)) {
			err_set(err, l->no, text_col(l->s, nlen >= sizeof(tg->name) ?
			    name : val), "%s", nlen >= sizeof(tg->name) ?
			    _("tag name too long") : _("tag value too long"));
			return -1;
		}
		rec->tags = xreallocarray(rec->tags, rec->ntags + 1, sizeof(*rec->tags));
		tg = &rec->tags[rec->ntags++];
		memcpy(tg->name, name, nlen);
		tg->name[nlen] = '\0';
		memcpy(tg->value, val, vlen);
		tg->value[vlen] = '\0';
	}
	return 0;
}

int
fleetio_battle_parse(const char *buf, size_t len, struct battle_record *rec, struct errbuf *err)
{
	const char	*pos = buf, *end = buf + len, *cells, *rowend, *name = NULL, *val = NULL;
	struct line	 l = { NULL, NULL, 0 };
	size_t		 nlen = 0, vlen = 0, cap = 0;
	int		 rc, t, cur = -1, inshots = 0;

	memset(rec, 0, sizeof(*rec));
	while ((rc = next_line(&pos, end, &l, err)) == 1) {
		if ((t = tag_parse(&l, &name, &nlen, &val, &vlen, err)) == -1)
			goto fail;
		if (t == 1) {
			if (battle_tag(rec, &l, name, nlen, val, vlen, inshots, &cur, err) == -1)
				goto fail;
			continue;
		}
		if (!inshots && cur >= 0 && grid_row(&l, &cells, &rowend)) {
			if (grid_add_row(&rec->board[cur], &l, cells, rowend, err) == -1)
				goto fail;
			continue;
		}
		if (comment_or_blank(&l))
			continue;
		if (!inshots && cur >= 0 && rec->board[cur].h == 0 && header_row(&l))
			continue;
		if (!rec->board_line[0] || !rec->board_line[1]) {
			cells = skip(l.s, l.e);
			if (cur < 0)
				err_set(err, l.no, text_col(l.s, cells),
				    _("expected [Board \"1\"] and its grid"));
			else if (rec->board[cur].h > 0 && cells + 2 < l.e &&
			    (*cells == '1' || *cells == '2') && is_blank(cells[1]))
				err_set(err, l.no, text_col(l.s, cells),
				    _("expected [Board \"%d\"] and its grid before the shots"),
				    rec->board_line[0] ? 2 : 1);
			else
				grid_error(&l, err);
			goto fail;
		}
		if (rec->board[cur].h == 0) {
			grid_error(&l, err);
			goto fail;
		}
		inshots = 1;
		if (rec->nshots == cap) {
			cap = cap ? cap * 2 : 64;
			rec->shots = xreallocarray(rec->shots, cap, sizeof(*rec->shots));
		}
		if (shot_parse(&l, &rec->shots[rec->nshots], err) == -1)
			goto fail;
		rec->nshots++;
	}
	if (rc == -1)
		goto fail;
	for (t = 0; t < 2; t++)
		if (!rec->board_line[t] || rec->board[t].h == 0) {
			err_set(err, l.no > 0 ? l.no : 1, 1, rec->board_line[t] ?
			    _("expected the grid of board %d") : _("expected [Board \"%d\"] and its grid"),
			    t + 1);
			goto fail;
		}
	return 0;
fail:
	fleetio_battle_free(rec);
	return -1;
}

int
fleetio_battle_answers(struct battle_record *rec, const struct fleet_rules *r,
    struct errbuf *err)
{
	size_t	 i;
	int	 a;

	for (i = 0; i < rec->nshots; i++) {
		a = fleet_answer_parse(r, rec->shots[i].word, strlen(rec->shots[i].word));
		if (a < 0)
			return err_set(err, rec->shots[i].line, rec->shots[i].acol,
			    _("expected %s, %s or %s, not '%s'"), r->words[FLEET_MISS],
			    r->words[FLEET_HIT], r->words[FLEET_SUNK], rec->shots[i].word);
		rec->shots[i].answer = a;
	}
	return 0;
}

void
fleetio_battle_free(struct battle_record *rec)
{
	free(rec->shots);
	rec->shots = NULL;
	rec->nshots = 0;
	free(rec->tags);
	rec->tags = NULL;
	rec->ntags = 0;
}

struct battle_call *
fleetio_battle_calls(const struct battle_record *rec)
{
	struct battle_call	*c;
	size_t			 i;

	c = xcalloc(rec->nshots ? rec->nshots : 1, sizeof(*c));
	for (i = 0; i < rec->nshots; i++) {
		c[i].line = rec->shots[i].line;
		c[i].player = rec->shots[i].player;
		c[i].x = rec->shots[i].x;
		c[i].y = rec->shots[i].y;
		c[i].answer = rec->shots[i].answer;
		c[i].word = rec->shots[i].word;
	}
	return c;
}

void
fleetio_battle_print(const struct battle_record *rec, const struct fleet_rules *r,
    struct strbuf *sb)
{
	char	 sq[8];
	size_t	 i;
	int	 b;

	if (rec->variant[0])
		sb_addf(sb, NT_("[Variant \"%s\"]\n"), rec->variant);
	for (i = 0; i < rec->ntags; i++)
		sb_addf(sb, "[%s \"%s\"]\n", rec->tags[i].name, rec->tags[i].value);
	for (b = 0; b < 2; b++) {
		sb_addf(sb, NT_("[Board \"%d\"]\n"), b + 1);
		fleetio_grid_print(&rec->board[b], sb);
		sb_addc(sb, '\n');
	}
	for (i = 0; i < rec->nshots; i++) {
		fleet_square_name(rec->shots[i].x, rec->shots[i].y, sq, sizeof(sq));
		sb_addf(sb, "%d %s %s\n", rec->shots[i].player, sq,
		    r->words[rec->shots[i].answer]);
	}
}

int
fleetio_shot_read(const char *line, int *who, int *x, int *y, const char **tok, size_t *len)
{
	const char	*p = line + strspn(line, " \t");

	if ((*p == '1' || *p == '2') && (p[1] == ' ' || p[1] == '\t')) {
		*who = *p - '0';
		p += 2 + strspn(p + 2, " \t");
	}
	*tok = p;
	*len = strcspn(p, " \t");
	return fleet_square_parse(p, *len, x, y);
}

/* The name of a preset, or of the preset it is an alias of (statki -> classic). */
static const char *
preset_main_name(const struct kv_preset *p)
{
	const struct kv_preset *q;

	for (q = fleet_ruleset_game.presets; q < p; q++)
		if (q->obj == p->obj)
			return q->name;
	return p->name;
}

void
fleetio_variant_names(char *buf, size_t size)
{
	const struct kv_preset	*p, *q;
	struct strbuf		 sb = { 0 };
	int			 n;

	for (p = fleet_ruleset_game.presets; p->name != NULL; p++) {
		if (preset_main_name(p) != p->name)
			continue;
		sb_addf(&sb, "%s%s", sb.len ? ", " : "", p->name);
		for (n = 0, q = p + 1; q->name != NULL; q++)
			if (q->obj == p->obj)
				sb_addf(&sb, "%s%s", n++ ? ", " : " (", q->name);
		if (n)
			sb_addc(&sb, ')');
	}
	snprintf(buf, size, "%s", sb_str(&sb));
	sb_free(&sb);
}

int
fleetio_rules(const char *variant, const char *ruleset, struct fleet_rules *r,
    const char **name, const char **errfile, struct errbuf *err)
{
	const struct kv_preset	*p;
	char			*buf, names[200];
	size_t			 len;
	int			 rc;

	*errfile = NULL;
	p = kv_preset_find(&fleet_ruleset_game, variant ? variant : "classic");
	if (p == NULL) {
		fleetio_variant_names(names, sizeof(names));
		return err_set(err, 0, 0, _("--variant: expected %s; not '%s'"), names, variant);
	}
	memcpy(r, p->obj, sizeof(*r));
	*name = preset_main_name(p);
	if (ruleset == NULL)
		return 0;
	if ((p = kv_preset_find(&fleet_ruleset_game, ruleset)) != NULL) {
		memcpy(r, p->obj, sizeof(*r));
		*name = preset_main_name(p);
		return 0;
	}
	if (strchr(ruleset, '/') == NULL && strchr(ruleset, '.') == NULL)
		return err_set(err, 0, 0, _("--ruleset: unknown fleet ruleset '%s' "
		    "(built in: classic, boats, fish; or a file of key = value lines)"), ruleset);
	*errfile = ruleset;
	if (tstream_slurp(ruleset, STREAM_RECORD_MAX, &buf, &len, err) == -1)
		return -1;
	rc = kv_parse(&fleet_ruleset_game, r, buf, err);
	free(buf);
	*name = NULL;
	return rc;
}

int
fleetio_battle_load(const char *path, const char *variant, const char *ruleset,
    struct battle_record *rec, struct fleet_rules *rules, const char **name,
    const char **errfile, struct errbuf *err)
{
	char	*buf, names[200];
	size_t	 len;
	int	 rc;

	*errfile = path;
	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, err) == -1)
		return -1;
	rc = fleetio_battle_parse(buf, len, rec, err);
	free(buf);
	if (rc == -1)
		return -1;
	if (variant == NULL && ruleset == NULL && rec->variant[0]) {
		if (kv_preset_find(&fleet_ruleset_game, rec->variant) == NULL) {
			fleetio_variant_names(names, sizeof(names));
			err_set(err, rec->variant_line, rec->variant_col,
			    _("expected variant %s; not '%s'"), names, rec->variant);
			goto fail;
		}
		variant = rec->variant;
	}
	if (fleetio_rules(variant, ruleset, rules, name, errfile, err) == -1)
		goto fail;
	*errfile = path;
	if (fleetio_battle_answers(rec, rules, err) == -1)
		goto fail;
	return 0;
fail:
	fleetio_battle_free(rec);
	return -1;
}
