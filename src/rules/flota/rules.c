/*
 * The Flota ruleset as data: every [REC] choice and §5 knob of
 * referee-flota(7) is a key; the preset is "flota". Also the names
 * of ships, squares and answers.
 */
#include <stddef.h>
#include <string.h>

#include "flota.h"
#include "../../util/i18n.h"
#include "../board.h"

const struct flota_rules flota_default = {
	.board_w = 10, .board_h = 10,
	.shots = { 4, 3, 2, 1 },
	.moves = { 1, 2, 3, 4 },
	.name_in_answers = FLOTA_NAME_ONE,
	.enclosure_check = FLOTA_CHECK_SHOT,
	.enclosure_tie = FLOTA_TIE_SAFE,
	.ship_choice = FLOTA_CHOICE_FREE,
	.split_moves = 1,
	.own_stacking = 0,
	.pass_own_ships = 1,
	.own_square_fire = FLOTA_OWNFIRE_ILLEGAL,
	.shot_on_mine = 1,
	.hit_also_burns = 0,
	.mine_tokens = 0,
	.both_lost = FLOTA_BOTH_DRAW,
	.announce_move = FLOTA_ANNOUNCE_DISTANCE,
};

static const char *const naming_names[] = { "all", "one", "none", NULL };
static const char *const when_names[] = { "shot", "turn", "never", NULL };
static const char *const tie_names[] = { "safe", "sunk", NULL };
static const char *const choice_names[] = { "free", "alternate", NULL };
static const char *const ownfire_names[] = { "illegal", "allowed_sinks_own", NULL };
static const char *const bothlost_names[] = { "draw", "shooter_wins", NULL };
static const char *const announce_names[] = { "distance", "destination", NULL };

#define B(name, field, help) \
	{ name, KV_BOOL, offsetof(struct flota_rules, field), 0, 0, 0, NULL, NULL, NULL, help }
#define I(name, field, lo, hi, help) \
	{ name, KV_INT, offsetof(struct flota_rules, field), lo, hi, 0, NULL, NULL, NULL, help }
#define IS(name, field, lo, hi, help) \
	{ name, KV_INTS, offsetof(struct flota_rules, field), lo, hi, FLOTA_NTYPES, NULL, NULL, \
	    NULL, help }
#define E(name, field, names, help) \
	{ name, KV_ENUM, offsetof(struct flota_rules, field), 0, 0, 0, names, NULL, NULL, help }

static const struct kv_key flota_keys[] = {
	I("board_w", board_w, 2, FLOTA_DIM, N_("columns of the board, lettered from A (§1.1)")),
	I("board_h", board_h, 2, FLOTA_DIM, N_("rows of the board, numbered from 1 (§1.1)")),
	IS("shots", shots, 0, 16, N_("shots a turn of pancernik, krążownik, torpedowiec, ścigacz (§2)")),
	IS("moves", moves, 0, 16, N_("miles a turn of pancernik, krążownik, torpedowiec, ścigacz (§2)")),
	E("name_in_answers", name_in_answers, naming_names,
	    N_("oparzony names at least one ship within one square, the defender's choice (one; "
	    "seed: \"OPARZONY (np. TORPEDOWIEC)\"), all of them, or none (§5.4)")),
	E("enclosure_check", enclosure_check, when_names,
	    N_("closed-in ships sink after every shot, at the end of the turn, or never (§5.3)")),
	E("enclosure_tie", enclosure_tie, tie_names,
	    N_("several largest regions: all are battlefield (safe) or none is (sunk) (§5.2)")),
	E("ship_choice", ship_choice, choice_names,
	    N_("any surviving ship acts (free), or not the same ship twice running (§5.5)")),
	B("split_moves", split_moves, N_("the miles may be sailed in several moves between shots (§5.6)")),
	B("own_stacking", own_stacking, N_("two ships of one player may stand on one square (§5.7)")),
	B("pass_own_ships", pass_own_ships, N_("a move may pass over a square of an own ship (§5.7)")),
	E("own_square_fire", own_square_fire, ownfire_names,
	    N_("a shot at a square holding an own ship: illegal, or allowed and the own ship sinks (§5.8)")),
	B("shot_on_mine", shot_on_mine, N_("a shot at an already mined square is allowed (§5.9)")),
	B("hit_also_burns", hit_also_burns,
	    N_("trafiony also names the ships within one square (§3: trafiony takes precedence)")),
	I("mine_tokens", mine_tokens, 0, FLOTA_DIM * FLOTA_DIM,
	    N_("MINA tokens of each player; a shot uses one of the shooter's; 0 = unlimited (§5.11)")),
	E("both_lost", both_lost, bothlost_names,
	    N_("both fleets gone in the same check: a draw, or the shooting player wins (§5.12)")),
	E("announce_move", announce_move, announce_names,
	    N_("live play announces a move's distance only, or its destination too (§5.10)")),
	{ NULL, KV_BOOL, 0, 0, 0, 0, NULL, NULL, NULL, NULL }
};

