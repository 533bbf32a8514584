/*
 * Manewry Morskie (.mm): its game records read and judged, its commands, live play.
 * The adapters between the game's own reader and judge and its row;
 * src/games/builtin.c registers the row.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"

#include "../rules/manewry/manewry.h"
#include "../notation/mm.h"
#include "../cli/cli.h"
#include "../cli/game_store.h"
#include "../cli/cmd_manewry.h"
#include "../cli/live.h"
#include "../report/manewry.h"
#include "../report/say.h"
#include "../util/i18n.h"

/* ------------------------------------------------------------ live play */

/* A live game: its rules, its board, its tags and the record (the driver is src/cli/live.c). */
struct mplay {
	const char		*map, *setup[2];
	long			 first;
	struct mm_rules		*r;
	struct mm_game		*g;
	struct mm_header	*h;
	struct strbuf		 turns;		/* the record's turns so far */
	struct live		*lv;
};

/* A setup file read by live_load. */
static int
setup_parse(const char *buf, size_t len, void *s, struct errbuf *err)
{
	return mm_setup_parse(buf, len, 1, 0, NULL, s, err);
}

/* --players "A; B": read as the Players tag. 0 or the exit status. */
static int
play_players(struct mplay *mp, const char *players, const char *name)
{
	struct mm_reader	 rd;
	struct strbuf		 sb = { 0 };
	struct errbuf		 err;
	int			 rc = 0;

	if (players == NULL)
		return 0;
	sb_addf(&sb, NT_("[Players \"%s\"]\n[Play]\n"), players);
	err_clear(&err);
	mm_reader_init(&rd, sb.s, sb.len);
	if (mm_read_header(&rd, mp->h, &err) == -1)
		rc = cli_errx(EXIT_USAGE, _("--players: %s"), err.msg);
	else if (name != NULL && strcmp(name, "manewry") != 0)
		fmt_buf(mp->h->ruleset, sizeof(mp->h->ruleset), "%s", name);
	sb_free(&sb);
	return rc;
}

/*
 * Player pl's setup typed at the prompt q, not shown: at a terminal a line
 * that cannot be read is named (its column) and asked again, as a player
 * retypes a typo; from a pipe it stops the game. 0 or the exit status.
 */
static int
ask_setup(struct mplay *mp, int pl, const char *q)
{
	struct errbuf	 err;
	char		*line, *p, *e;

	for (;;) {
		do
			line = live_secret(mp->lv, q);
		while (line != NULL && (line[strspn(line, " \t")] == '\0' ||
		    line[strspn(line, " \t")] == '#'));
		if (line == NULL)
			return live_input_ended(mp->lv, _("the input ended before the setup "
			    "of player %d"), pl + 1);
		if ((e = strchr(line, '#')) == NULL)
			e = line + strlen(line);
		p = line + strspn(line, " \t");
		err_clear(&err);
		if (mm_setup_parse(p, (size_t)(e - p), live_lineno(mp->lv), (int)(p - line),
		    &mp->r->map, &mp->h->setup[pl], &err) == 0)
			return 0;
		if (!live_tty(mp->lv))
			return cli_err_at(EXIT_USAGE, "<stdin>", &err);
		report_say(4, _("  ! column %d: %s\n"), err.col, err.msg);
	}
}

/* The setups: files, or one line each at a prompt, not shown. 0 or the exit status. */
static int
play_setups(struct mplay *mp)
{
	struct strbuf	 q = { 0 };
	int		 pl, rc = 0;

	for (pl = 0; pl < 2 && rc == 0; pl++) {
		mp->h->has_setup[pl] = 1;
		if (mp->setup[pl] != NULL) {
			rc = live_load(mp->setup[pl], setup_parse, &mp->h->setup[pl]);
			continue;
		}
		sb_reset(&q);
		sb_addf(&q, _("%s, your setup (CODE SQUARE pairs on one line)"),
		    live_who(mp->lv, pl + 1));
		rc = ask_setup(mp, pl, sb_str(&q));
	}
	sb_free(&q);
	return rc;
}

/* Who moves first, both setups placed, the record begun. 0 or the exit status. */
static int
play_start(struct mplay *mp, long first)
{
	struct verdict	 v = { 0, 0, NULL };
	int		 rc = 0, drawn = first == 0;

	if (drawn)
		first = live_lot();
	manewry_play_first((int)first, drawn);
	mp->h->first = (int)first;
	mm_game_init(mp->g, mp->r, (int)first);
	if (mm_record_setup(mp->g, mp->h->setup, &v) > 0) {
		manewry_play_bad_setup(&v);
		rc = EXIT_RULE;
	} else
		rc = live_save(mp->lv);
	verdict_free(&v);
	return rc;
}

/* show [1|2], board, help: returns 1 when p was one of them (answered). */
static int
play_command(struct mplay *mp, const char *p)
{
	const char	*q;
	size_t		 wl = strcspn(p, " \t");

	if (text_is(p, wl, "show") || text_is(p, wl, "pokaz")) {
		for (q = p; *q && *q != ' '; q++)
			continue;
		while (*q == ' ')
			q++;
		if (*q == '\0' || ((*q == '1' || *q == '2') && q[1] == '\0')) {
			manewry_view_print(stdout, mp->g, *q == '\0' ? mp->g->turn : *q - '0');
			live_hide(mp->lv);
		} else
			puts(_("show: expected 1 or 2"));
	} else if (text_is(p, strlen(p), "board") || text_is(p, strlen(p), "plansza")) {
		manewry_map_print(&mp->r->map, 0);
	} else if (live_is_help(p))
		manewry_play_help();
	else
		return 0;
	fflush(stdout);
	return 1;
}

