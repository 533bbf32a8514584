/* Generał scoring: box values, the joker and the bonus (referee-general(7) §1, §2, §5). */
#include <string.h>

#include "../../util/i18n.h"
#include "dice.h"
#include "../msg.h"

/* The ids, marked: a Polish text names a box by its word on the card (po/pl.po). */
static const char *const box_ids[DICE_NBOXES] = {
	N_("ones"), N_("twos"), N_("threes"), N_("fours"), N_("fives"), N_("sixes"),
	N_("three-kind"), N_("four-kind"), N_("full"), N_("small-straight"),
	N_("large-straight"), N_("general"), N_("chance")
};

static const char *const box_pl[DICE_NBOXES] = {
	"jedynki", "dwójki", "trójki", "czwórki", "piątki", "szóstki",
	"trójka", "kareta", "full", "mały strit", "duży strit",
	"generał", "szansa"
};

/* Further accepted words, already folded, with '-' between words. */
static const struct {
	const char	*word;
	int		 box;
} box_aliases[] = {
	{ "jedynki", BOX_ONES }, { "dwojki", BOX_TWOS }, { "trojki", BOX_THREES },
	{ "czworki", BOX_FOURS }, { "piatki", BOX_FIVES }, { "szostki", BOX_SIXES },
	{ "trojka", BOX_THREE_KIND }, { "trzy-jednakowe", BOX_THREE_KIND },
	{ "kareta", BOX_FOUR_KIND }, { "cztery-jednakowe", BOX_FOUR_KIND },
	{ "full-house", BOX_FULL },
	{ "maly-strit", BOX_SMALL }, { "duzy-strit", BOX_LARGE },
	{ "yahtzee", BOX_GENERAL }, { "szansa", BOX_CHANCE },
};

const char *
dice_box_id(int box)
{
	return box >= 0 && box < DICE_NBOXES ? box_ids[box] : "?";
}

const char *
dice_box_pl(int box)
{
	return box >= 0 && box < DICE_NBOXES ? box_pl[box] : "?";
}

const char *
dice_box_name(int box)
{
	return box >= 0 && box < DICE_NBOXES ? _(box_ids[box]) : "?";
}

int
dice_box_parse(const char *s, size_t n)
{
	char	 w[64];
	size_t	 i;

	if (n == 0 || n >= 48)
		return -1;
	text_fold(s, n, w, sizeof(w));
	for (i = 0; w[i]; i++)
		if (w[i] == '_' || w[i] == ' ')
			w[i] = '-';
	for (i = 0; i < DICE_NBOXES; i++)
		if (strcmp(w, box_ids[i]) == 0)
			return (int)i;
	for (i = 0; i < sizeof(box_aliases) / sizeof(box_aliases[0]); i++)
		if (strcmp(w, box_aliases[i].word) == 0)
			return box_aliases[i].box;
	return -1;
}

/* ------------------------------------------------------------- values */

static void
count_faces(const int dice[DICE_N], int cnt[DICE_FACES + 1], int *sum)
{
	int	 i;

	memset(cnt, 0, sizeof(int) * (DICE_FACES + 1));
	*sum = 0;
	for (i = 0; i < DICE_N; i++) {
		cnt[dice[i]]++;
		*sum += dice[i];
	}
}

int
dice_is_five(const int dice[DICE_N])
{
	int	 i;

	for (i = 1; i < DICE_N; i++)
		if (dice[i] != dice[0])
			return 0;
	return 1;
}

static int
has_kind(const int cnt[DICE_FACES + 1], int n, int exact)
{
	int	 f;

	for (f = 1; f <= DICE_FACES; f++)
		if (exact ? cnt[f] == n : cnt[f] >= n)
			return 1;
	return 0;
}

static int
has_run(const int cnt[DICE_FACES + 1], int from, int len)
{
	int	 f;

	for (f = from; f < from + len; f++)
		if (cnt[f] == 0)
			return 0;
	return 1;
}

int
dice_normal(const struct dice_rules *r, int box, const int dice[DICE_N])
{
	int	 cnt[DICE_FACES + 1], sum, f, two = 0, three = 0;

	count_faces(dice, cnt, &sum);
	if (BOX_IS_UPPER(box))
		return (box + 1) * cnt[box + 1];
	switch (box) {
	case BOX_THREE_KIND:
		return has_kind(cnt, 3, r->three_kind == KIND_EXACT) ? sum : 0;
	case BOX_FOUR_KIND:
		return has_kind(cnt, 4, r->four_kind == KIND_EXACT) ? sum : 0;
	case BOX_FULL:
		for (f = 1; f <= DICE_FACES; f++) {
			two += cnt[f] == 2;
			three += cnt[f] == 3;
		}
		if ((two && three) || (r->fh_accepts_five_alike && dice_is_five(dice)))
			return r->full_house;
		return 0;
	case BOX_SMALL:
		return has_run(cnt, 1, 4) || has_run(cnt, 2, 4) || has_run(cnt, 3, 4) ?
		    r->small_straight : 0;
	case BOX_LARGE:
		return has_run(cnt, 1, 5) || has_run(cnt, 2, 5) ? r->large_straight : 0;
	case BOX_GENERAL:
		return dice_is_five(dice) ? r->general : 0;
	case BOX_CHANCE:
		return sum;
	}
	return 0;
}

