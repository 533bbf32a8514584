/*
 * The game table: one row a game, sorted by name. A row names the game, its
 * ruleset, its record reader and printer, its pure judge, its command groups,
 * its store hooks and its reports. The generic commands (help, ruleset list
 * and show, event add --game, standings) reach a game only through its row.
 *
 * This file sits outside src/rules because it points at the notation readers
 * (src/notation) and at the command layer (src/cli); the judges it points at
 * are pure.
 *
 * Adding a game: write its rules, notation and commands, then add one row
 * here (README, "Adding a game").
 */
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/baska/baska.h"
#include "rules/dice/dice.h"
#include "rules/fleet/fleet.h"
#include "rules/fleet/battle.h"
#include "notation/bdn.h"
#include "notation/fleetio.h"
#include "notation/gdr.h"
#include "notation/flota.h"
#include "notation/mm.h"
#include "notation/ryb.h"
#include "cli/cli.h"
#include "cli/commands.h"
#include "cli/cmd_dice.h"
#include "cli/cmd_rybareni.h"
#include "cli/live.h"
#include "rules/flota/flota.h"
#include "rules/manewry/manewry.h"
#include "rules/rybareni/rybareni.h"
#include "util/i18n.h"

/* ------------------------------------------------------------ Baśka */

/* Every deal of a .bdn text. */
struct bdn_file {
	size_t			 n;
	struct baska_deal	*d;
};

static void
bdn_file_free(void *p)
{
	struct bdn_file *f = p;

	if (f == NULL)
		return;
	free(f->d);
	free(f);
}

static void *
bdn_file_read(const char *buf, size_t len, struct errbuf *err)
{
	struct bdn_reader	 rd;
	struct bdn_file		*f;
	struct baska_deal	 d;
	int			 rc;

	f = xcalloc(1, sizeof(*f));
	bdn_reader_init(&rd, buf, len);
	while ((rc = bdn_read(&rd, &d, err)) == 1) {
		f->d = xreallocarray(f->d, f->n + 1, sizeof(*f->d));
		f->d[f->n++] = d;
	}
	if (rc == -1) {
		bdn_file_free(f);
		return NULL;
	}
	return f;
}

static void
bdn_file_print(const void *p, const void *rules, struct strbuf *sb)
{
	const struct bdn_file *f = p;
	size_t	 i;

	(void)rules;
	for (i = 0; i < f->n; i++) {
		if (i)
			sb_addc(sb, '\n');
		bdn_print(&f->d[i], sb);
	}
}

/* Judges every deal; a deal that cannot be judged stops the file. */
static int
bdn_file_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	const struct bdn_file	*f = p;
	struct baska_verdict	 bv;
	size_t			 i, n0 = v->n;
	int			 k;

	for (i = 0; i < f->n; i++) {
		if (baska_judge(rules, &f->d[i], &bv, err) == -1)
			return -1;
		for (k = 0; k < bv.nviol; k++)
			verdict_add(v, &bv.viol[k]);
	}
	return (int)(v->n - n0);
}

static const char *
bdn_file_ruleset(const void *p)
{
	const struct bdn_file *f = p;

	return f->n > 0 && f->d[0].ruleset[0] ? f->d[0].ruleset : NULL;
}

static const char *const baska_aliases[] = { "baśka", NULL };
static const struct game_group baska_groups[] = {
	{ "baska", N_("Baśka: legal cards, auctions, scores and deal records"), baska_commands },
	{ NULL, NULL, NULL }
};
static const char *const baska_reports[] = { "events", "export", "history", "players",
	"protocol", "protocol_foot", "standings", "table_points", "teams", NULL };

/* ------------------------------------------------------------ Generał */

static void *
gdr_file_read(const char *buf, size_t len, struct errbuf *err)
{
	struct dice_game *g = xcalloc(1, sizeof(*g));

	if (gdr_parse(buf, len, g, err) == -1) {
		dice_game_free(g);
		free(g);
		return NULL;
	}
	return g;
}

static void
gdr_file_print(const void *p, const void *rules, struct strbuf *sb)
{
	(void)rules;
	gdr_print(p, sb);
}

static void
gdr_file_free(void *p)
{
	dice_game_free(p);
	free(p);
}

