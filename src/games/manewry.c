/*
 * Manewry Morskie (.mm): its game records read and judged, its commands, live play.
 * The adapters between the game's own reader and judge and its row;
 * src/games/builtin.c registers the row.
 */
#include <stdlib.h>
#include <string.h>

#include "games.h"

#include "../rules/manewry/manewry.h"
#include "../notation/mm.h"
#include "../cli/cli.h"
#include "../cli/game_store.h"
#include "../cli/live.h"
#include "../util/i18n.h"

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

/* The turns of a record in memory, one by one, for mm_record_turns (a struct cursor). */
static int
mm_file_next(void *arg, struct mm_turn *t)
{
	return cursor_next(arg, t);
}

/* The rulings of `manewry check`: the setups', else each illegal turn's. */
static int
mm_file_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	const struct mm_record	*rec = p;
	const struct mm_rules	*r = rules;
	struct mm_game		*g = xmalloc(sizeof(*g));
	struct cursor		 ft = { (const char *)rec->turns, rec->nturns, 0,
				    sizeof(struct mm_turn) };
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

static const char *const store_reports[] = { "game_standings", NULL };

const struct game game_manewry = {
	.name = "manewry", .aliases = manewry_aliases, .title = N_("Manewry Morskie"),
	.ruleset = &manewry_ruleset_game, .ext = ".mm", .framing = GAME_FRAME_WHOLE,
	.record_read = mm_file_read, .record_print = mm_file_print,
	.record_free = mm_file_free, .judge = mm_file_judge,
	.record_ruleset = mm_file_ruleset, .groups = manewry_groups, .live = &manewry_live,
	/* Events, games and standings: the generic store (src/cli/game_store.h). */
	.event_add = game_store_event_add, .standings = game_store_standings,
	.reports = store_reports,
};
