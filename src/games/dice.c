/*
 * Generał (.gdr): its game records read and judged, its commands, its event store
 * and the hooks of its "add FILE..." (game_store_add_files, through the row's
 * store_files).
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
#include "../cli/commands.h"
#include "../cli/game_store.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../report/dice.h"
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

/* The games or standings of a dice event (src/report/dice.c). */
static int
dice_games_hook(struct db *db, const struct db_event *ev, int format)
{
	return game_store_table(dice_event_table, db, ev, 0, format);
}

static int
dice_standings_hook(struct db *db, const struct db_event *ev, int format)
{
	return game_store_table(dice_event_table, db, ev, 1, format);
}

/* ------------------------------------------------ event add, dice add FILE... */

/*
 * Adds a dice event (event add --game dice): ev holds the name, date and
 * season; ruleset is a preset name or file (NULL: general). Prints the
 * result; returns an exit status.
 */
static int
dice_event_add(struct db_event *ev, const char *ruleset)
{
	struct dice_rules	 r;

	return league_game_event_add(ev, ruleset, &dice_ruleset_game, &r,
	    _("--deals: a dice event has games, not deals"), game_store_event_put,
	    _("event '%s' added (dice, ruleset %s)\n"));
}

/* A record of dice add, parsed and judged (game_store_add's file). */
struct add_file {
	const char		*path;
	struct dice_game	 g;
	struct dice_card	*cards;
	int			 number;
};

/* Reads, parses and judges one file for dice add; returns an exit status. */
static int
add_load(struct game_store_add *a, int i, const char *path)
{
	struct add_file		*f = (struct add_file *)a->file + i;
	struct dice_verdict	 v;
	struct errbuf		 err;
	int			 rc;

	err_clear(&err);
	f->path = path;
	if (gdr_read(f->path, &f->g, &err) == -1)
		return cli_err_said(EXIT_USAGE, f->path, &err);
	if (f->g.nplayers > DB_DICE_PLAYERS) {
		err_set(&err, 0, 0, _("%d players: a game in the database has at most %d"),
		    f->g.nplayers, DB_DICE_PLAYERS);
		return cli_err_said(EXIT_USAGE, f->path, &err);
	}
	if ((rc = gdr_rules_agree(&f->g, a->rules, a->ev->name, a->ev->ruleset_name,
	    &err)) != 0)
		return cli_err_said(rc == 1 ? EXIT_RULE : EXIT_USAGE, f->path, &err);
	dice_judge(a->rules, &f->g, &v);
	rc = dice_rulings_put(f->path, &v, cli_err_said);
	dice_verdict_free(&v);
	return rc;
}

/* Stores one judged game with its players, turns and totals; 0, 1 or -1 with err. */
static int
add_store(struct game_store_add *a, int i, const char *path, struct errbuf *err)
{
	struct add_file	*f = (struct add_file *)a->file + i;
	struct strbuf	 rec = { 0 }, src = { 0 };
	int64_t		 entry, game, players[DB_DICE_PLAYERS];
	int		 p, rc;

	f->cards = xcalloc((size_t)f->g.nplayers, sizeof(*f->cards));
	for (p = 0; p < f->g.nplayers; p++)
		if (db_player_get(a->db, f->g.players[p], 1, &players[p], err) != 1)
			return -1;
	gdr_print(&f->g, &rec);
	sb_addf(&src, _("dice add %s"), path);
	if ((rc = league_entry(a->db, a->by, NULL, sb_str(&src), &entry, err)) == 0 &&
	    (rc = db_dice_game_add(a->db, a->ev->id, &f->number, f->g.nplayers, players,
	    a->rules, sb_str(&rec), entry, &game, err)) == 0 &&
	    (rc = db_dice_turns_store(a->db, game, a->rules, &f->g, f->cards, 0, entry,
	    err)) == 0)
		rc = db_dice_totals_agree(a->db, a->ev->id, f->number, a->rules, f->cards, err);
	sb_free(&rec);
	sb_free(&src);
	return rc;
}

static void
add_added(struct game_store_add *a)
{
	struct add_file	*f = a->file;
	int		 i;

	for (i = 0; i < a->n; i++)
		dice_added_show(f[i].path, f[i].number, a->rules, &f[i].g, f[i].cards);
}

static void
add_end(struct game_store_add *a)
{
	struct add_file	*f = a->file;
	int		 i;

	for (i = 0; i < a->n; i++) {
		dice_game_free(&f[i].g);
		free(f[i].cards);
	}
}

static const struct game_store_files dice_store = { &dice_event_game, 0,
	sizeof(struct add_file), add_load, add_store, add_added, add_end };

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
	.event_add = dice_event_add, .standings = dice_standings_hook, .games = dice_games_hook,
	.store_files = &dice_store,
	.reports = dice_reports,
};
