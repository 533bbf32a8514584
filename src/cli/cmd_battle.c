/*
 * referee battle check | battle play: a match record judged (the judge is
 * src/rules/fleet/battle.c), and a match refereed at the keyboard.
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
#include "cmd_fleet.h"
#include "../notation/fleetio.h"
#include "../report/fleet.h"
#include "../rules/fleet/fleet.h"
#include "../rules/fleet/battle.h"

/* ------------------------------------------------------------ battle check */

/*
 * Reads a .battle record and its rules: --variant, else the record's own
 * [Variant] tag, then --ruleset. Returns 0 or an exit status (printed).
 */
static int
battle_load(const char *path, const char *variant, const char *ruleset,
    struct battle_record *rec, struct fleet_rules *rules, const char **name)
{
	struct errbuf	 err;
	char		*buf;
	size_t		 len;
	int		 rc;

	err_clear(&err);
	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	rc = fleetio_battle_parse(buf, len, rec, &err);
	free(buf);
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	if (variant == NULL && ruleset == NULL && rec->variant[0]) {
		if (kv_preset_find(&fleet_ruleset_game, rec->variant) == NULL) {
			err_set(&err, rec->variant_line, rec->variant_col,
			    _("expected variant classic, boats or fish, not '%s'"), rec->variant);
			fleetio_battle_free(rec);
			return cli_err_at(EXIT_USAGE, path, &err);
		}
		variant = rec->variant;
	}
	if ((rc = fleet_cli_rules(variant, ruleset, rules, name)) != 0) {
		fleetio_battle_free(rec);
		return rc;
	}
	if (fleetio_battle_answers(rec, rules, &err) == -1) {
		fleetio_battle_free(rec);
		return cli_err_at(EXIT_USAGE, path, &err);
	}
	return 0;
}

/* --variant and --ascii of battle check. */
struct check_opts {
	const char	*variant;
	int		 ascii;
};

static int
check_opt(int ch, const char *arg, void *ctx)
{
	struct check_opts *co = ctx;

	if (ch == 'a') {
		co->ascii = 1;
		return 0;
	}
	return fleet_cli_variant_opt(ch, arg, &co->variant);
}

static int
cmd_battle_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "variant", required_argument, NULL, 'v' },
		{ "ascii", no_argument, NULL, 'a' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli_opts		 o = { .want = CO_RULESET | CO_FORMAT | CO_CANONICAL,
	    .extra = longopts, .handle = check_opt };
	struct check_opts	 co = { NULL, 0 };
	struct fleet_rules	 rules;
	struct battle_record	 rec;
	struct battle_result	 res;
	struct battle_call	*calls;
	enum out_format		 fmt;
	char			 w[700];
	const char		*name;
	size_t			 k;
	int			 rc;

	o.ctx = &co;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	fmt = o.format;
	argc -= optind;
	argv += optind;
	if (argc != 1)
		return cli_errx(EXIT_USAGE, _("battle check: expected one MATCH.battle file"));
	if ((rc = battle_load(argv[0], co.variant, o.ruleset, &rec, &rules, &name)) != 0)
		return rc;
	if (o.canonical) {
		struct strbuf sb = { 0 };

		if (name != NULL)
			snprintf(rec.variant, sizeof(rec.variant), "%s", name);
		fleetio_battle_print(&rec, &rules, &sb);
		fputs(sb_str(&sb), stdout);
		sb_free(&sb);
		fleetio_battle_free(&rec);
		return EXIT_OK;
	}
	calls = fleetio_battle_calls(&rec);
	battle_judge(&rules, rec.board, rec.board_line, calls, rec.nshots, &res);
	if (fmt != FMT_TEXT)
		battle_table_print(&rec, &rules, &res, fmt);
	else {
		for (k = 0; k < res.rulings.n; k++)
			puts(battle_ruling_words(&res.rulings.r[k], w, sizeof(w)));
		if (res.rulings.n)
			putchar('\n');
		fleet_boards_print(res.m, co.ascii);
		fleet_summary_print(res.m);
		printf(_("result: %s\n"), res.words);
	}
	rc = res.rulings.n ? EXIT_RULE : EXIT_OK;
	battle_result_free(&res);
	free(calls);
	fleetio_battle_free(&rec);
	return rc;
}

/* ------------------------------------------------------------ battle play */