static int
gdr_file_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	struct dice_verdict	 dv;
	size_t			 i;

	(void)err;
	dice_judge(rules, p, &dv);
	for (i = 0; i < dv.rulings.n; i++)
		verdict_add(v, &dv.rulings.r[i]);
	dice_verdict_free(&dv);
	return (int)i;
}

static const char *
gdr_file_ruleset(const void *p)
{
	const struct dice_game *g = p;

	return g->ruleset[0] ? g->ruleset : NULL;
}

static int
dice_standings_hook(struct db *db, const struct db_event *ev, int format)
{
	return dice_standings_print(db, ev, (enum out_format)format);
}

static const char *const dice_aliases[] = { "general", "generał", NULL };
static const struct game_group dice_groups[] = {
	{ "dice", N_("Generał: score a throw, check game records, keep dice events"), dice_commands },
	{ NULL, NULL, NULL }
};
static const char *const dice_reports[] = { "dice_game_totals", "dice_games",
	"dice_standings", NULL };

/* ------------------------------------------------------------ Morska Bitwa */

static void *
battle_file_read(const char *buf, size_t len, struct errbuf *err)
{
	struct battle_record	*rec = xcalloc(1, sizeof(*rec));
	const struct kv_preset	*p = NULL;

	/* The answers are read in the words of the record's own variant. */
	if (fleetio_battle_parse(buf, len, rec, err) == -1)
		goto fail;
	if (rec->variant[0] && (p = kv_preset_find(&fleet_ruleset_game, rec->variant)) == NULL) {
		err_set(err, rec->variant_line, rec->variant_col,
		    _("expected variant classic, boats or fish, not '%s'"), rec->variant);
		goto fail;
	}
	if (fleetio_battle_answers(rec, p ? p->obj : fleet_ruleset_game.presets[0].obj,
	    err) == -1)
		goto fail;
	return rec;
fail:
	fleetio_battle_free(rec);
	free(rec);
	return NULL;
}

static void
battle_file_print(const void *p, const void *rules, struct strbuf *sb)
{
	fleetio_battle_print(p, rules, sb);
}

static void
battle_file_free(void *p)
{
	fleetio_battle_free(p);
	free(p);
}

static int
battle_file_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	const struct battle_record *rec = p;
	struct battle_result	 res;
	struct battle_call	*calls;
	size_t			 i;

	(void)err;
	calls = fleetio_battle_calls(rec);
	battle_judge(rules, rec->board, rec->board_line, calls, rec->nshots, &res);
	for (i = 0; i < res.rulings.n; i++)
		verdict_add(v, &res.rulings.r[i]);
	battle_result_free(&res);
	free(calls);
	return (int)i;
}

static const char *
battle_file_ruleset(const void *p)
{
	const struct battle_record *rec = p;

	return rec->variant[0] ? rec->variant : NULL;
}

static const char *const fleet_aliases[] = { "battle", "morska-bitwa", "statki", NULL };
static const struct game_group fleet_groups[] = {
	{ "battle", N_("Morska Bitwa: check match records, referee a match"), battle_commands },
	{ "fleet", N_("Morska Bitwa: check a fleet placement"), fleet_commands },
	{ NULL, NULL, NULL }
};

/* ------------------------------------------------------------ Flota, Manewry, Rybaření */

/*
 * The games of seeds 001, 003 and 004: their records are judged by the same
 * pure whole-record functions as their own check commands use
 * (flota_record_turns, mm_record_turns, ryb_judge); `referee check` prints
 * the rulings that break a rule.
 */
/* Every game of a .flota text: its tags and its turns. */
struct flota_file_game {
	struct flota_header	 h;
	size_t			 nturns;
	struct flota_turn	*turns;
};
struct flota_file {
	size_t			 n;
	struct flota_file_game	*g;
};

static void
flota_file_free(void *p)
{
	struct flota_file	*f = p;
	size_t			 i;

	if (f == NULL)
		return;
	for (i = 0; i < f->n; i++)
		free(f->g[i].turns);
	free(f->g);
	free(f);
}

