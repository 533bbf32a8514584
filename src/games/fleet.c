/*
 * Morska Bitwa (.battle): its match records read and judged, its commands, live play.
 * The adapters between the game's own reader and judge and its row;
 * src/games/builtin.c registers the row.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"

#include "../rules/fleet/fleet.h"
#include "../rules/fleet/battle.h"
#include "../notation/fleetio.h"
#include "../cli/cli.h"
#include "../cli/game_store.h"
#include "../cli/cmd_fleet.h"
#include "../cli/live.h"
#include "../report/fleet.h"
#include "../util/i18n.h"

/* ------------------------------------------------------------ live play */

/* A typed player's name folded, or a shot rewritten with its player's number. */
#define SHOT_TEXT_MAX	160

/* A match refereed at the keyboard. */
struct play {
	const char		*variant;
	long			 first;
	int			 ascii;
	struct fleet_rules	 rules;
	struct battle_record	 rec;		/* the shots that counted, for --record */
	size_t			 capshots;
	struct fleet_layout	*lay;
	struct fleet_match	*m;
	int			 shotno;
	int			 again;		/* the last shot hit: the shooter shoots again */
	char			 range[32];
};

/* --variant, --first, --ascii (live.h). */
static int
battle_live_option(void *st, int ch, const char *arg)
{
	struct play	*g = st;

	switch (ch) {
	case 'v':
		g->variant = arg;
		break;
	case '1':
		if (parse_int(arg, 1, 2, &g->first) == -1)
			return cli_errx(EXIT_USAGE, _("--first: expected 1 or 2, not '%s'"), arg);
		break;
	case 'a':
		g->ascii = 1;
		break;
	default:
		return EXIT_USAGE;
	}
	return 0;
}

/* Reads and checks both boards; 0, or an exit status (printed). */
static int
play_boards(struct play *g, char **paths)
{
	struct fleet_report	 rep = { 0, NULL };
	size_t			 i;
	int			 pl, rc, bad = 0;

	for (pl = 0; pl < 2; pl++) {
		if ((rc = fleet_cli_board(paths[pl], &g->rec.board[pl])) != 0)
			return rc;
		fleet_grid_check(&g->rules, &g->rec.board[pl], &g->lay[pl], &rep);
		for (i = 0; i < rep.n; i++)
			printf(_("board %d: %s\n"), pl + 1, rep.v[i].msg);
		if (rep.n)
			bad = 1;
		fleet_report_free(&rep);
	}
	if (bad) {
		puts(_("the game cannot start: a fleet breaks the rules (§1)"));
		return EXIT_RULE;
	}
	return 0;
}

/* Keeps a shot that counted for the record. */
static void
play_keep(struct play *g, int who, int x, int y, enum fleet_answer answer)
{
	struct battle_shot *s;

	if (g->rec.nshots == g->capshots) {
		g->capshots = g->capshots ? g->capshots * 2 : 64;
		g->rec.shots = xreallocarray(g->rec.shots, g->capshots, sizeof(*g->rec.shots));
	}
	s = &g->rec.shots[g->rec.nshots++];
	memset(s, 0, sizeof(*s));
	s->player = who;
	s->x = x;
	s->y = y;
	s->answer = (int)answer;
}

/* Fires who's shot at (x, y), says what it did (src/report) and keeps a shot that counted. */
static enum fleet_fire
play_fire(struct play *g, int who, int x, int y)
{
	struct fleet_shot	 res;
	enum fleet_fire		 fr;

	fr = fleet_match_fire(g->m, who, x, y, ++g->shotno, &res);
	battle_fire_print(g->m, who, x, y, fr, &res, g->range);
	if (fr == FLEET_FIRE_OK)
		play_keep(g, who, x, y, res.answer);
	return fr;
}

/*
 * The player before the square as the other games' live play takes it:
 * "2: A1", and with --players a name in any case, with or without its
 * diacritics ("Olek A1", "olek: A1"); written into buf as "2 A1". The line
 * itself when no player stands before its square.
 */
