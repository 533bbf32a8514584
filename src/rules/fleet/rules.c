/* The battleship ruleset as data (§2): presets classic, boats, fish and their keys. */
#include <stddef.h>
#include <string.h>

#include "fleet.h"
#include "../../util/i18n.h"
#include "../board.h"

/*
 * Every preset's fleet is one ship of 4 squares, two of 3, three of 2 and
 * four of 1 under its own names, no ship touching another, and a repeated
 * or haloed shot refused; each preset names only the rest.
 */
#define FLEET_SHARED(big, three, two, one) \
	.fleet = { 4, { { big, 4, 1 }, { three, 3, 2 }, { two, 2, 3 }, { one, 1, 4 } } }, \
	.no_touch = 1, .repeat_shot = FLEET_REPEAT_REJECT, .halo_shot = FLEET_HALO_REJECT

const struct fleet_rules fleet_classic = {
	FLEET_SHARED("pancernik", "krążownik", "niszczyciel", "torpedowiec"),
	.board_w = 10, .board_h = 10,
	.shoot_again_on_hit = 1, .shoot_again_on_sink = 1,
	.words = { "pudło", "trafiony", "zatopiony" },
	.start_player = FLEET_START_GIVEN,
};

const struct fleet_rules fleet_boats = {
	FLEET_SHARED("szkuta", "kuter", "łódź motorowa", "łódź wiosłowa"),
	.board_w = 10, .board_h = 10,
	.shoot_again_on_hit = 0, .shoot_again_on_sink = 0,
	.words = { "pusto", "odnaleziony", "uratowany" },
	.start_player = FLEET_START_RANDOM,
};

const struct fleet_rules fleet_fish = {
	FLEET_SHARED("łosoś", "flądra", "śledź", "szprot"),
	.board_w = 8, .board_h = 8,
	.shoot_again_on_hit = 0, .shoot_again_on_sink = 0,
	.words = { "pusto", "odnaleziona", "uratowana" },
	.start_player = FLEET_START_RANDOM,
};

#undef FLEET_SHARED

static const char *const repeat_names[] = { "reject", "miss", NULL };
static const char *const halo_names[] = { "reject", "allow", NULL };
static const char *const start_names[] = { "given", "random", NULL };