static int
flota_rules_validate(const void *obj, struct errbuf *err)
{
	const struct flota_rules *r = obj;
	int	 t;

	for (t = 0; t < FLOTA_NTYPES; t++)
		if (r->shots[t] == 0 && r->moves[t] == 0)
			return err_set(err, 0, 0, _("shots, moves: the %s can neither shoot nor sail"),
			    flota_type_name(t));
	if (r->board_w * r->board_h < FLOTA_NTYPES)
		return err_set(err, 0, 0, _("board_w, board_h: four ships do not fit on %dx%d"),
		    r->board_w, r->board_h);
	return 0;
}

static const struct kv_preset flota_presets[] = {
	{ "flota", &flota_default, N_("Flota, 10x10, the rulebook's recommendations") },
	{ NULL, NULL, NULL }
};

const struct kv_game flota_ruleset_game = {
	"flota", flota_keys, sizeof(struct flota_rules), flota_presets, flota_rules_validate
};

static const char *const type_names[FLOTA_NTYPES] = {
	"pancernik", "krążownik", "torpedowiec", "ścigacz"
};
static const char *const type_codes[FLOTA_NTYPES] = { "P", "K", "T", "S" };

const char *
flota_type_name(int type)
{
	return type >= 0 && type < FLOTA_NTYPES ? type_names[type] : "?";
}

const char *
flota_type_code(int type)
{
	return type >= 0 && type < FLOTA_NTYPES ? type_codes[type] : "?";
}

int
flota_type_parse(const char *s, size_t n)
{
	static const struct {
		const char	*w;
		int		 t;
	} words[] = {
		{ "p", FLOTA_P }, { "k", FLOTA_K }, { "t", FLOTA_T }, { "s", FLOTA_S },
		{ "pancernik", FLOTA_P }, { "pancernikiem", FLOTA_P },
		{ "krazownik", FLOTA_K }, { "krazownikiem", FLOTA_K },
		{ "torpedowiec", FLOTA_T }, { "torpedowcem", FLOTA_T },
		{ "scigacz", FLOTA_S }, { "scigaczem", FLOTA_S },
	};
	size_t	 i;

	if (n == 0 || n > 24)
		return -1;
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (text_is(s, n, words[i].w))
			return words[i].t;
	return -1;
}

void
flota_square_name(int x, int y, char *buf, size_t size)
{
	board_square_name(x, y, buf, size);
}

int
flota_square_parse(const char *s, size_t n, int *x, int *y)
{
	return board_square_parse(s, n, 0, x, y);
}

/* Appends " P K" for the types in mask, in the order P K T S. */
static size_t
add_types(char *buf, size_t size, size_t o, unsigned mask)
{
	int	 t;

	for (t = 0; t < FLOTA_NTYPES; t++)
		if ((mask & (1u << t)) && o + 3 < size) {
			buf[o++] = ' ';
			buf[o++] = type_codes[t][0];
		}
	buf[o] = '\0';
	return o;
}

