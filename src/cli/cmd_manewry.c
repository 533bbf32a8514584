/*
 * referee manewry check | play | board: Manewry Morskie (seed 004). The
 * rules are in src/rules/manewry, the record format in src/notation/mm.c;
 * this file reads options, prints and exits.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "game_store.h"
#include "live.h"
#include "../rules/game.h"
#include "../util/stream.h"
#include "../notation/mm.h"
#include "../report/manewry.h"
#include "../rules/manewry/manewry.h"

/* --------------------------------------------------------------- common */

/* Reads a map file over the rules' map; 0 or an exit status (printed). */
static int
map_load(const char *path, struct mm_rules *r)
{
	struct errbuf	 err;
	char		*buf;
	size_t		 len;
	int		 rc;

	err_clear(&err);
	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	rc = mm_map_read(buf, len, &r->map, &err);
	free(buf);
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	err_clear(&err);
	if (manewry_ruleset_game.validate(r, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	return 0;
}

/*
 * The rules: --ruleset (preset or file), else the record's Ruleset tag (a
 * preset name only), else manewry; then --map. Returns 0 or an exit status.
 */
static int
rules_load(const char *ruleset, const char *map, const struct mm_header *h,
    const char *file, struct mm_rules *r, const char **name)
{
	const struct kv_preset	*p;
	struct errbuf		 err;
	int			 rc;

	*name = NULL;
	if (ruleset != NULL) {
		if ((rc = cli_ruleset(&manewry_ruleset_game, ruleset, r)) != 0)
			return rc;
		if ((p = kv_preset_find(&manewry_ruleset_game, ruleset)) != NULL)
			*name = p->name;
	} else if (h != NULL && h->ruleset[0]) {
		if ((p = kv_preset_find(&manewry_ruleset_game, h->ruleset)) == NULL) {
			err_set(&err, h->ruleset_line, h->ruleset_col, _("Ruleset: expected a "
			    "built-in ruleset (manewry, prl), not '%s'%s"), h->ruleset,
			    strchr(h->ruleset, '/') || strchr(h->ruleset, '.') ?
			    _(" (a record never names a file)") : "");
			return cli_err_at(EXIT_USAGE, file, &err);
		}
		memcpy(r, p->obj, sizeof(*r));
		*name = p->name;
	} else {
		memcpy(r, manewry_ruleset_game.presets[0].obj, sizeof(*r));
		*name = manewry_ruleset_game.presets[0].name;
	}
	if (map != NULL) {
		*name = NULL;
		return map_load(map, r);
	}
	return 0;
}

struct mm_opts {
	const char	*map, *setup[2], *recpath;
	long		 first;
};

static int
mm_opt(int ch, const char *arg, void *ctx)
{
	struct mm_opts *mo = ctx;

	switch (ch) {
	case 'm':
		mo->map = arg;
		break;
	case '1':
	case '2':
		mo->setup[ch - '1'] = arg;
		break;
	case 'F':
		if (parse_int(arg, 1, 2, &mo->first) == -1)
			return cli_errx(EXIT_USAGE, _("--first: expected 1 or 2, not '%s'"), arg);
		break;
	default:
		mo->recpath = arg;
		break;
	}
	return 0;
}

/* ---------------------------------------------------------------- check */

/* Where mm_record_turns takes its turns from and gives them back. */
struct check_turns {
	struct manewry_check_out *co;
	struct mm_reader	*rd;
	const struct mm_header	*h;
	struct errbuf		*err;
};

static int
check_next(void *arg, struct mm_turn *t)
{
	struct check_turns *ct = arg;

	return mm_read_turn(ct->rd, ct->h, t, ct->err);
}

/* Prints one judged turn (src/report/manewry.c). */
static void
check_turn(void *arg, const struct mm_turn *t, int n, int legal,
    const struct mm_outcome *o, const struct verdict *v)
{
	manewry_check_turn(((struct check_turns *)arg)->co, t, n, legal, o, v);
}

/* --canonical: the record printed back in canonical form. */
static int
check_canonical(const char *file, const char *buf, size_t len)
{
	struct mm_record	 rec;
	struct strbuf		 canon = { 0 };
	struct errbuf		 err;

	err_clear(&err);
	memset(&rec, 0, sizeof(rec));
	if (mm_parse(buf, len, &rec, &err) == -1) {
		mm_record_free(&rec);
		return cli_err_at(EXIT_USAGE, file, &err);
	}
	mm_print(&rec, &canon);
	mm_record_free(&rec);
	fputs(sb_str(&canon), stdout);
	sb_free(&canon);
	return EXIT_OK;
}

/* Judges the record after its header through mm_record_setup and mm_record_turns. */
static int
check_game(struct manewry_check_out *co, const char *file, struct mm_reader *rd,
    const struct mm_header *h, const struct mm_rules *r, const char *name)
{
	struct mm_game		*g = xmalloc(sizeof(*g));
	struct verdict		 v = { 0, 0, NULL };
	struct errbuf		 err;
	struct check_turns	 ct = { co, rd, h, &err };
	struct mm_record_visit	 vis = { check_next, check_turn, &ct };
	int			 bad, rc = EXIT_RULE;

	err_clear(&err);
	mm_game_init(g, r, h->first ? h->first : 1);
	manewry_check_title(co, h, name, g->turn);
	if (mm_record_setup(g, h->setup, &v) > 0)
		manewry_check_setup(co, file, &v);
	else if ((bad = mm_record_turns(g, &vis, NULL)) == -1)
		rc = cli_err_at(EXIT_USAGE, file, &err);
	else {
		manewry_check_end(co, g, bad);
		rc = bad ? EXIT_RULE : EXIT_OK;
	}
	verdict_free(&v);
	free(g);
	return rc;
}

static int
check_file(const char *path, const char *ruleset, const char *map, int canonical,
    struct manewry_check_out *co)
{
	struct mm_reader	 rd;
	struct mm_header	 h;
	struct mm_rules		*r;
	struct errbuf		 err;
	const char		*file = strcmp(path, "-") == 0 ? "<stdin>" : path, *name;
	char			*buf;
	size_t			 len;
	int			 rc, p;

	err_clear(&err);
	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	mm_reader_init(&rd, buf, len);
	r = xmalloc(sizeof(*r));
	if (mm_read_header(&rd, &h, &err) == -1)
		rc = cli_err_at(EXIT_USAGE, file, &err);
	else if (canonical)
		rc = check_canonical(file, buf, len);
	else if ((rc = rules_load(ruleset, map, &h, file, r, &name)) != 0)
		;
	else {
		for (p = 0; p < 2; p++)
			if (!h.has_setup[p]) {
				err_set(&err, rd.last_line > 0 ? rd.last_line : 1, 0, _("expected a "
				    "[Setup%d \"CODE SQUARE …\"] tag"), p + 1);
				rc = cli_err_at(EXIT_USAGE, file, &err);
				break;
			}
		if (rc == 0)
			rc = check_game(co, file, &rd, &h, r, name ? name : ruleset ?
			    ruleset : "manewry");
	}
	free(r);
	free(buf);
	return rc;
}

static int
cmd_manewry_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "map", required_argument, NULL, 'm' },
		{ NULL, 0, NULL, 0 }
	};
	struct mm_opts		 mo;
	struct cli_opts		 o = { .want = CO_RULESET | CO_FORMAT | CO_CANONICAL,
				    .extra = longopts, .handle = mm_opt, .ctx = &mo };
	struct manewry_check_out	 co;
	const char		*ruleset, *map;
	int			 i, rc, worst = EXIT_OK, canonical;

	memset(&mo, 0, sizeof(mo));
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	ruleset = o.ruleset;
	map = mo.map;
	canonical = o.canonical;
	argc -= optind;
	argv += optind;
	if (argc < 1)
		return cli_errx(EXIT_USAGE, _("manewry check: expected a record FILE (- reads stdin)"));
	manewry_check_begin(&co, o.format);
	for (i = 0; i < argc; i++) {
		if (i > 0)
			manewry_check_next_file(&co);
		rc = check_file(argv[i], ruleset, map, canonical, &co);
		if (rc == EXIT_USAGE || rc == EXIT_SYS) {
			worst = rc;
			break;
		}
		if (rc > worst)
			worst = rc;
	}
	if (worst != EXIT_USAGE && worst != EXIT_SYS && !canonical)
		manewry_check_print(&co);
	manewry_check_free(&co);
	if (fflush(stdout) == EOF && errno != EPIPE)
		return cli_errx(EXIT_SYS, _("cannot write the output: %s"), strerror(errno));
	return worst;
}