static void *
flota_file_read(const char *buf, size_t len, struct errbuf *err)
{
	struct flota_reader	 rd;
	struct flota_file	*f = xcalloc(1, sizeof(*f));
	struct flota_file_game	*g;
	struct flota_header	 h;
	struct flota_turn	 t;
	int			 rc;

	flota_reader_init(&rd, buf, len);
	while ((rc = flota_read_header(&rd, &h, err)) == 1) {
		if (h.ruleset[0] && kv_preset_find(&flota_ruleset_game, h.ruleset) == NULL) {
			err_set(err, h.ruleset_line, h.ruleset_col, _("Ruleset: expected a "
			    "built-in ruleset name (flota), not '%s'; a record never names a file"),
			    h.ruleset);
			rc = -1;
			break;
		}
		f->g = xreallocarray(f->g, f->n + 1, sizeof(*f->g));
		g = &f->g[f->n++];
		memset(g, 0, sizeof(*g));
		g->h = h;
		while ((rc = flota_read_turn(&rd, &t, err)) == 1) {
			g->turns = xreallocarray(g->turns, g->nturns + 1, sizeof(t));
			g->turns[g->nturns++] = t;
		}
		if (rc == -1)
			break;
	}
	if (rc == 0 && f->n == 0) {
		/* The words of `flota check` for a file without a game. */
		err_set(err, 0, 0, _("expected a Flota record: [Fleet1 \"...\"], "
		    "[Fleet2 \"...\"], [Play] and the turns"));
		rc = -1;
	}
	if (rc == -1) {
		flota_file_free(f);
		return NULL;
	}
	return f;
}

static void
flota_file_print(const void *p, const void *rules, struct strbuf *sb)
{
	const struct flota_file	*f = p;
	size_t			 i, k;

	(void)rules;
	for (i = 0; i < f->n; i++) {
		flota_print_header(&f->g[i].h, sb);
		for (k = 0; k < f->g[i].nturns; k++)
			flota_print_turn(&f->g[i].turns[k], sb);
	}
}

/* The turns of a game in memory, one by one, for flota_record_turns. */
struct flota_file_turns {
	const struct flota_file_game	*g;
	size_t				 i;
};

static int
flota_file_next(void *arg, struct flota_turn *t)
{
	struct flota_file_turns *ft = arg;

	if (ft->i >= ft->g->nturns)
		return 0;
	*t = ft->g->turns[ft->i++];
	return 1;
}

/* The rulings of `flota check`: a game's fleets', else those of its turns. */
static int
flota_file_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	const struct flota_file	*f = p;
	struct flota_game	 g;
	struct flota_file_turns	 ft;
	struct flota_record_visit vis = { flota_file_next, NULL, &ft };
	size_t			 i, n0 = v->n;

	(void)err;
	for (i = 0; i < f->n; i++) {
		if (flota_record_fleets(rules, f->g[i].h.fleet, v) > 0)
			continue;
		flota_game_init(&g, rules, &f->g[i].h.fleet[0], &f->g[i].h.fleet[1]);
		ft.g = &f->g[i];
		ft.i = 0;
		(void)flota_record_turns(&g, &vis, v);
	}
	return (int)(v->n - n0);
}

static const char *
flota_file_ruleset(const void *p)
{
	const struct flota_file *f = p;

	return f->n > 0 && f->g[0].h.ruleset[0] ? f->g[0].h.ruleset : NULL;
}

static const char *const flota_aliases[] = { "flota", NULL };
static const struct game_group flota_groups[] = {
	{ "flota", N_("Flota: check records, referee a live game, check a fleet"), flota_commands },
	{ NULL, NULL, NULL }
};
/*
 * A .mm record read as `manewry check` reads it: the tags, both setups
 * required, a Ruleset tag naming a built-in ruleset only, then the turns.
 */
