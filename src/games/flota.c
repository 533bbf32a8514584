/*
 * Flota (.flota): its game records read and judged, its commands, live play.
 * The adapters between the game's own reader and judge and its row;
 * src/games/builtin.c registers the row.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"

#include "../rules/flota/flota.h"
#include "../notation/flota.h"
#include "../cli/cli.h"
#include "../cli/game_store.h"
#include "../cli/cmd_flota.h"
#include "../cli/live.h"
#include "../report/flota.h"
#include "../util/i18n.h"

/* ------------------------------------------------------------ live play */

/* A live game (the driver is src/cli/live.c). */
struct play {
	struct flota_rules	 rules;
	struct flota_game	 g;
	struct flota_header	 h;
	struct flota_turn	 cur;		/* the turn in progress, as the record writes it */
	struct strbuf		 rec;		/* the record so far */
	const char		*fleetfile[2];	/* --fleet1, --fleet2 */
	struct live		*lv;
	int			 turn;
};

/* The tags and the turns so far (live.h). */
static void
flota_live_record(const void *st, struct strbuf *sb)
{
	const struct play *pl = st;

	flota_print_header(&pl->h, sb);
	sb_adds(sb, sb_str(&pl->rec));
}

/* Reads fleet text into f; 0, or -1 with the reason in err. */
static int
play_fleet_text(struct play *pl, const char *line, struct flota_fleet *f, struct errbuf *err)
{
	int	 lineno = live_lineno(pl->lv);

	err_clear(err);
	if (flota_fleet_parse(line, line + strlen(line), lineno, line, f, err) == -1)
		return -1;
	if (f->n == 0)
		return err_set(err, lineno, 1, _("expected TYPE SQUARE pairs"));
	return 0;
}

/* Asks for player p's fleet (not echoed on a terminal). 0 or an exit status. */
static int
play_ask_fleet(struct play *pl, int p, struct flota_fleet *f)
{
	struct verdict	 v = { 0, 0, NULL };
	struct errbuf	 err;
	struct strbuf	 q = { 0 };
	char		*line;
	int		 rc = 0, tty = live_tty(pl->lv);

	sb_addf(&q, _("%s, your fleet (four TYPE SQUARE pairs, e.g. P C4 K E2 T H8 S J1)"),
	    live_who(pl->lv, p));
	for (;;) {
		if ((line = live_secret(pl->lv, sb_str(&q))) == NULL) {
			rc = live_input_ended(pl->lv, _("the input ended before the fleet of "
			    "player %d"), p);
			break;
		}
		if (play_fleet_text(pl, line, f, &err) == -1) {
			if (!tty) {
				rc = cli_err_at(EXIT_USAGE, "<stdin>", &err);
				break;
			}
			printf("  ! %s\n", err.msg);
			continue;
		}
		verdict_reset(&v);
		if (flota_fleet_check(&pl->rules, f, p, &v) == 0)
			break;
		flota_fleet_print(f, &v, p, 1);
		if (!tty) {
			rc = EXIT_RULE;
			break;
		}
	}
	verdict_free(&v);
	sb_free(&q);
	return rc;
}

/* Ends the turn in progress: announces a late enclosure, writes the record. */
static int
play_end_turn(struct play *pl)
{
	struct flota_result	 res;
	struct verdict		 v = { 0, 0, NULL };

	if (!pl->g.in_turn)
		return 0;
	if (!pl->g.acted) {
		flota_turn_abandon(&pl->g);
		return 0;
	}
	flota_turn_end(&pl->g, &res, &v);
	flota_play_turn_end(&pl->g, &res, pl->turn);
	flota_print_turn(&pl->cur, &pl->rec);
	verdict_free(&v);
	return live_save(pl->lv);
}

static int
play_turn_done(const struct play *pl)
{
	const struct flota_game *g = &pl->g;

	return g->winner || (g->shots_used >= pl->rules.shots[g->type] &&
	    g->steps_used >= pl->rules.moves[g->type]);
}

/*
 * The ship a typed line names: begins its turn (ending the one before, the
 * new player announced), or refuses it. Returns 0 to go on, or 1 to stop
 * the line: refused (printed), or ending the turn before failed (its exit
 * status in *rcp).
 */