static const char *
skip_blank(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

/* Copies s[0..n) without surrounding blanks into dst; returns -1 if empty or too long. */
static int
copy_trimmed(char *dst, size_t size, const char *s, size_t n)
{
	while (n > 0 && (*s == ' ' || *s == '\t')) {
		s++;
		n--;
	}
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	if (n == 0 || n >= size)
		return -1;
	memcpy(dst, s, n);
	dst[n] = '\0';
	return 0;
}

/* fleet = NAME:SIZExCOUNT, ... */
static int
fleet_table_parse(void *field, const char *val, struct errbuf *err)
{
	struct fleet_table	 t;
	const char		*p, *q, *colon, *x;
	long			 size, count;

	memset(&t, 0, sizeof(t));
	for (p = val; *p; p = *q ? q + 1 : q) {
		p = skip_blank(p);
		for (q = p; *q && *q != ','; q++)
			continue;
		colon = NULL;
		for (x = p; x < q; x++)
			if (*x == ':')
				colon = x;
		if (colon == NULL)
			return err_set(err, 0, (int)(p - val) + 1,
			    _("fleet: expected NAME:SIZExCOUNT, e.g. krążownik:3x2"));
		if (t.n == FLEET_KINDS)
			return err_set(err, 0, (int)(p - val) + 1,
			    _("fleet: at most %d kinds of ship"), FLEET_KINDS);
		if (copy_trimmed(t.kind[t.n].name, FLEET_NAME, p, (size_t)(colon - p)) == -1)
			return err_set(err, 0, (int)(p - val) + 1,
			    _("fleet: expected a ship name of 1 to %d bytes"), FLEET_NAME - 1);
		x = skip_blank(colon + 1);
		for (p = x; p < q && *p != 'x' && *p != 'X' && *p != '*'; p++)
			continue;
		if (p == q || parse_intn(x, (size_t)(p - x), 1, FLEET_DIM, &size) == -1)
			return err_set(err, 0, (int)(x - val) + 1,
			    _("fleet: expected SIZExCOUNT with a size from 1 to %d"), FLEET_DIM);
		x = p + 1;
		for (p = q; p > x && (p[-1] == ' ' || p[-1] == '\t'); p--)
			continue;
		if (parse_intn(x, (size_t)(p - x), 0, FLEET_CELLS, &count) == -1)
			return err_set(err, 0, (int)(x - val) + 1,
			    _("fleet: expected a count of ships after 'x'"));
		t.kind[t.n].size = (int)size;
		t.kind[t.n].count = (int)count;
		t.n++;
	}
	if (t.n == 0)
		return err_set(err, 0, 1, _("fleet: expected at least one NAME:SIZExCOUNT"));
	memcpy(field, &t, sizeof(t));
	return 0;
}

static void
fleet_table_print(const void *field, struct strbuf *sb)
{
	const struct fleet_table *t = field;
	int	 i;

	for (i = 0; i < t->n; i++)
		sb_addf(sb, "%s%s:%dx%d", i ? ", " : "", t->kind[i].name, t->kind[i].size,
		    t->kind[i].count);
}

/* words = MISS, HIT, SUNK */
static int
words_parse(void *field, const char *val, struct errbuf *err)
{
	char		 w[3][FLEET_NAME];
	const char	*p, *q;
	int		 i;

	memset(w, 0, sizeof(w));
	p = val;
	for (i = 0; i < 3; i++) {
		for (q = p; *q && *q != ','; q++)
			continue;
		/* One word each: a record's shot line ends in it ("2 A1 trafiony"). */
		if (copy_trimmed(w[i], FLEET_NAME, p, (size_t)(q - p)) == -1 ||
		    strpbrk(w[i], " \t") != NULL)
			return err_set(err, 0, (int)(p - val) + 1,
			    _("words: expected three words: miss, hit, sunk"));
		if (i < 2 && *q != ',')
			return err_set(err, 0, (int)(q - val) + 1,
			    _("words: expected three words: miss, hit, sunk"));
		p = *q ? q + 1 : q;
	}
	if (*skip_blank(p) != '\0' || (p > val && p[-1] == ','))
		return err_set(err, 0, (int)(p - val) + 1,
		    _("words: expected three words: miss, hit, sunk"));
	memcpy(field, w, sizeof(w));
	return 0;
}

static void
words_print(const void *field, struct strbuf *sb)
{
	const char (*w)[FLEET_NAME] = field;

	sb_addf(sb, "%s, %s, %s", w[0], w[1], w[2]);
}

#define B(name, field, help) \
	{ name, KV_BOOL, offsetof(struct fleet_rules, field), 0, 0, 0, NULL, NULL, NULL, help }
#define I(name, field, lo, hi, help) \
	{ name, KV_INT, offsetof(struct fleet_rules, field), lo, hi, 0, NULL, NULL, NULL, help }
#define E(name, field, names, help) \
	{ name, KV_ENUM, offsetof(struct fleet_rules, field), 0, 0, 0, names, NULL, NULL, help }
#define C(name, field, parse, print, help) \
	{ name, KV_CUSTOM, offsetof(struct fleet_rules, field), 0, 0, 0, NULL, parse, print, help }

static const struct kv_key fleet_keys[] = {
	I("board_w", board_w, 1, FLEET_DIM, N_("columns of the board, lettered from A (§1)")),
	I("board_h", board_h, 1, FLEET_DIM, N_("rows of the board, numbered from 1 top down (§1)")),
	C("fleet", fleet, fleet_table_parse, fleet_table_print,
	    N_("the fleet: NAME:SIZExCOUNT, straight ships of SIZE squares (§2)")),
	B("no_touch", no_touch, N_("ships may not touch, not even at a corner (§1)")),
	B("shoot_again_on_hit", shoot_again_on_hit, N_("the shooter shoots again after a hit (§1)")),
	B("shoot_again_on_sink", shoot_again_on_sink, N_("the shooter shoots again after sinking a ship (§1)")),
	E("repeat_shot", repeat_shot, repeat_names,
	    N_("a square shot again: reject (turn not used) or miss (turn lost) (§3)")),
	E("halo_shot", halo_shot, halo_names,
	    N_("a shot at a square marked around a sunk ship: reject (turn not used) or allow (§3)")),
	C("words", words, words_parse, words_print, N_("the answers: miss, hit, sunk (§1)")),
	E("start_player", start_player, start_names,
	    N_("who shoots first when not given: given (player 1) or random (§2)")),
	{ NULL, KV_BOOL, 0, 0, 0, 0, NULL, NULL, NULL, NULL }
};

static int
fleet_rules_validate(const void *obj, struct errbuf *err)
{
	const struct fleet_rules *r = obj;
	int	 i, j;

	for (i = 0; i < r->fleet.n; i++) {
		if (r->fleet.kind[i].size > r->board_w && r->fleet.kind[i].size > r->board_h)
			return err_set(err, 0, 0, _("fleet: a %s of %d squares does not fit on %dx%d"),
			    r->fleet.kind[i].name, r->fleet.kind[i].size, r->board_w, r->board_h);
		for (j = 0; j < i; j++)
			if (r->fleet.kind[i].size == r->fleet.kind[j].size)
				return err_set(err, 0, 0, _("fleet: %s and %s both have %d squares"),
				    r->fleet.kind[j].name, r->fleet.kind[i].name,
				    r->fleet.kind[i].size);
	}
	if (fleet_rules_squares(r) > r->board_w * r->board_h)
		return err_set(err, 0, 0, _("fleet: %d squares do not fit on %dx%d"),
		    fleet_rules_squares(r), r->board_w, r->board_h);
	if (fleet_rules_ships(r) == 0)
		return err_set(err, 0, 0, _("fleet: no ships"));
	return 0;
}

static const struct kv_preset fleet_presets[] = {
	{ "classic", &fleet_classic, N_("Morska Bitwa / statki, 10x10, shoot again after a hit (the classic rules)") },
	{ "boats", &fleet_boats, N_("skansen boats, 10x10, strict alternation (the skansen booklet)") },
	{ "fish", &fleet_fish, N_("skansen fish, 8x8, proposed fleet, strict alternation (the skansen booklet)") },
	{ "statki", &fleet_classic, N_("alias of classic") },
	{ "skansen-lodzie", &fleet_boats, N_("alias of boats") },
	{ "skansen-ryby", &fleet_fish, N_("alias of fish") },
	{ "lodzie", &fleet_boats, N_("alias of boats") },
	{ "ryby", &fleet_fish, N_("alias of fish") },
	{ NULL, NULL, NULL }
};

const struct kv_game fleet_ruleset_game = {
	"fleet", fleet_keys, sizeof(struct fleet_rules), fleet_presets, fleet_rules_validate
};

int
fleet_rules_ships(const struct fleet_rules *r)
{
	int	 i, n = 0;

	for (i = 0; i < r->fleet.n; i++)
		n += r->fleet.kind[i].count;
	return n;
}

int
fleet_rules_squares(const struct fleet_rules *r)
{
	int	 i, n = 0;

	for (i = 0; i < r->fleet.n; i++)
		n += r->fleet.kind[i].count * r->fleet.kind[i].size;
	return n;
}

const char *
fleet_kind_name(const struct fleet_rules *r, int size)
{
	int	 i;

	for (i = 0; i < r->fleet.n; i++)
		if (r->fleet.kind[i].size == size)
			return r->fleet.kind[i].name;
	return "statek";
}

enum fleet_noun
fleet_rules_noun(const struct fleet_rules *r)
{
	const char	*w = r->words[FLEET_SUNK];

	if (text_is(w, strlen(w), "uratowana"))
		return FLEET_FISH;
	if (text_is(w, strlen(w), "uratowany"))
		return FLEET_BOATS;
	return FLEET_SHIPS;
}

const char *
fleet_noun_text(const struct fleet_rules *r, const char *const text[3])
{
	return _(text[fleet_rules_noun(r)]);
}

int
fleet_answer_parse(const struct fleet_rules *r, const char *s, size_t n)
{
	static const struct {
		const char	*w;
		int		 a;
	} seeds[] = {
		{ "pudlo", FLEET_MISS }, { "chybiony", FLEET_MISS }, { "pusto", FLEET_MISS },
		{ "trafiony", FLEET_HIT }, { "trafiony niezatopiony", FLEET_HIT },
		{ "trafiony nie zatopiony", FLEET_HIT },
		{ "odnaleziony", FLEET_HIT }, { "odnaleziona", FLEET_HIT },
		{ "zatopiony", FLEET_SUNK }, { "trafiony zatopiony", FLEET_SUNK },
		{ "trafiony-zatopiony", FLEET_SUNK },
		{ "uratowany", FLEET_SUNK }, { "uratowana", FLEET_SUNK },
	};
	char	 in[2 * FLEET_NAME], w[2 * FLEET_NAME], norm[2 * FLEET_NAME];
	size_t	 i, o;
	int	 a;

	if (n >= sizeof(in))
		return -1;
	text_fold(s, n, in, sizeof(in));
	/* Collapse runs of blanks so "trafiony   zatopiony" matches. */
	for (i = o = 0; in[i]; i++) {
		if (in[i] == ' ' || in[i] == '\t') {
			if (o > 0 && norm[o - 1] != ' ')
				norm[o++] = ' ';
		} else
			norm[o++] = in[i];
	}
	while (o > 0 && norm[o - 1] == ' ')
		o--;
	norm[o] = '\0';
	for (a = 0; a < 3; a++) {
		text_fold(r->words[a], strlen(r->words[a]), w, sizeof(w));
		if (strcmp(w, norm) == 0)
			return a;
	}
	for (i = 0; i < sizeof(seeds) / sizeof(seeds[0]); i++)
		if (strcmp(seeds[i].w, norm) == 0)
			return seeds[i].a;
	return -1;
}

void
fleet_square_name(int x, int y, char *buf, size_t size)
{
	board_square_name(x, y, buf, size);
}

int
fleet_square_parse(const char *s, size_t n, int *x, int *y)
{
	return board_square_parse(s, n, 1, x, y);
}