void
flota_answer_print(const struct flota_answer *a, char *buf, size_t size)
{
	size_t	 o;

	switch (a->kind) {
	case FLOTA_ANS_MISS:
		fmt_buf(buf, size, NT_("pudło"));
		break;
	case FLOTA_ANS_BURN:
		fmt_buf(buf, size, NT_("oparzony"));
		add_types(buf, size, strlen(buf), a->burn);
		break;
	case FLOTA_ANS_HIT:
		if (a->hit == FLOTA_HIT_BARE)
			fmt_buf(buf, size, NT_("trafiony"));
		else
			fmt_buf(buf, size, NT_("trafiony %s"), flota_type_code(a->hit));
		if (a->burn) {
			o = strlen(buf);
			fmt_buf(buf + o, size - o, NT_(" oparzony"));
			add_types(buf, size, strlen(buf), a->burn);
		}
		break;
	default:
		fmt_buf(buf, size, "%s", "");
		break;
	}
}

int
flota_answer_equal(const struct flota_answer *a, const struct flota_answer *b)
{
	if (a->kind != b->kind)
		return 0;
	if (a->kind == FLOTA_ANS_HIT && a->hit != b->hit)
		return 0;
	return a->burn == b->burn;
}

static const struct {
	const char	*name;
	const char	*rule;
} codes[FLOTA_CODE__COUNT] = {
	[FLOTA_OK] = { "ok", NULL },
	[FLOTA_FLEET_DUPLICATE] = { "fleet-duplicate", "§1.2" },
	[FLOTA_FLEET_MISSING] = { "fleet-missing", "§1.2" },
	[FLOTA_FLEET_OFF_BOARD] = { "fleet-off-board", "§1.3" },
	[FLOTA_FLEET_SHARED] = { "fleet-shared-square", "§1.3" },
	[FLOTA_OUT_OF_TURN] = { "out-of-turn", "§2.1" },
	[FLOTA_SUNK_ACTS] = { "sunk-ship-acts", "§2.2" },
	[FLOTA_SAME_SHIP] = { "same-ship", "§2.2" },
	[FLOTA_NO_ACTION] = { "no-action", "§2.3" },
	[FLOTA_AFTER_END] = { "after-end", "§6.2" },
	[FLOTA_SHOT_OFF_BOARD] = { "shot-off-board", "§3.1" },
	[FLOTA_SHOT_RANGE] = { "shot-range", "§3.1" },
	[FLOTA_SHOT_TOO_MANY] = { "too-many-shots", "§2.4" },
	[FLOTA_SHOT_OWN] = { "shot-own-square", "§3.2" },
	[FLOTA_SHOT_MINED] = { "shot-mined", "§3.3" },
	[FLOTA_SHOT_NO_TOKENS] = { "no-tokens", "§3.5" },
	[FLOTA_FALSE_ANSWER] = { "false-answer", "§3.4" },
	[FLOTA_MOVE_OFF_BOARD] = { "move-off-board", "§4.1" },
	[FLOTA_MOVE_NONE] = { "move-none", "§4.3" },
	[FLOTA_MOVE_MINED] = { "move-mined", "§4.1" },
	[FLOTA_MOVE_OWN] = { "move-own-square", "§4.2" },
	[FLOTA_MOVE_BLOCKED] = { "move-blocked", "§4.1" },
	[FLOTA_MOVE_TOO_LONG] = { "move-too-long", "§2.4" },
	[FLOTA_MOVE_SPLIT] = { "move-split", "§2.4" },
};

const char *
flota_code_name(int code)
{
	return code >= 0 && code < FLOTA_CODE__COUNT ? codes[code].name : "?";
}

const char *
flota_code_rule(int code)
{
	return code > 0 && code < FLOTA_CODE__COUNT ? codes[code].rule : NULL;
}