/* "PLAYER:" before a turn: the player, g->turn when absent, or 0 (refused, printed). */
static int
play_who(const struct mplay *mp, char **pp)
{
	char	*p = *pp, *q, *e;
	int	 who;

	if ((q = strchr(p, ':')) == NULL)
		return mp->g->turn;
	e = q;
	while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if ((who = mm_turn_player(mp->h, p, (size_t)(e - p))) == 0) {
		printf(_("refused: expected the player (1 or 2) before ':'\n"));
		fflush(stdout);
		return 0;
	}
	*pp = q + 1;
	return who;
}

/* One typed turn: judged, refused (the turn announced again) or applied and recorded. */
static int
play_turn(struct mplay *mp, char *p)
{
	struct mm_turn		 t;
	struct mm_outcome	 o;
	struct ruling		 why;
	struct errbuf		 err;
	int			 who;

	if ((who = play_who(mp, &p)) == 0)
		return 0;
	err_clear(&err);
	if (mm_turn_parse(p, strlen(p), who, &mp->r->map, &t, &err) == -1) {
		manewry_play_refusal(err.msg, NULL);
		live_again(mp->lv);
		return 0;
	}
	t.line = live_lineno(mp->lv);
	if (!mm_turn_judge(mp->g, &t, mp->g->turns + 1, &o, &why)) {
		manewry_play_refusal(NULL, &why);
		live_again(mp->lv);
		return 0;
	}
	mm_game_apply(mp->g, &o, &o);
	manewry_outcome_print(mp->g, &t, &o);
	mm_print_turn(&t, &mp->turns);
	return live_save(mp->lv);
}

/* One typed line (live.h): a command or a turn. */
static int
manewry_live_line(struct live *lv, void *st, char *line)
{
	struct mplay	*mp = st;
	char		*p = live_trim(line);

	(void)lv;
	if (play_command(mp, p))
		return 0;
	return play_turn(mp, p);
}

/* --map, --setup1, --setup2, --first (live.h). */
static int
manewry_live_option(void *st, int ch, const char *arg)
{
	struct mplay *mp = st;

	if (ch == 'm')
		mp->map = arg;
	else if (ch == '1' || ch == '2')
		mp->setup[ch - '1'] = arg;
	else if (parse_int(arg, 1, 2, &mp->first) == -1)
		return cli_errx(EXIT_USAGE, _("--first: expected 1 or 2, not '%s'"), arg);
	return 0;
}

/* The rules, the names, both setups, who moves first (live.h). 0 or an exit status. */
static int
manewry_live_start(struct live *lv, void *st, int argc, char **argv, const char *ruleset)
{
	struct mplay	*mp = st;
	const char	*name;
	int		 rc;

	(void)argv;
	if (argc != 0)
		return cli_errx(EXIT_USAGE, _("manewry play: no arguments expected (the turns "
		    "come from standard input)"));
	mp->lv = lv;
	mp->r = xmalloc(sizeof(*mp->r));
	mp->g = xmalloc(sizeof(*mp->g));
	mp->h = xcalloc(1, sizeof(*mp->h));
	if ((rc = manewry_cli_rules(ruleset, mp->map, NULL, NULL, mp->r, &name)) != 0)
		return rc;
	if (name != NULL && strcmp(name, "manewry") != 0)
		fmt_buf(mp->h->ruleset, sizeof(mp->h->ruleset), "%s", name);
	if ((rc = play_players(mp, live_players(lv), name)) != 0 ||
	    (rc = play_setups(mp)) != 0)
		return rc;
	return play_start(mp, mp->first);
}

static int
manewry_live_turn(const void *st)
{
	const struct mplay *mp = st;

	return mp->g->over ? 0 : mp->g->turn;
}

static int
manewry_live_end(struct live *lv, void *st, int stopped)
{
	(void)lv;
	(void)st;
	if (!stopped)
		return EXIT_OK;
	if (stopped == LIVE_QUIT)
		puts(_("result: stopped before the game ended"));
	else
		puts(_("result: the input ended before the game did"));
	return EXIT_RULE;
}

/* The tags and the turns so far (live.h). */
static void
manewry_live_record(const void *st, struct strbuf *sb)
{
	const struct mplay *mp = st;

	mm_print_header(mp->h, sb);
	sb_adds(sb, sb_str(&mp->turns));
}

static void
manewry_live_free(void *st)
{
	struct mplay	*mp = st;

	sb_free(&mp->turns);
	free(mp->h);
	free(mp->g);
	free(mp->r);
}

static const char *const manewry_quit[] = { "quit", "koniec", NULL };

static const struct live_game manewry_live = {
	2, sizeof(struct mplay), manewry_live_option, manewry_live_start,
	manewry_live_turn, manewry_live_line, NULL, manewry_live_end, manewry_live_free,
	manewry_quit, manewry_live_record
};

/* ------------------------------------------------------------ records */

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