static void *
mm_file_read(const char *buf, size_t len, struct errbuf *err)
{
	struct mm_reader	 rd;
	struct mm_record	*rec = xcalloc(1, sizeof(*rec));
	struct mm_turn		 t;
	int			 rc = -1, p;

	mm_reader_init(&rd, buf, len);
	if (mm_read_header(&rd, &rec->h, err) == -1)
		goto fail;
	for (p = 0; p < 2; p++)
		if (!rec->h.has_setup[p]) {
			err_set(err, rd.last_line > 0 ? rd.last_line : 1, 0, _("expected a "
			    "[Setup%d \"CODE SQUARE …\"] tag"), p + 1);
			goto fail;
		}
	if (rec->h.ruleset[0] && kv_preset_find(&manewry_ruleset_game, rec->h.ruleset) == NULL) {
		err_set(err, rec->h.ruleset_line, rec->h.ruleset_col, _("Ruleset: expected a "
		    "built-in ruleset (manewry, prl), not '%s'%s"), rec->h.ruleset,
		    strchr(rec->h.ruleset, '/') || strchr(rec->h.ruleset, '.') ?
		    _(" (a record never names a file)") : "");
		goto fail;
	}
	while ((rc = mm_read_turn(&rd, &rec->h, &t, err)) == 1)
		mm_record_add(rec, &t);
	if (rc == 0)
		return rec;
fail:
	mm_record_free(rec);
	free(rec);
	return NULL;
}

static void
mm_file_print(const void *p, const void *rules, struct strbuf *sb)
{
	(void)rules;
	mm_print(p, sb);
}

static void
mm_file_free(void *p)
{
	mm_record_free(p);
	free(p);
}

/* The turns of a record in memory, one by one, for mm_record_turns. */
struct mm_file_turns {
	const struct mm_record	*rec;
	size_t			 i;
};

static int
mm_file_next(void *arg, struct mm_turn *t)
{
	struct mm_file_turns *ft = arg;

	if (ft->i >= ft->rec->nturns)
		return 0;
	*t = ft->rec->turns[ft->i++];
	return 1;
}

/* The rulings of `manewry check`: the setups', else each illegal turn's. */
static int
mm_file_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	const struct mm_record	*rec = p;
	const struct mm_rules	*r = rules;
	struct mm_game		*g = xmalloc(sizeof(*g));
	struct mm_file_turns	 ft = { rec, 0 };
	struct mm_record_visit	 vis = { mm_file_next, NULL, &ft };
	size_t			 n0 = v->n;

	(void)err;
	mm_game_init(g, r, rec->h.first ? rec->h.first : 1);
	if (mm_record_setup(g, rec->h.setup, v) == 0)
		(void)mm_record_turns(g, &vis, v);
	free(g);
	return (int)(v->n - n0);
}

static const char *
mm_file_ruleset(const void *p)
{
	const struct mm_record *rec = p;

	return rec->h.ruleset[0] ? rec->h.ruleset : NULL;
}

static const char *const manewry_aliases[] = { "manewry-morskie", NULL };
static const struct game_group manewry_groups[] = {
	{ "manewry", N_("Manewry Morskie: check records, referee a live game, print the board"),
	    manewry_commands },
	{ NULL, NULL, NULL }
};
/* Every game of a .ryb text. */
struct ryb_file {
	size_t			 n;
	struct ryb_game		*g;
};

static void
ryb_file_free(void *p)
{
	struct ryb_file *f = p;

	if (f == NULL)
		return;
	free(f->g);
	free(f);
}

static void *
ryb_file_read(const char *buf, size_t len, struct errbuf *err)
{
	struct ryb_reader	 rd;
	struct ryb_file		*f = xcalloc(1, sizeof(*f));
	struct ryb_game		*g = xmalloc(sizeof(*g));
	int			 rc;

	ryb_reader_init(&rd, buf, len);
	while ((rc = ryb_read(&rd, g, err)) == 1) {
		if (g->ruleset[0] && kv_preset_find(&ryb_ruleset_game, g->ruleset) == NULL) {
			err_set(err, g->ruleset_line, g->ruleset_col, _("Ruleset: expected a "
			    "built-in ruleset (rybareni or tiu-u; a record never names a file), "
			    "not '%s'"), g->ruleset);
			rc = -1;
			break;
		}
		f->g = xreallocarray(f->g, f->n + 1, sizeof(*f->g));
		f->g[f->n++] = *g;
	}
	free(g);
	if (rc == 0 && f->n == 0) {
		/* The words of `rybareni check` for a file without a game. */
		err_set(err, 1, 0, _("expected a Rybaření record ([Players \"A; B\"] ...), "
		    "found none"));
		rc = -1;
	}
	if (rc == -1) {
		ryb_file_free(f);
		return NULL;
	}
	return f;
}