/* ----------------------------------------------------------------- play */

/* A refusal in words that do not give away the type of the unit (play is watched by both). */
static const char *
refusal_words(const struct ruling *why)
{
	switch (why->code) {
	case MM_T_TOO_FAR:
		return "the unit cannot move that far (§2)";
	case MM_T_RANGE:
		return "the target is out of the unit's range (§3)";
	case MM_T_MINE_NOT_TR:
		return "this unit cannot lay mines (§3)";
	case MM_T_CLEAR_NOT_TR:
		return "this unit cannot clear mines (§3)";
	case MM_T_ATTACK_ILLEGAL:
	case MM_T_CLEAR_NOT_MINE:
		return "this attack is not allowed (§4)";
	case MM_T_DE_ATTACK:
		return "this unit cannot attack (§4)";
	case MM_T_STATIC:
		return "this unit cannot move (§3)";
	default:
		return NULL;
	}
}

/* Reads a setup file; 0 or an exit status (printed). */
static int
setup_load(const char *path, struct mm_setup *s)
{
	struct errbuf	 err;
	char		*buf;
	size_t		 len;
	int		 rc;

	err_clear(&err);
	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	rc = mm_setup_parse(buf, len, 1, 0, s, &err);
	free(buf);
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	return 0;
}

static int
record_put(FILE *rec, const char *path, const struct strbuf *sb)
{
	if (rec == NULL)
		return 0;
	if (fputs(sb_str(sb), rec) == EOF || fflush(rec) == EOF)
		return cli_errx(EXIT_SYS, _("%s: cannot write: %s"), path, strerror(errno));
	return 0;
}

