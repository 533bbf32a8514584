/* The Baśka ruleset: every knob of §10 as data, and the built-in preset psb. */
#include <stddef.h>
#include <string.h>

#include "baska.h"
#include "../../util/i18n.h"

const struct baska_rules baska_psb = {
	.allow_ask = 1,
	.wedding_first_call_only = 0,
	.allow_gran = 1,
	.du_cancels_kontras = 1,
	.cicha_is_solo = 1,
	.max_kontra_calls = 4,
	.baska_auto_win = 1,
	.gran_void_must_trump = 1,
	.gran_must_head = 0,
	.win_min_starzy = 53,
	.wyjscie_min_starzy = 27,
	.wyjscie_min_mlodzi = 26,
	.base_zwykla = { 1, 2, 3 },
	.base_wesele = { 1, 2, 3 },
	.base_cicha = 4,
	.base_gran = 4,
	.base_zolo = 5,
	.base_baska = 5,
	.du_factor = 2,
	.solo_uses_levels = 0,
	.level_factor = { 1, 2, 3 },
	.mlodzi_win_factor = 1,
	.bok_mode = BOK_EXPLICIT,
	.bok_triggers = 0,
	.bok_block = 4,
	.bok_stack = 0,
	.max_multiplier = 64,
	.penalty_distribution = PEN_OFFENDER_ABSORBS,
	.decided_mode = DECIDED_ARITHMETIC,
	.claim_rule = CLAIM_BEST_LINE,
	.big_points = { 5, 3, 1, 0 },
	.tie_mode = TIE_AVERAGE,
	.absent_big = 3,
	.absent_small = 35,
	.team_best_n = 4,
	.season_best_n = 0,
	.tie_breaks = { TB_SMALL_POINTS, TB_END, TB_END },
};

static const char *const penalty_names[] = {
	"offender_absorbs", "side", "offender_lone", NULL };
static const char *const decided_names[] = { "arithmetic", "exhaustive", NULL };
static const char *const claim_rule_names[] = { "best_line", "every_line", NULL };
static const char *const bok_mode_names[] = { "explicit", "auto", NULL };
static const char *const bok_trigger_names[] = { "baska", "du_won", "hirsz", NULL };
static const char *const tie_names[] = { "average", "best", "worst", NULL };

static const char *const tie_break_names[] = {
	"", "small_points", "session_wins", "second_places", NULL };
static const char *const tie_break_words[] = {
	"", N_("small points"), N_("session wins"), N_("second places"), NULL };

const char *
baska_tie_break_name(int tb)
{
	return tb > TB_END && tb <= TB_SECOND_PLACES ? tie_break_names[tb] : "";
}

const char *
baska_tie_break_words(int tb)
{
	return tb > TB_END && tb <= TB_SECOND_PLACES ? tie_break_words[tb] : "";
}

/* tie_breaks = none | a list of small_points, session_wins, second_places, each once */
static int
tie_breaks_parse(void *field, const char *val, struct errbuf *err)
{
	int		 tb[BASKA_TIE_BREAKS] = { TB_END, TB_END, TB_END };
	const char	*p, *q;
	int		 n = 0, i, k;

	p = val + strspn(val, " \t");
	for (i = (int)strlen(p); i > 0 && (p[i - 1] == ' ' || p[i - 1] == '\t'); i--)
		continue;
	if (text_is(p, (size_t)i, "none")) {
		memcpy(field, tb, sizeof(tb));
		return 0;
	}
	for (p = val; *p != '\0'; p = *q ? q + 1 : q) {
		p += strspn(p, " \t");
		q = p + strcspn(p, ", \t");
		for (k = TB_SMALL_POINTS; k <= TB_SECOND_PLACES; k++)
			if (text_is(p, (size_t)(q - p), tie_break_names[k]))
				break;
		if (k > TB_SECOND_PLACES)
			return err_set(err, 0, (int)(p - val) + 1, _("tie_breaks: expected none or a"
			    " list of small_points, session_wins, second_places, not '%.*s'"),
			    (int)(q - p), p);
		for (i = 0; i < n; i++)
			if (tb[i] == k)
				return err_set(err, 0, (int)(p - val) + 1,
				    _("tie_breaks: %s is listed twice"), tie_break_names[k]);
		tb[n++] = k;
		q += strspn(q, " \t");
		if (*q != '\0' && *q != ',')
			return err_set(err, 0, (int)(q - val) + 1,
			    _("tie_breaks: expected a comma between tie-breaks"));
		if (*q == ',' && q[1 + strspn(q + 1, " \t")] == '\0')
			return err_set(err, 0, (int)(q - val) + 2,
			    _("tie_breaks: expected a tie-break after the comma"));
	}
	memcpy(field, tb, sizeof(tb));
	return 0;
}