static const char *
shot_player(struct live *lv, const char *line, char *buf, size_t size)
{
	const char	*sq = line + strlen(line), *e;
	char		 word[SHOT_TEXT_MAX];
	int		 p;

	while (sq > line && sq[-1] != ' ' && sq[-1] != '\t' && sq[-1] != ':')
		sq--;
	for (e = sq; e > line && (e[-1] == ' ' || e[-1] == '\t'); e--)
		continue;
	if (e > line && e[-1] == ':')
		e--;
	while (e > line && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (e == line || *sq == '\0')
		return line;
	for (p = 1; p <= 2; p++) {
		fmt_buf(word, sizeof(word), "%d", p);
		if (!text_is(line, (size_t)(e - line), word) && live_name(lv, p) != NULL)
			text_fold(live_name(lv, p), strlen(live_name(lv, p)), word, sizeof(word));
		if (text_is(line, (size_t)(e - line), word)) {
			fmt_buf(buf, size, "%d %s", p, sq);
			return buf;
		}
	}
	return line;
}

/* One input line (live.h): "C4", "1 C4", "1: C4" or "Ala C4"; blank lines and comments skipped. */
static int
battle_live_line(struct live *lv, void *st, char *line)
{
	struct play	*g = st;
	enum fleet_fire	 fr = FLEET_FIRE_TURN;
	const char	*tok, *shot;
	char		 named[SHOT_TEXT_MAX];
	size_t		 len;
	int		 who = g->m->turn, x, y;

	if (live_is_help(line)) {
		battle_play_help(g->range);
		return 0;
	}
	shot = shot_player(lv, live_trim(line), named, sizeof(named));
	if (fleetio_shot_read(shot, &who, &x, &y, &tok, &len) == -1)
		battle_play_not_square(tok, len);
	else if (who != g->m->turn)
		battle_play_not_turn(g->m->turn, who);
	else
		fr = play_fire(g, who, x, y);
	/* who shoots next, after every shot: the same player again after a hit */
	g->again = fr == FLEET_FIRE_OK && g->m->turn == who;
	live_again(lv);
	/* --record holds every shot that counted, should the match stop here (Ctrl-C) */
	return fr == FLEET_FIRE_OK ? live_save(lv) : 0;
}

/* "player 1 shoots", "player 1 shoots again" (live.h). */
static void
battle_live_announce(struct live *lv, const void *st, int p)
{
	const struct play	*g = st;

	battle_play_announce(live_nplayers(lv) ? live_who(lv, p) : NULL, p, g->again);
}

/* Both boards read and checked, who shoots first (live.h). 0 or an exit status. */
static int
battle_live_start(struct live *lv, void *st, int argc, char **argv, const char *ruleset)
{
	struct play	*g = st;
	const char	*name;
	int		 rc, drawn = 0;

	if (argc != 2)
		return cli_errx(EXIT_USAGE, _("battle play: expected two board files"));
	if ((rc = fleet_cli_rules(g->variant, ruleset, &g->rules, &name)) != 0)
		return rc;
	if (name)
		snprintf(g->rec.variant, sizeof(g->rec.variant), "%s", name);
	g->lay = xcalloc(2, sizeof(*g->lay));
	if ((rc = play_boards(g, argv)) != 0)
		return rc;
	if (g->first == 0) {
		drawn = g->rules.start_player == FLEET_START_RANDOM;
		g->first = drawn ? live_lot() : 1;
	}
	g->m = xmalloc(sizeof(*g->m));
	fleet_match_init(g->m, &g->rules, &g->lay[0], &g->lay[1], (int)g->first);
	battle_board_range(&g->rules, g->range, sizeof(g->range));
	/* the opening line says who shoots first: the first turn line would repeat it */
	if (drawn)
		printf(_("%s: %s shoots first (drawn by lot)\n"), name ? name : NT_("fleet"),
		    live_who(lv, (int)g->first));
	else
		printf(_("%s: %s shoots first\n"), name ? name : NT_("fleet"),
		    live_who(lv, (int)g->first));
	live_shown(lv, (int)g->first);
	return 0;
}

static int
battle_live_turn(const void *st)
{
	const struct play *g = st;

	return g->m->winner ? 0 : g->m->turn;
}

/* Both boards as drawn, the result, the record (live.h). */
static int
battle_live_end(struct live *lv, void *st, int stopped)
{
	struct play	*g = st;

	battle_play_end(g->m, g->ascii, stopped);
	if (live_save(lv) != 0)
		return EXIT_SYS;
	return stopped ? EXIT_RULE : EXIT_OK;
}

static void
battle_live_free(void *st)
{
	struct play	*g = st;

	fleetio_battle_free(&g->rec);
	free(g->m);
	free(g->lay);
}

/* The shots that counted, as a .battle record (live.h). */
static void
battle_live_record(const void *st, struct strbuf *sb)
{
	const struct play *g = st;

	fleetio_battle_print(&g->rec, &g->rules, sb);
}

static const char *const battle_quit[] = { "quit", "koniec", NULL };

static const struct live_game battle_live = {
	2, sizeof(struct play), battle_live_option, battle_live_start,
	battle_live_turn, battle_live_line, battle_live_announce, battle_live_end,
	battle_live_free, battle_quit, battle_live_record
};

/* ------------------------------------------------------------ records */

static void *
battle_file_read(const char *buf, size_t len, struct errbuf *err)
{
	struct battle_record	*rec = xcalloc(1, sizeof(*rec));
	const struct kv_preset	*p = NULL;
	char			 names[200];

	/* The answers are read in the words of the record's own variant. */
	if (fleetio_battle_parse(buf, len, rec, err) == -1)
		goto fail;
	if (rec->variant[0] && (p = kv_preset_find(&fleet_ruleset_game, rec->variant)) == NULL) {
		fleetio_variant_names(names, sizeof(names));
		err_set(err, rec->variant_line, rec->variant_col,
		    _("expected variant %s; not '%s'"), names, rec->variant);
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