/* A live game: its rules, its board, its tags and the record (the driver is src/cli/live.c). */
struct mplay {
	struct mm_opts		 mo;
	struct mm_rules		*r;
	struct mm_game		*g;
	struct mm_header	*h;
	struct live		*lv;
	FILE			*rec;
	const char		*recpath;
};

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

/* The setups: files, or one line each at a prompt, not shown. 0 or the exit status. */
static int
play_setups(struct mplay *mp)
{
	struct strbuf	 q = { 0 };
	struct errbuf	 err;
	char		*line, *p, *e;
	int		 pl, rc = 0;

	err_clear(&err);
	for (pl = 0; pl < 2 && rc == 0; pl++) {
		mp->h->has_setup[pl] = 1;
		if (mp->mo.setup[pl] != NULL) {
			rc = setup_load(mp->mo.setup[pl], &mp->h->setup[pl]);
			continue;
		}
		sb_reset(&q);
		sb_addf(&q, _("%s, your setup (CODE SQUARE pairs on one line)"),
		    live_who(mp->lv, pl + 1));
		do
			line = live_secret(mp->lv, sb_str(&q));
		while (line != NULL && (line[strspn(line, " \t")] == '\0' ||
		    line[strspn(line, " \t")] == '#'));
		if (line == NULL) {
			rc = cli_errx(EXIT_USAGE, _("<stdin>: the input ended before the setup of "
			    "player %d"), pl + 1);
			break;
		}
		if ((e = strchr(line, '#')) == NULL)
			e = line + strlen(line);
		p = line + strspn(line, " \t");
		if (mm_setup_parse(p, (size_t)(e - p), live_lineno(mp->lv), (int)(p - line),
		    &mp->h->setup[pl], &err) == -1)
			rc = cli_err_at(EXIT_USAGE, "<stdin>", &err);
	}
	sb_free(&q);
	return rc;
}

/* Who moves first, both setups placed, the record begun. 0 or the exit status. */
static int
play_start(struct mplay *mp, long first)
{
	struct verdict	 v = { 0, 0, NULL };
	struct strbuf	 sb = { 0 };
	size_t		 k;
	int		 rc = 0;

	if (first == 0) {
		first = 1 + (long)(((unsigned)time(NULL) ^ (unsigned)getpid()) & 1);
		printf(_("player %ld moves first (drawn by lot)\n"), first);
	} else
		printf(_("player %ld moves first\n"), first);
	mp->h->first = (int)first;
	mm_game_init(mp->g, mp->r, (int)first);
	if (mm_record_setup(mp->g, mp->h->setup, &v) > 0) {
		for (k = 0; k < v.n; k++)
			printf(_("illegal setup: %s (%s)\n"), v.r[k].text, v.r[k].rule);
		puts(_("the game cannot start: a setup breaks the rules (§2, §3)"));
		rc = EXIT_RULE;
	} else if (mp->recpath != NULL) {
		if ((mp->rec = fopen(mp->recpath, "w")) == NULL)
			rc = cli_errx(EXIT_SYS, _("%s: cannot write: %s"), mp->recpath,
			    strerror(errno));
		else {
			mm_print_header(mp->h, &sb);
			rc = record_put(mp->rec, mp->recpath, &sb);
		}
	}
	verdict_free(&v);
	sb_free(&sb);
	return rc;
}

