/*
 * Morska Bitwa (.battle): its match records read and judged, its commands, live play.
 * The adapters between the game's own reader and judge and its row;
 * src/games/builtin.c registers the row.
 */
#include <stdlib.h>
#include <string.h>

#include "games.h"

#include "../rules/fleet/fleet.h"
#include "../rules/fleet/battle.h"
#include "../notation/fleetio.h"
#include "../cli/cli.h"
#include "../cli/game_store.h"
#include "../cli/live.h"
#include "../util/i18n.h"

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

static const char *const store_reports[] = { "game_standings", NULL };

const struct game game_fleet = {
	.name = "fleet", .aliases = fleet_aliases, .title = N_("Morska Bitwa"),
	.ruleset = &fleet_ruleset_game, .ext = ".battle", .framing = GAME_FRAME_WHOLE,
	.record_read = battle_file_read, .record_print = battle_file_print,
	.record_free = battle_file_free, .judge = battle_file_judge,
	.record_ruleset = battle_file_ruleset, .groups = fleet_groups, .live = &battle_live,
	/* Events, games and standings: the generic store (src/cli/game_store.h). */
	.event_add = game_store_event_add, .standings = game_store_standings,
	.reports = store_reports,
};