static int
play_select(struct play *pl, const struct flota_turn *t, struct verdict *v, int *rcp)
{
	struct flota_game	*g = &pl->g;
	int			 p, code, rc;

	if (t->type >= 0) {
		p = t->player ? t->player : (g->in_turn && g->acted ? 3 - g->player : g->to_move);
		if (g->in_turn && g->acted && p == g->player) {
			if (t->type != g->type) {
				flota_play_say(FLOTA_SAY_OTHER_SHIP, p, g->type);
				return 1;
			}
		} else {
			if (g->in_turn && (rc = play_end_turn(pl)) != 0) {
				*rcp = rc;
				return 1;
			}
			if ((code = flota_turn_check(g, p, t->type)) != FLOTA_OK) {
				flota_play_refusal(g, p, t->type, code);
				return 1;
			}
			live_announce(pl->lv, p);
			flota_turn_begin(g, ++pl->turn, p, t->type, live_lineno(pl->lv), t->col, v);
			memset(&pl->cur, 0, sizeof(pl->cur));
			pl->cur.player = p;
			pl->cur.type = t->type;
		}
	} else if (!g->in_turn) {
		flota_play_say(FLOTA_SAY_NAME_SHIP, g->to_move, 0);
		return 1;
	} else if (t->player && t->player != g->player) {
		flota_play_say(FLOTA_SAY_NOT_TURN, g->player, 0);
		return 1;
	}
	return 0;
}

/* The actions of a typed line, each answered by the referee. */
static void
play_actions(struct play *pl, const struct flota_turn *t, struct verdict *v)
{
	struct flota_game	*g = &pl->g;
	struct flota_result	 res;
	int			 i;

	for (i = 0; i < t->nact; i++) {
		struct flota_action a = t->act[i];

		if (g->winner || play_turn_done(pl)) {
			flota_play_nothing_more(g);
			break;
		}
		a.ans.kind = FLOTA_ANS_NONE;		/* the referee answers */
		verdict_reset(v);
		flota_act(g, &a, &res, v);
		flota_play_action(g, &a, &res, v, pl->rules.announce_move, pl->turn);
		if (!res.applied)
			continue;
		if (a.kind == FLOTA_SHOT)
			a.ans = res.truth;
		if (pl->cur.nact < FLOTA_MAX_ACTIONS)
			pl->cur.act[pl->cur.nact++] = a;
	}
}

/* One typed line of the game (live.h). 0, or EXIT_SYS on a write error. */
static int
flota_live_line(struct live *lv, void *st, char *line)
{
	struct play		*pl = st;
	struct flota_game	*g = &pl->g;
	struct flota_turn	 t;
	struct verdict		 v = { 0, 0, NULL };
	struct errbuf		 err;
	const char		*s = live_trim(line), *e = s + strlen(s);
	int			 rc = 0;

	(void)lv;
	if (live_is_help(s)) {
		flota_play_help();
		return 0;
	}
	if (text_is(s, (size_t)(e - s), "end") || text_is(s, (size_t)(e - s), "koniec") ||
	    (e - s == 1 && *s == '.')) {
		if (!g->in_turn || !g->acted) {
			flota_play_say(FLOTA_SAY_NO_ACTION, 0, 0);
			return 0;
		}
		return play_end_turn(pl);
	}
	err_clear(&err);
	if (flota_line_parse(s, e, live_lineno(pl->lv), line, (const char (*)[FLOTA_NAME_MAX])
	    pl->h.players, pl->h.nplayers, 0, &t, &err) == -1) {
		printf(_("  ! column %d: %s\n"), err.col, err.msg);
		return 0;
	}
	if (play_select(pl, &t, &v, &rc) == 0) {
		play_actions(pl, &t, &v);
		if (g->in_turn && g->acted && play_turn_done(pl))
			rc = play_end_turn(pl);
	}
	verdict_free(&v);
	return rc;
}