int
dice_joker_value(const struct dice_rules *r, int box, const int dice[DICE_N])
{
	int	 i, sum = 0;

	for (i = 0; i < DICE_N; i++)
		sum += dice[i];
	switch (box) {
	case BOX_FULL:
		return r->full_house;
	case BOX_SMALL:
		return r->small_straight;
	case BOX_LARGE:
		return r->large_straight;
	case BOX_THREE_KIND:
	case BOX_FOUR_KIND:
	case BOX_CHANCE:
		return sum;	/* the joker qualifies even where "exact" is the rule */
	default:
		return dice_normal(r, box, dice);
	}
}

int
dice_bonus_due(const struct dice_rules *r, const struct dice_card *c)
{
	if (r->extra_general_bonus == 0 || !(c->used & BOX_BIT(BOX_GENERAL)))
		return 0;
	if (r->extra_bonus_condition == BONUS_FIRST_IN_BOX)
		return c->first_general == FIRST_IN_BOX;
	return c->score[BOX_GENERAL] == r->general;
}

/* ------------------------------------------------------------ options */

static void
add(struct dice_options *o, int box, int points)
{
	o->opt[o->n].box = box;
	o->opt[o->n].points = points;
	o->n++;
}

/* Every open box in mask, at normal (mode 0), joker (1) or zero (2) value. */
static void
add_open(const struct dice_rules *r, const struct dice_card *c, const int dice[DICE_N],
    struct dice_options *o, unsigned mask, int mode)
{
	int	 b;

	for (b = 0; b < DICE_NBOXES; b++) {
		if (!(mask & BOX_BIT(b)) || (c->used & BOX_BIT(b)))
			continue;
		add(o, b, mode == 0 ? dice_normal(r, b, dice) :
		    mode == 1 ? dice_joker_value(r, b, dice) : 0);
	}
}

void
dice_options(const struct dice_rules *r, const struct dice_card *c, const int dice[DICE_N],
    struct dice_options *o)
{
	unsigned open = BOXES_ALL & ~c->used;
	int	 up;

	memset(o, 0, sizeof(*o));
	o->five = dice_is_five(dice);
	o->why = WHY_NORMAL;
	if (!o->five || (open & BOX_BIT(BOX_GENERAL))) {
		add_open(r, c, dice, o, BOXES_ALL, 0);
		return;
	}
	o->bonus = dice_bonus_due(r, c) ? r->extra_general_bonus : 0;
	up = dice[0] - 1;
	switch (r->joker_mode) {
	case JOKER_FORCED:
		if (open & BOX_BIT(up)) {
			o->why = WHY_FORCED_UPPER;
			add(o, up, dice_normal(r, up, dice));
			return;
		}
		break;
	case JOKER_FREE:
		if (open & BOX_BIT(up)) {
			o->why = WHY_NO_JOKER_UPPER_OPEN;
			add_open(r, c, dice, o, BOXES_ALL, 0);
			return;
		}
		break;
	case JOKER_FREE_UNFORCED:
		if (open & BOX_BIT(up)) {
			o->why = WHY_NO_JOKER_UPPER_OPEN;
			add_open(r, c, dice, o, BOXES_ALL, 0);
			return;
		}
		o->why = WHY_JOKER_ANY;
		add_open(r, c, dice, o, BOXES_UPPER, 2);
		add_open(r, c, dice, o, BOXES_LOWER, 1);
		return;
	case JOKER_LAX:
		o->why = WHY_JOKER_LAX;
		add_open(r, c, dice, o, BOXES_UPPER, 0);
		add_open(r, c, dice, o, BOXES_LOWER, 1);
		return;
	default:
		o->why = WHY_JOKER_NONE;
		add_open(r, c, dice, o, BOXES_ALL, 0);
		return;
	}
	/* The joker proper: a lower box while any is open, else an upper box for 0. */
	if (open & BOXES_LOWER) {
		o->why = WHY_JOKER_LOWER;
		add_open(r, c, dice, o, BOXES_LOWER, 1);
	} else {
		o->why = WHY_JOKER_UPPER_ZERO;
		add_open(r, c, dice, o, BOXES_UPPER, 2);
	}
}

int
dice_option_find(const struct dice_options *o, int box)
{
	int	 i;

	for (i = 0; i < o->n; i++)
		if (o->opt[i].box == box)
			return i;
	return -1;
}