/* show [1|2], board, help: returns 1 when p was one of them (answered). */
static int
play_command(struct mplay *mp, const char *p)
{
	struct strbuf	 sb = { 0 };
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
		mm_map_print(&mp->r->map, &sb);
		fputs(sb_str(&sb), stdout);
		sb_free(&sb);
	} else if (text_is(p, strlen(p), "help") || text_is(p, strlen(p), "pomoc"))
		puts(_("a turn: [PLAYER:] FROM-TO[-TO...] [x TARGET | clear TARGET] "
		    "[mine SQUARE]\n"
		    "show 1, show 2: the board as that player may see it; board: the map;\n"
		    "quit: stop (the record keeps the turns so far)"));
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
	int	 who = mp->g->turn;

	if ((q = strchr(p, ':')) == NULL)
		return who;
	e = q;
	while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (e - p == 1 && (*p == '1' || *p == '2'))
		who = *p - '0';
	else if (mp->h->has_players && text_is(p, (size_t)(e - p), mp->h->players[0]))
		who = 1;
	else if (mp->h->has_players && text_is(p, (size_t)(e - p), mp->h->players[1]))
		who = 2;
	else {
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
	struct strbuf		 sb = { 0 };
	const char		*words;
	int			 who, rc;

	if ((who = play_who(mp, &p)) == 0)
		return 0;
	err_clear(&err);
	if (mm_turn_parse(p, strlen(p), who, &t, &err) == -1) {
		printf(_("refused: %s\n"), err.msg);
		live_again(mp->lv);
		return 0;
	}
	t.line = live_lineno(mp->lv);
	if (!mm_turn_judge(mp->g, &t, mp->g->turns + 1, &o, &why)) {
		words = refusal_words(&why);
		if (words != NULL)
			printf(_("refused: %s\n"), words);
		else
			printf(_("refused: %s (%s)\n"), why.text, why.rule);
		live_again(mp->lv);
		return 0;
	}
	mm_game_apply(mp->g, &o, &o);
	manewry_outcome_print(mp->g, &t, &o);
	mm_print_turn(&t, &sb);
	rc = record_put(mp->rec, mp->recpath, &sb);
	sb_free(&sb);
	return rc;
}

/* One typed line (live.h): a command, a turn, or quit. */
static int
manewry_live_line(struct live *lv, void *st, char *line)
{
	struct mplay	*mp = st;
	char		*p, *q;

	(void)lv;
	if ((q = strchr(line, '#')) != NULL)
		*q = '\0';
	for (p = line; *p == ' ' || *p == '\t'; p++)
		continue;
	for (q = p + strlen(p); q > p && (q[-1] == ' ' || q[-1] == '\t'); q--)
		continue;
	*q = '\0';
	if (*p == '\0')
		return 0;
	if (text_is(p, strlen(p), "quit") || text_is(p, strlen(p), "koniec"))
		return LIVE_STOP;
	if (play_command(mp, p))
		return 0;
	return play_turn(mp, p);
}

static int
manewry_live_option(void *st, int ch, const char *arg)
{
	return mm_opt(ch, arg, &((struct mplay *)st)->mo);
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
	mp->recpath = mp->mo.recpath;
	if ((rc = rules_load(ruleset, mp->mo.map, NULL, NULL, mp->r, &name)) != 0)
		return rc;
	if (name != NULL && strcmp(name, "manewry") != 0)
		fmt_buf(mp->h->ruleset, sizeof(mp->h->ruleset), "%s", name);
	if ((rc = play_players(mp, live_players(lv), name)) != 0 ||
	    (rc = play_setups(mp)) != 0)
		return rc;
	return play_start(mp, mp->mo.first);
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
	struct mplay	*mp = st;
	int		 rc = EXIT_OK;

	(void)lv;
	if (stopped) {
		puts(_("result: the input ended before the game did"));
		rc = EXIT_RULE;
	}
	if (mp->rec != NULL && fclose(mp->rec) == EOF)
		rc = cli_errx(EXIT_SYS, _("%s: cannot write: %s"), mp->recpath, strerror(errno));
	mp->rec = NULL;
	return rc;
}

