/* The Generał ruleset: every knob of referee-general(7) §4 as data, presets general and yahtzee. */
#include <stddef.h>

#include "dice.h"
#include "../../util/i18n.h"

/*
 * What both presets share (referee-general(7) §4): three rolls, the upper bonus at
 * 63, 100 for each further generał, "at least" for three and four of a
 * kind, and the fixed boxes. Each preset names only what it changes.
 */
#define DICE_SHARED \
	.rolls_per_turn = 3, .upper_bonus_threshold = 63, .extra_general_bonus = 100, \
	.three_kind = KIND_AT_LEAST, .four_kind = KIND_AT_LEAST, \
	.fh_accepts_five_alike = 0, .full_house = 25, .small_straight = 30, \
	.large_straight = 40, .general = 50

const struct dice_rules dice_general = {
	DICE_SHARED,
	.upper_bonus_points = 0,
	.joker_mode = JOKER_FREE,
	.extra_bonus_condition = BONUS_FIRST_IN_BOX,
};

const struct dice_rules dice_yahtzee = {
	DICE_SHARED,
	.upper_bonus_points = 35,
	.joker_mode = JOKER_FORCED,
	.extra_bonus_condition = BONUS_BOX_HOLDS_50,
};

#undef DICE_SHARED

static const char *const joker_names[] = {
	"free", "forced", "free_unforced", "lax", "none", NULL };
static const char *const cond_names[] = { "first_in_box", "box_holds_50", NULL };
static const char *const kind_names[] = { "at_least", "exact", NULL };

#define B(name, field, help) \
	{ name, KV_BOOL, offsetof(struct dice_rules, field), 0, 0, 0, NULL, NULL, NULL, help }
#define I(name, field, lo, hi, help) \
	{ name, KV_INT, offsetof(struct dice_rules, field), lo, hi, 0, NULL, NULL, NULL, help }
#define E(name, field, names, help) \
	{ name, KV_ENUM, offsetof(struct dice_rules, field), 0, 0, 0, names, NULL, NULL, help }

static const struct kv_key dice_keys[] = {
	I("rolls_per_turn", rolls_per_turn, 1, DICE_MAX_THROWS, N_("throws a player may make in one turn (§1)")),
	I("upper_bonus_threshold", upper_bonus_threshold, 0, 105, N_("upper-section total that earns the upper bonus (§3)")),
	I("upper_bonus_points", upper_bonus_points, 0, 10000, N_("upper bonus; 0 = none, as in the seed (§1, §3)")),
	E("joker_mode", joker_mode, joker_names, N_("when a further generał is a joker and where it may go (§4, §5)")),
	I("extra_general_bonus", extra_general_bonus, 0, 10000, N_("bonus for each further generał (§1); 0 = none")),
	E("extra_bonus_condition", extra_bonus_condition, cond_names,
	    N_("first_in_box: the first generał went into the generał box (seed); box_holds_50: the box holds its value (§2 #10)")),
	E("three_kind", three_kind, kind_names, N_("three of a kind needs at least or exactly three alike (§2 #1)")),
	E("four_kind", four_kind, kind_names, N_("four of a kind needs at least or exactly four alike (§2 #1)")),
	B("fh_accepts_five_alike", fh_accepts_five_alike, N_("five alike is a full house even without the joker (§2 #2)")),
	I("full_house", full_house, 0, 10000, N_("value of a full house (§1)")),
	I("small_straight", small_straight, 0, 10000, N_("value of a small straight (§1)")),
	I("large_straight", large_straight, 0, 10000, N_("value of a large straight (§1)")),
	I("general", general, 1, 10000, N_("value of a generał in the generał box (§1)")),
	{ NULL, KV_BOOL, 0, 0, 0, 0, NULL, NULL, NULL, NULL }
};

static const struct kv_preset dice_presets[] = {
	{ "general", &dice_general, N_("Generał as in the skansen booklet: free-choice joker, +100 if the first went into the box, no upper bonus") },
	{ "yahtzee", &dice_yahtzee, N_("Hasbro Yahtzee: forced joker, +35 at 63, +100 while the box holds 50") },
	{ NULL, NULL, NULL }
};

const struct kv_game dice_ruleset_game = {
	"dice", dice_keys, sizeof(struct dice_rules), dice_presets, NULL
};