static void
tie_breaks_print(const void *field, struct strbuf *sb)
{
	const int	*tb = field;
	int		 i;

	if (tb[0] == TB_END)
		sb_adds(sb, NT_("none"));
	for (i = 0; i < BASKA_TIE_BREAKS && tb[i] != TB_END; i++)
		sb_addf(sb, "%s%s", i ? ", " : "", baska_tie_break_name(tb[i]));
}

#define B(name, field, help) \
	{ name, KV_BOOL, offsetof(struct baska_rules, field), 0, 0, 0, NULL, NULL, NULL, help }
#define I(name, field, lo, hi, help) \
	{ name, KV_INT, offsetof(struct baska_rules, field), lo, hi, 0, NULL, NULL, NULL, help }
#define IS(name, field, n, lo, hi, help) \
	{ name, KV_INTS, offsetof(struct baska_rules, field), lo, hi, n, NULL, NULL, NULL, help }
#define E(name, field, names, help) \
	{ name, KV_ENUM, offsetof(struct baska_rules, field), 0, 0, 0, names, NULL, NULL, help }
#define F(name, field, names, help) \
	{ name, KV_FLAGS, offsetof(struct baska_rules, field), 0, 0, 0, names, NULL, NULL, help }

static const struct kv_key baska_keys[] = {
	B("allow_ask", allow_ask, N_("the forehand may open with 'pytam' and speak again after the others (§4.2)")),
	B("wedding_first_call_only", wedding_first_call_only, N_("wesele only as a player's first call (Kop rule)")),
	B("allow_gran", allow_gran, N_("gran and gran-du may be called")),
	B("du_cancels_kontras", du_cancels_kontras, N_("raising zolo/gran to DU cancels earlier kontras (§8 #9)")),
	B("cicha_is_solo", cicha_is_solo, N_("the cicha player may not give the first kontra (§4.3)")),
	I("max_kontra_calls", max_kontra_calls, 0, 4, N_("kontra calls allowed on one contract: kontra, rekontra, bok, hirsz")),
	B("baska_auto_win", baska_auto_win, N_("a called Baśka wins without play; false: played out as zolo-du (§3.5)")),
	B("gran_void_must_trump", gran_void_must_trump, N_("in gran a player void in the led suit must play a jack (§5.3)")),
	B("gran_must_head", gran_must_head, N_("in gran a follower must head the trick in the led suit (§5.3)")),
	I("win_min_starzy", win_min_starzy, 1, 104, N_("eyes the declaring side needs to win; Młodzi win with the rest (52:52 to Młodzi)")),
	I("wyjscie_min_starzy", wyjscie_min_starzy, 0, 104, N_("eyes a losing declaring side needs for wyjście (§3.6)")),
	I("wyjscie_min_mlodzi", wyjscie_min_mlodzi, 0, 104, N_("eyes losing Młodzi need for wyjście (§3.6)")),
	IS("base.zwykla", base_zwykla, 3, 0, 100000, N_("stake of zwykła: z wyjściem, bez wyjścia, bez bitki [PROVISIONAL]")),
	IS("base.wesele", base_wesele, 3, 0, 100000, N_("stake of wesele per level [PROVISIONAL]")),
	I("base.cicha", base_cicha, 0, 100000, N_("stake of cicha per opponent [PROVISIONAL]")),
	I("base.gran", base_gran, 0, 100000, N_("stake of gran (gran-du before the DU factor) [PROVISIONAL]")),
	I("base.zolo", base_zolo, 0, 100000, N_("stake of zolo (zolo-du before the DU factor) [PROVISIONAL]")),
	I("base.baska", base_baska, 0, 100000, N_("stake of baśka before the DU factor [PROVISIONAL]")),
	I("du_factor", du_factor, 1, 64, N_("DU raises the stake by 100 %")),
	B("solo_uses_levels", solo_uses_levels, N_("solo games count bez wyjścia / bez bitki too")),
	IS("level_factor", level_factor, 3, 0, 1000, N_("solo stake multiplier per level when solo_uses_levels")),
	I("mlodzi_win_factor", mlodzi_win_factor, 1, 64, N_("multiplier when Młodzi win a 2v2 game")),
	E("bok_mode", bok_mode, bok_mode_names, N_("explicit: the protocol marks bok deals; auto: bok_triggers start bok-rundy")),
	F("bok_triggers", bok_triggers, bok_trigger_names, N_("events that start a bok-runda in auto mode")),
	I("bok_block", bok_block, 1, 64, N_("deals in a bok-runda")),
	B("bok_stack", bok_stack, N_("overlapping bok-rundy multiply instead of queueing")),
	I("max_multiplier", max_multiplier, 1, 1 << 20, N_("cap on DU x kontras x bok (64 = 6400 %)")),
	E("penalty_distribution", penalty_distribution, penalty_names, N_("who pays for an illegal card (§5.4)")),
	E("decided_mode", decided_mode, decided_names, N_("when a deal counts as already decided (§5.4)")),
	E("claim_rule", claim_rule, claim_rule_names, N_("best_line: a claim holds if the side has a line winning every trick against any defence; every_line: even its own misplays must win (§5.5)")),
	IS("big_points", big_points, 4, 0, 1000, N_("table points for places 1 to 4 (§7.4)")),
	E("tie_mode", tie_mode, tie_names, N_("tied players share the average of their places' points")),
	I("absent_big", absent_big, 0, 1000, N_("big points to each present player at a short table")),
	I("absent_small", absent_small, 0, 100000, N_("small points to each present player at a short table")),
	I("team_best_n", team_best_n, 1, 10, N_("results counted for a team")),
	I("season_best_n", season_best_n, 0, 1000, N_("events counted in a season; 0 = all")),
	{ "tie_breaks", KV_CUSTOM, offsetof(struct baska_rules, tie_breaks), 0, 0, 0, NULL,
	    tie_breaks_parse, tie_breaks_print, N_("after big points, in order: small_points,"
	    " session_wins, second_places, or none (§7.4; Kop: small_points, session_wins,"
	    " second_places)") },
	{ NULL, KV_BOOL, 0, 0, 0, 0, NULL, NULL, NULL, NULL }
};

static int
baska_rules_validate(const void *obj, struct errbuf *err)
{
	const struct baska_rules *r = obj;

	if (r->wyjscie_min_starzy > r->win_min_starzy)
		return err_set(err, 0, 0, _("wyjscie_min_starzy (%d) exceeds win_min_starzy (%d)"),
		    r->wyjscie_min_starzy, r->win_min_starzy);
	if (r->wyjscie_min_mlodzi > 105 - r->win_min_starzy)
		return err_set(err, 0, 0, _("wyjscie_min_mlodzi (%d) exceeds what Młodzi need to win (%d)"),
		    r->wyjscie_min_mlodzi, 105 - r->win_min_starzy);
	return 0;
}

static const struct kv_preset baska_presets[] = {
	{ "psb", &baska_psb, N_("Polskie Stowarzyszenie Baśki rules with the provisional value table") },
	{ NULL, NULL, NULL }
};

const struct kv_game baska_ruleset_game = {
	"baska", baska_keys, sizeof(struct baska_rules), baska_presets, baska_rules_validate
};