void
dice_options_explain(const struct dice_rules *r, const struct dice_card *c,
    const int dice[DICE_N], const struct dice_options *o, char *buf, size_t size)
{
	char		 a[200], b[200];
	const char	*up;

	buf[0] = '\0';
	if (!o->five)
		return;
	up = dice_box_id(dice[0] - 1);	/* a word the formatter translates */
	if (!(c->used & BOX_BIT(BOX_GENERAL))) {
		ruling_words(buf, size, RM_DX_GENERAL_OPEN, NULL, 0);
		return;
	}
	switch (o->why) {
	case WHY_NO_JOKER_UPPER_OPEN:
		RULING_WORDS(a, sizeof(a), RM_DX_NO_JOKER_UPPER_OPEN, RARG_W(up));
		break;
	case WHY_FORCED_UPPER:
		RULING_WORDS(a, sizeof(a), RM_DX_FORCED_UPPER, RARG_W(up));
		break;
	case WHY_JOKER_LOWER:
		RULING_WORDS(a, sizeof(a), RM_DX_JOKER_LOWER, RARG_W(up));
		break;
	case WHY_JOKER_UPPER_ZERO:
		ruling_words(a, sizeof(a), RM_DX_JOKER_UPPER_ZERO, NULL, 0);
		break;
	case WHY_JOKER_ANY:
		RULING_WORDS(a, sizeof(a), RM_DX_JOKER_ANY, RARG_W(up));
		break;
	case WHY_JOKER_LAX:
		ruling_words(a, sizeof(a), RM_DX_JOKER_LAX, NULL, 0);
		break;
	default:
		ruling_words(a, sizeof(a), RM_DX_NO_JOKER, NULL, 0);
		break;
	}
	if (r->extra_general_bonus == 0)
		ruling_words(b, sizeof(b), RM_DX_BONUS_OFF, NULL, 0);
	else if (o->bonus > 0)
		RULING_WORDS(b, sizeof(b), RM_DX_BONUS, RARG_I(o->bonus),
		    RARG_W(r->extra_bonus_condition == BONUS_FIRST_IN_BOX ?
		    N_("the first generał was written in box generał") :
		    N_("box generał holds its full points")));
	else if (c->score[BOX_GENERAL] == 0)
		ruling_words(b, sizeof(b), RM_DX_BONUS_CROSSED, NULL, 0);
	else
		ruling_words(b, sizeof(b), RM_DX_BONUS_NOT_FIRST, NULL, 0);
	fmt_buf(buf, size, "%s; %s", a, b);
}

int
dice_card_enter(const struct dice_rules *r, struct dice_card *c, const int dice[DICE_N], int box)
{
	struct dice_options o;
	int	 i, points;

	dice_options(r, c, dice, &o);
	i = dice_option_find(&o, box);
	points = i >= 0 ? o.opt[i].points : dice_normal(r, box, dice);
	c->used |= BOX_BIT(box);
	c->score[box] = points;
	if (o.five) {
		if (o.bonus > 0) {
			c->extras++;
			c->extra_points += o.bonus;
		}
		if (c->first_general == FIRST_NONE)
			c->first_general = box == BOX_GENERAL ? FIRST_IN_BOX : FIRST_ELSEWHERE;
		c->generals++;
	}
	return points;
}

void
dice_card_totals(const struct dice_rules *r, const struct dice_card *c, struct dice_totals *t)
{
	int	 b;

	memset(t, 0, sizeof(*t));
	for (b = 0; b < DICE_NBOXES; b++) {
		if (!(c->used & BOX_BIT(b)))
			continue;
		if (BOX_IS_UPPER(b))
			t->upper += c->score[b];
		else
			t->lower += c->score[b];
	}
	if (t->upper >= r->upper_bonus_threshold)
		t->upper_bonus = r->upper_bonus_points;
	t->extra = c->extra_points;
	t->total = t->upper + t->upper_bonus + t->lower + t->extra;
}

int
dice_box_value_possible(const struct dice_rules *r, int box, int points)
{
	int	 d[DICE_N];

	if (points == 0)
		return 1;
	for (d[0] = 1; d[0] <= DICE_FACES; d[0]++)
	for (d[1] = d[0]; d[1] <= DICE_FACES; d[1]++)
	for (d[2] = d[1]; d[2] <= DICE_FACES; d[2]++)
	for (d[3] = d[2]; d[3] <= DICE_FACES; d[3]++)
	for (d[4] = d[3]; d[4] <= DICE_FACES; d[4]++) {
		if (dice_normal(r, box, d) == points)
			return 1;
		if (dice_is_five(d) && !BOX_IS_UPPER(box) && dice_joker_value(r, box, d) == points)
			return 1;
	}
	return 0;
}