static void
ryb_file_print(const void *p, const void *rules, struct strbuf *sb)
{
	const struct ryb_file	*f = p;
	size_t			 i;

	(void)rules;
	for (i = 0; i < f->n; i++) {
		if (i)
			sb_addc(sb, '\n');
		ryb_print(&f->g[i], sb);
	}
}

/* Judges every game with ryb_judge, as `rybareni check` does. */
static int
ryb_file_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	const struct ryb_file	*f = p;
	struct ryb_result	*res = xmalloc(sizeof(*res));
	size_t			 i, n0 = v->n;

	(void)err;
	for (i = 0; i < f->n; i++)
		ryb_judge(rules, &f->g[i], res, v);
	free(res);
	return (int)(v->n - n0);
}

static const char *
ryb_file_ruleset(const void *p)
{
	const struct ryb_file *f = p;

	return f->n > 0 && f->g[0].ruleset[0] ? f->g[0].ruleset : NULL;
}

static int
ryb_standings_hook(struct db *db, const struct db_event *ev, int format)
{
	return ryb_standings_print(db, ev, (enum out_format)format);
}
static const char *const ryb_aliases[] = { "rybaření", "tiu-u", NULL };
static const struct game_group ryb_groups[] = {
	{ "rybareni", N_("Rybaření: score a catch, check game records, referee a live game, "
	    "keep events"),
	    rybareni_commands },
	{ NULL, NULL, NULL }
};
static const char *const ryb_reports[] = { "ryb_games", "ryb_standings", NULL };

/* ------------------------------------------------------------ the table */

const struct game games[] = {
	{ "baska", baska_aliases, N_("Baśka"), &baska_ruleset_game, ".bdn",
	    bdn_file_read, bdn_file_print, bdn_file_free, bdn_file_judge, bdn_file_ruleset,
	    baska_groups, baska_event_add, NULL, baska_reports, NULL },
	{ "dice", dice_aliases, N_("Generał"), &dice_ruleset_game, ".gdr",
	    gdr_file_read, gdr_file_print, gdr_file_free, gdr_file_judge, gdr_file_ruleset,
	    dice_groups, dice_event_add, dice_standings_hook, dice_reports, NULL },
	{ "fleet", fleet_aliases, N_("Morska Bitwa"), &fleet_ruleset_game, ".battle",
	    battle_file_read, battle_file_print, battle_file_free, battle_file_judge,
	    battle_file_ruleset,
	    fleet_groups, NULL, NULL, NULL, &battle_live },
	{ "flota", flota_aliases, N_("Flota"), &flota_ruleset_game, ".flota",
	    flota_file_read, flota_file_print, flota_file_free, flota_file_judge,
	    flota_file_ruleset,
	    flota_groups, NULL, NULL, NULL, &flota_live },
	{ "manewry", manewry_aliases, N_("Manewry Morskie"), &manewry_ruleset_game, ".mm",
	    mm_file_read, mm_file_print, mm_file_free, mm_file_judge, mm_file_ruleset,
	    manewry_groups, NULL, NULL, NULL, &manewry_live },
	{ "rybareni", ryb_aliases, N_("Rybaření"), &ryb_ruleset_game, ".ryb",
	    ryb_file_read, ryb_file_print, ryb_file_free, ryb_file_judge, ryb_file_ruleset,
	    ryb_groups, ryb_event_add, ryb_standings_hook, ryb_reports, &rybareni_live },
	{ NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
	    NULL }
};

const struct game *
game_find(const char *name)
{
	const struct game	*g;
	const char *const	*a;
	char			 folded[64];

	if (strlen(name) >= sizeof(folded))	/* no game's name: never matched by its start */
		return NULL;
	text_fold(name, strlen(name), folded, sizeof(folded));
	for (g = games; g->name != NULL; g++) {
		if (strcmp(folded, g->name) == 0)
			return g;
		for (a = g->aliases; a != NULL && *a != NULL; a++)
			if (text_is(*a, strlen(*a), folded))
				return g;
	}
	return NULL;
}

const struct game *
game_by_file(const char *path)
{
	const struct game	*g;
	size_t			 n = strlen(path), e;

	for (g = games; g->name != NULL; g++) {
		if (g->ext == NULL)
			continue;
		e = strlen(g->ext);
		if (n > e && strcmp(path + n - e, g->ext) == 0)
			return g;
	}
	return NULL;
}