/* --players "A; B": the Players tag parser checks the names. 0 or the exit status. */
static int
play_players(struct play *pl, const char *players)
{
	char			 tag[200];
	struct flota_reader	 rd;
	struct flota_header	 h;
	struct errbuf		 err;

	if (players == NULL)
		return 0;
	snprintf(tag, sizeof(tag), NT_("[Players \"%s\"]\n[Fleet1 \"P A1\"]\n"
	    "[Fleet2 \"P A1\"]\n"), players);
	flota_reader_init(&rd, tag, strlen(tag));
	err_clear(&err);
	if (strchr(players, '"') || strlen(players) > 120 ||
	    flota_read_header(&rd, &h, &err) != 1)
		return cli_errx(EXIT_USAGE, _("--players: expected two names separated by "
		    "';'%s%s"), err.msg[0] ? ": " : "", err.msg);
	pl->h.nplayers = 2;
	memcpy(pl->h.players, h.players, sizeof(h.players));
	return 0;
}

/* --fleet1 and --fleet2: read and checked. 0 or the exit status (printed). */
static int
play_fleets(struct play *pl)
{
	struct verdict	 v = { 0, 0, NULL };
	int		 p, rc, bad = 0;

	for (p = 0; p < 2; p++) {
		if (pl->fleetfile[p] == NULL)
			continue;
		if ((rc = flota_cli_fleet(pl->fleetfile[p], &pl->h.fleet[p])) != 0)
			return rc;
		verdict_reset(&v);
		if (flota_fleet_check(&pl->rules, &pl->h.fleet[p], p + 1, &v) > 0) {
			flota_fleet_print(&pl->h.fleet[p], &v, p + 1, 0);
			bad = 1;
		}
	}
	verdict_free(&v);
	if (!bad)
		return EXIT_OK;
	puts(_("the game cannot start: a fleet breaks the rules (§1)"));
	return EXIT_RULE;
}

/* The own options of flota play. */
static int
flota_live_option(void *st, int ch, const char *arg)
{
	struct play *pl = st;

	pl->fleetfile[ch - '1'] = arg;
	return 0;
}

/* Rules, names, both fleets, the opening lines (live.h). 0 or an exit status. */
static int
flota_live_start(struct live *lv, void *st, int argc, char **argv, const char *ruleset)
{
	struct play	*pl = st;
	int		 rc, p;

	(void)argv;
	pl->lv = lv;
	if (argc != 0)
		return cli_errx(EXIT_USAGE, _("flota play: no arguments expected (see --fleet1, "
		    "--fleet2)"));
	if ((rc = flota_cli_rules(NULL, ruleset, NULL, &pl->rules)) != 0)
		return rc;
	if (ruleset != NULL && kv_preset_find(&flota_ruleset_game, ruleset) != NULL)
		snprintf(pl->h.ruleset, sizeof(pl->h.ruleset), "%s",
		    kv_preset_find(&flota_ruleset_game, ruleset)->name);
	if ((rc = play_players(pl, live_players(lv))) != 0 || (rc = play_fleets(pl)) != 0)
		return rc;
	for (p = 0; p < 2; p++)
		if (pl->fleetfile[p] == NULL && (rc = play_ask_fleet(pl, p + 1, &pl->h.fleet[p])) != 0)
			return rc;
	flota_game_init(&pl->g, &pl->rules, &pl->h.fleet[0], &pl->h.fleet[1]);
	flota_play_opening(&pl->h);
	return live_save(lv);
}

/* The player to move: the one whose turn is in progress, else the next (live.h). */
static int
flota_live_turn(const void *st)
{
	const struct play *pl = st;

	if (pl->g.winner)
		return 0;
	return pl->g.in_turn ? pl->g.player : pl->g.to_move;
}

/* The last turn ended, then the result (live.h). */
static int
flota_live_end(struct live *lv, void *st, int stopped)
{
	struct play	*pl = st;

	(void)lv;
	(void)stopped;
	if (pl->g.in_turn && play_end_turn(pl) != 0)
		return EXIT_SYS;
	flota_play_result(&pl->g, pl->turn);
	return live_out(pl->g.winner ? EXIT_OK : EXIT_RULE);
}

static void
flota_live_free(void *st)
{
	struct play *pl = st;

	sb_free(&pl->rec);
}

static const struct live_game flota_live = {
	2, sizeof(struct play), flota_live_option, flota_live_start,
	flota_live_turn, flota_live_line, NULL, flota_live_end, flota_live_free, NULL,
	flota_live_record
};

/* ------------------------------------------------------------ records */

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
