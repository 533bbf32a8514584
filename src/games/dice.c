/*
 * Generał (.gdr): its game records read and judged, its commands, its event store.
 * The adapters between the game's own reader and judge and its row;
 * src/games/builtin.c registers the row.
 */
#include <stdlib.h>
#include <string.h>

#include "games.h"

#include "../rules/dice/dice.h"
#include "../notation/gdr.h"
#include "../cli/cli.h"
#include "../cli/cmd_dice.h"
#include "../util/i18n.h"

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

const struct game game_dice = {
	.name = "dice", .aliases = dice_aliases, .title = N_("Generał"),
	.ruleset = &dice_ruleset_game, .ext = ".gdr", .framing = GAME_FRAME_WHOLE,
	.record_read = gdr_file_read, .record_print = gdr_file_print,
	.record_free = gdr_file_free, .judge = gdr_file_judge,
	.record_ruleset = gdr_file_ruleset, .groups = dice_groups,
	.event_add = dice_event_add, .standings = dice_standings_hook, .reports = dice_reports,
};
