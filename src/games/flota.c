/*
 * Flota (.flota): its game records read and judged, its commands, live play.
 * The adapters between the game's own reader and judge and its row;
 * src/games/builtin.c registers the row.
 */
#include <stdlib.h>
#include <string.h>

#include "games.h"

#include "../rules/flota/flota.h"
#include "../notation/flota.h"
#include "../cli/cli.h"
#include "../cli/game_store.h"
#include "../cli/live.h"
#include "../util/i18n.h"

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

/* The turns of a game in memory, one by one, for flota_record_turns (a struct cursor). */
static int
flota_file_next(void *arg, struct flota_turn *t)
{
	return cursor_next(arg, t);
}

/* The rulings of `flota check`: a game's fleets', else those of its turns. */
static int
flota_file_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	const struct flota_file	*f = p;
	struct flota_game	 g;
	struct cursor		 ft = { NULL, 0, 0, sizeof(struct flota_turn) };
	struct flota_record_visit vis = { flota_file_next, NULL, &ft };
	size_t			 i, n0 = v->n;

	(void)err;
	for (i = 0; i < f->n; i++) {
		if (flota_record_fleets(rules, f->g[i].h.fleet, v) > 0)
			continue;
		flota_game_init(&g, rules, &f->g[i].h.fleet[0], &f->g[i].h.fleet[1]);
		ft.v = (const char *)f->g[i].turns;
		ft.n = f->g[i].nturns;
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

static const char *const store_reports[] = { "game_standings", NULL };

const struct game game_flota = {
	.name = "flota", .aliases = flota_aliases, .title = N_("Flota"),
	.ruleset = &flota_ruleset_game, .ext = ".flota", .framing = GAME_FRAME_RECORDS,
	.record_read = flota_file_read, .record_print = flota_file_print,
	.record_free = flota_file_free, .judge = flota_file_judge,
	.record_ruleset = flota_file_ruleset, .groups = flota_groups, .live = &flota_live,
	/* Events, games and standings: the generic store (src/cli/game_store.h). */
	.event_add = game_store_event_add, .standings = game_store_standings,
	.reports = store_reports,
};
