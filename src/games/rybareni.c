/*
 * Rybaření (.ryb): its game records read and judged, its commands, live play, its event store.
 * The adapters between the game's own reader and judge and its row;
 * src/games/builtin.c registers the row.
 */
#include <stdlib.h>
#include <string.h>

#include "games.h"

#include "../rules/rybareni/rybareni.h"
#include "../notation/ryb.h"
#include "../cli/cli.h"
#include "../cli/cmd_rybareni.h"
#include "../cli/live.h"
#include "../util/i18n.h"

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

const struct game game_rybareni = {
	.name = "rybareni", .aliases = ryb_aliases, .title = N_("Rybaření"),
	.ruleset = &ryb_ruleset_game, .ext = ".ryb", .framing = GAME_FRAME_RECORDS,
	.record_read = ryb_file_read, .record_print = ryb_file_print,
	.record_free = ryb_file_free, .judge = ryb_file_judge,
	.record_ruleset = ryb_file_ruleset, .groups = ryb_groups,
	.event_add = ryb_event_add, .standings = ryb_standings_hook, .reports = ryb_reports,
	.live = &rybareni_live,
};
