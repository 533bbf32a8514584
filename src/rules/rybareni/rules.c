/* The Rybaření ruleset: every knob of referee-rybareni(7) as data; presets rybareni and tiu-u. */
#include <stddef.h>

#include "rybareni.h"
#include "../../util/i18n.h"

const struct ryb_rules ryb_seed = {
	.gee_joon_exclusive = 0,
	.red_sixes = RYB_RED_DOUBLE_SIX,
	.small_fish_rounding = RYB_ROUND_CEIL10,
	.big_fish_pips = 8,
	.big_fish_points = 2,
	.red_pip_points = 1,
	.hand_play = RYB_HAND_MUST_CATCH,
	.double_six_pair = 0,
	.triple_stack = 0,
};

const struct ryb_rules ryb_traditional = {
	.gee_joon_exclusive = 0,
	.red_sixes = RYB_RED_DOUBLE_SIX,
	.small_fish_rounding = RYB_ROUND_CEIL10,
	.big_fish_pips = 8,
	.big_fish_points = 2,
	.red_pip_points = 1,
	.hand_play = RYB_HAND_MUST_CATCH,
	.double_six_pair = 1,
	.triple_stack = 1,
};

static const char *const red_names[] = { "double_six_only", "all_sixes", NULL };
static const char *const round_names[] = { "none", "ceil10", "next10", NULL };
static const char *const hand_names[] = { "optional", "must_catch", "must_play", NULL };

#define B(name, field, help) \
	{ name, KV_BOOL, offsetof(struct ryb_rules, field), 0, 0, 0, NULL, NULL, NULL, help }
#define I(name, field, lo, hi, help) \
	{ name, KV_INT, offsetof(struct ryb_rules, field), lo, hi, 0, NULL, NULL, NULL, help }
#define E(name, field, names, help) \
	{ name, KV_ENUM, offsetof(struct ryb_rules, field), 0, 0, 0, names, NULL, NULL, help }

static const struct kv_key ryb_keys[] = {
	B("gee_joon_exclusive", gee_joon_exclusive,
	    N_("true: 1-2 and 2-4 pair only with each other; false: 2-4 also pairs with 1-5 and 3-3 (§4)")),
	E("red_sixes", red_sixes, red_names,
	    N_("which sixes are half red: only on 6-6 (modern sets) or every six (Culin) (§2)")),
	E("small_fish_rounding", small_fish_rounding, round_names,
	    N_("small-fish points: as counted, up to a multiple of ten, or strictly the next ten (§5)")),
	I("big_fish_pips", big_fish_pips, 2, 13, N_("a tile with at least this many pips is a big fish (§5)")),
	I("big_fish_points", big_fish_points, 0, 100, N_("points for each pip of a big fish (§5)")),
	I("red_pip_points", red_pip_points, 0, 100, N_("points for each red pip of a small fish (§5)")),
	E("hand_play", hand_play, hand_names,
	    N_("the hand part of a turn: a pair compulsory when possible, the player choosing which "
	    "(must_catch; seed: \"Může-li hráč spojit dvě kostky do páru, bere si tento pár\"), "
	    "optional, or a tile every turn (must_play) (§4, §3)")),
	B("double_six_pair", double_six_pair,
	    N_("two 6-6 dealt to one hand may be laid out as a caught pair on the first turn (§3)")),
	B("triple_stack", triple_stack,
	    N_("a third identical tile may join two on the table; the fourth catches all three (§3)")),
	{ NULL, KV_BOOL, 0, 0, 0, 0, NULL, NULL, NULL, NULL }
};

static const struct kv_preset ryb_presets[] = {
	{ "rybareni", &ryb_seed, N_("Rybaření as printed: red pips, rounding up to ten, no extra rules") },
	{ "tiu-u", &ryb_traditional, N_("Tiu U with the traditional 6-6 pair and triple stacking") },
	{ NULL, NULL, NULL }
};

const struct kv_game ryb_ruleset_game = {
	"rybareni", ryb_keys, sizeof(struct ryb_rules), ryb_presets, NULL
};