static void
manewry_live_free(void *st)
{
	struct mplay	*mp = st;

	if (mp->rec != NULL)
		fclose(mp->rec);
	free(mp->h);
	free(mp->g);
	free(mp->r);
}

static const struct option manewry_live_options[] = {
	{ "map", required_argument, NULL, 'm' },
	{ "setup1", required_argument, NULL, '1' },
	{ "setup2", required_argument, NULL, '2' },
	{ "first", required_argument, NULL, 'F' },
	{ "record", required_argument, NULL, 'o' },
	{ NULL, 0, NULL, 0 }
};

const struct live_game manewry_live = {
	2, sizeof(struct mplay), manewry_live_options, manewry_live_option, manewry_live_start,
	manewry_live_turn, manewry_live_line, NULL, manewry_live_end, manewry_live_free
};

static int
cmd_manewry_play(int argc, char **argv)
{
	return live_play(game_find("manewry"), argc, argv);
}

/* ---------------------------------------------------------------- board */

static int
cmd_manewry_board(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "map", required_argument, NULL, 'm' },
		{ NULL, 0, NULL, 0 }
	};
	struct mm_opts	 mo;
	struct cli_opts	 o = { .want = CO_RULESET, .extra = longopts, .handle = mm_opt,
			    .ctx = &mo };
	struct mm_rules	 r;
	struct strbuf	 sb = { 0 };
	const char	*name;
	int		 rc;

	memset(&mo, 0, sizeof(mo));
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (optind != argc)
		return cli_errx(EXIT_USAGE, _("manewry board: no arguments expected"));
	if ((rc = rules_load(o.ruleset, mo.map, NULL, NULL, &r, &name)) != 0)
		return rc;
	mm_map_print(&r.map, &sb);
	fputs(sb_str(&sb), stdout);
	puts(_("\n. sea   n neutral water   # land   i island   e entrance\n"
	    "Y port of player 1   R port of player 2   y/r battery square of player 1/2"));
	sb_free(&sb);
	return EXIT_OK;
}

const struct command manewry_commands[] = {
	{ "add", game_store_cmd_add, GAME_STORE_ADD_ARGS, GAME_STORE_ADD_SUMMARY, NULL,
	    GAME_STORE_ADD_HELP, 0, GAME_STORE_ADD_OPTS },
	{ "board", cmd_manewry_board, "[--ruleset R] [--map FILE]",
	    N_("print the board map with its squares"), NULL,
	    N_("Prints the map of the ruleset (default: the placeholder board of the\n"
	    "rulebook, §6) with column letters and row numbers, so players can check\n"
	    "the squares they use. --map FILE reads another map in the same grid form.\n"),
	0, NULL },
	{ "check", cmd_manewry_check,
	    "[--ruleset R] [--map FILE] [-f text|csv] [--canonical] FILE...",
	    N_("replay .mm records: every turn ruled, every combat resolved"), NULL,
	    N_("Replays each record against both setups: every move, attack, clearing and\n"
	    "mine, every combat with the cell of the combat table (§4), internments in\n"
	    "neutral waters and the winner. An illegal turn is void and spends the\n"
	    "player's turn. CSV columns: turn,player,unit,from,to,action,target,result,\n"
	    "removed,violation,mine,note. Exit 0 all legal, 1 a rule broken, 2 bad input.\n"
	    "--canonical prints each record back in canonical form instead.\n"), 0, NULL },
	{ "play", cmd_manewry_play,
	    "[--ruleset R] [--map FILE] [--setup1 FILE --setup2 FILE] [--first 1|2]\n"
	    "       [--players \"A; B\"] [-o FILE]",
	    N_("referee a live game: hidden setups, typed turns, combats resolved"), NULL,
	    N_("Holds both setups (files of CODE SQUARE pairs, or one line each at a prompt)\n"
	    "and reads one turn a line from standard input, as in a .mm record:\n"
	    "  [PLAYER:] FROM-TO[-TO...] [x TARGET | clear TARGET] [mine SQUARE]\n"
	    "An illegal turn is refused with the reason and may be typed again; an\n"
	    "attack reveals the two units and names the cell of the combat table (§4).\n"
	    "'show 1' / 'show 2' print the board as that player may see it, 'board' the\n"
	    "map, 'quit' stops. -o FILE writes the .mm record as the game goes.\n"
	    "Exit 0 when the game ended, 1 when the input ended first.\n"), 0, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