/* Writes the record to path atomically (a temporary file renamed into place). */
static int
record_write(const char *path, const struct battle_record *rec, const struct fleet_rules *r)
{
	struct strbuf	 sb = { 0 };
	char		*tmp;
	FILE		*fp;
	int		 ok;

	fleetio_battle_print(rec, r, &sb);
	tmp = xmalloc(strlen(path) + 8);
	sprintf(tmp, NT_("%s.tmpXX"), path);
	if ((fp = fopen(tmp, "w")) == NULL) {
		cli_errx(EXIT_SYS, _("%s: cannot write: %s"), tmp, strerror(errno));
		free(tmp);
		sb_free(&sb);
		return -1;
	}
	ok = fputs(sb_str(&sb), fp) >= 0;
	ok = fclose(fp) == 0 && ok;
	if (!ok || rename(tmp, path) == -1) {
		cli_errx(EXIT_SYS, _("%s: cannot write: %s"), path, strerror(errno));
		unlink(tmp);
		free(tmp);
		sb_free(&sb);
		return -1;
	}
	free(tmp);
	sb_free(&sb);
	return 0;
}

/* A match refereed at the keyboard. */
struct play {
	const char		*variant, *recpath;
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

static int
play_opt(int ch, const char *arg, void *ctx)
{
	struct play	*g = ctx;

	switch (ch) {
	case 'v':
		g->variant = arg;
		break;
	case '1':
		if (parse_int(arg, 1, 2, &g->first) == -1)
			return cli_errx(EXIT_USAGE, _("--first: expected 1 or 2, not '%s'"), arg);
		break;
	case 'o':
		g->recpath = arg;
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

/* Fires who's shot at (x, y) and says what it did. */
static enum fleet_fire
play_fire(struct play *g, int who, int x, int y)
{
	struct fleet_shot	 res;
	enum fleet_fire		 fr;
	char			 sq[8], desc[200];

	fleet_square_name(x, y, sq, sizeof(sq));
	fr = fleet_match_fire(g->m, who, x, y, ++g->shotno, &res);
	switch (fr) {
	case FLEET_FIRE_OUTSIDE:
		printf(_("%s is not a square of the board (%s)\n"), sq, g->range);
		break;
	case FLEET_FIRE_REPEAT:
		printf(_("%s was already shot: rejected, shoot again (§3)\n"), sq);
		break;
	case FLEET_FIRE_HALO:
		battle_ship_at(g->m, 3 - who, res.halo_ship, desc, sizeof(desc));
		printf(_("%s is next to the sunk %s: rejected, shoot again (§3)\n"), sq, desc);
		break;
	case FLEET_FIRE_OK:
		printf(_("player %d: %s %s\n"), who, sq, g->rules.words[res.answer]);
		play_keep(g, who, x, y, res.answer);
		break;
	case FLEET_FIRE_TURN:
	case FLEET_FIRE_OVER:
		break;
	}
	return fr;
}

/* One input line (live.h): "C4" or "1 C4". Blank lines and comments are skipped. */
static int
battle_live_line(struct live *lv, void *st, char *line)
{
	struct play	*g = st;
	enum fleet_fire	 fr = FLEET_FIRE_TURN;
	char		*p, *q;
	int		 who = g->m->turn, x, y;

	if ((q = strchr(line, '#')) != NULL)
		*q = '\0';
	for (p = line; *p == ' ' || *p == '\t'; p++)
		continue;
	if (*p == '\0')
		return 0;
	if ((*p == '1' || *p == '2') && (p[1] == ' ' || p[1] == '\t')) {
		who = *p - '0';
		for (p += 2; *p == ' ' || *p == '\t'; p++)
			continue;
	}
	for (q = p; *q && *q != ' ' && *q != '\t'; q++)
		continue;
	if (fleet_square_parse(p, (size_t)(q - p), &x, &y) == -1)
		printf(_("'%.*s' is not a square: expected a letter and a number, such as C4\n"),
		    (int)(q - p), p);
	else if (who != g->m->turn)
		printf(_("it is player %d's turn, not player %d's\n"), g->m->turn, who);
	else
		fr = play_fire(g, who, x, y);
	/* who shoots next, after every shot: the same player again after a hit */
	g->again = fr == FLEET_FIRE_OK && g->m->turn == who;
	live_again(lv);
	return 0;
}

/* "player 1 shoots", "player 1 shoots again" (live.h). */
static void
battle_live_announce(struct live *lv, const void *st, int p)
{
	const struct play	*g = st;

	if (live_nplayers(lv) == 0)
		printf(g->again ? _("player %d shoots again\n") : _("player %d shoots\n"), p);
	else
		printf(g->again ? _("%s shoots again\n") : _("%s shoots\n"), live_who(lv, p));
}

/* Both boards read and checked, who shoots first (live.h). 0 or an exit status. */
static int
battle_live_start(struct live *lv, void *st, int argc, char **argv, const char *ruleset)
{
	struct play	*g = st;
	const char	*name;
	int		 rc;

	(void)lv;
	if (argc != 2)
		return cli_errx(EXIT_USAGE, _("battle play: expected two board files"));
	if ((rc = fleet_cli_rules(g->variant, ruleset, &g->rules, &name)) != 0)
		return rc;
	if (name)
		snprintf(g->rec.variant, sizeof(g->rec.variant), "%s", name);
	g->lay = xcalloc(2, sizeof(*g->lay));
	if ((rc = play_boards(g, argv)) != 0)
		return rc;
	if (g->first == 0)
		g->first = g->rules.start_player == FLEET_START_RANDOM ?
		    1 + (int)(((unsigned)time(NULL) ^ (unsigned)getpid()) & 1) : 1;
	g->m = xmalloc(sizeof(*g->m));
	fleet_match_init(g->m, &g->rules, &g->lay[0], &g->lay[1], (int)g->first);
	battle_board_range(&g->rules, g->range, sizeof(g->range));
	printf(_("%s: player %ld shoots first\n"), name ? name : NT_("fleet"), g->first);
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
	int		 rc = EXIT_OK;

	(void)lv;
	putchar('\n');
	fleet_boards_print(g->m, g->ascii);
	fleet_summary_print(g->m);
	if (stopped) {
		puts(_("result: the input ended before the game did"));
		rc = EXIT_RULE;
	} else
		printf(_("result: player %d wins\n"), g->m->winner);
	if (g->recpath != NULL && record_write(g->recpath, &g->rec, &g->rules) == -1)
		rc = EXIT_SYS;
	return rc;
}

static void
battle_live_free(void *st)
{
	struct play	*g = st;

	fleetio_battle_free(&g->rec);
	free(g->m);
	free(g->lay);
}

static int
battle_live_option(void *st, int ch, const char *arg)
{
	return play_opt(ch, arg, st);
}

static const struct option battle_live_options[] = {
	{ "variant", required_argument, NULL, 'v' },
	{ "first", required_argument, NULL, '1' },
	{ "record", required_argument, NULL, 'o' },
	{ "ascii", no_argument, NULL, 'a' },
	{ NULL, 0, NULL, 0 }
};

const struct live_game battle_live = {
	2, sizeof(struct play), battle_live_options, battle_live_option, battle_live_start,
	battle_live_turn, battle_live_line, battle_live_announce, battle_live_end,
	battle_live_free
};

static int
cmd_battle_play(int argc, char **argv)
{
	return live_play(game_find("battle"), argc, argv);
}

const struct command battle_commands[] = {
	{ "add", game_store_cmd_add, GAME_STORE_ADD_ARGS, GAME_STORE_ADD_SUMMARY, NULL,
	    GAME_STORE_ADD_HELP, 0, GAME_STORE_ADD_OPTS },
	{ "check", cmd_battle_check,
	    "[--variant V] [--ruleset R] [-f text|csv] [--ascii] [--canonical] MATCH.battle",
	    N_("verify a match record: fleets, answers, turns, rejected shots, the winner"), NULL,
	    N_("Replays the shots against both boards: a false answer, a shot out of turn,\n"
	    "a repeated shot or one next to a sunk ship, shots after the end are named\n"
	    "with their line. Prints both boards as drawn at the end and the result.\n"
	    "The variant is --variant, else the record's [Variant] tag, else classic.\n"
	    "Exit 0 clean, 1 any violation, 2 unreadable record.\n"
	    "--canonical prints the record back in canonical form instead.\n"), 0, NULL },
	{ "play", cmd_battle_play,
	    "[--variant V] [--ruleset R] [--first 1|2] [--record FILE] [--ascii] BOARD1 BOARD2",
	    N_("referee a match: read shots from standard input, answer them"), NULL,
	    N_("Each input line is a square (C4) or a player and a square (1 C4). The\n"
	    "referee answers in the variant's words and says who shoots next.\n"
	    "--record writes the match as a .battle record for 'battle check'.\n"
	    "Exit 0 when the game ends with a winner, 1 if the input ends first\n"
	    "or a fleet breaks the rules.\n"), 0, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
